//! The setup screen: how many players, their names and tokens, who plays each seat, the game's
//! options, a seed. Each tap on the form is a [`Choice`] made on the form as it stands; what is
//! typed is kept as it is typed.

mod kept;
mod options;

use super::shell::leave;
use crate::app::kit::piece::{TOKENS, Token, token_name};
use crate::app::kit::sound::Switches;
use crate::app::model::{AnyOptions, AnySession, AppState, Msg, Pace};
use crate::app::store;
use crate::engine::Player;
use crate::engine::bot::Level;
use crate::games::{GameInfo, info};
use kept::{GoOn, Kept, in_progress, remember};
use options::{Options, Pick, choose, option_tap};
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    pub slug: &'static str,
    pub dispatch: UseReducerDispatcher<AppState>,
    /// Why a saved game could not be opened, if that happened.
    pub notice: Option<String>,
}

/// What the setup screen shows (a change draws it again): the form's own reducer, whose
/// actions are the taps on it ([`Choice`]).
#[derive(Clone, PartialEq)]
struct Form {
    /// How many players the game takes, fewest and most.
    range: (usize, usize),
    count: usize,
    colours: Vec<usize>,
    /// Who plays each seat: a person (`None`) or a computer at a level.
    seats: Vec<Option<Level>>,
    /// Which seats play on a device of their own (the device page only: see app::net).
    devices: Vec<bool>,
    options: Option<AnyOptions>,
    /// How fast computers play (the table's, remembered).
    pace: Pace,
    error: Option<String>,
}

/// What is typed, kept as it is typed: the screen is not drawn again for a key.
struct Typed {
    names: Vec<String>,
    seed: String,
}

/// A change to the form: how many players, a seat's token or who plays it, one of the game's
/// options, or why the game could not start.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Choice {
    Count(usize),
    Token(usize),
    /// Who plays a seat: a person (`None`) or a computer, and whether on a device of its own.
    Seat(usize, Option<Level>, bool),
    /// How fast computers play.
    Pace(Pace),
    /// Why the game the form describes could not start.
    Refused(String),
    /// BattleGoats: draft the cards, or deal them.
    #[cfg(feature = "battlegoats")]
    Draft,
    /// BattleGoats: the memory aid.
    #[cfg(feature = "battlegoats")]
    Memory,
    /// Goat Lords: smaller or bigger hands (`false`: smaller).
    #[cfg(feature = "goat-lords")]
    HandSize(bool),
    /// Goat Lords: looking through other herds.
    #[cfg(feature = "goat-lords")]
    Look,
    /// Gruff Goats: fewer or more wand actions a turn (`false`: fewer).
    #[cfg(feature = "gruff-goats")]
    Wands(bool),
    /// Gruff Goats: whether the dragon may eat trolls.
    #[cfg(feature = "gruff-goats")]
    Dragon,
}

impl Reducible for Form {
    type Action = Choice;

    fn reduce(self: Rc<Self>, choice: Choice) -> Rc<Self> {
        let mut next = (*self).clone();
        if next.choose(choice) {
            Rc::new(next)
        } else {
            self
        }
    }
}

#[component]
pub fn Setup(props: &SetupProps) -> Html {
    let slug = props.slug;
    let game = info(slug);
    let (min, max) = game.map_or((2, 2), |g| g.players);
    // The seats of the last game set up here, and the pace, as they were left.
    let kept = use_memo((), |_| Kept::read());
    let form = use_reducer(|| Form {
        range: (min, max),
        count: kept.count.unwrap_or(3).clamp(min, max),
        colours: kept.colours.clone(),
        seats: kept.seats.clone(),
        devices: kept.devices.clone(),
        options: AnyOptions::default_for(slug),
        pace: kept.pace,
        error: None,
    });
    let typed = use_mut_ref(|| Typed {
        names: kept.names.clone(),
        seed: String::new(),
    });
    // What is typed in a seat's name, made once for the screen's life.
    let on_name = {
        let typed = typed.clone();
        use_callback((), move |(i, name): (usize, String), _| {
            if let Some(kept) = typed.borrow_mut().names.get_mut(i) {
                *kept = name;
            }
        })
    };
    // A game of this one saved here and not over: offered first.
    let going = use_memo(slug, |slug| in_progress(slug));
    let choose = form.dispatcher();
    let Some(game) = game else {
        return html! { <main data-screen="setup"><p>{"Unknown game."}</p></main> };
    };
    let on_start = {
        let (form, typed, dispatch) = (form.clone(), typed.clone(), props.dispatch.clone());
        Callback::from(move |_| match start(&form, &typed.borrow()) {
            Ok(open) => {
                remember(&form, &typed.borrow());
                open.into_iter().for_each(|msg| dispatch.dispatch(msg))
            }
            Err(why) => form.dispatch(Choice::Refused(why)),
        })
    };
    let on_seed = {
        let typed = typed.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(input) = e.target_dyn_into::<HtmlInputElement>() {
                typed.borrow_mut().seed = input.value();
            }
        })
    };
    let n = form.count;
    let rows = (0..n).map(|i| {
        let name = typed.borrow().names.get(i).cloned().unwrap_or_default();
        html! {
            <SeatRow key={i} seat={i} colour={form.colours.get(i).copied().unwrap_or(0)}
                who={form.seats.get(i).copied().flatten()}
                device={form.devices.get(i).copied().unwrap_or(false)} {name}
                on_name={on_name.clone()} choose={choose.clone()} />
        }
    });
    let clash = (0..n).any(|i| (0..i).any(|j| form.colours.get(i) == form.colours.get(j)));
    let counts = (min..=max).map(|k| {
        html! {
            <Pick class="count" chosen={k == n} label={format!("{k} players")}
                choice={Choice::Count(k)} choose={choose.clone()}>{ k.to_string() }</Pick>
        }
    });
    // Play across devices (the device page, `net/`), or back to one tablet.
    let elsewhere = if cfg!(feature = "net") {
        html! { <button onclick={leave("../".into())}>{ "All on one tablet" }</button> }
    } else {
        html! { <button onclick={leave("net/".into())}>{ "Play on phones" }</button> }
    };
    html! {
        <main data-screen="setup" data-game={slug} class="setup-screen">
            <div class="setup-top">
                <Head {game} />
                if let Some(notice) = &props.notice {
                    <p class="notice" role="alert">{ notice.clone() }</p>
                }
                if let Some((id, words)) = (*going).clone() {
                    <GoOn {id} {words} dispatch={props.dispatch.clone()} />
                }
            </div>
            <section class="panel players" aria-label="Players">
                <h2>{ "Players" }</h2>
                <div class="count-row">
                    <div class="counts" role="group" aria-label="How many players">{ for counts }</div>
                    { elsewhere }
                </div>
                <ol class="seats">
                    <li class="seat-head" aria-hidden="true">
                        <span>{ "Token" }</span><span>{ "Name" }</span><span>{ "Played by" }</span>
                    </li>
                    { for rows }
                </ol>
                if clash {
                    <p class="warn" role="alert">{ "Two players have the same token: pick another." }</p>
                }
            </section>
            <section class="panel table-options" aria-label="Table options">
                <h2>{ "Options" }</h2>
                if let Some(options) = &form.options {
                    <Options options={options.clone()} choose={choose.clone()} />
                }
                <Paces pace={form.pace} choose={choose.clone()} />
                <label class="seed">
                    { "Seed (optional: the same seed deals the same game)" }
                    <input type="text" inputmode="numeric" value={typed.borrow().seed.clone()}
                        aria-label="Seed" oninput={on_seed} />
                </label>
                if let Some(e) = &form.error { <p class="warn" role="alert">{ e.clone() }</p> }
                <Switches />
                <button class="primary big start" disabled={clash} onclick={on_start}>{ "Start the game" }</button>
            </section>
        </main>
    }
}

#[derive(Properties, PartialEq)]
struct HeadProps {
    game: &'static GameInfo,
}

/// The game's name, what it is, and the offer of a lesson.
#[component]
fn Head(p: &HeadProps) -> Html {
    let g = p.game;
    let (min, max) = g.players;
    html! {
        <div class="setup-head">
            <div>
                <h1>{ g.name }</h1>
                <p class="muted">{ format!("{} · {min}–{max} players · {}–{} min", g.blurb, g.minutes.0, g.minutes.1) }</p>
            </div>
            <div class="learn-offer">
                <button onclick={leave(format!("{}more/#{}", crate::app::pages::GAME_DIR, crate::app::pages::LEARN))}>{ "Learn to play" }</button>
                <small>{ "New here? A short guided game shows each rule as it comes up." }</small>
            </div>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct SeatRowProps {
    seat: usize,
    colour: usize,
    /// A computer's level (`None`: a person, or a device).
    who: Option<Level>,
    /// Whether the seat plays on its own device.
    device: bool,
    /// Its name as typed.
    name: String,
    /// A name typed: the seat's and what it says now.
    on_name: Callback<(usize, String)>,
    choose: UseReducerDispatcher<Form>,
}

/// A seat: its token (a tap moves it to the next token nobody else has), its name, who plays it.
#[component]
fn SeatRow(p: &SeatRowProps) -> Html {
    let (i, who, device) = (p.seat, p.who, p.device);
    let number = i + 1;
    let on_name = p.on_name.reform(move |e: InputEvent| {
        let name = e.target_dyn_into::<HtmlInputElement>();
        (i, name.map(|n| n.value()).unwrap_or_default())
    });
    let on_who = {
        let choose = p.choose.clone();
        Callback::from(move |e: Event| {
            if let Some(value) = e.target_dyn_into::<HtmlSelectElement>().map(|s| s.value()) {
                choose.dispatch(Choice::Seat(i, Level::parse(&value), value == "device"));
            }
        })
    };
    let option = |value: &'static str, label: &'static str, chosen: bool| {
        html! { <option {value} selected={chosen}>{ label }</option> }
    };
    html! {
        <li class="seat-row">
            <button class="token-pick" onclick={choose(&p.choose, Choice::Token(i))}
                aria-label={format!("Player {number} plays the {}: tap for another token", token_name(p.colour))}>
                <Token colour={p.colour} size=36 />
            </button>
            <input type="text" value={p.name.clone()} maxlength="20"
                aria-label={format!("Name of player {number}")} oninput={on_name} />
            <select aria-label={format!("Who plays seat {number}")} onchange={on_who}>
                { option("person", "A person", who.is_none() && !device) }
                if cfg!(feature = "net") { { option("device", "Their own phone", device) } }
                { option("easy", "Computer: Easy", who == Some(Level::Easy)) }
                { option("normal", "Computer: Normal", who == Some(Level::Normal)) }
                { option("hard", "Computer: Hard", who == Some(Level::Hard)) }
            </select>
        </li>
    }
}

impl Form {
    /// Makes a change to the form. Whether it changed anything.
    fn choose(&mut self, choice: Choice) -> bool {
        let form = self;
        let (min, max) = form.range;
        if let Choice::Count(k) = choice {
            form.count = k.clamp(min, max);
        } else if let Choice::Seat(i, level, on_device) = choice {
            let (Some(seat), Some(device)) = (form.seats.get_mut(i), form.devices.get_mut(i))
            else {
                return false;
            };
            *seat = level;
            *device = on_device;
        } else if let Choice::Pace(pace) = choice {
            form.pace = pace;
        } else if let Choice::Refused(why) = choice {
            form.error = Some(why);
        } else if let Choice::Token(i) = choice {
            // The next token after this seat's that no other seat in the game has. A seat left out of
            // this game (past the count) that holds it takes this seat's old one: the six seats keep
            // six different tokens whatever the count becomes.
            let n = form.count.min(form.colours.len());
            let Some(&now) = form.colours.get(i).filter(|_| i < n) else {
                return false;
            };
            let taken = |c: usize| (0..n).any(|j| j != i && form.colours.get(j) == Some(&c));
            let Some(next) = (1..TOKENS.len())
                .map(|k| (now + k) % TOKENS.len())
                .find(|&c| !taken(c))
            else {
                return false;
            };
            for (j, colour) in form.colours.iter_mut().enumerate() {
                if j == i {
                    *colour = next;
                } else if *colour == next {
                    *colour = now;
                }
            }
        } else if let Some(options) = &mut form.options {
            return option_tap(options, choice);
        } else {
            return false;
        }
        true
    }
}

#[derive(Properties, PartialEq)]
struct PacesProps {
    pace: Pace,
    choose: UseReducerDispatcher<Form>,
}

/// How fast computers play: the same choice as on a computer's turn, made before the game.
#[component]
fn Paces(p: &PacesProps) -> Html {
    let paces = Pace::ALL.iter().map(|&pace| {
        html! {
            <Pick class="pace" chosen={pace == p.pace} choice={Choice::Pace(pace)} choose={p.choose.clone()}>
                { pace.name() }
            </Pick>
        }
    });
    html! {
        <div class="setup-paces" role="group" aria-label="Computer speed">
            <span>{ "Computers play" }</span>{ for paces }
        </div>
    }
}

/// Deals the game the form describes: what opens it (or what is wrong, for the form to say).
fn start(form: &Form, typed: &Typed) -> Result<Vec<Msg>, String> {
    let players: Vec<Player> = (0..form.count)
        .map(|i| {
            let name = typed.names.get(i).map_or("", |n| n.trim());
            let name = if name.is_empty() {
                format!("Player {}", i + 1)
            } else {
                name.chars().take(20).collect()
            };
            Player {
                name,
                colour: form.colours.get(i).copied().unwrap_or(i),
                computer: form.seats.get(i).copied().flatten(),
            }
        })
        .collect();
    let seed = match typed.seed.trim() {
        "" => store::new_seed(),
        text => match text.parse::<u64>() {
            Ok(s) => s,
            Err(_) => return Err("The seed must be a whole number (or leave it empty).".into()),
        },
    };
    let Some(opts) = form.options.clone() else {
        return Ok(Vec::new());
    };
    let session = AnySession::new(players, opts, seed)?;
    Ok(vec![
        Msg::Open {
            id: store::new_id(),
            session: Box::new(session),
        },
        Msg::Pace(form.pace),
        #[cfg(feature = "net")]
        Msg::Net(crate::app::net::NetMsg::Devices(
            form.devices[..form.count].to_vec(),
        )),
    ])
}
