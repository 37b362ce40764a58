"""A PyOpenCL script runs unchanged on the platform and gives numpy's results (issue 29).

The script is what PyOpenCL users write: ``Program(ctx, src).build()``, buffers,
``enqueue_nd_range_kernel``, ``enqueue_copy``, ``pyopencl.array`` arithmetic, reductions
(``pyopencl.array.sum``/``max`` and a ``ReductionKernel``), an ``ElementwiseKernel``, kernel
queries, and a kernel that prints between two ``print`` calls of the script.  It runs twice
with one PyOpenCL cache folder: the second run builds its programs from the binaries PyOpenCL
kept (``clCreateProgramWithBinary``), which our disk cache serves without clang.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

SCRIPT = textwrap.dedent(
    """
    import sys
    import numpy as np
    import pyopencl as cl
    import pyopencl.array as cla
    from pyopencl.elementwise import ElementwiseKernel
    from pyopencl.reduction import ReductionKernel

    (platform,) = cl.get_platforms()
    context = cl.Context(platform.get_devices())
    queue = cl.CommandQueue(context)
    source = '''
    __kernel void axpy(__global float *y, __global const float *x, float a) {
        size_t i = get_global_id(0);
        y[i] = a * x[i] + y[i];
    }
    __kernel void hello(int n) { if (get_global_id(0) == 0) printf("kernel %d\\\\n", n); }
    '''
    program = cl.Program(context, source).build(options=["-cl-mad-enable"], cache_dir=sys.argv[1])
    rng = np.random.default_rng(1)
    x = rng.standard_normal(100_003).astype(np.float32)
    y = rng.standard_normal(100_003).astype(np.float32)
    flags = cl.mem_flags
    xs = cl.Buffer(context, flags.READ_ONLY | flags.COPY_HOST_PTR, hostbuf=x)
    ys = cl.Buffer(context, flags.READ_WRITE | flags.COPY_HOST_PTR, hostbuf=y)
    axpy = program.axpy
    axpy.set_args(ys, xs, np.float32(3))
    cl.enqueue_nd_range_kernel(queue, axpy, (x.size,), None)
    out = np.empty_like(y)
    cl.enqueue_copy(queue, out, ys)
    print("axpy", np.allclose(out, 3 * x + y, atol=1e-5))
    print("names", [axpy.get_arg_info(i, cl.kernel_arg_info.NAME) for i in range(3)])
    device = context.devices[0]
    print("group", axpy.get_work_group_info(cl.kernel_work_group_info.WORK_GROUP_SIZE, device))

    a, b = cla.to_device(queue, x), cla.to_device(queue, y)
    print("array", np.allclose((2 * a + b * b - 1).get(), 2 * x + y * y - 1, atol=1e-5))
    print("sum", np.isclose(cla.sum(a).get(), x.astype(np.float64).sum(), rtol=1e-3))
    print("max", cla.max(a).get() == x.max())
    dot = ReductionKernel(context, np.float32, neutral="0", reduce_expr="a+b", map_expr="x[i]*y[i]",
                          arguments="__global const float *x, __global const float *y")
    print("dot", np.isclose(dot(a, b).get(), np.dot(x.astype(np.float64), y), rtol=1e-3))
    scale = ElementwiseKernel(context, "float k, __global const float *x, __global float *z",
                              "z[i] = k * x[i]")
    z = cla.empty_like(a)
    scale(np.float32(0.5), a, z)
    print("elementwise", np.allclose(z.get(), 0.5 * x))
    print("before")
    program.hello(queue, (4,), None, np.int32(5))
    queue.finish()
    print("after")
    """
)

EXPECTED = [
    "axpy True",
    "names ['y', 'x', 'a']",
    "group 4096",
    "array True",
    "sum True",
    "max True",
    "dot True",
    "elementwise True",
    "before",
    "kernel 5",
    "after",
]


def test_a_pyopencl_script_gives_numpys_results(icd_env: dict[str, str], tmp_path: Path) -> None:
    pytest.importorskip("pyopencl")
    script = tmp_path / "script.py"
    script.write_text(SCRIPT)
    cache = tmp_path / "pyopencl-cache"
    for run in ("built from source", "built from PyOpenCL's cached binaries"):
        done = subprocess.run(
            [sys.executable, str(script), str(cache)],
            env=icd_env,
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        assert done.returncode == 0, f"{run}:\n{done.stdout}\n{done.stderr}"
        assert done.stdout.splitlines() == EXPECTED, run
    # PyOpenCL kept our binary (the source and options, tagged): the second run loaded it.
    binaries = [path.read_bytes() for path in cache.rglob("binary")]
    assert binaries and all(
        data.startswith(b"ncpu-opt-cl-binary 1\ntype executable\n") for data in binaries
    )
