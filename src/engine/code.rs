//! How saves write actions and table options: each as a short list of numbers, an action's kind
//! first, then its fields (`[5, 2, 1, 0]` is a BattleGoats attack by the card at place 2 on seat
//! 1's place 0). Each game's `code.rs` turns its `Action` and `Options` into these lists and
//! back; `save.rs` writes the lists as lines of text.
//!
//! Reading checks only the shape; the session then replays every action through the rules, so a
//! list that reads as an action the position does not allow is still refused. (Actions also
//! derive serde's traits through these lists, `#[serde(into, try_from)]`, for the test harness.)

use std::fmt;

/// An action as a save writes it.
pub type Code = Vec<i32>;

/// What a save writes as numbers: a game's actions and its table options.
pub trait Coded: Clone + Into<Code> + TryFrom<Code, Error = BadCode> {}
impl<T: Clone + Into<Code> + TryFrom<Code, Error = BadCode>> Coded for T {}

/// The numbers of options for a game that has none: no numbers.
macro_rules! no_options {
    ($options:ty) => {
        impl From<$options> for $crate::engine::code::Code {
            fn from(_: $options) -> Self {
                Vec::new()
            }
        }

        impl TryFrom<$crate::engine::code::Code> for $options {
            type Error = $crate::engine::code::BadCode;
            fn try_from(code: $crate::engine::code::Code) -> Result<Self, Self::Error> {
                code.is_empty()
                    .then_some(<$options>::default())
                    .ok_or($crate::engine::code::BadCode)
            }
        }
    };
}
pub(crate) use no_options;

/// A save's action that names no action of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadCode;

impl fmt::Display for BadCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an action this version of Goatherd does not know")
    }
}

/// A number of a save as a field of type `T` (a seat, a place, a card number, a coordinate).
pub fn field<T: TryFrom<i32>>(n: i32) -> Result<T, BadCode> {
    T::try_from(n).map_err(|_| BadCode)
}

/// A yes-or-no field: 1 or 0.
pub fn flag(n: i32) -> Result<bool, BadCode> {
    match n {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(BadCode),
    }
}

/// The number of `x` in `all` (its place in the list).
pub fn index_of<T: PartialEq>(all: &[T], x: &T) -> i32 {
    all.iter().position(|a| a == x).map_or(-1, |i| i as i32)
}

/// The value numbered `n` in `all`.
pub fn nth<T: Copy>(all: &[T], n: i32) -> Result<T, BadCode> {
    usize::try_from(n)
        .ok()
        .and_then(|i| all.get(i))
        .copied()
        .ok_or(BadCode)
}

/// A count or place as a save's number (they are all far below `i32::MAX`).
pub fn num(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_out_of_range_are_refused() {
        assert_eq!(field::<u8>(255), Ok(255));
        assert_eq!(field::<u8>(256), Err(BadCode));
        assert_eq!(field::<usize>(-1), Err(BadCode));
        assert_eq!(flag(2), Err(BadCode));
        assert_eq!(nth(&['a', 'b'], 1), Ok('b'));
        assert_eq!(nth(&['a', 'b'], 2), Err(BadCode));
        assert_eq!(nth(&['a', 'b'], -1), Err(BadCode));
        assert_eq!(index_of(&['a', 'b'], &'b'), 1);
    }
}
