"""docs/design/pipeline.md walks through native-cpu's passes: they must be the real ones, in order."""

from __future__ import annotations

import re

from runtime_support import ROOT

from ncpu_opt.pipeline.named_pipelines import expand_native_cpu

PAGE = ROOT / "docs" / "design" / "pipeline.md"


def _expansion() -> list[str]:
    return expand_native_cpu(None).split(",")


def test_the_steps_are_the_expansion_in_order() -> None:
    steps = re.findall(r"^\d+\. `([^`]+)`", PAGE.read_text(), re.MULTILINE)
    names = [step.split("<", 1)[0] for step in steps]
    assert names == [item.split("<", 1)[0] for item in _expansion()]


def test_the_page_shows_the_expansion() -> None:
    assert "```\n" + ",\n".join(_expansion()) + "\n```" in PAGE.read_text()
