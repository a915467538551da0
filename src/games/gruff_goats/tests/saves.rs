//! Saved games keep the options they were started with.

use super::*;
use crate::engine::{Player, Session};

/// A save of a two-player game with the given options line and no action yet.
fn save(options: &str) -> String {
    format!(
        "goatherd save {}\ngame gruff-goats\nseed 11\noptions {options}\n\
         player 0 person Ana\nplayer 1 person Bo\n",
        crate::engine::SAVE_VERSION
    )
}

#[test]
fn a_game_saved_with_the_old_default_of_two_wand_actions_keeps_it() {
    let s = Session::<GruffGoats>::from_save(&save("2 0")).expect("an old save loads");
    assert_eq!(
        s.options,
        Options {
            wand_actions: 2,
            dragon_eats_trolls: false
        }
    );
    assert_eq!(s.state.options.wand_actions, 2);
}

#[test]
fn a_new_game_saves_and_loads_with_any_number_of_wand_actions() {
    let players = vec![Player::person("Ana", 0), Player::person("Bo", 1)];
    let mut s = Session::<GruffGoats>::new(players, Options::default(), 11).expect("setup");
    s.act(0, Action::EndTurn).expect("a turn of drawing");
    let text = s.to_save();
    assert!(text.contains("\noptions 0 0\n"), "{text}");
    let loaded = Session::<GruffGoats>::from_save(&text).expect("loads");
    assert_eq!(loaded.state, s.state);
    assert_eq!(loaded.options.wand_actions, 0);
}

#[test]
fn a_save_with_a_limit_the_setup_does_not_offer_is_refused() {
    assert!(Session::<GruffGoats>::from_save(&save("6 0")).is_err());
    assert!(Session::<GruffGoats>::from_save(&save("2")).is_err());
}
