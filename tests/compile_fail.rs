//! Shape errors are compile errors: each case under `tests/ui/fail` must fail `cargo check`
//! with the message in its `.stderr`; each case under `tests/ui/pass` must build and run.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/fail/*.rs");
    t.pass("tests/ui/pass/*.rs");
}
