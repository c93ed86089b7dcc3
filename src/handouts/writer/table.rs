//! Tables on the page: cells whose text wraps inside them, a header in SemiBold that repeats
//! when the rows go on over a page break, rows that never split.

use super::super::fonts::Weight;
use super::{Block, MIN_PT, Writer};

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
            out.push((n as f32 * self.leading(t.size) + 2.0 * PAD).max(t.min_row));
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
        let kept = keep && total <= self.frame().height();
        if kept {
            self.keep(name, total);
        } else {
            self.need(heights[0] + heights.get(1).copied().unwrap_or(0.0));
        }
        self.row(t, &t.header, heights[0], Weight::SemiBold);
        let rows = &heights[1..];
        let mut rows_here = 0;
        for (k, (row, h)) in t.rows.iter().zip(rows).enumerate() {
            if self.y + h > self.bottom() || (rows_here > 0 && self.leaves_last_row_alone(rows, k)) {
                self.next_frame();
                self.row(t, &t.header, heights[0], Weight::SemiBold);
                rows_here = 0;
            }
            if !kept {
                // Where each row of a flowing table went (for the tests).
                let (page, frame, top) = (self.page(), self.frame(), self.y);
                self.blocks.push(Block { name: format!("{name} row {}", k + 1), page, frame, top, height: *h });
            }
            self.row(t, row, *h, Weight::Regular);
            rows_here += 1;
        }
    }

    /// Whether row `k`, the second last, fits here but the last does not: then both go over
    /// together, so no page holds one row alone.
    fn leaves_last_row_alone(&self, rows: &[f32], k: usize) -> bool {
        k + 2 == rows.len() && self.y + rows[k] + rows[k + 1] > self.bottom()
    }

    fn row(&mut self, t: &Table, cells: &[String], h: f32, weight: Weight) {
        let top = self.y;
        let mut x = self.left();
        for (i, (cell, width)) in cells.iter().zip(&t.widths).enumerate() {
            self.rect(x, top, *width, h);
            let numeric = t.numeric.get(i).copied().unwrap_or(false) && weight == Weight::Regular;
            for (k, line) in self.wrap(cell, t.size, weight, (width - 2.0 * PAD).max(1.0)).iter().enumerate() {
                let y = top + PAD + k as f32 * self.leading(t.size);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::handouts::writer::{Paper, Sheet};

    fn rows(n: usize) -> Table {
        let rows = (1..=n).map(|i| vec![format!("Team {i}"), "3 Trade".to_string()]).collect();
        Table::two_columns(50.0, 180.0, ["Team".to_string(), "Cards".to_string()], rows)
    }

    fn pages_of_rows(w: &Writer, name: &str) -> Vec<usize> {
        w.blocks.iter().filter(|b| b.name.starts_with(&format!("{name} row "))).map(|b| b.page).collect()
    }

    /// A flowing table never leaves its last row alone on a page.
    #[test]
    fn the_last_row_never_stands_alone_on_a_page() {
        let t = rows(7);
        for start in 0..60 {
            let mut w = Writer::new(Paper::A4, Sheet::Portrait);
            let heights = w.table_heights(&t);
            // Start so that from 0 to 60 positions of the page's end fall in every row.
            w.gap(w.frame().height() - heights.iter().sum::<f32>() + start as f32 * 1.0);
            w.table_flowing("cards", &t);
            let pages = pages_of_rows(&w, "cards");
            assert_eq!(pages.len(), 7, "every row drawn once");
            let last = *pages.last().unwrap();
            let alone = pages.iter().filter(|&&p| p == last).count();
            assert!(alone >= 2, "start {start}: rows on pages {pages:?}");
        }
    }

    /// A table that fits on its page is drawn there as it is.
    #[test]
    fn a_table_that_fits_stays_on_its_page() {
        let mut w = Writer::new(Paper::A4, Sheet::Portrait);
        w.table_flowing("cards", &rows(7));
        assert_eq!(pages_of_rows(&w, "cards"), vec![0; 7]);
    }
}
