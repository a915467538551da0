//! This seat's hand as a fan of large playing cards along the bottom of the table, between the
//! draw pile and the discard pile. Only a card's suit matters: the cards whose suit can pay for
//! something now are raised and can be tapped (a tap picks up a wand of that suit the seat holds,
//! to use it, or blocks or pushes a claim); the others cannot. A wand is claimed only by tapping
//! the wand itself.

use super::wands::suit_class;
use super::{Pick, Table, Tap};
use crate::games::gruff_goats::words;
use crate::games::gruff_goats::{Action, CardId, Phase, Prey, Wand};
use yew::prelude::*;

/// The name of a card.
fn card_name(c: CardId) -> String {
    format!("{} of {}", c.rank(), c.suit().name())
}

/// A playing card: which, where it lies for the motion kit (`at`), where it came from (`from`);
/// in a button the button says its words (`named`: false).
#[derive(Properties, PartialEq)]
struct PlayingCardProps {
    card: CardId,
    at: &'static str,
    #[prop_or_default]
    from: Option<&'static str>,
    named: bool,
}

/// A playing card: its rank and suit in the corners, its suit large in the middle.
#[component]
fn PlayingCard(p: &PlayingCardProps) -> Html {
    let c = p.card;
    let suit = c.suit();
    let (rank, symbol) = (c.rank(), suit.symbol());
    let class = format!("k-card hand gg-pcard {}", suit_class(suit));
    let (role, label) = if p.named {
        (Some("img"), Some(card_name(c)))
    } else {
        (None, None)
    };
    // The turned corner is drawn by CSS from `data-c`: its text is not the card's text twice (a
    // name that repeats its rank reads wrongly aloud and to checkers).
    html! {
        <span {class} data-key={format!("ggc{}", c.0)} data-at={p.at} data-from={p.from}
            data-info={words::card(c)} {role} aria-label={label}
            aria-hidden={(!p.named).then_some("true")}>
            <span class="gg-corner">{ rank.to_string() }<br />{ symbol }</span>
            <span class="gg-pip" aria-hidden="true">{ symbol }</span>
            <span class="gg-corner low" aria-hidden="true" data-c={format!("{rank}\n{symbol}")}></span>
        </span>
    }
}

/// What a tap on a card of this suit does now, if anything.
fn card_tap(t: &Table, c: CardId) -> Option<Tap> {
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
                    ..Pick::default()
                })
            })
        }
        _ => None,
    }
}

/// What a tap on a card that can do nothing now stands for, on this seat's turn: using its
/// suit's wand, which the game refuses, saying why (the wand is not held, no wand action is
/// left, its cost is not in hand). Aimed where no use could be legal: a goat's own square, a
/// troll's own bridge, a troll the dragon can never eat.
fn refused(t: &Table, c: CardId) -> Option<Action> {
    if !matches!(t.view.phase, Phase::Turn) || t.legal.is_empty() {
        return None;
    }
    let seat = t.view.seat;
    Some(match c.suit().wand() {
        Wand::Troll => Action::MoveTroll {
            troll: 0,
            to: *t.view.trolls.first()?,
        },
        Wand::Goat(size) => Action::MoveGoat {
            size,
            to: t
                .view
                .goats
                .iter()
                .find(|g| g.owner == seat && g.size == size)?
                .at?,
        },
        Wand::Dragon => Action::Dragon {
            prey: Prey::Troll {
                troll: 2,
                to: *t.view.trolls.first()?,
            },
        },
    })
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
    let held = cards.into_iter().map(|c| {
        let tap = card_tap(t, c);
        let raised = tap.is_some();
        let chosen = picked.is_some_and(|w| c.suit().wand() == w);
        let class = classes!("gg-card-btn", raised.then_some("raised"), chosen.then_some("chosen"));
        // Named by the card's name, then what a tap does (for screen readers).
        let name = card_name(c);
        let card = html! { <PlayingCard card={c} at="hand" from="gg-draw" named=false /> };
        match tap {
            Some(tap) => html! {
                <button key={c.0} {class} aria-label={format!("{name}: {what}")} onclick={t.on(tap)}>{ card }</button>
            },
            // A card that can do nothing now, tapped on this seat's turn: the game says why
            // ("You don't hold the troll wand: claim it first", "No wand actions left").
            None => {
                let onclick = refused(t, c).map(|a| t.on(t.send(a)));
                html! {
                    <button key={c.0} {class} aria-label={name} aria-disabled="true" {onclick}>{ card }</button>
                }
            }
        }
    });
    html! {
        <div class="gg-table-edge">
            <div class="gg-pile" role="group" aria-label={format!("The draw pile: {} cards", view.draw)}>
                <span class="gg-back" data-key="gg-draw"><b>{ view.draw }</b></span>
            </div>
            <section class="gg-hand" data-private={(!t.sealed).then(|| view.seat.to_string())} aria-label="Your hand"
                style={format!("--cards:{}", n.max(1))}>{ for held }</section>
            <div class="gg-pile" role="group" aria-label="The discard pile">
                if let Some(c) = view.discard_top {
                    <PlayingCard card={c} at="discard" named=true />
                } else {
                    <span class="gg-back empty"></span>
                }
            </div>
        </div>
    }
}
