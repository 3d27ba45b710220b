//! Random programs of ops over shapes chosen at run time, decoded from arbitrary bytes
//! (`vjp-core/tests/support/op_programs.rs`, which `vjp-core/tests/op_programs.rs` runs under
//! proptest): a panic, an internal length error, a mismatch that does not name both shapes or
//! a gradient of the wrong shape fails.
#![no_main]

#[path = "../../vjp-core/tests/support/op_programs.rs"]
mod op_programs;

use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    if let Err(failure) = op_programs::run(bytes) {
        panic!("{failure}");
    }
});
