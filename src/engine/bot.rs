//! Computer players. A bot sees exactly what its seat sees (the game's `View` for that seat) and
//! the seat's legal actions, never the state behind them, so it cannot look at a hidden card.

use super::{Game, GameRng, Seat, ToAct};
use serde::{Deserialize, Serialize};

/// How well a computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Level {
    /// Uniformly random legal play (the arena's baseline).
    Random,
    /// Mostly random, but takes the obvious good move when there is one.
    Easy,
    /// A sensible heuristic for the game.
    Normal,
}

impl Level {
    pub fn parse(text: &str) -> Option<Level> {
        match text {
            "random" => Some(Level::Random),
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
        }
    }
}

/// A game's computer player.
pub trait Bot: Game {
    /// The game's sensible choice among `legal` for the seat whose view this is, if it has one
    /// (`None`: no preference, play anything).
    fn heuristic(
        view: &Self::View,
        seat: Seat,
        legal: &[Self::Action],
        rng: &mut GameRng,
    ) -> Option<usize>;

    /// The index in `legal` (which must not be empty) of the action `seat` takes.
    fn decide(
        view: &Self::View,
        seat: Seat,
        legal: &[Self::Action],
        level: Level,
        rng: &mut GameRng,
    ) -> usize {
        let random = |rng: &mut GameRng| rng.below(legal.len());
        match level {
            Level::Random => random(rng),
            // Easy: the sensible move one time in two, else anything.
            Level::Easy => {
                if rng.below(2) == 0 {
                    Self::heuristic(view, seat, legal, rng).unwrap_or_else(|| random(rng))
                } else {
                    random(rng)
                }
            }
            Level::Normal => Self::heuristic(view, seat, legal, rng).unwrap_or_else(|| random(rng)),
        }
        .min(legal.len().saturating_sub(1))
    }
}

/// Plays one game between bots from `seed`: `levels[k]` sits at seat `(k + shift) % n`, and
/// each decides from its own seat's view. Returns the winning seats and the number of actions,
/// or `None` if the game could not be set up or passed 100,000 actions.
pub fn play<G: Bot>(levels: &[Level], shift: usize, seed: u64) -> Option<(Vec<Seat>, usize)> {
    let n = levels.len();
    let mut g = G::new(n, &G::Options::default(), seed).ok()?;
    let mut rng = GameRng::new(seed ^ 0xa5e4a);
    let mut actions = 0;
    while let ToAct::Seats(seats) = g.to_act() {
        let seat = *seats.first()?;
        let legal = g.legal_actions(seat);
        if legal.is_empty() || actions > 100_000 {
            return None;
        }
        let level = levels[(seat + n - shift % n) % n];
        let pick = G::decide(&g.view(seat), seat, &legal, level, &mut rng);
        g.execute(seat, &legal[pick], &mut Vec::new()).ok()?;
        actions += 1;
    }
    Some((g.outcome()?.winners, actions))
}
