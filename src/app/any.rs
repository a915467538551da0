//! Any game: the game in progress, its setup options and a player's action, whichever of the
//! page's games it is (a page built for one game has one of each), and what the app asks of them.
// The more page (feature "more") shows no setup or table screen, only the board: what only
// those screens use is never called there, and the linker leaves it out of its download.
#![cfg_attr(feature = "more", allow(dead_code))]

use crate::engine::bot::Level;
use crate::engine::{Outcome, Player, Seat, Session, ToAct, UndoError};
#[cfg(feature = "battlegoats")]
use crate::games::battlegoats::{self, BattleGoats};
#[cfg(feature = "floats-mcgoats")]
use crate::games::floats_mcgoats::{self, FloatsMcGoats};
#[cfg(feature = "goat-lords")]
use crate::games::goat_lords::{self, GoatLords};
#[cfg(feature = "grab-your-goat")]
use crate::games::grab_your_goat::{self, GrabYourGoat};
#[cfg(feature = "gruff-goats")]
use crate::games::gruff_goats::{self, GruffGoats};

/// A game in progress, whichever game it is.
#[derive(Clone, Debug, PartialEq)]
pub enum AnySession {
    #[cfg(feature = "grab-your-goat")]
    GrabYourGoat(Session<GrabYourGoat>),
    #[cfg(feature = "battlegoats")]
    BattleGoats(Session<BattleGoats>),
    #[cfg(feature = "floats-mcgoats")]
    FloatsMcGoats(Session<FloatsMcGoats>),
    #[cfg(feature = "goat-lords")]
    GoatLords(Session<GoatLords>),
    #[cfg(feature = "gruff-goats")]
    GruffGoats(Session<GruffGoats>),
}

/// Setup options, whichever game they are for.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyOptions {
    #[cfg(feature = "grab-your-goat")]
    GrabYourGoat(grab_your_goat::Options),
    #[cfg(feature = "battlegoats")]
    BattleGoats(battlegoats::Options),
    #[cfg(feature = "floats-mcgoats")]
    FloatsMcGoats(floats_mcgoats::Options),
    #[cfg(feature = "goat-lords")]
    GoatLords(goat_lords::Options),
    #[cfg(feature = "gruff-goats")]
    GruffGoats(gruff_goats::Options),
}

/// A player's action, whichever game it is for.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyAction {
    #[cfg(feature = "grab-your-goat")]
    GrabYourGoat(grab_your_goat::Action),
    #[cfg(feature = "battlegoats")]
    BattleGoats(battlegoats::Action),
    #[cfg(feature = "floats-mcgoats")]
    FloatsMcGoats(floats_mcgoats::Action),
    #[cfg(feature = "goat-lords")]
    GoatLords(goat_lords::Action),
    #[cfg(feature = "gruff-goats")]
    GruffGoats(gruff_goats::Action),
}

/// Runs `$body` with `$s` bound to the inner session, whichever game it is.
macro_rules! with_session {
    ($any:expr, $s:ident => $body:expr) => {
        match $any {
            #[cfg(feature = "grab-your-goat")]
            AnySession::GrabYourGoat($s) => $body,
            #[cfg(feature = "battlegoats")]
            AnySession::BattleGoats($s) => $body,
            #[cfg(feature = "goat-lords")]
            AnySession::GoatLords($s) => $body,
            #[cfg(feature = "floats-mcgoats")]
            AnySession::FloatsMcGoats($s) => $body,
            #[cfg(feature = "gruff-goats")]
            AnySession::GruffGoats($s) => $body,
        }
    };
}

impl AnyOptions {
    /// The default options of a game.
    pub fn default_for(slug: &str) -> Option<Self> {
        match slug {
            #[cfg(feature = "grab-your-goat")]
            "grab-your-goat" => Some(AnyOptions::GrabYourGoat(Default::default())),
            #[cfg(feature = "battlegoats")]
            "battlegoats" => Some(AnyOptions::BattleGoats(Default::default())),
            #[cfg(feature = "goat-lords")]
            "goat-lords" => Some(AnyOptions::GoatLords(Default::default())),
            #[cfg(feature = "floats-mcgoats")]
            "floats-mcgoats" => Some(AnyOptions::FloatsMcGoats(Default::default())),
            #[cfg(feature = "gruff-goats")]
            "gruff-goats" => Some(AnyOptions::GruffGoats(Default::default())),
            _ => None,
        }
    }
}

impl AnySession {
    /// Deals a new game.
    pub fn new(players: Vec<Player>, options: AnyOptions, seed: u64) -> Result<Self, String> {
        match options {
            #[cfg(feature = "grab-your-goat")]
            AnyOptions::GrabYourGoat(o) => {
                Session::new(players, o, seed).map(AnySession::GrabYourGoat)
            }
            #[cfg(feature = "battlegoats")]
            AnyOptions::BattleGoats(o) => {
                Session::new(players, o, seed).map(AnySession::BattleGoats)
            }
            #[cfg(feature = "goat-lords")]
            AnyOptions::GoatLords(o) => Session::new(players, o, seed).map(AnySession::GoatLords),
            #[cfg(feature = "floats-mcgoats")]
            AnyOptions::FloatsMcGoats(o) => {
                Session::new(players, o, seed).map(AnySession::FloatsMcGoats)
            }
            #[cfg(feature = "gruff-goats")]
            AnyOptions::GruffGoats(o) => Session::new(players, o, seed).map(AnySession::GruffGoats),
        }
        .map_err(|e| e.to_string())
    }

    /// Reads a save of any game.
    pub fn load(text: &str) -> Result<Self, String> {
        let saved = crate::engine::save::read(text).map_err(|e| e.to_string())?;
        match saved.game.clone().as_str() {
            #[cfg(feature = "grab-your-goat")]
            "grab-your-goat" => Session::from_saved(saved).map(AnySession::GrabYourGoat),
            #[cfg(feature = "battlegoats")]
            "battlegoats" => Session::from_saved(saved).map(AnySession::BattleGoats),
            #[cfg(feature = "goat-lords")]
            "goat-lords" => Session::from_saved(saved).map(AnySession::GoatLords),
            #[cfg(feature = "floats-mcgoats")]
            "floats-mcgoats" => Session::from_saved(saved).map(AnySession::FloatsMcGoats),
            #[cfg(feature = "gruff-goats")]
            "gruff-goats" => Session::from_saved(saved).map(AnySession::GruffGoats),
            other => {
                return Err(format!(
                    "This save is for a game this version doesn't have ({other})."
                ));
            }
        }
        .map_err(|e| e.to_string())
    }

    /// The same table dealt again from `seed`.
    pub fn redeal(&self, seed: u64) -> Result<Self, String> {
        Self::new(self.players().to_vec(), self.options(), seed)
    }

    /// The table options this game was set up with.
    pub fn options(&self) -> AnyOptions {
        match self {
            #[cfg(feature = "battlegoats")]
            AnySession::BattleGoats(s) => AnyOptions::BattleGoats(s.options.clone()),
            #[cfg(feature = "grab-your-goat")]
            AnySession::GrabYourGoat(s) => AnyOptions::GrabYourGoat(s.options.clone()),
            #[cfg(feature = "goat-lords")]
            AnySession::GoatLords(s) => AnyOptions::GoatLords(s.options.clone()),
            #[cfg(feature = "gruff-goats")]
            AnySession::GruffGoats(s) => AnyOptions::GruffGoats(s.options.clone()),
            #[cfg(feature = "floats-mcgoats")]
            AnySession::FloatsMcGoats(s) => AnyOptions::FloatsMcGoats(s.options.clone()),
        }
    }

    pub fn slug(&self) -> &'static str {
        with_session!(self, s => s.game_slug())
    }
    /// Whether players hold secrets, so the tablet is handed off between them.
    pub fn has_secrets(&self) -> bool {
        with_session!(self, s => s.secrets())
    }
    pub fn players(&self) -> &[Player] {
        with_session!(self, s => &s.players)
    }
    pub fn seed(&self) -> u64 {
        with_session!(self, s => s.seed)
    }
    pub fn moves(&self) -> usize {
        with_session!(self, s => s.history.len())
    }
    pub fn to_act(&self) -> ToAct {
        use crate::engine::Game;
        with_session!(self, s => s.state.to_act())
    }
    pub fn outcome(&self) -> Option<Outcome> {
        use crate::engine::Game;
        with_session!(self, s => s.state.outcome())
    }
    /// Whether the last action can be taken back (see [`crate::engine::Session::can_take_back`]).
    pub fn can_take_back(&self, unseen: bool) -> Result<(), UndoError> {
        with_session!(self, s => s.can_take_back(unseen))
    }
    pub fn to_save(&self) -> String {
        with_session!(self, s => s.to_save())
    }
    /// The game as it was after its first `moves` actions (all of them if it has fewer), and
    /// how long its log was before the last of those: the lines after are what that move said.
    #[cfg(feature = "more")]
    pub fn upto(&self, moves: usize) -> Result<(Self, usize), String> {
        match self {
            #[cfg(feature = "grab-your-goat")]
            AnySession::GrabYourGoat(s) => {
                upto(s, moves).map(|(s, n)| (AnySession::GrabYourGoat(s), n))
            }
            #[cfg(feature = "battlegoats")]
            AnySession::BattleGoats(s) => {
                upto(s, moves).map(|(s, n)| (AnySession::BattleGoats(s), n))
            }
            #[cfg(feature = "goat-lords")]
            AnySession::GoatLords(s) => upto(s, moves).map(|(s, n)| (AnySession::GoatLords(s), n)),
            #[cfg(feature = "gruff-goats")]
            AnySession::GruffGoats(s) => {
                upto(s, moves).map(|(s, n)| (AnySession::GruffGoats(s), n))
            }
            #[cfg(feature = "floats-mcgoats")]
            AnySession::FloatsMcGoats(s) => {
                upto(s, moves).map(|(s, n)| (AnySession::FloatsMcGoats(s), n))
            }
        }
    }

    /// The log's lines from line `from` on, named.
    #[cfg(feature = "more")]
    pub fn log_from(&self, from: usize) -> Vec<String> {
        with_session!(self, s => s.log.get(from..).unwrap_or_default().iter().map(|l| s.name_seats(l)).collect())
    }

    /// How many lines the log has.
    pub fn log_len(&self) -> usize {
        with_session!(self, s => s.log.len())
    }

    /// The sound of the last action, given how long the log was before it (see
    /// [`crate::sounds::last`]).
    pub fn sound(&self, log_before: usize) -> Option<crate::sounds::Sound> {
        with_session!(self, s => crate::sounds::last(s, log_before))
    }

    /// The last `lines` lines of the log, named (see [`Session::log_tail`]).
    pub fn log_tail(&self, lines: usize) -> Vec<String> {
        with_session!(self, s => s.log_tail(lines))
    }

    pub fn act(&mut self, seat: Seat, action: AnyAction) -> Result<(), String> {
        match (self, action) {
            #[cfg(feature = "grab-your-goat")]
            (AnySession::GrabYourGoat(s), AnyAction::GrabYourGoat(a)) => {
                s.act(seat, a).map_err(|e| e.to_string())
            }
            #[cfg(feature = "battlegoats")]
            (AnySession::BattleGoats(s), AnyAction::BattleGoats(a)) => {
                s.act(seat, a).map_err(|e| e.to_string())
            }
            #[cfg(feature = "goat-lords")]
            (AnySession::GoatLords(s), AnyAction::GoatLords(a)) => {
                s.act(seat, a).map_err(|e| e.to_string())
            }
            #[cfg(feature = "gruff-goats")]
            (AnySession::GruffGoats(s), AnyAction::GruffGoats(a)) => {
                s.act(seat, a).map_err(|e| e.to_string())
            }
            #[cfg(feature = "floats-mcgoats")]
            (AnySession::FloatsMcGoats(s), AnyAction::FloatsMcGoats(a)) => {
                s.act(seat, a).map_err(|e| e.to_string())
            }
            #[allow(unreachable_patterns)]
            _ => Err("That move belongs to another game.".into()),
        }
    }

    pub fn take_back(&mut self, unseen: bool) -> Result<(), String> {
        with_session!(self, s => s.take_back(unseen).map_err(|e| e.to_string()))
    }

    /// The level of the computer playing `seat`, if a computer plays it.
    pub fn computer(&self, seat: Seat) -> Option<Level> {
        self.players().get(seat).and_then(|p| p.computer)
    }

    /// Whether at least one person plays (else the game plays itself, to watch).
    pub fn has_people(&self) -> bool {
        self.players().iter().any(|p| p.computer.is_none())
    }

    /// The `k`th of `seat`'s legal actions (from 0), if it has that many.
    pub fn nth_legal(&self, seat: Seat, k: usize) -> Option<AnyAction> {
        use crate::engine::Game;
        match self {
            #[cfg(feature = "grab-your-goat")]
            AnySession::GrabYourGoat(s) => s
                .state
                .legal_actions(seat)
                .into_iter()
                .nth(k)
                .map(AnyAction::GrabYourGoat),
            #[cfg(feature = "battlegoats")]
            AnySession::BattleGoats(s) => s
                .state
                .legal_actions(seat)
                .into_iter()
                .nth(k)
                .map(AnyAction::BattleGoats),
            #[cfg(feature = "goat-lords")]
            AnySession::GoatLords(s) => s
                .state
                .legal_actions(seat)
                .into_iter()
                .nth(k)
                .map(AnyAction::GoatLords),
            #[cfg(feature = "gruff-goats")]
            AnySession::GruffGoats(s) => s
                .state
                .legal_actions(seat)
                .into_iter()
                .nth(k)
                .map(AnyAction::GruffGoats),
            #[cfg(feature = "floats-mcgoats")]
            AnySession::FloatsMcGoats(s) => s
                .state
                .legal_actions(seat)
                .into_iter()
                .nth(k)
                .map(AnyAction::FloatsMcGoats),
        }
    }

    /// The `k`th action played (from 0), and whose it was.
    #[cfg(feature = "more")]
    pub fn action(&self, k: usize) -> Option<(Seat, AnyAction)> {
        match self {
            #[cfg(feature = "grab-your-goat")]
            AnySession::GrabYourGoat(s) => s
                .history
                .get(k)
                .map(|(seat, a)| (*seat, AnyAction::GrabYourGoat(a.clone()))),
            #[cfg(feature = "battlegoats")]
            AnySession::BattleGoats(s) => s
                .history
                .get(k)
                .map(|(seat, a)| (*seat, AnyAction::BattleGoats(a.clone()))),
            #[cfg(feature = "goat-lords")]
            AnySession::GoatLords(s) => s
                .history
                .get(k)
                .map(|(seat, a)| (*seat, AnyAction::GoatLords(a.clone()))),
            #[cfg(feature = "gruff-goats")]
            AnySession::GruffGoats(s) => s
                .history
                .get(k)
                .map(|(seat, a)| (*seat, AnyAction::GruffGoats(a.clone()))),
            #[cfg(feature = "floats-mcgoats")]
            AnySession::FloatsMcGoats(s) => s
                .history
                .get(k)
                .map(|(seat, a)| (*seat, AnyAction::FloatsMcGoats(a.clone()))),
        }
    }

    /// Who took the last action, if anyone has.
    pub fn last_actor(&self) -> Option<Seat> {
        with_session!(self, s => s.history.last().map(|(seat, _)| *seat))
    }

    /// Whose turn it is while another seat is asked something in it (see `Game::turn`).
    pub fn turn(&self) -> Option<Seat> {
        with_session!(self, s => crate::engine::Game::turn(&s.state))
    }

    /// The one seat that must act now, if the game is running.
    pub fn acting(&self) -> Option<Seat> {
        match self.to_act() {
            ToAct::Seats(seats) => seats.first().copied(),
            ToAct::Over => None,
        }
    }
}

/// [`AnySession::upto`] for one game: its first `moves` actions played again from the deal.
#[cfg(feature = "more")]
fn upto<G: crate::engine::Game>(
    game: &Session<G>,
    moves: usize,
) -> Result<(Session<G>, usize), String> {
    let moves = moves.min(game.history.len());
    let before = game
        .history
        .get(..moves.saturating_sub(1))
        .unwrap_or_default();
    let mut at = Session::replay(
        game.players.clone(),
        game.options.clone(),
        game.seed,
        before,
    )?;
    let log = at.log.len();
    if let Some((seat, action)) = moves.checked_sub(1).and_then(|last| game.history.get(last)) {
        at.act(*seat, action.clone())
            .map_err(|e| format!("action {moves} refused: {e}"))?;
    }
    Ok((at, log))
}

trait Slug {
    fn game_slug(&self) -> &'static str;
    fn secrets(&self) -> bool;
}

impl<G: crate::engine::Game> Slug for Session<G> {
    fn game_slug(&self) -> &'static str {
        G::SLUG
    }
    fn secrets(&self) -> bool {
        G::SECRETS
    }
}

/// Play across devices: what a device sent, heard by the host's room, and a seat's table.
#[cfg(feature = "net")]
impl AnySession {
    pub fn hear(
        &mut self,
        room: &mut crate::net::Room,
        peer: crate::net::Peer,
        text: &str,
    ) -> Result<crate::net::Heard, crate::net::Refusal> {
        with_session!(self, s => room.hear(s, peer, text))
    }

    pub fn table_for(&self, room: &crate::net::Room, seat: Seat) -> String {
        with_session!(self, s => room.table(s, seat))
    }
}
