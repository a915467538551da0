//! The shark: its first attack and later ones, whom it bites, moving into its old spot, and
//! what happens when its spot floats away or it sits in a locked triangle.

use super::*;

#[test]
fn the_first_shark_attack_takes_the_victims_spot() {
    let mut g = table(2);
    goat(&mut g, up(0, 0), 1, Pack::TwoMamas);
    goat(&mut g, down(0, -1), 0, Pack::Mama);
    rolled(&mut g, Face::SharkAttack);
    refuse(
        &g,
        0,
        Action::Shark {
            victim: down(0, -1),
        },
        FloatError::SharkMustBite,
    );
    act(&mut g, 0, Action::Shark { victim: up(0, 0) });
    assert_eq!(g.shark, Some(up(0, 0)));
    assert_eq!(g.supply[1].mamas, 6, "both mamas went home");
    assert_eq!(g.active, 1);
    assert!(!g.open(up(0, 0)), "nobody may join the shark");
}

#[test]
fn a_later_shark_attack_moves_the_shark_and_the_roller_may_fill_its_old_spot() {
    let mut g = table(2);
    g.shark = Some(up(0, 0));
    goat(&mut g, down(0, -1), 1, Pack::Mama);
    goat(&mut g, down(-1, 0), 0, Pack::Baby);
    rolled(&mut g, Face::SharkAttack);
    act(
        &mut g,
        0,
        Action::Shark {
            victim: down(0, -1),
        },
    );
    assert_eq!(g.shark, Some(down(0, -1)));
    assert_eq!(g.phase, Phase::Follow { vacated: up(0, 0) });
    let mut stay = g.clone();
    act(&mut stay, 0, Action::Stay);
    assert!(stay.goats.contains_key(&down(-1, 0)));
    act(&mut g, 0, Action::Follow { from: down(-1, 0) });
    assert_eq!(
        g.goats[&up(0, 0)],
        Goats {
            owner: 0,
            pack: Pack::Baby
        }
    );
}

#[test]
fn the_shark_bites_the_rollers_own_goat_when_it_is_the_only_one() {
    let mut g = table(2);
    goat(&mut g, up(0, 0), 0, Pack::Mama);
    rolled(&mut g, Face::SharkAttack);
    act(&mut g, 0, Action::Shark { victim: up(0, 0) });
    assert_eq!(g.supply[0].mamas, 6);
}

#[test]
fn the_shark_bites_its_roller_when_every_rival_goat_is_locked_in() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Dark);
    goat(&mut g, up(0, 0), 1, Pack::Mama);
    goat(&mut g, down(0, -1), 0, Pack::Mama);
    rolled(&mut g, Face::SharkAttack);
    refuse(
        &g,
        0,
        Action::Shark { victim: up(0, 0) },
        FloatError::BadGoats,
    );
    act(
        &mut g,
        0,
        Action::Shark {
            victim: down(0, -1),
        },
    );
    assert_eq!(g.supply[0].mamas, 6);
}

#[test]
fn a_shark_whose_spot_floats_away_attacks_afresh_next_time() {
    let mut g = table(2);
    stick(&mut g, e(1, 0, Dir::E), Stick::Light);
    g.shark = Some(up(1, 0));
    goat(&mut g, up(0, 0), 1, Pack::Mama);
    rolled(&mut g, Face::AddOrMove);
    act(
        &mut g,
        0,
        Action::TakeStick {
            edge: e(1, 0, Dir::E),
        },
    );
    act(
        &mut g,
        0,
        Action::PlaceStick {
            edge: e(-1, 0, Dir::E),
        },
    );
    assert_eq!(g.shark, None, "its triangle touches no stick any more");
    rolled(&mut g, Face::SharkAttack);
    g.active = 0;
    act(&mut g, 0, Action::Shark { victim: up(0, 0) });
    assert_eq!(
        (g.shark, g.phase.clone()),
        (Some(up(0, 0)), Phase::Turn),
        "a first attack: no move-in"
    );
}

#[test]
fn the_shark_leaves_a_locked_triangle_and_the_roller_may_move_in() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Dark);
    // The shark sits in the anchors' locked triangle.
    g.shark = Some(up(0, 0));
    goat(&mut g, down(0, 0), 1, Pack::Mama);
    goat(&mut g, down(0, -1), 0, Pack::Mama);
    rolled(&mut g, Face::SharkAttack);
    act(&mut g, 0, Action::Shark { victim: down(0, 0) });
    assert_eq!(
        g.shark,
        Some(down(0, 0)),
        "a lock keeps goats in, not the shark"
    );
    assert_eq!(g.phase, Phase::Follow { vacated: up(0, 0) });
    act(&mut g, 0, Action::Follow { from: down(0, -1) });
    assert!(g.locked(up(0, 0)));
    assert_eq!(g.goats[&up(0, 0)].owner, 0);
    assert_eq!(g.scores(), vec![1, 0]);
}

#[test]
fn after_a_later_attack_with_no_free_goat_of_yours_there_is_no_move_in() {
    let mut g = table(2);
    g.shark = Some(down(-1, 0));
    goat(&mut g, down(0, -1), 1, Pack::Mama);
    rolled(&mut g, Face::SharkAttack);
    act(
        &mut g,
        0,
        Action::Shark {
            victim: down(0, -1),
        },
    );
    assert_eq!(
        (g.phase.clone(), g.active),
        (Phase::Turn, 1),
        "nothing to move in: the turn ends"
    );
}
