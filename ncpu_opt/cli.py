"""The ``ncpu-opt`` command line, shaped like LLVM's ``opt``.

Start-up is kept quick: click is the only import at module level; llvmlite,
rich, the IR core and the passes are imported only once they are needed
(``--version`` imports none of them).
"""

from __future__ import annotations

import errno
import os
import stat
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import click

from ncpu_opt.errors import NcpuError

if TYPE_CHECKING:  # pragma: no cover - imported lazily for start-up speed
    from ncpu_opt.pipeline.builder import Pipeline
    from ncpu_opt.pipeline.manager import IRState

#: clang's remark flags (``-Rpass-missed=vecz``), spelled as opt's.
_CLANG_REMARKS = {
    "Rpass": "--pass-remarks",
    "Rpass-missed": "--pass-remarks-missed",
    "Rpass-analysis": "--pass-remarks-analysis",
}


def preprocess_argv(argv: Sequence[str]) -> list[str]:
    """Rewrite opt-style arguments into what click parses.

    ``-passes=X``/``-passes X`` (any long option with one dash) become
    ``--passes...``; ``-p=X``/``-p X`` (opt's short form) become ``--passes``;
    clang's ``-Rpass-missed=X`` becomes ``--pass-remarks-missed=X`` (clang takes
    only the joined form, and so do we: a separate value would swallow the
    input file).  A single-dash word that is none of these nor a short option
    (``-pases``) is an :class:`NcpuError` naming it whole: click would name its
    first letter.  The value of an option (``--cl-options -DX``) and the
    arguments after ``--`` are left alone.
    """
    out: list[str] = []
    value_next = False
    for i, arg in enumerate(argv):
        if value_next:
            out.append(arg)
            value_next = False
            continue
        if arg == "--":
            out.extend(argv[i:])
            break
        arg = _rewrite_option(arg)
        value_next = arg in _option_names().with_value
        out.append(arg)
    return out


@dataclass(frozen=True)
class _OptionNames:
    """The command's option spellings, read from its click declaration."""

    #: Long option names without dashes (``passes``): opt spells them with one.
    long: frozenset[str]
    #: Letters of the short options that take a value, joined or not (``-O3``, ``-DN=4``).
    short_with_value: frozenset[str]
    #: Letters of the short flags (``-S``), which click also takes grouped (``-Sf``).
    short_flags: frozenset[str]
    #: Every spelling that takes its value as the next argument (``-o``, ``--passes``).
    with_value: frozenset[str]


#: :func:`_option_names`'s answer once asked (functools is one more import for --version).
_OPTION_NAMES: list[_OptionNames] = []


def _option_names() -> _OptionNames:
    if not _OPTION_NAMES:
        _OPTION_NAMES.append(_read_option_names(command))
    return _OPTION_NAMES[0]


def _read_option_names(cmd: click.Command) -> _OptionNames:
    options = [p for p in cmd.params if isinstance(p, click.Option)]
    spellings = [(name, option.is_flag) for option in options for name in (*option.opts, *option.secondary_opts)]
    shorts = [(name[1], flag) for name, flag in spellings if len(name) == 2]
    return _OptionNames(
        long=frozenset(["help", *(name[2:] for name, _ in spellings if name.startswith("--"))]),
        short_with_value=frozenset(letter for letter, flag in shorts if not flag),
        short_flags=frozenset(["h", *(letter for letter, flag in shorts if flag)]),
        with_value=frozenset(name for name, flag in spellings if not flag),
    )


def _rewrite_option(arg: str) -> str:
    """One argument as click spells it (see :func:`preprocess_argv`)."""
    if arg.startswith("-R"):
        return _clang_remark_flag(arg)
    if arg == "-p":
        return "--passes"
    if not arg.startswith("-") or arg.startswith("--") or len(arg) <= 2:
        return arg
    names = _option_names()
    name = arg[1:].split("=", 1)[0]
    if name in names.long:
        return "-" + arg
    if name == "p":
        return "--passes" + arg[2:]
    if (arg[1] in names.short_with_value and arg[1] != "p") or set(arg[1:]) <= names.short_flags:
        return arg
    import difflib

    detail = f"unknown option '-{name}'"
    close = difflib.get_close_matches(name, sorted(names.long), n=1, cutoff=0.6)
    if close:
        detail += f" (did you mean '-{close[0]}'?)"
    raise NcpuError(detail)


def _clang_remark_flag(arg: str) -> str:
    """``-Rpass[-missed|-analysis]=REGEX`` as opt's flag; anything else ``-R...`` is a usage error."""
    name, eq, value = arg[1:].partition("=")
    if name not in _CLANG_REMARKS:
        raise click.UsageError(f"unknown remark option '{arg}' (expected -Rpass=, -Rpass-missed= or -Rpass-analysis=)")
    if not eq:
        raise click.UsageError(f"option '{arg}' needs a regular expression: {arg}=REGEX")
    return f"{_CLANG_REMARKS[name]}={value}"


def _version() -> str:
    """``ncpu-opt X.Y.Z`` plus llvmlite's version (package metadata only) and the OpenCL C front end."""
    from importlib import metadata

    from ncpu_opt.opencl_c.clang import describe_frontend

    try:
        ours = metadata.version("ncpu-opt")
    except metadata.PackageNotFoundError:
        ours = "unknown"
    try:
        lite = f" (llvmlite {metadata.version('llvmlite')})"
    except metadata.PackageNotFoundError:
        lite = ""
    return f"ncpu-opt {ours}{lite}\n{describe_frontend()}"


def _print_version(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        write_stdout(_version() + "\n")
        ctx.exit(0)


def _clear_cache(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    """``--clear-cache``: empty the runtime's compile cache (its entries only) and exit."""
    if not value or ctx.resilient_parsing:
        return
    from ncpu_opt.runtime import cache as disk_cache

    try:
        cleared = disk_cache.clear()
    except OSError as e:
        raise NcpuError(f"cannot clear the compile cache {disk_cache.cache_dir()}: {e.strerror or e}") from None
    programs = "program" if cleared.entries == 1 else "programs"
    write_stdout(
        f"removed {cleared.entries} compiled {programs} ({cleared.files} files, {cleared.bytes} bytes) "
        f"from {cleared.directory}\n"
    )
    ctx.exit(0)


def _opencl_platform(action: str | None, folder: str | None) -> None:
    """``--icd[=install] [--icd-dir DIR]``: build the OpenCL platform library if needed, then
    describe it or write its vendors file."""
    if folder is not None and action != "install":
        raise click.UsageError("--icd-dir goes with --icd=install")
    from pathlib import Path

    from ncpu_opt.icd import build, register

    library = build.build()
    if action == "show":
        write_stdout(register.describe(library))
    else:
        registration = register.install(library, Path(folder) if folder else None)
        write_stdout(register.describe_install(registration))


def _print_include_dir(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    """``--include-dir``: the folder of ``ncpu_opt/kernel_abi.h``, for ``cc -I``."""
    if value and not ctx.resilient_parsing:
        from ncpu_opt.codegen.c_headers import include_dir

        write_stdout(f"{include_dir()}\n")
        ctx.exit(0)


@dataclass(frozen=True)
class Options:
    """The parsed command line."""

    input: str
    output: str
    text_output: bool
    passes: str
    filetype: str | None
    mtriple: str | None
    mcpu: str | None
    mattr: str | None
    opt_level: int
    disable_output: bool
    force: bool
    verify_each: bool
    print_before: tuple[str, ...]
    print_after: tuple[str, ...]
    print_before_all: bool
    print_after_all: bool
    time_passes: bool
    debug_pass_manager: bool
    #: Remark kind ("passed", "missed", "analysis") -> pass-name regex, as given.
    remark_patterns: tuple[tuple[str, str], ...] = ()
    #: ``--spec-const-props=FILE``: where to write the specialization-constant property sets.
    spec_const_props: str | None = None
    #: ``-x cl|ir`` (None: a ``.cl`` file is OpenCL C, anything else IR).
    language: str | None = None
    #: OpenCL C build options: ``--cl-options`` split, then ``-D`` and ``-I``.
    cl_options: tuple[str, ...] = ()
    #: ``-j N``: processes for the kernels' compilation units (None: every core).
    jobs: int | None = None
    #: ``--view``: render the .dot files passes wrote (dot-regions) to SVG with Graphviz.
    view: bool = False


def _split_names(values: tuple[str, ...]) -> tuple[str, ...]:
    """``--print-after=a,b --print-after=c`` → (a, b, c), as opt accepts lists."""
    return tuple(name.strip() for value in values for name in value.split(",") if name.strip())


class _Command(click.Command):
    """click's command, with ``--help`` written through :func:`write_stdout`."""

    def get_help_option(self, ctx: click.Context) -> click.Option | None:
        option = super().get_help_option(ctx)
        if option is not None:
            option.callback = _show_help
        return option


def _show_help(ctx: click.Context, _param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        write_stdout(ctx.get_help() + "\n")
        ctx.exit(0)


@click.command(
    cls=_Command,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@click.argument("input_file", metavar="FILE", default="-", required=False)
@click.option("-x", "language", type=click.Choice(["cl", "ir"]), default=None, help="Input language: OpenCL C or LLVM IR (default: 'cl' for a .cl file, else 'ir').")
@click.option("--cl-options", metavar="OPTIONS", default="", help="OpenCL C build options, as clBuildProgram takes them ('-cl-std=CL2.0 -cl-fast-relaxed-math').")
@click.option("-D", "defines", multiple=True, metavar="NAME[=VALUE]", help="Define a macro for OpenCL C input.")
@click.option("-I", "include_dirs", multiple=True, metavar="DIR", help="Search DIR for OpenCL C headers.")
@click.option("-o", "output", metavar="FILE", default="-", help="Output file ('-' for stdout).")
@click.option("-S", "text_output", is_flag=True, help="Write textual IR instead of bitcode.")
@click.option("--passes", "passes", metavar="PIPELINE", default="", help=(
    "Pass pipeline, e.g. 'sroa,function(instcombine)', or 'native-cpu' (kernels for the runtime; "
    "--print-passes lists every pass and option).  'native-cpu<checked>' builds checked kernels: "
    "every memory access is tested against the memory it came from (out of bounds, null, "
    "misaligned, read-only), and barriers, work-group functions and async copies against "
    "divergence; a finding is reported through the __ncpu_check_state symbol (the runtime's "
    "KernelCheckError; for objects, <ncpu_opt/kernel_abi.h>) and the bad access skipped.  Add "
    "';uninitialized' and ';data-races' for Oclgrind's opt-in checks (uninitialised __local and "
    "private reads, data races); checked kernels run unvectorised unless ';vecz'."))
@click.option("--filetype", type=click.Choice(["asm", "obj"]), default=None, help="Generate code for the target instead of IR.")
@click.option("--mtriple", metavar="TRIPLE", default=None, help="Target triple for code generation (default: host).")
@click.option("--mcpu", metavar="CPU", default=None, help="Target CPU (default: host CPU for the host triple); 'help' lists the target's CPUs.")
@click.option("--mattr", metavar="FEATURES", default=None, help="Target features, e.g. '+avx2,-fma'; 'help' lists the target's features.")
@click.option("-j", "--jobs", "jobs", type=click.IntRange(min=1), default=None, metavar="N", help="Compile the kernels in N processes, each on its own (default: every core; --filetype=obj with native-cpu).")
@click.option("-O", "opt_level", type=click.IntRange(0, 3), default=None, metavar="N", help="Optimisation level, -O0..-O3.  As in opt, alone it runs -passes='default<ON>' and beside -passes it is an error; with --filetype it is also the code generation level (default 2), and may go beside -passes.")
@click.option("--disable-output", is_flag=True, help="Run the passes but write nothing.")
@click.option("-f", "force", is_flag=True, help="Write binary output even to a terminal.")
@click.option("--verify-each", is_flag=True, help="Verify the module after every pass.")
@click.option("--print-before", multiple=True, metavar="PASS", help="Print the IR before PASS (repeatable, comma-separated).")
@click.option("--print-after", multiple=True, metavar="PASS", help="Print the IR after PASS (repeatable, comma-separated).")
@click.option("--print-before-all", is_flag=True, help="Print the IR before every pass.")
@click.option("--print-after-all", is_flag=True, help="Print the IR after every pass.")
@click.option("--time-passes", is_flag=True, help="Report the time each pass took, on stderr.")
@click.option("--debug-pass-manager", is_flag=True, help="Trace the passes as they run, on stderr.")
@click.option("--pass-remarks", metavar="REGEX", default=None, help="Show remarks of optimisations done by passes matching REGEX (also -Rpass=).")
@click.option("--pass-remarks-missed", metavar="REGEX", default=None, help="Show remarks of optimisations missed by passes matching REGEX (also -Rpass-missed=).")
@click.option("--pass-remarks-analysis", metavar="REGEX", default=None, help="Show analysis remarks of passes matching REGEX (also -Rpass-analysis=).")
@click.option("--spec-const-props", metavar="FILE", default=None, help="Write the specialization-constant property sets (JSON) the spec-constants pass left to FILE.")
@click.option("--view", is_flag=True, help="Render the .dot files passes wrote (dot-regions) to SVG with Graphviz's dot.")
@click.option("--load-pass-plugin", "pass_plugins", multiple=True, metavar="FILE", help="Load the passes of the Python file FILE (its @register_pass classes), as opt's -load-pass-plugin (repeatable). Installed packages' passes (entry points 'ncpu_opt.passes') load by themselves.")
@click.option("--print-passes", is_flag=True, help="List the available passes and exit.")
@click.option("--debug-trace", is_flag=True, help="Show the traceback of internal errors.")
@click.option("--version", is_flag=True, expose_value=False, is_eager=True, callback=_print_version, help="Show the version and exit.")
@click.option("--clear-cache", is_flag=True, expose_value=False, is_eager=True, callback=_clear_cache, help="Empty the runtime's compile cache (NCPU_OPT_CACHE_DIR, default ~/.cache/ncpu-opt) and exit.")
@click.option("--include-dir", is_flag=True, expose_value=False, is_eager=True, callback=_print_include_dir, help="Print the folder of the C header for kernels compiled ahead of time (cc -I) and exit.")
@click.option("--icd", "icd", type=click.Choice(["show", "install"]), is_flag=False, flag_value="show", default=None, metavar="[=install]", help="ncpu-opt as an OpenCL platform: print its library (built on first use), the line of its vendors file and the OCL_ICD_VENDORS setting that shows it to OpenCL programs, and exit. --icd=install writes the vendors file into /etc/OpenCL/vendors when writable, else into a per-user folder (or --icd-dir), and says what to export.")
@click.option("--icd-dir", "icd_dir", metavar="DIR", default=None, help="With --icd=install: the folder to write the vendors file ncpu-opt.icd into.")
def command(
    input_file: str,
    language: str | None,
    cl_options: str,
    defines: tuple[str, ...],
    include_dirs: tuple[str, ...],
    output: str,
    text_output: bool,
    passes: str,
    filetype: str | None,
    mtriple: str | None,
    mcpu: str | None,
    mattr: str | None,
    jobs: int | None,
    opt_level: int | None,
    disable_output: bool,
    force: bool,
    verify_each: bool,
    print_before: tuple[str, ...],
    print_after: tuple[str, ...],
    print_before_all: bool,
    print_after_all: bool,
    time_passes: bool,
    debug_pass_manager: bool,
    pass_remarks: str | None,
    pass_remarks_missed: str | None,
    pass_remarks_analysis: str | None,
    spec_const_props: str | None,
    view: bool,
    pass_plugins: tuple[str, ...],
    print_passes: bool,
    debug_trace: bool,
    icd: str | None,
    icd_dir: str | None,
) -> None:
    """Compile OpenCL C or optimise LLVM IR in FILE (text or bitcode; '-' is stdin) like LLVM's opt."""
    del debug_trace  # handled in main(), before click runs
    if icd is not None or icd_dir is not None:
        _opencl_platform(icd, icd_dir)
        return
    _load_pass_plugins(pass_plugins, entry_points=print_passes)
    if print_passes:
        from ncpu_opt.pipeline.registry import load_builtin_passes, print_passes_text

        write_stdout(print_passes_text(load_builtin_passes()))
        return
    if _print_target_names(mtriple, mcpu, mattr):
        return
    passes, codegen_level = _level_pipeline(passes, opt_level, filetype)
    run(
        Options(
            input=input_file,
            output=output,
            text_output=text_output,
            passes=passes,
            filetype=filetype,
            mtriple=mtriple,
            mcpu=mcpu,
            mattr=mattr,
            opt_level=codegen_level,
            jobs=jobs,
            disable_output=disable_output,
            force=force,
            verify_each=verify_each,
            print_before=_split_names(print_before),
            print_after=_split_names(print_after),
            print_before_all=print_before_all,
            print_after_all=print_after_all,
            time_passes=time_passes,
            debug_pass_manager=debug_pass_manager,
            remark_patterns=tuple(
                (kind, pattern)
                for kind, pattern in (
                    ("passed", pass_remarks),
                    ("missed", pass_remarks_missed),
                    ("analysis", pass_remarks_analysis),
                )
                if pattern is not None
            ),
            spec_const_props=spec_const_props,
            language=language,
            cl_options=_cl_options(cl_options, defines, include_dirs),
            view=view,
        )
    )


def _load_pass_plugins(paths: tuple[str, ...], entry_points: bool) -> None:
    """``--load-pass-plugin`` files, and for a listing the installed packages' passes too
    (otherwise those load only when a pass name is not found)."""
    if not paths and not entry_points:
        return
    from ncpu_opt.pipeline import plugins

    for path in paths:
        plugins.load_pass_plugin(path)
    if entry_points:
        plugins.load_entry_point_passes()


#: The code generation level without -O, as llc's.
DEFAULT_CODEGEN_LEVEL = 2


def _level_pipeline(passes: str, level: int | None, filetype: str | None) -> tuple[str, int]:
    """The pipeline and the code generation level, given ``-passes`` and ``-O``.

    opt takes ``-O3`` for ``-passes='default<O3>'`` and refuses both at once;
    llc takes ``-O3`` for its code generation level.  ncpu-opt does both: with
    ``--filetype`` the level is also (beside ``-passes``, only) code generation's.
    """
    if level is None:
        return passes, DEFAULT_CODEGEN_LEVEL
    if not passes.strip():
        return f"default<O{level}>", level
    if filetype is None:
        raise NcpuError(
            f"cannot specify -O{level} and -passes, use -passes='default<O{level}>,{passes}' "
            f"(with --filetype, -O{level} sets the code generation level only)"
        )
    return passes, level


def _print_target_names(mtriple: str | None, mcpu: str | None, mattr: str | None) -> bool:
    """``-mcpu=help`` / ``-mattr=help``: list the target's CPUs or features, as llc does; whether it did."""
    from ncpu_opt.codegen.target_names import HELP_CPU, HELP_FEATURES

    if mcpu != HELP_CPU and mattr not in HELP_FEATURES:
        return False
    from ncpu_opt.codegen import backend
    from ncpu_opt.codegen.target_names import listing_text

    triple = mtriple or backend.host_triple()
    backend.target_machine(triple)  # an unknown triple is an error here too
    write_stdout(listing_text(triple, "cpus" if mcpu == HELP_CPU else "features"))
    return True


def _check_target(opts: Options) -> None:
    """An unknown target, CPU or feature is an error before any work: LLVM itself would warn
    once per function and go on (or abort)."""
    if opts.filetype or opts.mcpu or opts.mattr:
        from ncpu_opt.codegen import backend

        backend.target_machine(opts.mtriple, opts.mcpu, opts.mattr, opts.opt_level)


def _cl_options(text: str, defines: tuple[str, ...], include_dirs: tuple[str, ...]) -> tuple[str, ...]:
    """``--cl-options`` split as a shell would, then each ``-D`` and ``-I``."""
    import shlex

    try:
        words = shlex.split(text)
    except ValueError as e:
        raise NcpuError(f"cannot split --cl-options {text!r}: {e}") from None
    for define in defines:
        words += ["-D", define]
    for directory in include_dirs:
        words += ["-I", directory]
    return tuple(words)


def read_module(opts: Options) -> tuple[str, str, str]:
    """The input as canonical IR text, its name for diagnostics, and the name of the text our parser sees.

    OpenCL C (``-x cl`` or a ``.cl`` file) is compiled by clang first; its
    warnings go to stderr as clang wrote them.
    """
    from ncpu_opt.codegen import backend

    language = opts.language or ("cl" if opts.input.lower().endswith(".cl") else "ir")
    if language == "ir":
        if opts.cl_options:
            raise NcpuError("--cl-options, -D and -I apply to OpenCL C input (-x cl, or a .cl file)")
        text, filename = backend.read_input(opts.input)
        return text, filename, _origin(opts.input, text, filename)
    from ncpu_opt.opencl_c import compile_opencl_c

    filename = "<stdin>" if opts.input == "-" else opts.input
    try:
        data = sys.stdin.buffer.read() if opts.input == "-" else open(opts.input, "rb").read()
    except OSError as e:
        raise NcpuError(f"{filename}: {e.strerror or e}") from None
    build = compile_opencl_c(data, filename, opts.cl_options, path=None if opts.input == "-" else opts.input)
    if build.log:
        sys.stderr.write(build.log if build.log.endswith("\n") else build.log + "\n")
    return backend.canonicalize(build.ir, filename), filename, f"{filename} (as compiled by clang)"


def run(opts: Options) -> None:
    """Read, optimise and write one module."""
    from ncpu_opt.pipeline.builder import build_pipeline, check_pass_names
    from ncpu_opt.pipeline.compiled_input import check_not_compiled
    from ncpu_opt.pipeline.instrumentation import Instrumentation, InstrumentationOptions
    from ncpu_opt.pipeline.manager import IRState, PassManager
    from ncpu_opt.pipeline.passes import PassContext
    from ncpu_opt.pipeline.remarks import compile_remark_filters

    # Parse the pipeline and the remark patterns first: a typo should not cost reading a big module.
    pipeline = build_pipeline(opts.passes)
    check_pass_names("--print-before", opts.print_before)
    check_pass_names("--print-after", opts.print_after)
    remark_filters = compile_remark_filters(dict(opts.remark_patterns))
    _check_target(opts)
    binary = opts.filetype == "obj" or (opts.filetype is None and not opts.text_output)
    writes = not opts.disable_output
    if writes and binary and opts.output == "-" and not opts.force and sys.stdout.isatty():
        kind = "an object file" if opts.filetype == "obj" else "bitcode"
        raise NcpuError(
            f"refusing to write {kind} to a terminal; use -S for textual IR, "
            "-o FILE to write a file, or -f to force"
        )
    if opts.output != "-" and writes:
        _check_output_dir(opts.output)
    if opts.spec_const_props is not None and opts.spec_const_props != "-":
        _check_output_dir(opts.spec_const_props)

    text, filename, origin = read_module(opts)
    check_not_compiled(text, filename, (getattr(step, "base", "") for step in pipeline.steps))
    instrumentation = Instrumentation(
        InstrumentationOptions(
            verify_each=opts.verify_each,
            print_before=opts.print_before,
            print_after=opts.print_after,
            print_before_all=opts.print_before_all,
            print_after_all=opts.print_after_all,
            time_passes=opts.time_passes,
            debug_pass_manager=opts.debug_pass_manager,
        )
    )
    ctx = PassContext(
        filename=filename,
        target_triple=opts.mtriple,
        target_cpu=opts.mcpu,
        target_features=opts.mattr,
        remark_filters=remark_filters,
    )
    _warn_unused_jobs(opts, pipeline)
    if writes and _compiles_by_units(opts, pipeline):
        from ncpu_opt.codegen.parallel import CodeTarget, compile_units_to_object
        from ncpu_opt.codegen.split import split_units

        units = split_units(text)
        if len(units) > 1:
            from ncpu_opt.codegen import backend

            target = CodeTarget(opts.mtriple or backend.host_triple(), opts.mcpu, opts.mattr, opts.opt_level)
            jobs = _jobs(opts.jobs)
            write_output(opts.output, compile_units_to_object(units, filename, opts.passes, target, jobs))
            return
    state = IRState(text, filename, origin=origin)
    try:
        PassManager(pipeline, ctx, instrumentation).run(state)
    finally:
        if opts.time_passes and instrumentation.timings:
            from ncpu_opt.diagnostics import stderr_console

            stderr_console().print(instrumentation.timing_table(), crop=False)
    if opts.view:
        from ncpu_opt.pipeline.graphviz import render_svgs

        render_svgs(ctx.dot_files)
    if opts.spec_const_props is not None:
        from ncpu_opt.sycl.spec_constants import table_from_metadata

        write_output(opts.spec_const_props, table_from_metadata(state.module()).dumps().encode())
    if not writes:
        return
    data = _render(state, opts)
    write_output(opts.output, data)


def _compiles_by_units(opts: Options, pipeline: Pipeline) -> bool:
    """Whether the kernels compile as units of their own (:mod:`ncpu_opt.codegen.split`), in ``-j``
    processes: for an object file, from a pipeline that makes helpers internal (so the units'
    copies never meet), without per-pass output that would come once per unit."""
    return _why_not_by_units(opts, pipeline) is None


def _why_not_by_units(opts: Options, pipeline: Pipeline) -> str | None:
    """Why the kernels do not compile as units of their own (None: they do)."""
    from ncpu_opt.codegen.parallel import INTERNALIZE_PASS

    bases = {getattr(step, "base", None) for step in pipeline.steps}
    if opts.disable_output:
        return "with --disable-output"
    if opts.filetype != "obj":
        return "without --filetype=obj"
    if INTERNALIZE_PASS not in bases:
        return f"with a pipeline that does not run {INTERNALIZE_PASS}, as native-cpu does"
    if "spec-constants" in bases:
        # Specialization constants are laid out over the whole module.
        return "with a pipeline that runs spec-constants"
    if (
        opts.verify_each or opts.print_before or opts.print_after or opts.print_before_all
        or opts.print_after_all or opts.time_passes or opts.debug_pass_manager or opts.remark_patterns
        or opts.spec_const_props is not None or opts.view
    ):
        # --view renders what passes wrote: files written in worker processes are not heard of.
        return "with per-pass output (--verify-each, --print-*, --time-passes, --debug-pass-manager, remarks, --spec-const-props, --view)"
    return None


def _jobs(requested: int | None) -> int:
    """The processes the kernels compile in: ``-j N``, but no more than the cores this process may
    run on (each process holds a copy of LLVM and its unit: more only cost memory)."""
    from ncpu_opt.codegen.parallel import default_jobs

    cores = default_jobs()
    if requested is None or requested <= cores:
        return requested or cores
    from ncpu_opt.diagnostics import warning

    warning(f"-j {requested} is more than the {cores} cores this process may run on; using {cores} processes")
    return cores


def _warn_unused_jobs(opts: Options, pipeline: Pipeline) -> None:
    """``-j`` where the kernels do not compile in processes of their own: say so, once."""
    reason = None if opts.jobs is None else _why_not_by_units(opts, pipeline)
    if reason is not None:
        from ncpu_opt.diagnostics import warning

        warning(f"-j has no effect {reason} (it compiles the kernels of an object file in processes of their own)")


def _origin(path: str, canonical: str, filename: str) -> str:
    """Name the text our parser sees: the user's file only if LLVM left it unchanged."""
    if path != "-":
        try:
            with open(path, encoding="utf-8") as f:
                if f.read() == canonical:
                    return filename
        except (OSError, UnicodeDecodeError):
            pass
    return f"{filename} (as printed by LLVM)"


def _render(state: IRState, opts: Options) -> bytes:
    """The output bytes: bitcode, textual IR, assembly or an object file."""
    from ncpu_opt.codegen import backend

    if opts.filetype is None:
        text = state.final_text()
        return text.encode() if opts.text_output else backend.to_bitcode(text, state.filename)
    triple = opts.mtriple or backend.host_triple()
    datalayout = backend.target_datalayout(triple, opts.mcpu, opts.mattr)
    from ncpu_opt.codegen.retarget import retarget_text

    text = retarget_text(state.final_text(), triple, datalayout)
    return backend.emit(text, opts.filetype, triple, opts.mcpu, opts.mattr, opts.opt_level, state.filename)


def _check_output_dir(path: str) -> None:
    directory = os.path.dirname(os.path.realpath(path))
    if not os.path.isdir(directory):
        raise NcpuError(f"cannot open output file '{path}': No such file or directory")


def write_output(path: str, data: bytes) -> None:
    """Write *data* to *path* ('-' is stdout) as opt does, without ever leaving half a file.

    opt opens the file and writes into it: a symbolic link is written
    through, a hard link stays one, the file keeps its mode and owner, and a
    file the user may not write is refused.  So here, but the bytes go to a
    temporary file beside the (link's) target first, renamed over it once
    complete, so a failure leaves the old file as it was.  Where a rename
    would not leave the target as it is (more links to it, an owner the new
    file cannot be given, a folder we may not create in), the finished bytes
    are written into it instead.  Devices and pipes (``/dev/null``,
    ``/dev/stdout``, FIFOs) are written directly.
    """
    if path == "-":
        write_stdout(data)
        return
    target = os.path.realpath(path)
    try:
        existing: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        existing = None
    except OSError as e:
        raise NcpuError(f"cannot open output file '{path}': {e.strerror or e}") from None
    if existing is not None and stat.S_ISREG(existing.st_mode) and not os.access(target, os.W_OK):
        raise NcpuError(f"cannot open output file '{path}': {os.strerror(errno.EACCES)}")
    regular_and_alone = existing is None or (stat.S_ISREG(existing.st_mode) and existing.st_nlink == 1)
    if not (regular_and_alone and _replace(path, target, data, existing)):
        _write_into(path, target, data)


def _replace(path: str, target: str, data: bytes, existing: os.stat_result | None) -> bool:
    """Write *data* to a temporary file beside *target* and rename it over *target*; False, having
    done nothing, where that would not keep *target* as it is (see :func:`write_output`)."""
    folder, name = os.path.split(target)
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{name}.", suffix=".tmp")
    except OSError as e:
        if existing is None:
            raise NcpuError(f"cannot open output file '{path}': {e.strerror or e}") from None
        return False  # a folder we may not create in (or /proc): opt writes into the file
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        if _take_on(tmp, existing):
            os.replace(tmp, target)
            return True
    except BaseException as e:
        _remove(tmp)
        if isinstance(e, OSError):
            raise NcpuError(f"cannot write output file '{path}': {e.strerror or e}") from None
        raise
    _remove(tmp)
    return False


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


def _take_on(tmp: str, existing: os.stat_result | None) -> bool:
    """Give the temporary file *tmp* the mode and owner of the file it replaces (a new file's
    mode if none); False if it cannot have the owner, so that only writing into the file keeps it."""
    if existing is None:
        # mkstemp creates 0600; give the file the mode a plain open() would.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        return True
    made = os.stat(tmp)
    if (made.st_uid, made.st_gid) != (existing.st_uid, existing.st_gid):
        try:
            os.chown(tmp, existing.st_uid, existing.st_gid)
        except PermissionError:
            return False
    os.chmod(tmp, stat.S_IMODE(existing.st_mode))  # after chown, which clears set-id bits
    return True


def _write_into(path: str, target: str, data: bytes) -> None:
    """Write *data* into the file *target* itself, which keeps its links, mode and owner (as opt
    writes): a device, a pipe, or a file a rename would not leave as it is."""
    try:
        f = open(target, "wb")
    except OSError as e:
        raise NcpuError(f"cannot open output file '{path}': {e.strerror or e}") from None
    try:
        with f:
            f.write(data)
    except OSError as e:
        raise NcpuError(f"cannot write output file '{path}': {e.strerror or e}") from None


def write_stdout(data: str | bytes) -> None:
    """Write to stdout; a failure (``> /dev/full``) is an :class:`NcpuError` naming it.

    Everything the command line writes there goes through here (click's
    ``--help`` too): a failed write is not known for stdout's afterwards.
    """
    try:
        if isinstance(data, str):
            sys.stdout.write(data)
            sys.stdout.flush()
        else:
            sys.stdout.flush()
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
    except BrokenPipeError:
        raise  # the reader went away: main() ends quietly
    except OSError as e:
        raise _stdout_error(e) from None


def _stdout_error(e: OSError) -> NcpuError:
    """A failed write to stdout (``> /dev/full``) as an error; stdout is silenced so that
    Python's flush at exit does not fail again with what is still buffered."""
    _silence_stdout()
    return NcpuError(f"<stdout>: {e.strerror or e}")


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``ncpu-opt`` console script; returns the exit code."""
    raw = list(sys.argv[1:] if argv is None else argv)
    debug_trace = "--debug-trace" in raw or "-debug-trace" in raw
    try:
        args = preprocess_argv(raw)
        from ncpu_opt.diagnostics import warnings_as_diagnostics

        with warnings_as_diagnostics():
            code = _run_command(args)
        _flush_stdout()
        return code
    except click.UsageError as e:
        # Same shape as our other diagnostics, plus click's hint.
        from ncpu_opt.diagnostics import report_error

        report_error(NcpuError(e.format_message()))
        click.echo("Try 'ncpu-opt --help' for help.", err=True)
        return e.exit_code
    except click.ClickException as e:
        e.show()
        return e.exit_code
    except click.exceptions.Abort:
        return 130
    except NcpuError as e:
        from ncpu_opt.diagnostics import report_error

        report_error(e)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        # The reader went away (ncpu-opt ... | head); not our error.
        _silence_stdout()
        return 1
    except Exception as e:  # noqa: BLE001 - everything else is a bug
        if debug_trace:
            raise
        from ncpu_opt.diagnostics import report_internal_error

        report_internal_error(e)
        return 2


def _run_command(args: list[str]) -> int:
    """Run the click command; its exit code (``--version`` and the like exit early, with 0)."""
    try:
        command.main(args=args, prog_name="ncpu-opt", standalone_mode=False)
    except click.exceptions.Exit as e:
        return int(e.exit_code)
    return 0


def _flush_stdout() -> None:
    """Flush what the run wrote to stdout (listings, -S), so that a failure is reported as one."""
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as e:
        raise _stdout_error(e) from None




def _silence_stdout() -> None:
    """Point stdout at /dev/null so Python's exit flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except OSError:
        pass


def entry() -> None:
    """``python -m ncpu_opt`` and ``python -m ncpu_opt.cli``."""
    sys.exit(main())


if __name__ == "__main__":  # pragma: no cover
    entry()
