//! What a setup starts from: the table set up here last time (its seats and the computers'
//! pace), and the offer to go on with a game of this one left unfinished.

use super::{Form, Typed};
use crate::app::model::{AppState, Msg, Pace};
use crate::app::store;
use crate::engine::bot::Level;
use yew::prelude::*;

/// The newest game of `slug` saved here and not over (none on the device page, whose games are
/// resumed from the home page): its id, and what it was in words.
pub(super) fn in_progress(slug: &str) -> Option<(AttrValue, AttrValue)> {
    #[cfg(not(feature = "net"))]
    {
        let (id, summary, how_far) = store::in_progress(slug)?;
        let names: Vec<&str> = summary.players.iter().map(|p| p.name.as_str()).collect();
        let words = format!(
            "Your game with {} is saved ({how_far}).",
            crate::engine::words::join(&names, ", ")
        );
        Some((id.into(), words.into()))
    }
    #[cfg(feature = "net")]
    {
        let _ = slug;
        None
    }
}

#[derive(Properties, PartialEq)]
pub(super) struct GoOnProps {
    pub(super) id: AttrValue,
    pub(super) words: AttrValue,
    pub(super) dispatch: UseReducerDispatcher<AppState>,
}

/// A saved game of this one, not over: one tap goes on with it.
#[component]
pub(super) fn GoOn(p: &GoOnProps) -> Html {
    let on_click = {
        let (id, dispatch) = (p.id.clone(), p.dispatch.clone());
        Callback::from(move |_| match store::load(&id) {
            Ok(session) => dispatch.dispatch(Msg::Open {
                id: id.to_string(),
                session: Box::new(session),
            }),
            Err(why) => dispatch.dispatch(Msg::Notice(why)),
        })
    };
    html! {
        <p class="go-on">
            <span>{ p.words.clone() }</span>
            <button class="primary" onclick={on_click}>{ "Go on with it" }</button>
        </p>
    }
}

/// What the setup starts from: the seats and pace of the last game set up here, else a person
/// in each of six seats named "Player 1" to "Player 6", in the tokens' order.
pub(super) struct Kept {
    pub(super) count: Option<usize>,
    pub(super) names: Vec<String>,
    pub(super) colours: Vec<usize>,
    pub(super) seats: Vec<Option<Level>>,
    pub(super) devices: Vec<bool>,
    pub(super) pace: Pace,
}

impl Kept {
    pub(super) fn read() -> Kept {
        let mut kept = Kept {
            count: None,
            names: (1..=6).map(|i| format!("Player {i}")).collect(),
            colours: (0..6).collect(),
            seats: vec![None; 6],
            devices: vec![false; 6],
            pace: store::pace()
                .and_then(|p| Pace::parse(&p))
                .unwrap_or(Pace::Normal),
        };
        // Six seats with six different tokens, or nothing of them is taken.
        // (Each token looked for, not the colours sorted: a standard sort of a new element type
        // was 2.1-2.4 KB of every game page's download, gzipped.)
        if let Some((count, seats)) = store::seats().filter(|(_, seats)| {
            seats.len() == 6 && (0..6).all(|c| seats.iter().any(|s| s.colour == c))
        }) {
            kept.count = Some(count);
            for (i, seat) in seats.into_iter().enumerate() {
                kept.names[i] = seat.name.chars().take(20).collect();
                kept.colours[i] = seat.colour;
                kept.seats[i] = Level::parse(&seat.who);
                kept.devices[i] = cfg!(feature = "net") && seat.who == "device";
            }
        }
        kept
    }
}

/// Keeps the seats and the pace of the game being started, for the next setup.
pub(super) fn remember(form: &Form, typed: &Typed) {
    let seats: Vec<store::KeptSeat> = (0..6)
        .map(|i| store::KeptSeat {
            name: typed.names.get(i).cloned().unwrap_or_default(),
            colour: form.colours.get(i).copied().unwrap_or(i),
            who: match (form.seats.get(i).copied().flatten(), form.devices.get(i)) {
                (Some(level), _) => level.name().to_string(),
                (None, Some(true)) => "device".to_string(),
                _ => "person".to_string(),
            },
        })
        .collect();
    store::remember_seats(form.count, &seats);
    store::remember_pace(form.pace.name());
}
