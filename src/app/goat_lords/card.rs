//! How Goat Lords cards look on the kit's card: a colour and a picture per goat, the points in
//! the corner, and a line of what an action card does.

use crate::app::kit::card::{CardProps, Size};
use crate::games::goat_lords::{ActionCard, Card, Goat, Wild};
use yew::prelude::*;

/// Background colour and picture of a card.
pub fn look(card: Card) -> (&'static str, &'static str) {
    match card {
        Card::Goat(g) => match g {
            Goat::FaintingBabyGoat => ("#f6d6e8", "😵"),
            Goat::Ladypug => ("#f4c7b8", "🐞"),
            Goat::FoodieGoat => ("#ffe3a3", "🍔"),
            Goat::FriendlyTGoat => ("#cfe8b4", "🦖"),
            Goat::GoatNinja => ("#c9ccd6", "🥷"),
            Goat::GleefulGhoast => ("#e4e9f5", "👻"),
            Goat::FairyGoatMother => ("#e7d3f5", "🧚"),
            Goat::Krakengoat => ("#b9dcec", "🐙"),
            Goat::FireBreathingDragonGoat => ("#f5b3a3", "🐉"),
            Goat::FlyingGoatACorn => ("#d5c8f7", "🦄"),
        },
        Card::Wild(Wild::GoatLord) => ("#ffd34d", "👑"),
        Card::Wild(Wild::MagicalGoatini) => ("#9ee6d8", "🎩"),
        Card::Action(a) => (
            "#3a3f58",
            match a {
                ActionCard::EscapeGoat => "🏃",
                ActionCard::SneakAGoat => "🕵",
                ActionCard::RussianGoatlette => "🎯",
                ActionCard::RainingFireGoats => "🔥",
                ActionCard::HypnotizedGoat => "🌀",
                ActionCard::SantyGoat => "🎅",
                ActionCard::LoafOfGoat => "🍞",
                ActionCard::FlowerGoatee => "🌼",
                ActionCard::AtomicGoat => "💥",
                ActionCard::Goatinhood => "🏹",
            },
        ),
    }
}

/// What a card says under its name: a wild's rule. (An action card lies in front of its owner,
/// drawn small, so its effect is read in the info sheet, built from the rules' words.)
fn text(card: Card) -> Option<&'static str> {
    matches!(card, Card::Wild(_)).then_some("Pairs with any goat")
}

/// Where the long words of the names may break on a narrow card (a soft hyphen, shown only
/// when the word breaks there): the word, and how many of its letters come before the break.
const BREAKS: [(&str, usize); 11] = [
    ("Krakengoat", 6),
    ("Breathing", 6),
    ("Fainting", 5),
    ("Friendly", 6),
    ("Ladypug", 4),
    ("Hypnotized", 5),
    ("Goatlette", 4),
    ("Goatinhood", 6),
    ("Goatini", 4),
    ("Mother", 4),
    ("Gleeful", 4),
];

/// A card's name as its face prints it, with the breaks of [`BREAKS`].
fn printed(name: &str) -> String {
    crate::engine::words::soft_breaks(name, &BREAKS)
}

/// A card's face on the kit's card, `size` big.
pub fn face(card: Card, size: Size) -> CardProps {
    let (tone, pic) = look(card);
    let action = matches!(card, Card::Action(_));
    CardProps {
        name: printed(card.name()).into(),
        value: (!action).then(|| card.points().to_string().into()),
        kind: Some(
            match card {
                Card::Goat(_) => "Goat",
                Card::Wild(_) => "Wild",
                Card::Action(_) => "Action",
            }
            .into(),
        ),
        text: text(card).map(AttrValue::from),
        art: Some(html! { { pic } }),
        tone: Some(tone.into()),
        dark: action,
        size,
        ..CardProps::default()
    }
}
