//! An MNIST split from arbitrary IDX bytes: the first byte says where the image file ends and
//! the label file begins.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::path::Path;
use vit::data::Dataset;

fuzz_target!(|bytes: &[u8]| {
    let Some((&cut, rest)) = bytes.split_first() else {
        return;
    };
    let (images, labels) = rest.split_at(usize::from(cut).min(rest.len()));
    let _ = Dataset::from_idx(Path::new("images"), images, Path::new("labels"), labels);
});
