"""Launch bounds: which bytes of its pointer arguments a kernel may touch, per launch.

For each load, store, atomic and memory intrinsic whose address is a kernel
pointer argument plus an offset, the offset is written as a *linear form* over
the work-item's position and the kernel's loop variables, with coefficients that
only the launch decides (sizes, scalar arguments, constants).  The runtime
(:mod:`ncpu_opt.runtime.bounds`) evaluates the forms once per launch shape and
compares the bytes touched with the arrays given, before anything runs.

Variables of a form:

- ``g<d>`` and ``l<d>``: the work-item's group and local id in dimension ``d``;
  ``get_global_id(d)`` is ``offset + g*L + l``, so that ``x[gid - lid]`` stays
  exact.  A guard ``if (get_global_id(0) < n)`` dominating the access narrows the
  work-items of that dimension (``dims``), ``get_local_id`` and
  ``get_group_id`` guards likewise;
- ``v<k>``: a bounded value, mostly a loop's induction variable
  (``for (i = gid; i < n; i += stride)``, ``for (s = L/2; s > 0; s >>= 1)``),
  whose range is a pair of forms over the other variables; or a value chosen
  among several (``select``, a phi where branches meet, ``min``/``max``,
  ``usub.sat``): it lies among its options' values, each read under the
  conditions that choose it.

Coefficients and bounds are *expressions*: an int, ``["arg", i, bits, signed]``
(scalar argument ``i`` read as an integer), ``["size", kind, d]`` (``global``,
``local``, ``groups``, ``offset`` of the launch), ``["lsize", d]``
(``get_local_size``, which a last partial group makes smaller) or
``[op, a, b]``.  Everything is JSON data, kept in the compile cache.

Each access records whether its extremes are *attained*: whether some
work-item really touches the lowest and the highest byte of the range (every
condition on the way to it is a guard the analysis read, its loops exit only
through the condition read, steps reach the bound).  The runtime reports an
access out of bounds only then, so that a correct kernel is never refused; an
argument whose accesses could not all be written as forms (passed to a
function, stored, indexed by a loaded value...) is *unchecked*, with the reason.
Wrap-around is checked at launch: every narrow or unflagged integer operation a
form goes through is recorded in ``fits`` with its width, and a launch whose
values would wrap one of them leaves the access unchecked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ncpu_opt.analysis.dominators import DominatorTree, PostDominatorTree
from ncpu_opt.analysis.loops import IrreducibleControlFlowError, Loop, LoopInfo
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import (
    AtomicRMWInst,
    BinaryOperator,
    BranchInst,
    CallBase,
    CastInst,
    CmpInst,
    CmpXchgInst,
    GetElementPtrInst,
    Instruction,
    LoadInst,
    PhiInst,
    StoreInst,
)
from ncpu_opt.ir.module import BasicBlock, Function, GlobalVariable
from ncpu_opt.ir.types import ArrayType, IntType, PointerType, StructType, Type, VectorType
from ncpu_opt.ir.values import Argument, ConstantExpr, ConstantInt, Value
from ncpu_opt.mux.barrier_regions import is_barrier_point
from ncpu_opt.mux.builtin_info import Kind, recognise
from ncpu_opt.mux.demangle import MangledType, demangle

#: An expression over launch values (see the module's docstring).
Expr = Any


class Unbounded(Exception):
    """The value cannot be written as a form: the reason."""


# -- expressions ------------------------------------------------------------------------------


def _add(a: Expr, b: Expr) -> Expr:
    if isinstance(a, int) and isinstance(b, int):
        return a + b
    if a == 0:
        return b
    if b == 0:
        return a
    return ["add", a, b]


def _neg(a: Expr) -> Expr:
    return -a if isinstance(a, int) else ["mul", -1, a]


def _mul(a: Expr, b: Expr) -> Expr:
    if isinstance(a, int) and isinstance(b, int):
        return a * b
    if a == 0 or b == 0:
        return 0
    if a == 1:
        return b
    if b == 1:
        return a
    return ["mul", a, b]


# -- forms ------------------------------------------------------------------------------------


@dataclass
class Form:
    """``const + sum(coefficient * variable)``; coefficients are expressions."""

    const: Expr = 0
    terms: dict[str, Expr] = field(default_factory=dict)

    @property
    def is_param(self) -> bool:
        return not self.terms

    def plus(self, other: Form, sign: int = 1) -> Form:
        terms = dict(self.terms)
        for var, coefficient in other.terms.items():
            scaled = coefficient if sign == 1 else _neg(coefficient)
            terms[var] = _add(terms[var], scaled) if var in terms else scaled
        other_const = other.const if sign == 1 else _neg(other.const)
        return Form(_add(self.const, other_const), {v: c for v, c in terms.items() if c != 0})

    def times(self, factor: Expr) -> Form:
        if factor == 0:
            return Form()
        return Form(_mul(self.const, factor), {v: _mul(c, factor) for v, c in self.terms.items()})

    def to_json(self) -> list[Any]:
        return [self.const, [[v, c] for v, c in sorted(self.terms.items())]]


def _param(expr: Expr) -> Form:
    return Form(expr)


# -- what the analysis gives -------------------------------------------------------------------


@dataclass
class ArgumentBounds:
    """The accesses of one pointer argument, or why it is not checked."""

    index: int
    accesses: list[dict[str, Any]] = field(default_factory=list)
    unchecked: str = ""
    #: A ``__local`` argument's: what proves its reads initialised (:func:`_initialisation`).
    init: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "accesses": self.accesses, "unchecked": self.unchecked, "init": self.init}


@dataclass
class KernelBounds:
    """Per pointer argument: its accesses as forms; ``variables``: the bounded values they use;
    ``local_variables``: the same for the kernel's ``__local`` variables (name, size in bytes)."""

    arguments: list[ArgumentBounds]
    variables: list[dict[str, Any]]
    local_variables: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"arguments": [a.to_json() for a in self.arguments], "variables": self.variables,
                "local_variables": self.local_variables}


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
_MEMORY_INTRINSICS = ("llvm.memcpy", "llvm.memmove", "llvm.memset")
#: Operations an expression may hold when both operands are launch values.
_PARAM_OPS = ("udiv", "sdiv", "lshr", "ashr", "urem", "srem", "and")
#: Those that keep the order of their first operand when the second is a positive constant.
_MONOTONE = ("udiv", "sdiv", "lshr", "ashr")
#: Address spaces of the pointers checked: OpenCL's global, constant, local and generic.
_CHECKED_ADDRSPACES = (1, 2, 3, 4)


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
            # For :func:`ncpu_opt.runtime.bounds._trips`: the width it wraps at, how it halves.
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
        """One access's record (see the module's docstring); raises Unbounded."""
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


def _getter_form(name: str, dim: int) -> Form:
    g, l_ = f"g{dim}", f"l{dim}"
    if name == "get_global_id":
        return Form(["size", "offset", dim], {g: ["size", "local", dim], l_: 1})
    if name == "get_local_id":
        return Form(0, {l_: 1})
    if name == "get_group_id":
        return Form(0, {g: 1})
    if name == "get_local_size":
        return _param(["lsize", dim])
    kind = {"get_global_size": "global", "get_enqueued_local_size": "local",
            "get_num_groups": "groups", "get_global_offset": "offset"}[name]
    return _param(["size", kind, dim])


def _contiguous(form: Form) -> bool:
    """Whether the form's values over all work-items are every integer between its extremes."""
    terms = form.terms
    if len(terms) == 1:
        ((var, coefficient),) = terms.items()
        return coefficient == 1 and var[0] in "gl"
    if len(terms) == 2:
        dims = {v[1:] for v in terms}
        if len(dims) == 1:
            (d,) = dims
            return terms.get(f"l{d}") == 1 and terms.get(f"g{d}") == ["size", "local", int(d)]
    return False


def _debug_line(inst: Instruction) -> str:
    loc = getattr(inst, "debug_loc", None)
    return str(loc) if loc else ""


def _access_size(inst: Instruction, dl: DataLayout) -> int:
    if isinstance(inst, LoadInst):
        return dl.store_size(inst.type)
    if isinstance(inst, StoreInst):
        return dl.store_size(inst.operand(0).type)
    return dl.store_size(inst.operand(1).type)


def kernel_bounds(fn: Function, dl: DataLayout) -> KernelBounds:
    """The launch bounds of kernel *fn* (clang's IR, before the pipeline)."""
    analysis = _Analysis(fn, dl)
    arguments = []
    for arg in fn.args:
        t = arg.type
        if not isinstance(t, PointerType) or t.addrspace not in _CHECKED_ADDRSPACES or "byval" in str(arg.attributes):
            continue
        arguments.append(_accesses(analysis, ArgumentBounds(arg.index), arg, dl, None))
    local_variables = [
        {"name": gv.name, "size": dl.alloc_size(gv.value_type),
         **_accesses(analysis, ArgumentBounds(-1), gv, dl, fn).to_json(), "elsewhere": _used_elsewhere(gv, fn)}
        for gv in _local_variables(fn)
    ]
    for bounds in arguments:
        if fn.args[bounds.index].type.addrspace == _LOCAL_ADDRSPACE:  # type: ignore[attr-defined]
            bounds.init = _initialisation(analysis, fn.args[bounds.index], dl, fn, bounds.to_json())
    for gv, variable in zip(_local_variables(fn), local_variables, strict=True):
        variable["init"] = _initialisation(analysis, gv, dl, fn, variable)
    # Last: reading the exit tests may add variables (loop variables too, whose exit tests are
    # then read in turn), or leave a loop's unfinished ones unusable; the loops' records name
    # every variable of their loop.
    known = -1
    while known != len(analysis.variables):
        known = len(analysis.variables)
        for var, loop in list(analysis.headers.items()):
            if "exits" not in analysis.variables[int(var[1:])]:
                analysis.variables[int(var[1:])]["exits"] = _exits(analysis, loop)
        for init, loops in analysis.trip_loops:
            init["loops"] = [_trips(analysis, loop) for loop in loops]
    return KernelBounds(arguments, analysis.variables, local_variables)


def _accesses(analysis: _Analysis, bounds: ArgumentBounds, base: Value, dl: DataLayout,
              fn: Function | None) -> ArgumentBounds:
    """*bounds* filled with the accesses through *base*, or why they cannot all be read."""
    try:
        for use in _uses(base, dl, fn):
            try:
                record = analysis.access(use, base)
                if _is_local(base):
                    # (Only __local memory's: its races are per group and barrier interval.)
                    record["points"] = analysis.interval_points(use.inst)
                    record["phases"] = _phases(analysis, use.inst, record)
                bounds.accesses.append(record)
            except Unbounded as e:
                raise Unbounded(f"an access indexed by {e}") from None
    except Unbounded as e:
        bounds.accesses, bounds.unchecked = [], str(e)
    return bounds


#: OpenCL C's ``__local`` address space.
_LOCAL_ADDRSPACE = 3


def _local_variables(fn: Function) -> list[GlobalVariable]:
    """The ``__local`` variables *fn* uses (a kernel's own, or its inlined helpers'), by name."""
    found: dict[str, GlobalVariable] = {}
    for block in fn.blocks:
        for inst in block.instructions:
            for operand in inst.operands:
                pending = [operand]
                while pending:
                    value = pending.pop()
                    if isinstance(value, GlobalVariable):
                        if value.addrspace == _LOCAL_ADDRSPACE and not value.is_declaration:
                            found[value.name] = value
                    elif isinstance(value, ConstantExpr):
                        pending.extend(value.operands)
    return [found[name] for name in sorted(found)]


def _is_local(base: Value) -> bool:
    """Whether *base* (an argument or variable) is ``__local`` memory."""
    if isinstance(base, GlobalVariable):
        return base.addrspace == _LOCAL_ADDRSPACE
    return isinstance(base.type, PointerType) and base.type.addrspace == _LOCAL_ADDRSPACE


def _used_elsewhere(variable: Value, fn: Function) -> bool:
    """Whether a function *fn* calls (directly or not) uses *variable*, or something other than
    an instruction does (those accesses are not read).  (Functions *fn* never calls do not run
    in its launches: clang's ``__clang_ocl_kern_imp_`` copy of a kernel's body.)"""
    called = _called(fn)
    pending: list[Value] = [variable]
    while pending:
        for use in pending.pop().uses:
            user = use.user
            if isinstance(user, ConstantExpr):
                pending.append(user)
            elif not isinstance(user, Instruction) or user.function is not fn and (
                    user.function is None or id(user.function) in called):
                return True
    return False


def _called(fn: Function) -> set[int]:
    """The functions (by id) *fn* calls, directly or through others (not *fn* itself unless
    it recurses)."""
    found: set[int] = set()
    pending = [fn]
    while pending:
        for inst in pending.pop().instructions():
            callee = inst.called_function if isinstance(inst, CallBase) else None
            if callee is not None and id(callee) not in found:
                found.add(id(callee))
                pending.append(callee)
    return found


#: Builtins that every work-item of a group reaches together (in a group without barrier
#: divergence, which the checks report on their own): a barrier interval ends at each.
_GROUP_POINTS = (Kind.OPENCL_BARRIER, Kind.OPENCL_REDUCTION, Kind.OPENCL_ANY_ALL, Kind.OPENCL_BROADCAST)


def _barrier_point(inst: Instruction) -> str | None:
    """``"barrier"`` for a work-group barrier or work-group function (a new interval starts
    after it, the one before ends there), ``"call"`` for a call of a function of the module
    that may reach one (a new interval may start after it, or the one before go on), else None."""
    if not isinstance(inst, CallBase):
        return None
    callee = inst.called_function
    if callee is None:
        return None
    if is_barrier_point(inst):
        return "barrier"
    found = recognise(callee.name)
    if found is not None:
        return "barrier" if found[0].kind in _GROUP_POINTS and found[0].group == "work" else None
    return "call" if not callee.is_declaration and _reaches_barrier(callee, set()) else None


def _reaches_barrier(fn: Function, seen: set[int]) -> bool:
    if id(fn) in seen:
        return False
    seen.add(id(fn))
    for block in fn.blocks:
        for inst in block.instructions:
            if _barrier_point(inst) == "barrier":
                return True
            callee = inst.called_function if isinstance(inst, CallBase) else None
            if callee is not None and not callee.is_declaration and _reaches_barrier(callee, seen):
                return True
    return False


def _interval_starts(fn: Function) -> list[tuple[BasicBlock, int]]:
    """Where each barrier point's interval starts (block, position): the kernel's entry, then
    just after each barrier point in function order."""
    starts: list[tuple[BasicBlock, int]] = [(fn.blocks[0], 0)]
    for block in fn.blocks:
        for position, inst in enumerate(block.instructions):
            if _barrier_point(inst) is not None:
                starts.append((block, position + 1))
    return starts


def _header_passes(fn: Function, start: tuple[BasicBlock, int], header: BasicBlock) -> dict[int, set[int]]:
    """Per instruction (by id) the interval starting at *start* may reach: how many times a path
    from the start to it without crossing a barrier enters *header* (0, 1, or 2 for more)."""
    found: dict[int, set[int]] = {}
    pending = [(start[0], start[1], 0)]
    entered: set[tuple[int, int]] = set()
    while pending:
        block, position, passes = pending.pop()
        ended = False
        for inst in block.instructions[position:]:
            found.setdefault(id(inst), set()).add(passes)
            if _barrier_point(inst) == "barrier":
                ended = True
                break
        term = block.terminator
        if ended or term is None:
            continue
        for successor in term.successors:
            state = (id(successor), min(2, passes + 1) if successor is header else passes)
            if state not in entered:
                entered.add(state)
                pending.append((successor, 0, state[1]))
    return found


def _phases(analysis: _Analysis, inst: Instruction, record: dict[str, Any]) -> list[list[Any]]:
    """Per barrier point of the access *inst* (*record*) and loop variable its record uses
    (directly, or through the records of the variables it uses): ``[point, variable, passes]``,
    passes being how many times every path from the point to the access enters the variable's
    loop header without crossing a barrier (0 or 1), or -1 where paths differ or enter it more
    than once.  Where every access of an interval that uses a loop variable has passes 0, or
    every one 1, they all read one value of it (the one at the interval's start, or the next
    trip's): :func:`ncpu_opt.runtime.bounds._split_race_free`."""
    used = _variables_used(analysis, record)
    out: list[list[Any]] = []
    starts = None
    for point in record.get("points", []):
        for var in sorted(used):
            loop = analysis.headers.get(var)
            if loop is None:
                continue
            key = (point, id(loop.header))
            passes = analysis._passes.get(key)
            if passes is None:
                if starts is None:
                    starts = _interval_starts(analysis.fn)
                passes = analysis._passes[key] = _header_passes(analysis.fn, starts[point], loop.header)
            seen = passes.get(id(inst), set())
            out.append([point, var, min(seen) if len(seen) == 1 and seen <= {0, 1} else -1])
    return out


_VARIABLE = re.compile(r"^v\d+$")


def _variables_used(analysis: _Analysis, record: dict[str, Any]) -> set[str]:
    """The variables ``v<k>`` an access's record names, and those their records name, and so on."""
    found: set[str] = set()
    pending: list[Any] = [record["off"], record["clamps"], record["fits"]]
    while pending:
        node = pending.pop()
        if isinstance(node, str):
            if _VARIABLE.match(node) and node not in found:
                found.add(node)
                pending.append(analysis.variables[int(node[1:])])
        elif isinstance(node, list):
            pending.extend(node)
        elif isinstance(node, dict):
            pending.extend(node.values())
    return found


def _exits(analysis: _Analysis, loop: Loop) -> list[list[Any]] | None:
    """The forms of the values *loop*'s exit tests compare, when it exits only from its header
    or its one latch (each trip runs those tests) by comparisons of forms: where the forms are
    the same for every work-item of a group, so is the number of trips (a loop variable's value
    then is too: :func:`ncpu_opt.runtime.bounds._uniform_variables`).  None otherwise."""
    allowed = (loop.header, loop.single_latch)
    out: list[list[Any]] = []
    for block in loop.exiting_blocks:
        term = block.terminator
        if block not in allowed or not (isinstance(term, BranchInst) and term.is_conditional):
            return None
        pending: list[Value] = [term.condition]
        while pending:
            condition = pending.pop()
            parts = _logical(condition)
            if parts is not None:
                pending += [parts[1], parts[2]]
                continue
            if not (isinstance(condition, CmpInst) and condition.opcode == "icmp"):
                return None
            try:
                out += [analysis.form(operand, _Context()).to_json() for operand in condition.operands]
            except Unbounded:
                return None
    return out


def _interval_points(fn: Function) -> dict[int, list[int]]:
    """Per instruction of *fn* (by id), the barrier points that may start the barrier interval
    it runs in: 0 the kernel's entry, then each barrier point in function order.  An instruction
    belongs to a point when a path from just after it reaches the instruction without crossing a
    barrier or work-group function: the work-items of a group run one interval from the same
    point (barrier divergence is reported apart), each along such a path.  A call of a function
    that may reach a barrier starts an interval and does not end one (the callee may not reach
    its barrier): what follows it belongs to the points before it too.  A barrier these forms
    do not know (an unknown declaration, a SPIR-V one) ends nothing: intervals are only ever
    taken larger than they are."""
    found: dict[int, set[int]] = {}
    for point, start in enumerate(_interval_starts(fn)):
        pending = [start]
        entered: set[int] = set()
        while pending:
            block, position = pending.pop()
            ended = False
            for inst in block.instructions[position:]:
                found.setdefault(id(inst), set()).add(point)
                if _barrier_point(inst) == "barrier":
                    ended = True
                    break
            term = block.terminator
            if ended or term is None:
                continue
            for successor in term.successors:
                if id(successor) not in entered:
                    entered.add(id(successor))
                    pending.append((successor, 0))
    return {key: sorted(points) for key, points in found.items()}


# -- initialisation of __local memory (check-uninitialized's proofs) -------------------------------


def _initialisation(analysis: _Analysis, base: Value, dl: DataLayout, fn: Function,
                    record: dict[str, Any]) -> dict[str, Any] | None:
    """What proves the reads of *base* (a ``__local`` variable or argument; *record*, its launch
    bounds) initialised: ``covers``, the writes ``[access index, loop variable or ""]`` that
    every work-item of a group that gets past them made (a store no work-item condition leads to,
    or every trip of a counted loop of one); ``reads``, per access check-uninitialized tests as a
    read, ``[access index, [covering writes before it]]``: those whose store dominates a barrier
    or work-group function that dominates the read (outside the write's loop, for a loop's
    writes).  So on every path to the read, every work-item of the group (all reach the barrier,
    or the group's barrier divergence is reported) made the write, then synchronised.  The
    runtime (:func:`ncpu_opt.runtime.bounds.initialised`) checks per launch that the covering
    writes' bytes are one range with no gap, and that each read's range lies inside what the
    writes before it cover.  Each read's third item, and ``loops``, say how it may be proven
    otherwise, following a loop trip by trip (double buffering: :func:`_trip_proofs`,
    :func:`_trips`).  None where that cannot be said (the accesses not all followed, the
    memory used by another function)."""
    if record["unchecked"] or _used_elsewhere(base, fn):
        return None
    uses = _uses(base, dl, fn)
    if len(uses) != len(record["accesses"]):
        return None
    barriers = [inst for block in fn.blocks for inst in block.instructions if _synchronises(inst)]
    covers: list[list[Any]] = []
    reads: list[list[Any]] = []
    loops: list[Loop] = []
    for position, use in enumerate(uses):
        if use.write and isinstance(use.inst, StoreInst):
            loop = _covering(analysis, use, record["accesses"][position])
            if loop is not None:
                covers.append([position, *loop])
    for position, use in enumerate(uses):
        if not _tested_as_read(use):
            continue
        before = [
            index for index, _, loop, test in covers
            if any((analysis.domtree.dominates(uses[index].inst, barrier) if loop is None
                    else _after_loop(analysis, loop, test, barrier))
                   and analysis.domtree.dominates(barrier, use.inst)
                   for barrier in barriers)
        ]
        reads.append([position, before, _trip_proofs(analysis, use, uses, covers, barriers, loops)])
    init: dict[str, Any] = {"covers": [c[:2] for c in covers], "reads": reads}
    analysis.trip_loops.append((init, loops))
    return init


def _trip_proofs(analysis: _Analysis, use: _Use, uses: list[_Use], covers: list[list[Any]],
                 barriers: list[Instruction], loops: list[Loop]) -> list[list[Any]]:
    """The loops whose trips the runtime may follow to prove the read *use* initialised
    (:func:`ncpu_opt.runtime.bounds._trip_initialised`), each ``[where, loop, carried]``: where
    ``"in"``, the innermost loop holding the read; ``"after"``, a loop of the read's own nesting
    level whose header dominates it (every path to the read went through that loop, and left it
    last by its latch, the loop's only exit, so after its last trip); ``loop``, the loop's index
    in *loops* (the ``init`` record's ``loops``: its variables and exit test, :func:`_trips`);
    ``carried``, the covering writes (of no work-item condition: ``""``) in the loop that
    dominate a barrier or work-group function in the loop that dominates its latch.

    Why *carried* writes are made before the next trip's accesses, by the whole group: a trip
    that reaches the latch went through the barrier (it dominates the latch), and, in that trip,
    through the write before it (a path from the header to the barrier that missed the write
    would, after the path that first enters the loop, miss it from the function's entry, yet
    the write dominates the barrier).  Every work-item of the group reaches that barrier in the
    same trip (its group-uniform variables, the runtime's condition, make every work-item's
    trips the same; barrier divergence is reported apart), so every one made the write (it has
    no work-item condition) before any passed the barrier into the next trip, or out of the
    loop."""
    if analysis.loops is None or use.inst.parent is None:
        return []
    block = use.inst.parent
    inner = analysis.loops.loop_for(block)
    candidates: list[tuple[str, Loop]] = [("in", inner)] if inner is not None else []
    for loop in analysis.loops.loops():
        if loop.parent is inner and block not in loop and analysis.domtree.dominates(loop.header, block):
            candidates.append(("after", loop))
    out: list[list[Any]] = []
    for where, loop in candidates:
        latch = loop.single_latch
        if latch is None or loop.exiting_blocks != [latch]:
            continue
        ends = [barrier for barrier in barriers if (at := barrier.parent) is not None and at in loop
                and analysis.domtree.dominates(at, latch)]
        carried = [index for index, var, _, _ in covers if not var and any(
            analysis.domtree.dominates(uses[index].inst, barrier) for barrier in ends)]
        if loop not in loops:
            loops.append(loop)
        out.append([where, loops.index(loop), carried])
    return out


def _trips(analysis: _Analysis, loop: Loop) -> dict[str, Any] | None:
    """What the runtime needs to follow *loop*'s trips (:func:`ncpu_opt.runtime.bounds._trips`):
    ``vars``, the loop's variables (its header's phis the analysis named), ``inner``, those of
    the loops inside it, and ``test``, its latch's exit test ``[predicate, exits when it holds, bits, left form, right form]``.  None
    unless the loop exits only by one comparison at its one latch (so each trip runs whole,
    from its header to the test), of forms."""
    latch = loop.single_latch
    if latch is None or loop.exiting_blocks != [latch]:
        return None
    term = latch.terminator
    if not (isinstance(term, BranchInst) and term.is_conditional and isinstance(term.condition, CmpInst)
            and term.condition.opcode == "icmp"):
        return None
    condition, ctx = term.condition, _Context(signed=term.condition.predicate.startswith("s"))
    try:
        left, right = (analysis.form(operand, ctx).to_json() for operand in condition.operands)
    except Unbounded:
        return None
    return {
        "vars": sorted(var for var, other in analysis.headers.items() if other is loop),
        "inner": sorted(var for var, other in analysis.headers.items() if other is not loop and other in loop),
        "test": [condition.predicate, term.successors[0] not in loop, _width(condition.operand(0).type),
                 left, right],
        "fits": ctx.fits,
    }


def _tested_as_read(use: _Use) -> bool:
    """Whether check-uninitialized tests *use* as a read: loads and atomics (a memcpy out of the
    memory is not one, a store or memset writes)."""
    inst = use.inst
    if isinstance(inst, (LoadInst, AtomicRMWInst, CmpXchgInst)):
        return True
    if isinstance(inst, CallBase):
        callee = inst.called_function
        name = callee.name if callee is not None else ""
        if name.startswith(_MEMORY_INTRINSICS):
            return False
        return not use.write or _builtin_is_atomic(inst)
    return False


def _builtin_is_atomic(call: CallBase) -> bool:
    callee = call.called_function
    demangled = demangle(callee.name) if callee is not None else None
    return demangled is not None and demangled.name.startswith(("atomic_", "atom_"))


def _synchronises(inst: Instruction) -> bool:
    """Whether *inst* is a work-group barrier or work-group function: every work-item of the
    group reaches it before any goes on."""
    if not isinstance(inst, CallBase) or inst.called_function is None:
        return False
    found = recognise(inst.called_function.name)
    return found is not None and found[0].group == "work" and found[0].kind in (
        Kind.OPENCL_BARRIER, Kind.OPENCL_REDUCTION, Kind.OPENCL_ANY_ALL, Kind.OPENCL_BROADCAST)


def _covering(analysis: _Analysis, use: _Use,
              access: dict[str, Any]) -> tuple[str, Loop | None, tuple[BasicBlock, BasicBlock] | None] | None:
    """Whether the store *use* is made by every work-item that gets past it, and how: ``("",
    None)`` when nothing but launch values decides that it runs (the launch checks them); ``(v,
    loop)`` when it runs on every trip of a loop of counter ``v`` (``for (j = lid; j < n; j +=
    L)``) that exits only by its latch's one comparison, the same as the one that lets a work-item
    in (the runtime checks that the counter's values over the group have no gap), with the branch
    and successor of that first test (the loop's all trips run before any block outside it
    that successor reaches only through the loop); else None."""
    block = use.inst.parent
    assert block is not None
    facts, complete = analysis.guards(block)
    if not complete:
        return None
    pairs = [(facts[i], facts[i + 1]) for i in range(0, len(facts), 2)]
    varying = [pair for pair in pairs if not all(_launch_value(analysis, f.value) for f in pair)]
    if not varying:
        return "", None, None
    loop = analysis.loops.loop_for(block) if analysis.loops is not None else None
    if loop is None:
        return None
    latch, header = loop.single_latch, loop.header
    if latch is None or loop.exiting_blocks != [latch] or not analysis.domtree.dominates(block, latch):
        return None
    term = latch.terminator
    if not (isinstance(term, BranchInst) and term.is_conditional and isinstance(term.condition, CmpInst)):
        return None
    names = {name for name, _ in access["off"][1]}
    for phi in header.instructions:
        if not isinstance(phi, PhiInst):
            break
        var = analysis._phi_vars.get(id(phi))
        if not var or var not in names or analysis.variables[int(var[1:])].get("kind") != "add":
            continue
        if not analysis.variables[int(var[1:])]["exact_start"]:
            return None
        nxt = phi.incoming_value_for(latch)
        starts = [value for value, source in phi.incoming if source not in loop]
        test: list[_Fact] = []
        analysis._facts(term.condition, term.successors[0] is header, test)
        # The test of the next value (j + L < n), or of this one (j < n - L, as LLVM rewrites it):
        # then the first trip's test is against its bound one step further.
        continuing = [(f, 0 if _strip_casts(f.value) is nxt else 1) for f in test
                      if _strip_casts(f.value) in (nxt, phi) and f.predicate in ("ult", "ule", "slt", "sle")]
        if len(starts) != 1 or len(continuing) != 1:
            return None
        fact, shifted = continuing[0]
        step = analysis.variables[int(var[1:])]["step"]
        if all(any(_strip_casts(f.value) is _strip_casts(starts[0]) and _same_test(analysis, f, fact, step * shifted)
                   for f in pair) for pair in varying):
            return var, loop, _entry_test(analysis, loop)
        return None
    return None


def _entry_test(analysis: _Analysis, loop: Loop) -> tuple[BasicBlock, BasicBlock] | None:
    """The nearest dominator of *loop*'s header outside it that branches, and its successor on
    the way to the loop."""
    below, block = loop.header, analysis.domtree.idom(loop.header)
    while block is not None:
        term = block.terminator
        if isinstance(term, BranchInst) and term.is_conditional:
            return (block, below) if below in term.successors else None
        below, block = block, analysis.domtree.idom(block)
    return None


def _after_loop(analysis: _Analysis, loop: Loop, test: tuple[BasicBlock, BasicBlock] | None,
                barrier: Instruction) -> bool:
    """Whether every path to *barrier* passes the loop's first test (*test*), and, where it goes
    into the loop, leaves the loop before *barrier*: the barrier is outside the loop, the test's
    block dominates it, and from the test's successor it is reached only through the loop."""
    block = barrier.parent
    if test is None or block is None or block in loop or not analysis.domtree.dominates(test[0], block):
        return False
    pending, seen = [test[1]], {id(test[1])}
    while pending:
        current = pending.pop()
        if current in loop:
            continue
        if current is block:
            return False
        term = current.terminator
        for successor in term.successors if term is not None else []:
            if id(successor) not in seen:
                seen.add(id(successor))
                pending.append(successor)
    return True


def _launch_value(analysis: _Analysis, value: Value) -> bool:
    try:
        return analysis.form(value, _Context()).is_param
    except Unbounded:
        return False


def _same_test(analysis: _Analysis, fact: _Fact, other: _Fact, shift: Expr) -> bool:
    """Whether *fact* compares with *other*'s predicate against *other*'s bound plus *shift*, a
    launch value."""
    if fact.predicate != other.predicate:
        return False
    try:
        a, b = analysis.form(fact.bound, _Context()), analysis.form(other.bound, _Context())
    except Unbounded:
        return False
    return a.is_param and a.to_json() == b.plus(Form(shift)).to_json()


@dataclass
class _Use:
    """An access through a pointer derived from an argument: *size* bytes at *pointer* (plus
    ``index * size`` for the vector loads and stores of OpenCL C)."""

    inst: Instruction
    pointer: Value
    size: int
    write: bool
    index: Value | None = None


#: Bytes of the scalar types of mangled names.
_MANGLED_SIZES = {"c": 1, "a": 1, "h": 1, "s": 2, "t": 2, "Dh": 2, "i": 4, "j": 4, "f": 4,
                  "l": 8, "m": 8, "d": 8}
_VECTOR_ACCESS = re.compile(r"^v(load|store)(_half|a_half)?(\d*)$")


def _pointee_size(t: MangledType) -> int | None:
    """Bytes of what a mangled pointer type points to (a scalar or a vector of scalars)."""
    if t.kind != "pointer" or t.element is None:
        return None
    element = t.element
    while element.kind == "qualified" and element.element is not None:
        element = element.element
    if element.kind == "vector" and element.element is not None:
        scalar = _MANGLED_SIZES.get(element.element.code)
        return None if scalar is None else scalar * (4 if element.count == 3 else element.count)
    return _MANGLED_SIZES.get(element.code) if element.kind == "builtin" else None


def _builtin_use(call: CallBase, position: int, pointer: Value) -> _Use | None:
    """The access an OpenCL C atomic or vector load/store builtin makes through argument *position*."""
    callee = call.called_function
    demangled = demangle(callee.name) if callee is not None else None
    if demangled is None or position >= len(demangled.params):
        return None
    name = demangled.name
    pointee = _pointee_size(demangled.params[position])
    if pointee is None:
        return None
    if name.startswith(("atomic_", "atom_")) and position == 0:
        loads_only = name.startswith("atomic_load")
        return _Use(call, pointer, pointee, not loads_only)
    match = _VECTOR_ACCESS.match(name)
    if match and position == len(demangled.params) - 1 and call.num_args >= 2:
        lanes = int(match.group(3) or 1)
        return _Use(call, pointer, pointee * lanes, match.group(1) == "store", call.operand(call.num_args - 1))
    return None


def _uses(base: Value, dl: DataLayout, fn: Function | None = None) -> list[_Use]:
    """Every access through a pointer derived from *base* (an argument, or a ``__local``
    variable: then only in *fn*, through instructions or constant expressions)."""
    accesses: list[_Use] = []
    pending: list[Value] = [base]
    seen: set[int] = set()
    while pending:
        pointer = pending.pop()
        if id(pointer) in seen:
            continue
        seen.add(id(pointer))
        for use in pointer.uses:
            user = use.user
            if fn is not None and isinstance(user, Instruction) and user.function is not fn:
                continue
            if isinstance(user, ConstantExpr) and user.opcode in ("getelementptr", "bitcast", "addrspacecast"):
                if use.index == 0:
                    pending.append(user)
                continue
            if isinstance(user, GetElementPtrInst) and use.index == 0:
                pending.append(user)
            elif isinstance(user, CastInst) and user.opcode in ("bitcast", "addrspacecast"):
                pending.append(user)
            elif isinstance(user, LoadInst):
                accesses.append(_Use(user, pointer, _access_size(user, dl), False))
            elif isinstance(user, StoreInst) and use.index == 1:
                accesses.append(_Use(user, pointer, _access_size(user, dl), True))
            elif isinstance(user, (AtomicRMWInst, CmpXchgInst)) and use.index == 0:
                accesses.append(_Use(user, pointer, _access_size(user, dl), True))
            elif isinstance(user, CmpInst):
                continue
            elif isinstance(user, CallBase):
                callee = user.called_function
                name = callee.name if callee is not None else "a function pointer"
                builtin = _builtin_use(user, use.index - 1, pointer) if 1 <= use.index <= user.num_args else None
                if name.startswith(_MEMORY_INTRINSICS) and use.index in (1, 2):
                    length = user.operand(3)
                    if not isinstance(length, ConstantInt):
                        raise Unbounded(f"a '{name}' of a length known at run time")
                    accesses.append(_Use(user, pointer, length.value, use.index == 1))
                elif builtin is not None:
                    accesses.append(builtin)
                elif name.startswith(("llvm.lifetime", "llvm.assume", "llvm.prefetch")):
                    continue
                else:
                    raise Unbounded(f"its address passed to '{name}'")
            else:
                what = getattr(user, "opcode", "a constant")
                raise Unbounded(f"its address used by '{what}'")
    return accesses


__all__ = ["ArgumentBounds", "Form", "KernelBounds", "Unbounded", "kernel_bounds"]
