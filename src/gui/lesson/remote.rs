//! The lesson's side of the teams' devices and of the draft kept on disk: what is laid so
//! far is saved after every card (and restored after a crash), a device's card or investment
//! is checked by the engine and entered like one typed by hand, and the devices see what the
//! console shows.

use super::{LessonScreen, Mode, SpendText};
use crate::engine::Spend;
use crate::gui::Words;
use crate::i18n::Arg;
use crate::report::errors;

/// A device's card laid and waiting for its draft to reach the disk before it is answered.
pub(crate) struct Waiting {
    seq: u64,
    req: crate::devices::Request,
    team: usize,
    /// The team's place in the draft before the card, and with it.
    before: super::draft::TeamSlot,
    laid: super::draft::TeamSlot,
}

impl LessonScreen {
    /// What was kept beside the class, read with it: the cards and investments laid before the
    /// app closed, where they belong to this point of the game (each checked again with the
    /// engine), and the devices' codes and tokens. A draft that could not be read whole is
    /// named to the teacher, with the cards that were kept of it.
    pub fn restore_kept(
        &mut self,
        pending: Option<crate::store::Pending>,
        broken: Option<crate::store::BrokenDraft>,
        keys: Option<crate::devices::Keys>,
    ) {
        self.kept_keys = keys;
        let kept = broken.as_ref().and_then(|b| b.kept.as_deref().cloned());
        let game = self.session.game();
        let mut restored = 0;
        if let Some(p) = pending.or(kept)
            && p.entries == self.session.record().entries.len()
            && p.step == game.state().step
        {
            self.draft.restore(game, &p);
            restored = self.draft.cards.iter().flatten().count();
        }
        if let Some(b) = broken {
            let file = b.path.display().to_string();
            self.error = Some(Words::new(move |tr| {
                tr.tr("lesson-draft-broken", &[("file", Arg::from(file.clone())), ("cards", Arg::from(restored))])
            }));
        }
    }

    /// Every two seconds while devices are on: "last contact" and the devices' counts current,
    /// a shown code hidden when its time is up, and the codes kept on disk when they changed.
    pub fn tick(&mut self) -> iced::Task<super::Msg> {
        self.keep_device_keys();
        self.save_task()
    }

    /// Hands what is laid so far for the entry the game waits for to the writer (it goes to
    /// disk on the writer's thread); the draft's number comes back.
    pub(super) fn save_pending(&mut self) -> u64 {
        let p = self.draft.pending(self.session.record().entries.len(), self.session.game().state().step);
        let library = self.library.clone();
        let (seq, told) = self.saving.draft(p, &self.path, &library);
        self.tasks.push(iced::Task::perform(told, super::Msg::DraftSaved));
        seq
    }

    /// The draft of number `seq` is on disk (`ok`) or failed: the device whose card waited for
    /// it hears so, and what it hears is what is laid. A card that did not reach the disk is
    /// taken back, where the team's place still holds it, and its device is told; a card the
    /// teacher typed over meanwhile is told replaced. A card taken back gives way to the one
    /// before it only where that one is on disk: where both failed together (one write for
    /// both), whichever answer comes first, the place goes back to before the two.
    pub(super) fn answer_devices(&mut self, seq: u64, ok: bool) {
        use crate::devices::Answer;
        let (done, later): (Vec<_>, Vec<_>) = std::mem::take(&mut self.answers).into_iter().partition(|w| w.seq == seq);
        self.answers = later;
        for w in done {
            let team = w.team;
            if ok {
                let still = self.draft.team_slot(team) == w.laid;
                w.req.answer(if still { Answer::Saved } else { Answer::Replaced });
            } else {
                self.not_kept.push((team, w.laid, w.before));
                // Back along the cards of this team that failed, as far as the place holds one.
                while let Some(i) =
                    self.not_kept.iter().position(|(t, laid, _)| *t == team && self.draft.team_slot(team) == *laid)
                {
                    let (_, _, before) = self.not_kept.swap_remove(i);
                    self.draft.set_team_slot(team, before);
                }
                w.req.answer(Answer::Refused(self.tr.text("phone-not-saved")));
            }
            // Nothing of this team waits any more: what failed is settled.
            if !self.answers.iter().any(|a| a.team == team) {
                self.not_kept.retain(|(t, _, _)| *t != team);
            }
        }
    }

    pub fn devices(&self) -> Option<&crate::gui::devices_panel::DeviceConsole> {
        self.devices.console.as_deref()
    }

    pub fn addresses(&self) -> &[std::net::IpAddr] {
        &self.devices.addresses
    }

    pub fn device_address(&self) -> Option<std::net::IpAddr> {
        self.devices.address
    }

    /// The link the app's subscription takes the devices' asks from.
    pub fn device_link(&self) -> Option<crate::devices::server::Link> {
        self.devices.console.as_ref().map(|d| d.server.link())
    }

    /// Shows the teams' devices what the console shows now.
    pub fn publish_devices(&self) {
        // While an entry waits for the disk, the devices keep what they showed before it.
        if self.waits_for_disk() {
            return;
        }
        if let Some(d) = &self.devices.console {
            d.server.publish(super::devices::snapshot(self));
        }
    }

    /// A card or investment from a team's device: checked by the engine, entered into the
    /// draft exactly as one typed by hand, saved, and only then answered. A change from a
    /// second device of the team is flagged for the teacher.
    pub fn device_ask(&mut self, req: crate::devices::Request) -> iced::Task<super::Msg> {
        use crate::devices::{Answer, Ask};
        // The device gave up waiting (it was told the card did not count), or the teacher took
        // it off after it sent this: nothing is laid.
        let joined =
            self.devices.console.as_ref().is_some_and(|d| d.server.is_joined(req.ask.team(), req.ask.device()));
        if req.abandoned() || !joined {
            req.answer(Answer::Refused(self.tr.text("phone-too-late")));
            return iced::Task::none();
        }
        // A device that joined since the last tick is kept before its first card.
        self.keep_device_keys();
        let names = self.cast();
        let game = self.session.game();
        let team = req.ask.team();
        let rule = |e: crate::engine::RuleError| errors::rule(&self.tr, &names, &e);
        let refused = match &req.ask {
            _ if !matches!(self.mode, Mode::Entering) || self.waits_for_disk() => Some(self.tr.text("phone-too-late")),
            // The cards are turned over for everyone: none changes now.
            _ if self.draft.shown => Some(self.tr.text("phone-cards-turned-over")),
            // The phase's opening is being read: the phone shows it waits, and lays nothing yet.
            _ if self.opening().is_some() => Some(self.tr.text("phone-wait-opening")),
            Ask::Card { step, .. } | Ask::Spend { step, .. } if *step != game.state().step => {
                Some(self.tr.text("phone-too-late"))
            }
            Ask::Card { why: Some(why), .. } if why.chars().count() > crate::engine::limits::WHY_CHARS => Some(
                self.tr.tr("phone-why-too-long", &[("max", crate::i18n::Arg::from(crate::engine::limits::WHY_CHARS))]),
            ),
            Ask::Card { card, .. } => game.card_allowed(team, *card).err().map(rule),
            Ask::Spend { armies, farms, .. } => {
                game.spend_allowed(team, Spend { armies: *armies, farms: *farms }).err().map(rule)
            }
        }
        // Every team's place in the draft is there; a team the lesson does not have never is.
        .or_else(|| (team >= self.draft.cards.len()).then(|| self.tr.text("phone-too-late")));
        let answer = match refused {
            Some(why) => Answer::Refused(why),
            None => {
                let before = self.draft.clone();
                let device = req.ask.device();
                match req.ask.clone() {
                    // Checked above, as `lay_card` checks it again.
                    Ask::Card { card, why, .. } => {
                        let _ = self.lay_card(team, card);
                        if let (Some(why), Some(slot)) = (why, self.draft.why.get_mut(team)) {
                            let why = crate::engine::limits::shown_text(&why).trim().to_string();
                            *slot = (!why.is_empty()).then_some(why);
                        }
                    }
                    Ask::Spend { armies, farms, .. } => {
                        self.draft.spend[team] = SpendText { armies: armies.to_string(), farms: farms.to_string() }
                    }
                }
                let d = &mut self.draft;
                d.other_device[team] |= d.by_device[team] && d.device_no[team].is_some_and(|n| n != device);
                (d.by_device[team], d.device_no[team]) = (true, Some(device));
                // The marked team's card came from its device: the keys go on to the next team
                // without one (an investment only where the teacher typed nothing for it yet).
                let game = self.session.game();
                if d.focus == team {
                    match game.expecting() {
                        crate::engine::Expect::Decide { .. } => d.focus = d.next_chooser(game, team, false),
                        crate::engine::Expect::Invest
                            if before.spend.get(team).is_none_or(|s| s.spend() == Spend::default()) =>
                        {
                            d.focus = d.next_investor(game, false);
                        }
                        _ => {}
                    }
                }
                // Answered once the draft is on disk (`answer_devices`): not on disk, not laid
                // either, and the device hears so.
                let seq = self.save_pending();
                let laid = self.draft.team_slot(team);
                self.answers.push(Waiting { seq, req, team, before: before.team_slot(team), laid });
                self.publish_devices();
                return self.save_task();
            }
        };
        // The devices see the new state before they hear the answer.
        self.publish_devices();
        req.answer(answer);
        iced::Task::none()
    }

    /// Looks for the laptop's network addresses (when the panel opens, and on demand) and
    /// keeps the one chosen if it is still there, else chooses the first: the loopback
    /// address is last, so a real one is chosen wherever there is one.
    pub(super) fn refresh_addresses(&mut self) {
        self.devices.addresses = crate::devices::addresses();
        if !self.devices.address.is_some_and(|ip| self.devices.addresses.contains(&ip)) {
            self.devices.address = self.devices.addresses.first().copied();
        }
    }

    /// Switches team devices on at `ip` and `port` (with `any_port`, another free port when
    /// that one is taken). The error is in the teacher's language.
    pub fn start_devices(&mut self, ip: std::net::IpAddr, port: u16, any_port: bool) -> Result<(), Words> {
        let teams = self.names().len();
        let snapshot = super::devices::snapshot(self);
        // The class's devices go on with their codes and tokens, on the port they knew (as read
        // with the class, or as the server had them when devices were switched off).
        let kept = self.kept_keys.clone();
        let port = kept.as_ref().map(|k| k.port).filter(|&p| p != 0 && any_port).unwrap_or(port);
        match crate::devices::Devices::start(ip, port, any_port, teams, snapshot, kept) {
            Ok(server) => {
                self.devices.address = Some(ip);
                let console = crate::gui::devices_panel::DeviceConsole::new(server, self.session.game().map(), teams);
                self.devices.console = Some(Box::new(console));
                self.keep_device_keys();
                // The first views had no map drawing: the console makes it once, now.
                self.publish_devices();
                Ok(())
            }
            Err(crate::devices::StartError::Io(e)) => {
                Err(Words::new(move |tr| tr.tr("devices-not-started", &[("why", Arg::from(errors::io(tr, &e)))])))
            }
            Err(crate::devices::StartError::NoRandom) => Err(Words::text("devices-no-random")),
        }
    }

    /// Hides a team's code shown on the screen once a device of the team joined with it, and
    /// keeps the devices' codes and tokens beside the class file when they changed (a join, a
    /// device taken off), so that after a crash or in the next lesson the phones go on with
    /// the codes the teams have. A failed write is tried again at the next tick; the lesson
    /// goes on (only a restart would ask for new codes).
    pub fn keep_device_keys(&mut self) {
        let Some(d) = &mut self.devices.console else { return };
        d.hide_when_joined(std::time::Instant::now());
        d.refresh_joined();
        let Some((changes, keys)) = d.server.keys_since(d.kept) else { return };
        // Handed over once for each change (its end comes back as `KeysSaved`).
        if self.keeping.is_some_and(|(_, c)| c == changes) {
            return;
        }
        self.kept_keys = Some(keys.clone());
        let Ok(json) = serde_json::to_string(&keys) else { return };
        let library = self.library.clone();
        let (seq, told) = self.saving.keys(json, &self.path, &library);
        self.keeping = Some((seq, changes));
        self.tasks.push(iced::Task::perform(told, super::Msg::KeysSaved));
    }

    /// The devices' codes and tokens handed over last are on disk, or not (then they are
    /// handed over again at the next tick).
    pub(super) fn keys_saved(&mut self, e: &crate::store::writer::Ended) {
        let Some((seq, changes)) = self.keeping else { return };
        if e.seq != seq {
            return;
        }
        self.keeping = None;
        if let (Ok(()), Some(d)) = (&e.result, &mut self.devices.console) {
            d.kept = Some(changes);
        }
    }

    /// Each team's code slip from the running server: its name, code, the page's address and
    /// its join link as a QR code. None while devices are off.
    pub(super) fn code_slips(&self) -> Vec<crate::handouts::Slip> {
        let Some(d) = &self.devices.console else { return Vec::new() };
        self.names()
            .iter()
            .enumerate()
            .map(|(t, team)| {
                let qr = crate::gui::devices_panel::Qr::new(&d.server.team_url(t));
                crate::handouts::Slip {
                    team: team.clone(),
                    code: d.server.team_code(t),
                    page: d.server.url(),
                    qr_width: qr.as_ref().map_or(0, |q| q.width),
                    qr_dark: qr.map(|q| q.dark.to_vec()).unwrap_or_default(),
                }
            })
            .collect()
    }

    pub(super) fn devices_update(&mut self, msg: crate::gui::devices_panel::DevMsg) {
        use crate::gui::devices_panel::DevMsg;
        match msg {
            DevMsg::Pick(ip) => self.devices.address = Some(ip),
            DevMsg::Refresh => self.refresh_addresses(),
            DevMsg::Start => {
                if self.devices.address.is_none() {
                    self.refresh_addresses();
                }
                let Some(ip) = self.devices.address else { return };
                if let Err(e) = self.start_devices(ip, crate::devices::PORT, true) {
                    self.error = Some(e);
                }
            }
            DevMsg::Stop => {
                // Started again in this lesson, the phones go on with the codes they have.
                if let Some(d) = self.devices.console.take() {
                    self.kept_keys = d.server.keys_since(None).map(|(_, k)| k).or(self.kept_keys.take());
                }
            }
            DevMsg::Revoke(t) => {
                if let Some(d) = &mut self.devices.console {
                    d.server.revoke(t);
                    d.renewed = Some(t);
                    // A code on screen is the old one no longer.
                    d.show(d.shown.as_ref().map(|(s, _)| *s));
                }
                self.keep_device_keys();
            }
            DevMsg::TakeOff(t, device) => {
                if let Some(d) = &mut self.devices.console {
                    d.server.take_off(t, device);
                    d.renewed = Some(t);
                    d.show(d.shown.as_ref().map(|(s, _)| *s));
                }
                self.keep_device_keys();
            }
            DevMsg::ShowCode(t) => {
                let private = self.private;
                if let Some(d) = &mut self.devices.console {
                    match t {
                        // Where the class may see this screen, only for a while, once asked.
                        Some(t) if !private => d.show_briefly(t, std::time::Instant::now()),
                        t => d.show(t),
                    }
                }
            }
            DevMsg::Ask(secret) => {
                if let Some(d) = &mut self.devices.console {
                    d.asking = secret;
                }
            }
            // Written on a thread of its own (`LessonScreen::write`), taken before this.
            DevMsg::PrintSlips => {}
        }
    }
}
