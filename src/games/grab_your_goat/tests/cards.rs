//! The nine effect cards and the Top of the Mountain.

use super::*;

#[test]
fn coffee_bush_gives_a_goat_two_rolls_and_a_shepherd_two_moves() {
    let mut g = game(2);
    put(&mut g, at(0, 1), effect(Effect::CoffeeBush), true, 0);
    open(&mut g, &[at(0, 2), at(0, 3)]);
    g.goats[1] = at(0, 1);
    g.shepherds[1] = at(0, 1);
    g.start_turn(1, &mut Log::new());
    assert_eq!(
        g.pending,
        vec![Pending::Move { moves: 2 }, Pending::Roll { rolls: 2 }]
    );
    act(&mut g, 1, Action::Roll);
    // However the first roll went, a second one follows (after any choice it needs).
    if let Some(Pending::GoatWay { .. }) = g.pending.last() {
        act(&mut g, 1, Action::GoatWay { dir: S });
    }
    assert_eq!(g.pending.last(), Some(&Pending::Roll { rolls: 1 }));
    act(&mut g, 1, Action::Roll);
    if let Some(Pending::GoatWay { .. }) = g.pending.last() {
        act(&mut g, 1, Action::GoatWay { dir: S });
    }
    if g.shepherds[1] == at(0, 1) {
        act(&mut g, 1, Action::Step { dir: E });
        assert_eq!(g.seat, 1, "a second move");
        assert_eq!(g.pending, vec![Pending::Move { moves: 1 }]);
    }
}

#[test]
fn ski_lift_rides_free_when_found_and_later_links_the_top() {
    let mut g = game(2);
    put(&mut g, at(0, 1), effect(Effect::SkiLift), false, 0);
    act(&mut g, 0, Action::Step { dir: E });
    assert_eq!(g.pending.last(), Some(&Pending::FreeLift));
    act(&mut g, 0, Action::Lift { to: Pos::TOP });
    assert_eq!(g.shepherds[0], Pos::TOP);
    // Entering the Top lets you reveal a card; skip it.
    assert_eq!(g.pending.last(), Some(&Pending::TopReveal));
    act(&mut g, 0, Action::Skip);
    // Later, anyone on the Top may ride to the lift as their move (and back).
    g.shepherds[1] = Pos::TOP;
    turn(&mut g, 1, vec![Pending::Move { moves: 1 }]);
    assert!(g.legal_actions(1).contains(&Action::Lift { to: at(0, 1) }));
    act(&mut g, 1, Action::Lift { to: at(0, 1) });
    assert_eq!(g.shepherds[1], at(0, 1));
    // It is also a four-way card to walk through.
    assert_eq!(g.tile(at(0, 1)).arrows(), 0b1111);
}

#[test]
fn thicket_costs_the_shepherd_a_turn_but_the_goat_still_moves() {
    let mut g = game(2);
    put(&mut g, at(0, 1), effect(Effect::Thicket), false, 0);
    act(&mut g, 0, Action::Step { dir: E });
    assert!(g.lost_turn[0]);
    assert_eq!(g.seat, 1);
    // Ana's next turn is only her goat's roll, and the turn after is whole again.
    g.start_turn(0, &mut Log::new());
    assert_eq!(g.pending, vec![Pending::Roll { rolls: 1 }]);
    assert!(!g.lost_turn[0], "one turn only");
    act(&mut g, 0, Action::Roll);
    if let Some(Pending::GoatWay { .. }) = g.pending.last() {
        act(&mut g, 0, Action::GoatWay { dir: S });
    }
    assert_eq!(g.seat, 1, "no move for the shepherd");
}

#[test]
fn wheat_field_holds_a_goat_while_it_is_face_up() {
    let mut g = game(2);
    put(&mut g, at(2, 2), effect(Effect::WheatField), true, 0);
    g.goats[0] = at(2, 2);
    turn(
        &mut g,
        0,
        vec![Pending::Move { moves: 1 }, Pending::GoatWay { rolls: 1 }],
    );
    act(&mut g, 0, Action::GoatWay { dir: S });
    assert_eq!(g.goats[0], at(2, 2));
    // Face down (after a fog, say) it holds nobody.
    put(&mut g, at(2, 2), effect(Effect::WheatField), false, 0);
    turn(
        &mut g,
        0,
        vec![Pending::Move { moves: 1 }, Pending::GoatWay { rolls: 1 }],
    );
    act(&mut g, 0, Action::GoatWay { dir: S });
    assert_eq!(g.goats[0], at(3, 2));
}

#[test]
fn a_goat_eating_in_a_wheat_field_is_not_rolled_for() {
    let mut g = game(2);
    put(&mut g, at(5, 3), effect(Effect::WheatField), true, 0);
    g.goats[1] = at(5, 3);
    open(&mut g, &[at(0, 1)]);
    let dice = g.rng.clone();
    let rolls = g.rolls;
    // Ana's step ends her turn; Bo's turn goes straight to his shepherd.
    let log = act(&mut g, 0, Action::Step { dir: E });
    assert_eq!(g.seat, 1);
    assert_eq!(g.pending, vec![Pending::Move { moves: 1 }]);
    assert!(!g.legal_actions(1).contains(&Action::Roll));
    assert!(g.validate(1, &Action::Roll).is_err());
    assert_eq!(g.rng, dice, "no die was rolled");
    assert_eq!((g.rolls, g.last_roll), (rolls, None));
    assert!(log.iter().any(|l| l.contains("Wheat Field")), "{log:?}");
    assert_eq!(g.goats[1], at(5, 3));
}

#[test]
fn a_coffee_bush_goat_that_walks_into_a_wheat_field_has_no_second_roll() {
    let mut g = game(2);
    let dir = next_roll_a_way(&mut g);
    let bush = at(2, 2);
    put(&mut g, bush, effect(Effect::CoffeeBush), true, 0);
    put(&mut g, bush.wrap(dir), effect(Effect::WheatField), true, 0);
    g.goats[1] = bush;
    g.start_turn(1, &mut Log::new());
    act(&mut g, 1, Action::Roll);
    assert_eq!(g.goats[1], bush.wrap(dir));
    assert_eq!(g.pending, vec![Pending::Move { moves: 1 }]);
}

#[test]
fn a_shepherd_in_a_thicket_whose_goat_is_eating_has_no_turn_at_all() {
    let mut g = game(3);
    put(&mut g, at(5, 3), effect(Effect::WheatField), true, 0);
    g.goats[1] = at(5, 3);
    g.lost_turn[1] = true;
    open(&mut g, &[at(0, 1)]);
    act(&mut g, 0, Action::Step { dir: E });
    assert_eq!(g.seat, 2, "Bo's turn held nothing to do");
    assert!(!g.lost_turn[1], "the Thicket took that turn");
    assert_eq!(g.goats[1], at(5, 3));
}

#[test]
fn dense_fog_turns_unoccupied_face_up_cards_back_and_replaces_itself() {
    let mut g = game(2);
    open(&mut g, &[at(5, 5), at(1, 1), at(4, 4)]);
    g.shepherds[1] = at(4, 4);
    put(&mut g, at(0, 1), effect(Effect::DenseFog), false, 0);
    let fog = effect(Effect::DenseFog);
    act(&mut g, 0, Action::Step { dir: E });
    assert!(!g.tile(at(5, 5)).face_up() && !g.tile(at(1, 1)).face_up());
    assert!(g.tile(at(4, 4)).face_up(), "Bo stands there: it stays");
    assert!(g.discard.contains(&fog));
    // The fog's place holds a new card, face up under Ana.
    assert!(
        matches!(g.tile(at(0, 1)), Tile::Card { up: true, card, .. } if card != fog)
            || g.shepherds[0] != at(0, 1)
    );
}

#[test]
fn landslide_sends_a_line_back_to_the_deck_and_its_shepherds_home_but_not_goats() {
    let mut g = game(2);
    put(&mut g, at(1, 1), effect(Effect::Landslide), false, 0);
    open(&mut g, &[at(0, 1), at(2, 1), at(3, 1)]);
    g.shepherds[0] = at(0, 1);
    g.shepherds[1] = at(3, 1);
    g.goats[1] = at(4, 1);
    let before: Vec<Tile> = (1..7).map(|r| g.tile(at(r, 1))).collect();
    act(&mut g, 0, Action::Step { dir: S });
    assert_eq!(g.pending.last(), Some(&Pending::Aim { at: at(1, 1) }));
    act(&mut g, 0, Action::Aim { dir: S });
    assert_eq!(g.shepherds, vec![Pos::house(0), Pos::house(1)]);
    assert_eq!(g.goats[1], at(4, 1), "goats stay");
    for r in 1..7 {
        assert!(!g.tile(at(r, 1)).face_up(), "row {r} is face down again");
    }
    let after: Vec<Tile> = (1..7).map(|r| g.tile(at(r, 1))).collect();
    assert_ne!(before, after);
    assert!(
        g.tile(at(0, 1)).face_up(),
        "north of the slide is untouched"
    );
}

#[test]
fn mineshaft_sends_its_finder_home_and_anyone_may_jump_in_later() {
    let mut g = game(2);
    put(&mut g, at(1, 0), effect(Effect::Mineshaft), false, 0);
    act(&mut g, 0, Action::Step { dir: S });
    assert_eq!(g.shepherds[0], Pos::house(0));
    assert!(g.tile(at(1, 0)).face_up());
    open(&mut g, &[at(2, 0)]);
    g.shepherds[1] = at(2, 0);
    turn(&mut g, 1, vec![Pending::Move { moves: 1 }]);
    act(&mut g, 1, Action::Step { dir: N });
    assert_eq!(g.shepherds[1], Pos::house(1));
}

#[test]
fn steep_cliff_turns_its_finder_back_and_uses_the_move() {
    let mut g = game(2);
    put(&mut g, at(0, 1), effect(Effect::SteepCliff), false, 0);
    act(&mut g, 0, Action::Step { dir: E });
    assert_eq!(g.shepherds[0], Pos::house(0));
    assert!(g.tile(at(0, 1)).face_up());
    assert_eq!(g.seat, 1);
    // Face up, nobody may even try.
    g.shepherds[1] = at(0, 2);
    open(&mut g, &[at(0, 2)]);
    turn(&mut g, 1, vec![Pending::Move { moves: 1 }]);
    assert!(!g.legal_actions(1).contains(&Action::Step { dir: W }));
}

#[test]
fn waterfall_sweeps_its_finder_the_chosen_way_flipping_and_cliffs_mean_home() {
    let mut g = game(2);
    put(&mut g, at(0, 1), effect(Effect::Waterfall), false, 0);
    put(&mut g, at(1, 1), path(STRAIGHT, 2), false, 0);
    act(&mut g, 0, Action::Step { dir: E });
    act(&mut g, 0, Action::Aim { dir: S });
    assert_eq!(g.shepherds[0], at(1, 1));
    assert!(
        g.tile(at(1, 1)).face_up(),
        "the card it sweeps you onto turns face up"
    );
    // Later, stepping on it sweeps again; swept into a Steep Cliff: home.
    put(&mut g, at(1, 1), effect(Effect::SteepCliff), true, 0);
    open(&mut g, &[at(0, 2)]);
    g.shepherds[1] = at(0, 2);
    turn(&mut g, 1, vec![Pending::Move { moves: 1 }]);
    act(&mut g, 1, Action::Step { dir: W });
    assert_eq!(g.shepherds[1], Pos::house(1));
    // Swept off the mountain: home too.
    let mut g = game(2);
    put(&mut g, at(0, 1), effect(Effect::Waterfall), false, 0);
    act(&mut g, 0, Action::Step { dir: E });
    act(&mut g, 0, Action::Aim { dir: N });
    assert_eq!(g.shepherds[0], Pos::house(0));
}

#[test]
fn the_top_of_the_mountain_lets_you_reveal_any_face_down_card() {
    let mut g = game(2);
    open(&mut g, &[at(2, 3)]);
    g.shepherds[0] = at(2, 3);
    put(&mut g, at(6, 3), effect(Effect::Landslide), false, 0);
    act(&mut g, 0, Action::Step { dir: S });
    assert_eq!(g.pending.last(), Some(&Pending::TopReveal));
    // Revealing a Landslide from afar: Ana aims it.
    act(&mut g, 0, Action::Reveal { at: at(6, 3) });
    assert_eq!(g.pending.last(), Some(&Pending::Aim { at: at(6, 3) }));
    act(&mut g, 0, Action::Aim { dir: E });
    assert!(!g.tile(at(6, 3)).face_up(), "the slide took itself away");
    assert_eq!(g.seat, 1);
}

#[test]
fn the_deck_has_fifty_paths_and_twenty_effect_cards() {
    let effects: Vec<Effect> = CardId::all().filter_map(CardId::effect).collect();
    assert_eq!(effects.len(), 20);
    let count = |e: Effect| effects.iter().filter(|&&x| x == e).count();
    assert_eq!(count(Effect::Waterfall), 4);
    for e in [
        Effect::CoffeeBush,
        Effect::SkiLift,
        Effect::Thicket,
        Effect::WheatField,
        Effect::DenseFog,
        Effect::Landslide,
        Effect::Mineshaft,
        Effect::SteepCliff,
    ] {
        assert_eq!(count(e), 2, "{e:?}");
    }
    let shapes = |m: u8| {
        CardId::all()
            .filter(|c| c.face() == Face::Arrows(m))
            .count()
    };
    assert_eq!(
        (
            shapes(STRAIGHT),
            shapes(CORNER),
            shapes(0b0111),
            shapes(CROSS)
        ),
        (14, 16, 14, 6)
    );
}

#[test]
fn a_shepherd_pushed_onto_a_hidden_dense_fog_stands_on_its_replacement() {
    let mut g = game(2);
    open(&mut g, &[at(2, 4)]);
    g.shepherds[1] = at(2, 4);
    g.goats[0] = at(2, 3);
    put(&mut g, at(2, 5), effect(Effect::DenseFog), false, 0);
    turn(
        &mut g,
        0,
        vec![Pending::Move { moves: 1 }, Pending::GoatWay { rolls: 1 }],
    );
    act(&mut g, 0, Action::GoatWay { dir: E });
    assert!(g.discard.contains(&effect(Effect::DenseFog)));
    // Bo stands on the face-up card that replaced the Fog (or went home if it sent him there).
    let bo = g.shepherds[1];
    assert!(
        bo == at(2, 5) && g.tile(bo).face_up() || bo == Pos::house(1),
        "{bo:?}"
    );
}

#[test]
fn a_shepherd_thrown_onto_a_thicket_next_to_their_goat_still_wins_there() {
    let mut g = game(2);
    open(&mut g, &[at(0, 1)]);
    put(&mut g, at(1, 1), effect(Effect::Thicket), true, 0);
    g.shepherds[1] = at(0, 1);
    g.goats[1] = at(1, 1);
    act(&mut g, 0, Action::Step { dir: E });
    act(&mut g, 0, Action::Throw { to: at(1, 1) });
    assert_eq!(
        g.winner,
        Some(1),
        "landing on your own goat on a Thicket wins"
    );
}

#[test]
fn a_throw_whose_shepherd_has_gone_is_skipped() {
    let mut g = game(3);
    open(&mut g, &[at(0, 1)]);
    g.shepherds[1] = at(0, 1);
    g.shepherds[2] = at(0, 1);
    act(&mut g, 0, Action::Step { dir: E });
    // Send Bo home by hand before his throw comes up: the throw is only a Skip.
    let bo = g
        .pending
        .iter()
        .position(|p| matches!(p, Pending::ThrowShepherd { shepherd: 1, .. }));
    assert!(bo.is_some());
    g.shepherds[1] = Pos::house(1);
    while g.seat == 0 {
        let legal = g.legal_actions(0);
        if matches!(
            g.pending.last(),
            Some(Pending::ThrowShepherd { shepherd: 1, .. })
        ) {
            assert_eq!(legal, vec![Action::Skip]);
        }
        act(&mut g, 0, legal[0].clone());
    }
    assert_eq!(g.shepherds[1], Pos::house(1));
}

/// Sets the game's generator so that the next roll is a direction; returns it.
fn next_roll_a_way(g: &mut GrabYourGoat) -> Dir {
    for seed in 0..1000 {
        let mut rng = crate::engine::GameRng::new(seed);
        if let DieFace::Way(dir) = DIE[rng.below(DIE.len())] {
            g.rng = crate::engine::GameRng::new(seed);
            return dir;
        }
    }
    panic!("no seed rolls a direction");
}

/// Swaps `card` into `seat`'s hand in place of its first card.
fn into_hand(g: &mut GrabYourGoat, seat: Seat, card: CardId) {
    let old = g.hands[seat][0];
    let spare = at(6, 1);
    put(g, spare, card, false, 0);
    g.hands[seat][0] = card;
    if let Tile::Card { up, rot, .. } = g.tile(spare) {
        g.set(spare, Tile::Card { card: old, up, rot });
    }
}

#[test]
fn a_coffee_bush_goat_finishes_its_first_roll_effects_included_before_rolling_again() {
    let mut g = game(2);
    let dir = next_roll_a_way(&mut g);
    let bush = at(2, 2);
    let bumped = bush.wrap(dir);
    let slide = bumped.step(dir).expect("on the mountain");
    put(&mut g, bush, effect(Effect::CoffeeBush), true, 0);
    open(&mut g, &[bumped]);
    put(&mut g, slide, effect(Effect::Landslide), false, 0);
    g.goats[1] = bush;
    g.shepherds[0] = bumped;
    g.start_turn(1, &mut Log::new());
    assert_eq!(g.pending.last(), Some(&Pending::Roll { rolls: 2 }));
    // The goat bumps Ana's shepherd onto the hidden Landslide: Bo aims it before his second roll.
    act(&mut g, 1, Action::Roll);
    assert_eq!(
        g.pending.last(),
        Some(&Pending::Aim { at: slide }),
        "{:?}",
        g.pending
    );
    act(&mut g, 1, Action::Aim { dir });
    assert_eq!(g.pending.last(), Some(&Pending::Roll { rolls: 1 }));
}

/// Ana walks onto the Top and from there reveals the `e` lying face down at row 6, column 3.
fn reveal_from_the_top(e: Effect) -> GrabYourGoat {
    let mut g = game(2);
    open(&mut g, &[at(2, 3)]);
    g.shepherds[0] = at(2, 3);
    put(&mut g, at(6, 3), effect(e), false, 0);
    act(&mut g, 0, Action::Step { dir: S });
    act(&mut g, 0, Action::Reveal { at: at(6, 3) });
    g
}

#[test]
fn a_mineshaft_revealed_from_the_top_sends_its_revealer_home() {
    let g = reveal_from_the_top(Effect::Mineshaft);
    assert_eq!(g.shepherds[0], Pos::house(0));
    assert_eq!(g.seat, 1);
}

#[test]
fn a_ski_lift_revealed_from_the_top_gives_its_revealer_the_free_ride() {
    let mut g = reveal_from_the_top(Effect::SkiLift);
    assert_eq!(
        g.pending.last(),
        Some(&Pending::FreeRide { lift: at(6, 3) })
    );
    assert_eq!(
        g.legal_actions(0),
        vec![Action::Lift { to: at(6, 3) }, Action::Skip]
    );
    act(&mut g, 0, Action::Lift { to: at(6, 3) });
    assert_eq!(g.shepherds[0], at(6, 3));
    assert_eq!(g.seat, 1);
}

#[test]
fn an_advantage_card_works_at_once_when_played_from_the_hand() {
    // A Landslide played from the hand is aimed at once, and takes its line away.
    let mut g = game(2);
    let slide = effect(Effect::Landslide);
    into_hand(&mut g, 0, slide);
    let spot = at(1, 5);
    put(&mut g, spot, path(STRAIGHT, 0), false, 0);
    act(
        &mut g,
        0,
        Action::Advantage {
            card: slide,
            at: spot,
            rot: 0,
        },
    );
    assert!(
        g.hands[0].contains(&path(STRAIGHT, 0)),
        "the face-down card went to the hand"
    );
    assert_eq!(g.pending.last(), Some(&Pending::Aim { at: spot }));
    act(&mut g, 0, Action::Aim { dir: E });
    assert!(
        !g.tile(spot).face_up(),
        "the slide took itself and its line away"
    );
    // A Mineshaft played from the hand is placed, not found: it sends nobody home.
    let mut g = game(2);
    let shaft = effect(Effect::Mineshaft);
    into_hand(&mut g, 0, shaft);
    let before = g.shepherds[0];
    act(
        &mut g,
        0,
        Action::Advantage {
            card: shaft,
            at: spot,
            rot: 0,
        },
    );
    assert_eq!(g.tile(spot).effect(), Some(Effect::Mineshaft));
    assert_eq!(g.shepherds[0], before);
}

#[test]
fn the_log_tells_an_any_way_goat_and_a_waterfalls_way() {
    let mut g = game(2);
    turn(
        &mut g,
        0,
        vec![Pending::Move { moves: 1 }, Pending::GoatWay { rolls: 1 }],
    );
    let lines = act(&mut g, 0, Action::GoatWay { dir: N });
    assert!(lines.iter().any(|l| l.contains("goat north")), "{lines:?}");
    put(&mut g, at(0, 1), effect(Effect::Waterfall), false, 0);
    act(&mut g, 0, Action::Step { dir: E });
    let lines = act(&mut g, 0, Action::Aim { dir: S });
    assert!(lines.iter().any(|l| l.contains("flows south")), "{lines:?}");
}

#[test]
fn a_card_played_before_the_roll_is_refused_with_the_reason() {
    let mut g = game(2);
    g.pending = vec![Pending::Roll { rolls: 1 }];
    let card = g.hands[0][0];
    let err = g
        .validate(
            0,
            &Action::Advantage {
                card,
                at: at(0, 0),
                rot: 0,
            },
        )
        .expect_err("a card is a move, after the roll");
    assert_eq!(
        err.to_string(),
        "Roll for your goat first: then a card from your hand may be your move."
    );
}
