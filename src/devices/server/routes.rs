//! The server's routes: the accept loop with its limits, the page, joining and leaving, the
//! state a team's devices poll, the cards and spending they send, and how an ask reaches the
//! console and comes back answered.

#[allow(clippy::wildcard_imports)]
use super::*;

/// The accept loop: every connection with its limits, until the console stops the server.
pub(super) async fn serve(
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
/// most [`TABLE`] addresses: past that, entries older than a second go, and else the oldest:
/// a new address is never kept out (a flood from thousands of addresses costs the others
/// nothing but their count).
fn address_allowed(shared: &Shared, peer: Option<IpAddr>, now: Instant) -> bool {
    let Some(ip) = peer else { return false };
    let Ok(mut rates) = shared.rates.lock() else { return false };
    if rates.len() >= TABLE && !rates.contains_key(&ip) {
        rates.retain(|_, (at, _)| now.duration_since(*at) < Duration::from_secs(1));
        if rates.len() >= TABLE
            && let Some(oldest) = rates.iter().min_by_key(|(_, (at, _))| *at).map(|(k, _)| *k)
        {
            let _ = rates.remove(&oldest);
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
    Html(super::super::page::html(&snap.lang, &snap.words, &snap.map))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinBody {
    /// The team's own code, as typed.
    #[serde(default)]
    code: String,
    /// The team's link key, where the device came by its join link (a QR code).
    #[serde(default)]
    key: Option<String>,
    /// A name an older page gave the device: taken and not used (a pupil could choose a new
    /// one at every try, so no limit may count it).
    #[serde(default, rename = "device")]
    _device: Option<serde::de::IgnoredAny>,
}

#[derive(Serialize)]
struct Joined {
    token: String,
    team: usize,
}

/// Where join attempts come from, for their limits: an IPv4 address, or an IPv6 network of 64
/// bits (a device may take a new IPv6 address within its network at will). Nothing a device
/// names itself counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Source(u128);

impl Source {
    pub(crate) fn of(ip: IpAddr) -> Source {
        match ip {
            IpAddr::V4(v4) => Source(u128::from(u32::from(v4))),
            IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
                Some(v4) => Source(u128::from(u32::from(v4))),
                None => Source((u128::from(v6) >> 64) << 64 | 1 << 32),
            },
        }
    }
}

/// One source's wrong attempts: those of the last minute, and how long it waits now.
#[derive(Default)]
pub(super) struct SourceTries {
    wrong: VecDeque<Instant>,
    /// It had too many: it waits until then (a join by link waits too, but nobody else does).
    waits_until: Option<Instant>,
    /// How many times it had to wait lately: each wait is twice the last.
    level: u32,
    /// Its latest wrong attempt, and one of its addresses (for the teacher's screen).
    last: Option<Instant>,
    address: Option<IpAddr>,
}

/// Join attempts, kept to judge the limits. Attempts are counted before they are judged, so
/// that attempts at once cannot race a limit; a join that works is taken out again: only
/// wrong codes stay counted.
#[derive(Default)]
pub(super) struct Tries {
    pub(super) by_source: HashMap<Source, SourceTries>,
    /// Wrong typed codes of the last minute from every source, with their source.
    all: VecDeque<(Instant, Source)>,
    /// Typed codes wait for everyone until then: many sources were guessing codes (joins by a
    /// team's link go on).
    pub(super) typed_paused_until: Option<Instant>,
}

/// Wrong codes a minute from one source (an address, or an IPv6 network) before it waits: a
/// pupil who mistypes ten times waits; no other device does.
pub const WRONG_PER_SOURCE: usize = 10;
/// How long a source waits the first time; each wait after it within [`FORGIVEN`] twice as long,
/// up to [`LONGEST_WAIT`].
pub const FIRST_WAIT: Duration = Duration::from_secs(60);
pub const LONGEST_WAIT: Duration = Duration::from_secs(16 * 60);
/// A source's waits are forgotten after this long without a wrong code.
pub const FORGIVEN: Duration = Duration::from_secs(15 * 60);
/// Wrong typed codes a minute, from at least [`GUESSING_SOURCES`] sources, at which typed codes
/// pause for everyone for [`PAUSE`]: with 12 six-digit codes live a guess hits once in 83,000,
/// so a whole lesson's guessing stays near 3,000 tries; a class of 30 that mistypes at the
/// start stays well under it; and a team's join link (its QR code) goes on all the same.
pub const WRONG_IN_ALL: usize = 60;
pub const GUESSING_SOURCES: usize = 3;
pub const PAUSE: Duration = Duration::from_secs(120);

/// Why a join attempt is not judged.
enum Wait {
    /// This source has had its wrong codes.
    Yours,
    /// Typed codes pause for everyone: many sources are trying codes.
    Paused,
}

/// A source that waits now, for the teacher's screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Waiting {
    /// One of its addresses.
    pub address: IpAddr,
    /// Its wrong codes of the last minute.
    pub wrong: usize,
    pub left: Duration,
}

impl Tries {
    /// Counts an attempt before it is judged (`typed`: a code, not a link key), or says why it
    /// waits.
    fn count(&mut self, ip: IpAddr, typed: bool, now: Instant) -> Result<(), Wait> {
        let minute = Duration::from_secs(60);
        let source = Source::of(ip);
        while self.all.front().is_some_and(|(t, _)| now.duration_since(*t) >= minute) {
            let _ = self.all.pop_front();
        }
        let mine = bounded_entry(&mut self.by_source, source, now);
        while mine.wrong.front().is_some_and(|t| now.duration_since(*t) >= minute) {
            let _ = mine.wrong.pop_front();
        }
        if mine.last.is_some_and(|t| now.duration_since(t) >= FORGIVEN) {
            mine.level = 0;
        }
        // A team's link key cannot be guessed: a join by link never waits for anyone's wrong
        // codes, not even its own address's (a phone behind a pupil's hotspot joins).
        if typed && mine.waits_until.is_some_and(|t| now < t) {
            return Err(Wait::Yours);
        }
        if typed && self.typed_paused_until.is_some_and(|t| now < t) {
            return Err(Wait::Paused);
        }
        mine.wrong.push_back(now);
        (mine.last, mine.address) = (Some(now), Some(ip));
        if mine.wrong.len() >= WRONG_PER_SOURCE {
            let wait = FIRST_WAIT.saturating_mul(1 << mine.level.min(10)).min(LONGEST_WAIT);
            mine.waits_until = Some(now + wait);
            mine.level = mine.level.saturating_add(1);
            mine.wrong.clear();
        }
        if typed {
            self.all.push_back((now, source));
            let sources: std::collections::HashSet<Source> = self.all.iter().map(|(_, s)| *s).collect();
            if self.all.len() >= WRONG_IN_ALL && sources.len() >= GUESSING_SOURCES {
                self.typed_paused_until = Some(now + PAUSE);
                self.all.clear();
            }
        }
        Ok(())
    }

    /// A join that worked (or found its team full: the code was right) is not counted.
    fn forgive(&mut self, ip: IpAddr, at: Instant) {
        let source = Source::of(ip);
        if let Some(i) = self.all.iter().rposition(|(t, s)| *t == at && *s == source) {
            let _ = self.all.remove(i);
        }
        if let Some(mine) = self.by_source.get_mut(&source)
            && let Some(i) = mine.wrong.iter().rposition(|t| *t == at)
        {
            let _ = mine.wrong.remove(i);
        }
    }

    /// How long typed codes still pause for everyone, if they do.
    pub(super) fn paused(&self, now: Instant) -> Option<Duration> {
        self.typed_paused_until.filter(|t| now < *t).map(|t| t.duration_since(now))
    }

    /// The sources that wait now, longest wait first.
    pub(super) fn waiting(&self, now: Instant) -> Vec<Waiting> {
        let minute = Duration::from_secs(60);
        let mut out: Vec<Waiting> = self
            .by_source
            .values()
            .filter_map(|t| {
                let until = t.waits_until.filter(|u| now < *u)?;
                let wrong = t.wrong.iter().filter(|w| now.duration_since(**w) < minute).count();
                Some(Waiting {
                    address: t.address?,
                    wrong: wrong.max(WRONG_PER_SOURCE),
                    left: until.duration_since(now),
                })
            })
            .collect();
        out.sort_by(|a, b| b.left.cmp(&a.left).then(a.address.cmp(&b.address)));
        out
    }
}

/// The entry of `key`, in a table that keeps at most [`TABLE`] keys: when it is full, the key
/// tried longest ago (and not waiting) makes room, so a full table never keeps a new phone out.
fn bounded_entry(table: &mut HashMap<Source, SourceTries>, key: Source, now: Instant) -> &mut SourceTries {
    if table.len() >= TABLE && !table.contains_key(&key) {
        let oldest = table
            .iter()
            .min_by_key(|(_, t)| (t.waits_until.is_some_and(|u| now < u), t.last.unwrap_or(now)))
            .map(|(k, _)| *k);
        if let Some(k) = oldest {
            let _ = table.remove(&k);
        }
    }
    table.entry(key).or_default()
}

async fn join(State(shared): State<Arc<Shared>>, Extension(peer): Extension<Peer>, body: Bytes) -> Response {
    let ip = peer.0.ip();
    let now = Instant::now();
    let Ok(body) = serde_json::from_slice::<JoinBody>(&body) else {
        return refuse(StatusCode::BAD_REQUEST, "not a join request");
    };
    let typed = body.key.is_none();
    // Counted first, judged after: a six-digit code cannot be tried through, not even by many
    // attempts at once, nor from many addresses.
    let counted = shared.joins.lock().map(|mut t| t.count(ip, typed, now));
    match counted {
        Ok(Ok(())) => {}
        Ok(Err(Wait::Paused)) => return refuse(StatusCode::TOO_MANY_REQUESTS, "typed codes pause for a while"),
        _ => return refuse(StatusCode::TOO_MANY_REQUESTS, "too many join attempts"),
    }
    let forgive = || {
        if let Ok(mut t) = shared.joins.lock() {
            t.forgive(ip, now);
        }
    };
    let Ok(mut r) = shared.registry.lock() else {
        return refuse(StatusCode::SERVICE_UNAVAILABLE, "try again");
    };
    let team = match &body.key {
        Some(key) => r.team_of_link(key),
        None => r.team_of_code(&body.code),
    };
    let Some(team) = team else {
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
