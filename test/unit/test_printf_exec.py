"""OpenCL C printf executed: every conversion, vectors of each length and type, return values, ordering.

Kernels (test/kernels/printf) run through the runtime in a child process
whose stdout is a pipe, as a script's would be: C's stdio then buffers fully,
so the text must come out in program order because launches flush, not by
luck.  PYTHONUNBUFFERED is removed from the child's environment: with it
CPython makes C's stdout unbuffered too, which would hide a missing flush.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
from runtime_support import OWN_KERNELS

from ncpu_opt.cli import main
from ncpu_opt.codegen.c_headers import include_dir

KERNELS = OWN_KERNELS / "printf"
#: The child's first lines: the kernels' folder and the runtime.
CHILD_PRELUDE = f"""\
import sys
from pathlib import Path
import numpy as np
from ncpu_opt.runtime import Program, aligned_array
KERNELS = Path({str(KERNELS)!r})
"""


def run_child(
    code: str, env: dict[str, str] | None = None, stdout: int | None = subprocess.PIPE
) -> subprocess.CompletedProcess[str]:
    """Run *code* (after :data:`CHILD_PRELUDE`) in a fresh interpreter; its stdout is a pipe unless redirected."""
    child_env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    child_env.update(env or {})
    proc = subprocess.run(
        [sys.executable, "-c", CHILD_PRELUDE + textwrap.dedent(code)],
        stdout=stdout, stderr=subprocess.PIPE, text=True, env=child_env, timeout=600,
    )
    assert proc.returncode == 0, proc.stderr
    return proc


SCALARS = """
    program = Program.from_file(KERNELS / "scalars.ll", threads=1)
    ret = np.full(10, 99, np.int32)
    address = np.zeros(4, np.int32)
    program.kernel("scalars")(
        ret, np.int32(-42), np.uint32(3054), np.int64(-9000000000), np.uint64(2**64 - 1), np.int8(-5),
        np.uint8(250), np.int16(-1234), np.float32(1.5), np.float64(123456789.0), np.int8(ord("A")), address,
        global_size=(1,),
    )
    print("ret", ret.tolist(), hex(address.ctypes.data), file=sys.stderr)
"""


def test_scalar_conversions() -> None:
    proc = run_child(SCALARS)
    rets, address = proc.stderr.split("ret ", 1)[1].rsplit(" ", 1)
    assert rets == str([0] * 10)
    assert proc.stdout == (
        "d=-42 i=-42 o=5756 u=3054 x=bee X=BEE\n"
        "hh=-5,250 h=-1234,fb2e l=-9000000000,18446744073709551615,ffffffffffffffff\n"
        "f=1.500000 F=1.500000 e=1.500000e+00 E=1.500000E+00 a=0x1.8p+0 A=0X1.8P+0 g=1.23457e+08 G=1.23457E+08\n"
        "c=A s=literal|tru|left  | right| 100%\n"
        "[7    ][+7][ 7][010][0xff][0XFF][-0042][007]\n"
        "[   1.500][1.50e+00  ][+2][2.][1.50000][-0001.50][inf]\n"
        "z=5 t=-3\n"
        f"p={address.strip()}\n"
        "extra arguments: -42\n"
        "no conversions\n"
    )


def test_printf_returns_minus_one_when_printing_fails() -> None:
    """OpenCL C's printf returns -1 on failure: C's stdout unbuffered, writing to /dev/full fails at once."""
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full")
    unbuffered = """
        import ctypes
        libc = ctypes.CDLL(None)
        libc.setvbuf(ctypes.c_void_p.in_dll(libc, "stdout"), None, 2, 0)  # _IONBF
    """
    with open("/dev/full", "w") as full:
        proc = run_child(textwrap.dedent(unbuffered) + textwrap.dedent(SCALARS), stdout=full.fileno())
    assert proc.stderr.split("ret ", 1)[1].rsplit(" ", 1)[0] == str([-1] * 10)


def vec(fmt: str, values: np.ndarray) -> str:
    """Python's %-formatting of each element (the same as C's for the conversions used), comma-separated."""
    return ",".join(fmt % v for v in values.tolist())


def test_vector_conversions_of_every_length_and_type() -> None:
    proc = run_child("""
        program = Program.from_file(KERNELS / "vectors.ll", threads=1)
        k = np.arange(16)
        args = [
            (k - 8).astype(np.int8), (k * 16 + 1).astype(np.uint8), (k * 1000 - 8000).astype(np.int16),
            (k * 4000).astype(np.uint16), (k * 100000 - 800000).astype(np.int32), (k * 0x10000000).astype(np.uint32),
            ((k - 8) * 10**15).astype(np.int64), k.astype(np.uint64) << np.uint64(60),
            (k * 0.5 - 4).astype(np.float16), (k * 0.25 - 2).astype(np.float32), k * 1.125 - 9,
        ]
        ret = np.full(14, 99, np.int32)
        program.kernel("vectors")(*[aligned_array(a, align=128) for a in args], ret, global_size=(1,))
        print("ret", ret.tolist(), file=sys.stderr)
    """)
    assert proc.stderr.split("ret ", 1)[1].strip() == str([0] * 14)
    k = np.arange(16)
    c, uc, s, us = k - 8, k * 16 + 1, k * 1000 - 8000, k * 4000
    i, ui, lo, ul = k * 100000 - 800000, k * 0x10000000, (k - 8) * 10**15, k.astype(object) << 60
    h, f, d = k * 0.5 - 4, k * 0.25 - 2, k * 1.125 - 9
    lines = [
        f"char {vec('%d', c[:2])}|{vec('%i', c[:3])}|{vec('%d', c[:4])}|{vec('%d', c[:8])}|{vec('%d', c)}",
        f"uchar {vec('%u', uc[:2])}|{vec('%x', uc[:3])}|0x1,0x11,0x21,0x31|{vec('%X', uc[:8])}|{vec('%u', uc)}",
        f"short {vec('%d', s[:2])}|{vec('%i', s[:3])}|{vec('%d', s[:4])}|{vec('%d', s[:8])}|{vec('%d', s)}",
        f"ushort {vec('%u', us[:2])}|{vec('%x', us[:3])}|0,0XFA0,0X1F40,0X2EE0|{vec('%o', us[:8])}|{vec('%u', us)}",
        f"int {vec('%d', i[:2])}|{vec('%i', i[:3])}|{vec('%+d', i[:4])}|{vec('%d', i[:8])}|{vec('%d', i)}",
        f"uint {vec('%u', ui[:2])}|{vec('%x', ui[:3])}|0,0X10000000,0X20000000,0X30000000|{vec('%o', ui[:8])}|{vec('%u', ui)}",
        f"long {vec('%d', lo[:2])}|{vec('%i', lo[:3])}|{vec('%d', lo[:4])}|{vec('%d', lo[:8])}|{vec('%d', lo)}",
        f"ulong {vec('%u', ul[:2])}|{vec('%x', ul[:3])}|{vec('%X', ul[:4])}|{vec('%o', ul[:8])}|{vec('%u', ul)}",
        # %a as glibc writes it (shortest hexadecimal digits), spelt out.
        f"half {vec('%f', h[:2])}|{vec('%e', h[:3])}|{vec('%g', h[:4])}|"
        f"-0x1p+2,-0x1.cp+1,-0x1.8p+1,-0x1.4p+1,-0x1p+1,-0x1.8p+0,-0x1p+0,-0x1p-1|{vec('%.1f', h)}",
        f"float {vec('%F', f[:2])}|{vec('%E', f[:3])}|{vec('%G', f[:4])}|"
        f"-0X1P+1,-0X1.CP+0,-0X1.8P+0,-0X1.4P+0,-0X1P+0,-0X1.8P-1,-0X1P-1,-0X1P-2|{vec('%.1f', f)}",
        f"double {vec('%f', d[:2])}|{vec('%e', d[:3])}|{vec('%g', d[:4])}|"
        f"-0x1.2p+3,-0x1.f8p+2,-0x1.bp+2,-0x1.68p+2,-0x1.2p+2,-0x1.bp+1,-0x1.2p+1,-0x1.2p+0|{vec('%.1f', d)}",
        # Flags, width and precision apply to each element.
        f"[{vec('%+08.3f', f[:4])}][{vec('%-6d', i[:2])}][{vec('%5.2f', d[:3])}][021,041][{vec('% .0e', f[4:6])}][-1,+0]",
        "f4 = 1.00,2.00,3.00,4.00",
        "uc = 0xfa,0xfb,0xfc,0xfd",
    ]
    assert proc.stdout.splitlines() == lines


ORDER = """
    program = Program.from_file(KERNELS / "order.ll", threads=1, specialize=False)
    hello, quiet = program.kernel("hello"), program.kernel("quiet")
    print("python: before")
    hello(np.array([2], np.int32), global_size=(2,), local_size=(2,))
    print("python: between")
    quiet(np.zeros(4, np.int32), global_size=(4,))
    hello(np.array([1], np.int32), global_size=(1,))
    print("python: after")
    print(hello.info.prints, quiet.info.prints, program.from_cache, file=sys.stderr)
"""
ORDERED = (
    "python: before\n"
    "work-item 0 of 2: 0,0\n"
    "work-item 1 of 2: 1,-1\n"
    "python: between\n"
    "work-item 0 of 1: 0,0\n"
    "python: after\n"
)


def test_kernel_output_comes_in_program_order(tmp_path: Path) -> None:
    """Python's prints and the kernels' interleave as the program ran, compiled and from the cache
    (where the flag saying which kernels print comes from the entry's JSON)."""
    env = {"NCPU_OPT_CACHE_DIR": str(tmp_path / "cache")}
    for from_cache in ("False", "True"):
        proc = run_child(ORDER, env)
        assert proc.stdout == ORDERED
        assert proc.stderr.split() == ["True", "False", from_cache]


@pytest.mark.unchecked_only  # checked builds are not vectorised
def test_vectorised_kernel_prints_each_work_item_in_order() -> None:
    """The vectoriser runs the (scalar) host printf once per lane, lanes in work-item order."""
    proc = run_child("""
        program = Program.from_file(KERNELS / "order.ll", threads=1, vectorize="always", vector_width=4)
        hello = program.kernel("hello")
        hello(np.array([8], np.int32), global_size=(8,), local_size=(8,))
        print(hello.info.vectorization, file=sys.stderr)
    """)
    assert proc.stderr.startswith("vectorized, 4 work-items"), proc.stderr
    assert proc.stdout.splitlines() == [f"work-item {n} of 8: {n},{-n}" for n in range(8)]


def test_object_file_prints_from_a_c_host(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    """``ncpu-opt --filetype=obj``: the object calls the C library's printf, linked into a C program."""
    compiler = [cc] if (cc := shutil.which("cc")) else [sys.executable, "-m", "ziglang", "cc"]
    if not shutil.which("cc") and importlib.util.find_spec("ziglang") is None:
        pytest.skip("no C compiler (cc, or the ziglang package)")
    obj, exe = tmp_path / "order.o", tmp_path / "host"
    assert main(["-passes=native-cpu", "--filetype=obj", str(KERNELS / "order.ll"), "-o", str(obj)]) == 0, capfd.readouterr().err
    host = tmp_path / "host.c"
    host.write_text(textwrap.dedent("""\
        #include <stdio.h>
        #include <ncpu_opt/kernel_abi.h>
        NCPU_DECLARE_DRIVER(hello, hello);
        int main(void) {
          int n = 3;
          struct { const int *n; } NCPU_PACKED_ARGS args = {&n};
          size_t global = 3, local = 3;
          ncpu_wg_info wg;
          size_t groups = ncpu_wg_info_init(&wg, 1, &global, &local, NULL);
          printf("host: before\\n");
          hello(&args, &wg, 0, groups);
          printf("host: after\\n");
          return 0;
        }
    """))
    include = f"-I{include_dir()}"
    subprocess.run([*compiler, include, str(host), str(obj), "-o", str(exe), "-lm"], check=True, timeout=600)
    out = subprocess.run([str(exe)], stdout=subprocess.PIPE, text=True, check=True, timeout=60).stdout
    assert out == "host: before\n" + "".join(f"work-item {n} of 3: {n},{-n}\n" for n in range(3)) + "host: after\n"


@pytest.mark.parametrize(
    ("kernel", "message"),
    [
        ("nonconstant_format", "kernel @dynamic_format: printf(%format): the format is not a compile-time constant string"),
        (
            "mismatched_vector",
            "kernel @mismatched: printf(\"unsigned short value = (%#v2hx)\\0A\", ...): '%#v2hx' prints a (u)short2 "
            "(<2 x i16>), but the argument is <2 x i32>",
        ),
    ],
)
def test_invalid_printf_calls_do_not_compile(kernel: str, message: str) -> None:
    from ncpu_opt.runtime import CompileError, Program

    with pytest.raises(CompileError) as error:
        Program.from_file(KERNELS / f"{kernel}.ll", cache=False)
    assert f"replace-printf: {message}" in str(error.value)
