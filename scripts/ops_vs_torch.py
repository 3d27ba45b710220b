#!/usr/bin/env python3
"""Every op's forward and VJP against PyTorch's autograd in float64.

Each op runs on random inputs and on its edge cases (ties, zeros, ±800, infinities and NaN
where the op defines them), once through the library (`vjp-core/examples/ops_eval/`, one
JSON request per line, values as the bits of their f64) and once through PyTorch. The outputs
and the gradients of every differentiable input must agree elementwise:
|ours - torch| ≤ 1e-10 · max(1, |torch|), with NaN where PyTorch has NaN and the same infinity
where it has one. Prints a table (op, case, worst error) and exits 1 if a case fails.

    scripts/ops_vs_torch.py [--tolerance 1e-10]     (needs torch; builds the example)
"""

import argparse
import json
import math
import pathlib
import struct
import subprocess
import sys

import torch
import torch.nn.functional as F

ROOT = pathlib.Path(__file__).resolve().parent.parent
INF, NAN = math.inf, math.nan


def bits(t):
    return [struct.unpack("<Q", struct.pack("<d", v))[0] for v in t.flatten().tolist()]


def from_bits(array):
    values = [struct.unpack("<d", struct.pack("<Q", b))[0] for b in array["bits"]]
    return torch.tensor(values, dtype=torch.float64).reshape(array["shape"])


def as_json(t):
    return {"shape": list(t.shape), "bits": bits(t)}


def t(rows):
    return torch.tensor(rows, dtype=torch.float64)


def random(rows, cols, seed, low=-2.0, high=2.0):
    g = torch.Generator().manual_seed(seed)
    return low + (high - low) * torch.rand(rows, cols, generator=g, dtype=torch.float64)


# Each op: its name in the library, PyTorch's function of (inputs, params), how many leading
# inputs are differentiated, and its cases: (case name, inputs, params).
POSITIVE = random(3, 4, 1, 0.1, 3.0)
ANY = random(3, 4, 2)
ANY_B = random(3, 4, 3)
LARGE = t([[800.0, -800.0, 0.0, 1.0], [-800.0, -800.0, -800.0, 799.0], [2.0, 2.0, 2.0, 2.0]])
TIES = t([[1.0, 1.0, 0.5, -1.0], [0.0, 0.0, 0.0, 0.0], [3.0, -3.0, 3.0, 1.0]])
IMAGE = random(6, 30, 20).reshape(2, 3, 5, 6)
SPECIAL = t([[NAN, 1.0, 0.5, -2.0], [INF, -INF, 0.0, -0.0], [1.0, 2.0, 2.0, -1.0]])


def unary(name, fn, cases=None):
    return (name, lambda xs, p: fn(xs[0]), 1, cases or [("random", [ANY], {}), ("ties", [TIES], {})])


OPS = [
    unary("neg", torch.neg, [("random", [ANY], {}), ("special", [SPECIAL], {})]),
    unary("abs", torch.abs, [("random", [ANY], {}), ("special", [SPECIAL], {})]),
    unary("exp", torch.exp, [("random", [ANY], {}), ("large", [LARGE], {})]),
    unary("log", torch.log, [("random", [POSITIVE], {})]),
    unary("sqrt", torch.sqrt, [("random", [POSITIVE], {})]),
    unary("rsqrt", torch.rsqrt, [("random", [POSITIVE], {})]),
    unary("tanh", torch.tanh, [("random", [ANY], {}), ("large", [LARGE], {})]),
    unary("sigmoid", torch.sigmoid, [("random", [ANY], {}), ("large", [LARGE], {})]),
    unary("relu", torch.relu, [("random", [ANY], {}), ("special", [SPECIAL], {})]),
    unary("silu", F.silu, [("random", [ANY], {}), ("large", [LARGE], {})]),
    unary("softplus", F.softplus, [("random", [ANY], {}), ("large", [LARGE], {})]),
    unary("gelu_erf", F.gelu, [("random", [ANY], {}), ("ties", [TIES], {})]),
    unary("gelu_tanh", lambda x: F.gelu(x, approximate="tanh"), [("random", [ANY], {}), ("ties", [TIES], {})]),
    ("pow", lambda xs, p: torch.pow(xs[0], p["exponent"]), 1,
     [("random", [POSITIVE], {"exponent": 2.5}), ("cube", [SPECIAL], {"exponent": 3.0}),
      ("zero", [SPECIAL], {"exponent": 0.0}), ("root", [t([[0.0, 4.0, -2.0, 9.0]])], {"exponent": 0.5})]),
    ("clamp", lambda xs, p: torch.clamp(xs[0], p["low"], p["high"]), 1,
     [("random", [ANY], {"low": -0.5, "high": 0.5}),
      ("bounds", [t([[-1.0, -0.5, 0.0, 0.5, 1.0, NAN]])], {"low": -0.5, "high": 0.5}),
      ("empty interval", [ANY], {"low": 0.7, "high": 0.2})]),
    unary("softmax_rows", lambda x: torch.softmax(x, -1), [("random", [ANY], {}), ("large", [LARGE], {})]),
    unary("log_softmax_rows", lambda x: torch.log_softmax(x, -1), [("random", [ANY], {}), ("large", [LARGE], {})]),
    unary("cumsum_rows", lambda x: torch.cumsum(x, -1)),
    ("add", lambda xs, p: xs[0] + xs[1], 2, [("random", [ANY, ANY_B], {})]),
    ("sub", lambda xs, p: xs[0] - xs[1], 2, [("random", [ANY, ANY_B], {})]),
    ("mul", lambda xs, p: xs[0] * xs[1], 2, [("random", [ANY, ANY_B], {}), ("same", [ANY, ANY], {})]),
    ("div", lambda xs, p: xs[0] / xs[1], 2, [("random", [ANY, POSITIVE], {})]),
    ("maximum", lambda xs, p: torch.maximum(xs[0], xs[1]), 2,
     [("random", [ANY, ANY_B], {}), ("ties and NaN", [t([[1.0, 2.0, 3.0, NAN]]), t([[2.0, 2.0, 1.0, 1.0]])], {})]),
    ("minimum", lambda xs, p: torch.minimum(xs[0], xs[1]), 2,
     [("random", [ANY, ANY_B], {}), ("ties and NaN", [t([[1.0, 2.0, 3.0, NAN]]), t([[2.0, 2.0, 1.0, 1.0]])], {})]),
    ("matmul", lambda xs, p: xs[0] @ xs[1], 2, [("random", [ANY, random(4, 5, 4)], {})]),
    ("select", lambda xs, p: torch.where(xs[2] != 0, xs[0], xs[1]), 2,
     [("random", [ANY, ANY_B, t([[1.0, 0.0, NAN, -2.0]] * 3)], {})]),
    unary("row_sums", lambda x: x.sum(1)),
    unary("col_sums", lambda x: x.sum(0)),
    unary("row_means", lambda x: x.mean(1)),
    unary("col_means", lambda x: x.mean(0)),
    unary("row_maxes", lambda x: x.amax(1), [("random", [ANY], {}), ("ties", [TIES], {}), ("NaN", [SPECIAL], {})]),
    unary("col_maxes", lambda x: x.amax(0), [("random", [ANY], {}), ("ties", [TIES], {})]),
    unary("logsumexp_rows", lambda x: torch.logsumexp(x, 1),
          [("random", [ANY], {}), ("large", [LARGE], {}), ("infinite", [t([[-INF, -INF], [INF, 1.0]])], {})]),
    ("var_rows", lambda xs, p: torch.var(xs[0], 1, correction=p["correction"]), 1,
     [("random", [ANY], {"correction": 1}), ("biased", [ANY], {"correction": 0}), ("one", [t([[3.0], [1.0]])], {"correction": 1})]),
    ("std_rows", lambda xs, p: torch.std(xs[0], 1, correction=p["correction"]), 1,
     [("random", [ANY], {"correction": 1}), ("constant", [t([[2.0, 2.0, 2.0]])], {"correction": 1})]),
    unary("sum", lambda x: x.sum()),
    unary("mean", lambda x: x.mean()),
    unary("max", lambda x: x.amax(dim=(0, 1)), [("random", [ANY], {}), ("ties", [TIES], {})]),
    unary("logsumexp", lambda x: torch.logsumexp(x.flatten(), 0), [("random", [ANY], {}), ("large", [LARGE], {})]),
    ("mse", lambda xs, p: F.mse_loss(xs[0], xs[1]), 1, [("random", [ANY, ANY_B], {})]),
    ("l1", lambda xs, p: F.l1_loss(xs[0], xs[1]), 1, [("random", [ANY, ANY_B], {})]),
    ("huber", lambda xs, p: F.huber_loss(xs[0], xs[1], delta=p["delta"]), 1, [("random", [ANY, ANY_B], {"delta": 0.5})]),
    ("bce_with_logits", lambda xs, p: F.binary_cross_entropy_with_logits(xs[0], xs[1]), 1,
     [("random", [ANY, random(3, 4, 5, 0.0, 1.0)], {}), ("large", [LARGE, random(3, 4, 6, 0.0, 1.0)], {})]),
    ("softmax_cross_entropy",
     lambda xs, p: F.cross_entropy(xs[0], xs[1].long(), label_smoothing=p["smoothing"]), 1,
     [("random", [ANY, t([0.0, 3.0, 1.0])], {"smoothing": 0.0}),
      ("smoothed", [ANY, t([0.0, 3.0, 1.0])], {"smoothing": 0.1}),
      ("uniform target", [ANY, t([2.0, 0.0, 1.0])], {"smoothing": 1.0}),
      ("-inf off the label", [t([[1.0, -INF, 0.5]]), t([0.0])], {"smoothing": 0.0}),
      ("large", [LARGE, t([1.0, 0.0, 3.0])], {"smoothing": 0.0})]),
    ("cross_entropy",
     lambda xs, p: F.cross_entropy(xs[0], xs[1].long(), weight=None if p.get("weight") is None else t(p["weight"]),
                                   ignore_index=p.get("ignore_index") if p.get("ignore_index") is not None else -100,
                                   reduction=p["reduction"], label_smoothing=p.get("smoothing", 0.0)), 1,
     [("weights, ignored, smoothed, mean", [ANY, t([0.0, 3.0, 1.0])],
       {"weight": [0.5, 2.0, 1.5, 0.25], "ignore_index": 3, "smoothing": 0.2, "reduction": "mean"}),
      ("weights, sum", [ANY, t([2.0, 3.0, 1.0])], {"weight": [0.5, 2.0, 1.5, 0.25], "reduction": "sum"}),
      ("ignored, none", [ANY, t([2.0, 0.0, 0.0])], {"ignore_index": 0, "smoothing": 0.1, "reduction": "none"}),
      ("all ignored, mean", [ANY, t([1.0, 1.0, 1.0])], {"ignore_index": 1, "reduction": "mean"}),
      ("-inf off the label, weights", [t([[1.0, -INF, 0.5]]), t([2.0])], {"weight": [1.0, 3.0, 2.0], "reduction": "mean"}),
      ("large, none", [LARGE, t([1.0, 0.0, 3.0])], {"reduction": "none"})]),
    ("nll_loss",
     lambda xs, p: F.nll_loss(xs[0], xs[1].long(), weight=None if p.get("weight") is None else t(p["weight"]),
                              ignore_index=p.get("ignore_index") if p.get("ignore_index") is not None else -100,
                              reduction=p["reduction"]), 1,
     [("weights, ignored, mean", [ANY, t([0.0, 3.0, 1.0])],
       {"weight": [0.5, 2.0, 1.5, 0.25], "ignore_index": 3, "reduction": "mean"}),
      ("sum", [ANY, t([2.0, 3.0, 1.0])], {"reduction": "sum"}),
      ("weights, none", [ANY, t([2.0, 0.0, 1.0])], {"weight": [0.5, 2.0, 1.5, 0.25], "reduction": "none"})]),
    ("binary_cross_entropy_with_logits",
     lambda xs, p: F.binary_cross_entropy_with_logits(
         xs[0], xs[1], weight=None if p.get("weight") is None else t(p["weight"]).reshape(xs[0].shape),
         pos_weight=None if p.get("pos_weight") is None else t(p["pos_weight"]), reduction=p["reduction"]), 1,
     [("pos_weight, weight, mean", [ANY, random(3, 4, 7, 0.0, 1.0)],
       {"pos_weight": [0.5, 2.0, 3.0, 1.0], "weight": [float(k % 5) / 2 for k in range(12)], "reduction": "mean"}),
      ("pos_weight, sum, large", [LARGE, random(3, 4, 8, 0.0, 1.0)], {"pos_weight": [4.0, 0.25, 1.0, 2.0], "reduction": "sum"}),
      ("weight, none", [ANY, random(3, 4, 9, 0.0, 1.0)], {"weight": [float(k) for k in range(12)], "reduction": "none"})]),
    ("kl_div", lambda xs, p: F.kl_div(xs[0], xs[1], reduction=p["reduction"], log_target=p["log_target"]), 1,
     [("batchmean", [torch.log_softmax(ANY, 1), torch.softmax(ANY_B, 1)], {"reduction": "batchmean", "log_target": False}),
      ("zeros in the target, sum", [torch.log_softmax(ANY, 1), t([[0.0, 0.5, 0.5, 0.0]] * 3)], {"reduction": "sum", "log_target": False}),
      ("log target, mean", [torch.log_softmax(ANY, 1), torch.log_softmax(ANY_B, 1)], {"reduction": "mean", "log_target": True}),
      ("none", [ANY, POSITIVE], {"reduction": "none", "log_target": False})]),
    ("cosine_similarity", lambda xs, p: F.cosine_similarity(xs[0], xs[1], dim=1, eps=p["eps"]), 2,
     [("random", [ANY, ANY_B], {"eps": 1e-8}),
      ("small and zero rows", [t([[1e-9, 2e-9, 0.0], [0.0, 0.0, 0.0], [1.0, 2.0, 3.0]]),
                               t([[3.0, 1.0, 2.0], [1.0, 1.0, 1.0], [1e-10, 0.0, 0.0]])], {"eps": 1e-8})]),
    ("rms_norm", lambda xs, p: F.rms_norm(xs[0], [xs[0].shape[-1]], weight=xs[1], eps=p["eps"]), 2,
     [("random", [ANY, random(1, 4, 10).flatten()], {"eps": 1e-6}),
      ("large and zero rows", [t([[1e3, -2e3, 5e2, 0.0], [0.0, 0.0, 0.0, 0.0], [1e-3, 2e-3, 0.0, 1e-3]]),
                               random(1, 4, 11).flatten()], {"eps": 1e-6})]),
    ("batch_norm", lambda xs, p: F.batch_norm(xs[0], None, None, xs[1], xs[2], training=True, eps=p["eps"]), 3,
     [("training", [ANY, random(1, 4, 12).flatten(), random(1, 4, 13).flatten()], {"eps": 1e-5})]),
    ("batch_norm", lambda xs, p: F.batch_norm(xs[0], t(p["running_mean"]), t(p["running_var"]), xs[1], xs[2],
                                              training=False, eps=p["eps"]), 3,
     [("evaluation", [ANY, random(1, 4, 12).flatten(), random(1, 4, 13).flatten()],
       {"eps": 1e-5, "running_mean": [0.5, -1.0, 0.0, 2.0], "running_var": [2.0, 0.5, 1.0, 0.25]})]),
    ("batch_norm2d", lambda xs, p: F.batch_norm(xs[0], None, None, xs[1], xs[2], training=True, eps=p["eps"]), 3,
     [("training", [random(2, 36, 14).reshape(2, 3, 3, 4), random(1, 3, 15).flatten(), random(1, 3, 16).flatten()],
       {"eps": 1e-5})]),
    ("batch_norm2d", lambda xs, p: F.batch_norm(xs[0], t(p["running_mean"]), t(p["running_var"]), xs[1], xs[2],
                                                training=False, eps=p["eps"]), 3,
     [("evaluation", [random(2, 36, 14).reshape(2, 3, 3, 4), random(1, 3, 15).flatten(), random(1, 3, 16).flatten()],
       {"eps": 1e-5, "running_mean": [0.5, -1.0, 0.0], "running_var": [2.0, 0.5, 1.0]})]),
    ("group_norm", lambda xs, p: F.group_norm(xs[0], p["groups"], xs[1], xs[2], eps=p["eps"]), 3,
     [("two groups", [random(2, 48, 17).reshape(2, 4, 3, 4), random(1, 4, 18).flatten(), random(1, 4, 19).flatten()],
       {"groups": 2, "eps": 1e-5}),
      ("instance norm", [random(2, 48, 17).reshape(2, 4, 3, 4), random(1, 4, 18).flatten(), random(1, 4, 19).flatten()],
       {"groups": 4, "eps": 1e-5}),
      ("one group", [random(2, 48, 17).reshape(2, 4, 3, 4), random(1, 4, 18).flatten(), random(1, 4, 19).flatten()],
       {"groups": 1, "eps": 1e-5})]),
    ("avg_pool2d", lambda xs, p: F.avg_pool2d(xs[0], p["kernel"], p["stride"], p["padding"], ceil_mode=p["ceil_mode"],
                                              count_include_pad=p["count_include_pad"]), 1,
     [(f"k{k} s{s} p{pd} ceil={c} include_pad={i}", [IMAGE],
       {"kernel": k, "stride": s, "padding": pd, "ceil_mode": c, "count_include_pad": i})
      for k, s, pd in [([3, 3], [2, 2], [1, 1]), ([2, 3], [2, 2], [1, 0]), ([3, 2], [3, 1], [0, 1])]
      for c in [False, True] for i in [True, False]]),
    ("max_pool2d", lambda xs, p: F.max_pool2d(xs[0], p["kernel"], p["stride"], p["padding"], dilation=p["dilation"],
                                              ceil_mode=p["ceil_mode"]), 1,
     [(f"k{k} s{s} p{pd} d{d} ceil={c}", [IMAGE],
       {"kernel": k, "stride": s, "padding": pd, "dilation": d, "ceil_mode": c})
      for k, s, pd, d in [([3, 3], [2, 2], [1, 1], [1, 1]), ([2, 3], [2, 2], [1, 1], [2, 1]),
                          ([3, 2], [2, 3], [1, 0], [2, 2])]
      for c in [False, True]]),
    ("adaptive_avg_pool2d", lambda xs, p: F.adaptive_avg_pool2d(xs[0], p["output"]), 1,
     [(f"to {o}", [IMAGE], {"output": o}) for o in [[1, 1], [3, 4], [5, 6], [7, 9]]]),
    ("conv1d", lambda xs, p: F.conv1d(xs[0], xs[1], xs[2], p["stride"], p["padding"], p["dilation"], p["groups"]), 3,
     [("stride, padding, dilation, groups", [random(2, 28, 21).reshape(2, 4, 7), random(6, 6, 22).reshape(6, 2, 3),
                                             random(1, 6, 23).flatten()],
       {"stride": 2, "padding": 1, "dilation": 2, "groups": 2}),
      ("plain", [random(2, 28, 21).reshape(2, 4, 7), random(3, 12, 24).reshape(3, 4, 3), random(1, 3, 25).flatten()],
       {"stride": 1, "padding": 0, "dilation": 1, "groups": 1})]),
    ("conv2d", lambda xs, p: F.conv2d(xs[0], xs[1], xs[2], p["stride"], p["padding"], p["dilation"], p["groups"]), 3,
     [("stride, padding, dilation, groups", [random(2, 120, 26).reshape(2, 4, 5, 6), random(6, 12, 27).reshape(6, 2, 3, 2),
                                             random(1, 6, 28).flatten()],
       {"stride": [2, 1], "padding": [1, 2], "dilation": [1, 2], "groups": 2}),
      ("padding larger than the kernel", [random(1, 18, 29).reshape(1, 2, 3, 3), random(2, 4, 30).reshape(2, 2, 1, 2),
                                          random(1, 2, 31).flatten()],
       {"stride": [1, 1], "padding": [2, 2], "dilation": [1, 1], "groups": 1})]),
    ("conv_transpose2d", lambda xs, p: F.conv_transpose2d(xs[0], xs[1], xs[2], p["stride"], p["padding"],
                                                          p["output_padding"], p["groups"], p["dilation"]), 3,
     [("stride, padding, output padding, dilation, groups",
       [random(2, 24, 32).reshape(2, 4, 3, 2), random(4, 18, 33).reshape(4, 3, 3, 2), random(1, 6, 34).flatten()],
       {"stride": [2, 3], "padding": [1, 0], "output_padding": [1, 2], "dilation": [1, 2], "groups": 2}),
      ("upsampling by 2", [random(1, 18, 35).reshape(1, 2, 3, 3), random(2, 4, 36).reshape(2, 1, 2, 2),
                           random(1, 1, 37).flatten()],
       {"stride": [2, 2], "padding": [0, 0], "output_padding": [0, 0], "dilation": [1, 1], "groups": 1})]),
    ("interpolate",
     lambda xs, p: F.interpolate(xs[0], size=p["size"], mode=p["mode"],
                                 **({} if p["mode"] == "nearest" else {"align_corners": p["align_corners"]})), 1,
     [(f"{mode} to {size}" + ("" if mode == "nearest" else f" align_corners={a}"), [IMAGE],
       {"size": size, "mode": mode, "align_corners": a})
      for size in [[10, 12], [3, 4], [7, 5], [1, 1]]
      for mode, a in [("nearest", False), ("bilinear", False), ("bilinear", True)]]),
    ("dense", lambda xs, p: xs[0] @ xs[1] + xs[2], 3, [("random", [ANY, random(4, 5, 43), random(1, 5, 44).flatten()], {})]),
    ("layer_norm", lambda xs, p: F.layer_norm(xs[0], [xs[0].shape[1]], xs[1], xs[2], eps=p["eps"]), 3,
     [("random", [ANY, random(1, 4, 45).flatten(), random(1, 4, 46).flatten()], {"eps": 1e-5}),
      ("offset 1e4", [ANY + 1e4, random(1, 4, 45).flatten(), random(1, 4, 46).flatten()], {"eps": 1e-5})]),
    ("layer_norm_no_bias", lambda xs, p: F.layer_norm(xs[0], [xs[0].shape[1]], xs[1], None, eps=p["eps"]), 2,
     [("random", [ANY, random(1, 4, 47).flatten()], {"eps": 1e-5})]),
    ("layer_norm_rows", lambda xs, p: F.layer_norm(xs[0], [xs[0].shape[1]], eps=p["eps"]), 1,
     [("random", [ANY], {"eps": 1e-5}), ("ties", [TIES], {"eps": 1e-5})]),
    ("row_scale", lambda xs, p: xs[0] * xs[1], 2, [("random", [ANY, random(1, 4, 48).flatten()], {})]),
    ("row_bias", lambda xs, p: xs[0] + xs[1], 2, [("random", [ANY, random(1, 4, 49).flatten()], {})]),
    ("col_scale", lambda xs, p: xs[0] * xs[1][:, None], 2, [("random", [ANY, random(1, 3, 50).flatten()], {})]),
    ("col_bias", lambda xs, p: xs[0] + xs[1][:, None], 2, [("random", [ANY, random(1, 3, 51).flatten()], {})]),
    ("scale", lambda xs, p: xs[0] * p["factor"], 1, [("random", [ANY], {"factor": -1.75})]),
    ("shift", lambda xs, p: xs[0] + p["shift"], 1, [("random", [ANY], {"shift": 0.375})]),
    unary("transpose", lambda x: x.T),
    ("reshape", lambda xs, p: xs[0].reshape(p["rows"], -1), 1, [("random", [ANY], {"rows": 2})]),
    ("slice_rows", lambda xs, p: xs[0][p["start"]:p["start"] + p["len"]], 1, [("random", [ANY], {"start": 1, "len": 2})]),
    ("slice_cols", lambda xs, p: xs[0][:, p["start"]:p["start"] + p["len"]], 1, [("random", [ANY], {"start": 1, "len": 2})]),
    ("pad_rows", lambda xs, p: F.pad(xs[0], (0, 0, p["start"], p["len"] - p["start"] - xs[0].shape[0])), 1,
     [("random", [ANY], {"start": 2, "len": 6})]),
    ("pad_cols", lambda xs, p: F.pad(xs[0], (p["start"], p["len"] - p["start"] - xs[0].shape[1])), 1,
     [("random", [ANY], {"start": 1, "len": 7})]),
    ("concat_rows", lambda xs, p: torch.cat([xs[0], xs[1]], 0), 2, [("random", [ANY, random(2, 4, 52)], {})]),
    ("concat_cols", lambda xs, p: torch.cat([xs[0], xs[1]], 1), 2, [("random", [ANY, random(3, 2, 53)], {})]),
    ("embedding", lambda xs, p: F.embedding(torch.tensor(p["ids"]), xs[0]), 1,
     [("repeated ids", [ANY], {"ids": [2, 0, 2, 1, 2]})]),
    ("softmax_rows_masked", lambda xs, p: torch.softmax(xs[0] + xs[1], -1), 1,
     [("-inf and finite mask", [ANY, t([[0.0, -INF, 1.0, 0.0], [-2.0, 0.0, -INF, -INF], [0.0, 0.0, 0.0, 0.0]])], {})]),
    ("multi_head_attention", lambda xs, p: timm_attention(xs[0], p["tokens"], p["heads"], False), 1,
     [("2 examples, 2 heads", [random(6, 12, 54)], {"tokens": 3, "heads": 2})]),
    ("multi_head_attention_masked", lambda xs, p: timm_attention(xs[0], p["tokens"], p["heads"], True), 1,
     [("causal", [random(8, 12, 55)], {"tokens": 4, "heads": 2, "causal": True})]),
    ("scaled_dot_product_attention", lambda xs, p: sdpa(xs, p["examples"], p["heads"], p["causal"]), 3,
     [("fewer queries than keys", [random(4, 8, 56), random(6, 8, 57), random(6, 4, 58)],
       {"examples": 2, "heads": 4, "causal": False}),
      ("causal", [random(6, 8, 59), random(6, 8, 60), random(6, 6, 61)], {"examples": 2, "heads": 2, "causal": True})]),
    ("bmm", lambda xs, p: torch.bmm(xs[0], xs[1]), 2,
     [("random", [random(2, 12, 62).reshape(2, 3, 4), random(2, 20, 63).reshape(2, 4, 5)], {})]),
    ("transpose_last", lambda xs, p: xs[0].transpose(-2, -1), 1, [("random", [random(2, 12, 64).reshape(2, 3, 4)], {})]),
    ("split_heads", lambda xs, p: xs[0].reshape(-1, p["tokens"], p["heads"], xs[0].shape[1] // p["heads"])
     .transpose(1, 2).reshape(-1, p["tokens"], xs[0].shape[1] // p["heads"]), 1,
     [("2 examples, 2 heads", [random(6, 4, 65)], {"tokens": 3, "heads": 2})]),
    unary("copy", lambda x: x.clone()),
    ("multi_head_attention_first",
     lambda xs, p: timm_attention(xs[0], p["tokens"], p["heads"], False)
     .reshape(-1, p["tokens"], xs[0].shape[1] // 3)[:, :p["queries"]].reshape(-1, xs[0].shape[1] // 3), 1,
     [("class token", [random(6, 12, 82)], {"tokens": 3, "heads": 2, "queries": 1}),
      ("two queries", [random(8, 12, 83)], {"tokens": 4, "heads": 2, "queries": 2})]),
    ("take_example", lambda xs, p: xs[0][p["index"]], 1, [("random", [ANY], {"index": 2})]),
    ("place_example", lambda xs, p: torch.zeros(p["batch"], xs[0].shape[0]).index_copy(0, torch.tensor([p["index"]]), xs[0][None]), 1,
     [("random", [random(1, 4, 84).flatten()], {"index": 1, "batch": 3})]),
    ("dropout", lambda xs, p: dropout(xs[0], p), 1,
     [("train", [ANY], {"rate": 0.25, "seed": 7, "train": True}),
      ("rate 0", [ANY], {"rate": 0.0, "seed": 3, "train": True}),
      ("evaluation", [ANY], {"rate": 0.5, "seed": 7, "train": False})]),
    ("patch_embed", lambda xs, p: F.conv2d(xs[0][None], xs[1].reshape(xs[1].shape[0], xs[0].shape[0], p["patch"], p["patch"]),
                                           xs[2], stride=p["patch"]).flatten(2).transpose(1, 2)[0], 3,
     [("3 channels, 2x3 patches", [random(3, 24, 66).reshape(3, 4, 6), random(5, 12, 67), random(1, 5, 68).flatten()],
       {"patch": 2})]),
    ("group_rows", lambda xs, p: xs[0].reshape(-1, p["group"], xs[0].shape[1]), 1,
     [("groups of 3", [random(6, 4, 69)], {"group": 3})]),
    ("ungroup_rows", lambda xs, p: xs[0].reshape(-1, xs[0].shape[2]), 1, [("random", [random(2, 12, 70).reshape(2, 3, 4)], {})]),
    ("group_first_rows", lambda xs, p: xs[0].reshape(-1, p["group"], xs[0].shape[1])[:, :p["keep"]].reshape(-1, xs[0].shape[1]), 1,
     [("first 2 of 3", [random(6, 4, 71)], {"group": 3, "keep": 2}), ("none kept", [random(6, 4, 71)], {"group": 3, "keep": 0})]),
    ("merge_heads", lambda xs, p: xs[0].reshape(-1, p["heads"], xs[0].shape[1], xs[0].shape[2]).transpose(1, 2)
     .reshape(-1, p["heads"] * xs[0].shape[2]), 1,
     [("2 examples, 2 heads", [random(4, 6, 72).reshape(4, 3, 2)], {"heads": 2})]),
    ("repeat_heads", lambda xs, p: torch.repeat_interleave(xs[0], p["groups"], 0), 1,
     [("3 query heads per key head", [random(2, 6, 73).reshape(2, 3, 2)], {"groups": 3})]),
    ("concat_rows_list", lambda xs, p: torch.cat(xs, 0), 3,
     [("three", [random(2, 4, 74), random(1, 4, 75), random(3, 4, 76)], {}),
      ("an empty one", [random(2, 4, 77), torch.zeros(0, 4), random(1, 4, 78)], {})]),
    ("concat_cols_list", lambda xs, p: torch.cat(xs, 1), 3,
     [("three", [random(3, 2, 79), random(3, 1, 80), random(3, 3, 81)], {})]),
] + [
    (name, fn, 2,
     [("row vector", [ANY, random(1, 4, 38).flatten() + (3.0 if name == "broadcast_div" else 0.0)], {}),
      ("row", [ANY, random(1, 4, 39) + (3.0 if name == "broadcast_div" else 0.0)], {}),
      ("column", [ANY, random(3, 1, 40) + (3.0 if name == "broadcast_div" else 0.0)], {}),
      ("outer", [random(3, 1, 41), random(1, 4, 42) + (3.0 if name == "broadcast_div" else 0.0)], {})])
    for name, fn in [("broadcast_add", lambda xs, p: xs[0] + xs[1]), ("broadcast_sub", lambda xs, p: xs[0] - xs[1]),
                     ("broadcast_mul", lambda xs, p: xs[0] * xs[1]), ("broadcast_div", lambda xs, p: xs[0] / xs[1])]
]


def library_mask(count, rate, seed):
    """The library's dropout mask for `seed` (its factors `1 / (1 - rate)` or 0)."""
    request = {"op": "dropout_mask", "inputs": [as_json(torch.zeros(0))], "cotangent": as_json(torch.zeros(0)),
               "params": {"count": count, "rate": rate, "seed": seed}}
    answer = subprocess.run([str(ROOT / "target/release/examples/ops_eval")], cwd=ROOT, check=True,
                            input=json.dumps(request), capture_output=True, text=True)
    return from_bits(json.loads(answer.stdout)["output"])


def dropout(x, p):
    """`F.dropout`'s formula, `x ⊙ keep / (1 - rate)`, with the library's seeded draw of `keep`
    (PyTorch's own draw comes from its generator; the seed makes the library's reproducible)."""
    if not p["train"]:
        return F.dropout(x, p["rate"], training=False)
    keep = (library_mask(x.numel(), p["rate"], p["seed"]) != 0).to(x.dtype).reshape(x.shape)
    return x * keep / (1 - p["rate"])


def timm_attention(qkv, tokens, heads, causal):
    """timm's `Attention` on the fused `[q | k | v]` columns of `examples · tokens` rows."""
    rows, width3 = qkv.shape
    width, examples = width3 // 3, rows // tokens
    d = width // heads
    q, k, v = qkv.reshape(examples, tokens, 3, heads, d).permute(2, 0, 3, 1, 4)
    scores = (q @ k.transpose(-2, -1)) * d ** -0.5
    if causal:
        scores = scores.masked_fill(torch.ones(tokens, tokens, dtype=torch.bool).triu(1), -INF)
    return (scores.softmax(-1) @ v).transpose(1, 2).reshape(rows, width)


def sdpa(xs, examples, heads, causal):
    """`F.scaled_dot_product_attention` on `[examples · positions, heads · head]` rows."""
    q, k, v = xs
    split = lambda x: x.reshape(examples, x.shape[0] // examples, heads, x.shape[1] // heads).transpose(1, 2)
    out = F.scaled_dot_product_attention(split(q), split(k), split(v), is_causal=causal)
    return out.transpose(1, 2).reshape(q.shape[0], -1)


def torch_side(fn, inputs, params, differentiated, cotangent_seed):
    leaves = [x.clone().requires_grad_(k < differentiated) for k, x in enumerate(inputs)]
    out = fn(leaves, params)
    g = torch.Generator().manual_seed(cotangent_seed)
    cotangent = torch.rand(out.shape, generator=g, dtype=torch.float64) * 2 - 1
    grads = torch.autograd.grad(out, leaves[:differentiated], cotangent, allow_unused=True)
    grads = [torch.zeros_like(x) if gr is None else gr for x, gr in zip(leaves, grads)]
    return out.detach(), cotangent, grads


def worst_error(ours, theirs):
    """The largest |ours - theirs| / max(1, |theirs|); infinite where NaN or infinities differ."""
    ours, theirs = ours.reshape(-1), theirs.reshape(-1)
    if ours.shape != theirs.shape:
        return INF
    worst = 0.0
    for a, b in zip(ours.tolist(), theirs.tolist()):
        if math.isnan(b) or math.isnan(a):
            error = 0.0 if math.isnan(a) and math.isnan(b) else INF
        elif math.isinf(b) or math.isinf(a):
            error = 0.0 if a == b else INF
        else:
            error = abs(a - b) / max(1.0, abs(b))
        worst = max(worst, error)
    return worst


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tolerance", type=float, default=1e-10)
    args = parser.parse_args()
    torch.set_default_dtype(torch.float64)
    subprocess.run(["cargo", "build", "--quiet", "--release", "-p", "vjp-core", "--example", "ops_eval"],
                   cwd=ROOT, check=True)
    requests, expected = [], []
    for seed, (name, fn, differentiated, cases) in enumerate(OPS):
        for case, inputs, params in cases:
            out, cotangent, grads = torch_side(fn, inputs, params, differentiated, seed)
            requests.append({"op": name, "inputs": [as_json(x) for x in inputs],
                             "cotangent": as_json(cotangent), "params": params})
            expected.append((name, case, out, grads))
    answer = subprocess.run([str(ROOT / "target/release/examples/ops_eval")], cwd=ROOT, check=True,
                            input="\n".join(json.dumps(r) for r in requests), capture_output=True, text=True)
    replies = [json.loads(line) for line in answer.stdout.splitlines()]
    failures = 0
    print(f"| op | case | worst error (output and gradients) | |")
    print("| --- | --- | --- | --- |")
    for (name, case, out, grads), reply in zip(expected, replies):
        if "error" in reply:
            worst, note = INF, reply["error"]
        else:
            errors = [worst_error(from_bits(reply["output"]), out)]
            errors += [worst_error(from_bits(ours), theirs) for ours, theirs in zip(reply["gradients"], grads)]
            worst, note = max(errors), ""
        ok = worst <= args.tolerance
        failures += not ok
        print(f"| `{name}` | {case} | {worst:.2e} | {'ok' if ok else 'FAIL ' + note} |")
    print(f"{len(expected) - failures} passed, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
