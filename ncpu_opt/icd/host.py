"""The Python the OpenCL platform library calls (``ncpu_bridge_call`` in ``native/bridge.c``).

Every function here is called from C as ``function(a, b, c)`` with three unsigned 64-bit
integers (addresses, handles, sizes) and returns an int (0 for success); an exception becomes
the C caller's error text.  Python reaches the C structs through ``ctypes`` on the library
itself (the ``ncpu_icd_*`` functions it exports), never by mirroring their layout.

:func:`init` runs once per process, before any device query is answered: it tells the C
side what the device is, from the runtime's limits, the OpenCL C front end's features and
the host CPU.
"""

from __future__ import annotations

import ctypes
import os
import platform
from dataclasses import dataclass, field
from pathlib import Path

from ncpu_opt.codegen.target_info import natural_vector_width
from ncpu_opt.icd import spirv
from ncpu_opt.icd.build import package_version, sources_digest

# Programs, kernels and launch plans (programs.py): C calls them here by name, as host.<name>.
from ncpu_opt.icd.programs import (  # noqa: F401
    build_program,
    compile_program,
    drop,
    flush_stdout,
    link_program,
    plan,
    spec_constant,
)
from ncpu_opt.opencl_c.clang import FrontEndNotFound, frontend_fingerprint
from ncpu_opt.opencl_c.compiler import DEVICE_FEATURES
from ncpu_opt.opencl_c.options import STANDARDS
from ncpu_opt.runtime.args import LOCAL_MEM_SIZE
from ncpu_opt.runtime.ndrange import MAX_WORK_GROUP_SIZE
from ncpu_opt.runtime.program import default_threads

#: The library that called :func:`init` (its setters and, for the other parts, its helpers).
library: ctypes.CDLL | None = None

#: The least CL_DEVICE_MAX_MEM_ALLOC_SIZE the spec allows a full-profile device (128 MiB).
MIN_MAX_ALLOC = 128 * 1024 * 1024
#: The element types of CL_DEVICE_{PREFERRED,NATIVE}_VECTOR_WIDTH_*, and their bits.
VECTOR_TYPES = {
    "char": 8,
    "short": 16,
    "int": 32,
    "long": 64,
    "float": 32,
    "double": 64,
    "half": 16,
}
#: OpenCL C 2.0 makes pipes and device-side enqueue core, which the device lacks: a program
#: asking for CL2.0 gets a build error naming them, so the device does not claim 2.0.
UNSUPPORTED_STANDARDS = {"CL2.0"}


@dataclass
class DeviceFacts:
    """What ``ncpu_device_facts`` (icd.h) holds: numbers and strings by their field names,
    and the (name, version) lists."""

    numbers: dict[str, int] = field(default_factory=dict)
    strings: dict[str, str] = field(default_factory=dict)
    versions: dict[str, list[tuple[str, tuple[int, int, int]]]] = field(default_factory=dict)


def init(library_path: int, sources: int, _c: int) -> int:
    """Start: open the library (its path is a C string at *library_path*) and write the facts.

    *sources* is the digest of the C sources the library was built from: a library older than
    the installed package (a vendors file naming the build of another version) is refused, as
    its structs may not be the ones this Python expects."""
    global library
    if not library_path or not sources:
        raise RuntimeError("the OpenCL platform library called host.init() without its path")
    path = os.fsdecode(ctypes.string_at(library_path))
    built_from = ctypes.string_at(sources).decode()
    if built_from != sources_digest():
        raise RuntimeError(
            f"{path} was built from other sources than the installed ncpu-opt's "
            f"(ncpu_opt {package_version()} at {Path(__file__).parent}): run "
            "'ncpu-opt --icd=install' again to build and register the current one"
        )
    library = ctypes.CDLL(path)
    write_facts(library, device_facts())
    return 0


def device_facts() -> DeviceFacts:
    """The device, as the runtime and the compiler make it."""
    facts = DeviceFacts()
    memory = physical_memory()
    cache_size, line_size = cache_geometry()
    fp64, fp16 = "cl_khr_fp64" in DEVICE_FEATURES, "cl_khr_fp16" in DEVICE_FEATURES
    facts.numbers = {
        # One work-group at a time per thread of the worker pool.
        "compute_units": default_threads(),
        "max_work_group_size": MAX_WORK_GROUP_SIZE,
        # A work-group runs this many work-items per vector instruction (run-vecz<auto>).
        "preferred_work_group_size_multiple": natural_vector_width(element_bits=32),
        "local_mem_size": LOCAL_MEM_SIZE,
        "global_mem_size": memory,
        "max_mem_alloc_size": max(memory // 4, MIN_MAX_ALLOC),
        "global_mem_cache_size": cache_size,
        "global_mem_cacheline_size": line_size,
        "max_clock_frequency": clock_mhz(),
        # A sub-group may be a single work-item (a kernel that is not vectorised).
        "max_num_sub_groups": MAX_WORK_GROUP_SIZE,
        "fp64": fp64,
        "fp16": fp16,
        "compiler_available": compiler_available(),
    }
    for kind in ("preferred", "native"):
        for name, bits in VECTOR_TYPES.items():
            facts.numbers[f"{kind}_vector_width_{name}"] = natural_vector_width(element_bits=bits)
    facts.strings = {"name": cpu_name(), "vendor": cpu_vendor()}
    facts.versions = {
        "extensions": [(name, (1, 0, 0)) for name in DEVICE_FEATURES if name.startswith("cl_")],
        "opencl_c_versions": [
            ("OpenCL C", _std_version(std)) for std in STANDARDS if std not in UNSUPPORTED_STANDARDS
        ],
        "opencl_c_features": [
            (name, (3, 0, 0)) for name in DEVICE_FEATURES if name.startswith("__opencl_c_")
        ],
        # SPIR-V programs, where a translator to LLVM IR is installed (spirv.py).
        "ils": [("SPIR-V", (*v, 0)) for v in spirv.VERSIONS] if spirv.translator() else [],
    }
    return facts


def write_facts(lib: ctypes.CDLL, facts: DeviceFacts) -> None:
    """Hand *facts* to the C device through the library's setters."""
    lib.ncpu_icd_set_device_number.argtypes = [ctypes.c_char_p, ctypes.c_uint64]
    lib.ncpu_icd_set_device_string.argtypes = [ctypes.c_char_p, ctypes.c_char_p]
    lib.ncpu_icd_add_device_version.argtypes = [ctypes.c_char_p, ctypes.c_char_p] + [
        ctypes.c_uint32
    ] * 3
    for key, number in facts.numbers.items():
        _check(lib.ncpu_icd_set_device_number(key.encode(), int(number)), key)
    for key, text in facts.strings.items():
        _check(lib.ncpu_icd_set_device_string(key.encode(), text.encode()), key)
    for key, entries in facts.versions.items():
        for name, version in entries:
            _check(lib.ncpu_icd_add_device_version(key.encode(), name.encode(), *version), key)


def _check(status: int, key: str) -> None:
    if status != 0:
        raise RuntimeError(f"the OpenCL platform library refused the device fact '{key}'")


def _std_version(std: str) -> tuple[int, int, int]:
    """``"CL1.2"`` -> (1, 2, 0)."""
    major, minor = std.removeprefix("CL").split(".")
    return int(major), int(minor), 0


def compiler_available() -> bool:
    """Whether an OpenCL C front end (clang) is there to build programs from source."""
    try:
        frontend_fingerprint()
    except FrontEndNotFound:
        return False
    return True


def physical_memory() -> int:
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError):
        return 4 * MIN_MAX_ALLOC


def cache_geometry() -> tuple[int, int]:
    """(bytes of the largest cache, its line size), from sysfs; (0, 64) when unknown."""
    best = (0, 64)
    for index in sorted(Path("/sys/devices/system/cpu/cpu0/cache").glob("index*")):
        try:
            size = _sysfs_size((index / "size").read_text())
            line = int((index / "coherency_line_size").read_text())
        except (OSError, ValueError):
            continue
        best = max(best, (size, line))
    return best


def _sysfs_size(text: str) -> int:
    """``"32K"`` / ``"1024K"`` / ``"32M"`` -> bytes."""
    text = text.strip()
    scale = {"K": 1024, "M": 1024 * 1024, "G": 1024**3}.get(text[-1:].upper(), 1)
    return int(text.rstrip("KkMmGg")) * scale


def clock_mhz() -> int:
    """The CPU's highest clock in MHz (cpufreq, else /proc/cpuinfo's current one), or 0."""
    try:
        return (
            int(Path("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq").read_text()) // 1000
        )
    except (OSError, ValueError):
        pass
    mhz = _cpuinfo_field("cpu MHz")
    try:
        return int(float(mhz)) if mhz else 0
    except ValueError:
        return 0


def cpu_name() -> str:
    """The CPU's model name ("AMD EPYC 7B13"), else the machine's architecture."""
    return _cpuinfo_field("model name") or platform.processor() or platform.machine() or "CPU"


def cpu_vendor() -> str:
    """The CPU's vendor ("GenuineIntel", "AuthenticAMD"), else the platform's name."""
    return _cpuinfo_field("vendor_id") or "ncpu-opt"


def _cpuinfo_field(name: str) -> str:
    try:
        text = Path("/proc/cpuinfo").read_text(errors="replace")
    except OSError:
        return ""
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() == name:
            return " ".join(value.split())
    return ""
