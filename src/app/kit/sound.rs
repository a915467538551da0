//! Sound and touch at the table: the sounds of [`crate::sounds`] played with the Web Audio API,
//! and a short buzz (`navigator.vibrate`) where the device has one.
//! - The audio context is made (or woken) only in a tap, and only with sound on: a page whose
//!   player turned sound off never makes one.
//! - At most one sound a tenth of a second: a burst of moves (computers at Instant pace) plays
//!   the first and skips the rest until the tenth has passed.
//! - A move that did something buzzes once when a person made it, a refused tap twice.
//! - Both are switched in the Menu and on the setup screen ([`toggles`]), kept on the device
//!   (localStorage `goatherd.sound` and `goatherd.vibrate`, `on` or `off`). Sound is on until
//!   turned off; vibration too, but off with `prefers-reduced-motion: reduce` until turned on.
//!
//! What a sound follows is the app's state as it draws it ([`follow`]): a table's actions (the
//! sound of the last, from [`crate::sounds`]), a refused tap (the app counts them), the tablet
//! passed on, a lesson's next step. The tap listener ([`listen_for_taps`]) wakes the audio and
//! flips the switches, which are plain markup ([`toggles`]).
//!
//! Every Web Audio call can fail (no audio device, a closed context): a failure is ignored and
//! the table plays on, silent.

use super::super::model::{AnySession, AppState, Screen};
use super::super::store::storage;
use crate::sounds::{Sound, Wave, voices};
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue, wasm_bindgen};
use web_sys::{AudioBuffer, AudioContext, AudioScheduledSourceNode};
use yew::prelude::*;

/// Where the switches are kept.
const SOUND_KEY: &str = "goatherd.sound";
const BUZZ_KEY: &str = "goatherd.vibrate";

/// The least time between two sounds, in milliseconds.
const GAP_MS: f64 = 100.0;

thread_local! {
    /// The page's audio context once a tap made it, and its second of white noise.
    static AUDIO: RefCell<Option<(AudioContext, Option<AudioBuffer>)>> = const { RefCell::new(None) };
    /// What the sounds follow, as the app's last state showed it.
    static WAS: RefCell<Option<Seen>> = const { RefCell::new(None) };
    /// When the last sound started (`Date.now()`).
    static LAST: Cell<f64> = const { Cell::new(f64::MIN) };
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
    /// `navigator.vibrate(pattern)`: where there is none, an error, caught (nothing is logged).
    #[wasm_bindgen(catch, js_namespace = navigator, js_name = vibrate)]
    fn vibrate(pattern: &JsValue) -> Result<JsValue, JsValue>;
}

/// Whether this browser can vibrate.
fn vibrator() -> bool {
    VIBRATE.with(JsValue::is_function)
}

/// A buzz: one pulse, or two.
fn buzz(twice: bool) {
    if vibrator() {
        let pattern = if twice {
            js_sys::Array::of3(&30.into(), &60.into(), &30.into()).into()
        } else {
            JsValue::from(20)
        };
        let _ = vibrate(&pattern);
    }
}

/// In a tap: makes the audio context (or wakes it), if sound is on.
fn wake() {
    if !sound_on() {
        return;
    }
    AUDIO.with_borrow_mut(|audio| match audio {
        // (Resuming a running context does nothing.)
        Some((ctx, _)) => {
            let _ = ctx.resume();
        }
        None => {
            if let Ok(ctx) = AudioContext::new() {
                let noise = noise(&ctx).ok();
                *audio = Some((ctx, noise));
            }
        }
    });
}

/// A second of white noise, for the swishes, clicks and rattles (a voice plays it faster or
/// slower for a brighter or darker sound).
fn noise(ctx: &AudioContext) -> Result<AudioBuffer, JsValue> {
    let rate = ctx.sample_rate();
    let mut samples = vec![0f32; rate as usize];
    let mut x = 0x9E37_79B9u32;
    for s in &mut samples {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        *s = x as i32 as f32 / 2_147_483_648.0;
    }
    let buffer = ctx.create_buffer(1, samples.len() as u32, rate)?;
    buffer.copy_to_channel(&samples, 0)?;
    Ok(buffer)
}

/// Plays `sound` (and buzzes: `buzz` once, or twice for a refusal), unless one started less
/// than a tenth of a second ago.
pub fn play(sound: Sound, pulse: bool) {
    let now = js_sys::Date::now();
    if now - LAST.get() < GAP_MS {
        return;
    }
    LAST.set(now);
    if (pulse || sound == Sound::Refused) && buzz_on() {
        buzz(sound == Sound::Refused);
    }
    if sound_on() {
        AUDIO.with_borrow(|audio| {
            if let Some((ctx, noise)) = audio {
                sound_out(ctx, noise.as_ref(), sound);
            }
        });
    }
}

/// Sets `param` to `from` at `t`, gliding to `to` at `end` (seconds on the context's clock).
fn glide(param: &web_sys::AudioParam, from: f32, to: f32, t: f64, end: f64) {
    let _ = param.set_value_at_time(from, t);
    let _ = param.exponential_ramp_to_value_at_time(to, end);
}

/// Schedules the voices of `sound` (see [`voices`]). A failure leaves the rest out: the table
/// plays on, a little quieter.
fn sound_out(ctx: &AudioContext, noise: Option<&AudioBuffer>, sound: Sound) {
    let start = ctx.current_time() + 0.01;
    for v in voices(sound) {
        let t = start + f64::from(v.at) / 200.0;
        let end = t + f64::from(v.steps) / 200.0;
        let Ok(gain) = ctx.create_gain() else {
            return;
        };
        let level = gain.gain();
        glide(&level, 0.0001, f32::from(v.gain) / 250.0, t, t + 0.006);
        let _ = level.exponential_ramp_to_value_at_time(0.0001, end);
        let _ = gain.connect_with_audio_node(&ctx.destination());
        let (from, to) = (f32::from(v.from), f32::from(v.to));
        let source: AudioScheduledSourceNode = match (v.wave, noise) {
            (Wave::Noise, Some(buffer)) => {
                // The noise is played faster for a brighter sound, slower for a darker one (a
                // filter would cost the page more code).
                let Ok(s) = ctx.create_buffer_source() else {
                    return;
                };
                s.set_buffer(Some(buffer));
                glide(&s.playback_rate(), from / 2000.0, to / 2000.0, t, end);
                let _ = s.connect_with_audio_node(&gain);
                s.into()
            }
            (Wave::Noise, None) => continue,
            (wave, _) => {
                let Ok(o) = ctx.create_oscillator() else {
                    return;
                };
                o.set_type(match wave {
                    Wave::Triangle => web_sys::OscillatorType::Triangle,
                    Wave::Sawtooth => web_sys::OscillatorType::Sawtooth,
                    _ => web_sys::OscillatorType::Sine,
                });
                glide(&o.frequency(), from, to, t, end);
                let _ = o.connect_with_audio_node(&gain);
                o.into()
            }
        };
        let _ = source.start_with_when(t);
        let _ = source.stop_with_when(end + 0.02);
    }
}

/// What the sounds follow on the screen: the place (the table, the lesson, a replay), how many
/// actions were played there and how long the log was, refusals so far, who holds the tablet,
/// the lesson's step.
#[derive(Clone, PartialEq)]
struct Seen {
    /// The table, the lesson or a replay.
    place: u8,
    moves: usize,
    log: usize,
    refusals: u32,
    viewer: Option<usize>,
    step: usize,
}

/// The game on screen and what the sounds follow of it.
fn seen(state: &AppState) -> Option<(&AnySession, Seen)> {
    let (place, session, viewer, step, moves) = match &state.screen {
        Screen::Table(t) => (0, &t.session, t.viewer, 0, t.session.moves()),
        #[cfg(feature = "more")]
        Screen::Guide(g) => (1, &g.at, None, g.step, g.at.moves()),
        #[cfg(feature = "more")]
        Screen::Replay(r) => (2, &r.at, None, 0, r.moves),
        _ => return None,
    };
    let seen = Seen {
        place,
        moves,
        log: session.log_len(),
        refusals: state.refusals,
        viewer,
        step,
    };
    Some((session, seen))
}

/// The sound (and whether to buzz) for what changed from `was` to `now` on the same screen.
fn cue(was: &Seen, now: &Seen, session: &AnySession) -> Option<(Sound, bool)> {
    if now.refusals > was.refusals {
        return Some((Sound::Refused, true));
    }
    if was.place != now.place {
        return None;
    }
    if now.moves > was.moves && now.moves <= was.moves + 8 {
        let person = session
            .last_actor()
            .is_some_and(|seat| session.computer(seat).is_none());
        return session.sound(was.log).map(|s| (s, person));
    }
    if now.step > was.step {
        return Some((Sound::Lesson, false));
    }
    if now.moves == was.moves && was.viewer.is_some() && now.viewer.is_none() {
        return Some((Sound::HandOff, false));
    }
    None
}

/// Plays the sound of what changed since the app's last state (called as the page's one app
/// draws each state; the state before is kept here).
pub fn follow(state: &AppState) {
    let now = seen(state);
    let sound = WAS.with_borrow(|was| match (was, &now) {
        (Some(was), Some((session, now))) => cue(was, now, session),
        _ => None,
    });
    WAS.set(now.map(|(_, seen)| seen));
    if let Some((sound, pulse)) = sound {
        play(sound, pulse);
    }
}

/// Every tap (or key) wakes the audio first, so a sound it brings about can play; a click on a
/// switch flips it (installed once, with the page's other listeners).
pub fn listen_for_taps() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let heard = Closure::<dyn Fn(web_sys::Event)>::new(|e: web_sys::Event| {
        if e.type_() == "click"
            && let Some(switch) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("[data-switch]").ok().flatten())
        {
            flip(&switch);
        }
        wake();
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

/// Flips a switch drawn by [`toggles`]: keeps its new setting, and shows it at once.
fn flip(switch: &web_sys::Element) {
    let on = switch.get_attribute("aria-pressed").as_deref() != Some("true");
    let key = match switch.get_attribute("data-switch").as_deref() {
        Some("Sound") => SOUND_KEY,
        _ => BUZZ_KEY,
    };
    keep(key, on);
    let _ = switch.set_attribute("aria-pressed", if on { "true" } else { "false" });
}

/// The sound and vibration switches (the Menu's and the setup screen's), as kept on the device.
/// Plain markup: a tap on one is handled by the page's tap listener ([`listen_for_taps`]), which
/// costs the page less code than a Yew component with its state and callbacks.
pub fn toggles() -> Html {
    let switch = |what: &str, on: bool| {
        format!(r#"<button data-switch="{what}" aria-pressed="{on}">{what}</button>"#)
    };
    let mut markup = format!(
        r#"<div class="sound-toggles" role="group" aria-label="Sound and vibration">{}"#,
        switch("Sound", sound_on())
    );
    if vibrator() {
        markup += &switch("Vibration", buzz_on());
    }
    markup += "</div>";
    Html::from_html_unchecked(AttrValue::from(markup))
}
