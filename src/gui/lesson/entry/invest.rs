//! The investments on the teacher's screen: each team's gold, the armies and farming throws it
//! buys, and the gold it keeps.

#[allow(clippy::wildcard_imports)]
use super::*;
use iced::widget::{column, row};

/// The investments: each team's gold, what it buys (typed, Tab to the next field, or +/-), and
/// the gold it keeps; the most it may spend comes from the engine.
pub fn invest<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let game = l.session.game();
    let names = l.names();
    const NUM: f32 = 56.0;
    let head = row![
        text(tr.text("col-team")).size(style::SMALL).font(style::STRONG).width(Fill),
        widgets::num_header(tr.text("col-gold"), NUM),
        text(tr.text("lesson-armies")).size(style::SMALL).font(style::STRONG).width(150).align_x(Alignment::Center),
        text(tr.text("lesson-farms")).size(style::SMALL).font(style::STRONG).width(150).align_x(Alignment::Center),
        widgets::num_header(tr.text("lesson-gold-left"), 80.0),
    ]
    .spacing(8);
    // Twelve teams and the read-out text share a 768-pixel-high screen: tighter rows.
    let compact = names.len() > 8;
    let pad = if compact { 2.0 } else { 4.0 };
    let mut col = column![widgets::note(tr.text("lesson-invest-help")), head].spacing(if compact { 2 } else { 4 });
    // Above eight teams each name on one line (cut with "…", the letter beside it says whose
    // row it is), so that twelve rows and "Confirm" fit a laptop's screen: what the columns of
    // numbers, their gaps and the letter leave.
    let name_w =
        (super::super::view::lesson_width(ctx.width) - NUM - 2.0 * 150.0 - 80.0 - 4.0 * 8.0 - 15.0 * 1.4).max(60.0);
    for (t, name) in names.iter().enumerate() {
        let name = if compact { crate::gui::measure::one_line(name, 15.0, name_w, true) } else { name.clone() };
        let name = name.as_str();
        let limit = game.spend_limit(t);
        let typed = &l.draft.spend[t];
        let s = typed.spend();
        let left = limit.left(s);
        // The engine says whether it is too much (the same answer the entry would get).
        let over = matches!(game.spend_allowed(t, s), Err(crate::engine::RuleError::Overspend { .. }));
        let field = |value: &'a str, id: String, armies: bool| {
            let pm = |label: &'static str, d: i32| {
                button(text(label))
                    .padding([pad, 10.0])
                    .style(style::secondary)
                    .on_press(Msg::Draft(DraftMsg::Bump(t, armies, d)))
            };
            row![
                pm("−", -1),
                text_input("0", value)
                    .id(id)
                    .on_input(move |v| if armies {
                        Msg::Draft(DraftMsg::Armies(t, v))
                    } else {
                        Msg::Draft(DraftMsg::Farms(t, v))
                    })
                    .on_submit(Msg::Entry(EntryMsg::Invest))
                    .padding(pad + 1.0)
                    .width(56)
                    .align_x(Alignment::End),
                pm("+", 1),
            ]
            .spacing(4)
            .align_y(Alignment::Center)
            .width(150)
        };
        // What a team's device sent stays on the device until the reveal, and where the class
        // may see this screen what the teacher typed too: the row says that it is in, never
        // how much; typing overrides a device's.
        let hidden = l.draft.hidden(t);
        let device = l.draft.from_device(t);
        let left_text = match (hidden, over) {
            (true, _) => String::new(),
            (false, true) => tr.text("lesson-too-much"),
            (false, false) => left.to_string(),
        };
        let typed_in = !typed.armies.is_empty() || !typed.farms.is_empty();
        // The marked team takes the digits typed (Tab marks the next one), as in the cards.
        let marked = l.draft.focus == t && limit.has_country;
        // A frame around the marked team (no padding: twelve rows must fit a laptop's screen).
        let tag = iced::widget::mouse_area(
            container(widgets::team_tag(colour(l, t), t, name, 15.0, Fill)).width(Fill).style(move |theme| {
                let mut s = iced::widget::container::Style::default();
                if marked {
                    s.border = iced::Border {
                        color: theme.extended_palette().primary.base.color,
                        width: 3.0,
                        radius: 4.0.into(),
                    };
                    s.background = Some(theme.extended_palette().primary.weak.color.scale_alpha(0.35).into());
                }
                s
            }),
        )
        .on_press(Msg::Draft(DraftMsg::Focus(t)));
        col = col.push(
            row![
                tag,
                widgets::num(limit.gold, NUM, style::NORMAL),
                match (hidden, device) {
                    (true, true) => device_spend(tr),
                    (true, false) => typed_spend(tr, typed_in),
                    (false, _) => field(&typed.armies, format!("armies-{t}"), true).into(),
                },
                match (hidden, device) {
                    (true, true) => device_spend(tr),
                    (true, false) => text("").width(150).into(),
                    (false, _) => field(&typed.farms, format!("farms-{t}"), false).into(),
                },
                text(left_text).size(style::NORMAL).width(80).align_x(Alignment::End),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        );
    }
    let keys = if l.draft.open || l.draft.shown { "lesson-invest-keys" } else { "lesson-invest-keys-shared" };
    // The hint takes what the button leaves (a long one wraps, the button keeps its width).
    col.push(
        row![
            container(widgets::note(tr.text(keys))).width(Fill),
            widgets::main_action(tr.text("lesson-invest"), Some(Msg::Entry(EntryMsg::Invest))),
        ]
        .spacing(12)
        .align_y(Alignment::Center),
    )
    .push(gains(l, ctx, true))
    .into()
}

/// An investment typed where the class may see this screen: only whether it is in (the keys
/// type it, "2 1" for two armies and one farming throw).
fn typed_spend<'a>(tr: &Translator, typed_in: bool) -> Element<'a, Msg> {
    let (label, strong) =
        if typed_in { (tr.text("lesson-card-in"), true) } else { (tr.text("lesson-card-waiting"), false) };
    let t = text(label).size(style::NORMAL).width(150).align_x(Alignment::Center);
    if strong { t.font(style::STRONG).into() } else { t.style(style::muted).into() }
}

/// An investment field whose numbers came from the team's device: only that they are in.
fn device_spend<'a>(tr: &Translator) -> Element<'a, Msg> {
    text(tr.text("devices-spend-from-device"))
        .size(style::SMALL)
        .font(style::STRONG)
        .width(150)
        .align_x(Alignment::Center)
        .into()
}
