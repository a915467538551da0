//! Layout: the screens' frames. A play screen is a grid over the whole viewport: the status line
//! on top, the board in the biggest cell, the seat on turn's own cards along the bottom edge, and
//! a side panel (the other seats, the log) beside the board in landscape and under it in
//! portrait. Sizes follow the space given (CSS grid, `clamp()`, container query units in
//! `static/style.css`), never fixed pixels.

use crate::engine::{Player, Seat};
use yew::prelude::*;

/// The play screen's frame, inside `<main>`: `status` says who acts and what to do (and holds a
/// computer's controls), `board` is the shared board, `side` the log and anything else beside it.
///
/// A plain function rather than a component: it keeps no state and has nothing to compare.
pub fn play(status: Html, board: Html, side: Html) -> Html {
    html! {
        <>
            <div class="k-status">{ status }</div>
            <div class="k-board">{ board }</div>
            <aside class="k-side">{ side }</aside>
        </>
    }
}

/// The play screen's frame with the board and the side inert under `over` (in the status's
/// place, drawn over them): the hand-off over a table drawn already (src/app/screens/table.rs).
pub fn play_under(over: Html, board: Html, side: Html) -> Html {
    html! {
        <>
            <div class="k-status">{ over }</div>
            <div class="k-board" inert=true>{ board }</div>
            <aside class="k-side" inert=true>{ side }</aside>
        </>
    }
}

/// What a sheet over the screen holds (its class: `sheet menu`, `sheet help`, `sheet info`).
#[derive(Clone, Copy)]
pub enum Sheet {
    Menu,
    Help,
    Info,
}

/// A sheet over the screen (a dialog named `label`): the menu, a help page, a card's text.
/// (Each class is written out whole: a class list built in `html!` would bring in `Classes`, an
/// ordered set of names with its hash map, measured 2.8 KB gzipped on a page with no other.)
pub fn sheet(label: &'static str, kind: Sheet, body: Html) -> Html {
    let body = match kind {
        Sheet::Menu => html! { <div class="sheet menu">{ body }</div> },
        Sheet::Help => html! { <div class="sheet help">{ body }</div> },
        Sheet::Info => html! { <div class="sheet info">{ body }</div> },
    };
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-label={label}>{ body }</div>
    }
}

/// The status line over a table: what a computer is doing (`watching`); else, for a seat only
/// looking at its `cards` while `active` plays (`looking`: the seat's name and the active
/// player's); else what the seat on screen is asked (`ask`).
/// (Only the pages whose table says it this way carry it.)
#[cfg(any(
    feature = "battlegoats",
    feature = "gruff-goats",
    feature = "grab-your-goat"
))]
pub fn status(
    guided: bool,
    watching: Option<&AttrValue>,
    looking: Option<(String, String)>,
    cards: &str,
    ask: impl FnOnce() -> String,
) -> String {
    match (watching, looking) {
        (Some(w), _) => w.to_string(),
        // A lesson's step with nothing to tap (its words say what happens): the learner is not
        // "only looking", they are being told about the game. (A lesson's seats have distinct
        // names.)
        (None, Some((me, active))) if guided => {
            if me == active {
                ask()
            } else {
                format!("{active} is to play.")
            }
        }
        (None, Some((me, active))) => {
            format!("{me}, you are only looking at your {cards}; {active} is to play.")
        }
        (None, None) => ask(),
    }
}

/// How many of the log's last lines the log beside a table shows.
pub const LOG: usize = 12;

/// Lines of a game's log, given oldest first.
#[derive(Properties, PartialEq)]
pub struct LinesProps {
    pub lines: Vec<String>,
}

/// The game's log beside the table (its last [`LOG`] lines), newest first.
#[component]
pub fn Log(p: &LinesProps) -> Html {
    html! {
        <section class="log" aria-label="Game log">
            <h3>{ "Log" }</h3>
            <Lines lines={p.lines.clone()} />
        </section>
    }
}

/// What just happened: the last few lines of the log, newest first (nothing before a first move).
#[component]
pub fn Latest(p: &LinesProps) -> Html {
    if p.lines.is_empty() {
        return html! {};
    }
    html! {
        <section class="latest" aria-label="What just happened">
            <h2>{ "What just happened" }</h2>
            <Lines lines={p.lines.clone()} />
        </section>
    }
}

/// Lines of a log as a list, newest first.
#[component]
fn Lines(p: &LinesProps) -> Html {
    html! { <ul>{ for p.lines.iter().rev().map(|line| html! { <li>{ line.clone() }</li> }) }</ul> }
}

/// A seat's player's name ("Player 3" for a seat with none, as in a damaged save).
pub fn seat_name(players: &[Player], seat: Seat) -> String {
    players
        .get(seat)
        .map_or_else(|| format!("Player {}", seat + 1), |p| p.name.clone())
}

/// A seat's player's colour (the seat's own number for a seat with none).
pub fn seat_colour(players: &[Player], seat: Seat) -> usize {
    players.get(seat).map_or(seat, |p| p.colour)
}
