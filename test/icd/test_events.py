"""Events through the system's OpenCL loader (issue 29).

Each test runs one section of ``hosts/events.c`` on ncpu-opt's platform alone (see
test_memory.py).  On PoCL the sections pass but where PoCL skips a check the spec asks for (a
handle's kind) or hangs (a blocking command waiting on a user event that already failed);
what the spec leaves open (when callbacks run, the clock of profiling times) is checked on
ncpu-opt only.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from sections import run_section


@pytest.mark.parametrize(
    "section",
    [
        "queries",  # the command type of every command, queue, context, status, counts
        "profiling",  # queued <= submit <= start <= end <= complete, CLOCK_MONOTONIC, misuse
        "callbacks",  # each status once, at once when reached, a failure's status, misuse
        "user_events",  # gating commands across two queues, failures along wait lists, misuse
        "waits",  # clWaitForEvents across threads, misuse
    ],
)
def test_events(section: str, icd_vendors: Path, icd_env: dict[str, str]) -> None:
    run_section("events.c", section, icd_env)
