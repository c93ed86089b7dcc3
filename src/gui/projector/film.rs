//! The film's frame from a session alone (the projector screen's film and the film written to a
//! file), and the small pieces the slides share: a team's tag from the record, a step's line.

#[allow(clippy::wildcard_imports)]
use super::*;

pub(crate) fn record_tag(record: &crate::engine::Record, t: usize) -> Tag {
    let team = &record.teams[t];
    Tag { name: team.name.clone(), colour: Colour::from_code(&team.colour), seat: t }
}

/// A step's "where are we" line: "Phase 1 · Landing · Contact on the coast".
pub(crate) fn step_line(tr: &Translator, lesson: &crate::lesson::Lesson, step: &crate::lesson::Step) -> String {
    let phase = &lesson.phases[step.phase];
    let line =
        tr.tr("projector-phase", &[("number", Arg::from(step.phase + 1)), ("phase", Arg::from(tr.text(&phase.name)))]);
    format!("{line} · {}", tr.text(&format!("step-name-{}", step.id)))
}

/// The film's frame of `session` after `at` entries, from the session alone (the film written
/// to a file says neither "playing" nor "paused": `playing` is `None`).
pub fn film_slide(
    session: &crate::engine::Session,
    tr: &Translator,
    at: usize,
    playing: Option<bool>,
) -> Option<Slide> {
    let picture = crate::gui::map::film_picture_of(session, at)?;
    let timeline = session.timeline();
    let st = timeline.after(at);
    let caption = film_caption_of(session, tr, at);
    let id = if playing == Some(false) { "projector-film-paused" } else { "projector-film-playing" };
    let mut position = tr.tr(id, &[("n", Arg::from(at)), ("count", Arg::from(timeline.len()))]);
    // What kind of entry it was ("throw", "cards"), as the game log says it.
    if let Some(entry) = at.checked_sub(1).and_then(|i| session.record().entries.get(i)) {
        position = format!("{} · {position}", tr.text(crate::report::entry_kind(&entry.input)));
    }
    let record = session.record();
    let teams = picture
        .teams
        .iter()
        .enumerate()
        .map(|(t, (_, letter))| FilmTeam {
            tag: record_tag(record, t),
            letter: letter.clone(),
            gold: st.teams.get(t).map_or(0, |t| t.gold),
            prestige: st.teams.get(t).map_or(0, |t| t.prestige),
        })
        .collect();
    Some(Slide::Film { picture, caption, position, heads: [tr.text("col-gold"), tr.text("col-prestige")], teams })
}

pub(crate) fn film_caption_of(session: &crate::engine::Session, tr: &Translator, at: usize) -> String {
    let timeline = session.timeline();
    let lesson = session.game().lesson();
    match at.checked_sub(1).and_then(|i| timeline.frames().get(i)) {
        Some(f) => match lesson.steps.get(f.step) {
            Some(step) => step_line(tr, lesson, step),
            None => tr.text("projector-end"),
        },
        None => tr.text("projector-film-start"),
    }
}
