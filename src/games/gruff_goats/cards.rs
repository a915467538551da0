//! Two standard 52-card decks shuffled together, and the five magic wands they claim and use.
//! Only suits matter in Gruff Goats; ranks are shown but never compared.

use serde::{Deserialize, Serialize};

/// One of the 104 playing cards, 0 to 103.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardId(pub u8);

/// Cards in play.
pub const DECK_SIZE: usize = 104;

/// A suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Clubs,
    Spades,
    Hearts,
    Diamonds,
}

impl Suit {
    /// All four.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds];

    /// The suit as one bit of a set of suits (clubs 1, spades 2, hearts 4, diamonds 8), so that
    /// "does this hand hold every suit the wand costs" is one mask test.
    // The release profile optimises for size, which ignores a plain `#[inline]`: these tiny
    // functions sit in the loops of every legal-action list.
    #[inline(always)]
    pub fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The suit's symbol.
    pub fn symbol(self) -> &'static str {
        match self {
            Suit::Clubs => "♣",
            Suit::Spades => "♠",
            Suit::Hearts => "♥",
            Suit::Diamonds => "♦",
        }
    }

    /// The one wand a card of this suit claims, blocks or uses alone (with one card of each
    /// other suit it also pays for the dragon wand).
    pub fn wand(self) -> Wand {
        match self {
            Suit::Clubs => Wand::Troll,
            Suit::Spades => Wand::Goat(Size::Big),
            Suit::Hearts => Wand::Goat(Size::Medium),
            Suit::Diamonds => Wand::Goat(Size::Little),
        }
    }

    /// The suit's name.
    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Spades => "spades",
            Suit::Hearts => "hearts",
            Suit::Diamonds => "diamonds",
        }
    }
}

impl CardId {
    /// Every card.
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..DECK_SIZE as u8).map(CardId)
    }

    /// The card's suit.
    #[inline(always)]
    pub fn suit(self) -> Suit {
        Suit::ALL[(self.0 as usize % 52) / 13]
    }

    /// The set of suits (as [`Suit::bit`]s) among `hand`.
    pub fn suits_in(hand: &[CardId]) -> u8 {
        hand.iter().fold(0, |set, c| set | c.suit().bit())
    }

    /// The card's rank, as printed: A, 2 to 10, J, Q, K.
    pub fn rank(self) -> &'static str {
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][self.0 as usize % 13]
    }
}

/// A goat's size: each player has one of each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Size {
    Big,
    Medium,
    Little,
}

impl Size {
    /// All three, biggest first.
    pub const ALL: [Size; 3] = [Size::Big, Size::Medium, Size::Little];

    /// The size's name.
    pub fn name(self) -> &'static str {
        match self {
            Size::Big => "big",
            Size::Medium => "medium",
            Size::Little => "little",
        }
    }
}

/// One of the five magic wands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Wand {
    /// Moves a troll (clubs).
    Troll,
    /// Moves its holder's goat of this size (spades big, hearts medium, diamonds little).
    Goat(Size),
    /// Sends the dragon after any goat (one card of each suit).
    Dragon,
}

impl Wand {
    /// All five.
    pub const ALL: [Wand; 5] = [
        Wand::Troll,
        Wand::Goat(Size::Big),
        Wand::Goat(Size::Medium),
        Wand::Goat(Size::Little),
        Wand::Dragon,
    ];

    /// The suits one claim, block or use of this wand costs: one card of each.
    pub fn cost(self) -> &'static [Suit] {
        match self {
            Wand::Troll => &[Suit::Clubs],
            Wand::Goat(Size::Big) => &[Suit::Spades],
            Wand::Goat(Size::Medium) => &[Suit::Hearts],
            Wand::Goat(Size::Little) => &[Suit::Diamonds],
            Wand::Dragon => &Suit::ALL,
        }
    }

    /// The suits of [`Wand::cost`] as a set of [`Suit::bit`]s.
    #[inline(always)]
    pub fn cost_bits(self) -> u8 {
        match self {
            Wand::Troll => 1,
            Wand::Goat(Size::Big) => 2,
            Wand::Goat(Size::Medium) => 4,
            Wand::Goat(Size::Little) => 8,
            Wand::Dragon => 15,
        }
    }

    /// The wand as one bit of a set of wands, by [`Wand::index`].
    #[inline(always)]
    pub fn bit(self) -> u8 {
        1 << self.index()
    }

    /// The set of wands (as [`Wand::bit`]s) whose whole cost is among `suits` (a set of
    /// [`Suit::bit`]s): what a hand holding those suits can claim, block or use.
    #[inline(always)]
    pub fn payable_with(suits: u8) -> u8 {
        // Wands 0 to 3 cost one card of the suit with the same bit; the dragon costs all four.
        let single = suits & 0b1111;
        if single == 0b1111 { 0b1_1111 } else { single }
    }

    /// Index into tables of five.
    #[inline(always)]
    pub fn index(self) -> usize {
        // The position in `Wand::ALL`.
        match self {
            Wand::Troll => 0,
            Wand::Goat(Size::Big) => 1,
            Wand::Goat(Size::Medium) => 2,
            Wand::Goat(Size::Little) => 3,
            Wand::Dragon => 4,
        }
    }

    /// The wand's name.
    pub fn name(self) -> &'static str {
        match self {
            Wand::Troll => "troll wand",
            Wand::Goat(Size::Big) => "big goat wand",
            Wand::Goat(Size::Medium) => "medium goat wand",
            Wand::Goat(Size::Little) => "little goat wand",
            Wand::Dragon => "dragon wand",
        }
    }

    /// What using the wand does, in a player's words.
    pub fn effect(self) -> &'static str {
        match self {
            Wand::Troll => "send a troll to a bridge that no troll stands on",
            Wand::Goat(Size::Big) => "move your big goat one square",
            Wand::Goat(Size::Medium) => "move your medium goat one square",
            Wand::Goat(Size::Little) => "move your little goat one square",
            Wand::Dragon => "send the dragon to eat any one goat, even one of yours",
        }
    }

    /// The suits, as symbols.
    pub fn symbols(self) -> String {
        self.cost().iter().map(|s| s.symbol()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cost_bits_are_the_bits_of_the_cost_and_the_index_the_place_in_all() {
        for wand in Wand::ALL {
            let bits = wand.cost().iter().fold(0, |set, s| set | s.bit());
            assert_eq!(wand.cost_bits(), bits, "{wand:?}");
        }
        for (i, wand) in Wand::ALL.into_iter().enumerate() {
            assert_eq!(wand.index(), i, "{wand:?}");
        }
        let bits: Vec<u8> = Suit::ALL.iter().map(|s| s.bit()).collect();
        assert_eq!(bits, [1, 2, 4, 8]);
    }

    #[test]
    fn a_wand_is_payable_with_a_set_of_suits_exactly_when_its_cost_is_among_them() {
        for suits in 0..16u8 {
            for wand in Wand::ALL {
                let payable = suits & wand.cost_bits() == wand.cost_bits();
                assert_eq!(
                    Wand::payable_with(suits) & wand.bit() != 0,
                    payable,
                    "{suits:04b} {wand:?}"
                );
            }
        }
    }

    #[test]
    fn suits_in_a_hand_are_the_suits_of_its_cards() {
        let hand = [CardId(0), CardId(13), CardId(65)];
        assert_eq!(CardId::suits_in(&hand), 1 | 2);
        assert_eq!(CardId::suits_in(&[]), 0);
        assert_eq!(CardId::suits_in(&CardId::all().collect::<Vec<_>>()), 15);
    }
}
