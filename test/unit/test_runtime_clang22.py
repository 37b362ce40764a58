"""clang 22's kernel shape (an entry plus its __clang_ocl_kern_imp_ body) runs from the runtime."""

from __future__ import annotations

import numpy as np
from ncpu_opt.runtime import Program
from runtime_support import ROOT

CLANG22 = ROOT / "test" / "lit" / "native-cpu" / "clang22-kernel-bodies.ll"


def test_each_entry_point_is_one_kernel_and_a_kernel_may_call_another() -> None:
    program = Program.from_file(CLANG22, threads=2)
    assert sorted(program.kernel_names) == ["scale", "twice"]
    x = np.arange(1000, dtype=np.float32)
    program.kernel("scale")(x, np.float32(3), global_size=(1000,))
    program.kernel("twice")(x=x, global_size=(1000,))
    np.testing.assert_array_equal(x, np.arange(1000, dtype=np.float32) * 6)
