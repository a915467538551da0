//! The home page: the games as large tiles, each a link to its own page, and the games in
//! progress. It is built on its own with no game in it, so the first visit downloads little: the
//! page is one string of markup (links and pictures, and the saves with their buttons), and one
//! tap listener deletes a save and writes the list again. It has no Yew runtime (measured in
//! docs/performance.md: the home page's wasm fell from 61 KB to about a third of that).

mod pictures;

use super::kit::piece::Kind;
use super::store::{self, SaveEntry};
use crate::games::{CATALOG, info};
use crate::help_page::escape as text;
use pictures::{drawing, shape};
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// Mounts the home page. (A game left open is resumed by its own page's address, not here: the
/// site's address always shows the games.)
pub fn start() {
    super::pages::add_style(include_str!(concat!(env!("OUT_DIR"), "/home.css")));
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let (Some(body), Ok(main)) = (document.body(), document.create_element("main")) else {
        return;
    };
    let _ = main.set_attribute("data-screen", "home");
    main.set_class_name("home");
    if body.append_child(&main).is_err() {
        return;
    }
    let tiles = tiles_markup();
    main.set_inner_html(&page(&tiles));
    // A tap on a Delete button (`data-delete` holds the save's id): the save goes, the list is
    // written again.
    let shown = main.clone();
    let tap = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        let id = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-delete]").ok().flatten())
            .and_then(|el| el.get_attribute("data-delete"));
        if let Some(id) = id {
            store::delete(&id);
            shown.set_inner_html(&page(&tiles));
        }
    });
    let _ = main.add_event_listener_with_callback("click", tap.as_ref().unchecked_ref());
    tap.forget();
}

/// How many finished games the home page keeps to watch again; older ones are dropped.
const FINISHED: usize = 5;

/// The page's markup: the heading, the tiles, and the saved games as they are now.
fn page(tiles: &str) -> String {
    let (done, going): (Vec<SaveEntry>, Vec<SaveEntry>) =
        store::list().into_iter().partition(|s| s.finished);
    // Finished games are for watching again: the latest few are kept, older ones dropped.
    for old in done.iter().skip(FINISHED) {
        store::delete(&old.id);
    }
    let mut out = String::from(
        r#"<div class="home-head"><h1>Goatherd</h1><p class="lead">Goat games for one tablet and a table of friends: pick a game, then pass the tablet round.</p></div><ul class="tiles">"#,
    );
    out.push_str(tiles);
    out.push_str(
        r#"<li class="saves-cell"><section class="saves" aria-label="Games in progress"><h2>Saved games</h2>"#,
    );
    // How many there are, said first: the list may run past its box (it scrolls, shaded where
    // more is hidden: static/home.css).
    match (going.len(), done.len().min(FINISHED)) {
        (0, 0) => {}
        (g, d) => out.push_str(&format!(
            r#"<p class="save-count">{}</p>"#,
            [(g, "in progress"), (d, "finished")]
                .iter()
                .filter(|(n, _)| *n > 0)
                .map(|(n, what)| format!("{n} {what}"))
                .collect::<Vec<_>>()
                .join(" · ")
        )),
    }
    if going.is_empty() {
        out.push_str(r#"<p class="muted">Games you start are saved here as you play: resume one any time, even offline.</p>"#);
    } else {
        out.push_str("<ul>");
        for s in &going {
            out.push_str(&save_row(s));
        }
        out.push_str("</ul>");
    }
    if !done.is_empty() {
        out.push_str(r#"<h3>Finished: watch again</h3><ul class="finished">"#);
        for s in done.iter().take(FINISHED) {
            out.push_str(&save_row(s));
        }
        out.push_str("</ul>");
    }
    out.push_str("</section></li></ul>");
    out
}

/// Where a saved game is played: its game's page, told which save to open; a game played across
/// devices (it has a room kept beside it: see app::net), its device page.
pub fn resume_href(game: &str, id: &str) -> String {
    let devices = store::storage()
        .and_then(|s| s.get_item(&format!("goatherd.room.{id}")).ok().flatten())
        .is_some();
    format!("{game}/{}#{id}", if devices { "net/" } else { "" })
}

/// The game tiles as one string of markup: links and pictures that need no code of the page's own
/// to work, parsed by the browser (built element by element they cost the download ~4 KB).
fn tiles_markup() -> String {
    let mut out = String::new();
    for g in CATALOG {
        out.push_str(&format!(
            r#"<li><a class="tile {slug}" href="{slug}/"><svg class="tile-pic" viewBox="0 0 200 100" aria-hidden="true">{pic}</svg><span class="tile-words"><strong>{name}</strong><span class="tile-meta">{p0}–{p1} players · {m0}–{m1} min</span><small>{blurb}</small></span></a></li>"#,
            slug = g.slug,
            pic = picture(g.slug),
            name = text(g.name),
            p0 = g.players.0,
            p1 = g.players.1,
            m0 = g.minutes.0,
            m1 = g.minutes.1,
            blurb = text(g.blurb),
        ));
    }
    out
}

/// A piece drawn at (`x`, `y`) in a tile's picture, `size` units wide.
fn at(x: i32, y: i32, size: i32, kind: Kind, seat: Option<usize>) -> String {
    format!(
        r#"<svg x="{x}" y="{y}" width="{size}" height="{size}" viewBox="0 0 48 48">{}</svg>"#,
        drawing(kind, seat)
    )
}

/// A small card in a tile's picture: face up with a mark.
fn card(x: i32, y: i32, turn: i32, face: &str, tone: &str) -> String {
    format!(
        r##"<g transform="translate({x} {y}) rotate({turn} 14 20)"><rect width="28" height="40" rx="4" fill="{tone}" stroke="#231d33" stroke-width="1.5"/><text x="14" y="27" text-anchor="middle" font-size="16">{face}</text></g>"##
    )
}

/// Each game's picture on its home tile, drawn from the kit's pieces, as SVG markup.
fn picture(slug: &str) -> String {
    match slug {
        "goat-lords" => [
            r##"<rect width="200" height="100" fill="#f3e7c9"/>"##.to_string(),
            card(40, 30, -14, "👑", "#ffd34d"),
            card(70, 24, -4, "🐉", "#f5b3a3"),
            card(100, 24, 6, "🐙", "#b9dcec"),
            card(130, 30, 16, "🔥", "#3a3f58"),
            at(4, 48, 48, Kind::Goat, Some(0)),
            at(154, 50, 44, Kind::Goat, Some(1)),
        ]
        .concat(),
        "battlegoats" => {
            let mut out = r##"<rect width="200" height="100" fill="#e7e1f5"/>"##.to_string();
            for i in 0..9 {
                let (x, y) = (56 + (i % 3) * 30, 4 + (i / 3) * 31);
                out.push_str(&if i == 4 {
                    card(x, y, 0, "⚔", "#fff3c4")
                } else {
                    format!(
                        r##"<g transform="translate({x} {y})"><rect width="28" height="29" rx="4" fill="#5b4a8b" stroke="#231d33" stroke-width="1.5"/>{}</g>"##,
                        shape(0, 14, 15, 6)
                    )
                });
            }
            out + &at(8, 40, 46, Kind::Goat, Some(2)) + &at(150, 40, 46, Kind::Goat, Some(3))
        }
        "gruff-goats" => [
            r##"<rect width="200" height="100" fill="#cdb68a"/><rect x="0" y="30" width="200" height="40" fill="#4f8fc9"/><rect x="70" y="22" width="60" height="56" rx="6" fill="#6fb35a" stroke="#2d6a2a" stroke-width="2"/><rect x="30" y="42" width="40" height="16" fill="#9b6a3a" stroke="#5e3d1c"/><rect x="130" y="42" width="40" height="16" fill="#9b6a3a" stroke="#5e3d1c"/>"##.to_string(),
            at(32, 20, 34, Kind::Troll, None),
            at(4, 52, 40, Kind::Goat, Some(1)),
            at(84, 30, 30, Kind::Baby, Some(0)),
            at(150, 2, 46, Kind::Dragon, None),
        ]
        .concat(),
        "grab-your-goat" => {
            let mut out = r##"<rect width="200" height="100" fill="#cfe3c0"/><path d="M0 100L60 20l30 30 30-44 80 94z" fill="#7d9b6a" stroke="#4d6b3a" stroke-width="2"/><path d="M108 22l12-16 12 16z" fill="#fff"/>"##.to_string();
            for i in 0..5 {
                out.push_str(&format!(
                    r##"<rect x="{}" y="70" width="30" height="26" rx="3" fill="#5b4a8b" stroke="#231d33"/>"##,
                    14 + i * 36
                ));
            }
            out + &at(36, 30, 40, Kind::Shepherd, Some(4)) + &at(112, 12, 40, Kind::Goat, Some(4))
        }
        "floats-mcgoats" => [
            r##"<rect width="200" height="100" fill="#3f7fbf"/><path d="M0 80q25-8 50 0t50 0 50 0 50 0v20H0z" fill="#2f6fb3"/><g stroke="#5a3a1e" stroke-width="5" stroke-linecap="round"><path d="M50 70l25-43 25 43zM100 70l25-43M75 27h50l25 43H100" fill="#e2b87755"/></g>"##.to_string(),
            at(62, 38, 30, Kind::Goat, Some(5)),
            at(112, 44, 24, Kind::Baby, Some(5)),
            at(150, 54, 46, Kind::Shark, None),
        ]
        .concat(),
        _ => String::new(),
    }
}

/// A day as players read it: "today, 14:05", or "7 Dec".
fn day(ms: u64) -> String {
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let then = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64));
    let now = js_sys::Date::new_0();
    let same_day = then.get_full_year() == now.get_full_year()
        && then.get_month() == now.get_month()
        && then.get_date() == now.get_date();
    if same_day {
        format!("today, {}:{:02}", then.get_hours(), then.get_minutes())
    } else {
        let month = MONTHS.get(then.get_month() as usize).unwrap_or(&"");
        format!("{} {month}", then.get_date())
    }
}

fn save_row(entry: &SaveEntry) -> String {
    let id = text(&entry.id);
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
            let people = crate::engine::words::join(
                &summary
                    .players
                    .iter()
                    .map(|p| p.name.as_str())
                    .collect::<Vec<_>>(),
                ", ",
            );
            let status = entry
                .status
                .clone()
                .unwrap_or_else(|| format!("{} moves played", summary.moves));
            let finished = entry.finished;
            // When: the time it was last played, else when it began (its id starts with that).
            let when = entry
                .when
                .or_else(|| entry.id.get(..13).and_then(|t| t.parse::<u64>().ok()))
                .map(day)
                .map(|d| format!(" — {d}"))
                .unwrap_or_default();
            let (href, label, open) = if finished {
                (
                    format!("{}/more/#{}{}", game.slug, super::pages::AGAIN, entry.id),
                    format!("Watch {name} with {people} again"),
                    "Watch again",
                )
            } else {
                (
                    resume_href(game.slug, &entry.id),
                    format!("Resume {name} with {people}"),
                    "Resume",
                )
            };
            format!(
                r#"<li class="save"><span><strong>{name}</strong>{words}</span><a class="button" href="{href}" aria-label="{label}">{open}</a><button class="danger" data-delete="{id}" aria-label="Delete saved {name} with {people}">Delete</button></li>"#,
                words = text(&format!(" — {people} — {status}{when}")),
                href = text(&href),
                label = text(&label),
                people = text(&people),
            )
        }
        Err(why) => format!(
            r#"<li class="save broken" role="alert"><span>{}</span><button class="danger" data-delete="{id}" aria-label="Delete the unreadable save">Delete it</button></li>"#,
            text(&why)
        ),
    }
}
