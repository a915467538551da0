//! A sensible Floats McGoats player. Nothing is hidden in this game, so the view is the table
//! (with the dice to come blanked out).

use super::{Action, FloatsMcGoats};
use crate::engine::bot::Bot;
use crate::engine::{GameRng, Seat};

impl FloatsMcGoats {
    /// Whether `a` is a plainly good move for `seat`: a goat into a closed triangle, a stick that
    /// closes the last side around one of its goats, or a roll when no closed place is free.
    pub fn good_move(&self, seat: Seat, a: &Action) -> bool {
        match a {
            Action::AddGoat { cell, .. } => self.closed(*cell),
            Action::AddStick { edge } | Action::PlaceStick { edge } => {
                edge.cells().iter().any(|c| {
                    self.goats.get(c).is_some_and(|g| g.owner == seat)
                        && c.edges()
                            .iter()
                            .filter(|e| !self.sticks.contains_key(e))
                            .count()
                            == 1
                })
            }
            Action::Roll => self.open_cells().iter().all(|c| !self.closed(*c)),
            _ => false,
        }
    }
}

impl Bot for FloatsMcGoats {
    fn heuristic(view: &Self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Option<usize> {
        // Rolling is not a goal in itself: only the moves that make goats safe count.
        let good: Vec<usize> = (0..legal.len())
            .filter(|&i| legal[i] != Action::Roll && view.good_move(seat, &legal[i]))
            .collect();
        (!good.is_empty()).then(|| good[rng.below(good.len())])
    }

    /// Nothing is secret on the raft: only the dice to come are unknown.
    fn redeal(&mut self, _seat: Seat, rng: &mut GameRng) {
        self.reseed(rng.next_u64());
    }
}
