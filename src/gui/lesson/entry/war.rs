//! The colonial wars on the teacher's screen: who attacks next, the countries of an attack, the
//! two sides, the dice (thrown by the app or typed from real dice), the throws so far, and
//! retreating or occupying.

#[allow(clippy::wildcard_imports)]
use super::*;
use iced::widget::{column, row};

/// One side of a fight: the team in its colour, its country and its armies, large.
pub(super) fn side<'a>(
    l: &'a LessonScreen,
    ctx: &Ctx<'a>,
    team: usize,
    country: CountryId,
    label: &str,
) -> Element<'a, Msg> {
    let armies = l.session.game().state().countries[usize::from(country)].armies;
    container(
        column![
            text(label.to_string()).size(style::NORMAL).font(style::STRONG),
            widgets::team_tag(colour(l, team), team, &l.names()[team], style::LARGE, Fill),
            text(ctx.tr.tr("lesson-country", &[("country", Arg::from(l.number(country)))])).size(style::NORMAL),
            text(ctx.tr.tr("lesson-armies-count", &[("armies", Arg::from(armies))])).size(44).font(style::STRONG),
        ]
        .spacing(4),
    )
    .padding(10)
    .width(Fill)
    // Both sides the same height, a long name (two lines) included.
    .height(190)
    .style(style::panel)
    .into()
}

/// The throws of the fight under way (newest first), each with both dice.
pub(super) fn throw_log<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let throws = l.session.timeline().last_fight().map(|f| f.throws).unwrap_or_default();
    let mut col =
        column![text(ctx.tr.tr("lesson-throws", &[("count", Arg::from(throws.len()))])).size(style::NORMAL)].spacing(2);
    for (i, (a, d)) in throws.iter().rev().enumerate().take(6) {
        let n = throws.len() - i;
        col = col.push(
            text(ctx.tr.tr(
                "lesson-throw-line",
                &[("n", Arg::from(n)), ("attacker", Arg::from(u32::from(*a))), ("defender", Arg::from(u32::from(*d)))],
            ))
            .size(style::SMALL),
        );
    }
    col.into()
}

/// Which attacker of the step this is and who may still attack after it: "Attacking team 2 of 3 · still to
/// attack: Ελλάδα".
pub(super) fn war_queue<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let crate::engine::Stage::Wars(w) = &l.session.game().state().stage else { return column![].into() };
    let names = l.names();
    let later: Vec<&str> =
        w.attackers.iter().skip(w.current + 1).filter_map(|&t| names.get(usize::from(t))).map(String::as_str).collect();
    // Up to three names; more would fill the screen the fight needs: the next, and how many.
    let args = [
        ("n", Arg::from(w.current + 1)),
        ("count", Arg::from(w.attackers.len())),
        ("teams", Arg::from(later.join(", "))),
        ("next", Arg::from(later.first().copied().unwrap_or_default())),
        ("more", Arg::from(later.len().saturating_sub(1))),
    ];
    let key = match (w.attackers.len(), later.len()) {
        (1, _) => "lesson-war-only",
        (_, 0) => "lesson-war-last",
        (_, 1..=3) => "lesson-war-queue",
        _ => "lesson-war-queue-many",
    };
    text(ctx.tr.tr(key, &args)).size(style::NORMAL).into()
}

/// The real dice of a throw, as the class throws them: a row of 1-6 for the attacker and one
/// for the defender (the keys 1-6 set the attacker's die, then the defender's).
pub(super) fn real_throw<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, attacker: usize, defender: usize) -> Element<'a, Msg> {
    let names = l.names();
    let dice_row = |side: usize, team: usize| {
        let mut r = row![container(widgets::team_tag(colour(l, team), team, &names[team], 15.0, Fill)).width(220)]
            .spacing(6)
            .align_y(Alignment::Center);
        // The die chosen in the team's colour, as the projector screen frames its die.
        let team_colour = colour(l, team);
        for d in 1..=6u8 {
            let chosen = l.draft.throw[side] == Some(d);
            r = r.push(
                button(text(d.to_string()).size(style::TITLE).font(style::STRONG).align_x(Alignment::Center))
                    .width(52)
                    .padding([8, 0])
                    .on_press(Msg::Draft(DraftMsg::ThrowDie(side, d)))
                    .style(move |theme, status| {
                        let mut s = if chosen { style::chosen(theme, status) } else { style::secondary(theme, status) };
                        if chosen {
                            s.background = Some(team_colour.rgb().into());
                            s.text_color = team_colour.on();
                        }
                        s
                    }),
            );
        }
        r
    };
    column![widgets::note(ctx.tr.text("lesson-real-throw-help")), dice_row(0, attacker), dice_row(1, defender),]
        .spacing(6)
        .into()
}

pub fn war<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    match l.session.game().expecting() {
        Expect::Attack { attacker } => attack(l, ctx, attacker),
        Expect::Throw { attacker, fight } => fight_view(l, ctx, attacker, fight),
        Expect::Occupy { max, .. } => column![
            text(tr.tr("lesson-occupy-help", &[("max", Arg::from(max))])).size(style::NORMAL),
            row![
                widgets::action("−", Some(Msg::Draft(DraftMsg::OccupyBy(-1)))),
                widgets::num(l.draft.occupy, 48.0, style::TITLE),
                widgets::action("+", Some(Msg::Draft(DraftMsg::OccupyBy(1)))),
                widgets::main_action(tr.text("lesson-occupy"), Some(Msg::Entry(EntryMsg::Occupy))),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        ]
        .spacing(8)
        .into(),
        _ => column![].into(),
    }
}

/// The fight that has just ended at this step, as the projector screen still shows it: how it
/// ended and its rolls, kept on the teacher's screen until the next attack starts (a teacher
/// who looked away from the wall reads what the class saw).
fn ended_fight<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Option<Element<'a, Msg>> {
    use crate::engine::FightEnd;
    let f = l.session.timeline().last_fight().filter(|f| f.step == l.session.game().state().step)?;
    let end = f.end?;
    let names = l.names();
    let key = match end {
        FightEnd::Fell => "projector-fight-fell",
        FightEnd::Failed if f.defender_lost => "projector-fight-failed",
        FightEnd::Failed => "projector-fight-failed-attacker",
        FightEnd::BrokeOff => "projector-fight-retreat",
    };
    let attacker = names.get(usize::from(f.attacker)).cloned().unwrap_or_default();
    let how = ctx.tr.tr(key, &[("country", Arg::from(l.number(f.target))), ("attacker", Arg::from(attacker))]);
    let rolls: Vec<String> = f.throws.iter().map(|(a, d)| format!("{a}\u{2013}{d}")).collect();
    let rolls = ctx.tr.tr(
        "lesson-fight-ended-rolls",
        &[("count", Arg::from(f.throws.len())), ("rolls", Arg::from(rolls.join(", ")))],
    );
    Some(
        container(column![text(how).size(style::NORMAL), text(rolls).size(style::SMALL)].spacing(2))
            .padding(8)
            .width(Fill)
            .style(style::panel)
            .into(),
    )
}

/// A team may attack: from which of its countries, which country, and the keys.
pub(super) fn attack<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, attacker: u8) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let game = l.session.game();
    let names = l.names();
    let a = usize::from(attacker);
    let own: Vec<Choice<CountryId>> = game.attack_sources().into_iter().map(|c| country_choice(l, ctx, c)).collect();
    let others: Vec<Choice<CountryId>> = l.attack_targets().into_iter().map(|c| country_choice(l, ctx, c)).collect();
    let sel = |id: Option<CountryId>| id.map(|c| country_choice(l, ctx, c));
    let mut col = column![
        row![
            widgets::team_tag(colour(l, a), a, &names[a], style::LARGE, Length::Shrink),
            text(tr.text("lesson-may-attack")).size(style::LARGE),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
        war_queue(l, ctx),
    ]
    .spacing(10);
    if let Some(ended) = ended_fight(l, ctx) {
        col = col.push(ended);
    }
    if own.is_empty() {
        col = col.push(widgets::note(tr.text("lesson-no-attack-possible")));
    } else {
        col = col.push(
            row![
                pick_list(own, sel(l.draft.from), |c: Choice<CountryId>| Msg::Draft(DraftMsg::From(c.value)))
                    .placeholder(tr.text("lesson-from"))
                    .width(Fill),
                text("→").size(style::LARGE),
                pick_list(others, sel(l.draft.target), |c: Choice<CountryId>| Msg::Draft(DraftMsg::Target(c.value)))
                    .placeholder(tr.text("lesson-target"))
                    .width(Fill),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
        );
    }
    let ready = l.draft.from.is_some() && l.draft.target.is_some();
    col.push(
        row![
            widgets::main_action(tr.text("lesson-attack"), ready.then_some(Msg::Entry(EntryMsg::Attack))),
            widgets::action(tr.text("lesson-end-attacks"), Some(Msg::Entry(EntryMsg::EndAttacks))),
        ]
        .spacing(12)
        .align_y(Alignment::Center),
    )
    .push(widgets::note(tr.text("lesson-war-keys")))
    .into()
}

/// A fight: both sides large, the dice (real ones chosen here), throw or retreat, the throws.
pub(super) fn fight_view<'a>(
    l: &'a LessonScreen,
    ctx: &Ctx<'a>,
    attacker: u8,
    fight: crate::engine::Fight,
) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let names = l.names();
    let (a, d) = (usize::from(attacker), usize::from(fight.defender));
    let title = l.fight_title(tr, attacker, fight);
    // Retreat and Throw are the same size: neither is the smaller, easier-to-miss one.
    let big = |label: String, msg: Msg, primary: bool| {
        button(text(label).size(style::LARGE).font(style::STRONG).width(Fill).align_x(Alignment::Center))
            .padding(style::MAIN_PAD)
            .width(Fill)
            .on_press(msg)
            .style(if primary { style::primary } else { style::secondary })
    };
    let retreat = tr.tr("lesson-retreat-team", &[("team", Arg::from(names[a].as_str()))]);
    let mut col = column![
        widgets::heading(title, style::LARGE),
        war_queue(l, ctx),
        row![
            side(l, ctx, a, fight.from, &tr.text("lesson-attacker")),
            text(tr.text("lesson-versus")).size(style::TITLE).font(style::STRONG),
            side(l, ctx, d, fight.target, &tr.text("lesson-defender")),
        ]
        .spacing(12)
        .align_y(Alignment::Center),
    ]
    .spacing(10);
    if l.real_dice() {
        col = col.push(real_throw(l, ctx, a, d));
    }
    // With real dice the class has thrown: the button enters what it threw. A gap
    // before Retreat, which names who retreats.
    let throw = tr.text(if l.real_dice() { "lesson-throw-real" } else { "lesson-throw" });
    col.push(
        row![big(throw, Msg::Entry(EntryMsg::Throw), true), big(retreat, Msg::Entry(EntryMsg::Retreat), false)]
            .spacing(32),
    )
    .push(throw_log(l, ctx))
    .into()
}

/// A country in a pick list: "3 (2 armies) · Ελλάδα".
fn country_choice(l: &LessonScreen, ctx: &Ctx<'_>, c: CountryId) -> Choice<CountryId> {
    let country = &l.session.game().state().countries[usize::from(c)];
    // The number and the armies first, the owner last and short: a pick list cuts what does
    // not fit at its arrow, and twelve long names would cut the armies.
    let owner = l.names().get(usize::from(country.owner)).cloned().unwrap_or_default();
    let owner = if owner.chars().count() > 22 {
        format!("{}…", owner.chars().take(21).collect::<String>().trim_end())
    } else {
        owner
    };
    let label = ctx.tr.tr(
        "lesson-country-choice",
        &[("country", Arg::from(l.number(c))), ("team", Arg::from(owner)), ("armies", Arg::from(country.armies))],
    );
    Choice::new(c, label)
}
