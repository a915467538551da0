//! Grab Your Goat! rules tests on hand-set mountains.

use super::board::{Effect, Face};
use super::*;
use crate::engine::Game;

mod cards;
mod checks;
mod computer;
mod help;
mod learn;
mod moves;

const N: Dir = Dir::N;
const E: Dir = Dir::E;
const S: Dir = Dir::S;
const W: Dir = Dir::W;

fn at(row: u8, col: u8) -> Pos {
    Pos { row, col }
}

/// A fresh game, seat 0 to make its move (the roll is skipped), the goats grazing along row 6
/// (away from the Top, so reaching the Top wins nothing).
fn game(players: usize) -> GrabYourGoat {
    let mut g = GrabYourGoat::new(players, &Options::default(), 7).expect("setup");
    g.pending = vec![Pending::Move { moves: 1 }];
    g.goats = (0..players).map(|s| at(5, 2 + s as u8)).collect();
    g
}

/// The first card of the deck with this effect.
fn effect(e: Effect) -> CardId {
    CardId::all()
        .find(|c| c.effect() == Some(e))
        .expect("effect card")
}

/// The `k`th directional card with these arrows (unrotated).
fn path(mask: u8, k: usize) -> CardId {
    CardId::all()
        .filter(|c| c.face() == Face::Arrows(mask))
        .nth(k)
        .expect("path card")
}

const STRAIGHT: u8 = 0b0101;
const CORNER: u8 = 0b0011;
const CROSS: u8 = 0b1111;

/// Puts `card` at `pos` (face up or down, turned `rot`), swapping it with whatever card was
/// there so every card stays in exactly one place.
fn put(g: &mut GrabYourGoat, pos: Pos, card: CardId, up: bool, rot: u8) {
    let Tile::Card { card: old, .. } = g.tile(pos) else {
        panic!("{pos:?} holds no card");
    };
    if old != card {
        let mut swapped = false;
        for t in g.grid.iter_mut() {
            if let Tile::Card { card: c, .. } = t
                && *c == card
            {
                *c = old;
                swapped = true;
            }
        }
        for c in g
            .hands
            .iter_mut()
            .flatten()
            .chain(g.deck.iter_mut())
            .chain(g.discard.iter_mut())
        {
            if *c == card && !swapped {
                *c = old;
                swapped = true;
            }
        }
        assert!(swapped, "{card:?} not found");
    }
    g.set(pos, Tile::Card { card, up, rot });
}

/// A face-up four-way path at each place (so shepherds can walk anywhere among them).
fn open(g: &mut GrabYourGoat, places: &[Pos]) {
    for (k, &p) in places.iter().enumerate() {
        put(g, p, path(CROSS, k), true, 0);
    }
}

fn act(g: &mut GrabYourGoat, seat: Seat, action: Action) -> Vec<String> {
    let mut log = Log::new();
    if let Err(e) = g.apply(seat, &action, &mut log) {
        panic!("{action:?} by {seat} refused: {e}; pending {:?}", g.pending);
    }
    g.check_invariants().expect("invariants");
    log.into_lines()
}

/// Makes `seat` the player to act, with these decisions pending (last first).
fn turn(g: &mut GrabYourGoat, seat: Seat, pending: Vec<Pending>) {
    g.seat = seat;
    g.pending = pending;
}
