//! BattleGoats rules tests on hand-made battlefields.

use super::*;
use crate::engine::Game;

mod balance;
mod battle;
mod bot;
mod learn;
mod powers;
mod rulings;
mod setup;

/// The card with this name.
fn id(name: &str) -> CardId {
    CardId::all()
        .find(|c| c.name() == name)
        .unwrap_or_else(|| panic!("no card named {name}"))
}

/// A game in its first turn (seat 0 to act) with exactly these cards laid out:
/// `fields[seat]` lists (cell, card name); cells 0-2 are the front row.
fn table(fields: &[&[(usize, &str)]]) -> BattleGoats {
    let mut g = BattleGoats::new(fields.len(), &Options::default(), 1).expect("setup");
    let mut used = Vec::new();
    for (seat, cards) in fields.iter().enumerate() {
        g.hands[seat].clear();
        g.fields[seat] = [None; CELLS];
        for &(cell, name) in cards.iter() {
            g.fields[seat][cell] = Some(Placed {
                card: id(name),
                face_up: false,
            });
            used.push(id(name));
        }
    }
    g.set_aside = CardId::all().filter(|c| !used.contains(c)).collect();
    g.done = vec![true; fields.len()];
    g.start_turn(0);
    g
}

fn spot(seat: Seat, cell: usize) -> Spot {
    Spot { seat, cell }
}

/// Applies an action that must be legal.
fn act(g: &mut BattleGoats, seat: Seat, action: Action) {
    let before = g.clone();
    if let Err(e) = g.apply(seat, &action, &mut Log::new()) {
        panic!("{action:?} by {seat} refused: {e}\n{before:?}");
    }
}

/// The value a card would fight with: (attacking value of `a` against `b`, defending value of `b`).
fn values(g: &BattleGoats, a: Spot, b: Spot) -> (i16, i16) {
    let f = fight::resolve(g, a, b);
    (f.attacker.total, f.defender.total)
}
