"""vload/vstore (vloadn, vstoren, vload_half, vstore_half): not defined yet, so they stay declared."""

from __future__ import annotations

from ncpu_opt.clc.base import Definition


def definitions() -> dict[str, Definition]:
    return {}
