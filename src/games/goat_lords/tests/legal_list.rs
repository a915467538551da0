//! The legal list is built directly for speed; these tests hold it to the slower, obvious
//! definition it replaced: every candidate of the phase, kept if `validate` accepts it, in the
//! same order. Random and Normal games at every table size, with the options varied, compare the
//! two at every step. The card tables that replaced look-ups are checked against the rules too.

use super::*;
use crate::engine::GameRng;
use crate::engine::bot::{Bot, Level};

/// Every effect worth considering at this table (the candidates the list used to filter).
fn effects(game: &GoatLords) -> Vec<Effect> {
    let mut out = vec![
        Effect::RussianGoatlette {
            direction: Direction::Left,
        },
        Effect::RussianGoatlette {
            direction: Direction::Right,
        },
        Effect::Goatinhood,
        Effect::SantyGoat,
        Effect::FlowerGoatee,
    ];
    for (target, place) in game.places.iter().enumerate() {
        out.push(Effect::AtomicGoat { target });
        out.push(Effect::LoafOfGoat { target });
        out.push(Effect::HypnotizedGoat { target });
        out.push(Effect::RainingFireGoats { target });
        out.extend((1..place.herd.len()).map(|stack| Effect::SneakAGoat { target, stack }));
    }
    out
}

/// The legal list as it was first written: candidates for the phase, filtered by `validate`.
fn legal_by_filter(game: &GoatLords, seat: Seat) -> Vec<Action> {
    let place = &game.places[seat];
    let hand = &place.hand;
    let mut out = Vec::new();
    match &game.phase {
        Phase::Play => {
            for (i, &first) in hand.iter().enumerate() {
                for &second in &hand[i + 1..] {
                    let (first, second) = if first < second {
                        (first, second)
                    } else {
                        (second, first)
                    };
                    out.push(Action::Birth { first, second });
                }
            }
            out.extend(hand.iter().map(|&card| Action::AssistedBirth { card }));
            for target in 0..game.places.len() {
                out.extend(hand.iter().map(|&card| Action::Duel { target, card }));
            }
            let effects = effects(game);
            for &card in &place.front {
                out.extend(effects.iter().map(|&effect| Action::Play { card, effect }));
            }
            out.extend(hand.iter().map(|&card| Action::Discard { card }));
        }
        Phase::Escape { .. } => out.extend([Action::Escape, Action::Allow, Action::Yield]),
        Phase::Duel(_) => {
            out.extend(hand.iter().map(|&card| Action::Answer { card }));
            out.push(Action::Yield);
        }
        Phase::TrimFront { .. } => {
            out.extend(place.front.iter().map(|&card| Action::Trash { card }))
        }
        Phase::DiscardDown { .. } => out.extend(hand.iter().map(|&card| Action::Discard { card })),
        Phase::Over => {}
    }
    out.retain(|a| game.validate(seat, a).is_ok());
    out
}

/// Plays one game with `level` bots, comparing the lists at every step (and the other seats'
/// empty lists). Returns the number of actions.
fn compare_game(players: usize, options: &Options, seed: u64, level: Level) -> usize {
    let mut g = GoatLords::new(players, options, seed).expect("valid setup");
    let mut rng = GameRng::new(seed ^ 0x5eed);
    let mut steps = 0;
    while let Some(seat) = g.seat_to_act() {
        for other in 0..players {
            if other != seat {
                assert!(g.legal_actions(other).is_empty(), "seed {seed}");
            }
        }
        let legal = g.legal_actions(seat);
        assert_eq!(
            legal,
            legal_by_filter(&g, seat),
            "seed {seed}, step {steps}"
        );
        assert!(!legal.is_empty(), "seed {seed}, step {steps}");
        let view = g.view(seat);
        let k = GoatLords::decide(&view, seat, &legal, level, &mut rng);
        g.execute(seat, &legal[k], &mut Log::new())
            .expect("a listed action is carried out");
        steps += 1;
        assert!(steps < 10_000, "seed {seed} runs too long");
    }
    steps
}

#[test]
fn the_legal_list_is_exactly_the_candidates_that_validate_accepts() {
    let mut steps = 0;
    for players in 2..=6 {
        for (i, look_through) in [true, false].into_iter().enumerate() {
            for hand_size in [3, 5, 8] {
                let options = Options {
                    hand_size,
                    look_through,
                };
                for game in 0..12u64 {
                    let seed = game * 101 + players as u64 * 7 + i as u64 + hand_size as u64 * 13;
                    let level = if game % 2 == 0 {
                        Level::Random
                    } else {
                        Level::Normal
                    };
                    steps += compare_game(players, &options, seed, level);
                }
            }
        }
    }
    assert!(steps > 10_000, "only {steps} steps compared");
}

#[test]
fn every_card_id_reads_as_the_tables_say() {
    // Ids past the deck read as the last action card and score nothing; every id scores what
    // its card scores.
    for id in 0..=u8::MAX {
        let card = CardId(id);
        if id as usize >= DECK_SIZE {
            assert_eq!(card.card(), Card::Action(A::Goatinhood), "card {id}");
        }
        assert_eq!(card.points(), card.card().points(), "card {id}");
    }
    // The deck is laid out goats, wilds, then action cards, in table order.
    let kinds: Vec<Card> = CardId::all().map(CardId::card).collect();
    let mut expected = Vec::new();
    for (goat, count, _) in cards::GOATS {
        expected.extend(std::iter::repeat_n(Card::Goat(goat), count as usize));
    }
    for (wild, count, _) in cards::WILDS {
        expected.extend(std::iter::repeat_n(Card::Wild(wild), count as usize));
    }
    for (action, count) in ACTIONS {
        expected.extend(std::iter::repeat_n(Card::Action(action), count as usize));
    }
    assert_eq!(kinds, expected);
}

#[test]
fn twins_by_id_agree_with_twins_by_card() {
    for a in 0..=u8::MAX {
        for b in 0..=u8::MAX {
            let (a, b) = (CardId(a), CardId(b));
            assert_eq!(
                a.twins_with(b),
                a.card().twins(b.card()).is_some(),
                "{a:?} {b:?}"
            );
        }
    }
}

#[test]
fn every_card_scores_as_its_own_kind() {
    let kinds: Vec<Card> = cards::GOATS
        .iter()
        .map(|g| Card::Goat(g.0))
        .chain(cards::WILDS.iter().map(|w| Card::Wild(w.0)))
        .collect();
    for id in 0..=u8::MAX {
        let card = CardId(id);
        let expected = kinds.iter().position(|&k| k == card.card());
        assert_eq!(card.scoring_kind(), expected, "card {id}");
    }
}
