"""ncpu_opt.ir.value_range: the unsigned bounds that masks, remainders, shifts, umin and narrow types give."""

from __future__ import annotations

import pytest

from ncpu_opt.ir import parse_module
from ncpu_opt.ir.value_range import unsigned_range

FUNCTION = """
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)

define void @f(i32 %x, i8 %b, i16 %h, i1 %c, i64 %w) {
entry:
  %masked = and i32 %x, 255
  %rem = urem i32 %x, 37
  %shift = lshr i32 %x, 24
  %min = call i32 @llvm.umin.i32(i32 %x, i32 99)
  %max_of_small = call i32 @llvm.umax.i32(i32 %masked, i32 7)
  %byte = zext i8 %b to i64
  %half = sext i16 %h to i32
  %sum = add i32 %masked, %rem
  %scaled = mul i32 %masked, 4
  %pick = select i1 %c, i32 %rem, i32 %shift
  %div = udiv i32 %masked, 16
  %wide = zext i32 %x to i64
  %small = trunc i32 %masked to i8
  %narrowed = trunc i64 %w to i32
  %positive_sext = sext i8 %small to i32
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %more = icmp ult i32 %next, 10
  br i1 %more, label %loop, label %done

done:
  ret void
}
"""


@pytest.fixture(scope="module")
def values() -> dict[str, object]:
    fn = parse_module(FUNCTION).get_function("f")
    assert fn is not None
    return {inst.name: inst for inst in fn.instructions() if inst.name}


@pytest.mark.parametrize(
    ("name", "bounds"),
    [
        ("masked", (0, 255)),
        ("rem", (0, 36)),
        ("shift", (0, 255)),
        ("min", (0, 99)),
        ("max_of_small", (7, 255)),
        ("byte", (0, 255)),
        ("sum", (0, 291)),
        ("scaled", (0, 1020)),
        ("pick", (0, 255)),
        ("div", (0, 15)),
        ("wide", (0, 2**32 - 1)),
    ],
)
def test_bounded(values: dict[str, object], name: str, bounds: tuple[int, int]) -> None:
    assert unsigned_range(values[name]) == bounds  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "name",
    [
        "half",  # sext of a value that may be negative: any i32
        "small",  # 0..255 is all an i8 can be: nothing narrower than its type
        "narrowed",  # trunc of an unbounded i64
        "positive_sext",  # sext of an i8 that may have its top bit set
        "i",  # a loop phi: not followed round the cycle
        "next",
    ],
)
def test_unbounded(values: dict[str, object], name: str) -> None:
    assert unsigned_range(values[name]) is None  # type: ignore[arg-type]
