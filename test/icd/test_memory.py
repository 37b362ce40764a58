"""Buffers, sub-buffers and the commands on them, through the system's OpenCL loader (issue 29).

Each test runs one section of a C host (``hosts/buffers.c``, ``hosts/transfers.c``) on
ncpu-opt's platform alone: the section counts its checks (results and the error code of each
misuse) and prints one line per failure.  The hosts name no platform of their own; run on
PoCL (``NCPU_TEST_PLATFORM=portable``) they pass but where PoCL skips a check the spec asks
for: a handle's kind (a queue passed as a buffer), an overflowing sub-buffer region,
conflicting sub-buffer flags, map flags, overlapping maps for writing.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from sections import run_section


@pytest.mark.parametrize(
    "section",
    [
        "create",  # every flag, their conflicts, sizes, host pointers, properties
        "host_pointers",  # USE_HOST_PTR without a copy, COPY_HOST_PTR, ALLOC_HOST_PTR, alignment
        "sub_buffers",  # alignment, bounds, inherited and conflicting flags, the parent's bytes
        "queries",  # every clGetMemObjectInfo query, map and reference counts
        "destructors",  # called in reverse, at the last release, after commands in flight
    ],
)
def test_buffers(section: str, icd_vendors: Path, icd_env: dict[str, str]) -> None:
    run_section("buffers.c", section, icd_env)


@pytest.mark.parametrize(
    "section",
    [
        "read_write",  # blocking and not, gated, bounds, host-access flags, wait-list misuse
        "copy",  # results, overlaps within a buffer and between sub-buffers, bounds
        "fill",  # every pattern size, offsets and sizes not a multiple, bounds
        "rect",  # read/write/copy with pitches, defaults, the spec's overlap check, bad pitches
        "maps",  # the buffer's own bytes, write-back, gated maps, unmap misuse, overlapping writes
        "migrate",  # a command in order, its flags and misuse
    ],
)
def test_transfers(section: str, icd_vendors: Path, icd_env: dict[str, str]) -> None:
    run_section("transfers.c", section, icd_env)


#: A Python host: PyOpenCL's buffers with each flag, enqueue_copy in every direction (offsets,
#: rectangles), fills, maps of a USE_HOST_PTR array, sub-buffers, events and user events, and
#: misuse as PyOpenCL's exceptions carrying the spec's codes.
PYOPENCL_SCRIPT = """
import sys
import numpy as np
import pyopencl as cl

mf = cl.mem_flags
(platform,) = cl.get_platforms()
assert platform.name == "ncpu-opt", platform.name
ctx = cl.Context(platform.get_devices())
queue = cl.CommandQueue(ctx, properties=cl.command_queue_properties.PROFILING_ENABLE)
device = ctx.devices[0]


def code_of(call):
    try:
        call()
    except cl.Error as e:
        return e.code
    return 0


a = np.arange(1000, dtype=np.float32)
# COPY_HOST_PTR, host <-> buffer round trips, with offsets.
buf = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=a)
out = np.empty_like(a)
cl.enqueue_copy(queue, out, buf)
assert (out == a).all()
part = np.full(100, -1, np.float32)
cl.enqueue_copy(queue, buf, part, dst_offset=400)
cl.enqueue_copy(queue, out, buf)
expected = a.copy()
expected[100:200] = -1
assert (out == expected).all()
# buffer -> buffer, with offsets and a byte count.
other = cl.Buffer(ctx, mf.READ_WRITE, a.nbytes)
cl.enqueue_fill_buffer(queue, other, np.float32(7), 0, a.nbytes)
cl.enqueue_copy(queue, other, buf, byte_count=400, src_offset=800, dst_offset=0)
cl.enqueue_copy(queue, out, other)
assert (out[:100] == expected[200:300]).all() and (out[100:] == 7).all()
# Rectangles: a 10 x 100 float array, a 4 x 6 box.
grid = np.arange(1000, dtype=np.float32).reshape(10, 100)
gbuf = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=grid)
box = np.zeros((4, 6), np.float32)
cl.enqueue_copy(queue, box, gbuf, buffer_origin=(8, 2), host_origin=(0, 0), region=(24, 4),
                buffer_pitches=(400,), host_pitches=(24,))
assert (box == grid[2:6, 2:8]).all(), box
# A non-blocking read, its event and profiling times.
ev = cl.enqueue_copy(queue, out, buf, is_blocking=False)
ev.wait()
assert ev.command_execution_status == cl.command_execution_status.COMPLETE
assert ev.profile.queued <= ev.profile.submit <= ev.profile.start <= ev.profile.end
# A user event gates a write.
gate = cl.UserEvent(ctx)
later = np.full(1000, 5, np.float32)
ev = cl.enqueue_copy(queue, buf, later, wait_for=[gate], is_blocking=False)
assert ev.command_execution_status != cl.command_execution_status.COMPLETE
gate.set_status(cl.command_execution_status.COMPLETE)
ev.wait()
cl.enqueue_copy(queue, out, buf)
assert (out == 5).all()
# USE_HOST_PTR: the buffer is the array, a map hands back its memory.
host = np.arange(64, dtype=np.int32)
ubuf = cl.Buffer(ctx, mf.READ_WRITE | mf.USE_HOST_PTR, hostbuf=host)
mapped, _ = cl.enqueue_map_buffer(queue, ubuf, cl.map_flags.READ | cl.map_flags.WRITE, 0, host.shape, host.dtype)
assert mapped.__array_interface__["data"][0] == host.ctypes.data
mapped[3] = 333
mapped.base.release(queue)
queue.finish()
assert host[3] == 333
# ALLOC_HOST_PTR, sub-buffers.
abuf = cl.Buffer(ctx, mf.ALLOC_HOST_PTR | mf.COPY_HOST_PTR, hostbuf=a)
align = device.mem_base_addr_align // 8
sub = abuf.get_sub_region(align, 16)
four = np.empty(4, np.float32)
cl.enqueue_copy(queue, four, sub)
assert (four == a[align // 4 : align // 4 + 4]).all()
# Misuse: the spec's codes, as PyOpenCL's exceptions.
assert code_of(lambda: cl.Buffer(ctx, mf.READ_ONLY | mf.WRITE_ONLY, 16)) == cl.status_code.INVALID_VALUE
assert code_of(lambda: cl.Buffer(ctx, mf.READ_WRITE, 0)) == cl.status_code.INVALID_BUFFER_SIZE
assert code_of(lambda: abuf.get_sub_region(1, 16)) == cl.status_code.MISALIGNED_SUB_BUFFER_OFFSET
hidden = cl.Buffer(ctx, mf.HOST_NO_ACCESS, 64)
assert code_of(lambda: cl.enqueue_copy(queue, four, hidden)) == cl.status_code.INVALID_OPERATION
assert code_of(lambda: cl.enqueue_copy(queue, buf, buf, byte_count=8, src_offset=0, dst_offset=4)) == cl.status_code.MEM_COPY_OVERLAP
queue.finish()
print("host in this interpreter:", "ncpu_opt.icd.host" in sys.modules)
print("ok")
"""


def test_pyopencl_buffers_and_copies(icd_env: dict[str, str]) -> None:
    """The library inside a Python host (PyOpenCL): the interpreter it calls is the host's."""
    pytest.importorskip("pyopencl")
    done = subprocess.run(
        [sys.executable, "-c", PYOPENCL_SCRIPT],
        env=icd_env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["host in this interpreter: True", "ok"]
