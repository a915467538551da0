//! Where Grab Your Goat!'s shepherds may go (steps, lifts, throws, orientations) and the moves a
//! seat may make now, from which the legal list and its checks are made.

use super::*;

impl GrabYourGoat {
    /// Whether a shepherd may step from `from` in `dir` (arrows meet, or the card ahead is face
    /// down and will be turned to meet them).
    pub fn can_step(&self, from: Pos, dir: Dir) -> bool {
        let Some(to) = from.step(dir) else {
            return false;
        };
        let here = self.tile(from);
        if here.arrows() & dir.bit() == 0 {
            return false;
        }
        // Out of a house you may go onto any adjacent card.
        let leaving_home = here == Tile::House;
        match self.tile(to) {
            Tile::Gap => false,
            Tile::Card { up: false, .. } => true,
            t if t.effect() == Some(Effect::SteepCliff) => false,
            t => leaving_home || t.arrows() & dir.opposite().bit() != 0,
        }
    }

    /// Rotations that give the card at `at` an arrow on side `toward`, one per distinct shape.
    pub fn orientations(&self, at: Pos, toward: Dir) -> Vec<u8> {
        match self.tile(at) {
            Tile::Card { card, .. } => card.rotations_toward(toward),
            _ => Vec::new(),
        }
    }

    /// Face-up Ski Lifts.
    pub fn lifts(&self) -> Vec<Pos> {
        self.places(|t| t.effect() == Some(Effect::SkiLift))
            .collect()
    }

    /// Whether `seat`'s shepherd may ride the Ski Lift to `to`: from the Top to a face-up Ski
    /// Lift, or from one to the Top.
    fn can_lift(&self, seat: Seat, to: Pos) -> bool {
        let at = self.shepherds[seat];
        if at == Pos::TOP {
            self.tile(to).effect() == Some(Effect::SkiLift)
        } else {
            self.tile(at).effect() == Some(Effect::SkiLift) && to == Pos::TOP
        }
    }

    /// The places, row by row, whose tiles pass `keep`.
    fn places(&self, keep: impl Fn(Tile) -> bool) -> impl Iterator<Item = Pos> {
        self.grid
            .iter()
            .take(CELLS)
            .enumerate()
            .filter(move |&(_, &t)| keep(t))
            .map(|(i, _)| place(i))
    }

    pub(super) fn face_down(&self) -> impl Iterator<Item = Pos> + '_ {
        self.places(|t| matches!(t, Tile::Card { up: false, .. }))
    }

    /// Where a thrown goat or shepherd may land.
    pub(super) fn throw_targets(&self, pending: &Pending) -> Vec<Pos> {
        match *pending {
            Pending::ThrowGoat { goat, at } if self.goats.get(goat) == Some(&at) => at
                .neighbours()
                .map(|(_, p)| p)
                .filter(|p| !self.shepherds.contains(p))
                .collect(),
            Pending::ThrowShepherd { shepherd, at }
                if self.shepherds.get(shepherd) == Some(&at) =>
            {
                at.neighbours().map(|(_, p)| p).collect()
            }
            _ => Vec::new(),
        }
    }

    /// Every move the player could make in a Move decision: steps, lift rides, turns of the
    /// card underfoot, then the advantage plays (the random player in `fuzz` counts on the
    /// advantage plays coming last).
    pub(super) fn moves(&self, seat: Seat) -> Vec<Action> {
        // The face-down places, gathered once on the stack for every hand card.
        let cells = self.grid.get(..CELLS).unwrap_or(&self.grid);
        let mut down = [Pos::TOP; CELLS];
        let mut spots = 0;
        for (row, line) in (0..SIZE).zip(cells.chunks(usize::from(SIZE))) {
            for (col, tile) in (0..SIZE).zip(line) {
                if matches!(tile, Tile::Card { up: false, .. })
                    && let Some(slot) = down.get_mut(spots)
                {
                    *slot = Pos { row, col };
                    spots += 1;
                }
            }
        }
        let down = down.get(..spots).unwrap_or_default();
        let hand = &self.hands[seat];
        // Advantage plays are most of the list (up to four turns of each card on each spot):
        // make room for them at once.
        let mut out = Vec::with_capacity(8 + 4 * hand.len() * spots);
        let at = self.shepherds[seat];
        for dir in Dir::ALL {
            if self.can_step(at, dir) {
                out.push(Action::Step { dir });
            }
        }
        if at == Pos::TOP {
            out.extend(
                self.places(|t| t.effect() == Some(Effect::SkiLift))
                    .map(|to| Action::Lift { to }),
            );
        } else if self.tile(at).effect() == Some(Effect::SkiLift) {
            out.push(Action::Lift { to: Pos::TOP });
        }
        if matches!(self.tile(at), Tile::Card { up: true, .. }) {
            out.push(Action::Rotate { clockwise: true });
            out.push(Action::Rotate { clockwise: false });
        }
        // The advantage plays: room is made for them all at once and they are written in
        // place (in the release build, optimised for size, a push apiece is a call apiece).
        let plays: usize = hand.iter().map(|card| card.turns().len() * spots).sum();
        let start = out.len();
        out.resize_with(start + plays, || Action::Pass);
        let mut free = out.get_mut(start..).unwrap_or_default().iter_mut();
        for &card in hand {
            let rots = card.turns();
            for &at in down {
                for &rot in rots {
                    if let Some(slot) = free.next() {
                        *slot = Action::Advantage { card, at, rot };
                    }
                }
            }
        }
        if out.is_empty() {
            out.push(Action::Pass);
        }
        out
    }

    /// Whether `action` is one of [`GrabYourGoat::moves`] for `seat`, without listing them
    /// (a move's list runs to hundreds of advantage plays, and every move is checked).
    fn can_move(&self, seat: Seat, action: &Action) -> bool {
        let at = self.shepherds[seat];
        match *action {
            Action::Step { dir } => self.can_step(at, dir),
            Action::Lift { to } => self.can_lift(seat, to),
            Action::Rotate { .. } => matches!(self.tile(at), Tile::Card { up: true, .. }),
            Action::Advantage { card, at, rot } => {
                self.hands[seat].contains(&card)
                    && matches!(self.tile(at), Tile::Card { up: false, .. })
                    && card.turns().contains(&rot)
            }
            // Only when nothing else is possible: rare enough to list the moves.
            Action::Pass => self.moves(seat) == [Action::Pass],
            _ => false,
        }
    }

    /// Whether `seat` may take `action` now: whether [`Game::legal_actions`] lists it, asked
    /// directly for the decisions made on most turns.
    pub(super) fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        if seat != self.seat {
            return false;
        }
        match (self.now(), action) {
            (Some(Pending::Roll { .. }), _) => *action == Action::Roll,
            (Some(Pending::GoatWay { .. }), _) => matches!(action, Action::GoatWay { .. }),
            (Some(Pending::Move { .. }), _) => self.can_move(seat, action),
            (Some(Pending::Orient { at, toward }), Action::Orient { rot }) => {
                match self.tile(*at) {
                    Tile::Card { card, .. } => {
                        card.turns().contains(rot) && card.turn_meets(*rot, *toward)
                    }
                    _ => false,
                }
            }
            _ => self.legal_actions(seat).contains(action),
        }
    }
}
