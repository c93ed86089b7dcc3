//! Issue 44: with real dice the app names the throws an entry needs, in the order the entry
//! takes them, so that a class rolls once and the teacher types once. Checked against what the
//! engine really did over many games: with every outcome typed, the list is exactly the dice
//! the entry used, the monopoly ties by the tied teams and the risings by their owners and the
//! team on their left; with none typed, the first throw named is the first one taken.

use std::sync::Arc;

use colony_rules::engine::{ChangeKind, Outcome, Session, TeamInfo, ThrowFor};
use colony_rules::lesson::Lesson;
use colony_rules::simulate::{Player, Policy};

#[test]
fn the_throws_named_are_the_throws_the_entry_takes() {
    let (mut entries, mut monopolies, mut risings) = (0, 0, 0);
    for seed in 0..40u64 {
        let teams = 2 + (seed as usize % 11);
        let infos = (0..teams).map(|i| TeamInfo::new(format!("T{i}"), "red")).collect();
        let lesson = Arc::new(Lesson::builtin());
        let mut s =
            if seed % 2 == 0 { Session::on_map(lesson, infos, seed) } else { Session::new(lesson, infos, seed) }
                .expect("session");
        let mut player = Player::with_policies(seed, vec![Policy::WARMONGER, Policy::SPENDER, Policy::RANDOM]);
        while !s.game().is_over() {
            let input = player.choose(s.game());
            let before = s.game().clone();
            let changes = s.apply(input.clone()).expect("legal");
            let entry = s.record().entries.last().expect("entry").clone();
            let dice: Vec<u8> =
                entry.outcomes.iter().filter_map(|o| if let Outcome::Die(d) = o { Some(*d) } else { None }).collect();
            // Every outcome typed: the list is the entry's own dice, all done.
            let all = before.throws(&entry.input, &entry.outcomes);
            assert_eq!(all.dice.len(), dice.len(), "seed {seed}: {:?}", all.dice);
            assert_eq!(all.typed, dice.len());
            assert_eq!(all.draw, None, "everything was typed");
            // The ties for a product: the tied teams throw, in the order the entry took them.
            let tied: Vec<usize> = changes
                .iter()
                .filter(|c| matches!(c.kind, ChangeKind::MonopolyRoll { .. }))
                .map(|c| usize::from(c.team))
                .collect();
            let named: Vec<usize> =
                all.dice.iter().filter(|t| matches!(t.what, ThrowFor::Monopoly(_))).map(|t| t.thrower).collect();
            assert_eq!(named, tied, "seed {seed}: the monopoly ties");
            monopolies += tied.len();
            // Each fight against a rising: its owner, then the team on its left for the rebels.
            let fights = changes.iter().filter(|c| matches!(c.kind, ChangeKind::RebellionRoll { .. })).count();
            let rising: Vec<_> = all.dice.iter().filter(|t| matches!(t.what, ThrowFor::Rising { .. })).collect();
            assert_eq!(rising.len(), 2 * fights, "seed {seed}: two dice a fight");
            for pair in rising.chunks(2) {
                let [own, rebels] = pair else { panic!("a pair") };
                assert!(matches!(own.what, ThrowFor::Rising { rebels: false, .. }) && own.thrower == own.team);
                assert!(matches!(rebels.what, ThrowFor::Rising { rebels: true, .. }));
                assert_eq!(rebels.thrower, (rebels.team + 1) % teams, "the team on the left rolls for the rebels");
            }
            risings += fights;
            // Nothing typed: the first throw named is the first one the entry took.
            if !dice.is_empty() {
                let none = before.throws(&entry.input, &[]);
                assert_eq!(none.typed, 0);
                assert_eq!(none.dice.first(), all.dice.first(), "seed {seed}: the first throw");
            }
            entries += 1;
        }
    }
    assert!(
        entries > 1000 && monopolies > 20 && risings > 20,
        "{entries} entries, {monopolies} ties, {risings} risings"
    );
}
