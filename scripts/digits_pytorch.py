"""The digits recipe in PyTorch + timm, for a side-by-side comparison with `vit train`; with
`--mnist DIR`, the MNIST recipe of `vit train --mnist DIR`.

timm's VisionTransformer (img 8, patch 2, 1 channel, D 64, depth 4, 4 heads, MLP ratio 2),
AdamW (weight decay 1e-4, betas 0.9 and 0.999) with `vit train`'s schedule: a linear warmup to
2e-3 over 30% of the epochs (rounded: 9 of 30), then a cosine decay to 1e-8,
label smoothing 0.1, batch 32, a shuffled 80/20 split of the bundled digits with a fixed seed,
2 threads. MNIST (IDX files, the 28x28 images scaled to [0, 1]): patch 7, 60 epochs with 18 of
warmup, every training image shifted by up to 2 pixels along each axis (zero fill), drawn per
image and epoch. Prints per-epoch figures, the wall time and `test accuracy: NN.NN%`.

    python scripts/digits_pytorch.py [--mnist DIR] [--epochs N] [--batch 32] [--threads 2] [--seed 0]
"""

import argparse
import gzip
import math
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


def read_idx(path, header):
    return np.frombuffer(gzip.open(path).read()[header:], dtype=np.uint8)


def load_mnist(directory, part):
    directory = pathlib.Path(directory)
    images = read_idx(directory / f"{part}-images-idx3-ubyte.gz", 16)
    labels = read_idx(directory / f"{part}-labels-idx1-ubyte.gz", 8)
    x = torch.tensor(images / 255.0, dtype=torch.float32).reshape(-1, 1, 28, 28)
    return x, torch.tensor(labels, dtype=torch.int64)


def shifted(images, most, generator):
    """Each image moved by up to `most` pixels along each axis, the border zero."""
    if most == 0:
        return images
    n, _, h, w = images.shape
    padded = F.pad(images, (most, most, most, most))
    offsets = torch.randint(-most, most + 1, (n, 2), generator=generator).tolist()
    return torch.stack(
        [padded[i, :, most - dy : most - dy + h, most - dx : most - dx + w] for i, (dy, dx) in enumerate(offsets)]
    )


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--mnist", help="a directory of MNIST IDX files (.gz) instead of the digits")
    parser.add_argument("--epochs", type=int)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--batch", type=int, default=32)
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    if args.mnist:
        (x_train, y_train), (x_test, y_test) = load_mnist(args.mnist, "train"), load_mnist(args.mnist, "t10k")
        size, patch, epochs, shift = 28, 7, args.epochs or 60, 2
    else:
        x, y = load_digits()
        order = torch.randperm(len(y), generator=torch.Generator().manual_seed(args.seed))
        test_len = int(np.ceil(0.2 * len(y)))
        (x_test, y_test), (x_train, y_train) = (x[order[:test_len]], y[order[:test_len]]), (
            x[order[test_len:]],
            y[order[test_len:]],
        )
        size, patch, epochs, shift = 8, 2, args.epochs or 30, 0
    # `vit train`'s warmup: 30% of the epochs, rounded (9 of 30, 18 of 60).
    warmup = (epochs * 3 + 5) // 10
    model = timm.models.vision_transformer.VisionTransformer(
        img_size=size, patch_size=patch, in_chans=1, num_classes=10, embed_dim=64, depth=4, num_heads=4, mlp_ratio=2.0
    )
    shifts = torch.Generator().manual_seed(args.seed)
    batch = args.batch
    steps = (len(y_train) + batch - 1) // batch
    peak, final = 2e-3, 1e-8
    optimizer = torch.optim.AdamW(model.parameters(), lr=peak, weight_decay=1e-4)

    def factor(step):
        # `vit train`'s schedule (`TrainOptions::learning_rate`) as a multiple of the peak: a
        # linear warmup to it, then a cosine decay to `final`. Not `OneCycleLR`, which starts at
        # peak / 25, warms up along a cosine and cycles Adam's beta1 between 0.85 and 0.95.
        if step < warmup * steps:
            return (step + 1) / (warmup * steps)
        progress = min((step - warmup * steps) / max(epochs * steps - warmup * steps, 1), 1.0)
        return (final + 0.5 * (peak - final) * (1 + math.cos(math.pi * progress))) / peak

    schedule = torch.optim.lr_scheduler.LambdaLR(optimizer, factor)
    started = time.perf_counter()
    for epoch in range(1, epochs + 1):
        model.train()
        permutation = torch.randperm(len(y_train))
        total = 0.0
        for i in range(0, len(permutation), batch):
            idx = permutation[i : i + batch]
            loss = F.cross_entropy(model(shifted(x_train[idx], shift, shifts)), y_train[idx], label_smoothing=0.1)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            schedule.step()
            total += loss.item() * len(idx)
        model.eval()
        with torch.no_grad():
            accuracy = (model(x_test).argmax(1) == y_test).float().mean().item()
        print(
            f"epoch {epoch:2}: loss {total / len(y_train):.4f}, test accuracy {100 * accuracy:.2f}%, "
            f"{time.perf_counter() - started:.1f} s in",
            flush=True,
        )
    print(f"trained in {time.perf_counter() - started:.1f} s")
    print(f"test accuracy: {100 * accuracy:.2f}%")


if __name__ == "__main__":
    main()
