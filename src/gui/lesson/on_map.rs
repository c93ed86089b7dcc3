//! The lesson on the map: the picture for the projector screen and the teacher's screen, and
//! what a click on a country chooses. Which countries may be chosen is asked of the engine
//! (`attack_sources`, `attack_targets_from_into`, the rebellion choices); a click on another
//! is refused with the engine's reason.

use super::{DraftMsg, LessonScreen, Mode, Msg};
use crate::board::{Board, Holder, marks};
use crate::engine::{CountryId, Expect, Site};
use crate::gui::Words;
use crate::gui::map::MapPicture;
use crate::gui::style::Colour;
use crate::i18n::Arg;
use crate::seen::Viewer;

/// The map as `viewer` may see it now, its numbers `text` pixels high; `None` on the own board.
/// The countries the entry shown changed are marked; in a war, the arrow runs from the
/// attacking country to the attacked one.
pub fn picture(l: &LessonScreen, viewer: Viewer, text: f32, dark: bool) -> Option<MapPicture> {
    let game = l.session.game();
    let map = game.map_arc()?;
    let seen = l.seen(viewer);
    let changed: Vec<CountryId> = match (&l.mode, &seen.revealed) {
        (Mode::Revealed(_), Some((_, changes))) => {
            changes.iter().filter_map(|c| crate::board::country_changed(&c.kind)).collect()
        }
        _ => Vec::new(),
    };
    let mut board = Board::of(game, &changed)?;
    let st = game.state();
    let mut chosen = Vec::new();
    match game.expecting() {
        Expect::Throw { fight, .. } | Expect::Occupy { fight, .. } => {
            board = board.with_arrow(game, fight.from, fight.target);
            chosen.extend([st.site(fight.from), st.site(fight.target)].into_iter().flatten());
        }
        Expect::Attack { .. } => {
            if let (Some(from), Some(to)) = (l.draft.from, l.draft.target) {
                board = board.with_arrow(game, from, to);
            }
        }
        _ => {}
    }
    let record = l.session.record();
    let names = record.names();
    let teams = record.teams.iter().zip(marks(&names)).map(|(t, m)| (Colour::from_code(&t.colour), m)).collect();
    Some(MapPicture { map, board, teams, allowed: None, chosen, text, dark, plain: false, changed_rows: false })
}

/// The map after the first `at` entries of the record, as the film shows it: the countries the
/// last of them changed on yellow, and a war's arrow while a fight is on (or the throw that ended
/// it). Read from the timeline: the film knows no rule.
pub fn film_picture(l: &LessonScreen, at: usize) -> Option<MapPicture> {
    crate::gui::map::film_picture_of(&l.session, at)
}

/// The map on the teacher's screen: what a click may choose now is highlighted.
pub fn console_picture(l: &LessonScreen, text: f32) -> Option<MapPicture> {
    // While the film plays, the teacher sees the moment the class sees.
    if let Some(film) = l.film() {
        return film_picture(l, film.at).map(|p| MapPicture { text, ..p });
    }
    // An entry waiting for the disk: the board as it was before it (what happened shows once
    // it is saved, on this screen as on the projector's).
    if l.waits_for_disk() {
        let before = l.session.record().entries.len().saturating_sub(1);
        return film_picture(l, before).map(|p| MapPicture { text, ..p });
    }
    let mut pic = picture(l, Viewer::Class, text, false)?;
    if !matches!(l.mode, Mode::Entering) {
        return Some(pic);
    }
    let game = l.session.game();
    let st = game.state();
    let site = |c: CountryId| st.site(c);
    // Where the gains go, when the teacher opened it (worked out once: it resolves the entry).
    let gains = if l.gains_open { l.draft.gain_groups(game) } else { Vec::new() };
    match game.expecting() {
        // The landing as it will go: each team's colour and letter where it lands, the marked
        // team ringed, and every free coastal country open to a click.
        Expect::Proceed if !l.draft.landing.is_empty() => {
            for (t, &s) in l.draft.landing.iter().enumerate() {
                if let Some(spot) = pic.board.spots.get_mut(usize::from(s)) {
                    (spot.holder, spot.planned) = (Holder::Team(t as u8), true);
                }
            }
            pic.chosen = l.draft.landing.get(l.draft.focus).copied().into_iter().collect();
            pic.allowed = Some(game.conquest_choices(l.draft.focus));
        }
        // Where the gains go, when the teacher opened it: the teams' countries that may take
        // them, those they go to now chosen.
        Expect::Decide { .. } | Expect::Invest if !gains.is_empty() => {
            let mut allowed = Vec::new();
            for g in &gains {
                allowed.extend(g.allowed.iter().filter_map(|&c| site(c)));
                let goes: Vec<CountryId> = match g.chosen {
                    Some(c) => vec![c],
                    None => g.proposed.clone(),
                };
                pic.chosen.extend(goes.into_iter().filter_map(site));
            }
            pic.allowed = Some(allowed);
        }
        // A decision: where the cards laid so far send each team's new country.
        Expect::Decide { .. } => {
            let mut allowed = Vec::new();
            for (t, p) in l.draft.conquest_plan(game).into_iter().enumerate() {
                let Some(s) = p.site else { continue };
                if let Some(spot) = pic.board.spots.get_mut(usize::from(s)) {
                    (spot.holder, spot.planned) = (Holder::Team(t as u8), true);
                }
                pic.chosen.push(s);
                allowed.extend(p.choices);
            }
            if !pic.chosen.is_empty() {
                pic.allowed = Some(allowed);
            }
        }
        Expect::Attack { .. } => {
            let mut allowed: Vec<Site> = game.attack_sources().into_iter().filter_map(site).collect();
            if let Some(from) = l.draft.from {
                let mut targets = Vec::new();
                game.attack_targets_from_into(from, &mut targets);
                allowed.extend(targets.into_iter().filter_map(site));
                pic.chosen = site(from).into_iter().collect();
            }
            pic.allowed = Some(allowed);
        }
        Expect::PlaceRebellions => {
            let (own, extra) = game.rebellion_proposals();
            let mut allowed = Vec::new();
            for t in 0..st.teams.len() {
                let chosen_own = l.draft.rebel_own.get(t).copied().flatten().or(own[t]);
                allowed.extend(game.rebellion_own_choices(t).into_iter().filter_map(site));
                if extra[t].is_some() {
                    allowed.extend(game.rebellion_extra_choices(t, chosen_own).into_iter().filter_map(site));
                }
                let chosen_extra = l.draft.rebel_extra.get(t).copied().flatten().or(extra[t]);
                pic.chosen.extend(chosen_own.into_iter().chain(chosen_extra).filter_map(site));
            }
            pic.allowed = Some(allowed);
        }
        _ => {}
    }
    Some(pic)
}

/// What a click on map country `site` chooses now, or why it chooses nothing.
pub fn pick(l: &LessonScreen, site: Site) -> Result<Option<Msg>, Words> {
    if !matches!(l.mode, Mode::Entering) {
        return Ok(None);
    }
    let game = l.session.game();
    let st = game.state();
    let number = site.number();
    let country = st.country_on(site);
    let in_play = || {
        country.ok_or_else(|| Words::new(move |tr| tr.tr("lesson-map-not-in-play", &[("country", Arg::from(number))])))
    };
    match game.expecting() {
        // The landing: a click on a team's landing country marks the team; a click on another
        // free coastal country lands the marked team there (the engine's choices).
        Expect::Proceed if !l.draft.landing.is_empty() => pick_landing(l, site),
        // One of a team's countries while where the gains go is open: the team's gains go
        // there (those of the marked line, else its first).
        Expect::Decide { .. } | Expect::Invest if l.gains_open && country.is_some() => pick_gain(l, in_play()?, number),
        // A decision: the click sends a new country there, for the marked team if its card
        // takes one and it may go there, else for the first team (by seat) that may.
        Expect::Decide { .. } => pick_conquest(l, site),
        Expect::Attack { attacker } => pick_attack(l, attacker, in_play()?, number),
        Expect::PlaceRebellions => pick_rebellion(l, in_play()?, number),
        _ => Ok(None),
    }
}

fn pick_landing(l: &LessonScreen, site: Site) -> Result<Option<Msg>, Words> {
    let game = l.session.game();
    let number = site.number();
    if let Some(t) = l.draft.landing.iter().position(|&s| s == site) {
        return Ok(Some(Msg::Draft(DraftMsg::Focus(t))));
    }
    let team = l.draft.focus;
    if game.conquest_choices(team).contains(&site) {
        return Ok(Some(Msg::Draft(DraftMsg::Land(team, site))));
    }
    Err(Words::new(move |tr| tr.tr("lesson-map-not-coast", &[("country", Arg::from(number))])))
}

fn pick_gain(l: &LessonScreen, c: CountryId, number: usize) -> Result<Option<Msg>, Words> {
    let game = l.session.game();
    let st = game.state();
    let owner = usize::from(st.countries[c.index()].owner);
    let groups = l.draft.gain_groups(game);
    let first = |g: &super::draft::GainGroup| g.nths.first().copied().unwrap_or(0);
    let mine: Vec<_> = groups.iter().filter(|g| g.team == owner && g.allowed.contains(&c)).collect();
    let marked = mine.iter().find(|g| l.draft.gain_focus == Some((g.team, first(g))));
    match marked.or(mine.first()) {
        Some(g) => Ok(Some(Msg::Draft(DraftMsg::Gains(owner, first(g), Some(c))))),
        None => Err(Words::new(move |tr| tr.tr("lesson-map-no-gain", &[("country", Arg::from(number))]))),
    }
}

fn pick_conquest(l: &LessonScreen, site: Site) -> Result<Option<Msg>, Words> {
    let game = l.session.game();
    let number = site.number();
    // Where the class may see this screen, no card is known before the reveal: the new
    // countries are placed after it (the same answer whatever was laid).
    if !l.draft.open && !l.draft.shown {
        return Err(Words::text("lesson-map-after-reveal"));
    }
    let plan = l.draft.conquest_plan(game);
    let may = |t: usize| plan.get(t).is_some_and(|p| p.site.is_some() && p.choices.contains(&site));
    if plan.iter().all(|p| p.site.is_none()) {
        return Ok(None);
    }
    let focus = l.draft.focus;
    match std::iter::once(focus).chain(0..plan.len()).find(|&t| may(t)) {
        Some(t) => Ok(Some(Msg::Draft(DraftMsg::Conquest(t, site)))),
        None => Err(Words::new(move |tr| tr.tr("lesson-map-no-conquest", &[("country", Arg::from(number))]))),
    }
}

fn pick_attack(l: &LessonScreen, attacker: u8, c: CountryId, number: usize) -> Result<Option<Msg>, Words> {
    let game = l.session.game();
    if game.attack_sources().contains(&c) {
        return Ok(Some(Msg::Draft(DraftMsg::From(c))));
    }
    let Some(from) = l.draft.from else {
        let team = l.names().get(usize::from(attacker)).cloned().unwrap_or_default();
        return Err(Words::new(move |tr| {
            tr.tr("lesson-map-not-from", &[("country", Arg::from(number)), ("team", Arg::from(team.as_str()))])
        }));
    };
    // The engine says why this attack cannot be made (no border, the team's own...).
    match game.attack_allowed(from, c) {
        Ok(()) => Ok(Some(Msg::Draft(DraftMsg::Target(c)))),
        Err(e) => Err(super::rule_error(l.cast(), e)),
    }
}

fn pick_rebellion(l: &LessonScreen, c: CountryId, number: usize) -> Result<Option<Msg>, Words> {
    let game = l.session.game();
    let st = game.state();
    let owner = usize::from(st.countries[c.index()].owner);
    let (own, extra) = game.rebellion_proposals();
    let typed_own = l.draft.rebel_own.get(owner).copied().flatten();
    let chosen_own = typed_own.or(own.get(owner).copied().flatten());
    let extra_allowed =
        extra.get(owner).copied().flatten().is_some() && game.rebellion_extra_choices(owner, chosen_own).contains(&c);
    // The first click on a team's country places its own rebellion; once the teacher
    // has placed that, a click on another of its countries places the extra one.
    if extra_allowed && typed_own.is_some_and(|o| o != c) {
        return Ok(Some(Msg::Draft(DraftMsg::RebelExtra(owner, c))));
    }
    if owner < st.teams.len() && game.rebellion_own_choices(owner).contains(&c) {
        return Ok(Some(Msg::Draft(DraftMsg::RebelOwn(owner, c))));
    }
    if extra_allowed {
        return Ok(Some(Msg::Draft(DraftMsg::RebelExtra(owner, c))));
    }
    Err(Words::new(move |tr| tr.tr("lesson-map-no-rebellion", &[("country", Arg::from(number))])))
}
