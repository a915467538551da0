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
    use goatherd::engine::harness::Fuzz;
    use goatherd::engine::{Game, GameRng, ToAct};
    for players in [2, 3, 4] {
        let mut rounds: Vec<f64> = (0..300u64)
            .map(|seed| {
                let mut g = FloatsMcGoats::new(players, &Options::default(), seed).expect("setup");
                let mut rng = GameRng::new(seed + 7);
                let mut turns = 0;
                while let ToAct::Seats(s) = g.to_act() {
                    let legal = g.legal_actions(s[0]);
                    let pick = FloatsMcGoats::choose(&g, s[0], &legal, &mut rng);
                    let before = g.active();
                    g.apply(s[0], &legal[pick], &mut Vec::new()).expect("legal");
                    turns += usize::from(g.active() != before || g.to_act() == ToAct::Over);
                    assert!(turns < 5000, "seed {seed}: no end");
                }
                turns as f64 / players as f64
            })
            .collect();
        rounds.sort_by(f64::total_cmp);
        let median = rounds[rounds.len() / 2];
        println!(
            "{players} players: median {median:.1} rounds, 90th percentile {:.1}",
            rounds[rounds.len() * 9 / 10]
        );
        assert!(median > 3.0);
    }
}
