//! The file itself: the pages' drawing, written with pdf-writer, and the fonts they use
//! embedded as subsets (subsetter) with a map from each glyph back to its text, so that a
//! reader can search and copy the words. The same pages give the same bytes on every run: no
//! clock, no random id, and every map is walked in a fixed order.

// pdf-writer's builders return themselves, for chaining: their results are not news.
#![allow(unused_results)]

use pdf_writer::types::{CidFontType, FontFlags, LineCapStyle, LineJoinStyle, SystemInfo, UnicodeCmap};
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};
use std::collections::hash_map::Entry;
use std::collections::{BTreeMap, HashMap};
use subsetter::GlyphRemapper;

use super::super::fonts::{self, FACES};

/// A point on the page, in points from its bottom left corner.
pub type Point = (f32, f32);

/// A fill colour: a grey (0 black, 1 white) or red, green and blue from 0 to 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Colour {
    Grey(f32),
    Rgb([f32; 3]),
}

/// How a line is drawn: plain, dashed (the cut line), or with round ends and corners (the
/// borders and coast of the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pen {
    Plain,
    Dashed,
    Round,
}

/// One glyph of a run of text: its id in the font, the text it stands for (empty for the later
/// glyphs of a cluster), and how far to move back after it, in thousandths of the text size
/// (the kerning that the font's own widths do not know).
#[derive(Clone, Debug, PartialEq)]
pub struct Glyph {
    pub gid: u16,
    pub text: String,
    pub back: f32,
}

/// One thing drawn on a page.
#[derive(Clone, Debug, PartialEq)]
pub enum Op {
    /// A run of glyphs of one face from the origin of `matrix` (which may turn the line).
    Text { face: usize, size: f32, matrix: [f32; 6], glyphs: Vec<Glyph> },
    /// Lines through points, `width` in points.
    Stroke { width: f32, pen: Pen, paths: Vec<Vec<Point>> },
    /// Filled shapes, each ring a closed polygon (the non-zero rule).
    Fill { colour: Colour, rings: Vec<Vec<Point>> },
    /// A rectangle from its lower left corner.
    Rect { at: Point, size: (f32, f32), paint: Paint },
}

/// How a rectangle is drawn: its outline in black, this many points wide, or filled.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Paint {
    Outline(f32),
    Fill(Colour),
}

/// The ids of the glyphs one face draws in this document. Each pair of a glyph and the text it
/// stands for gets its own character id, so that a glyph drawn for two texts reads back right
/// both times; character id 0 is the empty glyph.
struct Subset {
    remapper: GlyphRemapper,
    /// Per character id: the glyph in the original font and its text.
    cids: Vec<(u16, String)>,
    index: HashMap<(u16, String), u16>,
}

impl Subset {
    fn new() -> Subset {
        Subset { remapper: GlyphRemapper::new(), cids: vec![(0, String::new())], index: HashMap::new() }
    }

    fn cid(&mut self, gid: u16, text: &str) -> u16 {
        match self.index.entry((gid, text.to_string())) {
            Entry::Occupied(known) => *known.get(),
            Entry::Vacant(new) => {
                // Past 65,535 different glyphs in one face the rest print as empty boxes.
                let Ok(cid) = u16::try_from(self.cids.len()) else { return 0 };
                let _ = self.remapper.remap(gid);
                self.cids.push(new.key().clone());
                *new.insert(cid)
            }
        }
    }
}

const SYSTEM: SystemInfo<'static> = SystemInfo { registry: Str(b"Adobe"), ordering: Str(b"Identity"), supplement: 0 };

/// The resource name of a face on the pages: its id ("FIRAREG").
fn resource(face: usize) -> Name<'static> {
    Name(FACES[face].id.as_bytes())
}

/// The finished file: pages of `size` points (width, height) with their operations.
pub fn document(title: &str, size: (f32, f32), pages: &[Vec<Op>]) -> Vec<u8> {
    let mut subsets: BTreeMap<usize, Subset> = BTreeMap::new();
    let contents: Vec<Vec<u8>> = pages.iter().map(|ops| content(ops, &mut subsets)).collect();

    let mut next = Ref::new(1);
    let mut alloc = || next.bump();
    let catalog = alloc();
    let tree = alloc();
    let info = alloc();
    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(tree);
    pdf.document_info(info).title(TextStr(title)).producer(TextStr("Colony Classroom"));

    let fonts: Vec<(usize, Ref)> =
        subsets.iter().map(|(&face, subset)| (face, font(&mut pdf, &mut alloc, face, subset))).collect();
    let mut kids = Vec::new();
    for data in &contents {
        let (page, stream) = (alloc(), alloc());
        kids.push(page);
        let mut p = pdf.page(page);
        p.parent(tree).media_box(Rect::new(0.0, 0.0, size.0, size.1)).contents(stream);
        let mut resources = p.resources();
        let mut dict = resources.fonts();
        for &(face, id) in &fonts {
            dict.pair(resource(face), id);
        }
        dict.finish();
        resources.finish();
        p.finish();
        pdf.stream(stream, &deflate(data)).filter(Filter::FlateDecode);
    }
    let count = i32::try_from(kids.len()).unwrap_or(i32::MAX);
    pdf.pages(tree).kids(kids).count(count);
    pdf.set_file_id(file_id(title, &contents));
    pdf.finish()
}

/// The drawing of one page as a content stream; the glyphs it shows join their face's subset.
fn content(ops: &[Op], subsets: &mut BTreeMap<usize, Subset>) -> Vec<u8> {
    let mut c = Content::new();
    for op in ops {
        match op {
            Op::Text { face, size, matrix, glyphs } => {
                let subset = subsets.entry(*face).or_insert_with(Subset::new);
                c.begin_text();
                c.set_font(resource(*face), *size);
                c.set_text_matrix(*matrix);
                {
                    let mut show = c.show_positioned();
                    let mut items = show.items();
                    let mut run: Vec<u8> = Vec::new();
                    for g in glyphs {
                        run.extend(subset.cid(g.gid, &g.text).to_be_bytes());
                        if g.back != 0.0 {
                            items.show(Str(&run));
                            items.adjust(g.back);
                            run.clear();
                        }
                    }
                    if !run.is_empty() {
                        items.show(Str(&run));
                    }
                }
                c.end_text();
            }
            Op::Stroke { width, pen, paths } => {
                c.set_stroke_gray(0.0);
                c.set_line_width(*width);
                match pen {
                    Pen::Plain => {}
                    Pen::Dashed => {
                        c.set_dash_pattern([4.0, 3.0], 0.0);
                    }
                    Pen::Round => {
                        c.set_line_cap(LineCapStyle::RoundCap);
                        c.set_line_join(LineJoinStyle::RoundJoin);
                    }
                }
                for path in paths {
                    through(&mut c, path);
                }
                c.stroke();
                match pen {
                    Pen::Plain => {}
                    Pen::Dashed => {
                        c.set_dash_pattern([], 0.0);
                    }
                    Pen::Round => {
                        c.set_line_cap(LineCapStyle::ButtCap);
                        c.set_line_join(LineJoinStyle::MiterJoin);
                    }
                }
            }
            Op::Rect { at, size, paint: Paint::Outline(width) } => {
                c.set_stroke_gray(0.0);
                c.set_line_width(*width);
                c.rect(at.0, at.1, size.0, size.1);
                c.stroke();
            }
            Op::Rect { at, size, paint: Paint::Fill(colour) } => {
                fill_colour(&mut c, *colour);
                c.rect(at.0, at.1, size.0, size.1);
                c.fill_nonzero();
                c.set_fill_gray(0.0);
            }
            Op::Fill { colour, rings } => {
                fill_colour(&mut c, *colour);
                for ring in rings.iter().filter(|r| !r.is_empty()) {
                    through(&mut c, ring);
                    c.close_path();
                }
                c.fill_nonzero();
                c.set_fill_gray(0.0);
            }
        }
    }
    c.finish().to_vec()
}

/// A path from the first point through the others (nothing for no point).
fn through(c: &mut Content, points: &[Point]) {
    if let Some((&(x, y), rest)) = points.split_first() {
        c.move_to(x, y);
        for &(x, y) in rest {
            c.line_to(x, y);
        }
    }
}

fn fill_colour(c: &mut Content, colour: Colour) {
    match colour {
        Colour::Grey(g) => c.set_fill_gray(g),
        Colour::Rgb([r, g, b]) => c.set_fill_rgb(r, g, b),
    };
}

/// Writes one face as a composite font (Type0 over a CIDFontType2) with its subset, its widths,
/// its map from character ids to glyphs and its map back to the text; returns the font's id.
fn font(pdf: &mut Pdf, alloc: &mut impl FnMut() -> Ref, face: usize, subset: &Subset) -> Ref {
    let (type0, cid_font, descriptor, file, to_unicode, cid_map) =
        (alloc(), alloc(), alloc(), alloc(), alloc(), alloc());
    let bytes = fonts::bytes(face);
    let metrics = fonts::metrics(face);
    let upm = metrics.map_or(1000.0, |m| f32::from(m.units_per_em().max(1)));
    let em = |units: i16| f32::from(units) * 1000.0 / upm;
    let postscript = metrics
        .and_then(|m| {
            m.names()
                .into_iter()
                .find(|n| n.name_id == ttf_parser::name_id::POST_SCRIPT_NAME && n.is_unicode())
                .and_then(|n| n.to_string())
        })
        .unwrap_or_else(|| FACES[face].file.trim_end_matches(".ttf").to_string());
    let postscript: String = postscript.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
    // A subset is named with six capital letters and a plus sign before the font's own name.
    let tag: String = FACES[face].id.chars().take(6).collect();
    let base = format!("{tag}+{postscript}");

    pdf.type0_font(type0)
        .base_font(Name(base.as_bytes()))
        .encoding_predefined(Name(b"Identity-H"))
        .descendant_font(cid_font)
        .to_unicode(to_unicode);

    let widths: Vec<f32> = subset.cids.iter().map(|&(gid, _)| fonts::advance(face, gid)).collect();
    let mut cid = pdf.cid_font(cid_font);
    cid.subtype(CidFontType::Type2)
        .base_font(Name(base.as_bytes()))
        .system_info(SYSTEM)
        .font_descriptor(descriptor)
        .default_width(0.0)
        .cid_to_gid_map_stream(cid_map);
    cid.widths().consecutive(0, widths);
    cid.finish();

    let (bbox, ascent, descent, cap, weight) = match metrics {
        Some(m) => {
            let b = m.global_bounding_box();
            (
                Rect::new(em(b.x_min), em(b.y_min), em(b.x_max), em(b.y_max)),
                em(m.ascender()),
                em(m.descender()),
                em(m.capital_height().unwrap_or(m.ascender())),
                f32::from(m.weight().to_number()),
            )
        }
        None => (Rect::new(0.0, -250.0, 1000.0, 1000.0), 800.0, -200.0, 700.0, 400.0),
    };
    pdf.font_descriptor(descriptor)
        .name(Name(base.as_bytes()))
        .flags(FontFlags::NON_SYMBOLIC)
        .bbox(bbox)
        .italic_angle(0.0)
        .ascent(ascent)
        .descent(descent)
        .cap_height(cap)
        .stem_v(10.0 + 0.244 * (weight - 50.0))
        .font_file2(file);

    // A font the subsetter cannot read goes in whole: the pages still show and read back.
    let (sub, whole) = match subsetter::subset(bytes, 0, &subset.remapper) {
        Ok(sub) => (sub, false),
        Err(_) => (bytes.to_vec(), true),
    };
    let length = i32::try_from(sub.len()).unwrap_or(i32::MAX);
    pdf.stream(file, &deflate(&sub)).filter(Filter::FlateDecode).pair(Name(b"Length1"), length);

    let map: Vec<u8> = subset
        .cids
        .iter()
        .flat_map(|&(gid, _)| if whole { gid } else { subset.remapper.get(gid).unwrap_or(0) }.to_be_bytes())
        .collect();
    pdf.stream(cid_map, &deflate(&map)).filter(Filter::FlateDecode);

    let mut cmap = UnicodeCmap::new(Name(b"Colony-UCS"), SYSTEM);
    for (cid, (_, text)) in subset.cids.iter().enumerate() {
        if let (Ok(cid), false) = (u16::try_from(cid), text.is_empty()) {
            cmap.pair_with_multiple(cid, text.chars());
        }
    }
    pdf.stream(to_unicode, &deflate(&cmap.finish())).filter(Filter::FlateDecode);
    type0
}

fn deflate(data: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec_zlib(data, 9)
}

/// The file's id: two halves of a hash of its title and its pages, the same on every run.
fn file_id(title: &str, contents: &[Vec<u8>]) -> (Vec<u8>, Vec<u8>) {
    let mut halves: [u64; 2] = [0xcbf2_9ce4_8422_2325 ^ 1, 0xcbf2_9ce4_8422_2325 ^ 2];
    for b in title.bytes().chain(contents.iter().flatten().copied()) {
        for h in &mut halves {
            *h = (*h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
    }
    let id: Vec<u8> = halves.iter().flat_map(|h| h.to_be_bytes()).collect();
    (id.clone(), id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_glyph_standing_for_two_texts_gets_a_character_id_for_each() {
        let mut s = Subset::new();
        let first = s.cid(42, "fi");
        assert_eq!(first, 1, "character id 0 is the empty glyph");
        let later = s.cid(42, "");
        assert_ne!(first, later);
        assert_eq!(s.cid(42, "fi"), first);
        assert_eq!(s.cids.len(), 3);
    }

    #[test]
    fn the_same_pages_give_the_same_bytes_and_another_page_another_id() {
        let text = |gid| Op::Text {
            face: fonts::REGULAR,
            size: 12.0,
            matrix: [1.0, 0.0, 0.0, 1.0, 40.0, 700.0],
            glyphs: vec![Glyph { gid, text: "A".into(), back: 0.0 }],
        };
        let page = vec![text(36), Op::Rect { at: (10.0, 10.0), size: (20.0, 5.0), paint: Paint::Outline(0.8) }];
        let one = document("Test", (595.0, 842.0), std::slice::from_ref(&page));
        assert_eq!(one, document("Test", (595.0, 842.0), std::slice::from_ref(&page)));
        let other = document("Test", (595.0, 842.0), &[vec![text(37)]]);
        let id = |pdf: &[u8]| pdf.windows(4).rposition(|w| w == b"/ID ").map(|at| pdf[at..at + 40].to_vec());
        assert!(id(&one).is_some());
        assert_ne!(id(&one), id(&other));
        assert!(one.windows(22).any(|w| w == b"/BaseFont /FIRARE+Fira"), "the subset's name");
    }
}
