//! Named tests for every Goat Lords rule and action card.
