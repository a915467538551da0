//! What each thing on a Gruff Goats table is for, in a player's words: the text a long press or
//! Info shows for a playing card, a wand, a troll, the dragon, a goat and a square. Each text is
//! a name line, then what the thing does and how it is used, built from the rules' own data (a
//! wand's cost and effect, a square's distance to the island, the points that win); lines are
//! separated by "\n".

use super::WINNING_POINTS;
use super::board::{Bridge, Corner, Ground, Square};
use super::cards::{CardId, Size, Suit, Wand};

/// "one ♣ card", or for the dragon "one card of each suit (♣♠♥♦)".
pub fn cost(wand: Wand) -> String {
    match wand.cost() {
        [one] => format!("one {} card", one.symbol()),
        _ => format!("one card of each suit ({})", wand.symbols()),
    }
}

/// How a wand is claimed and fought over, the same for every wand.
fn claiming(wand: Wand) -> String {
    let c = cost(wand);
    format!("Claim it by paying {c}; anyone may block with {c}, and the claimer may push again.")
}

/// A playing card: its suit's wand, the dragon, and that its rank never counts.
pub fn card(c: CardId) -> String {
    let (suit, rank) = (c.suit(), c.rank());
    let wand = suit.wand();
    let others: String = Suit::ALL
        .iter()
        .filter(|s| **s != suit)
        .map(|s| s.symbol())
        .collect();
    format!(
        "{rank} of {} ({})\nIt claims, blocks or uses the {}: {}.\nWith {others} it pays for the dragon wand.\nOnly its suit counts, never its rank ({rank}).",
        suit.name(),
        suit.symbol(),
        wand.name(),
        wand.effect(),
    )
}

/// A wand: who holds it, what using it does, how it is claimed.
pub fn wand(w: Wand, holder: Option<&str>) -> String {
    let held = match holder {
        Some(name) => format!("Held by {name}; it can still be claimed away."),
        None => "On the table: nobody holds it yet.".to_string(),
    };
    format!(
        "The {} ({})\n{held}\nIts holder pays {} each time to {}.\n{}",
        w.name(),
        w.symbols(),
        cost(w),
        w.effect(),
        claiming(w)
    )
}

/// A troll on its bridge.
pub fn troll(on: Bridge, dragon_eats_trolls: bool) -> String {
    let dragon = if dragon_eats_trolls {
        "\nAt this table the dragon may eat it: it comes back on a bridge of the dragon's choice."
    } else {
        ""
    };
    format!(
        "Troll on the {}\nIt eats every goat on its bridge, one that steps on or one it is sent onto.\nIt moves only by the {} ({}): to a bridge no troll stands on.{dragon}",
        on.name(),
        Wand::Troll.name(),
        cost(Wand::Troll)
    )
}

/// The dragon: off the board, or swooping.
pub fn dragon(dragon_eats_trolls: bool) -> String {
    let trolls = if dragon_eats_trolls {
        " or a troll"
    } else {
        ""
    };
    format!(
        "The dragon\nIt waits off the board until the holder of the {} pays {}.\nThen it eats any one goat{trolls} on the land or a bridge; an eaten goat goes back to a corner its owner picks.",
        Wand::Dragon.name(),
        cost(Wand::Dragon)
    )
}

/// A goat: whose, where, how far from the island, and how it moves.
pub fn goat(owner: &str, size: Size, at: Option<Square>) -> String {
    let wand = Wand::Goat(size);
    let place = match at {
        Some(sq) if sq.ground() == Ground::Island => "On the island: it has scored.".to_string(),
        Some(sq) => {
            let d = sq.distance_to_island();
            format!(
                "On {}: {d} step{} from the island.",
                sq.name(),
                if d == 1 { "" } else { "s" }
            )
        }
        None => "Off the board: its owner puts it in a corner.".to_string(),
    };
    format!(
        "{owner}'s {} goat\n{place}\nIt moves one square (up, down, left or right, never into water) each time its owner uses the {} ({}).\nStepping onto the island scores 1 point; {WINNING_POINTS} points win.",
        size.name(),
        wand.name(),
        wand.symbols()
    )
}

/// A square of the board. `starts` names whose starting corner it is.
pub fn square(sq: Square, starts: Option<&str>, troll: bool) -> String {
    let d = sq.distance_to_island();
    let steps = format!("{d} step{} from the island", if d == 1 { "" } else { "s" });
    match sq.ground() {
        Ground::Island => format!(
            "The Island of Good Grass\nA goat that steps on scores 1 point and goes back to a corner its owner picks. {WINNING_POINTS} points win."
        ),
        Ground::Bridge(b) => format!(
            "The {}, {steps}\n{}\nA troll eats every goat on its bridge.",
            b.name(),
            if troll {
                "A troll stands on it now."
            } else {
                "No troll on it now: a goat here is one step from scoring."
            }
        ),
        Ground::Water => "Water\nNobody stands here: goats walk round it.".to_string(),
        Ground::Land => {
            let name = match Corner::ALL.into_iter().find(|c| c.square() == sq) {
                Some(c) => {
                    let who = starts.map_or_else(
                        || "Nobody started here.".to_string(),
                        |n| format!("{n}'s goats started here."),
                    );
                    format!(
                        "The {}, {steps}\n{who} An eaten or scoring goat comes back to any corner.",
                        c.name()
                    )
                }
                None => format!("The Outside Land, {steps}"),
            };
            format!(
                "{name}\nA goat walks one square a wand use: up, down, left or right. The dragon reaches a goat here; trolls stay on bridges."
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A text explains if it has a name line and at least one more line of what it does.
    fn explains(text: &str, words: &[&str]) {
        let lines: Vec<&str> = text.split('\n').collect();
        assert!(lines.len() >= 2, "a name line and what it does: {text}");
        for w in words {
            assert!(text.contains(w), "{w:?} missing from {text:?}");
        }
    }

    #[test]
    fn a_card_says_which_wand_its_suit_pays_for_and_that_its_rank_never_counts() {
        for c in CardId::all() {
            let wand = c.suit().wand();
            explains(
                &card(c),
                &[
                    c.rank(),
                    wand.name(),
                    wand.effect(),
                    "dragon wand",
                    "never its rank",
                ],
            );
        }
        let seven_of_hearts = CardId(13 * 2 + 6);
        explains(
            &card(seven_of_hearts),
            &[
                "7 of hearts",
                "medium goat wand",
                "move your medium goat",
                "♣♠♦",
            ],
        );
    }

    #[test]
    fn each_wand_says_its_cost_what_it_does_and_how_it_is_claimed() {
        for w in Wand::ALL {
            explains(
                &wand(w, None),
                &[
                    w.name(),
                    w.effect(),
                    "nobody holds",
                    "Claim it",
                    "block",
                    "push",
                ],
            );
            explains(&wand(w, Some("Bo")), &["Held by Bo", "claimed away"]);
        }
        explains(&wand(Wand::Troll, None), &["one ♣ card", "bridge"]);
        explains(
            &wand(Wand::Dragon, None),
            &["one card of each suit (♣♠♥♦)", "eat any one goat"],
        );
    }

    #[test]
    fn a_troll_says_what_it_eats_and_how_it_moves() {
        for b in Bridge::ALL {
            let t = troll(b, false);
            explains(
                &t,
                &[b.name(), "eats every goat", "troll wand", "one ♣ card"],
            );
            assert!(!t.contains("dragon"), "{t}");
        }
        explains(&troll(Bridge::East, true), &["dragon may eat it"]);
    }

    #[test]
    fn the_dragon_says_how_it_is_sent_and_what_it_eats() {
        explains(
            &dragon(false),
            &[
                "off the board",
                "dragon wand",
                "♣♠♥♦",
                "eats any one goat",
                "corner",
            ],
        );
        assert!(dragon(true).contains("goat or a troll"));
    }

    #[test]
    fn a_goat_says_how_far_it_is_from_the_island_and_how_it_moves() {
        let corner = Corner::NorthWest.square();
        explains(
            &goat("Ana", Size::Little, Some(corner)),
            &[
                "Ana's little goat",
                "4 steps from the island",
                "little goat wand",
                "♦",
                "3 points win",
            ],
        );
        explains(
            &goat("Bo", Size::Big, Some(Bridge::North.square())),
            &["1 step from the island"],
        );
    }

    #[test]
    fn every_square_says_what_it_is_and_how_far_the_island_is() {
        for sq in Square::all() {
            let text = square(sq, Some("Ana"), true);
            let lines = text.split('\n').count();
            assert!(lines >= 2, "{text}");
            match sq.ground() {
                Ground::Land | Ground::Bridge(_) => assert!(
                    text.contains(&format!("{} step", sq.distance_to_island())),
                    "{text}"
                ),
                Ground::Island => assert!(text.contains("scores 1 point"), "{text}"),
                Ground::Water => assert!(text.contains("Nobody stands"), "{text}"),
            }
        }
        assert!(square(Corner::SouthWest.square(), None, false).contains("Nobody started here"));
        assert!(square(Bridge::West.square(), None, false).contains("No troll"));
    }
}
