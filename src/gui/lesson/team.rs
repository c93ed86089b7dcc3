//! A team's countries: armies, resources by product, buildings and rebellions, with the teacher's
//! corrections, each recorded with its reason. Corrections never reach the projector.

use iced::widget::{button, column, container, pick_list, row, scrollable, text, text_input};
use iced::{Alignment, Element, Fill};

use super::{LessonScreen, Msg, Panel, ShowMsg};
use crate::engine::{Building, Country, CountryId, Product, Quantity};
use crate::gui::style::{self, Colour};
use crate::gui::widgets::Choice;
use crate::gui::{Ctx, widgets};
use crate::i18n::{Arg, Translator};

/// What the team panel holds of its own: the reason and the product of the next correction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Correcting {
    pub reason: String,
    pub product: Product,
}

impl Default for Correcting {
    fn default() -> Correcting {
        Correcting { reason: String::new(), product: Product::Gold }
    }
}

impl Correcting {
    /// The reason the record keeps for a correction: the teacher's words, or a default.
    pub fn reason(&self, tr: &crate::i18n::Translator) -> String {
        if self.reason.trim().is_empty() { tr.text("team-default-reason") } else { self.reason.clone() }
    }
}

/// The number a correction starts from.
pub fn current(l: &LessonScreen, team: usize, what: Quantity) -> i64 {
    let st = l.session.game().state();
    let country = |c: CountryId| st.countries.get(usize::from(c));
    match what {
        Quantity::Gold => st.teams.get(team).map_or(0, |t| t.gold.into()),
        Quantity::Prestige => st.teams.get(team).map_or(0, |t| t.prestige.into()),
        Quantity::SlaveShip => st.teams.get(team).map_or(0, |t| t.slave_ship.into()),
        Quantity::Armies { country: c } => country(c).map_or(0, |c| c.armies.into()),
        Quantity::Resources { country: c, product } => country(c).map_or(0, |c| c.resources[product.index()].into()),
        Quantity::Building { country: c, building } => country(c).map_or(0, |c| c.buildings.has(building).into()),
        Quantity::Rebellion { country: c } => country(c).map_or(0, |c| c.rebellion.into()),
    }
}

fn stepper<'a>(label: String, value: i64, team: usize, what: Quantity) -> Element<'a, Msg> {
    let b = |l: &'static str, d: i64| {
        button(text(l)).padding([4, 12]).style(style::secondary).on_press(Msg::Correct(team, what, d))
    };
    row![text(label).width(Fill), b("−", -1), widgets::num(value, 40.0, style::NORMAL), b("+", 1)]
        .spacing(6)
        .align_y(Alignment::Center)
        .into()
}

/// One button per building and the rebellion: filled means present; a press corrects it.
fn toggles<'a>(tr: &Translator, team: usize, c: CountryId, country: &Country) -> Element<'a, Msg> {
    let mut r = row![].spacing(4);
    let flag = |on: bool, label: String, what: Quantity| {
        button(text(label).size(style::SMALL))
            .padding([4, 8])
            .style(if on { style::chosen } else { style::secondary })
            .on_press(Msg::Correct(team, what, if on { -1 } else { 1 }))
    };
    for b in Building::ALL {
        let label = tr.text(&format!("building-{}", b.code()));
        r = r.push(flag(country.buildings.has(b), label, Quantity::Building { country: c, building: b }));
    }
    r = r.push(flag(country.rebellion, tr.text("team-rebellion"), Quantity::Rebellion { country: c }));
    r.wrap().into()
}

pub fn view<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>, team: usize) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let st = l.session.game().state();
    let names = l.names();
    let Some(t) = st.teams.get(team) else { return column![].into() };
    let colour = Colour::from_code(&l.session.record().teams[team].colour);
    let products: Vec<Choice<Product>> = Product::ALL
        .into_iter()
        .map(|product| Choice::new(product, tr.text(&format!("product-{}", product.code()))))
        .collect();
    let chosen = products.iter().find(|p| p.value == l.correcting.product).cloned();
    let ship = if t.slave_ship { style::chosen } else { style::secondary };
    let mut col = column![
        row![
            widgets::team_tag(colour, team, &names[team], style::LARGE, Fill),
            widgets::action(tr.text("team-close"), Some(Msg::Show(ShowMsg::Panel(Panel::None)))),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
        widgets::note(tr.text("team-not-on-projector")),
        text_input(&tr.text("team-reason"), &l.correcting.reason).on_input(Msg::Reason),
        stepper(tr.text("col-gold"), t.gold.into(), team, Quantity::Gold),
        stepper(tr.text("col-prestige"), t.prestige.into(), team, Quantity::Prestige),
        button(text(tr.text("team-slave-ship")).size(style::SMALL)).padding([4, 8]).style(ship).on_press(Msg::Correct(
            team,
            Quantity::SlaveShip,
            if t.slave_ship { -1 } else { 1 }
        )),
        row![text(tr.text("team-product")), pick_list(products, chosen, |p: Choice<Product>| Msg::Product(p.value))]
            .spacing(8)
            .align_y(Alignment::Center),
    ]
    .spacing(8);
    for &c in st.countries_of(team).iter() {
        let country = &st.countries[usize::from(c)];
        let held: Vec<String> = Product::ALL
            .into_iter()
            .filter(|p| country.resources[p.index()] > 0)
            .map(|p| format!("{} {}", country.resources[p.index()], tr.text(&format!("product-{}", p.code()))))
            .collect();
        let held = if held.is_empty() { tr.text("team-no-resources") } else { held.join(", ") };
        let product = l.correcting.product;
        col = col.push(
            container(
                column![
                    text(tr.tr("team-country", &[("country", Arg::from(l.number(c)))]))
                        .size(style::NORMAL)
                        .font(style::STRONG),
                    text(held).size(style::SMALL),
                    toggles(tr, team, c, country),
                    stepper(tr.text("col-armies"), country.armies.into(), team, Quantity::Armies { country: c }),
                    stepper(
                        tr.text(&format!("product-{}", product.code())),
                        country.resources[product.index()].into(),
                        team,
                        Quantity::Resources { country: c, product }
                    ),
                ]
                .spacing(4),
            )
            .padding(8)
            .width(Fill)
            .style(style::panel),
        );
    }
    if st.countries_of(team).is_empty() {
        col = col.push(text(tr.text("team-no-country")));
    }
    scrollable(container(col).padding(12).width(Fill)).into()
}
