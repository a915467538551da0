//! The Gruff Goats table on screen for one seat: the board drawn as SVG (island, bridges, trolls,
//! every goat by owner and size), the five wands, this seat's hand, and its choices.

mod labels;

use crate::app::kit::piece::{Token, shape};
use crate::engine::Player;
use crate::games::gruff_goats::view::TableView;
use crate::games::gruff_goats::{Action, CardId, Ground, Phase, Size, Square, Suit, Wand, board};
use yew::prelude::*;

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

const CELL: i32 = 100;

/// The whole table for the seat holding the tablet.
#[component]
pub fn Board(props: &BoardProps) -> Html {
    let view = &props.view;
    let choose = |a: &Action| {
        let on = props.on_action.clone();
        let a = a.clone();
        Callback::from(move |_: MouseEvent| on.emit(a.clone()))
    };
    // The dragon's many targets sit behind one button until it is opened.
    let dragon_open = use_state(|| false);
    let is_dragon = |a: &&Action| matches!(a, Action::Dragon { .. });
    let dragon_count = props.legal.iter().filter(is_dragon).count();
    let choices: Html = props
        .legal
        .iter()
        .filter(|a| !is_dragon(a) || *dragon_open)
        .map(|a| html! { <button class="choice" onclick={choose(a)}>{ labels::label(a, view, &props.players) }</button> })
        .collect();
    let dragon_toggle = (dragon_count > 0).then(|| {
        let open = dragon_open.clone();
        let text = if *dragon_open { "Hide the dragon's targets" } else { "Use the dragon wand… (♣♠♥♦)" };
        html! { <button class="choice" aria-expanded={dragon_open.to_string()} onclick={Callback::from(move |_| open.set(!*open))}>{ text }</button> }
    });
    let me = props.players.get(view.seat);
    html! {
        <div class="gg-board">
            <p class="status" aria-live="polite">
                if let Some(p) = me { <Token colour={p.colour} /> }
                { props.watching.clone().map_or_else(|| labels::prompt(view, &props.players), |w| w.to_string()) }
            </p>
            <div class="gg-main">
                { grid(view, &props.legal, &props.players, &props.on_action) }
                <div class="gg-side">
                    { scores(view, &props.players) }
                    { wands(view, &props.players) }
                    <p class="dragon" aria-label="The dragon">{"🐉 The dragon waits off the board for whoever uses its wand."}</p>
                    { claim(view, &props.players) }
                    <section class="choices" aria-label="Your choices">{ choices }{ dragon_toggle.unwrap_or_default() }</section>
                </div>
            </div>
            <section class="mine" data-private={view.seat.to_string()} aria-label="Your cards">
                <h3>{ format!("Your hand · {} cards", view.hand.len()) }</h3>
                <div class="row gg-hand">{ for view.hand.iter().map(|c| card(*c, &props.legal, claim_cost(view))) }</div>
            </section>
        </div>
    }
}

/// The suits a block or push costs right now.
fn claim_cost(view: &TableView) -> &'static [Suit] {
    match &view.phase {
        Phase::Block(c) | Phase::Push(c) => c.wand.cost(),
        _ => &[],
    }
}

fn cell_fill(sq: Square) -> &'static str {
    match sq.ground() {
        Ground::Land => "#e6b877",
        Ground::Bridge(_) => "#9a6b3f",
        Ground::Island => "#6fbf5a",
        Ground::Water => "#7fc4e8",
    }
}

fn grid(
    view: &TableView,
    legal: &[Action],
    players: &[Player],
    on_action: &Callback<Action>,
) -> Html {
    let cells: Html = Square::all()
        .map(|sq| {
            let (x, y) = (sq.col as i32 * CELL, sq.row as i32 * CELL);
            html! { <rect x={x.to_string()} y={y.to_string()} width={CELL.to_string()} height={CELL.to_string()} fill={cell_fill(sq)} stroke="#5b4630" stroke-width="2" /> }
        })
        .collect();
    let corners: Html = (0..view.scores.len())
        .map(|seat| {
            let c = board::Corner::home(seat, view.scores.len()).square();
            let colour = players.get(seat).map_or(0, |p| p.colour);
            html! { <g opacity="0.35">{ shape(colour, c.col as i32 * CELL + 84, c.row as i32 * CELL + 84, 12) }</g> }
        })
        .collect();
    let trolls: Html = view
        .trolls
        .iter()
        .map(|b| {
            let s = b.square();
            html! { <text x={(s.col as i32 * CELL + 50).to_string()} y={(s.row as i32 * CELL + 62).to_string()} text-anchor="middle" font-size="40">{"👹"}</text> }
        })
        .collect();
    let island = board::ISLAND;
    // Goats: each stands in one of nine slots of its square, so a crowd stays readable.
    let mut slots = std::collections::HashMap::<Square, usize>::new();
    let goats: Html = view
        .goats
        .iter()
        .filter_map(|g| {
            let at = g.at?;
            let slot = slots.entry(at).or_insert(0);
            // Up to twelve goats share a corner: four columns, three rows.
            let (sx, sy) = ((*slot % 4) as i32, (*slot / 4) as i32);
            *slot += 1;
            let r = match g.size {
                Size::Big => 12,
                Size::Medium => 10,
                Size::Little => 7,
            };
            let colour = players.get(g.owner).map_or(0, |p| p.colour);
            let (cx, cy) = (at.col as i32 * CELL + 14 + sx * 24, at.row as i32 * CELL + 18 + sy * 32);
            let letter = &g.size.name()[..1].to_uppercase();
            Some(html! {
                <g class="goat">
                    { shape(colour, cx, cy, r) }
                    <text x={cx.to_string()} y={(cy + 4).to_string()} text-anchor="middle" font-size="11" font-weight="bold" fill="#fff" stroke="#000" stroke-width="0.6">{ letter.clone() }</text>
                </g>
            })
        })
        .collect();
    // Squares a goat of this seat may step to: tappable on the board too.
    let targets: Html = legal
        .iter()
        .filter_map(|a| match a {
            Action::MoveGoat { to, .. } => Some((a, *to)),
            _ => None,
        })
        .map(|(a, to)| {
            let on = on_action.clone();
            let action = a.clone();
            let label = labels::label(a, view, players);
            let tap = Callback::from(move |_: MouseEvent| on.emit(action.clone()));
            html! {
                <rect class="target" role="button" tabindex="0" aria-label={label}
                    x={(to.col as i32 * CELL + 4).to_string()} y={(to.row as i32 * CELL + 4).to_string()}
                    width={(CELL - 8).to_string()} height={(CELL - 8).to_string()} rx="10"
                    onkeydown={crate::app::on_key(tap.clone())} onclick={tap} />
            }
        })
        .collect();
    html! {
        <svg class="gg-grid" viewBox="0 0 500 500" role="group" aria-label="The board: the island in the middle, four bridges, the Outside Land around">
            { cells }
            <text x={(island.col as i32 * CELL + 50).to_string()} y={(island.row as i32 * CELL + 60).to_string()} text-anchor="middle" font-size="30">{"🌿"}</text>
            { corners }
            { trolls }
            { goats }
            { targets }
        </svg>
    }
}

fn scores(view: &TableView, players: &[Player]) -> Html {
    html! {
        <ul class="gg-scores" aria-label="Points">
            { for players.iter().enumerate().map(|(seat, p)| html! {
                <li class={classes!((seat == view.active).then_some("active"))}>
                    <Token colour={p.colour} />{ format!("{}: {} of 3 points · {} cards", p.name, view.scores.get(seat).copied().unwrap_or(0), view.hand_sizes.get(seat).copied().unwrap_or(0)) }
                </li>
            }) }
        </ul>
    }
}

fn wands(view: &TableView, players: &[Player]) -> Html {
    html! {
        <ul class="gg-wands" aria-label="Magic wands">
            { for Wand::ALL.iter().map(|w| {
                let holder = view.wands[w.index()].and_then(|h| players.get(h));
                html! {
                    <li>
                        <span class="suits">{ w.symbols() }</span>
                        <span>{ w.name() }</span>
                        if let Some(p) = holder { <span class="holder"><Token colour={p.colour} size={18} />{ p.name.clone() }</span> }
                        else { <span class="muted">{"free"}</span> }
                    </li>
                }
            }) }
        </ul>
    }
}

fn claim(view: &TableView, players: &[Player]) -> Html {
    let c = match &view.phase {
        Phase::Block(c) | Phase::Push(c) => c,
        _ => return html! {},
    };
    let name = |s: usize| players.get(s).map_or(String::new(), |p| p.name.clone());
    html! {
        <div class="duel" aria-label="Claim">
            <strong>{ format!("{} claims the {} {}", name(c.claimer), c.wand.name(), c.wand.symbols()) }</strong>
            <p>{ format!("Blocked {} time{} so far.", c.blocks, if c.blocks == 1 { "" } else { "s" }) }
               if let Some(b) = c.blocker { { format!(" Last block: {}.", name(b)) } }</p>
        </div>
    }
}

/// A playing card; cards whose suit pays for something legal now are highlighted.
fn card(c: CardId, legal: &[Action], pending_cost: &[Suit]) -> Html {
    let suit = c.suit();
    // A four-colour deck, and the suit symbol always large: never colour alone.
    let tint = match suit {
        Suit::Spades => "spades",
        Suit::Hearts => "hearts",
        Suit::Diamonds => "diamonds",
        Suit::Clubs => "clubs",
    };
    let useful = legal.iter().any(|a| match a {
        Action::Claim { wand } => wand.cost().contains(&suit),
        Action::MoveTroll { .. } => suit == Suit::Clubs,
        Action::MoveGoat { size, .. } => Wand::Goat(*size).cost().contains(&suit),
        Action::Dragon { .. } => true,
        Action::Block | Action::Push => pending_cost.contains(&suit),
        _ => false,
    });
    html! {
        <span class={classes!("pcard", tint, useful.then_some("hint"))}
            role="img" aria-label={format!("{} of {}", c.rank(), suit.name())}>
            <span class="rank">{ c.rank() }</span>
            <span class="suit">{ suit.symbol() }</span>
        </span>
    }
}
