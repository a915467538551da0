//! Floats McGoats actions as saves write them (see `engine::code`): a triangle as x, y and 1 for
//! an upward one; a stick place as its first corner's x and y and its direction.

use super::{Action, Cell, Dir, Edge, Vertex};
use crate::engine::code::{BadCode, Code, flag, index_of, nth};

const DIRS: [Dir; 3] = [Dir::E, Dir::N, Dir::NW];

fn cell(c: Cell) -> [i32; 3] {
    [c.x, c.y, c.up.into()]
}

fn edge(e: Edge) -> [i32; 3] {
    [e.from.x, e.from.y, index_of(&DIRS, &e.dir)]
}

fn read_cell(code: &[i32]) -> Result<Cell, BadCode> {
    match *code {
        [x, y, up] => Ok(Cell {
            x,
            y,
            up: flag(up)?,
        }),
        _ => Err(BadCode),
    }
}

fn read_edge(code: &[i32]) -> Result<Edge, BadCode> {
    match *code {
        [x, y, d] => Ok(Edge {
            from: Vertex { x, y },
            dir: nth(&DIRS, d)?,
        }),
        _ => Err(BadCode),
    }
}

impl From<Action> for Code {
    fn from(a: Action) -> Code {
        let with = |kind: i32, parts: &[&[i32]]| {
            let mut code = vec![kind];
            for p in parts {
                code.extend_from_slice(p);
            }
            code
        };
        match a {
            Action::AddGoat { cell: c, baby } => with(0, &[&cell(c), &[baby.into()]]),
            Action::Roll => vec![1],
            Action::AddStick { edge: e } => with(2, &[&edge(e)]),
            Action::TakeStick { edge: e } => with(3, &[&edge(e)]),
            Action::PlaceStick { edge: e } => with(4, &[&edge(e)]),
            Action::Flip { edge: e } => with(5, &[&edge(e)]),
            Action::GoatLove { from, to } => with(6, &[&cell(from), &cell(to)]),
            Action::Fight { mine, theirs } => with(7, &[&cell(mine), &cell(theirs)]),
            Action::Shark { victim } => with(8, &[&cell(victim)]),
            Action::Follow { from } => with(9, &[&cell(from)]),
            Action::Stay => vec![10],
        }
    }
}

impl TryFrom<Code> for Action {
    type Error = BadCode;
    fn try_from(code: Code) -> Result<Action, BadCode> {
        let (&kind, rest) = code.split_first().ok_or(BadCode)?;
        // The fields after the kind, in threes (a triangle or a stick place each).
        let third = |k: usize| rest.get(3 * k..3 * k + 3).ok_or(BadCode);
        let parts = |n: usize| {
            if rest.len() == 3 * n {
                Ok(())
            } else {
                Err(BadCode)
            }
        };
        Ok(match kind {
            0 => match *rest {
                [x, y, up, baby] => Action::AddGoat {
                    cell: read_cell(&[x, y, up])?,
                    baby: flag(baby)?,
                },
                _ => return Err(BadCode),
            },
            1 if rest.is_empty() => Action::Roll,
            2..=5 => {
                parts(1)?;
                let edge = read_edge(third(0)?)?;
                match kind {
                    2 => Action::AddStick { edge },
                    3 => Action::TakeStick { edge },
                    4 => Action::PlaceStick { edge },
                    _ => Action::Flip { edge },
                }
            }
            6 | 7 => {
                parts(2)?;
                let (a, b) = (read_cell(third(0)?)?, read_cell(third(1)?)?);
                if kind == 6 {
                    Action::GoatLove { from: a, to: b }
                } else {
                    Action::Fight { mine: a, theirs: b }
                }
            }
            8 | 9 => {
                parts(1)?;
                let c = read_cell(third(0)?)?;
                if kind == 8 {
                    Action::Shark { victim: c }
                } else {
                    Action::Follow { from: c }
                }
            }
            10 if rest.is_empty() => Action::Stay,
            _ => return Err(BadCode),
        })
    }
}

crate::engine::code::no_options!(super::Options);
