"""The natural vector width the vectoriser picks for a target."""

from __future__ import annotations

import platform

import pytest

from ncpu_opt.codegen import backend
from ncpu_opt.codegen.target_info import feature_states, natural_vector_width, vector_register_bits

X86 = "x86_64-unknown-linux-gnu"
#: Shaped like llvmlite's host feature strings: every feature, explicitly on or off.
ZNVER3 = "+64bit,+adx,+aes,-amx-avx512,+avx,-avx10.1,+avx2,-avx512bf16,-avx512bw,-avx512f,-avx512vl,+fma,+sse2,+sse4.2"
SAPPHIRE = "+64bit,+avx,+avx2,+avx512bf16,+avx512bw,+avx512f,+avx512vl,+fma,+sse2"
NEHALEM = "+64bit,-avx,-avx2,-avx512f,+sse2,+sse4.2"


@pytest.mark.parametrize(
    ("triple", "features", "element_bits", "width"),
    [
        (X86, SAPPHIRE, 32, 16),
        (X86, SAPPHIRE, 64, 8),
        (X86, SAPPHIRE, 8, 64),
        (X86, ZNVER3, 32, 8),
        (X86, ZNVER3, 16, 16),
        (X86, NEHALEM, 32, 4),
        (X86, NEHALEM, 64, 2),
        (X86, NEHALEM, 256, 1),  # wider than the register: still one lane
        (X86, "", 32, 4),  # x86-64's baseline, SSE2
        ("i686-pc-linux-gnu", "+avx2", 32, 8),
        ("aarch64-unknown-linux-gnu", "+neon,+sve", 32, 4),
        ("armv7a-none-eabi", "+neon", 32, 4),
        ("riscv64-unknown-linux-gnu", "+v", 32, 4),
    ],
)
def test_width_from_features(triple: str, features: str, element_bits: int, width: int) -> None:
    assert natural_vector_width(triple, None, features, element_bits) == width


def test_implied_and_disabled_features() -> None:
    assert vector_register_bits(X86, "+avx2") == 256  # AVX2 is built on AVX
    assert vector_register_bits(X86, "+fma") == 256
    assert vector_register_bits(X86, "+avx512bw") == 512  # every AVX-512 extension needs AVX512F
    assert vector_register_bits(X86, "+avx10.2") == 512
    assert vector_register_bits(X86, "+avx512bw,-avx512f") == 256
    assert vector_register_bits(X86, "+avx512f,-avx") == 128  # no AVX: nothing built on it either
    assert vector_register_bits(X86, "+avx,+avx512f,-avx512f") == 256  # the last mention wins
    assert vector_register_bits(X86, "-amx-avx512,+amx-avx512") == 128  # AMX tiles are not vector registers


def test_feature_states() -> None:
    assert feature_states(" +a, -b ,+b,c,, -") == {"a": True, "b": True}


def test_other_target_without_features_gets_baseline() -> None:
    assert natural_vector_width("aarch64-unknown-linux-gnu", None, None) == 4
    assert natural_vector_width("x86_64-pc-windows-msvc", "skylake-avx512", None) == 4


def test_bad_element_bits() -> None:
    for bad in (0, -32, True, 32.0):
        with pytest.raises(ValueError, match="element_bits must be a positive integer"):
            natural_vector_width(X86, None, "", bad)  # type: ignore[arg-type]


@pytest.mark.skipif(platform.machine().lower() not in ("x86_64", "amd64"), reason="x86-64 hosts only")
def test_host() -> None:
    width = natural_vector_width(None, None, None)
    assert width >= 4 and width & (width - 1) == 0
    # The host named explicitly is the host.
    assert natural_vector_width(backend.host_triple(), backend.host_cpu(), None) == width
    assert natural_vector_width(backend.host_triple(), None, backend.host_features()) == width
    assert natural_vector_width(element_bits=64) == max(1, width // 2)
