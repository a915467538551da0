//! This seat's hand: three real cards, each a button that picks it to play (the places it may
//! go light up on the mountain), with a button to turn a picked path card the way it will lie.

use super::faces::{effect_icon, trail_markup};
use super::{BoardProps, Chosen};
use crate::app::kit::card::{CardProps, card};
use crate::app::kit::guide::next;
use crate::games::grab_your_goat::help::{card_help, sides};
use crate::games::grab_your_goat::{Action, CardId, Face, rotate};
use yew::prelude::*;

/// This seat's hand: three real cards. A card that can be played is a button: tap it to pick it
/// (the places it may go light up), tap "Turn it" to choose the way it lies. In a guided game
/// (`guided`, the board handed one action) the card to play is marked `data-next` until it is
/// picked, then "Turn it" until it lies the step's way (then the place to lay it is marked).
pub(super) fn hand(props: &BoardProps, chosen: &Chosen, guided: bool) -> Html {
    let view = &props.view;
    let ways = |card: CardId| {
        let mut v: Vec<u8> = props
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::Advantage { card: c, rot, .. } if *c == card => Some(*rot),
                _ => None,
            })
            .collect();
        crate::engine::sort_short(&mut v);
        v.dedup();
        v
    };
    html! {
        <section class="gy-hand" data-private={view.seat.to_string()} aria-label="Your hand">
            { for view.hand.iter().map(|&c| {
                let ways = ways(c);
                let picked = chosen.filter(|(k, _)| *k == c).map(|(_, r)| r);
                let rot = picked.unwrap_or(0);
                let (art, kind, text) = match c.face() {
                    // A path's picture says where it is open (its words are in its label).
                    Face::Arrows(mask) => (
                        format!(r#"<span class="gy-art" style="--rot:{}deg">{}</span>"#, u16::from(rot) * 90, trail_markup(mask)),
                        "Path",
                        None,
                    ),
                    Face::Effect(e) => (effect_icon(e).to_string(), "Effect", Some(e.line())),
                };
                let face = card(&CardProps {
                    name: c.name().into(),
                    kind: Some(kind.into()),
                    text: text.map(AttrValue::from),
                    art: Some(art.into()),
                    tone: Some((if kind == "Path" { "#e9e3c4" } else { "#dfeaf5" }).into()),
                    motion: Some(format!("gyh{}", c.0).into()),
                    at: Some("hand".into()),
                    ..CardProps::default()
                });
                let pick = {
                    let chosen = chosen.clone();
                    let first = ways.first().copied();
                    Callback::from(move |_: MouseEvent| chosen.set(if picked.is_some() { None } else { first.map(|r| (c, r)) }))
                };
                let turn = {
                    let chosen = chosen.clone();
                    let next = ways.iter().position(|&r| Some(r) == picked).and_then(|i| ways.get((i + 1) % ways.len())).copied();
                    Callback::from(move |_: MouseEvent| if let Some(r) = next { chosen.set(Some((c, r))) })
                };
                html! {
                    <div class={classes!("gy-hand-card", picked.is_some().then_some("chosen"))}>
                        // Always a button (aria-disabled while the card cannot be played: a
                        // disabled button gets no taps, not even info mode's), so a
                        // roll that makes the hand playable changes an attribute, not the cards.
                        // Named by the words on the card, then where a path is open and what a
                        // tap does (for screen readers only).
                        <button class="gy-card-btn" aria-pressed={picked.is_some().to_string()} onclick={pick}
                            aria-disabled={ways.is_empty().then_some("true")} data-next={next(guided && !ways.is_empty() && picked.is_none())}>
                            { face }
                            // The info sheet's words for the card: its name and what it does
                            // (over the card, so a tap in info mode finds them first).
                            <span class="gy-info" data-info={card_help(c, c.effect().is_none().then_some(rot))}></span>
                            <span class="sr-only">{ match (c.face(), ways.is_empty()) {
                                (Face::Arrows(mask), false) => format!("open to the {}: play it", sides(rotate(mask, rot))),
                                (Face::Arrows(mask), true) => format!("open to the {}", sides(rotate(mask, rot))),
                                (Face::Effect(_), false) => "play it".to_string(),
                                (Face::Effect(_), true) => String::new(),
                            } }</span>
                        </button>
                        if picked.is_some() && ways.len() > 1 {
                            <button class="choice gy-rot" onclick={turn}
                                data-next={next(guided && picked.is_some_and(|r| !ways.contains(&r)))}>{"↻ Turn this card"}</button>
                        }
                    </div>
                }
            }) }
        </section>
    }
}
