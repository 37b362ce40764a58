"""PyOpenCL's own test suite on OpenCL platforms: pass counts side by side (issue 29).

The target (issue 29): at least 95% of the tests that pass on PoCL pass on ncpu-opt.  This
script takes the test files of the installed pyopencl's source distribution (downloaded
from PyPI once, kept in a cache folder: nothing of PyOpenCL is in this repository), runs
them with pytest once per platform (``PYOPENCL_TEST`` picks the platform, ``--junitxml``
records each test's outcome) and writes, to ``--out``:

* ``report.json``: every test's outcome and first message line per platform, the counts
  per file, and the tests that pass on the reference (PoCL) but not on another platform;
* ``report.md``: the same as tables.

Platforms (``--platform``, comma-separated): ``portable`` (PoCL, from the system's OpenCL
vendors), ``intel`` (Intel's OpenCL CPU runtime from PyPI's intel-opencl-rt in this Python's
environment, as bench/peers.py finds it), ``ncpu-opt`` (our ICD: the vendors folder from
``--icd-dir``, else ``$NCPU_OPT_ICD_DIR``, else what ``ncpu-opt --icd`` prints), or any other
platform-name substring, run with the system's vendors.  A platform that is not there is
reported as such.  ``--subset ci`` runs only the tests listed in bench/pyopencl_suite_ci.txt;
``--check`` exits 1 when a platform keeps less than the target, or, with a subset run without
the reference (as CI runs it, ``--platform ncpu-opt --subset ci``), fails any listed test.

    python bench/pyopencl_suite.py [--platform portable,intel,ncpu-opt] [--subset ci]
        [--files test_array.py,...] [--jobs 2] [--icd-dir DIR] [--check]

This module is also the pytest plugin (``-p pyopencl_suite``) that selects the subset in
the pytest processes it starts.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tarfile
import time
import urllib.request
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import asdict, dataclass, field
from importlib.metadata import version as installed_version
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
#: The test files issue 29 names, in the order ``pytest test/`` runs them upstream: some
#: tests depend on it (test_array's custom types register a struct dtype that
#: test_algorithm's test_struct_reduce then finds under the other name: a build failure).
FILES = (
    "test_algorithm.py",
    "test_array.py",
    "test_arrays_in_structs.py",
    "test_clmath.py",
    "test_clrandom.py",
    "test_enqueue_copy.py",
    "test_wrapper.py",
)
SUBSETS = {"ci": HERE / "pyopencl_suite_ci.txt"}
#: The platform the others are compared with, and the share of its passes they must keep.
REFERENCE = "portable"
TARGET = 0.95
#: Outcomes, worst first: a test with several (a failure, then an error in teardown) keeps the first.
OUTCOMES = ("failed", "error", "skipped", "xfailed", "passed")
#: The order of the report's columns.
COLUMNS = ("passed", "failed", "error", "skipped", "xfailed")
PYPI_JSON = "https://pypi.org/pypi/pyopencl/json"
#: The environment variables the harness hands the pytest processes.
SUBSET_ENV = "NCPU_PYOPENCL_SUBSET"
ICD_DIR_ENV = "NCPU_OPT_ICD_DIR"
#: What a platform and its device report that decides which tests skip (images, SVM, ...).
PROBE = """
import json, pyopencl as cl, pyopencl.characterize as ch, pyopencl.tools as tools
(platform, devices), = tools.get_test_platforms_and_devices()
d = devices[0]
print(json.dumps({"platform": platform.name, "version": platform.version, "device": d.name,
    "device_version": d.version, "image_support": bool(d.image_support),
    "double": bool(ch.has_double_support(d)), "il_version": getattr(d, "il_version", ""),
    "coarse_grain_svm": bool(ch.has_coarse_grain_buffer_svm(d)),
    "fine_grain_svm": bool(ch.has_fine_grain_buffer_svm(d))}))
"""


# ---- test ids -----------------------------------------------------------------------------

_FACTORY = re.compile(r"<context factory for <pyopencl\.Device [^>]*>>")
_OBJECT = re.compile(r"<pyopencl\.(Device|Platform) [^>]*>")


def normal_id(nodeid: str) -> str:
    """A pytest node id without the platform in it: the same test on every platform.

    PyOpenCL's parameters name the device and platform (``test_sum[<context factory for
    <pyopencl.Device 'cpu' on 'Portable Computing Language'>>-float32]``); they become
    ``ctx_factory``, ``device`` and ``platform``.
    """
    return _OBJECT.sub(lambda m: m.group(1).lower(), _FACTORY.sub("ctx_factory", nodeid))


def read_subset(path: Path) -> set[str]:
    """The test ids listed in ``path``, one a line; ``#`` starts a comment."""
    lines = (line.split("#", 1)[0].strip() for line in path.read_text().splitlines())
    return {line for line in lines if line}


def pytest_collection_modifyitems(config: Any, items: list[Any]) -> None:
    """Plugin hook: keep only the subset's tests when the harness names a subset file."""
    path = os.environ.get(SUBSET_ENV)
    if not path:
        return
    wanted = read_subset(Path(path))
    dropped = [item for item in items if normal_id(item.nodeid) not in wanted]
    items[:] = [item for item in items if normal_id(item.nodeid) in wanted]
    config.hook.pytest_deselected(items=dropped)


# ---- PyOpenCL's tests ---------------------------------------------------------------------


def default_cache() -> Path:
    cache = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(cache) / "ncpu-opt" / "pyopencl-sdist"


def sdist(version: str, cache: Path) -> Path:
    """PyOpenCL ``version``'s source distribution: from ``cache``, else from PyPI into it."""
    path = cache / f"pyopencl-{version}.tar.gz"
    if path.exists():
        return path
    with urllib.request.urlopen(PYPI_JSON, timeout=60) as answer:
        releases = json.load(answer)["releases"]
    files = [f for f in releases.get(version, []) if f["packagetype"] == "sdist"]
    if not files:
        raise SystemExit(f"pyopencl_suite: PyPI has no source distribution of pyopencl {version}")
    with urllib.request.urlopen(files[0]["url"], timeout=300) as answer:
        data = answer.read()
    if hashlib.sha256(data).hexdigest() != files[0]["digests"]["sha256"]:
        raise SystemExit(f"pyopencl_suite: {files[0]['url']}: its SHA-256 is not PyPI's")
    cache.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(f".{os.getpid()}.part")
    partial.write_bytes(data)
    partial.replace(path)
    return path


def extract_tests(archive: Path, version: str, dest: Path) -> Path:
    """The sdist's ``test/`` folder, extracted afresh into ``dest/test-<version>``.

    Only ``test/``: beside the sdist's ``pyopencl/`` source, the tests would import it
    rather than the installed (built) package.
    """
    folder = dest / f"test-{version}"
    shutil.rmtree(folder, ignore_errors=True)
    prefix = f"pyopencl-{version}/test/"
    with tarfile.open(archive) as tar:
        members = [m for m in tar.getmembers() if m.name.startswith(prefix) and m.isfile()]
        for member in members:
            member.name = member.name[len(prefix) :]
        tar.extractall(folder, members=members, filter="data")
    return folder


# ---- platforms ----------------------------------------------------------------------------


@dataclass
class Platform:
    key: str
    env: dict[str, str] | None
    #: Why it cannot run (env None), or what the probe found.
    why: str = ""
    info: dict[str, Any] = field(default_factory=dict)


def ncpu_opt_icd_dir(given: str | None) -> tuple[str | None, str]:
    """The vendors folder with our ICD: ``given``, ``$NCPU_OPT_ICD_DIR`` or ``ncpu-opt --icd``'s."""
    folder = given or os.environ.get(ICD_DIR_ENV)
    if folder:
        return folder, ""
    cli = Path(sys.executable).with_name("ncpu-opt")
    try:
        done = subprocess.run(
            [str(cli), "--icd"], capture_output=True, text=True, timeout=900, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, f"{cli} --icd: {e}"
    match = re.search(r"OCL_ICD_VENDORS=(\S+)", done.stdout)
    if done.returncode != 0 or match is None:
        errors = [line for line in done.stderr.splitlines() if "error" in line]
        said = (errors or ["no OCL_ICD_VENDORS=<folder> in its output"])[0]
        return None, f"ncpu-opt --icd: {said} (give --icd-dir or ${ICD_DIR_ENV})"
    return match.group(1).strip("'\""), ""


def platform_env(key: str, icd_dir: str | None) -> tuple[dict[str, str] | None, str]:
    """The environment a platform's tests run in, or None and why."""
    env = dict(os.environ)
    if key == "intel":
        import peers

        folder = peers.intel_icd_dir()
        if folder is None:
            return None, f"no {sys.prefix}/lib/libintelocl.so (pip install intel-opencl-rt)"
        env["OCL_ICD_VENDORS"] = folder
        env["LD_LIBRARY_PATH"] = os.pathsep.join(
            filter(None, [f"{sys.prefix}/lib", env.get("LD_LIBRARY_PATH")])
        )
    elif key == "ncpu-opt":
        folder, why = ncpu_opt_icd_dir(icd_dir)
        if folder is None:
            return None, why
        # Only our vendors folder: the tests see one platform, ours.
        env["OCL_ICD_VENDORS"] = folder
    env["PYOPENCL_TEST"] = key
    return env, ""


def probe(platform: Platform) -> None:
    """Ask the platform, in its environment, its name and what it supports; None env when absent."""
    assert platform.env is not None
    try:
        done = subprocess.run(
            [sys.executable, "-c", PROBE],
            env=platform.env,
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
    except subprocess.TimeoutExpired:
        platform.env, platform.why = None, "pyopencl did not answer within 300 s"
        return
    if done.returncode != 0:
        said = (done.stderr.strip().splitlines() or [f"exit status {done.returncode}"])[-1]
        platform.env, platform.why = None, f"pyopencl: {said}"
        return
    platform.info = json.loads(done.stdout.splitlines()[-1])


# ---- running and reading ------------------------------------------------------------------


@dataclass(frozen=True)
class Result:
    outcome: str
    message: str = ""


def run_suite(
    platform: Platform, tests: Path, files: list[str], args: argparse.Namespace, out: Path
) -> Path:
    """Run ``files`` on ``platform`` with pytest; the JUnit XML's path (absent if pytest died)."""
    assert platform.env is not None
    xml, log = out / f"{platform.key}.xml", out / f"{platform.key}.log"
    xml.unlink(missing_ok=True)
    argv = [sys.executable, *"-m pytest -q -rfE -p no:cacheprovider -p pyopencl_suite".split()]
    argv += ["--rootdir", str(tests), f"--junitxml={xml}"]
    # PyOpenCL declares its marks in its pyproject.toml, which is not extracted.
    argv += ["-W", "ignore::pytest.PytestUnknownMarkWarning"]
    # A test that hangs in the platform's C code ends its process (the thread method: a
    # signal cannot interrupt C); under xdist the test is a failure and a new worker goes on.
    argv += ["--timeout", str(args.timeout), "--timeout-method", "thread"]
    if args.jobs:
        # Whole files to a worker, in order: the order the tests are written for.
        argv += ["-n", str(args.jobs), "--dist", "loadfile"]
    env = dict(platform.env)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(HERE), env.get("PYTHONPATH")]))
    if args.subset:
        env[SUBSET_ENV] = str(SUBSETS[args.subset])
    with log.open("w") as f:
        subprocess.run(
            argv + files, cwd=tests, env=env, stdout=f, stderr=subprocess.STDOUT, check=False
        )
    return xml


def first_line(text: str | None) -> str:
    """The first line of ``text`` that is not blank; with a failed build, its log's first line.

    PyOpenCL's build error starts "clBuildProgram failed: BUILD_PROGRAM_FAILURE" every time;
    what went wrong is the log after its "Build on <device>:" line.
    """
    lines = [line.strip() for line in (text or "").splitlines() if line.strip()]
    if not lines:
        return ""
    build = next((i for i, line in enumerate(lines) if line.startswith("Build on ")), None)
    if build is not None and build + 1 < len(lines):
        return f"{lines[0]} / log: {lines[build + 1]}"
    return lines[0]


def read_junit(path: Path) -> dict[str, Result]:
    """Each test's outcome and first message line, by ``normal_id``."""
    results: dict[str, Result] = {}
    for case in ET.parse(path).iter("testcase"):
        module, _, cls = (case.get("classname") or "").partition(".")
        nodeid = "::".join([f"{module}.py", *([cls] if cls else []), case.get("name") or ""])
        found = [Result("passed")]
        for child in case:
            kind = {"failure": "failed", "error": "error", "skipped": "skipped"}.get(child.tag)
            if kind == "skipped" and child.get("type") == "pytest.xfail":
                kind = "xfailed"
            if kind:
                found.append(
                    Result(kind, first_line(child.get("message")) or first_line(child.text))
                )
        results[normal_id(nodeid)] = min(found, key=lambda r: OUTCOMES.index(r.outcome))
    return results


def counts(results: dict[str, Result], files: list[str]) -> dict[str, dict[str, int]]:
    """Outcomes per file (and ``total``)."""
    table = {name: dict.fromkeys(COLUMNS, 0) for name in [*files, "total"]}
    for tid, result in results.items():
        name = tid.split("::", 1)[0]
        for row in (table.setdefault(name, dict.fromkeys(COLUMNS, 0)), table["total"]):
            row[result.outcome] += 1
    return table


def lost(reference: dict[str, Result], other: dict[str, Result]) -> dict[str, Result]:
    """The tests that pass on the reference and not on ``other`` (``not run``: not collected there)."""
    return {
        tid: other.get(tid, Result("not run"))
        for tid, result in sorted(reference.items())
        if result.outcome == "passed" and other.get(tid, Result("not run")).outcome != "passed"
    }


# ---- the report ---------------------------------------------------------------------------


def markdown(report: dict[str, Any]) -> str:
    platforms = report["platforms"]
    ran = [key for key, p in platforms.items() if "counts" in p]
    lines = [f"# PyOpenCL {report['pyopencl']}'s test suite", "", f"`{report['command']}`", ""]
    lines += [
        "| platform | OpenCL platform | device | version | seconds |",
        "|---|---|---|---|---|",
    ]
    for key, p in platforms.items():
        info = p.get("info", {})
        name = info.get("platform", f"not run: {p.get('why', '')}")
        lines.append(
            f"| {key} | {name} | {info.get('device', '')} | {info.get('version', '')} | {p.get('seconds', '')} |"
        )
    lines += ["", "Passed / failed / errors / skipped / xfailed:", ""]
    lines += ["| file | " + " | ".join(ran) + " |", "|---|" + "---|" * len(ran)]
    files = list(platforms[ran[0]]["counts"]) if ran else []
    for name in files:
        cells = [
            " / ".join(str(platforms[k]["counts"].get(name, {}).get(o, 0)) for o in COLUMNS)
            for k in ran
        ]
        lines.append(f"| {name} | " + " | ".join(cells) + " |")
    for key, comparison in report["comparisons"].items():
        lines += ["", f"## Pass on {report['reference']}, not on {key}", ""]
        lines.append(
            f"{comparison['kept']} of the {comparison['reference_passed']} tests passing on "
            f"{report['reference']} pass on {key}: {comparison['share']:.1%} (target {TARGET:.0%})."
        )
        if comparison["lost"]:
            lines += ["", "| test | outcome | first line |", "|---|---|---|"]
            for tid, r in comparison["lost"].items():
                lines.append(
                    f"| `{tid}` | {r['outcome']} | {r['message'].replace('|', '/')[:200]} |"
                )
    for key in ran:
        reasons = Counter(
            (r["outcome"], r["message"])
            for r in platforms[key]["tests"].values()
            if r["outcome"] in ("skipped", "xfailed")
        )
        if reasons:
            lines += [
                "",
                f"## Skipped and xfailed on {key}",
                "",
                "| tests | outcome | reason |",
                "|---|---|---|",
            ]
            lines += [
                f"| {n} | {o} | {m.replace('|', '/')} |" for (o, m), n in reasons.most_common()
            ]
    return "\n".join(lines) + "\n"


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--platform", default="portable,intel,ncpu-opt", help="comma-separated platforms"
    )
    parser.add_argument("--files", default=",".join(FILES), help="comma-separated test files")
    parser.add_argument(
        "--subset", choices=sorted(SUBSETS), help="only the tests listed in the subset's file"
    )
    parser.add_argument(
        "--jobs", type=int, default=2, help="pytest-xdist workers (0: in one process)"
    )
    parser.add_argument("--timeout", type=int, default=900, help="seconds a test may take")
    parser.add_argument(
        "--icd-dir",
        help=f"ncpu-opt's vendors folder (default ${ICD_DIR_ENV}, else `ncpu-opt --icd`)",
    )
    parser.add_argument(
        "--cache", type=Path, default=default_cache(), help="where PyOpenCL's sdist is kept"
    )
    parser.add_argument(
        "--out", type=Path, default=ROOT / "out" / "pyopencl-suite", help="reports, logs, tests"
    )
    parser.add_argument(
        "--check", action="store_true", help=f"exit 1 unless each platform keeps {TARGET * 100:.0f}%% of the reference's passes "
        "(with --subset and no reference run: passes every listed test)"
    )
    return parser.parse_args(argv)


def missing_packages(jobs: int) -> list[str]:
    """What the suite needs that this Python lacks (mako: PyOpenCL's algorithms; scipy: Bessel tests)."""
    wanted = {
        "pyopencl": "pyopencl",
        "pytest_timeout": "pytest-timeout",
        "mako": "mako",
        "scipy": "scipy",
    }
    if jobs:
        wanted["xdist"] = "pytest-xdist"
    return [
        package for module, package in wanted.items() if importlib.util.find_spec(module) is None
    ]


def run_platform(
    key: str, args: argparse.Namespace, tests: Path, files: list[str]
) -> tuple[dict[str, Any], dict[str, Result] | None]:
    """Run the suite on platform ``key``: its report entry, and its results (None: not run)."""
    env, why = platform_env(key, args.icd_dir)
    platform = Platform(key, env, why)
    if platform.env is not None:
        probe(platform)
    entry: dict[str, Any] = {"info": platform.info, "why": platform.why}
    if platform.env is None:
        print(f"{key}: not run: {platform.why}", file=sys.stderr)
        return entry, None
    info = platform.info
    print(f"{key}: {info['platform']} ({info['device']})...", file=sys.stderr, flush=True)
    start = time.monotonic()
    xml = run_suite(platform, tests, files, args, args.out)
    entry["seconds"] = round(time.monotonic() - start, 1)
    if not xml.exists():
        entry["why"] = f"pytest wrote no report: see {args.out / (key + '.log')}"
        print(f"{key}: {entry['why']}", file=sys.stderr)
        return entry, None
    results = read_junit(xml)
    entry["counts"] = counts(results, files)
    entry["tests"] = {tid: asdict(r) for tid, r in sorted(results.items())}
    if args.subset:
        # Listed but not collected: renamed or removed upstream, or not generated here.
        listed = {t for t in read_subset(SUBSETS[args.subset]) if t.split("::", 1)[0] in files}
        entry["not_collected"] = sorted(listed - set(results))
        if entry["not_collected"]:
            print(f"{key}: not collected: {', '.join(entry['not_collected'])}", file=sys.stderr)
    total = ", ".join(f"{n} {o}" for o, n in entry["counts"]["total"].items() if n)
    print(f"{key}: {total} in {entry['seconds']} s", file=sys.stderr)
    return entry, results


def compare(results: dict[str, dict[str, Result]]) -> dict[str, dict[str, Any]]:
    """Per platform but the reference: how many of the reference's passes it keeps, and which not."""
    comparisons: dict[str, dict[str, Any]] = {}
    if REFERENCE not in results:
        return comparisons
    passed = sum(r.outcome == "passed" for r in results[REFERENCE].values())
    for key in (k for k in results if k != REFERENCE):
        gone = lost(results[REFERENCE], results[key])
        comparisons[key] = {
            "reference_passed": passed,
            "kept": passed - len(gone),
            "share": (passed - len(gone)) / passed if passed else 1.0,
            "lost": {tid: asdict(r) for tid, r in gone.items()},
        }
    return comparisons


def subset_passed(entry: dict[str, Any], results: dict[str, Result]) -> bool:
    """Whether a platform passed every test of the subset it ran (and collected them all)."""
    failed = sorted(tid for tid, r in results.items() if r.outcome != "passed")
    for tid in failed:
        print(f"not passed: {tid}: {results[tid].outcome}: {results[tid].message}", file=sys.stderr)
    return not failed and not entry.get("not_collected")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    missing = missing_packages(args.jobs)
    if missing:
        need = ", ".join(missing)
        print(
            f"pyopencl_suite: missing {need} (`make pyopencl-suite` installs them)", file=sys.stderr
        )
        return 2
    version = installed_version("pyopencl")
    args.out.mkdir(parents=True, exist_ok=True)
    tests = extract_tests(sdist(version, args.cache), version, args.out)
    files = sorted(args.files.split(","))
    report: dict[str, Any] = {
        "pyopencl": version,
        "command": shlex.join([Path(sys.executable).name, *sys.argv]),
        "reference": REFERENCE,
        "platforms": {},
    }
    results: dict[str, dict[str, Result]] = {}
    for key in args.platform.split(","):
        report["platforms"][key], ran = run_platform(key, args, tests, files)
        if ran is not None:
            results[key] = ran
    report["comparisons"] = compare(results)
    suffix = f"-{args.subset}" if args.subset else ""
    (args.out / f"report{suffix}.json").write_text(json.dumps(report, indent=1) + "\n")
    (args.out / f"report{suffix}.md").write_text(markdown(report))
    print(f"wrote {args.out / f'report{suffix}.md'} and .json", file=sys.stderr)
    short = [k for k in report["platforms"] if k not in results]
    short += [k for k, c in report["comparisons"].items() if c["share"] < TARGET]
    if args.subset and REFERENCE not in results:
        # Without the reference beside it, a subset (tests that pass on PoCL, chosen so) must
        # pass whole: every listed test collected and passed.
        short += [k for k, ran in results.items() if not subset_passed(report["platforms"][k], ran)]
    if args.check and short:
        why = f"not run, or below {TARGET:.0%} of {REFERENCE}'s passes: {', '.join(short)}"
        print(why, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
