//! Every refusal and failure a teacher can see, in the teacher's language: the engine's
//! refusals (`RuleError`), records that do not replay (`ReplayError`), files that cannot be
//! read or written (`StoreError`, `std::io::Error`). The engine and the store return data; the
//! words are made here and nowhere else.

use crate::engine::limits::{Part, RECORD_BYTES, TooLarge};
use crate::engine::{CountryId, Product, ReplayError, RuleError, SitOut, Waiting};
use crate::i18n::{Arg, Translator};
use crate::store::{Refusal, StoreError};

fn team_name<'a>(tr: &Translator, names: &'a [String], t: usize) -> Arg<'a> {
    match names.get(t) {
        Some(n) => Arg::from(n.as_str()),
        None => Arg::from(super::team_name(tr, names, t)),
    }
}

/// The message id naming what the game waits for.
pub fn waiting_id(w: Waiting) -> &'static str {
    match w {
        Waiting::Proceed => "expect-proceed",
        Waiting::Decide => "expect-decide",
        Waiting::Invest => "expect-invest",
        Waiting::Attack => "expect-attack",
        Waiting::Throw => "expect-throw",
        Waiting::Occupy => "expect-occupy",
        Waiting::PlaceRebellions => "expect-place-rebellions",
        Waiting::Over => "expect-over",
    }
}

/// Why a team lays no card, in a few words ("sits out: no gold").
pub fn sit_out(tr: &Translator, why: SitOut) -> String {
    tr.text(match why {
        SitOut::NoGold => "sit-out-no-gold",
        SitOut::NoRebellion => "sit-out-no-rebellion",
    })
}

/// The engine's refusal, for the teacher, with the teams' names.
pub fn rule(tr: &Translator, roster: &(impl super::Roster + ?Sized), e: &RuleError) -> String {
    let names = roster.names();
    let team = |t: &usize| team_name(tr, names, *t);
    let country = |c: &CountryId| Arg::from(roster.country(*c));
    let product = |p: &Product| Arg::from(tr.text(&format!("product-{}", p.code())));
    use RuleError::*;
    let (id, args): (&str, Vec<(&str, Arg<'_>)>) = match e {
        WrongInput { expected } => ("error-wrong-input", vec![("expected", Arg::from(tr.text(waiting_id(*expected))))]),
        GameOver => ("error-game-over", vec![]),
        TeamCount { teams, min, max } => {
            ("error-team-count", vec![("teams", Arg::from(*teams)), ("min", Arg::from(*min)), ("max", Arg::from(*max))])
        }
        NoSuchTeam { team: t } => ("error-no-such-team", vec![("number", Arg::from(*t + 1))]),
        CardCount { given, teams } => {
            ("error-card-count", vec![("given", Arg::from(*given)), ("teams", Arg::from(*teams))])
        }
        MissingCard { team: t } => ("error-missing-card", vec![("team", team(t))]),
        NoCardExpected { team: t, why: SitOut::NoRebellion } => {
            ("error-no-card-expected-no-rebellion", vec![("team", team(t))])
        }
        NoCardExpected { team: t, why: SitOut::NoGold } => ("error-no-card-expected-no-gold", vec![("team", team(t))]),
        BadCard { team: t, card, options } => (
            "error-bad-card",
            vec![("team", team(t)), ("card", Arg::from(u32::from(card.number()))), ("options", Arg::from(*options))],
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
        NoBorder { from, target } => ("error-no-border", vec![("from", country(from)), ("target", country(target))]),
        PlaceNotAllowed { team: t, site } => {
            ("error-place-not-allowed", vec![("team", team(t)), ("number", Arg::from(site.number()))])
        }
        UnknownMap { name } => ("error-unknown-map", vec![("name", Arg::from(name.as_str()))]),
        MapSize { countries, needed } => {
            ("error-map-size", vec![("countries", Arg::from(*countries)), ("needed", Arg::from(*needed))])
        }
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
        TooLarge(t) => ("error-too-large", vec![("what", Arg::from(too_large(tr, t)))]),
        NotDiscussed { step } => ("error-not-discussed", vec![("step", Arg::from(step_name(tr, step)))]),
        DiscussedReached { step } => ("error-discussed-reached", vec![("step", Arg::from(step_name(tr, step)))]),
    };
    tr.tr(id, &args)
}

/// Why a class record does not replay.
pub fn replay(tr: &Translator, names: &(impl super::Roster + ?Sized), e: &ReplayError) -> String {
    match e {
        ReplayError::Format { found } => tr.tr("replay-format", &[("found", Arg::from(*found))]),
        ReplayError::Lesson { found, found_version, .. } => {
            tr.tr("replay-lesson", &[("found", Arg::from(found.as_str())), ("version", Arg::from(*found_version))])
        }
        ReplayError::Teams(why) => tr.tr("replay-teams", &[("why", Arg::from(rule(tr, names, why)))]),
        ReplayError::Setting(why) => tr.tr("replay-setting", &[("why", Arg::from(rule(tr, names, why)))]),
        ReplayError::Entry { index, error } => {
            tr.tr("replay-entry", &[("entry", Arg::from(index + 1)), ("why", Arg::from(rule(tr, names, error)))])
        }
        ReplayError::Unused { index, unused } => {
            tr.tr("replay-unused", &[("entry", Arg::from(index + 1)), ("unused", Arg::from(*unused))])
        }
        ReplayError::NoEntry { index, len } => {
            tr.tr("replay-no-entry", &[("entry", Arg::from(index + 1)), ("len", Arg::from(*len))])
        }
        ReplayError::TooLarge(t) => tr.tr("replay-too-large", &[("what", Arg::from(too_large(tr, t)))]),
    }
}

/// Which part of a record is beyond its limit, and by how much.
pub fn too_large(tr: &Translator, t: &TooLarge) -> String {
    let id = match t.part {
        Part::Bytes => "limit-bytes",
        Part::Teams => "limit-teams",
        Part::ClassName => "limit-class-name",
        Part::Date => "limit-date",
        Part::Language => "limit-language",
        Part::TeamName => "limit-team-name",
        Part::Colour => "limit-colour",
        Part::Students => "limit-students",
        Part::StudentName => "limit-student-name",
        Part::Entries => "limit-entries",
        Part::PerTeam => "limit-per-team",
        Part::Places => "limit-places",
        Part::Reason => "limit-reason",
        Part::DiscussedChanges => "limit-discussed-changes",
        Part::Whys => "limit-whys",
    };
    let num = |n: u64| Arg::from(i64::try_from(n).unwrap_or(i64::MAX));
    let at = Arg::from(t.at.map_or(0, |a| a + 1));
    tr.tr(id, &[("found", num(t.found)), ("max", num(t.max)), ("at", at)])
}

/// Why an output is not written.
pub fn refusal(tr: &Translator, why: Refusal) -> String {
    tr.text(match why {
        Refusal::ClassRecord => "refusal-class-record",
        Refusal::Input => "refusal-input",
        Refusal::Folder => "refusal-folder",
        Refusal::Link => "refusal-link",
        Refusal::NotAFile => "refusal-not-a-file",
    })
}

/// What went wrong with a file, in words (the system's own message only for rare cases).
pub fn io(tr: &Translator, e: &std::io::Error) -> String {
    use std::io::ErrorKind::*;
    match e.kind() {
        NotFound => tr.text("io-not-found"),
        PermissionDenied => tr.text("io-permission"),
        StorageFull | QuotaExceeded => tr.text("io-full"),
        ReadOnlyFilesystem => tr.text("io-read-only"),
        IsADirectory => tr.text("io-is-folder"),
        NotADirectory => tr.text("io-not-folder"),
        AlreadyExists => tr.text("io-exists"),
        _ => tr.tr("io-other", &[("why", Arg::from(e.to_string()))]),
    }
}

/// A class file that cannot be read, written or replayed, naming the file.
pub fn store(tr: &Translator, e: &StoreError) -> String {
    let path = |p: &std::path::Path| Arg::from(p.display().to_string());
    match e {
        StoreError::Read { path: p, source } => {
            tr.tr("store-read", &[("path", path(p)), ("why", Arg::from(io(tr, source)))])
        }
        StoreError::Parse { path: p, source } => tr.tr(
            "store-parse",
            &[("path", path(p)), ("line", Arg::from(source.line())), ("column", Arg::from(source.column()))],
        ),
        StoreError::Write { path: p, source } => {
            tr.tr("store-write", &[("path", path(p)), ("why", Arg::from(io(tr, source)))])
        }
        StoreError::Replay { path: p, names, error } => {
            tr.tr("store-replay", &[("path", path(p)), ("why", Arg::from(replay(tr, names, error)))])
        }
        StoreError::TooLarge { path: p, size } => {
            let t = TooLarge { part: Part::Bytes, at: None, found: *size, max: RECORD_BYTES };
            tr.tr("store-too-large", &[("path", path(p)), ("what", Arg::from(too_large(tr, &t)))])
        }
        StoreError::Refused { path: p, why } => {
            tr.tr("output-refused", &[("path", path(p)), ("why", Arg::from(refusal(tr, *why)))])
        }
        StoreError::NotText { path: p } => tr.tr("store-not-text", &[("path", path(p))]),
        StoreError::Stopped => tr.text("store-stopped"),
        StoreError::Encode { path: p, why } => {
            tr.tr("store-encode", &[("path", path(p)), ("why", Arg::from(why.clone()))])
        }
        StoreError::InUse { path: p } => tr.tr("store-in-use", &[("path", path(p))]),
        StoreError::NotRecord { path: p, why } => {
            tr.tr("store-not-record", &[("path", path(p)), ("why", Arg::from(refusal(tr, *why)))])
        }
    }
}

/// A step's name ("The slave trade"), or its id where the lesson has no name for it.
pub(crate) fn step_name(tr: &Translator, id: &str) -> String {
    let key = format!("step-name-{id}");
    if tr.has(&key) { tr.text(&key) } else { id.to_string() }
}
