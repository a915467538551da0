//! Shows a game's rules page (`docs/rules/<game>.md`) in the app. The page is not part of the
//! download: `scripts/build.sh` puts it beside the game's page as `rules.md`, fetched when the
//! rules are opened (and cached with the rest for offline play). That keeps 0.8-4.6 KB (gzipped)
//! out of every cold load. The pages use a small part of Markdown: headings, paragraphs, bullet
//! lists and simple tables; that is all this renders.

use super::model::{AppState, Msg};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// The file beside a game's page that holds its rules.
const FILE: &str = "rules.md";

/// Fetches the rules page, then tells the app (`None` if it can't be had).
pub fn load(dispatch: UseReducerDispatcher<AppState>) {
    wasm_bindgen_futures::spawn_local(async move {
        dispatch.dispatch(Msg::Rules(fetch(FILE).await.map(Rc::from)));
    });
}

/// The rules as fetched so far: `None` while loading.
pub fn show(text: Option<&Option<Rc<str>>>) -> Html {
    match text {
        None => html! { <p>{"Loading the rules…"}</p> },
        Some(Some(page)) => render(page),
        Some(None) => html! {
            <p role="alert">{"The rules could not be loaded. They are kept for offline play once the game has been opened online."}</p>
        },
    }
}

/// The text at `url`, or `None` if it can't be had.
async fn fetch(url: &str) -> Option<String> {
    let response = JsFuture::from(web_sys::window()?.fetch_with_str(url))
        .await
        .ok()?
        .dyn_into::<web_sys::Response>()
        .ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
}

fn plain(text: &str) -> String {
    text.replace("**", "").replace('`', "")
}

/// Renders the page as HTML.
pub fn render(markdown: &str) -> Html {
    let mut out: Vec<Html> = Vec::new();
    let mut list: Vec<String> = Vec::new();
    let mut table: Vec<Vec<String>> = Vec::new();
    let mut para: Vec<String> = Vec::new();
    let flush = |out: &mut Vec<Html>,
                 list: &mut Vec<String>,
                 table: &mut Vec<Vec<String>>,
                 para: &mut Vec<String>| {
        if !para.is_empty() {
            out.push(html! { <p>{ plain(&para.join(" ")) }</p> });
            para.clear();
        }
        if !list.is_empty() {
            out.push(
                html! { <ul>{ for list.drain(..).map(|i| html! { <li>{ plain(&i) }</li> }) }</ul> },
            );
        }
        if !table.is_empty() {
            let mut rows = table.drain(..);
            let head = rows.next().unwrap_or_default();
            out.push(html! {
                <table>
                    <thead><tr>{ for head.iter().map(|c| html! { <th>{ plain(c) }</th> }) }</tr></thead>
                    <tbody>{ for rows.map(|r| html! { <tr>{ for r.iter().map(|c| html! { <td>{ plain(c) }</td> }) }</tr> }) }</tbody>
                </table>
            });
        }
    };
    for line in markdown.lines() {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix("- ") {
            if !para.is_empty() || !table.is_empty() {
                flush(&mut out, &mut Vec::new(), &mut table, &mut para);
            }
            list.push(rest.to_string());
        } else if t.starts_with('|') {
            if t.trim_matches(|c| c == '|' || c == '-' || c == ' ' || c == ':')
                .is_empty()
            {
                continue;
            }
            table.push(
                t.trim_matches('|')
                    .split('|')
                    .map(|c| c.trim().to_string())
                    .collect(),
            );
        } else if t.is_empty() || t.starts_with('#') {
            flush(&mut out, &mut list, &mut table, &mut para);
            if let Some(h) = t.strip_prefix("### ") {
                out.push(html! { <h4>{ plain(h) }</h4> });
            } else if let Some(h) = t.strip_prefix("## ") {
                out.push(html! { <h3>{ plain(h) }</h3> });
            } else if let Some(h) = t.strip_prefix("# ") {
                out.push(html! { <h2>{ plain(h) }</h2> });
            }
        } else if !list.is_empty() && line.starts_with("  ") {
            if let Some(last) = list.last_mut() {
                last.push(' ');
                last.push_str(t);
            }
        } else {
            if !list.is_empty() {
                flush(&mut out, &mut list, &mut table, &mut Vec::new());
            }
            para.push(t.to_string());
        }
    }
    flush(&mut out, &mut list, &mut table, &mut para);
    out.into_iter().collect()
}
