//! Floats McGoats: build one shared raft of sticks on a triangular lattice, put goats in its
//! triangles, and fight, flip, move and shark-attack your way to the winning score. Everything is
//! on the table: no hand-offs are needed.
//!
//! `lattice` is the geometry, `rules` says what is legal, `turn` carries actions out (including
//! rafts breaking up), `view` is what every seat sees.

mod board;
mod bot;
mod code;
mod fuzz;
mod grid;
mod herd;
pub mod lattice;
mod layout;
mod links;
mod listing;
mod rules;
mod sweeps;
#[cfg(test)]
mod tests;
mod turn;

pub use lattice::{Cell, Dir, Edge, Vertex};
pub use rules::FloatError;

use crate::engine::{Game, GameRng, Log, Outcome, Seat, SetupError, ToAct, VecMap};
use grid::Sticks;
use herd::Herd;
use serde::{Deserialize, Serialize};

/// Raft sticks in the box (the two anchor sticks are extra).
pub const STICKS: u8 = 48;
/// Mama goats per player.
pub const MAMAS: u8 = 6;

/// A face of the twelve-sided die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Face {
    AddStick,
    AddOrMove,
    MoveTwo,
    Flip,
    GoatLove,
    GoatFight,
    SharkAttack,
}

/// The twelve faces of the die.
pub const FACES: [Face; 12] = [
    Face::AddStick,
    Face::AddStick,
    Face::AddStick,
    Face::AddOrMove,
    Face::AddOrMove,
    Face::MoveTwo,
    Face::Flip,
    Face::Flip,
    Face::GoatLove,
    Face::GoatLove,
    Face::GoatFight,
    Face::SharkAttack,
];

impl Face {
    /// The face's name.
    pub fn name(self) -> &'static str {
        match self {
            Face::AddStick => "Add a stick",
            Face::AddOrMove => "Add or move a stick",
            Face::MoveTwo => "Move two sticks",
            Face::Flip => "Flip a stick",
            Face::GoatLove => "Goat love",
            Face::GoatFight => "Goat fight",
            Face::SharkAttack => "Shark attack",
        }
    }
}

/// A stick on the raft.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stick {
    /// Light side up: may be moved or flipped.
    Light,
    /// Flipped for good: never moves.
    Dark,
    /// One of the two anchor sticks (dark, never moves, never floats away).
    Anchor,
}

/// What sits in one triangle: one player's goat or stack of two.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pack {
    Mama,
    Baby,
    TwoMamas,
    MamaAndBaby,
}

impl Pack {
    /// Points in a closed triangle.
    pub fn points(self) -> u32 {
        match self {
            Pack::Mama => 1,
            Pack::Baby | Pack::TwoMamas => 2,
            Pack::MamaAndBaby => 3,
        }
    }

    /// Whether this is a stack of two.
    pub fn is_stack(self) -> bool {
        matches!(self, Pack::TwoMamas | Pack::MamaAndBaby)
    }

    /// (mamas, babies) in it.
    pub fn goats(self) -> (u8, u8) {
        match self {
            Pack::Mama => (1, 0),
            Pack::Baby => (0, 1),
            Pack::TwoMamas => (2, 0),
            Pack::MamaAndBaby => (1, 1),
        }
    }
}

/// One player's goats (or stack) in a triangle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Goats {
    pub owner: Seat,
    pub pack: Pack,
}

/// A player's goats not on the raft.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Supply {
    pub mamas: u8,
    pub baby: bool,
}

/// Table options. The game has none yet; the struct keeps saves stable when one is added.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {}

/// Everything a player can do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    into = "crate::engine::code::Code",
    try_from = "crate::engine::code::Code"
)]
pub enum Action {
    /// Put a goat from your supply (the baby, or a mama) into an open triangle.
    AddGoat { cell: Cell, baby: bool },
    /// Roll the die.
    Roll,
    /// Put a stick from the pile on the raft.
    AddStick { edge: Edge },
    /// Pick up a light stick to move it.
    TakeStick { edge: Edge },
    /// Put the stick you picked up in a new place.
    PlaceStick { edge: Edge },
    /// Turn a light stick dark for good.
    Flip { edge: Edge },
    /// Goat love: move one of your goats onto another of yours.
    GoatLove { from: Cell, to: Cell },
    /// Goat fight: swap places with an opponent's goats.
    Fight { mine: Cell, theirs: Cell },
    /// Shark attack on the goats in `victim`.
    Shark { victim: Cell },
    /// After a later shark attack: move your goats from `from` into the spot the shark left.
    Follow { from: Cell },
    /// After a later shark attack: leave the spot empty.
    Stay,
}

/// What the game waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Add a goat, or roll.
    Turn,
    /// The die shows this face; make its move.
    Rolled(Face),
    /// A stick has been picked up from `from` and waits for its new place. For the second stick
    /// of Move two sticks, `left` is the place the first one left, which it may not take.
    Carrying {
        face: Face,
        from: Edge,
        left: Option<Edge>,
    },
    /// Move two sticks: the first is moved; pick up the second (not the one just moved).
    SecondStick { left: Edge, moved: Edge },
    /// The shark moved on: may the roller fill the spot it left?
    Follow { vacated: Cell },
    /// Someone won.
    Over,
}

/// The whole table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FloatsMcGoats {
    /// Setup options.
    pub options: Options,
    rng: GameRng,
    /// Sticks left in the pile.
    pub(crate) pile: u8,
    /// Sticks on the raft (saved as a list of pairs).
    pub(crate) sticks: Sticks,
    /// Goats on the raft, by triangle (saved as a list of pairs).
    pub(crate) goats: Herd,
    /// The shark's triangle, once it has attacked.
    pub(crate) shark: Option<Cell>,
    /// Goats off the raft, by seat.
    pub(crate) supply: Vec<Supply>,
    /// Whose turn it is.
    pub(crate) active: Seat,
    /// What the game waits for.
    pub(crate) phase: Phase,
    /// The last face rolled, for the screen.
    pub(crate) last_roll: Option<Face>,
    reveals: u64,
}

impl FloatsMcGoats {
    /// The seat that must act.
    pub fn seat_to_act(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.active)
    }

    /// Points needed to win: 6 with two players, 5 with three or four.
    pub fn target(&self) -> u32 {
        if self.supply.len() == 2 { 6 } else { 5 }
    }

    /// Whether all three sides of a triangle are sticks.
    pub fn closed(&self, cell: Cell) -> bool {
        board::Board::new(self).closed(&cell)
    }

    /// Whether a triangle is locked: three dark sides (anchors count).
    pub fn locked(&self, cell: Cell) -> bool {
        cell.edges()
            .iter()
            .all(|e| matches!(self.sticks.get(e), Some(Stick::Dark | Stick::Anchor)))
    }

    /// Points on the raft by seat: goats in closed triangles (a damaged save's goats of no
    /// seat count for nobody).
    pub fn scores(&self) -> Vec<u32> {
        let board = board::Board::new(self);
        let mut out = vec![0; self.supply.len()];
        let counted = board.each_closed_goats(|owner, points| {
            if let Some(p) = out.get_mut(owner) {
                *p += points;
            }
        });
        if counted {
            return out;
        }
        for (cell, g) in &self.goats {
            if board.closed(cell)
                && let Some(points) = out.get_mut(g.owner)
            {
                *points += g.pack.points();
            }
        }
        out
    }

    /// The raft as every seat sees it (everything is public).
    pub fn sticks(&self) -> &VecMap<Edge, Stick> {
        self.sticks.map()
    }

    /// Goats on the raft.
    pub fn goats(&self) -> &VecMap<Cell, Goats> {
        self.goats.map()
    }

    /// The shark's triangle.
    pub fn shark(&self) -> Option<Cell> {
        self.shark
    }

    /// Goats off the raft, by seat.
    pub fn supply(&self) -> &[Supply] {
        &self.supply
    }

    /// Sticks in the pile.
    pub fn pile(&self) -> u8 {
        self.pile
    }

    /// What the game waits for.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// A new generator for the dice to come (what a computer imagines, or a test).
    pub(crate) fn reseed(&mut self, seed: u64) {
        self.rng = GameRng::new(seed);
    }

    /// Whose turn it is.
    pub fn active(&self) -> Seat {
        self.active
    }

    /// The last face rolled.
    pub fn last_roll(&self) -> Option<Face> {
        self.last_roll
    }
}

impl Game for FloatsMcGoats {
    const SLUG: &'static str = "floats-mcgoats";
    const PLAYERS: (usize, usize) = (2, 4);
    const SECRETS: bool = false;
    const UNDO_UNTIL_NEXT_ACTS: bool = true;
    type Options = Options;
    type Action = Action;
    type Error = FloatError;
    type View = FloatsMcGoats;

    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_players(Self::PLAYERS, players)?;
        Ok(FloatsMcGoats {
            options: options.clone(),
            rng: GameRng::new(seed),
            pile: STICKS,
            sticks: lattice::ANCHORS
                .iter()
                .map(|e| (*e, Stick::Anchor))
                .collect(),
            goats: Herd::default(),
            shark: None,
            supply: vec![
                Supply {
                    mamas: MAMAS,
                    baby: true
                };
                players
            ],
            active: 0,
            phase: Phase::Turn,
            last_roll: None,
            reveals: 0,
        })
    }

    fn players(&self) -> usize {
        self.supply.len()
    }

    fn to_act(&self) -> ToAct {
        ToAct::one(self.seat_to_act())
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        listing::legal_actions(self, seat)
    }

    fn validate(&self, seat: Seat, action: &Action) -> Result<(), FloatError> {
        rules::validate(self, seat, action)
    }

    fn execute(&mut self, seat: Seat, action: &Action, log: &mut Log) -> Result<(), FloatError> {
        self.carry_out(seat, action, log)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores: Vec<i64> = self.scores().into_iter().map(i64::from).collect();
        let on_raft = (0..self.supply.len())
            .map(|s| {
                self.goats
                    .values()
                    .filter(|g| g.owner == s)
                    .map(|g| i64::from(g.pack.goats().0 + g.pack.goats().1))
                    .sum()
            })
            .collect();
        Some(Outcome::highest_wins(
            scores,
            vec![("Goats aboard (any triangle)".into(), on_raft)],
        ))
    }

    /// Nothing is hidden in this game, except the die to come, which lives in the generator.
    fn view(&self, _seat: Seat) -> FloatsMcGoats {
        let mut view = self.clone();
        view.rng = GameRng::new(0);
        view
    }

    fn reveals(&self) -> u64 {
        self.reveals
    }

    fn check_invariants(&self) -> Result<(), String> {
        rules::check_invariants(self)
    }
}
