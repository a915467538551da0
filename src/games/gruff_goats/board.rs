//! The Gruff Goats board: a 5x5 grid. The Island of Good Grass is the centre square; four bridges
//! join it to the Outside Land, a ring of 16 squares around the edge with a player's corner at
//! each corner; the four squares between the bridges are water. From a corner a goat needs four
//! moves to reach the island: two along the land, one onto a bridge, one onto the island.
//!
//! ```text
//!   C . L . C        C corner (land)   L land
//!   . ~ B ~ .        B bridge          ~ water
//!   L B I B L        I island
//!   . ~ B ~ .
//!   C . L . C
//! ```

use serde::{Deserialize, Serialize};

/// A square of the grid, row then column, 0 to 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Square {
    pub row: u8,
    pub col: u8,
}

/// What a square is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ground {
    /// The barren Outside Land.
    Land,
    /// One of the four bridges.
    Bridge(Bridge),
    /// The Island of Good Grass.
    Island,
    /// Water: nobody stands here.
    Water,
}

/// One of the four bridges, named by the side of the island it leaves from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Bridge {
    North,
    East,
    South,
    West,
}

/// One of the four corners of the Outside Land.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Corner {
    NorthWest,
    NorthEast,
    SouthEast,
    SouthWest,
}

/// Squares along a side.
pub const SIZE: u8 = 5;

/// The island.
pub const ISLAND: Square = Square { row: 2, col: 2 };

impl Bridge {
    /// All four, clockwise from the north.
    pub const ALL: [Bridge; 4] = [Bridge::North, Bridge::East, Bridge::South, Bridge::West];

    /// The bridge's square.
    pub fn square(self) -> Square {
        match self {
            Bridge::North => Square { row: 1, col: 2 },
            Bridge::East => Square { row: 2, col: 3 },
            Bridge::South => Square { row: 3, col: 2 },
            Bridge::West => Square { row: 2, col: 1 },
        }
    }

    /// The bridge's name.
    pub fn name(self) -> &'static str {
        match self {
            Bridge::North => "north bridge",
            Bridge::East => "east bridge",
            Bridge::South => "south bridge",
            Bridge::West => "west bridge",
        }
    }
}

impl Corner {
    /// All four, clockwise from the north-west.
    pub const ALL: [Corner; 4] = [
        Corner::NorthWest,
        Corner::NorthEast,
        Corner::SouthEast,
        Corner::SouthWest,
    ];

    /// The corner's square.
    pub fn square(self) -> Square {
        match self {
            Corner::NorthWest => Square { row: 0, col: 0 },
            Corner::NorthEast => Square { row: 0, col: 4 },
            Corner::SouthEast => Square { row: 4, col: 4 },
            Corner::SouthWest => Square { row: 4, col: 0 },
        }
    }

    /// The corner's name.
    pub fn name(self) -> &'static str {
        match self {
            Corner::NorthWest => "north-west corner",
            Corner::NorthEast => "north-east corner",
            Corner::SouthEast => "south-east corner",
            Corner::SouthWest => "south-west corner",
        }
    }

    /// The home corner of each seat: with two players they sit diagonally opposite.
    pub fn home(seat: usize, players: usize) -> Corner {
        let order: &[Corner] = if players == 2 {
            &[Corner::NorthWest, Corner::SouthEast]
        } else {
            &Corner::ALL
        };
        order[seat % order.len()]
    }
}

impl Square {
    /// What the square is.
    pub fn ground(self) -> Ground {
        // The picture in the module notes, square by square (the bridges as `Bridge::square`).
        match (self.row, self.col) {
            (2, 2) => Ground::Island,
            (1, 2) => Ground::Bridge(Bridge::North),
            (2, 3) => Ground::Bridge(Bridge::East),
            (3, 2) => Ground::Bridge(Bridge::South),
            (2, 1) => Ground::Bridge(Bridge::West),
            (0 | 4, 0..=4) | (0..=4, 0 | 4) => Ground::Land,
            _ => Ground::Water,
        }
    }

    /// The squares a goat may step to from here: up, down, left or right, never into water.
    pub fn steps(self) -> Vec<Square> {
        self.step_iter().collect()
    }

    /// [`Square::steps`] one by one, without a list to allocate (the legal actions of every turn
    /// walk them).
    pub fn step_iter(self) -> impl Iterator<Item = Square> {
        let (r, c) = (self.row as i8, self.col as i8);
        [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
            .into_iter()
            .filter(|&(r, c)| r >= 0 && c >= 0 && r < SIZE as i8 && c < SIZE as i8)
            .map(|(r, c)| Square {
                row: r as u8,
                col: c as u8,
            })
            .filter(|s| s.ground() != Ground::Water)
    }

    /// Whether a goat here may step to `to`: one of [`Square::steps`], found without listing them.
    pub fn is_step(self, to: Square) -> bool {
        self.row.abs_diff(to.row) + self.col.abs_diff(to.col) == 1
            && to.row < SIZE
            && to.col < SIZE
            && to.ground() != Ground::Water
    }

    /// The direction of a one-square step, in words.
    pub fn direction_to(self, to: Square) -> &'static str {
        match (to.row as i8 - self.row as i8, to.col as i8 - self.col as i8) {
            (-1, 0) => "north",
            (1, 0) => "south",
            (0, -1) => "west",
            (0, 1) => "east",
            _ => "away",
        }
    }

    /// Fewest steps from here to the island (0 on it; water counts as far away).
    pub fn distance_to_island(self) -> u8 {
        // The picture in the module notes, square by square: along the ring to the square at the
        // foot of a bridge, then two more. Looked up rather than worked out, as the harness asks
        // for every step it weighs (a test checks the table against the fewest steps).
        const W: u8 = u8::MAX;
        const DISTANCE: [[u8; SIZE as usize]; SIZE as usize] = [
            [4, 3, 2, 3, 4],
            [3, W, 1, W, 3],
            [2, 1, 0, 1, 2],
            [3, W, 1, W, 3],
            [4, 3, 2, 3, 4],
        ];
        DISTANCE
            .get(usize::from(self.row))
            .and_then(|row| row.get(usize::from(self.col)))
            .copied()
            .unwrap_or(W)
    }

    /// Where this is, in words.
    pub fn name(self) -> String {
        match self.ground() {
            Ground::Island => "the island".into(),
            Ground::Bridge(b) => format!("the {}", b.name()),
            _ => Corner::ALL
                .into_iter()
                .find(|c| c.square() == self)
                .map_or_else(
                    || format!("land square {}-{}", self.row + 1, self.col + 1),
                    |c| format!("the {}", c.name()),
                ),
        }
    }

    /// Every square of the grid.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..SIZE).flat_map(|row| (0..SIZE).map(move |col| Square { row, col }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Fewest moves from `from` to the island.
    fn distance_to_island(from: Square) -> usize {
        let mut seen = vec![from];
        let mut frontier = vec![from];
        for d in 0.. {
            if frontier.contains(&ISLAND) {
                return d;
            }
            frontier = frontier
                .iter()
                .flat_map(|s| s.steps())
                .filter(|s| !seen.contains(s))
                .collect();
            seen.extend(frontier.iter().copied());
            assert!(!frontier.is_empty(), "the island is unreachable");
        }
        unreachable!()
    }

    #[test]
    fn the_board_has_one_island_four_bridges_sixteen_land_squares_and_four_of_water() {
        let count = |g: fn(Ground) -> bool| Square::all().filter(|s| g(s.ground())).count();
        assert_eq!(count(|g| g == Ground::Island), 1);
        assert_eq!(count(|g| matches!(g, Ground::Bridge(_))), 4);
        assert_eq!(count(|g| g == Ground::Land), 16);
        assert_eq!(count(|g| g == Ground::Water), 4);
    }

    #[test]
    fn every_corner_is_four_moves_from_the_island() {
        for corner in Corner::ALL {
            assert_eq!(distance_to_island(corner.square()), 4, "{corner:?}");
        }
    }

    #[test]
    fn the_distance_to_the_island_is_the_fewest_steps() {
        for sq in Square::all().filter(|s| s.ground() != Ground::Water) {
            assert_eq!(
                usize::from(sq.distance_to_island()),
                distance_to_island(sq),
                "{sq:?}"
            );
        }
    }

    #[test]
    fn water_and_squares_off_the_board_are_far_from_the_island() {
        for row in 0..7 {
            for col in 0..7 {
                let sq = Square { row, col };
                if sq.ground() == Ground::Water {
                    assert_eq!(sq.distance_to_island(), u8::MAX, "{sq:?}");
                }
            }
        }
        assert_eq!(Square { row: 255, col: 0 }.distance_to_island(), u8::MAX);
    }

    #[test]
    fn the_island_is_reached_only_over_a_bridge() {
        for s in ISLAND.steps() {
            assert!(matches!(s.ground(), Ground::Bridge(_)));
        }
        assert_eq!(ISLAND.steps().len(), 4);
    }

    #[test]
    fn the_grounds_match_the_picture() {
        let picture = ["CLLLC", "L~B~L", "LBIBL", "L~B~L", "CLLLC"];
        for sq in Square::all() {
            let ground = match picture[usize::from(sq.row)].as_bytes()[usize::from(sq.col)] {
                b'C' | b'L' => Ground::Land,
                b'B' => Ground::Bridge(
                    Bridge::ALL
                        .into_iter()
                        .find(|b| b.square() == sq)
                        .expect("a bridge square"),
                ),
                b'I' => Ground::Island,
                _ => Ground::Water,
            };
            assert_eq!(sq.ground(), ground, "{sq:?}");
        }
        for sq in [(5, 0), (0, 5), (7, 2), (255, 255)] {
            let sq = Square {
                row: sq.0,
                col: sq.1,
            };
            assert_eq!(sq.ground(), Ground::Water);
        }
    }

    #[test]
    fn is_step_agrees_with_the_list_of_steps() {
        for from in (0..7).flat_map(|row| (0..7).map(move |col| Square { row, col })) {
            for to in (0..7).flat_map(|row| (0..7).map(move |col| Square { row, col })) {
                assert_eq!(
                    from.is_step(to),
                    from.steps().contains(&to),
                    "{from:?} {to:?}"
                );
            }
        }
    }

    #[test]
    fn two_players_start_in_diagonally_opposite_corners() {
        assert_eq!(Corner::home(0, 2), Corner::NorthWest);
        assert_eq!(Corner::home(1, 2), Corner::SouthEast);
        let four: Vec<Corner> = (0..4).map(|s| Corner::home(s, 4)).collect();
        assert_eq!(four, Corner::ALL.to_vec());
    }
}
