//! The raft on the sea, as one SVG drawing: the faint triangle lattice around it, the decks of
//! closed triangles (darker when locked), the sticks as wood of their kinds, the goats standing
//! in their triangles (a stack drawn as two goats, one above the other), the shark, and the lit
//! places the decision at hand can use. Whole drawing units only (a stick is 112 units long, a
//! row of the lattice 97 high), never floats, which would add float printing to the download.

use super::memory::{Gone, Memory, goat_key, is_baby};
use super::{Tap, Target, What, words};
use crate::app::kit::piece::{Figure, Kind};
use crate::games::floats_mcgoats::{Cell, Edge, FloatsMcGoats, Goats, Phase, Stick, Vertex};
use yew::prelude::*;

/// A stick's length in drawing units; a lattice row's height (112 x sqrt(3) / 2, 0.01% off).
pub const SIDE: i32 = 112;
const ROW: i32 = 97;

/// A vertex on the drawing (y grows downwards).
pub fn vertex(v: Vertex) -> (i32, i32) {
    (SIDE * v.x + SIDE / 2 * v.y, -ROW * v.y)
}

/// A triangle's middle.
pub fn centre(c: Cell) -> (i32, i32) {
    let [a, b, d] = c.corners().map(vertex);
    ((a.0 + b.0 + d.0) / 3, (a.1 + b.1 + d.1) / 3)
}

/// A place's middle.
pub fn middle(e: Edge) -> (i32, i32) {
    let [a, b] = e.ends().map(vertex);
    ((a.0 + b.0) / 2, (a.1 + b.1) / 2)
}

/// A triangle's corners as SVG points.
fn points(c: Cell) -> String {
    inset(c, 0)
}

/// A triangle's corners drawn `pct` percent of the way in towards its middle, as SVG points: a
/// mark there stays clear of the sticks on its sides.
fn inset(c: Cell, pct: i32) -> String {
    let (mx, my) = centre(c);
    let [a, b, d] = c
        .corners()
        .map(vertex)
        .map(|(x, y)| (x + (mx - x) * pct / 100, y + (my - y) * pct / 100));
    format!("{},{} {},{} {},{}", a.0, a.1, b.0, b.1, d.0, d.1)
}

/// Where a triangle is, for `data-at` and keys.
pub fn cell_at(c: Cell) -> String {
    format!("{}.{}.{}", c.x, c.y, u8::from(c.up))
}

/// Where a stick's place is, for `data-at` and keys.
pub fn edge_at(e: Edge) -> String {
    format!("{}.{}.{}", e.from.x, e.from.y, e.dir as u8)
}

/// The ends of a place on the drawing, as a line's attributes (x1, y1, x2, y2).
fn ends(e: Edge) -> [String; 4] {
    let [a, b] = e.ends().map(vertex);
    [a.0, a.1, b.0, b.1].map(|n| n.to_string())
}

/// A line between the ends of a place, with a class.
#[derive(Properties, PartialEq)]
struct LineProps {
    edge: Edge,
    class: &'static str,
}

#[component]
fn Line(p: &LineProps) -> Html {
    let [x1, y1, x2, y2] = ends(p.edge);
    html! { <line class={p.class} {x1} {y1} {x2} {y2} /> }
}

/// A stick's wood and its grain.
fn wood(edge: Edge) -> Html {
    html! { <><Line {edge} class="w" /><Line {edge} class="g" /></> }
}

/// The box the drawing must show: every stick's ends, every lit place and the shark.
pub fn extent(view: &FloatsMcGoats, targets: &[Target]) -> [i32; 4] {
    let mut pts: Vec<(i32, i32)> = view
        .sticks()
        .keys()
        .flat_map(|e| e.ends().map(vertex))
        .collect();
    pts.extend(targets.iter().map(|t| t.at));
    pts.extend(view.shark().map(centre));
    let (mut x0, mut y0, mut x1, mut y1) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
    for (x, y) in pts {
        (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
    }
    if x0 > x1 {
        return [0, 0, 0, 0];
    }
    [x0, y0, x1, y1]
}

/// The pattern of the lattice, the sea's waves, the fading of the lattice away from the raft.
fn defs() -> Html {
    html! {
        <defs>
            <pattern id="fm-lat" width="112" height="194" patternUnits="userSpaceOnUse">
                <path d="M0 0H112M0 97H112M0 0L56 97L112 0M0 194L56 97L112 194" fill="none" stroke="#fff" stroke-width="2" />
            </pattern>
            <radialGradient id="fm-fade">
                <stop offset="0" stop-color="#fff" stop-opacity=".55" />
                <stop offset=".6" stop-color="#fff" stop-opacity=".3" />
                <stop offset="1" stop-color="#fff" stop-opacity="0" />
            </radialGradient>
            <mask id="fm-near" maskContentUnits="objectBoundingBox">
                <rect width="1" height="1" fill="url(#fm-fade)" />
            </mask>
            <pattern id="fm-waves" width="150" height="90" patternUnits="userSpaceOnUse">
                <path d="M10 30q12-9 24 0t24 0M85 72q12-9 24 0t24 0" fill="none" stroke="#ffffff2e" stroke-width="3" stroke-linecap="round" />
            </pattern>
        </defs>
    }
}

/// How the raft is fitted to the sea: a lit place's tap radius (`hit`, in drawing units), the
/// raft's box (`near`: where the lattice shows, and what drifts away drifts from) and the box that
/// shows it all (`shown`: the shark waits in its corner).
#[derive(Clone, Copy)]
pub struct Fit {
    pub hit: i32,
    pub near: [i32; 4],
    pub shown: [i32; 4],
}

/// The raft's drawing, from the sea up: the waves and the lattice, the decks, the glow under the
/// sticks that may be taken or flipped, the sticks, the lit triangles' light (under the goats),
/// the marks of a pick or the shark's old spot, the goats, the shark, what is leaving, and the
/// lit places on top. Every stick, goat and lit place is a component keyed by what it is, drawn
/// again only when it changed.
pub fn drawing(
    view: &FloatsMcGoats,
    memory: &Memory,
    what: &What,
    targets: &[Target],
    fit: Fit,
    tap: &Callback<Tap>,
) -> Html {
    let [x0, y0, x1, y1] = fit.near;
    let pad = SIDE * 2;
    // The decks: every closed triangle, darker when locked.
    let mut cells: Vec<Cell> = view.sticks().keys().flat_map(|e| e.cells()).collect();
    crate::engine::sort_short(&mut cells);
    cells.dedup();
    let decks = cells.into_iter().filter(|c| view.closed(*c)).map(|cell| {
        let info = AttrValue::from(words::deck(view, what, cell));
        html! { <Deck key={cell_at(cell)} {cell} locked={view.locked(cell)} {info} /> }
    });
    let glows = targets
        .iter()
        .filter(|t| t.stick_there)
        .filter_map(|t| t.edge)
        .map(|edge| html! { <Line {edge} class="fm-glow" /> });
    let mut sticks: Vec<Html> = view
        .sticks()
        .iter()
        .map(|(e, s)| stick(view, memory, *e, *s, false))
        .collect();
    if let Phase::Carrying { from, .. } = view.phase() {
        sticks.push(stick(view, memory, *from, Stick::Light, true));
    }
    let lights = targets.iter().filter_map(|t| {
        let points = inset(t.cell?, 30);
        Some(if what.guided {
            html! { <polygon class="fm-lit next" {points} /> }
        } else {
            html! { <polygon class="fm-lit" {points} /> }
        })
    });
    let mut goats_here = Vec::new();
    for (c, g) in view.goats().iter() {
        goats(&mut goats_here, view, memory, what, *c, *g);
    }
    let lit = targets.iter().map(|t| {
        html! {
            <Lit key={t.key.clone()} place={AttrValue::from(t.key.clone())} at={t.at} edge={t.edge}
                stick_there={t.stick_there} label={AttrValue::from(t.label.clone())}
                info={AttrValue::from(t.info.clone())} hit={fit.hit} next={what.guided}
                does={t.tap.clone()} tap={tap.clone()} />
        }
    });
    let vacated = match view.phase() {
        Phase::Follow { vacated } => Some(centre(*vacated)),
        _ => None,
    };
    html! {
        <>
            { defs() }
            <rect x="-40000" y="-40000" width="80000" height="80000" fill="url(#fm-waves)" />
            <rect class="fm-lattice" x={(x0 - pad).to_string()} y={(y0 - pad).to_string()}
                width={(x1 - x0 + 2 * pad).to_string()} height={(y1 - y0 + 2 * pad).to_string()}
                fill="url(#fm-lat)" mask="url(#fm-near)" />
            <>{ for decks }</>
            // (Sticks that may be taken or flipped glow from under them.)
            <>{ for glows }</>
            <>{ sticks }</>
            <>{ for lights }</>
            if let Some((x, y)) = vacated {
                <circle class="fm-vacated" cx={x.to_string()} cy={y.to_string()} r="30" />
            }
            if let Some(c) = what.picked {
                <polygon class="fm-picked" points={inset(c, 22)} />
            }
            <>{ goats_here }</>
            <Shark at={view.shark()} corner={(fit.shown[0], fit.shown[1])} />
            <g class="fm-gone" key={memory.changes.to_string()}>
                { for memory.gone.iter().map(|g| gone_one(g, what, fit.near)) }
            </g>
            <>{ for lit }</>
        </>
    }
}

/// A closed triangle's deck: where it is, whether it is locked, its words for the info sheet.
#[derive(Properties, PartialEq)]
struct DeckProps {
    cell: Cell,
    locked: bool,
    info: AttrValue,
}

/// A deck, darker when locked, with a padlock by the corner away from the goats' heads.
#[component]
fn Deck(p: &DeckProps) -> Html {
    let points = points(p.cell);
    if !p.locked {
        return html! { <polygon class="deck" {points} data-info={p.info.clone()} /> };
    }
    let (x, y) = centre(p.cell);
    let y = if p.cell.up { y - 30 } else { y + 22 };
    html! {
        <>
            <polygon class="deck locked" {points} data-info={p.info.clone()} />
            <path class="fm-lock" d={format!("M{} {y}h16v12h-16zM{} {y}v-5a5 5 0 0 1 10 0v5", x - 8, x - 5)} />
        </>
    }
}

/// The shark: in its triangle (`at`), as big as a goat and as low in it (the fin's drawing fills
/// the top of its box); else circling in the water, in the sea's corner (`corner`, the shown
/// box's top left), until it attacks.
#[derive(Properties, PartialEq)]
struct SharkProps {
    at: Option<Cell>,
    corner: (i32, i32),
}

#[component]
fn Shark(p: &SharkProps) -> Html {
    let (x, y, size) = match p.at {
        Some(c) => {
            let (x, y) = centre(c);
            (x, y + if c.up { 2 } else { -8 }, 56)
        }
        None => (
            p.corner.0 + SIDE * 2 / 3,
            p.corner.1 + SIDE * 2 / 3 - 14,
            84,
        ),
    };
    let figure = html! { <Figure kind={Kind::Shark} {x} {y} {size} /> };
    match p.at {
        Some(c) => html! {
            <g class="fm-shark" data-key="fm-shark" data-at={cell_at(c)} role="img"
                aria-label="The shark, in its spot on the raft"
                data-info={"The shark\nNo goat may come into its spot."}>{ figure }</g>
        },
        None => html! {
            <g class="fm-shark" data-key="fm-shark" data-at="sea" role="img"
                aria-label="The shark, in the water"
                data-info={"The shark\nIn the water until a Shark attack."}>{ figure }</g>
        },
    }
}

/// One stick, keyed by its number (see [`StickPiece`]).
fn stick(view: &FloatsMcGoats, memory: &Memory, edge: Edge, kind: Stick, carried: bool) -> Html {
    let (key, fresh) = memory.stick(&edge);
    let info = if carried {
        "The stick you picked up\nTap a lit place to lay it there.".to_string()
    } else {
        words::stick(view, edge, kind)
    };
    html! {
        <StickPiece key={key.clone()} name={AttrValue::from(key.clone())} {edge} {kind} {carried} {fresh}
            info={AttrValue::from(info)} />
    }
}

/// A stick: its motion name (`name`, which follows it when it moves), its place, its kind, whether
/// it is being carried or just came from the pile, its words.
#[derive(Properties, PartialEq)]
struct StickProps {
    name: AttrValue,
    edge: Edge,
    kind: Stick,
    carried: bool,
    fresh: bool,
    info: AttrValue,
}

/// Wood, light or dark, or an anchor bound with rope.
#[component]
fn StickPiece(p: &StickProps) -> Html {
    let (class, face) = match (p.kind, p.carried) {
        (Stick::Light, false) => ("fm-stick light", "light"),
        (Stick::Light, true) => ("fm-stick light carried", "light"),
        (Stick::Dark, _) => ("fm-stick dark", "dark"),
        (Stick::Anchor, _) => ("fm-stick anchor", "anchor"),
    };
    let at = if p.carried {
        "carried".to_string()
    } else {
        edge_at(p.edge)
    };
    html! {
        <g {class} data-from={p.fresh.then_some("fm-pile")} data-key={p.name.clone()} data-at={at}
            data-face={face} data-info={p.info.clone()}>
            { wood(p.edge) }
        </g>
    }
}

/// Goats in one triangle, standing inside it clear of its sides: one goat, or a stack drawn as
/// a smaller goat standing on the back of the first (each keyed, added to `out`).
fn goats(
    out: &mut Vec<Html>,
    view: &FloatsMcGoats,
    memory: &Memory,
    what: &What,
    c: Cell,
    g: Goats,
) {
    let (x, y) = centre(c);
    let ids = memory.goats_in(&c);
    let info = AttrValue::from(words::goats(view, what, c, g));
    let label = AttrValue::from(
        crate::engine::words::split(&info, b'\n')
            .next()
            .unwrap_or_default()
            .to_string(),
    );
    // Where a goat's feet stand: low in an upward triangle (its wide side is down), and higher
    // in a downward one, so a goat's head and legs both stay inside.
    let floor = y + if c.up { 24 } else { 16 };
    let stacked = ids.len() > 1;
    for (i, id) in ids.iter().enumerate() {
        let baby = is_baby(*id);
        let key = goat_key(*id);
        let size = match (stacked, i, baby) {
            (false, _, false) => 40,
            (false, _, true) => 32,
            (true, 0, _) => 36,
            (true, _, _) => 28,
        };
        // The second goat of a stack stands on the first one's back.
        let feet = if i == 0 { floor } else { floor - 22 };
        let from = memory
            .fresh_goats
            .contains(id)
            .then(|| AttrValue::from(format!("fm-sup{}", g.owner)));
        out.push(html! {
            <GoatPiece key={key.clone()} name={AttrValue::from(key.clone())}
                at={AttrValue::from(format!("{}/{i}", cell_at(c)))} {from} label={label.clone()}
                info={info.clone()} colour={what.colour(g.owner)} {x} y={feet - size / 2} {size} />
        });
    }
}

/// A goat on the raft: its motion name, its place (triangle and place in a stack), the supply it
/// just came from, its words (whose "Scoring" the game's style rules mark with a glow), its
/// seat's colour, where it stands and how big.
#[derive(Properties, PartialEq)]
struct GoatProps {
    name: AttrValue,
    at: AttrValue,
    from: Option<AttrValue>,
    label: AttrValue,
    info: AttrValue,
    colour: usize,
    x: i32,
    y: i32,
    size: i32,
}

#[component]
fn GoatPiece(p: &GoatProps) -> Html {
    html! {
        <g class="fm-goat" data-key={p.name.clone()} data-at={p.at.clone()} data-from={p.from.clone()}
            role="img" aria-label={p.label.clone()} data-info={p.info.clone()}>
            <Figure kind={Kind::Goat} seat={p.colour} x={p.x} y={p.y} size={p.size} />
        </g>
    }
}

/// Something leaving the raft: drifting out to sea away from the raft's middle, or sinking.
fn gone_one(g: &Gone, what: &What, near: [i32; 4]) -> Html {
    let [x0, y0, x1, y1] = near;
    let mid = ((x0 + x1) / 2, (y0 + y1) / 2);
    let away = |(x, y): (i32, i32)| {
        let (dx, dy) = (x - mid.0, y - mid.1);
        let len = (dx.abs() + dy.abs()).max(1);
        format!("--dx:{}px;--dy:{}px", dx * 260 / len, dy * 260 / len)
    };
    match g {
        Gone::Stick(e, s) => {
            let class = if *s == Stick::Dark {
                "fm-stick drift dark"
            } else {
                "fm-stick drift light"
            };
            html! { <g {class} style={away(middle(*e))}>{ wood(*e) }</g> }
        }
        Gone::Goats { cell, goats, eaten } => {
            let (x, y) = centre(*cell);
            let class = if *eaten {
                "fm-goat eaten"
            } else {
                "fm-goat drift"
            };
            html! {
                <g {class} style={away((x, y))}>
                    <Figure kind={Kind::Goat} seat={what.colour(goats.owner)} {x} y={y - 6} size=60 />
                </g>
            }
        }
    }
}

/// A lit place: a stick's place (a pale stick to be), a stick to take or flip (a dot on it; its
/// glow is under the sticks), or a triangle (its light is under the goats). Its tap area is at
/// least `hit` units around its middle (`at`). `place` says where it is (`data-place`, for tests);
/// `label` what a tap does, `info` what is there too. In a guided game (`next`) it is the one
/// thing to tap next, and says so (`data-next`). A tap, or Enter or Space while it has the
/// keyboard, hands `does` to `tap`.
#[derive(Properties, PartialEq)]
struct LitProps {
    place: AttrValue,
    at: (i32, i32),
    edge: Option<Edge>,
    stick_there: bool,
    label: AttrValue,
    info: AttrValue,
    hit: i32,
    next: bool,
    does: Tap,
    tap: Callback<Tap>,
}

#[component]
fn Lit(p: &LitProps) -> Html {
    let (x, y) = (p.at.0.to_string(), p.at.1.to_string());
    let onclick = {
        let (tap, does) = (p.tap.clone(), p.does.clone());
        Callback::from(move |_: MouseEvent| tap.emit(does.clone()))
    };
    let onkeydown = {
        let (tap, does) = (p.tap.clone(), p.does.clone());
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                tap.emit(does.clone());
            }
        })
    };
    html! {
        <g class="fm-t" data-place={p.place.clone()} role="button" tabindex="0"
            aria-label={p.label.clone()} data-info={p.info.clone()} data-next={p.next.then_some("")}
            {onclick} {onkeydown}>
            if let Some(edge) = p.edge {
                if !p.stick_there { <Line {edge} class="ghost" /> }
                <circle class="dot" cx={x.clone()} cy={y.clone()} r="10" />
            }
            <circle class="hit" cx={x} cy={y} r={p.hit.to_string()} />
        </g>
    }
}
