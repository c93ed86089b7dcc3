//! A game position written by hand (a rules table, a scenario, a tool), checked before the
//! engine plays from it, as shakmaty's `Setup` is checked by `from_setup`. The states the engine
//! makes itself (a new game, play, undo, a correction) need no check.

use std::sync::Arc;

use super::{Game, INDEPENDENT, Stage, State};
use crate::lesson::Lesson;

/// Why a hand-made position cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("{teams} teams: the lesson is for {min} to {max}")]
    TeamCount { teams: usize, min: usize, max: usize },
    #[error("step {step}: the lesson has {steps} steps")]
    Step { step: usize, steps: usize },
    #[error("the cards are for {found} team steps, the lesson needs {needed}")]
    Cards { found: usize, needed: usize },
    #[error("country {country} belongs to team {owner}, which is not in the game")]
    Owner { country: usize, owner: u8 },
    #[error("team {team} holds {held} countries: at most {max}")]
    TooManyCountries { team: usize, held: usize, max: usize },
    #[error("{countries} countries are in the game but only {in_play} can be in play")]
    InPlay { countries: usize, in_play: usize },
    #[error("the resources of the bag and the countries are not the game's total")]
    Resources,
    #[error("the colonial wars are under way outside a step of wars")]
    Stage,
    #[error("the colonial wars under way do not fit the game: {0}")]
    Wars(&'static str),
    #[error("the map has {countries} countries, {needed} are in play")]
    MapSize { countries: usize, needed: usize },
    #[error("{countries} countries are in the game but {sites} have a place on the map")]
    Sites { countries: usize, sites: usize },
    #[error("map country {site} is not on the map or holds two countries")]
    Site { site: usize },
}

impl Game {
    /// A game from a position written by hand, after checking that the rules can play it: the
    /// team count, the step, each country's owner, at most a team's tokens of countries each,
    /// the countries in play, every resource accounted for, and a stage that fits the step.
    pub fn from_setup(lesson: Arc<Lesson>, mut state: State) -> Result<Game, SetupError> {
        let l = &lesson.limits;
        let teams = state.teams.len();
        if !(l.min_teams..=l.max_teams).contains(&teams) {
            return Err(SetupError::TeamCount { teams, min: l.min_teams, max: l.max_teams });
        }
        let steps = lesson.steps.len();
        if state.step > steps {
            return Err(SetupError::Step { step: state.step, steps });
        }
        if state.cards.len() != steps * teams {
            return Err(SetupError::Cards { found: state.cards.len(), needed: steps * teams });
        }
        let mut held = vec![0usize; teams];
        for (country, c) in state.countries.iter().enumerate() {
            match held.get_mut(usize::from(c.owner)) {
                Some(n) => *n += 1,
                None if c.owner == INDEPENDENT => {}
                None => return Err(SetupError::Owner { country, owner: c.owner }),
            }
        }
        if let Some((team, &n)) = held.iter().enumerate().find(|(_, n)| **n > l.countries_per_team) {
            return Err(SetupError::TooManyCountries { team, held: n, max: l.countries_per_team });
        }
        if state.countries.len() > state.in_play {
            return Err(SetupError::InPlay { countries: state.countries.len(), in_play: state.in_play });
        }
        let mut sum = state.bag.map(u32::from);
        for c in &state.countries {
            for (s, n) in sum.iter_mut().zip(c.resources) {
                *s += u32::from(n);
            }
        }
        if sum != state.total.map(u32::from) {
            return Err(SetupError::Resources);
        }
        let wars = lesson.steps.get(state.step).is_some_and(|s| s.kind == crate::lesson::StepKind::ColonialWars);
        if matches!(state.stage, Stage::Wars(_)) && !wars {
            return Err(SetupError::Stage);
        }
        if let Stage::Wars(w) = &state.stage {
            check_wars(&state, w)?;
        }
        state.reindex();
        Ok(Game::of(lesson, state))
    }

    /// A game on the app's map from a position written by hand: `from_setup`'s checks, and a
    /// map with exactly the countries in play, on which each country of the game has its own
    /// map country (`State::sites`).
    pub fn from_setup_on_map(lesson: Arc<Lesson>, state: State, map: Arc<crate::map::Map>) -> Result<Game, SetupError> {
        let needed = lesson.countries_in_play(state.teams.len());
        if map.countries.len() != needed || state.in_play != needed {
            return Err(SetupError::MapSize { countries: map.countries.len(), needed });
        }
        if state.sites.len() != state.countries.len() {
            return Err(SetupError::Sites { countries: state.countries.len(), sites: state.sites.len() });
        }
        let mut used = vec![false; map.countries.len()];
        for &s in &state.sites {
            match used.get_mut(s.index()) {
                Some(u) if !*u => *u = true,
                _ => return Err(SetupError::Site { site: s.index() }),
            }
        }
        let mut game = Game::from_setup(lesson, state)?;
        game.map = Some(map);
        Ok(game)
    }
}

/// The wars under way as a hand-made position states them, checked so that `Game::of` never
/// indexes past them: attackers in the game, the one whose turn it is among them, a fight
/// between two countries that exist, the attacker's against another's (or, once it fell, the
/// attacker's own while the armies move in).
fn check_wars(state: &State, w: &super::Wars) -> Result<(), SetupError> {
    let teams = state.teams.len();
    if w.attackers.is_empty() {
        return Err(SetupError::Wars("no attackers"));
    }
    if w.attackers.iter().any(|&a| usize::from(a) >= teams) {
        return Err(SetupError::Wars("an attacker is not in the game"));
    }
    let Some(&attacker) = w.attackers.get(w.current) else {
        return Err(SetupError::Wars("the attacker whose turn it is is not among the attackers"));
    };
    if let Some(f) = w.fight {
        let (Some(from), Some(target)) =
            (state.countries.get(usize::from(f.from)), state.countries.get(usize::from(f.target)))
        else {
            return Err(SetupError::Wars("a fight names a country that is not in the game"));
        };
        if from.owner != attacker {
            return Err(SetupError::Wars("the fight is not from the attacker's country"));
        }
        // Once the country has fallen (armies moving in) it is the attacker's already.
        let holder = if f.occupy { attacker } else { f.defender };
        if target.owner != holder || f.defender == attacker {
            return Err(SetupError::Wars("the fight is not against the defender's country"));
        }
    }
    Ok(())
}
