"""The platform as OpenCL programs see it through the system's loader (issue 29).

Both kinds of host: C programs (clinfo, hosts/platform.c: the library starts Python itself)
and Python (PyOpenCL: the library uses the running interpreter, no second one).  Each runs in
a process of its own with ``OCL_ICD_VENDORS`` naming a folder with our vendors file alone.
"""

from __future__ import annotations

import ctypes
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import c_hosts
import pytest
from ncpu_opt.runtime.args import LOCAL_MEM_SIZE
from ncpu_opt.runtime.ndrange import MAX_WORK_GROUP_SIZE
from ncpu_opt.runtime.program import default_threads


def clinfo_raw(env: dict[str, str]) -> dict[str, str]:
    """``clinfo --raw``'s answers for ncpu-opt: query name -> value text."""
    if shutil.which("clinfo") is None:
        pytest.skip("no clinfo (apt install clinfo)")
    done = subprocess.run(
        ["clinfo", "--raw"], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    answers: dict[str, str] = {}
    for line in done.stdout.splitlines():
        # "  CL_PLATFORM_NAME  ncpu-opt" (the platform's), "[NCPU/0]  CL_DEVICE_NAME  ..." (the
        # device's, tagged with our ICD suffix); the vendors folder holds no other platform.
        if line.startswith("[NCPU/"):
            line = line.split("]", 1)[1]
        name, _, value = line.strip().partition(" ")
        if name.startswith("CL_"):
            answers.setdefault(name, value.strip())
    return answers


def test_clinfo_lists_the_platform_and_its_device(icd_env: dict[str, str]) -> None:
    answers = clinfo_raw(icd_env)
    assert answers["CL_PLATFORM_NAME"] == "ncpu-opt"
    assert answers["CL_PLATFORM_VERSION"].startswith("OpenCL 3.0 ncpu-opt ")
    assert answers["CL_DEVICE_TYPE"] == "CL_DEVICE_TYPE_CPU"
    assert int(answers["CL_DEVICE_MAX_COMPUTE_UNITS"]) == default_threads()
    assert int(answers["CL_DEVICE_MAX_WORK_GROUP_SIZE"]) == MAX_WORK_GROUP_SIZE
    assert int(answers["CL_DEVICE_LOCAL_MEM_SIZE"]) == LOCAL_MEM_SIZE
    assert answers["CL_DEVICE_IMAGE_SUPPORT"] == "CL_FALSE"
    assert answers["CL_DEVICE_AVAILABLE"] == "CL_TRUE"
    extensions = answers["CL_DEVICE_EXTENSIONS"].split()
    assert {"cl_khr_fp64", "cl_khr_int64_base_atomics", "cl_khr_subgroups"} <= set(extensions)
    # No query clinfo asks of a 3.0 device fails (clinfo prints "<error: ...>" for those).
    failed = {name: value for name, value in answers.items() if "error" in value.lower()}
    assert not failed
    # clinfo builds a kernel for this one: the vectoriser's width for it.
    assert int(answers["CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE"]) >= 1


def test_compute_units_are_the_worker_threads(icd_env: dict[str, str]) -> None:
    """CL_DEVICE_MAX_COMPUTE_UNITS follows NCPU_NUM_THREADS, as the pool does."""
    answers = clinfo_raw(dict(icd_env, NCPU_NUM_THREADS="1"))
    assert answers["CL_DEVICE_MAX_COMPUTE_UNITS"] == "1"


def test_a_c_host_checks_queries_and_misuse(icd_env: dict[str, str]) -> None:
    """hosts/platform.c: platform, device and context queries, and each misuse's error code."""
    exe = c_hosts.build("platform.c")
    expected = [str(default_threads()), str(MAX_WORK_GROUP_SIZE), str(LOCAL_MEM_SIZE)]
    out = c_hosts.run(exe, dict(icd_env, NCPU_TEST_PLATFORM="ncpu-opt"), *expected)
    assert out.strip().endswith("0 failed")


def test_a_c_host_learns_why_the_device_is_unavailable(
    icd_env: dict[str, str], tmp_path: Path
) -> None:
    """A library that cannot start its Python says why on stderr, and the device's queries
    fail with an error code rather than crashing the host."""
    if shutil.which("clinfo") is None:
        pytest.skip("no clinfo (apt install clinfo)")
    from ncpu_opt.icd import build, register

    record = build.python_record()
    broken = build.PythonRecord(**{**record.__dict__, "libpython": "/nonexistent/libpython3.so"})
    library = build.build(tmp_path, record=broken)
    env = dict(icd_env, OCL_ICD_VENDORS=str(register.own_vendors_dir(library)))
    done = subprocess.run(
        ["clinfo"], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0
    assert "Platform Name                                   ncpu-opt" in done.stdout
    assert (
        "ncpu-opt OpenCL platform: the device is not available: cannot load "
        "/nonexistent/libpython3.so" in done.stderr
    )
    assert re.search(r"Device Available +No", done.stdout)


PYOPENCL_SCRIPT = textwrap.dedent(
    """
    import sys
    import pyopencl as cl

    (platform,) = cl.get_platforms()
    (device,) = platform.get_devices()
    context = cl.Context([device])
    print(platform.name, device.max_compute_units, device.max_work_group_size,
          device.local_mem_size, context.devices == [device])
    # The library called into this interpreter (no second one was started).
    print("host in this interpreter:", "ncpu_opt.icd.host" in sys.modules)
    """
)


def test_pyopencl_lists_the_platform_from_python(icd_env: dict[str, str]) -> None:
    """The Python-host path: PyOpenCL's process is the interpreter the library calls."""
    pytest.importorskip("pyopencl")
    done = subprocess.run(
        [sys.executable, "-c", PYOPENCL_SCRIPT],
        env=icd_env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == f"ncpu-opt {default_threads()} {MAX_WORK_GROUP_SIZE} {LOCAL_MEM_SIZE} True"
    assert lines[1] == "host in this interpreter: True"


CTYPES_HOST = textwrap.dedent(
    """
    import ctypes, sys

    cl = ctypes.CDLL("libOpenCL.so.1")
    platforms, count = (ctypes.c_void_p * 4)(), ctypes.c_uint()
    assert cl.clGetPlatformIDs(4, platforms, ctypes.byref(count)) == 0 and count.value == 1
    device = ctypes.c_void_p()
    all_types = ctypes.c_uint64(0xFFFFFFFF)
    assert cl.clGetDeviceIDs(ctypes.c_void_p(platforms[0]), all_types, 1, ctypes.byref(device), None) == 0
    units = ctypes.c_uint()
    status = cl.clGetDeviceInfo(device, 0x1002, 4, ctypes.byref(units), None)  # MAX_COMPUTE_UNITS
    print(status, units.value, "ncpu_opt.icd.host" in sys.modules)
    """
)


def test_a_python_host_without_ncpu_opt_on_its_path_gets_the_recorded_one(
    icd_env: dict[str, str],
) -> None:
    """PyOpenCL run from another environment of the same Python (here: no site-packages at
    all) still gets the device: the library adds the folders it was built from to sys.path."""
    try:
        ctypes.CDLL("libOpenCL.so.1")
    except OSError:
        pytest.skip("no OpenCL loader (libOpenCL.so.1: apt install ocl-icd-libopencl1)")
    done = subprocess.run(
        [sys.executable, "-I", "-S", "-c", CTYPES_HOST],
        env=icd_env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0", str(default_threads()), "True"]
