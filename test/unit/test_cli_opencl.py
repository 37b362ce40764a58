"""OpenCL C on the command line: -x cl, .cl files, --cl-options, -D and -I, clang's diagnostics."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
from ncpu_opt.runtime import Program
from runtime_support import OWN_KERNELS, needs_clang

pytestmark = needs_clang
NCPU_OPT = [sys.executable, "-m", "ncpu_opt.cli"]
SCALE = """
__kernel void scale(__global float *x, float by) {
    x[get_global_id(0)] *= by * FACTOR;
}
"""


def ncpu_opt(*args: str, stdin: str | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*NCPU_OPT, *args], input=stdin, capture_output=True, text=True, cwd=cwd, check=False)


def test_a_cl_file_runs_through_native_cpu_and_the_result_runs(tmp_path: Path) -> None:
    (tmp_path / "k.cl").write_text(SCALE)
    done = ncpu_opt("-passes=native-cpu", "-S", "-D", "FACTOR=2", "k.cl", "-o", "k.ll", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "k.ll").read_text()
    assert "@scale.mux-work-group-driver" in text
    # The IR the front end made (no passes) runs, with the result numpy gives.
    done = ncpu_opt("-S", "-D", "FACTOR=2", "k.cl", "-o", "front.ll", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    x = np.arange(32, dtype=np.float32)
    Program.from_file(tmp_path / "front.ll").kernel("scale")(x, np.float32(3), global_size=(32,))
    np.testing.assert_array_equal(x, np.arange(32, dtype=np.float32) * 6)


def test_x_cl_reads_opencl_c_from_stdin_and_cl_options_are_applied() -> None:
    done = ncpu_opt("-x", "cl", "--cl-options=-DFACTOR=4 -cl-std=CL1.2", "-passes=verify", "-S", stdin=SCALE)
    assert done.returncode == 0, done.stderr
    assert "spir_kernel void @scale(" in done.stdout
    assert 'source_filename = "<stdin>"' in done.stdout or "@scale" in done.stdout


def test_an_object_file_from_opencl_c(tmp_path: Path) -> None:
    (tmp_path / "k.cl").write_text(SCALE)
    done = ncpu_opt("-passes=native-cpu", "--filetype=obj", "-DFACTOR=1", str(tmp_path / "k.cl"), "-o", str(tmp_path / "k.o"))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "k.o").read_bytes()[:4] == b"\x7fELF"


def test_includes_through_dash_i(tmp_path: Path) -> None:
    source = tmp_path / "k.cl"
    source.write_text('#include "scale.h"\n__kernel void k(__global int *x) { x[0] = SCALE(3); }\n')
    done = ncpu_opt("-passes=verify", "-S", "-I", str(OWN_KERNELS / "opencl_c" / "include"), "-DFACTOR=5", str(source))
    assert done.returncode == 0, done.stderr
    assert "store i32 15" in done.stdout


def test_clang_errors_are_ncpu_opt_errors_with_the_caret_and_no_output(tmp_path: Path) -> None:
    source = tmp_path / "bad.cl"
    source.write_text("__kernel void f(__global int *x) {\n  x[0] = y;\n}\n")
    out = tmp_path / "out.ll"
    done = ncpu_opt("-passes=native-cpu", "-S", str(source), "-o", str(out))
    assert done.returncode == 1
    lines = done.stderr.splitlines()
    assert lines[0] == f"ncpu-opt: error: {source}:2:10: use of undeclared identifier 'y'"
    assert "x[0] = y;" in lines[1] and lines[2].rstrip().endswith("^")
    assert "Traceback" not in done.stderr
    assert not out.exists()


def test_warnings_are_shown_and_the_build_goes_on(tmp_path: Path) -> None:
    source = tmp_path / "w.cl"
    source.write_text('#warning "hello"\n__kernel void f(__global int *x) { x[0] = 1; }\n')
    done = ncpu_opt("-passes=verify", "-S", str(source))
    assert done.returncode == 0
    assert f'{source}:1:2: warning: "hello"' in done.stderr
    assert "spir_kernel void @f(" in done.stdout


def test_a_bad_cl_option_is_named() -> None:
    done = ncpu_opt("-x", "cl", "--cl-options=-cl-wrong", "-passes=verify", "-S", stdin=SCALE)
    assert done.returncode == 1
    assert done.stderr.strip() == "ncpu-opt: error: unknown build option '-cl-wrong'"


def test_cl_options_on_ir_input_are_an_error(tmp_path: Path) -> None:
    done = ncpu_opt("-DFACTOR=1", "-passes=verify", "-S", stdin="define void @f() {\n  ret void\n}\n")
    assert done.returncode == 1
    assert "apply to OpenCL C input" in done.stderr


def test_refused_features_name_the_feature_and_kernel(tmp_path: Path) -> None:
    source = tmp_path / "img.cl"
    source.write_text("__kernel void blur(read_only image2d_t im, __global float *o) { o[0] = 0; }\n")
    done = ncpu_opt("--cl-options=-cl-std=CL1.2", "-passes=native-cpu", "-S", str(source))
    assert done.returncode == 1
    assert done.stderr.strip() == f"ncpu-opt: error: not supported yet: OpenCL C images, used by 'blur' in {source}"
