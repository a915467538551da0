//! The bridge board as printed: the barren Outside Land around the edge with each seat's corner
//! in its colour and shape, the water, the four wooden bridges and the Island of Good Grass; the
//! squares a tap acts on, lit; and the pieces standing on it (goats of three sizes in their
//! seat's colour and shape, the two trolls, the dragon when it swoops) in a layer of their own,
//! so a piece travels over the board unclipped.

use super::{Pick, Table, Tap, prey, size_index};
use crate::app::kit::piece::{Kind, Mark, Piece, TOKENS};
use crate::engine::Seat;
use crate::games::gruff_goats::board::{Corner, ISLAND};
use crate::games::gruff_goats::{Action, Prey, Size, Square, Wand};
use crate::games::gruff_goats::{Ground, words};
use yew::prelude::*;

/// Where each goat (by `3 * seat + size`) and troll last stood on the board: an eaten goat is
/// drawn where it was taken, and the dragon swoops there. Kept by the page for its tables
/// (`kit::use_kept`): past a hand-off, which draws the table afresh.
#[derive(Default)]
pub(super) struct Seen {
    goats: Vec<Option<Square>>,
    trolls: [Option<Square>; 2],
}

/// Each seat's corner over the printed board (its colour, and its shape in the outer corner), on
/// a 500x500 drawing. The board itself (land, water, bridges, island) never changes: it is a
/// picture, `static/games/gruff-goats-art.svg`, under this drawing (`.gg-land`'s background),
/// fetched with the table's style rules, so the page neither carries nor draws its parts.
fn land(corners: &[(Square, usize)]) -> Html {
    let corner = |&(sq, colour): &(Square, usize)| {
        let (fill, _, _) = TOKENS.get(colour).copied().unwrap_or(TOKENS[0]);
        let (x, y) = (i32::from(sq.col) * 100, i32::from(sq.row) * 100);
        let (cx, cy) = (
            x + if sq.col == 0 { 18 } else { 82 },
            y + if sq.row == 0 { 18 } else { 82 },
        );
        html! {
            <>
                <rect x={(x + 4).to_string()} y={(y + 4).to_string()} width="92" height="92" rx="14" fill={fill}
                    fill-opacity=".28" stroke={fill} stroke-width="4" stroke-dasharray="10 6" />
                <Mark {colour} {cx} {cy} r=10 />
            </>
        }
    };
    html! {
        <svg class="gg-land" viewBox="0 0 500 500" aria-hidden="true">{ for corners.iter().map(corner) }</svg>
    }
}

/// The board with its lit squares and its pieces; a claim in progress is staged over its middle.
pub(super) fn board(t: &Table, seen: &mut Seen) -> Html {
    let view = t.view;
    let n = view.scores.len();
    let corners: Vec<(Square, usize)> = (0..n)
        .map(|s| (Corner::home(s, n).square(), t.colour(s)))
        .collect();
    let lit = targets(t);
    html! {
        <div class="gg-field" role="group" aria-label="The board: the island in the middle, four bridges over the water, the Outside Land around, north at the top">
            { land(&corners) }
            <div class="gg-cells">{ cells(t, &lit) }</div>
            <div class="gg-standing">{ pieces(t, seen) }</div>
            <>{ squares(t, lit) }</>
            { super::stage::stage(t) }
        </div>
    }
}

/// A square's place on the board, as a style.
fn square_style(sq: Square) -> String {
    format!("--r:{};--c:{}", sq.row, sq.col)
}

/// Where a tap on a square does something: (the square, what it does, its words).
fn targets(t: &Table) -> Vec<(Square, Action)> {
    let mut out = Vec::new();
    let moving = moving_sizes(t);
    for a in t.legal {
        let at = match (a, t.pick) {
            (Action::MoveGoat { size, to }, p) => {
                let mine =
                    p.wand == Some(Wand::Goat(*size)) || (p.wand.is_none() && moving.len() == 1);
                mine.then_some(*to)
            }
            (Action::MoveTroll { troll, to }, p)
                if p.wand == Some(Wand::Troll) && p.troll == Some(*troll) =>
            {
                Some(to.square())
            }
            (
                Action::Dragon {
                    prey: Prey::Troll { troll, to },
                },
                p,
            ) if p.wand == Some(Wand::Dragon) && p.troll == Some(*troll) => Some(to.square()),
            (Action::Place { corner }, _) => Some(corner.square()),
            _ => None,
        };
        if let Some(sq) = at
            && !out.iter().any(|(s, _)| *s == sq)
        {
            out.push((sq, a.clone()));
        }
    }
    out
}

/// The sizes of this seat's goats that may move now.
fn moving_sizes(t: &Table) -> Vec<Size> {
    let mut sizes = Vec::new();
    for a in t.legal {
        if let Action::MoveGoat { size, .. } = a
            && !sizes.contains(size)
        {
            sizes.push(*size);
        }
    }
    sizes
}

/// Every square, under the pieces: what it is (for a long press or Info), and, lit, where a tap
/// does something. (The glow lies under the goats, so a goat keeps its own colour.)
fn cells(t: &Table, lit: &[(Square, Action)]) -> Html {
    let view = t.view;
    let n = view.scores.len();
    let cell = |(i, sq): (usize, Square)| {
        let starts = (0..n).find(|&s| Corner::home(s, n).square() == sq);
        let troll = matches!(sq.ground(), Ground::Bridge(b) if view.trolls.contains(&b));
        let info = words::square(sq, starts.map(|s| t.name(s)).as_deref(), troll);
        let class = if lit.iter().any(|(l, _)| *l == sq) {
            "gg-cell lit"
        } else {
            "gg-cell"
        };
        html! { <span key={i} {class} style={square_style(sq)} data-info={info}></span> }
    };
    html! { { for Square::all().enumerate().map(cell) } }
}

/// The lit squares, each a button over the pieces: a clear ring, the glow under the goats.
fn squares(t: &Table, lit: Vec<(Square, Action)>) -> Html {
    let view = t.view;
    let square = |(sq, a): (Square, Action)| {
        let label = super::labels::label(&a, view, t.players);
        let troll = super::labels::troll_on(view, sq);
        let info = format!("{label}\n{}", words::square(sq, None, troll));
        // A goat's step onto a troll's bridge is allowed, and the troll eats the goat: warned.
        let class = if troll && matches!(a, Action::MoveGoat { .. }) {
            "gg-sq target danger"
        } else {
            "gg-sq target"
        };
        html! {
            <button key={format!("s{}-{}", sq.row, sq.col)} {class} style={square_style(sq)}
                data-next={t.next(true)} aria-label={label} data-info={info} onclick={t.on(t.send(a))}></button>
        }
    };
    html! { { for lit.into_iter().map(square) } }
}

/// One piece to stand on the board.
struct Standing {
    kind: Kind,
    /// Whose goat, and which (`None` for a troll or the dragon).
    goat: Option<(Seat, Size)>,
    key: String,
    /// What a tap on it does, or its name.
    label: String,
    /// What it is and how it is used (a long press, Info).
    info: String,
    at: Square,
    /// Size in hundredths of a square.
    size: usize,
    /// What a tap on it does, if anything: play an action, or pick it up.
    tap: Option<Tap>,
    /// Whether the tap is the one a guided game asks for next.
    next: bool,
    /// Whether it changed since the seat on screen last acted.
    since: bool,
    class: Option<&'static str>,
}

/// Every goat, troll and the dragon, placed side by side on their squares.
fn pieces(t: &Table, seen: &mut Seen) -> Html {
    let view = t.view;
    let last = t.last().map(|(s, a)| (*s, a.clone()));
    let mut standing = Vec::new();
    let moving = moving_sizes(t);
    let preys: Vec<Prey> = prey(t).collect();
    let dragon_on = t.pick.wand == Some(Wand::Dragon);
    let lit_size = match t.pick.wand {
        Some(Wand::Goat(size)) => Some(size),
        None if moving.len() == 1 => moving.first().copied(),
        _ => None,
    };
    let Seen {
        goats: seen_goats,
        trolls: seen_trolls,
    } = seen;
    seen_goats.resize(view.goats.len().max(seen_goats.len()), None);
    for (i, g) in view.goats.iter().enumerate() {
        let size_word = g.size.name();
        let whose = t.name(g.owner);
        // A goat off the board is drawn where it was taken (the troll's bridge, the dragon's
        // square) or scored (the island) for the action that took it, then not at all until
        // its owner puts it back in a corner.
        let (at, class) = match (g.at, &last) {
            (Some(at), _) => (at, None),
            (None, Some((s, Action::MoveGoat { size, to })))
                if *s == g.owner && *size == g.size =>
            {
                (*to, Some(if *to == ISLAND { "scored" } else { "eaten" }))
            }
            (None, Some((_, Action::MoveTroll { to, .. })))
                if seen_goats.get(i).copied().flatten() == Some(to.square()) =>
            {
                (to.square(), Some("eaten"))
            }
            (
                None,
                Some((
                    _,
                    Action::Dragon {
                        prey: Prey::Goat { owner, size },
                    },
                )),
            ) if *owner == g.owner && *size == g.size => match seen_goats.get(i).copied().flatten()
            {
                Some(at) => (at, Some("eaten")),
                None => continue,
            },
            _ => continue,
        };
        // The goat whose squares are lit stands out.
        let class = class
            .or_else(|| (g.owner == view.seat && lit_size == Some(g.size)).then_some("picked"));
        let goat_prey = Prey::Goat {
            owner: g.owner,
            size: g.size,
        };
        let eats = dragon_on && preys.contains(&goat_prey);
        let tap = if matches!(class, Some("eaten" | "scored")) {
            None
        } else if eats {
            Some(t.send(Action::Dragon { prey: goat_prey }))
        } else if g.owner == view.seat
            && t.pick.wand.is_none()
            && moving.len() > 1
            && moving.contains(&g.size)
        {
            Some(t.choose(Pick {
                wand: Some(Wand::Goat(g.size)),
                ..Pick::default()
            }))
        } else {
            None
        };
        let verb = if tap.is_some() && dragon_on {
            "Dragon eats "
        } else if tap.is_some() {
            "Move "
        } else {
            ""
        };
        standing.push(Standing {
            kind: Kind::Goat,
            goat: Some((g.owner, g.size)),
            since: view.changed.goats.get(i).copied().unwrap_or(false),
            key: format!("gg-g{}-{}", g.owner, size_index(g.size)),
            info: words::goat(&whose, g.size, g.at),
            // (Where it stands and how far it has to go are in its words, `info`.)
            label: format!("{verb}{whose}'s {size_word} goat"),
            at,
            // (Hundredths of a square: a big goat alone is about 60px at 1280x800.)
            size: match g.size {
                Size::Big => 58,
                Size::Medium => 48,
                Size::Little => 38,
            },
            next: eats && tap.is_some(),
            tap,
            class,
        });
    }
    // A troll the dragon may eat, or the troll wand may move, can be picked up.
    let troll_pick = match t.pick.wand {
        Some(Wand::Troll) => t
            .legal
            .iter()
            .any(|a| matches!(a, Action::MoveTroll { .. })),
        Some(Wand::Dragon) => preys.iter().any(|p| matches!(p, Prey::Troll { .. })),
        _ => false,
    };
    let grabbed = match &last {
        Some((_, Action::MoveGoat { to, .. })) => Some(*to),
        Some((_, Action::MoveTroll { to, .. })) => Some(to.square()),
        _ => None,
    };
    for (i, b) in view.trolls.iter().enumerate() {
        let at = b.square();
        let tap = (troll_pick && t.pick.troll != Some(i)).then(|| {
            t.choose(Pick {
                wand: t.pick.wand,
                troll: Some(i),
                claim: None,
            })
        });
        // The troll the step's move or the dragon's meal is about.
        let wanted = t.legal.iter().any(|a| match a {
            Action::MoveTroll { troll, .. } => *troll == i,
            Action::Dragon {
                prey: Prey::Troll { troll, .. },
            } => *troll == i,
            _ => false,
        });
        let ate = grabbed == Some(at)
            && standing
                .iter()
                .any(|p| p.at == at && p.class == Some("eaten"));
        standing.push(Standing {
            kind: Kind::Troll,
            goat: None,
            since: view.changed.trolls.get(i).copied().unwrap_or(false),
            key: format!("gg-t{i}"),
            info: words::troll(*b, view.options.dragon_eats_trolls),
            label: format!(
                "{}the troll on the {}",
                if tap.is_some() { "Pick " } else { "" },
                b.name()
            ),
            at,
            size: 64,
            next: wanted && tap.is_some(),
            tap,
            class: if t.pick.troll == Some(i) {
                Some("picked")
            } else if ate {
                Some("grabs")
            } else {
                None
            },
        });
    }
    // The dragon swoops onto its prey for the action that used it.
    if let Some((_, Action::Dragon { prey })) = &last {
        let at = match prey {
            Prey::Goat { owner, size } => seen_goats
                .get(3 * owner + size_index(*size))
                .copied()
                .flatten(),
            Prey::Troll { troll, .. } => seen_trolls.get(*troll).copied().flatten(),
        };
        if let Some(at) = at {
            standing.push(Standing {
                kind: Kind::Dragon,
                goat: None,
                since: view.changed.dragon,
                key: "gg-dragon".into(),
                label: "The dragon".into(),
                info: words::dragon(view.options.dragon_eats_trolls),
                at,
                size: 80,
                tap: None,
                next: false,
                class: Some("swoops"),
            });
        }
    }
    // Remember where everything stands now.
    for (i, g) in view.goats.iter().enumerate() {
        if let (Some(at), Some(slot)) = (g.at, seen_goats.get_mut(i)) {
            *slot = Some(at);
        }
    }
    for (i, b) in view.trolls.iter().enumerate() {
        if let Some(slot) = seen_trolls.get_mut(i) {
            *slot = Some(b.square());
        }
    }
    html! { { for place(t, standing) } }
}

/// Lays the pieces out on their squares: goats side by side (two to a row, three when five or
/// more share a square, four when ten or more), a troll or the dragon over them.
fn place(t: &Table, standing: Vec<Standing>) -> Vec<Html> {
    let mut out = Vec::new();
    let mut squares: Vec<Square> = standing.iter().map(|p| p.at).collect();
    crate::engine::sort_short(&mut squares);
    squares.dedup();
    for sq in squares {
        let goats: Vec<&Standing> = standing
            .iter()
            .filter(|p| p.at == sq && p.goat.is_some())
            .collect();
        let n = goats.len();
        let cols = match n {
            0..=1 => 1,
            2..=4 => 2,
            5..=9 => 3,
            _ => 4,
        };
        let slot = 96 / cols;
        let rows = n.div_ceil(cols);
        for (k, p) in goats.into_iter().enumerate() {
            let (row, col) = (k / cols, k % cols);
            let in_row = if row + 1 == rows {
                n - row * cols
            } else {
                cols
            };
            let size = p.size.min(slot);
            let x = (100 - in_row * slot) / 2 + col * slot + (slot - size) / 2;
            let y = (100 - rows * slot) / 2 + row * slot + (slot - size) / 2;
            out.push(one(t, p, x, y, size));
        }
        for p in standing.iter().filter(|p| p.at == sq && p.goat.is_none()) {
            let x = (100 - p.size) / 2;
            out.push(one(t, p, x, (100 - p.size) / 2, p.size));
        }
    }
    out
}

/// One piece at (`x`, `y`) on its square, `size` big (hundredths of a square).
fn one(t: &Table, p: &Standing, x: usize, y: usize, size: usize) -> Html {
    let seat = p.goat.map(|(s, _)| t.colour(s));
    let class = classes!(
        "gg-piece",
        p.kind.name().replace(' ', "-"),
        p.class,
        p.tap.is_some().then_some("target")
    );
    let style = format!(
        "--r:{};--c:{};--x:{x};--y:{y};--s:{size}",
        p.at.row, p.at.col
    );
    let at = format!("{}-{}", p.at.row, p.at.col);
    let piece = html! { <Piece kind={p.kind} {seat} label={AttrValue::from(p.info.clone())} /> };
    match &p.tap {
        Some(tap) => html! {
            <button key={p.key.clone()} {class} {style} data-key={p.key.clone()} data-next={t.next(p.next)}
                data-since={super::since(p.since)} data-at={at} aria-label={p.label.clone()}
                data-info={p.info.clone()} onclick={t.on(tap.clone())}>{ piece }</button>
        },
        None => html! {
            <span key={p.key.clone()} {class} {style} data-key={p.key.clone()}
                data-since={super::since(p.since)} data-at={at}>{ piece }</span>
        },
    }
}
