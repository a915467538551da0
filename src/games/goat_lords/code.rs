//! Goat Lords actions as saves write them (see `engine::code`).

use super::{Action, CardId, Direction, Effect};
use crate::engine::code::{BadCode, Code, field, num};

/// An action card's effect: its kind, then its choices.
fn effect_code(e: Effect) -> Code {
    match e {
        Effect::AtomicGoat { target } => vec![0, num(target)],
        Effect::RussianGoatlette { direction } => {
            vec![1, i32::from(direction == Direction::Right)]
        }
        Effect::SneakAGoat { target, stack } => vec![2, num(target), num(stack)],
        Effect::LoafOfGoat { target } => vec![3, num(target)],
        Effect::HypnotizedGoat { target } => vec![4, num(target)],
        Effect::Goatinhood => vec![5],
        Effect::SantyGoat => vec![6],
        Effect::FlowerGoatee => vec![7],
        Effect::RainingFireGoats { target } => vec![8, num(target)],
    }
}

fn effect(code: &[i32]) -> Result<Effect, BadCode> {
    Ok(match *code {
        [0, t] => Effect::AtomicGoat { target: field(t)? },
        [1, 0] => Effect::RussianGoatlette {
            direction: Direction::Left,
        },
        [1, 1] => Effect::RussianGoatlette {
            direction: Direction::Right,
        },
        [2, t, s] => Effect::SneakAGoat {
            target: field(t)?,
            stack: field(s)?,
        },
        [3, t] => Effect::LoafOfGoat { target: field(t)? },
        [4, t] => Effect::HypnotizedGoat { target: field(t)? },
        [5] => Effect::Goatinhood,
        [6] => Effect::SantyGoat,
        [7] => Effect::FlowerGoatee,
        [8, t] => Effect::RainingFireGoats { target: field(t)? },
        _ => return Err(BadCode),
    })
}

impl From<Action> for Code {
    fn from(a: Action) -> Code {
        match a {
            Action::Birth { first, second } => vec![0, first.0.into(), second.0.into()],
            Action::AssistedBirth { card } => vec![1, card.0.into()],
            Action::Duel { target, card } => vec![2, num(target), card.0.into()],
            Action::Play { card, effect } => [vec![3, card.0.into()], effect_code(effect)].concat(),
            Action::Discard { card } => vec![4, card.0.into()],
            Action::Escape => vec![5],
            Action::Allow => vec![6],
            Action::Answer { card } => vec![7, card.0.into()],
            Action::Yield => vec![8],
            Action::Trash { card } => vec![9, card.0.into()],
        }
    }
}

impl TryFrom<Code> for Action {
    type Error = BadCode;
    fn try_from(code: Code) -> Result<Action, BadCode> {
        let card = |n: i32| field(n).map(CardId);
        Ok(match *code.as_slice() {
            [0, a, b] => Action::Birth {
                first: card(a)?,
                second: card(b)?,
            },
            [1, c] => Action::AssistedBirth { card: card(c)? },
            [2, t, c] => Action::Duel {
                target: field(t)?,
                card: card(c)?,
            },
            [3, c, ref e @ ..] => Action::Play {
                card: card(c)?,
                effect: effect(e)?,
            },
            [4, c] => Action::Discard { card: card(c)? },
            [5] => Action::Escape,
            [6] => Action::Allow,
            [7, c] => Action::Answer { card: card(c)? },
            [8] => Action::Yield,
            [9, c] => Action::Trash { card: card(c)? },
            _ => return Err(BadCode),
        })
    }
}

/// The options as a save writes them: the hand size, then whether buried stacks may be looked
/// through.
impl From<super::Options> for Code {
    fn from(o: super::Options) -> Code {
        vec![num(o.hand_size), o.look_through.into()]
    }
}

impl TryFrom<Code> for super::Options {
    type Error = BadCode;
    fn try_from(code: Code) -> Result<Self, BadCode> {
        match *code {
            [hand_size, look] => Ok(super::Options {
                hand_size: field(hand_size)?,
                look_through: crate::engine::code::flag(look)?,
            }),
            _ => Err(BadCode),
        }
    }
}
