//! The browser app: home, setup, the table with its hand-off screen, the end screen, and the app
//! bar (home, rules, undo, menu) outside `<main>`. The game state lives in a reducer; saving to
//! localStorage happens in an effect after each change.

mod floats_mcgoats;
mod goat_lords;
mod gruff_goats;
mod home;
mod model;
mod palette;
mod rules_doc;
mod setup;
mod store;
mod table;

use model::{AppState, Msg, Overlay, Screen};
use yew::prelude::*;

/// For drawn controls (`role="button"` in an SVG): Enter or Space does what a tap does.
pub(crate) fn on_key(tap: Callback<MouseEvent>) -> Callback<KeyboardEvent> {
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            if let Ok(click) = web_sys::MouseEvent::new("click") {
                tap.emit(click);
            }
        }
    })
}

/// Mounts the app on the page.
pub fn start() {
    yew::Renderer::<App>::new().render();
}

#[component]
fn App() -> Html {
    let state = use_reducer(resume_open_game);
    let dispatch = state.dispatcher();

    // Autosave after every change to the game at the table.
    let at_table = match &state.screen {
        Screen::Table(t) => Some((t.id.clone(), t.session.clone())),
        _ => None,
    };
    use_effect_with(at_table, move |at| {
        match at {
            Some((id, session)) => {
                // A full or blocked storage only loses the autosave; play goes on.
                let _ = store::save(id, session);
                store::set_open(Some(id));
            }
            None => store::set_open(None),
        }
    });

    let screen = match &state.screen {
        Screen::Home => html! {
            <home::Home dispatch={dispatch.clone()} notice={state.notice.clone()} saves_version={state.saves_version} />
        },
        Screen::Setup(slug) => html! { <setup::Setup slug={*slug} dispatch={dispatch.clone()} /> },
        Screen::Table(t) => {
            html! { <table::TableScreen table={(**t).clone()} dispatch={dispatch.clone()} /> }
        }
    };
    html! {
        <>
            { bar(&state, &dispatch) }
            { screen }
            { overlay(&state, &dispatch) }
        </>
    }
}

/// The first state: back at the table if a game was open when the page was left.
fn resume_open_game() -> AppState {
    let mut state = AppState::default();
    if let Some(id) = store::open_id() {
        state.screen = match store::load(&id) {
            Ok(session) => Screen::Table(Box::new(model::Table {
                id,
                session,
                viewer: None,
                error: None,
            })),
            Err(why) => {
                state.notice = Some(why);
                Screen::Home
            }
        };
    }
    state
}

fn bar(state: &AppState, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let send = |msg: Msg| {
        let d = dispatch.clone();
        Callback::from(move |_| d.dispatch(msg.clone()))
    };
    let table = match &state.screen {
        Screen::Table(t) => Some(t),
        _ => None,
    };
    let undo = table.filter(|t| t.session.outcome().is_none()).map(|t| {
        let viewer = if t.session.has_secrets() { t.viewer } else { t.session.acting() };
        let why = match (viewer, t.session.acting()) {
            (Some(v), Some(a)) if v == a => t.session.can_undo().err().map(|e| e.to_string()),
            _ => Some("Can't undo while the tablet is being passed.".to_string()),
        };
        html! {
            <span class="undo">
                <button onclick={send(Msg::Undo)} disabled={why.is_some()}
                    aria-label={why.clone().map_or("Undo the last move".to_string(), |w| format!("Undo (unavailable: {w})"))}>
                    {"↶ Undo"}
                </button>
                if let Some(w) = why { <small class="why">{ w }</small> }
            </span>
        }
    });
    html! {
        <header class="bar">
            <button onclick={send(Msg::Home)}><span aria-hidden="true">{"🐐 "}</span>{"Home"}</button>
            if table.is_some() {
                <button onclick={send(Msg::Overlay(Overlay::Rules))}>{"Rules"}</button>
                { undo.unwrap_or_default() }
                <button onclick={send(Msg::Overlay(Overlay::Menu))}>{"Menu"}</button>
            }
        </header>
    }
}

/// A button action that deals the same table again: from `seed` (or a new one), into the save
/// `id` (or a new save).
pub(crate) fn redeal(
    dispatch: &UseReducerDispatcher<AppState>,
    session: &model::AnySession,
    seed: Option<u64>,
    id: Option<String>,
) -> Callback<MouseEvent> {
    let d = dispatch.clone();
    let session = session.clone();
    Callback::from(move |_| {
        let seed = seed.unwrap_or_else(store::new_seed);
        match session.redeal(seed) {
            Ok(next) => d.dispatch(Msg::Open {
                id: id.clone().unwrap_or_else(store::new_id),
                session: Box::new(next),
            }),
            Err(e) => d.dispatch(Msg::Notice(e)),
        }
    })
}

fn overlay(state: &AppState, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let Screen::Table(t) = &state.screen else {
        return html! {};
    };
    let close = {
        let d = dispatch.clone();
        Callback::from(move |_| d.dispatch(Msg::Overlay(Overlay::None)))
    };
    match state.overlay {
        Overlay::None => html! {},
        Overlay::Rules => html! {
            <div class="overlay" role="dialog" aria-label="Rules">
                <div class="sheet rules">
                    <button class="close" onclick={close}>{"Close the rules"}</button>
                    { rules_doc::render(rules_doc::page(t.session.slug())) }
                </div>
            </div>
        },
        Overlay::Menu => {
            let redeal = |seed: Option<u64>| redeal(dispatch, &t.session, seed, Some(t.id.clone()));
            let home = {
                let d = dispatch.clone();
                Callback::from(move |_| d.dispatch(Msg::Home))
            };
            html! {
                <div class="overlay" role="dialog" aria-label="Menu">
                    <div class="sheet menu">
                        <h2>{"Menu"}</h2>
                        <p>{"Seed of this deal: "}<strong class="seed-value">{ t.session.seed() }</strong>
                            <br/><small>{"Enter it at setup to deal the same game again."}</small></p>
                        <button onclick={redeal(Some(t.session.seed()))}>{"Restart this deal"}</button>
                        <button onclick={redeal(None)}>{"Restart with a new deal"}</button>
                        <button onclick={home}>{"Leave (the game stays saved)"}</button>
                        <button onclick={close}>{"Back to the game"}</button>
                    </div>
                </div>
            }
        }
    }
}
