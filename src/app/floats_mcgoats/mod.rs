//! The Floats McGoats table: the sea fills the screen, and the raft floats in it, drawn large and
//! zoomed to fit as it grows (pinch, drag, the wheel or the buttons zoom and pan). Beside it (under
//! it in portrait): the prompt, the twelve-sided die, the choices that have no place on the raft,
//! the stick pile and the seats. Everything is public: there are no hand-offs.
//!
//! Motion (the kit's, `kit::motion`): sticks are keyed by a number that follows the stick when it
//! is moved (`fm-s<n>`, its place as `data-at`, light/dark/anchor as `data-face`, so a flip turns
//! it over); goats by seat and goat (`fm-g<seat>m<n>`, `fm-g<seat>b`), their triangle and place
//! in a stack as `data-at`, coming from their seat's supply (`fm-sup<seat>`) when added; the
//! shark (`fm-shark`) swims from the water to its spot; the die is new on each roll and tumbles
//! in. What drifts away or is eaten is drawn leaving for one move (`memory`).

mod memory;
mod panel;
mod raft;
mod words;
mod zoom;

use crate::app::kit::piece::Token;
use crate::app::kit::{use_kept, use_steady};
use crate::engine::{Game, Player, Seat};
use crate::games::floats_mcgoats::{Action, Cell, Edge, FloatsMcGoats};
use memory::Memory;
use panel::{Choices, Die, Pile, SeatRow};
use raft::{SIDE, centre, middle};
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
    /// The last action played (to follow a moved stick or goat from where it was).
    #[prop_or_default]
    pub last: Option<Action>,
}
/// Who plays, the goats picked for Goat Love or a fight, and whether a lesson guides the game.
pub struct What {
    players: Vec<Player>,
    picked: Option<Cell>,
    guided: bool,
}

impl What {
    /// A seat's player's name.
    fn name(&self, seat: Seat) -> String {
        crate::app::kit::layout::seat_name(&self.players, seat)
    }

    /// A seat's player's colour.
    fn colour(&self, seat: Seat) -> usize {
        crate::app::kit::layout::seat_colour(&self.players, seat)
    }
}

/// What a lit place does when tapped.
#[derive(Clone, PartialEq)]
pub enum Tap {
    Act(Action),
    /// Picks these goats for Goat Love or a fight.
    Pick(Cell),
}

/// A lit place on the raft.
pub struct Target {
    /// Its middle on the drawing.
    at: (i32, i32),
    /// Where it is, unique among the lit places (the drawing's key).
    key: String,
    /// What a tap does, in the players' words.
    label: String,
    /// What is there and what a tap does, for the info sheet.
    info: String,
    /// A stick's place (`stick_there`: a stick lies there now), or a triangle.
    edge: Option<Edge>,
    cell: Option<Cell>,
    stick_there: bool,
    tap: Tap,
}

/// The lit places for the legal actions: goats to add (of the kind chosen), sticks' places,
/// sticks to take or flip, goats to attack, fight or love (picking one's own goats first).
fn targets(
    view: &FloatsMcGoats,
    what: &What,
    legal: &[Action],
    baby: bool,
    picked: Option<Cell>,
) -> Vec<Target> {
    let mut out: Vec<Target> = Vec::new();
    let edge = |e: Edge, label: &str, a: &Action| {
        let there = view.sticks().get(&e).copied();
        let about = there.map_or(words::PLACE.to_string(), |s| words::stick(view, e, s));
        Target {
            at: middle(e),
            key: raft::edge_at(e),
            label: label.to_string(),
            info: format!("{about}\n{label}."),
            edge: Some(e),
            cell: None,
            stick_there: there.is_some(),
            tap: Tap::Act(a.clone()),
        }
    };
    let cell = |c: Cell, label: String, tap: Tap| {
        let about = view.goats().get(&c).map_or_else(
            || words::empty(view, c),
            |g| words::goats(view, what, c, *g),
        );
        Target {
            at: centre(c),
            key: raft::cell_at(c),
            info: format!("{about}\n{label}."),
            label,
            edge: None,
            cell: Some(c),
            stick_there: false,
            tap,
        }
    };
    let theirs = |c: &Cell| {
        view.goats()
            .get(c)
            .map_or_else(|| "the goats there".to_string(), |g| words::pack(what, *g))
    };
    for a in legal {
        let t = match a {
            Action::AddGoat { cell: c, baby: b } if *b == baby => cell(
                *c,
                format!("Add your {} goat here", if *b { "baby" } else { "mama" }),
                Tap::Act(a.clone()),
            ),
            Action::AddStick { edge: e } => edge(*e, "Add a stick here", a),
            Action::PlaceStick { edge: e } => edge(*e, "Put the stick here", a),
            Action::TakeStick { edge: e } => edge(*e, "Pick up this stick to move it", a),
            Action::Flip { edge: e } => edge(*e, "Flip this stick dark for good", a),
            Action::Shark { victim } => cell(
                *victim,
                format!("The shark attacks {}", theirs(victim)),
                Tap::Act(a.clone()),
            ),
            Action::Follow { from } => cell(
                *from,
                "Move these goats into the shark's old spot".to_string(),
                Tap::Act(a.clone()),
            ),
            Action::GoatLove { from, to }
            | Action::Fight {
                mine: from,
                theirs: to,
            } => {
                let love = matches!(a, Action::GoatLove { .. });
                match picked {
                    Some(p) if p == *from => cell(
                        *to,
                        if love {
                            "Stack your goats with these".to_string()
                        } else {
                            format!("Fight {}", theirs(to))
                        },
                        Tap::Act(a.clone()),
                    ),
                    Some(_) => continue,
                    None if out.iter().any(|t| t.cell == Some(*from)) => continue,
                    None => cell(
                        *from,
                        format!(
                            "Choose these goats to {}",
                            if love { "move" } else { "fight" }
                        ),
                        Tap::Pick(*from),
                    ),
                }
            }
            _ => continue,
        };
        out.push(t);
    }
    out
}

/// The sea's size on screen in pixels, as `static/games/floats-mcgoats.css` lays it out
/// (for the drawing's shape and the size of tap areas; the drawing fits whatever it gets). On a
/// phone a guided game's sea is shorter (`guided`), so the die under it is in view too.
fn sea_px(guided: bool) -> (i32, i32) {
    let size = web_sys::window().map_or((1280.0, 800.0), |w| {
        let get = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64());
        (
            get(w.inner_width()).unwrap_or(1280.0),
            get(w.inner_height()).unwrap_or(800.0),
        )
    });
    let (w, h) = (size.0 as i32, size.1 as i32);
    if w < 600 {
        (w - 20, if guided { 360 } else { 500 })
    } else if w > h && w > 900 {
        let panel = (w * 27 / 100).clamp(290, 360);
        (w - 28 - panel, h - 78)
    } else {
        (w - 20, h - 92 - (h * 32 / 100).clamp(300, 430))
    }
}

/// The box that shows the whole raft and its lit places, shaped like the sea, never closer than
/// a stick to 150 pixels, with a strip for the zoom buttons (72 pixels: on the right, or along
/// the bottom on a phone, where width is short). Returns it and a tap area's radius in drawing
/// units: 31 pixels, but never over half the way to the next place for a stick (else one would
/// cover the next one's middle: zoom in to tap on a phone). `guided`: see [`sea_px`].
fn fit(extent: [i32; 4], guided: bool) -> ([i32; 4], i32) {
    let (sea_w, sea_h) = sea_px(guided);
    let (sea_w, sea_h) = (sea_w.max(200), sea_h.max(200));
    let phone = sea_w < 580;
    let (sw, sh) = if phone {
        (sea_w, sea_h - 72)
    } else {
        (sea_w - 72, sea_h)
    };
    let [x0, y0, x1, y1] = extent;
    let margin = SIDE * 4 / 5;
    let mut w = (x1 - x0 + 2 * margin).max(sw * SIDE / 150);
    let mut h = (y1 - y0 + 2 * margin).max(sh * SIDE / 150);
    if w * sh > h * sw {
        h = w * sh / sw;
    } else {
        w = h * sw / sh;
    }
    let (cx, cy) = ((x0 + x1) / 2, (y0 + y1) / 2);
    (
        [cx - w / 2, cy - h / 2, w * sea_w / sw, h * sea_h / sh],
        (31 * w / sw).min(SIDE / 4),
    )
}

/// The whole table: the sea with the raft, and the panel beside it.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let view = &props.view;
    // Which goat to add, remembered per player (a baby choice must not carry over to the next
    // player), and falling back to whichever kind is left.
    let baby_choice = use_state(|| (usize::MAX, false));
    let picked = use_state(|| None::<Cell>);
    let zoom = use_mut_ref(zoom::Zoom::default);
    let svg = use_node_ref();
    // In a guided game the one control on the way to the step's action is marked (the legal list
    // then holds that action alone, so at most one target, button or die is on offer).
    let guided = crate::app::kit::guide::use_guided();
    // The raft's memory is the page's, not this drawing's: the end screen (or a replay) draws
    // the same raft anew, and its sticks and goats must keep their keys, else all of them would
    // seem to arrive at once.
    let memory = use_kept::<Memory>();
    memory.borrow_mut().update(view, props.last.as_ref());
    let act = use_steady(props.on_action.clone());
    // A lit place's tap: its action, or picking goats. The end of a drag or a pinch is not a tap.
    let tap = {
        let (act, picked, zoom) = (act.clone(), picked.clone(), zoom.clone());
        use_steady(Callback::from(move |t: Tap| {
            if zoom.borrow().dragged {
                return;
            }
            match t {
                Tap::Act(a) => {
                    picked.set(None);
                    act.emit(a);
                }
                Tap::Pick(c) => picked.set(Some(c)),
            }
        }))
    };
    let me = view.active();
    let can_add = |b: bool| {
        props
            .legal
            .iter()
            .any(|a| matches!(a, Action::AddGoat { baby, .. } if *baby == b))
    };
    let wanted = baby_choice.0 == me && baby_choice.1;
    let baby = if can_add(wanted) { wanted } else { !wanted };
    // A pick only stands while its goats may still act.
    let pick = (*picked).filter(|p| {
        props.legal.iter().any(|a| {
            matches!(a, Action::GoatLove { from, .. } | Action::Fight { mine: from, .. } if from == p)
        })
    });
    // Goat Love or a fight: goats to choose, then where they go.
    let pairing = props
        .legal
        .iter()
        .any(|a| matches!(a, Action::GoatLove { .. } | Action::Fight { .. }));
    let what = What {
        players: props.players.clone(),
        picked: pick,
        guided,
    };
    let targets = targets(view, &what, &props.legal, baby, pick);
    let near = raft::extent(view, &targets);
    let (box_, hit) = fit(near, guided);
    zoom.borrow_mut().fit = box_;
    let view_box = zoom.borrow().view_box();
    let handlers = zoom::handlers(&zoom, &svg);

    // The choices with no place on the raft: leave the spot empty, the goat to add, other goats.
    let stay = props.legal.contains(&Action::Stay);
    let kinds = (can_add(false) || can_add(true)).then_some(panel::Kinds {
        colour: what.colour(me),
        baby,
        mama_ok: can_add(false),
        baby_ok: can_add(true),
    });
    let on_kind = {
        let set = baby_choice.clone();
        use_steady(Callback::from(move |b: bool| set.set((me, b))))
    };
    let on_unpick = {
        let picked = picked.clone();
        use_steady(Callback::from(move |()| picked.set(None)))
    };
    let status = props.watching.clone().map_or_else(
        || panel::prompt(view, &what.name(me), pick.is_some()),
        |w| w.to_string(),
    );
    let scores = view.scores();
    let seats = (0..view.supply().len()).map(|s| {
        let supply = view.supply().get(s).copied();
        let (mamas, baby) = supply.map_or((0, false), |x| (x.mamas, x.baby));
        html! {
            <SeatRow key={s} seat={s} name={AttrValue::from(what.name(s))} colour={what.colour(s)}
                points={scores.get(s).copied().unwrap_or(0)} target={view.target()} {mamas} {baby}
                on={s == me && *view.phase() != crate::games::floats_mcgoats::Phase::Over} />
        }
    });
    let rolls = view.reveals();
    let memory = memory.borrow();
    html! {
        <div class="fm-board" style={format!("--n:{}", view.supply().len())}>
            <div class="fm-sea">
                <svg class="fm-raft" ref={svg.clone()} viewBox={view_box} role="group" aria-label="The raft"
                    onpointerdown={handlers.down} onpointermove={handlers.moved} onpointerup={handlers.up.clone()}
                    onpointercancel={handlers.up} onwheel={handlers.wheel}>
                    { raft::drawing(view, &memory, &what, &targets, raft::Fit { hit, near, shown: box_ }, &tap) }
                </svg>
                { zoom::buttons(&zoom, &svg) }
            </div>
            <div class="fm-panel">
                <p class="status fm-status" aria-live="polite"><Token colour={what.colour(me)} size=24 />{ status }</p>
                <div class="fm-turn">
                    <Die key={format!("die{rolls}")} face={view.last_roll()} {rolls}
                        roll={props.legal.contains(&Action::Roll)} {guided} act={act.clone()} />
                    if stay || kinds.is_some() || pairing {
                        <Choices key="choices" {stay} {kinds} unpick={pairing.then_some(pick.is_some())} {guided} {act}
                            {on_kind} {on_unpick} />
                    }
                </div>
                <ul class="fm-seats" aria-label="Seats">{ for seats }</ul>
                <Pile n={view.pile()} />
            </div>
        </div>
    }
}
