//! Sound and touch at the table: the sounds of [`crate::sounds`], played by the synthesiser in
//! `sound.js` (Web Audio: oscillators and white noise), and a short buzz (`navigator.vibrate`)
//! where the device has one.
//! - The synthesiser is a file of its own (dist/sound.js, written by `src/bin/sound-js.rs`),
//!   fetched on the first tap with sound or vibration on, so the page's first download carries
//!   none of it. Its audio context is made (or woken) only in a tap, and only with sound on: a
//!   page whose player turned sound off never makes one.
//! - At most one sound a tenth of a second: a burst of moves (computers at Instant pace) plays
//!   the first and skips the rest until the tenth has passed; the end of the game waits for its
//!   tenth instead.
//! - The synthesiser makes a sound's voices after the frame that shows its move, so they never
//!   hold that frame up; the sound starts 30 ms after it was asked for, on the audio clock.
//! - A move that did something buzzes once when a person made it, a refused tap twice.
//! - Both are switched in the Menu and on the setup screen ([`Switches`]), kept on the device
//!   (localStorage `goatherd.sound` and `goatherd.vibrate`, `on` or `off`). Sound is on until
//!   turned off; vibration too, but off with `prefers-reduced-motion: reduce` until turned on.
//!
//! What a sound follows is the screen as the app draws it ([`follow`], given a [`Scene`]): a
//! table's actions (the sound of the last, from [`crate::sounds`]), a refused tap (the app counts
//! them), the tablet passed on, a lesson's next step. The tap listener ([`listen_for_taps`]) wakes
//! the audio.
//!
//! Before the synthesiser has come, or where it fails, the table plays on, silent.

use crate::sounds::Sound;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue, wasm_bindgen};
use yew::prelude::*;

/// Where the switches are kept.
const SOUND_KEY: &str = "goatherd.sound";
const BUZZ_KEY: &str = "goatherd.vibrate";

/// The least time between two sounds, in milliseconds.
const GAP_MS: f64 = 100.0;

/// The synthesiser, from this page (a game's page is one folder down from the top, its more
/// and device pages two).
const SYNTH: &str = if cfg!(any(feature = "more", feature = "net")) {
    "../../sound.js"
} else {
    "../sound.js"
};

thread_local! {
    /// Whether the synthesiser was asked for.
    static FETCHED: Cell<bool> = const { Cell::new(false) };
    /// What the sounds follow, as the app's last state showed it.
    static WAS: RefCell<Option<Scene>> = const { RefCell::new(None) };
    /// When the last sound was asked for (`performance.now()`).
    static LAST: Cell<f64> = const { Cell::new(f64::MIN) };
}

/// The device's local storage (`None` where it is blocked).
fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

fn stored(key: &str) -> Option<bool> {
    match storage()?.get_item(key).ok()??.as_str() {
        "on" => Some(true),
        "off" => Some(false),
        _ => None,
    }
}

/// Whether sound is on (on until turned off).
pub fn sound_on() -> bool {
    stored(SOUND_KEY).unwrap_or(true)
}

/// Whether vibration is on (on until turned off, but off by default with reduced motion).
pub fn buzz_on() -> bool {
    stored(BUZZ_KEY).unwrap_or_else(|| !super::motion::reduced())
}

fn keep(key: &str, on: bool) {
    if let Some(s) = storage() {
        // Blocked storage: the switch holds for this visit only.
        let _ = s.set_item(key, if on { "on" } else { "off" });
    }
}

#[wasm_bindgen]
extern "C" {
    /// `navigator.vibrate`: undefined where the browser has none.
    #[wasm_bindgen(thread_local_v2, js_namespace = navigator, js_name = vibrate)]
    static VIBRATE: JsValue;
    /// The synthesiser's calls (`sound.js`): before it has come, an error, caught (nothing is
    /// logged).
    #[wasm_bindgen(catch, js_namespace = goatherdSound, js_name = wake)]
    fn synth_wake() -> Result<(), JsValue>;
    #[wasm_bindgen(catch, js_namespace = goatherdSound, js_name = play)]
    fn synth_play(sound: u8, wait_ms: u32) -> Result<(), JsValue>;
    #[wasm_bindgen(catch, js_namespace = goatherdSound, js_name = buzz)]
    fn synth_buzz(twice: bool) -> Result<(), JsValue>;
    /// `performance.now()`: the page's clock for timings, finer than `Date.now()`.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn clock() -> f64;
}

/// Whether this browser can vibrate.
fn vibrator() -> bool {
    VIBRATE.with(JsValue::is_function)
}

/// In a tap: asks for the synthesiser the first time sound or vibration is wanted, and wakes
/// its audio if sound is on.
fn wake() {
    let sound = sound_on();
    if FETCHED.get() {
        if sound {
            let _ = synth_wake();
        }
        return;
    }
    if !sound && !buzz_on() {
        return;
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let (Ok(script), Some(head)) = (document.create_element("script"), document.head()) else {
        return;
    };
    let _ = script.set_attribute("src", SYNTH);
    if sound {
        // The synthesiser makes its audio context as it comes: this tap allowed it.
        let _ = script.set_attribute("data-wake", "");
    }
    if head.append_child(&script).is_ok() {
        FETCHED.set(true);
    }
}

/// Plays `sound` (and buzzes: `buzz` once, or twice for a refusal), unless one started less
/// than a tenth of a second ago; the end of the game is not skipped but waits for its tenth.
/// The settings are read before the time is taken, and the buzz comes after the sound is asked
/// for, so the tenth is kept between the asks themselves, on the page's own clock.
pub fn play(sound: Sound, pulse: bool) {
    let on = sound_on();
    let buzz = (pulse || sound == Sound::Refused) && buzz_on();
    let now = clock();
    let wait = GAP_MS - (now - LAST.get());
    if wait > 0.0 && sound != Sound::GameEnd {
        return;
    }
    // In whole milliseconds, rounded up: the ask is never before its tenth.
    let wait = wait.max(0.0).ceil();
    LAST.set(now + wait);
    if on && synth_play(sound as u8, wait as u32).is_err() {
        // The synthesiser is still on its way (it was asked for in the tap that made this
        // move): it plays this sound as it comes, if that is soon.
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            // When it was asked for, on the clock the synthesiser reads too.
            let asked = (now + wait) as u64;
            let _ = root.set_attribute("data-sound", &format!("{} {asked}", sound as u8));
        }
    }
    if buzz {
        let _ = synth_buzz(sound == Sound::Refused);
    }
}

/// What the sounds follow on the screen, as the app draws it: the place (the table, the lesson,
/// a replay), how many actions were played there and how long the log was, refusals so far, who
/// holds the tablet, the lesson's step.
#[derive(Clone, PartialEq)]
pub struct Scene {
    /// The table, the lesson or a replay.
    pub place: u8,
    pub moves: usize,
    pub log: usize,
    pub refusals: u32,
    pub viewer: Option<usize>,
    pub step: usize,
}

/// The sound (and whether to buzz) for what changed from `was` to `now` on the same screen;
/// `news` says the sound of the moves since the log had a number of lines, and whether a person
/// made them.
fn cue(
    was: &Scene,
    now: &Scene,
    news: impl FnOnce(usize) -> Option<(Sound, bool)>,
) -> Option<(Sound, bool)> {
    if now.refusals > was.refusals {
        return Some((Sound::Refused, true));
    }
    if was.place != now.place {
        return None;
    }
    if now.moves > was.moves && now.moves <= was.moves + 8 {
        return news(was.log);
    }
    if now.step > was.step {
        return Some((Sound::Lesson, false));
    }
    if now.moves == was.moves && was.viewer.is_some() && now.viewer.is_none() {
        return Some((Sound::HandOff, false));
    }
    None
}

/// Plays the sound of what changed since the last scene the app drew (it calls this as it draws
/// each state; the scene before is kept here). `news(log)`: the sound of the moves played since
/// the log had `log` lines, and whether a person made them.
pub fn follow(now: Option<Scene>, news: impl FnOnce(usize) -> Option<(Sound, bool)>) {
    let sound = WAS.with_borrow(|was| match (was, &now) {
        (Some(was), Some(now)) => cue(was, now, news),
        _ => None,
    });
    WAS.set(now);
    if let Some((sound, pulse)) = sound {
        play(sound, pulse);
    }
}

/// Every tap (or key) wakes the audio first, so a sound it brings about can play, then tells
/// the page (`heard`). Installed once, with the page's other listeners.
pub fn listen_for_taps(heard: fn()) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let heard = Closure::<dyn Fn(web_sys::Event)>::new(move |_: web_sys::Event| {
        wake();
        heard();
    });
    for event in ["pointerdown", "pointerup", "keydown", "click"] {
        let _ = window.add_event_listener_with_callback_and_bool(
            event,
            heard.as_ref().unchecked_ref(),
            true,
        );
    }
    // The listener lives as long as the page.
    heard.forget();
}

/// The sound and vibration switches (the Menu's and the setup screen's), as kept on the device:
/// a tap flips one, keeps its new setting, and wakes the audio if that turned sound on.
#[component]
pub fn Switches() -> Html {
    let sound = use_state(sound_on);
    let buzz = use_state(buzz_on);
    let switch = |what: &'static str, key: &'static str, on: UseStateHandle<bool>| {
        let now = *on;
        let onclick = Callback::from(move |_| {
            keep(key, !now);
            on.set(!now);
            wake();
        });
        html! { <button aria-pressed={now.to_string()} {onclick}>{ what }</button> }
    };
    html! {
        <div class="sound-toggles" role="group" aria-label="Sound and vibration">
            { switch("Sound", SOUND_KEY, sound) }
            if vibrator() { { switch("Vibration", BUZZ_KEY, buzz) } }
        </div>
    }
}
