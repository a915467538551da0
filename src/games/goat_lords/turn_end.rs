//! The end of a Goat Lords turn: trimming action cards, discarding down, restocking hands and
//! passing play on, and the turn order's bookkeeping of closed stacks and discards.

use super::cards::Card;
use super::rules;
use super::{GoatLords, MAX_FRONT, Phase, Resume};
use crate::engine::{Log, Seat};

impl GoatLords {
    /// Asks `seat` to trim their action cards if they hold too many, else goes on.
    pub(super) fn trim_or(&mut self, seat: Seat, then: Resume, log: &mut Log) {
        if self.places[seat].front.len() > MAX_FRONT {
            self.phase = Phase::TrimFront { seat, then };
        } else {
            match then {
                Resume::Turn => self.continue_turn(log),
                Resume::Restock => self.continue_restock(log),
            }
        }
    }

    pub(super) fn used_play(&mut self, log: &mut Log) {
        self.plays_left = self.plays_left.saturating_sub(1);
        self.continue_turn(log);
    }

    /// Back to the active player if they have a play left they can make; else the turn ends.
    pub(super) fn continue_turn(&mut self, log: &mut Log) {
        self.phase = Phase::Play;
        self.refresh_closed();
        if self.plays_left == 0 || !rules::has_legal_action(self, self.active) {
            self.end_turn(log);
        }
    }

    fn end_turn(&mut self, log: &mut Log) {
        self.fire = None;
        self.plays_left = 0;
        if self.places[self.active].hand.len() > self.options.hand_size {
            self.phase = Phase::DiscardDown { seat: self.active };
        } else {
            self.start_restock(log);
        }
    }

    pub(super) fn start_restock(&mut self, log: &mut Log) {
        let n = self.places.len();
        // Refilled in place, so its room is kept from turn to turn.
        self.restock_queue.clear();
        let active = self.active;
        self.restock_queue.extend((0..n).map(|k| (active + k) % n));
        self.continue_restock(log);
    }

    /// Restocks hands in order, pausing when someone must trim their action cards.
    /// The queue is read in place and only shortened when restocking pauses or ends, rather
    /// than losing its first seat at every step.
    pub(super) fn continue_restock(&mut self, log: &mut Log) {
        let mut done = 0;
        while let Some(&seat) = self.restock_queue.get(done) {
            done += 1;
            let missing = self
                .options
                .hand_size
                .saturating_sub(self.places[seat].hand.len());
            self.draw_goats(seat, missing);
            if self.places[seat].front.len() > MAX_FRONT {
                self.restock_queue.drain(..done);
                self.phase = Phase::TrimFront {
                    seat,
                    then: Resume::Restock,
                };
                return;
            }
        }
        self.restock_queue.clear();
        self.begin_next_turn(log);
    }

    fn begin_next_turn(&mut self, log: &mut Log) {
        self.refresh_closed();
        let n = self.places.len();
        let mut seat = if self.turn == 0 {
            self.active
        } else {
            self.next(self.active)
        };
        for _ in 0..=2 * n {
            let place = &mut self.places[seat];
            if place.skip_next {
                place.skip_next = false;
                log.say(format_args!("{{{seat}}} misses a turn (Loaf of Goat)."));
            } else if !place.hand.is_empty() {
                self.active = seat;
                self.turn += 1;
                self.plays_left = 1;
                self.actions_left = 1;
                self.phase = Phase::Play;
                return;
            }
            seat = self.next(seat);
        }
        self.phase = Phase::Over;
        log.say(format_args!("Every hand is empty: the game is over."));
    }

    /// A stack that was buried is now on top. Without look-through it was hidden until now, so
    /// the move that showed it cannot be undone.
    pub(super) fn hidden_tops_exposed(&mut self) {
        if !self.options.look_through {
            self.reveals += 1;
        }
    }

    /// Once the draw pile is gone and someone's hand is empty, action cards are over for good.
    pub(super) fn refresh_closed(&mut self) {
        if self.draw.is_empty() && self.places.iter().any(|p| p.hand.is_empty()) {
            self.actions_closed = true;
        }
    }

    /// Flips the first discard; wilds and action cards go back into the pile, which is shuffled.
    pub(super) fn flip_first_discard(&mut self) {
        let mut aside = Vec::new();
        while let Some(card) = self.draw.pop() {
            if matches!(card.card(), Card::Goat(_)) {
                self.discard.push(card);
                break;
            }
            aside.push(card);
        }
        if !aside.is_empty() {
            self.draw.extend(aside);
            self.rng.shuffle(&mut self.draw);
        }
    }
}
