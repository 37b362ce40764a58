"""Checked launches' uninitialised-read check (issue 30, section 2): ``checks=("uninitialized",)``.

A kernel per memory space (a ``__local`` argument, a ``__local`` variable, a private array)
reads a byte no work-item wrote: run with the check, the error and its fields; run checked
without it, and unchecked, no error.  Then what writes memory besides stores (memset, async
copies), the option's spellings and errors, and the pipeline and cache key it makes.
"""

from __future__ import annotations

import numpy as np
import pytest
from ncpu_opt.runtime import (
    ArgumentTypeError,
    ArgumentValueError,
    KernelCheckError,
    LocalMemory,
    Program,
)

from ncpu_opt.errors import NcpuError
from ncpu_opt.pipeline.named_pipelines import expand_native_cpu

# Line numbers matter: the findings' locations point into this source (built with -g).
SOURCE = """\
__kernel void local_arg(__global float *out, __local float *scratch, int skip) {
    int lid = get_local_id(0);
    if (lid != skip) scratch[lid] = (float)lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = scratch[(lid + 1) % get_local_size(0)];
}
__kernel void local_variable(__global float *out, int skip) {
    __local float tile[16];
    int lid = get_local_id(0);
    if (lid != skip) tile[lid] = (float)lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[(lid + 1) % 16];
}
__kernel void private_array(__global float *out, __global const int *index, int filled) {
    float table[8];
    int i = get_global_id(0);
    for (int k = 0; k < filled; k++) table[k] = k;
    out[i] = table[index[i]];
}
__kernel void copied(__global float *out, __global const float *in) {
    __local float tile[16];
    event_t e = async_work_group_copy(tile, in + get_group_id(0) * 16, 16, 0);
    wait_group_events(1, &e);
    out[get_global_id(0)] = tile[15 - get_local_id(0)];
}
"""


@pytest.fixture(scope="module")
def with_check() -> Program:
    return Program.from_source(SOURCE, checks=("uninitialized",), build_options="-g")


@pytest.fixture(scope="module")
def without_check() -> Program:
    return Program.from_source(SOURCE, checked=True, build_options="-g")


@pytest.fixture(scope="module")
def unchecked() -> Program:
    return Program.from_source(SOURCE)


def _run(program: Program, kernel: str, skip: int) -> None:
    out = np.zeros(32, np.float32)
    if kernel == "local_arg":
        program.kernel(kernel)(
            out, LocalMemory(16 * 4), np.int32(skip), global_size=32, local_size=16
        )
    else:
        program.kernel(kernel)(out, np.int32(skip), global_size=32, local_size=16)


@pytest.mark.parametrize("kernel", ["local_arg", "local_variable"])
def test_a_read_of_local_memory_no_work_item_wrote(
    with_check: Program, without_check: Program, unchecked: Program, kernel: str
) -> None:
    with pytest.raises(KernelCheckError) as info:
        _run(with_check, kernel, 5)
    # Work-item 4 reads element 5, which work-item 5 skipped: once per group.
    findings = info.value.findings
    assert sorted(f.work_group for f in findings) == [(0, 0, 0), (1, 0, 0)]
    e = findings[0]
    assert (e.kind, e.kernel, e.local_id, e.offset, e.size, e.access) == (
        "uninitialised read",
        kernel,
        (4, 0, 0),
        20,
        4,
        "read",
    )
    line = 5 if kernel == "local_arg" else 12
    assert e.location.endswith(f":{line}:29"), e.location
    if kernel == "local_arg":
        assert e.argument == "scratch" and "argument 1 ('scratch'" in str(e)
    else:
        assert e.argument is None and "__local variable 'tile', byte 20" in str(e)
    assert e.other_location is None and e.other_local_id is None
    _run(without_check, kernel, 5)  # checked, without the check: nothing
    _run(unchecked, kernel, 5)
    _run(with_check, kernel, -1)  # every element written: nothing


def test_local_memory_is_undefined_again_in_each_group(with_check: Program) -> None:
    # Group 0 writes every element; group 1, running after it on the same thread (one thread
    # here), must not see group 0's writes as its own.
    one = Program.from_source(SOURCE, checks=("uninitialized",), threads=1)
    out = np.zeros(32, np.float32)
    with pytest.raises(KernelCheckError) as info:
        one.kernel("local_variable")(out, np.int32(5), global_size=32, local_size=16)
    assert len(info.value.findings) == 2


def test_a_read_of_a_private_array_no_one_wrote(
    with_check: Program, without_check: Program, unchecked: Program
) -> None:
    out = np.zeros(16, np.float32)
    index = np.array([0, 1, 2, 3] * 3 + [4, 1, 7, 2], np.int32)
    with pytest.raises(KernelCheckError) as info:
        with_check.kernel("private_array")(out, index, np.int32(4), global_size=16)
    findings = sorted(info.value.findings, key=lambda f: f.local_id)
    assert [(f.local_id[0], f.offset) for f in findings] == [(12, 16), (14, 28)]
    assert all(f.kind == "uninitialised read" and f.argument is None for f in findings)
    assert "a private array, byte 16" in str(findings[0]) and findings[0].location.endswith(
        ":18:14"
    )
    without_check.kernel("private_array")(out, index, np.int32(4), global_size=16)
    unchecked.kernel("private_array")(out, index, np.int32(4), global_size=16)
    with_check.kernel("private_array")(out, index, np.int32(8), global_size=16)  # all written


def test_an_async_copy_writes_local_memory(with_check: Program) -> None:
    data = np.arange(32, dtype=np.float32)
    out = np.zeros(32, np.float32)
    with_check.kernel("copied")(out, data, global_size=32, local_size=16)
    assert list(out[:16]) == list(data[15::-1])


def test_collect_returns_the_findings() -> None:
    program = Program.from_source(SOURCE, checked="collect", checks="uninitialized")
    out = np.zeros(32, np.float32)
    findings = program.kernel("local_variable")(out, np.int32(3), global_size=32, local_size=16)
    assert findings is not None and [f.local_id for f in findings] == [(2, 0, 0), (2, 0, 0)]


def test_the_option_and_its_pipeline(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NCPU_OPT_CHECKED", raising=False)
    monkeypatch.delenv("NCPU_OPT_CHECKS", raising=False)
    kernel = "__kernel void k(__global int *x) { x[0] = 1; }"
    program = Program.from_source(kernel, checks=["uninitialized"], cache=False)
    assert program.checked is True and program.checks == ("uninitialized",)
    assert program.pipeline == "native-cpu<O3;checked;uninitialized>"
    both = Program.from_source(
        kernel, checked="collect", checks=("data-races", "uninitialized"), cache=False
    )
    assert (
        both.pipeline == "native-cpu<O3;checked;uninitialized;data-races>"
        and both.checked == "collect"
    )
    assert (
        Program.from_source(kernel, checked=True, cache=False).pipeline == "native-cpu<O3;checked>"
    )
    # The environment: checks (and checking) for programs that do not say otherwise.
    monkeypatch.setenv("NCPU_OPT_CHECKS", "uninitialized, data-races")
    assert Program.from_source(kernel, cache=False).checks == ("uninitialized", "data-races")
    assert Program.from_source(kernel, checked=False, cache=False).checks == ()
    assert Program.from_source(kernel, checks=(), cache=False).pipeline == "native-cpu<O3>"
    monkeypatch.setenv("NCPU_OPT_CHECKS", "uninitialised")
    with pytest.raises(ArgumentValueError, match="NCPU_OPT_CHECKS names no check 'uninitialised'"):
        Program.from_source(kernel, cache=False)


def test_the_option_s_errors() -> None:
    kernel = "__kernel void k(__global int *x) { x[0] = 1; }"
    with pytest.raises(
        ArgumentValueError, match="checks names no check 'races' .*uninitialized, data-races"
    ):
        Program.from_source(kernel, checks=("races",))
    with pytest.raises(ArgumentTypeError, match="checks must be a sequence of check names"):
        Program.from_source(kernel, checks=1)  # type: ignore[arg-type]
    with pytest.raises(ArgumentValueError, match="need a checked program, not checked=False"):
        Program.from_source(kernel, checked=False, checks=("uninitialized",))
    with pytest.raises(ArgumentValueError, match="write 'checked;uninitialized' in a native-cpu"):
        Program.from_source(kernel, passes="native-cpu<O2>", checks=("uninitialized",))
    with pytest.raises(NcpuError, match="'uninitialized' needs 'checked'"):
        expand_native_cpu("uninitialized")
    with pytest.raises(NcpuError, match="'data-races' needs scalar work-items, not 'vecz'"):
        expand_native_cpu("checked;vecz;data-races")


def test_the_checks_have_their_own_cache_entry(
    tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NCPU_OPT_CACHE_DIR", str(tmp_path))
    kernel = "__kernel void k(__global int *x) { x[get_global_id(0)] = 1; }"
    assert not Program.from_source(kernel, checked=True).from_cache
    assert not Program.from_source(kernel, checks=("uninitialized",)).from_cache
    assert Program.from_source(kernel, checks=("uninitialized",)).from_cache


def test_a_kernel_the_check_leaves_alone_may_run_unchecked() -> None:
    # Launch bounds prove every access of `copy` inside its arrays, and the check watches none
    # of its memory: the launch runs the unchecked build, as without checks.  `scratch` has
    # __local memory the check watches, but LLVM forwards its store to its load: no read is
    # left, so launch bounds prove every read initialised and it runs unchecked too.
    source = """
    __kernel void copy(__global float *out, __global const float *in) {
        out[get_global_id(0)] = in[get_global_id(0)];
    }
    __kernel void scratch(__global float *out, __local float *tmp) {
        tmp[get_local_id(0)] = 1.0f;
        out[get_global_id(0)] = tmp[get_local_id(0)];
    }"""
    data = np.arange(16, dtype=np.float32)
    out = np.zeros(16, np.float32)
    copy = Program.from_source(source, checks=("uninitialized",))
    assert (
        not copy.kernel("copy").info.shadow_checked and copy.kernel("scratch").info.shadow_checked
    )
    copy.kernel("copy")(out, data, global_size=16)
    assert copy._twin is not None and list(out) == list(data)
    scratch = Program.from_source(source, checks=("uninitialized",))
    scratch.kernel("scratch")(out, LocalMemory(64), global_size=16, local_size=16)
    assert scratch._twin is not None and list(out) == [1.0] * 16
