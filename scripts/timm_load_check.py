"""Loads a checkpoint written by `vit train` into timm (strictly: every name and shape must
match) and reports its accuracy on all 1,797 bundled digits.

    python scripts/timm_load_check.py vit-digits.safetensors
"""

import gzip
import pathlib
import sys

import numpy as np
import timm
import torch
from safetensors import safe_open
from safetensors.torch import load_file

ROOT = pathlib.Path(__file__).resolve().parent.parent


def main():
    path = sys.argv[1]
    with safe_open(path, "pt") as f:
        heads = int(f.metadata()["heads"])
    state = load_file(path)
    dim = state["patch_embed.proj.weight"].shape[0]
    patch = state["patch_embed.proj.weight"].shape[2]
    chans = state["patch_embed.proj.weight"].shape[1]
    tokens = state["pos_embed"].shape[1]
    depth = len({k.split(".")[1] for k in state if k.startswith("blocks.")})
    hidden = state["blocks.0.mlp.fc1.weight"].shape[0]
    classes = state["head.weight"].shape[0]
    image = int(round((tokens - 1) ** 0.5)) * patch
    model = timm.models.vision_transformer.VisionTransformer(
        img_size=image, patch_size=patch, in_chans=chans, num_classes=classes, embed_dim=dim,
        depth=depth, num_heads=heads, mlp_ratio=hidden / dim,
    )
    model.load_state_dict(state, strict=True)
    model.eval()
    rows = np.loadtxt(gzip.open(ROOT / "vit/data/digits.csv.gz", "rt"), delimiter=",")
    x = torch.tensor(rows[:, :64] / 16.0, dtype=torch.float32).reshape(-1, 1, 8, 8)
    y = torch.tensor(rows[:, 64], dtype=torch.int64)
    with torch.no_grad():
        accuracy = (model(x).argmax(1) == y).float().mean().item()
    print(f"timm loaded {len(state)} tensors strictly; accuracy on all {len(y)} digits: {100 * accuracy:.2f}%")


if __name__ == "__main__":
    main()
