//! A guided game's mark on the BattleGoats table: which control the learner taps next on the
//! way to the step's one action (see `crate::app::kit::guide`).

use super::Pick;
use crate::engine::Seat;
use crate::games::battlegoats::{Action, CardId, Spot};

/// In a guided game, the one control to tap next on the way to the step's action (the board is
/// handed that action alone): with a choice made in several taps, the first tap's control, then
/// the next one's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tap {
    /// A card of the pack, to keep.
    Pack(CardId),
    /// A card in hand, to pick up for a place (or to put back down).
    Hand(CardId),
    /// A battlefield place.
    Cell(Spot),
    /// Done: the battlefield is ready.
    Done,
    /// The choice of who attacks first.
    First(Seat),
    /// Attack with the picked card (its power was chosen).
    Attack,
    /// Use the picked card's power instead.
    Power,
    /// The last two's answer.
    Share(bool),
}

/// The control to tap next towards `action`, given what is picked so far.
pub(super) fn next_tap(me: Seat, action: &Action, pick: Pick) -> Tap {
    let mine = |cell| Tap::Cell(Spot { seat: me, cell });
    match *action {
        Action::Pick { card } => Tap::Pack(card),
        Action::Place { card, cell } if pick == Pick::Hand(card) => mine(cell),
        Action::Place { card, .. } => Tap::Hand(card),
        Action::Lift { cell } => match pick {
            Pick::Hand(card) => Tap::Hand(card),
            _ => mine(cell),
        },
        Action::Ready => Tap::Done,
        Action::First { seat } => Tap::First(seat),
        Action::Attack { with, target } => match pick {
            Pick::Mine { cell, power: false } if cell == with => Tap::Cell(target),
            Pick::Mine { cell, power: true } if cell == with => Tap::Attack,
            _ => mine(with),
        },
        Action::Use { with, target } => match pick {
            Pick::Mine { cell, power: true } if cell == with => Tap::Cell(target),
            Pick::Mine { cell, power: false } if cell == with => Tap::Power,
            _ => mine(with),
        },
        Action::Share { share } => Tap::Share(share),
    }
}
