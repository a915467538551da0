//! The balance simulation: random layouts and random attacks, counting for every card how often
//! it wins the fights it takes part in. `cargo test balance -- --nocapture` prints the table that
//! `docs/rules/battlegoats.md` reports.

use super::super::*;
use crate::engine::{Game, GameRng, Log};

/// Per card: fights, wins (it survived and its opponent fell), ties and explosions (both fell).
#[derive(Clone, Copy, Default, Debug)]
pub struct Record {
    pub fights: u32,
    pub wins: u32,
    pub both: u32,
}

impl Record {
    pub fn rate(&self) -> f64 {
        f64::from(self.wins) / f64::from(self.fights.max(1))
    }
}

/// Plays `games` games of 2 to 4 players with random layouts and uniformly random attacks.
pub fn simulate(games: u64) -> Vec<Record> {
    let mut records = vec![Record::default(); CARDS.len()];
    for seed in 0..games {
        let players = 2 + (seed % 3) as usize;
        let mut g = BattleGoats::new(players, &Options::default(), seed).expect("setup");
        let mut rng = GameRng::new(seed ^ 0xBA77);
        while let crate::engine::ToAct::Seats(seats) = g.to_act() {
            let seat = seats[0];
            let legal = g.legal_actions(seat);
            let pool: Vec<&Action> = match g.phase {
                Phase::Layout => legal
                    .iter()
                    .filter(|a| !matches!(a, Action::Lift { .. }))
                    .collect(),
                Phase::Turn { .. } => legal
                    .iter()
                    .filter(|a| matches!(a, Action::Attack { .. }))
                    .collect(),
                _ => legal.iter().collect(),
            };
            let action = pool[rng.below(pool.len())].clone();
            g.apply(seat, &action, &mut Log::new()).expect("legal");
            if let (Action::Attack { .. }, Some(f)) = (&action, g.last_fight()) {
                for (me, them) in [(&f.attacker, &f.defender), (&f.defender, &f.attacker)] {
                    let r = &mut records[usize::from(me.card.0)];
                    r.fights += 1;
                    r.wins += u32::from(!me.defeated && them.defeated);
                    r.both += u32::from(me.defeated && them.defeated);
                }
            }
        }
    }
    records
}

/// The role each card was designed for, as a band its win rate must fall in.
pub fn band(card: &Card) -> (f64, f64) {
    match (card.blast, card.power, card.kind) {
        // A bomb never "wins": it trades itself for whatever it meets.
        (Some(Blast::OnFlip), _, _) => (0.0, 0.05),
        // A martyr loses, and takes its victor along.
        (Some(Blast::OnDefeat), _, _) => (0.0, 0.3),
        (_, _, Kind::Hero) => (0.5, 0.92),
        // Cards that grow with their owner's losses are weak early, strong late.
        _ if card
            .bonuses
            .iter()
            .any(|b| matches!(b, Bonus::PerDiscard(_))) =>
        {
            (0.15, 0.6)
        }
        // Power cards are there for their power, not their fists.
        (_, Some(_), _) => (0.0, 0.4),
        _ if card.value <= 2 => (0.0, 0.35),
        _ if card.value <= 4 => (0.05, 0.55),
        _ if card.value <= 6 => (0.25, 0.7),
        _ => (0.4, 0.9),
    }
}

#[test]
fn balance_every_card_wins_about_as_often_as_its_role_intends() {
    let records = simulate(6000);
    let mut out_of_band = Vec::new();
    for (i, card) in CARDS.iter().enumerate() {
        let r = records[i];
        let (lo, hi) = band(card);
        println!(
            "| {} | {} | {} | {} | {:.0}% | {:.0}% | {:.0}–{:.0}% |",
            card.name,
            card.kind.name(),
            card.value,
            r.fights,
            100.0 * r.rate(),
            100.0 * f64::from(r.both) / f64::from(r.fights.max(1)),
            100.0 * lo,
            100.0 * hi
        );
        assert!(
            r.fights > 300,
            "{} fought only {} times",
            card.name,
            r.fights
        );
        if !(lo..=hi).contains(&r.rate()) {
            out_of_band.push(format!("{} {:.2} not in {lo}..{hi}", card.name, r.rate()));
        }
    }
    assert!(
        out_of_band.is_empty(),
        "out of their band: {out_of_band:#?}"
    );
}
