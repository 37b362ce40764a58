"""The launch's argument packer against the full checks: the same bytes, or the same error.

``ArgumentPacker`` takes shortcuts for the common arguments; whatever a caller
passes, it must accept exactly what ``pack_arguments`` accepts, pack the same
bytes, and raise the same error with the same message otherwise.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from ncpu_opt.runtime import LocalMemory, Program
from ncpu_opt.runtime.args import LOCAL_MEM_SIZE, pack_arguments
from ncpu_opt.runtime.kernel_info import KernelInfo, ParamKind
from ncpu_opt.runtime.memory import aligned_zeros
from ncpu_opt.runtime.packer import ArgumentPacker
from runtime_support import RUNTIME_KERNELS

DTYPES = [np.float32, np.int32, np.float64, np.int64, np.uint8, np.uint32]


@pytest.fixture(scope="module")
def mixed() -> KernelInfo:
    return Program.from_file(RUNTIME_KERNELS / "ll" / "packing.ll", threads=1).kernel("mixed").info


def arrays(wanted: Any) -> st.SearchStrategy[Any]:
    """Arrays good and bad (of *dtype*, or any): shapes, 0-d, views with strides or offsets, read-only."""

    @st.composite
    def build(draw: st.DrawFn) -> Any:
        dtype = draw(st.sampled_from(DTYPES)) if wanted is None else np.dtype(wanted)
        size = draw(st.sampled_from([0, 1, 4, 64]))
        base = aligned_zeros(size + 32, dtype, align=128)
        shape = draw(st.sampled_from(["flat", "0-d", "2-d", "strided", "offset"]))
        if shape == "0-d":
            array = base[:1].reshape(())
        elif shape == "2-d" and size:
            array = base[: size - size % 2].reshape(2, -1) if size > 1 else base[:1].reshape(1, 1)
        elif shape == "strided":
            array = base[: 2 * size : 2]
        elif shape == "offset":  # starts 1, 2, 4, 8 or 16 elements into an aligned block
            skip = draw(st.sampled_from([1, 2, 4, 8, 16]))
            array = base[skip : skip + size]
        else:
            array = base[:size]
        if draw(st.booleans()):
            array.flags.writeable = False
        return array

    return build()


SCALARS = st.one_of(
    st.integers(min_value=-(2**65), max_value=2**65),
    st.floats(allow_nan=False, width=32),
    st.booleans(),
    st.sampled_from([np.int32(-5), np.uint32(7), np.float32(1.5), np.float64(2.5), np.int64(-(2**40)), np.uint8(200),
                     np.int8(-1), np.bool_(True), np.array(3, np.int32), "7", None]),
)
LOCALS = st.one_of(
    st.builds(LocalMemory, st.sampled_from([1, 4, 4096, LOCAL_MEM_SIZE // 2, LOCAL_MEM_SIZE])),
    st.sampled_from([16, None]),
)
VECTORS = st.one_of(
    st.lists(st.floats(allow_nan=False, width=32), min_size=3, max_size=5),
    st.sampled_from([np.zeros(4, np.float32), np.zeros(4, np.float64), np.zeros(5, np.float32), 1.0]),
)


def valid_for(param: Any) -> st.SearchStrategy[Any]:
    """Arguments the parameter takes (so that a mistake in one argument is not hidden by another's)."""
    if param.kind is ParamKind.BUFFER:
        dtype = np.dtype(param.dtype)
        return st.sampled_from([4, 64]).map(lambda n: aligned_zeros(n, dtype, align=max(param.align, 16)))
    if param.kind is ParamKind.LOCAL:
        return st.builds(LocalMemory, st.sampled_from([4, 256]))
    if param.count > 1:
        return st.just(np.zeros(param.count, np.dtype(param.dtype)))
    return st.just(np.dtype(param.dtype).type(1))


def anything_for(param: Any) -> st.SearchStrategy[Any]:
    if param.kind is ParamKind.BUFFER:
        right_dtype = arrays(param.dtype)
        return st.one_of(right_dtype, right_dtype, arrays(None), st.sampled_from([[1.0, 2.0], None]))
    if param.kind is ParamKind.LOCAL:
        return LOCALS
    if param.count > 1:
        return VECTORS
    return SCALARS


def values_for(info: KernelInfo) -> st.SearchStrategy[list[Any]]:
    """Valid arguments but one or two, which may be anything (so that no mistake hides another)."""
    params = info.user_params

    @st.composite
    def build(draw: st.DrawFn) -> list[Any]:
        odd = draw(st.sets(st.integers(0, len(params) - 1), min_size=1, max_size=2))
        return [draw(anything_for(p) if i in odd else valid_for(p)) for i, p in enumerate(params)]

    return build()


def outcome(pack: Any) -> tuple[str, Any, Any]:
    try:
        data = pack()
    except Exception as e:
        return ("error", type(e), str(e))
    return ("ok", data, None)


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_the_packer_agrees_with_the_full_checks(mixed: KernelInfo, data: st.DataObject) -> None:
    args = data.draw(values_for(mixed))
    packer = ArgumentPacker(mixed)
    full = outcome(lambda: pack_arguments(mixed, args)[0].tobytes())
    fast = outcome(lambda: bytes(packer.pack(args)[0]))
    assert fast == full


def test_the_common_arguments_take_the_fast_path(mixed: KernelInfo, monkeypatch: pytest.MonkeyPatch) -> None:
    # Arrays of the right dtype and alignment, exact numpy scalars and LocalMemory never
    # reach the full path.
    import ncpu_opt.runtime.packer as packer_module

    def refuse(*args: object) -> bytes:
        raise AssertionError("the full path ran")

    monkeypatch.setattr(packer_module, "field_bytes", refuse)
    args = [
        np.zeros(4, np.float32), np.zeros(4, np.int32), LocalMemory(64), np.int32(1), np.uint32(2),
        np.float32(3), np.int64(4), np.zeros(4, np.float32), np.zeros(4, np.float64), np.uint8(5),
        aligned_zeros(16, np.int32, align=64),
    ]
    with pytest.raises(AssertionError, match="the full path ran"):  # the float4 goes the full way
        ArgumentPacker(mixed).pack(args)
    vector_index = next(i for i, p in enumerate(mixed.user_params) if p.count > 1)
    monkeypatch.setattr(packer_module, "field_bytes", lambda kernel, param, value, keep: bytes(param.size))
    packed, _ = ArgumentPacker(mixed).pack(args)
    expected = pack_arguments(mixed, args)[0].tobytes()
    v = mixed.user_params[vector_index]
    assert bytes(packed)[: v.offset] == expected[: v.offset]
    assert bytes(packed)[v.offset + v.size :] == expected[v.offset + v.size :]


def test_a_misaligned_array_is_refused_on_both_paths(mixed: KernelInfo) -> None:
    from ncpu_opt.runtime.errors import BufferAlignmentError

    args: list[Any] = [
        aligned_zeros(64, np.dtype(p.dtype), align=128) if p.kind is ParamKind.BUFFER
        else LocalMemory(64) if p.kind is ParamKind.LOCAL
        else np.zeros(p.count, np.dtype(p.dtype)) if p.count > 1
        else np.dtype(p.dtype).type(1)
        for p in mixed.user_params
    ]
    wide = next(i for i, p in enumerate(mixed.user_params) if p.name == "wide")
    args[wide] = aligned_zeros(64, np.int32, align=128)[1:33]  # 4 bytes past a 128-byte boundary
    with pytest.raises(BufferAlignmentError, match="64-byte aligned"):
        pack_arguments(mixed, args)
    with pytest.raises(BufferAlignmentError, match="64-byte aligned"):
        ArgumentPacker(mixed).pack(args)
