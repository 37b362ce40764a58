"""The C headers ncpu-opt ships, for C hosts of kernels compiled ahead of time.

``ncpu-opt --include-dir`` prints :func:`include_dir` (as ``numpy.get_include()``
does for numpy's headers): ``cc -I"$(ncpu-opt --include-dir)"`` then finds
``#include <ncpu_opt/kernel_abi.h>``, the ABI of the work-group drivers that
``ncpu-opt -passes=native-cpu --filetype=obj`` writes (see examples/aot/).
The headers are package data of the wheel (setup.py), beside this module.
"""

from __future__ import annotations

from pathlib import Path

#: The folder to pass to ``cc -I``.
INCLUDE_DIR = Path(__file__).resolve().with_name("include")
#: The work-group driver ABI, relative to :data:`INCLUDE_DIR`.
KERNEL_ABI_HEADER = "ncpu_opt/kernel_abi.h"


def include_dir() -> str:
    """The folder holding ``ncpu_opt/kernel_abi.h``, as an absolute path."""
    return str(INCLUDE_DIR)
