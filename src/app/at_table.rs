//! A game at the table, beside the reducer: the game, who holds the tablet, who is only looking,
//! and the last refusal; what the table's screens ask of it (is the tablet being passed? may
//! Undo be used?).

use super::any::AnySession;
use crate::engine::Seat;

/// A game at the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// Its storage key.
    pub id: String,
    /// The game.
    pub session: AnySession,
    /// The seat holding the tablet (after they tapped "ready"); `None` right after loading.
    pub viewer: Option<Seat>,
    /// The last refused action, in words.
    pub error: Option<String>,
    /// A player looking at their own cards out of turn (read only), if any.
    pub looking: Option<Seat>,
}

impl Table {
    /// The turn is over and its result is on screen before the tablet changes hands: the seat
    /// that holds the tablet (`.0`) and the person who plays next (`.1`). Only in a game with
    /// secrets, between two people.
    pub fn passing(&self) -> Option<(Seat, Seat)> {
        let person = |s: Seat| self.session.computer(s).is_none();
        match (self.viewer, self.session.acting()) {
            (Some(v), Some(a))
                if self.session.has_secrets()
                    && self.looking.is_none()
                    && v != a
                    && person(v)
                    && person(a) =>
            {
                Some((v, a))
            }
            _ => None,
        }
    }

    /// Whether the next player has seen nothing since the last move: a move that passed play on
    /// may then still be taken back (the tablet has not been passed, or nothing is secret).
    pub(crate) fn unseen(&self) -> bool {
        !self.session.has_secrets()
            || self
                .passing()
                .is_some_and(|(v, _)| self.session.last_actor() == Some(v))
    }

    /// Why Undo can't be tapped now, in words (`None`: it can).
    pub fn undo_refusal(&self) -> Option<String> {
        let s = &self.session;
        let by_computer = |seat: Option<Seat>| seat.and_then(|seat| s.computer(seat)).is_some();
        let viewer = if s.has_secrets() {
            self.viewer
        } else {
            s.acting()
        };
        match (viewer, s.acting()) {
            _ if s.outcome().is_some() => Some("The game is over.".into()),
            (_, a) if by_computer(a) => Some("Can't undo while a computer plays.".into()),
            _ if by_computer(s.last_actor()) => Some("Can't undo a computer's move.".into()),
            (Some(v), Some(a)) if v == a => {
                s.can_take_back(self.unseen()).err().map(|e| e.to_string())
            }
            _ if self.passing().is_some() => {
                s.can_take_back(self.unseen()).err().map(|e| e.to_string())
            }
            _ => Some("Can't undo while the tablet is being passed.".into()),
        }
    }
}
