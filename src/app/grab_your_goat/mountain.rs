//! The mountain: seven by seven places, each a button with its card drawn (a path's trail, an
//! effect's picture and word, a card's back, a house in its owner's colour, the peak in the
//! middle) and lit where the decision at hand may go; over them, in a layer of their own, every
//! shepherd and goat standing on its card, told by `Moves` how it came there. Each place and each
//! piece is a component keyed by where or what it is: a tap that relights the places changes
//! their attributes, and their elements stay on the page.

use super::faces::{Trail, effect_icon};
use super::motion::Moves;
use super::{BoardProps, Tap, colour, name};
use crate::app::kit::guide::next;
use crate::app::kit::piece::{Kind, Piece, TOKENS};
use crate::engine::{Player, Seat};
use crate::games::grab_your_goat::help::{self, card_help, sides};
use crate::games::grab_your_goat::view::{TableView, TileView};
use crate::games::grab_your_goat::{Action, CardId, Dir, Effect, Face, Pending, Pos, rotate};
use yew::prelude::*;

/// What a place's card shows.
#[derive(Clone, Copy, PartialEq)]
enum Art {
    /// A house in its owner's colour (grey when nobody lives there).
    House(Option<usize>),
    /// The Top of the Mountain: a grey peak, snow on its summit, a red flag.
    Peak,
    /// A path's trail (its open sides, unturned).
    Trail(u8),
    /// An effect's picture; a Waterfall that flows shows its way (quarter turns).
    Effect(Effect, Option<u8>),
    /// Nothing: a back, a gap.
    Blank,
}

/// A card's picture.
fn art(a: Art) -> Html {
    match a {
        Art::House(colour) => {
            let fill = colour
                .and_then(|c| TOKENS.get(c))
                .map_or("#b9b2a4", |t| t.0);
            html! {
                <svg class="gy-house" viewBox="0 0 100 100" aria-hidden="true">
                    <path d="M18 50L50 20L82 50" fill="#7a3b1e" stroke="#3b1c0c" stroke-width="4" stroke-linejoin="round" />
                    <rect x="26" y="48" width="48" height="36" fill={fill} stroke="#3b1c0c" stroke-width="4" />
                    <rect x="44" y="62" width="12" height="22" fill="#fff5" stroke="#3b1c0c" stroke-width="3" />
                </svg>
            }
        }
        Art::Peak => html! {
            <svg class="gy-peak" viewBox="0 0 100 100" aria-hidden="true">
                <path d="M8 86L42 26L56 48L66 36L94 86z" fill="#8d8f96" stroke="#4a4c52" stroke-width="4" stroke-linejoin="round" />
                <path d="M42 26L33 42L41 40L46 46L51 40z" fill="#fff" />
                <path d="M42 26V8" stroke="#4a4c52" stroke-width="3" />
                <path d="M42 8l14 5-14 5z" fill="#d2362b" />
            </svg>
        },
        Art::Trail(mask) => html! { <Trail {mask} /> },
        Art::Effect(e, flow) => html! {
            <>
                <span class="gy-icon">{ effect_icon(e) }</span>
                if let Some(rot) = flow {
                    <span class="gy-flow" style={format!("--flow:{}deg", u16::from(rot % 4) * 90)}><b>{ "↑" }</b></span>
                }
            </>
        },
        Art::Blank => Html::default(),
    }
}

/// A place's look: its class, its picture, its words (for screen readers) and its help (for the
/// info sheet: its name, then what it does), its face for the motion kit, and its turn.
struct Look {
    class: &'static str,
    art: Art,
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
                Art::House(owner.map(|s| colour(players, s))),
                words,
                help,
                "house",
            )
        }
        TileView::Top => Look {
            word: Some("Top"),
            ..plain(
                "top",
                Art::Peak,
                "the Top of the Mountain".into(),
                help::TOP.into(),
                "top",
            )
        },
        TileView::Down => plain(
            "down",
            Art::Blank,
            "a face-down card".into(),
            help::DOWN.into(),
            "down",
        ),
        TileView::Gap => plain("gap", Art::Blank, "no card".into(), help::GAP.into(), "gap"),
        TileView::Up { card, rot } => match card.face() {
            Face::Arrows(mask) => Look {
                rot,
                card: Some(card),
                ..plain(
                    "up",
                    Art::Trail(mask),
                    format!("{}, open to the {}", card.name(), sides(rotate(mask, rot))),
                    card_help(card, Some(rot)),
                    card.name(),
                )
            },
            Face::Effect(e) => {
                // A Waterfall waiting to be aimed flows nowhere yet.
                let aiming = view.now == Some(Pending::Aim { at: p });
                let flows = e == Effect::Waterfall && !aiming;
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
                        Art::Effect(e, flows.then_some(rot)),
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

/// The mountain: every place a button (only the lit ones play; the others are `aria-disabled`
/// rather than disabled, so a tap in info mode still reaches them), its card drawn, the
/// pieces standing on it (`guided`: the lit place is the one to tap next, marked `data-next`).
pub(super) fn mountain(
    props: &BoardProps,
    chosen: Option<(CardId, u8)>,
    moves: &Moves,
    guided: bool,
    does: &Callback<Tap>,
) -> Html {
    let view = &props.view;
    let players = &props.players;
    // What a tap on each place does (the first legal action made there), found in one pass.
    let mut taps: Vec<Option<&Action>> = vec![None; 49];
    for a in &props.legal {
        if let Some(p) = target(a, view, chosen)
            && p.on_board()
        {
            taps[usize::from(p.row) * 7 + usize::from(p.col)].get_or_insert(a);
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
    let cells = Pos::all().map(|p| {
        let l = look(view, p, players);
        let action = taps[usize::from(p.row) * 7 + usize::from(p.col)];
        let mut who: Vec<String> = (0..view.shepherds.len())
            .filter(|&s| view.shepherds[s] == p)
            .map(|s| format!("{}'s shepherd", name(players, s)))
            .collect();
        who.extend(
            (0..view.goats.len())
                .filter(|&s| view.goats[s] == p)
                .map(|s| format!("{}'s goat", name(players, s))),
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
        let class = classes!(
            "gy-cell",
            l.class,
            action.is_some().then_some("target"),
            (focus == Some(p)).then_some("aimed"),
            turn_here.then_some("turnable")
        );
        let degrees = if l.class == "up" {
            moves
                .degrees
                .get(usize::from(p.row) * 7 + usize::from(p.col))
                .copied()
                .unwrap_or(0)
        } else {
            0
        };
        let key = format!("gy-c{}-{}", p.row, p.col);
        html! {
            <Place key={key.clone()} name={AttrValue::from(key.clone())} {class} label={AttrValue::from(label)}
                info={AttrValue::from(info)} tap={action.cloned()} next={guided && action.is_some()}
                face={AttrValue::from(l.face)} rot={l.rot} {degrees} card={l.card.map(|c| (c, p.row, p.col))}
                art={l.art} word={l.word} {turn_here} does={does.clone()}
                turned={view.found.iter().any(|f| f.at == p && !f.laid)} />
        }
    });
    html! {
        <div class="gy-mountain" role="group" aria-label="The mountain, north at the top">
            { for cells }
            // The pieces stand over the cards in a layer of their own, so a piece travels over
            // the mountain and each card is laid out and painted alone (the cards' buttons
            // name who stands on them).
            <div class="gy-standing" aria-hidden="true">{ for pieces(view, players, moves) }</div>
        </div>
    }
}

/// A place on the mountain: its motion name, class, words, what a tap does there (`tap`, lit),
/// whether a lesson points at it, its face and turn for the motion kit (`degrees`: the turn
/// drawn, counted on past a full turn), the face-up card there and where, its picture and word,
/// whether the seat's own card there can be turned.
#[derive(Properties, PartialEq)]
struct PlaceProps {
    name: AttrValue,
    class: Classes,
    label: AttrValue,
    info: AttrValue,
    tap: Option<Action>,
    next: bool,
    face: AttrValue,
    rot: u8,
    degrees: i32,
    card: Option<(CardId, u8, u8)>,
    art: Art,
    word: Option<&'static str>,
    turn_here: bool,
    does: Callback<Tap>,
    /// Its card was just turned over where it lies (not laid from a hand).
    turned: bool,
}

#[component]
fn Place(p: &PlaceProps) -> Html {
    let onclick = p.tap.clone().map(|a| {
        let does = p.does.clone();
        Callback::from(move |_: MouseEvent| does.emit(Tap::Act(a.clone())))
    });
    let style = format!("--rot:{}deg", p.degrees);
    let card = p.card;
    html! {
        <button class={p.class.clone()} aria-label={p.label.clone()} data-info={p.info.clone()}
            data-next={next(p.next)} aria-disabled={p.tap.is_none().then_some("true")} {onclick}
            data-key={p.name.clone()} data-face={p.face.clone()} data-at={format!("r{}", p.rot)}>
            <span class="gy-art" {style} data-key={card.map(|(c, _, _)| format!("gy-k{}", c.0))}
                data-at={card.map(|(_, r, c)| format!("{r}-{c}"))} data-from={card.map(|(c, _, _)| if p.turned { p.name.to_string() } else { format!("gyh{}", c.0) })}>
                { art(p.art) }
            </span>
            if let Some(w) = p.word { <span class="gy-word" aria-hidden="true">{ w }</span> }
            if p.turn_here { <span class="gy-turn-mark" aria-hidden="true">{ "⟳" }</span> }
        </button>
    }
}

/// Every shepherd and goat, each placed on its card: side by side, two a row (three when five
/// or more share a card), standing on the card's lower edge or just above its word. In a fixed
/// order (the shepherds, then the goats, by seat), so a piece that moves stays where it is among
/// the others on the page.
fn pieces(view: &TableView, players: &[Player], moves: &Moves) -> Vec<Html> {
    let seats = view.shepherds.len();
    let mut out: Vec<Option<Html>> = (0..seats + view.goats.len()).map(|_| None).collect();
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
            let wrapped = moves
                .wraps
                .get(seat)
                .is_some_and(|w| if kind == Kind::Goat { w.1 } else { w.0 });
            let slot = if kind == Kind::Goat {
                seats + seat
            } else {
                seat
            };
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
            if let Some(o) = out.get_mut(slot) {
                *o = Some(html! {
                    <Standing key={key.clone()} name={AttrValue::from(key.clone())} {kind} colour={colour(players, seat)}
                        label={AttrValue::from(format!("{}'s {what}", name(players, seat)))}
                        at={(p.row, p.col)} place={(x, y, size)} {wrapped}
                        after_roll={kind == Kind::Goat && moves.rolled} />
                });
            }
        }
    }
    out.into_iter().flatten().collect()
}

/// A shepherd or goat standing on a place (`at`: row and column), at (`x`, `y`) in it and
/// `size` big (`place`, hundredths of a card); `wrapped` if it came there past an edge,
/// `after_roll` if it waits for the die to land before it moves.
#[derive(Properties, PartialEq)]
struct StandingProps {
    name: AttrValue,
    kind: Kind,
    colour: usize,
    label: AttrValue,
    at: (u8, u8),
    place: (usize, usize, usize),
    wrapped: bool,
    after_roll: bool,
}

#[component]
fn Standing(p: &StandingProps) -> Html {
    let class = if p.kind == Kind::Goat {
        "gy-piece goat"
    } else {
        "gy-piece shepherd"
    };
    let (r, c) = p.at;
    let (x, y, size) = p.place;
    html! {
        <span {class} data-key={p.name.clone()} data-at={format!("{r}-{c}")}
            style={format!("--r:{r};--c:{c};--x:{x};--y:{y};--s:{size}")}
            data-wrap={p.wrapped.then_some("7")} data-delay={p.after_roll.then_some("450")}>
            <Piece kind={p.kind} seat={p.colour} label={p.label.clone()} />
        </span>
    }
}
