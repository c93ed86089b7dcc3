//! The debrief's sheets: the filled debrief sheet for the teacher and the pupils' worksheet,
//! with the class's own game, its reasons and the questions to write about.

#[allow(clippy::wildcard_imports)]
use super::*;

/// The teacher's debrief sheet of a class (document 6): each phase's questions with the
/// class's facts, the background, and the two rankings.
pub fn debrief_sheet(tr: &Translator, paper: Paper, session: &Session) -> Document {
    let rec = session.record();
    let names = rec.names();
    let mut w = teachers_pages(tr, paper);
    let doc_title = tr.tr("handout-debrief", &[("class", Arg::from(rec.class.clone()))]);
    title(&mut w, &doc_title);
    for phase in report::debrief(tr, &names, session.game()) {
        let (left, width) = (w.left(), w.width());
        // Each question, and the literature, whole on one page; the heading stays with
        // the first question.
        let bullets: Vec<String> = phase.questions.iter().map(|q| format!("• {}", q.text)).collect();
        // Under a question, the teams' own reasons for its cards that the teacher did not hide.
        let (open, close) = (tr.text("whys-open"), tr.text("whys-close"));
        let quotes: Vec<Vec<String>> = phase
            .questions
            .iter()
            .map(|q| {
                q.whys(rec, true)
                    .into_iter()
                    .map(|y| format!("{}: {open}{}{close}", names.get(y.team).cloned().unwrap_or_default(), y.text))
                    .collect()
            })
            .collect();
        let heights: Vec<f32> = bullets
            .iter()
            .zip(&quotes)
            .map(|(b, qs)| {
                w.paragraph_height(b, BODY, Weight::Regular, width - 4.0)
                    + qs.iter().map(|q| w.paragraph_height(q, BODY, Weight::Regular, width - 10.0)).sum::<f32>()
            })
            .collect();
        heading(&mut w, &phase.title, heights.first().copied().unwrap_or(0.0));
        for ((bullet, h), qs) in bullets.iter().zip(&heights).zip(&quotes) {
            w.keep("question", *h);
            w.paragraph_at(left + 4.0, width - 4.0, bullet, BODY, Weight::Regular);
            for q in qs {
                w.paragraph_at(left + 10.0, width - 10.0, q, BODY, Weight::Regular);
            }
            w.gap(1.0);
        }
        // The history behind it, set off from the questions so that it is found in a
        // discussion; the sources begin with their own label ("Literature:").
        w.gap(2.0);
        let label = tr.text("handout-background-label");
        let first = w.paragraph_height(&phase.background, BODY, Weight::Regular, width).min(3.0 * leading(BODY));
        w.need(leading(BODY) + first);
        w.paragraph(&label, BODY, Weight::SemiBold);
        w.paragraph(&phase.background, BODY, Weight::Regular);
        w.gap(1.5);
        let sources = w.paragraph_height(&phase.sources, BODY, Weight::Regular, width);
        w.keep("literature", sources);
        w.paragraph(&phase.sources, BODY, Weight::Regular);
        w.gap(2.0);
    }
    // The reasons at decisions no question above asks about: the teacher's sheet has every
    // reason the pupils' worksheet may leave out for room.
    let (open, close) = (tr.text("whys-open"), tr.text("whys-close"));
    let asked: Vec<usize> = report::debrief(tr, &names, session.game())
        .iter()
        .flat_map(|p| p.questions.iter().flat_map(|q| q.groups.iter().filter_map(|g| g.choice.map(|(s, _)| s))))
        .collect();
    let mut rest: Vec<&crate::engine::Why> =
        rec.whys.iter().filter(|y| !y.hidden && !asked.contains(&y.step)).collect();
    rest.sort_by_key(|y| (y.step, y.team));
    if !rest.is_empty() {
        let steps = &session.game().lesson().steps;
        let lines: Vec<String> = rest
            .iter()
            .map(|y| {
                let team = names.get(y.team).cloned().unwrap_or_default();
                let step = steps.get(y.step).map(|st| step_name(tr, st)).unwrap_or_default();
                format!("{step} · {team}: {open}{}{close}", y.text)
            })
            .collect();
        let first = w.paragraph_height(&lines[0], BODY, Weight::Regular, w.width() - 4.0);
        heading(&mut w, &tr.text("handout-debrief-more-whys"), first);
        let left = w.left();
        let width = w.width();
        for line in &lines {
            w.paragraph_at(left + 4.0, width - 4.0, line, BODY, Weight::Regular);
        }
        w.gap(2.0);
    }
    let end = standings(session.game().state());
    let table = rankings_table(tr, &w, &names, Some(&end), names.len());
    titled_table(&mut w, "rankings", &tr.text("handout-rankings"), &table);
    Document { name: "debrief-sheet", title: doc_title, writer: w }
}

/// The students' debrief worksheet (document 7): the class's own facts (who laid which card,
/// both rankings) and three questions with room to write, in the lesson's language.
pub fn debrief_worksheet(tr: &Translator, lesson: &Lesson, paper: Paper, session: &Session) -> Document {
    // The exit task comes last, where the sheet still fits on one sheet printed on both sides
    // (twelve teams of long names leave no room: the teacher's debrief sheet has it too).
    // The teams' reasons come before it, as many as fit (the rest are on the debrief sheet).
    let shown = session.record().whys.iter().filter(|y| !y.hidden).count();
    let mut quoted = shown;
    loop {
        for exit_task in [true, false] {
            let sheet = worksheet(tr, lesson, paper, session, (quoted, exit_task));
            if sheet.writer.page_count() <= 2 || (quoted == 0 && !exit_task) {
                return sheet;
            }
        }
        quoted /= 2;
    }
}

/// The worksheet with the first `quoted` of the teams' shown reasons, and the exit task or not.
pub(super) fn worksheet(
    tr: &Translator,
    lesson: &Lesson,
    paper: Paper,
    session: &Session,
    (quoted, exit_task): (usize, bool),
) -> Document {
    let rec = session.record();
    let names = rec.names();
    let st = session.game().state();
    let sat = sat_out_steps(session);
    let mut w = Writer::new(paper, Sheet::Portrait);
    let doc_title = tr.tr("handout-worksheet", &[("class", Arg::from(rec.class.clone()))]);
    title(&mut w, &doc_title);
    // The pupil's name and team: the questions ask about "your gold".
    two_fields(&mut w, &tr.text("handout-student"), &tr.text("handout-team"));
    // Who laid which card, and where each team ended: a row per team, a column per decision
    // (A, B, ...) with the card it laid, then its gold and prestige with their ranks. The
    // decisions and their cards are named below. One row a team keeps the sheet to two pages
    // for twelve teams with long names (a row per card laid ran to six).
    let decisions: Vec<(usize, &crate::lesson::Step)> =
        lesson.steps.iter().enumerate().filter(|(_, s)| !s.options.is_empty()).collect();
    let letter = |i: usize| char::from(b'A' + (i % 26) as u8).to_string();
    let end = standings(st);
    let mut header = vec![tr.text("col-team")];
    header.extend((0..decisions.len()).map(letter));
    header.extend([tr.text("col-gold"), tr.text("col-prestige")]);
    let rows: Vec<Vec<String>> = (0..names.len())
        .map(|t| {
            let mut row = vec![names[t].clone()];
            row.extend(decisions.iter().map(|&(s, _)| match st.card(s, t) {
                Some(c) => c.to_string(),
                None if sat.iter().any(|&(at, team, _)| (at, team) == (s, t)) => "–".to_string(),
                None => String::new(),
            }));
            if let Some(r) = end.iter().find(|r| r.team == t) {
                // The number, and the rank in brackets: "83 (1)", "9 (=6)".
                row.extend([
                    format!("{} ({})", r.gold, rank_label(r.rank_gold, r.tied_gold)),
                    format!("{} ({})", r.prestige, rank_label(r.rank_prestige, r.tied_prestige)),
                ]);
            }
            row
        })
        .collect();
    // Each column as wide as its widest word needs; the team's name takes the rest.
    let pad = 3.0 + 1.0;
    let mut widths: Vec<f32> = (1..header.len())
        .map(|c| {
            let head = w.measure(&header[c], BODY, Weight::SemiBold);
            let cells = rows.iter().filter_map(|r| r.get(c)).map(|v| w.measure(v, BODY, Weight::Regular));
            cells.fold(head, f32::max) + pad
        })
        .collect();
    let rest = w.width() - widths.iter().sum::<f32>();
    widths.insert(0, rest.max(30.0));
    let mut numeric = vec![false];
    numeric.extend(std::iter::repeat_n(true, header.len() - 1));
    let table = Table { widths, header, rows, size: BODY, min_row: 8.0, numeric };
    // The table starts on the first page and breaks between rows, its header repeated: kept
    // whole, it could be pushed to page 2 and leave page 1 with a name line only.
    let heights = w.table_heights(&table);
    heading(&mut w, &tr.text("handout-worksheet-choices"), heights.iter().take(2).sum());
    w.table_flowing("cards laid", &table);
    let discussed: Vec<usize> = decisions.iter().map(|&(s, _)| s).filter(|&s| session.game().is_discussed(s)).collect();
    decisions_legend(&mut w, tr, &decisions, !sat.is_empty(), &discussed);
    worksheet_whys(&mut w, tr, session, &decisions, quoted);
    written_questions(&mut w, tr);
    if exit_task {
        paper::exit_task(&mut w, tr, 3);
    }
    Document { name: "debrief-worksheet", title: doc_title, writer: w }
}

/// The teams' own reasons the teacher did not hide, the first `quoted` of them in the order of
/// the decisions, a line each: "Los Halcones, C: “…”" (the letter of the decision in the table
/// above); and how many more are on the teacher's debrief sheet.
pub(super) fn worksheet_whys(
    w: &mut Writer,
    tr: &Translator,
    session: &Session,
    decisions: &[(usize, &crate::lesson::Step)],
    quoted: usize,
) {
    let rec = session.record();
    let names = rec.names();
    let mut shown: Vec<&crate::engine::Why> = rec.whys.iter().filter(|y| !y.hidden).collect();
    shown.sort_by_key(|y| (y.step, y.team));
    if shown.is_empty() {
        return;
    }
    let (open, close) = (tr.text("whys-open"), tr.text("whys-close"));
    let lines: Vec<String> = shown
        .iter()
        .take(quoted)
        .map(|y| {
            let letter = decisions.iter().position(|&(s, _)| s == y.step).map(|i| char::from(b'A' + (i % 26) as u8));
            let team = names.get(y.team).cloned().unwrap_or_default();
            match letter {
                Some(l) => format!("{team}, {l}: {open}{}{close}", y.text),
                None => format!("{team}: {open}{}{close}", y.text),
            }
        })
        .collect();
    let first = lines.first().map_or(0.0, |l| w.paragraph_height(l, BODY, Weight::Regular, w.width()));
    w.gap(2.0);
    heading(w, &tr.text("handout-worksheet-whys"), first);
    for line in &lines {
        w.paragraph(line, BODY, Weight::Regular);
    }
    if shown.len() > lines.len() {
        w.paragraph(
            &tr.tr("handout-worksheet-whys-more", &[("count", Arg::from(shown.len() - lines.len()))]),
            BODY,
            Weight::Regular,
        );
    }
}

/// What the worksheet's letters and card numbers stand for: each decision (A, B...) and its
/// cards; `sat_out`: the dash for a team that sat out is explained too; `discussed`: the steps
/// (by index) the class discussed instead of playing, which say so.
pub(super) fn decisions_legend(
    w: &mut Writer,
    tr: &Translator,
    decisions: &[(usize, &crate::lesson::Step)],
    sat_out: bool,
    discussed: &[usize],
) {
    // What the letters and the card numbers stand for.
    let legend: Vec<Vec<String>> = decisions
        .iter()
        .enumerate()
        .map(|(i, &(s, step))| {
            let mut cards = cards_line(tr, step);
            if discussed.contains(&s) {
                cards = format!("{} {cards}", tr.text("handout-discussed"));
            }
            vec![format!("{} {}", char::from(b'A' + (i % 26) as u8), step_name(tr, step)), cards]
        })
        .collect();
    let mut note = tr.text("handout-worksheet-legend");
    if sat_out {
        note = format!("{note} {}", tr.text("handout-worksheet-sat-out"));
    }
    w.gap(3.0);
    w.paragraph(&note, BODY, Weight::Regular);
    w.gap(2.0);
    let header = [tr.text("handout-decision"), tr.text("handout-cards")];
    let table = Table::two_columns(58.0, w.width(), header, legend);
    w.table_flowing("legend", &table);
}

/// The worksheet's three questions, each with four lines to write on.
pub(super) fn written_questions(w: &mut Writer, tr: &Translator) {
    // Three questions, each with four lines to write on (8 mm apart, as ruled paper), kept
    // with its lines (and the heading with the first).
    let questions: Vec<String> = ["results-debrief-1", "results-debrief-2", "results-debrief-3"]
        .iter()
        .enumerate()
        .map(|(i, id)| format!("{}. {}", i + 1, tr.text(id)))
        .collect();
    let width = w.width();
    let block = |w: &mut Writer, q: &str| w.paragraph_height(q, BODY, Weight::SemiBold, width) + 4.0 * 8.0 + 4.0;
    let first = block(w, &questions[0]);
    heading(w, &tr.text("handout-worksheet-questions"), first);
    for (i, q) in questions.iter().enumerate() {
        let h = block(w, q);
        w.keep(&format!("question {}", i + 1), h);
        w.paragraph(q, BODY, Weight::SemiBold);
        for _ in 0..4 {
            w.gap(8.0);
            let (y, left, right) = (w.y, w.left(), w.frame().right);
            w.hline(left, right, y);
        }
        w.gap(4.0);
    }
}
