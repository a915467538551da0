//! What one seat may see: the face-up cards and their arrows, backs for face-down cards (not
//! even their turn), every shepherd and goat, its own hand only, and the decision at hand.

use super::board::{CardId, Pos, Tile};
use super::{DieFace, Found, GrabYourGoat, Pending};
use crate::engine::Seat;

/// A place of the mountain as everyone sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TileView {
    House,
    Top,
    Down,
    Up { card: CardId, rot: u8 },
    Gap,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TableView {
    pub seat: Seat,
    /// Whose turn it is.
    pub active: Seat,
    /// Row by row.
    pub grid: Vec<TileView>,
    pub shepherds: Vec<Pos>,
    pub goats: Vec<Pos>,
    pub hand: Vec<CardId>,
    pub deck: usize,
    pub discard: Vec<CardId>,
    /// The decision the active player makes now.
    pub now: Option<Pending>,
    pub last_roll: Option<DieFace>,
    /// How many rolls so far (a new roll is animated once).
    pub rolls: u32,
    pub lost_turn: Vec<bool>,
    pub winner: Option<Seat>,
    /// Every legal Move option's arrows, for drawing: the arrows of each face-up tile.
    pub arrows: Vec<u8>,
    /// The cards the last action turned face up (all public), and whose action it was.
    pub found: Vec<Found>,
    pub found_by: Seat,
}

impl TableView {
    pub fn of(g: &GrabYourGoat, seat: Seat) -> Self {
        let grid: Vec<TileView> = g
            .grid
            .iter()
            .map(|t| match *t {
                Tile::House => TileView::House,
                Tile::Top => TileView::Top,
                Tile::Gap => TileView::Gap,
                Tile::Card { up: false, .. } => TileView::Down,
                Tile::Card {
                    card,
                    rot,
                    up: true,
                } => TileView::Up { card, rot },
            })
            .collect();
        let arrows = g
            .grid
            .iter()
            .map(|t| if t.face_up() { t.arrows() } else { 0 })
            .collect();
        TableView {
            seat,
            active: g.seat,
            grid,
            shepherds: g.shepherds.clone(),
            goats: g.goats.clone(),
            hand: g.hands.get(seat).cloned().unwrap_or_default(),
            deck: g.deck.len(),
            discard: g.discard.clone(),
            now: g.now().cloned(),
            last_roll: g.last_roll,
            rolls: g.rolls,
            lost_turn: g.lost_turn.clone(),
            winner: g.winner,
            arrows,
            found: g.found.clone(),
            found_by: g.found_by,
        }
    }

    pub fn tile(&self, p: Pos) -> TileView {
        if p.on_board() {
            self.grid[usize::from(p.row) * 7 + usize::from(p.col)]
        } else {
            TileView::Gap
        }
    }
}
