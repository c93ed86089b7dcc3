//! Team devices: a small web server inside the app, so that each team lays its cards from its
//! own phone, tablet or laptop over the classroom network, with no internet.
//!
//! The console stays the only authority. The server never touches the game: a device's card
//! or investment becomes an [`Ask`] that the console checks with the rules engine, enters into
//! its draft exactly as a card typed by hand, saves, and only then answers. What a device sees
//! is a [`TeamView`] the console made for that team alone: its own data, and for the other
//! teams only whether they have laid a card.
//!
//! Off by default; bound to the one address the teacher picks; tokens of 128 random bits in a
//! header; join attempts limited per address; bodies, headers, connections and time capped;
//! the Host header checked (DNS rebinding); no CORS headers. See `server.rs`.

mod page;
pub mod server;

use serde::Serialize;
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub use server::Devices;

/// The port the server tries first (the teacher can name it to whoever runs the firewall).
pub const PORT: u16 = 8765;

/// What a device asks of the console, for the team its token belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Lay (or change) the team's card at this step.
    Card { team: usize, step: usize, card: u8 },
    /// The team's investment at this step.
    Spend { team: usize, step: usize, armies: u32, farms: u32 },
}

impl Ask {
    pub fn team(&self) -> usize {
        match self {
            Ask::Card { team, .. } | Ask::Spend { team, .. } => *team,
        }
    }
}

/// The console's answer to an ask: saved, or refused with the reason in the lesson's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    Saved,
    Refused(String),
}

/// An ask on its way to the console, with the way back to the waiting device.
#[derive(Clone)]
pub struct Request {
    pub ask: Ask,
    reply: Arc<Mutex<Option<tokio::sync::oneshot::Sender<Answer>>>>,
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
        (Request { ask, reply: Arc::new(Mutex::new(Some(tx))) }, rx)
    }

    /// Answers the device (once; later answers are dropped).
    pub fn answer(&self, answer: Answer) {
        if let Some(tx) = self.reply.lock().ok().and_then(|mut r| r.take()) {
            let _ = tx.send(answer);
        }
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
pub enum Screen {
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
        armies: u32,
        farms: u32,
        /// The investment sent so far, in words; none before the first.
        note: Option<String>,
    },
    /// After the reveal: what happened to this team.
    Outcome { title: String, lines: Vec<String> },
}

/// Everything one team's devices receive.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamView {
    pub name: String,
    pub colour: String,
    pub gold: u32,
    pub prestige: u32,
    pub armies: u32,
    pub countries: usize,
    pub resources: u32,
    pub screen: Screen,
    /// How many teams have laid a card ("4 of 6 cards in"), never which card.
    pub status: Option<String>,
}

/// A team as the join page lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamName {
    pub name: String,
    pub colour: String,
}

/// What the console publishes after every change; the server cuts it into one view per team.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Snapshot {
    /// The lesson's language (the page's `lang`).
    pub lang: String,
    /// The page's own words, in the lesson's language.
    pub words: Vec<(String, String)>,
    pub teams: Vec<TeamName>,
    pub views: Vec<TeamView>,
}

/// One device that joined a team.
#[derive(Clone, Debug)]
struct Device {
    team: usize,
    last_seen: Instant,
}

/// The tokens handed out, each for one team.
#[derive(Default)]
struct Registry {
    tokens: HashMap<String, Device>,
}

/// 128 random bits from the system's secure source, as 32 hex digits.
pub fn random_token() -> String {
    let mut bytes = [0u8; 16];
    // The system's source never fails on a supported platform; a zero token would be refused
    // by `check` below rather than accepted.
    let _ = getrandom::fill(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// A join code of six digits, from the same source.
pub fn random_code() -> String {
    let mut bytes = [0u8; 4];
    let _ = getrandom::fill(&mut bytes);
    format!("{:06}", u32::from_le_bytes(bytes) % 1_000_000)
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
        let a = random_token();
        let b = random_token();
        assert_eq!(a.len(), 32);
        assert!(a.chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
        let c = random_code();
        assert_eq!(c.len(), 6);
        assert!(c.chars().all(|c| c.is_ascii_digit()));
    }

    #[test]
    fn addresses_end_with_loopback_and_urls_bracket_ipv6() {
        let a = addresses();
        assert_eq!(a.last(), Some(&IpAddr::V4(std::net::Ipv4Addr::LOCALHOST)));
        assert_eq!(authority("127.0.0.1:8765".parse().expect("addr")), "127.0.0.1:8765");
        assert_eq!(authority("[::1]:8765".parse().expect("addr")), "[::1]:8765");
    }

    #[test]
    fn an_answer_reaches_its_device_once() {
        let (req, mut rx) = Request::new(Ask::Card { team: 1, step: 2, card: 3 });
        let copy = req.clone();
        req.answer(Answer::Saved);
        copy.answer(Answer::Refused("late".into()));
        assert_eq!(rx.try_recv().ok(), Some(Answer::Saved));
    }
}
