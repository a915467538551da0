//! The table's help in the players' words, built from the position: what a stick is (light, dark,
//! anchor) and what may happen to it, a triangle's state (open, closed, locked) and who is in it,
//! whose goats these are and what may happen to them. Never a coordinate. Lines are separated by
//! "\n" (the info sheet keeps them): a name line, then what it means.

use super::What;
use crate::games::floats_mcgoats::{Cell, Edge, FloatsMcGoats, Goats, Pack, Stick};

/// What a stick is and what may become of it.
pub fn stick(view: &FloatsMcGoats, e: Edge, s: Stick) -> String {
    let (name, what) = match s {
        Stick::Light => (
            "Light stick",
            "A roll may move it, or flip it dark for good.",
        ),
        Stick::Dark => ("Dark stick", "Flipped for good: it never moves."),
        Stick::Anchor => (
            "Anchor stick",
            "Never moves: what is cut off from it floats away.",
        ),
    };
    let closed = e.cells().iter().filter(|c| view.closed(**c)).count();
    let sides = match closed {
        0 => String::new(),
        1 => "\nA side of a closed triangle.".into(),
        n => format!("\nA side of {n} closed triangles."),
    };
    format!("{name}\n{what}{sides}")
}

/// A triangle's state: open (how many sides are built), closed or locked.
fn state(view: &FloatsMcGoats, c: Cell) -> String {
    let built = c
        .edges()
        .iter()
        .filter(|e| view.sticks().get(e).is_some())
        .count();
    if view.locked(c) {
        "Locked triangle: three dark sides".into()
    } else if built == 3 {
        "Closed triangle: three sides of sticks".into()
    } else {
        format!("Open triangle: {built} of 3 sides built")
    }
}

/// What a triangle's state means for goats in it.
fn meaning(view: &FloatsMcGoats, c: Cell) -> &'static str {
    if view.locked(c) {
        "Goats here score, safe from moves, fights, love and the shark."
    } else if view.closed(c) {
        "Goats here score."
    } else {
        "Goats here score once it is closed."
    }
}

/// A pack of goats in words: "Ana's mama", "Ana's stack of a mama and the baby".
pub fn pack(what: &What, g: Goats) -> String {
    let kind = match g.pack {
        Pack::Mama => "mama goat",
        Pack::Baby => "baby goat",
        Pack::TwoMamas => "stack of two mamas",
        Pack::MamaAndBaby => "stack of a mama and the baby",
    };
    format!("{}'s {kind}", what.name(g.owner))
}

fn points(n: u32) -> String {
    format!("{n} point{}", if n == 1 { "" } else { "s" })
}

/// Goats in their triangle: whose, what they score, what may happen to them.
pub fn goats(view: &FloatsMcGoats, what: &What, c: Cell, g: Goats) -> String {
    // ("Scoring" is what the game's style rules mark with a glow: static/games/floats-mcgoats.css.)
    let scoring = if view.closed(c) {
        format!("Scoring {}.", points(g.pack.points()))
    } else {
        format!("{} once closed.", points(g.pack.points()))
    };
    let risk = if view.locked(c) {
        "Locked in: safe."
    } else {
        match g.pack {
            Pack::Mama => "A mama or a stack may fight it; the shark may take it.",
            Pack::Baby => "Only a baby may fight it; the shark may take it.",
            _ => "Only a stack may fight it; the shark may take both.",
        }
    };
    format!("{}\n{}.\n{scoring} {risk}", pack(what, g), state(view, c))
}

/// An empty triangle (an open spot).
pub fn empty(view: &FloatsMcGoats, c: Cell) -> String {
    format!("{}\n{}", state(view, c), meaning(view, c))
}

/// A closed triangle, as its deck.
pub fn deck(view: &FloatsMcGoats, what: &What, c: Cell) -> String {
    let who = match (view.goats().get(&c), view.shark() == Some(c)) {
        (Some(g), _) => format!("{}, {}.", pack(what, *g), points(g.pack.points())),
        (None, true) => "The shark is here: no goat may come in.".into(),
        (None, false) => "Empty: an open spot for a goat.".into(),
    };
    format!("{}\n{}\n{who}", state(view, c), meaning(view, c))
}

/// A free place for a stick.
pub const PLACE: &str = "Free place for a stick\nIt touches the end of a raft stick.";
