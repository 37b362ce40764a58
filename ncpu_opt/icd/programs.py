"""Programs, kernels and launch plans of the OpenCL platform: the Python that ``program.c`` and
``launch.c`` call through the bridge (``host.py`` re-exports these functions).

A build makes an :class:`ncpu_opt.runtime.Program` exactly as the Python API does (the same
front end, pipeline, disk cache and launch planner) and hands C, per kernel, what
``clSetKernelArg`` and ``clEnqueueNDRangeKernel`` need: the packed-argument layout with a
template, the parameter table with clang's argument information, the work-group facts.  C
then launches without Python; it comes back only for the plan of a new NDRange shape.

Program binaries (``CL_PROGRAM_BINARIES``) are what the program was built from, tagged:
OpenCL C source with its build options, or LLVM IR (compiled objects, libraries and linked
executables).  Building one again is a disk-cache hit, so PyOpenCL's binary cache loads
compiled code without running clang.

Every object Python keeps for C has an id (a positive int) that C stores and hands back;
:func:`drop` forgets ids once C has let go of them.
"""

from __future__ import annotations

import atexit
import ctypes
import functools
import hashlib
import itertools
import json
import os
import shutil
import sys
import tempfile
import threading
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from ncpu_opt.codegen import backend
from ncpu_opt.errors import NcpuError
from ncpu_opt.icd import spirv
from ncpu_opt.opencl_c import BuildOptionError, parse_build_options
from ncpu_opt.runtime import cache as disk_cache
from ncpu_opt.runtime.compiler import read_source
from ncpu_opt.runtime.errors import ArgumentValueError, CompileError
from ncpu_opt.runtime.kernel_info import KernelInfo, ParamKind
from ncpu_opt.runtime.ndrange import LaunchPlan, choose_local_size
from ncpu_opt.runtime.opencl_source import OpenCLSource
from ncpu_opt.runtime.program import Program, default_threads
from ncpu_opt.runtime.worker_pool import WorkerPool

# OpenCL's status codes and constants the build reports (CL/cl.h).
CL_INVALID_BINARY = -42
CL_INVALID_BUILD_OPTIONS = -43
CL_INVALID_COMPILER_OPTIONS = -66
CL_INVALID_LINKER_OPTIONS = -67
CL_INVALID_VALUE = -30
CL_INVALID_SPEC_ID = -71
CL_BUILD_PROGRAM_FAILURE = -11
CL_COMPILE_PROGRAM_FAILURE = -15
CL_LINK_PROGRAM_FAILURE = -17
CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT = 0x1
CL_PROGRAM_BINARY_TYPE_LIBRARY = 0x2
CL_PROGRAM_BINARY_TYPE_EXECUTABLE = 0x4
CL_KERNEL_ARG_ADDRESS_GLOBAL = 0x119B
CL_KERNEL_ARG_ADDRESS_LOCAL = 0x119C
CL_KERNEL_ARG_ADDRESS_CONSTANT = 0x119D
CL_KERNEL_ARG_ADDRESS_PRIVATE = 0x119E
CL_KERNEL_ARG_ACCESS_NONE = 0x11A3
CL_KERNEL_ARG_TYPE_QUALIFIERS = {
    "const": 1 << 0,
    "restrict": 1 << 1,
    "volatile": 1 << 2,
    "pipe": 1 << 3,
}

#: ``ncpu_param_kind`` (icd.h).
PARAM_GLOBAL, PARAM_CONSTANT, PARAM_LOCAL, PARAM_SCALAR, PARAM_BYVAL, PARAM_SAMPLER = range(6)
#: ``ncpu_icd_program_bytes``'s inputs (program.c).
SOURCE, BINARY, IL, SPEC_CONSTANTS = 0, 1, 2, 3
#: The address space of ``__constant`` pointers in clang's SPIR IR.
CONSTANT_ADDRSPACE = 2

#: The first line of every binary this platform writes; program.c checks it too.
BINARY_MAGIC = b"ncpu-opt-cl-binary 1\n"
#: The second line: the binary's type (program.c reads it for CL_PROGRAM_BINARY_TYPE).
BINARY_TYPES = {
    CL_PROGRAM_BINARY_TYPE_EXECUTABLE: b"executable",
    CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT: b"object",
    CL_PROGRAM_BINARY_TYPE_LIBRARY: b"library",
}
#: What a program gets called in its build log (as PoCL does).
SOURCE_NAME = "<source>"
#: A compiled program's source in the folder of its embedded headers (no include name takes it).
SOURCE_FILE = ".program.cl"
#: Link options: those that select what is made, and the math ones (hints we may ignore).
LINK_OPTIONS = frozenset(
    {
        "-create-library",
        "-enable-link-options",
        "-cl-denorms-are-zero",
        "-cl-no-signed-zeros",
        "-cl-unsafe-math-optimizations",
        "-cl-finite-math-only",
        "-cl-fast-relaxed-math",
        "-cl-no-subgroup-ifp",
    }
)

_ids = itertools.count(1)
#: The objects C holds by id: built programs, kernels and launch plans.
_objects: dict[int, object] = {}
_pool: WorkerPool | None = None
#: The libraries whose helpers' argument types are declared.
_declared: set[ctypes.CDLL] = set()
_pool_lock = threading.Lock()


def _lib() -> ctypes.CDLL:
    from ncpu_opt.icd import host

    if host.library is None:
        raise RuntimeError("the OpenCL platform library has not called host.init()")
    lib = host.library
    if lib not in _declared:
        _declare(lib)
        _declared.add(lib)
    return lib


def _declare(lib: ctypes.CDLL) -> None:
    """The argument types of program.c's and launch.c's exported helpers."""
    p, u32, u64, s = ctypes.c_void_p, ctypes.c_uint32, ctypes.c_uint64, ctypes.c_char_p
    lib.ncpu_icd_program_bytes.argtypes = [p, ctypes.c_int, ctypes.POINTER(ctypes.c_size_t)]
    lib.ncpu_icd_program_bytes.restype = ctypes.c_void_p
    lib.ncpu_icd_program_set_log.argtypes = [p, s]
    lib.ncpu_icd_program_set_binary.argtypes = [p, ctypes.c_char_p, ctypes.c_size_t, u32]
    lib.ncpu_icd_program_set_kernel_count.argtypes = [p, u32]
    lib.ncpu_icd_kernel_set.argtypes = [p, u32, s, s, u32, u64, ctypes.c_char_p]
    lib.ncpu_icd_kernel_set_number.argtypes = [p, u32, s, u64]
    lib.ncpu_icd_kernel_set_param.argtypes = [p, u32, u32, u32, u64, u64, u32, u32, u64, s, s]
    lib.ncpu_icd_set_pool.argtypes = [p, p, p, p]


def _check(status: int, what: str) -> None:
    if status != 0:
        raise RuntimeError(f"the OpenCL platform library refused {what}")


def _register(obj: object) -> int:
    key = next(_ids)
    _objects[key] = obj
    return key


def drop(ids: int, count: int, _c: int) -> int:
    """Forget the *count* ids at *ids* (a ``uint64_t`` array): C let go of them."""
    for key in (ctypes.c_uint64 * count).from_address(ids):
        _objects.pop(key, None)
    return 0


# -- binaries ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Binary:
    """A program binary of this platform: OpenCL C with its options, or LLVM IR."""

    binary_type: int
    #: ``"source"`` (OpenCL C, built with ``options``) or ``"ir"`` (LLVM IR text).
    kind: str
    options: str
    payload: bytes

    def encode(self) -> bytes:
        header = json.dumps({"kind": self.kind, "options": self.options}).encode()
        return (
            BINARY_MAGIC
            + b"type "
            + BINARY_TYPES[self.binary_type]
            + b"\n"
            + header
            + b"\n"
            + self.payload
        )

    @classmethod
    def decode(cls, data: bytes) -> Binary:
        """A binary read back; ValueError when the bytes are not one of ours (or damaged)."""
        if not data.startswith(BINARY_MAGIC):
            raise ValueError("not a binary of the ncpu-opt platform")
        type_line, header, payload = data[len(BINARY_MAGIC) :].split(b"\n", 2)
        types = {v: k for k, v in BINARY_TYPES.items()}
        binary_type = types.get(type_line.removeprefix(b"type "))
        meta = json.loads(header)
        if (
            binary_type is None
            or not isinstance(meta, dict)
            or meta.get("kind") not in ("source", "ir")
        ):
            raise ValueError("a damaged binary of the ncpu-opt platform")
        if not isinstance(meta.get("options"), str):
            raise ValueError("a damaged binary of the ncpu-opt platform")
        return cls(binary_type, meta["kind"], meta["options"], payload)


def _c_string(address: int) -> str:
    return "" if not address else ctypes.string_at(address).decode("utf-8", "replace")


def _program_bytes(lib: ctypes.CDLL, program: int, which: int) -> bytes | None:
    size = ctypes.c_size_t()
    address = lib.ncpu_icd_program_bytes(program, which, ctypes.byref(size))
    return None if not address else ctypes.string_at(address, size.value)


def _set_log(lib: ctypes.CDLL, program: int, text: str) -> None:
    _check(lib.ncpu_icd_program_set_log(program, text.encode("utf-8", "replace")), "the build log")


def _set_binary(lib: ctypes.CDLL, program: int, binary: Binary) -> None:
    data = binary.encode()
    _check(
        lib.ncpu_icd_program_set_binary(program, data, len(data), binary.binary_type), "the binary"
    )


# -- building ---------------------------------------------------------------------------------


@dataclass
class BuiltProgram:
    """What a successful build keeps: the runtime's Program and, per kernel, its description."""

    program: Program
    #: Per kernel: the specialization-constant buffer its template points to (kept alive).
    keep: list[object] = field(default_factory=list)


@dataclass(frozen=True)
class BuiltKernel:
    built: BuiltProgram
    info: KernelInfo
    #: Built with -cl-uniform-work-group-size (or for OpenCL C 1.x): groups divide the NDRange.
    uniform: bool = False


def _uniform(options: str) -> bool:
    """Whether launches must cover the global size with whole work-groups: built with
    ``-cl-uniform-work-group-size``, or for OpenCL C 1.x named explicitly."""
    try:
        words = parse_build_options(options).words
    except BuildOptionError:
        return False
    return "-cl-uniform-work-group-size" in words or any(
        w.upper().startswith("-CL-STD=CL1.") for w in words
    )


def build_program(program: int, options: int, _c: int) -> int:
    """``clBuildProgram``: build the program's source (or its binary); its id, or a CL error
    with the log set (CompileError's text)."""
    lib = _lib()
    source = _program_bytes(lib, program, SOURCE)
    il = _program_bytes(lib, program, IL)
    if source is not None:
        binary = Binary(CL_PROGRAM_BINARY_TYPE_EXECUTABLE, "source", _c_string(options), source)
    elif il is not None:
        try:
            ir = _ir_of_spirv(il, _spec_values(lib, program))
        except CompileError as e:
            _set_log(lib, program, str(e))
            return CL_BUILD_PROGRAM_FAILURE
        binary = Binary(CL_PROGRAM_BINARY_TYPE_EXECUTABLE, "ir", _c_string(options), ir)
    else:
        try:
            binary = Binary.decode(_program_bytes(lib, program, BINARY) or b"")
        except (ValueError, UnicodeDecodeError) as e:
            _set_log(lib, program, f"{SOURCE_NAME}: error: {e}")
            return CL_INVALID_BINARY
        if binary.binary_type != CL_PROGRAM_BINARY_TYPE_EXECUTABLE:
            # An object or a library becomes an executable by linking it alone.
            binary = Binary(CL_PROGRAM_BINARY_TYPE_EXECUTABLE, "ir", binary.options, _ir_of(binary))
    return _executable(lib, program, binary, CL_BUILD_PROGRAM_FAILURE, CL_INVALID_BUILD_OPTIONS)


def _executable(
    lib: ctypes.CDLL, program: int, binary: Binary, failure: int, bad_options: int
) -> int:
    """Build *binary* into an executable for *program*: kernels, binary and log handed to C."""
    try:
        if binary.kind == "source":
            runtime = Program(
                binary.payload,
                SOURCE_NAME,
                language="cl",
                build_options=binary.options,
                compile="eager",
                threads=pool_threads(),
                checked=False,  # the platform's launches set no check state (NCPU_OPT_CHECKED)
            )
        else:
            runtime = Program(
                binary.payload, SOURCE_NAME, language="ir", compile="eager", threads=pool_threads(),
                checked=False,
            )
    except ArgumentValueError as e:
        _set_log(lib, program, str(e))
        return bad_options
    except CompileError as e:
        _set_log(lib, program, str(e))
        return failure
    except Exception as e:  # a defect of the compiler: the build fails, saying where
        _set_log(lib, program, internal_error(e))
        return failure
    built = BuiltProgram(runtime)
    _set_log(lib, program, runtime.build_log)
    _set_binary(lib, program, binary)
    _describe_kernels(lib, program, built, _uniform(binary.options))
    return _register(built)


def internal_error(error: Exception) -> str:
    """The build log of a defect of ncpu-opt's compiler (an exception that is no CompileError):
    what was raised and where, rather than the bare exception's name."""
    frames = traceback.extract_tb(error.__traceback__)
    where = (
        f" at {Path(frames[-1].filename).name}:{frames[-1].lineno} in {frames[-1].name}"
        if frames
        else ""
    )
    text = f": {error}" if str(error) else ""
    return (
        f"{SOURCE_NAME}: error: internal error in ncpu-opt's compiler "
        f"({type(error).__name__}{text}{where}); please report it"
    )


def _describe_kernels(lib: ctypes.CDLL, program: int, built: BuiltProgram, uniform: bool) -> None:
    """Hand C each kernel's table: name, layout, template, parameters and work-group facts."""
    runtime = built.program
    infos = list(runtime._kernels.values())
    _check(lib.ncpu_icd_program_set_kernel_count(program, len(infos)), "the kernel count")
    for index, info in enumerate(infos):
        template = ctypes.create_string_buffer(max(info.packed_size, 1))
        for param in info.params:
            if param.kind is ParamKind.SPEC_CONSTANTS:
                # Hidden: the specialization constants' defaults (OpenCL C has none to set).
                spec = runtime._spec_buffer()
                built.keep.append(spec)
                ctypes.c_uint64.from_buffer(template, param.offset).value = spec.ctypes.data
        params = info.user_params
        kernel_id = _register(BuiltKernel(built, info, uniform))
        _check(
            lib.ncpu_icd_kernel_set(
                program,
                index,
                info.name.encode(),
                info.attributes.encode(),
                len(params),
                info.packed_size,
                template.raw[: info.packed_size],
            ),
            f"kernel {info.name}",
        )
        for key, value in _kernel_numbers(info, kernel_id, uniform).items():
            _check(lib.ncpu_icd_kernel_set_number(program, index, key.encode(), value), key)
        for position, param in enumerate(params):
            kind, address = _param_kind(param.kind, param.addrspace)
            qualifiers = sum(
                CL_KERNEL_ARG_TYPE_QUALIFIERS.get(q, 0) for q in param.type_qualifiers.split()
            )
            if kind == PARAM_CONSTANT:
                qualifiers |= CL_KERNEL_ARG_TYPE_QUALIFIERS["const"]
            _check(
                lib.ncpu_icd_kernel_set_param(
                    program,
                    index,
                    position,
                    kind,
                    param.offset,
                    param.size,
                    address,
                    CL_KERNEL_ARG_ACCESS_NONE,
                    qualifiers,
                    (param.cl_type or param.llvm_type).encode(),
                    param.name.encode(),
                ),
                f"argument {position} of {info.name}",
            )


def _param_kind(kind: ParamKind, addrspace: int | None) -> tuple[int, int]:
    """``ncpu_param_kind`` and the CL_KERNEL_ARG_ADDRESS_* of a parameter."""
    if kind is ParamKind.BUFFER:
        if addrspace == CONSTANT_ADDRSPACE:
            return PARAM_CONSTANT, CL_KERNEL_ARG_ADDRESS_CONSTANT
        return PARAM_GLOBAL, CL_KERNEL_ARG_ADDRESS_GLOBAL
    if kind is ParamKind.LOCAL:
        return PARAM_LOCAL, CL_KERNEL_ARG_ADDRESS_LOCAL
    if kind is ParamKind.SCALAR:
        return PARAM_SCALAR, CL_KERNEL_ARG_ADDRESS_PRIVATE
    if kind is ParamKind.BYVAL:
        return PARAM_BYVAL, CL_KERNEL_ARG_ADDRESS_PRIVATE
    return PARAM_SAMPLER, CL_KERNEL_ARG_ADDRESS_PRIVATE


def _kernel_numbers(info: KernelInfo, kernel_id: int, uniform: bool) -> dict[str, int]:
    """The kernel's numbers, by the names ``ncpu_icd_kernel_set_number`` knows (program.c)."""
    from ncpu_opt.runtime.ndrange import MAX_WORK_GROUP_SIZE

    reqd = info.reqd_work_group_size
    vectorization = info.vectorization
    width = vectorization.width if vectorization is not None and vectorization.vectorized else 1
    numbers = {
        "python_id": kernel_id,
        "max_work_group_size": MAX_WORK_GROUP_SIZE if reqd is None else reqd[0] * reqd[1] * reqd[2],
        "preferred_multiple": width,
        "vector_dimension": vectorization.dimension if vectorization is not None else 0,
        "local_mem_size": info.static_local_bytes,
        "private_mem_size": info.private_bytes,
        "prints": int(info.prints),
        "uniform_work_groups": int(uniform),
    }
    for axis in range(3):
        numbers[f"reqd_work_group_size{axis}"] = reqd[axis] if reqd is not None else 0
    hint = _hint(info.attributes)
    for axis in range(3):
        numbers[f"work_group_size_hint{axis}"] = hint[axis]
    return numbers


def _hint(attributes: str) -> tuple[int, int, int]:
    """``work_group_size_hint(X,Y,Z)`` of CL_KERNEL_ATTRIBUTES, missing dimensions 1; 0s when none."""
    start = attributes.find("work_group_size_hint(")
    if start < 0:
        return (0, 0, 0)
    inside = attributes[start + len("work_group_size_hint(") :].split(")", 1)[0]
    sizes = [int(n) for n in inside.split(",")] + [1, 1]
    return sizes[0], sizes[1], sizes[2]


# -- compiling and linking --------------------------------------------------------------------


def compile_program(program: int, options: int, headers: int) -> int:
    """``clCompileProgram``: the source to an object (clang's LLVM IR) with the embedded
    *headers* (a NULL-terminated array of char pointers: include name, source, ...)."""
    lib = _lib()
    text = _c_string(options)
    il = _program_bytes(lib, program, IL)
    if il is not None:  # SPIR-V is compiled already: its object is its LLVM IR
        try:
            ir = _ir_of_spirv(il, _spec_values(lib, program))
        except CompileError as e:
            _set_log(lib, program, str(e))
            return CL_COMPILE_PROGRAM_FAILURE
        _set_log(lib, program, "")
        _set_binary(lib, program, Binary(CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT, "ir", text, ir))
        return 0
    source = _program_bytes(lib, program, SOURCE) or b""
    try:
        folder = _header_folder(source, _headers(headers))
    except ValueError as e:
        _set_log(lib, program, f"{SOURCE_NAME}: error: {e}")
        return CL_COMPILE_PROGRAM_FAILURE
    except OSError as e:  # include names that clash ("a.h" and "a.h/b.h"), a full disk
        _set_log(lib, program, f"{SOURCE_NAME}: error: cannot write the embedded headers: {e}")
        return CL_COMPILE_PROGRAM_FAILURE
    # The source beside its headers: "x.h" is found there first, as the names say.
    path = None if folder is None else str(folder / SOURCE_FILE)
    words = text if folder is None else f"{text} -I {_quote(str(folder))}"
    try:
        front_end = OpenCLSource(source, SOURCE_NAME, words, path)
        build = front_end.build()
    except ArgumentValueError as e:
        _set_log(lib, program, _as_included(str(e), folder))
        return CL_INVALID_COMPILER_OPTIONS
    except CompileError as e:
        _set_log(lib, program, _as_included(str(e), folder))
        return CL_COMPILE_PROGRAM_FAILURE
    except Exception as e:  # a defect of the front end's wrapper
        _set_log(lib, program, internal_error(e))
        return CL_COMPILE_PROGRAM_FAILURE
    _set_log(lib, program, _as_included(build.log, folder))
    _set_binary(
        lib, program, Binary(CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT, "ir", text, build.ir.encode())
    )
    return 0


def _as_included(log: str, folder: Path | None) -> str:
    """clang's log of a compilation in the headers' folder as the program's author knows the
    files: the source as ``<source>``, each header by its include name."""
    if folder is None:
        return log
    return log.replace(str(folder / SOURCE_FILE), SOURCE_NAME).replace(str(folder) + os.sep, "")


def _quote(text: str) -> str:
    import shlex

    return shlex.quote(text)


def _headers(address: int) -> list[tuple[str, bytes]]:
    """(include name, source) pairs from a NULL-terminated array of char pointers."""
    pairs: list[tuple[str, bytes]] = []
    if not address:
        return pairs
    array = ctypes.cast(address, ctypes.POINTER(ctypes.c_void_p))
    for i in itertools.count(0, 2):
        name = array[i]
        if not name:
            return pairs
        pairs.append(
            (
                ctypes.string_at(name).decode("utf-8", "surrogateescape"),
                ctypes.string_at(array[i + 1]),
            )
        )
    return pairs


def _header_folder(source: bytes, headers: list[tuple[str, bytes]]) -> Path | None:
    """A folder holding *headers* under their include names and the source (as SOURCE_FILE),
    named by their digest, so that a program compiled again has the same cache key; None
    without headers.  ValueError for an include name that would leave the folder.

    It lies in the runtime's cache folder, private to the user, else (that folder cannot be
    written) in a temporary folder of this process's."""
    if not headers:
        return None
    digest = hashlib.sha256(source)
    for name, text in headers:
        if (
            not name.strip()
            or os.path.isabs(name)
            or ".." in Path(name).parts
            or name == SOURCE_FILE
        ):
            raise ValueError(
                f"the header include name '{name}' must be a relative path inside the program"
            )
        digest.update(b"\0" + name.encode("utf-8", "surrogateescape") + b"\0" + text)
    key = digest.hexdigest()[:32]
    try:
        return _write_folder(disk_cache.cache_dir() / "icd-headers", key, source, headers)
    except OSError:
        return _write_folder(_private_root(), key, source, headers)


@functools.cache
def _private_root() -> Path:
    root = Path(tempfile.mkdtemp(prefix="ncpu-opt-icd-headers-"))
    atexit.register(shutil.rmtree, root, ignore_errors=True)
    return root


def _write_folder(root: Path, key: str, source: bytes, headers: list[tuple[str, bytes]]) -> Path:
    """``root/key`` with the headers and the source, written whole (staged, then renamed)."""
    folder = root / key
    if (folder / SOURCE_FILE).is_file():
        return folder
    staging = root / f".{key}.{os.getpid()}.{threading.get_ident()}"
    shutil.rmtree(staging, ignore_errors=True)
    try:
        for name, text in headers:
            target = staging / name
            target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
            target.write_bytes(text)
        (staging / SOURCE_FILE).write_bytes(source)
        staging.rename(folder)
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)
        if not (folder / SOURCE_FILE).is_file():  # not another process's, made meanwhile
            raise
    return folder


def link_program(program: int, options: int, inputs: int) -> int:
    """``clLinkProgram``: the objects and libraries of *inputs* (a NULL-terminated array of
    cl_program) linked into an executable (its id) or, with ``-create-library``, a library (0)."""
    lib = _lib()
    words = _c_string(options).split()
    unknown = [w for w in words if w not in LINK_OPTIONS]
    if unknown:
        _set_log(lib, program, f"unknown link option '{unknown[0]}'")
        return CL_INVALID_LINKER_OPTIONS
    array = ctypes.cast(inputs, ctypes.POINTER(ctypes.c_void_p))
    binaries = []
    for i in itertools.count():
        if not array[i]:
            break
        try:
            binaries.append(Binary.decode(_program_bytes(lib, array[i], BINARY) or b""))
        except (ValueError, UnicodeDecodeError) as e:
            _set_log(lib, program, f"{SOURCE_NAME}: error: input program {i}: {e}")
            return CL_LINK_PROGRAM_FAILURE
    try:
        texts = [_ir_of(binary).decode() for binary in binaries]
        linked = texts[0] if len(texts) == 1 else backend.link_texts(texts, SOURCE_NAME)
    except (NcpuError, CompileError) as e:
        _set_log(lib, program, str(e))
        return CL_LINK_PROGRAM_FAILURE
    except Exception as e:
        _set_log(lib, program, internal_error(e))
        return CL_LINK_PROGRAM_FAILURE
    compile_options = " ".join(binary.options for binary in binaries)
    if "-create-library" in words:
        _set_log(lib, program, "")
        _set_binary(
            lib,
            program,
            Binary(CL_PROGRAM_BINARY_TYPE_LIBRARY, "ir", compile_options, linked.encode()),
        )
        return 0
    executable = Binary(CL_PROGRAM_BINARY_TYPE_EXECUTABLE, "ir", compile_options, linked.encode())
    return _executable(lib, program, executable, CL_LINK_PROGRAM_FAILURE, CL_INVALID_LINKER_OPTIONS)


def _ir_of_spirv(il: bytes, values: dict[int, bytes]) -> bytes:
    """The LLVM IR text of a SPIR-V module (spirv.py's translator) with its specialization
    constants set to *values*; CompileError if it cannot be had."""
    try:
        return read_source(spirv.to_bitcode(il, values), SOURCE_NAME).encode()
    except spirv.TranslationError as e:
        raise CompileError(f"{SOURCE_NAME}: error: {e.message}") from None


def _spec_values(lib: ctypes.CDLL, program: int) -> dict[int, bytes]:
    """The program's clSetProgramSpecializationConstant values: id -> bytes (program.c's
    records: uint32 id, uint32 size, the bytes)."""
    data = _program_bytes(lib, program, SPEC_CONSTANTS) or b""
    values: dict[int, bytes] = {}
    at = 0
    while at + 8 <= len(data):
        spec_id, size = (
            int.from_bytes(data[at : at + 4], "little"),
            int.from_bytes(data[at + 4 : at + 8], "little"),
        )
        values[spec_id] = data[at + 8 : at + 8 + size]
        at += 8 + size
    return values


def spec_constant(program: int, spec_id: int, size: int) -> int:
    """``clSetProgramSpecializationConstant``'s check: 0 when the IL program has a constant
    *spec_id* of *size* bytes, else CL_INVALID_SPEC_ID or CL_INVALID_VALUE (a wrong size)."""
    lib = _lib()
    il = _program_bytes(lib, program, IL) or b""
    try:
        known = spirv.spec_constants(il).get(spec_id)
    except spirv.TranslationError:
        return CL_INVALID_SPEC_ID  # an IL the translator cannot read has no constants to set
    if known is None:
        return CL_INVALID_SPEC_ID
    return 0 if known.size == size else CL_INVALID_VALUE


def _ir_of(binary: Binary) -> bytes:
    """The LLVM IR of a binary (OpenCL C source is compiled by clang first)."""
    if binary.kind == "ir":
        return binary.payload
    return OpenCLSource(binary.payload, SOURCE_NAME, binary.options, None).build().ir.encode()


# -- launching --------------------------------------------------------------------------------


def pool_threads() -> int:
    """The ICD's worker pool's threads (CL_DEVICE_MAX_COMPUTE_UNITS)."""
    return default_threads()


def _start_pool(lib: ctypes.CDLL) -> None:
    """The ICD's own worker pool (never the Python API's: C launches without its lock)."""
    global _pool
    with _pool_lock:
        if _pool is not None:
            return
        pool = WorkerPool(pool_threads())
        native = pool._lib
        addresses = [
            ctypes.cast(f, ctypes.c_void_p).value
            for f in (native.launch, native.resume, native.finish)
        ]
        _check(lib.ncpu_icd_set_pool(pool._handle, *addresses), "the worker pool")
        _pool = pool


#: ``plan``'s array: work_dim, global[3], local[3] (0s: the runtime chooses), offset[3], then
#: the job's address and the local size chosen, written back.
PLAN_SLOTS = 14


def plan(kernel: int, sizes: int, _c: int) -> int:
    """A launch plan for kernel id *kernel* and the NDRange at *sizes* (see PLAN_SLOTS): its id."""
    lib = _lib()
    if _pool is None:
        _start_pool(lib)
    entry = _objects[kernel]
    assert isinstance(entry, BuiltKernel)
    slots = (ctypes.c_uint64 * PLAN_SLOTS).from_address(sizes)
    dims = slots[0]
    global_size = tuple(slots[1 : 1 + dims])
    local = tuple(slots[4 : 4 + dims])
    offset = tuple(slots[7 : 7 + dims])
    chosen: tuple[int, ...] | None = local if any(local) else None
    if chosen is None and entry.uniform and entry.info.reqd_work_group_size is None:
        chosen = uniform_local_size(global_size)
    launch: LaunchPlan = entry.built.program._plan(entry.info, global_size, chosen, offset)
    slots[10] = launch.job_address
    slots[11:14] = list(launch.ndrange.local_size)
    return _register(launch)


def uniform_local_size(global_size: tuple[int, ...]) -> tuple[int, ...]:
    """The runtime's choice of a local size (:func:`choose_local_size`) where it divides the
    global size, else the largest size within its budget that does: a program built for
    uniform work-groups may assume that every group has the enqueued size."""
    chosen = choose_local_size(global_size)
    return tuple(
        size if g % size == 0 else max(d for d in range(1, size + 1) if g % d == 0)
        for g, size in zip(global_size, chosen, strict=True)
    )


def flush_stdout(_a: int, _b: int, _c: int) -> int:
    """Before a printing kernel runs: Python's buffered output goes first (C's is flushed after)."""
    if sys.stdout is not None:
        sys.stdout.flush()
    return 0


@atexit.register
def _stop_launches() -> None:
    # Before the interpreter goes (and the kernels' code with it), launches under way on the
    # queues' threads end and later ones fail instead of running freed code.
    from ncpu_opt.icd import host

    if host.library is not None and _pool is not None:
        host.library.ncpu_icd_stop_launches()


__all__ = [
    "build_program",
    "spec_constant",
    "compile_program",
    "drop",
    "flush_stdout",
    "link_program",
    "plan",
]
