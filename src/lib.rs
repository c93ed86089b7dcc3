//! Colony Classroom: run the simplified version of the board game "Colony" with a class.
//!
//! The library holds everything: the pure rules engine, the lesson file, the texts in three
//! languages, and the command-line reports. `src/main.rs` only parses the command line.

pub mod cli;
pub mod engine;
pub mod export;
pub mod gui;
pub mod handouts;
pub mod i18n;
pub mod lesson;
pub mod report;
pub mod simulate;
pub mod store;
