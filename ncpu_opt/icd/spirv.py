"""SPIR-V programs (``clCreateProgramWithIL``) through the Khronos SPIR-V/LLVM translator.

The translator turns SPIR-V into the same SPIR LLVM IR clang makes of OpenCL C (OpenCL
builtins by their mangled names, kernel argument metadata), which ncpu-opt's pipeline builds
as any other IR.  It is found, in this order: ``$NCPU_OPT_LLVM_SPIRV`` (a path), PyPI's
``dpcpp-llvm-spirv`` package in this environment, ``llvm-spirv`` on ``PATH``, then the
versioned names Debian's ``llvm-spirv-NN`` packages install.  Without one the device reports
no IL (``CL_DEVICE_IL_VERSION`` empty) and ``clCreateProgramWithIL`` is
``CL_INVALID_OPERATION``.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from ncpu_opt.errors import NcpuError

ENV_TRANSLATOR = "NCPU_OPT_LLVM_SPIRV"
#: The SPIR-V versions the translators read (every one since LLVM 15's reads 1.0 to 1.4).
VERSIONS = ((1, 0), (1, 1), (1, 2), (1, 3), (1, 4))
#: A SPIR-V module's first word, as the bytes of a little-endian file.
MAGIC = (0x07230203).to_bytes(4, "little")
#: Debian's versioned translators, newest first.
DEBIAN_NAMES = tuple(f"llvm-spirv-{n}" for n in range(22, 13, -1))
#: A translation that runs longer has hung.
TIMEOUT_S = 300
#: What to install when there is no translator (the context's callback and docs say it).
INSTALL_HINT = (
    "install a SPIR-V/LLVM translator: 'pip install dpcpp-llvm-spirv', or Debian's "
    "'apt install llvm-spirv-15' (or set NCPU_OPT_LLVM_SPIRV to an llvm-spirv)"
)


class TranslationError(NcpuError):
    """The translator refused the module (its message quoted) or could not run."""


@functools.cache
def translator() -> str | None:
    """The path of the llvm-spirv to run, or None when there is none."""
    configured = os.environ.get(ENV_TRANSLATOR)
    if configured:
        return configured if os.access(configured, os.X_OK) else None
    spec = importlib.util.find_spec("dpcpp_llvm_spirv")
    if spec is not None and spec.origin is not None:
        bundled = Path(spec.origin).parent / "bin" / "llvm-spirv"
        if os.access(bundled, os.X_OK):
            return str(bundled)
    for name in ("llvm-spirv", *DEBIAN_NAMES):
        found = shutil.which(name)
        if found:
            return found
    return None


#: A line of ``llvm-spirv -spec-const-info``: "Spec const id = 7, size in bytes = 4[, type = i32]".
_SPEC_CONST = re.compile(r"Spec const id = (\d+), size in bytes = (\d+)(?:, type = (\w+))?")


@dataclass(frozen=True)
class SpecConstant:
    """A specialization constant of a module: its size in bytes and, where the translator
    says it, its type (``i1``, ``i32``, ``f32``, ...)."""

    size: int
    type: str | None = None


def _run(arguments: list[str], il: bytes, output: str | None = None) -> tuple[str, bytes | None]:
    """Run the translator on *il* (``arguments`` before the input); its standard output and the
    file it wrote as *output* (an ``-o`` name), if any."""
    tool = translator()
    if tool is None:
        raise TranslationError(f"SPIR-V needs a translator to LLVM IR: {INSTALL_HINT}")
    if not il.startswith(MAGIC) and not il.startswith(MAGIC[::-1]):
        raise TranslationError("not a SPIR-V module (its first word is not 0x07230203)")
    with tempfile.TemporaryDirectory(prefix="ncpu-opt-spirv-") as work:
        source = Path(work, "program.spv")
        source.write_bytes(il)
        command = [tool, *arguments, str(source)]
        if output is not None:
            command += ["-o", str(Path(work, output))]
        try:
            done = subprocess.run(
                command, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=TIMEOUT_S
            )
        except OSError as e:
            raise TranslationError(f"cannot run {tool}: {e.strerror or e}") from None
        except subprocess.TimeoutExpired:
            raise TranslationError(f"{tool} ran over {TIMEOUT_S} s") from None
        made = Path(work, output) if output is not None else None
        if done.returncode != 0 or (made is not None and not made.is_file()):
            said = (done.stderr or done.stdout).strip() or f"exit {done.returncode}"
            raise TranslationError(f"the SPIR-V module cannot be read: {said}")
        return done.stdout, made.read_bytes() if made is not None else None


def spec_constants(il: bytes) -> dict[int, SpecConstant]:
    """The module's specialization constants by id (what ``-spec-const-info`` lists)."""
    return _spec_constants(hashlib.sha256(il).hexdigest(), il)


@functools.lru_cache(maxsize=64)
def _spec_constants(digest: str, il: bytes) -> dict[int, SpecConstant]:
    said, _ = _run(["-spec-const-info"], il)
    return {int(m[1]): SpecConstant(int(m[2]), m[3]) for m in _SPEC_CONST.finditer(said)}


def to_bitcode(il: bytes, values: dict[int, bytes] | None = None) -> bytes:
    """LLVM bitcode (SPIR, OpenCL builtins) of the SPIR-V module *il*, its specialization
    constants set to *values* (id -> the value's bytes, as clSetProgramSpecializationConstant
    took them)."""
    arguments = ["-r", "--spirv-target-env=CL2.0"]
    if values:
        known = spec_constants(il)
        settings = [
            _setting(spec_id, value, known.get(spec_id)) for spec_id, value in values.items()
        ]
        arguments.append("-spec-const=" + " ".join(settings))
    _, bitcode = _run(arguments, il, "program.bc")
    assert bitcode is not None
    return bitcode


def _setting(spec_id: int, value: bytes, constant: SpecConstant | None) -> str:
    """``id:type:value`` for ``-spec-const``: the bytes as an integer of their size (the
    translator takes a float's bits so), a boolean as ``i1``."""
    number = int.from_bytes(value, "little", signed=True)
    if constant is not None and constant.type == "i1":
        return f"{spec_id}:i1:{int(number != 0)}"
    return f"{spec_id}:i{8 * len(value)}:{number}"
