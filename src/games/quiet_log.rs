//! A quiet log (bots' playouts, the bench) must change nothing but the lines kept: for random
//! games of every game, each action is carried out once with a full log and once with a quiet
//! one, and the two games must stay equal step by step.

use crate::engine::harness::Fuzz;
use crate::engine::{GameRng, Log, ToAct};

/// Plays `games` random games of `G` both ways; returns the lines the full log kept.
fn same_game<G: Fuzz>(games: u64) -> usize {
    let mut kept = 0;
    for seed in 0..games {
        let players = 2 + (seed % 2) as usize;
        let Ok(mut full) = G::new(players, &G::Options::default(), seed) else {
            continue;
        };
        let mut quiet = full.clone();
        let mut rng = GameRng::new(seed ^ 0x10);
        let mut steps = 0;
        while let ToAct::Seats(seats) = full.to_act() {
            let legal = full.legal_actions(seats[0]);
            if legal.is_empty() || steps > 5_000 {
                break;
            }
            let action = &legal[G::choose(&full, seats[0], &legal, &mut rng)];
            let (mut a, mut b) = (Log::new(), Log::quiet());
            let done = full.execute(seats[0], action, &mut a);
            assert_eq!(done, quiet.execute(seats[0], action, &mut b));
            assert!(
                full == quiet,
                "seed {seed} step {steps}: {action:?} differs when quiet"
            );
            assert!(b.is_empty(), "a quiet log kept {:?}", *b);
            kept += a.len();
            steps += 1;
        }
    }
    kept
}

#[test]
fn a_quiet_log_changes_nothing_but_the_lines() {
    use super::{
        battlegoats::BattleGoats, floats_mcgoats::FloatsMcGoats, goat_lords::GoatLords,
        grab_your_goat::GrabYourGoat, gruff_goats::GruffGoats,
    };
    for kept in [
        same_game::<GoatLords>(30),
        same_game::<BattleGoats>(30),
        same_game::<GruffGoats>(30),
        same_game::<GrabYourGoat>(30),
        same_game::<FloatsMcGoats>(30),
    ] {
        assert!(kept > 100, "the full log kept only {kept} lines");
    }
}
