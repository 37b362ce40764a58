"""Code generation: llvmlite at the edge, from canonical IR text to object files.

:mod:`~ncpu_opt.codegen.backend` is everything that touches ``llvmlite.binding``
(reading ``.ll``/``.bc``, verifying, linking, LLVM's passes, target machines,
object and assembly output); :mod:`~ncpu_opt.codegen.retarget` moves ``spir64`` kernels to
the host; :mod:`~ncpu_opt.codegen.target_info` and
:mod:`~ncpu_opt.codegen.target_names` describe and check the target;
:mod:`~ncpu_opt.codegen.split` and :mod:`~ncpu_opt.codegen.parallel` compile a
module's kernels as units in parallel processes; :mod:`~ncpu_opt.codegen.c_headers`
ships ``include/ncpu_opt/kernel_abi.h``, the ABI of the objects written here.
"""
