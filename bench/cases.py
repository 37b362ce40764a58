"""The kernels of bench/kernels.py: arguments, launch sizes, and the numpy reference of each.

Every case has exactly one output buffer ("out" or "inout"); ``expected`` computes what it
should hold (in a worker, once, when the result is checked) and ``error`` measures how far
an output is from it.  Inputs come from a fixed seed, so that every worker process builds
the same case.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

KERNELS = Path(__file__).resolve().parent / "kernels"


@dataclass(eq=False)
class Arg:
    """One kernel argument: a buffer (in, out or inout), a scalar, or __local bytes."""

    kind: str  # "in" | "out" | "inout" | "scalar" | "local"
    value: Any


def max_abs(out: np.ndarray, expected: np.ndarray) -> float:
    return float(np.max(np.abs(out.astype(np.float64) - expected)))


@dataclass
class Case:
    name: str
    args: list[Arg]
    global_size: tuple[int, ...]
    local_size: tuple[int, ...]
    #: What the output buffer should hold after one launch from the initial buffers.
    expected: Callable[[], np.ndarray]
    #: (output, expected) -> the error compared with ``tolerance``.
    error: Callable[[np.ndarray, np.ndarray], float] = max_abs
    tolerance: float = 1e-4

    @property
    def output(self) -> np.ndarray:
        return next(a.value for a in self.args if a.kind in ("out", "inout"))

    def traffic_bytes(self) -> int:
        """Bytes the kernel must move at least: read its inputs, write its output (read it too if inout)."""
        sizes = {"in": 1, "out": 1, "inout": 2}
        return sum(a.value.nbytes * sizes[a.kind] for a in self.args if a.kind in sizes)


def rng() -> np.random.Generator:
    return np.random.default_rng(1234)


def case_vadd() -> Case:
    n = 1 << 22
    a, b = rng().random(n, dtype=np.float32), rng().random(n, dtype=np.float32) + 1
    return Case("vadd", [Arg("in", a), Arg("in", b), Arg("out", np.zeros(n, np.float32)), Arg("scalar", np.uint32(n))],
                (n,), (256,), lambda: a.astype(np.float64) + b)


def case_saxpy() -> Case:
    n = 1 << 22
    x, y = rng().random(n, dtype=np.float32), rng().random(n, dtype=np.float32)
    alpha = np.float32(2.5)
    y0 = y.copy()  # saxpy is in place: the check starts again from y0
    return Case("saxpy", [Arg("scalar", alpha), Arg("in", x), Arg("inout", y), Arg("scalar", np.uint32(n))],
                (n,), (256,), lambda: alpha * x.astype(np.float64) + y0)


def case_reduce_sum() -> Case:
    n, local, groups = 1 << 22, 256, 256
    data = rng().random(n, dtype=np.float32)
    # Compared: the sum of the per-group partial sums, relative to n.
    return Case("reduce_sum",
                [Arg("in", data), Arg("out", np.zeros(groups, np.float32)), Arg("local", local * 4),
                 Arg("scalar", np.uint32(n))],
                (local * groups,), (local,), lambda: np.array(data.sum(dtype=np.float64)),
                error=lambda out, total: abs(float(out.sum(dtype=np.float64)) - float(total)) / n, tolerance=1e-5)


def case_matmul_tiled() -> Case:
    n = 512
    a, b = rng().random((n, n), dtype=np.float32), rng().random((n, n), dtype=np.float32)
    return Case("matmul_tiled", [Arg("in", a), Arg("in", b), Arg("out", np.zeros((n, n), np.float32)),
                                 Arg("scalar", np.uint32(n))],
                (n, n), (16, 16), lambda: a.astype(np.float64) @ b.astype(np.float64),
                error=lambda out, ref: max_abs(out, ref) / n)


def case_stencil5() -> Case:
    w = h = 2048
    grid = rng().random((h, w), dtype=np.float32)
    c0, c1 = np.float32(0.5), np.float32(0.125)

    def expected() -> np.ndarray:
        ref = grid.astype(np.float64)
        ref[1:-1, 1:-1] = c0 * grid[1:-1, 1:-1] + c1 * (
            grid[1:-1, :-2] + grid[1:-1, 2:] + grid[:-2, 1:-1] + grid[2:, 1:-1])
        return ref

    return Case("stencil5",
                [Arg("in", grid), Arg("out", np.zeros((h, w), np.float32)), Arg("scalar", np.uint32(w)),
                 Arg("scalar", np.uint32(h)), Arg("scalar", c0), Arg("scalar", c1)],
                (w, h), (16, 16), expected)


def mandelbrot_reference(w: int, h: int, max_iter: int) -> np.ndarray:
    px, py = np.meshgrid(np.arange(w, dtype=np.float32), np.arange(h, dtype=np.float32))
    cr = np.float32(-2.0) + np.float32(3.0) * px / np.float32(w)
    ci = np.float32(-1.5) + np.float32(3.0) * py / np.float32(h)
    zr, zi = np.zeros_like(cr), np.zeros_like(ci)
    counts = np.zeros((h, w), np.uint32)
    active = np.ones((h, w), bool)
    for _ in range(max_iter):
        active &= zr * zr + zi * zi <= 4.0
        if not active.any():
            break
        t = zr * zr - zi * zi + cr
        zi = np.where(active, np.float32(2.0) * zr * zi + ci, zi)
        zr = np.where(active, t, zr)
        counts += active
    return counts


def case_mandelbrot() -> Case:
    w = h = 1024
    max_iter = 256
    # Float rounding (fma contraction) may move a few points across the escape radius:
    # the error is the fraction of points that differ.
    return Case("mandelbrot",
                [Arg("out", np.zeros((h, w), np.uint32)), Arg("scalar", np.uint32(w)), Arg("scalar", np.uint32(h)),
                 Arg("scalar", np.uint32(max_iter))],
                (w, h), (16, 16), lambda: mandelbrot_reference(w, h, max_iter),
                error=lambda out, ref: float(np.mean(out != ref)), tolerance=5e-3)


def case_histogram() -> Case:
    n, local, groups = 1 << 24, 256, 256
    data = rng().random(n, dtype=np.float32)
    # The bins are inout: the kernel adds to them, and the check starts again from zeros.
    return Case("histogram", [Arg("in", data), Arg("inout", np.zeros(256, np.uint32)), Arg("scalar", np.uint32(n))],
                (local * groups,), (local,),
                lambda: np.bincount(np.minimum((data * np.float32(256)).astype(np.uint32), 255), minlength=256),
                tolerance=0)


def case_scan() -> Case:
    n, segment = 1 << 22, 512
    # uint, small values: the sums are exact, so is the check.
    data = rng().integers(0, 1000, n, dtype=np.uint32)
    return Case("scan", [Arg("in", data), Arg("out", np.zeros(n, np.uint32))], (n,), (segment,),
                lambda: np.cumsum(data.reshape(-1, segment), axis=1, dtype=np.uint64).reshape(-1), tolerance=0)


CONV_RADIUS = 8


def case_conv1d() -> Case:
    n = 1 << 22
    data = rng().random(n, dtype=np.float32)
    weights = np.hanning(2 * CONV_RADIUS + 3)[1:-1].astype(np.float32)
    weights /= weights.sum()

    def expected() -> np.ndarray:
        padded = np.pad(data.astype(np.float64), CONV_RADIUS)
        return np.correlate(padded, weights.astype(np.float64), mode="valid")

    return Case("conv1d", [Arg("in", data), Arg("in", weights), Arg("out", np.zeros(n, np.float32)),
                           Arg("scalar", np.uint32(n))],
                (n,), (256,), expected, tolerance=1e-5)


def case_diffusion() -> Case:
    local, groups, steps = 256, 1024, 128
    data = rng().random(local * groups, dtype=np.float32)
    k = np.float32(0.25)

    def expected() -> np.ndarray:
        u = data.reshape(groups, local).astype(np.float64)
        for _ in range(steps):
            left = np.concatenate([u[:, :1], u[:, :-1]], axis=1)
            right = np.concatenate([u[:, 1:], u[:, -1:]], axis=1)
            u = u + k * (left - 2 * u + right)
        return u.reshape(-1)

    return Case("diffusion", [Arg("in", data), Arg("out", np.zeros_like(data)), Arg("scalar", k),
                              Arg("scalar", np.uint32(steps))],
                (local * groups,), (local,), expected)


CASES: dict[str, Callable[[], Case]] = {
    "vadd": case_vadd, "saxpy": case_saxpy, "reduce_sum": case_reduce_sum,
    "matmul_tiled": case_matmul_tiled, "stencil5": case_stencil5, "mandelbrot": case_mandelbrot,
    "histogram": case_histogram, "scan": case_scan, "conv1d": case_conv1d, "diffusion": case_diffusion,
}
