"""``ncpu-opt --icd`` and ``--icd=install``: registering the platform with the loader (issue 29).

The session's ``XDG_DATA_HOME`` (conftest.py) holds the library built for the tests, so the
command finds it instead of building into the user's folder; installs go to temporary folders
(``--icd-dir``), never to /etc/OpenCL/vendors.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ncpu_opt import cli
from ncpu_opt.icd import register


def test_icd_prints_the_library_its_line_and_the_setting(
    icd_library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["--icd"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"library: {icd_library}"
    assert lines[1] == f"vendors-file line: {icd_library}"
    folder = Path(lines[2].removeprefix("OCL_ICD_VENDORS="))
    assert (folder / "ncpu-opt.icd").read_text() == f"{icd_library}\n"
    assert [p.name for p in folder.iterdir()] == ["ncpu-opt.icd"]  # ncpu-opt alone


def test_install_writes_the_vendors_file_beside_the_systems(
    icd_library: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    system = tmp_path / "system"
    system.mkdir()
    (system / "pocl.icd").write_text("libpocl.so.2\n")
    (system / "ncpu-opt.icd").write_text("/an/older/build.so\n")  # ours: not linked
    monkeypatch.setattr(register, "SYSTEM_VENDORS_DIR", system)
    folder = tmp_path / "mine"
    assert cli.main(["--icd=install", "--icd-dir", str(folder)]) == 0
    out = capsys.readouterr().out
    assert (folder / "ncpu-opt.icd").read_text() == f"{icd_library}\n"
    assert oct((folder / "ncpu-opt.icd").stat().st_mode & 0o777) == "0o644"
    assert os.readlink(folder / "pocl.icd") == str(system / "pocl.icd")
    assert f"export OCL_ICD_VENDORS={folder}" in out
    assert "pocl.icd" in out
    # Again: the same result, no error on the links already there.
    assert cli.main(["--icd=install", "--icd-dir", str(folder)]) == 0
    assert sorted(p.name for p in folder.iterdir()) == ["ncpu-opt.icd", "pocl.icd"]
    assert cli.main(["--icd"]) == 0
    assert "registered: " in capsys.readouterr().out


def test_install_defaults_to_the_system_folder_when_writable(
    icd_library: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    system = tmp_path / "etc" / "OpenCL" / "vendors"  # made on install
    monkeypatch.setattr(register, "SYSTEM_VENDORS_DIR", system)
    assert cli.main(["--icd=install"]) == 0
    assert (system / "ncpu-opt.icd").read_text() == f"{icd_library}\n"
    out = capsys.readouterr().out
    assert "every OpenCL program now lists the platform ncpu-opt" in out
    assert "export" not in out
    assert cli.main(["--icd"]) == 0
    assert f"registered: {system / 'ncpu-opt.icd'}" in capsys.readouterr().out


def test_install_falls_back_to_the_users_folder(
    icd_library: Path,
    icd_data_home: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    system = tmp_path / "read-only"
    system.mkdir()
    monkeypatch.setattr(register, "SYSTEM_VENDORS_DIR", system)
    monkeypatch.setattr(register.os, "access", lambda path, mode: Path(path) != system)
    assert register.default_install_dir() == icd_data_home / "ncpu-opt" / "vendors"


def test_icd_dir_without_install_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--icd-dir", "/tmp"]) == 2
    assert "ncpu-opt: error: --icd-dir goes with --icd=install" in capsys.readouterr().err


def test_an_unwritable_folder_is_an_error_naming_the_file(
    icd_library: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["--icd=install", "--icd-dir", "/proc/ncpu-opt-vendors"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(
        "ncpu-opt: error: /proc/ncpu-opt-vendors/ncpu-opt.icd: cannot write the vendors file: "
    )
    assert "Traceback" not in err


def test_no_compiler_is_a_cli_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import sys

    monkeypatch.delenv("CC", raising=False)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setitem(sys.modules, "ziglang", None)
    assert cli.main(["--icd"]) == 1
    assert "ncpu-opt: error: cannot build the OpenCL platform library: no C compiler found" in (
        capsys.readouterr().err
    )
