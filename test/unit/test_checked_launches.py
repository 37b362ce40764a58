"""Checked launches (issue 30, section 2): a kernel's memory mistakes become KernelCheckError.

Each kind of finding and each memory space has a kernel here whose mistake depends on data
(so launch bounds cannot see it before the launch), run checked (the error and its fields,
the bad access not made) and unchecked (no error: the index stays inside a larger array the
test owns, so nothing is corrupted).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest
from ncpu_opt.runtime import KernelCheckError, LocalMemory, Program

SOURCE = """
__kernel void gather(__global float *out, __global const float *in, __global const int *index) {
    int i = get_global_id(0);
    out[i] = in[index[i]];
}
__kernel void scatter(__global float *out, __global const int *index) {
    int i = get_global_id(0);
    out[index[i]] = (float)i;
}
__kernel void through_const(__global const float *in, int at) {
    if (get_global_id(0) == 0)
        ((__global float *)in)[at] = 1.0f;
}
__kernel void local_arg(__global float *out, __local float *scratch, __global const int *index) {
    int lid = get_local_id(0);
    scratch[lid] = (float)lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = scratch[index[get_global_id(0)]];
}
__kernel void local_variable(__global float *out, __global const int *index) {
    __local float tile[16];
    int lid = get_local_id(0);
    tile[lid] = (float)lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[index[get_global_id(0)]];
}
__kernel void private_array(__global float *out, __global const int *index) {
    float table[4] = {10, 20, 30, 40};
    int i = get_global_id(0);
    out[i] = table[index[i]];
}
__kernel void chosen(__global float *a, __global float *b, __global const int *index) {
    __global float *p = index[0] > 0 ? a : b;
    p[index[get_global_id(0) + 1]] = 1.0f;
}
__kernel void maybe_null(__global float *out, __global const int *index) {
    __global float *p = index[get_global_id(0)] ? out : 0;
    p[get_global_id(0)] = 2.0f;
}
__kernel void misaligned(__global float *out, __global const float *in, int shift) {
    int i = get_global_id(0);
    out[i] = ((__global const float2 *)((__global const char *)in + shift))[i].x;
}
"""


@pytest.fixture(scope="module")
def checked() -> Program:
    return Program.from_source(SOURCE, checked=True)


@pytest.fixture(scope="module")
def unchecked() -> Program:
    return Program.from_source(SOURCE)


def test_an_out_of_bounds_read_of_a_buffer(checked: Program, unchecked: Program) -> None:
    data = np.arange(32, dtype=np.float32)
    view = data[:16]  # the kernel may read past the view, still inside data
    index = np.arange(16, dtype=np.int32)
    index[5] = 20
    out = np.zeros(16, np.float32)
    with pytest.raises(KernelCheckError) as info:
        checked.kernel("gather")(out, view, index, global_size=16)
    e = info.value
    assert e.kind == "out-of-bounds read" and e.kernel == "gather" and e.argument == "in"
    assert (e.offset, e.size, e.local_id, e.work_group) == (80, 4, (5, 0, 0), (0, 0, 0))
    assert "argument 1 ('in', float*), element 20 (byte 80)" in str(e) and len(e.findings) == 1
    assert out[5] == 0 and out[6] == 6  # the bad read gave 0; the others ran
    unchecked.kernel("gather")(out, view, index, global_size=16)
    assert out[5] == 20


def test_an_out_of_bounds_write_and_a_negative_index(checked: Program) -> None:
    out = np.zeros(8, np.float32)
    index = np.array([0, 1, 2, -1, 4, 5, 6, 8], np.int32)
    with pytest.raises(KernelCheckError) as info:
        checked.kernel("scatter")(out, index, global_size=8)
    kinds = sorted((f.kind, f.local_id[0], f.offset) for f in info.value.findings)
    assert kinds == [("out-of-bounds write", 3, -4), ("out-of-bounds write", 7, 32)]
    assert list(out) == [0, 1, 2, 0, 4, 5, 6, 0]


def test_a_write_through_a_const_buffer(checked: Program) -> None:
    data = np.zeros(4, np.float32)
    with pytest.raises(KernelCheckError, match="write to read-only memory .*argument 0 \\('in'"):
        checked.kernel("through_const")(data, np.int32(2), global_size=1)
    assert not data.any()


@pytest.mark.parametrize("kernel", ["local_arg", "local_variable"])
def test_local_memory(checked: Program, unchecked: Program, kernel: str) -> None:
    index = np.arange(16, dtype=np.int32)
    index[3] = 17
    out = np.zeros(16, np.float32)
    extra = [LocalMemory(16 * 4)] if kernel == "local_arg" else []
    with pytest.raises(KernelCheckError) as info:
        checked.kernel(kernel)(out, *extra, index, global_size=16, local_size=16)
    assert info.value.kind == "out-of-bounds read" and info.value.local_id == (3, 0, 0)
    assert info.value.argument == ("scratch" if kernel == "local_arg" else None)
    index[3] = 3
    unchecked.kernel(kernel)(out, *extra, index, global_size=16, local_size=16)
    assert (out == np.arange(16)).all()


def test_a_private_array(checked: Program) -> None:
    index = np.array([0, 1, 2, 3, 4, 3], np.int32)
    out = np.zeros(6, np.float32)
    findings = Program.from_source(SOURCE, checked="collect").kernel("private_array")(out, index, global_size=6)
    assert findings is not None and [f.local_id[0] for f in findings] == [4]
    assert findings[0].argument is None and "private array" in str(findings[0])
    assert list(out) == [10, 20, 30, 40, 0, 40]
    with pytest.raises(KernelCheckError):
        checked.kernel("private_array")(out, index, global_size=6)


def test_a_misaligned_access(checked: Program) -> None:
    data = np.zeros(64, np.float32)
    out = np.zeros(4, np.float32)
    checked.kernel("misaligned")(out, data, np.int32(8), global_size=4)
    with pytest.raises(KernelCheckError, match="misaligned access"):
        checked.kernel("misaligned")(out, data, np.int32(4), global_size=4)


def test_collect_returns_every_finding_and_a_clean_launch_none(checked: Program) -> None:
    collect = Program.from_source(SOURCE, checked="collect")
    index = np.array([99, 1, 99, 3], np.int32)
    findings = collect.kernel("gather")(np.zeros(4, np.float32), np.ones(4, np.float32), index, global_size=4)
    assert findings is not None and sorted(f.local_id[0] for f in findings) == [0, 2]
    assert collect.kernel("gather")(np.zeros(4, np.float32), np.ones(4, np.float32),
                                    np.arange(4, dtype=np.int32), global_size=4) == []
    assert checked.kernel("gather")(np.zeros(4, np.float32), np.ones(4, np.float32),
                                    np.arange(4, dtype=np.int32), global_size=4) is None


def test_debug_info_gives_the_source_location(tmp_path: object) -> None:
    program = Program.from_source(SOURCE, checked=True, build_options="-g")
    index = np.array([0, 7], np.int32)
    with pytest.raises(KernelCheckError) as info:
        program.kernel("gather")(np.zeros(2, np.float32), np.ones(2, np.float32), index, global_size=2)
    assert info.value.location.endswith(":4:14"), info.value.location


def test_a_wild_index_never_kills_the_process() -> None:
    # Unchecked this would write about a terabyte away; checked, the process lives on.
    script = textwrap.dedent(
        f"""
        import numpy as np
        from ncpu_opt.runtime import KernelCheckError, Program
        program = Program.from_source({SOURCE!r}, checked=True)
        index = np.full(64, 1 << 28, np.int32)
        try:
            program.kernel("scatter")(np.zeros(64, np.float32), index, global_size=64)
        except KernelCheckError as e:
            print(len(e.findings), e.kind)
        """
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["64", "out-of-bounds", "write"]


def test_the_environment_checks_programs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NCPU_OPT_CHECKED", "1")
    program = Program.from_source(SOURCE)
    assert program.checked is True and "checked" in program.pipeline
    with pytest.raises(KernelCheckError):
        program.kernel("gather")(np.zeros(2, np.float32), np.ones(2, np.float32), np.array([0, 9], np.int32),
                                 global_size=2)
    monkeypatch.setenv("NCPU_OPT_CHECKED", "0")
    assert Program.from_source(SOURCE).checked is False


def test_an_address_chosen_among_buffers(checked: Program) -> None:
    a, b = np.zeros(4, np.float32), np.zeros(8, np.float32)
    checked.kernel("chosen")(a, b, np.array([0, 7, 6], np.int32), global_size=2)  # b[7], b[6]
    assert list(b[6:]) == [1, 1]
    with pytest.raises(KernelCheckError) as info:
        checked.kernel("chosen")(a, b, np.array([1, 3, 9], np.int32), global_size=2)  # a[3], a[9]
    assert info.value.kind == "out-of-bounds write" and info.value.local_id == (1, 0, 0)
    assert a[3] == 1 and not a[:3].any()


def test_a_null_pointer(checked: Program) -> None:
    out = np.zeros(4, np.float32)
    with pytest.raises(KernelCheckError) as info:
        checked.kernel("maybe_null")(out, np.array([1, 0, 1, 1], np.int32), global_size=4)
    assert info.value.kind == "null pointer" and info.value.local_id == (1, 0, 0)
    assert list(out) == [2, 0, 2, 2]


def test_a_launch_proven_safe_runs_the_unchecked_build() -> None:
    # Every checked access of saxpy-like code reaches an argument launch bounds prove safe:
    # the launch runs the program's unchecked (vectorised) twin; a data-indexed one cannot.
    program = Program.from_source(SOURCE + """
__kernel void twice(__global float *out, __global const float *in) {
    out[get_global_id(0)] = 2.0f * in[get_global_id(0)];
}""", checked="collect")
    out, data = np.zeros(64, np.float32), np.arange(64, dtype=np.float32)
    assert program.kernel("gather")(out, data, np.arange(64, dtype=np.int32), global_size=64) == []
    assert program._twin is None
    assert program.kernel("twice")(out, data, global_size=64) == []
    assert program._twin is not None and (out == 2 * data).all()
    # One element short: not proven, so the checked build runs and finds it... but launch
    # bounds refuse it first, before anything runs.
    with pytest.raises(ValueError, match="has 63 elements"):
        program.kernel("twice")(out, data[:63], global_size=64)


def test_local_variables_proven_inside_run_the_unchecked_build_too() -> None:
    program = Program.from_source("""
__kernel void reverse(__global float *out, __global const float *in) {
    __local float tile[16];
    size_t lid = get_local_id(0);
    tile[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[15 - lid];
}""", checked="collect")
    out, data = np.zeros(32, np.float32), np.arange(32, dtype=np.float32)
    reverse = program.kernel("reverse")
    assert reverse(out, data, global_size=32, local_size=16) == []
    assert program._twin is not None
    assert list(out[:4]) == [15, 14, 13, 12]
    # Groups of 32 would go past the 16 floats of tile: not proven, the checked build runs.
    twin_before = program._twin
    findings = reverse(out, data, global_size=32, local_size=32)
    assert findings and {f.kind for f in findings} == {"out-of-bounds write", "out-of-bounds read"}
    assert program._twin is twin_before


BUILTINS = """
void put(__global int *p, int i, int v) { p[i] = v; }
__kernel void hist(__global int *bins, __global const int *data) {
    atomic_inc(&bins[data[get_global_id(0)]]);
}
__kernel void shift4(__global float *out, __global const float *in, __global const int *at) {
    size_t i = get_global_id(0);
    vstore4(vload4(at[i], in), i, out);
}
__kernel void helper(__global int *out, __global const int *at) {
    put(out, at[get_global_id(0)], 7);
}"""


@pytest.mark.parametrize("options", ["", "-cl-opt-disable"])
def test_accesses_inside_builtins_and_helpers(options: str) -> None:
    # The builtins get their bodies before the checks (atomic_inc is an atomicrmw, vload4 a
    # 16-byte load) and helpers are inlined first, also from clang's -O0 output.
    program = Program.from_source(BUILTINS, checked="collect", build_options=options)
    bins = np.zeros(4, np.int32)
    (finding,) = program.kernel("hist")(bins, np.array([0, 1, 9, 3], np.int32), global_size=4)
    assert (finding.kind, finding.argument, finding.offset, finding.local_id) == ("out-of-bounds write", "bins", 36,
                                                                                  (2, 0, 0))
    assert list(bins) == [1, 1, 0, 1]
    out = np.zeros(16, np.float32)
    (finding,) = program.kernel("shift4")(out, np.arange(16, dtype=np.float32), np.array([0, 1, 7, 3], np.int32),
                                          global_size=4)
    assert (finding.kind, finding.argument, finding.offset, finding.size) == ("out-of-bounds read", "in", 112, 16)
    out = np.zeros(4, np.int32)
    (finding,) = program.kernel("helper")(out, np.array([0, 1, 9, 3], np.int32), global_size=4)
    assert (finding.kind, finding.argument, finding.offset) == ("out-of-bounds write", "out", 36)
    assert list(out) == [7, 7, 0, 7]


def test_findings_come_in_work_group_then_work_item_order() -> None:
    # Work-groups run on several threads, which record their findings as they come: a launch
    # lists them (and raises the first) in work-group order, then work-item order.
    program = Program.from_source("""
__kernel void scatter(__global int *out, __global const int *index) {
    int at = index[get_global_id(0)];
    for (int k = 0; k < 20000; ++k)  /* long enough for both threads' groups to overlap */
        at = (at * 7 + 3) % 1000 + 1000;
    out[at] = 1;
}""", checked="collect", threads=2)
    index = np.full(64, 1000, np.int32)  # every work-item writes past the 8 elements
    findings = program.kernel("scatter")(np.zeros(8, np.int32), index, global_size=64, local_size=4)
    keys = [(f.work_group[::-1], f.local_id[::-1]) for f in findings]
    assert len(keys) == 64 and keys == sorted(keys)
