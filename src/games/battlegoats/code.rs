//! BattleGoats actions as saves write them (see `engine::code`).

use super::{Action, CardId, Spot};
use crate::engine::code::{BadCode, Code, field, flag, num};

impl From<Action> for Code {
    fn from(a: Action) -> Code {
        match a {
            Action::Pick { card } => vec![0, card.0.into()],
            Action::Place { card, cell } => vec![1, card.0.into(), num(cell)],
            Action::Lift { cell } => vec![2, num(cell)],
            Action::Ready => vec![3],
            Action::First { seat } => vec![4, num(seat)],
            Action::Attack { with, target } => {
                vec![5, num(with), num(target.seat), num(target.cell)]
            }
            Action::Use { with, target } => vec![6, num(with), num(target.seat), num(target.cell)],
            Action::Share { share } => vec![7, share.into()],
        }
    }
}

impl TryFrom<Code> for Action {
    type Error = BadCode;
    fn try_from(code: Code) -> Result<Action, BadCode> {
        let card = |n: i32| field(n).map(CardId);
        let spot = |seat: i32, cell: i32| {
            Ok::<_, BadCode>(Spot {
                seat: field(seat)?,
                cell: field(cell)?,
            })
        };
        Ok(match *code.as_slice() {
            [0, c] => Action::Pick { card: card(c)? },
            [1, c, cell] => Action::Place {
                card: card(c)?,
                cell: field(cell)?,
            },
            [2, cell] => Action::Lift { cell: field(cell)? },
            [3] => Action::Ready,
            [4, seat] => Action::First { seat: field(seat)? },
            [5, with, seat, cell] => Action::Attack {
                with: field(with)?,
                target: spot(seat, cell)?,
            },
            [6, with, seat, cell] => Action::Use {
                with: field(with)?,
                target: spot(seat, cell)?,
            },
            [7, share] => Action::Share {
                share: flag(share)?,
            },
            _ => return Err(BadCode),
        })
    }
}

/// The options as a save writes them: the draft, then the memory aid.
impl From<super::Options> for Code {
    fn from(o: super::Options) -> Code {
        vec![o.draft.into(), o.memory.into()]
    }
}

impl TryFrom<Code> for super::Options {
    type Error = BadCode;
    fn try_from(code: Code) -> Result<Self, BadCode> {
        match *code {
            [draft, memory] => Ok(super::Options {
                draft: flag(draft)?,
                memory: flag(memory)?,
            }),
            _ => Err(BadCode),
        }
    }
}
