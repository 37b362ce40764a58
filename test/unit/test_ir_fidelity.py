"""Fidelity: canon(print(parse(canon(F)))) == canon(F) for every corpus file.

canon = llvmlite parse + verify + print, each module in a fresh context.
The corpus is every .ll under test/ plus ../shared/kernels when present.
"""

from __future__ import annotations

from pathlib import Path

import llvmlite.binding as llvm
import pytest

from ncpu_opt.ir import parse_module, print_module

ROOT = Path(__file__).resolve().parents[2]
SHARED_KERNELS = ROOT.parent / "shared" / "kernels"
# Lit tests that expect ncpu-opt to fail, or to repair what LLVM rejects, feed deliberately broken IR.
EXPECTS_FAILURE = ("RUN: not ", "; Invalid on purpose:")


def corpus() -> list[Path]:
    files = sorted(p for p in (ROOT / "test").rglob("*.ll") if "Output" not in p.parts)
    if SHARED_KERNELS.is_dir():
        files += sorted(SHARED_KERNELS.rglob("*.ll"))
    return files


def canon(text: str) -> str:
    from ncpu_opt.ir.upgrade import upgrade_legacy_text

    module = llvm.parse_assembly(upgrade_legacy_text(text), context=llvm.create_context())
    module.verify()
    return str(module)


def test_corpus_round_trips_exactly(capsys: pytest.CaptureFixture[str]) -> None:
    checked = []
    for path in corpus():
        text = path.read_text()
        try:
            original = canon(text)
        except RuntimeError:
            if any(marker in text for marker in EXPECTS_FAILURE):
                continue  # broken on purpose: an error-message test
            raise
        reprinted = canon(print_module(parse_module(original, str(path))))
        assert reprinted == original, f"{path} does not round-trip"
        checked.append(path)
    with capsys.disabled():
        print(f"\nfidelity: {len(checked)} corpus files round-trip exactly")
    assert len(checked) >= 6
