//! The reveal frame: each team's card, its dice and its changes as badges, laid out as large as twelve teams of long names fit.

#[allow(clippy::wildcard_imports)]
use super::*;
use iced::widget::{column, row};

/// A change's badge: green for a gain, red for a loss (white on both, at least 4.5:1).
pub(super) const GAIN: Color = Color::from_rgb8(0x1b, 0x6e, 0x3a);
pub(super) const LOSS: Color = Color::from_rgb8(0xa3, 0x1b, 0x1b);
/// A change at a step that did violence to people: neither green nor red, its sign in words.
pub(super) const NEUTRAL: Color = Color::from_rgb8(0x4a, 0x4d, 0x52);

/// A change's badge as drawn: an arrow before its words, so that a gain and a loss differ by
/// more than their colour (red and green look alike to one in twelve boys).
/// The arrow takes the sign's place: "▲ 1 country", "▼ 1 prestige".
/// A neutral badge keeps its sign: "+3 resources".
pub(super) fn badge_text(b: &Badge) -> String {
    if b.neutral {
        return b.text.clone();
    }
    let words = b.text.trim_start_matches(['+', '\u{2212}', '-']);
    format!("{}\u{a0}{words}", if b.gain { "▲" } else { "▼" })
}

pub(super) fn badge<M: 'static>(b: &Badge, size: f32) -> Element<'static, M> {
    let colour = match (b.neutral, b.gain) {
        (true, _) => NEUTRAL,
        (false, true) => GAIN,
        (false, false) => LOSS,
    };
    container(text(badge_text(b)).size(size).font(style::STRONG).color(Color::WHITE))
        .padding([size * 0.12, size * 0.4])
        .style(move |_| iced::widget::container::Style {
            background: Some(colour.into()),
            border: iced::Border { radius: (size * 0.3).into(), ..Default::default() },
            ..Default::default()
        })
        .into()
}

/// A die of a monopoly roll-off with the product it was thrown for: "sugar ⚃".
pub(super) fn roll<M: 'static>(product: &str, die: u8, size: f32, colour: Color) -> Element<'static, M> {
    container(
        row![text(product.to_string()).size(size), widgets::pips(die, size * 1.15, colour)]
            .spacing(size * 0.3)
            .align_y(Alignment::Center),
    )
    .padding([size * 0.06, size * 0.4])
    .style(move |_| iced::widget::container::Style {
        border: iced::Border { radius: (size * 0.3).into(), width: 1.5, color: Color::from_rgb8(0x88, 0x88, 0x88) },
        ..Default::default()
    })
    .into()
}

/// Every die a team threw at this step (a fight's pair, three farming throws), each as large
/// as `width` lets them all be, at most 1.25 times the text.
pub(super) fn dice<M: 'static>(d: &[Dice], size: f32, width: f32, colour: Color) -> Element<'static, M> {
    let count: usize = d.iter().map(|die| if matches!(die, Dice::Pair(..)) { 2 } else { 1 }).sum();
    let gap = size * 0.15;
    let each = if count == 0 { 0.0 } else { ((width - gap * (count as f32 - 1.0)) / count as f32).min(size * 1.25) };
    let mut r = row![].spacing(gap).align_y(Alignment::Center);
    for die in d {
        match *die {
            Dice::One(n) | Dice::For(_, n) => r = r.push(widgets::pips(n, each, colour)),
            Dice::Pair(a, b) => {
                r = r.push(widgets::pips(a, each, colour));
                r = r.push(widgets::pips(b, each, Color::from_rgb8(0x55, 0x55, 0x55)));
            }
        }
    }
    r.into()
}

pub(super) fn tag_cell<M: 'static>(t: &Tag, size: f32, width: Length) -> Element<'static, M> {
    widgets::team_tag(t.colour, t.seat, &t.name, size, width)
}

/// What the reveal's columns must hold: the longest name (in ems of the strong face) and the
/// most dice of a row.
#[derive(Clone, Copy)]
pub(super) struct Needs {
    longest: f32,
    dice: usize,
}

impl Needs {
    fn of(rows: &[RevealRow]) -> Needs {
        let count = |d: &[Dice]| d.iter().map(|die| if matches!(die, Dice::Pair(..)) { 2 } else { 1 }).sum::<usize>();
        Needs {
            longest: rows.iter().map(|r| width_of(&r.tag.name, 1.0, true)).fold(0.0, f32::max),
            dice: rows.iter().map(|r| count(&r.dice)).max().unwrap_or(0),
        }
    }
}

/// The room a shortened name keeps at the least, in ems of its size: about eighteen letters.
const SHORT_NAME: f32 = 9.0;

/// The reveal's columns at size `s` in `width`: the name (as wide as the longest name needs,
/// at most `share` of what the card and the dice leave), the card, the changes, the dice (as
/// many as a row has, up to four at full size: the rebellions' rolls of six and more are drawn
/// smaller, so that the names keep their room; none where no row has any).
pub(super) fn reveal_columns(s: f32, width: f32, needs: Needs, share: f32) -> (f32, f32, f32, f32) {
    let card = s * 1.3;
    let n = needs.dice.min(4) as f32;
    let dice = if needs.dice == 0 { 0.0 } else { n * s * 1.25 + (n - 1.0) * s * 0.15 };
    let rest = width - card - dice - 3.0 * s * 0.5;
    let name = (rest * share).min(needs.longest * s * 1.04 + s * 1.6);
    (name, card, rest - name, dice)
}

/// The size of the changes' pills beside names of size `s`: a little smaller, never below
/// the floor.
pub(super) fn pill_size(s: f32, floor: f32) -> f32 {
    (s * 0.85).max(floor)
}

/// A line of the reveal: one team's row, or the teams whose rows read the same but for the
/// name (the same card, the same changes, no dice of their own), told once with their names
/// after it. Twelve rows of "3 · no change" made every name small; the class finds its name
/// as easily in one line of names, and the teams that did something stand out.
pub(super) enum Item<'a> {
    One(&'a RevealRow),
    Same(Vec<&'a RevealRow>),
}

/// The reveal's lines: above six teams, three or more that read the same go together, at the
/// place of the first of them.
pub(super) fn items(rows: &[RevealRow]) -> Vec<Item<'_>> {
    let plain = |r: &RevealRow| r.card.is_some() && r.dice.is_empty() && r.rolls.is_empty();
    let same = |a: &RevealRow, b: &RevealRow| a.card == b.card && a.note == b.note && a.badges == b.badges;
    let mut taken = vec![false; rows.len()];
    let mut out = Vec::new();
    for (i, r) in rows.iter().enumerate() {
        if taken[i] {
            continue;
        }
        let like: Vec<usize> = if rows.len() > 6 && plain(r) {
            (i..rows.len()).filter(|&j| !taken[j] && plain(&rows[j]) && same(r, &rows[j])).collect()
        } else {
            vec![i]
        };
        if like.len() >= 3 {
            like.iter().for_each(|&j| taken[j] = true);
            out.push(Item::Same(like.iter().map(|&j| &rows[j]).collect()));
        } else {
            taken[i] = true;
            out.push(Item::One(r));
        }
    }
    out
}

/// How the reveal lays its rows out: in one column or two (1-6 on the left), how wide each
/// is, the share of a row the name may take, and the smallest size it may draw at.
#[derive(Clone, Copy)]
pub(super) struct RevealLayout {
    pub(super) two: bool,
    /// Each team's changes on a line under its name, not beside it: two columns of twelve long
    /// names whose rows have several changes each (the monopolies).
    stacked: bool,
    /// Each name on one line, shortened with "…" where it must be: the team's letter in its
    /// colour says whose row it is. Only where whole names would fall under the back row's size.
    short: bool,
    width: f32,
    share: f32,
    pub(super) floor: f32,
    needs: Needs,
}

impl RevealLayout {
    fn halves(self, rows: &[RevealRow]) -> Vec<&[RevealRow]> {
        if self.two {
            let (left, right) = rows.split_at(rows.len().div_ceil(2));
            vec![left, right]
        } else {
            vec![rows]
        }
    }

    /// The height of the taller column at size `s`.
    fn height(self, rows: &[RevealRow], s: f32) -> f32 {
        if !self.two {
            return items(rows)
                .iter()
                .map(|i| match i {
                    Item::One(r) => self.row_height(r, s),
                    Item::Same(like) => self.same_height(like, s),
                })
                .sum();
        }
        let column = |h: &[RevealRow]| h.iter().map(|r| self.row_height(r, s)).sum::<f32>();
        self.halves(rows).into_iter().map(column).fold(0.0, f32::max)
    }

    /// The height of teams told together at size `s`: their card and changes on a line, their
    /// names flowing under it in the row's width after the card.
    fn same_height(self, like: &[&RevealRow], s: f32) -> f32 {
        let room = (self.width - s * 1.8).max(1.0);
        let (mut lines, mut x) = (1.0f32, 0.0f32);
        for r in like {
            let w = s * 0.95 + s * 0.4 + width_of(&r.tag.name, s, true) + s * 0.9;
            if x > 0.0 && x + w > room {
                lines += 1.0;
                x = 0.0;
            }
            if w > room {
                lines += (w / room).ceil() - 1.0;
            }
            x += w.min(room);
        }
        let head = s * 1.45;
        head + lines * s * 1.35 + (lines - 1.0) * s * 0.2 + s * 0.45
    }

    fn row_height(self, r: &RevealRow, s: f32) -> f32 {
        if self.stacked {
            return self.stacked_height(r, s);
        }
        let (name_w, _, badges_w, _) = reveal_columns(s, self.width, self.needs, self.share);
        if self.short {
            // A name cut to its first few letters ("Los Conq…") is no name: a short row keeps
            // room for about eighteen of them.
            if name_w - s * 1.4 < width_of(&r.tag.name, s, true).min(s * SHORT_NAME) {
                return f32::INFINITY;
            }
            return self.pills_height(r, s, badges_w).max(s * 1.45) + s * 0.25;
        }
        // A size at which a word of the name would break inside ("Conquistado / res") does not fit.
        if !super::super::fits(&r.tag.name, s, name_w - s * 1.4, true) {
            return f32::INFINITY;
        }
        let name = lines(&r.tag.name, s, name_w - s * 1.4, true);
        (name * s * 1.3).max(self.pills_height(r, s, badges_w)).max(s * 1.45) + s * 0.25
    }

    /// A row with its changes under its name: the card and the name on one line, the dice and
    /// the changes on the next, as wide as the column less the card.
    fn stacked_height(self, r: &RevealRow, s: f32) -> f32 {
        let card = if r.card.is_some() { s * 1.8 } else { 0.0 };
        let name_w = self.width - card - s * 1.4;
        let name = if self.short {
            if name_w < width_of(&r.tag.name, s, true).min(s * SHORT_NAME) {
                return f32::INFINITY;
            }
            s * 1.45
        } else if !super::super::fits(&r.tag.name, s, name_w, true) {
            return f32::INFINITY;
        } else {
            (lines(&r.tag.name, s, name_w, true) * s * 1.3).max(if card > 0.0 { s * 1.45 } else { 0.0 })
        };
        let dice = reveal_columns(s, self.width, self.needs, self.share).3;
        let below =
            self.pills_height(r, s, self.width - s * 1.8 - dice).max(if r.dice.is_empty() { 0.0 } else { s * 1.25 });
        name + s * 0.1 + below + s * 0.25
    }

    /// The height of a row's changes as they flow in `room`.
    fn pills_height(self, r: &RevealRow, s: f32, room: f32) -> f32 {
        let p = pill_size(s, self.floor);
        // A pill breaks its words over lines only at a plain space: the countries of a rising
        // ("19, 28 und 36") are bound by no-break spaces, and where they are wider than the room
        // they run off the frame, whatever the height.
        let widest = |t: &str| t.split(' ').map(|part| width_of(part, p, true)).fold(0.0, f32::max);
        if r.badges.iter().any(|b| widest(&badge_text(b)) + p * 0.8 > room) {
            return f32::INFINITY;
        }
        // A pill is its text and its padding (0.4 p each side), the pills 0.3 s apart.
        let widths = r
            .note
            .iter()
            .map(|n| width_of(n, (s * 0.8).max(self.floor), false) + s)
            .chain(r.badges.iter().map(|b| width_of(&badge_text(b), p, true) + p * 0.8 + s * 0.3))
            .chain(r.rolls.iter().map(|(pr, _)| width_of(pr, p, false) + p * 2.3 + s * 0.3));
        // The pills flow into lines as the row lays them out; a pill wider than the column
        // breaks its own words over lines (German's "−1 Ansehenspunkt" beside a long name:
        // the last row went off the frame).
        let room = room.max(1.0);
        let (mut badge_lines, mut x) = (0.0f32, 0.0f32);
        for w in widths {
            if x > 0.0 && x + w > room {
                badge_lines += 1.0;
                x = 0.0;
            }
            if w > room {
                badge_lines += (w / room).ceil();
                continue;
            }
            x += w;
        }
        if x > 0.0 {
            badge_lines += 1.0;
        }
        let badge_lines = badge_lines.max(1.0);
        // A line of pills is a pill high (its text and padding), the lines 0.2 s apart.
        badge_lines * p * 1.55 + (badge_lines - 1.0) * s * 0.2
    }
}

/// The reveal's sentences: each with its card's number, or none (what the people did).
pub(super) type Outcomes<'a> = (&'a [(Mark, String)], bool);

/// The reveal's layout, its size and the outcome sentences' size (see `reveal`).
/// How the reveal is laid out: its rows' layout, their size, the sentences' size and the
/// title's.
pub(super) struct RevealFit {
    pub(super) layout: RevealLayout,
    pub(super) size: f32,
    pub(super) sentence: f32,
    pub(super) title: f32,
}

pub(super) fn reveal_layout(
    rows: &[RevealRow],
    (outcomes, people_first): Outcomes<'_>,
    (k, floor): (f32, f32),
    inner: Size,
) -> RevealFit {
    // The sentences first, then the rows share what is left. Where the entry did violence to
    // people, their sentences are the loudest thing on the frame: larger, with more room, as
    // much of it as the rows leave at their floor.
    // Each sentence is a line of the frame's column: the column's spacing (8 k) comes with it.
    let sentences = |s: f32| -> f32 {
        outcomes.iter().map(|(_, o)| lines(o, s, inner.width - 2.0 * s, false) * s * 1.25 + s * 0.2 + 8.0 * k).sum()
    };
    // Above six teams the rows go in two columns (1-6 on the left), the names taking more of
    // each: with twelve in one column every name and pill would be drawn at the floor while
    // half the frame stays empty. The back row reads 28 px at 1280x720 (the floor for this
    // frame): of the layouts that hold every row at that size, the one that draws them largest
    // is taken, else likewise at the screen's floor, else one column at the floor.
    let gap = REVEAL_GAP * k;
    let needs = Needs::of(rows);
    let high = floor * REVEAL_FLOOR / MIN;
    let one = |floor: f32| RevealLayout {
        two: false,
        stacked: false,
        short: false,
        width: inner.width,
        share: 0.45,
        floor,
        needs,
    };
    let two = |floor: f32| RevealLayout {
        two: true,
        stacked: false,
        short: false,
        width: (inner.width - gap) / 2.0,
        share: 0.7,
        floor,
        needs,
    };
    // The layouts in tiers, the rows' size first: a tier is tried with every size of the title
    // and the sentences before the rows give way to the next one.
    let mut high_tier = Vec::new();
    let mut floor_tier = Vec::new();
    // Teams told together need the whole width: one column comes first.
    let together = items(rows).iter().any(|i| matches!(i, Item::Same(_)));
    // Above six teams, every name on one line, shortened where it must be: the class finds its
    // row by the letter and the name's start, where whole names over two lines would draw
    // every row, and its changes, under 28 px. Where teams that read the same are told
    // together, in one column only: two columns would break the group up into rows of the
    // same pill and cut the names it keeps whole.
    let shorts = |floor: f32| -> Vec<RevealLayout> {
        if rows.len() <= 6 {
            return Vec::new();
        }
        if together {
            return vec![RevealLayout { short: true, ..one(floor) }];
        }
        let mut out: Vec<RevealLayout> =
            [0.7, 0.55, 0.45].map(|share| RevealLayout { short: true, share, ..two(floor) }).into();
        out.push(RevealLayout { short: true, stacked: true, ..two(floor) });
        // In one column the names first take what the changes leave them (a rising's one
        // pill), then less where the changes need it.
        out.push(RevealLayout { short: true, share: 0.6, ..one(floor) });
        out.push(RevealLayout { short: true, ..one(floor) });
        out
    };
    // Between the whole names at the back row's size and those at the floor: the shortened
    // ones at the back row's size (twelve names of forty letters).
    let short_tier = shorts(high);
    for (f, tier) in [(high, &mut high_tier), (floor, &mut floor_tier)] {
        if together {
            tier.push(one(f));
        }
        if rows.len() > 6 {
            tier.push(two(f));
            // Long names over two lines leave the changes room on one ("−1 Ansehenspunkt").
            tier.push(RevealLayout { share: 0.55, ..two(f) });
        }
        if !together {
            tier.push(one(f));
            if rows.len() > 6 {
                tier.push(RevealLayout { stacked: true, ..two(f) });
            }
        }
    }
    // Under the back row's size, shortened names too (see the pick below).
    floor_tier.extend(shorts(floor));
    // The last resort (twelve long names, many throws, A+): the rows without their dice, which
    // the teacher's screen keeps; the names and the changes are what the class reads.
    let mut last = Vec::new();
    if needs.dice > 0 {
        let bare = Needs { dice: 0, ..needs };
        if rows.len() > 6 {
            last.push(RevealLayout { needs: bare, ..two(floor) });
        }
        last.push(RevealLayout { needs: bare, ..one(floor) });
    }
    // And past all of them (twelve long names whose changes run over four lines, in German):
    // a tenth under the floor, rather than the last row off the frame.
    if rows.len() > 6 {
        let low = floor * 0.9;
        last.push(RevealLayout { share: 0.55, ..two(low) });
        last.push(RevealLayout { needs: Needs { dice: 0, ..needs }, share: 0.55, ..two(low) });
    }
    // (the sentences' largest size, the share of the frame they may take), the first that
    // leaves the rows room at their floor; then the same with the title at the floor's size
    // (what A+ made large gives way first).
    // A reveal of sentences alone (the risings) gives them the whole frame.
    let tries: &[(f32, f32)] = match (people_first, rows.is_empty()) {
        // (Their share is what the title leaves: see `budget`.)
        (_, true) => &[(44.0, 1.0)],
        (true, false) => &[(36.0, 0.55), (32.0, 0.45), (30.0, 0.34), (0.0, 0.0)],
        (false, false) => &[(30.0, 0.34)],
    };
    let titles = [40.0 * k, (floor * 1.4).min(40.0 * k)];
    // Where none fits, the one that overflows least (two columns at the floor, as a rule).
    let mut best: Option<(f32, RevealLayout, f32, f32, f32)> = None;
    // Where the entry did violence to people, their sentences keep their size first and the
    // rows take what is left, down to the back row's size; only then do the rows go under it.
    let tiers = if people_first {
        vec![[high_tier, short_tier].concat(), [floor_tier, last].concat()]
    } else {
        vec![high_tier, short_tier, floor_tier, last]
    };
    'search: for (n, tier) in tiers.iter().enumerate() {
        // While the rows hold the back row's size, the people's sentences keep 30 px at the
        // least; where the rows must go under it anyway, the sentences and the rows share the
        // frame: of every size of the sentences, the one that draws the smaller of the two
        // largest.
        let people_rows = people_first && !rows.is_empty();
        let sharing = people_rows && n > 0;
        let tries = if people_rows && n == 0 { &tries[..tries.len() - 1] } else { tries };
        let mut shared: Option<(f32, RevealLayout, f32, f32, f32)> = None;
        for title in titles {
            let title_h = title * 1.3 + 8.0 * k;
            for &(largest, share) in tries {
                // Sentences alone (the risings) may take all the title leaves.
                let budget = if rows.is_empty() { inner.height - title_h - 16.0 * k } else { inner.height * share };
                let sentence = fit(largest * k, floor, budget, sentences);
                if people_rows && n == 0 && sentence < 30.0 * k {
                    continue;
                }
                let room = inner.height - title_h - sentences(sentence) - 16.0 * k;
                let fitting = |l: &RevealLayout| l.height(rows, l.floor) <= room;
                if let Some(first) = tier.iter().copied().find(fitting) {
                    // Of the layouts that hold the rows at the same floor and with the same
                    // dice, the one that draws them largest (by a pixel at least: else the
                    // first, as the tier orders them).
                    let size = |l: RevealLayout| fit(38.0 * k, l.floor, room, |s| l.height(rows, s));
                    let mut pick = (first, size(first));
                    // Shortened names win over whole ones only where those are drawn under
                    // the back row's size.
                    for l in tier.iter().copied().filter(fitting) {
                        let like = l.floor == first.floor
                            && l.needs.dice == first.needs.dice
                            && (l.short == first.short || pick.1 < high);
                        if like && size(l) >= pick.1 + 1.0 {
                            pick = (l, size(l));
                        }
                    }
                    if !sharing {
                        best = Some((0.0, pick.0, sentence, room, title));
                        break 'search;
                    }
                    if shared.is_none_or(|(least, ..)| pick.1.min(sentence) >= least + 0.5) {
                        shared = Some((pick.1.min(sentence), pick.0, sentence, room, title));
                    }
                    continue;
                }
                for l in tier.iter().copied() {
                    let over = l.height(rows, l.floor) - room;
                    if best.is_none_or(|(o, ..)| over < o) {
                        best = Some((over, l, sentence, room, title));
                    }
                }
            }
        }
        if let Some((_, layout, sentence, room, title)) = shared {
            best = Some((0.0, layout, sentence, room, title));
            break;
        }
    }
    let (_, layout, sentence, room, title) = best.unwrap_or((0.0, one(floor), floor, inner.height, 40.0 * k));
    let size = fit(38.0 * k, layout.floor, room, |s| layout.height(rows, s));
    // The rows grow by whole lines of names: what one more line would take is left over, and
    // goes to the sentences (up to their largest size).
    let slack = room - layout.height(rows, size);
    let sentence = if slack > 0.0 && !rows.is_empty() {
        let had = sentences(sentence);
        fit(tries[0].0 * k, sentence, had + slack, sentences)
    } else {
        sentence
    };
    RevealFit { layout, size, sentence, title }
}

/// A row's changes as they flow: its note, its badges, its roll-offs' dice.
fn changes<M: 'static>(r: &RevealRow, size: f32, pill: f32, floor: f32) -> Element<'static, M> {
    let mut badges = row![].spacing(size * 0.3);
    if let Some(note) = &r.note {
        badges = badges.push(text(note.clone()).size((size * 0.8).max(floor)).style(style::muted));
    }
    for b in &r.badges {
        badges = badges.push(badge(b, pill));
    }
    for (product, die) in &r.rolls {
        badges = badges.push(roll(product, *die, pill, r.tag.colour.rgb()));
    }
    badges.wrap().vertical_spacing(size * 0.2).into()
}

pub(super) fn reveal<M: 'static>(
    title: &str,
    rows: &[RevealRow],
    (outcomes, people_first): Outcomes<'_>,
    (k, floor): (f32, f32),
    inner: Size,
) -> Element<'static, M> {
    let RevealFit { layout, size, sentence, title: title_size } =
        reveal_layout(rows, (outcomes, people_first), (k, floor), inner);
    let gap = REVEAL_GAP * k;
    let needs = layout.needs;
    let (name_w, card_w, badges_w, dice_w) = reveal_columns(size, layout.width, needs, layout.share);
    let pill = pill_size(size, layout.floor);
    let col_w = layout.width;
    let mut col = column![text(title.to_string()).size(title_size).font(style::STRONG)].spacing(8.0 * k);
    let said = |col: Column<'static, M>| {
        outcomes.iter().fold(col, |col, (mark, o)| {
            let mark: Element<'static, M> = match mark {
                Mark::Card(c) => text(c.to_string()).size(sentence).font(style::STRONG).width(sentence * 1.3).into(),
                Mark::Point => text("•").size(sentence).font(style::STRONG).width(sentence * 1.3).into(),
                Mark::Plain => return col.push(text(o.clone()).size(sentence).width(Fill)),
            };
            col.push(row![mark, text(o.clone()).size(sentence).width(Fill)].spacing(sentence * 0.3))
        })
    };
    if people_first {
        col = said(col);
    }
    // The name as the row shows it: whole, or on one line in `room` (see `RevealLayout::short`).
    let tag = |r: &RevealRow, room: f32| -> Tag {
        let mut t = r.tag.clone();
        if layout.short {
            t.name = super::shortened(&t.name, |n| width_of(n, size, true) > room);
        }
        t
    };
    let one = |r: &RevealRow| -> Element<'static, M> {
        if layout.stacked {
            let card: Element<'static, M> = match r.card {
                Some(c) => widgets::die(c.number(), card_w, r.tag.colour.rgb()),
                None => text("").width(0).into(),
            };
            let mut below = row![].spacing(size * 0.5).align_y(Alignment::Center);
            if !r.dice.is_empty() && needs.dice > 0 {
                below = below.push(container(dice(&r.dice, size, dice_w, r.tag.colour.rgb())).width(dice_w));
            }
            below = below.push(container(changes(r, size, pill, layout.floor)).width(Fill));
            return column![
                row![card, tag_cell(&tag(r, col_w - card_w - size * 1.9), size, Fill)]
                    .spacing(size * 0.5)
                    .align_y(Alignment::Center),
                container(below).padding(iced::Padding { left: size * 1.8, ..iced::Padding::ZERO }),
            ]
            .spacing(size * 0.1)
            .width(col_w)
            .into();
        }
        let mut line = row![tag_cell(&tag(r, name_w - size * 1.4), size, Length::Fixed(name_w))]
            .spacing(size * 0.5)
            .align_y(Alignment::Center);
        line = line.push(match r.card {
            Some(c) => widgets::die(c.number(), card_w, r.tag.colour.rgb()),
            None => text("").width(card_w).into(),
        });
        let badges = changes(r, size, pill, layout.floor);
        // The dice right after the card, then what changed; a row without dice starts its
        // changes right after the card.
        if r.dice.is_empty() || needs.dice == 0 {
            line = line.push(container(badges).width(badges_w + dice_w + size * 0.5));
        } else {
            line = line.push(container(dice(&r.dice, size, dice_w, r.tag.colour.rgb())).width(dice_w));
            line = line.push(container(badges).width(badges_w));
        }
        line.into()
    };
    // Teams told together: the card and the changes once, the names under them in a flow.
    let together = |like: &[&RevealRow]| -> Element<'static, M> {
        let first = like[0];
        let card: Element<'static, M> = match first.card {
            Some(c) => widgets::die(c.number(), size * 1.3, NEUTRAL),
            None => text("").into(),
        };
        let mut names = row![].spacing(size * 0.9);
        for r in like {
            names = names.push(widgets::team_tag(r.tag.colour, r.tag.seat, &r.tag.name, size, Length::Shrink));
        }
        row![
            card,
            column![changes(first, size, pill, layout.floor), names.wrap().vertical_spacing(size * 0.2)]
                .spacing(size * 0.2)
                .width(Fill),
        ]
        .spacing(size * 0.5)
        .into()
    };
    let mut columns = row![].spacing(gap);
    if layout.two {
        for half in layout.halves(rows) {
            let list = half.iter().fold(column![].spacing(size * 0.25).width(col_w), |list, r| list.push(one(r)));
            columns = columns.push(list);
        }
    } else {
        let list = items(rows).into_iter().fold(column![].spacing(size * 0.25).width(col_w), |list, i| match i {
            Item::One(r) => list.push(one(r)),
            Item::Same(like) => list.push(together(&like)),
        });
        columns = columns.push(list);
    }
    col = col.push(columns);
    if !people_first {
        col = col.push(iced::widget::space::vertical());
        col = said(col);
    }
    col.height(Fill).into()
}
