//! Thousands of seeded random Grab Your Goat! games, 2 to 4 players, through the shared harness
//! (which checks "all 70 cards are in exactly one place: grid, hand, deck or discard" and that
//! every shepherd stands on a face-up card, after every action).

use goatherd::engine::harness;
use goatherd::games::grab_your_goat::{GrabYourGoat, Options};

#[test]
fn random_games_keep_every_promise() {
    let mut total = 0;
    let mut undos = 0;
    for (players, games) in [(2, 800), (3, 600), (4, 600)] {
        let report = harness::run::<GrabYourGoat>(games, players, &Options::default(), 20_000);
        assert_eq!(report.games, games);
        total += report.games;
        undos += report.undos;
        println!("{players} players: {report:?}");
    }
    assert_eq!(total, 2000);
    assert!(undos > 0, "undo was never possible, so never checked");
}

/// How long games last when every shepherd heads for their goat as the harness player does
/// (`--nocapture`): the numbers behind the die in docs/rules/grab-your-goat.md. Every game must
/// end: the harness shepherd follows the way along the paths, so goats eating in Wheat Fields
/// behind cards that point away do not keep it going round (as they kept the shepherd who went
/// as the crow flies, 3 players, seed 38).
#[test]
fn game_length_with_the_chosen_die() {
    for players in [2, 3, 4] {
        let rounds = harness::rounds::<GrabYourGoat>(players, 300, 20_000, |g| g.seat);
        let median = rounds[rounds.len() / 2];
        println!(
            "{players} players: median {median:.1} rounds, 90th percentile {:.1}",
            rounds[rounds.len() * 9 / 10]
        );
        assert!(median > 2.0, "a chase should take a few rounds");
    }
}
