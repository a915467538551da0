//! The Floats McGoats table on screen: the raft drawn as SVG on its triangle pattern, zoomed to
//! fit however far it has grown, with every legal place shown as a tap target.

use crate::app::kit::piece::{Token, shape};
use crate::engine::Player;
use crate::games::floats_mcgoats::{
    Action, Cell, Edge, Face, FloatsMcGoats, Goats, Pack, Phase, Stick, Vertex,
};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub view: FloatsMcGoats,
    pub legal: Vec<Action>,
    pub players: Vec<Player>,
    pub on_action: Callback<Action>,
    /// Replaces the board's prompt while someone else (a computer) plays.
    #[prop_or_default]
    pub watching: Option<AttrValue>,
}

/// Screen units per stick length.
const UNIT: f64 = 100.0;

fn point(p: (f64, f64)) -> (i32, i32) {
    ((p.0 * UNIT).round() as i32, (-p.1 * UNIT).round() as i32)
}

fn vertex(v: Vertex) -> (i32, i32) {
    point(v.position())
}

fn centre(c: Cell) -> (i32, i32) {
    point(c.centre())
}

fn middle(e: Edge) -> (i32, i32) {
    let [a, b] = e.ends().map(vertex);
    ((a.0 + b.0) / 2, (a.1 + b.1) / 2)
}

fn cell_name(c: Cell) -> String {
    format!(
        "triangle {},{} {}",
        c.x,
        c.y,
        if c.up { "up" } else { "down" }
    )
}

fn edge_name(e: Edge) -> String {
    let [a, b] = e.ends();
    format!("side {},{} to {},{}", a.x, a.y, b.x, b.y)
}

/// Something to tap on the raft: a place for a stick (drawn as a ghost stick) or a triangle.
struct Target {
    at: (i32, i32),
    r: i32,
    label: String,
    on: Callback<MouseEvent>,
    ghost: Option<Edge>,
}

/// The whole table.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let view = &props.view;
    // Which goat to add, remembered per player (a baby choice must not carry over to the next
    // player), and falling back to whichever kind is left.
    let baby_choice = use_state(|| (usize::MAX, false));
    let picked = use_state(|| None::<Cell>);
    let me = view.active();
    let can_add = |b: bool| {
        props
            .legal
            .iter()
            .any(|a| matches!(a, Action::AddGoat { baby, .. } if *baby == b))
    };
    let wanted = baby_choice.0 == me && baby_choice.1;
    let baby = if can_add(wanted) { wanted } else { !wanted };
    let name = |s: usize| {
        props
            .players
            .get(s)
            .map_or("?".to_string(), |p| p.name.clone())
    };
    let colour = |s: usize| props.players.get(s).map_or(0, |p| p.colour);
    let emit = |a: &Action| {
        let on = props.on_action.clone();
        let picked = picked.clone();
        let a = a.clone();
        Callback::from(move |_: MouseEvent| {
            picked.set(None);
            on.emit(a.clone())
        })
    };

    // Tap targets from the legal actions; goat love and fights pick their own goat first.
    let mut targets: Vec<Target> = Vec::new();
    for a in &props.legal {
        let ghost = match a {
            Action::AddStick { edge } | Action::PlaceStick { edge } => Some(*edge),
            _ => None,
        };
        let (at, r, label) = match a {
            Action::AddGoat { cell, baby: b } if *b == baby => (
                centre(*cell),
                26,
                format!(
                    "Add your {} goat to {}",
                    if *b { "baby" } else { "mama" },
                    cell_name(*cell)
                ),
            ),
            Action::AddStick { edge } => (
                middle(*edge),
                22,
                format!("Add a stick on {}", edge_name(*edge)),
            ),
            Action::TakeStick { edge } => (
                middle(*edge),
                22,
                format!("Pick up the stick on {}", edge_name(*edge)),
            ),
            Action::PlaceStick { edge } => (
                middle(*edge),
                22,
                format!("Put the stick on {}", edge_name(*edge)),
            ),
            Action::Flip { edge } => (
                middle(*edge),
                22,
                format!("Flip the stick on {}", edge_name(*edge)),
            ),
            Action::Shark { victim } => (
                centre(*victim),
                28,
                format!("Shark attack on the goats in {}", cell_name(*victim)),
            ),
            Action::Follow { from } => (
                centre(*from),
                28,
                format!(
                    "Move your goats from {} into the shark's old spot",
                    cell_name(*from)
                ),
            ),
            Action::GoatLove { from, to }
            | Action::Fight {
                mine: from,
                theirs: to,
            } => {
                let verb = if matches!(a, Action::GoatLove { .. }) {
                    "Stack with"
                } else {
                    "Fight"
                };
                match *picked {
                    Some(p) if p == *from => (
                        centre(*to),
                        28,
                        format!("{verb} the goats in {}", cell_name(*to)),
                    ),
                    Some(_) => continue,
                    None => {
                        if targets.iter().any(|t| t.at == centre(*from)) {
                            continue;
                        }
                        let pick = picked.clone();
                        let from = *from;
                        targets.push(Target {
                            at: centre(from),
                            r: 28,
                            label: format!("Choose your goats in {}", cell_name(from)),
                            on: Callback::from(move |_| pick.set(Some(from))),
                            ghost: None,
                        });
                        continue;
                    }
                }
            }
            _ => continue,
        };
        targets.push(Target {
            at,
            r,
            label,
            on: emit(a),
            ghost,
        });
    }

    // Fit the drawing to the raft and everything tappable, with a margin.
    let mut pts: Vec<(i32, i32)> = view
        .sticks()
        .keys()
        .flat_map(|e| e.ends().map(vertex))
        .collect();
    pts.extend(targets.iter().map(|t| t.at));
    let (min_x, max_x) = pts.iter().fold((i32::MAX, i32::MIN), |(lo, hi), p| {
        (lo.min(p.0), hi.max(p.0))
    });
    let (min_y, max_y) = pts.iter().fold((i32::MAX, i32::MIN), |(lo, hi), p| {
        (lo.min(p.1), hi.max(p.1))
    });
    let pad = 70;
    // Never zoom in closer than about seven sticks across, so a young raft isn't huge.
    let w = (max_x - min_x + 2 * pad).max(700);
    let h = (max_y - min_y + 2 * pad).max(520);
    let view_box = format!(
        "{} {} {w} {h}",
        (min_x + max_x) / 2 - w / 2,
        (min_y + max_y) / 2 - h / 2
    );

    let mut cells: Vec<Cell> = view.sticks().keys().flat_map(|e| e.cells()).collect();
    crate::engine::sort_short(&mut cells);
    cells.dedup();
    let triangles: Html = cells
        .iter()
        .filter(|c| view.closed(**c))
        .map(|c| {
            let pts = c
                .corners()
                .map(vertex)
                .iter()
                .map(|(x, y)| format!("{x},{y}"))
                .collect::<Vec<_>>()
                .join(" ");
            let fill = if view.locked(*c) {
                "#8fc97a"
            } else {
                "#d4efc0"
            };
            html! { <polygon points={pts} fill={fill} /> }
        })
        .collect();
    let sticks: Html = view
        .sticks()
        .iter()
        .map(|(e, s)| {
            let [a, b] = e.ends().map(vertex);
            let (colour, width) = match s {
                Stick::Light => ("#e0b070", 13),
                Stick::Dark => ("#70421f", 13),
                Stick::Anchor => ("#1f1f1f", 16),
            };
            html! { <line class="stick" x1={a.0.to_string()} y1={a.1.to_string()} x2={b.0.to_string()} y2={b.1.to_string()}
                stroke={colour} stroke-width={width.to_string()} stroke-linecap="round"
                data-key={format!("stick {}", edge_name(*e))} data-at="raft" data-face={colour} /> }
        })
        .collect();
    let goats: Html = view
        .goats()
        .iter()
        .map(|(c, g)| html! {
            <g data-key={format!("goats {}", cell_name(*c))} data-at="raft"
                data-face={format!("{} {}", g.owner, g.pack as u8)}>{ goat(*c, *g, colour(g.owner)) }</g>
        })
        .collect();
    // Points each scoring triangle is worth, beside its goats.
    let points: Html = view
        .goats()
        .iter()
        .filter(|(c, _)| view.closed(**c))
        .map(|(c, g)| {
            let (x, y) = centre(*c);
            html! { <text class="pts" x={(x + 22).to_string()} y={(y - 16).to_string()} font-size="18" font-weight="bold" fill="#14401b">{ format!("+{}", g.pack.points()) }</text> }
        })
        .collect();
    let vacated = match view.phase() {
        Phase::Follow { vacated } => {
            let (x, y) = centre(*vacated);
            html! { <circle cx={x.to_string()} cy={y.to_string()} r="26" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="8 6" /> }
        }
        _ => html! {},
    };
    let shark = view.shark().map(|c| {
        let (x, y) = centre(c);
        html! { <text x={x.to_string()} y={(y + 14).to_string()} text-anchor="middle" font-size="44">{"🦈"}</text> }
    });
    let taps: Html = targets
        .into_iter()
        .map(|t| {
            let ghost = t.ghost.map(|e| {
                let [a, b] = e.ends().map(vertex);
                html! { <line class="ghost" x1={a.0.to_string()} y1={a.1.to_string()} x2={b.0.to_string()} y2={b.1.to_string()} /> }
            });
            html! {
                <g class="target" role="button" tabindex="0" aria-label={t.label} onkeydown={crate::app::on_key(t.on.clone())} onclick={t.on}>
                    { ghost.unwrap_or_default() }
                    <circle cx={t.at.0.to_string()} cy={t.at.1.to_string()} r={t.r.to_string()} />
                </g>
            }
        })
        .collect();

    // Buttons: rolling, the baby-or-mama choice, staying, undoing a pick.
    let mut buttons: Vec<Html> = Vec::new();
    for a in &props.legal {
        match a {
            Action::Roll => buttons.push(html! { <button class="choice" onclick={emit(a)}>{"🎲 Roll the die"}</button> }),
            Action::Stay => buttons.push(html! { <button class="choice" onclick={emit(a)}>{"Leave the spot empty"}</button> }),
            _ => {}
        }
    }
    if can_add(false) || can_add(true) {
        for (b, text) in [
            (false, "Adding a mama goat"),
            (true, "Adding the baby goat"),
        ] {
            let set = baby_choice.clone();
            buttons.push(html! {
                <button class={classes!("choice", (baby == b).then_some("chosen"))} aria-pressed={(baby == b).to_string()}
                    disabled={!can_add(b)} onclick={Callback::from(move |_| set.set((me, b)))}>{ text }</button>
            });
        }
    }
    if picked.is_some() {
        let pick = picked.clone();
        buttons.push(html! { <button class="choice" onclick={Callback::from(move |_| pick.set(None))}>{"Choose other goats"}</button> });
    }

    html! {
        <div class="fm-board">
            <p class="status" aria-live="polite"><Token colour={colour(me)} />{ props.watching.clone().map_or_else(|| prompt(view, &name(me), picked.is_some()), |w| w.to_string()) }</p>
            <div class="fm-main">
                <svg class="fm-raft" viewBox={view_box} role="group" aria-label="The raft">
                    <rect x="-100000" y="-100000" width="200000" height="200000" fill="#3f8fc4" />
                    { triangles }{ sticks }{ goats }{ points }{ vacated }{ shark.unwrap_or_default() }{ taps }
                </svg>
                <div class="fm-side">
                    <ul class="gg-scores" aria-label="Scores">
                        { for props.players.iter().enumerate().map(|(s, p)| {
                            let supply = view.supply().get(s).copied();
                            let left = supply.map_or(String::new(), |x| format!("{} mama{}{} to add", x.mamas, if x.mamas == 1 { "" } else { "s" }, if x.baby { " + baby" } else { "" }));
                            html! { <li class={classes!((s == me).then_some("active"))}><Token colour={p.colour} />
                                { format!("{}: {} of {} points · {left}", p.name, view.scores().get(s).copied().unwrap_or(0), view.target()) }</li> }
                        }) }
                    </ul>
                    <p>{ format!("Sticks in the pile: {}", view.pile()) }
                        if let Some(f) = view.last_roll() { { format!(" · Last roll: {}", f.name()) } }</p>
                    <section class="choices" aria-label="Your choices">{ for buttons }</section>
                </div>
            </div>
        </div>
    }
}

fn goat(c: Cell, g: Goats, colour: usize) -> Html {
    let (x, y) = centre(c);
    let label = |dx: i32, text: &'static str, r: i32| {
        html! {
            <>
                { shape(colour, x + dx, y, r) }
                <text x={(x + dx).to_string()} y={(y + 5).to_string()} text-anchor="middle" font-size="15" font-weight="bold" fill="#fff" stroke="#000" stroke-width="0.8">{ text }</text>
            </>
        }
    };
    match g.pack {
        Pack::Mama => label(0, "M", 20),
        Pack::Baby => label(0, "b", 14),
        Pack::TwoMamas => html! { <>{ label(-11, "M", 15) }{ label(11, "M", 15) }</> },
        Pack::MamaAndBaby => html! { <>{ label(-11, "M", 15) }{ label(12, "b", 11) }</> },
    }
}

fn prompt(view: &FloatsMcGoats, me: &str, picked: bool) -> String {
    match view.phase() {
        Phase::Turn => format!("{me}, add a goat to a marked spot, or roll the die."),
        Phase::Rolled(face) => {
            let what = match face {
                Face::AddStick => "tap where the new stick goes",
                Face::AddOrMove => "tap a free place to add a stick, or a light stick to move it",
                Face::MoveTwo => "tap the first light stick to move",
                Face::Flip => "tap a light stick to flip it dark",
                Face::GoatLove if picked => "now tap the goat to stack them with",
                Face::GoatLove => "tap one of your goats to move onto another of yours",
                Face::GoatFight if picked => "now tap the goats to fight",
                Face::GoatFight => "tap your goats that will fight",
                Face::SharkAttack => "tap the goats the shark attacks",
            };
            format!("{me}, you rolled {}: {what}.", face.name())
        }
        Phase::Carrying { .. } => format!("{me}, tap where the stick goes."),
        Phase::SecondStick { .. } => format!("{me}, now tap the second light stick to move."),
        Phase::Follow { .. } => {
            format!("{me}, you may move your goats into the spot the shark left.")
        }
        Phase::Over => "The game is over.".into(),
    }
}
