//! How a lesson looks on the teacher's screen: the step and its text, the entry for what
//! the game waits for, what just happened, and the standings always in view.

use iced::widget::{button, column, container, pick_list, row, rule, scrollable, space, text, text_input};
use iced::{Center, Element, Fill, FillPortion};

use super::lesson::{Lesson, Msg};
use super::{Message, ui};
use crate::engine::{CountryId, Expect, standings};
use crate::i18n::{Arg, Translator};
use crate::lesson::StepKind;
use crate::report;

fn m(msg: Msg) -> Message {
    Message::Lesson(msg)
}

/// A country as shown in pick lists: "3 · Red Lions (2 armies)".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountryChoice {
    pub id: CountryId,
    pub label: String,
}

impl std::fmt::Display for CountryChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

pub fn view<'a>(l: &'a Lesson, tr: &'a Translator) -> Element<'a, Message> {
    let left = column![header(l, tr), read_aloud(l), entry(l, tr), last_changes(l, tr)].spacing(14);
    let mut right = column![standings_table(l, tr)].spacing(14);
    if let Some(team) = l.team_panel {
        right = right.push(super::team_view::view(l, tr, team));
    }
    let right = right.push(tools(l, tr));
    let mut page = column![];
    if let Some(e) = &l.save_error {
        page = page.push(row![
            ui::error_banner(e.clone()),
            button(text(tr.text("lesson-retry-save"))).on_press(m(Msg::RetrySave))
        ]);
    }
    let main: Element<'a, Message> = if l.history {
        history(l, tr)
    } else {
        row![
            scrollable(container(left).padding(16)).width(FillPortion(3)),
            scrollable(container(right).padding(16)).width(FillPortion(2)),
        ]
        .into()
    };
    page.push(main).into()
}

fn header<'a>(l: &'a Lesson, tr: &'a Translator) -> Element<'a, Message> {
    let game = l.session.game();
    let lesson = game.lesson();
    let step_no = game.state().step.min(lesson.steps.len());
    let title = match lesson.steps.get(step_no) {
        Some(step) => {
            let phase = &lesson.phases[step.phase];
            tr.tr(
                "lesson-header",
                &[
                    ("phase", Arg::from(l.tr_lesson.text(&phase.name))),
                    ("number", Arg::from(step.phase + 1)),
                    ("century", Arg::from(u32::from(phase.century))),
                    ("step", Arg::from(step_no + 1)),
                    ("steps", Arg::from(lesson.steps.len())),
                ],
            )
        }
        None => tr.text("lesson-over"),
    };
    row![text(title).size(22).width(Fill), text(l.session.record().class.clone()).size(16)].into()
}

/// The text to read out, large, marked as such, with the options as students hear them.
fn read_aloud<'a>(l: &'a Lesson) -> Element<'a, Message> {
    let game = l.session.game();
    let Some(step) = game.lesson().steps.get(game.state().step) else {
        return space().into();
    };
    let tr = &l.tr_lesson;
    let mut col = column![text(tr.text(&step.text)).size(26)].spacing(10);
    for (i, o) in step.options.iter().enumerate() {
        col = col.push(text(format!("{}  {}", i + 1, tr.text(&o.label))).size(24));
    }
    container(col).padding(16).width(Fill).style(container::bordered_box).into()
}

fn consequences<'a>(l: &'a Lesson, tr: &'a Translator) -> Element<'a, Message> {
    let game = l.session.game();
    let Some(step) = game.lesson().steps.get(game.state().step) else {
        return space().into();
    };
    let label = if l.teacher_fold { tr.text("lesson-hide-consequences") } else { tr.text("lesson-show-consequences") };
    let mut col = column![button(text(label)).on_press(m(Msg::ToggleFold)).style(button::secondary)].spacing(6);
    if l.teacher_fold {
        let note = format!("{}-note", step.text);
        if l.tr_lesson.has(&note) {
            col = col.push(text(l.tr_lesson.text(&note)).size(15));
        }
        for (i, o) in step.options.iter().enumerate() {
            col = col.push(text(format!("{}: {}", i + 1, report::consequences(tr, o.cost, &o.effects))));
        }
    }
    col.into()
}

fn entry<'a>(l: &'a Lesson, tr: &'a Translator) -> Element<'a, Message> {
    let game = l.session.game();
    let st = game.state();
    let names = l.names();
    let kind = game.lesson().steps.get(st.step).map(|s| s.kind);
    let mut col = column![consequences(l, tr)].spacing(10);
    if l.reveal.is_some() {
        col = col.push(button(text(tr.text("lesson-show-next"))).on_press(m(Msg::ShowNext)).style(button::secondary));
    }
    match game.expecting() {
        Expect::Over => return results(l, tr),
        Expect::Proceed => {
            let label = match kind {
                Some(StepKind::Landing) => "lesson-land",
                Some(StepKind::Investment) => "lesson-pay-income",
                _ => "lesson-award-monopolies",
            };
            col = col.push(button(text(tr.text(label)).size(20)).on_press(m(Msg::Proceed)).padding([8, 20]));
        }
        Expect::Decide { choosing } => {
            let options = game.options() as u8;
            col = col.push(text(tr.text("lesson-enter-cards")));
            for (t, name) in names.iter().enumerate() {
                if let Some(why) = game.sits_out(t).filter(|_| !choosing.contains(t)) {
                    let why = crate::report::errors::sit_out(tr, why);
                    col = col.push(text(format!("{name}: {why}")));
                    continue;
                }
                let mut r = row![
                    button(text(if l.focus == t { format!("▶ {name}") } else { name.clone() }))
                        .on_press(m(Msg::Focus(t)))
                        .style(button::text)
                        .width(Fill)
                ]
                .spacing(6)
                .align_y(Center);
                for c in 1..=options {
                    let chosen = l.cards[t] == Some(c);
                    let style = if chosen { button::primary } else { button::secondary };
                    let b = button(text(c.to_string()).size(20)).padding([4, 16]).style(style);
                    r = r.push(if game.card_allowed(t, c).is_ok() { b.on_press(m(Msg::Card(t, c))) } else { b });
                }
                col = col.push(r);
            }
            let ready = (0..names.len()).all(|t| choosing.contains(t) == l.cards[t].is_some());
            col = col.push(
                button(text(tr.text("lesson-resolve")).size(20))
                    .on_press_maybe(ready.then_some(m(Msg::Resolve)))
                    .padding([8, 24]),
            );
        }
        Expect::Invest => {
            col = col.push(text(tr.text("lesson-invest-help")));
            for (t, name) in names.iter().enumerate() {
                let s = l.spend[t];
                let gold = st.teams[t].gold;
                col = col.push(
                    row![
                        text(
                            tr.tr("lesson-team-gold", &[("team", Arg::from(name.as_str())), ("gold", Arg::from(gold))])
                        )
                        .width(Fill),
                        text(tr.text("lesson-armies")),
                        button(text("−")).on_press(m(Msg::Armies(t, -1))),
                        text(s.armies.to_string()).width(30).align_x(Center),
                        button(text("+")).on_press(m(Msg::Armies(t, 1))),
                        text(tr.text("lesson-farms")),
                        button(text("−")).on_press(m(Msg::Farms(t, -1))),
                        text(s.farms.to_string()).width(30).align_x(Center),
                        button(text("+")).on_press(m(Msg::Farms(t, 1))),
                    ]
                    .spacing(6)
                    .align_y(Center),
                );
            }
            col = col.push(button(text(tr.text("lesson-invest")).size(20)).on_press(m(Msg::Invest)).padding([8, 24]));
        }
        Expect::Attack { attacker } => {
            let a = usize::from(attacker);
            let own: Vec<CountryChoice> = st.countries_of(a).iter().map(|&c| country_choice(l, tr, c)).collect();
            let others: Vec<CountryChoice> = (0..names.len())
                .filter(|&t| t != a)
                .flat_map(|t| st.countries_of(t).to_vec())
                .map(|c| country_choice(l, tr, c))
                .collect();
            let sel = |id: Option<CountryId>| id.map(|c| country_choice(l, tr, c));
            col = col.push(text(tr.tr("lesson-attacker", &[("team", Arg::from(names[a].as_str()))])).size(20));
            col = col.push(
                row![
                    pick_list(own, sel(l.from), |c| m(Msg::From(c.id))).placeholder(tr.text("lesson-from")),
                    text("→"),
                    pick_list(others, sel(l.target), |c| m(Msg::Target(c.id))).placeholder(tr.text("lesson-target")),
                ]
                .spacing(8)
                .align_y(Center),
            );
            col = col.push(
                row![
                    button(text(tr.text("lesson-attack"))).on_press(m(Msg::Attack)),
                    button(text(tr.text("lesson-end-attacks"))).on_press(m(Msg::EndAttacks)).style(button::secondary),
                ]
                .spacing(8),
            );
        }
        Expect::Throw { fight, .. } => {
            let c = &st.countries;
            col = col.push(
                text(tr.tr(
                    "lesson-fight",
                    &[
                        ("from", Arg::from(usize::from(fight.from) + 1)),
                        ("attackers", Arg::from(c[usize::from(fight.from)].armies)),
                        ("target", Arg::from(usize::from(fight.target) + 1)),
                        ("defenders", Arg::from(c[usize::from(fight.target)].armies)),
                    ],
                ))
                .size(24),
            );
            col = col.push(
                row![
                    button(text(tr.text("lesson-throw")).size(20)).on_press(m(Msg::Throw)).padding([8, 20]),
                    button(text(tr.text("lesson-break-off"))).on_press(m(Msg::BreakOff)).style(button::danger),
                ]
                .spacing(8),
            );
        }
        Expect::Occupy { max, .. } => {
            col = col.push(text(tr.tr("lesson-occupy-help", &[("max", Arg::from(max))])));
            col = col.push(
                row![
                    button(text("−")).on_press(m(Msg::OccupyBy(-1))),
                    text(l.occupy.to_string()).size(22),
                    button(text("+")).on_press(m(Msg::OccupyBy(1))),
                    button(text(tr.text("lesson-occupy"))).on_press(m(Msg::Occupy)),
                ]
                .spacing(8)
                .align_y(Center),
            );
        }
        Expect::PlaceRebellions => {
            let (own, extra) = game.rebellion_proposals();
            col = col.push(text(tr.text("lesson-rebellion-help")));
            for (t, name) in names.iter().enumerate() {
                let list: Vec<String> =
                    own[t].iter().chain(extra[t].iter()).map(|c| (usize::from(*c) + 1).to_string()).collect();
                let where_ = if list.is_empty() { tr.text("effects-none") } else { list.join(", ") };
                let no_city: Vec<CountryChoice> = st
                    .countries_of(t)
                    .iter()
                    .filter(|&&c| !st.countries[usize::from(c)].buildings.has(crate::engine::Building::City))
                    .map(|&c| country_choice(l, tr, c))
                    .collect();
                let chosen = l.rebel_own.get(t).copied().flatten().or(own[t]).map(|c| country_choice(l, tr, c));
                let mut r = row![
                    text(tr.tr(
                        "lesson-rebellion-proposal",
                        &[("team", Arg::from(name.as_str())), ("countries", Arg::from(where_))],
                    ))
                    .width(Fill)
                ]
                .spacing(8)
                .align_y(Center);
                if !no_city.is_empty() {
                    r = r.push(pick_list(no_city, chosen, move |c| m(Msg::RebelOwn(t, c.id))));
                }
                if extra[t].is_some() {
                    let all: Vec<CountryChoice> =
                        st.countries_of(t).iter().map(|&c| country_choice(l, tr, c)).collect();
                    let chosen = l.rebel_extra.get(t).copied().flatten().or(extra[t]).map(|c| country_choice(l, tr, c));
                    r = r.push(pick_list(all, chosen, move |c| m(Msg::RebelExtra(t, c.id))));
                }
                col = col.push(r);
            }
            col = col.push(button(text(tr.text("lesson-place-rebellions"))).on_press(m(Msg::PlaceRebellions)));
        }
    }
    if l.typed {
        col = col.push(
            row![
                text(tr.text("lesson-typed-dice")),
                text_input(&tr.text("lesson-typed-placeholder"), &l.dice).on_input(|s| m(Msg::Dice(s))).width(Fill),
            ]
            .spacing(8)
            .align_y(Center),
        );
    }
    if let Some(e) = &l.error {
        col = col.push(ui::error_banner(e.clone()));
    }
    container(col).padding(12).width(Fill).style(container::rounded_box).into()
}

fn country_choice(l: &Lesson, tr: &Translator, c: CountryId) -> CountryChoice {
    let country = &l.session.game().state().countries[usize::from(c)];
    let owner = l.names().get(usize::from(country.owner)).cloned().unwrap_or_default();
    CountryChoice {
        id: c,
        label: tr.tr(
            "lesson-country-choice",
            &[
                ("country", Arg::from(usize::from(c) + 1)),
                ("team", Arg::from(owner)),
                ("armies", Arg::from(country.armies)),
            ],
        ),
    }
}

fn last_changes<'a>(l: &'a Lesson, tr: &'a Translator) -> Element<'a, Message> {
    let Some(reveal) = &l.reveal else {
        return space().into();
    };
    let names = l.names();
    let mut col = column![text(tr.text("lesson-what-happened")).size(18)].spacing(2);
    for c in &reveal.changes {
        col = col.push(text(report::describe(tr, l.session.game().lesson(), &names, c)).size(15));
    }
    container(col).padding(10).width(Fill).into()
}

fn standings_table<'a>(l: &'a Lesson, tr: &'a Translator) -> Element<'a, Message> {
    let rows = standings(l.session.game().state());
    let names = l.names();
    // Numbers in fixed columns, so they line up whatever the team names.
    const NUM: f32 = 74.0;
    let head = row![
        text(tr.text("col-team")).width(Fill),
        text(tr.text("col-gold")).width(NUM).size(14),
        text(tr.text("col-prestige")).width(NUM).size(14),
        text(tr.text("col-armies")).width(NUM).size(14),
        text(tr.text("col-countries")).width(NUM).size(14),
        text(tr.text("col-resources")).width(NUM).size(14),
    ]
    .spacing(4);
    let mut col = column![text(tr.text("lesson-standings")).size(20), head, rule::horizontal(1)].spacing(4);
    let colours = l.session.record().teams.iter().map(|t| ui::Colour::from_code(&t.colour));
    for (r, colour) in rows.iter().zip(colours) {
        col = col.push(
            row![
                row![ui::swatch(colour), text(names[r.team].clone())].spacing(6).width(FillPortion(4)),
                text(r.gold.to_string()).width(FillPortion(2)),
                text(r.prestige.to_string()).width(FillPortion(2)),
                text(r.armies.to_string()).width(FillPortion(2)),
                text(r.countries.to_string()).width(FillPortion(2)),
                text(r.counters.to_string()).width(FillPortion(2)),
            ]
            .spacing(4),
        );
    }
    container(col).padding(12).width(Fill).style(container::rounded_box).into()
}

fn tools<'a>(l: &'a Lesson, tr: &'a Translator) -> Element<'a, Message> {
    let undo = !l.session.record().entries.is_empty();
    let saved = if l.saved { tr.text("lesson-saved") } else { tr.text("lesson-unsaved") };
    column![
        row![
            button(text(tr.text("lesson-undo"))).on_press_maybe(undo.then_some(m(Msg::Undo))),
            button(text(tr.text("lesson-history"))).on_press(m(Msg::ToggleHistory)).style(button::secondary),
        ]
        .spacing(8),
        row![
            button(text(tr.text("lesson-projector"))).on_press(Message::ToggleProjector),
            button(text(tr.text("lesson-read-aloud"))).on_press(Message::Speak),
            button(text(tr.text("lesson-stop-reading"))).on_press(Message::StopSpeaking).style(button::secondary),
        ]
        .spacing(8),
        text(saved).size(14),
    ]
    .spacing(8)
    .into()
}

fn history<'a>(l: &'a Lesson, tr: &'a Translator) -> Element<'a, Message> {
    let names = l.names();
    let lesson = l.session.game().lesson().clone();
    let mut col = column![row![
        text(tr.text("history-title")).size(24).width(Fill),
        button(text(tr.text("history-close"))).on_press(m(Msg::ToggleHistory)),
    ]]
    .spacing(6);
    if let Some(fix) = &l.fix {
        col = col.push(text(tr.tr("history-fixing", &[("entry", Arg::from(fix.index + 1))])).size(20));
        if let Some(dice) = &fix.dice {
            col = col.push(
                row![
                    text(tr.text("lesson-typed-dice")),
                    text_input("", dice).on_input(|s| m(Msg::FixDiceText(s))).width(Fill),
                ]
                .spacing(8)
                .align_y(Center),
            );
        }
        for (t, s) in fix.spend.iter().flatten().enumerate() {
            col = col.push(
                row![
                    text(names[t].clone()).width(240),
                    text(tr.text("lesson-armies")),
                    button(text("−")).on_press(m(Msg::FixSpend(t, true, -1))),
                    text(s.armies.to_string()).width(30).align_x(Center),
                    button(text("+")).on_press(m(Msg::FixSpend(t, true, 1))),
                    text(tr.text("lesson-farms")),
                    button(text("−")).on_press(m(Msg::FixSpend(t, false, -1))),
                    text(s.farms.to_string()).width(30).align_x(Center),
                    button(text("+")).on_press(m(Msg::FixSpend(t, false, 1))),
                ]
                .spacing(6)
                .align_y(Center),
            );
        }
        for (t, card) in fix.cards.iter().enumerate() {
            let Some(card) = card else { continue };
            let mut r = row![text(names[t].clone()).width(240)].spacing(6);
            for c in 1..=3u8 {
                let style = if *card == c { button::primary } else { button::secondary };
                r = r.push(button(text(c.to_string())).style(style).on_press(m(Msg::FixCard(t, c))));
            }
            col = col.push(r);
        }
        col = col.push(
            row![
                button(text(tr.text("history-preview"))).on_press(m(Msg::FixPreview)),
                button(text(tr.text("history-cancel"))).on_press(m(Msg::FixCancel)).style(button::secondary),
            ]
            .spacing(8),
        );
        match &fix.preview {
            Some(Ok(c)) => {
                let teams: Vec<String> = c.changed_teams.iter().map(|&t| names[t].clone()).collect();
                let who = if teams.is_empty() { tr.text("effects-none") } else { teams.join(", ") };
                col = col.push(ui::info_banner(tr.tr("history-would-change", &[("teams", Arg::from(who))])));
                col = col.push(button(text(tr.text("history-confirm"))).on_press(m(Msg::FixConfirm)));
            }
            Some(Err(e)) => col = col.push(ui::error_banner(e.clone())),
            None => {}
        }
        col = col.push(rule::horizontal(1));
    }
    // The timeline knows each entry's step.
    let frames = l.session.timeline().frames();
    for (i, e) in l.session.record().entries.iter().enumerate() {
        let step = frames.get(i).and_then(|f| lesson.steps.get(f.step)).map_or(String::new(), |s| s.id.clone());
        let what = match &e.input {
            crate::engine::Input::Decide { cards, .. } => {
                let cards: Vec<String> = cards.iter().map(|c| c.map_or("–".into(), |c| c.to_string())).collect();
                format!("{} {}", tr.text("history-cards"), cards.join(" "))
            }
            other => tr.text(match other {
                crate::engine::Input::Proceed => "history-proceed",
                crate::engine::Input::Invest { .. } => "history-invest",
                crate::engine::Input::Attack { .. } => "history-attack",
                crate::engine::Input::Throw => "history-throw",
                crate::engine::Input::BreakOff => "history-break-off",
                crate::engine::Input::Occupy { .. } => "history-occupy",
                crate::engine::Input::EndAttacks => "history-end-attacks",
                crate::engine::Input::PlaceRebellions { .. } => "history-rebellions",
                _ => "history-correction",
            }),
        };
        let mut r = row![text(format!("{}. {step}: {what}", i + 1)).width(Fill)].spacing(8);
        if matches!(e.input, crate::engine::Input::Decide { .. } | crate::engine::Input::Invest { .. }) {
            r = r.push(button(text(tr.text("history-change"))).on_press(m(Msg::Fix(i))).style(button::secondary));
        }
        if !e.outcomes.is_empty() {
            r = r.push(
                button(text(tr.text("history-change-dice"))).on_press(m(Msg::FixDice(i))).style(button::secondary),
            );
        }
        col = col.push(r);
    }
    scrollable(container(col).padding(16)).into()
}

/// The end: both rankings side by side and each team's gold and prestige phase by phase.
fn results<'a>(l: &'a Lesson, tr: &'a Translator) -> Element<'a, Message> {
    let names = l.names();
    let rows = standings(l.session.game().state());
    let ranking = |by_gold: bool| {
        let mut order: Vec<_> = rows.iter().collect();
        order.sort_by_key(|r| if by_gold { (r.rank_gold, r.team) } else { (r.rank_prestige, r.team) });
        let title = if by_gold { tr.text("results-richest") } else { tr.text("results-respected") };
        let mut col = column![text(title).size(24)].spacing(6);
        for r in order {
            let (rank, value) = if by_gold { (r.rank_gold, r.gold) } else { (r.rank_prestige, r.prestige) };
            col = col.push(text(format!("{rank}. {}  {value}", names[r.team])).size(20));
        }
        container(col).padding(12).width(Fill).style(container::rounded_box)
    };
    let mut col = column![
        row![
            text(tr.text("results-title")).size(28).width(Fill),
            button(text(tr.text("results-save-pdf"))).on_press(Message::SaveSheets),
        ]
        .align_y(Center),
        row![ranking(true), ranking(false)].spacing(16),
    ]
    .spacing(12);
    if let Some(phases) = &l.results {
        col = col.push(text(tr.text("results-over-time")).size(20));
        let mut head = row![text("").width(180)].spacing(4);
        for p in phases {
            let name = match p.phase {
                Some(i) => l.tr_lesson.text(&l.session.game().lesson().phases[i].name),
                None => tr.text("results-end"),
            };
            head = head.push(text(name).size(14).width(FillPortion(1)));
        }
        col = col.push(head);
        let max_gold = phases.iter().flat_map(|p| p.rows.iter().map(|r| r.gold)).max().unwrap_or(1).max(1);
        let max_p = phases.iter().flat_map(|p| p.rows.iter().map(|r| r.prestige)).max().unwrap_or(1).max(1);
        for (t, name) in names.iter().enumerate() {
            let colour = ui::Colour::from_code(&l.session.record().teams[t].colour);
            let mut bars = row![row![ui::swatch(colour), text(name.clone())].spacing(6).width(180)].spacing(4);
            for p in phases {
                let r = &p.rows[t];
                bars = bars.push(
                    column![bar(r.gold, max_gold, colour), bar(r.prestige, max_p, ui::Colour::Grey)]
                        .spacing(2)
                        .width(FillPortion(1)),
                );
            }
            col = col.push(bars);
        }
        col = col.push(text(tr.text("results-bars-legend")).size(14));
    }
    let mut debrief = column![text(tr.text("results-debrief")).size(22)].spacing(6);
    let st = l.session.game().state();
    for phase in report::debrief(&l.tr_lesson, l.session.game().lesson(), &names, st) {
        debrief = debrief.push(text(phase.title).size(19));
        for q in phase.questions {
            debrief = debrief.push(text(format!("• {q}")).size(17));
        }
        debrief = debrief.push(text(phase.background).size(14));
        debrief = debrief.push(text(phase.sources).size(13));
    }
    for id in ["results-debrief-1", "results-debrief-2", "results-debrief-3"] {
        debrief = debrief.push(text(format!("• {}", tr.text(id))).size(18));
    }
    col = col.push(container(debrief).padding(12).width(Fill).style(container::bordered_box));
    col.into()
}

fn bar<'a>(value: u32, max: u32, colour: ui::Colour) -> Element<'a, Message> {
    let width = 6.0 + 100.0 * value as f32 / max as f32;
    row![
        container(space())
            .width(width)
            .height(14)
            .style(move |_| container::Style { background: Some(colour.rgb().into()), ..container::Style::default() }),
        text(value.to_string()).size(13),
    ]
    .spacing(4)
    .align_y(Center)
    .into()
}
