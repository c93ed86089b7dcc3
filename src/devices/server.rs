//! The web server for the teams' devices: axum on a one-thread tokio runtime, on its own
//! thread, bound to the one address the teacher chose, only while devices are on.
//!
//! What it refuses, and how:
//! - a Host header that is not the served address (DNS rebinding): 421;
//! - a missing, wrong or revoked token: 401; a card for a step that is over, a card out of
//!   range or one the team cannot pay: 409 with the reason in the lesson's language;
//! - garbage: 400/415/422 (axum's extractors); a body over 2 KB: 413; any other path or
//!   method: 404/405;
//! - after 10 failed join attempts in a minute from one address, any join from there, or more
//!   than 20 requests a second from one device or address: 429;
//! - more than 200 connections at once: the next one is closed; a connection that sends no
//!   full header in 10 s, or lives longer than 5 minutes, is closed; headers over 16 KB: 431.
//!
//! Stopping takes no new connection, answers the waiting polls with the last view, lets the
//! answers under way reach their devices (a second at most) and then closes every connection.
//!
//! No teacher control goes over HTTP: a device can only lay its own team's card or
//! investment, and only through the console, which checks it with the rules engine.

use axum::extract::{DefaultBodyLimit, Query, Request as HttpRequest, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use hyper_util::rt::{TokioIo, TokioTimer};
use iced::futures::channel::mpsc::{UnboundedReceiver, UnboundedSender, unbounded};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{Semaphore, watch};
use tower::ServiceExt;

use super::{Answer, Ask, Device, Registry, Request, SEEN, Snapshot, TeamName, TeamView, authority};

/// The most connections at once.
pub const MAX_CONNECTIONS: usize = 200;
/// The largest request body.
pub const MAX_BODY: usize = 2 * 1024;
/// How long a device waits for news before asking again.
pub const POLL: Duration = Duration::from_secs(20);
/// How long a device waits for the console to answer a card.
pub const ANSWER: Duration = Duration::from_secs(5);
/// How long a stop waits for the answers under way.
const STOPPING: Duration = Duration::from_secs(1);
const JOINS_PER_MINUTE: usize = 10;
const REQUESTS_PER_SECOND: u32 = 20;
const TOKEN_HEADER: &str = "x-colony-token";

struct Shared {
    /// The Host header a request must carry.
    host: String,
    code: String,
    /// Each team's key for its QR code (shown on the console only).
    keys: Vec<String>,
    registry: Mutex<Registry>,
    views: watch::Sender<(u64, Arc<Snapshot>)>,
    asks: UnboundedSender<Request>,
    joins: Mutex<HashMap<IpAddr, Vec<Instant>>>,
    rates: Mutex<HashMap<String, (Instant, u32)>>,
    contact: Mutex<Option<(Instant, IpAddr)>>,
    /// Set when the console stops the server: the connections and waiting polls end.
    stopping: watch::Sender<bool>,
}

/// The running server, held by the console. Dropping it stops the server.
pub struct Devices {
    shared: Arc<Shared>,
    addr: SocketAddr,
    id: u64,
    asks: Arc<Mutex<Option<UnboundedReceiver<Request>>>>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
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

impl Devices {
    /// Starts the server on `ip`, on `port` or, when that is taken, on a free port; for a
    /// class of `teams` teams, showing `snapshot` until the console publishes another.
    pub fn start(ip: IpAddr, port: u16, teams: usize, snapshot: Snapshot) -> std::io::Result<Devices> {
        let listener = std::net::TcpListener::bind((ip, port)).or_else(|_| std::net::TcpListener::bind((ip, 0)))?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let (asks_tx, asks_rx) = unbounded();
        let shared = Arc::new(Shared {
            host: authority(addr),
            code: super::random_code(),
            keys: (0..teams).map(|_| super::random_token()).collect(),
            registry: Mutex::new(Registry::default()),
            views: watch::Sender::new((1, Arc::new(snapshot))),
            asks: asks_tx,
            joins: Mutex::new(HashMap::new()),
            rates: Mutex::new(HashMap::new()),
            contact: Mutex::new(None),
            stopping: watch::Sender::new(false),
        });
        let (stop_tx, stop_rx) = tokio::sync::oneshot::channel();
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build()?;
        let state = shared.clone();
        let thread = std::thread::Builder::new().name("team-devices".into()).spawn(move || {
            runtime.block_on(serve(listener, state, stop_rx));
        })?;
        Ok(Devices {
            shared,
            addr,
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            asks: Arc::new(Mutex::new(Some(asks_rx))),
            stop: Some(stop_tx),
            thread: Some(thread),
        })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The address to open, as text for the wall.
    pub fn url(&self) -> String {
        format!("http://{}/", authority(self.addr))
    }

    /// A team's own address: it joins the team without the code (for its QR code on the console).
    pub fn team_url(&self, team: usize) -> String {
        let key = self.shared.keys.get(team).cloned().unwrap_or_default();
        format!("http://{}/#team={}&key={key}", authority(self.addr), team + 1)
    }

    pub fn join_code(&self) -> &str {
        &self.shared.code
    }

    pub fn link(&self) -> Link {
        Link { id: self.id, asks: self.asks.clone() }
    }

    /// Shows the devices what the console shows now (nothing is sent when nothing changed).
    pub fn publish(&self, snapshot: Snapshot) {
        self.shared.views.send_if_modified(|(version, old)| {
            if **old == snapshot {
                return false;
            }
            *version += 1;
            *old = Arc::new(snapshot);
            true
        });
    }

    /// Takes every device of a team off (they must join again).
    pub fn revoke(&self, team: usize) {
        if let Ok(mut r) = self.shared.registry.lock() {
            r.tokens.retain(|_, d| d.team != team);
        }
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

    /// The last request from any device: when, and from where (for the teacher's test).
    pub fn last_contact(&self) -> Option<(Instant, IpAddr)> {
        self.shared.contact.lock().ok().and_then(|c| *c)
    }
}

impl Drop for Devices {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// The accept loop: every connection with its limits, until the console stops the server.
async fn serve(listener: std::net::TcpListener, shared: Arc<Shared>, mut stop: tokio::sync::oneshot::Receiver<()>) {
    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else { return };
    let app = router(shared.clone());
    let slots = Arc::new(Semaphore::new(MAX_CONNECTIONS));
    let mut conns = tokio::task::JoinSet::new();
    loop {
        tokio::select! {
            _ = &mut stop => break,
            Some(_) = conns.join_next(), if !conns.is_empty() => {}
            accepted = listener.accept() => {
                let Ok((stream, peer)) = accepted else { continue };
                // Over the limit: the connection is closed at once.
                let Ok(slot) = slots.clone().try_acquire_owned() else { continue };
                let app = app.clone();
                let quitting = stopped(&shared);
                conns.spawn(async move {
                    let service = hyper::service::service_fn(move |mut req: hyper::Request<hyper::body::Incoming>| {
                        req.extensions_mut().insert(Peer(peer));
                        app.clone().oneshot(req.map(axum::body::Body::new))
                    });
                    let mut http = hyper::server::conn::http1::Builder::new();
                    http.timer(TokioTimer::new())
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
    shared.stopping.send_replace(true);
    let _ = tokio::time::timeout(STOPPING, async { while conns.join_next().await.is_some() {} }).await;
    conns.abort_all();
}

#[derive(Clone, Copy)]
struct Peer(SocketAddr);

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
        .route("/api/teams", get(teams))
        .route("/api/join", post(join))
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

/// Every request: the Host header, the rate, the last contact; and headers that keep the page
/// to itself.
async fn guard(State(shared): State<Arc<Shared>>, req: HttpRequest, next: Next) -> Response {
    let peer = req.extensions().get::<Peer>().map(|p| p.0.ip());
    let host = req.headers().get(header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("");
    if host != shared.host {
        return refuse(StatusCode::MISDIRECTED_REQUEST, "wrong host");
    }
    let key = match (req.headers().get(TOKEN_HEADER).and_then(|t| t.to_str().ok()), peer) {
        (Some(t), _) => format!("t:{t}"),
        (None, Some(ip)) => format!("a:{ip}"),
        (None, None) => "a:?".into(),
    };
    if !allow(&shared, key) {
        return refuse(StatusCode::TOO_MANY_REQUESTS, "too many requests");
    }
    if let (Some(ip), Ok(mut c)) = (peer, shared.contact.lock()) {
        *c = Some((Instant::now(), ip));
    }
    let mut res = next.run(req).await;
    let h = res.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:",
        ),
    );
    res
}

/// At most 20 requests a second per device (or per address without a token).
fn allow(shared: &Shared, key: String) -> bool {
    let Ok(mut rates) = shared.rates.lock() else { return false };
    let now = Instant::now();
    if rates.len() > 10_000 {
        rates.retain(|_, (at, _)| now.duration_since(*at) < Duration::from_secs(1));
    }
    let entry = rates.entry(key).or_insert((now, 0));
    if now.duration_since(entry.0) >= Duration::from_secs(1) {
        *entry = (now, 0);
    }
    entry.1 += 1;
    entry.1 <= REQUESTS_PER_SECOND
}

async fn page(State(shared): State<Arc<Shared>>) -> Html<String> {
    let snap = shared.views.borrow().1.clone();
    Html(super::page::html(&snap.lang, &snap.words))
}

async fn teams(State(shared): State<Arc<Shared>>) -> Json<Vec<TeamName>> {
    Json(shared.views.borrow().1.teams.clone())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinBody {
    /// The team's number, from 1.
    team: usize,
    code: Option<String>,
    key: Option<String>,
}

#[derive(Serialize)]
struct Joined {
    token: String,
    team: usize,
}

async fn join(State(shared): State<Arc<Shared>>, req: HttpRequest) -> Response {
    let ip = req.extensions().get::<Peer>().map(|p| p.0.ip());
    // Failed join attempts are counted per address: after 10 in a minute, every attempt from
    // there waits (a six-digit code cannot be tried through).
    if let (Some(ip), Ok(mut joins)) = (ip, shared.joins.lock()) {
        let now = Instant::now();
        let tries = joins.entry(ip).or_default();
        tries.retain(|t| now.duration_since(*t) < Duration::from_secs(60));
        if tries.len() >= JOINS_PER_MINUTE {
            return refuse(StatusCode::TOO_MANY_REQUESTS, "too many join attempts");
        }
    }
    let failed = |shared: &Shared| {
        if let (Some(ip), Ok(mut joins)) = (ip, shared.joins.lock()) {
            joins.entry(ip).or_default().push(Instant::now());
        }
    };
    let body = match axum::body::to_bytes(req.into_body(), MAX_BODY).await {
        Ok(b) => b,
        Err(_) => return refuse(StatusCode::PAYLOAD_TOO_LARGE, "too large"),
    };
    let Ok(body) = serde_json::from_slice::<JoinBody>(&body) else {
        failed(&shared);
        return refuse(StatusCode::BAD_REQUEST, "not a join request");
    };
    let teams = shared.keys.len();
    if body.team == 0 || body.team > teams {
        failed(&shared);
        return refuse(StatusCode::BAD_REQUEST, "no such team");
    }
    let team = body.team - 1;
    let by_code = body.code.as_deref().map(str::trim) == Some(shared.code.as_str());
    let by_key = body.key.as_deref() == shared.keys.get(team).map(String::as_str);
    if !by_code && !by_key {
        failed(&shared);
        return refuse(StatusCode::FORBIDDEN, "wrong code");
    }
    let token = super::random_token();
    if let Ok(mut r) = shared.registry.lock() {
        // A class of devices, not a flood: the oldest tokens go past 50 per team.
        let mine: Vec<String> = r.tokens.iter().filter(|(_, d)| d.team == team).map(|(t, _)| t.clone()).collect();
        if mine.len() >= 50 {
            let oldest = mine.iter().min_by_key(|t| r.tokens.get(*t).map(|d| d.last_seen)).cloned();
            if let Some(t) = oldest {
                r.tokens.remove(&t);
            }
        }
        r.tokens.insert(token.clone(), Device { team, last_seen: Instant::now() });
    }
    Json(Joined { token, team: team + 1 }).into_response()
}

/// The team a request's token belongs to (and the device is seen now).
fn team_of(shared: &Shared, headers: &HeaderMap) -> Option<usize> {
    let token = headers.get(TOKEN_HEADER)?.to_str().ok()?;
    if token.len() != 32 {
        return None;
    }
    let mut r = shared.registry.lock().ok()?;
    let d = r.tokens.get_mut(token)?;
    d.last_seen = Instant::now();
    Some(d.team)
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
async fn state(State(shared): State<Arc<Shared>>, headers: HeaderMap, Query(since): Query<Since>) -> Response {
    let Some(team) = team_of(&shared, &headers) else { return refuse(StatusCode::UNAUTHORIZED, "not joined") };
    let mut rx = shared.views.subscribe();
    if let Some(v) = since.v
        && rx.borrow().0 <= v
    {
        tokio::select! {
            _ = async { tokio::time::timeout(POLL, rx.wait_for(|(now, _)| *now > v)).await.is_ok() } => {}
            _ = stopped(&shared) => {}
        }
    }
    // Revoked while waiting: not joined any more.
    if team_of(&shared, &headers).is_none() {
        return refuse(StatusCode::UNAUTHORIZED, "not joined");
    }
    let (v, snap) = rx.borrow().clone();
    Json(StateBody { v, team: team + 1, view: snap.views.get(team) }).into_response()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardBody {
    step: usize,
    card: u8,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SpendBody {
    step: usize,
    armies: u32,
    farms: u32,
}

async fn card(State(shared): State<Arc<Shared>>, headers: HeaderMap, Json(body): Json<CardBody>) -> Response {
    let Some(team) = team_of(&shared, &headers) else { return refuse(StatusCode::UNAUTHORIZED, "not joined") };
    ask(&shared, Ask::Card { team, step: body.step, card: body.card }).await
}

async fn spend(State(shared): State<Arc<Shared>>, headers: HeaderMap, Json(body): Json<SpendBody>) -> Response {
    let Some(team) = team_of(&shared, &headers) else { return refuse(StatusCode::UNAUTHORIZED, "not joined") };
    ask(&shared, Ask::Spend { team, step: body.step, armies: body.armies, farms: body.farms }).await
}

/// Hands an ask to the console and waits (at most 5 s) until it is saved or refused.
async fn ask(shared: &Shared, ask: Ask) -> Response {
    let (req, answer) = Request::new(ask);
    if shared.asks.unbounded_send(req).is_err() {
        return refuse(StatusCode::SERVICE_UNAVAILABLE, "the teacher's screen is closed");
    }
    tokio::select! {
        // An answer already given wins over a stop that comes after it.
        biased;
        answered = tokio::time::timeout(ANSWER, answer) => match answered {
            Ok(Ok(Answer::Saved)) => Json(serde_json::json!({ "saved": true })).into_response(),
            Ok(Ok(Answer::Refused(why))) => refuse(StatusCode::CONFLICT, &why),
            _ => refuse(StatusCode::SERVICE_UNAVAILABLE, "the teacher's screen did not answer"),
        },
        // The console stops the server: it will not answer, and its stop waits for nobody.
        _ = stopped(shared) => refuse(StatusCode::SERVICE_UNAVAILABLE, "team devices are switched off"),
    }
}
