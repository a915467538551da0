//! Each action card, the limits on playing them, and Escape Goat's answers.

use super::*;
use crate::act;

#[test]
fn escape_goat_stops_a_duel_and_keeps_the_attacking_card() {
    let mut g = duel_table()
        .hand(0, &[NINJA, PUG])
        .front(1, &[A::EscapeGoat])
        .build();
    let ninja = hand_card(&g, 0, NINJA);
    act!(
        g,
        0,
        Action::Duel {
            target: 1,
            card: ninja
        }
    );
    assert!(matches!(g.phase, Phase::Escape { target: 1, .. }));
    act!(g, 1, Action::Escape);
    assert!(g.places[1].herd[1].cards.contains(&ninja));
    assert!(g.places[1].front.is_empty());
    assert_eq!(g.active, 1, "the blocked attacker's turn is over");
}

#[test]
fn escape_goat_cancels_an_action_card_and_the_attack_goes_on_with_extra_plays() {
    let mut g = duel_table()
        .hand(0, &[NINJA, PUG])
        .front(0, &[A::FlowerGoatee, A::AtomicGoat])
        .front(1, &[A::EscapeGoat])
        .build();
    act!(g, 0, play(&g, 0, Effect::FlowerGoatee));
    act!(g, 0, play(&g, 0, Effect::AtomicGoat { target: 1 }));
    act!(g, 1, Action::Escape);
    assert_eq!(g.places[1].herd.len(), 2, "the stack survives");
    assert_eq!(
        (g.active, g.phase.clone(), g.plays_left),
        (0, Phase::Play, 1),
        "a play is left"
    );
}

#[test]
fn escape_goat_has_no_answer_to_goatinhood_russian_goatlette_or_raining_fire_goats() {
    for effect in [
        Effect::Goatinhood,
        Effect::RussianGoatlette {
            direction: Direction::Left,
        },
        Effect::RainingFireGoats { target: 1 },
    ] {
        let mut g = duel_table()
            .hand(0, &[NINJA])
            .front(0, &[effect.card()])
            .front(1, &[A::EscapeGoat])
            .hand(1, &[PUG])
            .build();
        act!(g, 0, play(&g, 0, effect));
        assert!(!matches!(g.phase, Phase::Escape { .. }), "{effect:?}");
    }
}

#[test]
fn escape_goat_is_only_played_in_answer_to_an_attack() {
    let g = duel_table()
        .hand(0, &[NINJA])
        .front(0, &[A::EscapeGoat])
        .build();
    let card = front_card(&g, 0, A::EscapeGoat);
    refuse(
        &g,
        0,
        Action::Play {
            card,
            effect: Effect::LoafOfGoat { target: 1 },
        },
        GoatError::EscapeOnlyAsAnswer,
    );
    let mut g2 = duel_table()
        .hand(0, &[NINJA])
        .front(1, &[A::SantyGoat])
        .build();
    act!(
        g2,
        0,
        Action::Duel {
            target: 1,
            card: hand_card(&g2, 0, NINJA)
        }
    );
    refuse(&g2, 1, Action::Escape, GoatError::NoEscapeGoat);
}

#[test]
fn atomic_goat_trashes_the_top_stack_but_never_a_base_stack() {
    let mut g = duel_table()
        .hand(0, &[NINJA])
        .front(0, &[A::AtomicGoat])
        .build();
    act!(g, 0, play(&g, 0, Effect::AtomicGoat { target: 1 }));
    assert_eq!(g.places[1].herd.len(), 1);
    assert_eq!(g.trash.len(), 3);
    let base = Table::new(2)
        .stack(0, G::Krakengoat, 2)
        .stack(1, G::Ladypug, 2)
        .front(0, &[A::AtomicGoat])
        .hand(0, &[NINJA])
        .build();
    refuse(
        &base,
        0,
        play(&base, 0, Effect::AtomicGoat { target: 1 }),
        GoatError::OnlyBaseStack,
    );
}

#[test]
fn russian_goatlette_passes_top_stacks_and_a_lone_base_stack_too() {
    let mut g = Table::new(3)
        .stack(0, G::Krakengoat, 2)
        .stack(0, G::GoatNinja, 2)
        .stack(1, G::Ladypug, 2)
        .stack(2, G::FoodieGoat, 2)
        .stack(2, G::GleefulGhoast, 3)
        .hand(0, &[PUG])
        .front(0, &[A::RussianGoatlette])
        .build();
    act!(
        g,
        0,
        play(
            &g,
            0,
            Effect::RussianGoatlette {
                direction: Direction::Left
            }
        )
    );
    let tops: Vec<G> = g
        .places
        .iter()
        .map(|p| p.herd.last().expect("herd").goat)
        .collect();
    assert_eq!(tops, vec![G::GleefulGhoast, G::GoatNinja, G::Ladypug]);
    assert_eq!(
        g.places[1].herd.len(),
        1,
        "the new stack became seat 1's base"
    );
    assert_eq!(g.places[1].herd[0].goat, G::GoatNinja);
}

#[test]
fn sneak_a_goat_brings_a_buried_stack_to_the_top() {
    let mut g = duel_table()
        .stack(1, G::Krakengoat, 2)
        .hand(0, &[NINJA])
        .front(0, &[A::SneakAGoat])
        .build();
    refuse(
        &g,
        0,
        play(
            &g,
            0,
            Effect::SneakAGoat {
                target: 1,
                stack: 0,
            },
        ),
        GoatError::NotAStack,
    );
    act!(
        g,
        0,
        play(
            &g,
            0,
            Effect::SneakAGoat {
                target: 1,
                stack: 1
            }
        )
    );
    assert_eq!(g.places[1].herd.last().expect("top").goat, G::GoatNinja);
    assert_eq!(g.plays_left, 1, "+1 play to attack it");
}

/// Seat 1's herd (a Ladypug base, a Goat Ninja, a Krakengoat on top) and seat 0 holding
/// Sneak-A-Goat, with or without look-through.
fn sneak_table(look_through: bool) -> GoatLords {
    let mut g = duel_table()
        .stack(1, G::Krakengoat, 2)
        .hand(0, &[NINJA])
        .front(0, &[A::SneakAGoat])
        .build();
    g.options.look_through = look_through;
    g
}

#[test]
fn the_log_names_a_stack_sneaked_as_every_player_sees_it() {
    // Seat 1's herd: a Ladypug base, a Goat Ninja, a Krakengoat on top.
    let said = |look_through: bool| {
        let mut g = sneak_table(look_through);
        let action = play(
            &g,
            0,
            Effect::SneakAGoat {
                target: 1,
                stack: 1,
            },
        );
        let mut log = Log::new();
        g.apply(0, &action, &mut log).expect("a sneak");
        log.into_lines().join(" ")
    };
    let open = said(true);
    assert!(
        open.contains("plays Sneak-A-Goat on {1}'s Goat Ninja stack."),
        "{open}"
    );
    let hidden = said(false);
    assert!(
        hidden.contains("on {1}'s face-down 2nd stack from the base."),
        "{hidden}"
    );
    assert!(!hidden.contains("Goat Ninja stack."), "{hidden}");
}

#[test]
fn the_look_through_option_hides_buried_stacks_of_other_herds() {
    let mut g = duel_table().stack(1, G::Krakengoat, 2).build();
    g.options.look_through = false;
    let v = TableView::of(&g, 0);
    assert_eq!(v.players[1].herd[0].goat, None);
    assert_eq!(
        v.players[1].herd[2].goat,
        Some(G::Krakengoat),
        "the top is always on show"
    );
    assert_eq!(
        TableView::of(&g, 1).players[1].herd[0].goat,
        Some(G::Ladypug),
        "own herd is visible"
    );
    g.options.look_through = true;
    assert_eq!(
        TableView::of(&g, 0).players[1].herd[0].goat,
        Some(G::Ladypug)
    );
}

#[test]
fn loaf_of_goat_makes_a_player_miss_their_next_turn() {
    let mut g = Table::new(3)
        .stack(0, G::Krakengoat, 2)
        .stack(1, G::Ladypug, 2)
        .hand(0, &[NINJA])
        .hand(1, &[PUG])
        .hand(2, &[PUG])
        .front(0, &[A::LoafOfGoat])
        .build();
    act!(g, 0, play(&g, 0, Effect::LoafOfGoat { target: 1 }));
    assert_eq!(g.active, 2, "seat 1 is skipped");
    assert!(!g.places[1].skip_next);
}

#[test]
fn hypnotized_goat_takes_a_hidden_card_and_gives_an_extra_play() {
    let mut g = duel_table()
        .hand(0, &[NINJA])
        .hand(1, &[KRAKEN])
        .front(0, &[A::HypnotizedGoat])
        .build();
    let before = g.reveals();
    act!(g, 0, play(&g, 0, Effect::HypnotizedGoat { target: 1 }));
    assert!(g.places[0].hand.iter().any(|c| c.card() == KRAKEN));
    assert!(g.places[1].hand.is_empty());
    assert!(g.reveals() > before);
    assert_eq!(g.plays_left, 1);
}

#[test]
fn goatinhood_asks_to_the_left_for_the_highest_wild() {
    let mut g = Table::new(4)
        .stack(0, G::Krakengoat, 2)
        .stack(1, G::Ladypug, 2)
        .stack(2, G::FoodieGoat, 2)
        .stack(3, G::GoatNinja, 2)
        .hand(0, &[NINJA])
        .hand(1, &[PUG])
        .hand(2, &[GOATINI, LORD])
        .hand(3, &[LORD])
        .front(0, &[A::Goatinhood])
        .build();
    act!(g, 0, play(&g, 0, Effect::Goatinhood));
    assert!(
        g.places[0].hand.iter().any(|c| c.card() == LORD),
        "seat 2 gives its best wild"
    );
    assert_eq!(g.places[2].hand.len(), 1);
    assert_eq!(g.places[3].hand.len(), 1, "asking stops at the first wild");
}

#[test]
fn raining_fire_goats_leaves_the_next_duel_unanswered() {
    let mut g = duel_table()
        .hand(0, &[NINJA, PUG])
        .hand(1, &[NINJA, LORD])
        .front(0, &[A::RainingFireGoats])
        .build();
    act!(g, 0, play(&g, 0, Effect::RainingFireGoats { target: 1 }));
    act!(
        g,
        0,
        Action::Duel {
            target: 1,
            card: hand_card(&g, 0, NINJA)
        }
    );
    assert_eq!(g.places[0].herd.len(), 2, "won without an answer");
    assert_eq!(
        g.places[0].herd[1].cards.len(),
        3,
        "the stack and the one attacking card"
    );
    assert_eq!(g.fire, None, "the fire lasts one attack");
}

#[test]
fn santy_goat_draws_two_and_the_hand_is_discarded_back_down() {
    let mut g = duel_table()
        .hand(0, &[NINJA, PUG, PUG, PUG, PUG])
        .front(0, &[A::SantyGoat])
        .top(&[KRAKEN, KRAKEN])
        .build();
    act!(g, 0, play(&g, 0, Effect::SantyGoat));
    assert_eq!(g.places[0].hand.len(), 7);
    act!(
        g,
        0,
        Action::Discard {
            card: hand_card(&g, 0, NINJA)
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
    act!(
        g,
        0,
        Action::Discard {
            card: hand_card(&g, 0, PUG)
        }
    );
    assert_eq!(g.places[0].hand.len(), 5);
    assert_eq!(g.active, 1);
}

#[test]
fn flower_goatee_draws_one_goat_and_gives_two_more_plays() {
    let mut g = duel_table()
        .hand(0, &[NINJA, NINJA, PUG])
        .front(0, &[A::FlowerGoatee])
        .top(&[KRAKEN])
        .build();
    act!(g, 0, play(&g, 0, Effect::FlowerGoatee));
    assert_eq!(g.places[0].hand.len(), 4);
    assert_eq!((g.plays_left, g.actions_left), (2, 1));
    act!(g, 0, birth(&g, 0, NINJA, NINJA));
    assert_eq!((g.active, g.plays_left), (0, 1), "one play still to make");
}

#[test]
fn goatinhood_with_no_wild_anywhere_gives_nothing_and_play_goes_on() {
    let mut g = duel_table()
        .hand(0, &[NINJA])
        .hand(1, &[PUG, KRAKEN])
        .front(0, &[A::Goatinhood])
        .build();
    act!(g, 0, play(&g, 0, Effect::Goatinhood));
    assert_eq!(g.places[1].hand.len(), 2);
    assert_eq!(g.places[0].hand.len(), 1);
    assert_eq!((g.active, g.plays_left), (0, 1), "the +1 play remains");
}

#[test]
fn goatinhood_skips_players_without_a_herd() {
    let mut g = Table::new(3)
        .stack(0, G::Krakengoat, 2)
        .stack(2, G::Ladypug, 2)
        .hand(0, &[NINJA])
        .hand(1, &[LORD])
        .hand(2, &[GOATINI])
        .front(0, &[A::Goatinhood])
        .build();
    act!(g, 0, play(&g, 0, Effect::Goatinhood));
    assert!(g.places[0].hand.iter().any(|c| c.card() == GOATINI));
    assert_eq!(
        g.places[1].hand.len(),
        1,
        "seat 1 has no herd and is not asked"
    );
}

#[test]
fn sneak_a_goat_with_a_nonsense_stack_number_is_refused() {
    let g = duel_table()
        .stack(1, G::Krakengoat, 2)
        .hand(0, &[NINJA])
        .front(0, &[A::SneakAGoat])
        .build();
    for stack in [usize::MAX, 2, 3] {
        refuse(
            &g,
            0,
            play(&g, 0, Effect::SneakAGoat { target: 1, stack }),
            GoatError::NotAStack,
        );
    }
}

#[test]
fn russian_goatlette_passes_only_between_players_with_a_herd() {
    let mut g = Table::new(3)
        .stack(0, G::Krakengoat, 2)
        .stack(2, G::Ladypug, 2)
        .hand(0, &[PUG])
        .hand(1, &[NINJA])
        .hand(2, &[NINJA])
        .front(0, &[A::RussianGoatlette])
        .build();
    act!(
        g,
        0,
        play(
            &g,
            0,
            Effect::RussianGoatlette {
                direction: Direction::Left
            }
        )
    );
    assert_eq!(
        g.places[0].herd[0].goat,
        G::Ladypug,
        "seat 2's base came to seat 0"
    );
    assert_eq!(
        g.places[2].herd[0].goat,
        G::Krakengoat,
        "past seat 1, who has no herd"
    );
    assert!(
        !g.places[1].has_herd(),
        "no herd, nothing given or received"
    );
}

#[test]
fn no_escape_question_once_the_attacker_has_played_their_last_card() {
    let mut g = duel_table()
        .hand(0, &[NINJA])
        .hand(1, &[PUG])
        .front(1, &[A::EscapeGoat])
        .build();
    let rest: Vec<CardId> = std::mem::take(&mut g.draw);
    g.trash.extend(rest);
    act!(
        g,
        0,
        Action::Duel {
            target: 1,
            card: hand_card(&g, 0, NINJA)
        }
    );
    assert!(g.actions_closed);
    assert!(matches!(g.phase, Phase::Duel(_)), "straight to the duel");
}

#[test]
fn without_look_through_showing_a_buried_stack_cannot_be_undone() {
    for look_through in [true, false] {
        let mut g = sneak_table(look_through);
        let before = g.reveals();
        act!(
            g,
            0,
            play(
                &g,
                0,
                Effect::SneakAGoat {
                    target: 1,
                    stack: 1
                }
            )
        );
        assert_eq!(
            g.reveals() > before,
            !look_through,
            "look_through {look_through}"
        );
    }
}

#[test]
fn a_defender_asked_about_escape_goat_can_give_up_the_duel_in_one_action() {
    // Seat 1 holds an action card (so is asked) but nothing that matches the Ninja at stake.
    let mut g = duel_table()
        .hand(0, &[NINJA, PUG])
        .hand(1, &[KRAKEN])
        .front(1, &[A::LoafOfGoat])
        .build();
    let ninja = hand_card(&g, 0, NINJA);
    act!(
        g,
        0,
        Action::Duel {
            target: 1,
            card: ninja
        }
    );
    assert!(matches!(g.phase, Phase::Escape { target: 1, .. }));
    assert_eq!(g.legal_actions(1), vec![Action::Allow, Action::Yield]);
    act!(g, 1, Action::Yield);
    assert_eq!(g.places[0].herd.len(), 2, "the attacker took the stack");
    assert!(g.places[0].herd[1].cards.contains(&ninja));
    assert_eq!(
        g.places[1].herd.len(),
        1,
        "the defender keeps only the Base Stack"
    );
}

#[test]
fn giving_up_before_the_duel_is_only_for_a_duel_not_an_action_card() {
    let mut g = duel_table()
        .hand(0, &[NINJA])
        .hand(1, &[KRAKEN])
        .front(0, &[A::LoafOfGoat])
        .front(1, &[A::SantyGoat])
        .build();
    act!(g, 0, play(&g, 0, Effect::LoafOfGoat { target: 1 }));
    assert!(matches!(g.phase, Phase::Escape { target: 1, .. }));
    assert_eq!(g.legal_actions(1), vec![Action::Allow]);
    refuse(&g, 1, Action::Yield, GoatError::NotNow);
}
