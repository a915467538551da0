//! The computer players' worker (`src/bin/think.rs`): what it answers for a game's save
//! (`games::computer_answer`) is what the computer at that level chooses in the same position,
//! for every game, and a question it can't read gets no answer.

use goatherd::engine::bot::{self, Bot, Level};
use goatherd::engine::{Game, GameRng, Player, Session, ToAct};
use goatherd::games::computer_answer;

/// A clock that never moves: Hard makes all its playouts.
fn still() -> f64 {
    0.0
}

/// Plays `moves` actions of a four-seat game (three computers at the levels below, one person),
/// asking the worker at every turn and checking its answer against the bot's own choice.
fn plays_as_the_bot<G: Bot>(seed: u64, moves: usize, seats: usize) {
    let levels = [Level::Random, Level::Easy, Level::Normal, Level::Hard];
    let players: Vec<Player> = (0..seats)
        .map(|k| {
            let mut p = Player::person(format!("P{k}"), k);
            p.computer = Some(levels[k % levels.len()]);
            p
        })
        .collect();
    let mut s = Session::<G>::new(players, Default::default(), seed).expect("a deal");
    let mut repeated = false;
    for m in 0..moves {
        let ToAct::Seats(to_act) = s.state.to_act() else {
            break;
        };
        let seat = to_act[0];
        let level = levels[seat % levels.len()];
        let legal = s.state.legal_actions(seat);
        let question = format!(
            "{seat} {} {}\n{}",
            level.name(),
            seed + m as u64,
            s.to_save()
        );
        let answer = computer_answer(&question, &still);
        if level == Level::Hard {
            // Hard searches: its answer is a legal action, and the same when asked again (checked
            // once a game: a search takes a while in a test build).
            let k = answer.expect("an answer");
            assert!(
                k < legal.len(),
                "{}: move {m}: {k} of {}",
                G::SLUG,
                legal.len()
            );
            if !repeated && legal.len() > 1 {
                assert_eq!(
                    computer_answer(&question, &still),
                    Some(k),
                    "{}: Hard repeats itself",
                    G::SLUG
                );
                repeated = true;
            }
        } else {
            let own = bot::choose(
                &s.state,
                seat,
                &legal,
                level,
                &mut GameRng::new(seed + m as u64),
            );
            assert_eq!(
                answer,
                Some(own),
                "{}: move {m}, {} at seat {seat}",
                G::SLUG,
                level.name()
            );
        }
        let k = answer.expect("an answer");
        s.act(seat, legal[k].clone())
            .expect("the answer is a legal action");
    }
}

#[test]
fn the_worker_answers_as_the_computer_would_in_every_game() {
    use goatherd::games::*;
    plays_as_the_bot::<goat_lords::GoatLords>(7, 30, 4);
    plays_as_the_bot::<battlegoats::BattleGoats>(7, 30, 4);
    plays_as_the_bot::<gruff_goats::GruffGoats>(7, 30, 4);
    plays_as_the_bot::<grab_your_goat::GrabYourGoat>(7, 30, 4);
    plays_as_the_bot::<floats_mcgoats::FloatsMcGoats>(7, 30, 4);
}

#[test]
fn hard_stops_thinking_when_its_time_is_up() {
    use goatherd::games::gruff_goats::GruffGoats;
    let players: Vec<Player> = (0..2).map(|k| Player::person(format!("P{k}"), k)).collect();
    let s = Session::<GruffGoats>::new(players, Default::default(), 3).expect("a deal");
    assert!(
        s.state.legal_actions(0).len() > 1,
        "a choice to think about"
    );
    let question = format!("0 hard 5\n{}", s.to_save());
    // Each reading of this clock is a second later: the budget is spent before any playout.
    let t = std::cell::Cell::new(0.0);
    let late = || {
        t.set(t.get() + 1000.0);
        t.get()
    };
    let k = computer_answer(&question, &late).expect("an answer all the same");
    assert!(k < s.state.legal_actions(0).len());
    // Read once as it starts, once before its first playout: then it stops.
    assert_eq!(
        t.get(),
        2000.0,
        "the clock was read {} times",
        t.get() / 1000.0
    );
}

#[test]
fn a_question_it_cannot_read_gets_no_answer() {
    use goatherd::games::gruff_goats::GruffGoats;
    let players: Vec<Player> = (0..2).map(|k| Player::person(format!("P{k}"), k)).collect();
    let s = Session::<GruffGoats>::new(players, Default::default(), 3).expect("a deal");
    let save = s.to_save();
    assert!(computer_answer(&format!("0 normal 5\n{save}"), &still).is_some());
    for bad in [
        format!("0 clever 5\n{save}"),
        format!("zero normal 5\n{save}"),
        format!("0 normal\n{save}"),
        "0 normal 5\nnot a save".to_string(),
        format!("0 normal 5\n{}", save.replace("gruff-goats", "chess")),
        String::new(),
    ] {
        assert_eq!(computer_answer(&bad, &still), None, "{bad:?}");
    }
}
