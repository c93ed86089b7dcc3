//! What the teacher types before an entry: the keys of a lesson, the cards laid by hand and
//! the spending typed or bumped, each checked with the engine as it is typed.

use iced::Task;

use super::{Event, Key, LessonScreen, Mode, Msg, Panel};
use crate::engine::Expect;
use crate::gui::Ctx;

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
        let investing = matches!(self.mode, Mode::Entering) && self.session.game().expecting() == Expect::Invest;
        match key {
            // The investments by keys: digits go to the marked team's armies, Tab marks the next
            // team with a country (no widget focus to race with fast typing).
            Key::Card(d) | Key::Digit(d) if investing && self.panel == Panel::None => {
                let t = self.draft.focus;
                let typed = self.draft.spend.get(t).map(|s| format!("{}{d}", s.armies)).unwrap_or_default();
                self.type_spend(t, typed, true);
                let _ = self.save_pending();
            }
            Key::Backspace if investing && self.panel == Panel::None => {
                let t = self.draft.focus;
                let mut typed = self.draft.spend.get(t).map(|s| s.armies.clone()).unwrap_or_default();
                let _ = typed.pop();
                self.type_spend(t, typed, true);
                let _ = self.save_pending();
            }
            Key::Card(c) if self.panel == Panel::None => {
                let t = self.draft.focus;
                self.set_card(t, c);
                let _ = self.save_pending();
            }
            Key::Card(_) | Key::Digit(_) | Key::Backspace => {}
            Key::Tab { back } if investing => {
                let n = self.draft.spend.len().max(1);
                let game = self.session.game();
                let from = self.draft.focus;
                let step = |i: usize| if back { (from + n - i) % n } else { (from + i) % n };
                if let Some(t) = (1..=n).map(step).find(|&t| game.spend_limit(t).has_country) {
                    self.draft.focus = t;
                }
            }
            Key::Tab { back } => self.draft.focus = self.next_chooser(self.draft.focus, back),
            Key::Enter if self.panel == Panel::None => return self.enter_key(ctx),
            Key::Enter => {}
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
                            return self.update(Msg::From(from), ctx);
                        }
                    }
                    Expect::Occupy { .. } if target => {
                        return self.update(Msg::OccupyBy(if back { 1 } else { -1 }), ctx);
                    }
                    _ => {}
                }
            }
            Key::Choose { .. } => {}
            Key::Retreat
                if matches!(self.session.game().expecting(), Expect::Throw { .. }) && self.panel == Panel::None =>
            {
                return self.update(Msg::Retreat, ctx);
            }
            Key::Retreat => {}
            Key::Undo => return self.update(Msg::Undo, ctx),
            Key::Redo => return self.update(Msg::Redo, ctx),
        }
        (Task::none(), None)
    }

    /// Enter does what the big button of the screen does.
    fn enter_key(&mut self, ctx: &Ctx<'_>) -> (Task<Msg>, Option<Event>) {
        let msg = match (&self.mode, self.session.game().expecting()) {
            (Mode::Revealed(_), _) => Msg::Next,
            (_, Expect::Decide { .. }) => Msg::Resolve,
            (_, Expect::Proceed) => Msg::Proceed,
            (_, Expect::Invest) => Msg::Invest,
            (_, Expect::Throw { .. }) => Msg::Throw,
            (_, Expect::Occupy { .. }) => Msg::Occupy,
            (_, Expect::PlaceRebellions) => Msg::PlaceRebellions,
            (_, Expect::Attack { .. }) if self.draft.from.is_some() && self.draft.target.is_some() => Msg::Attack,
            (_, Expect::Attack { .. }) => Msg::EndAttacks,
            (_, Expect::Over) => return (Task::none(), None),
        };
        self.update(msg, ctx)
    }

    /// The teacher entered the team's card or investment: it is the console's now, not a
    /// device's.
    fn by_hand(&mut self, t: usize) {
        // A draft changed after an undo: what was undone is not made again by a redo.
        self.redo.clear();
        let d = &mut self.draft;
        if let (Some(by), Some(no), Some(other)) =
            (d.by_device.get_mut(t), d.device_no.get_mut(t), d.other_device.get_mut(t))
        {
            (*by, *no, *other) = (false, None, false);
        }
    }

    /// A card typed by the teacher: laid as a device's is (`lay_card`), and it overrides the
    /// team's device; the keys 1-3 move on to the next team.
    pub(super) fn set_card(&mut self, t: usize, c: u8) {
        if self.lay_card(t, c) {
            self.by_hand(t);
            self.draft.focus = self.next_chooser(t, false);
        }
    }

    /// Lays team `t`'s card `c` in the draft, where the engine allows it now (the team
    /// chooses and can pay); the one way a card gets there, typed or from a device.
    pub(super) fn lay_card(&mut self, t: usize, c: u8) -> bool {
        let allowed = matches!(self.mode, Mode::Entering) && self.session.game().card_allowed(t, c).is_ok();
        match self.draft.cards.get_mut(t).filter(|_| allowed) {
            Some(slot) => {
                *slot = Some(c);
                true
            }
            None => false,
        }
    }

    /// The next team (after `t`) that lays a card and has none yet; `t` when there is none.
    pub(super) fn next_chooser(&self, t: usize, back: bool) -> usize {
        let n = self.draft.cards.len().max(1);
        let Expect::Decide { choosing } = self.session.game().expecting() else { return t };
        let open = |u: usize| choosing.contains(u) && self.draft.cards.get(u).is_some_and(Option::is_none);
        let step = |i: usize| if back { (t + n - i) % n } else { (t + i) % n };
        (1..=n).map(step).find(|&u| open(u)).or_else(|| (1..=n).map(step).find(|&u| choosing.contains(u))).unwrap_or(t)
    }

    pub(super) fn type_spend(&mut self, t: usize, s: String, armies: bool) {
        let digits: String = s.chars().filter(char::is_ascii_digit).take(4).collect();
        self.by_hand(t);
        if let Some(slot) = self.draft.spend.get_mut(t) {
            if armies {
                slot.armies = digits;
            } else {
                slot.farms = digits;
            }
        }
    }

    pub(super) fn bump(&mut self, team: usize, armies: bool, delta: i32) {
        let limit = self.session.game().spend_limit(team);
        self.by_hand(team);
        if let Some(slot) = self.draft.spend.get_mut(team) {
            let s = slot.spend();
            // Never more than the team can pay, as the engine counts it.
            if armies {
                slot.armies = s.armies.saturating_add_signed(delta).min(limit.max_armies(s.farms)).to_string();
            } else {
                slot.farms = s.farms.saturating_add_signed(delta).min(limit.max_farms(s.armies)).to_string();
            }
        }
    }
}
