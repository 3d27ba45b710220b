//! Valid programs, written as a user's crate writes them: each must build and run. (They were
//! trybuild's pass cases; as tests of this crate they build with the rest of the suite, where
//! trybuild built every dependency a second time for them.)

mod derived_form;
mod rule_form;
mod static_mlp;
mod static_relations;
