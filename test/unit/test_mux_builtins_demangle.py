"""The Itanium demangler for OpenCL C and SPIR-V builtin names."""

from __future__ import annotations

import pytest

from ncpu_opt.mux.demangle import MangledType, base_name, demangle


@pytest.mark.parametrize(
    ("symbol", "name", "params"),
    [
        ("_Z13get_global_idj", "get_global_id", ["j"]),
        ("_Z12get_work_dimv", "get_work_dim", []),
        ("_Z7barrierj", "barrier", ["j"]),
        ("_Z18work_group_barrierj12memory_scope", "work_group_barrier", ["j", "12memory_scope"]),
        ("_Z20sub_group_reduce_addi", "sub_group_reduce_add", ["i"]),
        ("_Z20sub_group_reduce_addDh", "sub_group_reduce_add", ["Dh"]),
        ("_Z19sub_group_broadcastfj", "sub_group_broadcast", ["f", "j"]),
        ("_Z19sub_group_broadcastDv4_fj", "sub_group_broadcast", ["Dv4_f", "j"]),
        ("_Z20work_group_broadcastdmmm", "work_group_broadcast", ["d", "m", "m", "m"]),
        # Substitutions: S_ is the first non-builtin type.
        ("_Z3dotDv4_fS_", "dot", ["Dv4_f", "Dv4_f"]),
        ("_Z6selectDv4_fS_Dv4_i", "select", ["Dv4_f", "Dv4_f", "Dv4_i"]),
        ("_Z3fmaDv4_fS_S_", "fma", ["Dv4_f", "Dv4_f", "Dv4_f"]),
        # Address-space and CV qualifiers.
        ("_Z10atomic_incPU3AS1Vj", "atomic_inc", ["PU3AS1Vj"]),
        ("_Z10vload_halfmPU3AS4KDh", "vload_half", ["m", "PU3AS4KDh"]),
        # SPIR-V builtins.
        ("_Z28__spirv_GlobalInvocationId_xv", "__spirv_GlobalInvocationId_x", []),
        ("_Z33__spirv_BuiltInGlobalInvocationIdi", "__spirv_BuiltInGlobalInvocationId", ["i"]),
        ("_Z22__spirv_ControlBarrierjjj", "__spirv_ControlBarrier", ["j", "j", "j"]),
        ("_Z21__spirv_MemoryBarrierjj", "__spirv_MemoryBarrier", ["j", "j"]),
        ("_Z17__spirv_GroupIAddiij", "__spirv_GroupIAdd", ["i", "i", "j"]),
        ("_Z22__spirv_GroupBroadcastifDv3_m", "__spirv_GroupBroadcast", ["i", "f", "Dv3_m"]),
        ("_Z16__spirv_GroupAllib", "__spirv_GroupAll", ["i", "b"]),
        (
            "_Z22__spirv_GroupAsyncCopyiPU3AS3sPU3AS1Ksmm9ocl_event",
            "__spirv_GroupAsyncCopy",
            ["i", "PU3AS3s", "PU3AS1Ks", "m", "m", "9ocl_event"],
        ),
        # SYCL's nested enum scopes and their substitutions.
        (
            "_Z22__spirv_ControlBarrierN5__spv5Scope4FlagES1_j",
            "__spirv_ControlBarrier",
            ["N5__spv5Scope4FlagE", "N5__spv5Scope4FlagE", "j"],
        ),
        # Nested function names, std:: names, vendor types and LLVM clone suffixes.
        ("_ZN4sycl3fooEv", "sycl::foo", []),
        ("_ZN4sycl3_V13fooEN4sycl5rangeE", "sycl::_V1::foo", ["N4sycl5rangeE"]),
        ("_ZSt4swapRiS_", "std::swap", ["Ri", "Ri"]),
        ("_Z3bazu5nxv1j", "baz", ["u5nxv1j"]),
        ("_Z3fooA4_i", "foo", ["A4_i"]),
        ("_Z3foov.1", "foo", []),
    ],
)
def test_demangle(symbol: str, name: str, params: list[str]) -> None:
    result = demangle(symbol)
    assert result is not None
    assert result.name == name
    assert [p.mangled for p in result.params] == params
    assert base_name(symbol) == name


def test_function_template_return_type_and_template_parameters() -> None:
    result = demangle("_Z17__spirv_GroupIAddIiET_N5__spv5Scope4FlagEjS0_")
    assert result is not None
    assert result.name == "__spirv_GroupIAdd"
    assert result.template_args == (MangledType("builtin", "i"),)
    assert result.return_type == MangledType("builtin", "i")
    # S0_ is the template parameter T_ (int); S_ the template name.
    assert [p.mangled for p in result.params] == ["N5__spv5Scope4FlagE", "j", "i"]


def test_readable_spelling() -> None:
    result = demangle("_Z18work_group_barrierj12memory_scope")
    assert str(result) == "work_group_barrier(uint, memory_scope)"
    assert str(demangle("_Z19sub_group_broadcastDv4_fj")) == "sub_group_broadcast(float4, uint)"
    assert str(demangle("_Z10atomic_incPU3AS1Vj")) == "atomic_inc(uint U3AS1V *)"


@pytest.mark.parametrize(
    ("code", "signed", "unsigned", "floating"),
    [
        ("i", True, False, False), ("l", True, False, False), ("s", True, False, False),
        ("c", True, False, False), ("a", True, False, False),
        ("j", False, True, False), ("m", False, True, False), ("t", False, True, False),
        ("h", False, True, False), ("b", False, True, False),
        ("f", False, False, True), ("d", False, False, True), ("Dh", False, False, True),
    ],
)
def test_classification(code: str, signed: bool, unsigned: bool, floating: bool) -> None:
    t = MangledType("builtin", code)
    assert (t.is_signed_integer, t.is_unsigned_integer, t.is_floating_point) == (signed, unsigned, floating)
    assert t.is_integer == (signed or unsigned)


def test_vector_scalar_and_qualifiers() -> None:
    result = demangle("_Z3fooDv4_jPU3AS3Kf")
    assert result is not None
    vector, pointer = result.params
    assert vector.scalar == MangledType("builtin", "j") and vector.scalar.is_unsigned_integer
    assert pointer.kind == "pointer" and pointer.element is not None
    assert pointer.element.address_space == 3
    assert pointer.element.unqualified == MangledType("builtin", "f")


@pytest.mark.parametrize(
    "symbol",
    [
        "get_global_id",  # not mangled
        "_Z",  # nothing after the prefix
        "_Z99get_global_idj",  # length past the end
        "_Z3fooF",  # function types are not supported
        "_Z3fooS_",  # substitution with nothing to refer to
        "_Z3fooDv4",  # unterminated vector
        "_ZZ3foovE3bar",  # local names
    ],
)
def test_unreadable_names(symbol: str) -> None:
    assert demangle(symbol) is None
    assert base_name(symbol) == symbol


def test_missing_parameter_list_reads_as_none() -> None:
    result = demangle("_Z13get_global_id")
    assert result is not None and result.name == "get_global_id" and result.params == ()
