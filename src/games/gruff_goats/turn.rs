//! Carrying out Gruff Goats actions that the rules accepted: claims and their blocks and pushes,
//! wand uses, the troll and the dragon eating goats, scoring, placing goats, and drawing.

use super::board::{Bridge, Ground, ISLAND};
use super::cards::{Size, Wand};
use super::rules::GruffError;
use super::{Action, Claim, GruffGoats, Phase, Prey, WINNING_POINTS};
use crate::engine::{Log, Seat};

impl GruffGoats {
    /// Carries out an action that `rules::validate` accepted.
    pub(super) fn carry_out(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut Log,
    ) -> Result<(), GruffError> {
        // The phase is taken rather than cloned (a claim holds a list): every arm below sets the
        // next phase, and a refusal puts this one back. Until then it reads as `Phase::Turn`.
        match (std::mem::replace(&mut self.phase, Phase::Turn), action) {
            (Phase::Turn, Action::EndTurn) => self.end_turn(seat, log),
            (Phase::Turn, Action::Claim { wand }) => {
                self.pay(seat, *wand)?;
                self.actions_used += 1;
                // The holder and the symbols are strings to make: only for a log that keeps lines.
                if log.keeps() {
                    let from = self
                        .holder(*wand)
                        .map(|h| format!(" from {{{h}}}"))
                        .unwrap_or_default();
                    log.say(format_args!(
                        "{{{seat}}} claims the {}{from} with {}.",
                        wand.name(),
                        wand.symbols()
                    ));
                }
                let claim = Claim {
                    claimer: seat,
                    wand: *wand,
                    queue: Vec::new(),
                    blocker: None,
                    blocks: 0,
                };
                self.ask_round(claim, log);
            }
            (Phase::Block(mut claim), Action::Block) => {
                if let Err(e) = self.pay(seat, claim.wand) {
                    self.phase = Phase::Block(claim);
                    return Err(e);
                }
                if log.keeps() {
                    log.say(format_args!(
                        "{{{seat}}} blocks with {}!",
                        claim.wand.symbols()
                    ));
                }
                claim.blocker = Some(seat);
                claim.blocks += 1;
                claim.queue.clear();
                self.phase = Phase::Push(claim);
            }
            // An empty queue names nobody to answer (`validate` refuses then too): not now.
            (Phase::Block(mut claim), Action::Allow) if !claim.queue.is_empty() => {
                log.say(format_args!("{{{seat}}} lets it go."));
                claim.queue.remove(0);
                if claim.queue.is_empty() {
                    self.claim_succeeds(&claim, log);
                } else {
                    self.phase = Phase::Block(claim);
                }
            }
            (Phase::Push(mut claim), Action::Push) => {
                if let Err(e) = self.pay(seat, claim.wand) {
                    self.phase = Phase::Push(claim);
                    return Err(e);
                }
                if log.keeps() {
                    log.say(format_args!(
                        "{{{seat}}} pushes again with {}.",
                        claim.wand.symbols()
                    ));
                }
                claim.blocker = None;
                self.ask_round(claim, log);
            }
            (Phase::Push(claim), Action::GiveUp) => {
                log.say(format_args!(
                    "{{{seat}}} gives up: the {} stays where it was.",
                    claim.wand.name()
                ));
                self.after_wand_action(log);
            }
            (Phase::Turn, Action::MoveTroll { troll, to }) => {
                self.pay(seat, Wand::Troll)?;
                self.actions_used += 1;
                log.say(format_args!(
                    "{{{seat}}} moves a troll to the {}.",
                    to.name()
                ));
                *self
                    .trolls
                    .get_mut(*troll)
                    .ok_or(GruffError::TrollBlocked)? = *to;
                let mut eaten = Vec::new();
                self.troll_feeds(*to, &mut eaten, log);
                self.place_or_go_on(eaten, log);
            }
            (Phase::Turn, Action::MoveGoat { size, to }) => {
                self.pay(seat, Wand::Goat(*size))?;
                self.actions_used += 1;
                let goat = self.goat_mut(seat, *size).ok_or(GruffError::NoSuchGoat)?;
                let from = goat.at.ok_or(GruffError::NoSuchGoat)?;
                goat.at = Some(*to);
                log.say(format_args!(
                    "{{{seat}}}'s {} goat steps {}.",
                    size.name(),
                    from.direction_to(*to)
                ));
                let mut waiting = Vec::new();
                if *to == ISLAND {
                    self.scores[seat] += 1;
                    let points = self.scores[seat];
                    let plural = if points == 1 { "" } else { "s" };
                    log.say(format_args!(
                        "{{{seat}}}'s {} goat reaches the island: {points} point{plural}!",
                        size.name(),
                    ));
                    if self.scores[seat] >= WINNING_POINTS {
                        log.say(format_args!("{{{seat}}} wins!"));
                        self.phase = Phase::Over;
                        return Ok(());
                    }
                    self.lift(seat, *size, &mut waiting);
                } else if let Ground::Bridge(b) = to.ground()
                    && self.trolls.contains(&b)
                {
                    self.troll_feeds(b, &mut waiting, log);
                }
                self.place_or_go_on(waiting, log);
            }
            (Phase::Turn, Action::Dragon { prey }) => {
                self.pay(seat, Wand::Dragon)?;
                self.actions_used += 1;
                let mut eaten = Vec::new();
                match *prey {
                    Prey::Goat { owner, size } => {
                        log.say(format_args!(
                            "The dragon swoops and eats {{{owner}}}'s {} goat!",
                            size.name()
                        ));
                        self.lift(owner, size, &mut eaten);
                    }
                    Prey::Troll { troll, to } => {
                        log.say(format_args!(
                            "The dragon eats a troll; it comes back on the {}.",
                            to.name()
                        ));
                        *self.trolls.get_mut(troll).ok_or(GruffError::TrollBlocked)? = to;
                        self.troll_feeds(to, &mut eaten, log);
                    }
                }
                self.place_or_go_on(eaten, log);
            }
            (Phase::Place(mut queue), Action::Place { corner }) if !queue.is_empty() => {
                let (owner, size) = queue.remove(0);
                if let Some(goat) = self.goat_mut(owner, size) {
                    goat.at = Some(corner.square());
                }
                log.say(format_args!(
                    "{{{owner}}} puts their {} goat in the {}.",
                    size.name(),
                    corner.name()
                ));
                self.place_or_go_on(queue, log);
            }
            (phase, _) => {
                self.phase = phase;
                return Err(GruffError::NotNow);
            }
        }
        Ok(())
    }

    /// Discards one card of each suit the wand costs (the first such cards in hand).
    fn pay(&mut self, seat: Seat, wand: Wand) -> Result<(), GruffError> {
        let hand = &mut self.hands[seat];
        for suit in wand.cost() {
            let at = hand
                .iter()
                .position(|c| c.suit() == *suit)
                .ok_or(GruffError::CannotPay(wand))?;
            self.discard.push(hand.remove(at));
        }
        Ok(())
    }

    /// The opponents a claim asks, in order: the wand's holder first, then clockwise from the
    /// claimer.
    pub(super) fn asking_order(&self, claim: &Claim) -> Vec<Seat> {
        self.asking(claim.claimer, claim.wand).collect()
    }

    /// [`GruffGoats::asking_order`] one by one, without a list to allocate.
    fn asking(&self, claimer: Seat, wand: Wand) -> impl Iterator<Item = Seat> + use<> {
        let n = self.hands.len();
        let holder = self.holder(wand).filter(|h| *h != claimer);
        let clockwise = (1..n)
            .map(move |k| (claimer + k) % n)
            .filter(move |s| Some(*s) != holder);
        holder.into_iter().chain(clockwise)
    }

    /// Asks the opponents who can block, in order: the wand's holder first, then clockwise from
    /// the claimer. Nobody able to block means the claim succeeds.
    fn ask_round(&mut self, mut claim: Claim, log: &mut Log) {
        let mut asked = 0;
        claim.queue = self
            .asking(claim.claimer, claim.wand)
            .inspect(|_| asked += 1)
            .filter(|&s| GruffGoats::can_pay(&self.hands[s], claim.wand))
            .collect();
        if claim.queue.len() < asked {
            // Skipping someone tells the claimer they lack the suit: this can't be undone.
            self.reveals += 1;
        }
        if claim.queue.is_empty() {
            self.claim_succeeds(&claim, log);
        } else {
            self.phase = Phase::Block(claim);
        }
    }

    fn claim_succeeds(&mut self, claim: &Claim, log: &mut Log) {
        self.wands[claim.wand.index()] = Some(claim.claimer);
        log.say(format_args!(
            "{{{}}} takes the {}.",
            claim.claimer,
            claim.wand.name()
        ));
        self.after_wand_action(log);
    }

    /// Eats every goat on the bridge `b` (a troll stands there).
    fn troll_feeds(&mut self, b: Bridge, eaten: &mut Vec<(Seat, Size)>, log: &mut Log) {
        let victims: Vec<(Seat, Size)> = self
            .goats
            .iter()
            .filter(|g| g.at == Some(b.square()))
            .map(|g| (g.owner, g.size))
            .collect();
        for (owner, size) in victims {
            log.say(format_args!(
                "The troll on the {} eats {{{owner}}}'s {} goat!",
                b.name(),
                size.name()
            ));
            self.lift(owner, size, eaten);
        }
    }

    /// Takes a goat off the board; its owner will choose a corner for it.
    fn lift(&mut self, owner: Seat, size: Size, waiting: &mut Vec<(Seat, Size)>) {
        if let Some(goat) = self.goat_mut(owner, size) {
            goat.at = None;
            waiting.push((owner, size));
        }
    }

    /// Asks owners to place goats, or goes on with the turn.
    /// Goats eaten together are placed clockwise from the active player, biggest first.
    fn place_or_go_on(&mut self, mut waiting: Vec<(Seat, Size)>, log: &mut Log) {
        let n = self.hands.len();
        let active = self.active;
        crate::engine::sort_short_by_key(&mut waiting, |&(owner, size)| {
            ((owner + n - active) % n, size)
        });
        if waiting.is_empty() {
            self.after_wand_action(log);
        } else {
            self.phase = Phase::Place(waiting);
        }
    }

    /// Back to the active player, or the turn ends when the wand actions are used up.
    fn after_wand_action(&mut self, log: &mut Log) {
        self.phase = Phase::Turn;
        let limit = self.options.wand_actions;
        if limit != 0 && self.actions_used >= limit {
            self.end_turn(self.active, log);
        }
    }

    /// Draws one card (reshuffling the discard pile if the draw pile is empty) and passes play on.
    fn end_turn(&mut self, seat: Seat, log: &mut Log) {
        if self.draw.is_empty() && !self.discard.is_empty() {
            self.draw = std::mem::take(&mut self.discard);
            self.rng.shuffle(&mut self.draw);
            self.reveals += 1;
            log.say(format_args!(
                "The discard pile is shuffled into a new draw pile."
            ));
        }
        if let Some(card) = self.draw.pop() {
            self.hands[seat].push(card);
            crate::engine::sort_short(&mut self.hands[seat]);
            self.reveals += 1;
            log.say(format_args!("{{{seat}}} draws a card."));
        } else {
            log.say(format_args!(
                "{{{seat}}} ends the turn: every card is in a hand, none to draw."
            ));
        }
        self.active = (self.active + 1) % self.hands.len();
        self.actions_used = 0;
        self.turn += 1;
        self.phase = Phase::Turn;
    }
}
