//! The op list stays true: every op of `vjp-core/src/ops` (a `#[vjp]` function there, or one
//! made by the broadcasting and list-concatenation macros) is in the README's table with its
//! PyTorch name, and is compared with PyTorch by `scripts/ops_vs_torch.py`.

use std::fs;
use std::path::{Path, PathBuf};

/// The files under `dir`, recursively.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(dir).expect("the ops folder is readable") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// The identifier at the start of `text`.
fn identifier(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The ops a source file defines: the `pub fn` after each `#[vjp(` attribute, and the first
/// argument of each `broadcast_op!` and `list_rule!` invocation.
fn ops_of(source: &str) -> Vec<String> {
    let mut ops = Vec::new();
    for (at, _) in source.match_indices("#[vjp(") {
        let rest = &source[at..];
        let (Some(function), Some(item_end)) = (rest.find("pub fn "), rest.find(")]\n")) else {
            continue;
        };
        let name = identifier(&rest[function + "pub fn ".len()..]);
        // The `pub fn` must follow the attribute (other attributes and docs between them), not
        // belong to a later item; `$name` is a macro's template, named at its invocations.
        if function > item_end && !name.is_empty() && !rest[item_end..function].contains("\n}\n") {
            ops.push(name.to_string());
        }
    }
    for invocation in ["broadcast_op! {", "list_rule!("] {
        for (at, _) in source.match_indices(invocation) {
            let rest = source[at + invocation.len()..].trim_start();
            let rest = rest.lines().find(|l| !l.trim_start().starts_with("///")).unwrap_or("");
            let name = identifier(rest.trim_start());
            if !name.is_empty() {
                ops.push(name.to_string());
            }
        }
    }
    ops
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn all_ops() -> Vec<String> {
    let mut ops: Vec<String> = rust_files(&root().join("vjp-core/src/ops"))
        .iter()
        .flat_map(|file| ops_of(&fs::read_to_string(file).expect("a source file")))
        .collect();
    ops.sort();
    ops.dedup();
    ops
}

#[test]
fn the_scan_finds_every_kind_of_op_definition() {
    let ops = all_ops();
    for op in [
        "matmul",
        "broadcast_mul",
        "concat_rows_list",
        "gelu",
        "scaled_dot_product_attention",
    ] {
        assert!(ops.iter().any(|o| o == op), "{op} not found among {ops:?}");
    }
    assert!(ops.len() >= 100, "only {} ops found", ops.len());
}

#[test]
fn every_op_is_in_the_readme_table_with_its_pytorch_name() {
    let readme = fs::read_to_string(root().join("README.md")).expect("README.md");
    let start = readme.find("\n## Ops\n").expect("the README has an Ops section");
    let section = &readme[start + 1..];
    let section = &section[..section[1..].find("\n## ").map_or(section.len(), |e| e + 1)];
    let missing: Vec<String> = all_ops()
        .into_iter()
        .filter(|op| !section.contains(&format!("`{op}`")))
        .collect();
    assert!(missing.is_empty(), "ops missing from the README's table: {missing:?}");
}

#[test]
fn every_op_is_compared_with_pytorch() {
    let script = fs::read_to_string(root().join("scripts/ops_vs_torch.py")).expect("the script");
    // The reduction="none" forms are the losses' "none" cases; the evaluation forms of batch
    // norm are its "evaluation" cases; gelu is compared in both of its kinds.
    let through = |op: &str| -> String {
        let op = op
            .trim_end_matches("_per_example")
            .trim_end_matches("_per_element")
            .trim_end_matches("_eval");
        if op == "gelu" { "gelu_erf".into() } else { op.into() }
    };
    let missing: Vec<String> = all_ops()
        .into_iter()
        .filter(|op| !script.contains(&format!("\"{}\"", through(op))))
        .collect();
    assert!(missing.is_empty(), "ops not compared with PyTorch: {missing:?}");
}
