"""Placeholder: filled in below."""

from __future__ import annotations

from ncpu_opt.clc.base import Definition


def definitions() -> dict[str, Definition]:
    return {}
