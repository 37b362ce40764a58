"""Type sizes, alignments and struct offsets agree with LLVM's own DataLayout."""

from __future__ import annotations

import llvmlite.binding as llvm
import pytest

from ncpu_opt.ir import parse_module
from ncpu_opt.ir.datalayout import DataLayout
from ncpu_opt.ir.types import StructType

LAYOUTS = [
    "e",
    "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
    "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1",
    "e-p:32:32-i64:32-f64:32-a:0:32-n32",
    "E-p:64:64-i1:8-i16:16-f128:64",
]
TYPES = [
    "i1", "i8", "i16", "i24", "i32", "i48", "i64", "i96", "i128", "half", "float", "double",
    "x86_fp80", "fp128", "ptr", "ptr addrspace(3)", "<3 x float>", "<4 x i32>", "<8 x i1>",
    "<2 x double>", "<16 x float>", "[5 x i16]", "{ i8, i64 }", "<{ i8, i64 }>",
    "{ i8, { i16, double }, [3 x i8] }", "{}", "{ <3 x float>, i8 }", "[2 x { i32, i8 }]",
]


@pytest.mark.parametrize("layout", LAYOUTS)
def test_sizes_alignments_and_offsets_match_llvm(layout: str) -> None:
    text = f'target datalayout = "{layout}"\n' + "".join(
        f"@g{i} = external global {t}\n" for i, t in enumerate(TYPES)
    )
    reference = llvm.parse_assembly(text, context=llvm.create_context())
    target_data = llvm.create_target_data(layout)
    ours = DataLayout.parse(layout)
    module = parse_module(str(reference))
    for i, gv in enumerate(module.globals):
        ref_type = reference.get_global_variable(f"g{i}").global_value_type
        assert ours.alloc_size(gv.value_type) == target_data.get_abi_size(ref_type), TYPES[i]
        assert ours.abi_align(gv.value_type) == target_data.get_abi_alignment(ref_type), TYPES[i]
        if isinstance(gv.value_type, StructType):
            offsets = ours.struct_layout(gv.value_type).offsets
            for index, offset in enumerate(offsets):
                assert offset == target_data.get_element_offset(ref_type, index), (TYPES[i], index)


def test_malformed_layout_is_a_user_error() -> None:
    from ncpu_opt.errors import NcpuError

    with pytest.raises(NcpuError, match="malformed datalayout"):
        DataLayout.parse("e-p:x")


def test_a_type_without_a_layout_is_an_error_not_a_recursion() -> None:
    from ncpu_opt.errors import NcpuError
    from ncpu_opt.ir.types import TargetExtType

    event = TargetExtType("spirv.Event", (), ())
    for query in (DataLayout().alloc_size, DataLayout().type_size_bits, DataLayout().store_size):
        with pytest.raises(NcpuError, match="not supported yet"):
            query(event)


def test_a_deeply_nested_struct_is_laid_out_once_per_level() -> None:
    nested = StructType([StructType([])])
    for _ in range(200):
        nested = StructType([nested, nested])
    assert DataLayout().alloc_size(nested) == 0  # 2^200 layouts would never finish
