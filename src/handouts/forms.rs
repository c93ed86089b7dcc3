//! The teams' phase forms (A5, two to a sheet, to copy and cut) and the teacher's phase cards.

use super::*;

/// What a phase form holds when space is short: the reminder how to tick goes first (the
/// rules summary has it), then the second line for the team's reasons (the slave trade's
/// reasons have the least room). No form carries the phase's introduction: the teacher reads it
/// out, and every phase's form looks alike.
#[derive(Clone, Copy)]
struct FormFit {
    tick_note: bool,
    why_lines: usize,
    /// The room between two cards' boxes, in mm (0.5 mm would be too close).
    between: f32,
}

/// One team's form for one phase, in the current A5 frame.
fn phase_form(w: &mut Writer, tr: &Translator, lesson: &Lesson, p: usize, fit: FormFit) {
    let frame = w.frame();
    let top = w.y;
    let (left, width) = (frame.left, frame.width());
    w.paragraph(&phase_heading(tr, lesson, p), HEAD, Weight::SemiBold);
    w.gap(2.0);
    // The team's name on a line, and a box for its letter (the one it writes on the board).
    let y = w.y;
    let team = tr.text("handout-team");
    let letter = tr.text("handout-letter");
    let team_w = w.measure(&team, BODY, Weight::Regular);
    let letter_w = w.measure(&letter, BODY, Weight::Regular);
    let box_w = 12.0;
    w.text_at(left, y + 1.0, BODY, Weight::Regular, &team, left + team_w);
    let letter_x = frame.right - box_w - 2.0 - letter_w;
    w.hline(left + team_w + 2.0, letter_x - 4.0, y + 1.0 + leading(BODY));
    w.text_at(letter_x, y + 1.0, BODY, Weight::Regular, &letter, letter_x + letter_w);
    w.mark(frame.right - box_w, y, box_w, 8.0);
    w.y = y + 11.0;
    // The class and the date: a teacher with two parallel classes keeps them apart.
    two_fields(w, &tr.text("handout-class"), &tr.text("handout-date"));
    // The team's gold through the phase, change by change (on paper nobody keeps it
    // between the score sheet's rows).
    w.write_on(&tr.text("handout-gold-ledger"), frame.right);
    w.gap(leading(BODY) + 1.0);
    if fit.tick_note {
        w.paragraph(&tr.text("handout-tick"), BODY, Weight::Regular);
    }
    for step in lesson.steps.iter().filter(|s| s.phase == p) {
        match step.kind {
            StepKind::Investment => {
                w.gap(if fit.tick_note { 3.0 } else { 2.0 });
                w.paragraph(&tr.text("handout-investment"), STEP, Weight::SemiBold);
                w.gap(1.0);
                let header: Vec<String> =
                    ["handout-inv-received", "handout-inv-armies", "handout-inv-farms", "handout-inv-kept"]
                        .iter()
                        .map(|id| tr.text(id))
                        .collect();
                let table = Table {
                    widths: vec![width / 4.0; 4],
                    header,
                    rows: vec![vec![String::new(); 4]],
                    size: BODY,
                    min_row: 10.0,
                    numeric: vec![],
                };
                w.table(&format!("investment, phase {}", p + 1), &table);
            }
            _ if step.options.is_empty() => {}
            _ => {
                // Without the reminder the form is tight: a little less air between the lines.
                let (before, between, why) =
                    if fit.tick_note { (3.0, fit.between, (2.0, 1.0)) } else { (1.5, fit.between, (1.2, 0.4)) };
                w.gap(before);
                // The step's name with the question its cards answer ("Colonial wars: Do you go
                // to war against other nations?"), then who lays no card.
                let question = tr.text(&format!("handout-question-{}", step.id));
                w.paragraph(&format!("{} – {question}", step_name(tr, step)), STEP, Weight::SemiBold);
                if step.options.iter().all(|o| o.cost > 0) {
                    w.paragraph(&tr.text("handout-no-gold"), MIN_PT, Weight::Regular);
                }
                if step.kind == StepKind::RebellionChoice {
                    w.paragraph(&tr.text("handout-rebellion-only"), MIN_PT, Weight::Regular);
                }
                // A step the plans ask to discuss rather than play (the slave trade): no box to
                // tick for taking part; the cards are listed for what they would have meant, and
                // a class that plays it writes the number of its card.
                if step.may_be_discussed {
                    w.paragraph(&tr.text("handout-may-be-discussed"), MIN_PT, Weight::Regular);
                }
                for (i, o) in step.options.iter().enumerate() {
                    w.gap(between);
                    let y = w.y;
                    if !step.may_be_discussed {
                        w.mark(left, y, TICK, TICK);
                    }
                    // The card as a team reads it on paper, in a form that fits any team.
                    let label = format!("{}  {}.", i + 1, crate::report::card_named(tr, &o.label));
                    w.y = y + (TICK - leading(BODY)).max(0.0) / 2.0;
                    w.paragraph_at(left + TICK + 3.0, width - TICK - 3.0, &label, BODY, Weight::Regular);
                    w.y = w.y.max(y + TICK);
                }
                // A line for the team's reasons: the debrief asks for them. Where a choice did
                // violence to people (the slave trade), the team writes what it meant for them,
                // never its reasons for buying people.
                w.gap(why.0);
                let own = format!("handout-why-{}", step.id);
                let why_label = if tr.has(&own) { tr.text(&own) } else { tr.text("handout-why") };
                w.write_on(&why_label, frame.right);
                w.gap(leading(BODY));
                for _ in 1..fit.why_lines {
                    w.y += 7.0;
                    let y = w.y;
                    w.hline(left, frame.right, y);
                }
                w.gap(why.1);
            }
        }
    }
    let height = w.y - top;
    w.blocks.push(writer::Block {
        name: format!("phase form {}", p + 1),
        page: w.page_count() - 1,
        frame,
        top,
        height,
    });
}

/// The first way of laying out a phase's form that fits its A5 half.
fn form_fit(tr: &Translator, lesson: &Lesson, paper: Paper, p: usize) -> FormFit {
    let tries = [
        FormFit { tick_note: true, why_lines: 2, between: 2.0 },
        FormFit { tick_note: false, why_lines: 2, between: 2.0 },
        FormFit { tick_note: false, why_lines: 2, between: 1.2 },
        FormFit { tick_note: false, why_lines: 1, between: 1.2 },
        FormFit { tick_note: false, why_lines: 1, between: 0.5 },
    ];
    for fit in tries {
        let mut probe = Writer::new(paper, Sheet::TwoUp);
        phase_form(&mut probe, tr, lesson, p, fit);
        if probe.page_count() == 1 && probe.frame().left < 20.0 && probe.y <= probe.bottom() {
            return fit;
        }
    }
    tries[tries.len() - 1]
}

/// The teams' phase forms (document 1): per phase, one sheet with the same A5 form twice, to
/// copy and cut: the phase, the team's name and letter, each decision with its numbered
/// cards and a box to tick (never the consequences), a line for the team's reasons, and the
/// investment.
pub fn phase_forms(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    let mut w = Writer::new(paper, Sheet::TwoUp);
    // Two forms share a sheet: a hurried teacher should not print one sheet per team.
    w.cut_words(&tr.text("handout-cut"));
    let doc_title = tr.text("handout-phase-forms");
    for p in 0..lesson.phases.len() {
        let fit = form_fit(tr, lesson, paper, p);
        for half in 0..2 {
            if p > 0 || half > 0 {
                w.next_frame();
            }
            phase_form(&mut w, tr, lesson, p, fit);
        }
    }
    Document { name: "phase-forms", title: doc_title, writer: w }
}

/// The teacher's phase cards (document 2): how to play from paper (the order of play, the
/// landing, the resources drawn on the country sheets, where gains and losses go), then every
/// phase's steps with what to read out, the teacher's notes set apart, every consequence and the
/// dice tables. The phases follow one another without blank pages. A step the plans ask to
/// discuss rather than play (the slave trade) is here as it is discussed; its played cards are
/// on a sheet of their own (`played_cards`), which only a class that plays it prints.
pub fn teacher_cards(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    let mut w = teachers_pages(tr, paper);
    let doc_title = tr.text("handout-teacher-cards");
    let read_out = tr.text("handout-read-out");
    let for_you = tr.text("handout-for-you");
    title(&mut w, &doc_title);
    paper_rules(&mut w, tr);
    let mut investment_done = false;
    for p in 0..lesson.phases.len() {
        let number = Arg::from(p + 1);
        let phase_title = phase_heading(tr, lesson, p);
        let intro = tr.text(&lesson.phases[p].intro);
        // The phase's title and opening stay with the start of its first step.
        let width = w.width();
        let opening = w.paragraph_height(&phase_title, TITLE, Weight::SemiBold, width)
            + paper::labelled_height(&mut w, width, &read_out, &intro)
            + 30.0;
        w.gap(4.0);
        w.need(opening);
        w.running(
            &tr.tr("projector-phase", &[("number", number), ("phase", Arg::from(tr.text(&lesson.phases[p].name)))]),
        );
        title(&mut w, &phase_title);
        let left = w.left();
        paper::labelled(&mut w, left, width, &read_out, &intro);
        for step in lesson.steps.iter().filter(|s| s.phase == p) {
            // The investment is the same at the end of phases 1 to 3: whole once, then a line.
            if step.kind == StepKind::Investment && investment_done {
                w.gap(2.0);
                let line = tr.tr("handout-investment-again", &[("phase", Arg::from(p + 1))]);
                let h = w.paragraph_height(&line, BODY, Weight::Regular, width) + w.leading(HEAD) + 3.0;
                w.keep(&format!("step {} {}", step.text, p), h);
                w.paragraph(&step_name(tr, step), HEAD, Weight::SemiBold);
                w.paragraph(&line, BODY, Weight::Regular);
                continue;
            }
            investment_done |= step.kind == StepKind::Investment;
            if step.may_be_discussed {
                discussed_card(&mut w, tr, step, (&read_out, &for_you));
            } else {
                step_card(&mut w, tr, step, (&read_out, &for_you));
            }
        }
    }
    Document { name: "teacher-cards", title: doc_title, writer: w }
}

/// The played cards of the steps the plans ask to discuss rather than play (the slave trade),
/// for a class whose teacher chose to play them: each step as the teacher's cards set any other.
pub fn played_cards(tr: &Translator, lesson: &Lesson, paper: Paper) -> Document {
    let mut w = teachers_pages(tr, paper);
    let doc_title = tr.text("handout-played-title");
    let read_out = tr.text("handout-read-out");
    let for_you = tr.text("handout-for-you");
    title(&mut w, &doc_title);
    w.paragraph(&tr.text("handout-played-intro"), BODY, Weight::Regular);
    for step in lesson.steps.iter().filter(|s| s.may_be_discussed) {
        w.running(&phase_heading(tr, lesson, step.phase));
        step_card(&mut w, tr, step, (&read_out, &for_you));
    }
    Document { name: "teacher-cards-played", title: doc_title, writer: w }
}

/// One step as the teacher reads it from paper: its name, what to read out, the notes for the
/// teacher, and its cards with every consequence and what to read out about the people the card
/// touched, kept together on one page.
fn step_card(w: &mut Writer, tr: &Translator, step: &crate::lesson::Step, (read_out, for_you): (&str, &str)) {
    let (left, width) = (w.left(), w.width());
    let text = tr.text(&step.text);
    let notes: Vec<String> = [format!("{}-say", step.text), format!("{}-note", step.text)]
        .into_iter()
        .filter(|id| tr.has(id))
        .map(|id| tr.text(&id))
        .collect();
    let codes = (step.kind == StepKind::Landing).then(|| report::consequences(tr, 0, &step.effects));
    let rows: Vec<Vec<String>> = step
        .options
        .iter()
        .enumerate()
        .map(|(i, o)| {
            // The codes, then what the class hears about the people the card touched: the
            // nation named (the teacher says which), never "you" to the whole room.
            let mut what = report::consequences(tr, o.cost, &o.effects);
            let outcome = format!("{}-outcome", o.label);
            if tr.has(&outcome) {
                let team = tr.text("handout-team-placeholder");
                let said = tr.tr(&outcome, &[("team", Arg::from(team))]);
                what = format!("{what}\n{read_out} {said}");
            }
            vec![format!("{}  {}", i + 1, tr.text(&o.label)), what]
        })
        .collect();
    // The card's words are short; its consequences and what to read out are not.
    let table = cards_table(tr, (width, 0.3), "handout-consequences", rows);
    // The step's name, its text, its notes and its table stay together.
    let mut height = w.leading(HEAD) + 3.0 + paper::labelled_height(w, width, read_out, &text) + 1.0;
    for n in &notes {
        height += paper::labelled_height(w, width - paper::NOTE_INDENT, for_you, n) + 1.0;
    }
    if let Some(c) = &codes {
        height += w.paragraph_height(c, BODY, Weight::Regular, width) + 1.0;
    }
    if !table.rows.is_empty() {
        height += w.table_heights(&table).iter().sum::<f32>();
    }
    w.gap(2.0);
    w.keep(&format!("step {}", step.text), height);
    let name = step_name(tr, step);
    let name = if step.may_be_discussed { format!("{name} – {}", tr.text("handout-played-step")) } else { name };
    w.paragraph(&name, HEAD, Weight::SemiBold);
    w.gap(1.0);
    paper::labelled(w, left, width, read_out, &text);
    w.gap(1.0);
    for n in &notes {
        paper::note(w, for_you, n);
        w.gap(1.0);
    }
    if let Some(c) = &codes {
        w.paragraph(c, BODY, Weight::Regular);
        w.gap(1.0);
    }
    if !table.rows.is_empty() {
        w.table(&format!("cards {}", step.text), &table);
    }
}

/// A step's cards as the teacher's cards set them, `width` wide: the card (`share` of it) beside
/// what it does (the column headed `what`).
fn cards_table(tr: &Translator, (width, share): (f32, f32), what: &str, rows: Vec<Vec<String>>) -> Table {
    let card = width * share;
    Table {
        widths: vec![card, width - card],
        header: vec![tr.text("handout-card"), tr.text(what)],
        rows,
        size: BODY,
        min_row: 7.0,
        numeric: vec![],
    }
}

/// A step discussed instead of played, as the teacher runs it from paper: the situation told in
/// the past, what each card would have meant and brought in the game, the questions for the
/// class, and that nobody lays a card.
fn discussed_card(w: &mut Writer, tr: &Translator, step: &crate::lesson::Step, (read_out, for_you): (&str, &str)) {
    let width = w.width();
    let left = w.left();
    let past = tr.text(&format!("{}-discussed-text", step.text));
    let say = Some(format!("{}-say", step.text)).filter(|id| tr.has(id)).map(|id| tr.text(&id));
    let rows: Vec<Vec<String>> = step
        .options
        .iter()
        .enumerate()
        .map(|(i, o)| {
            let meant = [format!("{}-discussed", o.label), format!("{}-discussed-game", o.label)]
                .iter()
                .filter(|id| tr.has(id))
                .map(|id| tr.text(id))
                .collect::<Vec<_>>()
                .join(" ");
            vec![format!("{}  {}", i + 1, tr.text(&o.label)), format!("{read_out} {meant}")]
        })
        .collect();
    let prompts = report::discussion_prompts(tr, step);
    let table = cards_table(tr, (width, 0.3), "handout-discussed-meant", rows);
    let heading = format!("{} – {}", step_name(tr, step), tr.text("handout-discussed-step"));
    let questions = tr.text("handout-discussed-questions");
    let nobody = tr.text("handout-discussed-nobody");
    let apart = tr.tr("handout-played-apart", &[("sheet", Arg::from(tr.text("handout-played-title")))]);
    let asks: Vec<String> = prompts.iter().enumerate().map(|(i, p)| format!("{}. {p}", i + 1)).collect();
    // The whole discussed step on one page: it is read from paper at the lesson's most
    // sensitive moment.
    let mut height = w.leading(HEAD) + 3.0 + paper::labelled_height(w, width, read_out, &past) + 1.0;
    if let Some(s) = &say {
        height += paper::labelled_height(w, width - paper::NOTE_INDENT, for_you, s) + 1.0;
    }
    height += w.table_heights(&table).iter().sum::<f32>() + 1.0;
    height += paper::labelled_height(w, width, read_out, &questions);
    for a in &asks {
        height += w.paragraph_height(a, BODY, Weight::Regular, width - 4.0) + 0.5;
    }
    height += w.paragraph_height(&nobody, BODY, Weight::Regular, width) + 3.0;
    height += w.paragraph_height(&apart, BODY, Weight::Regular, width) + 1.0;
    w.gap(2.0);
    w.keep(&format!("discussed {}", step.text), height);
    w.paragraph(&heading, HEAD, Weight::SemiBold);
    w.gap(1.0);
    paper::labelled(w, left, width, read_out, &past);
    w.gap(1.0);
    if let Some(s) = &say {
        paper::note(w, for_you, s);
        w.gap(1.0);
    }
    w.table(&format!("discussed cards {}", step.text), &table);
    w.gap(1.0);
    paper::labelled(w, left, width, read_out, &questions);
    for a in &asks {
        w.gap(0.5);
        w.paragraph_at(left + 4.0, width - 4.0, a, BODY, Weight::Regular);
    }
    w.gap(1.0);
    w.paragraph(&nobody, BODY, Weight::Regular);
    w.gap(1.0);
    w.paragraph(&apart, BODY, Weight::Regular);
    w.gap(2.0);
}

/// How a class plays from these cards: what each team keeps, the order of play, the landing,
/// how a team draws its resources on its country sheet (whose product columns stand in for the
/// bag), the rulings, where gains and losses go, a team without a country, and the end.
fn paper_rules(w: &mut Writer, tr: &Translator) {
    heading(w, &tr.text("handout-paper-title"), 20.0);
    for id in [
        "handout-sheets",
        "handout-order",
        "handout-landing-order",
        "handout-product-explain",
        "handout-rulings",
        "handout-where",
        "handout-no-country",
        "handout-first-and-end",
    ] {
        let text = tr.text(id);
        let h = w.paragraph_height(&text, BODY, Weight::Regular, w.width());
        w.keep(id, h);
        w.paragraph(&text, BODY, Weight::Regular);
        w.gap(1.5);
    }
}
