//! The panel's words and buttons: the prompt for the decision at hand, the die's face, the
//! decision's buttons (a choice in words, a compass of ways, a found card's turns) and each
//! seat's panel with the deck below.

use super::faces::Trail;
use super::{BoardProps, Tap, colour, name};
use crate::app::kit::guide::next;
use crate::app::kit::piece::{Kind, Piece, TOKENS};
use crate::engine::Player;
use crate::games::grab_your_goat::help::{self, sides};
use crate::games::grab_your_goat::view::{TableView, TileView};
use crate::games::grab_your_goat::{Action, DieFace, Face, Pending, Pos, rotate};
use yew::prelude::*;

/// What the seat to act is asked to do now (`chosen`: with a hand card picked to play).
pub(super) fn prompt(view: &TableView, players: &[Player], chosen: bool) -> String {
    let me = name(players, view.active);
    match &view.now {
        Some(Pending::Move { .. }) if chosen => {
            format!("{me}, tap a lit face-down card to lay your card there.")
        }
        Some(Pending::Roll { rolls }) => {
            if *rolls > 1 {
                format!("{me}, your goat had coffee: roll for it twice.")
            } else {
                format!("{me}, roll the die for your goat.")
            }
        }
        Some(Pending::GoatWay { .. }) => {
            format!("{me}, the die says any way: where does your goat go?")
        }
        Some(Pending::Move { moves }) => {
            let extra = if *moves > 1 {
                " (coffee: two moves)"
            } else {
                ""
            };
            format!(
                "{me}, your move{extra}: walk to a lit card, play a card from your hand, or rotate your card."
            )
        }
        Some(Pending::Orient { .. }) => {
            format!("{me}, turn the card you found so a path meets yours.")
        }
        Some(Pending::ThrowGoat { goat, .. }) => format!(
            "{me}, throw {}'s goat onto a lit card.",
            name(players, *goat)
        ),
        Some(Pending::ThrowShepherd { shepherd, .. }) => format!(
            "{me}, throw {}'s shepherd onto a lit card.",
            name(players, *shepherd)
        ),
        Some(Pending::Aim { at }) => {
            let what = match view.tile(*at) {
                TileView::Up { card, .. } => card.name(),
                _ => "card",
            };
            format!("{me}, which way does the {what} run?")
        }
        Some(Pending::TopReveal) => {
            format!("{me}, from the Top you may turn over any face-down card: tap one.")
        }
        Some(Pending::FreeLift) => {
            format!("{me}, you found a Ski Lift: ride it to the Top for free?")
        }
        Some(Pending::FreeRide { .. }) => {
            format!("{me}, you turned over a Ski Lift: ride down to it for free?")
        }
        None => "The chase is over.".into(),
    }
}

/// The die's face and its word.
pub(super) fn die_face(face: DieFace) -> (&'static str, &'static str) {
    match face {
        DieFace::Way(d) => (d.arrow(), d.name()),
        DieFace::Rest => ("💤", "rest"),
        DieFace::Any => ("✳", "any way"),
    }
}

/// The buttons for the decision at hand that have no place on the mountain to tap (`guided`:
/// each is the one to tap next, marked `data-next`, since a guided game hands the board only the
/// step's action), and "Keep the card in hand" while a hand card is picked (`chosen`).
pub(super) fn decision(
    props: &BoardProps,
    chosen: bool,
    guided: bool,
    does: &Callback<Tap>,
) -> Html {
    let view = &props.view;
    let on = |tap: Tap| {
        let does = does.clone();
        Callback::from(move |_: MouseEvent| does.emit(tap.clone()))
    };
    let mut buttons = Vec::new();
    let mut ways = Vec::new();
    // The card being aimed (a Landslide or a Waterfall), if any: its way has a compass of its
    // own, with the card's picture in the middle, so it does not read as the goat's way again.
    let aimed = match view.now {
        Some(Pending::Aim { at }) => match view.tile(at) {
            TileView::Up { card, .. } => card.effect(),
            _ => None,
        },
        _ => None,
    };
    for a in &props.legal {
        let onclick = on(Tap::Act(a.clone()));
        let words = match a {
            Action::Roll => "🎲 Roll the die",
            // A way to choose (the die's "any way", a Landslide's or Waterfall's way): four
            // arrows set out as a compass, north at the top like the mountain.
            Action::GoatWay { dir } | Action::Aim { dir } => {
                let words = match aimed {
                    Some(e) if matches!(a, Action::Aim { .. }) => format!("The {} runs ", e.name()),
                    _ if matches!(a, Action::Aim { .. }) => "Toward the ".to_string(),
                    _ => "Send your goat ".to_string(),
                };
                let (arrow, way) = (dir.arrow(), dir.name());
                ways.push(html! {
                    <button class={format!("choice {way}")} aria-label={format!("{words}{way}")}
                        data-next={next(guided)} {onclick}>
                        <span class="sr-only">{ words }</span>{ arrow }<span class="sr-only">{ way }</span>
                    </button>
                });
                continue;
            }
            // (Not while a hand card is picked: its own button turns it.)
            Action::Rotate { .. } if chosen => continue,
            Action::Rotate { clockwise: true } => "↻ Rotate my card clockwise",
            Action::Rotate { clockwise: false } => "↺ Rotate my card anticlockwise",
            Action::Skip if view.now == Some(Pending::TopReveal) => "Turn over nothing",
            Action::Skip
                if matches!(view.now, Some(Pending::FreeLift | Pending::FreeRide { .. })) =>
            {
                "Stay here"
            }
            Action::Skip => "Nowhere to throw: go on",
            Action::Lift { .. } if view.now == Some(Pending::FreeLift) => "🚡 Ride to the Top",
            Action::Lift { .. } if matches!(view.now, Some(Pending::FreeRide { .. })) => {
                "🚡 Ride down to the lift"
            }
            Action::Pass => "No move is possible: pass",
            Action::Orient { rot } => {
                buttons.push(orient_button(view, *rot, guided, onclick));
                continue;
            }
            _ => continue,
        };
        buttons.push(
            html! { <button class="choice" data-next={next(guided)} {onclick}>{ words }</button> },
        );
    }
    html! {
        <section class="choices" aria-label="Your choices">
            if let (false, Some(e)) = (ways.is_empty(), aimed) {
                <div class="gy-compass gy-way" role="group" aria-label={format!("The {}'s way", e.name())}>
                    <span class="gy-way-mid" aria-hidden="true">{ super::faces::effect_icon(e) }</span>
                    { ways }
                </div>
            } else if !ways.is_empty() {
                <div class="gy-compass">{ ways }</div>
            }
            { buttons }
            if chosen {
                <button class="choice" onclick={on(Tap::Keep)}>{ "Keep the card in hand" }</button>
            }
        </section>
    }
}

/// A button that turns the card just found `rot` quarters, showing its trail as it would lie.
fn orient_button(view: &TableView, rot: u8, guided: bool, onclick: Callback<MouseEvent>) -> Html {
    let Some(Pending::Orient { at, .. }) = view.now else {
        return Html::default();
    };
    let TileView::Up { card, .. } = view.tile(at) else {
        return Html::default();
    };
    let Face::Arrows(mask) = card.face() else {
        return Html::default();
    };
    let open = format!("Open to the {}", sides(rotate(mask, rot)));
    html! {
        <button class="choice gy-orient" aria-label={open.clone()} data-next={next(guided)} {onclick}>
            <span class="gy-art" style={format!("--rot:{}deg", u16::from(rot) * 90)}><Trail {mask} /></span>
            { open }
        </button>
    }
}

/// What the last action turned face up, in words: who found or laid which card, and what it
/// does (the cards themselves are marked on the mountain).
/// (Not while the finder still decides: the prompt and the lit card speak then.)
pub(super) fn news(view: &TableView, players: &[Player], deciding: bool) -> Html {
    if view.found.is_empty() || (deciding && view.found_by == view.seat) {
        return Html::default();
    }
    let who = if view.found_by == view.seat {
        "You".to_string()
    } else {
        name(players, view.found_by)
    };
    let lines = view.found.iter().map(|f| {
        let how = if f.laid { "laid" } else { "found" };
        let does = match f.card.face() {
            Face::Effect(e) => e.line().to_string(),
            Face::Arrows(_) => match view.tile(f.at) {
                TileView::Up { card, .. } if card == f.card => {
                    let i = usize::from(f.at.row) * 7 + usize::from(f.at.col);
                    format!(
                        "open to the {}",
                        sides(view.arrows.get(i).copied().unwrap_or(0))
                    )
                }
                _ => "a path".to_string(),
            },
        };
        html! { <li>{ format!("{who} {how} a {}: {does}.", f.card.name()) }</li> }
    });
    html! { <ul class="gy-news" aria-label="What the last move turned over">{ for lines }</ul> }
}

/// Each seat's panel: its house, its shepherd and its goat, and how far apart they are, and
/// the deck.
pub(super) fn seats(view: &TableView, players: &[Player]) -> Html {
    let goat_help = help::goat_help();
    let seats = (0..view.shepherds.len()).map(|s| {
        let (sh, goat) = (view.shepherds[s], view.goats[s]);
        let apart = usize::from(sh.row.abs_diff(goat.row) + sh.col.abs_diff(goat.col));
        // (Where a shepherd is out on the mountain, the mountain shows.)
        let home = if sh == Pos::house(s) {
            "At home · "
        } else {
            ""
        };
        let goat_words = match apart {
            0 => "with its goat!".to_string(),
            1 => "goat next to it".to_string(),
            n => format!("goat {n} cards away"),
        };
        let seat = colour(players, s);
        let fill = TOKENS.get(seat).map_or("#5b4a8b", |t| t.0);
        let who = name(players, s);
        let shepherd = format!("{who}'s shepherd\n{}", help::SHEPHERD);
        let goat = format!("{who}'s goat\n{goat_help}");
        let class = if s == view.active {
            "gy-seat active"
        } else {
            "gy-seat"
        };
        html! {
            <li key={s} {class} style={format!("--seat:{fill}")}>
                <span class="gy-seat-pieces" aria-hidden="true">
                    <span class="gy-mini"><Piece kind={Kind::Shepherd} {seat} label={AttrValue::from(shepherd)} /></span>
                    <span class="gy-mini"><Piece kind={Kind::Goat} {seat} label={AttrValue::from(goat)} /></span>
                </span>
                <span class="gy-seat-words">
                    <b>{ who }</b>
                    <span>{ format!("{home}{goat_words}") }</span>
                    if view.lost_turn.get(s).copied().unwrap_or(false) {
                        <span class="warn">{ "Stuck in a Thicket: misses a move" }</span>
                    }
                </span>
            </li>
        }
    });
    html! {
        <ul class="gy-seats" aria-label="Players">
            <>{ for seats }</>
            <li class="gy-deck muted">{ format!("Deck {} · discarded {}", view.deck, view.discard.len()) }</li>
        </ul>
    }
}
