//! The Normal computer's choices in the battle, on hand-made battlefields.

use super::*;
use crate::engine::GameRng;
use crate::engine::bot::{Bot, Search};

/// What Normal plays for seat 0.
fn normal(g: &BattleGoats) -> Action {
    let legal = g.legal_actions(0);
    let pick = BattleGoats::heuristic(&g.view(0), 0, &legal, &mut GameRng::new(1))
        .expect("Normal decides in the battle");
    legal[pick].clone()
}

#[test]
fn a_known_weak_card_is_taken_with_the_smallest_card_that_wins() {
    let mut g = table(&[
        &[(0, "Sir Bleatsalot"), (2, "Billy Brawler")],
        &[(0, "Kid Goat"), (8, "Grey Wolf")],
    ]);
    // Ana saw the Kid Goat (1, nothing beside it); the Wolf is unseen.
    g.known[0].insert(id("Kid Goat"));
    // Billy Brawler (7 attacking) is enough; Sir Bleatsalot (9) is kept.
    assert_eq!(
        normal(&g),
        Action::Attack {
            with: 2,
            target: spot(1, 0)
        }
    );
}

#[test]
fn an_unsure_blind_attack_gives_way_to_a_reveal() {
    // Sir Bleatsalot (9) against an unseen card (counted as 8) is no sure thing: the Torch
    // turns one of Bo's cards face up instead.
    let g = table(&[
        &[(0, "Sir Bleatsalot"), (1, "Torch")],
        &[(0, "Grey Wolf"), (1, "Brown Bear")],
    ]);
    let played = normal(&g);
    assert!(
        matches!(played, Action::Use { with: 1, target } if target.seat == 1),
        "{played:?}"
    );
}

#[test]
fn a_reveal_or_a_peek_goes_only_to_a_card_it_does_not_know() {
    let mut g = table(&[
        &[(0, "Kid Goat"), (1, "Torch")],
        &[(0, "Brown Bear"), (4, "Grey Wolf")],
    ]);
    // Ana peeked at the Wolf: revealing it would teach her nothing.
    g.known[0].insert(id("Grey Wolf"));
    assert_eq!(
        normal(&g),
        Action::Use {
            with: 1,
            target: spot(1, 0)
        }
    );
}

#[test]
fn a_strong_card_attacks_an_unseen_card_rather_than_peek() {
    // The Regent: 10, -1 attacking = 9, one point above an unseen card, and a Spyglass
    // that could peek instead: it attacks.
    let g = table(&[
        &[(0, "The Horned Regent"), (1, "Spyglass")],
        &[(0, "Grey Wolf"), (1, "Brown Bear")],
    ]);
    assert!(matches!(normal(&g), Action::Attack { with: 0, .. }));
}

#[test]
fn cards_are_laid_where_their_place_pays() {
    let mut g = BattleGoats::new(2, &Options::default(), 5).expect("setup");
    g.hands[0] = [
        "Cowboy Goat",
        "Crossbow",
        "Battering Ram",
        "Long Spear",
        "Kid Goat",
        "Sir Bleatsalot",
        "Stone Golem",
        "Grey Wolf",
        "Iron Helm",
    ]
    .map(id)
    .to_vec();
    for _ in 0..9 {
        let legal = g.legal_actions(0);
        let pick = BattleGoats::heuristic(&g.view(0), 0, &legal, &mut GameRng::new(1))
            .expect("Normal lays its cards");
        assert!(
            matches!(legal[pick], Action::Place { .. }),
            "{:?}",
            legal[pick]
        );
        act(&mut g, 0, legal[pick].clone());
    }
    let row = |name: &str| {
        (0..CELLS)
            .find(|&c| g.fields[0][c].is_some_and(|p| p.card == id(name)))
            .map(|c| c / 3)
    };
    // +4 per card directly in front and +3 in the back row: the back row, behind cards.
    assert_eq!(row("Cowboy Goat"), Some(2));
    assert_eq!(row("Crossbow"), Some(2));
    // +3 in the front row.
    assert_eq!(row("Battering Ram"), Some(0));
    assert_eq!(row("Long Spear"), Some(0));
    // +2 per adjacent card: the middle, with four neighbours.
    assert!(g.fields[0][4].is_some_and(|p| p.card == id("Kid Goat")));
    let legal = g.legal_actions(0);
    let pick = BattleGoats::heuristic(&g.view(0), 0, &legal, &mut GameRng::new(1));
    assert_eq!(pick.map(|k| &legal[k]), Some(&Action::Ready));
}

/// How many of 100 decisions (each with its own generator) are a Mend.
fn mends(g: &BattleGoats) -> usize {
    let legal = g.legal_actions(0);
    (0..100)
        .filter(|&seed| {
            let pick = BattleGoats::heuristic(&g.view(0), 0, &legal, &mut GameRng::new(seed));
            pick.is_some_and(|k| matches!(legal[k], Action::Use { with: 1, .. }))
        })
        .count()
}

#[test]
fn a_fallen_card_is_mended_back_four_times_in_five_but_never_in_a_lost_cause() {
    // Ana's Medic Goat can bring back her Sir Bleatsalot; Bo's cards are unseen, so her
    // Kid Goat's attack is a long shot: she mends, most times.
    let mut g = table(&[
        &[(0, "Kid Goat"), (1, "Medic Goat")],
        &[(0, "Grey Wolf"), (1, "Brown Bear")],
    ]);
    g.discards[0].push(id("Sir Bleatsalot"));
    let n = mends(&g);
    assert!((65..=95).contains(&n), "{n} mends in 100");
    // Once she knows both of Bo's cards and neither can be beaten or tied, mending would only
    // put a card back in the way of the same winners, for ever: she attacks instead.
    g.known[0].insert(id("Grey Wolf"));
    g.known[0].insert(id("Brown Bear"));
    assert_eq!(mends(&g), 0);
}

/// Ana's share of wins over 400 playouts from `g` with `noise` (see `Bot::PLAYOUT_NOISE`).
fn playouts(g: &BattleGoats, noise: (usize, usize)) -> f64 {
    let mut rng = GameRng::new(3);
    (0..400)
        .map(|_| crate::engine::bot::playout(&mut g.clone(), 0, noise, &mut rng))
        .sum::<f64>()
        / 400.0
}

#[test]
fn hard_imagines_opponents_who_blunder_more_often_than_normal_does() {
    // Bo to play, Ana's two cards unseen: Normal attacks with Sir Bleatsalot (9 against the 8
    // it counts an unseen card as), which the Keg takes with it half the time, and then his Kid
    // Goat is alone against the Nanny Guard. Played at random more often, the Kid Goat attacks
    // first, and the Knight may be left to win.
    let mut g = table(&[
        &[(3, "Nanny Guard"), (5, "Powder Keg")],
        &[(0, "Sir Bleatsalot"), (2, "Kid Goat")],
    ]);
    g.start_turn(1);
    let (me, them) = BattleGoats::PLAYOUT_NOISE;
    assert!(me <= 1 && them >= 3, "{:?}", BattleGoats::PLAYOUT_NOISE);
    // The noise for the other seats changes how Bo plays; Ana's own changes little here.
    let normal = playouts(&g, (1, 1));
    let hard = playouts(&g, BattleGoats::PLAYOUT_NOISE);
    let wild_ana = playouts(&g, (10, 1));
    assert!(normal - hard > 0.15, "{hard} against {normal}");
    assert!(
        (wild_ana - normal).abs() < 0.08,
        "{wild_ana} against {normal}"
    );
}

#[test]
fn hard_compares_its_moves_on_the_same_deals_and_drops_the_worse_half_each_round() {
    // Three of Ana's cards against three unseen ones: nine attacks to weigh.
    let g = table(&[
        &[(0, "Sir Bleatsalot"), (1, "Kid Goat"), (4, "Grey Wolf")],
        &[(0, "Brown Bear"), (1, "Nanny Guard"), (2, "Rock Viper")],
    ]);
    let legal = g.legal_actions(0);
    assert_eq!(legal.len(), 9);
    let mut search = Search::new(&g, 0, 5);
    search.run(BattleGoats::HARD_PLAYOUTS);
    let stats = search.stats();
    assert_eq!(
        stats.iter().map(|s| s.2).sum::<u32>(),
        BattleGoats::HARD_PLAYOUTS
    );
    // Four rounds (9, 5, 3, then 2 moves in the running), 250 playouts each: the first round
    // plays every move from the same 27 deals; the four dropped then have 27 playouts each.
    let mut counts: Vec<u32> = stats.iter().map(|s| s.2).collect();
    counts.sort();
    assert_eq!(&counts[..4], &[27; 4], "{counts:?}");
    assert!(counts[4] > 27 && counts[6] > counts[4], "{counts:?}");
    // The two finalists met the same deals (give or take the last one).
    assert!(counts[8] - counts[7] <= 1, "{counts:?}");
    // Of the two, the better average is played, whatever Normal would choose.
    let mean = |s: &(usize, f64, u32)| s.1 / f64::from(s.2);
    let finalists: Vec<_> = stats.iter().filter(|s| s.2 >= counts[7]).collect();
    let better = finalists
        .iter()
        .max_by(|a, b| mean(a).total_cmp(&mean(b)))
        .map(|s| s.0);
    assert_eq!(search.best(), better);
}

#[test]
fn the_arenas_knows_cards_deal_moves_each_opponents_unseen_cards_only_among_their_places() {
    let mut g = table(&[
        &[(0, "Sir Bleatsalot")],
        &[
            (0, "Brown Bear"),
            (1, "Nanny Guard"),
            (2, "Rock Viper"),
            (4, "Yeti"),
        ],
        &[(3, "Kid Goat"), (4, "Anvil"), (5, "Lady Juniper")],
    ]);
    // Ana peeked at the Yeti: it stays where it is.
    g.known[0].insert(id("Yeti"));
    let cards = |g: &BattleGoats, seat: usize| {
        let mut c: Vec<CardId> = g.fields[seat].iter().flatten().map(|p| p.card).collect();
        c.sort();
        c
    };
    let mut rng = GameRng::new(3);
    let mut orders = std::collections::BTreeSet::new();
    for _ in 0..20 {
        let mut h = g.clone();
        h.redeal_places(0, &mut rng);
        for seat in 0..3 {
            assert_eq!(cards(&h, seat), cards(&g, seat), "seat {seat}");
            // Places stay filled or empty as they were.
            for cell in 0..CELLS {
                assert_eq!(
                    h.fields[seat][cell].is_some(),
                    g.fields[seat][cell].is_some()
                );
            }
        }
        assert_eq!(h.fields[1][4], g.fields[1][4]);
        assert_eq!(h.set_aside, g.set_aside);
        orders.insert(format!("{:?}", h.fields[1]));
    }
    assert!(orders.len() > 1, "the places never changed");
    // The fair deal, by contrast, brings in cards from those set aside.
    let mut h = g.clone();
    h.redeal(0, &mut rng);
    assert_ne!(cards(&h, 1), cards(&g, 1));
}
