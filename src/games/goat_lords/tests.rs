//! Named tests for every Goat Lords rule and action card, on hand-built tables.

use super::cards::{ACTIONS, ActionCard as A, Card, CardId, DECK_SIZE, Goat as G, Wild as W};
use super::*;
use crate::engine::{Game, Player, Session, UndoError};

const NINJA: Card = Card::Goat(G::GoatNinja);
const PUG: Card = Card::Goat(G::Ladypug);
const KRAKEN: Card = Card::Goat(G::Krakengoat);
const LORD: Card = Card::Wild(W::GoatLord);
const GOATINI: Card = Card::Wild(W::MagicalGoatini);

/// A hand-built table: every card starts in a pool and is handed out on request; what is left
/// becomes the draw pile (its top is set with `top`).
struct Table {
    g: GoatLords,
    pool: Vec<CardId>,
}

impl Table {
    fn new(players: usize) -> Self {
        let mut g = GoatLords::new(players, &Options::default(), 7).expect("valid setup");
        g.draw.clear();
        g.discard.clear();
        g.places = vec![Place::default(); players];
        g.active = 0;
        g.turn = 1;
        g.phase = Phase::Play;
        g.plays_left = 1;
        g.actions_left = 1;
        Table {
            g,
            pool: CardId::all().collect(),
        }
    }
    fn take(&mut self, card: Card) -> CardId {
        let at = self
            .pool
            .iter()
            .position(|c| c.card() == card)
            .expect("card left in pool");
        self.pool.remove(at)
    }
    fn hand(mut self, seat: Seat, cards: &[Card]) -> Self {
        for &c in cards {
            let id = self.take(c);
            self.g.places[seat].hand.push(id);
        }
        self
    }
    fn front(mut self, seat: Seat, cards: &[A]) -> Self {
        for &c in cards {
            let id = self.take(Card::Action(c));
            self.g.places[seat].front.push(id);
        }
        self
    }
    /// Adds a stack of `goat` with `size` cards to the top of `seat`'s herd.
    fn stack(mut self, seat: Seat, goat: G, size: usize) -> Self {
        let cards = (0..size).map(|_| self.take(Card::Goat(goat))).collect();
        self.g.places[seat].herd.push(Stack { goat, cards });
        self
    }
    fn discard(mut self, card: Card) -> Self {
        let id = self.take(card);
        self.g.discard.push(id);
        self
    }
    /// Cards drawn next, in drawing order.
    fn top(mut self, cards: &[Card]) -> Self {
        let ids: Vec<CardId> = cards.iter().map(|&c| self.take(c)).collect();
        self.pool.retain(|c| !ids.contains(c));
        self.g.draw = self.pool.iter().rev().copied().collect();
        self.g.draw.extend(ids.into_iter().rev());
        self.pool.clear();
        self
    }
    fn build(mut self) -> GoatLords {
        // Undealt cards go under the draw pile, goats on top and action cards at the bottom.
        self.g.draw.splice(0..0, self.pool.drain(..).rev());
        self.g.check_invariants().expect("a sound table");
        self.g
    }
}

/// Applies an action that must be legal (the action is worked out before the state is borrowed).
macro_rules! act {
    ($g:ident, $seat:expr, $action:expr) => {{
        let seat = $seat;
        let action = $action;
        apply_ok(&mut $g, seat, action)
    }};
}

fn apply_ok(g: &mut GoatLords, seat: Seat, action: Action) {
    let mut log = Vec::new();
    g.apply(seat, &action, &mut log)
        .unwrap_or_else(|e| panic!("{action:?} refused: {e}"));
    g.check_invariants().expect("invariants hold");
}

fn refuse(g: &GoatLords, seat: Seat, action: Action, why: GoatError) {
    let mut copy = g.clone();
    let mut log = Vec::new();
    assert_eq!(copy.apply(seat, &action, &mut log), Err(why));
    assert_eq!(&copy, g, "a refused action must not change the state");
}

fn hand_card(g: &GoatLords, seat: Seat, card: Card) -> CardId {
    *g.places[seat]
        .hand
        .iter()
        .find(|c| c.card() == card)
        .expect("card in hand")
}

fn front_card(g: &GoatLords, seat: Seat, card: A) -> CardId {
    *g.places[seat]
        .front
        .iter()
        .find(|c| c.card() == Card::Action(card))
        .expect("card in front")
}

fn birth(g: &GoatLords, seat: Seat, a: Card, b: Card) -> Action {
    let x = hand_card(g, seat, a);
    let y = *g.places[seat]
        .hand
        .iter()
        .find(|c| c.card() == b && **c != x)
        .expect("second card");
    Action::Birth {
        first: x.min(y),
        second: x.max(y),
    }
}

fn play(g: &GoatLords, seat: Seat, effect: Effect) -> Action {
    Action::Play {
        card: front_card(g, seat, effect.card()),
        effect,
    }
}

/// Two players who have both birthed; seat 1 has an open Ninja stack on top of a Pug base.
fn duel_table() -> Table {
    Table::new(2)
        .stack(0, G::Krakengoat, 2)
        .stack(1, G::Ladypug, 2)
        .stack(1, G::GoatNinja, 2)
}

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

#[test]
fn an_illegal_action_is_refused_with_the_session_unchanged() {
    let players = vec![
        Player {
            name: "Ana".into(),
            colour: 0,
        },
        Player {
            name: "Bo".into(),
            colour: 1,
        },
    ];
    let mut s = Session::<GoatLords>::new(players, Options::default(), 42).expect("setup");
    let before = s.clone();
    assert_eq!(s.act(1, Action::Yield), Err(GoatError::NotYourTurn));
    assert_eq!(
        s.act(0, Action::Discard { card: CardId(200) }),
        Err(GoatError::NotInHand)
    );
    assert_eq!(s, before);
    assert_eq!(s.can_undo(), Err(UndoError::Nothing));
}

#[test]
fn undo_takes_back_a_play_that_revealed_nothing_but_not_a_draw() {
    let players = vec![
        Player {
            name: "Ana".into(),
            colour: 0,
        },
        Player {
            name: "Bo".into(),
            colour: 1,
        },
    ];
    let mut s = Session::<GoatLords>::new(players, Options::default(), 42).expect("setup");
    let card = s.state.places[0].hand[0];
    s.act(0, Action::Discard { card }).expect("discard");
    assert_eq!(s.can_undo(), Err(UndoError::Revealed));
    // A birth in the middle of a Flower Goatee turn draws nothing and can be taken back.
    let mut g = duel_table()
        .hand(0, &[NINJA, NINJA, PUG])
        .front(0, &[A::FlowerGoatee])
        .build();
    act!(g, 0, play(&g, 0, Effect::FlowerGoatee));
    let before = g.reveals();
    act!(g, 0, birth(&g, 0, NINJA, NINJA));
    assert_eq!(g.reveals(), before, "a birth reveals nothing");
}

#[test]
fn a_save_round_trips_and_a_tampered_save_is_refused() {
    let players = vec![
        Player {
            name: "Ana".into(),
            colour: 0,
        },
        Player {
            name: "Bo".into(),
            colour: 1,
        },
    ];
    let mut s = Session::<GoatLords>::new(players, Options::default(), 9).expect("setup");
    for _ in 0..6 {
        let seat = s.state.seat_to_act().expect("running");
        let a = s.state.legal_actions(seat).last().cloned().expect("a move");
        s.act(seat, a).expect("legal");
    }
    let text = s.to_save();
    assert_eq!(
        Session::<GoatLords>::from_save(&text).expect("loads").state,
        s.state
    );
    assert!(matches!(
        Session::<GoatLords>::from_save("{nonsense"),
        Err(crate::engine::LoadError::Corrupt(_))
    ));
    let old = text.replacen("\"version\":1", "\"version\":0", 1);
    assert!(matches!(
        Session::<GoatLords>::from_save(&old),
        Err(crate::engine::LoadError::Version(0))
    ));
    let tampered = text.replacen("\"seed\":9", "\"seed\":10", 1);
    assert!(Session::<GoatLords>::from_save(&tampered).is_err());
}
