//! The Goat Lords table for one seat, on the kit, laid out like the printed game: the other
//! seats across the top (each a name plate with its points, the backs of its hand and of its
//! action cards, and its herd as a row of real cards, one per stack), the middle of the table
//! (the draw pile, the discard pile and the trash as stacks with their counts, and the stage
//! where a duel is played out as a face-off), this seat's herd, and along the bottom its action
//! cards and its hand, big.
//!
//! Choosing: a tap on a card in the hand or on an action card picks it, and every place on the
//! table it can go lights up (a partner to birth twins with, a top stack to duel for, a seat to
//! aim at, the discard pile, the trash): a tap on a lit place does it. Only the choices with no
//! place on the table (Escape Goat or not, giving up a duel, which way Russian Goatlette goes,
//! a card with no target) are buttons, in the middle.
//!
//! Motion (the kit's, `kit::motion`): every card that is this seat's to see is keyed by its id
//! (`c<id>`) wherever it lies, so a card flies from the hand to the herd (a stack is known by its
//! first card), to the discard pile or into the duel, and a stolen stack flies from one herd to
//! the other; a card drawn comes from the draw pile. Backs are keyed by seat and place
//! (`gh<seat>-<n>` in a hand, `gf<seat>-<n>` for action cards), never by card.
//!
//! In a guided game ("Learn to play", `kit::guide`) the board is handed only the step's action,
//! and the one control to tap next towards it carries `data-next`: the card to pick first, then
//! the place it goes (or the button, for a choice with no card).
//!
//! - [`herd`]: a seat's plate and herd;
//! - [`piles`]: the draw pile, the discard pile, the trash;
//! - [`stage`]: the middle: the prompt, the duel or the card aimed, the buttons;
//! - [`hand`]: this seat's action cards and hand;
//! - [`news`]: what changed since this seat last played (`data-last`).

pub(super) mod card;
mod hand;
mod herd;
mod labels;
mod news;
mod piles;
mod stage;

use crate::app::kit::guide::use_guided;
use crate::app::kit::piece::TOKENS;
use crate::app::kit::{use_kept, use_steady};
use crate::engine::{Player, Seat};
use crate::games::goat_lords::view::TableView;
use crate::games::goat_lords::{Action, CardId, Effect, Phase, Threat};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct BoardProps {
    /// What the seat on screen may see.
    pub view: TableView,
    /// What that seat may do now.
    pub legal: Vec<Action>,
    /// Who sits where.
    pub players: Vec<Player>,
    /// Carries out a chosen action.
    pub on_action: Callback<Action>,
    /// Replaces the board's prompt while someone else (a computer) plays.
    #[prop_or_default]
    pub watching: Option<AttrValue>,
    /// Drawn hidden under the hand-off, before the seat has the tablet: its hand and action
    /// cards are empty and nothing is marked private (src/app/screens/table.rs, `sealed`).
    #[prop_or_default]
    pub sealed: bool,
}

/// A place on the table a chosen card can go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// A card in this seat's hand: a partner to birth twins with.
    Hand(CardId),
    /// A seat's stack (bottom first): the top one to duel for, or one to sneak up.
    Stack(Seat, usize),
    /// A seat, to aim an action card at.
    Seat(Seat),
    /// A new stack on this seat's herd: an assisted birth.
    NewStack,
    /// The discard pile.
    Discard,
    /// The trash.
    Trash,
    /// This seat's side of the duel: an answer.
    Duel,
    /// No place on the table: a button in the middle.
    Button,
}

/// Where `action` (made with the chosen card) goes on the table.
fn spot(action: &Action, chosen: CardId, view: &TableView) -> Spot {
    match action {
        Action::Birth { first, second } => {
            Spot::Hand(if *first == chosen { *second } else { *first })
        }
        Action::AssistedBirth { .. } => Spot::NewStack,
        Action::Duel { target, .. } => Spot::Stack(
            *target,
            view.players
                .get(*target)
                .map_or(0, |p| p.herd.len().saturating_sub(1)),
        ),
        Action::Discard { .. } => Spot::Discard,
        Action::Trash { .. } => Spot::Trash,
        Action::Answer { .. } => Spot::Duel,
        Action::Play { effect, .. } => match *effect {
            Effect::SneakAGoat { target, stack } => Spot::Stack(target, stack),
            Effect::AtomicGoat { target }
            | Effect::LoafOfGoat { target }
            | Effect::HypnotizedGoat { target }
            | Effect::RainingFireGoats { target } => Spot::Seat(target),
            _ => Spot::Button,
        },
        Action::Escape | Action::Allow | Action::Yield => Spot::Button,
    }
}

/// Everything the parts of the table draw from: the view, who sits where, what is chosen and
/// where it can go, and the two things a tap does (`act`: carry out an action; `pick`: pick a
/// card, or put it back). Its parts are components (the kit's cards, [`Lit`] places), each drawn
/// again only when what it shows changed.
pub struct Table<'a> {
    pub view: &'a TableView,
    /// The seat the table is drawn from: the view's own, or on the public table the seat to act.
    pub me: Seat,
    pub players: &'a [Player],
    pub legal: &'a [Action],
    /// The card picked, if it can still be used.
    pub chosen: Option<CardId>,
    /// The places the chosen card can go, with what a tap there does.
    pub targets: Vec<(Spot, Action)>,
    /// The cards that can be used for anything now.
    pub usable: Vec<CardId>,
    pub watching: Option<AttrValue>,
    /// A guided game: the one control to tap next is marked (`data-next`).
    pub guided: bool,
    /// In a guided game, the card to pick first for the step's action (its first card).
    pub first: Option<CardId>,
    /// What changed since this seat last played.
    pub news: news::News,
    /// Carries out an action (made once for the table's life).
    pub act: Callback<Action>,
    /// Picks a card, or puts it back (made once for the table's life).
    pub pick: Callback<CardId>,
    /// Drawn under the hand-off, with nothing private (see [`BoardProps::sealed`]).
    pub sealed: bool,
}

impl Table<'_> {
    /// Whether this seat's card `c` is the one to tap next in a guided game: the card to pick
    /// first while none is picked, then the lit partner of the card picked (a birth's second card).
    pub fn next_card(&self, c: CardId) -> bool {
        let pick = self.chosen.is_none() && self.first == Some(c);
        self.next(pick || self.target(Spot::Hand(c)).is_some())
    }

    /// Whether a control is the one to tap next in a guided game (`on`: for a lit place or a
    /// choice button, always: the step's action is the only legal one).
    pub fn next(&self, on: bool) -> bool {
        self.guided && on
    }

    /// What a tap on `spot` does now, if it is lit.
    pub fn target(&self, spot: Spot) -> Option<&Action> {
        self.targets
            .iter()
            .find(|(s, _)| *s == spot)
            .map(|(_, a)| a)
    }

    /// Whether a card can be used for anything now.
    pub fn usable(&self, card: CardId) -> bool {
        self.usable.contains(&card)
    }

    pub fn name(&self, seat: Seat) -> String {
        crate::app::kit::layout::seat_name(self.players, seat)
    }

    pub fn colour(&self, seat: Seat) -> usize {
        crate::app::kit::layout::seat_colour(self.players, seat)
    }

    /// The CSS colour of a seat, for its backs and its plate.
    pub fn seat_style(&self, seat: Seat) -> String {
        let c = TOKENS.get(self.colour(seat)).map_or("#5b4a8b", |t| t.0);
        format!("--seat:{c}")
    }

    /// What a button for `action` says.
    pub fn label(&self, action: &Action) -> String {
        labels::label(action, self.view, self.players)
    }

    /// A lit place (see [`Lit`]) that carries out `action`, showing `body`.
    pub fn lit(&self, class: &'static str, action: &Action, body: Html) -> Html {
        html! {
            <Lit {class} action={action.clone()} label={AttrValue::from(self.label(action))}
                next={self.next(true)} act={self.act.clone()}>{ body }</Lit>
        }
    }

    /// The seat whose top stack is at stake in a duel (it is drawn in the middle meanwhile).
    pub fn at_stake(&self) -> Option<Seat> {
        match &self.view.phase {
            Phase::Duel(d)
            | Phase::Escape {
                threat: Threat::Duel(d),
                ..
            } => Some(d.defender),
            _ => None,
        }
    }
}

/// A lit place: a button that carries out `action`. What it does (`label`) is said to screen
/// readers (and kept in `data-does` for the browser tests); what it shows (its children) is only
/// a picture to them. In a guided game it is the one thing to tap next (`next`).
#[derive(Properties, PartialEq)]
pub struct LitProps {
    pub class: &'static str,
    pub action: Action,
    pub label: AttrValue,
    pub next: bool,
    pub act: Callback<Action>,
    #[prop_or_default]
    pub children: Html,
}

#[component]
pub fn Lit(p: &LitProps) -> Html {
    let onclick = {
        let (act, action) = (p.act.clone(), p.action.clone());
        Callback::from(move |_: MouseEvent| act.emit(action.clone()))
    };
    html! {
        <button class={format!("{} gl-target", p.class)} data-does={p.label.clone()}
            data-next={p.next.then_some("")} {onclick}>
            <span class="gl-shown" aria-hidden="true">{ p.children.clone() }</span>
            <span class="sr-only">{ p.label.clone() }</span>
        </button>
    }
}

#[component]
pub fn Board(props: &BoardProps) -> Html {
    let selected = use_state(|| None::<CardId>);
    let guided = use_guided();
    let view = &props.view;
    // What each seat saw when it last acted, kept by the page (see news).
    let memory = use_kept::<news::Memory>();
    let act = {
        let (on, selected, memory, before) = (
            props.on_action.clone(),
            selected.clone(),
            memory.clone(),
            view.clone(),
        );
        use_steady(Callback::from(move |a: Action| {
            memory.borrow_mut().acting(&before);
            selected.set(None);
            on.emit(a);
        }))
    };
    let pick = {
        let selected = selected.clone();
        use_steady(Callback::from(move |c: CardId| {
            selected.set(if *selected == Some(c) { None } else { Some(c) });
        }))
    };
    // The public table (a view from no seat: the tablet while only phones play) is drawn from
    // the seat to act, with nobody's hand.
    let public = view.seat >= view.players.len();
    let me = if public { view.active } else { view.seat };
    // The cards some action is made with (worked out once: the legal list can be long).
    let mut usable: Vec<CardId> = Vec::new();
    for a in &props.legal {
        for c in labels::cards_of(a) {
            if !usable.contains(&c) {
                usable.push(c);
            }
        }
    }
    // A pick that is no longer usable (after a play) is dropped.
    let chosen = (*selected).filter(|c| usable.contains(c));
    let targets: Vec<(Spot, Action)> = chosen.map_or_else(Vec::new, |c| {
        props
            .legal
            .iter()
            .filter(|a| labels::cards_of(a).contains(&c))
            .map(|a| (spot(a, c, view), a.clone()))
            .collect()
    });
    let news = memory.borrow_mut().news(view);
    let t = Table {
        view,
        me,
        players: &props.players,
        legal: &props.legal,
        chosen,
        targets,
        usable,
        watching: props.watching.clone(),
        guided,
        first: props
            .legal
            .first()
            .and_then(|a| labels::cards_of(a).first().copied()),
        news,
        act,
        pick,
        sealed: props.sealed,
    };
    let n = view.players.len();
    // The other seats in seat order: each keeps its place from one player's view to the next
    // (in play's order from each seat's left, they swapped sides as the tablet went round).
    let opponents: Vec<Seat> = (0..n).filter(|&s| s != me).collect();
    let o = opponents.len().max(1);
    let many = o >= 3;
    // The other seats' rows and columns: in landscape one row up to three, then two rows; in
    // portrait two columns from three.
    let (lcols, lrows) = if o <= 3 { (o, 1) } else { (o.div_ceil(2), 2) };
    let (pcols, prows) = if o <= 2 { (o, 1) } else { (2, o.div_ceil(2)) };
    let style = format!("--lcols:{lcols};--lrows:{lrows};--pcols:{pcols};--prows:{prows}");
    // Eight cards or more in hand and in front: the hand takes more of the width in landscape
    // (static/games/goat-lords.css), so their names are whole, unless the herd beside it is long
    // too (five stacks or more need their own width: a stack that can be tapped keeps 56px).
    let crowded = !public
        && view.hand.len() + view.front.len() >= 8
        && view.players.get(me).is_some_and(|p| p.herd.len() <= 4);
    let class = format!(
        "gl-table {} o{o}{}{}",
        if many { "many" } else { "few" },
        if public { " public" } else { "" },
        if crowded { " crowded" } else { "" }
    );
    html! {
        <div {class} {style}>
            <div class="gl-opps" aria-label="The other players">
                { for opponents.iter().map(|&s| herd::seat(&t, s)) }
            </div>
            <div class="gl-middle">
                { piles::piles(&t) }
                { stage::stage(&t) }
            </div>
            { herd::seat(&t, me) }
            if !public { { hand::mine(&t) } }
        </div>
    }
}
