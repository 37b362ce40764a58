"""Buffers, sub-buffers and the commands on them, through the system's OpenCL loader (issue 29).

Each test runs one section of a C host (``hosts/buffers.c``, ``hosts/transfers.c``) on
ncpu-opt's platform alone: the section counts its checks (results and the error code of each
misuse) and prints one line per failure.  The hosts name no platform of their own; run on
PoCL (``NCPU_TEST_PLATFORM=portable``) they pass but where PoCL skips a check the spec asks
for: a handle's kind (a queue passed as a buffer), an overflowing sub-buffer region,
conflicting sub-buffer flags, map flags, overlapping maps for writing.
"""

from __future__ import annotations

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
