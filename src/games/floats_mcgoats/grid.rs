//! The raft's sticks: kept in a map (the game's record) and, in step with every change, in a grid
//! beside it (see [`super::layout`]), a word of bits per column and fact (a stick in each place,
//! dark, an anchor; a stick's end at a vertex; a stick beside, or all around, each triangle), one
//! bit a vertex, so a whole column is asked at once, and reading the columns in order visits
//! vertices, places and triangles in the same order as sorting them would. The goats' grid is in
//! `herd`, which shares only `layout` with this one.

use super::Stick;
use super::lattice::{Cell, Dir, Edge, Vertex};
use super::layout::{HALF, SIDE, like_the_map, set_bit, slot};
use crate::engine::{VecMap, vecmap};

/// The stick codes of [`Sticks::code`], by number: none, light, dark, anchor.
pub(super) const KINDS: [Option<Stick>; 4] = [
    None,
    Some(Stick::Light),
    Some(Stick::Dark),
    Some(Stick::Anchor),
];
/// The three places of a vertex, in the order the grid keeps them.
pub(super) const DIRS: [Dir; 3] = [Dir::E, Dir::N, Dir::NW];

/// One column of the grid as bits: bit `y + HALF` stands for the vertex `(x, y)` (the grid is
/// 64 vertices high, one word). The places are the vertex's east, north and north-west ones; the
/// triangles its downward and upward ones (as they sort).
#[derive(Clone, Copy, Default)]
pub(super) struct Column {
    /// Places that hold a stick.
    pub(super) placed: [u64; 3],
    /// Places that hold a dark stick or an anchor.
    pub(super) dark: [u64; 3],
    /// Places that hold an anchor.
    pub(super) anchor: [u64; 3],
    /// Vertices where a stick ends (worked out from the places, see [`Sticks::derive`]).
    pub(super) ends: u64,
    /// Triangles with at least one side a stick (worked out likewise).
    pub(super) sided: [u64; 2],
    /// Triangles whose three sides are all sticks (worked out likewise).
    pub(super) closed: [u64; 2],
}

/// Where a stick whose first vertex is `from` is kept in the grid: only three vertices inside its
/// edge, so its ends, its triangles, every place touching it and their neighbours are inside too.
#[inline(always)]
pub(super) fn stick_slot(from: Vertex) -> Option<usize> {
    let inner = |n: i32| (3 - HALF..HALF - 3).contains(&n);
    (inner(from.x) && inner(from.y))
        .then(|| slot(from.x, from.y))
        .flatten()
}

/// The sticks on the raft, by place.
#[derive(Clone)]
pub(crate) struct Sticks {
    pub(super) map: VecMap<Edge, Stick>,
    /// The grid, a column of bits for each `x`.
    pub(super) columns: Vec<Column>,
    /// How many sticks the grid does not hold.
    pub(super) outside: usize,
    /// The grid's first vertices of sticks lie within `x0..=x1`, `y0..=y1` (the box only grows
    /// until the map is cleared: a bigger box is only slower to read, never wrong).
    pub(super) x0: i32,
    pub(super) y0: i32,
    pub(super) x1: i32,
    pub(super) y1: i32,
}

impl Default for Sticks {
    fn default() -> Self {
        Sticks {
            map: VecMap::new(),
            columns: vec![Column::default(); SIDE],
            outside: 0,
            x0: i32::MAX,
            y0: i32::MAX,
            x1: i32::MIN,
            y1: i32::MIN,
        }
    }
}

impl Sticks {
    /// The map itself.
    pub(crate) fn map(&self) -> &VecMap<Edge, Stick> {
        &self.map
    }

    pub(crate) fn get(&self, e: &Edge) -> Option<&Stick> {
        self.map.get(e)
    }

    pub(crate) fn contains_key(&self, e: &Edge) -> bool {
        self.map.contains_key(e)
    }

    pub(crate) fn iter(&self) -> vecmap::Iter<'_, Edge, Stick> {
        self.map.iter()
    }

    pub(crate) fn keys(
        &self,
    ) -> impl DoubleEndedIterator<Item = &Edge> + ExactSizeIterator + Clone {
        self.map.keys()
    }

    pub(crate) fn values(
        &self,
    ) -> impl DoubleEndedIterator<Item = &Stick> + ExactSizeIterator + Clone {
        self.map.values()
    }

    pub(crate) fn len(&self) -> usize {
        self.map.len()
    }

    /// Puts `s` at `e`, returning the stick that was there.
    pub(crate) fn insert(&mut self, e: Edge, s: Stick) -> Option<Stick> {
        let old = self.map.insert(e, s);
        match stick_slot(e.from) {
            Some(i) => {
                self.mark(i, e.dir, Some(s));
                self.x0 = self.x0.min(e.from.x);
                self.x1 = self.x1.max(e.from.x);
                self.y0 = self.y0.min(e.from.y);
                self.y1 = self.y1.max(e.from.y);
            }
            None if old.is_none() => self.outside += 1,
            None => {}
        }
        old
    }

    /// Takes the stick at `e` away, returning it.
    pub(crate) fn remove(&mut self, e: &Edge) -> Option<Stick> {
        let old = self.map.remove(e)?;
        match stick_slot(e.from) {
            Some(i) => self.mark(i, e.dir, None),
            None => self.outside = self.outside.saturating_sub(1),
        }
        Some(old)
    }

    #[cfg(test)]
    pub(crate) fn clear(&mut self) {
        *self = Sticks::default();
    }

    /// Writes the stick `s` (or none) into the place `dir` of the vertex in slot `i`, and works
    /// out again the columns whose ends and triangles that place touches: its own and the two
    /// beside it.
    fn mark(&mut self, i: usize, dir: Dir, s: Option<Stick>) {
        let (x, d) = (i / SIDE, dir as usize);
        if let Some(c) = self.columns.get_mut(x) {
            set_bit(&mut c.placed[d], i, s.is_some());
            set_bit(
                &mut c.dark[d],
                i,
                matches!(s, Some(Stick::Dark | Stick::Anchor)),
            );
            set_bit(&mut c.anchor[d], i, s == Some(Stick::Anchor));
        }
        for x in [x.wrapping_sub(1), x, x + 1] {
            self.derive(x);
        }
    }

    /// Works out the ends and triangles of column `x` from its places and its neighbours'.
    fn derive(&mut self, x: usize) {
        let at = |x: usize| self.columns.get(x).map_or([0; 3], |c| c.placed);
        let (west, [e, n, nw], east) = (at(x.wrapping_sub(1)), at(x), at(x + 1));
        // The six places ending at `(x, y)`: its own three, the east one of `(x - 1, y)`, the
        // north one of `(x, y - 1)` and the north-west one of `(x + 1, y - 1)`.
        let ends = e | n | nw | west[0] | n << 1 | east[2] << 1;
        // The sides of the downward triangle at `(x, y)`: the north-west place of `(x + 1, y)`,
        // the east one of `(x, y + 1)` and the north one of `(x + 1, y)`; of the upward one: its
        // own east and north places and the north-west one of `(x + 1, y)`.
        let down = [east[2], e >> 1, east[1]];
        let up = [e, east[2], n];
        if let Some(c) = self.columns.get_mut(x) {
            c.ends = ends;
            c.sided = [down[0] | down[1] | down[2], up[0] | up[1] | up[2]];
            c.closed = [down[0] & down[1] & down[2], up[0] & up[1] & up[2]];
        }
    }

    /// How many sides of `c` hold a stick (with `dark`, a dark stick or an anchor), for a grid
    /// that holds every stick.
    #[inline(always)]
    pub(super) fn sides(&self, c: &Cell, dark: bool) -> u64 {
        let Some(i) = slot(c.x, c.y) else {
            return 0;
        };
        let words = |x: usize| {
            self.columns
                .get(x)
                .map_or([0; 3], |col| if dark { col.dark } else { col.placed })
        };
        let ([e, n, _], [_, east_n, east_nw], b) = (words(i / SIDE), words(i / SIDE + 1), i % SIDE);
        // As in [`Sticks::derive`].
        let sides = if c.up {
            [e, east_nw, n]
        } else {
            [east_nw, e >> 1, east_n]
        };
        sides.iter().map(|w| w >> b & 1).sum()
    }

    /// The stick code at `e` (0 for none, then light, dark, anchor), for a grid that holds every
    /// stick.
    #[inline(always)]
    pub(super) fn code(&self, e: &Edge) -> u8 {
        let d = e.dir as usize;
        slot(e.from.x, e.from.y)
            .and_then(|i| {
                let c = self.columns.get(i / SIDE)?;
                let bit = |words: &[u64; 3]| u8::from(words[d] >> (i % SIDE) & 1 != 0);
                Some(bit(&c.placed) + bit(&c.dark) + bit(&c.anchor))
            })
            .unwrap_or(0)
    }
}

impl FromIterator<(Edge, Stick)> for Sticks {
    fn from_iter<I: IntoIterator<Item = (Edge, Stick)>>(iter: I) -> Self {
        let mut sticks = Sticks::default();
        for (e, s) in iter {
            sticks.insert(e, s);
        }
        sticks
    }
}

impl Extend<(Edge, Stick)> for Sticks {
    fn extend<I: IntoIterator<Item = (Edge, Stick)>>(&mut self, iter: I) {
        for (e, s) in iter {
            self.insert(e, s);
        }
    }
}

impl<'a> IntoIterator for &'a Sticks {
    type Item = (&'a Edge, &'a Stick);
    type IntoIter = vecmap::Iter<'a, Edge, Stick>;
    fn into_iter(self) -> Self::IntoIter {
        self.map.iter()
    }
}

#[cfg(test)]
impl std::ops::Index<&Edge> for Sticks {
    type Output = Stick;
    fn index(&self, e: &Edge) -> &Stick {
        &self.map[e]
    }
}

like_the_map!(Sticks);
