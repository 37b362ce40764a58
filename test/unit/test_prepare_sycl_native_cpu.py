"""prepare-sycl-native-cpu on our IR: the state layout, the rewrite, and its errors."""

from __future__ import annotations

import pytest
from ncpu_opt.passes.prepare_sycl_native_cpu import PrepareSYCLNativeCPU

from ncpu_opt.codegen import backend
from ncpu_opt.errors import NcpuError, NotSupportedError
from ncpu_opt.ir import Module, parse_module, print_module
from ncpu_opt.ir.effects import allows_reading
from ncpu_opt.ir.types import PTR
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import builtins
from ncpu_opt.mux import metadata as md
from ncpu_opt.mux.native_cpu_state import (
    STATE_BUILTINS,
    Field,
    StateLayout,
    get_or_add_state_type,
)
from ncpu_opt.pipeline import PassContext, PreservedAnalyses

SPIR64 = 'target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-n8:16:32:64-G1"\n'


def run(text: str) -> tuple[Module, str, PreservedAnalyses]:
    """Run the pass; the result must pass LLVM's verifier."""
    module = parse_module(backend.canonicalize(SPIR64 + text))
    preserved = PrepareSYCLNativeCPU().run(module, PassContext())
    out = print_module(module)
    backend.canonicalize(out)
    return module, out, preserved


def fails(text: str, error: type[NcpuError] = NcpuError) -> str:
    module = parse_module(backend.canonicalize(SPIR64 + text))
    with pytest.raises(error) as info:
        PrepareSYCLNativeCPU().run(module, PassContext())
    return info.value.message


# -- the state ---------------------------------------------------------------------------


def test_state_layout_offsets() -> None:
    module = parse_module(SPIR64)
    layout = StateLayout.of(get_or_add_state_type(module), module.data_layout)
    assert [layout.offset(f) for f in Field] == [0, 24, 48, 72, 96, 120, 144, 168, 172, 176, 180]
    assert (layout.size, layout.align) == (184, 8)
    assert layout.offset(Field.LOCAL_ID, 2) == 112
    assert layout.align_of(Field.SUB_GROUP_ID) == 4 and layout.align_of(Field.GLOBAL_ID, 1) == 8


def test_state_type_is_reused_or_refused() -> None:
    module = parse_module(SPIR64)
    first = get_or_add_state_type(module)
    assert get_or_add_state_type(module) is first
    clash = parse_module(SPIR64 + "%nativecpu_state = type { i32 }\n@g = global %nativecpu_state zeroinitializer\n")
    with pytest.raises(NcpuError, match="already defines %nativecpu_state"):
        get_or_add_state_type(clash)


def test_table_covers_the_mux_work_item_getters() -> None:
    getters = [*builtins.DIMENSION_GETTERS, *builtins.LINEAR_GETTERS, *builtins.I32_GETTERS]
    assert sorted(builtins.PREFIX + g for g in getters) == sorted(STATE_BUILTINS)


def test_out_of_range_values_and_helpers() -> None:
    sizes = {n for n, b in STATE_BUILTINS.items() if b.takes_dim and b.out_of_range == 1}
    assert sizes == {
        "__mux_get_global_size", "__mux_get_local_size", "__mux_get_enqueued_local_size", "__mux_get_num_groups",
    }
    assert STATE_BUILTINS["__mux_get_global_id"].helper == "__ncpu_get_global_id"


# -- kernels -----------------------------------------------------------------------------

KERNEL = """
$k = comdat any
define spir_kernel void @k(ptr addrspace(1) %out, i64 %n) #0 comdat !reqd_work_group_size !0 {
  %id = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr i64, ptr addrspace(1) %out, i64 %id
  store i64 %n, ptr addrspace(1) %p
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  ret void
}
declare i64 @__mux_get_global_id(i32)
declare void @__mux_work_group_barrier(i32, i32, i32)
attributes #0 = { "mux-kernel"="entry-point" "mux-orig-fn"="k" }
!0 = !{i32 4, i32 1, i32 1}
"""


def test_kernel_renamed_with_state_and_subhandler() -> None:
    module, out, preserved = run(KERNEL)
    assert preserved == PreservedAnalyses.none()
    kernel = module.get_function("k.NativeCPUKernel")
    sub = module.get_function("k")
    assert kernel is not None and sub is not None
    assert [a.type for a in kernel.args][-1] == PTR and kernel.args[-1].name == "state"
    assert kernel.cc is None and kernel.comdat is None and "$k = comdat" not in out
    assert attrs.is_kernel_entry_point(kernel) and attrs.get_orig_fn_name(kernel) == "k"
    assert not attrs.is_kernel(sub)
    assert md.get_reqd_work_group_size(kernel) == (4, 1, 1)
    assert str(sub.function_type) == "void (ptr, ptr)" and sub.linkage is None
    assert [a.name for a in sub.args] == ["args", "state"]
    # The barrier is left for the work-item loops; the getter is gone.
    assert module.get_function("__mux_get_global_id") is None
    assert "call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)" in out


def test_second_run_changes_nothing() -> None:
    module, out, _ = run(KERNEL)
    again = PrepareSYCLNativeCPU().run(module, PassContext())
    assert again == PreservedAnalyses.all() and print_module(module) == out


def test_spir_kernels_used_when_none_is_marked() -> None:
    _, out, _ = run("define spir_kernel void @a() {\n ret void\n}\ndefine void @b() {\n ret void\n}\n")
    assert "define void @a.NativeCPUKernel(ptr %state)" in out
    assert "define void @b()" in out


def test_marked_kernels_win_over_spir_kernels() -> None:
    module, _, _ = run(
        'define spir_kernel void @a() {\n ret void\n}\n'
        'define void @b() #0 {\n ret void\n}\nattributes #0 = { "mux-kernel"="entry-point" }\n'
    )
    assert module.get_function("b.NativeCPUKernel") is not None
    assert module.get_function("a.NativeCPUKernel") is None


def test_no_kernel_no_change() -> None:
    text = "define i64 @f() {\n  %x = call i64 @__mux_get_global_id(i32 0)\n  ret i64 %x\n}\ndeclare i64 @__mux_get_global_id(i32)\n"
    module, out, preserved = run(text)
    assert preserved == PreservedAnalyses.all()
    assert "nativecpu_state" not in out and module.get_function("__mux_get_global_id") is not None


def test_kernel_declarations_are_skipped() -> None:
    _, out, preserved = run("declare spir_kernel void @k()\n")
    assert preserved == PreservedAnalyses.all() and "declare spir_kernel void @k()" in out


def test_kernel_called_by_kernel_gets_the_state() -> None:
    _, out, _ = run(
        "define void @inner() #0 {\n ret void\n}\n"
        "define void @outer() #0 {\n call void @inner()\n ret void\n}\n"
        'attributes #0 = { "mux-kernel"="entry-point" }\n'
    )
    assert "call void @inner.NativeCPUKernel(ptr %state)" in out


def test_subhandler_unpacks_slots() -> None:
    module, _, _ = run(
        "%S = type { i32, double }\n"
        "define spir_kernel void @k(ptr addrspace(1) %buf, float %f, ptr byval(%S) %s, <2 x i32>) {\n ret void\n}\n"
    )
    body = print_module(module).split("define void @k(ptr %args, ptr %state)")[1]
    assert "%buf = load ptr addrspace(1), ptr %buf.slot, align 8" in body
    assert "%f.ptr = load ptr, ptr %f.slot, align 8" in body and "%f = load float, ptr %f.ptr, align 4" in body
    assert "%s = load ptr, ptr %s.slot, align 8" in body
    assert "%arg3 = load <2 x i32>, ptr %arg3.ptr, align 8" in body
    assert "getelementptr ptr, ptr %args, i64 3" in body
    assert "ptr byval(%S) %s, <2 x i32> %arg3, ptr %state)" in body


# -- passing the state down ----------------------------------------------------------------


def test_helpers_get_the_state_transitively_and_lose_spir_func() -> None:
    module, out, _ = run(
        "define spir_kernel void @k() {\n call spir_func void @mid()\n call spir_func void @plain()\n ret void\n}\n"
        "define spir_func void @mid() {\n call spir_func void @leaf()\n ret void\n}\n"
        "define spir_func void @leaf() {\n %x = call i32 @__mux_get_sub_group_id()\n ret void\n}\n"
        "define spir_func void @plain() {\n ret void\n}\n"
        "declare i32 @__mux_get_sub_group_id()\n"
    )
    assert "define void @mid(ptr %state)" in out and "define void @leaf(ptr %state)" in out
    assert "call void @mid(ptr %state)" in out and "call void @leaf(ptr %state)" in out
    assert "define void @plain()" in out and "call void @plain()" in out
    assert "spir_func" not in out


def test_memory_attributes_that_forbid_reading_the_state_are_dropped() -> None:
    _, out, _ = run(
        "define spir_kernel void @k(ptr %p) #0 {\n %v = call i64 @get() #1\n store i64 %v, ptr %p\n ret void\n}\n"
        "define i64 @get() #1 {\n %x = call i64 @__mux_get_global_id(i32 0) #1\n ret i64 %x\n}\n"
        "define void @other() #1 {\n ret void\n}\n"
        "declare i64 @__mux_get_global_id(i32) #1\n"
        "attributes #0 = { memory(argmem: readwrite) }\nattributes #1 = { nounwind memory(none) }\n"
    )
    assert "define void @k.NativeCPUKernel(ptr %p, ptr %state) #0" in out
    assert "attributes #0 = { memory(argmem: readwrite) }" in out
    assert "define i64 @get(ptr %state) #1" in out and "call i64 @get(ptr %state) #1" in out
    assert "attributes #1 = { nounwind }" in out
    assert "define void @other() #2" in out and "attributes #2 = { nounwind memory(none) }" in out


@pytest.mark.parametrize(
    ("memory", "allowed"),
    [
        ("(none)", False), ("(read)", True), ("(argmem: read)", True), ("(argmem: write)", False),
        ("(readwrite, argmem: none)", False), ("(none, argmem: readwrite)", True),
        ("(inaccessiblemem: read)", False), ("(write, inaccessiblemem: read)", False),
    ],
)
def test_allows_argmem_reads(memory: str, allowed: bool) -> None:
    assert allows_reading(memory, "argmem") is allowed


def test_declared_spir_func_keeps_its_convention() -> None:
    _, out, _ = run(
        "define spir_kernel void @k() {\n call spir_func void @ext()\n ret void\n}\ndeclare spir_func void @ext()\n"
    )
    assert "call spir_func void @ext()" in out


def test_variadic_helper_gets_state_before_the_variadic_arguments() -> None:
    _, out, _ = run(
        "define spir_kernel void @k() {\n call void (i32, ...) @v(i32 1, i32 2)\n ret void\n}\n"
        "define void @v(i32 %a, ...) {\n %x = call i64 @__mux_get_local_id(i32 0)\n ret void\n}\n"
        "declare i64 @__mux_get_local_id(i32)\n"
    )
    assert "define void @v(i32 %a, ptr %state, ...)" in out
    assert "call void (i32, ptr, ...) @v(i32 1, ptr %state, i32 2)" in out


def test_recursion_is_an_error_naming_the_cycle() -> None:
    message = fails(
        "define spir_kernel void @k() {\n call void @a()\n ret void\n}\n"
        "define void @a() {\n call void @b()\n ret void\n}\n"
        "define void @b() {\n %x = call i64 @__mux_get_group_id(i32 0)\n call void @a()\n ret void\n}\n"
        "declare i64 @__mux_get_group_id(i32)\n"
    )
    assert "recursion" in message and "@a -> @b -> @a" in message


def test_recursion_without_state_is_fine() -> None:
    _, out, _ = run(
        "define spir_kernel void @k() {\n call void @r()\n ret void\n}\n"
        "define void @r() {\n call void @r()\n ret void\n}\n"
    )
    # The recursive function reads no state, so it keeps its signature and its self-call.
    assert "define void @r() {" in out
    assert out.count("call void @r()") == 2


def test_address_taken_state_user_is_not_supported() -> None:
    message = fails(
        "@fp = global ptr @h\n"
        "define spir_kernel void @k() {\n call void @h()\n ret void\n}\n"
        "define void @h() {\n %x = call i64 @__mux_get_global_id(i32 0)\n ret void\n}\n"
        "declare i64 @__mux_get_global_id(i32)\n",
        NotSupportedError,
    )
    assert "@h" in message and "address is taken" in message


# -- errors ----------------------------------------------------------------------------------


def test_32_bit_pointers_are_refused() -> None:
    text = 'target datalayout = "e-p:32:32"\ndefine spir_kernel void @k() {\n ret void\n}\n'
    module = parse_module(backend.canonicalize(text))
    with pytest.raises(NotSupportedError, match="64-bit size_t"):
        PrepareSYCLNativeCPU().run(module, PassContext())


def test_builtin_with_wrong_signature() -> None:
    message = fails(
        "define spir_kernel void @k() {\n %x = call i32 @__mux_get_global_id(i32 0)\n ret void\n}\n"
        "declare i32 @__mux_get_global_id(i32)\n"
    )
    assert "i64 (i32)" in message and "64-bit" in message


def test_defined_builtin_is_not_supported() -> None:
    fails(
        "define spir_kernel void @k() {\n ret void\n}\ndefine i32 @__mux_get_work_dim() {\n ret i32 1\n}\n",
        NotSupportedError,
    )


def test_renamed_kernel_name_taken() -> None:
    message = fails("define spir_kernel void @k() {\n ret void\n}\ndefine void @k.NativeCPUKernel() {\n ret void\n}\n")
    assert "@k.NativeCPUKernel already exists" in message


def test_debug_location_moves_to_the_new_code() -> None:
    _, out, _ = run(
        "define spir_kernel void @k(i32 %d) !dbg !5 {\n"
        "  %x = call i64 @__mux_get_global_id(i32 %d), !dbg !8\n  ret void\n}\n"
        "declare i64 @__mux_get_global_id(i32)\n"
        "!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!3}\n"
        '!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)\n'
        '!1 = !DIFile(filename: "k.c", directory: "/")\n!3 = !{i32 2, !"Debug Info Version", i32 3}\n'
        '!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, unit: !0, '
        "spFlags: DISPFlagDefinition)\n!6 = !DISubroutineType(types: !{})\n!8 = !DILocation(line: 2, scope: !5)\n"
    )
    assert "call i64 @__ncpu_get_global_id(i32 %d, ptr %state), !dbg" in out


def test_debug_records_move_to_the_new_code() -> None:
    # The call's #dbg_value goes with its replacement, not away with the call.
    _, out, _ = run(
        "define spir_kernel void @k(i32 %d) !dbg !5 {\n"
        "    #dbg_value(i32 %d, !9, !DIExpression(), !8)\n"
        "  %x = call i64 @__mux_get_global_id(i32 %d), !dbg !8\n  ret void\n}\n"
        "declare i64 @__mux_get_global_id(i32)\n"
        "!llvm.dbg.cu = !{!0}\n!llvm.module.flags = !{!3}\n"
        '!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)\n'
        '!1 = !DIFile(filename: "k.c", directory: "/")\n!3 = !{i32 2, !"Debug Info Version", i32 3}\n'
        '!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, unit: !0, '
        "spFlags: DISPFlagDefinition)\n!6 = !DISubroutineType(types: !{})\n!8 = !DILocation(line: 2, scope: !5)\n"
        '!9 = !DILocalVariable(name: "d", arg: 1, scope: !5, file: !1, line: 1, type: null)\n'
    )
    lines = [line.strip() for line in out.splitlines()]
    at = next(i for i, line in enumerate(lines) if "call i64 @__ncpu_get_global_id(i32 %d, ptr %state)" in line)
    assert lines[at - 1].startswith("#dbg_value(i32 %d,")
