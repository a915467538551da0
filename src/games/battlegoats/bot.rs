//! A sensible BattleGoats player, reading only its seat's view: it drafts the strongest cards,
//! lays cards where their position bonuses pay, and attacks where it expects to win, with its
//! bombs saved for strong cards it has seen.

use super::cards::{Blast, Bonus, CardId};
use super::fight::{self, Battlefields};
use super::view::{CellView, TableView};
use super::{Action, BattleGoats, Phase, Spot};
use crate::engine::bot::Bot;
use crate::engine::{GameRng, Seat};

/// What a card is worth in a fight, roughly, before its place and its opponent are known.
fn worth(card: CardId) -> i32 {
    let c = card.card();
    match c.blast {
        Some(Blast::OnFlip) => 6,
        _ => i32::from(c.value),
    }
}

/// How well `card` suits `cell` (row 0 is the front).
fn fit(card: CardId, cell: usize) -> i32 {
    let row = (cell / 3) as i32;
    let edges = [0, 2, 6, 8].contains(&cell);
    card.card()
        .bonuses
        .iter()
        .map(|b| match *b {
            Bonus::PerInFront(n) => i32::from(n) * row,
            Bonus::BackRow(n) => i32::from(n) * i32::from(row == 2),
            Bonus::FrontRow(n) => i32::from(n) * i32::from(row == 0),
            Bonus::PerAdjacent(n) | Bonus::PerAdjacentKind(_, n) => {
                i32::from(n)
                    * if cell == 4 {
                        4
                    } else if edges {
                        2
                    } else {
                        3
                    }
            }
            Bonus::Alone(n) => i32::from(n) * i32::from(edges),
            _ => 0,
        })
        .sum()
}

/// The expected value of an unseen opponent card, modifiers included.
const UNSEEN: i32 = 5;

impl Bot for BattleGoats {
    fn heuristic(
        view: &TableView,
        seat: Seat,
        legal: &[Action],
        _rng: &mut GameRng,
    ) -> Option<usize> {
        let best = |score: &dyn Fn(&Action) -> Option<i32>| {
            (0..legal.len())
                .filter_map(|i| score(&legal[i]).map(|s| (s, i)))
                .max()
                .map(|(_, i)| i)
        };
        match &view.phase {
            Phase::Draft => best(&|a| match a {
                Action::Pick { card } => Some(worth(*card)),
                _ => None,
            }),
            Phase::Layout => legal.iter().position(|a| *a == Action::Ready).or_else(|| {
                best(&|a| match a {
                    Action::Place { card, cell } => Some(worth(*card) * 10 + fit(*card, *cell)),
                    _ => None,
                })
            }),
            Phase::ChooseFirst { .. } => legal.iter().position(|a| *a == Action::First { seat }),
            Phase::Turn { .. } => {
                let cards_left = |s: Seat| {
                    view.fields[s]
                        .iter()
                        .filter(|c| **c != CellView::Empty)
                        .count() as i32
                };
                best(&|a| match a {
                    Action::Attack { with, target } => {
                        let mine = Spot { seat, cell: *with };
                        let me = view.card_at(mine)?;
                        // Both sides worked out with every modifier the seat can see.
                        let my_value = i32::from(fight::value(view, mine, *target, true).total);
                        let theirs = view.card_at(*target);
                        let their_value = match theirs {
                            Some(_) => i32::from(fight::value(view, *target, mine, false).total),
                            None => UNSEEN,
                        };
                        let their_blast = theirs.and_then(|c| c.card().blast);
                        let margin = if me.card().blast == Some(Blast::OnFlip) {
                            // A bomb trades itself: worth it against a strong card.
                            theirs.map_or(-2, worth) - 6
                        } else if their_blast.is_some() {
                            // Never feed a good card to a known bomb or martyr.
                            -10
                        } else {
                            my_value - their_value
                        };
                        // Prefer sure wins, then the player closest to being out.
                        Some(margin * 10 - cards_left(target.seat))
                    }
                    _ => None,
                })
            }
            Phase::Ask { .. } => legal
                .iter()
                .position(|a| *a == Action::Share { share: true }),
            Phase::Over { .. } => None,
        }
    }
}
