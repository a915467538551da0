//! Thousands of seeded random Goat Lords games, 2 to 6 players, through the shared harness.

use goatherd::engine::harness;
use goatherd::games::goat_lords::{GoatLords, Options};

#[test]
fn random_games_keep_every_promise() {
    let mut total = 0;
    let mut undos = 0;
    for players in 2..=6 {
        for (look_through, hand_size) in [(true, 5), (false, 5), (true, 3), (false, 7)] {
            let options = Options {
                hand_size,
                look_through,
            };
            let report = harness::run::<GoatLords>(100, players, &options, 3000);
            assert_eq!(report.games, 100);
            assert!(report.refused > 0);
            total += report.games;
            undos += report.undos;
            println!("{players} players, {options:?}: {report:?}");
        }
    }
    assert_eq!(total, 2000);
    assert!(undos > 0, "undo was never possible, so never checked");
}
