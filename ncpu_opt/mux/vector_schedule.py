"""Scheduling vectorised kernels in work-item-loops (spec: "Work-group scheduling").

``run-vecz`` leaves, next to a scalar kernel ``K``, clones that run ``N``
work-items of dimension ``D`` per call (``!codeplay_ca_vecz.base`` on ``K``,
``!codeplay_ca_vecz.derived`` on each clone, see :mod:`ncpu_opt.mux.metadata`).
A plain clone runs the local ids ``lid .. lid+N-1`` (``lid`` what the
wrapper set for dimension ``D``), all of them real work-items; a
vector-predicated (VP) clone runs ``min(size_D - lid, N)`` of them.

:func:`plan_for` picks one of the spec's configurations per kernel; with
``B`` the loop bound in ``D`` (the local size, or a narrowed range guard),
``peel = B % N`` and ``peel_limit = B - peel``:

- vector + scalar tail: ``for wi in [0, peel_limit) step N`` calls the clone,
  then ``for wi in [peel_limit, B)`` calls ``K``;
- vector + VP tail: the tail is one call of the VP clone per row;
- vector only: ``for wi in [0, B) step N`` (the size is a multiple of ``N``:
  ``!reqd_work_group_size``, the pass's ``no-tail``, or no scalar kernel), or
  the same loop over a VP clone, which runs the last, partial chunk itself;
- scalar only: no clone (or only refused ones): the plain work-item loops.

Each loop nest runs the other dimensions around the ``D`` loop (the vector
and tail nests separately, or one row at a time for the ``linear`` barrier
schedule).  :class:`VectorLoops` emits them, with the sub-group state:

- a clone's ``N`` lanes are one sub-group (vecz lowered the sub-group
  builtins inside it); ids count chunks row by row: ``row * per_row + k``;
- a scalar tail work-item is a sub-group of one; a VP tail is one smaller
  sub-group ending the row;
- sub-group sizes are never mixed in a work-group: when the kernel uses
  sub-groups and the tail is scalar, a group whose ``D`` size is not a
  multiple of ``N`` runs entirely on the scalar kernel (``peel_limit`` = 0),
  checked at run time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ncpu_opt.errors import NcpuError, NotSupportedError
from ncpu_opt.ir import BasicBlock, Function, Module
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.metadata import MDNode, ValueAsMetadata
from ncpu_opt.ir.types import I32, IntType, Type, VectorType
from ncpu_opt.ir.values import ConstantAggregate, ConstantInt, ConstantSplat, Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux import metadata as md
from ncpu_opt.mux.range_guard import find_range_guard
from ncpu_opt.mux.wrapper_loops import DIM_NAMES, WrapperBuilder

#: Instruction metadata vecz puts on a non-VP clone's (widened) range-guard
#: condition: ``!{i1 P}``, P the value of in-range lanes.
RANGE_GUARD_TAG = md.RANGE_GUARD
#: Builtins whose result depends on the sub-group layout.
_SUB_GROUP_PREFIXES = (
    mux.PREFIX + "get_sub_group_",
    mux.PREFIX + "get_num_sub_groups",
    mux.PREFIX + "get_max_sub_group_size",
    mux.PREFIX + "sub_group_",
)
_VECZ_LINKS = (md.VECZ_BASE, md.VECZ_DERIVED, md.VECZ_BASE_FAIL)


class Tail(Enum):
    """What runs the work-items of a row past the last full vector."""

    NONE = "none"
    SCALAR = "scalar"
    VP = "vector-predicated"


@dataclass
class VectorPlan:
    """How one kernel's work-group is run: a main (vector) kernel and its tail.

    ``scalar`` is the scalar kernel ``K`` (``None``: a clone whose scalar
    kernel is gone).
    """

    scalar: Function | None
    main: Function
    main_info: md.VectorizationInfo
    tail: Function | None = None
    tail_info: md.VectorizationInfo | None = None

    @property
    def width(self) -> int:
        return self.main_info.width

    @property
    def dim(self) -> int:
        return self.main_info.dim

    @property
    def tail_kind(self) -> Tail:
        if self.tail_info is None:
            return Tail.NONE
        return Tail.VP if self.tail_info.vector_predicated else Tail.SCALAR

    @property
    def reference(self) -> Function:
        """The kernel whose name, attributes and metadata the wrapper takes."""
        return self.scalar if self.scalar is not None else self.main

    def kernels(self) -> list[Function]:
        """The kernels the wrapper calls: main, then the tail."""
        return [self.main] if self.tail is None else [self.main, self.tail]

    def wrapper_metadata(self) -> MDNode:
        """``!codeplay_ca_wrapper !{<main info>, <tail info> | null}``."""
        tail = None if self.tail_info is None else self.tail_info.to_node()
        return MDNode([self.main_info.to_node(), tail])


# -- choosing the configuration ------------------------------------------------------------


def _is_const(value: Value, n: int) -> bool:
    return isinstance(value, ConstantInt) and value.value == n


def _same_const(a: Value, b: Value) -> bool:
    return isinstance(a, ConstantInt) and isinstance(b, ConstantInt) and a.value == b.value


def _present(module: Module, fn: Function) -> bool:
    return fn.parent is module and not fn.is_declaration


def scalar_of(module: Module, fn: Function) -> Function | None:
    """The scalar kernel ``fn`` was vectorised from, if ``fn`` is a clone and it is still here."""
    link = md.get_vecz_derived_link(fn)
    if link is None or not _present(module, link[1]):
        return None
    return link[1]


def clones_of(module: Module, scalar: Function, entry_points: list[Function]) -> dict[Function, md.VectorizationInfo]:
    """Every clone of ``scalar``: its base links, and entry points whose derived link names it."""
    found: dict[Function, md.VectorizationInfo] = {}
    for info, clone in md.get_vecz_base_links(scalar):
        if _present(module, clone) and clone is not scalar:
            found[clone] = info
    for fn in entry_points:
        link = md.get_vecz_derived_link(fn)
        if link is not None and link[1] is scalar and fn not in found:
            found[fn] = link[0]
    return found


def _check_clone(scalar: Function | None, clone: Function, info: md.VectorizationInfo) -> None:
    if not 0 <= info.dim < 3:
        raise NcpuError(f"@{clone.name}: vectorised in dimension {info.dim}, which does not exist")
    if scalar is not None and clone.function_type != scalar.function_type:
        raise NcpuError(f"@{clone.name}: a vectorised clone must have the signature of @{scalar.name}")
    if not clone.function_type.return_type.is_void:
        raise NcpuError(f"@{clone.name}: a kernel entry point must return void")


def plan_for(module: Module, kernel: Function, entry_points: list[Function], tail: bool) -> VectorPlan | None:
    """The schedule of ``kernel`` (a scalar kernel, or a clone whose scalar kernel is gone or
    no entry point); None: scalar only.

    The widest plain clone runs the vector loop, with a VP clone of the same
    width and dimension as its tail, else ``kernel`` itself; without a plain
    clone, the widest VP clone runs alone.  ``tail=False`` (the pass's
    ``no-tail``) and a required work-group size that is a multiple of the
    width leave the vector loop alone, unless a range guard in the vectorised
    dimension will narrow the loop.
    """
    link = md.get_vecz_derived_link(kernel)
    if link is not None:
        info = link[0]
        if not _present(module, link[1]):  # a clone whose scalar kernel is gone: vector only
            _check_clone(None, kernel, info)
            return VectorPlan(None, kernel, info)
        # A clone whose scalar kernel is here but no entry point (the caller
        # schedules the scalar kernel's clones when it is one): the clone runs
        # the vector loop, the scalar kernel (or a VP clone) its tail, as OCK.
        scalar = link[1]
        _check_clone(scalar, kernel, info)
        predicated = [
            (c, i) for c, i in clones_of(module, scalar, entry_points).items() if i.vector_predicated and c is not kernel
        ]
        return _with_tail(VectorPlan(scalar, kernel, info), scalar, predicated, tail, reqd_work_group_size(kernel))
    clones = clones_of(module, kernel, entry_points)
    for clone, info in clones.items():
        _check_clone(kernel, clone, info)
    vectors = [(c, i) for c, i in clones.items() if i.width > 1 or i.scalable]
    plain = [(c, i) for c, i in vectors if not i.vector_predicated]
    predicated = [(c, i) for c, i in vectors if i.vector_predicated]
    if not plain:
        if not predicated:
            return None
        main, info = max(predicated, key=lambda item: (item[1].width, not item[1].scalable))
        return VectorPlan(kernel, main, info)
    # The widest; at equal widths a fixed width, whose lane count the schedule can fold.
    main, info = max(plain, key=lambda item: (item[1].width, not item[1].scalable))
    return _with_tail(VectorPlan(kernel, main, info), kernel, predicated, tail, md.get_reqd_work_group_size(kernel))


def reqd_work_group_size(fn: Function) -> tuple[int, int, int] | None:
    """A kernel's required work-group size; a clone without one takes its scalar kernel's
    (the same kernel, vectorised), which tells the wrapper when a loop never runs."""
    reqd = md.get_reqd_work_group_size(fn, allow_zero=True)
    link = md.get_vecz_derived_link(fn)
    if reqd is None and link is not None and link[1].parent is fn.parent:
        reqd = md.get_reqd_work_group_size(link[1], allow_zero=True)
    return reqd


def _with_tail(
    plan: VectorPlan,
    kernel: Function,
    predicated: list[tuple[Function, md.VectorizationInfo]],
    tail: bool,
    reqd: tuple[int, int, int] | None,
) -> VectorPlan:
    """``plan`` with its tail: a VP clone of the main's width and dimension, else ``kernel``."""
    info = plan.main_info
    if info.vector_predicated:
        return plan  # a VP clone handles its own tail
    # A range guard in the vectorised dimension narrows the loop to a bound
    # that need not be a multiple of the width: the tail then finishes the row
    # and the clone's guard folds away (see _wrap_vector_without_barriers).
    guard = find_range_guard(kernel)
    narrows = guard is not None and info.dim in guard.bounds
    # A scalable clone's lane count (vscale x N) is only known at run time.
    multiple = reqd is not None and reqd[info.dim] % info.width == 0 and not info.scalable
    if not tail or (multiple and not narrows):
        return plan
    for clone, other in predicated:
        if (other.width, other.scalable, other.dim) == (info.width, info.scalable, info.dim):
            plan.tail, plan.tail_info = clone, other
            return plan
    plan.tail, plan.tail_info = kernel, md.VectorizationInfo(1, False, info.dim, False)
    return plan


# -- what the clones need from the wrapper -------------------------------------------------


def uses_sub_groups(fn: Function, seen: set[Function] | None = None) -> bool:
    """Whether ``fn`` or a function it calls (directly or not) asks about sub-groups."""
    seen = set() if seen is None else seen
    seen.add(fn)
    for inst in fn.instructions():
        callee = inst.called_function if isinstance(inst, CallBase) else None
        if callee is None:
            continue
        if callee.name.startswith(_SUB_GROUP_PREFIXES):
            return True
        if callee not in seen and not callee.is_declaration and uses_sub_groups(callee, seen):
            return True
    return False


def _all_lanes(t: Type, value: int) -> Value:
    """``value`` in every lane of ``t`` (an integer or a vector of integers)."""
    if isinstance(t, VectorType) and t.scalable and isinstance(t.element, IntType):
        return ConstantSplat(t, const_int(t.element, value))
    if isinstance(t, VectorType) and isinstance(t.element, IntType):
        return ConstantAggregate(t, [const_int(t.element, value) for _ in range(t.count)])
    if isinstance(t, IntType):
        return const_int(t, value)
    raise NcpuError(f"!{RANGE_GUARD_TAG} on a value of type {t}: expected i1 or a vector of i1")


def replace_range_guard_tags(fn: Function) -> int:
    """Replace the uses of ``fn``'s tagged range-guard conditions by their in-range value.

    Called on a plain clone once the loops stop at the scalar kernel's range
    guard: every lane the clone runs is then in range, so the linearised
    guard's mask is all-true and LLVM can drop the masking.  Returns how
    many conditions were replaced.
    """
    count = 0
    for inst in list(fn.instructions()):
        tag = inst.metadata.get(RANGE_GUARD_TAG)
        if tag is None:
            continue
        ops = tag.operands if isinstance(tag, MDNode) else []
        value = ops[0] if len(ops) == 1 else None
        if not (isinstance(value, ValueAsMetadata) and isinstance(value.value, ConstantInt)):
            raise NcpuError(f"malformed !{RANGE_GUARD_TAG} in @{fn.name}: expected !{{i1 true}} or !{{i1 false}}")
        inst.replace_all_uses_with(_all_lanes(inst.type, value.value.value & 1))
        if not isinstance(inst, CallBase):
            inst.erase_from_parent()
        count += 1
    return count


def drop_vecz_links(fn: Function) -> None:
    """The wrapper describes its loops with ``!codeplay_ca_wrapper``, not the clones' links."""
    for key in _VECZ_LINKS:
        fn.metadata.erase(key)


# -- the loops ------------------------------------------------------------------------------

#: Runs one kernel call of the schedule given the index of its live-variable slot (None when
#: the schedule was built without slots).
Run = Callable[[Value | None], None]


class _Fold:
    """size_t arithmetic that folds constants, so that known sizes give constant loops."""

    def __init__(self, w: WrapperBuilder) -> None:
        self.w = w

    def _op(self, opcode: str, a: Value, b: Value, name: str, fold: Callable[[int, int], int]) -> Value:
        if isinstance(a, ConstantInt) and isinstance(b, ConstantInt):
            return self.w.const(fold(a.unsigned_value, b.unsigned_value))
        return self.w.builder.binop(opcode, a, b, name)

    def add(self, a: Value, b: Value, name: str = "") -> Value:
        if isinstance(b, ConstantInt) and b.value == 0:
            return a
        if isinstance(a, ConstantInt) and a.value == 0:
            return b
        return self._op("add", a, b, name, lambda x, y: x + y)

    def sub(self, a: Value, b: Value, name: str = "") -> Value:
        if isinstance(b, ConstantInt) and b.value == 0:
            return a
        return self._op("sub", a, b, name, lambda x, y: x - y)

    def mul(self, a: Value, b: Value, name: str = "") -> Value:
        if any(isinstance(v, ConstantInt) and v.value == 0 for v in (a, b)):
            return self.w.const(0)
        if isinstance(b, ConstantInt) and b.value == 1:
            return a
        if isinstance(a, ConstantInt) and a.value == 1:
            return b
        return self._op("mul", a, b, name, lambda x, y: x * y)

    def udiv(self, a: Value, b: Value, name: str = "") -> Value:
        if isinstance(a, ConstantInt) and a.value == 0:
            return a
        return self._op("udiv", a, b, name, lambda x, y: x // y)

    def urem(self, a: Value, b: Value, name: str = "") -> Value:
        return self._op("urem", a, b, name, lambda x, y: x % y)

    def ne(self, a: Value, b: Value, name: str = "") -> Value:
        if isinstance(a, ConstantInt) and isinstance(b, ConstantInt):
            return const_int(IntType(1), int(a.unsigned_value != b.unsigned_value))
        return self.w.builder.icmp("ne", a, b, name)

    def ult(self, a: Value, b: Value, name: str = "") -> Value:
        if isinstance(a, ConstantInt) and isinstance(b, ConstantInt):
            return const_int(IntType(1), int(a.unsigned_value < b.unsigned_value))
        return self.w.builder.icmp("ult", a, b, name)

    def select(self, cond: Value, a: Value, b: Value, name: str = "") -> Value:
        if isinstance(cond, ConstantInt):
            return a if cond.value & 1 else b
        return self.w.builder.select(cond, a, b, name)

    def zext(self, cond: Value, name: str = "") -> Value:
        if isinstance(cond, ConstantInt):
            return self.w.const(cond.value & 1)
        return self.w.builder.cast("zext", cond, self.w.size_t, name)


class VectorLoops:
    """The vector loop and its tail, for one wrapper (see the module docstring).

    ``whole_group_scalar``: the kernel uses sub-groups, so a scalar tail
    means the whole group runs on the scalar kernel.  ``slots``: the calls
    get the index of their live-variable struct (kernels split at barriers).
    """

    def __init__(self, w: WrapperBuilder, plan: VectorPlan, whole_group_scalar: bool, slots: bool) -> None:
        self.w = w
        self.plan = plan
        self.n = plan.width
        self.scalable = plan.main_info.scalable
        self.d = plan.dim
        self.slots = slots
        self.whole_group_scalar = whole_group_scalar and plan.tail_kind is Tail.SCALAR
        self.f = _Fold(w)

    def _others(self, order: str) -> list[int]:
        """The dimensions around the ``D`` loop, outermost first, for a work-item order."""
        dims = [DIM_NAMES.index(c) for c in reversed(order)]
        return [d for d in dims if d < self.w.info.dims and d != self.d]

    def setup(self) -> None:
        """The loop limits and the group's sub-group count and size (after the range guard)."""
        f, w = self.f, self.w
        # The lanes of one clone call: N, or vscale x N for a scalable clone.
        n = self.step = w.const(self.n) if not self.scalable else f.mul(w.vscale(), w.const(self.n), "vector_step")
        bound = self.bound = w.bound(self.d)
        kind = self.plan.tail_kind
        if kind is Tail.NONE:
            self.main_limit = bound
            self.chunks = f.udiv(f.add(bound, f.sub(n, w.const(1))), n, "chunks")
            per_row = self.chunks
            max_size: Value = w.to_i32(n)
        else:
            peel = f.urem(bound, n, "peel")
            self.main_limit = f.sub(bound, peel, "peel_limit")
            if self.whole_group_scalar:
                mixed = f.ne(peel, w.const(0), "whole_group_scalar")
                self.main_limit = f.select(mixed, w.const(0), self.main_limit, "vector_limit")
            self.chunks = f.udiv(self.main_limit, n, "chunks")
            if kind is Tail.SCALAR:
                per_row = f.add(self.chunks, f.sub(bound, self.main_limit), "sub_groups_per_row")
                max_size = w.to_i32(f.select(f.ne(self.main_limit, w.const(0)), n, w.const(1)))
            else:
                per_row = f.add(self.chunks, f.zext(f.ne(peel, w.const(0))), "sub_groups_per_row")
                max_size = w.to_i32(n)
        self.per_row = per_row
        rows: Value = w.const(1)
        for d in self._others(w.info.order):
            rows = f.mul(rows, w.bound(d))
        self.rows = rows
        w.set_sub_group_state(w.to_i32(f.mul(rows, per_row, "num_sub_groups")), max_size)

    def wrapper_metadata(self) -> MDNode:
        """``!codeplay_ca_wrapper`` for the loops built (after :meth:`setup`): a loop that
        never runs (constant sizes) is left out, the tail then described as the main,
        and a wrapper that runs neither says ``!{<width 1>, null}`` (OCK's token)."""
        plan = self.plan
        has_main = not _is_const(self.main_limit, 0)
        has_tail = plan.tail_info is not None and not _same_const(self.main_limit, self.bound)
        if has_main:
            return MDNode([plan.main_info.to_node(), plan.tail_info.to_node() if has_tail and plan.tail_info else None])
        if has_tail and plan.tail_info is not None:
            return MDNode([plan.tail_info.to_node(), None])
        return MDNode([md.VectorizationInfo(1, False, 0, False).to_node(), None])

    # -- live-variable slots ------------------------------------------------------------------
    def main_slots(self) -> Value:
        """How many live structs the main kernel needs: one per chunk."""
        return self.f.mul(self.rows, self.chunks, "vector_slots")

    def tail_slots(self) -> Value:
        """How many the tail needs: one per scalar work-item (and one for ``once``), or per row (VP)."""
        if self.plan.tail_kind is Tail.VP:
            return self.rows
        return self.f.add(self.f.mul(self.rows, self.f.sub(self.bound, self.main_limit)), self.w.const(1), "tail_slots")

    # -- schedules ----------------------------------------------------------------------------
    def unordered(self, run_main: Run, run_tail: Run) -> None:
        """The vector loop nest, then the tail's (the default schedule, and ``scalar-tail``)."""
        others = self._others(self.w.info.order)
        if self.plan.tail_kind is Tail.NONE:
            self._rows(others, lambda ids, row: self._main(ids, row, run_main))
            return
        self._guard(self._has_main(), "vector", lambda: self._rows(others, lambda ids, row: self._main(ids, row, run_main)))
        self._guard(self._has_tail(), "tail", lambda: self._rows(others, lambda ids, row: self._tail(ids, row, run_tail)))

    def linear(self, run_main: Run, run_tail: Run) -> None:
        """Linear work-item order: row by row, each row's vectors then its tail."""
        if self.d != 0:
            raise NotSupportedError(
                f"the 'linear' barrier schedule with a kernel vectorised in dimension {DIM_NAMES[self.d]}"
            )

        def row_body(ids: dict[int, Value], row: Value) -> None:
            if self.plan.tail_kind is Tail.NONE:
                self._main(ids, row, run_main)
                return
            self._guard(self._has_main(), "vector", lambda: self._main(ids, row, run_main))
            self._guard(self._has_tail(), "tail", lambda: self._tail(ids, row, run_tail))

        self._rows(self._others("xyz"), row_body)

    def once(self, run_main: Run, run_tail: Run) -> None:
        """Work-item 0 alone: on the tail kernel when there is one (scalar, or VP), else the first chunk.

        The region gets the tail's first live struct, which holds work-item
        0's values only when work-item 0 ran on the tail before (OCK gives
        such regions no live struct at all): a ``once`` region should not
        read values of the regions before it.
        """
        w = self.w
        w.set_local_ids({})
        w.builder.call(w.set_sub_group_id, [const_int(I32, 0)])
        slot = w.const(0) if self.slots else None
        (run_main if self.plan.tail is None else run_tail)(slot)

    def slots_in_order(self, main: Callable[[Value], None], tail: Callable[[Value], None]) -> None:
        """Every call's live-variable slot, row by row, without the work-item state.

        Each row's chunks (``main(slot)``), then its tail: each scalar
        work-item's slot, or the row's VP call (``tail(slot)``); rows in
        linear order (lowest dimension fastest).  Vectorised in ``x``, that
        is linear work-item order, the order of the work-group collectives
        (see :func:`ncpu_opt.mux.collectives.emit_across_kernels`).  Empty
        pieces are skipped: no chunks when the vector loop does not run (a
        group smaller than ``N``, or run wholly on the scalar kernel).
        """
        w, f = self.w, self.f

        def chunks(row: Value) -> None:
            w.loop(self.d, w.const(0), self.chunks, lambda k: main(f.add(f.mul(row, self.chunks), k, "vector_slot")),
                   suffix=".chunks")

        def tail_calls(row: Value) -> None:
            if self.plan.tail_kind is Tail.VP:
                tail(row)
                return
            items = f.sub(self.bound, self.main_limit)
            w.loop(self.d, w.const(0), items, lambda i: tail(f.add(f.mul(row, items), i, "tail_slot")), suffix=".items")

        def row_body(_: dict[int, Value], row: Value) -> None:
            if self.plan.tail_kind is Tail.NONE:
                chunks(row)
                return
            self._guard(self._has_main(), "vector", lambda: chunks(row))
            self._guard(self._has_tail(), "tail", lambda: tail_calls(row))

        self._rows(self._others("xyz"), row_body)

    def locate(self, ids: list[Value]) -> tuple[Value, Value, Value | None]:
        """Which call runs the work-item with local ids ``ids`` (x, y, z).

        ``(on_main, main_slot, tail_slot)``: whether a clone's chunk runs it,
        that chunk's live-variable slot, and the tail call's slot otherwise
        (``None`` without a tail).  Chunks start at multiples of ``N``, so
        the work-item is lane ``ids[D] % N`` of its vector call (``N``:
        ``vscale x N`` for a scalable clone).
        """
        f = self.f
        row = self._row_index({d: ids[d] for d in self._others("xyz")})
        wi = ids[self.d]
        main_slot = f.add(f.mul(row, self.chunks), f.udiv(wi, self.step), "broadcast.vector_slot")
        if self.plan.tail_kind is Tail.NONE:
            return const_int(IntType(1), 1), main_slot, None
        on_main = f.ult(wi, self.main_limit, "broadcast.on_vector")
        if self.plan.tail_kind is Tail.VP:
            return on_main, main_slot, row
        items = f.sub(self.bound, self.main_limit)
        tail_slot = f.add(f.mul(row, items), f.sub(wi, self.main_limit), "broadcast.tail_slot")
        return on_main, main_slot, tail_slot

    # -- pieces -------------------------------------------------------------------------------
    def _has_main(self) -> Value:
        return self.f.ne(self.main_limit, self.w.const(0), "has_vector")

    def _has_tail(self) -> Value:
        return self.f.ne(self.main_limit, self.bound, "has_tail")

    def _guard(self, cond: Value, name: str, emit: Callable[[], None]) -> None:
        """``if (cond) emit()``; nothing (or no test) when ``cond`` is a constant."""
        if isinstance(cond, ConstantInt):
            if cond.value & 1:
                emit()
            return
        b = self.w.builder
        fn = self.w.fn
        self.w.counter += 1
        tag = f"{name}{self.w.counter}"
        then = fn.append_block(tag)
        # Joins the function once the guarded code is in, so that it reads top to bottom.
        join = BasicBlock(f"{tag}.done", fn)
        b.cond_br(cond, then, join)
        b.position_at_end(then)
        emit()
        b.br(join)
        fn.blocks.append(join)
        b.position_at_end(join)

    def _rows(self, others: list[int], body: Callable[[dict[int, Value], Value], None]) -> None:
        """Loops over ``others`` (outermost first) around ``body(ids, row)``."""
        w = self.w

        def level(i: int, ids: dict[int, Value]) -> None:
            if i == len(others):
                body(ids, self._row_index(ids))
                return
            d = others[i]
            w.loop(d, w.const(0), w.bound(d), lambda index: level(i + 1, {**ids, d: index}), unroll=False)

        level(0, {})

    def _row_index(self, ids: dict[int, Value]) -> Value:
        """The row's linear index over the other dimensions (lowest dimension fastest)."""
        row: Value | None = None
        for d in sorted(ids, reverse=True):
            row = ids[d] if row is None else self.f.add(ids[d], self.f.mul(self.w.bound(d), row))
        return self.w.const(0) if row is None else row

    def _set_sub_group(self, row: Value, chunk: Value) -> None:
        w = self.w
        ident = self.f.add(self.f.mul(row, self.per_row), chunk, "sub_group")
        w.builder.call(w.set_sub_group_id, [w.to_i32(ident)])

    def _main(self, ids: dict[int, Value], row: Value, run: Run) -> None:
        w, f = self.w, self.f

        def chunk(wi: Value) -> None:
            w.set_local_ids({**ids, self.d: wi})
            k = f.udiv(wi, self.step, "chunk")
            self._set_sub_group(row, k)
            run(f.add(f.mul(row, self.chunks), k, "vector_slot") if self.slots else None)

        w.loop(self.d, w.const(0), self.main_limit, chunk, step=self.step, suffix=".vector", parallel=True)

    def _tail(self, ids: dict[int, Value], row: Value, run: Run) -> None:
        w, f = self.w, self.f
        if self.plan.tail_kind is Tail.VP:
            w.set_local_ids({**ids, self.d: self.main_limit})
            self._set_sub_group(row, self.chunks)
            run(row if self.slots else None)
            return
        items = f.sub(self.bound, self.main_limit) if self.slots else None

        def item(wi: Value) -> None:
            w.set_local_ids({**ids, self.d: wi})
            offset = f.sub(wi, self.main_limit, "tail_index")
            self._set_sub_group(row, f.add(self.chunks, offset))
            run(f.add(f.mul(row, items), offset, "tail_slot") if items is not None else None)

        w.loop(self.d, self.main_limit, self.bound, item, suffix=".tail", parallel=True, vectorize=False, unroll=False)
