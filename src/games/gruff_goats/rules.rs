//! What is legal in Gruff Goats, and the invariants that hold at every moment.

use super::board::{Bridge, Corner, Ground, Square};
use super::cards::{CardId, DECK_SIZE, Size, Wand};
use super::{Action, GruffGoats, Phase, Prey};
use crate::engine::Seat;

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GruffError {
    GameOver,
    NotYourTurn,
    NotNow,
    /// No wand actions left this turn.
    NoActionsLeft,
    /// You hold that wand already.
    AlreadyHeld,
    /// You lack a card of a suit the wand costs.
    CannotPay(Wand),
    /// You don't hold that wand.
    NotHolder(Wand),
    /// No such troll, or it can't go there.
    TrollBlocked,
    /// The goat can't step there.
    CannotStep,
    /// No such goat on the board.
    NoSuchGoat,
    /// The dragon may not eat trolls at this table.
    TrollsAreSafe,
}

impl std::fmt::Display for GruffError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GruffError::GameOver => f.write_str("The game is over."),
            GruffError::NotYourTurn => f.write_str("It is not your turn to act."),
            GruffError::NotNow => f.write_str("That can't be done at this moment."),
            GruffError::NoActionsLeft => {
                f.write_str("No wand actions left this turn: end your turn.")
            }
            GruffError::AlreadyHeld => f.write_str("You hold that wand already."),
            GruffError::CannotPay(w) => write!(
                f,
                "The {} needs a card of each of {}.",
                w.name(),
                w.symbols()
            ),
            GruffError::NotHolder(w) => {
                write!(f, "You don't hold the {}: claim it first.", w.name())
            }
            GruffError::TrollBlocked => {
                f.write_str("A troll moves to a different bridge without the other troll.")
            }
            GruffError::CannotStep => {
                f.write_str("A goat steps one square: up, down, left or right, never into water.")
            }
            GruffError::NoSuchGoat => f.write_str("There is no such goat on the board."),
            GruffError::TrollsAreSafe => {
                f.write_str("At this table the dragon does not eat trolls.")
            }
        }
    }
}

impl std::error::Error for GruffError {}

/// Checks `action` by `seat` against the position.
pub(super) fn validate(game: &GruffGoats, seat: Seat, action: &Action) -> Result<(), GruffError> {
    let to_act = game.seat_to_act().ok_or(GruffError::GameOver)?;
    if seat != to_act {
        return Err(GruffError::NotYourTurn);
    }
    validate_move(game, seat, action)
}

/// Checks `action` by `seat`, the seat that must act.
fn validate_move(game: &GruffGoats, seat: Seat, action: &Action) -> Result<(), GruffError> {
    let pay = |wand: Wand| pay(game, seat, wand);
    let wand_action = |wand: Wand, must_hold: bool| wand_action(game, seat, wand, must_hold);
    match (&game.phase, action) {
        (Phase::Turn, Action::EndTurn) => Ok(()),
        (Phase::Turn, Action::Claim { wand }) => wand_action(*wand, false),
        (Phase::Turn, Action::MoveTroll { troll, to }) => {
            wand_action(Wand::Troll, true)?;
            troll_may_go(game, *troll, *to)
        }
        (Phase::Turn, Action::MoveGoat { size, to }) => {
            wand_action(Wand::Goat(*size), true)?;
            let from = game
                .goat(seat, *size)
                .and_then(|g| g.at)
                .ok_or(GruffError::NoSuchGoat)?;
            if from.is_step(*to) {
                Ok(())
            } else {
                Err(GruffError::CannotStep)
            }
        }
        (Phase::Turn, Action::Dragon { prey }) => {
            wand_action(Wand::Dragon, true)?;
            match prey {
                Prey::Goat { owner, size } => game
                    .goat(*owner, *size)
                    .and_then(|g| g.at)
                    .map(|_| ())
                    .ok_or(GruffError::NoSuchGoat),
                Prey::Troll { troll, to } => {
                    if !game.options.dragon_eats_trolls {
                        return Err(GruffError::TrollsAreSafe);
                    }
                    if *troll > 1 || game.trolls[1 - *troll] == *to {
                        Err(GruffError::TrollBlocked)
                    } else {
                        Ok(())
                    }
                }
            }
        }
        (Phase::Block(claim), Action::Block) => pay(claim.wand),
        (Phase::Block(_), Action::Allow) | (Phase::Push(_), Action::GiveUp) => Ok(()),
        (Phase::Push(claim), Action::Push) => pay(claim.wand),
        (Phase::Place(_), Action::Place { .. }) => Ok(()),
        _ => Err(GruffError::NotNow),
    }
}

/// Whether `seat` can pay one card of each suit of `wand`'s cost.
fn pay(game: &GruffGoats, seat: Seat, wand: Wand) -> Result<(), GruffError> {
    if GruffGoats::can_pay(&game.hands[seat], wand) {
        Ok(())
    } else {
        Err(GruffError::CannotPay(wand))
    }
}

/// Whether `seat` may claim `wand` (`must_hold` false) or use it (true) this turn: a wand action
/// left, the wand held or not as needed, and its cost in hand.
fn wand_action(
    game: &GruffGoats,
    seat: Seat,
    wand: Wand,
    must_hold: bool,
) -> Result<(), GruffError> {
    let limit = game.options.wand_actions;
    if limit != 0 && game.actions_used >= limit {
        return Err(GruffError::NoActionsLeft);
    }
    match (must_hold, game.holder(wand) == Some(seat)) {
        (true, false) => return Err(GruffError::NotHolder(wand)),
        (false, true) => return Err(GruffError::AlreadyHeld),
        _ => {}
    }
    pay(game, seat, wand)
}

/// A troll may move to a bridge that is neither its own nor the other troll's.
fn troll_may_go(game: &GruffGoats, troll: usize, to: Bridge) -> Result<(), GruffError> {
    if troll > 1 || game.trolls.contains(&to) {
        Err(GruffError::TrollBlocked)
    } else {
        Ok(())
    }
}

/// Every legal action for `seat`, in a fixed order: claims, troll moves, goat steps, the
/// dragon's prey, ending the turn (or the answers to a claim, or the corners).
///
/// These are exactly the candidates that [`validate`] accepts, but each rule is asked once per
/// wand rather than once per candidate: lists are made for every action of every game, so the
/// bots and the random-game harness spend much of their time here. The tests compare this list
/// with every candidate filtered through [`validate`].
pub(super) fn legal_actions(game: &GruffGoats, seat: Seat) -> Vec<Action> {
    if game.seat_to_act() != Some(seat) {
        return Vec::new();
    }
    // The wands `seat` can pay for, as a set of `Wand::bit`s; a seat with no hand (only in a
    // broken save) can pay for nothing.
    let payable = Wand::payable_with(game.hands.get(seat).map_or(0, |h| CardId::suits_in(h)));
    match &game.phase {
        Phase::Turn => {
            // As `wand_action`, wand by wand: claim a wand you don't hold, use one you do, a wand
            // action left and the cost in hand either way. As sets of wands, so that each
            // candidate below costs one test.
            let limit = game.options.wand_actions;
            let mut claimable = 0u8;
            let mut usable = 0u8;
            if limit == 0 || game.actions_used < limit {
                // The wand at `Wand::ALL[i]` is bit `i` (`Wand::bit`), built from the last down.
                let held = game.wands.iter().rev().fold(0u8, |set, holder| {
                    set << 1 | u8::from(*holder == Some(seat))
                });
                claimable = payable & !held;
                usable = payable & held;
            }
            let dragon = usable & Wand::Dragon.bit() != 0;
            // Room for the longest list this position can give (three goats of three steps at
            // most), so the list is allocated once and no bigger than needed.
            let room =
                Wand::ALL.len() + 8 + 3 * 3 + if dragon { game.goats.len() + 8 } else { 0 } + 1;
            let mut out = Vec::with_capacity(room);
            for &wand in &Wand::ALL {
                if claimable & wand.bit() != 0 {
                    out.push(Action::Claim { wand });
                }
            }
            if usable & Wand::Troll.bit() != 0 {
                for troll in 0..2 {
                    out.extend(
                        Bridge::ALL
                            .into_iter()
                            .filter(|to| !game.trolls.contains(to))
                            .map(|to| Action::MoveTroll { troll, to }),
                    );
                }
            }
            for size in Size::ALL {
                if usable & Wand::Goat(size).bit() != 0
                    && let Some(from) = game.goat(seat, size).and_then(|g| g.at)
                {
                    // Every listed step passes `Square::is_step` (a board test checks it).
                    out.extend(from.step_iter().map(|to| Action::MoveGoat { size, to }));
                }
            }
            if dragon {
                for g in &game.goats {
                    // As `validate`: the first goat of that owner and size must be on the board.
                    if game.goat(g.owner, g.size).and_then(|g| g.at).is_some() {
                        out.push(Action::Dragon {
                            prey: Prey::Goat {
                                owner: g.owner,
                                size: g.size,
                            },
                        });
                    }
                }
                if game.options.dragon_eats_trolls {
                    for troll in 0..2 {
                        out.extend(
                            Bridge::ALL
                                .into_iter()
                                .filter(|to| game.trolls[1 - troll] != *to)
                                .map(|to| Action::Dragon {
                                    prey: Prey::Troll { troll, to },
                                }),
                        );
                    }
                }
            }
            out.push(Action::EndTurn);
            out
        }
        Phase::Block(claim) if payable & claim.wand.bit() != 0 => {
            vec![Action::Block, Action::Allow]
        }
        Phase::Block(_) => vec![Action::Allow],
        Phase::Push(claim) if payable & claim.wand.bit() != 0 => vec![Action::Push, Action::GiveUp],
        Phase::Push(_) => vec![Action::GiveUp],
        Phase::Place(_) => Corner::ALL.map(|corner| Action::Place { corner }).to_vec(),
        Phase::Over => Vec::new(),
    }
}

/// Every candidate action for `seat` filtered by [`validate`]: what [`legal_actions`] lists, in
/// the same order, found the slow and obvious way (as it was first written) for the tests to
/// compare.
#[cfg(test)]
pub(super) fn legal_by_validate(game: &GruffGoats, seat: Seat) -> Vec<Action> {
    if game.seat_to_act() != Some(seat) {
        return Vec::new();
    }
    let mut out = Vec::new();
    match &game.phase {
        Phase::Turn => {
            // A wand's moves are all refused when the wand can't be used: don't list them.
            let usable = |wand: Wand| wand_action(game, seat, wand, true).is_ok();
            out.extend(Wand::ALL.map(|wand| Action::Claim { wand }));
            if usable(Wand::Troll) {
                for troll in 0..2 {
                    out.extend(Bridge::ALL.map(|to| Action::MoveTroll { troll, to }));
                }
            }
            for size in Size::ALL {
                if let Some(from) = game.goat(seat, size).and_then(|g| g.at)
                    && usable(Wand::Goat(size))
                {
                    out.extend(
                        from.steps()
                            .into_iter()
                            .map(|to| Action::MoveGoat { size, to }),
                    );
                }
            }
            if usable(Wand::Dragon) {
                for g in &game.goats {
                    out.push(Action::Dragon {
                        prey: Prey::Goat {
                            owner: g.owner,
                            size: g.size,
                        },
                    });
                }
                for troll in 0..2 {
                    out.extend(Bridge::ALL.map(|to| Action::Dragon {
                        prey: Prey::Troll { troll, to },
                    }));
                }
            }
            out.push(Action::EndTurn);
        }
        Phase::Block(_) => out.extend([Action::Block, Action::Allow]),
        Phase::Push(_) => out.extend([Action::Push, Action::GiveUp]),
        Phase::Place(_) => out.extend(Corner::ALL.map(|corner| Action::Place { corner })),
        Phase::Over => {}
    }
    out.retain(|a| validate_move(game, seat, a).is_ok());
    out
}

/// All 104 cards in exactly one place; every goat on a walkable square, or waiting to be placed
/// by its owner; trolls on two different bridges; scores below the winning mark until the end.
pub(super) fn check_invariants(game: &GruffGoats) -> Result<(), String> {
    let mut seen = [0u8; DECK_SIZE];
    let piles = game.hands.iter().chain([&game.draw, &game.discard]);
    for card in piles.flatten() {
        let slot: &mut u8 = seen
            .get_mut(card.0 as usize)
            .ok_or(format!("unknown card {card:?}"))?;
        *slot += 1;
    }
    if let Some(i) = seen.iter().position(|&n| n != 1) {
        return Err(format!("card {i} is in {} places", seen[i]));
    }
    let waiting: Vec<(Seat, Size)> = match &game.phase {
        Phase::Place(q) => q.clone(),
        _ => Vec::new(),
    };
    if game.goats.len() != 3 * game.hands.len() {
        return Err("a goat went missing".into());
    }
    for g in &game.goats {
        match g.at {
            Some(sq) if matches!(sq.ground(), Ground::Land | Ground::Bridge(_)) => {}
            // The winning goat stays on the island when the game ends.
            Some(sq) if sq.ground() == Ground::Island && game.phase == Phase::Over => {}
            Some(sq) => return Err(format!("{g:?} stands on {:?}", sq.ground())),
            None if waiting.contains(&(g.owner, g.size)) => {}
            None => return Err(format!("{g:?} is off the board")),
        }
        if let Some(Ground::Bridge(b)) = g.at.map(Square::ground)
            && game.trolls.contains(&b)
        {
            return Err(format!(
                "{g:?} shares a bridge with a troll and was not eaten"
            ));
        }
    }
    if game.trolls[0] == game.trolls[1] {
        return Err("both trolls on one bridge".into());
    }
    let winner = game.scores.iter().any(|&s| s >= super::WINNING_POINTS);
    if winner != (game.phase == Phase::Over) {
        return Err("the game is over exactly when someone has three points".into());
    }
    if game.wands.iter().flatten().any(|&s| s >= game.hands.len()) {
        return Err("a wand held by nobody at the table".into());
    }
    Ok(())
}
