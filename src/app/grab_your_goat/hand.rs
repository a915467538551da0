//! This seat's hand: three real cards, each a button that picks it to play (the places it may
//! go light up on the mountain), with a button to turn a picked path card the way it will lie.
//! Written as markup, a part for each card kept on the page while it reads the same; a tap is
//! read by the board's one listener (`k<id>` picks or puts back a card, `r<id>` turns it).

use super::BoardProps;
use super::faces::{effect_icon, trail_markup};
use crate::app::kit::card::{CardProps, card_markup};
use crate::app::kit::markup::{Live, attr, parts, text};
use crate::games::grab_your_goat::help::{card_help, sides};
use crate::games::grab_your_goat::{Action, CardId, Face, rotate};
use std::fmt::Write;
use yew::prelude::*;

/// The ways (quarter turns) `card` may lie when played, from the `legal` actions, in order.
fn ways(legal: &[Action], card: CardId) -> Vec<u8> {
    let mut v: Vec<u8> = legal
        .iter()
        .filter_map(|a| match a {
            Action::Advantage { card: c, rot, .. } if *c == card => Some(*rot),
            _ => None,
        })
        .collect();
    crate::engine::sort_short(&mut v);
    v.dedup();
    v
}

/// What a hand card's tap `word` makes the card picked (`Some(None)`: none), given the card
/// picked now (`chosen`) and the `legal` actions; `None` when the word is not a hand card's.
/// `k<id>` picks the card the first way it may lie, or puts it back if it is picked; `r<id>`
/// turns the picked card to the next way it may lie.
pub(super) fn tap(
    word: &str,
    legal: &[Action],
    chosen: Option<(CardId, u8)>,
) -> Option<Option<(CardId, u8)>> {
    let (turn, id) = match word.strip_prefix('k') {
        Some(id) => (false, id),
        None => (true, word.strip_prefix('r')?),
    };
    let card = CardId(id.parse().ok()?);
    let ways = ways(legal, card);
    let picked = chosen.filter(|(k, _)| *k == card).map(|(_, r)| r);
    Some(if turn {
        let next = ways
            .iter()
            .position(|&r| Some(r) == picked)
            .and_then(|i| ways.get((i + 1) % ways.len()))
            .copied();
        match next {
            Some(r) => Some((card, r)),
            None => chosen,
        }
    } else if picked.is_some() {
        None
    } else {
        ways.first().map(|&r| (card, r))
    })
}

/// This seat's hand: three real cards. A card that can be played is a button: tap it to pick it
/// (the places it may go light up), tap "Turn it" to choose the way it lies. In a guided game
/// (`guided`, the board handed one action) the card to play is marked `data-next` until it is
/// picked, then "Turn it" until it lies the step's way (then the place to lay it is marked).
///
/// Whether a card can be played now and whether it is the one to tap are not in its markup but
/// in the `Live` attributes returned beside it (set after drawing, as the mountain's are): a
/// roll or a walk then changes two attributes of each card, not the cards.
pub(super) fn hand(
    props: &BoardProps,
    chosen: Option<(CardId, u8)>,
    guided: bool,
    live: &mut Live,
) -> Html {
    let view = &props.view;
    let cards = view
        .hand
        .iter()
        .map(|&c| {
            let ways = ways(&props.legal, c);
            let picked = chosen.is_some_and(|(k, _)| k == c);
            let mut out = String::new();
            one(&mut out, c, &ways, chosen, guided);
            live.part(&format!("k{}", c.0));
            live.attr("aria-disabled", ways.is_empty().then_some("true"));
            live.attr(
                "data-next",
                (guided && !ways.is_empty() && !picked).then_some(""),
            );
            (format!("h{}", c.0), out)
        })
        .collect();
    html! {
        <section class="gy-hand" data-private={(!props.sealed).then(|| view.seat.to_string())} aria-label="Your hand">
            { parts(cards) }
        </section>
    }
}

/// One hand card `c` that may lie the `ways` given, written at the end of `out`.
fn one(out: &mut String, c: CardId, ways: &[u8], chosen: Option<(CardId, u8)>, guided: bool) {
    let picked = chosen.filter(|(k, _)| *k == c).map(|(_, r)| r);
    let rot = picked.unwrap_or(0);
    let (art, kind, words) = match c.face() {
        // A path's picture says where it is open (its words are in its label).
        Face::Arrows(mask) => (
            format!(
                r#"<span class="gy-art" style="--rot:{}deg">{}</span>"#,
                u16::from(rot) * 90,
                trail_markup(mask)
            ),
            "Path",
            None,
        ),
        Face::Effect(e) => (effect_icon(e).to_string(), "Effect", Some(e.line())),
    };
    let face = card_markup(&CardProps {
        name: c.name().into(),
        kind: Some(kind.into()),
        text: words.map(AttrValue::from),
        art_markup: Some(art.into()),
        tone: Some((if kind == "Path" { "#e9e3c4" } else { "#dfeaf5" }).into()),
        motion: Some(format!("gyh{}", c.0).into()),
        at: Some("hand".into()),
        ..CardProps::default()
    });
    let next = |on: bool| if on { r#" data-next="""# } else { "" };
    out.push_str(r#"<div class="gy-hand-card"#);
    if picked.is_some() {
        out.push_str(" chosen");
    }
    // Always a button (aria-disabled while the card cannot be played: a disabled button gets no
    // taps, not even info mode's), so a roll that makes the hand playable changes an attribute,
    // not the cards: that attribute and `data-next` are `Live` (see [`hand`]). Named by the words
    // on the card, then, for a path, where it is open (for screen readers only).
    let _ = write!(
        out,
        r#""><button class="gy-card-btn" aria-pressed="{}" data-tap="k{}">"#,
        picked.is_some(),
        c.0
    );
    out.push_str(&face);
    // The info sheet's words for the card: its name and what it does (over the card, so a tap in
    // info mode finds them first).
    out.push_str(r#"<span class="gy-info""#);
    attr(
        out,
        "data-info",
        &card_help(c, c.effect().is_none().then_some(rot)),
    );
    out.push_str("></span>");
    if let Face::Arrows(mask) = c.face() {
        out.push_str(r#"<span class="sr-only">open to the "#);
        text(out, &sides(rotate(mask, rot)));
        out.push_str("</span>");
    }
    out.push_str("</button>");
    if picked.is_some() && ways.len() > 1 {
        let _ = write!(
            out,
            r#"<button class="choice gy-rot" data-tap="r{}"{}>↻ Turn this card</button>"#,
            c.0,
            next(guided && picked.is_some_and(|r| !ways.contains(&r)))
        );
    }
    out.push_str("</div>");
}
