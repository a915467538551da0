//! The seeded random generator that lives inside every game state.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt};
use rand_pcg::Pcg32;
use serde::{Deserialize, Serialize};

/// A portable, serialisable generator: the same seed gives the same shuffles on every machine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRng(Pcg32);

impl GameRng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Self {
        GameRng(Pcg32::seed_from_u64(seed))
    }

    /// Shuffles a pile in place.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        items.shuffle(&mut self.0);
    }

    /// A number in `0..n`; `n` must be at least 1 (0 gives 0).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { self.0.random_range(0..n) }
    }

    /// A raw 64-bit number.
    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }
}
