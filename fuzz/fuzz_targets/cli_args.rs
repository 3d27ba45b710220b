//! The command line on arbitrary arguments (NUL-separated): parsed, then checked as `vit` checks
//! them before reading any file; for training on the bundled digits, the model's sizes too.
#![no_main]

use clap::Parser;
use libfuzzer_sys::fuzz_target;
use vit::cli::{Cli, Command};
use vit::data::Dataset;

fuzz_target!(|text: &str| {
    let args = std::iter::once("vit").chain(text.split('\0'));
    let Ok(cli) = Cli::try_parse_from(args) else {
        return;
    };
    let _ = cli.check();
    if let Command::Train(train) = &cli.command {
        // The bundled digits' shape, without their pixels.
        let digits = Dataset {
            channels: 1,
            height: 8,
            width: 8,
            classes: 10,
            pixels: Vec::new(),
            labels: Vec::new(),
        };
        let _ = train.config(&digits);
    }
    if let Command::EmitMlir(emit) = &cli.command {
        let _ = emit.check();
    }
});
