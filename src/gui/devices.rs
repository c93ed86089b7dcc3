//! The console's side of team devices: starting and stopping the server on an address the
//! teacher picks, the join code and QR codes, which teams have devices, revoking a team's
//! devices, the test from a phone and the help when devices cannot connect; and what each
//! team's devices may see, made from the lesson for that team alone.

use iced::widget::canvas::{self, Frame as Canvas, Geometry, Path};
use iced::widget::{button, column, container, pick_list, row, scrollable, text};
use iced::{Alignment, Color, Element, Fill, Point, Rectangle, Renderer, Size, Theme, mouse};
use std::fmt;
use std::net::IpAddr;
use std::sync::Arc;

use super::Ctx;
use super::lesson::{Lesson, Mode, Msg};
use super::style::{self, Colour};
use super::widgets;
use crate::devices::{Devices, PhoneOption, Screen, Snapshot, TeamName, TeamView};
use crate::engine::{Expect, standings};
use crate::i18n::{Arg, Translator};
use crate::report;

/// A QR code as its dark and light modules, drawn on a canvas (on the console and the wall).
#[derive(Clone, Debug, PartialEq)]
pub struct Qr {
    pub width: usize,
    pub dark: Arc<Vec<bool>>,
}

impl Qr {
    pub fn new(data: &str) -> Option<Qr> {
        let code = qrcode::QrCode::with_error_correction_level(data.as_bytes(), qrcode::EcLevel::M).ok()?;
        let dark = code.to_colors().into_iter().map(|c| c == qrcode::Color::Dark).collect();
        Some(Qr { width: code.width(), dark: Arc::new(dark) })
    }

    /// The code `size` pixels wide, black on white with its quiet zone.
    pub fn view<M: 'static>(&self, size: f32) -> Element<'static, M> {
        canvas::Canvas::new(self.clone()).width(size).height(size).into()
    }
}

impl<M> canvas::Program<M> for Qr {
    type State = ();

    fn draw(&self, _: &(), renderer: &Renderer, _: &Theme, bounds: Rectangle, _: mouse::Cursor) -> Vec<Geometry> {
        let mut frame = Canvas::new(renderer, bounds.size());
        let quiet = 4.0;
        let cells = self.width as f32 + 2.0 * quiet;
        let cell = (bounds.width.min(bounds.height) / cells).floor().max(1.0);
        frame.fill_rectangle(Point::ORIGIN, bounds.size(), Color::WHITE);
        let origin = (bounds.width.min(bounds.height) - cell * self.width as f32) / 2.0;
        for (i, &d) in self.dark.iter().enumerate() {
            if d {
                let (x, y) = ((i % self.width) as f32, (i / self.width) as f32);
                frame.fill(
                    &Path::rectangle(Point::new(origin + x * cell, origin + y * cell), Size::new(cell, cell)),
                    Color::BLACK,
                );
            }
        }
        vec![frame.into_geometry()]
    }
}

/// The server while it runs, with what the console shows of it.
pub struct DeviceConsole {
    pub server: Devices,
    pub qr: Option<Qr>,
    pub team_qr: Vec<Option<Qr>>,
    /// The team whose own QR code is shown on the console (one at a time).
    pub shown: Option<usize>,
}

impl DeviceConsole {
    pub fn new(server: Devices, teams: usize) -> DeviceConsole {
        let qr = Qr::new(&server.url());
        let team_qr = (0..teams).map(|t| Qr::new(&server.team_url(t))).collect();
        DeviceConsole { server, qr, team_qr, shown: None }
    }
}

/// An address in the picker, named for the teacher.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    pub ip: IpAddr,
    label: String,
}

impl fmt::Display for Address {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.label)
    }
}

/// The messages of the devices panel.
#[derive(Clone, Debug)]
pub enum DevMsg {
    Pick(IpAddr),
    Start,
    Stop,
    Revoke(usize),
    ShowQr(Option<usize>),
}

/// The hex code of a team's colour, for the page.
fn hex(colour: Colour) -> String {
    let c = colour.rgb().into_rgba8();
    format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2])
}

/// The page's own words, in the lesson's language.
fn words(tr: &Translator) -> Vec<(String, String)> {
    [
        ("title", "phone-title"),
        ("join_title", "phone-join-title"),
        ("pick_team", "phone-pick-team"),
        ("code", "phone-code"),
        ("join", "phone-join"),
        ("wrong_code", "phone-wrong-code"),
        ("too_many", "phone-too-many"),
        ("lost", "phone-lost"),
        ("revoked", "phone-revoked"),
        ("wait", "phone-wait"),
        ("sending", "phone-sending"),
        ("busy", "phone-busy"),
        ("buy_armies", "phone-buy-armies"),
        ("buy_farms", "phone-buy-farms"),
        ("gold_left", "phone-gold-left"),
        ("send", "phone-send"),
        ("leave", "phone-leave"),
        ("leave_confirm", "phone-leave-confirm"),
        ("gold", "col-gold"),
        ("prestige", "col-prestige"),
        ("armies", "col-armies"),
        ("countries", "col-countries"),
        ("resources", "col-resources"),
    ]
    .iter()
    .map(|(k, id)| (k.to_string(), tr.text(id)))
    .collect()
}

/// What each team's devices may see now: its own data, and of the others only whether they
/// have laid a card. Nothing here depends on another team's card before the reveal.
pub fn snapshot(l: &Lesson) -> Snapshot {
    let tr = l.lesson_translator();
    let session = l.session();
    let game = session.game();
    let lesson = game.lesson();
    let names = l.names();
    let record = session.record();
    let rows = standings(game.state());
    let step_no = game.state().step;
    let step = lesson.steps.get(l.shown_step());
    let title = step.map(|s| tr.text(&format!("step-name-{}", s.id))).unwrap_or_default();
    let choosing = match game.expecting() {
        Expect::Decide { choosing } => Some(choosing),
        _ => None,
    };
    let entering = matches!(l.mode(), Mode::Entering);
    let draft = l.draft();
    let status = choosing.filter(|_| entering).map(|choosing| {
        let count = (0..names.len()).filter(|&t| choosing.contains(t)).count();
        let cards_in = (0..names.len()).filter(|&t| draft.cards.get(t).is_some_and(Option::is_some)).count();
        tr.tr("lesson-cards-in", &[("in", Arg::from(cards_in)), ("count", Arg::from(count))])
    });
    let teams: Vec<TeamName> = record
        .teams
        .iter()
        .map(|t| TeamName { name: t.name.clone(), colour: hex(Colour::from_code(&t.colour)) })
        .collect();
    let views = (0..names.len())
        .map(|t| {
            let screen = match (l.mode(), game.expecting()) {
                (Mode::Revealed(r), _) => {
                    let mut lines: Vec<String> = r
                        .changes
                        .iter()
                        .filter(|c| usize::from(c.team) == t)
                        .map(|c| report::describe(tr, lesson, &names, c))
                        .collect();
                    if lines.is_empty() {
                        lines.push(tr.text("phone-nothing-happened"));
                    }
                    Screen::Outcome { title: tr.text("phone-outcome-title"), lines }
                }
                (Mode::Entering, Expect::Decide { choosing }) => match game.sits_out(t) {
                    Some(why) => Screen::SitOut { title: title.clone(), why: report::errors::sit_out(tr, why) },
                    None if !choosing.contains(t) => Screen::Wait { title: title.clone() },
                    None => {
                        let step = &lesson.steps[step_no];
                        let options = step
                            .options
                            .iter()
                            .enumerate()
                            .map(|(i, o)| {
                                let number = i as u8 + 1;
                                let why_not =
                                    game.card_allowed(t, number).err().map(|e| report::errors::rule(tr, &names, &e));
                                PhoneOption { number, label: tr.text(&o.label), why_not }
                            })
                            .collect();
                        let laid = draft.cards.get(t).copied().flatten();
                        let note = laid.map(|c| tr.tr("phone-card-counts", &[("card", Arg::from(u32::from(c)))]));
                        Screen::Decide {
                            step: step_no,
                            title: title.clone(),
                            situation: tr.text(&step.text),
                            options,
                            laid,
                            note,
                        }
                    }
                },
                (Mode::Entering, Expect::Invest) => {
                    let limit = game.spend_limit(t);
                    let sent = draft.by_device.get(t).copied().unwrap_or(false)
                        || draft.spend.get(t).is_some_and(|s| !s.armies.is_empty() || !s.farms.is_empty());
                    let spend = draft.spend.get(t).map(|s| s.spend()).unwrap_or_default();
                    let note = sent.then(|| {
                        tr.tr(
                            "phone-spend-counts",
                            &[("armies", Arg::from(spend.armies)), ("farms", Arg::from(spend.farms))],
                        )
                    });
                    Screen::Invest {
                        step: step_no,
                        title: title.clone(),
                        gold: if limit.has_country { limit.gold } else { 0 },
                        army_cost: limit.army_cost,
                        farm_cost: limit.farm_cost,
                        armies: spend.armies,
                        farms: spend.farms,
                        note,
                    }
                }
                _ => Screen::Wait { title: title.clone() },
            };
            let row = rows.iter().find(|r| r.team == t);
            TeamView {
                name: names[t].clone(),
                colour: teams[t].colour.clone(),
                gold: row.map_or(0, |r| r.gold),
                prestige: row.map_or(0, |r| r.prestige),
                armies: row.map_or(0, |r| r.armies),
                countries: row.map_or(0, |r| r.countries),
                resources: row.map_or(0, |r| r.counters),
                screen,
                status: status.clone(),
            }
        })
        .collect();
    Snapshot { lang: l.language().code().to_string(), words: words(tr), teams, views }
}

/// The devices panel on the console's side.
pub fn panel<'a>(l: &'a Lesson, ctx: &Ctx<'a>, class_sees: bool) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let msg = |m: DevMsg| Msg::Devices(m);
    let mut col = column![
        row![
            widgets::heading(tr.text("devices-title"), style::LARGE),
            iced::widget::space::horizontal(),
            widgets::action(tr.text("history-close"), Some(Msg::Panel(super::lesson::Panel::None))),
        ]
        .align_y(Alignment::Center),
        widgets::note(tr.text("devices-intro")),
    ]
    .spacing(10);
    match l.devices() {
        None => {
            let choices: Vec<Address> = l
                .addresses()
                .iter()
                .map(|ip| Address {
                    ip: *ip,
                    label: if ip.is_loopback() {
                        format!("{ip} {}", tr.text("devices-loopback"))
                    } else {
                        ip.to_string()
                    },
                })
                .collect();
            let chosen = choices.iter().find(|a| Some(a.ip) == l.device_address()).cloned();
            col = col.push(
                row![
                    text(tr.text("devices-address")),
                    pick_list(choices, chosen, move |a: Address| msg(DevMsg::Pick(a.ip))).width(Fill),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
            col = col
                .push(widgets::main_action(tr.text("devices-start"), l.device_address().map(|_| msg(DevMsg::Start))));
        }
        Some(d) => {
            let url = d.server.url();
            col = col.push(text(tr.tr("devices-open", &[("url", Arg::from(url.clone()))])).size(style::LARGE));
            col = col.push(
                text(tr.tr("devices-code", &[("code", Arg::from(d.server.join_code().to_string()))]))
                    .size(style::LARGE)
                    .font(style::STRONG),
            );
            // The test from a phone, and what the laptop has heard.
            let contact = match d.server.last_contact() {
                Some((at, ip)) => tr.tr(
                    "devices-contact",
                    &[("seconds", Arg::from(at.elapsed().as_secs() as usize)), ("address", Arg::from(ip.to_string()))],
                ),
                None => tr.text("devices-no-contact"),
            };
            col = col.push(widgets::note(tr.tr("devices-test", &[("url", Arg::from(url))])));
            col = col.push(text(contact).font(style::STRONG));
            let counts = d.server.devices(l.names().len());
            let names = l.names();
            let mut teams = column![].spacing(4);
            for (t, name) in names.iter().enumerate() {
                let colour = Colour::from_code(&l.session().record().teams[t].colour);
                let n = counts.get(t).copied().unwrap_or(0);
                // A team's own code joins without the join code: never where the class can see it.
                let shown = d.shown == Some(t) && !class_sees;
                teams = teams.push(
                    row![
                        widgets::team_tag(colour, name, style::NORMAL, Fill),
                        text(tr.tr("devices-team-count", &[("count", Arg::from(n))])).width(110),
                        button(text(if shown { tr.text("devices-hide-qr") } else { tr.text("devices-show-qr") }))
                            .padding([4, 8])
                            .style(style::secondary)
                            .on_press_maybe((!class_sees).then_some(msg(DevMsg::ShowQr(if shown {
                                None
                            } else {
                                Some(t)
                            })))),
                        container(
                            button(text(tr.text("devices-revoke")))
                                .padding([4, 8])
                                .style(style::secondary)
                                .on_press_maybe((n > 0).then_some(msg(DevMsg::Revoke(t))))
                        )
                        .id(format!("revoke-{}", t + 1)),
                    ]
                    .spacing(6)
                    .align_y(Alignment::Center),
                );
                if shown && let Some(Some(qr)) = d.team_qr.get(t) {
                    teams = teams.push(
                        column![
                            widgets::note(tr.tr("devices-team-qr", &[("team", Arg::from(name.clone()))])),
                            qr.view(220.0)
                        ]
                        .spacing(4),
                    );
                }
            }
            if class_sees {
                col = col.push(widgets::note(tr.text("devices-mirrored")));
            }
            col = col.push(container(teams).padding(8).style(style::panel));
            col = col.push(widgets::action(tr.text("devices-stop"), Some(msg(DevMsg::Stop))));
        }
    }
    let port = l.devices().map_or(crate::devices::PORT, |d| d.server.addr().port());
    col = col.push(widgets::note(tr.tr("devices-help", &[("port", Arg::from(u32::from(port)))])));
    scrollable(col).spacing(6).height(Fill).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_qr_code_has_its_modules() {
        let qr = Qr::new("http://192.168.1.20:8765/").expect("qr");
        assert_eq!(qr.dark.len(), qr.width * qr.width);
        assert!(qr.width >= 21);
        // The finder pattern's corner is dark.
        assert!(qr.dark[0]);
    }
}
