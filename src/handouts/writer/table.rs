//! Tables on the page: cells whose text wraps inside them, a header in SemiBold that repeats
//! when the rows go on over a page break, rows that never split.

use super::super::fonts::Weight;
use super::{MIN_PT, Writer, leading};

/// Room between a cell's border and its text, in mm.
const PAD: f32 = 1.5;

/// A table to draw: column widths in mm, a header, rows, the text size, the smallest row
/// height, and which columns hold numbers (set flush right).
pub struct Table {
    pub widths: Vec<f32>,
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
    pub size: f32,
    pub min_row: f32,
    pub numeric: Vec<bool>,
}

impl Table {
    /// A table of text in two columns: the first `first` mm wide, the second the rest of `width`.
    pub fn two_columns(first: f32, width: f32, header: [String; 2], rows: Vec<Vec<String>>) -> Table {
        Table {
            widths: vec![first, width - first],
            header: header.to_vec(),
            rows,
            size: MIN_PT,
            min_row: 8.0,
            numeric: vec![],
        }
    }
}

impl Writer {
    /// The height of a table's rows: the header first.
    pub fn table_heights(&mut self, t: &Table) -> Vec<f32> {
        let mut out = Vec::new();
        for (i, cells) in std::iter::once(&t.header).chain(t.rows.iter()).enumerate() {
            let weight = if i == 0 { Weight::SemiBold } else { Weight::Regular };
            let mut n = 1;
            for (c, w) in cells.iter().zip(&t.widths) {
                n = n.max(self.wrap(c, t.size, weight, (w - 2.0 * PAD).max(1.0)).len());
            }
            out.push((n as f32 * leading(t.size) + 2.0 * PAD).max(t.min_row));
        }
        out
    }

    /// A table: each cell's text wraps inside its cell; the header is set in SemiBold.
    /// Kept together on one page if it can be; otherwise rows never split and the header
    /// repeats on the next page.
    pub fn table(&mut self, name: &str, t: &Table) {
        self.table_kept(name, t, true);
    }

    /// A table whose rows flow onto the next page when it does not fit here (rows never split).
    pub fn table_flowing(&mut self, name: &str, t: &Table) {
        self.table_kept(name, t, false);
    }

    fn table_kept(&mut self, name: &str, t: &Table, keep: bool) {
        let heights = self.table_heights(t);
        let total: f32 = heights.iter().sum();
        if keep && total <= self.frame().height() {
            self.keep(name, total);
        } else {
            self.need(heights[0] + heights.get(1).copied().unwrap_or(0.0));
        }
        self.row(t, &t.header, heights[0], Weight::SemiBold);
        for (row, h) in t.rows.iter().zip(&heights[1..]) {
            if self.y + h > self.bottom() {
                self.next_frame();
                self.row(t, &t.header, heights[0], Weight::SemiBold);
            }
            self.row(t, row, *h, Weight::Regular);
        }
    }

    fn row(&mut self, t: &Table, cells: &[String], h: f32, weight: Weight) {
        let top = self.y;
        let mut x = self.left();
        for (i, (cell, width)) in cells.iter().zip(&t.widths).enumerate() {
            self.rect(x, top, *width, h);
            let numeric = t.numeric.get(i).copied().unwrap_or(false) && weight == Weight::Regular;
            for (k, line) in self.wrap(cell, t.size, weight, (width - 2.0 * PAD).max(1.0)).iter().enumerate() {
                let y = top + PAD + k as f32 * leading(t.size);
                if numeric {
                    self.text_right(x + width - PAD, y, t.size, weight, line);
                } else {
                    self.text_at(x + PAD, y, t.size, weight, line, x + width - PAD);
                }
            }
            x += width;
        }
        self.y += h;
    }
}
