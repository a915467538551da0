//! The page's frame around every screen: the app bar (home, the game's name, Undo, Rules, Info,
//! Menu), the sheets drawn over the table (help, info, the menu; a phone's own menu on the device
//! page), and the host's panel of join links.

use super::kit::layout::sheet;
use super::kit::{self, help};
use super::model::{AppState, Msg, Overlay, Page, Screen};
#[cfg(feature = "net")]
use super::net;
use super::{GAME_DIR, LEARN, go_to, redeal};
use yew::prelude::*;

/// Opens a help page, fetching it the first time (again if that failed).
fn open_help(
    state: &AppState,
    dispatch: &UseReducerDispatcher<AppState>,
    page: Page,
) -> Callback<MouseEvent> {
    let d = dispatch.clone();
    let fetched = matches!(state.page(page), Some(Some(_)));
    Callback::from(move |_| {
        if !fetched {
            help::load(page, d.clone());
        }
        d.dispatch(Msg::Overlay(Overlay::Help(page)))
    })
}

/// The app bar: home, the game's name, and (at the table) how to play, info, undo and the menu.
pub(super) fn bar(state: &AppState, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let send = |msg: Msg| {
        let d = dispatch.clone();
        Callback::from(move |_| d.dispatch(msg.clone()))
    };
    let table = match &state.screen {
        Screen::Table(t) if !on_phone(state) => Some(t),
        _ => None,
    };
    let name = match &state.screen {
        Screen::Table(t) => crate::games::info(t.session.slug()),
        #[cfg(feature = "more")]
        Screen::Replay(r) => crate::games::info(r.game.slug()),
        #[cfg(feature = "more")]
        Screen::Guide(g) => crate::games::info(g.game.slug()),
        Screen::Setup(slug) => crate::games::info(slug),
        _ => None,
    }
    .map(|g| g.name);
    // (On the device page's host, while a phone's seat plays, that is why.)
    #[cfg(feature = "net")]
    let phone = net::remote_turn(state).map(|name| format!("{name} plays on their own device."));
    #[cfg(not(feature = "net"))]
    let phone = None::<String>;
    let undo = table
        .filter(|t| t.session.outcome().is_none())
        .map(|t| undo_button(phone.or_else(|| t.undo_refusal()), send(Msg::Undo)));
    #[cfg(feature = "net")]
    let undo = undo.or_else(|| net::phone_undo(state, dispatch));
    let info = state.info_mode;
    html! {
        <header class="bar">
            <button onclick={send(Msg::Home)}><span aria-hidden="true">{"🐐 "}</span>{"Home"}</button>
            if let Some(name) = name { <span class="bar-title">{ name }</span> }
            if table.is_some() || on_phone(state) {
                <span class="bar-tools">
                    { undo.unwrap_or_default() }
                    <button onclick={open_help(state, dispatch, Page::HowTo)}>{"Rules"}</button>
                    <button class={classes!(info.then_some("chosen"))} aria-pressed={info.to_string()}
                        onclick={send(Msg::InfoMode(!info))}><span class="i" aria-hidden="true"></span>{"Info"}
                        <span class="sr-only">{": tap anything on the table to read it"}</span></button>
                    <button onclick={send(Msg::Overlay(Overlay::Menu))}>{"Menu"}</button>
                </span>
            }
        </header>
    }
}

/// The bar's Undo: disabled, with the reason beside it, when `why` says it can't be used.
pub(super) fn undo_button(why: Option<String>, onclick: Callback<MouseEvent>) -> Html {
    html! {
        <span class="undo">
            <button {onclick} disabled={why.is_some()}
                aria-label={why.clone().map_or("Undo the last move".to_string(), |w| format!("Undo (unavailable: {w})"))}>
                <span aria-hidden="true">{"↶ "}</span>{"Undo"}
            </button>
            if let Some(w) = why { <small class="why">{ w }</small> }
        </span>
    }
}

/// The host's panel of join links while a device seat has no device (the device page only).
pub(super) fn host_panel(_state: &AppState, _dispatch: &UseReducerDispatcher<AppState>) -> Html {
    #[cfg(feature = "net")]
    return net::host_panel(_state, _dispatch);
    #[cfg(not(feature = "net"))]
    Html::default()
}

/// Whether this is a phone playing its own seat (the device page): it has the table's help,
/// info and a menu of its own, but no game of its own.
fn on_phone(_state: &AppState) -> bool {
    #[cfg(feature = "net")]
    return matches!(_state.net, Some(net::Net::Seat(_)));
    #[cfg(not(feature = "net"))]
    false
}

pub(super) fn overlay(state: &AppState, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let t = match &state.screen {
        Screen::Table(t) if !on_phone(state) => Some(t),
        _ => None,
    };
    if t.is_none() && !on_phone(state) {
        return html! {};
    }
    let close = {
        let d = dispatch.clone();
        Callback::from(move |_| d.dispatch(Msg::Overlay(Overlay::None)))
    };
    if let Some(text) = &state.info {
        let d = dispatch.clone();
        return sheet(
            "About this",
            "info",
            html! {
                <>
                    <p class="info-text">{ text.clone() }</p>
                    <button class="primary" onclick={Callback::from(move |_| d.dispatch(Msg::Info(None)))}>{"Close"}</button>
                </>
            },
        );
    }
    match state.overlay {
        Overlay::None => html! {},
        Overlay::Help(page) => {
            let tab = |p: Page, label: &'static str| {
                let chosen = p == page;
                html! {
                    <button class={classes!("tab", chosen.then_some("chosen"))} aria-pressed={chosen.to_string()}
                        onclick={open_help(state, dispatch, p)}>{ label }</button>
                }
            };
            let title = match page {
                Page::HowTo => "How to play",
                Page::Rulings => "Rulings",
            };
            sheet(
                title,
                "help",
                html! {
                    <>
                        <div class="help-tabs" role="group" aria-label="Help pages">
                            { tab(Page::HowTo, "How to play") }
                            { tab(Page::Rulings, "Rulings") }
                            <button class="close" onclick={close}>{"Close"}</button>
                        </div>
                        <div class="help-page">{ help::show(state.page(page)) }</div>
                    </>
                },
            )
        }
        Overlay::Menu => {
            let Some(t) = t else {
                return phone_menu(dispatch, close);
            };
            let redeal = |seed: Option<u64>| redeal(dispatch, &t.session, seed, Some(t.id.clone()));
            let home = {
                let d = dispatch.clone();
                Callback::from(move |_| d.dispatch(Msg::Home))
            };
            let send = |msg: Msg| {
                let d = dispatch.clone();
                Callback::from(move |_| d.dispatch(msg.clone()))
            };
            let learn = go_to(format!("{GAME_DIR}more/#{LEARN}"));
            sheet(
                "Menu",
                "menu",
                html! {
                    <>
                        <h2>{"Menu"}</h2>
                        // The seed deals every hidden card: shown only once nothing is secret.
                        if t.session.has_secrets() && t.session.outcome().is_none() {
                            <p>{"The seed of this deal is shown when the game ends (now it would give away every hidden card)."}</p>
                        } else {
                            <p>{"Seed of this deal: "}<strong class="seed-value">{ t.session.seed() }</strong>
                                <br/><small>{"Enter it at setup to deal the same game again."}</small></p>
                        }
                        <button onclick={send(Msg::Setup)}>{"New game"}</button>
                        <button onclick={learn}>{"Learn to play"}</button>
                        <button onclick={redeal(Some(t.session.seed()))}>{"Restart this deal"}</button>
                        <button onclick={redeal(None)}>{"Restart with a new deal"}</button>
                        { kit::sound::toggles() }
                        if t.session.has_secrets() && t.session.outcome().is_none() {
                            <h3>{"Look at your own cards"}</h3>
                            <div class="look">
                                { for t.session.players().iter().enumerate().filter(|(_, p)| p.computer.is_none()).map(|(seat, p)| {
                                    let d = dispatch.clone();
                                    html! { <button onclick={Callback::from(move |_| d.dispatch(Msg::Look(Some(seat))))}>{ format!("{}: look at my cards", p.name) }</button> }
                                }) }
                            </div>
                        }
                        <button onclick={home}>{"Leave (the game stays saved)"}</button>
                        <button class="primary" onclick={close}>{"Back to the game"}</button>
                    </>
                },
            )
        }
    }
}

/// A phone's menu: its sound and vibration, and leaving (its link brings it back to its seat).
fn phone_menu(dispatch: &UseReducerDispatcher<AppState>, close: Callback<MouseEvent>) -> Html {
    let d = dispatch.clone();
    sheet(
        "Menu",
        "menu",
        html! {
            <>
                <h2>{"Menu"}</h2>
                <p>{"The game is kept on the table's device. Open your link again to come back to your seat."}</p>
                { kit::sound::toggles() }
                <button onclick={Callback::from(move |_| d.dispatch(Msg::Home))}>{"Leave this seat"}</button>
                <button class="primary" onclick={close}>{"Back to the game"}</button>
            </>
        },
    )
}
