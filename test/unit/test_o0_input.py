"""-O0 IR compiles to the code -O2 IR does (``drop-o0-noinline``, then ``simplify<ON>``).

Every kernel of test/kernels and bench/kernels is given twice, as clang-19's
``-O2`` IR and its ``-O0 -disable-O0-optnone`` IR (``ll-O0/``, ``O0/``): stack
slots everywhere, every function ``noinline``.  ``native-cpu`` compiles both;
the kernel wrappers (which hold the inlined, vectorised kernel and its
work-item loops) must come out alike: no ``alloca`` and no call that the -O2
result does not have, and vectorised where the -O2 one is.  (Loops may be
unrolled differently: clang unrolls constant trip counts at -O2, and
``simplify`` leaves unrolling to the end of the pipeline.)  Without the two
steps, -O0 wrappers keep their stack slots and their calls and run 3-16x
slower.  Whether the results are right is the differential tests' business
(they run the -O0 kernels too); the speed, bench/kernels.py's O0 column.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache
from pathlib import Path

import pytest
from ncpu_opt.runtime.compiler import read_source
from runtime_support import OWN_KERNELS, ROOT

from ncpu_opt.pipeline.builder import build_pipeline
from ncpu_opt.pipeline.manager import IRState, PassManager
from ncpu_opt.pipeline.passes import PassContext

BENCH_KERNELS = ROOT / "bench" / "kernels"
#: (-O2 IR, -O0 IR) pairs, by kernel file name.
PAIRS = {
    **{p.stem: (p, OWN_KERNELS / "ll-O0" / p.name) for p in sorted((OWN_KERNELS / "ll").glob("*.ll"))},
    **{p.stem: (p, BENCH_KERNELS / "O0" / p.name) for p in sorted(BENCH_KERNELS.glob("*.ll")) if p.stem != "empty"},
}
INSTRUCTION = re.compile(r"^\s+(?:%[\w.$-]+ = )?(\w+)")


@cache
def wrapper_opcodes(path: Path) -> Counter[str]:
    """Opcodes of the kernel wrappers' instructions, ``v.`` before those with a vector result or operand."""
    text = read_source(path.read_bytes(), str(path))
    state = IRState(text, str(path))
    PassManager(build_pipeline("native-cpu"), PassContext(filename=str(path))).run(state)
    counts: Counter[str] = Counter()
    inside = False
    for line in state.final_text().splitlines():
        if line.startswith("define "):
            inside = ".mux-kernel-wrapper(" in line
        elif line == "}":
            inside = False
        elif inside and (match := INSTRUCTION.match(line)) and not line.rstrip().endswith(":"):
            opcode = match.group(1)
            counts[("v." if re.search(r"<\d+ x ", line) else "") + opcode] += 1
    return counts


def test_pairs_exist() -> None:
    """Every -O2 kernel has its -O0 twin (a kernel added without one would go untested)."""
    missing = [str(o0.relative_to(ROOT)) for _, o0 in PAIRS.values() if not o0.exists()]
    assert not missing


@pytest.mark.parametrize("name", sorted(PAIRS))
def test_o0_compiles_like_o2(name: str) -> None:
    o2_path, o0_path = PAIRS[name]
    o2, o0 = wrapper_opcodes(o2_path), wrapper_opcodes(o0_path)
    assert o0["alloca"] <= o2["alloca"], f"{name}: stack slots left from -O0"
    assert o0["call"] <= o2["call"], f"{name}: calls left from -O0"
    vector_memory = o0["v.load"] + o0["v.store"] + o0["v.call"], o2["v.load"] + o2["v.store"] + o2["v.call"]
    assert (vector_memory[0] > 0) == (vector_memory[1] > 0), f"{name}: vectorised from one of -O0 and -O2 only"
