//! This seat's hand as a fan of large playing cards along the bottom of the table, between the
//! draw pile and the discard pile. Only a card's suit matters: the cards whose suit can pay for
//! something now are raised and can be tapped (a tap picks up a wand of that suit the seat holds,
//! to use it, or blocks or pushes a claim); the others cannot. A wand is claimed only by tapping
//! the wand itself.

use super::wands::suit_class;
use super::{Pick, Table};
use crate::app::kit::markup::{attr, parts};
use crate::app::kit::piece::raw;
use crate::games::gruff_goats::words;
use crate::games::gruff_goats::{Action, CardId, Phase, Wand};
use yew::prelude::*;

/// The name of a card.
fn card_name(c: CardId) -> String {
    format!("{} of {}", c.rank(), c.suit().name())
}

/// A playing card: its rank and suit in the corners, its suit large in the middle. `at` is
/// where it lies for the motion kit. In a button the button says its words (`named`: false).
fn playing_card(
    out: &mut String,
    c: CardId,
    at: &'static str,
    from: Option<&'static str>,
    named: bool,
) {
    let suit = c.suit();
    let (rank, symbol) = (c.rank(), suit.symbol());
    out.push_str(r#"<span class="k-card hand gg-pcard "#);
    out.push_str(suit_class(suit));
    out.push_str(&format!(r#"" data-key="ggc{}" data-at="{at}""#, c.0));
    if let Some(from) = from {
        out.push_str(&format!(r#" data-from="{from}""#));
    }
    attr(out, "data-info", &words::card(c));
    if named {
        out.push_str(r#" role="img""#);
        attr(out, "aria-label", &card_name(c));
    } else {
        out.push_str(r#" aria-hidden="true""#);
    }
    // The turned corner is drawn by CSS from `data-c`: its text is not the card's text twice (a
    // name that repeats its rank reads wrongly aloud and to checkers).
    out.push_str(&format!(
        r#"><span class="gg-corner">{rank}<br>{symbol}</span><span class="gg-pip" aria-hidden="true">{symbol}</span><span class="gg-corner low" aria-hidden="true" data-c="{rank}
{symbol}"></span></span>"#
    ));
}

/// What a tap on a card of this suit does now, if anything (its `data-tap`).
fn card_tap(t: &Table, c: CardId) -> Option<String> {
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
    let draw = format!(
        r#"<div class="gg-pile" role="group" aria-label="The draw pile: {} cards"><span class="gg-back" data-key="gg-draw"><b>{}</b></span></div>"#,
        view.draw, view.draw,
    );
    let mut held = Vec::new();
    for c in cards {
        let out = &mut String::new();
        let tap = card_tap(t, c);
        let raised = tap.is_some();
        let chosen = picked.is_some_and(|w| c.suit().wand() == w);
        out.push_str(r#"<button class="gg-card-btn"#);
        if raised {
            out.push_str(" raised");
        }
        if chosen {
            out.push_str(" chosen");
        }
        out.push('"');
        // Named by the card's name, then what a tap does (for screen readers).
        let name = card_name(c);
        match &tap {
            Some(tap) => {
                attr(out, "aria-label", &format!("{name}: {what}"));
                out.push_str(tap);
            }
            None => {
                attr(out, "aria-label", &name);
                out.push_str(r#" aria-disabled="true""#);
            }
        }
        out.push('>');
        playing_card(out, c, "hand", Some("gg-draw"), false);
        out.push_str("</button>");
        held.push((c.0.to_string(), std::mem::take(out)));
    }
    let mut discard =
        String::from(r#"<div class="gg-pile" role="group" aria-label="The discard pile">"#);
    match view.discard_top {
        Some(c) => playing_card(&mut discard, c, "discard", None, true),
        None => discard.push_str(r#"<span class="gg-back empty"></span>"#),
    }
    discard.push_str("</div>");
    html! {
        <div class="gg-table-edge">
            { raw(draw) }
            <section class="gg-hand" data-private={(!t.sealed).then(|| view.seat.to_string())} aria-label="Your hand"
                style={format!("--cards:{}", n.max(1))}>{ parts(held) }</section>
            { raw(discard) }
        </div>
    }
}
