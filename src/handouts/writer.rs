//! A small page writer over printpdf: text that wraps (never cut, never below the minimum
//! size), tables whose cells wrap their text, boxes and lines, pages that flow. Every piece
//! of text placed is remembered with its box, so tests can check nothing leaves its cell.

use printpdf::{
    Color, FontId, Greyscale, Line, LinePoint, Mm, Op, PaintMode, ParsedFont, PdfDocument, PdfFontHandle, PdfPage,
    PdfSaveOptions, Point, Pt, Rect, TextItem,
};
use std::sync::OnceLock;

/// The font: Fira Sans (SIL Open Font License), Latin, Greek and Cyrillic.
const FONT: &[u8] = include_bytes!("../../assets/fonts/FiraSans-Regular.ttf");

fn font() -> &'static ParsedFont {
    static F: OnceLock<ParsedFont> = OnceLock::new();
    F.get_or_init(|| match ParsedFont::from_bytes(FONT, 0, &mut Vec::new()) {
        Some(f) => f,
        None => panic!("the embedded font does not parse"),
    })
}

/// Paper sizes, in millimetres.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    A4,
    Letter,
}

impl Paper {
    pub fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }
}

/// Nothing is printed in the outer 12 mm (copiers cut there); we keep 15 mm.
pub const MARGIN: f32 = 15.0;
/// The smallest text size on a handout.
pub const MIN_PT: f32 = 11.0;
const PT_PER_MM: f32 = 72.0 / 25.4;

/// A piece of text as placed: for layout checks.
#[derive(Clone, Debug)]
pub struct Placed {
    pub text: String,
    pub page: usize,
    pub x: f32,
    pub width: f32,
    /// The right edge it must stay within, in mm.
    pub limit: f32,
    pub size: f32,
}

pub struct Writer {
    paper: Paper,
    pages: Vec<Vec<Op>>,
    ops: Vec<Op>,
    /// The top of the next block, in mm from the top of the page.
    pub y: f32,
    pub placed: Vec<Placed>,
    font_id: FontId,
}

fn metrics() -> &'static ttf_parser::Face<'static> {
    static F: OnceLock<ttf_parser::Face<'static>> = OnceLock::new();
    F.get_or_init(|| match ttf_parser::Face::parse(FONT, 0) {
        Ok(f) => f,
        Err(e) => panic!("the embedded font does not parse: {e}"),
    })
}

/// Width of `s` at `size` points, in mm.
pub fn text_width(s: &str, size: f32) -> f32 {
    let f = metrics();
    let upm = f32::from(f.units_per_em().max(1));
    let units: f32 = s
        .chars()
        .map(|c| {
            let gid = f.glyph_index(c).unwrap_or(ttf_parser::GlyphId(0));
            f32::from(f.glyph_hor_advance(gid).unwrap_or(500))
        })
        .sum();
    units / upm * size / PT_PER_MM
}

/// Splits text into lines no wider than `width` mm; a word too long for a line is broken
/// between letters, so nothing is ever cut off.
pub fn wrap(s: &str, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    for para in s.split('\n') {
        let mut line = String::new();
        for word in para.split_whitespace() {
            let candidate = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
            if text_width(&candidate, size) <= width {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            if text_width(word, size) <= width {
                line = word.to_string();
                continue;
            }
            for c in word.chars() {
                let next = format!("{line}{c}");
                if text_width(&next, size) > width && !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                    line.push(c);
                } else {
                    line = next;
                }
            }
        }
        lines.push(line);
    }
    lines
}

fn pt(mm: f32) -> Pt {
    Pt(mm * PT_PER_MM)
}

impl Writer {
    pub fn new(paper: Paper) -> Writer {
        Writer {
            paper,
            pages: Vec::new(),
            ops: Vec::new(),
            y: MARGIN,
            placed: Vec::new(),
            font_id: FontId("F1".into()),
        }
    }

    pub fn width(&self) -> f32 {
        self.paper.size_mm().0 - 2.0 * MARGIN
    }

    pub fn bottom(&self) -> f32 {
        self.paper.size_mm().1 - MARGIN
    }

    pub fn page_count(&self) -> usize {
        self.pages.len() + usize::from(!self.ops.is_empty())
    }

    fn page_y(&self, y_from_top: f32) -> f32 {
        self.paper.size_mm().1 - y_from_top
    }

    pub fn new_page(&mut self) {
        if !self.ops.is_empty() {
            self.pages.push(std::mem::take(&mut self.ops));
        }
        self.y = MARGIN;
    }

    /// Makes room for `height` mm, starting a new page when the block would not fit.
    pub fn need(&mut self, height: f32) {
        if self.y + height > self.bottom() && self.y > MARGIN + 0.1 {
            self.new_page();
        }
    }

    /// One line of text with its baseline `size` below `top`.
    pub fn text_at(&mut self, x: f32, top: f32, size: f32, s: &str, limit: f32) {
        if s.is_empty() {
            return;
        }
        let baseline = top + size / PT_PER_MM * 0.8;
        self.ops.push(Op::StartTextSection);
        self.ops.push(Op::SetFont { font: PdfFontHandle::External(self.font_id.clone()), size: Pt(size) });
        self.ops.push(Op::SetTextCursor { pos: Point { x: pt(x), y: pt(self.page_y(baseline)) } });
        self.ops.push(Op::ShowText { items: vec![TextItem::Text(s.to_string())] });
        self.ops.push(Op::EndTextSection);
        self.placed.push(Placed {
            text: s.to_string(),
            page: self.pages.len(),
            x,
            width: text_width(s, size),
            limit,
            size,
        });
    }

    /// Line height for a size, in mm.
    pub fn leading(size: f32) -> f32 {
        size * 1.3 / PT_PER_MM
    }

    /// A paragraph across the page at the current position.
    pub fn paragraph(&mut self, s: &str, size: f32) {
        self.paragraph_at(MARGIN, self.width(), s, size);
    }

    pub fn paragraph_at(&mut self, x: f32, width: f32, s: &str, size: f32) {
        for line in wrap(s, size, width) {
            self.need(Self::leading(size));
            let y = self.y;
            self.text_at(x, y, size, &line, x + width);
            self.y += Self::leading(size);
        }
    }

    pub fn gap(&mut self, mm: f32) {
        self.y += mm;
    }

    pub fn rect(&mut self, x: f32, top: f32, w: f32, h: f32) {
        self.ops.push(Op::SetOutlineColor { col: Color::Greyscale(Greyscale { percent: 0.0, icc_profile: None }) });
        self.ops.push(Op::SetOutlineThickness { pt: Pt(0.8) });
        self.ops.push(Op::DrawRectangle {
            rectangle: Rect {
                x: pt(x),
                y: pt(self.page_y(top + h)),
                width: pt(w),
                height: pt(h),
                mode: Some(PaintMode::Stroke),
                winding_order: None,
            },
        });
    }

    /// A filled bar (black or grey), for charts that survive a black-and-white copier.
    pub fn bar(&mut self, x: f32, top: f32, w: f32, h: f32, grey: f32) {
        self.ops.push(Op::SetFillColor { col: Color::Greyscale(Greyscale { percent: grey, icc_profile: None }) });
        self.ops.push(Op::DrawRectangle {
            rectangle: Rect {
                x: pt(x),
                y: pt(self.page_y(top + h)),
                width: pt(w.max(0.1)),
                height: pt(h),
                mode: Some(PaintMode::Fill),
                winding_order: None,
            },
        });
        self.ops.push(Op::SetFillColor { col: Color::Greyscale(Greyscale { percent: 0.0, icc_profile: None }) });
    }

    pub fn hline(&mut self, x1: f32, x2: f32, y: f32) {
        self.ops.push(Op::SetOutlineColor { col: Color::Greyscale(Greyscale { percent: 0.0, icc_profile: None }) });
        self.ops.push(Op::SetOutlineThickness { pt: Pt(0.6) });
        let p = |x: f32| LinePoint { p: Point { x: pt(x), y: pt(self.page_y(y)) }, bezier: false };
        self.ops.push(Op::DrawLine { line: Line { points: vec![p(x1), p(x2)], is_closed: false } });
    }

    /// A table: column widths in mm (summing to at most the page width), a header row, and
    /// rows; each cell's text wraps inside its cell. Rows never split across pages; the
    /// header repeats on a new page.
    pub fn table(&mut self, widths: &[f32], header: &[String], rows: &[Vec<String>], size: f32, min_row: f32) {
        let pad = 1.5;
        let layout = |cells: &[String]| -> (Vec<Vec<String>>, f32) {
            let lines: Vec<Vec<String>> =
                cells.iter().zip(widths).map(|(c, w)| wrap(c, size, (w - 2.0 * pad).max(1.0))).collect();
            let n = lines.iter().map(Vec::len).max().unwrap_or(1).max(1);
            (lines, (n as f32 * Self::leading(size) + 2.0 * pad).max(min_row))
        };
        let (head_lines, head_h) = layout(header);
        let draw = |w: &mut Writer, lines: &[Vec<String>], h: f32| {
            let top = w.y;
            let mut x = MARGIN;
            for (cell, width) in lines.iter().zip(widths) {
                w.rect(x, top, *width, h);
                for (i, line) in cell.iter().enumerate() {
                    w.text_at(x + pad, top + pad + i as f32 * Self::leading(size), size, line, x + width - pad);
                }
                x += width;
            }
            w.y += h;
        };
        self.need(head_h + min_row);
        draw(self, &head_lines, head_h);
        for row in rows {
            let (lines, h) = layout(row);
            if self.y + h > self.bottom() {
                self.new_page();
                draw(self, &head_lines, head_h);
            }
            draw(self, &lines, h);
        }
    }

    /// The finished PDF. The same content gives the same bytes on every run.
    pub fn finish(mut self, title: &str) -> Vec<u8> {
        self.new_page();
        let (w, h) = self.paper.size_mm();
        let mut doc = PdfDocument::new(title);
        // A fixed font id (printpdf would draw a random one) keeps the output reproducible.
        let id = doc.add_font(font());
        if let Some(f) = doc.resources.fonts.map.remove(&id) {
            doc.resources.fonts.map.insert(self.font_id.clone(), f);
        }
        let pages = self.pages.into_iter().map(|ops| PdfPage::new(Mm(w), Mm(h), ops)).collect();
        let mut bytes = doc.with_pages(pages).save(&PdfSaveOptions::default(), &mut Vec::new());
        fix_ids(&mut bytes, title);
        bytes
    }
}

/// Replaces the trailer's random /ID strings by ones derived from the title, in place and
/// with the same length, so the cross-reference offsets stay right.
fn fix_ids(bytes: &mut [u8], title: &str) {
    let Some(at) = bytes.windows(4).rposition(|w| w == b"/ID[" || w == b"/ID ") else { return };
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in title.bytes() {
        hash = (hash ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    }
    let mut i = at;
    let end = (at + 120).min(bytes.len());
    while i < end {
        if bytes[i] == b'(' {
            let mut j = i + 1;
            while j < end && bytes[j] != b')' {
                hash = hash.rotate_left(5) ^ 0x9e37_79b9;
                bytes[j] = b'a' + (hash % 26) as u8;
                j += 1;
            }
            i = j;
        }
        i += 1;
    }
}
