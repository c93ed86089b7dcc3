//! The map, drawn with iced's canvas on the projector screen and the teacher's screen: each
//! country in its team's colour with the team's mark (for pupils who cannot tell the colours
//! apart), its number, its armies, resources and buildings, rebellions, the countries the entry
//! shown changed, and a colonial war's arrow. On the teacher's screen a click on a country the
//! engine allows chooses it; the others are dimmed.

use std::sync::Arc;

use iced::widget::canvas::{self, Frame, Geometry, Path, Stroke, Text};
use iced::{Color, Element, Length, Pixels, Point, Rectangle, Renderer, Size, Theme, mouse};

use super::style::{self, Colour};
use crate::board::{self, Board, Fit, Holder};
use crate::map::{Map, Site};
use crate::vocabulary::Building;

mod place;
#[cfg(test)]
pub(crate) use place::drawn_text;
#[cfg(test)]
use place::labels_fit;
use place::{Detail, Labels, Pill, labels, pill_path, text_width};

/// The symbol of a building on the map and in its legend.
pub fn symbol(b: Building) -> &'static str {
    match b {
        Building::Port => "⚓",
        Building::Church => "⛪",
        Building::City => "🏙",
        Building::Railway => "🚂",
        Building::TradingPost => "🏪",
    }
}

/// The symbol of a rebellion.
pub const REBELLION: &str = "✊";

/// The symbol of an independent country, in its label instead of a team's letter.
pub const INDEPENDENT: &str = "🏳";

/// What to draw: the map, the board on it, and each team's colour and mark by seat.
#[derive(Clone, Debug, PartialEq)]
pub struct MapPicture {
    pub map: Arc<Map>,
    pub board: Board,
    pub teams: Vec<(Colour, String)>,
    /// The countries a click may choose (map indices); the others are dimmed. `None`: nothing
    /// is being chosen.
    pub allowed: Option<Vec<Site>>,
    /// Countries already chosen in this entry (the attacking country), ringed.
    pub chosen: Vec<Site>,
    /// The size of the numbers and army counts, in pixels.
    pub text: f32,
    pub dark: bool,
    /// Only each held country's team letter at its centre, no pills (a small map set beside
    /// another, where the pills would not fit).
    pub plain: bool,
    /// The resources and buildings only under the countries just changed (the wall's map of
    /// many teams, where the labels' size comes first).
    pub changed_rows: bool,
}

struct Canvas<M> {
    picture: MapPicture,
    on_pick: Option<fn(Site) -> M>,
    /// The layer over the map on the teacher's screen: only what the cursor is over. It is a
    /// layer of its own because a canvas draws all text over all shapes: the map's small
    /// labels would show through the large one.
    hover: bool,
}

/// The drawn map, kept while the picture and the size stay the same (the projector screen and
/// the teacher's screen redraw on every message; the map changes only with an entry).
#[derive(Default)]
struct Drawn {
    cache: canvas::Cache,
    of: std::cell::RefCell<Option<(MapPicture, Size)>>,
    /// The country under the cursor when last drawn, on the teacher's screen.
    hovered: Option<Site>,
}

/// The map as large as fits `width` x `height`; while something is chosen on it, a click on a
/// country sends `on_pick(map index)`.
pub fn view<'a, M: 'a>(
    picture: MapPicture,
    on_pick: Option<fn(Site) -> M>,
    width: Length,
    height: Length,
) -> Element<'a, M> {
    let Some(pick) = on_pick else {
        return canvas::Canvas::new(Canvas { picture, on_pick: None, hover: false }).width(width).height(height).into();
    };
    let map = canvas::Canvas::new(Canvas { picture: picture.clone(), on_pick: None, hover: false });
    let over = canvas::Canvas::new(Canvas { picture, on_pick: Some(pick), hover: true });
    iced::widget::stack![map.width(width).height(height), over.width(width).height(height)].into()
}

/// The size of the numbers and army counts for the map drawn in `width` x `height`: a fifth of
/// the side of the room each country has, between `min` and `max` (15 countries read larger
/// than 36). The projector screen and the teacher's screen size their labels alike.
pub fn label_size(map: &Map, width: f32, height: f32, min: f32, max: f32) -> f32 {
    let (land_w, land_h) = Fit::drawn(map, width, height);
    let per_country = (land_w * land_h / map.countries.len() as f32).sqrt();
    (per_country * 0.2).clamp(min, max)
}

/// The map country under the cursor, if any.
fn under(map: &Map, bounds: Rectangle, cursor: mouse::Cursor) -> Option<Site> {
    let p = cursor.position_in(bounds)?;
    let fit = Fit::new(map, bounds.width, bounds.height);
    board::country_at(map, fit.to_map(p.x, p.y))
}

impl<M> Canvas<M> {
    fn may_pick(&self, c: Site) -> bool {
        self.on_pick.is_some() && self.picture.allowed.as_ref().is_some_and(|a| a.contains(&c))
    }
}

impl<M> canvas::Program<M> for Canvas<M> {
    type State = Drawn;

    fn update(
        &self,
        drawn: &mut Drawn,
        event: &canvas::Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<canvas::Action<M>> {
        let picking = self.on_pick.is_some() && self.picture.allowed.is_some();
        let canvas::Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) = event else {
            // On the teacher's screen, redraw as the cursor moves onto another country or off the
            // map (the country under it is drawn large).
            let moved = matches!(event, canvas::Event::Mouse(mouse::Event::CursorMoved { .. }));
            let now = if self.on_pick.is_some() { under(&self.picture.map, bounds, cursor) } else { None };
            if !moved || now == drawn.hovered {
                return None;
            }
            drawn.hovered = now;
            return Some(canvas::Action::request_redraw());
        };
        // Any country while something is chosen: the lesson says why one is refused.
        let pick = self.on_pick.filter(|_| picking)?;
        let c = under(&self.picture.map, bounds, cursor)?;
        Some(canvas::Action::publish(pick(c)).and_capture())
    }

    fn mouse_interaction(&self, _: &Drawn, bounds: Rectangle, cursor: mouse::Cursor) -> mouse::Interaction {
        match under(&self.picture.map, bounds, cursor) {
            Some(c) if self.may_pick(c) => mouse::Interaction::Pointer,
            Some(_) if self.on_pick.is_some() && self.picture.allowed.is_some() => mouse::Interaction::NotAllowed,
            _ => mouse::Interaction::default(),
        }
    }

    fn draw(
        &self,
        drawn: &Drawn,
        renderer: &Renderer,
        _: &Theme,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let size = bounds.size();
        if !self.hover {
            let same = drawn.of.borrow().as_ref().is_some_and(|(p, s)| *s == size && *p == self.picture);
            if !same {
                drawn.cache.clear();
                *drawn.of.borrow_mut() = Some((self.picture.clone(), size));
            }
            return vec![drawn.cache.draw(renderer, size, |frame| draw(frame, &self.picture))];
        }
        // On the teacher's screen, the country under the cursor over the kept drawing: lighter
        // where a click may choose it, and its label large (the map there is small: 12 px
        // labels with twelve teams).
        let Some(c) = under(&self.picture.map, bounds, cursor) else {
            return Vec::new();
        };
        let mut hover = Frame::new(renderer, size);
        let fit = Fit::new(&self.picture.map, size.width, size.height);
        if self.may_pick(c) {
            hover.fill(&country(fit, &self.picture.map, c), Color { a: 0.35, ..Color::WHITE });
        }
        let t = (self.picture.text * 1.5).max(18.0);
        // The large label stands in the map's corner away from the cursor, never over the
        // country under it or its neighbours, the next to be clicked in a fight.
        let at = hover_label_at(cursor.position_in(bounds), size, t);
        draw_label(&mut hover, &self.picture, usize::from(c), at, t, true, true);
        vec![hover.into_geometry()]
    }
}

/// Where the large label of the country under the cursor at `cursor` stands in a map of `size`
/// with text `t`: in the corner diagonally away from the cursor, as wide as about five letters
/// either side of its point, two lines high.
fn hover_label_at(cursor: Option<Point>, size: Size, t: f32) -> Point {
    let cursor = cursor.unwrap_or(Point::ORIGIN);
    let x = if cursor.x < size.width / 2.0 { (size.width - 3.0 * t).max(3.0 * t) } else { 3.0 * t };
    let y = if cursor.y < size.height / 2.0 { (size.height - 2.0 * t).max(t) } else { t };
    Point::new(x, y)
}

fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::from_rgb8(r, g, b)
}

/// Land no team holds, independent land, the sea, and the lines.
struct Palette {
    sea: Color,
    land: Color,
    independent: Color,
    border: Color,
    coast: Color,
    number: Color,
}

fn palette(dark: bool) -> Palette {
    Palette {
        sea: if dark { rgb(0x1c, 0x32, 0x48) } else { rgb(0xcd, 0xe2, 0xf0) },
        land: rgb(0xf2, 0xea, 0xd3),
        // White, not grey: grey is a team's colour.
        independent: Color::WHITE,
        border: rgb(0x55, 0x55, 0x55),
        coast: rgb(0x1f, 0x3f, 0x66),
        number: rgb(0x44, 0x44, 0x44),
    }
}

/// Lines through map points as one path (closed rings closed).
fn polylines(fit: Fit, lines: &[Vec<[f32; 2]>], close: bool) -> Path {
    Path::new(|b| {
        for line in lines {
            for (i, p) in line.iter().enumerate() {
                let (x, y) = fit.to_box(*p);
                if i == 0 { b.move_to(Point::new(x, y)) } else { b.line_to(Point::new(x, y)) }
            }
            if close {
                b.close();
            }
        }
    })
}

/// Independent land hatched, grey lines on white: beside the plain beige of land no team holds
/// the two, both plain, would look alike on a projector. The lines run at 45 degrees, `gap`
/// apart and anchored to the frame, so that they run on across the country. Each line is drawn
/// between its crossings of the country's outline, first to second, third to fourth (the
/// outline is rounded, not convex).
fn hatch(frame: &mut Frame, fit: Fit, rings: &[Vec<[f32; 2]>], gap: f32, color: Color) {
    let path = Path::new(|b| {
        let rings: Vec<Vec<(f32, f32)>> = rings.iter().map(|r| r.iter().map(|p| fit.to_box(*p)).collect()).collect();
        // Each line is x - y = c.
        let (lo, hi) =
            rings.iter().flatten().fold((f32::MAX, f32::MIN), |(lo, hi), &(x, y)| (lo.min(x - y), hi.max(x - y)));
        let mut c = (lo / gap).ceil() * gap;
        while c <= hi {
            let mut hits = Vec::new();
            for ring in &rings {
                for w in ring.windows(2) {
                    let (p, q) = (w[0], w[1]);
                    let (fp, fq) = (p.0 - p.1 - c, q.0 - q.1 - c);
                    if (fp <= 0.0) != (fq <= 0.0) {
                        let r = fp / (fp - fq);
                        hits.push(Point::new(p.0 + (q.0 - p.0) * r, p.1 + (q.1 - p.1) * r));
                    }
                }
            }
            hits.sort_by(|a, z| a.x.total_cmp(&z.x));
            for pair in hits.chunks_exact(2) {
                b.move_to(pair[0]);
                b.line_to(pair[1]);
            }
            c += gap;
        }
    });
    frame.stroke(&path, Stroke::default().with_width((0.2 * gap).max(1.0)).with_color(color));
}

/// A country as one path: its outline as drawn (`board::drawn`), not its cells.
fn country(fit: Fit, map: &Map, c: Site) -> Path {
    polylines(fit, &board::drawn(map).countries[c.index()], true)
}

fn label(frame: &mut Frame, content: String, at: Point, size: f32, color: Color, strong: bool) {
    frame.fill_text(Text {
        content,
        position: at,
        color,
        size: Pixels(size),
        font: if strong { style::STRONG } else { style::BODY },
        align_x: iced::widget::text::Alignment::Center,
        align_y: iced::alignment::Vertical::Center,
        ..Text::default()
    });
}

fn draw(frame: &mut Frame, pic: &MapPicture) {
    let map = &pic.map;
    let pal = palette(pic.dark);
    let size = frame.size();
    let fit = Fit::new(map, size.width, size.height);
    let t = pic.text;
    let drawn = board::drawn(map);
    frame.fill_rectangle(Point::ORIGIN, size, pal.sea);
    // The countries, filled: one path per country (its cells side by side).
    for (i, spot) in pic.board.spots.iter().enumerate() {
        let fill = match spot.holder {
            Holder::Free => pal.land,
            Holder::Independent => pal.independent,
            Holder::Team(s) => pic.teams.get(usize::from(s)).map_or(pal.land, |(c, _)| c.rgb()),
        };
        let path = country(fit, map, Site(i as u16));
        frame.fill(&path, fill);
        if spot.holder == Holder::Independent {
            hatch(frame, fit, &drawn.countries[i], 0.45 * t, rgb(0x99, 0x99, 0x99));
        }
        // Dimmed where a click may not choose it; on a plain map (one team set apart on a small
        // map) so far that only the team's own colour is left.
        if pic.allowed.as_ref().is_some_and(|a| !a.contains(&Site(i as u16))) {
            frame.fill(&path, Color { a: if pic.plain { 0.88 } else { 0.7 }, ..pal.land });
        }
    }
    // The borders and the coast, each one path of lines joined end to end.
    let lines = |lines: &[Vec<[f32; 2]>]| polylines(fit, lines, false);
    let k = (fit.scale / 70.0).max(0.3);
    let stroke = |width: f32, color: Color| {
        Stroke::default()
            .with_width(width)
            .with_color(color)
            .with_line_cap(canvas::LineCap::Round)
            .with_line_join(canvas::LineJoin::Round)
    };
    frame.stroke(&lines(&drawn.borders), stroke(1.5 * k, pal.border));
    frame.stroke(&lines(&drawn.coast), stroke(3.0 * k, pal.coast));
    // A plain map: each held country's team letter at its centre, on the team's colour; where
    // some countries are set apart, they are outlined and only they have their letter (the
    // others are dimmed, their letters noise).
    if pic.plain {
        for &site in pic.allowed.iter().flatten() {
            frame.stroke(&country(fit, map, site), stroke(2.5 * k, pal.coast));
        }
        for (i, (c, spot)) in map.countries.iter().zip(&pic.board.spots).enumerate() {
            if let Holder::Team(s) = spot.holder
                && let Some((colour, letter)) = pic.teams.get(usize::from(s))
                && pic.allowed.as_ref().is_none_or(|a| a.contains(&Site(i as u16)))
            {
                let (x, y) = fit.to_box(c.centre);
                label(frame, letter.clone(), Point::new(x, y), t, colour.on(), true);
            }
        }
        return;
    }
    // The labels: one pill per country in play, "17 | A3" (country 17, team A, 3 armies), with
    // its resources and its buildings' symbols under it.
    let Labels { detail, text: t, at: places, boxes } = labels(pic, fit, size.height, &drawn);
    for (i, &(x, y)) in places.iter().enumerate().take(pic.board.spots.len()) {
        match detail {
            Detail::Numbers => draw_number(frame, pic, i, Point::new(x, y), t),
            Detail::Full | Detail::Changed | Detail::Pills => {
                draw_label(frame, pic, i, Point::new(x, y), t, false, detail.row(&pic.board.spots[i]));
            }
        }
    }
    // The war's arrow over the labels, so that it shows between neighbours too.
    if let Some((from, to)) = pic.board.arrow
        && let (Some(&a), Some(&b), Some(&(half, _, _))) =
            (places.get(usize::from(from)), places.get(usize::from(to)), boxes.get(usize::from(to)))
    {
        arrow(frame, a, b, half, t);
    }
}

/// A country's number alone at `at` (`Detail::Numbers`): on its team's colour in the colour
/// that reads on it, with its ring and rebellion mark.
fn draw_number(frame: &mut Frame, pic: &MapPicture, i: usize, at: Point, t: f32) {
    let Some(spot) = pic.board.spots.get(i) else { return };
    let colour = match spot.holder {
        Holder::Team(s) => pic.teams.get(usize::from(s)).map_or(palette(pic.dark).number, |(c, _)| c.on()),
        Holder::Free | Holder::Independent => palette(pic.dark).number,
    };
    let number = (i + 1).to_string();
    let half = text_width(&number, t) / 2.0;
    let colour = if changed(pic, i) {
        frame.fill(&pill_path(at.x, at.y, 2.0 * half + 0.4 * t, t, t), CHANGED);
        rgb(0x11, 0x11, 0x11)
    } else {
        colour
    };
    label(frame, number, at, t, colour, true);
    ring(frame, pic, i, at, half + 0.3 * t, t);
    if spot.rebellion {
        let at = Point::new(at.x + half + 0.2 * t, at.y - 0.5 * t);
        frame.fill(&Path::circle(at, 0.45 * t), rgb(0xc0, 0x10, 0x10));
        label(frame, REBELLION.to_string(), at, 0.55 * t, Color::WHITE, false);
    }
}

/// One country's label at `at`: "17 | A3" in a pill (the number alone for free land), its
/// resources and buildings under it (`row`), a rebellion's mark. `backed`: free land's number
/// on a white pill too (the large label under the cursor).
fn draw_label(frame: &mut Frame, pic: &MapPicture, i: usize, at: Point, t: f32, backed: bool, row: bool) {
    let Some(spot) = pic.board.spots.get(i) else { return };
    let pal = palette(pic.dark);
    let (x, y) = (at.x, at.y);
    let number = (i + 1).to_string();
    if spot.holder == Holder::Free {
        let back = if changed(pic, i) { Some(CHANGED) } else { backed.then_some(Color::WHITE) };
        if let Some(back) = back {
            frame.fill(&pill_path(x, y, text_width(&number, t) + 0.55 * t, 1.15 * t, t), back);
        }
        label(frame, number, at, t, pal.number, true);
        ring(frame, pic, i, at, 1.6 * t, t);
        return;
    }
    let Pill { chip, armies, number_w: nw, chip_w, armies_w: aw, gap, width: w } = Pill::of(pic, i, t);
    let h = 1.15 * t;
    let pill = pill_path(x, y, w, h, t);
    // What the entry just changed is on yellow: the label itself, not a ring that would cover
    // a small country or its neighbours' labels.
    frame.fill(&pill, if changed(pic, i) { CHANGED } else { Color::WHITE });
    frame.stroke(&pill, Stroke::default().with_width(1.0).with_color(rgb(0x22, 0x22, 0x22)));
    let left = x - w / 2.0 + 0.275 * t;
    label(frame, number, Point::new(left + nw / 2.0, y), t, rgb(0x11, 0x11, 0x11), true);
    let mut after = left + nw + gap;
    match chip {
        // The team's letter on its colour, then the armies.
        Some((letter, colour)) => {
            let back = Path::rounded_rectangle(Point::new(after, y - 0.5 * t), Size::new(chip_w, t), (0.2 * t).into());
            frame.fill(&back, colour.rgb());
            // Edged, so that a yellow team's chip still shows on a yellow label.
            frame.stroke(&back, Stroke::default().with_width(1.0).with_color(rgb(0x22, 0x22, 0x22)));
            label(frame, letter, Point::new(after + chip_w / 2.0, y), t, colour.on(), true);
            after += chip_w;
        }
        // An independent country: a separator before its flag.
        None => {
            let sep = left + nw + gap / 2.0;
            frame.stroke(
                &Path::line(Point::new(sep, y - 0.38 * t), Point::new(sep, y + 0.38 * t)),
                Stroke::default().with_width(1.0).with_color(rgb(0x88, 0x88, 0x88)),
            );
        }
    }
    if !armies.is_empty() {
        label(frame, armies, Point::new(after + aw / 2.0, y), t, rgb(0x11, 0x11, 0x11), true);
    }
    ring(frame, pic, i, at, w / 2.0 + 0.3 * t, t);
    // The resources (a brown dot and how many) and the buildings' symbols, under the pill.
    let symbols: Vec<&str> = Building::ALL.into_iter().filter(|b| spot.buildings.has(*b)).map(symbol).collect();
    let count = (spot.resources > 0).then(|| spot.resources.to_string());
    if row && (count.is_some() || !symbols.is_empty()) {
        // Read from the back row as well as the pill above it, a little smaller.
        let s = 0.85 * t;
        let count_w = count.as_ref().map_or(0.0, |c| 0.55 * s + text_width(c, s) + 0.2 * s);
        let width = count_w + symbols.len() as f32 * s;
        let mut at = x - width / 2.0;
        let row_y = y + h / 2.0 + 0.65 * s;
        let plate = Path::rounded_rectangle(
            Point::new(at - 0.2 * s, row_y - 0.6 * s),
            Size::new(width + 0.4 * s, 1.2 * s),
            (0.3 * s).into(),
        );
        frame.fill(&plate, Color::WHITE);
        frame.stroke(&plate, Stroke::default().with_width(1.0).with_color(rgb(0x88, 0x88, 0x88)));
        if let Some(c) = count {
            frame.fill(&Path::circle(Point::new(at + 0.25 * s, row_y), 0.22 * s), rgb(0x6b, 0x3e, 0x12));
            let w = text_width(&c, s);
            label(frame, c, Point::new(at + 0.55 * s + w / 2.0, row_y), s, rgb(0x11, 0x11, 0x11), true);
            at += count_w;
        }
        // The symbols as one text (each text drawn costs more than its letters).
        if !symbols.is_empty() {
            let all_w = symbols.len() as f32 * s;
            label(frame, symbols.concat(), Point::new(at + all_w / 2.0, row_y), s, rgb(0x11, 0x11, 0x11), false);
        }
    }
    if spot.rebellion {
        let at = Point::new(x + w / 2.0, y - h / 2.0);
        frame.fill(&Path::circle(at, 0.55 * t), rgb(0xc0, 0x10, 0x10));
        label(frame, REBELLION.to_string(), at, 0.7 * t, Color::WHITE, false);
    }
}

/// The background of a label the entry shown just changed.
const CHANGED: Color = Color { r: 1.0, g: 0.784, b: 0.0, a: 1.0 };

/// Whether the entry shown changed country `i` (and it is not the one being chosen, which
/// has its red ring).
fn changed(pic: &MapPicture, i: usize) -> bool {
    !pic.chosen.contains(&Site(i as u16)) && pic.board.spots.get(i).is_some_and(|s| s.changed)
}

/// The red ring around the label of a country chosen in the entry being made (the attacking
/// country): one at a time, so it may stand out beyond the label.
fn ring(frame: &mut Frame, pic: &MapPicture, i: usize, at: Point, half: f32, t: f32) {
    if !pic.chosen.contains(&Site(i as u16)) {
        return;
    }
    let colour = rgb(0xc0, 0x10, 0x10);
    let h = 1.25 * t + 0.6 * t;
    let path =
        Path::rounded_rectangle(Point::new(at.x - half, at.y - h / 2.0), Size::new(2.0 * half, h), (0.5 * t).into());
    // A dark edge under the ring, wide enough either side to show on the yellow and orange
    // teams' countries too.
    frame.stroke(&path, Stroke::default().with_width(0.5 * t).with_color(rgb(0x11, 0x11, 0x11)));
    frame.stroke(&path, Stroke::default().with_width(0.22 * t).with_color(colour));
}

/// An arrow from one country's label to another's, dark red on a white edge; its tip stops at
/// the edge of the attacked country's label (`half`: the label's half width), never on it.
fn arrow(frame: &mut Frame, a: (f32, f32), b: (f32, f32), half: f32, t: f32) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1.0);
    // Between near neighbours a straight arrow would hide between the labels: it bows out
    // above them instead.
    let bow = (4.0 * t - len / 2.0).max(0.0);
    let (nx, ny) = (dy / len, -dx / len);
    let (nx, ny) = if ny > 0.0 { (-nx, -ny) } else { (nx, ny) };
    let control = Point::new((a.0 + b.0) / 2.0 + nx * bow * 2.0, (a.1 + b.1) / 2.0 + ny * bow * 2.0);
    // The tip comes in along the curve's last direction and stops at the target's label.
    let (ex, ey) = (b.0 - control.x, b.1 - control.y);
    let el = (ex * ex + ey * ey).sqrt().max(1.0);
    let (ux, uy) = (ex / el, ey / el);
    let start = Point::new(a.0, a.1 - 0.9 * t);
    // Where the way in leaves the label's box (its ring around it), and a little more.
    let (hw, hh) = (half + 0.35 * t, 0.95 * t);
    let edge = (hw / ux.abs().max(1e-3)).min(hh / uy.abs().max(1e-3));
    let tip = Point::new(b.0 - ux * (edge + 0.2 * t), b.1 - uy * (edge + 0.2 * t));
    let head = 1.1 * t;
    let base = Point::new(tip.x - ux * head, tip.y - uy * head);
    let wing = |s: f32| Point::new(base.x - uy * head * 0.6 * s, base.y + ux * head * 0.6 * s);
    let head_path = Path::new(|p| {
        p.move_to(tip);
        p.line_to(wing(1.0));
        p.line_to(wing(-1.0));
        p.close();
    });
    let shaft = Path::new(|p| {
        p.move_to(start);
        p.quadratic_curve_to(control, base);
    });
    let red = rgb(0xb0, 0x00, 0x20);
    frame.stroke(&shaft, Stroke::default().with_width(0.7 * t).with_color(Color::WHITE));
    frame.stroke(&head_path, Stroke::default().with_width(0.25 * t).with_color(Color::WHITE));
    frame.stroke(&shaft, Stroke::default().with_width(0.42 * t).with_color(red));
    frame.fill(&head_path, red);
}

/// The map after the first `at` entries of a session, as the film shows it (on the projector
/// screen and in the film written to a file).
pub fn film_picture_of(session: &crate::engine::Session, at: usize) -> Option<MapPicture> {
    let game = session.game();
    let map = game.map_arc()?;
    let timeline = session.timeline();
    let st = timeline.after(at);
    let frame = at.checked_sub(1).and_then(|i| timeline.frames().get(i));
    let changed: Vec<crate::engine::CountryId> =
        frame.map(|f| f.changes.iter().filter_map(|c| board::country_changed(&c.kind)).collect()).unwrap_or_default();
    let mut board = Board::at(&map, st, &changed);
    let fight = |s: &crate::engine::State| match &s.stage {
        crate::engine::Stage::Wars(w) => w.fight,
        _ => None,
    };
    let before = timeline.before(at.saturating_sub(1));
    if let Some(f) = fight(st).or_else(|| frame.and_then(|_| fight(before))) {
        board = board.with_arrow_at(st, f.from, f.target);
    }
    let record = session.record();
    let names = record.names();
    let teams = record.teams.iter().zip(board::marks(&names)).map(|(t, m)| (Colour::from_code(&t.colour), m)).collect();
    Some(MapPicture {
        map,
        board,
        teams,
        allowed: None,
        chosen: Vec::new(),
        text: 0.0,
        dark: false,
        plain: false,
        changed_rows: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Session, TeamInfo};
    use crate::lesson::Lesson;
    use crate::simulate::{Player, Policy};

    /// The large label of the country under the cursor stands inside the map and away
    /// from the cursor, wherever it is: never over the country pointed at or the neighbour to
    /// be clicked next (a neighbour's centre lies within about 60 px on the teacher's map).
    #[test]
    fn the_large_label_stands_away_from_the_cursor() {
        let (size, t) = (Size::new(560.0, 300.0), 18.0);
        for x in (0..=56).map(|i| i as f32 * 10.0) {
            for y in (0..=30).map(|i| i as f32 * 10.0) {
                let at = hover_label_at(Some(Point::new(x, y)), size, t);
                // Its box: about five letters each side of its point, a line above, two below.
                let (left, right, top, bottom) = (at.x - 3.0 * t, at.x + 3.0 * t, at.y - t, at.y + 2.0 * t);
                assert!(left >= 0.0 && right <= size.width && top >= 0.0 && bottom <= size.height, "{at:?}");
                let dx = (left - x).max(x - right).max(0.0);
                let dy = (top - y).max(y - bottom).max(0.0);
                assert!(dx.hypot(dy) >= 60.0, "cursor ({x}, {y}): label at {at:?}");
            }
        }
    }

    /// The labels of the teacher's small map stay inside it, never below it on the standings;
    /// no two labels overlap and each stands on its own country, on the teacher's map at the
    /// sizes the side panel gives it (1366x768 and 1280x800) and in the film and on the
    /// projector screen, for 6 and 12 teams through a whole game. The projector's large map
    /// keeps its labels' size.
    #[test]
    fn every_label_stays_on_its_own_country_inside_the_map_drawing() {
        // (width, height, smallest text, largest, whether the labels keep their size)
        let sizes = [
            (470.0, 200.0, 14.0, 20.0, false),
            (520.0, 260.0, 14.0, 20.0, false),
            (400.0, 170.0, 14.0, 20.0, false),
            // Smaller than any screen gives it: the numbers alone.
            (300.0, 130.0, 14.0, 20.0, false),
            (540.0, 380.0, 13.5, 27.0, false),
            (960.0, 540.0, 18.0, 36.0, true),
        ];
        let mut seen = Vec::new();
        for n in [6, 12] {
            let teams = (0..n).map(|i| TeamInfo::new(format!("T{i}"), Colour::ALL[i].code())).collect();
            let mut s = Session::on_map(Arc::new(Lesson::builtin()), teams, 5).expect("session");
            let mut player = Player::with_policies(5, vec![Policy::WARMONGER, Policy::SPENDER]);
            while !s.game().is_over() {
                let board = crate::board::Board::of(s.game(), &[]).expect("map");
                let map = s.game().map_arc().expect("map");
                let drawn = board::drawn(&map);
                let marks = crate::board::marks(&s.record().names());
                let teams: Vec<(Colour, String)> =
                    s.record().teams.iter().zip(marks).map(|(t, m)| (Colour::from_code(&t.colour), m)).collect();
                for (width, height, least, most, keeps) in sizes {
                    let text = label_size(&map, width, height, least, most);
                    let (map, board, teams) = (map.clone(), board.clone(), teams.clone());
                    let pic = MapPicture {
                        map,
                        board,
                        teams,
                        allowed: None,
                        chosen: vec![],
                        text,
                        dark: false,
                        plain: false,
                        changed_rows: false,
                    };
                    let fit = Fit::new(&pic.map, width, height);
                    let Labels { detail, at, boxes, text: drawn_at } = labels(&pic, fit, height, &drawn);
                    let at_step = format!("{n} teams, {width}x{height}, entry {}", s.record().entries.len());
                    if !labels_fit(&at, &boxes, fit, &drawn) {
                        let stray: Vec<usize> = at
                            .iter()
                            .enumerate()
                            .filter(|(i, p)| drawn.country_at(fit.to_map(p.0, p.1)) != Site::at(*i))
                            .map(|(i, _)| i + 1)
                            .collect();
                        panic!("{at_step}: {detail:?} labels overlap or stray {stray:?} text {text} {at:?} {boxes:?}");
                    }
                    for (i, (&(_, y), b)) in at.iter().zip(&boxes).enumerate() {
                        assert!(y + b.2 <= height + 0.5, "{at_step}: label {} below the map", i + 1);
                        assert!(y - b.1 >= -0.5, "{at_step}: label {} above the map", i + 1);
                    }
                    if keeps {
                        assert!(drawn_at >= text && detail != Detail::Numbers, "{at_step}: {detail:?} at {drawn_at}");
                    }
                    seen.push(detail);
                }
                let input = player.choose(s.game());
                let _ = s.apply(input).expect("legal");
            }
        }
        let count = |d: Detail| seen.iter().filter(|&&s| s == d).count();
        let counts = [Detail::Full, Detail::Changed, Detail::Pills, Detail::Numbers].map(count);
        assert!(counts[0] > 0 && counts[3] > 0, "full, changed, pills, numbers: {counts:?}");
    }
}
