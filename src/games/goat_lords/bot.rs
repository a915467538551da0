//! A sensible Goat Lords player, reading only its seat's view: it births the most valuable twins
//! it can, plays its action cards, duels for stacks, keeps its duels going with its cheapest
//! matching card, escapes attacks, and discards its least valuable goat.

use super::cards::{Card, CardId};
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
                    Action::Allow => 0,
                    // Giving up only when nothing else is left (it ranks below letting a duel
                    // begin, which is given up later if need be).
                    Action::Yield => -1,
                    Action::Discard { card } | Action::Trash { card } => 10 - points(card),
                };
                (score, i)
            })
            .max()
            .map(|(_, i)| i)
    }

    /// Other hands (goats), other players' face-down action cards and the draw pile are dealt
    /// again, goats to hands and action cards to fronts, the rest to the draw pile. Buried stacks
    /// are left as they are: every stack was on show when it was born, so a player paying
    /// attention knows them.
    fn redeal(&mut self, seat: Seat, rng: &mut GameRng) {
        let is_action = |c: &CardId| matches!(c.card(), Card::Action(_));
        let mut pool = self.draw.clone();
        for (s, place) in self.places.iter().enumerate() {
            if s != seat {
                pool.extend(place.front.iter().chain(&place.hand).copied());
            }
        }
        let (mut actions, mut goats): (Vec<CardId>, Vec<CardId>) =
            pool.into_iter().partition(is_action);
        for pool in [&mut actions, &mut goats] {
            crate::engine::sort_short(pool);
            rng.shuffle(pool);
        }
        for (s, place) in self.places.iter_mut().enumerate() {
            if s != seat {
                let (front, hand) = (place.front.len(), place.hand.len());
                place.front = actions.split_off(actions.len().saturating_sub(front));
                place.hand = goats.split_off(goats.len().saturating_sub(hand));
            }
        }
        goats.extend(actions);
        rng.shuffle(&mut goats);
        self.draw = goats;
        self.rng = GameRng::new(rng.next_u64());
    }
}
