//! A guided first game's state, beside the reducer: the scripted game, the step on show and the
//! game as it is at that step (its screen is screens::guide).

use super::any::{AnyAction, AnySession};
use crate::engine::Seat;
use crate::engine::guide::{Step, read};
use std::rc::Rc;

/// The seat of the person learning (the script's only person).
pub const LEARNER: Seat = 0;

/// A guided game in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct Guide {
    /// The whole scripted game, every action played.
    pub game: AnySession,
    pub steps: Rc<[Step]>,
    /// The step on show.
    pub step: usize,
    /// The game as it is at this step (before the step's action).
    pub at: AnySession,
    /// Why the last tap was refused, if it was.
    pub refused: Option<String>,
}

impl Guide {
    /// The guided game of `slug` from its script's text, at its first step.
    pub fn new(slug: &str, text: &str) -> Result<Self, String> {
        let script = read(text).map_err(|e| e.to_string())?;
        let game = AnySession::load(&script.save)?;
        if game.slug() != slug {
            return Err("This lesson is for another game.".into());
        }
        let (at, _) = game.upto(0)?;
        Ok(Guide {
            game,
            steps: script.steps.into(),
            step: 0,
            at,
            refused: None,
        })
    }

    /// The step on show.
    pub fn current(&self) -> Option<&Step> {
        self.steps.get(self.step)
    }

    /// The action the step on show plays, and whose it is.
    pub fn expected(&self) -> Option<(Seat, AnyAction)> {
        self.current()
            .and_then(|s| s.act)
            .and_then(|k| self.game.action(k))
    }

    /// Whether this is the last step.
    pub fn last(&self) -> bool {
        self.step + 1 >= self.steps.len()
    }

    /// Goes on from step `from` (a Next tap, or a computer's move played by itself): plays the
    /// step's action if it has one. Stale (another step on show), or past the end: nothing.
    pub fn next(&mut self, from: usize) {
        if from != self.step || self.last() {
            return;
        }
        if let Some((seat, action)) = self.expected() {
            // Every action of the script was played once when it was loaded: it cannot fail
            // now; if it did, the step stays.
            if self.at.act(seat, action).is_err() {
                return;
            }
        }
        self.step += 1;
        self.refused = None;
    }

    /// The learner played `action`: the step goes on if it is the step's action; else the
    /// table stays and the refusal says why.
    pub fn play(&mut self, action: AnyAction) {
        match self.expected() {
            Some((LEARNER, expected)) if expected == action => self.next(self.step),
            Some((LEARNER, _)) => {
                self.refused = Some(REFUSAL.into());
            }
            _ => self.refused = Some("Nothing to play now: tap Next.".into()),
        }
    }
}

/// The words for a refused tap: what to tap instead. (Not the lit thing's name: a card's is
/// its whole face run together; the step's words already name it.)
pub const REFUSAL: &str =
    "Not that one yet: this step asks you to tap the glowing thing, the one with the pulsing ring.";
