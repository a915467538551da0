//! The questions asked of the whole raft a column of the grids at a time (which sticks are
//! adrift, which triangles are open, closed or locked, where a stick may go), for
//! [`super::board::Board`]; `None` (or `false`) when the grids can't tell and the maps must be
//! asked.

use super::board::Board;
use super::grid::DIRS;
use super::herd::PACKS;
use super::lattice::{ANCHORS, Cell, Edge, Vertex};
use super::layout::*;
use super::rules::anchored_in;
use crate::engine::Seat;
use std::ops::ControlFlow;

impl Board<'_> {
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
        // The columns holding any stick's vertex, with one more either side (with none, nothing
        // is joined).
        let (Some(lo), Some(hi)) = (slot(sticks.x0 - 2, 0), slot(sticks.x1 + 2, 0)) else {
            return sticks.keys().copied().collect();
        };
        let Some(window) = sticks.columns.get(lo / SIDE..=hi / SIDE) else {
            return sticks.keys().copied().collect();
        };
        // A column's place in the window.
        let at = |i: usize| (i / SIDE).wrapping_sub(lo / SIDE);
        // The vertices joined to the anchors, a word per column of the window: seeded with the
        // anchors' ends, then grown across each column's sticks, sweeping back and forth until
        // nothing changes. A stick is joined when its first vertex is.
        let mut reached = [0u64; SIDE];
        for a in ANCHORS {
            if self.has_stick(&a) {
                for v in a.ends() {
                    if let Some(i) = slot(v.x, v.y)
                        && let Some(r) = reached.get_mut(at(i))
                    {
                        set_bit(r, i, true);
                    }
                }
            }
        }
        let (mut ascending, middle) = (true, window.len().saturating_sub(2));
        loop {
            let mut changed = false;
            for step in 0..middle {
                // Column `k + 1` of the window, between the `k`-th and the next but one.
                let k = if ascending { step } else { middle - 1 - step };
                let Some([west, here, east]) = window.get(k..k + 3) else {
                    continue;
                };
                let (west, here, east) = (west.placed, here.placed, east.placed);
                let Some(&[r_west, r_here, r_east]) = reached.get(k..k + 3) else {
                    continue;
                };
                // East sticks join `(x, y)` to `(x + 1, y)`, north-west ones `(x, y)` to
                // `(x - 1, y + 1)`, north ones `(x, y)` to `(x, y + 1)`.
                let mut r = r_here
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
                if r != r_here
                    && let Some(old) = reached.get_mut(k + 1)
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
        let all_joined = window.iter().zip(&reached).all(|(column, r)| {
            let [e, n, nw] = column.placed;
            (e | n | nw) & !r == 0
        });
        if all_joined && sticks.outside == 0 {
            return Vec::new();
        }
        let joined = |e: &Edge| {
            slot(e.from.x, e.from.y)
                .is_some_and(|i| reached.get(at(i)).is_some_and(|r| r >> (i % SIDE) & 1 != 0))
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
        let (sticks, goats) = (&self.game.sticks, &self.game.goats);
        if sticks.x0 > sticks.x1 {
            return Some(ControlFlow::Continue(()));
        }
        // A triangle's sides are places of its own column and the next (see
        // [`Sticks::derive`]): those beside a stick lie from the column before the box of sticks
        // to its last.
        let (lo, hi) = (slot(sticks.x0 - 1, 0)? / SIDE, slot(sticks.x1, 0)? / SIDE);
        let columns = sticks.columns.get(lo..=hi)?;
        let taken = goats.taken.get(lo..=hi)?;
        // The shark's triangle, as its column, bit and half.
        let shark = shark.and_then(|s| Some((slot(s.x, s.y)?, half(&s))));
        for (c, (column, taken)) in (lo..).zip(columns.iter().zip(taken)) {
            let mut open = [column.sided[0] & !taken[0], column.sided[1] & !taken[1]];
            if let Some((i, h)) = shark
                && i / SIDE == c
                && let Some(word) = open.get_mut(h)
            {
                set_bit(word, i, false);
            }
            let ([down, up], x) = (open, c as i32 - HALF);
            // Down before up at each vertex, as triangles sort.
            let flow = each_bit(down | up, |bit| {
                let y = bit as i32 - HALF;
                for (open, up) in [(down, false), (up, true)] {
                    if open >> bit & 1 != 0 {
                        each(Cell { x, y, up })?;
                    }
                }
                ControlFlow::Continue(())
            });
            if flow.is_break() {
                return Some(flow);
            }
        }
        Some(ControlFlow::Continue(()))
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
                    let code = goats.grid.get(lo + k).and_then(|c| c.0.get(bit * 2 + h));
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
        if sticks.x0 > sticks.x1 {
            return Some(ControlFlow::Continue(()));
        }
        // Every place touching the end of a stick lies within two columns of the box of sticks;
        // each column is read with the ones either side of it.
        let (lo, hi) = (
            slot(sticks.x0 - 3, 0)? / SIDE,
            slot(sticks.x1 + 3, 0)? / SIDE,
        );
        let columns = sticks.columns.get(lo..=hi)?;
        for (c, three) in (lo + 1..).zip(columns.windows(3)) {
            let [west, here, east] = three else {
                continue;
            };
            // Free, and one of its ends is the end of a stick (necessarily another): the place
            // east of a vertex ends at the next column's vertex, north at the next vertex up,
            // north-west at the previous column's next vertex up.
            let ends = here.ends;
            let free = [
                (ends | east.ends) & !here.placed[0],
                (ends | ends >> 1) & !here.placed[1],
                (ends | west.ends >> 1) & !here.placed[2],
            ];
            let x = c as i32 - HALF;
            let flow = each_bit(free[0] | free[1] | free[2], |bit| {
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
            });
            if flow.is_break() {
                return Some(flow);
            }
        }
        Some(ControlFlow::Continue(()))
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
