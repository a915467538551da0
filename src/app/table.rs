//! The table: the hand-off screen whenever the tablet must change hands, the game's board for the
//! seat holding it, and the end screen with the scores.

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
use super::model::{AnyAction, AnySession, AppState, Msg, Table};
use super::palette::Token;
use crate::engine::{Game, Outcome, Player};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct TableProps {
    pub table: Table,
    pub dispatch: UseReducerDispatcher<AppState>,
}

#[component]
pub fn TableScreen(props: &TableProps) -> Html {
    let t = &props.table;
    let slug = t.session.slug();
    let players = t.session.players().to_vec();
    if let Some(outcome) = t.session.outcome() {
        return over(t, &outcome, &players, &props.dispatch);
    }
    let Some(acting) = t.session.acting() else {
        return html! {};
    };
    // Whose screen this is: the acting player's, or someone only looking at their own cards.
    let looking = t.looking;
    let shown = looking.unwrap_or(acting);
    if t.viewer != Some(shown) && t.session.has_secrets() {
        // Nothing private is rendered here: who takes the tablet, and what just happened (the
        // public log), so the player who just moved sees how it turned out.
        let p = players.get(shown).cloned().unwrap_or(Player {
            name: "?".into(),
            colour: 0,
        });
        let d = props.dispatch.clone();
        return html! {
            <main data-screen="handoff" data-game={slug} class="handoff">
                <Token colour={p.colour} size={64} />
                <h1>{ format!("Pass the tablet to {}", p.name) }</h1>
                <p>{"Everyone else, look away: the next screen shows private cards."}</p>
                <button class="primary" onclick={Callback::from(move |_| d.dispatch(Msg::Ready))}>
                    { format!("I'm {}: show my cards", p.name) }
                </button>
                { latest(&t.session.log()) }
            </main>
        };
    }
    let log = t.session.log();
    let board = match &t.session {
        #[cfg(feature = "grab-your-goat")]
        AnySession::GrabYourGoat(s) => {
            let d = props.dispatch.clone();
            let on_action =
                Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::GrabYourGoat(a))));
            html! {
                <grab_your_goat::Board view={s.state.view(shown)} legal={if looking.is_some() { Vec::new() } else { s.state.legal_actions(acting) }}
                    players={players.clone()} on_action={on_action} />
            }
        }
        #[cfg(feature = "battlegoats")]
        AnySession::BattleGoats(s) => {
            let d = props.dispatch.clone();
            let on_action =
                Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::BattleGoats(a))));
            html! {
                <battlegoats::Board view={s.state.view(shown)} legal={if looking.is_some() { Vec::new() } else { s.state.legal_actions(acting) }}
                    players={players.clone()} on_action={on_action} />
            }
        }
        #[cfg(feature = "goat-lords")]
        AnySession::GoatLords(s) => {
            let d = props.dispatch.clone();
            let on_action = Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::GoatLords(a))));
            html! {
                <goat_lords::Board view={s.state.view(shown)} legal={if looking.is_some() { Vec::new() } else { s.state.legal_actions(acting) }}
                    players={players.clone()} on_action={on_action} />
            }
        }
        #[cfg(feature = "floats-mcgoats")]
        AnySession::FloatsMcGoats(s) => {
            let d = props.dispatch.clone();
            let on_action =
                Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::FloatsMcGoats(a))));
            html! {
                <floats_mcgoats::Board view={s.state.view(shown)} legal={if looking.is_some() { Vec::new() } else { s.state.legal_actions(acting) }}
                    players={players.clone()} on_action={on_action} />
            }
        }
        #[cfg(feature = "gruff-goats")]
        AnySession::GruffGoats(s) => {
            let d = props.dispatch.clone();
            let on_action = Callback::from(move |a| d.dispatch(Msg::Act(AnyAction::GruffGoats(a))));
            html! {
                <gruff_goats::Board view={s.state.view(shown)} legal={if looking.is_some() { Vec::new() } else { s.state.legal_actions(acting) }}
                    players={players.clone()} on_action={on_action} />
            }
        }
    };
    html! {
        <main data-screen="play" data-game={slug} class="play">
            if let Some(e) = &t.error { <p class="notice" role="alert">{ e.clone() }</p> }
            if looking.is_some() {
                <p class="notice looking">
                    {"Only looking: nothing can be played from this screen. "}
                    <button class="primary" onclick={{ let d = props.dispatch.clone(); Callback::from(move |_| d.dispatch(Msg::Look(None))) }}>
                        {"Done: pass the tablet back"}
                    </button>
                </p>
            }
            { board }
            <aside class="log" aria-label="Game log">
                <h3>{"Log"}</h3>
                <ul>{ for log.iter().rev().take(12).map(|l| html! { <li>{ l.clone() }</li> }) }</ul>
            </aside>
        </main>
    }
}

/// The last few lines of the public log, newest first.
fn latest(log: &[String]) -> Html {
    if log.is_empty() {
        return html! {};
    }
    html! {
        <section class="latest" aria-label="What just happened">
            <h2>{"What just happened"}</h2>
            <ul>{ for log.iter().rev().take(4).map(|l| html! { <li>{ l.clone() }</li> }) }</ul>
        </section>
    }
}

fn over(
    t: &Table,
    outcome: &Outcome,
    players: &[Player],
    dispatch: &UseReducerDispatcher<AppState>,
) -> Html {
    let winners: Vec<&str> = outcome
        .winners
        .iter()
        .filter_map(|&w| players.get(w))
        .map(|p| p.name.as_str())
        .collect();
    let again = super::redeal(dispatch, &t.session, None, None);
    let home = {
        let d = dispatch.clone();
        Callback::from(move |_| d.dispatch(Msg::Home))
    };
    html! {
        <main data-screen="over" data-game={t.session.slug()} class="over">
            <h1>{ match winners.as_slice() {
                [] => "Nobody wins: the last cards fell together.".to_string(),
                [one] => format!("{one} wins!"),
                many => format!("Shared win: {}", many.join(" and ")),
            } }</h1>
            <table class="scores">
                <thead><tr><th>{""}</th>{ for players.iter().map(|p| html! { <th><Token colour={p.colour} />{ p.name.clone() }</th> }) }</tr></thead>
                <tbody>
                    { for outcome.breakdown.iter().map(|(label, row)| html! {
                        <tr><th>{ label.clone() }</th>{ for row.iter().map(|v| html! { <td>{ v }</td> }) }</tr>
                    }) }
                    <tr class="total"><th>{"Total"}</th>{ for outcome.scores.iter().map(|v| html! { <td>{ v }</td> }) }</tr>
                </tbody>
            </table>
            { latest(&t.session.log()) }
            <p>{"Seed of this deal: "}<strong class="seed-value">{ t.session.seed() }</strong></p>
            <button class="primary" onclick={again}>{"Play again with the same players"}</button>
            <button onclick={home}>{"Back home"}</button>
        </main>
    }
}
