//! The guided first game ("Learn to play", `docs/learn/gruff-goats.txt`): it plays through the
//! real rules, and the rules its words teach really happen at the steps that talk about them.

use super::*;
use crate::engine::bot::Level;
use crate::engine::guide::{Step, check, read};
use crate::engine::{Player, Session};

/// The guided game's script, as the page fetches it.
const SCRIPT: &str = include_str!("../../../../docs/learn/gruff-goats.txt");

/// The deal the script is played on (found by `find_a_deal`).
const SEED: u64 = 71294;

/// The script's steps, each with the action it plays (and whose), and the table just before
/// and just after it.
struct Lesson {
    steps: Vec<Step>,
    game: Session<GruffGoats>,
    /// The table after each action; `states[k]` is before action `k`.
    states: Vec<GruffGoats>,
}

impl Lesson {
    /// Reads the script, checks it as the page will, and plays it through.
    fn new() -> Lesson {
        let game = check::<GruffGoats>(SCRIPT).unwrap_or_else(|e| panic!("{e}"));
        let steps = read(SCRIPT).expect("reads").steps;
        let mut s =
            Session::<GruffGoats>::new(game.players.clone(), game.options.clone(), game.seed)
                .expect("setup");
        let mut states = vec![s.state.clone()];
        for (seat, action) in &game.history {
            s.act(*seat, action.clone()).expect("legal");
            states.push(s.state.clone());
        }
        Lesson {
            steps,
            game,
            states,
        }
    }

    /// The one step whose words hold `words`: the action it plays (by whom), the table before
    /// and after it.
    fn at(&self, words: &str) -> (Seat, Action, &GruffGoats, &GruffGoats) {
        let found: Vec<&Step> = self
            .steps
            .iter()
            .filter(|s| s.text.contains(words))
            .collect();
        assert_eq!(found.len(), 1, "one step says {words:?}");
        let k = found[0]
            .act
            .unwrap_or_else(|| panic!("the step {words:?} plays an action"));
        let (seat, action) = self.game.history[k].clone();
        (seat, action, &self.states[k], &self.states[k + 1])
    }
}

#[test]
fn the_guided_game_plays_through_the_real_rules() {
    if let Err(e) = check::<GruffGoats>(SCRIPT) {
        panic!("the script of the guided game: {e}");
    }
}

#[test]
fn the_script_is_the_story_on_its_deal() {
    let lesson = Lesson::new();
    let story = story(SEED).expect("the story plays on its deal");
    assert_eq!(lesson.game.seed, SEED);
    assert_eq!(lesson.game.players, players());
    assert_eq!(lesson.game.options, Options::default());
    assert_eq!(lesson.game.history, story.s.history);
}

#[test]
fn the_lesson_is_short_and_the_learner_taps_often() {
    let lesson = Lesson::new();
    let steps = lesson.steps.len();
    assert!((15..=35).contains(&steps), "{steps} steps");
    let mine = lesson
        .steps
        .iter()
        .filter(|s| s.act.is_some_and(|k| lesson.game.history[k].0 == 0))
        .count();
    assert!((6..=15).contains(&mine), "{mine} of the learner's taps");
    // Steps passed with Next never tell the learner to tap the table.
    for step in &lesson.steps {
        let theirs = step.act.is_none_or(|k| lesson.game.history[k].0 != 0);
        if theirs {
            assert!(!step.text.to_lowercase().contains("tap"), "{}", step.text);
        }
    }
    assert!(
        lesson
            .steps
            .last()
            .is_some_and(|s| s.text.starts_with("Tip:"))
    );
}

#[test]
fn the_learner_claims_a_wand_is_blocked_and_pushes() {
    let lesson = Lesson::new();
    let little = Wand::Goat(Size::Little);
    let (seat, action, before, after) = lesson.at("Tap the little goat wand to claim it");
    assert_eq!((seat, action), (0, Action::Claim { wand: little }));
    assert_eq!(before.holder(little), None);
    assert!(matches!(after.phase(), Phase::Block(c) if c.queue.first() == Some(&1)));
    let (seat, action, _, after) = lesson.at("he blocks your claim");
    assert_eq!((seat, action), (1, Action::Block));
    assert!(matches!(after.phase(), Phase::Push(c) if c.claimer == 0 && c.blocker == Some(1)));
    let (seat, action, _, _) = lesson.at("push again with another diamond");
    assert_eq!((seat, action), (0, Action::Push));
    let (_, _, before, _) = lesson.at("The wand is yours now");
    assert_eq!(before.holder(little), Some(0));
}

#[test]
fn the_learner_walks_to_the_foot_of_a_bridge_a_troll_guards() {
    let lesson = Lesson::new();
    let (seat, action, before, after) = lesson.at("Tap the lit square to step your little goat");
    assert_eq!(seat, 0);
    assert!(matches!(
        action,
        Action::MoveGoat {
            size: Size::Little,
            ..
        }
    ));
    assert_eq!(at(before, 0, Size::Little), Some(sq(0, 0)));
    assert_eq!(at(after, 0, Size::Little), Some(sq(0, 1)));
    assert_eq!(
        after.hands[0].len() + 1,
        before.hands[0].len(),
        "a use costs a card"
    );
    let (seat, _, _, after) = lesson.at("to the foot of the north bridge");
    assert_eq!(seat, 0);
    assert_eq!(at(after, 0, Size::Little), Some(sq(0, 2)));
    assert!(after.trolls.contains(&Bridge::North));
    assert_eq!(sq(0, 2).distance_to_island(), 2);
    let (seat, action, before, after) = lesson.at("tap to end your turn");
    assert_eq!((seat, action), (0, Action::EndTurn));
    assert_eq!(
        after.hands[0].len(),
        before.hands[0].len() + 1,
        "a card is drawn"
    );
    assert_eq!(after.active(), 1);
}

#[test]
fn the_dragon_eats_a_goat_one_step_from_the_island() {
    let lesson = Lesson::new();
    let (seat, action, _, after) = lesson.at("steps onto the east bridge");
    assert_eq!(seat, 1);
    assert!(matches!(
        action,
        Action::MoveGoat {
            size: Size::Big,
            ..
        }
    ));
    assert_eq!(at(after, 1, Size::Big), Some(Bridge::East.square()));
    let (seat, action, _, after) = lesson.at("Nanny claims the dragon wand");
    assert_eq!((seat, action), (2, Action::Claim { wand: Wand::Dragon }));
    assert_eq!(after.holder(Wand::Dragon), Some(2));
    let (seat, action, before, after) = lesson.at("The dragon swoops down and eats Billy's goat");
    let prey = Prey::Goat {
        owner: 1,
        size: Size::Big,
    };
    assert_eq!((seat, action), (2, Action::Dragon { prey }));
    assert_eq!(at(before, 1, Size::Big), Some(Bridge::East.square()));
    assert_eq!(at(after, 1, Size::Big), None);
    assert_eq!(after.phase(), &Phase::Place(vec![(1, Size::Big)]));
}

#[test]
fn the_learner_moves_the_troll_away_and_scores() {
    let lesson = Lesson::new();
    let (seat, action, _, after) = lesson.at("Clubs pay for the troll wand");
    assert_eq!((seat, action), (0, Action::Claim { wand: Wand::Troll }));
    assert_eq!(after.holder(Wand::Troll), Some(0));
    let (seat, action, before, after) = lesson.at("then the troll on the north bridge");
    assert_eq!(seat, 0);
    assert_eq!(before.trolls[0], Bridge::North);
    assert_eq!(
        action,
        Action::MoveTroll {
            troll: 0,
            to: Bridge::East
        }
    );
    assert!(!after.trolls.contains(&Bridge::North));
    let (seat, action, _, after) = lesson.at("The north bridge is clear");
    assert_eq!(seat, 0);
    assert!(matches!(
        action,
        Action::MoveGoat {
            size: Size::Little,
            ..
        }
    ));
    assert_eq!(at(after, 0, Size::Little), Some(Bridge::North.square()));
    assert_eq!(
        after.holder(Wand::Dragon),
        Some(2),
        "the dragon is a danger"
    );
    let (seat, action, before, after) = lesson.at("Step onto the island");
    assert_eq!(
        (seat, action),
        (
            0,
            Action::MoveGoat {
                size: Size::Little,
                to: board::ISLAND
            }
        )
    );
    assert_eq!((before.scores[0], after.scores[0]), (0, 1));
    let (seat, action, _, after) = lesson.at("tap the lit corner");
    assert_eq!(seat, 0);
    assert!(matches!(action, Action::Place { .. }));
    assert!(
        at(after, 0, Size::Little).is_some_and(|s| Corner::ALL.iter().any(|c| c.square() == s))
    );
}

/// The players of the guided game: the learner and two easy computers.
fn players() -> Vec<Player> {
    let computer = |name: &str, colour| Player {
        name: name.into(),
        colour,
        computer: Some(Level::Easy),
    };
    vec![
        Player::person("Pat (you)", 0),
        computer("Billy", 1),
        computer("Nanny", 2),
    ]
}

/// A scripted game being built: each action is played through the real rules, and refused
/// actions end the attempt.
struct Story {
    s: Session<GruffGoats>,
    notes: Vec<String>,
}

impl Story {
    /// A fresh deal for the guided game's players.
    fn new(seed: u64) -> Story {
        let s = Session::new(players(), Options::default(), seed).expect("setup");
        Story {
            s,
            notes: Vec::new(),
        }
    }

    /// Plays `action` for `seat`, noting it; `None` if the rules refuse it.
    fn act(&mut self, seat: Seat, action: Action) -> Option<()> {
        self.notes.push(format!("{seat} {action:?}"));
        self.s.act(seat, action).ok()
    }

    /// A claim by `seat`: `blocker` blocks once (and the claimer pushes), everyone else lets it go.
    fn claim(&mut self, seat: Seat, wand: Wand, blocker: Option<Seat>) -> Option<()> {
        self.act(seat, Action::Claim { wand })?;
        let mut blocked = false;
        loop {
            match self.s.state.phase().clone() {
                Phase::Block(c) => {
                    let asked = *c.queue.first()?;
                    if Some(asked) == blocker && !blocked {
                        blocked = true;
                        self.act(asked, Action::Block)?;
                    } else {
                        self.act(asked, Action::Allow)?;
                    }
                }
                Phase::Push(_) => self.act(seat, Action::Push)?,
                _ => break,
            }
        }
        (self.s.state.holder(wand) == Some(seat) && (blocker.is_none() || blocked)).then_some(())
    }

    /// `seat`'s goat of `size` steps to the square at (`row`, `col`).
    fn step(&mut self, seat: Seat, size: Size, row: u8, col: u8) -> Option<()> {
        self.act(
            seat,
            Action::MoveGoat {
                size,
                to: sq(row, col),
            },
        )
    }
}

/// The story of the guided game, on the deal of `seed`.
fn story(seed: u64) -> Option<Story> {
    let mut t = Story::new(seed);
    // You: claim the little goat wand (Billy blocks, you push) and walk towards the north bridge.
    t.claim(0, Wand::Goat(Size::Little), Some(1))?;
    t.step(0, Size::Little, 0, 1)?;
    t.step(0, Size::Little, 0, 2)?;
    t.act(0, Action::EndTurn)?;
    // Billy: the big goat wand, and three steps onto the east bridge.
    t.claim(1, Wand::Goat(Size::Big), None)?;
    t.step(1, Size::Big, 1, 4)?;
    t.step(1, Size::Big, 2, 4)?;
    t.step(1, Size::Big, 2, 3)?;
    t.act(1, Action::EndTurn)?;
    // Nanny: the dragon eats Billy's goat on the bridge.
    t.claim(2, Wand::Dragon, None)?;
    t.act(
        2,
        Action::Dragon {
            prey: Prey::Goat {
                owner: 1,
                size: Size::Big,
            },
        },
    )?;
    t.act(
        1,
        Action::Place {
            corner: Corner::NorthEast,
        },
    )?;
    t.act(2, Action::EndTurn)?;
    // You: the troll wand clears the north bridge; over it and onto the island.
    t.claim(0, Wand::Troll, None)?;
    t.act(
        0,
        Action::MoveTroll {
            troll: 0,
            to: Bridge::East,
        },
    )?;
    t.step(0, Size::Little, 1, 2)?;
    t.step(0, Size::Little, 2, 2)?;
    t.act(
        0,
        Action::Place {
            corner: Corner::NorthWest,
        },
    )?;
    Some(t)
}

/// Finds deals the story plays on: lists the first ones found (with how many actions each
/// takes: fewer means fewer answers to claims), or with `GG_SEED=<seed>` prints that deal's
/// save, its actions and the hands dealt. The script is that save with `say` lines added by hand.
#[test]
#[ignore = "finds the deal of the guided game; run by hand"]
fn find_a_deal() {
    if let Some(seed) = std::env::var("GG_SEED").ok().and_then(|s| s.parse().ok()) {
        let t = story(seed).expect("the story plays on this deal");
        println!("{}", t.s.to_save());
        for n in &t.notes {
            println!("  {n}");
        }
        let dealt = GruffGoats::new(3, &Options::default(), seed).expect("setup");
        for (seat, hand) in dealt.hands.iter().enumerate() {
            let suits: Vec<Suit> = hand.iter().map(|c| c.suit()).collect();
            println!("dealt to {seat}: {suits:?}");
        }
        return;
    }
    let found = (0..3_000_000u64)
        .filter_map(|seed| story(seed).map(|t| (seed, t.s.history.len())))
        .take(20);
    for (seed, acts) in found {
        println!("seed {seed}: {acts} actions");
    }
}
