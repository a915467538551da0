//! A guided first game ("Learn to play"): a save (its deal, its players and every action of the
//! game, the computers' too) with the words a teacher says before each step, on `say` lines.
//!
//! The script of each game is a file, `docs/learn/<slug>.txt`, which the game's page fetches
//! when a player asks to learn (it is not part of the page's code). Its lines are a save's
//! (see [`super::save`]) and `say <text>` lines:
//!
//! - `say` lines right before an `act` line: the last of them is that action's step (the player
//!   taps the thing that plays it, or, for a computer, taps Next to see it played); the ones
//!   before it are steps of their own, read and passed with Next;
//! - an `act` line with no `say` before it: a computer's move played by itself after a pause
//!   (a person's action always has its words);
//! - `say` lines after the last action: the closing steps; the last one offers a real game.

use super::{Game, LoadError, Session};

/// One step of a guided game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What the teacher says (empty: a computer's move played by itself).
    pub text: String,
    /// The index of the action this step plays (in the save's order), if it plays one.
    pub act: Option<usize>,
}

/// A guided game as read from its script.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Script {
    /// The save of the whole scripted game: deal, players, every action.
    pub save: String,
    /// The steps, in order.
    pub steps: Vec<Step>,
}

/// Reads a script: the save it holds and its steps. The save itself is read (and each action
/// checked) when the game is loaded from it.
pub fn read(text: &str) -> Result<Script, LoadError> {
    let mut save = String::new();
    let mut steps = Vec::new();
    let mut said: Option<String> = None;
    let mut acts = 0;
    for line in super::words::lines(text) {
        if let Some(words) = line.strip_prefix("say ") {
            if let Some(text) = said.replace(words.trim().to_string()) {
                steps.push(Step { text, act: None });
            }
        } else {
            if line.starts_with("act ") {
                let text = said.take().unwrap_or_default();
                steps.push(Step {
                    text,
                    act: Some(acts),
                });
                acts += 1;
            }
            save.push_str(line);
            save.push('\n');
        }
    }
    if let Some(text) = said {
        steps.push(Step { text, act: None });
    }
    if steps.last().is_none_or(|s| s.act.is_some()) {
        return Err(LoadError::Corrupt(
            "a guided game ends with words that offer a real game".into(),
        ));
    }
    Ok(Script { save, steps })
}

/// Checks a game's script the way its page will play it, and returns the game it plays: every
/// action is legal in turn (through the real rules), there is one person, at seat 0, every one
/// of their actions and every computer move shown with Next has words, and each step's words
/// are one or two sentences.
pub fn check<G: Game>(text: &str) -> Result<Session<G>, String> {
    let script = read(text).map_err(|e| e.to_string())?;
    let game = Session::<G>::from_save(&script.save).map_err(|e| e.to_string())?;
    let people: Vec<usize> = (0..game.players.len())
        .filter(|&s| game.players.get(s).is_some_and(|p| p.computer.is_none()))
        .collect();
    if people != [0] {
        return Err(format!(
            "one person, at seat 0, learns (people at {people:?})"
        ));
    }
    for (n, step) in script.steps.iter().enumerate() {
        let seat = step.act.and_then(|a| game.history.get(a)).map(|(s, _)| *s);
        if seat == Some(0) && step.text.is_empty() {
            return Err(format!("step {n}: the person's action has no words"));
        }
        if step.act.is_none() && step.text.is_empty() {
            return Err(format!("step {n} has no words and no action"));
        }
        let sentences = step.text.matches(['.', '!', '?']).count();
        if sentences > 3 || step.text.len() > 320 {
            return Err(format!(
                "step {n} is too long for a step (one or two sentences): {}",
                step.text
            ));
        }
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn says_go_to_the_next_action_or_stand_alone() {
        let text =
            "goatherd save 4\ngame g\nsay Hello.\nsay Tap it.\nact 0 1\nact 1 2\nsay Well done.\n";
        let script = read(text).expect("reads");
        assert_eq!(script.save, "goatherd save 4\ngame g\nact 0 1\nact 1 2\n");
        let steps: Vec<(&str, Option<usize>)> = script
            .steps
            .iter()
            .map(|s| (s.text.as_str(), s.act))
            .collect();
        assert_eq!(
            steps,
            [
                ("Hello.", None),
                ("Tap it.", Some(0)),
                ("", Some(1)),
                ("Well done.", None)
            ]
        );
    }

    #[test]
    fn a_script_must_end_with_words() {
        assert!(read("goatherd save 4\nact 0 1\n").is_err());
    }
}
