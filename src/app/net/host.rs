//! The tablet's side: the join links with their QR codes, the panel shown while a phone seat has
//! no phone, and what the table needs to know of the seats on devices.

use super::super::model::{AppState, Msg, Screen};
use super::{Net, NetMsg, page_address};
use crate::engine::Player;
use crate::net::{Place, Room};
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
            let qr = crate::net::qr::svg(&link, &label)
                .map(|svg| Html::from_html_unchecked(AttrValue::from(svg)))
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
