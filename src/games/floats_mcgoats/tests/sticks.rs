//! Sticks: adding, moving, flipping, rafts breaking up, locked triangles, and the die.

use super::*;

#[test]
fn the_raft_starts_with_two_anchor_sticks_sharing_an_end() {
    let g = table(2);
    assert_eq!(g.sticks.len(), 2);
    assert!(g.sticks.values().all(|s| *s == Stick::Anchor));
    assert_eq!(g.pile, 48);
    assert_eq!(
        g.supply[1],
        Supply {
            mamas: 6,
            baby: true
        }
    );
}

#[test]
fn the_die_has_the_twelve_faces_we_chose() {
    let count = |f: Face| FACES.iter().filter(|x| **x == f).count();
    assert_eq!(EVERY_FACE.map(count), [3, 2, 1, 2, 2, 1, 1]);
}

#[test]
fn add_a_stick_goes_light_side_up_touching_the_end_of_a_raft_stick() {
    let mut g = table(2);
    rolled(&mut g, Face::AddStick);
    refuse(
        &g,
        0,
        Action::AddStick {
            edge: e(5, 5, Dir::E),
        },
        FloatError::BadPlace,
    );
    refuse(
        &g,
        0,
        Action::AddStick {
            edge: super::lattice::ANCHORS[0],
        },
        FloatError::BadPlace,
    );
    act(&mut g, 0, Action::AddStick { edge: THIRD });
    assert_eq!((g.sticks[&THIRD], g.pile, g.active), (Stick::Light, 47, 1));
    assert!(g.closed(up(0, 0)), "the anchors' triangle is closed");
}

#[test]
fn add_or_move_moves_a_light_stick_to_a_new_place_touching_the_raft() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Light);
    rolled(&mut g, Face::AddOrMove);
    refuse(
        &g,
        0,
        Action::TakeStick {
            edge: super::lattice::ANCHORS[0],
        },
        FloatError::NotLight,
    );
    act(&mut g, 0, Action::TakeStick { edge: THIRD });
    refuse(
        &g,
        0,
        Action::PlaceStick { edge: THIRD },
        FloatError::SamePlace,
    );
    act(
        &mut g,
        0,
        Action::PlaceStick {
            edge: e(-1, 0, Dir::E),
        },
    );
    assert!(g.sticks.contains_key(&e(-1, 0, Dir::E)) && !g.sticks.contains_key(&THIRD));
    assert_eq!(g.pile, 47);
}

#[test]
fn move_two_sticks_never_puts_the_second_where_the_first_was() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Light);
    stick(&mut g, e(-1, 0, Dir::E), Stick::Light);
    rolled(&mut g, Face::MoveTwo);
    act(&mut g, 0, Action::TakeStick { edge: THIRD });
    act(
        &mut g,
        0,
        Action::PlaceStick {
            edge: e(0, -1, Dir::N),
        },
    );
    refuse(
        &g,
        0,
        Action::TakeStick {
            edge: e(0, -1, Dir::N),
        },
        FloatError::SamePlace,
    );
    act(
        &mut g,
        0,
        Action::TakeStick {
            edge: e(-1, 0, Dir::E),
        },
    );
    refuse(
        &g,
        0,
        Action::PlaceStick { edge: THIRD },
        FloatError::SamePlace,
    );
    act(
        &mut g,
        0,
        Action::PlaceStick {
            edge: e(0, 1, Dir::E),
        },
    );
    assert_eq!(g.active, 1);
}

#[test]
fn move_two_sticks_needs_two_light_sticks() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Light);
    assert!(!super::super::listing::face_possible(&g, 0, Face::MoveTwo));
    rolled(&mut g, Face::MoveTwo);
    refuse(
        &g,
        0,
        Action::TakeStick { edge: THIRD },
        FloatError::NeedTwoLight,
    );
}

#[test]
fn a_flipped_stick_is_dark_for_good_and_never_moves() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Light);
    rolled(&mut g, Face::Flip);
    act(&mut g, 0, Action::Flip { edge: THIRD });
    assert_eq!(g.sticks[&THIRD], Stick::Dark);
    rolled(&mut g, Face::AddOrMove);
    refuse(
        &g,
        1,
        Action::TakeStick { edge: THIRD },
        FloatError::NotLight,
    );
    rolled(&mut g, Face::Flip);
    refuse(&g, 1, Action::Flip { edge: THIRD }, FloatError::NotLight);
}

#[test]
fn sticks_and_goats_cut_off_from_the_anchors_float_away() {
    let mut g = table(2);
    // A chain east of the anchors: (1,0)-(2,0), then (2,0)-(3,0) with a goat beside it only.
    stick(&mut g, e(1, 0, Dir::E), Stick::Light);
    stick(&mut g, e(2, 0, Dir::E), Stick::Dark);
    goat(&mut g, up(2, 0), 1, Pack::Baby);
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
    assert!(
        !g.sticks.contains_key(&e(2, 0, Dir::E)),
        "the dark stick floated away too"
    );
    assert_eq!(g.pile, 47, "it went back to the pile");
    assert!(g.goats.is_empty());
    assert!(g.supply[1].baby, "the baby is back with its owner");
}

#[test]
fn a_goat_whose_triangle_loses_its_last_stick_floats_away() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Light);
    goat(&mut g, down(0, 0), 0, Pack::Mama);
    rolled(&mut g, Face::AddOrMove);
    act(&mut g, 0, Action::TakeStick { edge: THIRD });
    act(
        &mut g,
        0,
        Action::PlaceStick {
            edge: e(-1, 0, Dir::E),
        },
    );
    assert!(g.goats.is_empty());
    assert_eq!(g.supply[0].mamas, 6);
}

#[test]
fn an_impossible_roll_becomes_add_a_stick() {
    // Nobody has a goat on the raft: every goat face is impossible, as is Move two and Flip.
    for seed in 0..200 {
        let mut g = FloatsMcGoats::new(2, &Options::default(), seed).expect("setup");
        act(&mut g, 0, Action::Roll);
        let rolled = g.last_roll.expect("rolled");
        let expected = if matches!(rolled, Face::AddStick | Face::AddOrMove) {
            rolled
        } else {
            Face::AddStick
        };
        assert_eq!(
            g.phase,
            Phase::Rolled(expected),
            "seed {seed} rolled {rolled:?}"
        );
    }
}

#[test]
fn with_the_pile_empty_add_a_stick_is_impossible_and_the_turn_passes() {
    let mut g = table(2);
    // Forty-eight light sticks in a line west of the anchors: the pile is empty.
    for x in 0..48 {
        stick(&mut g, e(-1 - x, 0, Dir::E), Stick::Dark);
    }
    assert_eq!(g.pile, 0);
    rolled(&mut g, Face::AddStick);
    refuse(
        &g,
        0,
        Action::AddStick { edge: THIRD },
        FloatError::PileEmpty,
    );
    assert!(!super::super::listing::face_possible(&g, 0, Face::AddStick));
    g.phase = Phase::Turn;
    g.supply[0] = Supply {
        mamas: 0,
        baby: false,
    };
    let mut log = Log::new();
    g.apply(0, &Action::Roll, &mut log).expect("roll");
    // Every face is impossible here (no light stick, no goats), so nothing happens.
    assert_eq!((g.phase.clone(), g.active), (Phase::Turn, 1));
    assert!(log.iter().any(|l| l.contains("nothing happens")));
}

#[test]
fn an_impossible_goat_face_becomes_add_a_stick_even_with_goats_on_the_raft() {
    // One goat each: goat love (needs two of yours) is impossible; a fight mama against baby too.
    let mut found = [false; 2];
    for seed in 0..400 {
        let mut g = FloatsMcGoats::new(2, &Options::default(), seed).expect("setup");
        goat(&mut g, up(0, 0), 0, Pack::Mama);
        goat(&mut g, down(0, -1), 1, Pack::Baby);
        act(&mut g, 0, Action::Roll);
        match g.last_roll {
            Some(Face::GoatLove) => {
                assert_eq!(g.phase, Phase::Rolled(Face::AddStick));
                found[0] = true;
            }
            Some(Face::GoatFight) => {
                assert_eq!(g.phase, Phase::Rolled(Face::AddStick));
                found[1] = true;
            }
            Some(Face::SharkAttack) => assert_eq!(
                g.phase,
                Phase::Rolled(Face::SharkAttack),
                "a possible face stays"
            ),
            _ => {}
        }
    }
    assert_eq!(found, [true, true]);
}

#[test]
fn with_the_pile_empty_add_or_move_still_moves_a_stick() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Light);
    g.pile = 0;
    g.sticks
        .extend((0..47).map(|x| (e(-1 - x, 0, Dir::E), Stick::Dark)));
    rolled(&mut g, Face::AddOrMove);
    refuse(
        &g,
        0,
        Action::AddStick {
            edge: e(0, -1, Dir::N),
        },
        FloatError::PileEmpty,
    );
    act(&mut g, 0, Action::TakeStick { edge: THIRD });
    act(
        &mut g,
        0,
        Action::PlaceStick {
            edge: e(0, -1, Dir::N),
        },
    );
}

#[test]
fn move_two_goes_on_to_a_second_stick_even_when_the_first_floated_away() {
    let mut g = table(2);
    // A: a light stick on the west; B: a light stick that links a dark chain to the east.
    stick(&mut g, e(-1, 0, Dir::E), Stick::Light);
    stick(&mut g, e(1, 0, Dir::E), Stick::Light);
    stick(&mut g, e(2, 0, Dir::E), Stick::Dark);
    rolled(&mut g, Face::MoveTwo);
    act(
        &mut g,
        0,
        Action::TakeStick {
            edge: e(1, 0, Dir::E),
        },
    );
    // Put B down touching only the cut-off dark stick: both float away.
    act(
        &mut g,
        0,
        Action::PlaceStick {
            edge: e(3, 0, Dir::E),
        },
    );
    assert!(!g.sticks.contains_key(&e(3, 0, Dir::E)));
    assert!(
        matches!(g.phase, Phase::SecondStick { .. }),
        "A is still there to move"
    );
}

#[test]
fn places_far_beyond_any_raft_are_refused_without_arithmetic() {
    let g = table(2);
    let far = Cell {
        x: i32::MAX,
        y: i32::MAX,
        up: false,
    };
    refuse(
        &g,
        0,
        Action::AddGoat {
            cell: far,
            baby: false,
        },
        FloatError::OutOfReach,
    );
    let mut r = g.clone();
    rolled(&mut r, Face::AddStick);
    let edge = Edge {
        from: Vertex { x: i32::MIN, y: 0 },
        dir: Dir::NW,
    };
    refuse(&r, 0, Action::AddStick { edge }, FloatError::OutOfReach);
}

#[test]
fn move_two_skips_the_second_stick_when_none_left_can_be_picked_up() {
    let mut g = table(2);
    // A light stick east of the anchors holds a locked triangle with goats to the raft; another
    // light stick lies west.
    stick(&mut g, e(1, 0, Dir::E), Stick::Light);
    for edge in [e(2, 0, Dir::E), e(3, 0, Dir::NW), e(2, 0, Dir::N)] {
        stick(&mut g, edge, Stick::Dark);
    }
    goat(&mut g, up(2, 0), 1, Pack::Mama);
    stick(&mut g, e(-1, 0, Dir::E), Stick::Light);
    assert!(super::super::listing::face_possible(&g, 0, Face::MoveTwo));
    rolled(&mut g, Face::MoveTwo);
    act(
        &mut g,
        0,
        Action::TakeStick {
            edge: e(-1, 0, Dir::E),
        },
    );
    act(
        &mut g,
        0,
        Action::PlaceStick {
            edge: e(0, -1, Dir::N),
        },
    );
    // The only other light stick can't be picked up: the move ends rather than waiting for a
    // stick nobody may take.
    assert_eq!((g.phase.clone(), g.active), (Phase::Turn, 1));
    assert!(!g.legal_actions(1).is_empty());
}

#[test]
fn a_stick_lifted_from_a_joint_and_laid_across_another_keeps_the_raft_together() {
    let mut g = table(2);
    // B joins a dark stick, with a goat beside it, to the anchors; C leads up to where B can
    // join them again.
    let (b, c, dark) = (e(1, 0, Dir::E), e(1, 0, Dir::N), e(2, 0, Dir::E));
    stick(&mut g, b, Stick::Light);
    stick(&mut g, c, Stick::Light);
    stick(&mut g, dark, Stick::Dark);
    goat(&mut g, up(2, 0), 1, Pack::Mama);
    rolled(&mut g, Face::AddOrMove);
    act(&mut g, 0, Action::TakeStick { edge: b });
    // Breaking up is worked out when the stick is laid: across the new joint, nothing floats.
    act(
        &mut g,
        0,
        Action::PlaceStick {
            edge: e(2, 0, Dir::NW),
        },
    );
    assert!(g.sticks.contains_key(&dark));
    assert_eq!(g.goats[&up(2, 0)].owner, 1);
    assert_eq!(g.pile, 45);
}

#[test]
fn an_empty_locked_triangle_cut_off_from_the_anchors_floats_away() {
    let mut g = table(2);
    // A light stick joins a triangle of three dark sticks, with no goats in it, to the anchors.
    let link = e(1, 0, Dir::E);
    stick(&mut g, link, Stick::Light);
    let dark = [e(2, 0, Dir::E), e(3, 0, Dir::NW), e(2, 0, Dir::N)];
    for edge in dark {
        stick(&mut g, edge, Stick::Dark);
    }
    assert!(g.locked(up(2, 0)));
    rolled(&mut g, Face::AddOrMove);
    // Only goats are kept safe by a lock: the stick may be picked up, and the triangle floats.
    act(&mut g, 0, Action::TakeStick { edge: link });
    act(
        &mut g,
        0,
        Action::PlaceStick {
            edge: e(-1, 0, Dir::E),
        },
    );
    assert!(dark.iter().all(|d| !g.sticks.contains_key(d)));
    assert_eq!(g.pile, 47, "the three dark sticks are back in the pile");
    // Back from the pile, a stick goes on light side up like any other.
    g.active = 0;
    rolled(&mut g, Face::AddStick);
    act(&mut g, 0, Action::AddStick { edge: THIRD });
    assert_eq!(g.sticks.get(&THIRD), Some(&Stick::Light));
}
