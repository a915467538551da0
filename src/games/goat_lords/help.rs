//! Words that explain a Goat Lords card or stack, for the info sheet and a long press: what it
//! is, what it is worth, what it does and how it is used, and how many the deck holds. Built from
//! the card tables (`cards`), one line per thought, separated by "\n".

use super::cards::{ACTIONS, ActionCard, Card, GOATS, Goat, WILDS, escapable, extra_plays};
use super::view::StackView;

/// Copies of `card` in the deck.
pub fn copies(card: Card) -> u8 {
    match card {
        Card::Goat(g) => GOATS.iter().find(|e| e.0 == g).map_or(0, |e| e.1),
        Card::Wild(w) => WILDS.iter().find(|e| e.0 == w).map_or(0, |e| e.1),
        Card::Action(a) => ACTIONS.iter().find(|e| e.0 == a).map_or(0, |e| e.1),
    }
}

/// Whether the card is aimed at one opponent (and so may be answered with Escape Goat).
fn aimed(card: ActionCard) -> bool {
    matches!(
        card,
        ActionCard::AtomicGoat
            | ActionCard::SneakAGoat
            | ActionCard::LoafOfGoat
            | ActionCard::HypnotizedGoat
            | ActionCard::RainingFireGoats
    )
}

/// What a card is and does: its name, its kind, its points, its use, its copies in the deck.
pub fn card(card: Card) -> String {
    let name = card.name();
    let copies = copies(card);
    let points = card.points();
    match card {
        Card::Goat(goat) => format!(
            "{name}\nGoat, {points} points in a herd; {copies} in the deck.\n{}",
            goat_use(goat)
        ),
        Card::Wild(_) => format!(
            "{name}\nWild goat, {points} points in a herd; {copies} in the deck.\nBirth: twins \
             with any goat, never with another wild.\nDuel: matches any goat; every wild counts \
             the same."
        ),
        Card::Action(a) => {
            let mut words = format!("{name}\nAction card; {copies} in the deck.\n{}", a.effect());
            match extra_plays(a) {
                0 => {}
                1 => words.push_str(" Then +1 play (not an action card)."),
                k => words.push_str(&format!(" Then +{k} plays (one may be an action card).")),
            }
            if a == ActionCard::EscapeGoat {
                words.push_str(
                    "\nWhen: only as an answer, before the attack takes effect. It goes to the \
                     trash.",
                );
            } else {
                if !escapable(a) {
                    words.push_str(" Escape Goat can't stop it.");
                } else if aimed(a) {
                    words.push_str(" The target may stop it with Escape Goat.");
                }
                words.push_str(
                    "\nWhen: on your turn, as your play, once you have a herd. It goes to the \
                     trash.",
                );
            }
            words
        }
    }
}

/// How a named goat is used, in two lines.
fn goat_use(goat: Goat) -> String {
    let name = goat.name();
    format!(
        "Birth: two of them, or one and a wild, make twins in your herd.\nDuel: show one to \
         challenge a top {name} stack, or to answer in a duel over one."
    )
}

/// A stack as `StackView` shows it: where it lies, its cards, its points, and what a duel for it
/// takes. `top` is whether it is the top stack of its herd.
pub fn stack(s: &StackView, top: bool) -> String {
    let place = if s.base {
        "Base Stack"
    } else if top {
        "Top stack"
    } else {
        "Buried stack"
    };
    let (Some(goat), Some(cards)) = (s.goat, s.cards.as_ref()) else {
        return format!(
            "{place}: {} cards, hidden\nBuried stacks of other herds are not shown at this \
             table.",
            s.size
        );
    };
    let mut kinds: Vec<(Card, usize)> = Vec::new();
    for c in cards {
        match kinds.iter_mut().find(|(k, _)| *k == c.card()) {
            Some((_, n)) => *n += 1,
            None => kinds.push((c.card(), 1)),
        }
    }
    let list: Vec<String> = kinds
        .iter()
        .map(|(k, n)| format!("{n} × {} ({} pts)", k.name(), k.points()))
        .collect();
    let worth = s.points.unwrap_or(0);
    let use_line = if s.base {
        "Nobody can duel for it or blow it up.".to_string()
    } else if top {
        format!(
            "Duel for it with a {} or a wild: the winner takes the stack and every card played.",
            goat.name()
        )
    } else {
        "Safe while a stack lies on it; Sneak-A-Goat can bring it to the top.".to_string()
    };
    format!(
        "{place}: {}, {} cards, {worth} points\n{}\n{use_line}",
        goat.name(),
        s.size,
        crate::engine::words::join(&list, ", ")
    )
}
