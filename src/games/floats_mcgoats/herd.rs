//! The goats on the raft, kept in a map (the game's record) and, in step with every change, in a
//! grid beside it (see [`super::layout`]): a byte per triangle, kept only for the columns goats
//! have been in (a new game need not clear 8 KB), with a column of bits beside it for which
//! triangles hold goats. The sticks' grid is in `grid`, which shares only `layout` with this one.

use super::lattice::Cell;
use super::layout::{SIDE, half, like_the_map, set_bit, slot};
use super::{Goats, Pack};
use crate::engine::{VecMap, vecmap};

/// The packs by their number in a goats' byte (see [`Herd::grid`]).
pub(super) const PACKS: [Pack; 4] = [Pack::Mama, Pack::Baby, Pack::TwoMamas, Pack::MamaAndBaby];

/// A pack's number in a goats' byte: its place in [`PACKS`].
fn pack_code(p: Pack) -> u8 {
    match p {
        Pack::Mama => 0,
        Pack::Baby => 1,
        Pack::TwoMamas => 2,
        Pack::MamaAndBaby => 3,
    }
}

/// Some of a grid's columns, from the `first`-th on: only those that have been needed, so a new
/// game need not clear all of them (goats sit in a few columns of the grid). Those not held are
/// empty.
#[derive(Clone, Default)]
pub(super) struct Run<T> {
    first: usize,
    columns: Vec<T>,
}

impl<T: Copy + Default> Run<T> {
    /// Column `c`, if held.
    #[inline(always)]
    pub(super) fn get(&self, c: usize) -> Option<&T> {
        self.columns.get(c.wrapping_sub(self.first))
    }

    #[inline(always)]
    fn get_mut(&mut self, c: usize) -> Option<&mut T> {
        self.columns.get_mut(c.wrapping_sub(self.first))
    }

    /// Holds column `c` too (one of the grid's), empty if it was not held.
    #[inline(always)]
    fn hold(&mut self, c: usize) {
        if c.wrapping_sub(self.first) >= self.columns.len() {
            self.grow(c);
        }
    }

    /// [`Run::hold`] for a column not held yet: a few more are held than asked for, so that
    /// more goats seldom need more.
    #[cold]
    #[inline(never)]
    fn grow(&mut self, c: usize) {
        const MORE: usize = 2;
        let mut lo = c.saturating_sub(MORE);
        let mut hi = c.saturating_add(MORE).min(SIDE - 1);
        if !self.columns.is_empty() {
            lo = lo.min(self.first);
            hi = hi.max(self.first + self.columns.len() - 1);
        }
        if lo > hi {
            return;
        }
        let old = std::mem::take(&mut self.columns);
        self.columns.resize(hi - lo + 1, T::default());
        let from = self.first.wrapping_sub(lo);
        if let Some(new) = self.columns.get_mut(from..from.wrapping_add(old.len())) {
            new.copy_from_slice(&old);
        }
        self.first = lo;
    }
}

/// A column of the goats' grid: a byte for each triangle (see [`Herd::grid`]).
#[derive(Clone, Copy)]
pub(super) struct Codes(pub(super) [u8; SIDE * 2]);

impl Default for Codes {
    fn default() -> Self {
        Codes([0; SIDE * 2])
    }
}

/// The goats on the raft, by triangle.
#[derive(Clone)]
pub(crate) struct Herd {
    pub(super) map: VecMap<Cell, Goats>,
    /// Two bytes per vertex of the grid, by column: its two triangles' goats (downward, then
    /// upward: 0 when empty, else `1 + owner * 4 + pack`); the columns that held goats are held.
    pub(super) grid: Run<Codes>,
    /// Each column's triangles (downward, then upward) holding goats, as bits (one a vertex, as
    /// in the sticks' columns), kept in step with the grid.
    pub(super) taken: Vec<[u64; 2]>,
    /// How many triangles of goats the grid does not hold.
    pub(super) outside: usize,
    /// The points of all the goats on the raft, closed in or not: each of the first four seats'
    /// own, then all others' together.
    points: [u32; 5],
}

impl Default for Herd {
    fn default() -> Self {
        Herd {
            map: VecMap::new(),
            grid: Run::default(),
            taken: vec![[0; 2]; SIDE],
            outside: 0,
            points: [0; 5],
        }
    }
}

impl Herd {
    /// The map itself.
    pub(crate) fn map(&self) -> &VecMap<Cell, Goats> {
        &self.map
    }

    pub(crate) fn get(&self, c: &Cell) -> Option<&Goats> {
        self.map.get(c)
    }

    pub(crate) fn contains_key(&self, c: &Cell) -> bool {
        self.map.contains_key(c)
    }

    pub(crate) fn iter(&self) -> vecmap::Iter<'_, Cell, Goats> {
        self.map.iter()
    }

    pub(crate) fn keys(
        &self,
    ) -> impl DoubleEndedIterator<Item = &Cell> + ExactSizeIterator + Clone {
        self.map.keys()
    }

    pub(crate) fn values(
        &self,
    ) -> impl DoubleEndedIterator<Item = &Goats> + ExactSizeIterator + Clone {
        self.map.values()
    }

    #[cfg(test)]
    pub(crate) fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// Where the goats `g` in `c` are kept in the grid, if it can hold them (owners past 59 don't
    /// fit a byte's code).
    fn place(c: &Cell, g: &Goats) -> Option<usize> {
        (g.owner < 60)
            .then(|| slot(c.x, c.y))
            .flatten()
            .map(|i| i * 2 + half(c))
    }

    /// Writes (or with `None`, clears) the grid's byte for `g` in `c`.
    fn mark(&mut self, c: &Cell, g: &Goats, set: bool) {
        let place = Self::place(c, g);
        if set && let Some(k) = place {
            self.grid.hold(k / 2 / SIDE);
        }
        let grid = &mut self.grid;
        let byte =
            place.and_then(|k| Some((k, grid.get_mut(k / 2 / SIDE)?.0.get_mut(k % (SIDE * 2))?)));
        match byte {
            Some((k, b)) => {
                *b = if set {
                    1 + g.owner as u8 * 4 + pack_code(g.pack)
                } else {
                    0
                };
                if let Some(t) = self.taken.get_mut(k / 2 / SIDE) {
                    set_bit(&mut t[k % 2], k / 2, set);
                }
            }
            None if set => self.outside += 1,
            None => self.outside = self.outside.saturating_sub(1),
        }
    }

    /// Puts `g` in `c`, returning the goats that were there.
    pub(crate) fn insert(&mut self, c: Cell, g: Goats) -> Option<Goats> {
        let old = self.map.insert(c, g);
        if let Some(old) = &old {
            self.mark(&c, old, false);
            self.count(old, false);
        }
        self.mark(&c, &g, true);
        self.count(&g, true);
        old
    }

    /// Takes the goats in `c` away, returning them.
    pub(crate) fn remove(&mut self, c: &Cell) -> Option<Goats> {
        let old = self.map.remove(c)?;
        self.mark(c, &old, false);
        self.count(&old, false);
        Some(old)
    }

    /// Counts the points of `g` in (or out of) [`Herd::points`].
    fn count(&mut self, g: &Goats, add: bool) {
        if let Some(p) = self.points.get_mut(g.owner.min(4)) {
            let points = g.pack.points();
            *p = if add {
                p.saturating_add(points)
            } else {
                p.saturating_sub(points)
            };
        }
    }

    /// At least as many points as any one seat has on the raft, closed in or not (a seat with
    /// fewer than it needs to win cannot have won).
    pub(crate) fn most_points(&self) -> u32 {
        self.points.iter().copied().max().unwrap_or(0)
    }

    #[cfg(test)]
    pub(crate) fn clear(&mut self) {
        *self = Herd::default();
    }

    /// The grid's byte for `c` (0 when empty or outside), for a grid that holds every goat.
    #[inline(always)]
    pub(super) fn code(&self, c: &Cell) -> u8 {
        slot(c.x, c.y)
            .and_then(|i| self.grid.get(i / SIDE)?.0.get(i % SIDE * 2 + half(c)))
            .copied()
            .unwrap_or(0)
    }
}

impl FromIterator<(Cell, Goats)> for Herd {
    fn from_iter<I: IntoIterator<Item = (Cell, Goats)>>(iter: I) -> Self {
        let mut herd = Herd::default();
        for (c, g) in iter {
            herd.insert(c, g);
        }
        herd
    }
}

impl<'a> IntoIterator for &'a Herd {
    type Item = (&'a Cell, &'a Goats);
    type IntoIter = vecmap::Iter<'a, Cell, Goats>;
    fn into_iter(self) -> Self::IntoIter {
        self.map.iter()
    }
}

#[cfg(test)]
impl std::ops::Index<&Cell> for Herd {
    type Output = Goats;
    fn index(&self, c: &Cell) -> &Goats {
        &self.map[c]
    }
}

like_the_map!(Herd);

#[cfg(test)]
mod tests {
    use super::*;

    /// A run holds what was written in it wherever it grows to, and every other column of the
    /// grid reads as empty, as a whole grid would.
    #[test]
    fn a_run_reads_as_the_whole_grid() {
        let mut run = Run::<u64>::default();
        let mut whole = [0u64; SIDE];
        for (n, c) in [32, 30, 36, 20, 21, 60, 63, 0, 5, 33]
            .into_iter()
            .enumerate()
        {
            run.hold(c);
            if let Some(col) = run.get_mut(c) {
                *col |= 1 << n;
            }
            whole[c] |= 1 << n;
            for (c, w) in whole.iter().enumerate() {
                assert_eq!(run.get(c).copied().unwrap_or(0), *w, "{c}");
            }
        }
        assert_eq!(run.get(SIDE), None);
    }
}
