//! What the tests share: a lesson with devices on at 127.0.0.1, the console answering the
//! devices' asks, plain HTTP/1.1 over TCP to play a device, the texts a view shows, and the
//! longest team names.
#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::time::Duration;

use colony::devices::Request;
use colony::engine::Expect;
use colony::gui::devices_panel::DevMsg;
use colony::gui::{App, DraftMsg, EntryMsg, LessonMsg, Message, SetupMsg, ShowMsg, StartMsg};
use colony::i18n::Language;
use colony::store::Library;
use iced::futures::channel::mpsc::UnboundedReceiver;
use iced_test::Simulator;
use iced_test::selector::Candidate;

/// Every text a view shows, in the order it lays them out.
pub fn texts<M>(ui: &mut Simulator<'_, M>) -> Vec<String> {
    let mut out = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text { content, .. } = c {
            out.push(content.to_string());
        }
        None::<()>
    });
    out
}

/// Twelve team names of 40 characters, in several scripts, one of wide letters only: the
/// longest a class gives, for the layout tests of the screens and the handouts.
pub const LONG_NAMES: [&str; 12] = [
    "Los Conquistadores del Río de la Plata 1",
    "Ørsted & Co Handelskompagniet Søndergård",
    "Ελληνική Εταιρεία Εμπορίου και Ναυτιλίας",
    "Русская торговая компания мореплавателей",
    "Compagnie française des Indes orientales",
    "Vereenigde Oost-Indische Compagnie Delft",
    "Königlich Preußische Seehandlung Emden 12",
    "Companhia Geral do Grão-Pará e Maranhão 1",
    "Svenska Ostindiska Companiet Göteborg 173",
    "Østerlandske Kompagni København 1616 ÆØÅ",
    "Compañía Guipuzcoana de Caracas 1728 ÑÜÉ",
    "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
];

pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("colony-devices-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

/// A lesson of `teams` teams, with team devices on at 127.0.0.1, at the first decision.
pub fn lesson_with_devices(dir: &std::path::Path, teams: usize) -> (App, UnboundedReceiver<Request>, SocketAddr) {
    lesson_in(dir, teams, Language::En)
}

/// The same, with the lesson (and the teacher's screen) in `lang`.
pub fn lesson_in(dir: &std::path::Path, teams: usize, lang: Language) -> (App, UnboundedReceiver<Request>, SocketAddr) {
    lesson_on(Library::new(dir), teams, lang)
}

/// The same in `library` (a slowed one: a slow USB stick).
pub fn lesson_on(library: Library, teams: usize, lang: Language) -> (App, UnboundedReceiver<Request>, SocketAddr) {
    let mut app = App::new(library, lang);
    app.drive(Message::Start(StartMsg::NewClass));
    app.drive(Message::Setup(SetupMsg::LessonLang(lang)));
    for _ in 4..teams {
        app.drive(Message::Setup(SetupMsg::AddTeam));
    }
    for _ in teams..4 {
        app.drive(Message::Setup(SetupMsg::RemoveTeam(0)));
    }
    // The names a teacher who types none gets, in the lesson's language.
    let tr = colony::i18n::Translator::new(lang);
    for t in 0..teams {
        let name = tr.tr("setup-default-team", &[("number", colony::i18n::Arg::from(t + 1))]);
        app.drive(Message::Setup(SetupMsg::Name(t, name)));
    }
    app.drive(Message::Setup(SetupMsg::Seed("7".into())));
    app.drive(Message::Setup(SetupMsg::Start));
    app.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::Proceed))); // the landing
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Next)));
    // As the teacher does it: the button opens the panel, which lists the laptop's addresses
    // with one chosen and Start ready; the tests pick 127.0.0.1 (last in the list), as the
    // pick list sends it, and press Start.
    click(&mut app, tr.text("devices-button"));
    let l = app.lesson().expect("lesson");
    let loopback: std::net::IpAddr = "127.0.0.1".parse().expect("ip");
    assert_eq!(l.addresses().last(), Some(&loopback), "the laptop itself is last");
    assert!(l.device_address().is_some(), "an address is chosen when the panel opens");
    app.drive(Message::Lesson(LessonMsg::Devices(DevMsg::Pick(loopback))));
    click(&mut app, tr.text("devices-start"));
    click(&mut app, tr.text("history-close"));
    let l = app.lesson().expect("lesson");
    assert!(matches!(l.session().game().expecting(), Expect::Decide { .. }), "at a decision");
    let addr = l.devices().expect("devices on").server.addr();
    assert!(addr.ip().is_loopback());
    let rx = l.device_link().expect("link").take();
    (app, rx, addr)
}

/// Plays the lesson on to its end by the messages the console's buttons send, as a teacher
/// with no device would: each team's last card allowed, no spending, no attacks.
pub fn play_to_the_end(app: &mut App) {
    for _ in 0..2_000 {
        let l = app.lesson().expect("lesson");
        let game = l.session().game();
        let teams = l.names().len();
        let msg = match (l.mode(), game.expecting()) {
            (colony::gui::Mode::Revealed(_), _) => LessonMsg::Show(ShowMsg::Next),
            _ if l.opening().is_some() => LessonMsg::Show(ShowMsg::Opening(false)),
            (_, Expect::Over) => break,
            (_, Expect::Decide { choosing }) => {
                let t = (0..teams).find(|&t| choosing.contains(t) && l.draft().cards[t].is_none());
                match t.and_then(|t| game.allowed_cards(t).last().map(|&c| (t, c))) {
                    Some((t, c)) => LessonMsg::Draft(DraftMsg::Card(t, c)),
                    None => LessonMsg::Entry(EntryMsg::Resolve),
                }
            }
            (_, Expect::Invest) => LessonMsg::Entry(EntryMsg::Invest),
            (_, Expect::Attack { .. }) => LessonMsg::Entry(EntryMsg::EndAttacks),
            (_, Expect::Throw { .. }) => LessonMsg::Entry(EntryMsg::Throw),
            (_, Expect::Occupy { .. }) => LessonMsg::Entry(EntryMsg::Occupy),
            (_, Expect::Proceed) => LessonMsg::Entry(EntryMsg::Proceed),
            (_, Expect::PlaceRebellions) => LessonMsg::Entry(EntryMsg::PlaceRebellions),
        };
        app.drive(Message::Lesson(msg));
        settle(app);
    }
    assert!(app.lesson().expect("lesson").session().game().is_over(), "the game is over");
}

/// A key pressed as the window system delivers it, and what iced does after it (`settle`).
pub fn press(app: &mut App, key: iced::keyboard::Key, modifiers: iced::keyboard::Modifiers) {
    let task = press_only(app, key, modifiers);
    run(app, task);
}

/// A key pressed, with nothing of the background run after it: the task it gave, to run later.
pub fn press_only(
    app: &mut App,
    key: iced::keyboard::Key,
    modifiers: iced::keyboard::Modifiers,
) -> iced::Task<Message> {
    app.update(Message::Key(iced::keyboard::Event::KeyPressed {
        key: key.clone(),
        modified_key: key,
        physical_key: iced::keyboard::key::Physical::Unidentified(iced::keyboard::key::NativeCode::Unidentified),
        location: iced::keyboard::Location::Standard,
        modifiers,
        text: None,
        repeat: false,
    }))
}

/// What the app does with a message, as iced's runtime does it: the message's update, then
/// every task it returns run to its end, each message a task gives handed back the same way
/// (the end of a save, of a file written, of the library's listing). Nothing is delivered by
/// hand: what the tests see arrives through the tasks the app itself returns.
pub trait Drive {
    fn drive(&mut self, message: Message);
    /// Opens a class file as the app does (in the background), and waits for the task's end.
    fn open_now(&mut self, path: PathBuf);
}

impl Drive for App {
    fn drive(&mut self, message: Message) {
        let task = self.update(message);
        run(self, task);
    }

    fn open_now(&mut self, path: PathBuf) {
        let task = self.open(path);
        run(self, task);
    }
}

/// Runs `task` (and what its messages return) to its end on a runtime of the test's own; a
/// task that gives nothing for a minute is let go (a window the tests have none of).
pub fn run(app: &mut App, task: iced::Task<Message>) {
    run_with(app, task, App::update);
}

/// The same, each message a task gives handed to the app by `update` (a test that times it).
pub fn run_with(
    app: &mut App,
    task: iced::Task<Message>,
    mut update: impl FnMut(&mut App, Message) -> iced::Task<Message>,
) {
    use futures::StreamExt;
    use iced_runtime::Action;
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    let mut queue = vec![task];
    while let Some(task) = queue.pop() {
        let Some(mut stream) = iced_runtime::task::into_stream(task) else { continue };
        runtime.block_on(async {
            while let Ok(Some(action)) = tokio::time::timeout(Duration::from_secs(60), stream.next()).await {
                if let Action::Output(message) = action {
                    queue.push(update(app, message));
                }
            }
        });
    }
}

/// Runs what the app started outside an update (the start screen's listing when `App::new`
/// made it), as iced runs it once the window is up: every update's own tasks `drive` has
/// already run to their end.
pub fn settle(app: &mut App) {
    let task = app.started();
    run(app, task);
}

/// Hands every waiting ask to the console, as the app's subscription does, and the end of a
/// save under way, as the task iced runs for it does (a busy machine leaves saves to the
/// background; nobody else would deliver their end here).
pub fn pump(app: &mut App, rx: &mut UnboundedReceiver<Request>) -> usize {
    let mut n = 0;
    while let Ok(req) = rx.try_recv() {
        app.drive(Message::Device(req));
        n += 1;
    }
    n
}

/// Runs `f` on another thread (a device) while the console answers its asks.
pub fn with_console<T: Send + 'static>(
    app: &mut App,
    rx: &mut UnboundedReceiver<Request>,
    f: impl FnOnce() -> T + Send + 'static,
) -> T {
    let h = std::thread::spawn(f);
    while !h.is_finished() {
        pump(app, rx);
        std::thread::sleep(Duration::from_millis(2));
    }
    pump(app, rx);
    h.join().expect("device thread")
}

pub struct Reply {
    pub status: u16,
    pub headers: String,
    pub body: String,
}

/// A TCP connection to `addr` from the loopback address `from` (127.0.0.2, 127.0.0.3 ...: on
/// Linux every address of 127.0.0.0/8 is this machine), so that the tests can be a class of
/// many addresses and a flooding laptop at once without leaving the machine.
pub fn connect_from(from: std::net::IpAddr, addr: SocketAddr) -> Option<TcpStream> {
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().ok()?;
    let stream = rt.block_on(async {
        let socket = tokio::net::TcpSocket::new_v4().ok()?;
        socket.bind(SocketAddr::new(from, 0)).ok()?;
        tokio::time::timeout(Duration::from_secs(5), socket.connect(addr)).await.ok()?.ok()
    })?;
    let stream = stream.into_std().ok()?;
    stream.set_nonblocking(false).ok()?;
    Some(stream)
}

/// One HTTP/1.1 request over a new connection; `host` None sends the right Host header.
pub fn http(addr: SocketAddr, method: &str, path: &str, host: Option<&str>, token: Option<&str>, body: &str) -> Reply {
    http_with(addr, None, method, path, &headers(addr, host, token), body)
}

/// The headers a device sends: the Host, its token if it has one.
pub fn headers(addr: SocketAddr, host: Option<&str>, token: Option<&str>) -> Vec<(String, String)> {
    let mut h = vec![("Host".to_string(), host.map(String::from).unwrap_or_else(|| addr.to_string()))];
    if let Some(t) = token {
        h.push(("X-Colony-Token".to_string(), t.to_string()));
    }
    h
}

/// One HTTP/1.1 request from `from` (None: 127.0.0.1) with these headers; a body is sent as
/// JSON unless the headers name another Content-Type.
pub fn http_with(
    addr: SocketAddr,
    from: Option<std::net::IpAddr>,
    method: &str,
    path: &str,
    headers: &[(String, String)],
    body: &str,
) -> Reply {
    let stream = match from {
        Some(ip) => connect_from(ip, addr),
        None => TcpStream::connect(addr).ok(),
    };
    let Some(mut s) = stream else {
        return Reply { status: 0, headers: String::new(), body: String::new() };
    };
    s.set_read_timeout(Some(Duration::from_secs(30))).expect("timeout");
    let mut req = format!("{method} {path} HTTP/1.1\r\nConnection: close\r\n");
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    if !body.is_empty() || method == "POST" {
        if !headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("content-type")) {
            req.push_str("Content-Type: application/json\r\n");
        }
        req.push_str(&format!("Content-Length: {}\r\n", body.len()));
    }
    req.push_str("\r\n");
    req.push_str(body);
    let _ = s.write_all(req.as_bytes());
    // The head, then as many bytes as Content-Length says (a server may keep the connection
    // open), or up to the close.
    let mut out = Vec::new();
    let mut buf = [0u8; 8192];
    let mut head_end = None;
    loop {
        if let Some(end) = head_end {
            let head = String::from_utf8_lossy(&out[..end]).to_lowercase();
            let length = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:").and_then(|n| n.trim().parse::<usize>().ok()));
            if length.is_some_and(|n| out.len() >= end + 4 + n) {
                break;
            }
        }
        match s.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => out.extend_from_slice(&buf[..n]),
        }
        if head_end.is_none() {
            head_end = out.windows(4).position(|w| w == b"\r\n\r\n");
        }
    }
    let text = String::from_utf8_lossy(&out).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head.split_whitespace().nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
    Reply { status, headers: head.to_lowercase(), body: body.to_string() }
}

pub fn json(r: &Reply) -> serde_json::Value {
    serde_json::from_str(&r.body).unwrap_or_else(|e| panic!("not JSON ({e}): {} {}", r.status, r.body))
}

/// Joins with a team's code; the token.
pub fn join(addr: SocketAddr, code: &str) -> String {
    let r = http(addr, "POST", "/api/join", None, None, &format!(r#"{{"code":"{code}"}}"#));
    assert_eq!(r.status, 200, "join: {}", r.body);
    json(&r)["token"].as_str().expect("token").to_string()
}

pub fn view(addr: SocketAddr, token: &str) -> serde_json::Value {
    let r = http(addr, "GET", "/api/state", None, Some(token), "");
    assert_eq!(r.status, 200, "state: {}", r.body);
    json(&r)["view"].clone()
}

/// Team `team`'s own code (`team` from 0).
pub fn code(app: &App, team: usize) -> String {
    app.lesson().and_then(|l| l.devices()).expect("devices").server.team_code(team)
}

/// The console's main window as iced_test sees it, 1366 pixels wide.
pub fn sim(app: &App) -> Simulator<'_, Message> {
    let settings =
        iced::Settings { fonts: vec![colony::gui::style::SEMIBOLD_BYTES.into()], ..iced::Settings::default() };
    Simulator::with_size(settings, iced::Size::new(1366.0, 3000.0), app.view_main())
}

/// Clicks what a teacher clicks (a button with this text, or a widget with this id) and
/// hands the app the messages the click sends.
pub fn click<S>(app: &mut App, what: S)
where
    S: iced_test::selector::Selector + Send,
    S::Output: iced_test::selector::Bounded + Clone + Send + Sync + 'static,
{
    let name = what.description();
    let mut ui = sim(app);
    let _ = ui.click(what).unwrap_or_else(|e| panic!("no {name}: {e:?}"));
    let messages: Vec<Message> = ui.into_messages().collect();
    assert!(!messages.is_empty(), "clicking {name} sent nothing");
    for m in messages {
        app.drive(m);
        settle(app);
    }
}

/// Whether the console shows a text containing `part`.
pub fn shows_part(app: &App, part: &str) -> bool {
    sim(app)
        .find(|c: Candidate<'_>| match c {
            Candidate::Text { content, .. } if content.contains(part) => Some(()),
            _ => None,
        })
        .is_ok()
}

/// A timing against its goal: printed with the goal, and failing only far beyond it
/// (three times): a shared two-core machine can be slow for a moment, and a gate at the goal
/// itself would fail a good build now and then.
pub fn within_goal(what: &str, took: Duration, goal: Duration) {
    let verdict = if took <= goal { "within" } else { "over" };
    println!("{what}: {took:?}, {verdict} the goal of {goal:?}");
    assert!(took < goal * 3, "{what}: {took:?}, three times the goal of {goal:?} or more");
}

/// The class of `app` opened again, as another computer would open a copy of it: the class
/// file with its draft and its devices' codes, copied into a library of its own (the app opens
/// a class in one window only, and `app` still holds it). Its writes are settled first.
pub fn reopen_copy(app: &mut App) -> App {
    settle(app);
    let path = app.lesson().expect("a lesson to copy").path().to_path_buf();
    let dir = temp_dir("copy");
    let classes = dir.join("classes");
    std::fs::create_dir_all(&classes).expect("the copy's folder");
    let to = classes.join(path.file_name().expect("a name"));
    std::fs::copy(&path, &to).expect("the class copied");
    for (from, into) in [
        (colony::store::pending_path(&path), colony::store::pending_path(&to)),
        (colony::store::keys_path(&path), colony::store::keys_path(&to)),
    ] {
        if from.exists() {
            std::fs::copy(from, into).expect("copied beside it");
        }
    }
    let mut copy = App::new(colony::store::Library::new(&dir), colony::i18n::Language::En);
    copy.open_now(to);
    assert!(copy.lesson().is_some(), "the copy opened");
    copy
}
