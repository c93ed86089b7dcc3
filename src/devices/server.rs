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
//!   device is ever pushed out); past [`WRONG_PER_DEVICE`] wrong codes a minute from one
//!   device or [`WRONG_PER_ADDRESS`] from one address: 429; past [`WRONG_IN_ALL`] in all,
//!   joining pauses for everyone for a minute and the teacher's panel says so. Attempts are
//!   counted before they are judged, so that attempts at once cannot race a limit;
//! - garbage: 400/422; a body over 2 KB: 413; a body not sent in full within 5 s: 408; any
//!   other path or method: 404/405;
//! - more than 20 requests a second from one device (its valid token), or more than 40 a
//!   second without a valid token from one address: 429 (a made-up token counts as none);
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

    /// A team's own link: the page with the team's code, which joins it at once (its QR code).
    pub fn team_url(&self, team: usize) -> String {
        format!("http://{}/#code={}", authority(self.addr), self.team_code(team))
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
            joins: self.shared.joins.lock().map_or(0, |t| t.by_address.len()),
            connections: self.shared.conns.lock().map_or(0, |m| m.values().sum()),
        }
    }

    /// How long joining still pauses because someone tried too many wrong codes, if it does.
    pub fn joining_paused(&self) -> Option<Duration> {
        self.shared.joins.lock().ok().and_then(|t| t.paused(Instant::now()))
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
        // The server closes on its own thread; the teacher's window does not wait for it (c15).
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

/// The accept loop: every connection with its limits, until the console stops the server.
async fn serve(
    listener: std::net::TcpListener,
    shared: Arc<Shared>,
    mut stop: tokio::sync::oneshot::Receiver<()>,
    closed: std::sync::mpsc::Sender<()>,
) {
    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else { return };
    let app = router(shared.clone());
    let mut conns = tokio::task::JoinSet::new();
    loop {
        tokio::select! {
            _ = &mut stop => break,
            Some(_) = conns.join_next(), if !conns.is_empty() => {}
            accepted = listener.accept() => {
                let Ok((stream, peer)) = accepted else { continue };
                // Over a limit: the connection is closed at once.
                let Some(slot) = Slot::take(&shared, peer.ip()) else { continue };
                let app = app.clone();
                let quitting = stopped(&shared);
                let _ = conns.spawn(async move {
                    let service = hyper::service::service_fn(move |mut req: hyper::Request<hyper::body::Incoming>| {
                        let _ = req.extensions_mut().insert(Peer(peer));
                        app.clone().oneshot(req.map(Body::new))
                    });
                    let mut http = hyper::server::conn::http1::Builder::new();
                    // The header timeout also closes a connection idle between two requests.
                    let _ = http.timer(TokioTimer::new())
                        .header_read_timeout(Duration::from_secs(10))
                        .max_buf_size(16 * 1024);
                    let conn = http.serve_connection(TokioIo::new(stream), service);
                    let mut conn = std::pin::pin!(conn);
                    let served = async {
                        tokio::select! {
                            _ = conn.as_mut() => {}
                            _ = quitting => {
                                // Stopping: the request under way is answered, then the
                                // connection closes (an idle one at once).
                                conn.as_mut().graceful_shutdown();
                                let _ = conn.as_mut().await;
                            }
                        }
                    };
                    let _ = tokio::time::timeout(Duration::from_secs(300), served).await;
                    drop(slot);
                });
            }
        }
    }
    // No new connection; the waiting polls hear at once; a card saved just before the stop
    // still gets its answer (within a second at most, then every connection is cut).
    drop(listener);
    let _ = closed.send(());
    let _ = shared.stopping.send_replace(true);
    let _ = tokio::time::timeout(STOPPING, async { while conns.join_next().await.is_some() {} }).await;
    conns.abort_all();
}

#[derive(Clone, Copy)]
struct Peer(SocketAddr);

/// The device a request comes from, as the guard found it from its token (none without one).
#[derive(Clone, Copy)]
struct Who(Option<Member>);

/// Done when the console stops the server (at once if it already has): connections, waiting
/// polls and unanswered cards all end on it.
fn stopped(shared: &Shared) -> impl Future<Output = ()> + Send + 'static {
    let mut stopping = shared.stopping.subscribe();
    async move {
        let _ = stopping.wait_for(|s| *s).await;
    }
}

fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/", get(page))
        .route("/api/join", post(join))
        .route("/api/leave", post(leave))
        .route("/api/state", get(state))
        .route("/api/card", post(card))
        .route("/api/spend", post(spend))
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(middleware::from_fn_with_state(shared.clone(), guard))
        .with_state(shared)
}

fn refuse(status: StatusCode, why: &str) -> Response {
    (status, Json(serde_json::json!({ "error": why }))).into_response()
}

/// Whether a change comes from the page itself: JSON, and from the page's own origin when the
/// browser says where from (a browser always does for a page's POST; a plain client does not,
/// and no other web page can make a browser leave it out).
fn from_the_page(shared: &Shared, headers: &HeaderMap) -> Result<(), (StatusCode, &'static str)> {
    let json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|c| c.to_str().ok())
        .and_then(|c| c.split(';').next())
        .is_some_and(|c| c.trim().eq_ignore_ascii_case("application/json"));
    if !json {
        return Err((StatusCode::UNSUPPORTED_MEDIA_TYPE, "not JSON"));
    }
    let origin = headers.get(header::ORIGIN).map(|o| o.to_str().unwrap_or("?"));
    let site = headers.get("sec-fetch-site").map(|s| s.to_str().unwrap_or("?"));
    if origin.is_some_and(|o| o != shared.origin) || site.is_some_and(|s| s != "same-origin") {
        return Err((StatusCode::FORBIDDEN, "not from the page"));
    }
    Ok(())
}

/// Every request: the Host header, where a change comes from, the rate, the last contact, the
/// body within its time; and on every answer, a refusal too, the headers that keep the page to
/// itself.
async fn guard(state: State<Arc<Shared>>, req: HttpRequest, next: Next) -> Response {
    let mut res = checked(state, req, next).await;
    let h = res.headers_mut();
    let _ = h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    let _ = h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    let _ = h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    let _ = h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    let _ = h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:",
        ),
    );
    res
}

/// The checks of `guard`, then the request itself.
async fn checked(State(shared): State<Arc<Shared>>, req: HttpRequest, next: Next) -> Response {
    let peer = req.extensions().get::<Peer>().map(|p| p.0.ip());
    let host = req.headers().get(header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("");
    if host != shared.host {
        return refuse(StatusCode::MISDIRECTED_REQUEST, "wrong host");
    }
    if req.method() == Method::POST
        && let Err((status, why)) = from_the_page(&shared, req.headers())
    {
        return refuse(status, why);
    }
    // A valid token has its own limit; anything else counts against its address.
    let now = Instant::now();
    let token = req.headers().get(TOKEN_HEADER).and_then(|t| t.to_str().ok());
    let who = match token.map(|t| shared.registry.lock().map(|mut r| r.seen(t, now, TOKEN_PER_SECOND))) {
        Some(Ok(Ok(member))) => Some(member),
        Some(Ok(Err(Refused::TooFast))) => return refuse(StatusCode::TOO_MANY_REQUESTS, "too many requests"),
        _ => None,
    };
    if who.is_none() && !address_allowed(&shared, peer, now) {
        return refuse(StatusCode::TOO_MANY_REQUESTS, "too many requests");
    }
    if let (Some(ip), Ok(mut c)) = (peer, shared.contact.lock()) {
        *c = Some((now, ip));
    }
    // The body in full within its time, or the request is over (a trickled body holds no
    // connection for long).
    let (parts, body) = req.into_parts();
    let body = match tokio::time::timeout(BODY_TIME, axum::body::to_bytes(body, MAX_BODY)).await {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(_)) => return refuse(StatusCode::PAYLOAD_TOO_LARGE, "too large"),
        Err(_) => return refuse(StatusCode::REQUEST_TIMEOUT, "too slow"),
    };
    let mut req = HttpRequest::from_parts(parts, Body::from(body));
    let _ = req.extensions_mut().insert(Who(who));
    next.run(req).await
}

/// At most 40 requests a second from one address without a valid token. The table keeps at
/// most [`TABLE`] addresses: past that, old entries go, and a new address waits until they have.
fn address_allowed(shared: &Shared, peer: Option<IpAddr>, now: Instant) -> bool {
    let Some(ip) = peer else { return false };
    let Ok(mut rates) = shared.rates.lock() else { return false };
    if rates.len() >= TABLE && !rates.contains_key(&ip) {
        rates.retain(|_, (at, _)| now.duration_since(*at) < Duration::from_secs(1));
        if rates.len() >= TABLE {
            return false;
        }
    }
    let entry = rates.entry(ip).or_insert((now, 0));
    if now.duration_since(entry.0) >= Duration::from_secs(1) {
        *entry = (now, 0);
    }
    entry.1 = entry.1.saturating_add(1);
    entry.1 <= ADDRESS_PER_SECOND
}

async fn page(State(shared): State<Arc<Shared>>) -> Html<String> {
    let snap = shared.views.borrow().1.clone();
    Html(super::page::html(&snap.lang, &snap.words, &snap.map))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinBody {
    /// The team's own code.
    code: String,
    /// The page's own random name for the device (kept in the browser), for the limits.
    #[serde(default)]
    device: Option<String>,
}

#[derive(Serialize)]
struct Joined {
    token: String,
    team: usize,
}

/// Join attempts of the last minute, kept to judge the limits: in all, per address and per
/// device (the page's own random name, so that pupils behind one hotspot's address are told
/// apart). Attempts are counted before they are judged, so that attempts at once cannot race
/// a limit, and a join that works is taken out again: only wrong codes stay counted.
#[derive(Default)]
struct Tries {
    all: VecDeque<Instant>,
    by_address: HashMap<IpAddr, VecDeque<Instant>>,
    by_device: HashMap<(IpAddr, u64), VecDeque<Instant>>,
    /// Too many wrong codes in all: joining waits until then (the teacher's panel says so).
    paused_until: Option<Instant>,
}

/// Wrong codes a minute that pause joining for everyone for a minute: with 12 six-digit codes
/// live, a guess hits once in 83,000, so a pause after 30 keeps a whole lesson's guessing near
/// 2,000 tries (and the teacher sees it at once).
pub const WRONG_IN_ALL: usize = 30;
/// Wrong codes a minute from one address (a hotspot's whole class shares one).
pub const WRONG_PER_ADDRESS: usize = 20;
/// Wrong codes a minute from one device: a pupil who mistypes five times waits, the others
/// behind the same address do not.
pub const WRONG_PER_DEVICE: usize = 5;
/// How long joining pauses once [`WRONG_IN_ALL`] is reached.
pub const PAUSE: Duration = Duration::from_secs(60);

/// Why a join attempt is not judged.
enum Wait {
    /// This device or address has had its wrong codes for the minute.
    Yours,
    /// Joining pauses for everyone: someone is trying codes.
    Paused,
}

impl Tries {
    /// Counts an attempt before it is judged, or says why it waits.
    fn count(&mut self, ip: IpAddr, device: u64, now: Instant) -> Result<(), Wait> {
        let minute = Duration::from_secs(60);
        if self.paused_until.is_some_and(|t| now < t) {
            return Err(Wait::Paused);
        }
        let fresh = |q: &mut VecDeque<Instant>| {
            while q.front().is_some_and(|t| now.duration_since(*t) >= minute) {
                let _ = q.pop_front();
            }
        };
        fresh(&mut self.all);
        let address = bounded_entry(&mut self.by_address, ip, now);
        fresh(address);
        if address.len() >= WRONG_PER_ADDRESS {
            return Err(Wait::Yours);
        }
        let mine = bounded_entry(&mut self.by_device, (ip, device), now);
        fresh(mine);
        if mine.len() >= WRONG_PER_DEVICE {
            return Err(Wait::Yours);
        }
        mine.push_back(now);
        if let Some(a) = self.by_address.get_mut(&ip) {
            a.push_back(now);
        }
        self.all.push_back(now);
        if self.all.len() >= WRONG_IN_ALL {
            self.paused_until = Some(now + PAUSE);
            self.all.clear();
        }
        Ok(())
    }

    /// A join that worked (or found its team full: the code was right) is not counted.
    fn forgive(&mut self, ip: IpAddr, device: u64, at: Instant) {
        let take = |q: Option<&mut VecDeque<Instant>>| {
            if let Some(q) = q
                && let Some(i) = q.iter().rposition(|t| *t == at)
            {
                let _ = q.remove(i);
            }
        };
        take(Some(&mut self.all));
        take(self.by_address.get_mut(&ip));
        take(self.by_device.get_mut(&(ip, device)));
    }

    /// How long joining still pauses, if it does.
    fn paused(&self, now: Instant) -> Option<Duration> {
        self.paused_until.filter(|t| now < *t).map(|t| t.duration_since(now))
    }
}

/// The entry of `key`, in a table that keeps at most [`TABLE`] keys: when it is full, the key
/// tried longest ago makes room (a full table never keeps a new phone out).
fn bounded_entry<K: std::hash::Hash + Eq + Copy>(
    table: &mut HashMap<K, VecDeque<Instant>>,
    key: K,
    now: Instant,
) -> &mut VecDeque<Instant> {
    if table.len() >= TABLE && !table.contains_key(&key) {
        let oldest = table.iter().min_by_key(|(_, q)| q.back().copied().unwrap_or(now)).map(|(k, _)| *k);
        if let Some(k) = oldest {
            let _ = table.remove(&k);
        }
    }
    table.entry(key).or_default()
}

/// The page's name for a device, as a number (none: 0). Only a short name is taken.
fn device_key(name: Option<&str>) -> u64 {
    let Some(name) = name.filter(|n| n.len() <= 64) else { return 0 };
    name.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

async fn join(State(shared): State<Arc<Shared>>, Extension(peer): Extension<Peer>, body: Bytes) -> Response {
    let ip = peer.0.ip();
    let now = Instant::now();
    let Ok(body) = serde_json::from_slice::<JoinBody>(&body) else {
        return refuse(StatusCode::BAD_REQUEST, "not a join request");
    };
    let device = device_key(body.device.as_deref());
    // Counted first, judged after: a six-digit code cannot be tried through, not even by many
    // attempts at once, nor from many addresses.
    let counted = shared.joins.lock().map(|mut t| t.count(ip, device, now));
    match counted {
        Ok(Ok(())) => {}
        Ok(Err(Wait::Paused)) => return refuse(StatusCode::TOO_MANY_REQUESTS, "joining pauses for a minute"),
        _ => return refuse(StatusCode::TOO_MANY_REQUESTS, "too many join attempts"),
    }
    let forgive = || {
        if let Ok(mut t) = shared.joins.lock() {
            t.forgive(ip, device, now);
        }
    };
    let Ok(mut r) = shared.registry.lock() else {
        return refuse(StatusCode::SERVICE_UNAVAILABLE, "try again");
    };
    let Some(team) = r.team_of_code(&body.code) else {
        return refuse(StatusCode::FORBIDDEN, "wrong code");
    };
    let Some((token, _)) = r.join(team, ip, now) else {
        drop(r);
        forgive();
        return refuse(StatusCode::CONFLICT, &format!("this team has {TEAM_DEVICES} devices already"));
    };
    drop(r);
    forgive();
    Json(Joined { token, team: team + 1 }).into_response()
}

/// "Leave this team": the device's token is given up, and its place on the team with it.
async fn leave(State(shared): State<Arc<Shared>>, headers: HeaderMap, Extension(Who(who)): Extension<Who>) -> Response {
    let token = headers.get(TOKEN_HEADER).and_then(|t| t.to_str().ok());
    match (who, token, shared.registry.lock()) {
        (Some(_), Some(token), Ok(mut r)) => {
            let _ = r.tokens.remove(token);
            Json(serde_json::json!({ "left": true })).into_response()
        }
        _ => refuse(StatusCode::UNAUTHORIZED, "not joined"),
    }
}

#[derive(Deserialize)]
struct Since {
    v: Option<u64>,
}

#[derive(Serialize)]
struct StateBody<'a> {
    v: u64,
    team: usize,
    view: Option<&'a TeamView>,
}

/// The team's view; with `?v=N`, held until something newer than version N (at most 20 s).
async fn state(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    Extension(Who(who)): Extension<Who>,
    Query(since): Query<Since>,
) -> Response {
    let Some(member) = who else { return refuse(StatusCode::UNAUTHORIZED, "not joined") };
    let mut rx = shared.views.subscribe();
    if let Some(v) = since.v
        && rx.borrow().0 <= v
    {
        tokio::select! {
            _ = async { tokio::time::timeout(POLL, rx.wait_for(|(now, _)| *now > v)).await.is_ok() } => {}
            _ = stopped(&shared) => {}
        }
    }
    // Taken off while waiting: not joined any more.
    let still =
        headers.get(TOKEN_HEADER).and_then(|t| t.to_str().ok()).and_then(|t| shared.registry.lock().ok()?.member(t));
    if still.is_none() {
        return refuse(StatusCode::UNAUTHORIZED, "not joined");
    }
    let (v, snap) = rx.borrow().clone();
    Json(StateBody { v, team: member.team + 1, view: snap.views.get(member.team) }).into_response()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardBody {
    step: usize,
    card: crate::engine::Card,
    /// Why the team lays it, in its own words (optional; the console checks its length).
    #[serde(default)]
    why: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpendBody {
    step: usize,
    armies: u32,
    farms: u32,
}

async fn card(State(shared): State<Arc<Shared>>, Extension(Who(who)): Extension<Who>, body: Bytes) -> Response {
    let Some(m) = who else { return refuse(StatusCode::UNAUTHORIZED, "not joined") };
    match parse::<CardBody>(&body) {
        Ok(b) => {
            ask(&shared, Ask::Card { team: m.team, device: m.device, step: b.step, card: b.card, why: b.why }).await
        }
        Err(status) => refuse(status, "not a request of this kind"),
    }
}

async fn spend(State(shared): State<Arc<Shared>>, Extension(Who(who)): Extension<Who>, body: Bytes) -> Response {
    let Some(m) = who else { return refuse(StatusCode::UNAUTHORIZED, "not joined") };
    match parse::<SpendBody>(&body) {
        Ok(b) => {
            ask(&shared, Ask::Spend { team: m.team, device: m.device, step: b.step, armies: b.armies, farms: b.farms })
                .await
        }
        Err(status) => refuse(status, "not a request of this kind"),
    }
}

/// A body as JSON of the expected shape: 400 for what is not JSON, 422 for another shape.
fn parse<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, StatusCode> {
    serde_json::from_slice(body)
        .map_err(|e| if e.is_data() { StatusCode::UNPROCESSABLE_ENTITY } else { StatusCode::BAD_REQUEST })
}

/// Hands an ask to its team's lane (see [`Lane`]) and waits (at most 5 s) until the console
/// has saved or refused it, or a newer ask of the team replaced it.
async fn ask(shared: &Arc<Shared>, ask: Ask) -> Response {
    let team = ask.team();
    let sent = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let (theirs, handed) = (shared.clone(), sent.clone());
    // Once the console lets go of an ask it was handed, the team's next one may go.
    let (req, answer) = Request::with_done(ask, move || {
        if handed.load(Ordering::SeqCst) {
            if let Ok(mut lanes) = theirs.lanes.lock()
                && let Some(lane) = lanes.get_mut(team)
            {
                lane.at_console = false;
            }
            pump(&theirs, team);
        }
    });
    let replaced = match shared.lanes.lock() {
        Ok(mut lanes) => match lanes.get_mut(team) {
            Some(lane) => lane.waiting.replace((req, sent)),
            None => return refuse(StatusCode::CONFLICT, "no such team"),
        },
        Err(_) => return refuse(StatusCode::SERVICE_UNAVAILABLE, "try again"),
    };
    if let Some((old, _)) = replaced {
        old.answer(Answer::Replaced);
    }
    pump(shared, team);
    tokio::select! {
        // An answer already given wins over a stop that comes after it.
        biased;
        answered = tokio::time::timeout(ANSWER, answer) => match answered {
            Ok(Ok(Answer::Saved)) => Json(serde_json::json!({ "saved": true })).into_response(),
            Ok(Ok(Answer::Replaced)) => Json(serde_json::json!({ "saved": false, "replaced": true })).into_response(),
            Ok(Ok(Answer::Refused(why))) => refuse(StatusCode::CONFLICT, &why),
            _ => refuse(StatusCode::SERVICE_UNAVAILABLE, "the teacher's screen did not answer"),
        },
        // The console stops the server: it will not answer, and its stop waits for nobody.
        _ = stopped(shared) => refuse(StatusCode::SERVICE_UNAVAILABLE, "team devices are switched off"),
    }
}

/// Hands team `team`'s waiting ask to the console when none of its asks is there and the
/// gap since its last change is over; else, with the gap still running, plans it for then.
fn pump(shared: &Arc<Shared>, team: usize) {
    let now = Instant::now();
    let send = {
        let Ok(mut lanes) = shared.lanes.lock() else { return };
        let Some(lane) = lanes.get_mut(team) else { return };
        if lane.at_console || lane.planned || lane.waiting.is_none() {
            return;
        }
        let wait = lane.last_sent.map_or(Duration::ZERO, |t| CHANGE_GAP.saturating_sub(now.duration_since(t)));
        if !wait.is_zero() {
            lane.planned = true;
            let theirs = shared.clone();
            drop(shared.runtime.spawn(async move {
                tokio::time::sleep(wait).await;
                if let Ok(mut lanes) = theirs.lanes.lock()
                    && let Some(lane) = lanes.get_mut(team)
                {
                    lane.planned = false;
                }
                pump(&theirs, team);
            }));
            return;
        }
        lane.at_console = true;
        lane.last_sent = Some(now);
        lane.waiting.take()
    };
    // Sent outside the lock: an ask the console can no longer take is dropped here, and its
    // end (which takes the lock) frees the lane.
    if let Some((req, sent)) = send {
        sent.store(true, Ordering::SeqCst);
        let _ = shared.asks.unbounded_send(req);
    }
}
