//! What is legal in BattleGoats: which seat acts, which cards may attack, what a power may
//! target, and why an action is refused.

use super::{Action, BattleError, BattleGoats, CELLS, Phase, Power, Spot};
use crate::engine::Seat;

fn in_range(cell: usize) -> bool {
    cell < CELLS
}

impl BattleGoats {
    /// Whether the card at `cell` may attack: a card that never attacks may, once every card its
    /// owner has left is such a card (else a table of walls would never end).
    pub fn may_attack(&self, seat: Seat, cell: usize) -> bool {
        let field = &self.fields[seat];
        field.get(cell).copied().flatten().is_some_and(|p| {
            !p.card.card().no_attack || field.iter().flatten().all(|q| q.card.card().no_attack)
        })
    }

    /// Spots a power may target.
    fn power_targets(&self, seat: Seat, power: Power) -> Vec<Spot> {
        let mut out = Vec::new();
        for s in 0..self.players_n() {
            for cell in 0..CELLS {
                let spot = Spot { seat: s, cell };
                let ok = match (power, self.at(spot)) {
                    (Power::Peek, Some(p)) => {
                        s != seat && !p.face_up && !self.known[seat].contains(&p.card)
                    }
                    (Power::Reveal, Some(p)) => !p.face_up,
                    (Power::Hide, Some(p)) => s == seat && p.face_up,
                    (Power::Mend, None) => s == seat && !self.discards[seat].is_empty(),
                    _ => false,
                };
                if ok {
                    out.push(spot);
                }
            }
        }
        out
    }

    /// Every action `seat` may take now.
    pub(super) fn legal(&self, seat: Seat) -> Vec<Action> {
        if self.seat_to_act() != Some(seat) {
            return Vec::new();
        }
        let mut out = Vec::new();
        match &self.phase {
            Phase::Draft => {
                out.extend(self.packs[seat].iter().map(|&card| Action::Pick { card }));
            }
            Phase::Layout => {
                let empty: Vec<usize> = (0..CELLS)
                    .filter(|&c| self.fields[seat][c].is_none())
                    .collect();
                for &card in &self.hands[seat] {
                    out.extend(empty.iter().map(|&cell| Action::Place { card, cell }));
                }
                if empty.is_empty() {
                    out.push(Action::Ready);
                }
                out.extend(
                    (0..CELLS)
                        .filter(|&c| self.fields[seat][c].is_some())
                        .map(|cell| Action::Lift { cell }),
                );
            }
            Phase::ChooseFirst { .. } => {
                out.extend((0..self.players_n()).map(|seat| Action::First { seat }));
            }
            Phase::Turn { .. } => {
                for with in 0..CELLS {
                    let Some(p) = self.fields[seat][with] else {
                        continue;
                    };
                    let c = p.card.card();
                    if self.may_attack(seat, with) {
                        for s in (0..self.players_n()).filter(|&s| s != seat) {
                            out.extend(
                                (0..CELLS)
                                    .filter(|&cell| self.fields[s][cell].is_some())
                                    .map(|cell| Action::Attack {
                                        with,
                                        target: Spot { seat: s, cell },
                                    }),
                            );
                        }
                    }
                    if let Some(power) = c
                        .power
                        .filter(|_| !self.powered_last(seat) && !self.spent(p.card))
                    {
                        out.extend(
                            self.power_targets(seat, power)
                                .into_iter()
                                .map(|target| Action::Use { with, target }),
                        );
                    }
                }
            }
            Phase::Ask { .. } => {
                out.push(Action::Share { share: true });
                out.push(Action::Share { share: false });
            }
            Phase::Over { .. } => {}
        }
        out
    }

    /// Why `seat` may not take `action` now, if it may not.
    pub(super) fn check(&self, seat: Seat, action: &Action) -> Result<(), BattleError> {
        if self.seat_to_act() != Some(seat) {
            return Err(BattleError::NotYourTurn);
        }
        let phase_error = Err(BattleError::WrongPhase);
        match (&self.phase, action) {
            (Phase::Draft, Action::Pick { card }) => {
                if self.packs[seat].contains(card) {
                    Ok(())
                } else {
                    Err(BattleError::NotInHand)
                }
            }
            (Phase::Layout, Action::Place { card, cell }) => {
                if !self.hands[seat].contains(card) {
                    Err(BattleError::NotInHand)
                } else if !in_range(*cell) {
                    Err(BattleError::NoSuchPlace)
                } else if self.fields[seat][*cell].is_some() {
                    Err(BattleError::PlaceTaken)
                } else {
                    Ok(())
                }
            }
            (Phase::Layout, Action::Lift { cell }) => {
                if in_range(*cell) && self.fields[seat][*cell].is_some() {
                    Ok(())
                } else {
                    Err(BattleError::NotPlaced)
                }
            }
            (Phase::Layout, Action::Ready) => {
                if self.hands[seat].is_empty() {
                    Ok(())
                } else {
                    Err(BattleError::NotReady)
                }
            }
            (Phase::ChooseFirst { .. }, Action::First { seat: first }) => {
                if *first < self.players_n() {
                    Ok(())
                } else {
                    Err(BattleError::NoSuchSeat)
                }
            }
            (Phase::Turn { .. }, Action::Attack { with, target }) => {
                if self.fields[seat].get(*with).copied().flatten().is_none() {
                    return Err(BattleError::NotPlaced);
                }
                if !self.may_attack(seat, *with) {
                    return Err(BattleError::CannotAttack);
                }
                if target.seat == seat {
                    return Err(BattleError::OwnCard);
                }
                if target.seat >= self.players_n() || !in_range(target.cell) {
                    return Err(BattleError::NoSuchPlace);
                }
                self.at(*target).map(|_| ()).ok_or(BattleError::NoCard)
            }
            (Phase::Turn { .. }, Action::Use { with, target }) => {
                let Some(p) = self.fields[seat].get(*with).copied().flatten() else {
                    return Err(BattleError::NotPlaced);
                };
                let power = p.card.card().power.ok_or(BattleError::NoPower)?;
                if self.powered_last(seat) {
                    return Err(BattleError::MustAttack);
                }
                if self.spent(p.card) {
                    return Err(BattleError::Spent);
                }
                if self.power_targets(seat, power).contains(target) {
                    Ok(())
                } else {
                    Err(BattleError::BadTarget(match power {
                        Power::Peek => "Peek at a face-down opponent card you haven't seen.",
                        Power::Reveal => "Reveal a card that is face down.",
                        Power::Hide => "Hide one of your own face-up cards.",
                        Power::Mend => {
                            "Mend needs a card in your discard pile and an empty place of yours."
                        }
                    }))
                }
            }
            (Phase::Ask { .. }, Action::Share { .. }) => Ok(()),
            _ => phase_error,
        }
    }
}
