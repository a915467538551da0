//! Fights, modifiers, powers, explosions and the end of the game.

use super::*;
use crate::games::battlegoats::view::{CellView, Known, TableView};

#[test]
fn adjacent_goats_count_up_down_left_right_only() {
    // Drill Goat 6, +1 per adjacent Goat: Kid Goat above, Herd Goat left are Goats; the Iron
    // Helm on its right is not; Twin Goat diagonal doesn't touch it.
    let g = table(&[
        &[
            (4, "Drill Goat"),
            (1, "Kid Goat"),
            (3, "Herd Goat"),
            (5, "Iron Helm"),
            (0, "Twin Goat"),
        ],
        &[(0, "Grey Wolf")],
    ]);
    let f = fight::resolve(&g, spot(0, 4), spot(1, 0));
    assert_eq!(f.attacker.total, 8);
    assert_eq!(f.attacker.describe(), "Drill Goat 6 +2 adjacent Goat = 8");
    // Grey Wolf 5, +2 vs Goat.
    assert_eq!(f.defender.describe(), "Grey Wolf 5 +2 vs Goat = 7");
    assert_eq!(f.result, FightResult::AttackerWins);
}

#[test]
fn cards_directly_in_front_are_those_nearer_the_front_in_the_same_column() {
    let mut g = table(&[
        &[
            (7, "Cowboy Goat"),
            (1, "Kid Goat"),
            (4, "Herd Goat"),
            (0, "Iron Helm"),
        ],
        &[(0, "Grey Wolf")],
    ]);
    // Cowboy Goat 1, +4 per card directly in front: two in its column.
    assert_eq!(values(&g, spot(0, 7), spot(1, 0)).0, 9);
    g.fields[0][4] = None;
    assert_eq!(values(&g, spot(0, 7), spot(1, 0)).0, 5);
    // Grand Ram Boulder 7, +2 per card in front, in the front row: nothing is in front.
    let g = table(&[
        &[(1, "Grand Ram Boulder"), (4, "Kid Goat")],
        &[(0, "Grey Wolf")],
    ]);
    assert_eq!(values(&g, spot(0, 1), spot(1, 0)).0, 7);
}

#[test]
fn the_rulebooks_example_cards_are_worth_what_it_says_in_a_full_battlefield() {
    // The rulebook: a card with +4 for each card directly in front of it belongs in the back
    // row, where the Cowboy Goat is a 9; with adjacent bonuses the Soldier Goat is an 8.
    let full = |cell: usize, name: &'static str| -> Vec<(usize, &'static str)> {
        let fill = [
            "Iron Helm",
            "Anvil",
            "Catapult",
            "Cloak",
            "Torch",
            "Spyglass",
            "Goat Net",
            "Long Spear",
            "Crossbow",
        ];
        (0..CELLS)
            .map(|c| (c, if c == cell { name } else { fill[c] }))
            .collect()
    };
    let cowboy = full(7, "Cowboy Goat");
    let g = table(&[&cowboy, &[(0, "Iron Helm")]]);
    assert_eq!(values(&g, spot(0, 7), spot(1, 0)).0, 9);
    let soldier = full(4, "Soldier Goat");
    let g = table(&[&soldier, &[(0, "Anvil")]]);
    assert_eq!(values(&g, spot(0, 4), spot(1, 0)).0, 8);
}

#[test]
fn adjacency_bonuses_and_penalties_count_every_neighbour() {
    let g = table(&[
        &[
            (4, "Kid Goat"),
            (1, "Herd Goat"),
            (3, "Iron Helm"),
            (5, "Anvil"),
            (7, "Yeti"),
        ],
        &[
            (4, "Hill Giant"),
            (1, "Brown Bear"),
            (3, "Wolf Pack"),
            (0, "Marsh Hydra"),
        ],
    ]);
    // Kid Goat 1, +2 per adjacent card: four neighbours.
    assert_eq!(values(&g, spot(0, 4), spot(1, 4)).0, 9);
    // Hill Giant 8, -1 per adjacent card: two neighbours.
    assert_eq!(values(&g, spot(0, 4), spot(1, 4)).1, 6);
    // Wolf Pack 3, +2 per adjacent Creature: Hill Giant and Marsh Hydra.
    assert_eq!(values(&g, spot(0, 4), spot(1, 3)).1, 7);
}

#[test]
fn rows_attacking_defending_and_alone() {
    let g = table(&[
        &[
            (0, "Battering Ram"),
            (8, "Mountain Goat"),
            (2, "Long Spear"),
        ],
        &[(0, "Warden Thistle"), (6, "Lone Goat"), (4, "Crossbow")],
    ]);
    // Battering Ram 4: +3 in the front row, +1 attacking. Warden Thistle 7, +3 defending.
    assert_eq!(values(&g, spot(0, 0), spot(1, 0)), (8, 10));
    // Mountain Goat 6, +2 in the back row; Lone Goat 6, +2 with no adjacent card.
    assert_eq!(values(&g, spot(0, 8), spot(1, 6)), (8, 8));
    // Long Spear +3 in the front row; Crossbow +3 only in the back row (it's in the middle).
    assert_eq!(values(&g, spot(0, 2), spot(1, 4)), (7, 4));
}

#[test]
fn bonuses_against_card_types() {
    let g = table(&[
        &[
            (0, "Captain Cragbeard"),
            (1, "Stubborn Goat"),
            (2, "Rock Viper"),
        ],
        &[(0, "Grey Wolf"), (1, "Anvil"), (2, "Sir Bleatsalot")],
    ]);
    // Captain Cragbeard 8, +2 vs Creature.
    assert_eq!(values(&g, spot(0, 0), spot(1, 0)).0, 10);
    assert_eq!(values(&g, spot(0, 0), spot(1, 1)).0, 8);
    // Stubborn Goat 5 +3 vs Hero; Rock Viper 2 +5 vs Hero.
    assert_eq!(values(&g, spot(0, 1), spot(1, 2)).0, 8);
    assert_eq!(values(&g, spot(0, 2), spot(1, 2)).0, 7);
    // Anvil 6 +1 defending; Sir Bleatsalot 9 has no modifier.
    assert_eq!(values(&g, spot(0, 2), spot(1, 1)), (2, 7));
}

#[test]
fn discard_piles_feed_old_goats() {
    let mut g = table(&[&[(0, "Old Goat")], &[(0, "Brown Bear")]]);
    assert_eq!(values(&g, spot(0, 0), spot(1, 0)).0, 2);
    g.discards[0] = vec![id("Kid Goat"), id("Torch"), id("Cloak")];
    assert_eq!(values(&g, spot(0, 0), spot(1, 0)).0, 5);
}

#[test]
fn a_card_counts_as_face_up_only_from_the_start_of_a_turn() {
    let mut g = table(&[
        &[(0, "Lantern Goat"), (1, "Show Goat")],
        &[(0, "Grey Wolf"), (1, "Trick Goat")],
    ]);
    // Turned face up during this turn: it doesn't count yet.
    g.fields[0][1] = Some(Placed {
        card: id("Show Goat"),
        face_up: true,
    });
    assert_eq!(values(&g, spot(0, 1), spot(1, 0)).0, 4);
    g.fields[0][1] = Some(Placed {
        card: id("Show Goat"),
        face_up: false,
    });
    // Lantern Goat reveals its own Show Goat instead of attacking; from Bo's turn it counts.
    act(
        &mut g,
        0,
        Action::Use {
            with: 0,
            target: spot(0, 1),
        },
    );
    assert_eq!(g.phase, Phase::Turn { seat: 1 });
    assert!(g.up_at_start[0][1]);
    // Show Goat 4 +4 while face up; Trick Goat 3 +4 vs a face-up card.
    assert_eq!(values(&g, spot(1, 1), spot(0, 1)), (7, 8));
    act(
        &mut g,
        1,
        Action::Attack {
            with: 0,
            target: spot(0, 1),
        },
    );
    // Grey Wolf 5 +2 vs Goat = 7 loses to 8; the winner flips back face down.
    assert_eq!(
        g.last_fight().map(|f| f.result),
        Some(FightResult::DefenderWins)
    );
    assert_eq!(g.fields[0][1].map(|p| p.face_up), Some(false));
    assert_eq!(g.discards[1], vec![id("Grey Wolf")]);
    assert_eq!(g.fields[1][0], None);
}

#[test]
fn a_tie_defeats_both_cards() {
    // Billy Brawler 6 +1 attacking = 7; Brown Bear 6 +1 defending = 7.
    let mut g = table(&[
        &[(0, "Billy Brawler"), (1, "Kid Goat")],
        &[(0, "Brown Bear"), (1, "Anvil")],
    ]);
    act(
        &mut g,
        0,
        Action::Attack {
            with: 0,
            target: spot(1, 0),
        },
    );
    assert_eq!(g.last_fight().map(|f| f.result), Some(FightResult::Tie));
    assert_eq!((g.fields[0][0], g.fields[1][0]), (None, None));
    assert_eq!(
        g.discards,
        vec![vec![id("Billy Brawler")], vec![id("Brown Bear")]]
    );
    assert_eq!(g.phase, Phase::Turn { seat: 1 });
}

#[test]
fn explosions_on_flip_defeat_both_unless_blast_proof() {
    let mut g = table(&[
        &[(0, "Sir Bleatsalot"), (1, "Powder Keg")],
        &[(0, "Boom Goat"), (1, "Blast Shield"), (2, "Anvil")],
    ]);
    act(
        &mut g,
        0,
        Action::Attack {
            with: 0,
            target: spot(1, 0),
        },
    );
    let f = g.last_fight().cloned().expect("fought");
    assert_eq!(f.result, FightResult::Explosion);
    assert!(f.attacker.defeated && f.defender.defeated);
    // Bo's Anvil never attacks while another card of Bo's can; Blast Shield attacks the Keg:
    // the Keg explodes, the Shield is not defeated by explosions.
    assert_eq!(
        g.validate(
            1,
            &Action::Attack {
                with: 2,
                target: spot(0, 1)
            }
        ),
        Err(BattleError::CannotAttack)
    );
    act(
        &mut g,
        1,
        Action::Attack {
            with: 1,
            target: spot(0, 1),
        },
    );
    let f = g.last_fight().cloned().expect("fought");
    assert_eq!((f.attacker.defeated, f.defender.defeated), (false, true));
    assert_eq!(g.phase, Phase::Over { winners: vec![1] });
}

#[test]
fn a_card_that_explodes_when_defeated_takes_its_victor_along() {
    let mut g = table(&[
        &[(0, "Sir Bleatsalot"), (1, "Blast Shield")],
        &[(0, "Fainting Goat"), (1, "Land Mine"), (2, "Anvil")],
    ]);
    act(
        &mut g,
        0,
        Action::Attack {
            with: 0,
            target: spot(1, 0),
        },
    );
    let f = g.last_fight().cloned().expect("fought");
    assert_eq!(f.result, FightResult::AttackerWins);
    assert!(f.chain_blast && f.attacker.defeated && f.defender.defeated);
    // Bo's Anvil attacks (Land Mine and Anvil both never attack, so both may now).
    assert!(g.legal_actions(1).contains(&Action::Attack {
        with: 2,
        target: spot(0, 1)
    }));
    act(
        &mut g,
        1,
        Action::Attack {
            with: 1,
            target: spot(0, 1),
        },
    );
    // Land Mine 2 loses to Blast Shield 3 +2 defending; the mine explodes, the Shield shrugs.
    let f = g.last_fight().cloned().expect("fought");
    assert!(!f.chain_blast && !f.defender.defeated && f.attacker.defeated);
}

#[test]
fn the_last_two_falling_together_are_asked_to_share_or_both_lose() {
    for (answers, winners) in [
        ([true, true], vec![0, 1]),
        ([true, false], vec![]),
        ([false, true], vec![]),
    ] {
        let mut g = table(&[&[(0, "Billy Brawler")], &[(0, "Brown Bear")]]);
        act(
            &mut g,
            0,
            Action::Attack {
                with: 0,
                target: spot(1, 0),
            },
        );
        assert_eq!(g.to_act(), ToAct::Seats(vec![0]));
        assert!(matches!(g.phase, Phase::Ask { .. }));
        let mut log = Log::new();
        g.apply(0, &Action::Share { share: answers[0] }, &mut log)
            .expect("answer");
        // A secret vote: the log says only that Ana answered, Bo's view doesn't hold it.
        assert!(
            log.iter()
                .all(|l| !l.contains("share") && !l.contains("lose")),
            "{log:?}"
        );
        assert_eq!(
            g.view(1).phase,
            Phase::Ask {
                seats: vec![0, 1],
                answers: vec![false]
            }
        );
        assert_eq!(g.to_act(), ToAct::Seats(vec![1]));
        act(&mut g, 1, Action::Share { share: answers[1] });
        assert_eq!(g.outcome().map(|o| o.winners), Some(winners));
    }
    // The last card exploding asks too.
    let mut g = table(&[&[(0, "Sir Bleatsalot")], &[(0, "Powder Keg")]]);
    act(
        &mut g,
        0,
        Action::Attack {
            with: 0,
            target: spot(1, 0),
        },
    );
    assert!(matches!(g.phase, Phase::Ask { .. }));
}

#[test]
fn with_three_players_the_one_left_wins_and_the_fallen_are_skipped() {
    let mut g = table(&[
        &[(0, "Sir Bleatsalot"), (1, "Kid Goat")],
        &[(0, "Rock Viper")],
        &[(0, "Anvil")],
    ]);
    // Ana's Sir Bleatsalot beats Bo's Rock Viper (2 +5 vs Hero = 7 < 9): Bo is out.
    act(
        &mut g,
        0,
        Action::Attack {
            with: 0,
            target: spot(1, 0),
        },
    );
    assert_eq!(
        g.phase,
        Phase::Turn { seat: 2 },
        "Bo, out of cards, is skipped"
    );
    // Cy's Anvil is Cy's only card, so it attacks: 6 vs Kid Goat 1 +2 per adjacent (1) = 3.
    act(
        &mut g,
        2,
        Action::Attack {
            with: 0,
            target: spot(0, 1),
        },
    );
    assert_eq!(g.phase, Phase::Turn { seat: 0 });
    act(
        &mut g,
        0,
        Action::Attack {
            with: 0,
            target: spot(2, 0),
        },
    );
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![0]));
}

#[test]
fn attacks_must_be_on_an_opponent_with_your_own_card_in_your_turn() {
    let g = table(&[&[(0, "Grey Wolf"), (1, "Wall Goat")], &[(0, "Brown Bear")]]);
    assert_eq!(
        g.validate(
            1,
            &Action::Attack {
                with: 0,
                target: spot(0, 0)
            }
        ),
        Err(BattleError::NotYourTurn)
    );
    assert_eq!(
        g.validate(
            0,
            &Action::Attack {
                with: 0,
                target: spot(0, 1)
            }
        ),
        Err(BattleError::OwnCard)
    );
    assert_eq!(
        g.validate(
            0,
            &Action::Attack {
                with: 5,
                target: spot(1, 0)
            }
        ),
        Err(BattleError::NotPlaced)
    );
    assert_eq!(
        g.validate(
            0,
            &Action::Attack {
                with: 0,
                target: spot(1, 4)
            }
        ),
        Err(BattleError::NoCard)
    );
    assert_eq!(
        g.validate(
            0,
            &Action::Attack {
                with: 0,
                target: spot(9, 4)
            }
        ),
        Err(BattleError::NoSuchPlace)
    );
    assert_eq!(
        g.validate(
            0,
            &Action::Attack {
                with: 1,
                target: spot(1, 0)
            }
        ),
        Err(BattleError::CannotAttack)
    );
    // Every legal action of a turn is an attack or a power: there is no passing.
    assert!(
        g.legal_actions(0)
            .iter()
            .all(|a| matches!(a, Action::Attack { .. }))
    );
    assert_eq!(g.legal_actions(0).len(), 1);
}

#[test]
fn others_face_down_cards_stay_hidden_and_the_memory_aid_remembers_flips() {
    for memory in [false, true] {
        let mut g = table(&[
            &[(0, "Sir Bleatsalot"), (1, "Kid Goat")],
            &[(0, "Anvil"), (1, "Brown Bear")],
        ]);
        g.options.memory = memory;
        assert_eq!(g.view(1).fields[0][0], CellView::Down(None));
        assert_eq!(
            g.view(0).fields[0][0],
            CellView::Down(Some((id("Sir Bleatsalot"), Known::Own)))
        );
        act(
            &mut g,
            0,
            Action::Attack {
                with: 0,
                target: spot(1, 1),
            },
        );
        let expected = if memory {
            CellView::Down(Some((id("Sir Bleatsalot"), Known::Remembered)))
        } else {
            CellView::Down(None)
        };
        assert_eq!(g.view(1).fields[0][0], expected);
        // Nobody sees another player's unflipped card.
        assert_eq!(g.view(0).fields[1][0], CellView::Down(None));
    }
}

#[test]
fn at_the_end_every_card_left_is_shown_face_up_to_everyone() {
    let mut g = table(&[
        &[(0, "Sir Bleatsalot"), (1, "Kid Goat")],
        &[(0, "Anvil"), (1, "Brown Bear")],
    ]);
    assert_eq!(g.view(1).fields[0][0], CellView::Down(None));
    g.phase = Phase::Over { winners: vec![0] };
    for viewer in 0..2 {
        let v = g.view(viewer);
        assert!(
            matches!(v.fields[0][0], CellView::Up { card, .. } if card == id("Sir Bleatsalot")),
            "{:?}",
            v.fields[0][0]
        );
        assert!(matches!(v.fields[1][1], CellView::Up { card, .. } if card == id("Brown Bear")));
    }
}

#[test]
fn the_memory_aid_is_on_unless_the_table_turns_it_off() {
    assert!(Options::default().memory);
    assert!(!Options::default().draft);
}

#[test]
fn each_seat_sees_every_fight_since_its_own_last_turn() {
    // Three full battlefields, so nobody is out within a round.
    let names: Vec<&str> = CardId::all().map(|c| c.name()).collect();
    let field = |seat: usize| -> Vec<(usize, &str)> {
        (0..CELLS)
            .map(|cell| (cell, names[HEROES + seat * CELLS + cell]))
            .collect()
    };
    let (a, b, c) = (field(0), field(1), field(2));
    let mut g = table(&[&a, &b, &c]);
    // Each seat in turn attacks with the first attack it may make.
    let attack = |g: &mut BattleGoats| {
        let Phase::Turn { seat } = g.phase else {
            panic!("not a turn: {:?}", g.phase)
        };
        let a = g
            .legal_actions(seat)
            .into_iter()
            .find(|a| matches!(a, Action::Attack { .. }))
            .expect("an attack");
        act(g, seat, a);
        (seat, g.last_fight().cloned().expect("a fight"))
    };
    let (s0, first) = attack(&mut g);
    assert_eq!(s0, 0);
    // Just after its own attack, a seat sees that fight alone.
    assert_eq!(TableView::of(&g, 0).fights, vec![first.clone()]);
    let (_, second) = attack(&mut g);
    let (_, third) = attack(&mut g);
    // Seat 0's turn again: its own fight and the two since, oldest first.
    assert_eq!(
        TableView::of(&g, 0).fights,
        vec![first, second.clone(), third.clone()]
    );
    let (_, fourth) = attack(&mut g);
    // The round keeps one turn a seat; seat 1 sees from its own fight on.
    assert_eq!(g.round.len(), 3);
    assert_eq!(TableView::of(&g, 1).fights, vec![second, third, fourth]);
    // A power is a turn with no fight: the seat that used it sees no fight of its own.
    g.round.push(Played {
        seat: 1,
        fight: None,
    });
    assert!(TableView::of(&g, 1).fights.is_empty());
}
