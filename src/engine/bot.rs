//! Computer players. A bot sees exactly what its seat sees (the game's `View` for that seat) and
//! the seat's legal actions, never the state behind them, so it cannot look at a hidden card.

use super::{Game, GameRng, Log, Seat, ToAct};
use serde::{Deserialize, Serialize};

/// How well a computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Level {
    /// Uniformly random legal play (the arena's baseline).
    Random,
    /// Mostly random, but takes the obvious good move when there is one.
    Easy,
    /// A sensible heuristic for the game.
    Normal,
    /// Determinised Monte Carlo search: many positions its seat cannot tell from the real one,
    /// each move played out to the end by the Normal heuristic.
    Hard,
}

impl Level {
    pub fn parse(text: &str) -> Option<Level> {
        match text {
            "random" => Some(Level::Random),
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }
}

/// A game's computer player.
pub trait Bot: Game {
    /// Playouts a Hard decision makes: more where dice make each playout say little.
    const HARD_PLAYOUTS: u32 = HARD_PLAYOUTS;

    /// How often, in tenths, a move in a Hard playout is a random one rather than Normal's: for
    /// the searching seat, then for the other seats (how well the search imagines opponents play).
    const PLAYOUT_NOISE: (usize, usize) = (1, 1);

    /// Whether Hard weighs its candidate moves side by side on the same positions, dropping the
    /// worse half round after round (`Halving` in this module), rather than by UCB1 with a
    /// fresh deal for every playout: for games where the deal decides so much that luck hides
    /// the moves' differences.
    const PAIRED: bool = false;

    /// The game's sensible choice among `legal` for the seat whose view this is, if it has one
    /// (`None`: no preference, play anything).
    fn heuristic(
        view: &Self::View,
        seat: Seat,
        legal: &[Self::Action],
        rng: &mut GameRng,
    ) -> Option<usize>;

    /// Turns this position into one `seat` cannot tell from it: everything the seat cannot see
    /// (other hands, the draw pile's order, face-down cards it has not seen, the dice to come) is
    /// dealt again from `rng`. The result must depend only on what the seat sees and on `rng`
    /// (hidden cards are pooled in a fixed order before shuffling), which the fairness tests check.
    fn redeal(&mut self, seat: Seat, rng: &mut GameRng);

    /// Whether the game has [`Bot::redeal_places`] of its own.
    const DEALS_PLACES: bool = false;

    /// Like [`Bot::redeal`], but every opponent keeps the very cards they hold: only where they
    /// lie is dealt again, and cards out of play stay out. A partial cheat, for the arena alone:
    /// it tells how much of what Hard gives away is not knowing which cards are out there, and
    /// how much is not knowing where. Where a game has none ([`Bot::DEALS_PLACES`]), the fair deal.
    fn redeal_places(&mut self, seat: Seat, rng: &mut GameRng) {
        self.redeal(seat, rng);
    }

    /// Whether [`Bot::redeal`] can deal this position again (where it can't, Hard plays as Normal).
    fn searchable(&self) -> bool {
        true
    }

    /// The index in `legal` (which must not be empty) of the action `seat` takes, from the
    /// seat's view alone (Hard, which searches, is [`choose`]; here it plays as Normal).
    fn decide(
        view: &Self::View,
        seat: Seat,
        legal: &[Self::Action],
        level: Level,
        rng: &mut GameRng,
    ) -> usize {
        let random = |rng: &mut GameRng| rng.below(legal.len());
        match level {
            Level::Random => random(rng),
            // Easy: the sensible move one time in two, else anything.
            Level::Easy => {
                if rng.below(2) == 0 {
                    Self::heuristic(view, seat, legal, rng).unwrap_or_else(|| random(rng))
                } else {
                    random(rng)
                }
            }
            Level::Normal | Level::Hard => {
                Self::heuristic(view, seat, legal, rng).unwrap_or_else(|| random(rng))
            }
        }
        .min(legal.len().saturating_sub(1))
    }
}

/// Plays one game between bots from `seed`: `levels[k]` sits at seat `(k + shift) % n`, and
/// each decides from its own seat's view. Returns the winning seats and the number of actions,
/// or `None` if the game could not be set up or passed 100,000 actions.
pub fn play<G: Bot>(levels: &[Level], shift: usize, seed: u64) -> Option<(Vec<Seat>, usize)> {
    let n = levels.len();
    let mut rng = GameRng::new(seed ^ 0xa5e4a);
    play_through::<G>(n, seed, |g, seat, legal| {
        choose(g, seat, legal, levels[(seat + n - shift % n) % n], &mut rng)
    })
}

/// Deals a game of `players` from `seed` and plays it to the end, `pick` choosing the index in
/// the legal actions for whoever must act.
/// Returns the winning seats and the number of actions, or `None` if the game could not be set
/// up, refused a listed action, or passed 100,000 actions.
pub fn play_through<G: Game>(
    players: usize,
    seed: u64,
    mut pick: impl FnMut(&G, Seat, &[G::Action]) -> usize,
) -> Option<(Vec<Seat>, usize)> {
    let mut g = G::new(players, &G::Options::default(), seed).ok()?;
    let mut actions = 0;
    while let ToAct::Seats(seats) = g.to_act() {
        let seat = *seats.first()?;
        let legal = g.legal_actions(seat);
        if legal.is_empty() || actions > 100_000 {
            return None;
        }
        let k = pick(&g, seat, &legal).min(legal.len() - 1);
        g.execute(seat, &legal[k], &mut Log::quiet()).ok()?;
        actions += 1;
    }
    Some((g.outcome()?.winners, actions))
}

/// Every pile but `seat`'s (other players' hands, say).
pub fn others<T>(piles: &mut [Vec<T>], seat: Seat) -> Vec<&mut Vec<T>> {
    piles
        .iter_mut()
        .enumerate()
        .filter(|(s, _)| *s != seat)
        .map(|(_, p)| p)
        .collect()
}

/// Playouts a Hard decision makes natively (the arena, the tests) unless a game asks for more
/// ([`Bot::HARD_PLAYOUTS`]). The browser runs the same search in slices and stops at this count or
/// at its time budget, whichever comes first.
pub const HARD_PLAYOUTS: u32 = 300;

/// At most this many of the legal actions are weighed by a search (the Normal choice always
/// among them); with more, the others are a random sample.
const MAX_CANDIDATES: usize = 24;

/// A playout longer than this many actions counts as a draw.
const PLAYOUT_LIMIT: usize = 1_500;

/// The index in `legal` (the legal actions of `seat` in `state`, not empty) of the action a
/// computer at `level` takes. Random, Easy and Normal read only the seat's view; Hard searches
/// positions dealt again by [`Bot::redeal`], so it never knows more than the seat has seen.
pub fn choose<G: Bot>(
    state: &G,
    seat: Seat,
    legal: &[G::Action],
    level: Level,
    rng: &mut GameRng,
) -> usize {
    if level == Level::Hard && legal.len() > 1 {
        let mut search = Search::new(state, seat, rng.next_u64());
        search.run(G::HARD_PLAYOUTS);
        if let Some(best) = search.best().filter(|_| !search.undecided()) {
            return best.min(legal.len() - 1);
        }
        // Every move looked the same (playouts that never end, say): play as Easy, whose
        // chance moves get a stuck position going again.
        return G::decide(&state.view(seat), seat, legal, Level::Easy, rng);
    }
    G::decide(&state.view(seat), seat, legal, level, rng)
}

/// How long Hard may think in the browser, in milliseconds: it then decides with the playouts it
/// has made, even if they are not all done.
pub const BUDGET_MS: f64 = 800.0;

/// The index in `seat`'s legal actions of the one a computer at `level` takes in the browser
/// (`None`: it has none), drawn from `seed`. As [`choose`], but Hard stops searching once
/// `clock` (milliseconds) has gone [`BUDGET_MS`] past its first reading, and when the search
/// finds every move alike it plays what Easy would from the same seed.
pub fn think<G: Bot>(
    state: &G,
    seat: Seat,
    level: Level,
    seed: u64,
    clock: &dyn Fn() -> f64,
) -> Option<usize> {
    let legal = state.legal_actions(seat);
    if legal.is_empty() {
        return None;
    }
    if level == Level::Hard && legal.len() > 1 {
        let started = clock();
        let easy = choose(state, seat, &legal, Level::Easy, &mut GameRng::new(seed));
        let mut search = Search::new(state, seat, seed);
        while search.has_choice()
            && search.playouts() < G::HARD_PLAYOUTS
            && clock() - started < BUDGET_MS
        {
            search.run(2);
        }
        let best = search.best().filter(|_| !search.undecided());
        return Some(best.unwrap_or(easy).min(legal.len() - 1));
    }
    let pick = choose(state, seat, &legal, level, &mut GameRng::new(seed));
    Some(pick.min(legal.len() - 1))
}

/// Hard's search for one decision: each playout deals a position the seat cannot tell from the
/// real one, tries one of the seat's candidate actions (chosen by UCB1) and plays the game out
/// with the Normal heuristic for every seat (one move in ten at random, unless the game says
/// otherwise: [`Bot::PLAYOUT_NOISE`]). It can run a few playouts at a time and be asked for its
/// best move at any point ([`think`] stops it when its time is up).
#[derive(Clone, Debug)]
pub struct Search<G: Bot> {
    root: G,
    seat: Seat,
    legal: Vec<G::Action>,
    /// Indices into `legal` that are weighed.
    candidates: Vec<usize>,
    /// Per candidate: the sum of results (1 for a win, a share for a shared win) and playouts.
    stats: Vec<(f64, u32)>,
    rng: GameRng,
    playouts: u32,
    /// How the hidden part of each playout's position is dealt (anything but [`Deal::Fair`] is
    /// the arena's alone).
    deal: Deal,
    /// The candidate Normal would play, if it has a preference.
    normal: Option<usize>,
    /// How the playouts are shared out when the game asks for paired comparisons.
    halving: Option<Halving>,
}

/// What a search may know of the position it plays out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deal {
    /// Only what its seat sees: everything hidden is dealt again ([`Bot::redeal`]).
    Fair,
    /// The real position, every hidden card and die included.
    Real,
    /// Which cards each opponent holds, but not where ([`Bot::redeal_places`]).
    Places,
}

/// Sequential halving on common positions ([`Bot::PAIRED`]): in each round, every candidate
/// still in the running is played out from the same positions dealt again, each with the same
/// random stream afterwards; at the end of the round the better half (by their total over those
/// same positions) goes on, until two are left, which share what remains of the playouts. The
/// rounds get equal shares of [`Bot::HARD_PLAYOUTS`].
///
/// Measured on BattleGoats, where one deal can decide a game: Hard against Random won 87.3% of
/// 1,000 games (seed 50000) against 85.7% with UCB1, and 87.5% (seed 1) against 86.7%; against
/// Normal 78.3% of 500 (seed 50000) against 75.5%. With 2,000 playouts instead of 1,000: 87.5%;
/// weighing every legal move instead of 24, 88.1% (3,000 playouts: 88.0%), inside the same
/// interval, so the 24 stay.
#[derive(Clone, Debug)]
struct Halving {
    /// Candidates still in the running (indices into `candidates`).
    active: Vec<usize>,
    /// Per position: the seed it is dealt from, and the seed its playout runs on.
    worlds: Vec<(u64, u64)>,
    /// The next candidate (index into `active`) to play out from position `world`.
    next: usize,
    world: usize,
    /// The position where this round ends, and the playouts each round may make.
    round_end: usize,
    per_round: usize,
}

impl<G: Bot> Search<G> {
    /// A search that knows what `deal` says of the hidden cards: anything but [`Deal::Fair`] is a
    /// cheat, used only by the arena to measure how much a game's luck leaves to any fair player.
    pub fn dealing(state: &G, seat: Seat, seed: u64, deal: Deal) -> Self {
        Search {
            deal,
            ..Search::new(state, seat, seed)
        }
    }

    /// A search for `seat`'s next action in `state`, seeded by `seed`.
    pub fn new(state: &G, seat: Seat, seed: u64) -> Self {
        let legal = state.legal_actions(seat);
        let mut rng = GameRng::new(seed);
        let mut candidates: Vec<usize> = (0..legal.len()).collect();
        // Normal's choice: always weighed, and kept unless the playouts find better.
        let normal =
            G::heuristic(&state.view(seat), seat, &legal, &mut rng).filter(|&n| n < legal.len());
        if !state.searchable() && !legal.is_empty() {
            let view = state.view(seat);
            candidates = vec![G::decide(&view, seat, &legal, Level::Normal, &mut rng)];
        } else if legal.len() > MAX_CANDIDATES {
            rng.shuffle(&mut candidates);
            candidates.truncate(MAX_CANDIDATES);
            if let Some(n) = normal.filter(|n| !candidates.contains(n)) {
                candidates[0] = n;
            }
        }
        let normal = normal.and_then(|n| candidates.iter().position(|&c| c == n));
        let halving = (G::PAIRED && candidates.len() > 1).then(|| {
            // Enough rounds to halve the candidates down to two.
            let rounds = (usize::BITS - (candidates.len() - 1).leading_zeros()) as usize;
            let per_round = (G::HARD_PLAYOUTS as usize / rounds.max(1)).max(1);
            Halving {
                active: (0..candidates.len()).collect(),
                worlds: Vec::new(),
                next: 0,
                world: 0,
                round_end: (per_round / candidates.len()).max(1),
                per_round,
            }
        });
        Search {
            halving,
            normal,
            root: state.clone(),
            seat,
            stats: vec![(0.0, 0); candidates.len()],
            legal,
            candidates,
            rng,
            playouts: 0,
            deal: Deal::Fair,
        }
    }

    /// Plays `count` more playouts.
    pub fn run(&mut self, count: u32) {
        if self.candidates.len() < 2 {
            return;
        }
        // (`G::PAIRED` first: a game that never pairs compiles none of it.)
        if G::PAIRED && self.halving.is_some() {
            for _ in 0..count {
                self.halve_once();
            }
            return;
        }
        for _ in 0..count {
            let k = self.select();
            let mut g = self.root.clone();
            self.deal.apply(&mut g, self.seat, &mut self.rng);
            let action = &self.legal[self.candidates[k]];
            let value = match g.execute(self.seat, action, &mut Log::quiet()) {
                Ok(()) => playout(&mut g, self.seat, G::PLAYOUT_NOISE, &mut self.rng),
                Err(_) => 0.0,
            };
            self.stats[k].0 += value;
            self.stats[k].1 += 1;
            self.playouts += 1;
        }
    }

    /// One playout of [`Halving`]: the next candidate in the running from the round's current
    /// position; once all of them have met it, the next position, or the next round.
    fn halve_once(&mut self) {
        let Some(h) = self.halving.as_mut() else {
            return;
        };
        while h.worlds.len() <= h.world {
            let world = (self.rng.next_u64(), self.rng.next_u64());
            h.worlds.push(world);
        }
        let (Some(&(deal, play)), Some(&k)) = (h.worlds.get(h.world), h.active.get(h.next)) else {
            return;
        };
        let mut g = self.root.clone();
        self.deal.apply(&mut g, self.seat, &mut GameRng::new(deal));
        let action = &self.legal[self.candidates[k]];
        let value = match g.execute(self.seat, action, &mut Log::quiet()) {
            Ok(()) => playout(&mut g, self.seat, G::PLAYOUT_NOISE, &mut GameRng::new(play)),
            Err(_) => 0.0,
        };
        self.stats[k].0 += value;
        self.stats[k].1 += 1;
        self.playouts += 1;
        h.next += 1;
        if h.next < h.active.len() {
            return;
        }
        h.next = 0;
        h.world += 1;
        if h.world >= h.round_end && h.active.len() > 2 {
            // All still in the running met the same positions: their totals compare directly.
            let stats = &self.stats;
            // Totals are never negative, so their bits sort as they do (and the short sort
            // saves the download a stable sort's code).
            super::sort_short_by_key(&mut h.active, |&k| {
                (std::cmp::Reverse(stats[k].0.to_bits()), k)
            });
            h.active.truncate(h.active.len().div_ceil(2).max(2));
            h.round_end = h.world + (h.per_round / h.active.len()).max(1);
        }
    }

    /// Playouts made so far.
    pub fn playouts(&self) -> u32 {
        self.playouts
    }

    /// Per candidate (index into the legal actions): total result and playouts.
    pub fn stats(&self) -> Vec<(usize, f64, u32)> {
        (0..self.candidates.len())
            .map(|k| (self.candidates[k], self.stats[k].0, self.stats[k].1))
            .collect()
    }

    /// Whether the playouts found no difference at all between the candidates (every one tried
    /// scored the same on average), so the search has nothing to say.
    pub fn undecided(&self) -> bool {
        let means: Vec<f64> = self
            .stats
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|&(v, n)| v / f64::from(n))
            .collect();
        let (lo, hi) = means
            .iter()
            .fold((f64::MAX, f64::MIN), |(lo, hi), &m| (lo.min(m), hi.max(m)));
        means.len() > 1 && hi - lo < 1e-9
    }

    /// Whether more playouts could change anything (more than one candidate).
    pub fn has_choice(&self) -> bool {
        self.candidates.len() > 1
    }

    /// The legal actions the search chooses among.
    pub fn legal(&self) -> &[G::Action] {
        &self.legal
    }

    /// The index in the legal actions of the best action so far: the most played candidate
    /// (ties: the better average), unless Normal's choice did as well within one standard error
    /// (paired: the best average still in the running); `None` when there is no legal action.
    pub fn best(&self) -> Option<usize> {
        // Paired: the best average of those still in the running (who met the same positions,
        // give or take the last), Normal's or not.
        if let Some(h) = self.halving.as_ref().filter(|_| G::PAIRED) {
            let mean = |k: usize| self.stats[k].0 / f64::from(self.stats[k].1.max(1));
            let top = (h.active.iter().copied())
                .max_by(|&a, &b| mean(a).total_cmp(&mean(b)).then(b.cmp(&a)))?;
            return Some(self.candidates[top]);
        }
        let top = self.most_played()?;
        // A few playouts each are noisy: leave Normal's choice only for a move that did
        // better by more than one standard error.
        if let Some(n) = self.normal
            && n != top
        {
            let (vt, nt) = self.stats[top];
            let (vn, nn) = self.stats[n];
            let (nt, nn) = (f64::from(nt.max(1)), f64::from(nn.max(1)));
            let (pt, pn) = (vt / nt, vn / nn);
            let spread = |p: f64, n: f64| (p * (1.0 - p)).max(0.01) / n;
            if pt - pn <= (spread(pt, nt) + spread(pn, nn)).sqrt() {
                return Some(self.candidates[n]);
            }
        }
        Some(self.candidates[top])
    }

    /// The candidate played most (ties: the better average).
    fn most_played(&self) -> Option<usize> {
        (0..self.candidates.len()).max_by(|&a, &b| {
            let (va, na) = self.stats[a];
            let (vb, nb) = self.stats[b];
            na.cmp(&nb).then(
                (va / f64::from(na.max(1)))
                    .partial_cmp(&(vb / f64::from(nb.max(1))))
                    .unwrap_or(std::cmp::Ordering::Equal),
            )
        })
    }

    /// UCB1 over the candidates: each is tried once, then the best mean plus an exploration bonus.
    fn select(&self) -> usize {
        if let Some(k) = self.stats.iter().position(|&(_, n)| n == 0) {
            return k;
        }
        let total = f64::from(self.playouts.max(1)).ln();
        let score = |&(v, n): &(f64, u32)| {
            let n = f64::from(n);
            v / n + 0.7 * (total / n).sqrt()
        };
        (0..self.stats.len())
            .max_by(|&a, &b| {
                score(&self.stats[a])
                    .partial_cmp(&score(&self.stats[b]))
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .unwrap_or(0)
    }
}

impl Deal {
    /// Deals `g`'s hidden part again, as this kind of search may know it.
    fn apply<G: Bot>(self, g: &mut G, seat: Seat, rng: &mut GameRng) {
        match self {
            Deal::Fair => g.redeal(seat, rng),
            Deal::Real => {}
            // (The browser never deals places: its build leaves the code out.)
            #[cfg(not(target_arch = "wasm32"))]
            Deal::Places => g.redeal_places(seat, rng),
            #[cfg(target_arch = "wasm32")]
            Deal::Places => g.redeal(seat, rng),
        }
    }
}

/// Plays `g` to the end with the Normal heuristic for every seat, a move at random now and then
/// so playouts differ (`noise`: how many in ten, for `seat`, then for the others; see
/// [`Bot::PLAYOUT_NOISE`]); returns `seat`'s share of the win (0 when it loses).
pub fn playout<G: Bot>(g: &mut G, seat: Seat, noise: (usize, usize), rng: &mut GameRng) -> f64 {
    let even = 1.0 / g.players().max(1) as f64;
    let mut log = Log::quiet();
    for _ in 0..PLAYOUT_LIMIT {
        let ToAct::Seats(seats) = g.to_act() else {
            return match g.outcome() {
                Some(o) if o.winners.contains(&seat) => 1.0 / o.winners.len() as f64,
                _ => 0.0,
            };
        };
        let Some(&s) = seats.first() else {
            return even;
        };
        let legal = g.legal_actions(s);
        if legal.is_empty() {
            return even;
        }
        let random = if s == seat { noise.0 } else { noise.1 };
        let pick = if rng.below(10) < random {
            rng.below(legal.len())
        } else {
            G::heuristic(&g.view(s), s, &legal, rng).unwrap_or_else(|| rng.below(legal.len()))
        };
        log.clear();
        if g.execute(s, &legal[pick.min(legal.len() - 1)], &mut log)
            .is_err()
        {
            return even;
        }
    }
    even
}

/// Deals the cards of `piles` out again: pooled, put in a fixed order, shuffled by `rng`, and
/// each pile refilled to its old size. The result depends only on which cards the piles hold
/// between them and on `rng`, never on where they were.
pub fn redeal_piles<T: Copy + Ord>(piles: &mut [&mut Vec<T>], rng: &mut GameRng) {
    let mut pool: Vec<T> = piles.iter().flat_map(|p| p.iter().copied()).collect();
    super::sort_short(&mut pool);
    rng.shuffle(&mut pool);
    for pile in piles.iter_mut() {
        let rest = pool.split_off(pool.len() - pile.len());
        **pile = rest;
    }
}
