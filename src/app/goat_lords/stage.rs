//! The middle of the table: what the seat on screen is asked to do, the duel in progress as a
//! face-off (the attacker's cards against the stack at stake and the defender's answers), or the
//! action card aimed at someone, and the buttons for the choices that have no place on the table
//! (Escape Goat or not, giving up a duel, which way Russian Goatlette goes, a card with no target).

use super::card::face;
use super::herd::stack_card;
use super::{Spot, Table, labels};
use crate::app::kit::card::{Card, CardProps, Size};
use crate::app::kit::piece::Token;
use crate::engine::Seat;
use crate::games::goat_lords::Card as GameCard;
use crate::games::goat_lords::{Action, CardId, Duel, Phase, Threat, help};
use yew::prelude::*;

/// A card played into the duel, flown in from the hand it came from.
fn duel_card(c: CardId, side: &str) -> Html {
    let card = CardProps {
        motion: Some(format!("c{}", c.0).into()),
        at: Some(format!("duel {side}").into()),
        ..face(c.card(), Size::Table)
    };
    html! {
        <span key={format!("c{}", c.0)} class="gl-info" data-info={help::card(c.card())}><Card ..card /></span>
    }
}

/// Who plays a side, with their token: the start of a side of the face-off.
fn side_head(t: &Table, seat: Seat, who: String) -> Html {
    html! { <span class="gl-role"><Token colour={t.colour(seat)} size=18 />{ who }</span> }
}

/// One side of the face-off: who, and their cards in the order played.
fn side(t: &Table, seat: Seat, role: &'static str, cards: Html, answer: Option<&Action>) -> Html {
    let drop = answer.map(|a| {
        let body = t
            .chosen
            .map(|c| format!("Play the {} here", c.card().name()))
            .unwrap_or_default();
        t.lit("gl-drop", a, html! { { body } })
    });
    html! {
        <div class={format!("gl-side {role}")} style={t.seat_style(seat)}>
            { side_head(t, seat, format!("{} {role}", t.name(seat))) }
            <div class="gl-fan">{ cards }{ drop }</div>
        </div>
    }
}

/// A duel as a face-off: the attacker's cards against the stack at stake and the answers.
fn duel(t: &Table, d: &Duel) -> Html {
    let answer = t.target(Spot::Duel);
    let me = t.view.seat;
    let stake = t.view.players.get(d.defender).and_then(|p| {
        let i = p.herd.len().checked_sub(1)?;
        p.herd.get(i).map(|s| (i, s))
    });
    let stake = stake.map(|(i, s)| {
        let card = stack_card(t, d.defender, i, s, "duel".to_string());
        html! {
            <span key="stake" class="gl-stake" data-info={help::stack(s, true)}><Card ..card /></span>
        }
    });
    let defence = html! {
        <>{ stake }<>{ for d.defence.iter().map(|&c| duel_card(c, "d")) }</></>
    };
    let attack = html! { <>{ for d.attack.iter().map(|&c| duel_card(c, "a")) }</> };
    html! {
        <div class="gl-duel" aria-label={format!("Duel for {}'s {} stack", t.name(d.defender), d.goat.name())}>
            { side(t, d.attacker, "attacks", attack, answer.filter(|_| me == d.attacker)) }
            <span class="gl-vs" aria-hidden="true">{ "⚔" }</span>
            { side(t, d.defender, "defends", defence, answer.filter(|_| me == d.defender)) }
        </div>
    }
}

/// An action card aimed at someone, waiting for their Escape Goat.
fn aimed(t: &Table, c: CardId, target: Seat) -> Html {
    let active = t.view.active;
    let card = CardProps {
        motion: Some(format!("aim{}", c.0).into()),
        at: Some("stage".into()),
        ..face(c.card(), Size::Table)
    };
    html! {
        <div class="gl-duel" aria-label={format!("{} aimed at {}", c.card().name(), t.name(target))}>
            <div class="gl-side attacks" style={t.seat_style(active)}>
                { side_head(t, active, format!("{} plays", t.name(active))) }
                <div class="gl-fan" data-info={help::card(c.card())}><Card ..card /></div>
            </div>
            <span class="gl-vs" aria-hidden="true">{ "➜" }</span>
            <div class="gl-side defends" style={t.seat_style(target)}>
                { side_head(t, target, format!("at {}", t.name(target))) }
            </div>
        </div>
    }
}

/// What the lit places mean, for the card picked; or what to tap first.
fn hint(t: &Table) -> Option<String> {
    if t.legal.is_empty() {
        return None;
    }
    let Some(c) = t.chosen else {
        let cards = t.legal.iter().any(|a| !labels::cards_of(a).is_empty());
        return cards.then(|| "Tap a card in your hand or one of your action cards: what it can do lights up on the table.".to_string());
    };
    if t.targets.iter().all(|(s, _)| *s == Spot::Button) {
        return None;
    }
    let mut ways = Vec::new();
    for (spot, _) in &t.targets {
        let word = match spot {
            Spot::Hand(_) => "a lit card in your hand to birth twins",
            Spot::Stack(..) if matches!(c.card(), GameCard::Action(_)) => {
                "a lit stack to bring it to the top"
            }
            Spot::Stack(..) => "a lit top stack to duel for it",
            Spot::Seat(_) => "a lit player to aim it at them",
            Spot::NewStack => "your herd to birth twins with the discard pile",
            Spot::Discard => "the discard pile to discard it and draw",
            Spot::Trash => "the trash to throw it away",
            Spot::Duel => "the duel to answer with it",
            Spot::Button => "a button",
        };
        if !ways.contains(&word) {
            ways.push(word);
        }
    }
    Some(format!(
        "{}: tap {}. Tap it again to put it back.",
        c.card().name(),
        crate::engine::words::join(&ways, ", or ")
    ))
}

/// The middle of the table: the prompt, what is staged, the hint and the buttons.
pub fn stage(t: &Table) -> Html {
    let view = t.view;
    let prompt = t
        .watching
        .clone()
        .map_or_else(|| labels::prompt(view, t.players), |w| w.to_string());
    let staged = matches!(view.phase, Phase::Duel(_) | Phase::Escape { .. });
    let show = match &view.phase {
        Phase::Duel(d)
        | Phase::Escape {
            threat: Threat::Duel(d),
            ..
        } => duel(t, d),
        Phase::Escape {
            threat: Threat::Card { card: c, .. },
            target,
        } => aimed(t, *c, *target),
        _ => Html::default(),
    };
    // The buttons: the answers that need no card, then the chosen card's choices with no place.
    let mut said = Vec::new();
    // A defender with nothing to answer a duel with gives up in one tap: letting the duel begin
    // would only lead to giving it up.
    let hopeless = labels::no_answer(view);
    let buttons: Vec<(String, &Action)> = t
        .legal
        .iter()
        .filter(|a| labels::cards_of(a).is_empty())
        .filter(|a| !(hopeless && **a == Action::Allow))
        .chain(
            t.targets
                .iter()
                .filter(|(s, _)| *s == Spot::Button)
                .map(|(_, a)| a),
        )
        .filter_map(|a| {
            let words = t.label(a);
            if said.contains(&words) {
                return None;
            }
            said.push(words.clone());
            Some((words, a))
        })
        .collect();
    let class = if staged {
        "gl-stage gl-dueling"
    } else {
        "gl-stage"
    };
    let buttons = buttons.into_iter().map(|(words, a)| {
        let onclick = {
            let (act, a) = (t.act.clone(), a.clone());
            Callback::from(move |_: MouseEvent| act.emit(a.clone()))
        };
        html! { <button class="choice" data-next={t.next(true).then_some("")} {onclick}>{ words }</button> }
    });
    let buttons: Vec<Html> = buttons.collect();
    html! {
        <section {class} aria-label="The middle of the table">
            <p class="status" aria-live="polite"><Token colour={t.colour(t.me)} size=22 />{ prompt }</p>
            { show }
            if let Some(h) = hint(t) { <p class="gl-hint">{ h }</p> }
            if !buttons.is_empty() {
                <section class="choices gl-choices" aria-label="Your choices">{ buttons }</section>
            }
        </section>
    }
}
