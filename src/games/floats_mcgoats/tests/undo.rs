//! Undo at the table: nothing is hidden, so a player's moves may be taken back, one by one, until
//! the next player acts; a roll of the die is never taken back (docs/rules/floats-mcgoats.md).

use super::*;
use crate::engine::{Player, Session, UndoError};

fn session(players: usize) -> Session<FloatsMcGoats> {
    let people = (0..players)
        .map(|s| Player::person(format!("P{s}"), s))
        .collect();
    Session::new(people, Options::default(), 7).expect("setup")
}

/// A session whose position is `g` (a hand-built raft), nothing played yet.
fn session_at(g: FloatsMcGoats) -> Session<FloatsMcGoats> {
    let mut s = session(g.players());
    s.state = g;
    s
}

fn add_goat(s: &Session<FloatsMcGoats>, seat: Seat) -> Action {
    s.state
        .legal_actions(seat)
        .into_iter()
        .find(|a| matches!(a, Action::AddGoat { .. }))
        .expect("a goat may be added")
}

#[test]
fn a_goat_added_may_be_taken_back_after_play_passed_on_until_the_next_player_acts() {
    let mut s = session(2);
    assert_eq!(s.can_undo(), Err(UndoError::Nothing));
    let start = s.state.clone();
    s.act(0, Action::Roll).expect("roll");
    let rolled = s.state.clone();
    assert_eq!(s.can_undo(), Err(UndoError::Rolled), "a roll stays rolled");
    assert_eq!(s.undo(), Err(UndoError::Rolled));
    assert_eq!(s.state, rolled, "a refused undo changes nothing");
    assert_ne!(s.state, start);
    // Finish seat 0's turn whatever the die showed.
    while s.state.seat_to_act() == Some(0) {
        let a = s.state.legal_actions(0)[0].clone();
        s.act(0, a).expect("legal");
    }
    let log = s.log.len();
    let a = add_goat(&s, 1);
    let before = s.state.clone();
    s.act(1, a.clone()).expect("add");
    assert_eq!(s.state.seat_to_act(), Some(0), "play passed back to seat 0");
    assert_eq!(
        s.can_undo(),
        Ok(()),
        "until seat 0 acts, seat 1's goat may come back"
    );
    s.undo().expect("undo");
    assert_eq!(s.state, before);
    assert_eq!(s.log.len(), log);
    assert_eq!(s.state.seat_to_act(), Some(1));
    assert_eq!(
        s.can_undo(),
        Err(UndoError::EarlierTurn),
        "seat 0's turn before is not seat 1's to take back"
    );
    // Once the next player acts, the move is theirs to keep.
    s.act(1, a).expect("again");
    let next = add_goat(&s, 0);
    s.act(0, next).expect("seat 0 adds");
    s.undo().expect("seat 0's own goat");
    assert_eq!(s.can_undo(), Err(UndoError::EarlierTurn));
    assert_eq!(s.state.supply[1].mamas, MAMAS - 1, "seat 1's goat stays");
}

#[test]
fn a_turns_steps_come_back_one_by_one_to_the_roll_which_stays() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Light);
    stick(&mut g, e(-1, 0, Dir::E), Stick::Light);
    rolled(&mut g, Face::MoveTwo);
    let mut s = session_at(g.clone());
    let steps = [
        Action::TakeStick { edge: THIRD },
        Action::PlaceStick {
            edge: e(0, -1, Dir::N),
        },
        Action::TakeStick {
            edge: e(-1, 0, Dir::E),
        },
        Action::PlaceStick {
            edge: e(0, 1, Dir::E),
        },
    ];
    let mut seen = vec![s.state.clone()];
    for a in &steps {
        s.act(0, a.clone()).expect("legal");
        seen.push(s.state.clone());
    }
    assert_eq!(s.state.seat_to_act(), Some(1));
    for want in seen.iter().rev().skip(1) {
        s.undo().expect("a step of this turn");
        assert_eq!(&s.state, want);
    }
    assert_eq!(s.state, g, "back at the die as it was rolled");
    assert_eq!(s.state.phase, Phase::Rolled(Face::MoveTwo));
    assert_eq!(s.undo(), Err(UndoError::Nothing));
    assert!(s.history.is_empty());
}

#[test]
fn after_undoing_a_step_the_roll_is_still_not_taken_back() {
    let mut s = session(2);
    s.act(0, Action::Roll).expect("roll");
    let rolled = s.state.clone();
    let face = s.state.last_roll;
    let a = s.state.legal_actions(0)[0].clone();
    s.act(0, a).expect("legal");
    s.undo().expect("the step after the roll");
    assert_eq!(s.state, rolled);
    assert_eq!(s.state.last_roll, face, "the die shows the same face");
    assert_eq!(s.can_undo(), Err(UndoError::Rolled));
}
