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
                "A goat that starts its owner's turn here is rolled for twice; a shepherd who starts a turn here makes two moves."
            }
            Effect::SkiLift => {
                "Any shepherd may ride between it and the Top as their move. Whoever finds it rides once for free at once. Otherwise it is a four-way path."
            }
            Effect::Thicket => {
                "A shepherd who enters it misses their next move (their goat still rolls). Goats pass through."
            }
            Effect::WheatField => {
                "A goat on it eats and stays while it lies face up, and is not rolled for. Shepherds pass through."
            }
            Effect::DenseFog => {
                "When it turns up, every face-up card nobody stands on goes back into the deck and is dealt again face down; then the Fog is swapped for a new card."
            }
            Effect::Landslide => {
                "When it turns up, the player on turn picks a way: it and every card from it that way to the edge are dealt again face down. Shepherds there go home; goats stay."
            }
            Effect::Mineshaft => {
                "Whoever finds it falls in and comes out at home. While it lies face up, any shepherd may step in to go home."
            }
            Effect::SteepCliff => {
                "Whoever finds it stays where they were: that was their move. A shepherd pushed or swept onto it wakes up at home."
            }
            Effect::Waterfall => {
                "Whoever finds it chooses its way. A shepherd on it is swept one card that way (a face-down card there turns over); swept onto a Steep Cliff or off the mountain, they wake up at home."
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
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
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
    names.join(", ")
}

/// What a path card is for, after the sides it is open to.
const PATH: &str = "A shepherd steps on or off it only through these sides, onto a card with a path back. A shepherd standing on it may give it a quarter turn as their move.";

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
pub const TOP: &str = "Top of the Mountain\nEvery goat starts here. A shepherd who enters it on their own move (on foot or by Ski Lift) may turn over any one face-down card; an effect turned over so works at once. Open on every side.";

/// A face-down card's help.
pub const DOWN: &str = "A face-down card\nStep onto it to turn it over: a path is turned to meet yours, an effect works at once. Or lay a card from your hand in its place and take it into your hand.";

/// An empty place's help (the deck ran out while cards were dealt again).
pub const GAP: &str = "No card\nThe deck ran out: goats may wander here, shepherds may not.";

/// What a house is, after its owner's name.
pub const HOUSE: &str = "Where its shepherd starts and comes back to when sent home. Open on every side: step out onto any card next to it, whatever its arrows.";

/// What a shepherd does, after its owner's name.
pub const SHEPHERD: &str = "One move a turn: a step along the arrows, a card from the hand laid on a face-down card, a quarter turn of the card underfoot, or a Ski Lift ride. Stepping onto another's goat or shepherd throws it onto a card next door.";

/// What a goat does, after its owner's name.
pub fn goat_help() -> String {
    format!(
        "Rolled for at the start of its owner's turn: it goes one card the die's way, whatever the cards, and past an edge comes back on the far side. Its shepherd wins by stepping onto it (not on a {}).",
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
        "The die\n{shows} Rolled for your goat each turn: an arrow sends it one card that way, rest leaves it grazing, the star lets you choose the way."
    )
}
