"""A C host builds and runs a kernel through the system's OpenCL loader (issue 29).

``hosts/vector_add.c`` writes two buffers, builds a kernel from source, launches it over
1000 work-items with no local size and reads the result back, on each platform whose ICD
is there (PoCL and Intel's runtime: the harness checked against known implementations;
ncpu-opt: once its ICD folder is known, where a missing platform fails rather than skips).
"""

from __future__ import annotations

import c_hosts
import pytest


def _cases() -> list[object]:
    # Buffers, queues and programs of ncpu-opt's platform are still being built: the
    # marker goes (strict: a pass fails) when they land.
    pending = pytest.mark.xfail(reason="not supported yet: ncpu-opt's buffers, queues and programs (issue 29)", strict=True)
    return [pytest.param(p, marks=pending) if p == "ncpu-opt" else p for p in c_hosts.PLATFORMS]


@pytest.mark.parametrize("platform", _cases())
def test_vector_add_host_computes_every_element(platform: str) -> None:
    env = c_hosts.platform_env(platform)
    out = c_hosts.run(c_hosts.build("vector_add.c"), env)
    assert out.startswith("vector_add: 1000 elements right on ")
