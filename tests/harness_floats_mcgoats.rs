//! Thousands of seeded random Floats McGoats games, 2 to 4 players, through the shared harness.

use goatherd::engine::harness;
use goatherd::games::floats_mcgoats::{FloatsMcGoats, Options};

#[test]
fn random_games_keep_every_promise() {
    let mut total = 0;
    let mut undos = 0;
    for (players, games) in [(2, 800), (3, 600), (4, 600)] {
        let report = harness::run::<FloatsMcGoats>(games, players, &Options::default(), 20_000);
        assert_eq!(report.games, games);
        total += report.games;
        undos += report.undos;
        println!("{players} players: {report:?}");
    }
    assert_eq!(total, 2000);
    assert!(undos > 0, "undo was never possible, so never checked");
}

/// How long games last with the die's faces, played by the harness's purposeful random player:
/// the numbers behind keeping the faces in docs/rules/floats-mcgoats.md (`--nocapture`).
#[test]
fn game_length_with_the_chosen_die() {
    for players in [2, 3, 4] {
        let rounds = harness::rounds::<FloatsMcGoats>(players, 300, 5000, FloatsMcGoats::active);
        let median = rounds[rounds.len() / 2];
        println!(
            "{players} players: median {median:.1} rounds, 90th percentile {:.1}",
            rounds[rounds.len() * 9 / 10]
        );
        assert!(median > 3.0);
    }
}
