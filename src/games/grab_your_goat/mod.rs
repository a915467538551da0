//! Grab Your Goat!: shepherds chase their own goats across a 7x7 mountain of face-down cards.
//! Each turn a player rolls the directional die for their goat (not while it eats in a Wheat
//! Field), then moves their shepherd along the arrows (revealing cards, with nine kinds of
//! effect), swaps a hand card onto the mountain, or rotates the card they stand on. The first
//! shepherd to reach their own goat wins.
//!
//! `board` holds the grid, the directions and the deck; `turn` carries actions out and `effects`
//! does what the effect cards do; `moves` says where shepherds may go and which moves a seat has;
//! `way` counts the moves to a goat for the computer players and the harness; this module holds
//! the state, the pending decisions, and the legal list and its checks.

pub mod board;
mod bot;
mod code;
mod effects;
mod fuzz;
pub mod help;
mod moves;
#[cfg(test)]
mod tests;
mod turn;
pub mod view;
mod way;

pub use board::{CardId, DECK, Dir, Effect, Face, Pos, SIZE, Tile, rotate};

use crate::engine::{Game, GameRng, Log, Outcome, Seat, SetupError, ToAct};
use serde::{Deserialize, Serialize};

/// Cards in each hand.
pub const HAND: usize = 3;

/// Table options chosen at setup (none yet: the printed game has no variants).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {}

/// A face of the directional die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DieFace {
    Way(Dir),
    /// The goat grazes where it is.
    Rest,
    /// The roller chooses the way.
    Any,
}

/// The six faces of the directional die.
pub const DIE: [DieFace; 6] = [
    DieFace::Way(Dir::N),
    DieFace::Way(Dir::E),
    DieFace::Way(Dir::S),
    DieFace::Way(Dir::W),
    DieFace::Rest,
    DieFace::Any,
];

/// A decision the player whose turn it is must make next.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// Roll the die for your goat; `rolls` left this turn (two when it started on a Coffee Bush).
    Roll { rolls: u8 },
    /// The die said "any way": choose where your goat goes.
    GoatWay { rolls: u8 },
    /// Your move: step, play an advantage card, rotate your card, or ride a Ski Lift; `moves`
    /// left this turn (two when your shepherd started on a Coffee Bush).
    Move { moves: u8 },
    /// Turn the card just revealed at `at` so one of its arrows meets the side `toward`.
    Orient { at: Pos, toward: Dir },
    /// Throw another player's goat from `at` onto an adjacent card.
    ThrowGoat { goat: Seat, at: Pos },
    /// Throw another shepherd from `at` onto an adjacent card.
    ThrowShepherd { shepherd: Seat, at: Pos },
    /// Choose the way of the Landslide or Waterfall just revealed at `at`.
    Aim { at: Pos },
    /// You entered the Top of the Mountain: you may reveal any one face-down card.
    TopReveal,
    /// You found a Ski Lift: you may ride it to the Top for free now.
    FreeLift,
    /// From the Top you revealed the Ski Lift at `lift`: you may ride down to it for free now.
    FreeRide { lift: Pos },
}

/// Everything a player can do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    into = "crate::engine::code::Code",
    try_from = "crate::engine::code::Code"
)]
pub enum Action {
    Roll,
    GoatWay {
        dir: Dir,
    },
    /// Move your shepherd one card.
    Step {
        dir: Dir,
    },
    /// Swap a hand card for the face-down card at `at`, played face up turned `rot` quarter turns.
    Advantage {
        card: CardId,
        at: Pos,
        rot: u8,
    },
    /// Turn the card you stand on a quarter turn.
    Rotate {
        clockwise: bool,
    },
    /// Ride between the Top of the Mountain and a face-up Ski Lift.
    Lift {
        to: Pos,
    },
    Orient {
        rot: u8,
    },
    Throw {
        to: Pos,
    },
    Aim {
        dir: Dir,
    },
    /// Reveal this face-down card from the Top of the Mountain.
    Reveal {
        at: Pos,
    },
    /// Decline an optional choice (a reveal from the Top, a free lift ride).
    Skip,
    /// Only when no move of any kind is possible.
    Pass,
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GoatError {
    NotYourTurn,
    NotNow,
    Blocked(&'static str),
    NotInHand,
    NoSuchPlace,
    Over,
}

impl std::fmt::Display for GoatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GoatError::NotYourTurn => f.write_str("It is not your turn."),
            GoatError::NotNow => f.write_str("That can't be done right now."),
            GoatError::Blocked(why) => f.write_str(why),
            GoatError::NotInHand => f.write_str("That card is not in your hand."),
            GoatError::NoSuchPlace => f.write_str("There is no such place on the mountain."),
            GoatError::Over => f.write_str("The game is over."),
        }
    }
}

impl std::error::Error for GoatError {}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GrabYourGoat {
    pub rng: GameRng,
    /// Row by row, [`SIZE`] x [`SIZE`].
    pub grid: Vec<Tile>,
    pub shepherds: Vec<Pos>,
    pub goats: Vec<Pos>,
    pub hands: Vec<Vec<CardId>>,
    pub deck: Vec<CardId>,
    pub discard: Vec<CardId>,
    /// Whose turn it is.
    pub seat: Seat,
    /// Decisions still to make this turn; the last is made first.
    pub pending: Vec<Pending>,
    /// Shepherds who lost their next turn in a Thicket.
    pub lost_turn: Vec<bool>,
    /// The roll of the die this turn, for the screen.
    pub last_roll: Option<DieFace>,
    /// Rolls so far (each new roll is animated once).
    pub rolls: u32,
    pub winner: Option<Seat>,
    pub reveals: u64,
    /// The cards the last roll or move turned face up (with the choices that finished it), and
    /// whose it was: shown (and said in words) until the next roll or move, so the player who
    /// found them sees them before passing on, and the next player sees them too.
    #[serde(default)]
    pub found: Vec<Found>,
    #[serde(default)]
    pub found_by: Seat,
}

/// A card turned face up by the last action: where, which, and whether it was laid from a hand
/// (else it was found: stepped onto, revealed from the Top, under a pushed or swept shepherd).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Found {
    pub at: Pos,
    pub card: CardId,
    pub laid: bool,
}

/// Places on the mountain (the grid's length).
const CELLS: usize = SIZE as usize * SIZE as usize;

fn index(p: Pos) -> usize {
    usize::from(p.row) * usize::from(SIZE) + usize::from(p.col)
}

/// Where the cards are dealt, in order: from the Top outwards, ring by ring, row by row within a
/// ring (every place but the Top and the corners, which are the houses). The same every game, so
/// worked out once here.
const DEAL: [Pos; CELLS - 5] = {
    let mut order = [Pos::TOP; CELLS - 5];
    let mut n = 0;
    let mut ring = 1;
    while ring < 4 {
        let mut row = 0;
        while row < SIZE {
            let mut col = 0;
            while col < SIZE {
                let p = Pos { row, col };
                let on_ring = row.abs_diff(3) == ring && col.abs_diff(3) <= ring
                    || col.abs_diff(3) == ring && row.abs_diff(3) <= ring;
                if on_ring && !p.is_corner() {
                    order[n] = p;
                    n += 1;
                }
                col += 1;
            }
            row += 1;
        }
        ring += 1;
    }
    order
};

/// The place at `i` in the grid (row by row), the inverse of [`index`].
fn place(i: usize) -> Pos {
    Pos {
        row: (i / usize::from(SIZE)) as u8,
        col: (i % usize::from(SIZE)) as u8,
    }
}

impl GrabYourGoat {
    // Inlined: the moves and their checks ask for tiles many times a move, and the release
    // build (optimised for size) would otherwise call out for each.
    #[inline(always)]
    pub fn tile(&self, p: Pos) -> Tile {
        if p.on_board() {
            self.grid[index(p)]
        } else {
            Tile::Gap
        }
    }
    fn set(&mut self, p: Pos, t: Tile) {
        if p.on_board() {
            self.grid[index(p)] = t;
        }
    }
    pub fn players_n(&self) -> usize {
        self.shepherds.len()
    }

    /// The decision to make now, if the game is running.
    pub fn now(&self) -> Option<&Pending> {
        if self.winner.is_some() {
            None
        } else {
            self.pending.last()
        }
    }
}

impl Game for GrabYourGoat {
    const SLUG: &'static str = "grab-your-goat";
    type Options = Options;
    type Action = Action;
    type Error = GoatError;
    type View = view::TableView;
    const PLAYERS: (usize, usize) = (2, 4);

    fn new(players: usize, _options: &Options, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_players(Self::PLAYERS, players)?;
        let mut rng = GameRng::new(seed);
        let mut deck: Vec<CardId> = CardId::all().collect();
        rng.shuffle(&mut deck);
        let mut grid = vec![Tile::House; usize::from(SIZE) * usize::from(SIZE)];
        grid[index(Pos::TOP)] = Tile::Top;
        for p in DEAL {
            let card = deck.pop().unwrap_or(CardId(0));
            let rot = rng.below(4) as u8;
            grid[index(p)] = Tile::Card {
                card,
                up: false,
                rot,
            };
        }
        let hands = (0..players)
            .map(|_| deck.split_off(deck.len() - HAND))
            .collect();
        let mut g = GrabYourGoat {
            rng,
            grid,
            shepherds: (0..players).map(Pos::house).collect(),
            goats: vec![Pos::TOP; players],
            hands,
            deck,
            discard: Vec::new(),
            seat: 0,
            pending: Vec::new(),
            lost_turn: vec![false; players],
            last_roll: None,
            rolls: 0,
            winner: None,
            reveals: 0,
            found: Vec::new(),
            found_by: 0,
        };
        g.start_turn(0, &mut Log::quiet());
        Ok(g)
    }

    fn players(&self) -> usize {
        self.players_n()
    }

    fn to_act(&self) -> ToAct {
        ToAct::one(self.now().map(|_| self.seat))
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if seat != self.seat {
            return Vec::new();
        }
        let Some(now) = self.now() else {
            return Vec::new();
        };
        match now {
            Pending::Roll { .. } => vec![Action::Roll],
            Pending::GoatWay { .. } => Dir::ALL.map(|dir| Action::GoatWay { dir }).to_vec(),
            Pending::Move { .. } => self.moves(seat),
            Pending::Orient { at, toward } => self
                .orientations(*at, *toward)
                .into_iter()
                .map(|rot| Action::Orient { rot })
                .collect(),
            Pending::ThrowGoat { .. } | Pending::ThrowShepherd { .. } => {
                let targets = self.throw_targets(now);
                if targets.is_empty() {
                    vec![Action::Skip]
                } else {
                    targets.into_iter().map(|to| Action::Throw { to }).collect()
                }
            }
            Pending::Aim { at } => {
                // Still a face-up Landslide or Waterfall? (Something may have cleared it.)
                if matches!(
                    self.tile(*at).effect(),
                    Some(Effect::Landslide | Effect::Waterfall)
                ) {
                    Dir::ALL.map(|dir| Action::Aim { dir }).to_vec()
                } else {
                    vec![Action::Skip]
                }
            }
            Pending::TopReveal => self
                .face_down()
                .map(|at| Action::Reveal { at })
                .chain([Action::Skip])
                .collect(),
            Pending::FreeLift => {
                if self.tile(self.shepherds[seat]).effect() == Some(Effect::SkiLift) {
                    vec![Action::Lift { to: Pos::TOP }, Action::Skip]
                } else {
                    vec![Action::Skip]
                }
            }
            Pending::FreeRide { lift } => {
                if self.shepherds[seat] == Pos::TOP
                    && self.tile(*lift).effect() == Some(Effect::SkiLift)
                {
                    vec![Action::Lift { to: *lift }, Action::Skip]
                } else {
                    vec![Action::Skip]
                }
            }
        }
    }

    fn validate(&self, seat: Seat, action: &Action) -> Result<(), GoatError> {
        if self.winner.is_some() {
            return Err(GoatError::Over);
        }
        if seat != self.seat {
            return Err(GoatError::NotYourTurn);
        }
        if self.is_legal(seat, action) {
            return Ok(());
        }
        // Say why, as well as we can.
        Err(match (self.now(), action) {
            (Some(Pending::Roll { .. } | Pending::GoatWay { .. }), Action::Advantage { .. }) => {
                GoatError::Blocked(
                    "Roll for your goat first: then a card from your hand may be your move.",
                )
            }
            (Some(Pending::Move { .. }), Action::Step { .. }) => GoatError::Blocked(
                "No path that way: the arrows must line up (and nobody may enter a Steep Cliff).",
            ),
            (Some(Pending::Move { .. }), Action::Advantage { card, at, .. }) => {
                if !self.hands[seat].contains(card) {
                    GoatError::NotInHand
                } else if !at.on_board() {
                    GoatError::NoSuchPlace
                } else {
                    GoatError::Blocked("An advantage card replaces a face-down card.")
                }
            }
            (Some(Pending::Move { .. }), Action::Rotate { .. }) => {
                GoatError::Blocked("Only a face-up path or effect card can be rotated.")
            }
            (Some(Pending::Move { .. }), Action::Lift { .. }) => {
                GoatError::Blocked("The Ski Lift runs between a face-up Ski Lift and the Top.")
            }
            (Some(Pending::ThrowGoat { .. }), Action::Throw { .. }) => {
                GoatError::Blocked("Throw the goat onto an adjacent card without a shepherd on it.")
            }
            (Some(Pending::ThrowShepherd { .. }), Action::Throw { .. }) => {
                GoatError::Blocked("Throw the shepherd onto an adjacent card.")
            }
            (Some(Pending::Orient { .. }), Action::Orient { .. }) => {
                GoatError::Blocked("Turn the card so an arrow meets the one you came along.")
            }
            (Some(Pending::TopReveal), Action::Reveal { .. }) => {
                GoatError::Blocked("Reveal a face-down card.")
            }
            _ => GoatError::NotNow,
        })
    }

    fn execute(&mut self, seat: Seat, action: &Action, log: &mut Log) -> Result<(), GoatError> {
        self.validate(seat, action)?;
        // A roll or a move starts new news; the choices that finish one (turning the card
        // found, aiming it, throws, the Top's reveal) add to it.
        if matches!(
            self.now(),
            Some(Pending::Roll { .. } | Pending::Move { .. })
        ) {
            self.found.clear();
            self.found_by = seat;
        }
        self.act(seat, action, log);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        let winner = self.winner?;
        let scores = (0..self.players_n())
            .map(|s| i64::from(s == winner))
            .collect();
        // How close each shepherd came: cards between them and their goat at the end.
        let apart = (0..self.players_n())
            .map(|s| {
                let (a, b) = (self.shepherds[s], self.goats[s]);
                i64::from(a.row.abs_diff(b.row) + a.col.abs_diff(b.col))
            })
            .collect();
        Some(Outcome {
            scores,
            winners: vec![winner],
            breakdown: vec![("Cards from shepherd to goat".into(), apart)],
        })
    }

    fn view(&self, seat: Seat) -> view::TableView {
        view::TableView::of(self, seat)
    }

    fn reveals(&self) -> u64 {
        self.reveals
    }

    fn check_invariants(&self) -> Result<(), String> {
        let mut seen = vec![0u8; usize::from(DECK)];
        let on_grid = self.grid.iter().filter_map(|t| match t {
            Tile::Card { card, .. } => Some(*card),
            _ => None,
        });
        for card in on_grid
            .chain(self.hands.iter().flatten().copied())
            .chain(self.deck.iter().copied())
            .chain(self.discard.iter().copied())
        {
            *seen
                .get_mut(usize::from(card.0))
                .ok_or_else(|| format!("unknown card {card:?}"))? += 1;
        }
        if let Some(i) = seen.iter().position(|&n| n != 1) {
            return Err(format!("card {i} is in {} places", seen[i]));
        }
        if self.hands.iter().any(|h| h.len() != HAND) {
            return Err("a hand does not hold three cards".into());
        }
        for (s, &p) in self.shepherds.iter().enumerate() {
            if !p.on_board() || !self.tile(p).face_up() {
                return Err(format!("shepherd {s} is on {p:?}, not a face-up card"));
            }
        }
        if self.goats.iter().any(|g| !g.on_board()) {
            return Err("a goat left the mountain".into());
        }
        if self.tile(Pos::TOP) != Tile::Top
            || (0..4).any(|s| self.tile(Pos::house(s)) != Tile::House)
        {
            return Err("the Top or a house moved".into());
        }
        if self.winner.is_none() && self.pending.is_empty() {
            return Err("nothing to do and no winner".into());
        }
        Ok(())
    }
}
