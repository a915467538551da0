//! Thousands of seeded random Gruff Goats games, 2 to 4 players, through the shared harness; and
//! games between sensible players that measure how long a game lasts under each wand-action limit.

use goatherd::engine::{Game, Log, ToAct, harness};
use goatherd::games::gruff_goats::{Action, GruffGoats, Options, bot};

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

/// How long one game between sensible players lasted.
#[derive(Clone, Copy, Debug, Default)]
struct Length {
    /// Turns played, the winning one included.
    turns: usize,
    /// Every decision but ending a turn (a limit ends some turns by itself): claims, uses,
    /// answers to claims, pushes, goats placed.
    actions: usize,
    /// Claims and wand uses.
    wand_actions: usize,
    /// The most wand actions in one turn.
    busiest: usize,
    /// Turns with more than two wand actions.
    long_turns: usize,
}

/// Plays one game with the sensible player in every seat, checking that no turn has more wand
/// actions than its player held cards when it began (each costs a card, and none is drawn before
/// the turn ends): with no limit a turn still ends.
fn play(players: usize, options: &Options, seed: u64) -> Length {
    let mut g = GruffGoats::new(players, options, seed).expect("setup");
    let mut log = Log::quiet();
    let mut length = Length::default();
    let mut in_turn = 0;
    let mut hand = g.view(g.active()).hand.len();
    while let ToAct::Seats(s) = g.to_act() {
        assert!(
            length.turns < 5000,
            "seed {seed}: the sensible players never finish"
        );
        let legal = g.legal_actions(s[0]);
        let action = legal[bot::choose(&g.view(s[0]), &legal)].clone();
        let active = g.active();
        g.apply(s[0], &action, &mut log).expect("legal");
        length.actions += usize::from(action != Action::EndTurn);
        if matches!(
            action,
            Action::Claim { .. }
                | Action::MoveTroll { .. }
                | Action::MoveGoat { .. }
                | Action::Dragon { .. }
        ) {
            length.wand_actions += 1;
            in_turn += 1;
            assert!(
                in_turn <= hand,
                "seed {seed}: {in_turn} wand actions from a hand of {hand}"
            );
        }
        log.clear();
        if g.active() != active || g.to_act() == ToAct::Over {
            length.turns += 1;
            length.busiest = length.busiest.max(in_turn);
            length.long_turns += usize::from(in_turn > 2);
            in_turn = 0;
            hand = g.view(g.active()).hand.len();
        }
    }
    length
}

/// How long games last with each wand-action limit: the numbers in docs/rules/gruff-goats.md (run
/// with `--nocapture` to see them).
#[test]
fn game_length_by_wand_action_limit() {
    const GAMES: u64 = 1000;
    println!(
        "players | limit | turns (mean) | rounds (median, mean, 90%) | actions (mean) | wand actions a turn (mean, most) | turns with 3 or more"
    );
    for players in [2, 3, 4] {
        for wand_actions in [0, 1, 2, 3] {
            let options = Options {
                wand_actions,
                dragon_eats_trolls: false,
            };
            let games: Vec<Length> = (0..GAMES)
                .map(|seed| play(players, &options, seed))
                .collect();
            let mean = |f: fn(&Length) -> usize| {
                games.iter().map(f).sum::<usize>() as f64 / games.len() as f64
            };
            let mut rounds: Vec<f64> = games
                .iter()
                .map(|l| l.turns as f64 / players as f64)
                .collect();
            rounds.sort_by(f64::total_cmp);
            let turns = mean(|l| l.turns);
            println!(
                "{players} | {wand_actions} | {turns:.1} | {:.1}, {:.1}, {:.1} | {:.1} | {:.2}, {} | {:.1}%",
                rounds[rounds.len() / 2],
                turns / players as f64,
                rounds[rounds.len() * 9 / 10],
                mean(|l| l.actions),
                mean(|l| l.wand_actions) / turns,
                games.iter().map(|l| l.busiest).max().unwrap_or(0),
                100.0 * mean(|l| l.long_turns) / turns,
            );
            assert!(rounds[0] > 2.0, "a game can't be over in two rounds");
        }
    }
}
