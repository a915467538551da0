//! Named tests for every Gruff Goats rule, on hand-built tables.

mod claims;
mod computer;
mod learn;
mod legal;
mod moves;
mod news;
mod saves;

use super::*;
use crate::engine::Game;

/// Applies an action that must be legal.
fn act(g: &mut GruffGoats, seat: Seat, action: Action) {
    let mut log = Log::new();
    g.apply(seat, &action, &mut log)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    g.check_invariants().expect("invariants hold");
}

fn refuse(g: &GruffGoats, seat: Seat, action: Action, why: GruffError) {
    let mut copy = g.clone();
    assert_eq!(copy.apply(seat, &action, &mut Log::new()), Err(why));
    assert_eq!(&copy, g, "a refused action must not change the state");
}

/// A fresh table where each player's hand is exactly the given suits (cards taken from the
/// draw pile), and any number of wand actions are allowed.
fn table(players: usize, hands: &[&[Suit]]) -> GruffGoats {
    let options = Options {
        wand_actions: 0,
        dragon_eats_trolls: true,
    };
    let mut g = GruffGoats::new(players, &options, 11).expect("setup");
    for seat in 0..players {
        g.draw.append(&mut g.hands[seat]);
    }
    for (seat, suits) in hands.iter().enumerate() {
        for suit in suits.iter() {
            let at = g
                .draw
                .iter()
                .position(|c| c.suit() == *suit)
                .expect("a card of the suit");
            let card = g.draw.remove(at);
            g.hands[seat].push(card);
        }
    }
    g.check_invariants().expect("a sound table");
    g
}

/// Two players; the first holds two cards of each suit (a dragon wand's claim and one use), the
/// second nothing.
fn two_dragon_sets() -> GruffGoats {
    table(
        2,
        &[
            &[Suit::Clubs, Suit::Spades, Suit::Hearts, Suit::Diamonds].repeat(2),
            &[],
        ],
    )
}

fn count(g: &GruffGoats, seat: Seat, suit: Suit) -> usize {
    g.hands[seat].iter().filter(|c| c.suit() == suit).count()
}

fn at(g: &GruffGoats, owner: Seat, size: Size) -> Option<Square> {
    g.goat(owner, size).and_then(|x| x.at)
}

fn sq(row: u8, col: u8) -> Square {
    Square { row, col }
}
