//! Shape errors are compile errors: each case under `tests/ui/fail` must fail `cargo check`
//! with the message in its `.stderr`. The valid programs beside them build and run as
//! `tests/valid/`.

#[test]
fn ui() {
    // trybuild's scratch crate builds every dependency again, in its own target directory; the
    // cases need the compiler's messages, never debug info, which is most of that build's time.
    // SAFETY: the only test of this binary sets the variable before trybuild starts any thread
    // or process, and nothing else reads the environment meanwhile.
    unsafe { std::env::set_var("CARGO_PROFILE_DEV_DEBUG", "false") };
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/fail/*.rs");
}
