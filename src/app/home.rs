//! The home page: the games as large tiles, each a link to its own page, and the games in
//! progress. It is built on its own with no game in it, so the first visit downloads little.

use super::store::{self, SaveEntry};
use crate::games::{CATALOG, info};
use yew::prelude::*;

/// Mounts the home page, or first sends you back to a game left open.
pub fn start() {
    if let Some(id) = store::open_id()
        && let Some(game) = store::game_of(&id)
        && let Some(window) = web_sys::window()
    {
        let _ = window.location().replace(&resume_href(&game, &id));
    } else {
        yew::Renderer::<HomePage>::new().render();
    }
}

#[component]
pub fn HomePage() -> Html {
    let saves_version = use_state(|| 0u32);
    let saves = use_memo(*saves_version, |_| store::list());
    let tiles: Html = CATALOG
        .iter()
        .map(|g| {
            html! {
                <li>
                    <a class="tile" href={format!("{}/", g.slug)}>
                        <span class="tile-pic" aria-hidden="true">{ picture(g.slug) }</span>
                        <strong>{ g.name }</strong>
                        <span>{ format!("{}–{} players · {}–{} min", g.players.0, g.players.1, g.minutes.0, g.minutes.1) }</span>
                        <small>{ g.blurb }</small>
                    </a>
                </li>
            }
        })
        .collect();
    let changed = {
        let v = saves_version.clone();
        Callback::from(move |()| v.set(*v + 1))
    };
    html! {
        <>
            <header class="bar"><a class="button" href="./"><span aria-hidden="true">{"🐐 "}</span>{"Home"}</a></header>
            <main data-screen="home">
                <h1>{"Goatherd"}</h1>
                <p class="lead">{"Goat games for one tablet and a table of friends. Pick a game."}</p>
                <ul class="tiles">{ tiles }</ul>
                if !saves.is_empty() {
                    <section class="saves" aria-label="Games in progress">
                        <h2>{"Saved games"}</h2>
                        <ul>{ for saves.iter().map(|s| save_row(s, &changed)) }</ul>
                    </section>
                }
            </main>
        </>
    }
}

/// Where a saved game is played: its game's page, told which save to open.
pub fn resume_href(game: &str, id: &str) -> String {
    format!("{game}/#{id}")
}

fn picture(slug: &str) -> &'static str {
    match slug {
        "goat-lords" => "👑🐐",
        "battlegoats" => "⚔️🐐",
        "gruff-goats" => "🌉👹",
        "grab-your-goat" => "⛰🐐",
        "floats-mcgoats" => "🛶🦈",
        _ => "🐐",
    }
}

fn save_row(entry: &SaveEntry, changed: &Callback<()>) -> Html {
    let delete = {
        let changed = changed.clone();
        let id = entry.id.clone();
        Callback::from(move |_| {
            store::delete(&id);
            changed.emit(());
        })
    };
    let known = entry
        .game
        .as_ref()
        .map_err(String::clone)
        .and_then(|s| match info(&s.game) {
            Some(g) => Ok((s, g)),
            None => Err(format!(
                "This save is for a game this version doesn't have ({}).",
                s.game
            )),
        });
    match known {
        Ok((summary, game)) => {
            let name = game.name;
            let people = summary
                .players
                .iter()
                .map(|p| p.name.as_str())
                .collect::<Vec<_>>()
                .join(", ");
            let status = entry
                .status
                .clone()
                .unwrap_or_else(|| format!("{} moves played", summary.moves));
            html! {
                <li class="save">
                    <span><strong>{ name }</strong>{ format!(" — {people} — {status}") }</span>
                    <a class="button" href={resume_href(game.slug, &entry.id)}
                        aria-label={format!("Resume {name} with {people}")}>{"Resume"}</a>
                    <button class="danger" onclick={delete} aria-label={format!("Delete saved {name} with {people}")}>{"Delete"}</button>
                </li>
            }
        }
        Err(why) => html! {
            <li class="save broken" role="alert">
                <span>{ why }</span>
                <button class="danger" onclick={delete} aria-label="Delete the unreadable save">{"Delete it"}</button>
            </li>
        },
    }
}
