//! The one card every game draws: a card reads like the printed one, with its value in the
//! corner, its name, its suit or type, its picture and its effect, in real text that scales with
//! the card. Face down it shows only the back (in the owner's colour and shape): nothing of its
//! face is in the page.

use super::piece::Mark;
use yew::prelude::*;

/// How big a card is drawn: its width follows the space it is given (CSS), these are the kinds
/// of place a card sits in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Size {
    /// In the hand of the seat holding the tablet: the biggest.
    #[default]
    Hand,
    /// On the table (a herd, a battlefield, a pile).
    #[allow(dead_code)] // for the game tables as they move onto the kit
    Table,
    /// A small reminder (in a list, a log, a help page's row).
    Small,
}

/// A card as a game describes it. Build it with struct update syntax from `Default`, or give
/// [`Card`] its fields.
#[derive(Clone, Default, PartialEq, Properties)]
pub struct CardProps {
    /// The printed name (ignored face down).
    #[prop_or_default]
    pub name: AttrValue,
    /// The corner value or points, if the card has one.
    #[prop_or_default]
    pub value: Option<AttrValue>,
    /// The suit or type line ("Goat", "Action", "♠").
    #[prop_or_default]
    pub kind: Option<AttrValue>,
    /// What the card does, in a line or two.
    #[prop_or_default]
    pub text: Option<AttrValue>,
    /// The picture in the middle (an emoji, a drawing), if it has one.
    #[prop_or_default]
    pub art: Option<Html>,
    /// The card's colour (a CSS colour), if it is not plain paper.
    #[prop_or_default]
    pub tone: Option<AttrValue>,
    /// Light text on a dark card.
    #[prop_or_default]
    pub dark: bool,
    /// Face down: only the back is drawn.
    #[prop_or_default]
    pub down: bool,
    /// The seat whose back this is (its colour and shape), for a face-down card.
    #[prop_or_default]
    pub seat: Option<usize>,
    /// A word on the back ("Draw pile"), or a count.
    #[prop_or_default]
    pub back: Option<AttrValue>,
    #[prop_or_default]
    pub size: Size,
    /// A stable name for the motion kit (the same card keeps it wherever it goes).
    #[prop_or_default]
    pub motion: Option<AttrValue>,
    /// Where it lies, in the game's words ("hand", "herd 2"): a change marks it as moved.
    #[prop_or_default]
    pub at: Option<AttrValue>,
}

/// The words the info sheet and screen readers give for a card.
pub fn describe(props: &CardProps) -> String {
    if props.down {
        return props
            .back
            .as_ref()
            .map_or("A face-down card".to_string(), |b| {
                format!("A face-down card: {b}")
            });
    }
    let mut words = props.name.to_string();
    if let Some(v) = &props.value {
        words.push_str(&format!(" ({v})"));
    }
    if let Some(k) = &props.kind {
        words.push_str(&format!(", {k}"));
    }
    if let Some(t) = &props.text {
        words.push_str(&format!(". {t}"));
    }
    words
}

/// A card (see [`CardProps`]): face up as printed, or its back. Wrap it in a button to make it
/// tappable; give it `motion` to make it move.
#[component]
pub fn Card(props: &CardProps) -> Html {
    let size = match props.size {
        Size::Hand => "hand",
        Size::Table => "table",
        Size::Small => "small",
    };
    let class = match (props.down, props.dark) {
        (true, _) => format!("k-card down {size}"),
        (false, true) => format!("k-card {size} dark"),
        (false, false) => format!("k-card {size}"),
    };
    let style = match (&props.tone, props.down) {
        (Some(t), false) => Some(format!("--tone:{t}")),
        _ => None,
    };
    let face = if props.down {
        AttrValue::from("down")
    } else {
        props.name.clone()
    };
    let art = props.art.clone();
    let body = if props.down {
        html! {
            <>
                <svg class="k-back" viewBox="0 0 50 70" aria-hidden="true">
                    <rect x="3" y="3" width="44" height="64" rx="5" fill="none" stroke="#fff8" stroke-width="2" />
                    if let Some(colour) = props.seat {
                        <Mark {colour} cx=25 cy=35 r=11 />
                    } else {
                        <path d="M17 30l3-9 5 6 5-6 3 9q0 11-8 13q-8-2-8-13z" fill="#fff6" />
                    }
                </svg>
                if let Some(b) = &props.back { <span class="k-back-word">{ b.clone() }</span> }
            </>
        }
    } else {
        html! {
            <>
                <span class="k-top">
                    if let Some(v) = &props.value { <b class="k-value">{ v.clone() }</b> }
                    if let Some(k) = &props.kind { <span class="k-kind">{ k.clone() }</span> }
                </span>
                if let Some(art) = art { <span class="k-art" aria-hidden="true">{ art }</span> }
                <strong class="k-name">{ props.name.clone() }</strong>
                if let Some(t) = &props.text { <span class="k-text">{ t.clone() }</span> }
            </>
        }
    };
    html! {
        <div {class} {style} data-key={props.motion.clone()} data-at={props.at.clone()} data-face={face}
            data-info={describe(props)}>
            { body }
        </div>
    }
}
