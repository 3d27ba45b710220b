//! ImageFolder's decoder on arbitrary bytes (PNG and JPEG headers claiming any size), grey and
//! RGB; the first byte picks the size the image is resized to.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;
use vit::data::decode_image;

fuzz_target!(|bytes: &[u8]| {
    let Some((&size, rest)) = bytes.split_first() else {
        return;
    };
    let size = usize::from(size % 32);
    for channels in [1, 3] {
        if let Ok(pixels) = decode_image(Path::new("fuzz.png"), rest, size, channels) {
            assert_eq!(pixels.len(), size * size * channels);
        }
    }
});
