//! The keys of a lesson, and the screen's side of the draft: a change by hand is the
//! console's (a redo is no longer offered), and a card is laid only while the step waits for
//! its entry.

use iced::Task;

use super::{DraftMsg, EntryMsg, Event, Key, LessonScreen, Mode, Msg, Panel, ShowMsg};
use crate::engine::Expect;
use crate::gui::Ctx;
use crate::i18n::Arg;

/// The next (or, `back`, the previous) of `list` after `current`; the first (the last) when
/// nothing is chosen yet or the choice is no longer in the list.
fn cycle<T: Copy + PartialEq>(list: &[T], current: Option<T>, back: bool) -> Option<T> {
    let n = list.len();
    if n == 0 {
        return None;
    }
    let at = current.and_then(|c| list.iter().position(|x| *x == c));
    let i = match (at, back) {
        (None, false) => 0,
        (None, true) => n - 1,
        (Some(i), false) => (i + 1) % n,
        (Some(i), true) => (i + n - 1) % n,
    };
    Some(list[i])
}

impl LessonScreen {
    /// The keys of a lesson: 1-3 lay the marked team's card, Tab moves on, Enter does the step's
    /// main action, Esc closes a panel, Ctrl+Z takes the last entry back (its cards kept),
    /// Ctrl+Shift+Z or Ctrl+Y makes it again.
    pub(super) fn key(&mut self, key: Key, ctx: &Ctx<'_>) -> (Task<Msg>, Option<Event>) {
        let Err(key) = self.film_key(key) else { return (Task::none(), None) };
        // The debrief by the keys a presenter's remote sends: Enter, Space, →, ↓ and Page Down
        // show the next question on the projector screen, ←, ↑ and Page Up the one before.
        if self.session.game().is_over() && matches!(self.mode, Mode::Entering) && self.panel == Panel::None {
            let back = match key {
                Key::Enter
                | Key::Confirm
                | Key::Space
                | Key::Page { back: false }
                | Key::Choose { back: false, .. } => Some(false),
                Key::Page { back: true } | Key::Choose { back: true, .. } => Some(true),
                _ => None,
            };
            if let Some(back) = back {
                return match self.debrief_step(back) {
                    Some(n) => self.update(Msg::Show(ShowMsg::Debrief(n)), ctx),
                    None => (Task::none(), None),
                };
            }
        }
        // A phase's opening: Enter goes on to the first situation; no card is laid before it.
        if self.opening().is_some() && self.panel == Panel::None {
            match key {
                Key::Enter | Key::Confirm => return self.update(Msg::Show(ShowMsg::Opening(false)), ctx),
                Key::Undo | Key::Redo | Key::Escape => {}
                _ => return (Task::none(), None),
            }
        }
        let investing = matches!(self.mode, Mode::Entering) && self.session.game().expecting() == Expect::Invest;
        match key {
            // The investments by keys: the marked team's armies, then after a space its farming
            // throws ("2 1"). Once the number is whole (a 0, or one more digit would pass the
            // team's gold) the marker moves on by itself, as after a card; Tab moves it sooner
            // (no widget focus to race with fast typing). A device's investment is never typed
            // over by a stray key: the teacher clears it first with Backspace.
            Key::Card(d) | Key::Digit(d) if investing && self.panel == Panel::None => {
                let (t, farms) = (self.draft.focus, self.draft.farms_next);
                if self.draft.from_device(t) {
                    let team = self.names().get(t).cloned().unwrap_or_default();
                    self.error = Some(crate::gui::Words::new(move |tr| {
                        tr.tr("lesson-invest-device-row", &[("team", Arg::from(team.as_str()))])
                    }));
                    return (Task::none(), None);
                }
                let before = self.draft.spend.get(t).map(|s| if farms { s.farms.clone() } else { s.armies.clone() });
                self.type_spend(t, &format!("{}{d}", before.unwrap_or_default()), !farms);
                self.draft.moved_from = None;
                if self.draft.spend_whole(self.session.game(), t, !farms) {
                    self.draft.farms_next = false;
                    self.draft.focus = self.draft.next_investor(self.session.game(), false);
                    self.draft.moved_from = Some((t, farms));
                }
                self.error = None;
                let _ = self.save_pending();
            }
            // A space right after the marker moved on by itself belongs to the team just typed:
            // the marker goes back to it for its farming throws.
            Key::Space if investing && self.panel == Panel::None => {
                if let Some((back, _)) = self.draft.moved_from.take() {
                    self.draft.focus = back;
                }
                self.draft.farms_next = true;
            }
            Key::Backspace if investing && self.panel == Panel::None => {
                // Right after the marker moved on by itself, Backspace takes it back to the team
                // just typed, as a text field's would.
                if let Some((back, farms)) = self.draft.moved_from.take() {
                    (self.draft.focus, self.draft.farms_next) = (back, farms);
                }
                let t = self.draft.focus;
                if self.draft.from_device(t) {
                    // What the device sent is dropped, unseen: the teacher types it afresh.
                    self.type_spend(t, "", true);
                    self.draft.farms_next = false;
                } else {
                    let farms = self.draft.farms_next;
                    let slot = self.draft.spend.get(t).cloned().unwrap_or_default();
                    let mut typed = if farms { slot.farms } else { slot.armies };
                    if typed.pop().is_none() && farms {
                        self.draft.farms_next = false;
                    } else {
                        self.type_spend(t, &typed, !farms);
                    }
                }
                self.error = None;
                let _ = self.save_pending();
            }
            // A throw with real dice: the keys 1-6 give the attacker's die, then the defender's.
            Key::Card(d) | Key::Digit(d) if self.throws_real_dice() && (1..=6).contains(&d) => {
                self.draft.key_die(d);
                self.error = None;
            }
            Key::Backspace if self.throws_real_dice() => self.draft.unkey_die(),
            Key::Card(c) if self.panel == Panel::None => {
                let t = self.draft.focus;
                self.set_card(t, crate::engine::Card(c));
                let _ = self.save_pending();
            }
            Key::Card(_) | Key::Digit(_) | Key::Backspace => {}
            Key::Tab { back } if investing => {
                self.draft.focus = self.draft.next_investor(self.session.game(), back);
                (self.draft.farms_next, self.draft.moved_from) = (false, None);
            }
            Key::Tab { back } => {
                self.draft.focus = self.draft.next_chooser(self.session.game(), self.draft.focus, back);
            }
            Key::Enter if self.panel == Panel::None => return self.enter_key(ctx, false),
            Key::Confirm if self.panel == Panel::None => return self.enter_key(ctx, true),
            Key::Enter | Key::Confirm => {}
            Key::Escape => {
                self.panel = Panel::None;
                self.consequences = false;
                self.detail = false;
                // In the wars: the choice of countries cleared (then Enter: no more attacks).
                (self.draft.from, self.draft.target) = (None, None);
            }
            Key::Choose { target, back } if self.panel == Panel::None && matches!(self.mode, Mode::Entering) => {
                let game = self.session.game();
                match game.expecting() {
                    Expect::Attack { .. } if target => {
                        self.draft.target = cycle(&self.attack_targets(), self.draft.target, back);
                    }
                    Expect::Attack { .. } => {
                        if let Some(from) = cycle(&game.attack_sources(), self.draft.from, back) {
                            return self.update(Msg::Draft(DraftMsg::From(from)), ctx);
                        }
                    }
                    Expect::Occupy { .. } if target => {
                        return self.update(Msg::Draft(DraftMsg::OccupyBy(if back { 1 } else { -1 })), ctx);
                    }
                    _ => {}
                }
            }
            Key::Choose { .. } => {}
            Key::Retreat
                if matches!(self.session.game().expecting(), Expect::Throw { .. }) && self.panel == Panel::None =>
            {
                return self.update(Msg::Entry(EntryMsg::Retreat), ctx);
            }
            Key::Retreat => {}
            // Only the film has a use for them.
            Key::Page { .. } | Key::Space => {}
            Key::Undo => return self.update(Msg::Undo, ctx),
            Key::Redo => return self.update(Msg::Redo, ctx),
        }
        (Task::none(), None)
    }

    /// What the keys do now, in one line for the class view (the teacher's window showing what
    /// the class sees): the marked team, never its card; and why the last key was refused.
    pub fn class_view_keys(&self, tr: &crate::i18n::Translator) -> String {
        let game = self.session.game();
        let names = self.names();
        let name = |t: usize| Arg::from(names.get(t).cloned().unwrap_or_default());
        let keys = if self.opening().is_some() {
            tr.text("class-keys-opening")
        } else {
            match (&self.mode, game.expecting()) {
                (Mode::Revealed(_), _) => tr.text("class-keys-revealed"),
                (_, Expect::Decide { .. }) if self.draft.shown => tr.text("class-keys-shown"),
                (_, Expect::Decide { .. }) => tr.tr("class-keys-cards", &[("team", name(self.draft.focus))]),
                (_, Expect::Invest) => tr.tr("class-keys-invest", &[("team", name(self.draft.focus))]),
                (_, Expect::Attack { attacker }) => {
                    tr.tr("class-keys-attack", &[("team", name(usize::from(attacker)))])
                }
                (_, Expect::Throw { .. }) => tr.text("class-keys-throw"),
                (_, Expect::Occupy { .. }) => tr.text("class-keys-occupy"),
                (_, Expect::PlaceRebellions) => tr.text("class-keys-rebellions"),
                (_, Expect::Proceed) => tr.text("class-keys-proceed"),
                (_, Expect::Over) => tr.text("class-keys-over"),
            }
        };
        match &self.error {
            Some(e) => format!("{} · {keys}", e.say(tr)),
            None => keys,
        }
    }

    /// A fight waits for a throw of the class's real dice, and no panel is open.
    fn throws_real_dice(&self) -> bool {
        matches!(self.mode, Mode::Entering)
            && self.panel == Panel::None
            && self.real_dice()
            && matches!(self.session.game().expecting(), Expect::Throw { .. })
    }

    /// Enter does what the big button of the screen does, but what an Enter too many must not
    /// do without a word: end a team's attacks with no country chosen, or confirm investments
    /// that nobody typed. Those ask for Shift+Enter (`confirmed`), or the button, and the
    /// screen says so.
    fn enter_key(&mut self, ctx: &Ctx<'_>, confirmed: bool) -> (Task<Msg>, Option<Event>) {
        let game = self.session.game();
        if !confirmed && matches!(self.mode, Mode::Entering) {
            // Nothing typed at all (a 0 typed is an answer: "we spend nothing").
            let nothing_typed = self.draft.spend.iter().all(|s| s.armies.is_empty() && s.farms.is_empty())
                && !self.draft.by_device.iter().any(|&d| d);
            let names = self.names();
            // A row that can invest, that no device sent and nobody typed (not even a 0): an
            // Enter after the phones have sent must not confirm the paper teams at nothing.
            let untyped: Vec<String> = (0..self.draft.spend.len())
                .filter(|&t| {
                    let limit = game.spend_limit(t);
                    let can_pay = limit.has_country && limit.gold >= limit.army_cost.min(limit.farm_cost).max(1);
                    can_pay
                        && !self.draft.from_device(t)
                        && self.draft.spend[t].armies.is_empty()
                        && self.draft.spend[t].farms.is_empty()
                })
                .filter_map(|t| names.get(t).cloned())
                .collect();
            let hint = match game.expecting() {
                Expect::Attack { attacker } if self.draft.from.is_none() || self.draft.target.is_none() => {
                    let team = names.get(usize::from(attacker)).cloned().unwrap_or_default();
                    Some(crate::gui::Words::new(move |tr| {
                        tr.tr(
                            "lesson-enter-end-attacks",
                            &[("team", Arg::from(team.as_str())), ("button", Arg::from(tr.text("lesson-end-attacks")))],
                        )
                    }))
                }
                Expect::Invest if nothing_typed => Some(crate::gui::Words::new(|tr| {
                    tr.tr("lesson-enter-invest-nothing", &[("button", Arg::from(tr.text("lesson-invest")))])
                })),
                Expect::Invest if !untyped.is_empty() => Some(crate::gui::Words::new(move |tr| {
                    tr.tr(
                        "lesson-enter-invest-untyped",
                        &[
                            ("teams", Arg::from(crate::report::and_list(tr, &untyped))),
                            ("button", Arg::from(tr.text("lesson-invest"))),
                        ],
                    )
                })),
                _ => None,
            };
            if let Some(hint) = hint {
                self.error = Some(hint);
                return (Task::none(), None);
            }
        }
        let msg = match (&self.mode, self.session.game().expecting()) {
            (Mode::Revealed(_), _) => Msg::Show(ShowMsg::Next),
            (_, Expect::Decide { .. }) => Msg::Entry(EntryMsg::Resolve),
            (_, Expect::Proceed) => Msg::Entry(EntryMsg::Proceed),
            (_, Expect::Invest) => Msg::Entry(EntryMsg::Invest),
            (_, Expect::Throw { .. }) => Msg::Entry(EntryMsg::Throw),
            (_, Expect::Occupy { .. }) => Msg::Entry(EntryMsg::Occupy),
            (_, Expect::PlaceRebellions) => Msg::Entry(EntryMsg::PlaceRebellions),
            (_, Expect::Attack { .. }) if self.draft.from.is_some() && self.draft.target.is_some() => {
                Msg::Entry(EntryMsg::Attack)
            }
            (_, Expect::Attack { .. }) => Msg::Entry(EntryMsg::EndAttacks),
            (_, Expect::Over) => return (Task::none(), None),
        };
        self.update(msg, ctx)
    }

    /// A card typed by the teacher (`Draft::set_card`).
    pub(super) fn set_card(&mut self, t: usize, c: crate::engine::Card) {
        if matches!(self.mode, Mode::Entering) && self.draft.set_card(self.session.game(), t, c) {
            // A draft changed after an undo: what was undone is not made again by a redo.
            self.redo.clear();
        }
    }

    /// A card from a team's device (`Draft::lay_card`), while the step waits for its entry.
    pub(super) fn lay_card(&mut self, t: usize, c: crate::engine::Card) -> bool {
        matches!(self.mode, Mode::Entering) && !self.draft.shown && self.draft.lay_card(self.session.game(), t, c)
    }

    /// Armies or farms typed by the teacher (`Draft::type_spend`).
    pub(super) fn type_spend(&mut self, t: usize, typed: &str, armies: bool) {
        self.redo.clear();
        self.draft.type_spend(t, typed, armies);
    }

    /// One more or less (`Draft::bump`).
    pub(super) fn bump(&mut self, t: usize, armies: bool, delta: i32) {
        self.redo.clear();
        self.draft.bump(self.session.game(), t, armies, delta);
    }
}
