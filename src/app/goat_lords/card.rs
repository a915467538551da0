//! How Goat Lords cards look: a colour and a picture per goat, drawn as small SVGs.

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

/// A short name that fits on a small card.
fn short(card: Card) -> &'static str {
    match card {
        Card::Goat(Goat::FireBreathingDragonGoat) => "Dragon Goat",
        Card::Goat(Goat::FlyingGoatACorn) => "Goat-a-Corn",
        Card::Goat(Goat::FaintingBabyGoat) => "Fainting Baby",
        Card::Goat(Goat::FairyGoatMother) => "Fairy Mother",
        Card::Action(ActionCard::RussianGoatlette) => "Goatlette",
        Card::Action(ActionCard::RainingFireGoats) => "Fire-Goats",
        Card::Action(ActionCard::HypnotizedGoat) => "Hypnotized",
        other => other.name(),
    }
}

#[derive(Properties, PartialEq)]
pub struct FaceProps {
    /// The card, or `None` for a face-down card.
    pub card: Option<Card>,
    /// A number in the corner (stack size, say) instead of the card's points.
    #[prop_or_default]
    pub badge: Option<String>,
}

/// A card face as SVG; scales with its box.
#[component]
pub fn Face(props: &FaceProps) -> Html {
    let Some(card) = props.card else {
        return html! {
            <svg class="face" viewBox="0 0 60 84" aria-hidden="true">
                <rect x="1" y="1" width="58" height="82" rx="6" fill="#5b4a8b" stroke="#2d2450" stroke-width="2"/>
                <text x="30" y="50" text-anchor="middle" font-size="26">{"🐐"}</text>
                if let Some(b) = &props.badge {
                    <text x="30" y="76" text-anchor="middle" font-size="12" fill="#fff">{b.clone()}</text>
                }
            </svg>
        };
    };
    let (bg, pic) = look(card);
    let ink = if matches!(card, Card::Action(_)) {
        "#fff"
    } else {
        "#222"
    };
    let corner = props.badge.clone().unwrap_or_else(|| match card {
        Card::Action(_) => String::new(),
        c => c.points().to_string(),
    });
    html! {
        <svg class="face" viewBox="0 0 60 84" aria-hidden="true">
            <rect x="1" y="1" width="58" height="82" rx="6" fill={bg} stroke="#333" stroke-width="1.5"/>
            <text x="5" y="14" font-size="12" font-weight="bold" fill={ink}>{corner}</text>
            if matches!(card, Card::Wild(_)) {
                <text x="55" y="14" text-anchor="end" font-size="9" font-weight="bold" fill={ink}>{"WILD"}</text>
            }
            <text x="30" y="50" text-anchor="middle" font-size="28">{pic}</text>
            <text x="30" y="74" text-anchor="middle" font-size="8" fill={ink}>{short(card)}</text>
        </svg>
    }
}
