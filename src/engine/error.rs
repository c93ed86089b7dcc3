//! Why the engine refused an input. A refused input changes nothing.

use std::sync::OnceLock;

use crate::i18n::{Arg, Language, Translator};

use super::{CountryId, Product};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game waits for another kind of entry (`expected` is a message id).
    WrongInput {
        expected: &'static str,
    },
    GameOver,
    TeamCount {
        teams: usize,
        min: usize,
        max: usize,
    },
    NoSuchTeam {
        team: usize,
    },
    CardCount {
        given: usize,
        teams: usize,
    },
    MissingCard {
        team: usize,
    },
    NoCardExpected {
        team: usize,
    },
    BadCard {
        team: usize,
        card: u8,
        options: usize,
    },
    CannotPay {
        team: usize,
        cost: u32,
        gold: u32,
    },
    Overspend {
        team: usize,
        cost: u32,
        gold: u32,
    },
    NoCountryToSpendOn {
        team: usize,
    },
    NoSuchCountry {
        country: usize,
    },
    NotTeamsCountry {
        team: usize,
        country: CountryId,
    },
    NoArmiesToAttack {
        country: CountryId,
    },
    AttackOwnCountry,
    AttackIndependent,
    AttackNoToken {
        team: usize,
    },
    FightUnderWay,
    NoFight,
    OccupyTooMany {
        armies: u32,
        max: u32,
    },
    HasCity {
        country: CountryId,
    },
    HasRebellion {
        country: CountryId,
    },
    NeedDie {
        team: usize,
    },
    NeedDraw {
        team: usize,
    },
    BadDie {
        die: u8,
    },
    NotInBag {
        product: Product,
    },
    BagShort {
        product: Product,
        have: u16,
    },
    BadValue {
        value: i64,
    },
    NoTokenForCountry {
        team: usize,
    },
    TooManyOutcomes {
        unused: usize,
    },
}

fn english() -> &'static Translator {
    static EN: OnceLock<Translator> = OnceLock::new();
    EN.get_or_init(|| Translator::new(Language::En))
}

impl RuleError {
    /// The message for the teacher, in the translator's language, with the teams' names.
    pub fn message(&self, tr: &Translator, names: &[String]) -> String {
        let team = |t: &usize| -> Arg<'_> {
            match names.get(*t) {
                Some(n) => Arg::from(n.as_str()),
                None => Arg::from(tr.tr("team-number", &[("number", Arg::from(*t + 1))])),
            }
        };
        let country = |c: &CountryId| Arg::from(usize::from(*c) + 1);
        let product = |p: &Product| Arg::from(tr.text(&format!("product-{}", p.code())));
        use RuleError::*;
        let (id, args): (&str, Vec<(&str, Arg<'_>)>) = match self {
            WrongInput { expected } => ("error-wrong-input", vec![("expected", Arg::from(tr.text(expected)))]),
            GameOver => ("error-game-over", vec![]),
            TeamCount { teams, min, max } => (
                "error-team-count",
                vec![("teams", Arg::from(*teams)), ("min", Arg::from(*min)), ("max", Arg::from(*max))],
            ),
            NoSuchTeam { team: t } => ("error-no-such-team", vec![("number", Arg::from(*t + 1))]),
            CardCount { given, teams } => {
                ("error-card-count", vec![("given", Arg::from(*given)), ("teams", Arg::from(*teams))])
            }
            MissingCard { team: t } => ("error-missing-card", vec![("team", team(t))]),
            NoCardExpected { team: t } => ("error-no-card-expected", vec![("team", team(t))]),
            BadCard { team: t, card, options } => (
                "error-bad-card",
                vec![("team", team(t)), ("card", Arg::from(u32::from(*card))), ("options", Arg::from(*options))],
            ),
            CannotPay { team: t, cost, gold } => {
                ("error-cannot-pay", vec![("team", team(t)), ("cost", Arg::from(*cost)), ("gold", Arg::from(*gold))])
            }
            Overspend { team: t, cost, gold } => {
                ("error-overspend", vec![("team", team(t)), ("cost", Arg::from(*cost)), ("gold", Arg::from(*gold))])
            }
            NoCountryToSpendOn { team: t } => ("error-no-country-to-spend-on", vec![("team", team(t))]),
            NoSuchCountry { country: c } => ("error-no-such-country", vec![("country", Arg::from(*c + 1))]),
            NotTeamsCountry { team: t, country: c } => {
                ("error-not-teams-country", vec![("team", team(t)), ("country", country(c))])
            }
            NoArmiesToAttack { country: c } => ("error-no-armies-to-attack", vec![("country", country(c))]),
            AttackOwnCountry => ("error-attack-own", vec![]),
            AttackIndependent => ("error-attack-independent", vec![]),
            AttackNoToken { team: t } => ("error-attack-no-token", vec![("team", team(t))]),
            FightUnderWay => ("error-fight-under-way", vec![]),
            NoFight => ("error-no-fight", vec![]),
            OccupyTooMany { armies, max } => {
                ("error-occupy-too-many", vec![("armies", Arg::from(*armies)), ("max", Arg::from(*max))])
            }
            HasCity { country: c } => ("error-has-city", vec![("country", country(c))]),
            HasRebellion { country: c } => ("error-has-rebellion", vec![("country", country(c))]),
            NeedDie { team: t } => ("error-need-die", vec![("team", team(t))]),
            NeedDraw { team: t } => ("error-need-draw", vec![("team", team(t))]),
            BadDie { die } => ("error-bad-die", vec![("die", Arg::from(u32::from(*die)))]),
            NotInBag { product: p } => ("error-not-in-bag", vec![("product", product(p))]),
            BagShort { product: p, have } => {
                ("error-bag-short", vec![("product", product(p)), ("have", Arg::from(u32::from(*have)))])
            }
            BadValue { value } => ("error-bad-value", vec![("value", Arg::from(*value))]),
            NoTokenForCountry { team: t } => ("error-no-token-for-country", vec![("team", team(t))]),
            TooManyOutcomes { unused } => ("error-too-many-outcomes", vec![("unused", Arg::from(*unused))]),
        };
        tr.tr(id, &args)
    }
}

impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(english(), &[]))
    }
}

impl std::error::Error for RuleError {}
