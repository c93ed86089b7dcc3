//! Colony Classroom: run the simplified version of the board game "Colony" with a class.
//!
//! The rules live in their own crate (`colony_rules`: engine, lesson model, simulation), which
//! knows no GUI, no texts and no files. This crate is the app around them: the texts in three
//! languages and all the words made from the engine's data (`report`), the class files
//! (`store`), CSV, handouts, the console and the command line. `src/main.rs` only parses the
//! command line.

pub use colony_rules::{engine, lesson, map, paper, simulate, vocabulary};

pub mod board;
pub mod cli;
pub mod colour;
pub mod devices;
pub mod export;
pub mod gui;
pub mod handouts;
pub mod i18n;
pub mod report;
pub mod seen;
pub mod store;
