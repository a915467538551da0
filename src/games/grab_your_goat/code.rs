//! Grab Your Goat! actions as saves write them (see `engine::code`).

use super::{Action, CardId, Dir, Pos};
use crate::engine::code::{BadCode, Code, field, flag, index_of, nth};

impl From<Action> for Code {
    fn from(a: Action) -> Code {
        let dir = |d: Dir| index_of(&Dir::ALL, &d);
        match a {
            Action::Roll => vec![0],
            Action::GoatWay { dir: d } => vec![1, dir(d)],
            Action::Step { dir: d } => vec![2, dir(d)],
            Action::Advantage { card, at, rot } => {
                vec![3, card.0.into(), at.row.into(), at.col.into(), rot.into()]
            }
            Action::Rotate { clockwise } => vec![4, clockwise.into()],
            Action::Lift { to } => vec![5, to.row.into(), to.col.into()],
            Action::Orient { rot } => vec![6, rot.into()],
            Action::Throw { to } => vec![7, to.row.into(), to.col.into()],
            Action::Aim { dir: d } => vec![8, dir(d)],
            Action::Reveal { at } => vec![9, at.row.into(), at.col.into()],
            Action::Skip => vec![10],
            Action::Pass => vec![11],
        }
    }
}

impl TryFrom<Code> for Action {
    type Error = BadCode;
    fn try_from(code: Code) -> Result<Action, BadCode> {
        let dir = |n: i32| nth(&Dir::ALL, n);
        let pos = |row: i32, col: i32| {
            Ok::<_, BadCode>(Pos {
                row: field(row)?,
                col: field(col)?,
            })
        };
        Ok(match *code.as_slice() {
            [0] => Action::Roll,
            [1, d] => Action::GoatWay { dir: dir(d)? },
            [2, d] => Action::Step { dir: dir(d)? },
            [3, card, row, col, rot] => Action::Advantage {
                card: CardId(field(card)?),
                at: pos(row, col)?,
                rot: field(rot)?,
            },
            [4, c] => Action::Rotate {
                clockwise: flag(c)?,
            },
            [5, row, col] => Action::Lift { to: pos(row, col)? },
            [6, rot] => Action::Orient { rot: field(rot)? },
            [7, row, col] => Action::Throw { to: pos(row, col)? },
            [8, d] => Action::Aim { dir: dir(d)? },
            [9, row, col] => Action::Reveal { at: pos(row, col)? },
            [10] => Action::Skip,
            [11] => Action::Pass,
            _ => return Err(BadCode),
        })
    }
}

crate::engine::code::no_options!(super::Options);
