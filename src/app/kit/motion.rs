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

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, wasm_bindgen};
use web_sys::{Document, Element};
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// An element, seen only for `animate` (web-sys has it only behind its unstable APIs).
    type Animatable;
    /// `Element.animate(keyframes, timing)`.
    #[wasm_bindgen(method)]
    fn animate(
        this: &Animatable,
        keyframes: &wasm_bindgen::JsValue,
        timing: &wasm_bindgen::JsValue,
    ) -> web_sys::Animation;
}

thread_local! {
    /// The moves this kit started that may still be playing: finished before the table is
    /// measured again. (Asking the page for all its animations makes it work out every style
    /// first: a few milliseconds of every tap on a big table.)
    static PLAYING: std::cell::RefCell<Vec<web_sys::Animation>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Ends the moves this kit started.
fn finish_ours() {
    for a in PLAYING.with_borrow_mut(std::mem::take) {
        let _ = a.finish();
    }
}

/// How long a move takes, in milliseconds.
pub const MOVE_MS: u32 = 320;

/// One card or piece as it was after the last action.
struct Seen {
    key: String,
    /// Where it lay and what face it showed, in the game's words.
    at: Option<String>,
    face: Option<String>,
    /// Its box on screen: left, top, width, height.
    rect: [f64; 4],
    /// Whether the last action changed it.
    marked: bool,
}

/// What the table looked like after the last action.
#[derive(Default)]
struct Scene {
    seen: Vec<Seen>,
    /// The table before the last action (as `seen` was then): a new player taking the tablet
    /// after a turn's result was shown to its mover sees that turn play out again from here.
    before: Vec<Seen>,
    /// The actions played when it was drawn, and for whom.
    moves: usize,
    viewer: Option<usize>,
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
    PLAYING.with_borrow_mut(Vec::clear);
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
    // (A table drawn hidden under a hand-off, src/app/screens/table.rs, is not seen: it is compared
    // with once it shows.)
    let hidden = doc
        .query_selector("main[data-screen=handoff]")
        .ok()
        .flatten()
        .is_some();
    if list.length() == 0 || hidden {
        // A hand-off or a screen with no table: the last table is kept to compare with.
        return;
    }
    finish_ours();
    // The same moves seen by another seat (the next player, after the mover saw the result):
    // what the last action changed is played again for them, from the table before it.
    let again = moves == scene.moves && viewer != scene.viewer && !scene.before.is_empty();
    let acted = again || (moves != scene.moves && !scene.seen.is_empty());
    let base = if again { &scene.before } else { &scene.seen };
    let same_view = viewer == scene.viewer;
    let still = reduced();
    let mut seen = Vec::new();
    let mut writes = Vec::new();
    for i in 0..list.length() {
        let Some(el) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        let Some(key) = el.get_attribute("data-key") else {
            continue;
        };
        let r = el.get_bounding_client_rect();
        let rect = [r.left(), r.top(), r.width(), r.height()];
        let at = el.get_attribute("data-at");
        let face = el.get_attribute("data-face");
        let before = base.iter().find(|s| s.key == key);
        let change = match before {
            _ if !acted => before.filter(|b| b.marked).map(|_| Change::Kept),
            Some(b) => {
                let far = (b.rect[0] - rect[0]).abs() > 2.0 || (b.rect[1] - rect[1]).abs() > 2.0;
                // A piece with a place in the game's words moved if that place changed; else if
                // its box moved (seen from the same seat).
                let moved = if at.is_some() {
                    b.at != at
                } else {
                    same_view && far
                };
                let turned = b.face != face;
                if moved && same_view && far {
                    Some(Change::Moved(b.rect))
                } else if moved || (turned && !same_view) {
                    Some(Change::Pulse)
                } else if turned {
                    Some(Change::Turned)
                } else {
                    None
                }
            }
            None => {
                let private = el.closest("[data-private]").ok().flatten().is_some();
                (same_view || !private).then(|| {
                    let from = el.get_attribute("data-from");
                    // From another seat's screen its old box was elsewhere: it only arrives.
                    match base.iter().find(|s| Some(&s.key) == from.as_ref()) {
                        Some(s) if same_view => Change::Moved(s.rect),
                        _ => Change::Arrived,
                    }
                })
            }
        };
        // Writes wait until every box is read (a write between reads makes the browser lay
        // the page out again for the next read).
        // (Read only for what will move: every call into the page costs a tap time.)
        let how = match change {
            Some(c) if !still && !matches!(c, Change::Kept) => How {
                unit: unit_of(&el),
                wrap: el
                    .get_attribute("data-wrap")
                    .and_then(|w| w.parse::<u32>().ok()),
                delay: el
                    .get_attribute("data-delay")
                    .and_then(|d| d.parse::<u32>().ok()),
            },
            _ => How {
                unit: 1.0,
                wrap: None,
                delay: None,
            },
        };
        writes.push((el, change, how));
        seen.push(Seen {
            key,
            at,
            face,
            rect,
            marked: change.is_some(),
        });
    }
    for ((el, change, how), s) in writes.into_iter().zip(&seen) {
        // The mark: on what changed, off everything else (an element Yew reused for another
        // key may still carry one).
        if change.is_some() {
            let _ = el.set_attribute("data-last", "");
        } else {
            let _ = el.remove_attribute("data-last");
        }
        if let Some(change) = change.filter(|_| !still) {
            play(&el, change, s.rect, &how);
        }
    }
    let before = if acted && !again {
        std::mem::take(&mut scene.seen)
    } else {
        std::mem::take(&mut scene.before)
    };
    *scene = Scene {
        seen,
        before,
        moves,
        viewer,
    };
}

/// What happened to one piece.
#[derive(Clone, Copy)]
enum Change {
    /// It was at this box on screen.
    Moved([f64; 4]),
    /// Same place, another face.
    Turned,
    /// New on the table.
    Arrived,
    /// Changed, seen from another seat than before.
    Pulse,
    /// Changed by the last action, which was already shown.
    Kept,
}

/// Within an SVG drawing, a CSS pixel is a unit of the drawing: how many pixels one unit is.
fn unit_of(el: &Element) -> f64 {
    el.dyn_ref::<web_sys::SvgGraphicsElement>()
        .filter(|g| g.owner_svg_element().is_some())
        .and_then(|g| g.get_screen_ctm())
        .map_or(1.0, |m| f64::from(m.a().abs().max(0.01)))
}

/// How a game asks a change to be played.
struct How {
    /// Within an SVG drawing, how many pixels one unit of the drawing is.
    unit: f64,
    /// `data-wrap="N"`: the piece stepped past the edge of a board N places across, so it
    /// leaves by one edge and comes back in by the opposite one instead of flying across.
    /// (Whole numbers: parsing a float would add float parsing to every page's download.)
    wrap: Option<u32>,
    /// `data-delay="ms"`: wait this long first (a goat waits for the die to land).
    delay: Option<u32>,
}

/// Plays one change, as `how` asks.
fn play(el: &Element, change: Change, now: [f64; 4], how: &How) {
    let unit = how.unit;
    let frames = match change {
        Change::Moved(was) if how.wrap.is_some_and(|n| n > 1) => {
            // One step is the distance travelled over the board's width less one place, the
            // other way: out by one step beyond the old place, in from one step before the new.
            let n = f64::from(how.wrap.unwrap_or(2) - 1);
            let (sx, sy) = ((now[0] - was[0]) / n / unit, (now[1] - was[1]) / n / unit);
            let (dx, dy) = ((was[0] - now[0]) / unit, (was[1] - now[1]) / unit);
            format!(
                r#"[{{"transform":"translate({}px,{}px)","opacity":1}},{{"transform":"translate({}px,{}px)","opacity":0,"offset":0.45}},{{"transform":"translate({}px,{}px)","opacity":0,"offset":0.55}},{{"transform":"none","opacity":1}}]"#,
                dx as i32,
                dy as i32,
                (dx - sx) as i32,
                (dy - sy) as i32,
                sx as i32,
                sy as i32
            )
        }
        Change::Moved(was) => {
            let dx = ((was[0] - now[0]) / unit) as i32;
            let dy = ((was[1] - now[1]) / unit) as i32;
            let sx = if now[2] > 0.0 { (was[2] / now[2] * 100.0) as i32 } else { 100 };
            let sy = if now[3] > 0.0 { (was[3] / now[3] * 100.0) as i32 } else { 100 };
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
    let timing = match how.delay {
        // Seen before its start as it was before the move.
        Some(ms) => format!(r#"{{"duration":{MOVE_MS},"delay":{ms},"fill":"backwards"}}"#),
        None => format!(r#"{{"duration":{MOVE_MS}}}"#),
    };
    if let (Ok(frames), Ok(timing)) = (js_sys::JSON::parse(&frames), js_sys::JSON::parse(&timing)) {
        let a = el.unchecked_ref::<Animatable>().animate(&frames, &timing);
        PLAYING.with_borrow_mut(|p| p.push(a));
    }
}
