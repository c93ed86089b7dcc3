//! Where each country's label goes on the map and how much it says: as large as the map
//! allows, moved apart where neighbours would overlap, never off its own country.

#[allow(clippy::wildcard_imports)]
use super::*;

/// The size the numbers and army counts are drawn at in a map of `width` x `height`: the
/// picture's size, or smaller where the labels would not fit.
#[cfg(test)]
pub(crate) fn drawn_text(pic: &MapPicture, width: f32, height: f32) -> f32 {
    labels(pic, Fit::new(&pic.map, width, height), height, &board::drawn(&pic.map)).text
}

/// How much each country's label says: as much as fits the map's size (on the teacher's small
/// map and in a small film the full labels would overlap and be pushed off their countries,
/// "35" into the sea).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Detail {
    /// "17 | A3" in a pill, the resources and buildings under it.
    Full,
    /// The pills, and the resources and buildings only under those the entry shown changed
    /// (on a wall map of many teams the rows of all would push the labels down to a size the
    /// back row cannot read; what just changed is what the class is looking at).
    Changed,
    /// The pill alone (the room under it is too small).
    Pills,
    /// The country's number alone, in its team's text colour (the rest under the cursor and on
    /// the projector screen).
    Numbers,
}

impl Detail {
    /// Whether the line of resources and buildings hangs under `spot`'s pill.
    pub(super) fn row(self, spot: &board::Spot) -> bool {
        let has = spot.resources > 0 || spot.buildings != crate::vocabulary::Buildings::default();
        has && (self == Detail::Full || (self == Detail::Changed && spot.changed))
    }
}

/// The labels as they fit: at their size or down to 0.7 of it, the fullest detail whose
/// labels, moved apart, neither overlap nor leave their own country (the size first: a label
/// read from the back row is worth more than a line of resources under it); else the
/// numbers, moved apart as far as they can be.
pub(super) fn labels(pic: &MapPicture, fit: Fit, height: f32, drawn: &board::Drawn) -> Labels {
    for k in [1.0, 0.85, 0.7] {
        let details: &[Detail] = if pic.changed_rows {
            &[Detail::Changed, Detail::Pills]
        } else {
            &[Detail::Full, Detail::Changed, Detail::Pills]
        };
        for &detail in details {
            let smaller = MapPicture { text: pic.text * k, ..pic.clone() };
            let (at, boxes) = label_places(&smaller, fit, height, detail);
            if labels_fit(&at, &boxes, fit, drawn) {
                return Labels { detail, text: smaller.text, at, boxes };
            }
        }
    }
    let (at, boxes) = label_places(pic, fit, height, Detail::Numbers);
    Labels { detail: Detail::Numbers, text: pic.text, at, boxes }
}

/// The labels as drawn: how much they say, their size, where each stands and its box.
pub(super) struct Labels {
    pub(super) detail: Detail,
    pub(super) text: f32,
    pub(super) at: Vec<(f32, f32)>,
    pub(super) boxes: Vec<LabelBox>,
}

/// No two labels overlap, and each stands on its own country.
pub(super) fn labels_fit(at: &[(f32, f32)], boxes: &[LabelBox], fit: Fit, drawn: &board::Drawn) -> bool {
    let on_own = at.iter().enumerate().all(|(i, &(x, y))| drawn.country_at(fit.to_map(x, y)) == Site::at(i));
    on_own
        && (0..at.len()).all(|i| {
            (i + 1..at.len()).all(|j| {
                let (a, b, ba, bb) = (at[i], at[j], boxes[i], boxes[j]);
                let apart_x = (a.0 - b.0).abs() >= ba.0 + bb.0;
                let apart_y = if a.1 <= b.1 { a.1 + ba.2 <= b.1 - bb.1 } else { b.1 + bb.2 <= a.1 - ba.1 };
                apart_x || apart_y
            })
        })
}

/// A country's pill, "17 | A3": its number, then the team's letter on a chip of the team's
/// colour (a letter beside a digit, "I3", would read as "13" from the back row) and its armies,
/// or an independent country's flag and armies; with the widths the label is drawn with and
/// kept apart from its neighbours by.
pub(super) struct Pill {
    /// The team's letter and colour, for its chip; none for an independent country.
    pub(super) chip: Option<(String, Colour)>,
    /// What follows the chip: the armies (nothing for a country only planned for the team), or
    /// the flag and the armies.
    pub(super) armies: String,
    pub(super) number_w: f32,
    pub(super) chip_w: f32,
    pub(super) armies_w: f32,
    pub(super) gap: f32,
    pub(super) width: f32,
}

impl Pill {
    pub(super) fn of(pic: &MapPicture, i: usize, t: f32) -> Pill {
        let spot = &pic.board.spots[i];
        let chip = match spot.holder {
            Holder::Team(s) => pic.teams.get(usize::from(s)).map(|(c, m)| (m.clone(), *c)),
            _ => None,
        };
        // A country planned for a team shows its letter only: it has no armies yet.
        let count = if spot.planned { String::new() } else { spot.armies.to_string() };
        let (armies, flag) = match &chip {
            Some(_) => (count, 0.0),
            // The flag of an independent country is wider than a letter.
            None => (format!("{INDEPENDENT}{count}"), 0.6 * t),
        };
        // Every chip at least as wide as a broad capital: a narrow "I" is a chip too.
        let chip_w = chip.as_ref().map_or(0.0, |(letter, _)| text_width(letter, t).max(0.6 * t) + 0.3 * t);
        let after_chip = if chip.is_some() && !armies.is_empty() { 0.1 * t } else { 0.0 };
        let number_w = text_width(&(i + 1).to_string(), t);
        let armies_w = if armies.is_empty() { 0.0 } else { text_width(&armies, t) + flag + after_chip };
        let gap = 0.4 * t;
        Pill { chip, armies, number_w, chip_w, armies_w, gap, width: number_w + gap + chip_w + armies_w + 0.55 * t }
    }
}

/// A label's rounded box, `w` x `h` around (`x`, `y`).
pub(super) fn pill_path(x: f32, y: f32, w: f32, h: f32, t: f32) -> Path {
    Path::rounded_rectangle(Point::new(x - w / 2.0, y - h / 2.0), Size::new(w, h), (0.35 * t).into())
}

/// A label's half width, and its height above and below its point.
pub(super) type LabelBox = (f32, f32, f32);

/// Each label's half width and its height above and below its point (the line of resources
/// and buildings hangs below the pill), as drawn with `detail`.
pub(super) fn label_boxes(pic: &MapPicture, detail: Detail) -> Vec<LabelBox> {
    let t = pic.text;
    pic.board
        .spots
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let number = text_width(&(i + 1).to_string(), t);
            if detail == Detail::Numbers {
                // The digits alone: about 0.7 of the size high.
                return (number / 2.0 + 0.1 * t, 0.45 * t, 0.45 * t);
            }
            if s.holder == Holder::Free {
                return (number / 2.0 + 0.2 * t, 0.6 * t, 0.6 * t);
            }
            let half = Pill::of(pic, i, t).width / 2.0;
            let below = if detail.row(s) { 1.9 * t } else { 0.6 * t };
            (half, 0.6 * t, below)
        })
        .collect()
}

/// Where each country's label goes: at its centre, and where two labels would overlap, each
/// moved apart up and down (a few rounds, never above the drawing), so that neighbours stay
/// readable; with each label's box (`label_boxes`).
pub(super) fn label_places(
    pic: &MapPicture,
    fit: Fit,
    height: f32,
    detail: Detail,
) -> (Vec<(f32, f32)>, Vec<LabelBox>) {
    let t = pic.text;
    let mut at: Vec<(f32, f32)> = pic.map.countries.iter().map(|c| fit.to_box(c.centre)).collect();
    let boxes = label_boxes(pic, detail);
    // Never above the top of the drawing, and never below its bottom (there the standings
    // start on the teacher's screen): a label pushed past it is pushed up instead.
    let top_edge = 0.6 * t;
    let lowest = |i: usize| (height - boxes.get(i).map_or(t, |b| b.2) - 0.1 * t).max(top_edge);
    for _ in 0..8 {
        let mut moved = false;
        for i in 0..at.len() {
            for j in i + 1..at.len() {
                let (a, b) = (at[i], at[j]);
                let (ba, bb) = (boxes[i], boxes[j]);
                let apart_x = (a.0 - b.0).abs() >= ba.0 + bb.0 + 2.0;
                let (top, bottom) = if a.1 <= b.1 { (i, j) } else { (j, i) };
                let gap = (at[bottom].1 - boxes[bottom].1) - (at[top].1 + boxes[top].2);
                if apart_x || gap >= 2.0 {
                    continue;
                }
                let shift = (2.0 - gap) / 2.0;
                let down = (at[bottom].1 + shift).min(lowest(bottom)) - at[bottom].1;
                at[bottom].1 += down.max(0.0);
                at[top].1 = (at[top].1 - (2.0 * shift - down.max(0.0))).max(top_edge);
                moved = true;
            }
        }
        if !moved {
            break;
        }
    }
    for (i, p) in at.iter_mut().enumerate() {
        p.1 = p.1.min(lowest(i));
    }
    (at, boxes)
}

/// The width of a short label (digits and a capital) at size `t`.
pub(super) fn text_width(s: &str, t: f32) -> f32 {
    crate::gui::measure::width_of(s, t, true)
}
