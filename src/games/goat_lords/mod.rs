//! Goat Lords: birth twin goats into your herd, duel for other players' top stacks, and play
//! action cards, until the draw pile and the hands run out. The biggest herd wins.
//!
//! `state` holds the table, `rules` says what is legal, `turn` carries actions out, `view` shows
//! one seat what it may see.

mod bot;
pub mod cards;
mod code;
mod fuzz;
pub mod help;
mod rules;
#[cfg(test)]
mod tests;
mod turn;
mod turn_end;
pub mod view;

pub use cards::{ActionCard, Card, CardId, Goat, Wild};
pub use rules::GoatError;
pub use view::TableView;

use crate::engine::{Game, GameRng, Log, Outcome, Seat, SetupError, ToAct};
use serde::{Deserialize, Serialize};

/// Table options chosen at setup.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Goat cards each hand is restocked to (the rulebook's default is 5).
    pub hand_size: usize,
    /// Whether players may look through the buried stacks of other herds (Sneak-A-Goat's
    /// setup question).
    pub look_through: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            hand_size: 5,
            look_through: true,
        }
    }
}

/// The most action cards a player may keep in front of them.
pub const MAX_FRONT: usize = 3;

/// A pile of goats in a herd. Every non-wild card in it is `goat`, the goat it shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stack {
    /// The goat on show.
    pub goat: Goat,
    /// The cards, bottom first.
    pub cards: Vec<CardId>,
}

impl Stack {
    /// Points the stack scores.
    pub fn points(&self) -> u32 {
        self.cards.iter().map(|c| c.points()).sum()
    }
}

/// Everything in front of and in the hand of one player.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    /// Goat cards in hand (secret).
    pub hand: Vec<CardId>,
    /// Action cards face down in front (secret to others).
    pub front: Vec<CardId>,
    /// The herd, bottom stack first. The bottom stack is the Base Stack.
    pub herd: Vec<Stack>,
    /// Loaf of Goat: this player misses their next turn.
    pub skip_next: bool,
}

impl Place {
    /// Whether the player has birthed (has a herd).
    pub fn has_herd(&self) -> bool {
        !self.herd.is_empty()
    }

    /// The stack others may duel for, steal or blow up: the top one, if it is not the Base Stack.
    pub fn open_top(&self) -> Option<&Stack> {
        if self.herd.len() >= 2 {
            self.herd.last()
        } else {
            None
        }
    }

    /// Points in the herd.
    pub fn score(&self) -> u32 {
        self.herd.iter().map(Stack::points).sum()
    }
}

/// The direction Russian Goatlette passes stacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Direction {
    /// To the next player clockwise.
    Left,
    /// To the previous player.
    Right,
}

/// What an action card does, with its choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// Blow up `target`'s top stack.
    AtomicGoat { target: Seat },
    /// Everyone passes their top stack.
    RussianGoatlette { direction: Direction },
    /// Bring `target`'s stack at `stack` (0 is the Base Stack) to the top of their herd.
    SneakAGoat { target: Seat, stack: usize },
    /// `target` misses their next turn.
    LoafOfGoat { target: Seat },
    /// Take a random card from `target`'s hand.
    HypnotizedGoat { target: Seat },
    /// Ask around for a wild.
    Goatinhood,
    /// Draw two goats.
    SantyGoat,
    /// Draw one goat, +2 plays.
    FlowerGoatee,
    /// `target` cannot answer the next duel against them this turn.
    RainingFireGoats { target: Seat },
}

impl Effect {
    /// The card that has this effect.
    pub fn card(self) -> ActionCard {
        match self {
            Effect::AtomicGoat { .. } => ActionCard::AtomicGoat,
            Effect::RussianGoatlette { .. } => ActionCard::RussianGoatlette,
            Effect::SneakAGoat { .. } => ActionCard::SneakAGoat,
            Effect::LoafOfGoat { .. } => ActionCard::LoafOfGoat,
            Effect::HypnotizedGoat { .. } => ActionCard::HypnotizedGoat,
            Effect::Goatinhood => ActionCard::Goatinhood,
            Effect::SantyGoat => ActionCard::SantyGoat,
            Effect::FlowerGoatee => ActionCard::FlowerGoatee,
            Effect::RainingFireGoats { .. } => ActionCard::RainingFireGoats,
        }
    }

    /// The opponent the card is played against, if any.
    pub fn target(self) -> Option<Seat> {
        match self {
            Effect::AtomicGoat { target }
            | Effect::SneakAGoat { target, .. }
            | Effect::LoafOfGoat { target }
            | Effect::HypnotizedGoat { target }
            | Effect::RainingFireGoats { target } => Some(target),
            _ => None,
        }
    }
}

/// Everything a player can do in Goat Lords.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    into = "crate::engine::code::Code",
    try_from = "crate::engine::code::Code"
)]
pub enum Action {
    /// Birth twins from the hand: two identical goats or a goat and a wild (`first` < `second`).
    Birth { first: CardId, second: CardId },
    /// Birth twins from a hand card and the top of the discard pile.
    AssistedBirth { card: CardId },
    /// Challenge `target` for their top stack, showing `card`.
    Duel { target: Seat, card: CardId },
    /// Play an action card from in front of you.
    Play { card: CardId, effect: Effect },
    /// Discard a goat (and draw one, when it is your play; when discarding down, just discard).
    Discard { card: CardId },
    /// Answer an attack with Escape Goat.
    Escape,
    /// Let the attack go ahead.
    Allow,
    /// Add a card to your side of the duel.
    Answer { card: CardId },
    /// Stop dueling: the other side wins. A defender asked about Escape Goat may give up the duel
    /// before it starts.
    Yield,
    /// Put one of your action cards in the trash (when over the limit of three).
    Trash { card: CardId },
}

/// A duel in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duel {
    /// Who challenged.
    pub attacker: Seat,
    /// Whose top stack is at stake.
    pub defender: Seat,
    /// The goat on the stack at stake.
    pub goat: Goat,
    /// The attacker's cards, in order.
    pub attack: Vec<CardId>,
    /// The defender's cards, in order.
    pub defence: Vec<CardId>,
    /// Whose card is next.
    pub defender_to_move: bool,
    /// Raining Fire-Goats: the defender may not answer this duel.
    pub unanswerable: bool,
}

/// An attack waiting for its target to decide on Escape Goat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Threat {
    /// A duel, with the attacker's first card shown.
    Duel(Duel),
    /// An action card, already in the trash, not yet in effect.
    Card { card: CardId, effect: Effect },
}

/// After a player trims their action cards, what happens next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Resume {
    /// Back to the active player's turn.
    Turn,
    /// Go on restocking hands.
    Restock,
}

/// What the game is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The active player makes a play.
    Play,
    /// The target of an attack may answer with Escape Goat.
    Escape { target: Seat, threat: Threat },
    /// A duel: the side to move adds a card or yields.
    Duel(Duel),
    /// `seat` holds more than three action cards and picks one to trash.
    TrimFront { seat: Seat, then: Resume },
    /// The active player ends the turn over the hand size and discards one card.
    DiscardDown { seat: Seat },
    /// The game is over.
    Over,
}

/// The whole table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoatLords {
    /// Setup options.
    pub options: Options,
    rng: GameRng,
    /// Face-down draw pile; the top is the last card.
    pub(crate) draw: Vec<CardId>,
    /// Face-up discard pile; the top is the last card.
    pub(crate) discard: Vec<CardId>,
    /// Out of the game for good.
    pub(crate) trash: Vec<CardId>,
    /// Each player's cards, by seat.
    pub(crate) places: Vec<Place>,
    /// Whose turn it is.
    pub(crate) active: Seat,
    /// Turns begun so far.
    pub(crate) turn: u32,
    /// What the game waits for.
    pub(crate) phase: Phase,
    /// Plays left this turn.
    pub(crate) plays_left: u8,
    /// Action cards that may still be played this turn.
    pub(crate) actions_left: u8,
    /// Raining Fire-Goats: the player who cannot answer the next duel this turn.
    pub(crate) fire: Option<Seat>,
    /// Seats still to restock at the end of the turn.
    pub(crate) restock_queue: Vec<Seat>,
    /// Once someone is out of cards with the draw pile gone, no more action cards.
    pub(crate) actions_closed: bool,
    /// Hidden or random information revealed so far.
    reveals: u64,
}

impl GoatLords {
    /// The next seat clockwise.
    pub(crate) fn next(&self, seat: Seat) -> Seat {
        (seat + 1) % self.places.len()
    }

    /// Whose turn it is.
    pub fn active(&self) -> Seat {
        self.active
    }

    /// What the game is waiting for.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// Scores by seat.
    pub fn scores(&self) -> Vec<u32> {
        self.places.iter().map(Place::score).collect()
    }

    /// The seat that must decide now, if any.
    pub fn seat_to_act(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Play => Some(self.active),
            Phase::Escape { target, .. } => Some(*target),
            Phase::Duel(d) => Some(if d.defender_to_move {
                d.defender
            } else {
                d.attacker
            }),
            Phase::TrimFront { seat, .. } | Phase::DiscardDown { seat } => Some(*seat),
            Phase::Over => None,
        }
    }
}

impl Game for GoatLords {
    const SLUG: &'static str = "goat-lords";
    const PLAYERS: (usize, usize) = (2, 6);
    type Options = Options;
    type Action = Action;
    type Error = GoatError;
    type View = TableView;

    fn new(players: usize, options: &Options, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_players(Self::PLAYERS, players)?;
        if !(3..=8).contains(&options.hand_size) {
            return Err(SetupError::Option("Hand size must be 3 to 8 cards.".into()));
        }
        let mut rng = GameRng::new(seed);
        let mut draw: Vec<CardId> = CardId::all().collect();
        rng.shuffle(&mut draw);
        let mut game = GoatLords {
            options: options.clone(),
            rng,
            draw,
            discard: Vec::new(),
            trash: Vec::new(),
            places: vec![Place::default(); players],
            // The last seat deals, so the first seat plays first.
            active: 0,
            turn: 0,
            phase: Phase::Play,
            plays_left: 0,
            actions_left: 0,
            fire: None,
            restock_queue: Vec::new(),
            actions_closed: false,
            reveals: 0,
        };
        game.flip_first_discard();
        game.restock_queue = (0..players).collect();
        game.continue_restock(&mut Log::quiet());
        Ok(game)
    }

    fn players(&self) -> usize {
        self.places.len()
    }

    fn to_act(&self) -> ToAct {
        ToAct::one(self.seat_to_act())
    }

    /// The active seat's, while another answers with Escape Goat, in a duel, or trims its
    /// action cards.
    fn turn(&self) -> Option<Seat> {
        (self.phase != Phase::Over).then_some(self.active)
    }

    fn legal_actions(&self, seat: Seat) -> Vec<Action> {
        rules::legal_actions(self, seat)
    }

    fn validate(&self, seat: Seat, action: &Action) -> Result<(), GoatError> {
        rules::validate(self, seat, action)
    }

    fn execute(&mut self, seat: Seat, action: &Action, log: &mut Log) -> Result<(), GoatError> {
        self.carry_out(seat, action, log)
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let scores = self.scores().into_iter().map(i64::from).collect();
        // Points by kind of goat (the named goats in table order, then the wilds) and by seat,
        // in one pass over the herds, kind after kind in one table.
        let kinds = cards::GOATS
            .iter()
            .map(|g| Card::Goat(g.0))
            .chain(cards::WILDS.iter().map(|w| Card::Wild(w.0)));
        let seats = self.places.len();
        let mut points = vec![0i64; (cards::GOATS.len() + cards::WILDS.len()) * seats];
        for (seat, place) in self.places.iter().enumerate() {
            for card in place.herd.iter().flat_map(|s| &s.cards) {
                let at = card.scoring_kind().map(|kind| kind * seats + seat);
                if let Some(p) = at.and_then(|at| points.get_mut(at)) {
                    *p += i64::from(card.points());
                }
            }
        }
        let breakdown = kinds
            .zip(points.chunks(seats.max(1)))
            .filter(|(_, row)| row.iter().any(|&p| p > 0))
            .map(|(kind, row)| (kind.name().to_string(), row.to_vec()))
            .collect();
        Some(Outcome::highest_wins(scores, breakdown))
    }

    fn view(&self, seat: Seat) -> TableView {
        view::TableView::of(self, seat)
    }

    fn reveals(&self) -> u64 {
        self.reveals
    }

    fn check_invariants(&self) -> Result<(), String> {
        rules::check_invariants(self)
    }
}
