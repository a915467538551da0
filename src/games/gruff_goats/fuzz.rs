//! Nonsense Gruff Goats actions for the random-game harness.

use super::board::{Bridge, Corner, Square};
use super::cards::{Size, Wand};
use super::{Action, GruffGoats, Prey};
use crate::engine::harness::Fuzz;
use crate::engine::{GameRng, Seat};

impl Fuzz for GruffGoats {
    /// Uniform play rarely walks a goat home, so most of the time the harness makes progress when
    /// it can: a safe step toward the island, a troll moved off the bridge ahead of its goat, or
    /// a goat wand claimed.
    fn choose(state: &Self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> usize {
        let trolled = |sq: Square| state.trolls.iter().any(|b| b.square() == sq);
        let mine = |sq: Square| {
            state
                .goats
                .iter()
                .any(|g| g.owner == seat && g.at.is_some_and(|at| at.is_step(sq)))
        };
        let forward = |a: &Action| match a {
            Action::MoveGoat { size, to } => {
                !trolled(*to)
                    && state
                        .goat(seat, *size)
                        .and_then(|g| g.at)
                        .is_some_and(|from| to.distance_to_island() < from.distance_to_island())
            }
            Action::MoveTroll { troll, .. } => mine(state.trolls[*troll].square()),
            Action::Claim {
                wand: Wand::Goat(_) | Wand::Troll,
            } => true,
            _ => false,
        };
        // The k-th forward action, counted rather than listed: this runs for every action of
        // every random game, and the draws are the same as picking from a list of them.
        let good = legal.iter().filter(|a| forward(a)).count();
        if good > 0 && rng.below(4) != 0 {
            let k = rng.below(good);
            legal
                .iter()
                .enumerate()
                .filter(|(_, a)| forward(a))
                .nth(k)
                .map_or(0, |(i, _)| i)
        } else {
            rng.below(legal.len())
        }
    }

    fn garbage(_state: &Self, rng: &mut GameRng) -> Action {
        let size = Size::ALL[rng.below(3)];
        let bridge = Bridge::ALL[rng.below(4)];
        let square = Square {
            row: rng.below(7) as u8,
            col: rng.below(7) as u8,
        };
        let seat = rng.below(6);
        match rng.below(10) {
            0 => Action::Claim {
                wand: Wand::ALL[rng.below(5)],
            },
            1 => Action::Block,
            2 => Action::Allow,
            3 => Action::Push,
            4 => Action::GiveUp,
            5 => Action::MoveTroll {
                troll: rng.below(3),
                to: bridge,
            },
            6 => Action::MoveGoat { size, to: square },
            7 => Action::Dragon {
                prey: if rng.below(2) == 0 {
                    Prey::Goat { owner: seat, size }
                } else {
                    Prey::Troll {
                        troll: rng.below(3),
                        to: bridge,
                    }
                },
            },
            8 => Action::Place {
                corner: Corner::ALL[rng.below(4)],
            },
            _ => Action::EndTurn,
        }
    }
}
