//! The lesson's side of the teams' devices and of the draft kept on disk: what is laid so
//! far is saved after every card (and restored after a crash), a device's card or investment
//! is checked by the engine and entered like one typed by hand, and the devices see what the
//! console shows.

use super::{Lesson, Mode, SpendText};
use crate::engine::Spend;
use crate::gui::Ctx;
use crate::i18n::Arg;
use crate::report::errors;

impl Lesson {
    /// The cards and investments laid before the app closed, if they belong to this point of
    /// the game (each checked again with the engine).
    pub(super) fn restore_pending(&mut self) {
        let Some(p) = crate::store::load_pending(&self.path) else { return };
        let game = self.session.game();
        if p.entries != self.session.record().entries.len() || p.step != game.state().step {
            return;
        }
        for (t, card) in p.cards.iter().enumerate() {
            if let Some(c) = card
                && game.card_allowed(t, *c).is_ok()
                && let Some(slot) = self.draft.cards.get_mut(t)
            {
                *slot = Some(*c);
            }
        }
        for (t, spend) in p.spend.iter().enumerate() {
            if let Some([armies, farms]) = spend
                && game.spend_allowed(t, Spend { armies: *armies, farms: *farms }).is_ok()
                && let Some(slot) = self.draft.spend.get_mut(t)
            {
                *slot = SpendText { armies: armies.to_string(), farms: farms.to_string() };
            }
        }
        for (t, d) in p.by_device.iter().enumerate() {
            if let Some(slot) = self.draft.by_device.get_mut(t) {
                *slot = *d;
            }
        }
    }

    /// Saves what is laid so far for the entry the game waits for.
    pub(super) fn save_pending(&mut self, ctx: &Ctx<'_>) -> bool {
        let p = crate::store::Pending {
            entries: self.session.record().entries.len(),
            step: self.session.game().state().step,
            cards: self.draft.cards.clone(),
            spend: self
                .draft
                .spend
                .iter()
                .map(|s| (!s.armies.is_empty() || !s.farms.is_empty()).then(|| [s.spend().armies, s.spend().farms]))
                .collect(),
            by_device: self.draft.by_device.clone(),
        };
        match crate::store::save_pending(&self.path, &p) {
            Ok(()) => true,
            Err(e) => {
                self.save_error = Some(ctx.tr.tr("lesson-not-saved", &[("why", Arg::from(errors::store(ctx.tr, &e)))]));
                false
            }
        }
    }

    pub fn devices(&self) -> Option<&crate::gui::devices::DeviceConsole> {
        self.devices.as_deref()
    }

    pub fn addresses(&self) -> &[std::net::IpAddr] {
        &self.addresses
    }

    pub fn device_address(&self) -> Option<std::net::IpAddr> {
        self.device_address
    }

    /// The link the app's subscription takes the devices' asks from.
    pub fn device_link(&self) -> Option<crate::devices::server::Link> {
        self.devices.as_ref().map(|d| d.server.link())
    }

    /// Shows the teams' devices what the console shows now.
    pub fn publish_devices(&self) {
        if let Some(d) = &self.devices {
            d.server.publish(crate::gui::devices::snapshot(self));
        }
    }

    /// A card or investment from a team's device: checked by the engine, entered into the
    /// draft exactly as one typed by hand, saved, and only then answered.
    pub fn device_ask(&mut self, req: crate::devices::Request, ctx: &Ctx<'_>) {
        use crate::devices::{Answer, Ask};
        let names = self.names();
        let too_late = || Answer::Refused(self.tr.text("phone-too-late"));
        let game = self.session.game();
        let answer = match req.ask {
            _ if !matches!(self.mode, Mode::Entering) => too_late(),
            Ask::Card { step, .. } | Ask::Spend { step, .. } if step != game.state().step => too_late(),
            Ask::Card { team, card, .. } => match game.card_allowed(team, card) {
                Err(e) => Answer::Refused(errors::rule(&self.tr, &names, &e)),
                Ok(()) => {
                    let before = (self.draft.cards.get(team).copied(), self.draft.by_device.get(team).copied());
                    if let Some(slot) = self.draft.cards.get_mut(team) {
                        *slot = Some(card);
                    }
                    if let Some(slot) = self.draft.by_device.get_mut(team) {
                        *slot = true;
                    }
                    if self.save_pending(ctx) {
                        Answer::Saved
                    } else {
                        if let (Some(slot), (Some(c), _)) = (self.draft.cards.get_mut(team), before) {
                            *slot = c;
                        }
                        if let (Some(slot), (_, Some(d))) = (self.draft.by_device.get_mut(team), before) {
                            *slot = d;
                        }
                        Answer::Refused(self.tr.text("phone-not-saved"))
                    }
                }
            },
            Ask::Spend { team, armies, farms, .. } => match game.spend_allowed(team, Spend { armies, farms }) {
                Err(e) => Answer::Refused(errors::rule(&self.tr, &names, &e)),
                Ok(()) => {
                    let before = self.draft.spend.get(team).cloned();
                    if let Some(slot) = self.draft.spend.get_mut(team) {
                        *slot = SpendText { armies: armies.to_string(), farms: farms.to_string() };
                    }
                    if let Some(slot) = self.draft.by_device.get_mut(team) {
                        *slot = true;
                    }
                    if self.save_pending(ctx) {
                        Answer::Saved
                    } else {
                        if let (Some(slot), Some(b)) = (self.draft.spend.get_mut(team), before) {
                            *slot = b;
                        }
                        Answer::Refused(self.tr.text("phone-not-saved"))
                    }
                }
            },
        };
        // The devices see the new state before they hear the answer.
        self.publish_devices();
        req.answer(answer);
    }

    pub(super) fn devices_update(&mut self, msg: crate::gui::devices::DevMsg, ctx: &Ctx<'_>) {
        use crate::gui::devices::{DevMsg, DeviceConsole};
        match msg {
            DevMsg::Pick(ip) => self.device_address = Some(ip),
            DevMsg::Start => {
                let Some(ip) = self.device_address else { return };
                let teams = self.names().len();
                let snapshot = crate::gui::devices::snapshot(self);
                match crate::devices::Devices::start(ip, crate::devices::PORT, teams, snapshot) {
                    Ok(server) => self.devices = Some(Box::new(DeviceConsole::new(server, teams))),
                    Err(e) => {
                        self.error =
                            Some(ctx.tr.tr("devices-not-started", &[("why", Arg::from(errors::io(ctx.tr, &e)))]))
                    }
                }
            }
            DevMsg::Stop => self.devices = None,
            DevMsg::Revoke(t) => {
                if let Some(d) = &self.devices {
                    d.server.revoke(t);
                }
            }
            DevMsg::ShowQr(t) => {
                if let Some(d) = &mut self.devices {
                    d.shown = t;
                }
            }
        }
    }
}
