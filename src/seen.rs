//! What each viewer may see of the lesson now, as boardgame.io's `playerView` says it: the class
//! on the projector screen, or one team on its own devices. One pure function of the record, the
//! entries being typed and what has been revealed; no window, no words. The projector screen and
//! the team devices take what is secret (the cards laid, the gold being spent, what an entry did)
//! from here and from nowhere else; the rest of the game (the standings, the countries, the
//! step) is on the board for everyone.

use crate::engine::{Change, ChangeKind, Expect, Session, SitOut, Spend};

/// Who is looking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// The whole class, on the projector screen.
    Class,
    /// One team, on its devices (by seat).
    Team(usize),
}

/// The lesson as the teacher's screen holds it: the record and what is being entered.
#[derive(Clone, Copy, Debug)]
pub struct Moment<'a> {
    pub session: &'a Session,
    /// The cards typed or sent so far for the decision under way, by seat.
    pub cards: &'a [Option<crate::engine::Card>],
    /// What each team spends at the investment under way, as typed or sent (`None`: nothing yet).
    pub spend: &'a [Option<Spend>],
    /// The entry revealed and still shown: the step it was made at and its changes.
    pub revealed: Option<(usize, &'a [Change])>,
    /// The cards of the decision under way have been turned over for everyone (to throw the
    /// real dice they ask for, or to change one after the reveal).
    pub shown: bool,
}

/// A team's card at the decision under way, as a viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardSeen {
    /// It chooses and has not laid one yet.
    Waiting,
    /// It has laid one; which one is not for this viewer.
    In,
    /// The viewer's own card, or any team's once the cards are turned over for everyone.
    Laid(crate::engine::Card),
    /// It can pay for no option: it sits this decision out.
    SitsOut(SitOut),
    /// It does not choose at this step.
    NotChoosing,
}

/// What a viewer may see, and nothing more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seen {
    pub viewer: Viewer,
    /// Each team's card while a decision is being entered; empty otherwise.
    pub cards: Vec<CardSeen>,
    /// The viewer's own spending at the investment under way (a team only).
    pub spend: Option<Spend>,
    /// What the revealed entry did: for the class every change but the teacher's corrections,
    /// for a team its own changes. With the step it was made at.
    pub revealed: Option<(usize, Vec<Change>)>,
    /// The cards are turned over for everyone: none may change now.
    pub shown: bool,
}

impl Seen {
    /// While a decision is being entered: how many teams have laid their card, and how many
    /// lay one ("5 of 6 cards in"); the same for every viewer.
    pub fn cards_in(&self) -> Option<(usize, usize)> {
        if self.cards.is_empty() {
            return None;
        }
        let laid = self.cards.iter().filter(|c| matches!(c, CardSeen::In | CardSeen::Laid(_))).count();
        let choosing =
            self.cards.iter().filter(|c| matches!(c, CardSeen::Waiting | CardSeen::In | CardSeen::Laid(_))).count();
        Some((laid, choosing))
    }
}

/// What `viewer` may see of the lesson at `moment`.
pub fn seen(viewer: Viewer, moment: &Moment<'_>) -> Seen {
    let game = moment.session.game();
    let own = |t: usize| viewer == Viewer::Team(t);
    let cards = match (game.expecting(), moment.revealed) {
        (Expect::Decide { choosing }, None) => (0..game.state().teams.len())
            .map(|t| match game.sits_out(t) {
                Some(why) => CardSeen::SitsOut(why),
                None if !choosing.contains(t) => CardSeen::NotChoosing,
                None => match moment.cards.get(t).copied().flatten() {
                    Some(c) if own(t) || moment.shown => CardSeen::Laid(c),
                    Some(_) => CardSeen::In,
                    None => CardSeen::Waiting,
                },
            })
            .collect(),
        _ => Vec::new(),
    };
    let spend = match (viewer, game.expecting(), moment.revealed) {
        (Viewer::Team(t), Expect::Invest, None) => moment.spend.get(t).copied().flatten(),
        _ => None,
    };
    let revealed = moment.revealed.map(|(step, changes)| {
        let shown = changes.iter().filter(|c| match viewer {
            Viewer::Class => !matches!(c.kind, ChangeKind::Corrected { .. }),
            Viewer::Team(t) => usize::from(c.team) == t,
        });
        (step, shown.copied().collect())
    });
    Seen { viewer, cards, spend, revealed, shown: moment.shown && moment.revealed.is_none() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Input, TeamInfo};
    use crate::lesson::Lesson;
    use crate::simulate::{Player, Policy};
    use std::sync::Arc;

    fn session(seed: u64) -> Session {
        let teams = (0..6).map(|i| TeamInfo::new(format!("T{i}"), "red")).collect();
        Session::new(Arc::new(Lesson::builtin()), teams, seed).expect("session")
    }

    /// At every decision of 20 games, with the cards laid one by one: the class sees only who is
    /// in, each team only its own card, and no viewer's view changes with another team's choice
    /// of card (only with whether it has laid one).
    #[test]
    fn no_viewer_sees_another_teams_card_before_the_reveal() {
        let mut decisions = 0;
        for seed in 0..20 {
            let mut s = session(seed);
            let mut player = Player::with_policies(seed, vec![Policy::RANDOM]);
            while !s.game().is_over() {
                let input = player.choose(s.game());
                if let Input::Decide { cards, .. } = &input {
                    decisions += 1;
                    let mut laid: Vec<Option<crate::engine::Card>> = vec![None; cards.len()];
                    for (t, c) in cards.iter().enumerate() {
                        laid[t] = *c;
                        let m = Moment { session: &s, cards: &laid, spend: &[], revealed: None, shown: false };
                        let class = seen(Viewer::Class, &m);
                        let laid_so_far = laid.iter().filter(|c| c.is_some()).count();
                        assert_eq!(class.cards_in().map(|(n, _)| n), Some(laid_so_far), "the count of cards in");
                        assert!(!class.cards.iter().any(|c| matches!(c, CardSeen::Laid(_))), "the class sees a card");
                        for v in 0..cards.len() {
                            let team = seen(Viewer::Team(v), &m);
                            for (u, c) in team.cards.iter().enumerate() {
                                assert!(!matches!(c, CardSeen::Laid(_)) || u == v, "team {v} sees team {u}'s card");
                            }
                            // Another card for another team that has laid one: the same view.
                            if let Some(other) = (0..=t).find(|&u| u != v && laid[u].is_some()) {
                                let mut changed = laid.clone();
                                changed[other] = Some(crate::engine::Card(
                                    laid[other].map_or(1, crate::engine::Card::number) % 3 + 1,
                                ));
                                let m2 = Moment { cards: &changed, ..m };
                                assert_eq!(
                                    seen(Viewer::Team(v), &m2),
                                    team,
                                    "team {v}'s view shows team {other}'s card"
                                );
                                assert_eq!(seen(Viewer::Class, &m2), class);
                            }
                        }
                    }
                }
                let _ = s.apply(input).expect("legal");
            }
        }
        assert!(decisions > 100, "{decisions} decisions looked at");
    }

    /// Cards turned over for everyone (to throw the real dice they ask for): every viewer sees
    /// every card laid, and the count stays the count.
    #[test]
    fn cards_turned_over_are_seen_by_everyone() {
        let mut s = session(5);
        while !matches!(s.game().expecting(), Expect::Decide { .. }) {
            let _ = s.apply(Input::PROCEED).expect("the landing");
        }
        let laid: Vec<Option<crate::engine::Card>> =
            (0..6).map(|t| (t != 4).then_some(crate::engine::Card(t as u8 % 3 + 1))).collect();
        let m = Moment { session: &s, cards: &laid, spend: &[], revealed: None, shown: true };
        for viewer in [Viewer::Class, Viewer::Team(0), Viewer::Team(4)] {
            let v = seen(viewer, &m);
            for (t, c) in laid.iter().enumerate() {
                let want = match c {
                    Some(c) => CardSeen::Laid(*c),
                    None => CardSeen::Waiting,
                };
                assert_eq!(v.cards[t], want, "{viewer:?} sees team {t}'s card");
            }
            assert_eq!(v.cards_in(), Some((5, 6)));
        }
    }

    /// After the reveal the class sees everything but the teacher's corrections, each team its
    /// own changes; spending is a team's own, and nobody's before the reveal for the class.
    #[test]
    fn the_reveal_shows_the_class_all_but_corrections_and_each_team_its_own() {
        let s = session(3);
        let changes = vec![
            Change {
                team: 0,
                cause: crate::engine::Cause::default(),
                kind: ChangeKind::Card { card: crate::engine::Card(2) },
            },
            Change {
                team: 1,
                cause: crate::engine::Cause::default(),
                kind: ChangeKind::Card { card: crate::engine::Card(1) },
            },
            Change {
                team: 1,
                cause: crate::engine::Cause::default(),
                kind: ChangeKind::Corrected { what: crate::engine::Quantity::Gold, from: 3, to: 4 },
            },
        ];
        let m = Moment { session: &s, cards: &[], spend: &[], revealed: Some((0, &changes)), shown: false };
        assert_eq!(seen(Viewer::Class, &m).revealed, Some((0, changes[..2].to_vec())));
        assert_eq!(seen(Viewer::Team(1), &m).revealed, Some((0, changes[1..].to_vec())));
        assert_eq!(seen(Viewer::Team(0), &m).revealed, Some((0, changes[..1].to_vec())));
        assert!(seen(Viewer::Class, &m).cards.is_empty(), "no cards once revealed");
    }
}
