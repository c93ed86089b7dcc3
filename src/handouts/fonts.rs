//! The handouts' type: Fira Sans for the text and SemiBold for headings, and fallback fonts
//! for names in other scripts (Arabic, Hebrew, Chinese and Japanese, emoji). Text is shaped
//! (kerning, ligatures, Arabic joining, marks) and put in visual order for right-to-left
//! scripts; every width used for wrapping comes from the same shaping that draws it.

use harfrust::{BufferClusterLevel, Direction, FontRef, Script, ShapePlan, ShaperData, UnicodeBuffer};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;
use unicode_bidi::{BidiInfo, Level};

/// One embedded font. The id (six or more capital letters) becomes the subset tag in the PDF.
pub struct FaceDef {
    pub id: &'static str,
    /// The file in `assets/fonts`.
    pub file: &'static str,
    pub bytes: &'static [u8],
}

pub const REGULAR: usize = 0;
pub const SEMIBOLD: usize = 1;
const ARABIC: usize = 2;
const HEBREW: usize = 3;
const CJK: usize = 4;
const EMOJI: usize = 5;
/// The fallback faces, after Fira Sans.
pub const FALLBACKS: [usize; 4] = [ARABIC, HEBREW, CJK, EMOJI];

pub const FACES: [FaceDef; 6] = [
    FaceDef {
        id: "FIRAREG",
        file: "FiraSans-Regular.ttf",
        bytes: include_bytes!("../../assets/fonts/FiraSans-Regular.ttf"),
    },
    FaceDef {
        id: "FIRASEMI",
        file: "FiraSans-SemiBold.ttf",
        bytes: include_bytes!("../../assets/fonts/FiraSans-SemiBold.ttf"),
    },
    FaceDef {
        id: "NOTOARAB",
        file: "NotoSansArabic-Regular.ttf",
        bytes: include_bytes!("../../assets/fonts/NotoSansArabic-Regular.ttf"),
    },
    FaceDef {
        id: "NOTOHEBR",
        file: "NotoSansHebrew-Regular.ttf",
        bytes: include_bytes!("../../assets/fonts/NotoSansHebrew-Regular.ttf"),
    },
    FaceDef {
        id: "DROIDCJK",
        file: "DroidSansFallback-CJK.ttf",
        bytes: include_bytes!("../../assets/fonts/DroidSansFallback-CJK.ttf"),
    },
    FaceDef {
        id: "NOTOEMOJ",
        file: "NotoEmoji-Regular.ttf",
        bytes: include_bytes!("../../assets/fonts/NotoEmoji-Regular.ttf"),
    },
];

/// The weight of a piece of text. The fallback fonts have one weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Weight {
    Regular,
    SemiBold,
}

impl Weight {
    fn chain(self) -> [usize; 5] {
        let first = match self {
            Weight::Regular => REGULAR,
            Weight::SemiBold => SEMIBOLD,
        };
        [first, ARABIC, HEBREW, CJK, EMOJI]
    }
}

struct Loaded {
    font: FontRef<'static>,
    data: ShaperData,
    metrics: ttf_parser::Face<'static>,
    upm: f32,
}

fn loaded(face: usize) -> Option<&'static Loaded> {
    static ALL: OnceLock<Vec<Option<Loaded>>> = OnceLock::new();
    ALL.get_or_init(|| {
        FACES
            .iter()
            .map(|d| {
                let font = FontRef::from_index(d.bytes, 0).ok()?;
                let metrics = ttf_parser::Face::parse(d.bytes, 0).ok()?;
                let upm = f32::from(metrics.units_per_em().max(1));
                Some(Loaded { data: ShaperData::new(&font), font, metrics, upm })
            })
            .collect()
    })
    .get(face)
    .and_then(Option::as_ref)
}

/// The metrics of a face as loaded once for the shaping (for the PDF's font description).
pub fn metrics(face: usize) -> Option<&'static ttf_parser::Face<'static>> {
    loaded(face).map(|l| &l.metrics)
}

/// The bytes of a face, for embedding.
pub fn bytes(face: usize) -> &'static [u8] {
    FACES[face].bytes
}

/// Characters that are drawn with the font of the character before them: joiners, variation
/// selectors, skin tones, tags, the keycap and combining marks.
fn sticks(c: char) -> bool {
    matches!(c as u32, 0x200C..=0x200D | 0xFE00..=0xFE0F | 0x1F3FB..=0x1F3FF | 0xE0020..=0xE007F | 0x20E3)
        || matches!(c as u32, 0x0300..=0x036F | 0x0591..=0x05C7 | 0x064B..=0x065F | 0x0670 | 0x06D6..=0x06ED)
}

fn has(face: usize, c: char) -> bool {
    loaded(face).is_some_and(|l| l.metrics.glyph_index(c).is_some())
}

/// Marks and controls that draw nothing themselves.
fn invisible(c: char) -> bool {
    c.is_whitespace() || c.is_control() || matches!(c as u32, 0x200B..=0x200F | 0x202A..=0x202E | 0x2066..=0x2069)
}

fn pick(chain: &[usize; 5], c: char, prev: Option<usize>) -> usize {
    if c == ' ' {
        // The primary face's space: CJK fonts have a full-width one.
        return chain[0];
    }
    if let Some(p) = prev.filter(|_| sticks(c)) {
        return p;
    }
    chain.iter().copied().find(|&f| has(f, c)).unwrap_or(chain[0])
}

/// The characters of `text` that no embedded font can draw (they print as empty boxes).
pub fn missing(text: &str) -> Vec<char> {
    let chain = Weight::Regular.chain();
    let mut out: Vec<char> = Vec::new();
    for c in text.chars() {
        if !invisible(c) && !sticks(c) && !chain.iter().any(|&f| has(f, c)) && !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

/// One glyph as drawn: its font, its glyph id, its advance and offsets in em, and the text it
/// stands for (empty for the later glyphs of a cluster).
#[derive(Clone, Debug, PartialEq)]
pub struct Glyph {
    pub face: usize,
    pub gid: u16,
    pub advance: f32,
    pub x_offset: f32,
    pub y_offset: f32,
    pub text: String,
}

/// A shaped line, in visual order (left to right on the page).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shaped {
    pub glyphs: Vec<Glyph>,
    /// The width in em (multiply by the size in points).
    pub width: f32,
}

impl Shaped {
    /// The faces this line uses.
    pub fn faces(&self) -> impl Iterator<Item = usize> + '_ {
        self.glyphs.iter().map(|g| g.face)
    }
}

/// The advance of a glyph as the PDF's widths give it, in thousandths of an em (to a hundredth).
pub fn advance(face: usize, gid: u16) -> f32 {
    match loaded(face) {
        Some(l) => {
            let adv = l.metrics.glyph_hor_advance(ttf_parser::GlyphId(gid)).unwrap_or(0);
            (f32::from(adv) * 100_000.0 / l.upm).round() / 100.0
        }
        None => 0.0,
    }
}

/// A face's shaping plan for a direction, a script and a language.
type PlanKey = (usize, bool, Script, Option<String>);

thread_local! {
    static PLANS: RefCell<HashMap<PlanKey, ShapePlan>> = RefCell::new(HashMap::new());
    /// The widths of the texts measured on this thread: a handout measures the same words
    /// again and again as it breaks its lines, and the next handout measures them once more.
    static WIDTHS: RefCell<HashMap<Weight, HashMap<String, f32>>> = RefCell::new(HashMap::new());
}

fn shape_segment(out: &mut Shaped, face: usize, seg: &str, rtl: bool) {
    let Some(l) = loaded(face) else { return };
    let shaper = l.data.shaper(&l.font).build();
    let mut buf = UnicodeBuffer::new();
    buf.push_str(seg);
    buf.guess_segment_properties();
    let direction = if rtl { Direction::RightToLeft } else { Direction::LeftToRight };
    buf.set_direction(direction);
    buf.set_cluster_level(BufferClusterLevel::Characters);
    // A plan takes longer to make than most lines take to shape: one per face, direction,
    // script and language, made once on each thread (the handouts shape tens of thousands).
    let script = buf.script();
    let language = buf.language();
    let key = (face, rtl, script, language.as_ref().map(|l| l.as_str().to_string()));
    let shaped = PLANS.with_borrow_mut(|plans| {
        let plan = plans
            .entry(key)
            .or_insert_with(|| ShapePlan::new(&shaper, direction, Some(script), language.as_ref(), &[]));
        shaper.shape_with_plan(plan, buf, &[])
    });
    let infos = shaped.glyph_infos();
    let positions = shaped.glyph_positions();
    let mut starts: Vec<usize> = infos.iter().map(|g| g.cluster as usize).collect();
    starts.sort_unstable();
    starts.dedup();
    let mut seen: Vec<usize> = Vec::new();
    for (info, pos) in infos.iter().zip(positions) {
        let start = info.cluster as usize;
        let end = starts.iter().copied().find(|&s| s > start).unwrap_or(seg.len());
        let text = if seen.contains(&start) {
            String::new()
        } else {
            seen.push(start);
            let logical = seg.get(start..end).unwrap_or_default();
            // A ligature of right-to-left letters (lam-alef) stands for several characters.
            // Readers take the page's glyphs in visual order and turn a right-to-left run
            // around character by character, so its text is given in visual order too: read
            // back, it comes out in logical order ("الأسود", not "األسود").
            if rtl { logical.chars().rev().collect() } else { logical.to_string() }
        };
        let advance = pos.x_advance as f32 / l.upm;
        out.width += advance;
        out.glyphs.push(Glyph {
            face,
            gid: u16::try_from(info.glyph_id).unwrap_or(0),
            advance,
            x_offset: pos.x_offset as f32 / l.upm,
            y_offset: pos.y_offset as f32 / l.upm,
            text,
        });
    }
}

/// Shapes one line of text (no line breaks) in a left-to-right paragraph: runs of Arabic or
/// Hebrew are reversed into visual order, and each character takes the first font of the
/// chain that has it.
pub fn shape(text: &str, weight: Weight) -> Shaped {
    let chain = weight.chain();
    let mut out = Shaped::default();
    if text.is_empty() {
        return out;
    }
    let bidi = BidiInfo::new(text, Some(Level::ltr()));
    let Some(para) = bidi.paragraphs.first() else { return out };
    let (levels, runs) = bidi.visual_runs(para, para.range.clone());
    for run in runs {
        let rtl = levels.get(run.start).is_some_and(unicode_bidi::Level::is_rtl);
        let mut segs: Vec<(usize, std::ops::Range<usize>)> = Vec::new();
        let Some(part) = text.get(run.clone()) else { continue };
        for (i, c) in part.char_indices() {
            let i = i + run.start;
            let f = pick(&chain, c, segs.last().map(|s| s.0));
            match segs.last_mut() {
                Some(s) if s.0 == f => s.1.end = i + c.len_utf8(),
                _ => segs.push((f, i..i + c.len_utf8())),
            }
        }
        if rtl {
            segs.reverse();
        }
        for (f, r) in segs {
            if let Some(seg) = text.get(r) {
                shape_segment(&mut out, f, seg, rtl);
            }
        }
    }
    out
}

/// The text cut into runs of one font each, in logical order (for tools that draw text with
/// a single font file).
pub fn segments(text: &str, weight: Weight) -> Vec<(usize, String)> {
    let chain = weight.chain();
    let mut out: Vec<(usize, String)> = Vec::new();
    for c in text.chars() {
        let f = pick(&chain, c, out.last().map(|s| s.0));
        match out.last_mut() {
            Some((face, s)) if *face == f => s.push(c),
            _ => out.push((f, c.to_string())),
        }
    }
    out
}

/// The width of one line of text in em.
pub fn width(text: &str, weight: Weight) -> f32 {
    // Looked up by the text itself: no copy of it is made for a width already measured.
    if let Some(w) = WIDTHS.with_borrow(|m| m.get(&weight).and_then(|of| of.get(text)).copied()) {
        return w;
    }
    let w = shape(text, weight).width;
    WIDTHS.with_borrow_mut(|m| {
        let of = m.entry(weight).or_default();
        // Bounded: a thread that measures without end (the app, class after class) starts
        // over rather than grow.
        if of.len() > 200_000 {
            of.clear();
        }
        let _ = of.insert(text.to_string(), w);
    });
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_script_a_class_may_use_has_glyphs() {
        for name in [
            "Équipe Ærø Łódź İstanbul",
            "Ομάδα Άλφα",
            "Команда «Ёжик»",
            "فريق النجوم",
            "צוות הכוכבים",
            "星星队",
            "チーム桜",
            "東京",
            "🚀🌟👍🏽 👩‍💻 🇫🇷",
        ] {
            assert!(missing(name).is_empty(), "{name}: {:?}", missing(name));
            let s = shape(name, Weight::Regular);
            assert!(s.glyphs.iter().all(|g| g.gid != 0), "{name}: a glyph is missing: {s:?}");
            assert!(s.width > 0.5, "{name}");
        }
        assert_eq!(missing("한국 팀"), vec!['한', '국', '팀']);
    }

    #[test]
    fn fallback_faces_are_used_only_where_needed() {
        let faces = |s: &str| {
            let mut f: Vec<usize> = shape(s, Weight::SemiBold).faces().collect();
            f.sort_unstable();
            f.dedup();
            f
        };
        assert_eq!(faces("Red Lions"), vec![SEMIBOLD]);
        assert_eq!(faces("Team فريق"), vec![SEMIBOLD, ARABIC]);
        assert_eq!(faces("צוות 7"), vec![SEMIBOLD, HEBREW]);
        assert_eq!(faces("星 🚀"), vec![SEMIBOLD, CJK, EMOJI]);
    }

    #[test]
    fn right_to_left_text_is_drawn_in_visual_order() {
        // "abc" then a Hebrew word: the Hebrew letters come out last-letter-first.
        let s = shape("ab שלום", Weight::Regular);
        let texts: Vec<&str> = s.glyphs.iter().map(|g| g.text.as_str()).collect();
        assert_eq!(texts, vec!["a", "b", " ", "ם", "ו", "ל", "ש"]);
    }

    #[test]
    fn kerning_and_ligatures_are_applied() {
        // Shaped widths differ from the sum of the plain advances for a kerned pair.
        let plain: f32 = "AV".chars().map(|c| width(&c.to_string(), Weight::Regular)).sum();
        assert!(width("AV", Weight::Regular) < plain);
        let fi = shape("fi", Weight::Regular);
        assert_eq!(fi.glyphs.len(), 1, "the fi ligature");
        assert_eq!(fi.glyphs[0].text, "fi");
    }
}
