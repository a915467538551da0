//! A claim played out in the middle of the board: the wand claimed and what the claim paid, then
//! each answer in turn as it comes (a block, a push, a player letting it go), the player being
//! asked now with their buttons, and at the end the result, which fades away as the turn goes on.

use super::wands::{suits, wand_art};
use super::{Pick, Table, labels};
use crate::app::kit::piece::Token;
use crate::engine::Seat;
use crate::games::gruff_goats::{Action, Phase, Wand, words};
use yew::prelude::*;

/// One line of the claim: who did what.
fn step(t: &Table, k: usize, seat: Seat, words: &str, wand: Option<Wand>) -> Html {
    html! {
        <li key={k} class="gg-step" data-key={format!("gg-st{k}")} data-at="stage">
            <Token colour={t.colour(seat)} size=22 />
            <span>{ format!("{} {words}", t.name(seat)) }</span>
            if let Some(w) = wand { <span class="gg-paid">{ suits(w) }</span> }
        </li>
    }
}

/// A wand the seat on screen means to claim, before anything is paid: what it does, what the
/// claim costs and how the others may answer, and the button that claims it.
fn preview(t: &Table, w: Wand) -> Html {
    let from = t.view.wands[w.index()]
        .map(|h| format!(" from {}", t.name(h)))
        .unwrap_or_default();
    let cost = words::cost(w);
    let claim = Action::Claim { wand: w };
    html! {
        <section class="gg-stage gg-preview" aria-label="Claim a wand">
            <h3>
                <span class="gg-stage-wand" aria-hidden="true">{ wand_art(w) }</span>
                { format!("Claim the {}{from}?", w.name()) }
                <span class="gg-paid">{ suits(w) }</span>
            </h3>
            <p class="gg-result">{ format!("Whoever holds it may {}, paying {cost} each time.", w.effect()) }</p>
            <p class="gg-result">{ format!("To claim it you pay {cost} now; each other player may block by paying the same, and you may push again.") }</p>
            <div class="choices gg-answers">
                <button class="choice pay" data-next={t.next(true)} onclick={t.on(t.send(claim))}>
                    { format!("Claim it: pay {}", w.symbols()) }
                </button>
                <button class="choice" onclick={t.on(t.choose(Pick::default()))}>{ "Not now" }</button>
            </div>
        </section>
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
    if let (None, Some(w)) = (live, t.pick.claim) {
        return preview(t, w);
    }
    let Some((claimer, wand)) = live
        .map(|c| (c.claimer, c.wand))
        .or_else(|| match tail.first() {
            Some((s, Action::Claim { wand })) if answers_only => Some((*s, *wand)),
            _ => None,
        })
    else {
        return Html::default();
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
    let class = if live.is_none() {
        "gg-stage done"
    } else {
        "gg-stage"
    };
    let steps = tail.iter().enumerate().filter_map(|(k, (seat, a))| {
        let (words, paid) = match a {
            Action::Claim { .. } => ("pays", Some(wand)),
            Action::Block => ("blocks", Some(wand)),
            Action::Push => ("pushes again", Some(wand)),
            Action::Allow => ("lets it go", None),
            Action::GiveUp => ("gives up", None),
            _ => return None,
        };
        Some(step(t, k, *seat, words, paid))
    });
    let answers = answers.into_iter().map(|a| {
        let class = if matches!(a, Action::Block | Action::Push) {
            "choice pay"
        } else {
            "choice"
        };
        let label = labels::label(&a, t.view, t.players);
        html! { <button {class} data-next={t.next(true)} onclick={t.on(t.send(a))}>{ label }</button> }
    });
    let answers: Vec<Html> = answers.collect();
    html! {
        <section {class} aria-label="The claim">
            <h3>
                <span class="gg-stage-wand" aria-hidden="true">{ wand_art(wand) }</span>
                { format!("{} claims the {}", t.name(claimer), wand.name()) }
                <span class="gg-paid">{ suits(wand) }</span>
            </h3>
            <ol class="gg-steps">{ for steps }</ol>
            if let Some(r) = result { <p class="gg-result">{ r }</p> }
            if !answers.is_empty() { <div class="choices gg-answers">{ answers }</div> }
        </section>
    }
}
