//! Following the raft as bits: which sticks would cut locked-in goats off the anchors if taken
//! away. Listing stick moves asks it of every light stick, so the raft is numbered once per
//! position and each question is a few word operations a step.

use super::FloatsMcGoats;
use super::board::Board;
use super::lattice::{ANCHORS, Cell, Edge};
use super::layout::slot;

/// A place of the grid as one number that sorts as the place does (by `x`, then `y`, then
/// direction), for quick searching; `None` for a place outside the grid (which holds every stick
/// of a raft that is linked).
#[inline(always)]
fn key(e: &Edge) -> Option<u64> {
    slot(e.from.x, e.from.y).map(|i| (i as u64) << 2 | e.dir as u64)
}

/// The raft's sticks numbered in order, with the others each shares an end with as bits, so
/// following the raft without one stick is a few word operations a step: listing moves asks it
/// once for every light stick. Only for rafts of at most 64 sticks that the grids hold (all of a
/// real game's).
pub(super) struct Links {
    /// How many sticks there are.
    len: usize,
    /// The sticks' [`key`]s, in order: a stick's number is its place here.
    keys: [u64; 64],
    /// For each stick, the other sticks that share an end with it.
    touching: [u64; 64],
    /// The sticks at the anchors' places.
    anchors: u64,
    /// For each locked triangle, its sides.
    locked: Vec<u64>,
}

impl Links {
    /// The links of `game`'s raft on `board`, whose locked triangles are `locked`; `None` for a
    /// raft too big to number in a word, one the grids can't hold, or no raft at all.
    pub(super) fn new(game: &FloatsMcGoats, board: &Board, locked: &[Cell]) -> Option<Links> {
        let sticks = &game.sticks;
        let n = sticks.len();
        if !board.dense() || n == 0 || n > 64 {
            return None;
        }
        // Every stick's first vertex lies in the grid's box of them (see [`Sticks`]), so its
        // ends lie within one column either side and one row above.
        let (x0, y0) = (i64::from(sticks.x0) - 1, i64::from(sticks.y0));
        let width = i64::from(sticks.x1) + 1 - x0 + 1;
        let height = i64::from(sticks.y1) + 1 - y0 + 1;
        if width <= 0 || height <= 0 || width * height > 1 << 16 {
            return None;
        }
        let at = |x: i32, y: i32| ((i64::from(x) - x0) * height + (i64::from(y) - y0)) as usize;
        // Which sticks end at each vertex of the box, as bits: a stick touches the others at its
        // two ends.
        let mut meeting = vec![0u64; (width * height) as usize];
        let mut links = Links {
            len: n,
            keys: [0; 64],
            touching: [0; 64],
            anchors: 0,
            locked: Vec::with_capacity(locked.len()),
        };
        let mut ends = [(0, 0); 64];
        for ((i, e), (k, end)) in sticks
            .keys()
            .enumerate()
            .zip(links.keys.iter_mut().zip(&mut ends))
        {
            *k = key(e)?;
            let [a, b] = e.ends().map(|v| at(v.x, v.y));
            *end = (a, b);
            for v in [a, b] {
                if let Some(m) = meeting.get_mut(v) {
                    *m |= 1 << i;
                }
            }
        }
        for (i, ((a, b), t)) in ends.iter().zip(&mut links.touching).take(n).enumerate() {
            let at = |v: &usize| meeting.get(*v).copied().unwrap_or(0);
            *t = (at(a) | at(b)) & !(1 << i);
        }
        links.anchors = links.bits(&ANCHORS);
        links.locked = locked.iter().map(|c| links.bits(&c.edges())).collect();
        Some(links)
    }

    /// The sticks among `edges`, as bits.
    #[inline]
    fn bits(&self, edges: &[Edge]) -> u64 {
        edges
            .iter()
            .filter_map(|e| self.keys.get(..self.len)?.binary_search(&key(e)?).ok())
            .fold(0, |m, i| m | 1 << i)
    }

    /// [`super::rules::Position::strands_locked`]: follow the raft out from the anchors without
    /// `edge`, a ring of sticks at a time, until every locked triangle has a side reached or no
    /// more sticks can be.
    pub(super) fn strands(&self, edge: Edge) -> bool {
        let cut = self.bits(&[edge]);
        let mut reached = self.anchors & !cut;
        let mut ring = reached;
        loop {
            if self.locked.iter().all(|sides| sides & reached != 0) {
                return false;
            }
            let mut next = 0;
            let mut rest = ring;
            while rest != 0 {
                next |= self
                    .touching
                    .get(rest.trailing_zeros() as usize)
                    .copied()
                    .unwrap_or(0);
                rest &= rest - 1;
            }
            ring = next & !reached & !cut;
            if ring == 0 {
                return true;
            }
            reached |= ring;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::rules::Position;
    use super::*;

    /// Following the raft as bits ([`Links`]) strands locked goats exactly when following it
    /// stick by stick does, for every stick (and a few free places) through random games.
    #[test]
    fn links_strand_as_following_does() {
        let mut asked = 0;
        super::super::tests::through_random_games(60, |g, _, _| {
            let position = Position::new(g);
            if !position.locked().is_empty() {
                let links = Links::new(g, position.board(), position.locked());
                let links = links.unwrap_or_else(|| panic!("a raft of {}", g.sticks.len()));
                let edges = g.sticks.keys().copied().chain(g.stick_places());
                for edge in edges {
                    let following = position.strands_locked_by_following(edge);
                    assert_eq!(links.strands(edge), following, "{edge:?} {g:?}");
                    // And the shortcut past the links when only triangles at the anchors are
                    // locked.
                    assert_eq!(position.strands_locked(edge), following, "{edge:?} {g:?}");
                    asked += usize::from(following);
                }
            }
        });
        // Some of those answers were yes.
        assert!(asked > 20, "{asked}");
    }
}
