"""SYCL specialization constants, emulated by the runtime.

test/spec-constants/kernels.ll is hand-written IR shaped like clang's SYCL
device output (no SYCL compiler here): ``k_int_A`` reads a scalar (int, 42)
and a composite (struct A {int x; struct {float a, b;} n;} = {1, {2, 3}})
returned through sret; ``k_A_double`` reads A again and a double (0.5) in a
helper.  The program runs ``spec-constants<mode=emulation>`` first, fills the
buffer from the defaults and the values set, and passes it as the kernels'
``_arg__specialization_constants_buffer`` parameter.
"""

from __future__ import annotations

import numpy as np
import pytest
from ncpu_opt.runtime import ArgumentCountError, CompileError, Program
from ncpu_opt.runtime.errors import ArgumentTypeError, ArgumentValueError
from runtime_support import ROOT

KERNELS = ROOT / "test" / "spec-constants" / "kernels.ll"
PREFIX = "uid3f5c2a9b7e1d4c06____ZL"
ID_INT, ID_A, ID_DOUBLE = PREFIX + "6id_int", PREFIX + "4id_A", PREFIX + "9id_double"
N = 37


@pytest.fixture(scope="module")
def program() -> Program:
    return Program.from_file(KERNELS, cache=False, threads=2)


def int_a(prog: Program) -> np.ndarray:
    out = np.zeros(N, np.float32)
    prog.kernel("_ZTSZ4mainE7k_int_A")(out, global_size=(N,))
    return out


def a_double(prog: Program) -> np.ndarray:
    out = np.zeros(N, np.float64)
    prog.kernel("_ZTSZ4mainE10k_A_double")(out, global_size=(N,))
    return out


def test_constants_are_listed(program: Program) -> None:
    assert program.pipeline.startswith("spec-constants<mode=emulation>,native-cpu")
    consts = program.spec_constants
    assert list(consts) == [ID_INT, ID_A, ID_DOUBLE]
    assert [leaf.id for leaf in consts[ID_A].leaves] == [1, 2, 3]
    assert [(leaf.offset, leaf.size, leaf.type) for leaf in consts[ID_A].leaves] == [(0, 4, "i32"), (4, 4, "float"), (8, 4, "float")]
    assert (consts[ID_INT].offset, consts[ID_A].offset, consts[ID_DOUBLE].offset) == (0, 4, 16)
    assert consts[ID_A].composite and not consts[ID_INT].composite
    # The buffer is not a caller's argument.
    assert "specialization" not in repr(program.kernel("_ZTSZ4mainE7k_int_A"))


def test_defaults_then_set_values() -> None:
    prog = Program.from_file(KERNELS, cache=False, threads=2)
    ids = np.arange(N)
    assert prog.get_spec_constant(ID_INT) == 42
    assert prog.get_spec_constant(ID_A) == (1, 2.0, 3.0)
    np.testing.assert_array_equal(int_a(prog), 42 * 1000 + 100 + 20 + 3 + ids)
    np.testing.assert_array_equal(a_double(prog), 1 + 0.5 + ids)

    prog.set_spec_constant(ID_INT, 7)
    np.testing.assert_array_equal(int_a(prog), 7 * 1000 + 100 + 20 + 3 + ids)
    # A composite: its leaves depth-first, nested or flat.
    prog.set_spec_constant(ID_A, (5, (0.5, 0.25)))
    np.testing.assert_array_equal(int_a(prog), 7 * 1000 + 500 + 5 + 0.25 + ids)
    prog.set_spec_constant(ID_A, [6, 1.5, 2.5])
    assert prog.get_spec_constant(ID_A) == (6, 1.5, 2.5)
    prog.set_spec_constant(ID_DOUBLE, 0.125)
    np.testing.assert_array_equal(a_double(prog), 6 + 0.125 + ids)
    # Or its bytes (a numpy structured scalar).
    dtype = np.dtype([("x", "<i4"), ("a", "<f4"), ("b", "<f4")])
    prog.set_spec_constant(ID_A, np.array((9, 1.0, 4.0), dtype=dtype)[()])
    np.testing.assert_array_equal(int_a(prog), 7 * 1000 + 900 + 10 + 4 + ids)


def test_other_programs_keep_their_defaults(program: Program) -> None:
    other = Program.from_file(KERNELS, threads=1)  # from the cache or compiled: the same table
    other.set_spec_constant(ID_INT, -3)
    assert program.get_spec_constant(ID_INT) == 42
    np.testing.assert_array_equal(int_a(other), -3000 + 123 + np.arange(N))
    again = Program.from_file(KERNELS, threads=1)
    assert again.from_cache and list(again.spec_constants) == [ID_INT, ID_A, ID_DOUBLE]
    np.testing.assert_array_equal(int_a(again), 42123 + np.arange(N))


@pytest.mark.parametrize(
    ("symbolic_id", "value", "error", "message"),
    [
        ("nope", 1, ArgumentValueError, "no specialization constant 'nope' in .* \\(its constants: '" + ID_INT),
        (3, 1, ArgumentValueError, "no specialization constant 3"),
        (ID_INT, 1.5, ArgumentTypeError, f"specialization constant '{ID_INT}' \\(i32\\) is an integer \\(i32\\), not a float"),
        (ID_INT, 1 << 40, ArgumentValueError, "does not fit in i32"),
        (ID_INT, (1,), ArgumentTypeError, "is a scalar, not a tuple"),
        (ID_DOUBLE, "x", ArgumentTypeError, f"'{ID_DOUBLE}' \\(double\\) is a floating-point number"),
        (ID_A, 1, ArgumentTypeError, "is a composite of 3 values: pass a sequence"),
        (ID_A, (1, 2.0), ArgumentValueError, "has 3 values \\(depth-first\\), got 2"),
        (ID_A, (1.5, 2.0, 3.0), ArgumentTypeError, "value 0 is an integer"),
        (ID_A, b"\0" * 8, ArgumentValueError, "takes 12 bytes, got 8"),
    ],
)
def test_set_errors_name_the_constant(
    program: Program, symbolic_id: object, value: object, error: type[Exception], message: str
) -> None:
    before = program.get_spec_constant(ID_INT)
    with pytest.raises(error, match=message):
        program.set_spec_constant(symbolic_id, value)  # type: ignore[arg-type]
    assert program.get_spec_constant(ID_INT) == before


def test_buffer_is_not_an_argument(program: Program) -> None:
    out = np.zeros(N, np.float32)
    with pytest.raises(ArgumentCountError, match="takes 1 argument \\(_arg_out\\), got 2"):
        program.kernel("_ZTSZ4mainE7k_int_A")(out, out, global_size=(N,))


def test_untraceable_buffer_is_refused() -> None:
    """A getter whose buffer comes from memory the analysis cannot follow: refused at build time."""
    text = KERNELS.read_text().replace(
        "%buf = addrspacecast ptr addrspace(1) %_arg__specialization_constants_buffer to ptr addrspace(4)\n"
        "  %gid",
        "%slot = getelementptr i8, ptr addrspace(1) %_arg_out, i64 8\n"
        "  %buf = load ptr addrspace(4), ptr addrspace(1) %slot, align 8\n  %gid",
        1,
    )
    with pytest.raises(CompileError, match="cannot tell which kernel parameter carries the specialization-constant buffer"):
        Program.from_source(text, cache=False)


def test_modules_without_spec_constants_keep_the_pipeline() -> None:
    src = (ROOT / "examples" / "saxpy.ll").read_bytes()
    prog = Program.from_source(src, cache=False)
    assert prog.pipeline == "native-cpu<O3>"
    assert dict(prog.spec_constants) == {}


def test_checked_launches_read_the_buffer_the_program_fills() -> None:
    # The specialization-constant buffer is the program's, not the caller's: a checked launch
    # gives the kernel its size (it reported every read of it out of bounds).
    prog = Program.from_file(KERNELS, cache=False, threads=2, checked="collect")
    out = np.zeros(N, np.float32)
    assert prog.kernel("_ZTSZ4mainE7k_int_A")(out, global_size=(N,)) == []
    np.testing.assert_array_equal(out, 42 * 1000 + 100 + 20 + 3 + np.arange(N))
