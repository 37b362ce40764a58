"""define-mux-builtins: give every declared ``__mux_*`` builtin a body (OCK's DefineMuxBuiltinsPass).

Definitions are ``internal`` and ``alwaysinline`` (the sub-group collectives
keep their linkage and attributes, as OCK's).  Work-item builtins read
and write the scheduling structs (:mod:`ncpu_opt.mux.scheduling`) through the
trailing ``ptr %wi-info, ptr %wg-info`` parameters that ``add-sched-params``
gave them; a work-item builtin without them is an error ("run
add-sched-params first").

- Getters taking a dimension answer 0 (ids, offsets) or 1 (sizes) for a
  dimension >= 3; the struct is only indexed with an in-range dimension.
- ``get_global_id(i) = group_id(i) * enqueued_local_size(i) + local_id(i) +
  global_offset(i)``: the enqueued size, so that the last, smaller group of a
  non-uniform NDRange continues where the others stop.
- Linear ids follow the spec's formulas (global sizes and offsets for the
  global one, local sizes for the local one).
- ``get_sub_group_size`` is 1 and ``get_sub_group_local_id`` 0 (sub-groups of
  one invocation); the sub-group id, count and maximum size come from the
  work-item info that work-item-loops sets.
- The setters store into the work-item info (``set_local_id`` ignores a
  dimension >= 3).
- ``__mux_mem_barrier`` switches on ``semantics & 31`` to a
  ``fence syncscope("singlethread")`` of that ordering (relaxed: none, its own
  block): every
  invocation of a work-group runs on one thread.  ``__mux_sub_group_barrier``
  is only its memory part (sub-groups of one).
- Sub-group and vec-group builtins: :mod:`ncpu_opt.mux.group_definitions`;
  DMA: :mod:`ncpu_opt.mux.dma_definitions`.

Calls between builtins repeat the callee's scheduling-parameter attributes,
and struct fields are addressed without ``inbounds`` (OCK's shape).
Builtins a definition calls are declared (with the scheduling parameters
when they need them) and defined in turn.  ``__mux_work_group_barrier`` and
the work-group collectives are left alone: work-item-loops removes them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.instructions import CallBase, FenceInst
from ncpu_opt.ir.module import size_t_type
from ncpu_opt.ir.types import I32, Type
from ncpu_opt.ir.values import Argument, Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux import metadata as md
from ncpu_opt.mux import scheduling
from ncpu_opt.mux.builtins import MemSemantics
from ncpu_opt.mux.group_definitions import define_group_builtin
from ncpu_opt.mux.params import append_params, scheduling_param_attributes, scheduling_params
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "define-mux-builtins"
DIMS = 3
WI, WG = scheduling.WorkItemField, scheduling.WorkGroupField

#: Getters of one array field: (struct, field, answer for a dimension >= 3).
_FIELD_GETTERS: dict[str, tuple[str, int, int]] = {
    "get_local_id": ("wi", WI.LOCAL_ID, 0),
    "get_group_id": ("wg", WG.GROUP_ID, 0),
    "get_num_groups": ("wg", WG.NUM_GROUPS, 1),
    "get_global_offset": ("wg", WG.GLOBAL_OFFSET, 0),
    "get_local_size": ("wg", WG.LOCAL_SIZE, 1),
    "get_enqueued_local_size": ("wg", WG.ENQUEUED_LOCAL_SIZE, 1),
    "get_global_size": ("wg", WG.GLOBAL_SIZE, 1),
}
#: Getters and setters of one i32 field.
_I32_FIELDS: dict[str, tuple[str, int]] = {
    "get_sub_group_id": ("wi", WI.SUB_GROUP_ID),
    "get_num_sub_groups": ("wi", WI.NUM_SUB_GROUPS),
    "get_max_sub_group_size": ("wi", WI.MAX_SUB_GROUP_SIZE),
    "get_work_dim": ("wg", WG.WORK_DIM),
    "set_sub_group_id": ("wi", WI.SUB_GROUP_ID),
    "set_num_sub_groups": ("wi", WI.NUM_SUB_GROUPS),
    "set_max_sub_group_size": ("wi", WI.MAX_SUB_GROUP_SIZE),
}
#: Builtins with a constant answer for sub-groups of one invocation.
_CONSTANTS = {"get_sub_group_size": 1, "get_sub_group_local_id": 0}
_FENCES = (
    (MemSemantics.ACQUIRE, "acquire"),
    (MemSemantics.RELEASE, "release"),
    (MemSemantics.ACQUIRE_RELEASE, "acq_rel"),
    (MemSemantics.SEQUENTIALLY_CONSISTENT, "seq_cst"),
)


def leave_alone(name: str) -> bool:
    """The builtins that work-item-loops removes: the work-group barrier and collectives."""
    if name == mux.builtin_name("work_group_barrier"):
        return True
    group = mux.parse_group_builtin(name)
    return group is not None and group.group == "work"


class Definer:
    """Defines builtins of one module; declares (and queues) the builtins they call."""

    def __init__(self, module: Module) -> None:
        self.module = module
        self.dl = module.data_layout
        self.size_t = size_t_type(self.dl)
        self.structs = {"wi": scheduling.work_item_info_type(module), "wg": scheduling.work_group_info_type(module)}
        self._state: tuple[Value, Value] | None = None  # (wi, wg) of the definition being built

    # -- declarations --------------------------------------------------------------------
    def spec_type(self, fn: Function) -> Sequence[Type]:
        fn_type = mux.function_type(fn.name, self.size_t)
        assert fn_type is not None
        return fn_type.params

    def state_args(self, fn: Function) -> tuple[Argument, Argument] | None:
        """``fn``'s ``%wi-info`` and ``%wg-info`` parameters, if it has them."""
        n = len(self.spec_type(fn))
        args = fn.args
        if len(args) == n + 2:
            indices = md.get_scheduled_fn(fn)
            wi, wg = indices if indices is not None else (n, n + 1)
            if wi is not None and wg is not None:
                return args[wi], args[wg]
        return None

    def builtin(self, name: str) -> Function:
        """The builtin ``name``, declared (with the scheduling parameters if it needs them) if absent."""
        fn = self.module.get_function(name)
        if fn is not None:
            return fn
        fn = mux.declare_mux_builtin(self.module, name, self.size_t)
        if mux.needs_scheduling_params(name) and self._state is not None:
            n = len(fn.args)
            append_params(fn, scheduling_params(self.module), relax=not name.startswith(mux.builtin_name("get_")))
            md.set_scheduled_fn(fn, n, n + 1)
        return fn

    def call(self, b: Builder, name: str, args: Sequence[Value], label: str = "") -> Value:
        """Call the builtin ``name``, passing the definition's scheduling parameters on if it takes them."""
        callee = self.builtin(name)
        extra: list[Value] = []
        if len(callee.args) == len(args) + 2:
            assert self._state is not None, f"{name} needs the scheduling parameters"
            extra = list(self._state)
        call = b.call(callee, [*args, *extra], label)
        # The call repeats the scheduling parameters' attributes, as OCK's do.
        assert isinstance(call, CallBase)
        for i, attributes in scheduling_param_attributes(callee):
            call.arg_attributes[i] = attributes.copy()
        return call

    # -- struct access -------------------------------------------------------------------
    def field_ptr(self, b: Builder, which: str, field: int, dim: Value | None = None, label: str = "") -> Value:
        assert self._state is not None
        base = self._state[0 if which == "wi" else 1]
        indices: list[Value] = [const_int(I32, 0), const_int(I32, field)]
        if dim is not None:
            indices.append(dim)
        # Not inbounds, as OCK's: LLVM infers it once inlined into the
        # wrappers, whose structs are allocas.
        return b.gep(self.structs[which], base, indices, label)

    # -- definitions ---------------------------------------------------------------------
    def define(self, fn: Function) -> bool:
        """Give ``fn`` a body; False if it is not one this pass defines."""
        name = fn.name
        base = name[len(mux.PREFIX):]
        if leave_alone(name) or mux.function_type(name, self.size_t) is None:
            return False
        spec = self.spec_type(fn)
        ret = mux.function_type(name, self.size_t)
        assert ret is not None
        if [a.type for a in fn.args[: len(spec)]] != list(spec) or fn.function_type.return_type != ret.return_type:
            raise NcpuError(f"@{name} is declared as {fn.function_type}, which does not match the mux builtin")
        state = self.state_args(fn)
        if state is None and len(fn.args) != len(spec):
            raise NcpuError(f"@{name} is declared as {fn.function_type}, which does not match the mux builtin")
        if state is None and mux.needs_scheduling_params(name) and base not in _CONSTANTS:
            raise NcpuError(
                f"@{name} has no scheduling parameters (%wi-info, %wg-info): "
                f"run add-sched-params before {PASS_NAME}"
            )
        self._state = state
        if state is not None:
            state[0].name, state[1].name = scheduling.WI_INFO_ARG, scheduling.WG_INFO_ARG
        group = mux.parse_group_builtin(name)
        if group is not None:
            define_group_builtin(fn, group)
        elif base in mux.DMA_BUILTINS:
            from ncpu_opt.mux.dma_definitions import define_dma

            define_dma(self, fn, base, fn.args[: len(spec)])
        else:
            body = self._body_builder(base)
            if body is None:
                return False
            body(Builder(fn.append_block("entry")), fn.args[: len(spec)])
        self._state = None
        if group is not None and group.group == "sub":
            # As OCK: the sub-group collectives keep their linkage and
            # attributes (trivial bodies, which LLVM inlines anyway).
            return True
        fn.linkage = "internal"
        fn.attributes.remove("noinline")
        fn.attributes.add("alwaysinline")
        return True

    def _body_builder(self, base: str) -> Callable[[Builder, list[Argument]], None] | None:
        if base in _FIELD_GETTERS:
            return lambda b, args: self._field_getter(b, base, args)
        if base in _I32_FIELDS:
            return lambda b, args: self._i32_field(b, base, args)
        if base in _CONSTANTS:
            return lambda b, args: self._constant(b, _CONSTANTS[base])
        table: dict[str, Callable[[Builder, list[Argument]], None]] = {
            "get_global_id": self._global_id,
            "get_local_linear_id": self._local_linear_id,
            "get_global_linear_id": self._global_linear_id,
            "set_local_id": self._set_local_id,
            "mem_barrier": self._mem_barrier,
            "sub_group_barrier": self._sub_group_barrier,
        }
        return table.get(base)

    @staticmethod
    def _constant(b: Builder, value: int) -> None:
        b.ret(const_int(I32, value))

    def _field_getter(self, b: Builder, base: str, args: list[Argument]) -> None:
        which, field, out_of_range = _FIELD_GETTERS[base]
        dim = args[0]
        dim.name = "dim"
        # Clamp before indexing so that no element past the array is read,
        # then answer the out-of-range value (no branches: it inlines well).
        in_range = b.icmp("ult", dim, const_int(I32, DIMS), "in_range")
        safe = b.select(in_range, dim, const_int(I32, 0), "safe_dim")
        ptr = self.field_ptr(b, which, field, safe, "ptr")
        value = b.load(self.size_t, ptr, self.dl.abi_align(self.size_t), "value")
        b.ret(b.select(in_range, value, const_int(self.size_t, out_of_range), "result"))

    def _i32_field(self, b: Builder, base: str, args: list[Argument]) -> None:
        which, field = _I32_FIELDS[base]
        ptr = self.field_ptr(b, which, field, label="ptr")
        if base.startswith("set_"):
            args[0].name = "value"
            b.store(args[0], ptr, self.dl.abi_align(I32))
            b.ret()
        else:
            b.ret(b.load(I32, ptr, self.dl.abi_align(I32), "value"))

    def _global_id(self, b: Builder, args: list[Argument]) -> None:
        dim = args[0]
        dim.name = "dim"
        group = self.call(b, mux.builtin_name("get_group_id"), [dim], "group_id")
        size = self.call(b, mux.builtin_name("get_enqueued_local_size"), [dim], "enqueued_size")
        local = self.call(b, mux.builtin_name("get_local_id"), [dim], "local_id")
        offset = self.call(b, mux.builtin_name("get_global_offset"), [dim], "offset")
        start = b.mul(group, size, "group_start")
        b.ret(b.add(b.add(start, local, "id"), offset, "global_id"))

    def _linearize(self, b: Builder, ids: Sequence[Value], sizes: Sequence[Value]) -> None:
        # (id2 * size1 + id1) * size0 + id0 == id2*size1*size0 + id1*size0 + id0
        acc = b.add(b.mul(ids[2], sizes[1]), ids[1])
        b.ret(b.add(b.mul(acc, sizes[0]), ids[0], "linear_id"))

    def _local_linear_id(self, b: Builder, args: list[Argument]) -> None:
        ids = [self.call(b, mux.builtin_name("get_local_id"), [const_int(I32, d)], f"lid{d}") for d in range(DIMS)]
        sizes = [self.call(b, mux.builtin_name("get_local_size"), [const_int(I32, d)], f"size{d}") for d in range(2)]
        # id2*size1*size0 + id1*size0 + id0, the spec's formula term by term (OCK's shape).
        z = b.mul(b.mul(ids[2], sizes[1]), sizes[0])
        y = b.mul(ids[1], sizes[0])
        b.ret(b.add(b.add(z, y), ids[0], "linear_id"))

    def _global_linear_id(self, b: Builder, args: list[Argument]) -> None:
        ids = []
        for d in range(DIMS):
            gid = self.call(b, mux.builtin_name("get_global_id"), [const_int(I32, d)], f"gid{d}")
            offset = self.call(b, mux.builtin_name("get_global_offset"), [const_int(I32, d)], f"offset{d}")
            ids.append(b.sub(gid, offset, f"id{d}"))
        sizes = [self.call(b, mux.builtin_name("get_global_size"), [const_int(I32, d)], f"size{d}") for d in range(2)]
        self._linearize(b, ids, sizes)

    def _set_local_id(self, b: Builder, args: list[Argument]) -> None:
        dim, value = args
        dim.name, value.name = "dim", "value"
        fn = b.block.parent if b.block is not None else None
        assert fn is not None
        store, done = fn.append_block("store"), fn.append_block("done")
        b.cond_br(b.icmp("ult", dim, const_int(I32, DIMS), "in_range"), store, done)
        b.position_at_end(store)
        b.store(value, self.field_ptr(b, "wi", WI.LOCAL_ID, dim, "ptr"), self.dl.abi_align(self.size_t))
        b.br(done)
        b.position_at_end(done)
        b.ret()

    def _mem_barrier(self, b: Builder, args: list[Argument]) -> None:
        scope, semantics = args
        scope.name, semantics.name = "scope", "semantics"
        fn = b.block.parent if b.block is not None else None
        assert fn is not None
        ordering = b.binop("and", semantics, const_int(I32, int(MemSemantics.MASK)), "ordering")
        # A block of its own for relaxed (and unknown) orderings, as OCK's.
        default = fn.append_block("relaxed")
        blocks = [fn.append_block(label) for _, label in _FENCES]
        exit_block = fn.append_block("exit")
        cases: list[tuple[Value, object]] = [(const_int(I32, int(v)), blk) for (v, _), blk in zip(_FENCES, blocks, strict=True)]
        b.switch(ordering, default, cases)  # type: ignore[arg-type]
        b.position_at_end(default)
        b.br(exit_block)
        for (_, label), block in zip(_FENCES, blocks, strict=True):
            b.position_at_end(block)
            b.insert(FenceInst(label, "singlethread"))
            b.br(exit_block)
        b.position_at_end(exit_block)
        b.ret()

    def _sub_group_barrier(self, b: Builder, args: list[Argument]) -> None:
        _id, scope, semantics = args
        _id.name, scope.name, semantics.name = "id", "scope", "semantics"
        self.call(b, mux.builtin_name("mem_barrier"), [scope, semantics])
        b.ret()


def builtins_to_define(module: Module) -> list[Function]:
    return [fn for fn in module.functions if fn.is_declaration and fn.name.startswith(mux.PREFIX)]


@register_pass
@dataclass(frozen=True)
class DefineMuxBuiltins(ModulePass):
    """Define the declared __mux_* builtins (internal, alwaysinline) over the scheduling structs."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        definer = Definer(module)
        changed = False
        done: set[Function] = set()
        # Definitions may declare more builtins (appended to the module): loop until none is new.
        while True:
            pending = [fn for fn in builtins_to_define(module) if fn not in done]
            if not pending:
                break
            for fn in pending:
                done.add(fn)
                changed |= definer.define(fn)
        return PreservedAnalyses.none() if changed else PreservedAnalyses.all()

