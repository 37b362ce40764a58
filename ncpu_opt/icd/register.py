"""Registering the OpenCL platform with the system's OpenCL loader (``ncpu-opt --icd``).

The loader (ocl-icd on Debian and Ubuntu, the Khronos loader elsewhere) reads the folder
``/etc/OpenCL/vendors``, or the one ``OCL_ICD_VENDORS`` names instead; each ``*.icd`` file
there holds one line, the path of a platform's library.  Registering writes
``ncpu-opt.icd`` naming our library into such a folder:

- ``/etc/OpenCL/vendors`` when this user may write there: every OpenCL program then sees the
  platform "ncpu-opt" beside the others, with no setting;
- else a per-user folder (``$XDG_DATA_HOME/ncpu-opt/vendors``) that also links the system's
  vendors files, so that ``OCL_ICD_VENDORS=<that folder>`` keeps the other platforms.

Each build of the library also has a folder of its own with only our vendors file
(``<build>/vendors``): ``OCL_ICD_VENDORS`` set to it shows ncpu-opt alone, with nothing
installed.
"""

from __future__ import annotations

import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ncpu_opt.icd import build
from ncpu_opt.icd.build import IcdBuildError

#: The vendors file's name.
VENDORS_FILE = "ncpu-opt.icd"
#: Where the loaders look without OCL_ICD_VENDORS.
SYSTEM_VENDORS_DIR = Path("/etc/OpenCL/vendors")


@dataclass(frozen=True)
class Registration:
    """A vendors file written: where, naming which library, and what else that folder lists."""

    vendors_file: Path
    library: Path
    #: The system's vendors files linked beside ours (a per-user folder only).
    linked: tuple[str, ...] = ()

    @property
    def system(self) -> bool:
        """Whether the loaders read it with no setting."""
        return self.vendors_file.parent == SYSTEM_VENDORS_DIR


def user_vendors_dir() -> Path:
    """``$XDG_DATA_HOME/ncpu-opt/vendors`` (``~/.local/share`` without XDG_DATA_HOME)."""
    return build.data_dir().parent / "vendors"


def own_vendors_dir(library: Path) -> Path:
    """The folder beside a build of the library that lists it alone (made if missing)."""
    folder = library.parent / "vendors"
    if not _names(folder / VENDORS_FILE, library):
        _write_vendors_file(folder, library)
    return folder


def default_install_dir() -> Path:
    """``/etc/OpenCL/vendors`` when this user may write (or create) it, else the per-user folder."""
    target = SYSTEM_VENDORS_DIR
    while not target.exists():
        target = target.parent
    return SYSTEM_VENDORS_DIR if os.access(target, os.W_OK | os.X_OK) else user_vendors_dir()


def registered_in(library: Path) -> Path | None:
    """The vendors file in the system's folder or the per-user one that names *library*."""
    for folder in (SYSTEM_VENDORS_DIR, user_vendors_dir()):
        if _names(folder / VENDORS_FILE, library):
            return folder / VENDORS_FILE
    return None


def install(library: Path, folder: Path | None = None) -> Registration:
    """Write ``ncpu-opt.icd`` naming *library* into *folder* (default: :func:`default_install_dir`).

    Any folder but the system's also gets links to the system's vendors files, so that
    pointing ``OCL_ICD_VENDORS`` at it adds ncpu-opt to the platforms rather than hiding them."""
    folder = (folder or default_install_dir()).absolute()
    vendors_file = _write_vendors_file(folder, library)
    linked = () if folder == SYSTEM_VENDORS_DIR else _link_system_vendors(folder)
    return Registration(vendors_file, library, linked)


def _names(vendors_file: Path, library: Path) -> bool:
    try:
        return vendors_file.read_text().strip() == str(library)
    except (OSError, UnicodeDecodeError):
        return False


def _write_vendors_file(folder: Path, library: Path) -> Path:
    """``folder/ncpu-opt.icd`` with the library's path, written atomically (a loader reading
    the folder meanwhile sees the old file or the new one)."""
    target = folder / VENDORS_FILE
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, partial = tempfile.mkstemp(dir=folder, prefix=f".{VENDORS_FILE}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "w") as out:
                out.write(f"{library}\n")
            os.chmod(partial, 0o644)  # the loader may run as any user
            os.replace(partial, target)
        except BaseException:
            os.unlink(partial)
            raise
    except OSError as e:
        raise IcdBuildError(f"{target}: cannot write the vendors file: {e.strerror or e}") from None
    return target


def _link_system_vendors(folder: Path) -> tuple[str, ...]:
    """Links in *folder* to the system's ``*.icd`` files (not ours); their names."""
    try:
        system = sorted(p for p in SYSTEM_VENDORS_DIR.glob("*.icd") if p.name != VENDORS_FILE)
    except OSError:
        return ()
    linked = []
    for source in system:
        link = folder / source.name
        try:
            if link.is_symlink() and os.readlink(link) == str(source):
                linked.append(source.name)
                continue
            if link.exists() or link.is_symlink():
                continue  # the user's own file of that name: left alone
            link.symlink_to(source)
        except OSError:
            continue
        linked.append(source.name)
    return tuple(linked)


def describe(library: Path) -> str:
    """``ncpu-opt --icd``: the library, the vendors-file line, the OCL_ICD_VENDORS setting."""
    registered = registered_in(library)
    lines = [
        f"library: {library}",
        f"vendors-file line: {library}",
        f"OCL_ICD_VENDORS={own_vendors_dir(library)}",
    ]
    if registered is None:
        lines.append(
            "not registered: 'ncpu-opt --icd=install' writes the vendors file; meanwhile the "
            "OCL_ICD_VENDORS setting above shows OpenCL programs the platform ncpu-opt alone"
        )
    elif registered.parent == SYSTEM_VENDORS_DIR:
        lines.append(f"registered: {registered} (every OpenCL program sees it)")
    else:
        lines.append(
            f"registered: {registered} (with OCL_ICD_VENDORS={registered.parent}, beside the "
            "system's platforms)"
        )
    return "\n".join(lines) + "\n"


def describe_install(registration: Registration) -> str:
    """What ``ncpu-opt --icd=install`` did, and what to export."""
    lines = [f"wrote {registration.vendors_file}: {registration.library}"]
    folder = registration.vendors_file.parent
    if registration.system:
        lines.append(
            f"the OpenCL loader reads {folder}: every OpenCL program now lists the platform "
            "ncpu-opt (clinfo -l shows it)"
        )
    else:
        if registration.linked:
            lines.append(
                f"linked beside it, from {SYSTEM_VENDORS_DIR}: {', '.join(registration.linked)}"
            )
        lines.append(
            f"OpenCL programs list the platform ncpu-opt with:\nexport OCL_ICD_VENDORS={folder}"
        )
    return "\n".join(lines) + "\n"
