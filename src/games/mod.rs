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

/// A computer's turn asked of the computer players' worker (`src/bin/think.rs`): `text`'s first
/// line is `<seat> <level> <seed>`, the rest the game's save (`engine::save`). Returns the index
/// of the chosen action in the seat's legal actions once the save is replayed
/// ([`crate::engine::bot::think`], Hard's thinking timed by `clock`), or `None` when the seat
/// has none or the text can't be read. (In the browser, only the page's own game is answered.)
#[cfg(any(feature = "table", not(target_arch = "wasm32")))]
pub fn computer_answer(text: &str, clock: &dyn Fn() -> f64) -> Option<usize> {
    use crate::engine::bot::{self, Bot, Level};
    /// The question read: the seat, its level and the seed to think from.
    struct Asked(usize, Level, u64);
    fn think<G: Bot>(
        save: &str,
        Asked(seat, level, seed): Asked,
        clock: &dyn Fn() -> f64,
    ) -> Option<usize> {
        let session = crate::engine::Session::<G>::from_save(save).ok()?;
        bot::think(&session.state, seat, level, seed, clock)
    }
    let (head, save) = text.split_once('\n')?;
    let mut words = head.split(' ');
    let seat: usize = words.next()?.parse().ok()?;
    let level = Level::parse(words.next()?)?;
    let seed: u64 = words.next()?.parse().ok()?;
    let asked = Asked(seat, level, seed);
    match crate::engine::save::read(save).ok()?.game.as_str() {
        #[cfg(any(feature = "goat-lords", not(target_arch = "wasm32")))]
        "goat-lords" => think::<goat_lords::GoatLords>(save, asked, clock),
        #[cfg(any(feature = "battlegoats", not(target_arch = "wasm32")))]
        "battlegoats" => think::<battlegoats::BattleGoats>(save, asked, clock),
        #[cfg(any(feature = "gruff-goats", not(target_arch = "wasm32")))]
        "gruff-goats" => think::<gruff_goats::GruffGoats>(save, asked, clock),
        #[cfg(any(feature = "grab-your-goat", not(target_arch = "wasm32")))]
        "grab-your-goat" => think::<grab_your_goat::GrabYourGoat>(save, asked, clock),
        #[cfg(any(feature = "floats-mcgoats", not(target_arch = "wasm32")))]
        "floats-mcgoats" => think::<floats_mcgoats::FloatsMcGoats>(save, asked, clock),
        _ => None,
    }
}
