//! The regions: each an edition of its language (`regions/<id>/`, docs/dev.md "Regions"). Every
//! region has its own plan and reads; its texts replace only messages its language has, with
//! the same variables; a Latin American class never reads a *vosotros* form, on any screen,
//! phone or sheet; a class file keeps its region.

use std::collections::{BTreeMap, BTreeSet};

use colony::i18n::{Language, Region, Translator};

/// A Fluent file's messages by id, each with its whole source (all variants and attributes).
fn raw_messages(src: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in src.lines() {
        let starts_message = !line.starts_with([' ', '#', '-', '}', '[', '*', '.']) && line.contains(" =");
        if starts_message {
            let (id, value) = line.split_once(" =").unwrap_or((line, ""));
            let id = id.trim().to_string();
            let _ = out.insert(id.clone(), value.to_string());
            current = Some(id);
        } else if line.starts_with(' ') || line.trim() == "}" {
            if let Some(text) = current.as_ref().and_then(|id| out.get_mut(id)) {
                text.push('\n');
                text.push_str(line);
            }
        } else {
            current = None;
        }
    }
    out
}

/// The variables a message's source names (`{ $x }`, selectors too).
fn variables(src: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = src;
    while let Some(at) = rest.find('$') {
        let tail = &rest[at + 1..];
        let end = tail.find(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_')).unwrap_or(tail.len());
        let _ = out.insert(tail[..end].to_string());
        rest = &tail[end..];
    }
    out
}

fn base_messages(language: Language) -> BTreeMap<String, String> {
    let mut all = BTreeMap::new();
    for (_, src) in language.sources() {
        all.extend(raw_messages(src));
    }
    all
}

/// What a region's class reads: the language's messages with the region's layers and texts
/// over them, by id.
fn effective_messages(region: &Region) -> BTreeMap<String, String> {
    let mut all = base_messages(region.language);
    for (_, src) in region.sources() {
        all.extend(raw_messages(src));
    }
    all
}

/// The words of a text outside its placeholders and selectors' keys, lowercase.
fn words(text: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    // A variant's key (`[one]`, `*[other]`) is not text either.
    let plain: String = plain
        .lines()
        .map(|l| l.trim_start().trim_start_matches('*'))
        .map(|l| if l.starts_with('[') { l.split_once(']').map_or("", |(_, r)| r) } else { l })
        .collect::<Vec<_>>()
        .join("\n");
    plain.split(|c: char| !c.is_alphabetic()).filter(|w| !w.is_empty()).map(str::to_lowercase).collect()
}

#[test]
fn every_region_reads_has_its_own_plan_and_replaces_only_what_its_language_has() {
    assert_eq!(Region::errors(), &[], "every region.toml reads");
    let ids: Vec<&str> = Region::all().iter().map(|r| r.id).collect();
    for expected in ["england", "scotland", "berlin-brandenburg", "bavaria", "spain", "mexico"] {
        assert!(ids.contains(&expected), "{expected} in {ids:?}");
    }
    for region in Region::all() {
        assert!(region.has_own_plan(), "{}: regions/{}/lesson-plan.md", region.id, region.id);
        let plan = region.plan();
        assert!(plan.starts_with("# "), "{}: the plan opens with its title", region.id);
        assert!(plan.contains("<!-- debrief-sheet -->"), "{}: the plan marks the debrief sheet's part", region.id);
        let base = base_messages(region.language);
        let tr = Translator::try_region(region).unwrap_or_else(|e| panic!("{}: {e}", region.id));
        for (file, src) in region.sources() {
            let res = fluent_bundle::FluentResource::try_new(src.to_string());
            assert!(res.is_ok(), "{file} parses: {:?}", res.err().map(|(_, e)| e));
            for (id, text) in raw_messages(src) {
                let Some(theirs) = base.get(&id) else {
                    panic!("{file}: {id} is not a message of the {} texts", region.language.code());
                };
                assert_eq!(variables(&text), variables(theirs), "{file}: {id} names the same variables");
                assert!(tr.has(&id), "{}: {id}", region.id);
            }
        }
    }
}

/// The *vosotros* forms the Spanish edition of Spain uses (`tests/data/vosotros.txt`): none
/// reaches a Latin American class, on the wall, a phone, a form or in the plan.
#[test]
fn no_vosotros_form_reaches_a_latin_american_class() {
    let list = include_str!("data/vosotros.txt");
    let forms: BTreeSet<&str> = list.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
    assert!(forms.len() > 20, "the list of forms is there");
    // The list is Spain's own usage: each form is met in the Spanish edition somewhere.
    let spain: BTreeSet<String> = base_messages(Language::Es).values().flat_map(|t| words(t)).collect();
    let met = forms.iter().filter(|f| spain.contains(**f)).count();
    assert!(met * 2 > forms.len(), "most forms of the list are Spain's edition's ({met} of {})", forms.len());
    let latin: Vec<&Region> = Region::all().iter().filter(|r| r.layers.iter().any(|l| l.ends_with("-419"))).collect();
    assert!(!latin.is_empty(), "a Latin American edition");
    for region in latin {
        let mut found = Vec::new();
        for (id, text) in effective_messages(region) {
            for w in words(&text) {
                if forms.contains(w.as_str()) {
                    found.push(format!("{id}: «{w}»"));
                }
            }
        }
        for (i, line) in region.plan().lines().enumerate() {
            for w in words(line) {
                if forms.contains(w.as_str()) {
                    found.push(format!("lesson-plan.md:{}: «{w}»", i + 1));
                }
            }
        }
        assert!(found.is_empty(), "{}: {} vosotros forms:\n{}", region.id, found.len(), found.join("\n"));
    }
}

/// A new class keeps its region in its file, and a class opened again speaks it.
#[test]
fn a_class_file_keeps_its_region() {
    let lesson = std::sync::Arc::new(colony::lesson::Lesson::builtin());
    let teams = (0..3)
        .map(|i| colony::engine::TeamInfo { name: format!("T{i}"), colour: "red".into(), students: vec![] })
        .collect();
    let mut s = colony::engine::Session::new(lesson.clone(), teams, 7).expect("session");
    s.set_language("es");
    s.set_region("mexico");
    let json = serde_json::to_string(s.record()).expect("json");
    let back: colony::engine::Record = serde_json::from_str(&json).expect("reads");
    assert_eq!(back.region.as_deref(), Some("mexico"));
    let region = Region::for_class(Language::Es, back.region.as_deref());
    assert_eq!(region.id, "mexico");
    assert_eq!(Translator::for_region(region).region().id, "mexico");
    // A file from before regions speaks its language's default edition.
    let old: colony::engine::Record =
        serde_json::from_str(&json.replace(",\"region\":\"mexico\"", "")).expect("an old file");
    assert_eq!(old.region, None);
    assert_eq!(Region::for_class(Language::Es, old.region.as_deref()).id, "spain");
}

#[test]
fn a_mexican_class_gets_its_csv_with_commas_a_spanish_one_with_semicolons() {
    use colony::export::{Delimiter, Options};
    let of = |id: &str| Options::for_region(Region::from_id(id).expect(id)).delimiter;
    assert_eq!(of("mexico"), Delimiter::Comma, "Excel in Mexico reads the decimal point");
    assert_eq!(of("spain"), Delimiter::Semicolon);
    assert_eq!(of("bavaria"), Delimiter::Semicolon);
    assert_eq!(of("scotland"), Delimiter::Comma);
}

#[test]
fn a_card_after_a_teams_name_never_speaks_to_the_team() {
    // "Los Halcones · 2 · Comerciáis con ellos" mixes the third person and the second.
    let lesson = colony::lesson::Lesson::builtin();
    for region in Region::all() {
        let tr = Translator::for_region(region);
        for step in &lesson.steps {
            for o in &step.options {
                let named = colony::report::card_named(&tr, &o.label);
                let second = words(&named).into_iter().find(|w| {
                    w.ends_with("áis")
                        || w.ends_with("éis")
                        || w.starts_with("vuestr")
                        || ["os", "nos", "you", "your", "we", "euch", "eure", "euer", "wir"].contains(&w.as_str())
                });
                assert!(second.is_none(), "{}: {} «{named}»", region.id, o.label);
            }
        }
    }
}
