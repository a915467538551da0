//! What the table remembers between two views of the raft, so that the motion kit sees the same
//! stick and the same goat as the same thing wherever it goes. The game keeps sticks by place
//! and goats by triangle; a stick moved, a goat in love, two goats fighting or following the
//! shark are matched from the last action, and whatever left the raft (drifted away, eaten) is
//! kept for one view so the table can show it going.

use crate::games::floats_mcgoats::{Action, Cell, Edge, FloatsMcGoats, Goats, Phase, Stick};
use std::collections::BTreeMap;

/// Something that left the raft with the last change.
#[derive(Clone, PartialEq)]
pub enum Gone {
    /// A stick cut off from the anchors, drifting away.
    Stick(Edge, Stick),
    /// Goats that drifted away (`eaten`: taken by the shark), with their keys.
    Goats {
        cell: Cell,
        goats: Goats,
        keys: Vec<String>,
        eaten: bool,
    },
}

/// The table's memory of the raft.
#[derive(Default)]
pub struct Memory {
    /// The last view seen.
    prev: Option<FloatsMcGoats>,
    /// Each stick's number, by place (a stick being carried keeps its old place here).
    sticks: BTreeMap<Edge, u32>,
    next: u32,
    /// Each triangle's goats' keys, bottom of the stack first.
    goats: BTreeMap<Cell, Vec<String>>,
    /// What left the raft with the last change.
    pub gone: Vec<Gone>,
    /// Goats that came from a seat's supply, and a stick from the pile, with the last change
    /// (their keys).
    pub fresh: Vec<String>,
    /// Changes seen so far (a new one restarts the drifting pictures).
    pub changes: u32,
}

impl Memory {
    /// Brings the memory up to `view`, reached from the last view by `last` (if known).
    pub fn update(&mut self, view: &FloatsMcGoats, last: Option<&Action>) {
        if self.prev.as_ref() == Some(view) {
            return;
        }
        let prev = self.prev.take();
        self.gone.clear();
        self.fresh.clear();
        self.changes += 1;
        let prev_phase = prev.as_ref().map(|p| p.phase().clone());
        self.match_sticks(view, prev.as_ref(), prev_phase.as_ref(), last);
        self.match_goats(view, prev.as_ref(), prev_phase.as_ref(), last);
        self.prev = Some(view.clone());
    }

    fn match_sticks(
        &mut self,
        view: &FloatsMcGoats,
        prev: Option<&FloatsMcGoats>,
        prev_phase: Option<&Phase>,
        last: Option<&Action>,
    ) {
        if let (Some(Action::PlaceStick { edge }), Some(Phase::Carrying { from, .. })) =
            (last, prev_phase)
            && let Some(id) = self.sticks.remove(from)
        {
            self.sticks.insert(*edge, id);
        }
        let carried = match view.phase() {
            Phase::Carrying { from, .. } => Some(*from),
            _ => None,
        };
        let now = view.sticks();
        let mut drifted = Vec::new();
        self.sticks.retain(|e, _| {
            let stays = now.contains_key(e) || Some(*e) == carried;
            if !stays && let Some(s) = prev.and_then(|p| p.sticks().get(e)) {
                drifted.push(Gone::Stick(*e, *s));
            }
            stays
        });
        self.gone.extend(drifted);
        for e in now.keys() {
            if !self.sticks.contains_key(e) {
                if matches!(last, Some(Action::AddStick { edge }) if edge == e) {
                    self.fresh.push(format!("fm-s{}", self.next));
                }
                self.sticks.insert(*e, self.next);
                self.next += 1;
            }
        }
    }

    fn match_goats(
        &mut self,
        view: &FloatsMcGoats,
        prev: Option<&FloatsMcGoats>,
        prev_phase: Option<&Phase>,
        last: Option<&Action>,
    ) {
        let map = &mut self.goats;
        match last {
            Some(Action::GoatLove { from, to }) if map.contains_key(to) => {
                let moving = map.remove(from).unwrap_or_default();
                if let Some(keys) = map.get_mut(to) {
                    keys.extend(moving);
                }
            }
            Some(Action::Fight { mine, theirs }) => {
                let a = map.remove(mine);
                let b = map.remove(theirs);
                if let Some(b) = b {
                    map.insert(*mine, b);
                }
                if let Some(a) = a {
                    map.insert(*theirs, a);
                }
            }
            Some(Action::Follow { from }) => {
                if let (Some(Phase::Follow { vacated }), Some(keys)) =
                    (prev_phase, map.remove(from))
                {
                    map.insert(*vacated, keys);
                }
            }
            Some(Action::Shark { victim }) => {
                if let (Some(keys), Some(goats)) =
                    (map.remove(victim), prev.and_then(|p| p.goats().get(victim)))
                {
                    self.gone.push(Gone::Goats {
                        cell: *victim,
                        goats: *goats,
                        keys,
                        eaten: true,
                    });
                }
            }
            _ => {}
        }
        // Whatever no longer matches the game left (drifted) or is unknown (a reload).
        let now = view.goats();
        let mut left = Vec::new();
        map.retain(|cell, keys| {
            let fits = now.get(cell).is_some_and(|g| fits(g, keys));
            if !fits
                && !now.contains_key(cell)
                && let Some(goats) = prev.and_then(|p| p.goats().get(cell))
            {
                left.push(Gone::Goats {
                    cell: *cell,
                    goats: *goats,
                    keys: keys.clone(),
                    eaten: false,
                });
            }
            fits
        });
        self.gone.extend(left);
        for (cell, g) in now {
            if map.contains_key(cell) {
                continue;
            }
            let (mamas, babies) = g.pack.goats();
            let mut keys = Vec::new();
            for _ in 0..mamas {
                let n = (0..)
                    .find(|n| {
                        let k = format!("fm-g{}m{n}", g.owner);
                        !keys.contains(&k) && !map.values().any(|ks| ks.contains(&k))
                    })
                    .unwrap_or(0);
                keys.push(format!("fm-g{}m{n}", g.owner));
            }
            if babies > 0 {
                keys.push(format!("fm-g{}b", g.owner));
            }
            if matches!(last, Some(Action::AddGoat { cell: c, .. }) if c == cell) {
                self.fresh.extend(keys.iter().cloned());
            }
            map.insert(*cell, keys);
        }
    }

    /// A stick's key for the motion kit.
    pub fn stick_key(&self, e: &Edge) -> String {
        format!("fm-s{}", self.sticks.get(e).copied().unwrap_or(u32::MAX))
    }

    /// The keys of the goats in a triangle, bottom of the stack first.
    pub fn goat_keys(&self, cell: &Cell) -> &[String] {
        self.goats.get(cell).map_or(&[], Vec::as_slice)
    }
}

/// Whether the keys name the goats in a triangle: the same seat, as many mamas and babies.
fn fits(g: &Goats, keys: &[String]) -> bool {
    let (mamas, babies) = g.pack.goats();
    let seat = format!("fm-g{}", g.owner);
    let is_baby = |k: &String| k.ends_with('b');
    keys.iter().all(|k| {
        k.strip_prefix(&seat)
            .is_some_and(|rest| rest.starts_with('m') || rest == "b")
    }) && keys.iter().filter(|k| !is_baby(k)).count() == usize::from(mamas)
        && keys.iter().filter(|k| is_baby(k)).count() == usize::from(babies)
}
