//! The middle of the table: what the seat on screen is asked to do, the duel in progress as a
//! face-off (the attacker's cards against the stack at stake and the defender's answers), or the
//! action card aimed at someone, and the buttons for the choices that have no place on the table
//! (Escape Goat or not, giving up a duel, which way Russian Goatlette goes, a card with no target).

use super::card::face;
use super::herd::stack_card;
use super::{Spot, Table, labels};
use crate::app::kit::card::{CardProps, Size, card_markup};
use crate::app::kit::markup::{attr, text};
use crate::app::kit::piece::{raw, token_markup};
use crate::engine::Seat;
use crate::games::goat_lords::{Action, Card, CardId, Duel, Phase, Threat, help};
use yew::prelude::*;

/// A card played into the duel, flown in from the hand it came from.
fn duel_card(out: &mut String, c: CardId, side: &str) {
    out.push_str(r#"<span class="gl-info""#);
    attr(out, "data-info", &help::card(c.card()));
    out.push('>');
    out.push_str(&card_markup(&CardProps {
        motion: Some(format!("c{}", c.0).into()),
        at: Some(format!("duel {side}").into()),
        ..face(c.card(), Size::Table)
    }));
    out.push_str("</span>");
}

/// Who plays a side, with their token: the start of a side of the face-off.
fn side_head(out: &mut String, t: &Table, seat: Seat, class: &str, who: &str) {
    out.push_str(r#"<div class="gl-side "#);
    out.push_str(class);
    out.push('"');
    attr(out, "style", &t.seat_style(seat));
    out.push_str(r#"><span class="gl-role">"#);
    out.push_str(&token_markup(t.colour(seat), 18));
    text(out, who);
    out.push_str("</span>");
}

/// One side of the face-off: who, and their cards in the order played (`cards`, markup).
fn side(out: &mut String, t: &Table, seat: Seat, role: &str, cards: &str, answer: Option<&Action>) {
    side_head(out, t, seat, role, &format!("{} {role}", t.name(seat)));
    out.push_str(r#"<div class="gl-fan">"#);
    out.push_str(cards);
    if let Some(a) = answer {
        let mut body = String::new();
        if let Some(c) = t.chosen {
            body.push_str("Play the ");
            text(&mut body, c.card().name());
            body.push_str(" here");
        }
        t.lit(out, "gl-drop", a, &body);
    }
    out.push_str("</div></div>");
}

/// A duel as a face-off: the attacker's cards against the stack at stake and the answers.
fn duel(out: &mut String, t: &Table, d: &Duel) {
    let answer = t.target(Spot::Duel);
    let me = t.view.seat;
    let stake = t.view.players.get(d.defender).and_then(|p| {
        let i = p.herd.len().checked_sub(1)?;
        p.herd.get(i).map(|s| (i, s))
    });
    let mut defence = String::new();
    if let Some((i, s)) = stake {
        defence.push_str(r#"<span class="gl-stake""#);
        attr(&mut defence, "data-info", &help::stack(s, true));
        defence.push('>');
        defence.push_str(&stack_card(t, d.defender, i, s, "duel".to_string()));
        defence.push_str("</span>");
    }
    for &c in &d.defence {
        duel_card(&mut defence, c, "d");
    }
    let mut attack = String::new();
    for &c in &d.attack {
        duel_card(&mut attack, c, "a");
    }
    out.push_str(r#"<div class="gl-duel""#);
    attr(
        out,
        "aria-label",
        &format!("Duel for {}'s {} stack", t.name(d.defender), d.goat.name()),
    );
    out.push('>');
    side(
        out,
        t,
        d.attacker,
        "attacks",
        &attack,
        answer.filter(|_| me == d.attacker),
    );
    out.push_str(r#"<span class="gl-vs" aria-hidden="true">⚔</span>"#);
    side(
        out,
        t,
        d.defender,
        "defends",
        &defence,
        answer.filter(|_| me == d.defender),
    );
    out.push_str("</div>");
}

/// An action card aimed at someone, waiting for their Escape Goat.
fn aimed(out: &mut String, t: &Table, c: CardId, target: Seat) {
    out.push_str(r#"<div class="gl-duel""#);
    attr(
        out,
        "aria-label",
        &format!("{} aimed at {}", c.card().name(), t.name(target)),
    );
    out.push('>');
    let active = t.view.active;
    side_head(
        out,
        t,
        active,
        "attacks",
        &format!("{} plays", t.name(active)),
    );
    out.push_str(r#"<div class="gl-fan""#);
    attr(out, "data-info", &help::card(c.card()));
    out.push('>');
    out.push_str(&card_markup(&CardProps {
        motion: Some(format!("aim{}", c.0).into()),
        at: Some("stage".into()),
        ..face(c.card(), Size::Table)
    }));
    out.push_str(r#"</div></div><span class="gl-vs" aria-hidden="true">➜</span>"#);
    side_head(out, t, target, "defends", &format!("at {}", t.name(target)));
    out.push_str("</div></div>");
}

/// What the lit places mean, for the card picked; or what to tap first.
fn hint(t: &Table) -> Option<String> {
    if t.legal.is_empty() {
        return None;
    }
    let Some(c) = t.chosen else {
        let cards = t.legal.iter().any(|a| !labels::cards_of(a).is_empty());
        return cards.then(|| "Tap a card in your hand or one of your action cards: what it can do lights up on the table.".to_string());
    };
    if t.targets.iter().all(|(s, _)| *s == Spot::Button) {
        return None;
    }
    let mut ways = Vec::new();
    for (spot, _) in &t.targets {
        let word = match spot {
            Spot::Hand(_) => "a lit card in your hand to birth twins",
            Spot::Stack(..) if matches!(c.card(), Card::Action(_)) => {
                "a lit stack to bring it to the top"
            }
            Spot::Stack(..) => "a lit top stack to duel for it",
            Spot::Seat(_) => "a lit player to aim it at them",
            Spot::NewStack => "your herd to birth twins with the discard pile",
            Spot::Discard => "the discard pile to discard it and draw",
            Spot::Trash => "the trash to throw it away",
            Spot::Duel => "the duel to answer with it",
            Spot::Button => "a button",
        };
        if !ways.contains(&word) {
            ways.push(word);
        }
    }
    Some(format!(
        "{}: tap {}. Tap it again to put it back.",
        c.card().name(),
        crate::engine::words::join(&ways, ", or ")
    ))
}

/// The middle of the table: the prompt, what is staged, the hint and the buttons, each markup
/// kept while it reads the same.
pub fn stage(t: &Table) -> Html {
    let view = t.view;
    let prompt = t
        .watching
        .clone()
        .map_or_else(|| labels::prompt(view, t.players), |w| w.to_string());
    let staged = matches!(view.phase, Phase::Duel(_) | Phase::Escape { .. });
    let mut show = String::new();
    match &view.phase {
        Phase::Duel(d)
        | Phase::Escape {
            threat: Threat::Duel(d),
            ..
        } => duel(&mut show, t, d),
        Phase::Escape {
            threat: Threat::Card { card: c, .. },
            target,
        } => aimed(&mut show, t, *c, *target),
        _ => {}
    }
    // The buttons: the answers that need no card, then the chosen card's choices with no place.
    let mut said = Vec::new();
    // A defender with nothing to answer a duel with gives up in one tap: letting the duel begin
    // would only lead to giving it up.
    let hopeless = labels::no_answer(view);
    let buttons: Vec<(String, &Action)> = t
        .legal
        .iter()
        .filter(|a| labels::cards_of(a).is_empty())
        .filter(|a| !(hopeless && **a == Action::Allow))
        .chain(
            t.targets
                .iter()
                .filter(|(s, _)| *s == Spot::Button)
                .map(|(_, a)| a),
        )
        .filter_map(|a| {
            let words = t.label(a);
            if said.contains(&words) {
                return None;
            }
            said.push(words.clone());
            Some((words, a))
        })
        .collect();
    let class = if staged {
        "gl-stage gl-dueling"
    } else {
        "gl-stage"
    };
    let mut status = String::from(r#"<p class="status" aria-live="polite">"#);
    status.push_str(&token_markup(t.colour(t.me), 22));
    text(&mut status, &prompt);
    status.push_str("</p>");
    let mut more = String::new();
    if let Some(h) = hint(t) {
        more.push_str(r#"<p class="gl-hint">"#);
        text(&mut more, &h);
        more.push_str("</p>");
    }
    if !buttons.is_empty() {
        more.push_str(r#"<section class="choices gl-choices" aria-label="Your choices">"#);
        for (words, a) in &buttons {
            more.push_str(r#"<button class="choice""#);
            more.push_str(t.next(true));
            more.push_str(&t.on(a));
            more.push('>');
            text(&mut more, words);
            more.push_str("</button>");
        }
        more.push_str("</section>");
    }
    html! {
        <section ~className={class} aria-label="The middle of the table">
            { raw(status) }{ raw(show) }{ raw(more) }
        </section>
    }
}
