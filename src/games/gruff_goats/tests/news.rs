//! What a seat is shown as changed since its own last action.

use super::*;
use Suit::*;

const BIG: Wand = Wand::Goat(Size::Big);

#[test]
fn nothing_is_new_at_the_deal() {
    let g = table(3, &[&[Spades], &[], &[]]);
    for seat in 0..3 {
        assert!(!g.view(seat).changed.any(), "seat {seat}");
    }
}

#[test]
fn the_next_player_sees_the_goat_moved_and_the_wand_claimed_since_their_last_action() {
    let mut g = table(2, &[&[Spades, Spades], &[]]);
    act(&mut g, 0, Action::Claim { wand: BIG });
    act(
        &mut g,
        0,
        Action::MoveGoat {
            size: Size::Big,
            to: sq(0, 1),
        },
    );
    act(&mut g, 0, Action::EndTurn);
    let bo = g.view(1).changed;
    assert_eq!(&bo.goats[..6], &[true, false, false, false, false, false]);
    assert_eq!(bo.wands, [false, true, false, false, false]);
    assert_eq!(bo.trolls, [false, false]);
    assert!(!bo.dragon);
    // Ana's own last action (ending her turn) changed none of them.
    assert!(!g.view(0).changed.any());
    // Once Bo has acted, what Ana did is no longer new to him.
    act(&mut g, 1, Action::EndTurn);
    assert!(!g.view(1).changed.any());
}

#[test]
fn a_seat_that_just_acted_sees_what_its_own_action_changed() {
    let mut g = table(2, &[&[Spades, Spades], &[]]);
    act(&mut g, 0, Action::Claim { wand: BIG });
    let ana = g.view(0).changed;
    assert_eq!(ana.wands, [false, true, false, false, false]);
    act(
        &mut g,
        0,
        Action::MoveGoat {
            size: Size::Big,
            to: sq(0, 1),
        },
    );
    let ana = g.view(0).changed;
    assert!(ana.goats[0], "the goat that just stepped");
    assert!(!ana.wands[1], "the claim was the action before");
}

#[test]
fn a_moved_troll_and_the_goat_it_ate_are_new_to_the_goats_owner() {
    // Bo's little goat waits on the east bridge; Ana sends the north troll onto it.
    let mut g = table(2, &[&[Clubs, Clubs], &[]]);
    if let Some(goat) = g.goat_mut(1, Size::Little) {
        goat.at = Some(Bridge::East.square());
    }
    act(&mut g, 0, Action::Claim { wand: Wand::Troll });
    act(
        &mut g,
        0,
        Action::MoveTroll {
            troll: 0,
            to: Bridge::East,
        },
    );
    // Bo takes the tablet to put his goat back: the troll and his eaten goat are new to him.
    let bo = g.view(1).changed;
    assert_eq!(bo.trolls, [true, false]);
    assert!(bo.goats[5], "Bo's little goat was eaten");
    act(
        &mut g,
        1,
        Action::Place {
            corner: Corner::SouthEast,
        },
    );
    // Back with Ana, the goat Bo put back is new to her; the troll she moved is not.
    let ana = g.view(0).changed;
    assert!(ana.goats[5] && ana.trolls == [false, false], "{ana:?}");
    act(&mut g, 0, Action::EndTurn);
    assert!(
        !g.view(1).changed.any(),
        "Bo placed his goat after the troll moved"
    );
}

#[test]
fn the_dragons_bite_marks_the_dragon_and_the_goat_it_ate() {
    let mut g = two_dragon_sets();
    act(&mut g, 0, Action::Claim { wand: Wand::Dragon });
    act(
        &mut g,
        0,
        Action::Dragon {
            prey: Prey::Goat {
                owner: 1,
                size: Size::Medium,
            },
        },
    );
    // Bo puts the goat back; the tablet came to him for that, so what Ana did before is new.
    let bo = g.view(1).changed;
    assert!(bo.dragon);
    assert!(bo.goats[4], "Bo's medium goat was eaten");
    assert!(bo.wands[4], "Ana took the dragon wand");
    act(
        &mut g,
        1,
        Action::Place {
            corner: Corner::NorthEast,
        },
    );
    act(&mut g, 0, Action::EndTurn);
    let bo = g.view(1).changed;
    assert!(!bo.dragon && !bo.goats[4], "Bo acted since: {bo:?}");
}
