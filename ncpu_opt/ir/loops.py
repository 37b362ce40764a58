"""Counted loops, built the one way every pass builds them (OCK's ``createLoop``).

:func:`create_loop` emits a do-while loop at the builder's position::

    pre:     br label %header
    header:  %i = phi [start, %pre], [%i.next, %latch]
             %iv = phi [init, %pre], [next, %latch]    ; one per carried value
             <body>                                    ; may add blocks; ends in %latch
    latch:   %i.next = add %i, step
             br (icmp ult %i.next, end), %header, %exit

The body runs at least once: a caller whose loop may be empty guards it.
Values carried from one iteration to the next (accumulators, running ids)
are phis of the header, given to the body, which returns their next values.
Afterwards the builder is at the end of the exit block.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.instructions import Instruction, PhiInst
from ncpu_opt.ir.metadata import MDNode, MDString, ValueAsMetadata
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.ir.names import LocalNamer
from ncpu_opt.ir.types import I1
from ncpu_opt.ir.values import Value, const_int

#: ``body(builder, index, carried) -> next carried values``; the builder's block
#: when it returns is the loop's latch.
LoopBody = Callable[[Builder, Value, list[Value]], Sequence[Value]]


@dataclass(frozen=True)
class LoopOptions:
    """How :func:`create_loop` names and marks its loop."""

    #: The increment of the index (default 1, of the index's type).
    step: Value | None = None
    #: Initial values of the carried values, and their phis' names.
    carried: Sequence[Value] = ()
    carried_names: Sequence[str] = ()
    header_name: str = "loopIR"
    exit_name: str = "exitIR"
    index_name: str = ""
    next_name: str = ""
    #: Wrap flags of the increment (``nuw`` where the caller knows it cannot wrap).
    next_flags: Sequence[str] = ()
    #: ``llvm.loop.vectorize.enable false`` on the back edge (a loop-carried dependence
    #: LLVM's vectoriser must not be told about).
    disable_vectorize: bool = False


@dataclass
class Loop:
    """What :func:`create_loop` built."""

    header: BasicBlock
    latch: BasicBlock
    exit: BasicBlock
    index: PhiInst
    carried: list[PhiInst] = field(default_factory=list)
    #: The carried values' values after the last iteration (the latch's).
    results: list[Value] = field(default_factory=list)
    backedge: Instruction | None = None


def _block(fn: Function, names: LocalNamer | None, name: str) -> BasicBlock:
    return fn.append_block(names.unique(name) if names is not None else name)


def create_loop(
    builder: Builder,
    start: Value,
    end: Value,
    body: LoopBody,
    options: LoopOptions = LoopOptions(),
    exit: BasicBlock | None = None,
    names: LocalNamer | None = None,
) -> Loop:
    """``for (i = start; ; ) { body; i += step; if (i >= end) break; }`` (see the module docstring).

    ``exit``: an existing block to leave to (else a new one, ``exitIR``); ``names``
    hands out the function's block names as LLVM's symbol table would.
    """
    pre = builder.block
    assert pre is not None and pre.parent is not None
    fn = pre.parent
    header = _block(fn, names, options.header_name)
    builder.br(header)
    builder.position_at_end(header)
    index = builder.phi(start.type, [(start, pre)], options.index_name)
    carried = [
        builder.phi(init.type, [(init, pre)], options.carried_names[i] if i < len(options.carried_names) else "")
        for i, init in enumerate(options.carried)
    ]
    results = list(body(builder, index, list(carried)))
    if len(results) != len(carried):
        raise ValueError(f"create_loop: the body gave {len(results)} values for {len(carried)} carried ones")
    latch = builder.block
    assert latch is not None
    step = options.step if options.step is not None else const_int(start.type, 1)  # type: ignore[arg-type]
    following = builder.add(index, step, options.next_name, options.next_flags)
    index.add_incoming(following, latch)
    for phi, value in zip(carried, results, strict=True):
        phi.add_incoming(value, latch)
    exit_block = exit if exit is not None else _block(fn, names, options.exit_name)
    backedge = builder.cond_br(builder.icmp("ult", following, end), header, exit_block)
    if options.disable_vectorize:
        disable = MDNode([MDString("llvm.loop.vectorize.enable"), ValueAsMetadata(const_int(I1, 0))])
        loop_id = MDNode([None, disable], distinct=True)
        loop_id.operands[0] = loop_id  # LLVM's loop ids name themselves first
        backedge.metadata["llvm.loop"] = loop_id
    builder.position_at_end(exit_block)
    return Loop(header, latch, exit_block, index, carried, results, backedge)
