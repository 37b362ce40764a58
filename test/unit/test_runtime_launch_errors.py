"""Launch mistakes that used to crash, hang or go silently wrong are clear errors before anything runs.

Sizes that overflow ``size_t``, too much ``__local`` memory, buffers less
aligned than the kernel's vector accesses, 0-d arrays as buffers, paths where
the IR belongs, and the kernels' parameter names (``!kernel_arg_name``) in
messages and as keywords.  A launch that would crash or hang the process if its
check regressed runs in a child process, so that a crash is a failed test and
not a dead pytest.
"""

from __future__ import annotations

import inspect
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.passes.replace_module_scope_vars import ReplaceModuleScopeVars
from ncpu_opt.runtime import (
    LOCAL_MEM_SIZE,
    ArgumentCountError,
    ArgumentNameError,
    ArgumentTypeError,
    ArgumentValueError,
    BufferAlignmentError,
    Kernel,
    LocalMemory,
    LocalMemoryError,
    NDRangeError,
    Program,
    aligned_array,
    aligned_empty,
    aligned_zeros,
)
from ncpu_opt.runtime.args import pack_arguments
from ncpu_opt.runtime.compiler import Target, analyse
from ncpu_opt.runtime.ndrange import SIZE_MAX, make_ndrange
from runtime_support import DRIVER_ONLY, OWN_KERNELS, ROOT, RUNTIME_KERNELS

from ncpu_opt.ir import parse_module
from ncpu_opt.ir.instructions import AllocaInst
from ncpu_opt.pipeline import PassContext

NDRANGE_KERNELS = RUNTIME_KERNELS / "ll" / "ndrange.ll"
CHECK_KERNELS = RUNTIME_KERNELS / "ll" / "launch_checks.ll"


@pytest.fixture(scope="module")
def ndrange_program() -> Program:
    return Program.from_file(NDRANGE_KERNELS, passes=DRIVER_ONLY, threads=1)


@pytest.fixture(scope="module")
def checks_program() -> Program:
    # native-cpu: two_locals and fill_local have barriers.  The child processes
    # build the same program, from the cache.
    return Program.from_file(CHECK_KERNELS, threads=1, specialize=False, compile="eager")


# -- running launches in a child process ------------------------------------------------------

_CHILD_PRELUDE = """
import faulthandler
import json
import numpy as np
from ncpu_opt.runtime import *

faulthandler.enable()  # a crash prints where it happened
results = []

def attempt(label, call):
    try:
        call()
    except NcpuRuntimeError as e:
        results.append([label, type(e).__name__, str(e)])
    else:
        results.append([label, None, None])
"""


def run_in_child(body: str, stack_kib: int | None = None) -> dict[str, tuple[str | None, str | None]]:
    """Run *body* (which calls ``attempt(label, call)``) in a new interpreter: label -> (error class, message).

    With *stack_kib*, every thread of the child (the main one and the workers,
    which take the default pthread stack) gets a stack of that size.
    """
    script = _CHILD_PRELUDE + textwrap.dedent(body) + "\nprint(json.dumps(results))\n"
    command = [sys.executable, "-c", script]
    if stack_kib is not None:
        command = ["/bin/sh", "-c", f'ulimit -s {stack_kib} && exec "$0" "$@"', *command]
    child = subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert child.returncode == 0, f"the child process died (exit status {child.returncode}):\n{child.stderr[-4000:]}"
    return {label: (kind, message) for label, kind, message in json.loads(child.stdout.splitlines()[-1])}


# -- NDRange sizes that overflow size_t ------------------------------------------------------------


@pytest.mark.parametrize(
    ("sizes", "message"),
    [
        ({"global_size": (2**64,)}, r"global_size\[0\] is 18446744073709551616; it does not fit in size_t"),
        ({"global_size": (16, 2**64 + 256)}, r"global_size\[1\] is 18446744073709551872; it does not fit in size_t"),
        ({"global_size": (16,), "global_offset": (2**64,)}, r"global_offset\[0\] is 18446744073709551616; it does not fit"),
        (
            {"global_size": (16, 16), "global_offset": (0, 2**64 - 8)},
            r"global_offset\[1\] \+ global_size\[1\] is 18446744073709551608 \+ 16 = 18446744073709551624; "
            r"it does not fit in size_t",
        ),
        ({"global_size": (2**32, 2**32)}, r"too many work-items: up to dimension 1 there are 4294967296 \* 4294967296"),
        ({"global_size": (2**22, 2**21, 2**21)}, r"up to dimension 2 there are 4194304 \* 2097152 \* 2097152 = 2\*\*64"),
        ({"global_size": (16.0,)}, r"global_size\[0\] must be an integer, not 16.0"),
        ({"global_size": (16,), "local_size": (True,)}, r"local_size\[0\] must be an integer, not True"),
    ],
)
def test_sizes_that_do_not_fit_size_t(sizes: dict[str, object], message: str) -> None:
    message = message.replace("2\\*\\*64", str(2**64))
    with pytest.raises(NDRangeError, match=message):
        make_ndrange(**sizes)  # type: ignore[arg-type]


def test_sizes_at_the_limit_are_accepted() -> None:
    assert make_ndrange((SIZE_MAX,)).global_size == (SIZE_MAX, 1, 1)
    assert make_ndrange((16,), None, (SIZE_MAX - 16,)).global_offset == (SIZE_MAX - 16, 0, 0)
    assert make_ndrange((2**32, 2**32 - 1)).global_size == (2**32, 2**32 - 1, 1)
    # numpy integers and 1-d arrays are sizes too.
    assert make_ndrange(np.int64(12), np.array([4])).local_size == (4, 1, 1)


def test_overflowing_launches_raise_instead_of_crashing_or_hanging() -> None:
    # Before the checks: (2**64,) crashed the process, the others wrapped and hung or wrote elsewhere.
    results = run_in_child(
        f"""
        program = Program.from_file({str(NDRANGE_KERNELS)!r}, passes={DRIVER_ONLY!r}, threads=2)
        out = np.zeros(16, np.int32)
        vadd = program.kernel("vadd_int")
        args = (np.ones(16, np.int32), np.ones(16, np.int32), out, np.uint32(16))
        attempt("2**64", lambda: vadd(*args, global_size=(2**64,)))
        attempt("2**64+256", lambda: vadd(*args, global_size=(2**64 + 256,), local_size=(256,)))
        attempt("offset", lambda: vadd(*args, global_size=(16,), global_offset=(2**64,)))
        attempt("offset+size", lambda: vadd(*args, global_size=(256,), global_offset=(2**64 - 16,)))
        attempt("product", lambda: vadd(*args, global_size=(2**33, 2**33)))
        results.append(["untouched", None, str(out.any())])
        """
    )
    assert results["2**64"][0] == "NDRangeError" and "global_size[0]" in str(results["2**64"][1])
    assert results["2**64+256"][0] == "NDRangeError"
    assert results["offset"][0] == "NDRangeError" and "global_offset[0]" in str(results["offset"][1])
    assert results["offset+size"][0] == "NDRangeError" and "global_offset[0] + global_size[0]" in str(results["offset+size"][1])
    assert results["product"][0] == "NDRangeError" and "dimension 1" in str(results["product"][1])
    assert results["untouched"][1] == "False"


# -- __local memory ------------------------------------------------------------------------------


@pytest.mark.parametrize("nbytes", [LOCAL_MEM_SIZE + 1, 2**31, 2**64, 2**200])
def test_local_memory_beyond_the_limit(nbytes: int) -> None:
    # 2**31 used to crash the launch (an alloca past the stack), 2**64 to raise an OverflowError.
    with pytest.raises(LocalMemoryError, match=rf"LocalMemory\(nbytes={nbytes}\) is more than the {LOCAL_MEM_SIZE} bytes"):
        LocalMemory(nbytes)
    assert LocalMemory(LOCAL_MEM_SIZE).nbytes == LOCAL_MEM_SIZE


def test_the_launch_total_of_local_memory_is_bounded(checks_program: Program) -> None:
    kernel = checks_program.kernel("two_locals")
    half = LOCAL_MEM_SIZE // 2
    out = np.zeros(4, np.int32)
    with pytest.raises(
        LocalMemoryError,
        match=rf"kernel 'two_locals' would use {LOCAL_MEM_SIZE + 4} bytes of __local memory \(argument 2 \('first', int\*\): "
        rf"{half}; argument 3 \('second', int\*\): {half + 4}\), more than the {LOCAL_MEM_SIZE}",
    ):
        kernel(np.ones(4, np.int32), out, LocalMemory(half), LocalMemory(half + 4), global_size=(4,), local_size=(1,))
    assert not out.any()


_STATIC_LOCAL_IR = """
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@k.tile = internal addrspace(3) global [1000 x float] undef, align 4
@k.flag = internal addrspace(3) global i8 undef, align 1
@k.wide = internal addrspace(3) global <4 x double> undef, align 32
@unused = internal addrspace(3) global [99999 x i32] undef, align 4

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(3) %scratch) #0 {
  %v = load float, ptr addrspace(3) @k.tile, align 4
  store i8 1, ptr addrspace(3) @k.flag, align 1
  store <4 x double> zeroinitializer, ptr addrspace(3) @k.wide, align 32
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
"""


def test_static_local_variables_count_as_the_pass_lays_them_out() -> None:
    (info,) = analyse(_STATIC_LOCAL_IR, "static.ll", Target.host())
    module = parse_module(_STATIC_LOCAL_IR, "static.ll")
    ReplaceModuleScopeVars().run(module, PassContext())
    wrapper = next(fn for fn in module.functions if fn.name.endswith(".mux-local-var-wrapper"))
    frame = next(inst for inst in wrapper.instructions() if isinstance(inst, AllocaInst))
    # tile (4000) + flag (1) + padding to 32 + wide (32), and nothing for the unused global.
    assert info.static_local_bytes == module.data_layout.alloc_size(frame.allocated_type) == 4064
    # The kernels' own __local variables count towards the launch's limit.
    with pytest.raises(LocalMemoryError, match=r"the kernel's own __local variables: 4064\), more than"):
        pack_arguments(info, [np.zeros(1, np.float32), LocalMemory(LOCAL_MEM_SIZE - 4000)])
    pack_arguments(info, [np.zeros(1, np.float32), LocalMemory(LOCAL_MEM_SIZE - 4064)])


_TWO_KERNELS_LOCAL_IR = """
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

@big.tile = internal addrspace(3) global [100000 x float] undef, align 4
@helper.flags = internal addrspace(3) global [16 x i32] undef, align 4

define spir_func void @helper(i32 %v) {
  store i32 %v, ptr addrspace(3) getelementptr inbounds ([16 x i32], ptr addrspace(3) @helper.flags, i64 0, i64 3), align 4
  ret void
}

define spir_func void @middle(i32 %v) {
  call spir_func void @helper(i32 %v)
  ret void
}

define spir_kernel void @big(ptr addrspace(1) %out) #0 {
  %v = load float, ptr addrspace(3) @big.tile, align 4
  store float %v, ptr addrspace(1) %out, align 4
  call spir_func void @middle(i32 1)
  ret void
}

define spir_kernel void @small(ptr addrspace(1) %out) #0 {
  call spir_func void @middle(i32 2)
  ret void
}

define spir_kernel void @none(ptr addrspace(1) %out) #0 {
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }
"""


def test_static_local_variables_count_for_the_kernels_that_use_them() -> None:
    # Each kernel counts the __local variables it and the functions it calls (through
    # others, through constant expressions) use: not another kernel's 400 KB.
    infos = {info.name: info for info in analyse(_TWO_KERNELS_LOCAL_IR, "two.ll", Target.host())}
    assert infos["big"].static_local_bytes == 400_000 + 64
    assert infos["small"].static_local_bytes == 64
    assert infos["none"].static_local_bytes == 0


_OTHER_KERNELS_LOCALS_CL = """
kernel void big(global float *out) {
    local float tile[100000];
    tile[get_local_id(0)] = 1.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[0];
}
kernel void small(global float *out, local float *scratch) {
    scratch[get_local_id(0)] = 2.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = scratch[get_local_size(0) - 1 - get_local_id(0)];
}
kernel void huge(global float *out) {
    local float tile[LIMIT / 4 + 1];
    tile[get_local_id(0)] = 3.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[get_local_size(0) - 1 - get_local_id(0)];
}
"""


def test_another_kernels_local_variables_are_not_charged_to_a_launch() -> None:
    program = Program.from_source(
        _OTHER_KERNELS_LOCALS_CL.replace("LIMIT", str(LOCAL_MEM_SIZE)), threads=2, specialize=False
    )
    out = np.zeros(64, np.float32)
    # All the __local memory a launch may use, while another kernel declares 400 KB of its own.
    program.kernel("small")(out, LocalMemory(LOCAL_MEM_SIZE), global_size=(64,), local_size=(64,))
    assert (out == 2).all()
    # A kernel's own __local variables beyond the limit are refused, LocalMemory arguments or not.
    with pytest.raises(
        LocalMemoryError,
        match=rf"kernel 'huge' would use {LOCAL_MEM_SIZE + 4} bytes of __local memory \(the kernel's own __local "
        rf"variables: {LOCAL_MEM_SIZE + 4}\), more than the {LOCAL_MEM_SIZE}",
    ):
        program.kernel("huge")(out, global_size=(64,), local_size=(64,))


def test_transpose_local_static_size() -> None:
    path = OWN_KERNELS / "ll" / "transpose_local.ll"
    (info,) = analyse(path.read_text(), str(path), Target.host())
    assert info.static_local_bytes == 16 * 17 * 4


_DEREFERENCEABLE_IR = """
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) dereferenceable(32) %out, ptr addrspace(3) dereferenceable(64) %tmp) {
  ret void
}
"""


def test_dereferenceable_sizes_are_the_least_a_launch_passes() -> None:
    kernel = Program.from_source(_DEREFERENCEABLE_IR, passes=DRIVER_ONLY, threads=1).kernel("k")
    assert [(p.name, p.min_bytes) for p in kernel.info.params] == [("out", 32), ("tmp", 64)]
    with pytest.raises(LocalMemoryError, match=r"argument 1 \('tmp', ptr addrspace\(3\)\): the kernel may access 64 bytes \(dereferenceable\), but LocalMemory has 48"):
        kernel(np.zeros(8, np.int32), LocalMemory(48), global_size=(1,))
    with pytest.raises(ArgumentValueError, match=r"argument 0 \('out', .*\): the kernel may access 32 bytes \(dereferenceable\), but the array has 28"):
        kernel(np.zeros(7, np.int32), LocalMemory(64), global_size=(1,))
    kernel(np.zeros(8, np.int32), LocalMemory(64), global_size=(1,))


def test_large_local_buffers_are_off_the_stack(checks_program: Program) -> None:
    # 3 MiB of __local memory in a process whose threads have 2 MiB stacks: an
    # alloca of it (the wrapper's old allocation) dies with SIGSEGV.
    assert checks_program.kernel("fill_local")  # compiled here, cached for the child
    ints = 3 * 1024 * 1024 // 4
    results = run_in_child(
        f"""
        program = Program.from_file({str(CHECK_KERNELS)!r}, threads=2, specialize=False, compile="eager")
        assert program.from_cache
        out = np.zeros(128, np.int32)
        attempt("fill", lambda: program.kernel("fill_local")(out, LocalMemory({ints} * 4), np.uint32({ints}), global_size=(128,), local_size=(64,)))
        results.append(["out", None, json.dumps(out.tolist())])
        """,
        stack_kib=2048,
    )
    assert results["fill"] == (None, None)
    out = np.array(json.loads(str(results["out"][1])))
    i = np.arange(ints, dtype=np.int64)
    for group in (0, 1):
        scratch = (i % 1000 + group).astype(np.int32)
        expected = [scratch[ints - 1 - np.arange(lid, ints, 64)].sum(dtype=np.int32) for lid in range(64)]
        assert out[64 * group : 64 * (group + 1)].tolist() == expected


_LIVE_ACROSS_BARRIER_CL = """
kernel void keep(global float *out, global const float *in) {
    float p[512];  /* 2 KiB per work-item, kept across the barrier */
    size_t g = get_global_id(0);
    for (int i = 0; i < 512; i++) p[i] = in[(g + i) % 4096];
    barrier(CLK_LOCAL_MEM_FENCE);
    float s = 0;
    for (int i = 0; i < 512; i++) s += p[i] * (float)(i % 7);
    out[g] = s;
}
"""


def test_values_a_large_group_keeps_across_a_barrier_are_off_the_stack() -> None:
    # 4096 work-items keeping 2 KiB each: 8 MiB of live-variable structs, which were allocas on
    # the stack of the thread running the group (the launching thread's 8 MiB here): SIGSEGV.
    # Both builds: the one for every local size (sized at run time) and the one specialised
    # for 4096 (sized at compile time).
    for specialize in (False, True):  # compiled here, loaded from the cache by the child
        program = Program.from_source(_LIVE_ACROSS_BARRIER_CL, threads=2, specialize=specialize)
        program.kernel("keep")
    results = run_in_child(
        f"""
        source = {_LIVE_ACROSS_BARRIER_CL!r}
        data = np.arange(4096, dtype=np.float32) % 13
        for specialize in (False, True):
            keep = Program.from_source(source, threads=2, specialize=specialize).kernel("keep")
            out = np.zeros(8192, np.float32)
            attempt(f"keep {{specialize}}", lambda: keep(out, data, global_size=8192, local_size=4096))
            results.append([f"out {{specialize}}", None, json.dumps(out.tolist())])
        """
    )
    g = np.arange(8192)[:, None]
    i = np.arange(512)[None, :]
    expected = ((np.arange(4096, dtype=np.float64) % 13)[(g + i) % 4096] * (i % 7)).sum(axis=1)
    for specialize in (False, True):
        assert results[f"keep {specialize}"] == (None, None)
        out = json.loads(str(results[f"out {specialize}"][1]))
        np.testing.assert_allclose(out, expected, rtol=1e-5)


_LARGE_LOCAL_VARIABLES_CL = """
kernel void tile(global float *out) {
    local float tile[262144];  /* 1 MiB */
    size_t l = get_local_id(0);
    for (size_t i = l; i < 262144; i += get_local_size(0)) tile[i] = (float)i;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[262143 - l] + (float)get_group_id(0);
}
"""


def test_large_local_variables_launch_from_a_thread_with_a_small_stack() -> None:
    # The launching thread runs work-groups too, on its own stack: a thread of 512 KiB
    # (threading.stack_size) died with SIGSEGV on the kernel's 1 MiB __local struct.
    for threads in (1, 2):
        Program.from_source(_LARGE_LOCAL_VARIABLES_CL, threads=threads).kernel("tile")
    results = run_in_child(
        f"""
        import threading
        source = {_LARGE_LOCAL_VARIABLES_CL!r}
        threading.stack_size(512 * 1024)
        for threads in (1, 2):
            tile = Program.from_source(source, threads=threads).kernel("tile")
            out = np.zeros(256, np.float32)
            launch = threading.Thread(target=attempt, args=(f"tile {{threads}}", lambda: tile(out, global_size=256, local_size=64)))
            launch.start()
            launch.join()
            results.append([f"out {{threads}}", None, json.dumps(out.tolist())])
        """
    )
    gid = np.arange(256)
    expected = (262143 - gid % 64) + gid // 64
    for threads in (1, 2):
        assert results[f"tile {threads}"] == (None, None)
        assert json.loads(str(results[f"out {threads}"][1])) == expected.tolist()


_EIGHT_LOCAL_BUFFERS_CL = """
kernel void eight(global int *out, local int *a, local int *b, local int *c, local int *d,
                  local int *e, local int *f, local int *g, local int *h) {
    local int *all[8] = {a, b, c, d, e, f, g, h};
    size_t l = get_local_id(0);
    for (int k = 0; k < 8; k++)
        for (size_t i = l; i < 16384; i += get_local_size(0)) all[k][i] = (int)i * (k + 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    int s = 0;
    for (int k = 0; k < 8; k++) s += all[k][16383 - l];
    out[get_global_id(0)] = s;
}
"""


def test_local_buffers_on_the_stack_take_64_kib_together() -> None:
    # Eight LocalMemory buffers of 64 KiB each were all on the stack: 512 KiB, beyond the stack of
    # a thread of 512 KiB (SIGSEGV).  Only those that fit together within 64 KiB go there.
    Program.from_source(_EIGHT_LOCAL_BUFFERS_CL, threads=1).kernel("eight")  # for the child
    results = run_in_child(
        f"""
        import threading
        eight = Program.from_source({_EIGHT_LOCAL_BUFFERS_CL!r}, threads=1).kernel("eight")
        out = np.zeros(128, np.int32)
        buffers = [LocalMemory(65536) for _ in range(8)]
        call = lambda: eight(out, *buffers, global_size=128, local_size=64)
        threading.stack_size(512 * 1024)
        launch = threading.Thread(target=attempt, args=("eight", call))
        launch.start()
        launch.join()
        results.append(["out", None, json.dumps(out.tolist())])
        """
    )
    assert results["eight"] == (None, None)
    lid = np.arange(128) % 64
    assert json.loads(str(results["out"][1])) == ((16383 - lid) * 36).tolist()


def test_local_buffer_sizes_are_not_checked_against_accesses(checks_program: Program) -> None:
    # Documented, as in OpenCL: nothing sound says how much two_locals accesses (4 bytes
    # of each buffer per work-item), so a 1-byte buffer launches.  (Here harmlessly: the
    # wrapper's allocation rounds it up.)
    kernel = checks_program.kernel("two_locals")
    out = np.zeros(4, np.int32)
    kernel(np.arange(4, dtype=np.int32), out, LocalMemory(1), LocalMemory(4), global_size=(4,), local_size=(1,))
    assert out.tolist() == [0, 1001, 2002, 3003]


# -- parameter names ---------------------------------------------------------------------------


def test_names_come_from_kernel_arg_name(checks_program: Program) -> None:
    # launch_checks.ll has unnamed parameters (%0, %1, ...): only !kernel_arg_name names them.
    define = next(line for line in CHECK_KERNELS.read_text().splitlines() if line.startswith("define") and "@two_locals(" in line)
    assert "align 4 %0," in define and "%in" not in define
    two = checks_program.kernel("two_locals")
    assert [p.name for p in two.info.params] == ["in", "out", "first", "second"]
    axpy = checks_program.kernel("axpy")
    assert repr(axpy) == "<Kernel axpy(float a, float* x, float* y)>"
    assert str(inspect.signature(axpy)) == "(a, x, y, *, global_size, local_size=None, global_offset=None) -> None"
    assert str(inspect.signature(Kernel)).startswith("(program: 'Program', info: 'KernelInfo')")
    with pytest.raises(ArgumentCountError, match=r"kernel 'axpy' takes 3 arguments \(a, x, y\), got 2"):
        axpy(1.0, np.zeros(4, np.float32), global_size=(4,))
    with pytest.raises(ArgumentTypeError, match=r"argument 1 \('x', float\*\) is a buffer"):
        axpy(1.0, 2.0, np.zeros(4, np.float32), global_size=(4,))


def test_arguments_by_keyword(checks_program: Program) -> None:
    axpy = checks_program.kernel("axpy")
    x = np.arange(4, dtype=np.float32)
    y = np.ones(4, np.float32)
    axpy(y=y, a=2.0, x=x, global_size=(4,), local_size=(1,))
    assert y.tolist() == [1.0, 3.0, 5.0, 7.0]
    axpy(-1.0, x, y=y, global_size=(4,), local_size=(1,))
    assert y.tolist() == [1.0, 2.0, 3.0, 4.0]


@pytest.mark.parametrize(
    ("args", "kwargs", "error", "message"),
    [
        ((2.0,), {"z": 1, "x": 0, "y": 0}, ArgumentNameError, r"kernel 'axpy' has no parameter 'z' \(its parameters: a, x, y\)"),
        ((2.0,), {"a": 3.0, "x": 0, "y": 0}, ArgumentNameError, r"argument 0 \('a', float\) is given twice, by position and as 'a='"),
        ((2.0,), {"x": 0}, ArgumentCountError, r"kernel 'axpy' is missing 1 argument: 'y'"),
        ((), {"x": 0}, ArgumentCountError, r"is missing 2 arguments: 'a', 'y'"),
        ((1, 2, 3, 4), {"x": 0}, ArgumentCountError, r"takes 3 arguments \(a, x, y\), got 5"),
    ],
)
def test_bad_keywords(
    checks_program: Program, args: tuple[object, ...], kwargs: dict[str, object], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        checks_program.kernel("axpy")(*args, **kwargs, global_size=(4,))


def test_unnamed_parameters_without_arg_info() -> None:
    text = CHECK_KERNELS.read_text().replace("!kernel_arg_name", "!unused_arg_name")
    axpy = next(info for info in analyse(text, "unnamed.ll", Target.host()) if info.name == "axpy")
    assert [p.name for p in axpy.params] == ["arg0", "arg1", "arg2"]


# -- what Program and its entry points take ---------------------------------------------------------


def test_a_path_where_the_source_goes() -> None:
    with pytest.raises(ArgumentTypeError, match=r"source takes the program's source, not a file name: use Program.from_file\('k.ll'\)"):
        Program("k.ll")
    with pytest.raises(ArgumentTypeError, match=r"not a file name: use Program.from_file\('dir/k.BC'\)"):
        Program(" dir/k.BC ")
    with pytest.raises(ArgumentTypeError, match=r"not a file name: use Program.from_file\('k.cl'\)"):
        Program("k.cl")
    with pytest.raises(ArgumentTypeError, match=r"source takes the program's source, not a path: use Program.from_file\(PosixPath\('k.ll'\)\)"):
        Program(Path("k.ll"))  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError, match=r"source takes the program's source, not a file name"):
        Program.from_source("kernels/k.ll")


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: Program(None), ArgumentTypeError, r"source takes OpenCL C or IR as bytes \(text or bitcode\) or str, not None"),  # type: ignore[arg-type]
        (lambda: Program(12), ArgumentTypeError, r"source takes .* not int"),  # type: ignore[arg-type]
        (lambda: Program(b"", filename=None), ArgumentTypeError, r"filename must be a str \(the name errors show\), not None"),  # type: ignore[arg-type]
        (lambda: Program(b"", passes=None), ArgumentTypeError, r"passes must be a pipeline text \(str\), not None"),  # type: ignore[arg-type]
        (lambda: Program(b"", opt_level="3"), ArgumentTypeError, r"opt_level must be 0, 1, 2 or 3, not '3'"),  # type: ignore[arg-type]
        (lambda: Program(b"", opt_level=True), ArgumentTypeError, r"opt_level must be 0, 1, 2 or 3, not True"),
        (lambda: Program(b"", threads="4"), ArgumentTypeError, r"threads must be a positive integer or None, not '4'"),  # type: ignore[arg-type]
        (lambda: Program(b"", threads=-1), ArgumentValueError, r"threads must be a number of threads from 1 to \d+, not -1"),
        # Beyond the native pool's 32-bit count: a crash at the first launch before.
        (lambda: Program(b"", threads=10**23), ArgumentValueError, r"threads must be a number of threads from 1 to \d+, not 10{23}"),
        (lambda: Program(b"", threads=2**32 + 1), ArgumentValueError, r"threads must be a number of threads from 1 to \d+, not 4294967297"),
        (lambda: Program(b"", cache="yes"), ArgumentTypeError, r"cache must be True or False, not 'yes'"),  # type: ignore[arg-type]
        (lambda: Program(b"", specialize=1), ArgumentTypeError, r"specialize must be True or False, not 1"),  # type: ignore[arg-type]
        (lambda: Program(b"", vectorize=None), ArgumentTypeError, r"vectorize must be .*, not None"),  # type: ignore[arg-type]
        (lambda: Program(b"", vector_width="8"), ArgumentValueError, r"vector_width must be a power of two"),  # type: ignore[arg-type]
        (lambda: Program.from_file(None), ArgumentTypeError, r"path must be a file name \(str or os.PathLike\), not None"),  # type: ignore[arg-type]
        (lambda: Program.from_file(b"k.ll"), ArgumentTypeError, r"path must be a file name .* not bytes"),  # type: ignore[arg-type]
        (lambda: Program.from_source(None), ArgumentTypeError, r"source takes OpenCL C or IR as bytes .* not None"),  # type: ignore[arg-type]
    ],
)
def test_bad_program_arguments(call: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        call()  # type: ignore[operator]


def test_source_as_text_or_any_bytes_like(ndrange_program: Program) -> None:
    text = NDRANGE_KERNELS.read_text()
    assert Program(text, passes=DRIVER_ONLY).kernel_names == ndrange_program.kernel_names
    # A bytes-like source is copied: changing it afterwards does not reach the program's launches.
    data = bytearray(NDRANGE_KERNELS.read_bytes())
    program = Program(memoryview(data), passes=DRIVER_ONLY, threads=1, specialize=False)
    data[:] = b"\0" * len(data)
    out = np.zeros(4, np.int32)
    program.kernel("vadd_int")(np.ones(4, np.int32), np.ones(4, np.int32), out, np.uint32(4), global_size=(4,), local_size=(1,))
    assert out.tolist() == [2, 2, 2, 2]


def test_kernel_names_must_be_str(ndrange_program: Program) -> None:
    # An internal "unhashable type: 'list'" before.
    with pytest.raises(ArgumentTypeError, match=r"kernel name must be a str, not list \(\['ids'\]\)"):
        ndrange_program.kernel(["ids"])  # type: ignore[arg-type]
    with pytest.raises(ArgumentTypeError, match=r"kernel name must be a str, not None"):
        ndrange_program.kernel(None)  # type: ignore[arg-type]


# -- buffers: alignment, 0-d arrays ---------------------------------------------------------------------


def test_alignments_the_kernels_assume(checks_program: Program) -> None:
    assert [p.align for p in checks_program.kernel("add_long16").info.params] == [128, 128]
    assert [p.align for p in checks_program.kernel("add_int16").info.params] == [64, 64]
    assert [p.align for p in checks_program.kernel("axpy").info.params[1:]] == [4, 4]
    # What the checks need survives the compile cache.
    cached = Program.from_file(CHECK_KERNELS, threads=1, specialize=False)
    assert cached.from_cache
    for name in checks_program.kernel_names:
        assert cached.kernel(name).info.params == checks_program.kernel(name).info.params


def test_misaligned_buffers_raise_instead_of_crashing(checks_program: Program) -> None:
    # Aligned vector loads and stores of such arrays die with SIGSEGV: the launches run in a child.
    assert checks_program.kernel("add_long16")
    results = run_in_child(
        f"""
        program = Program.from_file({str(CHECK_KERNELS)!r}, threads=1, specialize=False)
        assert program.from_cache

        def misaligned(count, dtype, alignment):
            itemsize = np.dtype(dtype).itemsize
            block = np.zeros(count * itemsize + 256, np.uint8)
            start = -block.ctypes.data % 128 + alignment
            return block[start : start + count * itemsize].view(dtype)

        long16, int16 = program.kernel("add_long16"), program.kernel("add_int16")
        attempt("long16 at 16", lambda: long16(misaligned(64, np.int64, 16), aligned_zeros(64, np.int64), global_size=(4,)))
        attempt("long16 at 64", lambda: long16(aligned_zeros(64, np.int64), misaligned(64, np.int64, 64), global_size=(4,)))
        attempt("int16 at 16", lambda: int16(aligned_zeros(64, np.int32), misaligned(64, np.int32, 16), global_size=(4,)))
        out = aligned_zeros(64, np.int64)
        attempt("aligned", lambda: long16(aligned_array(np.arange(64)), out, global_size=(4,), local_size=(1,)))
        results.append(["out", None, json.dumps(out.tolist())])
        """
    )
    kind, message = results["long16 at 16"]
    assert kind == BufferAlignmentError.__name__
    assert "argument 0 ('in', long16*): the kernel assumes 128-byte aligned data, but the array's is only 16-byte aligned" in str(message)
    assert "ncpu_opt.runtime.aligned_empty(shape, dtype, align=128)" in str(message)
    assert results["long16 at 64"][0] == "BufferAlignmentError" and "argument 1 ('out', long16*)" in str(results["long16 at 64"][1])
    assert results["int16 at 16"][0] == "BufferAlignmentError" and "assumes 64-byte aligned" in str(results["int16 at 16"][1])
    assert results["aligned"] == (None, None)
    assert json.loads(str(results["out"][1])) == list(range(1, 65))


@pytest.mark.parametrize("align", [1, 8, 64, 128, 4096])
def test_aligned_allocators(align: int) -> None:
    empty = aligned_empty((3, 5), np.int16, align=align)
    zeros = aligned_zeros(7, np.float64, align=align)
    source = np.arange(12, dtype=np.int32).reshape(3, 4)[:, ::2]  # not contiguous
    copy = aligned_array(source, align=align)
    for array in (empty, zeros, copy):
        assert array.ctypes.data % align == 0 and array.flags.c_contiguous and array.flags.writeable
    assert (empty.shape, empty.dtype) == ((3, 5), np.int16)
    assert zeros.tolist() == [0.0] * 7
    assert copy.tolist() == source.tolist() and copy.dtype == np.int32
    assert aligned_array([1, 2], dtype=np.float32).dtype == np.float32
    assert aligned_empty(0, np.int8).shape == (0,)
    assert aligned_empty(4).ctypes.data % 128 == 0  # the default: the largest OpenCL C type's alignment


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: aligned_empty(4, align=3), ArgumentValueError, "align must be a power of two in bytes, not 3"),
        (lambda: aligned_empty(4, align=0), ArgumentValueError, "align must be a power of two in bytes, not 0"),
        (lambda: aligned_zeros(4, align=16.0), ArgumentTypeError, "align must be a power of two in bytes, not 16.0"),
        (lambda: aligned_empty((2, -1)), ArgumentValueError, r"shape\[1\] is -1; it must not be negative"),
        (lambda: aligned_empty("4"), ArgumentTypeError, "shape must be an integer or a tuple of integers, not '4'"),
        (lambda: aligned_empty((2, 2.5)), ArgumentTypeError, r"shape\[1\] must be an integer, not 2.5"),
        (lambda: aligned_empty(2, dtype="no such type"), ArgumentTypeError, "dtype must be a numpy dtype"),
    ],
)
def test_aligned_allocator_errors(call: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        call()  # type: ignore[operator]


def test_zero_dimensional_arrays_are_not_buffers() -> None:
    # The kernel indexed the 0-d array as a buffer and wrote past its one element.
    results = run_in_child(
        f"""
        program = Program.from_file({str(NDRANGE_KERNELS)!r}, passes={DRIVER_ONLY!r}, threads=1)
        scalar = np.array(7, np.int32)
        attempt("0-d", lambda: program.kernel("vadd_int")(np.ones(64, np.int32), np.ones(64, np.int32), scalar, np.uint32(64), global_size=(64,)))
        results.append(["scalar", None, str(int(scalar))])
        """
    )
    kind, message = results["0-d"]
    assert kind == "ArgumentValueError"
    assert "argument 2 ('c', int*): a 0-d array is a scalar, not a buffer (pass np.atleast_1d(value))" in str(message)
    assert results["scalar"][1] == "7"
