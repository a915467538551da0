//! Named tests for every Floats McGoats rule, on hand-built rafts.

mod goats;
mod sticks;

use super::lattice::{Cell, Dir, Edge, Vertex};
use super::*;
use crate::engine::Game;

fn act(g: &mut FloatsMcGoats, seat: Seat, action: Action) {
    let mut log = Log::new();
    g.apply(seat, &action, &mut log)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    g.check_invariants().expect("invariants hold");
}

fn refuse(g: &FloatsMcGoats, seat: Seat, action: Action, why: FloatError) {
    let mut copy = g.clone();
    assert_eq!(copy.apply(seat, &action, &mut Log::new()), Err(why));
    assert_eq!(&copy, g, "a refused action must not change the state");
}

fn e(x: i32, y: i32, dir: Dir) -> Edge {
    Edge {
        from: Vertex { x, y },
        dir,
    }
}

fn up(x: i32, y: i32) -> Cell {
    Cell { x, y, up: true }
}

fn down(x: i32, y: i32) -> Cell {
    Cell { x, y, up: false }
}

/// The anchors' own triangle is closed by this third stick.
const THIRD: Edge = Edge {
    from: Vertex { x: 1, y: 0 },
    dir: Dir::NW,
};

fn table(players: usize) -> FloatsMcGoats {
    FloatsMcGoats::new(players, &Options::default(), 5).expect("setup")
}

fn stick(g: &mut FloatsMcGoats, edge: Edge, kind: Stick) {
    g.sticks.insert(edge, kind);
    g.pile -= 1;
}

fn goat(g: &mut FloatsMcGoats, cell: Cell, owner: Seat, pack: Pack) {
    let (m, b) = pack.goats();
    g.supply[owner].mamas -= m;
    if b > 0 {
        g.supply[owner].baby = false;
    }
    g.goats.insert(cell, Goats { owner, pack });
}

fn rolled(g: &mut FloatsMcGoats, face: Face) {
    g.phase = Phase::Rolled(face);
}
