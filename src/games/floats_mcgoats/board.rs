//! The questions that listing and checking moves ask of the raft (which stick or goat is where,
//! which triangles are open or closed, what floats away), answered from the grids kept beside the
//! game's maps ([`super::grid`]), or from the maps themselves when a damaged save put something
//! beyond the grids. Those asked of the whole raft at once are in [`super::sweeps`].

use super::grid::KINDS;
use super::herd::PACKS;
use super::lattice::{Cell, Edge, Vertex};
use super::layout::*;
use super::{FloatsMcGoats, Goats, Stick};

/// The raft's sticks and goats, quick to ask.
pub(super) struct Board<'a> {
    pub(super) game: &'a FloatsMcGoats,
    /// Whether the grids hold everything (else every question goes to the maps).
    pub(super) dense: bool,
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

    /// Whether some side of `c` is a stick.
    #[inline]
    pub(super) fn beside_stick(&self, c: &Cell) -> bool {
        if !self.dense {
            return c.edges().iter().any(|e| self.game.sticks.contains_key(e));
        }
        slot(c.x, c.y).is_some_and(|i| {
            let column = self.game.sticks.columns.get(i / SIDE);
            column.is_some_and(|col| col.sided[half(c)] >> (i % SIDE) & 1 != 0)
        })
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
}

#[cfg(test)]
mod tests {
    use super::super::lattice::Dir;
    use super::super::rules::anchored_in;
    use super::super::{Options, Pack};
    use super::*;
    use crate::engine::harness::Fuzz;
    use crate::engine::{Game, GameRng, Log, Seat, ToAct};

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
            let gaps = gaps.count();
            assert_eq!(board.gaps(*c), gaps);
            assert_eq!(board.beside_stick(c), gaps < 3);
        }
        // The most points any one seat has on the raft (all seats past the fourth counted
        // together).
        let most = (0..5).map(|seat| {
            let mine = g.goats.values().filter(|x| x.owner.min(4) == seat);
            mine.map(|x| x.pack.points()).sum::<u32>()
        });
        assert_eq!(g.goats.most_points(), most.max().unwrap_or(0));
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
        // And goats of seats no table has.
        for (owner, x) in [(7, 0), (9, 1), (70, 2)] {
            let pack = Pack::MamaAndBaby;
            g.goats
                .insert(Cell { x, y: 5, up: true }, Goats { owner, pack });
        }
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
