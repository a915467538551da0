//! What the table remembers between two views of the raft, so that the motion kit sees the same
//! stick and the same goat as the same thing wherever it goes. The game keeps sticks by place
//! and goats by triangle; a stick moved, a goat in love, two goats fighting or following the
//! shark are matched from the last action, and whatever left the raft (drifted away, eaten) is
//! kept for one view so the table can show it going.
//!
//! (Plain lists, not maps: a raft holds at most 50 sticks and 28 goats, and each map type would
//! add its own code to the download.)

use crate::games::floats_mcgoats::{Action, Cell, Edge, FloatsMcGoats, Goats, Phase, Stick};

/// A goat's number: its seat times 16, plus its mama's number (0 to 14), or 15 for the baby.
pub type GoatId = u8;

/// A goat's key for the motion kit (`fm-g<seat>m<n>`, `fm-g<seat>b`).
pub fn goat_key(id: GoatId) -> String {
    match id % 16 {
        15 => format!("fm-g{}b", id / 16),
        n => format!("fm-g{}m{n}", id / 16),
    }
}

/// Whether a goat is a baby.
pub fn is_baby(id: GoatId) -> bool {
    id % 16 == 15
}

/// Something that left the raft with the last change.
#[derive(Clone, PartialEq)]
pub enum Gone {
    /// A stick cut off from the anchors, drifting away.
    Stick(Edge, Stick),
    /// Goats that drifted away (`eaten`: taken by the shark).
    Goats {
        cell: Cell,
        goats: Goats,
        eaten: bool,
    },
}

/// The table's memory of the raft.
#[derive(Default)]
pub struct Memory {
    /// The last view seen.
    prev: Option<FloatsMcGoats>,
    /// Each stick's number, by place (a stick being carried keeps its old place here).
    sticks: Vec<(Edge, u16)>,
    next: u16,
    /// Each triangle's goats, bottom of the stack first.
    goats: Vec<(Cell, Vec<GoatId>)>,
    /// What left the raft with the last change.
    pub gone: Vec<Gone>,
    /// Goats that came from a seat's supply with the last change.
    pub fresh_goats: Vec<GoatId>,
    /// The stick that came from the pile with the last change.
    pub fresh_stick: Option<u16>,
    /// Changes seen so far (a new one restarts the drifting pictures).
    pub changes: u32,
}

/// Takes the entry for `at` out of a list.
fn take<K: PartialEq, V>(list: &mut Vec<(K, V)>, at: &K) -> Option<V> {
    let i = list.iter().position(|(k, _)| k == at)?;
    Some(list.swap_remove(i).1)
}

impl Memory {
    /// Brings the memory up to `view`, reached from the last view by `last` (if known).
    pub fn update(&mut self, view: &FloatsMcGoats, last: Option<&Action>) {
        if self.prev.as_ref() == Some(view) {
            return;
        }
        let prev = self.prev.take();
        self.gone.clear();
        self.fresh_goats.clear();
        self.fresh_stick = None;
        self.changes += 1;
        self.match_sticks(view, prev.as_ref(), last);
        self.match_goats(view, prev.as_ref(), last);
        if last.is_none() {
            // A new game on the same page: the last game's raft does not drift away.
            self.gone.clear();
        }
        self.prev = Some(view.clone());
    }

    fn match_sticks(
        &mut self,
        view: &FloatsMcGoats,
        prev: Option<&FloatsMcGoats>,
        last: Option<&Action>,
    ) {
        if let (Some(Action::PlaceStick { edge }), Some(Phase::Carrying { from, .. })) =
            (last, prev.map(FloatsMcGoats::phase))
            && let Some(id) = take(&mut self.sticks, from)
        {
            self.sticks.push((*edge, id));
        }
        let carried = match view.phase() {
            Phase::Carrying { from, .. } => Some(*from),
            _ => None,
        };
        let now = view.sticks();
        let mut drifted = Vec::new();
        self.sticks.retain(|(e, _)| {
            let stays = now.contains_key(e) || Some(*e) == carried;
            if !stays && let Some(s) = prev.and_then(|p| p.sticks().get(e)) {
                drifted.push(Gone::Stick(*e, *s));
            }
            stays
        });
        self.gone.extend(drifted);
        for e in now.keys() {
            if !self.sticks.iter().any(|(k, _)| k == e) {
                if matches!(last, Some(Action::AddStick { edge }) if edge == e) {
                    self.fresh_stick = Some(self.next);
                }
                self.sticks.push((*e, self.next));
                self.next = self.next.wrapping_add(1);
            }
        }
    }

    fn match_goats(
        &mut self,
        view: &FloatsMcGoats,
        prev: Option<&FloatsMcGoats>,
        last: Option<&Action>,
    ) {
        let list = &mut self.goats;
        match last {
            Some(Action::GoatLove { from, to }) => {
                let moving = take(list, from).unwrap_or_default();
                if let Some((_, ids)) = list.iter_mut().find(|(c, _)| c == to) {
                    ids.extend(moving);
                }
            }
            Some(Action::Fight { mine, theirs }) => {
                for (c, _) in list.iter_mut() {
                    if c == mine {
                        *c = *theirs;
                    } else if c == theirs {
                        *c = *mine;
                    }
                }
            }
            Some(Action::Follow { from }) => {
                if let Some(Phase::Follow { vacated }) = prev.map(FloatsMcGoats::phase)
                    && let Some((c, _)) = list.iter_mut().find(|(c, _)| c == from)
                {
                    *c = *vacated;
                }
            }
            Some(Action::Shark { victim }) => {
                if let (Some(_), Some(goats)) =
                    (take(list, victim), prev.and_then(|p| p.goats().get(victim)))
                {
                    self.gone.push(Gone::Goats {
                        cell: *victim,
                        goats: *goats,
                        eaten: true,
                    });
                }
            }
            _ => {}
        }
        // Whatever no longer matches the game left (drifted) or is unknown (a reload).
        let now = view.goats();
        let gone = &mut self.gone;
        list.retain(|(cell, ids)| {
            let fits = now.get(cell).is_some_and(|g| fits(g, ids));
            if !fits
                && !now.contains_key(cell)
                && let Some(goats) = prev.and_then(|p| p.goats().get(cell))
            {
                gone.push(Gone::Goats {
                    cell: *cell,
                    goats: *goats,
                    eaten: false,
                });
            }
            fits
        });
        for (cell, g) in now {
            if list.iter().any(|(c, _)| c == cell) {
                continue;
            }
            let (mamas, babies) = g.pack.goats();
            let seat = (g.owner.min(15) * 16) as GoatId;
            let mut ids: Vec<GoatId> = Vec::new();
            for _ in 0..mamas {
                let free = (seat..seat + 15)
                    .find(|id| !ids.contains(id) && !list.iter().any(|(_, ks)| ks.contains(id)))
                    .unwrap_or(seat);
                ids.push(free);
            }
            if babies > 0 {
                ids.push(seat + 15);
            }
            if matches!(last, Some(Action::AddGoat { cell: c, .. }) if c == cell) {
                self.fresh_goats.extend(ids.iter().copied());
            }
            list.push((*cell, ids));
        }
    }

    /// A stick's key for the motion kit, and whether it came from the pile with the last change.
    pub fn stick(&self, e: &Edge) -> (String, bool) {
        let id = self
            .sticks
            .iter()
            .find(|(k, _)| k == e)
            .map_or(u16::MAX, |s| s.1);
        (format!("fm-s{id}"), self.fresh_stick == Some(id))
    }

    /// The goats in a triangle, bottom of the stack first.
    pub fn goats_in(&self, cell: &Cell) -> &[GoatId] {
        self.goats
            .iter()
            .find(|(c, _)| c == cell)
            .map_or(&[], |g| g.1.as_slice())
    }
}

/// Whether the numbers name the goats in a triangle: the same seat, as many mamas and babies.
fn fits(g: &Goats, ids: &[GoatId]) -> bool {
    let (mamas, babies) = g.pack.goats();
    ids.iter().all(|id| usize::from(id / 16) == g.owner)
        && ids.iter().filter(|id| !is_baby(**id)).count() == usize::from(mamas)
        && ids.iter().filter(|id| is_baby(**id)).count() == usize::from(babies)
}
