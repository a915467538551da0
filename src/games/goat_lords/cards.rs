//! The 127 cards of Goat Lords: one table of goats, wilds and action cards with their counts and
//! points. The rulebook names the cards but gives no counts or points for goats; ours are in
//! `docs/rules/goat-lords.md`.

use serde::{Deserialize, Serialize};

/// One of the ten named goats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Goat {
    FaintingBabyGoat,
    Ladypug,
    FoodieGoat,
    FriendlyTGoat,
    GoatNinja,
    GleefulGhoast,
    FairyGoatMother,
    Krakengoat,
    FireBreathingDragonGoat,
    FlyingGoatACorn,
}

/// A wild goat: pairs with any named goat, never with another wild.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Wild {
    GoatLord,
    MagicalGoatini,
}

/// An action card: never held in a hand, kept face down in front of its owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ActionCard {
    EscapeGoat,
    SneakAGoat,
    RussianGoatlette,
    RainingFireGoats,
    HypnotizedGoat,
    SantyGoat,
    LoafOfGoat,
    FlowerGoatee,
    AtomicGoat,
    Goatinhood,
}

/// What is printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Card {
    Goat(Goat),
    Wild(Wild),
    Action(ActionCard),
}

/// One physical card of the deck, 0 to 126.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u8);

/// Named goats: copies in the deck and points each.
pub const GOATS: [(Goat, u8, u32); 10] = [
    (Goat::FaintingBabyGoat, 12, 1),
    (Goat::Ladypug, 12, 1),
    (Goat::FoodieGoat, 11, 2),
    (Goat::FriendlyTGoat, 11, 2),
    (Goat::GoatNinja, 10, 3),
    (Goat::GleefulGhoast, 10, 3),
    (Goat::FairyGoatMother, 9, 4),
    (Goat::Krakengoat, 9, 4),
    (Goat::FireBreathingDragonGoat, 8, 5),
    (Goat::FlyingGoatACorn, 8, 5),
];

/// Wild goats: copies and points each (the wilds are worth the most).
pub const WILDS: [(Wild, u8, u32); 2] = [(Wild::GoatLord, 5, 10), (Wild::MagicalGoatini, 5, 8)];

/// Action cards: copies in the deck, as the rulebook lists them.
pub const ACTIONS: [(ActionCard, u8); 10] = [
    (ActionCard::EscapeGoat, 3),
    (ActionCard::SneakAGoat, 3),
    (ActionCard::RussianGoatlette, 2),
    (ActionCard::RainingFireGoats, 2),
    (ActionCard::HypnotizedGoat, 2),
    (ActionCard::SantyGoat, 1),
    (ActionCard::LoafOfGoat, 1),
    (ActionCard::FlowerGoatee, 1),
    (ActionCard::AtomicGoat, 1),
    (ActionCard::Goatinhood, 1),
];

/// Cards in the deck.
pub const DECK_SIZE: usize = 127;

/// Extra plays an action card grants after it takes effect.
pub fn extra_plays(card: ActionCard) -> u8 {
    match card {
        ActionCard::FlowerGoatee => 2,
        ActionCard::SantyGoat
        | ActionCard::HypnotizedGoat
        | ActionCard::RainingFireGoats
        | ActionCard::SneakAGoat
        | ActionCard::Goatinhood => 1,
        ActionCard::EscapeGoat
        | ActionCard::RussianGoatlette
        | ActionCard::LoafOfGoat
        | ActionCard::AtomicGoat => 0,
    }
}

/// Whether Escape Goat can stop this card (the rulebook lists the ones it cannot).
pub fn escapable(card: ActionCard) -> bool {
    !matches!(
        card,
        ActionCard::Goatinhood | ActionCard::RussianGoatlette | ActionCard::RainingFireGoats
    )
}

/// What each card id is: the goats, then the wilds, then the action cards, each in table order
/// with its count of copies. Worked out once, at compile time.
const DECK: [Card; DECK_SIZE] = deck();

/// [`DECK`] padded to every possible id, so that looking a card up by its `u8` needs no bounds
/// check: ids past the deck read as the last action card, as [`CardId::card`] promises.
const DECK_BY_ID: [Card; 256] = {
    let mut out = [Card::Action(ActionCard::Goatinhood); 256];
    let mut i = 0;
    while i < DECK_SIZE {
        out[i] = DECK[i];
        i += 1;
    }
    out
};

/// Points each card id scores in a herd, worked out once from the tables (action cards and ids
/// past the deck score nothing). Scores and the Normal bot ask this very often.
const POINTS_BY_ID: [u8; 256] = {
    let mut out = [0u8; 256];
    let mut i = 0;
    while i < DECK_SIZE {
        out[i] = card_points(DECK[i]) as u8;
        i += 1;
    }
    out
};

/// [`TWIN_KEY`] of a wild; named goats are their place in [`GOATS`], action cards are above.
const WILD_KEY: u8 = 100;

/// What decides whether a card id is born twin with another, worked out once: a named goat's
/// place in [`GOATS`], [`WILD_KEY`] for a wild, `u8::MAX` for an action card or an id past the
/// deck. The legal list asks this for every pair of cards in a hand.
const TWIN_KEY: [u8; 256] = {
    let mut out = [u8::MAX; 256];
    let mut i = 0;
    while i < DECK_SIZE {
        out[i] = match DECK[i] {
            Card::Goat(g) => g as u8,
            Card::Wild(_) => WILD_KEY,
            Card::Action(_) => u8::MAX,
        };
        i += 1;
    }
    out
};

/// Where each card id's goat stands among the kinds that score: its row in [`GOATS`], or for a
/// wild, `GOATS.len()` plus its row in [`WILDS`]; `u8::MAX` for an action card or an id past the
/// deck. The final breakdown adds up a game's herds by it.
const KIND_BY_ID: [u8; 256] = {
    let mut out = [u8::MAX; 256];
    let mut i = 0;
    while i < DECK_SIZE {
        let mut k = 0;
        match DECK[i] {
            Card::Goat(g) => {
                while k < GOATS.len() {
                    if GOATS[k].0 as u8 == g as u8 {
                        out[i] = k as u8;
                    }
                    k += 1;
                }
            }
            Card::Wild(w) => {
                while k < WILDS.len() {
                    if WILDS[k].0 as u8 == w as u8 {
                        out[i] = (GOATS.len() + k) as u8;
                    }
                    k += 1;
                }
            }
            Card::Action(_) => {}
        }
        i += 1;
    }
    out
};

/// Points a card scores, looked up in the tables (for [`POINTS_BY_ID`]).
const fn card_points(card: Card) -> u32 {
    match card {
        Card::Goat(g) => {
            let mut i = 0;
            while i < GOATS.len() {
                if GOATS[i].0 as u8 == g as u8 {
                    return GOATS[i].2;
                }
                i += 1;
            }
            0
        }
        Card::Wild(w) => {
            let mut i = 0;
            while i < WILDS.len() {
                if WILDS[i].0 as u8 == w as u8 {
                    return WILDS[i].2;
                }
                i += 1;
            }
            0
        }
        Card::Action(_) => 0,
    }
}

/// Lays the tables out card by card (for [`DECK`]).
const fn deck() -> [Card; DECK_SIZE] {
    let mut out = [Card::Action(ActionCard::Goatinhood); DECK_SIZE];
    let mut n = 0;
    let mut i = 0;
    while i < GOATS.len() {
        let (goat, count, _) = GOATS[i];
        let mut k = 0;
        while k < count {
            out[n] = Card::Goat(goat);
            n += 1;
            k += 1;
        }
        i += 1;
    }
    i = 0;
    while i < WILDS.len() {
        let (wild, count, _) = WILDS[i];
        let mut k = 0;
        while k < count {
            out[n] = Card::Wild(wild);
            n += 1;
            k += 1;
        }
        i += 1;
    }
    i = 0;
    while i < ACTIONS.len() {
        let (action, count) = ACTIONS[i];
        let mut k = 0;
        while k < count {
            out[n] = Card::Action(action);
            n += 1;
            k += 1;
        }
        i += 1;
    }
    assert!(n == DECK_SIZE, "the card tables must add up to the deck");
    out
}

impl CardId {
    /// Every card of the deck, in table order.
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..DECK_SIZE as u8).map(CardId)
    }

    /// What this card is.
    ///
    /// Out of range ids are refused at every entry point; they read as the last action card.
    /// Inlined: the rules ask this for every card of every candidate action.
    #[inline(always)]
    pub fn card(self) -> Card {
        DECK_BY_ID[self.0 as usize]
    }

    /// Whether the two cards are a legal pair to be born together: the same as
    /// `self.card().twins(other.card()).is_some()`, without building the cards.
    #[inline(always)]
    pub fn twins_with(self, other: CardId) -> bool {
        let (a, b) = (TWIN_KEY[self.0 as usize], TWIN_KEY[other.0 as usize]);
        // Two identical named goats, or a named goat (below the wild key) and a wild.
        (a < WILD_KEY && (b == a || b == WILD_KEY)) || (a == WILD_KEY && b < WILD_KEY)
    }

    /// The kind of goat this card scores as: its row in [`GOATS`], or for a wild `GOATS.len()`
    /// plus its row in [`WILDS`]. `None` for an action card.
    pub fn scoring_kind(self) -> Option<usize> {
        match KIND_BY_ID[self.0 as usize] {
            u8::MAX => None,
            k => Some(usize::from(k)),
        }
    }

    /// Whether this id names a real card.
    pub fn exists(self) -> bool {
        (self.0 as usize) < DECK_SIZE
    }

    /// Points this card scores in a herd (action cards score nothing).
    #[inline]
    pub fn points(self) -> u32 {
        u32::from(POINTS_BY_ID[self.0 as usize])
    }
}

impl Card {
    /// Points in a herd.
    pub fn points(self) -> u32 {
        match self {
            Card::Goat(g) => GOATS.iter().find(|e| e.0 == g).map_or(0, |e| e.2),
            Card::Wild(w) => WILDS.iter().find(|e| e.0 == w).map_or(0, |e| e.2),
            Card::Action(_) => 0,
        }
    }

    /// Whether the card can stand in for `goat` in a duel or a birth.
    #[inline]
    pub fn matches(self, goat: Goat) -> bool {
        match self {
            Card::Goat(g) => g == goat,
            Card::Wild(_) => true,
            Card::Action(_) => false,
        }
    }

    /// The goat two cards make when born together, if they are a legal pair: two identical
    /// goats, or a goat and a wild. Never two wilds.
    #[inline]
    pub fn twins(self, other: Card) -> Option<Goat> {
        match (self, other) {
            (Card::Goat(a), Card::Goat(b)) if a == b => Some(a),
            (Card::Goat(a), Card::Wild(_)) | (Card::Wild(_), Card::Goat(a)) => Some(a),
            _ => None,
        }
    }

    /// The card's printed name.
    pub fn name(self) -> &'static str {
        match self {
            Card::Goat(g) => g.name(),
            Card::Wild(Wild::GoatLord) => "Goat Lord",
            Card::Wild(Wild::MagicalGoatini) => "Magical Goatini",
            Card::Action(a) => a.name(),
        }
    }
}

impl Goat {
    /// The goat's printed name.
    pub fn name(self) -> &'static str {
        match self {
            Goat::FaintingBabyGoat => "Fainting Baby Goat",
            Goat::Ladypug => "Ladypug",
            Goat::FoodieGoat => "Foodie Goat",
            Goat::FriendlyTGoat => "Friendly T-Goat",
            Goat::GoatNinja => "Goat Ninja",
            Goat::GleefulGhoast => "Gleeful Ghoast",
            Goat::FairyGoatMother => "Fairy Goat Mother",
            Goat::Krakengoat => "Krakengoat",
            Goat::FireBreathingDragonGoat => "Fire Breathing Dragon Goat",
            Goat::FlyingGoatACorn => "Flying Goat-a-Corn",
        }
    }
}

impl ActionCard {
    /// The card's printed name.
    pub fn name(self) -> &'static str {
        match self {
            ActionCard::EscapeGoat => "Escape Goat",
            ActionCard::SneakAGoat => "Sneak-A-Goat",
            ActionCard::RussianGoatlette => "Russian Goatlette",
            ActionCard::RainingFireGoats => "Raining Fire-Goats",
            ActionCard::HypnotizedGoat => "Hypnotized Goat",
            ActionCard::SantyGoat => "Santy Goat",
            ActionCard::LoafOfGoat => "Loaf of Goat",
            ActionCard::FlowerGoatee => "Flower Goatee",
            ActionCard::AtomicGoat => "Atomic Goat",
            ActionCard::Goatinhood => "Goatinhood",
        }
    }

    /// One line on what the card does, in our words (its extra plays are in [`extra_plays`]).
    pub fn effect(self) -> &'static str {
        match self {
            ActionCard::EscapeGoat => {
                "Answer a duel or an action card aimed at you: a duel's attacking card joins your top stack; an action card is cancelled."
            }
            ActionCard::SneakAGoat => {
                "Move one of an opponent's buried stacks to the top of their herd."
            }
            ActionCard::RussianGoatlette => {
                "Pick left or right: everyone passes their top stack that way."
            }
            ActionCard::RainingFireGoats => {
                "Pick an opponent: your next duel against them this turn cannot be answered."
            }
            ActionCard::HypnotizedGoat => "Take a random card from an opponent's hand.",
            ActionCard::SantyGoat => {
                "Draw two goats now; discard back down at the end of the turn."
            }
            ActionCard::LoafOfGoat => "An opponent misses their next turn.",
            ActionCard::FlowerGoatee => "Draw one goat.",
            ActionCard::AtomicGoat => {
                "Send an opponent's top stack to the trash (never a Base Stack)."
            }
            ActionCard::Goatinhood => {
                "Going left, ask each player who has a herd for their best wild, until one hands one over."
            }
        }
    }
}
