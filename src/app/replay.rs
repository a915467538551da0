//! A finished game watched again, beside the reducer: the whole game, how far it is shown and
//! from which seat (its screen is screens::replay).

use super::any::AnySession;
use crate::engine::Seat;

/// A finished game watched again, one move at a time.
#[derive(Clone, Debug, PartialEq)]
pub struct Replay {
    /// The whole game.
    pub game: AnySession,
    /// How many of its actions are shown played.
    pub moves: usize,
    /// The game as it was after them.
    pub at: AnySession,
    /// What the last of them said in the log, named.
    pub said: Vec<String>,
    /// The seat the table is seen from (the game is over: every hand may be shown).
    pub seat: Seat,
    /// Stepping on by itself.
    pub playing: bool,
    /// The save of the game at the table this replay was opened from (`None`: from a link).
    pub from: Option<String>,
}

impl Replay {
    /// The replay of a finished game, at its deal (before the first move), seen from its first
    /// winner's seat.
    pub fn new(game: AnySession, from: Option<String>) -> Result<Self, String> {
        let Some(outcome) = game.outcome() else {
            return Err("Only a finished game can be watched again.".into());
        };
        let seat = outcome.winners.first().copied().unwrap_or(0);
        let (at, log) = game.upto(0)?;
        Ok(Replay {
            moves: 0,
            said: at.log_from(log),
            at,
            game,
            seat,
            playing: false,
            from,
        })
    }

    /// Shows the game after its first `moves` actions (at most all of them).
    pub(crate) fn go(&mut self, moves: usize) {
        let moves = moves.min(self.game.moves());
        // Every action was played once already: replaying a part of them cannot fail, but if
        // it did, the table stays where it was.
        if let Ok((at, log)) = self.game.upto(moves) {
            self.said = at.log_from(log);
            self.at = at;
            self.moves = moves;
        }
        if self.moves >= self.game.moves() {
            self.playing = false;
        }
    }
}
