//! Guided games ("Learn to play"): how a table knows it is being taught. While a guided game is
//! on screen, a board is handed at most one legal action (the
//! step's), and puts `data-next` on the one control the player taps next on the way to it (with
//! a choice in several taps, the first tap's control, then the next one's).
//!
//! The page says it through a Yew context ([`Guided`]), which the boards read with
//! [`use_guided`].

use yew::prelude::*;

/// Whether the screen is a guided game's: the context the page provides around its screens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Guided(pub bool);

/// Whether this table is a guided game's: its tappable control gets `data-next`. (No page
/// around it, as a phone's seat, or a page that says nothing: not guided.)
#[hook]
pub fn use_guided() -> bool {
    use_context::<Guided>().is_some_and(|g| g.0)
}

/// The `data-next` attribute's value for a control that can be tapped now: present (empty) in a
/// guided game, absent otherwise. Use as `data-next={next(guided && can_tap)}`.
#[allow(dead_code)] // (a page whose table marks nothing this way has no use for it)
pub fn next(on: bool) -> Option<AttrValue> {
    on.then_some(AttrValue::Static(""))
}
