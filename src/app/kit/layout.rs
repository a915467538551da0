//! Layout: the screens' frames. A play screen is a grid over the whole viewport: the status line
//! on top, the board in the biggest cell, the seat on turn's own cards along the bottom edge, and
//! a side panel (the other seats, the log) beside the board in landscape and under it in
//! portrait. Sizes follow the space given (CSS grid, `clamp()`, container query units in
//! `static/style.css`), never fixed pixels.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PlayProps {
    /// Who acts and what to do, in one sentence (and the computer's controls, if one plays).
    pub status: Html,
    /// The shared board.
    pub children: Html,
    /// The side panel: the log and anything else the game puts beside the board.
    #[prop_or_default]
    pub side: Html,
}

/// The play screen's frame, inside `<main>`.
#[component]
pub fn Play(props: &PlayProps) -> Html {
    html! {
        <>
            <div class="k-status">{ props.status.clone() }</div>
            <div class="k-board">{ props.children.clone() }</div>
            <aside class="k-side">{ props.side.clone() }</aside>
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct SheetProps {
    /// The dialog's name, for screen readers.
    pub label: AttrValue,
    /// Its look (`menu`, `help`, `info`).
    #[prop_or_default]
    pub class: Classes,
    pub children: Html,
}

/// A sheet over the screen (a dialog): the menu, a help page, a card's text.
#[component]
pub fn Sheet(props: &SheetProps) -> Html {
    html! {
        <div class="overlay" role="dialog" aria-modal="true" aria-label={props.label.clone()}>
            <div class={classes!("sheet", props.class.clone())}>{ props.children.clone() }</div>
        </div>
    }
}
