//! Words for Goat Lords actions and prompts, as the buttons and the status line say them.

use crate::engine::{Player, Seat};
use crate::games::goat_lords::view::TableView;
use crate::games::goat_lords::{
    Action, ActionCard, Card, CardId, Direction, Effect, Phase, Threat,
};

/// The card an action is made with (the first, for a birth), for grouping buttons under cards.
pub fn cards_of(action: &Action) -> Vec<CardId> {
    match action {
        Action::Birth { first, second } => vec![*first, *second],
        Action::AssistedBirth { card }
        | Action::Duel { card, .. }
        | Action::Play { card, .. }
        | Action::Discard { card }
        | Action::Answer { card }
        | Action::Trash { card } => vec![*card],
        Action::Escape | Action::Allow | Action::Yield => Vec::new(),
    }
}

fn name(players: &[Player], seat: Seat) -> &str {
    players.get(seat).map_or("?", |p| p.name.as_str())
}

/// What a button for `action` says.
pub fn label(action: &Action, view: &TableView, players: &[Player]) -> String {
    let card = |c: &CardId| c.card().name();
    match action {
        Action::Birth { first, second } if first.card() == second.card() => {
            format!("Birth twin {}s", card(first))
        }
        Action::Birth { first, second } => format!("Birth {} + {}", card(first), card(second)),
        Action::AssistedBirth { card: c } => {
            let top = view.discard_top.map_or("", |t| t.card().name());
            format!("Assisted birth: {} + discarded {}", card(c), top)
        }
        Action::Duel { target, card: c } => {
            let goat = view.players[*target]
                .herd
                .last()
                .and_then(|s| s.goat)
                .map_or("top", |g| g.name());
            format!(
                "Duel {} for their {} stack with {}",
                name(players, *target),
                goat,
                card(c)
            )
        }
        Action::Play { effect, .. } => effect_label(*effect, view, players),
        Action::Discard { card: c } if matches!(view.phase, Phase::DiscardDown { .. }) => {
            format!("Discard {}", card(c))
        }
        Action::Discard { card: c } => format!("Discard {} and draw", card(c)),
        Action::Escape => "Play Escape Goat".into(),
        Action::Allow => "Let it happen".into(),
        Action::Answer { card: c } => format!("Duel on with {}", card(c)),
        Action::Yield => "Give up the duel".into(),
        Action::Trash { card: c } => format!("Trash {}", card(c)),
    }
}

fn effect_label(effect: Effect, view: &TableView, players: &[Player]) -> String {
    let card = effect.card().name();
    match effect {
        Effect::RussianGoatlette { direction } => {
            let way = if direction == Direction::Left {
                "left"
            } else {
                "right"
            };
            format!("Pass top stacks {way}")
        }
        Effect::SneakAGoat { target, stack } => {
            let what = view.players[target]
                .herd
                .get(stack)
                .and_then(|s| s.goat)
                .map_or_else(
                    || format!("hidden stack {}", stack + 1),
                    |g| format!("{} stack", g.name()),
                );
            format!(
                "{card}: bring {}'s {what} to the top",
                name(players, target)
            )
        }
        Effect::Goatinhood | Effect::SantyGoat | Effect::FlowerGoatee => format!("Play {card}"),
        Effect::AtomicGoat { target }
        | Effect::LoafOfGoat { target }
        | Effect::HypnotizedGoat { target }
        | Effect::RainingFireGoats { target } => format!("{card} on {}", name(players, target)),
    }
}

/// Whether the seat on screen defends a duel (or is asked about Escape Goat before one) with no
/// card in hand that can answer it.
pub fn no_answer(view: &TableView) -> bool {
    let duel = match &view.phase {
        Phase::Duel(d) if d.defender_to_move => d,
        Phase::Escape {
            threat: Threat::Duel(d),
            ..
        } => d,
        _ => return false,
    };
    duel.defender == view.seat && !view.hand.iter().any(|c| c.card().matches(duel.goat))
}

/// Whether the seat on screen holds an Escape Goat it may play.
fn can_escape(view: &TableView) -> bool {
    !view.actions_closed
        && view
            .front
            .iter()
            .any(|c| c.card() == Card::Action(ActionCard::EscapeGoat))
}

/// The status line: what the seat on screen is asked to do.
pub fn prompt(view: &TableView, players: &[Player]) -> String {
    let me = name(players, view.seat);
    match &view.phase {
        Phase::Play => {
            let plays = if view.plays_left == 1 {
                "1 play".to_string()
            } else {
                format!("{} plays", view.plays_left)
            };
            let first = if view
                .players
                .get(view.seat)
                .is_some_and(|p| p.herd.is_empty())
            {
                " Your first play must be a birth, an assisted birth, or a discard."
            } else {
                ""
            };
            format!("{me}, your turn: {plays} left.{first}")
        }
        Phase::Escape { threat, .. } => {
            let attacker = name(players, view.active);
            match threat {
                Threat::Duel(d) if no_answer(view) => format!(
                    "{me}, {attacker} challenges your {} stack and you hold no {} or wild to answer: give up the duel{}.",
                    d.goat.name(),
                    d.goat.name(),
                    if can_escape(view) {
                        ", or play Escape Goat"
                    } else {
                        ""
                    }
                ),
                Threat::Duel(d) => format!(
                    "{me}, {attacker} challenges your {} stack. Escape Goat, or let the duel begin?",
                    d.goat.name()
                ),
                Threat::Card { effect, .. } => format!(
                    "{me}, {attacker} plays {} on you. Escape Goat, or let it happen?",
                    effect.card().name()
                ),
            }
        }
        Phase::Duel(d) if no_answer(view) => format!(
            "{me}, you hold no {} or wild to answer {}'s card: give up the duel.",
            d.goat.name(),
            name(players, d.attacker)
        ),
        Phase::Duel(d) => {
            let other = if d.defender_to_move {
                d.attacker
            } else {
                d.defender
            };
            format!(
                "{me}, duel over the {} stack: answer {}'s card with a {} or a wild, or give up.",
                d.goat.name(),
                name(players, other),
                d.goat.name()
            )
        }
        Phase::TrimFront { .. } => {
            format!("{me}, you may keep only three action cards: trash one.")
        }
        Phase::DiscardDown { .. } => {
            format!(
                "{me}, your hand is over {} cards: discard one.",
                view.hand_size
            )
        }
        Phase::Over => "The game is over.".into(),
    }
}
