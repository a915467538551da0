//! Nonsense Floats McGoats actions for the random-game harness, and a player that makes
//! progress often enough for random games to end.

use super::lattice::{Cell, Dir, Edge, Vertex};
use super::{Action, FloatsMcGoats};
use crate::engine::harness::Fuzz;
use crate::engine::{GameRng, Seat};

impl Fuzz for FloatsMcGoats {
    fn garbage(_state: &Self, rng: &mut GameRng) -> Action {
        // Mostly near the anchors, sometimes absurdly far (as a damaged save might hold).
        let mut n = || {
            if rng.below(20) == 0 {
                i32::MAX - rng.below(3) as i32
            } else {
                rng.below(9) as i32 - 4
            }
        };
        let (x, y, a, b) = (n(), n(), n(), n());
        let cell = Cell { x, y, up: a > 0 };
        let other = Cell {
            x: a,
            y: b,
            up: x > 0,
        };
        let edge = Edge {
            from: Vertex { x: a, y },
            dir: [Dir::E, Dir::N, Dir::NW][b.rem_euclid(3) as usize],
        };
        match rng.below(11) {
            0 => Action::AddGoat { cell, baby: a > 0 },
            1 => Action::Roll,
            2 => Action::AddStick { edge },
            3 => Action::TakeStick { edge },
            4 => Action::PlaceStick { edge },
            5 => Action::Flip { edge },
            6 => Action::GoatLove {
                from: cell,
                to: other,
            },
            7 => Action::Fight {
                mine: cell,
                theirs: other,
            },
            8 => Action::Shark { victim: cell },
            9 => Action::Follow { from: cell },
            _ => Action::Stay,
        }
    }

    /// Uniform play rarely closes triangles around goats; most of the time this player adds a goat
    /// to a closed triangle, or a stick that closes one of its goats' triangles, when it can.
    fn choose(state: &Self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> usize {
        // As if it made the list of good moves (`tests::choosing_is_picking_from_the_list`).
        let good = state.pick_good_move(seat, legal, |count| {
            (rng.below(4) != 0).then(|| rng.below(count))
        });
        good.unwrap_or_else(|| rng.below(legal.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`Fuzz::choose`] as first written: the list of good moves made, then picked from.
    fn choose_from_the_list(
        state: &FloatsMcGoats,
        seat: Seat,
        legal: &[Action],
        rng: &mut GameRng,
    ) -> usize {
        let picks = state.good_moves(seat, legal, true);
        if !picks.is_empty() && rng.below(4) != 0 {
            picks[rng.below(picks.len())]
        } else {
            rng.below(legal.len())
        }
    }

    /// Picking a good move without making the list picks the same move with the same draws,
    /// from several generators at every step of random games.
    #[test]
    fn choosing_is_picking_from_the_list() {
        let mut seed = 0;
        super::super::tests::through_random_games(40, |g, seat, legal| {
            for _ in 0..4 {
                seed += 1;
                let (mut a, mut b) = (GameRng::new(seed), GameRng::new(seed));
                let picked = FloatsMcGoats::choose(g, seat, legal, &mut a);
                assert_eq!(picked, choose_from_the_list(g, seat, legal, &mut b));
                assert_eq!(a, b, "the same draws");
            }
        });
    }
}
