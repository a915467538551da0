//! Beside the raft: what the seat on turn is asked, the twelve-sided die (a button while it may
//! be rolled; it tumbles and lands on each roll, showing the face's picture and name), the
//! choices with no place on the raft, the stick pile, and each seat's points and goats still
//! to come aboard.

use super::What;
use crate::app::kit::markup::{attr, text};
use crate::app::kit::piece::{Kind, drawing_markup, token_markup};
use crate::games::floats_mcgoats::{FACES, Face, FloatsMcGoats, Phase};
use std::fmt::Write;

/// A face's picture, in a 48x48 box.
fn picture(face: Face) -> String {
    let stick = |y: i32, fill: &str| {
        format!(
            r##"<rect x="6" y="{y}" width="36" height="9" rx="4.5" fill="{fill}" stroke="#1d1a26" stroke-width="2"/>"##
        )
    };
    let plus = r##"<path d="M36 4v14M29 11h14" stroke="#1f7a3a" stroke-width="5" stroke-linecap="round"/>"##;
    let arrow = r##"<path d="M8 40h26m-7-6 7 6-7 6" fill="none" stroke="#1d1a26" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>"##;
    match face {
        Face::AddStick => format!("{}{plus}", stick(24, "#e2b877")),
        Face::AddOrMove => format!("{}{plus}{arrow}", stick(22, "#e2b877")),
        Face::MoveTwo => format!(
            "{}{}{arrow}",
            stick(6, "#e2b877"),
            stick(20, "#e2b877")
        ),
        Face::Flip => format!(
            r##"{}<rect x="24" y="20" width="18" height="9" rx="4.5" fill="#5a3a1e"/><path d="M14 14q10-12 20 0m0 0-6-1m6 1 1-6" fill="none" stroke="#1d1a26" stroke-width="3" stroke-linecap="round"/>"##,
            stick(20, "#e2b877")
        ),
        Face::GoatLove => r##"<path d="M24 42 8 26q-6-8 0-14t16 2q10-8 16-2t0 14z" fill="#e0457b" stroke="#1d1a26" stroke-width="2.5" stroke-linejoin="round"/>"##.to_string(),
        Face::GoatFight => r##"<path d="M24 3l5 12 12-4-6 11 11 6-12 3 3 13-11-8-9 10-1-13-13-1 10-8-7-11 12 3z" fill="#f2b705" stroke="#1d1a26" stroke-width="2.5" stroke-linejoin="round"/><path d="M17 28q2-8 7-9m7 9q-2-8-7-9" fill="none" stroke="#1d1a26" stroke-width="3" stroke-linecap="round"/>"##.to_string(),
        Face::SharkAttack => String::new(),
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

/// The die: a twelve-sided die seen from above, its face's picture in the middle, as markup.
fn d12(face: Option<Face>) -> String {
    let art = match face {
        Some(Face::SharkAttack) => format!(
            r#"<svg x="27" y="28" width="46" height="46" viewBox="0 0 48 48">{}</svg>"#,
            drawing_markup(Kind::Shark, None)
        ),
        Some(f) => format!(
            r#"<svg x="29" y="31" width="42" height="42" viewBox="0 0 48 48">{}</svg>"#,
            picture(f)
        ),
        None => {
            r#"<text x="50" y="63" text-anchor="middle" font-size="34" font-weight="800">12</text>"#
                .to_string()
        }
    };
    format!(
        r##"<svg class="fm-d12" viewBox="0 0 100 104" aria-hidden="true"><path d="M50 6 77 15 94 38V66L77 89 50 98 23 89 6 66V38L23 15Z" fill="#fffdf7" stroke="#1d1a26" stroke-width="3" stroke-linejoin="round"/><path d="M50 22 79 43 68 76H32L21 43Z" fill="#f6ecd2" stroke="#1d1a26" stroke-width="2"/><path d="M50 22V6M79 43 94 38M68 76 77 89M32 76 23 89M21 43 6 38" stroke="#1d1a26" stroke-width="2"/>{art}</svg>"##
    )
}

/// The die, as a button while it may be rolled (`roll`: its ` data-tap="…"`), as markup; it is
/// new, and tumbles in, on each roll (`rolls`). In a guided game (`guided`) the button is the
/// thing to tap next (`data-next`).
pub fn die(view: &FloatsMcGoats, rolls: u64, roll: Option<String>, guided: bool) -> String {
    // The last face stays up until the next roll (a new turn does not turn the die).
    let face = view.last_roll();
    let label = match face {
        Some(f) => format!(
            "The die shows {}\n{}\nIf that can't be done: add a stick.",
            f.name(),
            does(f)
        ),
        None => faces(),
    };
    let mut out = String::new();
    if let Some(tap) = &roll {
        out.push_str(r#"<button class="fm-roll primary""#);
        out.push_str(tap);
        if guided {
            out.push_str(r#" data-next="""#);
        }
        out.push('>');
    } else {
        out.push_str(r#"<div class="fm-roll">"#);
    }
    let _ = write!(
        out,
        r#"<div class="fm-die" data-key="fm-die{rolls}" data-at="die""#
    );
    if let Some(f) = face {
        attr(&mut out, "data-face", f.name());
    }
    attr(&mut out, "data-info", &label);
    out.push('>');
    out.push_str(&d12(face));
    out.push_str("</div><span>");
    match (&roll, face) {
        (None, Some(f)) => text(&mut out, f.name()),
        _ => out.push_str("Roll the die"),
    }
    out.push_str(if roll.is_some() {
        "</span></button>"
    } else {
        "</span></div>"
    });
    out
}

/// The stick pile, where new sticks come from, as markup.
pub fn pile(view: &FloatsMcGoats) -> String {
    let n = view.pile();
    format!(
        r##"<div class="fm-pile" data-key="fm-pile" data-at="pile" data-info="The stick pile: Add a stick takes one from here, and sticks that float away come back."><svg viewBox="0 0 60 40" aria-hidden="true"><g stroke="#1d1a26" stroke-width="2"><rect x="4" y="26" width="52" height="9" rx="4.5" fill="#e2b877"/><rect x="6" y="16" width="50" height="9" rx="4.5" fill="#d9ab66" transform="rotate(-4 30 20)"/><rect x="3" y="6" width="52" height="9" rx="4.5" fill="#e2b877" transform="rotate(3 30 10)"/></g></svg><span>{n} stick{} in the pile</span></div>"##,
        if n == 1 { "" } else { "s" }
    )
}

/// Each seat (its token and name, its points towards the target, the goats it has still to
/// add), as parts kept on the page while they read the same.
pub fn seats(view: &FloatsMcGoats, what: &What) -> Vec<(String, String)> {
    let scores = view.scores();
    let target = view.target();
    (0..view.supply().len())
        .map(|s| {
            let supply = view.supply().get(s).copied();
            let points = scores.get(s).copied().unwrap_or(0);
            let (mamas, baby) = supply.map_or((0, false), |x| (x.mamas, x.baby));
            let colour = what.colour(s);
            let left = format!(
                "{mamas} mama{}{} still to add",
                if mamas == 1 { "" } else { "s" },
                if baby { " and the baby" } else { "" }
            );
            let mut out = String::from(r#"<li class="fm-seat"#);
            if s == view.active() && *view.phase() != Phase::Over {
                out.push_str(" on");
            }
            let _ = write!(
                out,
                r#"" style="--pts:{}"><span class="fm-who">{}"#,
                points.min(target) * 100 / target.max(1),
                token_markup(colour, 26)
            );
            text(&mut out, &what.name(s));
            let _ = write!(
                out,
                r#"</span><span class="fm-pts" aria-label="{points} of {target} points"><b>{points}</b> / {target}</span><span class="fm-bar" aria-hidden="true"></span><span class="fm-sup" data-key="fm-sup{s}" data-at="supply" role="img""#
            );
            attr(&mut out, "aria-label", &left);
            attr(&mut out, "data-info", &left);
            out.push('>');
            out.push_str(&goats_to_add(colour, mamas, baby));
            out.push_str("</span></li>");
            (format!("s{s}"), out)
        })
        .collect()
}

/// A seat's goats still to add, as markup: a mama and their count, and the baby if still there.
fn goats_to_add(colour: usize, mamas: u8, baby: bool) -> String {
    let goat = drawing_markup(Kind::Goat, Some(colour));
    let baby = if baby {
        format!(r#"<svg class="baby" viewBox="0 0 48 48" aria-hidden="true">{goat}</svg>"#)
    } else {
        String::new()
    };
    format!(
        r#"<svg viewBox="0 0 48 48" aria-hidden="true">{goat}</svg><span>×{mamas}</span>{baby}"#
    )
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
