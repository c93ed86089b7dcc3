//! What a class needs to play from paper alone, beside the phase forms and the teacher's cards:
//! each team's country sheet (it stands in for the pieces on the board), the teacher's blank
//! debrief sheet and the pupils' blank debrief worksheet.

use super::*;
use crate::report::summary::product;

/// How many teams' cards 1, 2 and 3 a sheet of card slips holds: a class of six needs one
/// sheet, of twelve two.
pub const CARD_SETS: usize = 6;

/// How many country rows a country sheet has: six at once at most, and room for those won
/// after one was lost.
const COUNTRY_ROWS: usize = 7;

/// A paragraph that starts with a label in SemiBold ("Read out:").
pub(super) fn labelled(w: &mut Writer, x: f32, width: f32, label: &str, text: &str) {
    super::plan::rich(w, x, width, &[(format!("{label} "), Weight::SemiBold), (text.to_string(), Weight::Regular)]);
}

/// The height of a labelled paragraph (measured as if all of it were SemiBold: never short).
pub(super) fn labelled_height(w: &mut Writer, width: f32, label: &str, text: &str) -> f32 {
    w.paragraph_height(&format!("{label} {text}"), BODY, Weight::SemiBold, width)
}

/// Where the teacher's notes stand apart: indented, with a grey bar beside them.
pub(super) const NOTE_INDENT: f32 = 6.0;

/// The teacher's note, set apart from what is read out: indented behind a grey bar, its label
/// in SemiBold (reading from paper, the look is the only cue).
pub(super) fn note(w: &mut Writer, label: &str, text: &str) {
    let (left, width) = (w.left(), w.width());
    let top = w.y;
    labelled(w, left + NOTE_INDENT, width - NOTE_INDENT, label, text);
    w.fill(left + 1.0, top, 1.6, w.y - top, 0.55);
}

/// A row of empty cells to write in, with its label in front: `cells` boxes across the width.
fn ledger_row(w: &mut Writer, label: &str, label_w: f32, cells: usize, height: f32) {
    let (left, width, top) = (w.left(), w.width(), w.y);
    w.text_at(left, top + (height - leading(BODY)) / 2.0, BODY, Weight::SemiBold, label, left + label_w);
    let cell = (width - label_w) / cells as f32;
    for c in 0..cells {
        w.rect(left + label_w + c as f32 * cell, top, cell, height);
    }
    w.y = top + height;
}

/// Each team's country sheet (A4 landscape): the team, its gold and prestige change by change,
/// and a row for each country it holds: the number on the board, armies, a tally of its
/// resources in a column for each product, its buildings, the slave ship, a rebellion,
/// independence. It replaces the pieces.
pub fn country_sheet(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    let mut w = Writer::new(paper, Sheet::Landscape);
    w.new_page();
    let doc_title = tr.text("handout-country-sheet");
    title(&mut w, &doc_title);
    two_fields(&mut w, &tr.text("handout-team"), &tr.text("handout-letter"));
    w.paragraph(&tr.text("handout-country-sheet-intro"), BODY, Weight::Regular);
    w.gap(1.0);
    // Gold and prestige, a cell for every change.
    w.paragraph(&tr.tr("handout-ledger", &start_values(lesson)), BODY, Weight::SemiBold);
    w.gap(1.0);
    let label_w = [tr.text("handout-ledger-gold"), tr.text("handout-ledger-prestige")]
        .iter()
        .map(|l| w.measure(l, BODY, Weight::SemiBold))
        .fold(0.0, f32::max)
        + 3.0;
    ledger_row(&mut w, &tr.text("handout-ledger-gold"), label_w, 18, 8.0);
    ledger_row(&mut w, &tr.text("handout-ledger-prestige"), label_w, 18, 8.0);
    w.gap(3.0);
    countries(&mut w, tr);
    Document { name: "country-sheet", title: doc_title, writer: w }
}

/// The countries' table of the country sheet. Its twelve product columns are the product
/// table, row by row, with the two dice over each: a team draws its own resource by rolling
/// and makes a tally mark in the column under its dice (a loss crosses one out), and at the
/// monopolies the last row holds each product's total. The narrow columns' headings read
/// upwards.
fn countries(w: &mut Writer, tr: &Translator) {
    let (left, width) = (w.left(), w.width());
    let line = leading(BODY);
    let products: Vec<(String, usize, bool)> = crate::paper::PRODUCT_TABLE
        .iter()
        .enumerate()
        .flat_map(|(i, pair)| pair.iter().enumerate().map(move |(j, p)| (*p, i + 1, j == 1)))
        .map(|(p, first, high)| (capitalised(&product(tr, p)), first, high))
        .collect();
    let marks: Vec<String> = ["handout-cs-slave-ship", "handout-cs-rebellion", "handout-cs-independent"]
        .iter()
        .map(|id| capitalised(&tr.text(id)))
        .collect();
    let turned_heads: Vec<String> = [tr.text("handout-cs-country"), tr.text("handout-cs-armies")]
        .into_iter()
        .chain(products.iter().map(|p| p.0.clone()))
        .chain(marks.iter().cloned())
        .collect();
    // The turned headings as long as their longest word, so that none breaks inside one.
    let up = longest_word(w, &turned_heads).max(20.0) + 3.0;
    let turned: Vec<Vec<String>> = turned_heads.iter().map(|h| w.wrap(h, BODY, Weight::SemiBold, up - 3.0)).collect();
    let narrow = 12.0;
    let dice = [tr.text("handout-product-first"), tr.text("handout-product-second")];
    let dice_w = dice.iter().map(|d| w.measure(d, BODY, Weight::Regular)).fold(0.0, f32::max) + 4.0;
    // Country and armies side by side under the dice's labels.
    let first_w = (dice_w / 2.0).max(narrow + 3.0);
    let buildings_w = width - 2.0 * first_w - narrow * (products.len() + marks.len()) as f32;
    let top = w.y;
    let header_h = up + 2.0 * (line + 1.5);
    let room = w.bottom() - top - header_h - 1.0;
    // Seven millimetres hold a handwritten number or a row of tally marks.
    let row_h = (room / (COUNTRY_ROWS + 1) as f32).clamp(7.0, 14.0);
    let body_h = row_h * (COUNTRY_ROWS + 1) as f32;
    // A turned heading in the column from `x`, `cw` wide, its lines read from the left, its
    // words starting at `bottom`.
    let turned_at = |w: &mut Writer, lines: &[String], x: f32, cw: f32, bottom: f32| {
        let block = x + (cw - lines.len() as f32 * line) / 2.0;
        for (k, l) in lines.iter().enumerate() {
            w.text_up(block + k as f32 * line + line * 0.75, bottom, BODY, Weight::SemiBold, l);
        }
    };
    // The columns from the left: country, armies, the products, the buildings, the marks.
    let mut x = left;
    for (i, cw) in [first_w, first_w].into_iter().enumerate() {
        w.rect(x, top, cw, up);
        turned_at(w, &turned[i], x, cw, top + up - 1.5);
        x += cw;
    }
    // The dice's labels across country and armies.
    for (k, label) in dice.iter().enumerate() {
        let y = top + up + k as f32 * (line + 1.5);
        w.rect(left, y, 2.0 * first_w, line + 1.5);
        w.text_at(left + 1.5, y + 0.75, BODY, Weight::Regular, label, left + 2.0 * first_w);
    }
    for (i, (_, first, high)) in products.iter().enumerate() {
        w.rect(x, top, narrow, up);
        turned_at(w, &turned[2 + i], x, narrow, top + up - 1.5);
        let faces = [first.to_string(), if *high { "4–6" } else { "1–3" }.to_string()];
        for (k, face) in faces.iter().enumerate() {
            let y = top + up + k as f32 * (line + 1.5);
            w.rect(x, y, narrow, line + 1.5);
            let fw = w.measure(face, BODY, Weight::Regular);
            w.text_at(x + (narrow - fw) / 2.0, y + 0.75, BODY, Weight::Regular, face, x + narrow);
        }
        x += narrow;
    }
    w.rect(x, top, buildings_w, header_h);
    w.paragraph_at(x + 1.5, buildings_w - 3.0, &tr.text("handout-cs-buildings"), BODY, Weight::SemiBold);
    w.y = top;
    let buildings_x = x;
    x += buildings_w;
    for (i, _) in marks.iter().enumerate() {
        w.rect(x, top, narrow, header_h);
        turned_at(w, &turned[2 + products.len() + i], x, narrow, top + header_h - 1.5);
        x += narrow;
    }
    // The rows, and the totals under the products.
    let mut y = top + header_h;
    for row in 0..=COUNTRY_ROWS {
        let total = row == COUNTRY_ROWS;
        let mut x = left;
        if total {
            w.rect(x, y, 2.0 * first_w, row_h);
            let label = tr.text("handout-cs-total");
            w.text_at(x + 1.5, y + (row_h - line) / 2.0, BODY, Weight::SemiBold, &label, x + 2.0 * first_w);
            x += 2.0 * first_w;
        } else {
            for _ in 0..2 {
                w.rect(x, y, first_w, row_h);
                x += first_w;
            }
        }
        for _ in &products {
            w.rect(x, y, narrow, row_h);
            x += narrow;
        }
        if total {
            // Nothing to add up for the buildings and the marks.
            w.fill(buildings_x, y, width - (buildings_x - left), row_h, 0.85);
        }
        w.rect(buildings_x, y, buildings_w, row_h);
        let mut x = buildings_x + buildings_w;
        for _ in &marks {
            w.rect(x, y, narrow, row_h);
            x += narrow;
        }
        y += row_h;
    }
    w.y = top + header_h + body_h;
}

/// The blank score sheet, one sheet printed on both sides: every team's gold and prestige at
/// the end of each phase side by side with its two ranks at the end (the armies, countries and
/// resources are on the teams' country sheets), who plays first, and the monopolies' tally
/// (each team's totals from its country sheet's last row, product by product).
pub(super) fn score_sheet_blank(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    let mut w = teachers_pages(tr, paper);
    let doc_title = tr.text("handout-score-sheet");
    title(&mut w, &doc_title);
    two_fields(&mut w, &tr.text("handout-class"), &tr.text("handout-date"));
    w.paragraph(&tr.tr("handout-score-start", &start_values(lesson)), BODY, Weight::Regular);
    w.gap(2.0);
    let teams = lesson.limits.max_teams;
    let phases = lesson.phases.len();
    // Team, then gold and prestige for each phase's end, then the two ranks.
    // The ranks' columns as wide as their headings' longest word ("Ansehen"), on two lines.
    let rank = longest_word(&mut w, &[tr.text("handout-rank-gold"), tr.text("handout-rank-prestige")]).max(16.0) + 3.0;
    let pair = 14.0;
    let team_w = w.width() - 2.0 * pair * phases as f32 - 2.0 * rank;
    let (gold, prestige) = (tr.text("effects-abbr-gold"), tr.text("effects-abbr-prestige"));
    let mut header = vec![tr.text("col-team")];
    for _ in 0..phases {
        header.extend([gold.clone(), prestige.clone()]);
    }
    header.extend([tr.text("handout-rank-gold"), tr.text("handout-rank-prestige")]);
    let mut widths = vec![team_w];
    widths.extend(std::iter::repeat_n(pair, 2 * phases));
    widths.extend([rank, rank]);
    let columns = header.len();
    let table = Table {
        widths,
        header,
        // Each row starts with the team's letter, as on the board and the monopolies' tally.
        rows: (0..teams)
            .map(|seat| {
                let mut row = vec![String::new(); columns];
                row[0] = crate::board::mark(seat);
                row
            })
            .collect(),
        size: BODY,
        min_row: 7.5,
        numeric: vec![],
    };
    // Over each phase's two columns, the phase's number (the end's for the last).
    let group_h = leading(BODY) + 2.0;
    let heights = w.table_heights(&table);
    heading(&mut w, &tr.text("handout-score-phases"), group_h + heights.iter().sum::<f32>());
    let (left, top) = (w.left(), w.y);
    for p in 0..phases {
        let x = left + team_w + 2.0 * pair * p as f32;
        let label = if p + 1 == phases {
            tr.text("handout-end-short")
        } else {
            tr.tr("handout-phase-short", &[("number", Arg::from(p + 1))])
        };
        w.rect(x, top, 2.0 * pair, group_h);
        let lw = w.measure(&label, BODY, Weight::SemiBold);
        w.text_at(x + (2.0 * pair - lw) / 2.0, top + 1.0, BODY, Weight::SemiBold, &label, x + 2.0 * pair);
    }
    w.y = top + group_h;
    w.table("phase ends", &table);
    super::first_teams(&mut w, tr, lesson);
    // The monopolies: a row for each product, a column for each team's letter.
    let letters: Vec<String> = (0..teams).map(|t| char::from(b'A' + t as u8).to_string()).collect();
    let cell = 11.0;
    let mut header = vec![tr.text("handout-product")];
    header.extend(letters.iter().cloned());
    let mut widths = vec![w.width() - cell * teams as f32];
    widths.extend(std::iter::repeat_n(cell, teams));
    let rows = crate::paper::PRODUCT_TABLE
        .iter()
        .flatten()
        .map(|p| {
            let mut row = vec![capitalised(&product(tr, *p))];
            row.resize(teams + 1, String::new());
            row
        })
        .collect();
    // Rows as high as their text: the sheet's two pages hold nothing taller.
    let table = Table { widths, header, rows, size: BODY, min_row: 0.0, numeric: vec![] };
    let explain = tr.text("handout-monopolies-tally");
    let h =
        w.paragraph_height(&explain, BODY, Weight::Regular, w.width()) + w.table_heights(&table).iter().sum::<f32>();
    heading(&mut w, &tr.text("step-name-p4-monopolies"), h);
    w.paragraph(&explain, BODY, Weight::Regular);
    w.gap(1.0);
    w.table("monopolies", &table);
    Document { name: "score-sheet", title: doc_title, writer: w }
}

/// The width of the longest word of `headings` in a heading's type (a column as wide keeps every
/// word whole).
fn longest_word(w: &mut Writer, headings: &[String]) -> f32 {
    headings
        .iter()
        .flat_map(|h| h.split_whitespace())
        .map(|word| w.measure(word, BODY, Weight::SemiBold))
        .fold(0.0, f32::max)
}

/// A word with its first letter in capitals ("port" as a column's heading).
fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}

/// Each phase's questions as a class that played on paper asks them: the questions without the
/// class's numbers (the app's filled sheet adds those).
fn blank_questions(tr: &Translator, phase: &str) -> Vec<String> {
    (1..=3)
        .filter_map(|n| {
            let ask = format!("debrief-{phase}-q{n}-ask");
            let whole = format!("debrief-{phase}-q{n}");
            if tr.has(&ask) {
                Some(tr.text(&ask))
            } else if tr.has(&whole) {
                Some(tr.text(&whole))
            } else {
                None
            }
        })
        .collect()
}

/// The teacher's blank debrief sheet: each phase's questions and the few sentences of its
/// history to read out, the closing questions, the exit task with where to find who resisted,
/// and from the lesson plan where the game simplifies.
pub fn debrief_blank(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    let mut w = teachers_pages(tr, paper);
    let doc_title = tr.text("handout-debrief-blank");
    title(&mut w, &doc_title);
    two_fields(&mut w, &tr.text("handout-class"), &tr.text("handout-date"));
    // Where to find who resisted (the exit task asks for one): the lesson plan has the list.
    let intro = format!("{} {}", tr.text("handout-debrief-blank-intro"), tr.text("handout-debrief-resisted"));
    w.paragraph(&intro, BODY, Weight::Regular);
    let (left, width) = (w.left(), w.width());
    for phase in &lesson.phases {
        let title_id = format!("debrief-{}-title", phase.id);
        if !tr.has(&title_id) {
            continue;
        }
        let questions: Vec<String> = blank_questions(tr, &phase.id).iter().map(|q| format!("• {q}")).collect();
        let first = questions.first().map_or(0.0, |q| w.paragraph_height(q, BODY, Weight::Regular, width - 4.0));
        heading(&mut w, &tr.text(&title_id), first);
        for q in &questions {
            let h = w.paragraph_height(q, BODY, Weight::Regular, width - 4.0);
            w.keep("question", h);
            w.paragraph_at(left + 4.0, width - 4.0, q, BODY, Weight::Regular);
            w.gap(0.5);
        }
        let short = format!("debrief-{}-short", phase.id);
        if tr.has(&short) {
            let text = tr.text(&short);
            let h = labelled_height(&mut w, width, &tr.text("handout-read-out"), &text);
            w.keep("short", h);
            labelled(&mut w, left, width, &tr.text("handout-read-out"), &text);
            w.gap(1.0);
        }
    }
    let closing: Vec<String> =
        (1..=4).map(|n| format!("results-debrief-{n}")).filter(|id| tr.has(id)).map(|id| tr.text(&id)).collect();
    let first = closing.first().map_or(0.0, |q| w.paragraph_height(q, BODY, Weight::Regular, width - 6.0));
    heading(&mut w, &tr.text("handout-closing"), first);
    for (i, q) in closing.iter().enumerate() {
        let line = format!("{}. {q}", i + 1);
        let h = w.paragraph_height(&line, BODY, Weight::Regular, width);
        w.keep("closing", h);
        w.paragraph(&line, BODY, Weight::Regular);
        w.gap(0.5);
    }
    let task = tr.text("handout-exit-task");
    let task_h = w.paragraph_height(&task, BODY, Weight::Regular, width);
    heading(&mut w, &tr.text("handout-exit-task-title"), task_h);
    w.paragraph(&task, BODY, Weight::Regular);
    super::plan::render(&mut w, &super::plan::debrief_parts(tr.region()));
    Document { name: "debrief-sheet", title: doc_title, writer: w }
}

/// The exit task with lines to write on, at the end of the pupils' worksheet.
pub(super) fn exit_task(w: &mut Writer, tr: &Translator, lines: usize) {
    let task = tr.text("handout-exit-task");
    let width = w.width();
    let h = w.paragraph_height(&task, BODY, Weight::Regular, width) + lines as f32 * 8.0 + 2.0;
    heading(w, &tr.text("handout-exit-task-title"), h);
    w.keep("exit task", h);
    w.paragraph(&task, BODY, Weight::Regular);
    for _ in 0..lines {
        w.gap(8.0);
        let (y, left, right) = (w.y, w.left(), w.frame().right);
        w.hline(left, right, y);
    }
    w.gap(2.0);
}

/// The pupils' blank debrief worksheet, for a game played on paper: each decision with its
/// cards and a cell for the card the pupil's team laid, the three questions and the exit task.
pub fn worksheet_blank(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    let mut w = Writer::new(paper, Sheet::Portrait);
    let doc_title = tr.text("handout-worksheet-blank");
    title(&mut w, &doc_title);
    two_fields(&mut w, &tr.text("handout-student"), &tr.text("handout-team"));
    w.paragraph(&tr.text("handout-worksheet-blank-intro"), BODY, Weight::Regular);
    w.gap(2.0);
    let decisions: Vec<&crate::lesson::Step> = lesson.steps.iter().filter(|s| !s.options.is_empty()).collect();
    let rows: Vec<Vec<String>> =
        decisions.iter().map(|step| vec![step_name(tr, step), cards_line(tr, step), String::new()]).collect();
    let (first, ours) = (44.0, 22.0);
    let width = w.width();
    let table = Table {
        widths: vec![first, width - first - ours, ours],
        header: vec![tr.text("handout-decision"), tr.text("handout-cards"), tr.text("handout-worksheet-our-card")],
        rows,
        size: BODY,
        min_row: 9.0,
        numeric: vec![],
    };
    w.table_flowing("decisions", &table);
    w.gap(3.0);
    written_questions(&mut w, tr);
    exit_task(&mut w, tr, 5);
    Document { name: "debrief-worksheet", title: doc_title, writer: w }
}

/// The cards a team lays: cards 1, 2 and 3 for four teams on a sheet, each with its number
/// large and a line for the team, to copy and cut along the dashed lines. Three sheets hold
/// twelve teams' cards.
pub fn card_slips(tr: &Translator, paper: Paper) -> Document {
    const SETS: usize = CARD_SETS;
    const NUMBER: f32 = 60.0;
    let mut w = Writer::new(paper, Sheet::Portrait);
    let doc_title = tr.text("handout-card-slips");
    title(&mut w, &doc_title);
    w.paragraph(&tr.text("handout-card-slips-intro"), BODY, Weight::Regular);
    w.gap(3.0);
    let frame = w.frame();
    let (top, left) = (w.y, frame.left);
    let (cw, ch) = (frame.width() / 3.0, (frame.bottom - top) / SETS as f32);
    let team = tr.text("handout-team");
    for set in 0..SETS {
        for card in 0..3 {
            let (x, y) = (left + card as f32 * cw, top + set as f32 * ch);
            let n = (card + 1).to_string();
            let nw = w.measure(&n, NUMBER, Weight::SemiBold);
            w.text_at(x + (cw - nw) / 2.0, y + ch * 0.08, NUMBER, Weight::SemiBold, &n, x + cw);
            let label_w = w.measure(&team, BODY, Weight::Regular);
            let line_y = y + ch - 6.0;
            w.text_at(x + 4.0, line_y - leading(BODY), BODY, Weight::Regular, &team, x + 4.0 + label_w);
            w.hline(x + 6.0 + label_w, x + cw - 4.0, line_y);
        }
    }
    // The dashed lines to cut along, between and around the cards.
    for k in 0..=3 {
        let x = left + k as f32 * cw;
        w.line((x, top), (x, top + SETS as f32 * ch), 0.6, true);
    }
    for k in 0..=SETS {
        let y = top + k as f32 * ch;
        w.line((left, y), (left + 3.0 * cw, y), 0.6, true);
    }
    w.y = top + SETS as f32 * ch;
    // The back, printed on the other side: dense stripes over every card, so that a card laid
    // face down does not show its large number through the paper.
    w.new_page();
    let mut y = top;
    while y < top + SETS as f32 * ch {
        w.fill(left, y, 3.0 * cw, 1.2, 0.45);
        y += 2.4;
    }
    Document { name: "card-slips", title: doc_title, writer: w }
}
