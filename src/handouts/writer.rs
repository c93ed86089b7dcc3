//! A small page writer (the file itself is written in `pdf`). A page is one frame (portrait)
//! or two A5 frames side by side on a landscape sheet with a cut line between them. Text is shaped (see `fonts`)
//! and wraps inside its box, never cut and never below the minimum size; tables wrap their
//! cells and can be kept together on one page. Everything placed is remembered with its box,
//! so tests can check that nothing leaves its frame or crosses a page break.

use std::collections::HashMap;

use super::fonts::{self, Shaped, Weight};

mod pdf;
mod table;
use pdf::{Colour, Op, Paint, Pen};
pub use table::Table;

/// Paper sizes, in millimetres (portrait).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    A4,
    Letter,
    /// For the printed board only.
    A3,
}

impl Paper {
    pub fn size_mm(self) -> (f32, f32) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
            Paper::A3 => (297.0, 420.0),
        }
    }
}

/// How a sheet is used: one portrait page, or two A5 halves of a landscape sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sheet {
    Portrait,
    TwoUp,
    /// One landscape page (the printed board).
    Landscape,
}

/// Nothing is printed in the outer 12 mm (copiers cut there); we keep 15 mm.
pub const MARGIN: f32 = 15.0;
/// The gap between the cut line and the text of each half of a two-up sheet.
pub const INNER: f32 = 8.0;
/// The smallest text size on a handout, and the body size.
pub const MIN_PT: f32 = 12.0;
/// The side of a tick box, in mm.
pub const TICK: f32 = 6.0;
pub const PT_PER_MM: f32 = 72.0 / 25.4;

/// The area text may use, in mm from the top left corner of the page.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TextArea {
    pub left: f32,
    pub right: f32,
    pub top: f32,
    pub bottom: f32,
}

impl TextArea {
    pub fn width(&self) -> f32 {
        self.right - self.left
    }
    pub fn height(&self) -> f32 {
        self.bottom - self.top
    }
}

/// A line of text as placed: for layout checks.
#[derive(Clone, Debug)]
pub struct Placed {
    pub text: String,
    pub page: usize,
    pub frame: TextArea,
    pub x: f32,
    pub top: f32,
    pub width: f32,
    pub height: f32,
    /// The right edge it must stay within, in mm.
    pub limit: f32,
    pub size: f32,
    pub weight: Weight,
}

/// A box drawn to be ticked or written in.
#[derive(Clone, Debug)]
pub struct Mark {
    pub page: usize,
    pub frame: TextArea,
    pub x: f32,
    pub top: f32,
    pub w: f32,
    pub h: f32,
}

/// A block kept together (a table, a chart, a form): where it went and how tall it is.
#[derive(Clone, Debug)]
pub struct Block {
    pub name: String,
    pub page: usize,
    pub frame: TextArea,
    pub top: f32,
    pub height: f32,
}

pub struct Writer {
    paper: Paper,
    sheet: Sheet,
    pages: Vec<Vec<Op>>,
    ops: Vec<Op>,
    half: usize,
    /// The top of the next block, in mm from the top of the page.
    pub y: f32,
    pub placed: Vec<Placed>,
    pub marks: Vec<Mark>,
    pub blocks: Vec<Block>,
    widths: HashMap<(Weight, String), f32>,
    /// The foot line of every page, when the document numbers its pages: the words with
    /// `{page}` and `{pages}` in them.
    foot: Option<String>,
    /// The words printed along a two-up sheet's cut line, if any.
    cut_words: Option<String>,
    /// The running head of the page being written, and of each finished page (in the foot).
    running: String,
    heads: Vec<String>,
    /// Line height as a multiple of the text size.
    spacing: f32,
}

fn pt(mm: f32) -> f32 {
    mm * PT_PER_MM
}

/// A point of a drawn shape or line, to a hundredth of a point (written in two decimals, not
/// seven: the boards' rounded maps have many points).
fn at_pt(mm: f32) -> f32 {
    (mm * PT_PER_MM * 100.0).round() / 100.0
}

/// A straight line from one point to another, in mm from the top left.
pub type Segment = ((f32, f32), (f32, f32));

/// The band above the bottom margin kept for the page's foot line, in mm.
const FOOT: f32 = 8.0;

/// Line height as a multiple of the text size, unless a document sets its own.
const SPACING: f32 = 1.3;

/// Line height for a size, in mm, at the usual spacing.
pub fn leading(size: f32) -> f32 {
    size * SPACING / PT_PER_MM
}

impl Writer {
    pub fn new(paper: Paper, sheet: Sheet) -> Writer {
        let mut w = Writer {
            paper,
            sheet,
            pages: Vec::new(),
            ops: Vec::new(),
            half: 0,
            y: 0.0,
            placed: Vec::new(),
            marks: Vec::new(),
            blocks: Vec::new(),
            widths: HashMap::new(),
            foot: None,
            cut_words: None,
            running: String::new(),
            heads: Vec::new(),
            spacing: SPACING,
        };
        w.y = w.frame().top;
        w
    }

    /// Sets lines closer or further apart for the whole document (`SPACING` is the usual).
    pub fn set_spacing(&mut self, spacing: f32) {
        self.spacing = spacing;
    }

    /// Line height for a size in this document, in mm.
    pub fn leading(&self, size: f32) -> f32 {
        size * self.spacing / PT_PER_MM
    }

    /// The page size in mm, as printed (landscape for two-up sheets).
    /// The paper it writes on.
    pub fn paper(&self) -> Paper {
        self.paper
    }

    pub fn page_size(&self) -> (f32, f32) {
        let (w, h) = self.paper.size_mm();
        match self.sheet {
            Sheet::Portrait => (w, h),
            Sheet::TwoUp | Sheet::Landscape => (h, w),
        }
    }

    /// The frame being filled.
    pub fn frame(&self) -> TextArea {
        let (w, full) = self.page_size();
        let h = if self.foot.is_some() { full - FOOT } else { full };
        match self.sheet {
            Sheet::Portrait | Sheet::Landscape => {
                TextArea { left: MARGIN, right: w - MARGIN, top: MARGIN, bottom: h - MARGIN }
            }
            Sheet::TwoUp if self.half == 0 => {
                TextArea { left: MARGIN, right: w / 2.0 - INNER, top: MARGIN, bottom: h - MARGIN }
            }
            Sheet::TwoUp => TextArea { left: w / 2.0 + INNER, right: w - MARGIN, top: MARGIN, bottom: h - MARGIN },
        }
    }

    pub fn left(&self) -> f32 {
        self.frame().left
    }

    pub fn width(&self) -> f32 {
        self.frame().width()
    }

    pub fn bottom(&self) -> f32 {
        self.frame().bottom
    }

    /// Room left in the frame, in mm.
    pub fn room(&self) -> f32 {
        self.bottom() - self.y
    }

    pub fn page_count(&self) -> usize {
        self.pages.len() + usize::from(!self.ops.is_empty())
    }

    fn page(&self) -> usize {
        self.pages.len()
    }

    fn page_y(&self, y_from_top: f32) -> f32 {
        self.page_size().1 - y_from_top
    }

    /// Starts a new page (a new sheet, at its first half).
    pub fn new_page(&mut self) {
        if self.ops.is_empty() {
            self.half = 0;
            self.y = self.frame().top;
            return;
        }
        if self.sheet == Sheet::TwoUp {
            self.cut_line();
        }
        self.pages.push(std::mem::take(&mut self.ops));
        self.heads.push(self.running.clone());
        self.half = 0;
        self.y = self.frame().top;
    }

    /// Numbers the pages: every page gets a foot line with its running head (see `running`) and
    /// `words` with `{page}` and `{pages}` filled in ("page {page} of {pages}"). Call it
    /// before writing anything: the frame gets shorter by the foot's band.
    pub fn number_pages(&mut self, words: &str) {
        self.foot = Some(words.to_string());
        self.y = self.frame().top;
    }

    /// The running head of this page and the pages after it (a loose sheet says where it
    /// belongs: "Phase 2: Expansion").
    pub fn running(&mut self, head: &str) {
        self.running = head.to_string();
    }

    /// Moves to the next frame: the other half of the sheet, or a new page.
    pub fn next_frame(&mut self) {
        if self.sheet == Sheet::TwoUp && self.half == 0 {
            self.half = 1;
            self.y = self.frame().top;
        } else {
            self.new_page();
        }
    }

    /// Makes room for `height` mm, going to the next frame when the block would not fit.
    pub fn need(&mut self, height: f32) {
        if self.y + height > self.bottom() && self.y > self.frame().top + 0.1 {
            self.next_frame();
        }
    }

    /// Keeps a block of `height` mm together: a new frame when it does not fit here, and a
    /// record of where it went (for the tests).
    pub fn keep(&mut self, name: &str, height: f32) {
        self.need(height);
        self.blocks.push(Block { name: name.to_string(), page: self.page(), frame: self.frame(), top: self.y, height });
    }

    pub fn gap(&mut self, mm: f32) {
        self.y += mm;
    }

    /// The width of `s` set in `size` points, in mm.
    pub fn measure(&mut self, s: &str, size: f32, weight: Weight) -> f32 {
        let em = match self.widths.get(&(weight, s.to_string())) {
            Some(w) => *w,
            None => {
                let w = fonts::width(s, weight);
                let _ = self.widths.insert((weight, s.to_string()), w);
                w
            }
        };
        em * size / PT_PER_MM
    }

    /// Splits text into lines no wider than `width` mm; a word too long for a line is broken
    /// between letters, so nothing is ever cut off.
    pub fn wrap(&mut self, s: &str, size: f32, weight: Weight, width: f32) -> Vec<String> {
        let space = self.measure(" ", size, weight);
        let mut lines = Vec::new();
        for para in s.split('\n') {
            let mut line = String::new();
            let mut line_w = 0.0;
            for word in para.split_whitespace() {
                let ww = self.measure(word, size, weight);
                if line.is_empty() && ww <= width {
                    line = word.to_string();
                    line_w = ww;
                    continue;
                }
                if !line.is_empty() && line_w + space + ww <= width {
                    let candidate = format!("{line} {word}");
                    // Kerning across the join can make a line a hair wider than its words.
                    let real = self.measure(&candidate, size, weight);
                    if real <= width {
                        line = candidate;
                        line_w = real;
                        continue;
                    }
                }
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                if ww <= width {
                    line = word.to_string();
                    line_w = ww;
                    continue;
                }
                // A word wider than the line: broken between characters (a mark or joiner
                // stays with the character before it).
                let mut piece = String::new();
                for c in word.chars() {
                    let next = format!("{piece}{c}");
                    let glued =
                        matches!(c as u32, 0x0300..=0x036F | 0x200C..=0x200D | 0xFE00..=0xFE0F | 0x1F3FB..=0x1F3FF);
                    if !piece.is_empty() && !glued && self.measure(&next, size, weight) > width {
                        lines.push(std::mem::take(&mut piece));
                        piece.push(c);
                    } else {
                        piece = next;
                    }
                }
                line_w = self.measure(&piece, size, weight);
                line = piece;
            }
            lines.push(line);
        }
        lines
    }

    /// One line of text whose top is at `top`; it must end before `limit`.
    pub fn text_at(&mut self, x: f32, top: f32, size: f32, weight: Weight, s: &str, limit: f32) {
        if s.trim().is_empty() {
            return;
        }
        let shaped = fonts::shape(s, weight);
        let baseline = top + size / PT_PER_MM * 0.95;
        self.draw(&shaped, x, baseline, size);
        self.placed.push(Placed {
            text: s.to_string(),
            page: self.page(),
            frame: self.frame(),
            x,
            top,
            width: shaped.width * size / PT_PER_MM,
            height: self.leading(size),
            limit,
            size,
            weight,
        });
    }

    /// One line of text reading upwards from `bottom`, its letters' feet on the line `x` (in mm
    /// from the page's left edge): a narrow column's heading.
    pub fn text_up(&mut self, x: f32, bottom: f32, size: f32, weight: Weight, s: &str) {
        let shaped = fonts::shape(s, weight);
        let origin = (pt(x), pt(self.page_y(bottom)));
        self.draw_along(&shaped, origin, (0.0, 1.0), size);
    }

    /// A label and a line to write on after it, up to `right`, at the current position.
    pub fn write_on(&mut self, label: &str, right: f32) {
        let (y, left) = (self.y, self.left());
        let lw = self.measure(label, MIN_PT, Weight::Regular);
        self.text_at(left, y, MIN_PT, Weight::Regular, label, left + lw);
        self.hline(left + lw + 2.0, right, y + self.leading(MIN_PT));
    }

    /// One line ending at `right` (numbers in a column).
    pub fn text_right(&mut self, right: f32, top: f32, size: f32, weight: Weight, s: &str) {
        let w = self.measure(s, size, weight);
        self.text_at(right - w, top, size, weight, s, right);
    }

    fn draw(&mut self, shaped: &Shaped, x: f32, baseline: f32, size: f32) {
        let origin = (pt(x), pt(self.page_y(baseline)));
        self.draw_along(shaped, origin, (1.0, 0.0), size);
    }

    /// Shaped text from `origin` (in pt from the bottom left) along the unit direction `dir`:
    /// (1, 0) for a line across the page, (0, 1) for one reading upwards.
    fn draw_along(&mut self, shaped: &Shaped, origin: (f32, f32), (c, s): (f32, f32), size: f32) {
        // The text matrix turns the glyphs with the line; `0.0 - s` keeps a plain zero (never
        // −0) in the matrix of a line across the page.
        let matrix = |x: f32, y: f32| [c, s, 0.0 - s, c, x, y];
        let (mut px, mut py) = origin;
        let mut i = 0;
        while i < shaped.glyphs.len() {
            let face = shaped.glyphs[i].face;
            let end = shaped.glyphs[i..].iter().position(|g| g.face != face).map_or(shaped.glyphs.len(), |n| i + n);
            let run = &shaped.glyphs[i..end];
            if run.iter().all(|g| g.x_offset == 0.0 && g.y_offset == 0.0) {
                // One run: after each glyph, the difference between the width the PDF knows
                // and the shaped advance (kerning).
                let at = matrix(px, py);
                let glyphs = run
                    .iter()
                    .map(|g| {
                        let back = ((fonts::advance(face, g.gid) - g.advance * 1000.0) * 1000.0).round() / 1000.0;
                        px += g.advance * size * c;
                        py += g.advance * size * s;
                        pdf::Glyph { gid: g.gid, text: g.text.clone(), back }
                    })
                    .collect();
                self.ops.push(Op::Text { face, size, matrix: at, glyphs });
            } else {
                // Marks placed above or below their letter: one glyph at a time.
                for g in run {
                    let (dx, dy) = (g.x_offset * size, g.y_offset * size);
                    self.ops.push(Op::Text {
                        face,
                        size,
                        matrix: matrix(px + dx * c - dy * s, py + dx * s + dy * c),
                        glyphs: vec![pdf::Glyph { gid: g.gid, text: g.text.clone(), back: 0.0 }],
                    });
                    px += g.advance * size * c;
                    py += g.advance * size * s;
                }
            }
            i = end;
        }
    }

    /// A paragraph across the frame at the current position.
    pub fn paragraph(&mut self, s: &str, size: f32, weight: Weight) {
        let (x, w) = (self.left(), self.width());
        self.paragraph_at(x, w, s, size, weight);
    }

    pub fn paragraph_at(&mut self, x: f32, width: f32, s: &str, size: f32, weight: Weight) {
        for line in self.wrap(s, size, weight, width) {
            self.need(self.leading(size));
            let y = self.y;
            self.text_at(x, y, size, weight, &line, x + width);
            self.y += self.leading(size);
        }
    }

    /// The height a paragraph would take, in mm.
    pub fn paragraph_height(&mut self, s: &str, size: f32, weight: Weight, width: f32) -> f32 {
        self.wrap(s, size, weight, width).len() as f32 * self.leading(size)
    }

    /// A point in mm from the top left, as the page's points from the bottom left.
    fn at(&self, (x, y): (f32, f32)) -> pdf::Point {
        (at_pt(x), at_pt(self.page_y(y)))
    }

    fn stroke(&mut self, width: f32, pen: Pen, paths: Vec<Vec<pdf::Point>>) {
        self.ops.push(Op::Stroke { width, pen, paths });
    }

    pub fn rect(&mut self, x: f32, top: f32, w: f32, h: f32) {
        let at = (pt(x), pt(self.page_y(top + h)));
        self.ops.push(Op::Rect { at, size: (pt(w), pt(h)), paint: Paint::Outline(0.8) });
    }

    /// A box to tick or to write in, remembered for the layout tests.
    pub fn mark(&mut self, x: f32, top: f32, w: f32, h: f32) {
        self.rect(x, top, w, h);
        self.marks.push(Mark { page: self.page(), frame: self.frame(), x, top, w, h });
    }

    /// A filled rectangle in a grey (0 black, 1 white).
    pub fn fill(&mut self, x: f32, top: f32, w: f32, h: f32, grey: f32) {
        let at = (pt(x), pt(self.page_y(top + h)));
        self.ops.push(Op::Rect { at, size: (pt(w.max(0.1)), pt(h)), paint: Paint::Fill(Colour::Grey(grey)) });
    }

    /// A straight line between two points (mm from the top left), `thickness` in points.
    pub fn line(&mut self, from: (f32, f32), to: (f32, f32), thickness: f32, dashed: bool) {
        let pen = if dashed { Pen::Dashed } else { Pen::Plain };
        let path = vec![self.at(from), self.at(to)];
        self.stroke(thickness, pen, vec![path]);
    }

    pub fn hline(&mut self, x1: f32, x2: f32, y: f32) {
        self.line((x1, y), (x2, y), 0.6, false);
    }

    /// Filled shapes (the countries of the printed board): each ring a closed polygon, points in
    /// mm from the top left, in a grey (0 black, 1 white).
    pub fn shapes(&mut self, rings: &[Vec<(f32, f32)>], grey: f32) {
        self.shapes_in(rings, Colour::Grey(grey));
    }

    /// The same in a colour (red, green and blue from 0 to 1): the poster's teams.
    pub fn shapes_rgb(&mut self, rings: &[Vec<(f32, f32)>], rgb: [f32; 3]) {
        self.shapes_in(rings, Colour::Rgb(rgb));
    }

    /// A filled rectangle in a colour (a team's swatch on the poster).
    pub fn fill_rgb(&mut self, x: f32, top: f32, w: f32, h: f32, rgb: [f32; 3]) {
        let ring = vec![(x, top), (x + w, top), (x + w, top + h), (x, top + h)];
        self.shapes_rgb(&[ring], rgb);
    }

    fn shapes_in(&mut self, rings: &[Vec<(f32, f32)>], colour: Colour) {
        let rings = rings.iter().map(|r| r.iter().map(|&q| self.at(q)).collect()).collect();
        self.ops.push(Op::Fill { colour, rings });
    }

    /// Many straight lines of one thickness (points): the borders of the board.
    pub fn lines(&mut self, segments: &[Segment], thickness: f32) {
        let paths = segments.iter().map(|&(a, b)| vec![self.at(a), self.at(b)]).collect();
        self.stroke(thickness, Pen::Round, paths);
    }

    /// Lines through points, each one stroke with rounded joins, of one thickness (points): the
    /// rounded borders and coast of the board (`board::drawn`).
    pub fn polylines(&mut self, lines: &[Vec<(f32, f32)>], thickness: f32) {
        let paths = lines.iter().map(|l| l.iter().map(|&q| self.at(q)).collect()).collect();
        self.stroke(thickness, Pen::Round, paths);
    }

    /// A dot (for charts), `r` in mm.
    pub fn dot(&mut self, x: f32, y: f32, r: f32) {
        self.fill(x - r, y - r, 2.0 * r, 2.0 * r, 0.0);
    }

    /// Words to print along the cut line of every two-up sheet ("cut here"), where they take
    /// no room from either form.
    pub fn cut_words(&mut self, words: &str) {
        self.cut_words = Some(words.to_string());
    }

    /// The dashed cut line down the middle of a two-up sheet, with its words beside it,
    /// reading upwards and centred on the sheet.
    fn cut_line(&mut self) {
        let (w, h) = self.page_size();
        self.line((w / 2.0, 6.0), (w / 2.0, h - 6.0), 0.5, true);
        if let Some(words) = self.cut_words.clone() {
            let shaped = fonts::shape(&words, Weight::Regular);
            let length = shaped.width * MIN_PT / PT_PER_MM;
            // The baseline 1.5 mm right of the line, in the gap before the right form's text.
            let x = w / 2.0 + 1.5 + MIN_PT / PT_PER_MM * 0.75;
            let from_bottom = (h - length) / 2.0;
            self.draw_along(&shaped, (pt(x), pt(from_bottom)), (0.0, 1.0), MIN_PT);
        }
    }

    /// The finished PDF. The same content gives the same bytes on every run.
    pub fn finish(mut self, title: &str) -> Vec<u8> {
        self.new_page();
        self.draw_feet();
        let (w, h) = self.page_size();
        pdf::document(title, (pt(w), pt(h)), &self.pages)
    }
}

impl Writer {
    /// The foot line of every finished page, right-aligned in the band above the margin.
    fn draw_feet(&mut self) {
        let Some(words) = self.foot.clone() else { return };
        let total = self.pages.len();
        let (_, full) = self.page_size();
        let top = full - MARGIN - leading(MIN_PT);
        let right = self.frame().right;
        for i in 0..total {
            let number = words.replace("{page}", &(i + 1).to_string()).replace("{pages}", &total.to_string());
            let head = self.heads.get(i).map_or("", String::as_str);
            let line = if head.is_empty() { number } else { format!("{head} \u{b7} {number}") };
            let shaped = fonts::shape(&line, Weight::Regular);
            let x = right - shaped.width * MIN_PT / PT_PER_MM;
            // Draw into page i: its ops stand in for the current page's while the line goes on.
            self.ops = std::mem::take(&mut self.pages[i]);
            self.draw(&shaped, x, top + MIN_PT / PT_PER_MM * 0.95, MIN_PT);
            self.pages[i] = std::mem::take(&mut self.ops);
        }
    }
}
