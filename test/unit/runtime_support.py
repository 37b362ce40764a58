"""Shared by the runtime tests: kernel paths, pipelines and the test session's cache.

Only a missing optional input skips a test (``../shared`` for the reference
kernels); the product failing to compile a kernel is a failure, never a skip.
"""

from __future__ import annotations

import atexit
import importlib.util
import os
import shutil
import sys
import tempfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNTIME_KERNELS = ROOT / "test" / "runtime"
OWN_KERNELS = ROOT / "test" / "kernels"
SHARED_KERNELS = ROOT.parent / "shared" / "kernels"

#: What the runtime needs from the pipeline to call a kernel at all: a packed
#: kernel wrapper and a work-group driver.  Without work-item loops a call
#: runs one work-item per group, so tests using this run with local size 1.
DRIVER_ONLY = (
    "lower-to-mux-builtins,transfer-kernel-metadata,add-sched-params,define-mux-builtins,"
    "add-kernel-wrapper,add-work-group-driver,always-inline,default<O2>"
)

BENCH = ROOT / "bench"


def load_bench_module(name: str, as_name: str) -> ModuleType:
    """bench/<name>.py as module *as_name*, without bench/ on sys.path (its modules' names are
    generic: ``cases``, ``peers``)."""
    spec = importlib.util.spec_from_file_location(as_name, BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


needs_shared = pytest.mark.skipif(not SHARED_KERNELS.is_dir(), reason="../shared/kernels is not present")

# Never the user's ~/.cache: the test session gets its own cache directory, the one
# test/conftest.py made for the session and its xdist workers (removed when the session ends).
CACHE_DIR = os.environ.get("NCPU_OPT_TEST_SESSION_CACHE", "")
if not CACHE_DIR:
    CACHE_DIR = tempfile.mkdtemp(prefix="ncpu-opt-test-cache-")
    atexit.register(shutil.rmtree, CACHE_DIR, True)
os.environ["NCPU_OPT_CACHE_DIR"] = CACHE_DIR


def _has_clang() -> bool:
    from ncpu_opt.opencl_c.clang import FrontEndNotFound, find_frontend

    try:
        find_frontend()
    except FrontEndNotFound:
        return False
    return True


#: OpenCL C needs a clang (the [opencl] extra, which `make test` installs): an optional tool.
needs_clang = pytest.mark.skipif(not _has_clang(), reason="no clang for OpenCL C (pip install 'ncpu-opt[opencl]')")
