"""Running one section of a C host of buffers, queues or events (``hosts/command_checks.h``)."""

from __future__ import annotations

import c_hosts


def run_section(host: str, section: str, env: dict[str, str]) -> str:
    """Runs ``hosts/<host> <section>`` on ncpu-opt's platform; fails unless every check held."""
    out = c_hosts.run(c_hosts.build(host), dict(env, NCPU_TEST_PLATFORM="ncpu-opt"), section)
    assert out.rstrip().endswith(" 0 failed on ncpu-opt"), out
    return out
