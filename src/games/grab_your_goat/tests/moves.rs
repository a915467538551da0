//! Goats wandering, shepherds walking, collisions, rotation and advantage cards.

use super::*;

#[test]
fn the_deal_fills_the_mountain_around_the_top_with_houses_in_the_corners() {
    let g = GrabYourGoat::new(4, &Options::default(), 3).expect("setup");
    assert_eq!(g.tile(Pos::TOP), Tile::Top);
    for s in 0..4 {
        assert_eq!(g.tile(Pos::house(s)), Tile::House);
        assert_eq!(g.shepherds[s], Pos::house(s));
        assert_eq!(g.goats[s], Pos::TOP);
        assert_eq!(g.hands[s].len(), HAND);
    }
    let down = g
        .grid
        .iter()
        .filter(|t| matches!(t, Tile::Card { up: false, .. }))
        .count();
    assert_eq!(down, 44);
    assert_eq!(g.deck.len(), 70 - 44 - 12);
    assert_eq!(
        g.pending,
        vec![Pending::Move { moves: 1 }, Pending::Roll { rolls: 1 }]
    );
    g.check_invariants().expect("every card once");
}

#[test]
fn goats_wrap_around_the_edges_and_reveal_nothing() {
    let mut g = game(2);
    g.goats[0] = at(0, 3);
    turn(
        &mut g,
        0,
        vec![Pending::Move { moves: 1 }, Pending::GoatWay { rolls: 1 }],
    );
    act(&mut g, 0, Action::GoatWay { dir: N });
    assert_eq!(g.goats[0], at(6, 3));
    assert!(!g.tile(at(6, 3)).face_up(), "a goat discovers nothing");
    g.goats[1] = at(2, 6);
    turn(
        &mut g,
        1,
        vec![Pending::Move { moves: 1 }, Pending::GoatWay { rolls: 1 }],
    );
    act(&mut g, 1, Action::GoatWay { dir: E });
    assert_eq!(g.goats[1], at(2, 0));
}

#[test]
fn a_goat_joins_another_goat_but_bumps_a_shepherd_the_rolled_way() {
    let mut g = game(2);
    g.goats = vec![at(2, 2), at(2, 3)];
    turn(
        &mut g,
        0,
        vec![Pending::Move { moves: 1 }, Pending::GoatWay { rolls: 1 }],
    );
    act(&mut g, 0, Action::GoatWay { dir: E });
    assert_eq!(g.goats[0], at(2, 3), "goats share a card");
    // Bo's shepherd stands east of the goat; the goat stays, the shepherd goes one further east
    // onto a face-down card, which turns face up.
    open(&mut g, &[at(2, 4)]);
    g.shepherds[1] = at(2, 4);
    put(&mut g, at(2, 5), path(STRAIGHT, 3), false, 1);
    turn(
        &mut g,
        0,
        vec![Pending::Move { moves: 1 }, Pending::GoatWay { rolls: 1 }],
    );
    act(&mut g, 0, Action::GoatWay { dir: E });
    assert_eq!(g.goats[0], at(2, 3));
    assert_eq!(g.shepherds[1], at(2, 5));
    assert!(g.tile(at(2, 5)).face_up());
    // Pushed off the mountain: home.
    open(&mut g, &[at(2, 6)]);
    g.shepherds[1] = at(2, 6);
    g.goats[0] = at(2, 5);
    turn(
        &mut g,
        0,
        vec![Pending::Move { moves: 1 }, Pending::GoatWay { rolls: 1 }],
    );
    act(&mut g, 0, Action::GoatWay { dir: E });
    assert_eq!(g.shepherds[1], Pos::house(1));
    assert_eq!(g.goats[0], at(2, 5));
}

#[test]
fn shepherds_follow_lined_up_arrows_and_turn_new_cards_to_meet_them() {
    let mut g = game(2);
    // From a four-way card east onto a face-up straight path lying north-south: no.
    open(&mut g, &[at(1, 1)]);
    g.shepherds[0] = at(1, 1);
    put(&mut g, at(1, 2), path(STRAIGHT, 0), true, 0);
    assert!(!g.legal_actions(0).contains(&Action::Step { dir: E }));
    assert!(g.validate(0, &Action::Step { dir: E }).is_err());
    // Lying east-west: yes.
    put(&mut g, at(1, 2), path(STRAIGHT, 0), true, 1);
    act(&mut g, 0, Action::Step { dir: E });
    assert_eq!(g.shepherds[0], at(1, 2));
    // Onto a face-down corner card south of the house: it is revealed and Ana picks one of the
    // two ways a corner can meet her arrow.
    let mut g = game(2);
    put(&mut g, at(1, 0), path(CORNER, 0), false, 2);
    act(&mut g, 0, Action::Step { dir: S });
    assert_eq!(
        g.pending.last(),
        Some(&Pending::Orient {
            at: at(1, 0),
            toward: N
        })
    );
    let options = g.legal_actions(0);
    assert_eq!(options.len(), 2);
    act(&mut g, 0, Action::Orient { rot: 3 });
    // Corner N+E turned three quarters: W+N. It opens north, toward the house.
    assert_eq!(g.tile(at(1, 0)).arrows(), W.bit() | N.bit());
}

#[test]
fn rotating_your_card_can_break_a_path() {
    let mut g = game(2);
    put(&mut g, at(0, 1), path(STRAIGHT, 0), true, 1);
    put(&mut g, at(0, 2), path(STRAIGHT, 1), true, 1);
    g.shepherds[0] = at(0, 1);
    assert!(g.can_step(at(0, 1), E));
    act(&mut g, 0, Action::Rotate { clockwise: true });
    assert!(!g.can_step(at(0, 1), E), "now it runs north-south");
    assert_eq!(g.seat, 1, "rotating was the move");
}

#[test]
fn reaching_your_own_goat_wins() {
    let mut g = game(2);
    open(&mut g, &[at(0, 1)]);
    g.goats[0] = at(0, 1);
    act(&mut g, 0, Action::Step { dir: E });
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![0]));
    assert_eq!(g.to_act(), ToAct::Over);
}

#[test]
fn the_four_no_win_cards() {
    // Mineshaft: leaping in sends you home, goat or no goat.
    let mut g = game(2);
    put(&mut g, at(0, 1), effect(Effect::Mineshaft), true, 0);
    g.goats[0] = at(0, 1);
    act(&mut g, 0, Action::Step { dir: E });
    assert_eq!((g.winner, g.shepherds[0]), (None, Pos::house(0)));
    // Steep Cliff: nobody may enter, even to reach their goat.
    let mut g = game(2);
    put(&mut g, at(0, 1), effect(Effect::SteepCliff), true, 0);
    g.goats[0] = at(0, 1);
    assert!(!g.legal_actions(0).contains(&Action::Step { dir: E }));
    // Landslide: found under your goat, it is no win; it is aimed, and you go home.
    let mut g = game(2);
    put(&mut g, at(0, 1), effect(Effect::Landslide), false, 0);
    g.goats[0] = at(0, 1);
    act(&mut g, 0, Action::Step { dir: E });
    assert_eq!(g.winner, None);
    act(&mut g, 0, Action::Aim { dir: S });
    assert_eq!((g.winner, g.shepherds[0]), (None, Pos::house(0)));
    // Waterfall: found under your goat, it sweeps you on.
    let mut g = game(2);
    put(&mut g, at(0, 1), effect(Effect::Waterfall), false, 0);
    open(&mut g, &[at(1, 1)]);
    g.goats[0] = at(0, 1);
    act(&mut g, 0, Action::Step { dir: E });
    assert_eq!(g.winner, None);
    act(&mut g, 0, Action::Aim { dir: S });
    assert_eq!((g.winner, g.shepherds[0]), (None, at(1, 1)));
}

#[test]
fn a_shepherd_throws_other_goats_and_shepherds_to_adjacent_cards() {
    let mut g = game(3);
    open(&mut g, &[at(0, 1), at(1, 1), at(0, 2)]);
    g.goats[1] = at(0, 1);
    g.shepherds[2] = at(0, 1);
    g.shepherds[1] = at(1, 1);
    act(&mut g, 0, Action::Step { dir: E });
    // Two throws to make; the goat can't land where a shepherd stands.
    assert!(matches!(
        g.pending.last(),
        Some(Pending::ThrowGoat { goat: 1, .. })
    ));
    assert!(!g.legal_actions(0).contains(&Action::Throw { to: at(1, 1) }));
    act(&mut g, 0, Action::Throw { to: at(0, 2) });
    assert_eq!(g.goats[1], at(0, 2));
    assert!(matches!(
        g.pending.last(),
        Some(Pending::ThrowShepherd { shepherd: 2, .. })
    ));
    act(&mut g, 0, Action::Throw { to: at(1, 1) });
    assert_eq!(g.shepherds[2], at(1, 1));
    assert_eq!(g.seat, 1, "the turn passed on");
}

#[test]
fn houses_let_you_out_onto_any_adjacent_card() {
    // Even onto a face-up path whose arrows don't point back at the house.
    let mut g = game(2);
    put(&mut g, at(0, 1), path(STRAIGHT, 0), true, 0);
    act(&mut g, 0, Action::Step { dir: E });
    assert_eq!(g.shepherds[0], at(0, 1));
    let g = game(4);
    let moves = g.legal_actions(0);
    assert!(moves.contains(&Action::Step { dir: E }) && moves.contains(&Action::Step { dir: S }));
    assert!(
        !moves.contains(&Action::Step { dir: N }),
        "not off the mountain"
    );
}

#[test]
fn an_advantage_card_swaps_with_a_face_down_card_and_lies_face_up() {
    let mut g = game(2);
    let card = path(CORNER, 5);
    let hand_before = g.hands[0].clone();
    // Give Ana the corner card (swap it into her hand).
    let in_hand = hand_before[0];
    for c in g.grid.iter_mut() {
        if let Tile::Card { card: x, .. } = c
            && *x == card
        {
            *x = in_hand;
        }
    }
    for c in g.deck.iter_mut().chain(g.hands[1].iter_mut()) {
        if *c == card {
            *c = in_hand;
        }
    }
    g.hands[0][0] = card;
    g.check_invariants().expect("still one of each");
    let Tile::Card { card: under, .. } = g.tile(at(4, 4)) else {
        panic!()
    };
    act(
        &mut g,
        0,
        Action::Advantage {
            card,
            at: at(4, 4),
            rot: 2,
        },
    );
    assert_eq!(
        g.tile(at(4, 4)),
        Tile::Card {
            card,
            up: true,
            rot: 2
        }
    );
    assert!(g.hands[0].contains(&under) && !g.hands[0].contains(&card));
    // A card you don't hold, or onto a face-up card, is refused.
    turn(&mut g, 1, vec![Pending::Move { moves: 1 }]);
    assert_eq!(
        g.validate(
            1,
            &Action::Advantage {
                card,
                at: at(4, 5),
                rot: 0
            }
        ),
        Err(GoatError::NotInHand)
    );
    let mine = g.hands[1][0];
    assert!(
        g.validate(
            1,
            &Action::Advantage {
                card: mine,
                at: at(4, 4),
                rot: 0
            }
        )
        .is_err()
    );
    assert!(g.validate(0, &Action::Roll).is_err(), "out of turn");
}

#[test]
fn stepping_home_onto_your_own_goat_wins() {
    let mut g = game(2);
    open(&mut g, &[at(0, 1)]);
    g.shepherds[0] = at(0, 1);
    g.goats[0] = Pos::house(0);
    act(&mut g, 0, Action::Step { dir: W });
    assert_eq!(g.winner, Some(0));
}

#[test]
fn a_throw_with_one_place_to_land_asks_nobody() {
    let mut g = game(3);
    open(&mut g, &[at(0, 1), at(0, 2), at(1, 1)]);
    g.shepherds[0] = Pos::house(0);
    g.shepherds[1] = at(0, 2);
    g.shepherds[2] = at(1, 1);
    g.goats[1] = at(0, 1);
    // Ana steps onto Bo's goat: the only card next to it without a shepherd is her house.
    let lines = act(&mut g, 0, Action::Step { dir: E });
    assert_eq!(g.goats[1], Pos::house(0), "{lines:?}");
    assert_eq!(g.seat, 1, "no throw was asked of Ana");
}
