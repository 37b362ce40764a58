"""Every bad launch raises a clear TypeError/ValueError naming the argument, before anything runs.

The program is built with the driver-only pipeline (runtime_support), so
these tests do not wait for the rest of native-cpu: nothing here runs a kernel
except the checks that a failed launch left the buffers untouched.
"""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest
from ncpu_opt.runtime import (
    ArgumentCountError,
    ArgumentTypeError,
    ArgumentValueError,
    BufferDtypeError,
    CompileError,
    KernelNotFoundError,
    LocalMemory,
    LocalMemoryError,
    NcpuRuntimeError,
    NDRangeError,
    Program,
)
from runtime_support import DRIVER_ONLY, RUNTIME_KERNELS

KERNELS = RUNTIME_KERNELS / "ll" / "ndrange.ll"


@pytest.fixture(scope="module")
def program() -> Program:
    return Program.from_file(KERNELS, passes=DRIVER_ONLY, threads=1)


def vadd_args(n: int = 16) -> list[object]:
    return [np.ones(n, np.int32), np.ones(n, np.int32), np.zeros(n, np.int32), np.uint32(n)]


def test_kernel_names(program: Program) -> None:
    assert program.kernel_names == ["ids", "vadd_int", "scalars", "vec_arg", "struct_arg", "local_slot", "fixed_size"]


def test_unknown_kernel_lists_the_kernels(program: Program) -> None:
    with pytest.raises(KernelNotFoundError, match=r"no kernel 'vadd' in .*ndrange.ll \(its kernels: ids, vadd_int, scalars"):
        program.kernel("vadd")


def test_parameters_from_the_original_signature(program: Program) -> None:
    params = program.kernel("vadd_int").info.params
    assert [(p.name, p.kind.value, p.dtype, p.read_only) for p in params] == [
        ("a", "buffer", "<i4", True),
        ("b", "buffer", "<i4", True),
        ("c", "buffer", "<i4", False),
        ("n", "scalar", "<u4", False),
    ]
    local = program.kernel("local_slot").info.params[1]
    assert (local.kind.value, local.dtype, local.size) == ("local", "<i4", 8)
    scalars = program.kernel("scalars").info.params
    assert [p.dtype for p in scalars[1:]] == ["|i1", "|u1", "<i2", "<u2", "<i4", "<u4", "<i8", "<u8", "<f4", "<f8"]


@pytest.mark.parametrize("count", [0, 3, 5])
def test_wrong_argument_count(program: Program, count: int) -> None:
    args = (vadd_args() + [np.uint32(1)])[:count]
    with pytest.raises(ArgumentCountError, match=r"kernel 'vadd_int' takes 4 arguments \(a, b, c, n\), got " + str(count)):
        program.kernel("vadd_int")(*args, global_size=(16,))


def test_buffer_of_the_wrong_dtype_names_the_argument(program: Program) -> None:
    args = vadd_args()
    args[1] = np.ones(16, np.float32)
    with pytest.raises(BufferDtypeError, match=r"argument 1 \('b', int\*\) needs a numpy array of int32, not float32"):
        program.kernel("vadd_int")(*args, global_size=(16,))


@pytest.mark.parametrize(
    ("index", "value", "error", "message"),
    [
        (0, 3, ArgumentTypeError, r"argument 0 \('a', int\*\) is a buffer: pass a numpy array, not a int"),
        (0, LocalMemory(64), ArgumentTypeError, "is a buffer: pass a numpy array, not a LocalMemory"),
        (0, [1, 2, 3], ArgumentTypeError, "not a list"),
        (3, np.zeros(2, np.uint32), ArgumentTypeError, r"argument 3 \('n', uint\) is a scalar, not a numpy array"),
        (3, 2.5, ArgumentTypeError, r"is an integer \(uint32\), not a float"),
        (3, "16", ArgumentTypeError, "not a str"),
        (3, -1, ArgumentValueError, r"-1 does not fit in uint32"),
        (3, 2**32, ArgumentValueError, "does not fit in uint32"),
        (2, np.zeros(16, np.int32)[::2], ArgumentValueError, "C-contiguous"),
        (2, np.zeros(0, np.int32), ArgumentValueError, "empty"),
    ],
)
def test_bad_arguments(program: Program, index: int, value: object, error: type[Exception], message: str) -> None:
    args = vadd_args()
    args[index] = value
    with pytest.raises(error, match=message):
        program.kernel("vadd_int")(*args, global_size=(16,))


def test_read_only_array_for_a_written_buffer(program: Program) -> None:
    args = vadd_args()
    out = np.zeros(16, np.int32)
    out.flags.writeable = False
    args[2] = out
    with pytest.raises(ArgumentValueError, match=r"argument 2 \('c', int\*\): the kernel may write"):
        program.kernel("vadd_int")(*args, global_size=(16,))
    # A const buffer may be read-only.
    inputs = vadd_args()
    inputs[0].flags.writeable = False
    program.kernel("vadd_int")(*inputs, global_size=(16,), local_size=(1,))


def test_local_memory_arguments(program: Program) -> None:
    kernel = program.kernel("local_slot")
    with pytest.raises(ArgumentTypeError, match=r"argument 1 \('tmp', int\*\) is a __local pointer: pass LocalMemory\(nbytes\), not a numpy array"):
        kernel(np.zeros(8, np.int32), np.zeros(8, np.int32), global_size=(8,))
    with pytest.raises(ArgumentTypeError, match="pass LocalMemory"):
        kernel(np.zeros(8, np.int32), 32, global_size=(8,))
    with pytest.raises(LocalMemoryError, match="positive size in bytes, not 0"):
        LocalMemory(0)
    with pytest.raises(LocalMemoryError, match="number of bytes"):
        LocalMemory(3.5)  # type: ignore[arg-type]


def test_vector_and_struct_arguments(program: Program) -> None:
    with pytest.raises(ArgumentTypeError, match=r"argument 1 \('v', float4\) is a vector: pass 4 values"):
        program.kernel("vec_arg")(np.zeros((4, 4), np.float32), 1.0, global_size=(4,))
    with pytest.raises(ArgumentTypeError, match=r"argument 1 \('t', Triple\) is a struct passed by value"):
        program.kernel("struct_arg")(np.zeros(4, np.float32), 1, global_size=(4,))
    with pytest.raises(ArgumentValueError, match="takes 16 bytes, got 3"):
        program.kernel("struct_arg")(np.zeros(4, np.float32), b"abc", global_size=(4,))


@pytest.mark.parametrize(
    ("sizes", "message"),
    [
        ({"global_size": (0,)}, r"global_size\[0\] is 0"),
        ({"global_size": (16,), "local_size": (0,)}, r"local_size\[0\] is 0"),
        ({"global_size": (8192,), "local_size": (8192,)}, "limit is 4096"),
        ({"global_size": (16,), "local_size": (4, 4)}, "2 dimensions"),
        ({"global_size": (16,), "global_offset": (1, 1)}, "2 dimensions"),
    ],
)
def test_bad_sizes(program: Program, sizes: dict[str, object], message: str) -> None:
    with pytest.raises(NDRangeError, match=message):
        program.kernel("vadd_int")(*vadd_args(), **sizes)  # type: ignore[arg-type]


def test_reqd_work_group_size_is_enforced(program: Program) -> None:
    kernel = program.kernel("fixed_size")
    assert kernel.info.reqd_work_group_size == (8, 2, 1)
    with pytest.raises(NDRangeError, match=r"local_size \(4, 4\) differs from the kernel's reqd_work_group_size \(8, 2\)"):
        kernel(np.zeros(64, np.int32), global_size=(16, 4), local_size=(4, 4))


def test_nothing_runs_when_a_later_argument_is_bad(program: Program) -> None:
    args = vadd_args()
    args[3] = -5
    with pytest.raises(ArgumentValueError):
        program.kernel("vadd_int")(*args, global_size=(16,))
    assert not args[2].any()  # type: ignore[union-attr]


def test_errors_share_a_base_and_standard_types() -> None:
    for error in (ArgumentCountError, ArgumentTypeError, BufferDtypeError):
        assert issubclass(error, TypeError) and issubclass(error, NcpuRuntimeError)
    for error in (ArgumentValueError, LocalMemoryError, NDRangeError, KernelNotFoundError, CompileError):
        assert issubclass(error, ValueError) and issubclass(error, NcpuRuntimeError)


def test_compile_errors() -> None:
    with pytest.raises(CompileError, match="No such file"):
        Program.from_file(RUNTIME_KERNELS / "missing.ll")
    with pytest.raises(CompileError, match="expected"):
        Program.from_source("define void @f( {", passes=DRIVER_ONLY)
    with pytest.raises(CompileError, match="unknown pass name 'no-such-pass'"):
        Program.from_source("define void @f() {\n  ret void\n}\n", passes="no-such-pass")


def test_bad_program_options() -> None:
    with pytest.raises(ArgumentValueError, match="opt_level"):
        Program.from_file(KERNELS, opt_level=5)
    with pytest.raises(ArgumentValueError, match="threads"):
        Program.from_file(KERNELS, threads=0)


THREADS_FROM_THE_ENVIRONMENT = """
import sys
import numpy as np
from ncpu_opt.runtime import ArgumentValueError, Program
try:
    program = Program.from_file(sys.argv[1], passes=sys.argv[2])
except ArgumentValueError as e:
    print(e)
    sys.exit(3)
out = np.zeros(4, np.int32)
program.kernel("vadd_int")(np.ones(4, np.int32), np.ones(4, np.int32), out, np.uint32(4), global_size=4, local_size=1)
print(program.threads, out.tolist())
"""


@pytest.mark.parametrize("value", ["99999999999999999999999", "4294967297", "100000", "0", "-3", "two", "4.0", " "])
def test_a_bad_ncpu_num_threads_is_an_error_naming_it(value: str) -> None:
    # In a child: a count beyond what the machine can start killed the process (SIGSEGV) at
    # the first launch; now building the program raises, naming the variable and the value.
    env = {**os.environ, "NCPU_NUM_THREADS": value}
    done = subprocess.run(
        [sys.executable, "-c", THREADS_FROM_THE_ENVIRONMENT, str(KERNELS), DRIVER_ONLY],
        env=env, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 3, done.stdout + done.stderr
    assert "NCPU_NUM_THREADS must be a number of threads from 1 to " in done.stdout
    assert done.stdout.rstrip().endswith(f"not '{value}'")


def test_a_good_ncpu_num_threads_is_used() -> None:
    env = {**os.environ, "NCPU_NUM_THREADS": "3"}
    done = subprocess.run(
        [sys.executable, "-c", THREADS_FROM_THE_ENVIRONMENT, str(KERNELS), DRIVER_ONLY],
        env=env, capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 0 and done.stdout.split() == ["3", "[2,", "2,", "2,", "2]"], done.stdout + done.stderr


def test_the_thread_count_cannot_change_after_the_build(program: Program) -> None:
    # Launch plans are made for the count checked at the build: no unchecked way around it.
    with pytest.raises(AttributeError):
        program.threads = 10**23  # type: ignore[misc]
