//! Play across devices, in the page (feature `net`, the game's page at `<slug>/net/`): the host's
//! room (the tablet, or whoever started the game) and a phone's seat. The protocol and the room
//! are [`crate::net`]; the transport is `net.js` (WebRTC over PeerJS), fetched when this page
//! starts a room or joins one.
//!
//! - **Host.** The game runs here, saved as every game is, with its [`Room`] beside it
//!   (localStorage `goatherd.room.<save id>`, with the seats' tokens). Each connected device is
//!   sent its seat's table after every change; what a device sends goes through
//!   [`Room::hear`], which checks it with the game's own rules.
//! - **Seat.** A phone opened with a join link (`#join=<room>-<seat>`) claims its seat with a
//!   token it keeps (localStorage `goatherd.seat.<room>-<seat>`), draws the table it is sent and
//!   sends what its player taps.
//!
//! Here, beside the reducer: what the page is across devices ([`Net`]), what changes it
//! ([`reduce`]), and what is kept on the device. The table a phone is sent is [`seat`], the
//! connection [`transport`]; the screens and the page's effects are screens::devices.

mod seat;
mod transport;

pub use seat::AnyTable;
use transport::{drop_peer, send};
pub use transport::{join_room, open_room, send_to};

use super::any::AnyAction;
use super::at_table::Table;
use super::store::storage;
use crate::engine::Seat;
use crate::net::link::{id, is_id, read_join};
use crate::net::{Peer, Room};

/// What this page is across devices.
#[derive(Clone, Debug, PartialEq)]
pub enum Net {
    /// The game runs here; these devices play seats of it.
    Host(Room),
    /// This device plays one seat of a game hosted elsewhere.
    Seat(Box<Device>),
}

/// A phone's seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Device {
    pub room: String,
    pub seat: Seat,
    pub token: String,
    /// The table the host sent last.
    pub table: Option<AnyTable>,
    /// The host's last refusal, in words.
    pub error: Option<String>,
    /// Connected to the host now.
    pub up: bool,
}

/// What the transport says, and a phone's taps.
#[derive(Clone, Debug, PartialEq)]
pub enum NetMsg {
    /// The host: a device's connection came, went, or said something.
    Joined(Peer),
    Left(Peer),
    Heard(Peer, String),
    /// The host brings a device seat back to its own screen.
    ToHost(Seat),
    /// The game just opened from the setup has these seats (`true`) on devices of their own.
    Devices(Vec<bool>),
    /// A phone: connected to the host, lost it, heard from it, or its player tapped.
    Up,
    Down,
    Got(String),
    Act(AnyAction),
    /// A phone's player takes back their last move.
    Undo,
}

fn room_key(save: &str) -> String {
    format!("goatherd.room.{save}")
}

/// The room kept with save `save`, if any.
pub fn load_room(save: &str) -> Option<Room> {
    let text = storage()?.get_item(&room_key(save)).ok()??;
    serde_json::from_str(&text).ok()
}

/// Keeps the room with its save (a full or blocked storage loses it: the devices then join
/// again from their links).
pub fn keep_room(save: &str, room: &Room) {
    if let Some(s) = storage() {
        let _ = s.set_item(&room_key(save), &crate::net::encode(room));
    }
}

/// 16 random bytes as hex (a room id or a token).
pub fn random_id() -> String {
    let mut bytes = [0u8; 16];
    // Without randomness the ids would be guessable: none is made.
    if getrandom::fill(&mut bytes).is_err() {
        return String::new();
    }
    id(bytes)
}

/// This phone's token for a room's seat: kept, or made now.
fn token(room: &str, seat: Seat) -> String {
    let key = format!("goatherd.seat.{room}-{seat}");
    let s = storage();
    if let Some(kept) = s
        .as_ref()
        .and_then(|s| s.get_item(&key).ok().flatten())
        .filter(|t| is_id(t))
    {
        return kept;
    }
    let made = random_id();
    if let Some(s) = s {
        let _ = s.set_item(&key, &made);
    }
    made
}

/// The seat a join link in this page's address asks for, or why it can't be had.
pub fn asked_seat() -> Option<Result<Device, String>> {
    let hash = web_sys::window()?.location().hash().ok()?;
    if !hash.contains("join=") {
        return None;
    }
    Some(
        read_join(&hash)
            .map(|(room, seat)| Device {
                token: token(&room, seat),
                room,
                seat,
                table: None,
                error: None,
                up: false,
            })
            .map_err(|e| e.to_string()),
    )
}

/// This page's address without its fragment: the join links start from it (with its query:
/// the relay setting travels with them).
pub fn page_address() -> String {
    web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|href| href.split('#').next().unwrap_or_default().to_string())
        .unwrap_or_default()
}

/// The name of the device seat to act now at the host's table, if one is.
pub fn remote_turn(net: Option<&Net>, table: Option<&Table>) -> Option<String> {
    let (Some(Net::Host(room)), Some(t)) = (net, table) else {
        return None;
    };
    let acting = t.session.acting()?;
    (!room.on_host(acting)).then(|| {
        t.session
            .players()
            .get(acting)
            .map_or_else(String::new, |p| p.name.clone())
    })
}

/// What the transport said, or a phone's tap, carried out on this page's side (`net`) and the
/// game at the table, if one is.
pub fn reduce(net: &mut Option<Net>, table: Option<&mut Table>, msg: NetMsg) {
    match (&mut *net, table, msg) {
        (Some(Net::Host(room)), Some(t), NetMsg::Heard(n, text)) => {
            // A refusal goes back to the device; the game is unchanged.
            if let Err(why) = t.session.hear(room, n, &text) {
                send_to(n, &Room::refusal(why));
            }
        }
        (Some(Net::Host(room)), _, NetMsg::Left(n)) => {
            room.left(n);
        }
        (_, Some(_), NetMsg::Devices(devices)) if devices.contains(&true) => {
            let id = random_id();
            if !id.is_empty() {
                *net = Some(Net::Host(Room::new(id, &devices)));
            }
        }
        (Some(Net::Host(room)), _, NetMsg::ToHost(seat)) => {
            if let Some(n) = room.to_host(seat) {
                drop_peer(n);
            }
        }
        (Some(Net::Seat(d)), _, NetMsg::Up) => {
            d.up = true;
            send(&crate::net::claim(d.seat, &d.token));
        }
        (Some(Net::Seat(d)), _, NetMsg::Down) => d.up = false,
        (Some(Net::Seat(d)), _, NetMsg::Got(text)) => match AnyTable::read(&text) {
            Ok(table) => {
                d.table = Some(table);
                d.error = None;
            }
            Err(why) => d.error = Some(why),
        },
        (Some(Net::Seat(d)), _, NetMsg::Act(action)) => {
            let message = d.table.as_ref().and_then(|t| t.act(&action));
            match message {
                Some(text) if d.up => send(&text),
                Some(_) => {
                    d.error =
                        Some("Not connected to the table: wait a moment, then tap again.".into())
                }
                None => {}
            }
        }
        (Some(Net::Seat(d)), _, NetMsg::Undo) => match &d.table {
            Some(t) if d.up => send(&crate::net::undo(t.seat(), t.moves())),
            _ => {
                d.error = Some("Not connected to the table: wait a moment, then tap again.".into())
            }
        },
        _ => {}
    }
}

/// A phone's Undo in the app bar (its seat's last move, while nobody else has seen it), if the
/// phone has a game going: why it can't be used now (`None`: it can).
pub fn phone_undo(net: Option<&Net>) -> Option<Option<String>> {
    let Some(Net::Seat(device)) = net else {
        return None;
    };
    let table = device.table.as_ref().filter(|t| !t.over())?;
    Some(table.undo_refusal().map(str::to_string))
}
