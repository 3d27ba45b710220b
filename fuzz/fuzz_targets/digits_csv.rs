//! The digits CSV parser on arbitrary text.
#![no_main]

use libfuzzer_sys::fuzz_target;
use vit::data::Dataset;

fuzz_target!(|text: &str| {
    if let Ok(data) = Dataset::parse_digits_csv(text) {
        assert_eq!(data.pixels.len(), data.len() * data.image_len());
    }
});
