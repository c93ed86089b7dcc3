//! The map frame and the film: the map as large as it fits beside the teams.

#[allow(clippy::wildcard_imports)]
use super::*;
use iced::widget::{column, row};

/// The map frame: the map as large as it fits on the left, the teams (letter, colour, name)
/// in a narrow column on the right, the key to the signs under the map. The numbers and army
/// counts on the map are never smaller than the floor.
pub(super) fn map<M: 'static>(
    picture: &crate::gui::map::MapPicture,
    teams: &[MapTeam],
    (key, caption): (&str, Option<&str>),
    (k, floor, dark): (f32, f32, bool),
    inner: Size,
) -> Element<'static, M> {
    let gap = 16.0 * k;
    // In a fight the caption says who attacks whom, in place of the key.
    let key = caption.unwrap_or(key);
    let key_size = floor;
    // The key's lines in `width`, and one more: the estimate does not know the symbols' widths.
    let key_h = |width: f32| (lines(key, key_size, width, false) + 1.0) * key_size * 1.3;
    let key_text = |width: f32| {
        text(key.to_string()).size(key_size).width(width).font(if caption.is_some() {
            style::STRONG
        } else {
            style::BODY
        })
    };
    let t_for = |w: f32, h: f32| crate::gui::map::label_size(&picture.map, w, h, floor, 36.0 * k);
    // The land is about as high as it is wide, and a projector wider than high: the map the
    // whole height, the teams and the key beside it, draws the land larger than a map over
    // the key, where there is room beside it for both.
    let [x0, y0, x1, y1] = crate::board::land(&picture.map);
    let aspect = if y1 > y0 { (x1 - x0) / (y1 - y0) } else { 1.0 };
    let beside_map_w = (inner.height * aspect).min(inner.width * 0.68).round();
    let beside_side_w = inner.width - beside_map_w - gap;
    let legend_room = inner.height - key_h(beside_side_w) - gap;
    let chip = floor * 1.6 + floor * 0.5;
    let legend_h: f32 = teams
        .iter()
        .map(|t| lines(&t.tag.name, floor, (beside_side_w - chip) * 0.92, true).min(2.0) * floor * 1.3 + floor * 0.3)
        .sum();
    let side_w = (inner.width * 0.22).round();
    let under_map_w = inner.width - side_w - gap;
    let under_map_h = inner.height - key_h(under_map_w) - gap;
    let larger = crate::board::Fit::drawn(&picture.map, beside_map_w, inner.height).0
        > crate::board::Fit::drawn(&picture.map, under_map_w, under_map_h).0 * 1.05;
    if legend_h <= legend_room && larger {
        let t = t_for(beside_map_w, inner.height);
        let picture = crate::gui::map::MapPicture { text: t, dark, ..picture.clone() };
        let list = team_legend(teams, beside_side_w, (k, floor), legend_room);
        return row![
            container(crate::gui::map::view(picture, None, Length::Fixed(beside_map_w), Length::Fixed(inner.height)))
                .id("projector-map"),
            column![container(list).width(beside_side_w).clip(true), key_text(beside_side_w)].spacing(gap),
        ]
        .spacing(gap)
        .into();
    }
    let list = team_legend(teams, side_w, (k, floor), inner.height);
    // The numbers as large as a country leaves room for, never below the floor.
    let t = t_for(under_map_w, under_map_h);
    let picture = crate::gui::map::MapPicture { text: t, dark, ..picture.clone() };
    row![
        column![
            container(crate::gui::map::view(picture, None, Length::Fixed(under_map_w), Length::Fixed(under_map_h)))
                .id("projector-map"),
            key_text(under_map_w),
        ]
        .spacing(gap),
        container(list).width(side_w).clip(true),
    ]
    .spacing(gap)
    .into()
}

/// The film: the map as large as it fits on the left with the step under it, and on the right
/// each team's letter, name (on one line, shortened where it must be), gold and prestige at
/// that moment, as large as twelve of them fit.
pub(super) fn film<M: 'static>(
    picture: &crate::gui::map::MapPicture,
    (caption, position): (&str, &str),
    heads: &[String; 2],
    teams: &[FilmTeam],
    (k, floor, dark): (f32, f32, bool),
    inner: Size,
) -> Element<'static, M> {
    let gap = 16.0 * k;
    // The map is what the film is about: it takes two thirds of the width, the teams' list
    // (names shortened to a line) the rest.
    let side_w = (inner.width * 0.34).round();
    let map_w = inner.width - side_w - gap;
    let cap = (30.0 * k).max(floor);
    let cap_h = (lines(caption, cap, map_w, true) + 1.0) * cap * 1.3;
    let map_h = inner.height - cap_h - gap;
    let t = crate::gui::map::label_size(&picture.map, map_w, map_h, floor, 36.0 * k);
    let picture = crate::gui::map::MapPicture { text: t, dark, ..picture.clone() };
    // The rows as large as all of them and the headings fit the height.
    let rows = teams.len() as f32 + 1.0;
    let size = ((inner.height / rows) / 1.55).clamp(floor, 26.0 * k);
    // A number column as wide as its heading or three digits.
    let num_w = heads.iter().map(|h| width_of(h, floor, false)).fold(size * 1.8, f32::max) + size * 0.2;
    let chip_w = size * 1.6;
    let name_w = side_w - chip_w - 2.0 * num_w - 3.0 * size * 0.4;
    let mut list = column![
        row![
            text("").width(chip_w + name_w + size * 0.8),
            text(heads[0].clone()).size(floor).width(num_w).align_x(Alignment::End),
            text(heads[1].clone()).size(floor).width(num_w).align_x(Alignment::End),
        ]
        .spacing(size * 0.4)
    ]
    .spacing(size * 0.3);
    for team in teams {
        let colour = team.tag.colour;
        let name = shortened(&team.tag.name, |n| width_of(n, size, true) > name_w);
        let letter = container(text(team.letter.clone()).size(size).font(style::STRONG).color(colour.on()))
            .width(chip_w)
            .center_x(chip_w)
            .style(move |_| iced::widget::container::Style::default().background(colour.rgb()));
        list = list.push(
            row![
                letter,
                text(name).size(size).font(style::STRONG).wrapping(text::Wrapping::None).width(name_w),
                widgets::num(team.gold, num_w, size),
                widgets::num(team.prestige, num_w, size),
            ]
            .spacing(size * 0.4)
            .align_y(Alignment::Center),
        );
    }
    row![
        column![
            container(crate::gui::map::view(picture, None, Length::Fixed(map_w), Length::Fixed(map_h))).id("film-map"),
            row![
                text(caption.to_string()).size(cap).font(style::STRONG).width(Fill),
                text(position.to_string()).size(floor).style(style::muted),
            ]
            .spacing(gap)
            .align_y(Alignment::Center),
        ]
        .spacing(gap)
        .width(map_w),
        container(list).width(side_w).clip(true),
    ]
    .spacing(gap)
    .into()
}
