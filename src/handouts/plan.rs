//! The lesson plan as PDF: the region's plan (`regions/<region>/lesson-plan.md`), set in the
//! handouts' type, so that a teacher with the installed app has it among the handouts. The
//! plans use a small part of Markdown, and only that is read here: headings (`#`, `##`, `###`),
//! paragraphs, lists (`- `, continued by indented lines), tables, and **bold**; *italic* and
//! `code` marks are dropped (the handouts have no italic face), a link keeps its words and its
//! address in brackets.

use super::fonts::Weight;
use super::writer::{Paper, Table, Writer, leading};
use super::{BODY, Document, HEAD, STEP, TITLE, numbered};
use crate::i18n::{Language, Region, Translator};

/// The plan's text of `language`'s default edition.
pub fn plan_text(language: Language) -> &'static str {
    Region::default_for(language).plan()
}

/// The lesson plan of `tr`'s region (document 9).
pub fn lesson_plan(tr: &Translator, paper: Paper) -> Document {
    let mut w = numbered(tr, paper);
    let mut title_text = tr.text("handout-lesson-plan");
    let all = blocks(tr.region().plan());
    if let Some(Block::Heading(1, words)) = all.first() {
        title_text = words.clone();
    }
    render(&mut w, &all);
    Document { name: "lesson-plan", title: title_text, writer: w }
}

/// The part of the plan marked for the teacher's blank debrief sheet (between
/// `<!-- debrief-sheet -->` and `<!-- /debrief-sheet -->`): who resisted, where the game
/// simplifies, the exit task. Kept in the plan, so that the sheet and the plan never differ.
pub(super) fn debrief_parts(region: &Region) -> Vec<Block> {
    let mut inside = false;
    let mut out = Vec::new();
    for b in blocks(region.plan()) {
        match b {
            Block::Marker(on) => inside = on,
            b if inside => out.push(b),
            _ => {}
        }
    }
    out
}

/// Sets the plan's blocks on the writer's pages.
pub(super) fn render(w: &mut Writer, all: &[Block]) {
    for (i, block) in all.iter().enumerate() {
        match block {
            Block::Heading(1, words) => {
                w.paragraph(words, TITLE, Weight::SemiBold);
                w.gap(2.0);
            }
            Block::Heading(level, words) => {
                // A heading never stands alone at the foot of a page: two lines of what follows
                // come with it, and a heading straight after it as well.
                let mut h = heading_height(w, words, *level);
                h += match all.get(i + 1) {
                    Some(Block::Heading(next_level @ 2.., next_words)) => {
                        heading_height(w, next_words, *next_level) + 2.0 * leading(BODY)
                    }
                    Some(Block::Paragraph(runs)) if matches!(all.get(i + 2), Some(Block::Table(_))) => {
                        table_lead(w, runs)
                    }
                    _ => 2.0 * leading(BODY),
                };
                w.need(h);
                w.gap(3.0);
                w.paragraph(words, heading_size(*level), Weight::SemiBold);
                w.gap(1.0);
            }
            Block::Paragraph(runs) => {
                let (x, width) = (w.left(), w.width());
                // A paragraph that introduces a table ("Lesson 2 (60):") keeps the table's
                // header and first row with it.
                if matches!(all.get(i + 1), Some(Block::Table(_))) {
                    let h = table_lead(w, runs);
                    w.need(h);
                }
                rich(w, x, width, runs);
                w.gap(1.5);
            }
            Block::Item(runs) => {
                let (x, width) = (w.left(), w.width());
                w.need(leading(BODY));
                let top = w.y;
                w.text_at(x + 1.0, top, BODY, Weight::Regular, "•", x + 5.0);
                rich(w, x + 5.0, width - 5.0, runs);
                w.gap(0.8);
            }
            Block::Marker(_) => {}
            Block::Table(rows) => {
                let Some((header, body)) = rows.split_first() else { continue };
                let columns = header.len().max(1);
                let widths = column_widths(w, rows, columns);
                let table = Table {
                    widths,
                    header: header.clone(),
                    rows: body.iter().map(|r| fill(r, columns)).collect(),
                    size: BODY,
                    min_row: TABLE_ROW,
                    numeric: vec![false; columns],
                };
                w.gap(1.0);
                w.table_flowing(&format!("plan table {i}"), &table);
                w.gap(2.0);
            }
        }
    }
}

/// The height of a paragraph that introduces a table, with the table's header and first row.
fn table_lead(w: &mut Writer, runs: &[Run]) -> f32 {
    let plain: String = runs.iter().map(|(t, _)| t.as_str()).collect();
    let width = w.width();
    w.paragraph_height(&plain, BODY, Weight::SemiBold, width) + 1.5 + 1.0 + 2.0 * TABLE_ROW
}

/// The least height of a table's row.
const TABLE_ROW: f32 = 7.0;

/// The size of a heading of `level` (2: a section, 3 and below: a subsection).
fn heading_size(level: usize) -> f32 {
    if level == 2 { HEAD } else { STEP }
}

/// The height a heading takes with the gaps around it.
fn heading_height(w: &mut Writer, words: &str, level: usize) -> f32 {
    let width = w.width();
    w.paragraph_height(words, heading_size(level), Weight::SemiBold, width) + 4.0
}

/// A row with exactly `n` cells.
fn fill(row: &[String], n: usize) -> Vec<String> {
    let mut r = row.to_vec();
    r.resize(n, String::new());
    r
}

/// Each column as wide as its longest cell asks, in proportion, the whole width shared out;
/// no column narrower than a sixth of an even share.
fn column_widths(w: &mut Writer, rows: &[Vec<String>], n: usize) -> Vec<f32> {
    let total = w.width();
    let mut want = vec![0.0f32; n];
    for row in rows {
        for (c, cell) in row.iter().take(n).enumerate() {
            want[c] = want[c].max(w.measure(cell, BODY, Weight::Regular) + 4.0);
        }
    }
    let sum: f32 = want.iter().sum();
    if sum <= total {
        // Room for every cell on one line: the last column takes what is left.
        let mut out = want.clone();
        out[n - 1] += total - sum;
        return out;
    }
    // A column that fits in an even share of what is left (the minutes) keeps its width, so
    // that two tables of one plan look alike; the others share the rest in proportion.
    let mut fixed = vec![false; n];
    let mut free = total;
    loop {
        let open: Vec<usize> = (0..n).filter(|&c| !fixed[c]).collect();
        let share = free / open.len() as f32;
        let fits: Vec<usize> = open.iter().copied().filter(|&c| want[c] <= share).collect();
        if fits.is_empty() || fits.len() == open.len() {
            break;
        }
        for c in fits {
            fixed[c] = true;
            free -= want[c];
        }
    }
    let floor = total / n as f32 / 6.0;
    let shares: Vec<f32> = (0..n).map(|c| if fixed[c] { 0.0 } else { want[c].sqrt().max(floor) }).collect();
    let s: f32 = shares.iter().sum();
    (0..n).map(|c| if fixed[c] { want[c] } else { shares[c] / s * free }).collect()
}

/// A part of the plan.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Block {
    /// A heading of level 1 to 3.
    Heading(usize, String),
    Paragraph(Vec<Run>),
    /// One item of a list.
    Item(Vec<Run>),
    /// A table's rows, the header first (the line of dashes left out).
    Table(Vec<Vec<String>>),
    /// `<!-- debrief-sheet -->` (true) or `<!-- /debrief-sheet -->`: where the part printed on
    /// the blank debrief sheet starts and ends.
    Marker(bool),
}

/// Words in one weight.
pub(super) type Run = (String, Weight);

/// The plan's blocks, in order.
fn blocks(src: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut para: Vec<String> = Vec::new();
    let mut item: Option<Vec<String>> = None;
    let mut table: Vec<Vec<String>> = Vec::new();
    let flush =
        |para: &mut Vec<String>, item: &mut Option<Vec<String>>, table: &mut Vec<Vec<String>>, out: &mut Vec<Block>| {
            if !para.is_empty() {
                out.push(Block::Paragraph(runs(&para.join(" "))));
                para.clear();
            }
            if let Some(lines) = item.take() {
                out.push(Block::Item(runs(&lines.join(" "))));
            }
            if !table.is_empty() {
                out.push(Block::Table(std::mem::take(table)));
            }
        };
    for line in src.lines() {
        let trimmed = line.trim();
        if trimmed.is_empty() {
            flush(&mut para, &mut item, &mut table, &mut out);
            continue;
        }
        if trimmed.starts_with("<!--") {
            flush(&mut para, &mut item, &mut table, &mut out);
            if trimmed.contains("debrief-sheet") {
                out.push(Block::Marker(!trimmed.contains("/debrief-sheet")));
            }
            continue;
        }
        if let Some(level) = heading_level(trimmed) {
            flush(&mut para, &mut item, &mut table, &mut out);
            let words = trimmed[level..].trim();
            out.push(Block::Heading(level, plain(words)));
            continue;
        }
        if trimmed.starts_with('|') {
            if table.is_empty() {
                flush(&mut para, &mut item, &mut table, &mut out);
            }
            let cells: Vec<&str> = trimmed.trim_matches('|').split('|').map(str::trim).collect();
            // The line of dashes under the header.
            if cells.iter().all(|c| !c.is_empty() && c.chars().all(|ch| matches!(ch, '-' | ':'))) {
                continue;
            }
            table.push(cells.into_iter().map(plain).collect());
            continue;
        }
        if !table.is_empty() {
            flush(&mut para, &mut item, &mut table, &mut out);
        }
        if let Some(rest) = trimmed.strip_prefix("- ").or_else(|| trimmed.strip_prefix("* ")) {
            flush(&mut para, &mut item, &mut table, &mut out);
            item = Some(vec![rest.to_string()]);
            continue;
        }
        // An indented line goes on with the item above it; any other line with the paragraph.
        match &mut item {
            Some(lines) if line.starts_with(' ') => lines.push(trimmed.to_string()),
            Some(_) => {
                flush(&mut para, &mut item, &mut table, &mut out);
                para.push(trimmed.to_string());
            }
            None => para.push(trimmed.to_string()),
        }
    }
    flush(&mut para, &mut item, &mut table, &mut out);
    out
}

/// "## Aims" is a heading of level 2; "#hashtag" is no heading.
fn heading_level(line: &str) -> Option<usize> {
    let level = line.chars().take_while(|&c| c == '#').count();
    ((1..=3).contains(&level) && line[level..].starts_with(' ')).then_some(level)
}

/// Text without its marks: bold, italic and code marks dropped, a link as its words and its
/// address.
fn plain(s: &str) -> String {
    runs(s).into_iter().map(|(t, _)| t).collect()
}

/// Text split where **bold** starts and ends, the other marks dropped.
fn runs(s: &str) -> Vec<Run> {
    let s = links(s);
    let mut out: Vec<Run> = Vec::new();
    for (i, part) in s.split("**").enumerate() {
        let text: String = part.chars().filter(|&c| c != '`').collect();
        let text = drop_italic(&text);
        if !text.is_empty() {
            out.push((text, if i % 2 == 1 { Weight::SemiBold } else { Weight::Regular }));
        }
    }
    out
}

/// "*Title*" becomes "Title"; a lone star ("5 * 3") stays.
fn drop_italic(s: &str) -> String {
    let stars = s.matches('*').count();
    if stars >= 2 && stars.is_multiple_of(2) { s.replace('*', "") } else { s.to_string() }
}

/// "[words](address)" becomes "words (address)".
fn links(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find("](").map(|c| open + c) else { break };
        let Some(end) = rest[close..].find(')').map(|e| close + e) else { break };
        out.push_str(&rest[..open]);
        let words = &rest[open + 1..close];
        let address = &rest[close + 2..end];
        out.push_str(&format!("{words} ({address})"));
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
}

/// A word and its parts in their weights ("**Played**," is a bold part and a regular one), and
/// whether a space comes before it.
struct Word {
    parts: Vec<Run>,
    space_before: bool,
}

/// Runs of text as words that keep their weights.
fn words(runs: &[Run]) -> Vec<Word> {
    let mut out: Vec<Word> = Vec::new();
    let mut open = false;
    for (text, weight) in runs {
        let mut first = true;
        for piece in text.split(' ') {
            if !first {
                open = false;
            }
            first = false;
            if piece.is_empty() {
                continue;
            }
            match out.last_mut() {
                Some(w) if open => w.parts.push((piece.to_string(), *weight)),
                _ => out.push(Word { parts: vec![(piece.to_string(), *weight)], space_before: !out.is_empty() }),
            }
            open = true;
        }
        // A run that ends in a space ends its word.
        if text.ends_with(' ') {
            open = false;
        }
    }
    out
}

/// A paragraph in mixed weights from `x`, `width` wide, broken between words.
pub(super) fn rich(w: &mut Writer, x: f32, width: f32, runs: &[Run]) {
    let space = w.measure(" ", BODY, Weight::Regular);
    let words = words(runs);
    let mut lines: Vec<Vec<(&Word, f32)>> = vec![Vec::new()];
    let mut line_w = 0.0;
    for word in &words {
        let ww: f32 = word.parts.iter().map(|(t, wt)| w.measure(t, BODY, *wt)).sum();
        let line = lines.last_mut().map_or(0, |l| l.len());
        let gap = if line > 0 && word.space_before { space } else { 0.0 };
        if line > 0 && line_w + gap + ww > width {
            lines.push(Vec::new());
            line_w = 0.0;
        }
        let gap = if line_w > 0.0 && word.space_before { space } else { 0.0 };
        line_w += gap + ww;
        if let Some(l) = lines.last_mut() {
            l.push((word, ww));
        }
    }
    for line in lines.into_iter().filter(|l| !l.is_empty()) {
        w.need(w.leading(BODY));
        let y = w.y;
        let mut at = x;
        for (n, (word, _)) in line.iter().enumerate() {
            if n > 0 && word.space_before {
                at += space;
            }
            for (text, weight) in &word.parts {
                let pw = w.measure(text, BODY, *weight);
                // A word wider than the whole line is broken where the writer breaks it.
                if pw > width {
                    for piece in w.wrap(text, BODY, *weight, width) {
                        w.text_at(x, w.y, BODY, *weight, &piece, x + width);
                        w.y += w.leading(BODY);
                    }
                    continue;
                }
                w.text_at(at, y, BODY, *weight, text, x + width);
                at += pw;
            }
        }
        w.y = w.y.max(y + w.leading(BODY));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_narrow_column_keeps_its_width_beside_a_long_one() {
        use crate::handouts::writer::{Paper, Sheet};
        let mut w = Writer::new(Paper::A4, Sheet::Portrait);
        let row = |a: &str, b: &str| vec![a.to_string(), b.to_string()];
        let short = [row("minutes", "what happens"), row("0–5", "Students sit in their teams")];
        let long_text = "The transatlantic slave trade taught as history: Britain's part, the ships, the ports, who profited, the words and the Equiano passage";
        let long = [row("minutes", "what happens"), row("4–14", long_text), row("56–60", long_text)];
        let (a, b) = (column_widths(&mut w, &short, 2), column_widths(&mut w, &long, 2));
        assert!((a.iter().sum::<f32>() - w.width()).abs() < 0.01 && (b.iter().sum::<f32>() - w.width()).abs() < 0.01);
        assert!((a[0] - b[0]).abs() < 0.01, "the minutes column is as wide in both tables: {a:?} {b:?}");
        assert!(b[0] < w.width() / 4.0, "{b:?}");
    }

    #[test]
    fn the_plans_markdown_is_read_as_headings_paragraphs_lists_and_tables() {
        let src = "# Title\n\nSome **bold** words,\ngoing on.\n\n## Aims\n\n- one\n  more\n- two\n\n| a | b |\n|---|---|\n| 1 | **2** |\n\nSee [the page](https://example.org) and *a book*.\n";
        let b = blocks(src);
        assert_eq!(b[0], Block::Heading(1, "Title".into()));
        assert_eq!(
            b[1],
            Block::Paragraph(vec![
                ("Some ".into(), Weight::Regular),
                ("bold".into(), Weight::SemiBold),
                (" words, going on.".into(), Weight::Regular)
            ])
        );
        assert_eq!(b[2], Block::Heading(2, "Aims".into()));
        assert_eq!(b[3], Block::Item(vec![("one more".into(), Weight::Regular)]));
        assert_eq!(b[4], Block::Item(vec![("two".into(), Weight::Regular)]));
        assert_eq!(b[5], Block::Table(vec![vec!["a".into(), "b".into()], vec!["1".into(), "2".into()]]));
        assert_eq!(
            b[6],
            Block::Paragraph(vec![("See the page (https://example.org) and a book.".into(), Weight::Regular)])
        );
        assert_eq!(b.len(), 7);
    }

    #[test]
    fn a_bold_word_keeps_the_comma_after_it() {
        let w = words(&runs("**Played**, or not"));
        assert_eq!(w.len(), 3);
        assert_eq!(w[0].parts, vec![("Played".to_string(), Weight::SemiBold), (",".to_string(), Weight::Regular)]);
        assert!(!w[0].space_before && w[1].space_before);
    }

    #[test]
    fn every_plan_is_read_whole() {
        for lang in Language::ALL {
            let b = blocks(plan_text(lang));
            assert!(matches!(b.first(), Some(Block::Heading(1, _))), "{lang:?} starts with its title");
            let headings = b.iter().filter(|x| matches!(x, Block::Heading(2, _))).count();
            let tables = b.iter().filter(|x| matches!(x, Block::Table(_))).count();
            assert!(headings >= 10 && tables >= 2, "{lang:?}: {headings} headings, {tables} tables");
            // No mark left in the text.
            for x in &b {
                let text = match x {
                    Block::Heading(_, t) => t.clone(),
                    Block::Paragraph(r) | Block::Item(r) => r.iter().map(|(t, _)| t.as_str()).collect(),
                    Block::Table(rows) => rows.concat().concat(),
                    Block::Marker(_) => String::new(),
                };
                assert!(!text.contains("**") && !text.contains('`') && !text.contains("]("), "{lang:?}: {text}");
            }
        }
    }
}
