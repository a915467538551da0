//! The questions that listing and checking moves ask of the raft (which stick or goat is where,
//! which triangles are open or closed, what floats away), answered from the grids kept beside the
//! game's maps ([`super::grid`]), or from the maps themselves when a damaged save put something
//! beyond the grids.

use super::grid::*;
use super::lattice::{ANCHORS, Cell, Edge, Vertex};
use super::rules::anchored_in;
use super::{FloatsMcGoats, Goats, Stick};
use crate::engine::Seat;
use std::ops::ControlFlow;

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
    #[inline]
    pub(super) fn locked(&self, c: Cell) -> bool {
        if self.dense {
            // As in [`Sticks::sides`], all three at once.
            let Some(i) = slot(c.x, c.y) else {
                return false;
            };
            let columns = &self.game.sticks.columns;
            let dark = |x: usize| columns.get(x).map_or([0; 3], |col| col.dark);
            let ([e, n, _], [_, east_n, east_nw], b) =
                (dark(i / SIDE), dark(i / SIDE + 1), i % SIDE);
            let all = if c.up {
                e & east_nw & n
            } else {
                east_nw & e >> 1 & east_n
            };
            return all >> b & 1 != 0;
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
        let placed = |c: usize| sticks.columns.get(c).map_or([0; 3], |col| col.placed);
        let mut ascending = true;
        loop {
            let mut changed = false;
            for c in columns.clone() {
                let c = if ascending {
                    c
                } else {
                    columns.start() + columns.end() - c
                };
                let (west, here, east) = (placed(c.wrapping_sub(1)), placed(c), placed(c + 1));
                let at = |c: usize| reached.get(c).copied().unwrap_or(0);
                let (r_west, r_east) = (at(c.wrapping_sub(1)), at(c + 1));
                // East sticks join `(x, y)` to `(x + 1, y)`, north-west ones `(x, y)` to
                // `(x - 1, y + 1)`, north ones `(x, y)` to `(x, y + 1)`.
                let mut r = at(c)
                    | (r_east & here[0])
                    | (r_west & west[0])
                    | ((r_west >> 1) & here[2])
                    | ((r_east & east[2]) << 1);
                loop {
                    let up_down = r | ((r & here[1]) << 1) | ((r >> 1) & here[1]);
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
        // Usually every stick is joined: then the map need not be walked.
        let all_joined = columns.clone().all(|c| {
            let [e, n, nw] = placed(c);
            (e | n | nw) & !reached.get(c).copied().unwrap_or(0) == 0
        });
        if all_joined && sticks.outside == 0 {
            return Vec::new();
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
        let sticks = &self.game.sticks;
        if sticks.x0 > sticks.x1 {
            return Some(false);
        }
        // A triangle's sides are places of its own column and the next (see
        // [`Sticks::derive`]): closed ones lie in the columns of the box of sticks.
        let (lo, hi) = (slot(sticks.x0, 0)? / SIDE, slot(sticks.x1, 0)? / SIDE);
        let columns = sticks.columns.get(lo..=hi)?;
        let taken = self.game.goats.taken.get(lo..=hi)?;
        for (k, (column, taken)) in columns.iter().zip(taken).enumerate() {
            let mut free = [column.closed[0] & !taken[0], column.closed[1] & !taken[1]];
            if free[0] | free[1] != 0 {
                // Not the shark's triangle.
                if let Some(s) = shark
                    && let Some(i) = slot(s.x, s.y)
                    && i / SIDE == lo + k
                    && let Some(word) = free.get_mut(half(&s))
                {
                    set_bit(word, i, false);
                }
                if free[0] | free[1] != 0 {
                    return Some(true);
                }
            }
        }
        Some(false)
    }

    /// Calls `each` with the owner and points of the goats in every closed triangle, in no
    /// particular order; `false` (having called nothing) when the grids can't tell.
    pub(super) fn each_closed_goats(&self, mut each: impl FnMut(Seat, u32)) -> bool {
        if !self.dense {
            return false;
        }
        let (sticks, goats) = (&self.game.sticks, &self.game.goats);
        if sticks.x0 > sticks.x1 {
            return true;
        }
        // Closed triangles lie in the columns of the box of sticks (as in
        // [`Board::any_closed_open_cell`]).
        let (Some(lo), Some(hi)) = (slot(sticks.x0, 0), slot(sticks.x1, 0)) else {
            return false;
        };
        let (lo, hi) = (lo / SIDE, hi / SIDE);
        let (Some(columns), Some(taken)) = (sticks.columns.get(lo..=hi), goats.taken.get(lo..=hi))
        else {
            return false;
        };
        for (k, (column, taken)) in columns.iter().zip(taken).enumerate() {
            for (h, (closed, taken)) in column.closed.iter().zip(taken).enumerate() {
                let _ = each_bit(closed & taken, |bit| {
                    let code = goats.grid.get(((lo + k) * SIDE + bit) * 2 + h);
                    if let Some(code) = code.and_then(|c| c.checked_sub(1)) {
                        each(usize::from(code / 4), PACKS[usize::from(code % 4)].points());
                    }
                    ControlFlow::Continue(())
                });
            }
        }
        true
    }

    /// The triangles holding goats whose three sides are dark sticks or anchors, in order;
    /// `None` when the grids can't tell.
    pub(super) fn locked_goats(&self) -> Option<Vec<Cell>> {
        if !self.dense {
            return None;
        }
        let (sticks, goats) = (&self.game.sticks, &self.game.goats);
        let mut out = Vec::new();
        if sticks.x0 > sticks.x1 {
            return Some(out);
        }
        // A triangle's sides are places of its own column and the next (as in
        // [`Board::locked`]): locked ones lie in the columns of the box of sticks.
        let (lo, hi) = (slot(sticks.x0, 0)? / SIDE, slot(sticks.x1, 0)? / SIDE);
        let dark = |c: usize| sticks.columns.get(c).map_or([0; 3], |col| col.dark);
        for c in lo..=hi {
            let ([e, n, _], [_, east_n, east_nw]) = (dark(c), dark(c + 1));
            let taken = goats.taken.get(c).copied().unwrap_or_default();
            let locked = [
                east_nw & e >> 1 & east_n & taken[0],
                e & east_nw & n & taken[1],
            ];
            let x = c as i32 - HALF;
            let _ = each_bit(locked[0] | locked[1], |bit| {
                let y = bit as i32 - HALF;
                for (words, up) in [(locked[0], false), (locked[1], true)] {
                    if words >> bit & 1 != 0 {
                        out.push(Cell { x, y, up });
                    }
                }
                ControlFlow::Continue(())
            });
        }
        Some(out)
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
                (ends | sticks.ends_at(x + 1)) & !here.placed[0],
                (ends | ends >> 1) & !here.placed[1],
                (ends | sticks.ends_at(x - 1) >> 1) & !here.placed[2],
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
    use super::super::lattice::Dir;
    use super::super::{Options, Pack};
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
        let mut closed_goats: Vec<(Seat, u32)> = Vec::new();
        if board.each_closed_goats(|s, p| closed_goats.push((s, p))) {
            closed_goats.sort_unstable();
            let mut plain: Vec<(Seat, u32)> = (g.goats.iter())
                .filter(|(c, _)| g.closed(**c))
                .map(|(_, x)| (x.owner, x.pack.points()))
                .collect();
            plain.sort_unstable();
            assert_eq!(closed_goats, plain);
        }
        if let Some(locked) = board.locked_goats() {
            let plain: Vec<Cell> = g.goats.keys().copied().filter(|c| g.locked(*c)).collect();
            assert_eq!(locked, plain);
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
