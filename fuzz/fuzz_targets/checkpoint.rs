//! A checkpoint and a training state from arbitrary bytes: a model or an error, never a panic,
//! and nothing allocated beyond what the bytes hold.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;
use vit::checkpoint::{LoadOptions, from_bytes, training_from_bytes};

fuzz_target!(|bytes: &[u8]| {
    let origin = Path::new("fuzz.safetensors");
    let _ = from_bytes::<f32>(bytes, origin, &LoadOptions::default());
    let _ = training_from_bytes::<f64>(bytes, origin);
});
