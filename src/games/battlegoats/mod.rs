//! BattleGoats: each player lays nine cards face down in a 3x3 battlefield, then players take turns
//! flipping one of their cards against any opponent's card; the higher value after modifiers
//! wins, a tie defeats both. The last player with a card in play wins.
//!
//! `cards` is the card set, `fight` computes values and results, this module holds the state and
//! the turn structure (deal or draft, layout, who goes first, attacks and powers, the last-two
//! question).

mod bot;
pub mod cards;
pub mod fight;
mod fuzz;
#[cfg(test)]
mod tests;

pub use cards::{Blast, Bonus, CARDS, Card, CardId, HEROES, Kind, Power};
pub use fight::{Fight, Result as FightResult, Term};

use crate::engine::{Game, GameRng, LogLine, Outcome, Seat, SetupError, ToAct};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// Cards dealt to each player besides their Hero.
pub const DEAL: usize = 8;
/// Places on a battlefield: index = row * 3 + column; row 0 faces the opponents.
pub const CELLS: usize = 9;

/// Table options chosen at setup.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Draft the eight cards instead of taking them as dealt.
    pub draft: bool,
    /// Show, on cards that are face down again, what they were when they last flipped.
    pub memory: bool,
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
    pub known: Vec<BTreeSet<CardId>>,
    /// Cards that have been flipped in a fight (the memory aid shows them).
    pub shown: BTreeSet<CardId>,
    /// The latest fight, for everyone to see.
    pub last_fight: Option<Fight>,
    pub reveals: u64,
}

fn in_range(cell: usize) -> bool {
    cell < CELLS
}

impl BattleGoats {
    pub fn players_n(&self) -> usize {
        self.fields.len()
    }

    /// The card at a spot, if the spot exists and holds one.
    pub fn at(&self, spot: Spot) -> Option<Placed> {
        self.fields
            .get(spot.seat)?
            .get(spot.cell)
            .copied()
            .flatten()
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

    /// Whether the card at `cell` may attack: a card that never attacks may, once every card its
    /// owner has left is such a card (else a table of walls would never end).
    pub fn may_attack(&self, seat: Seat, cell: usize) -> bool {
        let field = &self.fields[seat];
        field.get(cell).copied().flatten().is_some_and(|p| {
            !p.card.card().no_attack || field.iter().flatten().all(|q| q.card.card().no_attack)
        })
    }

    /// Spots a power may target.
    fn power_targets(&self, seat: Seat, power: Power) -> Vec<Spot> {
        let mut out = Vec::new();
        for s in 0..self.players_n() {
            for cell in 0..CELLS {
                let spot = Spot { seat: s, cell };
                let ok = match (power, self.at(spot)) {
                    (Power::Peek, Some(p)) => {
                        s != seat && !p.face_up && !self.known[seat].contains(&p.card)
                    }
                    (Power::Reveal, Some(p)) => !p.face_up,
                    (Power::Hide, Some(p)) => s == seat && p.face_up,
                    (Power::Mend, None) => s == seat && !self.discards[seat].is_empty(),
                    _ => false,
                };
                if ok {
                    out.push(spot);
                }
            }
        }
        out
    }

    fn start_turn(&mut self, seat: Seat) {
        for (up, field) in self.up_at_start.iter_mut().zip(&self.fields) {
            for cell in 0..CELLS {
                up[cell] = field[cell].is_some_and(|p| p.face_up);
            }
        }
        self.phase = Phase::Turn { seat };
    }

    /// The next seat after `seat`, clockwise, that still has cards.
    fn next_alive(&self, seat: Seat) -> Option<Seat> {
        let n = self.players_n();
        (1..=n)
            .map(|k| (seat + k) % n)
            .find(|&s| self.fields[s].iter().any(Option::is_some))
    }

    /// After a fight or a power: the game ends, the last two are asked, or play passes on.
    fn after_action(&mut self, seat: Seat, fighters: &[Seat], log: &mut Vec<LogLine>) {
        let alive = self.alive();
        match alive.len() {
            1 => {
                log.push(format!(
                    "{{{}}} has the last card in play and wins.",
                    alive[0]
                ));
                self.phase = Phase::Over { winners: alive };
            }
            0 => {
                let mut seats: Vec<Seat> = fighters.to_vec();
                seats.dedup();
                if seats.len() == 2 {
                    log.push(
                        "The last two cards fell together: share the victory, or both lose?".into(),
                    );
                    self.phase = Phase::Ask {
                        seats,
                        answers: Vec::new(),
                    };
                } else {
                    // Not reachable (a fight has two sides), but never crown a player with no cards.
                    self.phase = Phase::Over {
                        winners: Vec::new(),
                    };
                }
            }
            _ => {
                let next = self.next_alive(seat).unwrap_or(alive[0]);
                self.start_turn(next);
            }
        }
    }

    fn fight(&mut self, seat: Seat, with: usize, target: Spot, log: &mut Vec<LogLine>) {
        let mine = Spot { seat, cell: with };
        let fight = fight::resolve(self, mine, target);
        for (spot, term) in [(mine, &fight.attacker), (target, &fight.defender)] {
            self.shown.insert(term.card);
            if let Some(p) = self.fields[spot.seat][spot.cell].as_mut() {
                p.face_up = false;
            }
        }
        log.push(fight.describe());
        for (spot, term) in [(mine, &fight.attacker), (target, &fight.defender)] {
            if term.defeated {
                self.fields[spot.seat][spot.cell] = None;
                self.discards[spot.seat].push(term.card);
            }
        }
        self.reveals += 1;
        self.last_fight = Some(fight);
        self.after_action(seat, &[seat, target.seat], log);
    }

    fn use_power(&mut self, seat: Seat, with: usize, target: Spot, log: &mut Vec<LogLine>) {
        let Some(user) = self.fields[seat][with] else {
            return;
        };
        let power = user.card.card().power;
        let name = user.card.name();
        // Using a power shows the card that has it (as it would be shown across a table).
        self.shown.insert(user.card);
        self.reveals += 1;
        match power {
            Some(Power::Peek) => {
                if let Some(p) = self.at(target) {
                    self.known[seat].insert(p.card);
                    self.reveals += 1;
                }
                log.push(format!(
                    "{{{seat}}}'s {name} peeks at a card of {{{}}}'s.",
                    target.seat
                ));
            }
            Some(Power::Reveal) => {
                if let Some(p) = self.fields[target.seat][target.cell].as_mut() {
                    p.face_up = true;
                    self.shown.insert(p.card);
                    log.push(format!(
                        "{{{seat}}}'s {name} reveals {{{}}}'s {}.",
                        target.seat,
                        p.card.name()
                    ));
                }
            }
            Some(Power::Hide) => {
                if let Some(p) = self.fields[seat][target.cell].as_mut() {
                    p.face_up = false;
                    log.push(format!(
                        "{{{seat}}}'s {name} hides their {}.",
                        p.card.name()
                    ));
                }
            }
            Some(Power::Mend) => {
                if let Some(card) = self.discards[seat].pop() {
                    self.fields[seat][target.cell] = Some(Placed {
                        card,
                        face_up: false,
                    });
                    log.push(format!(
                        "{{{seat}}}'s {name} mends {} back onto the battlefield.",
                        card.name()
                    ));
                }
            }
            None => {}
        }
        self.last_fight = None;
        self.after_action(seat, &[seat], log);
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
        set_aside.sort();
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
            known: vec![BTreeSet::new(); players],
            shown: BTreeSet::new(),
            last_fight: None,
            reveals: 0,
        })
    }

    fn players(&self) -> usize {
        self.players_n()
    }

    fn to_act(&self) -> ToAct {
        ToAct::one(self.seat_to_act())
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        if self.seat_to_act() != Some(seat) {
            return Vec::new();
        }
        let mut out = Vec::new();
        match &self.phase {
            Phase::Draft => {
                out.extend(self.packs[seat].iter().map(|&card| Action::Pick { card }));
            }
            Phase::Layout => {
                let empty: Vec<usize> = (0..CELLS)
                    .filter(|&c| self.fields[seat][c].is_none())
                    .collect();
                for &card in &self.hands[seat] {
                    out.extend(empty.iter().map(|&cell| Action::Place { card, cell }));
                }
                if empty.is_empty() {
                    out.push(Action::Ready);
                }
                out.extend(
                    (0..CELLS)
                        .filter(|&c| self.fields[seat][c].is_some())
                        .map(|cell| Action::Lift { cell }),
                );
            }
            Phase::ChooseFirst { .. } => {
                out.extend((0..self.players_n()).map(|seat| Action::First { seat }));
            }
            Phase::Turn { .. } => {
                for with in 0..CELLS {
                    let Some(p) = self.fields[seat][with] else {
                        continue;
                    };
                    let c = p.card.card();
                    if self.may_attack(seat, with) {
                        for s in (0..self.players_n()).filter(|&s| s != seat) {
                            out.extend(
                                (0..CELLS)
                                    .filter(|&cell| self.fields[s][cell].is_some())
                                    .map(|cell| Action::Attack {
                                        with,
                                        target: Spot { seat: s, cell },
                                    }),
                            );
                        }
                    }
                    if let Some(power) = c.power {
                        out.extend(
                            self.power_targets(seat, power)
                                .into_iter()
                                .map(|target| Action::Use { with, target }),
                        );
                    }
                }
            }
            Phase::Ask { .. } => {
                out.push(Action::Share { share: true });
                out.push(Action::Share { share: false });
            }
            Phase::Over { .. } => {}
        }
        out
    }

    fn validate(&self, seat: Seat, action: &Action) -> Result<(), BattleError> {
        if self.seat_to_act() != Some(seat) {
            return Err(BattleError::NotYourTurn);
        }
        let phase_error = Err(BattleError::WrongPhase);
        match (&self.phase, action) {
            (Phase::Draft, Action::Pick { card }) => {
                if self.packs[seat].contains(card) {
                    Ok(())
                } else {
                    Err(BattleError::NotInHand)
                }
            }
            (Phase::Layout, Action::Place { card, cell }) => {
                if !self.hands[seat].contains(card) {
                    Err(BattleError::NotInHand)
                } else if !in_range(*cell) {
                    Err(BattleError::NoSuchPlace)
                } else if self.fields[seat][*cell].is_some() {
                    Err(BattleError::PlaceTaken)
                } else {
                    Ok(())
                }
            }
            (Phase::Layout, Action::Lift { cell }) => {
                if in_range(*cell) && self.fields[seat][*cell].is_some() {
                    Ok(())
                } else {
                    Err(BattleError::NotPlaced)
                }
            }
            (Phase::Layout, Action::Ready) => {
                if self.hands[seat].is_empty() {
                    Ok(())
                } else {
                    Err(BattleError::NotReady)
                }
            }
            (Phase::ChooseFirst { .. }, Action::First { seat: first }) => {
                if *first < self.players_n() {
                    Ok(())
                } else {
                    Err(BattleError::NoSuchSeat)
                }
            }
            (Phase::Turn { .. }, Action::Attack { with, target }) => {
                if self.fields[seat].get(*with).copied().flatten().is_none() {
                    return Err(BattleError::NotPlaced);
                }
                if !self.may_attack(seat, *with) {
                    return Err(BattleError::CannotAttack);
                }
                if target.seat == seat {
                    return Err(BattleError::OwnCard);
                }
                if target.seat >= self.players_n() || !in_range(target.cell) {
                    return Err(BattleError::NoSuchPlace);
                }
                self.at(*target).map(|_| ()).ok_or(BattleError::NoCard)
            }
            (Phase::Turn { .. }, Action::Use { with, target }) => {
                let Some(p) = self.fields[seat].get(*with).copied().flatten() else {
                    return Err(BattleError::NotPlaced);
                };
                let power = p.card.card().power.ok_or(BattleError::NoPower)?;
                if self.power_targets(seat, power).contains(target) {
                    Ok(())
                } else {
                    Err(BattleError::BadTarget(match power {
                        Power::Peek => "Peek at a face-down opponent card you haven't seen.",
                        Power::Reveal => "Reveal a card that is face down.",
                        Power::Hide => "Hide one of your own face-up cards.",
                        Power::Mend => {
                            "Mend needs a card in your discard pile and an empty place of yours."
                        }
                    }))
                }
            }
            (Phase::Ask { .. }, Action::Share { .. }) => Ok(()),
            _ => phase_error,
        }
    }

    fn execute(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut Vec<LogLine>,
    ) -> Result<(), BattleError> {
        self.validate(seat, action)?;
        let n = self.players_n();
        match action {
            Action::Pick { card } => {
                self.packs[seat].retain(|c| c != card);
                self.hands[seat].push(*card);
                self.done[seat] = true;
                log.push(format!("{{{seat}}} keeps a card."));
                if self.done.iter().all(|&d| d) {
                    // Pass to the right: the previous seat clockwise receives your pack.
                    let mut packs = vec![Vec::new(); n];
                    for (s, pack) in self.packs.drain(..).enumerate() {
                        packs[(s + n - 1) % n] = pack;
                    }
                    self.packs = packs;
                    self.done = vec![false; n];
                    if self.packs.iter().all(Vec::is_empty) {
                        self.phase = Phase::Layout;
                    }
                }
            }
            Action::Place { card, cell } => {
                self.hands[seat].retain(|c| c != card);
                self.fields[seat][*cell] = Some(Placed {
                    card: *card,
                    face_up: false,
                });
            }
            Action::Lift { cell } => {
                if let Some(p) = self.fields[seat][*cell].take() {
                    self.hands[seat].push(p.card);
                }
            }
            Action::Ready => {
                self.done[seat] = true;
                self.finished.push(seat);
                log.push(format!("{{{seat}}} has laid out their battlefield."));
                if self.done.iter().all(|&d| d) {
                    self.phase = Phase::ChooseFirst {
                        chooser: self.finished[0],
                    };
                }
            }
            Action::First { seat: first } => {
                log.push(format!("{{{seat}}} chooses {{{first}}} to attack first."));
                self.start_turn(*first);
            }
            Action::Attack { with, target } => self.fight(seat, *with, *target, log),
            Action::Use { with, target } => self.use_power(seat, *with, *target, log),
            Action::Share { share } => {
                // A secret vote: nobody hears an answer until both have answered.
                log.push(format!("{{{seat}}} has answered."));
                if let Phase::Ask { seats, answers } = &mut self.phase {
                    answers.push(*share);
                    if answers.len() == seats.len() {
                        for (s, a) in seats.iter().zip(answers.iter()) {
                            log.push(format!(
                                "{{{s}}} {}",
                                if *a {
                                    "would share the victory."
                                } else {
                                    "would rather both lose."
                                }
                            ));
                        }
                        let winners = if answers.iter().all(|&a| a) {
                            seats.clone()
                        } else {
                            Vec::new()
                        };
                        self.phase = Phase::Over { winners };
                    }
                }
            }
        }
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
