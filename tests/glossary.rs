//! `docs/glossary.md` is the one word per thing of each language. This test reads its table
//! and checks every English, German and Spanish text of the app, the handouts, the CSV
//! headers and the lesson plans against it: each glossary word is used, and no variant that
//! the glossary forbids without a condition ("(as …)", "(for …)", …) appears.
#![allow(unused_results)] // a test drops what it does not check

use colony::i18n::{Language, Region};

struct Row {
    concept: String,
    words: [String; 3],
    forbidden: [Vec<String>; 3],
    /// What a locale layer or a region forbids instead of its language ("es-419: vosotros",
    /// "scotland: students"): a region with that layer, or of that id, is checked against this
    /// list, not its language's.
    layered: Vec<(String, Vec<String>)>,
}

impl Row {
    fn forbidden_in(&self, region: &Region) -> &[String] {
        let i = LANGS.iter().position(|&l| l == region.language).unwrap_or(0);
        let layer = self.layered.iter().rev().find(|(l, _)| region.layers.contains(l) || region.id == l);
        layer.map_or(&self.forbidden[i], |(_, list)| list)
    }
}

fn rows() -> Vec<Row> {
    let text = std::fs::read_to_string("docs/glossary.md").expect("docs/glossary.md");
    let mut out = Vec::new();
    for line in text.lines().filter(|l| l.starts_with('|')).skip(2) {
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        assert_eq!(cells.len(), 5, "a glossary row has five columns: {line}");
        let mut forbidden: [Vec<String>; 3] = Default::default();
        let mut layered = Vec::new();
        for part in cells[4].split(" · ") {
            let Some((lang, list)) = part.split_once(": ") else { continue };
            let list: Vec<String> =
                list.split(", ").map(str::trim).filter(|w| *w != "–" && !w.contains('(')).map(String::from).collect();
            let i = match lang.trim() {
                "en" => 0,
                "de" => 1,
                "es" => 2,
                // A locale layer ("es-419") or a region ("scotland") with words of its own.
                other => {
                    layered.push((other.to_string(), list));
                    continue;
                }
            };
            forbidden[i] = list;
        }
        out.push(Row {
            concept: cells[0].to_string(),
            words: [cells[1].to_string(), cells[2].to_string(), cells[3].to_string()],
            forbidden,
            layered,
        });
    }
    assert!(out.len() > 50, "the glossary table was not found");
    out
}

/// The values of a Fluent file's messages (not ids or comments).
fn values(src: &str) -> String {
    let mut out = String::new();
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
    out
}

/// Every text of a language: the values of its Fluent messages and its lesson plan, in every
/// region's edition.
fn corpus(lang: Language) -> String {
    let mut out = String::new();
    for (_, src) in lang.sources() {
        out.push_str(&values(src));
    }
    // Every region's edition of the language: its texts over the language's, and its plan.
    for region in colony::i18n::Region::of(lang) {
        for (_, src) in region.sources() {
            out.push_str(&values(src));
        }
        out.push_str(region.plan());
    }
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

/// What a region's class reads: its language's messages with the region's own over them
/// (a layer's message replaces its language's), and its plan.
fn region_corpus(region: &Region) -> String {
    let mut messages: std::collections::BTreeMap<String, String> = std::collections::BTreeMap::new();
    let sources =
        region.language.sources().iter().map(|&(_, src)| src).chain(region.sources().into_iter().map(|(_, s)| s));
    for src in sources {
        let mut current: Option<String> = None;
        for line in src.lines() {
            if line.starts_with('#') {
                continue;
            }
            match line.split_once(" = ") {
                Some((id, v)) if !id.starts_with(' ') => {
                    messages.insert(id.to_string(), format!("{v}\n"));
                    current = Some(id.to_string());
                }
                _ => {
                    if let Some(m) = current.as_ref().and_then(|id| messages.get_mut(id)) {
                        m.push_str(line);
                        m.push('\n');
                    }
                }
            }
        }
    }
    let mut out: String = messages.into_values().collect();
    out.push_str(region.plan());
    out
}

#[test]
fn no_forbidden_variant_appears_in_any_text() {
    let mut wrong = Vec::new();
    let rows = rows();
    for region in Region::all() {
        let (i, lang) = (LANGS.iter().position(|&l| l == region.language).unwrap_or(0), region.language);
        let text = region_corpus(region);
        for row in &rows {
            for word in row.forbidden_in(region) {
                // A variant that is the word of another thing is forbidden only for this thing.
                let elsewhere = rows.iter().any(|r| {
                    r.concept != row.concept && words_of(&r.words[i]).iter().any(|w| w.eq_ignore_ascii_case(word))
                });
                if !elsewhere && has_word(&text, word, lang == Language::En) {
                    let line = text.lines().find(|l| has_word(l, word, lang == Language::En)).unwrap_or("");
                    wrong.push(format!("{}: «{word}» ({}) in: {line}", region.id, row.concept));
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
