//! BattleGoats: each player lays nine cards face down in a 3x3 battlefield, then players take turns
//! flipping one of their cards against any opponent's card; the higher value after modifiers
//! wins, a tie defeats both. The last player with a card in play wins.
//!
//! `cards` is the card set, `fight` computes values and results, `rules` says what is legal,
//! `turn` carries actions out (deal or draft, layout, who goes first, attacks and powers, the
//! last-two question), `view` shows one seat what it may see; this module holds the state.

mod bot;
pub mod cards;
mod code;
pub mod fight;
mod fuzz;
mod rules;
#[cfg(test)]
mod tests;
mod turn;

pub use cards::{Blast, Bonus, CARDS, Card, CardId, HEROES, Kind, Power};
pub use fight::{Fight, Result as FightResult, Term};

use crate::engine::{Game, GameRng, Log, Outcome, Seat, SetupError, ToAct, VecSet};
use serde::{Deserialize, Serialize};

/// Cards dealt to each player besides their Hero.
pub const DEAL: usize = 8;
/// Places on a battlefield: index = row * 3 + column; row 0 faces the opponents.
pub const CELLS: usize = 9;

/// Table options chosen at setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Draft the eight cards instead of taking them as dealt.
    pub draft: bool,
    /// Show, on cards that are face down again, what they were when they last flipped.
    pub memory: bool,
}

/// The basic deal, with the memory aid (docs/rules/battlegoats.md: a card every player was
/// shown is known to every player, as across a real table).
impl Default for Options {
    fn default() -> Self {
        Options {
            draft: false,
            memory: true,
        }
    }
}

/// A card on a battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub card: CardId,
    pub face_up: bool,
}

/// A place on some player's battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Spot {
    pub seat: Seat,
    pub cell: usize,
}

/// Everything a player can do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    into = "crate::engine::code::Code",
    try_from = "crate::engine::code::Code"
)]
pub enum Action {
    /// Draft: keep this card from the pack you hold.
    Pick { card: CardId },
    /// Layout: put a card from your hand on an empty place.
    Place { card: CardId, cell: usize },
    /// Layout: take a placed card back into your hand.
    Lift { cell: usize },
    /// Layout: done (all nine placed).
    Ready,
    /// The first to finish laying out names who attacks first.
    First { seat: Seat },
    /// Flip your card at `with` against the card at `target`.
    Attack { with: usize, target: Spot },
    /// Use the power of your card at `with` on `target`, instead of attacking.
    Use { with: usize, target: Spot },
    /// The last two players, both out at once: share the victory (true) or both lose.
    Share { share: bool },
}

/// Where the game is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Drafting: `packs[s]` is the pack seat `s` holds; seats pick in order each round.
    Draft,
    /// Laying out, one player after another in seat order.
    Layout,
    /// The first to finish chooses who attacks first.
    ChooseFirst {
        chooser: Seat,
    },
    /// A player's turn.
    Turn {
        seat: Seat,
    },
    /// The last two players lost their last cards together; each is asked in turn.
    Ask {
        seats: Vec<Seat>,
        answers: Vec<bool>,
    },
    Over {
        winners: Vec<Seat>,
    },
}

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BattleError {
    NotYourTurn,
    WrongPhase,
    NotInHand,
    NoSuchPlace,
    PlaceTaken,
    NotPlaced,
    NotReady,
    NoCard,
    OwnCard,
    CannotAttack,
    NoPower,
    BadTarget(&'static str),
    NoSuchSeat,
    MustAttack,
    /// This card's Mend has been used: each Mend card works once a game.
    Spent,
}

impl std::fmt::Display for BattleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            BattleError::NotYourTurn => "It is not your turn.",
            BattleError::WrongPhase => "That can't be done at this point of the game.",
            BattleError::NotInHand => "That card is not in your hand.",
            BattleError::NoSuchPlace => "There is no such place on a battlefield.",
            BattleError::PlaceTaken => "A card already lies there.",
            BattleError::NotPlaced => "No card of yours lies there.",
            BattleError::NotReady => "Lay all nine cards first.",
            BattleError::NoCard => "There is no card there.",
            BattleError::OwnCard => "Attack an opponent's card, not your own.",
            BattleError::CannotAttack => "That card never attacks while another of yours can.",
            BattleError::NoPower => "That card has no power to use.",
            BattleError::BadTarget(why) => why,
            BattleError::NoSuchSeat => "There is no such player.",
            BattleError::MustAttack => "You used a power last turn: this turn you must attack.",
            BattleError::Spent => {
                "This card has mended once already: each Mend card works once a game."
            }
        };
        f.write_str(text)
    }
}

impl std::error::Error for BattleError {}

/// The whole game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BattleGoats {
    pub options: Options,
    pub rng: GameRng,
    pub phase: Phase,
    /// Cards in hand (before and during layout).
    pub hands: Vec<Vec<CardId>>,
    /// Draft packs, by the seat holding them.
    pub packs: Vec<Vec<CardId>>,
    /// Seats that have picked this draft round / finished their layout.
    pub done: Vec<bool>,
    /// Seats in the order they finished laying out.
    pub finished: Vec<Seat>,
    pub fields: Vec<[Option<Placed>; CELLS]>,
    /// Which places held a face-up card when the current turn started.
    pub up_at_start: Vec<[bool; CELLS]>,
    pub discards: Vec<Vec<CardId>>,
    /// Cards not dealt this game.
    pub set_aside: Vec<CardId>,
    /// Cards each seat has peeked at.
    pub known: Vec<VecSet<CardId>>,
    /// Cards that have been flipped in a fight (the memory aid shows them).
    pub shown: VecSet<CardId>,
    /// The turns of the last round, oldest first (at most one a seat): who played, and the
    /// fight if it was one. Each seat is shown every fight since its own last turn (see
    /// [`view::TableView::fights`]): on a tablet passed around, a player may not have seen them.
    #[serde(default)]
    pub round: Vec<Played>,
    pub reveals: u64,
    /// Seats whose last turn was a power rather than an attack: their next turn must attack.
    #[serde(default)]
    pub powered: Vec<bool>,
    /// Mend cards whose power has been used: each works once a game, so defeated cards cannot
    /// come back for ever and every game ends (see docs/rules/battlegoats.md).
    #[serde(default)]
    pub mended: VecSet<CardId>,
}

/// A turn of the last round: who played, and the fight if it was one (a power has none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub seat: Seat,
    pub fight: Option<Fight>,
}

impl BattleGoats {
    pub fn players_n(&self) -> usize {
        self.fields.len()
    }

    /// The latest turn's fight, if the latest turn was one (for everyone to see).
    pub fn last_fight(&self) -> Option<&Fight> {
        self.round.last().and_then(|p| p.fight.as_ref())
    }

    /// Keeps a turn in the round's record, which holds one turn a seat at most.
    fn played(&mut self, seat: Seat, fight: Option<Fight>) {
        self.round.push(Played { seat, fight });
        let keep = self.players_n().max(1);
        if self.round.len() > keep {
            self.round.drain(..self.round.len() - keep);
        }
    }

    /// The card at a spot, if the spot exists and holds one.
    pub fn at(&self, spot: Spot) -> Option<Placed> {
        self.fields
            .get(spot.seat)?
            .get(spot.cell)
            .copied()
            .flatten()
    }

    /// Whether this card's power is used up (a Mend card that has mended once).
    pub fn spent(&self, card: CardId) -> bool {
        self.mended.contains(&card)
    }

    /// Whether `seat` used a power on its last turn (and so must attack on this one).
    pub fn powered_last(&self, seat: Seat) -> bool {
        self.powered.get(seat).copied().unwrap_or(false)
    }

    fn set_powered(&mut self, seat: Seat, used: bool) {
        if self.powered.len() < self.players_n() {
            self.powered.resize(self.players_n(), false);
        }
        if let Some(p) = self.powered.get_mut(seat) {
            *p = used;
        }
    }

    /// Seats that still have a card in play.
    pub fn alive(&self) -> Vec<Seat> {
        (0..self.players_n())
            .filter(|&s| self.fields[s].iter().any(Option::is_some))
            .collect()
    }

    fn seat_to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Draft | Phase::Layout => self.done.iter().position(|d| !d),
            Phase::ChooseFirst { chooser } => Some(*chooser),
            Phase::Turn { seat } => Some(*seat),
            Phase::Ask { seats, answers } => seats.get(answers.len()).copied(),
            Phase::Over { .. } => None,
        }
    }
}

impl Game for BattleGoats {
    const SLUG: &'static str = "battlegoats";
    type Options = Options;
    type Action = Action;
    type Error = BattleError;
    type View = view::TableView;
    const PLAYERS: (usize, usize) = (2, 6);

    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_players(Self::PLAYERS, players)?;
        let mut rng = GameRng::new(seed);
        let mut heroes: Vec<CardId> = (0..HEROES as u8).map(CardId).collect();
        let mut rest: Vec<CardId> = (HEROES as u8..CARDS.len() as u8).map(CardId).collect();
        rng.shuffle(&mut heroes);
        rng.shuffle(&mut rest);
        let mut hands = Vec::new();
        let mut packs = Vec::new();
        for _ in 0..players {
            let hero = heroes.pop().into_iter();
            let deal: Vec<CardId> = rest.split_off(rest.len() - DEAL);
            if options.draft {
                hands.push(hero.collect());
                packs.push(deal);
            } else {
                hands.push(hero.chain(deal).collect());
                packs.push(Vec::new());
            }
        }
        let mut set_aside = heroes;
        set_aside.extend(rest);
        crate::engine::sort_short(&mut set_aside);
        Ok(BattleGoats {
            options: options.clone(),
            rng,
            phase: if options.draft {
                Phase::Draft
            } else {
                Phase::Layout
            },
            hands,
            packs,
            done: vec![false; players],
            finished: Vec::new(),
            fields: vec![[None; CELLS]; players],
            up_at_start: vec![[false; CELLS]; players],
            discards: vec![Vec::new(); players],
            set_aside,
            known: vec![VecSet::new(); players],
            shown: VecSet::new(),
            round: Vec::new(),
            reveals: 0,
            powered: vec![false; players],
            mended: VecSet::new(),
        })
    }

    fn players(&self) -> usize {
        self.players_n()
    }

    fn to_act(&self) -> ToAct {
        ToAct::one(self.seat_to_act())
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        self.legal(seat)
    }

    fn validate(&self, seat: Seat, action: &Action) -> Result<(), BattleError> {
        self.check(seat, action)
    }

    fn execute(&mut self, seat: Seat, action: &Action, log: &mut Log) -> Result<(), BattleError> {
        self.validate(seat, action)?;
        self.carry_out(seat, action, log);
        Ok(())
    }

    fn outcome(&self) -> Option<Outcome> {
        let Phase::Over { winners } = &self.phase else {
            return None;
        };
        let n = self.players_n();
        let left: Vec<i64> = (0..n)
            .map(|s| self.fields[s].iter().flatten().count() as i64)
            .collect();
        let lost: Vec<i64> = (0..n).map(|s| self.discards[s].len() as i64).collect();
        let scores = (0..n).map(|s| i64::from(winners.contains(&s))).collect();
        Some(Outcome {
            scores,
            winners: winners.clone(),
            breakdown: vec![
                ("Cards still in play".into(), left),
                ("Cards defeated".into(), lost),
            ],
        })
    }

    fn view(&self, seat: Seat) -> view::TableView {
        view::TableView::of(self, seat)
    }

    fn reveals(&self) -> u64 {
        self.reveals
    }

    fn check_invariants(&self) -> Result<(), String> {
        let mut seen = vec![0u8; CARDS.len()];
        let all = self
            .hands
            .iter()
            .flatten()
            .chain(self.packs.iter().flatten())
            .chain(self.discards.iter().flatten())
            .chain(&self.set_aside)
            .copied()
            .chain(self.fields.iter().flatten().flatten().map(|p| p.card));
        for card in all {
            let slot = seen
                .get_mut(usize::from(card.0))
                .ok_or_else(|| format!("unknown card {card:?}"))?;
            *slot += 1;
        }
        if let Some(i) = seen.iter().position(|&k| k != 1) {
            return Err(format!("card {} is in {} places", CARDS[i].name, seen[i]));
        }
        let dealt = self.players_n() * (DEAL + 1);
        if CARDS.len() - self.set_aside.len() != dealt {
            return Err("the dealt cards changed".into());
        }
        if matches!(
            self.phase,
            Phase::Turn { .. } | Phase::Ask { .. } | Phase::Over { .. }
        ) && (self.hands.iter().any(|h| !h.is_empty())
            || self.packs.iter().any(|p| !p.is_empty()))
        {
            return Err("cards left in hand after the layout".into());
        }
        if let Phase::Turn { seat } = self.phase
            && self.fields[seat].iter().all(Option::is_none)
        {
            return Err("a player without cards has the turn".into());
        }
        Ok(())
    }
}

pub mod view;
