//! Saved games in the browser's localStorage, one key per game. Storage may be missing or full
//! (private browsing); every call reports that instead of failing.

#[cfg(feature = "table")]
use super::any::AnySession;
#[cfg(feature = "home")]
use crate::engine::SaveSummary;

const PREFIX: &str = "goatherd.save.";
/// What the game page writes beside each save for the home page: how far the game went ("12
/// moves played", "finished: Bo won"), a tab, and when it was last played (milliseconds since
/// 1970). (Saves from before the time was kept say only "finished" or how many moves.)
const STATUS: &str = "goatherd.status.";

/// One saved game as the home page lists it.
#[cfg(feature = "home")]
#[derive(Clone, Debug, PartialEq)]
pub struct SaveEntry {
    /// Storage id.
    pub id: String,
    /// The outline of the game, or why it cannot be opened.
    pub game: Result<SaveSummary, String>,
    /// How far the game went, as its page last wrote it.
    pub status: Option<String>,
    /// Whether it is over.
    pub finished: bool,
    /// When it was last played (milliseconds since 1970), if its page wrote it. Read as a whole
    /// number: reading a float brings the float parser into the home page (14 KB gzipped).
    pub when: Option<u64>,
}

/// The browser's localStorage, if it can be had.
pub(crate) fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Every saved game, newest first.
#[cfg(feature = "home")]
pub fn list() -> Vec<SaveEntry> {
    let Some(store) = storage() else {
        return Vec::new();
    };
    let count = store.length().unwrap_or(0);
    let mut ids: Vec<String> = (0..count)
        .filter_map(|i| store.key(i).ok().flatten())
        .filter_map(|k| k.strip_prefix(PREFIX).map(str::to_string))
        .collect();
    crate::engine::sort_short(&mut ids);
    ids.reverse();
    ids.into_iter()
        .map(|id| {
            let game = store
                .get_item(&format!("{PREFIX}{id}"))
                .ok()
                .flatten()
                .ok_or_else(|| "This save could not be read from storage.".to_string())
                .and_then(|text| SaveSummary::read(&text).map_err(|e| e.to_string()));
            let line = store.get_item(&format!("{STATUS}{id}")).ok().flatten();
            let (status, when) = match line.as_deref().map(|l| l.split_once('\t')) {
                Some(Some((words, when))) => (Some(words.to_string()), when.parse::<u64>().ok()),
                _ => (line, None),
            };
            let finished = status
                .as_deref()
                .is_some_and(|s| s == "finished" || s.starts_with("finished:"));
            SaveEntry {
                id,
                game,
                status,
                finished,
                when,
            }
        })
        .collect()
}

/// The game a save belongs to, if the save can be read at all.
#[cfg(all(feature = "table", not(feature = "more")))]
pub fn game_of(id: &str) -> Option<String> {
    let text = storage()?.get_item(&format!("{PREFIX}{id}")).ok()??;
    crate::engine::SaveSummary::read(&text).ok().map(|s| s.game)
}

/// Loads one saved game.
#[cfg(feature = "table")]
pub fn load(id: &str) -> Result<AnySession, String> {
    let store = storage().ok_or("Saved games are not available in this browser.")?;
    let text = store
        .get_item(&format!("{PREFIX}{id}"))
        .ok()
        .flatten()
        .ok_or("That saved game is gone.")?;
    AnySession::load(&text)
}

/// Writes a game and its status line; returns why not if storage refuses.
#[cfg(feature = "table")]
pub fn save(id: &str, session: &AnySession) -> Result<(), String> {
    let store = storage().ok_or("Saved games are not available in this browser.")?;
    let status = match session.outcome() {
        Some(outcome) => {
            let names: Vec<&str> = outcome
                .winners
                .iter()
                .filter_map(|&w| session.players().get(w))
                .map(|p| p.name.as_str())
                .collect();
            match names.as_slice() {
                [] => "finished: nobody won".to_string(),
                [one] => format!("finished: {one} won"),
                many => format!(
                    "finished: {} shared the win",
                    crate::engine::words::join(many, " and ")
                ),
            }
        }
        None => format!("{} moves played", session.moves()),
    };
    let status = format!("{status}\t{}", js_sys::Date::now() as u64);
    store
        .set_item(&format!("{PREFIX}{id}"), &session.to_save())
        .and_then(|_| store.set_item(&format!("{STATUS}{id}"), &status))
        .map_err(|_| "The game could not be saved (storage is full or blocked).".to_string())
}

#[cfg(feature = "table")]
const OPEN: &str = "goatherd.open";

/// Remembers which game is at the table, so a reload goes straight back to it.
#[cfg(feature = "table")]
pub fn set_open(id: Option<&str>) {
    if let Some(store) = storage() {
        let _ = match id {
            Some(id) => store.set_item(OPEN, id),
            None => store.remove_item(OPEN),
        };
    }
}

/// The game that was at the table when the page was left.
#[cfg(all(feature = "table", not(feature = "more")))]
pub fn open_id() -> Option<String> {
    storage()?.get_item(OPEN).ok().flatten()
}

/// A notice the more page hands to the game's page as it leaves for it (a link that can't be
/// shown): the game's page shows it at its setup, once.
#[cfg(feature = "table")]
const NOTICE: &str = "goatherd.notice";

/// Leaves a notice for the game's page.
#[cfg(feature = "more")]
pub fn hand_notice(text: &str) {
    if let Some(store) = storage() {
        let _ = store.set_item(NOTICE, text);
    }
}

/// The notice the more page left, if any (taken: it shows once).
#[cfg(all(feature = "table", not(feature = "more")))]
pub fn take_notice() -> Option<String> {
    let store = storage()?;
    let text = store.get_item(NOTICE).ok().flatten()?;
    let _ = store.remove_item(NOTICE);
    Some(text)
}

/// The newest game of `slug` saved here and not over, to offer at its setup: its id, its
/// outline, and how far it went.
#[cfg(all(feature = "table", not(feature = "more"), not(feature = "net")))]
pub fn in_progress(slug: &str) -> Option<(String, crate::engine::SaveSummary, String)> {
    let store = storage()?;
    let mut ids: Vec<String> = (0..store.length().unwrap_or(0))
        .filter_map(|i| store.key(i).ok().flatten())
        .filter_map(|k| k.strip_prefix(PREFIX).map(str::to_string))
        .collect();
    crate::engine::sort_short(&mut ids);
    ids.into_iter().rev().find_map(|id| {
        let status = store.get_item(&format!("{STATUS}{id}")).ok().flatten()?;
        let words = status.split('\t').next().unwrap_or_default().to_string();
        // (A game played across devices is resumed from its device page: not offered here.)
        let on_devices = store
            .get_item(&format!("goatherd.room.{id}"))
            .ok()
            .flatten()
            .is_some();
        if words.starts_with("finished") || on_devices {
            return None;
        }
        let text = store.get_item(&format!("{PREFIX}{id}")).ok()??;
        let summary = crate::engine::SaveSummary::read(&text).ok()?;
        (summary.game == slug).then_some((id, summary, words))
    })
}

/// The seats of the last game set up here, for the next setup: how many, and each seat's name,
/// token and who plays it (a person, a computer's level, a device), a line each.
#[cfg(all(feature = "table", not(feature = "more")))]
const SEATS: &str = "goatherd.seats";

/// One remembered seat: its name, its token, and who plays it ("person", "easy", "device", ...).
#[cfg(all(feature = "table", not(feature = "more")))]
#[derive(Clone, Debug, PartialEq)]
pub struct KeptSeat {
    pub name: String,
    pub colour: usize,
    pub who: String,
}

/// Remembers the seats just set up (all six: the ones past `count` keep their tokens and names
/// for a bigger table next time).
#[cfg(all(feature = "table", not(feature = "more")))]
pub fn remember_seats(count: usize, seats: &[KeptSeat]) {
    let clean = |s: &str| s.replace(['\t', '\n', '\r'], " ");
    let lines: Vec<String> = std::iter::once(count.to_string())
        .chain(
            seats
                .iter()
                .map(|s| format!("{}\t{}\t{}", s.colour, clean(&s.who), clean(&s.name))),
        )
        .collect();
    if let Some(store) = storage() {
        let _ = store.set_item(SEATS, &lines.join("\n"));
    }
}

/// The seats last set up, if they were kept and read whole (a line that does not read drops
/// them all: the setup then starts from its defaults).
#[cfg(all(feature = "table", not(feature = "more")))]
pub fn seats() -> Option<(usize, Vec<KeptSeat>)> {
    let text = storage()?.get_item(SEATS).ok()??;
    let mut lines = text.lines();
    let count = lines.next()?.parse().ok()?;
    let seats = lines
        .map(|line| {
            let mut parts = line.splitn(3, '\t');
            Some(KeptSeat {
                colour: parts.next()?.parse().ok()?,
                who: parts.next()?.to_string(),
                name: parts.next()?.to_string(),
            })
        })
        .collect::<Option<Vec<_>>>()?;
    Some((count, seats))
}

/// How fast computers play, as last chosen (a [`crate::app::model::Pace`]'s name).
#[cfg(feature = "table")]
const PACE: &str = "goatherd.pace";

/// Remembers how fast computers play.
#[cfg(feature = "table")]
pub fn remember_pace(name: &str) {
    if let Some(store) = storage() {
        let _ = store.set_item(PACE, name);
    }
}

/// How fast computers played last, if it was kept.
#[cfg(all(feature = "table", not(feature = "more")))]
pub fn pace() -> Option<String> {
    storage()?.get_item(PACE).ok().flatten()
}

/// Deletes a saved game.
#[cfg(feature = "home")]
pub fn delete(id: &str) {
    if let Some(store) = storage() {
        let _ = store.remove_item(&format!("{PREFIX}{id}"));
        let _ = store.remove_item(&format!("{STATUS}{id}"));
        // A game played across devices keeps its room beside it (see app::net).
        let _ = store.remove_item(&format!("goatherd.room.{id}"));
    }
}

/// A new storage id that sorts after older ones.
#[cfg(feature = "table")]
pub fn new_id() -> String {
    let now = js_sys::Date::now() as u64;
    format!("{now:013}-{:04}", random_u64() % 10_000)
}

/// A new seed for a deal: short enough to read out and type back in.
#[cfg(feature = "table")]
pub fn new_seed() -> u64 {
    random_u64() % 1_000_000_000
}

/// A fresh random number from the browser's generator.
#[cfg(feature = "table")]
pub fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // No crypto generator: fall back to the clock, which is still a fine deal.
        return js_sys::Date::now() as u64;
    }
    u64::from_le_bytes(bytes)
}
