//! The lesson file: the built-in lesson checks out, and every kind of mistake is reported
//! with its place, never with a panic.
#![allow(unused_results)] // a test drops what it does not check

use proptest::prelude::*;

use colony_rules::lesson::{BUILTIN, Lesson, StepKind};

#[test]
fn the_builtin_lesson_has_four_phases_and_ten_decision_rounds() {
    let l = Lesson::from_toml(BUILTIN).expect("loads");
    assert_eq!(l.phases.len(), 4);
    assert_eq!(l.phases.iter().map(|p| p.century).collect::<Vec<_>>(), vec![1, 2, 3, 4]);
    assert_eq!(l.steps.iter().filter(|s| s.round.is_some()).count(), 10);
    assert_eq!(l.steps.iter().filter(|s| s.kind == StepKind::Investment).count(), 3);
}

#[test]
fn countries_in_play_and_the_bag_follow_the_rulings() {
    let l = Lesson::builtin();
    let table = [(2, 15), (4, 15), (5, 18), (6, 18), (7, 21), (12, 36)];
    for (teams, countries) in table {
        assert_eq!(l.countries_in_play(teams), countries, "{teams} teams");
    }
    assert_eq!(l.bag_for(6).iter().map(|&n| u32::from(n)).sum::<u32>(), 164);
    assert_eq!(l.bag_for(2), l.bag_for(6));
    // 7 teams: 14 * 7 / 6 = 16.33 -> 17; 13 * 7 / 6 = 15.17 -> 16.
    assert_eq!(l.bag_for(7)[0], 17);
    assert_eq!(l.bag_for(7)[11], 16);
    assert_eq!(l.bag_for(12)[0], 28);
    assert_eq!((l.limits.start_gold, l.limits.start_prestige, l.limits.countries_per_team), (5, 10, 6));
}

fn error_of(src: &str) -> String {
    Lesson::from_toml(src).expect_err("must be refused").to_string()
}

#[test]
fn mistakes_are_reported_with_their_place() {
    let cases = [
        (
            BUILTIN.replace("\"+1R\", \"+1P\"", "\"+1R\", \"+1Q\""),
            "phase 1 (landing), step 2 (p1-contact), option 2 (trade), effect 2: unknown effect \"+1Q\"",
        ),
        (
            BUILTIN.replace("\"1-2\" = [], \"3-6\" = [\"+1R@first\"]", "\"1-2\" = [], \"4-6\" = [\"+1R@first\"]"),
            "step 3 (p1-expansion), option 2 (search), effect 1: the die table does not cover face 3",
        ),
        (
            BUILTIN.replace(
                "farm = { roll = { \"1-2\" = [], \"3-6\" = [\"+1R\"] } }",
                "farm = { roll = { \"1-2\" = [], \"2-6\" = [\"+1R\"] } }",
            ),
            "investment.farm: the die table covers face 2 twice",
        ),
        (BUILTIN.replace("{ teams = \"5-6\", countries = 18 },", ""), "limits.countries-in-play: 0 rows cover 5 teams"),
        (BUILTIN.replace("teams = \"2-12\"", "teams = \"2-20\""), "limits.teams: the app supports at most 12 teams"),
        (BUILTIN.replace("gems = 14", "jade = 14"), "bag: unknown product \"jade\""),
        (
            BUILTIN.replace(
                "kind = \"investment\"\ntext = \"investment\"",
                "kind = \"investment\"\ntext = \"investment\"\noptions = [{ id = \"x\", label = \"y\", effects = [] }]",
            ),
            "only a step where teams choose can have options",
        ),
        (
            BUILTIN.replace("effects = [\"attack\"]", "effects = [\"+1P\"]"),
            "step 11 (p3-wars): the colonial wars need an option with \"attack\"",
        ),
        (BUILTIN.replace("[[phases.steps]]\nid = \"p2-church\"", "[[phases.steps\nid = \"p2-church\""), "line"),
        (BUILTIN.replace("kind = \"monopolies\"", "kind = \"auction\""), "line"),
        (BUILTIN.replace("\"slave-ship\"", "\"attack\""), "does not belong in a Decision step"),
        (
            BUILTIN.replace(r#"step = "p3-slavery", option = "yes""#, r#"step = "p3-slaves", option = "yes""#),
            "phase 3 (economy), debrief slavery: the debrief names a step the lesson does not have",
        ),
        (
            BUILTIN.replace(r#"step = "p1-contact", option = "trade""#, r#"step = "p1-contact", option = "barter""#),
            "phase 1 (landing), debrief traded: the debrief names an option its step does not have",
        ),
    ];
    for (src, want) in cases {
        assert_ne!(src, BUILTIN, "the case for «{want}» changes nothing");
        let got = error_of(&src);
        assert!(got.contains(want), "expected «{want}» in «{got}»");
    }
    let broken = error_of("id = \"x\"\nversion = [");
    assert!(broken.starts_with("line 2, column"), "{broken}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(src in ".{0,400}") {
        let _ = Lesson::from_toml(&src);
    }

    #[test]
    fn mutated_lessons_never_panic(cut in 0usize..BUILTIN.len(), len in 0usize..40, insert in "[-+0-9a-z@\"=\\[\\]{}, \n]{0,12}") {
        let mut src = BUILTIN.to_string();
        let start = (0..=cut).rev().find(|&i| src.is_char_boundary(i)).unwrap_or(0);
        let end = (start + len).min(src.len());
        let end = (end..=src.len()).find(|&i| src.is_char_boundary(i)).unwrap_or(src.len());
        src.replace_range(start..end, &insert);
        let _ = Lesson::from_toml(&src);
    }
}
