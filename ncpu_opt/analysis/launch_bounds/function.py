"""Launch bounds per function: :class:`_Analysis` writes a kernel's values as forms.

It reads the guards on the way to an access (facts, from branch conditions and selects), the
work-item getters, loop variables (steps, recurrences, derived and wrapping ones), choices
(phis, selects, min/max/clamp) and the relations between their forms.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ncpu_opt.analysis.dominators import DominatorTree, PostDominatorTree
from ncpu_opt.analysis.launch_bounds.accesses import _Use
from ncpu_opt.analysis.launch_bounds.barriers import _interval_points
from ncpu_opt.analysis.launch_bounds.forms import (
    Expr,
    Form,
    Unbounded,
    _contiguous,
    _getter_form,
    _param,
)
from ncpu_opt.analysis.loops import IrreducibleControlFlowError, Loop, LoopInfo
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import (
    BinaryOperator,
    BranchInst,
    CallBase,
    CastInst,
    CmpInst,
    GetElementPtrInst,
    Instruction,
    LoadInst,
    PhiInst,
)
from ncpu_opt.ir.module import BasicBlock, Function
from ncpu_opt.ir.types import ArrayType, IntType, StructType, Type, VectorType
from ncpu_opt.ir.values import Argument, ConstantExpr, ConstantInt, Value
from ncpu_opt.mux.builtin_info import Kind, recognise
from ncpu_opt.mux.demangle import demangle

_GETTERS = {
    "get_global_id", "get_local_id", "get_group_id", "get_global_size", "get_local_size",
    "get_enqueued_local_size", "get_num_groups", "get_global_offset",
}
#: ``x PRED b`` as bounds on x: (which bound, what to add to b); unsigned ones also say x >= 0.
#: ``x != b`` ("ne") narrows x's range only where b is one of its ends (an interior's edges).
_BOUNDS = {
    "ult": (("hi", -1),), "ule": (("hi", 0),), "ugt": (("lo", 1),), "uge": (("lo", 0),),
    "slt": (("hi", -1),), "sle": (("hi", 0),), "sgt": (("lo", 1),), "sge": (("lo", 0),),
    "eq": (("hi", 0), ("lo", 0)), "ne": (("ne", 0),),
}
_SWAPPED = {"ult": "ugt", "ule": "uge", "ugt": "ult", "uge": "ule",
            "slt": "sgt", "sle": "sge", "sgt": "slt", "sge": "sle", "eq": "eq", "ne": "ne"}
_INVERSE = {"ult": "uge", "ule": "ugt", "ugt": "ule", "uge": "ult",
            "slt": "sge", "sle": "sgt", "sgt": "sle", "sge": "slt", "eq": "ne", "ne": "eq"}


#: Operations an expression may hold when both operands are launch values.
_PARAM_OPS = ("udiv", "sdiv", "lshr", "ashr", "urem", "srem", "and")
#: Those that keep the order of their first operand when the second is a positive constant.
_MONOTONE = ("udiv", "sdiv", "lshr", "ashr")


def _getter(value: Value) -> tuple[str, int] | None:
    """``(name, dim)`` for a call of a work-item getter with a constant dimension."""
    if not isinstance(value, CallBase):
        return None
    callee = value.called_function
    if callee is None:
        return None
    found = recognise(callee.name)
    if found is None or found[0].kind is not Kind.GETTER or found[0].name not in _GETTERS:
        return None
    builtin = found[0]
    if builtin.dim is not None:
        return builtin.name, builtin.dim
    if builtin.dim_arg and value.num_args >= 1:
        dim = value.operand(1)
        if isinstance(dim, ConstantInt) and 0 <= dim.value < 3:
            return builtin.name, dim.value
    return None


def _logical(condition: Value) -> tuple[str, Value, Value] | None:
    """``a && b`` / ``a || b`` as ``("and" | "or", a, b)``: an ``and``/``or`` of i1, or the
    ``select`` clang writes for a short-circuit (``select a, b, false``, ``select a, true, b``)."""
    if isinstance(condition, BinaryOperator) and condition.opcode in ("and", "or"):
        return condition.opcode, condition.operand(0), condition.operand(1)
    if isinstance(condition, Instruction) and condition.opcode == "select" and condition.type == IntType(1):
        test, true, false = condition.operands
        if isinstance(false, ConstantInt) and false.value == 0:
            return "and", test, true
        if isinstance(true, ConstantInt) and true.value == 1:
            return "or", test, false
    return None


def _strip_casts(value: Value) -> Value:
    while isinstance(value, CastInst) and value.opcode in ("zext", "sext", "trunc"):
        value = value.operand(0)
    return value


def _signed(value: int, t: Type) -> int:
    if isinstance(t, IntType) and t.width > 1 and value >= 1 << (t.width - 1):
        return value - (1 << t.width)
    return value


def _width(t: Type) -> int:
    return t.width if isinstance(t, IntType) else 64


@dataclass
class _Fact:
    """``value PRED bound`` holds where the access runs."""

    value: Value
    predicate: str
    bound: Value


@dataclass
class _Context:
    """Where a form is read: what it records on the way (wrap checks, variables used)."""

    signed: bool = True
    fits: list[list[Any]] = field(default_factory=list)
    #: A value the analysis cannot follow is any value of its type (an ``opaque`` variable)
    #: rather than unbounded: where it is one choice of a ``min`` or a ``select`` whose other
    #: choice or condition bounds it.
    opaque: bool = False

    def reading(self, signed: bool) -> _Context:
        return _Context(signed, self.fits, self.opaque)


class _Analysis:
    def __init__(self, fn: Function, dl: DataLayout) -> None:
        self.fn = fn
        self.dl = dl
        self.domtree = DominatorTree(fn)
        self.postdom = PostDominatorTree(fn)
        try:
            self.loops: LoopInfo | None = LoopInfo(fn, self.domtree)
        except IrreducibleControlFlowError:
            self.loops = None
        self.variables: list[dict[str, Any]] = []
        self._phi_vars: dict[int, str] = {}
        #: Values chosen among several, per reading (signed or not): their variables.
        self._choice_vars: dict[tuple[int, bool], str] = {}
        self._opaque_vars: dict[tuple[int, bool], str] = {}
        self._preds: dict[BasicBlock, list[BasicBlock]] = {}
        self._intervals: dict[int, list[int]] | None = None
        #: Loop variables (header phis) by name: their loop (for :func:`_exits`, :func:`_phases`).
        self.headers: dict[str, Loop] = {}
        #: Per ``init`` record of :func:`_initialisation`: the loops its ``loops`` describe
        #: (:func:`_trips`, filled last, when every variable is known).
        self.trip_loops: list[tuple[dict[str, Any], list[Loop]]] = []
        #: Per (barrier point, loop header): :func:`_header_passes` from the point.
        self._passes: dict[tuple[int, int], dict[int, set[int]]] = {}
        for block in fn.blocks:
            term = block.terminator
            for succ in term.successors if term is not None else []:
                self._preds.setdefault(succ, []).append(block)

    # -- control ------------------------------------------------------------------------------

    def interval_points(self, inst: Instruction) -> list[int]:
        """The barrier points whose interval *inst* may run in (:func:`_interval_points`)."""
        if self._intervals is None:
            self._intervals = _interval_points(self.fn)
        return self._intervals.get(id(inst), [])

    def _edge_dominates(self, source: BasicBlock, target: BasicBlock, block: BasicBlock) -> bool:
        """Whether every path to *block* goes along the edge source -> target."""
        if not self.domtree.dominates(target, block):
            return False
        return all(p is source or self.domtree.dominates(target, p) for p in self._preds.get(target, []))

    def _decides(self, block: BasicBlock, branch: BasicBlock) -> list[BasicBlock]:
        """The successors of *branch* whose taking decides that *block* runs (control dependence:
        *block* post-dominates them, not *branch*)."""
        term = branch.terminator
        if term is None or self.postdom.dominates(block, branch) and block is not branch:
            return []
        return [s for s in term.successors if self.postdom.dominates(block, s)]

    def guards(self, block: BasicBlock) -> tuple[list[_Fact], bool]:
        """The comparisons that hold in *block*, and whether they are every condition it runs on.

        The branches on its dominators that decide whether the dominator-tree path down to
        it goes on (a loop's exit test does not decide a block after the loop) must each be
        a condition read, along an edge every path to that next block takes.
        """
        facts: list[_Fact] = []
        complete = True
        # The blocks on the way down the dominator tree: each runs when its parent does and the
        # parent's branch (if it decides) goes its way.
        below, dominator = block, self.domtree.idom(block)
        while dominator is not None:
            deciding = self._decides(below, dominator)
            if deciding:
                complete &= self._edge_facts(dominator, deciding, below, facts)
            below, dominator = dominator, self.domtree.idom(dominator)
        return facts, complete

    def _edge_facts(self, branch: BasicBlock, deciding: list[BasicBlock], block: BasicBlock,
                    facts: list[_Fact]) -> bool:
        """The facts of the edge from *branch* that *block* needs; False if not read."""
        term = branch.terminator
        if not (isinstance(term, BranchInst) and term.is_conditional) or len(deciding) != 1:
            return False
        true, false = term.successors
        target = deciding[0]
        if true is false or not self._edge_dominates(branch, target, block):
            return False
        return self._facts(term.condition, target is true, facts)

    def _facts(self, condition: Value, holds: bool, out: list[_Fact]) -> bool:
        """Add what *condition* being *holds* says; False if it says something else too."""
        parts = _logical(condition)
        if parts is not None:
            opcode, left_value, right_value = parts
            if (opcode == "and") == holds:
                left = self._facts(left_value, holds, out)
                return self._facts(right_value, holds, out) and left
            return False
        if isinstance(condition, CmpInst) and condition.opcode == "icmp" and condition.predicate in _INVERSE:
            predicate = condition.predicate if holds else _INVERSE[condition.predicate]
            lhs, rhs = condition.operand(0), condition.operand(1)
            out.append(_Fact(lhs, predicate, rhs))
            out.append(_Fact(rhs, _SWAPPED[predicate], lhs))
            return True
        return False

    def atom(self, value: Value) -> str | None:
        """The variable a compared value is (``gid0``, ``l0``, ``g0``, ``v3``), if it is one."""
        while isinstance(value, CastInst) and value.opcode in ("zext", "sext"):
            value = value.operand(0)
        getter = _getter(value)
        if getter is not None:
            name, dim = getter
            return {"get_global_id": f"gid{dim}", "get_local_id": f"l{dim}", "get_group_id": f"g{dim}"}.get(name)
        try:
            form = self.form(value, _Context())
        except Unbounded:
            return None
        if form.const == 0 and len(form.terms) == 1:
            ((var, coefficient),) = form.terms.items()
            return var if coefficient == 1 else None
        return None

    def clamps(self, facts: list[_Fact], ctx: _Context) -> tuple[list[list[Any]], bool]:
        """The facts on variables as bounds ``[atom, "lo"|"hi", form, unsigned, value form]`` (and
        relations, see :meth:`_relation`); whether each comparison is captured exactly (a variable
        against a launch value, or launch values alone)."""
        out: list[list[Any]] = []
        read = {id(f): False for f in facts}
        for fact in facts:
            atom = self.atom(fact.value)
            # The wrap checks of a fact read: the access's own only if the fact is kept as a bound.
            reading = _Context(fact.predicate.startswith("s"))
            try:
                value = self.form(fact.value, reading)
                bound = self.form(fact.bound, reading)
            except Unbounded:
                continue
            captured = value.is_param and bound.is_param or atom is not None and bound.is_param
            if not captured and fact.predicate != "ne":
                out += self._relation(fact)
            if atom is None and not (value.is_param and bound.is_param):
                continue
            ctx.fits.extend(reading.fits)
            for side, delta in _BOUNDS[fact.predicate]:
                # A comparison of launch values alone ("" atom): the launch decides it.
                out.append([atom or "", side, bound.plus(Form(delta)).to_json(), fact.predicate.startswith("u"),
                            value.to_json()])
            # Exactly what the comparison says only when its bound is a launch value: a bound
            # that varies (``lid < s``) is applied at its extreme, which some work-items exceed.
            # (``x != b`` takes out one value, which may be the extreme: not read.)
            read[id(fact)] = bound.is_param and fact.predicate != "ne"
        # A comparison is read when either of its two facts (x < b, b > x) is.
        pairs = [read[id(facts[i])] or read[id(facts[i + 1])] for i in range(0, len(facts), 2)]
        return out, all(pairs)

    def _relation(self, fact: _Fact) -> list[list[Any]]:
        """A comparison between values that vary (``lid >= offset``, ``base + j < n``) kept whole,
        as ``["*", side, bound, unsigned, value, fits]``: the runtime narrows the forms that
        contain its difference.  Both sides are read signed (an unsigned comparison then says
        something only where both are known not negative), with their own wrap checks: a launch
        where they would wrap does not use the relation."""
        ctx = _Context(True)
        try:
            value, bound = self.form(fact.value, ctx), self.form(fact.bound, ctx)
        except Unbounded:
            return []
        unsigned = fact.predicate.startswith("u")
        return [["*", side, bound.plus(Form(delta)).to_json(), unsigned, value.to_json(), ctx.fits]
                for side, delta in _BOUNDS[fact.predicate]]

    # -- forms ----------------------------------------------------------------------------------

    def form(self, value: Value, ctx: _Context) -> Form:
        """*value* (an integer) as a form."""
        try:
            return self._form(value, ctx)
        except Unbounded:
            if not ctx.opaque or not isinstance(value.type, IntType) or value.type.width < 2:
                raise
            return self._opaque(value, ctx.signed)

    def _opaque(self, value: Value, signed: bool) -> Form:
        """Any value of *value*'s type, read signed or not, as a variable of its own."""
        key = (id(value), signed)
        var = self._opaque_vars.get(key)
        if var is None:
            var = self._opaque_vars[key] = f"v{len(self.variables)}"
            self.variables.append({"kind": "opaque", "bits": _width(value.type), "signed": signed})
        return Form(0, {var: 1})

    def _form(self, value: Value, ctx: _Context) -> Form:
        if isinstance(value, ConstantInt):
            return Form(_signed(value.value, value.type) if ctx.signed else value.value)
        if isinstance(value, Argument):
            if not isinstance(value.type, IntType):
                raise Unbounded("a non-integer argument")
            return _param(["arg", value.index, value.type.width, ctx.signed])
        getter = _getter(value)
        if getter is not None:
            return _getter_form(*getter)
        if isinstance(value, CastInst) and value.opcode in ("zext", "sext", "trunc"):
            source = value.operand(0)
            if value.opcode == "trunc":
                inner = self.form(source, ctx)
                if _contiguous(inner):
                    return self._wrapped(value, inner, ctx.signed)
                ctx.fits.append([inner.to_json(), _width(value.type), ctx.signed])
                return inner
            inner = self.form(source, ctx.reading(value.opcode == "sext"))
            return inner
        if isinstance(value, BinaryOperator):
            return self._binary(value, ctx)
        if isinstance(value, PhiInst):
            return self._phi(value, ctx.signed)
        if isinstance(value, Instruction) and value.opcode == "select":
            test, true, false = value.operands
            if not isinstance(value.type, IntType):
                raise Unbounded("a choice of pointers")
            options: list[tuple[Value | Form, list[_Fact]]] = [
                (true, self._condition(test, True)), (false, self._condition(test, False))]
            return self._choice(value, options, signed=ctx.signed)
        if isinstance(value, CallBase):
            callee = value.called_function
            chosen = self._intrinsic(value, callee.name) if callee is not None else None
            if chosen is not None:
                return chosen
            raise Unbounded(f"the result of '{callee.name if callee is not None else 'an indirect call'}'")
        if isinstance(value, LoadInst):
            raise Unbounded("a value read from memory")
        raise Unbounded(f"a value computed by '{getattr(value, 'opcode', 'a constant expression')}'")

    def _binary(self, inst: BinaryOperator, ctx: _Context) -> Form:
        op = inst.opcode
        a, b = inst.operand(0), inst.operand(1)
        if op in ("add", "sub") or (op == "or" and inst.has_flag("disjoint")):
            result = self.form(a, ctx).plus(self.form(b, ctx), -1 if op == "sub" else 1)
        elif op == "mul":
            left, right = self.form(a, ctx), self.form(b, ctx)
            if right.is_param:
                result = left.times(right.const)
            elif left.is_param:
                result = right.times(left.const)
            else:
                raise Unbounded("a product of two work-item values")
        elif op == "shl" and isinstance(b, ConstantInt) and 0 <= b.value < 64:
            result = self.form(a, ctx).times(1 << b.value)
        elif op in _PARAM_OPS:
            left, right = self.form(a, ctx), self.form(b, ctx)
            if left.is_param and right.is_param:
                return Form([op, left.const, right.const])
            if op in _MONOTONE and right.is_param and isinstance(b, ConstantInt) and b.value > 0:
                return self._derived(inst, left, b.value)
            if op == "and" and isinstance(b, ConstantInt) and _signed(b.value, b.type) >= 0:
                return self._derived(inst, left, b.value)
            raise Unbounded(f"an '{op}' of a work-item value")
        elif op in ("or", "xor") and isinstance(b, ConstantInt) and _signed(b.value, b.type) >= 0:
            return self._derived(inst, self.form(a, ctx), b.value)
        else:
            raise Unbounded(f"an '{op}'")
        if not inst.has_flag("nsw" if ctx.signed else "nuw"):
            ctx.fits.append([result.to_json(), _width(inst.type), ctx.signed])
        return result

    def _wrapped(self, inst: CastInst, operand: Form, signed: bool) -> Form:
        """A work-item id narrowed (``int x = get_global_id(0)``) as a variable of its own: the id
        while it fits, every value of the narrow type once a launch has more work-items."""
        var = self._phi_vars.get(id(inst))
        if var is None:
            var = self._phi_vars[id(inst)] = f"v{len(self.variables)}"
            self.variables.append({"kind": "wrap", "of": operand.to_json(), "bits": _width(inst.type),
                                   "signed": signed})
        return Form(0, {var: 1})

    def _derived(self, inst: BinaryOperator, operand: Form, by: int) -> Form:
        """``operand op by`` (a shift or division by a positive constant, or a mask, ``or`` or ``xor``
        with a constant) as a variable of its own: a shift or division is monotone, so its extremes
        are the operand's, shifted or divided; a bit operation on a value not negative stays
        below the next power of two of both (a mask, below the mask)."""
        var = self._phi_vars.get(id(inst))
        if var is None:
            var = self._phi_vars[id(inst)] = f"v{len(self.variables)}"
            self.variables.append({"kind": "derived", "op": inst.opcode, "of": operand.to_json(), "by": by})
        return Form(0, {var: 1})

    # -- loops ----------------------------------------------------------------------------------

    def _phi(self, phi: PhiInst, signed: bool) -> Form:
        """A loop counter as a variable ``v<k>`` (its range in :attr:`variables`), or a value
        merged from branches (read *signed* or not)."""
        block = phi.parent
        loop = self.loops.loop_for(block) if self.loops is not None and block is not None else None
        if loop is None or loop.header is not block:
            return self._merge(phi, signed)
        known = self._phi_vars.get(id(phi))
        if known is not None:
            if known == "":
                raise Unbounded("a loop variable defined by itself")
            return Form(0, {known: 1})
        self._phi_vars[id(phi)] = ""  # being analysed
        if len(phi.incoming) != 2:
            raise Unbounded("a value merged from branches")
        entering = [b for _, b in phi.incoming if b not in loop]
        latch = loop.single_latch
        if len(entering) != 1 or latch is None:
            raise Unbounded("a loop entered or repeated from several places")
        start = phi.incoming_value_for(entering[0])
        nxt = phi.incoming_value_for(latch)
        assert start is not None and nxt is not None and block is not None
        ctx = _Context()
        init = self.form(start, ctx)
        # The first trip: the conditions of the entering block, and of its edge into the loop.
        facts, complete = self.guards(entering[0])
        term = entering[0].terminator
        if isinstance(term, BranchInst) and term.is_conditional and term.successors[0] is not term.successors[1]:
            complete &= self._facts(term.condition, term.successors[0] is block, facts)
        entry_clamps, entry_read = self.clamps(facts, ctx)
        counted = self._step(phi, nxt, ctx)
        if counted is None:
            return self._recurrence(phi, nxt, init, entry_clamps, ctx)
        kind, step = counted
        record: dict[str, Any] = {
            "init": init.to_json(), "kind": kind, "step": step, "fits": ctx.fits,
            "clamps": entry_clamps, "hi": None,
            # The first trip reaches the access with the smallest (or, halving, largest) start.
            "exact_start": complete and entry_read,
            "only_exit": loop.exiting_blocks == [latch],
            "contiguous": _contiguous(init),
            # For :func:`ncpu_opt.runtime.bounds.initialisation._trips`: the width it wraps at, how it halves.
            "bits": _width(phi.type), "op": nxt.opcode if isinstance(nxt, BinaryOperator) else "",
        }
        if kind in ("add", "scale"):
            found = self._latch_bound(loop, latch, phi, nxt, kind, step, ctx)
            if found is not None:
                record["hi"], record["hi_exact"] = found[0].to_json(), found[1]
        var = f"v{len(self.variables)}"
        self.variables.append(record)
        self._phi_vars[id(phi)] = var
        self.headers[var] = loop
        return Form(0, {var: 1})

    def _recurrence(self, phi: PhiInst, nxt: Value, init: Form, clamps: list[list[Any]], ctx: _Context) -> Form:
        """A loop variable whose next value is any form of itself and launch values (``src = 1 -
        src``): the runtime bounds it by iterating its range from the first value to a fixed point."""
        var = f"v{len(self.variables)}"
        record: dict[str, Any] = {"kind": "unbounded"}
        self.variables.append(record)
        self._phi_vars[id(phi)] = var
        if self.loops is not None and phi.parent is not None:
            loop = self.loops.loop_for(phi.parent)
            if loop is not None:
                self.headers[var] = loop
        following = self.form(nxt, ctx)
        record.update(kind="recur", init=init.to_json(), next=following.to_json(), fits=ctx.fits, clamps=clamps,
                      bits=_width(phi.type))
        return Form(0, {var: 1})

    # -- values chosen among several ----------------------------------------------------------

    def _condition(self, test: Value, holds: bool) -> list[_Fact]:
        facts: list[_Fact] = []
        self._facts(test, holds, facts)
        return facts

    def _merge(self, phi: PhiInst, signed: bool) -> Form:
        """A phi where branches meet: one of its incoming values, each under the conditions of
        the block it comes from and of that block's edge to the phi."""
        options: list[tuple[Value | Form, list[_Fact]]] = []
        block = phi.parent
        for value, source in phi.incoming:
            facts, _ = self.guards(source)
            term = source.terminator
            if isinstance(term, BranchInst) and term.is_conditional and term.successors[0] is not term.successors[1]:
                self._facts(term.condition, term.successors[0] is block, facts)
            options.append((value, facts))
        return self._choice(phi, options, signed=signed)

    def _choice(self, inst: Instruction, options: list[tuple[Value | Form, list[_Fact]]],
                extra: list[list[list[Any]]] | None = None, fits: list[list[Any]] | None = None,
                signed: bool = True) -> Form:
        """*inst*'s value, one of *options* (a value or form, and the facts that hold when it is
        the one chosen), as a variable ``v<k>`` of kind ``choice``: it lies within the union of
        the options' ranges.  *extra*: more clamps per option, already as JSON; *fits*: wrap
        checks the options share."""
        key = (id(inst), signed)
        known = self._choice_vars.get(key)
        if known:
            return Form(0, {known: 1})
        if known == "":
            raise Unbounded("a value defined by itself")
        self._choice_vars[key] = ""  # being analysed
        records = []
        for position, (value, facts) in enumerate(options):
            ctx = _Context(signed, opaque=True)
            form = value if isinstance(value, Form) else self.form(value, ctx)
            clamps, _ = self.clamps(facts, ctx)
            if extra is not None:
                clamps += extra[position]
            records.append({"form": form.to_json(), "clamps": clamps, "fits": ctx.fits + (fits or [])})
        var = f"v{len(self.variables)}"
        self.variables.append({"kind": "choice", "options": records})
        self._choice_vars[key] = var
        return Form(0, {var: 1})

    def _intrinsic(self, call: CallBase, name: str) -> Form | None:
        """Integer ``min``/``max``/``clamp`` (LLVM's intrinsics, OpenCL C's builtins) and
        ``usub.sat`` as choices; None for other calls."""
        chosen = _chooser(name)
        if chosen is None or call.num_args != (3 if chosen[0] == "clamp" else 2):
            return None
        base, signed = chosen
        ctx = _Context(signed, opaque=True)
        operands = [self.form(call.arg(i), ctx) for i in range(call.num_args)]
        unsigned = not signed

        def at_most(a: Form, b: Form) -> list[Any]:
            return ["*", "hi", b.to_json(), unsigned, a.to_json(), []]

        def at_least(a: Form, b: Form) -> list[Any]:
            return ["*", "lo", b.to_json(), unsigned, a.to_json(), []]

        if base == "usub":
            # a - b where a >= b (unsigned), else 0.
            a, b = operands
            return self._choice(call, [(a.plus(b, -1), []), (Form(), [])], [[at_least(a, b)], []], ctx.fits, signed)
        if base == "clamp":
            # min(max(x, lo), hi): x where lo <= x <= hi, else one of the limits.
            x, lo, hi = operands
            return self._choice(call, [(x, []), (lo, []), (hi, [])],
                                [[at_least(x, lo), at_most(x, hi)], [], []], ctx.fits, signed)
        # min: a where a <= b, else b (max: the other way).
        a, b = operands
        keep = at_most if base == "min" else at_least
        return self._choice(call, [(a, []), (b, [])], [[keep(a, b)], [keep(b, a)]], ctx.fits, signed)

    def _step(self, phi: PhiInst, nxt: Value, ctx: _Context) -> tuple[str, Expr] | None:
        """How a loop variable moves: ``add`` (a launch value), ``halve`` (a shift or division by a
        constant), ``scale`` (a multiplication by a constant); None for anything else."""
        if isinstance(nxt, BinaryOperator):
            a, b = nxt.operand(0), nxt.operand(1)
            if nxt.opcode == "add" and (a is phi or b is phi):
                other = self.form(b if a is phi else a, ctx)
                if not other.is_param:
                    raise Unbounded("a loop step that depends on the work-item")
                return "add", other.const
            if nxt.opcode in ("lshr", "udiv") and a is phi and isinstance(b, ConstantInt) and b.value > 0:
                return "halve", b.value
            if nxt.opcode == "shl" and a is phi and isinstance(b, ConstantInt) and 0 < b.value < 63:
                return "scale", 1 << b.value
            if nxt.opcode == "mul" and (a is phi or b is phi):
                factor = b if a is phi else a
                if isinstance(factor, ConstantInt) and _signed(factor.value, factor.type) > 1:
                    return "scale", _signed(factor.value, factor.type)
        return None

    def _latch_bound(self, loop: Loop, latch: BasicBlock, phi: PhiInst, nxt: Value, kind: str, step: Expr,
                     ctx: _Context) -> tuple[Form, bool] | None:
        """The largest value a later trip starts with, from the latch's condition (on the next
        value, or on this trip's: then one step past it), and whether some trip starts with it."""
        term = latch.terminator
        if not (isinstance(term, BranchInst) and term.is_conditional):
            return None
        true, false = term.successors
        facts: list[_Fact] = []
        if true is loop.header:
            self._facts(term.condition, True, facts)
        elif false is loop.header:
            self._facts(term.condition, False, facts)
        for fact in facts:
            compared = _strip_casts(fact.value)
            if compared is not nxt and compared is not phi:
                continue
            try:
                bound = self.form(fact.bound, ctx.reading(fact.predicate.startswith("s")))
            except Unbounded:
                continue
            if fact.predicate in ("ult", "slt"):
                highest = bound.plus(Form(-1))
            elif fact.predicate in ("ule", "sle"):
                highest = bound
            elif fact.predicate == "ne" and step == 1 and kind == "add":
                highest = bound.plus(Form(-1))
            else:
                continue
            if compared is nxt:
                return highest, kind == "add"
            # This trip's value passed: the next one is a step further.
            return (highest.plus(Form(step)) if kind == "add" else highest.times(step)), False
        return None

    # -- accesses -------------------------------------------------------------------------------

    def offset(self, pointer: Value, arg: Value, ctx: _Context) -> Form:
        """The bytes from *arg* (an argument or a variable) to *pointer* as a form."""
        total = Form()
        while pointer is not arg:
            if isinstance(pointer, GetElementPtrInst):
                total = total.plus(self._gep(pointer, ctx))
                pointer = pointer.pointer
            elif isinstance(pointer, CastInst) and pointer.opcode in ("bitcast", "addrspacecast"):
                pointer = pointer.operand(0)
            elif isinstance(pointer, ConstantExpr) and pointer.opcode in ("bitcast", "addrspacecast"):
                pointer = pointer.operand(0)
            elif isinstance(pointer, ConstantExpr) and pointer.opcode == "getelementptr" and pointer.source_type:
                total = total.plus(self._indices(pointer.source_type, pointer.operands[1:], ctx))
                pointer = pointer.operand(0)
            else:
                raise Unbounded("an address not computed from the argument alone")
        return total

    def _gep(self, gep: GetElementPtrInst, ctx: _Context) -> Form:
        return self._indices(gep.source_type, gep.indices, ctx)

    def _indices(self, source: Type, indices: list[Value], ctx: _Context) -> Form:
        total = Form()
        current: Type = source
        for position, index in enumerate(indices):
            if position == 0:
                element = current
            elif isinstance(current, StructType):
                if not isinstance(index, ConstantInt):
                    raise Unbounded("a struct field chosen at run time")
                fields = current.elements
                if fields is None:
                    raise Unbounded("an opaque struct")
                total = total.plus(Form(self.dl.struct_layout(current).offsets[index.value]))
                current = fields[index.value]
                continue
            elif isinstance(current, (ArrayType, VectorType)):
                element = current.element
            else:
                raise Unbounded("an index into a scalar")
            size = self.dl.alloc_size(element)
            if isinstance(index, ConstantInt):
                total = total.plus(Form(_signed(index.value, index.type) * size))
            else:
                if isinstance(index.type, VectorType):
                    raise Unbounded("a vector of addresses")
                index_form = self.form(index, ctx.reading(True))
                total = total.plus(index_form.times(size))
            current = element
        return total

    def access(self, use: _Use, arg: Value) -> dict[str, Any]:
        """One access's record (see the package's docstring); raises Unbounded."""
        inst, pointer, size, write = use.inst, use.pointer, use.size, use.write
        ctx = _Context()
        off = self.offset(pointer, arg, ctx)
        if use.index is not None:
            # vloadN(i, p) and friends: i counts whole vectors from p.
            off = off.plus(self.form(use.index, ctx.reading(False)).times(size))
        assert inst.parent is not None
        facts, complete = self.guards(inst.parent)
        clamps, read = self.clamps(facts, ctx)
        return {
            "write": write, "off": off.to_json(), "size": size, "align": getattr(inst, "align", None) or 1,
            "clamps": clamps,
            "fits": ctx.fits, "complete": complete and read,
            "line": _debug_line(inst),
        }


#: Itanium codes of OpenCL C's integer scalar types: whether each is signed.
_INTEGER_CODES = {"c": True, "a": True, "h": False, "s": True, "t": False, "i": True, "j": False,
                  "l": True, "m": False}


def _chooser(name: str) -> tuple[str, bool] | None:
    """``("min" | "max" | "clamp" | "usub", signed)`` for a call that picks one of its integer
    operands (or a saturating subtraction), else None."""
    if name.startswith("llvm."):
        base = name.split(".")[1]
        if base in ("umin", "umax", "smin", "smax"):
            return base[1:], base[0] == "s"
        if name.startswith("llvm.usub.sat."):
            return "usub", False
        return None
    demangled = demangle(name)
    if demangled is None or demangled.name not in ("min", "max", "clamp") or not demangled.params:
        return None
    codes = {p.code for p in demangled.params if p.kind == "builtin"}
    if len(codes) != 1 or len(demangled.params) < 2:
        return None
    (code,) = codes
    signed = _INTEGER_CODES.get(code)
    return None if signed is None else (demangled.name, signed)


def _debug_line(inst: Instruction) -> str:
    loc = getattr(inst, "debug_loc", None)
    return str(loc) if loc else ""
