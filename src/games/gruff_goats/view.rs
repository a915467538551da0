//! What one seat may see of a Gruff Goats table: the whole board and the wands are public; the
//! seat sees its own hand and only the size of the others'.

use super::board::Bridge;
use super::cards::CardId;
use super::news::Changed;
use super::{Goat, GruffGoats, Options, Phase};
use crate::engine::Seat;

/// Everything one seat may see.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TableView {
    /// Whose view this is.
    pub seat: Seat,
    /// This seat's cards.
    pub hand: Vec<CardId>,
    /// Cards in each player's hand.
    pub hand_sizes: Vec<usize>,
    /// Points by seat.
    pub scores: Vec<u8>,
    /// Every goat.
    pub goats: Vec<Goat>,
    /// The two trolls' bridges.
    pub trolls: [Bridge; 2],
    /// Who holds each wand, in `Wand::ALL` order.
    pub wands: [Option<Seat>; 5],
    /// Cards left to draw.
    pub draw: usize,
    /// The top of the discard pile.
    pub discard_top: Option<CardId>,
    /// Whose turn it is.
    pub active: Seat,
    /// Wand actions used this turn.
    pub actions_used: u8,
    /// What the game waits for (all public).
    pub phase: Phase,
    /// The table's options.
    pub options: Options,
    /// What changed since this seat last acted (all of it public).
    pub changed: Changed,
}

impl TableView {
    /// The table as `seat` sees it.
    pub fn of(game: &GruffGoats, seat: Seat) -> Self {
        TableView {
            seat,
            hand: game.hands.get(seat).cloned().unwrap_or_default(),
            hand_sizes: game.hands.iter().map(Vec::len).collect(),
            scores: game.scores.clone(),
            goats: game.goats.clone(),
            trolls: game.trolls,
            wands: game.wands,
            draw: game.draw.len(),
            discard_top: game.discard.last().copied(),
            active: game.active,
            actions_used: game.actions_used,
            phase: public_phase(&game.phase),
            options: game.options.clone(),
            changed: game.marks.since(seat),
        }
    }
}

/// The phase as everyone may see it: of a claim's queue, only the player being asked now.
fn public_phase(phase: &Phase) -> Phase {
    match phase {
        Phase::Block(claim) => {
            let mut claim = claim.clone();
            claim.queue.truncate(1);
            Phase::Block(claim)
        }
        other => other.clone(),
    }
}
