//! The real binary in a real window: started under Xvfb, its start screen and a decision
//! step are photographed and must not be blank; the time to a window and the memory of a
//! 12-team lesson are measured. Needs Xvfb, xwininfo and ImageMagick's `import`:
//! `.ci/run` installs them and runs `cargo test --test window -- --ignored`.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use colony::engine::{Record, Session, TeamInfo};
use colony::lesson::Lesson;
use colony::simulate::Player;

struct Kill(Child);
impl Drop for Kill {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn out_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("window-shots");
    std::fs::create_dir_all(&dir).expect("shots dir");
    dir
}

fn x(display: &str, program: &str, args: &[&str]) -> Option<String> {
    let out = Command::new(program).args(args).env("DISPLAY", display).output().ok()?;
    out.status.success().then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

fn start_xvfb() -> (Kill, String) {
    let n = 90 + std::process::id() % 9;
    let display = format!(":{n}");
    let child = Command::new("Xvfb")
        .args([display.as_str(), "-screen", "0", "1366x768x24", "-nolisten", "tcp"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb must be installed (apt-get install xvfb)");
    let guard = Kill(child);
    let start = Instant::now();
    while x(&display, "xwininfo", &["-root"]).is_none() {
        assert!(start.elapsed() < Duration::from_secs(10), "Xvfb did not start");
        std::thread::sleep(Duration::from_millis(50));
    }
    (guard, display)
}

/// Starts the app and returns it with the time until its window exists.
fn start_app(display: &str, data: &Path, args: &[&str]) -> (Kill, Duration) {
    let start = Instant::now();
    let child = Command::new(env!("CARGO_BIN_EXE_colony"))
        .args(args)
        .env("DISPLAY", display)
        .env("COLONY_DATA_DIR", data)
        .env_remove("WAYLAND_DISPLAY")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the app starts");
    let guard = Kill(child);
    loop {
        let tree = x(display, "xwininfo", &["-root", "-tree"]).unwrap_or_default();
        if tree.contains("\"Colony Classroom\"") {
            return (guard, start.elapsed());
        }
        assert!(start.elapsed() < Duration::from_secs(20), "no window appeared");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// The id of the app's window, from the X tree.
fn window_id(display: &str) -> Option<String> {
    let tree = x(display, "xwininfo", &["-root", "-tree"])?;
    let line = tree.lines().find(|l| l.contains("\"Colony Classroom\""))?;
    line.split_whitespace().next().map(String::from)
}

/// How many colours and how many dark (text) pixels a picture of the window has.
fn content(path: &Path) -> (usize, usize, usize) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).expect("png")));
    let mut reader = decoder.read_info().expect("png header");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("png frame");
    let bytes = &buf[..info.buffer_size()];
    let px = info.color_type.samples();
    let mut colours = std::collections::HashSet::new();
    let mut dark = 0usize;
    for p in bytes.chunks(px) {
        // ImageMagick writes a grey picture with one or two samples per pixel.
        let (r, g, b) = if px >= 3 { (p[0], p[1], p[2]) } else { (p[0], p[0], p[0]) };
        colours.insert((r, g, b));
        if u32::from(r) + u32::from(g) + u32::from(b) < 200 {
            dark += 1;
        }
    }
    (colours.len(), dark, bytes.len() / px)
}

/// Photographs the app's own window (not the screen around it) until it shows real content:
/// many colours and text, within 10 seconds.
fn shoot(display: &str, name: &str) -> Vec<u8> {
    let path = out_dir().join(format!("{name}.png"));
    let start = std::time::Instant::now();
    loop {
        std::thread::sleep(Duration::from_millis(500));
        let id = window_id(display).expect("the window is there");
        let ok = Command::new("import")
            .args(["-window", &id, path.to_str().expect("utf-8 path")])
            .env("DISPLAY", display)
            .status()
            .expect("ImageMagick's import must be installed");
        assert!(ok.success(), "import failed");
        let (colours, dark, total) = content(&path);
        let painted = colours > 20 && dark > total / 500 && dark < total / 2;
        if painted || start.elapsed() > Duration::from_secs(10) {
            eprintln!("{name}: {colours} colours, {:.1}% dark pixels", 100.0 * dark as f64 / total as f64);
            assert!(colours > 20, "{name} looks blank: {colours} colours");
            assert!(dark > total / 500, "{name} has almost no text");
            assert!(dark < total / 2, "{name} is mostly dark: not painted");
            return std::fs::read(&path).expect("png");
        }
    }
}

fn rss_mb(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

#[test]
#[ignore]
fn the_real_window_shows_the_start_screen_and_a_decision_step() {
    let (_xvfb, display) = start_xvfb();
    let data = std::env::temp_dir().join(format!("colony-window-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(data.join("classes")).expect("data dir");
    let text = std::fs::read_to_string("rules/tests/data/example-game.json").expect("example");
    let mut rec = Record::from_json(&text).expect("parses");
    rec.entries.truncate(1);
    let decision = data.join("classes/9b.json");
    colony::store::save_record(&decision, &rec).expect("save");

    let (app, took) = start_app(&display, &data, &[]);
    eprintln!("start screen: window after {took:?}");
    let start = shoot(&display, "start-screen");
    drop(app);

    let (app, took) = start_app(&display, &data, &["open", decision.to_str().expect("path")]);
    eprintln!("decision step: window after {took:?}");
    let step = shoot(&display, "decision-step");
    assert_ne!(start, step, "the decision step must differ from the start screen");
    drop(app);

    // Memory with a 12-team lesson open, well into phase 3.
    let lesson = std::sync::Arc::new(Lesson::builtin());
    let teams = (0..12).map(|i| TeamInfo::new(format!("Team {}", i + 1), "red")).collect();
    let mut s = Session::new(lesson, teams, 3).expect("session");
    let mut player = Player::new(3);
    while s.game().state().step < 9 {
        let input = player.choose(s.game());
        s.apply(input).expect("legal");
    }
    let twelve = data.join("classes/twelve.json");
    colony::store::save_record(&twelve, s.record()).expect("save");
    let (app, _) = start_app(&display, &data, &["open", twelve.to_str().expect("path")]);
    let _ = shoot(&display, "twelve-teams");
    let rss = rss_mb(app.0.id());
    eprintln!("12-team lesson: {rss:.1} MB resident");
    assert!(rss > 1.0 && rss < 150.0, "resident memory {rss:.1} MB");
    drop(app);
    let _ = std::fs::remove_dir_all(&data);
}
