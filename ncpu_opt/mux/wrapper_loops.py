"""The loops of a work-item-loops wrapper: work-item state setters and loop nests.

:class:`WrapperBuilder` emits the code every wrapper shares, whatever runs
inside its loops (the kernel, its barrier regions, or a vectorised clone,
see :mod:`ncpu_opt.mux.vector_schedule`): the prologue reading the local
sizes, do-while loops over one dimension (:meth:`WrapperBuilder.loop`, any
start, bound and step), the scalar loop nest of one work-item per iteration
(:meth:`WrapperBuilder.loops`) and the calls that tell the builtins which
work-item runs (``__mux_set_local_id``, ``__mux_set_sub_group_id``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ncpu_opt.analysis.callgraph import reachable_functions
from ncpu_opt.ir import BasicBlock, Function, Module
from ncpu_opt.ir.builder import Builder, call_vscale, declare_function
from ncpu_opt.ir.instructions import CallBase, Instruction
from ncpu_opt.ir.loops import LoopOptions, create_loop
from ncpu_opt.ir.metadata import MDNode, MDString, ValueAsMetadata
from ncpu_opt.ir.names import LocalNamer
from ncpu_opt.ir.types import I1, I32, VOID, FunctionType, IntType
from ncpu_opt.ir.values import ConstantInt, Value, const_int
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux.private_atomics import is_private_add

DIM_NAMES = "xyz"
#: The code run for one work-item, given its linear id.
Body = Callable[[Value], None]

#: Setters the wrapper calls, with the contract's signatures (size_t filled in).
_SETTERS = {
    "__mux_set_local_id": lambda size_t: FunctionType(VOID, [I32, size_t]),
    "__mux_set_sub_group_id": lambda size_t: FunctionType(VOID, [I32]),
    "__mux_set_num_sub_groups": lambda size_t: FunctionType(VOID, [I32]),
    "__mux_set_max_sub_group_size": lambda size_t: FunctionType(VOID, [I32]),
}


def declare_setter(module: Module, name: str, size_t: IntType) -> Function:
    """A work-item state setter, from the builtin table when it has it."""
    try:
        return mux.declare_mux_builtin(module, name, size_t)
    except ValueError:
        fn = declare_function(module, name, _SETTERS[name](size_t))
        if not fn.attributes.has("nounwind"):
            fn.attributes.add("nounwind")
        return fn


@dataclass
class KernelInfo:
    """What the wrapper of one kernel needs to know."""

    kernel: Function
    size_t: IntType
    dims: int
    order: str
    reqd: tuple[int, int, int] | None


def mark_parallel_loop(
    blocks: list[BasicBlock], backedge: Instruction, vectorize: bool = True, unroll: bool = True
) -> None:
    """Tell LLVM the innermost work-item loop's iterations are independent.

    Between two barriers, work-items cannot depend on each other's memory
    (a data race is undefined behaviour in OpenCL), so, as PoCL does, the
    loop gets ``llvm.loop.parallel_accesses`` over an access group holding
    its memory accesses and calls; inlining the kernel into the loop spreads
    the group to the kernel's accesses, and the vectoriser needs no run-time
    alias checks.  Atomics stay unvectorised whatever the metadata says.
    ``vectorize=False`` (a scalar tail: fewer iterations than a vector)
    also asks LLVM not to vectorise the loop, ``unroll=False`` not to unroll it.  A loop that reaches a
    privatised atomic add (:mod:`ncpu_opt.mux.private_atomics`: a plain load,
    add and store once inlined, two work-items may hit one element) is not
    marked: LLVM must see those dependences.
    """
    group = MDNode([], distinct=True)
    parallel = not any(_reaches_private_add(inst) for block in blocks for inst in block.instructions)
    properties: list = [None, MDNode([MDString("llvm.loop.parallel_accesses"), group])] if parallel else [None]
    if not vectorize:
        properties.append(MDNode([MDString("llvm.loop.vectorize.enable"), ValueAsMetadata(const_int(I1, 0))]))
    if not unroll:
        properties.append(MDNode([MDString("llvm.loop.unroll.disable")]))
    if len(properties) == 1:
        return
    loop = MDNode(properties, distinct=True)
    loop.operands[0] = loop
    for block in blocks:
        for inst in block.instructions:
            if parallel and inst.opcode in ("call", "load", "store"):
                inst.metadata["llvm.access.group"] = group
    backedge.metadata["llvm.loop"] = loop


def mark_loop_not_unrolled(backedge: Instruction) -> None:
    """``llvm.loop.unroll.disable`` on a loop that has no loop metadata yet."""
    loop = MDNode([None, MDNode([MDString("llvm.loop.unroll.disable")])], distinct=True)
    loop.operands[0] = loop
    backedge.metadata["llvm.loop"] = loop


def _reaches_private_add(inst: Instruction) -> bool:
    """``inst`` calls ``__ncpu_private_add.*``, directly or through the functions it calls."""
    if not isinstance(inst, CallBase) or inst.called_function is None:
        return False
    return any(is_private_add(fn.name) for fn in reachable_functions(inst.called_function))


class WrapperBuilder:
    """Builds the loops of ``<base>.mux-barrier-wrapper`` for one kernel."""

    def __init__(self, module: Module, info: KernelInfo, wrapper: Function, debug: bool) -> None:
        self.module = module
        self.info = info
        self.fn = wrapper
        self.debug = debug
        self.size_t = info.size_t
        self.builder = Builder(wrapper.append_block("entry"))
        # Block names as OCK's LLVM pass gets them (see LocalNamer).
        self.names = LocalNamer([arg.name for arg in wrapper.args if arg.name] + ["entry"])
        self.counter = 0
        self.set_local_id = declare_setter(module, "__mux_set_local_id", self.size_t)
        # Loop bounds that differ from the local sizes (a narrowed range guard).
        self.bounds: dict[int, Value] = {}
        self.set_sub_group_id = declare_setter(module, "__mux_set_sub_group_id", self.size_t)
        #: Values the loops being built carry from one work-item to the next, and their names.
        self.carried: list[Value] = []
        self.carried_names: list[str] = []

    def const(self, value: int) -> ConstantInt:
        return const_int(self.size_t, value)

    def to_i32(self, value: Value) -> Value:
        """A size_t value as the i32 the sub-group setters take."""
        if isinstance(value, ConstantInt):
            return const_int(I32, value.value)
        return value if self.size_t == I32 else self.builder.cast("trunc", value, I32)

    def vscale(self) -> Value:
        """``llvm.vscale`` as a size_t."""
        return call_vscale(self.builder, self.module, self.size_t)

    def bound(self, d: int) -> Value:
        """Where the loops over dimension ``d`` stop."""
        return self.bounds.get(d, self.sizes[d])

    # -- the prologue -------------------------------------------------------------------------
    def prologue(self, sub_groups: bool = True) -> None:
        """Local sizes, unused dimensions' ids; sub-groups of one work-item if ``sub_groups``."""
        b = self.builder
        get_local_size = mux.declare_mux_builtin(self.module, mux.builtin_name("get_local_size"), self.size_t)
        self.sizes: list[Value] = []
        for d in range(3):
            if d >= self.info.dims:
                self.sizes.append(self.const(1))
            elif self.info.reqd is not None:
                self.sizes.append(self.const(self.info.reqd[d]))
            else:
                self.sizes.append(b.call(get_local_size, [const_int(I32, d)], f"local_size.{DIM_NAMES[d]}"))
        if self.info.reqd is not None:
            r = self.info.reqd
            self.total: Value = self.const(r[0] * (r[1] if self.info.dims > 1 else 1) * (r[2] if self.info.dims > 2 else 1))
        else:
            total = self.sizes[0]
            for d in range(1, self.info.dims):
                total = b.mul(total, self.sizes[d], "local_linear_size" if d == self.info.dims - 1 else "")
            self.total = total
        if sub_groups:
            self.set_sub_group_state(self.to_i32(self.total), const_int(I32, 1))
        for d in range(self.info.dims, 3):
            b.call(self.set_local_id, [const_int(I32, d), self.const(0)])

    def set_sub_group_state(self, count: Value, max_size: Value) -> None:
        """``__mux_set_num_sub_groups(count)`` and ``__mux_set_max_sub_group_size(max_size)`` (i32)."""
        b = self.builder
        b.call(declare_setter(self.module, "__mux_set_num_sub_groups", self.size_t), [count])
        b.call(declare_setter(self.module, "__mux_set_max_sub_group_size", self.size_t), [max_size])

    # -- loops ------------------------------------------------------------------------------------
    def loop(
        self,
        d: int,
        start: Value,
        bound: Value,
        body: Callable[[Value], None],
        step: int | Value = 1,
        suffix: str = "",
        parallel: bool = False,
        vectorize: bool = True,
        unroll: bool = True,
    ) -> None:
        """``for (id = start; ; ) { body(id); id += step; if (id >= bound) break; }``.

        A do-while loop (:func:`ncpu_opt.ir.loops.create_loop`), as the
        work-item loops run at least once: a caller whose loop may be empty
        guards it.  ``parallel`` marks it with :func:`mark_parallel_loop` (not
        in debug mode); ``unroll=False`` asks LLVM not to unroll it (a loop
        around other work-item loops, or a scalar tail of fewer iterations than
        a vector: copies of their bodies are code size, not speed).
        :attr:`carried` values (a scan's running value) are
        carried through the loop: ``body`` reads and replaces them.
        """
        self.counter += 1
        # The blocks are OCK's ``loopIR``/``exitIR`` (createLoop); the values keep a per-loop tag.
        tag = f"loop{self.counter}.{DIM_NAMES[d]}{suffix}"
        first_block = len(self.fn.blocks)

        def run(_: Builder, index: Value, carried: list[Value]) -> list[Value]:
            self.carried = carried
            body(index)
            return self.carried

        options = LoopOptions(
            step=self.const(step) if isinstance(step, int) else step,
            carried=self.carried,
            carried_names=[f"{name}.{DIM_NAMES[d]}{suffix}" for name in self.carried_names],
            index_name=f"{tag}.id",
            next_name=f"{tag}.next",
            next_flags=["nuw"],
        )
        loop = create_loop(self.builder, start, bound, run, options, names=self.names)
        self.carried = loop.results
        if (parallel or not unroll) and not self.debug:
            assert loop.backedge is not None
            blocks = self.fn.blocks[first_block:-1]
            if parallel:
                mark_parallel_loop(blocks, loop.backedge, vectorize, unroll)
            else:
                mark_loop_not_unrolled(loop.backedge)

    def loops(self, order: str, body: Body) -> None:
        """The work-item loop nest (``order`` innermost first) around ``body(linear id)``."""
        dims = [DIM_NAMES.index(c) for c in reversed(order) if DIM_NAMES.index(c) < self.info.dims]
        self._level(dims, 0, {}, body)

    def _level(self, dims: list[int], depth: int, ids: dict[int, Value], body: Body) -> None:
        if depth == len(dims):
            self._work_item(ids, body)
            return
        d = dims[depth]
        self.loop(
            d,
            self.const(0),
            self.bound(d),
            lambda index: self._level(dims, depth + 1, {**ids, d: index}, body),
            # Work-items depending on each other (a scan) are not parallel.
            parallel=depth == len(dims) - 1 and not self.carried,
            unroll=depth == len(dims) - 1,
        )

    def set_local_ids(self, ids: dict[int, Value]) -> None:
        """``__mux_set_local_id`` for every used dimension (0 where ``ids`` has none)."""
        for d in range(self.info.dims):
            self.builder.call(self.set_local_id, [const_int(I32, d), ids.get(d, self.const(0))])

    def _work_item(self, ids: dict[int, Value], body: Body) -> None:
        self.set_local_ids(ids)
        linear = self.linear_id(ids)
        self.builder.call(self.set_sub_group_id, [self.to_i32(linear)])
        body(linear)

    def linear_id(self, ids: dict[int, Value]) -> Value:
        """``x + sx * (y + sy * z)`` (constant zero for dimensions without a loop)."""
        b = self.builder
        if all(isinstance(v, ConstantInt) and v.value == 0 for v in ids.values()):
            return self.const(0)
        linear: Value | None = None
        for d in reversed(range(self.info.dims)):
            index = ids.get(d, self.const(0))
            linear = index if linear is None else b.add(index, b.mul(self.sizes[d], linear))
        assert linear is not None
        return linear

    def once(self, body: Body) -> None:
        """Work-item 0 only (the ``once`` schedule)."""
        self._work_item({d: self.const(0) for d in range(self.info.dims)}, body)

    def args(self) -> list[Value]:
        return list(self.fn.args)
