//! The piles in the middle of the table, as stacks with their counts: the draw pile face down,
//! the discard pile and the trash face up with their top card. The discard pile lights up for a
//! discard, the trash for an action card thrown away.

use super::card::face;
use super::{Spot, Table};
use crate::app::kit::card::{Card, CardProps, Size};
use crate::games::goat_lords::CardId;
use yew::prelude::*;

/// The top card of a face-up pile, keyed by its id (a card discarded flies there from the hand),
/// or an empty place.
fn top(card_id: Option<CardId>, at: &'static str) -> Html {
    match card_id {
        Some(c) => {
            let card = CardProps {
                motion: Some(format!("c{}", c.0).into()),
                at: Some(at.into()),
                ..face(c.card(), Size::Table)
            };
            html! { <Card ..card /> }
        }
        None => html! { <span class="gl-none">{ "empty" }</span> },
    }
}

/// A pile: its cards (a pile of more than one card shows its thickness), its name and count,
/// lit as a target when a tap on it does something.
fn pile(
    t: &Table,
    spot: Option<Spot>,
    (name, count, news): (&str, usize, bool),
    body: Html,
    info: String,
) -> Html {
    let words = format!("{name}: {count} cards");
    let deep = match count {
        0 | 1 => "gl-pile-cards",
        2..=9 => "gl-pile-cards deep",
        _ => "gl-pile-cards deeper",
    };
    let inner = html! {
        <>
            <span class={deep}>{ body }</span>
            <span class="gl-caption">{ format!("{name} · {count}") }</span>
        </>
    };
    let info = format!("{words}\n{info}");
    match spot.and_then(|s| t.target(s)) {
        Some(a) => {
            html! { <div class="gl-info" data-info={info}>{ t.lit("gl-pile", a, inner) }</div> }
        }
        None => html! {
            <div class="gl-pile" role="group" aria-label={words} data-info={info}
                data-last={news.then_some("")}>{ inner }</div>
        },
    }
}

/// What the draw pile is for.
const DRAW: &str = "Face down. A discard draws one card from it, and at the end of every turn each hand is filled back up from it. Once it is empty, play goes on until every hand is used up.";
/// What the discard pile is for.
const DISCARD: &str = "A discard puts a goat from your hand here. An assisted birth takes its top card as the twin of a goat you hold. Nobody draws from it, and it is never shuffled back.";
/// What the trash is for.
const TRASH: &str = "Out of the game for good: action cards once played, action cards over the three you may keep, stacks blown up by Atomic Goat.";

/// "Top: <card>. " for a face-up pile.
fn on_top(c: Option<CardId>) -> String {
    c.map_or(String::new(), |c| format!("Top: {}. ", c.card().name()))
}

/// The draw pile, the discard pile and the trash.
pub fn piles(t: &Table) -> Html {
    let v = t.view;
    let draw = html! {
        <span class="gl-draw" data-key="pile-draw" data-at="pile" data-face={v.draw.to_string()}>
            <Card down=true back={AttrValue::from(v.draw.to_string())} size={Size::Table} />
        </span>
    };
    let trash = v.trash.last().copied();
    html! {
        <div class="gl-piles">
            { pile(t, None, ("Draw pile", v.draw, false), draw, DRAW.into()) }
            { pile(
                t,
                Some(Spot::Discard),
                ("Discard", v.discard, t.news.discard),
                top(v.discard_top, "discard"),
                format!("{}{DISCARD}", on_top(v.discard_top)),
            ) }
            { pile(
                t,
                Some(Spot::Trash),
                ("Trash", v.trash.len(), t.news.trash),
                top(trash, "trash"),
                format!("{}{TRASH}", on_top(trash)),
            ) }
        </div>
    }
}
