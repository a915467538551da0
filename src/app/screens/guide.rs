//! Learn to play: a guided first game, on the game's more page. Its script (`learn.txt` beside
//! the game's page, read by
//! [`crate::engine::guide`]) is fetched when a player asks for it, so it is not part of the
//! page's download. Each step says what happens and why; the board is handed only the step's
//! action, so the one control on the way to it is lit (`data-next`), and a tap on anything else
//! on the table is refused with a word on what to tap instead. Computers' moves come from the
//! script too: played by themselves, or (when the step has words) when the player taps Next.

use crate::app::boards::board;
use crate::app::kit::guide::next;
use crate::app::kit::layout::{LOG, Log};
use crate::app::kit::motion::use_motion;
use crate::app::lesson::{Guide, LEARNER};
use crate::app::model::{AnySession, AppState, Msg};
use crate::app::store;
use crate::engine::guide::Step;
use gloo_timers::callback::Timeout;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use yew::prelude::*;

/// The pause before a computer's move that the script plays by itself, in milliseconds.
const COMPUTER_MS: u32 = 900;

/// Fetches the game's lesson, then opens it (or says on the setup screen why it can't).
pub fn load(slug: &'static str, dispatch: UseReducerDispatcher<AppState>) {
    crate::app::kit::help::fetch_then(
        // Beside the game's page, one folder up from the more page.
        "../learn.txt",
        Box::new(move |text| {
            dispatch.dispatch(match text {
                Some(text) => match Guide::new(slug, &text) {
                    Ok(guide) => Msg::Learn(Box::new(guide)),
                    Err(e) => Msg::Notice(format!("The lesson can't be opened: {e}")),
                },
                None => Msg::Notice(
                    "The lesson could not be loaded. It is kept for offline play once the game has been opened online."
                        .into(),
                ),
            })
        }),
    );
}

/// The guided game on show.
#[derive(Properties, PartialEq)]
pub struct GuideProps {
    pub guide: Guide,
    pub dispatch: UseReducerDispatcher<AppState>,
}

/// The lesson's screen: the step's words and buttons on top, the table, and the log beside it.
#[component]
pub fn GuideScreen(props: &GuideProps) -> Html {
    let g = &props.guide;
    let d = &props.dispatch;
    use_motion(g.at.moves(), Some(LEARNER));
    let main = use_node_ref();
    let step = g.current().cloned().unwrap_or(Step {
        text: String::new(),
        act: None,
    });
    let expected = g.expected();
    let theirs = expected.as_ref().filter(|(seat, _)| *seat != LEARNER);
    // A computer's move with no words: played by itself after a pause.
    {
        let d = d.clone();
        let silent = theirs.is_some() && step.text.is_empty();
        use_effect_with((g.step, silent), move |&(at, silent)| {
            let timer =
                silent.then(|| Timeout::new(COMPUTER_MS, move || d.dispatch(Msg::GuideNext(at))));
            move || drop(timer)
        });
    }
    // On a phone the table may be taller than the screen: the thing to tap is brought into view.
    {
        let main = main.clone();
        use_effect_with((g.step, g.at.moves()), move |_| {
            if let Some(main) = main.cast::<web_sys::Element>() {
                bring_into_view(&main);
            }
        });
    }
    // Taps on the table that are not the step's: refused before the table sees them.
    {
        let d = d.clone();
        use_effect_with(main.clone(), move |main| {
            let listener = refuse_taps(main.clone(), d);
            move || drop(listener)
        });
    }
    let send = |msg: Msg| {
        let d = d.clone();
        Callback::from(move |_| d.dispatch(msg.clone()))
    };
    let players = g.at.players().to_vec();
    let mine = expected.as_ref().filter(|(seat, _)| *seat == LEARNER);
    let only = mine.map(|(_, a)| a);
    let watching = theirs.map(|(seat, _)| {
        let name = players.get(*seat).map_or("A computer", |p| p.name.as_str());
        AttrValue::from(format!("{name} plays next."))
    });
    let table = board(
        &g.at,
        LEARNER,
        mine.map(|_| LEARNER),
        &players,
        watching,
        d,
        only,
    );
    let slug = g.game.slug();
    let (n, total) = (g.step + 1, g.steps.len());
    // The lesson's buttons, the lit one first: one list, drawn by one loop.
    let mut buttons: Vec<(String, Callback<MouseEvent>, bool)> = Vec::new();
    if g.last() {
        let real = redeal(d, &g.game, None, None);
        buttons.push(("Play a real game".into(), real, true));
        buttons.push(("Choose players first".into(), send(Msg::Setup), false));
    } else {
        if mine.is_none() && !(theirs.is_some() && step.text.is_empty()) {
            let label = match theirs.and_then(|(seat, _)| players.get(*seat)) {
                Some(p) => format!("Next: {}'s move", p.name),
                None => "Next".into(),
            };
            buttons.push((label, send(Msg::GuideNext(g.step)), true));
        }
        buttons.push(("Leave the lesson".into(), send(Msg::Setup), false));
    }
    // A computer's move with no words of its own: the band says who plays and what they did
    // last, never nothing.
    let say = match theirs.and_then(|(seat, _)| players.get(*seat)) {
        Some(p) if step.text.is_empty() => match g.at.log_tail(1).last() {
            Some(line) if g.at.last_actor() == Some(theirs.map_or(0, |t| t.0)) => {
                format!("{} is playing… {line}", p.name)
            }
            _ => format!("{} is playing…", p.name),
        },
        _ => step.text.clone(),
    };
    let panel = html! {
        <section class="guide" aria-label="Lesson">
            <p class="guide-count">{ format!("Learn to play · step {n} of {total}") }</p>
            <p class="guide-say" aria-live="polite">{ say }</p>
            if let Some(why) = &g.refused { <p class="notice guide-refused" role="alert">{ why.clone() }</p> }
            <div class="guide-actions">
                { for buttons.into_iter().map(|(label, onclick, lit)| html! {
                    <button class={lit.then_some("primary")} data-next={next(lit)} {onclick}>{ label }</button>
                }) }
            </div>
        </section>
    };
    let side = html! { <Log lines={g.at.log_tail(LOG)} /> };
    html! {
        <main ref={main} data-screen="learn" data-game={slug} data-moves={g.at.moves().to_string()}
            data-step={n.to_string()} data-steps={total.to_string()} class="play learn">
            { crate::app::kit::layout::play(panel, table, side) }
        </main>
    }
}

/// Listens (first of all, on the window) for taps inside the lesson's `<main>` that are neither
/// on the lit thing nor on the lesson's own buttons: they are stopped, and the lesson says what to
/// tap instead. Dropping the returned guard stops listening.
fn refuse_taps(main: NodeRef, dispatch: UseReducerDispatcher<AppState>) -> Option<Listener> {
    let window = web_sys::window()?;
    let closure = Closure::<dyn Fn(web_sys::Event)>::new(move |e: web_sys::Event| {
        let (Some(main), Some(target)) = (
            main.cast::<web_sys::Element>(),
            e.target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok()),
        ) else {
            return;
        };
        let inside = |selector: &str| target.closest(selector).ok().flatten().is_some();
        if !main.contains(Some(&target)) || inside(".guide") {
            return;
        }
        if inside("[data-next]") {
            // A choice in several taps: the next tap's control, once drawn, is brought into view.
            Timeout::new(80, move || bring_into_view(&main)).forget();
            return;
        }
        e.stop_propagation();
        e.prevent_default();
        dispatch.dispatch(Msg::GuideRefuse);
    });
    window
        .add_event_listener_with_callback_and_bool("click", closure.as_ref().unchecked_ref(), true)
        .ok()?;
    Some(Listener { window, closure })
}

/// Scrolls the thing to tap into view, if it is not (on a phone the table can be taller than
/// the screen).
fn bring_into_view(main: &web_sys::Element) {
    if let Ok(Some(lit)) = main.query_selector("[data-next]") {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        lit.scroll_into_view_with_scroll_into_view_options(&options);
    }
}

/// A window listener, removed when dropped.
struct Listener {
    window: web_sys::Window,
    closure: Closure<dyn Fn(web_sys::Event)>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self.window.remove_event_listener_with_callback_and_bool(
            "click",
            self.closure.as_ref().unchecked_ref(),
            true,
        );
    }
}

/// A button action that deals the same table again: from `seed` (or a new one), into the save
/// `id` (or a new save).
fn redeal(
    dispatch: &UseReducerDispatcher<AppState>,
    session: &AnySession,
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
