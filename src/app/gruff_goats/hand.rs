//! This seat's hand as a fan of large playing cards along the bottom of the table, between the
//! draw pile and the discard pile. Only a card's suit matters: the cards whose suit can pay for
//! something now are raised and can be tapped (a tap picks up a wand of that suit the seat holds,
//! to use it, or blocks or pushes a claim); the others cannot. A wand is claimed only by tapping
//! the wand itself.

use super::wands::suit_class;
use super::{Pick, Table};
use crate::games::gruff_goats::words;
use crate::games::gruff_goats::{Action, CardId, Phase, Wand};
use yew::prelude::*;

/// The name of a card.
fn card_name(c: CardId) -> String {
    format!("{} of {}", c.rank(), c.suit().name())
}

/// A playing card: its rank and suit in the corners, its suit large in the middle. `at` is
/// where it lies for the motion kit. In a button the button says its words (`named`: false).
fn playing_card(c: CardId, at: &'static str, from: Option<&'static str>, named: bool) -> Html {
    let suit = c.suit();
    let info = words::card(c);
    let name = card_name(c);
    html! {
        <span class={classes!("k-card", "hand", "gg-pcard", suit_class(suit))} data-key={format!("ggc{}", c.0)} data-at={at}
            data-from={from} data-info={info} role={named.then_some("img")} aria-label={named.then_some(name)}
            aria-hidden={(!named).then_some("true")}>
            <span class="gg-corner">{ c.rank() }<br/>{ suit.symbol() }</span>
            <span class="gg-pip" aria-hidden="true">{ suit.symbol() }</span>
            // The turned corner is drawn by CSS from `data-c`: its text is not the card's text
            // twice (a name that repeats its rank reads wrongly aloud and to checkers).
            <span class="gg-corner low" aria-hidden="true" data-c={format!("{}\n{}", c.rank(), suit.symbol())}></span>
        </span>
    }
}

/// What a tap on a card of this suit does now, if anything.
fn card_tap(t: &Table, c: CardId) -> Option<Callback<MouseEvent>> {
    let suit = c.suit();
    match &t.view.phase {
        Phase::Block(claim) if claim.wand.cost().contains(&suit) => t
            .legal
            .contains(&Action::Block)
            .then(|| t.send(Action::Block)),
        Phase::Push(claim) if claim.wand.cost().contains(&suit) => t
            .legal
            .contains(&Action::Push)
            .then(|| t.send(Action::Push)),
        // Only a wand the seat holds is picked up from a card: claiming is done on the wand.
        Phase::Turn => {
            let w = suit.wand();
            let mine = t.view.wands[w.index()] == Some(t.view.seat);
            (mine && t.wand_acts(w)).then(|| {
                t.choose(Pick {
                    wand: Some(w),
                    troll: None,
                })
            })
        }
        _ => None,
    }
}

/// The hand, with the piles on either side.
pub(super) fn hand(t: &Table) -> Html {
    let view = t.view;
    let mut cards = view.hand.clone();
    // Sorted as a player holds them: by suit, then by rank.
    crate::engine::sort_short_by_key(&mut cards, |c| ((c.0 % 52) / 13, c.0 % 13, c.0));
    let n = cards.len();
    let what = match &view.phase {
        Phase::Block(_) => "block",
        Phase::Push(_) => "push",
        _ => "use its wand",
    };
    let picked: Option<Wand> = t.pick.wand;
    html! {
        <div class="gg-table-edge">
            <div class="gg-pile" role="group" aria-label={format!("The draw pile: {} cards", view.draw)}>
                <span class="gg-back" data-key="gg-draw"><b>{ view.draw }</b></span>
            </div>
            <section class="gg-hand" data-private={view.seat.to_string()} aria-label="Your hand"
                style={format!("--cards:{}", n.max(1))}>
                { for cards.into_iter().map(|c| {
                    let tap = card_tap(t, c);
                    let raised = tap.is_some();
                    let chosen = picked.is_some_and(|w| c.suit().wand() == w);
                    // Named by the card's name, then what a tap does (for screen readers).
                    let name = card_name(c);
                    html! {
                        <button key={c.0.to_string()} class={classes!("gg-card-btn", raised.then_some("raised"), chosen.then_some("chosen"))}
                            aria-label={if raised { format!("{name}: {what}") } else { name }}
                            aria-disabled={(!raised).then_some("true")} onclick={tap.unwrap_or_default()}>
                            { playing_card(c, "hand", Some("gg-draw"), false) }
                        </button>
                    }
                }) }
            </section>
            <div class="gg-pile" role="group" aria-label="The discard pile">
                { match view.discard_top {
                    Some(c) => playing_card(c, "discard", None, true),
                    None => html! { <span class="gg-back empty"></span> },
                } }
            </div>
        </div>
    }
}
