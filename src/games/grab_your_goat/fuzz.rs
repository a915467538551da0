//! Nonsense Grab Your Goat! actions for the random-game harness, and a random shepherd who heads
//! for their goat often enough for random games to end: along the paths when there is a way
//! (`way`), else as the crow flies, with a little chance mixed in.

use super::board::{CardId, Dir, Face, Pos, Tile};
use super::view::TableView;
use super::way::Way;
use super::{Action, GrabYourGoat, Pending};
use crate::engine::harness::Fuzz;
use crate::engine::{GameRng, Seat};

impl Fuzz for GrabYourGoat {
    fn garbage(_state: &Self, rng: &mut GameRng) -> Action {
        let mut n = |k: usize| {
            if rng.below(10) == 0 {
                255 - rng.below(3)
            } else {
                rng.below(k)
            }
        };
        let at = Pos {
            row: n(9) as u8,
            col: n(9) as u8,
        };
        let dir = Dir::ALL[n(4) % 4];
        match n(12) {
            0 => Action::Roll,
            1 => Action::GoatWay { dir },
            2 => Action::Step { dir },
            3 => Action::Advantage {
                card: CardId(n(80) as u8),
                at,
                rot: n(6) as u8,
            },
            4 => Action::Rotate {
                clockwise: n(2) == 0,
            },
            5 => Action::Lift { to: at },
            6 => Action::Orient { rot: n(6) as u8 },
            7 => Action::Throw { to: at },
            8 => Action::Aim { dir },
            9 => Action::Reveal { at },
            10 => Action::Skip,
            _ => Action::Pass,
        }
    }

    fn choose(state: &Self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> usize {
        // A shepherd who mostly heads for their goat (so random games end), and otherwise plays
        // anything at all.
        if rng.below(5) == 0 {
            return rng.below(legal.len());
        }
        let me = state.shepherds[seat];
        let goat = state.goats[seat];
        let dist = |p: Pos| p.row.abs_diff(goat.row) + p.col.abs_diff(goat.col);
        let pick = match legal.first() {
            Some(
                Action::Step { .. }
                | Action::Rotate { .. }
                | Action::Advantage { .. }
                | Action::Lift { .. },
            ) => {
                // Advantage plays score nothing here, and a move's list puts them last (see
                // `moves`): only the few moves before them are weighed.
                let plays = legal
                    .iter()
                    .position(|a| matches!(a, Action::Advantage { .. }))
                    .unwrap_or(legal.len());
                let others = &legal[..plays];
                // Along the paths when the goat can be reached that way: a count that comes down
                // every move, so the shepherd cannot go round in circles.
                let view = TableView::of(state, seat);
                if let Some(i) = Way::to_goat(&view, seat).and_then(|way| way.best(me, others)) {
                    return i;
                }
                best(others, |a| match a {
                    Action::Step { dir } => me.step(*dir).map(dist).filter(|&d| d < dist(me)),
                    Action::Lift { to } => Some(dist(*to)).filter(|&d| d < dist(me)),
                    _ => None,
                })
                .or_else(|| {
                    // Turn the card or lay a path toward the goat.
                    let rotations: Vec<usize> = (0..others.len())
                        .filter(|&i| matches!(others[i], Action::Rotate { .. }))
                        .collect();
                    (!rotations.is_empty() && rng.below(2) == 0)
                        .then(|| rotations[rng.below(rotations.len())])
                })
            }
            Some(Action::Orient { .. }) => {
                let view = TableView::of(state, seat);
                if let (Some(way), Some(Pending::Orient { at, .. })) =
                    (Way::to_goat(&view, seat), state.now())
                    && let Some(i) = best(legal, |a| match (a, state.tile(*at)) {
                        (Action::Orient { rot }, Tile::Card { card, .. }) => match card.face() {
                            Face::Arrows(mask) => way
                                .oriented(*at, super::rotate(mask, *rot))
                                .map(|m| u8::try_from(m).unwrap_or(u8::MAX)),
                            Face::Effect(_) => None,
                        },
                        _ => None,
                    })
                {
                    return i;
                }
                let toward = Dir::ALL
                    .into_iter()
                    .find(|d| me.step(*d).is_some_and(|p| dist(p) < dist(me)))
                    .unwrap_or(Dir::N);
                best(legal, |a| match a {
                    Action::Orient { rot } => {
                        Some(u8::from(super::rotate(0b0011, *rot) & toward.bit() == 0))
                    }
                    _ => None,
                })
            }
            Some(Action::GoatWay { .. }) => best(legal, |a| match a {
                Action::GoatWay { dir } => {
                    let p = goat.wrap(*dir);
                    Some(p.row.abs_diff(me.row) + p.col.abs_diff(me.col))
                }
                _ => None,
            }),
            _ => None,
        };
        pick.unwrap_or_else(|| rng.below(legal.len()))
    }
}

/// The index of the first action with the smallest score (`None` for actions that don't count).
fn best(legal: &[Action], score: impl Fn(&Action) -> Option<u8>) -> Option<usize> {
    let mut best: Option<(u8, usize)> = None;
    for (i, a) in legal.iter().enumerate() {
        if let Some(s) = score(a)
            && best.is_none_or(|(b, _)| s < b)
        {
            best = Some((s, i));
        }
    }
    best.map(|(_, i)| i)
}
