//! A sensible Gruff Goats player that reads only its seat's view: it walks goats safely toward
//! the island, clears trolls out of its way, claims the goat wands its hand can feed, and guards
//! the wands it holds. Used to measure how long games last, and as the computer's Normal play.

use super::board::{Bridge, Ground, Square};
use super::cards::{Suit, Wand};
use super::view::TableView;
use super::{Action, GruffGoats, Phase};

fn suit_count(view: &TableView, suit: Suit) -> usize {
    view.hand.iter().filter(|c| c.suit() == suit).count()
}

fn trolled(view: &TableView, sq: Square) -> bool {
    view.trolls.iter().any(|b| b.square() == sq)
}

/// The index in `legal` of the action this player takes.
pub fn choose(view: &TableView, legal: &[Action]) -> usize {
    let find = |want: &dyn Fn(&Action) -> bool| legal.iter().position(want);
    let me = view.seat;
    let pick = match &view.phase {
        Phase::Place(_) => None,
        Phase::Block(claim) => {
            let mine = view.wands[claim.wand.index()] == Some(me);
            if mine {
                find(&|a| *a == Action::Block)
            } else {
                find(&|a| *a == Action::Allow)
            }
        }
        Phase::Push(claim) => {
            let worth = matches!(claim.wand, Wand::Goat(_)) && claim.blocks < 3;
            if worth {
                find(&|a| *a == Action::Push)
            } else {
                find(&|a| *a == Action::GiveUp)
            }
        }
        Phase::Turn => turn(view, legal),
        Phase::Over => None,
    };
    pick.unwrap_or(0)
}

fn turn(view: &TableView, legal: &[Action]) -> Option<usize> {
    let me = view.seat;
    // 1. A safe step toward the island, the goat nearest to it first.
    let nearest = legal
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a {
            Action::MoveGoat { size, to } => {
                let from = view
                    .goats
                    .iter()
                    .find(|g| g.owner == me && g.size == *size)?
                    .at?;
                (to.distance_to_island() < from.distance_to_island() && !trolled(view, *to))
                    .then_some((to.distance_to_island(), i))
            }
            _ => None,
        })
        .min();
    if let Some((_, i)) = nearest {
        return Some(i);
    }
    // 2. A troll blocking the bridge right in front of one of my goats moves to a bridge that is
    // in front of none of them and has none of them on it. Sending it in front of another of my
    // goats would block that one instead: with no limit on wand actions the troll would go back
    // and forth until the clubs ran out.
    let ahead: Vec<Bridge> = view
        .goats
        .iter()
        .filter(|g| g.owner == me)
        .filter_map(|g| g.at)
        .flat_map(|at| at.steps())
        .filter_map(|s| match s.ground() {
            Ground::Bridge(b) => Some(b),
            _ => None,
        })
        .collect();
    let blocked: Vec<Bridge> = ahead
        .iter()
        .copied()
        .filter(|b| view.trolls.contains(b))
        .collect();
    let out_of_the_way = |to: Bridge| {
        !view.trolls.contains(&to)
            && !ahead.contains(&to)
            && !view
                .goats
                .iter()
                .any(|g| g.owner == me && g.at == Some(to.square()))
    };
    if let Some(i) = legal.iter().position(|a| {
        matches!(a, Action::MoveTroll { troll, to }
            if blocked.contains(&view.trolls[*troll]) && out_of_the_way(*to))
    }) {
        return Some(i);
    }
    // 3. Claim a wand that would unblock a goat or that the hand can feed.
    let want_troll = !blocked.is_empty()
        && Bridge::ALL.into_iter().any(out_of_the_way)
        && view.wands[Wand::Troll.index()] != Some(me);
    let best_claim = legal
        .iter()
        .enumerate()
        .filter_map(|(i, a)| match a {
            Action::Claim { wand: Wand::Troll }
                if want_troll && suit_count(view, Suit::Clubs) >= 2 =>
            {
                Some((9, i))
            }
            Action::Claim {
                wand: w @ Wand::Goat(_),
            } => {
                let n = suit_count(view, w.cost()[0]);
                (n >= 2 && GruffGoats::can_pay(&view.hand, *w)).then_some((n, i))
            }
            _ => None,
        })
        .max();
    if let Some((_, i)) = best_claim {
        return Some(i);
    }
    legal.iter().position(|a| *a == Action::EndTurn)
}

impl crate::engine::bot::Bot for GruffGoats {
    fn heuristic(
        view: &TableView,
        _seat: crate::engine::Seat,
        legal: &[Action],
        _rng: &mut crate::engine::GameRng,
    ) -> Option<usize> {
        Some(choose(view, legal))
    }

    /// Other hands and the draw pile are dealt again; the discard pile is public.
    fn redeal(&mut self, seat: crate::engine::Seat, rng: &mut crate::engine::GameRng) {
        let mut piles = crate::engine::bot::others(&mut self.hands, seat);
        piles.push(&mut self.draw);
        crate::engine::bot::redeal_piles(&mut piles, rng);
        self.rng = crate::engine::GameRng::new(rng.next_u64());
        // Who would be asked after this seat depends on the hands just dealt (the table only
        // sees who is asked now).
        if let Phase::Block(claim) = &self.phase
            && claim.queue.first() == Some(&seat)
        {
            let order = self.asking_order(claim);
            let after = order.iter().position(|&s| s == seat).map_or(0, |i| i + 1);
            let rest: Vec<crate::engine::Seat> = order[after..]
                .iter()
                .copied()
                .filter(|&s| GruffGoats::can_pay(&self.hands[s], claim.wand))
                .collect();
            if let Phase::Block(claim) = &mut self.phase {
                claim.queue.truncate(1);
                claim.queue.extend(rest);
            }
        }
    }
}
