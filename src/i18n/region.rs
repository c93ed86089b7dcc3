//! Regions: where a class is taught, beside the language it is taught in. A language is not a
//! country: a Glasgow class and a London class read the same English game but different plans,
//! a Mexican class hears *ustedes* where a class in Seville hears *vosotros*. Each region is a
//! folder `regions/<id>/` (its settings, its lesson plan, the texts where it differs from its
//! language), embedded by `build.rs`; so a new region is data, added without touching the code.

use serde::Deserialize;
use std::sync::OnceLock;

use super::Language;

/// The embedded files of one region folder.
pub struct RegionFiles {
    pub id: &'static str,
    /// `region.toml`.
    pub settings: &'static str,
    /// `lesson-plan.md`.
    pub plan: Option<&'static str>,
    /// `texts.ftl`: the region's own texts, over its language's and its layers'.
    pub texts: Option<&'static str>,
}

include!(concat!(env!("OUT_DIR"), "/regions.rs"));

/// The paper a region's schools print on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PaperSize {
    A4,
    Letter,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Settings {
    name: String,
    language: String,
    #[serde(default)]
    default: bool,
    #[serde(default)]
    layers: Vec<String>,
    paper: PaperSize,
    #[serde(default)]
    locales: Vec<String>,
    #[serde(default)]
    csv: Option<CsvSeparator>,
    #[serde(default)]
    voice: Option<String>,
    #[serde(default)]
    culture: Option<String>,
}

/// The separator a region's spreadsheets open a CSV in columns with: the comma where the
/// decimal point is a point (Mexico), the semicolon where it is a comma (Spain, Germany).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CsvSeparator {
    Comma,
    Semicolon,
}

/// A region the app has an edition for.
#[derive(Debug)]
pub struct Region {
    /// The folder's name, kept in a class file ("scotland").
    pub id: &'static str,
    /// Its name in its own language, as the set-up lists it ("Bayern").
    pub name: String,
    pub language: Language,
    /// The edition of its language when no region is chosen.
    pub default: bool,
    /// The locale layers over the language's texts, in order ("es-419").
    pub layers: Vec<String>,
    pub paper: PaperSize,
    /// The system locales that propose it ("es_MX").
    pub locales: Vec<String>,
    /// The CSV separator, where it differs from its language's usual one.
    pub csv: Option<CsvSeparator>,
    /// espeak-ng's voice for its texts, where its language's default is another region's
    /// ("es-419": Latin American Spanish, not Castilian).
    pub voice: Option<String>,
    /// The culture whose Windows voice reads first where one is installed ("es-MX").
    pub culture: Option<String>,
    plan: Option<&'static str>,
    pub(super) texts: Option<&'static str>,
}

/// A region folder whose settings do not read (the tests name it; the app leaves it out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegionError {
    pub id: &'static str,
    pub problem: String,
}

fn read(files: &RegionFiles) -> Result<Region, RegionError> {
    let err = |problem: String| RegionError { id: files.id, problem };
    let s: Settings = toml::from_str(files.settings).map_err(|e| err(e.to_string()))?;
    let language = Language::from_code(&s.language).ok_or_else(|| err(format!("no language {:?}", s.language)))?;
    if let Some(missing) = s.layers.iter().find(|l| !LAYER_FILES.iter().any(|(locale, _, _)| locale == l)) {
        return Err(err(format!("no layer i18n/{missing}/")));
    }
    Ok(Region {
        id: files.id,
        name: s.name,
        language,
        default: s.default,
        layers: s.layers,
        paper: s.paper,
        locales: s.locales,
        csv: s.csv,
        voice: s.voice,
        culture: s.culture,
        plan: files.plan,
        texts: files.texts,
    })
}

fn read_all() -> (Vec<Region>, Vec<RegionError>) {
    let (mut ok, mut bad) = (Vec::new(), Vec::new());
    for files in REGION_FILES {
        match read(files) {
            Ok(r) => ok.push(r),
            Err(e) => bad.push(e),
        }
    }
    // Every language keeps an edition: its own default, else a bare one of its base texts.
    for language in Language::ALL {
        if !ok.iter().any(|r| r.language == language && r.default) {
            let first = ok.iter().position(|r| r.language == language);
            match first {
                Some(i) => ok[i].default = true,
                None => ok.push(Region::bare(language)),
            }
        }
    }
    (ok, bad)
}

fn loaded() -> &'static (Vec<Region>, Vec<RegionError>) {
    static REGIONS: OnceLock<(Vec<Region>, Vec<RegionError>)> = OnceLock::new();
    REGIONS.get_or_init(read_all)
}

impl Region {
    fn bare(language: Language) -> Region {
        Region {
            id: language.code(),
            name: language.code().to_string(),
            language,
            default: true,
            layers: Vec::new(),
            paper: PaperSize::A4,
            locales: Vec::new(),
            csv: None,
            voice: None,
            culture: None,
            plan: None,
            texts: None,
        }
    }

    /// Every region, in the order of their folders.
    pub fn all() -> &'static [Region] {
        &loaded().0
    }

    /// The region folders that did not read (empty in a sound build; the tests check).
    pub fn errors() -> &'static [RegionError] {
        &loaded().1
    }

    /// The regions of a language, its default first.
    pub fn of(language: Language) -> Vec<&'static Region> {
        let mut v: Vec<&'static Region> = Region::all().iter().filter(|r| r.language == language).collect();
        v.sort_by_key(|r| !r.default);
        v
    }

    /// A language's edition when no region is chosen.
    pub fn default_for(language: Language) -> &'static Region {
        let all = Region::all();
        let found = all.iter().find(|r| r.language == language && r.default);
        // `read_all` gives every language a default, so the last arm is never taken.
        found.unwrap_or(&all[0])
    }

    pub fn from_id(id: &str) -> Option<&'static Region> {
        Region::all().iter().find(|r| r.id == id)
    }

    /// The region a class file names, if it is one of `language`'s; else that language's
    /// default (a file from before regions, or from an edition this build lacks).
    pub fn for_class(language: Language, id: Option<&str>) -> &'static Region {
        id.and_then(Region::from_id).filter(|r| r.language == language).unwrap_or(Region::default_for(language))
    }

    /// The region a system locale ("es_MX.UTF-8", "es-MX") proposes for `language`: one that
    /// lists it, else one that lists its language and script part ("es_419"), else the default.
    pub fn proposed(language: Language, locale: &str) -> &'static Region {
        let tag = locale.split(['.', '@']).next().unwrap_or("").replace('-', "_");
        let lists = |r: &&'static Region| r.locales.iter().any(|l| l.eq_ignore_ascii_case(&tag));
        Region::of(language).into_iter().find(lists).unwrap_or(Region::default_for(language))
    }

    /// The region the desktop's locale proposes for `language` (`super::desktop_locale`).
    pub fn from_env(language: Language) -> &'static Region {
        Region::proposed(language, super::desktop_locale().as_deref().unwrap_or(""))
    }

    /// The region's lesson plan (Markdown); a region without one has its language's.
    pub fn plan(&self) -> &'static str {
        match self.plan {
            Some(p) => p,
            None if !self.default => Region::default_for(self.language).plan(),
            None => "",
        }
    }

    /// The folder its handouts are written to: the language's code for the language's default
    /// edition (as before regions), else the region's id.
    pub fn folder(&self) -> &'static str {
        if self.default { self.language.code() } else { self.id }
    }

    /// Whether the region has a plan of its own.
    pub fn has_own_plan(&self) -> bool {
        self.plan.is_some()
    }

    /// The Fluent sources layered over the language's own, in order: the layers, then the
    /// region's texts. (file name, text) as the errors name them.
    pub fn sources(&self) -> Vec<(String, &'static str)> {
        let mut v: Vec<(String, &'static str)> = Vec::new();
        for layer in &self.layers {
            for (locale, file, text) in LAYER_FILES.iter().filter(|(l, _, _)| l == layer) {
                v.push((format!("{locale}/{file}"), text));
            }
        }
        if let Some(t) = self.texts {
            v.push((format!("regions/{}/texts.ftl", self.id), t));
        }
        v
    }

    /// The index of this region in [`Region::all`] (for caches).
    pub(super) fn index(&self) -> usize {
        Region::all().iter().position(|r| std::ptr::eq(r, self)).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_region_reads_and_each_language_has_one_default() {
        assert_eq!(Region::errors(), &[] as &[RegionError]);
        for language in Language::ALL {
            let defaults = Region::of(language).iter().filter(|r| r.default).count();
            assert_eq!(defaults, 1, "{language:?}");
        }
    }

    #[test]
    fn the_locale_proposes_the_region_and_the_language_keeps_its_default() {
        assert_eq!(Region::proposed(Language::Es, "es_MX.UTF-8").id, "mexico");
        assert_eq!(Region::proposed(Language::Es, "es-AR").id, "argentina");
        assert_eq!(Region::proposed(Language::Es, "es_CO.UTF-8").id, "mexico");
        assert_eq!(Region::proposed(Language::Es, "es_ES.UTF-8").id, "spain");
        assert_eq!(Region::proposed(Language::Es, "").id, "spain");
        assert_eq!(Region::proposed(Language::De, "de_AT.UTF-8").id, "austria");
        assert_eq!(Region::proposed(Language::De, "de_CH.UTF-8").id, "berlin-brandenburg");
        assert_eq!(Region::proposed(Language::En, "en_GB.UTF-8").id, "england");
        // A region of another language is never taken for a class in this one.
        assert_eq!(Region::for_class(Language::De, Some("mexico")).id, "berlin-brandenburg");
        assert_eq!(Region::for_class(Language::En, Some("scotland")).id, "scotland");
        assert_eq!(Region::for_class(Language::En, None).id, "england");
    }
}
