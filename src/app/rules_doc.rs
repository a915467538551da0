//! Shows a game's rules page (`docs/rules/<game>.md`) in the app. The pages use a small part of
//! Markdown: headings, paragraphs, bullet lists and simple tables; that is all this renders.

use yew::prelude::*;

/// The rules page of a game.
pub fn page(slug: &str) -> &'static str {
    match slug {
        #[cfg(feature = "grab-your-goat")]
        "grab-your-goat" => include_str!("../../docs/rules/grab-your-goat.md"),
        #[cfg(feature = "battlegoats")]
        "battlegoats" => include_str!("../../docs/rules/battlegoats.md"),
        #[cfg(feature = "goat-lords")]
        "goat-lords" => include_str!("../../docs/rules/goat-lords.md"),
        #[cfg(feature = "gruff-goats")]
        "gruff-goats" => include_str!("../../docs/rules/gruff-goats.md"),
        #[cfg(feature = "floats-mcgoats")]
        "floats-mcgoats" => include_str!("../../docs/rules/floats-mcgoats.md"),
        _ => "",
    }
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
