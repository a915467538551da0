//! Pieces: every seat's token (a colour and a shape each, so seats are told apart without
//! colour), the drawn pieces that stand on the games' boards (goats, shepherds, trolls, the
//! dragon, the shark, sticks) and the die. One style for every game: a game chooses the kind and
//! the seat, never the drawing.

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

/// A token's outline centred on (`cx`, `cy`) with radius `r`, in whole numbers only: formatting
/// floats would pull float printing into the download.
pub enum Outline {
    Circle {
        r: i32,
    },
    Square {
        x: i32,
        y: i32,
        side: i32,
    },
    /// Its corners as SVG points.
    Polygon(String),
}

/// A token's outline of `shape`, centred on (`cx`, `cy`), radius `r`.
pub fn outline(shape: Shape, cx: i32, cy: i32, r: i32) -> Outline {
    // Unit outlines on a 24x24 box centred on (12, 12).
    let polygon = |pts: &[(i32, i32)]| {
        let points: Vec<String> = pts
            .iter()
            .map(|(x, y)| format!("{},{}", cx + (x - 12) * r / 11, cy + (y - 12) * r / 11))
            .collect();
        Outline::Polygon(crate::engine::words::join(&points, " "))
    };
    match shape {
        Shape::Circle => Outline::Circle { r: r * 17 / 20 },
        Shape::Square => {
            let side = r * 3 / 2;
            Outline::Square {
                x: cx - side / 2,
                y: cy - side / 2,
                side,
            }
        }
        Shape::Triangle => polygon(&[(12, 1), (23, 22), (1, 22)]),
        Shape::Diamond => polygon(&[(12, 1), (23, 12), (12, 23), (1, 12)]),
        Shape::Star => polygon(&[
            (12, 1),
            (15, 9),
            (23, 9),
            (17, 14),
            (19, 22),
            (12, 17),
            (5, 22),
            (7, 14),
            (1, 9),
            (9, 9),
        ]),
        Shape::Cross => polygon(&[
            (8, 2),
            (16, 2),
            (16, 8),
            (22, 8),
            (22, 16),
            (16, 16),
            (16, 22),
            (8, 22),
            (8, 16),
            (2, 16),
            (2, 8),
            (8, 8),
        ]),
    }
}

/// The drawings' outlines, in a 48x48 box (the components below and the home page's pictures
/// share them). A page carries the drawings of its own game's pieces only: the others' outlines
/// are unused there.
#[allow(dead_code)]
pub mod outlines {
    pub const GOAT_LEGS: &str = "M11 30v12M17 31v11M31 31v11M37 30v12";
    pub const GOAT_BODY: &str = "M8 22q0-7 8-7h16q7 0 9 6l2 9q-1 3-5 3H12q-4 0-4-4z";
    pub const GOAT_HEAD: &str = "M34 17l4-8q6-1 8 4l-2 7q-3 2-6 1z";
    pub const GOAT_HORNS: &str = "M39 9q-3-6-9-6M42 9q0-6-5-8";
    pub const GOAT_BEARD: &str = "M43 19l-1 6";
    pub const CROOK: &str = "M38 46V10q0-6-6-6t-6 6";
    pub const SHEPHERD_COAT: &str = "M10 46l4-24q1-4 6-4h6q5 0 6 4l4 24z";
    pub const SHEPHERD_HAT: &str = "M15 9q8-9 16 0z";
    pub const TROLL_BODY: &str = "M8 46q0-22 16-22t16 22z";
    pub const TROLL_HORNS: &str = "M15 9l-5-6M33 9l5-6";
    pub const TROLL_TEETH: &str = "M19 22h10l-2 3h-6z";
    pub const DRAGON_WINGS: &str = "M6 20l12 6-4-14 10 10 2-16 6 16 10-8-4 14 8 2-12 6";
    pub const DRAGON_BODY: &str = "M12 30q12-6 24 0l-4 14H16z";
    pub const SHARK_BODY: &str = "M4 38q18-8 40 0q-20 8-40 0z";
    pub const SHARK_FIN: &str = "M18 34q6-18 16-26q-2 16 2 28z";
    pub const SHARK_WAVE: &str = "M2 44q6-3 11 0t11 0 11 0 11 0";
    pub const GRAIN: &str = "M9 24h12M25 22h14M15 26h18";
    pub const ANCHOR: &str = "M24 29v12M17 37q7 7 14 0";
    /// The ink every piece is outlined in.
    pub const INK: &str = "#1d1a26";
}
use outlines::*;

/// What a piece on a board is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Goat,
    /// A baby goat: a goat, clearly smaller.
    Baby,
    Shepherd,
    Troll,
    Dragon,
    Shark,
    /// A light stick (Floats McGoats), or the dark side of one, or an anchor stick.
    Stick,
    DarkStick,
    AnchorStick,
}

impl Kind {
    /// The piece's name, for labels and the help pages' `::piece` lines.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Goat => "goat",
            Kind::Baby => "baby goat",
            Kind::Shepherd => "shepherd",
            Kind::Troll => "troll",
            Kind::Dragon => "dragon",
            Kind::Shark => "shark",
            Kind::Stick => "light stick",
            Kind::DarkStick => "dark stick",
            Kind::AnchorStick => "anchor stick",
        }
    }

    /// The kind a help page names (`goat`, `dark-stick`, ...).
    pub fn parse(word: &str) -> Option<Kind> {
        Some(match word {
            "goat" => Kind::Goat,
            "baby" => Kind::Baby,
            "shepherd" => Kind::Shepherd,
            "troll" => Kind::Troll,
            "dragon" => Kind::Dragon,
            "shark" => Kind::Shark,
            "stick" => Kind::Stick,
            "dark-stick" => Kind::DarkStick,
            "anchor-stick" => Kind::AnchorStick,
            _ => return None,
        })
    }
}

/// A die showing `face` (a number, an arrow, a word; `None` before the first roll), with a word
/// under it if the face needs one. It rolls (tumbles in and lands) each time `rolls` changes.
#[cfg(any(feature = "grab-your-goat", feature = "floats-mcgoats"))]
pub fn die(face: Option<&str>, caption: Option<&str>, rolls: usize) -> Html {
    let label = match (face, caption) {
        (Some(f), Some(c)) => format!("The die shows {f} ({c})"),
        (Some(f), None) => format!("The die shows {f}"),
        _ => "The die has not been rolled yet".to_string(),
    };
    html! {
        <figure class="k-die" aria-label={label.clone()} data-info={label}>
            <span class="k-die-face" key={rolls.to_string()} data-key={format!("die-{rolls}")}
                data-at="die" data-face={face.map(str::to_string)}>
                { face.unwrap_or("?").to_string() }
            </span>
            if let Some(c) = caption { <figcaption>{ c.to_string() }</figcaption> }
        </figure>
    }
}

/// Where [`Mark`] is drawn: a seat's colour and shape, centred on (`cx`, `cy`), radius `r`.
#[derive(Properties, PartialEq)]
pub struct MarkProps {
    /// The seat's token (an index into [`TOKENS`]).
    pub colour: usize,
    pub cx: i32,
    pub cy: i32,
    pub r: i32,
}

/// A seat's token shape inside a larger drawing: a piece's badge, a card's corner.
#[component]
pub fn Mark(p: &MarkProps) -> Html {
    let (fill, shape, _) = TOKENS.get(p.colour).copied().unwrap_or(TOKENS[0]);
    match outline(shape, p.cx, p.cy, p.r) {
        Outline::Circle { r } => html! {
            <circle cx={p.cx.to_string()} cy={p.cy.to_string()} r={r.to_string()} fill={fill} stroke={INK} />
        },
        Outline::Square { x, y, side } => html! {
            <rect x={x.to_string()} y={y.to_string()} width={side.to_string()} height={side.to_string()}
                fill={fill} stroke={INK} />
        },
        Outline::Polygon(points) => html! { <polygon {points} fill={fill} stroke={INK} /> },
    }
}

/// A seat's token, `size` pixels square.
#[derive(Properties, PartialEq)]
pub struct TokenProps {
    /// The seat's token (an index into [`TOKENS`]).
    pub colour: usize,
    pub size: u32,
}

/// A seat's token on its own: beside a name, in a status line, on a setup row.
#[component]
pub fn Token(p: &TokenProps) -> Html {
    let size = p.size.to_string();
    html! {
        <svg class="token" width={size.clone()} height={size} viewBox="0 0 24 24" role="img"
            aria-label={token_name(p.colour)}>
            <Mark colour={p.colour} cx=12 cy=12 r=11 />
        </svg>
    }
}

/// What [`Drawing`] draws: a kind of piece, in a seat's colour and shape (`None`: nobody's).
#[derive(Properties, PartialEq)]
pub struct DrawingProps {
    pub kind: Kind,
    #[prop_or_default]
    pub seat: Option<usize>,
}

/// A piece's drawing in a 48x48 box: its outline in the seat's colour, the seat's shape on it.
/// A game's page draws only its own kinds: any other is an empty group.
#[component]
pub fn Drawing(p: &DrawingProps) -> Html {
    #[allow(unused_variables)] // on pages whose game draws no seat's pieces
    let fill = p
        .seat
        .and_then(|s| TOKENS.get(s))
        .map_or("#8a8f98", |t| t.0);
    #[allow(unused_variables)]
    let mark = |cx: i32, cy: i32, r: i32| {
        html! {
            <g stroke-width="1.5">
                if let Some(colour) = p.seat { <Mark {colour} {cx} {cy} {r} /> }
            </g>
        }
    };
    let body = match p.kind {
        // Legs, body, neck and head, two horns and a beard: a goat seen from the side.
        #[cfg(any(
            feature = "gruff-goats",
            feature = "grab-your-goat",
            feature = "floats-mcgoats"
        ))]
        Kind::Goat | Kind::Baby => html! {
            <>
                <path d={GOAT_LEGS} stroke-linecap="round" stroke-width="3" />
                <path d={GOAT_BODY} fill={fill} />
                <path d={GOAT_HEAD} fill={fill} />
                <path d={GOAT_HORNS} fill="none" stroke-linecap="round" />
                <path d={GOAT_BEARD} stroke-linecap="round" />
                <circle cx="42" cy="13" r="1.4" fill={INK} stroke="none" />
                <rect x="13" y="19" width="16" height="12" rx="4" fill="#fff" stroke="none" opacity=".85" />
                { mark(21, 25, 6) }
            </>
        },
        // A crook, a coat, a head and a hat.
        #[cfg(feature = "grab-your-goat")]
        Kind::Shepherd => html! {
            <>
                <path d={CROOK} fill="none" stroke="#7a4b22" stroke-width="3" stroke-linecap="round" />
                <path d={SHEPHERD_COAT} fill={fill} />
                <circle cx="23" cy="11" r="7" fill="#f1c9a0" />
                <path d={SHEPHERD_HAT} fill="#7a4b22" />
                <rect x="15" y="28" width="16" height="13" rx="4" fill="#fff" stroke="none" opacity=".85" />
                { mark(23, 34, 6) }
            </>
        },
        #[cfg(feature = "gruff-goats")]
        Kind::Troll => html! {
            <>
                <path d={TROLL_BODY} fill="#5f8f3e" />
                <circle cx="24" cy="17" r="11" fill="#7fb153" />
                <path d={TROLL_HORNS} stroke-linecap="round" />
                <circle cx="20" cy="15" r="2" fill={INK} />
                <circle cx="28" cy="15" r="2" fill={INK} />
                <path d={TROLL_TEETH} fill="#fff" />
            </>
        },
        #[cfg(feature = "gruff-goats")]
        Kind::Dragon => html! {
            <>
                <path d={DRAGON_WINGS} fill="#e0552f" />
                <path d={DRAGON_BODY} fill="#c73e1d" />
                <circle cx="20" cy="34" r="1.6" fill="#ffe27a" stroke="none" />
                <circle cx="28" cy="34" r="1.6" fill="#ffe27a" stroke="none" />
            </>
        },
        #[cfg(feature = "floats-mcgoats")]
        Kind::Shark => html! {
            <>
                <path d={SHARK_BODY} fill="#6b7c8f" />
                <path d={SHARK_FIN} fill="#4d5b6b" />
                <path d={SHARK_WAVE} fill="none" stroke="#2f6fb3" />
            </>
        },
        #[cfg(feature = "floats-mcgoats")]
        kind @ (Kind::Stick | Kind::DarkStick | Kind::AnchorStick) => {
            let (wood, grain) = match kind {
                Kind::Stick => ("#e2b877", "#b98a45"),
                Kind::DarkStick => ("#5a3a1e", "#2f1c0c"),
                _ => ("#9b6a3a", "#5e3d1c"),
            };
            html! {
                <>
                    <rect x="3" y="19" width="42" height="10" rx="5" fill={wood} />
                    <path d={GRAIN} stroke={grain} stroke-width="1.5" />
                    if kind == Kind::AnchorStick {
                        <path d={ANCHOR} fill="none" stroke-width="3" stroke-linecap="round" />
                    }
                </>
            }
        }
        // A page carries only the drawings of its own game's pieces.
        #[allow(unreachable_patterns)]
        _ => html! {},
    };
    html! { <g stroke={INK} stroke-width="2" stroke-linejoin="round">{ body }</g> }
}

/// Where [`Figure`] stands: a piece's drawing `size` units across, centred on (`x`, `y`).
#[allow(dead_code)] // (only a board drawn as one drawing has a use for it: the raft)
#[derive(Properties, PartialEq)]
pub struct FigureProps {
    pub kind: Kind,
    #[prop_or_default]
    pub seat: Option<usize>,
    pub x: i32,
    pub y: i32,
    pub size: i32,
}

/// A piece standing in a board's own drawing (the raft, a tile's picture).
#[component]
pub fn Figure(p: &FigureProps) -> Html {
    let size = p.size.to_string();
    html! {
        <svg x={(p.x - p.size / 2).to_string()} y={(p.y - p.size / 2).to_string()}
            width={size.clone()} height={size} viewBox="0 0 48 48">
            <Drawing kind={p.kind} seat={p.seat} />
        </svg>
    }
}

/// A piece on a board of cells: which, whose, and its words (`label`: "Ana's goat").
#[derive(Properties, PartialEq)]
pub struct PieceProps {
    pub kind: Kind,
    #[prop_or_default]
    pub seat: Option<usize>,
    /// Its words for screen readers and the info sheet.
    pub label: AttrValue,
}

/// A piece standing on a board, as a small SVG that fills its box.
#[component]
pub fn Piece(p: &PieceProps) -> Html {
    let drawing = html! { <Drawing kind={p.kind} seat={p.seat} /> };
    let label = p.label.clone();
    // (Each class list written out whole: see `layout::sheet`.)
    if p.kind == Kind::Baby {
        html! {
            <svg class="k-piece baby" viewBox="0 0 48 48" role="img" aria-label={label.clone()}
                data-info={label}>{ drawing }</svg>
        }
    } else {
        html! {
            <svg class="k-piece" viewBox="0 0 48 48" role="img" aria-label={label.clone()}
                data-info={label}>{ drawing }</svg>
        }
    }
}
