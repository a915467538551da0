//! What changed on the table since a seat last acted. Every Gruff Goats action is public, so a
//! player taking the tablet may be shown everything the others did meanwhile: the goats that
//! moved, were eaten or were put back, the trolls that moved, the wands that changed hands, the
//! dragon's bite. The table counts its actions and notes, for each goat, troll and wand, the
//! action that last changed it, and for each seat its own last action.

use super::board::{Bridge, Square};
use super::{Action, GruffGoats, Prey};
use crate::engine::Seat;
use serde::{Deserialize, Serialize};

/// Goats on the largest table: four seats of three.
const GOATS: usize = 12;

/// When things last changed, counted in actions carried out (0: not since the deal).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Marks {
    /// Actions carried out so far.
    acts: u32,
    /// Each seat's last action.
    seats: [u32; 4],
    /// The last change to each goat (by its index in the table's goats).
    goats: [u32; GOATS],
    /// The last move of each troll.
    trolls: [u32; 2],
    /// The last change of hands of each wand, in `Wand::ALL` order.
    wands: [u32; 5],
    /// The dragon's last meal.
    dragon: u32,
}

/// The table as it stood before an action, to see what the action changed.
pub(crate) struct Before {
    goats: [Option<Square>; GOATS],
    trolls: [Bridge; 2],
    wands: [Option<Seat>; 5],
}

impl Before {
    /// The places of everything an action can change.
    pub(crate) fn of(game: &GruffGoats) -> Before {
        let mut goats = [None; GOATS];
        for (slot, g) in goats.iter_mut().zip(&game.goats) {
            *slot = g.at;
        }
        Before {
            goats,
            trolls: game.trolls,
            wands: game.wands,
        }
    }
}

impl Marks {
    /// The marks once `seat`'s `action` has been carried out: `game` is the table after it,
    /// `before` the table before it.
    pub(crate) fn after(
        mut self,
        seat: Seat,
        action: &Action,
        before: &Before,
        game: &GruffGoats,
    ) -> Marks {
        self.acts += 1;
        let now = self.acts;
        if let Some(s) = self.seats.get_mut(seat) {
            *s = now;
        }
        for (i, (mark, g)) in self.goats.iter_mut().zip(&game.goats).enumerate() {
            if before.goats[i] != g.at {
                *mark = now;
            }
        }
        for (i, mark) in self.trolls.iter_mut().enumerate() {
            // A troll the dragon ate may come back on its own bridge: it moved all the same.
            let eaten =
                matches!(action, Action::Dragon { prey: Prey::Troll { troll, .. } } if *troll == i);
            if before.trolls[i] != game.trolls[i] || eaten {
                *mark = now;
            }
        }
        for (i, mark) in self.wands.iter_mut().enumerate() {
            if before.wands[i] != game.wands[i] {
                *mark = now;
            }
        }
        if matches!(action, Action::Dragon { .. }) {
            self.dragon = now;
        }
        self
    }

    /// What changed since `seat`'s last action; if nobody has acted since, what that action
    /// changed (the seat sees its own move).
    pub(crate) fn since(&self, seat: Seat) -> Changed {
        let mine = self.seats.get(seat).copied().unwrap_or(0);
        let from = if mine >= self.acts {
            self.acts.saturating_sub(1)
        } else {
            mine
        };
        let new = |m: &u32| *m > from;
        Changed {
            goats: self.goats.map(|m| new(&m)),
            trolls: self.trolls.map(|m| new(&m)),
            wands: self.wands.map(|m| new(&m)),
            dragon: new(&self.dragon),
        }
    }
}

/// What changed since a seat last acted (see [`Marks::since`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Changed {
    /// Each goat, by its index in the table's goats: moved, eaten, scored or put back.
    pub goats: [bool; GOATS],
    /// Each troll: moved (or eaten by the dragon).
    pub trolls: [bool; 2],
    /// Each wand, in `Wand::ALL` order: changed hands.
    pub wands: [bool; 5],
    /// The dragon ate something.
    pub dragon: bool,
}

impl Changed {
    /// Whether anything changed at all.
    pub fn any(&self) -> bool {
        self.dragon
            || self.goats.contains(&true)
            || self.trolls.contains(&true)
            || self.wands.contains(&true)
    }
}
