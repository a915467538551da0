//! The five magic wands, drawn as wands with their suits, lying on the table until someone
//! claims one and then in front of their holder; and each seat's panel: its name, its points,
//! its cards, the wands it holds.

use super::{Pick, Table};
use crate::app::kit::piece::{Kind, Piece, TOKENS};
use crate::engine::Seat;
use crate::games::gruff_goats::{Action, Phase, Size, Suit, Wand, words};
use yew::prelude::*;

/// A wand on a 40x100 drawing: a wooden stick with the wand's own tip.
pub(super) fn wand_art(wand: Wand) -> Html {
    let tip = match wand {
        Wand::Troll => html! {
            <>
                <path d="M20 96V34" stroke="#6b4423" stroke-width="6" stroke-linecap="round" />
                <circle cx="20" cy="22" r="15" fill="#6fa84a" stroke="#2f4f1c" stroke-width="3" />
                <circle cx="15" cy="20" r="2.5" fill="#1d1a26" />
                <circle cx="25" cy="20" r="2.5" fill="#1d1a26" />
                <path d="M13 28h14l-2 3h-10z" fill="#fff" />
                <path d="M9 12l-4-8M31 12l4-8" stroke="#2f4f1c" stroke-width="3" stroke-linecap="round" />
            </>
        },
        Wand::Goat(size) => {
            let (ink, mark) = match size {
                Size::Big => (
                    "#1d1a26",
                    html! { <circle cx="20" cy="21" r="5" fill="#1d1a26" /> },
                ),
                Size::Medium => (
                    "#c0262d",
                    html! { <path d="M20 27l-6-6a3.5 3.5 0 0 1 6-4 3.5 3.5 0 0 1 6 4z" fill="#c0262d" /> },
                ),
                Size::Little => (
                    "#1f5fbf",
                    html! { <path d="M20 14l6 7-6 7-6-7z" fill="#1f5fbf" /> },
                ),
            };
            html! {
                <>
                    <path d="M20 96V36" stroke="#6b4423" stroke-width="6" stroke-linecap="round" />
                    <path d="M20 4l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="#f4f1ea" stroke={ink}
                        stroke-width="2.5" stroke-linejoin="round" />
                    { mark }
                </>
            }
        }
        Wand::Dragon => html! {
            <>
                <path d="M20 96V36" stroke="#3b2413" stroke-width="6" stroke-linecap="round" />
                <path d="M20 2q14 12 10 26q-3 8-10 8t-10-8q-4-14 10-26z" fill="#e0552f" stroke="#7a1f0c" stroke-width="2.5" />
                <path d="M20 14q6 8 3 15q-3 4-6 0q-3-7 3-15z" fill="#ffd34d" />
            </>
        },
    };
    html! { <svg class="gg-wand-art" viewBox="0 0 40 100" aria-hidden="true">{ tip }</svg> }
}

/// A wand's short name, on the wand.
fn short(wand: Wand) -> &'static str {
    match wand {
        Wand::Troll => "Troll",
        Wand::Goat(Size::Big) => "Big goat",
        Wand::Goat(Size::Medium) => "Medium goat",
        Wand::Goat(Size::Little) => "Little goat",
        Wand::Dragon => "Dragon",
    }
}

/// A suit's class (its colour in the four-colour deck).
pub(super) fn suit_class(suit: Suit) -> &'static str {
    match suit {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    }
}

/// A wand's suits, each in its colour.
pub(super) fn suits(wand: Wand) -> Html {
    html! {
        { for wand.cost().iter().map(|suit| html! { <span class={suit_class(*suit)}>{ suit.symbol() }</span> }) }
    }
}

/// One wand, always a button (`aria-disabled` when nothing can be done with it now, but not
/// `disabled`: Info and a long press still read it): tap a wand
/// someone else holds or nobody holds to claim it, one you hold to pick it up and use it.
fn wand(t: &Table, w: Wand) -> Html {
    let holder = t.view.wands[w.index()];
    let mine = holder == Some(t.view.seat);
    let claim = Action::Claim { wand: w };
    let can_claim = t.legal.contains(&claim);
    let can_use = mine && t.wand_acts(w);
    let picked = t.pick.wand == Some(w) || t.pick.claim == Some(w);
    let holder_name = holder.map(|h| t.name(h));
    let whose = holder_name
        .as_ref()
        .map_or_else(|| "on the table".to_string(), |h| format!("held by {h}"));
    let info = words::wand(w, holder_name.as_deref());
    // A first tap on a wand to claim shows what it does and costs (the stage); a second claims.
    // (A lesson's step has said what the claim costs: there one tap claims.)
    let (label, tap) = if can_claim {
        let tap = if t.pick.claim == Some(w) || t.guided {
            t.send(claim.clone())
        } else {
            t.choose(Pick {
                claim: Some(w),
                ..Pick::default()
            })
        };
        (super::labels::label(&claim, t.view, t.players), Some(tap))
    } else if can_use {
        let pick = Pick {
            wand: Some(w),
            ..Pick::default()
        };
        (
            format!("Use your {} ({})", w.name(), w.symbols()),
            Some(t.choose(pick)),
        )
    } else {
        (format!("The {} ({}), {whose}", w.name(), w.symbols()), None)
    };
    // Tapped to see the claim (then its button claims); a troll wand or the dragon's picked up
    // before its troll or goat.
    let next = (can_claim && (t.guided || t.pick.claim != Some(w))) || (can_use && t.pick_first(w));
    let class = classes!(
        "gg-wand",
        tap.is_some().then_some("live"),
        picked.then_some("picked")
    );
    let at = holder.map_or_else(|| "table".to_string(), |h| format!("seat{h}"));
    let disabled = tap.is_none().then_some("true");
    let onclick = tap.map(|tap| t.on(tap));
    html! {
        <button key={format!("w{}", w.index())} {class} data-key={format!("gg-w{}", w.index())} data-at={at}
            aria-label={label} data-info={info} aria-pressed={picked.then_some("true")}
            data-next={t.next(next)} data-since={super::since(t.view.changed.wands[w.index()])}
            aria-disabled={disabled} {onclick}>
            { wand_art(w) }
            <span class="gg-wand-suits">{ suits(w) }</span>
            <span class="gg-wand-name">{ short(w) }</span>
        </button>
    }
}

/// The wands nobody holds, on the table; a held wand leaves its place empty, marked with its
/// holder. The dragon waits beside its wand until it is sent.
pub(super) fn rack(t: &Table) -> Html {
    let dragon_out = matches!(t.last(), Some((_, Action::Dragon { .. })));
    html! {
        <section class="gg-rack" aria-label="The wands on the table">
            { for Wand::ALL.into_iter().map(|w| html! {
                <div class="gg-slot">
                    if t.view.wands[w.index()].is_none() {
                        { wand(t, w) }
                    } else {
                        <span class="gg-empty" aria-hidden="true">{ suits(w) }</span>
                    }
                </div>
            }) }
            if dragon_out {
                <div class="gg-lair" role="group" aria-label="The dragon is out"></div>
            } else {
                <div class="gg-lair" role="group" aria-label="The dragon waits off the board">
                    <span class="gg-piece dragon" data-key="gg-dragon" data-at="lair"
                        data-since={super::since(t.view.changed.dragon)}>
                        <Piece kind={Kind::Dragon}
                            label={AttrValue::from(words::dragon(t.view.options.dragon_eats_trolls))} />
                    </span>
                </div>
            }
        </section>
    }
}

/// Each seat's panel: token and name, points, cards in hand, wands held; whose turn it is and
/// who is being asked to block.
pub(super) fn seats(t: &Table) -> Html {
    let view = t.view;
    let asked: Option<Seat> = match &view.phase {
        Phase::Block(c) => c.queue.first().copied(),
        Phase::Push(c) => Some(c.claimer),
        Phase::Place(q) => q.first().map(|p| p.0),
        _ => None,
    };
    let seat = |s: Seat| {
        let colour = t.colour(s);
        let fill = TOKENS.get(colour).map_or("#5b4a8b", |k| k.0);
        let points = view.scores.get(s).copied().unwrap_or(0);
        let cards = view.hand_sizes.get(s).copied().unwrap_or(0);
        let class = classes!(
            "gg-seat",
            (s == view.active).then_some("active"),
            (asked == Some(s) && s != view.active).then_some("asked")
        );
        html! {
            <li key={s} {class} style={format!("--seat:{fill}")}>
                <span class="gg-mini" aria-hidden="true"><Piece kind={Kind::Goat} seat={colour} label="goat" /></span>
                <span class="gg-seat-words">
                    <b>{ t.name(s) }</b>
                    <span class="gg-line">
                        <span class="gg-points" role="img" aria-label={format!("{points} of 3 points")}>
                            { for (0..3u8).map(|k| if k < points {
                                html! { <i class="won">{ "★" }</i> }
                            } else {
                                html! { <i>{ "★" }</i> }
                            }) }
                        </span>
                        <span class="gg-cards">{ format!("{cards} card{}", if cards == 1 { "" } else { "s" }) }</span>
                    </span>
                </span>
                <span class="gg-held">
                    { for Wand::ALL.into_iter().filter(|w| view.wands[w.index()] == Some(s)).map(|w| wand(t, w)) }
                </span>
            </li>
        }
    };
    html! { { for (0..view.scores.len()).map(seat) } }
}
