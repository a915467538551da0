//! The pages players read in the app: each game's "How to play" (`docs/howto/<slug>.md`) and its
//! rulings (`docs/rules/<slug>.md`). Every game has both; a how-to page has the sections a player
//! looks for and pictures the kit can draw; and nothing a player reads names a source file, a
//! test, a simulation or a command.

use goatherd::games::CATALOG;
use std::fs;

fn page(dir: &str, slug: &str) -> String {
    let path = format!(
        "{}/docs/{dir}/{slug}.md",
        std::env::var("CARGO_MANIFEST_DIR")
            .expect("cargo sets CARGO_MANIFEST_DIR when it runs a test")
    );
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Words that belong to the people who build the game, not to the people who play it.
fn builder_words(text: &str) -> Vec<String> {
    let lower = text.to_lowercase();
    let words = [
        "simulat",
        "cargo ",
        "src/",
        ".rs",
        "`test",
        " test ",
        " tests ",
        "the test",
        "fuzz",
        "harness",
        "placeholder",
    ];
    words
        .iter()
        .filter(|w| lower.contains(*w))
        .map(|w| w.to_string())
        .collect()
}

#[test]
fn every_game_has_a_how_to_play_page_with_the_sections_players_look_for() {
    for game in CATALOG {
        let text = page("howto", game.slug);
        assert!(
            text.starts_with(&format!("# {}\n", game.name)),
            "{}: the page starts with the game's name",
            game.slug
        );
        for section in [
            "## The goal",
            "## Setting up",
            "## A turn",
            "## The end and scoring",
        ] {
            assert!(
                text.contains(section),
                "{}: no section {section}",
                game.slug
            );
        }
        assert!(
            text.lines().count() >= 60,
            "{}: only {} lines",
            game.slug,
            text.lines().count()
        );
    }
    assert!(page("howto", "goat-lords").contains("Escape Goat"));
}

#[test]
fn how_to_play_pictures_are_ones_the_kit_draws() {
    let kinds = [
        "goat",
        "baby",
        "shepherd",
        "troll",
        "dragon",
        "shark",
        "stick",
        "dark-stick",
        "anchor-stick",
    ];
    for game in CATALOG {
        let text = page("howto", game.slug);
        let mut rows = 0;
        let mut in_row = false;
        for line in text.lines() {
            let Some(picture) = line.strip_prefix("::") else {
                in_row = false;
                continue;
            };
            if !in_row {
                rows += 1;
                in_row = true;
            }
            let (word, rest) = picture.split_once(' ').unwrap_or((picture, ""));
            match word {
                "card" => assert!(
                    rest.split('|').count() == 4
                        && !rest.split('|').next().unwrap_or("").trim().is_empty(),
                    "{}: a card is `::card NAME | VALUE | KIND | EFFECT`: {line}",
                    game.slug
                ),
                "back" | "die" => assert!(
                    !rest.trim().is_empty(),
                    "{}: {line} says nothing",
                    game.slug
                ),
                "piece" => {
                    let mut w = rest.split_whitespace();
                    let kind = w.next().unwrap_or("");
                    assert!(
                        kinds.contains(&kind),
                        "{}: no piece `{kind}`: {line}",
                        game.slug
                    );
                    if let Some(seat) = w.next() {
                        assert!(
                            matches!(seat.parse::<usize>(), Ok(0..=5)),
                            "{}: seat {seat}: {line}",
                            game.slug
                        );
                    }
                }
                _ => panic!("{}: the kit draws no `{word}`: {line}", game.slug),
            }
        }
        assert!(
            rows >= 4,
            "{}: {rows} rows of pictures, 4 wanted",
            game.slug
        );
    }
}

#[test]
fn nothing_a_player_reads_names_code_tests_or_simulations() {
    for game in CATALOG {
        for dir in ["howto", "rules"] {
            let found = builder_words(&page(dir, game.slug));
            assert!(
                found.is_empty(),
                "docs/{dir}/{}.md says {found:?}",
                game.slug
            );
        }
    }
}
