//! Dealing, drafting, laying out and choosing who attacks first.

use super::*;

#[test]
fn the_basic_deal_gives_each_player_a_hero_and_eight_cards() {
    let g = BattleGoats::new(6, &Options::default(), 3).expect("setup");
    for hand in &g.hands {
        assert_eq!(hand.len(), 9);
        assert_eq!(
            hand.iter().filter(|c| c.card().kind == Kind::Hero).count(),
            1
        );
        assert_eq!(hand[0].card().kind, Kind::Hero);
    }
    assert_eq!(g.set_aside.len(), 81 - 54);
    g.check_invariants().expect("every card once");
    assert_eq!(g.phase, Phase::Layout);
    assert!(BattleGoats::new(7, &Options::default(), 3).is_err());
}

#[test]
fn the_draft_keeps_one_card_and_passes_the_rest_to_the_right() {
    let options = Options {
        draft: true,
        memory: false,
    };
    let mut g = BattleGoats::new(3, &options, 8).expect("setup");
    assert_eq!(g.phase, Phase::Draft);
    assert!(
        g.hands.iter().all(|h| h.len() == 1),
        "only the Hero before drafting"
    );
    let packs = g.packs.clone();
    // Seats pick in order, each behind their own hand-off.
    for seat in 0..3 {
        assert_eq!(g.to_act(), ToAct::Seats(vec![seat]));
        // Every view, the public table's too (seat 3 of 3: a tablet while phones play), knows
        // whose pick it is.
        for viewer in 0..4 {
            assert_eq!(g.view(viewer).acting(), Some(seat));
        }
        assert_eq!(g.view(seat).pack, packs[seat]);
        assert!(g.view(seat).pack != g.view((seat + 1) % 3).pack);
        let card = packs[seat][0];
        assert_eq!(
            g.validate(
                seat,
                &Action::Pick {
                    card: packs[(seat + 1) % 3][0]
                }
            ),
            Err(BattleError::NotInHand)
        );
        act(&mut g, seat, Action::Pick { card });
    }
    // Seat 1's remaining seven cards went right, to seat 0.
    assert_eq!(g.packs[0], packs[1][1..].to_vec());
    assert_eq!(g.packs[2], packs[0][1..].to_vec());
    while g.phase == Phase::Draft {
        let seat = g.seat_to_act().expect("someone picks");
        let card = g.packs[seat][0];
        act(&mut g, seat, Action::Pick { card });
    }
    assert!(g.hands.iter().all(|h| h.len() == 9));
    assert_eq!(g.phase, Phase::Layout);
    g.check_invariants().expect("every card once");
}

#[test]
fn layouts_are_placed_lifted_and_confirmed_then_the_first_to_finish_chooses() {
    let mut g = BattleGoats::new(2, &Options::default(), 5).expect("setup");
    let hand = g.hands[0].clone();
    assert_eq!(g.validate(0, &Action::Ready), Err(BattleError::NotReady));
    act(
        &mut g,
        0,
        Action::Place {
            card: hand[0],
            cell: 4,
        },
    );
    assert_eq!(
        g.validate(
            0,
            &Action::Place {
                card: hand[1],
                cell: 4
            }
        ),
        Err(BattleError::PlaceTaken)
    );
    assert_eq!(
        g.validate(
            0,
            &Action::Place {
                card: hand[1],
                cell: 9
            }
        ),
        Err(BattleError::NoSuchPlace)
    );
    act(&mut g, 0, Action::Lift { cell: 4 });
    assert_eq!(g.hands[0].len(), 9);
    for (cell, card) in hand.iter().enumerate() {
        act(&mut g, 0, Action::Place { card: *card, cell });
    }
    // Bo can't touch the board until Ana is done.
    assert_eq!(g.validate(1, &Action::Ready), Err(BattleError::NotYourTurn));
    act(&mut g, 0, Action::Ready);
    // Bo lays out now, as every view says (the public table is drawn from his side).
    for viewer in 0..3 {
        assert_eq!(g.view(viewer).acting(), Some(1));
    }
    // While Bo lays out, Ana's cards are face down to Bo.
    assert!(
        g.view(1).fields[0]
            .iter()
            .all(|c| *c == view::CellView::Down(None))
    );
    let hand = g.hands[1].clone();
    for (cell, card) in hand.iter().enumerate() {
        act(&mut g, 1, Action::Place { card: *card, cell });
    }
    act(&mut g, 1, Action::Ready);
    assert_eq!(g.phase, Phase::ChooseFirst { chooser: 0 });
    assert_eq!(
        g.validate(0, &Action::First { seat: 2 }),
        Err(BattleError::NoSuchSeat)
    );
    act(&mut g, 0, Action::First { seat: 1 });
    assert_eq!(g.phase, Phase::Turn { seat: 1 });
    g.check_invariants().expect("every card once");
}

/// The rules page's line for a card.
fn doc_line(card: &Card) -> String {
    let effect = card.describe();
    format!(
        "| {} | {} | {} | {} |",
        card.name,
        card.kind.name(),
        card.value,
        if effect.is_empty() {
            "—".to_string()
        } else {
            effect
        }
    )
}

#[test]
fn the_rules_page_lists_every_card_exactly_as_the_game_plays_it() {
    let doc = include_str!("../../../../docs/rules/battlegoats.md");
    for card in CARDS.iter() {
        let line = doc_line(card);
        assert!(
            doc.contains(&line),
            "docs/rules/battlegoats.md lacks the line\n{line}"
        );
    }
}

/// `cargo test print_the_card_table -- --ignored --nocapture` prints the table for the page.
#[test]
#[ignore]
fn print_the_card_table() {
    for card in CARDS.iter() {
        println!("{}", doc_line(card));
    }
}
