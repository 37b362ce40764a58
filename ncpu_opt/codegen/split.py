"""Per-kernel compilation units: a module's canonical text split into modules of a few kernels.

Each unit holds its kernels and everything they reach (the functions they
call, the globals and metadata those use), so it compiles on its own, in
another process, and what one kernel costs does not depend on the others.
Kernels stay together when one unit could not hold them apart:

* kernels that reach the same writable global variable (program state must
  have one definition; ``__local`` variables, one per work-group anyway, and
  constants may be copied);
* a kernel and a kernel it calls (each unit would otherwise define the
  callee's entry points).

Helpers reached from several units are copied into each: the native-cpu
pipeline internalises them (``internalize-helpers``), so the copies never
meet at link time.  What no kernel reaches goes with the first unit.

The split works on LLVM's own printing of the module (what
:func:`ncpu_opt.codegen.backend.canonicalize` returns): one top-level entity per line,
a function from ``define`` to its closing ``}``.  A module with anything the
units could not share (aliases, comdats, module asm, ``llvm.used`` or other
appending globals, metadata that names globals) is not split: it is one unit.

The units depend only on the module, never on how many processes compile
them, so the object built from them is the same for every ``-j``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

#: Kernels per unit, at most: few enough that the largest unit stays small and many units
#: keep every process busy, enough that a unit's fixed costs (a process's pass manager, a
#: code generator, an object file to join) are shared.
KERNELS_PER_UNIT = 1

_NAME = r'@(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)'
_NAME_RE = re.compile(_NAME)
_METADATA_REF_RE = re.compile(r"!(\d+)\b")
_ATTRIBUTE_REF_RE = re.compile(r"#(\d+)\b")
_GLOBAL_RE = re.compile(rf"^({_NAME}) = (.*)$")
_ATTRIBUTE_GROUP_RE = re.compile(r"^attributes #(\d+) = ")
_METADATA_RE = re.compile(r"^!(\d+) = ")
_LINKAGE_WORDS = frozenset({
    "private", "internal", "external", "weak", "weak_odr", "linkonce", "linkonce_odr", "common",
    "extern_weak", "available_externally", "dso_local", "dso_preemptable", "hidden", "protected",
    "default", "local_unnamed_addr", "unnamed_addr", "thread_local", "externally_initialized",
})


@dataclass
class _Entity:
    """A global variable or a function (defined or declared): its text and what it names."""

    name: str
    text: str
    kind: str  # "global", "define" or "declare"
    refs: set[str] = field(default_factory=set)


@dataclass(frozen=True)
class Unit:
    """A compilation unit: the kernels it holds (in module order) and its module's text."""

    kernels: tuple[str, ...]
    text: str


@dataclass
class _Module:
    header: list[str] = field(default_factory=list)
    entities: dict[str, _Entity] = field(default_factory=dict)
    attribute_groups: dict[str, str] = field(default_factory=dict)
    named_metadata: list[str] = field(default_factory=list)
    metadata: dict[str, str] = field(default_factory=dict)
    #: False when the module has something units could not share.
    splittable: bool = True


def split_units(text: str, kernels_per_unit: int = KERNELS_PER_UNIT) -> list[Unit]:
    """The compilation units of the module *text* (LLVM's printing), in module order.

    One unit holding the whole text when the module has at most one kernel or cannot be split.
    """
    module = _read(text)
    kernels = [e.name for e in module.entities.values() if e.kind == "define" and _is_kernel(e, module)]
    if len(kernels) <= 1 or not module.splittable:
        return [Unit(tuple(_plain(k) for k in kernels), text)]
    reach = {k: _closure(module, [k]) for k in kernels}
    groups = _groups(module, kernels, reach)
    units: list[list[str]] = []
    for group in groups:
        if units and len(units[-1]) + len(group) <= kernels_per_unit:
            units[-1].extend(group)
        else:
            units.append(list(group))
    reached = set().union(*reach.values())
    unreached = [name for name in module.entities if name not in reached]
    texts = []
    for i, members in enumerate(units):
        names = set().union(*(reach[k] for k in members))
        if i == 0:
            names |= _closure(module, unreached)
        texts.append(_write(module, names, every_compile_unit=i == 0))
    return [Unit(tuple(_plain(k) for k in members), t) for members, t in zip(units, texts, strict=True)]


_DEFINE_RE = re.compile(r"^define [^\n]*", re.MULTILINE)


def defined_functions(text: str) -> list[str]:
    """The names of the functions the module *text* (LLVM's printing) defines, in module order."""
    return [_plain(_defined_name(m.group())) for m in _DEFINE_RE.finditer(text)]


def _plain(name: str) -> str:
    """``foo`` for ``@foo``, ``a b`` for ``@"a b"``."""
    body = name[1:]
    return body[1:-1] if body.startswith('"') else body


def _read(text: str) -> _Module:
    module = _Module()
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if not line or line.startswith(";"):
            continue
        if line.startswith("define "):
            start = i - 1
            while i < len(lines) and lines[i] != "}":
                i += 1
            i += 1
            body = "\n".join(lines[start:i])
            _add(module, _Entity(_defined_name(line), body, "define"))
        elif line.startswith("declare "):
            _add(module, _Entity(_defined_name(line), line, "declare"))
        elif line.startswith("@"):
            match = _GLOBAL_RE.match(line)
            words = match.group(2).split() if match is not None else []
            kind = next((w for w in words if w not in _LINKAGE_WORDS and not w.startswith("addrspace(")), "")
            if match is None or kind not in ("global", "constant") or words[0] == "appending":
                module.splittable = False  # an alias, an ifunc, llvm.used and the like
                continue
            _add(module, _Entity(match.group(1), line, "global"))
        elif line.startswith(("source_filename", "target ", "%")):
            module.header.append(line)
        elif (m := _ATTRIBUTE_GROUP_RE.match(line)) is not None:
            module.attribute_groups[m.group(1)] = line
        elif (m := _METADATA_RE.match(line)) is not None:
            if _NAME_RE.search(line):
                module.splittable = False  # metadata naming a global would name it in every unit
            module.metadata[m.group(1)] = line
        elif line.startswith("!"):
            module.named_metadata.append(line)
        else:
            module.splittable = False  # comdats, module asm, uselistorder
    return module


def _defined_name(line: str) -> str:
    match = _NAME_RE.search(line)
    return match.group(0) if match is not None else line


def _add(module: _Module, entity: _Entity) -> None:
    entity.refs = {m.group(0) for m in _NAME_RE.finditer(entity.text)} - {entity.name}
    module.entities[entity.name] = entity


def _is_kernel(entity: _Entity, module: _Module) -> bool:
    head = entity.text.split("\n", 1)[0]
    if " spir_kernel " in head:
        return True
    return any('"mux-kernel"="entry-point"' in module.attribute_groups.get(n, "") for n in _ATTRIBUTE_REF_RE.findall(head))


def _closure(module: _Module, roots: Iterable[str]) -> set[str]:
    seen: set[str] = set()
    work = [r for r in roots if r in module.entities]
    while work:
        name = work.pop()
        if name in seen:
            continue
        seen.add(name)
        work.extend(r for r in module.entities[name].refs if r in module.entities and r not in seen)
    return seen


def _is_state(entity: _Entity) -> bool:
    """A writable global with a definition here: one copy for the whole program."""
    if entity.kind != "global":
        return False
    words = entity.text.split(" = ", 1)[1].split()
    if "constant" in words or "external" in words[:1] or "extern_weak" in words[:1]:
        return False
    return "addrspace(3)" not in words


def _groups(module: _Module, kernels: list[str], reach: dict[str, set[str]]) -> list[list[str]]:
    """Kernels that must share a unit, in module order (union-find on shared state and kernel calls)."""
    parent = {k: k for k in kernels}

    def find(k: str) -> str:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    owner: dict[str, str] = {}
    kernel_set = set(kernels)
    for k in kernels:
        for name in reach[k]:
            if name in kernel_set and name != k:
                parent[find(name)] = find(k)
            elif _is_state(module.entities[name]):
                if name in owner:
                    parent[find(k)] = find(owner[name])
                else:
                    owner[name] = k
    grouped: dict[str, list[str]] = {}
    for k in kernels:
        grouped.setdefault(find(k), []).append(k)
    return list(grouped.values())


def _outside_strings(line: str, rewrite: Callable[[str], str]) -> str:
    """``line`` with ``rewrite`` applied to what is not inside a quoted string (LLVM escapes a
    quote in a string as ``\\22``, so quotes pair up)."""
    if '"' not in line:
        return rewrite(line)
    pieces = line.split('"')
    return '"'.join(rewrite(p) if i % 2 == 0 else p for i, p in enumerate(pieces))


def _refs(texts: Iterable[str], pattern: re.Pattern[str]) -> list[str]:
    """The numbers ``pattern`` finds outside strings in ``texts``, in order of first appearance."""
    found: dict[str, None] = {}

    def note(part: str) -> str:
        found.update(dict.fromkeys(pattern.findall(part)))
        return part

    for text in texts:
        for line in text.split("\n"):
            _outside_strings(line, note)
    return list(found)


def _write(module: _Module, names: set[str], every_compile_unit: bool = True) -> str:
    """The unit's text: its entities in module order, and the types, attribute groups and
    metadata they use, numbered afresh in order of use, so that a unit's text depends on what it
    holds, not on the rest of the module (the runtime's cache keys units by their text).

    ``!llvm.dbg.cu`` lists the compile units the unit's own metadata reaches (every one of them
    in the unit that takes what no kernel reaches, *every_compile_unit*): with each listed unit
    came all its debug info, so a module linked from many sources made each unit about as big
    as the module (600 kernels of 4.8 MB, 220 MB of units)."""
    entities = [e for n, e in module.entities.items() if n in names]
    texts = [e.text for e in entities if e.kind == "global"] + [e.text for e in entities if e.kind != "global"]
    groups = [g for g in _refs(texts, _ATTRIBUTE_REF_RE) if g in module.attribute_groups]
    named = module.named_metadata
    if not every_compile_unit:
        reached = _metadata_closure(module, _refs(texts, _METADATA_REF_RE))
        named = [line for line in (_listing_only(line, reached) for line in named) if line is not None]
    metadata = _metadata_closure(module, _refs([*texts, *named], _METADATA_REF_RE))
    md_ids = {old: str(new) for new, old in enumerate(metadata)}
    group_ids = {old: str(new) for new, old in enumerate(groups)}

    def renumber(part: str) -> str:
        part = _METADATA_REF_RE.sub(lambda m: "!" + md_ids.get(m.group(1), m.group(1)), part)
        return _ATTRIBUTE_REF_RE.sub(lambda m: "#" + group_ids.get(m.group(1), m.group(1)), part)

    def fix(text: str) -> str:
        return "\n".join(_outside_strings(line, renumber) for line in text.split("\n"))

    body = [fix(t) for t in texts]
    header = [line for line in module.header if not line.startswith("%")]
    types = _used_types(module.header, body)
    parts = [
        "\n".join([*header, *types]),
        "\n\n".join(body),
        "\n".join(fix(module.attribute_groups[g]) for g in groups),
        "\n".join(fix(line) for line in named),
        "\n".join(fix(module.metadata[n]) for n in metadata),
    ]
    return "\n\n".join(p for p in parts if p) + "\n"


def _metadata_closure(module: _Module, roots: list[str]) -> dict[str, None]:
    """The numbered metadata *roots* name and all they refer to, in order of first use."""
    metadata: dict[str, None] = {}
    work = list(reversed(roots))
    while work:
        n = work.pop()
        if n in metadata or n not in module.metadata:
            continue
        metadata[n] = None
        work.extend(reversed(_refs([module.metadata[n].split(" = ", 1)[1]], _METADATA_REF_RE)))
    return metadata


_COMPILE_UNITS = "!llvm.dbg.cu = "


def _listing_only(line: str, reached: dict[str, None]) -> str | None:
    """The named metadata *line*, ``!llvm.dbg.cu`` listing only the compile units in *reached*
    (None: it lists none of them)."""
    if not line.startswith(_COMPILE_UNITS):
        return line
    kept = [n for n in _METADATA_REF_RE.findall(line) if n in reached]
    return _COMPILE_UNITS + "!{" + ", ".join("!" + n for n in kept) + "}" if kept else None


_TYPE_RE = re.compile(r'^(%(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)) = type ')
_TYPE_REF_RE = re.compile(r'%(?:"(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)')


def _used_types(header: list[str], body: list[str]) -> list[str]:
    """The named struct types ``body`` refers to, with those they refer to, in module order."""
    defined = {m.group(1): line for line in header if (m := _TYPE_RE.match(line)) is not None}
    used: set[str] = set()
    work = [ref for text in body for ref in _TYPE_REF_RE.findall(text) if ref in defined]
    while work:
        name = work.pop()
        if name in used:
            continue
        used.add(name)
        work.extend(r for r in _TYPE_REF_RE.findall(defined[name].split(" = type ", 1)[1]) if r in defined)
    return [line for name, line in defined.items() if name in used]
