"""The project's OpenCL C base header (ncpu_opt/opencl_c/include/opencl-c-base.h) under clang.

Each test compiles a small kernel with the header force-included next to
``-fdeclare-opencl-builtins``, for OpenCL C 1.2, 2.0 and 3.0 where the
behaviour exists in all three, and checks that it compiles (``_Static_assert``
does the checking of types and values) or what the IR says.  The features are
a CPU device's, as the front end passes them (:data:`CPU_FEATURES`); one test
also takes clang's own defaults for spir64, where everything is on.
"""

from __future__ import annotations

import re
import subprocess
from collections.abc import Sequence
from pathlib import Path

import pytest

from ncpu_opt.opencl_c.clang import FrontEnd, FrontEndNotFound, find_frontend
from ncpu_opt.opencl_c.compiler import DEVICE_FEATURES, HEADER

ALL_STDS = ("CL1.2", "CL2.0", "CL3.0")
#: What a CPU device of ours has: every extension and 3.0 feature off, then the front end's on.
CPU_EXT = "-cl-ext=-all," + ",".join(f"+{feature}" for feature in DEVICE_FEATURES)
#: The element types of the vector types and their sizes in bytes.
SCALAR_SIZES = {"char": 1, "uchar": 1, "short": 2, "ushort": 2, "int": 4, "uint": 4}
SCALAR_SIZES |= {"long": 8, "ulong": 8, "float": 4, "double": 8}


@pytest.fixture(scope="module")
def clang() -> FrontEnd:
    try:
        return find_frontend()
    except FrontEndNotFound:
        pytest.skip("no clang for OpenCL C on this machine (an optional tool)")


def run_clang(
    clang: FrontEnd,
    tmp_path: Path,
    source: str,
    std: str,
    *,
    ext: str | None = CPU_EXT,
    header: bool = True,
    extra: Sequence[str] = (),
    action: Sequence[str] = ("-emit-llvm",),
) -> subprocess.CompletedProcess[str]:
    file = tmp_path / "kernel.cl"
    file.write_text(source)
    command = [*clang.command, "-cc1", "-triple", "spir64-unknown-unknown", *action]
    command += ["-fdeclare-opencl-builtins", f"-cl-std={std}", "-O2", *([ext] if ext else [])]
    command += [*(["-include", str(HEADER)] if header else []), *extra, "-o", "-", str(file)]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)


def compile_cl(
    clang: FrontEnd,
    tmp_path: Path,
    source: str,
    std: str = "CL3.0",
    *,
    ext: str | None = CPU_EXT,
    extra: Sequence[str] = (),
) -> str:
    """The IR of *source*; the test fails with clang's diagnostics when it does not compile."""
    done = run_clang(clang, tmp_path, source, std, ext=ext, extra=extra)
    if done.returncode != 0:
        pytest.fail(f"clang -cl-std={std} rejected the kernel:\n{done.stderr}")
    return done.stdout


def test_the_header_exists() -> None:
    assert HEADER.is_file()


# -- types ----------------------------------------------------------------------------------


@pytest.mark.parametrize("std", ALL_STDS)
def test_scalar_typedefs_have_the_spec_sizes(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    source = """
    _Static_assert(sizeof(uchar) == 1 && (uchar)-1 == 255, "uchar");
    _Static_assert(sizeof(ushort) == 2 && (ushort)-1 == 65535, "ushort");
    _Static_assert(sizeof(uint) == 4 && (uint)-1 > 0, "uint");
    _Static_assert(sizeof(ulong) == 8 && (ulong)-1 > 0, "ulong");
    _Static_assert(sizeof(size_t) == 8 && (size_t)-1 > 0, "size_t");
    _Static_assert(sizeof(ptrdiff_t) == 8 && (ptrdiff_t)-1 < 0, "ptrdiff_t");
    _Static_assert(sizeof(intptr_t) == 8 && (intptr_t)-1 < 0, "intptr_t");
    _Static_assert(sizeof(uintptr_t) == 8 && (uintptr_t)-1 > 0, "uintptr_t");
    kernel void k(global size_t *out) { out[0] = sizeof(void *); }
    """
    assert "define" in compile_cl(clang, tmp_path, source, std)


@pytest.mark.parametrize("std", ALL_STDS)
def test_size_t_is_the_type_of_the_work_item_builtins(
    clang: FrontEnd, tmp_path: Path, std: str
) -> None:
    source = """
    _Static_assert(__builtin_types_compatible_p(__typeof__(get_global_id(0)), size_t), "");
    kernel void k(global size_t *out) {
        size_t i = get_global_id(0);
        out[i] = get_local_size(0);
    }
    """
    ir = compile_cl(clang, tmp_path, source, std)
    assert re.search(r"call spir_func i64 @_Z13get_global_idj\(", ir)


@pytest.mark.parametrize("std", ALL_STDS)
def test_every_vector_type_exists_with_the_spec_size(
    clang: FrontEnd, tmp_path: Path, std: str
) -> None:
    lines = []
    for scalar, size in SCALAR_SIZES.items():
        for n in (2, 3, 4, 8, 16):
            stored = 4 if n == 3 else n  # a 3-vector is stored as a 4-vector
            lines.append(f'_Static_assert(sizeof({scalar}{n}) == {size * stored}, "");')
    source = "\n".join(lines) + "\nkernel void k(global int *out) { out[0] = 1; }\n"
    compile_cl(clang, tmp_path, source, std)


@pytest.mark.parametrize("std", ALL_STDS)
def test_vectors_take_literals_and_swizzles(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    source = """
    kernel void k(global float4 *f, global int8 *i, global uchar16 *c) {
        float4 v = f[0];
        f[1] = v.wzyx + v.s0123 * (float4)(1.0f, 2.0f, 3.0f, 4.0f);
        f[2] = (float4)(v.lo, v.hi.yx);
        f[3] = (float4)(v.even, v.odd);
        int8 w = i[0];
        i[1] = (int8)(w.s7654, w.s0123) + (int8)(3);
        float3 t = v.xyz;
        f[4].xyz = t.zxy;
        c[1] = c[0].sfedcba9876543210;
    }
    """
    assert "shufflevector" in compile_cl(clang, tmp_path, source, std)


@pytest.mark.parametrize("std", ALL_STDS)
def test_half_vectors_and_constants_come_with_cl_khr_fp16(
    clang: FrontEnd, tmp_path: Path, std: str
) -> None:
    source = """
    #pragma OPENCL EXTENSION cl_khr_fp16 : enable
    _Static_assert(sizeof(half2) == 4 && sizeof(half3) == 8 && sizeof(half16) == 32, "");
    _Static_assert(HALF_MANT_DIG == 11 && HALF_DIG == 3 && HALF_RADIX == 2, "");
    _Static_assert(HALF_MAX == (half)__FLT16_MAX__ && HALF_MIN == (half)__FLT16_MIN__, "");
    _Static_assert(HALF_EPSILON == (half)__FLT16_EPSILON__, "");
    _Static_assert(M_PI_H == (half)M_PI_F && M_SQRT2_H == (half)M_SQRT2_F, "");
    kernel void k(global half *h) {
        half4 v = vload4(0, h);
        vstore4(v * M_PI_H + HALF_EPSILON, 1, h);
    }
    """
    assert "<4 x half>" in compile_cl(clang, tmp_path, source, std)


def test_without_cl_khr_fp16_there_are_no_half_vectors(clang: FrontEnd, tmp_path: Path) -> None:
    source = """
    #if defined(HALF_MAX) || defined(M_PI_H)
    #error half macros without cl_khr_fp16
    #endif
    typedef int half2;  /* free for the program to use */
    kernel void k(global int *out) { half2 x = 1; out[0] = x; }
    """
    compile_cl(clang, tmp_path, source, ext=CPU_EXT.replace(",+cl_khr_fp16", ""))


@pytest.mark.parametrize("std", ALL_STDS)
def test_as_type_reinterprets_bits(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    source = """
    kernel void k(global uint *out, global float4 *f, global double *d) {
        out[0] = as_uint(1.0f);
        out[1] = as_uint4(f[0]).x;
        out[2] = as_uint2(d[0]).y;
        f[1] = as_float4(as_int4(f[0]) & (int4)(0x7fffffff));
        out[3] = as_uint(as_uchar4(0x01020304u).wzyx);
    }
    """
    ir = compile_cl(clang, tmp_path, source, std)
    assert "store i32 1065353216" in ir  # 0x3f800000


# -- macros ---------------------------------------------------------------------------------


@pytest.mark.parametrize("std", ALL_STDS)
def test_integer_limits(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    source = """
    _Static_assert(CHAR_BIT == 8, "CHAR_BIT");
    _Static_assert(SCHAR_MAX == 127 && SCHAR_MIN == -128 && UCHAR_MAX == 255, "char");
    _Static_assert(CHAR_MAX == SCHAR_MAX && CHAR_MIN == SCHAR_MIN && (char)-1 < 0, "char");
    _Static_assert(SHRT_MAX == __SHRT_MAX__ && SHRT_MIN == -SHRT_MAX - 1, "short");
    _Static_assert(USHRT_MAX == 65535, "ushort");
    _Static_assert(INT_MAX == __INT_MAX__ && INT_MIN == -INT_MAX - 1, "int");
    _Static_assert(UINT_MAX == (uint)-1, "uint");
    _Static_assert(LONG_MAX == __LONG_MAX__ && LONG_MIN == -LONG_MAX - 1, "long");
    _Static_assert(ULONG_MAX == (ulong)-1, "ulong");
    _Static_assert(__builtin_types_compatible_p(__typeof__(LONG_MIN), long), "");
    _Static_assert(__builtin_types_compatible_p(__typeof__(ULONG_MAX), ulong), "");
    kernel void k(global long *out) { out[0] = LONG_MIN; out[1] = INT_MIN; }
    """
    compile_cl(clang, tmp_path, source, std)


@pytest.mark.parametrize("std", ALL_STDS)
def test_float_and_double_limits(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    # clang folds the float comparisons of _Static_assert (a GNU extension, silent by default).
    source = """
    _Static_assert(FLT_RADIX == 2 && FLT_MANT_DIG == __FLT_MANT_DIG__, "");
    _Static_assert(FLT_DIG == __FLT_DIG__, "");
    _Static_assert(FLT_MAX_EXP == __FLT_MAX_EXP__ && FLT_MIN_EXP == __FLT_MIN_EXP__, "");
    _Static_assert(FLT_MAX_10_EXP == __FLT_MAX_10_EXP__, "");
    _Static_assert(FLT_MIN_10_EXP == __FLT_MIN_10_EXP__, "");
    _Static_assert(FLT_MAX == __FLT_MAX__ && FLT_MIN == __FLT_MIN__, "");
    _Static_assert(FLT_EPSILON == __FLT_EPSILON__ && MAXFLOAT == FLT_MAX, "");
    _Static_assert(__builtin_types_compatible_p(__typeof__(FLT_MAX), float), "");
    _Static_assert(DBL_MANT_DIG == __DBL_MANT_DIG__ && DBL_DIG == __DBL_DIG__, "");
    _Static_assert(DBL_MAX_EXP == __DBL_MAX_EXP__ && DBL_MIN_EXP == __DBL_MIN_EXP__, "");
    _Static_assert(DBL_MAX_10_EXP == __DBL_MAX_10_EXP__, "");
    _Static_assert(DBL_MIN_10_EXP == __DBL_MIN_10_EXP__, "");
    _Static_assert(DBL_MAX == __DBL_MAX__ && DBL_MIN == __DBL_MIN__, "");
    _Static_assert(DBL_EPSILON == __DBL_EPSILON__, "");
    kernel void k(global float *f, global double *d) { f[0] = FLT_MAX; d[0] = DBL_MIN; }
    """
    compile_cl(clang, tmp_path, source, std)


@pytest.mark.parametrize("std", ALL_STDS)
def test_math_constants_are_correctly_rounded(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    source = """
    _Static_assert(M_PI_F == 0x1.921fb6p+1f && M_PI == 0x1.921fb54442d18p+1, "pi");
    _Static_assert(M_E_F == 0x1.5bf0a8p+1f && M_E == 0x1.5bf0a8b145769p+1, "e");
    _Static_assert(M_LN2_F == 0x1.62e430p-1f && M_LN2 == 0x1.62e42fefa39efp-1, "ln 2");
    _Static_assert(M_SQRT2_F == 0x1.6a09e6p+0f && M_SQRT2 == 0x1.6a09e667f3bcdp+0, "sqrt 2");
    #define SAME(name) (name##_F == (float)name)
    _Static_assert(SAME(M_E) && SAME(M_LOG2E) && SAME(M_LOG10E) && SAME(M_LN2), "1");
    _Static_assert(SAME(M_LN10), "1");
    _Static_assert(SAME(M_PI) && SAME(M_PI_2) && SAME(M_PI_4) && SAME(M_1_PI) && SAME(M_2_PI), "2");
    _Static_assert(SAME(M_2_SQRTPI) && SAME(M_SQRT2) && SAME(M_SQRT1_2), "3");
    _Static_assert(__builtin_types_compatible_p(__typeof__(M_PI_F), float), "");
    _Static_assert(__builtin_types_compatible_p(__typeof__(M_PI), double), "");
    kernel void k(global float *out) { out[0] = 2.0f * M_PI_F; }
    """
    assert "store float 0x401921FB60000000" in compile_cl(clang, tmp_path, source, std)


@pytest.mark.parametrize("std", ALL_STDS)
def test_infinity_nan_and_huge_values(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    source = """
    _Static_assert(FP_ILOGB0 == INT_MIN && FP_ILOGBNAN == INT_MAX, "ilogb");
    kernel void k(global float *f, global double *d) {
        f[0] = INFINITY;
        f[1] = NAN;
        f[2] = HUGE_VALF;
        d[0] = HUGE_VAL;
    }
    """
    ir = compile_cl(clang, tmp_path, source, std)
    assert re.search(r"store float 0x7FF0000000000000, ptr addrspace\(1\) %f,", ir)
    assert "store float 0x7FF8000000000000" in ir
    assert "store double 0x7FF0000000000000" in ir


def test_fast_fma_is_not_claimed(clang: FrontEnd, tmp_path: Path) -> None:
    # The host CPU (with FMA3 or without) is unknown when SPIR64 IR is made.
    source = """
    #if defined(FP_FAST_FMAF) || defined(FP_FAST_FMA) || defined(FP_FAST_FMA_HALF)
    #error FP_FAST_FMA*
    #endif
    kernel void k(global float *out) { out[0] = fma(out[0], out[1], out[2]); }
    """
    compile_cl(clang, tmp_path, source)


@pytest.mark.parametrize("std", ALL_STDS)
def test_version_macros(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    version = int(float(std.removeprefix("CL")) * 100)
    source = f"""
    #if CL_VERSION_1_0 != 100 || CL_VERSION_1_1 != 110 || CL_VERSION_1_2 != 120
    #error CL_VERSION_1_x
    #endif
    #if CL_VERSION_2_0 != 200 || CL_VERSION_3_0 != 300
    #error CL_VERSION_2_0 / 3_0
    #endif
    #if __OPENCL_C_VERSION__ != {version} || __OPENCL_VERSION__ != CL_VERSION_3_0
    #error versions
    #endif
    #if !defined(__ENDIAN_LITTLE__) || defined(__IMAGE_SUPPORT__)
    #error endian / images
    #endif
    kernel void k(global int *out) {{ out[0] = __OPENCL_C_VERSION__; }}
    """
    compile_cl(clang, tmp_path, source, std)


@pytest.mark.parametrize("std", ALL_STDS)
def test_null(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    source = "kernel void k(global int *p, global int *out) { out[0] = p == NULL; }\n"
    compile_cl(clang, tmp_path, source, std)


@pytest.mark.parametrize("std", ALL_STDS)
def test_kernel_exec_gives_both_hints(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    source = "__kernel_exec(64, float4) void k(global float4 *p) { p[0] = 1.0f; }\n"
    ir = compile_cl(clang, tmp_path, source, std)
    assert re.search(r"!work_group_size_hint !(\d+)", ir) and re.search(r"!vec_type_hint", ir)
    assert re.search(r"= !\{i32 64, i32 1, i32 1\}", ir)


def test_sampler_flags_let_an_image_kernel_reach_the_front_end(
    clang: FrontEnd, tmp_path: Path
) -> None:
    # Images are refused later, by name; in 1.2 they are core, so clang itself takes them.
    source = """
    kernel void k(read_only image2d_t image, global float4 *out) {
        const sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP | CLK_FILTER_NEAREST;
        out[0] = read_imagef(image, s, (int2)(0, 0));
    }
    """
    compile_cl(clang, tmp_path, source, "CL1.2")


# -- synchronisation and atomics ------------------------------------------------------------


@pytest.mark.parametrize("std", ALL_STDS)
def test_barrier_takes_the_fence_flags(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    source = """
    _Static_assert(CLK_LOCAL_MEM_FENCE == 1 && CLK_GLOBAL_MEM_FENCE == 2, "fence flags");
    _Static_assert(__builtin_types_compatible_p(cl_mem_fence_flags, uint), "cl_mem_fence_flags");
    kernel void k(local int *l, global int *out) {
        l[get_local_id(0)] = 1;
        barrier(CLK_LOCAL_MEM_FENCE);
        mem_fence(CLK_GLOBAL_MEM_FENCE);
        barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
        out[0] = l[0];
    }
    """
    ir = compile_cl(clang, tmp_path, source, std)
    assert re.search(r"@_Z7barrierj\(i32 (noundef )?1\)", ir)
    assert re.search(r"@_Z7barrierj\(i32 (noundef )?3\)", ir)


@pytest.mark.parametrize("std", ["CL2.0", "CL3.0"])
def test_memory_order_and_scope_have_clangs_values(
    clang: FrontEnd, tmp_path: Path, std: str
) -> None:
    source = """
    _Static_assert(memory_order_relaxed == __ATOMIC_RELAXED
                   && memory_order_acquire == __ATOMIC_ACQUIRE
                   && memory_order_release == __ATOMIC_RELEASE
                   && memory_order_acq_rel == __ATOMIC_ACQ_REL
                   && memory_order_seq_cst == __ATOMIC_SEQ_CST, "memory_order");
    _Static_assert(memory_scope_work_item == __OPENCL_MEMORY_SCOPE_WORK_ITEM
                   && memory_scope_work_group == __OPENCL_MEMORY_SCOPE_WORK_GROUP
                   && memory_scope_device == __OPENCL_MEMORY_SCOPE_DEVICE
                   && memory_scope_all_svm_devices == __OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES
                   && memory_scope_sub_group == __OPENCL_MEMORY_SCOPE_SUB_GROUP, "memory_scope");
    _Static_assert(CLK_IMAGE_MEM_FENCE == 4, "CLK_IMAGE_MEM_FENCE");
    kernel void k(global int *out) { enum memory_order o = memory_order_seq_cst; out[0] = o; }
    """
    compile_cl(clang, tmp_path, source, std)


def test_memory_scope_all_devices_is_3_0s_name(clang: FrontEnd, tmp_path: Path) -> None:
    source = """
    _Static_assert(memory_scope_all_devices == memory_scope_all_svm_devices, "all devices");
    kernel void k(global int *out) { out[0] = memory_scope_all_devices; }
    """
    compile_cl(clang, tmp_path, source, "CL3.0")
    assert run_clang(clang, tmp_path, source, "CL2.0").returncode != 0


@pytest.mark.parametrize("std", ["CL2.0", "CL3.0"])
def test_explicit_atomics_take_memory_order_and_scope(
    clang: FrontEnd, tmp_path: Path, std: str
) -> None:
    source = """
    global atomic_int counter = ATOMIC_VAR_INIT(0);
    global atomic_flag flag = ATOMIC_FLAG_INIT;
    kernel void k(global atomic_int *a, global int *out) {
        out[0] = atomic_fetch_add_explicit(a, 1, memory_order_relaxed, memory_scope_device);
        out[1] = atomic_fetch_add_explicit(&counter, 2, memory_order_acq_rel,
                                           memory_scope_work_group);
        out[2] = atomic_load(a) + atomic_flag_test_and_set(&flag);
        atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
        work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
    }
    """
    ir = compile_cl(clang, tmp_path, source, std)
    # (value, order, scope): relaxed = 0, acq_rel = 4, release = 3; work_group = 1, device = 2.
    fetch_add = r"@_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope"
    assert re.search(
        fetch_add + r"\(ptr addrspace\(4\) [^,]*, i32 noundef 1, i32 noundef 0, i32 noundef 2\)", ir
    )
    assert re.search(fetch_add + r"\(.*, i32 noundef 2, i32 noundef 4, i32 noundef 1\)", ir)
    fence = "@_Z22atomic_work_item_fencej12memory_order12memory_scope"
    assert f"{fence}(i32 noundef 2, i32 noundef 3, i32 noundef 2)" in ir
    assert "@_Z18work_group_barrierj12memory_scope(i32 noundef 1, i32 noundef 1)" in ir


def test_opencl_1_2_atomics(clang: FrontEnd, tmp_path: Path) -> None:
    source = """
    kernel void k(global int *g, local uint *l, global long *w) {
        atomic_add(g, 1);
        atomic_cmpxchg(l, 0u, 1u);
        atom_add(w, 1L);
    }
    """
    ir = compile_cl(clang, tmp_path, source, "CL1.2")
    assert "@_Z10atomic_addPU3AS1Vii" in ir and "@_Z8atom_addPU3AS1Vll" in ir


# -- builtins that depend on the header's switches ------------------------------------------


def test_named_address_space_builtins_without_the_generic_address_space(
    clang: FrontEnd, tmp_path: Path
) -> None:
    # OpenCL C 1.2 has no generic address space: vload, fract and co. need one overload per space.
    source = """
    kernel void k(global float *g, local float *l, global float4 *out) {
        float whole;
        out[0] = vload4(0, g) + vload4(1, l);
        out[1].x = fract(g[0], &whole) + whole;
        vstore4(out[0], 2, g);
    }
    """
    ir = compile_cl(clang, tmp_path, source, "CL1.2")
    assert "@_Z6vload4mPU3AS1Kf" in ir and "@_Z6vload4mPU3AS3Kf" in ir


@pytest.mark.parametrize("std", ["CL2.0", "CL3.0"])
def test_sub_group_and_work_group_collectives(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    source = """
    kernel void k(global int *out) {
        int x = (int)get_sub_group_local_id();
        out[0] = sub_group_reduce_add(x) + work_group_reduce_max(x);
        out[2] = (int)get_sub_group_size();
        sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);
        out[1] = sub_group_shuffle(x, 0u) + sub_group_shuffle_down(x, 1u);
    }
    """
    ir = compile_cl(clang, tmp_path, source, std)
    assert "@_Z20sub_group_reduce_addi" in ir and "@_Z21work_group_reduce_maxi" in ir
    assert "@_Z17sub_group_barrierj12memory_scope(i32 noundef 1, i32 noundef 4)" in ir


# -- printf ---------------------------------------------------------------------------------


@pytest.mark.parametrize("std", ALL_STDS)
def test_printf_is_declared_with_a_constant_format(
    clang: FrontEnd, tmp_path: Path, std: str
) -> None:
    source = """
    kernel void k(global float4 *v) {
        printf("%d %s %v4hlf\\n", (int)get_global_id(0), "text", v[0]);
    }
    """
    ir = compile_cl(clang, tmp_path, source, std, extra=["-Werror=format"])
    assert re.search(r"declare [^\n]*i32 @printf\(ptr addrspace\(2\)[^\n]*, \.\.\.\)", ir)


def test_printf_arguments_are_checked_against_the_format(clang: FrontEnd, tmp_path: Path) -> None:
    source = 'kernel void k(global float *f) { printf("%d\\n", f); }\n'
    done = run_clang(clang, tmp_path, source, "CL3.0", extra=["-Werror=format"])
    assert done.returncode != 0 and "format specifies type 'int'" in done.stderr


# -- the header itself ----------------------------------------------------------------------


@pytest.mark.parametrize("std", ALL_STDS)
def test_the_header_says_nothing_even_with_every_warning_on(
    clang: FrontEnd, tmp_path: Path, std: str
) -> None:
    source = "kernel void k(global int *out) { out[0] = 1; }\n"
    quiet = ["-Weverything", "-Wno-pedantic-core-features"]  # that one is about -cl-ext, not us
    done = run_clang(clang, tmp_path, source, std, extra=quiet)
    assert (done.returncode, done.stderr) == (0, "")


@pytest.mark.parametrize("std", ALL_STDS)
def test_clangs_own_spir64_defaults_work_too(clang: FrontEnd, tmp_path: Path, std: str) -> None:
    # Without -cl-ext, clang turns on every extension and feature for spir64.
    source = """
    kernel void k(global float4 *f, global int *out) {
        f[0] = vload4(0, (global float *)f) * M_PI_F;
        barrier(CLK_GLOBAL_MEM_FENCE);
        out[0] = INT_MAX;
        printf("%d\\n", out[0]);
    }
    """
    compile_cl(clang, tmp_path, source, std, ext=None)


def test_feature_macros_are_left_to_cl_ext(clang: FrontEnd, tmp_path: Path) -> None:
    # The header reads __opencl_c_* / cl_khr_* but defines none of the spec's: all it adds are the
    # switches clang's builtin tables look for (3.0 with the generic address space: one of two).
    def macros(header: bool) -> set[str]:
        done = run_clang(clang, tmp_path, "", "CL3.0", header=header, action=["-dM", "-E"])
        assert done.returncode == 0, done.stderr
        names = (
            line.split()[1] for line in done.stdout.splitlines() if line.startswith("#define ")
        )
        return {name for name in names if name.startswith(("__opencl_c_", "cl_", "__opencl_"))}

    added = macros(header=True) - macros(header=False)
    assert added == {"__opencl_subgroup_builtins"}
