"""replace_instruction and erase_instruction: uses, ``!dbg`` and debug records survive."""

from __future__ import annotations

from ncpu_opt.ir import Function, Module, parse_module, print_module
from ncpu_opt.ir.builder import Builder
from ncpu_opt.ir.instructions import Instruction
from ncpu_opt.ir.replace import erase_instruction, replace_instruction
from ncpu_opt.ir.types import I32
from ncpu_opt.ir.values import ConstantInt, const_int

TEXT = """\
define i32 @f(i32 %x) !dbg !3 {
entry:
    #dbg_value(i32 %x, !6, !DIExpression(), !8)
  %c = call i32 @g(i32 %x), !dbg !9
    #dbg_value(i32 %c, !7, !DIExpression(), !8)
  %d = add i32 %c, 1, !dbg !10
  ret i32 %d, !dbg !10
}

declare i32 @g(i32)

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "f.cl", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !4, spFlags: DISPFlagDefinition, unit: !0)
!4 = !DISubroutineType(types: !5)
!5 = !{}
!6 = !DILocalVariable(name: "x", arg: 1, scope: !3, file: !1, line: 1, type: null)
!7 = !DILocalVariable(name: "c", scope: !3, file: !1, line: 2, type: null)
!8 = !DILocation(line: 0, scope: !3)
!9 = !DILocation(line: 2, column: 5, scope: !3)
!10 = !DILocation(line: 3, column: 7, scope: !3)
"""


def _setup() -> tuple[Module, Function, dict[str, Instruction]]:
    module = parse_module(TEXT)
    fn = module.get_function("f")
    assert fn is not None
    return module, fn, {inst.name: inst for inst in fn.instructions() if inst.name}


def test_new_instruction_takes_uses_location_and_records() -> None:
    module, fn, named = _setup()
    call, add = named["c"], named["d"]
    dbg, records = call.metadata["dbg"], list(call.debug_records)
    new = Builder().position_before(call).mul(fn.args[0], const_int(I32, 3), "m")
    replace_instruction(call, new)
    assert call.parent is None and not call.has_uses()
    assert add.operand(0) is new
    assert new.metadata["dbg"] is dbg
    assert new.debug_records == records and not call.debug_records
    lines = [line.strip() for line in print_module(module).splitlines()]
    # The records stay where they were: the call's before the new value, the
    # next one's (now of the new value) before the add.
    at = lines.index(next(line for line in lines if line.startswith("%m = mul i32 %x, 3, !dbg")))
    assert lines[at - 1].startswith("#dbg_value(i32 %x,")
    assert lines[at + 1].startswith("#dbg_value(i32 %m,") and lines[at + 2].startswith("%d = add i32 %m, 1")


def test_new_instruction_keeps_its_own_location() -> None:
    _, fn, named = _setup()
    call, add = named["c"], named["d"]
    new = Builder().position_before(call).mul(fn.args[0], const_int(I32, 3))
    new.metadata["dbg"] = add.metadata["dbg"]
    replace_instruction(call, new)
    assert new.metadata["dbg"] is add.metadata["dbg"]


def test_a_constant_leaves_the_records_on_the_next_instruction() -> None:
    _, _, named = _setup()
    call, add = named["c"], named["d"]
    records = call.debug_records + add.debug_records
    replace_instruction(call, const_int(I32, 7))
    assert call.parent is None
    operand = add.operand(0)
    assert isinstance(operand, ConstantInt) and operand.value == 7
    assert add.debug_records == records


def test_a_value_from_elsewhere_leaves_the_records_in_place() -> None:
    _, fn, named = _setup()
    call, add = named["c"], named["d"]
    records = call.debug_records + add.debug_records
    # Not in the call's block (detached here; in another block in a real pass).
    elsewhere = Builder().position_before(call).mul(fn.args[0], const_int(I32, 2))
    elsewhere.remove_from_parent()
    replace_instruction(call, elsewhere)
    assert add.operand(0) is elsewhere
    assert add.debug_records == records and not elsewhere.debug_records


def test_erase_moves_records_to_the_next_instruction() -> None:
    _, _, named = _setup()
    call, add = named["c"], named["d"]
    call.replace_all_uses_with(const_int(I32, 0))
    records = call.debug_records + add.debug_records
    erase_instruction(call)
    assert call.parent is None
    assert add.debug_records == records
