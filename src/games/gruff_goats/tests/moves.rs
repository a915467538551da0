//! Goat and troll moves, eating, scoring, placing, drawing and winning.

use super::*;
use Suit::*;

#[test]
fn the_deal_gives_eight_cards_each_and_goats_start_in_their_corners() {
    let g = GruffGoats::new(3, &Options::default(), 1).expect("setup");
    assert!(g.hands.iter().all(|h| h.len() == HAND));
    assert_eq!(g.draw.len(), 104 - 3 * HAND);
    for seat in 0..3 {
        for size in Size::ALL {
            assert_eq!(at(&g, seat, size), Some(Corner::home(seat, 3).square()));
        }
    }
    assert_eq!(
        g.trolls,
        [Bridge::North, Bridge::South],
        "trolls on two opposite bridges"
    );
    assert!(g.wands.iter().all(Option::is_none));
}

#[test]
fn a_goat_wand_moves_its_holders_goat_one_square_for_a_card_of_its_suit() {
    let mut g = table(2, &[&[Spades, Spades, Spades], &[]]);
    act(
        &mut g,
        0,
        Action::Claim {
            wand: Wand::Goat(Size::Big),
        },
    );
    assert_eq!(g.holder(Wand::Goat(Size::Big)), Some(0));
    refuse(
        &g,
        0,
        Action::MoveGoat {
            size: Size::Big,
            to: sq(1, 1),
        },
        GruffError::CannotStep,
    );
    refuse(
        &g,
        0,
        Action::MoveGoat {
            size: Size::Big,
            to: sq(0, 2),
        },
        GruffError::CannotStep,
    );
    refuse(
        &g,
        0,
        Action::MoveGoat {
            size: Size::Medium,
            to: sq(0, 1),
        },
        GruffError::NotHolder(Wand::Goat(Size::Medium)),
    );
    act(
        &mut g,
        0,
        Action::MoveGoat {
            size: Size::Big,
            to: sq(0, 1),
        },
    );
    assert_eq!(at(&g, 0, Size::Big), Some(sq(0, 1)));
    assert_eq!(count(&g, 0, Spades), 1);
}

#[test]
fn reaching_the_island_scores_a_point_and_the_goat_goes_back_to_a_corner_of_its_owners_choice() {
    let mut g = table(
        2,
        &[&[Spades, Spades, Spades, Spades, Spades, Clubs, Clubs], &[]],
    );
    act(
        &mut g,
        0,
        Action::Claim {
            wand: Wand::Goat(Size::Big),
        },
    );
    act(&mut g, 0, Action::Claim { wand: Wand::Troll });
    act(
        &mut g,
        0,
        Action::MoveTroll {
            troll: 0,
            to: Bridge::East,
        },
    );
    act(
        &mut g,
        0,
        Action::MoveGoat {
            size: Size::Big,
            to: sq(0, 1),
        },
    );
    act(
        &mut g,
        0,
        Action::MoveGoat {
            size: Size::Big,
            to: sq(0, 2),
        },
    );
    act(
        &mut g,
        0,
        Action::MoveGoat {
            size: Size::Big,
            to: sq(1, 2),
        },
    );
    act(
        &mut g,
        0,
        Action::MoveGoat {
            size: Size::Big,
            to: board::ISLAND,
        },
    );
    assert_eq!(g.scores[0], 1);
    assert_eq!(g.phase, Phase::Place(vec![(0, Size::Big)]));
    act(
        &mut g,
        0,
        Action::Place {
            corner: Corner::SouthWest,
        },
    );
    assert_eq!(at(&g, 0, Size::Big), Some(Corner::SouthWest.square()));
    assert_eq!(g.phase, Phase::Turn);
}

#[test]
fn a_goat_stepping_onto_a_trolls_bridge_is_eaten() {
    let mut g = table(2, &[&[Diamonds, Diamonds, Diamonds], &[]]);
    act(
        &mut g,
        0,
        Action::Claim {
            wand: Wand::Goat(Size::Little),
        },
    );
    act(
        &mut g,
        0,
        Action::MoveGoat {
            size: Size::Little,
            to: sq(0, 1),
        },
    );
    act(
        &mut g,
        0,
        Action::MoveGoat {
            size: Size::Little,
            to: sq(0, 2),
        },
    );
    assert_eq!(g.trolls[0], Bridge::North);
    let mut eaten = g.clone();
    eaten.hands[0].push(
        eaten.draw.remove(
            eaten
                .draw
                .iter()
                .position(|c| c.suit() == Diamonds)
                .expect("a diamond"),
        ),
    );
    act(
        &mut eaten,
        0,
        Action::MoveGoat {
            size: Size::Little,
            to: sq(1, 2),
        },
    );
    assert_eq!(eaten.phase, Phase::Place(vec![(0, Size::Little)]));
    assert_eq!(at(&eaten, 0, Size::Little), None);
}

#[test]
fn a_troll_moves_to_a_free_bridge_and_eats_the_goats_there() {
    let mut g = table(2, &[&[Clubs, Clubs, Clubs], &[]]);
    g.goat_mut(1, Size::Medium).expect("goat").at = Some(Bridge::East.square());
    act(&mut g, 0, Action::Claim { wand: Wand::Troll });
    refuse(
        &g,
        0,
        Action::MoveTroll {
            troll: 0,
            to: Bridge::South,
        },
        GruffError::TrollBlocked,
    );
    refuse(
        &g,
        0,
        Action::MoveTroll {
            troll: 0,
            to: Bridge::North,
        },
        GruffError::TrollBlocked,
    );
    act(
        &mut g,
        0,
        Action::MoveTroll {
            troll: 0,
            to: Bridge::East,
        },
    );
    assert_eq!(g.trolls, [Bridge::East, Bridge::South]);
    assert_eq!(g.phase, Phase::Place(vec![(1, Size::Medium)]));
    assert_eq!(g.seat_to_act(), Some(1), "the owner chooses the corner");
    act(
        &mut g,
        1,
        Action::Place {
            corner: Corner::NorthEast,
        },
    );
    assert_eq!(g.seat_to_act(), Some(0));
}

#[test]
fn the_dragon_costs_one_card_of_each_suit_and_eats_any_goat() {
    let mut g = table(
        2,
        &[
            &[
                Clubs, Spades, Hearts, Diamonds, Clubs, Spades, Hearts, Diamonds, Clubs,
            ],
            &[],
        ],
    );
    act(&mut g, 0, Action::Claim { wand: Wand::Dragon });
    assert_eq!(g.hands[0].len(), 5);
    act(
        &mut g,
        0,
        Action::Dragon {
            prey: Prey::Goat {
                owner: 0,
                size: Size::Big,
            },
        },
    );
    assert_eq!(
        g.phase,
        Phase::Place(vec![(0, Size::Big)]),
        "even your own goat"
    );
    act(
        &mut g,
        0,
        Action::Place {
            corner: Corner::SouthWest,
        },
    );
    refuse(
        &g,
        0,
        Action::Dragon {
            prey: Prey::Goat {
                owner: 1,
                size: Size::Big,
            },
        },
        GruffError::CannotPay(Wand::Dragon),
    );
}

#[test]
fn the_optional_rule_lets_the_dragon_eat_a_troll_that_returns_where_its_player_chooses() {
    let mut g = two_dragon_sets();
    act(&mut g, 0, Action::Claim { wand: Wand::Dragon });
    let mut safe = g.clone();
    safe.options.dragon_eats_trolls = false;
    refuse(
        &safe,
        0,
        Action::Dragon {
            prey: Prey::Troll {
                troll: 0,
                to: Bridge::West,
            },
        },
        GruffError::TrollsAreSafe,
    );
    refuse(
        &g,
        0,
        Action::Dragon {
            prey: Prey::Troll {
                troll: 0,
                to: Bridge::South,
            },
        },
        GruffError::TrollBlocked,
    );
    act(
        &mut g,
        0,
        Action::Dragon {
            prey: Prey::Troll {
                troll: 0,
                to: Bridge::West,
            },
        },
    );
    assert_eq!(g.trolls, [Bridge::West, Bridge::South]);
}

#[test]
fn ending_a_turn_draws_one_card_and_the_discard_pile_is_reshuffled_when_the_draw_runs_out() {
    let mut g = table(2, &[&[Clubs], &[]]);
    act(&mut g, 0, Action::EndTurn);
    assert_eq!((g.hands[0].len(), g.active), (2, 1));
    let rest = std::mem::take(&mut g.draw);
    g.discard.extend(rest);
    act(&mut g, 1, Action::EndTurn);
    assert_eq!(g.hands[1].len(), 1);
    assert_eq!(g.discard.len(), 0);
    assert_eq!(g.draw.len(), 104 - 3);
}

#[test]
fn three_points_win_at_once() {
    let mut g = table(2, &[&[Spades, Spades], &[]]);
    g.scores[0] = 2;
    g.goat_mut(0, Size::Big).expect("goat").at = Some(Bridge::West.square());
    act(
        &mut g,
        0,
        Action::Claim {
            wand: Wand::Goat(Size::Big),
        },
    );
    act(
        &mut g,
        0,
        Action::MoveGoat {
            size: Size::Big,
            to: board::ISLAND,
        },
    );
    assert_eq!(g.phase, Phase::Over);
    let outcome = g.outcome().expect("over");
    assert_eq!((outcome.scores[0], outcome.winners.clone()), (3, vec![0]));
}

#[test]
fn the_wand_action_limit_ends_the_turn() {
    let mut g = table(2, &[&[Diamonds, Diamonds, Diamonds], &[]]);
    g.options.wand_actions = 2;
    act(
        &mut g,
        0,
        Action::Claim {
            wand: Wand::Goat(Size::Little),
        },
    );
    assert_eq!(g.active, 0);
    act(
        &mut g,
        0,
        Action::MoveGoat {
            size: Size::Little,
            to: sq(1, 0),
        },
    );
    assert_eq!(
        g.active, 1,
        "two wand actions used: the turn ended with a draw"
    );
    assert_eq!(g.hands[0].len(), 2);
}

#[test]
fn goats_eaten_together_are_placed_clockwise_from_the_active_player() {
    let mut g = table(4, &[&[], &[], &[Clubs, Clubs], &[]]);
    for owner in 0..4 {
        g.goat_mut(owner, Size::Little).expect("goat").at = Some(Bridge::East.square());
    }
    g.goat_mut(3, Size::Big).expect("goat").at = Some(Bridge::East.square());
    g.active = 2;
    act(&mut g, 2, Action::Claim { wand: Wand::Troll });
    act(
        &mut g,
        2,
        Action::MoveTroll {
            troll: 0,
            to: Bridge::East,
        },
    );
    let order = vec![
        (2, Size::Little),
        (3, Size::Big),
        (3, Size::Little),
        (0, Size::Little),
        (1, Size::Little),
    ];
    assert_eq!(g.phase, Phase::Place(order));
}

#[test]
fn a_troll_returned_by_the_dragon_eats_the_goats_on_its_new_bridge() {
    let mut g = two_dragon_sets();
    g.goat_mut(1, Size::Big).expect("goat").at = Some(Bridge::West.square());
    act(&mut g, 0, Action::Claim { wand: Wand::Dragon });
    act(
        &mut g,
        0,
        Action::Dragon {
            prey: Prey::Troll {
                troll: 1,
                to: Bridge::West,
            },
        },
    );
    assert_eq!(g.trolls, [Bridge::North, Bridge::West]);
    assert_eq!(g.phase, Phase::Place(vec![(1, Size::Big)]));
}

#[test]
fn with_every_card_in_hand_ending_a_turn_draws_nothing() {
    let mut g = table(2, &[&[Clubs], &[]]);
    let rest = std::mem::take(&mut g.draw);
    g.hands[1].extend(rest);
    let mut log = Log::new();
    g.apply(0, &Action::EndTurn, &mut log).expect("legal");
    assert_eq!(g.hands[0].len(), 1);
    assert!(log.iter().any(|l| l.contains("none to draw")));
}

#[test]
fn an_empty_queue_to_place_or_to_block_refuses_every_answer_and_changes_nothing() {
    // No valid game reaches these (the queues are never left empty), but a state must not break
    // on them: `execute` refuses and puts the phase back.
    let mut g = table(2, &[&[], &[]]);
    g.phase = Phase::Place(Vec::new());
    let before = g.clone();
    let mut log = Log::new();
    let place = Action::Place {
        corner: Corner::SouthWest,
    };
    assert_eq!(g.execute(0, &place, &mut log), Err(GruffError::NotNow));
    assert_eq!(g, before);
    g.phase = Phase::Block(Claim {
        claimer: 0,
        wand: Wand::Goat(Size::Big),
        queue: Vec::new(),
        blocker: None,
        blocks: 0,
    });
    let before = g.clone();
    assert_eq!(
        g.execute(1, &Action::Allow, &mut log),
        Err(GruffError::NotNow)
    );
    assert_eq!(g, before);
}

#[test]
fn by_default_a_turn_has_as_many_wand_actions_as_the_cards_pay_for() {
    // The printed rule sets no limit; a limit is a table option.
    assert_eq!(Options::default().wand_actions, 0);
    let mut g = table(2, &[&[Diamonds, Diamonds, Diamonds, Diamonds], &[]]);
    g.options = Options::default();
    act(
        &mut g,
        0,
        Action::Claim {
            wand: Wand::Goat(Size::Little),
        },
    );
    for to in [sq(0, 1), sq(0, 2), sq(0, 1)] {
        act(
            &mut g,
            0,
            Action::MoveGoat {
                size: Size::Little,
                to,
            },
        );
        assert_eq!(g.active, 0, "no limit: the turn goes on");
    }
    assert_eq!(g.hands[0].len(), 0);
    assert_eq!(g.legal_actions(0), vec![Action::EndTurn]);
    act(&mut g, 0, Action::EndTurn);
    assert_eq!((g.active, g.hands[0].len()), (1, 1));
}
