//! The Normal computer's choices in the battle, on hand-made battlefields.

use super::*;
use crate::engine::GameRng;
use crate::engine::bot::Bot;

/// What Normal plays for seat 0.
fn normal(g: &BattleGoats) -> Action {
    let legal = g.legal_actions(0);
    let pick = BattleGoats::heuristic(&g.view(0), 0, &legal, &mut GameRng::new(1))
        .expect("Normal decides in the battle");
    legal[pick].clone()
}

#[test]
fn a_known_weak_card_is_taken_with_the_smallest_card_that_wins() {
    let mut g = table(&[
        &[(0, "Sir Bleatsalot"), (2, "Billy Brawler")],
        &[(0, "Kid Goat"), (8, "Grey Wolf")],
    ]);
    // Ana saw the Kid Goat (1, nothing beside it); the Wolf is unseen.
    g.known[0].insert(id("Kid Goat"));
    // Billy Brawler (7 attacking) is enough; Sir Bleatsalot (9) is kept.
    assert_eq!(
        normal(&g),
        Action::Attack {
            with: 2,
            target: spot(1, 0)
        }
    );
}

#[test]
fn an_unsure_blind_attack_gives_way_to_a_reveal() {
    // Sir Bleatsalot (9) against an unseen card (counted as 8) is no sure thing: the Torch
    // turns one of Bo's cards face up instead.
    let g = table(&[
        &[(0, "Sir Bleatsalot"), (1, "Torch")],
        &[(0, "Grey Wolf"), (1, "Brown Bear")],
    ]);
    let played = normal(&g);
    assert!(
        matches!(played, Action::Use { with: 1, target } if target.seat == 1),
        "{played:?}"
    );
}

#[test]
fn a_reveal_or_a_peek_goes_only_to_a_card_it_does_not_know() {
    let mut g = table(&[
        &[(0, "Kid Goat"), (1, "Torch")],
        &[(0, "Brown Bear"), (4, "Grey Wolf")],
    ]);
    // Ana peeked at the Wolf: revealing it would teach her nothing.
    g.known[0].insert(id("Grey Wolf"));
    assert_eq!(
        normal(&g),
        Action::Use {
            with: 1,
            target: spot(1, 0)
        }
    );
}

#[test]
fn a_strong_card_attacks_an_unseen_card_rather_than_peek() {
    // The Regent: 10, -1 attacking = 9, one point above an unseen card, and a Spyglass
    // that could peek instead: it attacks.
    let g = table(&[
        &[(0, "The Horned Regent"), (1, "Spyglass")],
        &[(0, "Grey Wolf"), (1, "Brown Bear")],
    ]);
    assert!(matches!(normal(&g), Action::Attack { with: 0, .. }));
}
