"""The mux builtin table: names, the spec's type mangling, signatures, declarations, enums."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ncpu_opt.ir import Module, parse_module, print_module
from ncpu_opt.ir.types import I1, I8, I32, I64, FloatType, FunctionType, IntType, Type, VectorType
from ncpu_opt.mux import builtins as mux
from ncpu_opt.mux.builtins import GroupBuiltin, MemScope, MemSemantics

F16, F32, F64 = FloatType("half"), FloatType("float"), FloatType("double")
SPIR64 = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
SPIR32 = "e-p:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"


def test_enums_have_the_spec_values() -> None:
    assert [int(s) for s in MemScope] == [0, 1, 2, 3, 4]
    assert MemScope.WORK_GROUP == 2 and MemScope.WORK_ITEM == 4 and MemScope.CROSS_DEVICE == 0
    assert MemSemantics.ACQUIRE == 0x2 and MemSemantics.RELEASE == 0x4
    assert MemSemantics.ACQUIRE_RELEASE == 0x8 and MemSemantics.SEQUENTIALLY_CONSISTENT == 0x10
    assert MemSemantics.MASK == 0x1F
    assert MemSemantics.SUB_GROUP_MEMORY == 0x80
    assert MemSemantics.WORK_GROUP_MEMORY == 0x100
    assert MemSemantics.CROSS_WORK_GROUP_MEMORY == 0x200
    combined = MemSemantics.SEQUENTIALLY_CONSISTENT | MemSemantics.WORK_GROUP_MEMORY
    assert int(combined) == 0x110


@pytest.mark.parametrize(
    ("t", "name"),
    [
        (I1, "i1"), (I8, "i8"), (I32, "i32"), (I64, "i64"), (F16, "f16"), (F32, "f32"), (F64, "f64"),
        (VectorType(4, F32), "v4f32"), (VectorType(2, I64), "v2i64"), (VectorType(4, I1), "v4i1"),
        (VectorType(1, I64, scalable=True), "nxv1i64"), (VectorType(16, F64, scalable=True), "nxv16f64"),
    ],
)
def test_type_mangling(t: Type, name: str) -> None:
    assert mux.mangle_type(t) == name
    assert mux.demangle_type(name) == t


@pytest.mark.parametrize("bad", ["", "i", "x32", "v4", "v4x", "nxi32", "f80", "i32x"])
def test_demangle_type_rejects(bad: str) -> None:
    assert mux.demangle_type(bad) is None


def test_mangle_type_rejects_pointers() -> None:
    from ncpu_opt.ir.types import PointerType

    with pytest.raises(ValueError):
        mux.mangle_type(PointerType(1))


scalars = st.one_of(st.integers(1, 128).map(IntType), st.sampled_from([F16, F32, F64]))
types = st.one_of(
    scalars,
    st.builds(VectorType, st.integers(1, 64), scalars, st.booleans()),
)


@given(types)
def test_type_mangling_round_trips(t: Type) -> None:
    assert mux.demangle_type(mux.mangle_type(t)) == t


@pytest.mark.parametrize(
    ("builtin", "name", "signature"),
    [
        # The spec's examples.
        (GroupBuiltin("sub", "reduce", I32, "add"), "__mux_sub_group_reduce_add_i32", "i32 (i32)"),
        (GroupBuiltin("work", "reduce", I32, "add"), "__mux_work_group_reduce_add_i32", "i32 (i32, i32)"),
        (GroupBuiltin("work", "reduce", F32, "fadd"), "__mux_work_group_reduce_fadd_f32", "float (i32, float)"),
        (GroupBuiltin("sub", "scan_inclusive", I32, "mul"), "__mux_sub_group_scan_inclusive_mul_i32", "i32 (i32)"),
        (GroupBuiltin("work", "scan_exclusive", F64, "fmul"), "__mux_work_group_scan_exclusive_fmul_f64", "double (i32, double)"),
        (GroupBuiltin("work", "scan_exclusive", I64, "umax"), "__mux_work_group_scan_exclusive_umax_i64", "i64 (i32, i64)"),
        (GroupBuiltin("sub", "reduce", F32, "fadd"), "__mux_sub_group_reduce_fadd_f32", "float (float)"),
        (
            GroupBuiltin("vec", "scan_exclusive", VectorType(1, I64, True), "mul"),
            "__mux_vec_group_scan_exclusive_mul_nxv1i64",
            "i64 (<vscale x 1 x i64>)",
        ),
        (GroupBuiltin("sub", "any", I1), "__mux_sub_group_any_i1", "i1 (i1)"),
        (GroupBuiltin("work", "any", I1), "__mux_work_group_any_i1", "i1 (i32, i1)"),
        (GroupBuiltin("vec", "any", VectorType(4, I1)), "__mux_vec_group_any_v4i1", "i1 (<4 x i1>)"),
        (GroupBuiltin("sub", "broadcast", I64), "__mux_sub_group_broadcast_i64", "i64 (i64, i32)"),
        (GroupBuiltin("work", "broadcast", I32), "__mux_work_group_broadcast_i32", "i32 (i32, i32, i64, i64, i64)"),
        (GroupBuiltin("vec", "broadcast", VectorType(2, I64)), "__mux_vec_group_broadcast_v2i64", "i64 (<2 x i64>, i32)"),
        (GroupBuiltin("sub", "shuffle", I32), "__mux_sub_group_shuffle_i32", "i32 (i32, i32)"),
        (GroupBuiltin("sub", "shuffle_up", I8), "__mux_sub_group_shuffle_up_i8", "i8 (i8, i8, i32)"),
        (GroupBuiltin("sub", "shuffle_down", F32), "__mux_sub_group_shuffle_down_f32", "float (float, float, i32)"),
        (GroupBuiltin("sub", "shuffle_xor", F64), "__mux_sub_group_shuffle_xor_f64", "double (double, i32)"),
        (GroupBuiltin("work", "reduce", I1, "logical_and"), "__mux_work_group_reduce_logical_and_i1", "i1 (i32, i1)"),
    ],
)
def test_group_builtins(builtin: GroupBuiltin, name: str, signature: str) -> None:
    assert builtin.name == name
    assert str(builtin.function_type(I64)) == signature
    assert mux.parse_group_builtin(name) == builtin
    assert str(mux.function_type(name, I64)) == signature
    assert mux.is_mux_builtin(name) and mux.is_convergent(name)


def test_group_builtin_name_helper() -> None:
    assert mux.group_builtin_name("work", "scan_exclusive", I64, "umax") == "__mux_work_group_scan_exclusive_umax_i64"
    assert mux.group_builtin_name("sub", "reduce", F32, "fadd") == "__mux_sub_group_reduce_fadd_f32"


@pytest.mark.parametrize(
    ("group", "kind", "t", "op"),
    [
        ("thread", "reduce", I32, "add"),  # no such group
        ("work", "reduce", I32, "sub"),  # no such operation
        ("work", "reduce", I32, None),  # reductions need an operation
        ("work", "any", I1, "add"),  # any takes none
        ("work", "shuffle", I32, None),  # shuffles are sub-group only
        ("sub", "reduce", VectorType(4, I32), "add"),  # sub-group builtins are scalar
        ("work", "frobnicate", I32, None),
    ],
)
def test_group_builtin_rejects(group: str, kind: str, t: Type, op: str | None) -> None:
    with pytest.raises(ValueError):
        GroupBuiltin(group, kind, t, op)


@pytest.mark.parametrize(
    "name",
    ["__mux_work_group_reduce_sub_i32", "__mux_sub_group_reduce_add_v4i32", "__mux_sub_group_reduce_add_x",
     "__mux_team_reduce_add_i32", "work_group_reduce_add_i32", "__mux_sub_group_shuffle"],
)
def test_parse_group_builtin_rejects(name: str) -> None:
    assert mux.parse_group_builtin(name) is None


@pytest.mark.parametrize(
    ("name", "signature"),
    [
        ("__mux_get_global_size", "i64 (i32)"),
        ("__mux_get_global_id", "i64 (i32)"),
        ("__mux_get_global_offset", "i64 (i32)"),
        ("__mux_get_local_size", "i64 (i32)"),
        ("__mux_get_local_id", "i64 (i32)"),
        ("__mux_get_num_groups", "i64 (i32)"),
        ("__mux_get_group_id", "i64 (i32)"),
        ("__mux_get_enqueued_local_size", "i64 (i32)"),
        ("__mux_get_global_linear_id", "i64 ()"),
        ("__mux_get_local_linear_id", "i64 ()"),
        ("__mux_get_sub_group_id", "i32 ()"),
        ("__mux_get_num_sub_groups", "i32 ()"),
        ("__mux_get_max_sub_group_size", "i32 ()"),
        ("__mux_get_sub_group_size", "i32 ()"),
        ("__mux_get_sub_group_local_id", "i32 ()"),
        ("__mux_get_work_dim", "i32 ()"),
        ("__mux_mem_barrier", "void (i32, i32)"),
        ("__mux_work_group_barrier", "void (i32, i32, i32)"),
        ("__mux_sub_group_barrier", "void (i32, i32, i32)"),
        ("__mux_dma_read_1D", "ptr (ptr addrspace(3), ptr addrspace(1), i64, ptr)"),
        ("__mux_dma_write_2D", "ptr (ptr addrspace(1), ptr addrspace(3), i64, i64, i64, i64, ptr)"),
        ("__mux_dma_read_3D", "ptr (ptr addrspace(3), ptr addrspace(1), i64, i64, i64, i64, i64, i64, i64, ptr)"),
        ("__mux_dma_wait", "void (i32, ptr)"),
    ],
)
def test_work_item_and_barrier_signatures(name: str, signature: str) -> None:
    assert str(mux.function_type(name, I64)) == signature


def test_size_t_follows_the_signature_argument() -> None:
    assert mux.function_type("__mux_get_global_id", I32) == FunctionType(I32, [I32])
    assert mux.function_type("__mux_work_group_broadcast_f32", I32) == FunctionType(F32, [I32, F32, I32, I32, I32])


@pytest.mark.parametrize("name", ["__mux_get_thread_id", "get_global_id", "__mux_", "_Z13get_global_idj"])
def test_not_mux_builtins(name: str) -> None:
    assert mux.function_type(name, I64) is None
    assert not mux.is_mux_builtin(name)


@pytest.mark.parametrize(("layout", "width"), [(SPIR64, 64), (SPIR32, 32), (None, 64)])
def test_size_t_is_the_pointer_width(layout: str | None, width: int) -> None:
    assert mux.size_t_type(Module(datalayout=layout)) == IntType(width)


def test_declare_is_idempotent_with_attributes() -> None:
    module = Module(datalayout=SPIR64)
    fn = mux.declare_mux_builtin(module, "__mux_get_local_id")
    assert mux.declare_mux_builtin(module, "__mux_get_local_id") is fn
    assert len(module.functions) == 1
    assert fn.cc is None
    assert str(fn.function_type) == "i64 (i32)"
    assert fn.attributes.has("nounwind") and fn.attributes.has("willreturn")
    assert not fn.attributes.has("convergent")
    barrier = mux.declare_mux_builtin(module, "__mux_work_group_barrier")
    assert barrier.attributes.has("convergent") and barrier.attributes.has("nounwind")
    reduce = mux.declare_mux_builtin(module, "__mux_sub_group_reduce_fadd_f32")
    assert reduce.attributes.has("convergent")
    fence = mux.declare_mux_builtin(module, "__mux_mem_barrier")
    assert not fence.attributes.has("convergent")
    text = print_module(module)
    assert "declare i64 @__mux_get_local_id(i32) #0" in text
    assert "attributes #0 = { nounwind willreturn memory(read) }" in text
    assert "declare void @__mux_work_group_barrier(i32, i32, i32) #1" in text
    assert "attributes #1 = { convergent nounwind }" in text


def test_declare_uses_the_module_size_t() -> None:
    module = Module(datalayout=SPIR32)
    assert str(mux.declare_mux_builtin(module, "__mux_get_global_size").function_type) == "i32 (i32)"
    assert str(mux.declare_mux_builtin(module, "__mux_get_group_id", IntType(64)).function_type) == "i64 (i32)"


def test_declare_rejects_unknown_names_and_clashing_signatures() -> None:
    with pytest.raises(ValueError, match="not a mux builtin"):
        mux.declare_mux_builtin(Module(), "__mux_get_thread_id")
    module = parse_module("declare i32 @__mux_get_global_id(i32)\n")
    with pytest.raises(ValueError, match="the spec says i64 \\(i32\\)"):
        mux.declare_mux_builtin(module, "__mux_get_global_id")


def test_existing_declaration_is_reused() -> None:
    module = parse_module("declare i64 @__mux_get_global_id(i32)\n")
    fn = mux.declare_mux_builtin(module, "__mux_get_global_id")
    assert fn is module.functions[0] and len(module.functions) == 1
