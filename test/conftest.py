"""The test session's shared set-up: one compile cache, the ``make check`` tier, slow tests first.

* One compile cache for the whole session (``NCPU_OPT_CACHE_DIR``, never the
  user's ``~/.cache``), made by the process that runs the session and shared
  by its xdist workers (``make test`` runs ``pytest -n``): a kernel one worker
  compiled is a cache hit for the other.  It is removed when the session ends.
* ``--quick`` is ``make check``'s tier for the edit-test loop: every unit test,
  and of each execution family (a test module that runs kernels: it uses the
  runtime's ``Program``, starts processes, or is named ``*_exec``) its first
  test only, so that every family still runs once.  The fuzzers' budgets come
  down to a few examples there (``make test`` keeps theirs).
* ``--checked`` runs the tests with ``NCPU_OPT_CHECKED=1``: every program on the default
  pipeline made without ``checked=`` is checked, so a false report of the checked mode
  (a ``KernelCheckError`` on a correct kernel) fails the test that ran it.  Tests marked
  ``unchecked_only`` (they assert what only unchecked builds do: vectorised, merged groups)
  are left out.
* The tests known to take longest run first, so that under xdist none is left
  to start at the end while the other worker idles.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
import types
from pathlib import Path

import pytest

#: Set for the session's processes (the xdist workers inherit it): the shared compile cache.
SESSION_CACHE_ENV = "NCPU_OPT_TEST_SESSION_CACHE"

#: Test modules whose tests take longest (tens of seconds each, one process): started first.
SLOW_FIRST = ("test_runtime_fuzz.py", "test_vecz_random.py")

#: ``--quick``: the fuzzers' example budgets (environment variables their modules read).
QUICK_BUDGETS = {"NCPU_FUZZ_EXAMPLES": "4", "NCPU_VECZ_RANDOM_EXAMPLES": "2"}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--quick",
        action="store_true",
        help="make check's tier: every unit test, and the first test of each execution family",
    )
    parser.addoption(
        "--checked",
        action="store_true",
        help="run with NCPU_OPT_CHECKED=1 (checked mode), leaving out the tests marked unchecked_only",
    )


def pytest_configure(config: pytest.Config) -> None:
    # A job a non-interactive shell starts in the background (nohup, some CI runners) begins
    # with SIGINT ignored, and so would every process it starts: the Ctrl-C tests and examples
    # need it delivered.  Handled here, it is the default again in each child.
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    if config.getoption("--quick"):
        for name, value in QUICK_BUDGETS.items():
            os.environ.setdefault(name, value)
    config.addinivalue_line("markers", "unchecked_only: asserts what only unchecked builds do (left out by --checked)")
    if config.getoption("--checked"):
        os.environ["NCPU_OPT_CHECKED"] = "1"
    if hasattr(config, "workerinput"):
        return  # an xdist worker: the session's process made the cache
    if not os.environ.get(SESSION_CACHE_ENV):
        directory = tempfile.mkdtemp(prefix="ncpu-opt-test-cache-")
        os.environ[SESSION_CACHE_ENV] = directory
        config.add_cleanup(lambda: shutil.rmtree(directory, ignore_errors=True))
    os.environ["NCPU_OPT_CACHE_DIR"] = os.environ[SESSION_CACHE_ENV]


def is_execution_family(module: types.ModuleType) -> bool:
    """Whether the test module *module* runs kernels (or processes): see the module's docstring."""
    name = module.__name__.rpartition(".")[2]
    if name.endswith("_exec") or Path(module.__file__ or "").parent.name == "runtime":
        return True
    for value in vars(module).values():
        if value is subprocess:
            return True
        if isinstance(value, type) and value.__module__ == "ncpu_opt.runtime.program" and value.__name__ == "Program":
            return True
    return False


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--checked"):
        unchecked = [item for item in items if item.get_closest_marker("unchecked_only")]
        if unchecked:
            config.hook.pytest_deselected(items=unchecked)
            items[:] = [item for item in items if not item.get_closest_marker("unchecked_only")]
    if config.getoption("--quick"):
        kept: list[pytest.Item] = []
        dropped: list[pytest.Item] = []
        families: set[str] = set()
        for item in items:
            module = getattr(item, "module", None)
            if module is not None and is_execution_family(module):
                if module.__name__ in families:
                    dropped.append(item)
                    continue
                families.add(module.__name__)
            kept.append(item)
        if dropped:
            config.hook.pytest_deselected(items=dropped)
            items[:] = kept
    # A stable sort: the slow modules' tests first, everything else in its order.
    items.sort(key=lambda item: item.path.name not in SLOW_FIRST)
