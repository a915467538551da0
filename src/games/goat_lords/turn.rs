//! Carrying out Goat Lords actions that the rules accepted: plays, duels, action cards, escapes
//! (the end of a turn is in turn_end.rs).

use super::cards::{Card, CardId, escapable, extra_plays};
use super::rules::{GoatError, escape_goat};
use super::{Action, Direction, Duel, Effect, GoatLords, Phase, Resume, Stack, Threat};
use crate::engine::{Log, Seat};

impl GoatLords {
    /// Carries out an action that `rules::validate` accepted.
    pub(super) fn carry_out(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut Log,
    ) -> Result<(), GoatError> {
        // Most actions are plays, whose phase holds nothing to take apart (or clone).
        if matches!(self.phase, Phase::Play) {
            self.carry_out_play(seat, action, log)?;
        } else {
            self.carry_out_answer(seat, action, log)?;
        }
        self.refresh_closed();
        Ok(())
    }

    /// Carries out a play by the active player (the phase is [`Phase::Play`]).
    fn carry_out_play(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut Log,
    ) -> Result<(), GoatError> {
        match action {
            Action::Birth { first, second } => {
                self.take_from_hand(seat, *first)?;
                self.take_from_hand(seat, *second)?;
                self.birth(seat, *first, *second, log)?;
                log.say(format_args!(
                    "{{{seat}}} births {}.",
                    twins_text(*first, *second)
                ));
                self.used_play(log);
            }
            Action::AssistedBirth { card } => {
                self.take_from_hand(seat, *card)?;
                let top = self.discard.pop().ok_or(GoatError::EmptyDiscard)?;
                self.birth(seat, *card, top, log)?;
                log.say(format_args!(
                    "{{{seat}}} births {} with help from the discard pile.",
                    twins_text(*card, top)
                ));
                self.used_play(log);
            }
            Action::Duel { target, card } => {
                self.take_from_hand(seat, *card)?;
                let goat = self.places[*target]
                    .open_top()
                    .map(|s| s.goat)
                    .ok_or(GoatError::OnlyBaseStack)?;
                self.plays_left = self.plays_left.saturating_sub(1);
                let unanswerable = self.fire == Some(*target);
                if unanswerable {
                    self.fire = None;
                }
                let duel = Duel {
                    attacker: seat,
                    defender: *target,
                    goat,
                    attack: vec![*card],
                    defence: Vec::new(),
                    defender_to_move: true,
                    unanswerable,
                };
                log.say(format_args!(
                    "{{{seat}}} duels {{{target}}} for their {} stack with a {}.",
                    goat.name(),
                    card.card().name()
                ));
                if self.may_escape(*target) {
                    self.phase = Phase::Escape {
                        target: *target,
                        threat: Threat::Duel(duel),
                    };
                } else {
                    self.start_duel(duel, log);
                }
            }
            Action::Play { card, effect } => {
                self.places[seat].front.retain(|c| c != card);
                self.trash.push(*card);
                self.plays_left = self.plays_left.saturating_sub(1);
                self.actions_left = self.actions_left.saturating_sub(1);
                log.say(format_args!(
                    "{{{seat}}} plays {}{}.",
                    effect.card().name(),
                    target_text(*effect, self.stack_words(*effect))
                ));
                match effect.target() {
                    Some(target) if escapable(effect.card()) && self.may_escape(target) => {
                        self.phase = Phase::Escape {
                            target,
                            threat: Threat::Card {
                                card: *card,
                                effect: *effect,
                            },
                        };
                    }
                    _ => self.resolve_card(seat, *effect, log),
                }
            }
            Action::Discard { card } => {
                self.take_from_hand(seat, *card)?;
                self.discard.push(*card);
                self.plays_left = self.plays_left.saturating_sub(1);
                log.say(format_args!(
                    "{{{seat}}} discards a {} and draws.",
                    card.card().name()
                ));
                self.draw_goats(seat, 1);
                self.trim_or(seat, Resume::Turn, log);
            }
            _ => return Err(GoatError::NotNow),
        }
        Ok(())
    }

    /// Carries out an action in any phase but [`Phase::Play`]: an answer to an attack, a duel
    /// card, trimming action cards or discarding down.
    fn carry_out_answer(
        &mut self,
        seat: Seat,
        action: &Action,
        log: &mut Log,
    ) -> Result<(), GoatError> {
        match (self.phase.clone(), action) {
            (Phase::DiscardDown { .. }, Action::Discard { card }) => {
                self.take_from_hand(seat, *card)?;
                self.discard.push(*card);
                log.say(format_args!(
                    "{{{seat}}} discards a {} down to the hand size.",
                    card.card().name()
                ));
                if self.places[seat].hand.len() <= self.options.hand_size {
                    self.start_restock(log);
                }
            }
            (Phase::Escape { target, threat }, Action::Escape) => {
                let escape = escape_goat(self, target).ok_or(GoatError::NoEscapeGoat)?;
                self.places[target].front.retain(|c| *c != escape);
                self.trash.push(escape);
                match threat {
                    Threat::Duel(duel) => {
                        let stack = self.places[target]
                            .herd
                            .last_mut()
                            .ok_or(GoatError::OnlyBaseStack)?;
                        stack.cards.extend(duel.attack);
                        log.say(format_args!(
                            "{{{target}}} escapes with Escape Goat and keeps the attacking card."
                        ));
                    }
                    Threat::Card { effect, .. } => {
                        log.say(format_args!(
                            "{{{target}}} escapes {} with Escape Goat.",
                            effect.card().name()
                        ));
                    }
                }
                self.continue_turn(log);
            }
            (
                Phase::Escape {
                    target,
                    threat: Threat::Duel(duel),
                },
                Action::Yield,
            ) => {
                log.say(format_args!("{{{target}}} gives up the duel at once."));
                self.attacker_wins(duel, log)?;
            }
            (Phase::Escape { target, threat }, Action::Allow) => match threat {
                Threat::Duel(duel) => self.start_duel(duel, log),
                Threat::Card { effect, .. } => {
                    log.say(format_args!("{{{target}}} does not escape."));
                    self.resolve_card(self.active, effect, log);
                }
            },
            (Phase::Duel(mut duel), Action::Answer { card }) => {
                self.take_from_hand(seat, *card)?;
                if duel.defender_to_move {
                    duel.defence.push(*card);
                } else {
                    duel.attack.push(*card);
                }
                log.say(format_args!(
                    "{{{seat}}} answers with a {}.",
                    card.card().name()
                ));
                duel.defender_to_move = !duel.defender_to_move;
                self.phase = Phase::Duel(duel);
            }
            (Phase::Duel(duel), Action::Yield) => {
                log.say(format_args!("{{{seat}}} gives up the duel."));
                if duel.defender_to_move {
                    self.attacker_wins(duel, log)?;
                } else {
                    self.defender_wins(duel, log)?;
                }
            }
            (Phase::TrimFront { then, .. }, Action::Trash { card }) => {
                self.places[seat].front.retain(|c| c != card);
                self.trash.push(*card);
                log.say(format_args!(
                    "{{{seat}}} trashes {} (three action cards at most).",
                    card.card().name()
                ));
                self.trim_or(seat, then, log);
            }
            _ => return Err(GoatError::NotNow),
        }
        Ok(())
    }

    fn take_from_hand(&mut self, seat: Seat, card: CardId) -> Result<(), GoatError> {
        let hand = &mut self.places[seat].hand;
        let at = hand
            .iter()
            .position(|c| *c == card)
            .ok_or(GoatError::NotInHand)?;
        hand.remove(at);
        Ok(())
    }

    fn birth(&mut self, seat: Seat, a: CardId, b: CardId, _log: &mut Log) -> Result<(), GoatError> {
        let goat = a.card().twins(b.card()).ok_or(GoatError::NotTwins)?;
        let (first, second) = if a.card() == Card::Goat(goat) {
            (b, a)
        } else {
            (a, b)
        };
        self.places[seat].herd.push(Stack {
            goat,
            cards: vec![first, second],
        });
        Ok(())
    }

    /// Whether `target` is asked about Escape Goat: they have face-down action cards and action
    /// cards are still allowed. Anyone with cards in front is asked, so asking gives nothing away.
    fn may_escape(&mut self, target: Seat) -> bool {
        // The attacker may just have played their last card: close action cards first.
        self.refresh_closed();
        !self.actions_closed && !self.places[target].front.is_empty()
    }

    fn start_duel(&mut self, duel: Duel, log: &mut Log) {
        if duel.unanswerable {
            log.say(format_args!(
                "Raining Fire-Goats: {{{}}} cannot answer.",
                duel.defender
            ));
            if self.attacker_wins(duel.clone(), log).is_err() {
                self.phase = Phase::Duel(duel);
            }
        } else {
            self.phase = Phase::Duel(duel);
        }
    }

    fn attacker_wins(&mut self, duel: Duel, log: &mut Log) -> Result<(), GoatError> {
        let victim = &mut self.places[duel.defender];
        if victim.herd.len() < 2 {
            return Err(GoatError::OnlyBaseStack);
        }
        let mut stack = victim.herd.pop().ok_or(GoatError::OnlyBaseStack)?;
        stack.cards.extend(duel.defence.iter().chain(&duel.attack));
        log.say(format_args!(
            "{{{}}} wins the duel and takes a {}-card {} stack.",
            duel.attacker,
            stack.cards.len(),
            stack.goat.name()
        ));
        self.places[duel.attacker].herd.push(stack);
        self.hidden_tops_exposed();
        self.continue_turn(log);
        Ok(())
    }

    fn defender_wins(&mut self, duel: Duel, log: &mut Log) -> Result<(), GoatError> {
        let stack = self.places[duel.defender]
            .herd
            .last_mut()
            .ok_or(GoatError::OnlyBaseStack)?;
        stack.cards.extend(duel.attack.iter().chain(&duel.defence));
        log.say(format_args!(
            "{{{}}} defends and adds the dueled cards to their stack.",
            duel.defender
        ));
        self.continue_turn(log);
        Ok(())
    }

    /// An action card takes effect, then grants its extra plays.
    fn resolve_card(&mut self, seat: Seat, effect: Effect, log: &mut Log) {
        match effect {
            Effect::AtomicGoat { target } => {
                if self.places[target].herd.len() >= 2
                    && let Some(stack) = self.places[target].herd.pop()
                {
                    log.say(format_args!(
                        "{{{target}}}'s {} stack goes up in smoke.",
                        stack.goat.name()
                    ));
                    self.trash.extend(stack.cards);
                    self.hidden_tops_exposed();
                }
            }
            Effect::RussianGoatlette { direction } => self.pass_top_stacks(direction, log),
            Effect::SneakAGoat { target, stack } => {
                let herd = &mut self.places[target].herd;
                if stack >= 1 && stack < herd.len() {
                    let moved = herd.remove(stack);
                    log.say(format_args!(
                        "{{{target}}}'s {} stack is sneaked to the top.",
                        moved.goat.name()
                    ));
                    herd.push(moved);
                    self.hidden_tops_exposed();
                }
            }
            Effect::LoafOfGoat { target } => {
                self.places[target].skip_next = true;
                log.say(format_args!("{{{target}}} will miss their next turn."));
            }
            Effect::HypnotizedGoat { target } => {
                let hand = &mut self.places[target].hand;
                if !hand.is_empty() {
                    let at = self.rng.below(hand.len());
                    let card = hand.remove(at);
                    self.places[seat].hand.push(card);
                    self.reveals += 1;
                    log.say(format_args!(
                        "{{{seat}}} takes a hidden card from {{{target}}}'s hand."
                    ));
                }
            }
            Effect::Goatinhood => self.goatinhood(seat, log),
            Effect::SantyGoat => {
                self.draw_goats(seat, 2);
                log.say(format_args!("{{{seat}}} draws two more goats."));
            }
            Effect::FlowerGoatee => {
                self.draw_goats(seat, 1);
                log.say(format_args!("{{{seat}}} draws one more goat."));
            }
            Effect::RainingFireGoats { target } => {
                self.fire = Some(target);
                log.say(format_args!(
                    "{{{target}}} cannot answer {{{seat}}}'s next duel this turn."
                ));
            }
        }
        match extra_plays(effect.card()) {
            0 => {}
            1 => {
                self.plays_left += 1;
                self.actions_left = 0;
            }
            n => {
                self.plays_left += n;
                self.actions_left = 1;
            }
        }
        self.trim_or(seat, Resume::Turn, log);
    }

    /// Russian Goatlette: each player with a herd passes their top stack to the next player with
    /// a herd in that direction. Players without a herd neither give nor receive.
    fn pass_top_stacks(&mut self, direction: Direction, log: &mut Log) {
        let herded: Vec<Seat> = (0..self.places.len())
            .filter(|&s| self.places[s].has_herd())
            .collect();
        let k = herded.len();
        let tops: Vec<Option<Stack>> = herded.iter().map(|&s| self.places[s].herd.pop()).collect();
        for (i, top) in tops.into_iter().enumerate() {
            if let Some(stack) = top {
                let to = match direction {
                    Direction::Left => herded[(i + 1) % k],
                    Direction::Right => herded[(i + k - 1) % k],
                };
                self.places[to].herd.push(stack);
            }
        }
        self.hidden_tops_exposed();
        let way = if direction == Direction::Left {
            "left"
        } else {
            "right"
        };
        log.say(format_args!(
            "Every herd passes its top stack to the {way}."
        ));
    }

    fn goatinhood(&mut self, seat: Seat, log: &mut Log) {
        let n = self.places.len();
        self.reveals += 1;
        for k in 1..n {
            let asked = (seat + k) % n;
            if !self.places[asked].has_herd() {
                continue;
            }
            let hand = &self.places[asked].hand;
            let best = hand
                .iter()
                .copied()
                .filter(|c| matches!(c.card(), Card::Wild(_)))
                .max_by_key(|c| (c.points(), std::cmp::Reverse(c.0)));
            match best {
                Some(wild) => {
                    self.places[asked].hand.retain(|c| *c != wild);
                    self.places[seat].hand.push(wild);
                    log.say(format_args!(
                        "{{{asked}}} hands over a {}.",
                        wild.card().name()
                    ));
                    return;
                }
                None => log.say(format_args!("{{{asked}}} has no wild.")),
            }
        }
        log.say(format_args!("Nobody had a wild to give."));
    }

    /// Draws until `seat` has drawn `goats` goat cards or the pile is empty; action cards drawn on
    /// the way go face down in front of the player.
    pub(super) fn draw_goats(&mut self, seat: Seat, goats: usize) {
        let mut got = 0;
        while got < goats {
            let Some(card) = self.draw.pop() else { break };
            self.reveals += 1;
            match card.card() {
                Card::Action(_) => self.places[seat].front.push(card),
                _ => {
                    self.places[seat].hand.push(card);
                    got += 1;
                }
            }
        }
    }
}

/// "twin Xs", "a X with a Wild" or "a X and a Y", written only when a log keeps the line.
struct TwinsText(CardId, CardId);

impl std::fmt::Display for TwinsText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.0.card(), self.1.card()) {
            (x, y) if x == y => write!(f, "twin {}s", x.name()),
            (Card::Wild(w), g) | (g, Card::Wild(w)) => {
                write!(f, "a {} with a {}", g.name(), Card::Wild(w).name())
            }
            (x, y) => write!(f, "a {} and a {}", x.name(), y.name()),
        }
    }
}

fn twins_text(a: CardId, b: CardId) -> TwinsText {
    TwinsText(a, b)
}

/// Whom or where an effect is aimed at (" on {1}", " to the left"...), written only when a log
/// keeps the line; a stack aimed at is named as every player sees it (see
/// [`GoatLords::stack_words`]).
struct TargetText(Effect, StackWords);

/// A stack as every player sees it: by the goat on show where all can see it, else by its
/// place in the herd (a buried stack is face down to the others without look-through).
#[derive(Clone, Copy)]
enum StackWords {
    None,
    Goat(&'static str, bool),
    Buried(usize),
}

impl GoatLords {
    /// How the log names the stack `effect` aims at (Sneak a Goat), as every player sees it.
    fn stack_words(&self, effect: Effect) -> StackWords {
        let Effect::SneakAGoat { target, stack } = effect else {
            return StackWords::None;
        };
        let Some(herd) = self.places.get(target).map(|p| &p.herd) else {
            return StackWords::None;
        };
        let on_top = stack + 1 == herd.len();
        match herd.get(stack) {
            Some(s) if on_top || self.options.look_through => {
                StackWords::Goat(s.goat.name(), stack == 0)
            }
            Some(_) => StackWords::Buried(stack),
            None => StackWords::None,
        }
    }
}

impl std::fmt::Display for TargetText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            Effect::RussianGoatlette {
                direction: Direction::Left,
            } => f.write_str(" to the left"),
            Effect::RussianGoatlette {
                direction: Direction::Right,
            } => f.write_str(" to the right"),
            Effect::SneakAGoat { target, .. } => match self.1 {
                StackWords::Goat(goat, true) => {
                    write!(f, " on {{{target}}}'s Base Stack ({goat} on show)")
                }
                StackWords::Goat(goat, false) => write!(f, " on {{{target}}}'s {goat} stack"),
                StackWords::Buried(0) => write!(f, " on {{{target}}}'s face-down Base Stack"),
                StackWords::Buried(n) => write!(
                    f,
                    " on {{{target}}}'s face-down {} stack from the base",
                    crate::engine::words::ordinal(n + 1)
                ),
                StackWords::None => write!(f, " on {{{target}}}"),
            },
            effect => match effect.target() {
                Some(t) => write!(f, " on {{{t}}}"),
                None => Ok(()),
            },
        }
    }
}

fn target_text(effect: Effect, stack: StackWords) -> TargetText {
    TargetText(effect, stack)
}
