//! Goatherd: five goat-themed tabletop games played hot-seat in the browser.
//!
//! The rules of every game are plain Rust under [`games`], built on the shared contract in
//! [`engine`]; they have no web dependency and are tested natively. The browser app lives in
//! `app` and is only compiled for `wasm32`.

/// Style rules squeezed for the download (also used by `build.rs`).
pub mod css;
pub mod engine;
pub mod games;
pub mod help_page;
/// Playing on several devices: the protocol between a host and its devices (free of the
/// network; native tests check it). In the browser, only the device page has it (feature
/// `net`): the hot-seat pages have no JSON.
#[cfg(any(feature = "net", not(target_arch = "wasm32")))]
pub mod net;

#[cfg(target_arch = "wasm32")]
pub mod app;

/// The sound each game's moves make: part of the app, kept free of the browser so native tests
/// check it (played by `app::kit::sound`).
#[cfg(any(feature = "table", not(target_arch = "wasm32")))]
#[path = "app/sounds.rs"]
pub mod sounds;

/// The browser build's allocator (see `Cargo.toml`).
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
