//! The setup screen: how many players, their names and tokens, the game's options, a seed.
//!
//! It is one string of markup (kit::markup): its buttons say what they do in `data-do`, and three
//! listeners on its `<main>` (tap, typing, a choice) read that (its links to other pages, in
//! `data-go`, are the page's listener's: shell::listen_for_words). Built element by element by Yew
//! it cost every game page about 5 KB of its download (docs/performance.md).

use super::kit::markup::{escape, target};
use super::kit::piece::{TOKENS, raw, token_markup, token_name};
use super::model::{AnyOptions, AnySession, AppState, Msg};
use super::store;
use crate::engine::Player;
use crate::engine::bot::Level;
use crate::games::info;
use std::fmt::Write;
use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlInputElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    pub slug: &'static str,
    pub dispatch: UseReducerDispatcher<AppState>,
    /// Why a saved game could not be opened, if that happened.
    pub notice: Option<String>,
}

/// What the setup screen shows (a change draws it again).
#[derive(Clone, PartialEq)]
struct Form {
    count: usize,
    colours: Vec<usize>,
    /// Who plays each seat: a person (`None`) or a computer at a level.
    seats: Vec<Option<Level>>,
    /// Which seats play on a device of their own (the device page only: see app::net).
    devices: Vec<bool>,
    options: Option<AnyOptions>,
    error: Option<String>,
}

/// What is typed (kept as it is typed, without drawing the screen again, which would take the
/// text box away from under the fingers).
struct Typed {
    names: Vec<String>,
    seed: String,
    /// The control to give the focus back to once the screen is drawn again.
    focus: Option<String>,
}

#[component]
pub fn Setup(props: &SetupProps) -> Html {
    let slug = props.slug;
    let game = info(slug);
    let (min, max) = game.map_or((2, 2), |g| g.players);
    let form = use_state(|| Form {
        count: min.max(3).min(max),
        colours: (0..6).collect(),
        seats: vec![None; 6],
        devices: vec![false; 6],
        options: AnyOptions::default_for(slug),
        error: None,
    });
    let typed = use_mut_ref(|| Typed {
        names: (1..=6).map(|i| format!("Player {i}")).collect(),
        seed: String::new(),
        focus: None,
    });
    {
        let typed = typed.clone();
        use_effect(move || {
            let id = typed.borrow_mut().focus.take();
            let el = id.and_then(|id| {
                web_sys::window()?
                    .document()?
                    .get_element_by_id(&id)?
                    .dyn_into::<HtmlElement>()
                    .ok()
            });
            if let Some(el) = el {
                let _ = el.focus();
            }
        });
    }
    let Some(game) = game else {
        return html! { <main data-screen="setup"><p>{"Unknown game."}</p></main> };
    };

    let on_tap = {
        let (form, typed, dispatch) = (form.clone(), typed.clone(), props.dispatch.clone());
        Callback::from(move |e: MouseEvent| {
            let Some((el, word)) = target(&e, "data-do") else {
                return;
            };
            if word == "start" {
                start(&form, &typed.borrow(), &dispatch);
                return;
            }
            let mut next = (*form).clone();
            if tap(&mut next, &word, (min, max)) {
                typed.borrow_mut().focus = Some(el.id());
                form.set(next);
            }
        })
    };
    let on_type = {
        let typed = typed.clone();
        Callback::from(move |e: InputEvent| {
            let Some(input) = e.target_dyn_into::<HtmlInputElement>() else {
                return;
            };
            let mut typed = typed.borrow_mut();
            match input.id().strip_prefix("name-").map(str::parse::<usize>) {
                Some(Ok(i)) => {
                    if let Some(name) = typed.names.get_mut(i) {
                        *name = input.value();
                    }
                }
                _ => typed.seed = input.value(),
            }
        })
    };
    let on_choose = {
        let (form, typed) = (form.clone(), typed.clone());
        Callback::from(move |e: Event| {
            let Some(select) = e.target_dyn_into::<web_sys::HtmlSelectElement>() else {
                return;
            };
            let Some(Ok(i)) = select.id().strip_prefix("who-").map(str::parse::<usize>) else {
                return;
            };
            let mut next = (*form).clone();
            let value = select.value();
            if let (Some(seat), Some(device)) = (next.seats.get_mut(i), next.devices.get_mut(i)) {
                *seat = Level::parse(&value);
                *device = value == "device";
            }
            typed.borrow_mut().focus = Some(select.id());
            form.set(next);
        })
    };

    let markup = page(game, &form, &typed.borrow(), props.notice.as_deref());
    html! {
        <main data-screen="setup" data-game={slug} class="setup-screen"
            onclick={on_tap} oninput={on_type} onchange={on_choose}>
            { raw(markup) }
        </main>
    }
}

/// A tap on a button of the form: how many players, a token, an option. Whether it changed.
fn tap(form: &mut Form, word: &str, (min, max): (usize, usize)) -> bool {
    let number = |text: &str| text.parse::<usize>().ok();
    if let Some(k) = word.strip_prefix("count-").and_then(number) {
        form.count = k.clamp(min, max);
    } else if let Some(i) = word.strip_prefix("token-").and_then(number) {
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
        return option_tap(options, word);
    } else {
        return false;
    }
    true
}

/// Deals the game the form describes and opens it (or says on the form what is wrong).
fn start(form: &UseStateHandle<Form>, typed: &Typed, dispatch: &UseReducerDispatcher<AppState>) {
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
            Err(_) => {
                let mut next = (**form).clone();
                next.error = Some("The seed must be a whole number (or leave it empty).".into());
                form.set(next);
                return;
            }
        },
    };
    let Some(opts) = form.options.clone() else {
        return;
    };
    match AnySession::new(players, opts, seed) {
        Ok(session) => {
            dispatch.dispatch(Msg::Open {
                id: store::new_id(),
                session: Box::new(session),
            });
            #[cfg(feature = "net")]
            dispatch.dispatch(Msg::Net(super::net::NetMsg::Devices(
                form.devices[..form.count].to_vec(),
            )));
        }
        Err(e) => {
            let mut next = (**form).clone();
            next.error = Some(e);
            form.set(next);
        }
    }
}

/// A button: `class`, chosen or not (`aria-pressed`), what it does, its label (if its content
/// does not say it) and its content.
fn button(out: &mut String, class: &str, chosen: bool, word: &str, label: &str, inner: &str) {
    let label = if label.is_empty() {
        String::new()
    } else {
        format!(r#" aria-label="{label}""#)
    };
    let _ = write!(
        out,
        r#"<button id="do-{word}" class="{class}{}" aria-pressed="{chosen}" data-do="{word}"{label}>{inner}</button>"#,
        if chosen { " chosen" } else { "" },
    );
}

/// The screen's markup as the form stands.
fn page(game: &crate::games::GameInfo, form: &Form, typed: &Typed, notice: Option<&str>) -> String {
    let (min, max) = game.players;
    let n = form.count;
    let mut out = String::with_capacity(8192);
    let _ = write!(
        out,
        r#"<div class="setup-head"><div><h1>{}</h1><p class="muted">{} · {min}–{max} players · {}–{} min</p></div><div class="learn-offer"><button data-go="{}more/#{}">Learn to play</button><small>New here? A short guided game shows each rule as it comes up.</small></div></div>"#,
        game.name,
        game.blurb,
        game.minutes.0,
        game.minutes.1,
        super::GAME_DIR,
        super::LEARN,
    );
    if let Some(notice) = notice {
        let _ = write!(
            out,
            r#"<p class="notice" role="alert">{}</p>"#,
            escape(notice)
        );
    }
    out.push_str(r#"<section class="panel players" aria-label="Players"><h2>Players</h2><div class="count-row"><div class="counts" role="group" aria-label="How many players">"#);
    for k in min..=max {
        button(
            &mut out,
            "count",
            k == n,
            &format!("count-{k}"),
            &format!("{k} players"),
            &k.to_string(),
        );
    }
    // Play across devices (the device page, `net/`), or back to one tablet.
    out.push_str(if cfg!(feature = "net") {
        r#"</div><button data-go="../">All on one tablet</button></div><ol class="seats">"#
    } else {
        r#"</div><button data-go="net/">Play on phones</button></div><ol class="seats">"#
    });
    out.push_str(r#"<li class="seat-head" aria-hidden="true"><span>Token</span><span>Name</span><span>Played by</span></li>"#);
    for i in 0..n {
        let colour = form.colours.get(i).copied().unwrap_or(0);
        let who = form.seats.get(i).copied().flatten();
        let device = form.devices.get(i).copied().unwrap_or(false);
        let name = typed.names.get(i).map_or(String::new(), |n| escape(n));
        // The seat's token is one button: a tap moves it to the next token nobody else has.
        let _ = write!(
            out,
            r#"<li class="seat-row"><button id="do-token-{i}" class="token-pick" data-do="token-{i}" aria-label="Player {p} plays the {}: tap for another token">{}</button><input id="name-{i}" type="text" value="{name}" maxlength="20" aria-label="Name of player {p}"><select id="who-{i}" aria-label="Who plays seat {p}">"#,
            token_name(colour),
            token_markup(colour, 36),
            p = i + 1,
        );
        let option = |out: &mut String, value: &str, label: &str, chosen: bool| {
            let _ = write!(
                out,
                r#"<option value="{value}"{}>{label}</option>"#,
                if chosen { " selected" } else { "" }
            );
        };
        option(&mut out, "person", "A person", who.is_none() && !device);
        if cfg!(feature = "net") {
            option(&mut out, "device", "Their own phone", device);
        }
        option(&mut out, "easy", "Computer: Easy", who == Some(Level::Easy));
        option(
            &mut out,
            "normal",
            "Computer: Normal",
            who == Some(Level::Normal),
        );
        option(&mut out, "hard", "Computer: Hard", who == Some(Level::Hard));
        out.push_str("</select></li>");
    }
    out.push_str("</ol>");
    let clash = (0..n).any(|i| (0..i).any(|j| form.colours.get(i) == form.colours.get(j)));
    if clash {
        out.push_str(
            r#"<p class="warn" role="alert">Two players have the same token: pick another.</p>"#,
        );
    }
    out.push_str(r#"</section><section class="panel table-options" aria-label="Table options"><h2>Options</h2>"#);
    if let Some(options) = &form.options {
        options_markup(&mut out, options);
    }
    let _ = write!(
        out,
        r#"<label class="seed">Seed (optional: the same seed deals the same game)<input id="seed" type="text" inputmode="numeric" value="{}" aria-label="Seed"></label>"#,
        escape(&typed.seed)
    );
    if let Some(e) = &form.error {
        let _ = write!(out, r#"<p class="warn" role="alert">{}</p>"#, escape(e));
    }
    out.push_str(&super::kit::sound::toggles_markup());
    let _ = write!(
        out,
        r#"<button id="do-start" class="primary big start" data-do="start"{}>Start the game</button></section>"#,
        if clash { " disabled" } else { "" }
    );
    out
}

/// A stepper: the setting's words and its two buttons.
#[allow(dead_code)] // only the games with a number to set use it
fn stepper(out: &mut String, words: &str, less: (&str, &str, bool), more: (&str, &str, bool)) {
    let _ = write!(out, r#"<div class="stepper"><span>{words}</span>"#);
    for ((label, word, off), sign) in [(less, "−"), (more, "+")] {
        let _ = write!(
            out,
            r#"<button id="do-{word}" data-do="{word}" aria-label="{label}"{}>{sign}</button>"#,
            if off { " disabled" } else { "" }
        );
    }
    out.push_str("</div>");
}

/// A yes-or-no option.
#[allow(dead_code)] // only the games with a yes-or-no option use it
fn toggle(out: &mut String, word: &str, on: bool, words: &str) {
    button(
        out,
        "toggle",
        on,
        word,
        "",
        &format!("{words}: {}", if on { "yes" } else { "no" }),
    );
}

/// The game's own options.
fn options_markup(out: &mut String, options: &AnyOptions) {
    out.push_str(r#"<div class="options">"#);
    match options {
        #[cfg(feature = "battlegoats")]
        AnyOptions::BattleGoats(o) => {
            button(
                out,
                "toggle",
                o.draft,
                "draft",
                "",
                if o.draft {
                    "Draft the cards: yes"
                } else {
                    "Draft the cards: no (basic deal)"
                },
            );
            toggle(
                out,
                "memory",
                o.memory,
                "Memory aid (mark cards seen in fights, revealed or used by a power)",
            );
        }
        #[cfg(feature = "goat-lords")]
        AnyOptions::GoatLords(o) => {
            stepper(
                out,
                &format!("Hand size: {}", o.hand_size),
                ("Smaller hands", "hand-less", o.hand_size <= 3),
                ("Bigger hands", "hand-more", o.hand_size >= 8),
            );
            toggle(
                out,
                "look",
                o.look_through,
                "Players may look through other herds",
            );
        }
        #[cfg(feature = "gruff-goats")]
        AnyOptions::GruffGoats(o) => {
            let limit = if o.wand_actions == 0 {
                "any number (the printed rule)".to_string()
            } else {
                o.wand_actions.to_string()
            };
            stepper(
                out,
                &format!("Wand actions a turn: {limit}"),
                (
                    "Fewer wand actions a turn",
                    "wands-less",
                    o.wand_actions == 1,
                ),
                (
                    "More wand actions a turn",
                    "wands-more",
                    o.wand_actions == 0,
                ),
            );
            toggle(
                out,
                "dragon",
                o.dragon_eats_trolls,
                "The dragon may eat trolls",
            );
        }
        #[cfg(feature = "grab-your-goat")]
        AnyOptions::GrabYourGoat(_) => out.push_str(
            r#"<p class="muted">No table options: the mountain is dealt fresh each game.</p>"#,
        ),
        #[cfg(feature = "floats-mcgoats")]
        AnyOptions::FloatsMcGoats(_) => {
            out.push_str(r#"<p class="muted">No table options: everything is on the raft.</p>"#)
        }
    }
    out.push_str("</div>");
}

/// A tap on one of the game's options. Whether it changed anything.
fn option_tap(options: &mut AnyOptions, word: &str) -> bool {
    match (options, word) {
        #[cfg(feature = "battlegoats")]
        (AnyOptions::BattleGoats(o), "draft") => {
            o.draft = !o.draft;
            true
        }
        #[cfg(feature = "battlegoats")]
        (AnyOptions::BattleGoats(o), "memory") => {
            o.memory = !o.memory;
            true
        }
        #[cfg(feature = "goat-lords")]
        (AnyOptions::GoatLords(o), "hand-less") => {
            o.hand_size = o.hand_size.saturating_sub(1).max(3);
            true
        }
        #[cfg(feature = "goat-lords")]
        (AnyOptions::GoatLords(o), "hand-more") => {
            o.hand_size = (o.hand_size + 1).min(8);
            true
        }
        #[cfg(feature = "goat-lords")]
        (AnyOptions::GoatLords(o), "look") => {
            o.look_through = !o.look_through;
            true
        }
        #[cfg(feature = "gruff-goats")]
        (AnyOptions::GruffGoats(o), "wands-less") if o.wand_actions != 1 => {
            o.wand_actions = if o.wand_actions == 0 {
                5
            } else {
                o.wand_actions - 1
            };
            true
        }
        #[cfg(feature = "gruff-goats")]
        (AnyOptions::GruffGoats(o), "wands-more") if o.wand_actions != 0 => {
            o.wand_actions = if o.wand_actions >= 5 {
                0
            } else {
                o.wand_actions + 1
            };
            true
        }
        #[cfg(feature = "gruff-goats")]
        (AnyOptions::GruffGoats(o), "dragon") => {
            o.dragon_eats_trolls = !o.dragon_eats_trolls;
            true
        }
        _ => false,
    }
}
