//! Computer turns in the browser: the hook that plays them at the table's [`Pace`]. The
//! computer players themselves are a worker of their own (`src/bin/think.rs`, `think.js` beside
//! the game's page), fetched at a computer's first turn: their search is not in the page's first
//! download, and never holds up the page while it thinks. This module reads the app's model;
//! the model knows nothing of it.
//! When a computer seat must act, the save of the game so far goes to the worker, which
//! replays it and answers with the action's place among the seat's legal actions; the hook
//! waits out the chosen pace and sends the action to the reducer. Changing anything (a move,
//! the pace, a pause, a menu opened) drops the answer on its way; the next question is asked
//! from the new state.

use super::model::{AppState, Msg, Overlay, Pace, Screen};
use crate::engine::bot::Level;
use crate::engine::{GameRng, Seat};
use gloo_timers::callback::Timeout;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

/// The worker's script, from the page (the play page is in the game's folder; the more and
/// device pages one folder down).
const WORKER: &str = if cfg!(any(feature = "net", feature = "more")) {
    "../think.js"
} else {
    "think.js"
};

#[wasm_bindgen]
extern "C" {
    /// `index.html`'s `goatherdThink`: asks the worker at `url`, then hands `then` its answer
    /// (the action's index; -1: none; -2: the worker could not be had).
    #[wasm_bindgen(js_name = goatherdThink)]
    fn ask(url: &str, question: &str, then: JsValue);
}

/// Whose computer turn this is, and how to play it.
#[derive(Clone, PartialEq)]
struct Turn {
    id: String,
    moves: usize,
    seat: Seat,
    level: Level,
    pace: Pace,
}

/// Plays the computer seats of the game at the table.
#[hook]
pub fn use_computers(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    let waiting = state.paused || state.overlay != Overlay::None || state.info.is_some();
    let (turn, session) = match &state.screen {
        Screen::Table(t) if !waiting && t.looking.is_none() => {
            let seat = t.session.acting();
            match seat.and_then(|s| t.session.computer(s).map(|level| (s, level))) {
                Some((seat, level)) => (
                    Some(Turn {
                        id: t.id.clone(),
                        moves: t.session.moves(),
                        seat,
                        level,
                        pace: state.pace,
                    }),
                    Some(t.session.clone()),
                ),
                None => (None, None),
            }
        }
        _ => (None, None),
    };
    use_effect_with(turn, move |turn| {
        let cancelled = Rc::new(Cell::new(false));
        if let (Some(turn), Some(session)) = (turn.clone(), session) {
            // Drawn from the deal's seed, the move and the seat through a generator of its own,
            // so the search's randomness never repeats the one that dealt the hidden cards.
            let seed = GameRng::new(
                session.seed() ^ (turn.moves as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15),
            )
            .next_u64()
                ^ turn.seat as u64;
            let question = format!(
                "{} {} {seed}\n{}",
                turn.seat,
                turn.level.name(),
                session.to_save()
            );
            let started = now();
            let cancelled = cancelled.clone();
            let answered = move |k: i32| {
                if cancelled.get() {
                    return;
                }
                if k == -2 {
                    dispatch.dispatch(Msg::ComputerLost);
                    return;
                }
                // An answer the page can't use (a worker from another version of the site, kept
                // a while by a cache) must not stall the table: the first legal action instead.
                let chosen = usize::try_from(k)
                    .ok()
                    .and_then(|k| session.nth_legal(turn.seat, k));
                let Some(action) = chosen.or_else(|| session.nth_legal(turn.seat, 0)) else {
                    return;
                };
                let wait = (turn.pace.delay_ms() - (now() - started)).max(0.0);
                Timeout::new(wait as u32, move || {
                    if !cancelled.get() {
                        dispatch.dispatch(Msg::Computer {
                            seat: turn.seat,
                            moves: turn.moves,
                            action,
                        });
                    }
                })
                .forget();
            };
            ask(WORKER, &question, Closure::once_into_js(answered));
        }
        move || cancelled.set(true)
    });
}

fn now() -> f64 {
    js_sys::Date::now()
}
