//! The legal-action list is built rule by rule for speed; here it is compared with every
//! candidate filtered through `validate`, along random games of every table size and option.

use super::*;
use crate::engine::harness::Fuzz;
use crate::engine::{GameRng, ToAct};

/// Plays random games (the harness's random player, with an occasional hand emptied so that
/// payments fail) and compares the two lists for every seat at every step.
fn compare(players: usize, options: &Options, games: u64) -> usize {
    let mut compared = 0;
    for seed in 0..games {
        let mut g = GruffGoats::new(players, options, seed).expect("setup");
        let mut rng = GameRng::new(seed ^ 0x1e9a1);
        let mut steps = 0;
        while let ToAct::Seats(seats) = g.to_act() {
            for seat in 0..players + 1 {
                assert_eq!(
                    rules::legal_actions(&g, seat),
                    rules::legal_by_validate(&g, seat),
                    "seed {seed}, step {steps}, seat {seat}"
                );
                compared += 1;
            }
            let seat = seats[0];
            let legal = g.legal_actions(seat);
            if legal.is_empty() || steps > 3000 {
                break;
            }
            let k = <GruffGoats as Fuzz>::choose(&g, seat, &legal, &mut rng);
            g.execute(seat, &legal[k], &mut crate::engine::Log::new())
                .expect("a listed action is accepted");
            if rng.below(40) == 0 {
                // Bare hands: nothing can be paid for, which the lists must notice.
                let seat = rng.below(players);
                let cards = std::mem::take(&mut g.hands[seat]);
                g.discard.extend(cards);
            }
            steps += 1;
        }
    }
    compared
}

#[test]
fn the_legal_list_is_every_candidate_that_validate_accepts_in_the_same_order() {
    let mut compared = 0;
    for players in 2..=4 {
        for (wand_actions, dragon_eats_trolls) in [(2, false), (1, true), (0, false), (0, true)] {
            let options = Options {
                wand_actions,
                dragon_eats_trolls,
            };
            compared += compare(players, &options, 12);
        }
    }
    assert!(compared > 10_000, "only {compared} lists compared");
}
