"""Random kernels, vectorised and scalar, must compute the same bytes (property-based, hypothesis).

A tiny structured-program generator writes LLVM IR for a ``spir_kernel`` as
clang would at -O0: every variable lives in an ``alloca`` (``sroa``, the first
pass of both pipelines, puts it in SSA form before ``run-vecz``).  The programs
have divergent branches (on values derived from ``get_global_id`` or loaded
data) and uniform ones (on the kernel's scalar arguments), loops with uniform
and varying trip counts, some with ``break``, integer and float arithmetic,
and loads and stores that are contiguous (``a[gid]``), strided
(``a[2 * gid + k]``), gathered (``a[idx[gid]]``, ``a[x urem LEN]``) or uniform
(``a[0]``).

They also have the shape of a covariance kernel (PolyBench ``covar``/``corr``, issue
15): nests of two loops where the outer one's bounds depend on the work-item
id (lanes leave it at different iterations), the inner one accumulates into
``mat[gid * MAT + k]`` through memory (a load and a store of the slot on every
iteration), and after it the slot is read back and copied to
``matt[k * N + gid]`` (``N`` work-items): stores through indices built from two
ids, and a load of a slot after a loop that stored to it.

Nothing is undefined: inputs are read in bounds (indices taken ``urem`` the
buffer length, or affine in ``gid`` within it), divisions are unsigned by a
value with its low bit set, shifts are masked, arithmetic wraps (no ``nsw``, but
for ``mat``'s index, which cannot overflow), float-to-int conversions saturate.  A work-item writes only its own slots
(``out[gid]``, ``outs[2 * gid + k]``, ``outp[4 * gid + (x urem 4)]``, its row
``mat[gid * MAT + k]`` and its column ``matt[k * N + gid]``) or one
value, the same in every store and work-item, to ``outu[0]``, so the result does
not depend on the order the work-items run in and the comparison is bit-exact
(NaNs compare as NaNs: their payload may legitimately differ).

Each example runs the kernel in two forms: as generated (clang -O0's shape) and
after ``default<O2>`` (clang -O2's: variables in registers, loops rotated and
unrolled with remainder loops, an accumulator promoted to a register across
its loop with the slot reloaded after it). Each form is compiled once scalar
and twice vectorised (scalar tail and vector-predicated tail) at width 4 or 8,
and runs two launches with local sizes from 3 to 20 over ranges whose last
group is partial; neither form may be refused.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ncpu_opt.runtime import Program
from ncpu_opt.runtime.compiler import read_source

from ncpu_opt.pipeline.builder import build_pipeline
from ncpu_opt.pipeline.manager import IRState, PassManager
from ncpu_opt.pipeline.named_pipelines import NATIVE_CPU_PASSES, VECZ_AFTER
from ncpu_opt.pipeline.passes import PassContext

T = TypeVar("T")

#: ``make check`` (``--quick``, test/conftest.py) caps the example budgets at this; ``make test`` keeps them.
QUICK_EXAMPLES = int(os.environ.get("NCPU_VECZ_RANDOM_EXAMPLES", "0"))


def budget(examples: int) -> int:
    return min(examples, QUICK_EXAMPLES) if QUICK_EXAMPLES > 0 else examples


#: Length of the input buffers: more than 2 * (largest global size: 79 x 4) + 3.
CAP = 1024
INT_VARS = 4
FLOAT_VARS = 2
#: Slots of ``outp`` per work-item (the scatter target).
SLOTS = 4
#: Columns of ``mat`` per work-item (its row) and rows of ``matt`` (one column per work-item).
MAT = 10
#: Bound (exclusive) of the trip counts of the inner loops of covariance-style nests.
INNER_TRIPS = 13
MAX_STATEMENTS = 14
MAX_DEPTH = 2

HEADER = """\
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

declare spir_func i64 @_Z13get_global_idj(i32) #0
declare spir_func i64 @_Z12get_local_idj(i32) #0
declare spir_func i64 @_Z15get_global_sizej(i32) #0
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare float @llvm.fabs.f32(float)
declare float @llvm.minnum.f32(float, float)
declare i32 @llvm.fptosi.sat.i32.f32(float)

; As clang declares the work-item functions: without it -O2 could not move loads across their calls.
attributes #0 = { convergent nounwind willreturn memory(none) }

"""
BUFFERS = ("ia", "fa", "idx", "out", "outs", "outp", "outf", "outu", "mat", "matt", "res")
SIGNATURE = ", ".join(f"ptr addrspace(1) %{b}" for b in BUFFERS) + ", i32 %u0, i32 %u1, float %fu"


class Generator:
    """Emits one kernel from hypothesis draws (so failing examples shrink)."""

    def __init__(self, draw: Callable[[st.SearchStrategy[Any]], Any]) -> None:
        self._draw = draw
        self.allocas: list[str] = []
        self.lines: list[str] = []
        self.n = 0
        self.budget = MAX_STATEMENTS
        self.uniform_store = self.number(0, 9)

    # -- drawing ----------------------------------------------------------------------------

    def number(self, lo: int, hi: int) -> int:
        return int(self._draw(st.integers(lo, hi)))

    def pick(self, options: list[T] | tuple[T, ...]) -> T:
        return options[self.number(0, len(options) - 1)]

    # -- emitting ---------------------------------------------------------------------------

    def fresh(self, stem: str = "t") -> str:
        self.n += 1
        return f"%{stem}{self.n}"

    def emit(self, line: str) -> None:
        self.lines.append(f"  {line}")

    def label(self, name: str) -> None:
        self.lines.append(f"{name[1:]}:")

    def value(self, ty: str, text: str) -> str:
        """*text* (an instruction) in a new register."""
        reg = self.fresh()
        self.emit(f"{reg} = {text}")
        return reg

    # -- operands ---------------------------------------------------------------------------

    def int_var(self) -> str:
        return f"%v{self.number(0, INT_VARS - 1)}"

    def float_var(self) -> str:
        return f"%f{self.number(0, FLOAT_VARS - 1)}"

    def uniform_int(self) -> str:
        kind = self.pick(("const", "u0", "u1"))
        if kind == "const":
            return str(self.pick((0, 1, 2, 3, 7, -1, -5, 100, 0x7FFFFFFF, -0x80000000)))
        return f"%{kind}"

    def int_operand(self) -> str:
        kind = self.pick(("var", "var", "var", "uniform", "gid", "lid", "y"))
        if kind == "var":
            return self.value("i32", f"load i32, ptr {self.int_var()}")
        if kind == "gid":
            return "%gid32"
        if kind == "lid":
            return "%lid32"
        if kind == "y":  # uniform in a call that runs work-items of one row
            return "%gy32"
        return self.uniform_int()

    def float_operand(self) -> str:
        kind = self.pick(("var", "var", "const", "fu", "int"))
        if kind == "var":
            return self.value("float", f"load float, ptr {self.float_var()}")
        if kind == "const":
            return self.pick(("0.0", "1.0", "-2.5", "0.125", "3.0e+02"))
        if kind == "fu":
            return "%fu"
        return self.value("float", f"sitofp i32 {self.int_operand()} to float")

    # -- expressions ------------------------------------------------------------------------

    def int_expr(self) -> str:
        op = self.pick(("add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv", "urem",
                        "smin", "smax", "select", "load", "load", "fptosi"))
        if op == "load":
            return self.load("i32")
        if op == "fptosi":
            return self.value("i32", f"call i32 @llvm.fptosi.sat.i32.f32(float {self.float_operand()})")
        a, b = self.int_operand(), self.int_operand()
        if op in ("shl", "lshr", "ashr"):
            b = self.value("i32", f"and i32 {b}, 31")
        elif op in ("udiv", "urem"):
            b = self.value("i32", f"or i32 {b}, 1")
        elif op in ("smin", "smax"):
            return self.value("i32", f"call i32 @llvm.{op}.i32(i32 {a}, i32 {b})")
        elif op == "select":
            return self.value("i32", f"select i1 {self.condition(self.pick((True, False)))}, i32 {a}, i32 {b}")
        return self.value("i32", f"{op} i32 {a}, {b}")

    def float_expr(self) -> str:
        op = self.pick(("fadd", "fsub", "fmul", "fdiv", "fabs", "minnum", "select", "load", "load"))
        if op == "load":
            return self.load("float")
        a = self.float_operand()
        if op == "fabs":
            return self.value("float", f"call float @llvm.fabs.f32(float {a})")
        b = self.float_operand()
        if op == "minnum":
            return self.value("float", f"call float @llvm.minnum.f32(float {a}, float {b})")
        if op == "select":
            return self.value("float", f"select i1 {self.condition(self.pick((True, False)))}, float {a}, float {b}")
        return self.value("float", f"{op} float {a}, {b}")

    def condition(self, uniform: bool) -> str:
        """An ``i1``: from the scalar arguments only when *uniform*, else from per-work-item values."""
        pred = self.pick(("eq", "ne", "slt", "sgt", "ult", "uge"))
        if uniform:
            a = self.pick(("%u0", "%u1"))
            b = self.uniform_int()
            return self.value("i1", f"icmp {pred} i32 {a}, {b}")
        if self.pick((False, False, True)):
            fpred = self.pick(("olt", "ogt", "oeq", "une", "uge"))
            return self.value("i1", f"fcmp {fpred} float {self.float_operand()}, {self.float_operand()}")
        a = self.pick(("var", "gid", "lid", "bit"))
        if a == "bit":  # gid & 1, gid & 2, ...: alternating lanes
            bit = self.value("i32", f"and i32 %gid32, {self.pick((1, 2, 4))}")
            return self.value("i1", f"icmp ne i32 {bit}, 0")
        lhs = {"var": lambda: self.value("i32", f"load i32, ptr {self.int_var()}"), "gid": lambda: "%gid32", "lid": lambda: "%lid32"}[a]()
        return self.value("i1", f"icmp {pred} i32 {lhs}, {self.int_operand()}")

    # -- memory -----------------------------------------------------------------------------

    def gep(self, ty: str, base: str, index64: str) -> str:
        return self.value("ptr", f"getelementptr inbounds {ty}, ptr addrspace(1) %{base}, i64 {index64}")

    def zext(self, i32: str) -> str:
        return self.value("i64", f"zext i32 {i32} to i64")

    def load(self, ty: str) -> str:
        base = "ia" if ty == "i32" else "fa"
        kind = self.pick(("contiguous", "offset", "strided", "gather", "computed", "uniform", "uniform-arg", "own", "own"))
        if kind == "own":  # one of this work-item's own output slots, maybe written before
            slot = self.gep("i32", "out", "%gid") if ty == "i32" else self.mat_slot(self.column())
            return self.value(ty, f"load {ty}, ptr addrspace(1) {slot}")
        if kind == "contiguous":
            index = "%gid"
        elif kind == "offset":
            index = self.value("i64", f"add i64 %gid, {self.number(1, 3)}")
        elif kind == "strided":
            twice = self.value("i64", "shl i64 %gid, 1")
            index = self.value("i64", f"add i64 {twice}, {self.number(0, 3)}")
        elif kind == "gather":
            at = self.value("i32", f"load i32, ptr addrspace(1) {self.gep('i32', 'idx', '%gid')}")
            index = self.zext(self.value("i32", f"urem i32 {at}, {CAP}"))
        elif kind == "computed":
            index = self.zext(self.value("i32", f"urem i32 {self.int_operand()}, {CAP}"))
        elif kind == "uniform":
            index = "0"
        else:
            index = self.zext(self.value("i32", f"urem i32 {self.pick(('%u0', '%u1'))}, {CAP}"))
        return self.value(ty, f"load {ty}, ptr addrspace(1) {self.gep(ty, base, index)}")

    def column(self) -> str:
        """An i32 in [0, MAT): a column of this work-item's row of ``mat``."""
        return self.value("i32", f"urem i32 {self.int_operand()}, {MAT}")

    def mat_slot(self, column: str) -> str:
        """``&mat[gid * MAT + column]``: this work-item's row, a column from 0 to MAT - 1.

        The index is computed as clang does ``out[j * m + k]`` for ``int j, k`` (``nsw`` i32,
        then ``sext``): with it -O2 promotes an accumulated slot across its loop and reloads
        it after the loop, as in covar (not with the same index as plain i64 arithmetic).
        """
        row = self.value("i32", f"mul nsw i32 %gid32, {MAT}")
        index = self.value("i32", f"add nsw i32 {row}, {column}")
        return self.gep("float", "mat", self.value("i64", f"sext i32 {index} to i64"))

    def matt_slot(self, row: str) -> str:
        """``&matt[row * N + gid]``: this work-item's column (N work-items), a row from 0 to MAT - 1."""
        start = self.value("i64", f"mul i64 {self.zext(row)}, %count")
        return self.gep("float", "matt", self.value("i64", f"add i64 {start}, %gid"))

    def store(self) -> None:
        kind = self.pick(("contiguous", "strided", "scatter", "float", "uniform", "mat"))
        if kind == "mat":
            self.emit(f"store float {self.float_operand()}, ptr addrspace(1) {self.mat_slot(self.column())}")
        elif kind == "uniform":  # one value, the same from every store and work-item (else the last writer wins)
            value = self.value("i32", f"add i32 %u0, {self.uniform_store}")
            self.emit(f"store i32 {value}, ptr addrspace(1) {self.gep('i32', 'outu', '0')}")
        elif kind == "float":
            self.emit(f"store float {self.float_operand()}, ptr addrspace(1) {self.gep('float', 'outf', '%gid')}")
        elif kind == "contiguous":
            self.emit(f"store i32 {self.int_operand()}, ptr addrspace(1) {self.gep('i32', 'out', '%gid')}")
        elif kind == "strided":
            twice = self.value("i64", "shl i64 %gid, 1")
            index = self.value("i64", f"add i64 {twice}, {self.number(0, 1)}")
            self.emit(f"store i32 {self.int_operand()}, ptr addrspace(1) {self.gep('i32', 'outs', index)}")
        else:
            slot = self.zext(self.value("i32", f"urem i32 {self.int_operand()}, {SLOTS}"))
            base = self.value("i64", f"mul i64 %gid, {SLOTS}")
            index = self.value("i64", f"add i64 {base}, {slot}")
            self.emit(f"store i32 {self.int_operand()}, ptr addrspace(1) {self.gep('i32', 'outp', index)}")

    # -- statements -------------------------------------------------------------------------

    def block(self, depth: int, loop_exit: str | None) -> None:
        for _ in range(self.number(1, 3)):
            if self.budget <= 0:
                return
            self.budget -= 1
            self.statement(depth, loop_exit)

    def statement(self, depth: int, loop_exit: str | None) -> None:
        kinds = ["int", "int", "float", "store"]
        if depth < MAX_DEPTH:
            kinds += ["if", "if", "loop", "nest"]
        if loop_exit is not None:
            kinds.append("break")
        kind = self.pick(kinds)
        if kind == "int":
            self.emit(f"store i32 {self.int_expr()}, ptr {self.int_var()}")
        elif kind == "float":
            self.emit(f"store float {self.float_expr()}, ptr {self.float_var()}")
        elif kind == "store":
            self.store()
        elif kind == "break":
            cont = self.fresh("cont")
            self.emit(f"br i1 {self.condition(self.pick((True, False)))}, label {loop_exit}, label {cont}")
            self.label(cont)
        elif kind == "if":
            self.if_(depth, loop_exit)
        elif kind == "nest":
            self.nest(depth)
        else:
            self.loop(depth)

    def if_(self, depth: int, loop_exit: str | None) -> None:
        cond = self.condition(self.pick((True, False)))
        then, other, merge = self.fresh("then"), self.fresh("else"), self.fresh("merge")
        has_else = self.pick((True, False))
        self.emit(f"br i1 {cond}, label {then}, label {other if has_else else merge}")
        self.label(then)
        self.block(depth + 1, loop_exit)
        self.emit(f"br label {merge}")
        if has_else:
            self.label(other)
            self.block(depth + 1, loop_exit)
            self.emit(f"br label {merge}")
        self.label(merge)

    def loop(self, depth: int) -> None:
        counter = self.fresh("i")
        self.allocas.append(f"{counter} = alloca i32")
        if self.pick((True, False)):  # uniform trip count
            trips = self.value("i32", f"urem i32 {self.pick(('%u0', '%u1'))}, 5")
        else:
            source = self.pick(("var", "gid", "load"))
            x = {"var": lambda: self.value("i32", f"load i32, ptr {self.int_var()}"), "gid": lambda: "%gid32", "load": lambda: self.load("i32")}[source]()
            trips = self.value("i32", f"urem i32 {x}, 5")
        header, body, exit_ = self.fresh("header"), self.fresh("body"), self.fresh("exit")
        self.emit(f"store i32 0, ptr {counter}")
        self.emit(f"br label {header}")
        self.label(header)
        i = self.value("i32", f"load i32, ptr {counter}")
        go = self.value("i1", f"icmp slt i32 {i}, {trips}")
        self.emit(f"br i1 {go}, label {body}, label {exit_}")
        self.label(body)
        self.block(depth + 1, exit_)
        i2 = self.value("i32", f"load i32, ptr {counter}")
        self.emit(f"store i32 {self.value('i32', f'add i32 {i2}, 1')}, ptr {counter}")
        self.emit(f"br label {header}")
        self.label(exit_)

    def id_or_data(self) -> str:
        """An i32 that differs between work-items: an id, or a value loaded per work-item."""
        kind = self.pick(("gid", "lid", "load"))
        return {"gid": "%gid32", "lid": "%lid32"}.get(kind) or self.load("i32")

    def counted_loop(self, start: str, bound: str, body: Callable[[str, str], None]) -> None:
        """``for (c = start; c < bound; c++) body(c, exit)``, the counter in an alloca as at -O0."""
        counter = self.fresh("c")
        self.allocas.append(f"{counter} = alloca i32")
        header, body_label, exit_ = self.fresh("header"), self.fresh("body"), self.fresh("exit")
        self.emit(f"store i32 {start}, ptr {counter}")
        self.emit(f"br label {header}")
        self.label(header)
        go = self.value("i1", f"icmp slt i32 {self.value('i32', f'load i32, ptr {counter}')}, {bound}")
        self.emit(f"br i1 {go}, label {body_label}, label {exit_}")
        self.label(body_label)
        body(self.value("i32", f"load i32, ptr {counter}"), exit_)
        step = self.value("i32", f"add i32 {self.value('i32', f'load i32, ptr {counter}')}, 1")
        self.emit(f"store i32 {step}, ptr {counter}")
        self.emit(f"br label {header}")
        self.label(exit_)

    def nest(self, depth: int) -> None:
        """A covariance-style nest (PolyBench covar/corr, issue 15)::

            [mat[gid * MAT + gid % MAT] = x;]
            for (k = lo; k < hi; k++) {            // lo or hi from the work-item id
              [mat[gid * MAT + k] = y;]
              for (i = 0; i < trips; i++)
                [...;] mat[gid * MAT + k] += term;  // through memory
              matt[k * N + gid] = mat[gid * MAT + k];
              [...]
            }
        """
        if self.pick((True, False)):  # the diagonal
            diagonal = self.value("i32", f"urem i32 %gid32, {MAT}")
            self.emit(f"store float {self.float_operand()}, ptr addrspace(1) {self.mat_slot(diagonal)}")
        start = self.pick(("zero", "after-id", "after-lid"))
        lo = {
            "zero": lambda: "0",
            "after-id": lambda: self.value("i32", f"add i32 {self.value('i32', f'urem i32 %gid32, {MAT}')}, 1"),
            "after-lid": lambda: self.value("i32", f"add i32 {self.value('i32', f'urem i32 %lid32, {MAT}')}, 1"),
        }[start]()
        # A bound from the work-item (or its data) when the start is not: lanes always leave apart.
        end = self.pick(("all", "uniform", "varying")) if start == "zero" else self.pick(("all", "all", "uniform"))
        hi = {
            "all": lambda: str(MAT),
            "uniform": lambda: self.value("i32", f"urem i32 {self.pick(('%u0', '%u1'))}, {MAT + 1}"),
            "varying": lambda: self.value("i32", f"urem i32 {self.id_or_data()}, {MAT + 1}"),
        }[end]()

        def outer(k: str, outer_exit: str) -> None:
            # Start the sum afresh, or (more often: -O2 then loads the slot before the loop) add to it.
            if self.pick((False, False, True)):
                first = "0.0" if self.pick((True, False)) else self.float_operand()
                self.emit(f"store float {first}, ptr addrspace(1) {self.mat_slot(k)}")
            # Trip counts up to 12 or 20: more than -O2 unrolls a loop completely when it only knows
            # a bound, so the loop stays and its slot is promoted to a register.
            kind = self.pick(("uniform", "uniform", "varying", "outer"))
            if kind == "uniform":  # %u1: from -20 to 20, a kernel argument as covar's n
                trips = "%u1" if self.pick((True, False)) else self.value("i32", f"urem i32 %u0, {INNER_TRIPS}")
            elif kind == "varying":
                trips = self.value("i32", f"urem i32 {self.pick(('%gid32', '%lid32'))}, {INNER_TRIPS}")
            else:  # from the outer counter, itself from the work-item id
                trips = self.value("i32", f"urem i32 {self.value('i32', f'add i32 {k}, %u1')}, {INNER_TRIPS}")

            def inner(i: str, inner_exit: str) -> None:
                if self.pick((False, False, False, True)):  # other work (stores there keep -O2 from promoting)
                    self.block(depth + 2, inner_exit)
                # A float sum, in order: -O2 cannot vectorise it (an integer one it would).
                if self.pick((True, True, False)):  # a product of two loads, as a covariance sums
                    row = self.value("i32", f"mul i32 {i}, {MAT}")
                    left = self.gep("float", "fa", self.zext(self.value("i32", f"add i32 {row}, %gid32")))
                    right = self.gep("float", "fa", self.zext(self.value("i32", f"add i32 {row}, {k}")))
                    term = self.value("float", f"fmul float {self.value('float', f'load float, ptr addrspace(1) {left}')}, "
                                               f"{self.value('float', f'load float, ptr addrspace(1) {right}')}")
                else:
                    term = self.float_expr()
                slot = self.mat_slot(k)
                total = self.value("float", f"fadd float {self.value('float', f'load float, ptr addrspace(1) {slot}')}, {term}")
                self.emit(f"store float {total}, ptr addrspace(1) {slot}")

            self.counted_loop("0", trips, inner)
            copied = self.value("float", f"load float, ptr addrspace(1) {self.mat_slot(k)}")
            self.emit(f"store float {copied}, ptr addrspace(1) {self.matt_slot(k)}")
            if self.pick((True, False)):
                self.emit(f"store float {copied}, ptr {self.float_var()}")
            if self.pick((False, False, True)):
                self.block(depth + 2, outer_exit)

        self.counted_loop(lo, hi, outer)

    # -- the kernel -------------------------------------------------------------------------

    def kernel(self) -> str:
        # gid: the linear global id, x + y * (global size in x); 1D and 2D ranges.
        self.emit("%gx = call spir_func i64 @_Z13get_global_idj(i32 0)")
        self.emit("%gy = call spir_func i64 @_Z13get_global_idj(i32 1)")
        self.emit("%gsx = call spir_func i64 @_Z15get_global_sizej(i32 0)")
        self.emit("%gsy = call spir_func i64 @_Z15get_global_sizej(i32 1)")
        self.emit("%count = mul i64 %gsx, %gsy")
        self.emit("%row = mul i64 %gy, %gsx")
        self.emit("%gid = add i64 %row, %gx")
        self.emit("%gid32 = trunc i64 %gid to i32")
        self.emit("%gy32 = trunc i64 %gy to i32")
        self.emit("%lid64 = call spir_func i64 @_Z12get_local_idj(i32 0)")
        self.emit("%lid32 = trunc i64 %lid64 to i32")
        self.allocas += [f"%v{k} = alloca i32" for k in range(INT_VARS)]
        self.allocas += [f"%f{k} = alloca float" for k in range(FLOAT_VARS)]
        inits = ["%gid32", "%u0", self.load("i32"), str(self.number(-3, 3))]
        for k, init in enumerate(inits):
            self.emit(f"store i32 {init}, ptr %v{k}")
        self.emit(f"store float {self.load('float')}, ptr %f0")
        self.emit("store float %fu, ptr %f1")
        while self.budget > 0:
            self.budget -= 1
            self.statement(0, None)
        for k in range(INT_VARS + FLOAT_VARS):  # every variable ends up in res[gid * 6 + k]
            ty, var = ("i32", f"%v{k}") if k < INT_VARS else ("float", f"%f{k - INT_VARS}")
            val = self.value(ty, f"load {ty}, ptr {var}")
            index = self.value("i64", f"add i64 {self.value('i64', f'mul i64 %gid, {INT_VARS + FLOAT_VARS}')}, {k}")
            self.emit(f"store {ty} {val}, ptr addrspace(1) {self.gep(ty, 'res', index)}")
        self.emit("ret void")
        body = "\n".join(f"  {a}" for a in self.allocas) + "\n" + "\n".join(self.lines)
        return f"{HEADER}define spir_kernel void @k({SIGNATURE}) {{\nentry:\n{body}\n}}\n"


def optimised(ir: str) -> str:
    """*ir* as clang -O2 would hand it over: ``default<O2>`` on the -O0-style text."""
    state = IRState(read_source(ir.encode(), "random.ll"), "random.ll")
    PassManager(build_pipeline("default<O2>"), PassContext(filename="random.ll")).run(state)
    return state.final_text()


def pipeline(vecz: str | None) -> str:
    passes = ["sroa", *NATIVE_CPU_PASSES]
    if vecz is not None:
        passes.insert(passes.index(VECZ_AFTER) + 1, vecz)
    return ",".join([*passes, "default<O2>"])


def arguments(seed: int, n: int, u0: int, u1: int, fu: float) -> list[object]:
    rng = np.random.default_rng(seed)
    ints = rng.integers(-60, 60, CAP).astype(np.int32)
    ints[rng.integers(0, CAP, 8)] = rng.integers(-(2**31), 2**31 - 1, 8).astype(np.int32)  # some large values
    floats = rng.uniform(-8, 8, CAP).astype(np.float32)
    floats[rng.integers(0, CAP, 4)] = np.float32(0.0)
    indices = rng.integers(0, CAP, CAP).astype(np.int32)
    # Small values that sums add to visibly (the pattern below, 1.5e16 as a float, would absorb them).
    rows = rng.uniform(-8, 8, MAT * n).astype(np.float32)

    def out(count: int) -> np.ndarray:
        return np.full(count, 0x5A5A5A5A, np.int32)

    return [
        ints,
        floats,
        indices,
        out(n),
        out(2 * n),
        out(SLOTS * n),
        out(n).view(np.float32),
        out(1),
        rows,
        out(MAT * n).view(np.float32),
        out((INT_VARS + FLOAT_VARS) * n),
        np.int32(u0),
        np.int32(u1),
        np.float32(fu),
    ]


def same_bits(a: np.ndarray, b: np.ndarray) -> bool:
    """Equal bytes, except that any NaN equals any NaN."""
    if a.dtype == np.float32:
        nan = np.isnan(a) & np.isnan(b)
        return bool(np.all((a.view(np.int32) == b.view(np.int32)) | nan))
    return bool(np.array_equal(a, b))

def _extent(local: int, groups: int, rest: int) -> int:
    """A global size of ``groups`` groups of ``local`` and a partial one of ``rest % local`` work-items."""
    return local * groups + rest % local


#: (global size, local size): x from 3 to 20 work-items per group, the last group maybe partial;
#: one row (1D) or up to 4 rows in groups of 1 to 3 (2D).
launch = st.one_of(
    st.tuples(st.integers(3, 20), st.integers(1, 3), st.integers(0, 19)).map(lambda t: ((_extent(*t),), (t[0],))),
    st.tuples(st.integers(3, 20), st.integers(1, 3), st.integers(0, 19), st.integers(1, 3), st.integers(1, 4)).map(
        lambda t: ((_extent(t[0], t[1], t[2]), t[4]), (t[0], min(t[3], t[4])))
    ),
)


@pytest.mark.parametrize("width", [4, 8])
@settings(max_examples=budget(25), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(
    data=st.data(),
    launches=st.lists(launch, min_size=2, max_size=2),
    scalars=st.tuples(st.integers(-(2**31), 2**31 - 1), st.integers(-20, 20), st.sampled_from([0.0, -1.5, 2.0, 1e30])),
    seed=st.integers(0, 2**16),
)
def test_random_kernel(
    width: int,
    data: st.DataObject,
    launches: list[tuple[tuple[int, ...], tuple[int, ...]]],
    scalars: tuple[int, int, float],
    seed: int,
) -> None:
    generated = Generator(data.draw).kernel()
    # The scalar -O0 form is the reference for both forms: -O2 keeps the meaning of a kernel with
    # no UB bit for bit (no fast-math flags: no reassociation, no contraction), and one scalar
    # compile per example fewer keeps the test quick.
    expected = [results(compiled(generated, None), launch, seed, scalars) for launch in launches]
    for form, ir in (("-O0", generated), ("-O2", optimised(generated))):
        for tail, vp in (("scalar tail", ""), ("vp tail", ";vp")):
            vector = compiled(ir, f"run-vecz<always;width={width}{vp}>")
            for (global_size, local_size), want in zip(launches, expected, strict=True):
                got = results(vector, (global_size, local_size), seed, scalars)
                for name, e, g in zip(BUFFERS, want, got, strict=False):
                    assert isinstance(e, np.ndarray) and isinstance(g, np.ndarray)
                    assert same_bits(e, g), (
                        f"buffer {name} differs: {form} form, width {width}, {tail}, global {global_size}, "
                        f"local {local_size}, u0/u1/fu {scalars}, seed {seed}\nscalar: {e}\nvector: {g}\n{ir}"
                    )


# Different draws often make a kernel just compiled again (a quarter of the compiles were repeats):
# it is compiled once.  Compiling is deterministic and every launch gets fresh arguments.
@lru_cache(maxsize=32)
def compiled(ir: str, vecz: str | None) -> Program:
    return Program.from_source(ir, passes=pipeline(vecz), cache=False, specialize=False, threads=1)


def results(
    program: Program, launch: tuple[tuple[int, ...], tuple[int, ...]], seed: int, scalars: tuple[int, int, float]
) -> list[object]:
    """The arguments after one launch of the kernel on fresh ones."""
    global_size, local_size = launch
    args = arguments(seed, int(np.prod(global_size)), *scalars)
    program.kernel("k")(*args, global_size=global_size, local_size=local_size)
    return args


FRONT = "sroa,lower-to-mux-builtins,define-opencl-builtins,transfer-kernel-metadata,prepare-barriers"


@settings(max_examples=budget(60), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(data=st.data())
def test_random_kernel_is_vectorised(data: st.DataObject) -> None:
    """No random kernel is refused, in either form: a refusal would keep results right and hide a vectoriser gap."""
    generated = Generator(data.draw).kernel()
    for form, ir in (("-O0", generated), ("-O2", optimised(generated))):
        state = IRState(read_source(ir.encode(), "random.ll"), "random.ll")
        context = PassContext(filename="random.ll")
        PassManager(build_pipeline(f"{FRONT},run-vecz<always;width=8;vp>"), context).run(state)
        refusals = [r.message for r in context.remarks if r.kind == "missed"]
        assert not refusals, f"{form} form: {refusals}\n{ir}"
