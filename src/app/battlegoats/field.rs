//! One seat's battlefield on the BattleGoats table: its name plate over its 3x3 of places, each a
//! real card (face down, a back in its owner's colour), and what a tap on a place plays.

use super::*;

/// One seat's battlefield: its name plate (cards in play, defeated cards and the top one) over
/// a 3x3 of cards, front row toward the middle of the table. `tap`: the control a guided game
/// lights next.
pub(super) fn field(
    props: &BoardProps,
    pick: Pick,
    set: &UseStateHandle<Pick>,
    pile: &UseStateHandle<Option<Seat>>,
    tap: Option<Tap>,
    seat: Seat,
) -> Html {
    let view = &props.view;
    // Drawn as the seat's own: at the bottom, front row toward the middle.
    let own = seat == drawn_from(view);
    let Some(cells) = view.fields.get(seat) else {
        return html! {};
    };
    let in_play = cells.iter().filter(|c| **c != CellView::Empty).count();
    let discards = view.discards.get(seat).map_or(&[][..], Vec::as_slice);
    let acting = view.acting() == Some(seat) && !matches!(view.phase, Phase::Over { .. });
    // Your front row at the top of your battlefield; an opponent's at the bottom of theirs.
    let order: [usize; 9] = if own {
        [0, 1, 2, 3, 4, 5, 6, 7, 8]
    } else {
        [6, 7, 8, 3, 4, 5, 0, 1, 2]
    };
    let who = name(&props.players, seat);
    let open = {
        let pile = pile.clone();
        Callback::from(move |_: MouseEvent| pile.set(Some(seat)))
    };
    // Each row is labelled on the side of the grid: the front row faces the opponents.
    let label = |row: usize| {
        let front = (row == 0) == own;
        html! { <span class={if row == 1 { "bg-row mid" } else if front { "bg-row front" } else { "bg-row back" }}>
            { match row { 1 => "", _ if front => "Front", _ => "Back" } }
        </span> }
    };
    html! {
        <section class={classes!("bg-field", own.then_some("bg-own"), acting.then_some("acting"))}
            style={seat_style(&props.players, seat)}
            aria-label={format!("{who}'s battlefield")}>
            <h3 class="bg-plate">
                <Token colour={colour(&props.players, seat)} size=22 />
                <span class="bg-names">
                    <span class="bg-who">{ who.clone() }</span>
                    <span class="bg-count">{ format!("{in_play} in play") }</span>
                </span>
                <button class="bg-pile" onclick={open} data-key={format!("bgn{seat}")} data-at="plate"
                    data-face={discards.len().to_string()} data-info={words::pile(&who, discards)}
                    aria-label={format!("{who}'s discard pile: {} defeated; look through it", discards.len())}>
                    <span class={if discards.is_empty() { "bg-stack none" } else { "bg-stack" }} aria-hidden="true">{ discards.len() }</span>
                    <span class="bg-lost">{" defeated"}</span>
                </button>
            </h3>
            <div class="bg-grid">
                { for order.chunks(3).enumerate().map(|(row, cells)| html! {
                    <>
                        { label(row) }
                        { for cells.iter().map(|&cell| cell_button(props, pick, set, tap, Spot { seat, cell })) }
                    </>
                }) }
            </div>
        </section>
    }
}

pub(super) fn card_at(view: &TableView, seat: Seat, cell: usize) -> Option<CardId> {
    match view.fields.get(seat)?.get(cell)? {
        CellView::Up { card, .. } | CellView::Down(Some((card, _))) => Some(*card),
        _ => None,
    }
}

/// The action a tap on `spot` makes, given what is picked.
fn tap_action(props: &BoardProps, pick: Pick, spot: Spot) -> Option<Action> {
    let me = props.view.seat;
    let want = match (pick, &props.view.phase) {
        (Pick::Hand(card), Phase::Layout) if spot.seat == me => Action::Place {
            card,
            cell: spot.cell,
        },
        (Pick::None, Phase::Layout) if spot.seat == me => Action::Lift { cell: spot.cell },
        (Pick::Mine { cell, power: false }, Phase::Turn { .. }) => Action::Attack {
            with: cell,
            target: spot,
        },
        (Pick::Mine { cell, power: true }, Phase::Turn { .. }) => Action::Use {
            with: cell,
            target: spot,
        },
        _ => return None,
    };
    props.legal.contains(&want).then_some(want)
}

fn cell_button(
    props: &BoardProps,
    pick: Pick,
    set: &UseStateHandle<Pick>,
    tap: Option<Tap>,
    spot: Spot,
) -> Html {
    let view = &props.view;
    let me = view.seat;
    let Spot { seat, cell } = spot;
    let own = seat == me;
    let Some(&shown) = view.fields.get(seat).and_then(|f| f.get(cell)) else {
        return html! {};
    };
    let action = tap_action(props, pick, spot);
    // In a turn, your own cards that can act are picked by tapping them.
    let own_pick = matches!(view.phase, Phase::Turn { .. })
        && own
        && props.legal.iter().any(|a| matches!(a, Action::Attack { with, .. } | Action::Use { with, .. } if *with == cell));
    let picked = own && matches!(pick, Pick::Mine { cell: c, .. } if c == cell);
    let size = Size::Table;
    let (class, body, state, face_word) = match shown {
        CellView::Empty => (
            "empty",
            html! { <span class="bg-slot" aria-hidden="true"></span> },
            "empty",
            None,
        ),
        CellView::Up { card: c, counts } => (
            "up",
            html! { <Card ..face(c, size, view.mended.contains(&c)) /> },
            if counts {
                "face up"
            } else {
                "face up since this turn"
            },
            Some("up"),
        ),
        CellView::Down(Some((c, known))) => (
            "down known",
            html! {
                <>
                    <Card ..face(c, size, view.mended.contains(&c)) />
                    <span class="bg-mark" aria-hidden="true">{ match known { Known::Own => "hidden", Known::Peeked => "peeked", Known::Remembered => "seen" } }</span>
                </>
            },
            match known {
                Known::Own => "face down",
                Known::Peeked => "face down, you peeked",
                Known::Remembered => "face down, seen by all in a fight",
            },
            Some("down"),
        ),
        CellView::Down(None) => (
            "down",
            html! { <Card ..back(&props.players, seat, size) /> },
            "a face-down card",
            Some("down"),
        ),
    };
    // One of your cards that can do nothing now still answers a tap while you play: the game
    // refuses it as an attack and says why ("That card never attacks while another of yours
    // can.", or at another point of the game "That can't be done at this point of the game.").
    let refused = (action.is_none()
        && !own_pick
        && own
        && !props.legal.is_empty()
        && !matches!(shown, CellView::Empty))
    .then_some(Action::Attack {
        with: cell,
        target: spot,
    });
    let onclick = {
        let set = set.clone();
        let on = props.on_action.clone();
        let action = action.clone();
        let refused = refused.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(a) = action.clone() {
                set.set(Pick::None);
                on.emit(a);
            } else if let Some(a) = refused.clone() {
                on.emit(a);
            } else if own_pick {
                set.set(if picked {
                    Pick::None
                } else {
                    Pick::Mine { cell, power: false }
                });
            }
        })
    };
    let enabled = action.is_some() || own_pick;
    let verb = match &action {
        Some(Action::Attack { .. }) => "Attack: ",
        Some(Action::Use { .. }) => "Use the power on: ",
        Some(Action::Place { .. }) => "Place here: ",
        Some(Action::Lift { .. }) => "Pick back up: ",
        _ if own_pick && picked => "Picked: ",
        _ if own_pick => "Pick to attack: ",
        _ => "",
    };
    // A place with a card is keyed (by seat and place) for the motion kit; a card laid from the
    // hand flies from it.
    let from = match (shown, own) {
        (CellView::Down(Some((c, Known::Own))), true) => Some(format!("bgh{}", c.0)),
        _ => None,
    };
    html! {
        <button class={classes!("bg-cell", class, action.is_some().then_some("target"), picked.then_some("picked"), (cell < 3).then_some("front"))}
            aria-disabled={(!enabled).then_some("true")} onclick={onclick}
            data-next={next(tap == Some(Tap::Cell(spot)))}
            data-key={face_word.map(|_| key(spot))} data-at={face_word.map(|_| "field")}
            data-face={face_word} data-from={from}>
            <span class="sr-only">{ format!("{verb}{}, {state}: ", place(cell)) }</span>
            { body }
            { info(words::cell(view, &name(&props.players, seat), own, cell, shown)) }
        </button>
    }
}
