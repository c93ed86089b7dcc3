//! How much room a text takes on a screen, estimated from its letters in Fira Sans: for the
//! layouts that choose a size or a line break before iced draws (the projector screen, the
//! map's labels, the names on the teacher's screen, the menu).

/// The width of a text in Fira Sans, estimated from its letters: within about 5 % over the
/// font's own advances (HarfBuzz, `hb-shape`) for names and sentences in Latin, Cyrillic and
/// Greek letters; Fira's semibold is as wide as its regular, less than 1 % apart.
pub(crate) fn width_of(s: &str, size: f32, strong: bool) -> f32 {
    let em: f32 = s
        .chars()
        .map(|c| match c {
            'W' | 'M' | 'm' | 'w' | 'Æ' | 'Œ' | 'Ж' | 'Ш' | 'Щ' | 'Ю' | 'ш' | 'щ' | 'ж' | 'ю' | '—' => 0.9,
            'i' | 'l' | 'j' | 'I' | '.' | ',' | '\'' | ':' | ';' | '!' | '|' | 'ı' => 0.28,
            ' ' | '\u{a0}' => 0.26,
            c if c.is_ascii_digit() => 0.56,
            c if c.is_uppercase() => 0.66,
            _ => 0.53,
        })
        .sum();
    em * size * if strong { 1.02 } else { 1.0 }
}

/// `s` on one line of `width` at `size`: as it is where it fits, else cut at a letter and ended
/// with "…" (the full name is shown where there is room, or on hover).
pub(crate) fn one_line(s: &str, size: f32, width: f32, strong: bool) -> String {
    if width_of(s, size, strong) <= width {
        return s.to_string();
    }
    let room = width - width_of("…", size, strong);
    let mut out = String::new();
    for c in s.chars() {
        let mut next = out.clone();
        next.push(c);
        if width_of(&next, size, strong) > room {
            break;
        }
        out = next;
    }
    format!("{}…", out.trim_end())
}

/// How many lines a text needs at `size` in `width`, broken between words as the text widget
/// breaks it. A word wider than the line is broken inside (and counts as many lines): the
/// screens that lay names out give them a size at which their longest word fits (`fits`).
pub(crate) fn lines(s: &str, size: f32, width: f32, strong: bool) -> f32 {
    let width = width.max(1.0);
    let space = width_of(" ", size, strong);
    let (mut n, mut x) = (1.0f32, 0.0f32);
    // A no-break space binds its words into one (`report::short_questions_together`).
    for word in s.split([' ', '\n', '\t']).filter(|w| !w.is_empty()) {
        // A little room for the measure being an estimate.
        let w = width_of(word, size, strong) * 1.04;
        if x > 0.0 && x + space + w > width {
            n += 1.0;
            x = 0.0;
        }
        if w > width {
            n += (w / width).floor();
            x = w % width;
        } else {
            x += if x > 0.0 { space + w } else { w };
        }
    }
    n
}

/// Whether every word of `s` fits a line `width` wide at `size` (no word broken inside). A
/// word of more than 20 letters is left out: no size the screen may use would hold it, and it
/// breaks wherever it must.
pub(crate) fn fits(s: &str, size: f32, width: f32, strong: bool) -> bool {
    s.split_whitespace().filter(|w| w.chars().count() <= 20).all(|w| width_of(w, size, strong) * 1.04 <= width)
}
