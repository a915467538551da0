//! This seat's hand: three real cards, each a button that picks it to play (the places it may
//! go light up on the mountain), with a button to turn a picked path card the way it will lie.

use super::faces::{Trail, effect_icon};
use super::{BoardProps, Tap};
use crate::app::kit::card::Card;
use crate::app::kit::guide::next;
use crate::games::grab_your_goat::help::{card_help, sides};
use crate::games::grab_your_goat::{Action, CardId, Face, Pos, rotate};
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

/// What a tap on a hand card (`turn`: on its "Turn this card") makes the card picked
/// (`None`: none), given the card picked now (`chosen`) and the `legal` actions: a tap on a card
/// picks it the first way it may lie, or puts it back if it is picked; "Turn this card" turns
/// the picked card to the next way it may lie.
pub(super) fn tap(
    card: CardId,
    turn: bool,
    legal: &[Action],
    chosen: Option<(CardId, u8)>,
) -> Option<(CardId, u8)> {
    let ways = ways(legal, card);
    let picked = chosen.filter(|(k, _)| *k == card).map(|(_, r)| r);
    if turn {
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
    }
}

/// This seat's hand: three real cards. A card that can be played is a button: tap it to pick it
/// (the places it may go light up), tap "Turn it" to choose the way it lies. In a guided game
/// (`guided`, the board handed one action) the card to play is marked `data-next` until it is
/// picked, then "Turn it" until it lies the step's way (then the place to lay it is marked).
pub(super) fn hand(
    props: &BoardProps,
    chosen: Option<(CardId, u8)>,
    guided: bool,
    does: &Callback<Tap>,
) -> Html {
    let view = &props.view;
    let cards = view.hand.iter().map(|&c| {
        let ways = ways(&props.legal, c);
        // A card that can't be played now, tapped on this seat's turn: the game says why
        // ("Roll for your goat first", "An advantage card replaces a face-down card").
        let refused = (ways.is_empty() && !props.legal.is_empty()).then_some(Action::Advantage {
            card: c,
            at: Pos { row: 0, col: 0 },
            rot: 0,
        });
        html! {
            <HandCard key={format!("h{}", c.0)} card={c} {ways} {refused}
                picked={chosen.filter(|(k, _)| *k == c).map(|(_, r)| r)} {guided} does={does.clone()} />
        }
    });
    html! {
        <section class="gy-hand" data-private={(!props.sealed).then(|| view.seat.to_string())} aria-label="Your hand">
            <h3 class="gy-hand-title">{ "Your hand" }</h3>
            { for cards }
        </section>
    }
}

/// A hand card: which, the ways it may lie when played (none: it cannot be played now), the way
/// it lies if it is picked, whether a lesson is on.
#[derive(Properties, PartialEq)]
struct HandCardProps {
    card: CardId,
    ways: Vec<u8>,
    /// What a tap stands for when the card can't be played now: an action the game refuses,
    /// saying why.
    refused: Option<Action>,
    picked: Option<u8>,
    guided: bool,
    does: Callback<Tap>,
}

#[component]
fn HandCard(p: &HandCardProps) -> Html {
    let c = p.card;
    let rot = p.picked.unwrap_or(0);
    let (art, kind, words) = match c.face() {
        // A path's picture says where it is open (its words are in its label).
        Face::Arrows(mask) => (
            html! {
                <span class="gy-art" style={format!("--rot:{}deg", u16::from(rot) * 90)}><Trail {mask} /></span>
            },
            "Path",
            None,
        ),
        Face::Effect(e) => (html! { { effect_icon(e) } }, "Effect", Some(e.line())),
    };
    let tone = if kind == "Path" { "#e9e3c4" } else { "#dfeaf5" };
    // A tap on the card picks it or puts it back; "Turn this card" turns it (`turn`).
    let on = |turn: bool| {
        let (does, refused) = (p.does.clone(), p.refused.clone());
        Callback::from(move |_: MouseEvent| match &refused {
            Some(a) if !turn => does.emit(Tap::Act(a.clone())),
            _ => does.emit(Tap::Hand { card: c, turn }),
        })
    };
    let picked = p.picked.is_some();
    // Always a button (aria-disabled while the card cannot be played: a disabled button gets no
    // taps, not even info mode's). Named by the words on the card, then, for a path, where it
    // is open (for screen readers only).
    html! {
        <div class={if picked { "gy-hand-card chosen" } else { "gy-hand-card" }}>
            <button class="gy-card-btn" aria-pressed={if picked { "true" } else { "false" }}
                aria-disabled={p.ways.is_empty().then_some("true")}
                data-next={next(p.guided && !p.ways.is_empty() && !picked)} onclick={on(false)}>
                <Card name={c.name()} kind={AttrValue::from(kind)} text={words.map(AttrValue::from)}
                    art={art} tone={AttrValue::from(tone)} motion={AttrValue::from(format!("gyh{}", c.0))}
                    at={AttrValue::from("hand")} />
                // The info sheet's words for the card: its name and what it does (over the card,
                // so a tap in info mode finds them first).
                <span class="gy-info" data-info={card_help(c, c.effect().is_none().then_some(rot))}></span>
                if let Face::Arrows(mask) = c.face() {
                    <span class="sr-only">{ format!("open to the {}", sides(rotate(mask, rot))) }</span>
                }
            </button>
            if picked && p.ways.len() > 1 {
                <button class="choice gy-rot" data-next={next(p.guided && p.picked.is_some_and(|r| !p.ways.contains(&r)))}
                    onclick={on(true)}>{ "↻ Turn this card" }</button>
            }
        </div>
    }
}
