//! Team devices: a small web server inside the app, so that each team lays its cards from its
//! own phone, tablet or laptop over the classroom network, with no internet.
//!
//! The console stays the only authority. The server never touches the game: a device's card
//! or investment becomes an [`Ask`] that the console checks with the rules engine, enters into
//! its draft exactly as a card typed by hand, saves, and only then answers. What a device sees
//! is a [`TeamView`] the console made for that team alone: its own data, and for the other
//! teams only whether they have laid a card.
//!
//! A team's card is its own: each team joins with its own six-digit team code, which the
//! teacher hands to that team alone (the projector screen shows only the page's address). A
//! joined device holds a token of 128 random bits; the server knows which team and which of
//! the team's devices it is, and the console flags a card changed from a second device.
//! Taking a device off gives its team a new code, so that the device cannot join again.
//!
//! Off by default; bound to the one address the teacher picks; join attempts limited per
//! address and counted before they are judged; joins past a team's limit refused, never
//! evicting; requests limited per address and per valid token; connections limited per
//! address and in all; headers, bodies and connections timed; every table bounded; the Host
//! header checked (DNS rebinding); changes only as JSON from the page's own origin; no CORS
//! headers. See `server.rs`.

mod page;
pub mod server;
pub mod view;

use serde::Serialize;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub use server::{Devices, StartError};

/// The port the server tries first (the teacher can name it to whoever runs the firewall).
pub const PORT: u16 = 8765;

/// The most devices one team may have joined at once; a join past it is refused.
pub const TEAM_DEVICES: usize = 10;

/// What a device asks of the console, for the team its token belongs to; `device` is the
/// device's number within its team (1, 2, ...), so that the console can tell a card changed
/// from another device.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Lay (or change) the team's card at this step, with why in the team's words if it says
    /// (an empty one takes an earlier one back; none leaves it as it was).
    Card { team: usize, device: u32, step: usize, card: crate::engine::Card, why: Option<String> },
    /// The team's investment at this step.
    Spend { team: usize, device: u32, step: usize, armies: u32, farms: u32 },
}

impl Ask {
    pub fn team(&self) -> usize {
        match self {
            Ask::Card { team, .. } | Ask::Spend { team, .. } => *team,
        }
    }

    pub fn device(&self) -> u32 {
        match self {
            Ask::Card { device, .. } | Ask::Spend { device, .. } => *device,
        }
    }
}

/// The console's answer to an ask: saved, or refused with the reason in the lesson's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Saved,
    Refused(String),
    /// A newer ask of the same team came before this one reached the console: only the newer
    /// one is laid (the device hears the team's state with its next look).
    Replaced,
}

/// An ask on its way to the console, with the way back to the waiting device.
#[derive(Clone)]
pub struct Request {
    pub ask: Ask,
    inner: Arc<Inner>,
}

/// The way back, shared by the copies of a request.
struct Inner {
    reply: Mutex<Option<tokio::sync::oneshot::Sender<Answer>>>,
    /// Run once the console has answered (the server then hands the console the team's next
    /// ask); if the last copy is dropped unanswered, run then.
    done: Mutex<Option<Box<dyn FnOnce() + Send + Sync>>>,
}

impl Inner {
    fn finish(&self) {
        let done = self.done.lock().ok().and_then(|mut d| d.take());
        if let Some(f) = done {
            f();
        }
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        self.finish();
    }
}

impl std::fmt::Debug for Request {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Request({:?})", self.ask)
    }
}

impl Request {
    /// A request whose answer goes to `reply`.
    pub fn new(ask: Ask) -> (Request, tokio::sync::oneshot::Receiver<Answer>) {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let inner = Inner { reply: Mutex::new(Some(tx)), done: Mutex::new(None) };
        (Request { ask, inner: Arc::new(inner) }, rx)
    }

    /// The same, with `done` run once the console has answered it (or let go of it unanswered).
    pub(crate) fn with_done(
        ask: Ask,
        done: impl FnOnce() + Send + Sync + 'static,
    ) -> (Request, tokio::sync::oneshot::Receiver<Answer>) {
        let (req, rx) = Request::new(ask);
        if let Ok(mut d) = req.inner.done.lock() {
            *d = Some(Box::new(done));
        }
        (req, rx)
    }

    /// Whether the device gave up waiting (its answer would reach nobody): such an ask is not
    /// laid, as the device was told it did not count.
    pub fn abandoned(&self) -> bool {
        self.inner.reply.lock().ok().is_none_or(|r| r.as_ref().is_none_or(tokio::sync::oneshot::Sender::is_closed))
    }

    /// Answers the device (once; later answers are dropped), and lets the team's next ask go:
    /// at once, whatever copies of the request are still about.
    pub fn answer(&self, answer: Answer) {
        if let Some(tx) = self.inner.reply.lock().ok().and_then(|mut r| r.take()) {
            let _ = tx.send(answer);
        }
        self.inner.finish();
    }
}

/// A card as a device shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PhoneOption {
    pub number: u8,
    pub label: String,
    /// Why the team may not lay it (it cannot pay), in the lesson's language.
    pub why_not: Option<String>,
}

/// What a team's devices show now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PhoneScreen {
    /// Nothing to lay: listen to the teacher.
    Wait { title: String },
    /// A decision: the situation, the cards, the card laid so far (its own only).
    Decide {
        step: usize,
        title: String,
        situation: String,
        options: Vec<PhoneOption>,
        laid: Option<u8>,
        /// What the team's card means now ("Card 2 counts; you can change it until…").
        note: Option<String>,
        /// Why the team lays it, as it sent it (its own devices only see it).
        why: Option<String>,
    },
    /// The team lays no card at this decision, and why.
    SitOut { title: String, why: String },
    /// The investment: what the team may spend and what it has sent.
    Invest {
        step: usize,
        title: String,
        gold: u32,
        army_cost: u32,
        farm_cost: u32,
        /// The engine's limits, so that the page holds no rule: the most armies next to each
        /// number of farms (index: farms), and the most farms next to each number of armies.
        max_armies: Vec<u32>,
        max_farms: Vec<u32>,
        armies: u32,
        farms: u32,
        /// The investment sent so far, in words; none before the first.
        note: Option<String>,
    },
    /// After the reveal: what happened to this team, its changes first as large signed
    /// numbers ("+1 prestige"), then in sentences.
    Outcome { title: String, headline: Vec<PhoneBadge>, lines: Vec<String> },
    /// The game is over: the team's place in both rankings, and the question of the debrief
    /// the projector shows now (none before the first).
    /// `turning`: the cards that, changed one at a time with the same dice, would have moved
    /// the team most (its own game's "what if").
    /// `what_ifs`: each of the team's decisions with what every other card would have done,
    /// for the team to ask its own "what if" by choosing one (on the phone, nothing sent).
    /// `journey`: the team's gold and prestige at the end of each phase, a line each.
    End {
        title: String,
        ranks: Vec<String>,
        journey: Vec<String>,
        turning: Vec<String>,
        what_ifs: Vec<PhoneWhatIf>,
        question: Option<String>,
    },
}

/// One of the team's decisions for its own "what if" at the end (`report::one_choice::own_what_ifs`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PhoneWhatIf {
    /// The step ("Contact on the coast").
    pub decision: String,
    /// "You laid “Trade with them”. Instead:".
    pub laid: String,
    /// (the other card, what it would have done).
    pub options: Vec<(String, String)>,
}

/// A change as a large signed number on the team's phone: "+1 country", "−2 gold".
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PhoneBadge {
    pub text: String,
    pub gain: bool,
    /// Neither a gain's nor a loss's colour: at a step that did violence to people.
    pub neutral: bool,
}

/// How the team's numbers changed in the entry just revealed, for the tiles' ▲▼.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PhoneDeltas {
    pub gold: i64,
    pub prestige: i64,
    pub armies: i64,
    pub countries: i64,
    pub resources: i64,
    /// Shown without a gain's or a loss's colour and arrow, as the headline's pills: at a step
    /// that did violence to people (a country conquered is not celebrated).
    pub neutral: bool,
}

/// Everything one team's devices receive.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamView {
    pub name: String,
    /// Its letter (A for the first seat), as on the map and the teacher's screen.
    pub mark: String,
    pub colour: String,
    pub gold: u32,
    pub prestige: u32,
    pub armies: u32,
    pub countries: usize,
    pub resources: u32,
    pub screen: PhoneScreen,
    /// After a reveal, how the numbers changed; none at any other time.
    pub deltas: Option<PhoneDeltas>,
    /// How many teams have laid a card ("4 of 6 cards in"), never which card.
    pub status: Option<String>,
    /// The board on the app's map, with the team's own countries marked; none on the own board.
    pub map: Option<PhoneMap>,
}

/// The map as one team's devices show it: per map country its fill and its label (the number;
/// with the armies in the team's own countries). The page only paints them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PhoneMap {
    pub fill: Vec<String>,
    pub label: Vec<String>,
    pub own: Vec<bool>,
    /// "Your countries are in your colour, with their armies."
    pub legend: String,
}

/// What the console publishes after every change; the server cuts it into one view per team.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Snapshot {
    /// The lesson's language (the page's `lang`).
    pub lang: String,
    /// The page's own words, in the lesson's language.
    pub words: Vec<(String, String)>,
    pub views: Vec<TeamView>,
    /// The map's geometry as SVG (`board::svg`), sent once with the page; empty on the own board.
    pub map: String,
}

/// One device that joined a team.
#[derive(Clone, Debug)]
struct Device {
    team: usize,
    /// Its number within the team, from 1, never reused while the server runs.
    number: u32,
    address: IpAddr,
    last_seen: Instant,
    /// Requests in the current second: when it began, and how many.
    window: (Instant, u32),
}

/// A device's team and number, as the server knows them from its token.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Member {
    pub team: usize,
    pub device: u32,
}

/// A joined device as the teacher's screen lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceInfo {
    pub number: u32,
    pub address: IpAddr,
    /// How long ago it was last heard from.
    pub seen: Duration,
}

/// Why a token is not let through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refused {
    Unknown,
    TooFast,
}

/// Where random bytes come from: the system's secure source (a test gives one that fails).
type Source = fn(&mut [u8]) -> bool;

fn system_source(buf: &mut [u8]) -> bool {
    getrandom::fill(buf).is_ok()
}

/// The team codes and the joined devices' tokens of a class, kept beside its draft (never in
/// the record, which is shared and exported) so that the phones go on without a new code when
/// the app starts again for the same class: after a crash, or in the next lesson.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Keys {
    /// The port the devices' page was served on: tried first again, because a phone keeps its
    /// token for the page's address and port only.
    #[serde(default)]
    pub port: u16,
    pub codes: Vec<String>,
    /// Each team's link key (32 hex digits): its join link and QR codes carry it beside the
    /// code. Kept files from before it have none: the teams then get new ones.
    #[serde(default)]
    pub links: Vec<String>,
    pub devices: Vec<KeptDevice>,
}

/// One joined device, as kept: its token, its team and its number within the team.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct KeptDevice {
    pub token: String,
    pub team: usize,
    pub number: u32,
    pub address: IpAddr,
}

impl Keys {
    /// Whether these keys may serve a class of `teams` teams: one distinct six-digit code a
    /// team (an empty one where a source failed), tokens of 32 hex digits each once, every
    /// device on a team of the class, no team over [`TEAM_DEVICES`]. Anything else (a damaged
    /// or edited file, another class's keys) is not used: the teams get new codes.
    fn fit(&self, teams: usize) -> bool {
        let code_ok = |c: &String| c.is_empty() || (c.len() == 6 && c.bytes().all(|b| b.is_ascii_digit()));
        let mut codes: Vec<&String> = self.codes.iter().filter(|c| !c.is_empty()).collect();
        let n = codes.len();
        codes.sort();
        codes.dedup();
        let mut tokens: Vec<&String> = self.devices.iter().map(|d| &d.token).collect();
        tokens.sort();
        tokens.dedup();
        let link_ok = |l: &String| l.is_empty() || (l.len() == 32 && l.bytes().all(|b| b.is_ascii_hexdigit()));
        self.codes.len() == teams
            && self.codes.iter().all(code_ok)
            && (self.links.is_empty() || (self.links.len() == teams && self.links.iter().all(link_ok)))
            && codes.len() == n
            && tokens.len() == self.devices.len()
            && self
                .devices
                .iter()
                .all(|d| d.team < teams && d.token.len() == 32 && d.token.bytes().all(|b| b.is_ascii_hexdigit()))
            && (0..teams).all(|t| self.devices.iter().filter(|d| d.team == t).count() <= TEAM_DEVICES)
    }
}

/// The team codes and the tokens handed out. Bounded: at most [`TEAM_DEVICES`] tokens a team.
struct Registry {
    codes: Vec<String>,
    /// Each team's link key, for its join link (a QR code): 128 random bits, never guessed, so
    /// a join by link is not held back by anyone's wrong codes.
    links: Vec<String>,
    tokens: HashMap<String, Device>,
    /// The next device number of each team.
    next: Vec<u32>,
    source: Source,
    /// Counts the changes to the codes and tokens (a join, a device taken off), so that the
    /// console keeps them on disk when they change.
    changes: u64,
}

impl Registry {
    /// The codes of `teams` teams; none when the secure random source fails (then no device
    /// may join: guessable codes and keys are never handed out).
    fn new(teams: usize) -> Option<Registry> {
        Registry::with_source(teams, system_source)
    }

    fn with_source(teams: usize, source: Source) -> Option<Registry> {
        let mut r = Registry {
            codes: Vec::with_capacity(teams),
            links: Vec::with_capacity(teams),
            tokens: HashMap::new(),
            next: vec![1; teams],
            source,
            changes: 0,
        };
        for _ in 0..teams {
            let code = r.fresh_code()?;
            r.codes.push(code);
            r.links.push(random_token(source)?);
        }
        Some(r)
    }

    /// The codes and tokens `keys` kept for a class of `teams` teams, where they fit it (the
    /// devices count as unheard from until they ask again); else new codes, as `new`.
    fn restored(teams: usize, keys: Option<Keys>, now: Instant) -> Option<Registry> {
        let Some(keys) = keys.filter(|k| k.fit(teams)) else { return Registry::new(teams) };
        // A source that fails gives no new code later either: check it now, as `new` does.
        let _ = random_token(system_source)?;
        let long_ago = now.checked_sub(SEEN).unwrap_or(now);
        let mut next = vec![1; teams];
        let mut tokens = HashMap::new();
        for d in keys.devices {
            next[d.team] = next[d.team].max(d.number.saturating_add(1));
            let device =
                Device { team: d.team, number: d.number, address: d.address, last_seen: long_ago, window: (now, 0) };
            let _ = tokens.insert(d.token, device);
        }
        let links = if keys.links.len() == teams {
            keys.links
        } else {
            (0..teams).map(|_| random_token(system_source)).collect::<Option<Vec<_>>>()?
        };
        Some(Registry { codes: keys.codes, links, tokens, next, source: system_source, changes: 0 })
    }

    /// The codes and tokens as they are kept on disk.
    fn keys(&self) -> Keys {
        let mut devices: Vec<KeptDevice> = self
            .tokens
            .iter()
            .map(|(token, d)| KeptDevice { token: token.clone(), team: d.team, number: d.number, address: d.address })
            .collect();
        devices.sort_by_key(|d| (d.team, d.number));
        Keys { port: 0, codes: self.codes.clone(), links: self.links.clone(), devices }
    }

    /// A six-digit code that no team has now; none when the source fails (or gives the same
    /// codes again and again, as a broken one does).
    fn fresh_code(&self) -> Option<String> {
        (0..100).map(|_| random_code(self.source)).find(|c| c.as_ref().is_none_or(|c| !self.codes.contains(c)))?
    }

    /// The team whose code this is.
    fn team_of_code(&self, code: &str) -> Option<usize> {
        let code = code.trim();
        (code.len() == 6).then(|| self.codes.iter().position(|c| c == code)).flatten()
    }

    /// The team whose link key this is (compared in full, in a time that does not depend on
    /// where it differs).
    fn team_of_link(&self, key: &str) -> Option<usize> {
        let same =
            |a: &str| a.len() == key.len() && a.bytes().zip(key.bytes()).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0;
        (key.len() == 32).then(|| self.links.iter().position(|l| same(l))).flatten()
    }

    /// A new device on `team`, unless the team has as many as it may.
    fn join(&mut self, team: usize, address: IpAddr, now: Instant) -> Option<(String, u32)> {
        if self.tokens.values().filter(|d| d.team == team).count() >= TEAM_DEVICES {
            return None;
        }
        let number = self.next.get(team).copied()?;
        self.next[team] = number.saturating_add(1);
        let token = random_token(self.source)?;
        if self.tokens.contains_key(&token) {
            return None;
        }
        let device = Device { team, number, address, last_seen: now, window: (now, 0) };
        let _ = self.tokens.insert(token.clone(), device);
        self.changes += 1;
        Some((token, number))
    }

    /// The device a token belongs to, seen now; refused past `per_second` requests a second.
    fn seen(&mut self, token: &str, now: Instant, per_second: u32) -> Result<Member, Refused> {
        if token.len() != 32 {
            return Err(Refused::Unknown);
        }
        let d = self.tokens.get_mut(token).ok_or(Refused::Unknown)?;
        d.last_seen = now;
        if now.duration_since(d.window.0) >= Duration::from_secs(1) {
            d.window = (now, 0);
        }
        d.window.1 = d.window.1.saturating_add(1);
        if d.window.1 > per_second {
            return Err(Refused::TooFast);
        }
        Ok(Member { team: d.team, device: d.number })
    }

    /// The device of a token, without counting a request.
    fn member(&self, token: &str) -> Option<Member> {
        self.tokens.get(token).map(|d| Member { team: d.team, device: d.number })
    }

    /// Takes one device of a team off (or all of them, with `None`) and gives the team a new
    /// code, so that the device cannot join again with the code it knew.
    fn take_off(&mut self, team: usize, number: Option<u32>) {
        self.tokens.retain(|_, d| d.team != team || number.is_some_and(|n| d.number != n));
        // Without a new code (the source failed) the team has none: nobody joins it with the
        // code the device knew.
        if team < self.codes.len() {
            self.codes[team] = self.fresh_code().unwrap_or_default();
        }
        if let Some(link) = self.links.get_mut(team) {
            *link = random_token(self.source).unwrap_or_default();
        }
        self.changes += 1;
    }
}

/// 128 random bits from `source`, as 32 hex digits; none when it fails.
fn random_token(source: Source) -> Option<String> {
    let mut bytes = [0u8; 16];
    source(&mut bytes).then(|| bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// A join code of six digits, from `source`; none when it fails.
fn random_code(source: Source) -> Option<String> {
    let mut bytes = [0u8; 4];
    source(&mut bytes).then(|| format!("{:06}", u32::from_le_bytes(bytes) % 1_000_000))
}

/// The laptop's network addresses a device could reach, for the teacher to choose from:
/// IPv4 first, the loopback address last (for a test on the laptop itself).
pub fn addresses() -> Vec<IpAddr> {
    let mut out: Vec<IpAddr> = if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .map(|i| i.ip())
        .filter(|ip| !ip.is_loopback() && !ip.is_multicast() && !ip.is_unspecified())
        .filter(|ip| match ip {
            IpAddr::V6(v6) => (v6.segments()[0] & 0xffc0) != 0xfe80, // link-local needs a zone
            IpAddr::V4(_) => true,
        })
        .collect();
    out.sort_by_key(|ip| (ip.is_ipv6(), *ip));
    out.dedup();
    out.push(IpAddr::V4(std::net::Ipv4Addr::LOCALHOST));
    out
}

/// How a URL names an address and port.
pub fn authority(addr: SocketAddr) -> String {
    match addr.ip() {
        IpAddr::V4(ip) => format!("{ip}:{}", addr.port()),
        IpAddr::V6(ip) => format!("[{ip}]:{}", addr.port()),
    }
}

/// How long a device counts as connected after its last request.
pub const SEEN: Duration = Duration::from_secs(30);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_128_random_bits_and_codes_six_digits() {
        let a = random_token(system_source).expect("token");
        let b = random_token(system_source).expect("token");
        assert_eq!(a.len(), 32);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        let c = random_code(system_source).expect("code");
        assert_eq!(c.len(), 6);
        assert!(c.chars().all(|c| c.is_ascii_digit()));
    }

    /// When the secure source fails, no codes and no keys: were its errors ignored, every team
    /// would get "000000" (the second team's code would be looked for forever) and every key
    /// would be 32 zeros.
    #[test]
    fn without_a_working_random_source_no_code_and_no_key_is_handed_out() {
        fn failing(_: &mut [u8]) -> bool {
            false
        }
        fn zeros(buf: &mut [u8]) -> bool {
            buf.fill(0);
            true
        }
        assert!(Registry::with_source(4, failing).is_none(), "a failing source: the devices do not start");
        assert!(Registry::with_source(4, zeros).is_none(), "a source stuck on one value: no four different codes");
        let mut r = Registry::new(4).expect("the system's source works");
        r.source = failing;
        let now = Instant::now();
        assert_eq!(r.join(0, IpAddr::V4(std::net::Ipv4Addr::LOCALHOST), now), None, "no key");
        r.take_off(1, None);
        assert_eq!(r.team_of_code(""), None, "team 2's old code is gone, and no new one can join");
        assert!(r.codes[1].is_empty());
    }

    #[test]
    fn addresses_end_with_loopback_and_urls_bracket_ipv6() {
        let a = addresses();
        assert_eq!(a.last(), Some(&IpAddr::V4(std::net::Ipv4Addr::LOCALHOST)));
        assert_eq!(authority("127.0.0.1:8765".parse().expect("addr")), "127.0.0.1:8765");
        assert_eq!(authority("[::1]:8765".parse().expect("addr")), "[::1]:8765");
    }

    #[test]
    fn team_codes_differ_and_a_code_joins_its_own_team() {
        let r = Registry::new(12).expect("codes");
        let mut codes = r.codes.clone();
        codes.sort();
        codes.dedup();
        assert_eq!(codes.len(), 12, "every team its own code");
        for (t, c) in r.codes.iter().enumerate() {
            assert_eq!(r.team_of_code(c), Some(t));
            assert_eq!(r.team_of_code(&format!(" {c}\n")), Some(t), "spaces around a typed code");
        }
        assert_eq!(r.team_of_code(""), None);
        assert_eq!(r.team_of_code("12345"), None);
    }

    #[test]
    fn a_full_team_refuses_a_join_and_keeps_its_devices() {
        let mut r = Registry::new(2).expect("codes");
        let ip = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);
        let now = Instant::now();
        let tokens: Vec<String> = (0..TEAM_DEVICES).map(|_| r.join(0, ip, now).expect("room").0).collect();
        assert_eq!(r.join(0, ip, now), None, "the eleventh is refused");
        for t in &tokens {
            assert!(r.member(t).is_some(), "no device was pushed out");
        }
        assert!(r.join(1, ip, now).is_some(), "the other team still has room");
    }

    #[test]
    fn taking_a_device_off_keeps_the_others_and_changes_the_code() {
        let mut r = Registry::new(3).expect("codes");
        let ip = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);
        let now = Instant::now();
        let (a, n1) = r.join(1, ip, now).expect("join");
        let (b, n2) = r.join(1, ip, now).expect("join");
        let (c, _) = r.join(2, ip, now).expect("join");
        assert_eq!((n1, n2), (1, 2));
        let (old, other) = (r.codes[1].clone(), r.codes[2].clone());
        r.take_off(1, Some(n2));
        assert_eq!(r.member(&a), Some(Member { team: 1, device: 1 }));
        assert_eq!(r.member(&b), None);
        assert!(r.member(&c).is_some());
        assert_ne!(r.codes[1], old, "the code it knew opens nothing now");
        assert_eq!(r.team_of_code(&old), None);
        assert_eq!(r.codes[2], other, "other teams keep theirs");
        let (_, n3) = r.join(1, ip, now).expect("join");
        assert_eq!(n3, 3, "numbers are not reused");
        r.take_off(1, None);
        assert_eq!(r.member(&a), None);
    }

    #[test]
    fn a_token_is_limited_per_second_and_a_made_up_one_is_unknown() {
        let mut r = Registry::new(1).expect("codes");
        let now = Instant::now();
        let (t, _) = r.join(0, IpAddr::V4(std::net::Ipv4Addr::LOCALHOST), now).expect("join");
        for _ in 0..5 {
            assert!(r.seen(&t, now, 5).is_ok());
        }
        assert_eq!(r.seen(&t, now, 5), Err(Refused::TooFast));
        assert!(r.seen(&t, now + Duration::from_secs(1), 5).is_ok(), "a new second");
        assert_eq!(r.seen("0123456789abcdef0123456789abcdef", now, 5), Err(Refused::Unknown));
        assert_eq!(r.seen(&"a".repeat(4000), now, 5), Err(Refused::Unknown));
    }

    #[test]
    fn an_answer_reaches_its_device_once() {
        let (req, mut rx) =
            Request::new(Ask::Card { team: 1, device: 1, step: 2, card: crate::engine::Card(3), why: None });
        let copy = req.clone();
        req.answer(Answer::Saved);
        copy.answer(Answer::Refused("late".into()));
        assert_eq!(rx.try_recv().ok(), Some(Answer::Saved));
    }
}
