//! What changed on the table since the seat on screen last played: the stacks that are new or
//! grew in any herd, the piles that changed, the scores that moved. The kit marks what the very
//! last action changed (`data-last` on the cards it moved); in a game of three or more, the
//! player taking the tablet also needs what the others did in between, so those places carry
//! `data-last` too, until this seat plays again.
//!
//! Each seat's table is remembered as it was right after that seat's last action (kept by the
//! page for its tables, `kit::use_kept`, not in the game: it is only a view; the first table drawn after the action, from
//! whichever seat, since only what everyone sees is compared). A table whose draw pile grew, or with another
//! number of seats, is another game (or an undo) and forgets what it remembered.

use crate::engine::Seat;
use crate::games::goat_lords::view::{StackView, TableView};

/// Per seat: the table right after its last action, and the table when it last acted (until
/// the next table is drawn).
#[derive(Default)]
pub struct Memory {
    after: Vec<Option<TableView>>,
    acting: Vec<Option<TableView>>,
}

/// What is news to the seat on screen.
#[derive(Default)]
pub struct News {
    /// (seat, stack) of each stack that is new or changed.
    stacks: Vec<(Seat, usize)>,
    /// Seats whose points changed.
    scores: Vec<Seat>,
    pub discard: bool,
    pub trash: bool,
}

impl News {
    pub fn stack(&self, seat: Seat, i: usize) -> bool {
        self.stacks.contains(&(seat, i))
    }

    pub fn score(&self, seat: Seat) -> bool {
        self.scores.contains(&seat)
    }
}

/// Whether two sights of a stack are the same stack unchanged: its size, and its goat and first
/// card where both sights show them (a stack seen from another seat may be hidden).
fn same(a: &StackView, b: &StackView) -> bool {
    let first = |s: &StackView| s.cards.as_ref().and_then(|c| c.first().copied());
    a.size == b.size
        && (a.goat.is_none() || b.goat.is_none() || a.goat == b.goat)
        && (first(a).is_none() || first(b).is_none() || first(a) == first(b))
}

impl Memory {
    /// Remembers that the seat on screen acts now, on the table `view`.
    pub fn acting(&mut self, view: &TableView) {
        let m = self;
        m.acting.resize(m.acting.len().max(view.seat + 1), None);
        if let Some(slot) = m.acting.get_mut(view.seat) {
            *slot = Some(view.clone());
        }
    }

    /// What changed since the seat on screen last acted. The first table drawn after a seat's
    /// action (from whichever seat: the public part is the same) is what that seat remembers.
    pub fn news(&mut self, view: &TableView) -> News {
        let m = self;
        let seats = view.players.len();
        let stale = |v: &Option<TableView>| {
            v.as_ref()
                .is_some_and(|b| b.players.len() != seats || b.draw < view.draw)
        };
        if m.after.iter().chain(&m.acting).any(stale) {
            *m = Memory::default();
        }
        let me = view.seat;
        let size = m.acting.len().max(me + 1);
        m.after.resize(size, None);
        m.acting.resize(size, None);
        for (acting, after) in m.acting.iter_mut().zip(m.after.iter_mut()) {
            if acting.as_ref().is_some_and(|before| before != view) {
                *acting = None;
                *after = Some(view.clone());
            }
        }
        let Some(before) = m.after.get(me).and_then(Option::as_ref) else {
            return News::default();
        };
        let mut news = News {
            discard: before.discard_top != view.discard_top,
            trash: before.trash.len() != view.trash.len(),
            ..News::default()
        };
        for (seat, (now, then)) in view.players.iter().zip(&before.players).enumerate() {
            for (i, s) in now.herd.iter().enumerate() {
                if !then.herd.iter().any(|t| same(t, s)) {
                    news.stacks.push((seat, i));
                }
            }
            let points = now.score.is_some() && then.score.is_some() && now.score != then.score;
            if points || now.herd.len() != then.herd.len() {
                news.scores.push(seat);
            }
        }
        news
    }
}
