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
    /// Whether the game is won on points (else by a last card standing, or a goat grabbed):
    /// its end screen has a row of scores.
    pub points: bool,
}

static GOAT_LORDS: GameInfo = GameInfo {
    slug: "goat-lords",
    name: "Goat Lords",
    players: (2, 6),
    minutes: (30, 45),
    blurb: "Birth twin goats, duel for the top stack, and play wild action cards.",
    points: true,
};

static BATTLEGOATS: GameInfo = GameInfo {
    slug: "battlegoats",
    name: "BattleGoats",
    players: (2, 6),
    minutes: (10, 25),
    blurb: "Hide nine cards in a 3x3 battlefield and flip them into battle, to the last card.",
    points: false,
};

static GRUFF_GOATS: GameInfo = GameInfo {
    slug: "gruff-goats",
    name: "Gruff Goats",
    players: (2, 4),
    minutes: (5, 20),
    blurb: "Claim magic wands with playing cards and race three goats past the trolls.",
    points: true,
};

static GRAB_YOUR_GOAT: GameInfo = GameInfo {
    slug: "grab-your-goat",
    name: "Grab Your Goat!",
    players: (2, 4),
    minutes: (15, 30),
    blurb: "Chase your wandering goat across a mountain of face-down cards.",
    points: false,
};

static FLOATS_MCGOATS: GameInfo = GameInfo {
    slug: "floats-mcgoats",
    name: "Floats McGoats",
    players: (2, 4),
    minutes: (15, 30),
    blurb: "Build a stick raft together and keep your goats safe from the shark.",
    points: true,
};

/// Every game's slug (a page finds its own game among them without its catalogue entry).
pub const SLUGS: [&str; 5] = [
    "goat-lords",
    "battlegoats",
    "gruff-goats",
    "grab-your-goat",
    "floats-mcgoats",
];

/// Every playable game.
pub const CATALOG: &[&GameInfo] = &[
    &GOAT_LORDS,
    &BATTLEGOATS,
    &GRUFF_GOATS,
    &GRAB_YOUR_GOAT,
    &FLOATS_MCGOATS,
];

/// The catalogue entry for a slug. A game's play page (built without the home page, its more
/// page or its device page) knows only the games it has: the others' words stay out of its
/// download.
pub fn info(slug: &str) -> Option<&'static GameInfo> {
    #[cfg(not(all(
        target_arch = "wasm32",
        not(any(feature = "home", feature = "more", feature = "net"))
    )))]
    return CATALOG.iter().copied().find(|g| g.slug == slug);
    #[cfg(all(
        target_arch = "wasm32",
        not(any(feature = "home", feature = "more", feature = "net"))
    ))]
    {
        let mut has: [Option<&'static GameInfo>; 5] = [None; 5];
        #[cfg(feature = "goat-lords")]
        {
            has[0] = Some(&GOAT_LORDS);
        }
        #[cfg(feature = "battlegoats")]
        {
            has[1] = Some(&BATTLEGOATS);
        }
        #[cfg(feature = "gruff-goats")]
        {
            has[2] = Some(&GRUFF_GOATS);
        }
        #[cfg(feature = "grab-your-goat")]
        {
            has[3] = Some(&GRAB_YOUR_GOAT);
        }
        #[cfg(feature = "floats-mcgoats")]
        {
            has[4] = Some(&FLOATS_MCGOATS);
        }
        has.into_iter().flatten().find(|g| g.slug == slug)
    }
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

#[cfg(test)]
mod catalogue_tests {
    use super::{CATALOG, SLUGS, info};

    /// The slugs a page looks for its game among are the catalogue's, and each finds its entry.
    #[test]
    fn slugs_are_the_catalogue() {
        let slugs: Vec<&str> = CATALOG.iter().map(|g| g.slug).collect();
        assert_eq!(slugs, SLUGS);
        for slug in SLUGS {
            assert_eq!(info(slug).map(|g| g.slug), Some(slug));
        }
        assert_eq!(info("chess"), None);
    }
}
