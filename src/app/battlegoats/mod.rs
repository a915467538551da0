//! The BattleGoats table for one seat: every battlefield as a 3x3 grid of cards (opponents at the
//! top with their front row toward the middle, this seat's at the bottom with its front row up),
//! the latest fight with both sums, and whatever this seat must do now: draft, lay out, choose
//! who attacks first, attack or use a power, or answer the last-two question.

use crate::app::kit::piece::Token;
use crate::engine::{Player, Seat};
use crate::games::battlegoats::view::{CellView, Known, TableView};
use crate::games::battlegoats::{Action, CardId, Fight, FightResult, Phase, Spot};
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

/// What the seat has tapped so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pick {
    None,
    /// A card in hand, during layout.
    Hand(CardId),
    /// One of this seat's battlefield places, in its turn; `power` when its power is chosen.
    Mine {
        cell: usize,
        power: bool,
    },
}

fn name(players: &[Player], seat: Seat) -> String {
    players
        .get(seat)
        .map_or_else(|| format!("Player {}", seat + 1), |p| p.name.clone())
}

fn card_label(card: CardId) -> String {
    let c = card.card();
    let effect = c.describe();
    if effect.is_empty() {
        format!("{} ({}, {})", c.name, c.kind.name(), c.value)
    } else {
        format!("{} ({}, {}): {effect}", c.name, c.kind.name(), c.value)
    }
}

/// A card's face: value, name, type.
fn face(card: CardId) -> Html {
    let c = card.card();
    html! {
        <>
            <span class="bg-value">{ c.value }</span>
            <span class="bg-name">{ c.name }</span>
            <span class="bg-kind"><span aria-hidden="true">{ c.kind.symbol() }</span>{" "}{ c.kind.name() }</span>
        </>
    }
}

#[component]
pub fn Board(props: &BoardProps) -> Html {
    let view = &props.view;
    let pick = use_state(|| Pick::None);
    let send = |a: Action| {
        let on = props.on_action.clone();
        let pick = pick.clone();
        Callback::from(move |_: MouseEvent| {
            pick.set(Pick::None);
            on.emit(a.clone())
        })
    };
    let me = view.seat;
    // With no legal action this screen is someone only looking at their own cards.
    let looking = props.legal.is_empty();
    let status = if looking {
        format!(
            "{}, you are only looking at your cards; {} is to play.",
            name(&props.players, me),
            view.acting()
                .map_or_else(|| "nobody".to_string(), |s| name(&props.players, s))
        )
    } else {
        prompt(view, &props.players, *pick)
    };
    let (opponents, mine): (Vec<Seat>, Vec<Seat>) = (0..view.fields.len()).partition(|&s| s != me);
    let field = |seat: Seat, flipped: bool| {
        html! {
            <section class={classes!("bg-field", (seat == me).then_some("bg-own"))}
                aria-label={format!("{}'s battlefield", name(&props.players, seat))}>
                <h3>
                    if let Some(p) = props.players.get(seat) { <Token colour={p.colour} size={18} /> }
                    { name(&props.players, seat) }
                    <small>{ format!(" · {} in play · {} defeated", view.fields[seat].iter().filter(|c| **c != CellView::Empty).count(), view.discards[seat].len()) }</small>
                </h3>
                if !flipped { <p class="bg-front" aria-hidden="true">{"▲ front row, facing the opponents"}</p> }
                <div class="bg-grid">
                    { for rows(flipped).into_iter().flatten().map(|cell| cell_button(props, *pick, &pick, seat, cell)) }
                </div>
                if !view.discards[seat].is_empty() {
                    <p class="bg-discards">{ format!("Discards (top last): {}", view.discards[seat].iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")) }</p>
                }
            </section>
        }
    };
    let side = if looking {
        html! {}
    } else {
        side_panel(props, *pick, &pick, &send)
    };
    html! {
        <div class="bg-board">
            <p class="status" aria-live="polite">
                if let Some(p) = props.players.get(me) { <Token colour={p.colour} /> }
                { props.watching.clone().map_or(status, |w| w.to_string()) }
            </p>
            <div class="bg-main">
                <div class="bg-fields">
                    <div class="bg-opponents">{ for opponents.iter().map(|&s| field(s, true)) }</div>
                    if let Some(f) = &view.last_fight { { fight(f, &props.players) } }
                    <div data-private={me.to_string()}>{ for mine.iter().map(|&s| field(s, false)) }</div>
                </div>
                { side }
            </div>
        </div>
    }
}

/// Cells in screen order: your front row (row 0) at the top; an opponent's front row at the bottom.
fn rows(flipped: bool) -> Vec<[usize; 3]> {
    let rows = [[0, 1, 2], [3, 4, 5], [6, 7, 8]];
    if flipped {
        rows.into_iter().rev().collect()
    } else {
        rows.to_vec()
    }
}

/// "front row, left".
fn place(cell: usize) -> String {
    format!(
        "{} row, {}",
        ["front", "middle", "back"][(cell / 3) % 3],
        ["left", "centre", "right"][cell % 3]
    )
}

fn prompt(view: &TableView, players: &[Player], pick: Pick) -> String {
    let me = name(players, view.seat);
    match &view.phase {
        Phase::Draft => {
            format!("{me}, keep one card from the pack; the rest go to the player on your right.")
        }
        Phase::Layout => match pick {
            Pick::Hand(c) => format!("{me}, tap an empty place for {}.", c.name()),
            _ if view.hand.is_empty() => {
                format!("{me}, tap Done, or tap a card to pick it back up.")
            }
            _ => format!(
                "{me}, lay your nine cards face down: tap a card in your hand, then a place."
            ),
        },
        Phase::ChooseFirst { .. } => {
            format!("{me}, you finished laying out first: who attacks first?")
        }
        Phase::Turn { .. } => match pick {
            Pick::Mine { power: true, cell } => format!(
                "{me}, tap a highlighted card for your {}'s power.",
                card_at(view, view.seat, cell).map_or("card", |c| c.name())
            ),
            Pick::Mine { cell, .. } => format!(
                "{me}, tap any opponent's card to attack it with your {}.",
                card_at(view, view.seat, cell).map_or("card", |c| c.name())
            ),
            _ => format!("{me}, your turn: tap one of your cards to attack with."),
        },
        Phase::Ask { .. } => {
            format!("{me}, the last two cards fell together: share the victory, or both lose?")
        }
        Phase::Over { .. } => "The battle is over.".into(),
    }
}

fn card_at(view: &TableView, seat: Seat, cell: usize) -> Option<CardId> {
    match view.fields.get(seat)?.get(cell)? {
        CellView::Up { card, .. } | CellView::Down(Some((card, _))) => Some(*card),
        _ => None,
    }
}

/// The action a tap on `spot` makes, given what is picked.
fn tap_action(props: &BoardProps, pick: Pick, spot: Spot) -> Option<Action> {
    let me = props.view.seat;
    let want = match (pick, &props.view.phase) {
        (Pick::Hand(card), Phase::Layout) if spot.seat == me => Action::Place {
            card,
            cell: spot.cell,
        },
        (Pick::None, Phase::Layout) if spot.seat == me => Action::Lift { cell: spot.cell },
        (Pick::Mine { cell, power: false }, Phase::Turn { .. }) => Action::Attack {
            with: cell,
            target: spot,
        },
        (Pick::Mine { cell, power: true }, Phase::Turn { .. }) => Action::Use {
            with: cell,
            target: spot,
        },
        _ => return None,
    };
    props.legal.contains(&want).then_some(want)
}

fn cell_button(
    props: &BoardProps,
    pick: Pick,
    set: &UseStateHandle<Pick>,
    seat: Seat,
    cell: usize,
) -> Html {
    let view = &props.view;
    let me = view.seat;
    let spot = Spot { seat, cell };
    let shown = view.fields[seat][cell];
    let action = tap_action(props, pick, spot);
    // In a turn, your own cards that can act are picked by tapping them.
    let own_pick = matches!(view.phase, Phase::Turn { .. })
        && seat == me
        && props.legal.iter().any(|a| matches!(a, Action::Attack { with, .. } | Action::Use { with, .. } if *with == cell));
    let picked = seat == me && matches!(pick, Pick::Mine { cell: c, .. } if c == cell);
    let row = ["front", "middle", "back"][cell / 3];
    let place = place(cell);
    // The accessible name is the button's own text: the place and state (for screen readers
    // only), the card face everyone sees, then its effect in words.
    let (class, body, state, effect) = match shown {
        CellView::Empty => ("empty", html! {}, "empty".to_string(), String::new()),
        CellView::Up { card, counts } => (
            "up",
            face(card),
            if counts {
                "face up".to_string()
            } else {
                "face up since this turn".to_string()
            },
            card.card().describe(),
        ),
        CellView::Down(Some((card, known))) => {
            let how = match known {
                Known::Own => "face down",
                Known::Peeked => "face down, you peeked",
                Known::Remembered => "face down, remembered",
            };
            (
                "down known",
                face(card),
                how.to_string(),
                card.card().describe(),
            )
        }
        CellView::Down(None) => (
            "down",
            html! { <span class="bg-back" aria-hidden="true">{"🐐"}</span> },
            "a face-down card".to_string(),
            String::new(),
        ),
    };
    let onclick = {
        let set = set.clone();
        let on = props.on_action.clone();
        let action = action.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(a) = action.clone() {
                set.set(Pick::None);
                on.emit(a);
            } else if own_pick {
                set.set(if picked {
                    Pick::None
                } else {
                    Pick::Mine { cell, power: false }
                });
            }
        })
    };
    let enabled = action.is_some() || own_pick;
    let verb = match &action {
        Some(Action::Attack { .. }) => "Attack: ",
        Some(Action::Use { .. }) => "Use the power on: ",
        Some(Action::Place { .. }) => "Place here: ",
        Some(Action::Lift { .. }) => "Pick back up: ",
        _ if own_pick && picked => "Picked: ",
        _ if own_pick => "Pick to attack: ",
        _ => "",
    };
    html! {
        <button class={classes!("bg-cell", class, action.is_some().then_some("target"), picked.then_some("picked"), (row == "front").then_some("front"))}
            disabled={!enabled} onclick={onclick}>
            <span class="sr-only">{ format!("{verb}{place}, {state}: ") }</span>
            { body }
            if let CellView::Down(Some((_, known))) = shown {
                <span class="bg-mark" aria-hidden="true">{ match known { Known::Own => "hidden", Known::Peeked => "peeked", Known::Remembered => "remembered" } }</span>
            }
            if !effect.is_empty() { <span class="sr-only">{ format!(" ({effect})") }</span> }
        </button>
    }
}

fn side_panel(
    props: &BoardProps,
    pick: Pick,
    set: &UseStateHandle<Pick>,
    send: &dyn Fn(Action) -> Callback<MouseEvent>,
) -> Html {
    let view = &props.view;
    match &view.phase {
        Phase::Draft => html! {
            <section class="choices" aria-label="Your pack">
                <h3>{"Your pack"}</h3>
                { for view.pack.iter().map(|&card| html! {
                    <button class="bg-card choice" onclick={send(Action::Pick { card })}>
                        <span class="sr-only">{"Keep "}</span>{ face(card) }<small>{ card.card().describe() }</small>
                    </button>
                }) }
                <h3>{"Kept so far"}</h3>
                <ul class="bg-list">{ for view.hand.iter().map(|c| html! { <li>{ card_label(*c) }</li> }) }</ul>
            </section>
        },
        Phase::Layout => html! {
            <section class="choices" aria-label="Your hand">
                <h3>{ format!("Your hand ({})", view.hand.len()) }</h3>
                { for view.hand.iter().map(|&card| {
                    let set = set.clone();
                    let chosen = pick == Pick::Hand(card);
                    html! {
                        <button class={classes!("bg-card", "choice", chosen.then_some("chosen"))} aria-pressed={chosen.to_string()}
                            onclick={Callback::from(move |_| set.set(if chosen { Pick::None } else { Pick::Hand(card) }))}>
                            { face(card) }<small>{ card.card().describe() }</small>
                        </button>
                    }
                }) }
                if props.legal.contains(&Action::Ready) {
                    <button class="primary" onclick={send(Action::Ready)}>{"Done: my battlefield is ready"}</button>
                }
            </section>
        },
        Phase::ChooseFirst { .. } => html! {
            <section class="choices" aria-label="Who attacks first">
                { for props.legal.iter().filter_map(|a| match a {
                    Action::First { seat } => Some(html! { <button class="choice" onclick={send(a.clone())}>{ format!("{} attacks first", name(&props.players, *seat)) }</button> }),
                    _ => None,
                }) }
            </section>
        },
        Phase::Turn { .. } => {
            let Pick::Mine { cell, power } = pick else {
                return html! { <section class="choices" aria-label="Your choices"><p class="muted">{"Tap one of your cards (bottom) to attack with it or use its power."}</p></section> };
            };
            let card = card_at(view, view.seat, cell);
            let has_power = props
                .legal
                .iter()
                .any(|a| matches!(a, Action::Use { with, .. } if *with == cell));
            let can_attack = props
                .legal
                .iter()
                .any(|a| matches!(a, Action::Attack { with, .. } if *with == cell));
            let toggle = |p: bool| {
                let set = set.clone();
                Callback::from(move |_| set.set(Pick::Mine { cell, power: p }))
            };
            let power_name = card
                .and_then(|c| c.card().power)
                .map_or("power", |p| p.name());
            html! {
                <section class="choices" aria-label="Your choices">
                    if let Some(c) = card { <p class="bg-detail">{ card_label(c) }</p> }
                    if can_attack { <button class="choice" aria-pressed={(!power).to_string()} onclick={toggle(false)}>{"Attack with it"}</button> }
                    if has_power { <button class="choice" aria-pressed={power.to_string()} onclick={toggle(true)}>{ format!("Use {power_name} instead") }</button> }
                    <button class="choice" onclick={{ let set = set.clone(); Callback::from(move |_| set.set(Pick::None)) }}>{"Pick another card"}</button>
                </section>
            }
        }
        Phase::Ask { .. } => html! {
            <section class="choices" aria-label="Share or lose">
                <button class="choice" onclick={send(Action::Share { share: true })}>{"Share the victory"}</button>
                <button class="choice" onclick={send(Action::Share { share: false })}>{"Both lose"}</button>
            </section>
        },
        Phase::Over { .. } => html! {},
    }
}

fn fight(f: &Fight, players: &[Player]) -> Html {
    let result = match f.result {
        FightResult::AttackerWins => format!("{} wins.", f.attacker.card.name()),
        FightResult::DefenderWins => format!("{} holds.", f.defender.card.name()),
        FightResult::Tie => "A tie: both are defeated.".into(),
        FightResult::Explosion => match (f.attacker.defeated, f.defender.defeated) {
            (true, true) => "Boom: an explosion defeats both.".into(),
            (false, _) => format!(
                "Boom! {} is blast-proof and stands.",
                f.attacker.card.name()
            ),
            (_, false) => format!(
                "Boom! {} is blast-proof and stands.",
                f.defender.card.name()
            ),
        },
    };
    let chain = if f.chain_blast {
        " The loser exploded and took the winner with it."
    } else {
        ""
    };
    html! {
        <section class="bg-fight" aria-label="The latest fight" aria-live="polite">
            <div class={classes!("bg-term", f.attacker.defeated.then_some("fell"))}>
                <small>{ format!("{} attacked with ({})", name(players, f.attacker.spot.seat), place(f.attacker.spot.cell)) }</small>
                <strong>{ f.attacker.describe() }</strong>
            </div>
            <span class="bg-vs" aria-hidden="true">{"⚔"}</span>
            <div class={classes!("bg-term", f.defender.defeated.then_some("fell"))}>
                <small>{ format!("{}'s card ({})", name(players, f.defender.spot.seat), place(f.defender.spot.cell)) }</small>
                <strong>{ f.defender.describe() }</strong>
            </div>
            <p class="bg-result">{ result }{ chain }</p>
        </section>
    }
}
