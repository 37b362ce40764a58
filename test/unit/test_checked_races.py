"""Checked launches' data-race check (issue 30, section 2): ``checks=("data-races",)``.

A kernel per race and memory space: two work-items of a group on one byte of ``__local`` memory
(a variable, an argument) or of ``__global`` memory with no barrier between, and two work-groups
writing one ``__global`` byte.  Each runs with the check (the error: both work-items, both
accesses), checked without it and unchecked (no error).  A barrier between the accesses, and
atomics, are no race.
"""

from __future__ import annotations

import ctypes

import numpy as np
import pytest
from ncpu_opt.runtime import KernelCheckError, LocalMemory, Program

# Line numbers matter: the findings' locations point into this source (built with -g).
SOURCE = """\
__kernel void local_variable(__global float *out, int sync) {
    __local float tile[16];
    int lid = get_local_id(0);
    tile[lid] = (float)lid;
    if (sync) barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tile[(lid + 1) % 16];
}
__kernel void local_arg(__global float *out, __local float *s, int sync) {
    int lid = get_local_id(0);
    s[lid] = (float)lid;
    if (sync) barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = s[lid ^ 1];
}
__kernel void global_in_group(__global float *out, int sync) {
    int lid = get_local_id(0);
    out[get_global_id(0)] = (float)lid;
    if (sync) barrier(CLK_GLOBAL_MEM_FENCE);
    float v = out[get_group_id(0) * get_local_size(0)];
    if (sync) barrier(CLK_GLOBAL_MEM_FENCE);
    out[get_global_id(0)] += v;
}
__kernel void global_across(__global int *out, int stride) {
    if (get_local_id(0) == 0)
        out[(get_group_id(1) * get_num_groups(0) + get_group_id(0)) * stride] = 1;
}
__kernel void counted(__global int *out, __global int *total) {
    __local int count;
    if (get_local_id(0) == 0) count = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_inc(&count);
    atomic_add(total, 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = count;
}
"""


@pytest.fixture(scope="module")
def with_check() -> Program:
    # Two threads at most: of the 4 groups global_across runs, one thread runs two, one after the
    # other, so at least one write finds another group's.
    return Program.from_source(SOURCE, checks=("data-races",), build_options="-g", threads=2)


@pytest.fixture(scope="module")
def without_check() -> Program:
    return Program.from_source(SOURCE, checked=True, build_options="-g")


@pytest.fixture(scope="module")
def unchecked() -> Program:
    return Program.from_source(SOURCE)


def _local(program: Program, kernel: str, sync: int) -> None:
    out = np.zeros(32, np.float32)
    extra = [LocalMemory(16 * 4)] if kernel == "local_arg" else []
    program.kernel(kernel)(out, *extra, np.int32(sync), global_size=32, local_size=16)


@pytest.mark.parametrize("kernel", ["local_variable", "local_arg"])
def test_a_race_on_local_memory(
    with_check: Program, without_check: Program, unchecked: Program, kernel: str
) -> None:
    with pytest.raises(KernelCheckError) as info:
        _local(with_check, kernel, 0)
    findings = info.value.findings
    # One work-item of each pair writes what the other read before (or reads what it wrote).
    assert {f.work_group for f in findings} == {(0, 0, 0), (1, 0, 0)} and len(findings) == 32
    e = next(f for f in findings if f.local_id == (1, 0, 0) and f.work_group == (1, 0, 0))
    assert (e.kind, e.kernel, e.access, e.other_access) == ("data race", kernel, "write", "read")
    assert (e.other_local_id, e.other_work_group, e.offset, e.size) == ((0, 0, 0), (1, 0, 0), 4, 4)
    write_at, read_line = (":4:15", 6) if kernel == "local_variable" else (":10:12", 12)
    assert e.location.endswith(write_at), e.location
    assert e.other_location is not None and f":{read_line}:" in e.other_location
    if kernel == "local_arg":
        assert e.argument == "s" and "argument 1 ('s'" in str(e)
    else:
        assert e.argument is None and "__local variable 'tile', byte 4" in str(e)
    assert "with no barrier between" in str(
        e
    ) and "by work-item (0, 0, 0) of work-group (1, 0, 0)" in str(e)
    _local(with_check, kernel, 1)  # a barrier between: no race
    _local(without_check, kernel, 0)
    _local(unchecked, kernel, 0)


def test_a_race_on_global_memory_within_a_group(
    with_check: Program, without_check: Program, unchecked: Program
) -> None:
    out = np.zeros(32, np.float32)
    with pytest.raises(KernelCheckError) as info:
        with_check.kernel("global_in_group")(out, np.int32(0), global_size=32, local_size=16)
    findings = info.value.findings
    # Each group's work-item 0 writes its first element (last at line 20: a work-item runs to
    # its end before the next starts), which the others read (line 18) with no barrier between.
    e = next(f for f in findings if f.local_id == (1, 0, 0) and f.work_group == (0, 0, 0))
    assert (e.argument, e.offset, e.access, e.other_access) == ("out", 0, "read", "write")
    assert (e.other_local_id, e.other_work_group) == ((0, 0, 0), (0, 0, 0))
    assert e.location.endswith(":18:15") and e.other_location.endswith(":20:27")  # type: ignore[union-attr]
    assert {f.work_group for f in findings} == {(0, 0, 0), (1, 0, 0)}
    with_check.kernel("global_in_group")(out, np.int32(1), global_size=32, local_size=16)
    without_check.kernel("global_in_group")(out, np.int32(0), global_size=32, local_size=16)
    unchecked.kernel("global_in_group")(out, np.int32(0), global_size=32, local_size=16)


def test_two_work_groups_writing_one_global_byte(
    with_check: Program, without_check: Program, unchecked: Program
) -> None:
    out = np.zeros(8, np.int32)
    with pytest.raises(KernelCheckError) as info:
        with_check.kernel("global_across")(out, np.int32(0), global_size=(4, 2), local_size=(2, 1))
    findings = info.value.findings
    # The 4 groups write out[0] (on the pool's threads): a write after the first finds the
    # last writer, another group (two at once may miss each other; one thread runs two).
    assert 1 <= len(findings) <= 3
    e = findings[0]
    assert (e.kind, e.argument, e.offset, e.access, e.other_access) == (
        "data race",
        "out",
        0,
        "write",
        "write",
    )
    assert e.other_work_group != e.work_group and e.other_local_id == (0, 0, 0) == e.local_id
    assert all(g < n for g, n in zip(e.other_work_group, (2, 2, 1), strict=True))  # type: ignore[arg-type]
    assert "by another work-group" in str(e) and e.location == e.other_location
    with_check.kernel("global_across")(
        out, np.int32(1), global_size=(4, 2), local_size=(2, 1)
    )  # out[g]
    without_check.kernel("global_across")(out, np.int32(0), global_size=(4, 2), local_size=(2, 1))
    unchecked.kernel("global_across")(out, np.int32(0), global_size=(4, 2), local_size=(2, 1))


def test_atomics_are_no_race(with_check: Program) -> None:
    out, total = np.zeros(32, np.int32), np.zeros(1, np.int32)
    with_check.kernel("counted")(out, total, global_size=32, local_size=16)
    assert list(out) == [16] * 32 and total[0] == 32


def test_collect_and_one_thread() -> None:
    # On one thread the 4 groups run one after another: each write after the first finds the
    # one before.
    program = Program.from_source(SOURCE, checked="collect", checks="data-races", threads=1)
    out = np.zeros(8, np.int32)
    findings = program.kernel("global_across")(
        out, np.int32(0), global_size=(4, 2), local_size=(2, 1)
    )
    assert findings is not None and len(findings) == 3
    assert [(f.work_group, f.other_work_group) for f in findings[:2]] == [
        ((1, 0, 0), (0, 0, 0)),
        ((0, 1, 0), (1, 0, 0)),
    ]


def test_a_launch_that_runs_out_of_serials_warns(monkeypatch: pytest.MonkeyPatch) -> None:
    # Serials are 32 bits in a cell: past 2**32 - 1 the groups' intervals get serial 0 and are
    # not looked at (no false report from a serial shared by two intervals); the launch warns.
    from ncpu_opt.passes.check_common import SERIAL_COUNTER
    from ncpu_opt.runtime import checked as checked_module
    from ncpu_opt.runtime.checked_shadows import extension, prepare_races

    def near_the_end(
        info: object, state: int, capacity: int, by_param: object, *rest: object
    ) -> object:
        shadows = prepare_races(info, state, capacity, by_param, *rest)  # type: ignore[arg-type]
        ctypes.c_int64.from_address(extension(state, capacity) + SERIAL_COUNTER).value = (
            1 << 32
        ) - 1
        return shadows

    monkeypatch.setattr(checked_module, "prepare_races", near_the_end)
    program = Program.from_source(SOURCE, checked="collect", checks="data-races", threads=1)
    out = np.zeros(32, np.float32)
    with pytest.warns(RuntimeWarning, match="more than 2\\*\\*32 barrier intervals"):
        findings = program.kernel("local_variable")(out, np.int32(0), global_size=32, local_size=16)
    # The first group's interval had the last serial (its race found), the second group none.
    assert findings is not None and {f.work_group for f in findings} == {(0, 0, 0)}
