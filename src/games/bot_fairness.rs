//! Fairness of the computer players: a bot decides from its seat's view and legal actions only.
//! For random positions of every game, everything the seat cannot see is shuffled (other hands,
//! the draw pile's order, face-down cards); the view, the legal actions and the bot's decision at
//! every level must stay the same.

use crate::engine::bot::{Bot, Level, Search, others};

/// Playouts per Hard decision here (enough for every candidate to be tried a few times).
const HARD_TEST_PLAYOUTS: u32 = 60;
use crate::engine::harness::Fuzz;
use crate::engine::{GameRng, Log, Seat, ToAct};

/// Plays `steps` harness moves from `seed`; returns the game and the seat to act, if running.
fn position<G: Fuzz>(players: usize, seed: u64, steps: usize) -> Option<(G, Seat)> {
    let mut g = G::new(players, &G::Options::default(), seed).ok()?;
    let mut rng = GameRng::new(seed + 1);
    for _ in 0..steps {
        let ToAct::Seats(s) = g.to_act() else {
            return None;
        };
        let legal = g.legal_actions(s[0]);
        let pick = G::choose(&g, s[0], &legal, &mut rng);
        g.apply(s[0], &legal[pick], &mut Log::new()).ok()?;
    }
    match g.to_act() {
        ToAct::Seats(s) => Some((g, s[0])),
        ToAct::Over => None,
    }
}

/// Deals the cards in `places` out again in a shuffled order (same counts everywhere).
fn reshuffle<T: Copy>(places: &mut [&mut Vec<T>], rng: &mut GameRng) {
    let mut pool: Vec<T> = places.iter().flat_map(|p| p.iter().copied()).collect();
    rng.shuffle(&mut pool);
    for p in places.iter_mut() {
        let n = p.len();
        let rest = pool.split_off(pool.len() - n);
        **p = rest;
    }
}

/// Checks one game: for many positions, `hide` shuffles what `seat` cannot see.
fn check<G: Fuzz + Bot>(players: usize, hide: impl Fn(&mut G, Seat, &mut GameRng))
where
    G::View: PartialEq + std::fmt::Debug,
{
    let mut checked = 0;
    for seed in 0..60u64 {
        let Some((g, seat)) = position::<G>(players, seed, (seed as usize * 7) % 60) else {
            continue;
        };
        let mut other = g.clone();
        hide(&mut other, seat, &mut GameRng::new(seed + 99));
        assert_eq!(
            g.view(seat),
            other.view(seat),
            "seed {seed}: the view changed"
        );
        let legal = g.legal_actions(seat);
        assert_eq!(
            legal,
            other.legal_actions(seat),
            "seed {seed}: the legal actions changed"
        );
        for level in [Level::Random, Level::Easy, Level::Normal] {
            let a = G::decide(&g.view(seat), seat, &legal, level, &mut GameRng::new(seed));
            let b = G::decide(
                &other.view(seat),
                seat,
                &legal,
                level,
                &mut GameRng::new(seed),
            );
            assert_eq!(a, b, "seed {seed}: {level:?} decided differently");
        }
        // Hard searches positions dealt again from the state: the same seed must give the same
        // playouts, whatever the hidden cards really are.
        let mut hard = Search::new(&g, seat, seed);
        let mut blind = Search::new(&other, seat, seed);
        hard.run(HARD_TEST_PLAYOUTS);
        blind.run(HARD_TEST_PLAYOUTS);
        assert_eq!(
            hard.best(),
            blind.best(),
            "seed {seed}: Hard decided differently"
        );
        assert_eq!(
            hard.stats(),
            blind.stats(),
            "seed {seed}: Hard's playouts differ"
        );
        checked += 1;
    }
    assert!(checked > 20, "only {checked} positions checked");
}

#[test]
fn gruff_goats_bots_ignore_other_hands_and_the_deck() {
    use super::gruff_goats::GruffGoats;
    check::<GruffGoats>(3, |g, seat, rng| {
        let mut others = others(&mut g.hands, seat);
        others.push(&mut g.draw);
        reshuffle(&mut others, rng);
        // Who else would be asked to block is not on the table either.
        if let super::gruff_goats::Phase::Block(claim) = &mut g.phase
            && claim.queue.first() == Some(&seat)
        {
            let n = g.hands.len();
            claim.queue.truncate(1);
            claim
                .queue
                .extend((0..n).filter(|&s| s != seat && rng.below(2) == 0));
        }
    });
}

#[test]
fn goat_lords_bots_ignore_other_hands_their_action_cards_and_the_deck() {
    use super::goat_lords::GoatLords;
    check::<GoatLords>(3, |g, seat, rng| {
        // Goats trade places between other hands and the draw pile, action cards between other
        // players' face-down fronts and the draw pile.
        let is_action =
            |c: &super::goat_lords::CardId| matches!(c.card(), super::goat_lords::Card::Action(_));
        let (mut actions, mut goats): (Vec<_>, Vec<_>) =
            g.draw.iter().copied().partition(is_action);
        {
            let mut hands: Vec<&mut Vec<_>> = vec![&mut goats];
            let mut fronts: Vec<&mut Vec<_>> = vec![&mut actions];
            for (s, p) in g.places.iter_mut().enumerate() {
                if s != seat {
                    hands.push(&mut p.hand);
                    fronts.push(&mut p.front);
                }
            }
            reshuffle(&mut hands, rng);
            reshuffle(&mut fronts, rng);
        }
        // The draw pile keeps which of its places hold an action card.
        for c in g.draw.iter_mut() {
            let pile = if is_action(c) {
                &mut actions
            } else {
                &mut goats
            };
            if let Some(next) = pile.pop() {
                *c = next;
            }
        }
    });
}

#[test]
fn battlegoats_bots_ignore_face_down_cards_they_have_not_seen() {
    use super::battlegoats::{BattleGoats, CardId, Phase, Placed};
    check::<BattleGoats>(3, |g, seat, rng| {
        // Unseen face-down opponent cards and the set-aside cards trade places.
        let hidden: Vec<(Seat, usize)> = (0..g.fields.len())
            .filter(|&s| s != seat)
            .flat_map(|s| (0..9).map(move |c| (s, c)))
            .filter(|&(s, c)| {
                g.fields[s][c].is_some_and(|p| {
                    !p.face_up && !g.known[seat].contains(&p.card) && !g.shown.contains(&p.card)
                })
            })
            .collect();
        let mut pool: Vec<CardId> = hidden
            .iter()
            .filter_map(|&(s, c)| g.fields[s][c].map(|p| p.card))
            .collect();
        // Cards in other hands (while laying out) are hidden too, as are the set-aside cards.
        if !matches!(g.phase, Phase::Draft) {
            pool.extend(g.set_aside.iter().copied());
        }
        rng.shuffle(&mut pool);
        let mut moved = Vec::new();
        for &(s, c) in &hidden {
            if let Some(card) = pool.pop() {
                moved.extend(g.fields[s][c].map(|p| (p.card, card)));
                g.fields[s][c] = Some(Placed {
                    card,
                    face_up: false,
                });
            }
        }
        // What another player peeked at in a place is the new card there.
        for (o, known) in g.known.iter_mut().enumerate() {
            if o != seat {
                *known = known
                    .iter()
                    .map(|c| moved.iter().find(|m| m.0 == *c).map_or(*c, |m| m.1))
                    .collect();
            }
        }
        if !matches!(g.phase, Phase::Draft) {
            g.set_aside = pool;
            g.set_aside.sort();
        }
    });
}

#[test]
fn grab_your_goat_bots_ignore_face_down_cards_other_hands_and_the_deck() {
    use super::grab_your_goat::{GrabYourGoat, Tile};
    check::<GrabYourGoat>(3, |g, seat, rng| {
        let downs: Vec<usize> = (0..g.grid.len())
            .filter(|&i| matches!(g.grid[i], Tile::Card { up: false, .. }))
            .collect();
        let mut face_down: Vec<_> = downs
            .iter()
            .filter_map(|&i| match g.grid[i] {
                Tile::Card { card, .. } => Some(card),
                _ => None,
            })
            .collect();
        {
            let mut others = others(&mut g.hands, seat);
            others.push(&mut g.deck);
            others.push(&mut face_down);
            reshuffle(&mut others, rng);
        }
        for (&i, card) in downs.iter().zip(face_down) {
            g.grid[i] = Tile::Card {
                card,
                up: false,
                rot: rng.below(4) as u8,
            };
        }
    });
}

#[test]
fn floats_mcgoats_bots_ignore_the_dice_to_come() {
    use super::floats_mcgoats::FloatsMcGoats;
    check::<FloatsMcGoats>(3, |g, _seat, rng| g.reseed(rng.next_u64()));
}
