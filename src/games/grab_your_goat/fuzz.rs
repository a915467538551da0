//! Nonsense Grab Your Goat! actions for the random-game harness, and a random shepherd who heads
//! for their goat often enough for random games to end.

use super::board::{CardId, Dir, Pos};
use super::{Action, GrabYourGoat};
use crate::engine::harness::Fuzz;
use crate::engine::{GameRng, Seat};

impl Fuzz for GrabYourGoat {
    fn garbage(_state: &Self, rng: &mut GameRng) -> Action {
        let mut n = |k: usize| {
            if rng.below(10) == 0 {
                255 - rng.below(3)
            } else {
                rng.below(k)
            }
        };
        let at = Pos {
            row: n(9) as u8,
            col: n(9) as u8,
        };
        let dir = Dir::ALL[n(4) % 4];
        match n(12) {
            0 => Action::Roll,
            1 => Action::GoatWay { dir },
            2 => Action::Step { dir },
            3 => Action::Advantage {
                card: CardId(n(80) as u8),
                at,
                rot: n(6) as u8,
            },
            4 => Action::Rotate { clockwise: n(2) == 0 },
            5 => Action::Lift { to: at },
            6 => Action::Orient { rot: n(6) as u8 },
            7 => Action::Throw { to: at },
            8 => Action::Aim { dir },
            9 => Action::Reveal { at },
            10 => Action::Skip,
            _ => Action::Pass,
        }
    }

    fn choose(state: &Self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> usize {
        // Half the time, a step that brings the shepherd nearer their goat, if there is one.
        if rng.below(2) == 0 {
            let me = state.shepherds[seat];
            let goat = state.goats[seat];
            let dist = |p: Pos| p.row.abs_diff(goat.row) + p.col.abs_diff(goat.col);
            let closer: Vec<usize> = (0..legal.len())
                .filter(|&i| match legal[i] {
                    Action::Step { dir } => me.step(dir).is_some_and(|p| dist(p) < dist(me)),
                    _ => false,
                })
                .collect();
            if !closer.is_empty() {
                return closer[rng.below(closer.len())];
            }
        }
        // Advantage plays are most of the list; keep them to one choice in four.
        let plays = legal
            .iter()
            .filter(|a| matches!(a, Action::Advantage { .. }))
            .count();
        if plays > 0 && plays < legal.len() && rng.below(4) != 0 {
            let others: Vec<usize> = (0..legal.len())
                .filter(|&i| !matches!(legal[i], Action::Advantage { .. }))
                .collect();
            return others[rng.below(others.len())];
        }
        rng.below(legal.len())
    }
}
