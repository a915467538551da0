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
/// (`--nocapture`): the numbers behind the die in docs/rules/grab-your-goat.md.
#[test]
fn game_length_with_the_chosen_die() {
    use goatherd::engine::harness::Fuzz;
    use goatherd::engine::{Game, GameRng, ToAct};
    for players in [2, 3, 4] {
        let mut rounds: Vec<f64> = (0..300u64)
            .map(|seed| {
                let mut g = GrabYourGoat::new(players, &Options::default(), seed).expect("setup");
                let mut rng = GameRng::new(seed + 11);
                let mut turns = 0usize;
                while let ToAct::Seats(s) = g.to_act() {
                    let legal = g.legal_actions(s[0]);
                    let pick = GrabYourGoat::choose(&g, s[0], &legal, &mut rng);
                    let before = g.seat;
                    g.apply(s[0], &legal[pick], &mut Vec::new()).expect("legal");
                    turns += usize::from(g.seat != before || g.to_act() == ToAct::Over);
                    assert!(turns < 20_000, "seed {seed}: no end");
                }
                turns as f64 / players as f64
            })
            .collect();
        rounds.sort_by(f64::total_cmp);
        println!(
            "{players} players: median {:.1} rounds, 90th percentile {:.1}",
            rounds[rounds.len() / 2],
            rounds[rounds.len() * 9 / 10]
        );
    }
}
