"""Checked launches (issue 30, section 3): generated kernels, in bounds or off by one element.

Hypothesis draws a kernel shape (an affine index ``a[i*s + k]``, a reversed one
``a[n - 1 - i + k]``, a loop ``for (j = i; j < n + d; j += stride)``, a guard
``if (i < n + d)``, a 2D ``a[y*w + x + k]``, a ``__local`` tile indexed by ``lid + k``, as a
kernel-scope variable or a ``LocalMemory`` argument), an element type (1, 4 or 8 bytes), a read
or a write, a launch, and a buffer size and offset ``k`` that keep every access inside or put
one end one element outside.  Python computes each work-item's accesses; the checked build
(``checked="collect"``) must report exactly the ones outside, each with its kind, argument and
element, and agree with the unchecked build everywhere else.

The offset reaches the kernel as a scalar argument (launch bounds read it, and may refuse the
launch before it runs: that counts as finding the mistake, if the error names the argument) or
hidden in a buffer (only the checked build's own tests can see it).  The kernels are compiled
once per source text (a few templates, the offsets as arguments) and lazily per kernel.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ncpu_opt.runtime import LocalMemory, OutOfBoundsError, Program

#: Element types, by size.
TYPES = {"char": np.int8, "float": np.float32, "long": np.int64}
#: A kernel-scope tile's elements.
TILE = 16
#: Elements around a buffer argument (holding SENTINEL): an unchecked access one element
#: outside lands in memory the test owns.
PAD = 4
SENTINEL = -3


@dataclass(frozen=True)
class Shape:
    """A kernel template: its scalar parameters, its read and its write variants (``T`` is the
    element type, ``OFF`` the offset), where ``a`` lives, and how many dimensions it has."""

    name: str
    scalars: tuple[str, ...]
    read: str
    write: str
    memory: str = "global"  # "global", "local variable", "local argument"
    dims: int = 1


FILL = """
    size_t lid = get_local_id(0), lsz = get_local_size(0);
    for (size_t t = lid; t < SIZE; t += lsz) a[t] = (T)(t + 1);
    barrier(CLK_LOCAL_MEM_FENCE);"""

SHAPES = [
    Shape("affine", ("s",), "out[i] = a[(long)i * s + OFF];", "a[(long)i * s + OFF] = (T)(i + 1);"),
    Shape(
        "reverse",
        ("n",),
        "out[i] = a[(long)n - 1 - (long)i + OFF];",
        "a[(long)n - 1 - (long)i + OFF] = (T)(i + 1);",
    ),
    Shape(
        "loop",
        ("n", "d", "stride"),
        "T acc = 0; for (long j = i; j < (long)n + d; j += stride) acc += a[j + OFF]; out[i] = acc;",
        "for (long j = i; j < (long)n + d; j += stride) a[j + OFF] = (T)(j + 1);",
    ),
    Shape(
        "guard",
        ("n", "d"),
        "if ((long)i < (long)n + d) out[i] = a[i + OFF];",
        "if ((long)i < (long)n + d) a[i + OFF] = (T)(i + 1);",
    ),
    Shape(
        "grid",
        ("w",),
        "out[y * get_global_size(0) + x] = a[(long)y * w + x + OFF];",
        "a[(long)y * w + x + OFF] = (T)(x + 1);",
        dims=2,
    ),
    # A write is read back after a barrier (the same element: no race between work-items), so
    # that the store is not dead.
    *(
        Shape(
            f"tile_{memory.split()[1]}",
            (),
            FILL + "\n    out[i] = a[(long)lid + OFF];",
            FILL + "\n    a[(long)lid + OFF] = (T)(lid + 1);\n    barrier(CLK_LOCAL_MEM_FENCE);"
            "\n    out[i] = a[(long)lid + OFF];",
            memory,
        )
        for memory in ("local variable", "local argument")
    ),
]


def kernel_name(shape: Shape, type_name: str, writes: bool, hidden: bool) -> str:
    return f"{shape.name}_{'write' if writes else 'read'}_{type_name}{'_hidden' if hidden else ''}"


def _kernel(shape: Shape, type_name: str, writes: bool, hidden: bool) -> str:
    params = ["__global T *out"]
    if shape.memory == "global":
        params.append("__global T *a")
    elif shape.memory == "local argument":
        params += ["__local T *a", "int SIZE"]
    params += [f"int {s}" for s in shape.scalars] + ["int k", "__global const int *hide"]
    ids = (
        "size_t x = get_global_id(0), y = get_global_id(1);"
        if shape.dims == 2
        else "size_t i = get_global_id(0);"
    )
    tile = f"__local T a[{TILE}];\n#define SIZE {TILE}" if shape.memory == "local variable" else ""
    body = (shape.write if writes else shape.read).replace("OFF", "k + hide[0]" if hidden else "k")
    undef = "#undef SIZE" if shape.memory == "local variable" else ""
    text = f"""
__kernel void {kernel_name(shape, type_name, writes, hidden)}({", ".join(params)}) {{
    {tile}
    {ids}
    {body}
{undef}
}}"""
    return re.sub(r"\bT\b", type_name, text)  # T alone, not inside a name


#: The kernels: each shape read and written, each of the two with an element type (in turn,
#: so that every size meets most shapes), the offset seen by launch bounds or hidden.  (Every
#: kernel costs a compile per build: crossing all of them would take far longer.)
VARIANTS = [
    (shape, list(TYPES)[n % len(TYPES)], writes, hidden)
    for n, (shape, writes) in enumerate(
        (shape, writes) for shape in SHAPES for writes in (False, True)
    )
    for hidden in (False, True)
]
SOURCE = "\n".join(_kernel(*variant) for variant in VARIANTS)


@pytest.fixture(scope="module")
def programs() -> tuple[Program, Program]:
    # One build for every local size (a build per size would be a compile per launch shape).
    return (
        Program.from_source(SOURCE, checked="collect", specialize=False),
        Program.from_source(SOURCE, specialize=False),
    )


@dataclass
class Example:
    """One drawn launch: the kernel, its arguments but the buffers, the launch's shape, and
    each work-item's accesses of ``a`` (global id, element, writes) with the offset applied."""

    shape: Shape
    type_name: str
    writes: bool
    hidden: bool
    scalars: dict[str, int]
    global_size: tuple[int, ...]
    local_size: tuple[int, ...]
    size: int  # elements of a
    offset: int
    accesses: list[tuple[tuple[int, ...], int, bool]]

    @property
    def outside(self) -> set[tuple[tuple[int, ...], int, bool]]:
        return {(item, e, w) for item, e, w in self.accesses if not 0 <= e < self.size}


def _accesses(
    shape: Shape,
    writes: bool,
    p: dict[str, int],
    global_size: tuple[int, ...],
    local_size: tuple[int, ...],
) -> list[tuple[tuple[int, ...], int, bool]]:
    """Each work-item's accesses of ``a`` at offset 0, as the kernel makes them."""
    found: list[tuple[tuple[int, ...], int, bool]] = []
    if shape.dims == 2:
        (width, height), w = global_size, p["w"]
        return [((x, y), y * w + x, writes) for y in range(height) for x in range(width)]
    for i in range(global_size[0]):
        if shape.name == "affine":
            elements = [i * p["s"]]
        elif shape.name == "reverse":
            elements = [p["n"] - 1 - i]
        elif shape.name == "loop":
            elements = list(range(i, p["n"] + p["d"], p["stride"]))
        elif shape.name == "guard":
            elements = [i] if i < p["n"] + p["d"] else []
        else:  # a tile: by local id; a write is read back
            elements = [i % local_size[0]]
        for e in elements:
            found.append(((i,), e, writes))
            if writes and shape.memory != "global":
                found.append(((i,), e, False))
    return found


@st.composite
def examples(draw: Any, shape: Shape) -> Example:
    _, type_name, writes, hidden = draw(st.sampled_from([v for v in VARIANTS if v[0] == shape]))
    groups, local = draw(st.integers(1, 3)), draw(st.integers(1, 8))
    global_size, local_size = (groups * local,), (local,)
    g = global_size[0]
    p: dict[str, int] = {}
    if shape.name == "affine":
        p["s"] = draw(st.integers(1 if writes else 0, 3))  # a write's elements are each its own
    elif shape.name == "reverse":
        p["n"] = draw(st.integers(1, g + 2))
    elif shape.name in ("loop", "guard"):
        p["n"], p["d"] = draw(st.integers(0, 2 * g)), draw(st.integers(-1, 1))
        if shape.name == "loop":
            p["stride"] = g + draw(st.integers(0, 2))  # at least the global size: no race
    elif shape.name == "grid":
        width, height = draw(st.integers(1, 4)), draw(st.integers(1, 4))
        global_size, local_size = (width, height), (width, 1)
        p["w"] = max(1, width + draw(st.integers(0 if writes else -1, 1)))
    accesses = _accesses(shape, writes, p, global_size, local_size)
    # Where the accesses fall: all inside, or one element below the start, or past the end.
    where = draw(st.sampled_from(["inside", "below", "above"]))
    slack = draw(st.integers(0, 1))
    elements = [e for _, e, _ in accesses]
    lo, hi = (min(elements), max(elements)) if elements else (0, 0)
    offset = -lo + (slack if where != "below" else -1)
    size = hi + offset + (slack if where != "above" else 0) + (where != "above")
    if shape.memory == "local variable":
        size = TILE
        offset = {
            "inside": -lo + min(slack, TILE - 1 - hi + lo),
            "below": -lo - 1,
            "above": TILE - hi,
        }[where]
    elif size < 1:  # an array has an element at least: one more, and past it
        offset, size = offset + (where == "above"), size + 1
    return Example(
        shape,
        type_name,
        writes,
        hidden,
        p,
        global_size,
        local_size,
        size,
        offset,
        [(item, e + offset, w) for item, e, w in accesses],
    )


class Buffers:
    """A launch's arrays: ``a`` (a buffer argument) in the middle of a larger array holding
    SENTINEL, ``out`` one element per work-item, ``hide`` the hidden offset."""

    def __init__(self, ex: Example) -> None:
        dtype = TYPES[ex.type_name]
        self.backing = np.full(ex.size + 2 * PAD, SENTINEL, dtype)
        self.a = self.backing[PAD : PAD + ex.size]
        self.a[:] = np.arange(1, ex.size + 1).astype(dtype)
        self.out = np.zeros(int(np.prod(ex.global_size)), dtype)
        k, hidden = (0, ex.offset) if ex.hidden else (ex.offset, 0)
        memory: list[object] = []
        if ex.shape.memory == "global":
            memory = [self.a]
        elif ex.shape.memory == "local argument":
            memory = [LocalMemory(ex.size * dtype().itemsize), np.int32(ex.size)]
        scalars = [np.int32(ex.scalars[s]) for s in ex.shape.scalars]
        self.args = [self.out, *memory, *scalars, np.int32(k), np.array([hidden], np.int32)]

    def launch(self, program: Program, ex: Example) -> Any:
        kernel = program.kernel(kernel_name(ex.shape, ex.type_name, ex.writes, ex.hidden))
        return kernel(*self.args, global_size=ex.global_size, local_size=ex.local_size)


def _item(
    ex: Example, local_id: tuple[int, int, int], group: tuple[int, int, int]
) -> tuple[int, ...]:
    return tuple(group[d] * ex.local_size[d] + local_id[d] for d in range(len(ex.global_size)))


def _out_index(ex: Example, item: tuple[int, ...]) -> int:
    """The element of ``out`` a work-item writes: its linear global id."""
    return item[0] if len(item) == 1 else item[1] * ex.global_size[0] + item[0]


@pytest.mark.parametrize("shape", SHAPES, ids=[shape.name for shape in SHAPES])
@settings(max_examples=20, deadline=None, derandomize=True)
@given(data=st.data())
def test_checked_launches_find_exactly_the_accesses_outside(
    programs: tuple[Program, Program], shape: Shape, data: st.DataObject
) -> None:
    ex = data.draw(examples(shape))
    checked, unchecked = programs
    outside = ex.outside
    assert len(outside) <= 64  # what a launch keeps
    buffers = Buffers(ex)
    argument = None if ex.shape.memory == "local variable" else "a"
    try:
        findings = buffers.launch(checked, ex)
    except OutOfBoundsError as e:
        # Launch bounds refused it before anything ran (they read the scalar offset, not the
        # hidden one): the error names the argument, and a range reaching outside it.
        assert outside and not ex.hidden and argument is not None, str(e)
        # (A LocalMemory argument is written by the fill, whatever the access.)
        verb = "writes" if ex.writes else "reads"
        if ex.shape.memory == "local argument":
            verb = "reads and writes"
        # (An end launch bounds cannot bound is left out: a[-1..].)
        touched = re.search(
            rf"\('a', {ex.type_name}\*\) has .* but this launch {verb} a\[(-?\d*)\.\.(-?\d*)\]$",
            str(e),
        )
        assert touched is not None, str(e)
        low, high = (int(end) if end else None for end in touched.groups())
        assert (low is not None and low < 0) or (high is not None and high >= ex.size), str(e)
        assert (buffers.backing == Buffers(ex).backing).all() and not buffers.out.any()
        return
    kinds = {True: "out-of-bounds write", False: "out-of-bounds read"}
    reported = {
        (_item(ex, f.local_id, f.work_group), f.offset // f.size, f.kind, f.argument)
        for f in findings
    }
    expected = {(item, e, kinds[w], argument) for item, e, w in outside}
    assert reported == expected
    assert len(findings) == len(expected)

    if ex.shape.memory != "global":
        if not outside:  # (an unchecked __local access outside would be undefined)
            clean = Buffers(ex)
            assert clean.launch(unchecked, ex) is None
            assert (clean.out == buffers.out).all()
        return
    # The unchecked build makes the accesses outside (into the padding); everything else agrees.
    reference = Buffers(ex)
    assert reference.launch(unchecked, ex) is None
    assert (reference.a == buffers.a).all()
    assert (buffers.backing[:PAD] == SENTINEL).all() and (
        buffers.backing[PAD + ex.size :] == SENTINEL
    ).all()
    # Each read outside gave the checked build 0, the unchecked one SENTINEL.
    missed = Counter(_out_index(ex, item) for item, _, w in outside if not w)
    expected_out = reference.out.astype(np.float64 if ex.type_name == "float" else np.int64)
    for i, count in missed.items():
        expected_out[i] -= count * SENTINEL
    assert (buffers.out == expected_out.astype(buffers.out.dtype)).all()
