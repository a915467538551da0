//! Goats: adding, love, fights, locked triangles, scoring and winning (the shark: `shark`).

use super::*;

#[test]
fn a_goat_goes_in_an_empty_triangle_beside_a_stick() {
    let mut g = table(2);
    refuse(
        &g,
        0,
        Action::AddGoat {
            cell: up(5, 5),
            baby: false,
        },
        FloatError::NotOpen,
    );
    act(
        &mut g,
        0,
        Action::AddGoat {
            cell: up(0, 0),
            baby: false,
        },
    );
    refuse(
        &g,
        1,
        Action::AddGoat {
            cell: up(0, 0),
            baby: true,
        },
        FloatError::NotOpen,
    );
    act(
        &mut g,
        1,
        Action::AddGoat {
            cell: down(0, -1),
            baby: true,
        },
    );
    refuse(
        &g,
        0,
        Action::AddGoat {
            cell: down(0, 0),
            baby: true,
        },
        FloatError::NotOpen,
    );
    g.supply[0].baby = false;
    g.supply[0].mamas = 0;
    assert_eq!(
        g.legal_actions(0),
        vec![Action::Roll],
        "no goats left to add: roll"
    );
}

#[test]
fn with_no_open_spot_you_must_roll() {
    let mut g = table(2);
    g.shark = Some(down(-1, 0));
    for cell in [
        up(0, 0),
        down(0, -1),
        down(-1, 0),
        up(-1, 0),
        down(-1, -1),
        up(0, -1),
        up(1, -1),
        down(-1, 1),
    ] {
        if g.open(cell) {
            goat(&mut g, cell, 1, Pack::Mama);
        }
    }
    assert!(g.open_cells().is_empty());
    assert_eq!(g.legal_actions(0), vec![Action::Roll]);
}

#[test]
fn goat_love_stacks_two_of_your_own_goats() {
    let mut g = table(2);
    goat(&mut g, up(0, 0), 0, Pack::Mama);
    goat(&mut g, down(0, -1), 0, Pack::Baby);
    goat(&mut g, down(-1, 0), 1, Pack::Mama);
    rolled(&mut g, Face::GoatLove);
    refuse(
        &g,
        0,
        Action::GoatLove {
            from: up(0, 0),
            to: down(-1, 0),
        },
        FloatError::BadGoats,
    );
    act(
        &mut g,
        0,
        Action::GoatLove {
            from: up(0, 0),
            to: down(0, -1),
        },
    );
    assert_eq!(
        g.goats[&down(0, -1)],
        Goats {
            owner: 0,
            pack: Pack::MamaAndBaby
        }
    );
    assert!(!g.goats.contains_key(&up(0, 0)));
}

#[test]
fn goat_fights_pair_mamas_with_mamas_babies_with_babies_and_stacks_with_all_but_a_lone_baby() {
    let cells = [up(0, 0), down(0, -1), down(-1, 0), up(0, -1)];
    let case = |mine: Pack, theirs: Pack| {
        let mut g = table(2);
        g.sticks.insert(e(0, -1, Dir::N), Stick::Light);
        g.pile -= 1;
        goat(&mut g, cells[0], 0, mine);
        goat(&mut g, cells[1], 1, theirs);
        rolled(&mut g, Face::GoatFight);
        let mut copy = g.clone();
        copy.apply(
            0,
            &Action::Fight {
                mine: cells[0],
                theirs: cells[1],
            },
            &mut Log::new(),
        )
        .map(|_| copy)
    };
    use Pack::*;
    for (mine, theirs, ok) in [
        (Mama, Mama, true),
        (Mama, Baby, false),
        (Baby, Baby, true),
        (Baby, Mama, false),
        (TwoMamas, Mama, true),
        (TwoMamas, Baby, false),
        (MamaAndBaby, TwoMamas, true),
        (Mama, TwoMamas, false),
        (Baby, MamaAndBaby, false),
    ] {
        let result = case(mine, theirs);
        assert_eq!(result.is_ok(), ok, "{mine:?} against {theirs:?}");
        if let Ok(g) = result {
            assert_eq!(g.goats[&cells[0]].owner, 1, "they swapped places");
            assert_eq!(g.goats[&cells[1]].owner, 0);
        }
    }
}

#[test]
fn locked_goats_cannot_be_moved_fought_stacked_or_attacked() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Dark);
    assert!(g.locked(up(0, 0)));
    goat(&mut g, up(0, 0), 1, Pack::Mama);
    goat(&mut g, down(0, -1), 0, Pack::Mama);
    goat(&mut g, down(0, 0), 1, Pack::Mama);
    rolled(&mut g, Face::GoatFight);
    refuse(
        &g,
        0,
        Action::Fight {
            mine: down(0, -1),
            theirs: up(0, 0),
        },
        FloatError::BadGoats,
    );
    rolled(&mut g, Face::SharkAttack);
    refuse(
        &g,
        0,
        Action::Shark { victim: up(0, 0) },
        FloatError::BadGoats,
    );
    g.active = 1;
    rolled(&mut g, Face::GoatLove);
    refuse(
        &g,
        1,
        Action::GoatLove {
            from: down(0, 0),
            to: up(0, 0),
        },
        FloatError::BadGoats,
    );
}

#[test]
fn closed_triangles_score_mama_1_baby_2_two_mamas_2_mama_and_baby_3() {
    use Pack::*;
    for (pack, points) in [(Mama, 1), (Baby, 2), (TwoMamas, 2), (MamaAndBaby, 3)] {
        let mut g = table(2);
        goat(&mut g, up(0, 0), 0, pack);
        assert_eq!(g.scores()[0], 0, "an open triangle scores nothing");
        stick(&mut g, THIRD, Stick::Light);
        assert_eq!(g.scores()[0], points, "{pack:?}");
    }
}

/// Puts `pack` of `owner` in `cell` and closes the triangle (scoring only: the raft may not be
/// joined up).
fn closed_goat(g: &mut FloatsMcGoats, cell: Cell, owner: Seat, pack: Pack) {
    for edge in cell.edges() {
        if !g.sticks.contains_key(&edge) {
            g.sticks.insert(edge, Stick::Light);
        }
    }
    g.goats.insert(cell, Goats { owner, pack });
}

#[test]
fn two_players_win_at_six_held_at_once_and_a_tie_plays_on() {
    let mut g = table(2);
    for (i, pack) in [Pack::MamaAndBaby, Pack::TwoMamas].into_iter().enumerate() {
        closed_goat(&mut g, up(10 * i as i32, 20), 0, pack);
        closed_goat(&mut g, up(10 * i as i32, 30), 1, pack);
    }
    assert_eq!(g.scores(), vec![5, 5]);
    g.end_turn(&mut Log::new());
    assert_eq!(g.phase, Phase::Turn, "five is not enough for two players");
    closed_goat(&mut g, up(40, 20), 0, Pack::Mama);
    closed_goat(&mut g, up(40, 30), 1, Pack::Mama);
    assert_eq!(g.scores(), vec![6, 6]);
    g.end_turn(&mut Log::new());
    assert_eq!(g.phase, Phase::Turn, "a tie at the target plays on");
    closed_goat(&mut g, up(50, 20), 0, Pack::Mama);
    assert_eq!(g.scores(), vec![7, 6]);
    g.end_turn(&mut Log::new());
    assert_eq!(g.phase, Phase::Turn, "both still hold the target: play on");
    g.goats.remove(&up(40, 30));
    assert_eq!(g.scores(), vec![7, 5]);
    g.end_turn(&mut Log::new());
    assert_eq!(g.phase, Phase::Over, "only one player at the target");
    assert_eq!(g.outcome().expect("over").winners, vec![0]);
}

#[test]
fn three_or_four_players_win_at_five_and_four_is_not_enough() {
    for players in [3, 4] {
        let mut g = table(players);
        closed_goat(&mut g, up(10, 20), players - 1, Pack::MamaAndBaby);
        closed_goat(&mut g, up(20, 20), players - 1, Pack::Mama);
        g.end_turn(&mut Log::new());
        assert_eq!(g.phase, Phase::Turn, "four points, {players} players");
        closed_goat(&mut g, up(30, 20), players - 1, Pack::Mama);
        g.end_turn(&mut Log::new());
        assert_eq!(g.phase, Phase::Over, "five points, {players} players");
    }
}

#[test]
fn every_fight_pairing() {
    use Pack::*;
    let packs = [Mama, Baby, TwoMamas, MamaAndBaby];
    for mine in packs {
        for theirs in packs {
            let mut g = table(2);
            goat(&mut g, up(0, 0), 0, mine);
            goat(&mut g, down(0, -1), 1, theirs);
            rolled(&mut g, Face::GoatFight);
            let ok = g
                .clone()
                .apply(
                    0,
                    &Action::Fight {
                        mine: up(0, 0),
                        theirs: down(0, -1),
                    },
                    &mut Log::new(),
                )
                .is_ok();
            let expected = match mine {
                Mama => theirs == Mama,
                Baby => theirs == Baby,
                TwoMamas | MamaAndBaby => theirs != Baby,
            };
            assert_eq!(ok, expected, "{mine:?} against {theirs:?}");
        }
    }
    // Never against your own goats, nor from a locked triangle.
    let mut g = table(2);
    goat(&mut g, up(0, 0), 0, Mama);
    goat(&mut g, down(0, -1), 0, Mama);
    rolled(&mut g, Face::GoatFight);
    refuse(
        &g,
        0,
        Action::Fight {
            mine: up(0, 0),
            theirs: down(0, -1),
        },
        FloatError::BadGoats,
    );
    stick(&mut g, THIRD, Stick::Dark);
    g.goats.insert(
        down(0, -1),
        Goats {
            owner: 1,
            pack: Mama,
        },
    );
    g.supply[0].mamas += 1;
    g.supply[1].mamas -= 1;
    refuse(
        &g,
        0,
        Action::Fight {
            mine: up(0, 0),
            theirs: down(0, -1),
        },
        FloatError::BadGoats,
    );
}

#[test]
fn two_dark_sticks_and_a_light_one_do_not_lock_a_triangle() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Light);
    assert!(g.closed(up(0, 0)) && !g.locked(up(0, 0)));
}

#[test]
fn a_stick_that_holds_locked_goats_to_the_raft_cannot_be_moved() {
    let mut g = table(2);
    // A light stick east of the anchors links a locked triangle holding a stack.
    stick(&mut g, e(1, 0, Dir::E), Stick::Light);
    for edge in [e(2, 0, Dir::E), e(3, 0, Dir::NW), e(2, 0, Dir::N)] {
        stick(&mut g, edge, Stick::Dark);
    }
    assert!(g.locked(up(2, 0)));
    goat(&mut g, up(2, 0), 1, Pack::MamaAndBaby);
    rolled(&mut g, Face::AddOrMove);
    refuse(
        &g,
        0,
        Action::TakeStick {
            edge: e(1, 0, Dir::E),
        },
        FloatError::StrandsLocked,
    );
}

#[test]
fn points_are_counted_once_the_whole_roll_is_done_not_halfway() {
    let mut g = table(3);
    // Seat 1's stacks sit in the anchors' triangle and the one beside it; the first stick moved
    // closes both (5 points, the target), the second opens one again.
    stick(&mut g, e(0, 1, Dir::E), Stick::Dark);
    stick(&mut g, e(1, 0, Dir::N), Stick::Light);
    stick(&mut g, e(-1, 0, Dir::E), Stick::Light);
    goat(&mut g, up(0, 0), 1, Pack::MamaAndBaby);
    goat(&mut g, down(0, 0), 1, Pack::TwoMamas);
    rolled(&mut g, Face::MoveTwo);
    act(
        &mut g,
        0,
        Action::TakeStick {
            edge: e(-1, 0, Dir::E),
        },
    );
    act(&mut g, 0, Action::PlaceStick { edge: THIRD });
    assert_eq!(g.scores()[1], 5, "held halfway through the roll");
    assert!(matches!(g.phase, Phase::SecondStick { .. }));
    act(
        &mut g,
        0,
        Action::TakeStick {
            edge: e(1, 0, Dir::N),
        },
    );
    act(
        &mut g,
        0,
        Action::PlaceStick {
            edge: e(0, -1, Dir::N),
        },
    );
    assert_eq!(g.scores()[1], 3);
    assert_eq!((g.phase.clone(), g.active), (Phase::Turn, 1), "nobody won");
}

#[test]
fn goats_of_no_seat_in_a_damaged_save_leave_the_raft_without_a_panic() {
    let mut g = table(2);
    // Goats of a seat this table does not have (only a damaged save could hold them).
    g.goats.insert(
        up(0, 0),
        Goats {
            owner: 7,
            pack: Pack::Mama,
        },
    );
    rolled(&mut g, Face::SharkAttack);
    let mut bitten = g.clone();
    bitten
        .apply(0, &Action::Shark { victim: up(0, 0) }, &mut Log::new())
        .expect("the shark may bite them");
    assert_eq!(bitten.shark, Some(up(0, 0)));
    assert!(bitten.goats.is_empty());
    assert_eq!(bitten.supply, g.supply, "nobody's supply grows");
}

#[test]
fn an_empty_locked_triangle_is_an_open_spot_and_locks_its_goat_in_at_once() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Dark);
    assert!(g.open(up(0, 0)));
    act(
        &mut g,
        0,
        Action::AddGoat {
            cell: up(0, 0),
            baby: false,
        },
    );
    assert!(g.locked(up(0, 0)));
    assert_eq!(g.scores(), vec![1, 0]);
    // The next player's shark can't reach it: with no other goat, the roll becomes Add a stick.
    assert!(!super::super::listing::face_possible(
        &g,
        1,
        Face::SharkAttack
    ));
}

#[test]
fn locked_goats_cannot_start_love_fights_or_move_into_the_sharks_spot() {
    let mut g = table(2);
    stick(&mut g, THIRD, Stick::Dark);
    goat(&mut g, up(0, 0), 0, Pack::Mama);
    goat(&mut g, down(0, -1), 0, Pack::Mama);
    goat(&mut g, down(-1, 0), 1, Pack::Mama);
    rolled(&mut g, Face::GoatLove);
    refuse(
        &g,
        0,
        Action::GoatLove {
            from: up(0, 0),
            to: down(0, -1),
        },
        FloatError::BadGoats,
    );
    rolled(&mut g, Face::GoatFight);
    refuse(
        &g,
        0,
        Action::Fight {
            mine: up(0, 0),
            theirs: down(-1, 0),
        },
        FloatError::BadGoats,
    );
    g.phase = Phase::Follow {
        vacated: down(0, 0),
    };
    refuse(
        &g,
        0,
        Action::Follow { from: up(0, 0) },
        FloatError::BadGoats,
    );
    act(&mut g, 0, Action::Follow { from: down(0, -1) });
}
