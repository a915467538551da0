//! The app's state and its reducer: which screen shows, the game at the table, who holds the
//! tablet. Pure: storage and randomness happen in callbacks and effects, never here.
// The more page (feature "more") shows no setup or table screen, only the board: what only
// those screens use is never called there, and the linker leaves it out of its download.
#![cfg_attr(feature = "more", allow(dead_code))]

pub use super::any::{AnyAction, AnyOptions, AnySession};
pub use super::at_table::Table;
use crate::engine::Seat;
use std::rc::Rc;
use yew::prelude::*;

/// How fast computers play (the pause between their actions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Slow,
    Normal,
    Fast,
    Instant,
}

impl Pace {
    pub const ALL: [Pace; 4] = [Pace::Slow, Pace::Normal, Pace::Fast, Pace::Instant];

    /// The least time, in milliseconds, between a computer's turn coming and its action.
    pub fn delay_ms(self) -> f64 {
        match self {
            Pace::Slow => 1600.0,
            Pace::Normal => 800.0,
            Pace::Fast => 250.0,
            Pace::Instant => 0.0,
        }
    }

    /// The pace a name stands for ([`Pace::name`]).
    pub fn parse(name: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.name() == name)
    }

    pub fn name(self) -> &'static str {
        match self {
            Pace::Slow => "Slow",
            Pace::Normal => "Normal",
            Pace::Fast => "Fast",
            Pace::Instant => "Instant",
        }
    }
}

/// What fills the screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    Home,
    Setup(&'static str),
    Table(Box<Table>),
    /// A finished game played back.
    #[cfg(feature = "more")]
    Replay(Box<super::replay::Replay>),
    /// A guided first game.
    #[cfg(feature = "more")]
    Guide(Box<super::lesson::Guide>),
    /// The more page waiting: for its lesson to arrive, or to leave for the game's page.
    #[cfg(feature = "more")]
    Wait,
}

/// App-level panels drawn over the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overlay {
    None,
    /// A help page: how to play, or the rulings.
    Help(Page),
    Menu,
}

/// A game's help pages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// How to play, for players.
    HowTo,
    /// The readings where the rulebook is silent.
    Rulings,
}

/// The whole app.
#[derive(Clone, Debug, PartialEq)]
pub struct AppState {
    pub screen: Screen,
    pub overlay: Overlay,
    /// A message for the home screen (a save that could not be opened, say).
    pub notice: Option<String>,
    /// How fast computers play.
    pub pace: Pace,
    /// Computers wait while this is set.
    pub paused: bool,
    /// The game's how-to-play page once fetched (`Some(None)`: it could not be).
    pub howto: Option<Option<Rc<str>>>,
    /// The game's rulings once fetched (`Some(None)`: they could not be).
    pub rulings: Option<Option<Rc<str>>>,
    /// Info mode: a tap on the table shows what was tapped instead of playing it.
    pub info_mode: bool,
    /// The full text of a card, piece or square being read, if any.
    pub info: Option<String>,
    /// Taps refused so far (each one sounds: `kit::sound`).
    pub refusals: u32,
    /// Play across devices: this page's room, or its seat (the device page only).
    #[cfg(feature = "net")]
    pub net: Option<super::net::Net>,
}

impl AppState {
    /// The game at the table, if one is on screen.
    pub fn table(&self) -> Option<&Table> {
        match &self.screen {
            Screen::Table(t) => Some(t),
            _ => None,
        }
    }

    /// Whether the last tap was refused (its words are on screen).
    fn refused(&self) -> bool {
        match &self.screen {
            Screen::Table(t) => t.error.is_some(),
            #[cfg(feature = "more")]
            Screen::Guide(g) => g.refused.is_some(),
            _ => false,
        }
    }

    /// A help page as fetched so far.
    pub fn page(&self, page: Page) -> Option<&Option<Rc<str>>> {
        match page {
            Page::HowTo => self.howto.as_ref(),
            Page::Rulings => self.rulings.as_ref(),
        }
    }
}

impl Default for AppState {
    fn default() -> Self {
        AppState {
            screen: Screen::Home,
            overlay: Overlay::None,
            notice: None,
            pace: Pace::Normal,
            paused: false,
            howto: None,
            rulings: None,
            info_mode: false,
            info: None,
            refusals: 0,
            #[cfg(feature = "net")]
            net: None,
        }
    }
}

/// Everything that changes the app.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    Home,
    /// Play across devices: the transport, or a phone's tap (the device page only).
    #[cfg(feature = "net")]
    Net(super::net::NetMsg),
    /// Open a game (new, or loaded from storage).
    Open {
        id: String,
        session: Box<AnySession>,
    },
    /// Tell the home screen something.
    Notice(String),
    /// The player who just moved passes the tablet on (to the hand-off screen).
    Pass,
    /// The player named on the hand-off screen has the tablet.
    Ready,
    /// A player asks to look at their own cards out of turn (`None`: done looking).
    Look(Option<Seat>),
    Act(AnyAction),
    /// A computer's action, for the position after `moves` actions.
    Computer {
        seat: Seat,
        moves: usize,
        action: AnyAction,
    },
    /// The computer players' worker could not be had (offline before it was ever fetched).
    ComputerLost,
    Pace(Pace),
    Pause(bool),
    Undo,
    Overlay(Overlay),
    /// A help page arrived (`None`: it could not be fetched).
    Help(Page, Option<Rc<str>>),
    /// Info mode on or off.
    InfoMode(bool),
    /// Show the full text of something on the table (`None`: close it).
    Info(Option<String>),
    /// Show the replay after this many actions.
    #[cfg(feature = "more")]
    ReplayTo(usize),
    /// Show the replay from this seat.
    #[cfg(feature = "more")]
    ReplaySeat(Seat),
    /// Step the replay on by itself (from the start if it is at the end), or stop.
    #[cfg(feature = "more")]
    ReplayPlay(bool),
    /// Leave the replay for the game's result (a game from a link: for its setup).
    #[cfg(feature = "more")]
    Result,
    /// Go to this game's setup.
    Setup,
    /// Deal the game at the table again: from `seed` (`None`: the same seed), into the save `id`
    /// (`None`: the same save).
    Redeal {
        seed: Option<u64>,
        id: Option<String>,
    },
    /// Open a guided first game.
    #[cfg(feature = "more")]
    Learn(Box<super::lesson::Guide>),
    /// Go on from this step of the guided game (Next, or a computer's move by itself).
    #[cfg(feature = "more")]
    GuideNext(usize),
    /// A tap off the guided step's lit thing was refused.
    #[cfg(feature = "more")]
    GuideRefuse,
}

impl Reducible for AppState {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        // A new deal of the table's game is opened as any game is.
        let msg = match msg {
            Msg::Redeal { seed, id } => {
                let Screen::Table(t) = &self.screen else {
                    return self;
                };
                match t.session.redeal(seed.unwrap_or_else(|| t.session.seed())) {
                    Ok(session) => Msg::Open {
                        id: id.unwrap_or_else(|| t.id.clone()),
                        session: Box::new(session),
                    },
                    Err(e) => Msg::Notice(e),
                }
            }
            msg => msg,
        };
        let mut next = (*self).clone();
        // A player's tap that may be refused (a computer's refused move is no tap).
        #[cfg(feature = "more")]
        let tap = matches!(msg, Msg::Act(_) | Msg::Undo | Msg::GuideRefuse);
        #[cfg(not(feature = "more"))]
        let tap = matches!(msg, Msg::Act(_) | Msg::Undo);
        // On the device page's host, a tap on the table while a phone's seat is to play.
        #[cfg(feature = "net")]
        let remote = matches!(msg, Msg::Act(_))
            .then(|| super::net::remote_turn(next.net.as_ref(), next.table()))
            .flatten();
        match msg {
            Msg::Home => {
                next.screen = Screen::Home;
                next.overlay = Overlay::None;
            }
            Msg::Open { id, session } => {
                // A game opened here is hot-seat until the setup says which seats are devices.
                #[cfg(feature = "net")]
                {
                    next.net = None;
                }
                next.screen = Screen::Table(Box::new(Table {
                    id,
                    session: *session,
                    viewer: None,
                    error: None,
                    looking: None,
                }));
                next.overlay = Overlay::None;
                next.notice = None;
            }
            Msg::Notice(text) => next.notice = Some(text),
            #[cfg(feature = "net")]
            Msg::Net(m) => {
                let table = match &mut next.screen {
                    Screen::Table(t) => Some(&mut **t),
                    _ => None,
                };
                super::net::reduce(&mut next.net, table, m)
            }
            #[cfg(feature = "net")]
            Msg::Act(_) if remote.is_some() => {
                let who = remote.unwrap_or_default();
                if let Screen::Table(t) = &mut next.screen {
                    t.error = Some(format!("{who} plays this turn on their own device."));
                }
            }
            Msg::Overlay(o) => {
                // A help page that could not be fetched is tried again when asked for again
                // (the app fetches a page asked for that it does not have).
                match o {
                    Overlay::Help(Page::HowTo) if next.howto == Some(None) => next.howto = None,
                    Overlay::Help(Page::Rulings) if next.rulings == Some(None) => {
                        next.rulings = None
                    }
                    _ => {}
                }
                next.overlay = o;
            }
            Msg::Help(Page::HowTo, text) => next.howto = Some(text),
            Msg::Help(Page::Rulings, text) => next.rulings = Some(text),
            Msg::InfoMode(on) => {
                next.info_mode = on;
                next.info = None;
            }
            Msg::Info(text) => {
                // Info mode is for one look: the next tap on the table plays again.
                if text.is_some() {
                    next.info_mode = false;
                }
                next.info = text;
            }
            Msg::Pass => {
                if let Screen::Table(t) = &mut next.screen
                    && t.passing().is_some()
                {
                    t.viewer = None;
                    t.error = None;
                }
            }
            Msg::Ready => {
                if let Screen::Table(t) = &mut next.screen {
                    t.viewer = t.looking.or(t.session.acting());
                    // A refusal meant for the last player is no business of the next one.
                    t.error = None;
                }
            }
            #[cfg(feature = "more")]
            Msg::Act(action) if matches!(next.screen, Screen::Guide(_)) => {
                if let Screen::Guide(g) = &mut next.screen {
                    g.play(action);
                }
            }
            Msg::Act(action) => {
                if let Screen::Table(t) = &mut next.screen {
                    let viewer = if t.session.has_secrets() {
                        t.viewer
                    } else {
                        t.session.acting()
                    };
                    match (viewer, t.session.acting()) {
                        (_, Some(a)) if t.session.computer(a).is_some() => {
                            t.error = Some("A computer plays this turn: wait for it.".into())
                        }
                        (Some(v), Some(a)) if v == a => {
                            t.error = t.session.act(v, action).err();
                        }
                        _ => {
                            t.error =
                                Some("Pass the tablet first: it is someone else's move.".into())
                        }
                    }
                }
            }
            Msg::Look(seat) => {
                if let Screen::Table(t) = &mut next.screen {
                    t.looking = seat;
                    // Whoever looks (or plays on) takes the tablet behind a hand-off.
                    t.viewer = None;
                    t.error = None;
                }
                next.overlay = Overlay::None;
            }
            Msg::Computer {
                seat,
                moves,
                action,
            } => {
                if let Screen::Table(t) = &mut next.screen
                    && t.session.moves() == moves
                    && t.session.acting() == Some(seat)
                    && t.session.computer(seat).is_some()
                {
                    // A refused move (a bug) must not stall the table: the computer then takes
                    // its first legal action, and the refusal is shown.
                    t.error = t.session.act(seat, action).err().map(|e| {
                        let fallback = t.session.nth_legal(seat, 0);
                        match fallback.map(|a| t.session.act(seat, a)) {
                            Some(Ok(())) => format!(
                                "A computer's move was refused ({e}); it played another one."
                            ),
                            _ => format!("A computer's move was refused: {e}"),
                        }
                    });
                }
            }
            Msg::ComputerLost => {
                if let Screen::Table(t) = &mut next.screen {
                    t.error = Some(
                        "Computer players not loaded: reconnect, then Pause and Resume.".into(),
                    );
                }
            }
            Msg::Pace(pace) => {
                next.pace = pace;
                next.paused = false;
            }
            Msg::Pause(paused) => next.paused = paused,
            #[cfg(feature = "more")]
            Msg::ReplayTo(moves) => {
                if let Screen::Replay(r) = &mut next.screen {
                    r.go(moves);
                }
            }
            #[cfg(feature = "more")]
            Msg::ReplaySeat(seat) => {
                if let Screen::Replay(r) = &mut next.screen
                    && seat < r.game.players().len()
                {
                    r.seat = seat;
                }
            }
            #[cfg(feature = "more")]
            Msg::ReplayPlay(on) => {
                if let Screen::Replay(r) = &mut next.screen {
                    if on && r.moves >= r.game.moves() {
                        r.go(0);
                    }
                    r.playing = on && r.game.moves() > 0;
                }
            }
            #[cfg(feature = "more")]
            Msg::Result => {
                // Something read on the replay's table is not news at the result.
                next.info = None;
                if let Screen::Replay(r) = &next.screen {
                    next.screen = match &r.from {
                        Some(id) => Screen::Table(Box::new(Table {
                            id: id.clone(),
                            session: r.game.clone(),
                            viewer: None,
                            error: None,
                            looking: None,
                        })),
                        None => Screen::Setup(r.game.slug()),
                    };
                }
            }
            // (Turned into `Open` above.)
            Msg::Redeal { .. } => {}
            Msg::Setup => {
                let slug = match &next.screen {
                    #[cfg(feature = "more")]
                    Screen::Guide(g) => Some(g.game.slug()),
                    #[cfg(feature = "more")]
                    Screen::Replay(r) => Some(r.game.slug()),
                    Screen::Table(t) => Some(t.session.slug()),
                    _ => None,
                };
                if let Some(slug) = slug {
                    next.screen = Screen::Setup(slug);
                    next.overlay = Overlay::None;
                    next.info = None;
                }
            }
            #[cfg(feature = "more")]
            Msg::Learn(guide) => {
                next.screen = Screen::Guide(guide);
                next.notice = None;
                next.overlay = Overlay::None;
            }
            #[cfg(feature = "more")]
            Msg::GuideNext(from) => {
                if let Screen::Guide(g) = &mut next.screen {
                    g.next(from);
                }
            }
            #[cfg(feature = "more")]
            Msg::GuideRefuse => {
                if let Screen::Guide(g) = &mut next.screen {
                    g.refused = Some(super::lesson::REFUSAL.into());
                }
            }
            Msg::Undo => {
                if let Screen::Table(t) = &mut next.screen {
                    let unseen = t.unseen();
                    t.error = t
                        .undo_refusal()
                        .or_else(|| t.session.take_back(unseen).err());
                    next.overlay = Overlay::None;
                }
            }
        }
        if tap && next.refused() {
            next.refusals += 1;
        }
        Rc::new(next)
    }
}
