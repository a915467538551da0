//! A sensible Floats McGoats player. Nothing is hidden in this game, so the view is the table
//! (with the dice to come blanked out).

use super::board::Board;
use super::lattice::{Cell, Dir, Edge, Vertex};
use super::{Action, Face, FloatsMcGoats, Phase};
use crate::engine::bot::Bot;
use crate::engine::{GameRng, Seat};
use std::cell::OnceCell;
use std::cmp::Ordering;
use std::ops::ControlFlow;

impl FloatsMcGoats {
    /// Whether `a` is a plainly good move for `seat`: a goat into a closed triangle, a stick that
    /// closes the last side around one of its goats, or a roll when no closed place is free.
    pub fn good_move(&self, seat: Seat, a: &Action) -> bool {
        Judge::new(self, seat).good(a)
    }

    /// Where in `legal` the plainly good moves for `seat` are ([`FloatsMcGoats::good_move`] for
    /// each, sharing the work), leaving out the roll unless `roll` is set.
    pub fn good_moves(&self, seat: Seat, legal: &[Action], roll: bool) -> Vec<usize> {
        let judge = Judge::new(self, seat);
        let mut out = Vec::new();
        for (i, a) in legal.iter().enumerate() {
            if judge.good_in_list(a, roll) {
                out.push(i);
            }
        }
        out
    }

    /// What [`FloatsMcGoats::good_moves`] with the roll would hand a random player: with `pick`
    /// given their number, the place in `legal` of the good move it picks (if there are any),
    /// without making a list on the heap (the first few are kept on the stack; past those, the
    /// moves are judged again as far as the picked one). `legal` is the seat's legal list, as the
    /// harness hands it: most of the time the phase alone says which of its moves can be good,
    /// and they need not be judged one by one ([`Judge::only_good`]).
    pub(super) fn pick_good_move(
        &self,
        seat: Seat,
        legal: &[Action],
        pick: impl FnOnce(usize) -> Option<usize>,
    ) -> Option<usize> {
        let judge = Judge::new(self, seat);
        match judge.only_good(legal) {
            Some(None) => return None,
            Some(Some(i)) => return pick(1).map(|_| i),
            None => {}
        }
        if let Some((at, count)) = judge.good_places(legal) {
            if count == 0 {
                return None;
            }
            return at.get(pick(count)?).copied();
        }
        let mut first = [0usize; 32];
        let mut count = 0;
        for (i, a) in legal.iter().enumerate() {
            if judge.good_in_list(a, true) {
                if let Some(slot) = first.get_mut(count) {
                    *slot = i;
                }
                count += 1;
            }
        }
        if count == 0 {
            return None;
        }
        let k = pick(count)?;
        if k < first.len() {
            return first.get(k).copied();
        }
        let mut good = legal
            .iter()
            .enumerate()
            .filter(|(_, a)| judge.good_in_list(a, true));
        good.nth(k).map(|(i, _)| i)
    }
}

/// A place as one number (every place a different one), for quick comparing.
#[inline(always)]
fn place_key(e: &Edge) -> u64 {
    u64::from(e.from.x as u32) << 34 | u64::from(e.from.y as u32) << 2 | e.dir as u64
}

/// The place of a [`place_key`], for a place within 2^29 of the anchors.
fn place_of_key(key: u64) -> Option<Edge> {
    let (x, y) = ((key as i64 >> 34) as i32, (key >> 2) as u32 as i32);
    let dir = *[Dir::E, Dir::N, Dir::NW].get((key & 3) as usize)?;
    Some(Edge {
        from: Vertex { x, y },
        dir,
    })
}

/// The sides of the triangles holding the seat's goats with exactly one side that is not a
/// stick (a stick is good when it borders one), as [`place_key`]s: a few at most, kept on the
/// stack, with a bit for each in a word (a quick no for most places).
struct Closing {
    keys: [u64; 24],
    len: usize,
    bits: u64,
}

impl Closing {
    /// The bit of a key in [`Closing::bits`].
    #[inline(always)]
    fn bit(key: u64) -> u64 {
        1 << (key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 58)
    }

    #[inline(always)]
    fn contains(&self, e: &Edge) -> bool {
        let key = place_key(e);
        self.bits & Self::bit(key) != 0 && self.keys.iter().take(self.len).any(|k| *k == key)
    }
}

/// Judges moves for one seat in one position, asking the raft's grids.
struct Judge<'a> {
    game: &'a FloatsMcGoats,
    seat: Seat,
    board: Board<'a>,
    /// Whether rolling is good, once asked.
    roll: OnceCell<bool>,
    /// The sides of the triangles that one more stick closes around the seat's goats, once
    /// asked (`None`: too many to keep on the stack).
    closing: OnceCell<Option<Closing>>,
}

impl<'a> Judge<'a> {
    fn new(game: &'a FloatsMcGoats, seat: Seat) -> Self {
        Judge {
            game,
            seat,
            board: Board::new(game),
            roll: OnceCell::new(),
            closing: OnceCell::new(),
        }
    }

    /// For a legal list of the game's phase, when the phase alone tells: `Some(None)` when none
    /// of its moves is good, `Some(Some(i))` when the only good one is at `i`. `None` when they
    /// must be judged one by one.
    ///
    /// Only adding a goat, adding or placing a stick, and rolling can be good. The goats a turn
    /// lists go into open triangles, so one is good only when some open triangle is closed, and
    /// then rolling is not: when rolling is good, it is the only good move (listed last). A stick
    /// is good only beside a triangle that [`Judge::closing`] keeps: with none, no stick is.
    fn only_good(&self, legal: &[Action]) -> Option<Option<usize>> {
        match self.game.phase {
            Phase::Turn => {
                let last = legal.len().checked_sub(1)?;
                let roll = matches!(legal.get(last), Some(Action::Roll));
                (roll && *self.roll.get_or_init(|| self.roll_good())).then_some(Some(last))
            }
            Phase::Rolled(Face::AddStick | Face::AddOrMove) | Phase::Carrying { .. } => {
                let closing = self.closing.get_or_init(|| self.closing());
                closing.as_ref().is_some_and(|c| c.len == 0).then_some(None)
            }
            Phase::Rolled(_) | Phase::SecondStick { .. } | Phase::Follow { .. } | Phase::Over => {
                Some(None)
            }
        }
    }

    /// For a legal list of places for a stick (then, for Add or move a stick, the sticks to
    /// take), where the good moves are, in order, with their number: the places that close a
    /// triangle around the seat's goats looked up among the places, which come in order, rather
    /// than every place judged. `None` when they must be judged one by one (other phases, a board
    /// the grids can't hold, too many such triangles).
    fn good_places(&self, legal: &[Action]) -> Option<([usize; 8], usize)> {
        let places = matches!(
            self.game.phase,
            Phase::Rolled(Face::AddStick | Face::AddOrMove) | Phase::Carrying { .. }
        );
        if !self.board.dense() || !places {
            return None;
        }
        let closing = self.closing.get_or_init(|| self.closing()).as_ref()?;
        let place = |a: &Action| match a {
            Action::AddStick { edge } | Action::PlaceStick { edge } => Some(*edge),
            _ => None,
        };
        let places = legal.get(..legal.partition_point(|a| place(a).is_some()))?;
        let (mut at, mut count) = ([0; 8], 0);
        for key in closing.keys.get(..closing.len)? {
            let gap = place_of_key(*key)?;
            // The sides that are sticks are not among the places.
            if self.board.has_stick(&gap) {
                continue;
            }
            let found =
                places.binary_search_by(|a| place(a).map_or(Ordering::Greater, |e| e.cmp(&gap)));
            if let Ok(i) = found
                && !at.get(..count)?.contains(&i)
            {
                *at.get_mut(count)? = i;
                count += 1;
            }
        }
        at.get_mut(..count)?.sort_unstable();
        Some((at, count))
    }

    /// [`Judge::good`], the roll counting only with `roll`.
    #[inline(always)]
    fn good_in_list(&self, a: &Action, roll: bool) -> bool {
        match a {
            Action::Roll => roll && self.good(a),
            _ => self.good(a),
        }
    }

    /// [`FloatsMcGoats::good_move`]. Inlined into the loops over a list: the random player in
    /// the tests and the bench judges every legal move this way.
    #[inline(always)]
    fn good(&self, a: &Action) -> bool {
        match a {
            Action::AddGoat { cell, .. } => self.board.closed(cell),
            Action::AddStick { edge } | Action::PlaceStick { edge } => {
                match self.closing.get_or_init(|| self.closing()) {
                    Some(closing) => closing.contains(edge),
                    None => self.closes(edge),
                }
            }
            Action::Roll => *self.roll.get_or_init(|| self.roll_good()),
            _ => false,
        }
    }

    /// The sides of the triangles holding the seat's goats with exactly one side that is not
    /// a stick.
    fn closing(&self) -> Option<Closing> {
        let mut closing = Closing {
            keys: [0; 24],
            len: 0,
            bits: 0,
        };
        for (c, g) in &self.game.goats {
            if g.owner == self.seat && self.board.gaps(*c) == 1 {
                for e in c.edges() {
                    let key = place_key(&e);
                    *closing.keys.get_mut(closing.len)? = key;
                    closing.len += 1;
                    closing.bits |= Closing::bit(key);
                }
            }
        }
        Some(closing)
    }

    /// Whether a stick at `e` closes the last side around some of the seat's goats (for when
    /// there are too many such triangles to keep).
    #[inline(never)]
    fn closes(&self, e: &Edge) -> bool {
        e.cells().iter().any(|c| {
            self.board.goat(c).is_some_and(|g| g.owner == self.seat) && self.board.gaps(*c) == 1
        })
    }

    /// Whether rolling is good: when no open triangle is closed.
    fn roll_good(&self) -> bool {
        if let Some(any) = self.board.any_closed_open_cell(self.game.shark) {
            return !any;
        }
        // Stop at the first open triangle that is closed.
        let mut closed = |c: Cell| {
            if self.board.closed(&c) {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        };
        self.game
            .each_open_cell_in(&self.board, &mut closed)
            .is_continue()
    }
}

impl Bot for FloatsMcGoats {
    fn heuristic(view: &Self, seat: Seat, legal: &[Action], rng: &mut GameRng) -> Option<usize> {
        // Rolling is not a goal in itself: only the moves that make goats safe count.
        let good = view.good_moves(seat, legal, false);
        (!good.is_empty()).then(|| good[rng.below(good.len())])
    }

    /// Nothing is secret on the raft: only the dice to come are unknown.
    fn redeal(&mut self, _seat: Seat, rng: &mut GameRng) {
        self.reseed(rng.next_u64());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`FloatsMcGoats::good_move`] as first written, asking the maps.
    fn plainly_good(g: &FloatsMcGoats, seat: Seat, a: &Action) -> bool {
        let gaps = |c: &Cell| {
            c.edges()
                .iter()
                .filter(|e| !g.sticks.contains_key(e))
                .count()
        };
        match a {
            Action::AddGoat { cell, .. } => gaps(cell) == 0,
            Action::AddStick { edge } | Action::PlaceStick { edge } => edge
                .cells()
                .iter()
                .any(|c| g.goats.get(c).is_some_and(|x| x.owner == seat) && gaps(c) == 1),
            Action::Roll => !g.open_cells().iter().any(|c| gaps(c) == 0),
            _ => false,
        }
    }

    /// The judge's shortcuts (the grid's bits for rolling, the few closing triangles for
    /// sticks) pick the same moves as the plain definition, through random games.
    #[test]
    fn good_moves_are_the_plainly_good_ones() {
        super::super::tests::through_random_games(40, |g, seat, legal| {
            let plain: Vec<usize> = (0..legal.len())
                .filter(|&i| plainly_good(g, seat, &legal[i]))
                .collect();
            assert_eq!(g.good_moves(seat, legal, true), plain, "{g:?}");
        });
    }

    /// When the phase alone tells which moves are good ([`Judge::only_good`]), they are the
    /// plainly good ones; and it tells most of the time.
    #[test]
    fn the_phase_tells_the_plainly_good_moves() {
        let (mut told, mut steps) = (0, 0);
        super::super::tests::through_random_games(40, |g, seat, legal| {
            steps += 1;
            if let Some(only) = Judge::new(g, seat).only_good(legal) {
                told += 1;
                let plain: Vec<usize> = (0..legal.len())
                    .filter(|&i| plainly_good(g, seat, &legal[i]))
                    .collect();
                assert_eq!(only.into_iter().collect::<Vec<_>>(), plain, "{g:?}");
            }
        });
        assert!(told * 3 > steps * 2, "{told} of {steps}");
    }

    /// A place comes back from its key, near the anchors or far.
    #[test]
    fn a_place_comes_back_from_its_key() {
        for x in [-(1 << 29), -40, -1, 0, 3, 1 << 20, (1 << 29) - 1] {
            for y in [i32::MIN, -7, 0, 5, i32::MAX] {
                for dir in [Dir::E, Dir::N, Dir::NW] {
                    let e = Edge {
                        from: Vertex { x, y },
                        dir,
                    };
                    assert_eq!(place_of_key(place_key(&e)), Some(e));
                }
            }
        }
    }

    /// The good places found by looking up the sides that close triangles among the places
    /// ([`Judge::good_places`]) are the plainly good moves, whenever it finds any.
    #[test]
    fn looking_up_places_finds_the_plainly_good_ones() {
        let mut found = 0;
        super::super::tests::through_random_games(60, |g, seat, legal| {
            if let Some((at, count)) = Judge::new(g, seat).good_places(legal) {
                let plain: Vec<usize> = (0..legal.len())
                    .filter(|&i| plainly_good(g, seat, &legal[i]))
                    .collect();
                assert_eq!(at[..count], plain[..], "{g:?}");
                found += count;
            }
        });
        assert!(found > 100, "{found}");
    }
}
