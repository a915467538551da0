//! The guided first game ("Learn to play", `docs/learn/battlegoats.txt`): its script plays
//! through the real rules, and the rules its words teach really happen at the steps that talk
//! about them: the Hero and the draft, laying out the battlefield, a fight won by modifiers, a
//! bomb, Peek, a tie and the attack that must follow a power.

use super::*;
use crate::engine::Session;
use crate::engine::guide::{Script, check, read};

/// The script as the game's page fetches it.
const SCRIPT: &str = include_str!("../../../../docs/learn/battlegoats.txt");

/// One step of the guided game as played: its words, and the action it plays (who played it,
/// and the game just before and just after).
struct Played {
    text: String,
    act: Option<(Seat, Action, BattleGoats, BattleGoats)>,
}

/// Plays the script step by step through the real rules.
fn play() -> (Script, Vec<Played>) {
    let script = read(SCRIPT).expect("the script reads");
    let whole = check::<BattleGoats>(SCRIPT).expect("the script checks");
    let mut s =
        Session::<BattleGoats>::new(whole.players.clone(), whole.options.clone(), whole.seed)
            .expect("the deal");
    let mut played = Vec::new();
    for step in &script.steps {
        let act = step.act.map(|n| {
            let (seat, action) = whole.history[n].clone();
            let before = s.state.clone();
            s.act(seat, action.clone()).expect("a legal action");
            (seat, action, before, s.state.clone())
        });
        played.push(Played {
            text: step.text.clone(),
            act,
        });
    }
    (script, played)
}

/// The words of the step after `n` (the words that tell what step `n` did).
fn words_after(steps: &[Played], n: usize) -> &str {
    steps.get(n + 1).map_or("", |s| s.text.as_str())
}

/// The place words of a cell as the steps say them: its row and its column.
fn place_words(cell: usize) -> (&'static str, &'static str) {
    (
        ["front", "middle", "back"][cell / 3],
        ["left", "centre", "right"][cell % 3],
    )
}

#[test]
fn the_script_is_a_guided_game_of_the_right_size() {
    let (script, steps) = play();
    if let Err(e) = check::<BattleGoats>(SCRIPT) {
        panic!("{e}");
    }
    let said = script.steps.iter().filter(|s| !s.text.is_empty()).count();
    let yours = steps
        .iter()
        .filter(|s| matches!(s.act, Some((0, ..))))
        .count();
    assert!((15..=35).contains(&said), "{said} steps with words");
    // The draft (8 picks) and the layout (9 places and Done) are every new player's first
    // taps; then who attacks first and three turns.
    assert_eq!(yours, 8 + 10 + 1 + 3);
    assert!(script.save.contains("player 0 person Pat (you)"));
    assert!(script.save.contains("player 1 easy Billy"));
}

#[test]
fn the_hero_and_the_draft_come_first() {
    let (_, steps) = play();
    let first = steps
        .iter()
        .find_map(|s| s.act.as_ref())
        .expect("an action");
    let start = &first.2;
    assert!(start.options.draft, "the guided game drafts");
    let hero = start.hands[0][0];
    assert_eq!(hero.card().kind, Kind::Hero);
    assert_eq!(start.hands[0].len(), 1, "only the Hero before the draft");
    let intro = steps
        .iter()
        .position(|s| s.text.contains("Hero"))
        .expect("a step names the Hero");
    assert!(steps[intro].text.contains(hero.name()));
    assert!(steps[intro].text.contains("draft"));
    assert!(
        steps[intro].act.is_none(),
        "read with Next, before the picks"
    );
    let mut picks = 0;
    for s in &steps {
        if let Some((0, Action::Pick { card }, before, _)) = &s.act {
            assert!(before.packs[0].contains(card));
            assert!(
                s.text.contains(card.name()),
                "the pick step names its card: {}",
                s.text
            );
            picks += 1;
        }
    }
    assert_eq!(picks, DEAL, "you pick every card of the draft");
}

#[test]
fn the_layout_steps_name_each_card_and_its_place() {
    let (_, steps) = play();
    let mut laid = 0;
    for s in &steps {
        match &s.act {
            Some((0, Action::Place { card, cell }, ..)) => {
                let (row, column) = place_words(*cell);
                for word in [card.name(), row, column] {
                    assert!(s.text.contains(word), "{word} missing in: {}", s.text);
                }
                laid += 1;
            }
            Some((0, Action::Ready, _, after)) => {
                assert!(s.text.contains("Done"));
                assert!(after.hands[0].is_empty());
            }
            _ => {}
        }
    }
    assert_eq!(laid, CELLS);
    // The places the words explain are the ones that count: the Battering Ram's front row,
    // the Drill Goat's two Goats next to it and the Catapult's two cards in front.
    let first_layout = steps
        .iter()
        .find_map(|s| match &s.act {
            Some((1, Action::Ready, _, after)) => Some(after.clone()),
            _ => None,
        })
        .expect("Billy lays out");
    let value = |cell: usize| fight::value(&first_layout, spot(0, cell), spot(1, 0), true);
    let ram = value(0);
    assert_eq!(ram.card, id("Battering Ram"));
    assert_eq!(ram.total, 8);
    let drill = value(4);
    assert_eq!(drill.card, id("Drill Goat"));
    assert_eq!(drill.total, 6 + 2);
    let catapult = value(6);
    assert_eq!(catapult.card, id("Catapult"));
    assert_eq!(catapult.total, 8);
}

#[test]
fn you_choose_who_attacks_first_and_attack_with_a_modifier() {
    let (_, steps) = play();
    let choose = steps
        .iter()
        .find(|s| matches!(s.act, Some((_, Action::First { .. }, ..))))
        .expect("someone chooses who attacks first");
    assert!(matches!(
        choose.act,
        Some((0, Action::First { seat: 0 }, ..))
    ));
    assert!(choose.text.contains("first"));
    let n = steps
        .iter()
        .position(|s| matches!(s.act, Some((0, Action::Attack { .. }, ..))))
        .expect("you attack");
    let Some((_, Action::Attack { with, .. }, before, after)) = &steps[n].act else {
        unreachable!()
    };
    let fight = after.last_fight.as_ref().expect("a fight");
    assert_eq!(fight.result, FightResult::AttackerWins);
    assert!(!fight.attacker.mods.is_empty(), "the winner had modifiers");
    assert!(
        fight.attacker.base <= fight.defender.base,
        "the modifiers decided it"
    );
    let attacker = before.at(spot(0, *with)).expect("a card").card;
    assert!(steps[n].text.contains(attacker.name()));
    assert!(steps[n].text.contains("attack"));
    let told = words_after(&steps, n);
    for term in [&fight.attacker, &fight.defender] {
        assert!(told.contains(term.card.name()), "{told}");
        assert!(told.contains(&format!("= {}", term.total)), "{told}");
    }
    assert!(told.contains("defeated"));
    assert_eq!(after.discards[1], vec![fight.defender.card]);
}

#[test]
fn billy_attacks_a_bomb_and_the_next_step_says_boom() {
    let (_, steps) = play();
    let n = steps
        .iter()
        .position(|s| s.text.contains("Boom!"))
        .expect("a step tells of the bomb");
    let shown = &steps[n - 1];
    let Some((1, Action::Attack { .. }, _, after)) = &shown.act else {
        panic!("the step before the bang is Billy's attack");
    };
    assert!(!shown.text.is_empty(), "Billy's attack waits for Next");
    let fight = after.last_fight.as_ref().expect("a fight");
    assert_eq!(fight.result, FightResult::Explosion);
    assert!(fight.attacker.defeated && fight.defender.defeated);
    assert!(fight.attacker.base > fight.defender.base, "numbers or not");
    for term in [&fight.attacker, &fight.defender] {
        assert!(shown.text.contains(term.card.name()), "{}", shown.text);
    }
}

#[test]
fn you_peek_and_then_must_attack_what_you_saw() {
    let (_, steps) = play();
    let n = steps
        .iter()
        .position(|s| matches!(s.act, Some((0, Action::Use { .. }, ..))))
        .expect("you use a power");
    let Some((_, Action::Use { with, target }, before, after)) = &steps[n].act else {
        unreachable!()
    };
    let user = before.at(spot(0, *with)).expect("a card").card;
    assert_eq!(user.card().power, Some(Power::Peek));
    assert!(steps[n].text.contains(user.name()));
    assert!(steps[n].text.contains("Use Peek instead"));
    let seen = after.at(*target).expect("a card there").card;
    assert!(!after.at(*target).is_some_and(|p| p.face_up));
    assert!(after.known[0].contains(&seen), "only you saw it");
    assert!(words_after(&steps, n).contains(seen.name()));
    let (row, column) = place_words(target.cell);
    assert!(steps[n].text.contains(&format!("{row}-{column}")));
    // Your next turn: an attack, as the words say, on the card you peeked at.
    let m = steps
        .iter()
        .skip(n + 1)
        .position(|s| matches!(s.act, Some((0, ..))))
        .map(|k| k + n + 1)
        .expect("your next turn");
    let Some((_, Action::Attack { target: hit, .. }, before, after)) = &steps[m].act else {
        panic!("you attack after a power");
    };
    assert!(before.powered_last(0));
    assert!(
        before
            .legal_actions(0)
            .iter()
            .all(|a| matches!(a, Action::Attack { .. })),
        "no power this turn"
    );
    assert!(steps[m].text.contains("must attack"));
    assert_eq!(hit, target);
    assert!(steps[m].text.contains(seen.name()));
    let fight = after.last_fight.as_ref().expect("a fight");
    assert_eq!(fight.result, FightResult::AttackerWins);
    assert_eq!(fight.defender.card, seen);
}

#[test]
fn a_tie_defeats_both_when_the_words_say_so() {
    let (_, steps) = play();
    let n = steps
        .iter()
        .position(|s| s.text.contains("tie"))
        .expect("a step tells of a tie");
    let Some((1, Action::Attack { .. }, _, after)) = &steps[n - 1].act else {
        panic!("the step before the tie is Billy's attack");
    };
    let fight = after.last_fight.as_ref().expect("a fight");
    assert_eq!(fight.result, FightResult::Tie);
    assert_eq!(fight.attacker.total, fight.defender.total);
    assert!(steps[n].text.contains(&format!("{}", fight.attacker.total)));
    assert!(steps[n - 1].text.contains(fight.attacker.card.name()));
    assert!(steps[n - 1].text.contains(fight.defender.card.name()));
}

#[test]
fn every_move_billy_makes_with_words_is_a_fight_it_names() {
    let (_, steps) = play();
    let mut shown = 0;
    for s in steps.iter().filter(|s| !s.text.is_empty()) {
        if let Some((1, Action::Attack { with, target }, before, _)) = &s.act {
            let a = before.at(spot(1, *with)).expect("a card").card;
            let d = before.at(*target).expect("a card").card;
            assert!(s.text.contains(a.name()) && s.text.contains(d.name()));
            shown += 1;
        }
    }
    assert_eq!(shown, 2);
}
