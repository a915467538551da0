//! The guided first game ("Learn to play", `docs/learn/goat-lords.txt`): its script plays through
//! the real rules, and the rules its words teach (twins and the Base Stack, a wild, Escape Goat,
//! an action card, a duel won and one defended, a discard) really happen at the steps that talk
//! about them. `find_a_deal` (ignored) is how its deal was chosen.

use super::*;
use crate::engine::guide::{check, read};

const SCRIPT: &str = include_str!("../../../../docs/learn/goat-lords.txt");

/// One step of the script that plays an action: its words, who plays what, and the table before
/// and after.
struct Played {
    text: String,
    seat: Seat,
    action: Action,
    before: GoatLords,
    after: GoatLords,
}

/// The script's steps that play an action, replayed one by one.
fn played() -> Vec<Played> {
    let script = read(SCRIPT).expect("the script reads");
    let game = check::<GoatLords>(SCRIPT).expect("the script checks");
    let mut s = Session::<GoatLords>::new(game.players.clone(), game.options.clone(), game.seed)
        .expect("the deal");
    let mut out = Vec::new();
    for step in &script.steps {
        let Some(k) = step.act else { continue };
        let (seat, action) = game.history.get(k).cloned().expect("the step's action");
        let before = s.state.clone();
        s.act(seat, action.clone()).expect("legal in turn");
        out.push(Played {
            text: step.text.clone(),
            seat,
            action,
            before,
            after: s.state.clone(),
        });
    }
    out
}

/// The one step whose words contain `words`.
fn saying<'a>(steps: &'a [Played], words: &str) -> &'a Played {
    let found: Vec<&Played> = steps.iter().filter(|p| p.text.contains(words)).collect();
    assert_eq!(found.len(), 1, "one step says {words:?}");
    found[0]
}

fn top_len(g: &GoatLords, seat: Seat) -> usize {
    g.places[seat].herd.last().map_or(0, |s| s.cards.len())
}

fn is_wild(c: CardId) -> bool {
    matches!(c.card(), Card::Wild(_))
}

#[test]
fn the_script_plays_through_the_rules() {
    let game = check::<GoatLords>(SCRIPT).unwrap_or_else(|e| panic!("the script: {e}"));
    let script = read(SCRIPT).expect("reads");
    let steps = script.steps.len();
    let taps = script
        .steps
        .iter()
        .filter(|s| {
            s.act
                .and_then(|k| game.history.get(k))
                .is_some_and(|(seat, _)| *seat == 0)
        })
        .count();
    assert!((15..=35).contains(&steps), "{steps} steps");
    assert!((6..=15).contains(&taps), "{taps} of the player's own");
    assert_eq!(game.players[0].name, "Pat (you)");
    for p in &game.players[1..] {
        assert_eq!(
            p.computer,
            Some(crate::engine::bot::Level::Easy),
            "{}",
            p.name
        );
    }
    assert_eq!(game.players.len(), 3);
    // The guide stops before the end: the tip comes in the middle of a game.
    assert!(game.state.outcome().is_none());
}

#[test]
fn the_steps_show_the_rules_their_words_teach() {
    let steps = played();

    // The first birth: twin Krakengoats become the Base Stack, which nobody may duel for.
    let base = saying(&steps, "Base Stack, and nobody");
    assert_eq!(base.seat, 0);
    let Action::Birth { first, second } = base.action else {
        panic!("the Base Stack step births: {:?}", base.action)
    };
    assert_eq!(first.card(), KRAKEN);
    assert_eq!(second.card(), KRAKEN);
    assert!(base.before.places[0].herd.is_empty());
    assert_eq!(base.after.places[0].herd.len(), 1);
    assert!(
        base.after.places[0].open_top().is_none(),
        "a lone Base Stack is safe"
    );

    // A wild makes twins with any goat: Nanny's Ladypug and Goat Lord, then the player's own.
    let nanny = saying(&steps, "watch her birth a Ladypug with a Goat Lord");
    let Action::Birth { first, second } = nanny.action else {
        panic!("Nanny births: {:?}", nanny.action)
    };
    assert_eq!(nanny.seat, 2);
    assert_eq!([first.card(), second.card()], [PUG, LORD]);
    // Restocking: the step just before Nanny's says the player's hand is back to five, and it is.
    let script = read(SCRIPT).expect("reads");
    let at = script
        .steps
        .iter()
        .position(|s| s.text.contains("watch her birth"))
        .expect("Nanny's step");
    let refill = at.checked_sub(1).and_then(|k| script.steps.get(k));
    assert!(refill.is_some_and(|s| s.act.is_none() && s.text.contains("filled back up to five")));
    assert_eq!(nanny.before.places[0].hand.len(), 5);
    assert_eq!(nanny.before.places[0].herd.len(), 1);
    let wild = saying(&steps, "Birth it with your Gleeful Ghoast");
    let Action::Birth { first, second } = wild.action else {
        panic!("the wild birth: {:?}", wild.action)
    };
    assert_eq!(wild.seat, 0);
    assert_eq!(first.card(), Card::Goat(G::GleefulGhoast));
    assert_eq!(second.card(), GOATINI);

    // A second stack on top shields the Base Stack.
    let shield = saying(&steps, "shields the ones below");
    assert!(matches!(shield.action, Action::Birth { .. }) && shield.seat == 0);
    assert_eq!(shield.after.places[0].herd.len(), 2);

    // Nanny duels for the top stack; the player, holding Escape Goat, is asked first.
    let duel = saying(&steps, "she will challenge you to a duel");
    assert_eq!(duel.seat, 2);
    assert!(matches!(duel.action, Action::Duel { target: 0, .. }));
    assert!(
        matches!(
            &duel.after.phase,
            Phase::Escape {
                target: 0,
                threat: Threat::Duel(_)
            }
        ),
        "{:?}",
        duel.after.phase
    );

    // Escape Goat: the duel never happens, the attacking card joins the top stack, the
    // Escape Goat goes to the trash and Nanny's turn is over.
    let escape = saying(&steps, "Escape Goat stops a duel");
    assert_eq!((escape.seat, &escape.action), (0, &Action::Escape));
    assert_eq!(top_len(&escape.after, 0), top_len(&escape.before, 0) + 1);
    assert_eq!(escape.after.places[0].herd.len(), 2, "the stack stays");
    let trashed = escape.after.trash.last().map(|c| c.card());
    assert_eq!(trashed, Some(Card::Action(A::EscapeGoat)));
    assert_eq!(
        (escape.after.active, &escape.after.phase),
        (0, &Phase::Play)
    );

    // An action card: Raining Fire-Goats on Billy, with one more play to follow.
    let fire = saying(&steps, "Tap Raining Fire-Goats, then Billy");
    assert_eq!(fire.seat, 0);
    assert!(matches!(
        fire.action,
        Action::Play {
            effect: Effect::RainingFireGoats { target: 1 },
            ..
        }
    ));
    assert_eq!(fire.after.fire, Some(1));
    assert_eq!((fire.after.active, fire.after.plays_left), (0, 1));

    // The duel that follows cannot be answered: the player takes Billy's top stack.
    let won = saying(&steps, "Duel Billy for his top stack");
    assert!(matches!(won.action, Action::Duel { target: 1, .. }) && won.seat == 0);
    assert_eq!(
        won.after.places[1].herd.len(),
        won.before.places[1].herd.len() - 1
    );
    assert_eq!(
        won.after.places[0].herd.len(),
        won.before.places[0].herd.len() + 1
    );
    assert_eq!(top_len(&won.after, 0), top_len(&won.before, 1) + 1);

    // Billy duels back with a wild, the player answers, Billy gives up and the player keeps
    // the stack with every dueled card.
    let back = saying(&steps, "he will duel you with a Magical Goatini");
    let Action::Duel { target: 0, card } = back.action else {
        panic!("Billy duels the player: {:?}", back.action)
    };
    assert!(back.seat == 1 && is_wild(card));
    let answer = saying(&steps, "Answer with your other Fainting Baby Goat");
    assert_eq!(answer.seat, 0);
    assert!(
        matches!(&answer.before.phase, Phase::Duel(d) if d.defender == 0 && d.defender_to_move)
    );
    let Action::Answer { card } = answer.action else {
        panic!("the player answers: {:?}", answer.action)
    };
    assert_eq!(card.card(), Card::Goat(G::FaintingBabyGoat));
    let gives_up = saying(&steps, "so he will give up");
    assert_eq!((gives_up.seat, &gives_up.action), (1, &Action::Yield));
    assert!(
        !gives_up.before.places[1]
            .hand
            .iter()
            .any(|c| c.card().matches(G::FaintingBabyGoat)),
        "Billy really has no match left"
    );
    assert_eq!(
        top_len(&gives_up.after, 0),
        top_len(&gives_up.before, 0) + 2
    );

    // A discard: Billy has no twins and nothing to duel with.
    let discard = saying(&steps, "he will discard a goat");
    assert!(matches!(discard.action, Action::Discard { .. }) && discard.seat == 1);
    let billy = discard.before.legal_actions(1);
    assert!(
        billy.iter().all(|a| matches!(a, Action::Discard { .. })),
        "{billy:?}"
    );
}

/// What the story has shown so far, for [`find_a_deal`].
#[derive(Default)]
struct Story {
    /// The player escaped an attack with Escape Goat.
    escaped: bool,
    /// The player played an action card.
    card: bool,
    /// The player won a duel.
    won: bool,
    /// A computer answered in a duel.
    answered: bool,
    /// The player answered in a duel.
    you_answered: bool,
}

/// The card worth least (the first of them).
fn cheapest(cards: impl Iterator<Item = CardId>) -> Option<CardId> {
    cards.min_by_key(|c| (c.points(), c.0))
}

/// The move the story wants from `seat` now: everyone births the best twins they can; the
/// player escapes an attack, plays an action card (Raining Fire-Goats with a duel to follow,
/// for choice) and duels; the computers duel the player while that can show Escape Goat or an
/// answer, and answer once in a duel only when the player can answer back.
fn story_move(g: &GoatLords, seat: Seat, story: &Story) -> Action {
    let legal = g.legal_actions(seat);
    let place = &g.places[seat];
    let find = |f: &dyn Fn(&Action) -> bool| legal.iter().find(|a| f(a)).cloned();
    let best_birth = || {
        legal
            .iter()
            .filter(|a| matches!(a, Action::Birth { .. } | Action::AssistedBirth { .. }))
            .max_by_key(|a| match a {
                Action::Birth { first, second } => first.points().max(second.points()) * 10 + 1,
                Action::AssistedBirth { card } => card.points() * 10,
                _ => 0,
            })
            .cloned()
    };
    let discard = || {
        cheapest(place.hand.iter().copied()).map_or(Action::Yield, |card| Action::Discard { card })
    };
    let matching = |seat: Seat, goat: G| {
        g.places[seat]
            .hand
            .iter()
            .copied()
            .filter(move |c| c.card().matches(goat))
    };
    match &g.phase {
        Phase::Escape { .. } if seat == 0 && legal.contains(&Action::Escape) => Action::Escape,
        Phase::Escape { .. } => Action::Allow,
        Phase::Duel(d) => {
            let go = seat == 0
                || (!story.answered && d.defence.is_empty() && matching(0, d.goat).count() > 0);
            match cheapest(matching(seat, d.goat)).filter(|_| go) {
                Some(card) => Action::Answer { card },
                None => Action::Yield,
            }
        }
        Phase::TrimFront { .. } => {
            let keep = |c: &CardId| c.card() == Card::Action(A::EscapeGoat);
            let card = place.front.iter().copied().find(|c| !keep(c));
            card.or(place.front.first().copied())
                .map_or(Action::Yield, |card| Action::Trash { card })
        }
        Phase::DiscardDown { .. } => discard(),
        Phase::Over => Action::Yield,
        Phase::Play if seat == 0 && place.has_herd() => {
            let fire = find(&|a| {
                matches!(a, Action::Play { effect: Effect::RainingFireGoats { target }, .. }
                    if legal.iter().any(|d| matches!(d, Action::Duel { target: t, .. } if t == target)))
            });
            let other = find(&|a| {
                matches!(
                    a,
                    Action::Play {
                        effect: Effect::SneakAGoat { .. }
                            | Effect::SantyGoat
                            | Effect::FlowerGoatee
                            | Effect::HypnotizedGoat { .. },
                        ..
                    }
                )
            });
            let duel = legal
                .iter()
                .filter(|a| matches!(a, Action::Duel { .. }))
                .min_by_key(|a| duel_card_points(a))
                .cloned();
            let card = fire.or(other).filter(|_| !story.card);
            card.or(duel.filter(|_| !story.won))
                .or_else(best_birth)
                .unwrap_or_else(discard)
        }
        Phase::Play => {
            let wanted = if story.escaped {
                !story.you_answered
            } else {
                super::super::rules::escape_goat(g, 0).is_some()
            };
            let duel = find(&|a| matches!(a, Action::Duel { target: 0, .. }));
            duel.filter(|_| wanted && place.has_herd())
                .or_else(best_birth)
                .unwrap_or_else(discard)
        }
    }
}

/// Points of the card a duel is made with.
fn duel_card_points(a: &Action) -> u32 {
    match a {
        Action::Duel { card, .. } => card.points(),
        _ => 0,
    }
}

/// Plays the story on `seed` with the player and two computers, up to `limit` actions; the
/// session once the player has escaped, played an action card, won a duel and answered in one.
fn story(seed: u64, limit: usize) -> Option<Session<GoatLords>> {
    let people = ["Pat (you)", "Billy", "Nanny"]
        .iter()
        .enumerate()
        .map(|(s, name)| Player {
            computer: (s > 0).then_some(crate::engine::bot::Level::Easy),
            ..Player::person(*name, s)
        })
        .collect();
    let mut s = Session::<GoatLords>::new(people, Options::default(), seed).ok()?;
    let mut st = Story::default();
    for _ in 0..limit {
        let seat = s.state.seat_to_act()?;
        let a = story_move(&s.state, seat, &st);
        s.act(seat, a.clone()).ok()?;
        match a {
            Action::Escape if seat == 0 => st.escaped = true,
            Action::Play { .. } if seat == 0 => st.card = true,
            Action::Answer { .. } if seat == 0 => st.you_answered = true,
            Action::Answer { .. } => st.answered = true,
            _ => {}
        }
        st.won |= s.log.iter().any(|l| l.starts_with("{0} wins the duel"));
        if st.escaped && st.card && st.won && st.you_answered {
            return Some(s);
        }
    }
    None
}

/// How the script's deal was chosen: the seeds whose story shows every rule soonest (8558 is
/// one). Its save is printed; the script's later moves and its words were added by hand.
#[test]
#[ignore]
fn find_a_deal() {
    let mut best: Vec<(usize, u64)> = (0..20_000u64)
        .filter_map(|seed| story(seed, 60).map(|s| (s.history.len(), seed)))
        .collect();
    best.sort();
    println!("{:?}", best.iter().take(8).collect::<Vec<_>>());
    if let Some(s) = best.first().and_then(|&(_, seed)| story(seed, 60)) {
        println!("{}", s.to_save());
    }
}
