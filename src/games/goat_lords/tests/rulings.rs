//! The readings Goatherd chose where the rulebook is silent or loose (the rulings page lists them
//! with their reasons): one test for each, so that a change to one is a decision, not an accident.

use super::*;
use crate::act;
use crate::engine::GameRng;

#[test]
fn the_first_discard_is_turned_before_the_deal_and_hands_are_dealt_whole_from_the_first_seat() {
    let mut checked = 0;
    for seed in 0..40 {
        let mut deck: Vec<CardId> = CardId::all().collect();
        GameRng::new(seed).shuffle(&mut deck);
        // Only shuffles whose top card is a named goat: it is turned at once, nothing reshuffled.
        let top = deck.pop().expect("a full deck");
        if !matches!(top.card(), Card::Goat(_)) {
            continue;
        }
        let g = GoatLords::new(3, &Options::default(), seed).expect("setup");
        assert_eq!(g.discard, vec![top], "seed {seed}");
        // The first seat's whole hand comes next, the action cards among it laid in front.
        let (mut hand, mut front) = (Vec::new(), Vec::new());
        while hand.len() < 5 {
            let card = deck.pop().expect("cards to deal");
            match card.card() {
                Card::Action(_) => front.push(card),
                _ => hand.push(card),
            }
        }
        assert_eq!(
            (&g.places[0].hand, &g.places[0].front),
            (&hand, &front),
            "seed {seed}"
        );
        checked += 1;
    }
    assert!(checked > 20, "only {checked} seeds checked");
}

#[test]
fn a_draw_in_the_middle_of_a_turn_passes_action_cards_but_does_not_fill_the_hand() {
    let mut g = duel_table()
        .hand(0, &[NINJA])
        .front(0, &[A::SantyGoat])
        .top(&[Card::Action(A::LoafOfGoat), KRAKEN, PUG, KRAKEN])
        .build();
    act!(g, 0, play(&g, 0, Effect::SantyGoat));
    assert_eq!(g.places[0].hand.len(), 3, "two goats owed, not a full hand");
    assert_eq!(g.places[0].front.len(), 1, "the Loaf of Goat went in front");
    assert_eq!(g.active, 0, "the turn goes on");
}

#[test]
fn assisted_birth_reaches_only_the_top_of_the_discard_pile() {
    let g = Table::new(2)
        .hand(0, &[KRAKEN])
        .discard(KRAKEN)
        .discard(NINJA)
        .build();
    refuse(
        &g,
        0,
        Action::AssistedBirth {
            card: hand_card(&g, 0, KRAKEN),
        },
        GoatError::NotTwins,
    );
}

#[test]
fn sneak_a_goat_has_nothing_to_move_in_a_herd_of_a_base_and_a_top_stack() {
    let g = duel_table()
        .hand(0, &[NINJA])
        .front(0, &[A::SneakAGoat])
        .build();
    assert!(
        !g.legal_actions(0)
            .iter()
            .any(|a| matches!(a, Action::Play { .. }))
    );
    for stack in [0, 1] {
        refuse(
            &g,
            0,
            play(&g, 0, Effect::SneakAGoat { target: 1, stack }),
            GoatError::NotAStack,
        );
    }
}

#[test]
fn raining_fire_goats_needs_a_target_whose_top_stack_can_be_dueled() {
    let g = Table::new(2)
        .stack(0, G::Krakengoat, 2)
        .stack(1, G::Ladypug, 2)
        .hand(0, &[PUG])
        .front(0, &[A::RainingFireGoats])
        .build();
    refuse(
        &g,
        0,
        play(&g, 0, Effect::RainingFireGoats { target: 1 }),
        GoatError::OnlyBaseStack,
    );
}

#[test]
fn hypnotized_goat_needs_a_target_with_a_card_in_hand() {
    let g = duel_table()
        .hand(0, &[NINJA])
        .front(0, &[A::HypnotizedGoat])
        .build();
    refuse(
        &g,
        0,
        play(&g, 0, Effect::HypnotizedGoat { target: 1 }),
        GoatError::EmptyHand,
    );
}

#[test]
fn goatinhood_asks_for_a_wild_in_hand_never_one_in_a_herd() {
    let mut t = Table::new(2)
        .stack(0, G::Krakengoat, 2)
        .hand(0, &[NINJA])
        .hand(1, &[PUG])
        .front(0, &[A::Goatinhood]);
    let cards = vec![t.take(LORD), t.take(PUG)];
    t.g.places[1].herd.push(Stack {
        goat: G::Ladypug,
        cards,
    });
    let mut g = t.build();
    act!(g, 0, play(&g, 0, Effect::Goatinhood));
    assert!(g.places[0].hand.iter().all(|c| c.card() != LORD));
    assert_eq!(
        g.places[1].herd[0].cards.len(),
        2,
        "the herd keeps its wild"
    );
}

#[test]
fn a_blocked_action_card_gives_none_of_its_extra_plays() {
    let mut g = duel_table()
        .hand(0, &[NINJA, PUG])
        .hand(1, &[KRAKEN])
        .front(0, &[A::HypnotizedGoat])
        .front(1, &[A::EscapeGoat])
        .build();
    let kraken = hand_card(&g, 1, KRAKEN);
    act!(g, 0, play(&g, 0, Effect::HypnotizedGoat { target: 1 }));
    act!(g, 1, Action::Escape);
    assert!(g.places[1].hand.contains(&kraken), "nothing was taken");
    assert_eq!(g.active, 1, "no +1 play: the turn is over");
}

#[test]
fn an_action_card_played_with_flower_goatee_gives_its_own_extra_play() {
    let mut g = duel_table()
        .hand(0, &[NINJA, PUG])
        .front(0, &[A::FlowerGoatee, A::SantyGoat, A::LoafOfGoat])
        .build();
    act!(g, 0, play(&g, 0, Effect::FlowerGoatee));
    act!(g, 0, play(&g, 0, Effect::SantyGoat));
    assert_eq!(
        (g.plays_left, g.actions_left),
        (2, 0),
        "Flower's second play and Santy's +1"
    );
    refuse(
        &g,
        0,
        play(&g, 0, Effect::LoafOfGoat { target: 1 }),
        GoatError::NoActionCardsLeft,
    );
}

#[test]
fn santy_goat_played_with_flower_goatee_discards_down_to_the_hand_size() {
    let mut g = duel_table()
        .hand(0, &[NINJA, NINJA, PUG, PUG, KRAKEN])
        .front(0, &[A::FlowerGoatee, A::SantyGoat])
        .top(&[KRAKEN, PUG, NINJA, PUG])
        .build();
    act!(g, 0, play(&g, 0, Effect::FlowerGoatee));
    act!(g, 0, birth(&g, 0, NINJA, NINJA));
    assert_eq!(g.places[0].hand.len(), 4, "the count when Santy Goat comes");
    act!(g, 0, play(&g, 0, Effect::SantyGoat));
    act!(
        g,
        0,
        Action::Discard {
            card: hand_card(&g, 0, KRAKEN)
        }
    );
    assert_eq!(g.phase, Phase::DiscardDown { seat: 0 });
    act!(
        g,
        0,
        Action::Discard {
            card: hand_card(&g, 0, PUG)
        }
    );
    assert_eq!(
        (g.active, g.places[0].hand.len()),
        (1, 5),
        "down to the hand size, not to 4"
    );
}
