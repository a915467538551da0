//! Positions for the browser's walk through every phase of every game
//! (`tests/e2e/phases.spec.mjs`): computers at Easy play games of each game between people's
//! seats, and the first position of each phase is kept as a save. A phase is told by what the
//! seat to act may do (the kinds of its legal actions: a Goat Lords duel's answer is another phase
//! than a birth); the finished game is kept too, for the end screen and the replay. Writes
//! `test-results/phases.json`, which the browser test reads; the test here checks what it keeps.

use goatherd::engine::bot::{Bot, Level, choose};
use goatherd::engine::{GameRng, Player, Session, ToAct};
use goatherd::games::{battlegoats, floats_mcgoats, goat_lords, grab_your_goat, gruff_goats};
use std::collections::BTreeSet;
use std::fmt::Debug;

/// At most this many phases of one game and table size are kept.
const MOST: usize = 10;

/// One kept position.
struct Phase {
    game: &'static str,
    players: usize,
    key: String,
    save: String,
}

/// An action's kind: its variant's name.
fn kind<A: Debug>(action: &A) -> String {
    let text = format!("{action:?}");
    text.split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or_default()
        .to_string()
}

/// A position worth keeping besides the phases: its key, and how much of it the seat to act has
/// (the position where that is most is kept: the most cards in a hand, the most stacks).
type Most<G> = (&'static str, fn(&G, usize) -> usize);

/// The first position of each phase of games of `G` between `players` people, from a few seeds,
/// and the position where each of `most` is most.
fn phases<G: Bot>(game: &'static str, players: usize, most: &[Most<G>]) -> Vec<Phase> {
    let names = [
        "Player 1", "Player 2", "Player 3", "Player 4", "Player 5", "Player 6",
    ];
    let mut seen = BTreeSet::new();
    let mut kept = Vec::new();
    let mut best: Vec<Option<(usize, String)>> = vec![None; most.len()];
    for seed in 1..=3u64 {
        let people = (0..players)
            .map(|i| Player::person(names[i], i))
            .collect::<Vec<_>>();
        let Ok(mut session) = Session::<G>::new(people, Default::default(), seed) else {
            panic!("{game}: {players} players can't be dealt");
        };
        let mut rng = GameRng::new(seed);
        for _ in 0..20_000 {
            let seat = match session.state.to_act() {
                ToAct::Seats(seats) => seats[0],
                ToAct::Over => {
                    if seen.insert("over".to_string()) {
                        kept.push(Phase {
                            game,
                            players,
                            key: "over".into(),
                            save: session.to_save(),
                        });
                    }
                    break;
                }
            };
            let legal = session.state.legal_actions(seat);
            assert!(
                !legal.is_empty(),
                "{game}: a seat to act with nothing to do"
            );
            let kinds: BTreeSet<String> = legal.iter().map(kind).collect();
            let key = kinds.into_iter().collect::<Vec<_>>().join("+");
            if kept.len() < MOST && seen.insert(key.clone()) {
                kept.push(Phase {
                    game,
                    players,
                    key,
                    save: session.to_save(),
                });
            }
            for ((_, measure), best) in most.iter().zip(best.iter_mut()) {
                let m = measure(&session.state, seat);
                if best.as_ref().is_none_or(|(b, _)| m > *b) {
                    *best = Some((m, session.to_save()));
                }
            }
            let k = choose(&session.state, seat, &legal, Level::Easy, &mut rng);
            let action = legal[k.min(legal.len() - 1)].clone();
            assert!(
                session.act(seat, action).is_ok(),
                "{game}: a listed action was refused"
            );
        }
    }
    for ((key, _), best) in most.iter().zip(best) {
        if let Some((_, save)) = best {
            kept.push(Phase {
                game,
                players,
                key: (*key).into(),
                save,
            });
        }
    }
    kept
}

/// Goat Lords: the most cards a seat to act holds (hand and action cards), and the most stacks
/// in its herd.
fn goat_lords_most() -> [Most<goat_lords::GoatLords>; 2] {
    use goatherd::engine::Game;
    [
        ("most-cards", |g, seat| {
            let v = g.view(seat);
            v.hand.len() + v.front.len()
        }),
        ("most-stacks", |g, seat| {
            g.view(seat).players.get(seat).map_or(0, |p| p.herd.len())
        }),
    ]
}

/// BattleGoats: the most fights a seat to act has not played out on its own screen (every fight
/// since its last turn, which the arena steps through).
fn battlegoats_most() -> [Most<battlegoats::BattleGoats>; 1] {
    use goatherd::engine::Game;
    [("most-fights", |g, seat| g.view(seat).fights.len())]
}

/// A string as a JSON string.
fn quoted(text: &str) -> String {
    serde_json::to_string(text).unwrap_or_else(|_| "\"\"".into())
}

#[test]
fn every_phase_of_every_game_is_kept_for_the_browser() {
    let mut all = Vec::new();
    all.extend(phases::<goat_lords::GoatLords>(
        "goat-lords",
        3,
        &goat_lords_most(),
    ));
    all.extend(phases::<goat_lords::GoatLords>(
        "goat-lords",
        6,
        &goat_lords_most(),
    ));
    all.extend(phases::<battlegoats::BattleGoats>(
        "battlegoats",
        3,
        &battlegoats_most(),
    ));
    all.extend(phases::<battlegoats::BattleGoats>(
        "battlegoats",
        6,
        &battlegoats_most(),
    ));
    all.extend(phases::<gruff_goats::GruffGoats>("gruff-goats", 3, &[]));
    all.extend(phases::<grab_your_goat::GrabYourGoat>(
        "grab-your-goat",
        3,
        &[],
    ));
    all.extend(phases::<floats_mcgoats::FloatsMcGoats>(
        "floats-mcgoats",
        3,
        &[],
    ));
    for game in [
        "goat-lords",
        "battlegoats",
        "gruff-goats",
        "grab-your-goat",
        "floats-mcgoats",
    ] {
        let of: Vec<&Phase> = all.iter().filter(|p| p.game == game).collect();
        assert!(of.len() >= 3, "{game}: only {} phases", of.len());
        assert!(
            of.iter().any(|p| p.key == "over"),
            "{game}: no game was played to its end"
        );
    }
    let rows: Vec<String> = all
        .iter()
        .enumerate()
        .map(|(i, p)| {
            format!(
                "{{\"game\":{},\"players\":{},\"key\":{},\"id\":\"{:013}-{:04}\",\"save\":{}}}",
                quoted(p.game),
                p.players,
                quoted(&p.key),
                i + 1,
                i,
                quoted(&p.save)
            )
        })
        .collect();
    let dir = format!(
        "{}/test-results",
        std::env::var("CARGO_MANIFEST_DIR")
            .expect("cargo sets CARGO_MANIFEST_DIR when it runs a test")
    );
    let dir = dir.as_str();
    std::fs::create_dir_all(dir).expect("test-results/ can be made");
    std::fs::write(
        format!("{dir}/phases.json"),
        format!("[\n{}\n]\n", rows.join(",\n")),
    )
    .expect("test-results/phases.json can be written");
}
