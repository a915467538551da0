//! The raft's geometry: an unbounded triangular lattice. Vertices have whole-number axial
//! coordinates; a stick lies on the edge between two neighbouring vertices; goats sit in the
//! triangles (cells). Every edge borders exactly two cells, every cell has three edges.
//!
//! With the axial basis `e1 = (1, 0)` and `e2 = (0, 1)` sixty degrees apart, the cells at `(x, y)`
//! are the upward triangle `(x,y) (x+1,y) (x,y+1)` and the downward one `(x+1,y) (x,y+1)
//! (x+1,y+1)`.

use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// A lattice point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Vertex {
    pub x: i32,
    pub y: i32,
}

/// The three edge directions an edge is stored under, from its first vertex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Dir {
    /// Toward `(x + 1, y)`.
    E,
    /// Toward `(x, y + 1)`.
    N,
    /// Toward `(x - 1, y + 1)`.
    NW,
}

/// A place for a stick: the edge from `from` in direction `dir`.
///
/// Ordered by `from.x`, then `from.y`, then `dir` (as a derived order would be), written out by
/// hand so the raft's many map look-ups compare plain numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Edge {
    pub from: Vertex,
    pub dir: Dir,
}

impl Edge {
    /// The sort key: the fields in declaration order.
    #[inline]
    fn key(self) -> (i32, i32, u8) {
        (self.from.x, self.from.y, self.dir as u8)
    }
}

impl Hash for Edge {
    /// The three fields as one number (distinct for coordinates below 2^30), so a hash of an
    /// edge is one step of the hasher.
    fn hash<H: Hasher>(&self, state: &mut H) {
        let (x, y) = (u64::from(self.from.x as u32), u64::from(self.from.y as u32));
        state.write_u64(((x << 32) | y).rotate_left(2) ^ self.dir as u64);
    }
}

impl Ord for Edge {
    #[inline]
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.key().cmp(&other.key())
    }
}

impl PartialOrd for Edge {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// A triangle of the lattice, where goats sit.
///
/// Ordered by `x`, then `y`, then `up` (as a derived order would be), written out by hand for
/// fast map look-ups.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cell {
    pub x: i32,
    pub y: i32,
    /// The upward triangle at `(x, y)`, or the downward one.
    pub up: bool,
}

impl Ord for Cell {
    #[inline]
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.x, self.y, self.up).cmp(&(other.x, other.y, other.up))
    }
}

impl PartialOrd for Cell {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

const fn v(x: i32, y: i32) -> Vertex {
    Vertex { x, y }
}

impl Vertex {
    /// The six neighbours.
    pub fn neighbours(self) -> [Vertex; 6] {
        let (x, y) = (self.x, self.y);
        [
            v(x + 1, y),
            v(x, y + 1),
            v(x - 1, y + 1),
            v(x - 1, y),
            v(x, y - 1),
            v(x + 1, y - 1),
        ]
    }

    /// The six edges that end here, toward each of the [`Vertex::neighbours`] in turn.
    pub fn edges(self) -> [Edge; 6] {
        let (x, y) = (self.x, self.y);
        let edge = |from: Vertex, dir: Dir| Edge { from, dir };
        [
            edge(self, Dir::E),
            edge(self, Dir::N),
            edge(self, Dir::NW),
            edge(v(x - 1, y), Dir::E),
            edge(v(x, y - 1), Dir::N),
            edge(v(x + 1, y - 1), Dir::NW),
        ]
    }

    /// Screen position (unit edge length), x to the right, y up.
    pub fn position(self) -> (f64, f64) {
        (
            self.x as f64 + self.y as f64 / 2.0,
            self.y as f64 * 3f64.sqrt() / 2.0,
        )
    }
}

impl Edge {
    /// The edge joining two neighbouring vertices, if they are neighbours.
    pub fn between(a: Vertex, b: Vertex) -> Option<Edge> {
        let (dx, dy) = (b.x - a.x, b.y - a.y);
        let (from, dir) = match (dx, dy) {
            (1, 0) => (a, Dir::E),
            (-1, 0) => (b, Dir::E),
            (0, 1) => (a, Dir::N),
            (0, -1) => (b, Dir::N),
            (-1, 1) => (a, Dir::NW),
            (1, -1) => (b, Dir::NW),
            _ => return None,
        };
        Some(Edge { from, dir })
    }

    /// The two ends.
    pub fn ends(self) -> [Vertex; 2] {
        let Vertex { x, y } = self.from;
        let to = match self.dir {
            Dir::E => v(x + 1, y),
            Dir::N => v(x, y + 1),
            Dir::NW => v(x - 1, y + 1),
        };
        [self.from, to]
    }

    /// Whether the two edges share an end.
    pub fn touches(self, other: Edge) -> bool {
        self != other && self.ends().iter().any(|e| other.ends().contains(e))
    }

    /// The two cells on either side.
    pub fn cells(self) -> [Cell; 2] {
        let Vertex { x, y } = self.from;
        match self.dir {
            Dir::E => [
                Cell { x, y, up: true },
                Cell {
                    x,
                    y: y - 1,
                    up: false,
                },
            ],
            Dir::N => [
                Cell { x, y, up: true },
                Cell {
                    x: x - 1,
                    y,
                    up: false,
                },
            ],
            Dir::NW => [
                Cell {
                    x: x - 1,
                    y,
                    up: true,
                },
                Cell {
                    x: x - 1,
                    y,
                    up: false,
                },
            ],
        }
    }
}

impl Cell {
    /// The three corners.
    pub fn corners(self) -> [Vertex; 3] {
        let (x, y) = (self.x, self.y);
        if self.up {
            [v(x, y), v(x + 1, y), v(x, y + 1)]
        } else {
            [v(x + 1, y), v(x, y + 1), v(x + 1, y + 1)]
        }
    }

    /// The three sides: between the first and second [`Cell::corners`], the second and third,
    /// and the third and first.
    pub fn edges(self) -> [Edge; 3] {
        let (x, y) = (self.x, self.y);
        let edge = |from: Vertex, dir: Dir| Edge { from, dir };
        if self.up {
            [
                edge(v(x, y), Dir::E),
                edge(v(x + 1, y), Dir::NW),
                edge(v(x, y), Dir::N),
            ]
        } else {
            [
                edge(v(x + 1, y), Dir::NW),
                edge(v(x, y + 1), Dir::E),
                edge(v(x + 1, y), Dir::N),
            ]
        }
    }

    /// Screen position of the centre (unit edge length).
    pub fn centre(self) -> (f64, f64) {
        let pts = self.corners().map(Vertex::position);
        (
            (pts[0].0 + pts[1].0 + pts[2].0) / 3.0,
            (pts[0].1 + pts[1].1 + pts[2].1) / 3.0,
        )
    }
}

/// A quick hasher for lattice coordinates (a few small whole numbers), for the look-up tables
/// the rules build while they work. Never iterated for anything that must come out in order.
#[derive(Default)]
pub struct LatticeHasher(u64);

impl Hasher for LatticeHasher {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.write_u64(u64::from(*b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        // Fx-style mixing: rotate, fold in, multiply by an odd constant.
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_i32(&mut self, n: i32) {
        self.write_u64(u64::from(n as u32));
    }

    fn write_isize(&mut self, n: isize) {
        self.write_u64(n as u64);
    }

    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn finish(&self) -> u64 {
        // Multiplying carries only upward: bring the well-mixed high bits down to where hash
        // tables pick their buckets.
        self.0.rotate_left(26)
    }
}

/// A set of places, quick to ask.
pub type EdgeSet = HashSet<Edge, BuildHasherDefault<LatticeHasher>>;

/// The two anchor sticks in the middle of the raft: they share the vertex at the origin.
pub const ANCHORS: [Edge; 2] = [
    Edge {
        from: v(0, 0),
        dir: Dir::E,
    },
    Edge {
        from: v(0, 0),
        dir: Dir::N,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_edge_of_a_cell_has_that_cell_on_one_side() {
        for x in -3..3 {
            for y in -3..3 {
                for up in [true, false] {
                    let cell = Cell { x, y, up };
                    let [a, b, c] = cell.corners();
                    let between = [(a, b), (b, c), (c, a)].map(|(p, q)| Edge::between(p, q));
                    assert_eq!(cell.edges().map(Some), between, "{cell:?}");
                    for edge in cell.edges() {
                        assert!(edge.cells().contains(&cell), "{cell:?} {edge:?}");
                        let [a, b] = edge.ends();
                        assert!(cell.corners().contains(&a) && cell.corners().contains(&b));
                    }
                }
            }
        }
    }

    #[test]
    fn the_two_cells_of_an_edge_are_different_and_share_only_it() {
        for dir in [Dir::E, Dir::N, Dir::NW] {
            let edge = Edge {
                from: v(2, -1),
                dir,
            };
            let [a, b] = edge.cells();
            assert_ne!(a, b);
            let common: Vec<Edge> = a
                .edges()
                .into_iter()
                .filter(|e| b.edges().contains(e))
                .collect();
            assert_eq!(common, vec![edge]);
        }
    }

    #[test]
    fn a_vertex_has_six_edges_and_each_joins_it_to_a_neighbour() {
        let p = v(-4, 7);
        let edges = p.edges();
        for (e, n) in edges.iter().zip(p.neighbours()) {
            assert!(e.ends().contains(&p) && e.ends().contains(&n));
            assert_eq!(Some(*e), Edge::between(p, n));
        }
        let mut unique = edges.to_vec();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), 6);
    }

    #[test]
    fn the_anchors_are_two_sides_of_one_triangle() {
        let cell = Cell {
            x: 0,
            y: 0,
            up: true,
        };
        assert!(ANCHORS.iter().all(|a| cell.edges().contains(a)));
        assert!(ANCHORS[0].touches(ANCHORS[1]));
    }

    #[test]
    fn edges_and_cells_sort_by_their_fields_in_order() {
        let edges = [
            Edge {
                from: v(-1, 5),
                dir: Dir::NW,
            },
            Edge {
                from: v(0, -2),
                dir: Dir::E,
            },
            Edge {
                from: v(0, -2),
                dir: Dir::N,
            },
            Edge {
                from: v(0, -2),
                dir: Dir::NW,
            },
            Edge {
                from: v(0, 3),
                dir: Dir::E,
            },
            Edge {
                from: v(1, -9),
                dir: Dir::E,
            },
        ];
        assert!(edges.windows(2).all(|w| w[0] < w[1]));
        let cells = [
            Cell {
                x: -1,
                y: 5,
                up: true,
            },
            Cell {
                x: 0,
                y: -2,
                up: false,
            },
            Cell {
                x: 0,
                y: -2,
                up: true,
            },
            Cell {
                x: 0,
                y: 3,
                up: false,
            },
            Cell {
                x: 1,
                y: -9,
                up: false,
            },
        ];
        assert!(cells.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn far_from_the_origin_the_geometry_is_the_same() {
        let far = Cell {
            x: 100_000,
            y: -99_999,
            up: false,
        };
        for edge in far.edges() {
            assert!(edge.cells().contains(&far));
        }
    }
}
