//! Who may see the teacher's screen. The app cannot tell whether the projector mirrors the
//! laptop (a mirroring cable reports two displays, Windows reports nothing), so it does not
//! guess: the class may see the teacher's screen, which then shows nothing secret, unless the
//! teacher said once, on purpose, that only they see it. The laptop's settings keep that.

/// Who may see the teacher's screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Posture {
    /// The class may see it (one screen, or a projector that mirrors the laptop): no card, no
    /// place that follows from one, no consequence, code or unread reason on it. The default.
    #[default]
    Shared,
    /// Only the teacher sees it: the projector screen is a window on a display of its own.
    Private,
}

impl Posture {
    pub fn of(settings: &crate::store::Settings) -> Posture {
        if settings.private_screen { Posture::Private } else { Posture::Shared }
    }

    pub fn is_private(self) -> bool {
        self == Posture::Private
    }
}

/// The teacher's choice of posture, from the bar at the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PostureMsg {
    /// "Only I see this screen…": the question that asks the teacher to be sure.
    Ask,
    /// The answer: only the teacher sees it.
    Private,
    /// The question left without a change.
    Cancel,
    /// Back to the class seeing it: at once, no question (it is the safe way).
    Shared,
}

#[allow(clippy::wildcard_imports)]
use super::*;
use iced::widget::{column, row};

impl App {
    /// The teacher's choice of posture: kept in the laptop's settings, and told to the lesson.
    pub(super) fn posture(&mut self, msg: PostureMsg) {
        let posture = match msg {
            PostureMsg::Ask => {
                self.asking_posture = true;
                return;
            }
            PostureMsg::Cancel => {
                self.asking_posture = false;
                return;
            }
            PostureMsg::Private => Posture::Private,
            PostureMsg::Shared => Posture::Shared,
        };
        self.asking_posture = false;
        self.posture = posture;
        // Only the teacher sees it now: the class's view in this window has no use; the class
        // sees it again: the projector screen's window stays where the teacher put it.
        if posture.is_private() {
            self.class_view = false;
        }
        if let Screen::Lesson(l) = &mut self.screen {
            l.set_private(posture.is_private());
        }
        let mut settings = self.settings.clone();
        settings.private_screen = posture.is_private();
        // A failure to save loses only the choice for the next start, which is then the safe one.
        self.keep_settings(settings);
    }

    pub fn posture_now(&self) -> Posture {
        self.posture
    }

    pub fn class_view_on(&self) -> bool {
        self.class_view
    }

    /// The posture in the bar, always in view: what it is, and the button that changes it.
    pub(super) fn posture_chip(&self) -> Element<'_, Message> {
        let tr = &self.tr;
        let (label, msg) = match self.posture {
            Posture::Shared => (tr.text("posture-shared"), PostureMsg::Ask),
            Posture::Private => (tr.text("posture-private"), PostureMsg::Shared),
        };
        button(text(label).size(style::SMALL))
            .padding([4, 8])
            .style(if self.posture.is_private() { style::chosen } else { style::secondary })
            .on_press(Message::Posture(msg))
            .into()
    }

    /// The question before the teacher says that only they see this screen.
    pub(super) fn posture_question(&self) -> Option<Element<'_, Message>> {
        if !self.asking_posture {
            return None;
        }
        let tr = &self.tr;
        Some(
            container(
                column![
                    text(tr.text("posture-ask-title")).size(style::LARGE).font(style::STRONG),
                    text(tr.text("posture-ask-body")).size(style::NORMAL),
                    row![
                        widgets::action(tr.text("posture-ask-yes"), Some(Message::Posture(PostureMsg::Private))),
                        widgets::primary_action(tr.text("posture-ask-no"), Some(Message::Posture(PostureMsg::Cancel))),
                    ]
                    .spacing(8),
                ]
                .spacing(6),
            )
            .padding([8, 16])
            .width(Fill)
            .style(style::panel)
            .into(),
        )
    }

    /// The teacher's window as the class's screen (F5 where the class may see this one): what
    /// the projector would show, at its sizes, and one line of the teacher's keys under it.
    pub(super) fn class_view_page(&self) -> Element<'_, Message> {
        let tr = &self.tr;
        let slide = projector::view(self.projector_frame(), self.projector.scale, self.dark);
        let mut bar = row![widgets::action(tr.text("class-view-back"), Some(Message::ClassView))]
            .spacing(8)
            .align_y(Alignment::Center);
        if let Some(l) = self.lesson() {
            bar = bar.push(text(l.class_view_keys(tr)).size(style::SMALL).width(Fill));
        } else {
            bar = bar.push(iced::widget::space::horizontal());
        }
        bar = bar
            .push(widgets::action("A\u{2212}".to_string(), Some(Message::ProjectorSmaller)))
            .push(widgets::action("A+".to_string(), Some(Message::ProjectorBigger)))
            .push(widgets::action(tr.text("class-view-window"), Some(Message::ProjectorWindow)))
            .push(self.posture_chip());
        // The slide keeps to its room: what it cannot fit never runs under the keys' line.
        let mut page = column![container(slide).width(Fill).height(Fill).clip(true)];
        if let Some(q) = self.posture_question() {
            page = page.push(q);
        }
        page.extend(self.notice_line()).push(container(bar).padding([4, 12]).style(style::panel)).into()
    }
}
