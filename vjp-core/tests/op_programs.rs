//! Random programs of ops over shapes chosen at run time (`support/op_programs.rs`): every op
//! returns a value or a typed error, never panics; a mismatch of an elementwise or product op
//! names both shapes; every rule returns gradients of its inputs' shapes. The fuzz target
//! `op_programs` runs the same programs on libFuzzer's bytes.

#[path = "support/op_programs.rs"]
mod op_programs;

use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn every_op_returns_a_value_or_a_typed_error(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        if let Err(failure) = op_programs::run(&bytes) {
            prop_assert!(false, "{}", failure);
        }
    }
}

/// The programs reach every op with operands that fit: over many programs, each op gives a
/// value at least once (not every step is a refusal).
#[test]
fn programs_compute_values_with_every_op() {
    let mut totals = vec![(0, 0); op_programs::OPS.len()];
    for seed in 0..400u32 {
        let bytes: Vec<u8> = (0..300u32)
            .map(|i| ((i + 7919 * seed).wrapping_mul(2_654_435_761) >> 13) as u8)
            .collect();
        let summary = op_programs::run(&bytes).unwrap();
        for (total, outcome) in totals.iter_mut().zip(&summary.outcomes) {
            total.0 += outcome.0;
            total.1 += outcome.1;
        }
    }
    let missing: Vec<_> = op_programs::OPS
        .iter()
        .zip(&totals)
        .filter(|(_, (values, _))| *values == 0)
        .collect();
    assert!(
        missing.is_empty(),
        "ops that never gave a value (values, refusals): {missing:?}"
    );
}
