//! Beside the raft: what the seat on turn is asked, the twelve-sided die (a button while it may
//! be rolled; it tumbles and lands on each roll, showing the face's picture and name), the
//! choices with no place on the raft, the stick pile, and each seat's points and goats still
//! to come aboard.

use crate::app::kit::piece::{Drawing, Kind, Token};
use crate::games::floats_mcgoats::{Action, FACES, Face, FloatsMcGoats, Phase};
use yew::prelude::*;

/// A face's picture, in a 48x48 box.
fn picture(face: Face) -> Html {
    let stick = |y: &'static str| {
        html! {
            <rect x="6" {y} width="36" height="9" rx="4.5" fill="#e2b877" stroke="#1d1a26" stroke-width="2" />
        }
    };
    let plus = html! { <path d="M36 4v14M29 11h14" stroke="#1f7a3a" stroke-width="5" stroke-linecap="round" /> };
    let arrow = || {
        html! {
            <path d="M8 40h26m-7-6 7 6-7 6" fill="none" stroke="#1d1a26" stroke-width="3.5"
                stroke-linecap="round" stroke-linejoin="round" />
        }
    };
    match face {
        Face::AddStick => html! { <>{ stick("24") }{ plus }</> },
        Face::AddOrMove => html! { <>{ stick("22") }{ plus }{ arrow() }</> },
        Face::MoveTwo => html! { <>{ stick("6") }{ stick("20") }{ arrow() }</> },
        Face::Flip => html! {
            <>
                { stick("20") }
                <rect x="24" y="20" width="18" height="9" rx="4.5" fill="#5a3a1e" />
                <path d="M14 14q10-12 20 0m0 0-6-1m6 1 1-6" fill="none" stroke="#1d1a26" stroke-width="3"
                    stroke-linecap="round" />
            </>
        },
        Face::GoatLove => html! {
            <path d="M24 42 8 26q-6-8 0-14t16 2q10-8 16-2t0 14z" fill="#e0457b" stroke="#1d1a26"
                stroke-width="2.5" stroke-linejoin="round" />
        },
        Face::GoatFight => html! {
            <>
                <path d="M24 3l5 12 12-4-6 11 11 6-12 3 3 13-11-8-9 10-1-13-13-1 10-8-7-11 12 3z" fill="#f2b705"
                    stroke="#1d1a26" stroke-width="2.5" stroke-linejoin="round" />
                <path d="M17 28q2-8 7-9m7 9q-2-8-7-9" fill="none" stroke="#1d1a26" stroke-width="3"
                    stroke-linecap="round" />
            </>
        },
        Face::SharkAttack => html! {},
    }
}

/// What a face's move is.
fn does(face: Face) -> &'static str {
    match face {
        Face::AddStick => "Lay a stick from the pile at the end of a raft stick.",
        Face::AddOrMove => "Lay a stick, or move a light stick.",
        Face::MoveTwo => "Move two light sticks to new places.",
        Face::Flip => "Turn a light stick dark for good.",
        Face::GoatLove => "Stack one of your goats on another of yours.",
        Face::GoatFight => {
            "Swap places with rival goats of your kind (a stack: any but a lone baby)."
        }
        Face::SharkAttack => {
            "The shark takes the spot of goats you choose; after a later attack you may move into its old one."
        }
    }
}

/// The die's twelve faces, counted, one line each.
fn faces() -> String {
    let mut out = "The twelve-sided die".to_string();
    for (i, f) in FACES.iter().enumerate() {
        if FACES[..i].contains(f) {
            continue;
        }
        let n = FACES.iter().filter(|g| *g == f).count();
        out.push_str(&format!("\n{n} × {}: {}", f.name(), does(*f)));
    }
    out
}

/// The die: a twelve-sided die seen from above, its face's picture in the middle.
fn d12(face: Option<Face>) -> Html {
    let art = match face {
        Some(Face::SharkAttack) => html! {
            <svg x="27" y="28" width="46" height="46" viewBox="0 0 48 48"><Drawing kind={Kind::Shark} /></svg>
        },
        Some(f) => html! {
            <svg x="29" y="31" width="42" height="42" viewBox="0 0 48 48">{ picture(f) }</svg>
        },
        None => {
            html! { <text x="50" y="63" text-anchor="middle" font-size="34" font-weight="800">{ "12" }</text> }
        }
    };
    html! {
        <svg class="fm-d12" viewBox="0 0 100 104" aria-hidden="true">
            <path d="M50 6 77 15 94 38V66L77 89 50 98 23 89 6 66V38L23 15Z" fill="#fffdf7" stroke="#1d1a26"
                stroke-width="3" stroke-linejoin="round" />
            <path d="M50 22 79 43 68 76H32L21 43Z" fill="#f6ecd2" stroke="#1d1a26" stroke-width="2" />
            <path d="M50 22V6M79 43 94 38M68 76 77 89M32 76 23 89M21 43 6 38" stroke="#1d1a26" stroke-width="2" />
            { art }
        </svg>
    }
}

/// The die: the face up (the last roll's, until the die may be rolled again: then no face), how
/// many rolls so far, whether it may be rolled now (`roll`), whether a lesson
/// points at it (`guided`); `act` plays the roll.
#[derive(Properties, PartialEq)]
pub struct DieProps {
    pub face: Option<Face>,
    pub rolls: u64,
    pub roll: bool,
    pub guided: bool,
    pub act: Callback<Action>,
}

/// The die, a button while it may be rolled; it is new, and tumbles in, on each roll (the
/// table keys it by the rolls so far). In a guided game the button is the thing to tap next
/// (`data-next`).
#[component]
pub fn Die(p: &DieProps) -> Html {
    // A die that may be rolled shows no face: the last player's face is not this roll's. (Its
    // `data-face` stays the last roll's: the die is not news until it is rolled again.)
    let face = if p.roll { None } else { p.face };
    let label = match face {
        Some(f) => format!(
            "The die shows {}\n{}\nIf that can't be done: add a stick.",
            f.name(),
            does(f)
        ),
        None => faces(),
    };
    let die = html! {
        <div class="fm-die" data-key={format!("fm-die{}", p.rolls)} data-at="die"
            data-face={p.face.map(Face::name)} data-info={label}>
            { d12(face) }
        </div>
    };
    if p.roll {
        let act = p.act.clone();
        let onclick = Callback::from(move |_: MouseEvent| act.emit(Action::Roll));
        html! {
            <button class="fm-roll primary" data-next={p.guided.then_some("")} {onclick}>
                { die }<span>{ "Roll the die" }</span>
            </button>
        }
    } else {
        html! {
            <div class="fm-roll">
                { die }<span>{ p.face.map_or("Roll the die", Face::name) }</span>
            </div>
        }
    }
}

/// The stick pile, where new sticks come from: how many are left.
#[derive(Properties, PartialEq)]
pub struct PileProps {
    pub n: u8,
}

#[component]
pub fn Pile(p: &PileProps) -> Html {
    html! {
        <div class="fm-pile" data-key="fm-pile" data-at="pile"
            data-info="The stick pile: Add a stick takes one from here, and sticks that float away come back.">
            <svg viewBox="0 0 60 40" aria-hidden="true">
                <g stroke="#1d1a26" stroke-width="2">
                    <rect x="4" y="26" width="52" height="9" rx="4.5" fill="#e2b877" />
                    <rect x="6" y="16" width="50" height="9" rx="4.5" fill="#d9ab66" transform="rotate(-4 30 20)" />
                    <rect x="3" y="6" width="52" height="9" rx="4.5" fill="#e2b877" transform="rotate(3 30 10)" />
                </g>
            </svg>
            <span>{ format!("{} stick{} in the pile", p.n, if p.n == 1 { "" } else { "s" }) }</span>
        </div>
    }
}

/// A seat: its number, name and token, its points towards the target, the goats it has still
/// to add, and whether it is on turn.
#[derive(Properties, PartialEq)]
pub struct SeatProps {
    pub seat: usize,
    pub name: AttrValue,
    pub colour: usize,
    pub points: u32,
    pub target: u32,
    pub mamas: u8,
    pub baby: bool,
    pub on: bool,
}

#[component]
pub fn SeatRow(p: &SeatProps) -> Html {
    let left = format!(
        "{} mama{}{} still to add",
        p.mamas,
        if p.mamas == 1 { "" } else { "s" },
        if p.baby { " and the baby" } else { "" }
    );
    let style = format!("--pts:{}", p.points.min(p.target) * 100 / p.target.max(1));
    let row = html! {
        <>
            <span class="fm-who"><Token colour={p.colour} size=26 />{ p.name.clone() }</span>
            <span class="fm-pts" aria-label={format!("{} of {} points", p.points, p.target)}>
                <b>{ p.points }</b>{ format!(" / {}", p.target) }
            </span>
            <span class="fm-bar" aria-hidden="true"></span>
            <span class="fm-sup" data-key={format!("fm-sup{}", p.seat)} data-at="supply" role="img"
                aria-label={left.clone()} data-info={left}>
                <svg viewBox="0 0 48 48" aria-hidden="true"><Drawing kind={Kind::Goat} seat={p.colour} /></svg>
                <span>{ format!("×{}", p.mamas) }</span>
                if p.baby {
                    <svg class="baby" viewBox="0 0 48 48" aria-hidden="true">
                        <Drawing kind={Kind::Goat} seat={p.colour} />
                    </svg>
                }
            </span>
        </>
    };
    if p.on {
        html! { <li class="fm-seat on" {style}>{ row }</li> }
    } else {
        html! { <li class="fm-seat" {style}>{ row }</li> }
    }
}

/// Which goat the seat on turn may add: its colour, the kind chosen, which kinds it may add.
#[derive(Clone, Copy, PartialEq)]
pub struct Kinds {
    pub colour: usize,
    pub baby: bool,
    pub mama_ok: bool,
    pub baby_ok: bool,
}

/// The choices with no place on the raft: leave the spot empty (`stay`: the shark's old spot),
/// which kind of goat to add (`kinds`), choose other goats (`unpick`).
#[derive(Properties, PartialEq)]
pub struct ChoicesProps {
    pub stay: bool,
    pub kinds: Option<Kinds>,
    /// In Goat Love or a fight: whether goats are chosen.
    pub unpick: Option<bool>,
    pub guided: bool,
    pub act: Callback<Action>,
    pub on_kind: Callback<bool>,
    pub on_unpick: Callback<()>,
}

#[component]
pub fn Choices(p: &ChoicesProps) -> Html {
    let stay = p.stay.then(|| {
        let act = p.act.clone();
        let onclick = Callback::from(move |_: MouseEvent| act.emit(Action::Stay));
        html! {
            <button class="choice" data-next={p.guided.then_some("")} {onclick}>{ "Leave the spot empty" }</button>
        }
    });
    let kinds = p.kinds.map(|k| {
        let kind = |b: bool, text: &'static str| {
            let chosen = k.baby == b;
            let on = p.on_kind.clone();
            let onclick = Callback::from(move |_: MouseEvent| on.emit(b));
            let class = if chosen {
                "choice fm-kind chosen"
            } else {
                "choice fm-kind"
            };
            let goat = if b {
                html! {
                    <svg class="baby" viewBox="0 0 48 48" aria-hidden="true"><Drawing kind={Kind::Goat} seat={k.colour} /></svg>
                }
            } else {
                html! {
                    <svg viewBox="0 0 48 48" aria-hidden="true"><Drawing kind={Kind::Goat} seat={k.colour} /></svg>
                }
            };
            let ok = if b { k.baby_ok } else { k.mama_ok };
            html! {
                <button {class} aria-pressed={if chosen { "true" } else { "false" }} disabled={!ok} {onclick}>
                    { goat }{ text }
                </button>
            }
        };
        html! { <>{ kind(false, "Add a mama goat") }{ kind(true, "Add the baby goat") }</> }
    });
    // (There through the whole Goat Love or fight, live once goats are chosen: the panel does
    // not move under a second tap.)
    let unpick = p.unpick.map(|picked| {
        let on = p.on_unpick.clone();
        let onclick = Callback::from(move |_: MouseEvent| on.emit(()));
        html! { <button class="choice" disabled={!picked} {onclick}>{ "Choose other goats" }</button> }
    });
    html! {
        <section class="choices" aria-label="Your choices">{ stay }{ kinds }{ unpick }</section>
    }
}

/// What the seat on turn is asked.
pub fn prompt(view: &FloatsMcGoats, me: &str, picked: bool) -> String {
    match view.phase() {
        Phase::Turn => format!("{me}, add a goat to a lit triangle, or roll the die."),
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
