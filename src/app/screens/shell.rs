//! The page's frame around every screen: the app bar (home, the game's name, Undo, Rules, Info,
//! Menu), the sheets drawn over the table (help, info, the menu; a phone's own menu on the device
//! page), and the host's panel of join links. Each is a component; each tap hands the reducer a
//! [`Msg`].

use crate::app::kit::help;
use crate::app::kit::layout::{Sheet, sheet};
use crate::app::kit::sound::Switches;
use crate::app::model::{AppState, Msg, Overlay, Page, Screen};
#[cfg(feature = "net")]
use crate::app::net;
use crate::app::pages::{GAME_DIR, LEARN, go};
use crate::app::store;
use std::rc::Rc;
use yew::prelude::*;

/// A tap that hands the reducer the message `msg` makes (made at the tap: a new deal's seed is
/// drawn then).
pub(crate) fn tap(
    dispatch: &UseReducerDispatcher<AppState>,
    msg: impl Fn() -> Msg + 'static,
) -> Callback<MouseEvent> {
    let dispatch = dispatch.clone();
    Callback::from(move |_| dispatch.dispatch(msg()))
}

/// A tap that leaves for another page (`href`, relative to this one).
pub(crate) fn leave(href: String) -> Callback<MouseEvent> {
    Callback::from(move |_| go(&href))
}

/// The file beside a game's page that holds a help page.
fn help_file(page: Page) -> &'static str {
    // The device page sits one folder down from the game's files.
    let net = cfg!(feature = "net");
    match page {
        Page::HowTo if net => "../howto.html",
        Page::Rulings if net => "../rules.html",
        Page::HowTo => "howto.html",
        Page::Rulings => "rules.html",
    }
}

/// Fetches a help page, then hands it to the app (`None` if it can't be had).
pub(crate) fn load_help(page: Page, dispatch: UseReducerDispatcher<AppState>) {
    help::fetch_then(
        help_file(page),
        Box::new(move |text| dispatch.dispatch(Msg::Help(page, text.map(Rc::from)))),
    );
}

/// The app bar as the app stands: home, the game's name, and (at the table, or a phone's seat)
/// Undo, the rules, info and the menu.
pub(crate) fn bar(state: &AppState, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let table = state.table().filter(|_| !on_phone(state));
    let title = match &state.screen {
        Screen::Table(t) => crate::games::info(t.session.slug()),
        #[cfg(feature = "more")]
        Screen::Replay(r) => crate::games::info(r.game.slug()),
        #[cfg(feature = "more")]
        Screen::Guide(g) => crate::games::info(g.game.slug()),
        Screen::Setup(slug) => crate::games::info(slug),
        _ => None,
    }
    .map(|game| game.name);
    // (On the device page's host, while a phone's seat plays, that is why Undo is off.)
    #[cfg(feature = "net")]
    let phone = net::remote_turn(state.net.as_ref(), state.table())
        .map(|name| format!("{name} plays on their own device."));
    #[cfg(not(feature = "net"))]
    let phone = None::<String>;
    let undo = table
        .filter(|t| t.session.outcome().is_none())
        .map(|t| Undo {
            why: phone.or_else(|| t.undo_refusal()).map(AttrValue::from),
            phone: false,
        });
    #[cfg(feature = "net")]
    let undo = undo.or_else(|| {
        net::phone_undo(state.net.as_ref()).map(|why| Undo {
            why: why.map(AttrValue::from),
            phone: true,
        })
    });
    html! {
        <Bar {title} tools={table.is_some() || on_phone(state)} {undo} info={state.info_mode}
            dispatch={dispatch.clone()} />
    }
}

/// The bar's Undo: why it can't be used (`None`: it can), and whether it is a phone's (its own
/// seat's last move, sent to the table).
#[derive(Clone, PartialEq)]
struct Undo {
    why: Option<AttrValue>,
    phone: bool,
}

#[derive(Properties, PartialEq)]
struct BarProps {
    /// The game's name.
    title: Option<&'static str>,
    /// Whether the table's tools show: Rules, Info and the Menu.
    tools: bool,
    /// Undo, where there is something it could take back.
    undo: Option<Undo>,
    /// Info mode: a tap on the table reads what it is instead of playing.
    info: bool,
    dispatch: UseReducerDispatcher<AppState>,
}

#[component]
fn Bar(p: &BarProps) -> Html {
    let d = &p.dispatch;
    let info = p.info;
    let undo = p.undo.as_ref().map(|undo| {
        let phone = undo.phone;
        let msg = move || match phone {
            #[cfg(feature = "net")]
            true => Msg::Net(net::NetMsg::Undo),
            _ => Msg::Undo,
        };
        html! { <UndoButton why={undo.why.clone()} onclick={tap(d, msg)} /> }
    });
    html! {
        <header class="bar">
            <button onclick={tap(d, || Msg::Home)}><span aria-hidden="true">{ "🐐 " }</span>{ "Home" }</button>
            if let Some(title) = p.title { <span class="bar-title">{ title }</span> }
            if p.tools {
                <span class="bar-tools">
                    { undo }
                    <button onclick={tap(d, || Msg::Overlay(Overlay::Help(Page::HowTo)))}>{ "Rules" }</button>
                    <button class={info.then_some("chosen")} aria-pressed={info.to_string()}
                        onclick={tap(d, move || Msg::InfoMode(!info))}>
                        <span class="i" aria-hidden="true"></span>{ "Info" }
                        <span class="sr-only">{ ": tap anything on the table to read it" }</span>
                    </button>
                    <button onclick={tap(d, || Msg::Overlay(Overlay::Menu))}>{ "Menu" }</button>
                </span>
            }
        </header>
    }
}

#[derive(Properties, PartialEq)]
struct UndoProps {
    /// Why it can't be used, shown beside it (`None`: it can).
    why: Option<AttrValue>,
    onclick: Callback<MouseEvent>,
}

/// The bar's Undo: disabled, with the reason beside it, when it can't be used.
#[component]
fn UndoButton(p: &UndoProps) -> Html {
    let label = match &p.why {
        Some(why) => format!("Undo (unavailable: {why})"),
        None => "Undo the last move".to_string(),
    };
    html! {
        <span class="undo">
            <button disabled={p.why.is_some()} aria-label={label} onclick={p.onclick.clone()}>
                <span aria-hidden="true">{ "↶ " }</span>{ "Undo" }
            </button>
            if let Some(why) = &p.why { <small class="why">{ why.clone() }</small> }
        </span>
    }
}

/// The host's panel of join links while a device seat has no device (the device page only).
pub(crate) fn host_panel(_state: &AppState, _dispatch: &UseReducerDispatcher<AppState>) -> Html {
    #[cfg(feature = "net")]
    return super::devices::host_panel(_state, _dispatch);
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

/// The sheet over the table, if one is open: a thing's full text, a help page or the menu.
pub(crate) fn overlay(state: &AppState, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let dispatch = dispatch.clone();
    // A thing's text, read on any table: the game's, a lesson's, a replay's.
    if let Some(text) = &state.info {
        return html! { <InfoSheet text={text.clone()} {dispatch} /> };
    }
    let t = state.table().filter(|_| !on_phone(state));
    if t.is_none() && !on_phone(state) {
        return html! {};
    }
    match state.overlay {
        Overlay::None => html! {},
        Overlay::Help(page) => {
            let text = state.page(page).cloned();
            html! { <HelpSheet {page} {text} {dispatch} /> }
        }
        Overlay::Menu => {
            let Some(t) = t else {
                return html! { <PhoneMenu {dispatch} /> };
            };
            // The seed deals every hidden card: shown only once nothing is secret.
            let secret = t.session.has_secrets() && t.session.outcome().is_none();
            let seed = (!secret).then(|| AttrValue::from(t.session.seed().to_string()));
            let lookers = if secret {
                let players = t.session.players().iter().enumerate();
                players
                    .filter(|(_, p)| p.computer.is_none())
                    .map(|(seat, p)| (seat, AttrValue::from(p.name.clone())))
                    .collect()
            } else {
                Vec::new()
            };
            html! { <Menu {seed} {lookers} {dispatch} /> }
        }
    }
}

#[derive(Properties, PartialEq)]
struct InfoProps {
    text: AttrValue,
    dispatch: UseReducerDispatcher<AppState>,
}

/// A thing's full text (a long press on it, or a tap in info mode).
#[component]
fn InfoSheet(p: &InfoProps) -> Html {
    sheet(
        "About this",
        Sheet::Info,
        html! {
            <>
                <p class="info-text">{ p.text.clone() }</p>
                <button class="primary" onclick={tap(&p.dispatch, || Msg::Info(None))}>{ "Close" }</button>
            </>
        },
    )
}

#[derive(Properties, PartialEq)]
struct HelpProps {
    page: Page,
    /// The page as fetched so far: `None` while it comes, `Some(None)` if it can't be had.
    text: Option<Option<Rc<str>>>,
    dispatch: UseReducerDispatcher<AppState>,
}

/// A help page (how to play, or the rulings), with a tab for each.
#[component]
fn HelpSheet(p: &HelpProps) -> Html {
    let tab = |page: Page, label: &'static str| {
        let chosen = page == p.page;
        html! {
            <button class={if chosen { "tab chosen" } else { "tab" }} aria-pressed={chosen.to_string()}
                onclick={tap(&p.dispatch, move || Msg::Overlay(Overlay::Help(page)))}>{ label }</button>
        }
    };
    let title = match p.page {
        Page::HowTo => "How to play",
        Page::Rulings => "Rulings",
    };
    sheet(
        title,
        Sheet::Help,
        html! {
            <>
                <div class="help-tabs" role="group" aria-label="Help pages">
                    { tab(Page::HowTo, "How to play") }
                    { tab(Page::Rulings, "Rulings") }
                    <button class="close" onclick={tap(&p.dispatch, || Msg::Overlay(Overlay::None))}>{ "Close" }</button>
                </div>
                <div class="help-page">{ help::show(p.text.as_ref(), crate::app::samples::card) }</div>
            </>
        },
    )
}

#[derive(Properties, PartialEq)]
struct MenuProps {
    /// The deal's seed, once nothing is secret.
    seed: Option<AttrValue>,
    /// While cards are secret: the people at the table, who may look at their own.
    lookers: Vec<(usize, AttrValue)>,
    dispatch: UseReducerDispatcher<AppState>,
}

/// The table's menu: the seed, a new game or the lesson, the same deal again or a new one, sound
/// and vibration, a look at one's own cards, and leaving.
#[component]
fn Menu(p: &MenuProps) -> Html {
    let d = &p.dispatch;
    let looks = p.lookers.iter().map(|(seat, name)| {
        let seat = *seat;
        html! {
            <button onclick={tap(d, move || Msg::Look(Some(seat)))}>{ format!("{name}: look at my cards") }</button>
        }
    });
    let body = html! {
        <>
            <h2>{ "Menu" }</h2>
            if let Some(seed) = &p.seed {
                <p>{ "Seed of this deal: " }<strong class="seed-value">{ seed.clone() }</strong><br />
                    <small>{ "Enter it at setup to deal the same game again." }</small></p>
            } else {
                <p>{ "The seed of this deal is shown when the game ends (now it would give away every hidden card)." }</p>
            }
            <button onclick={tap(d, || Msg::Setup)}>{ "New game" }</button>
            <button onclick={leave(format!("{GAME_DIR}more/#{LEARN}"))}>{ "Learn to play" }</button>
            <button onclick={tap(d, || Msg::Redeal { seed: None, id: None })}>{ "Restart this deal" }</button>
            <button onclick={tap(d, || Msg::Redeal { seed: Some(store::new_seed()), id: None })}>
                { "Restart with a new deal" }
            </button>
            <Switches />
            if !p.lookers.is_empty() {
                <h3>{ "Look at your own cards" }</h3>
                <div class="look">{ for looks }</div>
            }
            <button onclick={tap(d, || Msg::Home)}>{ "Leave (the game stays saved)" }</button>
            <button class="primary" onclick={tap(d, || Msg::Overlay(Overlay::None))}>{ "Back to the game" }</button>
        </>
    };
    sheet("Menu", Sheet::Menu, body)
}

#[derive(Properties, PartialEq)]
struct PhoneMenuProps {
    dispatch: UseReducerDispatcher<AppState>,
}

/// A phone's menu: its sound and vibration, and leaving (its link brings it back to its seat).
#[component]
fn PhoneMenu(p: &PhoneMenuProps) -> Html {
    let d = &p.dispatch;
    sheet(
        "Menu",
        Sheet::Menu,
        html! {
            <>
                <h2>{ "Menu" }</h2>
                <p>{ "The game is kept on the table's device. Open your link again to come back to your seat." }</p>
                <Switches />
                <button onclick={tap(d, || Msg::Home)}>{ "Leave this seat" }</button>
                <button class="primary" onclick={tap(d, || Msg::Overlay(Overlay::None))}>{ "Back to the game" }</button>
            </>
        },
    )
}
