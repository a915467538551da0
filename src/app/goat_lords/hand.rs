//! This seat's own cards along the bottom of the table: its action cards (face down to everyone
//! else) and its hand, big. A tap picks a card (or puts it back); a card lit as a birth partner
//! of the card picked births the twins.

use super::card::face;
use super::{Spot, Table};
use crate::app::kit::card::{Size, card_markup};
use crate::app::kit::markup::{attr, parts, text};
use crate::games::goat_lords::{CardId, help};
use std::fmt::Write;
use yew::prelude::*;

/// One of this seat's cards as a button: `place` says where it lies ("in your hand"). A tap
/// picks it (`c<id>`), or births the twins if it is lit as the partner of the card picked.
fn own_card(out: &mut String, t: &Table, c: CardId, place: &str, at: &str, size: Size) {
    let chosen = t.chosen == Some(c);
    let partner = t.target(Spot::Hand(c));
    let usable = t.usable(c);
    let label = match partner {
        Some(a) => t.label(a),
        None => format!("{} ({} pts), {place}", c.card().name(), c.card().points()),
    };
    out.push_str(r#"<span class="gl-slot"><button class="gl-card"#);
    if chosen {
        out.push_str(" chosen");
    }
    if partner.is_some() {
        out.push_str(" gl-target");
    }
    let _ = write!(out, r#"" aria-pressed="{chosen}""#);
    match partner {
        Some(a) => {
            attr(out, "data-does", &label);
            out.push_str(&t.on(a));
        }
        None => {
            let _ = write!(out, r#" data-tap="c{}""#, c.0);
            if !usable {
                out.push_str(r#" disabled="disabled""#);
            }
        }
    }
    out.push_str(t.next_card(c));
    let _ = write!(out, r#" data-key="c{}" data-at="{at}""#, c.0);
    attr(out, "data-face", c.card().name());
    out.push_str(r#" data-from="pile-draw""#);
    attr(out, "data-info", &help::card(c.card()));
    out.push_str(r#"><span class="gl-shown" aria-hidden="true">"#);
    out.push_str(&card_markup(&face(c.card(), size)));
    out.push_str(r#"</span><span class="sr-only">"#);
    text(out, &label);
    out.push_str("</span></button></span>");
}

/// This seat's action cards and hand. Only these are private. Each card is markup kept on the
/// page while it reads the same.
pub fn mine(t: &Table) -> Html {
    let view = t.view;
    let card = |c: CardId, place: &str, at: &str, size: Size| {
        let mut out = String::new();
        own_card(&mut out, t, c, place, at, size);
        (format!("c{}", c.0), out)
    };
    let front: Vec<(String, String)> = view
        .front
        .iter()
        .map(|&c| card(c, "face down in front of you", "front", Size::Table))
        .collect();
    let mut hand: Vec<(String, String)> = view
        .hand
        .iter()
        .map(|&c| card(c, "in your hand", "hand", Size::Hand))
        .collect();
    if view.hand.is_empty() {
        hand.push((
            "none".to_string(),
            r#"<p class="gl-none">No cards in your hand</p>"#.to_string(),
        ));
    }
    html! {
        <section key="mine" class="mine gl-mine" data-private={view.seat.to_string()} aria-label="Your cards"
            style={format!("--f:{};--k:{}", view.front.len(), view.hand.len().max(1))}>
            if !front.is_empty() {
                <div class="gl-front" aria-label="Your action cards">{ parts(front) }</div>
            }
            <div class="hand gl-hand" aria-label="Your hand">{ parts(hand) }</div>
        </section>
    }
}
