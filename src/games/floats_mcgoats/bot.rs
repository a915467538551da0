//! A sensible Floats McGoats player. Nothing is hidden in this game, so the view is the table
//! (with the dice to come blanked out).

use super::board::Board;
use super::lattice::Cell;
use super::{Action, FloatsMcGoats};
use crate::engine::bot::Bot;
use crate::engine::{GameRng, Seat};
use std::cell::OnceCell;
use std::ops::ControlFlow;

impl FloatsMcGoats {
    /// Whether `a` is a plainly good move for `seat`: a goat into a closed triangle, a stick that
    /// closes the last side around one of its goats, or a roll when no closed place is free.
    pub fn good_move(&self, seat: Seat, a: &Action) -> bool {
        Judge::new(self, seat).good(a)
    }

    /// Where in `legal` the plainly good moves for `seat` are ([`FloatsMcGoats::good_move`] for
    /// each, sharing the work), leaving out the roll unless `roll` is set.
    pub fn good_moves(&self, seat: Seat, legal: &[Action], roll: bool) -> Vec<usize> {
        let judge = Judge::new(self, seat);
        // A list offers a mama and the baby for each open triangle side by side: the triangle
        // is judged once.
        let mut last: Option<(Cell, bool)> = None;
        let mut out = Vec::new();
        for (i, a) in legal.iter().enumerate() {
            let good = match a {
                Action::Roll => roll && judge.good(a),
                Action::AddGoat { cell, .. } => match last {
                    Some((c, good)) if c == *cell => good,
                    _ => {
                        let good = judge.good(a);
                        last = Some((*cell, good));
                        good
                    }
                },
                _ => judge.good(a),
            };
            if good {
                out.push(i);
            }
        }
        out
    }
}

/// Judges moves for one seat in one position, asking the raft through a quick set of its sticks.
struct Judge<'a> {
    game: &'a FloatsMcGoats,
    seat: Seat,
    board: Board<'a>,
    /// Whether rolling is good, once asked.
    roll: OnceCell<bool>,
    /// The triangles of the seat's goats with one side left to close, once asked (a few at
    /// most: a stick is good when it borders one).
    closing: OnceCell<Vec<Cell>>,
}

impl<'a> Judge<'a> {
    fn new(game: &'a FloatsMcGoats, seat: Seat) -> Self {
        Judge {
            game,
            seat,
            board: Board::new(game),
            roll: OnceCell::new(),
            closing: OnceCell::new(),
        }
    }

    /// [`FloatsMcGoats::good_move`]. Inlined into [`FloatsMcGoats::good_moves`]' loop: the
    /// random player in the tests and the bench judges every legal move this way.
    #[inline(always)]
    fn good(&self, a: &Action) -> bool {
        match a {
            Action::AddGoat { cell, .. } => self.board.closed(cell),
            Action::AddStick { edge } | Action::PlaceStick { edge } => {
                let closing = self.closing.get_or_init(|| self.closing());
                !closing.is_empty() && edge.cells().iter().any(|c| closing.contains(c))
            }
            Action::Roll => *self.roll.get_or_init(|| self.roll_good()),
            _ => false,
        }
    }

    /// The triangles holding the seat's goats with exactly one side that is not a stick.
    fn closing(&self) -> Vec<Cell> {
        let goats = self.game.goats.iter();
        goats
            .filter(|(c, g)| g.owner == self.seat && self.board.gaps(**c) == 1)
            .map(|(c, _)| *c)
            .collect()
    }

    /// Whether rolling is good: when no open triangle is closed.
    fn roll_good(&self) -> bool {
        if let Some(any) = self.board.any_closed_open_cell(self.game.shark) {
            return !any;
        }
        // Stop at the first open triangle that is closed.
        let mut closed = |c: Cell| {
            if self.board.closed(&c) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        };
        self.game
            .each_open_cell_in(&self.board, &mut closed)
            .is_continue()
    }
}

impl Bot for FloatsMcGoats {
    fn heuristic(view: &Self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Option<usize> {
        // Rolling is not a goal in itself: only the moves that make goats safe count.
        let good = view.good_moves(seat, legal, false);
        (!good.is_empty()).then(|| good[rng.below(good.len())])
    }

    /// Nothing is secret on the raft: only the dice to come are unknown.
    fn redeal(&mut self, _seat: Seat, rng: &mut GameRng) {
        self.reseed(rng.next_u64());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`FloatsMcGoats::good_move`] as first written, asking the maps.
    fn plainly_good(g: &FloatsMcGoats, seat: Seat, a: &Action) -> bool {
        let gaps = |c: &Cell| {
            c.edges()
                .iter()
                .filter(|e| !g.sticks.contains_key(e))
                .count()
        };
        match a {
            Action::AddGoat { cell, .. } => gaps(cell) == 0,
            Action::AddStick { edge } | Action::PlaceStick { edge } => edge
                .cells()
                .iter()
                .any(|c| g.goats.get(c).is_some_and(|x| x.owner == seat) && gaps(c) == 1),
            Action::Roll => !g.open_cells().iter().any(|c| gaps(c) == 0),
            _ => false,
        }
    }

    /// The judge's shortcuts (the grid's bits for rolling, the few closing triangles for
    /// sticks) pick the same moves as the plain definition, through random games.
    #[test]
    fn good_moves_are_the_plainly_good_ones() {
        super::super::tests::through_random_games(40, |g, seat, legal| {
            let plain: Vec<usize> = (0..legal.len())
                .filter(|&i| plainly_good(g, seat, &legal[i]))
                .collect();
            assert_eq!(g.good_moves(seat, legal, true), plain, "{g:?}");
        });
    }
}
