"""Kernels compiled as units of their own (ncpu_opt.codegen.split), in -j processes (ncpu_opt.codegen.parallel).

The split keeps what must stay together (kernels sharing a writable global, a
kernel and a kernel it calls), copies what may be copied (helpers, constants,
metadata), and every unit is a module LLVM reads.  ``ncpu-opt -j N`` writes
the same object for every N, and its kernels run.
"""

from __future__ import annotations

import ctypes
import subprocess
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime.compiler import Target, analyse, read_source
from ncpu_opt.runtime.jit import LoadedObject
from ncpu_opt.runtime.ndrange import LaunchPlan, make_ndrange
from ncpu_opt.runtime.packer import ArgumentPacker
from ncpu_opt.runtime.units import analyse_units
from ncpu_opt.runtime.worker_pool import pool_for

from ncpu_opt.codegen import backend
from ncpu_opt.codegen.split import split_units

ROOT = Path(__file__).resolve().parents[2]
NCPU_OPT = [sys.executable, "-m", "ncpu_opt.cli"]
SWAPS = ROOT / "test" / "kernels" / "ll" / "swap_masked.ll"

HEADER = """\
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"
"""

MODULE = HEADER + """
@table = internal addrspace(1) constant [2 x i32] [i32 3, i32 4]
@counter = addrspace(1) global i32 0
@scratch = internal addrspace(3) global [4 x i32] poison

define spir_func i32 @helper(i32 %x) {
  %p = getelementptr [2 x i32], ptr addrspace(1) @table, i64 0, i64 1
  %t = load i32, ptr addrspace(1) %p
  %r = add i32 %x, %t
  ret i32 %r
}

define spir_func void @unused() {
  ret void
}

define void @a(ptr addrspace(1) %out) #0 !kernel_arg_type !0 {
  %v = call spir_func i32 @helper(i32 1)
  store i32 %v, ptr addrspace(1) %out
  store i32 1, ptr addrspace(3) @scratch
  ret void
}

define spir_kernel void @b(ptr addrspace(1) %out) !kernel_arg_type !0 {
  %v = call spir_func i32 @helper(i32 2)
  store i32 %v, ptr addrspace(1) %out
  store i32 2, ptr addrspace(3) @scratch
  ret void
}

define spir_kernel void @counts(ptr addrspace(1) %out) !kernel_arg_type !0 {
  store i32 1, ptr addrspace(1) @counter
  ret void
}

define spir_kernel void @reads_count(ptr addrspace(1) %out) !kernel_arg_type !0 {
  %c = load i32, ptr addrspace(1) @counter
  store i32 %c, ptr addrspace(1) %out
  ret void
}

define spir_kernel void @calls_a(ptr addrspace(1) %out) !kernel_arg_type !0 {
  call void @a(ptr addrspace(1) %out)
  ret void
}

attributes #0 = { "mux-kernel"="entry-point" }

!0 = !{!"int*"}
"""


def units_of(text: str) -> dict[tuple[str, ...], str]:
    return {unit.kernels: unit.text for unit in split_units(backend.canonicalize(text, "m.ll"))}


def test_each_kernel_is_a_unit_but_those_that_must_stay_together() -> None:
    units = units_of(MODULE)
    # @counts and @reads_count share @counter (one definition for the program); @calls_a calls @a.
    assert list(units) == [("a", "calls_a"), ("b",), ("counts", "reads_count")]


def test_units_hold_what_their_kernels_reach_and_read_as_modules() -> None:
    units = units_of(MODULE)
    b = units[("b",)]
    # Helpers, constants and __local variables are copied into every unit that reaches them.
    assert "define spir_func i32 @helper" in b and "@table = internal" in b and "@scratch = internal" in b
    assert "@counter" not in b and "define void @a(" not in b
    # What no kernel reaches goes with the first unit; metadata with whoever uses it.
    assert "@unused" in units[("a", "calls_a")] and "@unused" not in b
    assert '!0 = !{!"int*"}' in b
    for text in units.values():
        assert backend.canonicalize(text, "unit.ll")


def test_a_module_the_units_could_not_share_is_one_unit() -> None:
    aliased = MODULE + "\n@alias = alias void (ptr addrspace(1)), ptr @b\n"
    assert list(units_of(aliased)) == [("a", "b", "counts", "reads_count", "calls_a")]
    single = HEADER + "define spir_kernel void @only() {\n  ret void\n}\n"
    assert list(units_of(single)) == [("only",)]


def test_a_units_text_depends_on_its_kernels_only() -> None:
    """Editing the first kernel (a new type, attribute group and metadata, which renumber the
    module's) leaves the other kernels' units as they were: the runtime's cache keys units by
    their text."""
    edited = MODULE.replace(
        """define void @a(ptr addrspace(1) %out) #0 !kernel_arg_type !0 {
  %v = call spir_func i32 @helper(i32 1)
  store i32 %v, ptr addrspace(1) %out""",
        """%pair = type { i32, i32 }
define void @a(ptr addrspace(1) %out) #1 !kernel_arg_type !1 {
  %p = alloca %pair
  %v = call spir_func i32 @helper(i32 1) #2
  store i32 %v, ptr addrspace(1) %out, !tbaa !2""",
    ).replace('!0 = !{!"int*"}', '!0 = !{!"int*"}\n!1 = !{!"uint*"}\n!2 = !{!"int", !1}').replace(
        "attributes #0 = {", 'attributes #1 = { nounwind "mux-kernel"="entry-point" }\nattributes #2 = { nounwind }\n'
        "attributes #0 = {"
    )
    before, after = units_of(MODULE), units_of(edited)
    assert before[("a", "calls_a")] != after[("a", "calls_a")]
    assert before[("b",)] == after[("b",)]
    assert before[("counts", "reads_count")] == after[("counts", "reads_count")]
    assert "%pair" not in after[("b",)] and "%pair" in after[("a", "calls_a")]


def debug_module(count: int) -> str:
    """*count* kernels, each from a source of its own: a compile unit each (as after linking)."""
    kernels, metadata = [], []
    for i in range(count):
        cu, sp, loc, file, ty = (10 * i + j for j in range(5))
        kernels.append(
            f"define spir_kernel void @k{i}(ptr addrspace(1) %out) !dbg !{sp} {{\n"
            f"  store i32 {i}, ptr addrspace(1) %out, align 4, !dbg !{loc}\n  ret void\n}}\n"
        )
        metadata += [
            f"!{cu} = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !{file}, isOptimized: true, "
            "runtimeVersion: 0, emissionKind: FullDebug)",
            f'!{sp} = distinct !DISubprogram(name: "k{i}", scope: !{file}, file: !{file}, line: 1, type: !{ty}, '
            f"scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !{cu})",
            f"!{loc} = !DILocation(line: 2, column: 3, scope: !{sp})",
            f'!{file} = !DIFile(filename: "k{i}.cl", directory: "/src")',
            f"!{ty} = !DISubroutineType(types: !99999)",
        ]
    cus = ", ".join(f"!{10 * i}" for i in range(count))
    return (
        HEADER
        + "\n".join(kernels)
        + f"\n!llvm.dbg.cu = !{{{cus}}}\n!llvm.module.flags = !{{!99998}}\n"
        + "\n".join(metadata)
        + '\n!99998 = !{i32 2, !"Debug Info Version", i32 3}\n!99999 = !{null}\n'
    )


def test_a_unit_lists_the_compile_units_its_kernels_come_from() -> None:
    """Every unit listed every compile unit, and with them all their debug info: a module linked
    from 600 sources (4.8 MB) made 600 units of 370 KB each."""
    few, many = units_of(debug_module(3)), units_of(debug_module(30))
    assert len(many) == 30
    # A unit other than the first one is the same for 3 kernels or 30: its own compile unit only.
    assert few[("k1",)] == many[("k1",)]
    assert "!llvm.dbg.cu = !{!4}\n" in many[("k1",)] and 'filename: "k0.cl"' not in many[("k1",)]
    # What no kernel reaches goes with the first unit: every compile unit.
    assert many[("k0",)].count("DICompileUnit(") == 30
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # debug info LLVM would drop is a warning
        for unit in (many[("k0",)], many[("k1",)], many[("k29",)]):
            assert "DISubprogram" in backend.canonicalize(unit, "unit.ll")


def test_kernels_read_unit_by_unit_are_those_of_the_whole_module() -> None:
    """The runtime reads each unit's kernels from that unit alone (one unit's IR at a time): what it
    finds is what reading the whole module finds, in the module's order."""
    text = backend.canonicalize(MODULE + PRINTING, "m.ll")
    target = Target.host()
    infos, units = analyse_units(text, "m.ll", target)
    assert len(units) == 4
    assert infos == analyse(text, "m.ll", target)
    assert [i.name for i in infos] == ["b", "counts", "reads_count", "calls_a", "prints"]
    assert all(i.shares_globals for i in infos)  # @counter: read from two units
    assert [i.static_local_bytes for i in infos] == [16, 0, 0, 16, 0]  # @calls_a: through @a
    assert [i.prints for i in infos] == [False, False, False, False, True]
    stateless = backend.canonicalize(MODULE.replace("@counter = addrspace(1) global", "@counter = addrspace(1) constant"), "m.ll")
    assert analyse_units(stateless, "m.ll", target)[0] == analyse(stateless, "m.ll", target)
    assert not any(i.shares_globals for i in analyse(stateless, "m.ll", target))


PRINTING = """
@.fmt = private unnamed_addr addrspace(2) constant [4 x i8] c"%d\\0A\\00"
declare spir_func i32 @printf(ptr addrspace(2), ...)

define spir_func void @say(i32 %x) {
  %r = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) @.fmt, i32 %x)
  ret void
}

define spir_kernel void @prints(ptr addrspace(1) %out) !kernel_arg_type !0 {
  call spir_func void @say(i32 1)
  ret void
}
"""


def cli(*args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([*NCPU_OPT, *args], capture_output=True, timeout=300)


@pytest.fixture(scope="module")
def objects(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    """The swap kernels' object from -j 1, -j 2 and -j 3, and from the module compiled whole."""
    tmp = tmp_path_factory.mktemp("jobs")
    found = {}
    for label, extra in (("1", ["-j", "1"]), ("2", ["-j", "2"]), ("3", ["-j", "3"]), ("whole", ["--verify-each"])):
        out = tmp / f"{label}.o"
        done = cli("-passes=native-cpu", "--filetype=obj", *extra, str(SWAPS), "-o", str(out))
        assert done.returncode == 0, done.stderr.decode()
        found[label] = out.read_bytes()
    return found


def test_every_number_of_jobs_writes_the_same_object(objects: dict[str, bytes]) -> None:
    assert objects["1"] == objects["2"] == objects["3"]
    assert objects["2"] != objects["whole"]  # joined from units, not generated from the whole module


def swap_expected(kernel: str, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    a, out = a.copy(), np.empty_like(a)
    for i, x in enumerate(b):
        taken = x > 0 if kernel != "swap_masked_else" else not x > 0
        if taken:
            out[i], a[i] = a[i], x
        else:
            out[i] = {"swap_masked": 3 * x, "swap_masked_else": 3 * x, "swap_masked_const": 2}[kernel]
    return a, out


@pytest.mark.parametrize("which", ["2", "whole"])
def test_the_joined_objects_kernels_run(objects: dict[str, bytes], which: str) -> None:
    """Each kernel's driver, called as the runtime calls it, computes what numpy does."""
    text = read_source(SWAPS.read_bytes(), str(SWAPS))
    loaded = LoadedObject(objects[which])
    rng = np.random.default_rng(3)
    for info in analyse(text, str(SWAPS), Target.host()):
        a = rng.integers(-50, 50, 45).astype(np.int32)
        b = rng.integers(-3, 4, 45).astype(np.int32)
        out = np.zeros(45, np.int32)
        want_a, want_out = swap_expected(info.name, a, b)
        plan = LaunchPlan(make_ndrange((45,), (8,)), loaded.address(info.driver), 2)
        packed, keep = ArgumentPacker(info).pack([a, b, out])
        pool_for(2).run(plan.job_address, ctypes.addressof(packed))
        del keep
        np.testing.assert_array_equal(a, want_a, err_msg=info.name)
        np.testing.assert_array_equal(out, want_out, err_msg=info.name)


def test_compiling_a_unit_leaves_none_of_its_ir_behind() -> None:
    """One process compiles unit after unit (``-j 1``, or a worker's share): none of a compiled
    unit's IR stays alive (a constant shared between modules once kept every module it was used in
    alive through its uses), so memory is bounded by the largest unit, not the module."""
    import gc

    from ncpu_opt.codegen.parallel import CodeTarget, _unit_output
    from ncpu_opt.ir.module import Module

    def modules() -> int:
        gc.collect()
        return sum(isinstance(o, Module) for o in gc.get_objects())

    units = split_units(read_source(SWAPS.read_bytes(), str(SWAPS)))
    target = CodeTarget(backend.host_triple(), None, None, 2)
    before = modules()
    for unit in units:
        kind, _ = _unit_output("native-cpu", str(SWAPS), target, "obj", unit)
        assert kind == "obj"
    assert modules() == before


def test_a_cross_compiled_module_links_only_with_lld(monkeypatch: pytest.MonkeyPatch) -> None:
    """The system's ld joins objects of its own architecture only: for another, lld or nothing
    (then LLVM links the units' IR)."""
    import shutil

    from ncpu_opt.codegen import parallel

    monkeypatch.setattr(parallel.importlib.util, "find_spec", lambda name: None)
    monkeypatch.setattr(shutil, "which", lambda name: f"/usr/bin/{name}" if name == "ld" else None)
    host = backend.host_triple()
    assert parallel.find_linker(host) == ["/usr/bin/ld"]
    other = ("aarch64" if not host.startswith("aarch64") else "x86_64") + "-unknown-linux-gnu"
    assert parallel.find_linker(other) is None
    assert parallel.find_linker("x86_64-apple-macosx") is None
