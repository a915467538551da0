//! Gruff Goats: race your big, medium and little goat to the Island of Good Grass. Goats and
//! trolls move only by magic wands, which are claimed, blocked, pushed and used by discarding
//! playing cards of the right suit. First to three points wins.
//!
//! `board` is the grid, `cards` the playing cards and wands, `rules` says what is legal, `turn`
//! carries actions out, `view` shows one seat what it may see.

pub mod board;
pub mod bot;
pub mod cards;
mod code;
mod fuzz;
mod news;
mod rules;
#[cfg(test)]
mod tests;
mod turn;
pub mod view;
pub mod words;

pub use board::{Bridge, Corner, Ground, Square};
pub use cards::{CardId, Size, Suit, Wand};
pub use news::Changed;
pub use rules::GruffError;
pub use view::TableView;

use crate::engine::{Game, GameRng, Log, Outcome, Seat, SetupError, ToAct};
use serde::{Deserialize, Serialize};

/// Points that win the game.
pub const WINNING_POINTS: u8 = 3;
/// Cards dealt to each player.
pub const HAND: usize = 8;

/// Table options chosen at setup. The default is the printed game: any number of wand actions,
/// the dragon eats goats only.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Wand actions (claims and uses) allowed in one turn, 1 to 5; 0 means any number, the
    /// printed rule and the default. A limit is for tables that want short turns.
    pub wand_actions: u8,
    /// The designer's optional rule: the dragon may eat a troll instead of a goat.
    pub dragon_eats_trolls: bool,
}

/// One goat on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Goat {
    /// Whose goat.
    pub owner: Seat,
    /// Which of the three.
    pub size: Size,
    /// Where it stands; `None` only while its owner chooses a corner for it.
    pub at: Option<Square>,
}

/// What the dragon swoops on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Prey {
    /// A goat, anybody's.
    Goat { owner: Seat, size: Size },
    /// A troll, who reappears on the bridge `to` (optional rule).
    Troll { troll: usize, to: Bridge },
}

/// Everything a player can do in Gruff Goats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    into = "crate::engine::code::Code",
    try_from = "crate::engine::code::Code"
)]
pub enum Action {
    /// Claim a wand (from the table or from its holder), discarding its cost.
    Claim { wand: Wand },
    /// Block a claim, discarding the same cost.
    Block,
    /// Let a claim through.
    Allow,
    /// Claimer, after a block: push again, discarding the cost once more.
    Push,
    /// Claimer, after a block: give up the claim.
    GiveUp,
    /// Troll wand: move a troll to another bridge.
    MoveTroll { troll: usize, to: Bridge },
    /// Goat wand: move your goat of that size one square.
    MoveGoat { size: Size, to: Square },
    /// Dragon wand: the dragon eats a goat (or a troll, with the optional rule).
    Dragon { prey: Prey },
    /// Put an eaten or scoring goat back in a corner.
    Place { corner: Corner },
    /// Draw a card and pass the turn on.
    EndTurn,
}

/// A claim in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    /// Who claims.
    pub claimer: Seat,
    /// What for.
    pub wand: Wand,
    /// Opponents still to be asked in this round, the one asked now first.
    pub queue: Vec<Seat>,
    /// Who blocked last, while the claimer decides to push or give up.
    pub blocker: Option<Seat>,
    /// Times the claim has been blocked so far.
    pub blocks: u32,
}

/// What the game is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The active player acts with wands or ends the turn.
    Turn,
    /// The first seat of the queue may block the claim.
    Block(Claim),
    /// The claimer was blocked and may push or give up.
    Push(Claim),
    /// Goats waiting for their owners to choose a corner, first one first.
    Place(Vec<(Seat, Size)>),
    /// Somebody has three points.
    Over,
}

/// The whole table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GruffGoats {
    /// Setup options.
    pub options: Options,
    rng: GameRng,
    /// Face-down draw pile; the top is the last card.
    pub(crate) draw: Vec<CardId>,
    /// Face-up discard pile.
    pub(crate) discard: Vec<CardId>,
    /// Each player's hand.
    pub(crate) hands: Vec<Vec<CardId>>,
    /// Points by seat.
    pub(crate) scores: Vec<u8>,
    /// Every goat: seat `s` owns goats `3s` (big), `3s+1` (medium), `3s+2` (little).
    pub(crate) goats: Vec<Goat>,
    /// The two trolls' bridges.
    pub(crate) trolls: [Bridge; 2],
    /// Who holds each wand, in [`Wand::ALL`] order.
    pub(crate) wands: [Option<Seat>; 5],
    /// Whose turn it is.
    pub(crate) active: Seat,
    /// Wand actions taken this turn.
    pub(crate) actions_used: u8,
    /// Turns begun.
    pub(crate) turn: u32,
    /// What the game waits for.
    pub(crate) phase: Phase,
    reveals: u64,
    /// When each goat, troll and wand last changed, and each seat last acted: what a seat is
    /// shown as new when it takes the tablet.
    #[serde(default)]
    pub(crate) marks: news::Marks,
}

impl GruffGoats {
    /// The goat of `owner` of `size`.
    pub(crate) fn goat(&self, owner: Seat, size: Size) -> Option<&Goat> {
        self.goats
            .iter()
            .find(|g| g.owner == owner && g.size == size)
    }

    pub(crate) fn goat_mut(&mut self, owner: Seat, size: Size) -> Option<&mut Goat> {
        self.goats
            .iter_mut()
            .find(|g| g.owner == owner && g.size == size)
    }

    /// Who holds `wand`.
    #[inline(always)]
    pub fn holder(&self, wand: Wand) -> Option<Seat> {
        self.wands[wand.index()]
    }

    /// Whether `hand` can pay one card of each suit of `wand`'s cost.
    pub(crate) fn can_pay(hand: &[CardId], wand: Wand) -> bool {
        // Cross suits off the cost as they turn up, stopping as soon as none is missing.
        let mut missing = wand.cost_bits();
        for card in hand {
            if missing == 0 {
                break;
            }
            missing &= !card.suit().bit();
        }
        missing == 0
    }

    /// Whose turn it is.
    pub fn active(&self) -> Seat {
        self.active
    }

    /// What the game waits for.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The seat that must decide now.
    pub fn seat_to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Turn => Some(self.active),
            Phase::Block(c) => c.queue.first().copied(),
            Phase::Push(c) => Some(c.claimer),
            Phase::Place(q) => q.first().map(|p| p.0),
            Phase::Over => None,
        }
    }
}

impl Game for GruffGoats {
    const SLUG: &'static str = "gruff-goats";
    const PLAYERS: (usize, usize) = (2, 4);
    /// Hands are secret, but every action is played openly on the bridge.
    const ACTIONS_PUBLIC: bool = true;
    type Options = Options;
    type Action = Action;
    type Error = GruffError;
    type View = TableView;

    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_players(Self::PLAYERS, players)?;
        if options.wand_actions > 5 {
            return Err(SetupError::Option(
                "Allow 1 to 5 wand actions a turn, or any number.".into(),
            ));
        }
        let mut rng = GameRng::new(seed);
        let mut draw: Vec<CardId> = CardId::all().collect();
        rng.shuffle(&mut draw);
        let mut hands = vec![Vec::new(); players];
        for _ in 0..HAND {
            for hand in hands.iter_mut() {
                if let Some(card) = draw.pop() {
                    hand.push(card);
                }
            }
        }
        for hand in hands.iter_mut() {
            crate::engine::sort_short(hand);
        }
        let goats = (0..players)
            .flat_map(|owner| {
                let home = Corner::home(owner, players).square();
                Size::ALL.map(|size| Goat {
                    owner,
                    size,
                    at: Some(home),
                })
            })
            .collect();
        Ok(GruffGoats {
            options: options.clone(),
            rng,
            draw,
            discard: Vec::new(),
            hands,
            scores: vec![0; players],
            goats,
            trolls: [Bridge::North, Bridge::South],
            wands: [None; 5],
            active: 0,
            actions_used: 0,
            turn: 1,
            phase: Phase::Turn,
            reveals: 0,
            marks: news::Marks::default(),
        })
    }

    fn players(&self) -> usize {
        self.hands.len()
    }

    fn to_act(&self) -> ToAct {
        ToAct::one(self.seat_to_act())
    }

    /// The active seat's, while another is asked to block a claim or places a goat.
    fn turn(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.active)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        rules::legal_actions(self, seat)
    }

    fn validate(&self, seat: Seat, action: &Action) -> Result<(), GruffError> {
        rules::validate(self, seat, action)
    }

    fn execute(&mut self, seat: Seat, action: &Action, log: &mut Log) -> Result<(), GruffError> {
        let before = news::Before::of(self);
        self.carry_out(seat, action, log)?;
        self.marks = self.marks.after(seat, action, &before, self);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores = self.scores.iter().map(|&s| i64::from(s)).collect();
        let wands = (0..self.hands.len())
            .map(|s| self.wands.iter().filter(|w| **w == Some(s)).count() as i64)
            .collect();
        Some(Outcome::highest_wins(
            scores,
            vec![("Wands held at the end".into(), wands)],
        ))
    }

    fn view(&self, seat: Seat) -> TableView {
        TableView::of(self, seat)
    }

    fn reveals(&self) -> u64 {
        self.reveals
    }

    fn check_invariants(&self) -> Result<(), String> {
        rules::check_invariants(self)
    }
}
