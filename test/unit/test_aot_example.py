"""examples/aot: kernels compiled ahead of time by ncpu-opt, called from C through <ncpu_opt/kernel_abi.h>."""

from __future__ import annotations

import importlib.util
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from ncpu_opt.runtime.ndrange import make_ndrange
from runtime_support import needs_clang

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "aot"
NCPU_OPT = [sys.executable, "-m", "ncpu_opt.cli"]


def c_compiler() -> list[str] | None:
    """The C compiler the example's Makefile picks: ``cc``, else the ziglang wheel's clang."""
    if shutil.which("cc"):
        return ["cc"]
    if importlib.util.find_spec("ziglang") is not None:
        return [sys.executable, "-m", "ziglang", "cc"]
    return None


needs_make_and_cc = pytest.mark.skipif(
    shutil.which("make") is None or c_compiler() is None, reason="needs make and a C compiler"
)


def include_dir(*flag: str) -> Path:
    done = subprocess.run([*NCPU_OPT, *flag], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    return Path(done.stdout.strip())


def test_include_dir_prints_the_folder_of_the_kernel_abi_header() -> None:
    folder = include_dir("--include-dir")
    assert folder.is_absolute()
    assert (folder / "ncpu_opt" / "kernel_abi.h").is_file()
    # opt's one-dash spelling, as every long option.
    assert include_dir("-include-dir") == folder


@needs_make_and_cc
def test_the_headers_work_group_info_is_the_runtimes(tmp_path: Path) -> None:
    """ncpu_wg_info_init() fills the same bytes as the runtime's template for the NDRange."""
    compiler = c_compiler()
    assert compiler is not None
    (tmp_path / "info.c").write_text(
        """
        #include <ncpu_opt/kernel_abi.h>
        #include <stdio.h>
        #include <string.h>
        int main(void) {
            const size_t global[2] = {10, 7}, local[2] = {4, 3}, offset[2] = {1, 2};
            ncpu_wg_info info;
            memset(&info, 0, sizeof info);
            size_t groups = ncpu_wg_info_init(&info, 2, global, local, offset);
            printf("%zu\\n", groups);
            for (size_t i = 0; i < sizeof info; i++) printf("%02x", ((unsigned char *)&info)[i]);
            printf("\\n");
            size_t too_big[1] = {NCPU_MAX_WORK_GROUP_SIZE + 1};
            return ncpu_wg_info_init(&info, 1, too_big, too_big, NULL) != 0;
        }
        """
    )
    build = [*compiler, f"-I{include_dir('--include-dir')}", "info.c", "-o", "info"]
    done = subprocess.run(build, cwd=tmp_path, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    done = subprocess.run([str(tmp_path / "info")], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stdout
    groups, raw = done.stdout.split()
    ndrange = make_ndrange((10, 7), (4, 3), (1, 2))
    assert int(groups) == ndrange.total_groups == 3 * 3
    assert bytes.fromhex(raw) == bytes(ndrange.template())


@needs_clang
@needs_make_and_cc
def test_the_aot_example_builds_with_make_and_matches_the_c_loops(tmp_path: Path) -> None:
    copy = tmp_path / "aot"
    shutil.copytree(EXAMPLE, copy, ignore=shutil.ignore_patterns("*.o", "aot_demo"))
    # make runs these through the shell: quoted.
    variables = [f"NCPU_OPT={shlex.join(NCPU_OPT)}", f"PYTHON={shlex.quote(sys.executable)}"]
    make = ["make", "-j2", "-C", str(copy), "check", *variables]
    done = subprocess.run(make, capture_output=True, text=True, check=False, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert "OK" in lines
    assert not any("FAIL" in line for line in lines)
    passed = {line.split(":")[0] for line in lines if line.endswith(": OK")}
    assert passed >= {"saxpy", "reduce_sum", "transpose"}, done.stdout


@needs_clang
@needs_make_and_cc
def test_objects_whose_helpers_share_a_name_link_into_one_program(tmp_path: Path) -> None:
    """Only drivers and kernel wrappers are global (internalize-helpers): helpers never clash."""
    compiler = c_compiler()
    assert compiler is not None
    for name, body in (("add_one", "x + 1"), ("double_it", "x * 2")):
        (tmp_path / f"{name}.cl").write_text(
            f"int helper(int x) {{ return {body}; }}\n"
            f"__kernel void {name}(__global int *v) {{ v[get_global_id(0)] = helper(v[get_global_id(0)]); }}\n"
        )
        done = subprocess.run(
            [*NCPU_OPT, "-passes=native-cpu", "--filetype=obj", f"{name}.cl", "-o", f"{name}.o"],
            cwd=tmp_path, capture_output=True, text=True, check=False,
        )
        assert done.returncode == 0, done.stderr
    (tmp_path / "main.c").write_text(
        """
        #include <ncpu_opt/kernel_abi.h>
        #include <stdio.h>
        NCPU_DECLARE_DRIVER(add_one, add_one);
        NCPU_DECLARE_DRIVER(double_it, double_it);
        int main(void) {
            int v[8] = {0, 1, 2, 3, 4, 5, 6, 7};
            struct { int *v; } NCPU_PACKED_ARGS args = {v};
            size_t global = 8, local = 4;
            ncpu_wg_info info;
            size_t groups = ncpu_wg_info_init(&info, 1, &global, &local, NULL);
            add_one(&args, &info, 0, groups);
            double_it(&args, &info, 0, groups);
            for (int i = 0; i < 8; i++)
                if (v[i] != 2 * (i + 1)) { printf("v[%d] = %d\\n", i, v[i]); return 1; }
            return 0;
        }
        """
    )
    build = [*compiler, f"-I{include_dir('--include-dir')}", "main.c", "add_one.o", "double_it.o", "-o", "main", "-lm"]
    linked = subprocess.run(build, cwd=tmp_path, capture_output=True, text=True, check=False)
    assert linked.returncode == 0, linked.stderr
    ran = subprocess.run([str(tmp_path / "main")], capture_output=True, text=True, check=False)
    assert ran.returncode == 0, ran.stdout


@needs_make_and_cc
def test_a_checked_object_reports_through_the_hook(tmp_path: Path) -> None:
    """An object built native-cpu<checked>, linked into C: the host defines __ncpu_check_state
    (kernel_abi.h's ncpu_check_state) and reads the finding; the bad read is not made."""
    compiler = c_compiler()
    assert compiler is not None
    (tmp_path / "gather.cl").write_text(
        "__kernel void gather(__global float *out, __global const float *in, __global const int *index) {\n"
        "    int i = get_global_id(0);\n    out[i] = in[index[i]];\n}\n"
    )
    obj = tmp_path / "gather.o"
    done = subprocess.run([*NCPU_OPT, "-passes=native-cpu<checked>", "--filetype=obj", str(tmp_path / "gather.cl"),
                           "-o", str(obj)], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    (tmp_path / "host.c").write_text(
        """
        #include <ncpu_opt/kernel_abi.h>
        #include <stdio.h>
        #include <stdlib.h>
        NCPU_DECLARE_DRIVER(gather_driver, gather);
        ncpu_check_state *__ncpu_check_state;
        struct NCPU_PACKED_ARGS args { float *out; const float *in; const int *index; };
        int main(void) {
            float out[4] = {0}, in[4] = {10, 20, 30, 40};
            int index[4] = {3, 2, 9, 0};
            ncpu_check_state *state = calloc(1, sizeof *state + 4 * sizeof(ncpu_check_record));
            state->capacity = 4;
            state->limits[0] = sizeof out; state->flags[0] = NCPU_CHECK_WRITABLE;
            state->limits[1] = sizeof in; state->limits[2] = sizeof index;
            __ncpu_check_state = state;
            struct args a = {out, in, index};
            const size_t global = 4, local = 4, offset = 0;
            ncpu_wg_info info;
            ncpu_wg_info_init(&info, 1, &global, &local, &offset);
            gather_driver(&a, &info, 0, 1);
            ncpu_check_record *r = &state->records[0];
            printf("%d %d %d %lld %lld %g %g\\n", state->count, r->kind, r->argument, (long long)r->offset,
                   (long long)r->local_id[0], out[2], out[0]);
            return 0;
        }
        """
    )
    exe = tmp_path / "host"
    built = subprocess.run([*compiler, "-O1", f"-I{include_dir('--include-dir')}", str(tmp_path / "host.c"), str(obj),
                            "-lm", "-o", str(exe)], capture_output=True, text=True, check=False)
    assert built.returncode == 0, built.stderr
    ran = subprocess.run([str(exe)], capture_output=True, text=True, check=False, timeout=60)
    assert ran.returncode == 0, ran.stderr
    # One finding: an out-of-bounds read of in[9] (byte 36) by work-item 2, which read 0.
    assert ran.stdout.split() == ["1", "1", "1", "36", "2", "0", "40"]
