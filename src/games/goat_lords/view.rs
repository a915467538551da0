//! What one seat may see of a Goat Lords table: their own hand and action cards, everyone's
//! public herds, the piles, and the duel or attack in progress. The UI and bots read only this.

use super::cards::{CardId, Goat};
use super::{GoatLords, Phase};
use crate::engine::Seat;

/// One stack as a seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct StackView {
    /// The goat on show, when visible.
    pub goat: Option<Goat>,
    /// The cards, when visible.
    pub cards: Option<Vec<CardId>>,
    /// Number of cards (always visible).
    pub size: usize,
    /// Points, when visible.
    pub points: Option<u32>,
    /// The Base Stack (bottom of the herd).
    pub base: bool,
}

/// One player's public area.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PlayerView {
    /// Cards in hand (the count only).
    pub hand: usize,
    /// Face-down action cards in front (the count only).
    pub front: usize,
    /// The herd, bottom stack first.
    pub herd: Vec<StackView>,
    /// Misses their next turn.
    pub skip_next: bool,
    /// The herd's points, when every stack is visible.
    pub score: Option<u32>,
}

/// Everything one seat may see.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TableView {
    /// Whose view this is.
    pub seat: Seat,
    /// This seat's hand.
    pub hand: Vec<CardId>,
    /// This seat's face-down action cards.
    pub front: Vec<CardId>,
    /// Every player's public area, by seat.
    pub players: Vec<PlayerView>,
    /// Cards left in the draw pile.
    pub draw: usize,
    /// The top of the discard pile.
    pub discard_top: Option<CardId>,
    /// Cards in the discard pile.
    pub discard: usize,
    /// The trash, face up, oldest first.
    pub trash: Vec<CardId>,
    /// Whose turn it is.
    pub active: Seat,
    /// What the game waits for (everything in it is public).
    pub phase: Phase,
    /// Plays left in the active player's turn.
    pub plays_left: u8,
    /// Action cards the active player may still play this turn.
    pub actions_left: u8,
    /// Action cards are over for the rest of the game.
    pub actions_closed: bool,
    /// Raining Fire-Goats is on this player for the turn.
    pub fire: Option<Seat>,
    /// The hand size hands are restocked to.
    pub hand_size: usize,
}

impl TableView {
    /// The table as `seat` sees it.
    pub fn of(game: &GoatLords, seat: Seat) -> Self {
        let players = game
            .places
            .iter()
            .enumerate()
            .map(|(owner, place)| {
                let top = place.herd.len().saturating_sub(1);
                let herd: Vec<StackView> = place
                    .herd
                    .iter()
                    .enumerate()
                    .map(|(i, stack)| {
                        let visible = owner == seat || i == top || game.options.look_through;
                        StackView {
                            goat: visible.then_some(stack.goat),
                            cards: visible.then(|| stack.cards.clone()),
                            size: stack.cards.len(),
                            points: visible.then(|| stack.points()),
                            base: i == 0,
                        }
                    })
                    .collect();
                let score = herd.iter().map(|s| s.points).sum();
                PlayerView {
                    hand: place.hand.len(),
                    front: place.front.len(),
                    herd,
                    skip_next: place.skip_next,
                    score,
                }
            })
            .collect();
        let own = game.places.get(seat);
        TableView {
            seat,
            hand: own.map(|p| p.hand.clone()).unwrap_or_default(),
            front: own.map(|p| p.front.clone()).unwrap_or_default(),
            players,
            draw: game.draw.len(),
            discard_top: game.discard.last().copied(),
            discard: game.discard.len(),
            trash: game.trash.clone(),
            active: game.active,
            phase: game.phase.clone(),
            plays_left: game.plays_left,
            actions_left: game.actions_left,
            actions_closed: game.actions_closed,
            fire: game.fire,
            hand_size: game.options.hand_size,
        }
    }
}
