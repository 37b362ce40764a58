"""lower-to-mux-builtins: behaviours and errors on small modules."""

from __future__ import annotations

import re

import pytest
from ncpu_opt.passes.lower_to_mux_builtins import LowerToMuxBuiltins

from ncpu_opt.codegen.backend import verify_text
from ncpu_opt.errors import NcpuError, NotSupportedError
from ncpu_opt.ir import parse_module, print_module
from ncpu_opt.mux.builtin_info import recognise
from ncpu_opt.pipeline import REGISTRY, PassContext, PreservedAnalyses
from ncpu_opt.pipeline.registry import load_builtin_passes

HEADER = 'target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"\ntarget triple = "spir64-unknown-unknown"\n'


def lower(body: str, header: str = HEADER) -> tuple[str, PreservedAnalyses]:
    module = parse_module(header + body)
    preserved = LowerToMuxBuiltins().run(module, PassContext())
    text = print_module(module)
    verify_text(text, "<lowered>")
    return text, preserved


def calls(text: str) -> list[str]:
    return re.findall(r"call [^@]*@([\w.$]+)\(", text)


def test_registered() -> None:
    load_builtin_passes()
    info = REGISTRY.lookup("lower-to-mux-builtins")
    assert info is not None and info.pass_class is LowerToMuxBuiltins
    assert "mux builtins" in info.description


def test_nothing_to_do_preserves_everything() -> None:
    body = "define float @f(float %x) {\n  %s = call float @_Z4sqrtf(float %x)\n  ret float %s\n}\ndeclare float @_Z4sqrtf(float)\n"
    text, preserved = lower(body)
    assert preserved.are_all_preserved()
    assert "@_Z4sqrtf" in text


def test_declarations_replaced_once_across_functions() -> None:
    body = """
define i64 @a() {
  %x = call spir_func i64 @_Z13get_global_idj(i32 0)
  %y = call spir_func i64 @_Z13get_global_idj(i32 1)
  %s = add i64 %x, %y
  ret i64 %s
}
define i64 @b(i32 %d) {
  %x = call spir_func i64 @_Z13get_global_idj(i32 %d)
  ret i64 %x
}
declare spir_func i64 @_Z13get_global_idj(i32)
"""
    text, preserved = lower(body)
    assert not preserved.are_all_preserved()
    assert calls(text) == ["__mux_get_global_id"] * 3
    assert text.count("declare i64 @__mux_get_global_id(i32)") == 1
    assert "_Z13get_global_idj" not in text
    # The replacement takes the name of the call it replaces.
    assert "%x = call i64 @__mux_get_global_id(i32 0)" in text
    assert "%x = call i64 @__mux_get_global_id(i32 %d)" in text


def test_idempotent() -> None:
    body = """
define void @k(ptr %p) {
  %x = call spir_func i64 @_Z12get_local_idj(i32 0)
  call spir_func void @_Z7barrierj(i32 1)
  %r = call spir_func i32 @_Z21work_group_reduce_addi(i32 3)
  store i32 %r, ptr %p
  ret void
}
declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func void @_Z7barrierj(i32)
declare spir_func i32 @_Z21work_group_reduce_addi(i32)
"""
    once, _ = lower(body)
    module = parse_module(once)
    preserved = LowerToMuxBuiltins().run(module, PassContext())
    assert preserved.are_all_preserved()
    assert print_module(module) == once


def test_width_adjustments() -> None:
    # A call declared with i64 dimension and i32 result (as a hand-written front end might).
    body = """
define i32 @k(i64 %d) {
  %x = call i32 @_Z12get_local_idm(i64 %d)
  %n = call i64 @_Z18get_sub_group_sizev()
  %t = trunc i64 %n to i32
  %s = add i32 %x, %t
  ret i32 %s
}
declare i32 @_Z12get_local_idm(i64)
declare i64 @_Z18get_sub_group_sizev()
"""
    text, _ = lower(body)
    assert re.search(r"%(\d+) = trunc i64 %d to i32\n\s+%(\d+) = call i64 @__mux_get_local_id\(i32 %\1\)\n\s+%x = trunc i64 %\2 to i32", text), text
    assert re.search(r"%(\d+) = call i32 @__mux_get_sub_group_size\(\)\n\s+%n = zext i32 %\1 to i64", text), text


def test_no_datalayout_means_64_bit_size_t() -> None:
    body = "define i64 @k() {\n  %x = call i64 @_Z13get_global_idj(i32 0)\n  ret i64 %x\n}\ndeclare i64 @_Z13get_global_idj(i32)\n"
    text, _ = lower(body, header="")
    assert "call i64 @__mux_get_global_id(i32 0)" in text


def test_shared_constant_gep_in_two_functions() -> None:
    body = """
@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>
define i64 @a() {
  %y = load i64, ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 8)
  ret i64 %y
}
define i64 @b() {
  %y = load i64, ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 8)
  %x = load i64, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId
  %s = add i64 %x, %y
  ret i64 %s
}
"""
    text, _ = lower(body)
    assert "__spirv" not in text
    assert text.count("call i64 @__mux_get_global_id(i32 1)") == 2
    assert text.count("call i64 @__mux_get_global_id(i32 0)") == 1


def test_vector_load_with_dynamic_lane_is_rebuilt() -> None:
    body = """
@__spirv_BuiltInWorkgroupId = external addrspace(1) constant <3 x i64>
define i64 @a(i32 %d) {
  %v = load <3 x i64>, ptr addrspace(1) @__spirv_BuiltInWorkgroupId
  %x = extractelement <3 x i64> %v, i32 %d
  ret i64 %x
}
"""
    text, _ = lower(body)
    assert [c for c in calls(text)] == ["__mux_get_group_id"] * 3
    assert "extractelement <3 x i64> %v, i32 %d" in text


def test_unused_spirv_global_is_removed() -> None:
    body = "@__spirv_BuiltInGlobalSize = external addrspace(1) constant <3 x i64>\n@keep = global i32 0\n"
    text, preserved = lower(body)
    assert "__spirv" not in text and "@keep" in text
    assert not preserved.are_all_preserved()


def test_work_group_any_of_a_narrow_predicate() -> None:
    body = """
define i8 @k(i8 %p) {
  %r = call i8 @_Z14work_group_anyc(i8 %p)
  ret i8 %r
}
declare i8 @_Z14work_group_anyc(i8)
"""
    text, _ = lower(body)
    assert re.search(r"%(\d+) = icmp ne i8 %p, 0\n\s+%(\d+) = call i1 @__mux_work_group_any_i1\(i32 0, i1 %\1\)\n\s+%r = zext i1 %\2 to i8", text), text


def test_spirv_group_logical_on_bytes() -> None:
    # Some front ends spell bool as i8.
    body = """
define i8 @k(i8 %p) {
  %r = call i8 @_Z26__spirv_GroupLogicalAndKHRiib(i32 3, i32 0, i8 %p)
  ret i8 %r
}
declare i8 @_Z26__spirv_GroupLogicalAndKHRiib(i32, i32, i8)
"""
    text, _ = lower(body)
    assert "call i1 @__mux_sub_group_reduce_logical_and_i1(i1 %" in text
    assert "%r = zext i1" in text


@pytest.mark.parametrize(
    "symbol",
    [
        "_Z13get_global_idj", "_Z12get_work_dimv", "_Z20get_global_linear_idv", "_Z7barrierj",
        "_Z18work_group_barrierj12memory_scope", "_Z9mem_fencej", "_Z14read_mem_fencej",
        "_Z15write_mem_fencej", "_Z22get_sub_group_local_idv", "_Z17sub_group_barrierj",
        "_Z13sub_group_anyi", "_Z14work_group_alli", "_Z19sub_group_broadcastfj",
        "_Z20work_group_broadcastimm", "_Z28sub_group_scan_exclusive_maxl",
        "_Z29work_group_scan_inclusive_minm", "_Z17sub_group_shuffleij",
        "_Z28__spirv_GlobalInvocationId_xv", "_Z33__spirv_BuiltInGlobalInvocationIdi",
        "_Z22__spirv_ControlBarrierjjj", "_Z21__spirv_MemoryBarrierjj", "_Z17__spirv_GroupIAddiij",
        "_Z22__spirv_GroupBroadcastiij", "__spirv_GlobalInvocationId_x", "get_global_id",
        "_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event", "_Z17wait_group_eventsiPU3AS49ocl_event",
        "_Z29async_work_group_strided_copyPU3AS1Dv4_fPU3AS3KS_mm9ocl_event", "_Z8prefetchPU3AS1Kfm",
    ],
)
def test_recognised(symbol: str) -> None:
    assert recognise(symbol) is not None


def test_async_copy_with_pointer_events() -> None:
    """Older clangs spell event_t as a pointer: the events pass through as they are."""
    body = """
define void @k(ptr addrspace(3) %l, ptr addrspace(1) %g, ptr addrspace(4) %list) {
  %e = call spir_func ptr @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 4, ptr null)
  %f = call spir_func ptr @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 4, i64 3, ptr %e)
  call spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32 1, ptr addrspace(4) %list)
  ret void
}
declare spir_func ptr @_Z21async_work_group_copyPU3AS3iPU3AS1Kim9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, ptr)
declare spir_func ptr @_Z29async_work_group_strided_copyPU3AS1iPU3AS3Kimm9ocl_event(ptr addrspace(1), ptr addrspace(3), i64, i64, ptr)
declare spir_func void @_Z17wait_group_eventsiPU3AS49ocl_event(i32, ptr addrspace(4))
"""
    text, _ = lower(body)
    assert "%e = call ptr @__mux_dma_read_1D(ptr addrspace(3) %l, ptr addrspace(1) %g, i64 16, ptr null)" in text
    assert (
        "%f = call ptr @__mux_dma_write_2D(ptr addrspace(1) %g, ptr addrspace(3) %l, i64 4, i64 12, i64 4, i64 4, ptr %e)"
        in text
    )
    assert calls(text) == ["__mux_dma_read_1D", "__mux_dma_write_2D", "__mux_dma_wait"]


@pytest.mark.parametrize(
    "symbol",
    [
        "_Z4sqrtf", "_Z10atomic_incPU3AS1Vj", "_Z3dotDv4_fS_", "llvm.fmuladd.f32", "_Z20__spirv_ocl_sqrtf",
        "_Z20__spirv_SpecConstantii", "_Z18__spirv_AtomicIAddPU3AS1iiii", "_Z13get_global_idF", "main",
        "__mux_get_global_id",
    ],
)
def test_not_recognised(symbol: str) -> None:
    assert recognise(symbol) is None


ERRORS = [
    (
        "call void @_Z7barrierj(i32 8)",
        "declare void @_Z7barrierj(i32)",
        NcpuError, "unknown memory fence flags 0x8",
    ),
    (
        "call void @_Z18work_group_barrierj12memory_scope(i32 1, i32 7)",
        "declare void @_Z18work_group_barrierj12memory_scope(i32, i32)",
        NcpuError, "unknown memory_scope 7",
    ),
    (
        "call void @_Z9mem_fencej(i32 %n)",
        "declare void @_Z9mem_fencej(i32)",
        NcpuError, "the memory fence flags of the call to @_Z9mem_fencej in function @k must be a constant, not %n",
    ),
    (
        "call void @_Z22__spirv_ControlBarrieriii(i32 1, i32 1, i32 0)",
        "declare void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)",
        NotSupportedError, "lowering _Z22__spirv_ControlBarrieriii: execution scope 1",
    ),
    (
        "call void @_Z22__spirv_ControlBarrieriii(i32 2, i32 %n, i32 0)",
        "declare void @_Z22__spirv_ControlBarrieriii(i32, i32, i32)",
        NcpuError, "the memory scope of the call to @_Z22__spirv_ControlBarrieriii in function @k must be a constant",
    ),
    (
        "call void @_Z21__spirv_MemoryBarrierjj(i32 %n, i32 0)",
        "declare void @_Z21__spirv_MemoryBarrierjj(i32, i32)",
        NcpuError, "the memory scope of the call to @_Z21__spirv_MemoryBarrierjj",
    ),
    (
        "%r = call float @_Z17__spirv_GroupIAddiif(i32 2, i32 0, float %f)",
        "declare float @_Z17__spirv_GroupIAddiif(i32, i32, float)",
        NotSupportedError, "'add' on float",
    ),
    (
        "%r = call i32 @_Z17__spirv_GroupIAddiii(i32 3, i32 3, i32 %n)",
        "declare i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32)",
        NotSupportedError, "group operation 3",
    ),
    (
        "%r = call i32 @_Z17__spirv_GroupIAddiii(i32 %n, i32 0, i32 %n)",
        "declare i32 @_Z17__spirv_GroupIAddiii(i32, i32, i32)",
        NcpuError, "the execution scope of the call to @_Z17__spirv_GroupIAddiii in function @k must be a constant",
    ),
    (
        "%r = call i32 @_Z27get_enqueued_num_sub_groupsv()",
        "declare i32 @_Z27get_enqueued_num_sub_groupsv()",
        NotSupportedError, "lowering _Z27get_enqueued_num_sub_groupsv: mux has no builtin for it",
    ),
    (
        "%r = call i32 @_Z35__spirv_BuiltInNumEnqueuedSubgroupsv()",
        "declare i32 @_Z35__spirv_BuiltInNumEnqueuedSubgroupsv()",
        NotSupportedError, "mux has no builtin for it",
    ),
    (
        "%r = call i32 @_Z32__spirv_GroupNonUniformBroadcastiij(i32 3, i32 %n, i32 0)",
        "declare i32 @_Z32__spirv_GroupNonUniformBroadcastiij(i32, i32, i32)",
        NotSupportedError, "lowering _Z32__spirv_GroupNonUniformBroadcastiij",
    ),
    (
        "%r = call i32 @sub_group_reduce_min(i32 %n)",
        "declare i32 @sub_group_reduce_min(i32)",
        NotSupportedError, "lowering sub_group_reduce_min: no mux operation for 'min' on i32",
    ),
    (
        "%r = call float @_Z21work_group_reduce_andf(float %f)",
        "declare float @_Z21work_group_reduce_andf(float)",
        NotSupportedError, "no mux operation for 'and' on float",
    ),
    (
        "%r = call <2 x i32> @_Z20sub_group_reduce_addDv2_i(<2 x i32> zeroinitializer)",
        "declare <2 x i32> @_Z20sub_group_reduce_addDv2_i(<2 x i32>)",
        NotSupportedError, "group operations on vectors",
    ),
    (
        "%r = call ptr @_Z21async_work_group_copyPU3AS1iPU3AS1Kim9ocl_event(ptr addrspace(1) null, ptr addrspace(1) null, i64 4, ptr null)",
        "declare ptr @_Z21async_work_group_copyPU3AS1iPU3AS1Kim9ocl_event(ptr addrspace(1), ptr addrspace(1), i64, ptr)",
        NotSupportedError, "lowering _Z21async_work_group_copyPU3AS1iPU3AS1Kim9ocl_event: a copy to address space 1 from",
    ),
    (
        "%r = call ptr @_Z21async_work_group_copyPU3AS3bPU3AS1Kbm9ocl_event(ptr addrspace(3) null, ptr addrspace(1) null, i64 4, ptr null)",
        "declare ptr @_Z21async_work_group_copyPU3AS3bPU3AS1Kbm9ocl_event(ptr addrspace(3), ptr addrspace(1), i64, ptr)",
        NotSupportedError, "not supported yet: lowering _Z21async_work_group_copyPU3AS3bPU3AS1Kbm9ocl_event: copies of bool",
    ),
    (
        "%r = call i64 @_Z13get_global_idj(i32 0)",
        "declare i64 @_Z13get_global_idj(i32)\ndeclare i32 @__mux_get_global_id(i32)",
        NcpuError, "@__mux_get_global_id is declared as i32 \\(i32\\), the spec says i64 \\(i32\\)",
    ),
]


@pytest.mark.parametrize(("inst", "decls", "error", "message"), ERRORS, ids=[e[3][:40] for e in ERRORS])
def test_errors(inst: str, decls: str, error: type[Exception], message: str) -> None:
    body = f"define void @k(i32 %n, float %f) {{\n  {inst}\n  ret void\n}}\n{decls}\n"
    with pytest.raises(error, match=message):
        lower(body)


def test_invoke_is_not_supported() -> None:
    body = """
define void @k() personality ptr null {
  %x = invoke i64 @_Z13get_global_idj(i32 0) to label %ok unwind label %bad
ok:
  ret void
bad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
declare i64 @_Z13get_global_idj(i32)
"""
    with pytest.raises(NotSupportedError, match="lowering _Z13get_global_idj: it is invoked in function @k"):
        lower(body)


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            "define void @k(<3 x i64> %v) {\n  store <3 x i64> %v, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId\n  ret void\n}\n",
            "it is used by store, not loaded",
        ),
        (
            "define i64 @k(i64 %i) {\n  %p = getelementptr i64, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 %i\n  %x = load i64, ptr addrspace(1) %p\n  ret i64 %x\n}\n",
            "an access with a non-constant index",
        ),
        (
            "define i32 @k() {\n  %x = load i32, ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId, i64 4)\n  ret i32 %x\n}\n",
            "a load of i32 at byte offset 4",
        ),
        (
            "@p = global ptr addrspace(1) @__spirv_BuiltInGlobalInvocationId\n",
            "it is used by @p, not loaded",
        ),
    ],
)
def test_spirv_global_errors(body: str, message: str) -> None:
    decl = "@__spirv_BuiltInGlobalInvocationId = external addrspace(1) constant <3 x i64>\n"
    with pytest.raises(NotSupportedError, match=f"lowering @__spirv_BuiltInGlobalInvocationId: {message}"):
        lower(decl + body)


def test_spirv_unsupported_global() -> None:
    decl = "@__spirv_BuiltInNumEnqueuedSubgroups = external addrspace(1) constant i32\n"
    text, _ = lower(decl)  # unused: simply removed
    assert "__spirv" not in text
    body = "define i32 @k() {\n  %n = load i32, ptr addrspace(1) @__spirv_BuiltInNumEnqueuedSubgroups\n  ret i32 %n\n}\n"
    with pytest.raises(NotSupportedError, match="lowering @__spirv_BuiltInNumEnqueuedSubgroups: mux has no builtin for it"):
        lower(decl + body)


def test_unknown_spirv_global_is_left_alone() -> None:
    text, preserved = lower("@__spirv_BuiltInFrobnicate = external addrspace(1) constant i32\n")
    assert "@__spirv_BuiltInFrobnicate" in text and preserved.are_all_preserved()


def test_address_taken_builtin_keeps_its_declaration() -> None:
    body = """
@table = global ptr @_Z12get_local_idj
define i64 @k() {
  %x = call i64 @_Z12get_local_idj(i32 0)
  ret i64 %x
}
declare i64 @_Z12get_local_idj(i32)
"""
    text, _ = lower(body)
    assert "%x = call i64 @__mux_get_local_id(i32 0)" in text
    assert "declare i64 @_Z12get_local_idj(i32)" in text


def test_unused_builtin_declaration_is_removed() -> None:
    text, preserved = lower("declare void @_Z7barrierj(i32)\ndeclare i32 @_Z27get_enqueued_num_sub_groupsv()\n")
    assert "_Z" not in text and not preserved.are_all_preserved()
