"""Shared by the runtime tests: kernel paths, pipelines and availability checks.

``native-cpu`` lists passes other engineers are still writing; tests that
need the full pipeline skip (rather than fail) until every one of them is
registered, and start running as soon as the last one lands.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

from ncpu_opt.pipeline.named_pipelines import NAMED_PIPELINES
from ncpu_opt.pipeline.registry import load_builtin_passes

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


def missing_passes(pipeline: str = "native-cpu") -> list[str]:
    registry = load_builtin_passes()
    return [name for name in NAMED_PIPELINES[pipeline].passes() if registry.lookup(name) is None]


def native_cpu_problem() -> str | None:
    """Why native-cpu cannot be tested yet (a pass is missing, or the passes do not fit together), or None."""
    missing = missing_passes()
    if missing:
        return f"native-cpu needs passes not written yet: {', '.join(missing)}"
    from ncpu_opt.runtime import CompileError, Program

    try:
        Program.from_file(ROOT / "examples" / "saxpy.ll", cache=False)
    except CompileError as e:
        # Reported, not hidden: the skip reason shows in pytest's summary (-rs).
        return f"native-cpu does not compile examples/saxpy.ll yet: {e}"
    return None


NATIVE_CPU_PROBLEM = native_cpu_problem()
needs_native_cpu = pytest.mark.skipif(NATIVE_CPU_PROBLEM is not None, reason=NATIVE_CPU_PROBLEM or "")
needs_shared = pytest.mark.skipif(not SHARED_KERNELS.is_dir(), reason="../shared/kernels is not present")

# Never the user's ~/.cache: the test session gets its own cache directory.
CACHE_DIR = tempfile.mkdtemp(prefix="ncpu-opt-test-cache-")
os.environ["NCPU_OPT_CACHE_DIR"] = CACHE_DIR
atexit.register(shutil.rmtree, CACHE_DIR, True)
