//! The contract every game implements, and the pieces they share: seats, the seeded generator,
//! the session (history, undo, log, saves) and the random-game test harness.

pub mod bot;
pub mod code;
pub mod guide;
pub mod harness;
pub mod link;
mod rng;
pub mod save;
mod session;
mod short_sort;
pub mod vecmap;
pub mod words;

pub use rng::GameRng;
pub use save::SAVE_VERSION;
pub use session::{LoadError, Player, SaveSummary, Session, UndoError};
pub use short_sort::{sort_short, sort_short_by_key};
pub use vecmap::{VecMap, VecSet};

use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// A place at the table, numbered clockwise from 0.
pub type Seat = usize;

/// A line of the public game log. Seats are written `{0}`, `{1}`… and replaced by player names
/// when shown, so the rules never need to know what people are called.
pub type LogLine = String;

/// Where an action writes what happened: the lines of the log, or nowhere at all. Bots' playouts
/// and the bench read no log, so a quiet log skips the formatting ([`Log::say`]), a tenth of the
/// time of a random game in some games. Reads as the list of lines written so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Log {
    lines: Vec<LogLine>,
    quiet: bool,
}

impl Log {
    /// A log that keeps every line.
    pub fn new() -> Self {
        Log::default()
    }

    /// A log that keeps nothing said to it with [`Log::say`].
    pub fn quiet() -> Self {
        Log {
            lines: Vec::new(),
            quiet: true,
        }
    }

    /// An empty log that keeps lines if this one does.
    pub fn fresh(&self) -> Self {
        Log {
            lines: Vec::new(),
            quiet: self.quiet,
        }
    }

    /// Writes a line, formatted only if the log keeps lines: `log.say(format_args!(..))`.
    pub fn say(&mut self, line: std::fmt::Arguments<'_>) {
        if !self.quiet {
            self.lines.push(line.to_string());
        }
    }

    /// Whether lines said are kept (for a line that costs work to make before it is said).
    pub fn keeps(&self) -> bool {
        !self.quiet
    }

    /// The lines written.
    pub fn into_lines(self) -> Vec<LogLine> {
        self.lines
    }
}

impl std::ops::Deref for Log {
    type Target = Vec<LogLine>;
    fn deref(&self) -> &Vec<LogLine> {
        &self.lines
    }
}

impl std::ops::DerefMut for Log {
    fn deref_mut(&mut self) -> &mut Vec<LogLine> {
        &mut self.lines
    }
}

/// Who must act now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToAct {
    /// These seats must decide (usually one; more when several answer at once).
    Seats(Vec<Seat>),
    /// The game is over.
    Over,
}

impl ToAct {
    /// One seat to act, or the end of the game.
    pub fn one(seat: Option<Seat>) -> Self {
        match seat {
            Some(seat) => ToAct::Seats(vec![seat]),
            None => ToAct::Over,
        }
    }
}

/// The final result of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Final score of each seat.
    pub scores: Vec<i64>,
    /// Seats that share the best result.
    pub winners: Vec<Seat>,
    /// How the scores were made: a labelled row of points per seat.
    pub breakdown: Vec<(String, Vec<i64>)>,
}

impl Outcome {
    /// An outcome where the highest score wins (ties share the win).
    pub fn highest_wins(scores: Vec<i64>, breakdown: Vec<(String, Vec<i64>)>) -> Self {
        let best = scores.iter().copied().max().unwrap_or(0);
        let winners = (0..scores.len()).filter(|&s| scores[s] == best).collect();
        Outcome {
            scores,
            winners,
            breakdown,
        }
    }
}

/// Why a game could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The number of players is outside the game's range.
    Players { min: usize, max: usize, got: usize },
    /// An option is out of its range.
    Option(String),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::Players { min, max, got } => {
                write!(f, "This game takes {min} to {max} players, not {got}.")
            }
            SetupError::Option(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for SetupError {}

impl SetupError {
    /// Refuses a table size outside `range` (a game's [`Game::PLAYERS`]).
    pub fn check_players(range: (usize, usize), got: usize) -> Result<(), SetupError> {
        let (min, max) = range;
        if (min..=max).contains(&got) {
            Ok(())
        } else {
            Err(SetupError::Players { min, max, got })
        }
    }
}

/// A tabletop game's rules: what every one of the five games implements.
///
/// The state holds its own seeded generator, so a game is reproducible from its seed and its
/// actions. `apply` checks an action first; an illegal action returns a typed error and leaves the
/// state exactly as it was.
pub trait Game: Clone + PartialEq + Debug + Serialize + DeserializeOwned {
    /// The game's slug, as used in URLs, saves and `data-game`.
    const SLUG: &'static str;
    /// The game's table options chosen at setup.
    /// The game's table options chosen at setup (saved as numbers: [`code`]).
    type Options: Default + PartialEq + Debug + Serialize + DeserializeOwned + code::Coded;
    /// Everything a seat can do (saved as numbers: [`code`]).
    type Action: PartialEq + Debug + Serialize + DeserializeOwned + code::Coded;
    /// Why an action was refused.
    type Error: std::error::Error + Clone + PartialEq;
    /// What one seat may see.
    type View;

    /// Smallest and largest table.
    const PLAYERS: (usize, usize);

    /// Whether seats hold secrets (a hand, face-down cards). Without any, the tablet needs no
    /// hand-off screens between players.
    const SECRETS: bool = true;

    /// Whether moves may be taken back after play has passed on. With `true` (a game where
    /// nothing is hidden and the only chance is a die), the last player's actions can be taken
    /// back one at a time, back to their last roll, until the next player acts; a roll is never
    /// taken back. With `false`, only the last action, and only while its player is still to act.
    const UNDO_UNTIL_NEXT_ACTS: bool = false;

    /// Whether every action is public (nothing hidden is chosen or named in one), so another
    /// device may be sent the recent ones to stage them (see `net`): true in a game without
    /// secrets.
    const ACTIONS_PUBLIC: bool = !Self::SECRETS;

    /// Deals a new game.
    fn new(players: usize, options: &Self::Options, seed: u64) -> Result<Self, SetupError>;

    /// Number of seats.
    fn players(&self) -> usize;

    /// Who must act now, including a player answering out of turn.
    fn to_act(&self) -> ToAct;

    /// Whose turn it is, in a game where a seat may be asked something in another's turn (a
    /// block, a duel's answer): the hand-off then says that turn goes on. `None`: the seat to
    /// act is on its own turn.
    fn turn(&self) -> Option<Seat> {
        None
    }

    /// Every action `seat` may take right now (empty when the seat need not act).
    fn legal_actions(&self, seat: Seat) -> Vec<Self::Action>;

    /// Checks an action without changing anything.
    fn validate(&self, seat: Seat, action: &Self::Action) -> Result<(), Self::Error>;

    /// Carries out an action that `validate` accepted, writing what happened to the log.
    fn execute(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        log: &mut Log,
    ) -> Result<(), Self::Error>;

    /// Validates and carries out an action; on error the state is unchanged.
    fn apply(
        &mut self,
        seat: Seat,
        action: &Self::Action,
        log: &mut Log,
    ) -> Result<(), Self::Error> {
        self.validate(seat, action)?;
        let mut next = self.clone();
        let mut lines = log.fresh();
        next.execute(seat, action, &mut lines)?;
        *self = next;
        log.extend(lines.into_lines());
        Ok(())
    }

    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;

    /// What `seat` may see: bots and the UI read only this.
    fn view(&self, seat: Seat) -> Self::View;

    /// How many times hidden or random information has come out so far (a card drawn, a hidden
    /// card taken). An action that changes this cannot be undone.
    fn reveals(&self) -> u64;

    /// The game's own invariants (cards conserved and so on), checked by the test harness.
    fn check_invariants(&self) -> Result<(), String>;
}
