//! What the info sheet says (long press, or Info then a tap) about each thing on the BattleGoats
//! table, built from the card data (`Card::info`): a card's name, type and strength, its bonus,
//! modifiers and power, its copies; a face-down card says what this seat knows of it; a discard
//! pile lists its cards. Lines are separated by "\n".

use crate::games::battlegoats::CardId;
use crate::games::battlegoats::view::{CellView, Known, TableView};

/// "front row, left".
pub(super) fn place(cell: usize) -> String {
    format!(
        "{} row, {}",
        ["front", "middle", "back"][(cell / 3) % 3],
        ["left", "centre", "right"][cell % 3]
    )
}

/// A card as the set describes it, and whether its one Mend is used.
pub(super) fn card(view: &TableView, c: CardId) -> String {
    let mut words = c.card().info();
    if view.mended.contains(&c) {
        words.push_str("\nIts Mend is used: it mends no more this game");
    }
    words
}

/// A battlefield place: the card if this seat knows it, and how it knows it.
pub(super) fn cell(
    view: &TableView,
    owner: &str,
    own: bool,
    cell: usize,
    shown: CellView,
) -> String {
    let on = if own {
        "your".to_string()
    } else {
        format!("{owner}'s")
    };
    let whose = if own { "Your".to_string() } else { on.clone() };
    let at = place(cell);
    match shown {
        CellView::Empty => format!("{whose} {at}: an empty place"),
        CellView::Up { card: c, counts } => format!(
            "{}\nFace up on {on} {at}{}",
            card(view, c),
            if counts {
                ": everyone sees it"
            } else {
                ": turned up this turn, so it does not count as face up yet"
            }
        ),
        CellView::Down(Some((c, known))) => format!(
            "{}\nFace down on {on} {at}: {}",
            card(view, c),
            match known {
                Known::Own => "yours, only you see it",
                Known::Peeked => "you peeked at it; only you know it",
                Known::Remembered => "the memory aid remembers it from when it last turned over",
            }
        ),
        CellView::Down(None) => format!(
            "A face-down card\n{whose} {at}: not yet seen by you. It is one of the 81 cards, each unique; a fight, a Reveal or a Peek shows it"
        ),
    }
}

/// A discard pile: how many, and every card, the newest last.
pub(super) fn pile(owner: &str, cards: &[CardId]) -> String {
    if cards.is_empty() {
        return format!(
            "{owner}'s discard pile: empty\nDefeated cards go here face up; Mend brings the top one back"
        );
    }
    format!(
        "{owner}'s discard pile: {} defeated, face up for all\nOldest first: {}\nTap it to see the cards; Mend brings back the top one, {}",
        cards.len(),
        crate::engine::words::join(&cards.iter().map(|c| c.name()).collect::<Vec<_>>(), ", "),
        cards.last().map_or("", |c| c.name())
    )
}
