"""Private copies of ``byval`` parameters, one per work-item.

A ``byval`` argument is the callee's own copy.  Passes that make one call run
several work-items (vectorisation) or share the caller's pointer between
work-items (barrier regions) must give each work-item its own copy: copying
the argument into an entry-block ``alloca`` makes it private memory like any
other, which those passes already handle per work-item.
"""

from __future__ import annotations

from ncpu_opt.ir.attributes import Attribute
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.instructions import CallBase, GetElementPtrInst, Instruction, LoadInst
from ncpu_opt.ir.intrinsics import declare_intrinsic
from ncpu_opt.ir.module import Function, Module, size_t_type
from ncpu_opt.ir.types import I1, PTR, VOID, FunctionType, Type
from ncpu_opt.ir.values import Argument, Value, const_int


def may_write_through(pointer: Value) -> bool:
    """Whether anything may write through ``pointer`` (following GEPs and casts)."""
    work = [pointer]
    seen: set[Value] = set()
    while work:
        value = work.pop()
        if value in seen:
            continue
        seen.add(value)
        for user in value.users:
            if isinstance(user, LoadInst):
                continue
            if isinstance(user, GetElementPtrInst) or (
                isinstance(user, Instruction) and user.opcode in ("bitcast", "addrspacecast", "select", "phi")
            ):
                work.append(user)
                continue
            if isinstance(user, CallBase) and user.called_function is not None and (
                user.called_function.name.startswith("llvm.lifetime.")
            ):
                continue
            return True
    return False


def privatise_byval_params(module: Module, fn: Function, only_written: bool = False) -> list[Argument]:
    """Copy the ``byval`` parameters of ``fn`` into entry-block allocas; the parameters copied."""
    byval = [arg for arg in fn.args if isinstance(arg.attributes.get("byval"), Attribute)]
    if only_written:
        byval = [arg for arg in byval if may_write_through(arg)]
    if not byval:
        return []
    dl = module.data_layout
    size_t = size_t_type(dl)
    memcpy = declare_intrinsic(module, "memcpy", FunctionType(VOID, [PTR, PTR, size_t, I1]), [PTR, PTR, size_t])
    b = Builder().position_at_start(fn.entry_block)
    for arg in byval:
        attr = arg.attributes.get("byval")
        assert attr is not None and isinstance(attr.arg, Type)
        value_type = attr.arg
        align_attr = arg.attributes.get("align")
        align = int(str(align_attr.arg).strip()) if align_attr is not None and align_attr.arg else dl.abi_align(value_type)
        copy = b.alloca(value_type, None, align, f"{arg.name or 'byval'}.private")
        arg.replace_all_uses_with(copy)
        b.call(memcpy, [copy, arg, const_int(size_t, dl.alloc_size(value_type)), const_int(I1, 0)])
    return byval
