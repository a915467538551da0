//! The computer players' Normal level against uniformly random play, two players, the bots
//! swapping seats from game to game (the arena, `cargo run --release --bin arena`, prints the
//! full table with intervals).

use goatherd::engine::bot::{Bot, Level, play};

/// Normal's share of the wins over `games` two-player games against Random.
fn normal_vs_random<G: Bot>(games: u64) -> f64 {
    let mut wins = 0.0;
    for k in 0..games {
        let shift = (k % 2) as usize;
        let (winners, _) = play::<G>(&[Level::Normal, Level::Random], shift, 1000 + k)
            .unwrap_or_else(|| panic!("{}: game {k} did not finish", G::SLUG));
        if winners.contains(&shift) {
            wins += 1.0 / winners.len() as f64;
        }
    }
    wins / games as f64
}

#[test]
fn normal_bots_beat_random_play() {
    use goatherd::games::*;
    for (slug, rate, floor) in [
        (
            "goat-lords",
            normal_vs_random::<goat_lords::GoatLords>(100),
            0.9,
        ),
        (
            "gruff-goats",
            normal_vs_random::<gruff_goats::GruffGoats>(100),
            0.9,
        ),
        (
            "grab-your-goat",
            normal_vs_random::<grab_your_goat::GrabYourGoat>(100),
            0.85,
        ),
        (
            "floats-mcgoats",
            normal_vs_random::<floats_mcgoats::FloatsMcGoats>(100),
            0.85,
        ),
        (
            "battlegoats",
            normal_vs_random::<battlegoats::BattleGoats>(100),
            0.5,
        ),
    ] {
        println!("{slug}: Normal wins {:.0}% against Random", 100.0 * rate);
        assert!(
            rate >= floor,
            "{slug}: Normal won only {rate:.2} against Random"
        );
    }
}
