//! Carrying BattleGoats actions out: the draft, the layout, fights and powers, and what follows
//! them (the next turn, the end, or the last-two question).

use super::{Action, BattleGoats, CELLS, Phase, Placed, Power, Spot, fight};
use crate::engine::{Log, Seat};

impl BattleGoats {
    pub(super) fn start_turn(&mut self, seat: Seat) {
        for (up, field) in self.up_at_start.iter_mut().zip(&self.fields) {
            for cell in 0..CELLS {
                up[cell] = field[cell].is_some_and(|p| p.face_up);
            }
        }
        self.phase = Phase::Turn { seat };
    }

    /// The next seat after `seat`, clockwise, that still has cards.
    fn next_alive(&self, seat: Seat) -> Option<Seat> {
        let n = self.players_n();
        (1..=n)
            .map(|k| (seat + k) % n)
            .find(|&s| self.fields[s].iter().any(Option::is_some))
    }

    /// After a fight or a power: the game ends, the last two are asked, or play passes on.
    fn after_action(&mut self, seat: Seat, fighters: &[Seat], log: &mut Log) {
        let alive = self.alive();
        match alive.len() {
            1 => {
                log.say(format_args!(
                    "{{{}}} has the last card in play and wins.",
                    alive[0]
                ));
                self.phase = Phase::Over { winners: alive };
            }
            0 => {
                let mut seats: Vec<Seat> = fighters.to_vec();
                seats.dedup();
                if seats.len() == 2 {
                    log.say(format_args!(
                        "The last two cards fell together: share the victory, or both lose?"
                    ));
                    self.phase = Phase::Ask {
                        seats,
                        answers: Vec::new(),
                    };
                } else {
                    // Not reachable (a fight has two sides), but never crown a player with no cards.
                    self.phase = Phase::Over {
                        winners: Vec::new(),
                    };
                }
            }
            _ => {
                let next = self.next_alive(seat).unwrap_or(alive[0]);
                self.start_turn(next);
            }
        }
    }

    fn fight(&mut self, seat: Seat, with: usize, target: Spot, log: &mut Log) {
        let mine = Spot { seat, cell: with };
        let fight = fight::resolve(self, mine, target);
        for (spot, term) in [(mine, &fight.attacker), (target, &fight.defender)] {
            self.shown.insert(term.card);
            if let Some(p) = self.fields[spot.seat][spot.cell].as_mut() {
                p.face_up = false;
            }
        }
        if log.keeps() {
            log.push(fight.describe());
        }
        for (spot, term) in [(mine, &fight.attacker), (target, &fight.defender)] {
            if term.defeated {
                self.fields[spot.seat][spot.cell] = None;
                self.discards[spot.seat].push(term.card);
            }
        }
        self.reveals += 1;
        self.played(seat, Some(fight));
        self.set_powered(seat, false);
        self.after_action(seat, &[seat, target.seat], log);
    }

    fn use_power(&mut self, seat: Seat, with: usize, target: Spot, log: &mut Log) {
        let Some(user) = self.fields[seat][with] else {
            return;
        };
        let power = user.card.card().power;
        let name = user.card.name();
        // Using a power shows the card that has it (as it would be shown across a table).
        self.shown.insert(user.card);
        self.reveals += 1;
        match power {
            Some(Power::Peek) => {
                if let Some(p) = self.at(target) {
                    self.known[seat].insert(p.card);
                    self.reveals += 1;
                }
                log.say(format_args!(
                    "{{{seat}}}'s {name} peeks at a card of {{{}}}'s.",
                    target.seat
                ));
            }
            Some(Power::Reveal) => {
                if let Some(p) = self.fields[target.seat][target.cell].as_mut() {
                    p.face_up = true;
                    self.shown.insert(p.card);
                    log.say(format_args!(
                        "{{{seat}}}'s {name} reveals {{{}}}'s {}.",
                        target.seat,
                        p.card.name()
                    ));
                }
            }
            Some(Power::Hide) => {
                if let Some(p) = self.fields[seat][target.cell].as_mut() {
                    p.face_up = false;
                    log.say(format_args!(
                        "{{{seat}}}'s {name} hides their {}.",
                        p.card.name()
                    ));
                }
            }
            Some(Power::Mend) => {
                self.mended.insert(user.card);
                if let Some(card) = self.discards[seat].pop() {
                    self.fields[seat][target.cell] = Some(Placed {
                        card,
                        face_up: false,
                    });
                    log.say(format_args!(
                        "{{{seat}}}'s {name} mends {} back onto the battlefield (its one Mend).",
                        card.name()
                    ));
                }
            }
            None => {}
        }
        self.played(seat, None);
        self.set_powered(seat, true);
        self.after_action(seat, &[seat], log);
    }

    /// Carries out a validated action.
    pub(super) fn carry_out(&mut self, seat: Seat, action: &Action, log: &mut Log) {
        let n = self.players_n();
        match action {
            Action::Pick { card } => {
                self.packs[seat].retain(|c| c != card);
                self.hands[seat].push(*card);
                self.done[seat] = true;
                log.say(format_args!("{{{seat}}} keeps a card."));
                if self.done.iter().all(|&d| d) {
                    // Pass to the right: the previous seat clockwise receives your pack.
                    let mut packs = vec![Vec::new(); n];
                    for (s, pack) in self.packs.drain(..).enumerate() {
                        packs[(s + n - 1) % n] = pack;
                    }
                    self.packs = packs;
                    self.done = vec![false; n];
                    if self.packs.iter().all(Vec::is_empty) {
                        self.phase = Phase::Layout;
                    }
                }
            }
            Action::Place { card, cell } => {
                self.hands[seat].retain(|c| c != card);
                self.fields[seat][*cell] = Some(Placed {
                    card: *card,
                    face_up: false,
                });
            }
            Action::Lift { cell } => {
                if let Some(p) = self.fields[seat][*cell].take() {
                    self.hands[seat].push(p.card);
                }
            }
            Action::Ready => {
                self.done[seat] = true;
                self.finished.push(seat);
                log.say(format_args!("{{{seat}}} has laid out their battlefield."));
                if self.done.iter().all(|&d| d) {
                    self.phase = Phase::ChooseFirst {
                        chooser: self.finished[0],
                    };
                }
            }
            Action::First { seat: first } => {
                log.say(format_args!(
                    "{{{seat}}} chooses {{{first}}} to attack first."
                ));
                self.start_turn(*first);
            }
            Action::Attack { with, target } => self.fight(seat, *with, *target, log),
            Action::Use { with, target } => self.use_power(seat, *with, *target, log),
            Action::Share { share } => {
                // A secret vote: nobody hears an answer until both have answered.
                log.say(format_args!("{{{seat}}} has answered."));
                if let Phase::Ask { seats, answers } = &mut self.phase {
                    answers.push(*share);
                    if answers.len() == seats.len() {
                        for (s, a) in seats.iter().zip(answers.iter()) {
                            log.say(format_args!(
                                "{{{s}}} {}",
                                if *a {
                                    "would share the victory."
                                } else {
                                    "would rather both lose."
                                }
                            ));
                        }
                        let winners = if answers.iter().all(|&a| a) {
                            seats.clone()
                        } else {
                            Vec::new()
                        };
                        self.phase = Phase::Over { winners };
                    }
                }
            }
        }
    }
}
