//! Computer turns in the browser: how one makes up its mind ([`Thinking`]: at once, or Hard's
//! search a slice at a time), and the hook that plays them at the table's [`Pace`]. This module
//! reads the app's model; the model knows nothing of it.
//! When a computer seat must act, it thinks in short slices (so
//! the page stays responsive: no task much over [`SLICE_MS`]), waits out the chosen pace, and
//! sends its action to the reducer. Changing anything (a move, the pace, a pause, a menu opened)
//! cancels the thinking in progress; it starts again from the new state.

use super::model::{AnyAction, AnySession, AppState, Msg, Overlay, Pace, Screen};
use crate::engine::bot::{self, Bot, Level, Search};
use crate::engine::{GameRng, Seat, Session};
use gloo_timers::callback::Timeout;
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// Longest stretch of thinking before the browser gets the thread back, in milliseconds.
const SLICE_MS: f64 = 12.0;

/// Hard decides with what it has after this long, in milliseconds, even if its playouts are not
/// all done.
const BUDGET_MS: f64 = 800.0;

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
            let work = Work {
                thinker: think(&session, turn.seat, turn.level, seed),
                started: now(),
                turn,
                cancelled: cancelled.clone(),
                dispatch,
            };
            // Let the thinking sign paint before the first slice.
            Timeout::new(0, move || work.tick()).forget();
        }
        move || cancelled.set(true)
    });
}

/// A computer's turn in progress.
struct Work {
    thinker: Box<dyn Thinking>,
    started: f64,
    turn: Turn,
    cancelled: Rc<Cell<bool>>,
    dispatch: UseReducerDispatcher<AppState>,
}

impl Work {
    /// One slice of thinking; then either the next slice or, once decided, the action.
    fn tick(mut self) {
        if self.cancelled.get() {
            return;
        }
        let slice = now();
        let mut done = false;
        while !done && now() - slice < SLICE_MS {
            done = self.thinker.step();
        }
        if !done && now() - self.started < BUDGET_MS {
            Timeout::new(0, move || self.tick()).forget();
            return;
        }
        let wait = (self.turn.pace.delay_ms() - (now() - self.started)).max(0.0);
        Timeout::new(wait as u32, move || {
            if self.cancelled.get() {
                return;
            }
            if let Some(action) = self.thinker.action() {
                self.dispatch.dispatch(Msg::Computer {
                    seat: self.turn.seat,
                    moves: self.turn.moves,
                    action,
                });
            }
        })
        .forget();
    }
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// A computer making up its mind, a little at a time, so the page never freezes.
trait Thinking {
    /// Thinks a little more (a few playouts at most); `true` once it has decided.
    fn step(&mut self) -> bool;
    /// The action it takes (its best so far, if asked early).
    fn action(&self) -> Option<AnyAction>;
}

/// An action chosen at once (Random, Easy, Normal).
struct Decided(Option<AnyAction>);

impl Thinking for Decided {
    fn step(&mut self) -> bool {
        true
    }
    fn action(&self) -> Option<AnyAction> {
        self.0.clone()
    }
}

/// Hard: a search run in slices.
struct Searching<G: Bot> {
    search: Search<G>,
    wrap: fn(G::Action) -> AnyAction,
    /// What the computer plays if the search finds every move alike (as Easy would).
    easy: Option<AnyAction>,
}

impl<G: Bot> Thinking for Searching<G> {
    fn step(&mut self) -> bool {
        if !self.search.has_choice() || self.search.playouts() >= G::HARD_PLAYOUTS {
            return true;
        }
        self.search.run(2);
        false
    }
    fn action(&self) -> Option<AnyAction> {
        if self.search.undecided() {
            return self.easy.clone();
        }
        let best = self.search.best()?;
        self.search.legal().get(best).cloned().map(self.wrap)
    }
}

/// Starts the computer at `seat` thinking about its next action, at `level`, from `seed`.
fn think(session: &AnySession, seat: Seat, level: Level, seed: u64) -> Box<dyn Thinking> {
    match session {
        #[cfg(feature = "grab-your-goat")]
        AnySession::GrabYourGoat(s) => think_in(s, seat, level, seed, AnyAction::GrabYourGoat),
        #[cfg(feature = "battlegoats")]
        AnySession::BattleGoats(s) => think_in(s, seat, level, seed, AnyAction::BattleGoats),
        #[cfg(feature = "goat-lords")]
        AnySession::GoatLords(s) => think_in(s, seat, level, seed, AnyAction::GoatLords),
        #[cfg(feature = "gruff-goats")]
        AnySession::GruffGoats(s) => think_in(s, seat, level, seed, AnyAction::GruffGoats),
        #[cfg(feature = "floats-mcgoats")]
        AnySession::FloatsMcGoats(s) => think_in(s, seat, level, seed, AnyAction::FloatsMcGoats),
    }
}

fn think_in<G: Bot + 'static>(
    s: &Session<G>,
    seat: Seat,
    level: Level,
    seed: u64,
    wrap: fn(G::Action) -> AnyAction,
) -> Box<dyn Thinking> {
    let legal = s.state.legal_actions(seat);
    if level == Level::Hard && legal.len() > 1 {
        let easy = bot::choose(&s.state, seat, &legal, Level::Easy, &mut GameRng::new(seed));
        return Box::new(Searching {
            search: Search::new(&s.state, seat, seed),
            wrap,
            easy: legal.get(easy).cloned().map(wrap),
        });
    }
    let action = (!legal.is_empty()).then(|| {
        let pick = bot::choose(&s.state, seat, &legal, level, &mut GameRng::new(seed));
        legal[pick.min(legal.len() - 1)].clone()
    });
    Box::new(Decided(action.map(wrap)))
}
