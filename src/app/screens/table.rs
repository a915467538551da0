//! The table: the hand-off screen whenever the tablet must change hands, the game's board for the
//! seat holding it, and the end screen with the scores.
// The more page (feature "more") shows no setup or table screen, only the board: what only
// those screens use is never called there, and the linker leaves it out of its download.
#![cfg_attr(feature = "more", allow(dead_code))]

use super::scores::Scores;
use super::shell::tap;
use crate::app::boards::{board, sealed};
use crate::app::kit::layout::{LOG, Latest, Log, play, play_under};
use crate::app::kit::motion::use_motion;
use crate::app::kit::piece::{TOKENS, Token};
use crate::app::model::{AnySession, AppState, Msg, Pace, Table};
use crate::engine::bot::Level;
use crate::engine::{Outcome, Player, Seat};
use gloo_timers::callback::Timeout;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TableProps {
    pub table: Table,
    pub dispatch: UseReducerDispatcher<AppState>,
    /// How fast computers play, and whether they wait.
    pub pace: Pace,
    pub paused: bool,
    /// Seats played on devices of their own (the device page's host): for each seat, the words
    /// the table shows while it plays (none: played here). Such a seat needs no hand-off, and
    /// nothing of its own is drawn here.
    #[prop_or_default]
    pub away: Vec<Option<AttrValue>>,
    /// `data-device` on the table's `<main>` (the device page's host: "host").
    #[prop_or_default]
    pub device: Option<AttrValue>,
}

#[component]
pub fn TableScreen(props: &TableProps) -> Html {
    let t = &props.table;
    let slug = t.session.slug();
    let players = t.session.players().to_vec();
    // The seat the table is seen from: with nothing secret, everyone sees the same table.
    let seen_from = if t.session.has_secrets() {
        t.looking.or(t.viewer)
    } else {
        None
    };
    use_motion(t.session.moves(), seen_from);
    use_effect(fit_final_table);
    // The table under a hand-off is drawn just after the hand-off is painted, on its own: the
    // tap that passes the tablet shows the hand-off as quickly as one with nothing under it,
    // and the next seat's table is drawn while the tablet changes hands.
    let under = use_mut_ref(Under::default);
    let redraw = use_force_update();
    {
        let under = under.clone();
        use_effect(move || {
            let key = {
                let mut u = under.borrow_mut();
                match u.at {
                    Some(key) if !u.drawn && !u.asked => {
                        u.asked = true;
                        key
                    }
                    _ => return,
                }
            };
            crate::app::kit::after_paint(move || {
                let mut u = under.borrow_mut();
                if u.at == Some(key) {
                    u.drawn = true;
                    drop(u);
                    redraw.force_update();
                }
            });
        });
    }
    // (Set again below while a hand-off is on screen.)
    let shown_before = under.borrow_mut().at.take();
    // A game that ends at this table first shows its last move on the table (its animation
    // plays out) for a moment, then the end screen; one opened already over shows it at once.
    let ended = t.session.outcome().is_some();
    let result = use_state(|| ended);
    {
        let result = result.clone();
        use_effect_with((ended, *result), move |&(over, shown)| {
            if !over && shown {
                result.set(false);
            }
            let timer = (over && !shown).then(|| Timeout::new(ENDING_MS, move || result.set(true)));
            move || drop(timer)
        });
    }
    if ended && !*result {
        return ending(props, &players, result.setter());
    }
    if let Some(outcome) = t.session.outcome() {
        return over(t, &outcome, &players, &props.dispatch);
    }
    let Some(acting) = t.session.acting() else {
        return html! {};
    };
    let looking = t.looking;
    // A seat played on its own device: the tablet shows nothing of it and waits.
    let elsewhere = |seat: Seat| props.away.get(seat).cloned().flatten();
    let remote = elsewhere(acting).filter(|_| looking.is_none());
    if let Some((from, to)) = t.passing() {
        // (To a seat on its own device: the mover's cards are hidden from the shared screen.)
        return pass(props, from, to, &players);
    }
    let computer = t.session.computer(acting).filter(|_| looking.is_none());
    let secrets = t.session.has_secrets();
    // Whose view is on screen: someone only looking at their own cards; during a computer's
    // turn, the person holding the tablet (or the computer itself when nothing is secret from
    // anyone watching); else the player to act.
    let shown = match (looking, computer) {
        (Some(seat), _) => Some(seat),
        (None, _) if remote.is_some() && !secrets => Some(acting),
        (None, _) if remote.is_some() => t
            .viewer
            .filter(|&v| t.session.computer(v).is_none() && elsewhere(v).is_none()),
        (None, Some(_)) if !secrets || !t.session.has_people() => Some(acting),
        (None, Some(_)) => t.viewer.filter(|&v| t.session.computer(v).is_none()),
        (None, None) => Some(acting),
    };
    // (While a device seat plays, the board's own prompt says so.)
    let thinking = match (&remote, computer) {
        (None, Some(level)) => {
            let name = players
                .get(acting)
                .map_or("A computer", |p| p.name.as_str());
            Some(html! {
                <Thinking name={AttrValue::from(name.to_string())}
                    colour={players.get(acting).map_or(0, |p| p.colour)} {level}
                    error={t.error.clone().map(AttrValue::from)} pace={props.pace}
                    paused={props.paused} dispatch={props.dispatch.clone()} />
            })
        }
        _ => None,
    };
    let device = props.device.clone();
    let watching = computer.map(|_| {
        let name = players
            .get(acting)
            .map_or("A computer", |p| p.name.as_str());
        AttrValue::from(format!("{name} is playing: watch the board."))
    });
    let watching = watching.or(remote.clone());
    let status = html! {
        <>
            // (A refused move's reason lies over the top of the table, which keeps its size and
            // place: static/table.css.)
            if let (Some(e), None) = (&t.error, &thinking) { <p class="notice refused" role="alert">{ e.clone() }</p> }
            { thinking.unwrap_or_default() }
            if looking.is_some() {
                <p class="notice looking">
                    { "Only looking: nothing can be played from this screen. " }
                    <button class="primary" onclick={tap(&props.dispatch, || Msg::Look(None))}>
                        { "Done: pass the tablet back" }
                    </button>
                </p>
            }
        </>
    };
    let Some(shown) = shown else {
        // A computer (or a phone) plays and no person has the tablet: the public table, seen
        // from no seat (nobody's hand is in it), with what is going on.
        let board = board(
            &t.session,
            players.len(),
            None,
            &players,
            watching,
            &props.dispatch,
            None,
        );
        return html! {
            <main data-screen={if remote.is_some() { "waiting" } else { "computer" }} data-game={slug}
                data-moves={t.session.moves().to_string()} class="play" data-device={device}>
                { play(status, board, log(&t.session)) }
            </main>
        };
    };
    if computer.is_none() && remote.is_none() && t.viewer != Some(shown) && secrets {
        // Nothing private is rendered here: who takes the tablet, and what just happened (the
        // public log), so the player who just moved sees how it turned out.
        let p = players
            .get(shown)
            .cloned()
            .unwrap_or_else(|| Player::person("?", 0));
        let handoff = html! {
            <Handoff name={AttrValue::from(p.name.clone())} colour={p.colour}
                latest={t.session.log_tail(LATEST)} dispatch={props.dispatch.clone()} />
        };
        // The next seat's table is drawn under the hand-off, hidden (static/table.css), with
        // nothing private in it, just after the hand-off alone is painted: "show my cards" then
        // adds only what is theirs, and the table is drawn while the tablet changes hands. (The
        // hand-off is the same element before and after, so a keyboard on its button stays
        // there.)
        let key = (t.session.moves(), shown);
        let drawn = {
            let mut u = under.borrow_mut();
            if shown_before != Some(key) {
                *u = Under::default();
            }
            u.at = Some(key);
            u.drawn
        };
        let (board, side) = match drawn {
            true => (
                sealed(&t.session, shown, &players, None, &props.dispatch),
                log(&t.session),
            ),
            false => (Html::default(), Html::default()),
        };
        return html! {
            <main data-screen="handoff" data-game={slug} class="play handoff" data-device={device}>
                { play_under(handoff, board, side) }
            </main>
        };
    }
    // Only the player to act, on their own screen, gets anything to tap.
    let plays = looking.is_none() && computer.is_none() && remote.is_none();
    let board = board(
        &t.session,
        shown,
        plays.then_some(acting),
        &players,
        watching,
        &props.dispatch,
        None,
    );
    let side = log(&t.session);
    html! {
        <main data-screen="play" data-game={slug} data-moves={t.session.moves().to_string()} class="play" data-device={device}>
            { play(status, board, side) }
        </main>
    }
}

/// The hand-off on screen (the moves played and the seat it is for) and whether the table under
/// it is drawn yet, or asked to be once the hand-off alone is painted.
#[derive(Default)]
struct Under {
    at: Option<(usize, Seat)>,
    asked: bool,
    drawn: bool,
}

/// How long the last move of a game shows on the table before the end screen, in milliseconds.
const ENDING_MS: u32 = 1800;

/// The game just ended: its last move plays out on the table, seen from the seat that held the
/// tablet (nothing is secret any more), then the end screen comes (or at once with a tap).
fn ending(props: &TableProps, players: &[Player], result: UseStateSetter<bool>) -> Html {
    let t = &props.table;
    let seat = t.viewer.or(t.session.last_actor()).unwrap_or_default();
    let board = board(
        &t.session,
        seat,
        None,
        players,
        Some(AttrValue::from("The game is over!")),
        &props.dispatch,
        None,
    );
    let status = html! {
        <p class="k-pass">
            <button class="primary" onclick={Callback::from(move |_| result.set(true))}>{"See the result"}</button>
        </p>
    };
    html! {
        <main data-screen="ending" data-game={t.session.slug()} data-moves={t.session.moves().to_string()} class="play" data-device={props.device.clone()}>
            { play(status, board, log(&t.session)) }
        </main>
    }
}

/// The turn is over: the table stays on the seat that played (`from`) so they see what their
/// move did (a fight or duel plays out here), with one button to pass the tablet to `to`, which
/// leads to the hand-off screen. Undo still works here where the move revealed nothing.
fn pass(props: &TableProps, from: Seat, to: Seat, players: &[Player]) -> Html {
    let t = &props.table;
    // The next seat plays on its own device: nobody takes the tablet, the cards are hidden.
    let remote = props.away.get(to).is_some_and(Option::is_some);
    let name = players
        .get(to)
        .map_or("the next player", |p| p.name.as_str());
    let board = board(
        &t.session,
        from,
        None,
        players,
        Some(AttrValue::from(pass_words(
            name,
            remote,
            t.session.turn(),
            (from, to),
            t.session.last_actor() == Some(from),
        ))),
        &props.dispatch,
        None,
    );
    let colour = players.get(to).map_or(0, |p| p.colour);
    let words = if remote {
        "Done: hide my cards".to_string()
    } else {
        format!("Pass to {name}")
    };
    let status = html! {
        <>
            if let Some(e) = &t.error { <p class="notice" role="alert">{ e.clone() }</p> }
            <p class="k-pass">
                <button class="primary" data-pass="" onclick={tap(&props.dispatch, || Msg::Pass)}>
                    <Token {colour} size=28 />{ words }
                </button>
            </p>
        </>
    };
    html! {
        <main data-screen="pass" data-game={t.session.slug()} data-moves={t.session.moves().to_string()} class="play" data-device={props.device.clone()}>
            // (The pass button heads the side panel, over the log: the table keeps its place and
            // size, so a second tap lands where the first did.)
            { play(Html::default(), board, html! { <>{ status }{ log(&t.session) }</> }) }
        </main>
    }
}

/// What the table says while the tablet waits to be passed from `from` to `to` (named `name`;
/// `remote`: `to` plays on a device of its own), given whose `turn` it is (a seat may be asked
/// something in another's turn: that turn goes on) and whether `from` made the last move.
fn pass_words(
    name: &str,
    remote: bool,
    turn: Option<Seat>,
    (from, to): (Seat, Seat),
    moved: bool,
) -> String {
    let how = if remote {
        "on their own device"
    } else {
        "pass them the tablet"
    };
    let (before, after, how) = match turn {
        Some(t) if t == from && t != to => ("", " has a say in your turn: ", how),
        Some(t) if t == to && t != from => ("Back to ", "'s turn: ", how),
        Some(t) if t != to => ("", " has a say next: ", how),
        _ if remote => ("Your turn is over: ", " plays next, ", how),
        _ if moved => ("Your turn is over: pass the tablet to ", "", ""),
        _ => ("", " plays next: ", how),
    };
    format!("{before}{name}{after}{how}.")
}

/// The game's log beside the table, newest first.
fn log(session: &AnySession) -> Html {
    html! { <Log lines={session.log_tail(LOG)} /> }
}

#[derive(Properties, PartialEq)]
struct HandoffProps {
    /// Who takes the tablet, and their token.
    name: AttrValue,
    colour: usize,
    /// The log's last lines: what just happened.
    latest: Vec<String>,
    dispatch: UseReducerDispatcher<AppState>,
}

/// The hand-off: who takes the tablet, and what just happened (the public log). Nothing private.
#[component]
fn Handoff(p: &HandoffProps) -> Html {
    let seat = TOKENS.get(p.colour).map_or("#5b4a8b", |t| t.0);
    html! {
        <>
            <section class="pass" style={format!("--seat:{seat}")}>
                <Token colour={p.colour} size=120 />
                <h1>{ format!("Pass the tablet to {}", p.name) }</h1>
                <p class="lead">{ "Everyone else, look away: the next screen shows private cards." }</p>
                <button class="primary big" onclick={tap(&p.dispatch, || Msg::Ready)}>
                    { format!("I'm {}: show my cards", p.name) }
                </button>
            </section>
            <Latest lines={p.latest.clone()} />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct ThinkingProps {
    /// The computer's name, token and level.
    name: AttrValue,
    colour: usize,
    level: Level,
    /// A message for the table (a person tapped; the computers could not be loaded): in the
    /// place of "is thinking", so the table keeps its size.
    error: Option<AttrValue>,
    pace: Pace,
    paused: bool,
    dispatch: UseReducerDispatcher<AppState>,
}

/// The computer's turn: who thinks, the speeds and the pause.
#[component]
fn Thinking(p: &ThinkingProps) -> Html {
    let d = &p.dispatch;
    let paused = p.paused;
    let paces = Pace::ALL.iter().map(|&pace| {
        let chosen = pace == p.pace;
        html! {
            <button class={if chosen { "pace chosen" } else { "pace" }} aria-pressed={chosen.to_string()}
                onclick={tap(d, move || Msg::Pace(pace))}>{ pace.name() }</button>
        }
    });
    let words = match &p.error {
        Some(e) => html! { { e.clone() } },
        None if paused => html! {
            { format!("{} (computer, {}) waits: play is paused.", p.name, level_name(p.level)) }
        },
        None => html! {
            <>
                { format!("{} (computer, {}) is thinking…", p.name, level_name(p.level)) }
                <span class="dots" aria-hidden="true"></span>
            </>
        },
    };
    html! {
        <section class="thinking" aria-label="Computer's turn">
            <p role={if p.error.is_some() { "alert" } else { "status" }}>
                <Token colour={p.colour} size=28 />{ words }
            </p>
            <div class="paces" role="group" aria-label="Computer speed">{ for paces }</div>
            <button class="primary" aria-pressed={paused.to_string()}
                onclick={tap(d, move || Msg::Pause(!paused))}>{ if paused { "Resume" } else { "Pause" } }</button>
        </section>
    }
}

/// A level as players read it.
pub fn level_name(level: Level) -> &'static str {
    match level {
        Level::Random => "Random",
        Level::Easy => "Easy",
        Level::Normal => "Normal",
        Level::Hard => "Hard",
    }
}

/// How many of the log's last lines "what just happened" shows.
const LATEST: usize = 4;

/// On the end screen, the final table is drawn smaller until it fits its cell whole (nothing of
/// it cut or scrolled away): its `--fit` is the zoom its content is drawn at (static/style.css).
fn fit_final_table() {
    let Some(cell) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector("main .final-table").ok().flatten())
    else {
        return;
    };
    let mut fit = 1.0f64;
    let _ = cell.remove_attribute("style");
    // A few steps: parts of a table follow its cell's size, so it does not shrink in proportion.
    for _ in 0..4 {
        let (w, h) = (cell.client_width(), cell.client_height());
        let (sw, sh) = (cell.scroll_width(), cell.scroll_height());
        if sw <= w + 1 && sh <= h + 1 || w == 0 || h == 0 {
            break;
        }
        fit *= (f64::from(w) / f64::from(sw)).min(f64::from(h) / f64::from(sh)) * 0.98;
        // In thousandths, formatted as an integer: formatting an f64 would add 4 KB of float
        // printing to every page.
        let milli = (fit * 1000.0) as u32;
        let _ = cell.set_attribute(
            "style",
            &format!("--fit:{}.{:03}", milli / 1000, milli % 1000),
        );
    }
}

/// The end screen: the final table, and beside it who won, the scores and what next.
fn over(
    t: &Table,
    outcome: &Outcome,
    players: &[Player],
    dispatch: &UseReducerDispatcher<AppState>,
) -> Html {
    let winners: Vec<&str> = outcome
        .winners
        .iter()
        .filter_map(|&w| players.get(w))
        .map(|p| p.name.as_str())
        .collect();
    // The table is shown from the winner's seat, sealed: no seat holds the tablet now, and no
    // seat's hand is shown as "yours" (Floats McGoats hides nothing: its table as it stands).
    let seat = outcome.winners.first().copied().unwrap_or(0);
    let table = if t.session.has_secrets() {
        sealed(
            &t.session,
            seat,
            players,
            Some("The game is over.".into()),
            dispatch,
        )
    } else {
        board(
            &t.session,
            seat,
            None,
            players,
            Some("The game is over.".into()),
            dispatch,
            None,
        )
    };
    let points = crate::games::info(t.session.slug()).is_none_or(|g| g.points);
    html! {
        <main data-screen="over" data-game={t.session.slug()} class="over">
            <section class="final-table" aria-label="The final table" inert={true}>{ table }</section>
            <Scores outcome={outcome.clone()} players={players.to_vec()} {points}
                winners={winners.into_iter().map(|w| AttrValue::from(w.to_string())).collect::<Vec<_>>()}
                latest={t.session.log_tail(LATEST)} seed={t.session.seed()}
                id={AttrValue::from(t.id.clone())} dispatch={dispatch.clone()} />
        </main>
    }
}
