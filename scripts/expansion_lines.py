#!/usr/bin/env python3
"""Lines of `cargo expand` for one #[vjp] function of an example: the function (with its doc
comment) and its generated module, as `cargo expand --example EXAMPLE` prints them (derives
expanded, `cfg(test)` items such as the generated check removed). Needs `cargo install
cargo-expand`.

    scripts/expansion_lines.py [EXAMPLE] [FUNCTION]     (default: custom_layer rms_norm)
"""
import os
import subprocess
import sys

example = sys.argv[1] if len(sys.argv) > 1 else "custom_layer"
function = sys.argv[2] if len(sys.argv) > 2 else "rms_norm"
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
expanded = subprocess.run(
    ["cargo", "expand", "--example", example],
    cwd=root, check=True, capture_output=True, text=True,
).stdout.split("\n")


def line_of(prefix):
    for k, line in enumerate(expanded):
        if line.startswith(prefix):
            return k
    sys.exit(f"`{prefix}` not found in `cargo expand --example {example}`")


start = line_of(f"pub fn {function}")
while start > 0 and expanded[start - 1].startswith(("///", "#[")):
    start -= 1
module = line_of(f"pub mod {function} ")
end = next(k for k in range(module, len(expanded)) if expanded[k] == "}")
if os.environ.get("SHOW"):
    print("\n".join(expanded[start : end + 1]))
print(f"{example}::{function}: {end + 1 - start} lines of `cargo expand`")
