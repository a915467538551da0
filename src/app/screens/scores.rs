//! The end screen's result beside the final table: who won, what next, the scores (a seat a
//! column, or a seat a row), the last moves and the seed.

use super::shell::{leave, tap};
use crate::app::kit::layout::Latest;
use crate::app::kit::piece::Token;
use crate::app::model::{AppState, Msg};
use crate::app::store;
use crate::engine::{Outcome, Player};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScoresProps {
    pub outcome: Outcome,
    /// Whether the game is won on points (a row of scores).
    pub points: bool,
    pub players: Vec<Player>,
    /// The winners' names.
    pub winners: Vec<AttrValue>,
    /// The log's last lines.
    pub latest: Vec<String>,
    pub seed: u64,
    /// The game's save, to watch it again.
    pub id: AttrValue,
    pub dispatch: UseReducerDispatcher<AppState>,
}

/// The end screen's result: who won, what next, the scores, the last moves and the seed.
#[component]
pub fn Scores(p: &ScoresProps) -> Html {
    let d = &p.dispatch;
    let title = match p.winners.as_slice() {
        [] => "Nobody wins: the last cards fell together.".to_string(),
        [one] => format!("{one} wins!"),
        many => {
            let names: Vec<&str> = many.iter().map(|w| w.as_str()).collect();
            format!(
                "Shared win: {}",
                crate::engine::words::join(&names, " and ")
            )
        }
    };
    // The rows of numbers: how the result was made, then the score where points win.
    let mut lines: Vec<(&str, &[i64])> = p
        .outcome
        .breakdown
        .iter()
        .map(|(label, values)| (label.as_str(), values.as_slice()))
        .collect();
    if p.points {
        lines.push(("Score", &p.outcome.scores));
    }
    // A seat a column where there are more rows of numbers than seats (Goat Lords' points by
    // kind of goat); else a seat a row, its numbers along it (six seats fit the width so).
    let by_seat = p.players.len() > lines.len();
    let seat_head = |i: usize, player: &Player| {
        html! {
            <th class={p.outcome.winners.contains(&i).then_some("won")} scope={if by_seat { "row" } else { "col" }}>
                <Token colour={player.colour} size=24 /><span>{ player.name.clone() }</span>
            </th>
        }
    };
    let number = |v: Option<&i64>| html! { <td>{ v.map(i64::to_string).unwrap_or_default() }</td> };
    let table = if by_seat {
        let heads = lines
            .iter()
            .map(|(label, _)| html! { <th scope="col">{ label.to_string() }</th> });
        let rows = p.players.iter().enumerate().map(|(i, player)| {
            let total = p.points && i < p.outcome.scores.len();
            html! {
                <tr class={total.then_some("with-total")}>
                    { seat_head(i, player) }
                    { for lines.iter().map(|(_, values)| number(values.get(i))) }
                </tr>
            }
        });
        html! {
            <table class="scores by-seat">
                <thead><tr><td></td>{ for heads }</tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        }
    } else {
        let heads = p
            .players
            .iter()
            .enumerate()
            .map(|(i, player)| seat_head(i, player));
        let rows = lines.iter().map(|(label, values)| {
            html! {
                <tr class={(*label == "Score" && p.points).then_some("total")}>
                    <th scope="row">{ label.to_string() }</th>
                    { for (0..p.players.len()).map(|i| number(values.get(i))) }
                </tr>
            }
        });
        html! {
            <table class="scores">
                <thead><tr><td></td>{ for heads }</tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
        }
    };
    html! {
        <section class="result" aria-label="Scores">
            <h1>{ title }</h1>
            <div class="result-actions">
                <button class="primary" onclick={tap(d, || Msg::Redeal {
                    seed: Some(store::new_seed()),
                    id: Some(store::new_id()),
                })}>{ "Play again with the same players" }</button>
                <button onclick={leave(format!("{}more/#{}{}", crate::app::pages::GAME_DIR, crate::app::pages::AGAIN, p.id))}>
                    { "Watch again" }
                </button>
                <button onclick={tap(d, || Msg::Home)}>{ "Back home" }</button>
            </div>
            { table }
            <Latest lines={p.latest.clone()} />
            <p>{ "Seed of this deal: " }<strong class="seed-value">{ p.seed.to_string() }</strong></p>
        </section>
    }
}
