//! A snapshot of the raft laid out in a box of the lattice, for the many look-ups that listing and
//! checking moves make: one array read instead of a walk down a tree. Built from the game's maps
//! each time it is needed (the maps stay the game's record); a box too big for that (only a
//! damaged save could spread the raft so far) asks the maps instead.
//!
//! The box is stored column by column (`x`, then `y`), so reading it in order visits vertices,
//! places and triangles in the same order as sorting them would.

use super::lattice::{ANCHORS, Cell, Dir, Edge, Vertex};
use super::rules::anchored_in;
use super::{FloatsMcGoats, Goats, Pack, Stick};

/// The raft's sticks and goats, quick to ask.
pub(super) struct Board<'a> {
    game: &'a FloatsMcGoats,
    /// Whether the box below holds everything (else every question goes to the maps).
    dense: bool,
    /// The box's first vertex and its size in vertices: it holds every stick's first vertex with
    /// two vertices to spare on every side, and every goat's triangle, so anything outside holds
    /// nothing, and every triangle beside a stick, end of a stick and place touching one is inside.
    x0: i64,
    y0: i64,
    width: i64,
    height: i64,
    /// Eight bytes per vertex: the sticks of its three places ([`Stick`] code: 0 for none)
    /// ([`STICK`]); whether it is the end of a stick ([`END`]); its two triangles' goats
    /// (downward, then upward, as they sort: 0 when empty, else `1 + owner * 4 + pack`)
    /// ([`GOAT`]); how many sides of each of its two triangles hold sticks ([`SIDES`]).
    bytes: Vec<u8>,
}

/// Bytes per vertex in [`Board::bytes`], and where each part starts.
const STRIDE: usize = 8;
const STICK: usize = 0;
const END: usize = 3;
const GOAT: usize = 4;
const SIDES: usize = 6;

const PACKS: [Pack; 4] = [Pack::Mama, Pack::Baby, Pack::TwoMamas, Pack::MamaAndBaby];
const KINDS: [Option<Stick>; 4] = [
    None,
    Some(Stick::Light),
    Some(Stick::Dark),
    Some(Stick::Anchor),
];
const DIRS: [Dir; 3] = [Dir::E, Dir::N, Dir::NW];

fn stick_code(s: Stick) -> u8 {
    match s {
        Stick::Light => 1,
        Stick::Dark => 2,
        Stick::Anchor => 3,
    }
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

impl<'a> Board<'a> {
    /// Most vertices a box holds (a raft of fifty sticks spans well under 3,000).
    const MAX_VERTICES: i64 = 1 << 14;

    /// The board of `game`.
    pub(super) fn new(game: &'a FloatsMcGoats) -> Self {
        let (mut x0, mut y0, mut x1, mut y1) = (i64::MAX, i64::MAX, i64::MIN, i64::MIN);
        for e in game.sticks.keys() {
            let (x, y) = (i64::from(e.from.x), i64::from(e.from.y));
            x0 = x0.min(x - 2);
            x1 = x1.max(x + 2);
            y0 = y0.min(y - 2);
            y1 = y1.max(y + 2);
        }
        let mut small_owners = true;
        for (c, g) in &game.goats {
            small_owners &= g.owner < 60;
            let (x, y) = (i64::from(c.x), i64::from(c.y));
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
        }
        let (width, height) = if x0 <= x1 {
            (x1 - x0 + 1, y1 - y0 + 1)
        } else {
            (0, 0)
        };
        let mut board = Board {
            game,
            dense: false,
            x0,
            y0,
            width,
            height,
            bytes: Vec::new(),
        };
        // The box's coordinates, and one past them, must be plain `i32`s.
        let fits = |lo: i64, hi: i64| lo >= i64::from(i32::MIN) && hi < i64::from(i32::MAX);
        let small = width.saturating_mul(height) <= Self::MAX_VERTICES;
        // An empty raft (no stick, no goat: only a hand-made state) has no box at all.
        if !(width > 0 && small && small_owners && fits(x0, x1) && fits(y0, y1)) {
            return board;
        }
        let vertices = (width * height) as usize;
        board.dense = true;
        let mut bytes = vec![0u8; vertices * STRIDE];
        let h = height as usize;
        for (e, s) in &game.sticks {
            // Every stick lies two vertices inside the box, so its neighbours are in it too.
            let Some(i) = board.slot(e.from) else {
                continue;
            };
            // The vertices of the other end and of the two triangles beside it.
            let (to, up, down) = match e.dir {
                Dir::E => (i.wrapping_add(h), i, i.wrapping_sub(1)),
                Dir::N => (i.wrapping_add(1), i, i.wrapping_sub(h)),
                Dir::NW => {
                    let left = i.wrapping_sub(h);
                    (left.wrapping_add(1), left, left)
                }
            };
            let at = |vertex: usize, part: usize| vertex.wrapping_mul(STRIDE).wrapping_add(part);
            let writes = [
                (at(i, STICK + e.dir as usize), Some(stick_code(*s))),
                (at(i, END), Some(1)),
                (at(to, END), Some(1)),
                (at(up, SIDES + 1), None),
                (at(down, SIDES), None),
            ];
            for (k, value) in writes {
                if let Some(b) = bytes.get_mut(k) {
                    *b = value.unwrap_or(b.saturating_add(1));
                }
            }
        }
        for (c, g) in &game.goats {
            let slot = board.slot(Vertex { x: c.x, y: c.y });
            if let Some(b) = slot.and_then(|i| bytes.get_mut(i * STRIDE + GOAT + half(c))) {
                *b = 1 + g.owner as u8 * 4 + pack_code(g.pack);
            }
        }
        board.bytes = bytes;
        board
    }

    /// The vertex `v`'s place in the box, if it lies inside.
    #[inline(always)]
    fn slot(&self, v: Vertex) -> Option<usize> {
        let (x, y) = (i64::from(v.x) - self.x0, i64::from(v.y) - self.y0);
        (x >= 0 && x < self.width && y >= 0 && y < self.height)
            .then(|| (x * self.height + y) as usize)
    }

    /// The box's vertices in order (column by column), each with its bytes.
    fn vertices(&self) -> impl Iterator<Item = (Vertex, &[u8])> {
        let (x0, y0, height) = (self.x0 as i32, self.y0 as i32, self.height as i32);
        let (mut x, mut y) = (x0, y0);
        self.bytes.chunks_exact(STRIDE).map(move |bytes| {
            let v = Vertex { x, y };
            y += 1;
            if y - y0 == height {
                y = y0;
                x += 1;
            }
            (v, bytes)
        })
    }

    /// Where the byte `part` of the triangle `c` is ([`GOAT`] or [`SIDES`]), if it lies inside.
    #[inline(always)]
    fn cell_byte(&self, c: &Cell, part: usize) -> u8 {
        self.slot(Vertex { x: c.x, y: c.y })
            .and_then(|i| self.bytes.get(i * STRIDE + part + half(c)))
            .copied()
            .unwrap_or(0)
    }

    /// The byte for the stick at `e` (0 when there is none).
    #[inline(always)]
    fn stick_byte(&self, e: &Edge) -> u8 {
        self.slot(e.from)
            .and_then(|i| self.bytes.get(i * STRIDE + STICK + e.dir as usize))
            .copied()
            .unwrap_or(0)
    }

    /// Whether the vertex `v` is the end of a stick.
    #[inline(always)]
    fn is_end(&self, v: Vertex) -> bool {
        self.slot(v)
            .and_then(|i| self.bytes.get(i * STRIDE + END))
            .is_some_and(|b| *b != 0)
    }

    /// The stick at `e`, if any.
    #[inline]
    pub(super) fn stick(&self, e: &Edge) -> Option<Stick> {
        if !self.dense {
            return self.game.sticks.get(e).copied();
        }
        KINDS[usize::from(self.stick_byte(e) & 3)]
    }

    /// Whether a stick lies at `e`.
    #[inline]
    pub(super) fn has_stick(&self, e: &Edge) -> bool {
        if !self.dense {
            return self.game.sticks.contains_key(e);
        }
        self.stick_byte(e) != 0
    }

    /// The goats in `c`, if any.
    #[inline]
    pub(super) fn goat(&self, c: &Cell) -> Option<Goats> {
        if !self.dense {
            return self.game.goats.get(c).copied();
        }
        let code = self.cell_byte(c, GOAT).checked_sub(1)?;
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
        self.cell_byte(c, GOAT) != 0
    }

    /// [`FloatsMcGoats::locked`].
    pub(super) fn locked(&self, c: Cell) -> bool {
        c.edges()
            .iter()
            .all(|e| matches!(self.stick(e), Some(Stick::Dark | Stick::Anchor)))
    }

    /// Sides of `c` with no stick.
    pub(super) fn gaps(&self, c: Cell) -> usize {
        if !self.dense {
            return c.edges().iter().filter(|e| !self.has_stick(e)).count();
        }
        3 - usize::from(self.cell_byte(&c, SIDES).min(3))
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

    /// Where `e`'s flag is among three a vertex, if it lies inside.
    fn edge_index(&self, e: &Edge) -> Option<usize> {
        self.slot(e.from).map(|i| i * 3 + e.dir as usize)
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
        // Follow the raft out from the anchors, flagging each stick reached by its place.
        let mut seen = vec![false; self.bytes.len() / STRIDE * 3];
        let mut frontier: Vec<Edge> = Vec::new();
        let mut reach = |e: Edge, frontier: &mut Vec<Edge>| {
            let flag = self.edge_index(&e).and_then(|k| seen.get_mut(k));
            if let Some(flag) = flag.filter(|f| !**f && self.has_stick(&e)) {
                *flag = true;
                frontier.push(e);
            }
        };
        for a in ANCHORS {
            reach(a, &mut frontier);
        }
        while let Some(e) = frontier.pop() {
            for end in e.ends() {
                for next in end.edges() {
                    reach(next, &mut frontier);
                }
            }
        }
        self.game
            .sticks
            .keys()
            .filter(|e| {
                !self
                    .edge_index(e)
                    .and_then(|k| seen.get(k))
                    .is_some_and(|f| *f)
            })
            .copied()
            .collect()
    }

    /// Every triangle beside a stick that holds no goats and is not `shark`, in order; `None`
    /// when the box is too big to tell.
    pub(super) fn open_cells(&self, shark: Option<Cell>) -> Option<Vec<Cell>> {
        if !self.dense {
            return None;
        }
        let mut out = Vec::new();
        for (v, bytes) in self.vertices() {
            for up in [false, true] {
                let k = usize::from(up);
                if bytes[SIDES + k] != 0 && bytes[GOAT + k] == 0 {
                    let cell = Cell { x: v.x, y: v.y, up };
                    if shark != Some(cell) {
                        out.push(cell);
                    }
                }
            }
        }
        Some(out)
    }

    /// Every free place touching the end of a stick, in order; `None` when the box is too big to
    /// tell.
    pub(super) fn stick_places(&self) -> Option<Vec<Edge>> {
        if !self.dense {
            return None;
        }
        let mut out = Vec::new();
        for (from, bytes) in self.vertices() {
            let here = bytes[END] != 0;
            for (dir, code) in DIRS.iter().zip(&bytes[STICK..STICK + 3]) {
                let edge = Edge { from, dir: *dir };
                // Free, and one of its ends is the end of a stick (necessarily another).
                if *code == 0 && (here || self.is_end(edge.ends()[1])) {
                    out.push(edge);
                }
            }
        }
        Some(out)
    }
}

#[cfg(test)]
mod tests {
    use super::super::Options;
    use super::*;
    use crate::engine::harness::Fuzz;
    use crate::engine::{Game, GameRng, Log, ToAct};

    /// Every answer the board gives, asked of the maps directly.
    fn same_as_the_maps(g: &FloatsMcGoats) {
        let board = Board::new(g);
        let mut cells: Vec<Cell> = g.sticks.keys().flat_map(|e| e.cells()).collect();
        cells.extend(g.goats.keys());
        cells.sort_unstable();
        cells.dedup();
        let open: Vec<Cell> = cells.iter().copied().filter(|c| g.open(*c)).collect();
        assert_eq!(board.open_cells(g.shark).unwrap_or(open.clone()), open);
        for c in &cells {
            assert_eq!(board.goat(c), g.goats.get(c).copied());
            assert_eq!(board.locked(*c), g.locked(*c));
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
        let adrift = g.sticks.keys().filter(|e| !raft.contains(e)).copied();
        assert_eq!(board.adrift(), adrift.collect::<Vec<_>>());
    }

    #[test]
    fn the_board_answers_as_the_maps_do_near_and_far() {
        for seed in 0..20 {
            let mut g =
                FloatsMcGoats::new(2, &Options::default(), seed).unwrap_or_else(|e| panic!("{e}"));
            let mut rng = GameRng::new(seed);
            while let ToAct::Seats(seats) = g.to_act() {
                same_as_the_maps(&g);
                let legal = g.legal_actions(seats[0]);
                let k = FloatsMcGoats::choose(&g, seats[0], &legal, &mut rng);
                assert!(g.execute(seats[0], &legal[k], &mut Log::new()).is_ok());
            }
        }
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
        // Nothing on the raft at all: no box, and every question still answered.
        g.sticks.clear();
        g.goats.clear();
        assert!(!Board::new(&g).dense);
        same_as_the_maps(&g);
        let west = Edge {
            from: Vertex { x: -5, y: -5 },
            dir: Dir::N,
        };
        assert_eq!(Board::new(&g).goat(&west.cells()[0]), None);
        assert_eq!(Board::new(&g).stick(&west), None);
    }
}
