"""Forcing the vectoriser (``vectorize="always"``, ``native-cpu<vecz-always>``) and the per-kernel report.

``kernel.info.vectorization`` says what each kernel got and why; it comes
from run-vecz's remarks during compilation and is cached with the rest of the
kernel's information.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from ncpu_opt.passes.run_vecz import VectorizationRemark
from ncpu_opt.runtime import ArgumentValueError, Program
from ncpu_opt.runtime import cache as disk_cache
from ncpu_opt.runtime.compiler import pipeline_text, vectorization_reports
from ncpu_opt.runtime.kernel_info import KernelInfo, VectorizationReport
from runtime_support import OWN_KERNELS

from ncpu_opt.errors import NcpuError
from ncpu_opt.pipeline import Remark
from ncpu_opt.pipeline.builder import build_pipeline
from ncpu_opt.pipeline.named_pipelines import expand_native_cpu

VECMATH = OWN_KERNELS / "ll" / "vecmath.ll"
HISTOGRAM = OWN_KERNELS / "ll" / "histogram.ll"


def run_vecmath(program: Program) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(5)
    n = 256
    a = rng.uniform(-4, 4, (n, 4)).astype(np.float32)
    b = np.zeros((n, 4), np.float32)
    steps = np.zeros(n, np.int32)
    program.kernel("vecmath")(a, b, steps, global_size=(n,), local_size=(32,))
    return b, steps


def test_cost_model_refusal_is_reported() -> None:
    # At 8 lanes the cost model finds vecmath's per-lane float4 code not worth vectorising.
    report = Program.from_file(VECMATH, vector_width=8, cache=False).kernel("vecmath").info.vectorization
    assert report is not None
    assert not report.vectorized and report.width == 1
    assert report.reason.startswith("not worth it: the vector kernel would take about ")
    assert "of the time of 8 scalar calls" in report.reason
    assert str(report).startswith("scalar: not worth it")


def test_always_forces_what_the_cost_model_refuses() -> None:
    forced = Program.from_file(VECMATH, vectorize="always", vector_width=8, cache=False)
    report = forced.kernel("vecmath").info.vectorization
    assert report == VectorizationReport(
        vectorized=True,
        width=8,
        reason="width 8: given (width=8); forced ('always': the cost model was not asked)",
        dimension=0,
    )
    assert forced.pipeline == "native-cpu<O3;vecz-always;vecz-width=8>"
    # The forced vector kernel computes what the scalar one does.
    scalar = Program.from_file(VECMATH, vectorize=False, cache=False)
    expected_b, expected_steps = run_vecmath(scalar)
    got_b, got_steps = run_vecmath(forced)
    np.testing.assert_array_equal(got_steps, expected_steps)
    np.testing.assert_allclose(got_b, expected_b, rtol=1e-6)


def test_vectorised_kernel_reports_width_and_cost_model_verdict() -> None:
    report = Program.from_file(HISTOGRAM, vector_width=4, cache=False).kernel("histogram").info.vectorization
    assert report is not None and report.vectorized and report.width == 4
    assert report.reason.startswith("width 4: given (width=4); the cost model: the vector kernel would take about ")
    assert str(report).startswith("vectorized, 4 work-items of dimension 0 per call: width 4")


def test_no_vectoriser_is_reported() -> None:
    report = Program.from_file(HISTOGRAM, vectorize=False, cache=False).kernel("histogram").info.vectorization
    assert report == VectorizationReport(False, 1, "the pipeline does not vectorise (no run-vecz: vectorize=False or no-vecz)")


def test_report_round_trips_through_the_cache(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(disk_cache.ENV_DIR, str(tmp_path))
    first = Program.from_file(VECMATH, vectorize="always", vector_width=4)
    second = Program.from_file(VECMATH, vectorize="always", vector_width=4)
    assert not first.from_cache and second.from_cache
    report = second.kernel("vecmath").info.vectorization
    assert report is not None and report.vectorized and report.width == 4
    assert report == first.kernel("vecmath").info.vectorization


def test_kernel_info_json_keeps_the_report() -> None:
    report = VectorizationReport(True, 4, "width 4: given (width=4); forced", scalable=True, dimension=1)
    info = KernelInfo("k", (), None, 0, "k.mux-work-group-driver", vectorization=report)
    assert KernelInfo.from_json(info.to_json()) == info
    assert KernelInfo.from_json(KernelInfo("k", (), None, 0, "d").to_json()).vectorization is None


def test_the_full_width_clone_speaks_for_the_kernel() -> None:
    def remark(kind: str, predicated: bool, reason: str) -> VectorizationRemark:
        return VectorizationRemark(
            kind, "vecz", reason, kernel="k", vectorized=kind == "passed", width=8, predicated=predicated, reason=reason
        )

    remarks: list[object] = [
        Remark("passed", "other-pass", "unrelated"),
        remark("passed", False, "main clone"),
        remark("missed", True, "tail refused"),
        remark("missed", False, "a later refusal at another width"),
    ]
    assert vectorization_reports(remarks)["k"] == VectorizationReport(True, 8, "main clone")
    assert vectorization_reports([remark("missed", True, "tail refused")])["k"] == VectorizationReport(False, 1, "tail refused")
    assert vectorization_reports([remark("passed", True, "tail"), remark("passed", False, "main")])["k"].reason == "main"


@pytest.mark.parametrize(
    ("options", "pipeline"),
    [
        ({"vectorize": "always"}, "native-cpu<O2;vecz-always>"),
        ({"vectorize": "auto"}, "native-cpu<O2>"),
        ({"vectorize": "always", "vector_width": 16}, "native-cpu<O2;vecz-always;vecz-width=16>"),
    ],
)
def test_vectorize_modes(options: dict[str, object], pipeline: str) -> None:
    assert pipeline_text("native-cpu", 2, **options) == pipeline  # type: ignore[arg-type]


def test_always_is_for_the_default_pipeline_only() -> None:
    with pytest.raises(ArgumentValueError, match="vectorize applies to the default pipeline only"):
        pipeline_text("native-cpu<O2>", 2, vectorize="always")
    assert pipeline_text("native-cpu<O2>", 2, vectorize="auto") == "native-cpu<O2>"


@pytest.mark.parametrize(
    ("params", "vecz"),
    [
        ("vecz-always", "run-vecz<always>"),
        ("vecz-always;vecz-width=8", "run-vecz<always;width=8>"),
        ("O1;vecz;vecz-always;vecz-scalable", "run-vecz<always;scalable>"),
    ],
)
def test_native_cpu_vecz_always_expands_to_run_vecz_always(params: str, vecz: str) -> None:
    steps = expand_native_cpu(params).split(",")
    assert vecz in steps
    assert not any(step.startswith("run-vecz<auto") for step in steps)
    build_pipeline(f"native-cpu<{params}>")  # and the options parse


def test_vecz_always_needs_the_vectoriser() -> None:
    with pytest.raises(NcpuError, match="'vecz-always' needs the vectoriser, which 'no-vecz' turns off"):
        expand_native_cpu("no-vecz;vecz-always")
