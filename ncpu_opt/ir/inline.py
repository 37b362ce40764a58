"""Inlining one call (a small version of LLVM's InlineFunction).

:func:`inline_call` splits the caller's block after the call, clones the
callee's blocks between the two halves with the parameters mapped to the
arguments, turns each ``ret`` into a branch to the second half (a phi
collects the returned values) and moves the callee's static entry-block
allocas to the caller's entry block, so they stay static (not re-run in a
loop).  Debug locations of the inlined code are dropped: their scopes are the
callee's, which LLVM's verifier rejects inside another function.
"""

from __future__ import annotations

from ncpu_opt.errors import NotSupportedError
from ncpu_opt.ir.clone import ValueMap, clone_blocks
from ncpu_opt.ir.instructions import AllocaInst, BranchInst, CallBase, CallInst, PhiInst, ReturnInst
from ncpu_opt.ir.module import BasicBlock
from ncpu_opt.ir.values import Constant, Poison, Value


def split_block_after(block: BasicBlock, index: int, name: str) -> BasicBlock:
    """Move the instructions of ``block`` from ``index`` on into a new block placed after it."""
    fn = block.parent
    assert fn is not None
    after = fn.insert_block_after(block, name)
    for inst in block.instructions[index:]:
        after.append(inst)
    for succ in after.successors:
        for phi in succ.phis():
            for i, op in enumerate(phi.operands):
                if op is block:
                    phi.set_operand(i, after)
    return after


def inline_call(call: CallBase) -> None:
    """Replace ``call`` by the body of the function it calls (which must be defined)."""
    callee = call.called_function
    if not isinstance(call, CallInst):
        raise NotSupportedError(f"inlining an {call.opcode} of {call.callee.ref()}")
    if callee is None or callee.is_declaration:
        raise ValueError(f"cannot inline a call of {call.callee.ref()}: no body")
    if callee.function_type.vararg:
        raise NotSupportedError(f"inlining variadic @{callee.name}")
    block = call.parent
    assert block is not None and block.parent is not None
    caller = block.parent
    if caller is callee:
        raise ValueError(f"cannot inline the recursive call of @{callee.name} into itself")

    after = split_block_after(block, block.instructions.index(call) + 1, f"{callee.name}.exit")
    vmap: ValueMap = dict(zip(callee.args, call.args, strict=True))
    new_blocks = clone_blocks(callee.blocks, caller, vmap)
    # Place the body between the two halves, in the callee's order.
    for new_block in new_blocks:
        caller.blocks.remove(new_block)
    position = caller.blocks.index(after)
    caller.blocks[position:position] = new_blocks

    returns: list[tuple[Value, BasicBlock]] = []
    for new_block in new_blocks:
        for inst in list(new_block.instructions):
            inst.metadata.pop("dbg", None)
            inst.debug_records = []
            if isinstance(inst, ReturnInst):
                value = inst.return_value
                inst.erase_from_parent()
                new_block.append(BranchInst([after]))
                if value is not None:
                    returns.append((value, new_block))

    entry = caller.entry_block
    at = entry.first_non_phi_index()
    for inst in list(new_blocks[0].instructions):
        if isinstance(inst, AllocaInst) and (inst.count is None or isinstance(inst.count, Constant)):
            entry.insert(at, inst)
            at += 1

    call_index = block.instructions.index(call)
    block.insert(call_index, BranchInst([new_blocks[0]]))
    if not call.type.is_void and call.has_uses():
        result: Value
        if not returns:
            result = Poison(call.type)  # the callee never returns
        elif len(returns) == 1:
            result = returns[0][0]
        else:
            phi = PhiInst(call.type, returns, call.name)
            after.insert(0, phi)
            result = phi
        call.replace_all_uses_with(result)
    call.erase_from_parent()
