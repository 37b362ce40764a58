"""Loading compiled object files into the process with llvmlite's MCJIT.

No system linker or compiler is involved: the object file bytes (from code
generation or from the cache) are added to an MCJIT engine, which relocates
them and resolves external symbols (``memcpy``, libm) against the process.
"""

from __future__ import annotations

from typing import Any

from ncpu_opt.runtime.errors import CompileError

from ncpu_opt.codegen import backend


class LoadedObject:
    """An object file linked into memory; keep it alive while its code may run."""

    def __init__(self, obj: bytes) -> None:
        llvm = backend._llvm()
        self._tm = backend.target_machine()
        # MCJIT needs a module to start from; an empty one for the host will do.
        self._module = llvm.parse_assembly(f'target triple = "{backend.host_triple()}"\n')
        self._module.data_layout = str(self._tm.target_data)
        self._engine: Any = llvm.create_mcjit_compiler(self._module, self._tm)
        try:
            self._engine.add_object_file(llvm.ObjectFileRef.from_data(obj))
            self._engine.finalize_object()
        except RuntimeError as e:
            raise CompileError(f"cannot load the compiled object: {e}") from None

    def address(self, symbol: str) -> int:
        """The address of *symbol*; a missing symbol is a :class:`CompileError`."""
        address = int(self._engine.get_function_address(symbol))
        if not address:
            raise CompileError(f"the compiled program has no symbol '{symbol}'")
        return address
