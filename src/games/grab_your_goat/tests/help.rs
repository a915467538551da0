//! The help texts: every card kind, the Top, a face-down card, the pieces and the die say what
//! they do in the rules' sense, as a name line and then the words.

use super::*;
use crate::games::grab_your_goat::help::{
    DOWN, GAP, HOUSE, SHEPHERD, TOP, card_help, die_help, goat_help,
};

/// The name line and the words under it.
fn split(text: &str) -> (&str, &str) {
    text.split_once('\n')
        .expect("a name line, then what it does")
}

#[test]
fn every_effect_card_says_what_it_does_under_its_name() {
    // A word of each effect's rule that its help must give.
    let says = [
        (Effect::CoffeeBush, "twice"),
        (Effect::SkiLift, "the Top"),
        (Effect::Thicket, "next move"),
        (Effect::WheatField, "stays"),
        (Effect::DenseFog, "face down"),
        (Effect::Landslide, "to the edge"),
        (Effect::Mineshaft, "home"),
        (Effect::SteepCliff, "stays where they were"),
        (Effect::Waterfall, "swept"),
    ];
    for card in CardId::all() {
        let Some(e) = card.effect() else { continue };
        let text = card_help(card, Some(0));
        let (name, words) = split(&text);
        assert_eq!(name, e.name());
        let word = says
            .iter()
            .find(|(k, _)| *k == e)
            .map(|(_, w)| *w)
            .expect("listed");
        assert!(words.contains(word), "{name}: {words}");
        assert!(words.contains(e.line()), "{name} gives its card's line");
        assert_eq!(
            words.contains("Nobody catches their goat"),
            e.blocks_win(),
            "{name}: whether a goat can be caught on it"
        );
    }
}

#[test]
fn a_waterfall_says_which_way_it_flows_once_aimed() {
    let fall = effect(Effect::Waterfall);
    for (rot, dir) in [(0, "north"), (1, "east"), (2, "south"), (3, "west")] {
        assert!(card_help(fall, Some(rot)).contains(&format!("It flows {dir}.")));
    }
    assert!(card_help(fall, None).contains("not chosen yet"));
}

#[test]
fn a_path_names_the_sides_it_is_open_to_however_it_lies() {
    for card in CardId::all() {
        let Face::Arrows(mask) = card.face() else {
            continue;
        };
        for rot in 0..4 {
            let text = card_help(card, Some(rot));
            let (name, words) = split(&text);
            assert_eq!(name, card.name());
            let open = words
                .strip_prefix("Open to the ")
                .and_then(|w| w.split_once('.'))
                .map(|(sides, _)| sides)
                .expect("the sides first");
            for d in Dir::ALL {
                assert_eq!(
                    open.contains(d.name()),
                    rotate(mask, rot) & d.bit() != 0,
                    "{name} turned {rot}: {open}"
                );
            }
        }
    }
}

#[test]
fn the_top_a_face_down_card_the_houses_and_pieces_have_help() {
    assert!(split(TOP).1.contains("turn over any one face-down card"));
    assert!(split(DOWN).1.contains("turn it over"));
    assert!(split(GAP).1.contains("shepherds may not"));
    assert!(HOUSE.contains("Open on every side"));
    assert!(SHEPHERD.contains("One move a turn"));
    let goat = goat_help();
    for e in [
        Effect::SteepCliff,
        Effect::Mineshaft,
        Effect::Landslide,
        Effect::Waterfall,
    ] {
        assert!(goat.contains(e.name()), "no win on a {}", e.name());
    }
    assert!(!goat.contains(Effect::Thicket.name()));
}

#[test]
fn the_die_says_what_it_shows_and_what_each_face_does() {
    let (name, words) = split_owned(die_help(Some(DieFace::Way(Dir::E))));
    assert_eq!(name, "The die");
    assert!(words.starts_with("It shows east."));
    for face in ["arrow", "rest", "star"] {
        assert!(words.contains(face), "{words}");
    }
    assert!(die_help(None).contains("Not rolled yet."));
}

fn split_owned(text: String) -> (String, String) {
    let (a, b) = split(&text);
    (a.to_string(), b.to_string())
}

#[test]
fn the_card_a_step_finds_is_news_until_the_next_action() {
    let mut g = game(2);
    // Seat 0 stands in its house at (0, 0); a face-down Thicket lies east of it.
    let thicket = effect(Effect::Thicket);
    put(&mut g, at(0, 1), thicket, false, 0);
    act(&mut g, 0, Action::Step { dir: E });
    assert_eq!(
        g.found,
        vec![Found {
            at: at(0, 1),
            card: thicket,
            laid: false
        }]
    );
    assert_eq!(g.found_by, 0);
    // The turn has passed, and the next seat's view still shows what seat 0 found.
    assert_eq!(g.seat, 1);
    let view = g.view(1);
    assert_eq!((view.found.clone(), view.found_by), (g.found.clone(), 0));
    act(&mut g, 1, Action::Roll);
    assert!(
        g.found.iter().all(|f| f.card != thicket),
        "the next action clears the news"
    );
}

#[test]
fn a_card_laid_from_the_hand_is_news_marked_as_laid() {
    let mut g = game(2);
    let card = g.hands[0][0];
    let spot = at(2, 1);
    assert!(!g.tile(spot).face_up());
    act(
        &mut g,
        0,
        Action::Advantage {
            card,
            at: spot,
            rot: 0,
        },
    );
    assert!(g.found.contains(&Found {
        at: spot,
        card,
        laid: true
    }));
    assert_eq!(g.found_by, 0);
}

#[test]
fn the_last_line_of_a_won_game_says_how_it_was_won_and_the_outcome_how_close_each_came() {
    let mut g = game(2);
    open(&mut g, &[at(0, 1)]);
    g.shepherds[0] = at(0, 1);
    g.goats[0] = Pos::house(0);
    g.goats[1] = at(3, 6);
    let lines = act(&mut g, 0, Action::Step { dir: W });
    let last = lines.last().expect("a line");
    assert!(
        last.contains("reaches their goat at row 1, column 1 and grabs it")
            && last.ends_with("wins!"),
        "{last}"
    );
    let outcome = g.outcome().expect("over");
    // Seat 1's shepherd is at home (6 across the top row), its goat at row 4, column 7.
    assert_eq!(
        outcome.breakdown,
        vec![("Cards from shepherd to goat".to_string(), vec![0, 3])]
    );
}

#[test]
fn turning_the_card_found_keeps_it_as_news() {
    let mut g = game(2);
    // A face-down three-way path south of seat 0's house: it can meet the shepherd's arrow
    // in more than one way, so the finder turns it.
    let tee = path(0b0111, 0);
    put(&mut g, at(1, 0), tee, false, 0);
    act(&mut g, 0, Action::Step { dir: S });
    assert!(matches!(g.now(), Some(Pending::Orient { .. })));
    let rot = match g.legal_actions(0).first() {
        Some(Action::Orient { rot }) => *rot,
        other => panic!("no turn to choose: {other:?}"),
    };
    act(&mut g, 0, Action::Orient { rot });
    assert_eq!(g.seat, 1, "the turn has passed");
    assert_eq!(g.found.first().map(|f| f.card), Some(tee));
}
