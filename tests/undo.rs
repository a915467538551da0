//! Undo across a hand-off (src/engine/session.rs): a move that passed play to another seat can be
//! taken back only while the next player has seen nothing (`unseen`: the table still shows the
//! mover's result, or the game hides nothing); a move that revealed something never can.

use goatherd::engine::{Game, Player, Session, ToAct, UndoError};
use goatherd::games::battlegoats::{Action, BattleGoats};

/// Done once it is offered, else the next card onto a place, else the last legal action.
fn pick(legal: &[Action]) -> Action {
    legal
        .iter()
        .find(|a| matches!(a, Action::Ready))
        .or_else(|| legal.iter().find(|a| matches!(a, Action::Place { .. })))
        .or(legal.last())
        .cloned()
        .expect("something to do")
}

/// Two people at BattleGoats, seat 0 having laid out all nine cards and tapped Done (which
/// passes play to seat 1 and shows nothing).
fn laid_out() -> Session<BattleGoats> {
    let people = vec![Player::person("Ana", 0), Player::person("Bo", 1)];
    let mut s = Session::<BattleGoats>::new(people, Default::default(), 21).expect("a deal");
    for _ in 0..40 {
        if s.state.to_act() != ToAct::Seats(vec![0]) {
            break;
        }
        let action = pick(&s.state.legal_actions(0));
        s.act(0, action).expect("a listed action");
    }
    assert_eq!(s.state.to_act(), ToAct::Seats(vec![1]), "play passed to Bo");
    s
}

#[test]
fn a_hand_off_is_taken_back_only_before_the_next_player_sees_anything() {
    let mut s = laid_out();
    let before = s.history.len();
    assert_eq!(s.can_undo(), Err(UndoError::HandedOff));
    assert_eq!(s.can_take_back(false), Err(UndoError::HandedOff));
    assert_eq!(s.undo(), Err(UndoError::HandedOff));
    assert_eq!(s.history.len(), before, "a refused undo changes nothing");
    assert_eq!(s.can_take_back(true), Ok(()));
    s.take_back(true).expect("taken back before passing");
    assert_eq!(s.history.len(), before - 1);
    assert_eq!(s.state.to_act(), ToAct::Seats(vec![0]), "Ana plays again");
    // One step only: the move before can't be taken back too.
    assert!(s.take_back(true).is_err());
}

#[test]
fn a_move_that_revealed_something_is_never_taken_back() {
    let mut s = laid_out();
    // Bo lays out too; then someone attacks, which turns cards face up.
    while let ToAct::Seats(seats) = s.state.to_act() {
        let seat = seats[0];
        let action = pick(&s.state.legal_actions(seat));
        let reveals = s.state.reveals();
        s.act(seat, action).expect("a listed action");
        if s.state.reveals() != reveals {
            assert_eq!(s.can_take_back(true), Err(UndoError::Revealed));
            assert_eq!(s.take_back(true), Err(UndoError::Revealed));
            return;
        }
    }
    panic!("no move revealed anything in a whole game");
}
