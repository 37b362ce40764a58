"""By-value struct arguments stay private to each work-item across barriers."""

from __future__ import annotations

import numpy as np
import pytest
from ncpu_opt.runtime import LocalMemory, Program
from runtime_support import RUNTIME_KERNELS

PAIR = np.dtype([("a", np.int32), ("b", np.int32)])


@pytest.mark.parametrize("folder", ["ll", "ll-O0"])
@pytest.mark.parametrize("threads", [1, 2])
def test_byval_struct_is_private_per_work_item(folder: str, threads: int) -> None:
    prog = Program.from_file(RUNTIME_KERNELS / folder / "byval.ll", threads=threads, cache=False)
    out = np.zeros(12, np.int32)
    pair = np.array((10, 5), dtype=PAIR)[()]
    prog.kernel("byval_private")(pair, out, LocalMemory(4 * 4), global_size=(12,), local_size=(4,))
    np.testing.assert_array_equal(out, [10 + i % 4 + 5 for i in range(12)])
