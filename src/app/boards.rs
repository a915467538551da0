//! A game's board drawn from the session, whichever game it is: as a seat sees it with the
//! actions it may tap (the table, the lesson), or sealed, with nothing private in it, under the
//! hand-off.
// The more page draws boards but no hand-off: what only the table uses is left out there.
#![cfg_attr(feature = "more", allow(dead_code))]

#[cfg(feature = "battlegoats")]
use super::battlegoats;
#[cfg(feature = "floats-mcgoats")]
use super::floats_mcgoats;
#[cfg(feature = "goat-lords")]
use super::goat_lords;
#[cfg(feature = "grab-your-goat")]
use super::grab_your_goat;
#[cfg(feature = "gruff-goats")]
use super::gruff_goats;
use super::model::{AnyAction, AnySession, AppState, Msg};
use crate::engine::{Game, Player, Seat};
use yew::prelude::*;

/// The game's board as `shown` sees it; `plays` is the seat whose legal actions can be tapped.
pub fn board(
    session: &AnySession,
    shown: Seat,
    plays: Option<Seat>,
    players: &[Player],
    watching: Option<AttrValue>,
    dispatch: &UseReducerDispatcher<AppState>,
    only: Option<&AnyAction>,
) -> Html {
    let players = players.to_vec();
    let d = dispatch.clone();
    match session {
        #[cfg(feature = "grab-your-goat")]
        AnySession::GrabYourGoat(s) => {
            let legal = keep(
                plays.map(|a| s.state.legal_actions(a)),
                only,
                AnyAction::GrabYourGoat,
            );
            let on_action =
                Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::GrabYourGoat(a))));
            html! { <grab_your_goat::Board view={s.state.view(shown)} {legal} {players} {on_action} watching={watching.clone()} /> }
        }
        #[cfg(feature = "battlegoats")]
        AnySession::BattleGoats(s) => {
            let legal = keep(
                plays.map(|a| s.state.legal_actions(a)),
                only,
                AnyAction::BattleGoats,
            );
            let on_action =
                Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::BattleGoats(a))));
            html! { <battlegoats::Board view={s.state.view(shown)} {legal} {players} {on_action} watching={watching.clone()} /> }
        }
        #[cfg(feature = "goat-lords")]
        AnySession::GoatLords(s) => {
            let legal = keep(
                plays.map(|a| s.state.legal_actions(a)),
                only,
                AnyAction::GoatLords,
            );
            let on_action = Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::GoatLords(a))));
            html! { <goat_lords::Board view={s.state.view(shown)} {legal} {players} {on_action} watching={watching.clone()} /> }
        }
        #[cfg(feature = "floats-mcgoats")]
        AnySession::FloatsMcGoats(s) => {
            let legal = keep(
                plays.map(|a| s.state.legal_actions(a)),
                only,
                AnyAction::FloatsMcGoats,
            );
            let on_action =
                Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::FloatsMcGoats(a))));
            // The last action, to follow a moved stick or goat from where it was.
            let last = s.history.last().map(|(_, a)| a.clone());
            html! { <floats_mcgoats::Board view={s.state.view(shown)} {legal} {players} {on_action} watching={watching.clone()} {last} /> }
        }
        #[cfg(feature = "gruff-goats")]
        AnySession::GruffGoats(s) => {
            let legal = keep(
                plays.map(|a| s.state.legal_actions(a)),
                only,
                AnyAction::GruffGoats,
            );
            let on_action = Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::GruffGoats(a))));
            // Every action is public: the table stages a claim and the last move from them.
            let recent = gruff_recent(&s.history);
            html! { <gruff_goats::Board view={s.state.view(shown)} {legal} {players} {on_action} watching={watching.clone()} {recent} /> }
        }
    }
}

/// The table `shown` is about to see, with nothing private in it (no hand, nothing to play:
/// what can be played says what is in the hand), drawn hidden under the hand-off; or the final
/// table, no seat's, with `watching` in the place of the prompt. Every game with a hand-off draws
/// one (Floats McGoats hides nothing and has none).
pub fn sealed(
    session: &AnySession,
    shown: Seat,
    players: &[Player],
    watching: Option<AttrValue>,
    dispatch: &UseReducerDispatcher<AppState>,
) -> Html {
    let players = players.to_vec();
    let d = dispatch.clone();
    match session {
        #[cfg(feature = "grab-your-goat")]
        AnySession::GrabYourGoat(s) => {
            let mut view = s.state.view(shown);
            view.hand.clear();
            let on_action =
                Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::GrabYourGoat(a))));
            html! { <grab_your_goat::Board {view} legal={Vec::new()} {players} {on_action} {watching} sealed=true /> }
        }
        #[cfg(feature = "gruff-goats")]
        AnySession::GruffGoats(s) => {
            let mut view = s.state.view(shown);
            view.hand.clear();
            let on_action = Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::GruffGoats(a))));
            let recent = gruff_recent(&s.history);
            html! { <gruff_goats::Board {view} legal={Vec::new()} {players} {on_action} {recent} {watching} sealed=true /> }
        }
        #[cfg(feature = "goat-lords")]
        AnySession::GoatLords(s) => {
            let mut view = s.state.view(shown);
            view.hand.clear();
            view.front.clear();
            let on_action = Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::GoatLords(a))));
            html! { <goat_lords::Board {view} legal={Vec::new()} {players} {on_action} {watching} sealed=true /> }
        }
        #[cfg(feature = "battlegoats")]
        AnySession::BattleGoats(s) => {
            use crate::games::battlegoats::view::{CellView, Known};
            let mut view = s.state.view(shown);
            view.hand.clear();
            view.pack.clear();
            // A face-down card is known to this seat alone when it is its own or it peeked at
            // it; one remembered from a fight everyone saw stays.
            for cell in view.fields.iter_mut().flatten() {
                if let CellView::Down(Some((_, Known::Own | Known::Peeked))) = cell {
                    *cell = CellView::Down(None);
                }
            }
            let on_action =
                Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::BattleGoats(a))));
            html! { <battlegoats::Board {view} legal={Vec::new()} {players} {on_action} {watching} sealed=true /> }
        }
        // (Floats McGoats hides nothing: it has no hand-off.)
        #[allow(unreachable_patterns)]
        _ => {
            let _ = (shown, players, d, watching);
            Html::default()
        }
    }
}

/// The last actions of a Gruff Goats game (every one public), from which its table stages a claim
/// and the last move.
#[cfg(feature = "gruff-goats")]
fn gruff_recent<A: Clone>(history: &[(Seat, A)]) -> Vec<(Seat, A)> {
    history[history.len().saturating_sub(24)..].to_vec()
}

/// The legal actions a board may offer: all of them, or in a guided game only the step's.
fn keep<A: Clone>(
    legal: Option<Vec<A>>,
    only: Option<&AnyAction>,
    wrap: fn(A) -> AnyAction,
) -> Vec<A> {
    let mut legal = legal.unwrap_or_default();
    if let Some(only) = only {
        legal.retain(|a| wrap(a.clone()) == *only);
    }
    legal
}
