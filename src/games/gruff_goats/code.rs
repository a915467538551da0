//! Gruff Goats actions as saves write them (see `engine::code`).

use super::{Action, Bridge, Corner, Prey, Size, Square, Wand};
use crate::engine::code::{BadCode, Code, field, index_of, nth, num};

impl From<Action> for Code {
    fn from(a: Action) -> Code {
        let size = |s: Size| index_of(&Size::ALL, &s);
        let bridge = |b: Bridge| index_of(&Bridge::ALL, &b);
        match a {
            Action::Claim { wand } => match wand {
                Wand::Troll => vec![0, 0],
                Wand::Goat(s) => vec![0, 1, size(s)],
                Wand::Dragon => vec![0, 2],
            },
            Action::Block => vec![1],
            Action::Allow => vec![2],
            Action::Push => vec![3],
            Action::GiveUp => vec![4],
            Action::MoveTroll { troll, to } => vec![5, num(troll), bridge(to)],
            Action::MoveGoat { size: s, to } => {
                vec![6, size(s), to.row.into(), to.col.into()]
            }
            Action::Dragon { prey } => match prey {
                Prey::Goat { owner, size: s } => vec![7, 0, num(owner), size(s)],
                Prey::Troll { troll, to } => vec![7, 1, num(troll), bridge(to)],
            },
            Action::Place { corner } => vec![8, index_of(&Corner::ALL, &corner)],
            Action::EndTurn => vec![9],
        }
    }
}

impl TryFrom<Code> for Action {
    type Error = BadCode;
    fn try_from(code: Code) -> Result<Action, BadCode> {
        let size = |n: i32| nth(&Size::ALL, n);
        let bridge = |n: i32| nth(&Bridge::ALL, n);
        Ok(match *code.as_slice() {
            [0, 0] => Action::Claim { wand: Wand::Troll },
            [0, 1, s] => Action::Claim {
                wand: Wand::Goat(size(s)?),
            },
            [0, 2] => Action::Claim { wand: Wand::Dragon },
            [1] => Action::Block,
            [2] => Action::Allow,
            [3] => Action::Push,
            [4] => Action::GiveUp,
            [5, troll, to] => Action::MoveTroll {
                troll: field(troll)?,
                to: bridge(to)?,
            },
            [6, s, row, col] => Action::MoveGoat {
                size: size(s)?,
                to: Square {
                    row: field(row)?,
                    col: field(col)?,
                },
            },
            [7, 0, owner, s] => Action::Dragon {
                prey: Prey::Goat {
                    owner: field(owner)?,
                    size: size(s)?,
                },
            },
            [7, 1, troll, to] => Action::Dragon {
                prey: Prey::Troll {
                    troll: field(troll)?,
                    to: bridge(to)?,
                },
            },
            [8, c] => Action::Place {
                corner: nth(&Corner::ALL, c)?,
            },
            [9] => Action::EndTurn,
            _ => return Err(BadCode),
        })
    }
}

/// The options as a save writes them: wand actions a turn, then whether the dragon eats trolls.
impl From<super::Options> for Code {
    fn from(o: super::Options) -> Code {
        vec![o.wand_actions.into(), o.dragon_eats_trolls.into()]
    }
}

impl TryFrom<Code> for super::Options {
    type Error = BadCode;
    fn try_from(code: Code) -> Result<Self, BadCode> {
        match *code {
            [wand_actions, dragon] => Ok(super::Options {
                wand_actions: field(wand_actions)?,
                dragon_eats_trolls: crate::engine::code::flag(dragon)?,
            }),
            _ => Err(BadCode),
        }
    }
}
