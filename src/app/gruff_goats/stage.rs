//! A claim played out in the middle of the board: the wand claimed and what the claim paid, then
//! each answer in turn as it comes (a block, a push, a player letting it go), the player being
//! asked now with their buttons, and at the end the result, which fades away as the turn goes on.

use super::wands::{suits, wand_markup};
use super::{Table, labels};
use crate::app::kit::piece::Token;
use crate::app::kit::piece::raw;
use crate::engine::Seat;
use crate::games::gruff_goats::{Action, Phase, Wand};
use yew::prelude::*;

/// One line of the claim: who did what.
fn step(t: &Table, k: usize, seat: Seat, words: String, wand: Option<Wand>) -> Html {
    html! {
        <li class="gg-step" data-key={format!("gg-st{k}")} data-at="stage">
            <Token colour={t.colour(seat)} size={22} />
            <span>{ words }</span>
            if let Some(w) = wand { <span class="gg-paid">{ suits(w) }</span> }
        </li>
    }
}

/// The claim in progress or just decided, if the last actions are one.
pub(super) fn stage(t: &Table) -> Html {
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
        return html! {};
    };
    let tail = if answers_only { tail } else { &[] };
    let mut lines = Vec::new();
    for (k, (seat, a)) in tail.iter().enumerate() {
        let (words, paid) = match a {
            Action::Claim { .. } => ("pays".to_string(), Some(wand)),
            Action::Block => ("blocks".to_string(), Some(wand)),
            Action::Push => ("pushes again".to_string(), Some(wand)),
            Action::Allow => ("lets it go".to_string(), None),
            Action::GiveUp => ("gives up".to_string(), None),
            _ => continue,
        };
        lines.push(step(
            t,
            k,
            *seat,
            format!("{} {words}", t.name(*seat)),
            paid,
        ));
    }
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
    html! {
        <section class={classes!("gg-stage", live.is_none().then_some("done"))} aria-label="The claim">
            <h3>
                <span class="gg-stage-wand" aria-hidden="true">{ raw(wand_markup(wand).to_string()) }</span>
                { format!("{} claims the {}", t.name(claimer), wand.name()) }
                <span class="gg-paid">{ suits(wand) }</span>
            </h3>
            <ol class="gg-steps">{ for lines }</ol>
            if let Some(r) = result { <p class="gg-result">{ r }</p> }
            if !answers.is_empty() {
                <div class="choices gg-answers">
                    { for answers.into_iter().map(|a| html! {
                        <button class={classes!("choice", matches!(a, Action::Block | Action::Push).then_some("pay"))}
                            data-next={t.next(true)} onclick={t.send(a.clone())}>{ labels::label(&a, t.view, t.players) }</button>
                    }) }
                </div>
            }
        </section>
    }
}
