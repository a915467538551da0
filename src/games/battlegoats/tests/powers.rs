//! Powers: Peek, Reveal, Hide and Mend, used instead of attacking, and never two turns running.

use super::*;
use crate::games::battlegoats::view::{CellView, Known};

#[test]
fn powers_peek_reveal_hide_and_mend_instead_of_attacking() {
    let mut g = table(&[
        &[
            (0, "Scout Goat"),
            (1, "Cloak"),
            (2, "Medic Goat"),
            (3, "Torch"),
        ],
        &[(0, "Grey Wolf"), (1, "Brown Bear")],
    ]);
    g.options.memory = false;
    // Peek: only Ana learns what the Wolf is; the log names the Scout Goat (using a power shows
    // the card) but never the card peeked at.
    assert_eq!(g.view(0).fields[1][0], CellView::Down(None));
    let mut log = Log::new();
    g.apply(
        0,
        &Action::Use {
            with: 0,
            target: spot(1, 0),
        },
        &mut log,
    )
    .expect("peek");
    assert!(log.iter().any(|l| l.contains("Scout Goat")));
    assert!(log.iter().all(|l| !l.contains("Grey Wolf")), "{log:?}");
    assert_eq!(
        g.view(1).fields[1][0],
        CellView::Down(Some((id("Grey Wolf"), Known::Own)))
    );
    assert_eq!(
        g.view(0).fields[1][0],
        CellView::Down(Some((id("Grey Wolf"), Known::Peeked)))
    );
    assert!(g.legal_actions(0).is_empty(), "it is Bo's turn now");
    act(
        &mut g,
        1,
        Action::Attack {
            with: 1,
            target: spot(0, 3),
        },
    );
    // Bear 6 +1 defending... attacking: 6 vs Torch 2 (+2 vs Creature) = 4: the Torch falls.
    assert_eq!(g.discards[0], vec![id("Torch")]);
    // Peeking the same card again is refused; Mend brings the Torch back face down. (Ana used
    // a power last turn, so she would have to attack now: this test is about what the powers
    // do, and lets her use another; the turn-after rule has its own test.)
    g.powered[0] = false;
    assert!(matches!(
        g.validate(
            0,
            &Action::Use {
                with: 0,
                target: spot(1, 0)
            }
        ),
        Err(BattleError::BadTarget(_))
    ));
    act(
        &mut g,
        0,
        Action::Use {
            with: 2,
            target: spot(0, 8),
        },
    );
    assert_eq!(
        g.fields[0][8],
        Some(Placed {
            card: id("Torch"),
            face_up: false
        })
    );
    assert!(g.discards[0].is_empty());
    // Hide needs a face-up card of your own.
    act(
        &mut g,
        1,
        Action::Attack {
            with: 0,
            target: spot(0, 8),
        },
    );
    g.fields[0][0] = Some(Placed {
        card: id("Scout Goat"),
        face_up: true,
    });
    g.powered[0] = false;
    act(
        &mut g,
        0,
        Action::Use {
            with: 1,
            target: spot(0, 0),
        },
    );
    assert_eq!(g.fields[0][0].map(|p| p.face_up), Some(false));
    assert!(matches!(
        g.validate(
            1,
            &Action::Use {
                with: 0,
                target: spot(1, 0)
            }
        ),
        Err(BattleError::NoPower)
    ));
}

#[test]
fn after_a_turn_spent_on_a_power_the_next_turn_must_attack() {
    // "You must attack if able", and a card's ability may be used instead of its attack: a
    // power may not be used two turns running, so nobody can put off attacking for ever
    // (a Reveal and a Hide could otherwise take turns without end).
    let mut g = table(&[
        &[(0, "Lantern Goat"), (1, "Cloak"), (2, "Grey Wolf")],
        &[(0, "Brown Bear"), (1, "Mole"), (2, "Firefly Swarm")],
    ]);
    act(
        &mut g,
        0,
        Action::Use {
            with: 0,
            target: spot(0, 1),
        },
    );
    act(
        &mut g,
        1,
        Action::Use {
            with: 2,
            target: spot(1, 0),
        },
    );
    // Both used a power last turn: no power is offered now, and one is refused; the screen
    // knows why.
    assert!(g.view(0).must_attack && g.view(1).must_attack);
    assert!(
        g.legal_actions(0)
            .iter()
            .all(|a| matches!(a, Action::Attack { .. })),
        "{:?}",
        g.legal_actions(0)
    );
    assert_eq!(
        g.validate(
            0,
            &Action::Use {
                with: 1,
                target: spot(0, 1)
            }
        ),
        Err(BattleError::MustAttack)
    );
    let before = g.clone();
    assert!(
        g.apply(
            0,
            &Action::Use {
                with: 1,
                target: spot(0, 1)
            },
            &mut Log::new()
        )
        .is_err()
    );
    assert_eq!(g, before, "a refused action changes nothing");
    act(
        &mut g,
        0,
        Action::Attack {
            with: 2,
            target: spot(1, 2),
        },
    );
    act(
        &mut g,
        1,
        Action::Attack {
            with: 0,
            target: spot(0, 0),
        },
    );
    assert!(!g.view(0).must_attack);
    // After an attack a power is allowed again.
    assert!(
        g.legal_actions(0)
            .iter()
            .any(|a| matches!(a, Action::Use { .. }))
    );
}
