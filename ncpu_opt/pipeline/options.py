"""Pass options: dataclass fields parsed from ``name<flag;key=value>``.

An option's name is its field name with ``_`` turned into ``-``.  Field
types decide the syntax:

* ``bool``: ``flag`` sets it, ``no-flag`` clears it, ``flag=true|false`` too;
* ``int``, ``float``, ``str``: ``key=value``;
* ``tuple[int, ...]``, ``tuple[str, ...]``: ``key=a:b:c``;
* ``X | None``: as X; left out it stays None.

Fields without a default are required.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from dataclasses import dataclass
from typing import Any

from ncpu_opt.errors import NcpuError

_SCALARS: dict[type, str] = {bool: "bool", int: "int", float: "float", str: "str"}


class OptionError(NcpuError):
    """A pass option that does not parse; the caller adds the pipeline text."""


@dataclass(frozen=True)
class OptionSpec:
    """One option of a pass, derived from a dataclass field."""

    name: str
    field: str
    kind: str  # bool | int | float | str
    is_list: bool
    required: bool

    def syntax(self) -> str:
        """How ``--print-passes`` shows the option, e.g. ``width=<int>``."""
        if self.kind == "bool" and not self.is_list:
            return self.name
        value = f"<{self.kind}>"
        return f"{self.name}={value}:..." if self.is_list else f"{self.name}={value}"


def option_specs(cls: type) -> list[OptionSpec]:
    """The options of the dataclass *cls*, in field order."""
    return list(_option_specs(cls))


@functools.cache
def _option_specs(cls: type) -> tuple[OptionSpec, ...]:
    """:func:`option_specs`, worked out once per class (``get_type_hints`` evaluates every
    annotation: a pipeline is built for each compilation unit)."""
    return tuple(_read_option_specs(cls))


def _read_option_specs(cls: type) -> list[OptionSpec]:
    if not dataclasses.is_dataclass(cls):
        return []
    hints = typing.get_type_hints(cls)
    specs = []
    for f in dataclasses.fields(cls):
        if not f.init:
            continue
        kind, is_list = _classify(hints[f.name], cls, f.name)
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        # ``field(metadata={"option": "name"})`` spells an option whose natural
        # name is taken (a pass's ``name`` is its pipeline name).
        option_name = f.metadata.get("option", f.name.replace("_", "-"))
        specs.append(OptionSpec(option_name, f.name, kind, is_list, required))
    return specs


def _classify(tp: Any, cls: type, field_name: str) -> tuple[str, bool]:
    """Map a field type to (scalar kind, is a tuple); reject anything else."""
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        if len(args) == 1:
            return _classify(args[0], cls, field_name)
    if origin is tuple:
        items = typing.get_args(tp)
        if len(items) == 2 and items[1] is Ellipsis and items[0] in _SCALARS and items[0] is not bool:
            return _SCALARS[items[0]], True
    if tp in _SCALARS:
        return _SCALARS[tp], False
    raise TypeError(f"{cls.__name__}.{field_name}: unsupported pass option type {tp!r}")


def format_params(cls: type) -> str:
    """The ``flag;key=<int>`` summary of the options of *cls* ("" if none)."""
    return ";".join(spec.syntax() for spec in option_specs(cls))


def split_params(params: str) -> list[str]:
    """Split ``a;b=1;c`` into items, ignoring empty items (``a;;b``, trailing ``;``)."""
    return [item.strip() for item in params.split(";") if item.strip()]


def pass_class_name(cls: type) -> str:
    """The pass's class name as LLVM and OCK spell it in errors: ``EncodeKernelMetadataPass``."""
    return cls.__name__ if cls.__name__.endswith("Pass") else f"{cls.__name__}Pass"


def parse_options(cls: type, params: str | None, pass_name: str) -> dict[str, Any]:
    """Keyword arguments for *cls* from the text between ``<`` and ``>``."""
    specs = {spec.name: spec for spec in option_specs(cls)}
    values: dict[str, Any] = {}
    for item in split_params(params or ""):
        key, eq, raw = item.partition("=")
        key = key.strip()
        spec = specs.get(key)
        negated = False
        if spec is None and key.startswith("no-") and not eq:
            spec = specs.get(key[3:])
            negated = spec is not None and spec.kind == "bool" and not spec.is_list
            if not negated:
                spec = None
        if spec is None:
            known = ", ".join(specs) or "none"
            # LLVM's wording ("invalid LoopUnrollPass parameter 'x'"), which OCK's passes share.
            raise OptionError(
                f"invalid {pass_class_name(cls)} parameter '{key}' (pass '{pass_name}' takes: {known})"
            )
        if spec.field in values:
            raise OptionError(f"option '{spec.name}' of pass '{pass_name}' given twice")
        if negated:
            values[spec.field] = False
        elif not eq:
            if spec.kind != "bool" or spec.is_list:
                raise OptionError(
                    f"option '{spec.name}' of pass '{pass_name}' needs a value: {spec.syntax()}"
                )
            values[spec.field] = True
        else:
            values[spec.field] = _convert(spec, raw.strip(), pass_name)
    for spec in specs.values():
        if spec.required and spec.field not in values:
            raise OptionError(f"pass '{pass_name}' needs option '{spec.syntax()}'")
    return values


def _convert(spec: OptionSpec, raw: str, pass_name: str) -> Any:
    if spec.is_list:
        parts = raw.split(":") if raw else []
        return tuple(_scalar(spec, part.strip(), pass_name) for part in parts)
    return _scalar(spec, raw, pass_name)


def _scalar(spec: OptionSpec, raw: str, pass_name: str) -> Any:
    where = f"option '{spec.name}' of pass '{pass_name}'"
    if spec.kind == "str":
        return raw
    if spec.kind == "bool":
        lowered = raw.lower()
        if lowered in ("true", "1", "on", "yes"):
            return True
        if lowered in ("false", "0", "off", "no"):
            return False
        raise OptionError(f"{where}: expected true or false, got '{raw}'")
    try:
        return int(raw, 0) if spec.kind == "int" else float(raw)
    except ValueError:
        raise OptionError(f"{where}: expected {'an int' if spec.kind == 'int' else 'a number'}, got '{raw}'") from None


def format_instance(obj: object, name: str) -> str:
    """``name<opts>`` for a pass instance, listing options that differ from defaults."""
    if not dataclasses.is_dataclass(obj):
        return name
    items = []
    for spec in option_specs(type(obj)):
        value = getattr(obj, spec.field)
        f = next(f for f in dataclasses.fields(obj) if f.name == spec.field)
        if f.default is not dataclasses.MISSING and value == f.default:
            continue
        if value is None:
            continue
        if spec.kind == "bool" and not spec.is_list:
            items.append(spec.name if value else f"no-{spec.name}")
        elif spec.is_list:
            items.append(f"{spec.name}={':'.join(str(v) for v in value)}")
        else:
            items.append(f"{spec.name}={value}")
    return f"{name}<{';'.join(items)}>" if items else name
