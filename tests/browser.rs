//! The team page in a real browser: headless Chromium, driven through chromedriver (W3C
//! WebDriver over HTTP on 127.0.0.1), joins two teams from their QR links, lays their cards,
//! sees the reveal; and photographs the phone-sized page in three languages into
//! `docs/screenshots/phone-*.png`. Needs Debian's `chromium` and `chromium-driver`; run by
//! `.ci/run`: `cargo test --test browser -- --ignored`.

mod common;

use base64::Engine as _;
use common::*;
use serde_json::{Value, json};
use std::net::{SocketAddr, TcpListener};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use colony::gui::{LessonMsg, Message};
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
        assert!(start.elapsed() < Duration::from_secs(20), "chromedriver did not start");
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
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=390,844",
                         format!("--lang={lang}"), "--hide-scrollbars", "--force-device-scale-factor=1"]
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
        let (url1, url2, base) = (server.team_url(0), server.team_url(1), server.url());
        let tr = colony::i18n::Translator::new(lang);
        let (trade, ignore) = (tr.text("p1-contact-trade"), tr.text("p1-contact-ignore"));
        let shots = lang.code().to_string();
        let outcome_title = tr.text("phone-outcome-title");
        let join_title = tr.text("phone-join-title");
        let counts = tr.tr("phone-card-counts", &[("card", colony::i18n::Arg::from(2u32))]);
        // The join page, then two teams from their QR links; each lays a card.
        let daddr = d.addr;
        let phones = with_console(&mut app, &mut rx, move || {
            let stranger = Phone::open(daddr, &shots);
            stranger.go(&base);
            stranger.wait_for(&join_title);
            stranger.screenshot(&format!("docs/screenshots/phone-{shots}-1-join.png"));
            drop(stranger);
            let a = Phone::open(daddr, &shots);
            a.go(&url1);
            a.wait_for(&trade);
            a.screenshot(&format!("docs/screenshots/phone-{shots}-2-decision.png"));
            a.click(&format!("2  {trade}"));
            let b = Phone::open(daddr, &shots);
            b.go(&url2);
            b.wait_for(&ignore);
            b.click(&format!("3  {ignore}"));
            a.wait_for(&counts);
            a.screenshot(&format!("docs/screenshots/phone-{shots}-3-card-laid.png"));
            (a, b)
        });
        // The console has both cards, from the devices; the other two by hand; resolve.
        let l = app.lesson().expect("lesson");
        assert_eq!(&l.draft().cards[..2], &[Some(2), Some(3)]);
        assert!(l.draft().by_device[0] && l.draft().by_device[1]);
        let _ = app.update(Message::Lesson(LessonMsg::Card(2, 1)));
        let _ = app.update(Message::Lesson(LessonMsg::Card(3, 1)));
        let _ = app.update(Message::Lesson(LessonMsg::Resolve));
        let shots = lang.code().to_string();
        with_console(&mut app, &mut rx, move || {
            let (a, b) = phones;
            a.wait_for(&outcome_title);
            b.wait_for(&outcome_title);
            // Each sees its own team's outcome, not the other's.
            assert!(a.text().contains("Team 1") && !a.text().contains("Team 2:"), "{}", a.text());
            a.screenshot(&format!("docs/screenshots/phone-{shots}-4-outcome.png"));
        });
        let _ = std::fs::remove_dir_all(&dir);
    }
    drop(d);
}
