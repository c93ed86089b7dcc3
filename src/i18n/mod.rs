//! Languages and the `Translator`: Fluent bundles embedded in the binary, one per language.
//! A translator is passed explicitly, so a handout in Spanish and a screen in German can coexist.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::sync::Arc;

mod region;
pub use region::{CsvSeparator, PaperSize, Region, RegionError, RegionFiles};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    En,
    De,
    Es,
}

impl Language {
    pub const ALL: [Language; 3] = [Language::En, Language::De, Language::Es];

    pub fn code(self) -> &'static str {
        match self {
            Language::En => "en",
            Language::De => "de",
            Language::Es => "es",
        }
    }

    pub fn from_code(code: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// The language of the user's desktop: `COLONY_LANG`, else the desktop's locale
    /// ([`desktop_locale`]: "de_DE.UTF-8" and "de-AT" are German), else English.
    pub fn from_env() -> Language {
        std::env::var("COLONY_LANG")
            .ok()
            .filter(|v| !v.is_empty())
            .or_else(desktop_locale)
            .and_then(|v| Language::of_locale(&v))
            .unwrap_or_default()
    }

    /// The language of a locale ("de_DE.UTF-8", "es-MX", "en"), if it is one of ours.
    pub fn of_locale(locale: &str) -> Option<Language> {
        Language::from_code(locale.get(..2)?)
    }

    /// The Fluent sources of this language: (file name, text).
    pub fn sources(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Language::En => &[
                ("lesson.ftl", include_str!("../../i18n/en/lesson.ftl")),
                ("engine.ftl", include_str!("../../i18n/en/engine.ftl")),
                ("ui.ftl", include_str!("../../i18n/en/ui.ftl")),
                ("handouts.ftl", include_str!("../../i18n/en/handouts.ftl")),
                ("export.ftl", include_str!("../../i18n/en/export.ftl")),
            ],
            Language::De => &[
                ("lesson.ftl", include_str!("../../i18n/de/lesson.ftl")),
                ("engine.ftl", include_str!("../../i18n/de/engine.ftl")),
                ("ui.ftl", include_str!("../../i18n/de/ui.ftl")),
                ("handouts.ftl", include_str!("../../i18n/de/handouts.ftl")),
                ("export.ftl", include_str!("../../i18n/de/export.ftl")),
            ],
            Language::Es => &[
                ("lesson.ftl", include_str!("../../i18n/es/lesson.ftl")),
                ("engine.ftl", include_str!("../../i18n/es/engine.ftl")),
                ("ui.ftl", include_str!("../../i18n/es/ui.ftl")),
                ("handouts.ftl", include_str!("../../i18n/es/handouts.ftl")),
                ("export.ftl", include_str!("../../i18n/es/export.ftl")),
            ],
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

/// Formats messages in one region's edition of a language, falling back to English for an id
/// the language lacks.
#[derive(Clone)]
pub struct Translator {
    language: Language,
    region: &'static Region,
    own: Arc<Bundle>,
    fallback: Option<Arc<Bundle>>,
}

impl std::fmt::Debug for Translator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Translator").field("language", &self.language).field("region", &self.region.id).finish()
    }
}

/// A Fluent file that does not parse, or a message defined twice.
#[derive(Clone, Debug, thiserror::Error)]
#[error("{language}/{file}: {problem}")]
pub struct TextError {
    pub language: &'static str,
    pub file: String,
    pub problem: String,
}

/// The language's texts, then the region's layers and its own texts over them: a message of a
/// layer replaces the language's message of the same id (Fluent's fallback by locale, es-419
/// over es, kept in one bundle so that a term of one layer may use the language's others).
fn bundle(region: &Region) -> Result<Bundle, TextError> {
    let language = region.language;
    let langid = language.code().parse().map_err(|_| TextError {
        language: language.code(),
        file: "-".into(),
        problem: "bad language id".into(),
    })?;
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // No Unicode isolation marks: the text also goes to PDFs, CSV files and the terminal.
    bundle.set_use_isolating(false);
    let parse = |file: &str, src: &str| {
        let err = |problem: String| TextError { language: language.code(), file: file.to_string(), problem };
        FluentResource::try_new(src.to_string())
            .map_err(|(_, errs)| err(format!("{} syntax error(s), first: {:?}", errs.len(), errs.first())))
    };
    for &(file, src) in language.sources() {
        let res = parse(file, src)?;
        bundle.add_resource(res).map_err(|errs| TextError {
            language: language.code(),
            file: file.to_string(),
            problem: format!("{errs:?}"),
        })?;
    }
    for (file, src) in region.sources() {
        let res = parse(&file, src)?;
        bundle.add_resource_overriding(res);
    }
    Ok(bundle)
}

/// Each region's bundle, parsed once per process: a translator is then a cheap copy (a
/// projector frame or an entry with real dice would otherwise parse the texts again).
fn cached(region: &'static Region) -> Result<Arc<Bundle>, TextError> {
    type Slot = std::sync::OnceLock<Result<Arc<Bundle>, TextError>>;
    static BUNDLES: std::sync::OnceLock<Vec<Slot>> = std::sync::OnceLock::new();
    let slots = BUNDLES.get_or_init(|| Region::all().iter().map(|_| std::sync::OnceLock::new()).collect());
    match slots.get(region.index()) {
        Some(slot) => slot.get_or_init(|| bundle(region).map(Arc::new)).clone(),
        None => bundle(region).map(Arc::new),
    }
}

impl Translator {
    /// The translator of a language's default edition; fails only if an embedded Fluent file
    /// is broken.
    pub fn try_new(language: Language) -> Result<Translator, TextError> {
        Translator::try_region(Region::default_for(language))
    }

    /// The translator of a region's edition.
    pub fn try_region(region: &'static Region) -> Result<Translator, TextError> {
        let own = cached(region)?;
        let fallback = match region.language {
            Language::En => None,
            _ => Some(cached(Region::default_for(Language::En))?),
        };
        Ok(Translator { language: region.language, region, own, fallback })
    }

    /// The translator for a language; the embedded texts are checked by the test suite.
    pub fn new(language: Language) -> Translator {
        Translator::for_region(Region::default_for(language))
    }

    /// The translator for a region's edition; the embedded texts are checked by the test suite.
    pub fn for_region(region: &'static Region) -> Translator {
        match Translator::try_region(region) {
            Ok(t) => t,
            Err(e) => panic!("embedded texts are broken: {e}"),
        }
    }

    /// The region whose edition this is.
    pub fn region(&self) -> &'static Region {
        self.region
    }

    pub fn language(&self) -> Language {
        self.language
    }

    /// Whether this language itself (not the fallback) has the message.
    pub fn has(&self, id: &str) -> bool {
        self.own.get_message(id).and_then(|m| m.value()).is_some()
    }

    /// Formats a message with the Fluent errors it met; `None` for an unknown id.
    fn format(&self, id: &str, args: &[(&str, Arg<'_>)]) -> Option<(String, Vec<String>)> {
        let bundle = if self.has(id) { &self.own } else { self.fallback.as_ref().unwrap_or(&self.own) };
        let pattern = bundle.get_message(id).and_then(|m| m.value())?;
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            match v {
                Arg::Num(n) => fargs.set(*k, FluentValue::from(*n)),
                Arg::Str(s) => fargs.set(*k, FluentValue::from(s.clone())),
            }
        }
        let mut errors = vec![];
        let text = bundle.format_pattern(pattern, Some(&fargs), &mut errors).into_owned();
        Some((text, errors.iter().map(|e| format!("{e:?}")).collect()))
    }

    /// Formats a message; an unknown id comes back as the id itself, so nothing is hidden.
    pub fn tr(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.format(id, args).map_or_else(|| id.to_string(), |(text, _)| text)
    }

    /// Formats a message and reports every Fluent error (a missing variable, a bad
    /// selector) instead of hiding it; for the tests of the texts.
    pub fn tr_checked(&self, id: &str, args: &[(&str, Arg<'_>)]) -> Result<String, String> {
        match self.format(id, args) {
            None => Err(format!("no message {id}")),
            Some((text, errors)) if errors.is_empty() => Ok(text),
            Some((_, errors)) => Err(format!("{id}: {errors:?}")),
        }
    }

    /// The name of `language`, as a language chooser shows it ("Deutsch", "Español").
    pub fn language_name(&self, language: Language) -> String {
        self.text(&format!("language-{}", language.code()))
    }

    /// A message without variables.
    pub fn text(&self, id: &str) -> String {
        self.tr(id, &[])
    }
}

/// A value passed to a message.
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    Num(i64),
    Str(Cow<'a, str>),
}

impl From<i64> for Arg<'_> {
    fn from(n: i64) -> Self {
        Arg::Num(n)
    }
}
impl From<i32> for Arg<'_> {
    fn from(n: i32) -> Self {
        Arg::Num(n.into())
    }
}
impl From<u32> for Arg<'_> {
    fn from(n: u32) -> Self {
        Arg::Num(n.into())
    }
}
impl From<usize> for Arg<'_> {
    fn from(n: usize) -> Self {
        Arg::Num(n as i64)
    }
}
impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Str(Cow::Borrowed(s))
    }
}
impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Str(Cow::Owned(s))
    }
}

/// Checks that every text a lesson refers to exists in this language.
pub fn check_lesson_texts(lesson: &crate::lesson::Lesson, tr: &Translator) -> Result<(), crate::lesson::LessonError> {
    for (place, id) in lesson.text_ids() {
        if !tr.has(id) {
            return Err(crate::lesson::LessonError {
                place,
                problem: format!("the text \"{id}\" is missing in the {} texts", tr.language().code()),
            });
        }
    }
    Ok(())
}

/// The desktop's locale: the first of `LC_ALL`, `LC_MESSAGES` and `LANG` that names one (on
/// Linux, and wherever a shell sets them), else the system's own: Windows' display language,
/// which sets no such variable, and macOS' preferred language.
pub fn desktop_locale() -> Option<String> {
    named_locale(["LC_ALL", "LC_MESSAGES", "LANG"].iter().filter_map(|v| std::env::var(v).ok()))
        .or_else(sys_locale::get_locale)
}

/// The first of `values` that names a locale: "C" and "POSIX" (a bare system's) name none.
fn named_locale(values: impl IntoIterator<Item = String>) -> Option<String> {
    values.into_iter().find(|v| !v.is_empty() && !matches!(v.split('.').next(), Some("C" | "POSIX")))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A locale from Linux's variables or from Windows ("de-AT") gives its language; one we do
    /// not speak, none; a bare system's "C" is passed over for the next.
    #[test]
    fn a_desktop_locale_gives_its_language() {
        assert_eq!(Language::of_locale("de_DE.UTF-8"), Some(Language::De));
        assert_eq!(Language::of_locale("de-AT"), Some(Language::De));
        assert_eq!(Language::of_locale("es-MX"), Some(Language::Es));
        assert_eq!(Language::of_locale("en-GB"), Some(Language::En));
        assert_eq!(Language::of_locale("fr-FR"), None);
        assert_eq!(Language::of_locale(""), None);
        let named = |v: &[&str]| named_locale(v.iter().map(ToString::to_string));
        assert_eq!(named(&["", "C.UTF-8", "es_AR.UTF-8"]), Some("es_AR.UTF-8".into()));
        assert_eq!(named(&["POSIX"]), None);
        assert_eq!(named(&[]), None);
    }

    /// A language's texts are parsed once per process; every translator of it shares them.
    #[test]
    fn translators_of_a_language_share_one_parsed_bundle() {
        let (a, b) = (Translator::new(Language::De), Translator::new(Language::De));
        assert!(Arc::ptr_eq(&a.own, &b.own));
        let fallback = |t: &Translator| t.fallback.clone().expect("English behind German");
        assert!(Arc::ptr_eq(&fallback(&a), &Translator::new(Language::En).own), "English once too");
        assert_eq!(a.text("menu-home"), "← Klassen");
    }
}
