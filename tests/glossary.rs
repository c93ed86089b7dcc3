//! `docs/glossary.md` is the one word per thing of each language. This test reads its table
//! and checks every English, German and Spanish text of the app, the handouts, the CSV
//! headers and the lesson plans against it: each glossary word is used, and no variant that
//! the glossary forbids without a condition ("(as …)", "(for …)", …) appears.
#![allow(unused_results)] // a test drops what it does not check

use colony::i18n::Language;

struct Row {
    concept: String,
    words: [String; 3],
    forbidden: [Vec<String>; 3],
}

fn rows() -> Vec<Row> {
    let text = std::fs::read_to_string("docs/glossary.md").expect("docs/glossary.md");
    let mut out = Vec::new();
    for line in text.lines().filter(|l| l.starts_with('|')).skip(2) {
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        assert_eq!(cells.len(), 5, "a glossary row has five columns: {line}");
        let mut forbidden: [Vec<String>; 3] = Default::default();
        for part in cells[4].split(" · ") {
            let Some((lang, list)) = part.split_once(": ") else { continue };
            let i = match lang.trim() {
                "en" => 0,
                "de" => 1,
                "es" => 2,
                other => panic!("unknown language {other} in {line}"),
            };
            forbidden[i] =
                list.split(", ").map(str::trim).filter(|w| *w != "–" && !w.contains('(')).map(String::from).collect();
        }
        out.push(Row {
            concept: cells[0].to_string(),
            words: [cells[1].to_string(), cells[2].to_string(), cells[3].to_string()],
            forbidden,
        });
    }
    assert!(out.len() > 50, "the glossary table was not found");
    out
}

/// Every text of a language: the values of its Fluent messages (not ids or comments) and its
/// lesson plan.
fn corpus(lang: Language) -> String {
    let mut out = String::new();
    for (_, src) in lang.sources() {
        for line in src.lines() {
            if line.starts_with('#') {
                continue;
            }
            let value = match line.split_once(" = ") {
                Some((id, v)) if !id.starts_with(' ') => v,
                _ => line,
            };
            out.push_str(value);
            out.push('\n');
        }
    }
    let plan = format!("lessons/{}/lesson-plan.md", lang.code());
    out.push_str(&std::fs::read_to_string(&plan).expect("lesson plan"));
    out
}

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '-' || c == '\''
}

/// Whether `word` occurs in `text` as a whole word (German and Spanish keep their case: "Sie"
/// and "sie" differ; English ignores it).
fn has_word(text: &str, word: &str, ignore_case: bool) -> bool {
    let (text, word) =
        if ignore_case { (text.to_lowercase(), word.to_lowercase()) } else { (text.to_string(), word.to_string()) };
    let mut start = 0;
    while let Some(at) = text[start..].find(&word) {
        let i = start + at;
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        if !before.is_some_and(is_word_char) && !after.is_some_and(is_word_char) {
            return true;
        }
        start = i + word.len();
    }
    false
}

/// The forms a glossary cell lists: the parts between semicolons, commas and slashes, and the
/// forms in brackets after "pl." or "counted:"; notes in brackets are dropped.
fn words_of(cell: &str) -> Vec<String> {
    let mut forms = Vec::new();
    let mut plain = String::new();
    let mut note = String::new();
    let mut depth = 0;
    for c in cell.chars() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                for prefix in ["pl. ", "counted: "] {
                    if let Some(rest) = note.trim().strip_prefix(prefix) {
                        forms.extend(rest.split([',', ';']).map(|f| f.trim().to_string()));
                    }
                }
                note.clear();
            }
            _ if depth == 0 => plain.push(c),
            _ => note.push(c),
        }
    }
    forms.extend(
        plain.split([';', ',', '/']).map(|p| p.trim().trim_matches(['"', '„', '“', '«', '»']).trim().to_string()),
    );
    forms.retain(|f| !f.is_empty() && !f.contains(':') && !f.contains('=') && f.chars().any(char::is_alphabetic));
    forms
}

const LANGS: [Language; 3] = [Language::En, Language::De, Language::Es];

#[test]
fn no_forbidden_variant_appears_in_any_text() {
    let mut wrong = Vec::new();
    for (i, lang) in LANGS.into_iter().enumerate() {
        let text = corpus(lang);
        let rows = rows();
        for row in &rows {
            for word in &row.forbidden[i] {
                // A variant that is the word of another thing is forbidden only for this thing.
                let elsewhere = rows.iter().any(|r| {
                    r.concept != row.concept && words_of(&r.words[i]).iter().any(|w| w.eq_ignore_ascii_case(word))
                });
                if !elsewhere && has_word(&text, word, lang == Language::En) {
                    let line = text.lines().find(|l| has_word(l, word, lang == Language::En)).unwrap_or("");
                    wrong.push(format!("{}: «{word}» ({}) in: {line}", lang.code(), row.concept));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "forbidden by docs/glossary.md:\n{}", wrong.join("\n"));
}

#[test]
fn every_glossary_word_is_used() {
    let mut missing = Vec::new();
    for (i, lang) in LANGS.into_iter().enumerate() {
        let text = corpus(lang).to_lowercase();
        for row in rows() {
            // A cell lists forms ("army (pl. armies)", "seat; seating order"): one of them is used.
            let forms = words_of(&row.words[i]);
            if !forms.is_empty() && !forms.iter().any(|w| text.contains(&w.to_lowercase())) {
                missing.push(format!("{}: {forms:?} ({})", lang.code(), row.concept));
            }
        }
    }
    assert!(missing.is_empty(), "glossary words no text uses:\n{}", missing.join("\n"));
}

#[test]
fn the_glossary_parser_sees_conditions_and_forms() {
    assert!(has_word("Die Armee rückt vor.", "Armee", false));
    assert!(!has_word("Die Armeen rücken vor.", "Armee", false));
    assert!(!has_word("sie kommen", "Sie", false));
    assert!(has_word("Gold decides", "gold", true));
    assert_eq!(words_of("army (pl. armies)"), vec!["armies", "army"]);
    assert_eq!(words_of("seat; seating order"), vec!["seat", "seating order"]);
    assert_eq!(words_of("Gold (counted: 1 Gold, 5 Gold)"), vec!["1 Gold", "5 Gold", "Gold"]);
    let rows = rows();
    let country = rows.iter().find(|r| r.concept.starts_with("country")).expect("country row");
    assert!(country.forbidden[1].contains(&"Feld".to_string()), "{:?}", country.forbidden[1]);
    // "(as a team)" is a condition: not checked mechanically.
    let nation = rows.iter().find(|r| r.concept.starts_with("nation")).expect("nation row");
    assert!(!nation.forbidden[0].iter().any(|w| w.starts_with("country")));
}
