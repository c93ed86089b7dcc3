//! The film as a file: the class's game, frame by frame as the projector screen plays it
//! (the same slide, drawn by the same software renderer without a window), as an animated PNG
//! that a school's learning platform shows like any picture. Each frame after the first keeps
//! only what changed (the rest transparent), so a whole lesson stays a few megabytes; the same
//! record gives the same bytes every time.

use std::borrow::Cow;
use std::path::Path;

use iced::advanced::renderer::Headless;
use iced::{Color, Size};
use iced_runtime::UserInterface;
use iced_runtime::user_interface::Cache;

/// The most entries the film shows one by one while it plays: at the shortest time an entry is
/// shown (half a second), a minute.
const MOST_FRAMES: usize = 120;

/// How many entries the playing film moves on at a time: one, or in a record of more than
/// `MOST_FRAMES` entries (a long lesson with many throws) as many as keep the whole film at
/// about a minute. The keys still step one entry at a time.
pub fn stride(entries: usize) -> usize {
    entries.div_ceil(MOST_FRAMES).max(1)
}

/// How long the film shows each entry: the whole game in about a minute, no entry shorter
/// than half a second or longer than two.
pub fn entry_time(entries: usize) -> std::time::Duration {
    let ms = (60_000 / entries.max(1) as u64).clamp(500, 2_000);
    std::time::Duration::from_millis(ms)
}

use crate::engine::Session;
use crate::gui::words::Words;
use crate::gui::{projector, style};
use crate::i18n::{Arg, Translator};
use crate::report::errors;

/// The slide as on a projector of 1280x720, drawn at three quarters of that: 960x540 pixels,
/// as large as a learning platform's page shows a picture.
pub const SLIDE: Size = Size::new(1280.0, 720.0);
pub const SCALE: f32 = 0.75;
/// The first frame (before the landing) and the last (the end) stay longer on screen.
const HOLD_MS: u16 = 3_000;

/// Why the film could not be made.
#[derive(Debug, thiserror::Error)]
pub enum FilmError {
    /// The class plays on its own board: there is no map to play the film on.
    #[error("no map")]
    NoMap,
    #[error("the software renderer could not start")]
    Renderer,
    #[error("the PNG encoder failed: {0}")]
    Encode(#[from] png::EncodingError),
}

/// The fonts the console loads, loaded once for drawing without a window.
fn load_fonts() {
    static LOADED: std::sync::Once = std::sync::Once::new();
    LOADED.call_once(|| {
        let Ok(mut fonts) = iced::advanced::graphics::text::font_system().write() else { return };
        for font in style::font_bytes() {
            fonts.load_font(Cow::Borrowed(font));
        }
    });
}

/// A rectangle of the picture that changed (x, y, width, height), and its pixels (unchanged
/// ones transparent).
#[derive(Debug, PartialEq, Eq)]
struct Patch {
    rect: (u32, u32, u32, u32),
    rgba: Vec<u8>,
}

/// Draws projector slides of 1280x720 without a window, each as RGBA pixels, with the software
/// renderer the projector's window uses (the film's timing is measured with it too).
pub struct Camera {
    renderer: iced::Renderer,
    theme: iced::Theme,
    pixels: iced::Size<u32>,
}

/// Runs a future that needs no runtime to its end on this thread (the software renderer's
/// making is ready at once): no executor of a runtime, so that a camera can be made anywhere.
fn block_on<F: std::future::Future>(future: F) -> F::Output {
    let mut future = std::pin::pin!(future);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    loop {
        if let std::task::Poll::Ready(out) = future.as_mut().poll(&mut cx) {
            return out;
        }
        std::thread::yield_now();
    }
}

impl Camera {
    /// A camera whose pictures are `scale` times the slide's 1280x720.
    pub fn new(scale: f32) -> Result<Camera, FilmError> {
        load_fonts();
        let renderer = block_on(<iced::Renderer as Headless>::new(style::BODY, iced::Pixels(16.0), Some("tiny-skia")))
            .ok_or(FilmError::Renderer)?;
        let pixels = iced::Size::new((SLIDE.width * scale).round() as u32, (SLIDE.height * scale).round() as u32);
        Ok(Camera { renderer, theme: style::light(), pixels })
    }

    /// The slide laid out and drawn, as RGBA pixels.
    pub fn shoot(&mut self, slide: projector::Slide) -> Vec<u8> {
        let element: iced::Element<'_, ()> = projector::view(slide, 1.0, false);
        // Laid out at the picture's own size: the projector's slide scales itself to its
        // window (iced's screenshot clips wrongly at a scale factor other than 1).
        let size = Size::new(self.pixels.width as f32, self.pixels.height as f32);
        let mut ui = UserInterface::build(element, size, Cache::default(), &mut self.renderer);
        let base = iced::theme::Base::base(&self.theme);
        ui.draw(
            &mut self.renderer,
            &self.theme,
            &iced::advanced::renderer::Style { text_color: base.text_color },
            iced::mouse::Cursor::Unavailable,
        );
        let background = Color { a: 1.0, ..base.background_color };
        self.renderer.screenshot(self.pixels, 1.0, background)
    }
}

/// What changed from `before` to `after` (both `width` pixels wide, RGBA): the smallest
/// rectangle around it and its pixels, unchanged ones transparent (`None`: nothing changed).
fn changed(before: &[u8], after: &[u8], width: u32) -> Option<Patch> {
    let w = width as usize;
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for (i, (a, b)) in before.chunks_exact(4).zip(after.chunks_exact(4)).enumerate() {
        if a != b {
            let (x, y) = (i % w, i / w);
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
    }
    if x0 == usize::MAX {
        return None;
    }
    let mut rgba = Vec::with_capacity((x1 - x0 + 1) * (y1 - y0 + 1) * 4);
    for y in y0..=y1 {
        for x in x0..=x1 {
            let i = (y * w + x) * 4;
            if before[i..i + 4] == after[i..i + 4] {
                rgba.extend_from_slice(&[0, 0, 0, 0]);
            } else {
                rgba.extend_from_slice(&after[i..i + 4]);
            }
        }
    }
    let rect = (x0 as u32, y0 as u32, (x1 - x0 + 1) as u32, (y1 - y0 + 1) as u32);
    Some(Patch { rect, rgba })
}

/// The moments the film shows, as it plays on the projector screen: the start, then every
/// entry, or every second, third … entry in a long record (`stride`), and always
/// the end; so that the film lasts about a minute whatever the entries.
pub fn moments(entries: usize) -> Vec<usize> {
    let every = stride(entries);
    let mut at: Vec<usize> = (0..entries).step_by(every).collect();
    at.push(entries);
    at
}

/// The film of `session` as an animated PNG, its words in the language of `tr`: a frame for
/// the start and one per entry of the record (every few entries in a long record,
/// `moments`), the whole game in about a minute (as on the projector screen). Each frame is
/// encoded as soon as it is drawn: two pictures in memory at most, however long the lesson.
pub fn film(session: &Session, tr: &Translator) -> Result<Vec<u8>, FilmError> {
    if session.game().map().is_none() {
        return Err(FilmError::NoMap);
    }
    let entries = session.timeline().len();
    let moments = moments(entries);
    let step_ms = entry_time(moments.len() - 1).as_millis().min(u128::from(u16::MAX)) as u16;
    let mut camera = Camera::new(SCALE)?;
    let size = camera.pixels;
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, size.width, size.height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::High);
    encoder.set_animated(moments.len() as u32, 0)?;
    let mut writer = encoder.write_header()?;
    let mut last: Option<Vec<u8>> = None;
    for at in moments {
        let slide = projector::film_slide(session, tr, at, None).ok_or(FilmError::NoMap)?;
        let now = camera.shoot(slide);
        let patch = match &last {
            None => Patch { rect: (0, 0, size.width, size.height), rgba: now.clone() },
            // Nothing to see changed: one transparent pixel keeps the frame's time.
            Some(before) => changed(before, &now, size.width).unwrap_or(Patch { rect: (0, 0, 1, 1), rgba: vec![0; 4] }),
        };
        let ms = if at == 0 || at == entries { HOLD_MS } else { step_ms };
        let (x, y, w, h) = patch.rect;
        // The frame's rectangle shrinks before it moves, and moves before it grows: the encoder
        // checks that it stays inside the picture at every call.
        writer.set_frame_dimension(1, 1)?;
        writer.set_frame_position(x, y)?;
        writer.set_frame_dimension(w, h)?;
        writer.set_frame_delay(ms, 1_000)?;
        writer.set_blend_op(png::BlendOp::Over)?;
        writer.set_dispose_op(png::DisposeOp::None)?;
        writer.write_image_data(&patch.rgba)?;
        last = Some(now);
    }
    writer.finish()?;
    Ok(out)
}

/// Writes the film of `session` as `film.png` in `dir` (named in the language of `tr`), with the output checks of every
/// command: what it says to the teacher, as `write_pdfs` does.
pub fn write(dir: &Path, session: &Session, tr: &Translator) -> Result<Words, Words> {
    let path = dir.join(format!("{}.png", crate::gui::files::file_name(tr, "film")));
    let shown = path.display().to_string();
    let failed = |why: Words| {
        let shown = shown.clone();
        Words::new(move |tr| {
            tr.tr("film-not-saved", &[("path", Arg::from(shown.clone())), ("why", Arg::from(why.say(tr)))])
        })
    };
    let bytes = film(session, tr).map_err(|e| {
        let why = e.to_string();
        failed(Words::new(move |_| why.clone()))
    })?;
    crate::store::make_dir(dir).map_err(|e| failed(Words::new(move |tr| errors::io(tr, &e))))?;
    crate::store::write_output(&path, &bytes, &[]).map_err(|e| failed(Words::new(move |tr| errors::store(tr, &e))))?;
    Ok(Words::new(move |tr| tr.tr("film-saved", &[("path", Arg::from(shown.clone()))])))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_what_changed_is_kept_the_rest_transparent() {
        // Two pictures of 3x2 pixels that differ in two pixels of the second row.
        let before = vec![9u8; 3 * 2 * 4];
        let mut after = before.clone();
        after[(3 + 1) * 4..(3 + 1) * 4 + 4].copy_from_slice(&[1, 2, 3, 255]);
        after[(3 + 2) * 4..(3 + 2) * 4 + 4].copy_from_slice(&[4, 5, 6, 255]);
        let patch = changed(&before, &after, 3).expect("a change");
        assert_eq!(patch, Patch { rect: (1, 1, 2, 1), rgba: vec![1, 2, 3, 255, 4, 5, 6, 255] });
        assert_eq!(changed(&before, &before, 3), None, "nothing changed, no frame");
        // A change around an unchanged pixel keeps that pixel transparent.
        let mut corners = before.clone();
        corners[0] = 0;
        corners[5 * 4] = 0;
        let patch = changed(&before, &corners, 3).expect("a change");
        assert_eq!(patch.rect, (0, 0, 3, 2));
        assert_eq!(&patch.rgba[4..8], &[0, 0, 0, 0]);
    }
}
