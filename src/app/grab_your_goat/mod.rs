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

mod faces;
mod hand;
mod motion;
mod mountain;
mod panel;

use crate::app::kit::piece::{Token, die};
use crate::engine::{Player, Seat};
use crate::games::grab_your_goat::help;
use crate::games::grab_your_goat::view::TableView;
use crate::games::grab_your_goat::{Action, CardId, Pending};
use motion::{Before, Moves};
use yew::prelude::*;

/// What the table draws: one seat's view, the actions it may take, who plays and how to act.
#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub view: TableView,
    pub legal: Vec<Action>,
    pub players: Vec<Player>,
    pub on_action: Callback<Action>,
    /// Replaces the board's prompt while someone else (a computer) plays.
    #[prop_or_default]
    pub watching: Option<AttrValue>,
    /// Drawn hidden under the hand-off for the seat about to take the tablet: its hand is
    /// empty and nothing is marked private (src/app/screens/table.rs, `sealed`).
    #[prop_or_default]
    pub sealed: bool,
}

/// A seat's player's name.
fn name(players: &[Player], seat: Seat) -> String {
    crate::app::kit::layout::seat_name(players, seat)
}

/// A seat's player's colour.
fn colour(players: &[Player], seat: Seat) -> usize {
    crate::app::kit::layout::seat_colour(players, seat)
}

/// A hand card chosen to play, and the way it will lie.
type Chosen = UseStateHandle<Option<(CardId, u8)>>;

/// What a tap on the table does: an action (putting back the hand card picked), keeping the
/// hand card picked, or picking a hand card or turning it (`turn`) the next way it may lie.
#[derive(Clone, Debug, PartialEq)]
enum Tap {
    Act(Action),
    Keep,
    Hand { card: CardId, turn: bool },
}

/// The table for one seat: the mountain beside the panel (prompt, die, decision, hand, seats).
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let view = &props.view;
    let players = &props.players;
    // A hand card chosen to play, and the way it will lie.
    let chosen: Chosen = crate::app::kit::use_pick(view.seat);
    // In a guided game the one control on the way to the step's action is marked.
    let guided = crate::app::kit::guide::use_guided();
    let before = use_mut_ref(Before::default);
    let moves = Moves::since(&mut before.borrow_mut(), view);
    // Only looking at the hand: another seat is to play (once the chase is over, the prompt says
    // what is going on instead).
    let looking = props.legal.is_empty() && view.now.is_some();
    let status = crate::app::kit::layout::status(
        guided,
        props.watching.as_ref(),
        looking.then(|| (name(players, view.seat), name(players, view.active))),
        "hand",
        || panel::prompt(view, players, chosen.is_some()),
    );
    // A tap anywhere on the table (made once for the table's life; it reads the latest legal
    // actions and the card picked).
    let does = {
        let (on, chosen, legal) = (props.on_action.clone(), chosen.clone(), props.legal.clone());
        crate::app::kit::use_steady(Callback::from(move |tap: Tap| match tap {
            Tap::Hand { card, turn } => chosen.set(hand::tap(card, turn, &legal, *chosen)),
            Tap::Keep => chosen.set(None),
            Tap::Act(a) => {
                chosen.set(None);
                on.emit(a);
            }
        }))
    };
    let mountain = mountain::mountain(props, *chosen, &moves, guided, &does);
    // (The public table, a view from no seat, has no hand: the tablet while only phones play.)
    let hand =
        (view.seat < view.shepherds.len()).then(|| hand::hand(props, *chosen, guided, &does));
    html! {
        <div class="gy-board" style={format!("--n:{}", view.shepherds.len())}>
            { mountain }
            <div class="gy-panel">
                <p class="status gy-status" aria-live="polite">
                    <Token colour={colour(players, view.active)} size=24 />
                    { status }
                </p>
                // (While a card's way is chosen, the die has had its say: it fades.)
                <div class={classes!("gy-turn", matches!(view.now, Some(Pending::Aim { .. })).then_some("aiming"))}>
                    <div class="gy-die">
                        { match view.last_roll {
                            Some(f) => { let (face, word) = panel::die_face(f); die(Some(face), Some(word), view.rolls as usize) }
                            None => die(None, None, 0),
                        } }
                        <span class="gy-info" data-info={help::die_help(view.last_roll)}></span>
                    </div>
                    if !looking { { panel::decision(props, chosen.is_some(), guided, &does) } }
                </div>
                { panel::news(view, players, !props.legal.is_empty()) }
                { hand.unwrap_or_default() }
                { panel::seats(view, players) }
            </div>
        </div>
    }
}
