//! The raft on the sea, as one SVG drawing: the faint triangle lattice around it, the decks of
//! closed triangles (darker when locked), the sticks as wood of their kinds, the goats standing
//! in their triangles (a stack drawn as two goats, one above the other), the shark, and the lit
//! places the decision at hand can use. Whole drawing units only (a stick is 112 units long, a
//! row of the lattice 97 high), never floats, which would add float printing to the download.

use super::memory::{Gone, Memory, goat_key, is_baby};
use super::{Target, What, words};
use crate::app::kit::markup::{attr, parts};
use crate::app::kit::piece::{Kind, drawing_markup, raw};
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

/// A line between the ends of a place, with a class, as markup.
fn line(e: Edge, class: &str) -> String {
    let [a, b] = e.ends().map(vertex);
    format!(
        r#"<line class="{class}" x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
        a.0, a.1, b.0, b.1
    )
}

/// A stick's wood and its grain, as markup.
fn wood(e: Edge) -> String {
    format!("{}{}", line(e, "w"), line(e, "g"))
}

/// A piece's drawing `size` units across, centred on (`x`, `y`), as markup.
fn figure(kind: Kind, seat: Option<usize>, (x, y): (i32, i32), size: i32) -> String {
    format!(
        r#"<svg x="{}" y="{}" width="{size}" height="{size}" viewBox="0 0 48 48">{}</svg>"#,
        x - size / 2,
        y - size / 2,
        drawing_markup(kind, seat)
    )
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

/// The lattice, the sea's waves, the fading of the lattice away from the raft.
const DEFS: &str = r##"<defs><pattern id="fm-lat" width="112" height="194" patternUnits="userSpaceOnUse"><path d="M0 0H112M0 97H112M0 0L56 97L112 0M0 194L56 97L112 194" fill="none" stroke="#fff" stroke-width="2"/></pattern><radialGradient id="fm-fade"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset=".6" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><mask id="fm-near" maskContentUnits="objectBoundingBox"><rect width="1" height="1" fill="url(#fm-fade)"/></mask><pattern id="fm-waves" width="150" height="90" patternUnits="userSpaceOnUse"><path d="M10 30q12-9 24 0t24 0M85 72q12-9 24 0t24 0" fill="none" stroke="#ffffff2e" stroke-width="3" stroke-linecap="round"/></pattern></defs>"##;

/// The raft's drawing, with the lit places (`lit`, drawn from `targets`) over it, the lit
/// triangles' light under the goats, and a glow under the sticks that may be taken or flipped; `near` is the raft's box (where the lattice shows, and what
/// drifts away drifts from); `shown` the box that shows it all (the shark waits in its corner).
pub fn drawing_of(
    view: &FloatsMcGoats,
    memory: &Memory,
    what: &What,
    hit: i32,
    targets: &[Target],
    near: [i32; 4],
    shown: [i32; 4],
) -> Html {
    let [x0, y0, x1, y1] = near;
    let pad = SIDE * 2;
    let lattice = format!(
        r#"<rect x="-40000" y="-40000" width="80000" height="80000" fill="url(#fm-waves)"/><rect class="fm-lattice" x="{}" y="{}" width="{}" height="{}" fill="url(#fm-lat)" mask="url(#fm-near)"/>"#,
        x0 - pad,
        y0 - pad,
        x1 - x0 + 2 * pad,
        y1 - y0 + 2 * pad
    );
    // The decks: every closed triangle, darker when locked.
    let mut cells: Vec<Cell> = view.sticks().keys().flat_map(|e| e.cells()).collect();
    crate::engine::sort_short(&mut cells);
    cells.dedup();
    let mut decks = String::new();
    for c in cells.iter().filter(|c| view.closed(**c)) {
        if view.locked(*c) {
            // A padlock by the corner away from the goats' heads.
            let (x, y) = centre(*c);
            let y = if c.up { y - 30 } else { y + 22 };
            decks.push_str(&format!(
                r#"<polygon class="deck locked" points="{}" data-info="{}"/><path class="fm-lock" d="M{} {}h16v12h-16zM{} {}v-5a5 5 0 0 1 10 0v5"/>"#,
                points(*c),
                words::deck(view, what, *c),
                x - 8,
                y,
                x - 5,
                y
            ));
        } else {
            decks.push_str(&format!(
                r#"<polygon class="deck" points="{}" data-info="{}"/>"#,
                points(*c),
                words::deck(view, what, *c)
            ));
        }
    }
    let mut sticks: Vec<(String, String)> = view
        .sticks()
        .iter()
        .map(|(e, s)| stick(view, memory, *e, *s, false))
        .collect();
    if let Phase::Carrying { from, .. } = view.phase() {
        sticks.push(stick(view, memory, *from, Stick::Light, true));
    }
    let mut goats_here = Vec::new();
    for (c, g) in view.goats().iter() {
        goats(&mut goats_here, view, memory, what, *c, *g);
    }
    let lit = targets
        .iter()
        .enumerate()
        .map(|(k, t)| target(t, k, hit, what.guided))
        .collect();
    let shark = {
        let at = view.shark();
        // In its triangle, as big as a goat and as low in it (the fin's drawing fills the top
        // of its box); else circling in the water, in the sea's corner, until it attacks.
        let (x, y, size) = match at {
            Some(c) => {
                let (x, y) = centre(c);
                (x, y + if c.up { 2 } else { -8 }, 56)
            }
            None => (shown[0] + SIDE * 2 / 3, shown[1] + SIDE * 2 / 3 - 14, 84),
        };
        format!(
            r#"<g class="fm-shark" data-key="fm-shark" data-at="{}" role="img" {}>{}</g>"#,
            at.map_or("sea".to_string(), cell_at),
            if at.is_some() {
                "aria-label=\"The shark, in its spot on the raft\" data-info=\"The shark\nNo goat may come into its spot.\""
            } else {
                "aria-label=\"The shark, in the water\" data-info=\"The shark\nIn the water until a Shark attack.\""
            },
            figure(Kind::Shark, None, (x, y), size)
        )
    };
    let mut marks = String::new();
    if let Phase::Follow { vacated } = view.phase() {
        let (x, y) = centre(*vacated);
        marks.push_str(&format!(
            r#"<circle class="fm-vacated" cx="{x}" cy="{y}" r="30"/>"#
        ));
    }
    if let Some(c) = what.picked {
        marks.push_str(&format!(
            r#"<polygon class="fm-picked" points="{}"/>"#,
            inset(c, 22)
        ));
    }
    let glows: String = targets
        .iter()
        .filter(|t| t.stick_there)
        .filter_map(|t| t.edge)
        .map(|e| line(e, "fm-glow"))
        .collect();
    let lights: String = targets.iter().map(|t| light(t, what.guided)).collect();
    let gone: String = memory
        .gone
        .iter()
        .map(|g| gone_one(g, what, near))
        .collect();
    html! {
        <>
            // (Sticks that may be taken or flipped glow from under them.)
            { raw(format!("{DEFS}{lattice}{decks}{glows}")) }
            { parts(sticks) }{ raw(format!("{lights}{marks}")) }{ parts(goats_here) }{ raw(shark) }
            <g class="fm-gone" key={memory.changes.to_string()}>{ raw(gone) }</g>
            { parts(lit) }
        </>
    }
}

/// One stick, keyed by its number: wood, light or dark, or an anchor bound with rope.
fn stick(
    view: &FloatsMcGoats,
    memory: &Memory,
    e: Edge,
    s: Stick,
    carried: bool,
) -> (String, String) {
    let (class, face) = match s {
        Stick::Light => ("fm-stick light", "light"),
        Stick::Dark => ("fm-stick dark", "dark"),
        Stick::Anchor => ("fm-stick anchor", "anchor"),
    };
    let (key, fresh) = memory.stick(&e);
    let info = if carried {
        "The stick you picked up\nTap a lit place to lay it there.".to_string()
    } else {
        words::stick(view, e, s)
    };
    let mut out = format!(
        r#"<g class="{class}{}""#,
        if carried { " carried" } else { "" }
    );
    if fresh {
        out.push_str(r#" data-from="fm-pile""#);
    }
    out.push_str(&format!(
        r#" data-key="{key}" data-at="{}" data-face="{face}""#,
        if carried {
            "carried".to_string()
        } else {
            edge_at(e)
        }
    ));
    attr(&mut out, "data-info", &info);
    out.push('>');
    out.push_str(&wood(e));
    out.push_str("</g>");
    (key, out)
}

/// Goats in one triangle, standing inside it clear of its sides: one goat, or a stack drawn as
/// a smaller goat standing on the back of the first (each a part, keyed, added to `out`).
fn goats(
    out: &mut Vec<(String, String)>,
    view: &FloatsMcGoats,
    memory: &Memory,
    what: &What,
    c: Cell,
    g: Goats,
) {
    let (x, y) = centre(c);
    let ids = memory.goats_in(&c);
    let info = words::goats(view, what, c, g);
    let label = crate::engine::words::split(&info, b'\n')
        .next()
        .unwrap_or_default()
        .to_string();
    // Where a goat's feet stand: low in an upward triangle (its wide side is down), and higher
    // in a downward one, so a goat's head and legs both stay inside.
    let floor = y + if c.up { 26 } else { 18 };
    let stacked = ids.len() > 1;
    for (i, id) in ids.iter().enumerate() {
        let baby = is_baby(*id);
        let key = goat_key(*id);
        let size = match (stacked, i, baby) {
            (false, _, false) => 44,
            (false, _, true) => 34,
            (true, 0, _) => 38,
            (true, _, _) => 30,
        };
        // The second goat of a stack stands on the first one's back.
        let feet = if i == 0 { floor } else { floor - 24 };
        let mut g_out = format!(
            r#"<g class="fm-goat" data-key="{key}" data-at="{}/{i}""#,
            cell_at(c)
        );
        if memory.fresh_goats.contains(id) {
            g_out.push_str(&format!(r#" data-from="fm-sup{}""#, g.owner));
        }
        g_out.push_str(r#" role="img""#);
        attr(&mut g_out, "aria-label", &label);
        attr(&mut g_out, "data-info", &info);
        g_out.push('>');
        g_out.push_str(&figure(
            Kind::Goat,
            Some(what.colour(g.owner)),
            (x, feet - size / 2),
            size,
        ));
        g_out.push_str("</g>");
        out.push((key, g_out));
    }
}

/// Something leaving the raft, as markup: drifting out to sea away from the raft's middle, or
/// sinking.
fn gone_one(g: &Gone, what: &What, near: [i32; 4]) -> String {
    let [x0, y0, x1, y1] = near;
    let mid = ((x0 + x1) / 2, (y0 + y1) / 2);
    let away = |(x, y): (i32, i32)| {
        let (dx, dy) = (x - mid.0, y - mid.1);
        let len = (dx.abs() + dy.abs()).max(1);
        format!("--dx:{}px;--dy:{}px", dx * 260 / len, dy * 260 / len)
    };
    match g {
        Gone::Stick(e, s) => format!(
            r#"<g class="fm-stick drift {}" style="{}">{}</g>"#,
            if *s == Stick::Dark { "dark" } else { "light" },
            away(middle(*e)),
            wood(*e)
        ),
        Gone::Goats { cell, goats, eaten } => {
            let at = centre(*cell);
            format!(
                r#"<g class="fm-goat {}" style="{}">{}</g>"#,
                if *eaten { "eaten" } else { "drift" },
                away(at),
                figure(
                    Kind::Goat,
                    Some(what.colour(goats.owner)),
                    (at.0, at.1 - 6),
                    60
                )
            )
        }
    }
}

/// A lit triangle's light, drawn under the goats (it must not tint them) and inside the sticks
/// (it must not hide them), as markup. In a guided game (`guided`) it is the one to tap next and
/// is marked so.
pub fn light(t: &Target, guided: bool) -> String {
    match t.cell {
        Some(c) => format!(
            r#"<polygon class="fm-lit{}" points="{}"/>"#,
            if guided { " next" } else { "" },
            inset(c, 30)
        ),
        None => String::new(),
    }
}

/// A lit place: a stick's place (a pale stick to be), a stick to take or flip (a dot on it; its
/// glow is under the sticks), or a triangle (its light is under the goats: [`light`]). Its tap
/// area is at least `hit` units around its middle. In a guided game (`guided`) it is the one
/// thing to tap next, and says so (`data-next`). `data-place` says where it is (for tests);
/// `data-tap` names it by its place `k` among the lit places, for the raft's listener.
fn target(t: &Target, k: usize, hit: i32, guided: bool) -> (String, String) {
    let (x, y) = t.at;
    let mut out = format!(
        r#"<g class="fm-t" data-place="{}" role="button" tabindex="0""#,
        t.key
    );
    attr(&mut out, "aria-label", &t.label);
    attr(&mut out, "data-info", &t.info);
    if guided {
        out.push_str(r#" data-next="""#);
    }
    out.push_str(&format!(r#" data-tap="t{k}">"#));
    if let Some(e) = t.edge {
        if !t.stick_there {
            out.push_str(&line(e, "ghost"));
        }
        out.push_str(&format!(
            r#"<circle class="dot" cx="{x}" cy="{y}" r="10"/>"#
        ));
    }
    out.push_str(&format!(
        r#"<circle class="hit" cx="{x}" cy="{y}" r="{hit}"/></g>"#
    ));
    (t.key.clone(), out)
}
