"""The platform library itself: its dispatch table, the list of what is not implemented yet,
what it exports, how it is built and how it refuses to start (issue 29)."""

from __future__ import annotations

import ctypes
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ncpu_opt.icd import build, host, register
from ncpu_opt.icd.build import IcdBuildError

NATIVE = build.NATIVE_DIR
#: A definition of an OpenCL entry point in our C: "... CL_API_CALL clName(".
DEFINITION = re.compile(r"^(?:NCPU_\w+ )*[\w *]+?CL_API_CALL (cl\w+)\(", re.M)


def dispatch_entries() -> list[str]:
    """The members of ``struct _cl_icd_dispatch`` in cl_icd.h's order."""
    text = (build.INCLUDE_DIR / "CL" / "cl_icd.h").read_text()
    body = text[text.index("typedef struct _cl_icd_dispatch {") : text.index("} cl_icd_dispatch;")]
    return re.findall(r"cl_api_\w+\s+(\w+);", body)


def definitions(path: Path) -> set[str]:
    return set(DEFINITION.findall(path.read_text()))


def test_the_dispatch_table_is_complete_and_in_the_loaders_order() -> None:
    entries = dispatch_entries()
    assert len(entries) > 140 and entries[0] == "clGetPlatformIDs"
    table = (NATIVE / "dispatch.c").read_text()
    assigned = re.findall(r"^\s+\.(\w+) = ", table, re.M)
    assert assigned == entries


def test_every_entry_point_is_defined_once_and_the_unimplemented_list_is_true() -> None:
    """An entry point nobody implemented is in unimplemented.c (weak) and nowhere else; one
    implemented is defined in exactly one file and has left that list."""
    unimplemented = definitions(NATIVE / "unimplemented.c")
    defined: dict[str, list[str]] = {}
    for path in NATIVE.glob("*.c"):
        if path.name != "unimplemented.c":
            for name in definitions(path):
                defined.setdefault(name, []).append(path.name)
    twice = {name: files for name, files in defined.items() if len(files) > 1}
    assert not twice
    stale = sorted(unimplemented & defined.keys())
    assert not stale, f"implemented, yet still listed in unimplemented.c: {stale}"
    table = (NATIVE / "dispatch.c").read_text()
    pointed = set(re.findall(r"^\s+\.\w+ = (cl\w+),", table, re.M))
    missing = pointed - unimplemented - defined.keys() - {"clGetExtensionFunctionAddress"}
    assert not missing, f"dispatch entries with no definition: {sorted(missing)}"


def test_the_library_exports_the_icd_entry_points_only(icd_library: Path) -> None:
    """Our clXxx stay hidden (a C host's own calls go to the loader), but those the loaders
    look up by name, and the setters host.py calls."""
    if shutil.which("nm") is None:
        pytest.skip("no nm (binutils)")
    done = subprocess.run(
        ["nm", "-D", "--defined-only", str(icd_library)], capture_output=True, text=True, check=True
    )
    exported = {line.split()[-1] for line in done.stdout.splitlines() if " T " in line}
    assert {name for name in exported if name.startswith("cl")} == {
        "clIcdGetPlatformIDsKHR",
        "clGetExtensionFunctionAddress",
        "clGetExtensionFunctionAddressForPlatform",
        "clGetPlatformInfo",
    }
    assert {"ncpu_icd_set_device_number", "ncpu_icd_set_device_string"} <= exported


def test_a_build_is_reused_until_its_inputs_change(icd_library: Path) -> None:
    again = build.build()
    assert again == icd_library
    record = build.python_record()
    other = build.PythonRecord(**{**record.__dict__, "sys_path": (*record.sys_path, "/elsewhere")})
    assert build.digest(build.find_compiler(), other) != icd_library.parent.name


def test_config_records_the_python_as_c_strings() -> None:
    record = build.PythonRecord(
        libpython='/opt/py "3"/lib\\python.so',
        executable="/venv/bin/python",
        sys_path=("/venv/lib/site-packages", "/home/é/??="),
        python_version="3.11",
        package_version="0.1.0",
        sources_digest="abc",
    )
    text = build.config_source(record)
    assert 'ncpu_config_libpython[] = "/opt/py \\0423\\042/lib\\134python.so";' in text
    # UTF-8 bytes escaped one by one; "??=" is no trigraph once its "?" are escaped.
    assert '"/home/\\303\\251/\\077\\077="' in text
    assert text.rstrip().endswith('ncpu_config_sources_digest[] = "abc";')


def test_no_compiler_is_an_error_naming_what_to_install(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("CC", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setitem(sys.modules, "ziglang", None)  # import ziglang -> ImportError
    with pytest.raises(
        IcdBuildError, match=r"no C compiler found .*cc, gcc, clang and the ziglang"
    ):
        build.build(tmp_path)
    assert not any(tmp_path.iterdir())


def test_zigs_compiler_builds_a_library_the_loader_takes(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, icd_env: dict[str, str]
) -> None:
    """Without a system cc, the [opencl] extra's zig builds the library."""
    pytest.importorskip("ziglang")
    if shutil.which("clinfo") is None:
        pytest.skip("no clinfo (apt install clinfo)")
    monkeypatch.delenv("CC", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    assert build.find_compiler()[1:] == ["-m", "ziglang", "cc"]
    library = build.build(tmp_path)
    monkeypatch.undo()
    env = dict(icd_env, OCL_ICD_VENDORS=str(register.own_vendors_dir(library)))
    done = subprocess.run(["clinfo", "-l"], env=env, capture_output=True, text=True, check=True)
    assert "Platform #0: ncpu-opt" in done.stdout


def test_a_compiler_error_is_reported_with_its_output(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    fake = tmp_path / "cc"
    fake.write_text("#!/bin/sh\necho 'platform.c:1: error: no such thing' >&2\nexit 1\n")
    fake.chmod(0o755)
    monkeypatch.setenv("CC", str(fake))
    with pytest.raises(
        IcdBuildError, match=r"failed \(exit 1\):\nplatform.c:1: error: no such thing"
    ):
        build.build(tmp_path / "out")
    # Nothing half-built is left where a later build would take it.
    assert not list((tmp_path / "out").rglob(build.LIBRARY_NAME))


def test_host_init_refuses_a_library_built_from_other_sources() -> None:
    """A vendors file left from an older version names a library whose structs may differ."""
    path = ctypes.create_string_buffer(b"/somewhere/libncpu_opt_icd.so")
    digest = ctypes.create_string_buffer(b"0123456789abcdef01234567")
    with pytest.raises(RuntimeError, match=r"built from other sources.*--icd=install"):
        host.init(ctypes.addressof(path), ctypes.addressof(digest), 0)


def test_device_facts_are_the_runtimes_and_the_front_ends() -> None:
    from ncpu_opt.opencl_c.compiler import DEVICE_FEATURES

    facts = host.device_facts()
    extensions = [name for name, _ in facts.versions["extensions"]]
    assert extensions == [f for f in DEVICE_FEATURES if f.startswith("cl_")]
    versions = [version for _, version in facts.versions["opencl_c_versions"]]
    assert versions == [(1, 0, 0), (1, 1, 0), (1, 2, 0), (3, 0, 0)]  # 2.0 needs pipes
    assert facts.numbers["max_mem_alloc_size"] >= host.MIN_MAX_ALLOC
    assert facts.strings["name"]
