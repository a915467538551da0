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

/// A token's shape as SVG elements centred on (`cx`, `cy`) with radius `r`, for use inside a
/// larger drawing. Whole numbers only: formatting floats would pull float printing into the
/// download.
pub fn shape(colour: usize, cx: i32, cy: i32, r: i32) -> Html {
    let (fill, shape, _) = TOKENS.get(colour).copied().unwrap_or(TOKENS[0]);
    // Unit outlines on a 24x24 box centred on (12, 12).
    let points = |pts: &[(i32, i32)]| {
        pts.iter()
            .map(|(x, y)| format!("{},{}", cx + (x - 12) * r / 11, cy + (y - 12) * r / 11))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let stroke = "#1d1a26";
    match shape {
        Shape::Circle => {
            html! { <circle cx={cx.to_string()} cy={cy.to_string()} r={(r * 17 / 20).to_string()} fill={fill} stroke={stroke} /> }
        }
        Shape::Square => {
            let side = r * 3 / 2;
            html! { <rect x={(cx - side / 2).to_string()} y={(cy - side / 2).to_string()} width={side.to_string()} height={side.to_string()} fill={fill} stroke={stroke} /> }
        }
        Shape::Triangle => {
            html! { <polygon points={points(&[(12, 1), (23, 22), (1, 22)])} fill={fill} stroke={stroke} /> }
        }
        Shape::Diamond => {
            html! { <polygon points={points(&[(12, 1), (23, 12), (12, 23), (1, 12)])} fill={fill} stroke={stroke} /> }
        }
        Shape::Star => html! {
            <polygon points={points(&[(12, 1), (15, 9), (23, 9), (17, 14), (19, 22), (12, 17), (5, 22), (7, 14), (1, 9), (9, 9)])} fill={fill} stroke={stroke} />
        },
        Shape::Cross => html! {
            <polygon points={points(&[(8, 2), (16, 2), (16, 8), (22, 8), (22, 16), (16, 16), (16, 22), (8, 22), (8, 16), (2, 16), (2, 8), (8, 8)])} fill={fill} stroke={stroke} />
        },
    }
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
    let size = props.size.to_string();
    html! {
        <svg class="token" width={size.clone()} height={size} viewBox="0 0 24 24" role="img" aria-label={token_name(props.colour)}>
            { shape(props.colour, 12, 12, 11) }
        </svg>
    }
}
