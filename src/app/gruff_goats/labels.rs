//! Words for Gruff Goats actions and prompts.

use crate::engine::{Player, Seat};
use crate::games::gruff_goats::view::TableView;
use crate::games::gruff_goats::{Action, Ground, Phase, Prey, Square, Wand};

fn name(players: &[Player], seat: Seat) -> &str {
    players.get(seat).map_or("?", |p| p.name.as_str())
}

/// Whether a troll stands on `sq` (a bridge): a goat that steps there is eaten.
pub fn troll_on(view: &TableView, sq: Square) -> bool {
    matches!(sq.ground(), Ground::Bridge(b) if view.trolls.contains(&b))
}

/// What a button for `action` says.
pub fn label(action: &Action, view: &TableView, players: &[Player]) -> String {
    match action {
        Action::Claim { wand } => match view.wands[wand.index()] {
            Some(h) => format!(
                "Claim the {} from {} ({})",
                wand.name(),
                name(players, h),
                wand.symbols()
            ),
            None => format!("Claim the {} ({})", wand.name(), wand.symbols()),
        },
        Action::Block => match &view.phase {
            Phase::Block(c) => format!("Block with {}", c.wand.symbols()),
            _ => "Block".into(),
        },
        Action::Allow => match &view.phase {
            Phase::Block(c) => format!("Let {} have it", name(players, c.claimer)),
            _ => "Let it go".into(),
        },
        Action::Push => match &view.phase {
            Phase::Push(c) => format!("Push again with {}", c.wand.symbols()),
            _ => "Push again".into(),
        },
        Action::GiveUp => "Give up the claim".into(),
        Action::MoveTroll { troll, to } => format!(
            "Move the troll from the {} to the {} (♣)",
            view.trolls.get(*troll).map_or("?", |b| b.name()),
            to.name()
        ),
        Action::MoveGoat { size, to } => {
            let from = view
                .goats
                .iter()
                .find(|g| g.owner == view.seat && g.size == *size)
                .and_then(|g| g.at);
            let way = from.map_or("", |f| f.direction_to(*to));
            let eaten = if troll_on(view, *to) {
                ": the troll there eats it"
            } else {
                ""
            };
            format!(
                "Move your {} goat {way} to {} ({}){eaten}",
                size.name(),
                to.name(),
                Wand::Goat(*size).symbols()
            )
        }
        Action::Dragon {
            prey: Prey::Goat { owner, size },
        } => {
            let whose = if *owner == view.seat {
                "your own".to_string()
            } else {
                format!("{}'s", name(players, *owner))
            };
            format!("Dragon eats {whose} {} goat (♣♠♥♦)", size.name())
        }
        Action::Dragon {
            prey: Prey::Troll { troll, to },
        } => format!(
            "Dragon eats the troll on the {}; it comes back on the {} (♣♠♥♦)",
            view.trolls.get(*troll).map_or("?", |b| b.name()),
            to.name()
        ),
        Action::Place { corner } => match &view.phase {
            Phase::Place(q) => format!(
                "Put your {} goat in the {}",
                q.first().map_or("", |p| p.1.name()),
                corner.name()
            ),
            _ => format!("Use the {}", corner.name()),
        },
        Action::EndTurn => "End the turn and draw a card".into(),
    }
}

/// The status line on the seat's own turn: the one way to claim a wand (tap it), how to use
/// one it holds, and how the turn ends. `claim` and `using`: whether the seat can claim a wand,
/// or use one it holds, now.
pub fn turn_prompt(view: &TableView, me: &str, claim: bool, using: bool) -> String {
    let left = match view.options.wand_actions {
        0 => None,
        n => Some(n.saturating_sub(view.actions_used)),
    };
    let ask = match (claim, using) {
        _ if left == Some(0) => "no wand actions left: end your turn to draw a card.",
        (true, true) => "tap a wand to claim it (pay its suit), or one of yours to use it.",
        (true, false) => "tap a wand to claim it (pay its suit), or end your turn.",
        (false, true) => "tap one of your wands to use it, or end your turn.",
        (false, false) => "no card of yours pays for a wand: end your turn to draw.",
    };
    match left {
        Some(n) if n > 0 => format!(
            "{me}, {ask} ({n} wand action{} left)",
            if n == 1 { "" } else { "s" }
        ),
        _ => format!("{me}, {ask}"),
    }
}

/// The status line for the seat on screen.
pub fn prompt(view: &TableView, players: &[Player]) -> String {
    let me = name(players, view.seat);
    match &view.phase {
        Phase::Turn => format!("{me}, your turn: claim or use wands, then draw a card."),
        Phase::Block(c) => format!(
            "{me}, {} claims the {}. Block it with {}, or let it go?",
            name(players, c.claimer),
            c.wand.name(),
            c.wand.symbols()
        ),
        Phase::Push(c) => format!(
            "{me}, {} blocked your claim on the {}. Push again with {}, or give up?",
            c.blocker.map_or("someone", |b| name(players, b)),
            c.wand.name(),
            c.wand.symbols()
        ),
        Phase::Place(q) => format!(
            "{me}, choose a corner for your {} goat.",
            q.first().map_or("", |p| p.1.name())
        ),
        Phase::Over => "The game is over.".into(),
    }
}
