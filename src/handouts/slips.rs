//! The team code slips: one slip a team with its name, its own code, the page's address and a
//! QR code that joins it, eight to a page, to cut apart and hand to each team, so that the codes
//! go round without the teacher carrying the laptop to every table.
//! Made from the codes of the moment devices run: they are never in the record.

use super::fonts::Weight;
use super::writer::{MIN_PT, Paper, Sheet, Writer, leading};
use super::{Document, TITLE};
use crate::i18n::Translator;

/// One team's slip.
#[derive(Clone, Debug)]
pub struct Slip {
    pub team: String,
    /// Six digits.
    pub code: String,
    /// The page's address, to type where the QR code cannot be scanned.
    pub page: String,
    /// The team's join link as a QR code: its width in modules and which are dark, row by row.
    pub qr_width: usize,
    pub qr_dark: Vec<bool>,
}

/// Slips on a page: two columns of four.
const COLUMNS: usize = 2;
const ROWS: usize = 4;

/// The code slips of `slips`, in `tr`'s language (the lesson's: the teams read them).
pub fn code_slips(tr: &Translator, paper: Paper, slips: &[Slip]) -> Document {
    let mut w = Writer::new(paper, Sheet::Portrait);
    let title = tr.text("handout-code-slips");
    for (i, slip) in slips.iter().enumerate() {
        if i % (COLUMNS * ROWS) == 0 {
            w.new_page();
        }
        let frame = w.frame();
        let (sw, sh) = (frame.width() / COLUMNS as f32, frame.height() / ROWS as f32);
        let at = i % (COLUMNS * ROWS);
        let (x, top) = (frame.left + (at % COLUMNS) as f32 * sw, frame.top + (at / COLUMNS) as f32 * sh);
        one_slip(&mut w, tr, slip, x, top, sw, sh);
    }
    if slips.is_empty() {
        w.new_page();
        w.paragraph(&title, TITLE, Weight::SemiBold);
    }
    Document { name: "code-slips", title, writer: w }
}

/// One slip in the box at `x`, `top` of `sw` by `sh` mm, its cut line dashed around it.
fn one_slip(w: &mut Writer, tr: &Translator, slip: &Slip, x: f32, top: f32, sw: f32, sh: f32) {
    for (from, to) in [
        ((x, top), (x + sw, top)),
        ((x, top + sh), (x + sw, top + sh)),
        ((x, top), (x, top + sh)),
        ((x + sw, top), (x + sw, top + sh)),
    ] {
        w.line(from, to, 0.5, true);
    }
    let pad = 4.0;
    let name_size = MIN_PT + 2.0;
    // The team's name across the slip (two lines at most), then its code and how to join
    // beside the QR code.
    let (tx, mut y) = (x + pad, top + pad);
    let full = sw - 2.0 * pad;
    for line in w.wrap(&slip.team, name_size, Weight::SemiBold, full).into_iter().take(2) {
        w.text_at(tx, y, name_size, Weight::SemiBold, &line, tx + full);
        y += leading(name_size);
    }
    y += 1.5;
    // The page's address on the slip's last line, across it (an address does not wrap).
    let url_top = top + sh - pad - leading(MIN_PT);
    w.text_at(tx, url_top, MIN_PT, Weight::SemiBold, &slip.page, tx + full);
    let qr = (url_top - 1.5 - y).min(sw * 0.28);
    let text_w = full - pad - qr;
    let qr_top = y;
    for line in w.wrap(&tr.text("handout-slip-code"), MIN_PT, Weight::Regular, text_w) {
        w.text_at(tx, y, MIN_PT, Weight::Regular, &line, tx + text_w);
        y += leading(MIN_PT);
    }
    let spaced = format!("{} {}", slip.code.get(..3).unwrap_or(""), slip.code.get(3..).unwrap_or(""));
    w.text_at(tx, y, 26.0, Weight::SemiBold, &spaced, tx + text_w);
    y += leading(26.0) + 1.0;
    for line in w.wrap(&tr.text("handout-slip-page"), MIN_PT, Weight::Regular, text_w) {
        // Never onto the address line.
        if y + leading(MIN_PT) > url_top {
            break;
        }
        w.text_at(tx, y, MIN_PT, Weight::Regular, &line, tx + text_w);
        y += leading(MIN_PT);
    }
    qr_code(w, slip, x + sw - pad - qr, qr_top, qr);
}

/// The QR code `size` mm wide with its top left at `x`, `top`: each row's dark runs as one
/// rectangle each (a scanner reads the quiet zone the code carries).
fn qr_code(w: &mut Writer, slip: &Slip, x: f32, top: f32, size: f32) {
    let n = slip.qr_width;
    if n == 0 || slip.qr_dark.len() != n * n {
        return;
    }
    let quiet = 4.0;
    let m = size / (n as f32 + 2.0 * quiet);
    for row in 0..n {
        let mut col = 0;
        while col < n {
            if !slip.qr_dark[row * n + col] {
                col += 1;
                continue;
            }
            let start = col;
            while col < n && slip.qr_dark[row * n + col] {
                col += 1;
            }
            let (rx, ry) = (x + (quiet + start as f32) * m, top + (quiet + row as f32) * m);
            // A hair taller than a module, so that no light seam shows between the rows.
            w.fill(rx, ry, (col - start) as f32 * m, m * 1.03, 0.0);
        }
    }
}
