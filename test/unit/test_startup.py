"""Start-up cost: an ``ncpu-opt`` run imports what its pipeline needs, not every pass.

lit runs ``ncpu-opt`` hundreds of times, so what one invocation imports is most
of the lit suite's time.  Each check runs in a fresh interpreter.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

#: Builds *pipeline* and prints which pass modules (and heavy modules) got imported.
CHILD = """
import json, sys
from ncpu_opt.pipeline.builder import build_pipeline
from ncpu_opt.pipeline.registry import load_builtin_passes
build_pipeline(sys.argv[1])
loaded = sorted(m.rpartition(".")[2] for m in sys.modules if m.startswith("ncpu_opt.passes."))
heavy = sorted(m for m in ("multiprocessing", "concurrent.futures", "ncpu_opt.vecz.vectorizer") if m in sys.modules)
names = sorted(info.name for info in load_builtin_passes().ours()) if sys.argv[2] == "list" else []
print(json.dumps({"loaded": loaded, "heavy": heavy, "listed": names}))
"""


def child(pipeline: str, listing: bool = False) -> dict[str, list[str]]:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, pipeline, "list" if listing else "-"],
        capture_output=True, text=True, check=False, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, list[str]] = json.loads(done.stdout)
    return result


def test_llvm_passes_import_none_of_ours() -> None:
    assert child("verify,sroa,default<O2>") == {"loaded": [], "heavy": [], "listed": []}


@pytest.mark.parametrize(
    ("pipeline", "module"),
    [("verify,add-kernel-wrapper", "add_kernel_wrapper"), ("replace-printf,verify", "replace_printf")],
)
def test_one_of_our_passes_imports_its_module_not_the_vectoriser(pipeline: str, module: str) -> None:
    result = child(pipeline)
    assert module in result["loaded"]
    assert "run_vecz" not in result["loaded"] and "ncpu_opt.vecz.vectorizer" not in result["heavy"]


def test_a_pass_in_a_module_of_another_name_is_found() -> None:
    # ``print<...>`` lives in print_analyses.py: the name leads nowhere, so every module is imported.
    result = child("print<domtree>")
    assert "print_analyses" in result["loaded"]


def test_a_listing_after_an_on_demand_import_has_every_pass() -> None:
    # The registry's own listing and one built from the registry alone (no pipeline) agree.
    on_demand = child("add-kernel-wrapper", listing=True)["listed"]
    everything = child("print<domtree>", listing=True)["listed"]
    assert on_demand == everything
    assert {"add-kernel-wrapper", "run-vecz", "work-item-loops", "print"} <= set(on_demand)


def test_a_command_line_run_of_llvm_passes_imports_no_pass_and_no_process_pool(tmp_path: Path) -> None:
    # -X importtime lists every module the run imported, on stderr.
    source = tmp_path / "twice.ll"
    source.write_text("define i32 @twice(i32 %a) {\n  %b = add i32 %a, %a\n  ret i32 %b\n}\n")
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "ncpu_opt.cli", "-passes=verify,default<O2>", "-S", str(source)],
        capture_output=True, text=True, check=False, timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "shl i32 %a, 1" in done.stdout
    imported = {line.rpartition("|")[2].strip() for line in done.stderr.splitlines() if line.startswith("import time:")}
    assert "llvmlite.binding" in imported
    assert not {m for m in imported if m.startswith("ncpu_opt.passes.")}
    assert not imported & {"multiprocessing", "concurrent.futures", "ncpu_opt.vecz.vectorizer"}
