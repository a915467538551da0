//! The mountain: a 7x7 grid with the Top of the Mountain in the centre and the four houses in the
//! corners, directions, and the 70 cards of the deck (50 directional, 20 effect).

use serde::{Deserialize, Serialize};

/// Cards on a side of the mountain.
pub const SIZE: u8 = 7;

/// A compass direction; the Top of the Mountain is the compass (north is up on screen).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Dir {
    N,
    E,
    S,
    W,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::N, Dir::E, Dir::S, Dir::W];

    /// The bit for this side in an arrow mask.
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }
    pub fn opposite(self) -> Dir {
        Dir::ALL[(self as usize + 2) % 4]
    }
    pub fn name(self) -> &'static str {
        match self {
            Dir::N => "north",
            Dir::E => "east",
            Dir::S => "south",
            Dir::W => "west",
        }
    }
    pub fn arrow(self) -> &'static str {
        match self {
            Dir::N => "↑",
            Dir::E => "→",
            Dir::S => "↓",
            Dir::W => "←",
        }
    }
}

/// A place on the mountain: row 0 is the north edge, column 0 the west edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Pos {
    pub row: u8,
    pub col: u8,
}

impl Pos {
    pub const TOP: Pos = Pos { row: 3, col: 3 };

    pub fn on_board(self) -> bool {
        self.row < SIZE && self.col < SIZE
    }

    /// The neighbour in `dir`, if it is on the mountain.
    pub fn step(self, dir: Dir) -> Option<Pos> {
        let (r, c) = (i16::from(self.row), i16::from(self.col));
        let (r, c) = match dir {
            Dir::N => (r - 1, c),
            Dir::S => (r + 1, c),
            Dir::E => (r, c + 1),
            Dir::W => (r, c - 1),
        };
        let n = i16::from(SIZE);
        ((0..n).contains(&r) && (0..n).contains(&c)).then_some(Pos {
            row: r as u8,
            col: c as u8,
        })
    }

    /// The neighbour in `dir`, coming back on the opposite side past an edge (how goats wander).
    pub fn wrap(self, dir: Dir) -> Pos {
        let n = SIZE;
        match dir {
            Dir::N => Pos {
                row: (self.row + n - 1) % n,
                ..self
            },
            Dir::S => Pos {
                row: (self.row + 1) % n,
                ..self
            },
            Dir::E => Pos {
                col: (self.col + 1) % n,
                ..self
            },
            Dir::W => Pos {
                col: (self.col + n - 1) % n,
                ..self
            },
        }
    }

    /// The places up, down, left and right that are on the mountain.
    pub fn neighbours(self) -> impl Iterator<Item = (Dir, Pos)> {
        Dir::ALL
            .into_iter()
            .filter_map(move |d| self.step(d).map(|p| (d, p)))
    }

    pub fn all() -> impl Iterator<Item = Pos> {
        (0..SIZE).flat_map(|row| (0..SIZE).map(move |col| Pos { row, col }))
    }

    /// The corner where seat `seat`'s house stands (clockwise from the north-west).
    pub fn house(seat: usize) -> Pos {
        [
            Pos { row: 0, col: 0 },
            Pos { row: 0, col: 6 },
            Pos { row: 6, col: 6 },
            Pos { row: 6, col: 0 },
        ][seat % 4]
    }

    pub const fn is_corner(self) -> bool {
        (self.row == 0 || self.row == SIZE - 1) && (self.col == 0 || self.col == SIZE - 1)
    }

    /// "row 2, column 5" (counted from 1, as people count).
    pub fn name(self) -> String {
        format!("row {}, column {}", self.row + 1, self.col + 1)
    }
}

/// The nine effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    CoffeeBush,
    SkiLift,
    Thicket,
    WheatField,
    DenseFog,
    Landslide,
    Mineshaft,
    SteepCliff,
    Waterfall,
}

impl Effect {
    pub fn name(self) -> &'static str {
        match self {
            Effect::CoffeeBush => "Coffee Bush",
            Effect::SkiLift => "Ski Lift",
            Effect::Thicket => "Thicket",
            Effect::WheatField => "Wheat Field",
            Effect::DenseFog => "Dense Fog",
            Effect::Landslide => "Landslide",
            Effect::Mineshaft => "Mineshaft",
            Effect::SteepCliff => "Steep Cliff",
            Effect::Waterfall => "Waterfall",
        }
    }
    /// A shepherd does not win by reaching their goat on these.
    pub fn blocks_win(self) -> bool {
        matches!(
            self,
            Effect::SteepCliff | Effect::Mineshaft | Effect::Landslide | Effect::Waterfall
        )
    }
}

/// What a deck card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    /// A directional card: its arrows as a mask of [`Dir::bit`]s, before rotation.
    Arrows(u8),
    Effect(Effect),
}

/// A card of the deck: 0..50 directional, 50..70 effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct CardId(pub u8);

/// Cards in the deck.
pub const DECK: u8 = 70;
const STRAIGHT: u8 = 0b0101; // N and S
const CORNER: u8 = 0b0011; // N and E
const TEE: u8 = 0b0111; // N, E and S
const CROSS: u8 = 0b1111;

/// The effect cards, in id order from 50 (how many of each: see the rules page).
pub(super) const EFFECTS: [(Effect, u8); 9] = [
    (Effect::CoffeeBush, 2),
    (Effect::SkiLift, 2),
    (Effect::Thicket, 2),
    (Effect::WheatField, 2),
    (Effect::DenseFog, 2),
    (Effect::Landslide, 2),
    (Effect::Mineshaft, 2),
    (Effect::SteepCliff, 2),
    (Effect::Waterfall, 4),
];

/// What each card shows, by id: [`CardId::face`] reads it here rather than counting through
/// [`EFFECTS`] each time (the moves list asks for every card on the mountain, every move).
const FACES: [Face; DECK as usize] = {
    let mut faces = [Face::Arrows(STRAIGHT); DECK as usize];
    let mut id = 0;
    while id < DECK {
        faces[id as usize] = match id {
            0..14 => Face::Arrows(STRAIGHT),
            14..30 => Face::Arrows(CORNER),
            30..44 => Face::Arrows(TEE),
            44..50 => Face::Arrows(CROSS),
            n => {
                // The effects in id order from 50, each as many times as it has cards.
                let mut k = n - 50;
                let mut i = 0;
                let mut face = Face::Arrows(STRAIGHT);
                while i < EFFECTS.len() {
                    let (e, count) = EFFECTS[i];
                    if k < count {
                        face = Face::Effect(e);
                        break;
                    }
                    k -= count;
                    i += 1;
                }
                face
            }
        };
        id += 1;
    }
    faces
};

impl CardId {
    /// What the card shows when face up. Out-of-range ids read as a straight path (ids are
    /// checked on input).
    #[inline(always)]
    pub fn face(self) -> Face {
        match FACES.get(usize::from(self.0)) {
            Some(&face) => face,
            None => Face::Arrows(STRAIGHT),
        }
    }

    pub fn effect(self) -> Option<Effect> {
        match self.face() {
            Face::Effect(e) => Some(e),
            Face::Arrows(_) => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self.face() {
            Face::Effect(e) => e.name(),
            Face::Arrows(STRAIGHT) => "Straight path",
            Face::Arrows(CORNER) => "Corner path",
            Face::Arrows(TEE) => "Three-way path",
            Face::Arrows(_) => "Four-way path",
        }
    }

    pub fn all() -> impl Iterator<Item = CardId> {
        (0..DECK).map(CardId)
    }

    /// The ways the card may be laid, one per distinct look (a straight path has two, a
    /// four-way path one); effect cards are laid one way (a Waterfall is aimed afterwards).
    pub fn rotations(self) -> Vec<u8> {
        self.turns().to_vec()
    }

    /// [`CardId::rotations`] without a new list each time (the moves list asks for them on
    /// every move). A turn counts unless an earlier one shows the same arrows: a mask that a
    /// quarter turn leaves alone looks the same every way; one that only a half turn leaves
    /// alone has two looks; any other has four.
    pub fn turns(self) -> &'static [u8] {
        match self.face() {
            Face::Arrows(mask) if rotate(mask, 1) == mask => &[0],
            Face::Arrows(mask) if rotate(mask, 2) == mask => &[0, 1],
            Face::Arrows(_) => &[0, 1, 2, 3],
            Face::Effect(_) => &[0],
        }
    }

    /// The ways a path may be laid with an arrow on side `toward`.
    pub fn rotations_toward(self, toward: Dir) -> Vec<u8> {
        self.turns()
            .iter()
            .copied()
            .filter(|&r| self.turn_meets(r, toward))
            .collect()
    }

    /// Whether the path laid turned `rot` has an arrow on side `toward` (never for an effect
    /// card, which is not turned to meet anyone).
    pub fn turn_meets(self, rot: u8, toward: Dir) -> bool {
        match self.face() {
            Face::Arrows(mask) => rotate(mask, rot) & toward.bit() != 0,
            Face::Effect(_) => false,
        }
    }
}

/// A mask of sides turned `rot` quarter turns clockwise.
pub fn rotate(mask: u8, rot: u8) -> u8 {
    let r = rot % 4;
    ((mask << r) | (mask >> (4 - r))) & 0b1111
}

/// What lies on a place of the mountain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tile {
    /// The house of the seat with this corner (a house with nobody is still a house).
    House,
    Top,
    Card {
        card: CardId,
        up: bool,
        rot: u8,
    },
    /// No card (only if the deck ran dry while replacing cards). Goats may stand here;
    /// shepherds may not.
    Gap,
}

impl Tile {
    /// The sides a shepherd may leave or enter by, when the tile is face up.
    pub fn arrows(self) -> u8 {
        match self {
            Tile::House | Tile::Top => CROSS,
            Tile::Card { card, rot, .. } => match card.face() {
                Face::Arrows(m) => rotate(m, rot),
                // Effect cards open on every side (a Steep Cliff still can't be entered).
                Face::Effect(_) => CROSS,
            },
            Tile::Gap => 0,
        }
    }

    /// The way a Waterfall with this rotation sweeps (its one arrow points north unrotated).
    pub fn sweep(rot: u8) -> Dir {
        Dir::ALL[usize::from(rot % 4)]
    }

    pub fn face_up(self) -> bool {
        match self {
            Tile::Card { up, .. } => up,
            Tile::Gap => false,
            _ => true,
        }
    }

    /// The effect showing here, if any.
    pub fn effect(self) -> Option<Effect> {
        match self {
            Tile::Card { card, up: true, .. } => card.effect(),
            _ => None,
        }
    }
}
