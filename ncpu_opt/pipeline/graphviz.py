"""Render the Graphviz files passes wrote (``dot-regions``) to SVG: the CLI's ``--view``.

The rendering is Graphviz's own ``dot`` program, found on ``PATH``; without it
the user is told once how to get it (the ``graphviz`` package on PyPI is only
bindings, it does not bring the program).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Sequence

INSTALL_HINT = (
    "ncpu-opt: note: --view needs Graphviz's 'dot' program to render the .dot files to SVG: "
    "install Graphviz ('apt-get install graphviz', 'brew install graphviz', or from graphviz.org; "
    "'pip install graphviz' does not bring the program)"
)


def svg_path(dot_path: str) -> str:
    """``x.regions.dot`` -> ``x.regions.svg``."""
    base, ext = os.path.splitext(dot_path)
    return (base if ext == ".dot" else dot_path) + ".svg"


def render_svgs(dot_paths: Sequence[str]) -> list[str]:
    """Render each file to SVG beside it with ``dot``, saying ``Writing '<svg>'...`` on stderr.

    Returns the SVG files written: none when ``dot`` is missing (said once) or
    nothing was drawn; a file ``dot`` fails on is reported and skipped.
    """
    if not dot_paths:
        print("ncpu-opt: note: --view: no pass wrote a picture (add dot-regions to -passes)", file=sys.stderr)
        return []
    dot = shutil.which("dot")
    if dot is None:
        print(INSTALL_HINT, file=sys.stderr)
        return []
    written = []
    for path in dot_paths:
        svg = svg_path(path)
        sys.stderr.write(f"Writing '{svg}'...")
        done = subprocess.run([dot, "-Tsvg", path, "-o", svg], capture_output=True, text=True, check=False)
        if done.returncode != 0:
            sys.stderr.write(f"  dot failed: {done.stderr.strip() or f'exit code {done.returncode}'}\n")
            continue
        sys.stderr.write("\n")
        written.append(svg)
    return written
