//! Player tokens: a colour and a shape each, so seats are told apart without colour.

use yew::prelude::*;

/// The tokens a seat can pick: colour, shape and name.
pub const TOKENS: [(&str, Shape, &str); 6] = [
    ("#d2362b", Shape::Circle, "red circle"),
    ("#2463d6", Shape::Triangle, "blue triangle"),
    ("#23894d", Shape::Square, "green square"),
    ("#b7791f", Shape::Diamond, "gold diamond"),
    ("#7d3cb5", Shape::Star, "purple star"),
    ("#0f8a96", Shape::Cross, "teal cross"),
];

/// A token's shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Circle,
    Triangle,
    Square,
    Diamond,
    Star,
    Cross,
}

/// The name of a token, for labels.
pub fn token_name(colour: usize) -> &'static str {
    TOKENS.get(colour).map_or("token", |t| t.2)
}

#[derive(Properties, PartialEq)]
pub struct TokenProps {
    pub colour: usize,
    #[prop_or(24)]
    pub size: u32,
}

/// A player's token as a small SVG.
#[component]
pub fn Token(props: &TokenProps) -> Html {
    let (fill, shape, name) = TOKENS.get(props.colour).copied().unwrap_or(TOKENS[0]);
    let body = match shape {
        Shape::Circle => html! { <circle cx="12" cy="12" r="9" fill={fill} /> },
        Shape::Triangle => html! { <polygon points="12,2 22,21 2,21" fill={fill} /> },
        Shape::Square => html! { <rect x="3" y="3" width="18" height="18" fill={fill} /> },
        Shape::Diamond => html! { <polygon points="12,1 23,12 12,23 1,12" fill={fill} /> },
        Shape::Star => {
            html! { <polygon points="12,1 15,9 23,9 17,14 19,22 12,17 5,22 7,14 1,9 9,9" fill={fill} /> }
        }
        Shape::Cross => {
            html! { <polygon points="8,2 16,2 16,8 22,8 22,16 16,16 16,22 8,22 8,16 2,16 2,8 8,8" fill={fill} /> }
        }
    };
    let size = props.size.to_string();
    html! {
        <svg class="token" width={size.clone()} height={size} viewBox="0 0 24 24" role="img" aria-label={name}>
            { body }
        </svg>
    }
}
