"""Keeping ``memory(...)`` attributes truthful after a pass adds memory reads.

clang and LLVM infer attributes such as ``memory(argmem: readwrite)`` or
``memory(none)``; a pass that makes a function read memory it did not read
before (a work-item id now loaded from a state struct) must drop them from
that function, from every function that calls it, and from the call sites,
or LLVM may hoist or merge calls whose results now differ.
"""

from __future__ import annotations

from collections.abc import Iterable

from ncpu_opt.ir.attributes import AttributeSet
from ncpu_opt.ir.instructions import CallBase
from ncpu_opt.ir.module import Function

READS = ("read", "readwrite")


def memory_accesses(memory: str) -> tuple[str, dict[str, str]]:
    """``(argmem: read, inaccessiblemem: readwrite)`` -> ("none", {"argmem": "read", ...})."""
    default = "none"
    locations: dict[str, str] = {}
    for item in memory.strip().removeprefix("(").removesuffix(")").split(","):
        location, _, access = item.strip().rpartition(":")
        if location:
            locations[location.strip()] = access.strip()
        elif access.strip():
            default = access.strip()
    return default, locations


def allows_reading(memory: str, location: str) -> bool:
    """May code with this ``memory(...)`` read ``location`` (``argmem``, ...)?"""
    default, locations = memory_accesses(memory)
    return locations.get(location, default) in READS


def allows_reading_everything(memory: str) -> bool:
    default, locations = memory_accesses(memory)
    return default in READS and all(access in READS for access in locations.values())


def relax_for_reads(attributes: AttributeSet) -> bool:
    """Drop a ``memory(...)`` that forbids some reads; True if it was dropped."""
    memory = attributes.get("memory")
    if memory is None or allows_reading_everything(str(memory.arg)):
        return False
    attributes.remove("memory")
    return True


def relax_readers_and_callers(functions: Iterable[Function]) -> None:
    """Let ``functions`` and everything that calls them (transitively) read any memory."""
    worklist = list(dict.fromkeys(functions))
    seen = set(worklist)
    while worklist:
        fn = worklist.pop()
        relax_for_reads(fn.attributes)
        for user in fn.users:
            if not (isinstance(user, CallBase) and user.callee is fn):
                continue
            relax_for_reads(user.fn_attributes)
            caller = user.function
            if caller is not None and caller not in seen:
                seen.add(caller)
                worklist.append(caller)
