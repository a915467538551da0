//! The five games.

pub mod goat_lords;
