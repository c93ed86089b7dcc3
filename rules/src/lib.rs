//! The rules of the simplified Colony game: the lesson file (the game as data), the engine
//! (state, inputs, effects, dice and bag, the record and its timeline, what is allowed) and
//! whole games played by policies. Pure: no GUI, no texts, no files, no clock. Everything a
//! teacher reads is made from the data this crate returns, outside it.

pub mod engine;
pub mod lesson;
pub mod map;
pub mod paper;
pub mod simulate;
pub mod vocabulary;
