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

use super::model::{AnyAction, AppState, Msg, Screen};
use super::store::storage;
use crate::engine::{Player, Seat};
use crate::net::link::{id, is_id, read_join};
use crate::net::{Hold, Peer, Place, Room, Sitter, Table};
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue, wasm_bindgen};
use yew::prelude::*;

#[cfg(feature = "battlegoats")]
use crate::games::battlegoats as bg;
#[cfg(feature = "floats-mcgoats")]
use crate::games::floats_mcgoats as fm;
#[cfg(feature = "goat-lords")]
use crate::games::goat_lords as gl;
#[cfg(feature = "grab-your-goat")]
use crate::games::grab_your_goat as gy;
#[cfg(feature = "gruff-goats")]
use crate::games::gruff_goats as gg;

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
}

/// The table a phone was sent, whichever game it is.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyTable {
    #[cfg(feature = "grab-your-goat")]
    GrabYourGoat(Table<gy::view::TableView, gy::Action>),
    #[cfg(feature = "battlegoats")]
    BattleGoats(Table<bg::view::TableView, bg::Action>),
    #[cfg(feature = "floats-mcgoats")]
    FloatsMcGoats(Table<fm::FloatsMcGoats, fm::Action>),
    #[cfg(feature = "goat-lords")]
    GoatLords(Table<gl::TableView, gl::Action>),
    #[cfg(feature = "gruff-goats")]
    GruffGoats(Table<gg::TableView, gg::Action>),
}

/// Runs `$body` with `$t` bound to the inner table, whichever game it is.
macro_rules! with_table {
    ($any:expr, $t:ident => $body:expr) => {
        match $any {
            #[cfg(feature = "grab-your-goat")]
            AnyTable::GrabYourGoat($t) => $body,
            #[cfg(feature = "battlegoats")]
            AnyTable::BattleGoats($t) => $body,
            #[cfg(feature = "floats-mcgoats")]
            AnyTable::FloatsMcGoats($t) => $body,
            #[cfg(feature = "goat-lords")]
            AnyTable::GoatLords($t) => $body,
            #[cfg(feature = "gruff-goats")]
            AnyTable::GruffGoats($t) => $body,
        }
    };
}

impl AnyTable {
    /// What the host sent: this page's game's table, or the host's refusal in words.
    pub fn read(text: &str) -> Result<AnyTable, String> {
        use crate::net::{ToDevice, read};
        macro_rules! as_table {
            ($variant:ident, $view:ty, $action:ty) => {
                match read::<$view, $action>(text) {
                    Ok(ToDevice::Table(t)) => return Ok(AnyTable::$variant(*t)),
                    Ok(ToDevice::Refused { why }) => return Err(why.to_string()),
                    Err(why) => why,
                }
            };
        }
        #[cfg(feature = "grab-your-goat")]
        let _why = as_table!(GrabYourGoat, gy::view::TableView, gy::Action);
        #[cfg(feature = "battlegoats")]
        let _why = as_table!(BattleGoats, bg::view::TableView, bg::Action);
        #[cfg(feature = "floats-mcgoats")]
        let _why = as_table!(FloatsMcGoats, fm::FloatsMcGoats, fm::Action);
        #[cfg(feature = "goat-lords")]
        let _why = as_table!(GoatLords, gl::TableView, gl::Action);
        #[cfg(feature = "gruff-goats")]
        let _why = as_table!(GruffGoats, gg::TableView, gg::Action);
        #[allow(unreachable_code)]
        Err(_why.to_string())
    }

    pub fn moves(&self) -> usize {
        with_table!(self, t => t.moves)
    }

    pub fn seat(&self) -> Seat {
        with_table!(self, t => t.seat)
    }

    pub fn players(&self) -> &[Sitter] {
        with_table!(self, t => &t.players)
    }

    pub fn log(&self) -> &[String] {
        with_table!(self, t => &t.log)
    }

    pub fn to_act(&self) -> &[Seat] {
        with_table!(self, t => &t.to_act)
    }

    pub fn over(&self) -> bool {
        with_table!(self, t => t.outcome.is_some())
    }

    /// The message that plays `action` for this table's seat, if it is this game's.
    pub fn act(&self, action: &AnyAction) -> Option<String> {
        #[allow(unreachable_patterns)]
        match (self, action) {
            #[cfg(feature = "grab-your-goat")]
            (AnyTable::GrabYourGoat(t), AnyAction::GrabYourGoat(a)) => {
                Some(crate::net::act(t.seat, t.moves, a))
            }
            #[cfg(feature = "battlegoats")]
            (AnyTable::BattleGoats(t), AnyAction::BattleGoats(a)) => {
                Some(crate::net::act(t.seat, t.moves, a))
            }
            #[cfg(feature = "floats-mcgoats")]
            (AnyTable::FloatsMcGoats(t), AnyAction::FloatsMcGoats(a)) => {
                Some(crate::net::act(t.seat, t.moves, a))
            }
            #[cfg(feature = "goat-lords")]
            (AnyTable::GoatLords(t), AnyAction::GoatLords(a)) => {
                Some(crate::net::act(t.seat, t.moves, a))
            }
            #[cfg(feature = "gruff-goats")]
            (AnyTable::GruffGoats(t), AnyAction::GruffGoats(a)) => {
                Some(crate::net::act(t.seat, t.moves, a))
            }
            _ => None,
        }
    }
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
        AttrValue::from(format!("{} to play: watch the board.", names.join(" and ")))
    });
    match table {
        #[cfg(feature = "grab-your-goat")]
        AnyTable::GrabYourGoat(t) => html! {
            <super::grab_your_goat::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::GrabYourGoat)} {watching} />
        },
        #[cfg(feature = "battlegoats")]
        AnyTable::BattleGoats(t) => html! {
            <super::battlegoats::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::BattleGoats)} {watching} />
        },
        #[cfg(feature = "floats-mcgoats")]
        AnyTable::FloatsMcGoats(t) => html! {
            <super::floats_mcgoats::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::FloatsMcGoats)} {watching} last={t.recent.last().map(|(_, a)| a.clone())} />
        },
        #[cfg(feature = "goat-lords")]
        AnyTable::GoatLords(t) => html! {
            <super::goat_lords::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::GoatLords)} {watching} />
        },
        #[cfg(feature = "gruff-goats")]
        AnyTable::GruffGoats(t) => html! {
            <super::gruff_goats::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::GruffGoats)} {watching} recent={t.recent.clone()} />
        },
    }
}

// The transport (`net.js`), fetched when first needed.

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = goatherdNet, js_name = relay)]
    fn js_relay() -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_namespace = goatherdNet, js_name = host)]
    fn js_host(room: &str, options: &JsValue, on: &JsValue) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_namespace = goatherdNet, js_name = join)]
    fn js_join(room: &str, options: &JsValue, on: &JsValue) -> Result<JsValue, JsValue>;
}

thread_local! {
    /// The room's or the seat's connection (what `host` or `join` returned).
    static LINK: RefCell<Option<JsValue>> = const { RefCell::new(None) };
}

/// Where the transport is, from this page (`<slug>/net/`).
const NET_JS: &str = "../../net.js";

/// Fetches `net.js` (once), then runs `then`.
fn with_transport(then: impl FnOnce() + 'static) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let (Ok(script), Some(head)) = (document.create_element("script"), document.head()) else {
        return;
    };
    let _ = script.set_attribute("src", NET_JS);
    let loaded = Closure::once_into_js(then);
    let _ = script.add_event_listener_with_callback("load", loaded.unchecked_ref());
    let _ = head.append_child(&script);
}

/// Sets `on[name] = f`.
fn on(object: &js_sys::Object, name: &str, f: JsValue) {
    let _ = js_sys::Reflect::set(object, &name.into(), &f);
}

/// Calls `LINK[method](args...)`.
fn call(method: &str, args: &[JsValue]) {
    LINK.with_borrow(|link| {
        let Some(link) = link else { return };
        let Ok(f) = js_sys::Reflect::get(link, &method.into()) else {
            return;
        };
        let Ok(f) = f.dyn_into::<js_sys::Function>() else {
            return;
        };
        let list: js_sys::Array = args.iter().collect();
        let _ = f.apply(link, &list);
    });
}

/// Opens `room` as its host; what the devices say comes back as messages.
pub fn open_room(room: String, dispatch: UseReducerDispatcher<AppState>) {
    with_transport(move || {
        let handlers = js_sys::Object::new();
        let d = dispatch.clone();
        on(
            &handlers,
            "joined",
            Closure::<dyn Fn(u32)>::new(move |n| d.dispatch(Msg::Net(NetMsg::Joined(n))))
                .into_js_value(),
        );
        let d = dispatch.clone();
        on(
            &handlers,
            "left",
            Closure::<dyn Fn(u32)>::new(move |n| d.dispatch(Msg::Net(NetMsg::Left(n))))
                .into_js_value(),
        );
        let d = dispatch;
        on(
            &handlers,
            "hear",
            Closure::<dyn Fn(u32, String)>::new(move |n, text| {
                d.dispatch(Msg::Net(NetMsg::Heard(n, text)))
            })
            .into_js_value(),
        );
        let options = js_relay().unwrap_or(JsValue::UNDEFINED);
        if let Ok(link) = js_host(&room, &options, &handlers) {
            LINK.set(Some(link));
        }
    });
}

/// Joins `room` from this phone; the host's tables come back as messages.
pub fn join_room(room: String, dispatch: UseReducerDispatcher<AppState>) {
    with_transport(move || {
        let handlers = js_sys::Object::new();
        let d = dispatch.clone();
        on(
            &handlers,
            "open",
            Closure::<dyn Fn()>::new(move || d.dispatch(Msg::Net(NetMsg::Up))).into_js_value(),
        );
        let d = dispatch.clone();
        on(
            &handlers,
            "left",
            Closure::<dyn Fn()>::new(move || d.dispatch(Msg::Net(NetMsg::Down))).into_js_value(),
        );
        let d = dispatch;
        on(
            &handlers,
            "hear",
            Closure::<dyn Fn(String)>::new(move |text| d.dispatch(Msg::Net(NetMsg::Got(text))))
                .into_js_value(),
        );
        let options = js_relay().unwrap_or(JsValue::UNDEFINED);
        if let Ok(link) = js_join(&room, &options, &handlers) {
            LINK.set(Some(link));
        }
    });
}

/// The host sends connection `n` a message.
pub fn send_to(n: Peer, text: &str) {
    call("send", &[JsValue::from(n), JsValue::from(text)]);
}

/// The host lets connection `n` go.
pub fn drop_peer(n: Peer) {
    call("drop", &[JsValue::from(n)]);
}

/// A phone sends the host a message.
pub fn send(text: &str) {
    call("send", &[JsValue::from(text)]);
}

// Keeping the room and the seat's token.

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

/// The name of the device seat to act now at the host's table, if one is.
pub fn remote_turn(state: &AppState) -> Option<String> {
    let (Some(Net::Host(room)), Screen::Table(t)) = (&state.net, &state.screen) else {
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

/// What the transport said, or a phone's tap, carried out.
pub fn reduce(state: &mut AppState, msg: NetMsg) {
    match (&mut state.net, &mut state.screen, msg) {
        (Some(Net::Host(room)), Screen::Table(t), NetMsg::Heard(n, text)) => {
            // A refusal goes back to the device; the game is unchanged.
            if let Err(why) = t.session.hear(room, n, &text) {
                send_to(n, &Room::refusal(why));
            }
        }
        (Some(Net::Host(room)), _, NetMsg::Left(n)) => {
            room.left(n);
        }
        (_, Screen::Table(_), NetMsg::Devices(devices)) if devices.contains(&true) => {
            let id = random_id();
            if !id.is_empty() {
                state.net = Some(Net::Host(Room::new(id, &devices)));
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
        _ => {}
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
.device-seat{margin:0;font-weight:600}\
.waiting{align-self:center}";

/// The page's connections: the room opened (host) or joined (seat) once; on the host, each
/// connected device sent its table after every change, and the room kept with the save.
#[hook]
pub fn use_net(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let start = match &state.net {
        Some(Net::Host(room)) => Some((true, room.id.clone())),
        Some(Net::Seat(d)) => Some((false, d.room.clone())),
        None => None,
    };
    use_effect_with((), |_| super::add_style(NET_CSS));
    use_effect_with(start, move |start| match start {
        Some((true, room)) => open_room(room.clone(), dispatch),
        Some((false, room)) => join_room(room.clone(), dispatch),
        None => {}
    });
    let hosting = match (&state.net, &state.screen) {
        (Some(Net::Host(room)), Screen::Table(t)) => {
            Some((room.clone(), t.session.clone(), t.id.clone()))
        }
        _ => None,
    };
    use_effect_with(hosting, |hosting| {
        if let Some((room, session, save)) = hosting {
            keep_room(save, room);
            for (seat, hold) in room.seats.iter().enumerate() {
                if let Hold::Device { peer: Some(n), .. } = hold {
                    send_to(*n, &session.table_for(room, seat));
                }
            }
        }
    });
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
    let log = html! {
        <section class="log" aria-label="Game log">
            <h3>{"Log"}</h3>
            <ul>{ for table.log().iter().rev().map(|l| html! { <li>{ l.clone() }</li> }) }</ul>
        </section>
    };
    let screen = if table.over() { "over" } else { "play" };
    html! {
        <main data-screen={screen} data-device="seat" data-seat={seat} data-game={table_slug(table)}
            data-moves={table.moves().to_string()} class="play">
            { super::kit::layout::play(status, board(table, dispatch), log) }
        </main>
    }
}

fn table_slug(table: &AnyTable) -> String {
    with_table!(table, t => t.game.clone())
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
                many => format!("Waiting for the phones of {}.", many.join(", ")),
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
