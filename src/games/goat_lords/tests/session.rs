//! Refused actions, undo and saves, through the session layer.

use super::*;
use crate::act;

#[test]
fn an_illegal_action_is_refused_with_the_session_unchanged() {
    let players = ana_and_bo();
    let mut s = Session::<GoatLords>::new(players, Options::default(), 42).expect("setup");
    let before = s.clone();
    assert_eq!(s.act(1, Action::Yield), Err(GoatError::NotYourTurn));
    assert_eq!(
        s.act(0, Action::Discard { card: CardId(200) }),
        Err(GoatError::NotInHand)
    );
    assert_eq!(s, before);
    assert_eq!(s.can_undo(), Err(UndoError::Nothing));
}

#[test]
fn undo_takes_back_a_play_that_revealed_nothing_but_not_a_draw() {
    let players = ana_and_bo();
    let mut s = Session::<GoatLords>::new(players, Options::default(), 42).expect("setup");
    let card = s.state.places[0].hand[0];
    s.act(0, Action::Discard { card }).expect("discard");
    assert_eq!(s.can_undo(), Err(UndoError::Revealed));
    // A birth in the middle of a Flower Goatee turn draws nothing and can be taken back.
    let mut g = duel_table()
        .hand(0, &[NINJA, NINJA, PUG])
        .front(0, &[A::FlowerGoatee])
        .build();
    act!(g, 0, play(&g, 0, Effect::FlowerGoatee));
    let before = g.reveals();
    act!(g, 0, birth(&g, 0, NINJA, NINJA));
    assert_eq!(g.reveals(), before, "a birth reveals nothing");
}

#[test]
fn a_save_round_trips_and_a_tampered_save_is_refused() {
    let players = ana_and_bo();
    let mut s = Session::<GoatLords>::new(players, Options::default(), 9).expect("setup");
    for _ in 0..6 {
        let seat = s.state.seat_to_act().expect("running");
        let a = s.state.legal_actions(seat).last().cloned().expect("a move");
        s.act(seat, a).expect("legal");
    }
    let text = s.to_save();
    assert_eq!(
        Session::<GoatLords>::from_save(&text).expect("loads").state,
        s.state
    );
    assert!(matches!(
        Session::<GoatLords>::from_save("{nonsense"),
        Err(crate::engine::LoadError::Corrupt(_))
    ));
    let version = format!("\"version\":{}", crate::engine::SAVE_VERSION);
    let old = text.replacen(&version, "\"version\":0", 1);
    assert!(matches!(
        Session::<GoatLords>::from_save(&old),
        Err(crate::engine::LoadError::Version(0))
    ));
    let tampered = text.replacen("\"seed\":9", "\"seed\":10", 1);
    assert!(Session::<GoatLords>::from_save(&tampered).is_err());
    // Actions are saved as numbers, their kind first: a kind no action has is refused as
    // corrupt, with a message that says so.
    assert!(text.contains("\"history\":[[0,["), "{text}");
    let unknown = text.replacen("\"history\":[", "\"history\":[[0,[99]],", 1);
    match Session::<GoatLords>::from_save(&unknown) {
        Err(crate::engine::LoadError::Corrupt(why)) => {
            assert!(
                why.contains("an action this version of Goatherd does not know"),
                "{why}"
            )
        }
        other => panic!("{:?}", other.map(|s| s.state)),
    }
    // The home page's outline of the save: game, people and move count, without a replay.
    let outline = crate::engine::SaveSummary::read(&text).expect("outline");
    assert_eq!(
        (outline.game.as_str(), outline.players.len(), outline.moves),
        ("goat-lords", 2, 6)
    );
    assert!(matches!(
        crate::engine::SaveSummary::read(&old),
        Err(crate::engine::LoadError::Version(0))
    ));
    assert!(crate::engine::SaveSummary::read(&format!("{{{version}")).is_err());
}

/// Two players at the table.
fn ana_and_bo() -> Vec<Player> {
    ["Ana", "Bo"]
        .iter()
        .enumerate()
        .map(|(colour, name)| Player::person(*name, colour))
        .collect()
}
