//! Named tests for every Goat Lords rule and action card, on hand-built tables: `rules` for the
//! turn, births, duels, restocking and the end; `action_cards` for each card and Escape Goat's
//! answers; `rulings` for each reading chosen where the rulebook is silent; `session` for
//! refusals, undo and saves; `legal_list` holds the fast legal list to its plain definition.

mod action_cards;
mod help;
mod learn;
mod legal_list;
mod rules;
mod rulings;
mod session;

use super::cards::{ACTIONS, ActionCard as A, Card, CardId, DECK_SIZE, Goat as G, Wild as W};
use super::*;
use crate::engine::{Game, Player, Session, UndoError};

const NINJA: Card = Card::Goat(G::GoatNinja);
const PUG: Card = Card::Goat(G::Ladypug);
const KRAKEN: Card = Card::Goat(G::Krakengoat);
const LORD: Card = Card::Wild(W::GoatLord);
const GOATINI: Card = Card::Wild(W::MagicalGoatini);

/// A hand-built table: every card starts in a pool and is handed out on request; what is left
/// becomes the draw pile (its top is set with `top`).
struct Table {
    g: GoatLords,
    pool: Vec<CardId>,
}

impl Table {
    fn new(players: usize) -> Self {
        let mut g = GoatLords::new(players, &Options::default(), 7).expect("valid setup");
        g.draw.clear();
        g.discard.clear();
        g.places = vec![Place::default(); players];
        g.active = 0;
        g.turn = 1;
        g.phase = Phase::Play;
        g.plays_left = 1;
        g.actions_left = 1;
        Table {
            g,
            pool: CardId::all().collect(),
        }
    }
    fn take(&mut self, card: Card) -> CardId {
        let at = self
            .pool
            .iter()
            .position(|c| c.card() == card)
            .expect("card left in pool");
        self.pool.remove(at)
    }
    fn hand(mut self, seat: Seat, cards: &[Card]) -> Self {
        for &c in cards {
            let id = self.take(c);
            self.g.places[seat].hand.push(id);
        }
        self
    }
    fn front(mut self, seat: Seat, cards: &[A]) -> Self {
        for &c in cards {
            let id = self.take(Card::Action(c));
            self.g.places[seat].front.push(id);
        }
        self
    }
    /// Adds a stack of `goat` with `size` cards to the top of `seat`'s herd.
    fn stack(mut self, seat: Seat, goat: G, size: usize) -> Self {
        let cards = (0..size).map(|_| self.take(Card::Goat(goat))).collect();
        self.g.places[seat].herd.push(Stack { goat, cards });
        self
    }
    fn discard(mut self, card: Card) -> Self {
        let id = self.take(card);
        self.g.discard.push(id);
        self
    }
    /// Cards drawn next, in drawing order.
    fn top(mut self, cards: &[Card]) -> Self {
        let ids: Vec<CardId> = cards.iter().map(|&c| self.take(c)).collect();
        self.pool.retain(|c| !ids.contains(c));
        self.g.draw = self.pool.iter().rev().copied().collect();
        self.g.draw.extend(ids.into_iter().rev());
        self.pool.clear();
        self
    }
    fn build(mut self) -> GoatLords {
        // Undealt cards go under the draw pile, goats on top and action cards at the bottom.
        self.g.draw.splice(0..0, self.pool.drain(..).rev());
        self.g.check_invariants().expect("a sound table");
        self.g
    }
}

/// Applies an action that must be legal (the action is worked out before the state is borrowed).
#[macro_export]
macro_rules! act {
    ($g:ident, $seat:expr, $action:expr) => {{
        let seat = $seat;
        let action = $action;
        apply_ok(&mut $g, seat, action)
    }};
}

fn apply_ok(g: &mut GoatLords, seat: Seat, action: Action) {
    let mut log = Log::new();
    g.apply(seat, &action, &mut log)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    g.check_invariants().expect("invariants hold");
}

fn refuse(g: &GoatLords, seat: Seat, action: Action, why: GoatError) {
    let mut copy = g.clone();
    let mut log = Log::new();
    assert_eq!(copy.apply(seat, &action, &mut log), Err(why));
    assert_eq!(&copy, g, "a refused action must not change the state");
}

fn hand_card(g: &GoatLords, seat: Seat, card: Card) -> CardId {
    *g.places[seat]
        .hand
        .iter()
        .find(|c| c.card() == card)
        .expect("card in hand")
}

fn front_card(g: &GoatLords, seat: Seat, card: A) -> CardId {
    *g.places[seat]
        .front
        .iter()
        .find(|c| c.card() == Card::Action(card))
        .expect("card in front")
}

fn birth(g: &GoatLords, seat: Seat, a: Card, b: Card) -> Action {
    let x = hand_card(g, seat, a);
    let y = *g.places[seat]
        .hand
        .iter()
        .find(|c| c.card() == b && **c != x)
        .expect("second card");
    Action::Birth {
        first: x.min(y),
        second: x.max(y),
    }
}

fn play(g: &GoatLords, seat: Seat, effect: Effect) -> Action {
    Action::Play {
        card: front_card(g, seat, effect.card()),
        effect,
    }
}

/// Two players who have both birthed; seat 1 has an open Ninja stack on top of a Pug base.
fn duel_table() -> Table {
    Table::new(2)
        .stack(0, G::Krakengoat, 2)
        .stack(1, G::Ladypug, 2)
        .stack(1, G::GoatNinja, 2)
}
