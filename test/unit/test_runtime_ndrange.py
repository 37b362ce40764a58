"""NDRange checks, local-size choice and the work-group info template (no compilation)."""

from __future__ import annotations

import ctypes

import pytest
from ncpu_opt.runtime import MAX_WORK_GROUP_SIZE, NDRangeError
from ncpu_opt.runtime.ndrange import WorkGroupInfo, choose_local_size, make_ndrange

from ncpu_opt.codegen import backend
from ncpu_opt.ir.module import Module
from ncpu_opt.mux.scheduling import WorkGroupField, work_group_info_type


def test_work_group_info_matches_the_abi() -> None:
    """The ctypes struct the runtime fills is %MuxWorkGroupInfo under the host's data layout."""
    module = Module(datalayout=backend.target_datalayout())
    struct = work_group_info_type(module)
    layout = module.data_layout.struct_layout(struct)
    assert layout.size == ctypes.sizeof(WorkGroupInfo)
    for field in WorkGroupField:
        assert layout.offsets[field] == getattr(WorkGroupInfo, field.name.lower()).offset, field


def test_padding_and_groups() -> None:
    nd = make_ndrange((10, 6), (4, 3), (1, 2))
    assert nd.work_dim == 2
    assert nd.global_size == (10, 6, 1) and nd.local_size == (4, 3, 1) and nd.global_offset == (1, 2, 0)
    assert nd.num_groups == (3, 2, 1) and nd.total_groups == 6
    info = nd.template()
    assert list(info.enqueued_local_size) == [4, 3, 1] and list(info.global_size) == [10, 6, 1]
    assert info.work_dim == 2 and list(info.num_groups) == [3, 2, 1]


def test_integers_accepted_for_1d() -> None:
    assert make_ndrange(100, 10).global_size == (100, 1, 1)


@pytest.mark.parametrize(
    ("global_size", "expected"),
    [((1024,), (256,)), ((100,), (100,)), ((1000,), (250,)), ((1_000_003,), (256,)), ((64, 64), (16, 16)), ((30, 7, 5), (15, 1, 1))],
)
def test_chosen_local_sizes(global_size: tuple[int, ...], expected: tuple[int, ...]) -> None:
    chosen = choose_local_size(global_size)
    assert len(chosen) == len(global_size)
    product = 1
    for n in chosen:
        product *= n
    assert product <= MAX_WORK_GROUP_SIZE
    if global_size != (30, 7, 5):
        assert chosen == expected


def test_reqd_work_group_size_is_the_default_local_size() -> None:
    assert make_ndrange((64, 8), None, reqd_work_group_size=(8, 2, 1)).local_size == (8, 2, 1)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"global_size": (0,)}, r"global_size\[0\] is 0"),
        ({"global_size": (16, 0)}, r"global_size\[1\] is 0"),
        ({"global_size": ()}, "0 dimensions"),
        ({"global_size": (1, 1, 1, 1)}, "4 dimensions"),
        ({"global_size": (8.5,)}, "must be an integer"),
        ({"global_size": "8"}, "tuple of 1 to 3 integers"),
        ({"global_size": (16,), "local_size": (0,)}, r"local_size\[0\] is 0"),
        ({"global_size": (16,), "local_size": (4, 4)}, "2 dimensions but global_size has 1"),
        ({"global_size": (8192,), "local_size": (8192,)}, "8192 work-items; the limit is 4096"),
        ({"global_size": (128, 128), "local_size": (128, 64)}, "limit is 4096"),
        ({"global_size": (16,), "global_offset": (-1,)}, "at least 0"),
        ({"global_size": (16,), "local_size": (4,), "reqd_work_group_size": (8, 1, 1)}, "reqd_work_group_size"),
        ({"global_size": (16,), "reqd_work_group_size": (8, 2, 1)}, "reqd_work_group_size"),
    ],
)
def test_bad_ranges(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(NDRangeError, match=message):
        make_ndrange(**kwargs)  # type: ignore[arg-type]


def test_ndrange_errors_are_value_errors() -> None:
    with pytest.raises(ValueError):
        make_ndrange((0,))
