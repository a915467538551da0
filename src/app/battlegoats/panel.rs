//! Beside the battlefields on the BattleGoats table: this seat's hand, pack or choices, the middle
//! of the table where a fight is played out, and a discard pile opened for a look.

use super::*;
use crate::app::kit::card::card_markup;
use crate::app::kit::markup::{attr, parts, text};
use crate::app::kit::piece::{raw, token_markup};
use std::fmt::Write;

/// A discard pile opened for a look (markup): its cards face up, oldest first, read only. Its
/// Close button's tap is `close`.
pub(super) fn pile_sheet(props: &BoardProps, seat: Seat) -> String {
    let view = &props.view;
    let who = name(&props.players, seat);
    let cards = view.discards.get(seat).map_or(&[][..], Vec::as_slice);
    let mut out = String::from(r#"<section class="bg-sheet""#);
    attr(&mut out, "aria-label", &format!("{who}'s discard pile"));
    out.push_str("><h3>");
    text(
        &mut out,
        &if cards.is_empty() {
            format!("{who}'s discard pile is empty.")
        } else {
            format!(
                "{who}'s discard pile: {} defeated, oldest first. Mend brings back the last one.",
                cards.len()
            )
        },
    );
    out.push_str(r#"</h3><div class="bg-sheet-cards">"#);
    for &c in cards {
        out.push_str(r#"<div class="bg-sheet-card">"#);
        out.push_str(&card_markup(&face(
            c,
            Size::Small,
            view.mended.contains(&c),
        )));
        info_markup(&mut out, &words::card(view, c));
        out.push_str("</div>");
    }
    out.push_str(r#"</div><button class="primary" data-tap="close">Close</button></section>"#);
    out
}

/// ` data-tap="a<n>"`: a tap that carries out `action` (the n-th legal one).
fn send(props: &BoardProps, action: &Action) -> String {
    crate::app::kit::markup::send(&props.legal, action)
}

/// ` data-next=""` if `on`: the one control a guided step asks to tap.
fn next_mark(on: bool) -> &'static str {
    if on { " data-next=\"\"" } else { "" }
}

/// A card of the pack or the hand as a button, keyed `key`: `tap` says what a tap on it does.
fn fan_card(
    props: &BoardProps,
    i: usize,
    c: CardId,
    chosen: Option<bool>,
    tap: &str,
    next: bool,
) -> String {
    let view = &props.view;
    let mut out = String::from(r#"<button class="bg-card"#);
    if chosen == Some(true) {
        out.push_str(" chosen");
    }
    let _ = write!(out, r#"" style="--i:{i}""#);
    out.push_str(tap);
    out.push_str(next_mark(next));
    match chosen {
        // In the hand, during layout.
        Some(chosen) => {
            let _ = write!(
                out,
                r#" aria-pressed="{chosen}" data-key="bgh{}" data-at="hand">"#,
                c.0
            );
        }
        // The pack, to keep one.
        None => {
            let _ = write!(
                out,
                r#" data-key="bgp{}"><span class="sr-only">Keep </span>"#,
                c.0
            );
        }
    }
    out.push_str(&card_markup(&face(c, Size::Hand, false)));
    info_markup(&mut out, &words::card(view, c));
    out.push_str("</button>");
    out
}

/// This seat's side of the table: the pack to draft from, the hand to lay out, who attacks
/// first, the card picked in a turn and what it can do, or the last-two question. `tap`: the
/// control a guided game lights next. Written as markup, the cards of the pack and the hand in
/// parts kept while they read the same; a tap is `a<n>` (an action) or a pick (see
/// [`Pick::word`]).
pub(super) fn panel(props: &BoardProps, pick: Pick, tap: Option<Tap>) -> Html {
    let view = &props.view;
    match &view.phase {
        Phase::Draft => {
            let cards = view
                .pack
                .iter()
                .enumerate()
                .map(|(i, &c)| {
                    let send = send(props, &Action::Pick { card: c });
                    (
                        format!("p{}", c.0),
                        fan_card(props, i, c, None, &send, tap == Some(Tap::Pack(c))),
                    )
                })
                .collect();
            let mut kept = String::new();
            if !view.hand.is_empty() {
                kept.push_str(r#"<p class="bg-kept">"#);
                text(
                    &mut kept,
                    &format!(
                        "Kept ({}): {}",
                        view.hand.len(),
                        crate::engine::words::join(
                            &view.hand.iter().map(|c| c.name()).collect::<Vec<_>>(),
                            ", "
                        )
                    ),
                );
                kept.push_str("</p>");
            }
            html! {
                <>
                    <section class="bg-fan" aria-label="Your pack">{ parts(cards) }</section>
                    { raw(kept) }
                </>
            }
        }
        Phase::Layout => {
            let cards = view
                .hand
                .iter()
                .enumerate()
                .map(|(i, &c)| {
                    let chosen = pick == Pick::Hand(c);
                    let then = if chosen { Pick::None } else { Pick::Hand(c) };
                    let tap_word = format!(" data-tap=\"{}\"", then.word());
                    (
                        format!("h{}", c.0),
                        fan_card(
                            props,
                            i,
                            c,
                            Some(chosen),
                            &tap_word,
                            tap == Some(Tap::Hand(c)),
                        ),
                    )
                })
                .collect();
            let mut done = String::new();
            if props.legal.contains(&Action::Ready) {
                done.push_str(r#"<button class="primary big""#);
                done.push_str(&send(props, &Action::Ready));
                done.push_str(next_mark(tap == Some(Tap::Done)));
                done.push_str(">Done: my battlefield is ready</button>");
            }
            html! {
                <>
                    <section class="bg-fan" aria-label="Your hand">{ parts(cards) }</section>
                    { raw(done) }
                </>
            }
        }
        Phase::ChooseFirst { .. } => {
            let mut out = String::from(
                r#"<section class="choices bg-choices" aria-label="Who attacks first">"#,
            );
            for a in &props.legal {
                if let Action::First { seat } = a {
                    out.push_str(r#"<button class="choice""#);
                    out.push_str(&send(props, a));
                    out.push_str(next_mark(tap == Some(Tap::First(*seat))));
                    out.push('>');
                    out.push_str(&token_markup(colour(&props.players, *seat), 24));
                    text(
                        &mut out,
                        &format!("{} attacks first", name(&props.players, *seat)),
                    );
                    out.push_str("</button>");
                }
            }
            out.push_str("</section>");
            raw(out)
        }
        Phase::Turn { .. } => raw(turn_panel(props, pick, tap)),
        Phase::Ask { .. } => {
            let mut out =
                String::from(r#"<section class="choices bg-choices" aria-label="Share or lose">"#);
            for (share, words) in [(true, "Share the victory"), (false, "Both lose")] {
                out.push_str(r#"<button class="choice""#);
                out.push_str(&send(props, &Action::Share { share }));
                out.push_str(next_mark(tap == Some(Tap::Share(share))));
                out.push('>');
                out.push_str(words);
                out.push_str("</button>");
            }
            out.push_str("</section>");
            raw(out)
        }
        Phase::Over { .. } => Html::default(),
    }
}

/// In a turn: the card picked, big, with what it can do (markup). `tap`: the control a guided
/// game lights next.
fn turn_panel(props: &BoardProps, pick: Pick, tap: Option<Tap>) -> String {
    let view = &props.view;
    let mut out = String::from(r#"<section class="choices bg-choices" aria-label="Your choices">"#);
    let Pick::Mine { cell, power } = pick else {
        out.push_str(r#"<p class="bg-hint">"#);
        out.push_str(if view.must_attack {
            "You used a power last turn, so this turn you attack. Tap one of your cards (lit), then the opponent's card to attack."
        } else {
            "Tap one of your cards, then any opponent's card to attack it. A card with a power can use it instead."
        });
        out.push_str("</p></section>");
        return out;
    };
    let picked = card_at(view, view.seat, cell);
    let has = |power: bool| {
        props.legal.iter().any(|a| match a {
            Action::Use { with, .. } => power && *with == cell,
            Action::Attack { with, .. } => !power && *with == cell,
            _ => false,
        })
    };
    let power_name = picked.and_then(|c| c.card().power).map(|p| p.name());
    if let Some(c) = picked {
        out.push_str(r#"<div class="bg-picked">"#);
        out.push_str(&card_markup(&face(c, Size::Hand, view.mended.contains(&c))));
        info_markup(&mut out, &words::card(view, c));
        out.push_str("</div>");
    }
    out.push_str(r#"<div class="bg-actions">"#);
    let toggle = |out: &mut String, p: bool, on: Tap, words: &str| {
        let _ = write!(
            out,
            r#"<button class="choice" aria-pressed="{}" data-tap="{}"{}>"#,
            p == power,
            Pick::Mine { cell, power: p }.word(),
            next_mark(tap == Some(on))
        );
        text(out, words);
        out.push_str("</button>");
    };
    if has(false) {
        toggle(&mut out, false, Tap::Attack, "Attack with it");
    }
    if has(true) {
        toggle(
            &mut out,
            true,
            Tap::Power,
            &format!("Use {} instead", power_name.unwrap_or("its power")),
        );
    } else if let (Some(p), true) = (power_name, view.must_attack) {
        out.push_str(r#"<p class="bg-hint">"#);
        text(
            &mut out,
            &format!("{p}: not this turn (you used a power last turn)."),
        );
        out.push_str("</p>");
    }
    out.push_str(
        r#"<button class="choice" data-tap="x">Pick another card</button></div></section>"#,
    );
    out
}

/// The middle of the table (markup): the latest fight as a face-off, each side's sum built up
/// from its printed value and every modifier, and what became of the loser.
pub(super) fn arena(view: &TableView, players: &[Player]) -> String {
    let Some(f) = &view.last_fight else {
        return r#"<p class="bg-idle">Fights are played out here: both cards turn over and meet in the middle.</p>"#.to_string();
    };
    let result = result_line(f);
    // New keys for each fight, so the face-off plays again; each card flies from its place.
    // Every fight defeats a card, so the defeated count differs from the fight before (a power
    // in between, which might mend one back, clears the fight).
    let stamp = view.discards.iter().map(Vec::len).sum::<usize>();
    let mut out = String::from(r#"<section class="bg-fight"#);
    if matches!(f.result, FightResult::Explosion) {
        out.push_str(" boom");
    }
    out.push_str(r#"" aria-label="The latest fight" aria-live="polite">"#);
    side(
        &mut out,
        &f.attacker,
        "attacks",
        players,
        format!("bgf{stamp}a"),
        blown(f),
    );
    out.push_str(r#"<span class="bg-vs" aria-hidden="true">⚔</span>"#);
    side(
        &mut out,
        &f.defender,
        "defends",
        players,
        format!("bgf{stamp}d"),
        blown(f),
    );
    out.push_str(r#"<p class="bg-result">"#);
    text(&mut out, &result);
    out.push_str("</p></section>");
    out
}

/// Whether the cards that fell in this fight were blown up rather than beaten.
fn blown(f: &Fight) -> bool {
    f.chain_blast || matches!(f.result, FightResult::Explosion)
}

fn side(out: &mut String, t: &Term, role: &str, players: &[Player], motion: String, blown: bool) {
    let fate = if t.defeated { "fell" } else { "stood" };
    let _ = write!(out, r#"<div class="bg-side {fate}""#);
    attr(out, "style", &seat_style(players, t.spot.seat));
    let _ = write!(
        out,
        r#"><div class="bg-fighter" data-key="{motion}" data-from="{}">"#,
        key(t.spot)
    );
    out.push_str(&card_markup(&face(t.card, Size::Hand, false)));
    info_markup(out, &t.card.card().info());
    if t.defeated {
        out.push_str(r#"<span class="bg-stamp" aria-hidden="true">"#);
        out.push_str(if blown { "Blown up" } else { "Defeated" });
        out.push_str("</span>");
    }
    out.push_str(r#"</div><div class="bg-words"><small class="bg-role">"#);
    out.push_str(&token_markup(colour(players, t.spot.seat), 18));
    text(out, &format!("{} {role}", name(players, t.spot.seat)));
    out.push_str(r#"</small><ol class="bg-sum""#);
    attr(out, "aria-label", &t.describe());
    let _ = write!(out, r#"><li style="--k:0">{} printed</li>"#, t.base);
    for (k, (what, n)) in t.mods.iter().enumerate() {
        let _ = write!(out, r#"<li style="--k:{}">"#, k + 1);
        text(
            out,
            &format!(
                "{}{} {}",
                if *n < 0 { "−" } else { "+" },
                n.abs(),
                what.label()
            ),
        );
        out.push_str("</li>");
    }
    let _ = write!(
        out,
        r#"<li class="bg-total" style="--k:{}">= {}</li></ol></div></div>"#,
        t.mods.len() + 1,
        t.total
    );
}

fn result_line(f: &Fight) -> String {
    let line = match f.result {
        FightResult::AttackerWins => format!("{} wins.", f.attacker.card.name()),
        FightResult::DefenderWins => format!("{} holds.", f.defender.card.name()),
        FightResult::Tie => "A tie: both are defeated.".into(),
        FightResult::Explosion => match (f.attacker.defeated, f.defender.defeated) {
            (true, true) => "Boom: an explosion defeats both.".into(),
            (false, _) => format!(
                "Boom! {} is blast-proof and stands.",
                f.attacker.card.name()
            ),
            (_, false) => format!(
                "Boom! {} is blast-proof and stands.",
                f.defender.card.name()
            ),
        },
    };
    if f.chain_blast {
        format!("{line} The loser exploded and took the winner with it.")
    } else {
        line
    }
}
