//! The sample cards of a game's help pages (`::card Name | ...` lines, see [`super::kit::help`])
//! drawn as its table draws that card (colour, picture, type), not as a plain card: a card is
//! found by its printed name among the page's game's cards. A name the game does not have (a
//! Grab Your Goat! mountain card, say) is drawn plainly from the line's own fields.

use super::kit::card::{CardProps, Size};

/// The card named `name` as the page's game draws it, small; `None` if the game has none of
/// that name (or draws its cards otherwise).
pub fn card(name: &str) -> Option<CardProps> {
    #[cfg(feature = "goat-lords")]
    if let Some(id) = crate::games::goat_lords::CardId::all().find(|c| c.card().name() == name) {
        return Some(super::goat_lords::card::face(id.card(), Size::Small));
    }
    #[cfg(feature = "battlegoats")]
    if let Some(id) = crate::games::battlegoats::CardId::all().find(|c| c.name() == name) {
        return Some(super::battlegoats::face(id, Size::Small, false));
    }
    let _ = (name, Size::Small);
    None
}
