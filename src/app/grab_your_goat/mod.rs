//! The Grab Your Goat! table for one seat: the mountain as seven by seven drawn mountain cards
//! (trails on the paths, a picture and a word on the effects, backs on face-down cards, the
//! houses in their owners' colours, the peak in the middle), every shepherd and goat as a drawn
//! piece standing on its card, the kit's die, this seat's hand of three real cards, each seat's
//! panel, and the decision at hand with every place it may go lit on the mountain.
//!
//! Motion (the kit's, `kit::motion`): each place is keyed by where it is (`gy-c<row>-<col>`) with
//! its face as `data-face`, so a card turned over flips; its turn is `data-at`, and the trail
//! inside turns by a CSS transition; a face-up card is also keyed by its id (`gy-k<id>`), coming
//! from the hand card of the same id (`gyh<id>`) when it was played from a hand. Pieces are keyed
//! by seat (`gy-sh<seat>`, `gy-goat<seat>`) with their place as `data-at`: a step slides, a throw
//! or a ride flies, a step past an edge goes out on one side and comes in on the other
//! (`data-wrap`), and a goat waits for the die to land before it walks (`data-delay`).

use crate::app::kit::card::{CardProps, card};
use crate::app::kit::piece::{Kind, TOKENS, Token, die, piece};
use crate::engine::{Player, Seat};
use crate::games::grab_your_goat::view::{TableView, TileView};
use crate::games::grab_your_goat::{
    Action, CardId, DieFace, Dir, Effect, Face, Pending, Pos, rotate,
};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub view: TableView,
    pub legal: Vec<Action>,
    pub players: Vec<Player>,
    pub on_action: Callback<Action>,
    /// Replaces the board's prompt while someone else (a computer) plays.
    #[prop_or_default]
    pub watching: Option<AttrValue>,
}

fn name(players: &[Player], seat: Seat) -> String {
    players
        .get(seat)
        .map_or_else(|| format!("Player {}", seat + 1), |p| p.name.clone())
}

fn colour(players: &[Player], seat: Seat) -> usize {
    players.get(seat).map_or(seat, |p| p.colour)
}

fn effect_icon(e: Effect) -> &'static str {
    match e {
        Effect::CoffeeBush => "☕",
        Effect::SkiLift => "🚡",
        Effect::Thicket => "🌿",
        Effect::WheatField => "🌾",
        Effect::DenseFog => "🌫",
        Effect::Landslide => "🪨",
        Effect::Mineshaft => "⛏",
        Effect::SteepCliff => "🧗",
        Effect::Waterfall => "💧",
    }
}

/// What a card does, in a line (as the how-to page says it).
fn effect_text(e: Effect) -> &'static str {
    match e {
        Effect::CoffeeBush => "Start here: roll or move twice",
        Effect::SkiLift => "Ride to and from the Top",
        Effect::Thicket => "Shepherd loses the next turn",
        Effect::WheatField => "A goat that enters stays put",
        Effect::DenseFog => "Face-up cards go back face down",
        Effect::Landslide => "Clears a line to the edge",
        Effect::Mineshaft => "Drops a shepherd back home",
        Effect::SteepCliff => "No shepherd may enter",
        Effect::Waterfall => "Sweeps a shepherd one card on",
    }
}

/// A path card's trail, unturned, on a 100x100 card: a worn earth track from the middle out
/// through each open side. One string per look, so an unchanged card costs the page nothing.
fn trail_markup(mask: u8) -> String {
    let ends = |d: Dir| match d {
        Dir::N => "50 0",
        Dir::E => "100 50",
        Dir::S => "50 100",
        Dir::W => "0 50",
    };
    let track: String = Dir::ALL
        .into_iter()
        .filter(|d| mask & d.bit() != 0)
        .map(|d| format!("M50 50L{}", ends(d)))
        .collect();
    format!(
        r##"<svg class="gy-trail" viewBox="0 0 100 100" aria-hidden="true"><circle cx="18" cy="20" r="3" fill="#7fa656"/><circle cx="82" cy="80" r="3" fill="#7fa656"/><circle cx="80" cy="18" r="2" fill="#e7c64a"/><circle cx="20" cy="82" r="2" fill="#e7c64a"/><path d="{track}" fill="none" stroke="#8a5a2b" stroke-width="26" stroke-linecap="round"/><path d="{track}" fill="none" stroke="#d8b07a" stroke-width="16" stroke-linecap="round"/><path d="{track}" fill="none" stroke="#b98a55" stroke-width="2" stroke-dasharray="4 7"/></svg>"##
    )
}

fn raw(markup: String) -> Html {
    Html::from_html_unchecked(AttrValue::from(markup))
}

/// A house in its owner's colour (grey when nobody lives there).
fn house_markup(colour: Option<usize>) -> String {
    let fill = colour
        .and_then(|c| TOKENS.get(c))
        .map_or("#b9b2a4", |t| t.0);
    format!(
        r##"<svg class="gy-house" viewBox="0 0 100 100" aria-hidden="true"><path d="M18 50L50 20L82 50" fill="#7a3b1e" stroke="#3b1c0c" stroke-width="4" stroke-linejoin="round"/><rect x="26" y="48" width="48" height="36" fill="{fill}" stroke="#3b1c0c" stroke-width="4"/><rect x="44" y="62" width="12" height="22" fill="#fff5" stroke="#3b1c0c" stroke-width="3"/></svg>"##
    )
}

const PEAK: &str = r##"<svg class="gy-peak" viewBox="0 0 100 100" aria-hidden="true"><path d="M8 86L42 26L56 48L66 36L94 86z" fill="#8d8f96" stroke="#4a4c52" stroke-width="4" stroke-linejoin="round"/><path d="M42 26L33 42L41 40L46 46L51 40z" fill="#fff"/><path d="M42 26V8" stroke="#4a4c52" stroke-width="3"/><path d="M42 8l14 5-14 5z" fill="#d2362b"/></svg>"##;

/// A place's look: its class, its picture and its words (for screen readers and the info sheet),
/// its face for the motion kit, and its turn.
struct Look {
    class: &'static str,
    art: Html,
    word: Option<&'static str>,
    words: String,
    face: String,
    rot: u8,
    /// The id of the face-up card lying there.
    card: Option<CardId>,
}

fn sides(mask: u8) -> String {
    let names: Vec<&str> = Dir::ALL
        .into_iter()
        .filter(|d| mask & d.bit() != 0)
        .map(Dir::name)
        .collect();
    names.join(", ")
}

fn look(view: &TableView, p: Pos, players: &[Player]) -> Look {
    let plain = |class, art, words: String, face: &str| Look {
        class,
        art,
        word: None,
        words,
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
            plain(
                "house",
                raw(house_markup(owner.map(|s| colour(players, s)))),
                words,
                "house",
            )
        }
        TileView::Top => Look {
            word: Some("Top"),
            ..plain(
                "top",
                raw(PEAK.to_string()),
                "the Top of the Mountain".into(),
                "top",
            )
        },
        TileView::Down => plain("down", html! {}, "a face-down card".into(), "down"),
        TileView::Gap => plain("gap", html! {}, "no card".into(), "gap"),
        TileView::Up { card, rot } => match card.face() {
            Face::Arrows(mask) => Look {
                rot,
                card: Some(card),
                ..plain(
                    "up",
                    raw(trail_markup(mask)),
                    format!("{}, open to the {}", card.name(), sides(rotate(mask, rot))),
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
                        html! {
                            <>
                                <span class="gy-icon">{ effect_icon(e) }</span>
                                if flows {
                                    <span class="gy-flow" style={format!("--flow:{}deg", u16::from(rot % 4) * 90)}><b>{"↑"}</b></span>
                                }
                            </>
                        },
                        format!("{}{way}: {}", e.name(), effect_text(e)),
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

fn prompt(view: &TableView, players: &[Player], chosen: bool) -> String {
    let me = name(players, view.active);
    match &view.now {
        Some(Pending::Move { .. }) if chosen => {
            format!("{me}, tap a lit face-down card to lay your card there.")
        }
        Some(Pending::Roll { rolls }) => {
            if *rolls > 1 {
                format!("{me}, your goat had coffee: roll for it twice.")
            } else {
                format!("{me}, roll the die for your goat.")
            }
        }
        Some(Pending::GoatWay { .. }) => {
            format!("{me}, the die says any way: where does your goat go?")
        }
        Some(Pending::Move { moves }) => {
            let extra = if *moves > 1 {
                " (coffee: two moves)"
            } else {
                ""
            };
            format!(
                "{me}, your move{extra}: walk to a lit card, play a card from your hand, or turn your card."
            )
        }
        Some(Pending::Orient { .. }) => {
            format!("{me}, turn the card you found so a path meets yours.")
        }
        Some(Pending::ThrowGoat { goat, .. }) => format!(
            "{me}, throw {}'s goat onto a lit card.",
            name(players, *goat)
        ),
        Some(Pending::ThrowShepherd { shepherd, .. }) => format!(
            "{me}, throw {}'s shepherd onto a lit card.",
            name(players, *shepherd)
        ),
        Some(Pending::Aim { at }) => {
            let what = match view.tile(*at) {
                TileView::Up { card, .. } => card.name(),
                _ => "card",
            };
            format!("{me}, which way does the {what} run?")
        }
        Some(Pending::TopReveal) => {
            format!("{me}, from the Top you may turn over any face-down card: tap one.")
        }
        Some(Pending::FreeLift) => {
            format!("{me}, you found a Ski Lift: ride it to the Top for free?")
        }
        Some(Pending::FreeRide { .. }) => {
            format!("{me}, you turned over a Ski Lift: ride down to it for free?")
        }
        None => "The chase is over.".into(),
    }
}

/// The die's face and its word.
fn die_face(face: DieFace) -> (&'static str, &'static str) {
    match face {
        DieFace::Way(d) => (d.arrow(), d.name()),
        DieFace::Rest => ("💤", "rest"),
        DieFace::Any => ("✳", "any way"),
    }
}

/// Where the pieces stood at the last drawing, and how many rolls there had been: a step past
/// an edge and a goat that follows a roll are drawn from the difference.
#[derive(Default)]
struct Before {
    shepherds: Vec<Pos>,
    goats: Vec<Pos>,
    rolls: u32,
    /// Each place's card's turn in degrees as last drawn, counted on past a full turn, so a
    /// quarter turn from west to north turns a quarter, not three quarters back.
    degrees: Vec<i32>,
}

/// The degrees to draw a card turned `rot` quarters at, nearest to `was`.
fn nearest_degrees(was: i32, rot: u8) -> i32 {
    let delta = (i32::from(rot % 4) * 90 - was).rem_euclid(360);
    if delta > 180 {
        was + delta - 360
    } else {
        was + delta
    }
}

/// How the pieces moved since the last drawing.
struct Moves {
    /// For each seat: whether its shepherd, and its goat, stepped past an edge.
    wraps: Vec<(bool, bool)>,
    /// Whether the die was rolled (a goat then waits for it to land).
    rolled: bool,
    /// Each place's card's turn, in degrees (see [`Before::degrees`]).
    degrees: Vec<i32>,
}

/// Whether a piece went from `a` to `b` by one step past an edge.
fn wrapped(a: Option<&Pos>, b: Pos) -> bool {
    a.is_some_and(|a| {
        let (dr, dc) = (a.row.abs_diff(b.row), a.col.abs_diff(b.col));
        (dr == 6 && dc == 0) || (dc == 6 && dr == 0)
    })
}

#[component]
pub fn Board(props: &BoardProps) -> Html {
    let view = &props.view;
    let players = &props.players;
    // A hand card chosen to play, and the way it will lie.
    let chosen = use_state(|| None::<(CardId, u8)>);
    let before = use_mut_ref(Before::default);
    let (wraps, rolled) = {
        let was = before.borrow();

        let wraps: Vec<(bool, bool)> = (0..view.goats.len())
            .map(|s| {
                (
                    view.shepherds.get(s).is_some_and(|&p| {
                        was.shepherds.get(s) != Some(&p) && wrapped(was.shepherds.get(s), p)
                    }),
                    view.goats.get(s).is_some_and(|&p| {
                        was.goats.get(s) != Some(&p) && wrapped(was.goats.get(s), p)
                    }),
                )
            })
            .collect();
        (wraps, was.rolls != view.rolls && !was.goats.is_empty())
    };
    let degrees: Vec<i32> = {
        let was = before.borrow();
        Pos::all()
            .enumerate()
            .map(|(i, p)| {
                let rot = match view.tile(p) {
                    TileView::Up { rot, .. } => rot,
                    _ => 0,
                };
                nearest_degrees(was.degrees.get(i).copied().unwrap_or(0), rot)
            })
            .collect()
    };
    *before.borrow_mut() = Before {
        shepherds: view.shepherds.clone(),
        goats: view.goats.clone(),
        rolls: view.rolls,
        degrees: degrees.clone(),
    };
    let looking = props.legal.is_empty();
    let status = if let Some(w) = &props.watching {
        w.to_string()
    } else if looking {
        format!(
            "{}, you are only looking at your hand; {} is to play.",
            name(players, view.seat),
            name(players, view.active)
        )
    } else {
        prompt(view, players, chosen.is_some())
    };
    html! {
        <div class="gy-board" style={format!("--n:{}", view.shepherds.len())}>
            { mountain(props, &chosen, &Moves { wraps, rolled, degrees }) }
            <div class="gy-panel">
                <p class="status gy-status" aria-live="polite">
                    <Token colour={colour(players, view.active)} />
                    { status }
                </p>
                <div class="gy-turn">
                    <div class="gy-die">
                        { match view.last_roll {
                            Some(f) => { let (face, word) = die_face(f); die(Some(face), Some(word), view.rolls as usize) }
                            None => die(None, None, 0),
                        } }
                    </div>
                    if !looking { { decision(props, &chosen) } }
                </div>
                { hand(props, &chosen) }
                { seats(view, players) }
            </div>
        </div>
    }
}

/// The mountain: every place a button (only the lit ones can be tapped), its card drawn, the
/// pieces standing on it.
fn mountain(
    props: &BoardProps,
    chosen: &UseStateHandle<Option<(CardId, u8)>>,
    moves: &Moves,
) -> Html {
    let view = &props.view;
    let players = &props.players;
    // What a tap on each place does, found in one pass over the legal actions.
    let mut taps: Vec<Option<Action>> = vec![None; 49];
    for a in &props.legal {
        if let Some(p) = target(a, view, **chosen)
            && p.on_board()
        {
            taps[usize::from(p.row) * 7 + usize::from(p.col)].get_or_insert_with(|| a.clone());
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
        let action = taps[usize::from(p.row) * 7 + usize::from(p.col)].clone();
        let shepherds: Vec<Seat> = (0..view.shepherds.len()).filter(|&s| view.shepherds[s] == p).collect();
        let goats: Vec<Seat> = (0..view.goats.len()).filter(|&s| view.goats[s] == p).collect();
        let mut who: Vec<String> = shepherds.iter().map(|&s| format!("{}'s shepherd", name(players, s))).collect();
        who.extend(goats.iter().map(|&s| format!("{}'s goat", name(players, s))));
        let verb = match &action {
            Some(Action::Step { .. }) => "Walk to ",
            Some(Action::Lift { .. }) => "Ride the lift to ",
            Some(Action::Throw { .. }) => "Throw onto ",
            Some(Action::Reveal { .. }) => "Turn over ",
            Some(Action::Advantage { .. }) => "Lay your card on ",
            _ => "",
        };
        let label = format!(
            "{verb}{}: {}{}",
            p.name(),
            l.words,
            if who.is_empty() { String::new() } else { format!("; {}", who.join(", ")) }
        );
        let onclick = {
            let on = props.on_action.clone();
            let chosen = chosen.clone();
            let action = action.clone();
            Callback::from(move |_: MouseEvent| {
                if let Some(a) = action.clone() {
                    chosen.set(None);
                    on.emit(a);
                }
            })
        };
        let turn_here = turnable && me == Some(p);
        let key = format!("gy-c{}-{}", p.row, p.col);
        html! {
            <button class={classes!("gy-cell", l.class, action.is_some().then_some("target"),
                    (focus == Some(p)).then_some("aimed"), turn_here.then_some("turnable"))}
                aria-label={label.clone()} data-info={label} disabled={action.is_none()} onclick={onclick}
                data-key={key} data-face={l.face} data-at={format!("r{}", l.rot)}>
                <span class="gy-art" style={format!("--rot:{}deg", if l.class == "up" {
                    moves.degrees.get(usize::from(p.row) * 7 + usize::from(p.col)).copied().unwrap_or(0)
                } else { 0 })}
                    data-key={l.card.map(|c| format!("gy-k{}", c.0))} data-at={l.card.map(|_| format!("{}-{}", p.row, p.col))}
                    data-from={l.card.map(|c| format!("gyh{}", c.0))}>{ l.art }</span>
                if let Some(w) = l.word { <span class="gy-word" aria-hidden="true">{ w }</span> }
                if turn_here { <span class="gy-turn-mark" aria-hidden="true">{"⟳"}</span> }
            </button>
        }
    });
    html! {
        <div class="gy-mountain" role="group" aria-label="The mountain, north at the top">
            { for cells }
            // The pieces stand over the cards in a layer of their own, so a piece travels over
            // the mountain and each card is laid out and painted alone (the cards' buttons
            // name who stands on them).
            <div class="gy-standing" aria-hidden="true">{ pieces(view, players, moves) }</div>
        </div>
    }
}

/// Every shepherd and goat, each placed on its card: side by side, two a row (three when five
/// or more share a card, as on the Top at the start), standing on the card's lower edge.
fn pieces(view: &TableView, players: &[Player], moves: &Moves) -> Html {
    let mut out = Vec::new();
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
        // Sizes and offsets in hundredths of a card.
        let (size, cols) = if n > 4 { (30, 3) } else { (46, 2) };
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
            let y = 96 - rows * size + row * size;
            let wrap = moves
                .wraps
                .get(seat)
                .is_some_and(|w| if kind == Kind::Goat { w.1 } else { w.0 });
            out.push(standing(
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
    out.into_iter().collect()
}

/// A shepherd or goat standing on a place, at (`x`, `y`) in it and `size` big (hundredths of a
/// card); `wrapped` if it came there past an edge, `after_roll` if it waits for the die to land
/// before it moves.
fn standing(
    kind: Kind,
    seat: Seat,
    at: Pos,
    players: &[Player],
    (x, y, size): (usize, usize, usize),
    wrapped: bool,
    after_roll: bool,
) -> Html {
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
    html! {
        <span key={key.clone()} class={classes!("gy-piece", what)} data-key={key} data-at={format!("{}-{}", at.row, at.col)}
            style={format!("--r:{};--c:{};--x:{x};--y:{y};--s:{size}", at.row, at.col)}
            data-wrap={wrapped.then_some("7")} data-delay={after_roll.then_some("450")}>
            { piece(kind, Some(colour(players, seat)), &format!("{}'s {what}", name(players, seat)), None) }
        </span>
    }
}

fn decision(props: &BoardProps, chosen: &UseStateHandle<Option<(CardId, u8)>>) -> Html {
    let view = &props.view;
    let send = |a: Action| {
        let on = props.on_action.clone();
        let chosen = chosen.clone();
        Callback::from(move |_: MouseEvent| {
            chosen.set(None);
            on.emit(a.clone())
        })
    };
    let buttons: Html = props
        .legal
        .iter()
        .filter_map(|a| {
            let text = match a {
                Action::Roll => "🎲 Roll the die".to_string(),
                // Ways are a compass of their own, below.
                Action::GoatWay { .. } | Action::Aim { .. } => return None,
                Action::Rotate { clockwise: true } => "↻ Turn my card clockwise".into(),
                Action::Rotate { clockwise: false } => "↺ Turn my card anticlockwise".into(),
                Action::Skip if view.now == Some(Pending::TopReveal) => "Turn over nothing".into(),
                Action::Skip
                    if matches!(view.now, Some(Pending::FreeLift | Pending::FreeRide { .. })) =>
                {
                    "Stay here".into()
                }
                Action::Skip => "Nowhere to throw: go on".into(),
                Action::Lift { .. } if view.now == Some(Pending::FreeLift) => {
                    "🚡 Ride to the Top".into()
                }
                Action::Lift { .. } if matches!(view.now, Some(Pending::FreeRide { .. })) => {
                    "🚡 Ride down to the lift".into()
                }
                Action::Pass => "No move is possible: pass".into(),
                Action::Orient { rot } => return orient_button(view, *rot, send(a.clone())),
                _ => return None,
            };
            Some(html! { <button class="choice" onclick={send(a.clone())}>{ text }</button> })
        })
        .collect();
    // A way to choose (the die's "any way", a Landslide's or Waterfall's way): four arrows set
    // out as a compass, north at the top like the mountain.
    let ways: Vec<(Dir, Action, &str)> = props
        .legal
        .iter()
        .filter_map(|a| match a {
            Action::GoatWay { dir } => Some((*dir, a.clone(), "Send your goat ")),
            Action::Aim { dir } => Some((*dir, a.clone(), "Toward the ")),
            _ => None,
        })
        .collect();
    html! {
        <section class="choices" aria-label="Your choices">
            if !ways.is_empty() {
                <div class="gy-compass">
                    { for ways.into_iter().map(|(dir, a, words)| html! {
                        <button class={classes!("choice", dir.name())} onclick={send(a)} aria-label={format!("{words}{}", dir.name())}>
                            <span class="sr-only">{ words }</span>{ dir.arrow() }<span class="sr-only">{ dir.name() }</span>
                        </button>
                    }) }
                </div>
            }
            { buttons }
            if chosen.is_some() {
                <button class="choice" onclick={{ let c = chosen.clone(); Callback::from(move |_| c.set(None)) }}>{"Keep the card in hand"}</button>
            }
        </section>
    }
}

fn orient_button(view: &TableView, rot: u8, onclick: Callback<MouseEvent>) -> Option<Html> {
    let Some(Pending::Orient { at, .. }) = view.now else {
        return None;
    };
    let TileView::Up { card, .. } = view.tile(at) else {
        return None;
    };
    let Face::Arrows(mask) = card.face() else {
        return None;
    };
    let m = rotate(mask, rot);
    Some(html! {
        <button class="choice gy-orient" onclick={onclick} aria-label={format!("Open to the {}", sides(m))}>
            <span class="gy-art" style={format!("--rot:{}deg", u16::from(rot) * 90)}>{ raw(trail_markup(mask)) }</span>
            { format!("Open to the {}", sides(m)) }
        </button>
    })
}

/// This seat's hand: three real cards. A card that can be played is a button: tap it to pick it
/// (the places it may go light up), tap "Turn it" to choose the way it lies.
fn hand(props: &BoardProps, chosen: &UseStateHandle<Option<(CardId, u8)>>) -> Html {
    let view = &props.view;
    let ways = |card: CardId| {
        let mut v: Vec<u8> = props
            .legal
            .iter()
            .filter_map(|a| match a {
                Action::Advantage { card: c, rot, .. } if *c == card => Some(*rot),
                _ => None,
            })
            .collect();
        crate::engine::sort_short(&mut v);
        v.dedup();
        v
    };
    html! {
        <section class="gy-hand" data-private={view.seat.to_string()} aria-label="Your hand">
            { for view.hand.iter().map(|&c| {
                let ways = ways(c);
                let picked = chosen.filter(|(k, _)| *k == c).map(|(_, r)| r);
                let rot = picked.unwrap_or(0);
                let (art, kind, text) = match c.face() {
                    // A path's picture says where it is open (its words are in its label).
                    Face::Arrows(mask) => (
                        html! { <span class="gy-art" style={format!("--rot:{}deg", u16::from(rot) * 90)}>{ raw(trail_markup(mask)) }</span> },
                        "Path",
                        None,
                    ),
                    Face::Effect(e) => (html! { effect_icon(e) }, "Effect", Some(effect_text(e))),
                };
                let face = card(&CardProps {
                    name: c.name().into(),
                    kind: Some(kind.into()),
                    text: text.map(AttrValue::from),
                    art: Some(art),
                    tone: Some((if kind == "Path" { "#e9e3c4" } else { "#dfeaf5" }).into()),
                    motion: Some(format!("gyh{}", c.0).into()),
                    at: Some("hand".into()),
                    ..CardProps::default()
                });
                let pick = {
                    let chosen = chosen.clone();
                    let first = ways.first().copied();
                    Callback::from(move |_: MouseEvent| chosen.set(if picked.is_some() { None } else { first.map(|r| (c, r)) }))
                };
                let turn = {
                    let chosen = chosen.clone();
                    let next = ways.iter().position(|&r| Some(r) == picked).and_then(|i| ways.get((i + 1) % ways.len())).copied();
                    Callback::from(move |_: MouseEvent| if let Some(r) = next { chosen.set(Some((c, r))) })
                };
                html! {
                    <div class={classes!("gy-hand-card", picked.is_some().then_some("chosen"))}>
                        // Always a button (disabled while the card cannot be played), so a
                        // roll that makes the hand playable changes an attribute, not the cards.
                        // Named by the words on the card, then where a path is open and what a
                        // tap does (for screen readers only).
                        <button class="gy-card-btn" aria-pressed={picked.is_some().to_string()} onclick={pick}
                            disabled={ways.is_empty()}>
                            { face }
                            <span class="sr-only">{ match (c.face(), ways.is_empty()) {
                                (Face::Arrows(mask), false) => format!("open to the {}: play it", sides(rotate(mask, rot))),
                                (Face::Arrows(mask), true) => format!("open to the {}", sides(rotate(mask, rot))),
                                (Face::Effect(_), false) => "play it".to_string(),
                                (Face::Effect(_), true) => String::new(),
                            } }</span>
                        </button>
                        if picked.is_some() && ways.len() > 1 {
                            <button class="choice gy-rot" onclick={turn}>{"↻ Turn it"}</button>
                        }
                    </div>
                }
            }) }
        </section>
    }
}

/// Each seat's panel: its house, its shepherd and its goat, and how far apart they are.
fn seats(view: &TableView, players: &[Player]) -> Html {
    html! {
        <ul class="gy-seats" aria-label="Players">
            { for (0..view.shepherds.len()).map(|s| {
                let (sh, goat) = (view.shepherds[s], view.goats[s]);
                let apart = usize::from(sh.row.abs_diff(goat.row) + sh.col.abs_diff(goat.col));
                let home = sh == Pos::house(s);
                let place = if home { "At home" } else { "On the mountain" };
                let goat_words = match apart {
                    0 => "with its goat!".to_string(),
                    1 => "goat next to it".to_string(),
                    n => format!("goat {n} cards away"),
                };
                let fill = TOKENS.get(colour(players, s)).map_or("#5b4a8b", |t| t.0);
                html! {
                    <li class={classes!("gy-seat", (s == view.active).then_some("active"))} style={format!("--seat:{fill}")}>
                        <span class="gy-seat-pieces" aria-hidden="true">
                            <span class="gy-mini">{ piece(Kind::Shepherd, Some(colour(players, s)), "shepherd", None) }</span>
                            <span class="gy-mini">{ piece(Kind::Goat, Some(colour(players, s)), "goat", None) }</span>
                        </span>
                        <span class="gy-seat-words">
                            <b>{ name(players, s) }</b>
                            <span>{ format!("{place} · {goat_words}") }</span>
                            if view.lost_turn.get(s).copied().unwrap_or(false) {
                                <span class="warn">{"Stuck in a Thicket: misses a move"}</span>
                            }
                        </span>
                    </li>
                }
            }) }
            <li class="gy-deck muted">{ format!("Deck {} · discarded {}", view.deck, view.discard.len()) }</li>
        </ul>
    }
}
