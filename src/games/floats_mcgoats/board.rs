//! The raft's sticks and goats: each kept in a map (the game's record, saved and compared) and,
//! in step with every change, in a grid laid over the lattice around the anchors, so the many
//! look-ups that listing and checking moves make are one array read instead of a walk down a
//! tree, and nothing needs building before a question is asked. Only the maps' own methods change
//! them, so the grid can never fall behind. A stick or goat the grid can't hold (only a damaged
//! save could put one so far off) sends every question to the maps instead.
//!
//! The sticks' grid is a word of bits per column and fact (a stick in each place, dark, an
//! anchor; a stick's end at a vertex; a stick beside, or all around, each triangle), one bit a
//! vertex, so a whole column is asked at once, and reading the columns in order visits vertices,
//! places and triangles in the same order as sorting them would. The goats' grid is a byte per
//! triangle, with a column of bits beside it for which triangles hold goats.

use super::lattice::{ANCHORS, Cell, Dir, Edge, Vertex};
use super::rules::anchored_in;
use super::{FloatsMcGoats, Goats, Pack, Stick};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::{BTreeMap, btree_map};
use std::ops::ControlFlow;

/// The grid spans vertices `-HALF..HALF` on both axes (a raft of fifty sticks around the anchors
/// fits with room to spare).
const HALF: i32 = 32;
/// Vertices along each side of the grid.
const SIDE: usize = 2 * HALF as usize;

const PACKS: [Pack; 4] = [Pack::Mama, Pack::Baby, Pack::TwoMamas, Pack::MamaAndBaby];
const KINDS: [Option<Stick>; 4] = [
    None,
    Some(Stick::Light),
    Some(Stick::Dark),
    Some(Stick::Anchor),
];
const DIRS: [Dir; 3] = [Dir::E, Dir::N, Dir::NW];

/// One column of the grid as bits: bit `y + HALF` stands for the vertex `(x, y)` (the grid is
/// 64 vertices high, one word). The places are the vertex's east, north and north-west ones; the
/// triangles its downward and upward ones (as they sort).
#[derive(Clone, Copy, Default)]
struct Column {
    /// Places that hold a stick.
    placed: [u64; 3],
    /// Places that hold a dark stick or an anchor.
    dark: [u64; 3],
    /// Places that hold an anchor.
    anchor: [u64; 3],
    /// Vertices where a stick ends (worked out from the places, see [`Sticks::derive`]).
    ends: u64,
    /// Triangles with at least one side a stick (worked out likewise).
    sided: [u64; 2],
    /// Triangles whose three sides are all sticks (worked out likewise).
    closed: [u64; 2],
}

/// Sets or clears the bit of the vertex in slot `i` in `word`.
#[inline(always)]
fn set_bit(word: &mut u64, i: usize, on: bool) {
    let bit = 1u64 << (i % SIDE);
    if on {
        *word |= bit;
    } else {
        *word &= !bit;
    }
}

/// Calls `each` with the number of every set bit of `word`, lowest first, until it says to stop.
#[inline(always)]
fn each_bit(mut word: u64, mut each: impl FnMut(usize) -> ControlFlow<()>) -> ControlFlow<()> {
    while word != 0 {
        each(word.trailing_zeros() as usize)?;
        word &= word - 1;
    }
    ControlFlow::Continue(())
}

fn pack_code(p: Pack) -> u8 {
    match p {
        Pack::Mama => 0,
        Pack::Baby => 1,
        Pack::TwoMamas => 2,
        Pack::MamaAndBaby => 3,
    }
}

/// A triangle's place among its vertex's two.
#[inline(always)]
fn half(c: &Cell) -> usize {
    usize::from(c.up)
}

/// The vertex at `(x, y)`'s place in the grid, if it lies inside.
#[inline(always)]
fn slot(x: i32, y: i32) -> Option<usize> {
    // Shifted by HALF with wrapping, a coordinate is inside exactly when it lands below SIDE: one
    // far beyond either end wraps to a number far above it.
    let (x, y) = (x.wrapping_add(HALF) as u32, y.wrapping_add(HALF) as u32);
    (x < SIDE as u32 && y < SIDE as u32).then(|| x as usize * SIDE + y as usize)
}

/// Where a stick whose first vertex is `from` is kept in the grid: only three vertices inside its
/// edge, so its ends, its triangles, every place touching it and their neighbours are inside too.
#[inline(always)]
fn stick_slot(from: Vertex) -> Option<usize> {
    let inner = |n: i32| (3 - HALF..HALF - 3).contains(&n);
    (inner(from.x) && inner(from.y))
        .then(|| slot(from.x, from.y))
        .flatten()
}

/// The sticks on the raft, by place.
#[derive(Clone)]
pub(crate) struct Sticks {
    map: BTreeMap<Edge, Stick>,
    /// The grid, a column of bits for each `x`.
    columns: Vec<Column>,
    /// How many sticks the grid does not hold.
    outside: usize,
    /// The grid's first vertices of sticks lie within `x0..=x1`, `y0..=y1` (the box only grows
    /// until the map is cleared: a bigger box is only slower to read, never wrong).
    x0: i32,
    y0: i32,
    x1: i32,
    y1: i32,
}

impl Default for Sticks {
    fn default() -> Self {
        Sticks {
            map: BTreeMap::new(),
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
    pub(crate) fn map(&self) -> &BTreeMap<Edge, Stick> {
        &self.map
    }

    pub(crate) fn get(&self, e: &Edge) -> Option<&Stick> {
        self.map.get(e)
    }

    pub(crate) fn contains_key(&self, e: &Edge) -> bool {
        self.map.contains_key(e)
    }

    pub(crate) fn iter(&self) -> btree_map::Iter<'_, Edge, Stick> {
        self.map.iter()
    }

    pub(crate) fn keys(&self) -> btree_map::Keys<'_, Edge, Stick> {
        self.map.keys()
    }

    pub(crate) fn values(&self) -> btree_map::Values<'_, Edge, Stick> {
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
    fn sides(&self, c: &Cell, dark: bool) -> u64 {
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
    fn code(&self, e: &Edge) -> u8 {
        let d = e.dir as usize;
        slot(e.from.x, e.from.y)
            .and_then(|i| {
                let c = self.columns.get(i / SIDE)?;
                let bit = |words: &[u64; 3]| u8::from(words[d] >> (i % SIDE) & 1 != 0);
                Some(bit(&c.placed) + bit(&c.dark) + bit(&c.anchor))
            })
            .unwrap_or(0)
    }

    /// Calls `each` with every column within two of the box of sticks, in order, with its `x`,
    /// until it says to stop. Every triangle beside a stick and every place touching the end of
    /// one lies in these columns.
    fn each_column(
        &self,
        mut each: impl FnMut(i32, &Column) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if self.x0 > self.x1 {
            return ControlFlow::Continue(());
        }
        for x in self.x0 - 2..=self.x1 + 2 {
            if let Some(c) = slot(x, 0).and_then(|i| self.columns.get(i / SIDE)) {
                each(x, c)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// The column at `x` (empty outside the grid).
    #[inline(always)]
    fn column(&self, x: i32) -> Column {
        slot(x, 0)
            .and_then(|i| self.columns.get(i / SIDE))
            .copied()
            .unwrap_or_default()
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
    type IntoIter = btree_map::Iter<'a, Edge, Stick>;
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

/// The goats on the raft, by triangle.
#[derive(Clone)]
pub(crate) struct Herd {
    map: BTreeMap<Cell, Goats>,
    /// Two bytes per vertex of the grid: its two triangles' goats (downward, then upward: 0 when
    /// empty, else `1 + owner * 4 + pack`).
    grid: Vec<u8>,
    /// Each column's triangles (downward, then upward) holding goats, as bits (as in
    /// [`Column`]), kept in step with the grid.
    taken: Vec<[u64; 2]>,
    /// How many triangles of goats the grid does not hold.
    outside: usize,
}

impl Default for Herd {
    fn default() -> Self {
        Herd {
            map: BTreeMap::new(),
            grid: vec![0; SIDE * SIDE * 2],
            taken: vec![[0; 2]; SIDE],
            outside: 0,
        }
    }
}

impl Herd {
    /// The map itself.
    pub(crate) fn map(&self) -> &BTreeMap<Cell, Goats> {
        &self.map
    }

    pub(crate) fn get(&self, c: &Cell) -> Option<&Goats> {
        self.map.get(c)
    }

    pub(crate) fn contains_key(&self, c: &Cell) -> bool {
        self.map.contains_key(c)
    }

    pub(crate) fn iter(&self) -> btree_map::Iter<'_, Cell, Goats> {
        self.map.iter()
    }

    pub(crate) fn keys(&self) -> btree_map::Keys<'_, Cell, Goats> {
        self.map.keys()
    }

    pub(crate) fn values(&self) -> btree_map::Values<'_, Cell, Goats> {
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
        match Self::place(c, g).and_then(|k| Some((k, self.grid.get_mut(k)?))) {
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
        }
        self.mark(&c, &g, true);
        old
    }

    /// Takes the goats in `c` away, returning them.
    pub(crate) fn remove(&mut self, c: &Cell) -> Option<Goats> {
        let old = self.map.remove(c)?;
        self.mark(c, &old, false);
        Some(old)
    }

    #[cfg(test)]
    pub(crate) fn clear(&mut self) {
        *self = Herd::default();
    }

    /// The grid's byte for `c` (0 when empty or outside), for a grid that holds every goat.
    #[inline(always)]
    fn code(&self, c: &Cell) -> u8 {
        slot(c.x, c.y)
            .and_then(|i| self.grid.get(i * 2 + half(c)))
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
    type IntoIter = btree_map::Iter<'a, Cell, Goats>;
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

/// The grids are a quicker way to read the maps: only the maps are compared, shown and saved
/// (as lists of pairs, the way saves have always held them).
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

        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                crate::engine::pairs::serialize(&self.map, s)
            }
        }

        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                Ok(crate::engine::pairs::deserialize(d)?.into_iter().collect())
            }
        }
    };
}

like_the_map!(Sticks);
like_the_map!(Herd);

/// The raft's sticks and goats, quick to ask.
pub(super) struct Board<'a> {
    game: &'a FloatsMcGoats,
    /// Whether the grids hold everything (else every question goes to the maps).
    dense: bool,
}

/// A flag for each place in the grid, for following the raft.
pub(super) struct Marks([u64; SIDE * SIDE * 3 / 64]);

impl Marks {
    pub(super) fn new() -> Self {
        Marks([0; SIDE * SIDE * 3 / 64])
    }

    /// Marks `e`, answering whether it was unmarked (always no for a place outside the grid).
    #[inline(always)]
    pub(super) fn mark(&mut self, e: &Edge) -> bool {
        let Some(k) = slot(e.from.x, e.from.y).map(|i| i * 3 + e.dir as usize) else {
            return false;
        };
        let Some(word) = self.0.get_mut(k / 64) else {
            return false;
        };
        let bit = 1u64 << (k % 64);
        let fresh = *word & bit == 0;
        *word |= bit;
        fresh
    }
}

impl<'a> Board<'a> {
    /// The board of `game`.
    pub(super) fn new(game: &'a FloatsMcGoats) -> Self {
        Board {
            game,
            dense: game.sticks.outside == 0 && game.goats.outside == 0,
        }
    }

    /// Whether the grids hold everything (so [`Marks`] can flag any stick).
    pub(super) fn dense(&self) -> bool {
        self.dense
    }

    /// The stick at `e`, if any.
    #[inline]
    pub(super) fn stick(&self, e: &Edge) -> Option<Stick> {
        if !self.dense {
            return self.game.sticks.get(e).copied();
        }
        KINDS[usize::from(self.game.sticks.code(e) & 3)]
    }

    /// Whether a stick lies at `e`.
    #[inline]
    pub(super) fn has_stick(&self, e: &Edge) -> bool {
        if !self.dense {
            return self.game.sticks.contains_key(e);
        }
        self.game.sticks.code(e) != 0
    }

    /// The goats in `c`, if any.
    #[inline]
    pub(super) fn goat(&self, c: &Cell) -> Option<Goats> {
        if !self.dense {
            return self.game.goats.get(c).copied();
        }
        let code = self.game.goats.code(c).checked_sub(1)?;
        Some(Goats {
            owner: usize::from(code / 4),
            pack: PACKS[usize::from(code % 4)],
        })
    }

    /// Whether anyone's goats are in `c`.
    #[inline]
    pub(super) fn has_goat(&self, c: &Cell) -> bool {
        if !self.dense {
            return self.game.goats.contains_key(c);
        }
        self.game.goats.code(c) != 0
    }

    /// [`FloatsMcGoats::locked`].
    pub(super) fn locked(&self, c: Cell) -> bool {
        if self.dense {
            return self.game.sticks.sides(&c, true) == 3;
        }
        c.edges()
            .iter()
            .all(|e| matches!(self.stick(e), Some(Stick::Dark | Stick::Anchor)))
    }

    /// Whether all three sides of `c` are sticks ([`FloatsMcGoats::closed`]).
    #[inline(always)]
    pub(super) fn closed(&self, c: &Cell) -> bool {
        if !self.dense {
            return self.closed_in_the_map(c);
        }
        slot(c.x, c.y).is_some_and(|i| {
            let column = self.game.sticks.columns.get(i / SIDE);
            column.is_some_and(|col| col.closed[half(c)] >> (i % SIDE) & 1 != 0)
        })
    }

    /// [`Board::closed`] asked of the map (kept out of line: only damaged saves need it).
    #[inline(never)]
    fn closed_in_the_map(&self, c: &Cell) -> bool {
        c.edges().iter().all(|e| self.game.sticks.contains_key(e))
    }

    /// Sides of `c` with no stick.
    #[inline]
    pub(super) fn gaps(&self, c: Cell) -> usize {
        if self.dense {
            return 3 - self.game.sticks.sides(&c, false) as usize;
        }
        c.edges().iter().filter(|e| !self.has_stick(e)).count()
    }

    /// Whether the vertex `v` is the end of a stick (dense boards only).
    #[inline(always)]
    fn is_end(&self, v: Vertex) -> bool {
        slot(v.x, v.y).is_some_and(|i| {
            let column = self.game.sticks.columns.get(i / SIDE);
            column.is_some_and(|c| c.ends >> (i % SIDE) & 1 != 0)
        })
    }

    /// Whether some stick other than `edge` shares an end with it.
    pub(super) fn touches_raft(&self, edge: Edge) -> bool {
        if !self.dense || self.has_stick(&edge) {
            return edge
                .ends()
                .iter()
                .flat_map(|end| end.edges())
                .any(|s| s != edge && self.has_stick(&s));
        }
        // `edge` holds no stick: any stick at one of its ends is another.
        edge.ends().iter().any(|v| self.is_end(*v))
    }

    /// The sticks not joined to the anchors end to end, in order.
    pub(super) fn adrift(&self) -> Vec<Edge> {
        if !self.dense {
            let raft = anchored_in(self, None);
            return self
                .game
                .sticks
                .keys()
                .filter(|e| !raft.contains(e))
                .copied()
                .collect();
        }
        let sticks = &self.game.sticks;
        // The vertices joined to the anchors, a word per column: seeded with the anchors' ends,
        // then grown across each column's sticks, sweeping back and forth until nothing changes.
        // A stick is joined when its first vertex is.
        let mut reached = [0u64; SIDE];
        for a in ANCHORS {
            if self.has_stick(&a) {
                for v in a.ends() {
                    if let Some(i) = slot(v.x, v.y)
                        && let Some(r) = reached.get_mut(i / SIDE)
                    {
                        set_bit(r, i, true);
                    }
                }
            }
        }
        // The columns holding any stick's vertex (with none, nothing is joined).
        let (Some(lo), Some(hi)) = (slot(sticks.x0 - 1, 0), slot(sticks.x1 + 1, 0)) else {
            return sticks.keys().copied().collect();
        };
        let columns = lo / SIDE..=hi / SIDE;
        let column = |c: usize| sticks.columns.get(c).copied().unwrap_or_default();
        let mut ascending = true;
        loop {
            let mut changed = false;
            for c in columns.clone() {
                let c = if ascending {
                    c
                } else {
                    columns.start() + columns.end() - c
                };
                let (west, here, east) = (column(c.wrapping_sub(1)), column(c), column(c + 1));
                let at = |c: usize| reached.get(c).copied().unwrap_or(0);
                let (r_west, r_east) = (at(c.wrapping_sub(1)), at(c + 1));
                // East sticks join `(x, y)` to `(x + 1, y)`, north-west ones `(x, y)` to
                // `(x - 1, y + 1)`, north ones `(x, y)` to `(x, y + 1)`.
                let mut r = at(c)
                    | (r_east & here.placed[0])
                    | (r_west & west.placed[0])
                    | ((r_west >> 1) & here.placed[2])
                    | ((r_east & east.placed[2]) << 1);
                loop {
                    let up_down = r | ((r & here.placed[1]) << 1) | ((r >> 1) & here.placed[1]);
                    if up_down == r {
                        break;
                    }
                    r = up_down;
                }
                if let Some(old) = reached.get_mut(c)
                    && *old != r
                {
                    *old = r;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
            ascending = !ascending;
        }
        let joined = |e: &Edge| {
            slot(e.from.x, e.from.y).is_some_and(|i| {
                reached
                    .get(i / SIDE)
                    .is_some_and(|r| r >> (i % SIDE) & 1 != 0)
            })
        };
        sticks.keys().filter(|e| !joined(e)).copied().collect()
    }

    /// Calls `each` with every triangle beside a stick that holds no goats and is not `shark`,
    /// in order, until it says to stop; `None` when the grids can't tell.
    pub(super) fn each_open_cell(
        &self,
        shark: Option<Cell>,
        mut each: impl FnMut(Cell) -> ControlFlow<()>,
    ) -> Option<ControlFlow<()>> {
        if !self.dense {
            return None;
        }
        let goats = &self.game.goats;
        Some(self.game.sticks.each_column(|x, column| {
            let taken = slot(x, 0)
                .and_then(|i| goats.taken.get(i / SIDE))
                .copied()
                .unwrap_or_default();
            let down = column.sided[0] & !taken[0];
            let up = column.sided[1] & !taken[1];
            // Down before up at each vertex, as triangles sort.
            each_bit(down | up, |bit| {
                let y = bit as i32 - HALF;
                for (open, up) in [(down, false), (up, true)] {
                    let cell = Cell { x, y, up };
                    if open >> bit & 1 != 0 && shark != Some(cell) {
                        each(cell)?;
                    }
                }
                ControlFlow::Continue(())
            })
        }))
    }

    /// Whether some triangle whose three sides are sticks holds no goats and is not `shark`;
    /// `None` when the grids can't tell.
    pub(super) fn any_closed_open_cell(&self, shark: Option<Cell>) -> Option<bool> {
        if !self.dense {
            return None;
        }
        let goats = &self.game.goats;
        let shark = shark.and_then(|c| Some((slot(c.x, c.y)?, half(&c))));
        let found = self.game.sticks.each_column(|x, column| {
            let Some(i) = slot(x, 0) else {
                return ControlFlow::Continue(());
            };
            let taken = goats.taken.get(i / SIDE).copied().unwrap_or_default();
            for (k, (closed, taken)) in column.closed.iter().zip(taken).enumerate() {
                let mut free = closed & !taken;
                if let Some((s, sk)) = shark
                    && s / SIDE == i / SIDE
                    && sk == k
                {
                    set_bit(&mut free, s, false);
                }
                if free != 0 {
                    return ControlFlow::Break(());
                }
            }
            ControlFlow::Continue(())
        });
        Some(found.is_break())
    }

    /// Calls `each` with every free place touching the end of a stick, in order, until it says
    /// to stop; `None` when the grids can't tell.
    pub(super) fn each_stick_place(
        &self,
        mut each: impl FnMut(Edge) -> ControlFlow<()>,
    ) -> Option<ControlFlow<()>> {
        if !self.dense {
            return None;
        }
        let sticks = &self.game.sticks;
        Some(sticks.each_column(|x, here| {
            // Free, and one of its ends is the end of a stick (necessarily another): the place
            // east of a vertex ends at the next column's vertex, north at the next vertex up,
            // north-west at the previous column's next vertex up.
            let ends = here.ends;
            let free = [
                (ends | sticks.column(x + 1).ends) & !here.placed[0],
                (ends | ends >> 1) & !here.placed[1],
                (ends | sticks.column(x - 1).ends >> 1) & !here.placed[2],
            ];
            each_bit(free[0] | free[1] | free[2], |bit| {
                let from = Vertex {
                    x,
                    y: bit as i32 - HALF,
                };
                for (places, dir) in free.iter().zip(DIRS) {
                    if places >> bit & 1 != 0 {
                        each(Edge { from, dir })?;
                    }
                }
                ControlFlow::Continue(())
            })
        }))
    }

    /// Every triangle beside a stick that holds no goats and is not `shark`, in order; `None`
    /// when the grids can't tell.
    #[cfg(test)]
    pub(super) fn open_cells(&self, shark: Option<Cell>) -> Option<Vec<Cell>> {
        let mut out = Vec::new();
        let _ = self.each_open_cell(shark, |c| {
            out.push(c);
            ControlFlow::Continue(())
        })?;
        Some(out)
    }

    /// Every free place touching the end of a stick, in order; `None` when the grids can't tell.
    #[cfg(test)]
    pub(super) fn stick_places(&self) -> Option<Vec<Edge>> {
        let mut out = Vec::new();
        let _ = self.each_stick_place(|e| {
            out.push(e);
            ControlFlow::Continue(())
        })?;
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Options;
    use super::*;
    use crate::engine::harness::Fuzz;
    use crate::engine::{Game, GameRng, Log, ToAct};

    /// Every answer the board gives, asked of the maps directly; whether some sticks are adrift.
    fn same_as_the_maps(g: &FloatsMcGoats) -> bool {
        let board = Board::new(g);
        let mut cells: Vec<Cell> = g.sticks.keys().flat_map(|e| e.cells()).collect();
        cells.extend(g.goats.keys());
        cells.sort_unstable();
        cells.dedup();
        let open: Vec<Cell> = cells.iter().copied().filter(|c| g.open(*c)).collect();
        assert_eq!(board.open_cells(g.shark).unwrap_or(open.clone()), open);
        let closed_open = open.iter().any(|c| g.closed(*c));
        let any = board.any_closed_open_cell(g.shark);
        assert_eq!(any.unwrap_or(closed_open), closed_open);
        for c in &cells {
            assert_eq!(board.goat(c), g.goats.get(c).copied());
            assert_eq!(board.locked(*c), g.locked(*c));
            let closed = c.edges().iter().all(|e| g.sticks.contains_key(e));
            assert_eq!(board.closed(c), closed);
            let gaps = c.edges().into_iter().filter(|e| !g.sticks.contains_key(e));
            assert_eq!(board.gaps(*c), gaps.count());
        }
        let mut places: Vec<Edge> = g
            .sticks
            .keys()
            .flat_map(|e| e.ends())
            .flat_map(Vertex::edges)
            .filter(|p| !g.sticks.contains_key(p))
            .collect();
        places.sort_unstable();
        places.dedup();
        assert_eq!(board.stick_places().unwrap_or(places.clone()), places);
        for p in places.iter().chain(g.sticks.keys()) {
            assert_eq!(board.stick(p), g.sticks.get(p).copied());
        }
        let raft = anchored_in(&board, None);
        let adrift: Vec<Edge> = g
            .sticks
            .keys()
            .filter(|e| !raft.contains(e))
            .copied()
            .collect();
        assert_eq!(board.adrift(), adrift);
        !adrift.is_empty()
    }

    #[test]
    fn a_slot_is_found_only_inside_the_grid() {
        let edges = [
            i32::MIN,
            i32::MIN + 31,
            -HALF - 1,
            -HALF,
            0,
            HALF - 1,
            HALF,
            i32::MAX,
        ];
        for x in edges {
            for y in edges {
                let inside = |n: i32| (-HALF..HALF).contains(&n);
                let expected = (inside(x) && inside(y))
                    .then(|| (x + HALF) as usize * SIDE + (y + HALF) as usize);
                assert_eq!(slot(x, y), expected, "{x} {y}");
            }
        }
    }

    #[test]
    fn the_board_answers_as_the_maps_do_near_and_far() {
        let mut adrift = 0;
        for seed in 0..20 {
            let mut g =
                FloatsMcGoats::new(2, &Options::default(), seed).unwrap_or_else(|e| panic!("{e}"));
            let mut rng = GameRng::new(seed);
            while let ToAct::Seats(seats) = g.to_act() {
                adrift += usize::from(same_as_the_maps(&g));
                // A saved and loaded game has the same maps, and grids that answer the same.
                let saved = serde_json::to_string(&g).unwrap_or_else(|e| panic!("{e}"));
                let back: FloatsMcGoats =
                    serde_json::from_str(&saved).unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(back, g);
                same_as_the_maps(&back);
                let legal = g.legal_actions(seats[0]);
                let k = FloatsMcGoats::choose(&g, seats[0], &legal, &mut rng);
                assert!(g.execute(seats[0], &legal[k], &mut Log::new()).is_ok());
            }
        }
        // Some of those rafts had sticks cut off (a stick picked up, before they float away).
        assert!(adrift > 10, "{adrift}");
        // A damaged save's far-off stick and goats: the board asks the maps.
        let mut g = FloatsMcGoats::new(2, &Options::default(), 1).unwrap_or_else(|e| panic!("{e}"));
        let far = Edge {
            from: Vertex { x: 1 << 20, y: -5 },
            dir: Dir::N,
        };
        g.sticks.insert(far, Stick::Light);
        g.goats.insert(
            far.cells()[0],
            Goats {
                owner: 1,
                pack: Pack::Baby,
            },
        );
        assert!(!Board::new(&g).dense);
        same_as_the_maps(&g);
        assert_eq!(Board::new(&g).adrift(), vec![far]);
        // Nothing on the raft at all: every question still answered.
        g.sticks.clear();
        g.goats.clear();
        assert!(Board::new(&g).dense);
        same_as_the_maps(&g);
        let west = Edge {
            from: Vertex { x: -5, y: -5 },
            dir: Dir::N,
        };
        assert_eq!(Board::new(&g).goat(&west.cells()[0]), None);
        assert_eq!(Board::new(&g).stick(&west), None);
    }
}
