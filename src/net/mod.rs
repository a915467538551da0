//! Playing on several devices: the messages between the host (the one device whose reducer runs
//! the game) and the devices that play its seats, and the host's [`Room`], which binds devices to
//! seats and checks everything a device sends with the same rules the table uses.
//!
//! - A device claims a seat with a token it keeps (random, 128 bits or more): the same token
//!   takes the seat back after a reload or a dropped connection; another token is refused while
//!   the seat is held.
//! - A device sends actions for its own seat only, as of the number of moves it has seen. The
//!   host refuses another seat's action, an action out of turn or on a table that has moved on,
//!   an illegal one and anything it cannot read, each with a typed [`Refusal`]; the game is
//!   unchanged and goes on.
//! - The host sends each device its seat's [`Table`]: the game's per-seat view (what the
//!   computer players read), that seat's legal actions, the public players and log. Never the
//!   whole state, the seed or another seat's cards.
//!
//! Nothing here touches the network or the browser: the transport (WebRTC data channels) carries
//! the JSON text these functions make and read, and native tests check the protocol.

use crate::engine::{Game, Outcome, Seat, Session, ToAct};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The version of the protocol: a device of another version is refused.
pub const VERSION: u32 = 1;

/// The fewest characters of a seat token (hex: 32 characters is 128 bits).
pub const TOKEN_CHARS: usize = 32;

/// A connection to the host, as the transport numbers them.
pub type Peer = u32;

/// What a device sends the host.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "to", rename_all = "lowercase")]
pub enum ToHost<A> {
    /// Asks for `seat`, with the token this device keeps for it.
    Claim {
        version: u32,
        seat: Seat,
        token: String,
    },
    /// An action for the device's seat, chosen on the table as of `moves` actions.
    Act { seat: Seat, moves: usize, action: A },
    /// Takes back the device's seat's last action, the last of `moves` actions: only while
    /// nobody else has seen its result (the seat still acts, and the move revealed nothing).
    Undo { seat: Seat, moves: usize },
}

/// What the host sends a device.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "to", rename_all = "lowercase")]
pub enum ToDevice<V, A> {
    /// The table as the device's seat sees it (after a claim, and after every change).
    Table(Box<Table<V, A>>),
    /// What the device sent was refused; the game is unchanged.
    Refused { why: Refusal },
}

/// One seat's table: everything its device draws, and nothing it may not see.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Table<V, A> {
    /// The game's slug.
    pub game: String,
    /// Whose table this is.
    pub seat: Seat,
    /// The game as this seat sees it.
    pub view: V,
    /// What this seat may do now (empty while it need not act).
    pub legal: Vec<A>,
    /// The seats that must act now (empty once the game is over).
    pub to_act: Vec<Seat>,
    /// Everyone at the table.
    pub players: Vec<Sitter>,
    /// The last lines of the public log, with names.
    pub log: Vec<String>,
    /// Actions taken so far (a device sends its actions as of this number).
    pub moves: usize,
    /// The last actions and their seats, oldest first, in a game whose actions are all public
    /// ([`Game::ACTIONS_PUBLIC`]: the table stages the last move from them); else empty.
    pub recent: Vec<(Seat, A)>,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
    /// Why this seat cannot take back its last action now (none: it can).
    #[serde(default)]
    pub undo: Option<String>,
}

/// Someone at the table, as every device may see them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sitter {
    pub name: String,
    pub colour: usize,
    /// A computer plays this seat.
    pub computer: bool,
    /// Where the seat is played.
    pub on: Place,
}

/// Where a seat is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Place {
    /// On the host's device (hot-seat, or a computer).
    Host,
    /// On a device of its own, connected now.
    Device,
    /// On a device of its own that is away (asleep, reloading, out of reach).
    Away,
    /// On a device of its own that has not joined yet.
    Open,
}

/// Why the host refused what a device sent. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", content = "detail", rename_all = "kebab-case")]
pub enum Refusal {
    /// Not a message of this protocol.
    Garbage(String),
    /// A device of another version of Goatherd.
    Version(u32),
    /// The table has no such seat.
    NoSuchSeat(Seat),
    /// The seat is played on the host's device.
    HostSeat(Seat),
    /// Another device holds the seat.
    SeatTaken(Seat),
    /// A token too short to be safe.
    WeakToken,
    /// An action before the device claimed a seat.
    NoSeat,
    /// An action for a seat this device does not hold.
    NotYourSeat(Seat),
    /// The seat need not act now.
    OutOfTurn(Seat),
    /// The action was chosen on an older table (`moves` then, now).
    Stale(usize, usize),
    /// The rules refuse the action.
    Illegal(String),
    /// The last action cannot be taken back (why, in the rules' words).
    NoUndo(String),
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let seat = |s: &Seat| s + 1;
        match self {
            Refusal::Garbage(why) => write!(f, "The table could not read that ({why})."),
            Refusal::Version(v) => write!(
                f,
                "This device runs another version of Goatherd (protocol {v}, the table's is {VERSION}): reload the page."
            ),
            Refusal::NoSuchSeat(s) => write!(f, "This table has no seat {}.", seat(s)),
            Refusal::HostSeat(s) => write!(f, "Seat {} is played on the table's device.", seat(s)),
            Refusal::SeatTaken(s) => write!(f, "Another device already plays seat {}.", seat(s)),
            Refusal::WeakToken => f.write_str("This device's key for the seat is too short."),
            Refusal::NoSeat => f.write_str("Join a seat before you play."),
            Refusal::NotYourSeat(s) => write!(f, "This device does not play seat {}.", seat(s)),
            Refusal::OutOfTurn(s) => write!(f, "It is not seat {}'s turn.", seat(s)),
            Refusal::Stale(then, now) => write!(
                f,
                "The table moved on (move {then} then, {now} now): look again and play."
            ),
            Refusal::Illegal(why) | Refusal::NoUndo(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for Refusal {}

/// One seat as the host holds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Hold {
    /// Played on the host's device.
    Host,
    /// Played on a device of its own: the token that claimed it (none yet), and the connection
    /// it is on now (none while away).
    Device {
        token: Option<String>,
        #[serde(skip)]
        peer: Option<Peer>,
    },
}

/// What a message from a device came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    /// The device now holds this seat (send it its table).
    Claimed(Seat),
    /// The action was taken for this seat (send every device its table).
    Acted(Seat),
    /// This seat's last action was taken back (send every device its table).
    TookBack(Seat),
}

/// The host's room: which device plays which seat. Kept with the save, so a host that reloads
/// knows its devices again (connections are not kept: every device is away until it rejoins).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Room {
    /// The room's id, random (128 bits or more), carried in the join links' fragment.
    pub id: String,
    /// Each seat, in seat order.
    pub seats: Vec<Hold>,
}

impl Room {
    /// A room with `id` whose seats with `true` are played on devices of their own.
    pub fn new(id: impl Into<String>, devices: &[bool]) -> Self {
        let seats = devices
            .iter()
            .map(|&device| {
                if device {
                    Hold::Device {
                        token: None,
                        peer: None,
                    }
                } else {
                    Hold::Host
                }
            })
            .collect();
        Room {
            id: id.into(),
            seats,
        }
    }

    /// The seat a connection holds.
    pub fn seat_of(&self, peer: Peer) -> Option<Seat> {
        self.seats
            .iter()
            .position(|hold| matches!(hold, Hold::Device { peer: Some(p), .. } if *p == peer))
    }

    /// Where each seat is played now.
    pub fn places(&self) -> Vec<Place> {
        self.seats
            .iter()
            .map(|hold| match hold {
                Hold::Host => Place::Host,
                Hold::Device { token: None, .. } => Place::Open,
                Hold::Device { peer: None, .. } => Place::Away,
                Hold::Device { .. } => Place::Device,
            })
            .collect()
    }

    /// Whether `seat` is played on the host's device (and so needs the hot-seat hand-offs).
    pub fn on_host(&self, seat: Seat) -> bool {
        matches!(self.seats.get(seat), Some(Hold::Host) | None)
    }

    /// A connection closed: its seat is away until its device rejoins.
    pub fn left(&mut self, peer: Peer) -> Option<Seat> {
        let seat = self.seat_of(peer)?;
        if let Some(Hold::Device { peer, .. }) = self.seats.get_mut(seat) {
            *peer = None;
        }
        Some(seat)
    }

    /// The host brings a seat back to its own device (its phone is gone for good). Returns the
    /// connection that held it, to be closed.
    pub fn to_host(&mut self, seat: Seat) -> Option<Peer> {
        let hold = self.seats.get_mut(seat)?;
        let was = match hold {
            Hold::Device { peer, .. } => *peer,
            Hold::Host => None,
        };
        *hold = Hold::Host;
        was
    }

    /// A device asks for `seat` with `token` on connection `peer`: the first token takes an open
    /// seat, the same token takes it back (a reload, a new connection), any other is refused.
    pub fn claim(&mut self, peer: Peer, seat: Seat, token: &str) -> Result<Seat, Refusal> {
        if token.len() < TOKEN_CHARS {
            return Err(Refusal::WeakToken);
        }
        match self.seats.get(seat) {
            None => return Err(Refusal::NoSuchSeat(seat)),
            Some(Hold::Host) => return Err(Refusal::HostSeat(seat)),
            Some(Hold::Device {
                token: Some(held), ..
            }) if held != token => return Err(Refusal::SeatTaken(seat)),
            Some(Hold::Device { .. }) => {}
        }
        // A connection plays one seat: claiming another lets the first go.
        self.left(peer);
        self.seats[seat] = Hold::Device {
            token: Some(token.to_string()),
            peer: Some(peer),
        };
        Ok(seat)
    }

    /// Reads and carries out what connection `peer` sent, checked with the game's own rules. On
    /// a refusal nothing changes: not the room, not the game.
    pub fn hear<G: Game>(
        &mut self,
        session: &mut Session<G>,
        peer: Peer,
        text: &str,
    ) -> Result<Heard, Refusal> {
        let message: ToHost<G::Action> =
            serde_json::from_str(text).map_err(|e| Refusal::Garbage(e.to_string()))?;
        match message {
            ToHost::Claim {
                version,
                seat,
                token,
            } => {
                if version != VERSION {
                    return Err(Refusal::Version(version));
                }
                self.claim(peer, seat, &token).map(Heard::Claimed)
            }
            ToHost::Act {
                seat,
                moves,
                action,
            } => {
                self.holds(session, peer, seat, moves)?;
                match session.state.to_act() {
                    ToAct::Seats(seats) if seats.contains(&seat) => {}
                    _ => return Err(Refusal::OutOfTurn(seat)),
                }
                session
                    .act(seat, action)
                    .map_err(|e| Refusal::Illegal(e.to_string()))?;
                Ok(Heard::Acted(seat))
            }
            ToHost::Undo { seat, moves } => {
                self.holds(session, peer, seat, moves)?;
                if let Some(why) = undo_refusal(session, seat) {
                    return Err(Refusal::NoUndo(why));
                }
                session
                    .take_back(false)
                    .map_err(|e| Refusal::NoUndo(e.to_string()))?;
                Ok(Heard::TookBack(seat))
            }
        }
    }

    /// Checks that `peer` holds `seat` and saw the table as it is (`moves` actions).
    fn holds<G: Game>(
        &self,
        session: &Session<G>,
        peer: Peer,
        seat: Seat,
        moves: usize,
    ) -> Result<(), Refusal> {
        match self.seat_of(peer) {
            None => return Err(Refusal::NoSeat),
            Some(mine) if mine != seat => return Err(Refusal::NotYourSeat(seat)),
            Some(_) => {}
        }
        let now = session.history.len();
        if moves != now {
            return Err(Refusal::Stale(moves, now));
        }
        Ok(())
    }

    /// The table `seat`'s device is sent, as JSON.
    pub fn table<G: Game>(&self, session: &Session<G>, seat: Seat) -> String
    where
        G::View: Serialize,
    {
        let places = self.places();
        let players = session
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| Sitter {
                name: p.name.clone(),
                colour: p.colour,
                computer: p.computer.is_some(),
                on: places.get(s).copied().unwrap_or(Place::Host),
            })
            .collect();
        let to_act = match session.state.to_act() {
            ToAct::Seats(seats) => seats,
            ToAct::Over => Vec::new(),
        };
        let table = Table {
            game: G::SLUG.to_string(),
            seat,
            view: session.state.view(seat),
            legal: session.state.legal_actions(seat),
            to_act,
            players,
            log: session.log_tail(LOG_LINES),
            moves: session.history.len(),
            recent: if G::ACTIONS_PUBLIC {
                let from = session.history.len().saturating_sub(RECENT);
                session.history[from..].to_vec()
            } else {
                Vec::new()
            },
            outcome: session.state.outcome(),
            undo: undo_refusal(session, seat),
        };
        encode(&ToDevice::<G::View, G::Action>::Table(Box::new(table)))
    }

    /// A refusal, as JSON.
    pub fn refusal(why: Refusal) -> String {
        encode(&ToDevice::<(), ()>::Refused { why })
    }
}

/// Why `seat`'s device may not take back the last action now (none: it may): only its own
/// last action, while it is still to act and nobody has seen what the action did.
fn undo_refusal<G: Game>(session: &Session<G>, seat: Seat) -> Option<String> {
    if session.state.outcome().is_some() {
        return Some("The game is over.".into());
    }
    if session.history.last().map(|(s, _)| *s) != Some(seat) {
        return Some("Only your own last move can be taken back.".into());
    }
    match session.state.to_act() {
        ToAct::Seats(seats) if seats.contains(&seat) => {}
        _ => return Some("Play has passed on: the others have seen your move.".into()),
    }
    session.can_take_back(false).err().map(|e| e.to_string())
}

/// A device's request to take back its seat's last action, on the table of `moves` actions.
pub fn undo(seat: Seat, moves: usize) -> String {
    encode(&ToHost::<()>::Undo { seat, moves })
}

/// How many of the log's last lines a device is sent.
pub const LOG_LINES: usize = 12;

/// How many of the last actions a device is sent, where they are public.
pub const RECENT: usize = 24;

/// A message as JSON (a message of these types always encodes).
pub fn encode<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap_or_default()
}

/// What a device reads from the host.
pub fn read<V: DeserializeOwned, A: DeserializeOwned>(
    text: &str,
) -> Result<ToDevice<V, A>, Refusal> {
    serde_json::from_str(text).map_err(|e| Refusal::Garbage(e.to_string()))
}

/// A device's claim of `seat`, as JSON.
pub fn claim(seat: Seat, token: &str) -> String {
    encode(&ToHost::<()>::Claim {
        version: VERSION,
        seat,
        token: token.to_string(),
    })
}

/// A device's action for `seat` on the table of `moves` actions, as JSON.
pub fn act<A: Serialize>(seat: Seat, moves: usize, action: &A) -> String {
    encode(&ToHost::Act {
        seat,
        moves,
        action,
    })
}

pub mod link;
pub mod qr;

#[cfg(test)]
mod tests;
