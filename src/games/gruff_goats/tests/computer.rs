//! The sensible computer player: with no limit on wand actions, a turn must still be spent on
//! moves that help.

use super::*;
use Suit::*;

#[test]
fn the_sensible_player_moves_a_troll_out_of_its_way_once_not_back_and_forth() {
    // Seat 0's goats wait at the feet of the north, east and south bridges; the trolls stand on
    // the north and south ones. Sending the north troll east would only block the goat there.
    let mut g = table(2, &[&[Clubs, Clubs, Clubs, Clubs], &[]]);
    g.wands[Wand::Troll.index()] = Some(0);
    for (size, at) in [
        (Size::Big, sq(0, 2)),
        (Size::Medium, sq(2, 4)),
        (Size::Little, sq(4, 2)),
    ] {
        g.goat_mut(0, size).expect("goat").at = Some(at);
    }
    let mut moves = Vec::new();
    while g.active == 0 {
        let legal = g.legal_actions(0);
        let action = legal[bot::choose(&g.view(0), &legal)].clone();
        if matches!(action, Action::MoveTroll { .. }) {
            moves.push(action.clone());
        }
        act(&mut g, 0, action);
    }
    assert_eq!(
        moves,
        vec![Action::MoveTroll {
            troll: 0,
            to: Bridge::West
        }]
    );
    assert_eq!(g.trolls, [Bridge::West, Bridge::South]);
}
