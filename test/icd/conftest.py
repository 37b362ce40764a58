"""The OpenCL platform's tests: the library, built once per session (per xdist worker) from
the package's C sources into a temporary data folder, and a vendors folder naming it alone.

The session's processes get ``XDG_DATA_HOME`` pointing there (so ``ncpu-opt --icd`` run by a
test finds this build instead of compiling into the user's folder) and ``NCPU_OPT_ICD_DIR``
(the vendors folder ``c_hosts.platform_env("ncpu-opt")`` uses).  Without a C compiler the
tests that need the library skip, saying which compiler is missing.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from ncpu_opt.icd import build, register
from ncpu_opt.icd.build import IcdBuildError


@pytest.fixture(scope="session")
def icd_data_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """``XDG_DATA_HOME`` for the session: the library's builds go under it."""
    home = tmp_path_factory.mktemp("xdg-data")
    saved = os.environ.get("XDG_DATA_HOME")
    os.environ["XDG_DATA_HOME"] = str(home)
    yield home
    if saved is None:
        os.environ.pop("XDG_DATA_HOME", None)
    else:
        os.environ["XDG_DATA_HOME"] = saved


@pytest.fixture(scope="session")
def icd_library(icd_data_home: Path) -> Path:
    """The platform's library, built for this session; skips without a C compiler."""
    try:
        return build.build()
    except IcdBuildError as e:
        if "no C compiler" in e.message:
            pytest.skip(e.message)
        raise


@pytest.fixture(scope="session")
def icd_vendors(icd_library: Path) -> Iterator[Path]:
    """A vendors folder with our ``ncpu-opt.icd`` only (no other platform is loaded)."""
    folder = register.own_vendors_dir(icd_library)
    saved = os.environ.get("NCPU_OPT_ICD_DIR")
    os.environ["NCPU_OPT_ICD_DIR"] = str(folder)
    yield folder
    if saved is None:
        os.environ.pop("NCPU_OPT_ICD_DIR", None)
    else:
        os.environ["NCPU_OPT_ICD_DIR"] = saved


@pytest.fixture(autouse=True, scope="session")
def _hosts_use_this_build(request: pytest.FixtureRequest) -> None:
    """C hosts on "ncpu-opt" (c_hosts.py) run on this session's build, not a user's install.

    Without a C compiler nothing is set, and the tests that need the library skip on their own."""
    if shutil.which(os.environ.get("CC", "cc")) is None:
        return
    try:
        request.getfixturevalue("icd_vendors")
    except pytest.skip.Exception:
        pass


@pytest.fixture
def icd_env(icd_vendors: Path) -> dict[str, str]:
    """The environment of a process that should see the platform ncpu-opt alone."""
    return dict(os.environ, OCL_ICD_VENDORS=str(icd_vendors))
