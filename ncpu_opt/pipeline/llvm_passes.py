"""The LLVM passes llvmlite exposes, under the names LLVM's ``opt`` uses.

This table is plain data (no llvmlite import) so that ``--print-passes`` and
pipeline parsing stay fast.  ``method`` is the ``add_*`` method of llvmlite's
``ModulePassManager``; llvmlite wraps function and loop passes in the right
adaptors itself.

Not here, because llvmlite 0.50 does not expose them: ``licm``,
``loop-vectorize``, ``slp-vectorizer``, ``indvars``, ``early-cse``,
``inline`` and LLVM's own ``gvn`` and ``mem2reg`` (``gvn`` runs NewGVN and
``mem2reg`` runs SROA instead, as their descriptions say).
"""

from __future__ import annotations

from dataclasses import dataclass

#: Nesting levels, outermost first; a pass may run at its level or inside an
#: adaptor of a coarser one (a function pass at module level runs on every
#: function).
LEVELS = ("module", "cgscc", "function", "loop")


@dataclass(frozen=True)
class LLVMPassSpec:
    """How to add one LLVM pass (a step of a pipeline) to a llvmlite ``ModulePassManager``.

    ``method`` names the ``add_*`` method on the pass manager; ``speed_level``
    is set instead for the ``default<ON>`` and ``simplify<ON>`` pipelines,
    ``vectorize`` False for the latter.
    """

    name: str
    method: str | None = None
    speed_level: int | None = None
    vectorize: bool = True


@dataclass(frozen=True)
class LLVMPassDef:
    """One LLVM pass: its opt name, llvmlite method, level and description."""

    name: str
    method: str
    level: str
    description: str


_PASSES: tuple[LLVMPassDef, ...] = (
    # module passes
    LLVMPassDef("always-inline", "add_always_inliner_pass", "module", "Inline functions marked alwaysinline"),
    LLVMPassDef("constmerge", "add_constant_merge_pass", "module", "Merge duplicate global constants"),
    LLVMPassDef("deadargelim", "add_dead_arg_elimination_pass", "module", "Remove dead arguments and return values"),
    LLVMPassDef("globaldce", "add_global_dead_code_eliminate_pass", "module", "Remove unused globals and functions"),
    LLVMPassDef("globalopt", "add_global_opt_pass", "module", "Optimise global variables"),
    LLVMPassDef("internalize", "add_internalize_pass", "module", "Give every symbol but main internal linkage"),
    LLVMPassDef("ipsccp", "add_ipsccp_pass", "module", "Interprocedural sparse conditional constant propagation"),
    LLVMPassDef("loop-extract", "add_loop_extract_pass", "module", "Extract loops into new functions"),
    LLVMPassDef("mergefunc", "add_merge_functions_pass", "module", "Merge identical functions"),
    LLVMPassDef("partial-inliner", "add_partial_inliner_pass", "module", "Inline the early-exit parts of functions"),
    LLVMPassDef("rpo-function-attrs", "add_rpo_function_attrs_pass", "module", "Deduce function attributes top-down"),
    LLVMPassDef("strip", "add_strip_symbols_pass", "module", "Strip symbols and debug information"),
    LLVMPassDef("strip-dead-debug-info", "add_strip_dead_debug_info_pass", "module", "Strip debug information for unused symbols"),
    LLVMPassDef("strip-dead-prototypes", "add_strip_dead_prototype_pass", "module", "Remove unused function declarations"),
    LLVMPassDef("strip-debug-declare", "add_strip_debug_declare_pass", "module", "Strip llvm.dbg.declare intrinsics"),
    LLVMPassDef("strip-nondebug", "add_strip_non_debug_symbols_pass", "module", "Strip all symbols except debug information"),
    LLVMPassDef("dot-callgraph", "add_dot_call_graph_printer_pass", "module", "Write the call graph to a .dot file"),
    # CGSCC passes
    LLVMPassDef("argpromotion", "add_argument_promotion_pass", "cgscc", "Promote by-reference arguments to scalars"),
    LLVMPassDef("function-attrs", "add_post_order_function_attributes_pass", "cgscc", "Deduce function attributes bottom-up"),
    # function passes
    LLVMPassDef("verify", "add_verifier", "function", "Check that the module is well formed"),
    LLVMPassDef("aa-eval", "add_aa_eval_pass", "function", "Evaluate alias analysis precision (prints to stderr)"),
    LLVMPassDef("adce", "add_aggressive_dce_pass", "function", "Aggressive dead code elimination"),
    LLVMPassDef("aggressive-instcombine", "add_aggressive_instcombine_pass", "function", "Combine expression patterns (expensive)"),
    LLVMPassDef("break-crit-edges", "add_break_critical_edges_pass", "function", "Split critical edges"),
    LLVMPassDef("dce", "add_dead_code_elimination_pass", "function", "Dead code elimination"),
    LLVMPassDef("dse", "add_dead_store_elimination_pass", "function", "Dead store elimination"),
    LLVMPassDef("gvn", "add_new_gvn_pass", "function", "Global value numbering (runs NewGVN: llvmlite does not expose GVN)"),
    LLVMPassDef("instcombine", "add_instruction_combine_pass", "function", "Combine redundant instructions"),
    LLVMPassDef("instnamer", "add_instruction_namer_pass", "function", "Give names to anonymous instructions"),
    LLVMPassDef("jump-threading", "add_jump_threading_pass", "function", "Thread jumps through blocks with known conditions"),
    LLVMPassDef("lcssa", "add_lcssa_pass", "function", "Put loops into loop-closed SSA form"),
    LLVMPassDef("loop-simplify", "add_loop_simplify_pass", "function", "Canonicalise natural loops"),
    LLVMPassDef("loop-unroll", "add_loop_unroll_pass", "function", "Unroll loops"),
    LLVMPassDef("lower-atomic", "add_lower_atomic_pass", "function", "Lower atomic operations to plain memory operations"),
    LLVMPassDef("lower-invoke", "add_lower_invoke_pass", "function", "Lower invokes to calls"),
    LLVMPassDef("lowerswitch", "add_lower_switch_pass", "function", "Lower switch instructions to branches"),
    LLVMPassDef("mem2reg", "add_sroa_pass", "function", "Promote allocas to registers (runs SROA: llvmlite does not expose mem2reg)"),
    LLVMPassDef("memcpyopt", "add_mem_copy_opt_pass", "function", "Optimise memcpy and memset calls"),
    LLVMPassDef("mergereturn", "add_unify_function_exit_nodes_pass", "function", "Unify function exit nodes"),
    LLVMPassDef("newgvn", "add_new_gvn_pass", "function", "Global value numbering (NewGVN)"),
    LLVMPassDef("reassociate", "add_reassociate_pass", "function", "Reassociate expressions"),
    LLVMPassDef("reg2mem", "add_register_to_memory_pass", "function", "Demote registers to stack slots"),
    LLVMPassDef("sccp", "add_sccp_pass", "function", "Sparse conditional constant propagation"),
    LLVMPassDef("simplifycfg", "add_simplify_cfg_pass", "function", "Simplify the control flow graph"),
    LLVMPassDef("sink", "add_sinking_pass", "function", "Sink instructions into successor blocks"),
    LLVMPassDef("sroa", "add_sroa_pass", "function", "Scalar replacement of aggregates"),
    LLVMPassDef("tailcallelim", "add_tail_call_elimination_pass", "function", "Eliminate tail calls"),
    LLVMPassDef("dot-cfg", "add_cfg_printer_pass", "function", "Write each function's CFG to a .dot file"),
    LLVMPassDef("dot-cfg-only", "add_cfg_only_printer_pass", "function", "Write each function's CFG, without instructions, to a .dot file"),
    LLVMPassDef("dot-dom", "add_dom_printer_pass", "function", "Write each function's dominator tree to a .dot file"),
    LLVMPassDef("dot-dom-only", "add_dom_only_printer_pass", "function", "Write dominator trees, without instructions, to .dot files"),
    LLVMPassDef("dot-post-dom", "add_post_dom_printer_pass", "function", "Write each function's post-dominator tree to a .dot file"),
    LLVMPassDef("dot-post-dom-only", "add_post_dom_only_printer_pass", "function", "Write post-dominator trees, without instructions, to .dot files"),
    # loop passes
    LLVMPassDef("loop-deletion", "add_loop_deletion_pass", "loop", "Delete dead loops"),
    LLVMPassDef("loop-reduce", "add_loop_strength_reduce_pass", "loop", "Loop strength reduction"),
    LLVMPassDef("loop-rotate", "add_loop_rotate_pass", "loop", "Rotate loops into do-while form"),
    LLVMPassDef("loop-unroll-and-jam", "add_loop_unroll_and_jam_pass", "loop", "Unroll outer loops and fuse the inner copies"),
)

LLVM_PASSES: dict[str, LLVMPassDef] = {p.name: p for p in _PASSES}

#: The default pipelines: ``default<ON>`` and the short names ``ON``.
DEFAULT_PIPELINE = "default"
SPEED_LEVELS: dict[str, int] = {"O0": 0, "O1": 1, "O2": 2, "O3": 3}
DEFAULT_PIPELINE_DESCRIPTION = "LLVM's default optimisation pipeline at -O0..-O3"
#: ``simplify<ON>``: the default pipeline without LLVM's loop and SLP
#: vectorisers, what clang -ON does to OpenCL C for SPIR (a target without
#: vector registers).  ``native-cpu`` runs it before its own vectoriser of
#: work-items, so that -O0 input reaches the kernel passes as -O2 input does.
SIMPLIFY_PIPELINE = "simplify"
SIMPLIFY_PIPELINE_DESCRIPTION = "LLVM's default pipeline without its loop and SLP vectorisers, at -O0..-O3"
#: Both pipeline names, with whether each runs LLVM's vectorisers.
LEVEL_PIPELINES: dict[str, tuple[str, bool]] = {
    DEFAULT_PIPELINE: (DEFAULT_PIPELINE_DESCRIPTION, True),
    SIMPLIFY_PIPELINE: (SIMPLIFY_PIPELINE_DESCRIPTION, False),
}
