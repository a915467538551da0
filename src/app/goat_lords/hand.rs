//! This seat's own cards along the bottom of the table: its action cards (face down to everyone
//! else) and its hand, big. A tap picks a card (or puts it back); a card lit as a birth partner
//! of the card picked births the twins.

use super::card::face;
use super::{Spot, Table};
use crate::app::kit::card::{Card, CardProps, Size};
use crate::games::goat_lords::{
    Action, ActionCard, Card as Printed, CardId, Direction, Effect, Phase, help, view::TableView,
};
use yew::prelude::*;

/// One of this seat's cards, as [`OwnCard`] draws it.
#[derive(Properties, PartialEq)]
pub struct OwnCardProps {
    pub card: CardId,
    /// Where it lies, in words ("in your hand") and for the motion kit ("hand").
    pub place: &'static str,
    pub at: &'static str,
    pub size: Size,
    /// It is picked.
    pub chosen: bool,
    /// What a tap does when it is lit as the partner of the card picked (a birth), and its words.
    pub partner: Option<(Action, AttrValue)>,
    /// It can be used for something now.
    pub usable: bool,
    /// What a tap stands for when it can do nothing now: an action the game refuses, saying why
    /// (see [`refused`]).
    pub refused: Action,
    /// A guided game's one thing to tap next.
    pub next: bool,
    pub act: Callback<Action>,
    pub pick: Callback<CardId>,
}

/// One of this seat's cards as a button. A tap picks it, or births the twins if it is lit as
/// the partner of the card picked.
#[component]
pub fn OwnCard(p: &OwnCardProps) -> Html {
    let c = p.card;
    let label = match &p.partner {
        Some((_, words)) => words.to_string(),
        None => format!(
            "{} ({} pts), {}",
            c.card().name(),
            c.card().points(),
            p.place
        ),
    };
    let idle = p.partner.is_none() && !p.usable;
    let onclick = {
        let (act, pick, partner) = (p.act.clone(), p.pick.clone(), p.partner.clone());
        let refused = p.refused.clone();
        Callback::from(move |_: MouseEvent| match &partner {
            Some((a, _)) => act.emit(a.clone()),
            None if idle => act.emit(refused.clone()),
            None => pick.emit(c),
        })
    };
    let class = match (p.chosen, p.partner.is_some()) {
        (true, true) => "gl-card chosen gl-target",
        (true, false) => "gl-card chosen",
        (false, true) => "gl-card gl-target",
        (false, false) => "gl-card",
    };
    let card: CardProps = face(c.card(), p.size);
    html! {
        <span class="gl-slot">
            <button {class} aria-pressed={if p.chosen { "true" } else { "false" }}
                data-does={p.partner.as_ref().map(|(_, w)| w.clone())}
                aria-disabled={idle.then_some("true")} data-next={p.next.then_some("")}
                data-key={format!("c{}", c.0)} data-at={p.at} data-face={c.card().name()}
                data-from="pile-draw" data-info={help::card(c.card())} {onclick}>
                <span class="gl-shown" aria-hidden="true"><Card ..card /></span>
                <span class="sr-only">{ label }</span>
            </button>
        </span>
    }
}

/// What a tap on a card that can do nothing now stands for, for the game to refuse and say why:
/// an action card played (on the next seat, where it aims at one: "No more action cards may be
/// played this turn", "You need a birth in your herd first"), a goat answering the duel ("Only a
/// Wizard Goat or a wild can be played here"), or else discarded ("That can't be done at this
/// moment").
pub fn refused(view: &TableView, card: CardId) -> Action {
    let target = (view.seat + 1) % view.players.len().max(1);
    let effect = match card.card() {
        Printed::Action(kind) => match kind {
            ActionCard::AtomicGoat => Effect::AtomicGoat { target },
            ActionCard::RainingFireGoats => Effect::RainingFireGoats { target },
            ActionCard::SneakAGoat => Effect::SneakAGoat { target, stack: 1 },
            ActionCard::LoafOfGoat => Effect::LoafOfGoat { target },
            ActionCard::HypnotizedGoat => Effect::HypnotizedGoat { target },
            ActionCard::RussianGoatlette => Effect::RussianGoatlette {
                direction: Direction::Left,
            },
            ActionCard::SantyGoat => Effect::SantyGoat,
            ActionCard::FlowerGoatee => Effect::FlowerGoatee,
            ActionCard::Goatinhood | ActionCard::EscapeGoat => Effect::Goatinhood,
        },
        _ if matches!(view.phase, Phase::Duel(_)) => return Action::Answer { card },
        _ => return Action::Discard { card },
    };
    Action::Play { card, effect }
}

/// This seat's action cards and hand. Only these are private.
pub fn mine(t: &Table) -> Html {
    let view = t.view;
    let card = |c: CardId, place: &'static str, at: &'static str, size: Size| {
        let partner = t
            .target(Spot::Hand(c))
            .map(|a| (a.clone(), AttrValue::from(t.label(a))));
        html! {
            <OwnCard key={format!("c{}", c.0)} card={c} {place} {at} {size} chosen={t.chosen == Some(c)}
                {partner} usable={t.usable(c)} refused={refused(view, c)} next={t.next_card(c)} act={t.act.clone()}
                pick={t.pick.clone()} />
        }
    };
    let front = view
        .front
        .iter()
        .map(|&c| card(c, "face down in front of you", "front", Size::Table));
    let hand = view
        .hand
        .iter()
        .map(|&c| card(c, "in your hand", "hand", Size::Hand));
    html! {
        <section key="mine" class="mine gl-mine" data-private={(!t.sealed).then(|| view.seat.to_string())}
            aria-label="Your cards"
            style={format!("--f:{};--k:{}", view.front.len(), view.hand.len().max(1))}>
            if !view.front.is_empty() {
                <div class="gl-front" aria-label="Your action cards"><>{ for front }</></div>
            }
            <div class="hand gl-hand" aria-label="Your hand">
                <>{ for hand }</>
                // (Under the hand-off the hand is not known yet, not empty.)
                if view.hand.is_empty() && !t.sealed {
                    <p key="none" class="gl-none">{ "No cards in your hand" }</p>
                }
            </div>
        </section>
    }
}
