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
# Lit tests that feed deliberately broken IR are not part of the corpus.
BROKEN_INPUT_MARKER = "; FIDELITY: skip"


def corpus() -> list[Path]:
    files = sorted(p for p in (ROOT / "test").rglob("*.ll") if "Output" not in p.parts)
    if SHARED_KERNELS.is_dir():
        files += sorted(SHARED_KERNELS.rglob("*.ll"))
    return [f for f in files if BROKEN_INPUT_MARKER not in f.read_text()]


def canon(text: str) -> str:
    from ncpu_opt.ir.upgrade import upgrade_legacy_text

    module = llvm.parse_assembly(upgrade_legacy_text(text), context=llvm.create_context())
    module.verify()
    return str(module)


def test_corpus_round_trips_exactly(capsys: pytest.CaptureFixture[str]) -> None:
    checked = []
    for path in corpus():
        original = canon(path.read_text())
        reprinted = canon(print_module(parse_module(original, str(path))))
        assert reprinted == original, f"{path} does not round-trip"
        checked.append(path)
    with capsys.disabled():
        print(f"\nfidelity: {len(checked)} corpus files round-trip exactly")
    assert len(checked) >= 6
