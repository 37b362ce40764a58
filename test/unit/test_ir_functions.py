"""new_function_like, Module.add_function placement, internalize and demote_entry_point."""

from __future__ import annotations

import pytest

from ncpu_opt.ir import parse_module, print_module
from ncpu_opt.ir.functions import copy_function_metadata, internalize, new_function_like
from ncpu_opt.ir.module import Function, Module
from ncpu_opt.ir.types import I32, PTR, VOID, FunctionType
from ncpu_opt.mux import attributes as attrs

KERNEL = """\
$k = comdat any

define weak_odr dso_local hidden spir_kernel void @k(ptr noundef align 4 %out, i32 %n) #0 comdat section "ks" align 16 !dbg !3 !reqd_work_group_size !4 {
entry:
  ret void
}

define spir_func void @caller(ptr %p) {
entry:
  call spir_kernel void @k(ptr %p, i32 1)
  ret void
}

define void @last() {
entry:
  ret void
}

attributes #0 = { nounwind "mux-kernel"="entry-point" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/")
!2 = !DISubroutineType(types: !{})
!3 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !2, unit: !0)
!4 = !{i32 4, i32 1, i32 1}
!5 = !{i32 2, !"Debug Info Version", i32 3}
"""


def _module() -> tuple[Module, Function]:
    module = parse_module(KERNEL)
    kernel = module.get_function("k")
    assert kernel is not None
    return module, kernel


def _names(module: Module) -> list[str]:
    return [fn.name for fn in module.functions]


def test_add_function_places_before_after_or_last() -> None:
    module, kernel = _module()
    last = module.get_function("last")
    assert last is not None
    module.add_function(Function("a", FunctionType(VOID, [])), after=kernel)
    module.add_function(Function("b", FunctionType(VOID, [])), before=kernel)
    module.add_function(Function("c", FunctionType(VOID, [])), after=last)
    module.add_function(Function("d", FunctionType(VOID, [])))
    assert _names(module) == ["b", "k", "a", "caller", "last", "c", "d"]
    with pytest.raises(ValueError, match="not both"):
        module.add_function(Function("e", FunctionType(VOID, [])), before=kernel, after=last)


def test_new_function_like_copies_everything_by_default() -> None:
    module, kernel = _module()
    new = new_function_like(kernel, "k.copy", after=kernel)
    assert _names(module) == ["k", "k.copy", "caller", "last"]
    assert new.parent is module and new.is_declaration
    assert new.function_type is kernel.function_type and new.cc == "spir_kernel"
    for field in ("linkage", "preemption", "visibility", "unnamed_addr", "section", "align", "gc"):
        assert getattr(new, field) == getattr(kernel, field), field
    assert new.comdat is None  # a new symbol does not join the kernel's group
    assert new.attributes == kernel.attributes and new.attributes is not kernel.attributes
    assert [kind for kind, _ in new.metadata.items()] == ["dbg", "reqd_work_group_size"]
    assert [a.name for a in new.args] == ["out", "n"]
    assert str(new.args[0].attributes) == "noundef align 4"
    # Copies: editing the new function leaves the kernel alone.
    new.args[0].attributes.remove("noundef")
    new.attributes.add("alwaysinline")
    assert kernel.args[0].attributes.has("noundef") and not kernel.attributes.has("alwaysinline")


def test_new_function_like_switches() -> None:
    module, kernel = _module()
    fn_type = FunctionType(I32, [PTR])
    new = new_function_like(
        kernel,
        "k.variant",
        fn_type,
        copy_visibility=False,
        copy_debug_info=False,
        copy_param_names=False,
        before=kernel,
    )
    assert _names(module)[:2] == ["k.variant", "k"]
    assert new.function_type is fn_type and len(new.args) == 1
    assert new.linkage == "weak_odr" and new.preemption is None and new.visibility is None
    assert [kind for kind, _ in new.metadata.items()] == ["reqd_work_group_size"]
    assert new.args[0].name == "" and new.args[0].attributes.has("align")
    bare = new_function_like(
        kernel,
        "k.bare",
        copy_linkage=False,
        copy_attributes=False,
        copy_metadata=False,
        copy_param_attributes=False,
    )
    assert bare.parent is None and bare not in module.functions
    assert bare.linkage is None and bare.section is None and bare.cc == "spir_kernel"
    assert not bare.attributes and not bare.metadata.items() and not bare.args[0].attributes


def test_return_attributes_only_for_the_same_return_type() -> None:
    module = parse_module("define noundef i32 @f(i32 %x) {\nentry:\n  ret i32 %x\n}\n")
    fn = module.functions[0]
    assert new_function_like(fn, "same").ret_attributes.has("noundef")
    assert not new_function_like(fn, "other", FunctionType(VOID, [I32])).ret_attributes


def test_copy_function_metadata_filters() -> None:
    _, kernel = _module()
    target = Function("t", FunctionType(VOID, []))
    copy_function_metadata(kernel, target, keep=lambda kind: kind != "reqd_work_group_size")
    assert [kind for kind, _ in target.metadata.items()] == ["dbg"]


def test_internalize_fixes_symbol_comdat_and_calls() -> None:
    module, kernel = _module()
    internalize(kernel)
    assert kernel.linkage == "internal"
    assert (kernel.preemption, kernel.visibility, kernel.dll_storage, kernel.comdat) == (None, None, None, None)
    assert "k" not in module.comdats  # nothing else is in it
    assert kernel.cc == "spir_func"
    text = print_module(module)
    assert "define internal spir_func void @k(" in text
    assert "call spir_func void @k(" in text
    assert "comdat" not in text


def test_internalize_keeps_a_shared_comdat() -> None:
    module, kernel = _module()
    other = new_function_like(kernel, "other", module=module)
    other.comdat = kernel.comdat
    internalize(kernel)
    assert kernel.comdat is None and "k" in module.comdats


def test_demote_entry_point() -> None:
    module, kernel = _module()
    attrs.demote_entry_point(kernel)
    assert not attrs.is_kernel(kernel) and kernel.linkage == "internal"
    assert not kernel.attributes.has("alwaysinline")
    attrs.demote_entry_point(kernel, always_inline=True)
    assert kernel.attributes.has("alwaysinline")
    noinline = new_function_like(kernel, "n", module=module)
    noinline.attributes.remove("alwaysinline")
    noinline.attributes.add("noinline")
    attrs.demote_entry_point(noinline, always_inline=True)
    assert not noinline.attributes.has("alwaysinline")
