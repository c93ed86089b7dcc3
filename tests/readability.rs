//! The history sheet's two levels, measured: the students' level of each phase
//! (`debrief-<phase>-basic`) in short sentences a 13-year-old reads, the whole note
//! (`debrief-<phase>-background`) for older students. Counted here: words, sentences, words per
//! sentence (the average and the longest), and one readability figure per language: the
//! Flesch-Kincaid grade (English), Amstad's reading ease (German, Flesch's formula fitted to
//! German) and Szigriszt-Pazos's perspicuity, read on the INFLESZ scale (Spanish; Fernández Huerta's
//! formula, as usually printed, counts sentences with a minus sign and so rewards long ones). Syllables are counted by vowel groups, so the
//! figures are estimates; the lesson plans quote them as such. `cargo test --test readability
//! -- --nocapture` prints the table.

use colony::i18n::{Language, Translator};
use colony::lesson::Lesson;

/// The figures of one text.
#[derive(Debug)]
struct Measure {
    words: usize,
    sentences: usize,
    longest: usize,
    syllables: usize,
}

impl Measure {
    fn per_sentence(&self) -> f64 {
        self.words as f64 / self.sentences.max(1) as f64
    }

    fn per_word(&self) -> f64 {
        self.syllables as f64 / self.words.max(1) as f64
    }

    /// The language's readability figure: a school grade for English (lower is easier), a
    /// reading ease from 0 to 100 for German and Spanish (higher is easier).
    fn readability(&self, lang: Language) -> f64 {
        let (asl, asw) = (self.per_sentence(), self.per_word());
        match lang {
            Language::En => 0.39 * asl + 11.8 * asw - 15.59,
            Language::De => 180.0 - asl - 58.5 * asw,
            Language::Es => 206.835 - 62.3 * asw - asl,
        }
    }
}

/// Syllables of a word: its groups of vowels (a silent final "e" in English not counted).
fn syllables(word: &str, lang: Language) -> usize {
    let vowels: &[char] = match lang {
        Language::En => &['a', 'e', 'i', 'o', 'u', 'y'],
        Language::De => &['a', 'e', 'i', 'o', 'u', 'y', 'ä', 'ö', 'ü'],
        Language::Es => &['a', 'e', 'i', 'o', 'u', 'á', 'é', 'í', 'ó', 'ú', 'ü', 'y'],
    };
    let lower = word.to_lowercase();
    let chars: Vec<char> = lower.chars().filter(|c| c.is_alphabetic()).collect();
    let mut groups = 0;
    let mut in_group = false;
    for c in &chars {
        let v = vowels.contains(c);
        if v && !in_group {
            groups += 1;
        }
        in_group = v;
    }
    let silent_e = lang == Language::En && chars.len() > 2 && chars.ends_with(&['e']) && !chars.ends_with(&['l', 'e']);
    if silent_e && groups > 1 {
        groups -= 1;
    }
    groups.max(1)
}

fn measure(text: &str, lang: Language) -> Measure {
    let mut m = Measure { words: 0, sentences: 0, longest: 0, syllables: 0 };
    // A sentence ends at ".", "!" or "?" before a space or the end ("1.800" and "3.2" are not
    // ends).
    let mut current = 0;
    let tokens: Vec<&str> = text.split_whitespace().collect();
    for token in &tokens {
        let word: String = token.chars().filter(|c| c.is_alphanumeric()).collect();
        if !word.is_empty() {
            m.words += 1;
            current += 1;
            if word.chars().any(char::is_alphabetic) {
                m.syllables += syllables(&word, lang);
            } else {
                // A number is read as one or two words; counted as two syllables.
                m.syllables += 2;
            }
        }
        if token.ends_with(['.', '!', '?']) || token.ends_with(".»") || token.ends_with(".“") || token.ends_with(".\"")
        {
            m.sentences += 1;
            m.longest = m.longest.max(current);
            current = 0;
        }
    }
    if current > 0 {
        m.sentences += 1;
        m.longest = m.longest.max(current);
    }
    m
}

#[test]
fn the_counting_is_right_on_plain_examples() {
    let m = measure("The cat sat on the mat. It was happy!", Language::En);
    assert_eq!((m.words, m.sentences, m.longest), (9, 2, 6));
    assert_eq!(syllables("happy", Language::En), 2);
    assert_eq!(syllables("make", Language::En), 1);
    assert_eq!(syllables("Unabhängigkeit", Language::De), 5);
    assert_eq!(syllables("independencia", Language::Es), 5);
}

/// The students' level is short and plain in every region's edition, and plainer than the whole
/// note.
#[test]
fn the_students_level_is_short_plain_and_plainer_than_the_whole_note() {
    let lesson = Lesson::builtin();
    let mut table =
        String::from("language | phase | level | words | sentences | words a sentence | longest | readability\n");
    for region in colony::i18n::Region::all() {
        let (lang, tr) = (region.language, Translator::for_region(region));
        for phase in &lesson.phases {
            let basic = measure(&tr.text(&format!("debrief-{}-basic", phase.id)), lang);
            let whole = measure(&tr.text(&format!("debrief-{}-background", phase.id)), lang);
            for (level, m) in [("basic", &basic), ("whole", &whole)] {
                table.push_str(&format!(
                    "{} | {} | {level} | {} | {} | {:.1} | {} | {:.1}\n",
                    region.id,
                    phase.id,
                    m.words,
                    m.sentences,
                    m.per_sentence(),
                    m.longest,
                    m.readability(lang)
                ));
            }
            let place = format!("{} {}", region.id, phase.id);
            assert!((100..=175).contains(&basic.words), "{place}: the students' level has {} words", basic.words);
            assert!(basic.per_sentence() <= 12.5, "{place}: {:.1} words a sentence", basic.per_sentence());
            assert!(basic.longest <= 18, "{place}: a sentence of {} words", basic.longest);
            assert!(basic.per_sentence() < whole.per_sentence(), "{place}: not plainer than the whole note");
            let (b, w) = (basic.readability(lang), whole.readability(lang));
            match lang {
                Language::En => assert!(b < w, "{place}: grade {b:.1}, the whole note {w:.1}"),
                _ => assert!(b > w, "{place}: reading ease {b:.1}, the whole note {w:.1}"),
            }
        }
    }
    println!("{table}");
}
