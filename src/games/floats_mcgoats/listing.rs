//! Listing the legal actions: made straight from the position, one rule of [`validate_in`] at a
//! time, rather than by checking every candidate (listing moves is most of the work of a game);
//! `tests::listing_is_checking` holds the two to the same lists.

use super::board::Board;
use super::lattice::Cell;
use super::rules::{Position, fair, loves, within_reach};
use super::{Action, Face, FloatsMcGoats, Pack, Phase};
use crate::engine::Seat;
use std::ops::ControlFlow;

/// Every legal action for `seat`, in order. They are made straight from the position rather than
/// by listing candidates and checking each with [`validate`] (listing moves is most of the work of
/// a game); `tests::listing_is_checking` holds the two to the same lists.
pub(super) fn legal_actions(game: &FloatsMcGoats, seat: Seat) -> Vec<Action> {
    if game.seat_to_act() != Some(seat) {
        return Vec::new();
    }
    // Room for most lists from the start (growing one step by step cost more than making it):
    // places for sticks are many more than the other moves.
    let places = matches!(
        game.phase,
        Phase::Rolled(Face::AddStick | Face::AddOrMove) | Phase::Carrying { .. }
    );
    let mut out = Vec::with_capacity(if places { 128 } else { 32 });
    let position = Position::new(game);
    let mut listing = Listing {
        out: Some(&mut out),
        far: !position.board().dense(),
    };
    let _ = each_legal(&position, &game.phase, seat, &mut listing);
    out
}

/// Where [`each_legal`] hands the legal actions: a list, or nowhere when only whether there is
/// one is asked. A plain type rather than a callback, so handing one over is a push and no call.
struct Listing<'a> {
    out: Option<&'a mut Vec<Action>>,
    /// Whether an action may name a place too far off to act on (only when the grids can't
    /// hold everything: every place the grid holds, and every place beside one, is near).
    far: bool,
}

impl Listing<'_> {
    /// Lists `a`, saying to stop when only whether there is one was asked.
    #[inline(always)]
    fn emit(&mut self, a: Action) -> ControlFlow<()> {
        // A damaged save may hold places too far off to act on: those are never listed.
        if self.far && !within_reach(&a) {
            return ControlFlow::Continue(());
        }
        match &mut self.out {
            Some(out) => {
                out.push(a);
                ControlFlow::Continue(())
            }
            None => ControlFlow::Break(()),
        }
    }
}

/// Hands each legal action for `seat` to `listing`, in order, until it says to stop, as if the
/// game waited for `phase`. `seat` must be the active seat. Each test here is one of
/// [`validate_in`]'s, applied only to the candidates that could pass it, in the candidates' order.
fn each_legal(
    position: &Position,
    phase: &Phase,
    seat: Seat,
    listing: &mut Listing,
) -> ControlFlow<()> {
    let game = position.game;
    let board = position.board();
    let mut emit = |a: Action| listing.emit(a);
    match phase {
        Phase::Turn => {
            let supply = game.supply[seat];
            game.each_open_cell_in(
                board,
                #[inline(always)]
                |cell| {
                    if supply.mamas > 0 {
                        emit(Action::AddGoat { cell, baby: false })?;
                    }
                    if supply.baby {
                        emit(Action::AddGoat { cell, baby: true })?;
                    }
                    ControlFlow::Continue(())
                },
            )?;
            emit(Action::Roll)
        }
        Phase::Rolled(face) => each_for_face(position, *face, seat, listing),
        Phase::Carrying { from, left, .. } => game.each_stick_place_in(board, |edge| {
            if edge != *from && Some(edge) != *left {
                emit(Action::PlaceStick { edge })?;
            }
            ControlFlow::Continue(())
        }),
        Phase::SecondStick { moved, .. } => {
            for edge in game.light_sticks() {
                if edge != *moved && !position.strands_locked(edge) {
                    emit(Action::TakeStick { edge })?;
                }
            }
            ControlFlow::Continue(())
        }
        Phase::Follow { vacated } => {
            for (from, g) in &game.goats {
                if from != vacated && g.owner == seat && !board.locked(*from) {
                    emit(Action::Follow { from: *from })?;
                }
            }
            emit(Action::Stay)
        }
        Phase::Over => ControlFlow::Continue(()),
    }
}

/// [`each_legal`] for the die showing `face`. Places and light sticks come in order; pairs of
/// goats in the order of the first goat, then the second.
fn each_for_face(
    position: &Position,
    face: Face,
    seat: Seat,
    listing: &mut Listing,
) -> ControlFlow<()> {
    let game = position.game;
    let board = position.board();
    let mut emit = |a: Action| listing.emit(a);
    if matches!(face, Face::AddStick | Face::AddOrMove) && game.pile > 0 {
        game.each_stick_place_in(board, |edge| emit(Action::AddStick { edge }))?;
    }
    // The goats of one side that are free to act (not locked in), in order.
    let free = |ours: bool| Few::free(game, board, seat, ours);
    match face {
        Face::AddStick => {}
        Face::AddOrMove | Face::MoveTwo => {
            if face == Face::AddOrMove || position.light_count() >= 2 {
                for edge in game.light_sticks() {
                    if !position.strands_locked(edge) {
                        emit(Action::TakeStick { edge })?;
                    }
                }
            }
        }
        Face::Flip => {
            for edge in game.light_sticks() {
                emit(Action::Flip { edge })?;
            }
        }
        Face::GoatLove => {
            let mine = free(true);
            for (from, a) in mine.iter() {
                for (to, b) in mine.iter() {
                    if from != to && loves(*a, *b) {
                        emit(Action::GoatLove {
                            from: *from,
                            to: *to,
                        })?;
                    }
                }
            }
        }
        Face::GoatFight => {
            let (mine, theirs) = (free(true), free(false));
            for (m, a) in mine.iter() {
                for (t, b) in theirs.iter() {
                    if fair(*a, *b) {
                        emit(Action::Fight {
                            mine: *m,
                            theirs: *t,
                        })?;
                    }
                }
            }
        }
        Face::SharkAttack => {
            for (victim, g) in &game.goats {
                let bites = !(g.owner == seat && position.rival(seat));
                if bites && !board.locked(*victim) {
                    emit(Action::Shark { victim: *victim })?;
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// A few goats and their packs, in order: the first kept on the stack (listing goat moves
/// makes these for every roll of goat love or a fight), any more in a list.
struct Few {
    first: [(Cell, Pack); 16],
    len: usize,
    more: Vec<(Cell, Pack)>,
}

impl Default for Few {
    fn default() -> Self {
        let none = (
            Cell {
                x: 0,
                y: 0,
                up: false,
            },
            Pack::Mama,
        );
        Few {
            first: [none; 16],
            len: 0,
            more: Vec::new(),
        }
    }
}

impl Few {
    /// The goats of `seat` (with `ours`, else of everyone else) that are free to act (not
    /// locked in), in order.
    #[inline(always)]
    fn free(game: &FloatsMcGoats, board: &Board, seat: Seat, ours: bool) -> Few {
        let mut few = Few::default();
        for (c, g) in &game.goats {
            if (g.owner == seat) == ours && !board.locked(*c) {
                few.push((*c, g.pack));
            }
        }
        few
    }

    fn push(&mut self, item: (Cell, Pack)) {
        match self.first.get_mut(self.len) {
            Some(slot) => {
                *slot = item;
                self.len += 1;
            }
            None => self.more.push(item),
        }
    }

    fn iter(&self) -> impl Iterator<Item = &(Cell, Pack)> {
        self.first.iter().take(self.len).chain(&self.more)
    }
}

/// The face a roll of `rolled` by `seat` plays: whether `rolled` can be played, and the face to
/// play (`rolled`, else Add a stick if that can be, else none).
pub(super) fn playable_face(
    game: &FloatsMcGoats,
    seat: Seat,
    rolled: Face,
) -> (bool, Option<Face>) {
    let position = Position::new(game);
    if face_possible_in(&position, seat, rolled) {
        return (true, Some(rolled));
    }
    // An impossible Add a stick stays impossible.
    let add = rolled != Face::AddStick && face_possible_in(&position, seat, Face::AddStick);
    (false, add.then_some(Face::AddStick))
}

/// Whether a face can be played at all (else the roll becomes Add a stick): whether `seat` would
/// have a legal action if the die showed it.
#[cfg(test)]
pub(super) fn face_possible(game: &FloatsMcGoats, seat: Seat, face: Face) -> bool {
    face_possible_in(&Position::new(game), seat, face)
}

/// [`face_possible`] in `position`: stops at the first legal action.
fn face_possible_in(position: &Position, seat: Seat, face: Face) -> bool {
    if seat != position.game.active {
        return false;
    }
    let phase = Phase::Rolled(face);
    let far = !position.board().dense();
    each_legal(position, &phase, seat, &mut Listing { out: None, far }).is_break()
}

#[cfg(test)]
mod tests {
    use super::super::board::Board;
    use super::super::rules::validate_in;
    use super::*;
    use crate::engine::Game;

    /// Candidate moves for a face, before any check (how moves were once listed).
    fn face_candidates(game: &FloatsMcGoats, face: Face) -> Vec<Action> {
        let add = || {
            game.stick_places()
                .into_iter()
                .map(|edge| Action::AddStick { edge })
        };
        let take = || game.light_sticks().map(|edge| Action::TakeStick { edge });
        let cells: Vec<Cell> = game.goats.keys().copied().collect();
        let pairs = |f: fn(Cell, Cell) -> Action| {
            cells
                .iter()
                .flat_map(|a| cells.iter().map(move |b| f(*a, *b)))
                .collect::<Vec<_>>()
        };
        match face {
            Face::AddStick => add().collect(),
            Face::AddOrMove => add().chain(take()).collect(),
            Face::MoveTwo => take().collect(),
            Face::Flip => game
                .light_sticks()
                .map(|edge| Action::Flip { edge })
                .collect(),
            Face::GoatLove => pairs(|from, to| Action::GoatLove { from, to }),
            Face::GoatFight => pairs(|mine, theirs| Action::Fight { mine, theirs }),
            Face::SharkAttack => cells
                .iter()
                .map(|&victim| Action::Shark { victim })
                .collect(),
        }
    }

    /// Every candidate for `phase`, kept when [`validate_in`] passes it.
    fn by_checking(game: &FloatsMcGoats, phase: &Phase, seat: Seat) -> Vec<Action> {
        let board = Board::new(game);
        let mut out = match phase {
            Phase::Turn => {
                let mut v: Vec<Action> = game
                    .open_cells_in(&board)
                    .into_iter()
                    .flat_map(|cell| {
                        [
                            Action::AddGoat { cell, baby: false },
                            Action::AddGoat { cell, baby: true },
                        ]
                    })
                    .collect();
                v.push(Action::Roll);
                v
            }
            Phase::Rolled(face) => face_candidates(game, *face),
            Phase::Carrying { .. } => game
                .stick_places()
                .into_iter()
                .map(|edge| Action::PlaceStick { edge })
                .collect(),
            Phase::SecondStick { .. } => game
                .light_sticks()
                .map(|edge| Action::TakeStick { edge })
                .collect(),
            Phase::Follow { .. } => {
                let mut v: Vec<Action> = game
                    .goats
                    .keys()
                    .map(|from| Action::Follow { from: *from })
                    .collect();
                v.push(Action::Stay);
                v
            }
            Phase::Over => Vec::new(),
        };
        let position = Position::new(game);
        out.retain(|a| validate_in(&position, phase, seat, a).is_ok());
        out
    }

    /// A few goats kept on the stack and the rest in a list come back in the order given.
    #[test]
    fn a_few_goats_come_back_in_order() {
        let items: Vec<(Cell, Pack)> = (0..40)
            .map(|x| {
                (
                    Cell {
                        x,
                        y: -x,
                        up: x % 3 == 0,
                    },
                    [Pack::Mama, Pack::Baby][x as usize % 2],
                )
            })
            .collect();
        for n in [0, 1, 15, 16, 17, 40] {
            let mut few = Few::default();
            for item in &items[..n] {
                few.push(*item);
            }
            assert!(few.iter().eq(&items[..n]), "{n}");
        }
    }

    /// The legal lists, and whether each face could be played, are what checking every candidate
    /// gives, all through random games of two to four players.
    #[test]
    fn listing_is_checking() {
        super::super::tests::through_random_games(60, |g, seat, legal| {
            assert_eq!(legal, by_checking(g, &g.phase, seat), "{g:?}");
            assert!(g.legal_actions((seat + 1) % g.players()).is_empty());
            if g.phase == Phase::Turn {
                for face in super::super::tests::EVERY_FACE {
                    let listed = !by_checking(g, &Phase::Rolled(face), seat).is_empty();
                    assert_eq!(face_possible(g, seat, face), listed, "{face:?} {g:?}");
                }
            }
        });
    }
}
