//! Motion and "what just happened", for every game at once. A game marks each card and piece it
//! draws with a stable name (`data-key`), where it lies in the game's words (`data-at`) and the
//! face it shows (`data-face`): the kit's [`Card`](super::card::Card) and
//! [`Piece`](super::piece::Piece) do it from their props. After each action the table is
//! compared with the one before it:
//! - whatever moved, turned over or arrived carries `data-last` (and a highlight) until the next
//!   action;
//! - it animates from where it was to where it is now (FLIP: the old box is remembered, the new
//!   one measured, and the difference played back with the Web Animations API), turns over if
//!   its face changed, or grows in if it is new (from `data-from`, a key it came from, if given);
//! - when the tablet changed hands in between, the table is seen from another seat, so nothing
//!   flies across the screen: what changed pulses where it now lies, and a new player's own hand
//!   is not news.
//!
//! A tap anywhere finishes every animation at once; with `prefers-reduced-motion: reduce`
//! nothing moves at all (the marks stay).

use std::collections::HashMap;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, wasm_bindgen};
use web_sys::{Document, Element};
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// An element, seen only for `animate` (web-sys has it only behind its unstable APIs).
    type Animatable;
    /// `Element.animate(keyframes, duration)`.
    #[wasm_bindgen(method)]
    fn animate(this: &Animatable, keyframes: &wasm_bindgen::JsValue, ms: f64);
}

/// How long a move takes, in milliseconds.
pub const MOVE_MS: f64 = 320.0;

/// What the table looked like after the last action, by key.
#[derive(Default)]
struct Scene {
    /// Each piece's box on screen: left, top, width, height.
    boxes: HashMap<String, (f64, f64, f64, f64)>,
    /// Each piece's place and face, in the game's words.
    places: HashMap<String, String>,
    /// The actions played when it was drawn, and for whom.
    moves: usize,
    viewer: Option<usize>,
    /// What the last action changed.
    marked: Vec<String>,
}

/// Animates the table after each action and marks what changed. `moves` counts the actions so
/// far; `viewer` is the seat whose view is on screen.
#[hook]
pub fn use_motion(moves: usize, viewer: Option<usize>) {
    let scene = use_mut_ref(Scene::default);
    use_effect_with((), |_| listen_for_taps());
    use_effect(move || {
        settle(&mut scene.borrow_mut(), moves, viewer);
    });
}

fn document() -> Option<Document> {
    web_sys::window()?.document()
}

/// Whether the player asked for no motion.
pub fn reduced() -> bool {
    web_sys::window()
        .and_then(|w| {
            w.match_media("(prefers-reduced-motion: reduce)")
                .ok()
                .flatten()
        })
        .is_some_and(|m| m.matches())
}

/// Ends every running animation at its last frame (a tap never waits for one).
pub fn finish_all() {
    let Some(doc) = document() else {
        return;
    };
    for a in doc.get_animations() {
        if let Ok(a) = a.dyn_into::<web_sys::Animation>() {
            // An endless one (a "thinking" sign) cannot be finished: it goes on.
            let _ = a.finish();
        }
    }
}

/// A tap (or a key) finishes the animations in progress, before it does anything else.
fn listen_for_taps() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let finish = Closure::<dyn Fn()>::new(finish_all);
    for event in ["pointerdown", "keydown"] {
        let _ = window.add_event_listener_with_callback_and_bool(
            event,
            finish.as_ref().unchecked_ref(),
            true,
        );
    }
    // The listener lives as long as the page.
    finish.forget();
}

fn settle(scene: &mut Scene, moves: usize, viewer: Option<usize>) {
    let Some(doc) = document() else {
        return;
    };
    let Ok(list) = doc.query_selector_all("main [data-key]") else {
        return;
    };
    if list.length() == 0 {
        // A hand-off or a screen with no table: the last table is kept to compare with.
        return;
    }
    finish_all();
    let acted = moves != scene.moves && !scene.places.is_empty();
    let same_view = viewer == scene.viewer;
    let still = reduced();
    let mut boxes = HashMap::new();
    let mut places = HashMap::new();
    let mut marked = Vec::new();
    let mut plays = Vec::new();
    for i in 0..list.length() {
        let Some(el) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        let Some(key) = el.get_attribute("data-key") else {
            continue;
        };
        let r = el.get_bounding_client_rect();
        let now = (r.left(), r.top(), r.width(), r.height());
        let at = el.get_attribute("data-at");
        let face = el.get_attribute("data-face").unwrap_or_default();
        let place = format!("{}|{face}", at.clone().unwrap_or_default());
        let change = if acted {
            match (scene.places.get(&key), scene.boxes.get(&key)) {
                (Some(old_place), Some(&was)) => {
                    let moved = if at.is_some() {
                        old_place.split('|').next() != Some(at.as_deref().unwrap_or_default())
                    } else {
                        same_view && far(was, now)
                    };
                    let turned = !old_place.ends_with(&format!("|{face}"));
                    match (moved, turned) {
                        (true, _) if same_view && far(was, now) => Some(Change::Moved(was)),
                        (true, _) | (_, true) if !same_view => Some(Change::Pulse),
                        (_, true) => Some(Change::Turned),
                        (true, false) => Some(Change::Pulse),
                        (false, false) => None,
                    }
                }
                _ => {
                    let private = el.closest("[data-private]").ok().flatten().is_some();
                    if same_view || !private {
                        let from = el
                            .get_attribute("data-from")
                            .and_then(|f| scene.boxes.get(&f).copied());
                        Some(from.map_or(Change::Arrived, Change::Moved))
                    } else {
                        None
                    }
                }
            }
        } else {
            scene.marked.contains(&key).then_some(Change::Kept)
        };
        if let Some(change) = change {
            marked.push(key.clone());
            plays.push((el.clone(), change, now));
        }
        boxes.insert(key.clone(), now);
        places.insert(key, place);
    }
    // The marks: on what changed, off everything else.
    if let Ok(old) = doc.query_selector_all("[data-last]") {
        for i in 0..old.length() {
            if let Some(el) = old.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                let _ = el.remove_attribute("data-last");
            }
        }
    }
    for (el, change, now) in plays {
        let _ = el.set_attribute("data-last", "");
        if !still {
            play(&el, change, now);
        }
    }
    *scene = Scene {
        boxes,
        places,
        moves,
        viewer,
        marked,
    };
}

/// What happened to one piece.
#[derive(Clone, Copy)]
enum Change {
    /// It was at this box on screen.
    Moved((f64, f64, f64, f64)),
    /// Same place, another face.
    Turned,
    /// New on the table.
    Arrived,
    /// Changed, seen from another seat than before.
    Pulse,
    /// Changed by the last action, which was already shown.
    Kept,
}

/// Whether two boxes are apart enough to show a move.
fn far(a: (f64, f64, f64, f64), b: (f64, f64, f64, f64)) -> bool {
    (a.0 - b.0).abs() > 2.0 || (a.1 - b.1).abs() > 2.0
}

fn play(el: &Element, change: Change, now: (f64, f64, f64, f64)) {
    // Within an SVG drawing, a CSS pixel is a unit of the drawing: scale the move to it.
    let unit = el
        .dyn_ref::<web_sys::SvgGraphicsElement>()
        .filter(|g| g.owner_svg_element().is_some())
        .and_then(|g| g.get_screen_ctm())
        .map_or(1.0, |m| f64::from(m.a().abs().max(0.01)));
    let frames = match change {
        Change::Moved(was) => {
            let dx = ((was.0 - now.0) / unit) as i32;
            let dy = ((was.1 - now.1) / unit) as i32;
            let sx = if now.2 > 0.0 { (was.2 / now.2 * 100.0) as i32 } else { 100 };
            let sy = if now.3 > 0.0 { (was.3 / now.3 * 100.0) as i32 } else { 100 };
            format!(
                r#"[{{"transformOrigin":"0 0","transform":"translate({dx}px,{dy}px) scale({}.{:02},{}.{:02})","easing":"cubic-bezier(.2,.8,.3,1)"}},{{"transformOrigin":"0 0","transform":"none"}}]"#,
                sx / 100,
                sx % 100,
                sy / 100,
                sy % 100
            )
        }
        Change::Turned => {
            r#"[{"transform":"scaleX(0)","easing":"ease-out"},{"transform":"none"}]"#.to_string()
        }
        Change::Arrived => {
            r#"[{"transform":"scale(.3)","opacity":0,"easing":"cubic-bezier(.2,.8,.3,1)"},{"transform":"none","opacity":1}]"#
                .to_string()
        }
        Change::Pulse => {
            r#"[{"transform":"none"},{"transform":"scale(1.12)"},{"transform":"none"}]"#.to_string()
        }
        Change::Kept => return,
    };
    if let Ok(frames) = js_sys::JSON::parse(&frames) {
        el.unchecked_ref::<Animatable>().animate(&frames, MOVE_MS);
    }
}
