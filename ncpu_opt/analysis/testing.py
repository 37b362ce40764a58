"""Build small functions from a compact text, for unit tests of analyses and passes.

One block per line, ``name: item; item; ...``, the last item the terminator::

    entry: br c loop exit
    loop:  i = phi [0 entry] [n loop]; n = add i 1; br c2 loop exit
    exit:  ret i

Items (operands are value names or integer literals; values are ``i32``
except ``icmp`` results and arguments declared ``name:i1``):

* ``x = OP a b`` for a binary opcode (``add``, ``mul``, ...)
* ``x = icmp a b`` (``eq``), ``x = phi [v blk] [v blk] ...``
* ``br blk``, ``br cond t f``, ``switch v default blk...``, ``ret [v]``,
  ``unreachable``

Values may be used before they are defined (for phis around loops).  The
result is a well-formed object-model function, printable with the IR printer.
"""

from __future__ import annotations

import re

from ncpu_opt.ir.instructions import (
    BINARY_OPCODES,
    BinaryOperator,
    BranchInst,
    CmpInst,
    Instruction,
    PhiInst,
    ReturnInst,
    SwitchInst,
    UnreachableInst,
)
from ncpu_opt.ir.module import BasicBlock, Function, Module
from ncpu_opt.ir.types import VOID, FunctionType, IntType, Type
from ncpu_opt.ir.values import ConstantInt, Undef, Value

I1 = IntType(1)
I32 = IntType(32)
_PHI_PAIR = re.compile(r"\[\s*(\S+)\s+(\S+)\s*\]")


class _Builder:
    def __init__(self, text: str, args: str, name: str) -> None:
        self.lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
        arg_specs = [a.split(":") for a in args.split()]
        arg_types: list[Type] = [I1 if spec[1:] == ["i1"] else I32 for spec in arg_specs]
        returns_value = any(re.search(r"(^|;)\s*ret\s+\S", line.split(":", 1)[1]) for line in self.lines)
        self.fn = Function(name, FunctionType(I32 if returns_value else VOID, arg_types))
        self.values: dict[str, Value] = {}
        self.placeholders: dict[str, Undef] = {}
        for arg, spec in zip(self.fn.args, arg_specs, strict=True):
            arg.name = spec[0]
            self.values[spec[0]] = arg
        self.blocks: dict[str, BasicBlock] = {}
        for line in self.lines:
            label = line.split(":", 1)[0].strip()
            self.blocks[label] = self.fn.append_block(label)

    def value(self, token: str, type: Type = I32) -> Value:
        if re.fullmatch(r"-?\d+", token):
            return ConstantInt(type, int(token))
        if token in self.values:
            return self.values[token]
        # A forward reference: replaced once the definition is built.
        return self.placeholders.setdefault(token, Undef(type))

    def block(self, token: str) -> BasicBlock:
        if token not in self.blocks:
            raise ValueError(f"unknown block {token!r}")
        return self.blocks[token]

    def build(self) -> Function:
        for line in self.lines:
            label, body = line.split(":", 1)
            block = self.blocks[label.strip()]
            for item in filter(None, (part.strip() for part in body.split(";"))):
                block.append(self.instruction(item))
        for token, placeholder in self.placeholders.items():
            if token not in self.values:
                raise ValueError(f"value {token!r} is used but never defined")
            placeholder.replace_all_uses_with(self.values[token])
        return self.fn

    def instruction(self, item: str) -> Instruction:
        name = ""
        if "=" in item:
            name, item = (s.strip() for s in item.split("=", 1))
        op, _, rest = item.partition(" ")
        words = rest.split()
        inst: Instruction
        if op == "phi":
            pairs = _PHI_PAIR.findall(rest)
            inst = PhiInst(I32, [(self.value(v), self.block(b)) for v, b in pairs], name)
        elif op in BINARY_OPCODES:
            inst = BinaryOperator(op, self.value(words[0]), self.value(words[1]), name)
        elif op == "icmp":
            inst = CmpInst("icmp", "eq", self.value(words[0]), self.value(words[1]), name)
        elif op == "br" and len(words) == 1:
            inst = BranchInst([self.block(words[0])])
        elif op == "br":
            cond = self.value(words[0], I1)
            inst = BranchInst([cond, self.block(words[1]), self.block(words[2])])
        elif op == "switch":
            cases = [(ConstantInt(I32, i), self.block(b)) for i, b in enumerate(words[2:])]
            inst = SwitchInst(self.value(words[0]), self.block(words[1]), cases)
        elif op == "ret":
            inst = ReturnInst(self.value(words[0]) if words else None)
        elif op == "unreachable":
            inst = UnreachableInst()
        else:
            raise ValueError(f"cannot build {item!r}")
        if name:
            self.values[name] = inst
        return inst


def build_function(text: str, args: str = "", name: str = "f") -> Function:
    """Build a function from the block description ``text`` (see the module doc).

    ``args`` names the parameters, space separated, each ``name`` (i32) or
    ``name:i1``.  The function is put in a fresh module.
    """
    fn = _Builder(text, args, name).build()
    Module().add_function(fn)
    return fn


def blocks_by_name(fn: Function) -> dict[str, BasicBlock]:
    """The function's blocks keyed by name."""
    return {b.name: b for b in fn.blocks}


def values_by_name(fn: Function) -> dict[str, Value]:
    """Arguments and named instructions keyed by name."""
    values: dict[str, Value] = {a.name: a for a in fn.args}
    values.update((i.name, i) for i in fn.instructions() if i.name)
    return values
