//! What the grids of sticks ([`super::grid`]) and of goats ([`super::herd`]) share. Each keeps
//! its map (the game's record, saved and compared) and, in step with every change, a grid laid
//! over the lattice around the anchors, so the many look-ups that listing and checking moves make
//! ([`super::board::Board`]) are one array read instead of a search of a map, and nothing needs
//! building before a question is asked. Only the maps' own methods change them, so a grid can
//! never fall behind. A stick or goat a grid can't hold (only a damaged save could put one so far
//! off) sends every question to the maps instead.
//!
//! Here: where a vertex lies in the grids, the bits of their columns, and how both are compared,
//! shown and saved as their maps alone.

use super::lattice::Cell;
use std::ops::ControlFlow;

/// The grids span vertices `-HALF..HALF` on both axes (a raft of fifty sticks around the anchors
/// fits with room to spare).
pub(super) const HALF: i32 = 32;
/// Vertices along each side of the grids.
pub(super) const SIDE: usize = 2 * HALF as usize;

/// The vertex at `(x, y)`'s place in the grids, if it lies inside.
#[inline(always)]
pub(super) fn slot(x: i32, y: i32) -> Option<usize> {
    // Shifted by HALF with wrapping, a coordinate is inside exactly when it lands below SIDE: one
    // far beyond either end wraps to a number far above it.
    let (x, y) = (x.wrapping_add(HALF) as u32, y.wrapping_add(HALF) as u32);
    (x < SIDE as u32 && y < SIDE as u32).then(|| x as usize * SIDE + y as usize)
}

/// A triangle's place among its vertex's two (downward, then upward, as they sort).
#[inline(always)]
pub(super) fn half(c: &Cell) -> usize {
    usize::from(c.up)
}

/// Sets or clears the bit of the vertex in slot `i` in `word` (a column of the grid, one bit a
/// vertex).
#[inline(always)]
pub(super) fn set_bit(word: &mut u64, i: usize, on: bool) {
    let bit = 1u64 << (i % SIDE);
    if on {
        *word |= bit;
    } else {
        *word &= !bit;
    }
}

/// Calls `each` with the number of every set bit of `word`, lowest first, until it says to stop.
#[inline(always)]
pub(super) fn each_bit(
    mut word: u64,
    mut each: impl FnMut(usize) -> ControlFlow<()>,
) -> ControlFlow<()> {
    while word != 0 {
        each(word.trailing_zeros() as usize)?;
        word &= word - 1;
    }
    ControlFlow::Continue(())
}

/// The grids are a quicker way to read the maps: only the maps are compared, shown and saved
/// (as lists of pairs, the way saves have always held them). For a type with a `map` field
/// whose pairs it can be collected from.
macro_rules! like_the_map {
    ($t:ty) => {
        impl PartialEq for $t {
            fn eq(&self, other: &Self) -> bool {
                self.map == other.map
            }
        }

        impl Eq for $t {}

        impl std::fmt::Debug for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.map.fmt(f)
            }
        }

        impl serde::Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                serde::Serialize::serialize(&self.map, s)
            }
        }

        impl<'de> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let map: crate::engine::VecMap<_, _> = serde::Deserialize::deserialize(d)?;
                Ok(map.into_iter().collect())
            }
        }
    };
}

pub(super) use like_the_map;
