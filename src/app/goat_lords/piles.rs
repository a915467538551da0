//! The piles in the middle of the table, as stacks with their counts: the draw pile face down,
//! the discard pile and the trash face up with their top card. The discard pile lights up for a
//! discard, the trash for an action card thrown away.

use super::card::face;
use super::{Spot, Table};
use crate::app::kit::card::{CardProps, Size, card};
use crate::games::goat_lords::CardId;
use yew::prelude::*;

/// The top card of a face-up pile, keyed by its id (a card discarded flies there from the hand),
/// or an empty place.
fn top(card_id: Option<CardId>, at: &str) -> Html {
    match card_id {
        Some(c) => card(&CardProps {
            motion: Some(format!("c{}", c.0).into()),
            at: Some(at.to_string().into()),
            ..face(c.card(), Size::Table)
        }),
        None => html! { <span class="gl-none">{"empty"}</span> },
    }
}

/// A pile: its cards (a pile of more than one card shows its thickness), its name and count,
/// lit as a target when a tap on it does something.
fn pile(t: &Table, spot: Option<Spot>, name: &str, count: usize, body: Html) -> Html {
    let words = format!("{name}: {count} cards");
    let deep = match count {
        0 | 1 => "",
        2..=9 => "deep",
        _ => "deeper",
    };
    let inner = html! {
        <>
            <span class={classes!("gl-pile-cards", deep)}>{ body }</span>
            <span class="gl-caption">{ format!("{name} · {count}") }</span>
        </>
    };
    match spot.and_then(|s| t.target(s)) {
        Some(a) => t.lit("gl-pile", a, inner),
        None => html! { <div class="gl-pile" role="group" aria-label={words}>{ inner }</div> },
    }
}

/// The draw pile, the discard pile and the trash.
pub fn piles(t: &Table) -> Html {
    let v = t.view;
    let draw = html! {
        <span class="gl-draw" data-key="pile-draw" data-at="pile" data-face={v.draw.to_string()}>
            { card(&CardProps {
                down: true,
                back: Some(v.draw.to_string().into()),
                size: Size::Table,
                ..CardProps::default()
            }) }
        </span>
    };
    html! {
        <div class="gl-piles">
            { pile(t, None, "Draw pile", v.draw, draw) }
            { pile(t, Some(Spot::Discard), "Discard", v.discard, top(v.discard_top, "discard")) }
            { pile(t, Some(Spot::Trash), "Trash", v.trash.len(), top(v.trash.last().copied(), "trash")) }
        </div>
    }
}
