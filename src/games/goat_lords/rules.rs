//! What is legal in Goat Lords: checking an action, listing a seat's legal actions, and the
//! invariants that must hold at every moment of a game.

use super::cards::{ActionCard, Card, CardId, DECK_SIZE, Goat};
use super::{Action, Direction, Effect, GoatLords, MAX_FRONT, Phase, Threat};
use crate::engine::Seat;

/// Why an action was refused, in words a player understands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GoatError {
    /// The game has ended.
    GameOver,
    /// Someone else must act now.
    NotYourTurn,
    /// That kind of action is not what the game is waiting for.
    NotNow,
    /// The card is not in your hand.
    NotInHand,
    /// The action card is not in front of you.
    NotInFront,
    /// The two cards cannot be born together.
    NotTwins,
    /// Birth cards must be named in deck order.
    CardOrder,
    /// The discard pile is empty.
    EmptyDiscard,
    /// You need a birth before you can do that.
    NoHerd,
    /// That seat is not an opponent.
    NotOpponent,
    /// The opponent has not birthed yet.
    TargetNoHerd,
    /// The opponent has only a Base Stack, which is protected.
    OnlyBaseStack,
    /// The card does not match the goat at stake.
    DoesNotMatch(Goat),
    /// No more action cards this turn.
    NoActionCardsLeft,
    /// Action cards are closed: someone ran out of cards with the draw pile gone.
    ActionsClosed,
    /// The effect does not belong to that card.
    WrongEffect,
    /// Escape Goat is played only in answer to an attack.
    EscapeOnlyAsAnswer,
    /// You have no Escape Goat to play.
    NoEscapeGoat,
    /// No such stack can be moved.
    NotAStack,
    /// That player already misses their next turn.
    AlreadySkipping,
    /// That player's hand is empty.
    EmptyHand,
}

impl std::fmt::Display for GoatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            GoatError::GameOver => "The game is over.",
            GoatError::NotYourTurn => "It is not your turn to act.",
            GoatError::NotNow => "That can't be done at this moment.",
            GoatError::NotInHand => "That card is not in your hand.",
            GoatError::NotInFront => "That action card is not in front of you.",
            GoatError::NotTwins => {
                "Those cards are not twins: two identical goats, or a goat and one wild."
            }
            GoatError::CardOrder => "Name the two birth cards in deck order.",
            GoatError::EmptyDiscard => "The discard pile is empty.",
            GoatError::NoHerd => "You need a birth in your herd first.",
            GoatError::NotOpponent => "Choose one of your opponents.",
            GoatError::TargetNoHerd => "Both of you must have birthed first.",
            GoatError::OnlyBaseStack => {
                "That player has only a Base Stack, which can't be touched."
            }
            GoatError::DoesNotMatch(goat) => {
                return write!(f, "Only a {} or a wild can be played here.", goat.name());
            }
            GoatError::NoActionCardsLeft => "No more action cards may be played this turn.",
            GoatError::ActionsClosed => "Action cards are over: a player has run out of cards.",
            GoatError::WrongEffect => "That card does not do that.",
            GoatError::EscapeOnlyAsAnswer => "Escape Goat is only played when you are attacked.",
            GoatError::NoEscapeGoat => "You have no Escape Goat.",
            GoatError::NotAStack => "Choose a buried stack that is not the Base Stack.",
            GoatError::AlreadySkipping => "That player already misses their next turn.",
            GoatError::EmptyHand => "That player has no cards in hand.",
        };
        f.write_str(text)
    }
}

impl std::error::Error for GoatError {}

/// Checks `action` by `seat` against the current position.
pub(super) fn validate(game: &GoatLords, seat: Seat, action: &Action) -> Result<(), GoatError> {
    let to_act = game.seat_to_act().ok_or(GoatError::GameOver)?;
    if seat != to_act {
        return Err(GoatError::NotYourTurn);
    }
    validate_move(game, seat, action)
}

/// Checks `action` by `seat`, the seat that must act.
fn validate_move(game: &GoatLords, seat: Seat, action: &Action) -> Result<(), GoatError> {
    let place = &game.places[seat];
    let in_hand = |card: &CardId| {
        if place.hand.contains(card) {
            Ok(())
        } else {
            Err(GoatError::NotInHand)
        }
    };
    match (&game.phase, action) {
        (Phase::Play, Action::Birth { first, second }) => {
            in_hand(first)?;
            in_hand(second)?;
            if first >= second {
                return Err(GoatError::CardOrder);
            }
            first
                .card()
                .twins(second.card())
                .map(|_| ())
                .ok_or(GoatError::NotTwins)
        }
        (Phase::Play, Action::AssistedBirth { card }) => {
            in_hand(card)?;
            let top = game.discard.last().ok_or(GoatError::EmptyDiscard)?;
            card.card()
                .twins(top.card())
                .map(|_| ())
                .ok_or(GoatError::NotTwins)
        }
        (Phase::Play, Action::Duel { target, card }) => {
            if !place.has_herd() {
                return Err(GoatError::NoHerd);
            }
            let goat = open_top(game, seat, *target)?;
            in_hand(card)?;
            matches(*card, goat)
        }
        (Phase::Play, Action::Play { card, effect }) => validate_play(game, seat, *card, *effect),
        (Phase::Play | Phase::DiscardDown { .. }, Action::Discard { card }) => in_hand(card),
        (Phase::Escape { .. }, Action::Escape) => {
            if game.actions_closed {
                Err(GoatError::ActionsClosed)
            } else if escape_goat(game, seat).is_none() {
                Err(GoatError::NoEscapeGoat)
            } else {
                Ok(())
            }
        }
        (Phase::Escape { .. }, Action::Allow)
        | (Phase::Duel(_), Action::Yield)
        | (
            Phase::Escape {
                threat: Threat::Duel(_),
                ..
            },
            Action::Yield,
        ) => Ok(()),
        (Phase::Duel(duel), Action::Answer { card }) => {
            in_hand(card)?;
            matches(*card, duel.goat)
        }
        (Phase::TrimFront { .. }, Action::Trash { card }) => {
            if place.front.contains(card) {
                Ok(())
            } else {
                Err(GoatError::NotInFront)
            }
        }
        _ => Err(GoatError::NotNow),
    }
}

fn matches(card: CardId, goat: Goat) -> Result<(), GoatError> {
    if card.card().matches(goat) {
        Ok(())
    } else {
        Err(GoatError::DoesNotMatch(goat))
    }
}

/// The goat on `target`'s open top stack, if `seat` may go after it.
fn open_top(game: &GoatLords, seat: Seat, target: Seat) -> Result<Goat, GoatError> {
    let victim = opponent(game, seat, target)?;
    victim
        .open_top()
        .map(|s| s.goat)
        .ok_or(GoatError::OnlyBaseStack)
}

fn opponent(game: &GoatLords, seat: Seat, target: Seat) -> Result<&super::Place, GoatError> {
    if target == seat {
        return Err(GoatError::NotOpponent);
    }
    let victim = game.places.get(target).ok_or(GoatError::NotOpponent)?;
    if victim.has_herd() {
        Ok(victim)
    } else {
        Err(GoatError::TargetNoHerd)
    }
}

/// The first Escape Goat in front of `seat`.
pub(super) fn escape_goat(game: &GoatLords, seat: Seat) -> Option<CardId> {
    game.places[seat]
        .front
        .iter()
        .copied()
        .find(|c| c.card() == Card::Action(ActionCard::EscapeGoat))
}

fn validate_play(
    game: &GoatLords,
    seat: Seat,
    card: CardId,
    effect: Effect,
) -> Result<(), GoatError> {
    let place = &game.places[seat];
    if game.actions_closed {
        return Err(GoatError::ActionsClosed);
    }
    if game.actions_left == 0 {
        return Err(GoatError::NoActionCardsLeft);
    }
    if !place.front.contains(&card) {
        return Err(GoatError::NotInFront);
    }
    match card.card() {
        Card::Action(ActionCard::EscapeGoat) => return Err(GoatError::EscapeOnlyAsAnswer),
        Card::Action(kind) if kind == effect.card() => {}
        _ => return Err(GoatError::WrongEffect),
    }
    if !place.has_herd() {
        return Err(GoatError::NoHerd);
    }
    match effect {
        Effect::AtomicGoat { target } | Effect::RainingFireGoats { target } => {
            open_top(game, seat, target).map(|_| ())
        }
        Effect::SneakAGoat { target, stack } => {
            let victim = opponent(game, seat, target)?;
            if stack >= 1 && stack < victim.herd.len().saturating_sub(1) {
                Ok(())
            } else {
                Err(GoatError::NotAStack)
            }
        }
        Effect::LoafOfGoat { target } => {
            if opponent(game, seat, target)?.skip_next {
                Err(GoatError::AlreadySkipping)
            } else {
                Ok(())
            }
        }
        Effect::HypnotizedGoat { target } => {
            if opponent(game, seat, target)?.hand.is_empty() {
                Err(GoatError::EmptyHand)
            } else {
                Ok(())
            }
        }
        Effect::RussianGoatlette { .. }
        | Effect::Goatinhood
        | Effect::SantyGoat
        | Effect::FlowerGoatee => Ok(()),
    }
}

/// Every legal action for `seat`, in a fixed order: births, assisted births, duels (by target),
/// action cards (by card in front, then by effect), discards. The list is exactly what
/// [`validate`] accepts among the candidates of the phase, built directly rather than by listing
/// candidates and filtering them, since the bots and the harness ask for it at every step. The
/// tests check it against that filter.
pub(super) fn legal_actions(game: &GoatLords, seat: Seat) -> Vec<Action> {
    if game.seat_to_act() != Some(seat) {
        return Vec::new();
    }
    let place = &game.places[seat];
    let hand = &place.hand;
    match &game.phase {
        Phase::Play => {
            // Room for the discards and the few births, duels and plays a hand usually has; a
            // longer list grows. Kept small so the list is cheap to allocate and free.
            let mut out = Vec::with_capacity(2 * hand.len() + 4);
            for (i, &a) in hand.iter().enumerate() {
                for &b in &hand[i + 1..] {
                    // Most pairs are not twins: ask that first (it doesn't depend on the order).
                    if !a.twins_with(b) {
                        continue;
                    }
                    let (first, second) = if a < b { (a, b) } else { (b, a) };
                    // The same id twice (only in a damaged save) is not a birth.
                    if first < second {
                        out.push(Action::Birth { first, second });
                    }
                }
            }
            if let Some(&top) = game.discard.last() {
                for &card in hand {
                    if card.twins_with(top) {
                        out.push(Action::AssistedBirth { card });
                    }
                }
            }
            if place.has_herd() {
                for target in 0..game.places.len() {
                    if let Ok(goat) = open_top(game, seat, target) {
                        for &card in hand {
                            if card.card().matches(goat) {
                                out.push(Action::Duel { target, card });
                            }
                        }
                    }
                }
            }
            if !game.actions_closed && game.actions_left > 0 && place.has_herd() {
                for &card in &place.front {
                    if let Card::Action(kind) = card.card() {
                        push_plays(game, seat, card, kind, &mut out);
                    }
                }
            }
            out.extend(hand.iter().map(|&card| Action::Discard { card }));
            out
        }
        Phase::Escape { threat, .. } => {
            let mut out = Vec::with_capacity(3);
            if !game.actions_closed && escape_goat(game, seat).is_some() {
                out.push(Action::Escape);
            }
            out.push(Action::Allow);
            // A duel may be given up before it starts (one tap for a defender with no answer).
            if matches!(threat, Threat::Duel(_)) {
                out.push(Action::Yield);
            }
            out
        }
        Phase::Duel(duel) => {
            let mut out = Vec::with_capacity(hand.len() + 1);
            for &card in hand {
                if card.card().matches(duel.goat) {
                    out.push(Action::Answer { card });
                }
            }
            out.push(Action::Yield);
            out
        }
        Phase::TrimFront { .. } => place
            .front
            .iter()
            .map(|&card| Action::Trash { card })
            .collect(),
        Phase::DiscardDown { .. } => hand.iter().map(|&card| Action::Discard { card }).collect(),
        Phase::Over => Vec::new(),
    }
}

/// Whether `seat`, the seat to act, has any legal action at all: [`legal_actions`] is not empty.
/// In play a card in hand can always be discarded, so the whole list is only worked out when the
/// hand is empty.
pub(super) fn has_legal_action(game: &GoatLords, seat: Seat) -> bool {
    if matches!(game.phase, Phase::Play)
        && game.seat_to_act() == Some(seat)
        && game.places.get(seat).is_some_and(|p| !p.hand.is_empty())
    {
        return true;
    }
    !legal_actions(game, seat).is_empty()
}

/// Appends the legal plays of the action card `card` (of kind `kind`, in front of `seat`, who may
/// play an action card now), in a fixed order: untargeted effects first, then by
/// target, a Sneak-A-Goat by stack.
fn push_plays(game: &GoatLords, seat: Seat, card: CardId, kind: ActionCard, out: &mut Vec<Action>) {
    let mut play = |effect: Effect| out.push(Action::Play { card, effect });
    match kind {
        // Escape Goat is only played in answer to an attack.
        ActionCard::EscapeGoat => {}
        ActionCard::RussianGoatlette => {
            play(Effect::RussianGoatlette {
                direction: Direction::Left,
            });
            play(Effect::RussianGoatlette {
                direction: Direction::Right,
            });
        }
        ActionCard::Goatinhood => play(Effect::Goatinhood),
        ActionCard::SantyGoat => play(Effect::SantyGoat),
        ActionCard::FlowerGoatee => play(Effect::FlowerGoatee),
        ActionCard::AtomicGoat | ActionCard::RainingFireGoats => {
            for target in 0..game.places.len() {
                if open_top(game, seat, target).is_ok() {
                    play(if kind == ActionCard::AtomicGoat {
                        Effect::AtomicGoat { target }
                    } else {
                        Effect::RainingFireGoats { target }
                    });
                }
            }
        }
        ActionCard::LoafOfGoat => {
            for target in 0..game.places.len() {
                if opponent(game, seat, target).is_ok_and(|p| !p.skip_next) {
                    play(Effect::LoafOfGoat { target });
                }
            }
        }
        ActionCard::HypnotizedGoat => {
            for target in 0..game.places.len() {
                if opponent(game, seat, target).is_ok_and(|p| !p.hand.is_empty()) {
                    play(Effect::HypnotizedGoat { target });
                }
            }
        }
        ActionCard::SneakAGoat => {
            for target in 0..game.places.len() {
                if let Ok(victim) = opponent(game, seat, target) {
                    // Neither the Base Stack nor the top one.
                    for stack in 1..victim.herd.len().saturating_sub(1) {
                        play(Effect::SneakAGoat { target, stack });
                    }
                }
            }
        }
    }
}

/// Every card in exactly one place; hands and the discard pile hold goats only; action cards sit
/// only in front of players; stacks are real twins grown by duels; at most three action cards in
/// front of anyone not trimming.
pub(super) fn check_invariants(game: &GoatLords) -> Result<(), String> {
    let mut seen = [0u8; DECK_SIZE];
    let mut count = |cards: &[CardId], place: &str| -> Result<(), String> {
        for c in cards {
            let slot = seen
                .get_mut(c.0 as usize)
                .ok_or(format!("unknown card {c:?} in {place}"))?;
            *slot += 1;
        }
        Ok(())
    };
    count(&game.draw, "draw pile")?;
    count(&game.discard, "discard pile")?;
    count(&game.trash, "trash")?;
    for (seat, p) in game.places.iter().enumerate() {
        count(&p.hand, &format!("hand {seat}"))?;
        count(&p.front, &format!("front {seat}"))?;
        for s in &p.herd {
            count(&s.cards, &format!("herd {seat}"))?;
        }
    }
    let duel = match &game.phase {
        Phase::Duel(d)
        | Phase::Escape {
            threat: Threat::Duel(d),
            ..
        } => Some(d),
        _ => None,
    };
    if let Some(d) = duel {
        count(&d.attack, "duel")?;
        count(&d.defence, "duel")?;
    }
    if let Some(i) = seen.iter().position(|&n| n != 1) {
        return Err(format!("card {i} is in {} places", seen[i]));
    }
    let goat_only = |c: &CardId| matches!(c.card(), Card::Goat(_) | Card::Wild(_));
    if !game.discard.iter().all(goat_only) {
        return Err("an action card in the discard pile".into());
    }
    for (seat, p) in game.places.iter().enumerate() {
        if !p.hand.iter().all(goat_only) {
            return Err(format!("an action card in hand {seat}"));
        }
        if p.front.iter().any(goat_only) {
            return Err(format!("a goat in front of {seat}"));
        }
        let trimming = matches!(game.phase, Phase::TrimFront { seat: s, .. } if s == seat);
        if p.front.len() > MAX_FRONT && !trimming {
            return Err(format!("seat {seat} keeps {} action cards", p.front.len()));
        }
        for s in &p.herd {
            let real = s
                .cards
                .iter()
                .filter(|c| c.card() == Card::Goat(s.goat))
                .count();
            if s.cards.len() < 2 || real == 0 || !s.cards.iter().all(|c| c.card().matches(s.goat)) {
                return Err(format!(
                    "seat {seat} has a broken {:?} stack: {:?}",
                    s.goat, s.cards
                ));
            }
        }
    }
    Ok(())
}
