//! The device page's screens (feature `net`; its state is app::net) and its connections.
//! - The tablet's side: the join links with their QR codes, the panel shown while a phone seat
//!   has no phone, and what the table needs to know of the seats on devices.
//! - A phone's side: its seat's board as the host sent it, and its screen.
//! - The page's connections ([`use_net`]): the room opened or joined, each device sent its table.

use crate::app::kit::layout::{Log, play};
use crate::app::model::{AnyAction, AppState, Msg, Screen};
use crate::app::net::{
    AnyTable, Device, Net, NetMsg, join_room, keep_room, open_room, page_address, send_to,
};
use crate::engine::Player;
use crate::net::{Hold, Place, Room, Sitter};
use yew::prelude::*;

/// The join links of the room's device seats that have no device now, with their QR codes.
pub fn join_links(room: &Room, players: &[Player]) -> Html {
    let page = page_address();
    let places = room.places();
    let items: Html = places
        .iter()
        .enumerate()
        .filter(|(_, p)| matches!(p, Place::Open | Place::Away))
        .map(|(seat, place)| {
            let name = players.get(seat).map_or("?", |p| p.name.as_str());
            let link = crate::net::link::join_link(&page, &room.id, seat);
            let label = format!("Join as {name}: scan with the phone's camera");
            let qr = crate::net::qr::code(&link)
                .map(|code| html! { <Qr {code} {label} /> })
                .unwrap_or_default();
            let state = if *place == Place::Away {
                format!("{name}'s phone is away: open the link again on it.")
            } else {
                format!("{name}: scan this on your phone, or open the link.")
            };
            html! {
                <li class="join">
                    <span class="qr">{ qr }</span>
                    <span>
                        <span class="who">{ state }</span>
                        <a data-join={seat.to_string()} href={link}>{ format!("Join link for {name}") }</a>
                    </span>
                </li>
            }
        })
        .collect();
    html! { <ul class="joins" aria-label="Join links">{ items }</ul> }
}

/// A QR code's drawing, named `label` for screen readers.
#[derive(Properties, PartialEq)]
struct QrProps {
    code: crate::net::qr::Drawn,
    label: String,
}

#[component]
fn Qr(p: &QrProps) -> Html {
    let side = p.code.side.to_string();
    html! {
        <svg viewBox={format!("0 0 {side} {side}")} role="img" aria-label={p.label.clone()}
            shape-rendering="crispEdges">
            <rect width={side.clone()} height={side} fill="#fff" />
            <path fill="#000" d={p.code.path.clone()} />
        </svg>
    }
}

/// The host's panel over the table while a device seat has no device: its join links, and for
/// a phone that went away, a button to play that seat on this screen instead.
pub fn host_panel(state: &AppState, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let (Some(Net::Host(room)), Screen::Table(t)) = (&state.net, &state.screen) else {
        return html! {};
    };
    let places = room.places();
    if !places
        .iter()
        .any(|p| matches!(p, Place::Open | Place::Away))
    {
        return html! {};
    }
    let players = t.session.players();
    let back: Html = places
        .iter()
        .enumerate()
        .filter(|(_, p)| **p == Place::Away)
        .map(|(seat, _)| {
            let name = players.get(seat).map_or("?", |p| p.name.as_str());
            let d = dispatch.clone();
            html! {
                <button onclick={Callback::from(move |_| d.dispatch(Msg::Net(NetMsg::ToHost(seat))))}>
                    { format!("Play {name}'s seat on this screen") }
                </button>
            }
        })
        .collect();
    let waiting: Vec<&str> = places
        .iter()
        .enumerate()
        .filter(|(_, p)| matches!(p, Place::Open | Place::Away))
        .filter_map(|(seat, _)| players.get(seat).map(|p| p.name.as_str()))
        .collect();
    html! {
        <aside class="host-panel" aria-label="Devices">
            <p role="status">{ match waiting.as_slice() {
                [one] => format!("Waiting for {one}'s phone."),
                many => format!("Waiting for the phones of {}.", crate::engine::words::join(many, ", ")),
            } }</p>
            { join_links(room, players) }
            <div class="back">{ back }</div>
        </aside>
    }
}

/// The host's table's own properties: for each seat, the words shown while it plays on a
/// device (none for a seat played here), and `data-device="host"`.
pub fn table_props(state: &AppState) -> (Vec<Option<AttrValue>>, Option<AttrValue>) {
    let (Some(Net::Host(room)), Screen::Table(t)) = (&state.net, &state.screen) else {
        return (Vec::new(), None);
    };
    let away = room
        .places()
        .iter()
        .enumerate()
        .map(|(seat, place)| {
            let name = t
                .session
                .players()
                .get(seat)
                .map_or("?", |p| p.name.as_str());
            match place {
                Place::Host => None,
                Place::Device => Some(format!("{name} plays on their own device.")),
                Place::Away | Place::Open => Some(format!("Waiting for {name}'s phone.")),
            }
            .map(AttrValue::from)
        })
        .collect();
    (away, Some(AttrValue::from("host")))
}

/// The players as the boards take them.
fn people(sitters: &[Sitter]) -> Vec<Player> {
    sitters
        .iter()
        .map(|s| Player {
            name: s.name.clone(),
            colour: s.colour,
            computer: s.computer.then_some(crate::engine::bot::Level::Normal),
        })
        .collect()
}

/// The board of a phone's table: its seat's view, with its legal actions to tap.
pub fn board(table: &AnyTable, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let d = dispatch.clone();
    let tap = move |wrap: fn(_) -> AnyAction| {
        let d = d.clone();
        Callback::from(move |a| d.dispatch(Msg::Net(NetMsg::Act(wrap(a)))))
    };
    let watching = (!table.over() && !table.to_act().contains(&table.seat())).then(|| {
        let names: Vec<&str> = table
            .to_act()
            .iter()
            .filter_map(|&s| table.players().get(s).map(|p| p.name.as_str()))
            .collect();
        AttrValue::from(format!(
            "{} to play: watch the board.",
            crate::engine::words::join(&names, " and ")
        ))
    });
    match table {
        #[cfg(feature = "grab-your-goat")]
        AnyTable::GrabYourGoat(t) => html! {
            <crate::app::grab_your_goat::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::GrabYourGoat)} {watching} />
        },
        #[cfg(feature = "battlegoats")]
        AnyTable::BattleGoats(t) => html! {
            <crate::app::battlegoats::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::BattleGoats)} {watching} />
        },
        #[cfg(feature = "floats-mcgoats")]
        AnyTable::FloatsMcGoats(t) => html! {
            <crate::app::floats_mcgoats::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::FloatsMcGoats)} {watching} last={t.recent.last().map(|(_, a)| a.clone())} />
        },
        #[cfg(feature = "goat-lords")]
        AnyTable::GoatLords(t) => html! {
            <crate::app::goat_lords::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::GoatLords)} {watching} />
        },
        #[cfg(feature = "gruff-goats")]
        AnyTable::GruffGoats(t) => html! {
            <crate::app::gruff_goats::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::GruffGoats)} {watching} recent={t.recent.clone()} />
        },
    }
}

/// A phone's screen: its seat's table as the host sent it, or why there is none yet.
pub fn seat_screen(device: &Device, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let seat = device.seat.to_string();
    let Some(table) = &device.table else {
        let words = match (&device.error, device.up) {
            (Some(e), _) => e.clone(),
            (None, true) => "Connected: taking your seat…".to_string(),
            (None, false) => "Looking for the table…".to_string(),
        };
        return html! {
            <main data-screen="joining" data-device="seat" data-seat={seat} class="handoff">
                <section class="pass"><h1>{"Joining the game"}</h1><p class="lead" role="status">{ words }</p></section>
            </main>
        };
    };
    let me = table
        .players()
        .get(device.seat)
        .map_or("?", |p| p.name.as_str());
    let status = html! {
        <>
            if let Some(e) = &device.error { <p class="notice" role="alert">{ e.clone() }</p> }
            if !device.up { <p class="notice" role="status">{"Connection lost: finding the table again…"}</p> }
            <p class="device-seat">{ format!("You are {me}, on your own device.") }</p>
        </>
    };
    let log = html! { <Log lines={table.log().to_vec()} /> };
    let screen = if table.over() { "over" } else { "play" };
    html! {
        <main data-screen={screen} data-device="seat" data-seat={seat} data-game={table.slug()}
            data-moves={table.moves().to_string()} class="play">
            { play(status, board(table, dispatch), log) }
        </main>
    }
}

/// The device page's own style rules (carried by its code: the other pages have none of them).
const NET_CSS: &str = "\
.host-panel{position:fixed;inset:auto 12px 12px auto;z-index:5;max-width:min(560px,calc(100vw - 24px));\
max-height:calc(100vh - 90px);overflow:auto;background:var(--panel);border:3px solid var(--accent);\
border-radius:12px;padding:10px 14px;box-shadow:0 6px 18px #0004;display:flex;flex-direction:column;gap:8px}\
.host-panel p{margin:0;font-weight:600}\
.joins{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:12px}\
.join{display:flex;gap:10px;align-items:center;flex:1 1 240px}\
.join .qr svg{width:132px;height:132px;display:block}\
.join a{display:inline-flex;align-items:center;min-height:56px;font-weight:600;color:var(--accent)}\
.join .who{display:block}\
.host-panel .back{display:flex;flex-wrap:wrap;gap:8px}\
.device-seat{margin:0;font-weight:600}";

/// The page's connections: the room opened (host) or joined (seat) once; on the host, each
/// connected device sent its table after every change, and the room kept with the save.
#[hook]
pub fn use_net(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let start = match &state.net {
        Some(Net::Host(room)) => Some((true, room.id.clone())),
        Some(Net::Seat(d)) => Some((false, d.room.clone())),
        None => None,
    };
    use_effect_with((), |_| crate::app::pages::add_style(NET_CSS));
    use_effect_with(start, move |start| {
        let heard = Callback::from(move |msg| dispatch.dispatch(Msg::Net(msg)));
        match start {
            Some((true, room)) => open_room(room.clone(), heard),
            Some((false, room)) => join_room(room.clone(), heard),
            None => {}
        }
    });
    let hosting = match (&state.net, &state.screen) {
        (Some(Net::Host(room)), Screen::Table(t)) => {
            Some((room.clone(), t.session.clone(), t.id.clone()))
        }
        _ => None,
    };
    use_effect_with(hosting, |hosting| {
        if let Some((room, session, save)) = hosting.clone() {
            // Once this table is painted: the move a phone sent shows here first, and the
            // tables for every device (JSON, one for each seat) are made after it.
            crate::app::kit::after_paint(move || {
                keep_room(&save, &room);
                for (seat, hold) in room.seats.iter().enumerate() {
                    if let Hold::Device { peer: Some(n), .. } = hold {
                        send_to(*n, &session.table_for(&room, seat));
                    }
                }
            });
        }
    });
}
