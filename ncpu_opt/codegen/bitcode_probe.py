"""Reading untrusted bitcode in a child process first, where LLVM may abort.

LLVM's bitcode reader trusts its input more than its text parser does:
malformed bitcode can end the process on an assertion (llvmlite's LLVM has
them on, e.g. ``BitcodeReader.cpp: Assertion 'VSTOffset == 0 ||
!F->hasName()'``), an allocation of a size read from the file, or a stack
overflow on nesting.  :func:`probe_bitcode` has a fresh Python read, verify
and print the module in a process of its own (llvmlite only, about 0.1 s);
only if that process survives does the caller read it in its own.  The
same data through the same LLVM calls, the caller's reading cannot end
differently.  The printing comes back, so the caller can check it (its
nesting) before its own LLVM prints it.
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from collections.abc import Sequence

from ncpu_opt.errors import NcpuError

#: What the child runs: exactly the LLVM calls the caller makes on bitcode (parse, verify, print).
#: A module LLVM refuses with a message prints nothing: the caller reads it again for that message.
_CHILD = """
import sys
import llvmlite.binding as llvm
from llvmlite.binding import ffi

for option in sys.argv[1:]:
    llvm.set_option("ncpu-opt", option)
try:
    module = llvm.parse_bitcode(sys.stdin.buffer.read(), context=llvm.create_context())
except RuntimeError:
    sys.exit(0)
with ffi.OutputString() as message:
    ffi.lib.LLVMPY_VerifyModule(module, message)
with ffi.OutputString() as printed:
    ffi.lib.LLVMPY_PrintModuleToString(module, printed)
    sys.stdout.buffer.write(printed.bytes or b"")
"""

_ASSERTION_RE = re.compile(r"Assertion `(.*)' failed")


def probe_bitcode(data: bytes, filename: str, llvm_options: Sequence[str]) -> bytes:
    """LLVM's printing of the bitcode *data*, read in a child process; :class:`NcpuError` naming
    *filename* if reading it ends that process.

    Empty where there is nothing to check: LLVM refused the bitcode with a
    message (the caller's reading gives it), or there is no Python to start
    (an embedded interpreter without ``sys.executable``: the caller reads the
    bitcode unguarded, as before, rather than not at all).
    """
    if not sys.executable:
        return b""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    try:
        child = subprocess.run(
            [sys.executable, "-c", _CHILD, *llvm_options],
            input=data,
            capture_output=True,
            env=env,
            check=False,
        )
    except OSError as e:
        raise NcpuError(
            f"{filename}: cannot start a process to read the bitcode in: {e.strerror or e}"
        ) from None
    if child.returncode == 0:
        return child.stdout
    raise NcpuError(f"{filename}: invalid bitcode: {_death(child.returncode, child.stderr)}")


def _death(returncode: int, stderr: bytes) -> str:
    """How the reading process ended, in LLVM's words where it left some."""
    said = stderr.decode("utf-8", errors="replace")
    assertion = _ASSERTION_RE.search(said)
    if assertion is not None:
        return f"LLVM aborted reading it (assertion '{assertion.group(1)}' failed)"
    last = said.strip().splitlines()[-1].strip() if said.strip() else ""
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        return f"LLVM crashed reading it ({name}{': ' + last if last else ''})"
    return f"the process reading it failed (exit status {returncode}{': ' + last if last else ''})"
