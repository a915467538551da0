//! The mountain: seven by seven places, each a button with its card drawn (a path's trail, an
//! effect's picture and word, a card's back, a house in its owner's colour, the peak in the
//! middle) and lit where the decision at hand may go; over them, in a layer of their own, every
//! shepherd and goat standing on its card, told by `Moves` how it came there.

use super::faces::{effect_icon, trail_markup};
use super::motion::Moves;
use super::{BoardProps, Chosen, colour, name};
use crate::app::kit::markup::{Live, attr, parts, text};
use crate::app::kit::piece::{Kind, TOKENS, piece_markup};
use crate::engine::{Player, Seat};
use crate::games::grab_your_goat::help::{self, card_help, sides};
use crate::games::grab_your_goat::view::{TableView, TileView};
use crate::games::grab_your_goat::{Action, CardId, Dir, Effect, Face, Pending, Pos, rotate};
use yew::prelude::*;

/// A house in its owner's colour (grey when nobody lives there).
fn house_markup(colour: Option<usize>) -> String {
    let fill = colour
        .and_then(|c| TOKENS.get(c))
        .map_or("#b9b2a4", |t| t.0);
    format!(
        r##"<svg class="gy-house" viewBox="0 0 100 100" aria-hidden="true"><path d="M18 50L50 20L82 50" fill="#7a3b1e" stroke="#3b1c0c" stroke-width="4" stroke-linejoin="round"/><rect x="26" y="48" width="48" height="36" fill="{fill}" stroke="#3b1c0c" stroke-width="4"/><rect x="44" y="62" width="12" height="22" fill="#fff5" stroke="#3b1c0c" stroke-width="3"/></svg>"##
    )
}

/// The Top of the Mountain: a grey peak, snow on its summit, a red flag.
const PEAK: &str = r##"<svg class="gy-peak" viewBox="0 0 100 100" aria-hidden="true"><path d="M8 86L42 26L56 48L66 36L94 86z" fill="#8d8f96" stroke="#4a4c52" stroke-width="4" stroke-linejoin="round"/><path d="M42 26L33 42L41 40L46 46L51 40z" fill="#fff"/><path d="M42 26V8" stroke="#4a4c52" stroke-width="3"/><path d="M42 8l14 5-14 5z" fill="#d2362b"/></svg>"##;

/// A place's look: its class, its picture, its words (for screen readers) and its help (for the
/// info sheet: its name, then what it does), its face for the motion kit, and its turn.
struct Look {
    class: &'static str,
    /// Its picture, as markup.
    art: String,
    word: Option<&'static str>,
    words: String,
    help: String,
    face: String,
    rot: u8,
    /// The id of the face-up card lying there.
    card: Option<CardId>,
}

/// How place `p` is drawn.
fn look(view: &TableView, p: Pos, players: &[Player]) -> Look {
    let plain = |class, art, words: String, help: String, face: &str| Look {
        class,
        art,
        word: None,
        words,
        help,
        face: face.to_string(),
        rot: 0,
        card: None,
    };
    match view.tile(p) {
        TileView::House => {
            let owner = (0..view.shepherds.len()).find(|&s| Pos::house(s) == p);
            let words = owner.map_or("An empty house".to_string(), |s| {
                format!("{}'s house", name(players, s))
            });
            let help = format!("{words}\n{}", help::HOUSE);
            plain(
                "house",
                house_markup(owner.map(|s| colour(players, s))),
                words,
                help,
                "house",
            )
        }
        TileView::Top => Look {
            word: Some("Top"),
            ..plain(
                "top",
                PEAK.to_string(),
                "the Top of the Mountain".into(),
                help::TOP.into(),
                "top",
            )
        },
        TileView::Down => plain(
            "down",
            String::new(),
            "a face-down card".into(),
            help::DOWN.into(),
            "down",
        ),
        TileView::Gap => plain(
            "gap",
            String::new(),
            "no card".into(),
            help::GAP.into(),
            "gap",
        ),
        TileView::Up { card, rot } => match card.face() {
            Face::Arrows(mask) => Look {
                rot,
                card: Some(card),
                ..plain(
                    "up",
                    trail_markup(mask),
                    format!("{}, open to the {}", card.name(), sides(rotate(mask, rot))),
                    card_help(card, Some(rot)),
                    card.name(),
                )
            },
            Face::Effect(e) => {
                // A Waterfall waiting to be aimed flows nowhere yet.
                let aiming = view.now == Some(Pending::Aim { at: p });
                let flows = e == Effect::Waterfall && !aiming;
                let mut art = String::from(r#"<span class="gy-icon">"#);
                art.push_str(effect_icon(e));
                art.push_str("</span>");
                if flows {
                    art.push_str(&format!(
                        r#"<span class="gy-flow" style="--flow:{}deg"><b>↑</b></span>"#,
                        u16::from(rot % 4) * 90
                    ));
                }
                let way = if flows {
                    format!(" flowing {}", Dir::ALL[usize::from(rot % 4)].name())
                } else if e == Effect::Waterfall {
                    " waiting for its way".to_string()
                } else {
                    String::new()
                };
                Look {
                    word: Some(e.name()),
                    // (Its picture stays upright; a Waterfall's arrow turns on its own.)
                    rot: if flows { rot } else { 0 },
                    card: Some(card),
                    ..plain(
                        "up effect",
                        art,
                        format!("{}{way}: {}", e.name(), e.line()),
                        card_help(card, (!aiming).then_some(rot)),
                        e.name(),
                    )
                }
            }
        },
    }
}

/// The place an action is made by tapping, if it is one of those.
fn target(a: &Action, view: &TableView, chosen: Option<(CardId, u8)>) -> Option<Pos> {
    let me = view.shepherds.get(view.active).copied()?;
    match a {
        // With a hand card chosen, a tap plays it.
        _ if chosen.is_some() && !matches!(a, Action::Advantage { .. }) => None,
        Action::Step { dir } => me.step(*dir),
        Action::Lift { to } | Action::Throw { to } => Some(*to),
        Action::Reveal { at } => Some(*at),
        Action::Advantage { card, at, rot } if chosen == Some((*card, *rot)) => Some(*at),
        _ => None,
    }
}

/// The places, the pieces and the hand's cards on the page, in the order their `Live`
/// attributes are given (`mountain`, then `hand::hand`).
pub(super) const LIVE: &str =
    ".gy-mountain > [data-key], .gy-standing > [data-key], .gy-hand .gy-card-btn";

/// The mountain: every place a button (only the lit ones play; the others are `aria-disabled`
/// rather than disabled, so a tap in info mode still reaches them), its card drawn, the
/// pieces standing on it (`guided`: the lit place is the one to tap next, marked `data-next`).
///
/// Written as markup, a place or a piece a part of its own (`kit::markup::parts`: kept on the
/// page while it reads the same); a lit place names its action by its place in `legal`
/// (`data-tap`), read by the board's one listener. What changes from tap to tap (a place's
/// light, label, info and tap; where a piece stands) is not in the markup but in the `Live`
/// attributes returned beside it, set after drawing ([`LIVE`]): choosing a card relights most
/// of the places, and a place's elements stay on the page (docs/performance.md, stop 66).
pub(super) fn mountain(
    props: &BoardProps,
    chosen: &Chosen,
    moves: &Moves,
    guided: bool,
) -> (Html, Live) {
    let view = &props.view;
    let players = &props.players;
    // What a tap on each place does (its action's place in `legal`), found in one pass.
    let mut taps: Vec<Option<usize>> = vec![None; 49];
    for (i, a) in props.legal.iter().enumerate() {
        if let Some(p) = target(a, view, **chosen)
            && p.on_board()
        {
            taps[usize::from(p.row) * 7 + usize::from(p.col)].get_or_insert(i);
        }
    }
    let turnable = props
        .legal
        .iter()
        .any(|a| matches!(a, Action::Rotate { .. }));
    let me = view.shepherds.get(view.active).copied();
    let focus = match view.now {
        Some(Pending::Aim { at } | Pending::Orient { at, .. }) => Some(at),
        _ => None,
    };
    let mut live = Live::default();
    let mut cells = Vec::with_capacity(49);
    for p in Pos::all() {
        let l = look(view, p, players);
        let tap = taps[usize::from(p.row) * 7 + usize::from(p.col)];
        let action = tap.and_then(|i| props.legal.get(i));
        let shepherds: Vec<Seat> = (0..view.shepherds.len())
            .filter(|&s| view.shepherds[s] == p)
            .collect();
        let goats: Vec<Seat> = (0..view.goats.len())
            .filter(|&s| view.goats[s] == p)
            .collect();
        let mut who: Vec<String> = shepherds
            .iter()
            .map(|&s| format!("{}'s shepherd", name(players, s)))
            .collect();
        who.extend(
            goats
                .iter()
                .map(|&s| format!("{}'s goat", name(players, s))),
        );
        let verb = match action {
            Some(Action::Step { .. }) => "Walk to ",
            Some(Action::Lift { .. }) => "Ride the lift to ",
            Some(Action::Throw { .. }) => "Throw onto ",
            Some(Action::Reveal { .. }) => "Turn over ",
            Some(Action::Advantage { .. }) => "Lay your card on ",
            _ => "",
        };
        let who = crate::engine::words::join(&who, ", ");
        let here = if who.is_empty() {
            String::new()
        } else {
            format!("; {who}")
        };
        let label = format!("{verb}{}: {}{here}", p.name(), l.words);
        // The info sheet: the card's name and what it does, then who stands on it.
        let info = if who.is_empty() {
            l.help
        } else {
            format!("{}\nHere: {who}.", l.help)
        };
        let turn_here = turnable && me == Some(p);
        let key = format!("gy-c{}-{}", p.row, p.col);
        // What changes from tap to tap is set after drawing (`Live`): the markup stays.
        let mut class = String::from("gy-cell ");
        class.push_str(l.class);
        for (on, name) in [
            (action.is_some(), " target"),
            (focus == Some(p), " aimed"),
            (turn_here, " turnable"),
        ] {
            if on {
                class.push_str(name);
            }
        }
        live.part(&key);
        live.attr("class", Some(&class));
        live.attr("aria-label", Some(&label));
        live.attr("data-info", Some(&info));
        live.attr("data-tap", tap.map(|i| format!("a{i}")).as_deref());
        live.attr("data-next", (guided && tap.is_some()).then_some(""));
        live.attr("aria-disabled", tap.is_none().then_some("true"));
        let mut out = String::from("<button");
        out.push_str(&format!(r#" data-key="{key}""#));
        attr(&mut out, "data-face", &l.face);
        let degrees = if l.class == "up" {
            moves
                .degrees
                .get(usize::from(p.row) * 7 + usize::from(p.col))
                .copied()
                .unwrap_or(0)
        } else {
            0
        };
        out.push_str(&format!(
            r#" data-at="r{}"><span class="gy-art" style="--rot:{degrees}deg""#,
            l.rot
        ));
        if let Some(c) = l.card {
            out.push_str(&format!(
                r#" data-key="gy-k{}" data-at="{}-{}" data-from="gyh{}""#,
                c.0, p.row, p.col, c.0
            ));
        }
        out.push('>');
        out.push_str(&l.art);
        out.push_str("</span>");
        if let Some(w) = l.word {
            out.push_str(r#"<span class="gy-word" aria-hidden="true">"#);
            text(&mut out, w);
            out.push_str("</span>");
        }
        if turn_here {
            out.push_str(r#"<span class="gy-turn-mark" aria-hidden="true">⟳</span>"#);
        }
        out.push_str("</button>");
        cells.push((key, out));
    }
    let standing = pieces(view, players, moves, &mut live);
    let html = html! {
        <div class="gy-mountain" role="group" aria-label="The mountain, north at the top">
            { parts(cells) }
            // The pieces stand over the cards in a layer of their own, so a piece travels over
            // the mountain and each card is laid out and painted alone (the cards' buttons
            // name who stands on them).
            <div class="gy-standing" aria-hidden="true">{ parts(standing) }</div>
        </div>
    };
    (html, live)
}

/// Every shepherd and goat, each placed on its card: side by side, two a row (three when five
/// or more share a card), standing on the card's lower edge or just above its word.
fn pieces(
    view: &TableView,
    players: &[Player],
    moves: &Moves,
    live: &mut Live,
) -> Vec<(String, String)> {
    // In a fixed order (the shepherds, then the goats, by seat), so a piece that moves stays
    // where it is among the others on the page.
    let seats = view.shepherds.len();
    let mut out: Vec<Option<(String, String, Live)>> =
        (0..seats + view.goats.len()).map(|_| None).collect();
    for p in Pos::all() {
        let here: Vec<(Kind, Seat)> = (0..view.shepherds.len())
            .filter(|&s| view.shepherds[s] == p)
            .map(|s| (Kind::Shepherd, s))
            .chain(
                (0..view.goats.len())
                    .filter(|&s| view.goats[s] == p)
                    .map(|s| (Kind::Goat, s)),
            )
            .collect();
        let n = here.len();
        if n == 0 {
            continue;
        }
        // Sizes and offsets in hundredths of a card: smaller the more share the card, and
        // standing above the word of a card that has one (an effect's name, "Top"), so the
        // word stays readable.
        let (size, cols) = match n {
            1 => (46, 1),
            2 => (44, 2),
            3 | 4 => (38, 2),
            5 | 6 => (30, 3),
            _ => (26, 3),
        };
        // (A name of more than nine letters takes two lines on a small card.)
        let floor = match view.tile(p) {
            TileView::Top => 80,
            TileView::Up { card, .. } if card.effect().is_some() => {
                if card.name().len() > 9 {
                    68
                } else {
                    80
                }
            }
            _ => 96,
        };
        let rows = n.div_ceil(cols);
        for (k, &(kind, seat)) in here.iter().enumerate() {
            let (row, col) = (k / cols, k % cols);
            // The last row is centred when it is not full.
            let in_row = if row + 1 == rows {
                n - row * cols
            } else {
                cols
            };
            let x = (100 - in_row * size) / 2 + col * size;
            let y = (floor - rows * size) + row * size;
            let wrap = moves
                .wraps
                .get(seat)
                .is_some_and(|w| if kind == Kind::Goat { w.1 } else { w.0 });
            let slot = if kind == Kind::Goat {
                seats + seat
            } else {
                seat
            };
            if let Some(o) = out.get_mut(slot) {
                *o = Some(standing(
                    kind,
                    seat,
                    p,
                    players,
                    (x, y, size),
                    wrap,
                    kind == Kind::Goat && moves.rolled,
                ));
            }
        }
    }
    out.into_iter()
        .flatten()
        .map(|(key, markup, attrs)| {
            live.append(&attrs);
            (key, markup)
        })
        .collect()
}

/// A shepherd or goat standing on a place, at (`x`, `y`) in it and `size` big (hundredths of a
/// card); `wrapped` if it came there past an edge, `after_roll` if it waits for the die to land
/// before it moves. Its markup is only what it is: where it stands is `Live`.
fn standing(
    kind: Kind,
    seat: Seat,
    at: Pos,
    players: &[Player],
    (x, y, size): (usize, usize, usize),
    wrapped: bool,
    after_roll: bool,
) -> (String, String, Live) {
    let what = if kind == Kind::Goat {
        "goat"
    } else {
        "shepherd"
    };
    let key = if kind == Kind::Goat {
        format!("gy-goat{seat}")
    } else {
        format!("gy-sh{seat}")
    };
    let mut out = format!(r#"<span class="gy-piece {what}" data-key="{key}">"#);
    let label = format!("{}'s {what}", name(players, seat));
    piece_markup(&mut out, kind, Some(colour(players, seat)), &label);
    out.push_str("</span>");
    let mut live = Live::default();
    live.part(&key);
    live.attr("data-at", Some(&format!("{}-{}", at.row, at.col)));
    live.attr(
        "style",
        Some(&format!(
            "--r:{};--c:{};--x:{x};--y:{y};--s:{size}",
            at.row, at.col
        )),
    );
    live.attr("data-wrap", wrapped.then_some("7"));
    live.attr("data-delay", after_roll.then_some("450"));
    (key, out, live)
}
