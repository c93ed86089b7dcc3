//! "One choice changed" on the projector screen: the sentence on top, then the game as the
//! class played it beside the game with the one choice changed, each with its map at the end
//! and its ranking by gold with prestige.

use iced::widget::{Column, column, container, row, text};
use iced::{Alignment, Element, Length, Size};

use super::view::fit;
use super::{Tag, lines, record_tag, width_of};
use crate::board::{Board, Holder};
use crate::engine::{Session, Site, Standing};
use crate::gui::map::MapPicture;
use crate::gui::style;

/// One side: the game as played, or with the choice changed.
#[derive(Clone, Debug, PartialEq)]
pub struct Side {
    pub title: String,
    /// The map at the end (none on the own board).
    pub picture: Option<MapPicture>,
    pub rows: Vec<Row>,
}

/// A team in a side's ranking by gold.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub tag: Tag,
    /// "3" or "=3".
    pub rank: String,
    pub gold: u32,
    pub prestige: u32,
    /// The team whose card was changed: set apart.
    pub changed: bool,
}

/// One side after `at` entries of `session` (at its end where it has fewer).
pub(crate) fn side(session: &Session, at: usize, team: usize, title: String) -> Side {
    let at = at.min(session.timeline().len());
    let rows: Vec<Standing> = crate::engine::standings(session.timeline().after(at));
    let mut order: Vec<&Standing> = rows.iter().collect();
    order.sort_by_key(|r| (r.rank_gold, r.team));
    let picture = crate::gui::map::film_picture_of(session, at);
    Side {
        title,
        picture,
        rows: order
            .into_iter()
            .map(|r| Row {
                tag: record_tag(session.record(), r.team),
                rank: crate::report::rank_label(r.rank_gold, r.tied_gold),
                gold: r.gold,
                prestige: r.prestige,
                changed: r.team == team,
            })
            .collect(),
    }
}

/// The slide drawn: the sentence as large as its lines fit a quarter of the height; under it
/// the two sides, each with its map beside its ranking. Beside a map the ranking is short (the
/// rank, the team's letter in its colour, gold, prestige: the letters are the map's); on the own
/// board, without a map, it names the teams.
pub fn view<M: 'static>(
    headline: &str,
    sides: &[Side; 2],
    heads: &[String; 2],
    (k, floor, dark): (f32, f32, bool),
    inner: Size,
) -> Element<'static, M> {
    let gap = 16.0 * k;
    let side_w = (inner.width - gap) / 2.0;
    let teams = sides[0].rows.len().max(1) as f32;
    // The rankings' rows at the floor first (twelve of them, the last kept clear of the
    // frame's edge: half a row more), then the sides' titles (in the film each says where its
    // game stands: often two lines), then the sentence, as large as its lines fit a quarter of
    // the height and what the rest leaves.
    let rows_least = (teams + 1.5) * ROW * floor;
    let title_h =
        |s: f32| sides.iter().map(|d| lines(&d.title, s, side_w, true)).fold(1.0, f32::max) * s * 1.3 + gap / 2.0;
    let head_lines = |s: f32| lines(headline, s, inner.width, true) * s * 1.3;
    let head_room = (inner.height * 0.25).min(inner.height - gap - title_h(floor) - rows_least);
    let head_size = fit(32.0 * k, floor, head_room, head_lines);
    let head_h = head_lines(head_size);
    let title_size = fit((28.0 * k).max(floor), floor, inner.height - head_h - gap - rows_least, title_h);
    let title_h = title_h(title_size);
    let side_h = inner.height - head_h - gap;
    // The ranking's rows as large as all of them and the headings fit the side's height.
    // Beside a map a little smaller, so that the map keeps its width.
    let with_names = sides.iter().any(|s| s.picture.is_none());
    let most = if with_names { 30.0 } else { 26.0 } * k;
    // Half a row more than the rows: the last one kept clear of the frame's edge.
    let size = ((side_h - title_h) / ((teams + 1.5) * ROW)).clamp(floor, most);
    let side_view = |s: &Side| -> Element<'static, M> {
        let list_w = if with_names { side_w } else { short_width(heads, size, floor) };
        let list = ranking(&s.rows, heads, (size, floor), list_w, with_names);
        let map: Option<Element<'static, M>> = s.picture.as_ref().map(|p| {
            let (map_w, map_h) = (side_w - list_w - gap, side_h - title_h);
            // The team letters alone, as large as the countries hold them (the pills with
            // numbers and armies do not fit two maps side by side).
            let t = crate::gui::map::label_size(&p.map, map_w, map_h, floor * 0.6, 24.0 * k);
            // The team whose card changed stands out on both maps, the others dimmed: where its
            // countries are and would have been reads from the back row without the letters.
            let allowed = s.rows.iter().find(|r| r.changed).map(|r| held_by(&p.board, r.tag.seat));
            let p = MapPicture { text: t, dark, plain: true, allowed, ..p.clone() };
            // As high as the land is drawn, in the middle of the side: no tall box of sea.
            let land_h = crate::board::Fit::drawn(&p.map, map_w, map_h).1.ceil().min(map_h);
            let drawn = crate::gui::map::view(p, None, Length::Fixed(map_w), Length::Fixed(land_h));
            container(drawn).height(map_h).center_y(map_h).into()
        });
        let title = text(s.title.clone()).size(title_size).font(style::STRONG);
        let body: Element<'static, M> = match map {
            Some(map) => row![map, list].spacing(gap).into(),
            None => list.into(),
        };
        column![title, body].spacing(gap / 2.0).width(side_w).into()
    };
    column![
        text(headline.to_string()).size(head_size).font(style::STRONG),
        row![side_view(&sides[0]), side_view(&sides[1])].spacing(gap),
    ]
    .spacing(gap)
    .into()
}

/// The countries the team in `seat` holds on `board`.
fn held_by(board: &Board, seat: usize) -> Vec<Site> {
    let team = Holder::Team(seat as u8);
    let held = board.spots.iter().enumerate().filter(|(_, spot)| spot.holder == team);
    held.map(|(i, _)| Site(i as u16)).collect()
}

/// A ranking row's height in units of its text size (the line and the gap under it).
const ROW: f32 = 1.3 + 0.2;

/// The columns of a ranking without names: rank, letter, gold, prestige.
fn columns(heads: &[String; 2], size: f32, floor: f32) -> (f32, f32, f32) {
    let num_w = heads.iter().map(|h| width_of(h, floor, false)).fold(size * 1.8, f32::max) + size * 0.2;
    (width_of("=12", size, true) + size * 0.2, size * 1.4, num_w)
}

fn short_width(heads: &[String; 2], size: f32, floor: f32) -> f32 {
    let (rank_w, chip_w, num_w) = columns(heads, size, floor);
    rank_w + chip_w + 2.0 * num_w + 3.0 * size * 0.4
}

/// A side's ranking: rank, the team's letter in its colour, its name where `names` (shortened
/// to the room), gold and prestige; the changed team's row in the strong face on a light band.
fn ranking<M: 'static>(
    rows: &[Row],
    heads: &[String; 2],
    (size, floor): (f32, f32),
    width: f32,
    names: bool,
) -> Column<'static, M> {
    let (rank_w, chip_w, num_w) = columns(heads, size, floor);
    let name_w = if names { (width - short_width(heads, size, floor) - size * 0.4).max(size) } else { 0.0 };
    let pad = if names { name_w + size * 0.4 } else { 0.0 };
    let mut list = column![
        row![
            text("").width(rank_w + chip_w + pad + size * 0.4),
            text(heads[0].clone()).size(floor).width(num_w).align_x(Alignment::End),
            text(heads[1].clone()).size(floor).width(num_w).align_x(Alignment::End),
        ]
        .spacing(size * 0.4)
    ]
    .spacing(size * 0.2);
    for r in rows {
        let colour = r.tag.colour;
        let letter = container(text(crate::board::mark(r.tag.seat)).size(size).font(style::STRONG).color(colour.on()))
            .width(chip_w)
            .center_x(chip_w)
            .style(move |_| iced::widget::container::Style::default().background(colour.rgb()));
        let face = if r.changed { style::STRONG } else { iced::Font::default() };
        let mut line = row![text(r.rank.clone()).size(size).font(face).width(rank_w), letter]
            .spacing(size * 0.4)
            .align_y(Alignment::Center);
        if names {
            let name = super::view::shortened(&r.tag.name, |n| width_of(n, size, true) > name_w);
            line = line.push(text(name).size(size).font(face).wrapping(text::Wrapping::None).width(name_w));
        }
        let line = line
            .push(text(r.gold.to_string()).size(size).font(face).width(num_w).align_x(Alignment::End))
            .push(text(r.prestige.to_string()).size(size).font(face).width(num_w).align_x(Alignment::End));
        let line: Element<'static, M> = if r.changed {
            container(line)
                .style(|theme: &iced::Theme| {
                    iced::widget::container::Style::default()
                        .background(theme.extended_palette().primary.weak.color.scale_alpha(0.35))
                })
                .into()
        } else {
            line.into()
        };
        list = list.push(line);
    }
    list
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Spot;

    #[test]
    fn the_team_set_apart_is_the_one_holding_the_countries() {
        let spot = |holder| Spot {
            holder,
            armies: 1,
            resources: 0,
            buildings: crate::vocabulary::Buildings::default(),
            rebellion: false,
            changed: false,
            planned: false,
        };
        let board = Board {
            spots: vec![spot(Holder::Team(2)), spot(Holder::Free), spot(Holder::Team(1)), spot(Holder::Team(2))],
            arrow: None,
        };
        assert_eq!(held_by(&board, 2), vec![Site(0), Site(3)]);
        assert_eq!(held_by(&board, 1), vec![Site(2)]);
        assert!(held_by(&board, 0).is_empty(), "a team without a country: every country dimmed");
    }
}
