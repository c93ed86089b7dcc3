//! How the lesson takes a message: the draft, an entry, what the screens show, and the rest.

#[allow(clippy::wildcard_imports)]
use super::*;

impl LessonScreen {
    pub fn update(&mut self, msg: Msg, ctx: &Ctx<'_>) -> (Task<Msg>, Option<Event>) {
        let before = self.place();
        let (task, event) = self.update_one(msg, ctx);
        // Whatever the message handed to the writer, its end comes back as a message.
        let task = Task::batch([task, self.save_task()]);
        // The game's last entry starts "what if" (a finished class opened started it at once).
        self.what_if.start(&self.session);
        // A new step, its reveal or a phase's opening starts at its top: its title and the
        // first line to read out in view, not scrolled as the last one was.
        let task = if self.place() == before {
            task
        } else {
            let top = || iced::widget::operation::AbsoluteOffset { x: 0.0, y: 0.0 };
            Task::batch([
                task,
                iced::widget::operation::scroll_to(view::MAIN_SCROLL, top()),
                iced::widget::operation::scroll_to(history::SCROLL, top()),
            ])
        };
        (task, event)
    }

    /// Where the lesson is, as the teacher's screen shows it: the entries made, whether the
    /// last is being revealed, the phase opening shown, the entry being corrected.
    pub(super) fn place(&self) -> (usize, bool, Option<usize>, Option<usize>) {
        let fixing = match &self.panel {
            Panel::History(Some(f)) => Some(f.index),
            _ => None,
        };
        (self.session.record().entries.len(), matches!(self.mode, Mode::Revealed(_)), self.opening, fixing)
    }

    pub(super) fn update_one(&mut self, msg: Msg, ctx: &Ctx<'_>) -> (Task<Msg>, Option<Event>) {
        // What the teacher does clears the last refusal; what comes back from the background
        // (the end of a save, of a file written, of "what if") leaves it standing.
        if !matches!(
            msg,
            Msg::RecordSaved(_) | Msg::DraftSaved(_) | Msg::SaveSlow | Msg::WriteEnded(..) | Msg::WhatIfCheck
        ) {
            self.error = None;
        }
        self.one_choice_follow_language(ctx.tr);
        match msg {
            // What is being prepared for the entry, an entry made, what the screens show.
            Msg::Draft(m) => self.draft_update(m),
            Msg::Entry(m) => self.entry_update(m, ctx),
            Msg::Show(m) => self.screen_update(m),
            Msg::WhatIfCheck => self.what_if.check(),
            Msg::OneChoice(m) => self.one_choice_update(m, ctx.tr),
            Msg::WhyHidden { step, team, hidden } => {
                if self.session.set_why_hidden(step, team, hidden) {
                    self.commit(None, ctx);
                }
            }
            Msg::WhyUncover { step, team } => {
                let _ = self.uncovered.insert((step, team));
                if self.session.set_why_hidden(step, team, false) {
                    self.commit(None, ctx);
                }
            }
            Msg::Key(key) => return self.key(key, ctx),
            Msg::Fix(m) => self.fix(m, ctx),
            Msg::RealDice(real) => {
                if self.queue_while_waiting(Msg::RealDice(real)) {
                    return (self.save_task(), None);
                }
                let dice = if real { Dice::Real } else { Dice::App };
                if !self.waits_for_disk() && self.session.record().dice() != dice {
                    self.session.set_dice(dice);
                    self.commit(None, ctx);
                }
            }
            Msg::Undo => self.undo(ctx),
            Msg::Redo => self.redo(ctx),
            Msg::RetrySave => {
                // The cards laid so far, where only they failed to reach the disk.
                if self.saving.draft_unsaved() {
                    let _ = self.save_pending();
                }
                let record = Written::of(self.session.record());
                if let Some(told) = self.saving.retry(record, &self.path, ctx.library) {
                    self.tasks.push(Task::perform(told, Msg::RecordSaved));
                }
            }
            Msg::RecordSaved(e) => return self.record_saved(e, ctx),
            Msg::DraftSaved(e) => return self.draft_saved(&e),
            // "Saving…" once a save takes long: nothing to do but to draw the screen again.
            Msg::SaveSlow => {}
            Msg::KeysSaved(e) => self.keys_saved(&e),
            Msg::Leave(leave) => return self.leave(leave),
            Msg::LeaveAnyway => return (Task::none(), self.leaving.take().map(Event::Leave)),
            Msg::StayInLesson => self.leaving = None,
            Msg::SaveElsewhere => return (self.save_elsewhere_dialog(), None),
            Msg::SaveElsewhereTo(to) => return self.save_elsewhere(to),
            Msg::SavedElsewhere(to, saved) => return self.saved_elsewhere(to, saved),
            Msg::GoOnUnsaved => {
                if let Some(mode) = self.saving.go_on_unsaved() {
                    self.mode = mode;
                }
            }
            Msg::Reason(r) => self.correcting.reason = r.chars().take(crate::engine::limits::REASON_CHARS).collect(),
            Msg::Product(p) => self.correcting.product = p,
            Msg::Correct(team, what, delta) => self.correct(team, what, delta, ctx),
            Msg::ReadAloud => {
                let voice = crate::gui::speech::Voice::of(self.tr.region());
                let event = Event::ReadAloud(self.read_aloud_words(), voice, self.read_yourself());
                return (Task::none(), Some(event));
            }
            Msg::ReadYourself(read) => {
                self.confirm_reading = false;
                if read {
                    let voice = crate::gui::speech::Voice::of(self.tr.region());
                    return (Task::none(), Some(Event::ReadAloud(self.read_aloud_words(), voice, false)));
                }
            }
            Msg::Discussed(id, on) => self.set_discussed(&id, on, ctx),
            Msg::LessonPlan => return (Task::none(), Some(Event::LessonPlan(self.tr.region()))),
            Msg::MapPick(site) => match on_map::pick(self, site) {
                Ok(Some(msg)) => return self.update(msg, ctx),
                Ok(None) => {}
                Err(why) => self.error = Some(why),
            },
            Msg::SaveSheets => return self.write(ctx, Output::Sheets),
            Msg::SaveFilm => return self.write(ctx, Output::Film),
            Msg::SaveCsv => return self.write(ctx, Output::Csv),
            Msg::CsvDelimiter(d) => self.csv_delimiter = Some(d),
            Msg::WriteEnded(n, written) => {
                if self.writing.ended(n) {
                    let written = written.unwrap_or_else(|_| Err(Words::text("files-not-written")));
                    return (Task::none(), Some(written_event(written)));
                }
            }
            Msg::Home => return self.leave(Leave::Home),
            Msg::Devices(crate::gui::devices_panel::DevMsg::PrintSlips) => {
                if let Some(d) = self.devices.console.as_deref_mut() {
                    d.asking = None;
                }
                return self.write(ctx, Output::Slips);
            }
            Msg::Devices(m) => {
                let code = matches!(m, crate::gui::devices_panel::DevMsg::ShowCode(Some(_)));
                self.devices_update(m);
                if code {
                    let top = iced::widget::operation::AbsoluteOffset { x: 0.0, y: 0.0 };
                    let up = iced::widget::operation::scroll_to(super::devices::SCROLL, top);
                    return (Task::batch([up, self.save_task()]), None);
                }
            }
        }
        (self.save_task(), None)
    }

    /// The entry the step's main button would make now (cards, investments, rebellions, a
    /// step without a choice), to ask the engine which dice it needs; `None` elsewhere.
    pub(crate) fn entry_input(&self) -> Option<Input> {
        let game = self.session.game();
        match game.expecting() {
            crate::engine::Expect::Decide { .. } | crate::engine::Expect::Invest => self.draft.input(game),
            crate::engine::Expect::Proceed => Some(self.proceed_input()),
            crate::engine::Expect::PlaceRebellions => Some(self.rebellions_input()),
            _ => None,
        }
    }

    /// Whether `input` needs dice or draws of the class's that are not typed yet.
    pub(crate) fn dice_missing(&self, input: &Input) -> bool {
        let typed = super::parse_outcomes(&self.draft.dice).unwrap_or_default();
        let throws = self.session.game().throws(input, &typed);
        throws.typed < throws.dice.len() || throws.draw.is_some()
    }

    /// Whether the real dice of the entry under way may be asked for on this screen: at a
    /// decision or an investment only once the cards are turned over (who throws says who
    /// laid what); at any other step at once.
    pub(crate) fn dice_asked(&self) -> bool {
        match self.session.game().expecting() {
            crate::engine::Expect::Decide { .. } | crate::engine::Expect::Invest => self.draft.shown,
            _ => true,
        }
    }

    /// A step without a choice, with the teacher's landing places.
    pub(super) fn proceed_input(&self) -> Input {
        Input::Proceed { places: self.draft.landing_places(self.session.game()) }
    }

    /// The rebellions where the teacher placed them.
    pub(super) fn rebellions_input(&self) -> Input {
        Input::PlaceRebellions { own: self.draft.rebel_own.clone(), extra: self.draft.rebel_extra.clone() }
    }

    /// A message that makes an entry from the draft (a card step resolved, an attack, a
    /// throw...); any other is given back.
    pub(super) fn entry_update(&mut self, msg: EntryMsg, ctx: &Ctx<'_>) {
        match msg {
            EntryMsg::Resolve | EntryMsg::Invest => {
                let Some(input) = self.draft.input(self.session.game()) else { return };
                // The class's real dice are thrown once the cards are turned over, as at the
                // table: until then no screen says who throws (it would say who laid what).
                if self.real_dice() && !self.draft.shown && self.dice_missing(&input) {
                    self.draft.shown = true;
                    self.error = None;
                    let _ = self.save_pending();
                    return;
                }
                self.enter(input, ctx);
            }
            EntryMsg::Proceed => self.enter(self.proceed_input(), ctx),
            EntryMsg::Attack => match (self.draft.from, self.draft.target) {
                (Some(from), Some(target)) => self.enter(Input::Attack { from, target }, ctx),
                _ => self.error = Some(Words::text("lesson-pick-countries")),
            },
            // With real dice, the two dice chosen on the screen (or by keys).
            EntryMsg::Throw if self.real_dice() => match self.draft.throw_text() {
                Some(dice) => {
                    self.draft.dice = dice;
                    self.enter(Input::Throw, ctx);
                }
                None => self.error = Some(Words::text("lesson-throw-both-dice")),
            },
            EntryMsg::Throw => self.enter(Input::Throw, ctx),
            EntryMsg::Retreat => self.enter(Input::BreakOff, ctx),
            EntryMsg::Occupy => self.enter(Input::Occupy { armies: self.draft.occupy }, ctx),
            EntryMsg::EndAttacks => self.enter(Input::EndAttacks, ctx),
            EntryMsg::PlaceRebellions => self.enter(self.rebellions_input(), ctx),
        }
    }

    /// A message that changes only what the teacher's screen and the projector screen show
    /// (folds, panels, the next situation); any other is given back.
    pub(super) fn screen_update(&mut self, msg: ShowMsg) {
        match msg {
            // Only the reveal has "Next situation": while an entry waits for the disk, what
            // happened has not shown yet, and it must not be skipped.
            ShowMsg::Next if !matches!(self.mode, Mode::Revealed(_)) => {}
            ShowMsg::Next => {
                // A new situation: the consequences fold again and the projector screen leaves
                // the standings, so that the class sees neither while it hears the situation.
                self.mode = Mode::Entering;
                self.detail = false;
                self.consequences = false;
                self.gains_open = false;
                self.situation_open = false;
                self.projector_standings = false;
                self.projector_map = false;
                self.reset_draft();
                // The first situation of a phase comes after the phase's opening.
                self.opening = opening::due(&self.session);
            }
            ShowMsg::Opening(show) => {
                self.opening = if show { opening::due(&self.session) } else { None };
                self.confirm_reading = false;
            }
            ShowMsg::ToggleSituation => self.situation_open = !self.situation_open,
            ShowMsg::CloseLobby => self.lobby_closed = true,
            ShowMsg::ToggleConsequences => self.consequences = !self.consequences,
            ShowMsg::ToggleDetail => self.detail = !self.detail,
            ShowMsg::Panel(p) => {
                // Opening the devices panel looks for the laptop's addresses, so that one is
                // chosen and Start works at once.
                if p == Panel::Devices && self.devices.console.is_none() {
                    self.refresh_addresses();
                }
                self.panel = p;
            }
            ShowMsg::ProjectorStandings(on) => {
                self.projector_standings = on;
                self.projector_map &= !on;
            }
            ShowMsg::ProjectorMap(on) => {
                self.projector_map = on;
                self.projector_standings &= !on;
            }
            ShowMsg::Debrief(i) => {
                (self.debrief, self.journey, self.film, self.what_if_shown) = (i, false, None, false);
                self.whys_shown = false;
                self.one_choice_off_projector();
            }
            ShowMsg::WhysShown(on) => {
                (self.whys_shown, self.what_if_shown, self.film) = (on && self.debrief > 0, false, None);
                self.one_choice_off_projector();
            }
            ShowMsg::DebriefShort(on) => self.debrief_short = on,
            ShowMsg::Files(open) => self.files_open = open,
            ShowMsg::Journey(on) => {
                (self.debrief, self.journey, self.film, self.what_if_shown) = (0, on, None, false);
                self.one_choice_off_projector();
            }
            ShowMsg::WhatIfShown(on) => {
                (self.what_if_shown, self.film, self.whys_shown) = (on && self.debrief > 0, None, false);
                self.one_choice_off_projector();
            }
            ShowMsg::Film(m) => {
                self.film_update(m);
                // The film of the class's game alone takes the projector from "one choice
                // changed"; the two games side by side are that answer's own film.
                if self.film.is_some_and(|f| !f.beside) {
                    self.one_choice_off_projector();
                }
            }
            // The chart lit on this screen is the one the class sees: the projector screen goes
            // back to the rankings to follow it.
            ShowMsg::Highlight(h) => {
                self.highlight = h;
                (self.debrief, self.journey, self.film, self.what_if_shown, self.whys_shown) =
                    (0, false, None, false, false);
                self.one_choice_off_projector();
            }
        }
    }

    /// A message that changes only what is being prepared for the entry (`Draft`); any other
    /// is given back.
    pub(super) fn draft_update(&mut self, msg: DraftMsg) {
        match msg {
            DraftMsg::Card(t, c) => {
                self.set_card(t, c);
                let _ = self.save_pending();
            }
            DraftMsg::Focus(t) => (self.draft.focus, self.draft.farms_next, self.draft.moved_from) = (t, false, None),
            // Kept in the draft file as cards are: a crash before confirming loses no choice.
            DraftMsg::Conquest(t, site) => {
                if self.draft.send_conquest(self.session.game(), t, site) {
                    self.redo.clear();
                    let _ = self.save_pending();
                }
            }
            DraftMsg::Gains(t, nth, country) => {
                if self.draft.place_gains(self.session.game(), t, nth, country) {
                    self.draft.gain_focus = Some((t, nth));
                    self.redo.clear();
                    let _ = self.save_pending();
                }
            }
            DraftMsg::GainFocus(t, nth) => self.draft.gain_focus = Some((t, nth)),
            DraftMsg::ToggleGains => self.gains_open = !self.gains_open,
            DraftMsg::Land(t, site) => {
                if self.draft.land(self.session.game(), t, site) {
                    self.redo.clear();
                    let _ = self.save_pending();
                }
            }
            DraftMsg::Armies(t, s) => {
                self.type_spend(t, &s, true);
                let _ = self.save_pending();
            }
            DraftMsg::Farms(t, s) => {
                self.type_spend(t, &s, false);
                let _ = self.save_pending();
            }
            DraftMsg::Bump(t, armies, d) => {
                self.bump(t, armies, d);
                let _ = self.save_pending();
            }
            DraftMsg::From(c) => self.draft.attack_from(self.session.game(), c),
            DraftMsg::Target(c) => self.draft.target = Some(c),
            DraftMsg::ThrowDie(side, die) => {
                self.draft.throw_die(side, die);
                self.error = None;
            }
            DraftMsg::OccupyBy(d) => self.draft.occupy_by(self.session.game(), d),
            DraftMsg::RebelOwn(t, c) => self.draft.rebel_in(t, c, true),
            DraftMsg::RebelExtra(t, c) => self.draft.rebel_in(t, c, false),
            DraftMsg::Dice(s) => self.draft.dice = s.chars().take(2_000).collect(),
        }
    }

    /// A correction in the game log: once confirmed, back to what happened at the corrected
    /// step, so that the class sees the corrected outcome.
    pub(super) fn fix(&mut self, m: history::FixMsg, ctx: &Ctx<'_>) {
        let fixing = match &self.panel {
            Panel::History(Some(f)) => Some(f.index),
            _ => None,
        };
        let event = match &mut self.panel {
            Panel::History(fix) => history::update(fix, m, &self.session, ctx.tr),
            _ => None,
        };
        if let Some(history::Event::Correct(c)) = event {
            self.session.commit(*c);
            // Back to what happened at the corrected step, so that the class sees the
            // corrected outcome; "Next situation" then goes on where the game is.
            self.redo.clear();
            self.reset_draft();
            self.mode = fixing.and_then(|i| self.revealed_entry(i)).unwrap_or(Mode::Entering);
            self.panel = Panel::None;
            self.commit(None, ctx);
        }
    }
}
