"""Refusing input that has already been through native-cpu.

``add-kernel-wrapper`` and ``add-work-group-driver`` make one function per
kernel (``@k.mux-kernel-wrapper``, ``@k.mux-work-group-driver``); given their
own output again they fail on a name clash deep in the pipeline ("cannot wrap
@k.mux-barrier-wrapper: @k.mux-kernel-wrapper already exists"), which does not
tell a user that the file is the wrong one.  This check, on the text before
any pass runs, says so.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ncpu_opt.errors import NcpuError

#: The passes that cannot run twice, and the suffixes of the functions they make.
_MAKERS = {
    "add-kernel-wrapper": ".mux-kernel-wrapper",
    "add-work-group-driver": ".mux-work-group-driver",
}
_DEFINED_RE = re.compile(
    r'^define\b[^\n@]*@"?([^"(\n]+?(?:' + "|".join(re.escape(s) for s in _MAKERS.values()) + r'))"?\(',
    re.MULTILINE,
)


def check_not_compiled(text: str, filename: str, pass_names: Iterable[str]) -> None:
    """Raise :class:`NcpuError` if a pass of *pass_names* would meet its own output in *text*."""
    if not _MAKERS.keys() & set(pass_names):
        return
    match = _DEFINED_RE.search(text)
    if match is not None:
        raise NcpuError(
            f"{filename}: this module has already been through native-cpu (it defines @{match.group(1)}); "
            "give the pipeline clang's IR or the OpenCL C source instead"
        )
