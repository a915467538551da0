//! Thousands of seeded random Gruff Goats games, 2 to 4 players, through the shared harness.

use goatherd::engine::{Log, harness};
use goatherd::games::gruff_goats::{GruffGoats, Options};

#[test]
fn random_games_keep_every_promise() {
    let mut total = 0;
    let mut undos = 0;
    // Longer tables play longer games: fewer of them keep the run near a minute.
    for (players, games) in [(2, 250), (3, 150), (4, 100)] {
        for (wand_actions, dragon_eats_trolls) in [(2, false), (1, true), (0, false), (3, true)] {
            let options = Options {
                wand_actions,
                dragon_eats_trolls,
            };
            let report = harness::run::<GruffGoats>(games, players, &options, 20_000);
            assert_eq!(report.games, games);
            total += report.games;
            undos += report.undos;
            println!("{players} players, {options:?}: {report:?}");
        }
    }
    assert_eq!(total, 2000);
    assert!(undos > 0, "undo was never possible, so never checked");
}

/// Plays `games` games with the sensible player in every seat and returns each game's length in
/// rounds (turns divided by players).
fn rounds(players: usize, options: &Options, games: u64) -> Vec<f64> {
    use goatherd::engine::{Game, ToAct};
    use goatherd::games::gruff_goats::bot;
    (0..games)
        .map(|seed| {
            let mut g = GruffGoats::new(players, options, seed).expect("setup");
            let mut log = Log::new();
            let mut turns = 0;
            while let ToAct::Seats(s) = g.to_act() {
                if turns >= 5000 {
                    break;
                }
                let legal = g.legal_actions(s[0]);
                let pick = bot::choose(&g.view(s[0]), &legal);
                let active = g.active();
                g.apply(s[0], &legal[pick], &mut log).expect("legal");
                if g.active() != active {
                    turns += 1;
                }
                log.clear();
            }
            assert!(
                turns < 5000,
                "seed {seed}: the sensible players never finish"
            );
            turns as f64 / players as f64
        })
        .collect()
}

/// How long games last with each wand-action limit: the numbers behind the default in
/// docs/rules/gruff-goats.md (run with `--nocapture` to see them).
#[test]
fn game_length_by_wand_action_limit() {
    for players in [2, 4] {
        for wand_actions in [1, 2, 3, 0] {
            let options = Options {
                wand_actions,
                dragon_eats_trolls: false,
            };
            let mut r = rounds(players, &options, 300);
            r.sort_by(f64::total_cmp);
            let median = r[r.len() / 2];
            let mean = r.iter().sum::<f64>() / r.len() as f64;
            println!(
                "{players} players, {wand_actions} wand actions: median {median:.1} rounds, mean {mean:.1}"
            );
            assert!(median > 2.0, "a game can't be over in two rounds");
        }
    }
}
