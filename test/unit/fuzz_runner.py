"""The child process of test_runtime_fuzz.py: runs call plans against ncpu_opt.runtime.

Reads a JSON list of plans on stdin and, for each, prints a JSON line
``{"start": i}`` before touching the runtime and ``{"done": i, ...}`` after,
so that the parent knows which plan was running if the process dies (a
signal) or hangs.  The outcome of a plan is

* ``ok``: every call returned (``check`` says whether saxpy/axpy results
  match numpy, when the plan's data is valid);
* ``error``: the API refused the call with an expected error: an instance of
  ``ncpu_opt.runtime.NcpuRuntimeError`` with a message, or a ``TypeError``
  that Python itself raised binding the arguments of the API entry point
  (``kernel(...)`` without ``global_size``): the traceback ends in this
  file's ``_api`` frame, nothing of the runtime ran;
* ``unsupported``: the plan uses an API the runtime under test lacks
  (keyword arguments of kernels, on an old runtime);
* ``internal``: anything else (``AttributeError``, ``KeyError``,
  ``OverflowError``, ``StopIteration``, ``struct.error``, ``ctypes``' or
  llvmlite's errors, a ``TypeError``/``ValueError`` that is not the
  runtime's own ...), with its traceback;
* ``harness``: this runner failed building the plan's inputs (a test bug).

Run on its own (``python fuzz_runner.py < plans.json``) to replay plans.
"""

from __future__ import annotations

import inspect
import json
import os
import shutil
import sys
import tempfile
import traceback
import warnings
from pathlib import Path

import ncpu_opt.runtime as rt
import numpy as np


class _Refused(Exception):
    """Wraps an expected error of the API, with its kind."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


class _Unsupported(Exception):
    pass


def _api(fn, *args, **kwargs):
    """Call an API entry point; classify what escapes it."""
    try:
        return fn(*args, **kwargs)
    except rt.NcpuRuntimeError as e:
        if not str(e).strip():
            raise AssertionError(f"{type(e).__name__} without a message") from e
        raise _Refused(type(e).__name__, str(e)) from None
    except TypeError as e:
        tb = e.__traceback__
        # Python's argument binding fails before the callee's frame runs: the
        # traceback then holds only this frame.
        if tb is not None and tb.tb_next is None:
            raise _Refused("call-binding TypeError", str(e)) from None
        raise


# -- building inputs -------------------------------------------------------------------------


def _aligned_zeros(n: int, dtype: str, align: int) -> np.ndarray:
    if hasattr(rt, "aligned_zeros"):
        return rt.aligned_zeros(n, dtype, align=align)
    dt = np.dtype(dtype)
    block = np.zeros(n * dt.itemsize + align, dtype=np.uint8)
    start = -block.ctypes.data % align
    return block[start : start + n * dt.itemsize].view(dt)


def _data(n: int, dtype: str, seed: int) -> np.ndarray:
    return ((np.arange(n) * 7 + seed) % 13).astype(dtype)


def _buffer(spec: dict) -> object:
    variant = spec["variant"]
    if variant == "value":
        return _scalar(spec["value"])
    if variant == "local":
        return _local(spec["value"])
    dtype, n, seed = spec["dtype"], spec["n"], spec["seed"]
    if variant == "zerod":
        return np.zeros((), dtype=dtype)
    if variant == "noncontig":
        a = _aligned_zeros(2 * n, dtype, 128)
        a[:] = _data(2 * n, dtype, seed)
        return a[::2]
    if variant == "misaligned":  # one element past a 128-byte boundary
        a = _aligned_zeros(n + 1, dtype, 128)[1:]
    elif variant == "bytemisaligned":  # one byte past a 128-byte boundary
        itemsize = np.dtype(dtype).itemsize
        a = _aligned_zeros(n * itemsize + 1, "uint8", 128)[1:].view(dtype)
    elif variant == "twod":
        a = _aligned_zeros(n, dtype, 128).reshape(n, 1)
    else:  # ok, readonly, wrongdtype, empty
        a = _aligned_zeros(n, dtype, 128)
    a[...] = _data(n, dtype, seed).reshape(a.shape)
    if variant == "readonly":
        a.setflags(write=False)
    return a


def _scalar(v: dict) -> object:
    t, value = v["t"], v.get("v")
    if t == "np":
        return np.dtype(v["dtype"]).type(value)
    if t == "tuple":
        return tuple(_scalar(x) for x in value)
    if t == "nparray":
        return np.array(value, dtype=v["dtype"])
    return value  # int, float, None, str, bool, list


def _local(v: dict) -> object:
    if v["t"] == "LocalMemory":
        return _api(rt.LocalMemory, _scalar(v["n"]))
    return _scalar(v)


def _sizes(s: dict) -> object:
    kind, items = s["kind"], s.get("items")
    if kind == "none":
        return None
    if kind == "int":
        return items[0]
    if kind == "list":
        return list(items)
    if kind == "nparray":
        return np.array(items, dtype=np.uint64)
    return tuple(items)


def _corrupt(directory: Path, action: dict) -> None:
    what = action["what"]
    for path in sorted(directory.glob("*.o" if what.startswith("o_") else "*.json")):
        data = path.read_bytes()
        if what == "o_empty":
            data = b""
        elif what == "o_truncate":
            data = data[: int(len(data) * action["frac"])]
        elif what == "o_flip":
            pos = min(int(len(data) * action["frac"]), len(data) - 1)
            data = data[:pos] + bytes([data[pos] ^ action["mask"]]) + data[pos + 1 :]
        else:
            meta = json.loads(data)
            if what == "json_replace":
                meta = action["value"]
            elif isinstance(meta, dict) and meta:
                keys = sorted(meta)
                key = keys[action["k"] % len(keys)]
                if what == "json_drop":
                    del meta[key]
                elif what == "json_retype":
                    meta[key] = action["value"]
                elif what == "json_kernels":
                    kernels = meta.get("kernels")
                    if isinstance(kernels, list):
                        for k in kernels:
                            if isinstance(k, dict) and "name" in k:
                                k["name"] += "_renamed"
                        if action["k"] % 2:
                            meta["kernels"] = []
            data = json.dumps(meta).encode()
        path.write_bytes(data)


def _build(plan: dict) -> object:
    src = plan["source"]
    path = plan["file"]
    options = {k: _scalar(v) for k, v in plan["options"].items()}
    if src == "from_file":
        return _api(rt.Program.from_file, path, **options)
    if src == "from_file_path":
        return _api(rt.Program.from_file, Path(path), **options)
    if src == "from_file_missing":
        return _api(rt.Program.from_file, path + ".missing.ll", **options)
    if src == "from_source":
        return _api(rt.Program.from_source, Path(path).read_text(), **options)
    if src == "bytes":
        return _api(rt.Program, Path(path).read_bytes(), **options)
    if src == "filename":
        return _api(rt.Program, Path(path).name, **options)
    if src == "pathobj":
        return _api(rt.Program, Path(path), **options)
    if src == "none":
        return _api(rt.Program, None, **options)
    raise AssertionError(src)


def _accepts_keywords(kernel: object) -> bool:
    params = inspect.signature(type(kernel).__call__).parameters.values()
    return any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params)


def _check_axpy(launch: dict, args: list, before: list) -> str | None:
    """Compare y with a*x+y over the work-items that ran (1-D saxpy/axpy, valid data)."""
    check = launch.get("check")
    if not check:
        return None
    a = float(np.float32(_scalar(launch["args"][0]["value"])))
    x, y0, y = before[1], before[2], args[2]
    lo, hi = check["lo"], check["hi"]
    expected = y0.copy()
    idx = np.arange(lo, hi)
    expected[idx] = (np.float32(a) * x[idx] + y0[idx]).astype(np.float32)
    if not np.allclose(y, expected, rtol=1e-6, atol=1e-6):
        bad = np.nonzero(~np.isclose(y, expected, rtol=1e-6, atol=1e-6))[0]
        return f"y differs at {bad[:10].tolist()} (of {len(bad)}): got {y[bad[:5]].tolist()}, expected {expected[bad[:5]].tolist()}"
    return None


def run_plan(plan: dict, session_cache: str) -> dict:
    corrupt = plan.get("corrupt")
    fresh = None
    try:
        if corrupt:
            fresh = tempfile.mkdtemp(prefix="ncpu-fuzz-cache-")
            for f in Path(session_cache).glob("*"):
                if f.suffix in (".o", ".json"):
                    shutil.copy2(f, fresh)
            os.environ["NCPU_OPT_CACHE_DIR"] = fresh
            _build(plan)  # fills the fresh cache (or hits the copied entry)
            _corrupt(Path(fresh), corrupt)
        program = _build(plan)
        kernel = _api(program.kernel, _scalar(plan["kernel_name"]))
        failures = []
        for launch in plan["launches"]:
            try:
                args = [_buffer(a) for a in launch["args"]]
            except _Refused:
                raise
            except Exception as e:  # the runner's own bug
                raise _Harness(traceback.format_exc()) from e
            before = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
            sizes = {k: _sizes(launch[k]) for k in ("global_size", "local_size", "global_offset") if k in launch}
            kw_from = launch.get("kw_from")
            if kw_from is None:
                _api(kernel, *args, **sizes)
            else:
                if not _accepts_keywords(kernel):
                    raise _Unsupported("kernels take no keyword arguments here")
                names = launch["names"]
                kwargs = dict(zip(names[kw_from:], args[kw_from:], strict=True))
                for extra in launch.get("extra_kw", []):
                    kwargs[extra] = args[0] if args else 0
                _api(kernel, *args[:kw_from], **kwargs, **sizes)
            bad = _check_axpy(launch, args, before)
            if bad:
                failures.append(bad)
        return {"outcome": "ok", "check": failures}
    finally:
        os.environ["NCPU_OPT_CACHE_DIR"] = session_cache
        if fresh:
            shutil.rmtree(fresh, ignore_errors=True)


class _Harness(Exception):
    pass


def main() -> int:
    warnings.simplefilter("ignore")
    plans = json.load(sys.stdin)
    session_cache = os.environ["NCPU_OPT_CACHE_DIR"]
    for i, plan in enumerate(plans):
        print(json.dumps({"start": i}), flush=True)
        try:
            result = run_plan(plan, session_cache)
        except _Refused as e:
            result = {"outcome": "error", "kind": e.kind, "message": str(e)[:300]}
        except _Unsupported as e:
            result = {"outcome": "unsupported", "message": str(e)}
        except _Harness as e:
            result = {"outcome": "harness", "traceback": str(e)}
        except BaseException as e:  # noqa: B036 - everything else is the runtime's internal error
            result = {"outcome": "internal", "kind": type(e).__name__, "traceback": traceback.format_exc()}
        print(json.dumps({"done": i, **result}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
