"""Programs, kernels and launches through the system's OpenCL loader (issue 29).

The C hosts are the programs OpenCL users write, each checking the spec's answer to every
call and misuse and ending with "<host>: <n> failed":

- ``hosts/programs.c``: builds that succeed and fail (the log, the status, the options),
  program queries, binaries written and read back (foreign and damaged bytes refused),
  ``clCompileProgram`` with embedded headers, libraries and ``clLinkProgram``, kernel and
  argument queries, and each ``clSetKernelArg`` misuse;
- ``hosts/launches.c``: each bad NDRange's error, a program of several kernels launched from
  a host loop over a buffer and a sub-buffer, NULL local sizes that divide nothing, offsets,
  ``__local`` arguments, a zero-sized launch, ``clEnqueueTask`` and events, a kernel that
  prints (its output before the host's next line), sub-groups as
  ``clGetKernelSubGroupInfo`` describes them and as the kernel sees them, more shapes of one
  kernel than it keeps plans for (enqueued without waiting), and two threads launching one
  kernel on queues of their own.
"""

from __future__ import annotations

from pathlib import Path

import c_hosts

from ncpu_opt.icd import programs, spirv

#: axpy.spv and spec.spv (SPIR-V modules, their OpenCL C beside them).
SPIRV = Path(__file__).resolve().parent / "data"


def test_programs_and_kernels_answer_as_the_spec_says(icd_env: dict[str, str]) -> None:
    """With a SPIR-V translator installed, hosts/programs.c builds and runs data/axpy.spv and
    data/spec.spv (its specialization constants set and defaulted) too."""
    env = dict(icd_env, NCPU_TEST_PLATFORM="ncpu-opt", NCPU_TEST_SPIRV_DIR=str(SPIRV))
    out = c_hosts.run(c_hosts.build("programs.c"), env)
    assert out.strip().endswith("programs: 0 failed"), out
    expected = "spir-v: SPIR-V_1.0" if spirv.translator() else "spir-v: refused"
    assert expected in out


def test_spirv_without_a_translator_is_refused_saying_what_to_install(
    icd_env: dict[str, str],
) -> None:
    env = dict(
        icd_env, NCPU_TEST_PLATFORM="ncpu-opt", NCPU_OPT_LLVM_SPIRV="/nonexistent/llvm-spirv"
    )
    out = c_hosts.run(c_hosts.build("programs.c"), env)
    assert "spir-v: refused" in out and out.strip().endswith("programs: 0 failed"), out


def test_launches_check_their_ranges_and_compute_every_element(icd_env: dict[str, str]) -> None:
    out = c_hosts.run(c_hosts.build("launches.c"), dict(icd_env, NCPU_TEST_PLATFORM="ncpu-opt"))
    assert out.strip().endswith("launches: 0 failed"), out
    # The kernel's printf is out (C's stdio flushed after the launch) before the host's line.
    lines = out.splitlines()
    assert lines.index("kernel says 7") < lines.index("host says after")


def test_a_compiler_defect_is_a_build_log_saying_where() -> None:
    """An exception that is no CompileError (an assertion in a pass) fails the build with a log
    naming it and where it was raised, not just its class name."""

    def broken_pass() -> None:
        raise AssertionError  # what a failed assert in a pass raises (pytest rewrites asserts)

    try:
        broken_pass()
    except AssertionError as e:
        log = programs.internal_error(e)
    assert log.startswith(
        "<source>: error: internal error in ncpu-opt's compiler (AssertionError at "
    )
    assert (
        "test_programs.py:" in log and "in broken_pass" in log and log.endswith("please report it")
    )
