//! The team page in a real browser: headless Chromium, driven through chromedriver (W3C
//! WebDriver over HTTP on 127.0.0.1) at a real phone's size (390x844 at device pixel ratio 3),
//! opens the address the panel shows, types a wrong code (kept for mending) and then a team's
//! own code (it moves on by itself after six digits), joins a second team from its QR link,
//! lays their cards, sees the reveal; and photographs the page in three languages into
//! `target/tmp/screenshots/phone-*.png` (the English ones are kept in `docs/screenshots/`). Needs Debian's `chromium` and `chromium-driver`; run by
//! `.ci/run`: `cargo test --test browser -- --ignored`.
#![allow(unused_results)] // a test drops what it does not check

mod common;

use base64::Engine as _;
use colony::engine::Card;
use common::*;
use serde_json::{Value, json};
use std::net::{SocketAddr, TcpListener};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use colony::gui::{DraftMsg, EntryMsg, LessonMsg, Message, ShowMsg};
use colony::i18n::Language;

/// chromedriver on a free port of 127.0.0.1, stopped when dropped.
struct Driver {
    child: Child,
    addr: SocketAddr,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn driver() -> Driver {
    let port = TcpListener::bind("127.0.0.1:0").expect("port").local_addr().expect("addr").port();
    let child = Command::new("chromedriver")
        .arg(format!("--port={port}"))
        .arg("--allowed-ips=127.0.0.1")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver (Debian's chromium-driver) must be installed");
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().expect("addr");
    let start = Instant::now();
    while webdriver(addr, "GET", "/status", None).is_none() {
        assert!(start.elapsed() < Duration::from_secs(60), "chromedriver did not start");
        std::thread::sleep(Duration::from_millis(100));
    }
    Driver { child, addr }
}

/// One WebDriver command; its `value`.
fn webdriver(addr: SocketAddr, method: &str, path: &str, body: Option<Value>) -> Option<Value> {
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let r = http(addr, method, path, None, None, &body);
    if r.status == 0 {
        return None;
    }
    // chromedriver may answer in chunks; the JSON is between the first '{' and the last '}'.
    let start = r.body.find('{')?;
    let end = r.body.rfind('}')?;
    let v: Value = serde_json::from_str(&r.body[start..=end]).ok()?;
    if r.status != 200 {
        panic!("webdriver {method} {path}: {} {v}", r.status);
    }
    Some(v["value"].clone())
}

/// A headless Chromium window the size of a phone, in `lang`.
struct Phone {
    driver: SocketAddr,
    session: String,
}

impl Phone {
    fn open(driver: SocketAddr, lang: &str) -> Phone {
        let caps = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium",
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                         "--disable-component-update", "--disable-sync", "--no-first-run",
                         format!("--lang={lang}"), "--hide-scrollbars"],
                // A phone's screen: headless Chromium ignores small window sizes, the device
                // metrics it takes.
                "mobileEmulation": {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 3.0}}
            }
        }}});
        let v = webdriver(driver, "POST", "/session", Some(caps)).expect("a browser session");
        Phone { driver, session: v["sessionId"].as_str().expect("session id").to_string() }
    }

    fn cmd(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        webdriver(self.driver, method, &format!("/session/{}{path}", self.session), body).unwrap_or(Value::Null)
    }

    fn go(&self, url: &str) {
        self.cmd("POST", "/url", Some(json!({ "url": url })));
    }

    /// The page's text, as the student reads it.
    fn text(&self) -> String {
        self.cmd("POST", "/execute/sync", Some(json!({"script": "return document.body.innerText;", "args": []})))
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Waits (at most 15 s) until the page shows `part`.
    fn wait_for(&self, part: &str) {
        let start = Instant::now();
        while !self.text().contains(part) {
            assert!(start.elapsed() < Duration::from_secs(15), "the page never showed «{part}»:\n{}", self.text());
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Types `keys` into the element `css` finds.
    fn type_into(&self, css: &str, keys: &str) {
        let e = self.cmd("POST", "/element", Some(json!({"using": "css selector", "value": css})));
        let id =
            e.as_object().and_then(|o| o.values().next()).and_then(Value::as_str).expect("the element").to_string();
        self.cmd("POST", &format!("/element/{id}/value"), Some(json!({ "text": keys })));
    }

    /// The value of the input `css` finds.
    fn value(&self, css: &str) -> String {
        let script = "var e = document.querySelector(arguments[0]); return e ? e.value : null;";
        self.cmd("POST", "/execute/sync", Some(json!({"script": script, "args": [css]})))
            .as_str()
            .unwrap_or_default()
            .to_string()
    }

    /// Clicks the first button whose text starts with `label`.
    fn click(&self, label: &str) {
        let script = "var b = document.getElementsByTagName('button'); \
                      for (var i = 0; i < b.length; i++) { \
                        if (b[i].textContent.indexOf(arguments[0]) === 0) { b[i].click(); return true; } } \
                      return false;";
        let found = self.cmd("POST", "/execute/sync", Some(json!({"script": script, "args": [label]})));
        assert_eq!(found, Value::Bool(true), "no button «{label}»:\n{}", self.text());
    }

    fn screenshot(&self, out: &str) {
        let v = self.cmd("GET", "/screenshot", None);
        let png = base64::engine::general_purpose::STANDARD.decode(v.as_str().unwrap_or_default()).expect("base64");
        assert!(png.starts_with(b"\x89PNG"), "a picture");
        std::fs::write(out, png).expect("write the picture");
    }
}

/// The page's words for a wrong code, in `lang`.
fn tr_wrong(lang: Language) -> String {
    colony::i18n::Translator::new(lang).text("phone-wrong-code")
}

/// A picture's path in the build's own folder.
fn shot(name: &str) -> String {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).expect("screenshots folder");
    dir.join(name).to_string_lossy().into_owned()
}

impl Drop for Phone {
    fn drop(&mut self) {
        let _ = webdriver(self.driver, "DELETE", &format!("/session/{}", self.session), None);
    }
}

#[test]
#[ignore]
fn two_teams_lay_their_cards_from_a_browser_and_see_the_reveal() {
    let d = driver();
    for lang in [Language::En, Language::De, Language::Es] {
        let dir = temp_dir(&format!("browser-{}", lang.code()));
        let (mut app, mut rx, _addr) = lesson_in(&dir, 4, lang);
        let server = &app.lesson().and_then(|l| l.devices()).expect("devices").server;
        let (code1, url2, base) = (server.team_code(0), server.team_url(1), server.url());
        let wrong = if code1 == "123456" { "654321" } else { "123456" };
        let wrong_words = tr_wrong(lang);
        let tr = colony::i18n::Translator::new(lang);
        let (trade, ignore) = (tr.text("p1-contact-trade"), tr.text("p1-contact-ignore"));
        let shots = lang.code().to_string();
        let outcome_title = tr.text("phone-outcome-title");
        let send_why = tr.text("phone-why-send");
        let why_sent = tr.text("phone-why-sent");
        let join_title = tr.text("phone-join-title");
        let map_legend = tr.text("phone-map-legend");
        let (map_whole, map_own) = (tr.text("phone-map-whole"), tr.text("phone-map-own"));
        let counts = tr.tr("phone-card-counts", &[("card", colony::i18n::Arg::from(2u32))]);
        // The page at the panel's address: a wrong code is refused and stays to be mended; the
        // team's own code moves on by itself after six digits. A second team from its QR link.
        let daddr = d.addr;
        let phones = with_console(&mut app, &mut rx, move || {
            let a = Phone::open(daddr, &shots);
            a.go(&base);
            a.wait_for(&join_title);
            a.screenshot(&shot(&format!("phone-{shots}-1-join.png")));
            a.type_into("#code", wrong);
            a.wait_for(&wrong_words);
            assert_eq!(a.value("#code"), wrong, "what was typed is kept after the error");
            a.screenshot(&shot(&format!("phone-{shots}-1b-wrong-code.png")));
            a.cmd(
                "POST",
                "/execute/sync",
                Some(json!({"script": "document.getElementById('code').value = '';", "args": []})),
            );
            a.type_into("#code", &code1);
            a.wait_for(&trade);
            // The team's map: its one country after the landing marked, the others not.
            a.wait_for(&map_legend);
            let script = "return document.querySelectorAll('.map path[data-own=\"1\"]').length;";
            let own = a.cmd("POST", "/execute/sync", Some(json!({"script": script, "args": []})));
            assert_eq!(own, json!(1), "the team's own country is marked on its map");
            // The picture has a name for a screen reader: what its colours say.
            let script = "return document.querySelector('.map svg').getAttribute('aria-label');";
            let name = a.cmd("POST", "/execute/sync", Some(json!({"script": script, "args": []})));
            assert_eq!(name, json!(map_legend), "the map's accessible name");
            // The map opens on the team's country and its neighbours; a button shows the
            // whole map and back.
            let zoomed = "var s = document.querySelector('.map svg'); \
                          return s.getAttribute('viewBox') !== s.getAttribute('data-full');";
            let is_zoomed = |p: &Phone| p.cmd("POST", "/execute/sync", Some(json!({"script": zoomed, "args": []})));
            assert_eq!(is_zoomed(&a), json!(true), "the phone's map opens close up");
            a.click(&map_whole);
            assert_eq!(is_zoomed(&a), json!(false), "the whole map");
            a.screenshot(&shot(&format!("phone-{shots}-2c-whole-map.png")));
            a.click(&map_own);
            assert_eq!(is_zoomed(&a), json!(true), "and close up again");
            // The team's letter in its header, as on the map and the teacher's screen.
            let script = "return document.getElementById('mark').textContent;";
            let mark = a.cmd("POST", "/execute/sync", Some(json!({"script": script, "args": []})));
            assert_eq!(mark, json!("A"), "team 1's letter in the header");
            a.screenshot(&shot(&format!("phone-{shots}-2-decision.png")));
            let scroll = "document.querySelector('.map').scrollIntoView(); return true;";
            a.cmd("POST", "/execute/sync", Some(json!({"script": scroll, "args": []})));
            a.screenshot(&shot(&format!("phone-{shots}-2b-map.png")));
            a.cmd("POST", "/execute/sync", Some(json!({"script": "window.scrollTo(0, 0); return true;", "args": []})));
            a.click(&format!("2  {trade}"));
            let b = Phone::open(daddr, &shots);
            b.go(&url2);
            b.wait_for(&ignore);
            b.click(&format!("3  {ignore}"));
            a.wait_for(&counts);
            a.screenshot(&shot(&format!("phone-{shots}-3-card-laid.png")));
            // The team says why, after laying its card.
            a.type_into("#why", WHY);
            a.click(&send_why);
            // Once the laptop keeps it, the page says so instead of offering to send it again.
            a.wait_for(&why_sent);
            assert!(!a.text().contains(&send_why), "no second offer: {}", a.text());
            a.screenshot(&shot(&format!("phone-{shots}-3b-why-sent.png")));
            (a, b)
        });
        // The reason reaches the console with the card (the device hears "saved" once it is on
        // disk); nobody else sees it.
        for _ in 0..500 {
            if app.lesson().is_some_and(|l| l.draft().why[0].is_some()) {
                break;
            }
            common::pump(&mut app, &mut rx);
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert_eq!(app.lesson().expect("lesson").draft().why[0].as_deref(), Some(WHY));
        // The console has both cards, from the devices; the other two by hand; resolve.
        let l = app.lesson().expect("lesson");
        assert_eq!(&l.draft().cards[..2], &[Some(Card(2)), Some(Card(3))]);
        assert!(l.draft().by_device[0] && l.draft().by_device[1]);
        app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(2, Card(1)))));
        app.drive(Message::Lesson(LessonMsg::Draft(DraftMsg::Card(3, Card(1)))));
        app.drive(Message::Lesson(LessonMsg::Entry(EntryMsg::Resolve)));
        common::settle(&mut app); // the save may end in the background on a busy machine
        let shots = lang.code().to_string();
        let phones = with_console(&mut app, &mut rx, move || {
            let (a, b) = phones;
            a.wait_for(&outcome_title);
            b.wait_for(&outcome_title);
            // After the reveal the close-up still shows the team's own country (not the sea in a
            // corner once the page is drawn again).
            let inside = "var s = document.querySelector('.map svg'); \
                          var v = s.getAttribute('viewBox').split(' ').map(Number); \
                          var own = s.querySelectorAll('path[data-own=\"1\"]'); \
                          if (!own.length) { return 'no own country'; } \
                          for (var i = 0; i < own.length; i++) { var b = own[i].getBBox(); \
                            if (b.width <= 0 || b.x < v[0] || b.y < v[1] || b.x + b.width > v[0] + v[2] || b.y + b.height > v[1] + v[3]) \
                              { return 'out: ' + [b.x, b.y, b.width, b.height] + ' in ' + v; } } \
                          return 'in';";
            let said = a.cmd("POST", "/execute/sync", Some(json!({"script": inside, "args": []})));
            assert_eq!(said, json!("in"), "the team's country in its close-up after the reveal");
            // Each sees its own team's outcome, not the other's.
            let (one, two) = (team_name(lang, 1), team_name(lang, 2));
            assert!(a.text().contains(&one) && !a.text().contains(&format!("{two}:")), "{}", a.text());
            a.screenshot(&shot(&format!("phone-{shots}-4-outcome.png")));
            (a, b)
        });
        if lang == Language::En {
            investment_from_a_browser(&mut app, &mut rx, phones);
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    drop(d);
}

/// The lesson moves on to its first investment (the console plays the steps before with the last
/// card allowed); team 1's page buys armies with "+" up to the engine's limit and no further, and
/// shows the gold left.
fn investment_from_a_browser(
    app: &mut colony::gui::App,
    rx: &mut iced::futures::channel::mpsc::UnboundedReceiver<colony::devices::Request>,
    phones: (Phone, Phone),
) {
    use colony::engine::Expect;
    for _ in 0..200 {
        let l = app.lesson().expect("lesson");
        if matches!(l.mode(), colony::gui::Mode::Revealed(_)) {
            app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Next)));
            continue;
        }
        let game = l.session().game();
        let msgs = match game.expecting() {
            Expect::Invest => break,
            Expect::Decide { choosing } => {
                let mut m: Vec<LessonMsg> = (0..4)
                    .filter(|&t| choosing.contains(t))
                    .map(|t| {
                        LessonMsg::Draft(DraftMsg::Card(t, game.allowed_cards(t).last().copied().unwrap_or(Card(1))))
                    })
                    .collect();
                m.push(LessonMsg::Entry(EntryMsg::Resolve));
                m
            }
            _ => vec![LessonMsg::Entry(EntryMsg::Proceed)],
        };
        for m in msgs {
            app.drive(Message::Lesson(m));
            settle(app);
        }
    }
    let game = app.lesson().expect("lesson").session().game();
    assert!(matches!(game.expecting(), Expect::Invest), "the lesson reached an investment");
    let limit = game.spend_limit(0);
    assert!(limit.has_country && limit.gold > 0, "team 1 has gold to spend: {limit:?}");
    let most = limit.max_armies(0);
    let left = format!("Gold left: {}", limit.left(colony::engine::Spend { armies: most, farms: 0 }));
    let phones = with_console(app, rx, move || {
        let (a, b) = phones;
        a.wait_for("Armies to buy");
        // One press more than the team can pay for.
        for _ in 0..=most {
            a.click("+");
        }
        a.wait_for(&left);
        let script = "return document.getElementsByTagName('output')[0].textContent;";
        let shown = a.cmd("POST", "/execute/sync", Some(json!({"script": script, "args": []})));
        assert_eq!(shown, Value::String(most.to_string()), "{most} armies, no more:\n{}", a.text());
        a.screenshot(&shot("phone-en-5-investment.png"));
        (a, b)
    });
    end_in_a_browser(app, rx, phones);
}

/// The console plays on to the end and shows the first debrief question; team 1's page shows its
/// place by gold and by prestige, and the question.
fn end_in_a_browser(
    app: &mut colony::gui::App,
    rx: &mut iced::futures::channel::mpsc::UnboundedReceiver<colony::devices::Request>,
    phones: (Phone, Phone),
) {
    play_to_the_end(app);
    app.drive(Message::Lesson(LessonMsg::Show(ShowMsg::Debrief(1))));
    let question = app.lesson().and_then(colony::gui::LessonScreen::debrief_shown).expect("the first question");
    let start = question.chars().take(40).collect::<String>();
    // The team's turning points, as the report words them, on its page.
    let tr = colony::i18n::Translator::new(Language::En);
    let session = app.lesson().expect("lesson").session();
    let turning = colony::report::one_choice::turning_points(&tr, session, 0);
    let first_turn = turning.first().map(|l| l.chars().take(30).collect::<String>());
    // And its own "what if": the second decision chosen from the list, its first other card.
    let names = app.lesson().expect("lesson").names();
    let own = colony::report::one_choice::own_what_ifs(&tr, &names, session, 0);
    let asked = own.get(1).or(own.first()).map(|w| (own.len() > 1, w.options[0].clone()));
    with_console(app, rx, move || {
        let (a, _b) = phones;
        a.wait_for("The game is over");
        a.wait_for("Gold: place ");
        a.wait_for("Prestige: place ");
        a.wait_for(&start);
        if let Some(turn) = first_turn {
            a.wait_for("With the same dice, one card changed at a time:");
            a.wait_for(&turn);
        }
        if let Some((second, (card, said))) = asked {
            a.wait_for("Ask your own “what if”");
            if second {
                let pick =
                    "var s = document.getElementById('what-if-decision'); s.value = '1'; s.onchange(); return s.value;";
                let _ = a.cmd("POST", "/execute/sync", Some(json!({"script": pick, "args": []})));
            }
            a.click(&card);
            a.wait_for(&said.chars().take(60).collect::<String>());
        }
        a.screenshot(&shot("phone-en-6-end.png"));
        let down = "var e = document.getElementById('what-if-answer'); if (e) { e.scrollIntoView(false); } return !!e;";
        let _ = a.cmd("POST", "/execute/sync", Some(json!({"script": down, "args": []})));
        a.screenshot(&shot("phone-en-6-end-what-if.png"));
    });
}

/// A team's reason, typed on its phone.
const WHY: &str = "Trade brings more than war";

/// The name of team `n` where the teacher typed none, in `lang` (the fixture's names).
fn team_name(lang: Language, n: usize) -> String {
    colony::i18n::Translator::new(lang).tr("setup-default-team", &[("number", colony::i18n::Arg::from(n))])
}
