//! The rulebook read a second time, plainly: every legal move and every move's result worked out
//! straight from the sticks and goats on the table (corners and sides, no grids, no shortcuts),
//! and held against the game all through random games. Where the two disagree, one of them has
//! misread a rule.

use super::*;
use crate::engine::{GameRng, ToAct};
use std::collections::{BTreeMap, BTreeSet};

/// The table as the rulebook sees it: plain maps.
#[derive(Clone, Debug, PartialEq)]
struct Table {
    sticks: BTreeMap<Edge, Stick>,
    goats: BTreeMap<Cell, Goats>,
    shark: Option<Cell>,
    supply: Vec<Supply>,
    pile: u8,
    active: Seat,
    phase: Phase,
}

impl Table {
    /// The table of `g`.
    fn of(g: &FloatsMcGoats) -> Table {
        Table {
            sticks: g.sticks().iter().map(|(e, s)| (*e, *s)).collect(),
            goats: g.goats().iter().map(|(c, g)| (*c, *g)).collect(),
            shark: g.shark(),
            supply: g.supply().to_vec(),
            pile: g.pile(),
            active: g.active(),
            phase: g.phase().clone(),
        }
    }

    /// The three sides of a triangle, from its corners.
    fn sides(c: Cell) -> [Edge; 3] {
        let [a, b, d] = c.corners();
        let side = |p: Vertex, q: Vertex| Edge::between(p, q).expect("corners are neighbours");
        [side(a, b), side(b, d), side(d, a)]
    }

    /// Whether two places share an end (a place touches itself too).
    fn meet(a: Edge, b: Edge) -> bool {
        a.ends().iter().any(|v| b.ends().contains(v))
    }

    /// Whether goats may be added to `c`: a side of it is a stick, and nothing is in it.
    fn open(&self, c: Cell) -> bool {
        !self.goats.contains_key(&c)
            && self.shark != Some(c)
            && Self::sides(c).iter().any(|e| self.sticks.contains_key(e))
    }

    /// Every triangle beside a stick.
    fn beside_sticks(&self) -> BTreeSet<Cell> {
        self.sticks.keys().flat_map(|e| e.cells()).collect()
    }

    /// Free places touching the end of a stick.
    fn places(&self) -> BTreeSet<Edge> {
        let ends: BTreeSet<Vertex> = self.sticks.keys().flat_map(|e| e.ends()).collect();
        ends.iter()
            .flat_map(|v| {
                v.neighbours()
                    .map(|w| Edge::between(*v, w).expect("neighbours"))
            })
            .filter(|e| !self.sticks.contains_key(e))
            .collect()
    }

    /// Three dark sides (anchors count).
    fn locked(&self, c: Cell) -> bool {
        Self::sides(c)
            .iter()
            .all(|e| matches!(self.sticks.get(e), Some(Stick::Dark | Stick::Anchor)))
    }

    /// Three sides of any kind.
    fn closed(&self, c: Cell) -> bool {
        Self::sides(c).iter().all(|e| self.sticks.contains_key(e))
    }

    /// The sticks joined to the anchors end to end, without `missing`.
    fn anchored(&self, missing: Option<Edge>) -> BTreeSet<Edge> {
        let on: Vec<Edge> = (self.sticks.keys().copied())
            .filter(|e| Some(*e) != missing)
            .collect();
        let mut seen: BTreeSet<Edge> = lattice::ANCHORS
            .iter()
            .copied()
            .filter(|a| on.contains(a))
            .collect();
        loop {
            let more: Vec<Edge> = (on.iter().copied())
                .filter(|e| !seen.contains(e) && seen.iter().any(|s| Self::meet(*s, *e)))
                .collect();
            if more.is_empty() {
                return seen;
            }
            seen.extend(more);
        }
    }

    /// Whether lifting the stick at `e` would cut locked goats off the anchored raft.
    fn strands_locked(&self, e: Edge) -> bool {
        let raft = self.anchored(Some(e));
        self.goats
            .keys()
            .any(|c| self.locked(*c) && !Self::sides(*c).iter().any(|side| raft.contains(side)))
    }

    /// Light sticks that may be picked up.
    fn movable(&self) -> Vec<Edge> {
        (self.sticks.iter())
            .filter(|(e, s)| **s == Stick::Light && !self.strands_locked(**e))
            .map(|(e, _)| *e)
            .collect()
    }

    /// Goats of `seat` (or, with `ours` false, of everyone else) not locked in.
    fn free(&self, seat: Seat, ours: bool) -> Vec<(Cell, Pack)> {
        (self.goats.iter())
            .filter(|(c, g)| (g.owner == seat) == ours && !self.locked(**c))
            .map(|(c, g)| (*c, g.pack))
            .collect()
    }

    /// The moves the die's `face` allows.
    fn face_moves(&self, face: Face) -> Vec<Action> {
        let seat = self.active;
        let mut out = Vec::new();
        let adds = |out: &mut Vec<Action>| {
            if self.pile > 0 {
                out.extend(
                    self.places()
                        .into_iter()
                        .map(|edge| Action::AddStick { edge }),
                );
            }
        };
        match face {
            Face::AddStick => adds(&mut out),
            Face::AddOrMove => {
                adds(&mut out);
                out.extend(
                    self.movable()
                        .into_iter()
                        .map(|edge| Action::TakeStick { edge }),
                );
            }
            Face::MoveTwo => {
                let light = self.sticks.values().filter(|s| **s == Stick::Light).count();
                if light >= 2 {
                    out.extend(
                        self.movable()
                            .into_iter()
                            .map(|edge| Action::TakeStick { edge }),
                    );
                }
            }
            Face::Flip => out.extend(
                (self.sticks.iter())
                    .filter(|(_, s)| **s == Stick::Light)
                    .map(|(edge, _)| Action::Flip { edge: *edge }),
            ),
            Face::GoatLove => {
                let mine = self.free(seat, true);
                for (from, a) in &mine {
                    for (to, b) in &mine {
                        // Two single goats; a player has one baby.
                        let single = |p: &Pack| !p.is_stack();
                        if from != to && single(a) && single(b) {
                            let (from, to) = (*from, *to);
                            out.push(Action::GoatLove { from, to });
                        }
                    }
                }
            }
            Face::GoatFight => {
                for (mine, a) in self.free(seat, true) {
                    for (theirs, b) in self.free(seat, false) {
                        let fair = match (a.is_stack(), b.is_stack()) {
                            (true, _) => b != Pack::Baby,
                            (false, true) => false,
                            (false, false) => a == b,
                        };
                        if fair {
                            out.push(Action::Fight { mine, theirs });
                        }
                    }
                }
            }
            Face::SharkAttack => {
                let rivals = self.free(seat, false);
                let prey = if rivals.is_empty() {
                    self.free(seat, true)
                } else {
                    rivals
                };
                out.extend(prey.into_iter().map(|(victim, _)| Action::Shark { victim }));
            }
        }
        out
    }

    /// Every legal action.
    fn legal(&self) -> Vec<Action> {
        let seat = self.active;
        let mut out = Vec::new();
        match &self.phase {
            Phase::Turn => {
                let s = self.supply[seat];
                for cell in self.beside_sticks().into_iter().filter(|c| self.open(*c)) {
                    if s.mamas > 0 {
                        out.push(Action::AddGoat { cell, baby: false });
                    }
                    if s.baby {
                        out.push(Action::AddGoat { cell, baby: true });
                    }
                }
                out.push(Action::Roll);
            }
            Phase::Rolled(face) => out = self.face_moves(*face),
            Phase::Carrying { from, left, .. } => out.extend(
                (self.places().into_iter())
                    .filter(|e| e != from && Some(*e) != *left)
                    .map(|edge| Action::PlaceStick { edge }),
            ),
            Phase::SecondStick { moved, .. } => out.extend(
                (self.movable().into_iter())
                    .filter(|e| e != moved)
                    .map(|edge| Action::TakeStick { edge }),
            ),
            Phase::Follow { .. } => {
                out.extend(
                    self.free(seat, true)
                        .into_iter()
                        .map(|(from, _)| Action::Follow { from }),
                );
                out.push(Action::Stay);
            }
            Phase::Over => {}
        }
        out
    }

    /// Points in closed triangles, by seat.
    fn scores(&self) -> Vec<u32> {
        let mut out = vec![0; self.supply.len()];
        for (c, g) in &self.goats {
            if self.closed(*c) {
                out[g.owner] += match g.pack {
                    Pack::Mama => 1,
                    Pack::Baby | Pack::TwoMamas => 2,
                    Pack::MamaAndBaby => 3,
                };
            }
        }
        out
    }

    /// Goats back to their owner.
    fn home(&mut self, g: Goats) {
        let (m, b) = g.pack.goats();
        self.supply[g.owner].mamas += m;
        self.supply[g.owner].baby |= b > 0;
    }

    /// What is cut off from the anchors floats out to sea: its sticks back to the pile, goats
    /// (and the shark) left beside no stick back off the raft.
    fn float(&mut self) {
        let raft = self.anchored(None);
        let adrift: Vec<Edge> = (self.sticks.keys().copied())
            .filter(|e| !raft.contains(e))
            .collect();
        for e in adrift {
            self.sticks.remove(&e);
            self.pile += 1;
        }
        let lost: Vec<Cell> = (self.goats.keys().copied())
            .filter(|c| !Self::sides(*c).iter().any(|e| self.sticks.contains_key(e)))
            .collect();
        for c in lost {
            let g = self.goats.remove(&c).expect("listed");
            self.home(g);
        }
        if let Some(c) = self.shark
            && !Self::sides(c).iter().any(|e| self.sticks.contains_key(e))
        {
            self.shark = None;
        }
    }

    /// The end of the turn: a winner, or the next player clockwise.
    fn end_turn(&mut self) {
        let target = if self.supply.len() == 2 { 6 } else { 5 };
        let scores = self.scores();
        let there: Vec<Seat> = (0..scores.len()).filter(|s| scores[*s] >= target).collect();
        if there.len() == 1 {
            self.phase = Phase::Over;
        } else {
            self.active = (self.active + 1) % self.supply.len();
            self.phase = Phase::Turn;
        }
    }

    /// The table after `action` (for a roll, `rolled` is the face that came up).
    fn after(&self, action: &Action, rolled: Option<Face>) -> Table {
        let mut t = self.clone();
        let seat = self.active;
        match (&self.phase, action) {
            (Phase::Turn, Action::AddGoat { cell, baby }) => {
                let pack = if *baby { Pack::Baby } else { Pack::Mama };
                if *baby {
                    t.supply[seat].baby = false;
                } else {
                    t.supply[seat].mamas -= 1;
                }
                t.goats.insert(*cell, Goats { owner: seat, pack });
                t.end_turn();
            }
            (Phase::Turn, Action::Roll) => {
                let rolled = rolled.expect("a face came up");
                if !self.face_moves(rolled).is_empty() {
                    t.phase = Phase::Rolled(rolled);
                } else if !self.face_moves(Face::AddStick).is_empty() {
                    t.phase = Phase::Rolled(Face::AddStick);
                } else {
                    t.end_turn();
                }
            }
            (Phase::Rolled(_), Action::AddStick { edge }) => {
                t.sticks.insert(*edge, Stick::Light);
                t.pile -= 1;
                t.end_turn();
            }
            (Phase::Rolled(face), Action::TakeStick { edge }) => {
                t.sticks.remove(edge);
                t.phase = Phase::Carrying {
                    face: *face,
                    from: *edge,
                    left: None,
                };
            }
            (Phase::SecondStick { left, .. }, Action::TakeStick { edge }) => {
                t.sticks.remove(edge);
                t.phase = Phase::Carrying {
                    face: Face::MoveTwo,
                    from: *edge,
                    left: Some(*left),
                };
            }
            (Phase::Carrying { face, from, left }, Action::PlaceStick { edge }) => {
                t.sticks.insert(*edge, Stick::Light);
                t.float();
                let first = *face == Face::MoveTwo && left.is_none();
                if first && t.movable().iter().any(|e| e != edge) {
                    t.phase = Phase::SecondStick {
                        left: *from,
                        moved: *edge,
                    };
                } else {
                    t.end_turn();
                }
            }
            (Phase::Rolled(_), Action::Flip { edge }) => {
                t.sticks.insert(*edge, Stick::Dark);
                t.end_turn();
            }
            (Phase::Rolled(_), Action::GoatLove { from, to }) => {
                let a = t.goats.remove(from).expect("goats");
                let b = t.goats.get_mut(to).expect("goats");
                b.pack = if a.pack == Pack::Baby || b.pack == Pack::Baby {
                    Pack::MamaAndBaby
                } else {
                    Pack::TwoMamas
                };
                t.end_turn();
            }
            (Phase::Rolled(_), Action::Fight { mine, theirs }) => {
                let a = t.goats[mine];
                let b = t.goats[theirs];
                t.goats.insert(*mine, b);
                t.goats.insert(*theirs, a);
                t.end_turn();
            }
            (Phase::Rolled(_), Action::Shark { victim }) => {
                let g = t.goats.remove(victim).expect("goats");
                t.home(g);
                let before = t.shark.replace(*victim);
                match before {
                    Some(vacated) if !t.free(seat, true).is_empty() => {
                        t.phase = Phase::Follow { vacated }
                    }
                    _ => t.end_turn(),
                }
            }
            (Phase::Follow { vacated }, Action::Follow { from }) => {
                let g = t.goats.remove(from).expect("goats");
                t.goats.insert(*vacated, g);
                t.end_turn();
            }
            (Phase::Follow { .. }, Action::Stay) => t.end_turn(),
            _ => panic!("{action:?} listed in {:?}", self.phase),
        }
        t
    }
}

/// Sorted by how they print, to compare lists made in different orders.
fn sorted(list: &[Action]) -> Vec<String> {
    let mut out: Vec<String> = list.iter().map(|a| format!("{a:?}")).collect();
    out.sort();
    out
}

/// The odd corners of the rules that `action`, taken from `before`, led to in `after`.
fn corners(before: &Table, action: &Action, after: &FloatsMcGoats) -> Vec<&'static str> {
    let mut out = Vec::new();
    if after.pile() == 0 {
        out.push("the pile is empty");
    }
    if after.goats().keys().any(|c| after.locked(*c)) {
        out.push("goats are locked in");
    }
    if *action == Action::Roll {
        match after.phase() {
            Phase::Rolled(f) if Some(*f) != after.last_roll() => {
                out.push("an impossible roll became Add a stick")
            }
            Phase::Turn | Phase::Over => out.push("a roll did nothing"),
            _ => {}
        }
    }
    if matches!(after.phase(), Phase::Follow { .. }) {
        out.push("the roller may follow the shark");
    }
    if before.shark.is_some() && after.shark().is_none() {
        out.push("the shark floated away");
    }
    if matches!(action, Action::PlaceStick { .. }) {
        if before.goats.len() > after.goats().len() {
            out.push("goats floated away");
        }
        let first = matches!(
            before.phase,
            Phase::Carrying {
                face: Face::MoveTwo,
                left: None,
                ..
            }
        );
        if first && matches!(after.phase(), Phase::Turn | Phase::Over) {
            out.push("the second stick was skipped");
        }
    }
    if after.phase() == &Phase::Over {
        out.push("someone won");
    }
    out
}

/// Every position of random games (purposeful players, and players choosing uniformly at random,
/// who reach the odd corners: an empty pile, locked goats, the second stick skipped): the game's
/// legal moves are the rulebook's, and each move leaves the table the rulebook says.
#[test]
fn every_move_and_its_result_are_the_rulebooks() {
    use crate::engine::harness::Fuzz;
    let (mut kinds, mut seen) = (std::collections::HashSet::new(), BTreeSet::new());
    for seed in 0..120u64 {
        let players = 2 + (seed % 3) as usize;
        let mut g = FloatsMcGoats::new(players, &Options::default(), seed).expect("setup");
        let mut rng = GameRng::new(seed ^ 0x5eed);
        let uniform = seed % 2 == 1;
        for _ in 0..1500 {
            let ToAct::Seats(seats) = g.to_act() else {
                break;
            };
            let seat = seats[0];
            let table = Table::of(&g);
            let legal = g.legal_actions(seat);
            assert_eq!(sorted(&legal), sorted(&table.legal()), "{table:?}");
            let k = if uniform {
                rng.below(legal.len())
            } else {
                FloatsMcGoats::choose(&g, seat, &legal, &mut rng)
            };
            let action = &legal[k];
            g.apply(seat, action, &mut Log::new()).expect("legal");
            let rolled = (*action == Action::Roll).then(|| g.last_roll()).flatten();
            let expected = table.after(action, rolled);
            assert_eq!(Table::of(&g), expected, "after {action:?} from {table:?}");
            kinds.insert(std::mem::discriminant(action));
            seen.extend(corners(&table, action, &g));
        }
    }
    // Every kind of action, and every odd corner, came up.
    assert_eq!(kinds.len(), 11, "{kinds:?}");
    assert_eq!(seen.len(), 9, "{seen:?}");
}
