"""Demangling builtin names, with clang's ``_Atomic`` types.

clang mangles ``_Atomic(T)`` as ``U7_Atomic`` before ``T`` and counts it as a
type of its own for substitutions (``volatile __global atomic_int *`` gives
the candidates ``_Atomic int``, ``volatile __global _Atomic int`` and the
pointer).  :mod:`ncpu_opt.mux.demangle` reads ``U7_Atomic`` as one more
qualifier of the same type, which loses a candidate: names with a later
substitution (``..._explicitPU3AS1VU7_AtomiciPU3AS1ii12memory_orderS4_``)
do not demangle.  Here ``_Atomic(T)`` is spelled as a one-element array for
the demangler (an array is a candidate of its own, as ``_Atomic`` is) and
turned back into an ``_Atomic`` qualifier afterwards.
"""

from __future__ import annotations

from ncpu_opt.mux.demangle import Demangled, MangledType, demangle

ATOMIC = "U7_Atomic"
_STAND_IN = "A1_"  # no OpenCL builtin takes an array: the stand-in is unambiguous


def _restore(t: MangledType) -> MangledType:
    element = _restore(t.element) if t.element is not None else None
    if t.kind == "array" and t.count == 1 and element is not None:
        return MangledType("qualified", ATOMIC, element)
    return MangledType(t.kind, t.code, element, t.count)


def demangle_builtin(symbol: str) -> Demangled | None:
    """The name and parameter types of the mangled *symbol* (None if it is not one we read)."""
    if ATOMIC not in symbol:
        return demangle(symbol)
    found = demangle(symbol.replace(ATOMIC, _STAND_IN))
    if found is None:
        return None
    return Demangled(found.name, tuple(_restore(p) for p in found.params))
