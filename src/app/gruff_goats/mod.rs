//! The Gruff Goats table for one seat, drawn as the printed game lies on a table: the bridge board
//! (the barren Outside Land with each seat's corner, the water, four wooden bridges, the Island of
//! Good Grass) with every goat, the two trolls and, once its wand is used, the dragon standing on
//! it; the five wands, lying on the table or in front of whoever holds them; a claim and its
//! blocks played out in the middle of the board; each seat's panel; and this seat's hand as a fan
//! of playing cards along the bottom.
//!
//! A turn is played on the table: tap a raised card (or a wand) to pick up its wand, then tap a
//! wand to claim it, or, for a wand you hold, the lit square, troll or goat it acts on. Only the
//! answers with no place on the table (end the turn, block or let a claim go) are buttons of
//! their own.
//!
//! In a guided game ("Learn to play", `kit::guide`) the table is handed the step's one action,
//! and the control tapped next on the way to it carries `data-next`: the wand, the square, the
//! answer or End turn; for a troll wand, the wand, then the troll, then the bridge.
//!
//! Motion (the kit's, `kit::motion`): goats, trolls and the dragon are keyed pieces whose place is
//! their square (`data-at`), so a step slides and a swoop flies; wands are keyed by wand with
//! their holder as `data-at`, so a claimed wand flies to its new holder; hand cards are keyed by
//! card, so a paid card flies from the hand to the claim or the discard pile, and a drawn card
//! comes from the draw pile (`data-from`); each answer to a claim arrives in the middle.
//!
//! Styling (`static/games/gruff-goats.css`, added to the page by the game's code, so other pages
//! do not download it; its comments are kept short, as they ship in the page's download too):
//! - The table: the bridge board as big as the space allows beside (landscape) or above
//!   (portrait) the panel (the prompt, the wands on the table, the seats with the wands they
//!   hold), and this seat's hand as a fan along the bottom edge between the draw and discard
//!   piles. Sizes come from the room the table is given (`--W`, `--H`: its width and height;
//!   at play worked out from the screen's size, as the other tables do, since a size container
//!   around the board cost every tap a second layout of it; elsewhere in container units, so a
//!   lesson's band of words or the end screen's cell leave it the room they leave; `--M`: the board's side; `--sq`: one square; `--E`: the
//!   bottom edge's height): the board and the panel have fixed sizes and are contained, so a
//!   change is laid out where it happens.
//! - Every square has a cell under the pieces, with its words for Info and a long press; a lit
//!   square glows in its cell, under the goats, so a goat there keeps its colour, and its button
//!   over the pieces is a clear ring.
//! - A playing card is not a size container like the kit's cards: its text has fixed sizes, and
//!   a container per card costs a hand of them a second layout pass.
//! - Learn to play: only the one thing to tap next glows (`[data-next]`, the kit's ring); the
//!   other things a tap could act on stay plain (cards that can pay stay raised), so two trolls
//!   or a wand and its square never look alike.
//! - The end screen: the final board and the seats (points, wands held) in the cell beside the
//!   scores, sized by that cell; the hand, the wands on the table and the prompt stay off.

mod board;
mod hand;
mod labels;
mod stage;
mod wands;

use crate::app::kit::guide::next;
use crate::app::kit::piece::Token;
use crate::engine::{Player, Seat};
use crate::games::gruff_goats::view::TableView;
use crate::games::gruff_goats::{Action, Phase, Prey, Size, Wand, words};
use wasm_bindgen::JsCast;
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
    /// The last actions taken, oldest first, by whom (every Gruff Goats action is public): a
    /// claim in progress is drawn from them, and what the last one did.
    #[prop_or_default]
    pub recent: Vec<(Seat, Action)>,
    /// Drawn hidden under the hand-off for the seat about to take the tablet: its hand is
    /// empty and nothing is marked private (src/app/screens/table.rs, `sealed`).
    #[prop_or_default]
    pub sealed: bool,
}

/// What the seat on screen has picked up: a wand (by tapping a card of its suit or the wand),
/// and a troll to move or feed to the dragon; or a wand it means to claim, shown with what it
/// does and costs before anything is paid (a second tap claims it).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Pick {
    wand: Option<Wand>,
    troll: Option<usize>,
    claim: Option<Wand>,
}

/// What a tap on the table does: play an action (and put down whatever was picked up), or pick
/// up a wand or a troll (or put it down).
#[derive(Clone, Debug, PartialEq)]
enum Tap {
    Act(Action),
    Pick(Pick),
}

/// Everything the table's parts draw from, and how they act (`does`: a tap, made once for the
/// table's life).
struct Table<'a> {
    view: &'a TableView,
    legal: &'a [Action],
    players: &'a [Player],
    pick: Pick,
    recent: &'a [(Seat, Action)],
    /// A guided game's table ("Learn to play"): the control tapped next is marked.
    guided: bool,
    /// Drawn under the hand-off, with nothing private (see [`BoardProps::sealed`]).
    sealed: bool,
    does: Callback<Tap>,
}

impl Table<'_> {
    fn name(&self, seat: Seat) -> String {
        crate::app::kit::layout::seat_name(self.players, seat)
    }

    fn colour(&self, seat: Seat) -> usize {
        crate::app::kit::layout::seat_colour(self.players, seat)
    }

    /// A tap that plays `action` (and puts down whatever was picked up).
    fn send(&self, action: Action) -> Tap {
        Tap::Act(action)
    }

    /// A tap that picks up `next` instead (or puts it down, if it is already in hand).
    fn choose(&self, next: Pick) -> Tap {
        Tap::Pick(if self.pick == next {
            Pick::default()
        } else {
            next
        })
    }

    /// What a click on a control that taps `tap` does.
    fn on(&self, tap: Tap) -> Callback<MouseEvent> {
        let does = self.does.clone();
        Callback::from(move |_: MouseEvent| does.emit(tap.clone()))
    }

    /// Whether any legal action is done with `wand` (claimed or used).
    fn wand_acts(&self, wand: Wand) -> bool {
        self.legal.iter().any(|a| wand_of(a) == Some(wand))
    }

    /// The last action taken, and by whom.
    fn last(&self) -> Option<&(Seat, Action)> {
        self.recent.last()
    }

    /// `data-next` for a control, in a guided game, if it is the one to tap next (`on`).
    fn next(&self, on: bool) -> Option<AttrValue> {
        next(self.guided && on)
    }

    /// Whether `wand` must be picked up first for the action to play: a troll wand or the
    /// dragon's, whose use is a troll or a goat to tap then (a goat wand's squares are lit
    /// without it when only one goat can move, as in a guided game).
    fn pick_first(&self, wand: Wand) -> bool {
        self.pick.wand != Some(wand)
            && self.legal.iter().any(|a| {
                matches!(a, Action::MoveTroll { .. } | Action::Dragon { .. })
                    && wand_of(a) == Some(wand)
            })
    }
}

/// The wand an action claims or uses.
fn wand_of(a: &Action) -> Option<Wand> {
    match a {
        Action::Claim { wand } => Some(*wand),
        Action::MoveTroll { .. } => Some(Wand::Troll),
        Action::MoveGoat { size, .. } => Some(Wand::Goat(*size)),
        Action::Dragon { .. } => Some(Wand::Dragon),
        _ => None,
    }
}

/// 0, 1, 2 for the big, medium and little goat.
fn size_index(size: Size) -> usize {
    match size {
        Size::Big => 0,
        Size::Medium => 1,
        Size::Little => 2,
    }
}

/// The whole table for the seat holding the tablet.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let set_pick: UseStateHandle<Pick> = crate::app::kit::use_pick(props.view.seat);
    let guided = crate::app::kit::guide::use_guided();
    let view = &props.view;
    use_effect(mark_since);
    let does = {
        let (on, set_pick) = (props.on_action.clone(), set_pick.clone());
        crate::app::kit::use_steady(Callback::from(move |tap: Tap| match tap {
            Tap::Pick(pick) => set_pick.set(pick),
            Tap::Act(a) => {
                set_pick.set(Pick::default());
                on.emit(a);
            }
        }))
    };
    // Where each piece last stood, kept by the page (see board::Seen).
    let seen = crate::app::kit::use_kept::<board::Seen>();
    // A pick that nothing can be done with any more (after a play) is put down.
    let mut pick = *set_pick;
    let t0 = Table {
        view,
        legal: &props.legal,
        players: &props.players,
        pick,
        recent: &props.recent,
        guided,
        sealed: props.sealed,
        does,
    };
    let claimable = |w: Wand| props.legal.contains(&Action::Claim { wand: w });
    if pick.wand.is_some_and(|w| !t0.wand_acts(w))
        || pick.claim.is_some_and(|w| !claimable(w))
        || !matches!(view.phase, Phase::Turn)
    {
        pick = Pick::default();
    }
    let t = Table { pick, ..t0 };
    let looking = props.legal.is_empty();
    let status = crate::app::kit::layout::status(
        guided,
        props.watching.as_ref(),
        looking.then(|| (t.name(view.seat), t.name(view.active))),
        "cards",
        || prompt(&t),
    );
    let shown = props.watching.is_some() || looking;
    html! {
        <div class="gg-board" data-n={view.scores.len().to_string()}>
            { board::board(&t, &mut seen.borrow_mut()) }
            <div class="gg-panel">
                // The status line: the token of whoever is asked, and what.
                <p class="status gg-status" aria-live="polite">
                    <Token colour={t.colour(if shown { view.active } else { view.seat })} size=24 />{ status }
                </p>
                { wands::rack(&t) }
                <ul class="gg-seats" aria-label="Players">{ wands::seats(&t) }</ul>
                if !looking { { choices(&t) } }
            </div>
            { hand::hand(&t) }
        </div>
    }
}

/// Marks with `data-last` what changed since the seat on screen last acted (drawn with
/// `data-since`: the goats, trolls and wands of `TableView::changed`, and the dragon if it ate).
/// The motion kit marks what the last action changed once the table is drawn, and clears the
/// mark from everything else; this runs after it (a zero timeout), so a player taking the tablet
/// sees marked all that the others did since their own move.
fn mark_since() {
    gloo_timers::callback::Timeout::new(0, || {
        let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        let Ok(list) = doc.query_selector_all("main [data-since]") else {
            return;
        };
        for i in 0..list.length() {
            if let Some(el) = list
                .item(i)
                .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            {
                let _ = el.set_attribute("data-last", "");
            }
        }
    })
    .forget();
}

/// `data-since` for a thing that changed since the seat on screen last acted.
fn since(changed: bool) -> Option<&'static str> {
    changed.then_some("")
}

/// What the seat on screen is asked, and what it has picked up (a wand it holds, to use).
fn prompt(t: &Table) -> String {
    let me = t.name(t.view.seat);
    if let (Some(w), Phase::Turn) = (t.pick.claim, &t.view.phase) {
        return format!(
            "{me}, claim the {}? It costs {} now.",
            w.name(),
            words::cost(w)
        );
    }
    match (t.pick.wand, &t.view.phase) {
        (Some(Wand::Troll), Phase::Turn) if t.pick.troll.is_some() => {
            format!("{me}, tap a lit bridge to send the troll there.")
        }
        (Some(Wand::Troll), Phase::Turn) => format!("{me}, tap the troll to move."),
        (Some(Wand::Dragon), Phase::Turn) if t.pick.troll.is_some() => {
            format!("{me}, tap the bridge where the eaten troll comes back.")
        }
        (Some(Wand::Dragon), Phase::Turn) => {
            format!("{me}, tap the goat the dragon eats (any goat, even yours).")
        }
        (Some(Wand::Goat(size)), Phase::Turn) => {
            format!("{me}, tap a lit square for your {} goat.", size.name())
        }
        (_, Phase::Turn) if !t.legal.is_empty() => {
            let claim = t.legal.iter().any(|a| matches!(a, Action::Claim { .. }));
            let using = t
                .legal
                .iter()
                .any(|a| !matches!(a, Action::Claim { .. } | Action::EndTurn));
            labels::turn_prompt(t.view, &me, claim, using)
        }
        _ => labels::prompt(t.view, t.players),
    }
}

/// The buttons for what has no place on the table: ending the turn, putting down the wand
/// picked up. (A wand is claimed by tapping it; answers to a claim are in the middle of the
/// board, with the claim.)
fn choices(t: &Table) -> Html {
    html! {
        <section class="choices gg-choices" aria-label="Your choices">
            if t.pick.wand.is_some() {
                <button class="choice" onclick={t.on(t.choose(Pick::default()))}>{ "Put the wand down" }</button>
            }
            if t.legal.contains(&Action::EndTurn) {
                <button class="choice gg-end" data-next={t.next(true)} onclick={t.on(t.send(Action::EndTurn))}>
                    { labels::label(&Action::EndTurn, t.view, t.players) }
                </button>
            }
        </section>
    }
}

/// The prey the dragon may eat now, as (the goat's owner and size) or a troll.
fn prey<'a>(t: &'a Table<'_>) -> impl Iterator<Item = Prey> + 'a {
    t.legal.iter().filter_map(|a| match a {
        Action::Dragon { prey } => Some(*prey),
        _ => None,
    })
}
