"""What the vectoriser needs to know about the target: its natural vector width.

``run-vecz<auto>`` widens kernels to as many work-items as fit in one of the
target's widest vector registers, so a float kernel on an AVX2 machine runs
8 work-items per instruction.  The width is read from the LLVM feature string
(``+avx2,-avx512f,...``, as ``-mattr`` or llvmlite's host query give it), not
the CPU name: the features say what the code generator may use.

x86 has 128 bits with SSE2, 256 with AVX (or anything built on it), 512 with
AVX512F; AArch64 and ARM (Neon) and every other architecture get 128.
LLVM's tuning preference for 256-bit vectors on some AVX-512 CPUs
(``prefer-256-bit``) is not applied: with ``+avx512f`` the answer is 512.

None for any of triple, CPU and features means the host's; the host's answer
is asked once per process.  A target other than the host (another triple
string or CPU) given without features gets its architecture's baseline, as
``llc -mtriple`` does, since llvmlite cannot list a named CPU's features:
pass ``-mattr`` for more.
"""

from __future__ import annotations

from functools import cache

from ncpu_opt.codegen import backend

#: x86 feature names that imply AVX (256-bit registers): a ``-mattr=+avx2`` alone means AVX too.
_X86_AVX_IMPLIERS = frozenset(("fma", "fma4", "f16c", "xop", "vaes", "vpclmulqdq"))
_X86_ARCHS = ("x86_64", "amd64", "i386", "i486", "i586", "i686", "x86")
#: Neon (and SVE's minimum) on AArch64/ARM, and what we assume elsewhere.
DEFAULT_VECTOR_BITS = 128


def natural_vector_width(
    triple: str | None = None, cpu: str | None = None, features: str | None = None, element_bits: int = 32
) -> int:
    """How many ``element_bits``-wide lanes the target's widest vector register holds (at least 1)."""
    if isinstance(element_bits, bool) or not isinstance(element_bits, int) or element_bits <= 0:
        raise ValueError(f"element_bits must be a positive integer, not {element_bits!r}")
    if features is None and _is_host(triple, cpu):
        bits = _host_vector_bits()
    else:
        # A named target other than the host: its baseline unless features are given.
        bits = vector_register_bits(triple or backend.host_triple(), features or "")
    return max(1, bits // element_bits)


def scalable_granule_bits(triple: str | None = None) -> int:
    """The bits a scalable vector holds per ``vscale``: 64 on RISC-V (its V extension's
    block), 128 elsewhere (Arm SVE's granule)."""
    return 64 if (triple or backend.host_triple()).startswith("riscv") else 128


def vector_register_bits(triple: str, features: str) -> int:
    """The width in bits of the widest vector register *features* enable on *triple*'s architecture."""
    if not _is_x86(triple):
        return DEFAULT_VECTOR_BITS
    state = feature_states(features)
    enabled = {name for name, on in state.items() if on}
    # Turning a base feature off turns off everything built on it, as LLVM does.
    if state.get("avx") is not False:
        if state.get("avx512f") is not False and any(_implies_avx512f(name) for name in enabled):
            return 512
        if any(name.startswith("avx") or name in _X86_AVX_IMPLIERS for name in enabled):
            return 256
    return DEFAULT_VECTOR_BITS


def _implies_avx512f(name: str) -> bool:
    """Every AVX-512 extension, and AVX10 at 512 bits, builds on AVX512F."""
    return name.startswith("avx512") or (name.startswith("avx10") and not name.endswith("-256"))


def feature_states(features: str) -> dict[str, bool]:
    """Feature name -> on/off as a feature string sets it; the last mention wins, as in LLVM."""
    state: dict[str, bool] = {}
    for item in features.split(","):
        item = item.strip()
        if len(item) > 1 and item[0] in "+-":
            state[item[1:]] = item[0] == "+"
    return state


def _is_x86(triple: str) -> bool:
    return triple.split("-", 1)[0].lower() in _X86_ARCHS


def _is_host(triple: str | None, cpu: str | None) -> bool:
    """Whether (triple, cpu), None meaning the host's, name the host."""
    return (triple is None or triple == backend.host_triple()) and (cpu is None or cpu == backend.host_cpu())


@cache
def _host_vector_bits() -> int:
    return vector_register_bits(backend.host_triple(), backend.host_features())
