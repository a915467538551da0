//! A claim played out in the middle of the board: the wand claimed and what the claim paid, then
//! each answer in turn as it comes (a block, a push, a player letting it go), the player being
//! asked now with their buttons, and at the end the result, which fades away as the turn goes on.

use super::wands::{suits, wand_markup};
use super::{Table, labels};
use crate::app::kit::markup::text;
use crate::app::kit::piece::token_markup;
use crate::engine::Seat;
use crate::games::gruff_goats::{Action, Phase, Wand};

/// One line of the claim: who did what.
fn step(out: &mut String, t: &Table, k: usize, seat: Seat, words: &str, wand: Option<Wand>) {
    out.push_str(&format!(
        r#"<li class="gg-step" data-key="gg-st{k}" data-at="stage">"#
    ));
    out.push_str(&token_markup(t.colour(seat), 22));
    out.push_str("<span>");
    text(out, &t.name(seat));
    out.push(' ');
    out.push_str(words);
    out.push_str("</span>");
    if let Some(w) = wand {
        out.push_str(r#"<span class="gg-paid">"#);
        suits(out, w);
        out.push_str("</span>");
    }
    out.push_str("</li>");
}

/// The claim in progress or just decided, if the last actions are one.
pub(super) fn stage(out: &mut String, t: &Table) {
    let live = match &t.view.phase {
        Phase::Block(c) | Phase::Push(c) => Some(c),
        _ => None,
    };
    // The claim's actions: from the last claim on, if nothing else happened since.
    let start = t
        .recent
        .iter()
        .rposition(|(_, a)| matches!(a, Action::Claim { .. }));
    let tail = start.map_or(&[][..], |i| &t.recent[i..]);
    let answers_only = tail.iter().skip(1).all(|(_, a)| {
        matches!(
            a,
            Action::Block | Action::Allow | Action::Push | Action::GiveUp
        )
    });
    let Some((claimer, wand)) = live
        .map(|c| (c.claimer, c.wand))
        .or_else(|| match tail.first() {
            Some((s, Action::Claim { wand })) if answers_only => Some((*s, *wand)),
            _ => None,
        })
    else {
        return;
    };
    let tail = if answers_only { tail } else { &[] };
    let holder = t.view.wands[wand.index()];
    let result = match (live, tail.last()) {
        (Some(c), _) => match &t.view.phase {
            Phase::Block(_) => c
                .queue
                .first()
                .map(|s| format!("{} may block, or let it go…", t.name(*s))),
            _ => Some(format!("{} may push again, or give up…", t.name(c.claimer))),
        },
        (None, Some((_, Action::GiveUp))) => Some(match holder {
            Some(h) => format!("The wand stays with {}.", t.name(h)),
            None => "The wand stays on the table.".to_string(),
        }),
        (None, _) if holder == Some(claimer) => {
            Some(format!("{} takes the {}!", t.name(claimer), wand.name()))
        }
        _ => None,
    };
    let answers: Vec<Action> = t
        .legal
        .iter()
        .filter(|a| {
            matches!(
                a,
                Action::Block | Action::Allow | Action::Push | Action::GiveUp
            )
        })
        .cloned()
        .collect();
    out.push_str(if live.is_none() {
        r#"<section class="gg-stage done" aria-label="The claim">"#
    } else {
        r#"<section class="gg-stage" aria-label="The claim">"#
    });
    out.push_str(r#"<h3><span class="gg-stage-wand" aria-hidden="true">"#);
    out.push_str(wand_markup(wand));
    out.push_str("</span>");
    text(
        out,
        &format!("{} claims the {}", t.name(claimer), wand.name()),
    );
    out.push_str(r#"<span class="gg-paid">"#);
    suits(out, wand);
    out.push_str(r#"</span></h3><ol class="gg-steps">"#);
    for (k, (seat, a)) in tail.iter().enumerate() {
        let (words, paid) = match a {
            Action::Claim { .. } => ("pays", Some(wand)),
            Action::Block => ("blocks", Some(wand)),
            Action::Push => ("pushes again", Some(wand)),
            Action::Allow => ("lets it go", None),
            Action::GiveUp => ("gives up", None),
            _ => continue,
        };
        step(out, t, k, *seat, words, paid);
    }
    out.push_str("</ol>");
    if let Some(r) = result {
        out.push_str(r#"<p class="gg-result">"#);
        text(out, &r);
        out.push_str("</p>");
    }
    if !answers.is_empty() {
        out.push_str(r#"<div class="choices gg-answers">"#);
        for a in answers {
            out.push_str(if matches!(a, Action::Block | Action::Push) {
                r#"<button class="choice pay""#
            } else {
                r#"<button class="choice""#
            });
            out.push_str(t.next(true));
            let label = labels::label(&a, t.view, t.players);
            out.push_str(&t.send(a));
            out.push('>');
            text(out, &label);
            out.push_str("</button>");
        }
        out.push_str("</div>");
    }
    out.push_str("</section>");
}
