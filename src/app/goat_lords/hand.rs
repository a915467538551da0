//! This seat's own cards along the bottom of the table: its action cards (face down to everyone
//! else) and its hand, big. A tap picks a card (or puts it back); a card lit as a birth partner
//! of the card picked births the twins.

use super::card::face;
use super::{Spot, Table};
use crate::app::kit::card::{Size, card};
use crate::games::goat_lords::{CardId, help};
use yew::prelude::*;

/// One of this seat's cards as a button: `place` says where it lies ("in your hand").
fn own_card(t: &Table, c: CardId, place: &str, at: &str, size: Size) -> Html {
    let chosen = t.chosen == Some(c);
    let partner = t.target(Spot::Hand(c));
    let usable = t.usable(c);
    let label = match partner {
        Some(a) => t.label(a),
        None => format!("{} ({} pts), {place}", c.card().name(), c.card().points()),
    };
    let onclick = match partner {
        Some(a) => t.on(a),
        None => {
            let pick = t.pick.clone();
            Callback::from(move |_: MouseEvent| pick.emit(c))
        }
    };
    html! {
        <button class={classes!("gl-card", chosen.then_some("chosen"), partner.is_some().then_some("gl-target"))}
            aria-pressed={chosen.to_string()} data-does={partner.is_some().then(|| label.clone())} data-next={t.next_card(c)}
            disabled={!usable && partner.is_none()} {onclick}
            data-key={format!("c{}", c.0)} data-at={at.to_string()} data-face={c.card().name()} data-from="pile-draw"
            data-info={help::card(c.card())}>
            <span class="gl-shown" aria-hidden="true">{ card(&face(c.card(), size)) }</span>
            <span class="sr-only">{ label }</span>
        </button>
    }
}

/// This seat's action cards and hand. Only these are private.
pub fn mine(t: &Table) -> Html {
    let view = t.view;
    html! {
        <section class="mine gl-mine" data-private={view.seat.to_string()} aria-label="Your cards"
            style={format!("--f:{};--k:{}", view.front.len(), view.hand.len().max(1))}>
            if !view.front.is_empty() {
                <div class="gl-front" aria-label="Your action cards">
                    { for view.front.iter().map(|&c| html! {
                        <span class="gl-slot">{ own_card(t, c, "face down in front of you", "front", Size::Table) }</span>
                    }) }
                </div>
            }
            <div class="hand gl-hand" aria-label="Your hand">
                { for view.hand.iter().map(|&c| html! {
                    <span class="gl-slot">{ own_card(t, c, "in your hand", "hand", Size::Hand) }</span>
                }) }
                if view.hand.is_empty() { <p class="gl-none">{"No cards in your hand"}</p> }
            </div>
        </section>
    }
}
