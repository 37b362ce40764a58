"""OpenCL C source through the runtime: languages, build options, diagnostics, the build log, the cache."""

from __future__ import annotations

import pickle
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.runtime import CompileError, Program
from ncpu_opt.runtime.compiler import UndefinedFunctions
from ncpu_opt.runtime.errors import ArgumentTypeError, ArgumentValueError
from runtime_support import CACHE_DIR, OWN_KERNELS, ROOT, needs_clang

from ncpu_opt.opencl_c import compile_opencl_c

pytestmark = needs_clang

AXPY = """
__kernel void axpy(float a, __global const float *x, __global float *y) {
    size_t i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}
"""
INCLUDES = OWN_KERNELS / "opencl_c" / "include"


def test_source_is_told_from_ir_by_its_content() -> None:
    program = Program.from_source(AXPY, threads=2)
    assert program.language == "cl"
    x, y = np.arange(64, dtype=np.float32), np.ones(64, dtype=np.float32)
    program.kernel("axpy")(np.float32(2), x, y, global_size=(64,))
    np.testing.assert_array_equal(y, 2 * np.arange(64, dtype=np.float32) + 1)
    assert [p.name for p in program.kernel("axpy").info.user_params] == ["a", "x", "y"]
    ir = Program.from_file(ROOT / "examples" / "saxpy.ll")
    assert ir.language == "ir"


def test_from_file_goes_by_suffix_and_language_overrides(tmp_path: Path) -> None:
    source = tmp_path / "k.cl"
    source.write_text(AXPY)
    assert Program.from_file(source).language == "cl"
    odd = tmp_path / "k.txt"
    odd.write_text(AXPY)
    assert Program.from_file(odd).language == "cl"
    with pytest.raises(CompileError):
        Program.from_file(source, language="ir")  # OpenCL C read as IR does not parse
    with pytest.raises(ArgumentValueError, match="language must be 'cl' .*not 'c'"):
        Program.from_source(AXPY, language="c")


def test_build_options_define_and_include() -> None:
    source = '#include "scale.h"\n__kernel void k(__global int *x) { x[get_global_id(0)] = SCALE(N); }\n'
    program = Program.from_source(source, build_options=f"-D N=7 -DFACTOR=3 -I {INCLUDES} -cl-std=CL1.2", cache=False)
    out = np.zeros(8, dtype=np.int32)
    program.kernel("k")(out, global_size=(8,))
    np.testing.assert_array_equal(out, 21)
    listed = Program.from_source(source, build_options=["-D", "N=2", "-D", "FACTOR=5", "-I", str(INCLUDES)], cache=False)
    listed.kernel("k")(out, global_size=(8,))
    np.testing.assert_array_equal(out, 10)


def test_an_include_beside_the_file_is_found(tmp_path: Path) -> None:
    (tmp_path / "scale.h").write_text("#define SCALE(x) ((x) + 100)\n")
    (tmp_path / "k.cl").write_text('#include "scale.h"\n__kernel void k(__global int *x) { x[0] = SCALE(1); }\n')
    out = np.zeros(1, dtype=np.int32)
    Program.from_file(tmp_path / "k.cl", cache=False).kernel("k")(out, global_size=(1,))
    assert out[0] == 101


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ("-bogus", "build_options: unknown build option '-bogus'"),
        ("-cl-std=CL9.0", "build_options: build option '-cl-std=CL9.0': the OpenCL C version must be one of"),
        ("-D", "build_options: build option '-D' needs a value"),
        ("-D 3x=1", "build_options: build option '-D 3x=1': '3x' is not a macro name"),
        ("-D 'unterminated", "build_options: cannot split build options"),
    ],
)
def test_a_bad_build_option_is_named(options: str, message: str) -> None:
    with pytest.raises(ArgumentValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Program.from_source(AXPY, build_options=options)


def test_build_options_are_for_opencl_c_only() -> None:
    with pytest.raises(ArgumentValueError, match="build_options apply to OpenCL C source, not to LLVM IR"):
        Program.from_file(ROOT / "examples" / "saxpy.ll", build_options="-D N=1")
    with pytest.raises(ArgumentTypeError, match="build_options must be a str or a list of str, not int"):
        Program.from_source(AXPY, build_options=3)  # type: ignore[arg-type]


def test_errors_keep_clangs_location_message_and_caret() -> None:
    source = "__kernel void f(__global int *x) {\n    x[0] = y;\n}\n"
    with pytest.raises(CompileError) as caught:
        Program.from_source(source, cache=False)
    text = str(caught.value)
    assert "<source>:2:12: error: use of undeclared identifier 'y'" in text
    assert "x[0] = y;" in text and "^" in text
    assert caught.value.build_log == text


def test_a_syntax_error_is_the_documented_compile_error(tmp_path: Path) -> None:
    # Not a private subclass: tracebacks name the class users catch, exported from ncpu_opt.runtime.
    import ncpu_opt.runtime

    source = tmp_path / "broken.cl"
    source.write_text("__kernel void f(__global int *x) { x[0] = 1 }\n")
    with pytest.raises(CompileError) as caught:
        Program.from_file(source, cache=False)
    assert type(caught.value) is CompileError and "CompileError" in ncpu_opt.runtime.__all__
    assert caught.value.build_log == str(caught.value)
    # IR that does not parse is a CompileError too, without a clang log.
    with pytest.raises(CompileError) as caught:
        Program.from_source("define void @f( {", cache=False)
    assert caught.value.build_log == ""


UNDEFINED = "float helper(float);\n__kernel void k(__global float *x) { x[0] = helper(x[0]); }\n"


def test_a_function_declared_and_never_defined_is_named_with_its_declaration(tmp_path: Path) -> None:
    # The message blamed a builtin library "not linked yet"; helper is the program's own.
    source = tmp_path / "k.cl"
    source.write_text(UNDEFINED)
    with pytest.raises(CompileError) as caught:
        Program.from_file(source, cache=False)
    assert type(caught.value) is CompileError
    assert str(caught.value) == (
        f"{source}: the kernels call a function the program declares but never defines: "
        f"'helper' (declared at {source}:1:7)"
    )
    with pytest.raises(CompileError, match=r"^<source>: .* 'helper' \(declared at <source>:1:7\)$"):
        Program.from_source(UNDEFINED, cache=False)


def test_declarations_through_macros_headers_and_overloads(tmp_path: Path) -> None:
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "h.h").write_text("float from_header(float);\n")
    source = tmp_path / "k.cl"
    source.write_text(
        '#include "inc/h.h"\n'
        "#define DECLARE(name) float name(float)\n"
        "DECLARE(by_macro);\n"
        "__attribute__((overloadable)) int twice(int);\n"
        "__kernel void k(__global float *x, __global int *y) {\n"
        "  x[0] = by_macro(x[0]) + from_header(1.0f);\n"
        "  y[0] = twice(y[0]);\n"
        "}\n"
    )
    with pytest.raises(CompileError) as caught:
        Program.from_file(source, cache=False, compile="eager")
    text = str(caught.value)
    assert text.startswith(f"{source}: the kernels call functions the program declares but never defines: ")
    assert f"'by_macro' (declared at {source}:3:1)" in text
    assert f"'from_header' (declared at {tmp_path / 'inc' / 'h.h'}:1:7)" in text
    assert f"'twice' (_Z5twicei, declared at {source}:4:35)" in text


def test_ir_with_debug_info_names_the_declaration(tmp_path: Path) -> None:
    # IR has no source to ask: a declaration clang gave debug info (-g) says where it was.
    source = tmp_path / "k.cl"
    source.write_text(UNDEFINED)
    ir = tmp_path / "k.ll"
    ir.write_text(compile_opencl_c(UNDEFINED.encode(), str(source), "-g", path=source).ir)
    with pytest.raises(CompileError) as caught:
        Program.from_file(ir, cache=False)
    assert str(caught.value) == (
        f"{ir}: the kernels call a function the program declares but never defines: 'helper' (declared at {source}:1)"
    )


def test_undefined_builtins_are_told_from_the_programs_own_functions() -> None:
    # An OpenCL C builtin the pipeline does not define is not in the source: clang declared it.
    error = UndefinedFunctions("k.cl", ["helper", "_Z9rare_mathf"])
    located = error.located({"helper": "k.cl:1:7", "_Z9rare_mathf": None})
    assert str(located) == (
        "k.cl: the kernels call a function the program declares but never defines: 'helper' (declared at k.cl:1:7); "
        "the kernels call an OpenCL C builtin the pipeline does not define yet: 'rare_math' (_Z9rare_mathf)"
    )
    # Errors of worker processes come back pickled, with what they say.
    assert str(pickle.loads(pickle.dumps(located))) == str(located)


def test_errors_name_the_file(tmp_path: Path) -> None:
    source = tmp_path / "broken.cl"
    source.write_text("__kernel void f(__global int *x) { x[0] = 1 }\n")
    with pytest.raises(CompileError, match=r"broken\.cl:1:44: error: expected ';' after expression"):
        Program.from_file(source, cache=False)


def test_warnings_build_and_are_in_the_build_log() -> None:
    source = '#warning "check the sizes"\n' + AXPY
    program = Program.from_source(source, cache=False)
    assert "<source>:1:2: warning: \"check the sizes\"" in program.build_log
    assert Program.from_source(AXPY, cache=False).build_log == ""


@pytest.mark.parametrize(
    ("source", "feature", "std"),
    [
        ("__kernel void k(read_only image2d_t im, __global float *o) { o[0] = 0; }", "images", "CL1.2"),
        ("__kernel void k(sampler_t s, __global float *o) { o[0] = 0; }", "samplers", "CL1.2"),
        ("__kernel void k(read_only pipe int p, __global int *o) { read_pipe(p, o); }", "pipes", "CL2.0"),
        (
            "__kernel void k(__global int *o) {\n"
            "    enqueue_kernel(get_default_queue(), CLK_ENQUEUE_FLAGS_NO_WAIT, ndrange_1D(4), ^{ o[0] = 1; });\n}",
            "device-side enqueue",
            "CL2.0",
        ),
    ],
)
def test_what_the_pipeline_cannot_run_is_refused_at_build_time(source: str, feature: str, std: str) -> None:
    with pytest.raises(CompileError, match=f"not supported yet: OpenCL C {feature}, used by 'k' in <source>"):
        Program.from_source(source, build_options=f"-cl-std={std}", cache=False)


def test_opencl_c_3_0_has_no_image_feature() -> None:
    with pytest.raises(CompileError, match="requires __opencl_c_images support"):
        Program.from_source("__kernel void k(read_only image2d_t im) {}", cache=False)


LOAD_IN_CHILD = """
import sys
from unittest import mock
import ncpu_opt.opencl_c.compiler as compiler
from ncpu_opt.runtime import Program
with mock.patch.object(compiler.subprocess, "Popen", side_effect=AssertionError("clang ran")):
    program = Program.from_file(sys.argv[1], build_options="-D FACTOR=2 -I " + sys.argv[2])
print(program.from_cache, repr(program.build_log))
"""


def test_a_second_process_loads_from_the_cache_without_clang(tmp_path: Path) -> None:
    source = tmp_path / "k.cl"
    source.write_text('#warning "kept"\n#include "scale.h"\n__kernel void k(__global int *x) { x[0] = SCALE(4); }\n')
    header = tmp_path / "inc" / "scale.h"
    header.parent.mkdir()
    header.write_text("#define SCALE(x) ((x) * FACTOR)\n")
    options = f"-D FACTOR=2 -I {header.parent}"
    first = Program.from_file(source, build_options=options)
    assert not first.from_cache and "kept" in first.build_log
    env = {"NCPU_OPT_CACHE_DIR": CACHE_DIR, "PATH": ""}
    child = subprocess.run(
        [sys.executable, "-c", LOAD_IN_CHILD, str(source), str(header.parent)],
        capture_output=True, text=True, env=env, check=False,
    )
    assert child.returncode == 0, child.stderr
    assert child.stdout.startswith("True '") and "kept" in child.stdout
    # A changed header is a miss: the program is built again, with the new header.
    header.write_text("#define SCALE(x) ((x) * FACTOR + 1)\n")
    again = Program.from_file(source, build_options=options)
    assert not again.from_cache
    out = np.zeros(1, dtype=np.int32)
    again.kernel("k")(out, global_size=(1,))
    assert out[0] == 9


def test_options_and_source_are_part_of_the_key() -> None:
    Program.from_source(AXPY, build_options="-D A=1")
    assert Program.from_source(AXPY, build_options="-D A=1").from_cache
    assert not Program.from_source(AXPY, build_options="-D A=2").from_cache
    assert not Program.from_source(AXPY + "\n", build_options="-D A=1").from_cache
