//! Nonsense Goat Lords actions for the random-game harness.

use super::cards::CardId;
use super::{Action, Direction, Effect, GoatLords};
use crate::engine::GameRng;
use crate::engine::harness::Fuzz;

impl Fuzz for GoatLords {
    fn garbage(_state: &Self, rng: &mut GameRng) -> Action {
        let mut card = || CardId(rng.below(140) as u8);
        let (a, b, c) = (card(), card(), card());
        let target = rng.below(8);
        let effect = match rng.below(9) {
            0 => Effect::AtomicGoat { target },
            1 => Effect::RussianGoatlette {
                direction: if target.is_multiple_of(2) {
                    Direction::Left
                } else {
                    Direction::Right
                },
            },
            2 => Effect::SneakAGoat {
                target,
                // Out-of-range numbers too, as a damaged save might hold.
                stack: if rng.below(4) == 0 {
                    usize::MAX
                } else {
                    rng.below(6)
                },
            },
            3 => Effect::LoafOfGoat { target },
            4 => Effect::HypnotizedGoat { target },
            5 => Effect::Goatinhood,
            6 => Effect::SantyGoat,
            7 => Effect::FlowerGoatee,
            _ => Effect::RainingFireGoats { target },
        };
        match rng.below(10) {
            0 => Action::Birth {
                first: a,
                second: b,
            },
            1 => Action::AssistedBirth { card: a },
            2 => Action::Duel { target, card: a },
            3 => Action::Play { card: c, effect },
            4 => Action::Discard { card: a },
            5 => Action::Escape,
            6 => Action::Allow,
            7 => Action::Answer { card: b },
            8 => Action::Yield,
            _ => Action::Trash { card: c },
        }
    }
}
