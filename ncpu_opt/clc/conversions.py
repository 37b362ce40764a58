"""Conversions (convert_<type><n>[_sat][_rt?]): not defined yet, so they stay declared."""

from __future__ import annotations

from ncpu_opt.clc.base import Definition


def definitions() -> dict[str, Definition]:
    return {}


def conversion(name: str) -> Definition | None:
    return None
