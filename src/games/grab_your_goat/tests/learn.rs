//! The guided first game ("Learn to play", `docs/learn/grab-your-goat.txt`): its script plays
//! through the real rules, and the rules its words teach (a roll, a step onto a face-down card
//! that turns over, a found path turned to meet you, the card underfoot rotated, a card played
//! from a hand, an effect card found, a goat coming back in past an edge, the goat grabbed)
//! really happen at the steps that talk about them. `find_a_deal` (ignored) is how its deal was
//! chosen.

use super::*;
use crate::engine::guide::{check, read};
use crate::engine::{GameRng, Session};

const SCRIPT: &str = include_str!("../../../../docs/learn/grab-your-goat.txt");

/// One step of the script that plays an action: its words, who plays what, and the mountain
/// before and after.
struct Played {
    text: String,
    seat: Seat,
    action: Action,
    before: GrabYourGoat,
    after: GrabYourGoat,
}

/// The script's steps, replayed one by one: each step's words, and what it played if it plays.
fn steps() -> Vec<(String, Option<Played>)> {
    let script = read(SCRIPT).expect("the script reads");
    let game = check::<GrabYourGoat>(SCRIPT).expect("the script checks");
    let mut s = Session::<GrabYourGoat>::new(game.players.clone(), Options::default(), game.seed)
        .expect("the deal");
    let mut out = Vec::new();
    for step in &script.steps {
        let played = step.act.map(|k| {
            let (seat, action) = game.history.get(k).cloned().expect("the step's action");
            let before = s.state.clone();
            s.act(seat, action.clone()).expect("legal in turn");
            Played {
                text: step.text.clone(),
                seat,
                action,
                before,
                after: s.state.clone(),
            }
        });
        out.push((step.text.clone(), played));
    }
    out
}

/// The steps that play an action.
fn played() -> Vec<Played> {
    steps().into_iter().filter_map(|(_, p)| p).collect()
}

/// The one step that plays an action and whose words contain `words`.
fn saying<'a>(steps: &'a [Played], words: &str) -> &'a Played {
    let found: Vec<&Played> = steps.iter().filter(|p| p.text.contains(words)).collect();
    assert_eq!(found.len(), 1, "one step says {words:?}");
    found[0]
}

#[test]
fn the_script_plays_through_the_rules() {
    let game = check::<GrabYourGoat>(SCRIPT).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.players.len(), 2);
    assert_eq!(game.players[0].name, "Pat (you)");
    assert_eq!(game.players[1].name, "Billy");
    assert_eq!(
        game.players[1].computer,
        Some(crate::engine::bot::Level::Easy)
    );
    let all = steps();
    assert!((15..=35).contains(&all.len()), "{} steps", all.len());
    let taps = all
        .iter()
        .filter(|(_, p)| p.as_ref().is_some_and(|p| p.seat == 0))
        .count();
    assert!((6..=15).contains(&taps), "{taps} taps of the player's own");
    // The last step is words (the screen adds the offer of a real game), and every step the
    // player reads is short.
    assert!(
        all.last()
            .is_some_and(|(t, p)| p.is_none() && t.starts_with("Tip:"))
    );
    for (text, _) in &all {
        assert!(text.len() <= 300, "too long: {text}");
    }
}

#[test]
fn each_rule_happens_at_the_step_that_speaks_of_it() {
    let steps = played();
    // The goal: the game ends with the player's shepherd on the player's own goat.
    let last = steps.last().expect("steps");
    assert_eq!(last.after.winner, Some(0));
    assert_eq!(last.after.shepherds[0], last.after.goats[0]);

    // A turn begins with the roll: the die moves the goat one card its way.
    let roll = saying(&steps, "Tap Roll the die");
    assert_eq!((roll.seat, &roll.action), (0, &Action::Roll));
    assert_eq!(roll.after.last_roll, Some(DieFace::Way(Dir::E)));
    assert_eq!(roll.before.goats[0], Pos::TOP);
    assert_eq!(roll.after.goats[0], Pos::TOP.wrap(Dir::E));

    // The first move: out of the house onto a face-down card, which turns over.
    let step = saying(&steps, "face-down card south of your house");
    assert_eq!(
        (step.seat, &step.action),
        (0, &Action::Step { dir: Dir::S })
    );
    assert_eq!(step.before.shepherds[0], Pos::house(0));
    // (Its words tell the roll's: the die said east.)
    assert!(step.text.contains("said east"));
    assert_eq!(step.before.goats[0], roll.after.goats[0]);
    assert!(matches!(
        step.before.tile(at(1, 0)),
        Tile::Card { up: false, .. }
    ));
    assert!(step.after.tile(at(1, 0)).face_up());
    assert_eq!(step.after.shepherds[0], at(1, 0));

    // It is a path that fits more than one way: the player picks, and the card lies that way.
    let orient = saying(&steps, "pick the way open north, east and west");
    assert_eq!(orient.seat, 0);
    let Some(Pending::Orient { at: found, toward }) = orient.before.now().cloned() else {
        panic!("no card to turn: {:?}", orient.before.pending);
    };
    assert_eq!((found, toward), (at(1, 0), N));
    assert!(
        orient.before.orientations(found, toward).len() > 1,
        "a choice"
    );
    assert!(matches!(orient.action, Action::Orient { .. }));
    let open = |g: &GrabYourGoat, p: Pos| g.tile(p).arrows();
    assert_eq!(open(&orient.after, found), N.bit() | E.bit() | W.bit());

    // The card underfoot turned a quarter clockwise: it opens south now, and the player walks
    // on south through it later (before the turn, no way south).
    let rotate = saying(&steps, "rotate your card clockwise");
    assert_eq!(
        (rotate.seat, &rotate.action),
        (0, &Action::Rotate { clockwise: true })
    );
    let here = rotate.before.shepherds[0];
    assert!(!rotate.before.can_step(here, S));
    assert!(rotate.after.can_step(here, S));
    assert_eq!(open(&rotate.after, here), N.bit() | E.bit() | S.bit());
    // Its words speak of a goat soon past an edge: it is one card from the east edge, just
    // rolled east.
    assert_eq!(rotate.before.last_roll, Some(DieFace::Way(Dir::E)));
    assert_eq!(rotate.before.goats[0].col, SIZE - 2);

    // Billy plays a card from his hand: it lies face up where a face-down card was, and that
    // card is in his hand now.
    let hand = saying(&steps, "plays a card from his hand");
    assert_eq!(hand.seat, 1);
    let Action::Advantage { card, at: spot, .. } = hand.action else {
        panic!("not a hand card: {:?}", hand.action);
    };
    let Tile::Card {
        card: hidden,
        up: false,
        ..
    } = hand.before.tile(spot)
    else {
        panic!("not onto a face-down card");
    };
    assert!(hand.before.hands[1].contains(&card));
    assert!(hand.after.hands[1].contains(&hidden) && !hand.after.hands[1].contains(&card));
    assert!(matches!(hand.after.tile(spot), Tile::Card { card: c, up: true, .. } if c == card));

    // An effect card turned over by the player's step: the Wheat Field, spoken of just after.
    let found = steps
        .iter()
        .position(|p| p.text.starts_with("A Wheat Field!"))
        .expect("the Wheat Field's words");
    let finding = &steps[found - 1];
    assert_eq!(
        (finding.seat, &finding.action),
        (0, &Action::Step { dir: S })
    );
    // (South through the card the player turned.)
    assert_eq!(finding.before.shepherds[0], here);
    let p = finding.after.shepherds[0];
    assert!(!finding.before.tile(p).face_up());
    assert_eq!(finding.after.tile(p).effect(), Some(Effect::WheatField));
    assert!(
        finding
            .text
            .contains("Step south onto the next face-down card")
    );

    // Any way: the player sends the goat east, off the edge; it comes back in on the west side,
    // on the card just south of the shepherd.
    let wrap = saying(&steps, "off the edge");
    assert_eq!((wrap.seat, &wrap.action), (0, &Action::GoatWay { dir: E }));
    assert_eq!(wrap.before.last_roll, Some(DieFace::Any));
    let (from, to) = (wrap.before.goats[0], wrap.after.goats[0]);
    assert_eq!((from.row, from.col, to.row, to.col), (3, SIZE - 1, 3, 0));
    assert_eq!(wrap.after.shepherds[0].step(S), Some(to));

    // The grab: a step south onto the goat's card (face down: it turns over, another Wheat
    // Field) wins.
    let grab = saying(&steps, "grab your goat");
    assert_eq!((grab.seat, &grab.action), (0, &Action::Step { dir: S }));
    assert_eq!(grab.before.winner, None);
    assert_eq!(grab.after.winner, Some(0));
    assert!(!grab.before.tile(to).face_up());
    assert_eq!(grab.after.tile(to).effect(), Some(Effect::WheatField));
    assert!(std::ptr::eq(grab, last));
}

/// A game the generator played: each action, whose, and what it did.
type Trace = Vec<(Seat, Action, Seen)>;

/// What one action did, as the generator watches for it.
#[derive(Clone, Debug, Default)]
struct Seen {
    /// A shepherd's step turned over an effect card (which).
    found: Option<Effect>,
    /// A goat came back in past an edge.
    wrapped: bool,
    /// The action rotated the card underfoot.
    rotated: bool,
}

/// Plays `action` and says what happened.
fn watch(g: &mut GrabYourGoat, seat: Seat, action: &Action) -> Option<Seen> {
    let before = g.clone();
    let mut log = Log::new();
    g.apply(seat, action, &mut log).ok()?;
    let mut seen = Seen::default();
    for (a, b) in before.goats.iter().zip(&g.goats) {
        if a.row.abs_diff(b.row) + a.col.abs_diff(b.col) > 1
            && matches!(action, Action::Roll | Action::GoatWay { .. })
        {
            seen.wrapped = true;
        }
    }
    if let Action::Step { dir } = action
        && let Some(to) = before.shepherds[seat].step(*dir)
        && let Tile::Card {
            card, up: false, ..
        } = before.tile(to)
    {
        seen.found = card.effect();
    }
    seen.rotated = matches!(action, Action::Rotate { .. });
    Some(seen)
}

/// The shepherd's moves worth trying (steps, turns, lifts: no hand cards).
fn moves(g: &GrabYourGoat, seat: Seat) -> Vec<Action> {
    g.legal_actions(seat)
        .into_iter()
        .filter(|a| !matches!(a, Action::Advantage { .. }))
        .collect()
}

/// Cards apart along rows and columns.
fn dist(a: Pos, b: Pos) -> u8 {
    a.row.abs_diff(b.row) + a.col.abs_diff(b.col)
}

/// One random game from `seed`, the player heading for the goat more often than not, the
/// computer wandering; the actions and what each did.
fn playout(seed: u64, rng: &mut GameRng, turns: usize) -> Option<Trace> {
    let mut g = GrabYourGoat::new(2, &Options::default(), seed).ok()?;
    let mut out = Vec::new();
    let mut my_turns = 0;
    while g.winner.is_none() && out.len() < 60 {
        let seat = g.seat;
        if seat == 0 && matches!(g.now(), Some(Pending::Roll { .. })) {
            my_turns += 1;
            if my_turns > turns {
                return None;
            }
        }
        let mut options = match g.now()? {
            Pending::Move { .. } => moves(&g, seat),
            _ => g.legal_actions(seat),
        };
        if seat == 0 && matches!(g.now(), Some(Pending::Move { .. })) && rng.below(10) < 7 {
            let (me, goat) = (g.shepherds[0], g.goats[0]);
            let near: Vec<Action> = options
                .iter()
                .filter(|a| match a {
                    Action::Step { dir } => me
                        .step(*dir)
                        .is_some_and(|p| dist(p, goat) < dist(me, goat)),
                    _ => false,
                })
                .cloned()
                .collect();
            if !near.is_empty() {
                options = near;
            }
        }
        let mut tries = 0;
        loop {
            tries += 1;
            let a = options.get(rng.below(options.len()))?.clone();
            let mut next = g.clone();
            let seen = watch(&mut next, seat, &a)?;
            if next.winner.is_some_and(|w| w != 0) && tries < 10 {
                continue;
            }
            if next.winner.is_some_and(|w| w != 0) {
                return None;
            }
            g = next;
            out.push((seat, a, seen));
            break;
        }
    }
    (g.winner == Some(0)).then_some(out)
}

/// Scores a game for the guide: every rule to show, early enough, in few taps (lower is better).
fn score(game: &[(Seat, Action, Seen)]) -> Option<usize> {
    let mine =
        |f: &dyn Fn(&(Seat, Action, Seen)) -> bool| game.iter().position(|x| x.0 == 0 && f(x));
    let found = mine(&|x| {
        matches!(
            x.2.found,
            Some(Effect::CoffeeBush | Effect::SkiLift | Effect::WheatField | Effect::Thicket)
        )
    })?;
    mine(&|x| x.2.rotated)?;
    let wrapped = game.iter().position(|x| x.2.wrapped)?;
    // The first move is a plain step onto a path.
    if found < 3 {
        return None;
    }
    let taps = game.iter().filter(|x| x.0 == 0).count();
    let own_wrap = game.get(wrapped).is_some_and(|x| x.0 == 0);
    Some(taps * 10 + game.len() + if own_wrap { 0 } else { 15 })
}

/// How the deal was chosen: random two-player games from each seed (the player heading for the
/// goat, Billy wandering) in which the player finds a harmless effect card, turns the card
/// underfoot, sees a goat come back in past an edge and grabs the goat within seven turns, in
/// the fewest taps. Seed 1142 came out; the moves in the script were then chosen by hand from
/// its deal (`cargo test --release -- --ignored --nocapture find_a_deal`).
#[test]
#[ignore]
fn find_a_deal() {
    let mut best: Option<(usize, u64, Trace)> = None;
    let mut rng = GameRng::new(99);
    for seed in 0..3000 {
        for _ in 0..300 {
            let Some(game) = playout(seed, &mut rng, 7) else {
                continue;
            };
            let Some(s) = score(&game) else { continue };
            if best.as_ref().is_none_or(|b| s < b.0) {
                best = Some((s, seed, game));
            }
        }
    }
    let (s, seed, game) = best.expect("a deal");
    println!("score {s} seed {seed}");
    for (seat, a, seen) in &game {
        println!("{seat} {a:?} {seen:?}");
    }
}
