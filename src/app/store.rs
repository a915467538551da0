//! Saved games in the browser's localStorage, one key per game. Storage may be missing or full
//! (private browsing); every call reports that instead of failing.

use super::model::AnySession;

const PREFIX: &str = "goatherd.save.";

/// One saved game as the home screen lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct SaveEntry {
    /// Storage id.
    pub id: String,
    /// The game, or why it cannot be read.
    pub game: Result<AnySession, String>,
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// Every saved game, newest first.
pub fn list() -> Vec<SaveEntry> {
    let Some(store) = storage() else {
        return Vec::new();
    };
    let count = store.length().unwrap_or(0);
    let mut ids: Vec<String> = (0..count)
        .filter_map(|i| store.key(i).ok().flatten())
        .filter_map(|k| k.strip_prefix(PREFIX).map(str::to_string))
        .collect();
    ids.sort();
    ids.reverse();
    ids.into_iter()
        .map(|id| {
            let game = store
                .get_item(&format!("{PREFIX}{id}"))
                .ok()
                .flatten()
                .ok_or_else(|| "This save could not be read from storage.".to_string())
                .and_then(|text| AnySession::load(&text));
            SaveEntry { id, game }
        })
        .collect()
}

/// Loads one saved game.
pub fn load(id: &str) -> Result<AnySession, String> {
    let store = storage().ok_or("Saved games are not available in this browser.")?;
    let text = store
        .get_item(&format!("{PREFIX}{id}"))
        .ok()
        .flatten()
        .ok_or("That saved game is gone.")?;
    AnySession::load(&text)
}

/// Writes a game; returns why not if storage refuses.
pub fn save(id: &str, session: &AnySession) -> Result<(), String> {
    let store = storage().ok_or("Saved games are not available in this browser.")?;
    store
        .set_item(&format!("{PREFIX}{id}"), &session.to_save())
        .map_err(|_| "The game could not be saved (storage is full or blocked).".to_string())
}

const OPEN: &str = "goatherd.open";

/// Remembers which game is at the table, so a reload goes straight back to it.
pub fn set_open(id: Option<&str>) {
    if let Some(store) = storage() {
        let _ = match id {
            Some(id) => store.set_item(OPEN, id),
            None => store.remove_item(OPEN),
        };
    }
}

/// The game that was at the table when the page was left.
pub fn open_id() -> Option<String> {
    storage()?.get_item(OPEN).ok().flatten()
}

/// Deletes a saved game.
pub fn delete(id: &str) {
    if let Some(store) = storage() {
        let _ = store.remove_item(&format!("{PREFIX}{id}"));
    }
}

/// A new storage id that sorts after older ones.
pub fn new_id() -> String {
    let now = js_sys::Date::now() as u64;
    format!("{now:013}-{:04}", random_u64() % 10_000)
}

/// A new seed for a deal: short enough to read out and type back in.
pub fn new_seed() -> u64 {
    random_u64() % 1_000_000_000
}

/// A fresh random number from the browser's generator.
pub fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // No crypto generator: fall back to the clock, which is still a fine deal.
        return js_sys::Date::now() as u64;
    }
    u64::from_le_bytes(bytes)
}
