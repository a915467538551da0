//! The home screen: the playable games as large tiles, and the games in progress.

use super::model::{AppState, Msg};
use super::store::{self, SaveEntry};
use crate::games::{CATALOG, info};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct HomeProps {
    pub dispatch: UseReducerDispatcher<AppState>,
    pub notice: Option<String>,
    pub saves_version: u32,
}

#[component]
pub fn Home(props: &HomeProps) -> Html {
    let saves = use_memo(props.saves_version, |_| store::list());
    let tiles: Html = CATALOG
        .iter()
        .map(|g| {
            let d = props.dispatch.clone();
            let slug = g.slug;
            html! {
                <li>
                    <button class="tile" onclick={Callback::from(move |_| d.dispatch(Msg::Setup(slug)))}>
                        <span class="tile-pic" aria-hidden="true">{ picture(slug) }</span>
                        <strong>{ g.name }</strong>
                        <span>{ format!("{}–{} players · {}–{} min", g.players.0, g.players.1, g.minutes.0, g.minutes.1) }</span>
                        <small>{ g.blurb }</small>
                    </button>
                </li>
            }
        })
        .collect();
    html! {
        <main data-screen="home">
            <h1>{"Goatherd"}</h1>
            <p class="lead">{"Goat games for one tablet and a table of friends. Pick a game."}</p>
            if let Some(n) = &props.notice { <p class="notice" role="alert">{ n.clone() }</p> }
            <ul class="tiles">{ tiles }</ul>
            if !saves.is_empty() {
                <section class="saves" aria-label="Games in progress">
                    <h2>{"Saved games"}</h2>
                    <ul>{ for saves.iter().map(|s| save_row(s, &props.dispatch)) }</ul>
                </section>
            }
        </main>
    }
}

fn picture(slug: &str) -> &'static str {
    match slug {
        "goat-lords" => "👑🐐",
        "gruff-goats" => "🌉👹",
        "floats-mcgoats" => "🛶🦈",
        _ => "🐐",
    }
}

fn save_row(entry: &SaveEntry, dispatch: &UseReducerDispatcher<AppState>) -> Html {
    let id = entry.id.clone();
    let delete = {
        let d = dispatch.clone();
        let id = id.clone();
        Callback::from(move |_| {
            store::delete(&id);
            d.dispatch(Msg::SavesChanged);
        })
    };
    match &entry.game {
        Ok(session) => {
            let name = info(session.slug()).map_or("A game", |g| g.name);
            let people = session
                .players()
                .iter()
                .map(|p| p.name.as_str())
                .collect::<Vec<_>>()
                .join(", ");
            let status = if session.outcome().is_some() {
                "finished".to_string()
            } else {
                format!("{} moves played", session.moves())
            };
            let resume = {
                let d = dispatch.clone();
                let id = id.clone();
                Callback::from(move |_| match store::load(&id) {
                    Ok(session) => d.dispatch(Msg::Open {
                        id: id.clone(),
                        session: Box::new(session),
                    }),
                    Err(e) => d.dispatch(Msg::Notice(e)),
                })
            };
            html! {
                <li class="save">
                    <span><strong>{ name }</strong>{ format!(" — {people} — {status}") }</span>
                    <button onclick={resume} aria-label={format!("Resume {name} with {people}")}>{"Resume"}</button>
                    <button class="danger" onclick={delete} aria-label={format!("Delete saved {name} with {people}")}>{"Delete"}</button>
                </li>
            }
        }
        Err(why) => html! {
            <li class="save broken" role="alert">
                <span>{ why.clone() }</span>
                <button class="danger" onclick={delete} aria-label="Delete the unreadable save">{"Delete it"}</button>
            </li>
        },
    }
}
