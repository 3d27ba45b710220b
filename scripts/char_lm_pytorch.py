"""The char LM of examples/char_lm.rs in PyTorch: nanoGPT's model (model.py, bias=False, no
dropout, tied head) and its CPU "baby" run of config/train_shakespeare_char.py, on the same
corpus, split, validation windows, initialisation, parameter groups and schedule.

    python scripts/char_lm_pytorch.py              # train, validate, sample
    python scripts/char_lm_pytorch.py --bench      # train step: N tokens/s
    python scripts/char_lm_pytorch.py --iters 200  # a shorter run

Differences from nanoGPT's train.py, each the same on both sides: the warmup is
`lr * (it + 1) / warmup` (nanoGPT divides by `warmup + 1`), and the validation loss is the mean
over the validation text cut into consecutive windows of the context (nanoGPT averages 200
random windows), so both programs validate on the same characters. The random draws (the
initialisation and the batches) are each program's own, from the same seed.
"""

import argparse
import gzip
import math
import time
from pathlib import Path

import torch
import torch.nn as nn
from torch.nn import functional as F

ROOT = Path(__file__).resolve().parent.parent


class LayerNorm(nn.Module):
    """nanoGPT's LayerNorm with bias=False."""

    def __init__(self, ndim):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(ndim))

    def forward(self, x):
        return F.layer_norm(x, self.weight.shape, self.weight, None, 1e-5)


class CausalSelfAttention(nn.Module):
    def __init__(self, width, heads):
        super().__init__()
        self.c_attn = nn.Linear(width, 3 * width, bias=False)
        self.c_proj = nn.Linear(width, width, bias=False)
        self.heads = heads

    def forward(self, x):
        b, t, c = x.size()
        q, k, v = self.c_attn(x).split(c, dim=2)
        q, k, v = (z.view(b, t, self.heads, c // self.heads).transpose(1, 2) for z in (q, k, v))
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.c_proj(y.transpose(1, 2).contiguous().view(b, t, c))


class MLP(nn.Module):
    def __init__(self, width, gelu):
        super().__init__()
        self.c_fc = nn.Linear(width, 4 * width, bias=False)
        self.gelu = nn.GELU(approximate="tanh" if gelu == "tanh" else "none")
        self.c_proj = nn.Linear(4 * width, width, bias=False)

    def forward(self, x):
        return self.c_proj(self.gelu(self.c_fc(x)))


class Block(nn.Module):
    def __init__(self, width, heads, gelu):
        super().__init__()
        self.ln_1 = LayerNorm(width)
        self.attn = CausalSelfAttention(width, heads)
        self.ln_2 = LayerNorm(width)
        self.mlp = MLP(width, gelu)

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class GPT(nn.Module):
    def __init__(self, vocab, context, layers, heads, width, gelu="erf"):
        super().__init__()
        self.wte = nn.Embedding(vocab, width)
        self.wpe = nn.Embedding(context, width)
        self.h = nn.ModuleList([Block(width, heads, gelu) for _ in range(layers)])
        self.ln_f = LayerNorm(width)
        self.lm_head = nn.Linear(width, vocab, bias=False)
        self.wte.weight = self.lm_head.weight  # weight tying
        self.apply(self._init_weights)
        for name, p in self.named_parameters():
            if name.endswith("c_proj.weight"):
                torch.nn.init.normal_(p, mean=0.0, std=0.02 / math.sqrt(2 * layers))

    def _init_weights(self, module):
        if isinstance(module, (nn.Linear, nn.Embedding)):
            torch.nn.init.normal_(module.weight, mean=0.0, std=0.02)

    def forward(self, idx):
        b, t = idx.size()
        x = self.wte(idx) + self.wpe(torch.arange(t, dtype=torch.long))
        for block in self.h:
            x = block(x)
        return self.lm_head(self.ln_f(x))


def corpus():
    text = gzip.open(ROOT / "examples/data/shakespeare.txt.gz", "rt", encoding="utf-8").read()
    chars = sorted(set(text))
    index = {c: i for i, c in enumerate(chars)}
    ids = torch.tensor([index[c] for c in text], dtype=torch.long)
    return ids, chars, len(ids) * 9 // 10


def get_batch(ids, split, batch, context):
    starts = torch.randint(split - context - 1, (batch,))
    x = torch.stack([ids[s:s + context] for s in starts])
    y = torch.stack([ids[s + 1:s + 1 + context] for s in starts])
    return x, y


@torch.no_grad()
def validation_loss(model, ids, split, context):
    windows = (len(ids) - split - 1) // context
    x = ids[split:split + windows * context].view(windows, context)
    y = ids[split + 1:split + 1 + windows * context].view(windows, context)
    total = 0.0
    for start in range(0, windows, 64):
        logits = model(x[start:start + 64])
        total += F.cross_entropy(logits.view(-1, logits.size(-1)), y[start:start + 64].reshape(-1), reduction="sum").item()
    return total / (windows * context)


def learning_rate(it, args):
    if it < args.warmup:
        return args.lr * (it + 1) / args.warmup
    progress = min((it - args.warmup) / max(args.iters - args.warmup, 1), 1.0)
    return args.min_lr + 0.5 * (args.lr - args.min_lr) * (1.0 + math.cos(math.pi * progress))


def optimizer(model, args):
    params = [p for p in model.parameters() if p.requires_grad]
    groups = [
        {"params": [p for p in params if p.dim() >= 2], "weight_decay": args.weight_decay},
        {"params": [p for p in params if p.dim() < 2], "weight_decay": 0.0},
    ]
    return torch.optim.AdamW(groups, lr=args.lr, betas=(0.9, 0.99), eps=1e-8)


def step(model, opt, ids, split, it, args):
    x, y = get_batch(ids, split, args.batch, args.context)
    logits = model(x)
    loss = F.cross_entropy(logits.view(-1, logits.size(-1)), y.view(-1))
    opt.zero_grad(set_to_none=True)
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    for group in opt.param_groups:
        group["lr"] = learning_rate(it, args)
    opt.step()
    return loss.item()


@torch.no_grad()
def sample(model, chars, context, length=300, temperature=0.8):
    idx = torch.tensor([[chars.index("\n")]], dtype=torch.long)
    for _ in range(length):
        logits = model(idx[:, -context:])[:, -1, :] / temperature
        idx = torch.cat((idx, torch.multinomial(F.softmax(logits, dim=-1), num_samples=1)), dim=1)
    return "".join(chars[i] for i in idx[0].tolist())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", action="store_true")
    parser.add_argument("--iters", type=int, default=2000)
    parser.add_argument("--batch", type=int, default=12)
    parser.add_argument("--context", type=int, default=64)
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--width", type=int, default=128)
    parser.add_argument("--lr", type=float, default=1e-3)
    parser.add_argument("--min-lr", type=float, default=1e-4)
    parser.add_argument("--warmup", type=int, default=100)
    parser.add_argument("--weight-decay", type=float, default=0.1)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1337)
    parser.add_argument("--gelu", choices=["erf", "tanh"], default="erf", help="GELU's form in the MLP")
    parser.add_argument("--compile", action="store_true", help="torch.compile the model")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    ids, chars, split = corpus()
    model = GPT(len(chars), args.context, args.layers, args.heads, args.width, args.gelu)
    if args.compile:
        model = torch.compile(model)
    opt = optimizer(model, args)
    if args.bench:
        for it in range(5):
            step(model, opt, ids, split, it, args)
        steps, start = 100, time.perf_counter()
        for it in range(5, 5 + steps):
            step(model, opt, ids, split, it, args)
        rate = steps * args.batch * args.context / (time.perf_counter() - start)
        print(f"train step: {rate:.0f} tokens/s")
        return
    print(f"{len(ids)} characters ({split} to train on), vocabulary {len(chars)}; {vars(args)}")
    start = time.perf_counter()
    for it in range(args.iters):
        loss = step(model, opt, ids, split, it, args)
        if it % 250 == 0 or it + 1 == args.iters:
            val = validation_loss(model, ids, split, args.context)
            print(f"step {it}: loss {loss:.4f}, lr {learning_rate(it, args):.3e}; val loss {val:.4f} ({time.perf_counter() - start:.1f} s)")
    count = sum(p.numel() for p in model.parameters())
    print(f"{count} parameters, trained in {time.perf_counter() - start:.1f} s")
    print(f"val loss: {validation_loss(model, ids, split, args.context):.4f}")
    print("sample:\n" + sample(model, chars, args.context))


if __name__ == "__main__":
    main()
