//! The colonial war frame: who attacks whom, the dice and the armies.

#[allow(clippy::wildcard_imports)]
use super::*;
use iced::widget::{column, row};

/// The dice of a fight, and the army counts, at scale 1 (the largest things on the frame).
pub(super) const WAR_DIE: f32 = 200.0;
pub(super) const WAR_ARMIES: f32 = 56.0;

/// The height the war frame takes at scale `k` in `width` (as `war` lays it out).
pub(super) fn war_height(
    attacker: &Tag,
    defender: Option<&(Tag, u32)>,
    caption: &str,
    words: &super::super::WarWords,
    k: f32,
    width: f32,
) -> f32 {
    let names = war_names_height(attacker, defender, words, k, width);
    let label = 30.0 * k * 1.3 + 12.0 * k;
    let side = label + names + 12.0 * k + WAR_ARMIES * k * 1.3 + 12.0 * k + WAR_DIE * k + 32.0 * k;
    let caption_h = lines(caption, 30.0 * k, width, false) * 30.0 * k * 1.3;
    let line = |t: &str| lines(t, 36.0 * k, width - 32.0 * k, true) * 36.0 * k * 1.3 + 20.0 * k;
    let tie = words.tie.as_deref().map_or(0.0, line);
    let banner = words.banner.as_ref().map_or(0.0, |(b, _)| line(b) + 24.0 * k);
    40.0 * k * 1.3 + 20.0 * k + caption_h + 20.0 * k + side + tie + banner
}

/// The height of the taller of the two names in a fight: both sides give their name that much
/// room, so that the armies and the dice stand level.
pub(super) fn war_names_height(
    attacker: &Tag,
    defender: Option<&(Tag, u32)>,
    words: &super::super::WarWords,
    k: f32,
    width: f32,
) -> f32 {
    let big = 40.0 * k;
    let side_w = if defender.is_some() { (width - 48.0 * k - width_of(&words.versus, big, true)) / 2.0 } else { width };
    let name_w = side_w - 32.0 * k - big * 1.4;
    let name = |t: &Tag| lines(&t.name, big, name_w, true) * big * 1.3;
    defender.map_or(name(attacker), |(d, _)| name(attacker).max(name(d)))
}

/// A fight: who attacks and who defends, side by side, their armies and their dice large, and
/// what the last throw did in a banner of the loser's colour (the loser's count before and
/// after, "3 → 2 armies", or "−1 country" by it).
pub(super) fn war<M: 'static>(
    title: &str,
    attacker: &Tag,
    defender: Option<&(Tag, u32)>,
    throw: Option<(u8, u8)>,
    caption: &str,
    words: &super::super::WarWords,
    (k, width): (f32, f32),
) -> Element<'static, M> {
    let big = 40.0 * k;
    let names_h = war_names_height(attacker, defender, words, k, width);
    let lost = words.banner.as_ref().map(|(_, attacker)| *attacker);
    let side = |t: &Tag, role: &str, armies: &str, die: Option<u8>, loser: bool| -> Element<'static, M> {
        let mut count = row![text(armies.to_string()).size(WAR_ARMIES * k).font(style::STRONG)]
            .spacing(12.0 * k)
            .align_y(Alignment::Center);
        if loser && !words.badge.is_empty() {
            count = count.push(badge(
                &Badge { text: words.badge.clone(), gain: false, neutral: false, of_people: false },
                WAR_ARMIES * k * 0.8,
            ));
        }
        let mut c = column![
            text(role.to_string()).size(30.0 * k).font(style::STRONG),
            container(tag_cell(t, big, Length::Shrink)).height(names_h).align_y(Alignment::Center),
            count,
        ]
        .spacing(12.0 * k)
        .align_x(Alignment::Center)
        .width(Fill);
        if let Some(d) = die {
            c = c.push(widgets::pips(d, WAR_DIE * k, t.colour.rgb()));
        }
        container(c).padding(16.0 * k).width(Fill).into()
    };
    let mut fight =
        row![side(attacker, &words.attacks, &words.attacker_armies, throw.map(|t| t.0), lost == Some(true))]
            .spacing(24.0 * k)
            .align_y(Alignment::Center);
    if let Some((d, _)) = defender {
        fight = fight.push(text(words.versus.clone()).size(40.0 * k).font(style::STRONG));
        fight = fight.push(side(d, &words.defends, &words.defender_armies, throw.map(|t| t.1), lost == Some(false)));
    }
    let mut col = column![
        row![
            text(title.to_string()).size(40.0 * k).font(style::STRONG).width(Fill),
            text(words.throw.clone()).size(40.0 * k).font(style::STRONG)
        ],
        text(caption.to_string()).size(30.0 * k),
        fight,
    ]
    .spacing(20.0 * k);
    if let (Some((banner, attacker_lost)), Some((d, _))) = (&words.banner, defender) {
        let colour = if *attacker_lost { attacker.colour } else { d.colour };
        let (bg, ink) = (colour.rgb(), colour.on());
        col = col.push(
            container(text(banner.clone()).size(36.0 * k).font(style::STRONG).color(ink))
                .padding([12.0 * k, 16.0 * k])
                .width(Fill)
                .style(move |_| container::Style { background: Some(bg.into()), ..container::Style::default() }),
        );
    }
    if let Some(tie) = &words.tie {
        col = col.push(text(tie.clone()).size(36.0 * k).font(style::STRONG));
    }
    col.into()
}
