//! What one seat may see: its own cards (hand, pack, and its face-down cards: a player may always
//! look at their own), every face-up card, the cards it peeked at, and with the memory aid on the
//! cards it saw flip in a fight. Nothing else of other players' cards.

use super::{BattleGoats, CELLS, CardId, Fight, Phase};
use crate::engine::{Seat, VecSet};

/// Why the viewer knows a face-down card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Known {
    Own,
    Peeked,
    Remembered,
}

/// One place of a battlefield as the viewer sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CellView {
    Empty,
    Down(Option<(CardId, Known)>),
    /// Face up; `counts` when it was face up at the start of this turn.
    Up {
        card: CardId,
        counts: bool,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TableView {
    pub seat: Seat,
    pub phase: Phase,
    /// Whose move it is (who drafts or lays out now, whose turn, who chooses or answers), if
    /// anyone's: the public table is drawn from that seat's side.
    pub to_act: Option<Seat>,
    pub hand: Vec<CardId>,
    pub pack: Vec<CardId>,
    /// Cards in each player's hand (everyone may count them).
    pub hand_sizes: Vec<usize>,
    pub fields: Vec<[CellView; CELLS]>,
    pub discards: Vec<Vec<CardId>>,
    /// Every fight since this seat's last turn began, oldest first (its own fight among them):
    /// on a tablet passed around, or with a computer playing at once after it, a player may
    /// not have seen them. On the public table (no seat), the last round's fights.
    pub fights: Vec<Fight>,
    pub memory: bool,
    pub draft: bool,
    /// Every card on the battlefields that this seat saw turn over (in a fight, by a Reveal, or
    /// by using its power): public knowledge, which a computer player remembers whatever the
    /// memory-aid option says. The screen shows it only with the memory aid on.
    pub seen: Vec<[Option<CardId>; CELLS]>,
    /// The viewer used a power on its last turn, so this turn it must attack.
    pub must_attack: bool,
    /// Mend cards whose one Mend has been used (everyone saw it).
    pub mended: VecSet<CardId>,
}

impl TableView {
    pub fn of(g: &BattleGoats, seat: Seat) -> Self {
        // Once the game is won nothing is secret: every card left is shown face up.
        let over = matches!(g.phase, Phase::Over { .. });
        let fields = (0..g.players_n())
            .map(|s| {
                let mut row = [CellView::Empty; CELLS];
                for (cell, slot) in row.iter_mut().enumerate() {
                    let Some(p) = g.fields[s][cell] else { continue };
                    *slot = if p.face_up || over {
                        CellView::Up {
                            card: p.card,
                            counts: g.up_at_start[s][cell],
                        }
                    } else if s == seat {
                        CellView::Down(Some((p.card, Known::Own)))
                    } else if g.known.get(seat).is_some_and(|k| k.contains(&p.card)) {
                        CellView::Down(Some((p.card, Known::Peeked)))
                    } else if g.options.memory && g.shown.contains(&p.card) {
                        CellView::Down(Some((p.card, Known::Remembered)))
                    } else {
                        CellView::Down(None)
                    };
                }
                row
            })
            .collect();
        let seen = (0..g.players_n())
            .map(|s| {
                let mut row = [None; CELLS];
                for (cell, slot) in row.iter_mut().enumerate() {
                    *slot = g.fields[s][cell]
                        .map(|p| p.card)
                        .filter(|c| g.shown.contains(c) || s == seat);
                }
                row
            })
            .collect();
        TableView {
            seat,
            seen,
            // The last-two vote is secret until both have answered.
            phase: match &g.phase {
                Phase::Ask { seats, answers } => Phase::Ask {
                    seats: seats.clone(),
                    answers: vec![false; answers.len()],
                },
                other => other.clone(),
            },
            to_act: g.seat_to_act(),
            hand: g.hands.get(seat).cloned().unwrap_or_default(),
            pack: g.packs.get(seat).cloned().unwrap_or_default(),
            hand_sizes: g.hands.iter().map(Vec::len).collect(),
            fields,
            discards: g.discards.clone(),
            fights: since_last_turn(g, seat),
            memory: g.options.memory,
            draft: g.options.draft,
            must_attack: g.powered_last(seat),
            mended: g.mended.clone(),
        }
    }

    /// Whose move it is (who drafts or lays out, whose turn, who chooses or answers), if anyone's.
    pub fn acting(&self) -> Option<Seat> {
        self.to_act
    }
}

/// The fights since `seat`'s last turn began (from its own turn on), oldest first; the whole
/// round's when it has had no turn in it (or it is no seat).
fn since_last_turn(g: &BattleGoats, seat: Seat) -> Vec<Fight> {
    let from = g.round.iter().rposition(|p| p.seat == seat).unwrap_or(0);
    g.round[from..]
        .iter()
        .filter_map(|p| p.fight.clone())
        .collect()
}

impl super::fight::Battlefields for TableView {
    fn card_at(&self, spot: super::Spot) -> Option<CardId> {
        match self.fields.get(spot.seat)?.get(spot.cell)? {
            CellView::Up { card, .. } | CellView::Down(Some((card, _))) => Some(*card),
            CellView::Down(None) => self.seen.get(spot.seat)?.get(spot.cell).copied().flatten(),
            CellView::Empty => None,
        }
    }
    fn occupied(&self, spot: super::Spot) -> bool {
        self.fields
            .get(spot.seat)
            .and_then(|f| f.get(spot.cell))
            .is_some_and(|c| *c != CellView::Empty)
    }
    fn counts_up(&self, spot: super::Spot) -> bool {
        matches!(
            self.fields.get(spot.seat).and_then(|f| f.get(spot.cell)),
            Some(CellView::Up { counts: true, .. })
        )
    }
    fn discarded(&self, seat: Seat) -> usize {
        self.discards.get(seat).map_or(0, Vec::len)
    }
}
