"""lower-to-mux-builtins over whole kernels.

Every reference kernel (../shared/kernels/ll*/, skipped when absent), our own
kernels (test/kernels/ll*/) and the lit inputs of this pass: afterwards no call
to an OpenCL C or SPIR-V builtin the pass knows is left, each such call became
exactly one mux call, and the module verifies.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from ncpu_opt.passes.lower_to_mux_builtins import LowerToMuxBuiltins

from ncpu_opt.codegen.backend import verify_text
from ncpu_opt.ir import Module, parse_module, print_module
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.upgrade import upgrade_legacy_text
from ncpu_opt.mux.builtin_info import recognise
from ncpu_opt.mux.builtins import is_mux_builtin
from ncpu_opt.mux.demangle import base_name
from ncpu_opt.pipeline import PassContext

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "kernels"
REFERENCE = sorted(SHARED.glob("ll*/*.ll")) if SHARED.is_dir() else []
OWN = sorted((ROOT / "test" / "kernels").glob("ll*/*.ll"))
INPUTS = sorted(
    p for p in (ROOT / "test" / "lit" / "lower-to-mux-builtins" / "Inputs").glob("*.ll")
    if not p.name.startswith("unsupported_")
)
# OpenCL C work-item, synchronisation and group builtins (demangled names).
OPENCL_NAMES = ("get_", "barrier", "work_group_", "sub_group_", "mem_fence", "read_mem_fence", "write_mem_fence")


def ids(paths: list[Path]) -> list[str]:
    return [f"{p.parent.name}/{p.name}" for p in paths]


def called_names(module: Module) -> list[str]:
    names = []
    for fn in module.functions:
        for inst in fn.instructions():
            if isinstance(inst, CallBase) and inst.called_function is not None:
                names.append(inst.called_function.name)
    return names


def is_front_end_builtin(name: str) -> bool:
    base = base_name(name)
    return recognise(name) is not None or base.startswith("__spirv_") or base.startswith(OPENCL_NAMES)


def check(path: Path) -> None:
    # As the command line reads it (clang-19's debug info needs a rename for LLVM 22).
    module = parse_module(upgrade_legacy_text(path.read_text()), str(path))
    before = [n for n in called_names(module) if recognise(n) is not None]
    mux_before = [n for n in called_names(module) if is_mux_builtin(n)]
    LowerToMuxBuiltins().run(module, PassContext())
    after = called_names(module)
    left = sorted({n for n in after if is_front_end_builtin(n)})
    assert not left, f"builtin calls left behind: {left}"
    assert not [g.name for g in module.globals if g.name.startswith("__spirv_BuiltIn")]
    assert not [f.name for f in module.functions if f.is_declaration and recognise(f.name) is not None]
    mux_calls = [n for n in after if is_mux_builtin(n)]
    # One mux call per builtin call (get_local_id calls inside broadcasts included).
    assert len(mux_calls) - len(mux_before) == len(before)
    verify_text(print_module(module), str(path))


@pytest.mark.skipif(not REFERENCE, reason="../shared/kernels is not present")
@pytest.mark.parametrize("path", REFERENCE, ids=ids(REFERENCE))
def test_reference_kernels(path: Path) -> None:
    check(path)


@pytest.mark.parametrize("path", OWN + INPUTS, ids=ids(OWN + INPUTS))
def test_own_kernels(path: Path) -> None:
    check(path)


def test_inputs_are_present() -> None:
    assert len(INPUTS) >= 6 and OWN
