//! The piles in the middle of the table, as stacks with their counts: the draw pile face down,
//! the discard pile and the trash face up with their top card. The discard pile lights up for a
//! discard, the trash for an action card thrown away.

use super::card::face;
use super::{Spot, Table};
use crate::app::kit::card::{CardProps, Size, card_markup};
use crate::app::kit::markup::attr;
use crate::app::kit::piece::raw;
use crate::games::goat_lords::CardId;
use std::fmt::Write;
use yew::prelude::*;

/// The top card of a face-up pile, keyed by its id (a card discarded flies there from the hand),
/// or an empty place.
fn top(card_id: Option<CardId>, at: &str) -> String {
    match card_id {
        Some(c) => card_markup(&CardProps {
            motion: Some(format!("c{}", c.0).into()),
            at: Some(at.to_string().into()),
            ..face(c.card(), Size::Table)
        }),
        None => r#"<span class="gl-none">empty</span>"#.to_string(),
    }
}

/// A pile: its cards (a pile of more than one card shows its thickness), its name and count,
/// lit as a target when a tap on it does something.
fn pile(
    out: &mut String,
    t: &Table,
    spot: Option<Spot>,
    (name, count, news): (&str, usize, bool),
    body: &str,
    info: String,
) {
    let words = format!("{name}: {count} cards");
    let deep = match count {
        0 | 1 => "",
        2..=9 => " deep",
        _ => " deeper",
    };
    let mut inner = format!(r#"<span class="gl-pile-cards{deep}">"#);
    inner.push_str(body);
    let _ = write!(
        inner,
        r#"</span><span class="gl-caption">{name} · {count}</span>"#
    );
    let info = format!("{words}\n{info}");
    match spot.and_then(|s| t.target(s)) {
        Some(a) => {
            out.push_str(r#"<div class="gl-info""#);
            attr(out, "data-info", &info);
            out.push('>');
            t.lit(out, "gl-pile", a, &inner);
            out.push_str("</div>");
        }
        None => {
            out.push_str(r#"<div class="gl-pile" role="group""#);
            attr(out, "aria-label", &words);
            attr(out, "data-info", &info);
            if news {
                out.push_str(r#" data-last="""#);
            }
            out.push('>');
            out.push_str(&inner);
            out.push_str("</div>");
        }
    }
}

/// What the draw pile is for.
const DRAW: &str = "Face down. A discard draws one card from it, and at the end of every turn each hand is filled back up from it. Once it is empty, play goes on until every hand is used up.";
/// What the discard pile is for.
const DISCARD: &str = "A discard puts a goat from your hand here. An assisted birth takes its top card as the twin of a goat in your hand. Nobody draws from it, and it is never shuffled back.";
/// What the trash is for.
const TRASH: &str = "Out of the game for good: action cards once played, action cards over the three you may keep, stacks blown up by Atomic Goat.";

/// "Top: <card>. " for a face-up pile.
fn on_top(c: Option<CardId>) -> String {
    c.map_or(String::new(), |c| format!("Top: {}. ", c.card().name()))
}

/// The draw pile, the discard pile and the trash, each markup kept while it reads the same.
pub fn piles(t: &Table) -> Html {
    let v = t.view;
    let mut draw = format!(
        r#"<span class="gl-draw" data-key="pile-draw" data-at="pile" data-face="{}">"#,
        v.draw
    );
    draw.push_str(&card_markup(&CardProps {
        down: true,
        back: Some(v.draw.to_string().into()),
        size: Size::Table,
        ..CardProps::default()
    }));
    draw.push_str("</span>");
    let mut out = [String::new(), String::new(), String::new()];
    pile(
        &mut out[0],
        t,
        None,
        ("Draw pile", v.draw, false),
        &draw,
        DRAW.into(),
    );
    let trash = v.trash.last().copied();
    pile(
        &mut out[1],
        t,
        Some(Spot::Discard),
        ("Discard", v.discard, t.news.discard),
        &top(v.discard_top, "discard"),
        format!("{}{DISCARD}", on_top(v.discard_top)),
    );
    pile(
        &mut out[2],
        t,
        Some(Spot::Trash),
        ("Trash", v.trash.len(), t.news.trash),
        &top(trash, "trash"),
        format!("{}{TRASH}", on_top(trash)),
    );
    let [draw, discard, trash] = out;
    html! {
        <div class="gl-piles">{ raw(draw) }{ raw(discard) }{ raw(trash) }</div>
    }
}
