//! The arena: plays computer players against each other natively and prints what happened.
//! Build it with `--profile native` (opt-level 3) for speed; `--release` builds it the way the
//! browser's code is built (opt-level "z", for size), about half as fast, with the same results.
//!
//! `cargo run --profile native --bin arena -- --bench [--game <slug>]` plays random full games of
//! every game (or one) with the test harness's random player and prints games per second; with
//! `--games N`, exactly N games each (the same work every run, for callgrind).
//!
//! `cargo run --release --bin arena -- --fingerprint [--game <slug>]` prints a hash of every legal
//! list, log line and outcome over fixed games: a change meant only for speed must not move it.
//!
//! `cargo run --release --bin arena -- --game <slug> --seats normal,random --games N --seed N`
//! plays bots against each other (levels: random, easy, normal, hard; each bot sees only its seat's
//! view) and prints each bot's win rate with a 95% interval, the game length and the first
//! player's advantage. Bots swap seats from game to game, so every bot plays every position.

use goatherd::engine::GameRng;
use goatherd::engine::bot::{Bot, Deal, Level, Search, choose, play_through};
use goatherd::engine::harness::Fuzz;
use goatherd::games::{
    battlegoats::BattleGoats, floats_mcgoats::FloatsMcGoats, goat_lords::GoatLords,
    grab_your_goat::GrabYourGoat, gruff_goats::GruffGoats,
};
use std::time::Instant;

/// One random game from `seed`: (winners, actions taken).
fn play<G: Fuzz>(players: usize, seed: u64) -> Played {
    let mut rng = GameRng::new(seed ^ 0x5eed);
    play_through::<G>(players, seed, |g, seat, legal| {
        G::choose(g, seat, legal, &mut rng)
    })
}

/// A game's bench: (games per second, actions a game) for a number of players and a fixed
/// number of games (0: as many as fit in about a second).
type Bench = fn(usize, u64) -> (f64, f64);

/// A game's fingerprint ([`fingerprint`]).
type Print = fn() -> u64;

/// Every game: slug, bench, fingerprint.
const GAMES: [(&str, Bench, Print); 5] = [
    ("goat-lords", bench::<GoatLords>, fingerprint::<GoatLords>),
    (
        "battlegoats",
        bench::<BattleGoats>,
        fingerprint::<BattleGoats>,
    ),
    (
        "gruff-goats",
        bench::<GruffGoats>,
        fingerprint::<GruffGoats>,
    ),
    (
        "grab-your-goat",
        bench::<GrabYourGoat>,
        fingerprint::<GrabYourGoat>,
    ),
    (
        "floats-mcgoats",
        bench::<FloatsMcGoats>,
        fingerprint::<FloatsMcGoats>,
    ),
];

/// Games per second over about a second of play, or over exactly `count` games (seeds 0 up),
/// whose work is the same from run to run (for an instruction count under callgrind).
fn bench<G: Fuzz>(players: usize, count: u64) -> (f64, f64) {
    let start = Instant::now();
    let mut games = 0u64;
    let mut actions = 0usize;
    while if count == 0 {
        start.elapsed().as_secs_f64() < 1.0
    } else {
        games < count
    } {
        if let Some((_, n)) = play::<G>(players, games) {
            actions += n;
        }
        games += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    (games as f64 / secs, actions as f64 / games as f64)
}

/// A fingerprint of everything a game does: for 150 seeds at two and at three players, every
/// legal list, every log line and the outcome, with the harness's random player and again with
/// Normal at every seat. A change meant only to make a game faster must leave it the same.
fn fingerprint<G: Bot + Fuzz>() -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut h = DefaultHasher::new();
    for players in [2, 3] {
        for normal in [false, true] {
            for seed in 0..150u64 {
                let Ok(mut g) = G::new(players, &G::Options::default(), seed) else {
                    continue;
                };
                let mut rng = GameRng::new(seed ^ 0xf1a9);
                let mut steps = 0;
                while let goatherd::engine::ToAct::Seats(seats) = g.to_act() {
                    let Some(&seat) = seats.first() else { break };
                    let legal = g.legal_actions(seat);
                    format!("{legal:?}").hash(&mut h);
                    if legal.is_empty() || steps > 20_000 {
                        break;
                    }
                    let k = if normal {
                        choose(&g, seat, &legal, Level::Normal, &mut rng)
                    } else {
                        <G as Fuzz>::choose(&g, seat, &legal, &mut rng)
                    };
                    let mut log = goatherd::engine::Log::new();
                    let done = g.execute(seat, &legal[k.min(legal.len() - 1)], &mut log);
                    format!("{done:?}{:?}", *log).hash(&mut h);
                    steps += 1;
                }
                format!("{:?}", g.outcome()).hash(&mut h);
            }
        }
    }
    h.finish()
}

/// Wilson score interval for `wins` out of `n`, 95%.
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let z = 1.96;
    let p = wins / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * ((p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt()) / (1.0 + z * z / n);
    (centre - half, centre + half)
}

/// Who plays a seat in the arena: a computer level, or a search that cheats to measure luck.
#[derive(Clone, Copy, PartialEq)]
enum Pick {
    Level(Level),
    /// Hard's search on the real position (hidden cards and dice included): a cheat no player
    /// meets, to show how often the deal alone decides a game.
    Oracle,
    /// Hard's search knowing which cards each opponent holds, but not where they lie: a
    /// partial cheat, to tell what not knowing the cards costs from what not knowing their
    /// places costs.
    KnowsCards,
}

impl Pick {
    fn parse(text: &str) -> Option<Pick> {
        match text {
            "oracle" => Some(Pick::Oracle),
            "knows-cards" => Some(Pick::KnowsCards),
            other => Level::parse(other).map(Pick::Level),
        }
    }
    fn name(self) -> &'static str {
        match self {
            Pick::Level(l) => l.name(),
            Pick::Oracle => "oracle",
            Pick::KnowsCards => "knows-cards",
        }
    }
}

/// A finished game's winners and length in actions (`None`: it could not be played out).
type Played = Option<(Vec<usize>, usize)>;

/// One game from `seed`, `picks[k]` at seat `(k + shift) % n`.
fn duel<G: Bot>(picks: &[Pick], shift: usize, seed: u64) -> Played {
    let n = picks.len();
    let mut rng = GameRng::new(seed ^ 0xa5e4a);
    play_through::<G>(n, seed, |g, seat, legal| {
        let pick = picks[(seat + n - shift % n) % n];
        match pick {
            Pick::Level(level) => choose(g, seat, legal, level, &mut rng),
            Pick::Oracle | Pick::KnowsCards => {
                let deal = if pick == Pick::Oracle {
                    Deal::Real
                } else {
                    Deal::Places
                };
                let mut search = Search::dealing(g, seat, rng.next_u64(), deal);
                search.run(G::HARD_PLAYOUTS);
                search.best().unwrap_or(0)
            }
        }
    })
}

fn tournament<G: Bot>(levels: &[Pick], games: u64, seed: u64) {
    if levels.contains(&Pick::KnowsCards) && !G::DEALS_PLACES {
        eprintln!("knows-cards is measured only for BattleGoats (the one game that deals places)");
        std::process::exit(2);
    }
    let n = levels.len();
    let mut wins = vec![0.0; n];
    let mut by_position = vec![0.0; n];
    let mut lengths = Vec::new();
    let mut finished = 0u64;
    // Games are shared among the cores; each is seeded by its number, so the result does not
    // depend on how many there are.
    let threads = std::thread::available_parallelism().map_or(1, |c| c.get()) as u64;
    let results: Vec<(u64, Played)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                scope.spawn(move || {
                    (0..games)
                        .filter(|k| k % threads == t)
                        .map(|k| {
                            let shift = (k % n as u64) as usize;
                            (k, duel::<G>(levels, shift, seed.wrapping_add(k)))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect()
    });
    for (k, result) in results {
        let shift = (k % n as u64) as usize;
        if let Some((winners, actions)) = result {
            finished += 1;
            lengths.push(actions);
            for w in &winners {
                let share = 1.0 / winners.len() as f64;
                wins[(w + n - shift) % n] += share;
                by_position[*w] += share;
            }
        }
    }
    lengths.sort_unstable();
    let total = finished.max(1) as f64;
    println!(
        "{}: {n} players, {finished}/{games} games finished, median {} actions a game",
        G::SLUG,
        lengths.get(lengths.len() / 2).copied().unwrap_or(0)
    );
    for (k, w) in wins.iter().enumerate() {
        let (lo, hi) = wilson(*w, finished as f64);
        println!(
            "  bot {} ({:6}): wins {:5.1}%  (95% interval {:.1}–{:.1}%)",
            k + 1,
            levels[k].name(),
            100.0 * w / total,
            100.0 * lo,
            100.0 * hi
        );
    }
    let (lo, hi) = wilson(by_position[0], finished as f64);
    println!(
        "  first player wins {:.1}% (95% interval {:.1}–{:.1}%; a fair share is {:.1}%)",
        100.0 * by_position[0] / total,
        100.0 * lo,
        100.0 * hi,
        100.0 / n as f64
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    if args.iter().any(|a| a == "--fingerprint") {
        let only = value("--game");
        for (slug, _, print) in GAMES {
            if only.as_deref().is_none_or(|g| g == slug) {
                println!("  {slug:15} {:016x}", print());
            }
        }
        return;
    }
    if args.iter().any(|a| a == "--bench") {
        let count: u64 = value("--games").and_then(|v| v.parse().ok()).unwrap_or(0);
        println!("random full games per second (2 players, one core):");
        let only = value("--game");
        for (slug, run, _) in GAMES {
            if only.as_deref().is_none_or(|g| g == slug) {
                let (rate, actions) = run(2, count);
                println!("  {slug:15} {rate:9.0} games/s  ({actions:.0} actions a game)");
            }
        }
        return;
    }
    let game = value("--game").unwrap_or_else(|| "goat-lords".into());
    let seats = value("--seats").unwrap_or_else(|| "normal,random".into());
    let Some(levels) = seats
        .split(',')
        .map(Pick::parse)
        .collect::<Option<Vec<Pick>>>()
    else {
        eprintln!(
            "--seats takes levels separated by commas: random, easy, normal, hard (or oracle, knows-cards)"
        );
        std::process::exit(2);
    };
    let games: u64 = value("--games")
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    let seed: u64 = value("--seed").and_then(|v| v.parse().ok()).unwrap_or(1);
    match game.as_str() {
        "goat-lords" => tournament::<GoatLords>(&levels, games, seed),
        "battlegoats" => tournament::<BattleGoats>(&levels, games, seed),
        "gruff-goats" => tournament::<GruffGoats>(&levels, games, seed),
        "grab-your-goat" => tournament::<GrabYourGoat>(&levels, games, seed),
        "floats-mcgoats" => tournament::<FloatsMcGoats>(&levels, games, seed),
        other => {
            eprintln!(
                "unknown game {other}: goat-lords, battlegoats, gruff-goats, grab-your-goat, floats-mcgoats"
            );
            std::process::exit(2);
        }
    }
}
