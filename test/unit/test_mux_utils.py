"""The shared attribute and metadata helpers of ncpu_opt.mux."""

from __future__ import annotations

import pytest

from ncpu_opt.errors import NcpuError
from ncpu_opt.ir import parse_module, print_module
from ncpu_opt.ir.instructions import CallInst
from ncpu_opt.mux import attributes as attrs
from ncpu_opt.mux import metadata as md

MODULE = """
define void @k() !reqd_work_group_size !0 {
  call void @f()
  ret void
}
define void @v() {
  ret void
}
declare void @f()
!0 = !{i32 4, i32 2}
"""


def test_kernel_attributes_round_trip() -> None:
    module = parse_module(MODULE)
    k, v, _ = module.functions
    assert not attrs.is_kernel(k)
    attrs.set_is_kernel(k)
    assert attrs.is_kernel(k) and not attrs.is_kernel_entry_point(k)
    attrs.set_is_kernel_entry_point(k)
    assert attrs.is_kernel_entry_point(k)
    attrs.take_is_kernel(v, k)
    assert attrs.is_kernel_entry_point(v) and not attrs.is_kernel(k)
    assert attrs.kernels(module.functions) == [v]
    assert '"mux-kernel"="entry-point"' in print_module(module)


def test_names_and_derived_names() -> None:
    module = parse_module(MODULE)
    k, v, _ = module.functions
    assert attrs.derived_fn_name(k, ".mux-barrier-wrapper") == "k.mux-barrier-wrapper"
    attrs.set_base_fn_name(k, "base")
    assert attrs.derived_fn_name(k, ".wrapper") == "base.wrapper"
    assert attrs.get_or_set_base_fn_name(v, k) == "base"
    assert attrs.get_base_fn_name(v) == "base"
    attrs.set_orig_fn_name(v, "k")
    assert attrs.get_orig_fn_name(v) == "k"


def test_scheduling_attributes() -> None:
    module = parse_module(MODULE)
    k = module.functions[0]
    assert attrs.get_work_item_order(k) == "xyz"
    attrs.set_work_item_order(k, "zyx")
    assert attrs.get_work_item_order(k) == "zyx"
    with pytest.raises(NcpuError):
        attrs.set_work_item_order(k, "xxz")
    attrs.set_local_mem_usage(k, 1024)
    assert attrs.get_local_mem_usage(k) == 1024
    assert not attrs.has_no_subgroups(k)
    attrs.set_has_no_subgroups(k)
    assert attrs.has_no_subgroups(k)
    call = next(i for i in k.instructions() if isinstance(i, CallInst))
    assert attrs.get_barrier_schedule(call) is attrs.BarrierSchedule.UNORDERED
    attrs.set_barrier_schedule(call, attrs.BarrierSchedule.LINEAR)
    assert attrs.get_barrier_schedule(call) is attrs.BarrierSchedule.LINEAR
    assert '"mux-barrier-schedule"="linear"' in print_module(module)


def test_work_group_size_is_padded_and_reencoded() -> None:
    module = parse_module(MODULE)
    k, v, _ = module.functions
    assert md.get_reqd_work_group_size(k) == (4, 2, 1)
    assert md.get_reqd_work_group_size(v) is None
    md.set_reqd_work_group_size(v, (8, 1, 1))
    assert md.get_reqd_work_group_size(v) == (8, 1, 1)
    with pytest.raises(NcpuError):
        md.set_reqd_work_group_size(v, (8, 1))
    assert md.get_max_work_dim(k) == 3
    md.set_max_work_dim(k, 1)
    assert md.get_max_work_dim(k) == 1
    md.set_reqd_sub_group_size(k, 8)
    assert md.get_reqd_sub_group_size(k) == 8


def test_vectorization_links() -> None:
    module = parse_module(MODULE)
    k, v, _ = module.functions
    info = md.VectorizationInfo(width=8, dim=0)
    md.add_vecz_base_link(k, info, v)
    md.add_vecz_base_link(k, md.VectorizationInfo(4, vector_predicated=True), v)
    md.set_vecz_derived_link(v, info, k)
    md.add_vecz_fail(k, md.VectorizationInfo(16, scalable=True))
    text = print_module(module)
    reparsed = parse_module(text)
    k2, v2, _ = reparsed.functions
    assert md.get_vecz_base_links(k2) == [(info, v2), (md.VectorizationInfo(4, vector_predicated=True), v2)]
    assert md.get_vecz_derived_link(v2) == (info, k2)
    assert md.get_vecz_fails(k2) == [md.VectorizationInfo(16, scalable=True)]


def test_scheduled_fn_and_params() -> None:
    module = parse_module(MODULE)
    k = module.functions[0]
    md.set_scheduled_fn(k, 1, None)
    assert md.get_scheduled_fn(k) == (1, None)
    md.set_scheduling_params(module, ["MuxWorkItemInfo", "MuxWorkGroupInfo"])
    assert md.get_scheduling_params(parse_module(print_module(module))) == ["MuxWorkItemInfo", "MuxWorkGroupInfo"]
    assert "!mux_scheduled_fn" in print_module(module)
