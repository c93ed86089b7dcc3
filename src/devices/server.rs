//! The web server for the teams' devices: axum on a one-thread tokio runtime, on its own
//! thread, bound to the one address the teacher chose, only while devices are on.
//!
//! What it refuses, and how:
//! - a Host header that is not the served address (DNS rebinding): 421;
//! - a change (any POST) that is not JSON: 415; one from another origin than the page's own
//!   (another web page making a pupil's browser join or lay a card): 403;
//! - a missing, wrong or revoked token: 401; a card for a step that is over, a card out of
//!   range or one the team cannot pay: 409 with the reason in the lesson's language;
//! - a wrong team code: 403; a join to a team that has [`TEAM_DEVICES`] devices: 409 (no
//!   device is ever pushed out); past [`WRONG_PER_SOURCE`] wrong codes a minute from one
//!   address (an IPv6 network of 64 bits counts as one), that address waits, a minute and then
//!   twice as long each time: 429; nothing a device names itself counts. Past [`WRONG_IN_ALL`]
//!   wrong typed codes a minute from several addresses, typed codes pause for everyone for
//!   two minutes; a team's join link (its QR code) carries a key of 128 bits and joins all the
//!   same, so no pupil can keep another team out. The teacher's screen says who waits and why.
//!   Attempts are counted before they are judged, so that attempts at once cannot race a limit;
//! - garbage: 400/422; a body over 2 KB: 413; a body not sent in full within 5 s: 408; any
//!   other path or method: 404/405;
//! - more than 20 requests a second from one device (its valid token), or more than 40 a
//!   second without a valid token from one address: 429 (a made-up token counts as none; a
//!   new address always gets a place in the table, the oldest making room);
//! - more than [`PER_ADDRESS`] connections from one address, or [`MAX_CONNECTIONS`] in all,
//!   or a place of the last [`RESERVE`] for an address that holds more than [`SMALL`]:
//!   the next one is closed at once; a connection that sends no full header in 10 s (also
//!   between two requests), or lives longer than 5 minutes, is closed; headers over 16 KB: 431.
//!
//! Every table is bounded: the tokens by the teams' limit, the rates and join attempts by
//! [`TABLE`] addresses (old entries go first; past that, a new address waits), each entry a
//! fixed size; nothing a client sends is kept as a key.
//!
//! Stopping takes no new connection, answers the waiting polls with the last view, lets the
//! answers under way reach their devices (a second at most) and then closes every connection.
//!
//! No teacher control goes over HTTP: a device can only lay its own team's card or
//! investment, and only through the console, which checks it with the rules engine.

use axum::body::{Body, Bytes};
use axum::extract::{DefaultBodyLimit, Extension, Query, Request as HttpRequest, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use futures::channel::mpsc::{UnboundedReceiver, UnboundedSender, unbounded};
use hyper_util::rt::{TokioIo, TokioTimer};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, VecDeque};
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::watch;
use tower::ServiceExt;

use super::{
    Answer, Ask, DeviceInfo, Member, Refused, Registry, Request, SEEN, Snapshot, TEAM_DEVICES, TeamView, authority,
};

mod routes;
pub use routes::{
    FIRST_WAIT, FORGIVEN, GUESSING_SOURCES, LONGEST_WAIT, PAUSE, WRONG_IN_ALL, WRONG_PER_SOURCE, Waiting,
};
use routes::{Tries, serve};

/// The most connections at once, from everyone.
pub const MAX_CONNECTIONS: usize = 512;
/// The most connections at once from one address. A phone's page holds two (its poll and a
/// card on its way); a whole class behind one hotspot's address fits, with room for one
/// pupil's 64 idle sockets beside it; a flooding laptop does not keep the others out.
pub const PER_ADDRESS: usize = 128;
/// The last connections, kept for addresses that hold few ([`SMALL`] or fewer): however many
/// addresses flood, [`RESERVE`] places stay for new phones and new hotspots.
pub const RESERVE: usize = 128;
/// An address with at most this many connections may still take a reserved place.
pub const SMALL: usize = 8;
/// The most addresses the rate and join tables keep.
pub const TABLE: usize = 4096;
/// The largest request body.
pub const MAX_BODY: usize = 2 * 1024;
/// How long a request body may take to arrive.
pub const BODY_TIME: Duration = Duration::from_secs(5);
/// How long a device waits for news before asking again.
pub const POLL: Duration = Duration::from_secs(20);
/// How long a device waits for the console to answer a card.
pub const ANSWER: Duration = Duration::from_secs(5);
/// How long a stop waits for the answers under way.
const STOPPING: Duration = Duration::from_secs(1);
const TOKEN_PER_SECOND: u32 = 20;
const ADDRESS_PER_SECOND: u32 = 40;
const TOKEN_HEADER: &str = "x-colony-token";

struct Shared {
    /// The Host header a request must carry.
    host: String,
    /// The page's own origin, which a change must come from when the browser names one.
    origin: String,
    registry: Mutex<Registry>,
    views: watch::Sender<(u64, Arc<Snapshot>)>,
    asks: UnboundedSender<Request>,
    /// Join attempts of the last minute (successful ones are taken out again).
    joins: Mutex<Tries>,
    /// Requests without a valid token per address in the current second.
    rates: Mutex<HashMap<IpAddr, (Instant, u32)>>,
    /// Open connections per address.
    conns: Mutex<HashMap<IpAddr, usize>>,
    contact: Mutex<Option<(Instant, IpAddr)>>,
    /// Set when the console stops the server: the connections and waiting polls end.
    stopping: watch::Sender<bool>,
    /// Each team's way to the console (see [`Lane`]).
    lanes: Mutex<Vec<Lane>>,
    /// The server's runtime, for an ask held back until its team's next turn.
    runtime: tokio::runtime::Handle,
}

/// A team's way to the console: at most one of its asks there at a time, the latest behind it
/// (a newer card replaces one still waiting), and at most one change each [`CHANGE_GAP`]. So a
/// pupil flooding from ten devices costs the console four changes a second, and another team's
/// card goes straight through.
#[derive(Default)]
struct Lane {
    /// An ask of the team is with the console (until the console lets go of it).
    at_console: bool,
    /// The latest ask behind it, and whether it has been handed over (see [`pump`]).
    waiting: Option<(Request, Arc<std::sync::atomic::AtomicBool>)>,
    last_sent: Option<Instant>,
    /// A hand-over is planned for when the gap is over.
    planned: bool,
}

/// The least time between two changes of one team that reach the console.
pub const CHANGE_GAP: Duration = Duration::from_millis(250);

/// The running server, held by the console. Dropping it stops the server.
pub struct Devices {
    shared: Arc<Shared>,
    addr: SocketAddr,
    id: u64,
    asks: Arc<Mutex<Option<UnboundedReceiver<Request>>>>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    /// Told once the server has let go of its address (the answers under way may go on).
    closed: Option<std::sync::mpsc::Receiver<()>>,
}

/// What the console's subscription takes the asks from (hashed by the server it belongs to).
#[derive(Clone)]
pub struct Link {
    id: u64,
    asks: Arc<Mutex<Option<UnboundedReceiver<Request>>>>,
}

impl std::hash::Hash for Link {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.id.hash(state);
    }
}

impl Link {
    /// The stream of asks (once; a second call gets an empty stream).
    pub fn take(&self) -> UnboundedReceiver<Request> {
        match self.asks.lock().ok().and_then(|mut a| a.take()) {
            Some(rx) => rx,
            None => unbounded().1,
        }
    }
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

/// Why team devices did not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The address or port could not be taken, or the server's thread not started.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// The system gives no secure random numbers for the codes and keys.
    #[error("no secure random source")]
    NoRandom,
}

impl Devices {
    /// Starts the server on `ip` and `port` (with `any_port`, on a free port when that one is
    /// taken), for a class of `teams` teams, showing `snapshot` until the console publishes
    /// another.
    pub fn start(
        ip: IpAddr,
        port: u16,
        any_port: bool,
        teams: usize,
        snapshot: Snapshot,
        kept: Option<super::Keys>,
    ) -> Result<Devices, StartError> {
        // Codes and keys come from the system's secure source, or the devices stay off; those
        // kept for the class go on where they fit it.
        let registry = Registry::restored(teams, kept, Instant::now()).ok_or(StartError::NoRandom)?;
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
        // A server of this address stopped a moment ago may still be closing: its port is
        // waited for here (at most half a second), so that stopping never holds the window.
        wait_closing(std::net::SocketAddr::new(ip, port));
        let listener = match std::net::TcpListener::bind((ip, port)) {
            Err(_) if any_port => std::net::TcpListener::bind((ip, 0)),
            bound => bound,
        }?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let (asks_tx, asks_rx) = unbounded();
        let shared = Arc::new(Shared {
            host: authority(addr),
            origin: format!("http://{}", authority(addr)),
            registry: Mutex::new(registry),
            views: watch::Sender::new((1, Arc::new(snapshot))),
            asks: asks_tx,
            joins: Mutex::new(Tries::default()),
            rates: Mutex::new(HashMap::new()),
            conns: Mutex::new(HashMap::new()),
            contact: Mutex::new(None),
            stopping: watch::Sender::new(false),
            lanes: Mutex::new((0..teams).map(|_| Lane::default()).collect()),
            runtime: runtime.handle().clone(),
        });
        let (stop_tx, stop_rx) = tokio::sync::oneshot::channel();
        let state = shared.clone();
        let (closed_tx, closed_rx) = std::sync::mpsc::channel();
        let _ = std::thread::Builder::new().name("team-devices".into()).spawn(move || {
            runtime.block_on(serve(listener, state, stop_rx, closed_tx));
        })?;
        Ok(Devices {
            shared,
            addr,
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            asks: Arc::new(Mutex::new(Some(asks_rx))),
            stop: Some(stop_tx),
            closed: Some(closed_rx),
        })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The page's address, as text for the projector screen: it opens the page, nothing more.
    pub fn url(&self) -> String {
        format!("http://{}/", authority(self.addr))
    }

    /// A team's own code (six digits), for the teacher to hand to that team alone.
    pub fn team_code(&self, team: usize) -> String {
        self.shared.registry.lock().ok().and_then(|r| r.codes.get(team).cloned()).unwrap_or_default()
    }

    /// A team's own link: the page with the team's code and link key, which joins it at once
    /// (its QR code), whatever wrong codes others type meanwhile.
    pub fn team_url(&self, team: usize) -> String {
        let key = self.shared.registry.lock().ok().and_then(|r| r.links.get(team).cloned()).unwrap_or_default();
        format!("http://{}/#code={}&key={key}", authority(self.addr), self.team_code(team))
    }

    pub fn link(&self) -> Link {
        Link { id: self.id, asks: self.asks.clone() }
    }

    /// Shows the devices what the console shows now (nothing is sent when nothing changed).
    pub fn publish(&self, snapshot: Snapshot) {
        let _ = self.shared.views.send_if_modified(|(version, old)| {
            if **old == snapshot {
                return false;
            }
            *version += 1;
            *old = Arc::new(snapshot);
            true
        });
    }

    /// The codes and tokens as they are kept beside the class's draft, with how many times
    /// they have changed since the server started (a join, a device taken off); none when they
    /// have not changed since `kept` (asked at every tick: nothing is copied then).
    pub fn keys_since(&self, kept: Option<u64>) -> Option<(u64, super::Keys)> {
        let port = self.addr.port();
        let r = self.shared.registry.lock().ok()?;
        (kept != Some(r.changes)).then(|| (r.changes, super::Keys { port, ..r.keys() }))
    }

    /// Takes every device of a team off; the team gets a new code.
    pub fn revoke(&self, team: usize) {
        if let Ok(mut r) = self.shared.registry.lock() {
            r.take_off(team, None);
        }
        self.drop_waiting(team, None);
    }

    /// Takes one device of a team off; the team gets a new code, so that the device cannot
    /// join again with the one it knew. The team's other devices stay.
    pub fn take_off(&self, team: usize, device: u32) {
        if let Ok(mut r) = self.shared.registry.lock() {
            r.take_off(team, Some(device));
        }
        self.drop_waiting(team, Some(device));
    }

    /// The ask of a device taken off (or of any of the team's, with `None`) that still waits
    /// for the console is dropped: it is never laid.
    fn drop_waiting(&self, team: usize, device: Option<u32>) {
        let dropped = self.shared.lanes.lock().ok().and_then(|mut lanes| {
            let lane = lanes.get_mut(team)?;
            let theirs = lane.waiting.as_ref().is_some_and(|(r, _)| device.is_none_or(|d| r.ask.device() == d));
            if theirs { lane.waiting.take() } else { None }
        });
        drop(dropped);
    }

    /// Whether device `device` of team `team` is still joined: the console lays no ask of a
    /// device taken off after it was sent.
    pub fn is_joined(&self, team: usize, device: u32) -> bool {
        self.shared.registry.lock().is_ok_and(|r| r.tokens.values().any(|d| d.team == team && d.number == device))
    }

    /// How many devices of each team were heard from lately.
    pub fn devices(&self, teams: usize) -> Vec<usize> {
        let mut out = vec![0; teams];
        if let Ok(r) = self.shared.registry.lock() {
            for d in r.tokens.values().filter(|d| d.last_seen.elapsed() < SEEN) {
                if let Some(n) = out.get_mut(d.team) {
                    *n += 1;
                }
            }
        }
        out
    }

    /// Every device joined to a team, in the order they joined.
    pub fn team_devices(&self, team: usize) -> Vec<DeviceInfo> {
        let Ok(r) = self.shared.registry.lock() else { return Vec::new() };
        let mut out: Vec<DeviceInfo> = r
            .tokens
            .values()
            .filter(|d| d.team == team)
            .map(|d| DeviceInfo { number: d.number, address: d.address, seen: d.last_seen.elapsed() })
            .collect();
        out.sort_by_key(|d| d.number);
        out
    }

    /// How many entries the server's tables hold now: what a flood could make grow.
    pub fn tables(&self) -> Tables {
        Tables {
            tokens: self.shared.registry.lock().map_or(0, |r| r.tokens.len()),
            rates: self.shared.rates.lock().map_or(0, |m| m.len()),
            joins: self.shared.joins.lock().map_or(0, |t| t.by_source.len()),
            connections: self.shared.conns.lock().map_or(0, |m| m.values().sum()),
        }
    }

    /// How long typed codes still pause for everyone because many sources tried wrong codes,
    /// if they do (joins by a team's link go on).
    pub fn joining_paused(&self) -> Option<Duration> {
        self.shared.joins.lock().ok().and_then(|t| t.paused(Instant::now()))
    }

    /// Why joins are being refused now, for the teacher's screen: the addresses that tried too
    /// many wrong codes and wait, and whether typed codes pause for everyone. `None`: none are.
    pub fn join_trouble(&self) -> Option<JoinTrouble> {
        let now = Instant::now();
        let t = self.shared.joins.lock().ok()?;
        let trouble = JoinTrouble { waiting: t.waiting(now), paused: t.paused(now) };
        (!trouble.waiting.is_empty() || trouble.paused.is_some()).then_some(trouble)
    }

    /// The last request from any device: when, and from where (for the teacher's test).
    pub fn last_contact(&self) -> Option<(Instant, IpAddr)> {
        self.shared.contact.lock().ok().and_then(|c| *c)
    }
}

/// Switching devices off waits only until the address is free (a few milliseconds), not for
/// the answers still under way: those end on the server's own thread, within a second, and the
/// teacher's screen never waits for them.
impl Drop for Devices {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        // The server closes on its own thread; the teacher's window does not wait for it.
        // Starting again on this address waits for it instead (`wait_closing`).
        if let Some(closed) = self.closed.take() {
            CLOSING.lock().unwrap_or_else(std::sync::PoisonError::into_inner).push((self.addr, closed));
        }
    }
}

/// Servers stopped but perhaps still closing, with the address they listened on.
static CLOSING: Mutex<Vec<(std::net::SocketAddr, std::sync::mpsc::Receiver<()>)>> = Mutex::new(Vec::new());

/// Waits (at most half a second) for a stopped server of `addr` to close, and forgets those
/// that have closed.
fn wait_closing(addr: std::net::SocketAddr) {
    let closing: Vec<_> = std::mem::take(&mut *CLOSING.lock().unwrap_or_else(std::sync::PoisonError::into_inner));
    let mut still = Vec::new();
    for (at, closed) in closing {
        let wait = if at == addr { Duration::from_millis(500) } else { Duration::ZERO };
        if let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = closed.recv_timeout(wait) {
            still.push((at, closed));
        }
    }
    CLOSING.lock().unwrap_or_else(std::sync::PoisonError::into_inner).extend(still);
}

/// The sizes of the server's tables (see [`Devices::tables`]).
/// Why joins are refused now (`Devices::join_trouble`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JoinTrouble {
    /// The sources that tried too many wrong codes, and how long each still waits.
    pub waiting: Vec<Waiting>,
    /// How long typed codes still pause for everyone.
    pub paused: Option<Duration>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tables {
    /// Devices joined.
    pub tokens: usize,
    /// Addresses in the request rate table.
    pub rates: usize,
    /// Addresses in the join attempt table.
    pub joins: usize,
    /// Connections open.
    pub connections: usize,
}

/// A connection's place in the limits, given back when it closes.
struct Slot {
    shared: Arc<Shared>,
    ip: IpAddr,
}

impl Slot {
    /// A place for a connection from `ip`, if there is one for that address and in all.
    fn take(shared: &Arc<Shared>, ip: IpAddr) -> Option<Slot> {
        let mut conns = shared.conns.lock().ok()?;
        let total: usize = conns.values().sum();
        let mine = conns.get(&ip).copied().unwrap_or(0);
        let reserved = total >= MAX_CONNECTIONS - RESERVE && mine >= SMALL;
        if total >= MAX_CONNECTIONS || mine >= PER_ADDRESS || reserved {
            return None;
        }
        *conns.entry(ip).or_insert(0) += 1;
        Some(Slot { shared: shared.clone(), ip })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        if let Ok(mut conns) = self.shared.conns.lock()
            && let Some(n) = conns.get_mut(&self.ip)
        {
            *n = n.saturating_sub(1);
            if *n == 0 {
                let _ = conns.remove(&self.ip);
            }
        }
    }
}
