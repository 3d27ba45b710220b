//! ImageFolder's decoder on arbitrary bytes (PNG and JPEG headers claiming any size). The first
//! byte picks the size the image is resized to (its low five bits) and grey or RGB (its top bit).
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;
use vit::data::decode_image;

fuzz_target!(|bytes: &[u8]| {
    let Some((&first, rest)) = bytes.split_first() else {
        return;
    };
    let size = usize::from(first % 32);
    let channels = if first & 0x80 == 0 { 1 } else { 3 };
    if let Ok(pixels) = decode_image(Path::new("fuzz.png"), rest, size, channels) {
        assert_eq!(pixels.len(), size * size * channels);
    }
});
