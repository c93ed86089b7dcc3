//! The entry for what the game waits for: the card grid, the investments, the colonial wars,
//! the rebellions, or the single button of a step without a choice. Every limit and every
//! refusal comes from the engine.

use iced::widget::{button, column, container, pick_list, row, text, text_input};
use iced::{Alignment, Element, Fill, Length};

use super::{DraftMsg, EntryMsg, LessonScreen, Msg};
use crate::engine::{Card, CountryId, Expect, Outcome, Prop, Site, ThrowFor};
use crate::gui::style::{self, Colour};
use crate::gui::widgets::Choice;
use crate::gui::{Ctx, widgets};
use crate::i18n::{Arg, Translator};
use crate::lesson::StepKind;
use crate::report::errors;

mod invest;
mod war;
pub use invest::invest;
pub use war::war;

fn colour(l: &LessonScreen, t: usize) -> Colour {
    Colour::from_code(&l.session.record().teams[t].colour)
}

/// The card grid: every team with its colour and name next to its buttons, two columns from
/// seven teams on, so that twelve teams fit a 1366x768 screen.
pub fn cards<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let game = l.session.game();
    let names = l.names();
    let Expect::Decide { choosing } = game.expecting() else { return column![].into() };
    let n = names.len();
    let per_column = if n > 6 { n.div_ceil(2) } else { n };
    let size = name_size(l, ctx, n.div_ceil(per_column));
    let mut grid = row![].spacing(16);
    for chunk in (0..n).collect::<Vec<_>>().chunks(per_column) {
        let mut col = column![].spacing(4).width(Fill);
        for &t in chunk {
            col = col.push(card_row(l, ctx, t, choosing, size));
        }
        grid = grid.push(col);
    }
    let missing: Vec<&str> =
        (0..n).filter(|&t| choosing.contains(t) && l.draft.cards[t].is_none()).map(|t| names[t].as_str()).collect();
    let total = (0..n).filter(|&t| choosing.contains(t)).count();
    let status = if missing.is_empty() {
        tr.tr("lesson-cards-all-in", &[("count", Arg::from(total))])
    } else if missing.len() > 3 {
        tr.tr("lesson-cards-in", &[("in", Arg::from(total - missing.len())), ("count", Arg::from(total))])
    } else {
        tr.tr(
            "lesson-cards-waiting",
            &[
                ("in", Arg::from(total - missing.len())),
                ("count", Arg::from(total)),
                ("teams", Arg::from(missing.join(", "))),
            ],
        )
    };
    let ready = missing.is_empty();
    // With the class's real dice, the cards are turned over first, then the dice thrown.
    let turn_over = ready && !l.draft.shown && l.real_dice() && l.entry_input().is_some_and(|i| l.dice_missing(&i));
    let resolve = if turn_over { tr.text("lesson-turn-over") } else { tr.text("lesson-resolve") };
    let keys = if l.draft.shown && l.real_dice() {
        "lesson-cards-keys-shown"
    } else if l.draft.shown {
        "lesson-cards-keys-changing"
    } else if l.draft.open {
        "lesson-cards-keys"
    } else {
        "lesson-cards-keys-shared"
    };
    // The new countries below the button, so that it stays where it is as cards come in.
    column![
        grid,
        row![
            text(status).size(style::NORMAL).width(Fill),
            widgets::main_action(resolve, ready.then_some(Msg::Entry(EntryMsg::Resolve))),
        ]
        .spacing(12)
        .align_y(Alignment::Center),
        widgets::note(tr.text(keys)),
        after_reveal(l, tr),
        conquests(l, ctx),
        gains(l, ctx, ready),
    ]
    .spacing(8)
    .into()
}

/// Where the class may see this screen, at a step whose cards may take a country on the map:
/// where the new countries go is chosen after the reveal, and how (the same words whatever is
/// laid).
fn after_reveal<'a>(l: &LessonScreen, tr: &Translator) -> Element<'a, Msg> {
    let game = l.session.game();
    let conquers = (1..=game.options() as u8).any(|c| game.card_conquers(Card(c)));
    if l.draft.open || l.draft.shown || game.map().is_none() || !conquers {
        return column![].into();
    }
    widgets::note(tr.text("lesson-map-after-reveal"))
}

/// The text size of the names in the card grid of `columns` columns: 15, or down to 12 where a
/// word of a name would not fit its room (it broke inside: "Handelskompagnie / t").
fn name_size(l: &LessonScreen, ctx: &Ctx<'_>, columns: usize) -> f32 {
    let columns = columns.max(1) as f32;
    let column_w = (super::view::lesson_width(ctx.width) - 16.0 * (columns - 1.0)) / columns;
    // The buttons (about 44 each with their spacing), the device's mark, the swatch, the
    // paddings.
    let options = l.session.game().options() as f32;
    let badge = if l.devices.console.is_some() { DEVICE_BADGE + 4.0 } else { 0.0 };
    // Where the class may see this screen, one cell says whether the card is in.
    let cells = if !l.draft.open && !l.draft.shown { CARD_STATE + 4.0 } else { options * 44.0 + badge };
    let room = column_w - cells - 12.0 - 15.0 - 6.0 - 8.0;
    let names = l.names();
    // A word of more than 20 letters breaks at any size (as `projector::fits` leaves it out).
    let words: Vec<&str> =
        names.iter().flat_map(|n| n.split_whitespace()).filter(|w| w.chars().count() <= 20).collect();
    [15.0, 14.0, 13.0, 12.0]
        .into_iter()
        .find(|&s| words.iter().all(|w| crate::gui::measure::width_of(w, s, true) * 1.04 <= room))
        .unwrap_or(12.0)
}

/// One team's row in a decision: its name (marked while keys lay its card), and its cards, or
/// why it sits out; a card from its device is in without saying which.
fn card_row<'a>(
    l: &'a LessonScreen,
    ctx: &Ctx<'a>,
    t: usize,
    choosing: crate::engine::TeamSet,
    size: f32,
) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let game = l.session.game();
    let names = l.names();
    let options = game.options() as u8;
    let name = &names[t];
    let marked = l.draft.focus == t && choosing.contains(t);
    let tag = button(widgets::team_tag(colour(l, t), t, name, size, Fill))
        .on_press(Msg::Draft(DraftMsg::Focus(t)))
        .padding([4, 6])
        .width(Fill)
        .style(move |theme, status| {
            let mut s = style::secondary(theme, status);
            if marked {
                // The team the next key goes to, plain from a step away: a thick frame in the
                // theme's strong colour on a tint of it (a thin beige line is missed).
                let palette = theme.extended_palette();
                s.border = iced::Border { color: palette.primary.base.color, width: 3.0, radius: 4.0.into() };
                s.background = Some(palette.primary.weak.color.scale_alpha(0.35).into());
            } else {
                s.border.color = iced::Color::TRANSPARENT;
                s.background = None;
            }
            s
        });
    let mut r = row![tag].spacing(4).align_y(Alignment::Center);
    match game.sits_out(t) {
        Some(why) => {
            r = r.push(text(errors::sit_out(tr, why)).size(style::SMALL).style(style::muted).width(150));
        }
        // Where the class may see this screen, a card is typed by its key and the row says
        // only whether it is in: a button pressed, or one lit, would say which.
        // One short cell: the names keep their room with twelve teams and devices on.
        None if !l.draft.open && !l.draft.shown => {
            let device = l.draft.from_device(t) && l.draft.cards[t].is_some();
            let other = device && l.draft.other_device.get(t).copied().unwrap_or(false);
            let state = match l.draft.cards[t] {
                _ if other => text(tr.text("devices-other-device")).size(style::SMALL).style(style::warning),
                Some(_) if device => {
                    text(format!("{}{}", tr.text("lesson-card-in"), crate::gui::projector::DEVICE_MARK))
                        .size(style::NORMAL)
                        .font(style::STRONG)
                }
                Some(_) => text(tr.text("lesson-card-in")).size(style::NORMAL).font(style::STRONG),
                None => text(tr.text("lesson-card-waiting")).size(style::NORMAL).style(style::muted),
            };
            r = r.push(state.width(CARD_STATE));
        }
        None => {
            // A card from the team's device is in, but which one stays on the device until
            // the cards are turned over; the teacher can still override it.
            let device = l.draft.hidden(t) && l.draft.cards[t].is_some();
            for c in (1..=options).map(Card) {
                let laid = l.draft.cards[t] == Some(c) && !device;
                let label = if laid { format!("✓ {c}") } else { c.to_string() };
                let b = button(text(label).size(18).font(style::STRONG)).padding([6, 14]).style(if laid {
                    style::chosen
                } else {
                    style::secondary
                });
                r = r.push(if game.card_allowed(t, c).is_ok() {
                    b.on_press(Msg::Draft(DraftMsg::Card(t, c)))
                } else {
                    b
                });
            }
            if l.devices.console.is_some() || device {
                r = r.push(device_badge(l, tr, t, device));
            }
        }
    }
    r.into()
}

/// The room a device's mark takes in a team's row, the same whether a card from the device is
/// in or not, so that a card arriving moves nothing and squeezes no name: "from the device",
/// or, when a second device of the team changed it, that (the teacher may ask the team).
fn device_badge<'a>(l: &LessonScreen, tr: &Translator, t: usize, device: bool) -> Element<'a, Msg> {
    let slot = container(match device {
        false => text(""),
        true if l.draft.other_device.get(t).copied().unwrap_or(false) => {
            text(tr.text("devices-other-device")).size(style::SMALL).style(style::warning)
        }
        true => text(tr.text("devices-from-device")).size(style::SMALL).font(style::STRONG),
    })
    .width(DEVICE_BADGE);
    slot.into()
}

/// The width of a device's mark in a team's row (kept even where no card came from a device).
const DEVICE_BADGE: f32 = 112.0;

/// The width of "✓ In" / "Waiting" in a team's row where the class may see the screen (a
/// card from a device says so with its phone, in the same cell).
const CARD_STATE: f32 = 104.0;

/// Where each team's gains and losses go (`Game::proposals`), folded away until the teacher
/// opens it (it says what each team's card does, and the class may see this screen): for each
/// group of a team's gains of one kind, the app's proposal or one country for all of them.
/// Only once the entry is complete (every card in).
fn gains<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, ready: bool) -> Element<'a, Msg> {
    let game = l.session.game();
    let groups = if ready { l.draft.gain_groups(game) } else { Vec::new() };
    if groups.is_empty() {
        return column![].into();
    }
    let tr = ctx.tr;
    let label = if l.gains_open {
        tr.text("lesson-gains-hide")
    } else {
        tr.tr("lesson-gains-show", &[("count", Arg::from(groups.len()))])
    };
    let fold =
        button(text(label).size(style::SMALL)).on_press(Msg::Draft(DraftMsg::ToggleGains)).style(style::secondary);
    let mut col = column![fold].spacing(4);
    if !l.gains_open {
        return col.into();
    }
    col = col.push(widgets::note(tr.text("lesson-gains-help")));
    let names = l.names();
    for g in groups {
        let (t, nth) = (g.team, g.nths.first().copied().unwrap_or(0));
        let marked = l.draft.gain_focus == Some((t, nth));
        let what = button(
            row![
                widgets::team_tag(colour(l, t), t, &names[t], 15.0, Fill),
                text(gain_label(tr, &g)).size(style::NORMAL)
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        )
        .on_press(Msg::Draft(DraftMsg::GainFocus(t, nth)))
        .padding([2, 6])
        .width(Fill)
        .style(if marked { style::chosen } else { style::secondary });
        let mut choices = vec![gain_proposed(l, tr, &g)];
        choices.extend(g.allowed.iter().map(|&c| gain_all_in(l, tr, &g, c)));
        let chosen = match g.chosen {
            Some(c) => gain_all_in(l, tr, &g, c),
            None => gain_proposed(l, tr, &g),
        };
        let list = pick_list(choices, Some(chosen), move |c: Choice<Option<CountryId>>| {
            Msg::Draft(DraftMsg::Gains(t, nth, c.value))
        })
        .width(260);
        col = col.push(row![what, list].spacing(8).align_y(Alignment::Center));
    }
    col.into()
}

/// What a group of gains is: "+2 armies", "−1 resource", "port".
fn gain_label(tr: &Translator, g: &super::draft::GainGroup) -> String {
    let count = Arg::from(g.nths.len());
    match g.what {
        Prop::ArmyGain => tr.tr("lesson-gain-armies", &[("count", count)]),
        Prop::ArmyLoss => tr.tr("lesson-gain-armies-lost", &[("count", count)]),
        Prop::ResourceGain => tr.tr("lesson-gain-resources", &[("count", count)]),
        Prop::ResourceLoss => tr.tr("lesson-gain-resources-lost", &[("count", count)]),
        Prop::Building(b) => tr.text(&format!("building-{}", b.code())),
    }
}

/// "Country 5, as proposed" (or "Countries 4, 7, as proposed" for gains spread out): a group
/// of gains left where the app proposes (`None`).
fn gain_proposed(l: &LessonScreen, tr: &Translator, g: &super::draft::GainGroup) -> Choice<Option<CountryId>> {
    let mut numbers: Vec<usize> = g.proposed.iter().map(|&c| l.number(c)).collect();
    numbers.dedup();
    let label = match numbers.as_slice() {
        [one] => tr.tr("lesson-gain-proposed", &[("country", Arg::from(*one))]),
        more => {
            let list = more.iter().map(usize::to_string).collect::<Vec<_>>().join(", ");
            tr.tr("lesson-gain-spread", &[("countries", Arg::from(list))])
        }
    };
    Choice::new(None, label)
}

/// "Country 3 (2 armies)", or "All in country 3 (2 armies)" for several gains.
fn gain_all_in(
    l: &LessonScreen,
    tr: &Translator,
    g: &super::draft::GainGroup,
    c: CountryId,
) -> Choice<Option<CountryId>> {
    if g.nths.len() == 1 {
        return Choice::new(Some(c), own_country_choice(l, tr, c).label);
    }
    let armies = l.session.game().state().countries[usize::from(c)].armies;
    Choice::new(
        Some(c),
        tr.tr("lesson-gain-all-in", &[("country", Arg::from(l.number(c))), ("armies", Arg::from(armies))]),
    )
}

/// On the app's map, for each team whose card takes a country: where it goes (the app's
/// proposal until the teacher chooses another, here or by a click on the map).
fn conquests<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let game = l.session.game();
    let plan = l.draft.conquest_plan(game);
    if plan.iter().all(|p| p.site.is_none()) {
        return column![].into();
    }
    let tr = ctx.tr;
    let mut col = column![widgets::note(tr.text("lesson-conquest-help"))].spacing(6);
    for (t, name) in l.names().iter().enumerate() {
        let Some(crate::engine::Planned { site: Some(site), choices }) = plan.get(t) else { continue };
        let choices = choices.iter().map(|&s| site_choice(tr, s)).collect();
        col = col.push(site_row(
            l,
            t,
            name,
            choices,
            site_choice(tr, *site),
            |t, site| Msg::Draft(DraftMsg::Conquest(t, site)),
            200.0,
        ));
    }
    col.into()
}

/// A team and its pick list of map countries; a choice sends `msg(team, site)`.
fn site_row<'a>(
    l: &LessonScreen,
    t: usize,
    name: &str,
    choices: Vec<Choice<Site>>,
    chosen: Choice<Site>,
    msg: fn(usize, Site) -> Msg,
    width: f32,
) -> Element<'a, Msg> {
    row![
        widgets::team_tag(colour(l, t), t, name, 15.0, Fill),
        pick_list(choices, Some(chosen), move |c: Choice<Site>| msg(t, c.value)).width(width),
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}

/// One of the team's own countries in a pick list on its own row: "Country 3 (2 armies)".
fn own_country_choice(l: &LessonScreen, tr: &Translator, c: CountryId) -> Choice<CountryId> {
    let armies = l.session.game().state().countries[usize::from(c)].armies;
    let label =
        tr.tr("lesson-own-country-choice", &[("country", Arg::from(l.number(c))), ("armies", Arg::from(armies))]);
    Choice::new(c, label)
}

pub fn rebellions<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let game = l.session.game();
    let names = l.names();
    let (own, extra) = game.rebellion_proposals();
    let mut col = column![widgets::note(tr.text("lesson-rebellion-help"))].spacing(6);
    for (t, name) in names.iter().enumerate() {
        let chosen_own = l.draft.rebel_own.get(t).copied().flatten().or(own[t]);
        let mut r = row![widgets::team_tag(colour(l, t), t, name, 15.0, Fill)].spacing(8).align_y(Alignment::Center);
        let choices: Vec<Choice<CountryId>> =
            game.rebellion_own_choices(t).into_iter().map(|c| own_country_choice(l, ctx.tr, c)).collect();
        if choices.is_empty() {
            // Why it gets none of its own: no country left at all, or a city in each.
            let why = if game.state().countries_of(t).is_empty() {
                "lesson-no-country-left"
            } else {
                "lesson-no-own-rebellion"
            };
            r = r.push(text(tr.text(why)).size(style::SMALL).width(260));
        } else {
            r = r.push(
                pick_list(
                    choices,
                    chosen_own.map(|c| own_country_choice(l, ctx.tr, c)),
                    move |c: Choice<CountryId>| Msg::Draft(DraftMsg::RebelOwn(t, c.value)),
                )
                .width(260),
            );
        }
        if extra[t].is_some() {
            let all: Vec<Choice<CountryId>> = game
                .rebellion_extra_choices(t, chosen_own)
                .into_iter()
                .map(|c| own_country_choice(l, ctx.tr, c))
                .collect();
            let chosen =
                l.draft.rebel_extra.get(t).copied().flatten().or(extra[t]).map(|c| own_country_choice(l, ctx.tr, c));
            r = r.push(text(tr.text("lesson-extra-rebellion")).size(style::SMALL));
            r = r.push(
                pick_list(all, chosen, move |c: Choice<CountryId>| Msg::Draft(DraftMsg::RebelExtra(t, c.value)))
                    .width(200),
            );
        }
        col = col.push(r);
    }
    col.push(row![
        iced::widget::space::horizontal(),
        widgets::main_action(tr.text("lesson-place-rebellions"), Some(Msg::Entry(EntryMsg::PlaceRebellions)))
    ])
    .into()
}

/// A map country in a pick list: "Country 17".
fn site_choice(tr: &Translator, site: Site) -> Choice<Site> {
    Choice::new(site, tr.tr("lesson-landing-choice", &[("country", Arg::from(site.number()))]))
}

/// A step without a choice: one button. At the landing on the app's map, first where each
/// team lands, to change before it is confirmed.
pub fn proceed<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let game = l.session.game();
    let step_no = game.state().step;
    if game.is_discussed(step_no) {
        return discussed(l, ctx, step_no);
    }
    let label = match game.lesson().steps.get(step_no).map(|s| s.kind) {
        Some(StepKind::Landing) => "lesson-land",
        Some(StepKind::Investment) => "lesson-pay-income",
        _ => "lesson-award-monopolies",
    };
    let button = row![
        iced::widget::space::horizontal(),
        widgets::main_action(ctx.tr.text(label), Some(Msg::Entry(EntryMsg::Proceed)))
    ];
    if l.draft.landing.is_empty() {
        return button.into();
    }
    let tr = ctx.tr;
    let names = l.names();
    // "Country 7", or "Country 7 · swap with Team 1" where another team is to land.
    let choice = |team: usize, site: Site| match l.draft.landing.iter().position(|&s| s == site).filter(|&u| u != team)
    {
        Some(u) => Choice::new(
            site,
            tr.tr(
                "lesson-landing-swap",
                &[
                    ("country", Arg::from(site.number())),
                    ("team", Arg::from(names.get(u).cloned().unwrap_or_default())),
                ],
            ),
        ),
        None => site_choice(tr, site),
    };
    // Above six teams in two columns (1-6 on the left), so that the button stays in view.
    let teams = l.draft.landing.len().min(names.len());
    let per_column = if teams > 6 { teams.div_ceil(2) } else { teams };
    let mut columns = row![].spacing(16);
    let landing = names.iter().zip(&l.draft.landing).enumerate().collect::<Vec<_>>();
    for part in landing.chunks(per_column.max(1)) {
        let mut col = column![].spacing(6).width(Fill);
        for &(t, (name, &site)) in part {
            let choices = game.conquest_choices(t).into_iter().map(|s| choice(t, s)).collect();
            let width = if teams > 6 { 190.0 } else { 320.0 };
            col = col.push(site_row(
                l,
                t,
                name,
                choices,
                choice(t, site),
                |t, site| Msg::Draft(DraftMsg::Land(t, site)),
                width,
            ));
        }
        columns = columns.push(col);
    }
    column![widgets::note(tr.text("lesson-landing-help")), columns, button].spacing(6).into()
}

/// A step the class discusses instead of playing (the slave trade, when set up so): the
/// questions the projector screen shows, the history to read aloud, what each card would have
/// meant (not laid out as a choice), and one button on.
fn discussed<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, step_no: usize) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let mut col = column![widgets::note(tr.text("lesson-discussed-help"))].spacing(8);
    let lesson = l.session.game().lesson();
    if let Some(step) = lesson.steps.get(step_no) {
        // The lesson's words, in the lesson's language.
        let prompts = crate::report::discussion_prompts(&l.tr, step);
        if !prompts.is_empty() {
            let mut ask =
                column![text(tr.text("lesson-discussed-prompts")).size(style::SMALL).font(style::STRONG)].spacing(4);
            for p in prompts {
                ask = ask.push(text(format!("•  {p}")).size(style::READ_OUT - 2.0));
            }
            col = col.push(container(ask).padding([8, 12]).width(Fill).style(style::read_out));
        }
        let short = format!("debrief-{}-short", lesson.phases[step.phase].id);
        if l.tr.has(&short) {
            col = col.push(
                column![
                    text(tr.text("lesson-discussed-history")).size(style::SMALL).font(style::STRONG),
                    text(l.tr.text(&short)).size(style::NORMAL),
                ]
                .spacing(4),
            );
        }
        let mut meant =
            column![text(tr.text("lesson-discussed-read")).size(style::SMALL).font(style::STRONG)].spacing(4);
        for o in &step.options {
            let id = format!("{}-discussed", o.label);
            let words = if l.tr.has(&id) {
                l.tr.text(&id)
            } else {
                l.tr.tr(&format!("{}-projector", o.label), &[("count", Arg::from(1))])
            };
            meant = meant.push(text(words).size(style::NORMAL));
            // What the game would have given, in words where the lesson has them (the codes
            // cannot be read out).
            let game = format!("{id}-game");
            let effects = if l.tr.has(&game) {
                l.tr.text(&game)
            } else {
                tr.tr(
                    "lesson-discussed-game",
                    &[("effects", Arg::from(crate::report::consequences_in_words(tr, o.cost, &o.effects)))],
                )
            };
            meant = meant.push(widgets::note(effects));
        }
        col = col.push(meant);
    }
    let next = widgets::main_action(tr.text("lesson-discussed-next"), Some(Msg::Entry(EntryMsg::Proceed)));
    col.push(row![iced::widget::space::horizontal(), next]).into()
}

/// The dice the entry needs, in the order it takes them, asked of the engine (`Game::throws`)
/// with what is typed so far: "Roll, in this order: ✓ Aragón 4 · Castilla (tie for sugar) ·
/// ...", so that the class rolls them all at once and the teacher types them once.
fn throws<'a>(l: &'a LessonScreen, tr: &Translator) -> Element<'a, Msg> {
    let game = l.session.game();
    let Some(input) = l.entry_input() else { return column![].into() };
    let typed = super::parse_outcomes(&l.draft.dice).unwrap_or_default();
    let throws = game.throws(&input, &typed);
    if throws.dice.is_empty() && throws.draw.is_none() {
        return column![].into();
    }
    let names = l.names();
    let name = |t: usize| Arg::from(names.get(t).cloned().unwrap_or_default());
    let dice: Vec<u8> = typed.iter().filter_map(|o| if let Outcome::Die(d) = o { Some(*d) } else { None }).collect();
    let mut list = row![text(tr.text("lesson-throws-order")).size(style::SMALL).font(style::STRONG)].spacing(10);
    // The throws of one tie or one rebellion together, under what they are for.
    let mut group: Option<ThrowFor> = None;
    for (i, t) in throws.dice.iter().enumerate() {
        let who = name(t.thrower);
        let key = match t.what {
            ThrowFor::Rising { country, .. } => Some(ThrowFor::Rising { country, rebels: false }),
            ThrowFor::Monopoly(p) => Some(ThrowFor::Monopoly(p)),
            _ => None,
        };
        if key.is_some() && key != group {
            let head = match key {
                Some(ThrowFor::Monopoly(p)) => tr.tr(
                    "lesson-throw-group-monopoly",
                    &[("product", Arg::from(tr.text(&format!("product-{}", p.code()))))],
                ),
                Some(ThrowFor::Rising { country, .. }) => {
                    tr.tr("lesson-throw-group-rising", &[("country", Arg::from(l.number(country)))])
                }
                _ => String::new(),
            };
            list = list.push(text(head).size(style::SMALL).font(style::STRONG));
        }
        group = key;
        let label = match t.what {
            ThrowFor::Card | ThrowFor::Monopoly(_) | ThrowFor::Rising { rebels: false, .. } => {
                tr.tr("lesson-throw-card", &[("team", who)])
            }
            ThrowFor::Rising { rebels: true, .. } => tr.tr("lesson-throw-rebels", &[("team", who)]),
            ThrowFor::Fight => tr.tr("lesson-throw-fight", &[("team", who)]),
            ThrowFor::Farm => tr.tr("lesson-throw-farm", &[("team", who)]),
        };
        let line = match dice.get(i) {
            Some(d) if i < throws.typed => text(format!("✓ {label}: {d}")).style(style::muted),
            _ => text(format!("{}. {label}", i + 1)),
        };
        list = list.push(line.size(style::SMALL));
    }
    let mut col = column![list.wrap().vertical_spacing(4)].spacing(2);
    if throws.dice.iter().any(|t| matches!(t.what, ThrowFor::Monopoly(_) | ThrowFor::Rising { .. })) {
        col = col.push(widgets::note(tr.text("lesson-throws-order-tie")));
    }
    if let Some(t) = throws.draw {
        col = col.push(text(tr.tr("lesson-throws-order-draw", &[("team", name(t))])).size(style::SMALL));
    }
    col.into()
}

/// The field for dice and resources typed in from the real ones, with a button for each die
/// face and each product drawn from the real bag (each adds its word to the field).
pub fn typed_dice<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let add = |word: &str| {
        let mut typed = l.draft.dice.trim_end().to_string();
        if !typed.is_empty() {
            typed.push(' ');
        }
        typed.push_str(word);
        Msg::Draft(DraftMsg::Dice(typed))
    };
    let small = |label: String, msg: Msg| {
        button(text(label).size(style::NORMAL)).padding([6, 12]).on_press(msg).style(style::secondary)
    };
    let mut dice = row![text(tr.text("lesson-typed-die")).size(style::SMALL)].spacing(6).align_y(Alignment::Center);
    for d in 1..=6u8 {
        dice = dice.push(small(d.to_string(), add(&d.to_string())));
    }
    let mut products =
        row![text(tr.text("lesson-typed-drawn")).size(style::SMALL)].spacing(6).align_y(Alignment::Center);
    for p in crate::engine::Product::ALL {
        let name = tr.text(&format!("product-{}", p.code()));
        products = products.push(small(name.clone(), add(&name)));
    }
    column![
        throws(l, tr),
        row![
            text(tr.text("lesson-typed-dice")),
            text_input(&tr.text("lesson-typed-placeholder"), &l.draft.dice)
                .on_input(|typed| Msg::Draft(DraftMsg::Dice(typed)))
                .id("dice")
                .width(Fill),
            button(text(tr.text("lesson-typed-clear")).size(style::NORMAL))
                .padding([6, 12])
                .on_press_maybe((!l.draft.dice.is_empty()).then(|| Msg::Draft(DraftMsg::Dice(String::new()))))
                .style(style::secondary),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
        dice,
        products.wrap().vertical_spacing(6),
    ]
    .spacing(6)
    .into()
}
