"""Where a build's ``#include`` directives found their files, and whether they still would.

A cached build is good only while each ``#include`` of the source and its
headers would find the same file: a header created where the search looks
first (beside the including file, or in an earlier ``-I`` folder) shadows the
one the build read, with no byte of a recorded header changed.  clang's
preprocessor says what was included and where it was found (``-E -dI``: each
directive, spelled as written, then the file entered) and where it searched
(``-v``); :func:`record_includes` keeps that, and :func:`includes_unchanged`
searches again as clang does, without running it, so that a cache hit starts
no process.

What this model of clang's search cannot vouch for (``#include_next``, line
markers written in the source, a search it would answer differently than clang
did) makes the build unverifiable: :func:`record_includes` returns None and
the build is never reused.
"""

from __future__ import annotations

import os
import re
from collections.abc import Collection
from typing import Any, TypeGuard

#: ``#include "x.h" /* clang -E -dI */``: a directive, its file name as written (macros expanded).
_DIRECTIVE = re.compile(
    r'^#(?P<kind>include|include_next|import)\s+(?P<open>[<"])(?P<name>.*)[>"] /\* clang -E -dI \*/$'
)
#: ``# 1 "inc/x.h" 1``: a line marker, flag 1 entering a file, 2 returning to one.
_MARKER = re.compile(r'^# \d+ "(?P<file>(?:[^"\\]|\\.)*)"(?P<flags>(?: \d)*)$')
_ESCAPE = re.compile(r"\\(.)")
_QUOTED_START = '#include "..." search starts here:'
_ANGLED_START = "#include <...> search starts here:"
_SEARCH_END = "End of search list."
_ABSENT = re.compile(r'^ignoring nonexistent directory "(?P<dir>.*)"$')


def preprocess_arguments() -> list[str]:
    """What makes clang print the directives, the files entered (stdout) and its search list (stderr)."""
    return ["-E", "-dI", "-v", "-o", "-"]


def record_includes(
    preprocessed: str, search_log: str, main_name: str, entered: Collection[str]
) -> dict[str, Any] | None:
    """What a cache needs to tell whether the includes still resolve as they did, or None if it cannot.

    *preprocessed* and *search_log* are clang's output and errors for
    :func:`preprocess_arguments`; *main_name* is how clang names the source
    (its path, or ``<stdin>``); *entered* the absolute paths of the files the
    build read besides the source (its dependencies), which the directives
    must account for.
    """
    search = _search_dirs(search_log)
    directives = _directives(preprocessed, main_name)
    if search is None or directives is None:
        return None
    quoted, angled, absent = search
    found = {_normal(path) for *_, path in directives if path is not None}
    if not found >= {_normal(path) for path in entered}:
        return None  # the build read something no directive accounts for
    recorded: list[tuple[str, str, bool, str]] = []
    for includer, name, is_angled, path in directives:
        now = resolve(name, is_angled, includer, quoted, angled)
        # Entered: our search must find what clang found; skipped (included before, guarded):
        # it must find a file that was entered.
        if now is None or now not in found or (path is not None and now != _normal(path)):
            return None
        recorded.append((includer, name, is_angled, now))
    unique = [list(directive) for directive in dict.fromkeys(recorded)]
    return {"quoted": quoted, "angled": angled, "absent": absent, "directives": unique}


def includes_unchanged(record: object) -> bool:
    """Whether every ``#include`` of a :func:`record_includes` record would find the same file now."""
    if not isinstance(record, dict):
        return False
    quoted, angled, absent, directives = (
        record.get(k) for k in ("quoted", "angled", "absent", "directives")
    )
    if not (
        _strings(quoted) and _strings(angled) and _strings(absent) and isinstance(directives, list)
    ):
        return False
    # A folder clang skipped as missing could now hold a header it would find first.
    if any(os.path.exists(directory) for directory in absent):
        return False
    for directive in directives:
        if not (isinstance(directive, list) and len(directive) == 4):
            return False
        includer, name, is_angled, path = directive
        if not (
            isinstance(includer, str) and isinstance(name, str) and isinstance(is_angled, bool)
        ):
            return False
        if resolve(name, is_angled, includer, quoted, angled) != path:
            return False
    return True


def resolve(
    name: str, angled: bool, includer_dir: str, quoted_dirs: list[str], angled_dirs: list[str]
) -> str | None:
    """The file ``#include "name"`` (``<name>`` when *angled*) finds, as clang searches: an absolute
    name as it is; else, for quotes, the including file's folder then the ``-iquote`` folders; then
    the ``-I`` and system folders.  The first entry that exists and is not a folder wins."""
    if os.path.isabs(name):
        candidates = [name]
    else:
        folders = angled_dirs if angled else [includer_dir, *quoted_dirs, *angled_dirs]
        candidates = [os.path.join(folder, name) for folder in folders]
    for candidate in candidates:
        if os.path.exists(candidate) and not os.path.isdir(candidate):
            return _normal(candidate)
    return None


def _normal(path: str) -> str:
    return os.path.normpath(os.path.abspath(path))


def _strings(value: object) -> TypeGuard[list[str]]:
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _search_dirs(log: str) -> tuple[list[str], list[str], list[str]] | None:
    """clang's ``-v`` search list: the ``-iquote`` folders, the ``-I`` and system ones, and the
    folders it left out as missing; None if the list is not there."""
    quoted: list[str] = []
    angled: list[str] = []
    absent: list[str] = []
    section: list[str] | None = None
    complete = False
    for line in log.splitlines():
        if (missing := _ABSENT.match(line)) is not None:
            absent.append(_normal(missing["dir"]))
        elif line == _QUOTED_START:
            section = quoted
        elif line == _ANGLED_START:
            section = angled
        elif line == _SEARCH_END:
            section, complete = None, True
        elif section is not None and line.startswith(" "):
            section.append(_normal(line[1:].removesuffix(" (framework directory)")))
    return (quoted, angled, absent) if complete else None


def _directives(
    preprocessed: str, main_name: str
) -> list[tuple[str, str, bool, str | None]] | None:
    """Each directive of the preprocessed output: (the including file's folder, the name as written,
    angled, the file clang entered or None when it entered none: included before and guarded).
    None when the output holds what this model cannot follow."""
    stack = [main_name]
    pending: tuple[str, str, bool] | None = None
    found: list[tuple[str, str, bool, str | None]] = []
    for line in preprocessed.splitlines():
        directive = _DIRECTIVE.match(line)
        marker = None if directive else _MARKER.match(line)
        if directive is not None:
            if pending is not None:
                found.append((*pending, None))
            if directive["kind"] == "include_next":
                return None  # searches from where the including file was found: not modelled
            pending = (_folder_of(stack[-1]), directive["name"], directive["open"] == "<")
        elif marker is not None:
            name, flags = _ESCAPE.sub(r"\1", marker["file"]), marker["flags"].split()
            if "1" in flags:
                if name.startswith("<"):
                    stack.append(name)  # clang's own <built-in> and <command line>
                    continue
                if pending is None:
                    return None  # a file entered by no directive: a line marker in the source
                found.append((*pending, name))
                pending = None
                stack.append(name)
            elif "2" in flags:
                if pending is not None:
                    found.append((*pending, None))
                    pending = None
                if len(stack) < 2:
                    return None
                stack.pop()
        elif line.strip() and pending is not None:
            found.append((*pending, None))  # text follows: the directive entered nothing
            pending = None
    if pending is not None:
        found.append((*pending, None))
    return found if stack == [main_name] else None


def _folder_of(name: str) -> str:
    """The folder ``#include "x.h"`` in file *name* searches first (the working folder for stdin)."""
    if name.startswith("<"):
        return os.getcwd()
    return os.path.dirname(_normal(name))
