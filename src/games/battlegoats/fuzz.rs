//! Nonsense BattleGoats actions for the random-game harness, and a random player that finishes
//! its layout instead of lifting cards forever.

use super::{Action, BattleGoats, CardId, Spot};
use crate::engine::harness::Fuzz;
use crate::engine::{GameRng, Seat};

impl Fuzz for BattleGoats {
    fn garbage(_state: &Self, rng: &mut GameRng) -> Action {
        let mut n = |k: usize| {
            if rng.below(10) == 0 {
                usize::MAX - rng.below(3)
            } else {
                rng.below(k)
            }
        };
        let spot = Spot {
            seat: n(7),
            cell: n(11),
        };
        let card = CardId(n(90).min(255) as u8);
        match n(8) {
            0 => Action::Pick { card },
            1 => Action::Place { card, cell: n(11) },
            2 => Action::Lift { cell: n(11) },
            3 => Action::Ready,
            4 => Action::First { seat: n(8) },
            5 => Action::Attack {
                with: n(11),
                target: spot,
            },
            6 => Action::Use {
                with: n(11),
                target: spot,
            },
            _ => Action::Share { share: n(2) == 0 },
        }
    }

    fn choose(_state: &Self, _seat: Seat, legal: &[Action], rng: &mut GameRng) -> usize {
        // Lifting a placed card back is legal, but a player who mostly places gets done.
        let lifts = legal
            .iter()
            .filter(|a| matches!(a, Action::Lift { .. }))
            .count();
        if lifts > 0 && lifts < legal.len() && rng.below(10) != 0 {
            let others: Vec<usize> = (0..legal.len())
                .filter(|&i| !matches!(legal[i], Action::Lift { .. }))
                .collect();
            return others[rng.below(others.len())];
        }
        // Powers can be used back and forth for ever (reveal, hide, reveal...); a random
        // player that mostly attacks finishes.
        let attacks: Vec<usize> = (0..legal.len())
            .filter(|&i| matches!(legal[i], Action::Attack { .. }))
            .collect();
        if !attacks.is_empty() && rng.below(4) != 0 {
            return attacks[rng.below(attacks.len())];
        }
        rng.below(legal.len())
    }
}
