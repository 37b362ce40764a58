"""replace-printf: OpenCL C ``printf`` calls become calls of the host C library's ``printf``.

OCK's ``replace-printf`` (PrintfReplacementPass) scalarises each call into a
write to a printf buffer that the host prints after the launch.  Kernels
here run on the host, so the rewritten call goes straight to C's
``printf``, which prints to the process's stdout as the work-item runs:

* the format must be a compile-time constant (the spec requires it); it is
  checked (:mod:`ncpu_opt.clc.printf_format`) and re-spelt for C, each
  vector conversion repeated per element with ``,`` between
  (``%.2v4hlf`` -> ``%.2f,%.2f,%.2f,%.2f``), in a new ``private`` string
  in address space 0;
* each vector argument must be the vector its specifier names, and is
  passed element by element with C's promotions (``float``/``half`` to
  ``double``, ``char``/``short`` to ``int``); scalar arguments are converted
  to the type the C conversion reads (OpenCL C's ``long`` as ``long
  long``); pointers (``%s``, ``%p``) are cast to address space 0; arguments
  beyond the format's are dropped (evaluated, not printed);
* the call uses C's calling convention, and its result, C's count or a
  negative value, becomes OpenCL C's: 0 on success, -1 on failure.

Afterwards the module declares ``i32 @printf(ptr, ...)``: the vectoriser
runs such a call once per lane, in lane order, and the runtime resolves it
in the process.  A ``printf`` already declared that way (C's, not OpenCL
C's) is left alone.  A format that is not a constant, that OpenCL C does not
allow, or that does not match the arguments is an error naming the call.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ncpu_opt.clc.printf_format import (
    VECTOR_ELEMENT_BITS,
    Conversion,
    FormatError,
    host_format,
    parse,
)
from ncpu_opt.errors import NcpuError, SourceError
from ncpu_opt.ir import Function, GlobalVariable, Module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.debug_loc import debug_location
from ncpu_opt.ir.instructions import CallBase, CallInst, CastInst, GetElementPtrInst, Instruction
from ncpu_opt.ir.module import size_t_type
from ncpu_opt.ir.names import escape_string
from ncpu_opt.ir.replace import replace_instruction
from ncpu_opt.ir.types import (
    DOUBLE,
    I8,
    I32,
    PTR,
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    Type,
    VectorType,
)
from ncpu_opt.ir.values import Argument, ConstantExpr, ConstantInt, ConstantString, Value, const_int
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.pipeline import ModulePass, PassContext, PreservedAnalyses, register_pass

PASS_NAME = "replace-printf"
PRINTF = "printf"
#: The host's printf: ``int printf(const char *, ...)`` with C's calling convention.
HOST_PRINTF_TYPE = FunctionType(I32, [PTR], vararg=True)
#: Pointer casts and constant offsets a format or ``%s`` string may come through.
_MAX_POINTER_DEPTH = 64
#: The longest format quoted in an error message.
_QUOTED_FORMAT_CHARS = 60


class _CallError(Exception):
    """What is wrong with one call; turned into an error naming the call and its function."""


def is_opencl_printf(fn: Function) -> bool:
    """``printf`` as OpenCL C declares it (``spir_func``, or its format outside address space 0)."""
    if fn.name != PRINTF or not fn.is_declaration:
        return False
    params = fn.function_type.params
    in_other_addrspace = bool(params) and isinstance(params[0], PointerType) and params[0].addrspace != 0
    return fn.cc == "spir_func" or in_other_addrspace


# -- the format string --------------------------------------------------------------------------


def _constant_offset(gep: GetElementPtrInst | ConstantExpr, dl: DataLayout) -> int | None:
    """The byte offset of a GEP with constant indices through arrays (None for anything else)."""
    t = gep.source_type
    assert t is not None
    offset = 0
    for n, index in enumerate(gep.operands[1:]):
        if not isinstance(index, ConstantInt):
            return None
        if n > 0:
            if not isinstance(t, ArrayType):
                return None
            t = t.element
        offset += index.value * dl.alloc_size(t)
    return offset


def constant_string(value: Value, dl: DataLayout) -> str | None:
    """The C string *value* points to when it is constant (a global's initializer), else None.

    Casts and constant GEPs are looked through (``&"abc"[1]`` is ``"bc"``);
    characters are bytes (latin-1), up to the first NUL, which must exist.
    """
    offset = 0
    for _ in range(_MAX_POINTER_DEPTH):
        if isinstance(value, (CastInst, ConstantExpr)) and value.opcode in ("addrspacecast", "bitcast"):
            value = value.operand(0)
        elif isinstance(value, (GetElementPtrInst, ConstantExpr)) and value.opcode == "getelementptr":
            step = _constant_offset(value, dl)
            if step is None:
                return None
            offset += step
            value = value.operand(0)
        else:
            break
    if not isinstance(value, GlobalVariable) or not value.is_constant or value.externally_initialized:
        return None
    init = value.initializer
    if not isinstance(init, ConstantString) or not 0 <= offset <= len(init.data):
        return None
    text = init.data[offset:]
    end = text.find("\0")
    return None if end < 0 else text[:end]


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def _quoted(fmt: str) -> str:
    shown = fmt if len(fmt) <= _QUOTED_FORMAT_CHARS else fmt[: _QUOTED_FORMAT_CHARS - 3] + "..."
    return f'"{escape_string(shown)}"'


# -- the arguments ------------------------------------------------------------------------------

#: A vector element's OpenCL C name by IR type, for messages.
_ELEMENT_NAMES = {"i8": "char", "i16": "short", "i32": "int", "i64": "long", "half": "half", "float": "float", "double": "double"}
#: Floating-point vector elements by the length modifier's bits.
_FLOAT_ELEMENTS = {16: FloatType("half"), 32: FloatType("float"), 64: DOUBLE}
#: The length modifier naming a vector element of these bits.
_LENGTH_OF_BITS = {bits: length for length, bits in VECTOR_ELEMENT_BITS.items()}


def _vector_element(c: Conversion) -> Type:
    """The element type a vector conversion prints: the length modifier's size, integer or floating-point."""
    bits = VECTOR_ELEMENT_BITS[c.length]
    return _FLOAT_ELEMENTS[bits] if c.argument == "float" else IntType(bits)


def _describe_vector(n: int, element: Type) -> str:
    name = _ELEMENT_NAMES.get(str(element), str(element))
    return f"{'(u)' if isinstance(element, IntType) else ''}{name}{n} (<{n} x {element}>)"


def _vector_hint(c: Conversion, t: VectorType) -> str:
    """How to print a vector of type *t* with *c*'s conversion, if OpenCL C can."""
    bits = t.element.width if isinstance(t.element, (IntType, FloatType)) else 0
    length = _LENGTH_OF_BITS.get(bits)
    usable = t.count in (2, 3, 4, 8, 16) and length is not None and c.argument in ("int", "float")
    return f" (a vector is printed with a vector specifier, e.g. '%v{t.count}{length}{c.conversion}')" if usable else ""


def _resize(b: Builder, value: Value, width: int, signed: bool, name: str) -> Value:
    """An integer as *width* bits: extended as the conversion's signedness says, or truncated."""
    t = value.type
    assert isinstance(t, IntType)
    if t.width == width:
        return value
    if t.width > width:
        return b.cast("trunc", value, IntType(width), name)
    return b.cast("sext" if signed else "zext", value, IntType(width), name)


def _promoted(b: Builder, value: Value, signed: bool, name: str) -> Value:
    """A vector element as C passes it to a variadic function: ``double``, or at least ``int``."""
    t = value.type
    if isinstance(t, FloatType):
        return value if t == DOUBLE else b.cast("fpext", value, DOUBLE, name)
    assert isinstance(t, IntType)
    return value if t.width >= 32 else _resize(b, value, 32, signed, name)


def _scalar_argument(b: Builder, c: Conversion, arg: Value, size_t: IntType, stem: str) -> Value:
    """A scalar argument as the C conversion reads it."""
    t = arg.type
    name = f"{stem}.host"
    if isinstance(t, VectorType):
        raise _CallError(f"'{c.text}' prints one value, but the argument is a vector {t}{_vector_hint(c, t)}")
    if c.argument in ("int", "char"):
        if not isinstance(t, IntType):
            raise _CallError(f"'{c.text}' prints an integer, but the argument is {t}")
        # hh and h arrive promoted to int (C's printf narrows them itself); long is C's long long.
        width = {"l": 64, "z": size_t.width, "t": size_t.width}.get(c.length, 32)
        return _resize(b, arg, width, c.signed, name)
    if c.argument == "float":
        if t not in _FLOAT_ELEMENTS.values():
            raise _CallError(f"'{c.text}' prints a floating-point number, but the argument is {t}")
        # clang promotes float (and half) to double; IR from elsewhere may not have.
        return arg if t == DOUBLE else b.cast("fpext", arg, DOUBLE, name)
    if not isinstance(t, PointerType):
        raise _CallError(f"'{c.text}' takes a pointer, but the argument is {t}")
    # Every address space is the host's memory: C's printf reads any of them.
    return arg if t.addrspace == 0 else b.cast("addrspacecast", arg, PTR, name)


def host_arguments(b: Builder, c: Conversion, arg: Value, size_t: IntType, stem: str) -> list[Value]:
    """What the host call passes for *arg*: one value, or a vector's elements (checked against *c*).

    New values are named after *stem*: ``<stem>.host`` for a scalar, ``<stem>.<i>`` for element i
    (``<stem>.<i>.host`` promoted).
    """
    if c.vector is None:
        return [_scalar_argument(b, c, arg, size_t, stem)]
    element = _vector_element(c)
    t = arg.type
    if not (isinstance(t, VectorType) and not t.scalable and t.count == c.vector and t.element == element):
        raise _CallError(f"'{c.text}' prints a {_describe_vector(c.vector, element)}, but the argument is {t}")
    return [
        _promoted(b, b.extract_element(arg, const_int(I32, i), f"{stem}.{i}"), c.signed, f"{stem}.{i}.host")
        for i in range(c.vector)
    ]


# -- the calls ----------------------------------------------------------------------------------


@dataclass
class _Rewriter:
    module: Module
    host: Function
    dl: DataLayout
    size_t: IntType
    #: Host formats made so far: calls with the same format share one string.
    formats: dict[str, GlobalVariable]

    def format_global(self, text: str) -> GlobalVariable:
        gv = self.formats.get(text)
        if gv is None:
            data = text + "\0"
            t = ArrayType(len(data), I8)
            gv = GlobalVariable(self.module.unique_global_name(".str.printf"), t, 0, ConstantString(t, data))
            gv.linkage, gv.unnamed_addr, gv.is_constant, gv.align = "private", "unnamed_addr", True, 1
            self.formats[text] = self.module.add_global(gv)
        return gv

    def rewrite(self, call: CallInst) -> None:
        """Replace *call* (OpenCL C's printf) by a call of the host's."""
        fmt = constant_string(call.arg(0), self.dl)
        if fmt is None:
            raise _CallError(
                "the format is not a compile-time constant string (OpenCL C requires a string literal, "
                "or a __constant array initialised with one)"
            )
        try:
            pieces = parse(fmt)
        except FormatError as e:
            raise _CallError(str(e)) from None
        conversions = [p for p in pieces if isinstance(p, Conversion)]
        args = call.args[1:]
        if len(args) < len(conversions):
            raise _CallError(
                f"the format has {_count(len(conversions), 'conversion')}, but the call passes {_count(len(args), 'argument')}"
            )
        b = Builder().position_before(call)
        host_args: list[Value] = [self.format_global(host_format(pieces))]
        for n, (conversion, arg) in enumerate(zip(conversions, args, strict=False)):
            named = isinstance(arg, (Instruction, Argument)) and arg.name
            host_args += host_arguments(b, conversion, arg, self.size_t, arg.name if named else f"printf.arg{n}")
        name, call.name = call.name, ""
        host_call = b.call(self.host, host_args, f"{name}.host" if name else "", HOST_PRINTF_TYPE)
        if call.has_uses():
            # C returns the count of bytes written or a negative value, OpenCL C 0 or -1: the sign bit, spread.
            call.replace_all_uses_with(b.binop("ashr", host_call, const_int(I32, 31), name))
        # The host call stands for the call: it takes the call's !dbg and debug records.
        replace_instruction(call, host_call)


def _where(call: CallBase, dl: DataLayout) -> str:
    """The call for messages: its function (kernel or not) and its format."""
    fn = call.function
    assert fn is not None
    kind = "kernel" if fn.cc == "spir_kernel" or attrs.is_kernel(fn) else "function"
    fmt = constant_string(call.arg(0), dl) if call.num_args else None
    shown = _quoted(fmt) if fmt is not None else (call.arg(0).ref() if call.num_args else "")
    return f"{kind} @{fn.name}: printf({shown}{', ...' if call.num_args > 1 else ''})"


def _error(call: CallBase, message: str, dl: DataLayout) -> NcpuError:
    text = f"{PASS_NAME}: {_where(call, dl)}: {message}"
    loc = debug_location(call)
    if loc is not None and loc[1] > 0:
        return SourceError(text, loc[0], loc[1], loc[2])
    return NcpuError(text)


def replace_printf(module: Module, opencl: Function) -> None:
    """Rewrite every call of *opencl* (OpenCL C's printf) and declare the host's printf in its place."""
    dl = module.data_layout
    calls: list[CallInst] = []
    for use in opencl.uses:
        user = use.user
        if not (isinstance(user, CallInst) and use.index == 0 and user.function is not None):
            what = f"an {user.opcode}" if isinstance(user, Instruction) else f"a use by {user.ref()}"
            raise NcpuError(f"{PASS_NAME}: printf can only be called, but it has {what}")
        calls.append(user)
    host = Function(PRINTF, HOST_PRINTF_TYPE)
    host.attributes.add("nounwind")
    rewriter = _Rewriter(module, host, dl, size_t_type(module), {})
    for call in calls:
        try:
            rewriter.rewrite(call)
        except _CallError as e:
            raise _error(call, str(e), dl) from None
    module.add_function(host, before=opencl)
    module.remove_global_value(opencl)


@register_pass
@dataclass(frozen=True)
class ReplacePrintf(ModulePass):
    """OpenCL C printf calls (constant formats, vector specifiers) become calls of the host C library's printf."""

    name: ClassVar[str] = PASS_NAME

    def run(self, module: Module, ctx: PassContext) -> PreservedAnalyses:
        opencl = module.get_function(PRINTF)
        if opencl is None or not is_opencl_printf(opencl):
            return PreservedAnalyses.all()
        replace_printf(module, opencl)
        return PreservedAnalyses.none()
