//! The way to a goat along the paths, for the computer players and the harness's shepherd: how
//! many moves each place of the mountain is from a seat's goat as the cards lie now, reading only
//! what the seat sees. A shepherd who always makes the move that brings this count down gets
//! there, unless somebody else changes the mountain: a count to follow cannot send them round
//! in circles, as heading for the goat as the crow flies can (a goat eating in a Wheat Field
//! behind a card whose arrows point away keeps such a shepherd turning and stepping for ever).
//!
//! A step is one move, and so is a quarter turn of the card underfoot (one quarter turn, one
//! way or the other, gives any path card an arrow on any side). Only cards already face up can
//! be turned before they are entered: a face-up card is entered only by a side it has an arrow
//! on (any side from a house). A face-down card counts one move more (what it hides may need a
//! turn, or turn the shepherd back), and so does a Thicket (it takes a turn). Steep Cliffs,
//! Mineshafts and Waterfalls are not on the way: they turn a shepherd back or carry them off.
//! A lift ride between the Top and a face-up Ski Lift is one move.

use super::Action;
use super::board::{Dir, Effect, Pos, SIZE, rotate};
use super::view::{TableView, TileView};
use crate::engine::Seat;

const CELLS: usize = SIZE as usize * SIZE as usize;

/// Moves of a place from which the goat cannot be reached.
const FAR: u16 = u16::MAX;

fn index(p: Pos) -> usize {
    usize::from(p.row) * usize::from(SIZE) + usize::from(p.col)
}

/// Moves to a seat's goat from every place of the mountain.
pub(super) struct Way<'a> {
    view: &'a TableView,
    goat: Pos,
    moves: [u16; CELLS],
}

impl<'a> Way<'a> {
    /// The way to `seat`'s goat, if the goat stands where its shepherd may grab it (not on a
    /// Steep Cliff, Mineshaft, Landslide or Waterfall, nor on a gap).
    pub(super) fn to_goat(view: &'a TableView, seat: Seat) -> Option<Self> {
        let goat = *view.goats.get(seat)?;
        match view.tile(goat) {
            TileView::Gap => return None,
            TileView::Up { card, .. } if card.effect().is_some_and(Effect::blocks_win) => {
                return None;
            }
            _ => {}
        }
        let mut way = Way {
            view,
            goat,
            moves: [FAR; CELLS],
        };
        way.moves[index(goat)] = 0;
        // Each round settles the places one move further out, so this ends within a round per
        // place.
        let mut changed = true;
        while changed {
            changed = false;
            for p in Pos::all() {
                if p == goat {
                    continue;
                }
                let here = way.standing(p, way.arrows(p));
                if here < way.moves[index(p)] {
                    way.moves[index(p)] = here;
                    changed = true;
                }
            }
        }
        Some(way)
    }

    /// Moves from `p` to the goat.
    pub(super) fn from(&self, p: Pos) -> u16 {
        if p.on_board() {
            self.moves[index(p)]
        } else {
            FAR
        }
    }

    /// Moves to the goat for a shepherd standing on `at` turned to show `arrows`.
    fn standing(&self, at: Pos, arrows: u8) -> u16 {
        if at == self.goat {
            return 0;
        }
        let walks = Dir::ALL.into_iter().filter_map(|dir| {
            let turns = self.turns(at, arrows, dir)?;
            let (to, extra) = self.entry(at, dir)?;
            Some(self.onward(to, turns + 1 + extra))
        });
        let rides = self
            .rides(at)
            .into_iter()
            .flatten()
            .map(|to| self.onward(to, 1));
        walks.chain(rides).min().unwrap_or(FAR)
    }

    /// `cost` moves to reach `to`, then the way on from there.
    fn onward(&self, to: Pos, cost: u16) -> u16 {
        match self.from(to) {
            FAR => FAR,
            left => left.saturating_add(cost),
        }
    }

    /// Where a lift ride from `at` goes: from the Top to every face-up Ski Lift, from one to
    /// the Top.
    fn rides(&self, at: Pos) -> [Option<Pos>; 3] {
        let mut out = [None; 3];
        if at == Pos::TOP {
            let lifts = Pos::all().filter(|&p| self.is(p, Effect::SkiLift));
            for (slot, lift) in out.iter_mut().zip(lifts) {
                *slot = Some(lift);
            }
        } else if self.is(at, Effect::SkiLift) {
            out[0] = Some(Pos::TOP);
        }
        out
    }

    fn is(&self, p: Pos, effect: Effect) -> bool {
        matches!(self.view.tile(p), TileView::Up { card, .. } if card.effect() == Some(effect))
    }

    /// The sides a shepherd may leave `p` by as it lies (none for a face-down card).
    fn arrows(&self, p: Pos) -> u8 {
        if p.on_board() {
            self.view.arrows.get(index(p)).copied().unwrap_or(0)
        } else {
            0
        }
    }

    /// Quarter turns before a shepherd on `at`, showing `arrows`, may leave it `dir`: none if
    /// an arrow points that way (or the card is still face down: its count is paid on entry),
    /// one for a face-up card, which can be turned.
    fn turns(&self, at: Pos, arrows: u8, dir: Dir) -> Option<u16> {
        match self.view.tile(at) {
            TileView::Down => Some(0),
            _ if arrows & dir.bit() != 0 => Some(0),
            TileView::Up { .. } => Some(1),
            _ => None,
        }
    }

    /// The place a step from `from` `dir` enters, and the moves it costs beyond the step, if
    /// it may be entered on the way.
    fn entry(&self, from: Pos, dir: Dir) -> Option<(Pos, u16)> {
        let to = from.step(dir)?;
        let extra = match self.view.tile(to) {
            TileView::Gap => return None,
            TileView::Down => return Some((to, 1)),
            TileView::Up { card, .. } => match card.effect() {
                Some(Effect::SteepCliff | Effect::Mineshaft | Effect::Waterfall) => return None,
                Some(Effect::Thicket) if to != self.goat => 1,
                _ => 0,
            },
            TileView::House | TileView::Top => 0,
        };
        let from_home = self.view.tile(from) == TileView::House;
        (from_home || self.arrows(to) & dir.opposite().bit() != 0).then_some((to, extra))
    }

    /// Moves to the goat counting `action` (a step, lift ride or turn of the card underfoot by
    /// the shepherd on `me`) and the way on after it.
    pub(super) fn after(&self, me: Pos, action: &Action) -> Option<u16> {
        let left = match *action {
            Action::Step { dir } => {
                let (to, extra) = self.entry(me, dir)?;
                self.onward(to, 1 + extra)
            }
            Action::Lift { to } => self.onward(to, 1),
            Action::Rotate { clockwise } => {
                let turned = rotate(self.arrows(me), if clockwise { 1 } else { 3 });
                self.standing(me, turned).saturating_add(1)
            }
            _ => FAR,
        };
        (left < FAR).then_some(left)
    }

    /// Moves to the goat from a card at `at`, just found, turned to show `arrows`.
    pub(super) fn oriented(&self, at: Pos, arrows: u8) -> Option<u16> {
        let left = self.standing(at, arrows);
        (left < FAR).then_some(left)
    }

    /// The first of `legal` that brings the shepherd on `me` nearest the goat, if the goat can
    /// be reached from there at all.
    pub(super) fn best(&self, me: Pos, legal: &[Action]) -> Option<usize> {
        if self.from(me) == FAR {
            return None;
        }
        (0..legal.len())
            .filter_map(|i| self.after(me, &legal[i]).map(|m| (m, i)))
            .min()
            .map(|(_, i)| i)
    }
}
