//! How a lesson looks on the teacher's screen: the step and the text to read out, the entry
//! (or, after Resolve, what happened, grouped by team, with one large "Next situation"), and
//! the standings always in view.

use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Alignment, Element, Fill, FillPortion, Length};

use super::{LessonScreen, Mode, Msg, Panel, Reveal, Revealed, ShowMsg, entry, history, opening, results, team};
use crate::engine::{Expect, Standing, standings};
use crate::gui::style::{self, Colour};
use crate::gui::{Ctx, widgets};
use crate::i18n::{Arg, Translator};
use crate::report::{self, summary};

pub fn view<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let mut page = column![].spacing(0);
    let failed = l.saving.unsaved().is_some_and(|u| !u.under_way && u.after.is_some());
    if let Some(e) = l.saving.error() {
        let mut line = row![
            widgets::error_banner(e.say(ctx.tr)),
            widgets::primary_action(ctx.tr.text("lesson-retry-save"), Some(Msg::RetrySave))
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        // What happened waits for the save; the teacher may show it all the same and go on.
        if failed {
            line = line.push(widgets::action(ctx.tr.text("lesson-go-on-unsaved"), Some(Msg::GoOnUnsaved)));
        }
        page = page.push(container(line).padding([4, 12]));
    } else if l.saving.slow() {
        let saying = if l.leaving.is_some() { "leave-waiting" } else { "lesson-saving" };
        page = page.push(container(widgets::info_banner(ctx.tr.text(saying))).padding([4, 12]));
    }
    if l.asks_before_leaving() {
        page = page.push(leave_question(l, ctx));
    }
    // Joins being refused (someone trying codes): said here, not only in the devices panel.
    if let Some(words) = l.devices().and_then(|d| d.trouble_words(ctx.tr)) {
        page = page.push(container(widgets::error_banner(words)).padding([4, 12]));
    }
    if let Panel::History(fix) = &l.panel {
        return page.push(history::view(l, ctx, fix.as_deref())).into();
    }
    let left: Element<'a, Msg> = if l.session.game().is_over() && matches!(l.mode, Mode::Entering) {
        results::view(l, ctx)
    } else {
        main(l, ctx)
    };
    // "Read aloud" where the lesson plan advises the teacher's own voice: asked first.
    let left: Element<'a, Msg> = match confirm_reading(l, ctx) {
        Some(ask) => column![ask, left].spacing(8).into(),
        None => left,
    };
    let right: Element<'a, Msg> = match l.panel {
        Panel::Team(t) => team::view(l, ctx, t),
        Panel::Devices => super::devices::panel(l, ctx),
        _ => side(l, ctx),
    };
    let (l_share, r_share) = shares(ctx.width);
    page.push(
        row![
            container(left).padding([8, 16]).width(FillPortion(l_share)).height(Fill),
            container(right).padding([8, 12]).width(FillPortion(r_share)).height(Fill),
        ]
        .height(Fill),
    )
    .into()
}

/// The question before leaving a lesson whose last entries are not on disk: where its copy
/// is, and the three ways on (save it elsewhere, leave all the same, stay).
fn leave_question<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let copy = match l.recovery_copy().and_then(std::path::Path::parent) {
        Some(folder) => tr.tr("leave-copy-kept", &[("folder", Arg::from(folder.display().to_string()))]),
        None => tr.text("leave-no-copy"),
    };
    let leave_label = if l.recovery_copy().is_some() { "leave-anyway" } else { "leave-anyway-lost" };
    container(
        column![
            text(tr.text("leave-not-saved")).size(style::LARGE),
            text(copy).size(style::NORMAL),
            row![
                widgets::primary_action(tr.text("leave-save-elsewhere"), Some(Msg::SaveElsewhere)),
                widgets::action(tr.text("leave-stay"), Some(Msg::StayInLesson)),
                widgets::action(tr.text(leave_label), Some(Msg::LeaveAnyway)),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        ]
        .spacing(6),
    )
    .padding([8, 16])
    .into()
}

/// The question whether to read a text for the teacher's own voice aloud all the same.
fn confirm_reading<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Option<Element<'a, Msg>> {
    let tr = ctx.tr;
    l.confirms_reading().then(|| {
        container(
            row![
                text(tr.text("lesson-read-yourself")).size(style::NORMAL).width(Fill),
                widgets::action(tr.text("lesson-read-cancel"), Some(Msg::ReadYourself(false))),
                widgets::action(tr.text("lesson-read-anyway"), Some(Msg::ReadYourself(true))),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        )
        .padding([4, 16])
        .into()
    })
}

/// The step's header, its text to read out, then the entry or what happened.
fn main<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let game = l.session.game();
    let lesson = game.lesson();
    let step_no = l.shown_step();
    let mut col = column![].spacing(10);
    // A new phase: its opening first (on the projector screen too, before any lobby), and the
    // first situation after it.
    if let Some(phase) = l.opening() {
        col = col.push(opening::view(l, ctx, phase));
        return scrollable(col).id(MAIN_SCROLL).spacing(6).height(Fill).into();
    }
    if let Some(step) = lesson.steps.get(step_no) {
        col = col.push(situation(l, ctx, step, step_no));
    }
    let body: Element<'a, Msg> = match &l.mode {
        // The entry is made; what happened shows once it is on disk (the banner says how it goes).
        // Said only once the disk is slow: on a good one the entry shows a moment later.
        _ if l.waits_for_disk() && !l.saving.slow() && l.saving.error().is_none() => widgets::note(String::new()),
        _ if l.waits_for_disk() => widgets::note(ctx.tr.text("lesson-waits-for-disk")),
        Mode::Revealed(r) => reveal(l, ctx, r),
        Mode::Entering => match game.expecting() {
            Expect::Decide { .. } => entry::cards(l, ctx),
            Expect::Invest => entry::invest(l, ctx),
            Expect::Attack { .. } | Expect::Throw { .. } | Expect::Occupy { .. } => entry::war(l, ctx),
            Expect::PlaceRebellions => entry::rebellions(l, ctx),
            Expect::Proceed => entry::proceed(l, ctx),
            Expect::Over => column![].into(),
        },
    };
    // While the projector screen shows how teams join, the teacher can show the situation.
    if l.lobby_shown() {
        col = col.push(lobby_line(tr));
    }
    col = col.push(body);
    // Below the step, never scrolled away: the field for real dice (a throw in a fight has its
    // own rows of dice instead) and why the last entry was refused, so that a refusal never
    // looks like nothing happened with twelve teams on a laptop's screen.
    let mut pinned = column![].spacing(6);
    let throwing = matches!(game.expecting(), Expect::Throw { .. });
    if l.real_dice() && matches!(l.mode, Mode::Entering) && !game.is_over() && !throwing && l.dice_asked() {
        pinned = pinned.push(entry::typed_dice(l, ctx));
    }
    if let Some(e) = &l.error {
        pinned = pinned.push(widgets::error_banner(e.say(ctx.tr)));
    }
    column![scrollable(col).id(MAIN_SCROLL).spacing(6).height(Fill), pinned].spacing(8).into()
}

/// The scrollable of the step: each step opens at its top (`LessonScreen::update`).
pub const MAIN_SCROLL: &str = "lesson-main";

/// "The projector screen shows how teams join", with the button that closes it.
fn lobby_line<'a>(tr: &Translator) -> Element<'a, Msg> {
    row![
        text(tr.text("lesson-lobby-shown")).size(style::NORMAL).width(Fill),
        widgets::action(tr.text("lesson-close-lobby"), Some(Msg::Show(ShowMsg::CloseLobby))),
    ]
    .spacing(12)
    .align_y(Alignment::Center)
    .into()
}

/// The step's heading, the situation as read out (folded away in a war), and the
/// consequences (never where the class sees this screen).
fn situation<'a>(
    l: &'a LessonScreen,
    ctx: &Ctx<'a>,
    step: &'a crate::lesson::Step,
    step_no: usize,
) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let game = l.session.game();
    let lesson = game.lesson();
    let mut col = column![].spacing(10);
    let phase = &lesson.phases[step.phase];
    // The first step of a phase: its opening can be shown again.
    let again = (matches!(l.mode, Mode::Entering) && opening::due(&l.session).is_some()).then(|| {
        button(text(tr.text("lesson-opening-again")).size(style::SMALL))
            .padding([2, 8])
            .style(style::secondary)
            .on_press(Msg::Show(ShowMsg::Opening(true)))
    });
    col = col.push(
        row![
            widgets::heading(
                header(tr, &tr.text(&phase.name), step.phase + 1, &tr.text(&format!("step-name-{}", step.id))),
                style::LARGE
            ),
            iced::widget::space::horizontal(),
            text(
                tr.tr("lesson-step-of", &[("step", Arg::from(step_no + 1)), ("steps", Arg::from(lesson.steps.len()))])
            )
            .size(style::SMALL)
            .style(style::muted),
        ]
        .extend(again.map(Element::from))
        .spacing(8)
        .align_y(Alignment::Center),
    );
    // In the colonial wars the fight needs the room: the situation, read out before the
    // cards, folds away until asked for.
    let at_war = matches!(l.mode, Mode::Entering)
        && matches!(game.expecting(), Expect::Attack { .. } | Expect::Throw { .. } | Expect::Occupy { .. });
    if at_war {
        let label = if l.situation_open { "lesson-hide-situation" } else { "lesson-show-situation" };
        col = col.push(
            button(text(tr.text(label)).size(style::SMALL))
                .on_press(Msg::Show(ShowMsg::ToggleSituation))
                .style(style::secondary),
        );
    }
    if !at_war || l.situation_open {
        // The text the class hears, and the options numbered as they hear them (none laid out
        // as a choice where the class discusses the step instead).
        let said = crate::report::situation_id(&l.tr, step, game.is_discussed(step_no));
        let mut read = column![text(l.tr.text(&said)).size(style::READ_OUT)].spacing(4);
        if !game.is_discussed(step_no) {
            for (i, o) in step.options.iter().enumerate() {
                read = read.push(text(format!("{}  {}", i + 1, l.tr.text(&o.label))).size(style::READ_OUT - 2.0));
            }
        }
        col = col.push(container(read).padding([8, 12]).width(Fill).style(style::read_out));
    }
    // What the teacher must say at this step is no consequence: it stays open, beside the fold
    // of the consequences (never where the class sees this screen).
    let say = format!("{}-say", step.text);
    let class_sees = !l.private();
    let say = (!class_sees && matches!(l.mode, Mode::Entering) && tr.has(&say))
        .then(|| text(tr.text(&say)).size(style::SMALL).font(style::STRONG).width(Fill));
    let folded = !class_sees && !at_war && !step.options.is_empty() && matches!(l.mode, Mode::Entering);
    match (folded && !game.is_discussed(step_no), say) {
        (true, say) => col = col.push(consequences(l, ctx, step_no, say)),
        (false, Some(say)) => col = col.push(say),
        (false, None) => {}
    }
    col.into()
}

/// The consequences and the teacher's notes, folded away until asked for; what the teacher
/// must say at the step (`say`) beside the fold, always open.
fn consequences<'a>(
    l: &'a LessonScreen,
    ctx: &Ctx<'a>,
    step_no: usize,
    say: Option<iced::widget::Text<'a>>,
) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let step = &l.session.game().lesson().steps[step_no];
    let label = if l.consequences { tr.text("lesson-hide-consequences") } else { tr.text("lesson-show-consequences") };
    let fold = button(text(label).size(style::SMALL))
        .padding([4, 10])
        .style(style::secondary)
        .on_press(Msg::Show(ShowMsg::ToggleConsequences));
    let mut col = column![row![fold].extend(say.map(Element::from)).spacing(12).align_y(Alignment::Center)].spacing(4);
    if l.consequences {
        let note = format!("{}-note", step.text);
        // The teacher's note is the teacher's: in the interface language.
        if tr.has(&note) {
            col = col.push(text(tr.text(&note)).size(style::SMALL));
        }
        for (i, o) in step.options.iter().enumerate() {
            col = col.push(
                text(format!("{}: {}", i + 1, report::consequences_in_words(tr, o.cost, &o.effects)))
                    .size(style::NORMAL),
            );
        }
    }
    col.into()
}

/// The dice column of what happened.
const DICE_W: f32 = 110.0;

/// A team's dice in what happened: each die drawn with its pips (a farming throw's product
/// beside it); more than three as words.
fn dice_cell<'a>(tr: &Translator, dice: &[summary::Dice], colour: Colour) -> Element<'a, Msg> {
    // The faces, where every die is a plain throw (a monopoly's roll-off names its product).
    let faces: Option<Vec<u8>> = dice.iter().try_fold(Vec::new(), |mut faces, d| {
        match *d {
            summary::Dice::One(a) => faces.push(a),
            summary::Dice::Pair(a, b) => faces.extend([a, b]),
            summary::Dice::For(..) => return None,
        }
        Some(faces)
    });
    let faces = faces.filter(|f| !f.is_empty() && f.len() <= 3 && f.iter().all(|x| (1..=6).contains(x)));
    let cell: Element<'a, Msg> = if let Some(faces) = faces {
        faces.iter().fold(row![].spacing(4), |r, &f| r.push(widgets::pips(f, 24.0, colour.rgb()))).into()
    } else {
        let words = summary::dice_text(tr, dice).unwrap_or_default();
        text(words).size(style::SMALL).style(style::muted).into()
    };
    container(cell).width(DICE_W).into()
}

/// What happened, grouped by team in the team's colour, in words to read out, with the dice;
/// the full list of changes one click away; one large "Next situation".
fn reveal<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, r: &'a Reveal) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let names = l.names();
    let cast = l.cast();
    let lesson = l.session.game().lesson();
    let invest = r.kind == Revealed::Investment;
    // Above eight teams the rows closer together, so that twelve fit a laptop's screen.
    let (gap, pad) = if names.len() > 8 { (2, 2) } else { (4, 4) };
    let mut rows = column![].spacing(gap);
    let mut any = false;
    // The name's share of the row: three ninths of what the lesson's side of the window leaves
    // beside the dice, less its padding and the colour swatch.
    let lesson_w = lesson_width(ctx.width);
    let name_w = (lesson_w - 16.0 - 16.0 - DICE_W) * 3.0 / 9.0 - 15.0 * 1.5 - 8.0;
    for s in summary::summarize(&r.changes, names.len()) {
        if s.corrected && s.card.is_none() && s.gold == 0 && s.happenings.is_empty() {
            continue;
        }
        let mut words = Vec::new();
        if let Some(card) = s.card {
            words.push(summary::card_label(tr, lesson, r.step, card));
        }
        words.extend(summary::phrases(tr, &cast, &s, invest));
        let colour = Colour::from_code(&l.session.record().teams[s.team].colour);
        // More than eight teams: each name on one line (cut with "…"), so that twelve rows
        // fit the screen.
        let name = if names.len() > 8 {
            crate::gui::measure::one_line(&names[s.team], 15.0, name_w, true)
        } else {
            names[s.team].clone()
        };
        // A fixed grid: the name, what happened (left-aligned), the dice.
        let line = row![
            widgets::team_tag(colour, s.team, &name, 15.0, Length::FillPortion(3)),
            text(words.join(" · ")).size(style::NORMAL).width(FillPortion(6)),
            dice_cell(tr, &s.dice, colour),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        any = true;
        rows = rows.push(container(line).padding([pad, 8]).width(Fill).style(move |theme| {
            let mut st = style::panel(theme);
            st.border.color = colour.rgb();
            st.border.width = 2.0;
            st
        }));
    }
    // An entry that changed nothing (an investment nobody spent on) says so, rather than show
    // nothing.
    if !any {
        rows = rows.push(text(tr.text("lesson-nothing-changed")).size(style::NORMAL));
    }
    // "We meant card 2": the step comes back with its cards as they were, to change one. Only
    // for the entry just made (a reveal after a correction in the history is an earlier step).
    let last = l.session.record().entries.last().map(|e| &e.input);
    let just_made = !matches!(last, None | Some(crate::engine::Input::Correct { .. }))
        && l.session.timeline().frames().last().is_some_and(|f| f.step == r.step);
    let change = match r.kind {
        Revealed::Cards => Some(tr.text("lesson-change-card")),
        Revealed::Investment => Some(tr.text("lesson-change-investment")),
        _ => None,
    }
    .filter(|_| just_made);
    let mut head =
        row![widgets::heading(tr.text("lesson-what-happened"), style::LARGE), iced::widget::space::horizontal(),]
            .spacing(8)
            .align_y(Alignment::Center);
    if let Some(label) = change {
        head = head.push(widgets::action(label, Some(Msg::Undo)));
    }
    head = head.push(widgets::main_action(tr.text("lesson-next"), Some(Msg::Show(ShowMsg::Next))));
    let mut col = column![
        head,
        rows,
        button(
            text(if l.detail { tr.text("lesson-hide-detail") } else { tr.text("lesson-show-detail") })
                .size(style::SMALL)
        )
        .padding([4, 10])
        .style(style::secondary)
        .on_press(Msg::Show(ShowMsg::ToggleDetail)),
    ]
    .spacing(8);
    if l.detail {
        let mut detail = column![].spacing(1);
        for c in &r.changes {
            detail = detail.push(text(report::describe(tr, lesson, &cast, c)).size(style::SMALL));
        }
        col = col.push(detail);
    }
    col.into()
}

/// The standings, sorted by gold (ties shown as "=2"), and the tools of the lesson.
/// The window's shares of the lesson and the side panel. Below about 1200 wide the side panel
/// takes two fifths, so that the standings keep room for the names (at 1024 "Equipo 1" broke
/// inside the word).
/// The width of the lesson's side (the step, the cards) in a window `width` wide, inside its
/// padding and its scroll bar.
pub(super) fn lesson_width(width: f32) -> f32 {
    let (l_share, r_share) = shares(width);
    width * f32::from(l_share) / f32::from(l_share + r_share) - 32.0 - 12.0
}

/// The width of the side panel (the standings, the devices) in a window `width` wide.
pub(super) fn side_width(width: f32) -> f32 {
    let (l_share, r_share) = shares(width);
    width * f32::from(r_share) / f32::from(l_share + r_share)
}

fn shares(width: f32) -> (u16, u16) {
    if width < 1200.0 { (3, 2) } else { (7, 4) }
}

fn side<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    // On the results screen the rankings stand beside the debrief: no standings here.
    let results = l.session.game().is_over() && matches!(l.mode, Mode::Entering);
    let table = (!results).then(|| standings_table(l, ctx));
    // The tools stay in view under the map and the standings, which scroll if they must.
    let above = column![].spacing(12).extend(console_map(l, ctx)).extend(table);
    column![scrollable(above).spacing(6).height(Fill), tools(l, ctx.tr)].spacing(12).into()
}

/// The standings: each team on one line, sorted by gold.
fn standings_table<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let rows = standings(l.shown_state());
    let names = l.names();
    // Four numbers (resources are in each team's panel), so that names keep their room.
    const NUM: f32 = 46.0;
    // Wide enough for "Prestigio", "Ejércitos", "Ansehen" at 13 px, and no wider: the names
    // keep their room.
    const WIDE: f32 = 62.0;
    let small = 13.0;
    const GAP: f32 = 4.0;
    // The numbers' headers a size smaller than the numbers, so that the longest ("Countries",
    // "Ejércitos") leave a gap to their neighbour in a column of the numbers' width.
    let header = |label: String, width: f32| {
        text(label).size(small - 1.5).font(style::STRONG).width(width).align_x(Alignment::End)
    };
    let head = row![
        text("").width(28),
        text(tr.text("col-team")).size(small).font(style::STRONG).width(Fill),
        header(tr.text("col-gold"), NUM),
        header(tr.text("col-prestige"), WIDE),
        header(tr.text("col-armies"), WIDE),
        header(tr.text("col-countries"), WIDE),
    ]
    .spacing(GAP);
    let mut order: Vec<&Standing> = rows.iter().collect();
    order.sort_by_key(|r| (r.rank_gold, r.team));
    let title = if l.session.game().is_over() { tr.text("handout-rankings") } else { tr.text("lesson-standings") };
    let mut table = column![widgets::heading(title, style::LARGE), head].spacing(3);
    // Each team on one line, so that twelve rows leave the tools below on the screen: a long
    // name is cut with "…", and shown whole on hover. The room for names is what the panel's
    // share of the window leaves beside the rank and the numbers.
    let (l_share, r_share) = shares(ctx.width);
    let side_w = ctx.width * f32::from(r_share) / f32::from(l_share + r_share);
    // Less the padding, the scroll bar and the spacing between the six columns, as laid out.
    let name_w = side_w - 24.0 - 16.0 - 28.0 - NUM - 3.0 * WIDE - 20.0 - small * 1.5 - 24.0;
    for r in order {
        let tied = r.tied_gold;
        let colour = Colour::from_code(&l.session.record().teams[r.team].colour);
        let full = &names[r.team];
        let short = crate::gui::measure::one_line(full, small, name_w.max(60.0), true);
        let cut = short != *full;
        let tag = button(widgets::team_tag(colour, r.team, &short, small, Fill))
            .padding(0)
            .style(iced::widget::button::text)
            .width(Fill)
            .on_press(Msg::Show(ShowMsg::Panel(Panel::Team(r.team))));
        let tag: Element<'a, Msg> = if cut {
            iced::widget::tooltip(
                tag,
                container(text(full.clone()).size(style::NORMAL)).padding(6).style(style::panel),
                iced::widget::tooltip::Position::Bottom,
            )
            .into()
        } else {
            tag.into()
        };
        table = table.push(
            row![
                text(widgets::rank_label(r.rank_gold, tied)).size(small).width(28),
                tag,
                widgets::num(r.gold, NUM, small),
                widgets::num(r.prestige, WIDE, small),
                widgets::num(r.armies, WIDE, small),
                widgets::num(r.countries, WIDE, small),
            ]
            .spacing(GAP)
            .align_y(Alignment::Center),
        );
    }
    // One line under the table; the rest of the legend (who wins, what "=2" means) on the ℹ,
    // which the embedded Noto Emoji carries (ⓘ is in no embedded font: an empty box under Wine).
    let more = iced::widget::tooltip(
        text("ℹ").size(style::NORMAL).style(style::muted),
        container(text(tr.text("lesson-standings-legend")).size(style::NORMAL))
            .padding(6)
            .max_width(360)
            .style(style::panel),
        iced::widget::tooltip::Position::Top,
    );
    table = table.push(row![widgets::note(tr.text("lesson-standings-legend-short")), more].spacing(6));
    container(table).padding(10).width(Fill).style(style::panel).into()
}

/// Undo and the game log, the projector screen's frames, the devices, the dice, and whether
/// the record is saved.
fn tools<'a>(l: &'a LessonScreen, tr: &Translator) -> Element<'a, Msg> {
    let undo = !l.session.record().entries.is_empty();
    let saved = match (l.saving.error(), l.saving.unsaved()) {
        (Some(_), _) => tr.text("lesson-unsaved"),
        (None, Some(_)) => tr.text("lesson-saving"),
        (None, None) => tr.text("lesson-saved"),
    };
    let projector =
        if l.projector_standings { tr.text("lesson-projector-back") } else { tr.text("lesson-projector-standings") };
    // With more than eight teams the standings need the room: smaller buttons, and "Saved"
    // beside the dice, so that all twelve rows stand above the tools on a laptop's screen.
    let compact = l.names().len() > 8;
    let tool = |label: String, msg: Option<Msg>| -> Element<'a, Msg> {
        if compact {
            button(text(label).size(style::SMALL)).padding([4, 10]).on_press_maybe(msg).style(style::secondary).into()
        } else {
            widgets::action(label, msg)
        }
    };
    let on_map = l.session.game().map().is_some();
    let map_button = on_map.then(|| {
        let label = if l.projector_map { tr.text("lesson-projector-back") } else { tr.text("lesson-projector-map") };
        tool(label, Some(Msg::Show(ShowMsg::ProjectorMap(!l.projector_map))))
    });
    let devices = match l.devices() {
        Some(d) => {
            tr.tr("devices-button-on", &[("count", Arg::from(d.server.devices(l.names().len()).iter().sum::<usize>()))])
        }
        None => tr.text("devices-button"),
    };
    // The buttons flow into as few lines as the panel's width allows.
    let buttons = row![
        tool(tr.text("lesson-undo"), undo.then_some(Msg::Undo)),
        tool(tr.text("lesson-history"), Some(Msg::Show(ShowMsg::Panel(Panel::History(None))))),
        tool(devices, Some(Msg::Show(ShowMsg::Panel(Panel::Devices)))),
        tool(projector, Some(Msg::Show(ShowMsg::ProjectorStandings(!l.projector_standings)))),
    ]
    .extend(map_button)
    .spacing(if compact { 6 } else { 8 })
    .wrap()
    .vertical_spacing(if compact { 6 } else { 8 });
    let saved = text(saved).size(style::SMALL).style(style::muted);
    let col = column![buttons].spacing(if compact { 6 } else { 8 });
    // Once the game is over no die is thrown: who throws them is no longer a choice.
    if l.session.game().is_over() {
        return col.push(saved).into();
    }
    if compact {
        col.push(row![dice_choice(l.real_dice(), tr), saved].spacing(12).align_y(Alignment::Center).wrap())
            .extend(opening::tools_rows(l, tr))
            .into()
    } else {
        col.push(dice_choice(l.real_dice(), tr)).extend(opening::tools_rows(l, tr)).push(saved).into()
    }
}

/// The map on the teacher's screen, where a click chooses a country (on the app's map only).
fn console_map<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Option<Element<'a, Msg>> {
    let mut pic = super::on_map::console_picture(l, style::SMALL)?;
    // As wide as the panel, as high as the map's shape asks (the panel's share of the window).
    let share = if ctx.width < 1200.0 { 2.0 / 5.0 } else { 4.0 / 11.0 };
    let width = (ctx.width * share - 24.0).max(200.0);
    // No taller than a low window leaves beside the bar (on two lines with the projector
    // screen's buttons), the standings and the tools, so that the standings scroll as little
    // as may be; 200 pixels at least, to click a country (the tools stay in view regardless).
    let rows = l.names().len() as f32;
    // Each switch of a step's play in the tools (the slave trade's) is a row more under them.
    let switches = super::opening::switchable(&l.session, None).len() as f32;
    let room = ctx.height - 110.0 - (120.0 + 20.0 * rows) - 130.0 - 40.0 * switches;
    let height = (width * pic.map.height / pic.map.width).min(room.max(200.0));
    // The labels as large as a country leaves room for (as on the projector screen), from
    // the small text up to the large: 15 countries get larger labels than 36.
    pic.text = crate::gui::map::label_size(&pic.map, width, height, style::SMALL, style::LARGE);
    Some(
        container(crate::gui::map::view(pic, Some(Msg::MapPick), Fill, Length::Fixed(height)))
            .id("console-map")
            .style(style::panel)
            .into(),
    )
}

/// Who throws the dice, for this class from now on (kept in its record): the app, or the class
/// with real dice and a real bag. The choice in force is marked (pressing it changes nothing).
fn dice_choice<'a>(real: bool, tr: &Translator) -> Element<'a, Msg> {
    let choice = |label: String, on: bool, msg: Msg| {
        button(text(label).size(style::SMALL))
            .padding([4, 10])
            .style(if on { style::chosen } else { style::secondary })
            .on_press(msg)
    };
    row![
        text(tr.text("lesson-dice")).size(style::SMALL),
        choice(tr.text("lesson-dice-app"), !real, Msg::RealDice(false)),
        choice(tr.text("lesson-dice-real"), real, Msg::RealDice(true)),
    ]
    .spacing(6)
    .align_y(Alignment::Center)
    .into()
}

/// "Phase 1 · Landing · Contact on the coast"; a step named as its phase ("Landing") once.
fn header(tr: &Translator, phase: &str, number: usize, step: &str) -> String {
    if phase == step {
        return tr.tr("projector-phase", &[("number", Arg::from(number)), ("phase", Arg::from(phase.to_string()))]);
    }
    tr.tr(
        "lesson-header",
        &[
            ("phase", Arg::from(phase.to_string())),
            ("number", Arg::from(number)),
            ("step", Arg::from(step.to_string())),
        ],
    )
}
