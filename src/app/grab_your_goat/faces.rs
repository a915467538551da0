//! What a mountain card shows wherever it is drawn (on the mountain, in the hand, on the buttons
//! that turn a found card): a path's trail and an effect's picture (their words are the rules'
//! own, in `games::grab_your_goat::help`).

use crate::games::grab_your_goat::{Dir, Effect};
use yew::prelude::*;

/// An effect's picture.
pub(super) fn effect_icon(e: Effect) -> &'static str {
    match e {
        Effect::CoffeeBush => "☕",
        Effect::SkiLift => "🚡",
        Effect::Thicket => "🌿",
        Effect::WheatField => "🌾",
        Effect::DenseFog => "🌫",
        Effect::Landslide => "🪨",
        Effect::Mineshaft => "⛏",
        Effect::SteepCliff => "🧗",
        Effect::Waterfall => "💧",
    }
}

/// A path card's trail (`mask`: its open sides), unturned, on a 100x100 card: a worn earth
/// track from the middle out through each open side.
#[derive(Properties, PartialEq)]
pub(super) struct TrailProps {
    pub mask: u8,
}

#[component]
pub(super) fn Trail(p: &TrailProps) -> Html {
    let ends = |d: Dir| match d {
        Dir::N => "50 0",
        Dir::E => "100 50",
        Dir::S => "50 100",
        Dir::W => "0 50",
    };
    let track: String = Dir::ALL
        .into_iter()
        .filter(|d| p.mask & d.bit() != 0)
        .map(|d| format!("M50 50L{}", ends(d)))
        .collect();
    html! {
        <svg class="gy-trail" viewBox="0 0 100 100" aria-hidden="true">
            <circle cx="18" cy="20" r="3" fill="#7fa656" />
            <circle cx="82" cy="80" r="3" fill="#7fa656" />
            <circle cx="80" cy="18" r="2" fill="#e7c64a" />
            <circle cx="20" cy="82" r="2" fill="#e7c64a" />
            <path d={track.clone()} fill="none" stroke="#8a5a2b" stroke-width="26" stroke-linecap="round" />
            <path d={track.clone()} fill="none" stroke="#d8b07a" stroke-width="16" stroke-linecap="round" />
            <path d={track} fill="none" stroke="#b98a55" stroke-width="2" stroke-dasharray="4 7" />
        </svg>
    }
}
