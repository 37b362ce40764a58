"""The shared IR utilities: the module's parsed datalayout, size_t, intrinsic names and
declarations, and pointer-cast stripping."""

from __future__ import annotations

import pytest

from ncpu_opt.ir import Module, parse_module
from ncpu_opt.ir.builder import Builder, call_vscale
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.instructions import CallBase, Instruction
from ncpu_opt.ir.intrinsics import declare_intrinsic, intrinsic_name, overload_suffix
from ncpu_opt.ir.module import Function, size_t_type
from ncpu_opt.ir.pointers import strip_pointer_casts, underlying_object
from ncpu_opt.ir.printer import print_module
from ncpu_opt.ir.types import (
    FLOAT,
    I1,
    I8,
    I32,
    I64,
    PTR,
    VOID,
    ArrayType,
    FloatType,
    FunctionType,
    IntType,
    PointerType,
    StructType,
    Type,
    VectorType,
)

# -- the module's data layout ------------------------------------------------------------


def test_data_layout_is_parsed_once_per_string() -> None:
    module = Module(datalayout="e-p:32:32-i64:64")
    first = module.data_layout
    assert first is module.data_layout
    assert first.pointer_size() == 4 and first.abi_align(I64) == 8


def test_data_layout_follows_a_changed_string() -> None:
    module = Module(datalayout="e-p:32:32")
    assert module.data_layout.pointer_size() == 4
    module.datalayout = "e-p:64:64"
    assert module.data_layout.pointer_size() == 8
    module.datalayout = None
    assert module.data_layout == DataLayout.parse(None)


def test_data_layout_cache_is_not_part_of_module_equality() -> None:
    parsed, fresh = Module(datalayout="e"), Module(datalayout="e")
    assert parsed.data_layout.little_endian
    assert parsed == fresh
    assert "_data_layout_cache" not in repr(parsed)


@pytest.mark.parametrize(("layout", "width"), [("e-p:32:32", 32), ("e", 64), ("e-p:16:16-p1:64:64", 16)])
def test_size_t_type(layout: str, width: int) -> None:
    module = Module(datalayout=layout)
    assert size_t_type(module) == IntType(width)
    assert size_t_type(DataLayout.parse(layout)) == IntType(width)


# -- intrinsic names -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("t", "suffix"),
    [
        (I1, "i1"), (IntType(24), "i24"), (FloatType("half"), "f16"), (FloatType("bfloat"), "bf16"),
        (FLOAT, "f32"), (FloatType("double"), "f64"), (FloatType("x86_fp80"), "f80"),
        (FloatType("fp128"), "f128"), (FloatType("ppc_fp128"), "ppcf128"),
        (PTR, "p0"), (PointerType(3), "p3"),
        (VectorType(4, FLOAT), "v4f32"), (VectorType(2, I64, scalable=True), "nxv2i64"),
        (VectorType(8, PointerType(1)), "v8p1"), (ArrayType(4, I8), "a4i8"),
    ],
)
def test_overload_suffix(t: Type, suffix: str) -> None:
    assert overload_suffix(t) == suffix


def test_overload_suffix_refuses_types_without_one() -> None:
    with pytest.raises(ValueError):
        overload_suffix(StructType([I32]))


def test_intrinsic_name() -> None:
    assert intrinsic_name("memcpy", PTR, PointerType(1), I64) == "llvm.memcpy.p0.p1.i64"
    assert intrinsic_name("llvm.fma", VectorType(4, FLOAT)) == "llvm.fma.v4f32"
    assert intrinsic_name("trap") == "llvm.trap"
    assert intrinsic_name("vector.reduce.or", VectorType(8, I1)) == "llvm.vector.reduce.or.v8i1"


def test_declare_intrinsic_gets_or_inserts() -> None:
    module = Module()
    fn_type = FunctionType(VOID, [PTR, PTR, I64, I1])
    memcpy = declare_intrinsic(module, "memcpy", fn_type, [PTR, PTR, I64])
    assert memcpy.name == "llvm.memcpy.p0.p0.i64" and memcpy.is_declaration
    assert memcpy.function_type == fn_type
    assert declare_intrinsic(module, "memcpy", fn_type, [PTR, PTR, I64]) is memcpy
    # Another overload is another function.
    other = declare_intrinsic(module, "memcpy", FunctionType(VOID, [PTR, PTR, I32, I1]), [PTR, PTR, I32])
    assert other is not memcpy and [f.name for f in module.functions] == [memcpy.name, other.name]


def test_declare_intrinsic_adds_missing_attributes_only() -> None:
    module = Module()
    fn = declare_intrinsic(module, "vector.reduce.and", FunctionType(I1, [VectorType(4, I1)]), [VectorType(4, I1)])
    assert not fn.attributes.has("nounwind")
    again = declare_intrinsic(
        module, "vector.reduce.and", fn.function_type, [VectorType(4, I1)], attributes=["nounwind", "willreturn"]
    )
    assert again is fn and fn.attributes.has("nounwind") and fn.attributes.has("willreturn")
    declare_intrinsic(module, "vector.reduce.and", fn.function_type, [VectorType(4, I1)], attributes=["nounwind"])
    assert "declare i1 @llvm.vector.reduce.and.v4i1(<4 x i1>) #0" in print_module(module)
    assert print_module(module).count("nounwind") == 1


def test_call_vscale_declares_the_overload_of_its_type() -> None:
    module = Module()
    fn = module.add_function(Function("f", FunctionType(VOID, [])))
    b = Builder(fn.append_block("entry"))
    call = call_vscale(b, module, I32)
    assert isinstance(call, CallBase) and call.called_function is module.get_function("llvm.vscale.i32")


# -- pointer casts -------------------------------------------------------------------------

POINTERS = """
@g = global [4 x i32] zeroinitializer

define void @f(ptr %p) {
entry:
  %a = alloca [4 x i32]
  %cast = addrspacecast ptr %a to ptr addrspace(5)
  %back = addrspacecast ptr addrspace(5) %cast to ptr
  %zero = getelementptr [4 x i32], ptr %back, i64 0, i64 0
  %bit = bitcast ptr %zero to ptr
  %offset = getelementptr i32, ptr %bit, i64 1
  %beyond = bitcast ptr %offset to ptr
  %arg = getelementptr i8, ptr %p, i64 0
  %global = bitcast ptr addrspacecast (ptr getelementptr ([4 x i32], ptr @g, i64 0, i64 0) to ptr addrspace(1)) to ptr
  %global.2 = bitcast ptr getelementptr ([4 x i32], ptr @g, i64 0, i64 2) to ptr
  ret void
}
"""


def _values() -> dict[str, Instruction]:
    module = parse_module(POINTERS)
    fn = module.get_function("f")
    assert fn is not None
    return {inst.name: inst for inst in fn.instructions() if inst.name}


def test_strip_pointer_casts_goes_through_casts_and_zero_geps_only() -> None:
    v = _values()
    alloca = v["a"]
    assert strip_pointer_casts(v["bit"]) is alloca
    assert strip_pointer_casts(v["zero"]) is alloca
    # A GEP with an offset is another address: stripping stops there.
    assert strip_pointer_casts(v["beyond"]) is v["offset"]
    assert strip_pointer_casts(v["arg"]).name == "p"
    assert strip_pointer_casts(v["global"]).name == "g"
    global_2 = strip_pointer_casts(v["global.2"])
    assert getattr(global_2, "opcode", None) == "getelementptr"
    assert strip_pointer_casts(alloca) is alloca


def test_underlying_object_goes_through_every_gep() -> None:
    v = _values()
    assert underlying_object(v["beyond"]) is v["a"]
    assert underlying_object(v["global.2"]).name == "g"
    assert underlying_object(v["arg"]).name == "p"
