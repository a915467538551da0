//! The Goat Lords table on screen, drawn for one seat from that seat's view only: the other
//! players' public areas, the piles, the duel in progress, and this seat's own cards and choices.

mod card;
mod labels;

use crate::app::kit::piece::Token;
use crate::engine::{Player, Seat};
use crate::games::goat_lords::view::{PlayerView, StackView, TableView};
use crate::games::goat_lords::{Action, Card, CardId, Duel, Phase, Threat};
use card::Face;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// What the seat on screen may see.
    pub view: TableView,
    /// What that seat may do now.
    pub legal: Vec<Action>,
    /// Who sits where.
    pub players: Vec<Player>,
    /// Carries out a chosen action.
    pub on_action: Callback<Action>,
    /// Replaces the board's prompt while someone else (a computer) plays.
    #[prop_or_default]
    pub watching: Option<AttrValue>,
}

/// The whole table for the seat holding the tablet.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let selected = use_state(|| None::<CardId>);
    let view = &props.view;
    let me = view.seat;
    // A selection that is no longer usable (after a play) is dropped.
    let chosen =
        (*selected).filter(|c| props.legal.iter().any(|a| labels::cards_of(a).contains(c)));
    let related: Vec<&Action> = match chosen {
        Some(c) => props
            .legal
            .iter()
            .filter(|a| labels::cards_of(a).contains(&c))
            .collect(),
        None => Vec::new(),
    };
    // Partners and targets that the chosen card enables, to highlight on the table.
    let partners: Vec<CardId> = related
        .iter()
        .flat_map(|a| labels::cards_of(a))
        .filter(|c| Some(*c) != chosen)
        .collect();
    let duel_targets: Vec<Seat> = related
        .iter()
        .filter_map(|a| match a {
            Action::Duel { target, .. } => Some(*target),
            _ => None,
        })
        .collect();
    let assisted = related
        .iter()
        .any(|a| matches!(a, Action::AssistedBirth { .. }));

    let pick = {
        let selected = selected.clone();
        Callback::from(move |c: CardId| {
            selected.set(if *selected == Some(c) { None } else { Some(c) })
        })
    };
    let usable = |c: &CardId| props.legal.iter().any(|a| labels::cards_of(a).contains(c));
    let card_button = |c: CardId, place: &str| {
        let on = pick.clone();
        let pressed = chosen == Some(c);
        let class = classes!(
            "card-btn",
            pressed.then_some("chosen"),
            partners.contains(&c).then_some("hint")
        );
        let label = format!("{} ({} pts), {place}", c.card().name(), c.card().points());
        let at = if place.starts_with("in your hand") {
            "hand"
        } else {
            "front"
        };
        html! {
            <button class={class} aria-pressed={pressed.to_string()} data-key={format!("c{}", c.0)}
                data-at={at} data-face={c.card().name()}
                disabled={!usable(&c)} onclick={Callback::from(move |_| on.emit(c))}>
                <Face card={Some(c.card())} />
                <span class="sr-only">{ label }</span>
            </button>
        }
    };

    // Choices: the actions of the chosen card, and the ones that need no card.
    let mut seen = Vec::new();
    let choices: Html = props
        .legal
        .iter()
        .filter(|a| {
            let cards = labels::cards_of(a);
            cards.is_empty() || chosen.is_some_and(|c| cards.contains(&c))
        })
        .filter_map(|a| {
            let text = labels::label(a, view, &props.players);
            if seen.contains(&text) {
                return None;
            }
            seen.push(text.clone());
            let on = props.on_action.clone();
            let action = a.clone();
            let reset = selected.clone();
            Some(html! {
                <button class="choice" onclick={Callback::from(move |_| { reset.set(None); on.emit(action.clone()); })}>
                    { text }
                </button>
            })
        })
        .collect();
    let needs_card = props.legal.iter().any(|a| !labels::cards_of(a).is_empty());

    let others: Html = (1..view.players.len())
        .map(|k| (me + k) % view.players.len())
        .map(|seat| {
            html! {
                <PlayerArea seat={seat} player={view.players[seat].clone()} who={props.players.get(seat).cloned()}
                    active={seat == view.active} duel_target={duel_targets.contains(&seat)} />
            }
        })
        .collect();
    let me_player = props.players.get(me).cloned();
    html! {
        <div class="gl-board">
            <p class="status" aria-live="polite">
                if let Some(p) = &me_player { <Token colour={p.colour} /> }
                { props.watching.clone().map_or_else(|| labels::prompt(view, &props.players), |w| w.to_string()) }
            </p>
            <section class="others" aria-label="Other players">{ others }</section>
            <section class="middle" aria-label="Piles">
                <Piles view={view.clone()} assisted={assisted} />
                { fight(view, &props.players) }
            </section>
            <section class="mine" data-private={me.to_string()} aria-label="Your cards">
                <div class="mine-herd">
                    <h3>{"Your herd"}{format!(" · {} pts", view.players[me].score.unwrap_or(0))}</h3>
                    <Herd seat={me} stacks={view.players[me].herd.clone()} />
                </div>
                <div class="mine-front">
                    <h3>{"Action cards"}</h3>
                    <div class="row">
                        { for view.front.iter().map(|&c| card_button(c, "face down in front of you")) }
                        if view.front.is_empty() { <span class="muted">{"none"}</span> }
                    </div>
                </div>
                <div class="mine-hand">
                    <h3>{"Your hand"}</h3>
                    <div class="row hand">
                        { for view.hand.iter().map(|&c| card_button(c, "in your hand")) }
                        if view.hand.is_empty() { <span class="muted">{"empty"}</span> }
                    </div>
                </div>
            </section>
            <section class="choices" aria-label="Your choices">
                if chosen.is_none() && needs_card {
                    <p class="muted">{"Tap a card to see what it can do."}</p>
                }
                { choices }
            </section>
        </div>
    }
}

fn fight(view: &TableView, players: &[Player]) -> Html {
    let duel: Option<&Duel> = match &view.phase {
        Phase::Duel(d)
        | Phase::Escape {
            threat: Threat::Duel(d),
            ..
        } => Some(d),
        _ => None,
    };
    let name = |s: Seat| players.get(s).map_or(String::new(), |p| p.name.clone());
    if let Some(d) = duel {
        let side = |cards: &[CardId]| -> Html {
            cards
                .iter()
                .map(|c| html! { <span class="mini"><Face card={Some(c.card())} /></span> })
                .collect()
        };
        return html! {
            <div class="duel" aria-label="Duel">
                <h3>{ format!("Duel for {}'s {} stack", name(d.defender), d.goat.name()) }
                    if d.unanswerable { {" (Raining Fire-Goats: no answer)"} }</h3>
                <div class="duel-side"><span>{ name(d.attacker) }</span>{ side(&d.attack) }</div>
                <div class="duel-side"><span>{ name(d.defender) }</span>{ side(&d.defence) }</div>
            </div>
        };
    }
    if let Phase::Escape {
        threat: Threat::Card { card, .. },
        target,
    } = &view.phase
    {
        return html! {
            <div class="duel">
                <h3>{ format!("{} is aimed at {}", card.card().name(), name(*target)) }</h3>
                <span class="mini"><Face card={Some(card.card())} /></span>
            </div>
        };
    }
    html! {}
}

#[derive(Properties, PartialEq)]
struct PilesProps {
    view: TableView,
    assisted: bool,
}

#[component]
fn Piles(props: &PilesProps) -> Html {
    let v = &props.view;
    let last_trash: Option<Card> = v.trash.last().map(|c| c.card());
    html! {
        <div class="piles">
            <figure aria-label={format!("Draw pile: {} cards", v.draw)} data-key="pile-draw" data-at="pile" data-face={v.draw.to_string()}>
                <span class="mini"><Face card={None} badge={Some(v.draw.to_string())} /></span>
                <figcaption>{ format!("Draw {}", v.draw) }</figcaption>
            </figure>
            <figure class={classes!(props.assisted.then_some("hint"))} data-key="pile-discard" data-at="pile"
                data-face={format!("{} {}", v.discard, v.discard_top.map_or("", |c| c.card().name()))}
                aria-label={format!("Discard pile: {} cards, top {}", v.discard, v.discard_top.map_or("none", |c| c.card().name()))}>
                if let Some(top) = v.discard_top {
                    <span class="mini"><Face card={Some(top.card())} /></span>
                } else {
                    <span class="mini empty"></span>
                }
                <figcaption>{ format!("Discard {}", v.discard) }</figcaption>
            </figure>
            <figure aria-label={format!("Trash: {} cards", v.trash.len())} data-key="pile-trash" data-at="pile" data-face={v.trash.len().to_string()}>
                if let Some(card) = last_trash {
                    <span class="mini"><Face card={Some(card)} /></span>
                } else {
                    <span class="mini empty"></span>
                }
                <figcaption>{ format!("Trash {}", v.trash.len()) }</figcaption>
            </figure>
            if v.actions_closed { <p class="muted">{"No more action cards this game."}</p> }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct AreaProps {
    seat: Seat,
    player: PlayerView,
    who: Option<Player>,
    active: bool,
    duel_target: bool,
}

/// Another player's public area: name, counts, herd.
#[component]
fn PlayerArea(props: &AreaProps) -> Html {
    let p = &props.player;
    let (name, colour) = props
        .who
        .as_ref()
        .map_or(("?".to_string(), 0), |w| (w.name.clone(), w.colour));
    let score = p
        .score
        .map_or_else(|| "? pts".to_string(), |s| format!("{s} pts"));
    html! {
        <div class={classes!("area", props.active.then_some("active"), props.duel_target.then_some("hint"))}
             aria-label={format!("{name}'s area")}>
            <h3><Token colour={colour} />{ name }
                <small>{ format!(" · {} in hand · {} action · {score}", p.hand, p.front) }</small>
                if p.skip_next { <small class="warn">{" · misses next turn"}</small> }
            </h3>
            <Herd seat={props.seat} stacks={p.herd.clone()} />
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct HerdProps {
    seat: Seat,
    stacks: Vec<StackView>,
}

/// A herd, bottom (Base Stack) first; the top stack is outlined.
#[component]
fn Herd(props: &HerdProps) -> Html {
    if props.stacks.is_empty() {
        return html! { <p class="muted herd">{"No herd yet"}</p> };
    }
    let top = props.stacks.len() - 1;
    html! {
        <ol class="herd">
            { for props.stacks.iter().enumerate().map(|(i, s)| {
                let goat = s.goat.map(Card::Goat);
                let label = format!(
                    "{}{} stack of {} cards{}",
                    if s.base { "Base " } else if i == top { "Top " } else { "" },
                    s.goat.map_or("hidden", |g| g.name()),
                    s.size,
                    s.points.map_or(String::new(), |p| format!(", {p} points")),
                );
                // A stack is known by its first card wherever it goes (stolen, say).
                let key = s.cards.as_ref().and_then(|c| c.first()).map_or_else(
                    || format!("h{}-{i}", props.seat),
                    |c| format!("c{}", c.0),
                );
                html! {
                    <li class={classes!("stack", s.base.then_some("base"), (i == top && !s.base).then_some("top"))} aria-label={label}
                        data-key={key} data-at={format!("herd {}", props.seat)}
                        data-face={format!("{} {}", s.goat.map_or("hidden", |g| g.name()), s.size)}>
                        <Face card={goat} badge={Some(format!("×{}", s.size))} />
                        <span class="pts">{ s.points.map_or("?".to_string(), |p| p.to_string()) }</span>
                        if s.base { <span class="base-tag">{"BASE"}</span> }
                    </li>
                }
            }) }
        </ol>
    }
}
