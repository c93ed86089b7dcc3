//! The console's side of team devices, below the screens that show them: the server as the
//! console holds it, the addresses to pick from, each team's devices, the QR codes and the
//! panel's messages. The panel itself and what each team's devices see are the lesson's
//! (`lesson::devices`).

use iced::widget::canvas::{self, Frame as Canvas, Geometry, Path};
use iced::{Color, Element, Point, Rectangle, Renderer, Size, Theme, mouse};
use std::fmt;
use std::net::IpAddr;
use std::sync::Arc;

use crate::devices::Devices;

/// A QR code as its dark and light modules, drawn on a canvas (on the console and the projector).
#[derive(Clone, Debug, PartialEq)]
pub struct Qr {
    pub width: usize,
    pub dark: Arc<Vec<bool>>,
}

impl Qr {
    pub fn new(data: &str) -> Option<Qr> {
        let code = qrcode::QrCode::with_error_correction_level(data.as_bytes(), qrcode::EcLevel::M).ok()?;
        let dark = code.to_colors().into_iter().map(|c| c == qrcode::Color::Dark).collect();
        Some(Qr { width: code.width(), dark: Arc::new(dark) })
    }

    /// The code `size` pixels wide, black on white with its quiet zone.
    pub fn view<M: 'static>(&self, size: f32) -> Element<'static, M> {
        canvas::Canvas::new(self.clone()).width(size).height(size).into()
    }
}

impl<M> canvas::Program<M> for Qr {
    type State = ();

    fn draw(&self, _: &(), renderer: &Renderer, _: &Theme, bounds: Rectangle, _: mouse::Cursor) -> Vec<Geometry> {
        let mut frame = Canvas::new(renderer, bounds.size());
        let quiet = 4.0;
        let cells = self.width as f32 + 2.0 * quiet;
        let cell = (bounds.width.min(bounds.height) / cells).floor().max(1.0);
        frame.fill_rectangle(Point::ORIGIN, bounds.size(), Color::WHITE);
        let origin = (bounds.width.min(bounds.height) - cell * self.width as f32) / 2.0;
        for (i, &d) in self.dark.iter().enumerate() {
            if d {
                let (x, y) = ((i % self.width) as f32, (i / self.width) as f32);
                frame.fill(
                    &Path::rectangle(Point::new(origin + x * cell, origin + y * cell), Size::new(cell, cell)),
                    Color::BLACK,
                );
            }
        }
        vec![frame.into_geometry()]
    }
}

/// The team devices' part of the lesson screen: the laptop's addresses, the one chosen, and
/// the server while it runs.
#[derive(Default)]
pub struct TeamDevices {
    pub console: Option<Box<DeviceConsole>>,
    pub addresses: Vec<IpAddr>,
    pub address: Option<IpAddr>,
}

/// The server while it runs, with what the console shows of it.
pub struct DeviceConsole {
    pub server: Devices,
    /// The page's address as a QR code (it opens the page; joining needs a team's code).
    pub qr: Option<Qr>,
    /// The team whose own code and QR code are shown on the console (one at a time).
    pub shown: Option<(usize, Option<Qr>)>,
    /// The team that was given a new code when a device was taken off.
    pub renewed: Option<usize>,
    /// The server's count of changes to its codes and tokens when they were last kept on disk.
    pub kept: Option<u64>,
    /// How many devices the team whose code is shown had when it was shown: once one more
    /// joins, the code hides itself (a mirrored laptop must not keep it on the wall).
    pub shown_with: usize,
    /// How many devices of each team were heard from lately, as of the last tick: the
    /// projector's chips read this, not the server's clock, so a frame is a function of
    /// the state.
    pub joined: Vec<usize>,
    /// The map's drawing for the phones, made once: the board never changes in a class.
    pub map_svg: String,
    /// Where the class may see this screen: the code (or the slips) the teacher asked to show,
    /// waiting for the teacher to blank the wall first.
    pub asking: Option<Secret>,
    /// When the code shown hides itself (where the class may see this screen).
    pub shown_until: Option<std::time::Instant>,
    /// Why joins are being refused, as of the last tick (the lesson's screen says so).
    pub trouble: Option<crate::devices::server::JoinTrouble>,
}

/// What of the devices' secrets the teacher asked to show where the class may see the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Secret {
    /// A team's own code and QR code.
    Code(usize),
    /// Every team's code slip, as a PDF that opens on the screen.
    Slips,
}

/// How long a code stays on a screen the class may see (the team copies six digits or scans).
pub const CODE_SHOWN: std::time::Duration = std::time::Duration::from_secs(30);

impl DeviceConsole {
    pub fn new(server: Devices, map: Option<&crate::map::Map>, teams: usize) -> DeviceConsole {
        let qr = Qr::new(&server.url());
        let joined = server.devices(teams);
        let map_svg = map.map(crate::board::svg).unwrap_or_default();
        DeviceConsole {
            server,
            qr,
            shown: None,
            renewed: None,
            kept: None,
            shown_with: 0,
            joined,
            map_svg,
            asking: None,
            shown_until: None,
            trouble: None,
        }
    }

    /// Counts again which teams' devices were heard from lately (on the tick, after a join).
    pub fn refresh_joined(&mut self) {
        self.joined = self.server.devices(self.joined.len());
        self.trouble = self.server.join_trouble();
    }

    /// Why joins are refused now, in the teacher's words: the sources that wait, and typed
    /// codes paused for everyone; `None` when none are.
    pub fn trouble_words(&self, tr: &crate::i18n::Translator) -> Option<String> {
        use crate::i18n::Arg;
        let t = self.trouble.as_ref()?;
        let mut lines = Vec::new();
        if let Some(left) = t.paused {
            lines.push(tr.tr("devices-joining-paused", &[("seconds", Arg::from(left.as_secs().max(1) as usize))]));
        }
        for w in t.waiting.iter().take(3) {
            lines.push(tr.tr(
                "devices-source-waits",
                &[
                    ("address", Arg::from(w.address.to_string())),
                    ("wrong", Arg::from(w.wrong)),
                    ("minutes", Arg::from(w.left.as_secs().div_ceil(60).max(1) as usize)),
                ],
            ));
        }
        Some(lines.join(" "))
    }

    /// Shows a team's own code and QR code (or hides them, with `None`).
    pub fn show(&mut self, team: Option<usize>) {
        self.shown = team.map(|t| (t, Qr::new(&self.server.team_url(t))));
        self.shown_with = team.map_or(0, |t| self.server.team_devices(t).len());
        self.asking = None;
        if team.is_none() {
            self.shown_until = None;
        }
    }

    /// Shows a team's code on a screen the class may see, after the teacher blanked the wall:
    /// for `CODE_SHOWN` at most.
    pub fn show_briefly(&mut self, team: usize, now: std::time::Instant) {
        self.show(Some(team));
        self.shown_until = Some(now + CODE_SHOWN);
    }

    /// Hides the team's code once a device of the team has joined with it, or once its time on
    /// a screen the class may see is up.
    pub fn hide_when_joined(&mut self, now: std::time::Instant) {
        let joined = self.shown.as_ref().is_some_and(|(t, _)| self.server.team_devices(*t).len() > self.shown_with);
        if joined || self.shown_until.is_some_and(|until| now >= until) {
            self.show(None);
        }
    }
}

/// An address in the picker, named for the teacher.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    pub ip: IpAddr,
    pub label: String,
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

/// The messages of the devices panel.
#[derive(Clone, Debug)]
pub enum DevMsg {
    Pick(IpAddr),
    /// Look for the laptop's network addresses again.
    Refresh,
    Start,
    Stop,
    /// Take every device of a team off.
    Revoke(usize),
    /// Take one device of a team off (its number within the team).
    TakeOff(usize, u32),
    /// Show a team's own code on the console (or hide it).
    ShowCode(Option<usize>),
    /// Where the class may see the screen: ask the teacher to blank the wall before a secret
    /// shows (`None`: the question is left).
    Ask(Option<Secret>),
    /// Write every team's code slip (its code and QR code) as a PDF to print and cut apart.
    PrintSlips,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Where the class may see the screen, a team's code shows for `CODE_SHOWN` and then hides
    /// itself, without anyone joining; the question before it (blank the projector) goes with
    /// the code shown.
    #[test]
    fn a_code_shown_where_the_class_may_see_hides_itself_when_its_time_is_up() {
        let server =
            Devices::start(std::net::Ipv4Addr::LOCALHOST.into(), 0, true, 3, crate::devices::Snapshot::default(), None)
                .expect("the server starts on 127.0.0.1");
        let mut d = DeviceConsole::new(server, None, 3);
        d.asking = Some(Secret::Code(1));
        let t0 = std::time::Instant::now();
        d.show_briefly(1, t0);
        assert_eq!(d.asking, None, "the question goes once the code shows");
        assert_eq!(d.shown.as_ref().map(|(t, _)| *t), Some(1));
        d.hide_when_joined(t0 + CODE_SHOWN - std::time::Duration::from_secs(1));
        assert!(d.shown.is_some(), "still there a second before its time");
        d.hide_when_joined(t0 + CODE_SHOWN);
        assert!(d.shown.is_none() && d.shown_until.is_none(), "hidden when its time is up");
        // Where only the teacher sees the screen, a code shown stays until hidden or joined.
        d.show(Some(2));
        d.hide_when_joined(t0 + 10 * CODE_SHOWN);
        assert!(d.shown.is_some(), "no time limit on the teacher's own screen");
    }
}
