//! The five games, and the catalogue the home screen lists. A game appears in the catalogue
//! only when it is playable end to end.

pub mod battlegoats;
#[cfg(test)]
mod bot_fairness;
pub mod floats_mcgoats;
pub mod goat_lords;
pub mod grab_your_goat;
pub mod gruff_goats;
#[cfg(test)]
mod quiet_log;

/// What the home screen says about a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameInfo {
    /// The slug used in saves and `data-game`.
    pub slug: &'static str,
    /// The printed name.
    pub name: &'static str,
    /// Smallest and largest table.
    pub players: (usize, usize),
    /// Typical length of a game, in minutes.
    pub minutes: (u32, u32),
    /// One line on what the game is.
    pub blurb: &'static str,
}

/// Every playable game.
pub const CATALOG: &[GameInfo] = &[
    GameInfo {
        slug: "goat-lords",
        name: "Goat Lords",
        players: (2, 6),
        minutes: (30, 45),
        blurb: "Birth twin goats, duel for the top stack, and play wild action cards.",
    },
    GameInfo {
        slug: "battlegoats",
        name: "BattleGoats",
        players: (2, 6),
        minutes: (10, 25),
        blurb: "Hide nine cards in a 3x3 battlefield and flip them into battle, to the last card.",
    },
    GameInfo {
        slug: "gruff-goats",
        name: "Gruff Goats",
        players: (2, 4),
        minutes: (5, 20),
        blurb: "Claim magic wands with playing cards and race three goats past the trolls.",
    },
    GameInfo {
        slug: "grab-your-goat",
        name: "Grab Your Goat!",
        players: (2, 4),
        minutes: (15, 30),
        blurb: "Chase your wandering goat across a mountain of face-down cards.",
    },
    GameInfo {
        slug: "floats-mcgoats",
        name: "Floats McGoats",
        players: (2, 4),
        minutes: (15, 30),
        blurb: "Build a stick raft together and keep your goats safe from the shark.",
    },
];

/// The catalogue entry for a slug.
pub fn info(slug: &str) -> Option<&'static GameInfo> {
    CATALOG.iter().find(|g| g.slug == slug)
}
