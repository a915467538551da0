//! Named tests for every Floats McGoats rule, on hand-built rafts: `goats` for adding, Goat Love,
//! fights, locks, scoring and winning; `shark` for the shark; `sticks` for the sticks.

mod goats;
mod learn;
mod rulebook;
mod shark;
mod sticks;
mod undo;

use super::lattice::{Cell, Dir, Edge, Vertex};
use super::*;
use crate::engine::Game;

/// Every kind of face on the die, once each.
pub(super) const EVERY_FACE: [Face; 7] = [
    Face::AddStick,
    Face::AddOrMove,
    Face::MoveTwo,
    Face::Flip,
    Face::GoatLove,
    Face::GoatFight,
    Face::SharkAttack,
];

/// Plays random games from the seeds `0..games` (two to four players) with the harness's player,
/// showing `check` every position first: the game, the seat to act and its legal actions.
pub(super) fn through_random_games(
    games: u64,
    mut check: impl FnMut(&FloatsMcGoats, Seat, &[Action]),
) {
    use crate::engine::harness::Fuzz;
    use crate::engine::{GameRng, ToAct};
    for seed in 0..games {
        let players = 2 + (seed % 3) as usize;
        let mut g = FloatsMcGoats::new(players, &Options::default(), seed)
            .unwrap_or_else(|e| panic!("{e}"));
        let mut rng = GameRng::new(seed);
        while let ToAct::Seats(seats) = g.to_act() {
            let seat = seats[0];
            let legal = g.legal_actions(seat);
            check(&g, seat, &legal);
            let k = FloatsMcGoats::choose(&g, seat, &legal, &mut rng);
            assert!(g.execute(seat, &legal[k], &mut Log::new()).is_ok());
        }
    }
}

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
