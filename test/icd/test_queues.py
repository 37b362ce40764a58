"""Command queues through the system's OpenCL loader (issue 29).

Each test runs one section of ``hosts/queues.c`` on ncpu-opt's platform alone (see
test_memory.py).  On PoCL the sections pass but where PoCL skips a check the spec asks for (a
handle's kind, on-device bits given to clCreateCommandQueue) or lacks a call
(clEnqueueWaitForEvents).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sections import run_section


@pytest.mark.parametrize(
    "section",
    [
        "create",  # legacy and property lists: profiling, out of order, on-device refused, misuse
        "queries",  # every clGetCommandQueueInfo query, the property list as given, counts
        "order",  # FIFO order, out-of-order queues, a gated command holds back those behind it
        "markers",  # markers and barriers wait for what came before; clEnqueueWaitForEvents
        "release",  # a released queue's commands still run; clFinish; queues made and released
    ],
)
def test_queues(section: str, icd_vendors: Path, icd_env: dict[str, str]) -> None:
    run_section("queues.c", section, icd_env)
