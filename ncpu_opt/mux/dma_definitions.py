"""Bodies of the DMA builtins: copies made by one work-item of the group.

``__mux_dma_{read,write}_{1D,2D,3D}`` copy ``width`` bytes per row, ``height``
rows and ``depth`` planes between ``__local`` and ``__global`` memory, with
the given strides (in bytes) between rows and planes.  Every work-item of the
group makes the call (it is a group function); only the one with local linear
id 0 copies, with ``llvm.memcpy`` per row.  The event returned is the one
given, else the destination address (non-null, so that "no event yet" stays
distinguishable).

``__mux_dma_wait`` must make the copies visible to the whole group before any
work-item reads the destination.  After work-item-loops the group's
work-items run one after another in each barrier region, work-item 0 first
(every schedule starts at local id 0), so work-item 0 has made the region's
copies before any other work-item reaches the wait, and no barrier is needed
between the wait and the reads; what remains is the memory ordering, an
acquire-release fence.  A vectorised kernel runs N work-items per call, and
``run-vecz`` makes one DMA call for them when its operands are the same for
all (as OpenCL requires): the call's local linear id is that of its first
work-item, so the first call of the group copies, once.
"""

from __future__ import annotations

from typing import Any

from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.instructions import FenceInst
from ncpu_opt.ir.intrinsics import declare_intrinsic
from ncpu_opt.ir.loops import LoopOptions, create_loop
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.ir.types import I1, I8, VOID, FunctionType, IntType, PointerType
from ncpu_opt.ir.values import Argument, ConstantNull, Value, const_int
from ncpu_opt.mux import builtins as mux


def _memcpy(definer: Any, dst_type: PointerType, src_type: PointerType, size_t: IntType) -> Function:
    fn_type = FunctionType(VOID, [dst_type, src_type, size_t, I1])
    return declare_intrinsic(definer.module, "memcpy", fn_type, [dst_type, src_type, size_t])


def define_dma(definer: Any, fn: Function, base: str, args: list[Argument]) -> None:
    b = Builder(fn.append_block("entry"))
    if base == "dma_wait":
        args[0].name, args[1].name = "num_events", "events"
        b.insert(FenceInst("acq_rel", "singlethread"))
        b.ret()
        return
    size_t: IntType = definer.size_t
    dims = int(base[-2])
    names = {1: ["width"], 2: ["width", "dst_stride", "src_stride", "height"],
             3: ["width", "dst_line_stride", "src_line_stride", "height",
                 "dst_plane_stride", "src_plane_stride", "depth"]}[dims]
    dst, src, *sizes, event = args
    dst.name, src.name, event.name = "dst", "src", "event"
    for arg, name in zip(sizes, names, strict=True):
        arg.name = name
    assert isinstance(dst.type, PointerType) and isinstance(src.type, PointerType)
    memcpy = _memcpy(definer, dst.type, src.type, size_t)
    copy, done = fn.append_block("copy"), fn.append_block("done")
    lid = definer.call(b, mux.builtin_name("get_local_linear_id"), [], "local_linear_id")
    b.cond_br(b.icmp("eq", lid, const_int(size_t, 0), "copier"), copy, done)
    b.position_at_end(copy)
    width = sizes[0]
    if dims == 1:
        b.call(memcpy, [dst, src, width, const_int(I1, 0)])
        b.br(done)
    else:
        plane_count = sizes[6] if dims == 3 else const_int(size_t, 1)
        plane_strides = (sizes[4], sizes[5]) if dims == 3 else (const_int(size_t, 0), const_int(size_t, 0))
        _copy_planes(b, memcpy, dst, src, width, sizes[1], sizes[2], sizes[3], plane_strides, plane_count,
                     size_t, done)
    b.position_at_end(done)
    # The event used: the one given (the copy joins it, as OpenCL returns a non-zero event
    # argument), else the destination address.
    own = b.cast("addrspacecast", dst, PointerType(0), "done_event") if dst.type.addrspace else dst
    given = b.icmp("ne", event, ConstantNull(event.type), "joins")
    b.ret(b.select(given, event, own, "event_used"))


def _copy_planes(
    b: Builder,
    memcpy: Function,
    dst: Value,
    src: Value,
    width: Value,
    dst_stride: Value,
    src_stride: Value,
    height: Value,
    plane_strides: tuple[Value, Value],
    depth: Value,
    size_t: IntType,
    done: BasicBlock,
) -> None:
    """Two nested counted loops (planes, rows), one memcpy of ``width`` bytes per row."""
    zero = const_int(size_t, 0)
    copy = b.block
    assert copy is not None
    nothing = b.icmp("eq", b.mul(height, depth), zero)

    def plane(b: Builder, z: Value, _: list[Value]) -> list[Value]:
        def row(b: Builder, y: Value, _: list[Value]) -> list[Value]:
            dst_offset = b.add(b.mul(z, plane_strides[0]), b.mul(y, dst_stride))
            src_offset = b.add(b.mul(z, plane_strides[1]), b.mul(y, src_stride))
            b.call(memcpy, [b.gep(I8, dst, [dst_offset], "dst_row"), b.gep(I8, src, [src_offset], "src_row"),
                            width, const_int(I1, 0)])
            return []

        # The rows' exit is the planes' latch.
        create_loop(b, zero, height, row,
                    LoopOptions(header_name="row", exit_name="plane.next", index_name="y", next_name="y.next"))
        return []

    planes = LoopOptions(header_name="plane", index_name="z", next_name="z.next")
    loop = create_loop(b, zero, depth, plane, planes, exit=done)
    # create_loop enters its loop unconditionally (a do-while): no rows or no planes skip it.
    enter = copy.terminator
    assert enter is not None
    enter.erase_from_parent()
    Builder(copy).cond_br(nothing, done, loop.header)
