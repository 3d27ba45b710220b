"""The digits recipe in PyTorch + timm, for a side-by-side comparison with `vit train`.

timm's VisionTransformer (img 8, patch 2, 1 channel, D 64, depth 4, 4 heads, MLP ratio 2),
AdamW (weight decay 1e-4) with a one-cycle schedule peaking at 2e-3, label smoothing 0.1,
batch 32, 30 epochs, a shuffled 80/20 split of the bundled digits with a fixed seed, 2 threads.
Prints per-epoch figures, the wall time and `test accuracy: NN.NN%`.

    python scripts/digits_pytorch.py [--epochs 30] [--threads 2]
"""

import argparse
import gzip
import pathlib
import time

import numpy as np
import timm
import torch
import torch.nn.functional as F

ROOT = pathlib.Path(__file__).resolve().parent.parent


def load_digits():
    rows = np.loadtxt(gzip.open(ROOT / "vit/data/digits.csv.gz", "rt"), delimiter=",")
    x = torch.tensor(rows[:, :64] / 16.0, dtype=torch.float32).reshape(-1, 1, 8, 8)
    y = torch.tensor(rows[:, 64], dtype=torch.int64)
    return x, y


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=30)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    x, y = load_digits()
    order = torch.randperm(len(y), generator=torch.Generator().manual_seed(args.seed))
    test_len = int(np.ceil(0.2 * len(y)))
    test, train = order[:test_len], order[test_len:]
    model = timm.models.vision_transformer.VisionTransformer(
        img_size=8, patch_size=2, in_chans=1, num_classes=10, embed_dim=64, depth=4, num_heads=4, mlp_ratio=2.0
    )
    batch = 32
    steps = (len(train) + batch - 1) // batch
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3, weight_decay=1e-4)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimizer, max_lr=2e-3, epochs=args.epochs, steps_per_epoch=steps)
    started = time.perf_counter()
    for epoch in range(1, args.epochs + 1):
        model.train()
        permutation = train[torch.randperm(len(train))]
        total = 0.0
        for i in range(0, len(permutation), batch):
            idx = permutation[i : i + batch]
            loss = F.cross_entropy(model(x[idx]), y[idx], label_smoothing=0.1)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            schedule.step()
            total += loss.item() * len(idx)
        model.eval()
        with torch.no_grad():
            accuracy = (model(x[test]).argmax(1) == y[test]).float().mean().item()
        print(f"epoch {epoch:2}: loss {total / len(train):.4f}, test accuracy {100 * accuracy:.2f}%", flush=True)
    print(f"trained in {time.perf_counter() - started:.1f} s")
    print(f"test accuracy: {100 * accuracy:.2f}%")


if __name__ == "__main__":
    main()
