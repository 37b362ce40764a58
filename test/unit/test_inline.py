"""ncpu_opt.ir.inline: inlining one call."""

from __future__ import annotations

import pytest

from ncpu_opt.codegen.backend import verify_text
from ncpu_opt.errors import NotSupportedError
from ncpu_opt.ir import Module, parse_module, print_module
from ncpu_opt.ir.inline import inline_call
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.module import Function

SOURCE = """
define i32 @callee(i32 %x) {
entry:
  %a = alloca i32
  store i32 %x, ptr %a
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %pos, label %neg
pos:
  ret i32 %x
neg:
  %n = sub i32 0, %x
  ret i32 %n
}

define void @side(ptr %p) {
  store i32 1, ptr %p
  ret void
}

define i32 @caller(i32 %y, ptr %p) {
entry:
  %t = alloca i64
  %r = call i32 @callee(i32 %y)
  call void @side(ptr %p)
  %s = add i32 %r, 1
  br label %done
done:
  %q = phi i32 [ %s, %entry ]
  ret i32 %q
}
"""


def calls_of(fn: Function, name: str) -> list[CallBase]:
    return [i for i in fn.instructions() if isinstance(i, CallBase) and i.callee.name == name]


def inline_all(module: Module, caller: str, callee: str) -> Function:
    fn = module.get_function(caller)
    assert fn is not None
    for call in calls_of(fn, callee):
        inline_call(call)
    return fn


def test_returns_become_a_phi_and_the_result_is_used() -> None:
    module = parse_module(SOURCE)
    fn = inline_all(module, "caller", "callee")
    text = print_module(module)
    verify_text(text, "<test>")
    assert not calls_of(fn, "callee")
    assert "%r = phi i32 [ %y, %pos ], [ %n, %neg ]" in text
    assert "%s = add i32 %r, 1" in text


def test_successor_phis_name_the_split_block() -> None:
    module = parse_module(SOURCE)
    inline_all(module, "caller", "callee")
    assert "%q = phi i32 [ %s, %callee.exit ]" in print_module(module)


def test_entry_allocas_move_to_the_caller_entry() -> None:
    module = parse_module(SOURCE)
    fn = inline_all(module, "caller", "callee")
    entry = [i.opcode for i in fn.entry_block.instructions]
    assert entry[:2] == ["alloca", "alloca"]


def test_void_callee_and_arguments_mapped() -> None:
    module = parse_module(SOURCE)
    fn = inline_all(module, "caller", "side")
    text = print_module(module)
    verify_text(text, "<test>")
    assert not calls_of(fn, "side")
    assert "store i32 1, ptr %p" in text


def test_invoke_is_not_supported() -> None:
    module = parse_module("""
define void @f() {
  ret void
}
declare i32 @__gxx_personality_v0(...)
define void @g() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @f() to label %ok unwind label %bad
ok:
  ret void
bad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
""")
    g = module.get_function("g")
    assert g is not None
    with pytest.raises(NotSupportedError):
        inline_call(calls_of(g, "f")[0])
