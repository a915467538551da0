//! The rulings the rulebook leaves to us (docs/rules/battlegoats.md), one test each: face-up
//! cards still act, a laid battlefield is fixed, Mend needs an empty place and works once a
//! game (so every game ends), two players can go out in one fight, and the set's four types.

use super::*;

#[test]
fn a_face_up_card_attacks_and_uses_its_power_like_a_face_down_one() {
    let mut g = table(&[
        &[(0, "Lantern Goat"), (1, "Grey Wolf")],
        &[(0, "Brown Bear"), (1, "Kid Goat")],
    ]);
    // Ana's Lantern Goat is face up (a Reveal of Bo's, say): it may still use its Reveal...
    g.fields[0][0] = Some(Placed {
        card: id("Lantern Goat"),
        face_up: true,
    });
    g.start_turn(0);
    let reveal = Action::Use {
        with: 0,
        target: spot(1, 1),
    };
    assert!(g.legal_actions(0).contains(&reveal));
    act(&mut g, 0, reveal);
    assert_eq!(g.fields[1][1].map(|p| p.face_up), Some(true));
    act(
        &mut g,
        1,
        Action::Attack {
            with: 0,
            target: spot(0, 1),
        },
    );
    // ...and attack: Lantern Goat 3 against the Kid Goat 1 (+2 per adjacent card: the Bear) = 3,
    // a tie; both fall.
    let attack = Action::Attack {
        with: 0,
        target: spot(1, 1),
    };
    assert!(g.fields[0][0].is_some_and(|p| p.face_up));
    assert!(g.legal_actions(0).contains(&attack));
    act(&mut g, 0, attack);
    let f = g.last_fight().cloned().expect("a fight");
    assert_eq!(f.attacker.card, id("Lantern Goat"));
    assert_eq!(f.result, FightResult::Tie);
}

#[test]
fn a_face_up_bomb_still_explodes_when_it_fights() {
    let mut g = table(&[
        &[(0, "Sir Bleatsalot"), (1, "Kid Goat")],
        &[(0, "Fire Beetle"), (1, "Brown Bear")],
    ]);
    g.fields[1][0] = Some(Placed {
        card: id("Fire Beetle"),
        face_up: true,
    });
    g.start_turn(0);
    act(
        &mut g,
        0,
        Action::Attack {
            with: 0,
            target: spot(1, 0),
        },
    );
    let f = g.last_fight().cloned().expect("a fight");
    assert_eq!(f.result, FightResult::Explosion);
    assert!(f.attacker.defeated && f.defender.defeated);
    assert_eq!(g.discards[0], vec![id("Sir Bleatsalot")]);
}

#[test]
fn cards_are_fixed_once_a_player_taps_done() {
    let mut g = BattleGoats::new(2, &Options::default(), 3).expect("setup");
    for cell in 0..CELLS {
        let card = g.hands[0][0];
        act(&mut g, 0, Action::Place { card, cell });
    }
    // Before Done a laid card can be lifted...
    act(&mut g, 0, Action::Lift { cell: 4 });
    let card = g.hands[0][0];
    act(&mut g, 0, Action::Place { card, cell: 4 });
    act(&mut g, 0, Action::Ready);
    // ...after it, never: not while the next player lays out, nor once the battle starts.
    let before = g.clone();
    assert_eq!(
        g.apply(0, &Action::Lift { cell: 4 }, &mut Log::new()),
        Err(BattleError::NotYourTurn)
    );
    assert_eq!(g, before, "a refused lift changes nothing");
    for cell in 0..CELLS {
        let card = g.hands[1][0];
        act(&mut g, 1, Action::Place { card, cell });
    }
    act(&mut g, 1, Action::Ready);
    act(&mut g, 0, Action::First { seat: 0 });
    let laid = g.fields[0];
    assert_eq!(
        g.validate(0, &Action::Lift { cell: 4 }),
        Err(BattleError::WrongPhase)
    );
    assert!(
        g.legal_actions(0)
            .iter()
            .all(|a| !matches!(a, Action::Lift { .. } | Action::Place { .. }))
    );
    assert_eq!(g.fields[0], laid);
}

#[test]
fn mend_is_refused_on_a_place_that_holds_a_card() {
    let mut g = table(&[&[(0, "Medic Goat"), (1, "Kid Goat")], &[(0, "Brown Bear")]]);
    g.discards[0].push(id("Sir Bleatsalot"));
    for taken in [0, 1] {
        let mend = Action::Use {
            with: 0,
            target: spot(0, taken),
        };
        assert!(!g.legal_actions(0).contains(&mend));
        assert!(matches!(
            g.validate(0, &mend),
            Err(BattleError::BadTarget(_))
        ));
    }
    // Nor on an opponent's empty place.
    assert!(matches!(
        g.validate(
            0,
            &Action::Use {
                with: 0,
                target: spot(1, 4)
            }
        ),
        Err(BattleError::BadTarget(_))
    ));
    let before = g.clone();
    assert!(
        g.apply(
            0,
            &Action::Use {
                with: 0,
                target: spot(0, 1)
            },
            &mut Log::new()
        )
        .is_err()
    );
    assert_eq!(g, before);
}

#[test]
fn each_mend_card_mends_once_so_attack_and_mend_cannot_go_round_for_ever() {
    // The loop: Ana beats Bo's Kid Goat, Bo mends it back, Ana mends back her fallen card,
    // Bo beats it again, and the table is where it started.
    let mut g = table(&[
        &[(0, "Sir Bleatsalot"), (1, "Medic Goat"), (2, "Kid Goat")],
        &[(0, "Cave Dragon"), (1, "Bandage Kit"), (2, "Twin Goat")],
    ]);
    g.discards[0].push(id("Herd Goat"));
    act(
        &mut g,
        0,
        Action::Attack {
            with: 0,
            target: spot(1, 2),
        },
    );
    assert_eq!(g.discards[1], vec![id("Twin Goat")]);
    act(
        &mut g,
        1,
        Action::Use {
            with: 1,
            target: spot(1, 2),
        },
    );
    act(
        &mut g,
        0,
        Action::Use {
            with: 1,
            target: spot(0, 5),
        },
    );
    assert_eq!(g.fields[0][5].map(|p| p.card), Some(id("Herd Goat")));
    // Bo's Cave Dragon 9 beats the Herd Goat: the table is as it was, but both Mends are used.
    act(
        &mut g,
        1,
        Action::Attack {
            with: 0,
            target: spot(0, 5),
        },
    );
    act(
        &mut g,
        0,
        Action::Attack {
            with: 0,
            target: spot(1, 2),
        },
    );
    assert_eq!(g.discards[1], vec![id("Twin Goat")]);
    assert!(g.spent(id("Medic Goat")) && g.spent(id("Bandage Kit")));
    let again = Action::Use {
        with: 1,
        target: spot(1, 2),
    };
    assert!(!g.legal_actions(1).contains(&again));
    assert_eq!(g.validate(1, &again), Err(BattleError::Spent));
    let before = g.clone();
    let refused = g.apply(1, &again, &mut Log::new());
    assert_eq!(
        refused.map_err(|e| e.to_string()),
        Err("This card has mended once already: each Mend card works once a game.".into())
    );
    assert_eq!(g, before);
    // The other powers are untouched by the limit.
    assert!(!g.spent(id("Sir Bleatsalot")));
}

#[test]
fn every_game_of_powers_and_mends_ends() {
    // Random players who use powers whenever they may (the loop's best friends) still finish:
    // each attack takes a card out for good except for the one Mend of each Mend card.
    for seed in 0..200 {
        let players = 2 + (seed as usize % 5);
        let mut g = BattleGoats::new(players, &Options::default(), seed).expect("setup");
        let mut rng = crate::engine::GameRng::new(seed + 1);
        let mut fights = 0;
        for _ in 0..2_000 {
            let Some(seat) = g.seat_to_act() else { break };
            // Laying out, a player who never lifts a card back gets done.
            let legal: Vec<Action> = g
                .legal_actions(seat)
                .into_iter()
                .filter(|a| !matches!(a, Action::Lift { .. }))
                .collect();
            let powers: Vec<&Action> = legal
                .iter()
                .filter(|a| matches!(a, Action::Use { .. }))
                .collect();
            let action = if powers.is_empty() {
                legal[rng.below(legal.len())].clone()
            } else {
                powers[rng.below(powers.len())].clone()
            };
            fights += usize::from(matches!(action, Action::Attack { .. }));
            act(&mut g, seat, action);
        }
        assert!(g.outcome().is_some(), "seed {seed} did not end");
        assert!(
            fights <= players * CELLS + 2,
            "seed {seed}: {fights} fights"
        );
    }
}

#[test]
fn two_players_can_go_out_in_one_fight_and_the_third_wins() {
    let mut g = table(&[
        &[(0, "Billy Brawler")],
        &[(0, "Brown Bear")],
        &[(0, "Anvil"), (1, "Kid Goat")],
    ]);
    // Billy 6 +1 attacking = 7 against the Bear 6 +1 defending = 7: a tie, both fall, and
    // both Ana and Bo are out in the same fight. Cy alone has cards: Cy wins, nobody is asked.
    act(
        &mut g,
        0,
        Action::Attack {
            with: 0,
            target: spot(1, 0),
        },
    );
    assert_eq!(g.phase, Phase::Over { winners: vec![2] });
    assert_eq!(g.outcome().map(|o| o.winners), Some(vec![2]));
    // With four players the other two play on, and the fallen are skipped.
    let mut g = table(&[
        &[(0, "Billy Brawler")],
        &[(0, "Brown Bear")],
        &[(0, "Anvil")],
        &[(0, "Kid Goat")],
    ]);
    act(
        &mut g,
        0,
        Action::Attack {
            with: 0,
            target: spot(1, 0),
        },
    );
    assert_eq!(g.phase, Phase::Turn { seat: 2 });
    assert_eq!(g.alive(), vec![2, 3]);
}

#[test]
fn the_set_has_the_rulebooks_81_cards_of_four_types() {
    // The rulebook: 81 unique cards of four types (Heroes, Equipment, Goats, Creatures); it
    // prints no per-type count, ours is 10 / 26 / 23 / 22.
    let count = |k: Kind| CARDS.iter().filter(|c| c.kind == k).count();
    assert_eq!(CARDS.len(), 81);
    assert_eq!(count(Kind::Hero), 10);
    assert_eq!(count(Kind::Hero), HEROES);
    assert_eq!(count(Kind::Goat), 26);
    assert_eq!(count(Kind::Creature), 23);
    assert_eq!(count(Kind::Equipment), 22);
    assert!(CARDS[..HEROES].iter().all(|c| c.kind == Kind::Hero));
    let mut names: Vec<&str> = CARDS.iter().map(|c| c.name).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 81, "every card is unique");
    // The rulebook's two named examples are in the set.
    for name in ["Cowboy Goat", "Soldier Goat"] {
        assert!(CARDS.iter().any(|c| c.name == name), "{name}");
    }
    // The rules page says the same counts.
    let doc = include_str!("../../../../docs/rules/battlegoats.md");
    assert!(doc.contains("10 Heroes, 26 Goats, 23 Creatures and 22\nEquipment"));
}

#[test]
fn every_cards_info_names_its_type_strength_effects_and_copies() {
    for c in CARDS.iter() {
        let info = c.info();
        let lines: Vec<&str> = info.lines().collect();
        assert_eq!(lines[0], c.name);
        assert_eq!(lines[1], format!("{}, strength {}", c.kind.name(), c.value));
        for b in c.bonuses {
            assert!(info.contains(&b.describe()), "{}: {info}", c.name);
        }
        if let Some(p) = c.power {
            assert!(info.contains(&format!("Power ({})", p.name())), "{info}");
            assert!(info.contains(p.does()), "{info}");
        }
        assert_eq!(
            info.contains("Bomb"),
            c.blast == Some(Blast::OnFlip),
            "{info}"
        );
        assert_eq!(
            info.contains("Explodes if it loses"),
            c.blast == Some(Blast::OnDefeat),
            "{info}"
        );
        assert_eq!(info.contains("Stays home"), c.no_attack, "{info}");
        assert_eq!(info.contains("Explosions don't"), c.blast_proof, "{info}");
        // Every card says what it does, even a plain one, and how many copies there are.
        assert!(lines.len() >= 4, "{info}");
        assert!(
            lines
                .last()
                .is_some_and(|l| l.starts_with("1 copy: each of the 81 cards is unique")),
            "{info}"
        );
    }
    assert!(
        id("Sir Bleatsalot")
            .card()
            .info()
            .contains("No bonus: it fights at 9")
    );
    assert!(
        id("Captain Cragbeard")
            .card()
            .info()
            .contains("Bonus: +2 vs Creature")
    );
    assert!(
        id("Grand Ram Boulder")
            .card()
            .info()
            .contains("(10 Heroes in the set)")
    );
}
