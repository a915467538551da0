//! The save format: a few lines of plain text, one thing a line, a word first.
//!
//! ```text
//! goatherd save 4
//! game battlegoats
//! seed 1234
//! options 0 1
//! player 0 person Ana
//! player 1 hard Bo
//! act 0 5 2 1 0
//! ```
//!
//! `options` and each `act` (the seat, then the action) are written as numbers by the game's
//! `code.rs` (see [`super::code`]). Only the seed, the options, the people and the actions are
//! kept: the position and the log are rebuilt by replaying, so a save can never disagree with
//! itself. The format is read here, by hand, rather than as JSON through serde_json: the JSON
//! reader (its parser, its number reading with its table of powers of ten, its error messages
//! and one derived reader for each saved type) was 23 KB of each game page's gzipped download,
//! more than the page was over its 150 KB budget. Every line is checked; anything unexpected is
//! a typed error ([`LoadError`]) naming the line.

use super::bot::Level;
use super::code::Code;
use super::{Game, LoadError, Player, Seat};
use std::fmt::Write;

/// The save format version. Bump it when a saved game of the previous version can no longer be
/// read; such saves are reported as incompatible rather than misread.
pub const SAVE_VERSION: u32 = 4;

/// The first words of every save.
const MAGIC: &str = "goatherd save ";

/// A save as read, before the game reads its options and actions from their numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Saved {
    /// The game's slug.
    pub game: String,
    /// The seed of the deal.
    pub seed: u64,
    /// The table options, as numbers.
    pub options: Code,
    /// The people at the table.
    pub players: Vec<Player>,
    /// Every action, in order: the seat and the action's numbers, with the line it was on.
    pub history: Vec<(usize, Seat, Code)>,
}

/// Writes a save.
pub fn write<G: Game>(
    players: &[Player],
    options: &G::Options,
    seed: u64,
    history: &[(Seat, G::Action)],
) -> String {
    let mut out = format!(
        "{MAGIC}{SAVE_VERSION}\ngame {}\nseed {seed}\noptions",
        G::SLUG
    );
    let numbers = |out: &mut String, code: Code| {
        for n in code {
            let _ = write!(out, " {n}");
        }
    };
    numbers(&mut out, options.clone().into());
    for p in players {
        let level = p.computer.map_or("person", Level::name);
        // A name is one line (the setup's text box can't hold a line break; a save must not).
        let name = p.name.replace(['\n', '\r'], " ");
        let _ = write!(out, "\nplayer {} {level} {name}", p.colour);
    }
    for (seat, action) in history {
        let _ = write!(out, "\nact {seat}");
        numbers(&mut out, action.clone().into());
    }
    out.push('\n');
    out
}

/// Reads a save's lines (of any game), checking its version first.
pub fn read(text: &str) -> Result<Saved, LoadError> {
    let mut lines = super::words::lines(text)
        .enumerate()
        .map(|(i, l)| (i + 1, l));
    let first = lines.next().map_or("", |(_, l)| l);
    let Some(version) = first.strip_prefix(MAGIC) else {
        return Err(older(text));
    };
    let version = version
        .trim()
        .parse()
        .map_err(|_| corrupt(1, "its version is not a number"))?;
    if version != SAVE_VERSION {
        return Err(LoadError::Version(version));
    }
    let (mut game, mut seed, mut options) = (None, None, None);
    let mut players = Vec::new();
    let mut history = Vec::new();
    for (n, line) in lines {
        let (word, rest) = super::words::split_once(line, b' ').unwrap_or((line, ""));
        match word {
            "game" => game = Some(rest.to_string()),
            "seed" => seed = Some(rest.parse().map_err(|_| corrupt(n, "bad seed"))?),
            "options" => options = Some(numbers(n, rest)?),
            "player" => {
                // A colour, a level, and the name: the rest of the line, spaces and all.
                let (colour, rest) = super::words::split_once(rest, b' ').unwrap_or((rest, ""));
                let colour = colour.parse().ok();
                let (level, name) = match super::words::split_once(rest, b' ') {
                    Some((level, name)) => (Some(level), Some(name)),
                    None if rest.is_empty() => (None, None),
                    None => (Some(rest), None),
                };
                let level = match level {
                    Some("person") => Some(None),
                    Some(level) => Level::parse(level).map(Some),
                    None => None,
                };
                let (Some(colour), Some(computer), Some(name)) = (colour, level, name) else {
                    return Err(corrupt(
                        n,
                        "a player should be a colour, a level and a name",
                    ));
                };
                players.push(Player {
                    name: name.to_string(),
                    colour,
                    computer,
                });
            }
            "act" => {
                let mut code = numbers(n, rest)?;
                let seat = (!code.is_empty())
                    .then(|| usize::try_from(code.remove(0)).ok())
                    .flatten()
                    .ok_or_else(|| corrupt(n, "an action needs its seat"))?;
                history.push((n, seat, code));
            }
            "" => {}
            _ => return Err(corrupt(n, "a line this version does not know")),
        }
    }
    let missing = |what: &str| LoadError::Corrupt(format!("it has no {what}"));
    Ok(Saved {
        game: game.ok_or_else(|| missing("game"))?,
        seed: seed.ok_or_else(|| missing("seed"))?,
        options: options.ok_or_else(|| missing("options"))?,
        players,
        history,
    })
}

/// A save of the JSON formats before 4 (`{"version":3,…}`) is from another version; anything
/// else is not a save.
fn older(text: &str) -> LoadError {
    let version = text
        .trim_start()
        .strip_prefix('{')
        .and_then(|t| {
            // (A byte search: a text pattern brings the standard library's searcher into the page.)
            const KEY: &[u8] = b"\"version\":";
            let at = t.as_bytes().windows(KEY.len()).position(|w| w == KEY)?;
            t.get(at + KEY.len()..)
        })
        .map(|v| v.trim_start())
        .and_then(|v| v.get(..v.bytes().take_while(u8::is_ascii_digit).count()))
        .and_then(|v| v.parse().ok());
    match version {
        Some(v) => LoadError::Version(v),
        None => LoadError::Corrupt("it is not a Goatherd save".into()),
    }
}

fn corrupt(line: usize, why: &str) -> LoadError {
    LoadError::Corrupt(format!("line {line}: {why}"))
}

/// The numbers of a line, separated by spaces.
fn numbers(line: usize, text: &str) -> Result<Code, LoadError> {
    super::words::split(text, b' ')
        .filter(|w| !w.is_empty())
        .map(|w| w.parse().map_err(|_| corrupt(line, "not a number")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_of_damage_is_named_with_its_line() {
        let good =
            "goatherd save 4\ngame g\nseed 7\noptions 1 0\nplayer 2 hard Jo Ann\nact 1 5 -2\n";
        let saved = read(good).expect("reads");
        assert_eq!(saved.game, "g");
        assert_eq!(saved.seed, 7);
        assert_eq!(saved.options, vec![1, 0]);
        assert_eq!(
            saved.players,
            vec![Player {
                name: "Jo Ann".into(),
                colour: 2,
                computer: Some(Level::Hard)
            }]
        );
        assert_eq!(saved.history, vec![(6, 1, vec![5, -2])]);
        let damaged = |from: &str, to: &str| match read(&good.replacen(from, to, 1)) {
            Err(LoadError::Corrupt(why)) => why,
            other => panic!("{from} -> {to}: {other:?}"),
        };
        assert_eq!(damaged("seed 7", "seed x"), "line 3: bad seed");
        assert_eq!(damaged("seed 7", "seed -7"), "line 3: bad seed");
        assert_eq!(
            damaged("options 1 0", "options 1 z"),
            "line 4: not a number"
        );
        assert_eq!(
            damaged("hard", "clever"),
            "line 5: a player should be a colour, a level and a name"
        );
        assert_eq!(
            damaged("act 1 5 -2", "act -1 5"),
            "line 6: an action needs its seat"
        );
        assert_eq!(
            damaged("act 1 5 -2", "act"),
            "line 6: an action needs its seat"
        );
        assert_eq!(
            damaged("act 1", "move 1"),
            "line 6: a line this version does not know"
        );
        assert_eq!(damaged("seed 7\n", ""), "it has no seed");
        assert_eq!(
            damaged("save 4", "save four"),
            "line 1: its version is not a number"
        );
        assert!(matches!(
            read(&good.replacen("save 4", "save 5", 1)),
            Err(LoadError::Version(5))
        ));
        // The JSON saves of versions 1 to 3 are from another version; anything else is no save.
        assert_eq!(
            read("{\"version\": 3,\"game\":\"goat-lords\"}"),
            Err(LoadError::Version(3))
        );
        assert!(matches!(read("{nonsense"), Err(LoadError::Corrupt(_))));
        assert!(matches!(read(""), Err(LoadError::Corrupt(_))));
    }
}
