//! What moved since the last drawing, for the motion kit: which pieces stepped past an edge,
//! whether the die was rolled, and how far each card has turned, counted on past a full turn.

use crate::games::grab_your_goat::Pos;
use crate::games::grab_your_goat::view::{TableView, TileView};

/// Where the pieces stood at the last drawing, and how many rolls there had been: a step past
/// an edge and a goat that follows a roll are drawn from the difference.
#[derive(Default)]
pub(super) struct Before {
    shepherds: Vec<Pos>,
    goats: Vec<Pos>,
    rolls: u32,
    /// Each place's card's turn in degrees as last drawn, counted on past a full turn, so a
    /// quarter turn from west to north turns a quarter, not three quarters back.
    degrees: Vec<i32>,
}

/// The degrees to draw a card turned `rot` quarters at, nearest to `was`.
fn nearest_degrees(was: i32, rot: u8) -> i32 {
    let delta = (i32::from(rot % 4) * 90 - was).rem_euclid(360);
    if delta > 180 {
        was + delta - 360
    } else {
        was + delta
    }
}

/// How the pieces moved since the last drawing.
pub(super) struct Moves {
    /// For each seat: whether its shepherd, and its goat, stepped past an edge.
    pub(super) wraps: Vec<(bool, bool)>,
    /// Whether the die was rolled (a goat then waits for it to land).
    pub(super) rolled: bool,
    /// Each place's card's turn, in degrees (see [`Before::degrees`]).
    pub(super) degrees: Vec<i32>,
}

impl Moves {
    /// How the pieces and cards moved from `was` (the last drawing) to `view`, which then
    /// becomes the last drawing.
    pub(super) fn since(was: &mut Before, view: &TableView) -> Moves {
        let wraps: Vec<(bool, bool)> = (0..view.goats.len())
            .map(|s| {
                (
                    view.shepherds.get(s).is_some_and(|&p| {
                        was.shepherds.get(s) != Some(&p) && wrapped(was.shepherds.get(s), p)
                    }),
                    view.goats.get(s).is_some_and(|&p| {
                        was.goats.get(s) != Some(&p) && wrapped(was.goats.get(s), p)
                    }),
                )
            })
            .collect();
        let rolled = was.rolls != view.rolls && !was.goats.is_empty();
        let degrees: Vec<i32> = Pos::all()
            .enumerate()
            .map(|(i, p)| {
                let rot = match view.tile(p) {
                    TileView::Up { rot, .. } => rot,
                    _ => 0,
                };
                nearest_degrees(was.degrees.get(i).copied().unwrap_or(0), rot)
            })
            .collect();
        *was = Before {
            shepherds: view.shepherds.clone(),
            goats: view.goats.clone(),
            rolls: view.rolls,
            degrees: degrees.clone(),
        };
        Moves {
            wraps,
            rolled,
            degrees,
        }
    }
}

/// Whether a piece went from `a` to `b` by one step past an edge.
fn wrapped(a: Option<&Pos>, b: Pos) -> bool {
    a.is_some_and(|a| {
        let (dr, dc) = (a.row.abs_diff(b.row), a.col.abs_diff(b.col));
        (dr == 6 && dc == 0) || (dc == 6 && dr == 0)
    })
}
