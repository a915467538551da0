//! A sensible Goat Lords player, reading only its seat's view: it births the most valuable twins
//! it can, plays its action cards, duels for stacks, keeps its duels going with its cheapest
//! matching card, escapes attacks, and discards its least valuable goat.

use super::view::TableView;
use super::{Action, GoatLords};
use crate::engine::bot::Bot;
use crate::engine::{GameRng, Seat};

impl Bot for GoatLords {
    fn heuristic(
        _view: &TableView,
        _seat: Seat,
        legal: &[Action],
        _rng: &mut GameRng,
    ) -> Option<usize> {
        let points = |c: &super::CardId| c.points() as i32;
        (0..legal.len())
            .map(|i| {
                let score = match &legal[i] {
                    Action::Birth { first, second } => 100 + points(first).max(points(second)) * 5,
                    Action::AssistedBirth { card } => 95 + points(card) * 5,
                    Action::Play { .. } => 60,
                    Action::Duel { card, .. } => 40 - points(card),
                    Action::Escape => 30,
                    Action::Answer { card } => 30 - points(card),
                    Action::Allow | Action::Yield => 0,
                    Action::Discard { card } | Action::Trash { card } => 10 - points(card),
                };
                (score, i)
            })
            .max()
            .map(|(_, i)| i)
    }
}
