"""Fuzzing the runtime API like a careless user: hypothesis builds call plans, a child process runs them.

A *call plan* (JSON) says which kernel of which IR file to build and how
(``Program``/``from_file``/``from_source`` with right or wrong sources and
options), whether to damage the compile cache between two builds, and one or
two launches: every argument (arrays of the right or wrong dtype, empty, 0-d,
non-contiguous, misaligned, read-only; scalars of the right or wrong type and
out of range; ``LocalMemory`` of any size; sometimes by keyword, sometimes
under unknown names) and the global/local sizes and offsets (1 to 4
dimensions, 0, huge, past ``size_t``, floats, negative, None).

``fuzz_runner.py`` runs the plans in a child process and classifies each
outcome (see there).  The parent requires, for every plan: the child lived
(no signal), finished in time, and the outcome was success or an expected
error; a plan with an input the runtime must refuse (a size past ``size_t``,
a 0-d or empty array, a missing or unknown argument ...) did not succeed; a
plan that is valid throughout succeeded, and saxpy/axpy results match numpy.

The one thing plans never do is launch a kernel on a buffer (or LocalMemory)
too small for what it indexes: that is undefined behaviour, unchecked as in
OpenCL.  So the generator models each kernel's indexing (``x[get_global_id(0)]``
up to ``global_offset[0] + global_size[0]``, ``tmp[get_local_id(0)]`` up to
the local size, ``scratch[i]`` for ``i < n``) and sizes the buffers for the
launch; a launch that could run but is too big to run quickly (2**63
work-items are valid) gets ``global_offset = SIZE_MAX``, which makes it
invalid (and is the wrap-around case).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
RUNNER = Path(__file__).with_name("fuzz_runner.py")
SIZE_MAX = 2**64 - 1
#: A launch that may run has at most this many work-items, and indexes at most this far.
MAX_WORK_ITEMS = 4096
MAX_EXTENT = 4096
#: The local size the runtime may choose in dimension 0 when the launch names none.
CHOSEN_LOCAL_MAX = 256
MAX_EXAMPLES = int(os.environ.get("NCPU_FUZZ_EXAMPLES", "60"))
TIMEOUT_S = float(os.environ.get("NCPU_FUZZ_TIMEOUT", "20"))

# Per kernel: its file and parameters.  ("buf", dtype, lanes, align, read_only, index) with index
# "gid" (element get_global_id(0)) or "one" (element 0); ("local", need) with need "lsize"
# (4 bytes per work-item of dimension 0) or "n" (4 bytes per unit of the parameter n) or 4;
# ("scalar", dtype, role).
F32, I32, I64 = "float32", "int32", "int64"
KERNELS: dict[str, tuple[str, list[tuple[str, tuple]]]] = {
    "saxpy": ("examples/saxpy.ll", [
        ("a", ("scalar", F32, "value")), ("x", ("buf", F32, 1, 4, True, "gid")),
        ("y", ("buf", F32, 1, 4, False, "gid")), ("n", ("scalar", "uint32", "bound")),
    ]),
    "axpy": ("test/runtime/ll/launch_checks.ll", [
        ("a", ("scalar", F32, "value")), ("x", ("buf", F32, 1, 4, True, "gid")),
        ("y", ("buf", F32, 1, 4, False, "gid")),
    ]),
    "reverse_groups": ("test/runtime/ll/barrier.ll", [
        ("in", ("buf", I32, 1, 4, True, "gid")), ("out", ("buf", I32, 1, 4, False, "gid")),
        ("tmp", ("local", "lsize")),
    ]),
    "two_locals": ("test/runtime/ll/launch_checks.ll", [
        ("in", ("buf", I32, 1, 4, True, "gid")), ("out", ("buf", I32, 1, 4, False, "gid")),
        ("first", ("local", "lsize")), ("second", ("local", "lsize")),
    ]),
    "add_long16": ("test/runtime/ll/launch_checks.ll", [
        ("in", ("buf", I64, 16, 128, True, "gid")), ("out", ("buf", I64, 16, 128, False, "gid")),
    ]),
    "add_int16": ("test/runtime/ll/launch_checks.ll", [
        ("in", ("buf", I32, 16, 64, True, "gid")), ("out", ("buf", I32, 16, 64, False, "gid")),
    ]),
    "fill_local": ("test/runtime/ll/launch_checks.ll", [
        ("out", ("buf", I32, 1, 4, False, "gid")), ("scratch", ("local", "n")), ("n", ("scalar", "uint32", "count")),
    ]),
    "mixed": ("test/runtime/ll/packing.ll", [
        ("f", ("buf", F32, 1, 4, False, "one")), ("ci", ("buf", I32, 1, 4, True, "one")),
        ("scratch", ("local", 4)), ("i", ("scalar", I32, "value")), ("u", ("scalar", "uint32", "value")),
        ("x", ("scalar", F32, "value")), ("l", ("scalar", I64, "value")), ("v", ("scalar", "float4", "value")),
        ("d", ("buf", "float64", 1, 8, False, "one")), ("c", ("scalar", "uint8", "value")),
        ("wide", ("buf", I32, 16, 64, False, "one")),
    ]),
}
WRONG_DTYPE = {F32: "float64", I32: "uint32", I64: "float64", "float64": F32}
INT_RANGE = {"uint32": (0, 2**32 - 1), I32: (-(2**31), 2**31 - 1), I64: (-(2**63), 2**63 - 1), "uint8": (0, 255)}

# Verdicts: OK (valid), BAD (the runtime must refuse it), MAYBE (a careless value the runtime
# may accept or refuse: 4.0 for a size, True for an int, a wrongly typed option).
OK, MAYBE, BAD = 0, 1, 2


def _v(t: str, v: object = None, **extra: object) -> dict:
    return {"t": t, "v": v, **extra}


# -- sizes ---------------------------------------------------------------------------------------

SIZE_VALUES = st.one_of(
    st.integers(1, 8), st.integers(1, 8), st.integers(1, 8), st.sampled_from([16, 64, 100, 256, 1000]),
    st.sampled_from([0, -1, 2**32, 2**63, 2**64 - 1, 2**64, 2**64 + 256, 4.0, 2.5, None, "8"]),
)
LOCAL_VALUES = st.one_of(
    st.sampled_from([1, 2, 4, 8, 16, 64, 256]),
    st.sampled_from([0, -1, 4097, 5000, 2**32, 2**64, 4.0, 2.5, None]),
)
OFFSET_VALUES = st.one_of(
    st.sampled_from([0, 1, 3, 100]),
    st.sampled_from([-1, 2**63, 2**64 - 1, 2**64, 2**64 + 256, 1.0, 0.5, None]),
)


def _item_verdict(x: object, minimum: int) -> tuple[int, int | None]:
    """A size item's verdict and the value the runtime would use."""
    if isinstance(x, bool) or x is None or isinstance(x, str):
        return BAD, None
    if isinstance(x, float):
        if x != int(x):
            return BAD, None
        x = int(x)
        return (MAYBE, x) if minimum <= x <= SIZE_MAX else (BAD, None)
    assert isinstance(x, int)
    return (OK, x) if minimum <= x <= SIZE_MAX else (BAD, None)


def _items_verdict(items: list, minimum: int) -> tuple[int, list]:
    """The worst verdict of *items* and the values the runtime would use."""
    verdict, values = OK, []
    for x in items:
        item_verdict, n = _item_verdict(x, minimum)
        verdict = max(verdict, item_verdict)
        values.append(n)
    return verdict, values


@st.composite
def sizes_spec(draw, values, dims: int | None, allow_none: bool) -> dict:
    if allow_none and draw(st.integers(0, 9)) < 5:
        return {"kind": "none"}
    n = dims if dims is not None and draw(st.integers(0, 9)) else draw(st.sampled_from([1, 1, 1, 2, 3, 0, 4]))
    items = [draw(values) for _ in range(n)]
    kinds = ["tuple", "tuple", "list"]
    if n == 1:
        kinds.append("int")
    if all(isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= SIZE_MAX for x in items) and n:
        kinds.append("nparray")
    kind = draw(st.sampled_from(kinds))
    if not allow_none and draw(st.integers(0, 40)) == 0:
        return {"kind": "none"}  # global_size=None
    return {"kind": kind, "items": items}


def launch_model(g: dict, ls: dict, off: dict) -> tuple[int, tuple[int, ...] | None, int]:
    """The launch's verdict, its global sizes, offsets and extent when it may run, and the
    largest local size of dimension 0 its groups may have."""
    # An int of None is the keyword's default passed by hand: no local size or offset given.
    ls, off = ({"kind": "none"} if s["kind"] == "int" and s["items"][0] is None else s for s in (ls, off))
    if g["kind"] == "none":
        return BAD, None, 0
    gi = g["items"]
    if not 1 <= len(gi) <= 3:
        return BAD, None, 0
    verdict, gv = _items_verdict(gi, 1)
    dims = len(gi)
    local0 = CHOSEN_LOCAL_MAX
    if ls["kind"] != "none":
        li = ls["items"]
        if len(li) != dims:
            return BAD, None, 0
        local_verdict, lv = _items_verdict(li, 1)
        verdict = max(verdict, local_verdict)
        if verdict < BAD:
            total = 1
            for n in lv:
                total *= n
            if total > 4096:
                return BAD, None, 0
            local0 = lv[0]
    ov = [0] * dims
    if off["kind"] != "none":
        oi = off["items"]
        if len(oi) != dims:
            return BAD, None, 0
        offset_verdict, ov = _items_verdict(oi, 0)
        verdict = max(verdict, offset_verdict)
    if verdict == BAD:
        return BAD, None, 0
    if any(o + n > SIZE_MAX for o, n in zip(ov, gv, strict=True)):
        return BAD, None, 0
    total = 1
    for n in gv:
        total *= n
    if total > SIZE_MAX:
        return BAD, None, 0
    return verdict, (total, ov[0] + gv[0]), local0


@st.composite
def launch_sizes(draw) -> tuple[dict, int, tuple[int, int] | None, int]:
    g = draw(sizes_spec(SIZE_VALUES, None, False))
    dims = len(g.get("items") or [1]) if g["kind"] != "none" else 1
    ls = draw(sizes_spec(LOCAL_VALUES, dims, True))
    off = draw(sizes_spec(OFFSET_VALUES, dims, True))
    verdict, run, local0 = launch_model(g, ls, off)
    if verdict != BAD and (run[0] > MAX_WORK_ITEMS or run[1] > MAX_EXTENT):
        # Valid but too big to run in the budget (or to size buffers for): past size_t instead.
        off = {"kind": "tuple", "items": [SIZE_MAX] * len(g["items"])}
        verdict, run, local0 = BAD, None, 0
    sizes = {"global_size": g}
    if ls["kind"] != "none" or draw(st.booleans()):
        sizes["local_size"] = ls
    if off["kind"] != "none" or draw(st.booleans()):
        sizes["global_offset"] = off
    if draw(st.integers(0, 60)) == 0:
        del sizes["global_size"]  # Python's own TypeError: a required keyword is missing
        verdict = BAD
    return sizes, verdict, run, local0


# -- arguments -----------------------------------------------------------------------------------


def _scalar_value(draw, dtype: str, role: str, ok_values: list[int] | None = None) -> tuple[dict, int, object]:
    """A scalar argument, its verdict and (for OK ints) its value."""
    if dtype == "float4":
        choice = draw(st.integers(0, 5))
        if choice <= 2:
            return _v("list", [1.0, 2.0, 3.0, 4.0]), OK, None
        if choice == 3:
            return _v("nparray", [1, 2, 3, 4], dtype="float32"), OK, None
        return draw(st.sampled_from([(_v("list", [1.0, 2.0, 3.0]), BAD, None), (_v("float", 5.0), BAD, None),
                                      (_v("str", "abcd"), BAD, None), (_v("none"), BAD, None)]))
    if draw(st.integers(0, 9)) < 7:
        if dtype == F32:
            value = draw(st.sampled_from([2.0, 0.5, 3.0, -1.0]))
            return (_v("np", value, dtype="float32") if draw(st.booleans()) else _v("float", value)), OK, value
        if ok_values is None:
            lo, hi = INT_RANGE[dtype]
            ok_values = [0, 1, 7, lo, hi]
        n = draw(st.sampled_from(ok_values))
        return (_v("np", n, dtype=dtype) if draw(st.integers(0, 3)) == 0 else _v("int", n)), OK, n
    if dtype == F32:
        return draw(st.sampled_from([(_v("int", 2), MAYBE, None), (_v("none"), BAD, None), (_v("str", "2.0"), BAD, None),
                                     (_v("int", 2**64), MAYBE, None), (_v("bool", True), MAYBE, None),
                                     (_v("list", [2.0]), BAD, None)]))
    lo, hi = INT_RANGE[dtype]
    return draw(st.sampled_from([(_v("int", 2**64), BAD, None), (_v("int", hi + 1), BAD, None),
                                 (_v("int", lo - 1), BAD, None), (_v("float", 1.5), BAD, None),
                                 (_v("none"), BAD, None), (_v("str", "3"), BAD, None), (_v("list", [1]), BAD, None)]
                                + ([] if role in ("bound", "count") else [(_v("bool", True), MAYBE, None),
                                                                          (_v("float", 3.0), MAYBE, None)])))


LOCAL_SIZES = [1, 4, 256, 2**20]


def _local_value(draw, need: int | None) -> tuple[dict, int]:
    """A LocalMemory argument of at least *need* bytes (None: the launch cannot run), or a wrong one."""
    if draw(st.integers(0, 9)) < 7:
        if need is None:
            n = draw(st.sampled_from(LOCAL_SIZES))
        else:
            n = draw(st.sampled_from([need] + [s for s in LOCAL_SIZES if s >= need]))
        return _v("LocalMemory", n=_v("int", n)), OK
    return draw(st.sampled_from([
        (_v("LocalMemory", n=_v("int", 0)), BAD), (_v("LocalMemory", n=_v("int", -1)), BAD),
        (_v("LocalMemory", n=_v("int", 2**31)), BAD), (_v("LocalMemory", n=_v("int", 2**64)), BAD),
        (_v("LocalMemory", n=_v("float", 256.0)), MAYBE), (_v("LocalMemory", n=_v("str", "256")), BAD),
        (_v("int", 256), BAD), (_v("none"), BAD),
    ]))


def _buffer_value(draw, dtype: str, lanes: int, align: int, read_only: bool, elements: int | None, seed: int) -> tuple[dict, int]:
    """An array argument covering *elements* pointees (None: the launch cannot run, any size), or a wrong one."""
    n = (elements if elements is not None else draw(st.integers(1, 64))) * lanes
    if draw(st.integers(0, 3)) == 0:
        n += draw(st.integers(0, 3)) * lanes
    variant = draw(st.sampled_from(["ok"] * 8 + ["readonly", "misaligned", "bytemisaligned", "wrongdtype",
                                                  "empty", "zerod", "noncontig", "twod", "value", "local"]))
    spec = {"variant": variant, "dtype": dtype, "n": n, "seed": seed}
    itemsize = {F32: 4, I32: 4, I64: 8, "float64": 8}[dtype]
    # Every second element of 2n: a one-element view is contiguous for numpy (and is read right).
    verdict = {"ok": OK, "twod": OK, "readonly": OK if read_only else BAD, "noncontig": OK if n == 1 else BAD,
               "misaligned": OK if itemsize % align == 0 else BAD}.get(variant, BAD)
    if variant == "wrongdtype":
        spec["dtype"] = WRONG_DTYPE[dtype]
    elif variant == "empty":
        spec["n"] = 0
    elif variant == "value":
        spec["value"] = draw(st.sampled_from([_v("float", 1.0), _v("none"), _v("list", [1, 2, 3]), _v("str", "buf")]))
    elif variant == "local":
        spec["value"] = _v("LocalMemory", n=_v("int", 256))
    return spec, verdict


@st.composite
def launch_plan(draw, kernel: str) -> tuple[dict, int]:
    _, params = KERNELS[kernel]
    sizes, verdict, run, local0 = draw(launch_sizes())
    extent = run[1] if run is not None else None
    args: list[dict] = []
    values: dict[str, object] = {}
    verdicts: dict[str, int] = {}
    # Draw the scalars that bound indexing first.
    for name, p in params:
        if p[0] == "scalar" and p[2] == "bound":  # saxpy's n: indexes below min(n, extent)
            spec, vd, n = _scalar_value(draw, p[1], p[2], [0, 1, 5, extent or 8, 2**32 - 1])
            values[name], verdicts[name] = (spec, n), vd
        elif p[0] == "scalar" and p[2] == "count":  # fill_local's n: scratch[i] for i < n
            spec, vd, n = _scalar_value(draw, p[1], p[2], [0, 1, 7, 64, 1000])
            values[name], verdicts[name] = (spec, n), vd
    for i, (name, p) in enumerate(params):
        seed = i + 3
        if p[0] == "scalar":
            if name not in values:
                spec, vd, _ = _scalar_value(draw, p[1], p[2])
                values[name], verdicts[name] = (spec, None), vd
            args.append({"variant": "value", "value": values[name][0]})
        elif p[0] == "local":
            need: int | None
            if p[1] == "lsize":
                need = 4 * local0 if run is not None else None
            elif p[1] == "n":
                count = values["n"][1]
                need = max(4 * count, 1) if isinstance(count, int) else None
            else:
                need = p[1]
            spec, vd = _local_value(draw, need)
            args.append({"variant": "local", "value": spec})
            verdicts[name] = vd
        else:
            _, dtype, lanes, align, ro, index = p
            if index == "one":
                elements: int | None = 1
            elif extent is None:
                elements = None
            else:
                elements = max(1, extent)
                if kernel == "saxpy":  # x[i], y[i] for i < n only
                    bound = values["n"][1]
                    elements = None if verdicts["n"] == BAD else max(1, min(extent, bound))
            spec, vd = _buffer_value(draw, dtype, lanes, align, ro, elements, seed)
            args.append(spec)
            verdicts[name] = vd
    verdict = max([verdict, *verdicts.values()])
    launch: dict = {"args": args, **sizes}
    names = [n for n, _ in params]
    # Keyword arguments: the tail of the parameters by name, sometimes with an unknown one.
    if draw(st.integers(0, 4)) == 0:
        launch["kw_from"] = draw(st.integers(0, len(params)))
        launch["names"] = names
        if draw(st.integers(0, 3)) == 0:
            extra = draw(st.sampled_from(["bogus", "local_memory", "N", names[0]]))
            launch["extra_kw"] = [extra]
            if extra != names[0] or launch["kw_from"] > 0:
                verdict = BAD  # an unknown name, or the first parameter given twice
    elif draw(st.integers(0, 20)) == 0:
        launch["args"] = args[:-1] if draw(st.booleans()) else [*args, args[0]]  # wrong count
        verdict = BAD
    # Results to check: saxpy/axpy in 1-D with valid data.
    if kernel in ("saxpy", "axpy") and verdict == OK and run is not None and run[0] == run[1] - _offset0(sizes):
        lo = _offset0(sizes)
        hi = run[1]
        if kernel == "saxpy":
            hi = min(hi, values["n"][1])
        if all(a["variant"] in ("ok", "readonly", "misaligned") for a in args[1:3]):
            launch["check"] = {"lo": lo, "hi": max(lo, hi)}
    return launch, verdict


def _offset0(sizes: dict) -> int:
    off = sizes.get("global_offset")
    if off is None or off["kind"] == "none":
        return 0
    return int(off["items"][0])


OPTIONS = {
    "threads": ([1, 2, 4, None], [0, -1, "2", 2.5, True]),
    "specialize": ([True, False], [1, "yes", None]),
    "cache": ([True, True, True, False], [1, "no"]),
    "vectorize": ([True, False, "always", "auto"], ["sometimes", 1, None]),
}
CORRUPTIONS = st.one_of(
    st.builds(lambda: {"what": "o_empty"}),
    st.builds(lambda f: {"what": "o_truncate", "frac": f}, st.sampled_from([0.0, 0.01, 0.5, 0.99])),
    st.builds(lambda f, m: {"what": "o_flip", "frac": f, "mask": m}, st.floats(0, 1), st.sampled_from([1, 0x80, 0xFF])),
    st.builds(lambda v: {"what": "json_replace", "value": v}, st.sampled_from([{}, [], None, 1, "x", {"kernels": []}])),
    st.builds(lambda k: {"what": "json_drop", "k": k}, st.integers(0, 10)),
    st.builds(lambda k, v: {"what": "json_retype", "k": k, "value": v}, st.integers(0, 10),
              st.sampled_from([0, "x", [], {}, None, 10**30])),
    st.builds(lambda k: {"what": "json_kernels", "k": k}, st.integers(0, 1)),
)


@st.composite
def call_plan(draw) -> dict:
    kernel = draw(st.sampled_from(list(KERNELS)))
    path, _ = KERNELS[kernel]
    verdict = OK
    options = {}
    for name, (good, bad) in OPTIONS.items():
        if draw(st.integers(0, 3)) == 0:
            continue
        if draw(st.integers(0, 11)) == 0:
            value = draw(st.sampled_from(bad))
            verdict = max(verdict, BAD if name == "threads" and isinstance(value, int) and not isinstance(value, bool) else MAYBE)
        else:
            value = draw(st.sampled_from(good))
        options[name] = _v("value", value)
    source = draw(st.sampled_from(["from_file"] * 6 + ["from_file_path", "from_source", "bytes",
                                                       "filename", "pathobj", "none", "from_file_missing"]))
    if source in ("filename", "pathobj", "none", "from_file_missing"):
        verdict = BAD
    kernel_name: dict = _v("str", kernel)
    if draw(st.integers(0, 12)) == 0:
        kernel_name = draw(st.sampled_from([_v("list", [kernel]), _v("none"), _v("int", 0), _v("str", kernel + "_"),
                                            _v("str", "")]))
        verdict = BAD
    corrupt = None
    if source == "from_file" and draw(st.integers(0, 4)) == 0:
        corrupt = draw(CORRUPTIONS)
        options["cache"] = _v("value", True)
    launches = []
    for _ in range(draw(st.integers(1, 2))):
        launch, lv = draw(launch_plan(kernel))
        launches.append((launch, lv))
    # A BAD step anywhere means the plan cannot succeed (it, or an earlier step, refuses).
    expect = max([verdict, *(lv for _, lv in launches)])
    return {"kernel": kernel, "file": str(ROOT / path), "source": source, "options": options,
            "kernel_name": kernel_name, "corrupt": corrupt, "launches": [launch for launch, _ in launches],
            "verdict": expect}


# -- the test ------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def session_cache():
    """A compile cache shared by the plans without cache damage (those copy it to a fresh one)."""
    directory = tempfile.mkdtemp(prefix="ncpu-fuzz-session-")
    yield directory
    shutil.rmtree(directory, ignore_errors=True)


def run_child(plans: list[dict], cache: str) -> tuple[int | None, dict[int, dict], set[int], str]:
    """Run *plans* in one child: its exit status (None: killed at the timeout), outcomes, started plans, stderr."""
    env = {**os.environ, "NCPU_OPT_CACHE_DIR": cache}
    env.pop("NCPU_NUM_THREADS", None)
    proc = subprocess.Popen([sys.executable, str(RUNNER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=env, cwd=ROOT, text=True)
    try:
        out, err = proc.communicate(json.dumps(plans), timeout=TIMEOUT_S + 5 * len(plans))
        rc: int | None = proc.returncode
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        rc = None
    done: dict[int, dict] = {}
    started: set[int] = set()
    for line in out.splitlines():
        record = json.loads(line)
        if "start" in record:
            started.add(record["start"])
        else:
            done[record["done"]] = record
    return rc, done, started, err


def check_outcomes(plans: list[dict], rc: int | None, done: dict[int, dict], started: set[int], err: str) -> None:
    for i, plan in enumerate(plans):
        shown = json.dumps(plan)
        if i not in done:
            how = "hung (killed at the timeout)" if rc is None else f"died with exit status {rc}"
            where = "running" if i in started else "before"
            pytest.fail(f"the child {how} {where} plan {i}:\n{shown}\nstderr:\n{err[-3000:]}")
        result = done[i]
        outcome = result["outcome"]
        assert outcome != "harness", f"the runner failed building plan {i}: {result['traceback']}\n{shown}"
        assert outcome in ("ok", "error", "unsupported"), (
            f"internal error {result.get('kind')} in plan {i}:\n{result.get('traceback')}\n{shown}"
        )
        if outcome == "ok":
            assert plan["verdict"] != BAD, f"plan {i} must be refused, but every call succeeded:\n{shown}"
            assert not result["check"], f"plan {i}: wrong results: {result['check']}\n{shown}"
        if outcome == "error":
            assert plan["verdict"] != OK, (
                f"plan {i} is valid, but the runtime refused it: {result['kind']}: {result['message']}\n{shown}"
            )
    assert rc == 0, f"the child exited with status {rc} after its plans\nstderr:\n{err[-3000:]}"


# No shrinking: each example starts a process, so shrinking a failure would take many
# minutes of make test's budget; the failure message shows the whole plan instead.
@settings(max_examples=MAX_EXAMPLES, deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate],
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(plans=st.lists(call_plan(), min_size=1, max_size=4))
def test_runtime_api_survives_careless_calls(plans, session_cache):
    check_outcomes(plans, *run_child(plans, session_cache))
