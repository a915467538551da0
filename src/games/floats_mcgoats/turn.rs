//! Carrying out Floats McGoats actions: goats added, the die rolled, sticks added, moved and
//! flipped, rafts breaking up, goat love, fights, the shark, and the win.

use super::board::Board;
use super::lattice::{Cell, Edge, EdgeSet};
use super::listing::playable_face;
use super::rules::{FloatError, Position, anchored_in};
use super::{Action, FACES, Face, FloatsMcGoats, Goats, Pack, Phase, Stick};
use crate::engine::{Log, Seat};

impl FloatsMcGoats {
    /// Carries out an action that `rules::validate` accepted.
    pub(super) fn carry_out(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut Log,
    ) -> Result<(), FloatError> {
        match (self.phase.clone(), action) {
            (Phase::Turn, Action::AddGoat { cell, baby }) => {
                let pack = if *baby { Pack::Baby } else { Pack::Mama };
                let supply = &mut self.supply[seat];
                if *baby {
                    supply.baby = false;
                } else {
                    supply.mamas = supply.mamas.checked_sub(1).ok_or(FloatError::NoGoatLeft)?;
                }
                self.goats.insert(*cell, Goats { owner: seat, pack });
                log.say(format_args!(
                    "{{{seat}}} adds a {} goat to the raft.",
                    if *baby { "baby" } else { "mama" }
                ));
                self.end_turn(log);
            }
            (Phase::Turn, Action::Roll) => {
                let rolled = FACES[self.rng.below(FACES.len())];
                self.reveals += 1;
                self.last_roll = Some(rolled);
                log.say(format_args!("{{{seat}}} rolls {}.", rolled.name()));
                let (possible, face) = playable_face(self, seat, rolled);
                if !possible {
                    log.say(format_args!(
                        "That can't be done, so it becomes Add a stick."
                    ));
                }
                if let Some(face) = face {
                    self.phase = Phase::Rolled(face);
                } else {
                    log.say(format_args!("The stick pile is empty: nothing happens."));
                    self.end_turn(log);
                }
            }
            (Phase::Rolled(_), Action::AddStick { edge }) => {
                self.pile = self.pile.checked_sub(1).ok_or(FloatError::PileEmpty)?;
                self.sticks.insert(*edge, Stick::Light);
                log.say(format_args!("{{{seat}}} adds a stick."));
                self.end_turn(log);
            }
            (Phase::Rolled(face), Action::TakeStick { edge }) => {
                self.sticks.remove(edge);
                self.phase = Phase::Carrying {
                    face,
                    from: *edge,
                    left: None,
                };
            }
            (Phase::SecondStick { left, .. }, Action::TakeStick { edge }) => {
                self.sticks.remove(edge);
                self.phase = Phase::Carrying {
                    face: Face::MoveTwo,
                    from: *edge,
                    left: Some(left),
                };
            }
            (Phase::Carrying { face, from, left }, Action::PlaceStick { edge }) => {
                self.sticks.insert(*edge, Stick::Light);
                log.say(format_args!("{{{seat}}} moves a stick."));
                self.float_away(log);
                let second = face == Face::MoveTwo && left.is_none();
                if second && self.second_stick(*edge) {
                    self.phase = Phase::SecondStick {
                        left: from,
                        moved: *edge,
                    };
                } else {
                    if second {
                        log.say(format_args!("No second light stick can be moved."));
                    }
                    self.end_turn(log);
                }
            }
            (Phase::Rolled(_), Action::Flip { edge }) => {
                self.sticks.insert(*edge, Stick::Dark);
                log.say(format_args!("{{{seat}}} flips a stick dark for good."));
                self.end_turn(log);
            }
            (Phase::Rolled(_), Action::GoatLove { from, to }) => {
                let a = self.goats.remove(from).ok_or(FloatError::BadGoats)?;
                let mut b = *self.goats.get(to).ok_or(FloatError::BadGoats)?;
                b.pack = if a.pack == Pack::Mama && b.pack == Pack::Mama {
                    Pack::TwoMamas
                } else {
                    Pack::MamaAndBaby
                };
                self.goats.insert(*to, b);
                log.say(format_args!(
                    "Goat love: {{{seat}}} stacks two goats together."
                ));
                self.end_turn(log);
            }
            (Phase::Rolled(_), Action::Fight { mine, theirs }) => {
                let a = self.goats.remove(mine).ok_or(FloatError::BadGoats)?;
                let b = self.goats.remove(theirs).ok_or(FloatError::BadGoats)?;
                self.goats.insert(*mine, b);
                self.goats.insert(*theirs, a);
                log.say(format_args!(
                    "Goat fight! {{{seat}}} swaps places with {{{}}}.",
                    b.owner
                ));
                self.end_turn(log);
            }
            (Phase::Rolled(_), Action::Shark { victim }) => {
                let bitten = self.goats.remove(victim).ok_or(FloatError::BadGoats)?;
                self.send_home(bitten);
                log.say(format_args!(
                    "Shark attack! {{{}}}'s goats are sent out to sea.",
                    bitten.owner
                ));
                let before = self.shark.replace(*victim);
                match before {
                    Some(vacated)
                        if self
                            .goats
                            .iter()
                            .any(|(c, g)| g.owner == seat && !self.locked(*c)) =>
                    {
                        self.phase = Phase::Follow { vacated };
                    }
                    _ => self.end_turn(log),
                }
            }
            (Phase::Follow { vacated }, Action::Follow { from }) => {
                let g = self.goats.remove(from).ok_or(FloatError::BadGoats)?;
                self.goats.insert(vacated, g);
                log.say(format_args!(
                    "{{{seat}}} moves into the spot the shark left."
                ));
                self.float_away(log);
                self.end_turn(log);
            }
            (Phase::Follow { .. }, Action::Stay) => self.end_turn(log),
            _ => return Err(FloatError::NotNow),
        }
        Ok(())
    }

    /// Whether Move two sticks can go on to a second stick after the first was put down at
    /// `moved`: another light stick is left that may be picked up (none that holds locked goats
    /// to the raft).
    fn second_stick(&self, moved: Edge) -> bool {
        let position = Position::new(self);
        self.light_sticks()
            .any(|e| e != moved && !position.strands_locked(e))
    }

    /// Goats sent out to sea go back to their owner's supply (goats of no seat at this table,
    /// which only a damaged save could hold, go nowhere).
    fn send_home(&mut self, g: Goats) {
        let (m, b) = g.pack.goats();
        if let Some(supply) = self.supply.get_mut(g.owner) {
            supply.mamas = supply.mamas.saturating_add(m);
            supply.baby |= b > 0;
        }
    }

    /// The sticks joined to the anchors, end to end.
    pub(super) fn anchored(&self) -> EdgeSet {
        anchored_in(&Board::new(self), None)
    }

    /// Sticks cut off from the anchors go back to the pile; goats (and the shark) in triangles
    /// that no longer touch a stick float away, goats back to their owners.
    fn float_away(&mut self, log: &mut Log) {
        let adrift: Vec<Edge> = Board::new(self).adrift();
        for e in &adrift {
            self.sticks.remove(e);
            self.pile += 1;
        }
        let board = Board::new(self);
        let adrift_cell = |c: &Cell| !board.beside_stick(c);
        let lost: Vec<Cell> = self
            .goats
            .keys()
            .filter(|c| adrift_cell(c))
            .copied()
            .collect();
        let shark_adrift = self.shark.is_some_and(|c| adrift_cell(&c));
        for cell in &lost {
            if let Some(g) = self.goats.remove(cell) {
                self.send_home(g);
                log.say(format_args!("{{{}}}'s goats float out to sea.", g.owner));
            }
        }
        if shark_adrift {
            self.shark = None;
            log.say(format_args!(
                "The shark's spot floats away: the shark is back in the water."
            ));
        }
        if !adrift.is_empty() {
            log.say(format_args!(
                "{} stick{} float away.",
                adrift.len(),
                if adrift.len() == 1 { "" } else { "s" }
            ));
        }
    }

    /// Checks for a winner, then passes play clockwise.
    pub(super) fn end_turn(&mut self, log: &mut Log) {
        // Nobody can have won while no seat has as many points on the whole raft as the target,
        // closed in or not (most turns): then the points need not be counted.
        if self.goats.most_points() >= self.target() && self.won(log) {
            return;
        }
        self.active = (self.active + 1) % self.supply.len();
        self.phase = Phase::Turn;
    }

    /// Whether someone has won (then the game is over).
    fn won(&mut self, log: &mut Log) -> bool {
        // Often there are fewer points in closed triangles than the target: nobody can have won,
        // and the scores need not be counted seat by seat.
        let board = Board::new(self);
        // The scores seat by seat come with the count from the grids (owners there fit a word).
        let (mut on_raft, mut by_owner) = (0, [0u32; 64]);
        let counted = board.each_closed_goats(|owner, points| {
            on_raft += points;
            if let Some(p) = by_owner.get_mut(owner) {
                *p += points;
            }
        });
        if !counted {
            on_raft = self
                .goats
                .iter()
                .filter(|(c, _)| board.closed(c))
                .map(|(_, g)| g.pack.points())
                .sum();
        }
        if on_raft >= self.target() {
            // A winner is the only player at or above the target (and so ahead of everyone).
            let players = self.supply.len();
            let scores = match by_owner.get(..players) {
                Some(scores) if counted => scores.to_vec(),
                _ => self.scores(),
            };
            let there: Vec<Seat> = (0..scores.len())
                .filter(|&s| scores[s] >= self.target())
                .collect();
            if let [winner] = there[..] {
                log.say(format_args!(
                    "{{{winner}}} has {} points on the raft and wins!",
                    scores[winner]
                ));
                self.phase = Phase::Over;
                return true;
            }
        }
        false
    }
}
