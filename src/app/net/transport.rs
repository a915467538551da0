//! The connection (`net.js` over PeerJS), fetched when this page first opens a room or joins
//! one; what the other devices say comes back to the app as messages.

use super::NetMsg;
use crate::net::Peer;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue, wasm_bindgen};
use yew::prelude::*;

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

/// Opens `room` as its host; what the devices say comes back as messages (`heard`).
pub fn open_room(room: String, heard: Callback<NetMsg>) {
    with_transport(move || {
        let handlers = js_sys::Object::new();
        let d = heard.clone();
        on(
            &handlers,
            "joined",
            Closure::<dyn Fn(u32)>::new(move |n| d.emit(NetMsg::Joined(n))).into_js_value(),
        );
        let d = heard.clone();
        on(
            &handlers,
            "left",
            Closure::<dyn Fn(u32)>::new(move |n| d.emit(NetMsg::Left(n))).into_js_value(),
        );
        let d = heard;
        on(
            &handlers,
            "hear",
            Closure::<dyn Fn(u32, String)>::new(move |n, text| d.emit(NetMsg::Heard(n, text)))
                .into_js_value(),
        );
        let options = js_relay().unwrap_or(JsValue::UNDEFINED);
        if let Ok(link) = js_host(&room, &options, &handlers) {
            LINK.set(Some(link));
        }
    });
}

/// Joins `room` from this phone; the host's tables come back as messages (`heard`).
pub fn join_room(room: String, heard: Callback<NetMsg>) {
    with_transport(move || {
        let handlers = js_sys::Object::new();
        let d = heard.clone();
        on(
            &handlers,
            "open",
            Closure::<dyn Fn()>::new(move || d.emit(NetMsg::Up)).into_js_value(),
        );
        let d = heard.clone();
        on(
            &handlers,
            "left",
            Closure::<dyn Fn()>::new(move || d.emit(NetMsg::Down)).into_js_value(),
        );
        let d = heard;
        on(
            &handlers,
            "hear",
            Closure::<dyn Fn(String)>::new(move |text| d.emit(NetMsg::Got(text))).into_js_value(),
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
