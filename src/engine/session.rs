//! A game in progress at a table: the players, the seed, every action taken, the log, undo and
//! the save format.

use super::save::SAVE_VERSION;
use super::{Game, Log, LogLine, Seat, ToAct};

/// Someone sitting at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// The name shown everywhere.
    pub name: String,
    /// Index into the app's palette of colour-and-pattern tokens.
    pub colour: usize,
    /// A computer plays this seat, at this level (`None`: a person).
    pub computer: Option<super::bot::Level>,
}

impl Player {
    /// A person at the table.
    pub fn person(name: impl Into<String>, colour: usize) -> Self {
        Player {
            name: name.into(),
            colour,
            computer: None,
        }
    }
}

/// Why the last action cannot be taken back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UndoError {
    /// No action has been taken yet.
    Nothing,
    /// The last action showed a card or used the shuffle.
    Revealed,
    /// The last action passed the tablet to someone else.
    HandedOff,
    /// The last action rolled the die: it stays as rolled.
    Rolled,
    /// The move before belongs to another player's turn.
    EarlierTurn,
}

impl std::fmt::Display for UndoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            UndoError::Nothing => "Nothing to undo yet.",
            UndoError::Revealed => "Can't undo: the last move drew or revealed a hidden card.",
            UndoError::HandedOff => "Can't undo: the last move passed play to another player.",
            UndoError::Rolled => "Can't undo a roll: the die stays as rolled.",
            UndoError::EarlierTurn => "Can't undo further: the move before was another turn's.",
        })
    }
}

/// Why a save could not be loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not valid save data.
    Corrupt(String),
    /// Written by another version of Goatherd.
    Version(u32),
    /// A save of a different game.
    WrongGame(String),
    /// The recorded actions are not all legal when replayed from the deal.
    Inconsistent(String),
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Corrupt(why) => write!(f, "This save is damaged and can't be read ({why})."),
            LoadError::Version(v) => write!(
                f,
                "This save comes from another version of Goatherd (format {v}, this one reads {SAVE_VERSION})."
            ),
            LoadError::WrongGame(g) => write!(f, "This save belongs to another game ({g})."),
            LoadError::Inconsistent(why) => {
                write!(
                    f,
                    "This save's moves can't be played again from its deal ({why})."
                )
            }
        }
    }
}

/// One game at one table.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    /// The people playing, by seat.
    pub players: Vec<Player>,
    /// The table options chosen at setup.
    pub options: G::Options,
    /// The seed the game was dealt from.
    pub seed: u64,
    /// Every accepted action, in order.
    pub history: Vec<(Seat, G::Action)>,
    /// The public log, one entry per line, seats as `{n}`.
    pub log: Vec<LogLine>,
    /// The current position.
    pub state: G,
    /// The positions and log lengths before the actions that may still be taken back, the last
    /// action's last (at most one unless [`Game::UNDO_UNTIL_NEXT_ACTS`]).
    undo: Vec<(G, usize)>,
    /// Why nothing (further) may be taken back once `undo` is empty.
    no_undo: UndoError,
    /// The last action passed play to another seat (in a game without an open undo): it is
    /// taken back only while the next player has seen nothing (see [`Session::can_take_back`]).
    handed_off: bool,
}

/// Two sessions are the same game at the same point when they have the same table, deal and
/// actions: the position, the log and what may be taken back follow from those (a game is
/// reproducible from its seed and actions), all but whether an undo was spent, which the undo
/// fields say. So the position and the log are not compared: the table screen compares its
/// game at every drawing, and a page then carries no code to compare a game's positions.
impl<G: Game> PartialEq for Session<G> {
    fn eq(&self, other: &Self) -> bool {
        self.seed == other.seed
            && self.history == other.history
            && self.players == other.players
            && self.options == other.options
            && self.undo.len() == other.undo.len()
            && self.no_undo == other.no_undo
            && self.handed_off == other.handed_off
    }
}

/// What a list of saved games shows of a save without playing it back: enough to tell whose
/// game it is and how far it went, and whether this version can open it at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaveSummary {
    /// The game's slug.
    pub game: String,
    /// The people at the table.
    pub players: Vec<Player>,
    /// How many actions were taken.
    pub moves: usize,
}

impl SaveSummary {
    /// Reads the outline of a save of any game (the actions are counted, not checked).
    pub fn read(text: &str) -> Result<Self, LoadError> {
        let saved = super::save::read(text)?;
        Ok(SaveSummary {
            game: saved.game,
            players: saved.players,
            moves: saved.history.len(),
        })
    }
}

impl<G: Game> Session<G> {
    /// Deals a new game for these players.
    pub fn new(
        players: Vec<Player>,
        options: G::Options,
        seed: u64,
    ) -> Result<Self, super::SetupError> {
        let state = G::new(players.len(), &options, seed)?;
        Ok(Session {
            players,
            options,
            seed,
            history: Vec::new(),
            log: Vec::new(),
            state,
            undo: Vec::new(),
            no_undo: UndoError::Nothing,
            handed_off: false,
        })
    }

    /// Takes an action for `seat`; on error nothing changes.
    pub fn act(&mut self, seat: Seat, action: G::Action) -> Result<(), G::Error> {
        let before = self.state.clone();
        let log_len = self.log.len();
        let mut lines = Log::new();
        self.state.apply(seat, &action, &mut lines)?;
        self.log.extend(lines.into_lines());
        let same_turn = self.history.last().is_some_and(|(s, _)| *s == seat);
        self.history.push((seat, action));
        let still_mine = matches!(self.state.to_act(), ToAct::Seats(ref s) if s.contains(&seat));
        let open = G::UNDO_UNTIL_NEXT_ACTS;
        self.handed_off = false;
        if self.state.reveals() != before.reveals() {
            self.undo.clear();
            self.no_undo = if open {
                UndoError::Rolled
            } else {
                UndoError::Revealed
            };
        } else if !still_mine && !open {
            // Kept, for the mover while the table still shows their result.
            self.undo.clear();
            self.undo.push((before, log_len));
            self.no_undo = UndoError::Revealed;
            self.handed_off = true;
        } else {
            if !(open && same_turn) {
                // Only this action may be taken back: with an open undo, what came before
                // was another player's turn.
                self.undo.clear();
                self.no_undo = if self.history.len() == 1 {
                    UndoError::Nothing
                } else {
                    UndoError::EarlierTurn
                };
            }
            self.undo.push((before, log_len));
        }
        Ok(())
    }

    /// Whether the last action can be taken back by the seat that took it, on its own screen.
    pub fn can_undo(&self) -> Result<(), UndoError> {
        self.can_take_back(false)
    }

    /// Whether the last action can be taken back. A move that passed play to another seat (in a
    /// game without an open undo) can be only while `unseen`: the next player has seen nothing
    /// since (the tablet has not been passed yet, or the game hides nothing from anyone).
    pub fn can_take_back(&self, unseen: bool) -> Result<(), UndoError> {
        if self.undo.is_empty() {
            Err(self.no_undo.clone())
        } else if self.handed_off && !unseen {
            Err(UndoError::HandedOff)
        } else {
            Ok(())
        }
    }

    /// Takes back the last action. Only one step unless [`Game::UNDO_UNTIL_NEXT_ACTS`]: the
    /// action before may have revealed something.
    pub fn undo(&mut self) -> Result<(), UndoError> {
        self.take_back(false)
    }

    /// Takes back the last action, a move that passed play on included while `unseen` (see
    /// [`Session::can_take_back`]).
    pub fn take_back(&mut self, unseen: bool) -> Result<(), UndoError> {
        self.can_take_back(unseen)?;
        let Some((state, log_len)) = self.undo.pop() else {
            return Err(self.no_undo.clone());
        };
        if !G::UNDO_UNTIL_NEXT_ACTS {
            self.undo.clear();
            self.no_undo = UndoError::Revealed;
        }
        self.handed_off = false;
        self.state = state;
        self.log.truncate(log_len);
        self.history.pop();
        Ok(())
    }

    /// Rebuilds a session from its seed and actions.
    pub fn replay(
        players: Vec<Player>,
        options: G::Options,
        seed: u64,
        history: &[(Seat, G::Action)],
    ) -> Result<Self, String> {
        let mut session = Session::new(players, options, seed).map_err(|e| e.to_string())?;
        for (n, (seat, action)) in history.iter().enumerate() {
            session
                .act(*seat, action.clone())
                .map_err(|e| format!("action {} refused: {e}", n + 1))?;
        }
        Ok(session)
    }

    /// The session as save data (see [`super::save`]).
    pub fn to_save(&self) -> String {
        super::save::write::<G>(&self.players, &self.options, self.seed, &self.history)
    }

    /// Reads save data, checking its version and its game, and replaying its actions (a save
    /// whose actions are refused is reported as inconsistent).
    pub fn from_save(text: &str) -> Result<Self, LoadError> {
        Self::from_saved(super::save::read(text)?)
    }

    /// [`Session::from_save`] for a save already read (its lines checked, its version right).
    pub fn from_saved(saved: super::save::Saved) -> Result<Self, LoadError> {
        if saved.game != G::SLUG {
            return Err(LoadError::WrongGame(saved.game));
        }
        let options = G::Options::try_from(saved.options)
            .map_err(|e| LoadError::Corrupt(format!("its options: {e}")))?;
        let history = saved
            .history
            .into_iter()
            .map(|(line, seat, code)| {
                G::Action::try_from(code)
                    .map(|a| (seat, a))
                    .map_err(|e| LoadError::Corrupt(format!("line {line}: {e}")))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Self::replay(saved.players, options, saved.seed, &history).map_err(LoadError::Inconsistent)
    }

    /// The last `lines` lines of the log (oldest first), with player names in place of seats.
    /// Only these are named: a long game's log is not rewritten at every tap.
    pub fn log_tail(&self, lines: usize) -> Vec<String> {
        let from = self.log.len().saturating_sub(lines);
        self.log[from..]
            .iter()
            .map(|line| self.name_seats(line))
            .collect()
    }

    /// Replaces `{n}` with the name of seat `n`.
    pub fn name_seats(&self, line: &str) -> String {
        // Read once, a character at a time: `{`, digits naming a seat, `}`. (Searching for each
        // seat's `{n}` as a text brings the standard library's text searcher into every page.)
        let mut out = String::with_capacity(line.len());
        let mut rest = line;
        while let Some(open) = rest.bytes().position(|b| b == b'{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            let player = after[..digits]
                .parse::<usize>()
                .ok()
                .filter(|_| after.as_bytes().get(digits) == Some(&b'}'))
                .and_then(|seat| self.players.get(seat));
            match player {
                Some(player) => {
                    out.push_str(&player.name);
                    rest = &after[digits + 1..];
                }
                None => {
                    out.push('{');
                    rest = after;
                }
            }
        }
        out.push_str(rest);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn log_lines_name_their_seats_and_leave_other_braces_alone() {
        let people = vec![Player::person("Ana {1}", 0), Player::person("Bo", 1)];
        let s =
            Session::<crate::games::battlegoats::BattleGoats>::new(people, Default::default(), 3)
                .expect("a deal");
        assert_eq!(s.name_seats("{0} beats {1}."), "Ana {1} beats Bo.");
        assert_eq!(s.name_seats("{1}{0}"), "BoAna {1}");
        // Not a seat: left as written.
        assert_eq!(s.name_seats("{2} {x} {} {1 {"), "{2} {x} {} {1 {");
        assert_eq!(s.name_seats("é{1}é"), "éBoé");
        assert_eq!(s.name_seats(""), "");
    }

    /// Sessions compare by their deal and actions: the same ones played again give an equal
    /// session, with the same position and log; one action more, or an undo spent, does not.
    #[test]
    fn sessions_are_equal_when_their_deal_and_actions_are() {
        use crate::games::battlegoats::BattleGoats;
        let people = || vec![Player::person("Ana", 0), Player::person("Bo", 1)];
        let replay = |seed, history: &[_]| {
            Session::<BattleGoats>::replay(people(), Default::default(), seed, history)
                .expect("the same actions")
        };
        let mut s = replay(9, &[]);
        // Played until the last action may be taken back.
        while s.history.len() < 2 || s.can_undo().is_err() {
            let ToAct::Seats(seats) = s.state.to_act() else {
                panic!("the game ended before an action could be taken back");
            };
            let action = s.state.legal_actions(seats[0]).into_iter().next();
            s.act(seats[0], action.expect("a legal action"))
                .expect("a legal action");
        }
        let again = replay(9, &s.history);
        assert_eq!(again, s);
        assert_eq!((&again.state, &again.log), (&s.state, &s.log));
        let before = replay(9, &s.history[..s.history.len() - 1]);
        assert_ne!(before, s);
        assert_ne!(replay(10, &[]), replay(9, &[]));
        // Taken back: the same actions as `before`, the same position, but the undo is spent.
        let mut undone = s.clone();
        undone.undo().expect("the last action taken back");
        assert_eq!(
            (&undone.state, &undone.history),
            (&before.state, &before.history)
        );
        assert_eq!(undone.can_undo(), Err(UndoError::Revealed));
        assert_eq!(before.can_undo(), Ok(()));
        assert_ne!(undone, before);
    }
}
