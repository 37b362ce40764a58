"""Checked launches (issue 30, section 3): every memory finding kind in every memory space.

One small kernel per (kind, memory space) that can occur, built from templates below, each
with an index array the test controls: the launch's mistake depends on data, so launch bounds
cannot see it before the launch and the checked build's own tests must.  Each is run

- checked with the mistake: a ``KernelCheckError`` whose kind, argument, byte offset, size,
  work-item, work-group and source line are right, and the bad access was not made;
- checked without it: no finding (no false report), the same results as the unchecked build;
- unchecked with the mistake, where that is harmless (the bytes touched belong to an array the
  test owns, or the access is only misaligned): no error, and the bad access was made.

Combinations that cannot occur are left out: a store through a ``__constant`` pointer (an
argument or a program-scope variable) is a compile error, and so is casting ``__constant``
away; ``__local`` memory and private arrays are always writable by the kernel (no read-only
``LocalMemory`` exists); the only read-only memory the launch decides is a ``const``
parameter's ``__global`` buffer.  A store through a cast into a program-scope
``__global const`` variable is undefined behaviour clang deletes before any pass of ours runs
(nothing is written, nothing can be reported).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pytest
from ncpu_opt.runtime import KernelCheckError, LocalMemory, Program

#: Elements of every piece of memory; the launch's shape; the work-item that errs.
N = 16
GLOBAL, LOCAL = 8, 4
BAD = 6


@dataclass(frozen=True)
class Space:
    """A memory space: how a kernel gets a float pointer ``m`` to N elements of it."""

    name: str
    qualifier: str  # the address space, for the kernel's casts
    param: str  # the kernel parameter that brings it ("" for a variable)
    declare: str  # the declaration inside the kernel ("" for an argument or program-scope one)
    argument: str | None  # the finding's argument name
    writable: bool


ALIGNED = "__attribute__((aligned(16)))"
#: The values of private and program-scope memory (the launch's arrays hold the same).
VALUES = "{" + ", ".join(map(str, range(N))) + "}"

SPACES = [
    Space("global", "__global", "__global float *m", "", "m", True),
    Space("constant", "__constant", "__constant float *m", "", "m", False),
    Space("local argument", "__local", "__local float *m", "", "m", True),
    Space("local variable", "__local", "", f"__local float m[N] {ALIGNED};", None, True),
    Space("private", "__private", "", f"float m[N] {ALIGNED} = {VALUES};", None, True),
    Space("program constant", "__constant", "", "", None, False),
    Space("program global", "__global", "", "", None, True),
]

#: Program-scope variables, named m_<kernel> (NAME) by the kernels that use them.
PROGRAM_SCOPE = {
    "program constant": f"__constant float NAME[N] {ALIGNED} = {VALUES};",
    "program global": f"__global float NAME[N] {ALIGNED} = {VALUES};",
}

#: __local memory gets its values first (a read of __local memory no work-item wrote is a
#: finding of its own).
FILL_LOCAL = "for (int k = lid; k < N; k += LOCAL) m[k] = (float)k; barrier(CLK_LOCAL_MEM_FENCE);"


@dataclass(frozen=True)
class Kind:
    """A finding kind, by a read or a write: the access that errs (the middle line of *body*,
    whose lines may use ``{q}``, the space's qualifier), the index array of a clean launch, the
    bad work-item's index, and the byte offset the finding reports (every access is 4 bytes).
    What a work-item writes it reads back itself (no race), so that a private array's store
    is not dead."""

    name: str
    writes: bool
    body: tuple[str, str, str]  # before, the access, after
    good: tuple[int, ...]
    bad: int
    offset: int


#: A float2 slot per work-item: clean launches are aligned, the bad one is 4 bytes in.
SLOTS = tuple(8 * i for i in range(GLOBAL))
# Through a pointer variable, so that clang gives the access the alignment of float2 (a cast
# of an array variable's own address keeps the 1 that char arithmetic on it proves).
BYTES = "{q} char *bytes = ({q} char *)m + index[i];"
MAYBE_NULL = "{q} float *p = index[i] >= 0 ? m : 0;"

KINDS = [
    Kind(
        "out-of-bounds read",
        False,
        ("", "out[i] = m[index[i]];", ""),
        tuple(range(GLOBAL)),
        N,
        4 * N,
    ),
    Kind(
        "out-of-bounds write",
        True,
        ("", "m[index[i]] = 100.0f + i;", "out[i] = m[i];"),
        tuple(range(GLOBAL)),
        -1,
        -4,
    ),
    Kind(
        "misaligned access", False, (BYTES, "out[i] = (({q} float2 *)bytes)->x;", ""), SLOTS, 4, 4
    ),
    Kind(
        "misaligned access",
        True,
        (BYTES, "(({q} float2 *)bytes)->x = 100.0f + i;", "out[i] = m[2 * i];"),
        SLOTS,
        4,
        4,
    ),
    Kind("null pointer", False, (MAYBE_NULL, "out[i] = p[i];", ""), (0,) * GLOBAL, -1, 4 * BAD),
    Kind(
        "null pointer",
        True,
        (MAYBE_NULL, "p[i] = 100.0f + i;", "out[i] = m[i];"),
        (0,) * GLOBAL,
        -1,
        4 * BAD,
    ),
    Kind(
        "write to read-only memory",
        True,
        ("", "if (index[i] >= 0) ((__global float *)m)[index[i]] = 1.0f;", ""),
        (-1,) * GLOBAL,
        3,
        12,
    ),
]


@dataclass(frozen=True)
class Case:
    kind: Kind
    space: Space

    @property
    def name(self) -> str:
        access = "write" if self.kind.writes else "read"
        return f"{self.kind.name} ({access}) in {self.space.name}"

    @property
    def kernel(self) -> str:
        return "".join(c if c.isalnum() else "_" for c in self.name)


def _possible(kind: Kind, space: Space) -> bool:
    if kind.name == "write to read-only memory":
        return space.name == "global"  # see the module's docstring
    return space.writable or not kind.writes


CASES = [Case(k, s) for k in KINDS for s in SPACES if _possible(k, s)]


def _kernel(case: Case) -> tuple[str, int]:
    """The kernel's source, program-scope variable first, and its bad access's line in it."""
    space, kind = case.space, case.kind
    params = ["__global float *out"]
    if space.param:
        const = "const " if kind.name == "write to read-only memory" else ""
        params.append(space.param.replace("float", f"{const}float"))
    params.append("__global const int *index")
    before, access, after = (line.format(q=space.qualifier) for line in kind.body)
    variable = f"m_{case.kernel}"
    lines = [
        PROGRAM_SCOPE[space.name].replace("NAME", variable) if space.name in PROGRAM_SCOPE else "",
        f"__kernel void {case.kernel}({', '.join(params)}) {{",
        f"#define m {variable}" if space.name in PROGRAM_SCOPE else "",
        "    int i = get_global_id(0), lid = get_local_id(0);",
        f"    {space.declare}",
        f"    {FILL_LOCAL if space.qualifier == '__local' else ''}",
        f"    {before}",
        f"    {access}",
        f"    {after}",
        "#undef m",
        "}",
    ]
    return "\n".join(lines), lines.index(f"    {access}")


def _source() -> tuple[str, dict[str, int]]:
    """Every case's kernel in one program, and each bad access's line (from 1)."""
    text, lines = f"#define N {N}\n#define LOCAL {LOCAL}\n", {}
    for case in CASES:
        kernel, line = _kernel(case)
        lines[case.kernel] = text.count("\n") + 1 + line
        text += kernel + "\n"
    return text, lines


SOURCE, LINES = _source()


@pytest.fixture(scope="module")
def checked() -> Program:
    return Program.from_source(SOURCE, checked=True, build_options="-g")


@pytest.fixture(scope="module")
def unchecked() -> Program:
    return Program.from_source(SOURCE)


class Launch:
    """One launch's arguments.  A buffer argument is the middle of a larger array (holding
    -7 around it), so that an unchecked access just outside lands in memory the test owns, and
    a checked one can be seen not to."""

    def __init__(self, case: Case, index: tuple[int, ...]) -> None:
        self.backing = np.full(3 * N, -7.0, np.float32)
        self.backing[N : 2 * N] = np.arange(N, dtype=np.float32)
        self.buffer = self.backing[N : 2 * N]
        self.out = np.zeros(GLOBAL, np.float32)
        memory: list[object] = []
        if case.space.name in ("global", "constant"):
            memory = [self.buffer]
        elif case.space.name == "local argument":
            memory = [LocalMemory(4 * N)]
        self.args = [self.out, *memory, np.array(index, np.int32)]

    def __call__(self, program: Program, case: Case) -> list[KernelCheckError] | None:
        return program.kernel(case.kernel)(*self.args, global_size=GLOBAL, local_size=LOCAL)


def _bad(case: Case) -> tuple[int, ...]:
    index = list(case.kind.good)
    index[BAD] = case.kind.bad
    return tuple(index)


def _harmless_unchecked(case: Case) -> bool:
    """Whether the unchecked build may make the bad access: inside the test's own array, or
    inside the memory but misaligned (not a null pointer, nor past __local or private memory)."""
    if case.kind.name == "null pointer":
        return False
    return case.kind.name == "misaligned access" or case.space.name in ("global", "constant")


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name.replace(" ", "-"))
def test_each_kind_in_each_memory_space(checked: Program, unchecked: Program, case: Case) -> None:
    kind = case.kind
    launch = Launch(case, _bad(case))
    with pytest.raises(KernelCheckError) as info:
        launch(checked, case)
    e = info.value
    assert len(e.findings) == 1, [str(f) for f in e.findings]
    # A null pointer is no argument's memory, whichever the pointer might have pointed into.
    argument = None if kind.name == "null pointer" else case.space.argument
    assert (e.kind, e.kernel, e.argument, e.offset, e.size) == (
        kind.name,
        case.kernel,
        argument,
        kind.offset,
        4,
    )
    assert (e.local_id, e.work_group) == ((BAD % LOCAL, 0, 0), (BAD // LOCAL, 0, 0))
    assert e.location.split(":")[-2] == str(LINES[case.kernel]), (e.location, LINES[case.kernel])
    if argument is not None:
        assert f"('m', float*), element {kind.offset // 4} (byte {kind.offset})" in str(e)
    elif kind.name == "null pointer":
        assert f"a null pointer, byte {kind.offset};" in str(e)
    # The bad access was not made: a read gave 0; a store left the array as it was (the
    # others wrote their own elements: 2 i for a float2 slot, else i).
    if not kind.writes:
        assert launch.out[BAD] == 0
    elif case.space.name == "global":
        stride = 2 if kind.name == "misaligned access" else 1
        written = (
            []
            if kind.name == "write to read-only memory"
            else [stride * i for i in range(GLOBAL) if i != BAD]
        )
        assert [i for i in range(N) if launch.buffer[i] != i] == written
        assert (launch.backing[:N] == -7).all() and (launch.backing[2 * N :] == -7).all()

    clean_checked, clean_unchecked = Launch(case, kind.good), Launch(case, kind.good)
    assert clean_checked(checked, case) is None
    assert clean_unchecked(unchecked, case) is None
    assert (clean_checked.out == clean_unchecked.out).all()
    assert (clean_checked.backing == clean_unchecked.backing).all()

    if _harmless_unchecked(case):
        launch = Launch(case, _bad(case))
        assert launch(unchecked, case) is None
        # The bad access was made: the element just outside was read or written.
        if kind.name == "out-of-bounds read":
            assert launch.out[BAD] == -7
        elif kind.name == "out-of-bounds write":
            assert launch.backing[N - 1] == 100 + BAD
        elif kind.name == "write to read-only memory":
            assert launch.buffer[kind.bad] == 1
