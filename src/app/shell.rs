//! The page's frame around every screen: the app bar (home, the game's name, Undo, Rules, Info,
//! Menu), the sheets drawn over the table (help, info, the menu; a phone's own menu on the device
//! page), and the host's panel of join links.

use super::kit::layout::{Sheet, sheet};
use super::kit::markup::{escape, target};
use super::kit::piece::raw;
use super::kit::{self, help};
use super::model::{AppState, Msg, Overlay, Pace, Page, Screen};
#[cfg(feature = "net")]
use super::net;
use super::store;
use super::{GAME_DIR, LEARN, go};
use std::fmt::Write;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

/// Taps on the buttons of screens drawn as markup (kit::markup): `data-do` names what the tap
/// does, `data-go` the page it goes to. Installed once, with the page's other listeners.
pub(super) fn listen_for_words(dispatch: UseReducerDispatcher<AppState>) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let tap = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
        if let Some((_, href)) = target(&e, "data-go") {
            go(&href);
        } else if let Some(msg) = target(&e, "data-do").and_then(|(_, word)| word_msg(&word)) {
            dispatch.dispatch(msg);
        }
    });
    let _ = document.add_event_listener_with_callback("click", tap.as_ref().unchecked_ref());
    // The listener lives as long as the page.
    tap.forget();
}

/// What a button's `data-do` word asks for (the setup screen's own words are its own: none).
fn word_msg(word: &str) -> Option<Msg> {
    let number = |prefix: &str| word.strip_prefix(prefix)?.parse::<usize>().ok();
    Some(match word {
        "home" => Msg::Home,
        "new" => Msg::Setup,
        "ready" => Msg::Ready,
        "pass" => Msg::Pass,
        "looked" => Msg::Look(None),
        "pause" => Msg::Pause(true),
        "resume" => Msg::Pause(false),
        "close" => Msg::Overlay(Overlay::None),
        "info-close" => Msg::Info(None),
        "info-on" => Msg::InfoMode(true),
        "info-off" => Msg::InfoMode(false),
        "undo" => Msg::Undo,
        #[cfg(feature = "net")]
        "phone-undo" => Msg::Net(net::NetMsg::Undo),
        "menu" => Msg::Overlay(Overlay::Menu),
        "howto" => Msg::Overlay(Overlay::Help(Page::HowTo)),
        "rulings" => Msg::Overlay(Overlay::Help(Page::Rulings)),
        "restart" => Msg::Redeal {
            seed: None,
            id: None,
        },
        "redeal" => Msg::Redeal {
            seed: Some(store::new_seed()),
            id: None,
        },
        "again" => Msg::Redeal {
            seed: Some(store::new_seed()),
            id: Some(store::new_id()),
        },
        _ => match (
            number("look-"),
            number("pace-").and_then(|i| Pace::ALL.get(i)),
        ) {
            (Some(seat), _) => Msg::Look(Some(seat)),
            (_, Some(&pace)) => Msg::Pace(pace),
            _ => return None,
        },
    })
}

/// A button drawn as markup: its class (if any), what it does (`data-do`) and its words.
pub(super) fn word_button(out: &mut String, class: &str, word: &str, words: &str) {
    let _ = write!(
        out,
        r#"<button class="{class}" data-do="{word}">{words}</button>"#
    );
}

/// The app bar: home, the game's name, and (at the table) how to play, info, undo and the menu.
pub(super) fn bar(state: &AppState) -> Html {
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
    };
    let mut out = String::from(
        r#"<header class="bar"><button data-do="home"><span aria-hidden="true">🐐 </span>Home</button>"#,
    );
    if let Some(game) = name {
        let _ = write!(out, r#"<span class="bar-title">{}</span>"#, game.name);
    }
    if table.is_some() || on_phone(state) {
        out.push_str(r#"<span class="bar-tools">"#);
        // (On the device page's host, while a phone's seat plays, that is why.)
        #[cfg(feature = "net")]
        let phone =
            net::remote_turn(state).map(|name| format!("{name} plays on their own device."));
        #[cfg(not(feature = "net"))]
        let phone = None::<String>;
        if let Some(t) = table.filter(|t| t.session.outcome().is_none()) {
            undo_button(&mut out, phone.or_else(|| t.undo_refusal()), "undo");
        }
        #[cfg(feature = "net")]
        net::phone_undo(&mut out, state);
        let info = state.info_mode;
        let _ = write!(
            out,
            r#"<button data-do="howto">Rules</button><button{} aria-pressed="{info}" data-do="info-{}"><span class="i" aria-hidden="true"></span>Info<span class="sr-only">: tap anything on the table to read it</span></button><button data-do="menu">Menu</button></span>"#,
            if info { r#" class="chosen""# } else { "" },
            if info { "off" } else { "on" },
        );
    }
    out.push_str("</header>");
    raw(out)
}

/// The bar's Undo (its tap is `word`): disabled, with the reason beside it, when `why` says it
/// can't be used.
pub(super) fn undo_button(out: &mut String, why: Option<String>, word: &str) {
    let why = why.map(|w| escape(&w));
    let _ = write!(
        out,
        r#"<span class="undo"><button data-do="{word}"{}><span aria-hidden="true">↶ </span>Undo</button>"#,
        match &why {
            Some(w) => format!(r#" disabled aria-label="Undo (unavailable: {w})""#),
            None => r#" aria-label="Undo the last move""#.to_string(),
        }
    );
    if let Some(w) = why {
        let _ = write!(out, r#"<small class="why">{w}</small>"#);
    }
    out.push_str("</span>");
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

pub(super) fn overlay(state: &AppState) -> Html {
    let t = match &state.screen {
        Screen::Table(t) if !on_phone(state) => Some(t),
        _ => None,
    };
    if t.is_none() && !on_phone(state) {
        return html! {};
    }
    if let Some(text) = &state.info {
        return sheet(
            "About this",
            Sheet::Info,
            raw(format!(
                r#"<p class="info-text">{}</p><button class="primary" data-do="info-close">Close</button>"#,
                escape(text)
            )),
        );
    }
    match state.overlay {
        Overlay::None => html! {},
        Overlay::Help(page) => {
            let tab = |p: Page, word: &'static str, label: &'static str| {
                let (class, pressed) = if p == page {
                    ("tab chosen", "true")
                } else {
                    ("tab", "false")
                };
                raw(format!(
                    r#"<button class="{class}" aria-pressed="{pressed}" data-do="{word}">{label}</button>"#
                ))
            };
            let title = match page {
                Page::HowTo => "How to play",
                Page::Rulings => "Rulings",
            };
            sheet(
                title,
                Sheet::Help,
                html! {
                    <>
                        <div class="help-tabs" role="group" aria-label="Help pages">
                            { tab(Page::HowTo, "howto", "How to play") }
                            { tab(Page::Rulings, "rulings", "Rulings") }
                            <button class="close" data-do="close">{"Close"}</button>
                        </div>
                        <div class="help-page">{ help::show(state.page(page)) }</div>
                    </>
                },
            )
        }
        Overlay::Menu => {
            let Some(t) = t else {
                return phone_menu();
            };
            // The seed deals every hidden card: shown only once nothing is secret.
            let secret = t.session.has_secrets() && t.session.outcome().is_none();
            let mut out = String::from("<h2>Menu</h2>");
            if secret {
                out.push_str("<p>The seed of this deal is shown when the game ends (now it would give away every hidden card).</p>");
            } else {
                let _ = write!(
                    out,
                    r#"<p>Seed of this deal: <strong class="seed-value">{}</strong><br><small>Enter it at setup to deal the same game again.</small></p>"#,
                    t.session.seed()
                );
            }
            word_button(&mut out, "", "new", "New game");
            let _ = write!(
                out,
                r#"<button data-go="{GAME_DIR}more/#{LEARN}">Learn to play</button>"#
            );
            word_button(&mut out, "", "restart", "Restart this deal");
            word_button(&mut out, "", "redeal", "Restart with a new deal");
            out.push_str(&kit::sound::toggles_markup());
            if secret {
                out.push_str(r#"<h3>Look at your own cards</h3><div class="look">"#);
                for (seat, p) in t.session.players().iter().enumerate() {
                    if p.computer.is_none() {
                        let _ = write!(
                            out,
                            r#"<button data-do="look-{seat}">{}: look at my cards</button>"#,
                            escape(&p.name)
                        );
                    }
                }
                out.push_str("</div>");
            }
            word_button(&mut out, "", "home", "Leave (the game stays saved)");
            word_button(&mut out, "primary", "close", "Back to the game");
            sheet("Menu", Sheet::Menu, raw(out))
        }
    }
}

/// A phone's menu: its sound and vibration, and leaving (its link brings it back to its seat).
fn phone_menu() -> Html {
    let mut out = String::from(
        "<h2>Menu</h2><p>The game is kept on the table's device. Open your link again to come back to your seat.</p>",
    );
    out.push_str(&kit::sound::toggles_markup());
    word_button(&mut out, "", "home", "Leave this seat");
    word_button(&mut out, "primary", "close", "Back to the game");
    sheet("Menu", Sheet::Menu, raw(out))
}
