//! The teacher's window's menu bar, its keyboard shortcuts and its notice line.

#[allow(clippy::wildcard_imports)]
use super::*;
use iced::widget::{column, row};

impl App {
    /// Keys become the screen's messages; F5, F6 (the map), F8, F11 and A-/A+ are the projector's.
    pub(super) fn key(&mut self, event: keyboard::Event) -> Task<Message> {
        use keyboard::key::Named;
        let keyboard::Event::KeyPressed { key, modifiers, .. } = event else { return Task::none() };
        match key.as_ref() {
            keyboard::Key::Named(Named::F5) => return self.update(Message::ToggleProjector),
            // The map on the projector screen and back, on the app's map.
            keyboard::Key::Named(Named::F6) => {
                if let Screen::Lesson(l) = &self.screen
                    && l.session().game().map().is_some()
                {
                    let on = !l.projector_map;
                    return self.update(Message::Lesson(lesson::Msg::Show(ShowMsg::ProjectorMap(on))));
                }
                return Task::none();
            }
            keyboard::Key::Named(Named::F8) => return self.update(Message::Freeze),
            keyboard::Key::Named(Named::F11) => return self.update(Message::Fullscreen),
            _ => {}
        }
        // Outside a lesson: Enter resumes the class changed last, or starts the game set up;
        // Ctrl+N sets up a new class; Tab moves between the fields of a new class.
        match (&self.screen, key.as_ref()) {
            (Screen::Start(_), keyboard::Key::Character("n" | "N")) if modifiers.command() => {
                return self.update(Message::Start(StartMsg::NewClass));
            }
            (Screen::Start(_), keyboard::Key::Named(Named::Enter)) => {
                // Enter resumes the class changed last: at once, or once the library is read.
                return self.update(Message::Start(StartMsg::ResumeFirst));
            }
            (Screen::Setup(_), keyboard::Key::Named(Named::Enter)) => {
                return self.update(Message::Setup(SetupMsg::Start));
            }
            (Screen::Setup(_), keyboard::Key::Named(Named::Tab)) => {
                return if modifiers.shift() {
                    iced::widget::operation::focus_previous()
                } else {
                    iced::widget::operation::focus_next()
                };
            }
            (Screen::Lesson(_), _) => {}
            _ => return Task::none(),
        }
        let lesson_key = match key.as_ref() {
            // Ctrl+Z undoes; Ctrl+Shift+Z and Ctrl+Y redo (a shifted z may come as "Z").
            keyboard::Key::Character("z" | "Z") if modifiers.command() && modifiers.shift() => Some(LessonKey::Redo),
            keyboard::Key::Character("y" | "Y") if modifiers.command() => Some(LessonKey::Redo),
            keyboard::Key::Character("z") if modifiers.command() => Some(LessonKey::Undo),
            keyboard::Key::Character(c @ ("1" | "2" | "3")) => c.parse().ok().map(LessonKey::Card),
            keyboard::Key::Character(c @ ("0" | "4" | "5" | "6" | "7" | "8" | "9")) => {
                c.parse().ok().map(LessonKey::Digit)
            }
            keyboard::Key::Named(Named::Backspace) => Some(LessonKey::Backspace),
            keyboard::Key::Named(Named::Tab) => Some(LessonKey::Tab { back: modifiers.shift() }),
            keyboard::Key::Named(Named::Enter) if modifiers.shift() => Some(LessonKey::Confirm),
            keyboard::Key::Named(Named::Enter) => Some(LessonKey::Enter),
            keyboard::Key::Named(Named::Escape) => Some(LessonKey::Escape),
            keyboard::Key::Named(Named::ArrowLeft) => Some(LessonKey::Choose { target: false, back: true }),
            keyboard::Key::Named(Named::ArrowRight) => Some(LessonKey::Choose { target: false, back: false }),
            keyboard::Key::Named(Named::ArrowUp) => Some(LessonKey::Choose { target: true, back: true }),
            keyboard::Key::Named(Named::ArrowDown) => Some(LessonKey::Choose { target: true, back: false }),
            keyboard::Key::Character("r" | "R") if !modifiers.command() => Some(LessonKey::Retreat),
            keyboard::Key::Named(Named::PageUp) => Some(LessonKey::Page { back: true }),
            keyboard::Key::Named(Named::PageDown) => Some(LessonKey::Page { back: false }),
            keyboard::Key::Named(Named::Space) => Some(LessonKey::Space),
            _ => None,
        };
        match lesson_key {
            Some(k) => self.update(Message::Lesson(lesson::Msg::Key(k))),
            None => Task::none(),
        }
    }

    /// The bar at the top: the lesson's controls on the left, the projector's and the app's
    /// on the right.
    pub(super) fn menu_bar(&self) -> Element<'_, Message> {
        let tr = &self.tr;
        let langs: Vec<widgets::Choice<Language>> =
            Language::ALL.into_iter().map(|l| widgets::Choice::new(l, tr.language_name(l))).collect();
        let current = langs.iter().find(|l| l.value == tr.language()).cloned();
        // The lesson's controls on the left, the projector's and the app's on the right; on
        // one line where the window is wide enough, else the projector's on a second line.
        let home = (!matches!(self.screen, Screen::Start(_))).then(|| (tr.text("menu-home"), Some(Message::Home)));
        let class = self.lesson().map(|l| l.session().record().class.clone());
        let read = self.lesson().map(|_| {
            let reading =
                if self.speech.speaking() { tr.text("lesson-stop-reading") } else { tr.text("lesson-read-aloud") };
            (reading, Some(Message::Lesson(lesson::Msg::ReadAloud)))
        });
        // F5: the projector screen's window where only the teacher sees this screen, else the
        // class's view in this window.
        let f5 = if self.projector.window.is_some() {
            tr.text("menu-projector-close")
        } else if self.posture.is_private() {
            tr.text("menu-projector-open")
        } else {
            tr.text("menu-class-view")
        };
        let mut shown = vec![(f5, Some(Message::ToggleProjector))];
        if self.projector.window.is_some() {
            let freeze = if self.projector.frozen.is_some() {
                tr.text("menu-projector-unfreeze")
            } else {
                tr.text("menu-projector-freeze")
            };
            shown.push(("A\u{2212}".to_string(), Some(Message::ProjectorSmaller)));
            shown.push(("A+".to_string(), Some(Message::ProjectorBigger)));
            shown.push((freeze, Some(Message::Freeze)));
            shown.push((tr.text("menu-projector-fullscreen"), Some(Message::Fullscreen)));
        }
        // The theme as the sun or the moon it switches to, its name on hover: the bar keeps its
        // room for what the lesson needs (the posture, the projector screen's controls).
        let theme = if self.dark { ("\u{2600}", tr.text("menu-light")) } else { ("\u{1F319}", tr.text("menu-dark")) };
        // A button as wide as its label, its padding either side and the bar's spacing.
        let button_w = |l: &str| {
            crate::gui::measure::width_of(l, style::NORMAL, false) + 2.0 * f32::from(style::BUTTON_PAD[1]) + 8.0
        };
        // Measured with the projector's controls all there, open or not: opening the projector
        // never adds a line that moves the console down under the teacher's pointer.
        let widest = |a: &str, b: &str| button_w(&tr.text(a)).max(button_w(&tr.text(b)));
        // The posture's chip, small (a change of posture is the teacher's own, on purpose: the
        // bar may lay itself out anew then).
        let chip = if self.posture.is_private() { "posture-private" } else { "posture-shared" };
        let posture_w = crate::gui::measure::width_of(&tr.text(chip), style::SMALL, false) + 16.0 + 8.0;
        let on = tr.text("menu-projector-on");
        let on_w = crate::gui::measure::width_of(&on, style::NORMAL, false) + 8.0;
        // Where the class may see this screen, F5 shows the class's view in this window and
        // the projector screen's window is opened from there: its controls count once it is open.
        let projector_w = if self.posture.is_private() || self.projector.window.is_some() {
            (on_w + button_w(&tr.text("menu-projector-close"))).max(button_w(&tr.text("menu-projector-open")))
                + button_w("A\u{2212}")
                + button_w("A+")
                + widest("menu-projector-unfreeze", "menu-projector-freeze")
                + button_w(&tr.text("menu-projector-fullscreen"))
        } else {
            button_w(&tr.text("menu-class-view"))
        };
        let need = home.iter().chain(&read).map(|(l, _)| button_w(l)).sum::<f32>()
            + projector_w
            + class.as_deref().map_or(0.0, |c| crate::gui::measure::width_of(c, style::NORMAL, true) + 8.0)
            + 120.0
            + 8.0
            + button_w(theme.0)
            + posture_w
            + 24.0;
        let buttons = |items: Vec<(String, Option<Message>)>| {
            items
                .into_iter()
                .fold(row![].spacing(8).align_y(Alignment::Center), |r, (l, m)| r.push(widgets::action(l, m)))
        };
        let mut first = buttons(home.into_iter().collect());
        if let Some(c) = class {
            first = first.push(text(c).size(style::NORMAL).font(style::STRONG));
        }
        first = first.push(buttons(read.into_iter().collect())).push(iced::widget::space::horizontal());
        let app_controls =
            row![pick_list(langs, current, |l: widgets::Choice<Language>| Message::Language(l.value)).width(120)]
                .push(iced::widget::tooltip(
                    widgets::action(theme.0.to_string(), Some(Message::ToggleTheme)),
                    container(text(theme.1).size(style::NORMAL)).padding(6).style(style::panel),
                    iced::widget::tooltip::Position::Bottom,
                ))
                .spacing(8)
                .align_y(Alignment::Center);
        // While it is open, its controls stand after its name ("Projector screen: Close (F5) …").
        let open = self.projector.window.is_some();
        let projector_controls = row![]
            .push(self.posture_chip())
            .push(open.then(|| text(on).size(style::NORMAL).style(style::muted)))
            .push(buttons(shown))
            .spacing(8)
            .align_y(Alignment::Center);
        if need <= self.main_width {
            first.push(projector_controls).push(app_controls).into()
        } else {
            column![first.push(app_controls), row![iced::widget::space::horizontal(), projector_controls]]
                .spacing(6)
                .into()
        }
    }

    /// The notice under the bar, with what it offers to do (close it, open a folder...).
    pub(super) fn notice_line(&self) -> Option<Element<'_, Message>> {
        let tr = &self.tr;
        let n = self.notice.as_ref()?;
        let mut line =
            row![if n.error { widgets::error_banner(n.text.say(tr)) } else { widgets::info_banner(n.text.say(tr)) }]
                .spacing(8)
                .align_y(Alignment::Center);
        if let Some(folder) = &n.folder {
            line = line.push(widgets::primary_action(
                tr.text("notice-open-folder"),
                Some(Message::OpenFolder(folder.clone())),
            ));
        }
        line = line.push(widgets::action(tr.text("notice-dismiss"), Some(Message::DismissWarning)));
        Some(container(line).padding([0, 12]).into())
    }
}
