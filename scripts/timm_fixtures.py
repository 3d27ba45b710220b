"""Generates the timm parity fixtures under vit/tests/fixtures (committed; CI needs no torch).

A small timm VisionTransformer (8x8 images with 3 channels, patch 4, D 8, depth 2, 2 heads,
MLP 16, 5 classes, timm's numerics: erf GELU, LayerNorm eps 1e-6), every parameter perturbed
away from its initialisation, and a batch of 3 images. For float64 and float32 it writes:
  timm_{dtype}_weights.safetensors   the state_dict, timm's names and layouts
  timm_{dtype}_batch.safetensors     x [B, C, H, W], y [B] (int64)
  timm_{dtype}_expected.safetensors  loss (mean cross-entropy), logits, and every parameter's
                                     gradient of the mean loss under its own name

    python scripts/timm_fixtures.py
"""

import pathlib

import timm
import torch
import torch.nn.functional as F
from safetensors.torch import save_file

OUT = pathlib.Path(__file__).resolve().parent.parent / "vit/tests/fixtures"


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    torch.manual_seed(0)
    model = timm.models.vision_transformer.VisionTransformer(
        img_size=8, patch_size=4, in_chans=3, num_classes=5, embed_dim=8, depth=2, num_heads=2, mlp_ratio=2.0
    )
    with torch.no_grad():
        for p in model.parameters():
            p.add_(0.3 * torch.randn_like(p))
    x = torch.randn(3, 3, 8, 8)
    y = torch.tensor([4, 0, 2], dtype=torch.int64)
    for name, dtype in [("f64", torch.float64), ("f32", torch.float32)]:
        m = model.to(dtype)
        m.zero_grad()
        xb = x.to(dtype)
        logits = m(xb)
        loss = F.cross_entropy(logits, y)
        loss.backward()
        state = {k: v.detach().clone().contiguous() for k, v in m.state_dict().items()}
        save_file(state, OUT / f"timm_{name}_weights.safetensors")
        save_file({"x": xb.contiguous(), "y": y}, OUT / f"timm_{name}_batch.safetensors")
        expected = {"loss": loss.detach().reshape(()), "logits": logits.detach().contiguous()}
        for k, p in m.named_parameters():
            expected[k] = p.grad.detach().clone().contiguous()
        save_file(expected, OUT / f"timm_{name}_expected.safetensors")
        print(name, "loss", loss.item(), "tensors", len(expected))


if __name__ == "__main__":
    main()
