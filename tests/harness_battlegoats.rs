//! Thousands of seeded random BattleGoats games, 2 to 6 players, dealt and drafted, through the
//! shared harness (which checks "every dealt card is in exactly one battlefield place, discard
//! pile, hand or pack" after every action).

use goatherd::engine::harness;
use goatherd::games::battlegoats::{BattleGoats, Options};

#[test]
fn random_games_keep_every_promise() {
    let mut total = 0;
    let mut undos = 0;
    for draft in [false, true] {
        for memory in [false, true] {
            for players in 2..=6 {
                let options = Options { draft, memory };
                let report = harness::run::<BattleGoats>(100, players, &options, 5_000);
                assert_eq!(report.games, 100);
                total += report.games;
                undos += report.undos;
                println!("{players} players, {options:?}: {report:?}");
            }
        }
    }
    assert_eq!(total, 2000);
    assert!(undos > 0, "undo was never possible, so never checked");
}
