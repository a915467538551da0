//! BattleGoats rules tests.

mod balance;
