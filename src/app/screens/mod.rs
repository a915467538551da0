//! The screens around the tables, drawn from the reducer's state (app::model) with the kit and
//! the games' boards (app::boards): the setup, the table with its hand-off, pass and end screens
//! ([`table`]), the frame around them ([`shell`]: the bar and the sheets), the lesson and the
//! replay (the more page), and the device page's screens ([`devices`]).

#[cfg(feature = "net")]
pub mod devices;
#[cfg(feature = "more")]
pub mod guide;
#[cfg(feature = "more")]
pub mod replay;
mod scores;
#[cfg(not(feature = "more"))]
pub mod setup;
pub mod shell;
pub mod table;
