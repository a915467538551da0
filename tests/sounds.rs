//! Every game's moves make a sound (src/app/sounds.rs): for each game, a table of its kinds of
//! action and the sound each makes, checked against random games. A kind of action the table
//! does not list (a new one), or one listed that random play never makes, fails; so does a
//! sound the game promises (a fight won, lost or tied, a bomb, the shark…) that random games
//! never make: then the news it follows (a log line, the last fight) is no longer found.

use goatherd::engine::{Player, Session, ToAct};
use goatherd::sounds::{self, Sound, Sounds};
use std::collections::{BTreeMap, BTreeSet};

/// The kind of an action: its variant's name (`Birth { .. }` is "Birth").
fn kind(action: &impl std::fmt::Debug) -> String {
    let text = format!("{action:?}");
    text.split([' ', '{', '('])
        .next()
        .unwrap_or_default()
        .to_string()
}

/// What random games of `G` sounded like: each kind of action's sounds, and every sound heard.
struct Heard {
    kinds: BTreeMap<String, BTreeSet<Sound>>,
    all: BTreeSet<Sound>,
}

/// Plays `games` random games of `G` (each with some seat count and options from `setup`),
/// noting the sound of every action.
fn play<G: Sounds>(games: u64, setup: impl Fn(u64) -> (usize, G::Options)) -> Heard {
    let mut heard = Heard {
        kinds: BTreeMap::new(),
        all: BTreeSet::new(),
    };
    for seed in 1..=games {
        let (seats, options) = setup(seed);
        let players = (0..seats)
            .map(|i| Player::person(format!("P{i}"), i))
            .collect();
        let mut s = Session::<G>::new(players, options, seed).expect("a deal");
        let mut rng = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        for _ in 0..20_000 {
            let ToAct::Seats(seats) = s.state.to_act() else {
                break;
            };
            let seat = seats[0];
            let legal = s.state.legal_actions(seat);
            if legal.is_empty() {
                break;
            }
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let action = legal[(rng >> 33) as usize % legal.len()].clone();
            let before = s.log.len();
            let name = kind(&action);
            s.act(seat, action).expect("a legal action");
            let sound = sounds::last(&s, before).expect("a sound after an action");
            heard.all.insert(sound);
            // The end of the game is its own sound, whatever ended it.
            if sound != Sound::GameEnd {
                heard.kinds.entry(name).or_default().insert(sound);
            }
        }
    }
    heard
}

/// Checks what `G`'s random games sounded like against its table: each kind of action and the
/// sounds it may make, and the sounds the game must make at least once.
fn check(heard: Heard, table: &[(&str, &[Sound])], must: &[Sound]) {
    for (kind, sounds) in &heard.kinds {
        let Some((_, allowed)) = table.iter().find(|(k, _)| k == kind) else {
            panic!("{kind} has no sound in the table (it made {sounds:?})");
        };
        for s in sounds {
            assert!(
                allowed.contains(s),
                "{kind} made {s:?}, not one of {allowed:?}"
            );
        }
    }
    for (kind, _) in table {
        assert!(
            heard.kinds.contains_key(*kind),
            "no random game played {kind}"
        );
    }
    for s in must {
        assert!(heard.all.contains(s), "no random game made {s:?}");
    }
}

use Sound::*;

#[test]
fn goat_lords_moves_each_make_a_sound() {
    use goatherd::games::goat_lords::{GoatLords, Options};
    let heard = play::<GoatLords>(40, |seed| (2 + seed as usize % 5, Options::default()));
    // A duel's or a card's result sounds on whatever action brought it about.
    let result: &[Sound] = &[Won, Lost, Bomb, StackTake];
    let with = |s: &'static [Sound]| -> Vec<Sound> { s.iter().chain(result).copied().collect() };
    let (play, answer, allow, yld) = (
        with(&[CardPlay]),
        with(&[CardPlay]),
        with(&[Choice]),
        with(&[Choice]),
    );
    let table: Vec<(&str, &[Sound])> = vec![
        ("Birth", &[CardPlay]),
        ("AssistedBirth", &[CardPlay]),
        ("Duel", &play),
        ("Play", &play),
        ("Answer", &answer),
        ("Escape", &[CardPlay]),
        ("Allow", &allow),
        ("Yield", &yld),
        ("Discard", &[CardDraw]),
        ("Trash", &[CardFlip]),
    ];
    check(heard, &table, &[Won, Lost, Bomb, StackTake, GameEnd]);
}

#[test]
fn battlegoats_moves_each_make_a_sound() {
    use goatherd::games::battlegoats::{BattleGoats, Options};
    let heard = play::<BattleGoats>(40, |seed| {
        let options = Options {
            draft: seed % 2 == 0,
            ..Options::default()
        };
        (2 + seed as usize % 5, options)
    });
    let table: &[(&str, &[Sound])] = &[
        ("Pick", &[CardDraw]),
        ("Place", &[CardPlay]),
        ("Lift", &[CardDraw]),
        ("Ready", &[Choice]),
        ("First", &[Choice]),
        ("Attack", &[Won, Lost, Tied, Bomb]),
        ("Use", &[CardFlip]),
        ("Share", &[Choice]),
    ];
    check(heard, table, &[Won, Lost, Tied, Bomb, GameEnd]);
}

#[test]
fn gruff_goats_moves_each_make_a_sound() {
    use goatherd::games::gruff_goats::{GruffGoats, Options};
    let heard = play::<GruffGoats>(40, |seed| (2 + seed as usize % 3, Options::default()));
    let table: &[(&str, &[Sound])] = &[
        ("Claim", &[CardPlay]),
        ("Block", &[CardPlay]),
        ("Push", &[CardPlay]),
        ("Allow", &[Choice]),
        ("GiveUp", &[Choice]),
        ("MoveTroll", &[TrollMove]),
        ("MoveGoat", &[GoatStep]),
        ("Place", &[GoatStep]),
        ("Dragon", &[DragonBite]),
        ("EndTurn", &[CardDraw]),
    ];
    check(heard, table, &[GoatStep, TrollMove, DragonBite, GameEnd]);
}

#[test]
fn grab_your_goat_moves_each_make_a_sound() {
    use goatherd::games::grab_your_goat::{GrabYourGoat, Options};
    let heard = play::<GrabYourGoat>(300, |seed| (2 + seed as usize % 3, Options::default()));
    let table: &[(&str, &[Sound])] = &[
        ("Roll", &[Dice]),
        ("GoatWay", &[GoatStep]),
        ("Step", &[GoatStep]),
        ("Lift", &[GoatStep]),
        ("Throw", &[GoatStep]),
        ("Advantage", &[CardPlay]),
        ("Rotate", &[CardFlip]),
        ("Orient", &[CardFlip]),
        ("Reveal", &[CardFlip]),
        ("Aim", &[Choice]),
        ("Skip", &[Choice]),
        ("Pass", &[Choice]),
    ];
    check(heard, table, &[Dice, GoatStep, GameEnd]);
}

#[test]
fn floats_mcgoats_moves_each_make_a_sound() {
    use goatherd::games::floats_mcgoats::{FloatsMcGoats, Options};
    let heard = play::<FloatsMcGoats>(40, |seed| (2 + seed as usize % 3, Options::default()));
    // Sticks or goats floating off sound instead, whatever set them off.
    let table: &[(&str, &[Sound])] = &[
        ("Roll", &[Dice, FloatAway]),
        ("AddGoat", &[GoatStep, FloatAway]),
        ("GoatLove", &[GoatStep, FloatAway]),
        ("Follow", &[GoatStep, FloatAway]),
        ("AddStick", &[StickLay, FloatAway]),
        ("TakeStick", &[StickLay, FloatAway]),
        ("PlaceStick", &[StickLay, FloatAway]),
        ("Flip", &[StickFlip, FloatAway]),
        ("Fight", &[Won, FloatAway]),
        ("Shark", &[Shark, FloatAway]),
        ("Stay", &[Choice, FloatAway]),
    ];
    check(
        heard,
        table,
        &[Dice, StickLay, StickFlip, FloatAway, Shark, GameEnd],
    );
}

/// Every sound is made of at least one voice, each short and within hearing.
#[test]
fn every_sound_is_short_and_audible() {
    for sound in Sound::ALL {
        let voices = sounds::voices(sound);
        assert!(!voices.is_empty(), "{sound:?} has a voice");
        for v in voices {
            assert!(
                (u32::from(v.at) + u32::from(v.steps)) * 5 <= 700,
                "{sound:?} is short"
            );
            assert!(
                v.from >= 20 && v.to >= 20 && v.gain > 0 && v.gain <= 100,
                "{sound:?}: {v:?}"
            );
        }
    }
}

/// The synthesiser's list (dist/sound.js) holds every sound's voices, in the order the page
/// numbers them (`sound as u8`).
#[test]
fn the_synthesisers_list_is_every_sounds_voices_in_order() {
    let list: Vec<Vec<[u16; 6]>> =
        serde_json::from_str(&sounds::voices_js()).expect("the list is JSON");
    assert_eq!(list.len(), Sound::ALL.len());
    for (i, &sound) in Sound::ALL.iter().enumerate() {
        assert_eq!(sound as usize, i, "{sound:?} is numbered by its place");
        let expected: Vec<[u16; 6]> = sounds::voices(sound)
            .iter()
            .map(|v| {
                let wave = v.wave as u16;
                let (at, steps, gain) = (u16::from(v.at), u16::from(v.steps), u16::from(v.gain));
                [wave, v.from, v.to, at, steps, gain]
            })
            .collect();
        assert_eq!(list[i], expected, "{sound:?}");
    }
}
