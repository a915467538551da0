//! The setup screen: how many players, their names and tokens, the game's options, a seed.

use super::kit::piece::{TOKENS, Token, token_name};
use super::model::{AnyOptions, AnySession, AppState, Msg};
use super::store;
use crate::engine::Player;
use crate::engine::bot::Level;
use crate::games::info;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SetupProps {
    pub slug: &'static str,
    pub dispatch: UseReducerDispatcher<AppState>,
    /// Why a saved game could not be opened, if that happened.
    pub notice: Option<String>,
}

#[component]
pub fn Setup(props: &SetupProps) -> Html {
    let game = info(props.slug);
    let (min, max) = game.map_or((2, 2), |g| g.players);
    let count = use_state(|| min.max(3).min(max));
    let names = use_state(|| (1..=6).map(|i| format!("Player {i}")).collect::<Vec<_>>());
    let colours = use_state(|| (0..6).collect::<Vec<usize>>());
    // Who plays each seat: a person (`None`) or a computer at a level.
    let seats = use_state(|| vec![None::<Level>; 6]);
    // Which seats play on a phone of their own (the device page only: see app::net).
    #[cfg(feature = "net")]
    let devices = use_state(|| vec![false; 6]);
    let options = use_state(|| AnyOptions::default_for(props.slug));
    let seed = use_state(String::new);
    let error = use_state(|| None::<String>);

    let Some(game) = game else {
        return html! { <main data-screen="setup"><p>{"Unknown game."}</p></main> };
    };
    let n = *count;
    let clash = (0..n).any(|i| (0..i).any(|j| colours[i] == colours[j]));

    let learn = super::go_to(format!("{}more/#{}", super::GAME_DIR, super::LEARN));
    let start = {
        let (names, colours, seats, options, seed, error) = (
            names.clone(),
            colours.clone(),
            seats.clone(),
            options.clone(),
            seed.clone(),
            error.clone(),
        );
        let dispatch = props.dispatch.clone();
        #[cfg(feature = "net")]
        let devices = devices.clone();
        Callback::from(move |_| {
            let players: Vec<Player> = (0..n)
                .map(|i| {
                    let name = names[i].trim();
                    let name = if name.is_empty() {
                        format!("Player {}", i + 1)
                    } else {
                        name.chars().take(20).collect()
                    };
                    Player {
                        name,
                        colour: colours[i],
                        computer: seats[i],
                    }
                })
                .collect();
            let seed = match seed.trim() {
                "" => store::new_seed(),
                text => match text.parse::<u64>() {
                    Ok(s) => s,
                    Err(_) => {
                        error.set(Some(
                            "The seed must be a whole number (or leave it empty).".into(),
                        ));
                        return;
                    }
                },
            };
            let Some(opts) = (*options).clone() else {
                return;
            };
            match AnySession::new(players, opts, seed) {
                Ok(session) => {
                    dispatch.dispatch(Msg::Open {
                        id: store::new_id(),
                        session: Box::new(session),
                    });
                    #[cfg(feature = "net")]
                    dispatch.dispatch(Msg::Net(super::net::NetMsg::Devices(devices[..n].to_vec())));
                }
                Err(e) => error.set(Some(e)),
            }
        })
    };

    let seat_rows: Html = (0..n)
        .map(|i| {
            let on_name = {
                let names = names.clone();
                Callback::from(move |e: InputEvent| {
                    let input: HtmlInputElement = e.target_unchecked_into();
                    let mut next = (*names).clone();
                    next[i] = input.value();
                    names.set(next);
                })
            };
            let swatches: Html = (0..TOKENS.len())
                .map(|c| {
                    let pressed = colours[i] == c;
                    let colours = colours.clone();
                    let on = Callback::from(move |_| {
                        let mut next = (*colours).clone();
                        next[i] = c;
                        colours.set(next);
                    });
                    html! {
                        <button class={classes!("swatch", pressed.then_some("chosen"))} aria-pressed={pressed.to_string()}
                            aria-label={format!("Player {} plays the {}", i + 1, token_name(c))} onclick={on}>
                            <Token colour={c} size={30} />
                        </button>
                    }
                })
                .collect();
            let on_seat = {
                let seats = seats.clone();
                #[cfg(feature = "net")]
                let devices = devices.clone();
                Callback::from(move |e: Event| {
                    let select: HtmlSelectElement = e.target_unchecked_into();
                    let mut next = (*seats).clone();
                    next[i] = Level::parse(&select.value());
                    seats.set(next);
                    #[cfg(feature = "net")]
                    {
                        let mut on = (*devices).clone();
                        on[i] = select.value() == "device";
                        devices.set(on);
                    }
                })
            };
            #[cfg(feature = "net")]
            let device = html! { <option value="device" selected={devices[i]}>{"Their own phone"}</option> };
            #[cfg(not(feature = "net"))]
            let device = Html::default();
            let who = seats[i];
            let option = |value: &'static str, label: &'static str, level: Option<Level>| {
                html! { <option value={value} selected={who == level}>{ label }</option> }
            };
            html! {
                <li class="seat-row">
                    <Token colour={colours[i]} size={40} />
                    <label class="name">{ format!("Player {}", i + 1) }
                        <input type="text" value={names[i].clone()} oninput={on_name} maxlength="20"
                            aria-label={format!("Name of player {}", i + 1)} />
                    </label>
                    <label class="who">{"Played by"}
                        <select onchange={on_seat} aria-label={format!("Who plays seat {}", i + 1)}>
                            { option("person", "A person", None) }
                            { device }
                            { option("easy", "Computer: Easy", Some(Level::Easy)) }
                            { option("normal", "Computer: Normal", Some(Level::Normal)) }
                            { option("hard", "Computer: Hard", Some(Level::Hard)) }
                        </select>
                    </label>
                    <span class="swatches">{ swatches }</span>
                </li>
            }
        })
        .collect();

    let counts: Html = (min..=max)
        .map(|k| {
            let count = count.clone();
            html! {
                <button class={classes!("count", (k == n).then_some("chosen"))} aria-pressed={(k == n).to_string()}
                    onclick={Callback::from(move |_| count.set(k))} aria-label={format!("{k} players")}>{ k }</button>
            }
        })
        .collect();

    html! {
        <main data-screen="setup" data-game={props.slug} class="setup-screen">
            <div class="setup-head">
                <div>
                    <h1>{ game.name }</h1>
                    <p class="muted">{ format!("{} · {}–{} players · {}–{} min", game.blurb, min, max, game.minutes.0, game.minutes.1) }</p>
                </div>
                <div class="learn-offer">
                    <button onclick={learn}>{"Learn to play"}</button>
                    <small>{"New here? A short guided game shows each rule as it comes up."}</small>
                </div>
            </div>
            if let Some(n) = &props.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            <section class="panel players" aria-label="Players">
                <h2>{"Players"}</h2>
                <div class="count-row">
                    <div class="counts" role="group" aria-label="How many players">{ counts }</div>
                    // Play across devices (the device page, `net/`), or back to one tablet.
                    if cfg!(feature = "net") {
                        <button onclick={super::go_to("../".into())}>{"All on one tablet"}</button>
                    } else {
                        <button onclick={super::go_to("net/".into())}>{"Play on phones"}</button>
                    }
                </div>
                <ol class="seats">{ seat_rows }</ol>
                if clash { <p class="warn" role="alert">{"Two players have the same token: pick another."}</p> }
            </section>
            <section class="panel table-options" aria-label="Table options">
                <h2>{"Options"}</h2>
                { game_options(&options) }
                <label class="seed">{"Seed (optional: the same seed deals the same game)"}
                    <input type="text" inputmode="numeric" value={(*seed).clone()} aria-label="Seed"
                        oninput={{ let seed = seed.clone(); Callback::from(move |e: InputEvent| {
                            let input: HtmlInputElement = e.target_unchecked_into();
                            seed.set(input.value());
                        }) }} />
                </label>
                if let Some(e) = &*error { <p class="warn" role="alert">{ e.clone() }</p> }
                { super::kit::sound::toggles() }
                <button class="primary big start" disabled={clash} onclick={start}>{"Start the game"}</button>
            </section>
        </main>
    }
}

fn game_options(options: &UseStateHandle<Option<AnyOptions>>) -> Html {
    match (**options).clone() {
        #[cfg(feature = "battlegoats")]
        Some(AnyOptions::BattleGoats(o)) => {
            let set = |f: fn(&mut crate::games::battlegoats::Options)| {
                let options = options.clone();
                let o = o.clone();
                Callback::from(move |_| {
                    let mut next = o.clone();
                    f(&mut next);
                    options.set(Some(AnyOptions::BattleGoats(next)));
                })
            };
            html! {
                <div class="options">
                    <button class={classes!("toggle", o.draft.then_some("chosen"))} aria-pressed={o.draft.to_string()}
                        onclick={set(|o| o.draft = !o.draft)}>
                        { if o.draft { "Draft the cards: yes" } else { "Draft the cards: no (basic deal)" } }
                    </button>
                    <button class={classes!("toggle", o.memory.then_some("chosen"))} aria-pressed={o.memory.to_string()}
                        onclick={set(|o| o.memory = !o.memory)}>
                        { if o.memory { "Memory aid (mark cards seen in fights, revealed or used by a power): yes" } else { "Memory aid (mark cards seen in fights, revealed or used by a power): no" } }
                    </button>
                </div>
            }
        }
        #[cfg(feature = "goat-lords")]
        Some(AnyOptions::GoatLords(o)) => {
            let set = |f: fn(&mut crate::games::goat_lords::Options)| {
                let options = options.clone();
                let o = o.clone();
                Callback::from(move |_| {
                    let mut next = o.clone();
                    f(&mut next);
                    options.set(Some(AnyOptions::GoatLords(next)));
                })
            };
            html! {
                <div class="options">
                    <div class="stepper">
                        <span>{ format!("Hand size: {}", o.hand_size) }</span>
                        <button aria-label="Smaller hands" disabled={o.hand_size <= 3} onclick={set(|o| o.hand_size -= 1)}>{"−"}</button>
                        <button aria-label="Bigger hands" disabled={o.hand_size >= 8} onclick={set(|o| o.hand_size += 1)}>{"+"}</button>
                    </div>
                    <button class={classes!("toggle", o.look_through.then_some("chosen"))} aria-pressed={o.look_through.to_string()}
                        onclick={set(|o| o.look_through = !o.look_through)}>
                        { if o.look_through { "Players may look through other herds: yes" } else { "Players may look through other herds: no" } }
                    </button>
                </div>
            }
        }
        #[cfg(feature = "gruff-goats")]
        Some(AnyOptions::GruffGoats(o)) => {
            let set = |f: fn(&mut crate::games::gruff_goats::Options)| {
                let options = options.clone();
                let o = o.clone();
                Callback::from(move |_| {
                    let mut next = o.clone();
                    f(&mut next);
                    options.set(Some(AnyOptions::GruffGoats(next)));
                })
            };
            let limit = if o.wand_actions == 0 {
                "any number (the printed rule)".to_string()
            } else {
                o.wand_actions.to_string()
            };
            html! {
                <div class="options">
                    <div class="stepper">
                        <span>{ format!("Wand actions a turn: {limit}") }</span>
                        <button aria-label="Fewer wand actions a turn" disabled={o.wand_actions == 1}
                            onclick={set(|o| o.wand_actions = if o.wand_actions == 0 { 5 } else { o.wand_actions - 1 })}>{"−"}</button>
                        <button aria-label="More wand actions a turn" disabled={o.wand_actions == 0}
                            onclick={set(|o| o.wand_actions = if o.wand_actions >= 5 { 0 } else { o.wand_actions + 1 })}>{"+"}</button>
                    </div>
                    <button class={classes!("toggle", o.dragon_eats_trolls.then_some("chosen"))} aria-pressed={o.dragon_eats_trolls.to_string()}
                        onclick={set(|o| o.dragon_eats_trolls = !o.dragon_eats_trolls)}>
                        { if o.dragon_eats_trolls { "The dragon may eat trolls: yes" } else { "The dragon may eat trolls: no" } }
                    </button>
                </div>
            }
        }
        #[cfg(feature = "grab-your-goat")]
        Some(AnyOptions::GrabYourGoat(_)) => {
            html! { <p class="muted">{"No table options: the mountain is dealt fresh each game."}</p> }
        }
        #[cfg(feature = "floats-mcgoats")]
        Some(AnyOptions::FloatsMcGoats(_)) => {
            html! { <p class="muted">{"No table options: everything is on the raft."}</p> }
        }
        None => html! {},
    }
}
