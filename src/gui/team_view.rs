//! A team's countries: armies, counters by product, buildings and rebellions, with the
//! teacher's corrections (each recorded with its reason).

use iced::widget::{button, column, container, pick_list, row, text, text_input};
use iced::{Center, Element, Fill};

use super::lesson::{Lesson, Msg};
use super::{Message, ui};
use crate::engine::{Building, Counter, Country, CountryId, Product};
use crate::i18n::{Arg, Translator};

fn m(msg: Msg) -> Message {
    Message::Lesson(msg)
}

/// A product as shown in a pick list, in the interface language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProductChoice(pub Product);

impl std::fmt::Display for ProductChoice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::current_translator().text(&format!("product-{}", self.0.code())))
    }
}

fn stepper<'a>(label: String, value: i64, minus: Msg, plus: Msg) -> Element<'a, Message> {
    row![
        text(label).width(Fill),
        button(text("−")).on_press(m(minus)).style(button::secondary),
        text(value.to_string()).width(36).align_x(Center),
        button(text("+")).on_press(m(plus)).style(button::secondary),
    ]
    .spacing(6)
    .align_y(Center)
    .into()
}

/// One button per building and the rebellion: pressed means present; a press corrects it.
fn toggles<'a>(tr: &Translator, team: usize, c: CountryId, country: &Country) -> Element<'a, Message> {
    let mut r = row![].spacing(4);
    let flag = |on: bool, label: String, what: Counter| {
        let style = if on { button::primary } else { button::secondary };
        button(text(label).size(13)).style(style).on_press(m(Msg::Correct(team, what, if on { -1 } else { 1 })))
    };
    for b in Building::ALL {
        let label = tr.text(&format!("building-{}", b.code()));
        r = r.push(flag(country.buildings.has(b), label, Counter::Building { country: c, building: b }));
    }
    r = r.push(flag(country.rebellion, tr.text("team-rebellion"), Counter::Rebellion { country: c }));
    r.wrap().into()
}

pub fn view<'a>(l: &'a Lesson, tr: &'a Translator, team: usize) -> Element<'a, Message> {
    let st = l.session.game().state();
    let names = l.names();
    let Some(t) = st.teams.get(team) else {
        return column![].into();
    };
    let colour = ui::Colour::from_code(&l.session.record().teams[team].colour);
    let mut col = column![
        row![
            ui::swatch(colour),
            text(names[team].clone()).size(20).width(Fill),
            button(text(tr.text("team-close"))).on_press(m(Msg::TeamPanel(None))).style(button::secondary),
        ]
        .spacing(8)
        .align_y(Center),
        text_input(&tr.text("team-reason"), &l.reason).on_input(|s| m(Msg::Reason(s))),
        stepper(
            tr.text("col-gold"),
            t.gold.into(),
            Msg::Correct(team, Counter::Gold, -1),
            Msg::Correct(team, Counter::Gold, 1)
        ),
        stepper(
            tr.text("col-prestige"),
            t.prestige.into(),
            Msg::Correct(team, Counter::Prestige, -1),
            Msg::Correct(team, Counter::Prestige, 1)
        ),
        button(text(tr.text("team-slave-ship")).size(13))
            .style(if t.slave_ship { button::primary } else { button::secondary })
            .on_press(m(Msg::Correct(team, Counter::SlaveShip, if t.slave_ship { -1 } else { 1 }))),
        row![
            text(tr.text("team-product")),
            pick_list(Product::ALL.map(ProductChoice), Some(ProductChoice(l.product)), |p| m(Msg::PickProduct(p.0))),
        ]
        .spacing(8)
        .align_y(Center),
    ]
    .spacing(8);
    for &c in st.countries_of(team).iter() {
        let country = &st.countries[usize::from(c)];
        let goods: Vec<String> = Product::ALL
            .into_iter()
            .filter(|p| country.counters[p.index()] > 0)
            .map(|p| format!("{} {}", country.counters[p.index()], tr.text(&format!("product-{}", p.code()))))
            .collect();
        let mut marks: Vec<String> = Building::ALL
            .into_iter()
            .filter(|b| country.buildings.has(*b))
            .map(|b| tr.text(&format!("building-{}", b.code())))
            .collect();
        if country.rebellion {
            marks.push(tr.text("team-rebellion"));
        }
        let goods = if goods.is_empty() { tr.text("effects-none") } else { goods.join(", ") };
        let product = l.product;
        col = col.push(
            container(
                column![
                    text(tr.tr("team-country", &[("country", Arg::from(usize::from(c) + 1))])).size(17),
                    text(goods).size(14),
                    text(marks.join(", ")).size(14),
                    toggles(tr, team, c, country),
                    stepper(
                        tr.text("col-armies"),
                        country.armies.into(),
                        Msg::Correct(team, Counter::Armies { country: c }, -1),
                        Msg::Correct(team, Counter::Armies { country: c }, 1)
                    ),
                    stepper(
                        tr.text(&format!("product-{}", product.code())),
                        country.counters[product.index()].into(),
                        Msg::Correct(team, Counter::Counters { country: c, product }, -1),
                        Msg::Correct(team, Counter::Counters { country: c, product }, 1)
                    ),
                ]
                .spacing(4),
            )
            .padding(8)
            .style(container::bordered_box),
        );
    }
    if st.countries_of(team).is_empty() {
        col = col.push(text(tr.text("team-no-country")));
    }
    container(col).padding(12).width(Fill).style(container::rounded_box).into()
}
