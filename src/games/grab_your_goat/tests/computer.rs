//! The computer players and the harness's shepherd follow the way along the paths: a goat eating
//! in a Wheat Field behind a card that points away is reached round it, not turned at for ever.

use super::*;
use crate::engine::GameRng;
use crate::engine::bot::Bot;
use crate::engine::harness::Fuzz;

/// Ana on a west-east card at row 2, column 2; her goat eats in a Wheat Field two cards south,
/// behind a west-east card with no arrow north. Open four-way cards lead round to the east.
fn behind_a_card_that_points_away() -> GrabYourGoat {
    let mut g = game(2);
    put(&mut g, at(3, 1), effect(Effect::WheatField), true, 0);
    g.goats[0] = at(3, 1);
    put(&mut g, at(1, 1), path(STRAIGHT, 0), true, 1);
    put(&mut g, at(2, 1), path(STRAIGHT, 1), true, 1);
    open(&mut g, &[at(1, 2), at(2, 2), at(3, 2)]);
    g.shepherds[0] = at(1, 1);
    g
}

/// Ana's moves, each chosen by `pick`, until she wins (Bo does nothing meanwhile).
fn chase(mut g: GrabYourGoat, mut pick: impl FnMut(&GrabYourGoat, &[Action]) -> usize) -> usize {
    for moves in 1..=40 {
        turn(&mut g, 0, vec![Pending::Move { moves: 1 }]);
        let legal = g.legal_actions(0);
        let k = pick(&g, &legal);
        act(&mut g, 0, legal[k].clone());
        while g.winner.is_none() && g.seat == 0 {
            let legal = g.legal_actions(0);
            let k = pick(&g, &legal);
            act(&mut g, 0, legal[k].clone());
        }
        if g.winner.is_some() {
            assert_eq!(g.winner, Some(0));
            return moves;
        }
    }
    panic!("Ana never reached her goat: {:?}", g.shepherds[0]);
}

#[test]
fn normal_walks_round_to_a_goat_eating_behind_a_card_that_points_away() {
    let g = behind_a_card_that_points_away();
    let mut rng = GameRng::new(1);
    let moves = chase(g, |g, legal| {
        GrabYourGoat::heuristic(&g.view(0), 0, legal, &mut rng).expect("a sensible move")
    });
    // East, south, south, west.
    assert_eq!(moves, 4);
}

#[test]
fn the_harness_shepherd_walks_round_too() {
    for seed in 0..20 {
        let g = behind_a_card_that_points_away();
        let mut rng = GameRng::new(seed);
        chase(g, |g, legal| GrabYourGoat::choose(g, 0, legal, &mut rng));
    }
}

#[test]
fn the_way_counts_a_quarter_turn_and_avoids_what_turns_a_shepherd_back() {
    let mut g = behind_a_card_that_points_away();
    // A Steep Cliff closes the way round by the east: the way goes round by the west.
    put(&mut g, at(2, 2), effect(Effect::SteepCliff), true, 0);
    open(&mut g, &[at(1, 0), at(2, 0), at(3, 0)]);
    let view = g.view(0);
    let Some(way) = way::Way::to_goat(&view, 0) else {
        panic!("the goat can be grabbed there");
    };
    // West, south, south, east.
    assert_eq!(way.from(at(1, 1)), 4);
    // From a north-south card on the same place the first step west needs a quarter turn.
    put(&mut g, at(1, 1), path(STRAIGHT, 0), true, 0);
    let view = g.view(0);
    let way = way::Way::to_goat(&view, 0).expect("a way");
    assert_eq!(way.from(at(1, 1)), 5);
    assert_eq!(
        way.after(at(1, 1), &Action::Rotate { clockwise: true }),
        Some(5)
    );
    assert_eq!(way.after(at(1, 1), &Action::Step { dir: S }), None);
}
