//! The BattleGoats table for one seat, on the kit: the opponents' battlefields across the top
//! (their front rows toward the middle), this seat's battlefield large at the bottom (its front
//! row toward them), the middle of the table where a fight is played out as a face-off, and
//! beside it this seat's hand, pack or choices. Every battlefield place is a real card: face down
//! it is a back in its owner's colour and shape, face up (or known to this seat) the card itself.
//!
//! Motion: each place is keyed by seat and place (never by card, so a key tells nothing of a
//! face-down card), the hand by card; a laid card flies from the hand, a fight's two cards fly
//! from their places to the middle (`data-from`), and the defeated count turns over.

use crate::app::kit::card::{CardProps, Size, card};
use crate::app::kit::guide::{next, use_guided};
use crate::app::kit::piece::{TOKENS, Token};
use crate::engine::{Player, Seat};
use crate::games::battlegoats::view::{CellView, Known, TableView};
use crate::games::battlegoats::{Action, CardId, Fight, FightResult, Kind, Phase, Spot, Term};
use tap::{Tap, next_tap};
use words::place;
use yew::prelude::*;

mod tap;
mod words;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    pub view: TableView,
    pub legal: Vec<Action>,
    pub players: Vec<Player>,
    pub on_action: Callback<Action>,
    /// Replaces the board's prompt while someone else (a computer) plays.
    #[prop_or_default]
    pub watching: Option<AttrValue>,
}

/// What the seat has tapped so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pick {
    None,
    /// A card in hand, during layout.
    Hand(CardId),
    /// One of this seat's battlefield places, in its turn; `power` when its power is chosen.
    Mine {
        cell: usize,
        power: bool,
    },
}

fn name(players: &[Player], seat: Seat) -> String {
    crate::app::kit::layout::seat_name(players, seat)
}

fn colour(players: &[Player], seat: Seat) -> usize {
    crate::app::kit::layout::seat_colour(players, seat)
}

/// The CSS colour of a seat, for its card backs and its name plate.
fn seat_style(players: &[Player], seat: Seat) -> String {
    let c = TOKENS.get(colour(players, seat)).map_or("#5b4a8b", |t| t.0);
    format!("--seat:{c}")
}

/// A card face as the kit draws it: its value, type (on the big cards; a battlefield card shows
/// its type by its colour), picture, name and what it does in a few words (the info sheet has it
/// all). `spent`: its one Mend is used.
pub(super) fn face(card_id: CardId, size: Size, spent: bool) -> CardProps {
    let c = card_id.card();
    let text = c.short(spent);
    CardProps {
        name: c.name.into(),
        value: Some(c.value.to_string().into()),
        kind: (size != Size::Table).then(|| c.kind.name().into()),
        text: (!text.is_empty()).then(|| text.into()),
        art: Some(picture(card_id)),
        tone: Some(tone(c.kind).into()),
        size,
        ..CardProps::default()
    }
}

/// The card's own picture: a cell of the sheet `battlegoats-art.svg` (a CSS background, fetched
/// with the first card face; with reduced data the type's sign instead, see the game's CSS).
fn picture(card_id: CardId) -> Html {
    let id = usize::from(card_id.0);
    html! {
        <span class="bg-pic" style={format!("--x:{};--y:{}", id % 9, id / 9)}
            data-sym={card_id.card().kind.symbol()}></span>
    }
}

/// The paper colour of each type, as on the pictures' backgrounds.
fn tone(kind: Kind) -> &'static str {
    match kind {
        Kind::Hero => "#fbf1cf",
        Kind::Goat => "#eaf5e1",
        Kind::Creature => "#e5edf4",
        Kind::Equipment => "#f6e8dd",
    }
}

/// A layer over a card that gives the info sheet its words (the kit's card gives only a name).
fn info(words: String) -> Html {
    html! { <span class="bg-info" data-info={words} aria-hidden="true"></span> }
}

/// A face-down card: the back in the owner's colour and shape.
fn back(players: &[Player], seat: Seat, size: Size) -> CardProps {
    CardProps {
        down: true,
        seat: Some(colour(players, seat)),
        size,
        ..CardProps::default()
    }
}

/// The motion key of a battlefield place.
fn key(spot: Spot) -> String {
    format!("bg{}-{}", spot.seat, spot.cell)
}

#[component]
pub fn Board(props: &BoardProps) -> Html {
    let view = &props.view;
    let pick = use_state(|| Pick::None);
    // The discard pile opened for a look, if any (read only: piles are public).
    let pile = use_state(|| None::<Seat>);
    let guided = use_guided();
    let me = drawn_from(view);
    let public = me != view.seat;
    // Under a guided game the board holds at most one action: the step's.
    let tap = props
        .legal
        .first()
        .filter(|_| guided)
        .map(|a| next_tap(me, a, *pick));
    // With no legal action this screen is someone only looking, or watching a computer.
    let looking = props.legal.is_empty();
    let status = crate::app::kit::layout::status(
        props.watching.as_ref(),
        looking.then(|| {
            let active = view
                .acting()
                .map_or_else(|| "nobody".to_string(), |s| name(&props.players, s));
            (name(&props.players, me), active)
        }),
        "cards",
        || prompt(view, &props.players, *pick),
    );
    let n = view.fields.len();
    // Opponents in the order play reaches them, from this seat's left.
    let opponents: Vec<Seat> = (1..n).map(|k| (me + k) % n).collect();
    let setup = matches!(view.phase, Phase::Draft | Phase::Layout);
    let battle_style = format!(
        "--n:{};--half:{}",
        opponents.len().max(1),
        opponents.len().div_ceil(2).max(1)
    );
    html! {
        <div class={classes!("bg-table", if setup { "setup" } else { "battle" }, if opponents.len() >= 3 { "many" } else { "few" })} style={battle_style}>
            <p class="status bg-status" aria-live="polite">
                if let Some(p) = props.players.get(me) { <Token colour={p.colour} /> }
                { status }
            </p>
            <div class={classes!("bg-opponents", (opponents.len() >= 2).then_some("narrow"))}>
                { for opponents.iter().map(|&s| field(props, *pick, &pick, &pile, tap, s)) }
            </div>
            if !setup {
                <div class="bg-arena">{ arena(view, &props.players) }</div>
            }
            <div class="bg-mine" data-private={(!public).then(|| me.to_string())}>{ field(props, *pick, &pick, &pile, tap, me) }</div>
            <div class="bg-panel" data-private={(!public).then(|| me.to_string())}>
                if !looking { { panel(props, *pick, &pick, tap) } }
            </div>
            if let Some(seat) = *pile { { pile_sheet(props, seat, &pile) } }
        </div>
    }
}

/// One seat's battlefield: its name plate (cards in play, defeated cards and the top one) over
/// a 3x3 of cards, front row toward the middle of the table. `tap`: the control a guided game
/// lights next.
fn field(
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
        html! { <span class={classes!("bg-row", if row == 1 { "mid" } else if front { "front" } else { "back" })}>
            { match row { 1 => "", _ if front => "Front", _ => "Back" } }
        </span> }
    };
    html! {
        <section class={classes!("bg-field", own.then_some("bg-own"), acting.then_some("acting"))}
            style={seat_style(&props.players, seat)}
            aria-label={format!("{who}'s battlefield")}>
            <h3 class="bg-plate">
                <Token colour={colour(&props.players, seat)} size={22} />
                <span class="bg-names">
                    <span class="bg-who">{ who.clone() }</span>
                    <span class="bg-count">{ format!("{in_play} in play") }</span>
                </span>
                <button class="bg-pile" onclick={open} data-key={format!("bgn{seat}")} data-at="plate"
                    data-face={discards.len().to_string()} data-info={words::pile(&who, discards)}
                    aria-label={format!("{who}'s discard pile: {} defeated; look through it", discards.len())}>
                    <span class={classes!("bg-stack", discards.is_empty().then_some("none"))} aria-hidden="true">{ discards.len() }</span>
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

/// The seat the table is drawn from: the view's own, or on the public table (a view from no
/// seat: the tablet while only phones play) the seat to act.
fn drawn_from(view: &TableView) -> Seat {
    let n = view.fields.len();
    if view.seat < n {
        return view.seat;
    }
    match &view.phase {
        Phase::Turn { seat } | Phase::ChooseFirst { chooser: seat } => *seat,
        Phase::Ask { seats, answers } => seats.get(answers.len()).copied().unwrap_or(0),
        _ => 0,
    }
    .min(n.saturating_sub(1))
}

fn prompt(view: &TableView, players: &[Player], pick: Pick) -> String {
    let me = name(players, view.seat);
    match &view.phase {
        Phase::Draft => {
            format!("{me}, keep one card from the pack; the rest go to the player on your right.")
        }
        Phase::Layout => match pick {
            Pick::Hand(c) => format!("{me}, tap a lit place for your {}.", c.name()),
            _ if view.hand.is_empty() => {
                format!("{me}, tap Done, or tap a card to pick it back up.")
            }
            _ => format!("{me}, lay your cards face down: tap a card, then a place."),
        },
        Phase::ChooseFirst { .. } => {
            format!("{me}, you finished laying out first: who attacks first?")
        }
        Phase::Turn { .. } => match pick {
            Pick::Mine { power: true, cell } => format!(
                "{me}, tap a lit card for your {}'s power.",
                card_at(view, view.seat, cell).map_or("card", |c| c.name())
            ),
            Pick::Mine { cell, .. } => {
                let card = card_at(view, view.seat, cell);
                let name = card.map_or("card", |c| c.name());
                // A card with a power may use it instead (not in the turn after a power). The
                // picked card is shown big beside this, so its name is left out: with it, the
                // line was a fourth line at 1280x800 with six seats.
                match card.and_then(|c| c.card().power) {
                    Some(p) if !view.must_attack => format!(
                        "{me}, tap an opponent's card to attack it, or use {} instead.",
                        p.name()
                    ),
                    _ => format!("{me}, tap any opponent's card to attack it with your {name}."),
                }
            }
            _ if view.must_attack => {
                format!("{me}, you used a power last turn: tap one of your cards to attack.")
            }
            _ => format!("{me}, your turn: tap one of your cards to attack or use its power."),
        },
        Phase::Ask { .. } => {
            format!("{me}, the last two cards fell together: share the victory, or both lose?")
        }
        Phase::Over { .. } => "The battle is over.".into(),
    }
}

fn card_at(view: &TableView, seat: Seat, cell: usize) -> Option<CardId> {
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
            card(&face(c, size, view.mended.contains(&c))),
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
                    { card(&face(c, size, view.mended.contains(&c))) }
                    <span class="bg-mark" aria-hidden="true">{ match known { Known::Own => "hidden", Known::Peeked => "peeked", Known::Remembered => "remembered" } }</span>
                </>
            },
            match known {
                Known::Own => "face down",
                Known::Peeked => "face down, you peeked",
                Known::Remembered => "face down, remembered",
            },
            Some("down"),
        ),
        CellView::Down(None) => (
            "down",
            card(&back(&props.players, seat, size)),
            "a face-down card",
            Some("down"),
        ),
    };
    let onclick = {
        let set = set.clone();
        let on = props.on_action.clone();
        let action = action.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(a) = action.clone() {
                set.set(Pick::None);
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
            disabled={!enabled} onclick={onclick} data-next={next(tap == Some(Tap::Cell(spot)))}
            data-key={face_word.map(|_| key(spot))} data-at={face_word.map(|_| "field")}
            data-face={face_word} data-from={from}>
            <span class="sr-only">{ format!("{verb}{}, {state}: ", place(cell)) }</span>
            { body }
            { info(words::cell(view, &name(&props.players, seat), own, cell, shown)) }
        </button>
    }
}

/// A discard pile opened for a look: its cards face up, oldest first, read only.
fn pile_sheet(props: &BoardProps, seat: Seat, pile: &UseStateHandle<Option<Seat>>) -> Html {
    let view = &props.view;
    let who = name(&props.players, seat);
    let cards = view.discards.get(seat).map_or(&[][..], Vec::as_slice);
    let close = {
        let pile = pile.clone();
        Callback::from(move |_: MouseEvent| pile.set(None))
    };
    html! {
        <section class="bg-sheet" aria-label={format!("{who}'s discard pile")}>
            <h3>{ if cards.is_empty() {
                format!("{who}'s discard pile is empty.")
            } else {
                format!("{who}'s discard pile: {} defeated, oldest first. Mend brings back the last one.", cards.len())
            } }</h3>
            <div class="bg-sheet-cards">
                { for cards.iter().map(|&c| html! {
                    <div class="bg-sheet-card">{ card(&face(c, Size::Small, view.mended.contains(&c))) }{ info(words::card(view, c)) }</div>
                }) }
            </div>
            <button class="primary" onclick={close}>{"Close"}</button>
        </section>
    }
}

/// This seat's side of the table: the pack to draft from, the hand to lay out, who attacks
/// first, the card picked in a turn and what it can do, or the last-two question. `tap`: the
/// control a guided game lights next.
fn panel(props: &BoardProps, pick: Pick, set: &UseStateHandle<Pick>, tap: Option<Tap>) -> Html {
    let view = &props.view;
    let send = |a: Action| {
        let on = props.on_action.clone();
        let set = set.clone();
        Callback::from(move |_: MouseEvent| {
            set.set(Pick::None);
            on.emit(a.clone())
        })
    };
    match &view.phase {
        Phase::Draft => html! {
            <>
                <section class="bg-fan" aria-label="Your pack">
                    { for view.pack.iter().enumerate().map(|(i, &c)| html! {
                        <button class="bg-card" style={format!("--i:{i}")} onclick={send(Action::Pick { card: c })}
                            data-next={next(tap == Some(Tap::Pack(c)))} data-key={format!("bgp{}", c.0)}>
                            <span class="sr-only">{"Keep "}</span>{ card(&face(c, Size::Hand, false)) }{ info(words::card(view, c)) }
                        </button>
                    }) }
                </section>
                if !view.hand.is_empty() {
                    <p class="bg-kept">{ format!("Kept ({}): {}", view.hand.len(), view.hand.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ")) }</p>
                }
            </>
        },
        Phase::Layout => html! {
            <>
                <section class="bg-fan" aria-label="Your hand">
                    { for view.hand.iter().enumerate().map(|(i, &c)| {
                        let set = set.clone();
                        let chosen = pick == Pick::Hand(c);
                        html! {
                            <button class={classes!("bg-card", chosen.then_some("chosen"))} style={format!("--i:{i}")}
                                aria-pressed={chosen.to_string()} data-key={format!("bgh{}", c.0)} data-at="hand"
                                data-next={next(tap == Some(Tap::Hand(c)))}
                                onclick={Callback::from(move |_| set.set(if chosen { Pick::None } else { Pick::Hand(c) }))}>
                                { card(&face(c, Size::Hand, false)) }{ info(words::card(view, c)) }
                            </button>
                        }
                    }) }
                </section>
                if props.legal.contains(&Action::Ready) {
                    <button class="primary big" onclick={send(Action::Ready)} data-next={next(tap == Some(Tap::Done))}>{"Done: my battlefield is ready"}</button>
                }
            </>
        },
        Phase::ChooseFirst { .. } => html! {
            <section class="choices bg-choices" aria-label="Who attacks first">
                { for props.legal.iter().filter_map(|a| match a {
                    Action::First { seat } => Some(html! {
                        <button class="choice" onclick={send(a.clone())} data-next={next(tap == Some(Tap::First(*seat)))}>
                            <Token colour={colour(&props.players, *seat)} />
                            { format!("{} attacks first", name(&props.players, *seat)) }
                        </button>
                    }),
                    _ => None,
                }) }
            </section>
        },
        Phase::Turn { .. } => turn_panel(props, pick, set, tap),
        Phase::Ask { .. } => html! {
            <section class="choices bg-choices" aria-label="Share or lose">
                <button class="choice" onclick={send(Action::Share { share: true })} data-next={next(tap == Some(Tap::Share(true)))}>{"Share the victory"}</button>
                <button class="choice" onclick={send(Action::Share { share: false })} data-next={next(tap == Some(Tap::Share(false)))}>{"Both lose"}</button>
            </section>
        },
        Phase::Over { .. } => html! {},
    }
}

/// In a turn: the card picked, big, with what it can do. `tap`: the control a guided game
/// lights next.
fn turn_panel(
    props: &BoardProps,
    pick: Pick,
    set: &UseStateHandle<Pick>,
    tap: Option<Tap>,
) -> Html {
    let view = &props.view;
    let Pick::Mine { cell, power } = pick else {
        let hint = if view.must_attack {
            "You used a power last turn, so this turn you attack. Tap one of your cards (lit), then the opponent's card to attack."
        } else {
            "Tap one of your cards, then any opponent's card to attack it. A card with a power can use it instead."
        };
        return html! { <section class="choices bg-choices" aria-label="Your choices"><p class="bg-hint">{ hint }</p></section> };
    };
    let picked = card_at(view, view.seat, cell);
    let has = |power: bool| {
        props.legal.iter().any(|a| match a {
            Action::Use { with, .. } => power && *with == cell,
            Action::Attack { with, .. } => !power && *with == cell,
            _ => false,
        })
    };
    let toggle = |p: bool| {
        let set = set.clone();
        Callback::from(move |_| set.set(Pick::Mine { cell, power: p }))
    };
    let power_name = picked.and_then(|c| c.card().power).map(|p| p.name());
    html! {
        <section class="choices bg-choices" aria-label="Your choices">
            if let Some(c) = picked {
                <div class="bg-picked">{ card(&face(c, Size::Hand, view.mended.contains(&c))) }{ info(words::card(view, c)) }</div>
            }
            <div class="bg-actions">
                if has(false) { <button class="choice" aria-pressed={(!power).to_string()} onclick={toggle(false)} data-next={next(tap == Some(Tap::Attack))}>{"Attack with it"}</button> }
                if has(true) {
                    <button class="choice" aria-pressed={power.to_string()} onclick={toggle(true)} data-next={next(tap == Some(Tap::Power))}>{ format!("Use {} instead", power_name.unwrap_or("its power")) }</button>
                } else if let (Some(p), true) = (power_name, view.must_attack) {
                    <p class="bg-hint">{ format!("{p}: not this turn (you used a power last turn).") }</p>
                }
                <button class="choice" onclick={{ let set = set.clone(); Callback::from(move |_| set.set(Pick::None)) }}>{"Pick another card"}</button>
            </div>
        </section>
    }
}

/// The middle of the table: the latest fight as a face-off, each side's sum built up from its
/// printed value and every modifier, and what became of the loser.
fn arena(view: &TableView, players: &[Player]) -> Html {
    let Some(f) = &view.last_fight else {
        return html! {
            <p class="bg-idle">{"Fights are played out here: both cards turn over and meet in the middle."}</p>
        };
    };
    let result = result_line(f);
    // New keys for each fight, so the face-off plays again; each card flies from its place.
    // Every fight defeats a card, so the defeated count differs from the fight before (a power
    // in between, which might mend one back, clears the fight).
    let stamp = view.discards.iter().map(Vec::len).sum::<usize>();
    html! {
        <section class={classes!("bg-fight", matches!(f.result, FightResult::Explosion).then_some("boom"))}
            aria-label="The latest fight" aria-live="polite">
            { side(&f.attacker, "attacks", players, format!("bgf{stamp}a"), blown(f)) }
            <span class="bg-vs" aria-hidden="true">{"⚔"}</span>
            { side(&f.defender, "defends", players, format!("bgf{stamp}d"), blown(f)) }
            <p class="bg-result">{ result }</p>
        </section>
    }
}

/// Whether the cards that fell in this fight were blown up rather than beaten.
fn blown(f: &Fight) -> bool {
    f.chain_blast || matches!(f.result, FightResult::Explosion)
}

fn side(t: &Term, role: &str, players: &[Player], motion: String, blown: bool) -> Html {
    let fate = if t.defeated { "fell" } else { "stood" };
    html! {
        <div class={classes!("bg-side", fate)} style={seat_style(players, t.spot.seat)}>
            <div class="bg-fighter" data-key={motion} data-from={key(t.spot)}>
                { card(&face(t.card, Size::Hand, false)) }{ info(t.card.card().info()) }
                if t.defeated { <span class="bg-stamp" aria-hidden="true">{ if blown { "Blown up" } else { "Defeated" } }</span> }
            </div>
            <div class="bg-words">
            <small class="bg-role">
                <Token colour={colour(players, t.spot.seat)} size={18} />
                { format!("{} {role}", name(players, t.spot.seat)) }
            </small>
            <ol class="bg-sum" aria-label={t.describe()}>
                <li style="--k:0">{ format!("{} printed", t.base) }</li>
                { for t.mods.iter().enumerate().map(|(k, (what, n))| html! {
                    <li style={format!("--k:{}", k + 1)}>{ format!("{}{} {}", if *n < 0 { "−" } else { "+" }, n.abs(), what.label()) }</li>
                }) }
                <li class="bg-total" style={format!("--k:{}", t.mods.len() + 1)}>{ format!("= {}", t.total) }</li>
            </ol>
            </div>
        </div>
    }
}

fn result_line(f: &Fight) -> String {
    let line = match f.result {
        FightResult::AttackerWins => format!("{} wins.", f.attacker.card.name()),
        FightResult::DefenderWins => format!("{} holds.", f.defender.card.name()),
        FightResult::Tie => "A tie: both are defeated.".into(),
        FightResult::Explosion => match (f.attacker.defeated, f.defender.defeated) {
            (true, true) => "Boom: an explosion defeats both.".into(),
            (false, _) => format!(
                "Boom! {} is blast-proof and stands.",
                f.attacker.card.name()
            ),
            (_, false) => format!(
                "Boom! {} is blast-proof and stands.",
                f.defender.card.name()
            ),
        },
    };
    if f.chain_blast {
        format!("{line} The loser exploded and took the winner with it.")
    } else {
        line
    }
}
