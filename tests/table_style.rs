//! The table's style rules, fetched when a table is wanted (`table.css`, see `src/css.rs` and
//! `app::want_table_style`): the shared stylesheet hides a table until they are in, and their
//! first rule shows it again. The two rules must name the same elements with the same
//! specificity, or a table stays hidden (or shows unstyled for a moment).

use goatherd::css::{mark, squeeze, table};

fn read(path: &str) -> String {
    let full = std::path::Path::new(
        &std::env::var("CARGO_MANIFEST_DIR")
            .expect("cargo sets CARGO_MANIFEST_DIR when it runs a test"),
    )
    .join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{path}: {e}"))
}

const GAMES: [&str; 5] = [
    "goat-lords",
    "battlegoats",
    "gruff-goats",
    "grab-your-goat",
    "floats-mcgoats",
];

#[test]
fn the_shared_stylesheet_hides_a_table_that_its_rules_show() {
    let kit = squeeze(&read("static/table.css"));
    let (selector, rest) = kit.split_once('{').expect("table.css has rules");
    assert!(
        rest.starts_with("visibility:visible}"),
        "table.css's first rule shows the table: {}",
        &kit[..kit.len().min(160)]
    );
    assert!(selector.starts_with("main[data-game]"), "{selector}");
    let shared = squeeze(&read("static/style.css"));
    let hide = format!("{selector}{{visibility:hidden}}");
    assert_eq!(
        shared.matches(&hide).count(),
        1,
        "style.css hides the same elements: {hide}"
    );
    // The first screen and the hand-off show without them.
    for screen in ["setup", "handoff", "leaving"] {
        assert!(
            selector.contains(&format!("[data-screen={screen}]")),
            "{screen}"
        );
    }
}

#[test]
fn the_table_rules_are_not_in_the_shared_stylesheet() {
    let shared = squeeze(&read("static/style.css"));
    for rule in [
        ".k-card{",
        "main.play{",
        "main.over{",
        "[data-last]{",
        ".k-piece{",
        // The sheets and the computer's sign: only a table's screens show them.
        ".sheet{",
        ".overlay{",
        ".thinking{",
    ] {
        assert!(!shared.contains(rule), "{rule} is in style.css");
    }
}

#[test]
fn each_game_table_file_is_the_kit_then_the_game() {
    let kit = read("static/table.css");
    for game in GAMES {
        let own = read(&format!("static/games/{game}.css"));
        let css = table(&kit, &own);
        assert!(css.starts_with(&squeeze(&kit)), "{game}");
        assert!(css.ends_with(&squeeze(&own)), "{game}");
        // A changed file has a new version mark, so no cache hands a page an old one.
        assert_ne!(mark(&css), mark(&table(&kit, &format!("{own} .x{{}}"))));
        assert_eq!(mark(&css).len(), 16);
    }
}
