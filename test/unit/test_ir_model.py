"""The mutable IR: use lists, editing, the builder, cloning, parse errors."""

from __future__ import annotations

import llvmlite.binding as llvm
import pytest

from ncpu_opt.errors import ParseError
from ncpu_opt.ir import Function, parse_module, print_module
from ncpu_opt.ir.builder import Builder, declare_function
from ncpu_opt.ir.clone import clone_function
from ncpu_opt.ir.instructions import CallInst
from ncpu_opt.ir.module import Module
from ncpu_opt.ir.types import FLOAT, I1, I32, I64, PTR, VOID, FunctionType, PointerType
from ncpu_opt.ir.values import const_int

LOOP = """
define i32 @sum(ptr %p, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %slot = getelementptr inbounds i32, ptr %p, i32 %i
  %v = load i32, ptr %slot, align 4
  %acc.next = add i32 %acc, %v
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit

exit:
  ret i32 %acc.next
}
"""


def verify(module: Module) -> str:
    text = print_module(module)
    llvm.parse_assembly(text, context=llvm.create_context()).verify()
    return text


def test_use_lists_and_replace_all_uses_with() -> None:
    module = parse_module(LOOP)
    fn = module.functions[0]
    loop = fn.blocks[1]
    acc_next = next(i for i in loop.instructions if i.name == "acc.next")
    assert {u.name for u in acc_next.users} == {"acc"} | {""}  # the phi and the ret
    value = next(i for i in loop.instructions if i.name == "v")
    acc_next.replace_all_uses_with(value)
    assert not acc_next.has_uses()
    acc_next.erase_from_parent()
    text = verify(module)
    assert "%acc.next" not in text
    assert "ret i32 %v" in text


def test_erase_with_uses_is_refused() -> None:
    module = parse_module(LOOP)
    i_next = next(i for i in module.functions[0].instructions() if i.name == "i.next")
    with pytest.raises(ValueError, match="still has uses"):
        i_next.erase_from_parent()


def test_predecessors_and_successors() -> None:
    fn = parse_module(LOOP).functions[0]
    entry, loop, exit_ = fn.blocks
    assert entry.successors == [loop]
    assert loop.successors == [loop, exit_]
    assert set(loop.predecessors) == {entry, loop}
    assert exit_.predecessors == [loop]


def test_move_instruction_and_blocks() -> None:
    module = parse_module(LOOP)
    fn = module.functions[0]
    loop = fn.blocks[1]
    cmp = next(i for i in loop.instructions if i.name == "c")
    slot = next(i for i in loop.instructions if i.name == "slot")
    # A move that keeps dominance: the compare right after its operand.
    i_next = next(i for i in loop.instructions if i.name == "i.next")
    cmp.insert_after(i_next)
    load = next(i for i in loop.instructions if i.name == "v")
    slot.insert_before(loop.instructions[loop.first_non_phi_index()])
    slot.insert_before(slot)
    load.insert_after(slot)
    verify(module)
    assert loop.instructions.index(load) == loop.instructions.index(slot) + 1


def test_builder_makes_a_function_llvm_accepts() -> None:
    module = Module(triple="x86_64-unknown-linux-gnu")
    fn = module.add_function(Function("axpy", FunctionType(VOID, [FLOAT, PTR, PTR, I64])))
    a, x, y, n = fn.args
    for arg, name in zip(fn.args, ["a", "x", "y", "n"], strict=True):
        arg.name = name
    entry, body, done = fn.append_block("entry"), fn.append_block("body"), fn.append_block("done")
    b = Builder(entry)
    b.br(body)
    b.position_at_end(body)
    i = b.phi(I64, name="i")
    xp = b.gep(FLOAT, x, [i], "xp")
    yp = b.gep(FLOAT, y, [i], "yp")
    prod = b.binop("fmul", a, b.load(FLOAT, xp, 4, "xv"), "prod")
    b.store(b.binop("fadd", prod, b.load(FLOAT, yp, 4, "yv"), "sum"), yp, 4)
    nxt = b.add(i, const_int(I64, 1), "i.next")
    b.cond_br(b.icmp("ult", nxt, n, "more"), body, done)
    i.add_incoming(const_int(I64, 0), entry)
    i.add_incoming(nxt, body)
    b.position_at_end(done)
    b.ret()
    text = verify(module)
    assert "phi i64 [ 0, %entry ], [ %i.next, %body ]" in text


def test_clone_function_remaps_everything() -> None:
    module = parse_module(LOOP)
    original = module.functions[0]
    copy = clone_function(original, "sum.clone", module)
    text = verify(module)
    assert "define i32 @sum.clone(ptr %p, i32 %n)" in text
    original_values = set(original.instructions()) | set(original.args) | set(original.blocks)
    for inst in copy.instructions():
        assert not (set(inst.operands) & original_values), inst


def test_declare_function_and_calls() -> None:
    module = parse_module(LOOP)
    callee = declare_function(module, "ext", FunctionType(I1, [I32]))
    assert declare_function(module, "ext", FunctionType(I1, [I32])) is callee
    fn = module.functions[0]
    b = Builder().position_before(fn.blocks[2].instructions[0])
    call = b.call(callee, [const_int(I32, 3)], "r")
    assert isinstance(call, CallInst) and call.called_function is callee
    assert "call i1 @ext(i32 3)" in verify(module)


def test_pointer_types_print_address_spaces() -> None:
    assert str(PointerType(3)) == "ptr addrspace(3)"


@pytest.mark.parametrize(
    ("text", "line", "col", "message"),
    [
        ("define void @f() {\n  ret i32\n}\n", 3, 1, "expected value"),
        ("define void @f() {\n  %x = frob i32 1\n}\n", 2, 8, "expected instruction opcode"),
        ("define void @f() {\n  br label %nowhere\n}\n", 3, 1, "use of undefined label"),
        ("@g = global i32 0\n@g = global i32 1\n", 2, 1, "redefinition of global '@g'"),
        ("define void @f() {\n  call void @missing()\n  ret void\n}\n", 2, 13, "use of undefined value '@missing'"),
        ("uselistorder ptr @f, { 1, 0 }\n", 1, 1, "not supported yet"),
    ],
)
def test_parse_errors_name_file_line_and_column(text: str, line: int, col: int, message: str) -> None:
    with pytest.raises(ParseError) as info:
        parse_module(text, "in.ll")
    err = info.value
    assert message in err.message
    assert (err.filename, err.line, err.col) == ("in.ll", line, col)
    assert str(err).startswith(f"in.ll:{line}:{col}: ")
