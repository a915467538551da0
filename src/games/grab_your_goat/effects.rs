//! What the effect cards do, and where a shepherd ends up who did not move there themselves:
//! pushes, throws and sweeps, Dense Fog, Landslides, Waterfalls, Mineshafts and Steep Cliffs.

use super::board::{Dir, Effect, Pos, Tile};
use super::{Found, GrabYourGoat, Pending};
use crate::engine::{Log, Seat};

/// How many Waterfalls in a row may sweep one shepherd before they give up and go home.
const MAX_SWEEPS: u8 = 8;

impl GrabYourGoat {
    /// A shepherd lands on `to` without moving there themselves (pushed, swept, thrown, or the
    /// card under them changed): Steep Cliffs and Mineshafts send them home, Waterfalls sweep
    /// them on, Thickets hold them; they win if their goat is there.
    pub(super) fn land(&mut self, seat: Seat, to: Pos, sweeps: u8, log: &mut Log) {
        if self.winner.is_some() {
            return;
        }
        let tile = self.tile(to);
        match tile.effect() {
            // A Waterfall still to be aimed sweeps when it is aimed.
            Some(Effect::Waterfall) if self.pending.contains(&Pending::Aim { at: to }) => {
                self.shepherds[seat] = to;
            }
            _ if !tile.face_up() => self.send_home(seat, log),
            Some(Effect::SteepCliff) | Some(Effect::Mineshaft) => {
                log.say(format_args!(
                    "{{{seat}}}'s shepherd tumbles down and wakes up at home."
                ));
                self.send_home(seat, log);
            }
            Some(Effect::Waterfall) => {
                if let Tile::Card { rot, .. } = tile {
                    self.shepherds[seat] = to;
                    self.sweep(seat, to, Tile::sweep(rot), sweeps, log);
                }
            }
            Some(Effect::Thicket) => {
                self.lost_turn[seat] = true;
                log.say(format_args!(
                    "{{{seat}}}'s shepherd lands in a Thicket and loses their next turn."
                ));
                self.arrive(seat, to, false, log);
            }
            _ => self.arrive(seat, to, false, log),
        }
    }

    /// Puts a shepherd onto `p` without their moving there (pushed, thrown, swept): the card turns
    /// face up if it was down (a Dense Fog found so lands them itself), then they land.
    pub(super) fn put_shepherd(&mut self, seat: Seat, p: Pos, sweeps: u8, log: &mut Log) {
        if self.winner.is_some() {
            return;
        }
        self.shepherds[seat] = p;
        let fog = matches!(self.tile(p), Tile::Card { card, up: false, .. } if card.effect() == Some(Effect::DenseFog));
        self.flip_if_down(p, log);
        if !fog {
            self.land(seat, p, sweeps, log);
        }
    }

    /// A Waterfall at `from` sweeps the shepherd one card `dir`.
    pub(super) fn sweep(&mut self, seat: Seat, from: Pos, dir: Dir, sweeps: u8, log: &mut Log) {
        if self.winner.is_some() {
            return;
        }
        log.say(format_args!(
            "The Waterfall sweeps {{{seat}}}'s shepherd {}.",
            dir.name()
        ));
        match from.step(dir) {
            Some(p) if sweeps < MAX_SWEEPS => self.put_shepherd(seat, p, sweeps + 1, log),
            _ => {
                log.say(format_args!(
                    "{{{seat}}} is swept away and wakes up at home."
                ));
                self.send_home(seat, log);
            }
        }
    }

    pub(super) fn send_home(&mut self, seat: Seat, log: &mut Log) {
        let home = Pos::house(seat);
        self.shepherds[seat] = home;
        if self.goats[seat] == home && self.winner.is_none() {
            self.winner = Some(seat);
            self.pending.clear();
            log.say(format_args!(
                "{{{seat}}}'s goat was waiting at home: {{{seat}}} wins!"
            ));
        }
    }

    /// Turns a face-down card face up where it lies (pushed or swept onto, or revealed from the
    /// Top or by an advantage card), resolving its effect.
    pub(super) fn flip_if_down(&mut self, at: Pos, log: &mut Log) {
        if let Tile::Card {
            card, up: false, ..
        } = self.tile(at)
        {
            self.reveals += 1;
            self.turn_up(at);
            log.say(format_args!(
                "The card at {} turns out to be a {}.",
                at.name(),
                card.name()
            ));
            self.revealed_from_afar(at, log);
        }
    }

    /// Turns the card at `at` face up where it lies, as it was dealt.
    pub(super) fn turn_up(&mut self, at: Pos) {
        if let Tile::Card { card, rot, .. } = self.tile(at) {
            self.found.push(Found {
                at,
                card,
                laid: false,
            });
            self.set(
                at,
                Tile::Card {
                    card,
                    up: true,
                    rot,
                },
            );
        }
    }

    /// A card just turned face up at `at` other than by stepping onto it.
    pub(super) fn revealed_from_afar(&mut self, at: Pos, log: &mut Log) {
        match self.tile(at).effect() {
            Some(Effect::DenseFog) => self.fog(at, log),
            Some(Effect::Landslide) | Some(Effect::Waterfall) => {
                self.pending.push(Pending::Aim { at })
            }
            _ => {}
        }
    }

    /// The Landslide or Waterfall at `at` takes the way `dir`.
    pub(super) fn aim(&mut self, at: Pos, dir: Dir, log: &mut Log) {
        match self.tile(at) {
            Tile::Card { card, up: true, .. } if card.effect() == Some(Effect::Waterfall) => {
                log.say(format_args!(
                    "The Waterfall at {} flows {}.",
                    at.name(),
                    dir.name()
                ));
                let up = true;
                self.set(
                    at,
                    Tile::Card {
                        card,
                        up,
                        rot: dir as u8,
                    },
                );
                let swept: Vec<Seat> = (0..self.players_n())
                    .filter(|&s| self.shepherds[s] == at)
                    .collect();
                for s in swept {
                    self.sweep(s, at, dir, 0, log);
                }
            }
            Tile::Card { card, up: true, .. } if card.effect() == Some(Effect::Landslide) => {
                log.say(format_args!(
                    "The Landslide sweeps the mountain {} of {}.",
                    dir.name(),
                    at.name()
                ));
                let mut line = vec![at];
                while let Some(next) = line.last().and_then(|p| p.step(dir)) {
                    line.push(next);
                }
                let line: Vec<Pos> = line
                    .into_iter()
                    .filter(|&p| matches!(self.tile(p), Tile::Card { .. }))
                    .collect();
                for s in 0..self.players_n() {
                    if line.contains(&self.shepherds[s]) {
                        log.say(format_args!(
                            "{{{s}}}'s shepherd is carried home by the Landslide."
                        ));
                        self.send_home(s, log);
                    }
                }
                self.replace(&line);
            }
            _ => {}
        }
    }

    /// Dense Fog at `at`: every face-up card nobody stands on goes back into the deck and is
    /// replaced face down; then the Fog itself is discarded and replaced.
    pub(super) fn fog(&mut self, at: Pos, log: &mut Log) {
        log.say(format_args!("Dense Fog rolls over the mountain."));
        let clear: Vec<Pos> = Pos::all()
            .filter(|&p| p != at && !self.shepherds.contains(&p))
            .filter(|&p| matches!(self.tile(p), Tile::Card { up: true, .. }))
            .collect();
        self.replace(&clear);
        if let Tile::Card { card, .. } = self.tile(at) {
            self.discard.push(card);
            let under: Vec<Seat> = (0..self.players_n())
                .filter(|&s| self.shepherds[s] == at)
                .collect();
            match self.deck.pop() {
                Some(new) => {
                    let rot = self.rng.below(4) as u8;
                    // Under a shepherd the new card lies face up; elsewhere face down.
                    let up = !under.is_empty();
                    self.set(at, Tile::Card { card: new, up, rot });
                    if up {
                        self.reveals += 1;
                        self.found.push(Found {
                            at,
                            card: new,
                            laid: false,
                        });
                        log.say(format_args!("A {} appears under the shepherd.", new.name()));
                        self.revealed_from_afar(at, log);
                    }
                    // (A second Fog dealt here has landed them already.)
                    if matches!(self.tile(at), Tile::Card { card, .. } if card == new) {
                        for s in under {
                            self.land(s, at, 0, log);
                        }
                    }
                }
                None => {
                    self.set(at, Tile::Gap);
                    for s in under {
                        self.send_home(s, log);
                    }
                }
            }
        }
    }

    /// Puts the cards at `places` back in the deck, shuffles, and deals new face-down cards there.
    pub(super) fn replace(&mut self, places: &[Pos]) {
        for &p in places {
            if let Tile::Card { card, .. } = self.tile(p) {
                self.deck.push(card);
                self.set(p, Tile::Gap);
            }
        }
        let mut deck = std::mem::take(&mut self.deck);
        self.rng.shuffle(&mut deck);
        self.deck = deck;
        for &p in places {
            if let Some(card) = self.deck.pop() {
                let rot = self.rng.below(4) as u8;
                self.set(
                    p,
                    Tile::Card {
                        card,
                        up: false,
                        rot,
                    },
                );
            }
        }
    }
}
