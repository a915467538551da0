//! The turn, births, duels, restocking and the end of the game.

use super::*;
use crate::act;

#[test]
fn deck_has_127_cards_and_the_listed_action_cards() {
    assert_eq!(CardId::all().count(), DECK_SIZE);
    let actions = CardId::all()
        .filter(|c| matches!(c.card(), Card::Action(_)))
        .count();
    assert_eq!(actions, 17);
    assert_eq!(ACTIONS.iter().map(|a| a.1 as usize).sum::<usize>(), 17);
    let wild_points = LORD.points().min(GOATINI.points());
    assert!(
        cards::GOATS.iter().all(|g| g.2 < wild_points),
        "wilds are worth the most"
    );
}

#[test]
fn the_hand_size_is_a_table_option() {
    for hand_size in [3, 4, 7] {
        let options = Options {
            hand_size,
            look_through: true,
        };
        let mut g = GoatLords::new(2, &options, 3).expect("setup");
        while let Phase::TrimFront { seat, .. } = g.phase {
            act!(
                g,
                seat,
                Action::Trash {
                    card: g.places[seat].front[0]
                }
            );
        }
        assert!(g.places.iter().all(|p| p.hand.len() == hand_size));
    }
    let too_big = Options {
        hand_size: 9,
        look_through: true,
    };
    assert!(GoatLords::new(2, &too_big, 3).is_err());
}

#[test]
fn deal_gives_goats_in_hand_and_actions_in_front() {
    for seed in 0..50 {
        let mut g = GoatLords::new(4, &Options::default(), seed).expect("setup");
        while let Phase::TrimFront { seat, .. } = g.phase {
            assert!(
                g.places[seat].front.len() > MAX_FRONT,
                "trimming only when over three"
            );
            act!(
                g,
                seat,
                Action::Trash {
                    card: g.places[seat].front[0]
                }
            );
        }
        assert_eq!((g.phase.clone(), g.active), (Phase::Play, 0));
        for p in &g.places {
            assert_eq!(p.hand.len(), 5);
            assert!(p.hand.iter().all(|c| !matches!(c.card(), Card::Action(_))));
        }
        g.check_invariants().expect("sound deal");
    }
}

#[test]
fn first_discard_is_a_named_goat_never_a_wild() {
    for seed in 0..200 {
        let g = GoatLords::new(3, &Options::default(), seed).expect("setup");
        assert!(matches!(g.discard[0].card(), Card::Goat(_)), "seed {seed}");
    }
}

#[test]
fn play_starts_left_of_the_dealer_and_goes_clockwise() {
    let mut g = GoatLords::new(3, &Options::default(), 1).expect("setup");
    let mut order = Vec::new();
    for _ in 0..3 {
        order.push(g.active);
        let card = g.places[g.active].hand[0];
        act!(g, g.active, Action::Discard { card });
        while let Phase::TrimFront { seat, .. } = g.phase {
            let card = g.places[seat].front[0];
            act!(g, seat, Action::Trash { card });
        }
    }
    assert_eq!(order, vec![0, 1, 2]);
}

#[test]
fn first_play_must_be_a_birth_an_assisted_birth_or_a_discard() {
    let g = Table::new(2)
        .hand(0, &[NINJA, NINJA])
        .front(0, &[A::SantyGoat])
        .stack(1, G::Ladypug, 2)
        .stack(1, G::GoatNinja, 2)
        .build();
    let ninja = hand_card(&g, 0, NINJA);
    refuse(
        &g,
        0,
        Action::Duel {
            target: 1,
            card: ninja,
        },
        GoatError::NoHerd,
    );
    refuse(&g, 0, play(&g, 0, Effect::SantyGoat), GoatError::NoHerd);
    let legal = g.legal_actions(0);
    assert!(legal.iter().all(|a| matches!(
        a,
        Action::Birth { .. } | Action::AssistedBirth { .. } | Action::Discard { .. }
    )));
}

#[test]
fn birth_takes_twins_or_a_goat_and_a_wild() {
    let g = Table::new(2)
        .hand(0, &[NINJA, NINJA, PUG, LORD, GOATINI])
        .build();
    let mut twins = g.clone();
    act!(twins, 0, birth(&g, 0, NINJA, NINJA));
    assert_eq!(twins.places[0].herd[0].goat, G::GoatNinja);
    let mut wild = g.clone();
    act!(wild, 0, birth(&g, 0, PUG, LORD));
    assert_eq!(wild.places[0].herd[0].goat, G::Ladypug);
    refuse(&g, 0, birth(&g, 0, LORD, GOATINI), GoatError::NotTwins);
    refuse(&g, 0, birth(&g, 0, NINJA, PUG), GoatError::NotTwins);
}

#[test]
fn the_first_birth_is_the_base_stack_and_cannot_be_dueled() {
    let g = Table::new(2)
        .stack(0, G::Krakengoat, 2)
        .stack(1, G::GoatNinja, 2)
        .hand(0, &[NINJA])
        .build();
    refuse(
        &g,
        0,
        Action::Duel {
            target: 1,
            card: hand_card(&g, 0, NINJA),
        },
        GoatError::OnlyBaseStack,
    );
    assert!(TableView::of(&g, 0).players[1].herd[0].base);
}

#[test]
fn assisted_birth_uses_the_top_of_the_discard_pile_which_is_never_restocked() {
    let g = Table::new(2)
        .hand(0, &[NINJA, PUG])
        .discard(KRAKEN)
        .discard(NINJA)
        .build();
    refuse(
        &g,
        0,
        Action::AssistedBirth {
            card: hand_card(&g, 0, PUG),
        },
        GoatError::NotTwins,
    );
    let mut g2 = g.clone();
    act!(
        g2,
        0,
        Action::AssistedBirth {
            card: hand_card(&g, 0, NINJA)
        }
    );
    assert_eq!(g2.places[0].herd[0].goat, G::GoatNinja);
    assert_eq!(g2.discard.len(), 1);
    let empty = Table::new(2).hand(0, &[NINJA]).build();
    refuse(
        &empty,
        0,
        Action::AssistedBirth {
            card: hand_card(&empty, 0, NINJA),
        },
        GoatError::EmptyDiscard,
    );
}

#[test]
fn a_duel_needs_a_matching_card_from_the_hand_not_the_discard_pile() {
    let g = duel_table().hand(0, &[PUG, KRAKEN]).discard(NINJA).build();
    refuse(
        &g,
        0,
        Action::Duel {
            target: 1,
            card: hand_card(&g, 0, PUG),
        },
        GoatError::DoesNotMatch(G::GoatNinja),
    );
    refuse(
        &g,
        0,
        Action::Duel {
            target: 1,
            card: g.discard[0],
        },
        GoatError::NotInHand,
    );
    refuse(
        &g,
        0,
        Action::Duel {
            target: 0,
            card: hand_card(&g, 0, KRAKEN),
        },
        GoatError::NotOpponent,
    );
}

#[test]
fn the_attacker_who_wins_a_duel_takes_the_stack_and_every_dueled_card() {
    let mut g = duel_table()
        .hand(0, &[NINJA, LORD, PUG])
        .hand(1, &[NINJA, PUG])
        .build();
    act!(
        g,
        0,
        Action::Duel {
            target: 1,
            card: hand_card(&g, 0, NINJA)
        }
    );
    assert!(
        matches!(g.phase, Phase::Duel(ref d) if d.defender_to_move),
        "the defender answers"
    );
    assert_eq!(g.to_act(), crate::engine::ToAct::Seats(vec![1]));
    refuse(
        &g,
        1,
        Action::Answer {
            card: hand_card(&g, 1, PUG),
        },
        GoatError::DoesNotMatch(G::GoatNinja),
    );
    act!(
        g,
        1,
        Action::Answer {
            card: hand_card(&g, 1, NINJA)
        }
    );
    act!(
        g,
        0,
        Action::Answer {
            card: hand_card(&g, 0, LORD)
        }
    );
    act!(g, 1, Action::Yield);
    let won = g.places[0].herd.last().expect("new stack");
    assert_eq!((won.goat, won.cards.len()), (G::GoatNinja, 5));
    assert_eq!(g.places[1].herd.len(), 1, "only the base stack is left");
}

#[test]
fn the_defender_who_wins_a_duel_adds_the_dueled_cards_to_the_defended_stack() {
    let mut g = duel_table().hand(0, &[NINJA, PUG]).hand(1, &[LORD]).build();
    act!(
        g,
        0,
        Action::Duel {
            target: 1,
            card: hand_card(&g, 0, NINJA)
        }
    );
    act!(
        g,
        1,
        Action::Answer {
            card: hand_card(&g, 1, LORD)
        }
    );
    act!(g, 0, Action::Yield);
    assert_eq!(g.places[1].herd[1].cards.len(), 4);
    assert_eq!(g.places[0].herd.len(), 1);
}

#[test]
fn restocking_waits_for_the_end_of_the_turn_then_goes_active_first_clockwise() {
    let mut g = Table::new(3)
        .stack(0, G::Krakengoat, 2)
        .hand(0, &[NINJA, NINJA, PUG])
        .front(0, &[A::FlowerGoatee])
        .hand(1, &[PUG])
        .top(&[KRAKEN, LORD, KRAKEN, GOATINI])
        .build();
    g.options.hand_size = 3;
    act!(g, 0, play(&g, 0, Effect::FlowerGoatee));
    assert_eq!(g.places[0].hand.len(), 4, "Flower Goatee draws one");
    act!(g, 0, birth(&g, 0, NINJA, NINJA));
    assert_eq!(g.places[0].hand.len(), 2, "no restock between plays");
    assert_eq!(g.active, 0);
    act!(
        g,
        0,
        Action::Discard {
            card: hand_card(&g, 0, PUG)
        }
    );
    // Seat 0 drew a Goat Lord for the discard and then restocked first (Krakengoat); seat 1
    // then drew the Goatini and more.
    assert!(g.places[0].hand.iter().any(|c| c.card() == LORD));
    assert!(g.places[1].hand.iter().any(|c| c.card() == GOATINI));
    assert_eq!(g.places[1].hand.len(), 3);
    assert_eq!(g.places[2].hand.len(), 3);
    assert_eq!(g.active, 1);
}

#[test]
fn action_cards_drawn_go_in_front_and_only_three_may_stay() {
    let mut g = Table::new(2)
        .hand(0, &[NINJA, PUG, PUG, PUG, PUG])
        .front(0, &[A::LoafOfGoat, A::SantyGoat, A::AtomicGoat])
        .hand(1, &[PUG, PUG, PUG, PUG, PUG])
        .top(&[Card::Action(A::Goatinhood), KRAKEN])
        .build();
    act!(
        g,
        0,
        Action::Discard {
            card: hand_card(&g, 0, NINJA)
        }
    );
    assert_eq!(g.places[0].hand.len(), 5, "kept drawing until a goat came");
    assert_eq!(
        g.phase,
        Phase::TrimFront {
            seat: 0,
            then: Resume::Turn
        }
    );
    refuse(
        &g,
        0,
        Action::Discard {
            card: hand_card(&g, 0, PUG),
        },
        GoatError::NotNow,
    );
    let trash = front_card(&g, 0, A::SantyGoat);
    act!(g, 0, Action::Trash { card: trash });
    assert_eq!(g.places[0].front.len(), 3);
    assert!(
        g.trash.contains(&trash),
        "trashed cards are out of the game"
    );
    assert_eq!(g.active, 1);
}

#[test]
fn plus_one_play_allows_no_second_action_card() {
    let mut g = duel_table()
        .hand(0, &[NINJA, PUG])
        .front(0, &[A::SantyGoat, A::LoafOfGoat])
        .build();
    act!(g, 0, play(&g, 0, Effect::SantyGoat));
    assert_eq!((g.plays_left, g.active), (1, 0));
    refuse(
        &g,
        0,
        play(&g, 0, Effect::LoafOfGoat { target: 1 }),
        GoatError::NoActionCardsLeft,
    );
}

#[test]
fn plus_two_plays_allow_one_action_card_among_them() {
    let mut g = duel_table()
        .hand(0, &[NINJA, PUG])
        .front(0, &[A::FlowerGoatee, A::LoafOfGoat, A::AtomicGoat])
        .build();
    act!(g, 0, play(&g, 0, Effect::FlowerGoatee));
    assert_eq!(g.plays_left, 2);
    act!(g, 0, play(&g, 0, Effect::LoafOfGoat { target: 1 }));
    assert_eq!(g.plays_left, 1);
    refuse(
        &g,
        0,
        play(&g, 0, Effect::AtomicGoat { target: 1 }),
        GoatError::NoActionCardsLeft,
    );
}

#[test]
fn no_action_card_against_a_player_until_both_have_birthed() {
    let g = Table::new(2)
        .stack(0, G::Krakengoat, 2)
        .hand(1, &[PUG])
        .front(0, &[A::LoafOfGoat])
        .build();
    refuse(
        &g,
        0,
        play(&g, 0, Effect::LoafOfGoat { target: 1 }),
        GoatError::TargetNoHerd,
    );
}

#[test]
fn once_a_player_is_out_of_cards_with_the_draw_pile_gone_no_more_action_cards() {
    let mut g = duel_table()
        .hand(0, &[NINJA, NINJA, PUG])
        .hand(1, &[PUG])
        .front(0, &[A::FlowerGoatee, A::LoafOfGoat])
        .front(1, &[A::EscapeGoat])
        .build();
    let rest: Vec<CardId> = std::mem::take(&mut g.draw);
    g.trash.extend(rest);
    act!(g, 0, play(&g, 0, Effect::FlowerGoatee));
    act!(g, 0, birth(&g, 0, NINJA, NINJA));
    act!(
        g,
        0,
        Action::Discard {
            card: hand_card(&g, 0, PUG)
        }
    );
    assert!(g.actions_closed, "seat 0 is out of cards and cannot draw");
    assert_eq!(g.active, 1);
    assert!(
        g.legal_actions(1)
            .iter()
            .all(|a| !matches!(a, Action::Play { .. }))
    );
    act!(
        g,
        1,
        Action::Discard {
            card: hand_card(&g, 1, PUG)
        }
    );
    assert_eq!(g.phase, Phase::Over);
    let outcome = g.outcome().expect("over");
    assert_eq!(
        outcome.scores,
        vec![
            i64::from(g.places[0].score()),
            i64::from(g.places[1].score())
        ]
    );
    assert_eq!(outcome.winners, vec![0]);
    assert!(
        outcome
            .breakdown
            .iter()
            .any(|(name, _)| name == "Goat Ninja")
    );
}

#[test]
fn a_seat_sees_only_its_own_hand_and_action_cards() {
    let g = duel_table()
        .hand(0, &[NINJA])
        .hand(1, &[LORD, KRAKEN])
        .front(1, &[A::EscapeGoat])
        .build();
    let v = TableView::of(&g, 0);
    assert_eq!(v.hand.len(), 1);
    assert!(v.front.is_empty());
    assert_eq!((v.players[1].hand, v.players[1].front), (2, 1));
    let text = format!("{v:?}");
    for id in g.places[1].hand.iter().chain(&g.places[1].front) {
        assert!(
            !text.contains(&format!("CardId({})", id.0)),
            "seat 1's card leaked"
        );
    }
}
