//! The printable handouts: the committed PDFs are what the code makes today (byte for byte),
//! every document stays in its margins and cells even with 12 teams of 40-letter names in
//! Latin, Greek and Cyrillic, no PDF is over 200 KB. The tests that read the PDFs back with
//! poppler (pdftotext, pdftoppm) are run by `.ci/run`: `cargo test --test handouts -- --ignored`.

use std::process::Command;
use std::sync::Arc;

use colony::engine::{Record, Session, TeamInfo};
use colony::handouts::writer::{MARGIN, MIN_PT, Paper};
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

/// A whole 12-team game whose team names are 40 letters long.
fn twelve_long_names() -> Record {
    let names = [
        "Los Conquistadores del Río de la Plata 1",
        "Ørsted & Co Handelskompagniet Søndergård",
        "Ελληνική Εταιρεία Εμπορίου και Ναυτιλίας",
        "Русская торговая компания мореплавателей",
        "Compagnie française des Indes orientales",
        "Vereenigde Oost-Indische Compagnie Delft",
        "Königlich Preußische Seehandlung Emden 12",
        "Companhia Geral do Grão-Pará e Maranhão 1",
        "Svenska Ostindiska Companiet Göteborg 173",
        "Østerlandske Kompagni København 1616 ÆØÅ",
        "Compañía Guipuzcoana de Caracas 1728 ÑÜÉ",
        "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
    ];
    let teams = names.iter().map(|n| TeamInfo::new(*n, "grey")).collect();
    let mut s = Session::new(Arc::new(lesson()), teams, 11).expect("session");
    s.set_class("Ελλάδα 9β — Колония", "2026-11-30");
    let mut player = Player::new(11);
    while !s.game().is_over() {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    s.record().clone()
}

fn check_layout(doc: &Document, paper: Paper) {
    let (w, _) = paper.size_mm();
    for p in &doc.writer.placed {
        assert!(p.size >= MIN_PT, "{}: «{}» is set in {} pt", doc.name, p.text, p.size);
        assert!(p.x >= MARGIN - 0.01, "{}: «{}» starts in the margin", doc.name, p.text);
        assert!(
            p.x + p.width <= p.limit + 0.01,
            "{}: «{}» runs out of its box ({} > {})",
            doc.name,
            p.text,
            p.x + p.width,
            p.limit
        );
        assert!(p.limit <= w - MARGIN + 0.01, "{}: «{}» may reach the margin", doc.name, p.text);
    }
}

#[test]
fn the_committed_handouts_are_fresh() {
    let l = lesson();
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        for doc in handouts::blank(&tr, &l, Paper::A4) {
            let path = format!("handouts/{}/{}.pdf", lang.code(), doc.name);
            let committed = std::fs::read(&path).unwrap_or_default();
            assert!(
                committed == doc.pdf(),
                "{path} differs from what the code makes: run `cargo run --release -- handouts` and commit"
            );
        }
    }
}

#[test]
fn nothing_leaves_its_cell_or_the_page_with_twelve_long_names() {
    let l = lesson();
    let rec = twelve_long_names();
    for paper in [Paper::A4, Paper::Letter] {
        for lang in Language::ALL {
            let tr = Translator::new(lang);
            for doc in handouts::blank(&tr, &l, paper).into_iter().chain(handouts::filled(
                &tr,
                &l,
                paper,
                &Session::replay(Arc::new(l.clone()), rec.clone()).expect("replays"),
            )) {
                check_layout(&doc, paper);
                let name = doc.name;
                let bytes = doc.pdf();
                assert!(bytes.len() < 200 * 1024, "{name} ({}) is {} bytes", lang.code(), bytes.len());
            }
        }
    }
}

#[test]
fn the_same_handouts_come_out_every_time() {
    let l = lesson();
    let tr = Translator::new(Language::De);
    let rec = example();
    let a: Vec<Vec<u8>> =
        handouts::filled(&tr, &l, Paper::A4, &Session::replay(Arc::new(l.clone()), rec.clone()).expect("replays"))
            .into_iter()
            .map(Document::pdf)
            .collect();
    let _ = handouts::blank(&tr, &l, Paper::Letter);
    let b: Vec<Vec<u8>> =
        handouts::filled(&tr, &l, Paper::A4, &Session::replay(Arc::new(l.clone()), rec.clone()).expect("replays"))
            .into_iter()
            .map(Document::pdf)
            .collect();
    assert_eq!(a, b);
}

// ---- read back with poppler (run by .ci/run) ----

fn pdftotext(bytes: &[u8], name: &str) -> (String, usize) {
    let dir = std::env::temp_dir().join(format!("colony-pdf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join(format!("{name}.pdf"));
    std::fs::write(&path, bytes).expect("write");
    let out =
        Command::new("pdftotext").arg(&path).arg("-").output().expect("pdftotext (poppler-utils) must be installed");
    assert!(out.status.success(), "pdftotext failed on {name}");
    let info = Command::new("pdfinfo").arg(&path).output().expect("pdfinfo");
    let pages = String::from_utf8_lossy(&info.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("Pages:").map(|n| n.trim().parse::<usize>().unwrap_or(0)))
        .unwrap_or(0);
    (String::from_utf8_lossy(&out.stdout).split_whitespace().collect::<Vec<_>>().join(" "), pages)
}

fn squash(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
#[ignore]
fn the_pdfs_read_back_in_the_right_language() {
    let l = lesson();
    let en = Translator::new(Language::En);
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        for doc in handouts::blank(&tr, &l, Paper::A4) {
            let name = format!("{}-{}", lang.code(), doc.name);
            let (title, pages_made, kind) = (doc.title.clone(), doc.writer.page_count(), doc.name);
            let (text, pages) = pdftotext(&doc.pdf(), &name);
            assert_eq!(pages, pages_made, "{name}: page count");
            assert!(text.contains(&squash(&title)), "{name}: no title «{title}»");
            match kind {
                "phase-forms" => {
                    assert_eq!(pages, 4, "{name}: one page per phase");
                    for step in l.steps.iter().filter(|s| !s.options.is_empty()) {
                        for o in &step.options {
                            let label = squash(&tr.text(&o.label));
                            assert!(text.contains(&label), "{name}: option «{label}» missing");
                        }
                    }
                    assert!(!text.contains("+1L") && !text.contains("-1P"), "{name} shows consequences");
                }
                "teacher-cards" => assert!(text.contains("+1L") && text.contains("-1P"), "{name}: no consequences"),
                "rules-summary" => assert_eq!(pages, 1, "{name}: one page"),
                _ => {}
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
        for doc in
            handouts::filled(&tr, &l, Paper::A4, &Session::replay(Arc::new(l.clone()), example()).expect("replays"))
        {
            let name = format!("{}-{}", lang.code(), doc.name);
            let (text, _) = pdftotext(&doc.pdf(), &name);
            for team in ["Red Lions", "Ørsted & Co", "Ελλάδα"] {
                assert!(text.contains(team), "{name}: team «{team}» missing");
            }
        }
    }
}

#[test]
#[ignore]
fn every_page_renders_and_is_not_blank() {
    let l = lesson();
    let dir = std::env::temp_dir().join(format!("colony-render-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let rec = twelve_long_names();
    for lang in Language::ALL {
        let tr = Translator::new(lang);
        for doc in handouts::blank(&tr, &l, Paper::A4).into_iter().chain(handouts::filled(
            &tr,
            &l,
            Paper::A4,
            &Session::replay(Arc::new(l.clone()), rec.clone()).expect("replays"),
        )) {
            let name = format!("{}-{}", lang.code(), doc.name);
            let pages = doc.writer.page_count();
            let pdf = dir.join(format!("{name}.pdf"));
            std::fs::write(&pdf, doc.pdf()).expect("write");
            let ok = Command::new("pdftoppm")
                .args(["-r", "40", "-gray", "-png"])
                .arg(&pdf)
                .arg(dir.join(&name))
                .status()
                .expect("pdftoppm (poppler-utils) must be installed");
            assert!(ok.success());
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
                let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&png).expect("png")));
                let mut reader = decoder.read_info().expect("png");
                let mut buf = vec![0; reader.output_buffer_size().expect("size")];
                let info = reader.next_frame(&mut buf).expect("frame");
                let px = info.color_type.samples();
                let ink = buf[..info.buffer_size()].chunks(px).filter(|p| p[0] < 128).count();
                assert!(ink > 200, "{}: almost blank ({ink} dark pixels)", png.display());
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
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
        (Language::En, "sits out: no gold for any card"),
        (Language::De, "setzt aus: kein Gold für eine Karte"),
        (Language::Es, "no juega: no tiene oro para ninguna carta"),
    ] {
        let tr = Translator::new(lang);
        let docs = handouts::filled(&tr, &l, Paper::A4, &s);
        let sheet = docs.iter().find(|d| d.name == "score-sheet-filled").expect("score sheet");
        let text: String = sheet.writer.placed.iter().map(|p| p.text.as_str()).collect::<Vec<_>>().join(" ");
        assert!(text.contains(words), "{}: {text}", lang.code());
    }
}
