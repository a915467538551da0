//! The browser app. It is split into pages so a visit downloads only what it shows: the home page
//! (the game tiles and the saved games) and one page per game, at `<slug>/`, with setup, the table
//! and its hand-off screen, the end screen, and the app bar (home, rules, undo, menu) outside
//! `<main>`. A page's game state lives in a reducer; saving to localStorage happens in an effect
//! after each change.
//!
//! Each game has a second page, at `<slug>/more/` (built with the feature `more`): the guided
//! lesson (address fragment `#learn`) and the replay of a finished game (`#again=<id>`, a save
//! of this browser; `#watch=<data>`, a shared link), which few visits need, so the play page's
//! download has none of their code. Each page goes to the other for what it does not show.

#[cfg(feature = "table")]
mod any;
#[cfg(feature = "table")]
mod at_table;
#[cfg(feature = "battlegoats")]
mod battlegoats;
#[cfg(feature = "table")]
mod boards;
#[cfg(feature = "table")]
mod computer;
#[cfg(feature = "floats-mcgoats")]
mod floats_mcgoats;
#[cfg(feature = "goat-lords")]
mod goat_lords;
#[cfg(feature = "grab-your-goat")]
mod grab_your_goat;
#[cfg(feature = "gruff-goats")]
mod gruff_goats;
#[cfg(feature = "home")]
mod home;
mod kit;
#[cfg(feature = "more")]
mod lesson;
#[cfg(feature = "table")]
mod model;
#[cfg(feature = "net")]
mod net;
mod pages;
#[cfg(feature = "more")]
mod replay;
#[cfg(feature = "table")]
mod samples;
#[cfg(feature = "table")]
mod screens;
mod store;

#[cfg(feature = "table")]
use kit::help;
#[cfg(feature = "table")]
use model::{AppState, Screen};
#[cfg(all(feature = "table", not(feature = "more")))]
use pages::GAME_DIR;
#[cfg(feature = "more")]
use pages::LEARN;
#[cfg(feature = "table")]
use pages::add_style;
#[cfg(feature = "table")]
use pages::{AGAIN, go};
#[cfg(feature = "net")]
use screens::devices;
#[cfg(feature = "table")]
use screens::shell::{self, bar, host_panel, overlay};
#[cfg(feature = "more")]
use screens::{guide, replay as replay_screen};
#[cfg(all(feature = "table", not(feature = "more")))]
use screens::{setup, table};
#[cfg(feature = "table")]
use yew::prelude::*;

/// Mounts the page the address asks for: a game's table at `<slug>/` when this build has that
/// game, the home page otherwise (which first sends you back to a game left open).
pub fn start() {
    #[cfg(feature = "table")]
    let game = page_game();
    #[cfg(not(feature = "table"))]
    let game: Option<&'static str> = None;
    match game {
        // An old link to a replay (the play page showed them once): to the more page.
        #[cfg(all(feature = "table", not(feature = "more")))]
        Some(_) if forward_old_link() => {}
        #[cfg(feature = "table")]
        Some(slug) => {
            add_game_style(slug);
            // The first screen is drawn in a task of its own, after the one that compiled and
            // started the code: two shorter tasks block a tap less than one long one (Lighthouse's
            // total blocking time counts what each task takes past 50 ms; docs/performance.md).
            gloo_timers::callback::Timeout::new(0, move || {
                yew::Renderer::<App>::with_props(AppProps { slug }).render();
            })
            .forget();
        }
        _ => {
            #[cfg(feature = "home")]
            home::start();
        }
    }
}

/// Sends an address of the play page that asks for a replay (`#watch=…`, `#again=…`) on to the
/// more page with the same fragment; whether it did.
#[cfg(all(feature = "table", not(feature = "more")))]
fn forward_old_link() -> bool {
    let Some(location) = web_sys::window().map(|w| w.location()) else {
        return false;
    };
    let hash = location.hash().unwrap_or_default();
    let old = hash.starts_with(&format!("#{}", crate::engine::link::LINK_PREFIX))
        || hash.starts_with(&format!("#{AGAIN}"));
    old && location.replace(&format!("more/{hash}")).is_ok()
}

/// The game's own style rules (`static/games/<slug>.css`), squeezed by `build.rs`.
#[cfg(feature = "table")]
fn game_style(slug: &str) -> Option<(&'static str, &'static str)> {
    // Each with the version mark of the game's table.css (see `src/css.rs`).
    macro_rules! game {
        ($slug:literal) => {
            (
                include_str!(concat!(env!("OUT_DIR"), "/", $slug, ".css")),
                include_str!(concat!(env!("OUT_DIR"), "/", $slug, ".v")),
            )
        };
    }
    Some(match slug {
        #[cfg(feature = "battlegoats")]
        "battlegoats" => game!("battlegoats"),
        #[cfg(feature = "floats-mcgoats")]
        "floats-mcgoats" => game!("floats-mcgoats"),
        #[cfg(feature = "goat-lords")]
        "goat-lords" => game!("goat-lords"),
        #[cfg(feature = "grab-your-goat")]
        "grab-your-goat" => game!("grab-your-goat"),
        #[cfg(feature = "gruff-goats")]
        "gruff-goats" => game!("gruff-goats"),
        _ => return None,
    })
}

/// The more page opens straight on a table (a lesson, a replay): it carries the table kit's
/// rules (`static/table.css`), the lesson's and the replay's (`static/more.css`) and the game's in
/// its code, added before its first paint, in that order (the game's may refine the others).
#[cfg(feature = "more")]
fn add_game_style(slug: &str) {
    add_style(include_str!(concat!(env!("OUT_DIR"), "/table.css")));
    add_style(include_str!(concat!(env!("OUT_DIR"), "/more.css")));
    if let Some((css, _)) = game_style(slug) {
        // One folder down from the game's files (its card pictures).
        add_style(&css.replace("url(", "url(../"));
    }
}

#[cfg(all(feature = "table", not(feature = "more")))]
thread_local! {
    /// The game whose table's style rules are not asked for yet.
    static TABLE_STYLE: std::cell::Cell<Option<&'static str>> = const { std::cell::Cell::new(None) };
}

/// A play page's first screen is the setup, which needs none of the table's style rules (the
/// kit's and the game's): they are the game's `table.css`, beside the page, fetched when a table
/// is first wanted (`want_table_style`), so the first screen's download is that much lighter. The
/// shared stylesheet hides a table until they are in.
#[cfg(all(feature = "table", not(feature = "more")))]
fn add_game_style(slug: &'static str) {
    TABLE_STYLE.with(|s| s.set(Some(slug)));
    // A phone's seat on the device page can open on its cards at any time.
    if cfg!(feature = "net") {
        want_table_style();
    }
}

/// Fetches the table's style rules if no one has yet: when the page draws a table, and at the
/// first tap or key anywhere (`kit::sound::listen_for_taps`), so they are usually in before the
/// setup's "Start" is tapped. If they can't be had, the table shows unstyled rather than not at
/// all.
#[cfg(all(feature = "table", not(feature = "more")))]
pub(crate) fn want_table_style() {
    let Some((_, mark)) = TABLE_STYLE.with(|s| s.take()).and_then(game_style) else {
        return;
    };
    kit::help::fetch_then(
        &format!("{GAME_DIR}table.css?v={mark}"),
        Box::new(|css| match css {
            // The device page sits one folder down from the game's files (its card pictures).
            Some(css) if cfg!(feature = "net") => add_style(&css.replace("url(", "url(../")),
            Some(css) => add_style(&css),
            // As specific as the shared stylesheet's rule that hides it, and later.
            None => add_style("main[data-game][data-screen]{visibility:visible}"),
        }),
    );
}

/// The more page has its table's style rules from the start.
#[cfg(feature = "more")]
pub(crate) fn want_table_style() {}

/// The game whose page this is: the last part of the address naming a game this build has. A
/// page built for one game and no home page (as every deployed game page is) shows its game
/// wherever it is served.
#[cfg(feature = "table")]
fn page_game() -> Option<&'static str> {
    let has = |slug: &str| model::AnyOptions::default_for(slug).is_some();
    // A page without the home page has one game (each deployed game page): no address to read.
    if !cfg!(feature = "home") {
        return crate::games::SLUGS.into_iter().find(|slug| has(slug));
    }
    let path = web_sys::window()?.location().pathname().ok()?;
    let named = path
        .split('/')
        .rev()
        .find(|part| !part.is_empty() && *part != "index.html" && *part != "more" && *part != "net")
        .and_then(crate::games::info)
        .filter(|game| has(game.slug));
    named.map(|game| game.slug)
}

#[cfg(feature = "table")]
#[derive(Properties, PartialEq)]
struct AppProps {
    slug: &'static str,
}

#[cfg(feature = "table")]
#[component]
fn App(props: &AppProps) -> Html {
    let slug = props.slug;
    let state = use_reducer(move || first_state(slug));
    let dispatch = state.dispatcher();
    computer::use_computers(&state, dispatch.clone());
    follow_sounds(&state);
    use_net_page(&state, dispatch.clone());

    // What the tables remember between drawings, for the page's whole life (see kit::Keep).
    let keep = use_state(kit::Keep::default);
    // Long press and info mode: installed once; the mode is read when a tap comes.
    let info_mode = use_mut_ref(|| std::rc::Rc::new(std::cell::Cell::new(false)));
    info_mode.borrow().set(state.info_mode);
    {
        let (flag, d) = (info_mode.borrow().clone(), dispatch.clone());
        use_effect_with((), move |_| {
            help::listen(
                flag,
                Callback::from(move |text| d.dispatch(model::Msg::Info(Some(text)))),
            );
            kit::sound::listen_for_taps(want_table_style);
        });
    }

    // A help page asked for and not fetched yet is fetched (see Msg::Overlay).
    let asked = match state.overlay {
        model::Overlay::Help(page) if state.page(page).is_none() => Some(page),
        _ => None,
    };
    {
        let d = dispatch.clone();
        use_effect_with(asked, move |asked| {
            if let Some(page) = *asked {
                shell::load_help(page, d);
            }
        });
    }

    // Autosave after every change to the game at the table.
    let at_table = match &state.screen {
        Screen::Table(t) => Some((t.id.clone(), t.session.clone())),
        _ => None,
    };
    // A replay changes no save, and leaves the game that was open open (a link's game is
    // someone else's: it is never saved here). So does the more page while it waits.
    #[cfg(feature = "more")]
    let replaying = matches!(state.screen, Screen::Replay(_) | Screen::Wait);
    #[cfg(not(feature = "more"))]
    let replaying = false;
    use_effect_with((at_table, replaying), move |(at, replaying)| {
        match at {
            Some((id, session)) => {
                // A full or blocked storage only loses the autosave; play goes on.
                let _ = store::save(id, session);
                store::set_open(Some(id));
            }
            None if *replaying => {}
            None => store::set_open(None),
        }
    });

    // The computers' pace, as chosen last, for the next game and the next setup (the more
    // page's lesson and replays keep their own).
    use_effect_with(state.pace, |pace| {
        if !cfg!(feature = "more") {
            store::remember_pace(pace.name())
        }
    });

    // Leaving for another page (from the more page, with its notice for the game's page).
    use_more_page(state.notice.clone(), slug, dispatch.clone());
    let leaving = leave_for(&state);
    use_effect_with(leaving, |leaving| {
        if let Some(href) = leaving {
            go(href);
        }
    });

    if matches!(state.screen, Screen::Table(_)) {
        want_table_style();
    }

    // A guided game's table marks the thing to tap (see kit::guide).
    #[cfg(feature = "more")]
    let guided = kit::guide::Guided(matches!(state.screen, Screen::Guide(_)));
    #[cfg(not(feature = "more"))]
    let guided = kit::guide::Guided(false);
    let screen = match &state.screen {
        Screen::Home => html! { <main data-screen="leaving"></main> },
        // The more page shows no setup or table: it leaves for the game's page (leave_for).
        #[cfg(feature = "more")]
        Screen::Setup(_) | Screen::Table(_) | Screen::Wait => {
            html! { <main data-screen="leaving"></main> }
        }
        #[cfg(not(feature = "more"))]
        Screen::Setup(slug) => html! {
            <setup::Setup slug={*slug} dispatch={dispatch.clone()} notice={state.notice.clone()} />
        },
        #[cfg(not(feature = "more"))]
        Screen::Table(t) => {
            // The device page's host: seats on devices, and `data-device`.
            #[cfg(feature = "net")]
            let (away, device) = devices::table_props(&state);
            #[cfg(not(feature = "net"))]
            let (away, device): (Vec<Option<AttrValue>>, Option<AttrValue>) = (Vec::new(), None);
            html! { <table::TableScreen table={(**t).clone()} dispatch={dispatch.clone()}
            pace={state.pace} paused={state.paused} {away} {device} /> }
        }
        #[cfg(feature = "more")]
        Screen::Replay(r) => {
            html! { <replay_screen::ReplayScreen replay={(**r).clone()} dispatch={dispatch.clone()} /> }
        }
        #[cfg(feature = "more")]
        Screen::Guide(g) => {
            html! { <guide::GuideScreen guide={(**g).clone()} dispatch={dispatch.clone()} /> }
        }
    };
    // A phone's seat on the device page: its own screen, whatever the game's screen says.
    #[cfg(feature = "net")]
    let screen = match &state.net {
        Some(net::Net::Seat(device)) => devices::seat_screen(device, &dispatch),
        _ => screen,
    };
    html! {
        <ContextProvider<kit::Keep> context={(*keep).clone()}>
            <ContextProvider<kit::guide::Guided> context={guided}>
                { bar(&state, &dispatch) }
                { screen }
                { host_panel(&state, &dispatch) }
                { overlay(&state, &dispatch) }
            </ContextProvider<kit::guide::Guided>>
        </ContextProvider<kit::Keep>>
    }
}

/// Plays the sound of what changed on the screen (see kit::sound): a table's, a lesson's or a
/// replay's moves, a refused tap, the tablet passed on, a lesson's next step.
#[cfg(feature = "table")]
fn follow_sounds(state: &AppState) {
    let (place, session, viewer, step, moves) = match &state.screen {
        Screen::Table(t) => (0, &t.session, t.viewer, 0, t.session.moves()),
        #[cfg(feature = "more")]
        Screen::Guide(g) => (1, &g.at, None, g.step, g.at.moves()),
        #[cfg(feature = "more")]
        Screen::Replay(r) => (2, &r.at, None, 0, r.moves),
        _ => return kit::sound::follow(None, |_| None),
    };
    let scene = kit::sound::Scene {
        place,
        moves,
        log: session.log_len(),
        refusals: state.refusals,
        viewer,
        step,
    };
    kit::sound::follow(Some(scene), |log| {
        let person = session
            .last_actor()
            .is_some_and(|seat| session.computer(seat).is_none());
        session.sound(log).map(|sound| (sound, person))
    });
}

/// The more page's own effects: the lesson fetched once the page shows (if the address asks
/// for it), and a notice handed to the game's page for when it goes there.
#[cfg(feature = "more")]
#[hook]
fn use_more_page(
    notice: Option<String>,
    slug: &'static str,
    dispatch: UseReducerDispatcher<AppState>,
) {
    use_effect_with((), move |_| {
        if asked().as_deref() == Some(LEARN) {
            guide::load(slug, dispatch);
        }
    });
    use_effect_with(notice, |notice| {
        if let Some(text) = notice {
            store::hand_notice(text);
        }
    });
}

/// The device page's connections (see app::net).
#[cfg(feature = "net")]
#[hook]
fn use_net_page(state: &AppState, dispatch: UseReducerDispatcher<AppState>) {
    devices::use_net(state, dispatch);
}

/// The other pages play on one device.
#[cfg(all(feature = "table", not(feature = "net")))]
#[hook]
fn use_net_page(_state: &AppState, _dispatch: UseReducerDispatcher<AppState>) {}

/// A play page has no more page's effects.
#[cfg(all(feature = "table", not(feature = "more")))]
#[hook]
fn use_more_page(
    _notice: Option<String>,
    _slug: &'static str,
    _dispatch: UseReducerDispatcher<AppState>,
) {
}

/// Where the page goes now, if it leaves: the home page (then nothing is open any more: see the
/// autosave above); from the more page, the game's page, for its setup or for the game at the
/// table (saved by then), or when the lesson can't be had.
#[cfg(feature = "table")]
fn leave_for(state: &AppState) -> Option<&'static str> {
    match &state.screen {
        Screen::Home if cfg!(any(feature = "more", feature = "net")) => Some("../../"),
        Screen::Home => Some("../"),
        #[cfg(feature = "more")]
        Screen::Setup(_) | Screen::Table(_) => Some("../"),
        #[cfg(feature = "more")]
        Screen::Wait if state.notice.is_some() => Some("../"),
        _ => None,
    }
}

/// What the page's address asks for after `#`, if anything.
#[cfg(feature = "table")]
fn asked() -> Option<String> {
    let w = web_sys::window()?;
    let hash = w.location().hash().ok()?;
    hash.strip_prefix('#')
        .filter(|id| !id.is_empty())
        .map(str::to_string)
}

/// The first state of a game's page: the save named after `#` in the address (from the home
/// page's Resume), else this game if it was open when the page was left, else its setup (with
/// the notice the more page left, if it sent the player here).
#[cfg(all(feature = "table", not(feature = "more")))]
fn first_state(slug: &'static str) -> AppState {
    let mut state = AppState {
        screen: Screen::Setup(slug),
        notice: store::take_notice(),
        pace: store::pace()
            .and_then(|p| model::Pace::parse(&p))
            .unwrap_or(model::Pace::Normal),
        ..AppState::default()
    };
    // The device page opened by a join link: this phone's seat (see app::net).
    #[cfg(feature = "net")]
    match net::asked_seat() {
        Some(Ok(device)) => {
            state.net = Some(net::Net::Seat(Box::new(device)));
            return state;
        }
        Some(Err(why)) => {
            state.notice = Some(why);
            return state;
        }
        None => {}
    }
    let asked = asked();
    // The address keeps no save id: a reload goes by the open game instead.
    if asked.is_some()
        && let Some(Ok(history)) = web_sys::window().map(|w| w.history())
    {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("./"));
    }
    let id =
        asked.or_else(|| store::open_id().filter(|id| store::game_of(id).as_deref() == Some(slug)));
    if let Some(id) = id {
        match store::load(&id) {
            Ok(session) => {
                state.screen = Screen::Table(Box::new(model::Table {
                    id,
                    session,
                    viewer: None,
                    error: None,
                    looking: None,
                }))
            }
            Err(why) => state.notice = Some(why),
        }
    }
    // The device page's host: the room kept with the game, if it has one.
    #[cfg(feature = "net")]
    if let Screen::Table(t) = &state.screen {
        state.net = net::load_room(&t.id).map(net::Net::Host);
    }
    state
}

/// The first state of a game's more page: the replay of a shared game if the address ends in
/// `#watch=…` (see [`crate::engine::link`]), of a finished save if it ends in `#again=<id>`, or
/// the lesson, fetched, for `#learn`. The address keeps its fragment: a reload shows the same.
/// A replay that can't be shown goes to the game's setup with a notice saying why; an address
/// asking for nothing, to the game's page.
#[cfg(feature = "more")]
fn first_state(slug: &'static str) -> AppState {
    let mut state = AppState {
        screen: Screen::Wait,
        ..AppState::default()
    };
    let asked = asked().unwrap_or_default();
    let replay = if let Some(data) = asked.strip_prefix(crate::engine::link::LINK_PREFIX) {
        watch(slug, data)
    } else if let Some(id) = asked.strip_prefix(AGAIN) {
        store::load(id).and_then(|game| replay::Replay::new(game, Some(id.to_string())))
    } else {
        if asked != LEARN
            && let Some(window) = web_sys::window()
        {
            let _ = window.location().replace("../");
        }
        return state;
    };
    match replay {
        Ok(replay) => state.screen = Screen::Replay(Box::new(replay)),
        Err(why) => {
            state.screen = Screen::Setup(slug);
            state.notice = Some(why);
        }
    }
    state
}

/// The replay of the finished game in a link's data (what follows `#watch=`), for this page's
/// game; or why it can't be shown.
#[cfg(feature = "more")]
fn watch(slug: &str, data: &str) -> Result<replay::Replay, String> {
    let text = crate::engine::link::decode(data).map_err(|e| e.to_string())?;
    let damaged = |e: String| format!("This link to watch a game can't be opened: {e}");
    let of = crate::engine::SaveSummary::read(&text).map_err(|e| damaged(e.to_string()))?;
    if of.game != slug {
        let name = crate::games::info(&of.game).map_or(of.game.as_str(), |g| g.name);
        return Err(format!(
            "This link is to watch a game of {name}, not of this game: open it on that game's page."
        ));
    }
    let game = model::AnySession::load(&text).map_err(damaged)?;
    replay::Replay::new(game, None).map_err(damaged)
}
