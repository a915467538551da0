//! A phone's side: the table the host sent, whichever game it is, drawn as the seat's board,
//! and the phone's screen.

use super::super::model::{AnyAction, AppState, Msg};
use super::{Device, NetMsg};
use crate::engine::{Player, Seat};
use crate::net::{Sitter, Table};
use yew::prelude::*;

#[cfg(feature = "battlegoats")]
use crate::games::battlegoats as bg;
#[cfg(feature = "floats-mcgoats")]
use crate::games::floats_mcgoats as fm;
#[cfg(feature = "goat-lords")]
use crate::games::goat_lords as gl;
#[cfg(feature = "grab-your-goat")]
use crate::games::grab_your_goat as gy;
#[cfg(feature = "gruff-goats")]
use crate::games::gruff_goats as gg;

/// The table a phone was sent, whichever game it is.
#[derive(Clone, Debug, PartialEq)]
pub enum AnyTable {
    #[cfg(feature = "grab-your-goat")]
    GrabYourGoat(Table<gy::view::TableView, gy::Action>),
    #[cfg(feature = "battlegoats")]
    BattleGoats(Table<bg::view::TableView, bg::Action>),
    #[cfg(feature = "floats-mcgoats")]
    FloatsMcGoats(Table<fm::FloatsMcGoats, fm::Action>),
    #[cfg(feature = "goat-lords")]
    GoatLords(Table<gl::TableView, gl::Action>),
    #[cfg(feature = "gruff-goats")]
    GruffGoats(Table<gg::TableView, gg::Action>),
}

/// Runs `$body` with `$t` bound to the inner table, whichever game it is.
macro_rules! with_table {
    ($any:expr, $t:ident => $body:expr) => {
        match $any {
            #[cfg(feature = "grab-your-goat")]
            AnyTable::GrabYourGoat($t) => $body,
            #[cfg(feature = "battlegoats")]
            AnyTable::BattleGoats($t) => $body,
            #[cfg(feature = "floats-mcgoats")]
            AnyTable::FloatsMcGoats($t) => $body,
            #[cfg(feature = "goat-lords")]
            AnyTable::GoatLords($t) => $body,
            #[cfg(feature = "gruff-goats")]
            AnyTable::GruffGoats($t) => $body,
        }
    };
}

impl AnyTable {
    /// What the host sent: this page's game's table, or the host's refusal in words.
    pub fn read(text: &str) -> Result<AnyTable, String> {
        use crate::net::{ToDevice, read};
        macro_rules! as_table {
            ($variant:ident, $view:ty, $action:ty) => {
                match read::<$view, $action>(text) {
                    Ok(ToDevice::Table(t)) => return Ok(AnyTable::$variant(*t)),
                    Ok(ToDevice::Refused { why }) => return Err(why.to_string()),
                    Err(why) => why,
                }
            };
        }
        #[cfg(feature = "grab-your-goat")]
        let _why = as_table!(GrabYourGoat, gy::view::TableView, gy::Action);
        #[cfg(feature = "battlegoats")]
        let _why = as_table!(BattleGoats, bg::view::TableView, bg::Action);
        #[cfg(feature = "floats-mcgoats")]
        let _why = as_table!(FloatsMcGoats, fm::FloatsMcGoats, fm::Action);
        #[cfg(feature = "goat-lords")]
        let _why = as_table!(GoatLords, gl::TableView, gl::Action);
        #[cfg(feature = "gruff-goats")]
        let _why = as_table!(GruffGoats, gg::TableView, gg::Action);
        #[allow(unreachable_code)]
        Err(_why.to_string())
    }

    pub fn moves(&self) -> usize {
        with_table!(self, t => t.moves)
    }

    pub fn seat(&self) -> Seat {
        with_table!(self, t => t.seat)
    }

    pub fn players(&self) -> &[Sitter] {
        with_table!(self, t => &t.players)
    }

    pub fn log(&self) -> &[String] {
        with_table!(self, t => &t.log)
    }

    pub fn to_act(&self) -> &[Seat] {
        with_table!(self, t => &t.to_act)
    }

    pub fn over(&self) -> bool {
        with_table!(self, t => t.outcome.is_some())
    }

    /// Why this seat cannot take back its last move now (none: it can).
    pub fn undo_refusal(&self) -> Option<&str> {
        with_table!(self, t => t.undo.as_deref())
    }

    /// The message that plays `action` for this table's seat, if it is this game's.
    pub fn act(&self, action: &AnyAction) -> Option<String> {
        #[allow(unreachable_patterns)]
        match (self, action) {
            #[cfg(feature = "grab-your-goat")]
            (AnyTable::GrabYourGoat(t), AnyAction::GrabYourGoat(a)) => {
                Some(crate::net::act(t.seat, t.moves, a))
            }
            #[cfg(feature = "battlegoats")]
            (AnyTable::BattleGoats(t), AnyAction::BattleGoats(a)) => {
                Some(crate::net::act(t.seat, t.moves, a))
            }
            #[cfg(feature = "floats-mcgoats")]
            (AnyTable::FloatsMcGoats(t), AnyAction::FloatsMcGoats(a)) => {
                Some(crate::net::act(t.seat, t.moves, a))
            }
            #[cfg(feature = "goat-lords")]
            (AnyTable::GoatLords(t), AnyAction::GoatLords(a)) => {
                Some(crate::net::act(t.seat, t.moves, a))
            }
            #[cfg(feature = "gruff-goats")]
            (AnyTable::GruffGoats(t), AnyAction::GruffGoats(a)) => {
                Some(crate::net::act(t.seat, t.moves, a))
            }
            _ => None,
        }
    }
}

/// The players as the boards take them.
fn people(sitters: &[Sitter]) -> Vec<Player> {
    sitters
        .iter()
        .map(|s| Player {
            name: s.name.clone(),
            colour: s.colour,
            computer: s.computer.then_some(crate::engine::bot::Level::Normal),
        })
        .collect()
}

/// The board of a phone's table: its seat's view, with its legal actions to tap.
pub fn board(table: &AnyTable, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let d = dispatch.clone();
    let tap = move |wrap: fn(_) -> AnyAction| {
        let d = d.clone();
        Callback::from(move |a| d.dispatch(Msg::Net(NetMsg::Act(wrap(a)))))
    };
    let watching = (!table.over() && !table.to_act().contains(&table.seat())).then(|| {
        let names: Vec<&str> = table
            .to_act()
            .iter()
            .filter_map(|&s| table.players().get(s).map(|p| p.name.as_str()))
            .collect();
        AttrValue::from(format!(
            "{} to play: watch the board.",
            crate::engine::words::join(&names, " and ")
        ))
    });
    match table {
        #[cfg(feature = "grab-your-goat")]
        AnyTable::GrabYourGoat(t) => html! {
            <super::super::grab_your_goat::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::GrabYourGoat)} {watching} />
        },
        #[cfg(feature = "battlegoats")]
        AnyTable::BattleGoats(t) => html! {
            <super::super::battlegoats::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::BattleGoats)} {watching} />
        },
        #[cfg(feature = "floats-mcgoats")]
        AnyTable::FloatsMcGoats(t) => html! {
            <super::super::floats_mcgoats::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::FloatsMcGoats)} {watching} last={t.recent.last().map(|(_, a)| a.clone())} />
        },
        #[cfg(feature = "goat-lords")]
        AnyTable::GoatLords(t) => html! {
            <super::super::goat_lords::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::GoatLords)} {watching} />
        },
        #[cfg(feature = "gruff-goats")]
        AnyTable::GruffGoats(t) => html! {
            <super::super::gruff_goats::Board view={t.view.clone()} legal={t.legal.clone()} players={people(&t.players)}
                on_action={tap(AnyAction::GruffGoats)} {watching} recent={t.recent.clone()} />
        },
    }
}

/// A phone's screen: its seat's table as the host sent it, or why there is none yet.
pub fn seat_screen(device: &Device, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let seat = device.seat.to_string();
    let Some(table) = &device.table else {
        let words = match (&device.error, device.up) {
            (Some(e), _) => e.clone(),
            (None, true) => "Connected: taking your seat…".to_string(),
            (None, false) => "Looking for the table…".to_string(),
        };
        return html! {
            <main data-screen="joining" data-device="seat" data-seat={seat} class="handoff">
                <section class="pass"><h1>{"Joining the game"}</h1><p class="lead" role="status">{ words }</p></section>
            </main>
        };
    };
    let me = table
        .players()
        .get(device.seat)
        .map_or("?", |p| p.name.as_str());
    let status = html! {
        <>
            if let Some(e) = &device.error { <p class="notice" role="alert">{ e.clone() }</p> }
            if !device.up { <p class="notice" role="status">{"Connection lost: finding the table again…"}</p> }
            <p class="device-seat">{ format!("You are {me}, on your own device.") }</p>
        </>
    };
    let log = html! {
        <section class="log" aria-label="Game log">
            <h3>{"Log"}</h3>
            <ul>{ for table.log().iter().rev().map(|l| html! { <li>{ l.clone() }</li> }) }</ul>
        </section>
    };
    let screen = if table.over() { "over" } else { "play" };
    html! {
        <main data-screen={screen} data-device="seat" data-seat={seat} data-game={table_slug(table)}
            data-moves={table.moves().to_string()} class="play">
            { super::super::kit::layout::play(status, board(table, dispatch), log) }
        </main>
    }
}

fn table_slug(table: &AnyTable) -> String {
    with_table!(table, t => t.game.clone())
}
