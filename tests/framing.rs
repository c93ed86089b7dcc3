//! What the room meets: no pupil is put in the owner's place of enslaved people, on any surface.
//! Every text of the app in three languages (the screens, the projector screen, the phones, the
//! CSV, the engine's words), every printed sheet as it is set (the teacher's phase cards, the
//! phase forms, the rules summary, the history sheet) and the lesson plans are read for a
//! sentence that makes "you" (a team, a class) the buyer or owner of people.

use colony::handouts::{self, writer::Paper};
use colony::i18n::{Language, Translator};
use colony::lesson::Lesson;

/// Phrases that put the listener (or the nation a team plays) in the owner's or buyer's place,
/// in lower case: merchants buy, planters own. "You would own them", "now your nation owned
/// them", "wären ihr Leben lang euer Eigentum", "gehörten sie ihr Leben lang eurer Nation",
/// "Serían vuestros de por vida", "vuestra nación los posee": each of them is caught here.
fn owner_phrases(lang: Language) -> &'static [&'static str] {
    match lang {
        Language::En => &[
            "you would own",
            "you own them",
            "you owned",
            "your nation owned",
            "your nation would own",
            "owned by you",
            "belong to you",
            "yours for life",
            "you bought enslaved",
            "you would buy",
            "your nation bought",
            "nations bought enslaved",
        ],
        Language::De => &[
            "euer eigentum",
            "eurer nation gehör",
            "gehören euch",
            "gehörten euch",
            "euch gehör",
            "ihr besitzt",
            "eure nation besaß",
            "ihr habt versklavte",
            "ihr kauft versklavte",
            "eure nation hat versklavte",
            "die nation kaufte versklavte",
            "das team kaufte",
        ],
        Language::Es => &[
            "serían vuestros",
            "vuestros de por vida",
            "vuestra nación los pose",
            "los poseéis",
            "seríais sus dueños",
            "habéis comprado africanos",
            "compráis africanos",
            "vuestra nación ha comprado",
            "la nación compró africanos",
        ],
    }
}

/// Every text a surface shows in `lang`, as `(where, text)`.
fn surfaces(lang: Language) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    // The texts of every screen, the phones and the engine, as written (selectors and all).
    for (file, src) in lang.sources() {
        for line in src.lines().filter(|l| !l.trim_start().starts_with('#')) {
            out.push((format!("i18n/{}/{file}", lang.code()), line.to_string()));
        }
    }
    // The printed sheets, as set: a sentence broken over lines is read whole.
    let tr = Translator::new(lang);
    let lesson = Lesson::builtin();
    let docs = [
        handouts::teacher_cards(&tr, &lesson, Paper::A4),
        handouts::phase_forms(&tr, &lesson, Paper::A4),
        handouts::rules_summary(&tr, &lesson, Paper::A4),
        handouts::background_sheet(&tr, &lesson, Paper::A4),
    ];
    for doc in docs {
        let text: Vec<&str> = doc.writer.placed.iter().map(|p| p.text.as_str()).collect();
        out.push((format!("{} ({})", doc.name, lang.code()), text.join(" ")));
    }
    out.push((format!("lesson plan ({})", lang.code()), handouts::plan_text(lang).replace('\n', " ")));
    out
}

#[test]
fn no_text_makes_the_class_the_owner_of_enslaved_people() {
    let mut found = Vec::new();
    for lang in Language::ALL {
        let surfaces = surfaces(lang);
        assert!(surfaces.len() > 500, "{lang:?}: every surface is read ({})", surfaces.len());
        for (place, text) in &surfaces {
            let lower = text.to_lowercase();
            for phrase in owner_phrases(lang) {
                if lower.contains(phrase) {
                    found.push(format!("{place}: «{phrase}» in {text:.160}"));
                }
            }
        }
    }
    assert!(found.is_empty(), "the class is put in the owner's place:\n{}", found.join("\n"));
}

/// The slave trade's situation, its outcomes and its discussed texts name the owners: the
/// planters (Pflanzer, hacendados or dueños de las plantaciones), in every language.
#[test]
fn the_slave_trade_names_the_planters_as_the_owners() {
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        let planters: &[&str] = match lang {
            Language::En => &["planters"],
            Language::De => &["pflanzer"],
            Language::Es => &["hacendados", "dueños de las plantaciones"],
        };
        for id in ["p3-slavery", "p3-slavery-yes-outcome-you", "p3-slavery-yes-discussed"] {
            let text = tr.tr(id, &[("team", colony::i18n::Arg::from("Los Halcones"))]).to_lowercase();
            assert!(planters.iter().any(|p| text.contains(p)), "{lang:?} {id}: {text}");
        }
    }
}
