"""A C host builds and runs a kernel through the system's OpenCL loader (issue 29).

``hosts/vector_add.c`` writes two buffers, builds a kernel from source, launches it over
1000 work-items with no local size and reads the result back, on each platform whose ICD
is there (PoCL and Intel's runtime: the harness checked against known implementations;
ncpu-opt: once its ICD folder is known, where a missing platform fails rather than skips).
"""

from __future__ import annotations

import c_hosts
import pytest


@pytest.mark.parametrize("platform", c_hosts.PLATFORMS)
def test_vector_add_host_computes_every_element(platform: str) -> None:
    env = c_hosts.platform_env(platform)
    out = c_hosts.run(c_hosts.build("vector_add.c"), env)
    assert out.startswith("vector_add: 1000 elements right on ")
