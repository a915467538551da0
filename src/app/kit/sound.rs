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
//! Every Web Audio call can fail (no audio device, a closed context): a failure is ignored and
//! the table plays on, silent.

use super::super::model::{AnySession, AppState, Msg, Screen};
use super::super::store::storage;
use crate::sounds::{Sound, Wave, voices};
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};
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

/// `navigator.vibrate`, if this browser has it.
fn vibrator() -> Option<(web_sys::Navigator, js_sys::Function)> {
    let nav = web_sys::window()?.navigator();
    let f = js_sys::Reflect::get(&nav, &JsValue::from_str("vibrate")).ok()?;
    f.dyn_into::<js_sys::Function>().ok().map(|f| (nav, f))
}

/// A buzz: one pulse, or two.
fn buzz(twice: bool) {
    if let Some((nav, f)) = vibrator() {
        let pattern: &[u32] = if twice { &[30, 60, 30] } else { &[20] };
        let list = js_sys::Array::new();
        for &ms in pattern {
            list.push(&JsValue::from(ms));
        }
        let _ = f.call1(&nav, &list);
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

/// A second of noise, for the swishes, clicks and rattles: white noise a little smoothed (a
/// voice plays it faster or slower for a brighter or darker sound).
fn noise(ctx: &AudioContext) -> Result<AudioBuffer, JsValue> {
    let rate = ctx.sample_rate();
    let mut samples = vec![0f32; rate as usize];
    let (mut x, mut y) = (0x9E37_79B9u32, 0f32);
    for s in &mut samples {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        y += ((x as f32 / u32::MAX as f32) * 2.0 - 1.0 - y) * 0.6;
        *s = y;
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
                let _ = sound_out(ctx, noise.as_ref(), sound);
            }
        });
    }
}

/// Sets `param` to `from` at `t`, gliding to `to` at `end` (seconds on the context's clock).
fn glide(param: &web_sys::AudioParam, from: f32, to: f32, t: f64, end: f64) -> Result<(), JsValue> {
    param.set_value_at_time(from, t)?;
    param.exponential_ramp_to_value_at_time(to, end)?;
    Ok(())
}

/// Schedules the voices of `sound` (see [`voices`]).
fn sound_out(ctx: &AudioContext, noise: Option<&AudioBuffer>, sound: Sound) -> Result<(), JsValue> {
    let start = ctx.current_time() + 0.01;
    for v in voices(sound) {
        let t = start + f64::from(v.at) / 1000.0;
        let end = t + f64::from(v.ms) / 1000.0;
        let gain = ctx.create_gain()?;
        let level = gain.gain();
        glide(&level, 0.0001, f32::from(v.gain) / 250.0, t, t + 0.006)?;
        level.exponential_ramp_to_value_at_time(0.0001, end)?;
        gain.connect_with_audio_node(&ctx.destination())?;
        let (from, to) = (f32::from(v.from), f32::from(v.to));
        let source: AudioScheduledSourceNode = match (v.wave, noise) {
            (Wave::Noise, Some(buffer)) => {
                // The noise is played faster for a brighter sound, slower for a darker one (a
                // filter would cost the page more code).
                let s = ctx.create_buffer_source()?;
                s.set_buffer(Some(buffer));
                glide(&s.playback_rate(), from / 2000.0, to / 2000.0, t, end)?;
                s.connect_with_audio_node(&gain)?;
                s.into()
            }
            (Wave::Noise, None) => continue,
            (wave, _) => {
                let o = ctx.create_oscillator()?;
                o.set_type(match wave {
                    Wave::Triangle => web_sys::OscillatorType::Triangle,
                    Wave::Sawtooth => web_sys::OscillatorType::Sawtooth,
                    _ => web_sys::OscillatorType::Sine,
                });
                glide(&o.frequency(), from, to, t, end)?;
                o.connect_with_audio_node(&gain)?;
                o.into()
            }
        };
        source.start_with_when(t)?;
        source.stop_with_when(end + 0.02)?;
    }
    Ok(())
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

/// Every tap (or key) wakes the audio first, so a sound it brings about can play (installed
/// once, with the page's other listeners).
pub fn listen_for_taps() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let wake = Closure::<dyn Fn()>::new(wake);
    for event in ["pointerdown", "pointerup", "keydown"] {
        let _ = window.add_event_listener_with_callback_and_bool(
            event,
            wake.as_ref().unchecked_ref(),
            true,
        );
    }
    // The listener lives as long as the page.
    wake.forget();
}

/// The sound and vibration switches (the Menu's and the setup screen's): `on` is the two,
/// sound's first, as the app's state holds them.
pub fn toggles(on: (bool, bool), dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let (sound, vibrate) = on;
    let switch = |what: &'static str, on: bool, flipped: (bool, bool)| {
        let d = dispatch.clone();
        let flip = Callback::from(move |_: MouseEvent| {
            keep(SOUND_KEY, flipped.0);
            keep(BUZZ_KEY, flipped.1);
            d.dispatch(Msg::Switches(flipped));
        });
        html! { <button aria-pressed={on.to_string()} data-switch={what} onclick={flip}>{ what }</button> }
    };
    html! {
        <div class="sound-toggles" role="group" aria-label="Sound and vibration">
            { switch("Sound", sound, (!sound, vibrate)) }
            if vibrator().is_some() { { switch("Vibration", vibrate, (sound, !vibrate)) } }
        </div>
    }
}
