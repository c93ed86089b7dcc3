//! The printable handouts: the committed PDFs are what the code makes today (byte for byte);
//! every text stays inside its box and frame at 12 pt or more, 15 mm from the edge; no table,
//! chart or form crosses a page break; every phase form fits its A5 half; tick boxes are
//! 6 mm; blank PDFs stay under 100 KB and filled ones under 200 KB even with names in every
//! script. The tests that read the PDFs back with poppler (pdftotext, pdffonts, pdftoppm) are
//! run by `.ci/run`: `cargo test --test handouts -- --ignored`.
#![allow(unused_results)] // a test drops what it does not check

mod common;

use std::process::Command;
use std::sync::Arc;

use colony::engine::{Record, Session, TeamInfo};
use colony::handouts::fonts::{self, Weight};
use colony::handouts::writer::{INNER, MARGIN, MIN_PT, Paper, TICK};
use colony::handouts::{self, Document};
use colony::i18n::{Language, Translator};
use colony::lesson::Lesson;
use colony::simulate::Player;

fn lesson() -> Lesson {
    Lesson::builtin()
}

fn example() -> Record {
    Record::from_json(&std::fs::read_to_string("rules/tests/data/example-game.json").expect("example")).expect("parses")
}

fn play(names: &[&str], seed: u64) -> Record {
    play_on(names, seed, false)
}

/// A whole game, on the app's map or on the own board.
fn play_on(names: &[&str], seed: u64, on_map: bool) -> Record {
    let teams = names.iter().map(|n| TeamInfo::new(*n, "grey")).collect();
    let mut s = if on_map {
        Session::on_map(Arc::new(lesson()), teams, seed).expect("session")
    } else {
        Session::new(Arc::new(lesson()), teams, seed).expect("session")
    };
    s.set_class("Ελλάδα 9β — Колония", "2026-11-30");
    let mut player = Player::new(seed);
    while !s.game().is_over() {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    s.record().clone()
}

/// A whole 12-team game whose team names are 40 letters long, on the app's map (its filled
/// score sheet ends with the map after each phase).
fn twelve_long_names() -> Record {
    play_on(&common::LONG_NAMES, 11, true)
}

/// Team names in every script a class may use.
const SCRIPTS: [&str; 12] = [
    "Équipe Ærø Łódź",
    "Ομάδα Άλφα",
    "Команда Ёжик",
    // With the lam-alef ligature (لأ), whose text must read back in order.
    "فريق الأسود",
    "مُحَمَّد ٤٢",
    "צוות הכוכבים",
    "שָׁלוֹם 7",
    "星星队",
    "チーム桜",
    "東京の船",
    "🚀 Rockets 🌟",
    "👩‍💻 Coders 👍🏽",
];

fn all_scripts() -> Record {
    play(&SCRIPTS, 5)
}

fn replay(rec: &Record) -> Session {
    let l = lesson();
    Session::replay(Arc::new(l), rec.clone()).expect("replays")
}

fn check_layout(doc: &Document, paper: Paper) {
    let (pw, ph) = doc.writer.page_size();
    let name = doc.name;
    // The A3 board is A3 whatever the paper of the rest.
    let portrait = if name == "board-a3" { Paper::A3.size_mm() } else { paper.size_mm() };
    assert!(pw == portrait.0 || pw == portrait.1, "{name}: page size");
    for p in &doc.writer.placed {
        let f = p.frame;
        assert!(p.size >= MIN_PT, "{name}: «{}» is set in {} pt", p.text, p.size);
        assert!(f.left >= MARGIN - 0.01 && f.right <= pw - MARGIN + 0.01, "{name}: frame in the margin");
        assert!(f.top >= MARGIN - 0.01 && f.bottom <= ph - MARGIN + 0.01, "{name}: frame in the margin");
        if f.right < pw / 2.0 {
            assert!(f.right <= pw / 2.0 - INNER + 0.01, "{name}: the left half reaches the cut line");
        } else if f.left > MARGIN + 1.0 {
            assert!(f.left >= pw / 2.0 + INNER - 0.01, "{name}: the right half reaches the cut line");
        }
        assert!(p.x >= f.left - 0.01, "{name}: «{}» starts left of its frame", p.text);
        assert!(p.x + p.width <= p.limit + 0.01, "{name}: «{}» runs out of its box", p.text);
        assert!(p.limit <= f.right + 0.01, "{name}: «{}» may leave its frame", p.text);
        assert!(p.top >= f.top - 0.01, "{name}: «{}» above its frame", p.text);
        assert!(
            p.top + p.height <= f.bottom + 0.01,
            "{name}: «{}» crosses the bottom of the page ({} + {} > {}, page {})",
            p.text,
            p.top,
            p.height,
            f.bottom,
            p.page
        );
    }
    for m in &doc.writer.marks {
        assert!(m.w >= TICK - 0.01 && m.h >= TICK - 0.01, "{name}: a box smaller than 6 mm");
        assert!(m.x >= m.frame.left - 0.01 && m.x + m.w <= m.frame.right + 0.01, "{name}: a box out of its frame");
        assert!(m.top + m.h <= m.frame.bottom + 0.01, "{name}: a box crosses the bottom of the page");
    }
    // A heading never ends a page: something of its own follows it on the same page.
    for (i, p) in doc.writer.placed.iter().enumerate() {
        if p.weight == colony::handouts::fonts::Weight::SemiBold && p.size > MIN_PT + 1.0 {
            let next = doc.writer.placed.get(i + 1);
            assert!(
                next.is_none_or(|n| n.page == p.page),
                "{name}: the heading «{}» is alone at the bottom of page {}",
                p.text,
                p.page + 1
            );
        }
    }
    for b in &doc.writer.blocks {
        assert!(b.top >= b.frame.top - 0.01, "{name}: {} starts above its frame", b.name);
        assert!(
            b.top + b.height <= b.frame.bottom + 0.01,
            "{name}: {} crosses a page break ({} + {} > {})",
            b.name,
            b.top,
            b.height,
            b.frame.bottom
        );
    }
}

#[test]
fn the_committed_handouts_are_fresh() {
    let l = lesson();
    // Each language's default edition whole; of each other region what differs from it.
    for region in colony::i18n::Region::all() {
        let tr = Translator::for_region(region);
        // The default edition's files, checked against the code in its own turn.
        let base = colony::i18n::Region::default_for(region.language).folder();
        let committed = |name: &str| std::fs::read(format!("handouts/{base}/{name}.pdf")).unwrap_or_default();
        for doc in handouts::blank(&tr, &l, Paper::of_region(region)) {
            let (name, path) = (doc.name, format!("handouts/{}/{}.pdf", region.folder(), doc.name));
            let bytes = doc.pdf();
            if !region.default && committed(name) == bytes {
                assert!(!std::path::Path::new(&path).exists(), "{path} is the same as its language's: remove it");
                continue;
            }
            let committed = std::fs::read(&path).unwrap_or_default();
            assert!(
                committed == bytes,
                "{path} differs from what the code makes: run `cargo run --release -- handouts` and commit"
            );
        }
    }
}

/// Letter is narrower and taller than A4: a sheet that fits A4 fits it too, in every region's
/// edition (the country sheet's table too, which could go onto a second page of its own there).
#[test]
fn the_one_page_sheets_stay_one_page_on_letter() {
    let l = lesson();
    for region in colony::i18n::Region::all() {
        let tr = Translator::for_region(region);
        for paper in [Paper::A4, Paper::Letter] {
            for doc in [handouts::country_sheet(&tr, &l, paper), handouts::rules_summary(&tr, &l, paper)] {
                assert_eq!(doc.writer.page_count(), 1, "{} {} on {paper:?}", region.id, doc.name);
            }
        }
    }
}

#[test]
fn nothing_leaves_its_box_or_crosses_a_page_with_twelve_long_names() {
    let l = lesson();
    let session = replay(&twelve_long_names());
    for paper in [Paper::A4, Paper::Letter] {
        for lang in Language::ALL {
            let tr = Translator::new(lang);
            for doc in handouts::blank(&tr, &l, paper) {
                check_layout(&doc, paper);
                let name = doc.name;
                let bytes = doc.pdf();
                // The boards: 8 maps (32 quarter sheets) in a file, under 200 KB (with the
                // neighbours in words and the rounded borders, the 2x2 file is some 176 KB); the
                // lesson plan, some 25 pages of text, under 200 KB.
                let most = match name {
                    n if n.starts_with("board") => 200,
                    "lesson-plan" => 200,
                    _ => 100,
                };
                assert!(bytes.len() < most * 1024, "blank {name} ({}) is {} bytes", lang.code(), bytes.len());
            }
            for doc in handouts::filled(&tr, &l, paper, &session) {
                check_layout(&doc, paper);
                if doc.name == "score-sheet-filled" {
                    // The map after each phase: four maps with their captions, the letters in them.
                    let title = tr.text("handout-maps-title");
                    assert!(doc.writer.placed.iter().any(|p| p.text == title), "{}: no «{title}»", lang.code());
                    let letters = doc.writer.placed.iter().filter(|p| is_held_label(&p.text)).count();
                    assert!(letters >= 4 * 12, "{}: {letters} team letters on the four maps", lang.code());
                }
                let name = doc.name;
                let bytes = doc.pdf();
                assert!(bytes.len() < 200 * 1024, "{name} ({}) is {} bytes", lang.code(), bytes.len());
            }
        }
    }
}

#[test]
fn each_phase_form_fits_its_a5_half_two_to_a_sheet() {
    let l = lesson();
    for paper in [Paper::A4, Paper::Letter] {
        for region in colony::i18n::Region::all() {
            let tr = Translator::for_region(region);
            let doc = handouts::phase_forms(&tr, &l, paper);
            let (w, h) = doc.writer.page_size();
            assert!(w > h, "phase forms are printed on landscape sheets");
            assert_eq!(doc.writer.page_count(), l.phases.len(), "{}: one sheet per phase", region.id);
            let forms: Vec<_> = doc.writer.blocks.iter().filter(|b| b.name.starts_with("phase form")).collect();
            assert_eq!(forms.len(), 2 * l.phases.len());
            for (i, f) in forms.iter().enumerate() {
                assert_eq!(f.page, i / 2, "form {i} on its sheet");
                assert!(f.frame.width() <= w / 2.0 - MARGIN - INNER + 0.01, "form {i} is an A5 half");
                assert!(f.top + f.height <= f.frame.bottom, "form {i} fits its half ({} mm)", f.height);
            }
            // Every decision's cards are there, each with its tick box, and a line for the reasons;
            // a step discussed by default (the slave trade) has no box to tick for taking part.
            let decisions: usize =
                l.steps.iter().filter(|s| !s.options.is_empty() && !s.may_be_discussed).map(|s| s.options.len()).sum();
            let ticks = doc.writer.marks.iter().filter(|m| (m.w - TICK).abs() < 0.01).count();
            assert_eq!(ticks, 2 * decisions, "{}: a tick box per card on each half", region.id);

            // Under the slave trade the team writes what it meant for the people taken, never
            // why it chose it.
            let why = tr.text("handout-why");
            let reasons = doc.writer.placed.iter().filter(|p| p.text == why).count();
            assert_eq!(reasons, 2 * (l.steps.iter().filter(|s| !s.options.is_empty()).count() - 1));
            let taken = tr.text("handout-why-p3-slavery");
            assert_eq!(doc.writer.placed.iter().filter(|p| p.text == taken).count(), 2, "{}", region.id);
            let team = tr.text("handout-team");
            assert_eq!(doc.writer.placed.iter().filter(|p| p.text == team).count(), 2 * l.phases.len());
        }
    }
}

#[test]
fn headings_are_semibold_and_rank_columns_say_what_they_hold() {
    let l = lesson();
    let tr = Translator::new(Language::De);
    let docs = handouts::filled(&tr, &l, Paper::A4, &replay(&example()));
    let sheet = docs.iter().find(|d| d.name == "score-sheet-filled").expect("score sheet");
    let placed = &sheet.writer.placed;
    for head in [tr.text("handout-rank-gold"), tr.text("handout-rank-prestige"), tr.text("handout-rankings")] {
        // A heading may wrap in a narrow column: every line of it is set in SemiBold.
        let lines: Vec<_> = placed.iter().filter(|p| p.text.len() > 5 && head.contains(&p.text)).collect();
        assert!(!lines.is_empty(), "no «{head}»");
        assert!(lines.iter().all(|p| p.weight == Weight::SemiBold), "«{head}» is a heading");
    }
    assert!(!placed.iter().any(|p| p.text.contains("Reichste") || p.text == "Folgen"), "old headers");
    // The chart is kept on one page, and so are the rankings.
    for name in ["chart", "rankings"] {
        assert!(sheet.writer.blocks.iter().any(|b| b.name == name), "no {name}");
    }
}

#[test]
fn the_worksheet_holds_the_class_facts_and_three_questions() {
    let l = lesson();
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        let session = replay(&example());
        let docs = handouts::filled(&tr, &l, Paper::A4, &session);
        let sheet = docs.iter().find(|d| d.name == "debrief-worksheet").expect("worksheet");
        let text: String = sheet.writer.placed.iter().map(|p| p.text.as_str()).collect::<Vec<_>>().join(" ");
        for q in ["results-debrief-1", "results-debrief-2", "results-debrief-3"] {
            let first = tr.text(q).split_whitespace().take(3).collect::<Vec<_>>().join(" ");
            assert!(text.contains(&first), "{}: question {q}", lang.code());
        }
        for team in session.record().names() {
            assert!(text.contains(&team), "{}: team {team}", lang.code());
        }
        // Both rankings: each team's gold and prestige at the end with the rank in brackets.
        assert!(text.contains(&tr.text("col-gold")) && text.contains(&tr.text("col-prestige")), "{}", lang.code());
        let end = colony::engine::standings(session.game().state());
        for r in &end {
            let cell = |n: u32, rank: usize| format!("{n} ({rank})");
            let tied = |f: &dyn Fn(&colony::engine::Standing) -> usize| end.iter().filter(|o| f(o) == f(r)).count() > 1;
            if !tied(&|o| o.rank_gold) {
                assert!(text.contains(&cell(r.gold, r.rank_gold)), "{}: gold of team {}", lang.code(), r.team);
            }
            if !tied(&|o| o.rank_prestige) {
                assert!(text.contains(&cell(r.prestige, r.rank_prestige)), "{}: prestige of {}", lang.code(), r.team);
            }
        }
        // A team's card as the class laid it: the example's first team attacked on the coast.
        let attack = colony::report::card_named(&tr, &l.steps[1].options[0].label);
        assert!(text.contains(&attack), "{}: «{attack}»", lang.code());
        assert_eq!(sheet.writer.blocks.iter().filter(|b| b.name.starts_with("question")).count(), 3);
    }
}

#[test]
fn names_in_every_script_are_shaped_with_real_glyphs() {
    let l = lesson();
    let session = replay(&all_scripts());
    let tr = Translator::new(Language::En);
    for doc in handouts::filled(&tr, &l, Paper::A4, &session) {
        check_layout(&doc, Paper::A4);
        for p in &doc.writer.placed {
            let shaped = fonts::shape(&p.text, p.weight);
            assert!(shaped.glyphs.iter().all(|g| g.gid != 0), "{}: «{}» has a missing glyph", doc.name, p.text);
        }
        let name = doc.name;
        let size = doc.pdf().len();
        println!("{name} with every script: {size} bytes");
        assert!(size < 200 * 1024, "{name} with every script is {size} bytes");
    }
}

#[test]
fn the_same_handouts_come_out_every_time() {
    let l = lesson();
    let tr = Translator::new(Language::De);
    let rec = all_scripts();
    let a: Vec<Vec<u8>> = handouts::filled(&tr, &l, Paper::A4, &replay(&rec)).into_iter().map(Document::pdf).collect();
    let _ = handouts::blank(&tr, &l, Paper::Letter);
    let b: Vec<Vec<u8>> = handouts::filled(&tr, &l, Paper::A4, &replay(&rec)).into_iter().map(Document::pdf).collect();
    assert_eq!(a, b);
}

/// The blank score sheet's rows carry the teams' letters, A to L, in order: the board, the
/// country sheets and the monopolies' tally name the teams by them.
#[test]
fn the_blank_score_sheets_rows_are_the_teams_letters() {
    let l = lesson();
    let dir = temp_dir("score-letters");
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        let doc = handouts::score_sheet(&tr, &l, Paper::A4, None);
        let path = dir.join(format!("{}.pdf", lang.code()));
        std::fs::write(&path, doc.pdf()).expect("write");
        let text = tool(
            "pdftotext",
            &[
                "-layout".as_ref(),
                "-f".as_ref(),
                "1".as_ref(),
                "-l".as_ref(),
                "1".as_ref(),
                path.as_os_str(),
                "-".as_ref(),
            ],
        );
        let firsts: Vec<&str> =
            text.lines().filter_map(|line| line.split_whitespace().next()).filter(|w| w.len() == 1).collect();
        let letters: Vec<String> = (0..l.limits.max_teams).map(colony::board::mark).collect();
        assert_eq!(firsts, letters, "{lang:?}: the rows' letters");
    }
    clean(&dir);
}

#[test]
fn the_filled_score_sheet_names_a_step_a_team_sat_out() {
    use colony::simulate::Policy;
    let l = Arc::new(lesson());
    let teams = (0..3).map(|i| TeamInfo::new(format!("Team {i}"), "grey")).collect();
    let mut s = Session::new(l.clone(), teams, 8).expect("session");
    let mut player = Player::with_policies(8, vec![Policy::SPENDER, Policy::PASSIVE, Policy::PASSIVE]);
    while !s.game().is_over() {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    for (lang, words) in [
        (Language::En, "no card: no gold for any option"),
        (Language::De, "keine Karte: kein Gold für eine Option"),
        (Language::Es, "sin carta: no hay oro para ninguna opción"),
    ] {
        let tr = Translator::new(lang);
        let docs = handouts::filled(&tr, &l, Paper::A4, &s);
        let sheet = docs.iter().find(|d| d.name == "score-sheet-filled").expect("score sheet");
        let text: String = sheet.writer.placed.iter().map(|p| p.text.as_str()).collect::<Vec<_>>().join(" ");
        assert!(text.contains(words), "{}: {text}", lang.code());
    }
}

/// The filled score sheet's table of cards starts where there is room and breaks between rows,
/// and no page holds its last row alone (kept whole, with 3 teams in German the chart would
/// stand alone on page 2; with 7 teams one row would stand alone on the last page).
#[test]
fn filled_sheets_keep_questions_literature_and_last_rows_together() {
    let l = lesson();
    let names = ["Los Halcones", "Die Adler", "The Foxes", "Les Loups", "Os Lobos", "De Leeuwen", "I Falchi"];
    for teams in 2..=names.len() {
        let session = replay(&play(&names[..teams], 5 + teams as u64));
        for lang in [Language::En, Language::De, Language::Es] {
            let tr = Translator::new(lang);
            let docs = handouts::filled(&tr, &l, Paper::A4, &session);
            // Every filled document keeps its blocks whole, with 2 to 7 teams too: on the
            // debrief sheet each question and each phase's literature.
            for doc in &docs {
                check_layout(doc, Paper::A4);
            }
            let debrief = docs.iter().find(|d| d.name == "debrief-sheet").expect("debrief sheet");
            let kept = |what: &str| debrief.writer.blocks.iter().filter(|b| b.name == what).count();
            assert_eq!((kept("question") >= 12, kept("literature")), (true, 4), "{teams} teams, {}", lang.code());
            let sheet = docs.iter().find(|d| d.name == "score-sheet-filled").expect("score sheet");
            let rows: Vec<usize> =
                sheet.writer.blocks.iter().filter(|b| b.name.starts_with("cards laid row ")).map(|b| b.page).collect();
            assert_eq!(rows.len(), teams, "{} teams, {}: a row per team", teams, lang.code());
            let last = rows[teams - 1];
            assert!(rows.iter().filter(|&&p| p == last).count() >= 2, "{teams} teams, {}: {rows:?}", lang.code());
            let chart = sheet.writer.blocks.iter().find(|b| b.name == "chart").map(|b| b.page);
            if teams == 3 {
                assert_eq!(chart, Some(rows[0]), "3 teams, {}: the cards start on the chart's page", lang.code());
            }
        }
    }
}

// ---- read back with poppler (run by .ci/run) ----

/// Removes a test's folder, unless COLONY_KEEP is set (to look at the pictures).
fn clean(dir: &std::path::Path) {
    if std::env::var_os("COLONY_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(dir);
    } else {
        println!("kept {}", dir.display());
    }
}

fn temp_dir(what: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("colony-{what}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

fn tool<S: AsRef<std::ffi::OsStr>>(name: &str, args: &[S]) -> String {
    let out = Command::new(name).args(args).output().unwrap_or_else(|e| panic!("{name} (poppler-utils): {e}"));
    assert!(out.status.success(), "{name} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn pdftotext(dir: &std::path::Path, bytes: &[u8], name: &str) -> (String, usize) {
    let path = dir.join(format!("{name}.pdf"));
    std::fs::write(&path, bytes).expect("write");
    let text = tool("pdftotext", &[path.as_os_str(), "-".as_ref()]);
    let info = tool("pdfinfo", &[path.as_os_str()]);
    let pages = info
        .lines()
        .find_map(|l| l.strip_prefix("Pages:").map(|n| n.trim().parse::<usize>().unwrap_or(0)))
        .unwrap_or(0);
    (squash(&text), pages)
}

/// Whitespace squashed and the direction marks poppler puts around right-to-left text removed.
fn squash(s: &str) -> String {
    s.chars()
        .filter(|c| !matches!(*c as u32, 0x200E..=0x200F | 0x202A..=0x202E | 0x2066..=0x2069))
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
#[ignore]
fn the_pdfs_read_back_in_the_right_language() {
    let l = lesson();
    let en = Translator::new(Language::En);
    let dir = temp_dir("pdf");
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        for doc in handouts::blank(&tr, &l, Paper::A4) {
            let name = format!("{}-{}", lang.code(), doc.name);
            let (title, pages_made, kind) = (doc.title.clone(), doc.writer.page_count(), doc.name);
            let (text, pages) = pdftotext(&dir, &doc.pdf(), &name);
            assert_eq!(pages, pages_made, "{name}: page count");
            match kind {
                "phase-forms" => {
                    assert_eq!(pages, 4, "{name}: one sheet per phase");
                    for step in l.steps.iter().filter(|s| !s.options.is_empty()) {
                        for o in &step.options {
                            // As a team reads it on paper: the form that fits any team.
                            let label = squash(&format!("{}.", colony::report::card_named(&tr, &o.label)));
                            assert!(text.contains(&label), "{name}: option «{label}» missing");
                        }
                    }
                    let (country, prestige) = (tr.text("effects-abbr-country"), tr.text("effects-abbr-prestige"));
                    let codes = [format!("+1{country}"), format!("−1{prestige}")];
                    assert!(codes.iter().all(|c| !text.contains(c.as_str())), "{name} shows consequences");
                }
                "teacher-cards" => {
                    assert!(text.contains(&squash(&title)), "{name}: no title «{title}»");
                    let (country, prestige) = (tr.text("effects-abbr-country"), tr.text("effects-abbr-prestige"));
                    let codes = [format!("+1{country}"), format!("−1{prestige}")];
                    assert!(codes.iter().all(|c| text.contains(c.as_str())), "{name}: no consequences");
                }
                "rules-summary" => assert_eq!(pages, 1, "{name}: one page"),
                "background" => {
                    // Each phase: its title, the short version to read aloud and the literature.
                    for phase in &l.phases {
                        for id in ["title", "short"] {
                            let words: String =
                                squash(&tr.text(&format!("debrief-{}-{id}", phase.id))).chars().take(50).collect();
                            assert!(text.contains(&words), "{name}: no «{words}»");
                        }
                    }
                    let tasks: String = squash(&tr.text("handout-background-tasks-economy")).chars().take(40).collect();
                    assert!(text.contains(&tasks), "{name}: the tasks");
                    assert!(text.contains(&squash(&tr.text("handout-background-words"))), "{name}: the words");
                    let literature = if lang == Language::En { "Literature:" } else { "" };
                    assert!(text.contains(literature), "{name}: the literature");
                    // Six in Spanish, which tells Spain's own empire in every phase.
                    assert!((2..=6).contains(&pages), "{name}: {pages} pages");
                }
                "background-basic" => {
                    // The history sheet: each phase's short sentences, and the word bank after them.
                    for phase in &l.phases {
                        let words: String =
                            squash(&tr.text(&format!("debrief-{}-basic", phase.id))).chars().take(50).collect();
                        assert!(text.contains(&words), "{name}: no «{words}»");
                    }
                    assert!(
                        text.contains(&squash(&tr.text("handout-background-wordbank-title"))),
                        "{name}: the word bank"
                    );
                    assert!((2..=4).contains(&pages), "{name}: {pages} pages");
                }
                "board" | "board-a3" | "board-2x2" => {
                    // One board per map size (four sheets each on 2x2), with its title and legend.
                    let sheets = if kind == "board-2x2" { 4 } else { 1 };
                    assert_eq!(pages, 8 * sheets, "{name}: eight boards");
                    let twelve = tr.tr(
                        "handout-board-title-one",
                        &[("teams", colony::i18n::Arg::from(12)), ("countries", colony::i18n::Arg::from(36))],
                    );
                    assert!(text.contains(&squash(&twelve)), "{name}: no «{twelve}»");
                    let legend: String = squash(&tr.text("handout-board-legend")).chars().take(40).collect();
                    assert!(text.contains(&legend), "{name}: no legend");
                    for n in [1, 15, 36] {
                        assert!(text.split_whitespace().any(|w| w == n.to_string()), "{name}: no country {n}");
                    }
                }
                _ => assert!(text.contains(&squash(&title)), "{name}: no title «{title}»"),
            }
            if lang != Language::En {
                for (file, src) in Language::En.sources() {
                    if *file != "lesson.ftl" && *file != "handouts.ftl" {
                        continue;
                    }
                    for line in src.lines().filter_map(|l| l.split_once(" = ")).map(|(id, _)| id.trim()) {
                        let english = squash(&en.text(line));
                        if english.len() > 24 && !english.contains('{') && english != squash(&tr.text(line)) {
                            assert!(!text.contains(&english), "{name}: English text «{english}»");
                        }
                    }
                }
            }
        }
        for doc in handouts::filled(&tr, &l, Paper::A4, &replay(&example())) {
            let name = format!("{}-{}", lang.code(), doc.name);
            let (text, _) = pdftotext(&dir, &doc.pdf(), &name);
            for team in ["Red Lions", "Ørsted & Co", "Ελλάδα"] {
                assert!(text.contains(team), "{name}: team «{team}» missing");
            }
        }
    }
    clean(&dir);
}

#[test]
#[ignore]
fn every_script_is_embedded_as_a_subset_and_reads_back() {
    let l = lesson();
    let dir = temp_dir("scripts");
    let tr = Translator::new(Language::En);
    let docs = handouts::filled(&tr, &l, Paper::A4, &replay(&all_scripts()));
    let sheet = docs.into_iter().find(|d| d.name == "score-sheet-filled").expect("score sheet");
    let path = dir.join("scripts.pdf");
    std::fs::write(&path, sheet.pdf()).expect("write");
    let fonts = tool("pdffonts", &[path.as_os_str()]);
    for font in
        ["FiraSans-Regular", "FiraSans-SemiBold", "NotoSansArabic", "NotoSansHebrew", "DroidSansFallback", "NotoEmoji"]
    {
        let line = fonts.lines().find(|l| l.contains(font)).unwrap_or_else(|| panic!("{font} not embedded:\n{fonts}"));
        // name, type, encoding, emb, sub, uni: a subset tag (ABCDEF+) and "yes yes yes".
        assert!(line.split_whitespace().next().is_some_and(|n| n.len() > 7 && n.as_bytes()[6] == b'+'), "{line}");
        assert!(line.contains("yes yes yes"), "{font} is not an embedded subset with a Unicode map: {line}");
    }
    // Arabic and Hebrew come back in logical order, word by word. Vowel marks are placed glyph
    // by glyph, and poppler reads them back beside their letters: they and the spaces are
    // left out of the comparison.
    let bare = |s: &str| -> String {
        s.chars()
            .filter(|c| !c.is_whitespace() && !matches!(*c as u32, 0x0591..=0x05C7 | 0x064B..=0x065F | 0x0670))
            .collect()
    };
    let text = bare(&squash(&tool("pdftotext", &[path.as_os_str(), "-".as_ref()])));
    for name in SCRIPTS {
        for word in name.split_whitespace() {
            assert!(text.contains(&bare(word)), "«{word}» of «{name}» does not read back:\n{text}");
        }
    }
    // A blank handout needs none of the fallback fonts.
    let blank = dir.join("blank.pdf");
    std::fs::write(&blank, handouts::rules_summary(&tr, &l, Paper::A4).pdf()).expect("write");
    let fonts = tool("pdffonts", &[blank.as_os_str()]);
    assert!(!fonts.contains("Noto") && !fonts.contains("Droid"), "{fonts}");
    clean(&dir);
}

#[test]
#[ignore]
fn every_page_renders_and_is_not_blank() {
    let l = lesson();
    let dir = temp_dir("render");
    let session = replay(&twelve_long_names());
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        for doc in handouts::blank(&tr, &l, Paper::A4).into_iter().chain(handouts::filled(&tr, &l, Paper::A4, &session))
        {
            let name = format!("{}-{}", lang.code(), doc.name);
            let pages = doc.writer.page_count();
            let pdf = dir.join(format!("{name}.pdf"));
            std::fs::write(&pdf, doc.pdf()).expect("write");
            tool(
                "pdftoppm",
                &[
                    "-r".as_ref(),
                    "40".as_ref(),
                    "-gray".as_ref(),
                    "-png".as_ref(),
                    pdf.as_os_str(),
                    dir.join(&name).as_os_str(),
                ],
            );
            let pngs: Vec<_> = std::fs::read_dir(&dir)
                .expect("dir")
                .flatten()
                .map(|e| e.path())
                .filter(|p| {
                    p.extension().is_some_and(|x| x == "png")
                        && p.file_name().is_some_and(|f| f.to_string_lossy().starts_with(&format!("{name}-")))
                })
                .collect();
            assert_eq!(pngs.len(), pages, "{name}: rendered pages");
            for png in pngs {
                let ink = dark_pixels(&png);
                assert!(ink > 200, "{}: almost blank ({ink} dark pixels)", png.display());
            }
        }
    }
    clean(&dir);
}

fn dark_pixels(png: &std::path::Path) -> usize {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(png).expect("png")));
    let mut reader = decoder.read_info().expect("png");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("frame");
    let px = info.color_type.samples();
    buf[..info.buffer_size()].chunks(px).filter(|p| p[0] < 128).count()
}

/// No name prints as empty boxes: each name is set alone at 40 pt in a PDF and rendered by
/// poppler; the same text is drawn outside the PDF by HarfBuzz's `hb-view` with the font file
/// of each part, and the ink of the two pictures must agree. A .notdef box, a missing glyph or
/// a wrong font gives far less or far more ink.
#[test]
#[ignore]
fn rendered_names_match_their_fonts_drawn_outside_the_pdf() {
    let dir = temp_dir("glyphs");
    let os = |s: &str| std::ffi::OsString::from(s);
    for (i, name) in SCRIPTS.iter().enumerate() {
        let mut w = colony::handouts::writer::Writer::new(Paper::A4, colony::handouts::writer::Sheet::Portrait);
        w.paragraph(name, 40.0, Weight::Regular);
        let pdf = dir.join(format!("n{i}.pdf"));
        std::fs::write(&pdf, w.finish("glyphs")).expect("write");
        let stem = dir.join(format!("n{i}"));
        let args =
            [os("-r"), os("72"), os("-gray"), os("-png"), os("-singlefile"), pdf.clone().into(), stem.clone().into()];
        tool("pdftoppm", &args);
        let in_pdf = dark_pixels(&stem.with_extension("png"));
        let shaped = fonts::shape(name, Weight::Regular);
        assert!(shaped.glyphs.iter().all(|g| g.gid != 0), "«{name}»: missing glyphs");
        let mut outside = 0;
        for (k, (face, text)) in fonts::segments(name, Weight::Regular).iter().enumerate() {
            if text.trim().is_empty() {
                continue;
            }
            let png = dir.join(format!("m{i}-{k}.png"));
            let font = format!("assets/fonts/{}", fonts::FACES[*face].file);
            let args = [
                os("--font-size=40"),
                os("--background=FFFFFF"),
                os("--foreground=000000"),
                os("--output-format=png"),
                os("-o"),
                png.clone().into(),
                os(&font),
                os(text.trim()),
            ];
            tool("hb-view", &args);
            outside += dark_pixels(&png);
        }
        let ratio = in_pdf as f32 / outside.max(1) as f32;
        println!("{name}: {in_pdf} / {outside} = {ratio:.2}");
        assert!(
            (0.9..1.1).contains(&ratio),
            "«{name}»: {in_pdf} dark pixels in the PDF, {outside} drawn by its fonts outside it"
        );
    }
    clean(&dir);
}

/// The pictures in `docs/handouts/`: the first page (or a chosen page) of every document, blank
/// ones in English and German, filled ones from a 12-team class with names in every script.
/// Run by hand after a change: `cargo test --test handouts pictures -- --ignored`.
#[test]
#[ignore]
fn pictures() {
    let l = lesson();
    let dir = temp_dir("pictures");
    let out = std::path::Path::new("docs/handouts");
    std::fs::create_dir_all(out).expect("docs/handouts");
    let session = replay(&all_scripts());
    let os = |s: &str| std::ffi::OsString::from(s);
    for lang in [Language::En, Language::De, Language::Es] {
        let tr = Translator::new(lang);
        let docs =
            handouts::blank(&tr, &l, Paper::A4).into_iter().chain(handouts::filled(&tr, &l, Paper::A4, &session));
        for doc in docs {
            // Every document in English; the forms and the worksheet in every language.
            if lang != Language::En && !matches!(doc.name, "phase-forms" | "debrief-worksheet") {
                continue;
            }
            let pages = doc.writer.page_count();
            let name = format!("{}-{}", lang.code(), doc.name);
            // The filled score sheet's chart is on a later page: show that one too.
            let chart = doc.writer.blocks.iter().find(|b| b.name == "chart").map(|b| b.page + 1);
            let shown: Vec<usize> = std::iter::once(1).chain(chart.filter(|&p| p > 1 && p <= pages)).collect();
            let pdf = dir.join(format!("{name}.pdf"));
            std::fs::write(&pdf, doc.pdf()).expect("write");
            for page in shown {
                let stem = out.join(if page == 1 { name.clone() } else { format!("{name}-chart") });
                let args = [
                    os("-r"),
                    os("60"),
                    os("-f"),
                    os(&page.to_string()),
                    os("-l"),
                    os(&page.to_string()),
                    os("-png"),
                    os("-singlefile"),
                    pdf.clone().into(),
                    stem.into(),
                ];
                tool("pdftoppm", &args);
            }
        }
    }
    // The map after each phase, from a 12-team class on the app's map: the filled score
    // sheet's last page.
    let tr = Translator::new(Language::En);
    let on_map = replay(&twelve_long_names());
    if let Some(doc) =
        handouts::filled(&tr, &l, Paper::A4, &on_map).into_iter().find(|d| d.name == "score-sheet-filled")
    {
        let last = doc.writer.page_count();
        let pdf = dir.join("en-score-sheet-filled-map.pdf");
        std::fs::write(&pdf, doc.pdf()).expect("write");
        let page = last.to_string();
        let args = [
            os("-r"),
            os("60"),
            os("-f"),
            os(&page),
            os("-l"),
            os(&page),
            os("-png"),
            os("-singlefile"),
            pdf.into(),
            out.join("en-score-sheet-filled-maps").into(),
        ];
        tool("pdftoppm", &args);
    }
    clean(&dir);
}

#[test]
fn the_app_prints_on_the_paper_of_the_teachers_country() {
    for (locale, paper) in [
        ("en_US.UTF-8", Paper::Letter),
        ("es_MX.UTF-8", Paper::Letter),
        ("en_CA", Paper::Letter),
        ("de_DE.UTF-8", Paper::A4),
        ("es_ES.UTF-8@euro", Paper::A4),
        ("en_GB", Paper::A4),
        ("C.UTF-8", Paper::A4),
        ("", Paper::A4),
    ] {
        assert_eq!(Paper::for_locale(locale), paper, "{locale}");
    }
}

/// The students' worksheet fits on two pages, one sheet printed on both sides (three pages, the
/// last almost empty, would be 84 sheets for 28 pupils), for every number of teams, in every
/// language and on both papers, with the longest names.
#[test]
fn the_students_worksheet_fits_on_one_sheet_printed_on_both_sides() {
    let l = lesson();
    let mut pages = Vec::new();
    for teams in [2usize, 4, 6, 8, 12] {
        let names: Vec<&str> = common::LONG_NAMES[..teams].to_vec();
        let session = replay(&play(&names, 7));
        for lang in Language::ALL {
            let tr = Translator::new(lang);
            for paper in [Paper::A4, Paper::Letter] {
                let doc = handouts::debrief_worksheet(&tr, &l, paper, &session);
                let count = doc.writer.page_count();
                if let Some(dir) = std::env::var_os("COLONY_WORKSHEET_OUT") {
                    let name = format!("worksheet-{teams}-{}-{paper:?}.pdf", lang.code());
                    std::fs::write(std::path::Path::new(&dir).join(name), doc.pdf()).expect("write");
                }
                pages.push((teams, lang.code(), count));
            }
        }
    }
    assert!(pages.iter().all(|(_, _, n)| *n <= 2), "{pages:?}");
}

/// The code slips of twelve teams of long names read back: every team's name and its code (in two
/// groups of three, as the teacher reads it), the page's address, eight slips a page; rendered to
/// PNG for a look (`target/tmp/.../code-slips-*.png`).
#[test]
#[ignore]
fn the_code_slips_read_back_with_every_code() {
    let dir = temp_dir("slips");
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        let slips: Vec<handouts::Slip> = common::LONG_NAMES
            .iter()
            .enumerate()
            .map(|(t, name)| {
                let code = format!("{:06}", 104_729 * (t + 1) % 1_000_000);
                let qr =
                    colony::gui::devices_panel::Qr::new(&format!("http://192.168.1.20:8765/#code={code}")).expect("qr");
                handouts::Slip {
                    team: (*name).to_string(),
                    code,
                    page: "http://192.168.1.20:8765/".into(),
                    qr_width: qr.width,
                    qr_dark: qr.dark.to_vec(),
                }
            })
            .collect();
        let doc = handouts::code_slips(&tr, Paper::A4, &slips);
        let name = format!("{}-code-slips", lang.code());
        let bytes = doc.pdf();
        let (text, pages) = pdftotext(&dir, &bytes, &name);
        assert_eq!(pages, 2, "{name}: eight slips a page");
        for s in &slips {
            let spaced = format!("{} {}", &s.code[..3], &s.code[3..]);
            assert!(text.contains(&spaced), "{name}: no code {spaced}");
            let start: String = squash(&s.team).chars().take(8).collect();
            assert!(text.contains(&start), "{name}: no team «{start}»");
        }
        assert!(text.contains("http://192.168.1.20:8765/"), "{name}: the page's address");
        // Every slip says all of how to join, none cut short.
        let how = squash(&tr.text("handout-slip-page"));
        assert_eq!(text.matches(&how).count(), slips.len(), "{name}: «{how}» on every slip");
        let png = dir.join(&name);
        let _ = tool(
            "pdftoppm",
            &[
                "-r".as_ref(),
                "60".as_ref(),
                "-png".as_ref(),
                dir.join(format!("{name}.pdf")).as_os_str(),
                png.as_os_str(),
            ],
        );
    }
}

/// The poster's two rankings show every team's name whole, forty letters long, in both
/// (the rankings take up to half the page where the longest name needs it); a single word of
/// forty W's, which no column holds, is cut with "…" and stays inside its column.
#[test]
fn the_poster_shows_long_names_whole_in_both_rankings() {
    let session = replay(&twelve_long_names());
    let own_board = replay(&all_scripts());
    let l = Lesson::builtin();
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        let poster = handouts::filled(&tr, &l, Paper::A4, &session).into_iter().find(|d| d.name == "poster");
        let poster = poster.expect("a poster");
        check_layout(&poster, Paper::A4);
        let placed: Vec<&str> = poster.writer.placed.iter().map(|p| p.text.as_str()).collect();
        for name in &common::LONG_NAMES[..11] {
            let whole = placed.iter().filter(|t| **t == *name).count();
            assert_eq!(whole, 2, "{}: «{name}» whole in both rankings", lang.code());
        }
        let w = common::LONG_NAMES[11];
        assert!(!placed.contains(&w), "{}: forty W's cannot stand whole", lang.code());
        // Both rankings' headings whole, over two lines where one is too short ("nach wessen
        // Maßstäben?" not cut), beside the map and on the own board alike.
        for (what, session) in [("map", &session), ("own board", &own_board)] {
            let poster = handouts::filled(&tr, &l, Paper::A4, session).into_iter().find(|d| d.name == "poster");
            let joined =
                poster.expect("a poster").writer.placed.iter().map(|p| p.text.clone()).collect::<Vec<_>>().join(" ");
            for id in ["handout-poster-richest", "handout-poster-respected"] {
                let heading = tr.text(id);
                assert!(joined.contains(&heading), "{} {what}: «{heading}» whole", lang.code());
            }
        }
        assert_eq!(placed.iter().filter(|t| t.starts_with("WWWW") && t.ends_with('…')).count(), 2);
        // The end's map stays large under twelve teams' deeds (it came out a thumbnail, 27 mm
        // wide): its teams' letters spread over at least 50 mm of the page.
        let letters: Vec<f32> = poster
            .writer
            .placed
            .iter()
            // The rankings stand on the right half of the landscape page.
            .filter(|p| p.x < 148.0 && is_held_label(&p.text))
            .map(|p| p.x)
            .collect();
        let spread =
            letters.iter().copied().fold(f32::MIN, f32::max) - letters.iter().copied().fold(f32::MAX, f32::min);
        assert!(spread >= 50.0, "{}: the end map's letters spread over {spread} mm", lang.code());
    }
}

/// The 2x2 boards: every country's number read back from the PDF (`pdftotext -bbox`) lies at
/// least 5 mm from the seams where the sheets are joined, in every language, and every number of
/// the board is on one of its four sheets.
#[test]
#[ignore]
fn no_number_of_a_2x2_board_lies_on_a_seam() {
    const PT: f32 = 72.0 / 25.4;
    let l = lesson();
    let dir = temp_dir("seams");
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        let doc = handouts::boards(&tr, &l, Paper::A4).into_iter().find(|d| d.name == "board-2x2").expect("2x2");
        // The seams of each page, as the board drew them: "seams SHEET X Y" (mm).
        let seams: Vec<(usize, usize, f32, f32)> = doc
            .writer
            .blocks
            .iter()
            .filter_map(|b| {
                let mut parts = b.name.strip_prefix("seams ")?.split(' ');
                let sheet = parts.next()?.parse().ok()?;
                Some((b.page, sheet, parts.next()?.parse().ok()?, parts.next()?.parse().ok()?))
            })
            .collect();
        let path = dir.join(format!("{}.pdf", lang.code()));
        std::fs::write(&path, doc.pdf()).expect("write");
        let html = tool("pdftotext", &["-bbox".as_ref(), path.as_os_str(), "-".as_ref()]);
        let mut checked = 0;
        let mut captions = 0;
        let mut found: std::collections::BTreeMap<usize, std::collections::BTreeSet<u32>> =
            std::collections::BTreeMap::new();
        for (page, text) in html.split("<page ").skip(1).enumerate() {
            let Some(&(_, sheet, sx, sy)) = seams.iter().find(|s| s.0 == page) else { continue };
            let board = page / 4;
            for word in text.split("<word ").skip(1) {
                let attr = |k: &str| -> f32 {
                    word.split(&format!("{k}=\""))
                        .nth(1)
                        .and_then(|v| v.split('"').next())
                        .and_then(|v| v.parse().ok())
                        .unwrap_or(0.0)
                };
                // The caption of a bottom sheet stays on the part that is kept and seen: sheet 3's
                // left of the upright seam (sheet 4 lies over the rest), sheet 4's right of it
                // (the scissors take the rest).
                let (y0, y1) = (attr("yMin") / PT, attr("yMax") / PT);
                if sheet >= 3 && y0 > sy && y1 - y0 < 7.0 {
                    let (x0, x1) = (attr("xMin") / PT, attr("xMax") / PT);
                    let kept = if sheet == 3 { x1 < sx } else { x0 > sx };
                    assert!(
                        kept,
                        "{lang:?}, board {board}, sheet {sheet}: a caption word at {x0:.0}-{x1:.0} mm crosses the cut at {sx:.0} mm"
                    );
                    captions += 1;
                }
                let Some(n) =
                    word.split('>').nth(1).and_then(|t| t.split('<').next()).and_then(|t| t.parse::<u32>().ok())
                else {
                    continue;
                };
                // The numbers drawn on the map are the large ones (the caption's are 12 pt).
                let (x0, y0, x1, y1) = (attr("xMin") / PT, attr("yMin") / PT, attr("xMax") / PT, attr("yMax") / PT);
                if y1 - y0 < 7.0 {
                    continue;
                }
                let gap_x = if x1 < sx {
                    sx - x1
                } else if x0 > sx {
                    x0 - sx
                } else {
                    0.0
                };
                let gap_y = if y1 < sy {
                    sy - y1
                } else if y0 > sy {
                    y0 - sy
                } else {
                    0.0
                };
                // A number on the strip that the next sheet covers or cuts away is not on the
                // joined board: only those on this sheet's own part count.
                // Sheets 1 and 3 on the left, 3 and 4 at the bottom.
                let own_x = if sheet % 2 == 0 { x0 > sx } else { x1 < sx };
                let own_y = if sheet >= 3 { y0 > sy } else { y1 < sy };
                if own_x && own_y {
                    assert!(
                        gap_x >= 5.0 - 0.3 && gap_y >= 5.0 - 0.3,
                        "{lang:?}, board {board}, sheet {sheet}: number {n} {gap_x:.1} mm from the seam across, {gap_y:.1} mm from the one along"
                    );
                    found.entry(board).or_default().insert(n);
                    checked += 1;
                }
            }
        }
        for (board, numbers) in &found {
            let most = numbers.iter().max().copied().unwrap_or(0);
            assert_eq!(
                numbers.len() as u32,
                most,
                "{lang:?}, board {board}: every number on its own sheet: {numbers:?}"
            );
        }
        assert!(checked > 150, "{lang:?}: {checked} numbers checked");
        assert!(captions > 400, "{lang:?}: {captions} caption words checked");
    }
    clean(&dir);
}

/// The page table in handouts/README.md says which page of each board file is the board for
/// a team count: each row read against the titles printed on those pages.
#[test]
#[ignore]
fn the_readme_names_the_right_pages_of_each_board() {
    let readme = std::fs::read_to_string("handouts/README.md").expect("README");
    let rows: Vec<(String, usize, usize)> = readme
        .lines()
        .filter_map(|l| {
            let cells: Vec<&str> = l.trim().trim_matches('|').split('|').map(str::trim).collect();
            let page = cells.get(1)?.strip_prefix("page ")?.parse().ok()?;
            let first = cells.get(2)?.strip_prefix("pages ")?.split('-').next()?.parse().ok()?;
            Some((cells[0].to_string(), page, first))
        })
        .collect();
    assert_eq!(rows.len(), 8, "a row for each board: {rows:?}");
    let page_text = |file: &str, page: usize| {
        let p = page.to_string();
        tool("pdftotext", &["-f", &p, "-l", &p, &format!("handouts/en/{file}"), "-"])
    };
    for (teams, page, first) in rows {
        // "2-4" is printed as "2 to 4 teams", "7" as "7 teams".
        let said = match teams.split_once('-') {
            Some((a, b)) => format!("for {a} to {b} teams"),
            None => format!("for {teams} teams"),
        };
        for (file, p) in
            [("board.pdf", page), ("board-a3.pdf", page), ("board-2x2.pdf", first), ("board-2x2.pdf", first + 3)]
        {
            let text = page_text(file, p);
            assert!(
                text.contains(&said),
                "{file} page {p} should be the board {said}: {}",
                text.lines().next().unwrap_or("")
            );
        }
    }
}

/// A held country's label on a filled map: the team's letter and the country's number ("B12").
fn is_held_label(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next().is_some_and(|c| ('A'..='L').contains(&c)) && {
        let rest: String = chars.collect();
        !rest.is_empty() && rest.chars().all(|c| c.is_ascii_digit())
    }
}

/// The pupils' worksheet quotes the teams' reasons the teacher did not hide, and keeps to one
/// sheet printed on both sides: with twelve teams of long names that gave a reason of the longest
/// kind at every decision, it quotes as many as fit and says how many more are on the teacher's
/// debrief sheet (which has them all).
#[test]
fn the_worksheet_quotes_the_shown_reasons_as_many_as_fit() {
    let mut rec = twelve_long_names();
    let l = lesson();
    let decisions: Vec<usize> = (0..l.steps.len()).filter(|&s| !l.steps[s].options.is_empty()).collect();
    let long = "Because trade brings more than war, and the people of the coast would remember who came as a friend and who came with soldiers. We wanted both gold and prestige, so we chose this card.";
    for &step in &decisions {
        for team in 0..12 {
            rec.whys.push(colony::engine::Why { step, team, text: format!("{team}/{step} {long}"), hidden: team == 3 });
        }
    }
    let session = replay(&rec);
    let tr = Translator::new(Language::En);
    let sheet = handouts::debrief_worksheet(&tr, &l, Paper::A4, &session);
    assert!(sheet.writer.page_count() <= 2, "{} pages", sheet.writer.page_count());
    let placed: String = sheet.writer.placed.iter().map(|p| p.text.as_str()).collect::<Vec<_>>().join(" ");
    let first = decisions[0];
    assert!(placed.contains(&format!("0/{first} Because")), "the first reason is quoted");
    assert!(!placed.contains(&format!("3/{first} Because")), "a hidden one never");
    assert!(placed.contains("more reasons are on your teacher's debrief sheet"), "the rest are counted");
    let full = handouts::debrief_sheet(&tr, Paper::A4, &session);
    let all: String = full.writer.placed.iter().map(|p| p.text.as_str()).collect::<Vec<_>>().join(" ");
    let last = decisions[decisions.len() - 1];
    assert!(all.contains(&format!("11/{last} Because")), "the debrief sheet has the last one");
}

/// Every reason a team gave and the teacher did not hide is printed on at least one of the two
/// debrief sheets, and the worksheet's "N more reasons" counts exactly the shown ones it leaves
/// out: in three languages, with twelve teams of long names that gave long reasons at every
/// decision.
#[test]
fn every_shown_reason_is_on_a_debrief_sheet_and_the_worksheet_counts_the_rest() {
    let mut rec = twelve_long_names();
    let l = lesson();
    let decisions: Vec<usize> = (0..l.steps.len()).filter(|&s| !l.steps[s].options.is_empty()).collect();
    let long = "because trade brings more than war, and the people of the coast would remember who came as a friend.";
    let mark = |team: usize, step: usize| format!("R{team}x{step}R");
    for &step in &decisions {
        for team in 0..12 {
            let text = format!("{} {long}", mark(team, step));
            rec.whys.push(colony::engine::Why { step, team, text, hidden: (team + step) % 5 == 0 });
        }
    }
    let session = replay(&rec);
    let shown: Vec<(usize, usize)> = rec.whys.iter().filter(|w| !w.hidden).map(|w| (w.team, w.step)).collect();
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        let joined =
            |d: &handouts::Document| d.writer.placed.iter().map(|p| p.text.as_str()).collect::<Vec<_>>().join(" ");
        let worksheet = joined(&handouts::debrief_worksheet(&tr, &l, Paper::A4, &session));
        let sheet = joined(&handouts::debrief_sheet(&tr, Paper::A4, &session));
        let left_out = shown.iter().filter(|&&(t, s)| !worksheet.contains(&mark(t, s))).count();
        for &(t, s) in &shown {
            assert!(
                worksheet.contains(&mark(t, s)) || sheet.contains(&mark(t, s)),
                "{}: team {t}'s reason at step {s} is on neither sheet",
                lang.code()
            );
        }
        for w in rec.whys.iter().filter(|w| w.hidden) {
            assert!(
                !worksheet.contains(&mark(w.team, w.step)),
                "{}: a hidden reason on the pupils' sheet",
                lang.code()
            );
        }
        assert!(left_out > 0, "{}: this many reasons do not all fit the worksheet", lang.code());
        let more = tr.tr("handout-worksheet-whys-more", &[("count", colony::i18n::Arg::from(left_out))]);
        let first_words: String = more.split_whitespace().take(3).collect::<Vec<_>>().join(" ");
        assert!(worksheet.contains(&first_words), "{}: «{more}» counts the {left_out} left out", lang.code());
    }
}

/// The paper fallback runs the slave trade as the app does by default: the teacher's cards give
/// the discussed step in full (the past, what each card would have meant, the three questions,
/// that nobody lays a card) and say where the played one is; the played step is on a sheet of
/// its own, with its cards and their consequences, for a class that plays it.
#[test]
fn the_teachers_cards_give_the_discussed_slave_trade_and_the_played_one_apart() {
    let l = lesson();
    let step = l.steps.iter().find(|s| s.may_be_discussed).expect("a step discussed by default");
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        let text_of = |doc: &Document| -> String {
            doc.writer.placed.iter().map(|p| p.text.as_str()).collect::<Vec<_>>().join(" ")
        };
        let first_words = |words: &str| words.split_whitespace().take(4).collect::<Vec<_>>().join(" ");
        let cards = text_of(&handouts::teacher_cards(&tr, &l, Paper::A4));
        let at = |words: &str| {
            let first = first_words(words);
            cards.find(&first).unwrap_or_else(|| panic!("{}: «{first}» on the teacher's cards", lang.code()))
        };
        let discussed = at(&tr.text("handout-discussed-step"));
        assert!(discussed < at(&tr.text(&format!("{}-discussed-text", step.text))), "{}: the past", lang.code());
        for n in 1..=3 {
            assert!(discussed < at(&tr.text(&format!("{}-prompt-{n}", step.text))), "{}: question {n}", lang.code());
        }
        let nobody = at(&tr.text("handout-discussed-nobody"));
        assert!(discussed < nobody, "{}: nobody lays a card", lang.code());
        let title = tr.text("handout-played-title");
        let apart = tr.tr("handout-played-apart", &[("sheet", colony::i18n::Arg::from(title))]);
        assert!(nobody < at(&apart), "{}: where the played step is", lang.code());
        let played_heading = first_words(&tr.text("handout-played-step"));
        assert!(!cards.contains(&played_heading), "{}: the played step is not on the teacher's cards", lang.code());
        let played = handouts::played_cards(&tr, &l, Paper::A4);
        assert_eq!(played.writer.page_count(), 1, "{}: the played step on one page", lang.code());
        let sheet = text_of(&played);
        assert!(sheet.contains(&played_heading), "{}: the played step on its sheet", lang.code());
        for o in &step.options {
            let label = first_words(&tr.text(&o.label));
            assert!(sheet.contains(&label), "{}: the card «{label}» on the played sheet", lang.code());
        }
        let prestige = tr.text("effects-abbr-prestige");
        assert!(sheet.contains(&format!("−1{prestige}")), "{}: the played cards' consequences", lang.code());
    }
}

/// Each blank document is made once: two of one name would write one file twice and count its
/// sheets twice.
#[test]
fn every_blank_document_is_made_once() {
    let l = lesson();
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        let mut names: Vec<&str> = handouts::blank(&tr, &l, Paper::A4).iter().map(|d| d.name).collect();
        let all = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), all, "{}: a document made twice", lang.code());
    }
}

/// The sheet counts of handouts/README.md are the committed PDFs' page counts: for 6 and 12
/// teams, each row and the total for the game, printed on both sides and on one side.
#[test]
fn the_readmes_sheet_counts_are_the_pdfs_pages() {
    let readme = std::fs::read_to_string("handouts/README.md").expect("README");
    let pages = |file: &str| {
        let info = tool("pdfinfo", &[format!("handouts/en/{file}")]);
        info.lines()
            .find_map(|l| l.strip_prefix("Pages:").and_then(|n| n.trim().parse::<usize>().ok()))
            .unwrap_or_else(|| panic!("{file}: no page count"))
    };
    let sheets = |file: &str| pages(file).div_ceil(2);
    let row = |start: &str| -> (String, String) {
        let line = readme
            .lines()
            .find(|l| l.trim_start_matches("| ").trim_start_matches("**").starts_with(start))
            .unwrap_or_else(|| panic!("a row for {start}"));
        let cells: Vec<&str> = line.trim().trim_matches('|').split('|').map(str::trim).collect();
        (cells[1].to_string(), cells[2].to_string())
    };
    let number = |cell: &str| -> usize {
        cell.trim_start_matches("**")
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .and_then(|n| n.parse().ok())
            .expect("a number")
    };
    let mut totals = [0usize; 2];
    for (i, teams) in [6usize, 12].into_iter().enumerate() {
        let expected = [
            ("the teacher's cards", sheets("teacher-cards.pdf")),
            ("the score sheet", sheets("score-sheet.pdf")),
            ("the debrief sheet", sheets("debrief-sheet.pdf")),
            ("phase forms", teams.div_ceil(2) * sheets("phase-forms.pdf")),
            ("rules summary", teams * pages("rules-summary.pdf").max(pages("country-sheet.pdf"))),
            ("cards 1, 2 and 3", teams.div_ceil(handouts::CARD_SETS) * sheets("card-slips.pdf")),
        ];
        for (start, n) in expected {
            let (six, twelve) = row(start);
            let said = number(if i == 0 { &six } else { &twelve });
            assert_eq!(said, n, "{start} for {teams} teams: the README says {said}, the PDFs make {n}");
            totals[i] += n;
        }
        assert_eq!(pages("rules-summary.pdf"), 1, "the rules summary is one page, the country sheet on its back");
        assert_eq!(pages("country-sheet.pdf"), 1);
        // The board: one A3 sheet.
        totals[i] += 1;
    }
    let (six, twelve) = row("for the game");
    assert_eq!([number(&six), number(&twelve)], totals, "the totals for the game");
    // "German and Spanish make the same count on both sides."
    for lang in ["de", "es"] {
        for file in ["teacher-cards.pdf", "score-sheet.pdf", "debrief-sheet.pdf", "phase-forms.pdf", "card-slips.pdf"] {
            let there = pages(&format!("../{lang}/{file}")).div_ceil(2);
            assert_eq!(there, sheets(file), "{lang}/{file}: as many sheets as in English");
        }
    }
    // On one side only: every page a sheet, the rules summary and the country sheet apart, the
    // card slips' fronts alone.
    let one_sided = |teams: usize| {
        pages("teacher-cards.pdf")
            + pages("score-sheet.pdf")
            + pages("debrief-sheet.pdf")
            + 1
            + teams.div_ceil(2) * pages("phase-forms.pdf")
            + teams * (pages("rules-summary.pdf") + pages("country-sheet.pdf"))
            + teams.div_ceil(handouts::CARD_SETS)
    };
    let said = format!("the game takes {} sheets for 6 teams and {} for 12", one_sided(6), one_sided(12));
    assert!(readme.replace('\n', " ").contains(&said), "the README's one-sided count: «{said}»");
}

/// The country sheet is each team's product table: its twelve product columns, read back from
/// the PDF in every language and on both papers, stand left to right in the table's order, row
/// by row, each over its two dice (the first die's face and 1–3 or 4–6), with a row for the
/// totals the monopolies ask for.
#[test]
#[ignore]
fn the_country_sheets_columns_are_the_product_table() {
    let l = lesson();
    let dir = temp_dir("country-sheet");
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        for paper in [Paper::A4, Paper::Letter] {
            let doc = handouts::country_sheet(&tr, &l, paper);
            let path = dir.join(format!("{}-{paper:?}.pdf", lang.code()));
            std::fs::write(&path, doc.pdf()).expect("write");
            let html = tool("pdftotext", &["-bbox".as_ref(), path.as_os_str(), "-".as_ref()]);
            // Each word with the left edge of its box.
            let words: Vec<(String, f32)> = html
                .split("<word ")
                .skip(1)
                .filter_map(|w| {
                    let x = w.split("xMin=\"").nth(1)?.split('"').next()?.parse().ok()?;
                    Some((w.split('>').nth(1)?.split('<').next()?.to_string(), x))
                })
                .collect();
            // The rightmost of a word: "Gold" heads the ledger's row too, at the left edge.
            let at = |word: &str| words.iter().filter(|(w, _)| w == word).map(|(_, x)| *x).reduce(f32::max);
            let mut last = 0.0;
            for p in colony::paper::PRODUCT_TABLE.iter().flatten() {
                let name = colony::report::summary::product(&tr, *p);
                let first_word = name.split_whitespace().next().expect("a name");
                let mut c = first_word.chars();
                let heading: String = c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default();
                let x = at(&heading).unwrap_or_else(|| panic!("{lang:?} {paper:?}: no column «{heading}»"));
                assert!(x > last, "{lang:?} {paper:?}: «{heading}» out of the table's order");
                last = x;
            }
            let faces = |f: &str| words.iter().filter(|(w, _)| w == f).count();
            assert_eq!((faces("1–3"), faces("4–6")), (6, 6), "{lang:?} {paper:?}: the second die over each column");
            let text: String = words.iter().map(|(w, _)| w.as_str()).collect::<Vec<_>>().join(" ");
            for id in ["handout-product-first", "handout-product-second", "handout-cs-total"] {
                assert!(text.contains(&tr.text(id)), "{lang:?} {paper:?}: no «{}»", tr.text(id));
            }
        }
    }
    clean(&dir);
}
