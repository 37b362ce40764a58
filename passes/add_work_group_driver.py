"""add-work-group-driver: run a range of work-groups in one native call.

For every packed kernel wrapper ``@<base>.mux-kernel-wrapper(ptr, ptr)`` (from
``add-kernel-wrapper``) this adds the symbol the runtime calls:

    void @<base>.mux-work-group-driver(ptr %packed-args, ptr %wg-info-template,
                                       size_t %first, size_t %end)

It copies the template ``%MuxWorkGroupInfo`` (num_groups, global_offset,
work_dim, enqueued_local_size and global_size filled by the runtime) to a
stack slot and, for each linear group index in ``[first, end)``, decomposes
the index into ``(gx, gy, gz)`` (x fastest), stores the group id and the
current group's ``local_size`` (in a non-uniform NDRange the last group of a
dimension is smaller: ``min(enqueued, global - g * enqueued)``) and calls the
wrapper.  The runtime spreads disjoint ranges over threads; nothing in Python
runs per work-group.

A wrapper marked ``"ncpu-merge-x-groups"`` (``work-item-loops<merge-groups>``: its
kernel cannot tell a row of groups from one wide group, see
:mod:`ncpu_opt.mux.group_merging`) runs each row of the range as one call: the
group id of the row's first group in the range, a local size in x spanning the
row's groups up to ``end`` (the last one possibly partial).

A kernel with buffers that ``privatize-atomic-adds`` recorded runs its range on
private copies: zeroed stack windows replace those parameters in a copy of
the packed arguments, and after the last group each nonzero element is added
to the buffer with one atomic (:mod:`ncpu_opt.mux.private_atomics`); the
module's ``__ncpu_private_add.iN`` get their plain bodies here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import Function, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import AtomicRMWInst
from ncpu_opt.ir.intrinsics import declare_intrinsic
from ncpu_opt.ir.loops import LoopOptions, create_loop
from ncpu_opt.ir.module import size_t_type
from ncpu_opt.ir.types import I1, I8, I32, PTR, VOID, ArrayType, FunctionType, IntType, PointerType
from ncpu_opt.ir.values import Value, const_int
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux.group_merging import MERGE_X_ATTRIBUTE
from ncpu_opt.mux.private_atomics import PrivateBuffer, define_private_adds, recorded
from ncpu_opt.mux.scheduling import WorkGroupField, work_group_info_type
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "add-work-group-driver"
WRAPPER_SUFFIX = ".mux-kernel-wrapper"
PACKED_ARGS_PREFIX = "MuxPackedArgs."
DRIVER_SUFFIX = ".mux-work-group-driver"
DRIVER_ARGS = ("packed-args", "wg-info-template", "first", "end")
DIMS = 3


def driver_name(base: str) -> str:
    return base + DRIVER_SUFFIX


def is_packed_wrapper(fn: Function) -> bool:
    """A kernel wrapper of ``add-kernel-wrapper<packed>``: ``void <base>.mux-kernel-wrapper(ptr, ptr)``."""
    base = attrs.get_base_fn_name(fn)
    if base is None or fn.name != base + WRAPPER_SUFFIX or fn.function_type != FunctionType(VOID, [PTR, PTR]):
        return False
    # add-kernel-wrapper<unpacked> pads the struct: not the layout the runtime packs.
    module = fn.parent
    struct = module.struct_types.get(PACKED_ARGS_PREFIX + base) if module is not None else None
    return struct is None or struct.packed


@register_pass
@dataclass(frozen=True)
class AddWorkGroupDriver(ModulePass):
    """Add <base>.mux-work-group-driver(args, wg-info, first, end): a range of work-groups per call."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        entries = [fn for fn in attrs.kernels(module.functions, entry_points_only=True) if not fn.is_declaration]
        if not entries:
            return PreservedAnalyses.all()
        for fn in entries:
            if not is_packed_wrapper(fn):
                raise NcpuError(
                    f"{PASS_NAME}: entry point @{fn.name} is not a packed kernel wrapper "
                    "(run add-kernel-wrapper<packed> first)"
                )
        dl = module.data_layout
        for fn in entries:
            add_driver(module, fn, dl)
        define_private_adds(module)
        return PreservedAnalyses.none()


def _call_wrapper(b: Builder, wrapper: Function, args: Value, wg: Value) -> None:
    """The call of the wrapper for a group (or a row): not inlined, as the wrapper stays an entry
    point of its own, and a second copy of its body (the work-item loops, their vector and scalar
    parts) would double the kernel's code for one call per group saved."""
    call = b.call(wrapper, [args, wg])
    call.fn_attributes.add("noinline")


def add_driver(module: Module, wrapper: Function, dl: DataLayout) -> Function:
    base = attrs.get_base_fn_name(wrapper)
    assert base is not None
    name = driver_name(base)
    if module.get_named_value(name) is not None:
        raise NcpuError(f"{PASS_NAME}: @{name} already exists")
    st = size_t_type(module)
    wg_type = work_group_info_type(module)
    driver = Function(name, FunctionType(VOID, [PTR, PTR, st, st]))
    for arg, arg_name in zip(driver.args, DRIVER_ARGS, strict=True):
        arg.name = arg_name
    driver.attributes.add("nounwind")
    module.add_function(driver, after=wrapper)
    packed, template, first, end = driver.args

    entry = driver.append_block("entry")
    b = Builder(entry)
    align = dl.abi_align(wg_type)
    wg = b.alloca(wg_type, align=align, name="wg-info")
    memcpy = _memcpy(module, st)
    size = const_int(st, dl.alloc_size(wg_type))
    b.call(memcpy, [wg, template, size, const_int(I1, 0)])

    def field(ptr: Value, f: WorkGroupField, d: int, label: str) -> Value:
        return b.gep(wg_type, ptr, [const_int(I32, 0), const_int(I32, int(f)), const_int(I32, d)], label, ["inbounds"])

    def read(f: WorkGroupField, d: int, label: str) -> Value:
        return b.load(st, field(wg, f, d, f"{label}.{d}.ptr"), None, f"{label}.{d}")

    # Constant over the range: read once, before the loop.
    num_groups = [read(WorkGroupField.NUM_GROUPS, d, "num_groups") for d in range(DIMS)]
    enqueued = [read(WorkGroupField.ENQUEUED_LOCAL_SIZE, d, "enqueued") for d in range(DIMS)]
    global_size = [read(WorkGroupField.GLOBAL_SIZE, d, "global_size") for d in range(DIMS)]
    group_id_ptr = [field(wg, WorkGroupField.GROUP_ID, d, f"group_id.{d}.ptr") for d in range(DIMS)]
    local_size_ptr = [field(wg, WorkGroupField.LOCAL_SIZE, d, f"local_size.{d}.ptr") for d in range(DIMS)]
    empty = b.icmp("uge", first, end, "empty")

    private = recorded(module, base)
    args: Value = packed
    merges: list[tuple[PrivateBuffer, Value, Value]] = []
    if private:
        args, merges = _private_copies(b, module, base, packed, private, dl, st)

    if wrapper.cc is not None and wrapper.cc.startswith("spir_"):
        # The wrapper has the kernel's SPIR convention (as OCK's), and a SPIR
        # kernel may not be called: it is a native function now, of the C ABI
        # its symbol is exported with.
        wrapper.cc = None

    def run_group(b: Builder, index: Value, _: list[Value]) -> list[Value]:
        # x fastest: index = gx + nx * (gy + ny * gz)
        rest: Value = index
        for d in range(DIMS):
            gid: Value
            if d < DIMS - 1:
                gid = b.binop("urem", rest, num_groups[d], f"g{'xyz'[d]}")
                rest = b.binop("udiv", rest, num_groups[d], f"rest.{d}")
            else:
                gid = rest
            b.store(gid, group_id_ptr[d], None)
            # The last group of a dimension may be partial (non-uniform NDRange).
            start = b.mul(gid, enqueued[d], f"start.{d}")
            remaining = b.sub(global_size[d], start, f"remaining.{d}")
            partial = b.icmp("ult", remaining, enqueued[d], f"partial.{d}")
            local = b.select(partial, remaining, enqueued[d], f"local_size.{d}")
            b.store(local, local_size_ptr[d], None)
        _call_wrapper(b, wrapper, args, wg)
        return []

    def run_row(b: Builder, index: Value) -> Value:
        """The groups of ``index``'s row from ``index`` on, up to ``end``, as one wide group; their count."""
        gx = b.binop("urem", index, num_groups[0], "gx")
        rest = b.binop("udiv", index, num_groups[0], "rest.0")
        gy = b.binop("urem", rest, num_groups[1], "gy")
        gz = b.binop("udiv", rest, num_groups[1], "gz")
        umin = declare_intrinsic(module, "umin", FunctionType(st, [st, st]), [st])
        count = b.call(umin, [b.sub(num_groups[0], gx, "row_left"), b.sub(end, index, "range_left")], "count")
        for d, gid in enumerate((gx, gy, gz)):
            b.store(gid, group_id_ptr[d], None)
            start = b.mul(gid, enqueued[d], f"start.{d}")
            remaining = b.sub(global_size[d], start, f"remaining.{d}")
            # x: the row's groups, the last one possibly partial; y, z: this group's size.
            span = b.mul(count, enqueued[0], "span") if d == 0 else enqueued[d]
            b.store(b.call(umin, [span, remaining], f"local_size.{d}"), local_size_ptr[d], None)
        _call_wrapper(b, wrapper, args, wg)
        return count

    if wrapper.attributes.has_string(MERGE_X_ATTRIBUTE):
        header = driver.append_block("loop")
        exit_block = driver.append_block("exit")
        b.cond_br(empty, exit_block, header)
        b.position_at_end(header)
        index = b.phi(st, [(first, entry)], "group")
        # first < end and count >= 1: the index only grows, up to end.
        following = b.add(index, run_row(b, index), "next", ["nuw"])
        index.add_incoming(following, header)
        b.cond_br(b.icmp("ult", following, end, "more"), header, exit_block)
        b.position_at_end(exit_block)
    else:
        # first < end (guarded below), so the group index cannot wrap.
        options = LoopOptions(header_name="loop", exit_name="exit", index_name="group", next_name="next",
                              next_flags=["nuw"])
        loop = create_loop(b, first, end, run_group, options)
        # create_loop enters its loop unconditionally (a do-while): an empty range skips it.
        enter = entry.terminator
        assert enter is not None
        enter.erase_from_parent()
        Builder(entry).cond_br(empty, loop.exit, loop.header)

    for buffer, window, target in merges:
        _merge(b, buffer, window, target, st)
    b.ret()
    return driver


def _private_copies(
    b: Builder, module: Module, base: str, packed: Value, private: list[PrivateBuffer], dl: DataLayout, st: IntType
) -> tuple[Value, list[tuple[PrivateBuffer, Value, Value]]]:
    """A copy of the packed arguments whose private buffers point to zeroed stack windows.

    Returns the copy and, per buffer, (buffer, its window, the real buffer's address).
    """
    struct = module.struct_types.get(PACKED_ARGS_PREFIX + base)
    if struct is None or struct.elements is None:
        raise NcpuError(f"{PASS_NAME}: @{base} has private atomics but no %{PACKED_ARGS_PREFIX}{base}")
    copy = b.alloca(struct, align=dl.abi_align(struct), name="packed-args.private")
    b.call(_memcpy(module, st), [copy, packed, const_int(st, dl.alloc_size(struct)), const_int(I1, 0)])
    memset = declare_intrinsic(module, "memset", FunctionType(VOID, [PTR, I8, st, I1]), [PTR, st])
    merges: list[tuple[PrivateBuffer, Value, Value]] = []
    for buffer in private:
        field_type = struct.elements[buffer.param]
        if not isinstance(field_type, PointerType):
            raise NcpuError(f"{PASS_NAME}: private buffer {buffer.param} of @{base} is not a pointer field")
        label = f"private.{buffer.param}"
        window = b.alloca(ArrayType(buffer.size, I8), align=64, name=label)
        b.call(memset, [window, const_int(I8, 0), const_int(st, buffer.size), const_int(I1, 0)])
        index = [const_int(I32, 0), const_int(I32, buffer.param)]
        target = b.load(field_type, b.gep(struct, packed, index, f"{label}.field"), 1, f"{label}.buffer")
        cast = b.cast("addrspacecast", window, field_type, f"{label}.ptr") if field_type.addrspace else window
        b.store(cast, b.gep(struct, copy, index, f"{label}.slot"), 1)
        merges.append((buffer, window, target))
    return copy, merges


def _merge(b: Builder, buffer: PrivateBuffer, window: Value, target: Value, st: IntType) -> None:
    """Add each nonzero element of the window to the buffer, atomically (other ranges run meanwhile)."""
    element = buffer.element
    count = const_int(st, buffer.size // (element.width // 8))
    label = f"merge.{buffer.param}"

    def add_one(b: Builder, index: Value, _: list[Value]) -> list[Value]:
        value = b.load(element, b.gep(element, window, [index], f"{label}.from", ["inbounds"]), None, f"{label}.value")
        fn = b.block.parent if b.block is not None else None
        assert isinstance(fn, Function)
        add, following = fn.append_block(f"{label}.add"), fn.append_block(f"{label}.next")
        b.cond_br(b.icmp("ne", value, const_int(element, 0), f"{label}.nonzero"), add, following)
        b.position_at_end(add)
        to = b.gep(element, target, [index], f"{label}.to", ["inbounds"])
        b.insert(AtomicRMWInst("add", to, value, "monotonic", element.width // 8))
        b.br(following)
        b.position_at_end(following)
        return []

    create_loop(b, const_int(st, 0), count, add_one, LoopOptions(header_name=label, exit_name=f"{label}.done"))


def _memcpy(module: Module, st: IntType) -> Function:
    return declare_intrinsic(module, "memcpy", FunctionType(VOID, [PTR, PTR, st, I1]), [PTR, PTR, st])
