//! Texts: the three languages build, carry the same engine messages with the same variables,
//! and every refusal reads as a sentence in each language.
#![allow(unused_results)] // a test drops what it does not check

use colony::engine::Card;
use colony::engine::{Product, RuleError, SitOut, Waiting};
use colony::i18n::{Language, Translator};
use colony::lesson::{BUILTIN, Lesson};
use colony::report::errors;
use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};

fn vars_of(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            let inline = match expression {
                Expression::Inline(i) => i,
                Expression::Select { selector, variants } => {
                    for v in variants {
                        vars_of(&v.value, out);
                    }
                    selector
                }
            };
            if let InlineExpression::VariableReference { id } = inline {
                out.insert(id.name.to_string());
            }
        }
    }
}

fn messages(lang: Language, file: &str) -> BTreeMap<String, BTreeSet<String>> {
    let src = lang.sources().iter().find(|(f, _)| *f == file).map(|(_, s)| *s).expect("file");
    let res = FluentResource::try_new(src.to_string()).expect("parses");
    let mut out = BTreeMap::new();
    for entry in res.entries() {
        if let Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(v) = &m.value {
                vars_of(v, &mut vars);
            }
            out.insert(m.id.name.to_string(), vars);
        }
    }
    out
}

#[test]
fn every_language_builds() {
    for l in Language::ALL {
        Translator::try_new(l).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn engine_and_interface_messages_have_the_same_ids_and_variables_in_every_language() {
    for file in ["engine.ftl", "ui.ftl", "lesson.ftl"] {
        let en = messages(Language::En, file);
        assert!(en.len() > 40, "{file}");
        for l in [Language::De, Language::Es] {
            assert_eq!(messages(l, file), en, "{file}: {} differs from en", l.code());
        }
    }
}

#[test]
fn every_interface_message_formats_in_every_language() {
    for l in Language::ALL {
        let tr = Translator::new(l);
        for (id, vars) in messages(Language::En, "ui.ftl") {
            let args: Vec<(&str, colony::i18n::Arg<'_>)> =
                vars.iter().map(|v| (v.as_str(), colony::i18n::Arg::from(2i64))).collect();
            let text = tr.tr(&id, &args);
            assert!(!text.is_empty() && !text.contains('{'), "{}: {id} gives «{text}»", l.code());
            assert!(tr.has(&id), "{}: {id} missing", l.code());
        }
    }
}

fn all_errors() -> Vec<RuleError> {
    use RuleError::*;
    let mut v = vec![
        WrongInput { expected: Waiting::Decide },
        WrongInput { expected: Waiting::Over },
        GameOver,
        NoSuchTeam { team: 4 },
        NoCardExpected { team: 1, why: SitOut::NoRebellion },
        NoCardExpected { team: 1, why: SitOut::NoGold },
        MissingCard { team: 0 },
        Overspend { team: 0, cost: 3, gold: 2 },
        NoCountryToSpendOn { team: 1 },
        NoSuchCountry { country: 40 },
        NotTeamsCountry { team: 0, country: colony::engine::CountryId(2) },
        NoArmiesToAttack { country: colony::engine::CountryId(3) },
        NoBorder { from: colony::engine::CountryId(3), target: colony::engine::CountryId(7) },
        PlaceNotAllowed { team: 1, site: colony::engine::Site(6) },
        UnknownMap { name: "continent-99".into() },
        MapSize { countries: 15, needed: 18 },
        AttackOwnCountry,
        AttackIndependent,
        AttackNoToken { team: 1 },
        FightUnderWay,
        NoFight,
        HasCity { country: colony::engine::CountryId(1) },
        HasRebellion { country: colony::engine::CountryId(1) },
        NeedDie { team: 1 },
        NeedDraw { team: 0 },
        BadDie { die: 7 },
        NotInBag { product: Product::Coffee },
        BadValue { value: -1 },
        NoTokenForCountry { team: 1 },
    ];
    for n in [0usize, 1, 2, 5, 21] {
        let m = n as u32;
        v.push(TeamCount { teams: n, min: 2, max: 12 });
        v.push(CardCount { given: n, teams: n });
        v.push(BadCard { team: 0, card: Card(4), options: n });
        v.push(CannotPay { team: 1, cost: m, gold: 0 });
        v.push(OccupyTooMany { armies: m, max: m });
        v.push(BagShort { product: Product::Tea, have: n as u16 });
        v.push(TooManyOutcomes { unused: n });
        v.push(NotDiscussed { step: "p3-wars".into() });
        v.push(DiscussedReached { step: "p3-slavery".into() });
    }
    use colony::engine::limits::{Part, TooLarge as Large};
    for part in [
        Part::Bytes,
        Part::Teams,
        Part::ClassName,
        Part::Date,
        Part::Language,
        Part::TeamName,
        Part::Colour,
        Part::Students,
        Part::StudentName,
        Part::Entries,
        Part::PerTeam,
        Part::Places,
        Part::Reason,
        Part::DiscussedChanges,
    ] {
        v.push(TooLarge(Large { part, at: Some(1), found: 99, max: 12 }));
        v.push(TooLarge(Large { part, at: None, found: 99, max: 12 }));
    }
    v
}

/// Every kind of refusal, by name. The match has no wildcard: a new kind of `RuleError` does
/// not compile here until it is named, and then `all_errors` must hold one of it.
fn kind(e: &RuleError) -> &'static str {
    use RuleError::*;
    match e {
        WrongInput { .. } => "WrongInput",
        GameOver => "GameOver",
        TeamCount { .. } => "TeamCount",
        NoSuchTeam { .. } => "NoSuchTeam",
        CardCount { .. } => "CardCount",
        MissingCard { .. } => "MissingCard",
        NoCardExpected { .. } => "NoCardExpected",
        BadCard { .. } => "BadCard",
        CannotPay { .. } => "CannotPay",
        Overspend { .. } => "Overspend",
        NoCountryToSpendOn { .. } => "NoCountryToSpendOn",
        NoSuchCountry { .. } => "NoSuchCountry",
        NotTeamsCountry { .. } => "NotTeamsCountry",
        NoArmiesToAttack { .. } => "NoArmiesToAttack",
        NoBorder { .. } => "NoBorder",
        PlaceNotAllowed { .. } => "PlaceNotAllowed",
        UnknownMap { .. } => "UnknownMap",
        MapSize { .. } => "MapSize",
        AttackOwnCountry => "AttackOwnCountry",
        AttackIndependent => "AttackIndependent",
        AttackNoToken { .. } => "AttackNoToken",
        FightUnderWay => "FightUnderWay",
        NoFight => "NoFight",
        OccupyTooMany { .. } => "OccupyTooMany",
        HasCity { .. } => "HasCity",
        HasRebellion { .. } => "HasRebellion",
        NeedDie { .. } => "NeedDie",
        NeedDraw { .. } => "NeedDraw",
        BadDie { .. } => "BadDie",
        NotInBag { .. } => "NotInBag",
        BagShort { .. } => "BagShort",
        BadValue { .. } => "BadValue",
        NoTokenForCountry { .. } => "NoTokenForCountry",
        TooManyOutcomes { .. } => "TooManyOutcomes",
        TooLarge(_) => "TooLarge",
        NotDiscussed { .. } => "NotDiscussed",
        DiscussedReached { .. } => "DiscussedReached",
    }
}

#[test]
fn the_list_of_refusals_holds_every_kind() {
    let kinds: std::collections::BTreeSet<&str> = all_errors().iter().map(kind).collect();
    assert_eq!(kinds.len(), 37, "every kind of RuleError is in all_errors: {kinds:?}");
}

#[test]
fn every_refusal_formats_in_every_language_with_team_names() {
    let names = vec!["Los Conquistadores".to_string(), "Ørsted & Co".to_string()];
    for l in Language::ALL {
        let tr = Translator::new(l);
        for e in all_errors() {
            let m = errors::rule(&tr, &names, &e);
            assert!(!m.starts_with("error-"), "{}: no text for {e:?}", l.code());
            assert!(!m.contains('{') && !m.contains('}'), "{}: unresolved in {m}", l.code());
            assert!(m.ends_with('.') || m.ends_with(':'), "{}: not a sentence: {m}", l.code());
        }
    }
    let de = Translator::new(Language::De);
    assert_eq!(
        errors::rule(&de, &names, &RuleError::CannotPay { team: 0, cost: 1, gold: 0 }),
        "Los Conquistadores: Diese Karte kostet ein Gold, und das Team hat 0 Gold. Bitte gib eine andere Karte ein."
    );
    let es = Translator::new(Language::Es);
    assert_eq!(
        errors::rule(&es, &names, &RuleError::NeedDie { team: 1 }),
        "Introduce el siguiente dado de Ørsted & Co."
    );
    assert_eq!(errors::rule(&es, &names, &RuleError::NeedDie { team: 3 }), "Introduce el siguiente dado de equipo 4.");
}

#[test]
fn every_message_formats_without_errors_for_a_range_of_numbers() {
    for l in Language::ALL {
        let tr = Translator::new(l);
        for file in ["engine.ftl", "ui.ftl", "lesson.ftl"] {
            for (id, vars) in messages(Language::En, file) {
                for n in [0i64, 1, 2, 5, 21] {
                    let args: Vec<(&str, colony::i18n::Arg<'_>)> =
                        vars.iter().map(|v| (v.as_str(), colony::i18n::Arg::from(n))).collect();
                    let text = tr.tr_checked(&id, &args).unwrap_or_else(|e| panic!("{}: {e}", l.code()));
                    assert!(!text.trim().is_empty(), "{}: {id} is empty", l.code());
                }
            }
        }
    }
}

#[test]
fn the_lesson_has_every_text_in_every_language() {
    let lesson = colony::lesson::Lesson::builtin();
    for l in Language::ALL {
        colony::i18n::check_lesson_texts(&lesson, &Translator::new(l)).unwrap_or_else(|e| panic!("{}: {e}", l.code()));
    }
}

#[test]
fn german_and_spanish_are_not_english() {
    // A message left in English in de or es would read the same as the English one.
    let en = Translator::new(Language::En);
    let allowed = ["app-title", "team-number", "setup-default-team", "col-team", "col-gold", "projector-title"];
    for l in [Language::De, Language::Es] {
        let tr = Translator::new(l);
        for file in ["lesson.ftl", "ui.ftl", "engine.ftl"] {
            for (id, vars) in messages(Language::En, file) {
                if vars.is_empty() && !allowed.contains(&id.as_str()) && id.len() > 12 {
                    let (a, b) = (en.text(&id), tr.text(&id));
                    assert!(
                        a != b || a.len() < 12 || id.contains("sources"),
                        "{}: {id} reads like English: {b}",
                        l.code()
                    );
                }
            }
        }
    }
}

#[test]
fn the_debrief_names_what_the_class_did() {
    use std::sync::Arc;
    let text = std::fs::read_to_string("rules/tests/data/example-game.json").expect("example");
    let rec = colony::engine::Record::from_json(&text).expect("parses");
    let lesson = Arc::new(colony::lesson::Lesson::builtin());
    let s = colony::engine::Session::replay(lesson.clone(), rec.clone()).expect("replays");
    let names = rec.names();
    let en = colony::report::debrief(&Translator::new(Language::En), &names, s.game());
    assert_eq!(en.len(), 4);
    assert!(
        en[0].questions[0].text.starts_with(
            "Attacked the people of the coast: Red Lions. Traded with the people of the coast: Ørsted & Co."
        )
    );
    assert!(
        en[2].questions[0]
            .text
            .starts_with("Took part in the slave trade: Ørsted & Co. Refused the slave trade: Red Lions, Ελλάδα.")
    );
    assert!(
        en[3].questions[0].text.starts_with(
            "Sent the army against the rebels: Red Lions, Ελλάδα. Negotiated with the rebels: Ørsted & Co."
        )
    );
    let de = colony::report::debrief(&Translator::new(Language::De), &names, s.game());
    assert!(
        de[1].questions[1].text.starts_with("Gegen die Völker im Landesinneren gekämpft: Ελλάδα."),
        "{}",
        de[1].questions[1].text
    );
    // Every form of government, the monarchy too.
    assert!(
        de[3].questions[1].text.starts_with(
            "Eine Demokratie unterstützt: Red Lions. Eine Monarchie unterstützt: Ελλάδα. \
             Eine Diktatur unterstützt: Ørsted & Co."
        ),
        "{}",
        de[3].questions[1].text
    );
    assert!(en[3].questions[1].text.contains("Backed a monarchy: Ελλάδα."), "{}", en[3].questions[1].text);
    let es = colony::report::debrief(&Translator::new(Language::Es), &names, s.game());
    assert!(es[0].background.contains("Tordesillas") && es[0].sources.starts_with("Bibliografía:"));
    // The literature is listed as literature, a primary source marked as such.
    assert!(es[0].sources.contains("Fuente primaria: Bartolomé de las Casas"), "{}", es[0].sources);
    // Early in a game, nobody has chosen yet.
    let fresh = colony::engine::Game::new(lesson.clone(), 3).expect("game");
    let es0 = colony::report::debrief(&Translator::new(Language::Es), &names, &fresh);
    assert!(es0[0].questions[0].text.starts_with("Atacaron a la gente de la costa: nadie."));
    assert!(
        en[0].questions[0].text.contains("Left the people of the coast alone: "),
        "every card of the first contact is named"
    );
    // The projector screen shows each question alone, the choices it asks about beside it:
    // the same words as the sentence, in every language.
    let q = &en[0].questions[0];
    let labels: Vec<&str> = q.groups.iter().map(|g| g.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "Attacked the people of the coast",
            "Traded with the people of the coast",
            "Left the people of the coast alone"
        ]
    );
    assert_eq!(q.groups[1].teams, vec![1], "Ørsted & Co traded");
    assert_eq!(q.ask, "What did each choice bring your nation, and what did it bring the people of the coast?");
    for lang in [Language::En, Language::De, Language::Es] {
        for phase in colony::report::debrief(&Translator::new(lang), &names, s.game()) {
            for q in &phase.questions {
                assert!(q.text.ends_with(&q.ask), "{lang:?}: {} / {}", q.text, q.ask);
                for g in &q.groups {
                    let named = if g.teams.is_empty() {
                        Translator::new(lang).text("debrief-nobody")
                    } else {
                        g.teams.iter().map(|&t| names[t].clone()).collect::<Vec<_>>().join(", ")
                    };
                    assert!(q.text.contains(&format!("{}: {named}.", g.label)), "{lang:?}: {} in {}", g.label, q.text);
                }
            }
        }
    }
}

#[test]
fn a_missing_text_is_named_with_its_place() {
    let l = Lesson::from_toml(&BUILTIN.replace("label = \"p1-contact-trade\"", "label = \"p1-contact-barter\""))
        .expect("loads");
    let err = colony::i18n::check_lesson_texts(&l, &Translator::new(Language::En)).expect_err("text missing");
    assert_eq!(
        err.to_string(),
        "step p1-contact, option trade label: the text \"p1-contact-barter\" is missing in the en texts"
    );
}

/// Every kind of failure that reaches a teacher (a refused record, a file that cannot be read or
/// written, a class that does not replay) is worded in each language, and German and Spanish
/// are not the English words.
#[test]
fn every_failure_is_worded_in_the_interface_language() {
    use colony::engine::ReplayError;
    use colony::store::StoreError;
    use std::io::{Error, ErrorKind};
    let names = vec!["Ørsted & Co".to_string()];
    let io_kinds = [
        ErrorKind::NotFound,
        ErrorKind::PermissionDenied,
        ErrorKind::StorageFull,
        ErrorKind::ReadOnlyFilesystem,
        ErrorKind::IsADirectory,
        ErrorKind::NotADirectory,
        ErrorKind::AlreadyExists,
    ];
    let replays = [
        ReplayError::Format { found: 9 },
        ReplayError::Lesson { expected: "a".into(), expected_version: 1, found: "b".into(), found_version: 2 },
        ReplayError::Teams(RuleError::TeamCount { teams: 13, min: 2, max: 12 }),
        ReplayError::Entry { index: 3, error: RuleError::MissingCard { team: 0 } },
        ReplayError::Unused { index: 3, unused: 2 },
        ReplayError::NoEntry { index: 9, len: 5 },
    ];
    let words = |tr: &Translator| -> Vec<String> {
        let mut out: Vec<String> = replays.iter().map(|e| errors::replay(tr, &names, e)).collect();
        out.extend(io_kinds.iter().map(|&k| errors::io(tr, &Error::from(k))));
        let path = std::path::PathBuf::from("/tmp/9b.json");
        out.push(errors::store(tr, &StoreError::Read { path: path.clone(), source: Error::from(ErrorKind::NotFound) }));
        out.push(errors::store(
            tr,
            &StoreError::Write { path: path.clone(), source: Error::from(ErrorKind::StorageFull) },
        ));
        let source = serde_json::from_str::<serde_json::Value>("{ x").expect_err("not json");
        out.push(errors::store(tr, &StoreError::Parse { path: path.clone(), source }));
        out.push(errors::store(
            tr,
            &StoreError::Replay { path, names: names.clone(), error: ReplayError::Unused { index: 0, unused: 1 } },
        ));
        out
    };
    let en = words(&Translator::new(Language::En));
    for l in [Language::De, Language::Es] {
        for (mine, english) in words(&Translator::new(l)).iter().zip(&en) {
            assert_ne!(mine, english, "{}: still English: {mine}", l.code());
            assert!(!mine.contains('{') && !mine.contains("replay-") && !mine.contains("io-"), "{mine}");
        }
    }
}

/// After a number, the noun that follows must agree with it: a table of each language's nouns
/// in the singular and the plural (and those that do not change). A noun not in the table fails
/// too, so the table grows with the texts.
fn noun_forms(l: Language) -> (Vec<&'static str>, Vec<&'static str>, Vec<&'static str>) {
    // (singular, plural, same in both or not a noun)
    let (sg, pl, other) = match l {
        Language::En => (
            "army byte card character class entry game proposal resource student team roll value die monopoly \
             country device second nation time question minute code",
            "armies bytes cards characters classes entries games proposals resources students teams rolls values \
             dice monopolies countries devices seconds nations times questions minutes codes",
            "gold prestige Los against already and built by can cannot does for from gives has in is left lists lost \
             moves now of on put rose taken ticked to under was won would connected counts farming more beats less per later wrong",
        ),
        Language::De => (
            "Ansehenspunkt Armee Byte Eingabe Eintrag Karte Klasse Partie Rohstoff Schülerin Team Vorschlag Wert Wurf Land \
             Ackerbauwurf Gerät Sekunde Nation Frage Minute",
            "Ansehenspunkte Armeen Bytes Eingaben Einträge Karten Klassen Partien Rohstoffe Schülerinnen Teams Vorschläge \
             Werte Würfe Länder Ackerbauwürfe Geräte Sekunden Nationen Fragen Minuten",
            "Gold Würfel Zeichen Schüler Los an angekreuzte auf aus bis da den dieser ein einen eingezogen enthält \
             erhoben erkämpften erlaubt erobert exportiert fehlen gebaut gefallen gegen gehalten gehört gespeichert \
             gewürfelt gibt hat in ins ist liegt nehmen korrigieren korrigiert lässt mit nennt verlegt verloren von wird wurde \
             würde sperren verbunden zählt weitere weiteres grenzt kann kommen je fällt legen und spätere statt wie hätte wäre falscher falsche",
        ),
        Language::Es => (
            "alumno byte carácter carta clase ejército entrada equipo oro partida propuesta punto recurso tirada \
             valor país conectado dispositivo segundo nación vez cambio pregunta minuto porqué código",
            "alumnos bytes caracteres cartas clases ejércitos entradas equipos oros partidas propuestas puntos \
             recursos tiradas valores países conectados dispositivos segundos naciones veces cambios preguntas minutos porqués códigos",
            "a al arrebatado cambia conquistó construida contra da de defendido desde e en fue ha no perdido por se sofocada \
             tiene y ya Los cuenta más todavía sobra habría",
        ),
    };
    let words = |s: &'static str| s.split_whitespace().collect::<Vec<_>>();
    (words(sg), words(pl), words(other))
}

#[test]
fn after_every_number_the_noun_agrees() {
    let mut wrong = Vec::new();
    let mut unknown: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for l in Language::ALL {
        let tr = Translator::new(l);
        let (singular, plural, neutral) = noun_forms(l);
        for (file, _) in l.sources() {
            for (id, vars) in messages(Language::En, file) {
                // Variables that hold words, not numbers (a product, a signed change shown with
                // its delta, a name); and a maximum that is never 1 (there are at least 2 teams).
                let words = [
                    "product",
                    "signed",
                    "team",
                    "class",
                    "date",
                    "why",
                    "path",
                    "names",
                    "phase",
                    "step",
                    "url",
                    "address",
                    "list",
                    "letter",
                    "a",
                    "b",
                    "gold",
                    "prestige",
                    "attacker",
                    "defender",
                    "countries",
                    "holder",
                    "former",
                ];
                for v in vars.iter().filter(|v| !words.contains(&v.as_str())) {
                    for n in [0i64, 1, 2, 5, 21] {
                        if id == "error-team-count" && v == "max" && n < 2 {
                            continue;
                        }
                        let args: Vec<(&str, colony::i18n::Arg<'_>)> = vars
                            .iter()
                            .map(|w| {
                                if w == v {
                                    (w.as_str(), colony::i18n::Arg::from(n))
                                } else {
                                    (w.as_str(), colony::i18n::Arg::from("Los Halcones"))
                                }
                            })
                            .collect();
                        let text = tr.tr(&id, &args);
                        let num = n.to_string();
                        let mut rest = text.as_str();
                        while let Some(at) = rest.find(&num) {
                            let before = rest[..at].chars().next_back();
                            let after = &rest[at + num.len()..];
                            rest = after;
                            if before
                                .is_some_and(|c| c.is_alphanumeric() || c == '.' || c == ',' || c == '+' || c == '-')
                            {
                                continue;
                            }
                            let Some(tail) = after.strip_prefix(' ') else { continue };
                            let word: String = tail.chars().take_while(|c| c.is_alphabetic()).collect();
                            if word.is_empty() {
                                continue;
                            }
                            let w = word.as_str();
                            if singular.contains(&w) {
                                if n != 1 {
                                    wrong.push(format!("{}: {id} with {v} = {n}: «{text}»", l.code()));
                                }
                            } else if plural.contains(&w) {
                                if n == 1 {
                                    wrong.push(format!("{}: {id} with {v} = {n}: «{text}»", l.code()));
                                }
                            } else if !neutral.contains(&w) {
                                unknown.entry(l.code().to_string()).or_default().insert(word.clone());
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(unknown.is_empty(), "words after a number that the table does not know: {unknown:?}");
    assert!(wrong.is_empty(), "numbers and nouns that disagree:\n{}", wrong.join("\n"));
}

/// No English word in a German or Spanish text: the values of every message (book titles in
/// the sources excepted) and the lesson plan, read for common English words.
#[test]
fn no_english_word_is_left_in_german_or_spanish() {
    let english = [
        "the",
        "and",
        "with",
        "your",
        "you",
        "of",
        "is",
        "are",
        "this",
        "from",
        "have",
        "which",
        "what",
        "who",
        "when",
        "it",
        "they",
        "their",
        "there",
        "been",
        "would",
        "should",
        "could",
        "team",
        "card",
        "cards",
        "step",
        "phase",
        "teacher",
        "projector",
        "back",
        "next",
        "open",
        "save",
        "none",
        "yes",
    ];
    let mut found = Vec::new();
    for l in [Language::De, Language::Es] {
        let mut texts: Vec<(String, String)> = Vec::new();
        // Every message of a Fluent file as `tr` gives it (a book's title excepted).
        let add = |texts: &mut Vec<(String, String)>, tr: &Translator, file: &str, src: &str| {
            let res = FluentResource::try_new(src.to_string()).expect("parses");
            for entry in res.entries() {
                if let Entry::Message(m) = entry
                    && !m.id.name.contains("sources")
                {
                    texts.push((format!("{file} {}", m.id.name), tr.text(m.id.name)));
                }
            }
        };
        let tr = Translator::new(l);
        for (file, src) in l.sources() {
            add(&mut texts, &tr, file, src);
        }
        for region in colony::i18n::Region::of(l) {
            let tr = Translator::for_region(region);
            for (file, src) in region.sources() {
                add(&mut texts, &tr, &file, src);
            }
            for (i, line) in region.plan().lines().enumerate() {
                // A line that cites a book may carry its English title.
                if !line.contains('*') {
                    texts.push((format!("{}/lesson-plan.md:{}", region.id, i + 1), line.to_string()));
                }
            }
        }
        for (place, text) in texts {
            // Placeholders ({ $team }) are not text.
            let mut plain = String::new();
            let mut depth = 0;
            for c in text.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ if depth == 0 => plain.push(c),
                    _ => {}
                }
            }
            for word in plain.split(|c: char| !c.is_alphabetic() && c != '\'') {
                if english.contains(&word) {
                    found.push(format!("{}: {place}: «{word}» in {text}", l.code()));
                }
            }
        }
    }
    assert!(found.is_empty(), "English words:\n{}", found.join("\n"));
}

/// Each phase's background also in a few sentences to read aloud (about 60 to 80 words; the
/// espeak-ng timing, under 45 s, is in tests/speech.rs), under half the note.
#[test]
fn every_phase_has_a_short_background_to_read_aloud() {
    let lesson = colony::lesson::Lesson::builtin();
    for region in colony::i18n::Region::all() {
        let (lang, tr) = (region.id, Translator::for_region(region));
        for phase in &lesson.phases {
            let short = tr.text(&format!("debrief-{}-short", phase.id));
            let long = tr.text(&format!("debrief-{}-background", phase.id));
            let words = short.split_whitespace().count();
            assert!((50..=85).contains(&words), "{lang} {}: {words} words", phase.id);
            assert!(words * 2 < long.split_whitespace().count(), "{lang} {}: not much shorter", phase.id);
        }
    }
}

/// Violence has an actor: the teacher's screen and the log name the nation that did it, and the
/// team's own phones say "your nation" (never "you": the class plays nations, it kills no one),
/// in three languages.
#[test]
fn a_conquest_names_who_did_it_and_the_phone_says_you() {
    use colony::engine::{Cause, Change, ChangeKind, CountryId};
    let names = vec!["Los Halcones".to_string(), "Ørsted & Co".to_string()];
    let lesson = colony::lesson::Lesson::builtin();
    let change = |kind| Change { team: 0, cause: Cause::default(), kind };
    let took = change(ChangeKind::Conquered { country: CountryId(6) });
    let cases = [
        (Language::En, "Los Halcones took country 7 from the people living there.", "Your nation took country 7"),
        (Language::De, "Los Halcones: Die Nation nahm Land 7 den Menschen, die dort lebten.", "Eure Nation hat Land 7"),
        (
            Language::Es,
            "Los Halcones: su nación arrebató el país 7 a la gente que vivía allí.",
            "Vuestra nación ha arrebatado el país 7",
        ),
    ];
    for (lang, log, phone) in cases {
        let tr = Translator::new(lang);
        assert_eq!(colony::report::describe(&tr, &lesson, &names, &took), log);
        let own = colony::report::describe_to_team(&tr, &lesson, &names, &took);
        assert!(own.starts_with(phone), "{own}");
        // A change with no second-person form loses the team's name in front, and keeps the rest.
        let won = colony::report::describe_to_team(&tr, &lesson, &names, &change(ChangeKind::FightWon));
        assert!(!won.contains("Los Halcones") && won.chars().next().is_some_and(char::is_uppercase), "{won}");
    }
}
