//! The BattleGoats table for one seat, on the kit: the opponents' battlefields across the top
//! (their front rows toward the middle), this seat's battlefield large at the bottom (its front
//! row toward them), the middle of the table where a fight is played out as a face-off, and
//! beside it this seat's hand, pack or choices. Every battlefield place is a real card: face down
//! it is a back in its owner's colour and shape, face up (or known to this seat) the card itself.
//!
//! Motion: each place is keyed by seat and place (never by card, so a key tells nothing of a
//! face-down card), the hand by card; a laid card flies from the hand, a fight's two cards fly
//! from their places to the middle (`data-from`), and the defeated count turns over.

use crate::app::kit::card::{Card, CardProps, Size};
use crate::app::kit::guide::{next, use_guided};
use crate::app::kit::piece::{TOKENS, Token};
use crate::app::kit::use_steady;
use crate::engine::{Player, Seat};
use crate::games::battlegoats::view::{CellView, Known, TableView};
use crate::games::battlegoats::{Action, CardId, Fight, FightResult, Kind, Phase, Spot, Term};
use tap::{Tap, next_tap};
use words::place;
use yew::prelude::*;

mod field;
mod panel;
mod tap;
mod words;

use field::{card_at, field};
use panel::{Arena, held, panel, pile_sheet};

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub view: TableView,
    pub legal: Vec<Action>,
    pub players: Vec<Player>,
    pub on_action: Callback<Action>,
    /// Replaces the board's prompt while someone else (a computer) plays.
    #[prop_or_default]
    pub watching: Option<AttrValue>,
    /// Drawn hidden under the hand-off, before the seat has the tablet: no hand, no pack, no
    /// face-down card it knows, and nothing marked private (src/app/screens/table.rs, `sealed`).
    #[prop_or_default]
    pub sealed: bool,
}

/// What the seat has tapped so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pick {
    None,
    /// A card in hand, during layout.
    Hand(CardId),
    /// One of this seat's battlefield places, in its turn; `power` when its power is chosen.
    Mine {
        cell: usize,
        power: bool,
    },
}

/// What a tap on the panel, the arena or the pile sheet does: an action, a pick, or closing the
/// pile sheet. (The battlefields' places have their own.)
#[derive(Clone, Debug, PartialEq)]
enum Does {
    Act(Action),
    Pick(Pick),
    Close,
}

/// A button that hands `does` to `on` (made once for the table's life): a choice, Done, Close.
/// `pressed`: a toggle's state; `next`: the one thing a guided game taps next.
#[derive(Properties, PartialEq)]
struct ChoiceProps {
    class: &'static str,
    does: Does,
    on: Callback<Does>,
    #[prop_or_default]
    pressed: Option<bool>,
    #[prop_or_default]
    next: bool,
    #[prop_or_default]
    children: Html,
}

#[component]
fn Choice(p: &ChoiceProps) -> Html {
    let onclick = {
        let (on, does) = (p.on.clone(), p.does.clone());
        Callback::from(move |_: MouseEvent| on.emit(does.clone()))
    };
    let pressed = p.pressed.map(|on| if on { "true" } else { "false" });
    html! {
        <button class={p.class} aria-pressed={pressed} data-next={next(p.next)} {onclick}>
            { p.children.clone() }
        </button>
    }
}

fn name(players: &[Player], seat: Seat) -> String {
    crate::app::kit::layout::seat_name(players, seat)
}

fn colour(players: &[Player], seat: Seat) -> usize {
    crate::app::kit::layout::seat_colour(players, seat)
}

/// The CSS colour of a seat, for its card backs and its name plate.
fn seat_style(players: &[Player], seat: Seat) -> String {
    let c = TOKENS.get(colour(players, seat)).map_or("#5b4a8b", |t| t.0);
    format!("--seat:{c}")
}

/// A card face as the kit draws it: its value, type (on the big cards; a battlefield card shows
/// its type by its colour), picture, name and what it does in a few words (the info sheet has it
/// all). `spent`: its one Mend is used.
pub(super) fn face(card_id: CardId, size: Size, spent: bool) -> CardProps {
    let c = card_id.card();
    let text = c.short(spent);
    CardProps {
        name: crate::engine::words::soft_breaks(c.name, &BREAKS).into(),
        value: Some(c.value.to_string().into()),
        kind: (size != Size::Table).then(|| c.kind.name().into()),
        text: (!text.is_empty()).then(|| text.into()),
        art: Some(picture(card_id)),
        tone: Some(tone(c.kind).into()),
        size,
        ..CardProps::default()
    }
}

/// Where the longest words of the names may break on a battlefield's small card (a soft hyphen,
/// shown only when the word breaks there): the word, and how many of its letters come first.
/// Otherwise a narrow card breaks them anywhere ("Hoofwrig ht").
const BREAKS: [(&str, usize); 6] = [
    ("Battering", 6),
    ("Bleatsalot", 5),
    ("Cragbeard", 4),
    ("Hoofwright", 4),
    ("Shepherd's", 4),
    ("Trebuchet", 5),
];

/// The card's own picture: a cell of the sheet `battlegoats-art.svg` (a CSS background, fetched
/// with the first card face; with reduced data the type's sign instead, see the game's CSS).
fn picture(card_id: CardId) -> Html {
    let id = usize::from(card_id.0);
    html! {
        <span class="bg-pic" style={format!("--x:{};--y:{}", id % 9, id / 9)}
            data-sym={card_id.card().kind.symbol()}></span>
    }
}

/// Whether the sheet of pictures has been drawn once for the page (see [`flatten_art`]).
#[derive(Default)]
struct Flattened(bool);

/// Once the first picture is on the table: the sheet of pictures drawn once into a bitmap, which
/// the pictures then show in its place (`--bg-art`, see the game's CSS). Every move redraws the
/// table, and a cell of the vector sheet took this machine 5-15 ms to draw each time (the whole
/// sheet is walked for each card: 40-110 ms a move); a cell of a bitmap costs next to nothing.
/// Its cells are drawn at about the size of the largest picture (the arena's, 120 px at
/// 1280x800), at the screen's pixel density (at most 2).
/// With reduced data (no sheet) or no canvas, the pictures stay as they are.
fn flatten_art(done: &mut Flattened) {
    if done.0 {
        return;
    }
    let Some(pic) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(".bg-pic").ok().flatten())
    else {
        return;
    };
    done.0 = true;
    let density = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio());
    let cell = (112.0 * density).clamp(112.0, 224.0).ceil();
    let draw = js_sys::Function::new_with_args(
        "p,s",
        "const u=/url\\(\"?([^\")]*)/.exec(getComputedStyle(p).backgroundImage);if(!u)return;\
         const i=new Image();i.src=u[1];i.decode().then(()=>{const n=9*s,c=document.createElement('canvas');\
         c.width=c.height=n;c.getContext('2d').drawImage(i,0,0,n,n);c.toBlob((b)=>b&&document.documentElement\
         .style.setProperty('--bg-art','url('+URL.createObjectURL(b)+')'))},()=>{})",
    );
    let _ = draw.call2(&wasm_bindgen::JsValue::NULL, &pic, &cell.into());
}

/// The paper colour of each type, as on the pictures' backgrounds.
fn tone(kind: Kind) -> &'static str {
    match kind {
        Kind::Hero => "#fbf1cf",
        Kind::Goat => "#eaf5e1",
        Kind::Creature => "#e5edf4",
        Kind::Equipment => "#f6e8dd",
    }
}

/// A layer over a card that gives the info sheet its words (the kit's card gives only a name).
fn info(words: String) -> Html {
    html! { <span class="bg-info" data-info={words} aria-hidden="true"></span> }
}

/// A face-down card: the back in the owner's colour and shape.
fn back(players: &[Player], seat: Seat, size: Size) -> CardProps {
    CardProps {
        down: true,
        seat: Some(colour(players, seat)),
        size,
        ..CardProps::default()
    }
}

/// The motion key of a battlefield place.
fn key(spot: Spot) -> String {
    format!("bg{}-{}", spot.seat, spot.cell)
}

#[component]
pub fn Board(props: &BoardProps) -> Html {
    let view = &props.view;
    let pick = use_state(|| Pick::None);
    // The discard pile opened for a look, if any (read only: piles are public).
    let pile = use_state(|| None::<Seat>);
    let flattened = crate::app::kit::use_kept::<Flattened>();
    use_effect(move || flatten_art(&mut flattened.borrow_mut()));
    let guided = use_guided();
    let me = drawn_from(view);
    let public = me != view.seat;
    // (What is this seat's alone; none on the public table, nor under the hand-off.)
    let private = (!public && !props.sealed).then(|| me.to_string());
    // Under a guided game the board holds at most one action: the step's.
    let tap = props
        .legal
        .first()
        .filter(|_| guided)
        .map(|a| next_tap(me, a, *pick));
    // With no legal action this screen is someone only looking, or watching a computer; a seat
    // looking at its own table still sees the cards it holds.
    let looking = props.legal.is_empty();
    let holds = private.is_some();
    let status = crate::app::kit::layout::status(
        guided,
        props.watching.as_ref(),
        looking.then(|| {
            let active = view
                .acting()
                .map_or_else(|| "nobody".to_string(), |s| name(&props.players, s));
            (name(&props.players, me), active)
        }),
        "cards",
        || prompt(view, &props.players, *pick),
    );
    let n = view.fields.len();
    // Opponents in the order play reaches them, from this seat's left.
    let opponents: Vec<Seat> = (1..n).map(|k| (me + k) % n).collect();
    let setup = matches!(view.phase, Phase::Draft | Phase::Layout);
    let battle_style = format!(
        "--n:{};--half:{}",
        opponents.len().max(1),
        opponents.len().div_ceil(2).max(1)
    );
    // The panel's, the arena's and the pile sheet's taps (the battlefields' places have their
    // own): an action, a pick, or closing the pile sheet.
    let does = {
        let (on, pick, pile) = (props.on_action.clone(), pick.clone(), pile.clone());
        use_steady(Callback::from(move |d: Does| match d {
            Does::Close => pile.set(None),
            Does::Pick(p) => pick.set(p),
            Does::Act(a) => {
                pick.set(Pick::None);
                on.emit(a);
            }
        }))
    };
    // Every fight defeats a card, so the defeated count differs from the fight before (a power
    // in between, which might mend one back, clears the fight).
    let stamp = view.discards.iter().map(Vec::len).sum::<usize>();
    // The defeated count when this table was first drawn: a fight since then came before the
    // seat's eyes (its own attack, or a computer's it watches) and plays out; the hand-off draws
    // the table anew, so what came before it shows its outcome at once.
    let drawn = use_state(|| stamp);
    let live = stamp != *drawn;
    // Before the first fight the battlefields have the arena's room too (it would be empty).
    let fought = stamp > 0 || !view.fights.is_empty();
    let class = classes!(
        "bg-table",
        if setup { "setup" } else { "battle" },
        if opponents.len() >= 3 { "many" } else { "few" },
        (!setup && !fought).then_some("calm"),
    );
    html! {
        <div {class} style={battle_style}>
            <p class="status bg-status" aria-live="polite">
                if let Some(p) = props.players.get(me) { <Token colour={p.colour} size=24 /> }
                { status }
            </p>
            <div class={if opponents.len() >= 2 { "bg-opponents narrow" } else { "bg-opponents" }}>
                { for opponents.iter().map(|&s| field(props, *pick, &pick, &pile, tap, s)) }
            </div>
            if !setup && fought {
                <div class="bg-arena">
                    <Arena fights={view.fights.clone()} {stamp} {public} {live} players={props.players.clone()} />
                </div>
            }
            <div class="bg-mine" data-private={private.clone()}>{ field(props, *pick, &pick, &pile, tap, me) }</div>
            <div class="bg-panel" data-private={private}>
                if !looking { { panel(props, *pick, tap, &does) } }
                else if holds { { held(view) } }
            </div>
            if let Some(seat) = *pile { { pile_sheet(props, seat, &does) } }
        </div>
    }
}

/// The seat the table is drawn from: the view's own, or on the public table (a view from no
/// seat: the tablet while only phones play) the seat to act, in every phase.
fn drawn_from(view: &TableView) -> Seat {
    let n = view.fields.len();
    if view.seat < n {
        return view.seat;
    }
    view.acting().unwrap_or(0).min(n.saturating_sub(1))
}

fn prompt(view: &TableView, players: &[Player], pick: Pick) -> String {
    let me = name(players, view.seat);
    match &view.phase {
        Phase::Draft => {
            format!("{me}, keep one card from the pack; the rest go to the player on your right.")
        }
        Phase::Layout => match pick {
            Pick::Hand(c) => format!("{me}, tap a lit place for your {}.", c.name()),
            _ if view.hand.is_empty() => {
                format!("{me}, tap Done, or tap a card to pick it back up.")
            }
            _ => format!("{me}, lay your cards face down: tap a card, then a place."),
        },
        Phase::ChooseFirst { .. } => {
            format!("{me}, you finished laying out first: who attacks first?")
        }
        Phase::Turn { .. } => match pick {
            Pick::Mine { power: true, cell } => format!(
                "{me}, tap a lit card for your {}'s power.",
                card_at(view, view.seat, cell).map_or("card", |c| c.name())
            ),
            Pick::Mine { cell, .. } => {
                let card = card_at(view, view.seat, cell);
                let name = card.map_or("card", |c| c.name());
                // A card with a power may use it instead (not in the turn after a power). The
                // picked card is shown big beside this, so its name is left out: with it, the
                // line was a fourth line at 1280x800 with six seats.
                match card.and_then(|c| c.card().power) {
                    Some(p) if !view.must_attack => format!(
                        "{me}, tap an opponent's card to attack it, or use {} instead.",
                        p.name()
                    ),
                    _ => format!("{me}, tap any opponent's card to attack it with your {name}."),
                }
            }
            _ if view.must_attack => {
                format!("{me}, you used a power last turn: tap one of your cards to attack.")
            }
            _ => format!("{me}, your turn: tap one of your cards to attack or use its power."),
        },
        Phase::Ask { .. } => {
            format!("{me}, the last two cards fell together: share the victory, or both lose?")
        }
        Phase::Over { .. } => "The battle is over.".into(),
    }
}
