//! The words the info sheet gives for each card and stack: every kind of card names what it is,
//! what it does and how many copies the deck has.

use super::super::help;
use super::super::view::StackView;
use super::*;
use crate::games::goat_lords::cards::{GOATS, WILDS, extra_plays};

#[test]
fn every_goat_says_its_points_its_copies_and_how_births_and_duels_use_it() {
    for (goat, copies, points) in GOATS {
        let words = help::card(Card::Goat(goat));
        assert!(words.starts_with(goat.name()), "{words}");
        assert!(words.contains(&format!("{points} points")), "{words}");
        assert!(words.contains(&format!("{copies} in the deck")), "{words}");
        assert!(
            words.contains("Birth:") && words.contains("Duel:"),
            "{words}"
        );
        assert!(
            words.contains(&format!("top {} stack", goat.name())),
            "{words}"
        );
    }
}

#[test]
fn every_wild_says_it_pairs_with_any_goat_and_never_with_a_wild() {
    for (wild, copies, points) in WILDS {
        let words = help::card(Card::Wild(wild));
        assert!(words.starts_with(Card::Wild(wild).name()), "{words}");
        assert!(words.contains("Wild goat"), "{words}");
        assert!(words.contains(&format!("{points} points")), "{words}");
        assert!(words.contains(&format!("{copies} in the deck")), "{words}");
        assert!(words.contains("any goat") && words.contains("never with another wild"));
    }
}

#[test]
fn every_action_card_says_its_effect_its_extra_plays_when_and_its_copies() {
    for (card, copies) in ACTIONS {
        let words = help::card(Card::Action(card));
        assert!(words.starts_with(card.name()), "{words}");
        assert!(words.contains(card.effect()), "{words}");
        assert!(words.contains(&format!("{copies} in the deck")), "{words}");
        assert!(words.contains("\nWhen: "), "{words}");
        match extra_plays(card) {
            0 => assert!(!words.contains(" play ("), "{words}"),
            k => assert!(words.contains(&format!("+{k} play")), "{words}"),
        }
    }
    let escape = help::card(Card::Action(A::EscapeGoat));
    assert!(escape.contains("only as an answer"), "{escape}");
    let fire = help::card(Card::Action(A::RainingFireGoats));
    assert!(fire.contains("Escape Goat can't stop it"), "{fire}");
    let atomic = help::card(Card::Action(A::AtomicGoat));
    assert!(atomic.contains("may stop it with Escape Goat"), "{atomic}");
}

#[test]
fn copies_add_up_to_the_deck() {
    let total: usize = CardId::all()
        .map(|c| c.card())
        .map(|c| usize::from(help::copies(c)))
        .sum::<usize>();
    // Each card is counted once per copy of its kind.
    let kinds: usize = GOATS.iter().map(|e| usize::from(e.1).pow(2)).sum::<usize>()
        + WILDS.iter().map(|e| usize::from(e.1).pow(2)).sum::<usize>()
        + ACTIONS
            .iter()
            .map(|e| usize::from(e.1).pow(2))
            .sum::<usize>();
    assert_eq!(total, kinds);
    let once: usize = GOATS.iter().map(|e| usize::from(e.1)).sum::<usize>()
        + WILDS.iter().map(|e| usize::from(e.1)).sum::<usize>()
        + ACTIONS.iter().map(|e| usize::from(e.1)).sum::<usize>();
    assert_eq!(once, DECK_SIZE);
}

#[test]
fn a_stack_lists_every_card_its_points_and_whether_it_can_be_dueled() {
    let mut t = Table::new(2).stack(0, G::Ladypug, 2);
    let cards = vec![
        t.take(LORD),
        t.take(KRAKEN),
        t.take(GOATINI),
        t.take(KRAKEN),
    ];
    t.g.places[0].herd.push(Stack {
        goat: G::Krakengoat,
        cards,
    });
    let g = t.build();
    let view = g.view(1);
    let herd = &view.players[0].herd;
    let top = help::stack(&herd[1], true);
    assert!(
        top.starts_with("Top stack: Krakengoat, 4 cards, 26 points"),
        "{top}"
    );
    assert!(top.contains("2 × Krakengoat (4 pts)"), "{top}");
    assert!(top.contains("1 × Goat Lord (10 pts)"), "{top}");
    assert!(top.contains("1 × Magical Goatini (8 pts)"), "{top}");
    assert!(
        top.contains("Duel for it with a Krakengoat or a wild"),
        "{top}"
    );
    let base = help::stack(&herd[0], false);
    assert!(
        base.starts_with("Base Stack: Ladypug, 2 cards, 2 points"),
        "{base}"
    );
    assert!(base.contains("Nobody can duel for it"), "{base}");
    let hidden = StackView {
        goat: None,
        cards: None,
        size: 3,
        points: None,
        base: false,
    };
    assert!(help::stack(&hidden, false).contains("3 cards, hidden"));
}
