//! Guided games ("Learn to play"): how a table knows it is being taught. While a guided game is
//! on screen (the app sets [`set`] as it draws), a board is handed at most one legal action (the
//! step's), and puts `data-next` on the one control the player taps next on the way to it (with
//! a choice in several taps, the first tap's control, then the next one's).
//!
//! A flag rather than a Yew context: a context provider is one more component in every page's
//! download, and only one screen shows at a time.

use std::cell::Cell;
use yew::prelude::*;

thread_local! {
    static GUIDED: Cell<bool> = const { Cell::new(false) };
}

/// Says whether the screen being drawn is a guided game's (only the more page shows one).
#[cfg(feature = "more")]
pub fn set(on: bool) {
    GUIDED.set(on);
}

/// Whether the screen being drawn is a guided game's.
pub fn on() -> bool {
    GUIDED.get()
}

/// Whether this table is a guided game's: its tappable control gets `data-next`.
#[hook]
pub fn use_guided() -> bool {
    on()
}

/// The `data-next` attribute's value for a control that can be tapped now: present (empty) in a
/// guided game, absent otherwise. Use as `data-next={next(guided && can_tap)}`.
#[allow(dead_code)] // (a page whose table marks nothing this way has no use for it)
pub fn next(on: bool) -> Option<AttrValue> {
    on.then_some(AttrValue::Static(""))
}
