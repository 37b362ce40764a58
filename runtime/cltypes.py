"""OpenCL C type names (``!kernel_arg_base_type``) and LLVM types as numpy dtypes."""

from __future__ import annotations

import re

import numpy as np

#: OpenCL C scalar type names to numpy dtypes.
SCALAR_TYPES: dict[str, np.dtype] = {
    name: np.dtype(dt)
    for name, dt in {
        "bool": np.bool_,
        "char": np.int8, "signed char": np.int8, "uchar": np.uint8, "unsigned char": np.uint8,
        "short": np.int16, "ushort": np.uint16, "unsigned short": np.uint16,
        "int": np.int32, "uint": np.uint32, "unsigned int": np.uint32,
        "long": np.int64, "ulong": np.uint64, "unsigned long": np.uint64,
        "size_t": np.uint64, "ptrdiff_t": np.int64, "intptr_t": np.int64, "uintptr_t": np.uint64,
        "half": np.float16, "float": np.float32, "double": np.float64,
        "int8_t": np.int8, "uint8_t": np.uint8, "int16_t": np.int16, "uint16_t": np.uint16,
        "int32_t": np.int32, "uint32_t": np.uint32, "int64_t": np.int64, "uint64_t": np.uint64,
    }.items()
}
_VECTOR_WIDTHS = (2, 3, 4, 8, 16)
#: clang's base type of vectors: ``float __attribute__((ext_vector_type(4)))``.
_EXT_VECTOR = re.compile(r"(.+?)\s+__attribute__\(\(ext_vector_type\((\d+)\)\)\)\Z")


def parse_cl_type(name: str) -> tuple[np.dtype, int] | None:
    """``"float"`` -> (float32, 1), ``"uint4"`` -> (uint32, 4); None for other types (structs, images)."""
    name = name.strip()
    for prefix in ("const ", "volatile ", "__global ", "__constant ", "__local ", "global ", "constant ", "local "):
        if name.startswith(prefix):
            name = name[len(prefix):]
    if name in SCALAR_TYPES:
        return SCALAR_TYPES[name], 1
    ext = _EXT_VECTOR.match(name)
    if ext is not None and ext.group(1) in SCALAR_TYPES:
        return SCALAR_TYPES[ext.group(1)], int(ext.group(2))
    for width in _VECTOR_WIDTHS:
        suffix = str(width)
        if name.endswith(suffix) and name[: -len(suffix)] in SCALAR_TYPES:
            return SCALAR_TYPES[name[: -len(suffix)]], width
    return None


def pointee_type(name: str) -> tuple[np.dtype, int] | None:
    """The element type of a pointer type name (``"float*"``, ``"uint4 *"``), or None."""
    name = name.strip()
    if not name.endswith("*"):
        return None
    inner = name[:-1].strip()
    if inner.endswith("*"):
        return None  # pointers to pointers: no numpy element type
    return parse_cl_type(inner)


def llvm_scalar_dtype(llvm_type: str, signed: bool = True) -> np.dtype | None:
    """The numpy dtype of an LLVM scalar type spelling (``i32``, ``float``), or None."""
    if llvm_type == "i1":
        return np.dtype(np.bool_)
    if llvm_type.startswith("i") and llvm_type[1:].isdigit():
        width = int(llvm_type[1:])
        if width in (8, 16, 32, 64):
            return np.dtype(f"{'i' if signed else 'u'}{width // 8}")
        return None
    floats: dict[str, np.dtype] = {"half": np.dtype(np.float16), "float": np.dtype(np.float32), "double": np.dtype(np.float64)}
    return floats.get(llvm_type)
