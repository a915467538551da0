//! A seat's place on the table: its name plate (its token and name, its points, the backs of
//! the cards in its hand and of its action cards, a turn it will sit out) and its herd as a row
//! of stacks, the Base Stack first and the top stack last, each drawn as its cards fanned: the
//! goat on show with the stack's points and size, the cards under it peeking out (so the wilds
//! inside show), a TOP or BASE tab. A buried stack this seat may not see into is a back with its
//! size. When the stacks do not fit side by side they overlap, the top one whole. Each stack,
//! and the seat, carries its words for the info sheet (`data-info`).

use super::card::{face, look};
use super::{Spot, Table};
use crate::app::kit::card::{Card as CardFace, CardProps, Size};
use crate::app::kit::piece::Token;
use crate::engine::Seat;
use crate::games::goat_lords::help;
use crate::games::goat_lords::view::{PlayerView, StackView};
use crate::games::goat_lords::{Card, CardId, Goat};
use yew::prelude::*;

/// The motion key of a stack: its first card where this seat may see it (a stack keeps it
/// wherever it goes, and it is the key the card had in the hand it was born from), else its
/// place.
pub fn stack_key(seat: Seat, i: usize, s: &StackView) -> String {
    s.cards
        .as_ref()
        .and_then(|c| c.first())
        .map_or_else(|| format!("gs{seat}-{i}"), |c| format!("c{}", c.0))
}

/// How many cards, in words.
fn cards(n: usize) -> String {
    if n == 1 {
        "1 card".into()
    } else {
        format!("{n} cards")
    }
}

/// A stack drawn as a card: the goat's card with the stack's points in the corner, or a back.
pub fn stack_card(t: &Table, seat: Seat, i: usize, s: &StackView, at: String) -> CardProps {
    let key = stack_key(seat, i, s);
    match s.goat {
        Some(goat) => CardProps {
            // The one four-word name is too long for a small card: its last two words.
            name: match goat {
                Goat::FireBreathingDragonGoat => "Dragon Goat".into(),
                _ => face(Card::Goat(goat), Size::Table).name,
            },
            // The stack's points in the corner, said as points (its cards fan out beside it;
            // their count is in its words). A stack's strip too narrow for "pts" shows the
            // number alone (static/games/goat-lords.css).
            value: s.points.map(|p| p.to_string().into()),
            kind: s.points.map(|_| "pts".into()),
            text: None,
            motion: Some(key.into()),
            at: Some(at.into()),
            ..face(Card::Goat(goat), Size::Table)
        },
        None => CardProps {
            down: true,
            seat: Some(t.colour(seat)),
            back: Some(format!("{} cards", s.size).into()),
            motion: Some(key.into()),
            at: Some(at.into()),
            size: Size::Table,
            ..CardProps::default()
        },
    }
}

/// A stack in a herd drawn as its cards, fanned as at the printed table: the goat on show whole
/// at the left, every other card under it peeking out to the right by its points and picture (so
/// the wilds inside show), and a label on the top and Base Stacks. A stack this seat may not see
/// into is a back with its size.
fn stack_fan(t: &Table, seat: Seat, i: usize, s: &StackView, top: bool) -> Html {
    let card = stack_card(t, seat, i, s, format!("herd {seat} {i}"));
    // The goat on show in front (the last real goat: a wild is never the one showing), the rest
    // beneath it, the most recent first.
    let under: Vec<CardId> = match (s.goat, &s.cards) {
        (Some(goat), Some(cards)) => {
            let shown = cards.iter().rposition(|c| c.card() == Card::Goat(goat));
            cards
                .iter()
                .enumerate()
                .rev()
                .filter(|(k, _)| Some(*k) != shown)
                .map(|(_, c)| *c)
                .collect()
        }
        _ => Vec::new(),
    };
    let n1 = under.len();
    let under = under.iter().enumerate().map(|(k, c)| {
        let (tone, pic) = look(c.card());
        html! {
            // (A card under the goat on show peeks out as far as the herd's row leaves room: the
            // next stack may cover it, as on a crowded table; `data-peek` tells the checks so.
            // The stack's words say every card.)
            <i class="gl-under" style={format!("--tone:{tone};--i:{};z-index:{}", k + 1, n1 - k)}
                aria-hidden="true" data-peek=""><b>{ c.points() }</b><span>{ pic }</span></i>
        }
    });
    html! {
        <>
            <CardFace ..card />
            { for under }
            if s.base {
                <b class="gl-badge base">{ "Base" }</b>
            } else if top {
                <b class="gl-badge">{ "Top" }</b>
            }
        </>
    }
}

/// Backs in a row: the cards in a seat's hand or its action cards, keyed by place.
fn backs(seat: Seat, count: usize, what: &str) -> Html {
    let tag = if what == "hand" { "gh" } else { "gf" };
    html! {
        <span class={format!("gl-backs gl-in-{what}")} aria-hidden="true">
            { for (0..count).map(|k| html! {
                <i class="gl-back" data-key={format!("{tag}{seat}-{k}")} data-at={format!("{what} {seat}")}
                    data-face="down" data-from="pile-draw"></i>
            }) }
        </span>
    }
}

/// One seat's plate and herd; `t.view.seat`'s own is drawn the same way, with room to grow.
/// Each card is the kit's card component, drawn again only when it changed (a card picked lights
/// a seat without drawing its herd again).
pub fn seat(t: &Table, seat: Seat) -> Html {
    let view = t.view;
    let Some(p) = view.players.get(seat) else {
        return Html::default();
    };
    // (Sealed, the table is no seat's: at the end, or under the hand-off.)
    let own = seat == view.seat && !t.sealed;
    let name = t.name(seat);
    let score = p
        .score
        .map_or_else(|| "? pts".to_string(), |s| format!("{s} pts"));
    let acting = view.active == seat;
    let stake = t.at_stake() == Some(seat);
    let top = p.herd.len().saturating_sub(1);
    let aim = t.target(Spot::Seat(seat));
    // The cards under the goats on show, all stacks together: the fans share the row's room.
    let under_cards: usize = p
        .herd
        .iter()
        .map(|s| s.cards.as_ref().map_or(0, |c| c.len().saturating_sub(1)))
        .sum();
    let words = if own {
        format!("Your herd, {score}")
    } else {
        format!(
            "{name}: {score}, {} in hand, {} action cards",
            p.hand, p.front
        )
    };
    let info = seat_info(if own { "Your herd" } else { &name }, &score, p, own);
    let mut class = String::from("gl-seat");
    if seat == t.me {
        class.push_str(" gl-own");
    }
    if acting {
        class.push_str(" acting");
    }
    if aim.is_some() {
        class.push_str(" lit");
    }
    let plate = html! {
        <h3 class="gl-plate">
            <Token colour={t.colour(seat)} size=22 />
            <span class="gl-who" data-last={t.news.score(seat).then_some("")}>
                { if own { "Your herd".to_string() } else { name.clone() } }
            </span>
            <b class="gl-score" data-key={format!("pts{seat}")} data-at="plate" data-face={score.clone()}>
                { score.clone() }
            </b>
            if !own {
                <span class="gl-count" title="cards in hand">{ p.hand }</span>
                { backs(seat, p.hand, "hand") }
                if p.front > 0 {
                    <span class="gl-count gl-act">{ p.front }</span>
                    { backs(seat, p.front, "front") }
                }
            }
            if p.skip_next { <span class="gl-tag">{ "skips next turn" }</span> }
            if view.fire == Some(seat) { <span class="gl-tag">{ "🔥 can't answer" }</span> }
        </h3>
    };
    let mut herd = String::from("gl-herd");
    if (3..=8).contains(&p.herd.len()) {
        herd.push_str(" gl-two");
    }
    if (6..=10).contains(&p.herd.len()) {
        herd.push_str(" gl-six");
    }
    let herd_style = format!(
        "--k:{};--k2:{};--x:{}",
        p.herd.len().max(1),
        p.herd.len().div_ceil(2).max(1),
        under_cards.max(1)
    );
    let stacks = p.herd.iter().enumerate().map(|(i, s)| {
        let at_top = i == top;
        if stake && at_top {
            return html! {
                <li key={i} class="gl-stack gl-gone" aria-label="The top stack is in the duel">
                    <span>{ "in the duel" }</span>
                </li>
            };
        }
        let lit = t.target(Spot::Stack(seat, i));
        let body = stack_fan(t, seat, i, s, at_top);
        let mut class = String::from("gl-stack");
        if s.base {
            class.push_str(" base");
        }
        if at_top && !s.base {
            class.push_str(" top");
        }
        if lit.is_some() {
            class.push_str(" on");
        }
        let style = format!(
            "--n1:{}",
            s.cards.as_ref().map_or(0, |c| c.len().saturating_sub(1))
        );
        let info = help::stack(s, at_top);
        let label = lit.is_none().then(|| info.replace('\n', ". "));
        html! {
            <li key={i} {class} {style} aria-label={label} data-info={info}
                data-last={t.news.stack(seat, i).then_some("")}>
                if let Some(a) = lit { { t.lit("gl-on", a, body) } } else { { body } }
            </li>
        }
    });
    let cover = aim.map(|a| {
        t.lit(
            "gl-cover",
            a,
            html! { <span class="gl-aim">{ aim_word(t) }</span> },
        )
    });
    html! {
        <section key={seat} {class} style={t.seat_style(seat)} aria-label={words} data-info={info}>
            { plate }
            <ol class={herd} style={herd_style}>
                <>{ for stacks }</>
                if p.herd.is_empty() && !own { <li class="gl-empty">{ "No herd yet" }</li> }
                if own { { new_stack(t) } }
            </ol>
            { cover }
        </section>
    }
}

/// What the info sheet says of a seat: its points, its hand and action cards, its herd.
fn seat_info(who: &str, score: &str, p: &PlayerView, own: bool) -> String {
    let mut words = format!("{who}: {score}");
    if !own {
        words.push_str(&format!(
            "\n{} cards in hand, {} action cards face down",
            p.hand, p.front
        ));
    }
    if p.skip_next {
        words.push_str("\nMisses the next turn (Loaf of Goat)");
    }
    if p.herd.is_empty() {
        words.push_str("\nNo herd yet: until a first birth, a play is a birth or a discard, and no action card can be aimed at them.");
        return words;
    }
    let top = p.herd.len() - 1;
    let stacks: Vec<String> = p
        .herd
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let what = s.goat.map_or("hidden", |g| g.name());
            let place = if s.base {
                " (base)"
            } else if i == top {
                " (top)"
            } else {
                ""
            };
            format!("{what} ({}){place}", cards(s.size))
        })
        .collect();
    words.push_str(&format!(
        "\nHerd, bottom first: {}",
        crate::engine::words::join(&stacks, ", ")
    ));
    words
}

/// What a lit seat says it is lit for.
fn aim_word(t: &Table) -> String {
    t.chosen
        .map(|c: CardId| format!("{} here", c.card().name()))
        .unwrap_or_default()
}

/// The place of a new stack on this seat's herd: lit for an assisted birth, empty before the
/// first birth.
fn new_stack(t: &Table) -> Html {
    if let Some(a) = t.target(Spot::NewStack) {
        let top = t
            .view
            .discard_top
            .map_or(String::new(), |c| c.card().name().to_string());
        return html! {
            <li class="gl-stack gl-new">
                { t.lit("gl-on", a, html! { { format!("Birth here with the discarded {top}") } }) }
            </li>
        };
    }
    let view = t.view;
    if view
        .players
        .get(view.seat)
        .is_some_and(|p| p.herd.is_empty())
    {
        return html! {
            <li class="gl-stack gl-new empty"><span>{ "Your first twins go here" }</span></li>
        };
    }
    Html::default()
}
