"""The reference kernels (../shared/kernels) through native-cpu, compared with numpy.

Also: ``ncpu-opt -passes=native-cpu --filetype=obj`` works on every reference
kernel and every kernel of our own.  Skipped when ../shared is absent or
native-cpu cannot run yet.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import LocalMemory, Program
from runtime_support import (
    OWN_KERNELS,
    RUNTIME_KERNELS,
    SHARED_KERNELS,
    needs_shared,
)

from ncpu_opt.cli import main

LEVELS = ("ll", "ll-O0")


def kernel(name: str, level: str, threads: int = 2) -> Program:
    return Program.from_file(SHARED_KERNELS / level / f"{name}.ll", threads=threads)


@needs_shared
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("threads", (1, 2))
def test_vadd(level: str, threads: int) -> None:
    n = 100_000
    a = np.random.default_rng(0).random(n, dtype=np.float32)
    b = np.random.default_rng(1).random(n, dtype=np.float32)
    c = np.zeros(n, np.float32)
    kernel("vadd", level, threads).kernel("vadd")(a, b, c, np.uint32(n), global_size=(n + 96,), local_size=(128,))
    np.testing.assert_array_equal(c, a + b)


@needs_shared
@pytest.mark.parametrize("level", LEVELS)
def test_saxpy(level: str) -> None:
    n = 4097
    x = np.random.default_rng(2).random(n, dtype=np.float32)
    y = np.random.default_rng(3).random(n, dtype=np.float32)
    expected = np.float32(1.5) * x + y
    kernel("saxpy", level).kernel("saxpy")(np.float32(1.5), x, y, np.uint32(n), global_size=(n,), local_size=(64,))
    np.testing.assert_allclose(y, expected, rtol=1e-6)


@needs_shared
@pytest.mark.parametrize("level", LEVELS)
def test_reduce_sum(level: str) -> None:
    n, local, groups = 100_000, 256, 32
    data = np.random.default_rng(4).random(n, dtype=np.float32)
    partial = np.zeros(groups, np.float32)
    kernel("reduce_sum", level).kernel("reduce_sum")(
        data, partial, LocalMemory(4 * local), np.uint32(n), global_size=(groups * local,), local_size=(local,)
    )
    np.testing.assert_allclose(partial.sum(dtype=np.float64), data.sum(dtype=np.float64), rtol=1e-5)


@needs_shared
@pytest.mark.parametrize("level", LEVELS)
def test_matmul_tiled(level: str) -> None:
    n = 64
    rng = np.random.default_rng(5)
    a = rng.random((n, n), dtype=np.float32)
    b = rng.random((n, n), dtype=np.float32)
    c = np.zeros((n, n), np.float32)
    kernel("matmul_tiled", level).kernel("matmul_tiled")(a, b, c, np.int32(n), global_size=(n, n), local_size=(16, 16))
    np.testing.assert_allclose(c, a @ b, rtol=1e-4)


@needs_shared
@pytest.mark.parametrize("level", LEVELS)
def test_stencil5(level: str) -> None:
    w, h = 67, 45
    grid = np.random.default_rng(6).random((h, w), dtype=np.float32)
    out = np.zeros_like(grid)
    c0, c1 = np.float32(0.5), np.float32(0.125)
    kernel("stencil5", level).kernel("stencil5")(grid, out, np.int32(w), np.int32(h), c0, c1, global_size=(w, h), local_size=(16, 16))
    expected = grid.copy()
    expected[1:-1, 1:-1] = c0 * grid[1:-1, 1:-1] + c1 * (grid[1:-1, :-2] + grid[1:-1, 2:] + grid[:-2, 1:-1] + grid[2:, 1:-1])
    np.testing.assert_allclose(out, expected, rtol=1e-6)


def mandelbrot_reference(w: int, h: int, x0: float, y0: float, dx: float, dy: float, max_iter: int) -> np.ndarray:
    """The kernel's float32 arithmetic, operation by operation (no contraction)."""
    f = np.float32
    px, py = np.meshgrid(np.arange(w, dtype=np.int32), np.arange(h, dtype=np.int32))
    cx = f(x0) + px.astype(f) * f(dx)
    cy = f(y0) + py.astype(f) * f(dy)
    xs = cx - f(0.25)
    q = xs * xs + cy * cy
    xb = cx + f(1)
    inside = (q * (q + xs) <= f(0.25) * cy * cy) | (xb * xb + cy * cy <= f(0.0625))
    zx = np.zeros_like(cx)
    zy = np.zeros_like(cy)
    it = np.zeros(cx.shape, np.int32)
    active = ~inside
    for _ in range(max_iter):
        active &= zx * zx + zy * zy <= f(4)
        if not active.any():
            break
        nx = zx * zx - zy * zy + cx
        zy = np.where(active, f(2) * zx * zy + cy, zy)
        zx = np.where(active, nx, zx)
        it += active
    return np.where(inside, max_iter, it).astype(np.int32)


@needs_shared
@pytest.mark.parametrize("level", LEVELS)
def test_mandelbrot(level: str) -> None:
    w, h, max_iter = 96, 64, 200
    args = (-2.0, -1.0, 3.0 / w, 2.0 / h)
    out = np.zeros((h, w), np.int32)
    kernel("mandelbrot", level).kernel("mandelbrot")(out, *map(np.float32, args), np.int32(max_iter), global_size=(w, h))
    np.testing.assert_array_equal(out, mandelbrot_reference(w, h, *args, max_iter))


def kernel_files() -> list[Path]:
    files = sorted(OWN_KERNELS.glob("ll*/*.ll")) + sorted(RUNTIME_KERNELS.glob("ll*/*.ll"))
    if SHARED_KERNELS.is_dir():
        files += sorted(SHARED_KERNELS.glob("ll*/*.ll"))
    return files


@pytest.mark.parametrize("path", kernel_files(), ids=lambda p: f"{p.parent.parent.name}/{p.parent.name}/{p.name}")
def test_native_cpu_object_file(path: Path, tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    """Every kernel compiles to a host object with one work-group driver per kernel."""
    obj = tmp_path / "k.o"
    assert main(["-passes=native-cpu", "--filetype=obj", str(path), "-o", str(obj)]) == 0, capfd.readouterr().err
    data = obj.read_bytes()
    assert data[:4] == b"\x7fELF" or data[:4] in (b"\xcf\xfa\xed\xfe", b"\xfe\xed\xfa\xcf")
    names = [line.split("@", 1)[1].split("(", 1)[0] for line in path.read_text().splitlines() if line.startswith("define") and "spir_kernel" in line]
    for name in names:
        assert f"{name}.mux-work-group-driver".encode() in data
