//! Team devices, tested against the real console on 127.0.0.1: the server runs inside the
//! app as in a lesson, and these tests play the devices with plain HTTP/1.1 over TCP. Join,
//! lay, change, revoke, rejoin with the stored token, every hostile request, secrecy between
//! teams, the save before the answer, and a load run of 60 devices through a whole lesson.
#![allow(unused_results)] // a test drops what it does not check

mod common;

use colony::engine::Card;
use common::*;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use colony::engine::Expect;
use colony::gui::devices_panel::DevMsg;
use colony::gui::{App, DraftMsg, EntryMsg, LessonMsg, Message, ShowMsg};

#[test]
fn a_team_joins_lays_changes_is_taken_off_and_rejoins() {
    let dir = temp_dir("flow");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 4);
    // The page, in the lesson's language, with nothing from the internet.
    let page = http(addr, "GET", "/", None, None, "");
    assert_eq!(page.status, 200);
    assert!(page.body.contains("<html lang=\"en\">") && page.body.contains("Join your team"));
    assert!(!page.body.contains("http://") && !page.body.contains("https://"), "no outside resource");
    assert!(page.headers.contains("content-security-policy"));
    // Nothing lists the teams to a stranger any more; a wrong code is refused.
    assert_eq!(http(addr, "GET", "/api/teams", None, None, "").status, 404);
    let wrong = http(addr, "POST", "/api/join", None, None, r#"{"code":"000000x"}"#);
    assert_eq!(wrong.status, 403);
    // Every team its own code, and a code joins its own team only: no team to choose.
    let codes: Vec<String> = (0..4).map(|t| code(&app, t)).collect();
    let mut distinct = codes.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 4, "{codes:?}");
    let picked = http(addr, "POST", "/api/join", None, None, &format!(r#"{{"team":2,"code":"{}"}}"#, codes[0]));
    assert_eq!(picked.status, 400, "a join names no team: {}", picked.body);
    let t1 = join(addr, &codes[0]);
    let t2 = join(addr, &codes[1]);
    // The QR code's link carries the team's code, and the team's link key (128 bits in hex).
    let url = app.lesson().and_then(|l| l.devices()).expect("devices").server.team_url(2);
    let key = url.split_once(&format!("/#code={}&key=", codes[2])).map(|(_, k)| k).expect("code and key");
    assert!(key.len() == 32 && key.bytes().all(|b| b.is_ascii_hexdigit()), "{url}");
    let t3 = join(addr, &codes[2]);
    assert_eq!(view(addr, &t3)["name"], "Team 3");
    // The page carries the map's shapes; each team's view its own countries on it, and no
    // other team's marked as its own.
    assert!(page.body.contains(r#"<path id="m0""#), "the map's shapes come with the page");
    let sites = app.lesson().expect("lesson").session().game().state().sites.clone();
    for (t, token) in [(0usize, &t1), (1, &t2), (2, &t3)] {
        let m = &view(addr, token)["map"];
        let own: Vec<usize> = (0..sites.len().max(18)).filter(|&i| m["own"][i].as_bool().unwrap_or(false)).collect();
        let st = app.lesson().expect("lesson").session().game().state().clone();
        let expected: Vec<usize> =
            st.countries_of(t).iter().map(|&c| usize::from(st.site(c).expect("on the map"))).collect();
        assert_eq!(own, expected, "team {}'s own countries on its map", t + 1);
        for &i in &own {
            assert!(m["label"][i].as_str().is_some_and(|l| l.contains(" | ")), "its armies beside the number");
        }
    }
    // Team 1 sees the decision, its cards, its own gold.
    let v = view(addr, &t1);
    assert_eq!(v["name"], "Team 1");
    assert_eq!(v["screen"]["kind"], "decide");
    let step = v["screen"]["step"].as_u64().expect("step");
    assert_eq!(v["screen"]["options"].as_array().map(Vec::len), Some(3));
    // It lays card 2: saved in the draft file before the device hears "saved".
    let body = format!(r#"{{"step":{step},"card":2}}"#);
    let r = with_console(&mut app, &mut rx, {
        let t1 = t1.clone();
        move || http(addr, "POST", "/api/card", None, Some(&t1), &body)
    });
    assert_eq!(r.status, 200, "{}", r.body);
    let l = app.lesson().expect("lesson");
    assert_eq!(l.draft().cards[0], Some(Card(2)));
    assert!(l.draft().by_device[0]);
    let pending = colony::store::load_pending(l.path()).expect("draft saved");
    assert_eq!(pending.cards[0], Some(Card(2)));
    assert_eq!(view(addr, &t1)["screen"]["laid"], 2);
    // It changes its mind.
    let body = format!(r#"{{"step":{step},"card":3}}"#);
    let r = with_console(&mut app, &mut rx, {
        let t1 = t1.clone();
        move || http(addr, "POST", "/api/card", None, Some(&t1), &body)
    });
    assert_eq!(r.status, 200);
    assert_eq!(app.lesson().expect("lesson").draft().cards[0], Some(Card(3)));
    // Secrecy: team 2's view is the same whichever card team 1 laid, apart from the count.
    let before = view(addr, &t2);
    assert_eq!(before["screen"]["laid"], serde_json::Value::Null);
    assert!(!before.to_string().contains("\"laid\":3"));
    app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(0, Card(1)))));
    let after = view(addr, &t2);
    assert_eq!(before, after, "team 2 learns nothing of team 1's card");
    // The teacher overrode team 1 by hand: its device shows the card the console holds.
    assert_eq!(view(addr, &t1)["screen"]["laid"], 1);
    assert!(!app.lesson().expect("lesson").draft().by_device[0]);
    // A card out of range is refused, with the reason in words.
    let body = format!(r#"{{"step":{step},"card":7}}"#);
    let r = with_console(&mut app, &mut rx, {
        let t2 = t2.clone();
        move || http(addr, "POST", "/api/card", None, Some(&t2), &body)
    });
    assert_eq!(r.status, 409);
    assert!(json(&r)["error"].as_str().is_some_and(|e| e.contains("Team 2")), "{}", r.body);
    // A reload (a new connection with the stored token) is the same team, where it was.
    assert_eq!(view(addr, &t1)["name"], "Team 1");
    // Taken off: the token is refused, and so is the code the device knew; the team's new
    // code joins it again.
    app.drive(Message::Lesson(LessonMsg::Devices(DevMsg::Revoke(2))));
    assert_eq!(http(addr, "GET", "/api/state", None, Some(&t3), "").status, 401);
    let old = http(addr, "POST", "/api/join", None, None, &format!(r#"{{"code":"{}"}}"#, codes[2]));
    assert_eq!(old.status, 403, "the old code opens nothing");
    assert_ne!(code(&app, 2), codes[2]);
    let t3 = join(addr, &code(&app, 2));
    assert_eq!(view(addr, &t3)["name"], "Team 3");
    assert_eq!(view(addr, &t1)["name"], "Team 1", "other teams keep their devices");
    // All cards in from the console; resolve: each device sees its own outcome only.
    for t in 1..4 {
        app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(t, Card(3)))));
    }
    app.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::Resolve)));
    // The end of the save, as iced delivers it (a busy machine leaves it to the background).
    common::settle(&mut app);
    let v = view(addr, &t2);
    assert_eq!(v["screen"]["kind"], "outcome");
    let lines = v["screen"]["lines"].to_string();
    assert!(!lines.contains("Team 1") && !lines.contains("Team 3"), "{lines}");
    // The team's own phone: no name in front of its sentences, its changes first as large
    // signed numbers, and how each number changed beside it.
    let sentences = v["screen"]["lines"].as_array().expect("lines");
    // The card's sentence speaks to the team (the lesson's second-person outcome).
    let lesson = colony::lesson::Lesson::builtin();
    let label = &lesson.steps[step as usize].option(Card(3)).expect("card 3").label;
    let you = colony::i18n::Translator::new(colony::i18n::Language::En).text(&format!("{label}-outcome-you"));
    assert!(you.starts_with("You "), "{you}");
    assert!(sentences.iter().any(|l| l.as_str() == Some(you.as_str())), "{lines}");
    assert!(
        !sentences.is_empty() && sentences.iter().all(|l| !l.as_str().unwrap_or("").starts_with("Team 2")),
        "{lines}"
    );
    let headline = v["screen"]["headline"].as_array().expect("a headline");
    assert!(headline.iter().all(|b| b["text"].as_str().is_some_and(|t| t.starts_with('+') || t.starts_with('−'))));
    assert!(v["deltas"].is_object(), "how the numbers changed: {v}");
    let prestige = v["deltas"]["prestige"].as_i64().expect("prestige");
    // The tiles are told as the pills are: neutral at a step that did violence to people.
    if let Some(pills_neutral) = headline.first().and_then(|b| b["neutral"].as_bool()) {
        assert_eq!(v["deltas"]["neutral"].as_bool(), Some(pills_neutral), "{v}");
    }
    assert!(v["deltas"]["neutral"].is_boolean(), "the tiles say whether they are neutral: {v}");
    assert_eq!(headline.iter().any(|b| b["text"].as_str().is_some_and(|t| t.contains("prestige"))), prestige != 0);
    assert!(colony::store::load_pending(app.lesson().expect("lesson").path()).is_none(), "the draft is used up");
    // A card for the step that is over is too late.
    let body = format!(r#"{{"step":{step},"card":1}}"#);
    let r = with_console(&mut app, &mut rx, {
        let t1 = t1.clone();
        move || http(addr, "POST", "/api/card", None, Some(&t1), &body)
    });
    assert_eq!(r.status, 409);
    assert!(r.body.contains("Too late"), "{}", r.body);
    // Stopping the devices closes the port.
    app.drive(Message::Lesson(LessonMsg::Devices(DevMsg::Stop)));
    // The window does not wait for the server to close: it closes on its own thread.
    let off = (0..100).any(|_| {
        std::thread::sleep(Duration::from_millis(20));
        TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_err()
    });
    assert!(off, "the server is off");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Switching devices off at once after a card is saved: the device still hears "saved", and a
/// device waiting for news hears at once, instead of a cut connection.
#[test]
fn stopping_answers_what_is_under_way() {
    let dir = temp_dir("stop");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 3);
    let token = join(addr, &code(&app, 0));
    let r = http(addr, "GET", "/api/state", None, Some(&token), "");
    let state = json(&r);
    let (v, step) = (state["v"].as_u64().expect("v"), state["view"]["screen"]["step"].as_u64().expect("step"));
    let waiting = {
        let token = token.clone();
        std::thread::spawn(move || {
            let t = Instant::now();
            (http(addr, "GET", &format!("/api/state?v={}", v + 100), None, Some(&token), ""), t.elapsed())
        })
    };
    let card = lay_card_meanwhile(addr, token, step);
    let deadline = Instant::now() + Duration::from_secs(10);
    while app.lesson().expect("lesson").draft().cards[0].is_none() {
        assert!(Instant::now() < deadline, "the card never reached the console");
        pump(&mut app, &mut rx);
        std::thread::sleep(Duration::from_millis(1));
    }
    // The console has answered; the teacher switches devices off in the same instant.
    app.drive(Message::Lesson(LessonMsg::Devices(DevMsg::Stop)));
    let card = card.join().expect("card thread");
    assert_eq!(card.status, 200, "the saved card's answer: {}", card.body);
    let (poll, took) = waiting.join().expect("poll thread");
    assert_eq!(poll.status, 200, "the waiting poll is answered");
    eprintln!("the waiting poll was answered {took:?} after it asked");
    assert!(TcpStream::connect_timeout(&addr, Duration::from_millis(500)).is_err(), "the server is off");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A device lays card 1 for `step` on a thread of its own, while the test goes on.
fn lay_card_meanwhile(addr: std::net::SocketAddr, token: String, step: u64) -> std::thread::JoinHandle<Reply> {
    std::thread::spawn(move || {
        http(addr, "POST", "/api/card", None, Some(&token), &format!(r#"{{"step":{step},"card":1}}"#))
    })
}

/// A card on its way while the teacher switches devices off, before the console took it: the
/// stop does not wait for it (the teacher's screen never hangs), the device hears that devices
/// are off, and the card is not laid.
#[test]
fn stopping_never_waits_for_an_unanswered_card() {
    let dir = temp_dir("stop-unanswered");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 3);
    let token = join(addr, &code(&app, 1));
    let step = view(addr, &token)["screen"]["step"].as_u64().expect("step");
    let card = lay_card_meanwhile(addr, token, step);
    // The ask reaches the channel; the console does not take it.
    let deadline = Instant::now() + Duration::from_secs(10);
    let pending = loop {
        if let Ok(req) = rx.try_recv() {
            break req;
        }
        assert!(Instant::now() < deadline, "the card never reached the channel");
        std::thread::sleep(Duration::from_millis(1));
    };
    // The ask is still held (dropped only below): a stop that waited for it would never
    // return, and the card's answer would never come.
    app.drive(Message::Lesson(LessonMsg::Devices(DevMsg::Stop)));
    let card = card.join().expect("card thread");
    drop(pending);
    assert_eq!(card.status, 503, "{}", card.body);
    assert!(card.body.contains("switched off"), "{}", card.body);
    assert!(app.lesson().expect("lesson").draft().cards[1].is_none(), "not laid");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn hostile_requests_are_refused_and_change_nothing() {
    let dir = temp_dir("hostile");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 3);
    let token = join(addr, &code(&app, 0));
    let entries = app.lesson().expect("lesson").session().record().entries.len();
    let step = view(addr, &token)["screen"]["step"].as_u64().expect("step");
    let long = "a".repeat(4000);
    // (what, path, Host header, token, status)
    type Case<'a> = (&'a str, &'a str, Option<&'a str>, Option<&'a str>, u16);
    let cases: Vec<Case<'_>> = vec![
        ("no token", "/api/state", None, None, 401),
        ("a made-up token", "/api/state", None, Some("0123456789abcdef0123456789abcdef"), 401),
        ("a token too long", "/api/state", None, Some(long.as_str()), 401),
        ("another host (DNS rebinding)", "/", Some("evil.example:8765"), None, 421),
        ("no such path", "/admin", None, None, 404),
        ("path traversal", "/../../../etc/passwd", None, None, 404),
        ("encoded traversal", "/%2e%2e/%2e%2e/etc/passwd", None, None, 404),
    ];
    for (what, path, host, tok, want) in &cases {
        let r = http(addr, "GET", path, *host, *tok, "");
        assert_eq!(r.status, *want, "{what}: {}", r.body);
        assert!(!r.headers.contains("access-control-allow-origin"), "{what}: no CORS");
    }
    let posts: Vec<(&str, &str, String, u16)> = vec![
        ("garbage", "/api/card", "{not json".into(), 400),
        ("a wrong field", "/api/card", format!(r#"{{"step":{step},"card":1,"team":2}}"#), 422),
        ("a card out of range", "/api/card", format!(r#"{{"step":{step},"card":255}}"#), 409),
        ("a card 0", "/api/card", format!(r#"{{"step":{step},"card":0}}"#), 409),
        ("a step that is not now", "/api/card", r#"{"step":99,"card":1}"#.into(), 409),
        ("a negative number", "/api/card", format!(r#"{{"step":{step},"card":-1}}"#), 422),
        ("an investment out of time", "/api/spend", format!(r#"{{"step":{step},"armies":1,"farms":0}}"#), 409),
        ("a huge body", "/api/card", format!(r#"{{"step":{step},"card":1,"x":"{}"}}"#, "x".repeat(100_000)), 413),
    ];
    for (what, path, body, want) in posts {
        let t = token.clone();
        let r = with_console(&mut app, &mut rx, move || http(addr, "POST", path, None, Some(&t), &body));
        assert_eq!(r.status, want, "{what}: {}", r.body);
    }
    // GET on a POST route, OPTIONS (a CORS preflight): refused, and no CORS headers.
    for method in ["GET", "OPTIONS", "PUT", "DELETE"] {
        let r = http(addr, method, "/api/card", None, Some(&token), "");
        assert_eq!(r.status, 405, "{method}");
        assert!(!r.headers.contains("access-control"), "{method}");
    }
    // Headers larger than 16 KB: the connection is refused.
    let mut s = TcpStream::connect(addr).expect("connect");
    let _ = s.write_all(format!("GET / HTTP/1.1\r\nHost: {addr}\r\nX-Big: {}\r\n\r\n", "b".repeat(40_000)).as_bytes());
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let head = String::from_utf8_lossy(&out);
    assert!(head.starts_with("HTTP/1.1 431"), "big headers are refused with 431: {head:?}");
    assert_eq!(http(addr, "GET", "/", None, None, "").status, 200, "and the server answers the next request");
    // Wrong join codes: after 10 a minute from one address, even the right one waits.
    let wrong = wrong_code(&app);
    for _ in 0..colony::devices::server::WRONG_PER_SOURCE {
        let r = http(addr, "POST", "/api/join", None, None, &format!(r#"{{"code":"{wrong}"}}"#));
        assert_eq!(r.status, 403);
    }
    let r = http(addr, "POST", "/api/join", None, None, &format!(r#"{{"code":"{}"}}"#, code(&app, 1)));
    assert_eq!(r.status, 429, "join attempts are limited per address");
    // A refusal carries the same headers as an answer.
    let r = http(addr, "GET", "/", Some("evil.example:80"), None, "");
    assert_eq!(r.status, 421);
    for h in [
        "x-content-type-options: nosniff",
        "x-frame-options: deny",
        "cache-control: no-store",
        "content-security-policy",
    ] {
        assert!(r.headers.contains(h), "a refusal without «{h}»: {}", r.headers);
    }
    // A flood from one device: refused with 429 (counted, not timed: the first refusal comes
    // after the rate a device may have, however slow the machine), and the console is untouched.
    let mut limited = 0;
    for _ in 0..300 {
        if http(addr, "GET", "/api/state", None, Some(&token), "").status == 429 {
            limited += 1;
        }
    }
    assert!(limited > 0, "a flood of 300 requests, none refused");
    std::thread::sleep(Duration::from_millis(1100));
    assert_eq!(http(addr, "GET", "/api/state", None, Some(&token), "").status, 200, "it recovers");
    // Many connections at once that send nothing, from another address: the server keeps
    // answering the others.
    let idle: Vec<TcpStream> = (0..150).filter_map(|_| connect_from(ip(2), addr)).collect();
    assert_eq!(http(addr, "GET", "/", None, None, "").status, 200, "answers beside 150 idle connections");
    drop(idle);
    let l = app.lesson().expect("lesson");
    assert_eq!(l.session().record().entries.len(), entries, "no entry made");
    assert_eq!(l.draft().cards.iter().flatten().count(), 0, "no card laid");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Whether the server still holds a connection open (a closed one reads as the end).
fn still_open(s: &TcpStream) -> bool {
    let _ = s.set_nonblocking(true);
    let mut b = [0u8; 1];
    let open = matches!(s.peek(&mut b), Err(e) if e.kind() == std::io::ErrorKind::WouldBlock);
    let _ = s.set_nonblocking(false);
    open
}

/// Nothing changed in the lesson: no entry, no card laid, no draft on disk.
fn untouched(app: &App, entries: usize) {
    let l = app.lesson().expect("lesson");
    assert_eq!(l.session().record().entries.len(), entries, "no entry made");
    assert_eq!(l.draft().cards.iter().flatten().count(), 0, "no card laid");
    assert!(colony::store::load_pending(l.path()).is_none_or(|p| p.cards.iter().flatten().count() == 0));
}

/// A pupil joins another team's phone away by joining again and again: past the team's limit
/// every join is refused and no device of the team is pushed out, not even the one least
/// recently seen. "Leave this team" gives a place back.
#[test]
fn joins_past_a_teams_limit_are_refused_and_push_no_device_out() {
    let dir = temp_dir("full");
    let (app, _rx, addr) = lesson_with_devices(&dir, 3);
    let entries = app.lesson().expect("lesson").session().record().entries.len();
    let c = code(&app, 0);
    let tokens: Vec<String> = (0..colony::devices::TEAM_DEVICES).map(|_| join(addr, &c)).collect();
    for n in 0..50 {
        let h = headers(addr, None, None);
        let r = http_with(addr, Some(ip(10 + n)), "POST", "/api/join", &h, &format!(r#"{{"code":"{c}"}}"#));
        assert_eq!(r.status, 409, "join {n} past the limit: {}", r.body);
    }
    for t in &tokens {
        assert_eq!(view(addr, t)["name"], "Team 1", "every device is still on its team");
    }
    let server = &app.lesson().and_then(|l| l.devices()).expect("devices").server;
    assert_eq!(server.team_devices(0).len(), colony::devices::TEAM_DEVICES);
    // One leaves; one more can join.
    assert_eq!(http(addr, "POST", "/api/leave", None, Some(&tokens[0]), "{}").status, 200);
    assert_eq!(http(addr, "GET", "/api/state", None, Some(&tokens[0]), "").status, 401, "left");
    let _ = join(addr, &c);
    untouched(&app, entries);
    let _ = std::fs::remove_dir_all(&dir);
}

/// One laptop holding hundreds of idle sockets kept every new phone out (200 slots in all,
/// none per address). Now it gets [`PER_ADDRESS`] and the class still gets in and plays.
#[test]
fn one_address_cannot_hold_every_connection() {
    use colony::devices::server::PER_ADDRESS;
    let dir = temp_dir("slots");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 3);
    let flood: Vec<TcpStream> = (0..600).filter_map(|_| connect_from(ip(2), addr)).collect();
    assert!(flood.len() > PER_ADDRESS, "the flood connected {} times", flood.len());
    // The server closes what is past the address's limit (it may take a moment to get to all).
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut open = flood.iter().filter(|s| still_open(s)).count();
    while open > PER_ADDRESS && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(50));
        open = flood.iter().filter(|s| still_open(s)).count();
    }
    assert!(open <= PER_ADDRESS, "{open} of the flood's connections are held");
    // A phone from another address joins and lays its card meanwhile.
    let h = headers(addr, None, None);
    let r = http_with(addr, Some(ip(3)), "POST", "/api/join", &h, &format!(r#"{{"code":"{}"}}"#, code(&app, 1)));
    assert_eq!(r.status, 200, "a phone gets in beside the flood: {}", r.body);
    let token = json(&r)["token"].as_str().expect("token").to_string();
    let h = headers(addr, None, Some(&token));
    let step = json(&http_with(addr, Some(ip(3)), "GET", "/api/state", &h, ""))["view"]["screen"]["step"]
        .as_u64()
        .expect("step");
    let r = with_console(&mut app, &mut rx, move || {
        http_with(addr, Some(ip(3)), "POST", "/api/card", &h, &format!(r#"{{"step":{step},"card":1}}"#))
    });
    assert_eq!(r.status, 200, "its card is saved: {}", r.body);
    assert_eq!(app.lesson().expect("lesson").draft().cards[1], Some(Card(1)));
    drop(flood);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A body sent a byte at a time is cut off after 5 s with 408, and nothing is laid (else it would
/// hold a connection for the whole 5-minute connection limit).
#[test]
fn a_trickled_body_is_cut_off() {
    let dir = temp_dir("trickle");
    let (app, _rx, addr) = lesson_with_devices(&dir, 3);
    let entries = app.lesson().expect("lesson").session().record().entries.len();
    let token = join(addr, &code(&app, 0));
    let mut s = connect_from(ip(4), addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(30))).expect("timeout");
    let head = format!(
        "POST /api/card HTTP/1.1\r\nHost: {addr}\r\nX-Colony-Token: {token}\r\n\
         Content-Type: application/json\r\nContent-Length: 200\r\n\r\n"
    );
    s.write_all(head.as_bytes()).expect("head");
    let mut writer = s.try_clone().expect("clone");
    let trickle = std::thread::spawn(move || {
        // One byte every half second, for at most 20 s (never the whole body).
        for _ in 0..40 {
            if writer.write_all(b" ").is_err() {
                return;
            }
            std::thread::sleep(Duration::from_millis(500));
        }
    });
    let mut answer = Vec::new();
    let mut buf = [0u8; 1024];
    while let Ok(n) = s.read(&mut buf) {
        if n == 0 {
            break;
        }
        answer.extend_from_slice(&buf[..n]);
        if answer.windows(4).any(|w| w == b"\r\n\r\n") {
            break;
        }
    }
    let answer = String::from_utf8_lossy(&answer).into_owned();
    assert!(answer.starts_with("HTTP/1.1 408"), "the slow body is cut off: {answer}");
    drop(s);
    let _ = trickle.join();
    untouched(&app, entries);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A token that is not valid counts against its address, and the tables keep only addresses and
/// valid tokens: with a request limit for each made-up token, a flood of them would pass the
/// per-address limit, and each (12 KB) would be kept as a key, never given back.
#[test]
fn made_up_tokens_count_against_their_address_and_are_not_kept() {
    let dir = temp_dir("tokens");
    let (app, _rx, addr) = lesson_with_devices(&dir, 3);
    let entries = app.lesson().expect("lesson").session().record().entries.len();
    let _ = join(addr, &code(&app, 0));
    let server = &app.lesson().and_then(|l| l.devices()).expect("devices").server;
    let before = server.tables();
    let (mut unauthorized, mut limited) = (0u64, 0u64);
    let start = Instant::now();
    for n in 0..600 {
        let fake = format!("{n:032x}{}", "f".repeat(12_000));
        match http_with(addr, Some(ip(5)), "GET", "/api/state", &headers(addr, None, Some(&fake)), "").status {
            401 => unauthorized += 1,
            429 => limited += 1,
            other => panic!("a made-up token got {other}"),
        }
    }
    let seconds = start.elapsed().as_secs() + 1;
    // At most 40 a second from the address got as far as "not joined"; the rest waited.
    assert!(limited > 0, "the address's limit held none back");
    assert!(unauthorized <= 40 * seconds, "{unauthorized} answered in {seconds} s");
    let after = server.tables();
    assert_eq!(after.tokens, before.tokens, "no device made");
    assert!(after.rates <= before.rates + 1, "one address more in the table, no token: {before:?} -> {after:?}");
    untouched(&app, entries);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Each wrong code is counted before it is judged: counted after the body was read but checked
/// before, 180 wrong codes at once would all be judged within one window of 10.
#[test]
fn join_attempts_at_once_cannot_race_the_limit() {
    let dir = temp_dir("race");
    let (app, _rx, addr) = lesson_with_devices(&dir, 3);
    let entries = app.lesson().expect("lesson").session().record().entries.len();
    let wrong = wrong_code(&app);
    let go = Arc::new(std::sync::Barrier::new(180));
    let tries: Vec<_> = (0..180)
        .map(|_| {
            let (go, body) = (go.clone(), format!(r#"{{"code":"{wrong}"}}"#));
            std::thread::spawn(move || {
                let s = connect_from(ip(6), addr);
                go.wait();
                let Some(mut s) = s else { return 0 };
                let req = format!(
                    "POST /api/join HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
                     Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
                    body.len()
                );
                let _ = s.set_read_timeout(Some(Duration::from_secs(30)));
                let _ = s.write_all(req.as_bytes());
                let mut out = String::new();
                let _ = s.read_to_string(&mut out);
                out.split_whitespace().nth(1).and_then(|c| c.parse::<u16>().ok()).unwrap_or(0)
            })
        })
        .collect();
    let statuses: Vec<u16> = tries.into_iter().map(|t| t.join().expect("thread")).collect();
    let judged = statuses.iter().filter(|s| **s == 403).count();
    assert!(judged <= colony::devices::server::WRONG_PER_SOURCE, "{judged} wrong codes were judged: {statuses:?}");
    assert!(statuses.iter().all(|s| [0, 403, 429].contains(s)), "{statuses:?}");
    let h = headers(addr, None, None);
    let right = http_with(addr, Some(ip(6)), "POST", "/api/join", &h, &format!(r#"{{"code":"{}"}}"#, code(&app, 0)));
    assert_eq!(right.status, 429, "the address waits its minute");
    untouched(&app, entries);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Changes come only as JSON, and from the page's own origin when the browser names one: a join
/// that took any content type from any origin would let another web page make a pupil's
/// browser join.
#[test]
fn joins_and_cards_come_only_as_json_from_the_pages_own_origin() {
    let dir = temp_dir("origin");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 3);
    let entries = app.lesson().expect("lesson").session().record().entries.len();
    let c = code(&app, 0);
    let join_body = format!(r#"{{"code":"{c}"}}"#);
    let with = |extra: &[(&str, &str)], token: Option<&str>| {
        let mut h = headers(addr, None, token);
        h.extend(extra.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        h
    };
    let page = format!("http://{addr}");
    type Headers = Vec<(String, String)>;
    let cases: Vec<(&str, Headers, u16)> = vec![
        ("as text", with(&[("Content-Type", "text/plain")], None), 415),
        ("as a form", with(&[("Content-Type", "application/x-www-form-urlencoded")], None), 415),
        ("from another page", with(&[("Origin", "http://evil.example")], None), 403),
        ("from a sandboxed page", with(&[("Origin", "null")], None), 403),
        ("from another site", with(&[("Sec-Fetch-Site", "cross-site")], None), 403),
        ("from the same site, another port", with(&[("Origin", "http://127.0.0.1:1")], None), 403),
    ];
    for (what, h, want) in cases {
        let r = http_with(addr, Some(ip(7)), "POST", "/api/join", &h, &join_body);
        assert_eq!(r.status, want, "a join {what}: {}", r.body);
    }
    assert_eq!(app.lesson().and_then(|l| l.devices()).expect("devices").server.team_devices(0).len(), 0);
    // From the page itself, as a browser sends it: in.
    let h = with(&[("Origin", page.as_str()), ("Sec-Fetch-Site", "same-origin")], None);
    let r = http_with(addr, Some(ip(7)), "POST", "/api/join", &h, &join_body);
    assert_eq!(r.status, 200, "{}", r.body);
    let token = json(&r)["token"].as_str().expect("token").to_string();
    let step = view(addr, &token)["screen"]["step"].as_u64().expect("step");
    let card = format!(r#"{{"step":{step},"card":1}}"#);
    for (what, h, want) in [
        ("as text", with(&[("Content-Type", "text/plain")], Some(&token)), 415),
        ("from another page", with(&[("Origin", "http://evil.example")], Some(&token)), 403),
    ] {
        let card = card.clone();
        let r = with_console(&mut app, &mut rx, move || http_with(addr, Some(ip(7)), "POST", "/api/card", &h, &card));
        assert_eq!(r.status, want, "a card {what}: {}", r.body);
    }
    untouched(&app, entries);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A code that is no team's.
fn wrong_code(app: &App) -> String {
    let codes: Vec<String> = (0..app.lesson().expect("lesson").names().len()).map(|t| code(app, t)).collect();
    (0..).map(|n| format!("{:06}", 100_000 + n)).find(|c| !codes.contains(c)).expect("a free code")
}

/// The loopback address 127.0.0.n: one machine, many addresses.
fn ip(n: u8) -> std::net::IpAddr {
    std::net::IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 0, n))
}

/// 60 devices (10 per team) poll through a whole scripted lesson; every card and investment
/// comes from a device. Prints the latency percentiles; stops by itself.
#[test]
fn sixty_devices_play_a_whole_lesson() {
    class_plays("load", false, false);
}

/// The same, and the answers' p95 under 1 s: a timing, so not in the plain `cargo test`.
#[test]
#[ignore]
fn sixty_devices_are_answered_within_a_second_at_the_95th_percentile() {
    class_plays("load-timed", false, true);
}

/// The same lesson while one laptop (127.0.0.2) floods the server: it holds as many idle
/// connections as it can and sends requests with made-up tokens as fast as it can. Every
/// device still gets in, and every card a device was told was saved is in the record.
#[test]
fn sixty_devices_play_while_one_address_floods() {
    class_plays("flood", true, false);
}

/// Where device `d` of the class sends from: the first 20 behind one hotspot's address
/// (127.0.0.3), the others each from its own.
fn device_ip(d: usize) -> std::net::IpAddr {
    if d < 20 { ip(3) } else { std::net::IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 1, d as u8)) }
}

/// `timed`: the answers' p95 must be under 1 s.
fn class_plays(name: &str, flood: bool, timed: bool) {
    let dir = temp_dir(name);
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 6);
    let codes: Vec<String> = (0..6).map(|t| code(&app, t)).collect();
    let done = Arc::new(AtomicBool::new(false));
    let latencies = Arc::new(std::sync::Mutex::new(Vec::<Duration>::new()));
    let polls = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let cards_saved = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut devices = Vec::new();
    for d in 0..60 {
        let team = d % 6;
        let from = device_ip(d);
        // Devices join over a few seconds, as a class does (20 a second); the console answers
        // those that joined meanwhile.
        for _ in 0..30 {
            pump(&mut app, &mut rx);
            std::thread::sleep(Duration::from_millis(2));
        }
        let r = http_with(
            addr,
            Some(from),
            "POST",
            "/api/join",
            &headers(addr, None, None),
            &format!(r#"{{"code":"{}"}}"#, codes[team]),
        );
        assert_eq!(r.status, 200, "device {d} joins: {}", r.body);
        let token = json(&r)["token"].as_str().expect("token").to_string();
        let (done, latencies, polls, cards_saved) =
            (done.clone(), latencies.clone(), polls.clone(), cards_saved.clone());
        devices.push(std::thread::spawn(move || {
            let mut version = 0u64;
            let mut errors = 0;
            while !done.load(Ordering::Relaxed) {
                let h = headers(addr, None, Some(&token));
                let r = http_with(addr, Some(from), "GET", &format!("/api/state?v={version}"), &h, "");
                if r.status != 200 {
                    if !done.load(Ordering::Relaxed) {
                        eprintln!("device {d}: poll answered {} {}", r.status, r.body);
                        errors += 1;
                    }
                    std::thread::sleep(Duration::from_millis(50));
                    continue;
                }
                polls.fetch_add(1, Ordering::Relaxed);
                // The page asks again 200 ms after an answer.
                std::thread::sleep(Duration::from_millis(200));
                let s: serde_json::Value = serde_json::from_str(&r.body).expect("json");
                version = s["v"].as_u64().unwrap_or(version);
                let screen = &s["view"]["screen"];
                // The first device of each team lays the team's card or investment.
                if d >= 6 {
                    continue;
                }
                let step = screen["step"].as_u64().unwrap_or(0);
                let body = match screen["kind"].as_str() {
                    Some("decide") if screen["laid"].is_null() => {
                        let card = screen["options"]
                            .as_array()
                            .and_then(|o| o.iter().rev().find(|o| o["why_not"].is_null()))
                            .and_then(|o| o["number"].as_u64())
                            .unwrap_or(1);
                        Some(("/api/card", format!(r#"{{"step":{step},"card":{card}}}"#)))
                    }
                    Some("invest") if screen["note"].is_null() => {
                        let gold = screen["gold"].as_u64().unwrap_or(0).min(1);
                        Some(("/api/spend", format!(r#"{{"step":{step},"armies":{gold},"farms":0}}"#)))
                    }
                    _ => None,
                };
                if let Some((path, body)) = body {
                    let t = Instant::now();
                    let r = http_with(addr, Some(from), "POST", path, &h, &body);
                    if t.elapsed() > Duration::from_secs(1) {
                        eprintln!("SLOW device {d}: {path} {body} -> {} in {:?}", r.status, t.elapsed());
                    }
                    if r.status == 200 {
                        if path == "/api/card" {
                            cards_saved.fetch_add(1, Ordering::Relaxed);
                        }
                        latencies.lock().expect("lock").push(t.elapsed());
                    } else if r.status != 409 && !done.load(Ordering::Relaxed) {
                        // A device that acts on its last view after the lesson's end finds
                        // the server off (status 0 then): only failures before the end count
                        // (every saved card is still answered: see the check at the end).
                        eprintln!("device {d}: {path} answered {} {}", r.status, r.body);
                        errors += 1;
                    }
                }
            }
            errors
        }));
    }
    // The flooding laptop: idle connections up to its limit, and made-up tokens meanwhile.
    let flooder = flood.then(|| {
        let done = done.clone();
        std::thread::spawn(move || {
            let idle: Vec<TcpStream> = (0..300).filter_map(|_| connect_from(ip(2), addr)).collect();
            let mut sent = 0usize;
            while !done.load(Ordering::Relaxed) && sent < 200_000 {
                let fake = format!("{:032x}", sent);
                let _ = http_with(addr, Some(ip(2)), "GET", "/api/state", &headers(addr, None, Some(&fake)), "");
                sent += 1;
            }
            drop(idle);
            sent
        })
    });
    // The console: resolves when every card is in, moves on, lets the devices invest.
    let deadline = Instant::now() + Duration::from_secs(240);
    let mut decisions = 0;
    while Instant::now() < deadline {
        pump(&mut app, &mut rx);
        let l = app.lesson().expect("lesson");
        let game = l.session().game();
        let msg = match (l.mode(), game.expecting()) {
            (colony::gui::Mode::Revealed(_), _) => Some(LessonMsg::Show(ShowMsg::Next)),
            // A phase's opening: the teacher reads it, then goes on ("To the first situation").
            _ if l.opening().is_some() => Some(LessonMsg::Show(ShowMsg::Opening(false))),
            (_, Expect::Over) => break,
            (_, Expect::Decide { choosing }) => {
                let all = (0..6).all(|t| !choosing.contains(t) || l.draft().cards[t].is_some());
                if all {
                    decisions += 1;
                }
                all.then_some(LessonMsg::Entry(EntryMsg::Resolve))
            }
            (_, Expect::Invest) => {
                let all = (0..6).all(|t| l.draft().by_device[t] || game.spend_limit(t).gold == 0);
                all.then_some(LessonMsg::Entry(EntryMsg::Invest))
            }
            (_, Expect::Attack { .. }) => Some(LessonMsg::Entry(EntryMsg::EndAttacks)),
            (_, Expect::Throw { .. }) => Some(LessonMsg::Entry(EntryMsg::Throw)),
            (_, Expect::Occupy { .. }) => Some(LessonMsg::Entry(EntryMsg::Occupy)),
            (_, Expect::Proceed) => Some(LessonMsg::Entry(EntryMsg::Proceed)),
            (_, Expect::PlaceRebellions) => Some(LessonMsg::Entry(EntryMsg::PlaceRebellions)),
        };
        match msg {
            Some(m) => {
                app.drive(Message::Lesson(m));
                if let Some(e) = app.lesson().expect("lesson").error() {
                    panic!("the console refused: {e}");
                }
            }
            None => std::thread::sleep(Duration::from_millis(2)),
        }
    }
    done.store(true, Ordering::Relaxed);
    // Wake the long polls so the devices see "done".
    app.drive(Message::Lesson(LessonMsg::Devices(DevMsg::Stop)));
    let errors: usize = devices.into_iter().map(|h| h.join().unwrap_or(1)).sum();
    if let Some(f) = flooder {
        println!("the flooding laptop sent {} requests", f.join().expect("flooder"));
    }
    let l = app.lesson().expect("lesson");
    assert!(l.session().game().is_over(), "the lesson reached its end in time");
    assert_eq!(errors, 0, "device errors");
    let mut lat = latencies.lock().expect("lock").clone();
    lat.sort();
    let pct = |p: f64| lat[((lat.len() as f64 - 1.0) * p) as usize];
    // Ten decision rounds, the slave trade among them discussed (the set-up's default): nine
    // with cards.
    assert!(decisions >= 9, "{decisions} decisions");
    // Nothing lost: every card the record holds at a decision came from a device.
    let cards: usize = l
        .session()
        .record()
        .entries
        .iter()
        .map(|e| match &e.input {
            colony::engine::Input::Decide { cards, .. } => cards.iter().flatten().count(),
            _ => 0,
        })
        .sum();
    println!(
        "{name}: 60 devices, {} polls, {} cards and investments sent, {cards} cards in the record; \
         answer latency p50 {:?}, p95 {:?}, p99 {:?}, max {:?}",
        polls.load(Ordering::Relaxed),
        lat.len(),
        pct(0.5),
        pct(0.95),
        pct(0.99),
        lat[lat.len() - 1]
    );
    // The latencies are measured; asserted only in the ignored test, so that a busy machine
    // never turns the plain `cargo test` red.
    if timed {
        common::within_goal("the answers' p95", pct(0.95), Duration::from_secs(1));
    }
    assert_eq!(cards, cards_saved.load(Ordering::Relaxed), "every card a device was told was saved is in the record");
    let _ = std::fs::remove_dir_all(&dir);
}

// ---- the console's side, with iced_test ----

#[test]
fn the_console_lights_a_teams_chip_lets_the_teacher_override_and_take_a_device_off() {
    let dir = temp_dir("console");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 4);
    // The panel: address, the test from a phone, each team with its own code behind a button.
    click(&mut app, "Team devices (0 connected)");
    assert!(shows_part(&app, &format!("On the devices, open: http://{addr}/")));
    assert!(shows_part(&app, "No device has reached this laptop yet."));
    assert!(shows_part(&app, &format!("port {}", addr.port())), "the help names the port");
    let team2 = code(&app, 1);
    let spaced = format!("{} {}", &team2[..3], &team2[3..]);
    assert!(!shows_part(&app, &spaced), "no code shows until the teacher asks");
    // The class may see this screen (the default): the teacher blanks the projector first.
    click(&mut app, iced_test::selector::id("code-2"));
    assert!(!shows_part(&app, &spaced), "not before the projector is blank");
    assert!(shows_part(&app, "Blank the projector first"));
    click(&mut app, "The projector is blank: show it");
    assert!(shows_part(&app, "Code for Team 2:") && shows_part(&app, &spaced), "team 2's code, large");
    assert!(shows_part(&app, "Shown because you blanked the projector"), "and why it may show, and for how long");
    click(&mut app, iced_test::selector::id("code-2"));
    assert!(!shows_part(&app, &spaced), "and hidden again");
    let token = join(addr, &team2);
    let step = view(addr, &token)["screen"]["step"].as_u64().expect("step");
    assert!(shows_part(&app, "Last contact from a device"), "the test from a phone shows");
    assert!(shows_part(&app, "1 device"), "team 2 has a device");
    assert!(shows_part(&app, "Device 1 · 127.0.0.1"), "the device is listed");
    // Team 2 lays its card: the chip lights on the projector and the console, and neither shows which.
    let lay = |app: &mut App, rx: &mut _, token: &str, card: u8| {
        let body = format!(r#"{{"step":{step},"card":{card}}}"#);
        let t = token.to_string();
        with_console(app, rx, move || http(addr, "POST", "/api/card", None, Some(&t), &body))
    };
    assert_eq!(lay(&mut app, &mut rx, &token, 2).status, 200);
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Panel(colony::gui::Panel::None))));
    assert!(shows_part(&app, "✓ In\u{a0}📱"), "in, from its phone, never which");
    assert!(!shows_part(&app, "changed from another device"), "one device so far");
    assert!(shows_part(&app, "1 of 4 cards in"));
    let colony::gui::Slide::Situation { chips, join: joining, .. } = app.projector_frame() else { panic!("situation") };
    assert_eq!(chips[1].state, colony::gui::projector::ChipState::In);
    // The chips show which teams have a phone in (team 2 only), and no letter during the game.
    let phones: Vec<bool> = chips.iter().map(|c| c.device).collect();
    assert_eq!(phones, [false, true, false, false]);
    assert!(chips.iter().all(|c| c.mark.is_none()));
    let projector = joining.expect("the projector screen shows how to join");
    assert!(projector.address == addr.to_string() && projector.qr.is_some(), "the page's address and QR code");
    let codes: Vec<String> = (0..4).map(|t| code(&app, t)).collect();
    assert!(
        !codes.iter().any(|c| projector.label.contains(c.as_str()) || projector.code.contains(c.as_str())),
        "no team's code on the projector"
    );
    // A second device of the team changes the card: the teacher's row says so.
    let second = join(addr, &team2);
    assert_eq!(lay(&mut app, &mut rx, &second, 3).status, 200);
    assert!(shows_part(&app, "changed from another device"), "flagged for the teacher");
    assert!(app.lesson().expect("lesson").draft().other_device[1]);
    // The teacher takes that device off (its own button): it is out, its code with it, the
    // first device stays, and the team has a new code.
    click(&mut app, "Team devices (2 connected)");
    click(&mut app, iced_test::selector::id("take-off-2-2"));
    assert_eq!(http(addr, "GET", "/api/state", None, Some(&second), "").status, 401, "the device is off");
    assert_eq!(http(addr, "GET", "/api/state", None, Some(&token), "").status, 200, "the first one stays");
    let again = http(addr, "POST", "/api/join", None, None, &format!(r#"{{"code":"{team2}"}}"#));
    assert_eq!(again.status, 403, "it cannot join again with the code it knew");
    assert_ne!(code(&app, 1), team2);
    assert!(shows_part(&app, "Team 2 has a new code now"));
    // The teacher overrides by hand: the card is the console's now, and shown as such.
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Panel(colony::gui::Panel::None))));
    app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(1, Card(1)))));
    assert!(!shows_part(&app, "card in from a device") && !shows_part(&app, "changed from another device"));
    assert_eq!(view(addr, &token)["screen"]["laid"], 1);
    // All of the team's devices off from the panel.
    click(&mut app, "Team devices (1 connected)");
    click(&mut app, iced_test::selector::id("revoke-2"));
    assert_eq!(http(addr, "GET", "/api/state", None, Some(&token), "").status, 401);
    assert!(shows_part(&app, "Team devices") && !shows_part(&app, "1 device"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The codes go round on paper: "Print code slips" on the panel writes one slip a team (its
/// code and QR code) beside the class's other handouts; where the class may see the screen
/// (the PDF opens on it), once the teacher has blanked the projector.
#[test]
fn the_panel_prints_every_teams_code_slip() {
    let dir = temp_dir("slips");
    let (mut app, _rx, _addr) = lesson_with_devices(&dir, 12);
    click(&mut app, "Team devices (0 connected)");
    click(&mut app, "Print code slips");
    settle(&mut app);
    let stem = app.lesson().expect("lesson").path().file_stem().expect("stem").to_owned();
    let pdf = colony::store::Library::new(&dir).handouts_dir().join(&stem).join("code-slips.pdf");
    assert!(!pdf.exists(), "not before the projector is blank");
    assert!(shows_part(&app, "the slips open with every team's code"));
    click(&mut app, "The projector is blank: show it");
    settle(&mut app);
    let bytes = std::fs::read(&pdf).unwrap_or_else(|e| panic!("{}: {e}", pdf.display()));
    assert!(bytes.starts_with(b"%PDF") && bytes.len() > 10_000, "a PDF of {} bytes", bytes.len());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The phone's journey has an end: once the game is over, a team's phone shows its place by gold
/// and by prestige, and the debrief question the projector shows.
#[test]
fn at_the_end_a_phone_shows_its_two_ranks_and_the_question() {
    let dir = temp_dir("end");
    let (mut app, _rx, addr) = lesson_with_devices(&dir, 4);
    let token = join(addr, &code(&app, 2));
    play_to_the_end(&mut app);
    let l = app.lesson().expect("lesson");
    assert!(l.session().game().is_over(), "the game is over");
    let rows = colony::engine::standings(l.session().game().state());
    let mine = rows.iter().find(|r| r.team == 2).expect("team 3");
    let screen = view(addr, &token)["screen"].clone();
    assert_eq!(screen["kind"], "end", "{screen}");
    let ranks: Vec<String> =
        screen["ranks"].as_array().expect("ranks").iter().map(std::string::ToString::to_string).collect();
    assert_eq!(ranks.len(), 2);
    assert!(ranks[0].contains(&format!("Gold: place {}", mine.rank_gold)) && ranks[0].contains(" of 4"), "{ranks:?}");
    assert!(ranks[1].contains(&format!("Prestige: place {}", mine.rank_prestige)), "{ranks:?}");
    assert!(screen["question"].is_null(), "no question before the first");
    // Its own journey: its gold and prestige at the end of each of the four phases.
    let journey = screen["journey"].as_array().expect("journey");
    assert_eq!(journey.len(), 4, "{screen}");
    let ends = l.session().timeline().phase_ends(l.session().game().lesson());
    let first = ends[0].rows.iter().find(|r| r.team == 2).expect("team 3");
    assert_eq!(journey[0], format!("Landing: {} gold, {} prestige", first.gold, first.prestige).as_str());
    assert_eq!(journey[3], format!("Independence: {} gold, {} prestige", mine.gold, mine.prestige).as_str());
    // Its turning points, the same the report works out for it (and some team has
    // one: a game of four teams where no single card would have moved anyone is not this one).
    let tr = colony::i18n::Translator::new(colony::i18n::Language::En);
    let turning: Vec<String> =
        screen["turning"].as_array().expect("turning").iter().map(|v| v.as_str().unwrap_or("").to_string()).collect();
    assert_eq!(turning, colony::report::one_choice::turning_points(&tr, l.session(), 2));
    let all: usize = (0..4).map(|t| colony::report::one_choice::turning_points(&tr, l.session(), t).len()).sum();
    assert!(all > 0, "some team had a card that would have moved it");
    // And its own "what if": each of its decisions with what every other card would have done,
    // the sentence the results screen says for that change (nothing another team decided).
    let names = l.names();
    let own = colony::report::one_choice::own_what_ifs(&tr, &names, l.session(), 2);
    let decisions = colony::report::one_choice::decisions(l.session(), 2);
    let asked = screen["what_ifs"].as_array().expect("what_ifs");
    assert_eq!(asked.len(), own.len(), "{screen}");
    assert!(!own.is_empty(), "team 3 made decisions it could have made otherwise");
    for ((shown, w), d) in asked.iter().zip(&own).zip(&decisions) {
        assert_eq!(shown["decision"].as_str(), Some(w.step.as_str()), "{shown}");
        assert!(shown["laid"].as_str().is_some_and(|s| s.contains(&w.laid)), "{shown}");
        let options = shown["options"].as_array().expect("options");
        assert_eq!(options.len(), d.others.len(), "{shown}");
        let first = colony::report::one_choice::one_choice(&tr, &names, l.session(), 2, d.entry, d.others[0])
            .expect("the changed game");
        assert!(first.headline.contains(&names[2]), "the team's own decision: {}", first.headline);
        // On the team's own phone in the second person, with the class's numbers.
        let phone = options[0][1].as_str().unwrap_or_default();
        assert!(phone.starts_with("Had you laid") && !phone.contains(&names[2]), "{phone}");
        let numbers =
            first.headline.split("it would have ended with ").nth(1).and_then(|t| t.split(". It ended").next());
        assert!(numbers.is_some_and(|n| phone.contains(n)), "{phone} / {}", first.headline);
    }
    // The teacher shows the first question: the phones show it too.
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Debrief(1))));
    let asked = app.lesson().expect("lesson").debrief_shown().expect("a question");
    assert_eq!(view(addr, &token)["screen"]["question"], asked.as_str());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A team's code shown on the teacher's screen hides itself once a device of the team has joined
/// with it (the laptop may be mirrored or turned towards the class).
#[test]
fn a_shown_code_hides_once_its_team_has_joined() {
    let dir = temp_dir("code-hides");
    let (mut app, _rx, addr) = lesson_with_devices(&dir, 4);
    click(&mut app, "Team devices (0 connected)");
    click(&mut app, iced_test::selector::id("code-3"));
    click(&mut app, "The projector is blank: show it");
    let team3 = code(&app, 2);
    let spaced = format!("{} {}", &team3[..3], &team3[3..]);
    assert!(shows_part(&app, &spaced), "team 3's code, large");
    app.drive(Message::Tick);
    assert!(shows_part(&app, &spaced), "it stays while nobody has joined");
    let _ = join(addr, &team3);
    app.drive(Message::Tick);
    assert!(!shows_part(&app, &spaced), "hidden once team 3 joined");
    let _ = std::fs::remove_dir_all(&dir);
}

/// In the devices panel nothing moves by itself: a team's devices joining, the first contact
/// and the passing seconds leave every team's buttons where they were (a row inserted under its
/// team at each join would make the buttons below jump under the mouse).
#[test]
fn joins_and_ticks_move_no_button_of_the_devices_panel() {
    let dir = temp_dir("steady");
    let (mut app, _rx, addr) = lesson_with_devices(&dir, 6);
    click(&mut app, "Team devices (0 connected)");
    let places = |app: &App| -> Vec<iced::Rectangle> {
        let mut ui = sim(app);
        (1..=6)
            .flat_map(|t| [format!("code-{t}"), format!("revoke-{t}")])
            .map(|id| ui.find(iced::widget::Id::from(id.clone())).unwrap_or_else(|e| panic!("{id}: {e:?}")).bounds())
            .collect()
    };
    let before = places(&app);
    let codes: Vec<String> = (0..6).map(|t| code(&app, t)).collect();
    for t in [0, 2, 2, 5] {
        let _ = join(addr, &codes[t]);
        app.drive(Message::Tick);
        assert_eq!(places(&app), before, "a device of team {} joined and a button moved", t + 1);
    }
    assert!(shows_part(&app, "Last contact from a device"), "the contact came");
    assert!(app.lesson().and_then(|l| l.devices()).expect("on").server.team_devices(2).len() == 2);
    // Taking one off is the teacher's click: the buttons of the teams stay where they are too.
    click(&mut app, iced_test::selector::id("take-off-3-1"));
    assert_eq!(places(&app), before, "the teams' buttons stay where they are");
    let _ = std::fs::remove_dir_all(&dir);
}

/// After a crash the class is opened again and the devices started as the teacher starts them:
/// every phone goes on with its token, every team keeps its code, the card a phone laid is still
/// in, and nothing of it is in the record. Taking a device off still gives the team a new code,
/// kept as well.
#[test]
fn the_phones_go_on_without_new_codes_when_the_class_is_opened_again() {
    let dir = temp_dir("restart");
    // The tests of this file run side by side, each trying the usual port first: one of them
    // could take it in the moment between the crash and the restart. Held here, this class's
    // server is on a port that none of them asks for, and only the restart asks for it again.
    let _usual = std::net::TcpListener::bind(("127.0.0.1", colony::devices::PORT));
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 4);
    let codes: Vec<String> = (0..4).map(|t| code(&app, t)).collect();
    let token = join(addr, &codes[1]);
    let other = join(addr, &codes[2]);
    let step = view(addr, &token)["screen"]["step"].as_u64().expect("step");
    let body = format!(r#"{{"step":{step},"card":2}}"#);
    let t = token.clone();
    let laid = with_console(&mut app, &mut rx, move || http(addr, "POST", "/api/card", None, Some(&t), &body));
    assert_eq!(laid.status, 200);
    let path = app.lesson().expect("lesson").path().to_path_buf();
    let kept = std::fs::read_to_string(colony::store::keys_path(&path)).expect("the keys are kept beside the class");
    assert!(kept.contains(&token) && kept.contains(&codes[1]));
    let record = std::fs::read_to_string(&path).expect("record");
    assert!(!record.contains(&token) && !record.contains(&codes[1]), "no code or token in the record");
    // The crash: the app is gone, its server with it.
    drop(rx);
    drop(app);
    // The next start: the class opened from the list, the devices started as the panel does.
    let mut app = App::new(colony::store::Library::new(&dir), colony::i18n::Language::En);
    app.drive(Message::Start(colony::gui::StartMsg::Open(path.clone())));
    settle(&mut app);
    click(&mut app, "Team devices");
    let loopback: std::net::IpAddr = "127.0.0.1".parse().expect("ip");
    app.drive(Message::Lesson(LessonMsg::Devices(DevMsg::Pick(loopback))));
    click(&mut app, "Start team devices");
    let again = app.lesson().and_then(|l| l.devices()).expect("devices on").server.addr();
    assert_eq!(again.port(), addr.port(), "the page on the port the phones knew");
    assert_eq!((0..4).map(|t| code(&app, t)).collect::<Vec<_>>(), codes, "every team keeps its code");
    let mut rx = app.lesson().and_then(colony::gui::LessonScreen::device_link).expect("link").take();
    let seen = view(again, &token);
    assert_eq!(seen["screen"]["laid"], 2, "the phone goes on, its card still in");
    assert_eq!(http(again, "GET", "/api/state", None, Some(&other), "").status, 200, "and so does team 3's");
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Panel(colony::gui::Panel::None))));
    assert!(shows_part(&app, "✓ In\u{a0}📱"), "in, from its phone, never which");
    // Taking team 2's devices off still works, and the new code is the one kept.
    click(&mut app, "Team devices (2 connected)");
    click(&mut app, iced_test::selector::id("revoke-2"));
    pump(&mut app, &mut rx);
    assert_eq!(http(again, "GET", "/api/state", None, Some(&token), "").status, 401);
    let renewed = code(&app, 1);
    assert_ne!(renewed, codes[1]);
    let kept = std::fs::read_to_string(colony::store::keys_path(&path)).expect("keys");
    assert!(kept.contains(&renewed) && !kept.contains(&token), "the new code kept, the old token gone");
    // A damaged keys file costs only new codes, never the class.
    drop(rx);
    drop(app);
    std::fs::write(colony::store::keys_path(&path), b"{not json").expect("damage");
    let mut app = App::new(colony::store::Library::new(&dir), colony::i18n::Language::En);
    app.drive(Message::Start(colony::gui::StartMsg::Open(path.clone())));
    settle(&mut app);
    click(&mut app, "Team devices");
    app.drive(Message::Lesson(LessonMsg::Devices(DevMsg::Pick(loopback))));
    click(&mut app, "Start team devices");
    let third = app.lesson().and_then(|l| l.devices()).expect("devices on").server.addr();
    assert_eq!(http(third, "GET", "/api/state", None, Some(&other), "").status, 401, "new codes and tokens");
    assert!(!app.lesson().expect("lesson").session().record().entries.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Opening the panel the way the button does lists the laptop's addresses, chooses one and
/// makes Start work, not waiting (the list empty, Start grey) for a message no click sends.
#[test]
fn the_panel_lists_the_addresses_when_it_opens_and_starts_from_a_click() {
    let dir = temp_dir("panel");
    let mut app = App::new(colony::store::Library::new(&dir), colony::i18n::Language::En);
    app.drive(Message::Start(colony::gui::StartMsg::NewClass));
    app.drive(Message::Setup(colony::gui::SetupMsg::Start));
    app.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::Proceed)));
    common::settle(&mut app);
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Next)));
    assert!(app.lesson().expect("lesson").addresses().is_empty(), "nothing looked up before the panel opens");
    click(&mut app, "Team devices");
    let l = app.lesson().expect("lesson");
    let addresses = l.addresses().to_vec();
    let loopback: std::net::IpAddr = "127.0.0.1".parse().expect("ip");
    assert_eq!(addresses.last(), Some(&loopback), "127.0.0.1 last");
    assert_eq!(addresses.iter().filter(|a| a.is_loopback()).count(), 1);
    assert_eq!(l.device_address(), addresses.first().copied(), "the first one chosen");
    // The pick list sends the address chosen (marked "this laptop only" in the list: see the
    // unit test of the label). "Look again" finds them again and keeps the choice.
    app.drive(Message::Lesson(LessonMsg::Devices(DevMsg::Pick(loopback))));
    click(&mut app, "Look again");
    assert_eq!(app.lesson().expect("lesson").device_address(), Some(loopback));
    click(&mut app, "Start team devices");
    let l = app.lesson().expect("lesson");
    let addr = l.devices().expect("started from the click").server.addr();
    assert_eq!(addr.ip(), loopback);
    assert_eq!(http(addr, "GET", "/", None, None, "").status, 200, "the page is served");
    let _ = std::fs::remove_dir_all(&dir);
}

/// At an investment, each team's device gets its gold and its limits from the engine (the most
/// armies next to each number of farms and the reverse), and a team without a country is told why
/// it buys nothing, instead of seeing 0 gold. Many random games are played to their investments;
/// every device screen there is checked against the engine.
#[test]
fn a_device_at_an_investment_gets_the_engines_limits_and_a_team_without_a_country_is_told_why() {
    use colony::devices::PhoneScreen;
    use colony::engine::{Session, TeamInfo};
    use colony::i18n::Language;
    use colony::simulate::Player;
    use colony::store::Library;
    let dir = common::temp_dir("device-limits");
    std::fs::create_dir_all(dir.join("classes")).expect("dir");
    let lesson = std::sync::Arc::new(colony::lesson::Lesson::builtin());
    let (mut with_country, mut without) = (0, 0);
    for seed in 0..40 {
        let teams = (0..6).map(|i| TeamInfo::new(format!("Team {}", i + 1), "red")).collect();
        let mut s = Session::new(lesson.clone(), teams, seed).expect("session");
        let mut player = Player::new(seed);
        while !s.game().is_over() {
            if matches!(s.game().expecting(), Expect::Invest) {
                let path = dir.join(format!("classes/s{seed}-{}.json", s.record().entries.len()));
                colony::store::save_record(&path, s.record()).expect("save");
                let mut app = App::new(Library::new(&dir), Language::En);
                app.open_now(path);
                let snapshot = colony::gui::lesson::devices_snapshot(app.lesson().expect("lesson"));
                for (t, view) in snapshot.views.iter().enumerate() {
                    let limit = s.game().spend_limit(t);
                    match &view.screen {
                        PhoneScreen::Invest { gold, max_armies, max_farms, .. } => {
                            assert!(limit.has_country, "seed {seed}: team {t} has no country but is asked to invest");
                            assert_eq!(*gold, limit.gold, "the team's gold");
                            assert_eq!(max_armies.len() as u32, limit.max_farms(0) + 1);
                            assert_eq!(max_farms.len() as u32, limit.max_armies(0) + 1);
                            for (f, &a) in max_armies.iter().enumerate() {
                                assert_eq!(a, limit.max_armies(f as u32), "armies next to {f} farms");
                            }
                            for (a, &f) in max_farms.iter().enumerate() {
                                assert_eq!(f, limit.max_farms(a as u32), "farms next to {a} armies");
                            }
                            with_country += 1;
                        }
                        PhoneScreen::SitOut { why, .. } => {
                            assert!(!limit.has_country, "seed {seed}: team {t} sits out with a country");
                            assert_eq!(why, &format!("Team {}: no country left to put armies or farming in.", t + 1));
                            without += 1;
                        }
                        other => panic!("seed {seed}: team {t} at an investment sees {other:?}"),
                    }
                }
            }
            let input = player.choose(s.game());
            s.apply(input).expect("legal");
        }
    }
    eprintln!("{with_country} device screens at investments checked, {without} of teams without a country");
    assert!(with_country > 100);
    assert!(without > 0, "a team without a country came up");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The disk goes away in the middle of a decision whose cards came from the teams' devices. The
/// entry is made, but what happened does not show and the devices are not moved on until it is
/// saved; the screen says so and offers to try again; the draft on disk keeps every card a device
/// was told was saved. The disk comes back: the next try saves it, what happened shows, the
/// devices see their outcome, and the draft goes. Once more with the disk away for good: the
/// teacher goes on without saving, and nothing is lost in memory.
#[test]
fn the_disk_pulled_away_mid_decision_loses_no_card_a_device_was_told_was_saved() {
    let dir = temp_dir("disk-away");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 3);
    let path = app.lesson().expect("lesson").path().to_path_buf();
    let tokens: Vec<String> = (0..3).map(|t| join(addr, &code(&app, t))).collect();
    let step = view(addr, &tokens[0])["screen"]["step"].as_u64().expect("step");
    let answers = with_console(&mut app, &mut rx, move || {
        tokens
            .iter()
            .map(|t| http(addr, "POST", "/api/card", None, Some(t), &format!(r#"{{"step":{step},"card":2}}"#)).status)
            .collect::<Vec<_>>()
    });
    assert_eq!(answers, vec![200, 200, 200], "every device was told its card was saved");
    let told = colony::store::load_pending(&path).expect("the draft");
    assert_eq!(told.cards, vec![Some(Card(2)); 3]);
    // The class file cannot be written any more (a folder in its way: as good as a stick
    // pulled out or a full disk; the tests run as root, so a read-only folder would not do).
    std::fs::remove_file(&path).expect("remove");
    std::fs::create_dir_all(path.join("in-the-way")).expect("block");
    click(&mut app, "Resolve");
    let l = app.lesson().expect("lesson");
    assert!(l.save_error().is_some(), "the screen says it is not saved");
    assert!(l.waits_for_disk() && !matches!(l.mode(), colony::gui::Mode::Revealed(_)), "what happened waits");
    assert!(shows_part(&app, "Not saved: ") && shows_part(&app, "Go on without saving"));
    assert!(shows_part(&app, "What happened shows as soon as the entry is saved."));
    let kept = colony::store::load_pending(&path).expect("the draft is still on disk");
    assert_eq!((kept.cards, kept.by_device), (vec![Some(Card(2)); 3], vec![true; 3]), "every card the devices sent");
    let phone = view(addr, &tokens_of(&app, addr));
    assert_eq!(phone["screen"]["kind"], "decide", "the devices still see the decision: {phone}");
    // The stick is back: "Try again" saves it; what happened shows; the draft goes.
    std::fs::remove_dir_all(&path).expect("unblock");
    click(&mut app, "Try again");
    let l = app.lesson().expect("lesson");
    assert!(l.save_error().is_none() && !l.is_unsaved());
    assert!(matches!(l.mode(), colony::gui::Mode::Revealed(_)), "what happened shows once saved");
    assert!(colony::store::load_pending(&path).is_none(), "its entry is saved: the draft has gone");
    let saved = colony::store::load_record(&path).expect("on disk");
    assert!(
        matches!(&saved.entries.last().expect("entry").input, colony::engine::Input::Decide { cards, .. } if cards == &vec![Some(Card(2)); 3])
    );
    assert_eq!(view(addr, &tokens_of(&app, addr))["screen"]["kind"], "outcome", "the devices see what happened");
    // Away for good: the teacher goes on without saving; the lesson goes on in memory and
    // every later entry tries again.
    click(&mut app, "Next situation");
    std::fs::remove_file(&path).expect("remove");
    std::fs::create_dir_all(path.join("in-the-way")).expect("block");
    let before = app.lesson().expect("lesson").session().record().entries.len();
    for t in 0..3 {
        app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(t, Card(1)))));
    }
    click(&mut app, "Resolve");
    click(&mut app, "Go on without saving");
    let l = app.lesson().expect("lesson");
    assert!(!l.waits_for_disk() && l.save_error().is_some(), "going on, still saying it is not saved");
    assert!(matches!(l.mode(), colony::gui::Mode::Revealed(_)), "what happened shows");
    assert_eq!(l.session().record().entries.len(), before + 1, "the entry is kept in memory");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A draft that cannot be saved keeps the banner until the cards typed are on disk (the
/// record's next good save does not take it away while the cards are only in memory); the
/// banner says why in plain words first and the folder last.
#[test]
fn the_banner_stays_until_the_typed_cards_are_on_disk() {
    let dir = temp_dir("draft-away");
    let (mut app, _rx, _addr) = lesson_with_devices(&dir, 3);
    let path = app.lesson().expect("lesson").path().to_path_buf();
    let draft = colony::store::pending_path(&path);
    let _ = std::fs::remove_file(&draft);
    std::fs::create_dir_all(draft.join("in-the-way")).expect("block the draft");
    app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(0, Card(2)))));
    // The draft goes to disk on the writer's thread; its failure comes back in the message of
    // the task the card gave (`drive` runs it).
    let said = |app: &App| {
        app.lesson()
            .and_then(|l| l.save_error())
            .map(|e| e.say(&colony::i18n::Translator::new(colony::i18n::Language::En)))
    };
    let banner = said(&app).expect("the draft's failure is said");
    assert!(banner.starts_with("Not saved: ") && banner.contains("Folder: "), "{banner}");
    // The two-second retry: the record saves, the draft still cannot: the banner stays.
    app.drive(Message::Lesson(LessonMsg::RetrySave));
    settle(&mut app);
    assert!(said(&app).is_some(), "the banner stays while the typed card is only in memory");
    // The way is clear again: the next retry saves the draft, and only then the banner goes.
    std::fs::remove_dir_all(&draft).expect("unblock");
    app.drive(Message::Lesson(LessonMsg::RetrySave));
    settle(&mut app);
    assert!(said(&app).is_none(), "saved: no banner");
    assert_eq!(colony::store::load_pending(&path).expect("the draft").cards[0], Some(Card(2)));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A token of a device of team 1 that joins now (the earlier ones are the test's own).
fn tokens_of(app: &App, addr: std::net::SocketAddr) -> String {
    join(addr, &code(app, 0))
}

/// Joining: with team devices started before the first step, the projector screen shows the lobby
/// (the address large, the QR code, a chip for each team), and a team's chip lights once its
/// first device joins; the teacher's "Show the situation instead" closes it, as does the first
/// entry (then the compact join box beside the situation, up to the first decision). Started
/// during the first phase's opening, the devices leave the opening on the wall: the lobby comes
/// after it.
#[test]
fn the_lobby_shows_how_to_join_and_lights_each_team_as_it_joins() {
    use colony::gui::{ChipState, SetupMsg, Slide, StartMsg};
    let dir = temp_dir("lobby");
    let mut app = App::new(colony::store::Library::new(&dir), colony::i18n::Language::En);
    app.drive(Message::Start(StartMsg::NewClass));
    app.drive(Message::Setup(SetupMsg::Seed("7".into())));
    app.drive(Message::Setup(SetupMsg::Start));
    assert!(matches!(app.projector_frame(), Slide::Opening { .. }), "no devices: the first phase's opening");
    let tr = colony::i18n::Translator::new(colony::i18n::Language::En);
    click(&mut app, tr.text("devices-button"));
    let loopback: std::net::IpAddr = "127.0.0.1".parse().expect("ip");
    app.drive(Message::Lesson(LessonMsg::Devices(DevMsg::Pick(loopback))));
    click(&mut app, tr.text("devices-start"));
    click(&mut app, tr.text("history-close"));
    assert!(matches!(app.projector_frame(), Slide::Opening { .. }), "the opening stays while it is read");
    click(&mut app, tr.text("lesson-opening-next"));
    let addr = app.lesson().and_then(|l| l.devices()).expect("devices on").server.addr();
    let lit = |app: &App| match app.projector_frame() {
        Slide::Lobby { chips, join, .. } => {
            assert!(join.qr.is_some() && join.address.contains(&addr.port().to_string()), "{join:?}");
            // Each chip carries the team's letter on the map, in seat order.
            let marks: Vec<Option<&str>> = chips.iter().map(|c| c.mark.as_deref()).collect();
            assert_eq!(marks, [Some("A"), Some("B"), Some("C"), Some("D")]);
            assert!(chips.iter().all(|c| c.device == (c.state == ChipState::In)), "lit with a phone");
            chips.iter().map(|c| c.state == ChipState::In).collect::<Vec<_>>()
        }
        other => panic!("the lobby, not {other:?}"),
    };
    assert_eq!(lit(&app), vec![false; 4], "nobody has joined yet");
    let _token = join(addr, &code(&app, 2));
    assert_eq!(lit(&app), vec![false; 4], "a frame is a function of the state: nothing changes before the tick");
    app.drive(Message::Tick);
    assert_eq!(lit(&app), vec![false, false, true, false], "team 3's chip lights");
    assert!(shows_part(&app, "The projector screen shows how the teams join"), "the teacher is told");
    click(&mut app, "Show the situation instead");
    assert!(matches!(app.projector_frame(), Slide::Situation { join: Some(_), .. }), "the situation, with the box");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A join from `from` with this code and device name; the status and the token if any.
fn join_as(addr: std::net::SocketAddr, from: std::net::IpAddr, code: &str, device: &str) -> (u16, Option<String>) {
    let body = format!(r#"{{"code":"{code}","device":"{device}"}}"#);
    join_with(addr, from, &body)
}

/// A join from `from` by team `team`'s own link (its QR code): the code and the link's key.
fn join_by_link(app: &App, addr: std::net::SocketAddr, from: std::net::IpAddr, team: usize) -> (u16, Option<String>) {
    let url = app.lesson().and_then(|l| l.devices()).expect("devices").server.team_url(team);
    let (code, key) = url.split_once("#code=").and_then(|(_, rest)| rest.split_once("&key=")).expect("code and key");
    join_with(addr, from, &format!(r#"{{"code":"{code}","key":"{key}"}}"#))
}

fn join_with(addr: std::net::SocketAddr, from: std::net::IpAddr, body: &str) -> (u16, Option<String>) {
    let r = http_with(addr, Some(from), "POST", "/api/join", &headers(addr, None, None), body);
    let token = (r.status == 200).then(|| json(&r)["token"].as_str().expect("token").to_string());
    (r.status, token)
}

/// Phones behind one hotspot's address, one pupil mistypes, renaming its device at every
/// try: the address waits after ten, whatever names it gives; 24 others join by their
/// teams' links (their QR codes), which no wrong code holds back; a typed code from that
/// address waits its minute; the teacher's screen says which address waits and why.
#[test]
fn one_pupils_wrong_codes_never_keep_a_team_out() {
    use colony::devices::server::WRONG_PER_SOURCE;
    let dir = temp_dir("hotspot");
    let (mut app, _rx, addr) = lesson_with_devices(&dir, 3);
    let hotspot = ip(40);
    let wrong = wrong_code(&app);
    let statuses: Vec<u16> = (0..15).map(|n| join_as(addr, hotspot, &wrong, &format!("renamed-{n}")).0).collect();
    assert_eq!(statuses.iter().filter(|s| **s == 403).count(), WRONG_PER_SOURCE, "{statuses:?}");
    assert!(statuses[WRONG_PER_SOURCE..].iter().all(|s| *s == 429), "a new name resets nothing: {statuses:?}");
    assert_eq!(join_as(addr, hotspot, &code(&app, 0), "slip").0, 429, "a typed code waits, right or wrong");
    for n in 0..24 {
        // Phones joining as pupils scan, twenty a second from the one address (within its
        // 40 requests a second).
        std::thread::sleep(Duration::from_millis(50));
        let (status, token) = join_by_link(&app, addr, hotspot, n % 3);
        assert!(status == 200 && token.is_some(), "phone {n} behind the hotspot joins by its link: {status}");
    }
    // Another address is held up by none of it.
    assert_eq!(join_as(addr, ip(41), &code(&app, 1), "own").0, 200, "another address types its code");
    app.drive(Message::Tick);
    assert!(shows_part(&app, &format!("Joins refused from {hotspot}")), "the teacher's screen says who waits");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two pupils on two addresses send 15 wrong codes a minute each: each of their addresses
/// waits, and a new phone on a third address joins with its right code every time; a class of
/// 30 that mistypes once each at the start still joins, typed.
#[test]
fn two_guessing_pupils_never_keep_a_new_phone_out_and_a_mistyping_class_joins() {
    let dir = temp_dir("two-pupils");
    let (app, _rx, addr) = lesson_with_devices(&dir, 12);
    for n in 0..15 {
        for pupil in [50, 51] {
            let _ = join_as(addr, ip(pupil), &wrong_code(&app), &format!("tab-{n}"));
        }
        let (status, _) = join_as(addr, ip(52 + n as u8), &code(&app, n % 12), "new phone");
        assert_eq!(status, 200, "try {n}: the new phone joins");
    }
    for pupil in 0..30u8 {
        let _ = join_as(addr, ip(100 + pupil), &wrong_code(&app), "slip");
        let (status, _) = join_as(addr, ip(100 + pupil), &code(&app, usize::from(pupil) % 12), "second try");
        assert_eq!(status, 200, "pupil {pupil}: mistyped once, then joined");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Wrong codes from 200 addresses: at most [`WRONG_IN_ALL`] are judged in all, then typed codes
/// pause for everyone, the teacher's screen says so, and no guess joins; a team's link joins
/// all the same. Codes that happen to be live are left out of the guesses: what is measured is
/// how many guesses are judged.
#[test]
fn codes_tried_from_hundreds_of_addresses_pause_typed_codes_but_never_a_link() {
    let dir = temp_dir("guessing");
    let (mut app, _rx, addr) = lesson_with_devices(&dir, 3);
    let (judged, joined) = guessing_flood(&app, addr, 200, 11);
    assert!(judged <= colony::devices::server::WRONG_IN_ALL, "{judged} wrong codes were judged");
    assert_eq!(joined, 0, "no guess joined");
    let server = &app.lesson().and_then(|l| l.devices()).expect("devices").server;
    assert!(server.joining_paused().is_some(), "typed codes pause");
    let fresh = std::net::IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 9, 9));
    assert_eq!(join_as(addr, fresh, &code(&app, 0), "honest").0, 429, "typed, for everyone, for a while");
    assert_eq!(join_by_link(&app, addr, fresh, 0).0, 200, "by its link, at once");
    app.drive(Message::Tick);
    assert!(shows_part(&app, "Several devices are trying wrong codes"), "the teacher's screen says so");
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Panel(colony::gui::Panel::Devices))));
    assert!(shows_part(&app, "typed codes pause for"), "and the panel");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `addresses` loopback addresses each try `each` random six-digit codes (never a live one)
/// at once; how many were judged wrong (403) and how many joined.
fn guessing_flood(app: &App, addr: std::net::SocketAddr, addresses: u8, each: usize) -> (usize, usize) {
    let live: Vec<String> = (0..app.lesson().expect("lesson").names().len()).map(|t| code(app, t)).collect();
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64 ^ u64::from(addresses);
    let mut guess = move || loop {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let c = format!("{:06}", seed % 1_000_000);
        if !live.contains(&c) {
            return c;
        }
    };
    let tries: Vec<Vec<String>> = (0..addresses).map(|_| (0..each).map(|_| guess()).collect()).collect();
    let threads: Vec<_> = tries
        .into_iter()
        .enumerate()
        .map(|(a, codes)| {
            let from = std::net::IpAddr::V4(std::net::Ipv4Addr::new(127, 0, 2, a as u8));
            std::thread::spawn(move || {
                codes.iter().enumerate().map(|(n, c)| join_as(addr, from, c, &format!("d{n}")).0).collect::<Vec<u16>>()
            })
        })
        .collect();
    let statuses: Vec<u16> = threads.into_iter().flat_map(|t| t.join().expect("thread")).collect();
    assert!(statuses.iter().all(|s| [403, 429].contains(s)), "only refusals: {statuses:?}");
    (statuses.iter().filter(|s| **s == 403).count(), statuses.iter().filter(|s| **s == 200).count())
}

/// One pupil joins their own team ten times and floods cards 1 and 2 from all ten devices, three
/// connections each; another team changes its card every 300 ms. The console is handed at most
/// one change of the flooding team each [`CHANGE_GAP`] (else it would get 116-165 a second, each
/// a draft write and a snapshot on the teacher's thread), and every card of the other team is
/// answered "saved". `timed`: its answers' p95 must be under 50 ms (printed either way).
fn a_flooding_team_and_another_teams_cards(name: &str, timed: bool) {
    use colony::devices::server::CHANGE_GAP;
    let dir = temp_dir(name);
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 3);
    let flood_tokens: Vec<String> = (0..10).map(|_| join(addr, &code(&app, 0))).collect();
    let probe = join(addr, &code(&app, 1));
    let step = app.lesson().expect("lesson").session().game().state().step;
    let done = Arc::new(AtomicBool::new(false));
    let mut flooders = Vec::new();
    for (n, token) in flood_tokens.iter().enumerate() {
        for c in 0..3 {
            let (token, done) = (token.clone(), done.clone());
            let from = ip(50 + n as u8);
            flooders.push(std::thread::spawn(move || {
                let mut card = 1 + (c % 2);
                while !done.load(Ordering::Relaxed) {
                    let h = headers(addr, None, Some(&token));
                    let _ = http_with(
                        addr,
                        Some(from),
                        "POST",
                        "/api/card",
                        &h,
                        &format!(r#"{{"step":{step},"card":{card}}}"#),
                    );
                    card = 3 - card;
                }
            }));
        }
    }
    let probing = {
        let done = done.clone();
        std::thread::spawn(move || {
            let mut answers = Vec::new();
            let mut card = 1;
            for _ in 0..20 {
                let h = headers(addr, None, Some(&probe));
                let t = Instant::now();
                let r = http_with(
                    addr,
                    Some(ip(70)),
                    "POST",
                    "/api/card",
                    &h,
                    &format!(r#"{{"step":{step},"card":{card}}}"#),
                );
                answers.push((r.status, t.elapsed()));
                card = 3 - card;
                // A team that changes its mind every 300 ms: more than any class does, and
                // beyond the gap its own lane keeps.
                std::thread::sleep(Duration::from_millis(300));
            }
            done.store(true, Ordering::Relaxed);
            answers
        })
    };
    let start = Instant::now();
    let mut flooding_asks = 0;
    while !probing.is_finished() {
        while let Ok(req) = rx.try_recv() {
            flooding_asks += usize::from(req.ask.team() == 0);
            app.drive(Message::Device(req));
        }
        settle(&mut app);
        std::thread::sleep(Duration::from_millis(1));
    }
    let elapsed = start.elapsed();
    let answers = probing.join().expect("probe");
    for f in flooders {
        f.join().expect("flooder");
    }
    pump(&mut app, &mut rx);
    let most = (elapsed.as_millis() / CHANGE_GAP.as_millis()) as usize + 2;
    assert!(flooding_asks <= most, "{flooding_asks} changes of the flooding team in {elapsed:?} (at most {most})");
    assert!(answers.iter().all(|(s, _)| *s == 200), "the other team's cards: {answers:?}");
    let mut times: Vec<Duration> = answers.iter().map(|(_, t)| *t).collect();
    times.sort();
    let p95 = times[(times.len() * 95).div_ceil(100) - 1];
    eprintln!(
        "flood from one team's ten devices: {flooding_asks} changes reached the console in {elapsed:?}; the other team's card answer p95 {p95:?}, max {:?}",
        times.last()
    );
    if timed {
        common::within_goal("the other team's card answer p95", p95, Duration::from_millis(50));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_flooding_team_reaches_the_console_four_times_a_second_at_most() {
    a_flooding_team_and_another_teams_cards("flood-team", false);
}

/// The same, timed (a debug build on this machine): another team's card answer p95 < 50 ms.
#[test]
#[ignore]
fn another_teams_card_is_answered_within_50_ms_beside_a_flood() {
    a_flooding_team_and_another_teams_cards("flood-team-timed", true);
}

/// An ask whose device gave up waiting (it was told the card did not count), or whose device the
/// teacher took off after it was sent, is never laid.
#[test]
fn an_abandoned_ask_and_one_of_a_device_taken_off_are_not_laid() {
    use colony::devices::{Ask, Request};
    let dir = temp_dir("abandoned");
    let (mut app, _rx, addr) = lesson_with_devices(&dir, 3);
    let _token = join(addr, &code(&app, 0));
    let step = app.lesson().expect("lesson").session().game().state().step;
    let ask = Ask::Card { team: 0, device: 1, step, card: Card(1), why: None };
    // Gave up: its answer would reach nobody.
    let (req, answer) = Request::new(ask.clone());
    drop(answer);
    app.drive(Message::Device(req));
    settle(&mut app);
    assert_eq!(app.lesson().expect("lesson").draft().cards[0], None, "an abandoned card is not laid");
    // Taken off after sending: not laid either.
    let (req, mut answer) = Request::new(ask.clone());
    app.drive(Message::Lesson(LessonMsg::Devices(DevMsg::TakeOff(0, 1))));
    app.drive(Message::Device(req));
    settle(&mut app);
    assert_eq!(app.lesson().expect("lesson").draft().cards[0], None, "a device taken off lays nothing");
    assert!(matches!(answer.try_recv(), Ok(colony::devices::Answer::Refused(_))), "and hears so");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Measured: the guessing flood (200 addresses, three codes each) against 100 fresh servers:
/// never more than [`WRONG_IN_ALL`] guesses judged, and no guess joins. Prints the figures.
#[test]
#[ignore]
fn a_hundred_guessing_floods_never_join() {
    let (mut judged_most, mut judged_all) = (0, 0);
    for run in 0..100 {
        let dir = temp_dir(&format!("guess-{run}"));
        let (app, _rx, addr) = lesson_with_devices(&dir, 12);
        let (judged, joined) = guessing_flood(&app, addr, 200, 3);
        assert_eq!(joined, 0, "run {run}: a guess joined");
        assert!(judged <= colony::devices::server::WRONG_IN_ALL, "run {run}: {judged} judged");
        (judged_most, judged_all) = (judged_most.max(judged), judged_all + judged);
        drop(app);
        let _ = std::fs::remove_dir_all(&dir);
    }
    eprintln!(
        "100 guessing floods of 600 codes: at most {judged_most} judged in a run, {judged_all} in all; none joined"
    );
}

/// A team says why with its card. The reason waits with the card (the team's own devices see it,
/// no other team, not the projector, not the teacher's screen), goes into the record with the
/// entry, and at the end the teacher reads it, hides one and puts the others on the projector
/// screen. Too long a reason is refused in words.
#[test]
fn a_team_says_why_with_its_card_and_nobody_else_sees_it_before_the_end() {
    let dir = temp_dir("why");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 4);
    let (t1, t2) = (join(addr, &code(&app, 0)), join(addr, &code(&app, 1)));
    let step = view(addr, &t1)["screen"]["step"].as_u64().expect("a decision") as usize;
    // A bell, a right-to-left override and a zero width space: none reaches any screen or page.
    let (ours, theirs) = ("  Weil Handel\u{7} beiden\u{202E} Seiten\u{200B} nützt ", "We wanted land of our own");
    for (token, card, why) in [(t1.clone(), 2, ours), (t2.clone(), 1, theirs)] {
        let body = serde_json::json!({ "step": step, "card": card, "why": why }).to_string();
        let r = with_console(&mut app, &mut rx, move || http(addr, "POST", "/api/card", None, Some(&token), &body));
        assert_eq!(r.status, 200, "{}", r.body);
    }
    let l = app.lesson().expect("lesson");
    assert_eq!(l.draft().why[0].as_deref(), Some("Weil Handel  beiden Seiten nützt"), "cleaned as it comes");
    // The team's own devices see what it sent; the other team, the projector screen and the
    // teacher's screen see nothing of it.
    assert_eq!(view(addr, &t1)["screen"]["why"], "Weil Handel  beiden Seiten nützt");
    let other = view(addr, &t2).to_string();
    assert!(!other.contains("Handel"), "team 2 reads nothing of team 1's reason: {other}");
    assert!(!format!("{:?}", app.projector_frame()).contains("Handel"));
    assert!(!shows_part(&app, "Handel"), "the teacher's screen shows no reason before the end");
    // Too long: refused, and why.
    let long = "x".repeat(colony::engine::limits::WHY_CHARS + 1);
    let body = serde_json::json!({ "step": step, "card": 2, "why": long }).to_string();
    let token = t1.clone();
    let r = with_console(&mut app, &mut rx, move || http(addr, "POST", "/api/card", None, Some(&token), &body));
    assert_eq!(r.status, 409);
    assert!(json(&r)["error"].as_str().is_some_and(|e| e.contains("200")), "{}", r.body);
    // The entry: the reasons go into the record with the cards, cleaned, and onto the disk.
    play_to_the_end(&mut app);
    let l = app.lesson().expect("lesson");
    let whys = &l.session().record().whys;
    assert_eq!(whys.len(), 2, "{whys:?}");
    assert_eq!((whys[0].step, whys[0].team, whys[0].text.as_str()), (step, 0, "Weil Handel  beiden Seiten nützt"));
    let saved = colony::store::load_record(l.path()).expect("saved");
    assert_eq!(&saved.whys, whys);
    // At the end: the question about that step shows both reasons to the teacher.
    let questions = colony::gui::lesson::debrief_questions(l);
    let n =
        questions.iter().position(|(_, q)| !q.whys(l.session().record(), false).is_empty()).expect("a question") + 1;
    let path = l.path().to_path_buf();
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Debrief(n))));
    // The class may see this screen: each reason covered until the teacher uncovers it.
    assert!(!shows_part(&app, "Weil Handel") && !shows_part(&app, theirs), "covered");
    assert!(shows_part(&app, "A reason, covered"));
    click(&mut app, colony::gui::lesson::why_hide_id(step, 0));
    click(&mut app, colony::gui::lesson::why_hide_id(step, 1));
    assert!(shows_part(&app, "Weil Handel") && shows_part(&app, theirs), "the teacher uncovered both");
    // One hidden, by its button; the projector shows the other only.
    click(&mut app, colony::gui::lesson::why_hide_id(step, 0));
    settle(&mut app);
    assert!(colony::store::load_record(&path).expect("saved").whys[0].hidden, "the hiding is saved");
    click(&mut app, "The teams' reasons on the projector screen");
    let colony::gui::Slide::Whys { whys, .. } = app.projector_frame() else { panic!("the reasons on the projector") };
    assert_eq!(whys.len(), 1);
    assert!(whys[0].2.contains(theirs) && whys[0].0.seat == 1, "{whys:?}");
    assert!(whys[0].1.starts_with("laid “"), "the card it laid beside it: {whys:?}");
    // The filled debrief sheet quotes the shown one only.
    let l = app.lesson().expect("lesson");
    let tr = colony::i18n::Translator::new(colony::i18n::Language::En);
    let sheet = colony::handouts::debrief_sheet(&tr, colony::handouts::writer::Paper::A4, l.session());
    let placed: String = sheet.writer.placed.iter().map(|p| p.text.as_str()).collect::<Vec<_>>().join(" ");
    assert!(placed.contains(theirs) && !placed.contains("Handel"), "the sheet quotes what the class may read");
    // And so does the pupils' worksheet, with the team's name and the decision's letter.
    let sheet = colony::handouts::debrief_worksheet(
        &tr,
        &l.session().game().lesson().clone(),
        colony::handouts::writer::Paper::A4,
        l.session(),
    );
    let placed: String = sheet.writer.placed.iter().map(|p| p.text.as_str()).collect::<Vec<_>>().join(" ");
    assert!(placed.contains(tr.text("handout-worksheet-whys").as_str()), "the worksheet's reasons");
    assert!(placed.contains(theirs) && !placed.contains("Handel"), "the worksheet quotes what the class may read");
    assert!(sheet.writer.page_count() <= 2, "still one sheet printed on both sides");
    let _ = std::fs::remove_dir_all(&dir);
}

/// With the class's real dice: Resolve first turns the cards over for everyone (the projector's
/// chips show each card, a phone shows its own as turned over and can no longer change it), and
/// only then does any screen say who throws; the dice typed, Resolve makes the entry. Before
/// the turn, nothing on the teacher's screen says who will throw.
#[test]
fn with_real_dice_the_cards_are_turned_over_before_anyone_throws() {
    let dir = temp_dir("turn-over");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 4);
    click(&mut app, "real ones, typed in");
    let token = join(addr, &code(&app, 0));
    let step = view(addr, &token)["screen"]["step"].as_u64().expect("a decision");
    let lay = |app: &mut App, rx: &mut _, card: u8| {
        let body = format!(r#"{{"step":{step},"card":{card}}}"#);
        let t = token.clone();
        with_console(app, rx, move || http(addr, "POST", "/api/card", None, Some(&t), &body))
    };
    // Team 1 fights from its phone (a die), the others leave the people alone, by keys.
    assert_eq!(lay(&mut app, &mut rx, 1).status, 200);
    for _ in 1..4 {
        press(&mut app, iced::keyboard::Key::Character("3".into()), iced::keyboard::Modifiers::default());
    }
    assert!(shows_part(&app, "All 4 cards are in"));
    assert!(!shows_part(&app, "Roll in this order"), "nobody is told to throw before the turn");
    assert!(shows_part(&app, "Reveal the cards, then roll"));
    press(
        &mut app,
        iced::keyboard::Key::Named(iced::keyboard::key::Named::Enter),
        iced::keyboard::Modifiers::default(),
    );
    let l = app.lesson().expect("lesson");
    assert!(l.draft().shown, "turned over");
    assert_eq!(l.session().record().entries.len(), 1, "no entry yet: the landing only");
    let colony::gui::Slide::Situation { chips, .. } = app.projector_frame() else { panic!("the situation") };
    let shown: Vec<_> = chips.iter().map(|c| c.state.clone()).collect();
    use colony::gui::projector::ChipState::Shown;
    assert_eq!(shown, [Shown(1), Shown(3), Shown(3), Shown(3)], "every card on the projector screen");
    assert!(shows_part(&app, "Roll in this order"), "now the throws");
    let phone = view(addr, &token)["screen"].clone();
    assert!(phone["note"].as_str().is_some_and(|n| n.contains("is revealed")), "{phone}");
    let changed = lay(&mut app, &mut rx, 2);
    assert_eq!(changed.status, 409, "no change once turned over: {}", changed.body);
    assert_eq!(app.lesson().expect("lesson").draft().cards[0], Some(Card(1)));
    app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Dice("5".into()))));
    press(
        &mut app,
        iced::keyboard::Key::Named(iced::keyboard::key::Named::Enter),
        iced::keyboard::Modifiers::default(),
    );
    settle(&mut app);
    let l = app.lesson().expect("lesson");
    assert_eq!(l.session().record().entries.len(), 2, "the entry, with the class's die");
    assert!(shows_part(&app, "What happened"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A copy of a device's ask kept somewhere (a log, a debugging tool, a message cloned on its
/// way) never holds the team back: the console's answer lets the team's next card through at
/// once, and every card is answered, saved, and what the phone was told last is what is laid.
#[test]
fn a_copy_of_an_ask_kept_elsewhere_never_holds_the_teams_next_card() {
    let dir = temp_dir("kept-copy");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 3);
    let token = join(addr, &code(&app, 0));
    let step = view(addr, &token)["screen"]["step"].as_u64().expect("a decision");
    let mut kept = Vec::new();
    for card in [1, 2, 3, 1, 2] {
        let t = token.clone();
        let body = format!(r#"{{"step":{step},"card":{card}}}"#);
        let device = std::thread::spawn(move || http(addr, "POST", "/api/card", None, Some(&t), &body));
        while !device.is_finished() {
            while let Ok(req) = rx.try_recv() {
                kept.push(req.clone());
                app.drive(Message::Device(req));
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        let r = device.join().expect("device");
        assert_eq!(r.status, 200, "card {card}: {}", r.body);
        assert_eq!(json(&r)["saved"], true, "card {card}");
        assert_eq!(app.lesson().expect("lesson").draft().cards[0], Some(Card(card)), "laid");
    }
    assert_eq!(kept.len(), 5, "every ask reached the console, each copy still held here");
    let path = app.lesson().expect("lesson").path().to_path_buf();
    let draft = colony::store::load_pending(&path).expect("the draft on disk");
    assert_eq!(draft.cards[0], Some(Card(2)), "the card the phone was told last is on disk");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A measured round, ten times over on a fast disk and three times on a slow one (every write
/// 150 ms): 12
/// phones, one a team and a second on team 1 racing it, lay 16 cards at random moments within
/// 20 s. Every card is answered (none "the teacher's screen did not answer"), within a second
/// at the 95th percentile; after each round the draft on disk holds, for every team, exactly
/// the last card its phones were told was saved. Prints p50, p95 and the longest answer.
#[test]
#[ignore]
fn twelve_phones_ten_rounds_every_card_answered_and_the_draft_holds_the_last() {
    phones_round(false, 10);
    phones_round(true, 3);
}

fn phones_round(slow: bool, rounds: u64) {
    use rand::{RngExt, SeedableRng};
    let dir = temp_dir(if slow { "round-slow" } else { "round-fast" });
    let library = colony::store::Library::new(&dir);
    let library = if slow { library.slowed(Duration::from_millis(150)) } else { library };
    let (mut app, mut rx, addr) = lesson_on(library, 12, colony::i18n::Language::En);
    // Twelve phones, one a team, and a thirteenth on team 1.
    let mut phones: Vec<(usize, String)> = (0..12).map(|t| (t, join(addr, &code(&app, t)))).collect();
    phones.push((0, join(addr, &code(&app, 0))));
    let step = view(addr, &phones[0].1)["screen"]["step"].as_u64().expect("a decision");
    let mut latencies = Vec::new();
    let mut unanswered = 0;
    for round in 0..rounds {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(round);
        // 16 cards: every phone one, three of them (team 1's two among them) a second.
        let mut plan: Vec<(usize, Duration, u8)> = (0..phones.len())
            .chain([0, 12, 5])
            .map(|p| (p, Duration::from_millis(rng.random_range(0..20_000)), rng.random_range(1..=2)))
            .collect();
        plan.sort_by_key(|(_, at, _)| *at);
        let start = std::time::Instant::now();
        let mut devices = Vec::new();
        for (phone, at, card) in plan {
            let (team, token) = phones[phone].clone();
            devices.push(std::thread::spawn(move || {
                std::thread::sleep(at.saturating_sub(start.elapsed()));
                let body = format!(r#"{{"step":{step},"card":{card}}}"#);
                let sent = std::time::Instant::now();
                let r = http(addr, "POST", "/api/card", None, Some(&token), &body);
                (team, card, sent, std::time::Instant::now(), r)
            }));
        }
        // The console: every ask as the app's subscription hands it over, its tasks run.
        while !devices.iter().all(std::thread::JoinHandle::is_finished) {
            pump(&mut app, &mut rx);
            std::thread::sleep(Duration::from_millis(2));
        }
        pump(&mut app, &mut rx);
        // What each team's phones were told last, in the order the answers came.
        let mut answers: Vec<_> = devices.into_iter().map(|d| d.join().expect("phone")).collect();
        answers.sort_by_key(|(_, _, _, at, _)| *at);
        let mut told = [None; 12];
        for (team, card, sent, at, r) in answers {
            latencies.push(at - sent);
            match r.status {
                200 if json(&r)["saved"] == true => told[team] = Some(card),
                200 => {}
                503 => unanswered += 1,
                other => panic!("round {round}: {other} {}", r.body),
            }
        }
        let path = app.lesson().expect("lesson").path().to_path_buf();
        let draft = colony::store::load_pending(&path).expect("the draft on disk");
        for (t, card) in told.iter().enumerate() {
            if let Some(card) = card {
                assert_eq!(draft.cards[t], Some(Card(*card)), "round {round}: team {}'s last saved card", t + 1);
            }
        }
    }
    latencies.sort();
    let pct = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
    eprintln!(
        "{} disk: {} cards in {rounds} rounds, {unanswered} unanswered; answers p50 {:?}, p95 {:?}, longest {:?}",
        if slow { "slow (150 ms a write)" } else { "fast" },
        latencies.len(),
        pct(0.5),
        pct(0.95),
        latencies[latencies.len() - 1]
    );
    assert_eq!(unanswered, 0, "every card answered");
    common::within_goal("the answers' p95 of a round", pct(0.95), Duration::from_secs(1));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A card already on disk stays laid when a later card of its team cannot be saved: the later
/// one is taken back to it, its phone told; and where two cards of one team both fail, the
/// team's place goes back to before them both, whichever failure is heard first. Each phone is
/// told exactly what is laid.
#[test]
fn a_failed_later_card_never_takes_back_one_already_saved() {
    let dir = temp_dir("later-fails");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 3);
    let path = app.lesson().expect("lesson").path().to_path_buf();
    let (first, second) = (join(addr, &code(&app, 0)), join(addr, &code(&app, 0)));
    let step = view(addr, &first)["screen"]["step"].as_u64().expect("a decision");
    let lay = |token: &str, card: u8| {
        let (token, body) = (token.to_string(), serde_json::json!({ "step": step, "card": card }).to_string());
        move || http(addr, "POST", "/api/card", None, Some(&token), &body)
    };
    let slot = |app: &App| app.lesson().expect("lesson").draft().cards[0];
    let r = with_console(&mut app, &mut rx, lay(&first, 1));
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(slot(&app), Some(Card(1)));
    // The draft cannot be written any more.
    let draft = colony::store::pending_path(&path);
    let _ = std::fs::remove_file(&draft);
    std::fs::create_dir_all(draft.join("in-the-way")).expect("block the draft");
    let r = with_console(&mut app, &mut rx, lay(&second, 2));
    assert_ne!(r.status, 200, "told it is not saved: {}", r.body);
    assert_eq!(slot(&app), Some(Card(1)), "the card on disk stays laid");
    // A team has one card at the console at a time, so its next failing card goes back to the
    // same place: the card on disk, not the one that failed before it.
    let r = with_console(&mut app, &mut rx, lay(&first, 3));
    assert_ne!(r.status, 200, "told it is not saved: {}", r.body);
    assert_eq!(slot(&app), Some(Card(1)), "back to the card on disk, past both failures");
    std::fs::remove_dir_all(&draft).expect("unblock");
    // Once the disk takes it again, the next card is saved and stays.
    let r = with_console(&mut app, &mut rx, lay(&second, 2));
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(slot(&app), Some(Card(2)));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The issue's whole scenario: twelve teams, eight on paper and four on their phones, a whole
/// lesson with its investments, a war and the whole debrief, the teacher's inputs counted as
/// the keys and clicks a teacher gives (the phones' cards and investments arrive by
/// themselves). The aim: at most 250.
#[test]
fn eight_paper_and_four_phone_teams_play_a_whole_lesson_in_at_most_250_inputs() {
    use colony::gui::Mode;
    use iced::keyboard::{Key, Modifiers, key::Named};
    let dir = temp_dir("scenario");
    let (mut app, mut rx, addr) = lesson_with_devices(&dir, 12);
    // The devices' button, the address's Start and Close.
    let inputs = std::cell::Cell::new(3usize);
    let posted = std::cell::Cell::new(0usize);
    let tokens: Vec<(usize, String)> = (8..12).map(|t| (t, join(addr, &code(&app, t)))).collect();
    let key = |app: &mut App, k: Key, m: Modifiers| {
        press(app, k, m);
        inputs.set(inputs.get() + 1);
    };
    // Each phone acts on what its page shows: the last card it may lay, one army if it can pay.
    let phones_act = |app: &mut App, rx: &mut _| {
        for (_, token) in &tokens {
            let t = token.clone();
            let v = with_console(app, rx, move || view(addr, &t));
            let screen = &v["screen"];
            let step = screen["step"].as_u64().unwrap_or(0);
            let post = match screen["kind"].as_str() {
                Some("decide") if screen["laid"].is_null() => {
                    let card = screen["options"]
                        .as_array()
                        .and_then(|o| o.iter().rev().find(|o| o["why_not"].is_null()))
                        .and_then(|o| o["number"].as_u64());
                    card.map(|c| ("/api/card", format!(r#"{{"step":{step},"card":{c}}}"#)))
                }
                Some("invest") if screen["note"].is_null() => {
                    let armies = screen["gold"].as_u64().unwrap_or(0).min(1);
                    Some(("/api/spend", format!(r#"{{"step":{step},"armies":{armies},"farms":0}}"#)))
                }
                _ => None,
            };
            if let Some((path, body)) = post {
                let t = token.clone();
                let r = with_console(app, rx, move || http(addr, "POST", path, None, Some(&t), &body));
                assert_eq!(r.status, 200, "{path} {}", r.body);
                posted.set(posted.get() + 1);
            }
        }
    };
    let mut attacked = false;
    for _ in 0..2_000 {
        let l = app.lesson().expect("lesson");
        if matches!(l.mode(), Mode::Revealed(_)) {
            key(&mut app, Key::Named(Named::Enter), Modifiers::default());
            continue;
        }
        let game = l.session().game().clone();
        match game.expecting() {
            Expect::Over => break,
            Expect::Decide { .. } => {
                phones_act(&mut app, &mut rx);
                // The paper teams' cards by their keys: the mark skips the phones' teams.
                let war = game.lesson().steps[game.state().step].kind == colony::lesson::StepKind::ColonialWars;
                for _ in 0..12 {
                    let l = app.lesson().expect("lesson");
                    let t = l.draft().focus;
                    if l.draft().cards.get(t).is_some_and(Option::is_some) || l.draft().from_device(t) {
                        break;
                    }
                    let allowed = l.session().game().allowed_cards(t);
                    let Some(card) = (if war { allowed.first() } else { allowed.last() }).copied() else { break };
                    key(&mut app, Key::Character(card.to_string().into()), Modifiers::default());
                }
                key(&mut app, Key::Named(Named::Enter), Modifiers::default());
            }
            Expect::Invest => {
                phones_act(&mut app, &mut rx);
                let st = game.state();
                let paying: Vec<usize> =
                    (0..8).filter(|&t| game.spend_limit(t).has_country && st.teams[t].gold > 0).collect();
                for t in paying {
                    while app.lesson().expect("lesson").draft().focus != t {
                        key(&mut app, Key::Named(Named::Tab), Modifiers::default());
                    }
                    key(&mut app, Key::Character("1".into()), Modifiers::default());
                }
                // Rows nobody needed to type (no gold): Shift+Enter confirms them at nothing.
                key(&mut app, Key::Named(Named::Enter), Modifiers::SHIFT);
            }
            Expect::Attack { .. } if !attacked && !game.attack_sources().is_empty() => {
                attacked = true;
                key(&mut app, Key::Named(Named::ArrowRight), Modifiers::default());
                key(&mut app, Key::Named(Named::ArrowDown), Modifiers::default());
                key(&mut app, Key::Named(Named::Enter), Modifiers::default());
                while matches!(app.lesson().expect("lesson").session().game().expecting(), Expect::Throw { .. }) {
                    key(&mut app, Key::Named(Named::Enter), Modifiers::default());
                }
            }
            Expect::Attack { .. } => key(&mut app, Key::Named(Named::Enter), Modifiers::SHIFT),
            _ => key(&mut app, Key::Named(Named::Enter), Modifiers::default()),
        }
        if let Some(e) = app.lesson().expect("lesson").error() {
            panic!("refused: {}", e.say(&colony::i18n::Translator::new(colony::i18n::Language::En)));
        }
    }
    let l = app.lesson().expect("lesson");
    assert!(l.session().game().is_over(), "the lesson reached its results");
    let fought = l.session().record().entries.iter().any(|e| matches!(e.input, colony::engine::Input::Throw));
    assert!(fought, "a war was fought");
    let lesson_inputs = inputs.get();
    // The whole debrief, a key a question.
    let questions = colony::gui::lesson::debrief_questions(app.lesson().expect("lesson")).len();
    for _ in 0..questions {
        key(&mut app, Key::Named(Named::Enter), Modifiers::default());
    }
    println!(
        "8 paper and 4 phone teams: {lesson_inputs} inputs for the lesson ({} cards and investments from the phones), {} with its {questions} debrief questions",
        posted.get(),
        inputs.get()
    );
    assert!(posted.get() > 40, "the phones played their part");
    assert!(inputs.get() <= 250, "{} inputs", inputs.get());
    let _ = std::fs::remove_dir_all(&dir);
}
