"""work-item-loops scheduling hand-vectorised kernels, run by the runtime and checked with numpy.

Each module holds a scalar kernel ``K`` and clones of width 4 written as
run-vecz would leave them (``!codeplay_ca_vecz.base``/``.derived`` links,
``"mux-base-fn-name"``): a plain clone runs the 4 work-items from the local
id the wrapper set, a vector-predicated (VP) clone ``min(size - lid, 4)`` of
them with masked loads and stores.  The pipeline is native-cpu's passes
without a vectoriser.  Besides its result each kernel writes which kernel ran
each work-item (``which``: 1 plain clone, 2 scalar, 3 VP clone), so the split
of a row at ``peel_limit`` is checked exactly, at local sizes that are
multiples of 4, not multiples, and smaller than 4, in 1 and 2 dimensions,
with and without local-size specialisation, on 1 and 2 threads.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from ncpu_opt.runtime import Program

from ncpu_opt.pipeline.named_pipelines import NATIVE_CPU_PASSES

PIPELINE = ",".join([*NATIVE_CPU_PASSES, "default<O2>"])
NO_TAIL = PIPELINE.replace(
    "work-item-loops<share-uniform;merge-groups;heap-live>", "work-item-loops<no-tail;share-uniform;merge-groups;heap-live>"
)
assert NO_TAIL != PIPELINE
VECTOR, SCALAR, PREDICATED = 1, 2, 3

HEADER = """
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

declare i64 @__mux_get_global_id(i32)
declare i64 @__mux_get_global_size(i32)
declare i64 @__mux_get_local_id(i32)
declare i64 @__mux_get_local_size(i32)
declare i32 @__mux_get_sub_group_id()
declare i32 @__mux_get_num_sub_groups()
declare i32 @__mux_get_max_sub_group_size()
declare void @__mux_work_group_barrier(i32, i32, i32)
declare <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1), i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p1(<4 x float>, ptr addrspace(1), i32, <4 x i1>)
declare void @llvm.masked.store.v4i32.p1(<4 x i32>, ptr addrspace(1), i32, <4 x i1>)
declare <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)>, i32, <4 x i1>, <4 x float>)

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }

!0 = !{i32 4, i32 0, i32 0, i32 0}
!1 = !{i32 4, i32 0, i32 0, i32 1}
"""

# -- out[i] = a[i] * 2 + i, i the linear global index (1 or 2 dimensions) ------------------

_INDEX = """
  %g0 = call i64 @__mux_get_global_id(i32 0)
  %g1 = call i64 @__mux_get_global_id(i32 1)
  %w = call i64 @__mux_get_global_size(i32 0)
  %row = mul i64 %g1, %w
  %i = add i64 %row, %g0
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  %pw = getelementptr inbounds i32, ptr addrspace(1) %which, i64 %i
"""

_LANES = """
  %i.head = insertelement <4 x i64> poison, i64 %i, i64 0
  %i.splat = shufflevector <4 x i64> %i.head, <4 x i64> poison, <4 x i32> zeroinitializer
  %ids = add <4 x i64> %i.splat, <i64 0, i64 1, i64 2, i64 3>
  %fids = uitofp <4 x i64> %ids to <4 x float>
"""

#: out = a * 2 + i and which = 2, by the scalar kernel.
_SCALAR_BODY = """  %x = load float, ptr addrspace(1) %pa, align 4
  %twice = fmul float %x, 2.0
  %fi = uitofp i64 %i to float
  %r = fadd float %twice, %fi
  store float %r, ptr addrspace(1) %po, align 4
  store i32 2, ptr addrspace(1) %pw, align 4"""

SCALAR_KERNEL = """
define spir_kernel void @K(ptr addrspace(1) %a, ptr addrspace(1) %out, ptr addrspace(1) %which) #0 {links} {{
entry:{index}
{scalar_body}
  ret void
}}
"""

PLAIN_CLONE = """
define spir_func void @__vecz_v4_K(ptr addrspace(1) %a, ptr addrspace(1) %out, ptr addrspace(1) %which) #1 !codeplay_ca_vecz.derived !{{!0, ptr @K}} {{
entry:{index}{lanes}
  %x = load <4 x float>, ptr addrspace(1) %pa, align 4
  %twice = fmul <4 x float> %x, splat (float 2.0)
  %r = fadd <4 x float> %twice, %fids
  store <4 x float> %r, ptr addrspace(1) %po, align 4
  store <4 x i32> splat (i32 1), ptr addrspace(1) %pw, align 4
  ret void
}}
"""

#: The active lanes of a VP clone: min(local_size(0) - local_id(0), 4).
_LOCAL = """
  %lid = call i64 @__mux_get_local_id(i32 0)
  %ls = call i64 @__mux_get_local_size(i32 0)"""
_MASK = """
  %left = sub i64 %ls, %lid
  %few = icmp ult i64 %left, 4
  %active = select i1 %few, i64 %left, i64 4
  %active.32 = trunc i64 %active to i32
  %active.head = insertelement <4 x i32> poison, i32 %active.32, i64 0
  %active.splat = shufflevector <4 x i32> %active.head, <4 x i32> poison, <4 x i32> zeroinitializer
  %mask = icmp ult <4 x i32> <i32 0, i32 1, i32 2, i32 3>, %active.splat
"""
_ACTIVE = _LOCAL + _MASK

def masked_body(mask: str, which: int) -> str:
    """out = a * 2 + i and which = ``which`` in the lanes of ``%mask``."""
    return f"""  %x = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) %pa, i32 4, <4 x i1> %{mask}, <4 x float> poison)
  %twice = fmul <4 x float> %x, splat (float 2.0)
  %r = fadd <4 x float> %twice, %fids
  call void @llvm.masked.store.v4f32.p1(<4 x float> %r, ptr addrspace(1) %po, i32 4, <4 x i1> %{mask})
  call void @llvm.masked.store.v4i32.p1(<4 x i32> splat (i32 {which}), ptr addrspace(1) %pw, i32 4, <4 x i1> %{mask})
"""


VP_CLONE = """
define spir_func void @__vecz_v4_vp_K(ptr addrspace(1) %a, ptr addrspace(1) %out, ptr addrspace(1) %which) #1 !codeplay_ca_vecz.derived !{{!1, ptr @K}} {{
entry:{index}{lanes}{active}
""" + masked_body("mask", PREDICATED) + """  ret void
}}
"""

PLAIN_LINK = "!codeplay_ca_vecz.base !{!0, ptr @__vecz_v4_K}"
VP_LINK = "!codeplay_ca_vecz.base !{!1, ptr @__vecz_v4_vp_K}"


def module(plain: bool, vp: bool, scalar_template: str = SCALAR_KERNEL, plain_template: str = PLAIN_CLONE,
           vp_template: str = VP_CLONE, reqd: tuple[int, int, int] | None = None) -> str:
    """A module with ``K`` and the clones asked for, linked both ways."""
    links = [PLAIN_LINK] if plain else []
    links += [VP_LINK] if vp else []
    if reqd is not None:
        links.append("!reqd_work_group_size !{{i32 {}, i32 {}, i32 {}}}".format(*reqd))
    pieces = dict(index=_INDEX, lanes=_LANES, active=_ACTIVE, sub_groups=_SUB_GROUPS, scalar_body=_SCALAR_BODY)
    text = HEADER + scalar_template.format(links=" ".join(links), **pieces)
    if plain:
        text += plain_template.format(**pieces)
    if vp:
        text += vp_template.format(**pieces)
    return text


def group_sizes(global_size: tuple[int, ...], local_size: tuple[int, ...]) -> list[np.ndarray]:
    """Per dimension, each work-item's local id and its group's size (the last group may be smaller)."""
    result = []
    for g, ls in zip(global_size, local_size, strict=True):
        ids = np.arange(g)
        lid = ids % ls
        size = np.minimum(ls, g - (ids - lid))
        result.append(np.stack([lid, size]))
    return result


def expected_which(global_size: tuple[int, ...], local_size: tuple[int, ...], tail: int | None) -> np.ndarray:
    """Which kernel runs each work-item (row-major, x fastest): vector up to peel_limit, then ``tail``."""
    lid, size = group_sizes(global_size, local_size)[0]
    x_kind = np.where(lid < size - size % 4, VECTOR, tail if tail is not None else VECTOR)
    rows = int(np.prod(global_size[1:]))
    return np.tile(x_kind, rows).astype(np.int32)


def run_kernel(program: Program, global_size: tuple[int, ...], local_size: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    count = int(np.prod(global_size))
    a = np.random.default_rng(1).random(count, dtype=np.float32)
    out = np.full(count, -1.0, np.float32)
    which = np.zeros(count, np.int32)
    program.kernel("K")(a, out, which, global_size=global_size, local_size=local_size)
    return a, out, which


SIZES = [
    ((24,), (8,)),  # multiples of 4
    ((24,), (6,)),  # not multiples: vector 0..3, tail 4..5
    ((21,), (7,)),
    ((9,), (3,)),  # smaller than 4: the tail only
    ((22,), (8,)),  # a smaller last group (6)
    ((12, 4), (6, 2)),  # 2-D
    ((8, 6), (4, 3)),
]
THREADS = (1, 2)


def compile_program(text: str, threads: int, specialize: bool, passes: str = PIPELINE) -> Program:
    return Program.from_source(text, passes=passes, threads=threads, cache=False, specialize=specialize)


@pytest.mark.parametrize(("plain", "vp", "tail"), [(True, False, SCALAR), (True, True, PREDICATED), (False, True, None)],
                         ids=["scalar-tail", "vp-tail", "vp-only"])
@pytest.mark.parametrize("threads", THREADS)
@pytest.mark.parametrize("specialize", [False, True], ids=["dynamic", "specialised"])
def test_vector_loop_and_tail(plain: bool, vp: bool, tail: int | None, threads: int, specialize: bool) -> None:
    program = compile_program(module(plain, vp), threads, specialize)
    for global_size, local_size in SIZES:
        a, out, which = run_kernel(program, global_size, local_size)
        np.testing.assert_allclose(out, a * 2 + np.arange(a.size, dtype=np.float32), rtol=1e-6)
        if plain:
            expected = expected_which(global_size, local_size, tail)
        else:
            expected = np.full(a.size, PREDICATED, np.int32)
        np.testing.assert_array_equal(which, expected, err_msg=f"{global_size} / {local_size}")


@pytest.mark.parametrize("threads", THREADS)
def test_vector_only(threads: int) -> None:
    """``no-tail`` and a required size that is a multiple of 4: the clone runs every work-item."""
    programs = [
        compile_program(module(True, False), threads, False, NO_TAIL),
        compile_program(module(True, False, reqd=(8, 1, 1)), threads, False),
    ]
    for program in programs:
        for global_size, local_size in [((24,), (8,)), ((16, 3), (8, 1))]:
            a, out, which = run_kernel(program, global_size, local_size)
            np.testing.assert_allclose(out, a * 2 + np.arange(a.size, dtype=np.float32), rtol=1e-6)
            np.testing.assert_array_equal(which, np.full(a.size, VECTOR, np.int32))


def test_clone_without_scalar_kernel() -> None:
    """A clone whose scalar kernel is gone (a declaration) runs alone."""
    clone = PLAIN_CLONE.format(index=_INDEX, lanes=_LANES).replace("ptr @K}", "ptr @gone}")
    # Without its "mux-base-fn-name", the runtime finds the wrapper under the clone's own name.
    clone = clone.replace("define spir_func void @__vecz_v4_K(", "define spir_kernel void @__vecz_v4_K(").replace("#1", "#0")
    text = HEADER + clone + "declare void @gone(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))\n"
    program = compile_program(text, 1, False)
    a = np.random.default_rng(2).random(16, dtype=np.float32)
    out = np.zeros(16, np.float32)
    which = np.zeros(16, np.int32)
    program.kernel("__vecz_v4_K")(a, out, which, global_size=(16,), local_size=(8,))
    np.testing.assert_allclose(out, a * 2 + np.arange(16, dtype=np.float32), rtol=1e-6)
    np.testing.assert_array_equal(which, np.full(16, VECTOR, np.int32))


# -- a range guard: if (gid < n) ... -----------------------------------------------------------

GUARDED_SCALAR = """
define spir_kernel void @K(ptr addrspace(1) %a, ptr addrspace(1) %out, ptr addrspace(1) %which, i32 %n) #0 {links} {{
entry:
  %i = call i64 @__mux_get_global_id(i32 0)
  %bound = zext i32 %n to i64
  %in = icmp ult i64 %i, %bound
  br i1 %in, label %body, label %done

body:
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  %pw = getelementptr inbounds i32, ptr addrspace(1) %which, i64 %i
{scalar_body}
  br label %done

done:
  ret void
}}
"""

#: The guard linearised into a mask, tagged for work-item-loops.
GUARDED_CLONE = """
define spir_func void @__vecz_v4_K(ptr addrspace(1) %a, ptr addrspace(1) %out, ptr addrspace(1) %which, i32 %n) #1 !codeplay_ca_vecz.derived !{{!0, ptr @K}} {{
entry:
  %i = call i64 @__mux_get_global_id(i32 0)
  %bound = zext i32 %n to i64
{lanes}
  %bound.head = insertelement <4 x i64> poison, i64 %bound, i64 0
  %bound.splat = shufflevector <4 x i64> %bound.head, <4 x i64> poison, <4 x i32> zeroinitializer
  %in = icmp ult <4 x i64> %ids, %bound.splat, !ncpu.range_guard !{{i1 true}}
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  %pw = getelementptr inbounds i32, ptr addrspace(1) %which, i64 %i
""" + masked_body("in", VECTOR) + """  ret void
}}
"""


@pytest.mark.parametrize("threads", THREADS)
@pytest.mark.parametrize("specialize", [False, True], ids=["dynamic", "specialised"])
def test_range_guard(threads: int, specialize: bool) -> None:
    """The loops stop at ``n`` (vector chunks, then the scalar tail, of the items below ``n``).

    Specialised to a local size that is a multiple of 4 too: the narrowed
    bound need not be one, so the scalar tail stays and the clone's guard folds.
    """
    program = compile_program(module(True, False, GUARDED_SCALAR, GUARDED_CLONE), threads, specialize)
    for global_size, local_size, n in [(32, 8, 13), (32, 8, 32), (30, 6, 17), (24, 8, 3), (24, 8, 0)]:
        a = np.random.default_rng(3).random(global_size, dtype=np.float32)
        out = np.full(global_size, -1.0, np.float32)
        which = np.zeros(global_size, np.int32)
        program.kernel("K")(a, out, which, np.uint32(n), global_size=(global_size,), local_size=(local_size,))
        ids = np.arange(global_size)
        np.testing.assert_allclose(out[:n], (a * 2 + ids)[:n], rtol=1e-6)
        assert (out[n:] == -1.0).all()
        # The group's bound is min(n - group start, local size); vectors up to its last multiple of 4.
        start = ids - ids % local_size
        bound = np.clip(n - start, 0, local_size)
        lid = ids % local_size
        expected = np.where(lid < bound - bound % 4, VECTOR, SCALAR)
        expected[ids >= n] = 0
        np.testing.assert_array_equal(which, expected, err_msg=f"{global_size} / {local_size} / n={n}")


# -- a barrier, and a value live across it -----------------------------------------------------

BARRIER_SCALAR = """
define spir_kernel void @K(ptr addrspace(1) %a, ptr addrspace(1) %tmp, ptr addrspace(1) %out, ptr addrspace(1) %which) #0 {links} {{
entry:
  %i = call i64 @__mux_get_global_id(i32 0)
  %lid = call i64 @__mux_get_local_id(i32 0)
  %ls = call i64 @__mux_get_local_size(i32 0)
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %x = load float, ptr addrspace(1) %pa, align 4
  %live = fmul float %x, 2.0
  %plus = fadd float %x, 1.0
  %pt = getelementptr inbounds float, ptr addrspace(1) %tmp, i64 %i
  store float %plus, ptr addrspace(1) %pt, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %next = add i64 %lid, 1
  %wrapped = urem i64 %next, %ls
  %base = sub i64 %i, %lid
  %j = add i64 %base, %wrapped
  %pn = getelementptr inbounds float, ptr addrspace(1) %tmp, i64 %j
  %y = load float, ptr addrspace(1) %pn, align 4
  %r = fadd float %live, %y
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %r, ptr addrspace(1) %po, align 4
  %pw = getelementptr inbounds i32, ptr addrspace(1) %which, i64 %i
  store i32 2, ptr addrspace(1) %pw, align 4
  ret void
}}
"""

_BARRIER_VECTOR_BODY = """
  %i = call i64 @__mux_get_global_id(i32 0)
  %lid = call i64 @__mux_get_local_id(i32 0)
  %ls = call i64 @__mux_get_local_size(i32 0)
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i
  %pt = getelementptr inbounds float, ptr addrspace(1) %tmp, i64 %i
  %pw = getelementptr inbounds i32, ptr addrspace(1) %which, i64 %i
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  %lid.head = insertelement <4 x i64> poison, i64 %lid, i64 0
  %lid.splat = shufflevector <4 x i64> %lid.head, <4 x i64> poison, <4 x i32> zeroinitializer
  %lids = add <4 x i64> %lid.splat, <i64 0, i64 1, i64 2, i64 3>
  %ls.head = insertelement <4 x i64> poison, i64 %ls, i64 0
  %ls.splat = shufflevector <4 x i64> %ls.head, <4 x i64> poison, <4 x i32> zeroinitializer
  %base = sub i64 %i, %lid
  %base.head = insertelement <4 x i64> poison, i64 %base, i64 0
  %base.splat = shufflevector <4 x i64> %base.head, <4 x i64> poison, <4 x i32> zeroinitializer
"""

BARRIER_PLAIN = """
define spir_func void @__vecz_v4_K(ptr addrspace(1) %a, ptr addrspace(1) %tmp, ptr addrspace(1) %out, ptr addrspace(1) %which) #1 !codeplay_ca_vecz.derived !{{!0, ptr @K}} {{
entry:""" + _BARRIER_VECTOR_BODY + """
  %x = load <4 x float>, ptr addrspace(1) %pa, align 4
  %live = fmul <4 x float> %x, splat (float 2.0)
  %plus = fadd <4 x float> %x, splat (float 1.0)
  store <4 x float> %plus, ptr addrspace(1) %pt, align 4
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %next = add <4 x i64> %lids, splat (i64 1)
  %wrapped = urem <4 x i64> %next, %ls.splat
  %j = add <4 x i64> %base.splat, %wrapped
  %pn = getelementptr inbounds float, ptr addrspace(1) %tmp, <4 x i64> %j
  %y = call <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)> %pn, i32 4, <4 x i1> splat (i1 true), <4 x float> poison)
  %r = fadd <4 x float> %live, %y
  store <4 x float> %r, ptr addrspace(1) %po, align 4
  store <4 x i32> splat (i32 1), ptr addrspace(1) %pw, align 4
  ret void
}}
"""

BARRIER_VP = """
define spir_func void @__vecz_v4_vp_K(ptr addrspace(1) %a, ptr addrspace(1) %tmp, ptr addrspace(1) %out, ptr addrspace(1) %which) #1 !codeplay_ca_vecz.derived !{{!1, ptr @K}} {{
entry:""" + _BARRIER_VECTOR_BODY + _MASK + """
  %x = call <4 x float> @llvm.masked.load.v4f32.p1(ptr addrspace(1) %pa, i32 4, <4 x i1> %mask, <4 x float> poison)
  %live = fmul <4 x float> %x, splat (float 2.0)
  %plus = fadd <4 x float> %x, splat (float 1.0)
  call void @llvm.masked.store.v4f32.p1(<4 x float> %plus, ptr addrspace(1) %pt, i32 4, <4 x i1> %mask)
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %next = add <4 x i64> %lids, splat (i64 1)
  %wrapped = urem <4 x i64> %next, %ls.splat
  %j = add <4 x i64> %base.splat, %wrapped
  %pn = getelementptr inbounds float, ptr addrspace(1) %tmp, <4 x i64> %j
  %y = call <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)> %pn, i32 4, <4 x i1> %mask, <4 x float> poison)
  %r = fadd <4 x float> %live, %y
  call void @llvm.masked.store.v4f32.p1(<4 x float> %r, ptr addrspace(1) %po, i32 4, <4 x i1> %mask)
  call void @llvm.masked.store.v4i32.p1(<4 x i32> splat (i32 3), ptr addrspace(1) %pw, i32 4, <4 x i1> %mask)
  ret void
}}
"""


@pytest.mark.parametrize(("plain", "vp", "tail"), [(True, False, SCALAR), (True, True, PREDICATED), (False, True, None)],
                         ids=["scalar-tail", "vp-tail", "vp-only"])
@pytest.mark.parametrize("threads", THREADS)
@pytest.mark.parametrize("specialize", [False, True], ids=["dynamic", "specialised"])
def test_barrier(plain: bool, vp: bool, tail: int | None, threads: int, specialize: bool) -> None:
    """Every work-item finishes the first region before any reads its neighbour's ``tmp``."""
    text = module(plain, vp, BARRIER_SCALAR, BARRIER_PLAIN, BARRIER_VP)
    program = compile_program(text, threads, specialize)
    for global_size, local_size in [(24, 8), (24, 6), (21, 7), (9, 3), (22, 8)]:
        a = np.random.default_rng(4).random(global_size, dtype=np.float32)
        tmp = np.zeros(global_size, np.float32)
        out = np.zeros(global_size, np.float32)
        which = np.zeros(global_size, np.int32)
        program.kernel("K")(a, tmp, out, which, global_size=(global_size,), local_size=(local_size,))
        lid, size = group_sizes((global_size,), (local_size,))[0]
        neighbour = np.arange(global_size) - lid + (lid + 1) % size
        np.testing.assert_allclose(out, a * 2 + a[neighbour] + 1, rtol=1e-6)
        expected = expected_which((global_size,), (local_size,), tail) if plain else np.full(global_size, PREDICATED)
        np.testing.assert_array_equal(which, expected, err_msg=f"{global_size} / {local_size}")


# -- sub-groups --------------------------------------------------------------------------------

#: (num * 1000 + id) * 10 + max, as a float.
_SUB_GROUPS = """
  %sg = call i32 @__mux_get_sub_group_id()
  %num = call i32 @__mux_get_num_sub_groups()
  %max = call i32 @__mux_get_max_sub_group_size()
  %pack.0 = mul i32 %num, 1000
  %pack.1 = add i32 %pack.0, %sg
  %pack.2 = mul i32 %pack.1, 10
  %pack = add i32 %pack.2, %max
  %r = uitofp i32 %pack to float"""

SUB_GROUP_SCALAR = """
define spir_kernel void @K(ptr addrspace(1) %a, ptr addrspace(1) %out, ptr addrspace(1) %which) #0 {links} {{
entry:{index}{sub_groups}
  store float %r, ptr addrspace(1) %po, align 4
  store i32 2, ptr addrspace(1) %pw, align 4
  ret void
}}
"""

_SUB_GROUP_VECTOR = """{sub_groups}
  %r.head = insertelement <4 x float> poison, float %r, i64 0
  %r.splat = shufflevector <4 x float> %r.head, <4 x float> poison, <4 x i32> zeroinitializer
"""

SUB_GROUP_PLAIN = """
define spir_func void @__vecz_v4_K(ptr addrspace(1) %a, ptr addrspace(1) %out, ptr addrspace(1) %which) #1 !codeplay_ca_vecz.derived !{{!0, ptr @K}} {{
entry:{index}""" + _SUB_GROUP_VECTOR + """
  store <4 x float> %r.splat, ptr addrspace(1) %po, align 4
  store <4 x i32> splat (i32 1), ptr addrspace(1) %pw, align 4
  ret void
}}
"""

SUB_GROUP_VP = """
define spir_func void @__vecz_v4_vp_K(ptr addrspace(1) %a, ptr addrspace(1) %out, ptr addrspace(1) %which) #1 !codeplay_ca_vecz.derived !{{!1, ptr @K}} {{
entry:{index}{active}""" + _SUB_GROUP_VECTOR + """
  call void @llvm.masked.store.v4f32.p1(<4 x float> %r.splat, ptr addrspace(1) %po, i32 4, <4 x i1> %mask)
  call void @llvm.masked.store.v4i32.p1(<4 x i32> splat (i32 3), ptr addrspace(1) %pw, i32 4, <4 x i1> %mask)
  ret void
}}
"""


def expected_sub_groups(global_size: tuple[int, int], local_size: tuple[int, int], vp: bool) -> tuple[np.ndarray, np.ndarray]:
    """(num * 1000 + id) * 10 + max per work-item, and which kernel ran it."""
    (lx, sx), (ly, sy) = group_sizes(global_size, local_size)
    packed = np.zeros((global_size[1], global_size[0]), np.int64)
    which = np.zeros_like(packed)
    for y, x in itertools.product(range(global_size[1]), range(global_size[0])):
        size_x, size_y, lid_x, lid_y = sx[x], sy[y], lx[x], ly[y]
        if vp or size_x % 4 == 0:  # sub-groups of 4 (VP: a smaller last one per row)
            per_row = -(-size_x // 4)
            num, ident, width = size_y * per_row, lid_y * per_row + lid_x // 4, 4
            kind = VECTOR if lid_x < size_x - size_x % 4 else PREDICATED
        else:  # the whole group on the scalar kernel: sub-groups of one
            num, ident, width, kind = size_x * size_y, lid_y * size_x + lid_x, 1, SCALAR
        packed[y, x] = (num * 1000 + ident) * 10 + width
        which[y, x] = kind
    return packed.reshape(-1), which.reshape(-1)


@pytest.mark.parametrize("vp", [False, True], ids=["scalar-tail", "vp-tail"])
@pytest.mark.parametrize("specialize", [False, True], ids=["dynamic", "specialised"])
def test_sub_groups(vp: bool, specialize: bool) -> None:
    """Sub-groups are the clone's lanes; a group the scalar tail would split runs all scalar."""
    text = module(True, vp, SUB_GROUP_SCALAR, SUB_GROUP_PLAIN, SUB_GROUP_VP)
    program = compile_program(text, 2, specialize)
    for global_size, local_size in [((16, 2), (8, 2)), ((12, 4), (6, 2)), ((14, 3), (7, 3)), ((3, 2), (3, 2))]:
        _, out, which = run_kernel(program, global_size, local_size)
        packed, kinds = expected_sub_groups(global_size, local_size, vp)
        np.testing.assert_array_equal(out.astype(np.int64), packed, err_msg=f"{global_size} / {local_size}")
        np.testing.assert_array_equal(which, kinds, err_msg=f"{global_size} / {local_size}")
