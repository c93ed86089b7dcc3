//! Every rule and ruling of the rules page, driven from `tests/rules/rules.csv`.
//! Each row sets up the teams at a step, applies inputs with the dice and draws given,
//! and checks every team's numbers afterwards (or the error). Failures name the CSV line.
//!
//! Setup and expectation: one segment per team, separated by `;`, in seating order:
//!   `g5 p10 ship mono2 [a1 gold1 port rebel] [a0]` = gold, prestige, slave ship, monopoly
//!   cards, then the team's countries in the order gained: armies, resources by product,
//!   buildings (port church city railway post), rebellion, and on the app's map `@N`: the map
//!   country it stands on (as numbered on the map). A row whose countries carry `@N` plays on
//!   the shipped map for its team count (a segment `map`: on the map, no country in play yet).
//!   A segment `bag= sugar1` sets the
//!   bag to exactly those resources (`bag=` empties it); `free=N` leaves N free countries.
//! Inputs, separated by `;`: `proceed`, `cards 1 2 -`, `invest 1/0 0/2` (armies/farms),
//!   `attack 0>2` (country ids count every listed country in order from 0), `throw`,
//!   `breakoff`, `occupy 1`, `end`, `rebels own=-,3 extra=-,-`, `correct 0 gold 7`,
//!   and `place T:N:C` after a card, invest or proceed input (team T's Nth proposal goes to country C).
//! Dice: `d4` a die, `Rsugar` a resource drawn; used in order across the inputs.
//! Expect: the teams as in the setup, optionally led by `@step-id`, or `!ErrorName`.
#![allow(unused_results)] // a test drops what it does not check

use std::sync::Arc;

use colony_rules::engine::{
    Building, Buildings, Card, Chance, Country, CountryId, Game, Input, Outcome, PRODUCTS, Place, Product, Quantity,
    Site, Spend, Stage, State, Team, To,
};
use colony_rules::lesson::Lesson;

#[derive(Debug, Default, PartialEq)]
struct TeamSpec {
    gold: u32,
    prestige: u32,
    ship: bool,
    monopolies: u32,
    countries: Vec<CountrySpec>,
}

#[derive(Debug, Default, PartialEq, Clone, Copy)]
struct CountrySpec {
    armies: u32,
    resources: [u16; PRODUCTS],
    buildings: Buildings,
    rebellion: bool,
    /// The map country (from 1), on the app's map.
    site: Option<u16>,
}

fn building(tok: &str) -> Option<Building> {
    match tok {
        "post" => Some(Building::TradingPost),
        other => Building::from_code(other),
    }
}

fn parse_country(src: &str, line: usize) -> CountrySpec {
    let mut c = CountrySpec::default();
    for tok in src.split_whitespace() {
        if let Some(b) = building(tok) {
            c.buildings.set(b, true);
        } else if tok == "rebel" {
            c.rebellion = true;
        } else if let Some(n) = tok.strip_prefix('@').and_then(|n| n.parse().ok()) {
            c.site = Some(n);
        } else if let Some(n) = tok.strip_prefix('a').and_then(|n| n.parse().ok()) {
            c.armies = n;
        } else {
            let split =
                tok.find(|ch: char| ch.is_ascii_digit()).unwrap_or_else(|| panic!("line {line}: bad token {tok}"));
            let p = Product::from_code(&tok[..split]).unwrap_or_else(|| panic!("line {line}: bad token {tok}"));
            c.resources[p.index()] = tok[split..].parse().unwrap_or_else(|_| panic!("line {line}: bad token {tok}"));
        }
    }
    c
}

fn parse_team(src: &str, line: usize) -> TeamSpec {
    let mut t = TeamSpec { gold: 5, prestige: 10, ..Default::default() };
    let mut rest = src;
    while let Some(open) = rest.find('[') {
        let close = rest[open..].find(']').unwrap_or_else(|| panic!("line {line}: missing ]")) + open;
        t.countries.push(parse_country(&rest[open + 1..close], line));
        rest = &rest[close + 1..];
    }
    let head = src.split('[').next().unwrap_or("");
    for tok in head.split_whitespace() {
        let num = |p: &str| tok.strip_prefix(p).and_then(|n| n.parse::<u32>().ok());
        if tok == "ship" {
            t.ship = true;
        } else if let Some(n) = num("mono") {
            t.monopolies = n;
        } else if let Some(n) = num("g") {
            t.gold = n;
        } else if let Some(n) = num("p") {
            t.prestige = n;
        } else {
            panic!("line {line}: bad team token {tok}");
        }
    }
    t
}

fn teams_of(state: &State) -> Vec<TeamSpec> {
    (0..state.teams.len())
        .map(|t| {
            let team = &state.teams[t];
            TeamSpec {
                gold: team.gold,
                prestige: team.prestige,
                ship: team.slave_ship,
                monopolies: team.monopolies.count_ones(),
                countries: state
                    .countries_of(t)
                    .iter()
                    .map(|&c| {
                        let site = state.site(c).map(|s| s.number() as u16);
                        let c = &state.countries[usize::from(c)];
                        CountrySpec {
                            armies: c.armies,
                            resources: c.resources,
                            buildings: c.buildings,
                            rebellion: c.rebellion,
                            site,
                        }
                    })
                    .collect(),
            }
        })
        .collect()
}

fn setup(lesson: &Arc<Lesson>, n: usize, at: &str, spec: &str, line: usize) -> Game {
    let fresh = Game::new(lesson.clone(), n).unwrap_or_else(|e| panic!("line {line}: {e}"));
    let mut st = fresh.state().clone();
    st.step = lesson.steps.iter().position(|s| s.id == at).unwrap_or_else(|| panic!("line {line}: no step {at}"));
    let mut bag: Option<[u16; PRODUCTS]> = None;
    let mut free = None;
    let mut teams = Vec::new();
    // `map`: on the app's map, with no country in play yet.
    let mut on_map = false;
    for seg in spec.split(';').map(str::trim) {
        if seg == "map" {
            on_map = true;
        } else if let Some(b) = seg.strip_prefix("bag=") {
            bag = Some(parse_country(b, line).resources);
        } else if let Some(f) = seg.strip_prefix("free=") {
            free = Some(f.trim().parse::<usize>().unwrap_or_else(|_| panic!("line {line}: bad free")));
        } else {
            teams.push(parse_team(seg, line));
        }
    }
    assert!(teams.len() <= n, "line {line}: more teams than {n}");
    teams.resize_with(n, || TeamSpec { gold: 5, prestige: 10, ..Default::default() });
    for (t, spec) in teams.iter().enumerate() {
        st.teams[t] = Team {
            gold: spec.gold,
            prestige: spec.prestige,
            slave_ship: spec.ship,
            monopolies: (1u16 << spec.monopolies) - 1,
        };
        for c in &spec.countries {
            for (b, n) in st.bag.iter_mut().zip(c.resources) {
                *b = b.checked_sub(n).unwrap_or_else(|| panic!("line {line}: more resources than the bag holds"));
            }
            if let Some(site) = c.site {
                st.sites.push(Site(site - 1));
            }
            st.countries.push(Country {
                owner: t as u8,
                gained: st.next_gain,
                armies: c.armies,
                resources: c.resources,
                buildings: c.buildings,
                rebellion: c.rebellion,
            });
            st.next_gain += 1;
        }
    }
    if let Some(b) = bag {
        st.bag = b;
        st.total = b;
        for c in &st.countries {
            for (t, n) in st.total.iter_mut().zip(c.resources) {
                *t += n;
            }
        }
    }
    if let Some(f) = free {
        st.in_play = st.countries.len() + f;
    }
    st.stage = Stage::Ready;
    if on_map || !st.sites.is_empty() {
        st.in_play = lesson.countries_in_play(n);
        let map = colony_rules::map::shipped(st.in_play).unwrap_or_else(|| panic!("line {line}: no map"));
        return Game::from_setup_on_map(lesson.clone(), st, Arc::new(map))
            .unwrap_or_else(|e| panic!("line {line}: {e}"));
    }
    Game::from_setup(lesson.clone(), st).unwrap_or_else(|e| panic!("line {line}: {e}"))
}

fn parse_input(src: &str, line: usize) -> Input {
    let (main, place) = match src.split_once('|') {
        Some((m, p)) => (m.trim(), Some(p.trim())),
        None => (src.trim(), None),
    };
    let places: Vec<Place> = place
        .map(|p| {
            p.trim_start_matches("place")
                .split_whitespace()
                .map(|t| {
                    let v: Vec<u16> = t
                        .split(':')
                        .map(|x| x.parse().unwrap_or_else(|_| panic!("line {line}: bad place {t}")))
                        .collect();
                    // The tables write a place as records before format 4 did: a map country for
                    // a landing or a conquest on the map, else one of the team's countries.
                    let team = u8::try_from(v[0]).unwrap_or_else(|_| panic!("line {line}: bad team {t}"));
                    Place { team, nth: v[1], to: To::Either(v[2]) }
                })
                .collect()
        })
        .unwrap_or_default();
    let mut words = main.split_whitespace();
    let verb = words.next().unwrap_or("");
    let args: Vec<&str> = words.collect();
    let num = |s: &str| s.parse::<u32>().unwrap_or_else(|_| panic!("line {line}: bad number {s}"));
    let list = |s: &str| -> Vec<Option<u16>> {
        s.split(',').map(|x| if x == "-" { None } else { Some(num(x) as u16) }).collect()
    };
    match verb {
        "proceed" => Input::Proceed { places },
        "cards" => Input::Decide {
            cards: args.iter().map(|a| if *a == "-" { None } else { Some(Card(num(a) as u8)) }).collect(),
            places,
        },
        "invest" => Input::Invest {
            spend: args
                .iter()
                .map(|a| {
                    let (x, y) = a.split_once('/').unwrap_or_else(|| panic!("line {line}: bad spend {a}"));
                    Spend { armies: num(x), farms: num(y) }
                })
                .collect(),
            places,
        },
        "attack" => {
            let (f, t) = args[0].split_once('>').unwrap_or_else(|| panic!("line {line}: bad attack"));
            Input::Attack { from: CountryId(num(f) as u16), target: CountryId(num(t) as u16) }
        }
        "throw" => Input::Throw,
        "breakoff" => Input::BreakOff,
        "occupy" => Input::Occupy { armies: num(args[0]) },
        "end" => Input::EndAttacks,
        "rebels" => {
            let mut own = vec![];
            let mut extra = vec![];
            for a in &args {
                if let Some(v) = a.strip_prefix("own=") {
                    own = list(v);
                } else if let Some(v) = a.strip_prefix("extra=") {
                    extra = list(v);
                }
            }
            let ids = |v: Vec<Option<u16>>| v.into_iter().map(|c| c.map(CountryId)).collect();
            Input::PlaceRebellions { own: ids(own), extra: ids(extra) }
        }
        "correct" => {
            let team = num(args[0]) as u8;
            let what = match args[1] {
                "gold" => Quantity::Gold,
                "prestige" => Quantity::Prestige,
                "armies" => Quantity::Armies { country: CountryId(num(args[2]) as u16) },
                "counters" => Quantity::Resources {
                    country: CountryId(num(args[2]) as u16),
                    product: Product::from_code(args[3]).unwrap_or_else(|| panic!("line {line}: bad product")),
                },
                other => panic!("line {line}: bad correction {other}"),
            };
            let value =
                args.last().map(|v| v.parse::<i64>().unwrap_or_else(|_| panic!("line {line}: bad value"))).unwrap_or(0);
            Input::Correct { team, what, value, reason: "table".into() }
        }
        other => panic!("line {line}: unknown input {other}"),
    }
}

fn parse_dice(src: &str, line: usize) -> Vec<Outcome> {
    src.split_whitespace()
        .map(|t| {
            if let Some(d) = t.strip_prefix('d') {
                Outcome::Die(d.parse().unwrap_or_else(|_| panic!("line {line}: bad die {t}")))
            } else if let Some(p) = t.strip_prefix('R') {
                Outcome::Draw(Product::from_code(p).unwrap_or_else(|| panic!("line {line}: bad product {t}")))
            } else {
                panic!("line {line}: bad outcome {t}")
            }
        })
        .collect()
}

#[test]
fn rules_table() {
    let lesson = Arc::new(Lesson::builtin());
    let mut reader = csv::ReaderBuilder::new().comment(Some(b'#')).from_path("tests/rules/rules.csv").expect("table");
    let mut rows = 0;
    for rec in reader.records() {
        let rec = rec.expect("csv row");
        let line = rec.position().map_or(0, |p| p.line() as usize);
        let (rule, n, at, spec, inputs, dice, expect) = (&rec[0], &rec[1], &rec[2], &rec[3], &rec[4], &rec[5], &rec[6]);
        let n: usize = n.parse().unwrap_or_else(|_| panic!("line {line}: bad team count"));
        let mut game = setup(&lesson, n, at, spec, line);
        let mut before = game.state().clone();
        let mut queue = parse_dice(dice, line);
        let mut error = None;
        for input in inputs.split(';').filter(|s| !s.trim().is_empty()) {
            let input = parse_input(input, line);
            let mut chance = Chance::given(queue.clone());
            let mut out = Vec::new();
            before = game.state().clone();
            match game.apply(&input, &mut chance, &mut out) {
                Ok(()) => {
                    queue.drain(..chance.log().len());
                }
                Err(e) => {
                    error = Some(e);
                    break;
                }
            }
        }
        let expect = expect.trim();
        if let Some(name) = expect.strip_prefix('!') {
            let e = error.unwrap_or_else(|| panic!("line {line} ({rule}): expected error {name}, got none"));
            // The refusal's kind, whole: "NoCard" is not "NoCardExpected".
            let debug = format!("{e:?}");
            let kind = debug.split([' ', '{', '(']).next().unwrap_or_default();
            assert_eq!(kind, name, "line {line} ({rule}): expected {name}, got {e:?}");
            assert_eq!(game.state(), &before, "line {line} ({rule}): a refused input changed the state");
            rows += 1;
            continue;
        }
        if let Some(e) = error {
            panic!("line {line} ({rule}): unexpected error {e:?}: {e}");
        }
        assert!(queue.is_empty(), "line {line} ({rule}): dice or draws left unused: {queue:?}");
        let (step, teams) = match expect.strip_prefix('@') {
            Some(rest) => {
                let (s, t) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                (Some(s), t)
            }
            None => (None, expect),
        };
        if let Some(step) = step {
            let now = lesson.steps.get(game.state().step).map_or("over", |s| s.id.as_str());
            assert_eq!(now, step, "line {line} ({rule}): at the wrong step");
        }
        let want: Vec<TeamSpec> = teams.split(';').map(|t| parse_team(t.trim(), line)).collect();
        let got = teams_of(game.state());
        assert_eq!(got.len(), want.len(), "line {line} ({rule}): give every team in the expectation");
        for (t, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g, w, "line {line} ({rule}): team {t} differs");
        }
        assert_eq!(
            game.resource_census(),
            game.state().total.map(u32::from),
            "line {line} ({rule}): resources not conserved"
        );
        rows += 1;
    }
    assert!(rows >= 40, "the rules table has only {rows} rows");
}
