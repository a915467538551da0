//! What the table sounds like: the kinds of sound ([`Sound`]), which one each game's moves make
//! (one `impl Sounds` a game, from the action just carried out, the table after it and the log
//! lines it wrote: the same news the log and the motion kit show), and how each is made
//! ([`voices`]). The rules modules know nothing of sound: the game says what happened, the table
//! chooses the sound. Nothing here touches the browser, so `cargo test` checks every game's
//! moves natively (`tests` below); `kit::sound` plays them with the Web Audio API.
//!
//! Every sound is a few short voices, each an oscillator gliding from one pitch to another, or a
//! burst of noise played faster (brighter) or slower (darker), with a quick attack (6 ms) and an
//! exponential fade, all under half a second (the numbers are in [`voices`]):
//!
//! | Sound | When | How it is made |
//! |---|---|---|
//! | `CardPlay` | a card is played or laid | a darkening noise swish over a low triangle tap |
//! | `CardDraw` | a card is drawn or taken up | a brightening noise swish |
//! | `CardFlip` | a card is turned over or turned round | two quick bright noise clicks |
//! | `StackTake` | a stack changes hands | three rising swishes and a triangle lift |
//! | `Dice` | a die is rolled | five noise clicks, spaced out and fading, like a rattle |
//! | `GoatStep` | a goat or shepherd steps | a hoof's "tok": a short falling triangle and a click |
//! | `TrollMove` | a troll moves | a low sawtooth rumble, 90 to 55 Hz |
//! | `DragonBite` | the dragon eats | a dark noise crunch over a falling sawtooth growl |
//! | `StickLay` | a stick is laid or lifted | two hollow wooden knocks (triangle) |
//! | `StickFlip` | a stick turns dark | a rising triangle blip and a higher one |
//! | `FloatAway` | sticks or goats float off | a long low noise wash and a sinking sine |
//! | `Shark` | the shark attacks | two low sine thuds ("duh-dum") over a sawtooth swell |
//! | `Won` | a fight or duel is won (a Floats McGoats goat fight: the mover's always is) | a rising sine arpeggio, C-E-G |
//! | `Lost` | a fight or duel is lost (the defender holds) | two falling triangle steps |
//! | `Tied` | a fight ends in a tie | the same sine note twice |
//! | `Bomb` | a card or stack explodes | a loud dark noise burst over a sine drop to 30 Hz |
//! | `HandOff` | the tablet is passed on | a soft sine glide up, 660 to 880 Hz |
//! | `Lesson` | a lesson goes to its next step | a light two-note sine ping |
//! | `GameEnd` | the game is over | a four-note sine fanfare, C-E-G-C |
//! | `Refused` | a tap is refused | a quiet low sine sigh, 220 to 150 Hz |
//! | `Choice` | a choice that moves nothing (allow, skip, ready) | one short quiet sine tick |

#[cfg(any(feature = "goat-lords", feature = "floats-mcgoats"))]
use crate::engine::LogLine;
use crate::engine::{Game, Session};

/// A kind of sound the table makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Sound {
    CardPlay,
    CardDraw,
    CardFlip,
    StackTake,
    Dice,
    GoatStep,
    TrollMove,
    DragonBite,
    StickLay,
    StickFlip,
    FloatAway,
    Shark,
    Won,
    Lost,
    Tied,
    Bomb,
    HandOff,
    Lesson,
    GameEnd,
    Refused,
    Choice,
}

impl Sound {
    /// Every sound, in order (a sound's number, `sound as u8`, is its place here).
    pub const ALL: [Sound; 21] = [
        Sound::CardPlay,
        Sound::CardDraw,
        Sound::CardFlip,
        Sound::StackTake,
        Sound::Dice,
        Sound::GoatStep,
        Sound::TrollMove,
        Sound::DragonBite,
        Sound::StickLay,
        Sound::StickFlip,
        Sound::FloatAway,
        Sound::Shark,
        Sound::Won,
        Sound::Lost,
        Sound::Tied,
        Sound::Bomb,
        Sound::HandOff,
        Sound::Lesson,
        Sound::GameEnd,
        Sound::Refused,
        Sound::Choice,
    ];
}

/// A game whose moves the table can sound.
pub trait Sounds: Game {
    /// The sound of `action`, just carried out: `self` is the table after it, `said` the log
    /// lines it wrote (seats as `{n}`).
    fn sound(&self, action: &Self::Action, said: &[String]) -> Sound;
}

/// The sound of a session's last action (the end of the game if it ended it), given how long
/// its log was before that action; `None` before the first action.
pub fn last<G: Sounds>(session: &Session<G>, log_before: usize) -> Option<Sound> {
    let (_, action) = session.history.last()?;
    if session.state.outcome().is_some() {
        return Some(Sound::GameEnd);
    }
    let said = session.log.get(log_before..).unwrap_or_default();
    Some(session.state.sound(action, said))
}

/// Whether any of the lines ends with `words`, or says them right after its first word (the
/// seat). (No search for words anywhere in a line: that costs a page 2 KB of code.)
#[cfg(any(feature = "goat-lords", feature = "floats-mcgoats"))]
fn says(said: &[LogLine], words: &str) -> bool {
    said.iter().any(|l| {
        l.ends_with(words)
            || crate::engine::words::split_once(l, b' ')
                .is_some_and(|(_, rest)| rest.starts_with(words))
    })
}

#[cfg(feature = "goat-lords")]
impl Sounds for crate::games::goat_lords::GoatLords {
    fn sound(&self, action: &Self::Action, said: &[String]) -> Sound {
        use crate::games::goat_lords::Action;
        // What a duel or an action card came to, whichever action set it off.
        if says(said, "goes up in smoke.") {
            return Sound::Bomb;
        }
        if says(said, "wins the duel") {
            return Sound::Won;
        }
        if says(said, "to their stack.") {
            return Sound::Lost;
        }
        if says(said, "herd passes its top stack") || says(said, "sneaked to the top.") {
            return Sound::StackTake;
        }
        match action {
            Action::Birth { .. } | Action::AssistedBirth { .. } => Sound::CardPlay,
            Action::Duel { .. } | Action::Play { .. } => Sound::CardPlay,
            Action::Answer { .. } | Action::Escape => Sound::CardPlay,
            Action::Discard { .. } => Sound::CardDraw,
            Action::Trash { .. } => Sound::CardFlip,
            Action::Allow | Action::Yield => Sound::Choice,
        }
    }
}

#[cfg(feature = "battlegoats")]
impl Sounds for crate::games::battlegoats::BattleGoats {
    fn sound(&self, action: &Self::Action, _said: &[String]) -> Sound {
        use crate::games::battlegoats::{Action, FightResult as Result};
        match action {
            Action::Pick { .. } | Action::Lift { .. } => Sound::CardDraw,
            Action::Place { .. } => Sound::CardPlay,
            Action::Ready | Action::First { .. } | Action::Share { .. } => Sound::Choice,
            Action::Use { .. } => Sound::CardFlip,
            Action::Attack { .. } => match self.last_fight() {
                Some(f) if f.chain_blast || f.result == Result::Explosion => Sound::Bomb,
                Some(f) if f.result == Result::AttackerWins => Sound::Won,
                Some(f) if f.result == Result::DefenderWins => Sound::Lost,
                Some(_) => Sound::Tied,
                None => Sound::CardFlip,
            },
        }
    }
}

#[cfg(feature = "gruff-goats")]
impl Sounds for crate::games::gruff_goats::GruffGoats {
    fn sound(&self, action: &Self::Action, _said: &[String]) -> Sound {
        use crate::games::gruff_goats::Action;
        match action {
            Action::Claim { .. } | Action::Block | Action::Push => Sound::CardPlay,
            Action::Allow | Action::GiveUp => Sound::Choice,
            Action::MoveTroll { .. } => Sound::TrollMove,
            Action::MoveGoat { .. } | Action::Place { .. } => Sound::GoatStep,
            Action::Dragon { .. } => Sound::DragonBite,
            Action::EndTurn => Sound::CardDraw,
        }
    }
}

#[cfg(feature = "grab-your-goat")]
impl Sounds for crate::games::grab_your_goat::GrabYourGoat {
    fn sound(&self, action: &Self::Action, _said: &[String]) -> Sound {
        use crate::games::grab_your_goat::Action;
        match action {
            Action::Roll => Sound::Dice,
            Action::GoatWay { .. } | Action::Step { .. } | Action::Lift { .. } => Sound::GoatStep,
            Action::Throw { .. } => Sound::GoatStep,
            Action::Advantage { .. } => Sound::CardPlay,
            Action::Rotate { .. } | Action::Orient { .. } | Action::Reveal { .. } => {
                Sound::CardFlip
            }
            Action::Aim { .. } | Action::Skip | Action::Pass => Sound::Choice,
        }
    }
}

#[cfg(feature = "floats-mcgoats")]
impl Sounds for crate::games::floats_mcgoats::FloatsMcGoats {
    fn sound(&self, action: &Self::Action, said: &[String]) -> Sound {
        use crate::games::floats_mcgoats::Action;
        // Whatever set it off, a raft coming apart is the news.
        if says(said, "float away.") || says(said, "float out to sea.") {
            return Sound::FloatAway;
        }
        match action {
            Action::Roll => Sound::Dice,
            Action::AddGoat { .. } | Action::GoatLove { .. } | Action::Follow { .. } => {
                Sound::GoatStep
            }
            Action::AddStick { .. } | Action::TakeStick { .. } | Action::PlaceStick { .. } => {
                Sound::StickLay
            }
            Action::Flip { .. } => Sound::StickFlip,
            Action::Fight { .. } => Sound::Won,
            Action::Shark { .. } => Sound::Shark,
            Action::Stay => Sound::Choice,
        }
    }
}

/// The waveform of one voice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wave {
    Sine,
    Triangle,
    Sawtooth,
    /// A second of noise played at a speed gliding from `from` / 2000 to `to` / 2000 (its
    /// brightness follows: 2000 is the noise as made).
    Noise,
}

/// One voice of a sound: a waveform whose pitch (or, for noise, brightness) glides from `from`
/// to `to` hertz, starting `at` steps of 5 ms into the sound and fading out over `steps` steps
/// of 5 ms from `gain` hundredths of full volume.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Voice {
    pub wave: Wave,
    pub from: u16,
    pub to: u16,
    pub at: u8,
    pub steps: u8,
    pub gain: u8,
}

/// Every sound's voices as a JavaScript list for the synthesiser (`src/app/kit/sound.js`):
/// `[[wave, from, to, at, steps, gain], ...]` a sound, in the order of [`Sound::ALL`], the
/// waves numbered as [`Wave`] lists them.
pub fn voices_js() -> String {
    let sounds: Vec<String> = Sound::ALL
        .iter()
        .map(|&sound| {
            let list: Vec<String> = voices(sound)
                .iter()
                .map(|v| {
                    let (wave, from, to) = (v.wave as u8, v.from, v.to);
                    let (at, steps, gain) = (v.at, v.steps, v.gain);
                    format!("[{wave},{from},{to},{at},{steps},{gain}]")
                })
                .collect();
            format!("[{}]", crate::engine::words::join(&list, ","))
        })
        .collect();
    format!("[{}]", crate::engine::words::join(&sounds, ","))
}

/// A voice, its times in milliseconds (multiples of 5, under 1.3 s).
const fn v(wave: Wave, from: u16, to: u16, at_ms: u16, ms: u16, gain: u8) -> Voice {
    assert!(at_ms.is_multiple_of(5) && ms.is_multiple_of(5) && at_ms / 5 < 256 && ms / 5 < 256);
    Voice {
        wave,
        from,
        to,
        at: (at_ms / 5) as u8,
        steps: (ms / 5) as u8,
        gain,
    }
}

use Wave::{Noise, Sawtooth, Sine, Triangle};

/// A sound's voices, as a list that lives as long as the page.
macro_rules! tune {
    ($($voice:expr),+ $(,)?) => {{
        const VOICES: &[Voice] = &[$($voice),+];
        VOICES
    }};
}

/// How a sound is made: its voices (see the table at the top).
pub fn voices(sound: Sound) -> &'static [Voice] {
    match sound {
        Sound::CardPlay => tune![
            v(Noise, 2000, 700, 0, 90, 50),
            v(Triangle, 220, 180, 0, 50, 25),
        ],
        Sound::CardDraw => tune![v(Noise, 900, 3000, 0, 110, 40)],
        Sound::CardFlip => tune![
            v(Noise, 3000, 2500, 0, 30, 45),
            v(Noise, 3500, 3000, 55, 30, 35),
        ],
        Sound::StackTake => tune![
            v(Noise, 800, 2000, 0, 80, 35),
            v(Noise, 1000, 2500, 60, 80, 35),
            v(Noise, 1200, 3000, 120, 80, 35),
            v(Triangle, 330, 440, 60, 160, 20),
        ],
        Sound::Dice => tune![
            v(Noise, 3000, 2800, 0, 25, 50),
            v(Noise, 2600, 2500, 45, 25, 42),
            v(Noise, 3200, 3000, 85, 25, 35),
            v(Noise, 2800, 2700, 135, 25, 26),
            v(Noise, 3000, 2900, 200, 30, 18),
        ],
        Sound::GoatStep => tune![
            v(Triangle, 190, 130, 0, 70, 45),
            v(Noise, 1800, 1500, 0, 20, 25),
        ],
        Sound::TrollMove => tune![v(Sawtooth, 90, 55, 0, 260, 22)],
        Sound::DragonBite => tune![
            v(Noise, 900, 200, 0, 220, 60),
            v(Sawtooth, 130, 50, 0, 280, 25),
        ],
        Sound::StickLay => tune![
            v(Triangle, 520, 430, 0, 50, 45),
            v(Triangle, 400, 340, 45, 60, 35),
        ],
        Sound::StickFlip => tune![
            v(Triangle, 600, 900, 0, 60, 35),
            v(Triangle, 900, 900, 60, 70, 30),
        ],
        Sound::FloatAway => tune![
            v(Noise, 700, 200, 0, 420, 40),
            v(Sine, 420, 200, 0, 400, 18),
        ],
        Sound::Shark => tune![
            v(Sine, 82, 78, 0, 160, 60),
            v(Sine, 87, 82, 190, 200, 60),
            v(Sawtooth, 70, 110, 0, 380, 12),
        ],
        Sound::Won => tune![
            v(Sine, 523, 523, 0, 120, 35),
            v(Sine, 659, 659, 80, 120, 35),
            v(Sine, 784, 784, 160, 200, 35),
        ],
        Sound::Lost => tune![
            v(Triangle, 392, 330, 0, 140, 35),
            v(Triangle, 330, 262, 130, 200, 35),
        ],
        Sound::Tied => tune![
            v(Sine, 440, 440, 0, 100, 30),
            v(Sine, 440, 440, 130, 120, 30),
        ],
        Sound::Bomb => tune![v(Noise, 1200, 100, 0, 480, 80), v(Sine, 60, 30, 0, 420, 60)],
        Sound::HandOff => tune![v(Sine, 660, 880, 0, 180, 25)],
        Sound::Lesson => tune![
            v(Sine, 880, 880, 0, 80, 25),
            v(Sine, 1320, 1320, 70, 110, 20),
        ],
        Sound::GameEnd => tune![
            v(Sine, 523, 523, 0, 160, 35),
            v(Sine, 659, 659, 120, 160, 35),
            v(Sine, 784, 784, 240, 160, 35),
            v(Sine, 1047, 1047, 360, 300, 35),
        ],
        Sound::Refused => tune![v(Sine, 220, 150, 0, 130, 25)],
        Sound::Choice => tune![v(Sine, 700, 700, 0, 40, 15)],
    }
}
