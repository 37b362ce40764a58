"""Why the vectoriser refused a kernel."""

from __future__ import annotations

from ncpu_opt.ir.instructions import Instruction


class VectorizationFailure(Exception):
    """A kernel cannot be vectorised; ``where`` is the instruction to blame, if any.

    Not an :class:`~ncpu_opt.errors.NcpuError`: a refusal is never fatal, the
    kernel keeps its scalar form and the reason becomes a missed remark.
    """

    def __init__(self, reason: str, where: Instruction | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.where = where
