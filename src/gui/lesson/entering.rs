//! Entries: made from the draft (and refused with the rules' reason), undone, made again,
//! corrected, and a step discussed instead of played.

#[allow(clippy::wildcard_imports)]
use super::*;

impl LessonScreen {
    /// Takes the last entry back. The step comes back as it was before Resolve: its cards,
    /// investments, rebellions or attack as they were laid (and the dice typed in), so that
    /// one can be changed and the step resolved again.
    pub(super) fn undo(&mut self, ctx: &Ctx<'_>) {
        if self.queue_while_waiting(Msg::Undo) {
            return;
        }
        let Some(entry) = self.session.undo() else { return };
        self.mode = Mode::Entering;
        self.opening = None;
        self.reset_draft();
        let d = &mut self.draft;
        match &entry.input {
            Input::Decide { cards, places } => {
                for (slot, c) in d.cards.iter_mut().zip(cards) {
                    *slot = *c;
                }
                // The new countries and the gains where the teacher put them.
                d.restore_places(self.session.game(), places);
            }
            Input::Proceed { places } => {
                for p in places.iter().filter(|p| p.nth == 0) {
                    let game = self.session.game();
                    if let Some(site) = p.site() {
                        let _ = d.land(game, usize::from(p.team), site);
                    }
                }
            }
            Input::Invest { spend, places } => {
                let shown = |n: u32| if n == 0 { String::new() } else { n.to_string() };
                for (slot, s) in d.spend.iter_mut().zip(spend) {
                    *slot = SpendText { armies: shown(s.armies), farms: shown(s.farms) };
                }
                d.restore_places(self.session.game(), places);
            }
            Input::PlaceRebellions { own, extra } => (d.rebel_own, d.rebel_extra) = (own.clone(), extra.clone()),
            Input::Attack { from, target } => (d.from, d.target) = (Some(*from), Some(*target)),
            Input::Occupy { armies } => d.occupy = *armies,
            _ => {}
        }
        if entry.typed {
            d.dice = outcome_words(&self.tr, &entry.outcomes);
        }
        // The class has seen these cards (or investments): taken back to change one, they are
        // no secret any more.
        d.shown = matches!(entry.input, Input::Decide { .. } | Input::Invest { .. });
        self.redo.push(entry);
        self.commit(None, ctx);
        let _ = self.save_pending();
    }

    /// Makes the entry undone last again, with the same dice and draws.
    pub(super) fn redo(&mut self, ctx: &Ctx<'_>) {
        if self.queue_while_waiting(Msg::Redo) {
            return;
        }
        let Some(entry) = self.redo.pop() else { return };
        let redo = std::mem::take(&mut self.redo);
        self.draft.dice = outcome_words(&self.tr, &entry.outcomes);
        let before = self.session.record().entries.len();
        self.enter_with(entry.input.clone(), entry.typed, ctx);
        self.redo = redo;
        // It no longer fits (it should always): nothing is made, and it stays to be redone.
        if self.session.record().entries.len() == before {
            self.redo.push(entry);
        }
    }

    /// What happened at entry `i`, as the reveal shows it (the colonial wars: every fight of
    /// that step).
    pub(super) fn revealed_entry(&self, i: usize) -> Option<Mode> {
        let frame = self.session.timeline().frames().get(i)?;
        let entry = self.session.record().entries.get(i)?;
        let kind = match entry.input {
            Input::Proceed { .. } => Revealed::Proceed,
            Input::Decide { .. } => Revealed::Cards,
            Input::Invest { .. } => Revealed::Investment,
            Input::PlaceRebellions { .. } => Revealed::Rebellions,
            Input::Correct { .. } => return None,
            _ => Revealed::Wars,
        };
        let changes = if kind == Revealed::Wars { self.war_changes(frame.step) } else { frame.changes.clone() };
        Some(Mode::Revealed(Reveal { step: frame.step, kind, changes }))
    }

    pub(super) fn correct(&mut self, team: usize, what: Quantity, delta: i64, ctx: &Ctx<'_>) {
        if self.queue_while_waiting(Msg::Correct(team, what, delta)) {
            return;
        }
        let now = team::current(self, team, what);
        let reason = self.correcting.reason(ctx.tr);
        let input = Input::Correct { team: team as u8, what, value: (now + delta).max(0), reason };
        // A correction is the teacher's: it changes numbers, never the projector's reveal.
        match self.session.apply(input) {
            Ok(_) => {
                self.redo.clear();
                self.commit(None, ctx);
            }
            Err(e) => self.error = Some(rule_error(self.cast(), e)),
        }
    }

    /// Step `id` discussed (`on`) or played from now on, kept in the record with the time: the
    /// engine says whether it may still change. At the step itself the entry begins anew.
    pub(super) fn set_discussed(&mut self, id: &str, on: bool, ctx: &Ctx<'_>) {
        if self.queue_while_waiting(Msg::Discussed(id.to_string(), on)) {
            return;
        }
        let time = chrono::Local::now().format("%Y-%m-%d %H:%M").to_string();
        let before = self.session.record().discussed_changes.len();
        match self.session.set_discussed(id, on, time) {
            Ok(()) if self.session.record().discussed_changes.len() == before => {}
            Ok(()) => {
                self.redo.clear();
                if matches!(self.mode, Mode::Entering) {
                    self.reset_draft();
                }
                self.commit(None, ctx);
            }
            Err(e) => self.error = Some(rule_error(self.cast(), e)),
        }
    }

    /// Applies an entry; on success it is saved at once and, for a whole step, revealed.
    pub(super) fn enter(&mut self, input: Input, ctx: &Ctx<'_>) {
        self.enter_with(input, self.real_dice(), ctx);
    }

    /// Applies an entry with the dice typed in (`typed`) or thrown by the app. While the last
    /// change is not on disk, the next entry waits.
    pub(super) fn enter_with(&mut self, input: Input, typed: bool, ctx: &Ctx<'_>) {
        // Only an entry whose outcome waits for the disk holds the next one back: after a
        // failed save of a correction or an undo, the next entry is made and saves it all.
        if self.waits_for_disk() {
            return;
        }
        // What the class sees now, kept for as long as the entry waits for the disk.
        let slide = super::frame(self);
        self.saving.hold(slide);
        // An entry made while a phase's opening shows leaves the opening.
        self.opening = None;
        let step = self.session.game().state().step;
        let was_war = self.session.game().at_war();
        // A step discussed instead of played changes nothing: there is nothing to reveal.
        let discussed = self.session.game().is_discussed(step);
        let kind = match &input {
            Input::Proceed { .. } if discussed => None,
            Input::Proceed { .. } => Some(Revealed::Proceed),
            Input::Decide { .. } => Some(Revealed::Cards),
            Input::Invest { .. } => Some(Revealed::Investment),
            Input::PlaceRebellions { .. } => Some(Revealed::Rebellions),
            Input::EndAttacks => Some(Revealed::Wars),
            _ => None,
        };
        let result = if typed {
            match parse_outcomes(&self.draft.dice) {
                Ok(outcomes) => self.session.apply_typed(input, outcomes),
                Err(bad) => {
                    self.error =
                        Some(Words::new(move |tr| tr.tr("lesson-bad-outcome", &[("word", Arg::from(bad.clone()))])));
                    return;
                }
            }
        } else {
            self.session.apply(input)
        };
        let changes = match result {
            Ok(changes) => changes,
            Err(e) => {
                self.error = Some(rule_error(self.cast(), e));
                return;
            }
        };
        // The teams' reasons for their cards go into the record with the cards.
        if kind == Some(Revealed::Cards) {
            for (t, why) in self.draft.why.clone().into_iter().enumerate() {
                if let Some(why) = why {
                    self.session.set_why(step, t, &why);
                }
            }
        }
        // The file the entry makes, written once: measured here, and saved as it is.
        let written = Written::of(self.session.record());
        if written.size() > crate::engine::limits::RECORD_BYTES {
            // The entry would make a file the app could not read again: it is taken back.
            let _ = self.session.undo();
            let e = crate::store::StoreError::TooLarge { path: self.path.clone(), size: written.size() };
            self.error = Some(Words::new(move |tr| errors::store(tr, &e)));
            return;
        }
        self.redo.clear();
        let ended = self.session.game().state().step != step;
        let after = match kind {
            // Ending the attacks of the last attacker ends the wars: all fights revealed.
            Some(Revealed::Wars) if ended && was_war => {
                Mode::Revealed(Reveal { step, kind: Revealed::Wars, changes: self.war_changes(step) })
            }
            Some(Revealed::Wars) | None => Mode::Entering,
            Some(kind) => Mode::Revealed(Reveal { step, kind, changes }),
        };
        self.reset_draft();
        // What happened shows once the entry is on disk; the draft on disk goes only then: with
        // the save failed (a USB stick pulled, a full disk), it is all that holds the cards the
        // devices were told were saved.
        self.commit_written(written, Some(after), ctx);
    }

    /// Every change of the colonial wars at `step` (after the cards), from the timeline.
    pub(crate) fn war_changes(&self, step: usize) -> Vec<Change> {
        let record = self.session.record();
        self.session
            .timeline()
            .frames()
            .iter()
            .zip(&record.entries)
            .filter(|(f, e)| f.step == step && !matches!(e.input, Input::Decide { .. } | Input::Correct { .. }))
            .flat_map(|(f, _)| f.changes.iter().copied())
            .collect()
    }
}
