//! One fight: both cards' values with every modifier listed, and who is defeated.

use super::cards::{Blast, Bonus, CardId};
use super::{BattleGoats, CELLS, Spot};
use serde::{Deserialize, Serialize};

/// One side of a fight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Term {
    pub spot: Spot,
    pub card: CardId,
    /// The printed value.
    pub base: i16,
    /// Each modifier that applied, and how much it added.
    pub mods: Vec<(Bonus, i16)>,
    pub total: i16,
    pub defeated: bool,
}

impl Term {
    /// "Drill Goat 5 +2 adjacent Goat = 7".
    pub fn describe(&self) -> String {
        let mut s = format!("{} {}", self.card.name(), self.base);
        for (what, n) in &self.mods {
            let sign = if *n < 0 { "−" } else { "+" };
            s.push_str(&format!(" {sign}{} {}", n.abs(), what.label()));
        }
        s.push_str(&format!(" = {}", self.total));
        s
    }
}

/// How a fight ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Result {
    AttackerWins,
    DefenderWins,
    /// Equal values: both defeated.
    Tie,
    /// A card exploded on being flipped.
    Explosion,
}

/// A fight as everyone saw it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fight {
    pub attacker: Term,
    pub defender: Term,
    pub result: Result,
    /// A card that exploded on being defeated took its victor along.
    pub chain_blast: bool,
}

impl Fight {
    /// The log line, with `{seat}` placeholders.
    pub fn describe(&self) -> String {
        let (a, d) = (&self.attacker, &self.defender);
        let outcome = match self.result {
            Result::AttackerWins => format!("{} wins", a.card.name()),
            Result::DefenderWins => format!("{} holds", d.card.name()),
            Result::Tie => "a tie: both are defeated".into(),
            Result::Explosion => "a card explodes".into(),
        };
        let blast = if self.chain_blast {
            ", and the loser explodes, taking the winner with it"
        } else {
            ""
        };
        format!(
            "{{{}}}'s {} attacks {{{}}}'s {}: {outcome}{blast}.",
            a.spot.seat,
            a.describe(),
            d.spot.seat,
            d.describe()
        )
    }
}

/// The places up, down, left and right of `cell`.
pub fn neighbours(cell: usize) -> impl Iterator<Item = usize> {
    let (row, col) = (cell / 3, cell % 3);
    [
        (row > 0).then(|| cell - 3),
        (row < 2).then(|| cell + 3),
        (col > 0).then(|| cell - 1),
        (col < 2).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// What working out a card's value needs to know about the battlefields: the full game knows
/// everything; a seat's view knows its own cards, face-up cards and the cards it saw.
pub trait Battlefields {
    /// The card at a place, if there is one and it is known.
    fn card_at(&self, spot: Spot) -> Option<CardId>;
    /// Whether a card lies at a place (known or not).
    fn occupied(&self, spot: Spot) -> bool;
    /// Whether the card at a place counts as face up (face up since the start of the turn).
    fn counts_up(&self, spot: Spot) -> bool;
    /// Cards in a seat's discard pile.
    fn discarded(&self, seat: usize) -> usize;
}

impl Battlefields for BattleGoats {
    fn card_at(&self, spot: Spot) -> Option<CardId> {
        self.at(spot).map(|p| p.card)
    }
    fn occupied(&self, spot: Spot) -> bool {
        self.at(spot).is_some()
    }
    fn counts_up(&self, spot: Spot) -> bool {
        self.up_at_start
            .get(spot.seat)
            .is_some_and(|u| spot.cell < CELLS && u[spot.cell])
    }
    fn discarded(&self, seat: usize) -> usize {
        self.discards.get(seat).map_or(0, Vec::len)
    }
}

/// A card's value in a fight, with its modifiers. Against an unknown card, type bonuses don't
/// count; unknown neighbours count as cards but not as a type.
pub fn value(g: &impl Battlefields, spot: Spot, other: Spot, attacking: bool) -> Term {
    let card = g.card_at(spot).unwrap_or(CardId(0));
    let other_kind = g.card_at(other).map(|c| c.card().kind);
    let c = card.card();
    let (row, col) = (spot.cell / 3, spot.cell % 3);
    let at = |cell: usize| Spot {
        seat: spot.seat,
        cell,
    };
    let in_front = (0..row).filter(|r| g.occupied(at(r * 3 + col))).count() as i16;
    let mut adjacent = 0;
    let mut adjacent_kinds = [0i16; 4];
    for n in neighbours(spot.cell).filter(|&n| g.occupied(at(n))) {
        adjacent += 1;
        if let Some(k) = g.card_at(at(n)) {
            adjacent_kinds[k.card().kind as usize] += 1;
        }
    }
    let up = |s: Spot| g.counts_up(s);
    let mut mods = Vec::new();
    for &b in c.bonuses {
        let n: i16 = match b {
            Bonus::Vs(k, n) if other_kind == Some(k) => n.into(),
            Bonus::PerInFront(n) => i16::from(n) * in_front,
            Bonus::PerAdjacent(n) => i16::from(n) * adjacent,
            Bonus::PerAdjacentKind(k, n) => i16::from(n) * adjacent_kinds[k as usize],
            Bonus::FrontRow(n) if row == 0 => n.into(),
            Bonus::BackRow(n) if row == 2 => n.into(),
            Bonus::Alone(n) if adjacent == 0 => n.into(),
            Bonus::VsFaceUp(n) if up(other) => n.into(),
            Bonus::WhileFaceUp(n) if up(spot) => n.into(),
            Bonus::Attacking(n) if attacking => n.into(),
            Bonus::Defending(n) if !attacking => n.into(),
            Bonus::PerDiscard(n) => i16::from(n) * g.discarded(spot.seat) as i16,
            _ => 0,
        };
        if n != 0 {
            mods.push((b, n));
        }
    }
    let base = i16::from(c.value);
    let total = base + mods.iter().map(|(_, n)| n).sum::<i16>();
    Term {
        spot,
        card,
        base,
        mods,
        total,
        defeated: false,
    }
}

/// Resolves a fight between the attacker's card and the defender's (both must be there).
pub fn resolve(g: &BattleGoats, attacker: Spot, defender: Spot) -> Fight {
    let mut a = value(g, attacker, defender, true);
    let mut d = value(g, defender, attacker, false);
    let (ac, dc) = (a.card.card(), d.card.card());
    let flips = |c: &super::Card| c.blast == Some(Blast::OnFlip);
    let mut chain_blast = false;
    let result = if flips(ac) || flips(dc) {
        a.defeated = flips(ac) || !ac.blast_proof;
        d.defeated = flips(dc) || !dc.blast_proof;
        Result::Explosion
    } else {
        let result = match a.total.cmp(&d.total) {
            std::cmp::Ordering::Greater => Result::AttackerWins,
            std::cmp::Ordering::Less => Result::DefenderWins,
            std::cmp::Ordering::Equal => Result::Tie,
        };
        a.defeated = result != Result::AttackerWins;
        d.defeated = result != Result::DefenderWins;
        // A card that explodes when defeated takes the winner along (unless it is blast-proof).
        let on_defeat = |c: &super::Card| c.blast == Some(Blast::OnDefeat);
        if a.defeated && !d.defeated && on_defeat(ac) && !dc.blast_proof {
            d.defeated = true;
            chain_blast = true;
        }
        if d.defeated && !a.defeated && on_defeat(dc) && !ac.blast_proof {
            a.defeated = true;
            chain_blast = true;
        }
        result
    };
    Fight {
        attacker: a,
        defender: d,
        result,
        chain_blast,
    }
}
