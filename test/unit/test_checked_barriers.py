"""Checked launches (issue 30, section 2): barriers, work-group functions and async copies that
a group's work-items reach differently, waits on events no copy made, copies never waited for.

Each kernel has one such mistake (the shapes of Oclgrind's tests/kernels/barrier,
async_copy and wait_event), run checked (the finding and its fields) and unchecked (no
error: unchecked, the wrapper follows one work-item's choice at a barrier, and a copy or a
wait does what the first work-item asks; none of these hangs or crashes).  Correct kernels of
the same kinds run clean checked, with their results.
"""

from __future__ import annotations

import numpy as np
import pytest
from ncpu_opt.runtime import KernelCheckError, LocalMemory, Program

SOURCE = """
__kernel void barrier_in_branch(__global int *data) {
    int i = get_local_id(0);
    if (i != 0)
        barrier(CLK_GLOBAL_MEM_FENCE);
    data[get_global_id(0)] = i;
}
__kernel void different_barriers(__global int *data) {
    int i = get_local_id(0);
    if (i == 0) {
        data[get_global_id(0)] = 42;
        barrier(CLK_GLOBAL_MEM_FENCE);
    } else {
        barrier(CLK_GLOBAL_MEM_FENCE);
        data[get_global_id(0)] = i;
    }
}
__kernel void loop_trips(__global int *data, __local int *scratch) {
    int i = get_local_id(0);
    scratch[i] = i;
    for (int j = 0; j < data[get_global_id(0)]; j++)
        barrier(CLK_LOCAL_MEM_FENCE);
    data[get_global_id(0)] = scratch[i];
}
__kernel void reduce_in_branch(__global int *data) {
    int i = get_local_id(0);
    int s = -1;
    if (i < data[get_group_id(0)])
        s = work_group_reduce_add(i);
    data[get_global_id(0)] = s;
}
__kernel void copy_in_branch(__global int *data, __local int *scratch) {
    int i = get_local_id(0);
    event_t e = 0;
    if (i > 0)
        e = async_work_group_copy(scratch, data, get_local_size(0), 0);
    if (i > 0)
        wait_group_events(1, &e);
    barrier(CLK_LOCAL_MEM_FENCE);
    data[get_global_id(0)] = i;
}
__kernel void copy_sizes_differ(__global int *data, __local int *scratch) {
    int i = get_local_id(0);
    size_t n = get_local_size(0);
    if (i == n - 1)
        n = 1;
    event_t e = async_work_group_copy(scratch, data, n, 0);
    wait_group_events(1, &e);
    data[get_global_id(0)] = scratch[i];
}
__kernel void wait_unknown(__global int *data, __local int *scratch) {
    event_t events[2], none = 0;
    events[0] = async_work_group_copy(scratch, data, get_local_size(0), 0);
    events[1] = none;
    wait_group_events(2, events);
    data[get_global_id(0)] = scratch[get_local_id(0)] + 1;
}
__kernel void copy_not_waited(__global int *data, __local int *scratch) {
    event_t e = async_work_group_copy(data, scratch, get_local_size(0), 0);
    data[get_global_id(0)] = 7;
}
__kernel void tree_sum(__global const float *in, __global float *partial, __local float *scratch) {
    size_t lid = get_local_id(0);
    scratch[lid] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t span = get_local_size(0) / 2; span > 0; span /= 2) {
        if (lid < span)
            scratch[lid] += scratch[lid + span];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0)
        partial[get_group_id(0)] = scratch[0];
}
__kernel void reverse_copy(__global int *data, __local int *scratch) {
    size_t n = get_local_size(0), base = get_group_id(0) * n;
    event_t e = async_work_group_copy(scratch, data + base, n, 0);
    wait_group_events(1, &e);
    int v = scratch[n - 1 - get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    data[base + get_local_id(0)] = v;
}
__kernel void chained_copies(__global int *data, __local int *scratch) {
    event_t events[2];
    events[0] = async_work_group_copy(scratch, data, 1, 0);
    for (int k = 1; k < 4; k++)
        async_work_group_copy(scratch + k, data + k, 1, events[0]);
    events[1] = events[0];
    wait_group_events(2, events);
    int v = scratch[3 - get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    data[get_local_id(0)] = v;
}
__kernel void strided_copy(__global int *data, __local int *column) {
    size_t n = get_local_size(0);
    event_t e = async_work_group_strided_copy(column, data + 1, n, 2, 0);
    wait_group_events(1, &e);
    e = async_work_group_strided_copy(data, column, n, 2, 0);
    wait_group_events(1, &e);
}
"""


@pytest.fixture(scope="module")
def checked() -> Program:
    return Program.from_source(SOURCE, checked="collect", build_options="-g")


@pytest.fixture(scope="module")
def unchecked() -> Program:
    return Program.from_source(SOURCE)


def _lines(text: str) -> list[int]:
    """The lines of SOURCE (as clang numbers them) holding *text*."""
    return [n for n, line in enumerate(SOURCE.split("\n"), 1) if text in line]


BARRIER = "barrier(CLK_GLOBAL_MEM_FENCE);"


def test_a_barrier_some_work_items_skip(checked: Program, unchecked: Program) -> None:
    data = np.zeros(8, np.int32)
    with pytest.raises(KernelCheckError) as info:
        Program.from_source(SOURCE, checked=True).kernel("barrier_in_branch")(
            data, global_size=8, local_size=4
        )
    e = info.value
    assert (e.kind, e.kernel, e.argument) == ("barrier divergence", "barrier_in_branch", None)
    assert (e.work_group, e.local_id) == ((0, 0, 0), (1, 0, 0))
    # Without -g: which call of the IR it is.
    assert e.location == "@barrier_in_branch: the barrier in block %if.then.i", e.location
    assert (
        "work-item (1, 0, 0) of work-group (0, 0, 0) reached this barrier, work-item (0, 0, 0) returned "
        "from the kernel without reaching it" in str(e)
    )
    # One finding per group: the group stops at the first work-item that differs.
    findings = checked.kernel("barrier_in_branch")(data, global_size=8, local_size=4)
    assert sorted((f.work_group, f.local_id) for f in findings) == [
        ((0, 0, 0), (1, 0, 0)),
        ((1, 0, 0), (1, 0, 0)),
    ]
    assert findings[0].location.endswith(f":{_lines(BARRIER)[0]}:9"), findings[0].location
    unchecked.kernel("barrier_in_branch")(data, global_size=8, local_size=4)
    assert list(data) == [0, 1, 2, 3] * 2


def test_work_items_at_different_barriers(checked: Program, unchecked: Program) -> None:
    data = np.zeros(4, np.int32)
    findings = checked.kernel("different_barriers")(data, global_size=4, local_size=4)
    assert [(f.kind, f.local_id) for f in findings] == [("barrier divergence", (1, 0, 0))]
    first, second = _lines(BARRIER)[1:3]
    assert findings[0].location.endswith(f":{second}:9"), findings[0].location
    file = findings[0].location.rsplit(":", 2)[0]
    assert str(findings[0]).endswith(
        f"reached this barrier, work-item (0, 0, 0) reached the barrier at {file}:{first}:9"
    )
    # Unchecked, the group follows one work-item's choice: work-item 0 runs on past the other
    # barrier (undefined behaviour, nothing reported).
    assert unchecked.kernel("different_barriers")(data, global_size=4, local_size=4) is None


def test_a_loop_around_a_barrier_that_work_items_go_round_differently(
    checked: Program, unchecked: Program
) -> None:
    trips = np.array([2, 2, 2, 2, 1, 1, 1, 1], np.int32)
    # Group 0 agrees (2 trips each); in group 1, work-item 2 goes round once more than the others.
    trips[6] = 2
    data = trips.copy()
    findings = checked.kernel("loop_trips")(data, LocalMemory(16), global_size=8, local_size=4)
    assert len(findings) == 1
    e = findings[0]
    assert (e.kind, e.work_group, e.local_id) == ("barrier divergence", (1, 0, 0), (2, 0, 0))
    assert e.location.endswith(f":{_lines('barrier(CLK_LOCAL_MEM_FENCE);')[0]}:9"), e.location
    assert "reached this barrier, work-item (0, 0, 0) returned from the kernel" in str(e)
    assert list(data[:4]) == [0, 1, 2, 3]  # group 0 ran to its end
    data = trips.copy()
    unchecked.kernel("loop_trips")(data, LocalMemory(16), global_size=8, local_size=4)
    assert list(data[:4]) == [0, 1, 2, 3]


def test_a_work_group_function_some_work_items_skip(checked: Program, unchecked: Program) -> None:
    data = np.array([2, 0, 0, 0], np.int32)  # work-items 0 and 1 reduce, 2 and 3 do not
    findings = checked.kernel("reduce_in_branch")(data, global_size=4, local_size=4)
    assert [(f.kind, f.local_id) for f in findings] == [("barrier divergence", (2, 0, 0))]
    assert findings[0].location.endswith(f":{_lines('work_group_reduce_add')[0]}:13"), findings[
        0
    ].location
    assert (
        "work-item (2, 0, 0) of work-group (0, 0, 0) returned from the kernel without reaching this "
        "work-group function, which work-item (0, 0, 0) reached" in str(findings[0])
    )
    data = np.array([4, 0, 0, 0], np.int32)
    assert checked.kernel("reduce_in_branch")(data, global_size=4, local_size=4) == []
    assert list(data) == [6, 6, 6, 6]
    data = np.array([2, 0, 0, 0], np.int32)
    unchecked.kernel("reduce_in_branch")(data, global_size=4, local_size=4)


def test_an_async_copy_some_work_items_skip(checked: Program, unchecked: Program) -> None:
    data = np.arange(4, dtype=np.int32)
    findings = checked.kernel("copy_in_branch")(data, LocalMemory(16), global_size=4, local_size=4)
    assert [(f.kind, f.local_id) for f in findings] == [("async copy divergence", (1, 0, 0))]
    e = findings[0]
    assert e.location.endswith(
        f":{_lines('async_work_group_copy(scratch, data, get_local_size')[0]}:13"
    )
    assert "reached this async copy, work-item (0, 0, 0) reached the barrier at" in str(e)
    unchecked.kernel("copy_in_branch")(data, LocalMemory(16), global_size=4, local_size=4)
    assert list(data) == [0, 1, 2, 3]


def test_an_async_copy_made_with_other_arguments(checked: Program, unchecked: Program) -> None:
    data = np.arange(4, dtype=np.int32)
    findings = checked.kernel("copy_sizes_differ")(
        data, LocalMemory(16), global_size=4, local_size=4
    )
    assert [(f.kind, f.local_id) for f in findings] == [("async copy divergence", (3, 0, 0))]
    assert findings[0].location.endswith(
        f":{_lines('async_work_group_copy(scratch, data, n, 0)')[0]}:17"
    )
    assert (
        "work-item (3, 0, 0) of work-group (0, 0, 0) made this copy with another size than work-item "
        "(0, 0, 0)" in str(findings[0])
    )
    assert list(data) == [0, 1, 2, 3]  # the first work-item's copy was made
    unchecked.kernel("copy_sizes_differ")(data, LocalMemory(16), global_size=4, local_size=4)
    assert list(data) == [0, 1, 2, 3]


def test_a_wait_on_an_event_no_copy_made(checked: Program, unchecked: Program) -> None:
    data = np.arange(2, dtype=np.int32)
    findings = checked.kernel("wait_unknown")(data, LocalMemory(8), global_size=2, local_size=2)
    assert [(f.kind, f.local_id, f.offset, f.size) for f in findings] == [
        ("wait on an event no copy made", (0, 0, 0), 1, 2),
        ("wait on an event no copy made", (1, 0, 0), 1, 2),
    ]
    assert findings[0].location.endswith(f":{_lines('wait_group_events(2, events);')[0]}:5")
    assert "waits for the event at index 1 of its list of 2, which no copy made" in str(findings[0])
    assert list(data) == [1, 2]  # the copy was made, and waited for
    unchecked.kernel("wait_unknown")(data, LocalMemory(8), global_size=2, local_size=2)
    assert list(data) == [2, 3]


def test_copies_not_waited_for(checked: Program, unchecked: Program) -> None:
    data = np.arange(2, dtype=np.int32)
    findings = checked.kernel("copy_not_waited")(data, LocalMemory(8), global_size=2, local_size=2)
    assert [(f.kind, f.local_id) for f in findings] == [
        ("copies not waited for", (0, 0, 0)),
        ("copies not waited for", (1, 0, 0)),
    ]
    assert findings[0].location.endswith(f":{_lines('async_work_group_copy(data, scratch')[0]}:17")
    assert "returned with 1 copy not waited for (made here)" in str(findings[0])
    unchecked.kernel("copy_not_waited")(data, LocalMemory(8), global_size=2, local_size=2)


def test_correct_group_functions_run_clean(checked: Program) -> None:
    values = np.arange(64, dtype=np.float32)
    partial = np.zeros(4, np.float32)
    assert (
        checked.kernel("tree_sum")(values, partial, LocalMemory(64), global_size=64, local_size=16)
        == []
    )
    assert list(partial) == [values[16 * g : 16 * (g + 1)].sum() for g in range(4)]
    data = np.arange(8, dtype=np.int32)
    assert checked.kernel("reverse_copy")(data, LocalMemory(16), global_size=8, local_size=4) == []
    assert list(data) == [3, 2, 1, 0, 7, 6, 5, 4]
    data = np.arange(4, dtype=np.int32)
    assert (
        checked.kernel("chained_copies")(data, LocalMemory(16), global_size=4, local_size=4) == []
    )
    assert list(data) == [3, 2, 1, 0]
    data = np.arange(8, dtype=np.int32)
    assert checked.kernel("strided_copy")(data, LocalMemory(16), global_size=4, local_size=4) == []
    assert list(data) == [1, 1, 3, 3, 5, 5, 7, 7]


def test_uniform_barriers_keep_the_unchecked_fast_path() -> None:
    # The tree reduction's barriers are reached alike by every work-item (its stride is the
    # group's): nothing to test, so a launch launch bounds prove safe runs the unchecked twin;
    # a kernel with a divergence test never does.
    program = Program.from_source(SOURCE, checked="collect")
    values = np.arange(64, dtype=np.float32)
    partial = np.zeros(4, np.float32)
    assert (
        program.kernel("tree_sum")(values, partial, LocalMemory(64), global_size=64, local_size=16)
        == []
    )
    assert program._twin is not None
    info = program.kernel("tree_sum").info
    assert all(a >= 0 for a in info.check_site_arguments), info.check_site_arguments
    data = np.arange(4, dtype=np.int32)
    divergent = Program.from_source(SOURCE, checked="collect")
    assert divergent.kernel("barrier_in_branch")(data, global_size=4, local_size=4)
    assert divergent._twin is None
    assert -1 in divergent.kernel("barrier_in_branch").info.check_site_arguments
