//! Claiming, blocking, pushing, and claiming a wand away from its holder.

use super::*;
use Suit::*;

#[test]
fn a_claim_nobody_can_block_succeeds_at_once() {
    let mut g = table(2, &[&[Hearts], &[Clubs]]);
    act(
        &mut g,
        0,
        Action::Claim {
            wand: Wand::Goat(Size::Medium),
        },
    );
    assert_eq!(g.holder(Wand::Goat(Size::Medium)), Some(0));
    assert_eq!(g.discard.len(), 1);
}

#[test]
fn a_blocked_claim_can_be_pushed_until_one_side_stops() {
    let mut g = table(2, &[&[Clubs, Clubs, Clubs], &[Clubs, Clubs]]);
    act(&mut g, 0, Action::Claim { wand: Wand::Troll });
    assert_eq!(
        g.seat_to_act(),
        Some(1),
        "the opponent answers on their own screen"
    );
    act(&mut g, 1, Action::Block);
    assert_eq!(g.seat_to_act(), Some(0));
    act(&mut g, 0, Action::Push);
    act(&mut g, 1, Action::Block);
    act(&mut g, 0, Action::Push);
    // Seat 1 has no clubs left: it is not asked, and the claim goes through.
    assert_eq!(g.holder(Wand::Troll), Some(0));
    assert_eq!(count(&g, 0, Clubs) + count(&g, 1, Clubs), 0);
    assert_eq!(g.discard.len(), 5);
}

#[test]
fn giving_up_leaves_the_wand_where_it_was() {
    let mut g = table(2, &[&[Clubs], &[Clubs]]);
    act(&mut g, 0, Action::Claim { wand: Wand::Troll });
    act(&mut g, 1, Action::Block);
    refuse(&g, 0, Action::Push, GruffError::CannotPay(Wand::Troll));
    act(&mut g, 0, Action::GiveUp);
    assert_eq!(g.holder(Wand::Troll), None);
    assert_eq!(g.phase, Phase::Turn);
}

#[test]
fn a_held_wand_can_be_claimed_away_and_its_holder_is_asked_first() {
    let mut g = table(3, &[&[Spades], &[Spades], &[Spades, Spades]]);
    g.wands[Wand::Goat(Size::Big).index()] = Some(2);
    act(
        &mut g,
        0,
        Action::Claim {
            wand: Wand::Goat(Size::Big),
        },
    );
    assert_eq!(
        g.phase,
        Phase::Block(Claim {
            claimer: 0,
            wand: Wand::Goat(Size::Big),
            queue: vec![2, 1],
            blocker: None,
            blocks: 0
        })
    );
    act(&mut g, 2, Action::Allow);
    act(&mut g, 1, Action::Allow);
    assert_eq!(g.holder(Wand::Goat(Size::Big)), Some(0));
    refuse(
        &g,
        0,
        Action::Claim {
            wand: Wand::Goat(Size::Big),
        },
        GruffError::AlreadyHeld,
    );
}

#[test]
fn the_dragon_wand_is_blocked_only_with_one_card_of_each_suit() {
    let mut g = table(
        2,
        &[&[Clubs, Spades, Hearts, Diamonds], &[Clubs, Spades, Hearts]],
    );
    act(&mut g, 0, Action::Claim { wand: Wand::Dragon });
    assert_eq!(g.holder(Wand::Dragon), Some(0), "three suits can't block");
    let mut g = table(
        2,
        &[
            &[Clubs, Spades, Hearts, Diamonds],
            &[Clubs, Spades, Hearts, Diamonds],
        ],
    );
    act(&mut g, 0, Action::Claim { wand: Wand::Dragon });
    act(&mut g, 1, Action::Block);
    assert_eq!(g.hands[1].len(), 0);
    assert_eq!(
        g.phase,
        Phase::Push(Claim {
            claimer: 0,
            wand: Wand::Dragon,
            queue: vec![],
            blocker: Some(1),
            blocks: 1
        })
    );
}

#[test]
fn claims_cost_a_card_of_the_suit_and_are_refused_without_one() {
    let g = table(2, &[&[Hearts], &[]]);
    refuse(
        &g,
        0,
        Action::Claim { wand: Wand::Troll },
        GruffError::CannotPay(Wand::Troll),
    );
    refuse(&g, 1, Action::EndTurn, GruffError::NotYourTurn);
    refuse(&g, 0, Action::Block, GruffError::NotNow);
}

#[test]
fn with_three_players_a_later_opponent_may_block_and_a_push_asks_everyone_again() {
    let mut g = table(
        3,
        &[&[Hearts, Hearts], &[Hearts, Hearts], &[Hearts, Hearts]],
    );
    act(
        &mut g,
        0,
        Action::Claim {
            wand: Wand::Goat(Size::Medium),
        },
    );
    assert_eq!(g.seat_to_act(), Some(1));
    // Seat 1 is asked in seat 0's turn, which goes on (the hand-off says so).
    assert_eq!(crate::engine::Game::turn(&g), Some(0));
    act(&mut g, 1, Action::Allow);
    assert_eq!(g.seat_to_act(), Some(2));
    act(&mut g, 2, Action::Block);
    act(&mut g, 0, Action::Push);
    // A new round: seat 1 first again, then seat 2.
    assert!(matches!(&g.phase, Phase::Block(c) if c.queue == vec![1, 2]));
    act(&mut g, 1, Action::Block);
    assert_eq!(g.seat_to_act(), Some(0));
    refuse(
        &g,
        0,
        Action::Push,
        GruffError::CannotPay(Wand::Goat(Size::Medium)),
    );
}

#[test]
fn a_holder_who_blocks_keeps_the_wand() {
    let mut g = table(2, &[&[Clubs, Clubs], &[Clubs]]);
    g.wands[Wand::Troll.index()] = Some(1);
    act(&mut g, 0, Action::Claim { wand: Wand::Troll });
    act(&mut g, 1, Action::Block);
    act(&mut g, 0, Action::GiveUp);
    assert_eq!(g.holder(Wand::Troll), Some(1));
}

#[test]
fn others_see_only_who_is_asked_now_not_who_comes_next() {
    let mut g = table(3, &[&[Hearts], &[Hearts], &[Hearts]]);
    act(
        &mut g,
        0,
        Action::Claim {
            wand: Wand::Goat(Size::Medium),
        },
    );
    assert!(matches!(&g.phase, Phase::Block(c) if c.queue == vec![1, 2]));
    for seat in 0..3 {
        assert!(matches!(&g.view(seat).phase, Phase::Block(c) if c.queue == vec![1]));
    }
}

#[test]
fn a_claim_that_skipped_someone_without_the_suit_cannot_be_undone() {
    use crate::engine::{Player, Session, UndoError};
    let players = vec![Player::person("Ana", 0), Player::person("Bo", 1)];
    let mut s = Session::<GruffGoats>::new(
        players,
        Options {
            wand_actions: 0,
            dragon_eats_trolls: false,
        },
        11,
    )
    .expect("setup");
    s.state = table(2, &[&[Hearts, Spades], &[Clubs]]);
    s.act(
        0,
        Action::Claim {
            wand: Wand::Goat(Size::Medium),
        },
    )
    .expect("claim");
    assert_eq!(
        s.can_undo(),
        Err(UndoError::Revealed),
        "Ana learnt Bo has no hearts"
    );
}
