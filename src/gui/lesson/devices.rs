//! The devices panel on the teacher's screen: starting and stopping the server on an address
//! the teacher picks (the laptop's addresses listed when the panel opens), each team's own code
//! and QR code for the teacher to hand to that team alone, which devices each team has, taking
//! one device or all of a team's off, the test from a phone and the help when devices cannot
//! connect; and what each team's devices may see, made from the lesson for that team alone.

use iced::widget::{button, column, container, pick_list, row, scrollable, text};
use iced::{Alignment, Element, Fill};
use std::net::IpAddr;
use std::sync::Arc;

use super::{LessonScreen, Msg, ShowMsg};
use crate::devices::view::Now;
use crate::devices::{DeviceInfo, Snapshot};
use crate::gui::devices_panel::{Address, DevMsg, DeviceConsole, Secret};
use crate::gui::style::{self, Colour};
use crate::gui::{Ctx, widgets};
use crate::i18n::{Arg, Translator};
use crate::seen::Viewer;

/// An address as the picker names it: the laptop's own (127.0.0.1) marked as such.
fn address_label(tr: &Translator, ip: IpAddr) -> String {
    if ip.is_loopback() { format!("{ip} {}", tr.text("devices-loopback")) } else { ip.to_string() }
}

/// What each team's devices may see now (`devices::view`), from the lesson as it stands.
pub fn snapshot(l: &LessonScreen) -> Snapshot {
    let over = l.session().game().is_over();
    // The board is the same for every team (what changed is the class's to see as well).
    let board = super::map_picture(l, Viewer::Class).map(|p| p.board);
    let question = if over { l.debrief_shown() } else { None };
    let ends = if over { l.phone_ends() } else { Arc::default() };
    let cast = l.cast();
    l.with_moment(|moment| {
        crate::devices::view::snapshot(&Now {
            tr: l.lesson_translator(),
            moment,
            cast: &cast,
            step: l.shown_step(),
            opening: l.opening(),
            board: board.as_ref(),
            question: question.as_deref(),
            ends: &ends,
            whys: &l.draft().why,
            map_svg: l.devices().map_or("", |d| d.map_svg.as_str()),
        })
    })
}

/// The devices panel on the console's side.
pub fn panel<'a>(l: &'a LessonScreen, ctx: &Ctx<'a>) -> Element<'a, Msg> {
    let tr = ctx.tr;
    let class_sees = !l.private();
    let mut col = column![
        row![
            widgets::heading(tr.text("devices-title"), style::LARGE),
            iced::widget::space::horizontal(),
            widgets::action(tr.text("history-close"), Some(Msg::Show(ShowMsg::Panel(super::Panel::None)))),
        ]
        .align_y(Alignment::Center),
        widgets::note(tr.text("devices-intro")),
    ]
    .spacing(10);
    // A team's code shown: at the top of the panel, in view whichever team's button asked for
    // it (the twelfth's would be below the fold), the panel scrolled back up to it.
    if let Some(code) = l.devices().and_then(|d| shown_code(l, d, tr)) {
        col = col.push(code);
    }
    col = match l.devices() {
        None => col.push(off(l, tr)),
        Some(d) => col.push(on(l, d, tr, class_sees, super::view::side_width(ctx.width) - 24.0)),
    };
    let port = l.devices().map_or(crate::devices::PORT, |d| d.server.addr().port());
    col = col.push(widgets::note(tr.tr("devices-help", &[("port", Arg::from(u32::from(port)))])));
    // Windows asks about its firewall the first time the app listens: the teacher knows beforehand.
    if cfg!(windows) {
        col = col.push(widgets::note(tr.text("devices-windows-firewall")));
    }
    scrollable(col).id(SCROLL).spacing(6).height(Fill).into()
}

/// The devices panel's scrolling, brought back to its top when a team's code shows there.
pub(super) const SCROLL: &str = "devices-panel";

/// The code of the team whose code is shown, its QR code and the way to hide it.
fn shown_code<'a>(l: &'a LessonScreen, d: &'a DeviceConsole, tr: &'a Translator) -> Option<Element<'a, Msg>> {
    let (t, qr) = d.shown.as_ref()?;
    let class_sees = !l.private();
    let name = l.names().get(*t).cloned()?;
    let colour = Colour::from_code(&l.session().record().teams[*t].colour);
    let mut code = column![
        row![
            widgets::team_tag(colour, *t, &name, style::NORMAL, Fill),
            widgets::action(tr.text("devices-hide-code"), Some(Msg::Devices(DevMsg::ShowCode(None)))),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
        text(tr.tr("devices-team-code", &[("team", Arg::from(name.clone()))])),
        text(spaced(&d.server.team_code(*t))).size(48).font(style::STRONG),
    ]
    .spacing(4);
    // On a screen the class may see, shown only after the teacher said the wall is blank:
    // the screen says so, and that it hides itself.
    if class_sees {
        code = code.push(widgets::note(tr.text("devices-code-shown-blank")));
    }
    if let Some(qr) = qr {
        code = code.push(widgets::note(tr.tr("devices-team-qr", &[("team", Arg::from(name.clone()))])));
        code = code.push(qr.view(220.0));
    }
    Some(container(code).padding([8, 16]).width(Fill).style(style::panel).into())
}

/// Before the start: the laptop's addresses to pick from (looked up when the panel opened,
/// and again on demand), and Start.
fn off<'a>(l: &'a LessonScreen, tr: &'a Translator) -> Element<'a, Msg> {
    let msg = |m: DevMsg| Msg::Devices(m);
    let choices: Vec<Address> =
        l.addresses().iter().map(|ip| Address { ip: *ip, label: address_label(tr, *ip) }).collect();
    let chosen = choices.iter().find(|a| Some(a.ip) == l.device_address()).cloned();
    let mut col = column![
        row![
            text(tr.text("devices-address")),
            pick_list(choices, chosen, move |a: Address| msg(DevMsg::Pick(a.ip))).width(Fill),
            widgets::action(tr.text("devices-refresh"), Some(msg(DevMsg::Refresh))),
        ]
        .spacing(8)
        .align_y(Alignment::Center)
    ]
    .spacing(10);
    // Only the laptop itself: no device of the class can reach it.
    if l.addresses().iter().all(IpAddr::is_loopback) {
        col = col.push(widgets::note(tr.text("devices-no-address")));
    }
    col.push(widgets::main_action(tr.text("devices-start"), l.device_address().map(|_| msg(DevMsg::Start)))).into()
}

/// While devices are on: the page's address, how teams join with their own codes, the test
/// from a phone, and each team with its devices.
fn on<'a>(
    l: &'a LessonScreen,
    d: &'a DeviceConsole,
    tr: &'a Translator,
    class_sees: bool,
    width: f32,
) -> Element<'a, Msg> {
    let msg = |m: DevMsg| Msg::Devices(m);
    let url = d.server.url();
    let mut col =
        column![text(tr.tr("devices-open", &[("url", Arg::from(url.clone()))])).size(style::LARGE)].spacing(10);
    if let Some(qr) = &d.qr {
        col = col.push(qr.view(160.0));
    }
    col =
        col.push(widgets::note(tr.text(if class_sees { "devices-codes-intro-shared" } else { "devices-codes-intro" })));
    // The PDF opens with every team's code: where the class may see this screen, only once the
    // teacher has blanked the wall.
    let slips = if class_sees { DevMsg::Ask(Some(Secret::Slips)) } else { DevMsg::PrintSlips };
    col = col.push(
        row![
            widgets::action(tr.text("devices-print-slips"), Some(msg(slips))),
            widgets::note(tr.text("devices-print-slips-help")),
        ]
        .spacing(8)
        .align_y(Alignment::Center),
    );
    if d.asking == Some(Secret::Slips) {
        col = col.push(blank_first(tr, "devices-blank-slips", DevMsg::PrintSlips));
    }
    if class_sees {
        col = col.push(widgets::note(tr.text("devices-mirrored")));
    }
    // The test from a phone, and what the laptop has heard.
    // Someone trying codes pauses joining: said in the contact line's place (which keeps its
    // height, so nothing moves), before anything else it could say.
    let paused = d.trouble_words(tr);
    let contact = match d.server.last_contact() {
        _ if paused.is_some() => paused.unwrap_or_default(),
        Some((at, ip)) => tr.tr(
            "devices-contact",
            &[("seconds", Arg::from(at.elapsed().as_secs() as usize)), ("address", Arg::from(ip.to_string()))],
        ),
        None => tr.text("devices-no-contact"),
    };
    col = col.push(widgets::note(tr.tr("devices-test", &[("url", Arg::from(url))])));
    // What changes by itself (the last contact, a join, "heard from ... ago") never moves a
    // button: the contact line keeps two lines' height, the teams' buttons come first and the
    // joined devices are listed under all of them.
    col = col.push(container(text(contact).font(style::STRONG)).height(CONTACT_HEIGHT));
    // Each team's devices, read once for its row and for the list under all of them.
    let devices: Vec<Vec<DeviceInfo>> = (0..l.names().len()).map(|t| d.server.team_devices(t)).collect();
    col = col.push(container(team_rows(l, d, &devices, tr, class_sees, width - 16.0)).padding(8).style(style::panel));
    let names = l.names();
    if let Some(t) = d.renewed.filter(|t| *t < names.len()) {
        col = col.push(widgets::note(tr.tr("devices-new-code", &[("team", Arg::from(names[t].clone()))])));
    }
    col = col.push(joined(l, &devices, tr));
    col.push(widgets::action(tr.text("devices-stop"), Some(msg(DevMsg::Stop)))).into()
}

/// Two lines of the contact line, whatever it says.
const CONTACT_HEIGHT: f32 = 2.0 * 1.3 * 16.0 + 4.0;

/// Every joined device, team by team, with the way to take it off.
fn joined<'a>(l: &'a LessonScreen, devices: &[Vec<DeviceInfo>], tr: &'a Translator) -> Element<'a, Msg> {
    let msg = |m: DevMsg| Msg::Devices(m);
    let names = l.names();
    let mut list = column![].spacing(4);
    for ((t, name), team) in names.iter().enumerate().zip(devices) {
        let colour = Colour::from_code(&l.session().record().teams[t].colour);
        for dev in team {
            let seen = dev.seen.as_secs() as usize;
            let label = tr.tr(
                "devices-device",
                &[
                    ("number", Arg::from(dev.number as usize)),
                    ("address", Arg::from(dev.address.to_string())),
                    ("seconds", Arg::from(seen)),
                ],
            );
            list = list.push(
                row![
                    widgets::team_tag(colour, t, name, style::SMALL, iced::Length::FillPortion(2)),
                    text(label).size(style::SMALL).width(iced::Length::FillPortion(3)),
                    container(
                        button(text(tr.text("devices-take-off")).size(style::SMALL))
                            .padding([2, 8])
                            .style(style::secondary)
                            .on_press(msg(DevMsg::TakeOff(t, dev.number)))
                    )
                    .id(format!("take-off-{}-{}", t + 1, dev.number)),
                ]
                .spacing(6)
                .align_y(Alignment::Center),
            );
        }
    }
    list.into()
}

/// Each team: how many devices it has, its code (shown on demand, never where the class sees)
/// and the way to take all its devices off.
fn team_rows<'a>(
    l: &'a LessonScreen,
    d: &'a DeviceConsole,
    devices: &[Vec<DeviceInfo>],
    tr: &'a Translator,
    class_sees: bool,
    name_room: f32,
) -> Element<'a, Msg> {
    let msg = |m: DevMsg| Msg::Devices(m);
    let names = l.names();
    // Every word of every name fits the room beside the count and the buttons (about 330
    // pixels of the panel's), or each team takes two lines.
    let room = name_room - 330.0;
    let one_line = names
        .iter()
        .flat_map(|n| n.split_whitespace())
        .all(|w| crate::gui::measure::width_of(w, style::NORMAL, true) * 1.05 <= room);
    let mut teams = column![].spacing(if one_line { 4 } else { 8 });
    for (t, name) in names.iter().enumerate() {
        let colour = Colour::from_code(&l.session().record().teams[t].colour);
        let devices = devices.get(t).map_or(&[][..], Vec::as_slice);
        // A team's own code joins it: where the class may see this screen, only once the
        // teacher has blanked the wall, and for a while.
        let shown = d.shown.as_ref().filter(|(s, _)| *s == t);
        let toggle = match (shown.is_some(), class_sees) {
            (true, _) => DevMsg::ShowCode(None),
            (false, true) => DevMsg::Ask(Some(Secret::Code(t))),
            (false, false) => DevMsg::ShowCode(Some(t)),
        };
        let buttons = row![
            text(tr.tr("devices-team-count", &[("count", Arg::from(devices.len()))])).width(110),
            container(
                button(text(if shown.is_some() { tr.text("devices-hide-code") } else { tr.text("devices-show-code") }))
                    .padding([4, 8])
                    .style(style::secondary)
                    .on_press(msg(toggle))
            )
            .id(format!("code-{}", t + 1)),
            container(
                button(text(tr.text("devices-revoke")))
                    .padding([4, 8])
                    .style(style::secondary)
                    .on_press_maybe((!devices.is_empty()).then_some(msg(DevMsg::Revoke(t))))
            )
            .id(format!("revoke-{}", t + 1)),
        ]
        .spacing(6)
        .align_y(Alignment::Center);
        let tag = widgets::team_tag(colour, t, name, style::NORMAL, Fill);
        // A name that would break inside a word beside the buttons goes on a line of its own.
        teams = teams.push(if one_line {
            Element::from(row![tag, buttons].spacing(6).align_y(Alignment::Center))
        } else {
            column![tag, row![iced::widget::space::horizontal(), buttons]].spacing(2).into()
        });
        if d.asking == Some(Secret::Code(t)) {
            teams = teams.push(blank_first(tr, "devices-blank-code", DevMsg::ShowCode(Some(t))));
        }
    }
    teams.into()
}

/// Before a secret shows on a screen the class may see: blank the wall first (`words` says
/// how, and for how long it shows), then show it (`then`), or leave it.
fn blank_first<'a>(tr: &Translator, words: &str, then: DevMsg) -> Element<'a, Msg> {
    container(
        column![
            text(tr.text(words)).size(style::NORMAL),
            row![
                widgets::primary_action(tr.text("devices-blank-done"), Some(Msg::Devices(then))),
                widgets::action(tr.text("devices-blank-cancel"), Some(Msg::Devices(DevMsg::Ask(None)))),
            ]
            .spacing(8)
            .wrap()
            .vertical_spacing(6),
        ]
        .spacing(6),
    )
    .padding(8)
    .style(style::panel)
    .into()
}

/// A six-digit code as two groups of three, as it is read out ("482 913").
fn spaced(code: &str) -> String {
    if code.len() == 6 && code.is_ascii() { format!("{} {}", &code[..3], &code[3..]) } else { code.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_laptop_itself_is_marked_in_the_address_list() {
        let tr = Translator::new(crate::i18n::Language::En);
        assert_eq!(address_label(&tr, "127.0.0.1".parse().expect("ip")), "127.0.0.1 (this laptop only, for a test)");
        assert_eq!(address_label(&tr, "192.168.1.20".parse().expect("ip")), "192.168.1.20");
        assert_eq!(spaced("482913"), "482 913");
    }

    #[test]
    fn a_qr_code_has_its_modules() {
        let qr = crate::gui::devices_panel::Qr::new("http://192.168.1.20:8765/").expect("qr");
        assert_eq!(qr.dark.len(), qr.width * qr.width);
        assert!(qr.width >= 21);
        // The finder pattern's corner is dark.
        assert!(qr.dark[0]);
    }
}
