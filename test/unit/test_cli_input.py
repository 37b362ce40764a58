"""Reading modules as LLVM reads them: NULs, bytes that are not UTF-8, deep nesting, malformed bitcode.

The command line and the runtime share the reading (``backend.read_bytes``), so
each behaviour is checked through both; the lit tests in ``test/lit/cli``
(``nul-byte``, ``not-utf8``, ``deep-nesting``) show the command line's messages.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import numpy as np
import pytest
from ncpu_opt.runtime import CompileError, Program
from runtime_support import ROOT, RUNTIME_KERNELS

from ncpu_opt.cli import main
from ncpu_opt.codegen import backend
from ncpu_opt.errors import NcpuError, ParseError, SourceError
from ncpu_opt.ir import parse_module, print_module
from ncpu_opt.ir.source_text import MAX_NESTING, check_nesting, llvm_source_text, printed_text
from ncpu_opt.pipeline.grammar import PipelineError, parse_pipeline_text

T = TypeVar("T")

NDRANGE = RUNTIME_KERNELS / "ll" / "ndrange.ll"
HEAD = (
    'target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"\n'
    'target triple = "spir64-unknown-unknown"\n'
    "@x = addrspace(1) global [200 x i8] zeroinitializer\n"
)
KERNEL = """
define spir_kernel void @k(ptr addrspace(1) %out) !kernel_arg_addr_space !0 !kernel_arg_access_qual !1 !kernel_arg_type !2 !kernel_arg_base_type !2 !kernel_arg_type_qual !3 {{
entry:
{body}  ret void
}}
!0 = !{{i32 1}}
!1 = !{{!"none"}}
!2 = !{{!"int*"}}
!3 = !{{!""}}
"""


def max_depth(text: str) -> int:
    """The deepest bracket nesting of *text* (whose strings and comments hold no brackets)."""
    depth = deepest = 0
    for ch in text:
        if ch in "([{<":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in ")]}>":
            depth -= 1
    return deepest


def nested_type(levels: int) -> str:
    text = "i32"
    for _ in range(levels):
        text = "{ " + text + " }"
    return text


def nested_struct_constant(levels: int) -> str:
    """A constant of :func:`nested_type` holding 7: ``{ { i32 } { i32 7 } }``..."""
    text = "i32 7"
    for level in range(levels):
        text = f"{nested_type(level + 1)} {{ {text} }}"
    return text


def nested_gep(levels: int) -> str:
    """``@x`` plus *levels*, one constant ``getelementptr`` in the other."""
    text = "ptr addrspace(1) @x"
    for _ in range(levels):
        text = f"ptr addrspace(1) getelementptr (i8, {text}, i64 1)"
    return text


def kernel_with(body: str = "", globals_: str = "") -> str:
    return HEAD + globals_ + KERNEL.format(body=body)


#: Kernels nested exactly as deep as allowed, and what each writes to out[0]: a type (the
#: function body's brace is one level), a constant expression (``addrspace(1)`` is another),
#: a global's initializer.
AT_THE_LIMIT = {
    "type": (
        kernel_with(
            f"  %v = alloca {nested_type(MAX_NESTING - 1)}, align 4\n"
            "  store i32 7, ptr %v, align 4\n"
            "  %r = load i32, ptr %v, align 4\n"
            "  store i32 %r, ptr addrspace(1) %out, align 4\n"
        ),
        7,
    ),
    "constant expression": (
        kernel_with(
            f"  %c = ptrtoint {nested_gep(MAX_NESTING - 2)} to i64\n"
            "  %b = ptrtoint ptr addrspace(1) @x to i64\n"
            "  %d = sub i64 %c, %b\n"
            "  %t = trunc i64 %d to i32\n"
            "  store i32 %t, ptr addrspace(1) %out, align 4\n"
        ),
        MAX_NESTING - 2,
    ),
    "initializer": (
        kernel_with(
            "  %r = load i32, ptr addrspace(1) @g, align 4\n  store i32 %r, ptr addrspace(1) %out, align 4\n",
            f"@g = addrspace(1) global {nested_struct_constant(MAX_NESTING)}\n",
        ),
        7,
    ),
}


def with_frames(frames: int, call: Callable[[], T]) -> T:
    """*call* from *frames* Python frames deeper: what our walks need must leave room for callers."""
    return call() if frames == 0 else with_frames(frames - 1, call)


# --------------------------------------------------------------------------
# NULs and bytes that are not UTF-8
# --------------------------------------------------------------------------


def test_a_nul_is_whitespace_not_the_end_of_the_module() -> None:
    text = llvm_source_text(
        b'@a = global i32 1\n\0\n@b = global i32 2 ; \0 comment\n@s = constant [3 x i8] c"x\0y"\n'
    )
    assert (
        text
        == '@a = global i32 1\n \n@b = global i32 2 ;   comment\n@s = constant [3 x i8] c"x\\00y"\n'
    )
    canonical = backend.read_bytes(text.encode(), "nul.ll")
    assert "@b = global i32 2" in canonical and 'c"x\\00y"' in canonical


def test_a_program_with_nuls_has_every_kernel() -> None:
    source = NDRANGE.read_bytes()
    expected = Program.from_source(source).kernel_names
    # A NUL between every two definitions: llvmlite's C string ended at the first.
    program = Program.from_source(source.replace(b"\ndefine ", b"\n\0define "))
    assert program.kernel_names == expected and len(expected) > 1


@pytest.mark.parametrize(
    ("data", "text"),
    [
        (b"; caf\xe9\n@a = global i32 1\n", "; caf\ufffd\n@a = global i32 1\n"),
        (b'@s = constant [4 x i8] c"caf\xe9"\n', '@s = constant [4 x i8] c"caf\\E9"\n'),
        (b'@"n\xe9" = global i32 0\n', '@"n\\E9" = global i32 0\n'),
        # LLVM unescapes \\ and \XX only: a backslash before the raw byte stays one.
        (b'@"\\\xe9\\\\\\41" = global i32 0\n', '@"\\5C\\E9\\5CA" = global i32 0\n'),
        # Valid UTF-8 beside the bad byte is escaped too: the same bytes for LLVM.
        (b'!0 = !{!"\xc3\xa9\xff"}\n', '!0 = !{!"\\C3\\A9\\FF"}\n'),
        # Outside strings and comments a bad byte stays where it is, for LLVM to refuse there.
        (b"@a = global i32 \xff\n", "@a = global i32 \ufffd\n"),
    ],
)
def test_bytes_that_are_not_utf8_are_read_as_llvm_reads_them(data: bytes, text: str) -> None:
    assert llvm_source_text(data) == text


def test_latin1_in_a_comment_and_a_string_reads_in_the_cli_and_the_runtime(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    source = (
        NDRANGE.read_bytes().replace(b"\ndefine ", b"\n; caf\xe9\ndefine ", 1)
        + b'@s = constant [1 x i8] c"\xe9"\n'
    )
    path = tmp_path / "latin1.ll"
    path.write_bytes(source)
    assert main(["-S", str(path)]) == 0
    assert '@s = constant [1 x i8] c"\\E9"' in capfd.readouterr().out
    assert "ids" in Program.from_source(source).kernel_names


def test_bytes_llvm_prints_unescaped_reach_our_ir_escaped() -> None:
    # LLVM prints a string attribute's key as it is: str(module) failed on it (UnicodeDecodeError).
    text = backend.read_bytes(
        b'define void @f() #0 {\n  ret void\n}\nattributes #0 = { "k\\E9"="v" }\n', "k.ll"
    )
    assert 'attributes #0 = { "k\\E9"="v" }' in text
    assert 'attributes #0 = { "k\\E9"="v" }' in print_module(parse_module(text, "k.ll"))
    assert printed_text(b'x = { "k\xe9\xc3\xa9" } ; \xe9\n') == 'x = { "k\\E9\\C3\\A9" } ; \ufffd\n'


def test_assembly_of_a_name_that_is_not_utf8(tmp_path: Path) -> None:
    path = tmp_path / "name.ll"
    path.write_bytes(b'define void @"caf\\E9"() {\n  ret void\n}\n')
    out = tmp_path / "name.s"
    assert main(["--filetype=asm", str(path), "-o", str(out)]) == 0
    assert b'"caf\xe9":' in out.read_bytes()


# --------------------------------------------------------------------------
# Nesting
# --------------------------------------------------------------------------


@pytest.mark.parametrize("kind", AT_THE_LIMIT)
def test_the_nesting_limit_compiles_through_native_cpu(kind: str, tmp_path: Path) -> None:
    text, _ = AT_THE_LIMIT[kind]
    assert max_depth(text) == MAX_NESTING
    path = tmp_path / "deep.ll"
    path.write_text(text)
    argv = ["-passes=native-cpu", "--filetype=obj", str(path), "-o", str(tmp_path / "deep.o")]
    # With 100 frames to spare: the parser needs about 5 a level, the printer 3.
    assert with_frames(100, lambda: main(argv)) == 0
    assert (tmp_path / "deep.o").stat().st_size > 0


@pytest.mark.parametrize("kind", AT_THE_LIMIT)
def test_the_nesting_limit_runs_in_the_runtime(kind: str) -> None:
    text, expected = AT_THE_LIMIT[kind]
    out = np.zeros(1, np.int32)
    Program.from_source(text, threads=1).kernel("k")(out, global_size=1)
    assert out[0] == expected


def first_too_deep(text: str) -> tuple[int, int]:
    """Line and column of the first bracket nested deeper than the limit (no strings hold any)."""
    depth = 0
    for offset, ch in enumerate(text):
        depth += (ch in "([{<") - (ch in ")]}>")
        if depth > MAX_NESTING:
            start = text.rfind("\n", 0, offset) + 1
            return text.count("\n", 0, offset) + 1, offset - start + 1
    raise AssertionError("not too deep")


@pytest.mark.parametrize(
    "text",
    [
        kernel_with(f"  %v = alloca {nested_type(MAX_NESTING)}, align 4\n"),
        kernel_with(f"  %c = ptrtoint {nested_gep(MAX_NESTING - 1)} to i64\n"),
        f"@g = global {nested_struct_constant(MAX_NESTING + 1)}\n",
    ],
    ids=["type", "constant expression", "initializer"],
)
def test_deeper_is_an_error_at_the_first_bracket_too_deep(text: str) -> None:
    assert max_depth(text) == MAX_NESTING + 1
    line, col = first_too_deep(text)
    message = rf"deep\.ll:{line}:{col}: nesting deeper than {MAX_NESTING} brackets \(types, constants or metadata"
    with pytest.raises(SourceError, match=message) as info:
        backend.read_bytes(text.encode(), "deep.ll")
    assert info.value.source_line == text.splitlines()[line - 1]
    with pytest.raises(CompileError, match=message):
        Program(text, filename="deep.ll", language="ir")


def test_what_crashed_llvm_and_our_parser_is_an_error(tmp_path: Path) -> None:
    # A type 100 000 deep overflowed LLVM's parser (SIGSEGV), constant expressions 300 deep ours
    # (RecursionError): in a process of their own, as they ended theirs.
    cases = {
        "type.ll": "@g = global " + "{" * 100_000 + "i32" + "}" * 100_000 + " zeroinitializer\n",
        "gep.ll": "@x = global i8 0\n@g = global "
        + "ptr getelementptr (i8, " * 300
        + "ptr @x"
        + ", i64 1)" * 300
        + "\n",
    }
    for name, text in cases.items():
        (tmp_path / name).write_text(text)
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "ncpu_opt",
                "-S",
                "-passes=internalize-helpers",
                str(tmp_path / name),
            ],
            capture_output=True,
            text=True,
            check=False,
            timeout=120,
        )
        assert done.returncode == 1, done.stderr
        assert (
            f"{name}:" in done.stderr
            and f"nesting deeper than {MAX_NESTING} brackets" in done.stderr
        )
        code = f"from ncpu_opt.runtime import Program\nProgram.from_file({str(tmp_path / name)!r})"
        done = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=120
        )
        assert (
            done.returncode == 1
            and "CompileError" in done.stderr
            and "nesting deeper" in done.stderr
        )


def test_our_parser_refuses_nesting_it_would_not_survive() -> None:
    # Text LLVM made (a pass's output) reaches our parser without the reading's check.
    text = (
        "@x = global i8 0\n@g = global "
        + "ptr getelementptr (i8, " * 300
        + "ptr @x"
        + ", i64 1)" * 300
        + "\n"
    )
    with pytest.raises(
        ParseError, match=rf"^g\.ll:2:\d+: nesting deeper than {MAX_NESTING} brackets"
    ):
        parse_module(text, "g.ll")


@pytest.mark.parametrize(
    ("text", "too_deep"),
    [
        ("{" * MAX_NESTING + "}" * MAX_NESTING, False),
        ("{" * (MAX_NESTING + 1), True),
        # Brackets in strings and comments are none of LLVM's nesting (either way).
        ('c"' + "(" * 500 + '"\n; ' + "[" * 500 + "\n" + "<" * MAX_NESTING, False),
        ('c"' + ")" * 500 + '" ' + "(" * (MAX_NESTING + 1), True),
        ("; " + "}" * 500 + "\n" + "(" * (MAX_NESTING + 1), True),
        # Closers without openers (LLVM's error) do not make room for more openers.
        (")" * 500 + "(" * (MAX_NESTING + 1), True),
        # Shallow pairs beside unclosed openers: only the exact walk clears it.
        ("(())" * 3 + "(" * MAX_NESTING, False),
        # Characters outside ASCII between brackets (LLVM's error) are no brackets either.
        ("(\u00e9)" * 3 + "(" * MAX_NESTING, False),
        ("\u00e9(" * (MAX_NESTING + 1), True),
    ],
)
def test_nesting_counts_brackets_outside_strings_and_comments(text: str, too_deep: bool) -> None:
    if not too_deep:
        check_nesting(text, "t.ll")
        return
    with pytest.raises(ParseError) as info:
        check_nesting(text, "t.ll")
    # The last opener is the one too deep.
    assert (info.value.line, info.value.col) == (
        text.count("\n") + 1,
        len(text) - text.rfind("\n") - 1,
    )


def test_pipelines_nest_up_to_the_limit() -> None:
    def nested(depth: int) -> str:
        return "module(" * depth + "instcombine" + ")" * depth

    assert parse_pipeline_text(nested(MAX_NESTING))[0].name == "module"
    for depth in (MAX_NESTING + 1, 1000):
        offset = len("module(") * MAX_NESTING + len("module")
        with pytest.raises(
            PipelineError,
            match=rf"nesting deeper than {MAX_NESTING} parentheses at offset {offset}$",
        ):
            parse_pipeline_text(nested(depth))


# --------------------------------------------------------------------------
# Malformed bitcode
# --------------------------------------------------------------------------

#: Mutates the bitcode of examples/saxpy.ll one byte at a time (seeded) and reads each through
#: the command line's and the runtime's reading, until LLVM has aborted on three; prints what
#: happened.  In a process of its own: before the fix, the first abort ended it.
FUZZ = """
import json, random, sys
from ncpu_opt.codegen import backend
from ncpu_opt.errors import NcpuError
from ncpu_opt.runtime import CompileError, Program

source = open(sys.argv[1]).read()
bitcode = backend.to_bitcode(backend.canonicalize(source, "saxpy.ll"), "saxpy.ll")
rng = random.Random(28)
outcomes = {"read": 0, "refused": 0, "aborted": []}
for _ in range(300):
    at = rng.randrange(4, len(bitcode))
    data = bitcode[:at] + bytes([rng.randrange(256)]) + bitcode[at + 1:]
    try:
        backend.read_bytes(data, "m.bc")
        outcomes["read"] += 1
    except NcpuError as e:
        if "LLVM aborted reading it" not in str(e):
            outcomes["refused"] += 1
            continue
        try:
            Program.from_source(data)
        except CompileError as runtime_error:
            outcomes["aborted"].append([str(e), str(runtime_error)])
        if len(outcomes["aborted"]) == 3:
            break
print(json.dumps(outcomes))
"""


def test_bitcode_that_aborts_llvm_is_an_error() -> None:
    done = subprocess.run(
        [sys.executable, "-c", FUZZ, str(ROOT / "examples" / "saxpy.ll")],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    outcomes = json.loads(done.stdout)
    assert len(outcomes["aborted"]) == 3 and outcomes["refused"] > 0, outcomes
    for cli_error, runtime_error in outcomes["aborted"]:
        assert cli_error.startswith("m.bc: invalid bitcode: LLVM aborted reading it (assertion '")
        assert runtime_error == cli_error.replace("m.bc", "<source>")


def test_a_bitcode_reading_that_crashes_is_named() -> None:
    # The child's death by a signal, without an assertion's words (LLVM's "Allocation failed").
    from ncpu_opt.codegen.bitcode_probe import _death

    assert (
        _death(-6, b"Allocation failed\n") == "LLVM crashed reading it (SIGABRT: Allocation failed)"
    )
    assert _death(-11, b"") == "LLVM crashed reading it (SIGSEGV)"
    assert _death(2, b"Traceback...\nModuleNotFoundError: llvmlite\n") == (
        "the process reading it failed (exit status 2: ModuleNotFoundError: llvmlite)"
    )


def test_bitcode_reads_without_a_python_to_start(monkeypatch: pytest.MonkeyPatch) -> None:
    # An embedded interpreter has no sys.executable: the bitcode is read here, unguarded.
    monkeypatch.setattr(sys, "executable", "")
    text = backend.canonicalize((ROOT / "examples" / "saxpy.ll").read_text(), "saxpy.ll")
    assert backend.read_bytes(backend.to_bitcode(text, "saxpy.ll"), "saxpy.ll") == text


def test_good_bitcode_reads_as_before() -> None:
    text = backend.canonicalize((ROOT / "examples" / "saxpy.ll").read_text(), "saxpy.ll")
    bitcode = backend.to_bitcode(text, "saxpy.ll")
    assert backend.read_bytes(bitcode, "saxpy.ll") == text
    with pytest.raises(NcpuError, match=r"^m\.bc: invalid bitcode: "):
        backend.read_bytes(bitcode[:100], "m.bc")
