//! One fight: both cards' values with every modifier listed, and who is defeated.

use super::cards::{Blast, Bonus, CardId, Kind};
use super::{BattleGoats, CELLS, Spot};
use serde::{Deserialize, Serialize};

/// One side of a fight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Term {
    pub spot: Spot,
    pub card: CardId,
    /// The printed value.
    pub base: i16,
    /// Each modifier that applied: what, and how much.
    pub mods: Vec<(String, i16)>,
    pub total: i16,
    pub defeated: bool,
}

impl Term {
    /// "Drill Goat 5 +2 adjacent Goat = 7".
    pub fn describe(&self) -> String {
        let mut s = format!("{} {}", self.card.name(), self.base);
        for (what, n) in &self.mods {
            let sign = if *n < 0 { "−" } else { "+" };
            s.push_str(&format!(" {sign}{} {what}", n.abs()));
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
            Result::Explosion => "an explosion!".into(),
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

/// A card's value in a fight, with its modifiers.
pub fn value(g: &BattleGoats, spot: Spot, other: Spot, attacking: bool) -> Term {
    let field = &g.fields[spot.seat];
    let card = field[spot.cell].map(|p| p.card).unwrap_or(CardId(0));
    let other_card = g.at(other).map(|p| p.card).unwrap_or(CardId(0));
    let c = card.card();
    let (row, col) = (spot.cell / 3, spot.cell % 3);
    let in_front = (0..row).filter(|r| field[r * 3 + col].is_some()).count() as i16;
    let adjacent: Vec<Kind> = neighbours(spot.cell)
        .filter_map(|n| field[n].map(|p| p.card.card().kind))
        .collect();
    let up = |s: Spot| {
        g.up_at_start
            .get(s.seat)
            .is_some_and(|u| s.cell < CELLS && u[s.cell])
    };
    let mut mods = Vec::new();
    for &b in c.bonuses {
        let (what, n): (String, i16) = match b {
            Bonus::Vs(k, n) => (
                format!("vs {}", k.name()),
                if other_card.card().kind == k {
                    n.into()
                } else {
                    0
                },
            ),
            Bonus::PerInFront(n) => ("in front".into(), i16::from(n) * in_front),
            Bonus::PerAdjacent(n) => ("adjacent".into(), i16::from(n) * adjacent.len() as i16),
            Bonus::PerAdjacentKind(k, n) => (
                format!("adjacent {}", k.name()),
                i16::from(n) * adjacent.iter().filter(|&&a| a == k).count() as i16,
            ),
            Bonus::FrontRow(n) => ("front row".into(), if row == 0 { n.into() } else { 0 }),
            Bonus::BackRow(n) => ("back row".into(), if row == 2 { n.into() } else { 0 }),
            Bonus::Alone(n) => (
                "alone".into(),
                if adjacent.is_empty() { n.into() } else { 0 },
            ),
            Bonus::VsFaceUp(n) => ("vs face-up".into(), if up(other) { n.into() } else { 0 }),
            Bonus::WhileFaceUp(n) => ("face up".into(), if up(spot) { n.into() } else { 0 }),
            Bonus::Attacking(n) => ("attacking".into(), if attacking { n.into() } else { 0 }),
            Bonus::Defending(n) => ("defending".into(), if attacking { 0 } else { n.into() }),
            Bonus::PerDiscard(n) => (
                "discards".into(),
                i16::from(n) * g.discards[spot.seat].len() as i16,
            ),
        };
        if n != 0 {
            mods.push((what, n));
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
