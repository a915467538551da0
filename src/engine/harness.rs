//! The random-game harness every game plugs into: seeded random games played to the end, checking
//! at every step that the rules engine keeps its promises.

use super::{Game, GameRng, Log, Seat, Session, ToAct};

/// What the harness needs beyond the [`Game`] contract: a way to invent nonsense.
pub trait Fuzz: Game {
    /// Any action at all, legal or not, as a careless or hostile caller might send.
    fn garbage(state: &Self, rng: &mut GameRng) -> Self::Action;

    /// Which legal action the harness plays next. Uniform by default; a game whose uniformly
    /// random play would wander for a very long time may lean toward progress here. Every legal
    /// action is still checked at every step whatever is chosen.
    fn choose(_state: &Self, _seat: Seat, legal: &[Self::Action], rng: &mut GameRng) -> usize {
        rng.below(legal.len())
    }
}

/// Totals from a harness run, for reports.
#[derive(Debug, Default, Clone)]
pub struct Report {
    /// Games played to the end.
    pub games: usize,
    /// Actions applied along the main lines.
    pub actions: usize,
    /// Illegal actions that were refused.
    pub refused: usize,
    /// The longest game, in actions.
    pub longest: usize,
    /// Actions that were undone (and replayed) along the way.
    pub undos: usize,
}

/// Plays `games` random games with `players` seats, each from its own seed, and checks at every
/// step: the listed legal actions are all accepted; seats that need not act have none and are
/// refused; garbage is refused with the state unchanged; the game's invariants hold; the state
/// survives a save and load; and at the end, replaying the seed and actions gives the same game.
/// Panics (this is test code) on the first broken promise, naming the seed.
pub fn run<G: Fuzz>(
    games: usize,
    players: usize,
    options: &G::Options,
    max_actions: usize,
) -> Report {
    let mut report = Report::default();
    for game in 0..games {
        let seed = 0x9047_u64
            .wrapping_mul(1_000_003)
            .wrapping_add(game as u64 * 7919 + players as u64);
        let steps = play_one::<G>(seed, players, options, max_actions, &mut report);
        report.games += 1;
        report.longest = report.longest.max(steps);
    }
    report
}

fn play_one<G: Fuzz>(
    seed: u64,
    players: usize,
    options: &G::Options,
    max_actions: usize,
    report: &mut Report,
) -> usize {
    let table = (0..players)
        .map(|i| super::Player::person(format!("P{i}"), i))
        .collect::<Vec<_>>();
    let mut session = Session::<G>::new(table, options.clone(), seed)
        .unwrap_or_else(|e| panic!("seed {seed}: setup failed: {e}"));
    let mut chooser = GameRng::new(seed ^ 0x5eed);
    let mut steps = 0;
    loop {
        let state = &session.state;
        state
            .check_invariants()
            .unwrap_or_else(|e| panic!("seed {seed} step {steps}: invariant broken: {e}"));
        let actors = match state.to_act() {
            ToAct::Over => {
                assert!(
                    state.outcome().is_some(),
                    "seed {seed}: over without an outcome"
                );
                for seat in 0..players {
                    assert!(
                        state.legal_actions(seat).is_empty(),
                        "seed {seed}: moves after the end"
                    );
                }
                break;
            }
            ToAct::Seats(seats) => seats,
        };
        assert!(
            state.outcome().is_none(),
            "seed {seed}: outcome before the end"
        );
        assert!(
            !actors.is_empty(),
            "seed {seed} step {steps}: nobody to act"
        );
        assert!(
            steps < max_actions,
            "seed {seed}: game did not end within {max_actions} actions"
        );
        check_every_legal_action(&session.state, &actors, seed, steps);
        check_refusals(&session.state, &actors, &mut chooser, seed, steps, report);
        if steps % 16 == 0 {
            #[cfg(not(target_arch = "wasm32"))]
            check_round_trip(&session.state, seed, steps);
        }
        let seat = actors[chooser.below(actors.len())];
        let legal = session.state.legal_actions(seat);
        let pick = G::choose(&session.state, seat, &legal, &mut chooser).min(legal.len() - 1);
        let action = legal[pick].clone();
        let before = (session.state.clone(), session.log.len());
        session
            .act(seat, action.clone())
            .unwrap_or_else(|e| panic!("seed {seed} step {steps}: legal {action:?} refused: {e}"));
        if session.can_undo().is_ok() {
            check_undo(&mut session, &before, seat, &action, seed, steps);
            report.undos += 1;
        }
        steps += 1;
        report.actions += 1;
    }
    // The screen shows the log's last lines, named: exactly those, newest last, no seat left.
    let tail = session.log_tail(5);
    assert_eq!(
        tail.len(),
        session.log.len().min(5),
        "seed {seed}: log tail"
    );
    assert_eq!(
        tail.last(),
        session.log.last().map(|l| session.name_seats(l)).as_ref(),
        "seed {seed}: the newest line comes last"
    );
    assert!(
        tail.iter()
            .all(|l| (0..players).all(|s| !l.contains(&format!("{{{s}}}")))),
        "seed {seed}: a seat left unnamed in {tail:?}"
    );
    let text = session.to_save();
    let loaded = Session::<G>::from_save(&text)
        .unwrap_or_else(|e| panic!("seed {seed}: the finished game does not load: {e}"));
    assert!(
        loaded.state == session.state,
        "seed {seed}: replay differs from the game"
    );
    assert_eq!(loaded.log, session.log, "seed {seed}: replayed log differs");
    steps
}

/// Undo must give back exactly the position and log before the action, and drop the action;
/// the action is then replayed and must give the same position again.
fn check_undo<G: Game>(
    session: &mut Session<G>,
    before: &(G, usize),
    seat: Seat,
    action: &G::Action,
    seed: u64,
    steps: usize,
) {
    let after = session.state.clone();
    session
        .undo()
        .unwrap_or_else(|e| panic!("seed {seed} step {steps}: undo allowed but failed: {e}"));
    assert!(
        session.state == before.0,
        "seed {seed} step {steps}: undo did not restore the position"
    );
    assert_eq!(
        session.log.len(),
        before.1,
        "seed {seed} step {steps}: undo did not restore the log"
    );
    assert_eq!(
        session.history.len(),
        steps,
        "seed {seed} step {steps}: undo kept the action"
    );
    session
        .act(seat, action.clone())
        .unwrap_or_else(|e| panic!("seed {seed} step {steps}: redo refused: {e}"));
    assert!(
        session.state == after,
        "seed {seed} step {steps}: redo differs"
    );
}

fn check_every_legal_action<G: Game>(state: &G, actors: &[Seat], seed: u64, steps: usize) {
    for &seat in actors {
        let legal = state.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seed {seed} step {steps}: seat {seat} must act but has no legal action"
        );
        for action in &legal {
            // Every action a save may hold reads back as itself.
            let code: super::code::Code = action.clone().into();
            let back = G::Action::try_from(code.clone());
            assert!(
                back.as_ref().ok() == Some(action),
                "seed {seed} step {steps}: {action:?} saved as {code:?} reads back as {back:?}"
            );
            let mut copy = state.clone();
            let mut log = Log::new();
            if let Err(e) = copy.apply(seat, action, &mut log) {
                panic!("seed {seed} step {steps}: listed action {action:?} refused: {e}");
            }
        }
    }
}

fn check_refusals<G: Fuzz>(
    state: &G,
    actors: &[Seat],
    chooser: &mut GameRng,
    seed: u64,
    steps: usize,
    report: &mut Report,
) {
    // Someone acting out of turn.
    let seat = actors[0];
    let legal = state.legal_actions(seat);
    for other in (0..state.players()).filter(|s| !actors.contains(s)) {
        assert!(
            state.legal_actions(other).is_empty(),
            "seed {seed}: seat {other} has moves out of turn"
        );
        for action in legal.iter().take(3) {
            expect_refused(state, other, action, seed, steps);
            report.refused += 1;
        }
    }
    // Garbage from the seat to act.
    for _ in 0..4 {
        let action = G::garbage(state, chooser);
        if !legal.contains(&action) {
            expect_refused(state, seat, &action, seed, steps);
            report.refused += 1;
        }
    }
}

fn expect_refused<G: Game>(state: &G, seat: Seat, action: &G::Action, seed: u64, steps: usize) {
    let mut copy = state.clone();
    let mut log = Log::new();
    assert!(
        copy.apply(seat, action, &mut log).is_err(),
        "seed {seed} step {steps}: seat {seat} was allowed illegal {action:?}"
    );
    assert!(
        copy == *state,
        "seed {seed} step {steps}: a refused action changed the state"
    );
    assert!(
        log.is_empty(),
        "seed {seed} step {steps}: a refused action wrote to the log"
    );
}

/// Positions are not saved (saves replay their actions), but each game's position still derives
/// serde's traits, so a tool or a test can write one out: it must read back as itself.
#[cfg(not(target_arch = "wasm32"))]
fn check_round_trip<G: Game>(state: &G, seed: u64, steps: usize) {
    let text =
        serde_json::to_string(state).unwrap_or_else(|e| panic!("seed {seed}: save failed: {e}"));
    let back: G = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("seed {seed} step {steps}: load failed: {e}"));
    assert!(
        back == *state,
        "seed {seed} step {steps}: state changed through save and load"
    );
}

/// How long games last, in rounds, when every seat plays [`Fuzz::choose`]: for each of `games`
/// seeds, the number of turns (counted whenever `turn_of` changes, and at the end) divided by the
/// number of players; sorted. Panics if a game passes `max_turns`.
pub fn rounds<G: Fuzz>(
    players: usize,
    games: u64,
    max_turns: usize,
    turn_of: impl Fn(&G) -> Seat,
) -> Vec<f64> {
    let mut rounds: Vec<f64> = (0..games)
        .map(|seed| {
            let mut g = match G::new(players, &G::Options::default(), seed) {
                Ok(g) => g,
                Err(e) => panic!("setup: {e}"),
            };
            let mut rng = GameRng::new(seed + 7);
            let mut turns = 0;
            while let ToAct::Seats(s) = g.to_act() {
                let legal = g.legal_actions(s[0]);
                let pick = G::choose(&g, s[0], &legal, &mut rng);
                let before = turn_of(&g);
                if let Err(e) = g.apply(s[0], &legal[pick], &mut Log::new()) {
                    panic!("seed {seed}: a legal action was refused: {e}");
                }
                turns += usize::from(turn_of(&g) != before || g.to_act() == ToAct::Over);
                assert!(
                    turns < max_turns,
                    "seed {seed}: no end in {max_turns} turns"
                );
            }
            turns as f64 / players as f64
        })
        .collect();
    rounds.sort_by(f64::total_cmp);
    rounds
}
