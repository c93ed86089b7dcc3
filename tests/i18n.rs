//! Texts: the three languages build, carry the same engine messages with the same variables,
//! and every refusal reads as a sentence in each language.

use colony::engine::{Product, RuleError};
use colony::i18n::{Language, Translator};
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
    for file in ["engine.ftl", "ui.ftl"] {
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
        WrongInput { expected: "expect-decide" },
        GameOver,
        NoSuchTeam { team: 4 },
        NoCardExpected { team: 1 },
        MissingCard { team: 0 },
        Overspend { team: 0, cost: 3, gold: 2 },
        NoCountryToSpendOn { team: 1 },
        NoSuchCountry { country: 40 },
        NotTeamsCountry { team: 0, country: 2 },
        NoArmiesToAttack { country: 3 },
        AttackOwnCountry,
        AttackIndependent,
        AttackNoToken { team: 1 },
        FightUnderWay,
        NoFight,
        HasCity { country: 1 },
        HasRebellion { country: 1 },
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
        v.push(BadCard { team: 0, card: 4, options: n });
        v.push(CannotPay { team: 1, cost: m, gold: 0 });
        v.push(OccupyTooMany { armies: m, max: m });
        v.push(BagShort { product: Product::Tea, have: n as u16 });
        v.push(TooManyOutcomes { unused: n });
    }
    v
}

#[test]
fn every_refusal_formats_in_every_language_with_team_names() {
    let names = vec!["Los Conquistadores".to_string(), "Ørsted & Co".to_string()];
    for l in Language::ALL {
        let tr = Translator::new(l);
        for e in all_errors() {
            let m = e.message(&tr, &names);
            assert!(!m.starts_with("error-"), "{}: no text for {e:?}", l.code());
            assert!(!m.contains('{') && !m.contains('}'), "{}: unresolved in {m}", l.code());
            assert!(m.ends_with('.') || m.ends_with(':'), "{}: not a sentence: {m}", l.code());
        }
    }
    let de = Translator::new(Language::De);
    assert_eq!(
        RuleError::CannotPay { team: 0, cost: 1, gold: 0 }.message(&de, &names),
        "Los Conquistadores kann diese Karte nicht wählen: Sie kostet ein Gold, das Team hat 0. Bitte gib eine andere Karte ein."
    );
    let es = Translator::new(Language::Es);
    assert_eq!(RuleError::NeedDie { team: 1 }.message(&es, &names), "Introduce el siguiente dado de Ørsted & Co.");
    assert_eq!(RuleError::NeedDie { team: 3 }.message(&es, &names), "Introduce el siguiente dado de equipo 4.");
}
