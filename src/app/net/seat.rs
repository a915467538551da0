//! A phone's side: the table the host sent, whichever game it is (its screen is
//! screens::devices).

use super::super::any::AnyAction;
use crate::engine::Seat;
use crate::net::{Sitter, Table};

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

impl AnyTable {
    /// The game's name in addresses (`goat-lords`, ...).
    pub fn slug(&self) -> String {
        with_table!(self, t => t.game.clone())
    }
}
