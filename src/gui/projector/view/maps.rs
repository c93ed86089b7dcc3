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
    (key, caption): (&MapKey, Option<&str>),
    (k, floor, dark): (f32, f32, bool),
    inner: Size,
) -> Element<'static, M> {
    if teams.len() > STRIP_ABOVE {
        return strip(picture, teams, caption.unwrap_or(&key.shown), (k, floor, dark), inner);
    }
    let gap = 16.0 * k;
    // In a fight the caption says who attacks whom, in place of the key.
    let key = caption.unwrap_or(&key.all);
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

/// Above this many teams the map takes the whole width (`strip`).
const STRIP_ABOVE: usize = 6;

/// The map frame of many teams: the island is twice as wide as high and the screen not, so
/// the map takes the whole width, and the teams' letters (two rows of coloured chips) and the
/// key to the signs on the map now share one band under it. The resources and buildings show
/// only under the countries just changed. Names beside the map would take a
/// third of the width and leave labels of 19 px; the standings say who each letter is.
fn strip<M: 'static>(
    picture: &crate::gui::map::MapPicture,
    teams: &[MapTeam],
    key: &str,
    (k, floor, dark): (f32, f32, bool),
    inner: Size,
) -> Element<'static, M> {
    let (map_h, chip, key_w) = strip_sizes(teams, key, (k, floor), inner);
    let t = crate::gui::map::label_size(&picture.map, inner.width, map_h, floor, 36.0 * k);
    let picture = crate::gui::map::MapPicture { text: t, dark, changed_rows: true, ..picture.clone() };
    let per_row = teams.len().div_ceil(2);
    let mut chips = column![].spacing(chip * 0.25);
    for part in teams.chunks(per_row) {
        let mut line = row![].spacing(chip * 0.25);
        for team in part {
            let colour = team.tag.colour;
            line = line.push(
                container(text(team.letter.clone()).size(chip).font(style::STRONG).color(colour.on()))
                    .padding([0.0, chip * 0.35])
                    .style(move |_| iced::widget::container::Style::default().background(colour.rgb())),
            );
        }
        chips = chips.push(line);
    }
    column![
        container(crate::gui::map::view(picture, None, Length::Fixed(inner.width), Length::Fixed(map_h)))
            .id("projector-map"),
        row![chips, text(key.to_string()).size(floor).width(key_w)].spacing(16.0 * k),
    ]
    .spacing(16.0 * k)
    .into()
}

/// The strip's map height, its chips' letter size and its key's width: the band under the map
/// is as high as two rows of chips or two lines of the key, the key's third and further lines
/// taken from the map only where the signs on it need them.
pub(super) fn strip_sizes(teams: &[MapTeam], key: &str, (k, floor): (f32, f32), inner: Size) -> (f32, f32, f32) {
    let gap = 16.0 * k;
    // The letters a little larger than the floor: they are what the back row matches.
    let chip = (floor * 1.2).round();
    let per_row = teams.len().div_ceil(2);
    let row_w = |part: &[MapTeam]| {
        part.iter().map(|t| width_of(&t.letter, chip, true) + chip * 0.7).sum::<f32>()
            + chip * 0.25 * (part.len() as f32 - 1.0)
    };
    let chips_w = teams.chunks(per_row.max(1)).map(row_w).fold(0.0, f32::max);
    let chips_h = 2.0 * chip * 1.3 + chip * 0.25;
    let key_w = inner.width - chips_w - gap;
    let key_h = lines(key, floor, key_w * 0.85, false).max(2.0) * floor * 1.3;
    (inner.height - chips_h.max(key_h) - gap, chip, key_w)
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
    // A number column as wide as its heading or three digits, and a gap before it that keeps
    // two headings apart ("Gold Ansehen" ran together).
    let num_w = heads.iter().map(|h| width_of(h, floor, false)).fold(size * 1.8, f32::max) + size * 0.6;
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

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::engine::{Session, TeamInfo};
    use crate::gui::style::Colour;
    use crate::simulate::{Player, Policy};

    /// On a 1280x720 wall, twelve teams of long names with slave ships, in the three
    /// languages: the map's numbers and army counts are never drawn under 26 px, from the
    /// landing to the end of a game of wars, with what each entry changed on yellow and its
    /// signs in the key (beside the teams' names they were 19).
    #[test]
    fn the_wall_map_of_twelve_teams_reads_from_the_back_row() {
        let n = 12;
        let teams: Vec<TeamInfo> = (0..n).map(|i| TeamInfo::new(format!("T{i}"), Colour::ALL[i].code())).collect();
        let (k, floor) = (1.0, crate::gui::projector::MIN);
        let inner = Size::new(1280.0 - 48.0, 720.0 - 48.0);
        let mut s = Session::on_map(Arc::new(crate::lesson::Lesson::builtin()), teams, 9).expect("session");
        let mut player = Player::with_policies(9, vec![Policy::WARMONGER, Policy::SPENDER]);
        let mut states = 0;
        let mut rows = 0;
        let mut ships_seen = false;
        while !s.game().is_over() {
            let at = s.record().entries.len();
            let pic = crate::gui::map::film_picture_of(&s, at).expect("map");
            let tags: Vec<MapTeam> = (0..n)
                .map(|i| MapTeam {
                    tag: Tag { name: "Vereenigde Oost-Indische Compagnie".into(), colour: Colour::ALL[i], seat: i },
                    letter: pic.teams[i].1.clone(),
                    slave_ship: s.game().state().teams[i].slave_ship,
                })
                .collect();
            // The teams with a slave ship named by their letters in the key, in words.
            let ships: Vec<&str> = tags.iter().filter(|t| t.slave_ship).map(|t| t.letter.as_str()).collect();
            ships_seen |= !ships.is_empty();
            for lang in crate::i18n::Language::ALL {
                let tr = crate::i18n::Translator::new(lang);
                let key = crate::gui::projector::map_key(&tr, &pic, &tags);
                let named =
                    tr.tr("projector-map-slave-ships", &[("letters", crate::i18n::Arg::from(ships.join(", ")))]);
                assert_eq!(key.shown.contains(&named), !ships.is_empty(), "{lang:?}, entry {at}: {}", key.shown);
                if lang == crate::i18n::Language::En {
                    assert!(named.starts_with("with a slave ship: "), "{named}");
                }
                let (map_h, _, _) = strip_sizes(&tags, &key.shown, (k, floor), inner);
                let t = crate::gui::map::label_size(&pic.map, inner.width, map_h, floor, 36.0 * k);
                let pic = crate::gui::map::MapPicture { text: t, changed_rows: true, ..pic.clone() };
                let drawn = crate::gui::map::drawn_text(&pic, inner.width, map_h);
                assert!(drawn >= 26.0, "{lang:?}, entry {at}: labels at {drawn} px, key {}", key.shown);
            }
            rows += usize::from(pic.board.spots.iter().any(|s| s.changed && s.resources > 0));
            states += 1;
            let _ = s.apply(player.choose(s.game())).expect("legal");
        }
        assert!(states > 100 && rows > 20, "a whole game: {states} entries, {rows} with rows");
        assert!(ships_seen, "the slave trade played by some team");
    }
}
