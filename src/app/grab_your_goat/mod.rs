//! The Grab Your Goat! mountain for one seat: the 7x7 grid of cards (arrows drawn on face-up
//! paths, backs on face-down cards, effects by name and picture, houses, the Top), every
//! shepherd and goat by colour and shape, the die, this seat's hand of three, and the decision
//! at hand with every place it may go highlighted.

use crate::app::kit::piece::{Token, shape};
use crate::engine::{Player, Seat};
use crate::games::grab_your_goat::view::{TableView, TileView};
use crate::games::grab_your_goat::{
    Action, CardId, DieFace, Dir, Effect, Face, Pending, Pos, rotate,
};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub view: TableView,
    pub legal: Vec<Action>,
    pub players: Vec<Player>,
    pub on_action: Callback<Action>,
    /// Replaces the board's prompt while someone else (a computer) plays.
    #[prop_or_default]
    pub watching: Option<AttrValue>,
}

fn name(players: &[Player], seat: Seat) -> String {
    players
        .get(seat)
        .map_or_else(|| format!("Player {}", seat + 1), |p| p.name.clone())
}

fn colour(players: &[Player], seat: Seat) -> usize {
    players.get(seat).map_or(seat, |p| p.colour)
}

fn effect_icon(e: Effect) -> &'static str {
    match e {
        Effect::CoffeeBush => "☕",
        Effect::SkiLift => "🚡",
        Effect::Thicket => "🌿",
        Effect::WheatField => "🌾",
        Effect::DenseFog => "🌫",
        Effect::Landslide => "🪨",
        Effect::Mineshaft => "⛏",
        Effect::SteepCliff => "🧗",
        Effect::Waterfall => "💧",
    }
}

/// The arrows of a path as lines from the middle of a 40x40 square.
fn arrows_svg(mask: u8) -> Html {
    let ends = |d: Dir| match d {
        Dir::N => (20, 2),
        Dir::E => (38, 20),
        Dir::S => (20, 38),
        Dir::W => (2, 20),
    };
    html! {
        <svg class="gy-arrows" viewBox="0 0 40 40" aria-hidden="true">
            <circle cx="20" cy="20" r="4" />
            { for Dir::ALL.into_iter().filter(|d| mask & d.bit() != 0).map(|d| {
                let (x, y) = ends(d);
                html! { <line x1="20" y1="20" x2={x.to_string()} y2={y.to_string()} /> }
            }) }
        </svg>
    }
}

fn sides(mask: u8) -> String {
    let names: Vec<&str> = Dir::ALL
        .into_iter()
        .filter(|d| mask & d.bit() != 0)
        .map(Dir::name)
        .collect();
    names.join(", ")
}

/// What a tile shows, and its words for screen readers.
fn tile_face(view: &TableView, p: Pos, players: &[Player]) -> (Html, String, &'static str) {
    match view.tile(p) {
        TileView::House => {
            let owner = (0..players.len()).find(|&s| Pos::house(s) == p);
            let label = owner.map_or("An empty house".to_string(), |s| {
                format!("{}'s house", name(players, s))
            });
            (
                html! { <span class="gy-icon" aria-hidden="true">{"🏠"}</span> },
                label,
                "house",
            )
        }
        TileView::Top => (
            html! { <><span class="gy-icon" aria-hidden="true">{"⛰"}</span><span class="gy-word">{"Top"}</span></> },
            "the Top of the Mountain".into(),
            "top",
        ),
        TileView::Down => (html! {}, "a face-down card".into(), "down"),
        TileView::Gap => (html! {}, "no card".into(), "gap"),
        TileView::Up { card, rot } => match card.face() {
            Face::Arrows(mask) => {
                let m = rotate(mask, rot);
                (
                    arrows_svg(m),
                    format!("a path open to the {}", sides(m)),
                    "up",
                )
            }
            Face::Effect(e) => {
                // A Waterfall waiting to be aimed flows nowhere yet.
                let aiming = view.now == Some(Pending::Aim { at: p });
                let flows = e == Effect::Waterfall && !aiming;
                let way = if flows {
                    format!(" flowing {}", Dir::ALL[usize::from(rot % 4)].name())
                } else if e == Effect::Waterfall {
                    " waiting for its way".to_string()
                } else {
                    String::new()
                };
                let arrow = if flows {
                    Dir::ALL[usize::from(rot % 4)].arrow()
                } else {
                    ""
                };
                (
                    html! { <><span class="gy-icon" aria-hidden="true">{ effect_icon(e) }{ arrow }</span><span class="gy-word">{ e.name() }</span></> },
                    format!("{}{way}", e.name()),
                    "up effect",
                )
            }
        },
    }
}

/// The place an action is made by tapping, if it is one of those.
fn target(a: &Action, view: &TableView, chosen: Option<(CardId, u8)>) -> Option<Pos> {
    let me = view.shepherds.get(view.active).copied()?;
    match a {
        // With a hand card chosen, a tap plays it.
        _ if chosen.is_some() && !matches!(a, Action::Advantage { .. }) => None,
        Action::Step { dir } => me.step(*dir),
        Action::Lift { to } | Action::Throw { to } => Some(*to),
        Action::Reveal { at } => Some(*at),
        Action::Advantage { card, at, rot } if chosen == Some((*card, *rot)) => Some(*at),
        _ => None,
    }
}

fn prompt(view: &TableView, players: &[Player]) -> String {
    let me = name(players, view.active);
    match &view.now {
        Some(Pending::Roll { rolls }) => {
            if *rolls > 1 {
                format!("{me}, your goat had coffee: roll for it twice.")
            } else {
                format!("{me}, roll the die for your goat.")
            }
        }
        Some(Pending::GoatWay { .. }) => {
            format!("{me}, the die says any way: where does your goat go?")
        }
        Some(Pending::Move { moves }) => {
            let extra = if *moves > 1 {
                " (coffee: two moves)"
            } else {
                ""
            };
            format!(
                "{me}, your move{extra}: step along the arrows, ride a Ski Lift, play a card from your hand, or turn your card."
            )
        }
        Some(Pending::Orient { .. }) => {
            format!("{me}, turn the card you found so a path meets yours.")
        }
        Some(Pending::ThrowGoat { goat, .. }) => format!(
            "{me}, throw {}'s goat onto a highlighted card.",
            name(players, *goat)
        ),
        Some(Pending::ThrowShepherd { shepherd, .. }) => format!(
            "{me}, throw {}'s shepherd onto a highlighted card.",
            name(players, *shepherd)
        ),
        Some(Pending::Aim { at }) => {
            let what = match view.tile(*at) {
                TileView::Up { card, .. } => card.name(),
                _ => "card",
            };
            format!("{me}, which way does the {what} at {} run?", at.name())
        }
        Some(Pending::TopReveal) => {
            format!("{me}, from the Top you may reveal any face-down card.")
        }
        Some(Pending::FreeLift) => {
            format!("{me}, you found a Ski Lift: ride it to the Top for free?")
        }
        Some(Pending::FreeRide { .. }) => {
            format!("{me}, you revealed a Ski Lift: ride down to it for free?")
        }
        None => "The chase is over.".into(),
    }
}

fn roll_text(face: DieFace) -> String {
    match face {
        DieFace::Way(d) => format!("{} {}", d.arrow(), d.name()),
        DieFace::Rest => "💤 rest".into(),
        DieFace::Any => "✳ any way".into(),
    }
}

#[component]
pub fn Board(props: &BoardProps) -> Html {
    let view = &props.view;
    let players = &props.players;
    // A hand card chosen to play, and the way it will lie.
    let chosen = use_state(|| None::<(CardId, u8)>);
    let send = |a: Action| {
        let on = props.on_action.clone();
        let chosen = chosen.clone();
        Callback::from(move |_: MouseEvent| {
            chosen.set(None);
            on.emit(a.clone())
        })
    };
    // What a tap on each place does, found in one pass over the legal actions.
    let mut taps: Vec<Option<Action>> = vec![None; 49];
    for a in &props.legal {
        if let Some(p) = target(a, view, *chosen)
            && p.on_board()
        {
            taps[usize::from(p.row) * 7 + usize::from(p.col)].get_or_insert_with(|| a.clone());
        }
    }
    let cells = Pos::all().map(|p| {
        let (face, words, class) = tile_face(view, p, players);
        let action = taps[usize::from(p.row) * 7 + usize::from(p.col)].clone();
        let here_shepherds: Vec<Seat> = (0..view.shepherds.len()).filter(|&s| view.shepherds[s] == p).collect();
        let here_goats: Vec<Seat> = (0..view.goats.len()).filter(|&s| view.goats[s] == p).collect();
        let mut who: Vec<String> = here_shepherds.iter().map(|&s| format!("{}'s shepherd", name(players, s))).collect();
        who.extend(here_goats.iter().map(|&s| format!("{}'s goat", name(players, s))));
        let verb = match &action {
            Some(Action::Step { .. }) => "Walk to ",
            Some(Action::Lift { .. }) => "Ride the lift to ",
            Some(Action::Throw { .. }) => "Throw onto ",
            Some(Action::Reveal { .. }) => "Reveal ",
            Some(Action::Advantage { .. }) => "Play your card on ",
            _ => "",
        };
        let label = format!(
            "{verb}{}: {words}{}",
            p.name(),
            if who.is_empty() { String::new() } else { format!("; {}", who.join(", ")) }
        );
        let onclick = {
            let on = props.on_action.clone();
            let chosen = chosen.clone();
            let action = action.clone();
            Callback::from(move |_: MouseEvent| {
                if let Some(a) = action.clone() {
                    chosen.set(None);
                    on.emit(a);
                }
            })
        };
        let aimed = matches!(view.now, Some(Pending::Aim { at }) if at == p);
        html! {
            // The words are the button's label rather than a hidden child, and the pieces' row is
            // there only when a piece is: the board built after each hand-off is about 150 DOM
            // changes instead of 300.
            <button class={classes!("gy-cell", class, action.is_some().then_some("target"), aimed.then_some("aimed"))}
                aria-label={label} disabled={action.is_none()} onclick={onclick}>
                { face }
                if !(here_shepherds.is_empty() && here_goats.is_empty()) {
                    <span class="gy-pieces" aria-hidden="true">
                        { for here_shepherds.iter().map(|&s| html! { <span class="gy-shepherd"><Token colour={colour(players, s)} size={22} /></span> }) }
                        { for here_goats.iter().map(|&s| html! { <span class="gy-goat">{ goat(colour(players, s)) }</span> }) }
                    </span>
                }
            </button>
        }
    });
    html! {
        <div class="gy-board">
            <p class="status" aria-live="polite">
                <Token colour={colour(players, view.active)} />
                if let Some(w) = &props.watching {
                    { w.clone() }
                } else if props.legal.is_empty() {
                    { format!("{}, you are only looking at your hand; {} is to play.", name(players, view.seat), name(players, view.active)) }
                } else {
                    { prompt(view, players) }
                }
            </p>
            <div class="gy-main">
                <div class="gy-grid" role="group" aria-label="The mountain, north at the top">{ for cells }</div>
                <div class="gy-side">
                    if let Some(face) = view.last_roll {
                        <p class="gy-die" aria-label={format!("The die shows {}", roll_text(face))}>
                            <span key={view.rolls.to_string()} class="gy-die-face">{ roll_text(face) }</span>
                        </p>
                    }
                    { decision(props, &chosen, &send) }
                    { hand(props, &chosen) }
                    { legend(view, players) }
                </div>
            </div>
        </div>
    }
}

/// A goat: the owner's shape in their colour, with horns.
fn goat(colour: usize) -> Html {
    html! {
        <svg class="gy-goat-svg" viewBox="0 0 24 24" aria-hidden="true">
            { shape(colour, 12, 13, 8) }
            <path d="M6 7 L7 1 M18 7 L17 1" stroke="#231d33" stroke-width="2.5" stroke-linecap="round" />
        </svg>
    }
}

fn decision(
    props: &BoardProps,
    chosen: &UseStateHandle<Option<(CardId, u8)>>,
    send: &dyn Fn(Action) -> Callback<MouseEvent>,
) -> Html {
    let legal = &props.legal;
    let buttons: Html = legal
        .iter()
        .filter_map(|a| {
            let text = match a {
                Action::Roll => "🎲 Roll the die".to_string(),
                Action::GoatWay { dir } => format!("{} Send your goat {}", dir.arrow(), dir.name()),
                Action::Aim { dir } => format!("{} Toward the {}", dir.arrow(), dir.name()),
                Action::Rotate { clockwise: true } => "↻ Turn my card clockwise".into(),
                Action::Rotate { clockwise: false } => "↺ Turn my card anticlockwise".into(),
                Action::Skip if props.view.now == Some(Pending::TopReveal) => {
                    "Reveal nothing".into()
                }
                Action::Skip
                    if matches!(
                        props.view.now,
                        Some(Pending::FreeLift | Pending::FreeRide { .. })
                    ) =>
                {
                    "Stay here".into()
                }
                Action::Skip => "Nowhere to throw: go on".into(),
                Action::Lift { .. } if props.view.now == Some(Pending::FreeLift) => {
                    "🚡 Ride to the Top".into()
                }
                Action::Lift { .. } if matches!(props.view.now, Some(Pending::FreeRide { .. })) => {
                    "🚡 Ride down to the lift".into()
                }
                Action::Pass => "No move is possible: pass".into(),
                Action::Orient { rot } => {
                    return orient_button(props, *rot, send(a.clone()));
                }
                _ => return None,
            };
            Some(html! { <button class="choice" onclick={send(a.clone())}>{ text }</button> })
        })
        .collect();
    let picking = chosen.is_some();
    html! {
        <section class="choices" aria-label="Your choices">
            { buttons }
            if picking {
                <p class="muted">{"Tap a highlighted face-down card to put your card there."}</p>
                <button class="choice" onclick={{ let c = chosen.clone(); Callback::from(move |_| c.set(None)) }}>{"Keep the card in hand"}</button>
            }
        </section>
    }
}

fn orient_button(props: &BoardProps, rot: u8, onclick: Callback<MouseEvent>) -> Option<Html> {
    let Some(Pending::Orient { at, .. }) = props.view.now else {
        return None;
    };
    let TileView::Up { card, .. } = props.view.tile(at) else {
        return None;
    };
    let Face::Arrows(mask) = card.face() else {
        return None;
    };
    let m = rotate(mask, rot);
    Some(html! {
        <button class="choice gy-orient" onclick={onclick}>
            { arrows_svg(m) }{ format!("Open to the {}", sides(m)) }
        </button>
    })
}

fn hand(props: &BoardProps, chosen: &UseStateHandle<Option<(CardId, u8)>>) -> Html {
    let view = &props.view;
    let playable = |card: CardId| {
        props
            .legal
            .iter()
            .any(|a| matches!(a, Action::Advantage { card: c, .. } if *c == card))
    };
    html! {
        <section class="gy-hand" data-private={view.seat.to_string()} aria-label="Your hand">
            <h3>{"Your hand"}</h3>
            { for view.hand.iter().map(|&card| {
                let rots: Vec<u8> = {
                    let mut v: Vec<u8> = props.legal.iter().filter_map(|a| match a {
                        Action::Advantage { card: c, rot, .. } if *c == card => Some(*rot),
                        _ => None,
                    }).collect();
                    crate::engine::sort_short(&mut v);
                    v.dedup();
                    v
                };
                let (icon, words) = match card.face() {
                    Face::Arrows(mask) => (arrows_svg(mask), card.name().to_string()),
                    Face::Effect(e) => (html! { <span class="gy-icon" aria-hidden="true">{ effect_icon(e) }</span> }, e.name().to_string()),
                };
                html! {
                    <div class="gy-hand-card">
                        <span class="gy-card-face">{ icon }{ words }</span>
                        if playable(card) {
                            { for rots.iter().map(|&rot| {
                                let c = chosen.clone();
                                let on = **chosen == Some((card, rot));
                                let way = match card.face() {
                                    Face::Arrows(mask) => format!("open to the {}", sides(rotate(mask, rot))),
                                    Face::Effect(_) => "as it is".into(),
                                };
                                html! {
                                    <button class={classes!("gy-play", on.then_some("chosen"))} aria-pressed={on.to_string()}
                                        aria-label={format!("Play {} {way}", card.name())}
                                        onclick={Callback::from(move |_| c.set(if on { None } else { Some((card, rot)) }))}>
                                        { match card.face() { Face::Arrows(mask) => arrows_svg(rotate(mask, rot)), Face::Effect(_) => html! { {"Play"} } } }
                                    </button>
                                }
                            }) }
                        }
                    </div>
                }
            }) }
        </section>
    }
}

fn legend(view: &TableView, players: &[Player]) -> Html {
    html! {
        <ul class="gy-legend" aria-label="Players">
            { for (0..view.shepherds.len()).map(|s| html! {
                <li class={classes!((s == view.active).then_some("active"))}>
                    <Token colour={colour(players, s)} size={18} />
                    { name(players, s) }
                    <span class="muted">{ format!(" — shepherd at {}, goat at {}{}", view.shepherds[s].name(), view.goats[s].name(),
                        if view.lost_turn[s] { ", stuck in a Thicket" } else { "" }) }</span>
                </li>
            }) }
            <li class="muted">{ format!("Deck: {} cards · discarded: {}", view.deck, view.discard.len()) }</li>
        </ul>
    }
}
