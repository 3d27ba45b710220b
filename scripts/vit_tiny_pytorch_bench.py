"""The work of `vit bench` in PyTorch + timm, for a side-by-side comparison on one machine.

timm's `vit_tiny_patch16_224` with 10 classes, f32, random images in [-1, 1): the train step
(forward, label-smoothed cross-entropy, backward, AdamW) and inference (forward under
`torch.inference_mode`), each timed after warm-up; with `--compile`, the model compiled by
`torch.compile` (inductor), its compilation in the warm-up. Prints `train step images/s: X`,
`inference images/s: Y` and the process's peak memory after the train steps (ru_maxrss).

    python scripts/vit_tiny_pytorch_bench.py [--batch 8] [--warmup 2] [--steps 10] [--threads 2] [--compile]
"""

import argparse
import resource
import time

import timm
import torch
import torch.nn.functional as F


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--warmup", type=int, default=2)
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--compile", action="store_true")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(0)
    model = timm.create_model("vit_tiny_patch16_224", pretrained=False, num_classes=10)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-4, weight_decay=1e-4)
    forward = torch.compile(model) if args.compile else model
    images = torch.rand(args.batch, 3, 224, 224) * 2 - 1
    labels = torch.randint(0, 10, (args.batch,))
    compiled = ", torch.compile" if args.compile else ""
    print(f"timm vit_tiny_patch16_224{compiled}, 10 classes; f32, batch {args.batch}, {args.threads} threads, "
          f"{args.warmup} warm-up + {args.steps} timed steps (torch {torch.__version__})")

    def train_step():
        optimizer.zero_grad(set_to_none=True)
        loss = F.cross_entropy(forward(images), labels, label_smoothing=0.1)
        loss.backward()
        optimizer.step()

    model.train()
    for _ in range(args.warmup):
        train_step()
    started = time.perf_counter()
    for _ in range(args.steps):
        train_step()
    train_seconds = time.perf_counter() - started
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024

    model.eval()
    with torch.inference_mode():
        for _ in range(args.warmup):
            forward(images)
        started = time.perf_counter()
        for _ in range(args.steps):
            forward(images)
        inference_seconds = time.perf_counter() - started
    timed = args.batch * args.steps
    print(f"train step images/s: {timed / train_seconds:.2f}")
    print(f"inference images/s: {timed / inference_seconds:.2f}")
    print(f"peak memory (train step): {peak / 1e6:.0f} MB")


if __name__ == "__main__":
    main()
