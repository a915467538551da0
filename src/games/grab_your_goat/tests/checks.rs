//! The quick answers (card turns, checking one action, the random player's shortcut) agree with
//! the plain definitions they stand in for.

use super::*;
use crate::engine::GameRng;
use crate::engine::harness::Fuzz;

#[test]
fn each_card_lies_once_per_distinct_look_as_counted_turn_by_turn() {
    // Every id a caller could send, out-of-range ones included.
    for id in 0..=u8::MAX {
        let card = CardId(id);
        let plain: Vec<u8> = match card.face() {
            Face::Arrows(mask) => (0..4)
                .filter(|&r| (0..r).all(|q| rotate(mask, q) != rotate(mask, r)))
                .collect(),
            Face::Effect(_) => vec![0],
        };
        assert_eq!(card.turns(), plain.as_slice(), "{card:?}");
        assert_eq!(card.rotations(), plain, "{card:?}");
        for toward in Dir::ALL {
            let meets: Vec<u8> = match card.face() {
                Face::Arrows(mask) => plain
                    .iter()
                    .copied()
                    .filter(|&r| rotate(mask, r) & toward.bit() != 0)
                    .collect(),
                Face::Effect(_) => Vec::new(),
            };
            assert_eq!(card.rotations_toward(toward), meets, "{card:?} {toward:?}");
        }
    }
}

/// Actions of every kind near the legal ones: every way, every place just on and off the
/// mountain, every card in a hand and a few others, every turn and a few too many.
fn candidates(g: &GrabYourGoat) -> Vec<Action> {
    let places: Vec<Pos> = (0..SIZE + 2)
        .flat_map(|row| (0..SIZE + 2).map(move |col| Pos { row, col }))
        .collect();
    let mut cards: Vec<CardId> = g.hands.iter().flatten().copied().collect();
    cards.extend([CardId(0), CardId(50), CardId(69), CardId(70), CardId(255)]);
    let mut out = vec![
        Action::Roll,
        Action::Skip,
        Action::Pass,
        Action::Rotate { clockwise: true },
        Action::Rotate { clockwise: false },
    ];
    for dir in Dir::ALL {
        out.extend([
            Action::GoatWay { dir },
            Action::Step { dir },
            Action::Aim { dir },
        ]);
    }
    for rot in 0..6 {
        out.push(Action::Orient { rot });
    }
    for &at in &places {
        out.extend([
            Action::Lift { to: at },
            Action::Throw { to: at },
            Action::Reveal { at },
        ]);
        for &card in &cards {
            for rot in 0..6 {
                out.push(Action::Advantage { card, at, rot });
            }
        }
    }
    out
}

#[test]
fn an_action_is_accepted_exactly_when_the_legal_list_holds_it() {
    for players in 2..=4 {
        for seed in 0..12 {
            let mut g = GrabYourGoat::new(players, &Options::default(), seed).expect("setup");
            let mut rng = GameRng::new(seed);
            let mut steps = 0;
            while g.winner.is_none() && steps < 400 {
                let seat = g.seat;
                let legal = g.legal_actions(seat);
                if matches!(g.now(), Some(Pending::Move { .. })) {
                    // The random player counts on the advantage plays coming last.
                    let first = legal
                        .iter()
                        .position(|a| matches!(a, Action::Advantage { .. }))
                        .unwrap_or(legal.len());
                    assert!(
                        legal[first..]
                            .iter()
                            .all(|a| matches!(a, Action::Advantage { .. })),
                        "{legal:?}"
                    );
                }
                for a in candidates(&g) {
                    assert_eq!(
                        g.validate(seat, &a).is_ok(),
                        legal.contains(&a),
                        "{a:?} with {:?}",
                        g.now()
                    );
                    let other = (seat + 1) % players;
                    assert!(g.validate(other, &a).is_err());
                }
                let k = GrabYourGoat::choose(&g, seat, &legal, &mut rng);
                let Some(a) = legal.get(k) else {
                    panic!("choice {k} of {}", legal.len())
                };
                g.execute(seat, a, &mut Log::new()).expect("legal");
                steps += 1;
            }
        }
    }
}

#[test]
fn cards_are_dealt_from_the_top_outwards_ring_by_ring_around_the_houses() {
    let mut order: Vec<Pos> = Pos::all()
        .filter(|&p| p != Pos::TOP && !p.is_corner())
        .collect();
    order.sort_by_key(|p| (p.row.abs_diff(3).max(p.col.abs_diff(3)), p.row, p.col));
    assert_eq!(DEAL.as_slice(), order.as_slice());
}
