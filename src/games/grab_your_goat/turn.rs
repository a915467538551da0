//! Carrying actions out: the goat's roll, the shepherd's move, collisions and throws (the effect
//! cards are in `effects`). Choices an effect needs (a Landslide's or Waterfall's way, where to
//! throw) are pushed as pending decisions for the player whose turn it is.

use super::board::{Dir, Effect, Face, Pos, Tile};
use super::{Action, DIE, DieFace, Found, GrabYourGoat, Pending};
use crate::engine::{Log, Seat};

impl GrabYourGoat {
    /// Starts `seat`'s turn: the goat's roll(s), unless it is eating in a Wheat Field, then the
    /// shepherd's move(s), unless a Thicket took this turn from the shepherd. A turn with
    /// neither passes to the next seat (a Thicket takes one turn only, so this ends).
    pub(super) fn start_turn(&mut self, seat: Seat, log: &mut Log) {
        self.seat = seat;
        self.pending.clear();
        self.last_roll = None;
        let coffee = |g: &Self, p: Pos| g.tile(p).effect() == Some(Effect::CoffeeBush);
        if self.lost_turn[seat] {
            self.lost_turn[seat] = false;
            log.say(format_args!(
                "{{{seat}}} is stuck in the Thicket this turn."
            ));
        } else {
            let moves = if coffee(self, self.shepherds[seat]) {
                2
            } else {
                1
            };
            self.pending.push(Pending::Move { moves });
        }
        if self.eating(seat) {
            log.say(format_args!(
                "{{{seat}}}'s goat keeps eating in the Wheat Field."
            ));
        } else {
            let rolls = if coffee(self, self.goats[seat]) { 2 } else { 1 };
            self.pending.push(Pending::Roll { rolls });
        }
        if self.pending.is_empty() {
            self.end_turn(log);
        }
    }

    /// Whether `seat`'s goat stands in a face-up Wheat Field, where it stays: nothing to roll
    /// for.
    pub(super) fn eating(&self, seat: Seat) -> bool {
        self.goats
            .get(seat)
            .is_some_and(|&p| self.tile(p).effect() == Some(Effect::WheatField))
    }

    fn end_turn(&mut self, log: &mut Log) {
        let next = (self.seat + 1) % self.players_n();
        self.start_turn(next, log);
    }

    /// Carries out a validated action.
    pub(super) fn act(&mut self, seat: Seat, action: &Action, log: &mut Log) {
        let Some(now) = self.pending.pop() else {
            return;
        };
        match (now, action) {
            (Pending::Roll { rolls }, Action::Roll) => {
                let face = DIE[self.rng.below(DIE.len())];
                self.last_roll = Some(face);
                self.rolls += 1;
                self.reveals += 1;
                // A second roll (a Coffee Bush) waits under whatever this roll sets off, so
                // this one is resolved wholly, effects and choices included, first.
                match face {
                    DieFace::Way(dir) => {
                        log.say(format_args!("{{{seat}}} rolls {}.", dir.name()));
                        self.roll_again(rolls);
                        self.goat_moves(seat, dir, log);
                    }
                    DieFace::Rest => {
                        log.say(format_args!("{{{seat}}} rolls a rest: the goat grazes."));
                        self.roll_again(rolls);
                    }
                    DieFace::Any => {
                        log.say(format_args!("{{{seat}}} rolls any way."));
                        self.pending.push(Pending::GoatWay { rolls });
                    }
                }
            }
            (Pending::GoatWay { rolls }, Action::GoatWay { dir }) => {
                log.say(format_args!("{{{seat}}} sends their goat {}.", dir.name()));
                self.roll_again(rolls);
                self.goat_moves(seat, *dir, log);
            }
            (Pending::Move { moves }, _) => {
                if moves > 1 {
                    self.pending.push(Pending::Move { moves: moves - 1 });
                }
                self.shepherd_moves(seat, action, log);
            }
            (Pending::Orient { at, .. }, Action::Orient { rot }) => {
                if let Tile::Card { card, up, .. } = self.tile(at) {
                    self.set(
                        at,
                        Tile::Card {
                            card,
                            up,
                            rot: *rot,
                        },
                    );
                }
            }
            (Pending::ThrowGoat { goat, .. }, Action::Throw { to }) => {
                self.goats[goat] = *to;
                log.say(format_args!(
                    "{{{seat}}} throws {{{goat}}}'s goat to {}.",
                    to.name()
                ));
            }
            (Pending::ThrowShepherd { shepherd, .. }, Action::Throw { to }) => {
                log.say(format_args!(
                    "{{{seat}}} throws {{{shepherd}}}'s shepherd to {}.",
                    to.name()
                ));
                self.put_shepherd(shepherd, *to, 0, log);
            }
            (Pending::Aim { at }, Action::Aim { dir }) => self.aim(at, *dir, log),
            (Pending::TopReveal, Action::Reveal { at }) => {
                log.say(format_args!(
                    "From the Top, {{{seat}}} reveals the card at {}.",
                    at.name()
                ));
                self.flip_if_down(*at, log);
                // The printed text speaks of whoever reveals the card, however they do.
                match self.tile(*at).effect() {
                    Some(Effect::Mineshaft) => {
                        log.say(format_args!(
                            "The Mineshaft pulls {{{seat}}} down and home."
                        ));
                        self.send_home(seat, log);
                    }
                    Some(Effect::SkiLift) => self.pending.push(Pending::FreeRide { lift: *at }),
                    _ => {}
                }
            }
            (Pending::FreeLift, Action::Lift { to })
            | (Pending::FreeRide { .. }, Action::Lift { to }) => {
                log.say(format_args!("{{{seat}}} rides the new Ski Lift for free."));
                self.arrive(seat, *to, true, log);
            }
            // Skipping an optional choice, or a throw with nowhere to land.
            _ => {}
        }
        self.drop_stale();
        // A throw with one place to land (or none) asks nobody: it happens.
        if self.winner.is_none()
            && let Some(throw) = self
                .pending
                .last()
                .filter(|p| matches!(p, Pending::ThrowGoat { .. } | Pending::ThrowShepherd { .. }))
        {
            match self.throw_targets(throw).as_slice() {
                [] => {
                    log.say(format_args!("There is nowhere to throw it: it stays."));
                    return self.act(seat, &Action::Skip, log);
                }
                [to] => return self.act(seat, &Action::Throw { to: *to }, log),
                _ => {}
            }
        }
        if self.winner.is_none() && self.pending.is_empty() {
            self.end_turn(log);
        }
    }

    /// Another roll waits (under anything this one sets off) when the goat has rolls left.
    fn roll_again(&mut self, rolls: u8) {
        if rolls > 1 {
            self.pending.push(Pending::Roll { rolls: rolls - 1 });
        }
    }

    /// Drops decisions whose subject is gone (a Landslide or Waterfall cleared before it was
    /// aimed, a goat or shepherd that left the card it was to be thrown from, a lift ride from a
    /// lift that is no longer there, a Coffee Bush goat's second roll once the first took it into
    /// a Wheat Field): they are skipped, as the rules page says.
    fn drop_stale(&mut self) {
        while let Some(top) = self.pending.last() {
            let stale = match *top {
                Pending::Aim { at } => !matches!(
                    self.tile(at).effect(),
                    Some(Effect::Landslide | Effect::Waterfall)
                ),
                Pending::ThrowGoat { goat, at } => self.goats.get(goat) != Some(&at),
                Pending::ThrowShepherd { shepherd, at } => {
                    self.shepherds.get(shepherd) != Some(&at)
                }
                Pending::FreeLift => {
                    self.tile(self.shepherds[self.seat]).effect() != Some(Effect::SkiLift)
                }
                Pending::FreeRide { lift } => {
                    self.shepherds[self.seat] != Pos::TOP
                        || self.tile(lift).effect() != Some(Effect::SkiLift)
                }
                Pending::Roll { .. } => self.eating(self.seat),
                _ => false,
            };
            if !stale {
                break;
            }
            self.pending.pop();
        }
    }

    /// The goat of `seat` wanders one card `dir` (around the edge if it must).
    fn goat_moves(&mut self, seat: Seat, dir: Dir, log: &mut Log) {
        let from = self.goats[seat];
        // No roll is asked for an eating goat, but a game saved before that rule still may.
        if self.eating(seat) {
            log.say(format_args!(
                "{{{seat}}}'s goat keeps eating in the Wheat Field."
            ));
            return;
        }
        let to = from.wrap(dir);
        let pushed: Vec<Seat> = (0..self.players_n())
            .filter(|&s| self.shepherds[s] == to)
            .collect();
        if pushed.is_empty() {
            self.goats[seat] = to;
            return;
        }
        // A goat that meets a shepherd stays put; the shepherd is pushed the rolled way.
        for s in pushed {
            if self.winner.is_some() {
                break;
            }
            log.say(format_args!(
                "{{{seat}}}'s goat bumps {{{s}}}'s shepherd {}.",
                dir.name()
            ));
            match to.step(dir) {
                Some(p) => self.put_shepherd(s, p, 0, log),
                None => self.send_home(s, log),
            }
        }
    }

    fn shepherd_moves(&mut self, seat: Seat, action: &Action, log: &mut Log) {
        let from = self.shepherds[seat];
        match *action {
            Action::Step { dir } => {
                let Some(to) = from.step(dir) else { return };
                if let Tile::Card {
                    card,
                    up: false,
                    rot,
                } = self.tile(to)
                {
                    self.reveals += 1;
                    log.say(format_args!(
                        "{{{seat}}} steps {} and finds a {}.",
                        dir.name(),
                        card.name()
                    ));
                    // Face up as dealt; a path is then turned to meet the shepherd's arrow.
                    self.turn_up(to);
                    match card.face() {
                        Face::Effect(Effect::SteepCliff) => {
                            log.say(format_args!(
                                "{{{seat}}} can't climb the Steep Cliff and goes back."
                            ));
                            return;
                        }
                        Face::Effect(_) => {}
                        Face::Arrows(_) => {
                            let toward = dir.opposite();
                            let options = card.rotations_toward(toward);
                            let rot = options.first().copied().unwrap_or(rot);
                            self.set(
                                to,
                                Tile::Card {
                                    card,
                                    up: true,
                                    rot,
                                },
                            );
                            if options.len() > 1 {
                                self.pending.push(Pending::Orient { at: to, toward });
                            }
                        }
                    }
                    self.found(seat, to, card.effect(), log);
                } else {
                    log.say(format_args!("{{{seat}}}'s shepherd walks {}.", dir.name()));
                    self.arrive(seat, to, true, log);
                }
            }
            Action::Lift { to } => {
                log.say(format_args!("{{{seat}}} rides the Ski Lift."));
                self.arrive(seat, to, true, log);
            }
            Action::Rotate { clockwise } => {
                if let Tile::Card { card, up, rot } = self.tile(from) {
                    let rot = if clockwise {
                        (rot % 4 + 1) % 4
                    } else {
                        (rot % 4 + 3) % 4
                    };
                    self.set(from, Tile::Card { card, up, rot });
                    log.say(format_args!("{{{seat}}} turns their card a quarter turn."));
                }
            }
            Action::Advantage { card, at, rot } => {
                if let Tile::Card { card: old, .. } = self.tile(at) {
                    self.hands[seat].retain(|&c| c != card);
                    self.hands[seat].push(old);
                    // The player now knows the card they took: no taking it back.
                    self.reveals += 1;
                    self.found.push(Found {
                        at,
                        card,
                        laid: true,
                    });
                    self.set(
                        at,
                        Tile::Card {
                            card,
                            up: true,
                            rot,
                        },
                    );
                    log.say(format_args!(
                        "{{{seat}}} plays a {} at {}.",
                        card.name(),
                        at.name()
                    ));
                    self.revealed_from_afar(at, log);
                }
            }
            _ => log.say(format_args!("{{{seat}}} can't move at all and passes.")),
        }
    }

    /// The shepherd of `seat` stepped onto the card they just revealed at `at`.
    fn found(&mut self, seat: Seat, at: Pos, effect: Option<Effect>, log: &mut Log) {
        match effect {
            Some(Effect::Mineshaft) => {
                log.say(format_args!(
                    "{{{seat}}} falls down the Mineshaft and comes out at home."
                ));
                self.send_home(seat, log);
            }
            Some(Effect::DenseFog) => {
                self.shepherds[seat] = at;
                self.fog(at, log);
                // Still standing there: other goats on the card are thrown as usual.
                if self.winner.is_none() && self.shepherds[seat] == at {
                    for s in (0..self.players_n()).filter(|&s| s != seat) {
                        if self.goats[s] == at {
                            self.pending.push(Pending::ThrowGoat { goat: s, at });
                        }
                    }
                }
            }
            Some(Effect::Landslide) | Some(Effect::Waterfall) => {
                self.shepherds[seat] = at;
                self.pending.push(Pending::Aim { at });
            }
            Some(Effect::SkiLift) => {
                // The free ride comes after any throws on arrival.
                self.pending.push(Pending::FreeLift);
                self.arrive(seat, at, true, log);
            }
            _ => self.arrive(seat, at, true, log),
        }
    }

    /// A shepherd moves onto `to` by their own move: throws, the win, the Top's reveal, and the
    /// face-up effects that act on arrival.
    pub(super) fn arrive(&mut self, seat: Seat, to: Pos, own_move: bool, log: &mut Log) {
        if self.winner.is_some() {
            return;
        }
        let effect = self.tile(to).effect();
        match effect {
            Some(Effect::Mineshaft) => {
                log.say(format_args!(
                    "{{{seat}}} leaps into the Mineshaft and comes out at home."
                ));
                self.send_home(seat, log);
                return;
            }
            Some(Effect::Waterfall) if own_move => {
                self.shepherds[seat] = to;
                if let Tile::Card { rot, .. } = self.tile(to) {
                    self.sweep(seat, to, Tile::sweep(rot), 0, log);
                }
                return;
            }
            Some(Effect::Thicket) if own_move => {
                self.lost_turn[seat] = true;
                log.say(format_args!(
                    "{{{seat}}} is caught in the Thicket and loses their next turn."
                ));
            }
            _ => {}
        }
        self.shepherds[seat] = to;
        if self.goats[seat] == to && !effect.is_some_and(Effect::blocks_win) {
            self.winner = Some(seat);
            self.pending.clear();
            // How it was won, in the last line of the log (the end screen's story).
            if own_move {
                log.say(format_args!(
                    "{{{seat}}}'s shepherd reaches their goat at {} and grabs it: {{{seat}}} wins!",
                    to.name()
                ));
            } else {
                log.say(format_args!(
                    "{{{seat}}}'s shepherd lands right on their goat at {}: {{{seat}}} grabs it and wins!",
                    to.name()
                ));
            }
            return;
        }
        if own_move {
            if to == Pos::TOP {
                self.pending.push(Pending::TopReveal);
            }
            // Goats are thrown first (pushed last), then shepherds.
            let others: Vec<Seat> = (0..self.players_n()).filter(|&s| s != seat).collect();
            for &s in &others {
                if self.shepherds[s] == to {
                    self.pending.push(Pending::ThrowShepherd {
                        shepherd: s,
                        at: to,
                    });
                }
            }
            for &s in &others {
                if self.goats[s] == to {
                    self.pending.push(Pending::ThrowGoat { goat: s, at: to });
                }
            }
        }
    }
}
