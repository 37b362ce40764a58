"""Passes from outside the package, as opt's ``-load-pass-plugin``.

Two ways in, both registering through :func:`ncpu_opt.pipeline.register_pass`
as the built-in passes do:

* ``--load-pass-plugin=FILE.py``: the file is imported (once per path); its
  ``@register_pass`` classes become pass names.
* the entry-point group ``ncpu_opt.passes`` of installed packages: each entry
  point names a module (its ``@register_pass`` classes register on import) or
  a :class:`~ncpu_opt.pipeline.ModulePass` class, registered if it is not
  already.  They are loaded lazily, the first time a pass name is not found
  or the passes are listed, so start-up never pays for scanning the installed
  packages.

A plugin that cannot be loaded (no such file, a syntax error, an import
error, a malformed pass) is one :class:`~ncpu_opt.errors.NcpuError` naming it.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import sys
from types import ModuleType
from typing import TYPE_CHECKING

from ncpu_opt.errors import NcpuError

if TYPE_CHECKING:  # pragma: no cover
    from ncpu_opt.pipeline.registry import PassInfo, PassRegistry

#: The entry-point group installed packages put their passes in.
ENTRY_POINT_GROUP = "ncpu_opt.passes"

#: Plugin files imported in this process, by absolute path: a path given twice loads once.
_loaded_files: dict[str, ModuleType] = {}
_entry_points_loaded = False


def load_pass_plugin(path: str) -> ModuleType:
    """Import the Python file *path*, whose ``@register_pass`` classes become passes."""
    key = os.path.abspath(path)
    if key in _loaded_files:
        return _loaded_files[key]
    if not os.path.isfile(key):
        reason = "is a directory" if os.path.isdir(key) else "No such file or directory"
        raise NcpuError(f"cannot load pass plugin '{path}': {reason}")
    # A name of its own per path: two plugins called passes.py do not replace each other.
    name = f"ncpu_opt_plugin_{hashlib.sha1(key.encode()).hexdigest()[:12]}"
    spec = importlib.util.spec_from_file_location(name, key)
    if spec is None or spec.loader is None:
        raise NcpuError(f"cannot load pass plugin '{path}': not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as e:  # noqa: BLE001 - the plugin's own code: any failure is its error
        del sys.modules[name]
        raise NcpuError(f"cannot load pass plugin '{path}': {_describe(e, key)}") from None
    _loaded_files[key] = module
    return module


def load_entry_point_passes() -> bool:
    """Load the passes of the ``ncpu_opt.passes`` entry points (once); whether this call did."""
    global _entry_points_loaded
    if _entry_points_loaded:
        return False
    _entry_points_loaded = True
    from importlib import metadata

    for entry_point in metadata.entry_points(group=ENTRY_POINT_GROUP):
        _load_entry_point(entry_point)
    return True


def _load_entry_point(entry_point: object) -> None:
    from ncpu_opt.pipeline.passes import ModulePass
    from ncpu_opt.pipeline.registry import REGISTRY

    name = getattr(entry_point, "name", "?")
    value = getattr(entry_point, "value", "?")
    try:
        loaded = entry_point.load()  # type: ignore[attr-defined]
        if isinstance(loaded, type) and issubclass(loaded, ModulePass):
            REGISTRY.register(loaded)
    except Exception as e:  # noqa: BLE001 - the plugin's own code: any failure is its error
        raise NcpuError(
            f"cannot load pass plugin '{name}' (entry point {value} of group {ENTRY_POINT_GROUP}): {_describe(e)}"
        ) from None


def lookup_with_plugins(registry: PassRegistry, name: str) -> PassInfo | None:
    """``registry.lookup(name)``, trying the entry points' passes once if it is not there."""
    from ncpu_opt.pipeline.registry import REGISTRY

    info = registry.lookup(name)
    if info is None and registry is REGISTRY and load_entry_point_passes():
        info = registry.lookup(name)
    return info


def _describe(e: BaseException, path: str | None = None) -> str:
    """One line for an exception raised loading a plugin (from the file *path*)."""
    if isinstance(e, SyntaxError):
        own = e.filename is not None and path is not None and os.path.abspath(e.filename) == path
        where = "" if own else f"{e.filename}:"
        return f"{where}line {e.lineno}: {e.msg}" if e.lineno else f"{where}{e.msg}"
    if isinstance(e, ImportError | NcpuError):
        return str(e)
    return f"{type(e).__name__}: {e}"
