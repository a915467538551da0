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
    // (A session's equality compares its deal and actions, which decide the rest.)
    assert_eq!((&s.state, &s.log), (&before.state, &before.log));
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
    let version = format!("goatherd save {}", crate::engine::SAVE_VERSION);
    assert!(text.starts_with(&version), "{text}");
    let old = text.replacen(&version, "goatherd save 0", 1);
    assert!(matches!(
        Session::<GoatLords>::from_save(&old),
        Err(crate::engine::LoadError::Version(0))
    ));
    // A JSON save of the versions before is from another version, not damaged.
    assert!(matches!(
        Session::<GoatLords>::from_save("{\"version\":3,\"game\":\"goat-lords\"}"),
        Err(crate::engine::LoadError::Version(3))
    ));
    let tampered = text.replacen("\nseed 9\n", "\nseed 10\n", 1);
    assert_ne!(tampered, text);
    assert!(matches!(
        Session::<GoatLords>::from_save(&tampered),
        Err(crate::engine::LoadError::Inconsistent(_))
    ));
    assert!(matches!(
        Session::<GoatLords>::from_save(&text.replacen("game goat-lords", "game battlegoats", 1)),
        Err(crate::engine::LoadError::WrongGame(_))
    ));
    // Options and actions are saved as numbers, an action's seat then its kind first: a kind
    // no action has is refused as corrupt, with a message that says so and names the line.
    assert!(
        text.contains("\noptions 5 1\nplayer 0 person Ana\nplayer 1 person Bo\nact 0 "),
        "{text}"
    );
    let unknown = text.replacen("\nact ", "\nact 0 99\nact ", 1);
    match Session::<GoatLords>::from_save(&unknown) {
        Err(crate::engine::LoadError::Corrupt(why)) => {
            assert_eq!(
                why,
                "line 7: an action this version of Goatherd does not know"
            )
        }
        other => panic!("{:?}", other.map(|s| s.state)),
    }
    assert!(matches!(
        Session::<GoatLords>::from_save(&text.replacen("options 5 1", "options 5 2", 1)),
        Err(crate::engine::LoadError::Corrupt(_))
    ));
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
    assert!(crate::engine::SaveSummary::read(&format!("{version}\ngame goat-lords")).is_err());
}

#[test]
fn a_save_keeps_names_with_spaces_and_computer_levels() {
    let mut players = ana_and_bo();
    players[0].name = "Mary Jo\nSmith ".into();
    players[1].computer = Some(crate::engine::bot::Level::Hard);
    let s = Session::<GoatLords>::new(players, Options::default(), 4).expect("setup");
    let back = Session::<GoatLords>::from_save(&s.to_save()).expect("loads");
    assert_eq!(
        back.players[0].name, "Mary Jo Smith ",
        "a name stays on its line"
    );
    assert_eq!(back.players[1], s.players[1]);
    assert_eq!(back.options, s.options);
}

/// Two players at the table.
fn ana_and_bo() -> Vec<Player> {
    ["Ana", "Bo"]
        .iter()
        .enumerate()
        .map(|(colour, name)| Player::person(*name, colour))
        .collect()
}
