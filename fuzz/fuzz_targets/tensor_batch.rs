//! `vit grad`'s batch file (`x` images, `y` labels) from arbitrary bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;
use vit::grad::batch_from_bytes;

fuzz_target!(|bytes: &[u8]| {
    let _ = batch_from_bytes::<f32>(bytes, Path::new("fuzz-batch.safetensors"));
});
