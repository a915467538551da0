//! The guided first game ("Learn to play", `docs/learn/battlegoats.txt`): its script plays
//! through the real rules with the basic deal, and the rules its words teach really happen at
//! the steps that talk about them: the Hero in the nine dealt cards, laying out the battlefield
//! where the bonuses count, who attacks first, fights won by modifiers, a card revealed face up
//! and hidden again, a bomb, a tie, the attack that must follow a power, the win, and a last
//! word on the draft.

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

/// The index of the first step whose action matches `want`.
fn find(steps: &[Played], want: impl Fn(Seat, &Action) -> bool) -> usize {
    steps
        .iter()
        .position(|s| s.act.as_ref().is_some_and(|(seat, a, ..)| want(*seat, a)))
        .expect("the script has such a step")
}

/// The index of your first action after step `n`.
fn your_next(steps: &[Played], n: usize) -> usize {
    steps
        .iter()
        .skip(n + 1)
        .position(|s| matches!(s.act, Some((0, ..))))
        .map(|k| k + n + 1)
        .expect("your next turn")
}

#[test]
fn the_script_is_a_whole_game_of_the_right_size_and_you_win() {
    let (script, steps) = play();
    let said = script.steps.iter().filter(|s| !s.text.is_empty()).count();
    assert!((30..=50).contains(&said), "{said} steps with words");
    let yours = steps
        .iter()
        .filter(|s| {
            matches!(
                s.act,
                Some((0, Action::Attack { .. } | Action::Use { .. }, ..))
            )
        })
        .count();
    assert!((5..=10).contains(&yours), "{yours} turns of yours");
    assert!(script.save.contains("player 0 person Pat (you)"));
    assert!(script.save.contains("player 1 easy Billy"));
    // The last action ends the game, won by you, and the closing words say so.
    let last = steps
        .iter()
        .rposition(|s| s.act.is_some())
        .expect("actions");
    let Some((0, Action::Attack { .. }, _, after)) = &steps[last].act else {
        panic!("your attack ends the game");
    };
    assert_eq!(after.phase, Phase::Over { winners: vec![0] });
    assert!(after.fields[1].iter().all(Option::is_none));
    assert!(words_after(&steps, last).contains("you win"));
}

#[test]
fn the_basic_deal_gives_you_a_hero_and_eight_cards() {
    let (_, steps) = play();
    let first = steps
        .iter()
        .position(|s| s.act.is_some())
        .expect("an action");
    let start = &steps[first].act.as_ref().expect("an action").2;
    assert_eq!(start.options, Options::default(), "the setup's default");
    assert_eq!(
        start.phase,
        Phase::Layout,
        "no draft: straight to the layout"
    );
    assert_eq!(start.hands[0].len(), DEAL + 1);
    let heroes: Vec<CardId> = (start.hands[0].iter())
        .copied()
        .filter(|c| c.card().kind == Kind::Hero)
        .collect();
    assert_eq!(heroes.len(), 1, "one Hero among the nine");
    let hero = heroes[0];
    let intro = steps
        .iter()
        .position(|s| s.text.contains("Hero"))
        .expect("a step names the Hero");
    assert!(intro < first, "read with Next, before the layout");
    assert!(steps[intro].text.contains(hero.name()));
    assert!(steps[intro].text.contains("nine cards"));
    let value = hero.card().value;
    assert!(steps[intro].text.contains(&format!("a {value}")));
    assert!(
        start.hands[0].iter().all(|c| c.card().value <= value),
        "the Hero is your strongest card, as the words say"
    );
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
    // The bonuses the words explain are the ones that count where the cards lie: the
    // Catapult's two cards in front, the Trebuchet's back row and cards in front, the Hill
    // Giant's two neighbours in a corner, the Drill Goat's Goat beside it.
    let laid_out = steps
        .iter()
        .find_map(|s| match &s.act {
            Some((1, Action::Ready, _, after)) => Some(after.clone()),
            _ => None,
        })
        .expect("Billy lays out");
    let value = |cell: usize| {
        let t = fight::value(&laid_out, spot(0, cell), spot(1, 0), true);
        (t.card.name(), t.total)
    };
    assert_eq!(value(6), ("Catapult", 4 + 2 + 2));
    assert_eq!(value(7), ("Trebuchet", 4 + 1 + 1 + 1));
    assert_eq!(value(8), ("Hill Giant", 8 - 2));
    assert_eq!(value(1), ("Drill Goat", 6 + 1));
    let words = |name: &str| {
        steps
            .iter()
            .find(|s| matches!(&s.act, Some((0, Action::Place { card, .. }, ..)) if card.name() == name))
            .map(|s| s.text.clone())
            .unwrap_or_default()
    };
    assert!(words("Catapult").contains("back row"));
    assert!(words("Trebuchet").contains("back row"));
    assert!(words("Hill Giant").contains("corner"));
    assert!(words("Drill Goat").contains("Goat next to it"));
    assert!(words("Powder Keg").contains("bomb"));
}

#[test]
fn you_choose_who_attacks_first_and_attack_with_a_modifier() {
    let (_, steps) = play();
    let choose = find(&steps, |_, a| matches!(a, Action::First { .. }));
    assert!(matches!(
        steps[choose].act,
        Some((0, Action::First { seat: 0 }, ..))
    ));
    assert!(steps[choose].text.contains("first"));
    let n = find(&steps, |seat, a| {
        seat == 0 && matches!(a, Action::Attack { .. })
    });
    assert_eq!(n, your_next(&steps, choose), "your first turn attacks");
    let Some((_, Action::Attack { with, .. }, before, after)) = &steps[n].act else {
        unreachable!()
    };
    let fight = after.last_fight().expect("a fight");
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
fn billy_reveals_a_card_face_up_and_you_hide_it_with_a_power() {
    let (_, steps) = play();
    let n = find(&steps, |seat, a| {
        seat == 1 && matches!(a, Action::Use { .. })
    });
    let Some((_, Action::Use { with, target }, before, after)) = &steps[n].act else {
        unreachable!()
    };
    let user = before.at(spot(1, *with)).expect("a card").card;
    assert_eq!(user.card().power, Some(Power::Reveal));
    let shown = after.at(*target).expect("a card there");
    assert!(shown.face_up, "revealed for everyone");
    assert_eq!(target.seat, 0);
    for word in [user.name(), "Reveal", shown.card.name()] {
        assert!(steps[n].text.contains(word), "{word} in {}", steps[n].text);
    }
    assert!(words_after(&steps, n).contains("face up"));
    // Your power: hide that very card again.
    let m = find(&steps, |seat, a| {
        seat == 0 && matches!(a, Action::Use { .. })
    });
    let Some((
        _,
        Action::Use {
            with,
            target: hidden,
        },
        before,
        after,
    )) = &steps[m].act
    else {
        unreachable!()
    };
    let mole = before.at(spot(0, *with)).expect("a card").card;
    assert_eq!(mole.card().power, Some(Power::Hide));
    assert_eq!(hidden, target, "the card Billy revealed");
    assert!(before.at(*hidden).is_some_and(|p| p.face_up));
    assert!(after.at(*hidden).is_some_and(|p| !p.face_up));
    for word in [
        mole.name(),
        "Use Hide instead",
        shown.card.name(),
        "face-up",
    ] {
        assert!(steps[m].text.contains(word), "{word} in {}", steps[m].text);
    }
    assert!(words_after(&steps, m).contains("face down again"));
    assert!(words_after(&steps, m).contains("must be an attack"));
}

#[test]
fn after_a_power_the_next_turn_must_attack() {
    let (_, steps) = play();
    for seat in [0, 1] {
        let n = find(&steps, |s, a| s == seat && matches!(a, Action::Use { .. }));
        let m = steps
            .iter()
            .skip(n + 1)
            .position(|s| matches!(s.act, Some((who, ..)) if who == seat))
            .map(|k| k + n + 1)
            .expect("the next turn");
        let Some((_, Action::Attack { .. }, before, _)) = &steps[m].act else {
            panic!("an attack after a power");
        };
        assert!(before.powered_last(seat));
        let legal = before.legal_actions(seat);
        assert!(legal.iter().all(|a| matches!(a, Action::Attack { .. })));
        assert!(
            before.fields[seat]
                .iter()
                .flatten()
                .any(|p| p.card.card().power.is_some()),
            "a power was there to refuse"
        );
        assert!(steps[m].text.contains("must attack"), "{}", steps[m].text);
    }
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
    let fight = after.last_fight().expect("a fight");
    assert_eq!(fight.result, FightResult::Explosion);
    assert!(fight.attacker.defeated && fight.defender.defeated);
    assert!(fight.attacker.base > fight.defender.base, "numbers or not");
    assert_eq!(fight.defender.card.card().blast, Some(Blast::OnFlip));
    for term in [&fight.attacker, &fight.defender] {
        assert!(shown.text.contains(term.card.name()), "{}", shown.text);
    }
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
    let fight = after.last_fight().expect("a fight");
    assert_eq!(fight.result, FightResult::Tie);
    assert_eq!(fight.attacker.total, fight.defender.total);
    assert!(fight.attacker.defeated && fight.defender.defeated);
    assert!(steps[n].text.contains(&format!("{}", fight.attacker.total)));
    assert!(steps[n - 1].text.contains(fight.attacker.card.name()));
    assert!(steps[n - 1].text.contains(fight.defender.card.name()));
}

#[test]
fn every_fight_told_in_numbers_had_those_numbers() {
    let (_, steps) = play();
    let mut told = 0;
    for (n, s) in steps.iter().enumerate() {
        let Some((_, Action::Attack { .. }, _, after)) = &s.act else {
            continue;
        };
        let fight = after.last_fight().expect("a fight");
        let next = words_after(&steps, n);
        // Words right after a fight that name both its cards give their totals.
        if fight.result != FightResult::Explosion
            && next.contains(fight.attacker.card.name())
            && next.contains(fight.defender.card.name())
        {
            for term in [&fight.attacker, &fight.defender] {
                assert!(next.contains(&format!("{}", term.total)), "{next}");
            }
            told += 1;
        }
    }
    assert!(told >= 3, "{told} fights told in numbers");
}

#[test]
fn every_move_billy_makes_with_words_names_its_cards() {
    let (_, steps) = play();
    let mut shown = 0;
    for s in steps.iter().filter(|s| !s.text.is_empty()) {
        if let Some((
            1,
            Action::Attack { with, target } | Action::Use { with, target },
            before,
            _,
        )) = &s.act
        {
            let a = before.at(spot(1, *with)).expect("a card").card;
            let d = before.at(*target).expect("a card").card;
            assert!(s.text.contains(a.name()) && s.text.contains(d.name()));
            assert!(s.text.starts_with("Billy"), "{}", s.text);
            shown += 1;
        }
    }
    assert!(shown >= 4, "{shown} of Billy's moves shown with words");
}

#[test]
fn the_closing_words_tell_of_the_draft_on_the_setup_screen() {
    let (script, _) = play();
    let last_act = script
        .steps
        .iter()
        .rposition(|s| s.act.is_some())
        .expect("actions");
    let closing: Vec<&str> = script.steps[last_act + 1..]
        .iter()
        .map(|s| s.text.as_str())
        .collect();
    let draft = closing
        .iter()
        .find(|t| t.contains("draft"))
        .expect("a closing word on the draft");
    assert!(draft.contains("setup screen"));
    assert!(draft.contains("keep one"));
    assert!(draft.contains("pass the rest"));
    // The draft really works so: keep one, pass the rest on, until the packs are empty.
    let mut g = BattleGoats::new(
        2,
        &Options {
            draft: true,
            ..Options::default()
        },
        9054,
    )
    .expect("a draft deal");
    assert_eq!(g.packs[0].len(), DEAL);
    let passed = g.packs[0].clone();
    act(&mut g, 0, Action::Pick { card: passed[0] });
    let billy = g.packs[1][0];
    act(&mut g, 1, Action::Pick { card: billy });
    assert_eq!(
        g.packs[1],
        passed[1..],
        "your rest went to the player on your right"
    );
    while g.phase == Phase::Draft {
        for seat in 0..2 {
            let card = g.packs[seat][0];
            act(&mut g, seat, Action::Pick { card });
        }
    }
    assert!(
        g.packs.iter().all(Vec::is_empty),
        "until the packs are empty"
    );
    assert_eq!(g.hands[0].len(), DEAL + 1, "the Hero and eight kept cards");
    assert!(
        draft.contains("Draft the cards"),
        "the setup's words for it"
    );
}
