//! The app's two windows: the teacher's and the projector screen, where the projector screen
//! opens (beside, on a second display, in the shape of its monitor), its size, its control
//! from the teacher's window, and the icon both carry.

#[allow(clippy::wildcard_imports)]
use super::*;

impl App {
    /// The teacher's window: opened, fitted to its display, resized, closed (which ends the app).
    pub(super) fn main_window(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::MainOpened(id) => {
                self.main = Some(id);
                launch::window_opened();
                return window::monitor_size(id).map(move |size| Message::MainMonitor(id, size));
            }
            Message::MainMonitor(id, Some(monitor)) => {
                let fit = Size::new(monitor.width.min(1366.0), monitor.height.min(768.0));
                if fit != Size::new(1366.0, 768.0) && fit.width >= 1.0 && fit.height >= 1.0 {
                    (self.main_width, self.main_height) = (fit.width, fit.height);
                    return window::resize(id, fit);
                }
            }
            Message::MainMonitor(..) => {}
            Message::Resized(id, size) if Some(id) == self.main => {
                (self.main_width, self.main_height) = (size.width, size.height);
            }
            Message::Exit(at) => {
                // The app's last moment: what the writer still has under way is waited for
                // (a few seconds at most), so that ending never cuts a save short.
                if let Screen::Lesson(l) = &self.screen {
                    let _ = l.wait_for_writer(std::time::Duration::from_secs(5));
                }
                self.remember_projector(at);
                // The app's last moment: the settings are written here, before it ends (a
                // save left to the background would end with the app).
                self.after.clear();
                let _ = self.library.save_settings(&self.settings);
                self.speech.stop();
                return iced::exit();
            }
            // Only the teacher's window ends the app: the projector screen closed by F5 (its
            // id already let go) or by the window system leaves the lesson as it is.
            Message::Closed(id) if Some(id) == self.main || self.main.is_none() => {
                // The projector screen's place is asked for first, so that it opens there next time.
                return match self.projector.window {
                    Some(p) => window::position(p).map(Message::Exit),
                    None => self.update(Message::Exit(None)),
                };
            }
            _ => {}
        }
        Task::none()
    }

    /// The projector screen's window: opened on its display, moved, closed.
    pub(super) fn projector_window(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Moved(id, at) if Some(id) == self.projector.window && !self.projector.fullscreen => {
                self.projector.at = Some(at);
            }
            Message::ProjectorAt(id, at) if Some(id) == self.projector.window => self.remember_projector(at),
            Message::ProjectorClosing(id, at) if Some(id) == self.projector.window => {
                self.remember_projector(at);
                self.projector.window = None;
                self.projector.fullscreen = false;
                return window::close(id);
            }
            Message::ProjectorOpened(id) => {
                self.projector.window = Some(id);
                let mut tasks = vec![window::monitor_size(id).map(move |size| Message::ProjectorMonitor(id, size))];
                if self.projector.reopening.is_some_and(|p| p.fullscreen) {
                    self.projector.fullscreen = true;
                    tasks.push(window::set_mode(id, window::Mode::Fullscreen));
                }
                return Task::batch(tasks);
            }
            Message::ProjectorMonitor(id, Some(monitor)) if Some(id) == self.projector.window => {
                let size = projector_size(monitor);
                if let Some(p) = self.projector.reopening.take() {
                    // Put back where it was; on one display, in the middle if that place is
                    // no longer on it (another resolution).
                    let off =
                        p.x < 0 || p.y < 0 || p.x as f32 + 100.0 > monitor.width || p.y as f32 + 100.0 > monitor.height;
                    let mut tasks = vec![window::resize(id, size)];
                    if off && !self.posture.is_private() {
                        tasks.push(window::move_to(id, centred(size, monitor)));
                    }
                    return Task::batch(tasks);
                }
                if size != Size::new(1280.0, 720.0) {
                    // Opened in the middle of the only display: it stays in the middle.
                    let centre = if self.posture.is_private() {
                        Task::none()
                    } else {
                        window::move_to(id, centred(size, monitor))
                    };
                    return Task::batch([window::resize(id, size), centre]);
                }
            }
            Message::ProjectorMonitor(..) => self.projector.reopening = None,
            Message::Closed(id) if Some(id) == self.projector.window => {
                self.remember_projector(None);
                self.projector.window = None;
                self.projector.fullscreen = false;
            }
            _ => {}
        }
        Task::none()
    }

    /// The projector screen's controls on the teacher's screen: text size, freeze, full screen.
    pub(super) fn projector_control(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::ProjectorBigger => {
                self.projector.scale = (self.projector.scale + 0.1).min(1.6);
                self.remember_projector(None);
            }
            Message::ProjectorSmaller => {
                self.projector.scale = (self.projector.scale - 0.1).max(0.6);
                self.remember_projector(None);
            }
            Message::Freeze => {
                self.projector.frozen = match self.projector.frozen.take() {
                    Some(_) => None,
                    None => Some(self.projector_frame()),
                }
            }
            Message::Fullscreen => {
                if let Some(id) = self.projector.window {
                    self.projector.fullscreen = !self.projector.fullscreen;
                    if !self.projector.fullscreen {
                        self.remember_projector(None);
                        return window::set_mode(id, window::Mode::Windowed);
                    }
                    // Where it is now (which display) first, then full screen there.
                    return window::position(id)
                        .map(move |at| Message::ProjectorAt(id, at))
                        .chain(window::set_mode(id, window::Mode::Fullscreen));
                }
            }
            _ => {}
        }
        Task::none()
    }

    pub(super) fn toggle_projector(&mut self) -> Task<Message> {
        if let Some(id) = self.projector.window {
            return window::position(id).map(move |at| Message::ProjectorClosing(id, at));
        }
        // Where the teacher left it, on the same set of displays, where only the teacher sees
        // this screen (then the projector has a display of its own).
        if let Some(p) = self.projector_place().filter(|_| self.posture.is_private()) {
            self.projector.at = Some(iced::Point::new(p.x as f32, p.y as f32));
            self.projector.reopening = Some(p);
            let (_, open) = window::open(window::Settings {
                size: Size::new(1280.0, 720.0),
                position: window::Position::Specific(iced::Point::new(p.x as f32, p.y as f32)),
                icon: app_icon(),
                ..window::Settings::default()
            });
            return open.map(Message::ProjectorOpened);
        }
        // The teacher said the projector is a display of its own, beside this one (an extended
        // desktop): the projector screen opens there, to the right of the teacher's; F11 then
        // makes it fullscreen. Else it opens in the middle of this screen, to be moved by hand
        // (to the right of it would be outside a desktop of one screen, or a mirrored one).
        let position = if self.posture.is_private() {
            window::Position::SpecificWith(|_, monitor| iced::Point::new(monitor.width, 0.0))
        } else {
            window::Position::Centered
        };
        let (_, open) = window::open(window::Settings {
            size: Size::new(1280.0, 720.0),
            position,
            icon: app_icon(),
            ..window::Settings::default()
        });
        open.map(Message::ProjectorOpened)
    }

    /// Where the projector screen opens next: where the teacher left it, while as many
    /// displays are connected as then.
    pub fn projector_place(&self) -> Option<crate::store::ProjectorPlace> {
        self.settings.projector.filter(|p| p.displays == display_count())
    }

    /// Keeps the projector screen's place (`at`, where the window system has just said it), its
    /// full screen and its text size for the next time.
    pub(super) fn remember_projector(&mut self, at: Option<iced::Point>) {
        self.projector.at = at.or(self.projector.at);
        let mut settings = self.settings.clone();
        let old = settings.projector;
        let at = self.projector.at.map(|p| (p.x.round() as i32, p.y.round() as i32));
        let Some((x, y)) = at.or(old.map(|p| (p.x, p.y))) else {
            // Never opened: only the text size is new.
            return;
        };
        let fullscreen =
            if self.projector.window.is_some() { self.projector.fullscreen } else { old.is_some_and(|p| p.fullscreen) };
        settings.projector = Some(crate::store::ProjectorPlace {
            x,
            y,
            fullscreen,
            displays: display_count(),
            text_percent: (self.projector.scale * 100.0).round() as u16,
        });
        // A failure to save loses only the place.
        self.keep_settings(settings);
    }
}

/// The projector screen's window for a monitor of `monitor`: its shape, at most 1280 wide
/// (F11 then fills the monitor).
pub(super) fn projector_size(monitor: Size) -> Size {
    if monitor.width < 1.0 || monitor.height < 1.0 {
        return Size::new(1280.0, 720.0);
    }
    let width = monitor.width.min(1280.0);
    Size::new(width, (width * monitor.height / monitor.width).round().min(monitor.height))
}

/// Where a window of `size` stands in the middle of `monitor`.
pub(super) fn centred(size: Size, monitor: Size) -> iced::Point {
    iced::Point::new((monitor.width - size.width) / 2.0, (monitor.height - size.height) / 2.0)
}

/// The app's icon (assets/icon) for the title bar and the task bar; none if it cannot be read.
pub(super) fn app_icon() -> Option<window::Icon> {
    let decoder = png::Decoder::new(std::io::Cursor::new(include_bytes!("../../assets/icon/colony-classroom-256.png")));
    let mut reader = decoder.read_info().ok()?;
    let mut rgba = vec![0; reader.output_buffer_size()?];
    let info = reader.next_frame(&mut rgba).ok()?;
    if info.color_type != png::ColorType::Rgba || info.bit_depth != png::BitDepth::Eight {
        return None;
    }
    rgba.truncate(info.buffer_size());
    window::icon::from_rgba(rgba, info.width, info.height).ok()
}

/// The window events of moves only (not every frame's redraw, as `window::events` gives).
pub(super) fn moves() -> Subscription<(window::Id, iced::Point)> {
    iced::event::listen_with(|event, _, id| match event {
        iced::Event::Window(window::Event::Moved(at)) => Some((id, at)),
        _ => None,
    })
}

/// The number of displays as a place remembers it (0: the system does not say).
pub(super) fn display_count() -> u32 {
    connected_displays().map_or(0, |n| u32::try_from(n).unwrap_or(u32::MAX))
}

/// How many displays are connected, where the system says (Linux: /sys/class/drm).
pub(super) fn connected_displays() -> Option<usize> {
    let entries = std::fs::read_dir("/sys/class/drm").ok()?;
    let n = entries
        .flatten()
        .filter(|e| std::fs::read_to_string(e.path().join("status")).is_ok_and(|s| s.trim() == "connected"))
        .count();
    (n > 0).then_some(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_windows_carry_the_apps_icon() {
        assert!(app_icon().is_some(), "assets/icon/colony-classroom-256.png is read as a 256x256 icon");
    }

    #[test]
    fn the_projector_screen_takes_the_shape_of_its_monitor() {
        assert_eq!(projector_size(Size::new(1280.0, 800.0)), Size::new(1280.0, 800.0));
        assert_eq!(projector_size(Size::new(1280.0, 720.0)), Size::new(1280.0, 720.0));
        assert_eq!(projector_size(Size::new(1920.0, 1080.0)), Size::new(1280.0, 720.0));
        assert_eq!(projector_size(Size::new(1920.0, 1200.0)), Size::new(1280.0, 800.0));
        assert_eq!(projector_size(Size::new(1366.0, 768.0)), Size::new(1280.0, 720.0));
        assert_eq!(projector_size(Size::new(1024.0, 768.0)), Size::new(1024.0, 768.0));
        assert_eq!(projector_size(Size::new(0.0, 0.0)), Size::new(1280.0, 720.0), "a monitor that says nothing");
    }
}
