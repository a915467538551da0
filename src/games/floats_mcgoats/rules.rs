//! What is legal in Floats McGoats, and the invariants that hold between turns.

use super::board::{Board, Marks};
use super::lattice::{ANCHORS, Cell, Edge, EdgeSet, Vertex};
use super::links::Links;
use super::{Action, Face, FloatsMcGoats, MAMAS, Pack, Phase, STICKS, Stick};
use crate::engine::Seat;
use std::cell::OnceCell;
use std::ops::ControlFlow;

/// Why an action was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FloatError {
    GameOver,
    NotYourTurn,
    NotNow,
    /// No such goat left in your supply.
    NoGoatLeft,
    /// The triangle is not an open spot: it touches no stick, or something sits there.
    NotOpen,
    /// The stick pile is empty.
    PileEmpty,
    /// A stick goes on a free place touching the end of a raft stick.
    BadPlace,
    /// Only light sticks move or flip.
    NotLight,
    /// The second stick may not go where the first one was, nor be the first one again.
    SamePlace,
    /// Those goats can't do that (not yours, locked, or the wrong kinds).
    BadGoats,
    /// Move two sticks needs two light sticks.
    NeedTwoLight,
    /// The shark must attack an opponent while one can be attacked.
    SharkMustBite,
    /// Taking that stick would cut goats in a locked triangle off the raft.
    StrandsLocked,
    /// A place far off any raft that could ever be built.
    OutOfReach,
}

impl std::fmt::Display for FloatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            FloatError::GameOver => "The game is over.",
            FloatError::NotYourTurn => "It is not your turn.",
            FloatError::NotNow => "That can't be done at this moment.",
            FloatError::NoGoatLeft => "You have no such goat left to add.",
            FloatError::NotOpen => "Goats go in an empty triangle beside at least one stick.",
            FloatError::PileEmpty => "The stick pile is empty.",
            FloatError::BadPlace => {
                "A stick goes on a free place that touches the end of a raft stick."
            }
            FloatError::NotLight => "Only light sticks can be moved or flipped.",
            FloatError::SamePlace => {
                "The second stick must go to a new place, not where the first one was."
            }
            FloatError::BadGoats => "Those goats can't do that.",
            FloatError::NeedTwoLight => "Move two sticks needs two light sticks on the raft.",
            FloatError::SharkMustBite => "The shark attacks another player's goats while it can.",
            FloatError::StrandsLocked => {
                "That stick holds locked-in goats to the raft: it can't be moved."
            }
            FloatError::OutOfReach => "That place is far beyond the raft.",
        })
    }
}

impl std::error::Error for FloatError {}

impl FloatsMcGoats {
    /// Whether a goat may be added to `cell`: beside a stick, empty, not the shark's.
    pub fn open(&self, cell: Cell) -> bool {
        !self.goats.contains_key(&cell)
            && self.shark != Some(cell)
            && cell.edges().iter().any(|e| self.sticks.contains_key(e))
    }

    /// Every open triangle, in order.
    pub fn open_cells(&self) -> Vec<Cell> {
        self.open_cells_in(&Board::new(self))
    }

    /// [`FloatsMcGoats::open_cells`], asking `board`.
    pub(super) fn open_cells_in(&self, board: &Board) -> Vec<Cell> {
        let mut out = Vec::with_capacity(64);
        let _ = self.each_open_cell_in(board, |c| {
            out.push(c);
            ControlFlow::Continue(())
        });
        out
    }

    /// Calls `each` with every open triangle, in order, until it says to stop.
    pub(super) fn each_open_cell_in(
        &self,
        board: &Board,
        mut each: impl FnMut(Cell) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if let Some(flow) = board.each_open_cell(self.shark, &mut each) {
            return flow;
        }
        let mut cells: Vec<Cell> = self.sticks.keys().flat_map(|e| e.cells()).collect();
        crate::engine::sort_short(&mut cells);
        cells.dedup();
        // Each of these lies beside a stick: it is open when nobody (not even the shark) is in it.
        for c in cells {
            if !board.has_goat(&c) && self.shark != Some(c) {
                each(c)?;
            }
        }
        ControlFlow::Continue(())
    }

    /// Free places that touch the end of a raft stick, in order.
    pub fn stick_places(&self) -> Vec<Edge> {
        let mut out = Vec::with_capacity(64);
        let _ = self.each_stick_place_in(&Board::new(self), |e| {
            out.push(e);
            ControlFlow::Continue(())
        });
        out
    }

    /// Calls `each` with every free place that touches the end of a raft stick, in order, until
    /// it says to stop.
    pub(super) fn each_stick_place_in(
        &self,
        board: &Board,
        mut each: impl FnMut(Edge) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if let Some(flow) = board.each_stick_place(&mut each) {
            return flow;
        }
        let mut ends: Vec<Vertex> = self.sticks.keys().flat_map(|e| e.ends()).collect();
        crate::engine::sort_short(&mut ends);
        ends.dedup();
        let mut out: Vec<Edge> = ends
            .into_iter()
            .flat_map(|end| end.edges())
            .filter(|p| !board.has_stick(p))
            .collect();
        crate::engine::sort_short(&mut out);
        out.dedup();
        for e in out {
            each(e)?;
        }
        ControlFlow::Continue(())
    }

    pub(super) fn light_sticks(&self) -> impl Iterator<Item = Edge> + '_ {
        self.sticks
            .iter()
            .filter(|(_, s)| **s == Stick::Light)
            .map(|(e, _)| *e)
    }
}

/// Checks `action` by `seat` against the position.
pub(super) fn validate(
    game: &FloatsMcGoats,
    seat: Seat,
    action: &Action,
) -> Result<(), FloatError> {
    validate_in(&Position::new(game), &game.phase, seat, action)
}

/// What checking moves needs to know about one position, each part worked out the first time it
/// is asked for and then kept: listing the legal moves checks many moves against one position.
pub(super) struct Position<'a> {
    pub(super) game: &'a FloatsMcGoats,
    /// The raft's sticks and goats.
    board: OnceCell<Board<'a>>,
    /// The goats' triangles that are locked in.
    locked: OnceCell<Vec<Cell>>,
    /// How many light sticks there are.
    light: OnceCell<usize>,
    /// The owner of some goats that are not locked in, and whether another player has some too.
    free_owners: OnceCell<(Option<Seat>, bool)>,
    /// Whether every locked triangle has a side at an anchor's place.
    anchored_locked: OnceCell<bool>,
    /// The raft as bits, for asking of many sticks whether taking it strands locked goats.
    links: OnceCell<Option<Links>>,
}

impl<'a> Position<'a> {
    pub(super) fn new(game: &'a FloatsMcGoats) -> Self {
        Position {
            game,
            board: OnceCell::new(),
            locked: OnceCell::new(),
            light: OnceCell::new(),
            free_owners: OnceCell::new(),
            anchored_locked: OnceCell::new(),
            links: OnceCell::new(),
        }
    }

    pub(super) fn board(&self) -> &Board<'a> {
        self.board.get_or_init(|| Board::new(self.game))
    }

    /// Whether goats of a player other than `seat` are not locked in.
    pub(super) fn rival(&self, seat: Seat) -> bool {
        let (first, two) = *self.free_owners.get_or_init(|| {
            let board = self.board();
            let mut owners = self
                .game
                .goats
                .iter()
                .filter(|(c, _)| !board.locked(**c))
                .map(|(_, g)| g.owner);
            let first = owners.next();
            let two = owners.any(|o| Some(o) != first);
            (first, two)
        });
        two || first.is_some_and(|o| o != seat)
    }

    pub(super) fn locked(&self) -> &[Cell] {
        self.locked.get_or_init(|| {
            let board = self.board();
            if let Some(locked) = board.locked_goats() {
                return locked;
            }
            self.game
                .goats
                .keys()
                .copied()
                .filter(|c| board.locked(*c))
                .collect()
        })
    }

    pub(super) fn light_count(&self) -> usize {
        *self.light.get_or_init(|| self.game.light_sticks().count())
    }

    /// Whether a stick other than `edge` itself shares an end with it.
    pub(super) fn touches_raft(&self, edge: Edge) -> bool {
        self.board().touches_raft(edge)
    }

    /// Whether a goat may be added to `cell` (see [`FloatsMcGoats::open`]).
    pub(super) fn open(&self, cell: Cell) -> bool {
        let board = self.board();
        !board.has_goat(&cell)
            && self.game.shark != Some(cell)
            && cell.edges().iter().any(|e| board.has_stick(e))
    }

    /// Whether taking the stick at `edge` away would leave goats locked in a triangle with no
    /// side joined to the anchors.
    pub(super) fn strands_locked(&self, edge: Edge) -> bool {
        if self.locked().is_empty() {
            return false;
        }
        // A locked triangle with a side at an anchor's place is reached from that stick at once
        // (its sides are all sticks), unless `edge` is the one taken: when every locked triangle
        // is such, only taking an anchor could strand one.
        let anchored = *self.anchored_locked.get_or_init(|| {
            let anchored = |c: &Cell| c.edges().iter().any(|e| ANCHORS.contains(e));
            self.locked().iter().all(anchored)
        });
        if anchored && !ANCHORS.contains(&edge) {
            return false;
        }
        let links = self
            .links
            .get_or_init(|| Links::new(self.game, self.board(), self.locked()));
        match links {
            Some(links) => links.strands(edge),
            None => self.strands_locked_by_following(edge),
        }
    }

    /// [`Position::strands_locked`] found by following the raft stick by stick (for any raft,
    /// however large).
    pub(super) fn strands_locked_by_following(&self, edge: Edge) -> bool {
        // Follow the raft out from the anchors without `edge`, crossing off each locked triangle
        // as soon as one of its sides is reached: stranded if any is left at the end.
        let mut cut_off: Vec<Cell> = self.locked().to_vec();
        if cut_off.is_empty() {
            return false;
        }
        let board = self.board();
        let on = |e: &Edge| *e != edge && board.has_stick(e);
        let mut frontier: Vec<Edge> = ANCHORS.iter().copied().filter(on).collect();
        // Sticks reached so far: flags on the grid when it holds the raft, else a set.
        let mut marks = board.dense().then(Marks::new);
        let mut set = EdgeSet::default();
        let mut first = |e: Edge| match &mut marks {
            Some(marks) => marks.mark(&e),
            None => set.insert(e),
        };
        for e in &frontier {
            first(*e);
        }
        while let Some(e) = frontier.pop() {
            cut_off.retain(|c| !e.cells().contains(c));
            if cut_off.is_empty() {
                return false;
            }
            for next in e.ends().into_iter().flat_map(Vertex::edges) {
                if on(&next) && first(next) {
                    frontier.push(next);
                }
            }
        }
        true
    }
}

/// The sticks of `sticks` joined to the anchors, end to end, if `missing` were taken away.
pub(super) fn anchored_in(board: &Board, missing: Option<Edge>) -> EdgeSet {
    let on = |e: &Edge| board.has_stick(e) && Some(*e) != missing;
    let mut frontier: Vec<Edge> = ANCHORS.iter().copied().filter(on).collect();
    let mut seen: EdgeSet = frontier.iter().copied().collect();
    while let Some(e) = frontier.pop() {
        for end in e.ends() {
            for next in end.edges() {
                if on(&next) && seen.insert(next) {
                    frontier.push(next);
                }
            }
        }
    }
    seen
}

/// Checks `action` by `seat` as if the game waited for `phase` (the rest of the position as it
/// is), so a face can be tried without copying the game.
pub(super) fn validate_in(
    position: &Position,
    phase: &Phase,
    seat: Seat,
    action: &Action,
) -> Result<(), FloatError> {
    let game = position.game;
    if matches!(phase, Phase::Over) {
        return Err(FloatError::GameOver);
    }
    if seat != game.active {
        return Err(FloatError::NotYourTurn);
    }
    if !within_reach(action) {
        return Err(FloatError::OutOfReach);
    }
    let light = |e: &Edge| {
        if position.board().stick(e) != Some(Stick::Light) {
            return Err(FloatError::NotLight);
        }
        // Goats locked in by dark sticks are not moved by a stick move, so neither can they be
        // floated away by one.
        if position.strands_locked(*e) {
            Err(FloatError::StrandsLocked)
        } else {
            Ok(())
        }
    };
    let place = |e: &Edge| {
        if !position.board().has_stick(e) && position.touches_raft(*e) {
            Ok(())
        } else {
            Err(FloatError::BadPlace)
        }
    };
    let mine = |c: &Cell| {
        let board = position.board();
        board
            .goat(c)
            .filter(|g| g.owner == seat && !board.locked(*c))
            .map(|g| g.pack)
            .ok_or(FloatError::BadGoats)
    };
    match (phase, action) {
        (Phase::Turn, Action::AddGoat { cell, baby }) => {
            let supply = game.supply[seat];
            if (*baby && !supply.baby) || (!*baby && supply.mamas == 0) {
                return Err(FloatError::NoGoatLeft);
            }
            if position.open(*cell) {
                Ok(())
            } else {
                Err(FloatError::NotOpen)
            }
        }
        (Phase::Turn, Action::Roll) => Ok(()),
        (Phase::Rolled(Face::AddStick | Face::AddOrMove), Action::AddStick { edge }) => {
            if game.pile == 0 {
                return Err(FloatError::PileEmpty);
            }
            place(edge)
        }
        (Phase::Rolled(Face::AddOrMove), Action::TakeStick { edge }) => light(edge),
        (Phase::Rolled(Face::MoveTwo), Action::TakeStick { edge }) => {
            if position.light_count() < 2 {
                return Err(FloatError::NeedTwoLight);
            }
            light(edge)
        }
        (Phase::SecondStick { moved, .. }, Action::TakeStick { edge }) => {
            if edge == moved {
                return Err(FloatError::SamePlace);
            }
            light(edge)
        }
        (Phase::Carrying { from, left, .. }, Action::PlaceStick { edge }) => {
            if edge == from || Some(*edge) == *left {
                return Err(FloatError::SamePlace);
            }
            place(edge)
        }
        (Phase::Rolled(Face::Flip), Action::Flip { edge }) => {
            if position.board().stick(edge) == Some(Stick::Light) {
                Ok(())
            } else {
                Err(FloatError::NotLight)
            }
        }
        (Phase::Rolled(Face::GoatLove), Action::GoatLove { from, to }) => {
            let (a, b) = (mine(from)?, mine(to)?);
            if from != to && loves(a, b) {
                Ok(())
            } else {
                Err(FloatError::BadGoats)
            }
        }
        (Phase::Rolled(Face::GoatFight), Action::Fight { mine: m, theirs }) => {
            let a = mine(m)?;
            let board = position.board();
            let other = board
                .goat(theirs)
                .filter(|g| g.owner != seat && !board.locked(*theirs));
            let b = other.ok_or(FloatError::BadGoats)?.pack;
            if fair(a, b) {
                Ok(())
            } else {
                Err(FloatError::BadGoats)
            }
        }
        (Phase::Rolled(Face::SharkAttack), Action::Shark { victim }) => {
            let board = position.board();
            let g = board
                .goat(victim)
                .filter(|_| !board.locked(*victim))
                .ok_or(FloatError::BadGoats)?;
            if g.owner == seat && position.rival(seat) {
                Err(FloatError::SharkMustBite)
            } else {
                Ok(())
            }
        }
        (Phase::Follow { vacated }, Action::Follow { from }) => {
            if from == vacated {
                return Err(FloatError::BadGoats);
            }
            mine(from).map(|_| ())
        }
        (Phase::Follow { .. }, Action::Stay) => Ok(()),
        _ => Err(FloatError::NotNow),
    }
}

/// No raft can reach past fifty sticks from the anchors; anything further is refused before any
/// arithmetic on it (a damaged save could hold anything).
pub(super) fn within_reach(action: &Action) -> bool {
    const REACH: u32 = 1000;
    let near = |x: i32, y: i32| x.unsigned_abs() <= REACH && y.unsigned_abs() <= REACH;
    let cell = |c: &Cell| near(c.x, c.y);
    let edge = |e: &Edge| near(e.from.x, e.from.y);
    match action {
        Action::AddGoat { cell: c, .. }
        | Action::Shark { victim: c }
        | Action::Follow { from: c } => cell(c),
        Action::AddStick { edge: e }
        | Action::TakeStick { edge: e }
        | Action::PlaceStick { edge: e }
        | Action::Flip { edge: e } => edge(e),
        Action::GoatLove { from, to } => cell(from) && cell(to),
        Action::Fight { mine, theirs } => cell(mine) && cell(theirs),
        Action::Roll | Action::Stay => true,
    }
}

/// Whether goat love may stack `to` (the goats moved onto) with `from`: two mamas, or a mama and
/// the baby.
pub(super) fn loves(from: Pack, to: Pack) -> bool {
    matches!(
        (from, to),
        (Pack::Mama, Pack::Mama) | (Pack::Mama, Pack::Baby) | (Pack::Baby, Pack::Mama)
    )
}

/// Whether `mine` may fight `theirs`: mama against mama, baby against baby, a stack against
/// anything but a lone baby.
pub(super) fn fair(mine: Pack, theirs: Pack) -> bool {
    match mine {
        Pack::Mama => theirs == Pack::Mama,
        Pack::Baby => theirs == Pack::Baby,
        Pack::TwoMamas | Pack::MamaAndBaby => theirs != Pack::Baby,
    }
}

/// 48 sticks between the pile and the raft (one may be in a player's hand while moving); both
/// anchors in place; every player's seven goats on the raft or in their supply; between turns,
/// the whole raft joined to the anchors and every goat beside a stick; the shark alone in its
/// triangle.
pub(super) fn check_invariants(game: &FloatsMcGoats) -> Result<(), String> {
    let carrying = matches!(game.phase, Phase::Carrying { .. });
    let on_raft = game
        .sticks
        .values()
        .filter(|s| **s != Stick::Anchor)
        .count();
    if game.pile as usize + on_raft + usize::from(carrying) != STICKS as usize {
        return Err(format!(
            "sticks: {} in the pile, {on_raft} on the raft",
            game.pile
        ));
    }
    if ANCHORS
        .iter()
        .any(|a| game.sticks.get(a) != Some(&Stick::Anchor))
    {
        return Err("an anchor stick moved".into());
    }
    for (seat, supply) in game.supply.iter().enumerate() {
        let (mut mamas, mut babies) = (supply.mamas, u8::from(supply.baby));
        for g in game.goats.values().filter(|g| g.owner == seat) {
            let (m, b) = g.pack.goats();
            mamas += m;
            babies += b;
        }
        if mamas != MAMAS || babies != 1 {
            return Err(format!("seat {seat} has {mamas} mamas and {babies} babies"));
        }
    }
    if game
        .shark
        .is_some_and(|shark| game.goats.contains_key(&shark))
    {
        return Err("the shark shares a triangle".into());
    }
    if !carrying {
        let raft = game.anchored();
        if raft.len() != game.sticks.len() {
            return Err("a stick drifts apart from the anchors".into());
        }
        for cell in game.goats.keys().chain(game.shark.iter()) {
            if !cell.edges().iter().any(|e| game.sticks.contains_key(e)) {
                return Err(format!("{cell:?} touches no stick"));
            }
        }
    }
    Ok(())
}
