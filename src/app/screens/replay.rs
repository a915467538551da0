//! Watching a finished game again: the table as it was after any number of its moves, stepped
//! back and forth by hand, by a slider or by itself (about a move a second), seen from any seat
//! (the game is over: no hand is secret any more), and a link that opens the same replay on any
//! tablet (see [`crate::engine::link`]).

use crate::app::kit::motion::use_motion;
use crate::app::model::{AppState, Msg};
use crate::app::replay::Replay;
use crate::engine::link;
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The pause between two moves when the replay steps on by itself, in milliseconds.
const STEP_MS: u32 = 1000;

/// The replay on show, and where its buttons send their messages.
#[derive(Properties, PartialEq)]
pub struct ReplayProps {
    pub replay: Replay,
    pub dispatch: UseReducerDispatcher<AppState>,
}

/// The replay screen: one row of controls on top (step back, play or pause, step forward, the
/// slider), the table, and beside it (under it in portrait) what the shown move did, whose view
/// it is, the link to share and the way back.
#[component]
pub fn ReplayScreen(props: &ReplayProps) -> Html {
    let r = &props.replay;
    let (k, n) = (r.moves, r.game.moves());
    use_motion(k, Some(r.seat));
    let field = use_node_ref();
    let copied = use_state(|| false);
    // Playing: the next move after a pause (a change of any kind starts the pause again).
    {
        let d = props.dispatch.clone();
        use_effect_with((r.playing, k), move |&(playing, k)| {
            let next =
                playing.then(|| Timeout::new(STEP_MS, move || d.dispatch(Msg::ReplayTo(k + 1))));
            move || drop(next)
        });
    }
    let send = |msg: Msg| {
        let d = props.dispatch.clone();
        Callback::from(move |_| d.dispatch(msg.clone()))
    };
    let slide = {
        let d = props.dispatch.clone();
        Callback::from(move |e: InputEvent| {
            let value = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .and_then(|input| input.value().parse().ok());
            if let Some(moves) = value {
                d.dispatch(Msg::ReplayTo(moves));
            }
        })
    };
    let players = r.game.players().to_vec();
    let slug = r.game.slug();
    let winners = r.game.outcome().map(|o| {
        let names: Vec<&str> = o
            .winners
            .iter()
            .filter_map(|&w| players.get(w))
            .map(|p| p.name.as_str())
            .collect();
        match names.as_slice() {
            [] => "Nobody wins.".to_string(),
            [one] => format!("{one} wins."),
            many => format!("Shared win: {}.", crate::engine::words::join(many, " and ")),
        }
    });
    let said = if k == 0 {
        vec!["The deal, before anyone moves.".to_string()]
    } else {
        r.said.clone()
    };
    let status = html! {
        <>
            <div class="rp-controls" role="group" aria-label="Replay controls">
                <button onclick={send(Msg::ReplayTo(k.saturating_sub(1)))} disabled={k == 0}>
                    <span aria-hidden="true">{"◀ "}</span>{"Step back"}</button>
                <button class="primary rp-play" aria-pressed={r.playing.to_string()}
                    onclick={send(Msg::ReplayPlay(!r.playing))} disabled={n == 0}>
                    { if r.playing { "Pause" } else { "Play" } }</button>
                <button onclick={send(Msg::ReplayTo(k + 1))} disabled={k >= n}>
                    {"Step forward"}<span aria-hidden="true">{" ▶"}</span></button>
                <label class="rp-slider">
                    <span>{"Move"}</span>
                    <input type="range" min="0" max={n.to_string()} value={k.to_string()}
                        aria-valuetext={format!("Move {k} of {n}")} oninput={slide} />
                </label>
            </div>
        </>
    };
    let table = crate::app::boards::board(
        &r.at,
        r.seat,
        None,
        &players,
        Some(format!("Watching the game again: move {k} of {n}.").into()),
        &props.dispatch,
        None,
    );
    let seats = players.iter().enumerate().map(|(seat, p)| {
        let chosen = seat == r.seat;
        html! {
            <button class={classes!(chosen.then_some("chosen"))} aria-pressed={chosen.to_string()}
                onclick={send(Msg::ReplaySeat(seat))}>{ p.name.clone() }</button>
        }
    });
    let side = html! {
        <>
            <div class="rp-move" role="status">
                <strong class="rp-count">{ format!("Move {k} of {n}") }</strong>
                <ul>{ for said.iter().map(|l| html! { <li>{ l.clone() }</li> }) }</ul>
                if k == n { if let Some(w) = &winners { <strong class="rp-won">{ w.clone() }</strong> } }
            </div>
            // Where nothing is hidden every seat sees the same table: no choice to offer.
            if r.game.has_secrets() {
                <section class="rp-seats" role="group" aria-label="Seen by">
                    <h3>{"Seen by:"}</h3>
                    { for seats }
                </section>
            }
            { share(r, &field, &copied) }
            <button class="rp-result" onclick={send(Msg::Result)}>
                { if r.from.is_some() { "Back to the result" } else { "Set up a new game" } }
            </button>
        </>
    };
    html! {
        <main data-screen="replay" data-game={slug} data-moves={k.to_string()} data-total={n.to_string()} class="play replay">
            { crate::app::kit::layout::play(status, table, side) }
        </main>
    }
}

/// The link to this replay, in a field to read or copy, and a button that copies it (`copied`
/// then says so).
fn share(r: &Replay, field: &NodeRef, copied: &UseStateHandle<bool>) -> Html {
    let href = web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default();
    let url = format!(
        "{href}#{}{}",
        link::LINK_PREFIX,
        link::encode(&r.game.to_save())
    );
    let copy = {
        let (field, copied) = (field.clone(), copied.clone());
        Callback::from(move |_| {
            if let Some(input) = field.cast::<web_sys::HtmlInputElement>() {
                input.select();
            }
            copied.set(copy_selected());
        })
    };
    let select = Callback::from(|e: FocusEvent| {
        if let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() {
            input.select();
        }
    });
    html! {
        <section class="rp-share" aria-label="Share">
            <label for="rp-link">{"Share: a link to watch this game"}</label>
            <input id="rp-link" type="text" readonly={true} value={url} ref={field.clone()}
                class="rp-link" onfocus={select} />
            <button onclick={copy}>{"Copy link"}</button>
            if **copied { <small role="status">{"Copied."}</small> }
        </section>
    }
}

/// Copies what the page has selected (the link's field): the one way to the clipboard that
/// needs no permission and no promise. Whether the page says it copied.
fn copy_selected() -> bool {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return false;
    };
    let exec = js_sys::Reflect::get(&document, &"execCommand".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    exec.and_then(|f| f.call1(&document, &"copy".into()).ok())
        .is_some_and(|done| done.is_truthy())
}
