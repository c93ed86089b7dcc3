//! What the app says to the teacher (a notice, an error), kept as what it says rather than as
//! a sentence: it is worded each time it is drawn, in the language of that moment, so that
//! switching the interface's language rewords what is on screen.

use std::sync::Arc;

use crate::i18n::Translator;

/// A message for the teacher, worded when it is drawn.
#[derive(Clone)]
pub struct Words(Arc<dyn Fn(&Translator) -> String + Send + Sync>);

impl Words {
    /// A message that words itself from what it captured (a typed error, a name, a path).
    pub fn new(say: impl Fn(&Translator) -> String + Send + Sync + 'static) -> Words {
        Words(Arc::new(say))
    }

    /// A message that is one text of the catalogue.
    pub fn text(id: &'static str) -> Words {
        Words::new(move |tr| tr.text(id))
    }

    /// The message in the language of `tr`.
    pub fn say(&self, tr: &Translator) -> String {
        (self.0)(tr)
    }
}

/// In English, for logs and test failures; the screens word it in the teacher's language.
impl std::fmt::Display for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(&Translator::new(crate::i18n::Language::En)))
    }
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Words({self})")
    }
}
