//! What everything on the mountain does, in words for the info sheet, the cards and the news of a
//! move: built from the cards' data (their sides, what blocks a win, which way a Waterfall
//! flows), so the help says what the rules do. Each help text is a name line, a "\n", then what
//! the thing does.

use super::DieFace;
use super::board::{CardId, Dir, EFFECTS, Effect, Face, Tile, rotate};

impl Effect {
    /// What the card does, in a short line (printed on the card).
    pub fn line(self) -> &'static str {
        match self {
            Effect::CoffeeBush => "Start here: roll or move twice",
            Effect::SkiLift => "Ride to and from the Top",
            Effect::Thicket => "Shepherd loses the next turn",
            Effect::WheatField => "A goat that enters stays put",
            Effect::DenseFog => "Face-up cards go back face down",
            Effect::Landslide => "Clears a line to the edge",
            Effect::Mineshaft => "Drops a shepherd back home",
            Effect::SteepCliff => "No shepherd may enter",
            Effect::Waterfall => "Sweeps a shepherd one card on",
        }
    }

    /// What the card does in full: when it works and on whom.
    pub fn rule(self) -> &'static str {
        match self {
            Effect::CoffeeBush => {
                "A goat starting its turn here rolls twice; a shepherd, two moves."
            }
            Effect::SkiLift => {
                "Any shepherd may ride between it and the Top as a move; its finder rides free at once. Else a four-way path."
            }
            Effect::Thicket => {
                "A shepherd entering it misses their next move; their goat still rolls."
            }
            Effect::WheatField => "A goat on it stays, unrolled, while it lies face up.",
            Effect::DenseFog => {
                "Turned up, every face-up card nobody stands on is dealt again face down; the Fog is replaced."
            }
            Effect::Landslide => {
                "Turned up, it is aimed: it and the cards that way to the edge are dealt again face down; shepherds there go home."
            }
            Effect::Mineshaft => {
                "Its finder falls in and comes out at home; face up, anyone may step in to go home."
            }
            Effect::SteepCliff => {
                "Its finder stays where they were: that was their move. Pushed or swept onto it, a shepherd wakes up at home."
            }
            Effect::Waterfall => {
                "Its finder aims it. A shepherd on it is swept one card that way; swept off the mountain or onto a Steep Cliff, home."
            }
        }
    }
}

/// The sides a mask of arrows is open to, in words ("north, east and south").
pub fn sides(mask: u8) -> String {
    let names: Vec<&str> = Dir::ALL
        .into_iter()
        .filter(|d| mask & d.bit() != 0)
        .map(Dir::name)
        .collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => {
            format!("{} and {last}", crate::engine::words::join(rest, ", "))
        }
        _ => crate::engine::words::join(&names, ""),
    }
}

/// The effects on which a shepherd does not catch their goat, in words.
fn no_win_cards() -> String {
    let names: Vec<&str> = EFFECTS
        .into_iter()
        .map(|(e, _)| e)
        .filter(|e| e.blocks_win())
        .map(Effect::name)
        .collect();
    crate::engine::words::join(&names, ", ")
}

/// What a path card is for, after the sides it is open to.
const PATH: &str = "Shepherds step on and off it only that way, onto a path back; one on it may turn it a quarter as a move.";

/// A card's help: its name, then what it does. `rot`: how it lies (a path's sides, a
/// Waterfall's way), `None` while its way is not chosen yet.
pub fn card_help(card: CardId, rot: Option<u8>) -> String {
    match card.face() {
        Face::Arrows(mask) => format!(
            "{}\nOpen to the {}. {PATH}",
            card.name(),
            sides(rotate(mask, rot.unwrap_or(0)))
        ),
        Face::Effect(e) => {
            let flow = match (e, rot) {
                (Effect::Waterfall, Some(r)) => format!(" It flows {}.", Tile::sweep(r).name()),
                (Effect::Waterfall, None) => " Its way is not chosen yet.".to_string(),
                _ => String::new(),
            };
            let no_win = if e.blocks_win() {
                " Nobody catches their goat on it."
            } else {
                ""
            };
            format!("{}\n{}. {}{flow}{no_win}", e.name(), e.line(), e.rule())
        }
    }
}

/// The Top of the Mountain's help.
pub const TOP: &str = "Top of the Mountain\nGoats start here. A shepherd entering it on their move may turn over any one face-down card (an effect works at once). Open on every side.";

/// A face-down card's help.
pub const DOWN: &str = "A face-down card\nStep on to turn it over (a path turns to meet yours, an effect works at once), or swap a hand card for it.";

/// An empty place's help (the deck ran out while cards were dealt again).
pub const GAP: &str = "No card\nThe deck ran out: goats may wander here, shepherds may not.";

/// What a house is, after its owner's name.
pub const HOUSE: &str =
    "Its shepherd starts here and comes back when sent home. Open on every side.";

/// What a shepherd does, after its owner's name.
pub const SHEPHERD: &str = "One move a turn: a step along the arrows, a hand card swapped for a face-down one, a quarter turn of the card underfoot, or a Ski Lift ride. Stepping onto another's piece throws it next door.";

/// What a goat does, after its owner's name.
pub fn goat_help() -> String {
    format!(
        "Each turn it goes one card the die's way, whatever the cards; past an edge it comes back on the far side. Its shepherd wins by stepping onto it (not on a {}).",
        no_win_cards()
    )
}

/// The die's help, showing `face` (or not rolled yet).
pub fn die_help(face: Option<DieFace>) -> String {
    let shows = match face {
        Some(DieFace::Way(d)) => format!("It shows {}.", d.name()),
        Some(DieFace::Rest) => "It shows rest.".into(),
        Some(DieFace::Any) => "It shows any way.".into(),
        None => "Not rolled yet.".into(),
    };
    format!(
        "The die\n{shows} Rolled for your goat: an arrow sends it one card that way, rest leaves it, the star lets you choose."
    )
}
