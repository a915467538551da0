//! The home page's pictures as markup (the home page has no Yew): the kit's pieces and tokens
//! drawn as SVG strings, from the kit's own outlines.

use super::super::kit::piece::outlines::*;
use super::super::kit::piece::{Kind, Outline, TOKENS, outline};

/// A seat's token shape centred on (`cx`, `cy`) with radius `r` (the kit's `Mark`, as markup).
pub fn shape(colour: usize, cx: i32, cy: i32, r: i32) -> String {
    let (fill, shape, _) = TOKENS.get(colour).copied().unwrap_or(TOKENS[0]);
    let paint = format!(r#"fill="{fill}" stroke="{INK}""#);
    match outline(shape, cx, cy, r) {
        Outline::Circle { r } => format!(r#"<circle cx="{cx}" cy="{cy}" r="{r}" {paint}/>"#),
        Outline::Square { x, y, side } => {
            format!(r#"<rect x="{x}" y="{y}" width="{side}" height="{side}" {paint}/>"#)
        }
        Outline::Polygon(points) => format!(r#"<polygon points="{points}" {paint}/>"#),
    }
}

/// A piece drawn in a 48x48 box (the kit's `Drawing`, as markup): its outline in the seat's
/// colour, the seat's shape on it. `seat` is `None` for pieces that belong to nobody (trolls,
/// the dragon, the shark, sticks).
pub fn drawing(kind: Kind, seat: Option<usize>) -> String {
    let fill = seat.and_then(|s| TOKENS.get(s)).map_or("#8a8f98", |t| t.0);
    let mark = |cx: i32, cy: i32, r: i32| seat.map(|s| shape(s, cx, cy, r)).unwrap_or_default();
    let body = match kind {
        // Legs, body, neck and head, two horns and a beard: a goat seen from the side.
        Kind::Goat | Kind::Baby => format!(
            r##"<path d="{GOAT_LEGS}" stroke-linecap="round" stroke-width="3"/><path d="{GOAT_BODY}" fill="{fill}"/><path d="{GOAT_HEAD}" fill="{fill}"/><path d="{GOAT_HORNS}" fill="none" stroke-linecap="round"/><path d="{GOAT_BEARD}" stroke-linecap="round"/><circle cx="42" cy="13" r="1.4" fill="#1d1a26" stroke="none"/><rect x="13" y="19" width="16" height="12" rx="4" fill="#fff" stroke="none" opacity=".85"/><g stroke-width="1.5">{}</g>"##,
            mark(21, 25, 6)
        ),
        Kind::Shepherd => format!(
            r##"<path d="{CROOK}" fill="none" stroke="#7a4b22" stroke-width="3" stroke-linecap="round"/><path d="{SHEPHERD_COAT}" fill="{fill}"/><circle cx="23" cy="11" r="7" fill="#f1c9a0"/><path d="{SHEPHERD_HAT}" fill="#7a4b22"/><rect x="15" y="28" width="16" height="13" rx="4" fill="#fff" stroke="none" opacity=".85"/><g stroke-width="1.5">{}</g>"##,
            mark(23, 34, 6)
        ),
        Kind::Troll => format!(
            r##"<path d="{TROLL_BODY}" fill="#5f8f3e"/><circle cx="24" cy="17" r="11" fill="#7fb153"/><path d="{TROLL_HORNS}" stroke-linecap="round"/><circle cx="20" cy="15" r="2" fill="#1d1a26"/><circle cx="28" cy="15" r="2" fill="#1d1a26"/><path d="{TROLL_TEETH}" fill="#fff"/>"##
        ),
        Kind::Dragon => format!(
            r##"<path d="{DRAGON_WINGS}" fill="#e0552f"/><path d="{DRAGON_BODY}" fill="#c73e1d"/><circle cx="20" cy="34" r="1.6" fill="#ffe27a" stroke="none"/><circle cx="28" cy="34" r="1.6" fill="#ffe27a" stroke="none"/>"##
        ),
        Kind::Shark => format!(
            r##"<path d="{SHARK_BODY}" fill="#6b7c8f"/><path d="{SHARK_FIN}" fill="#4d5b6b"/><path d="{SHARK_WAVE}" fill="none" stroke="#2f6fb3"/>"##
        ),
        Kind::Stick | Kind::DarkStick | Kind::AnchorStick => {
            let (wood, grain) = match kind {
                Kind::Stick => ("#e2b877", "#b98a45"),
                Kind::DarkStick => ("#5a3a1e", "#2f1c0c"),
                _ => ("#9b6a3a", "#5e3d1c"),
            };
            let anchor = if kind == Kind::AnchorStick {
                format!(
                    r#"<path d="{ANCHOR}" fill="none" stroke-width="3" stroke-linecap="round"/>"#
                )
            } else {
                String::new()
            };
            format!(
                r#"<rect x="3" y="19" width="42" height="10" rx="5" fill="{wood}"/><path d="{GRAIN}" stroke="{grain}" stroke-width="1.5"/>{anchor}"#
            )
        }
    };
    format!(r##"<g stroke="#1d1a26" stroke-width="2" stroke-linejoin="round">{body}</g>"##)
}
