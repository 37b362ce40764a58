"""ncpu-opt's own LLVM IR: a mutable object model, its parser and printer."""

from ncpu_opt.ir.module import (
    BasicBlock,
    Function,
    GlobalAlias,
    GlobalValue,
    GlobalVariable,
    Module,
)
from ncpu_opt.ir.parser import parse_module
from ncpu_opt.ir.printer import print_module

__all__ = [
    "BasicBlock",
    "Function",
    "GlobalAlias",
    "GlobalValue",
    "GlobalVariable",
    "Module",
    "parse_module",
    "print_module",
]
