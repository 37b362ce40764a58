/*
 * ncpu-opt's OpenCL C base header.
 *
 * Written for this project from the OpenCL C specification (1.2, 2.0 and 3.0):
 * it is not clang's opencl-c-base.h, which the ziglang wheel does not ship.
 * The front end force-includes it (`-include`) before the program, next to
 * clang's `-fdeclare-opencl-builtins`, and the two split the work:
 *
 *   - clang declares the builtin *functions* (maths, work-items, atomics,
 *     vload/vstore, conversions, ...) lazily, on first use;
 *   - this header gives the *types and macros* those declarations and user
 *     kernels name (uint, float4, size_t, cl_mem_fence_flags, memory_order,
 *     FLT_MAX, M_PI_F, ...), and printf, which clang does not declare.
 *
 * Feature and extension macros (__opencl_c_*, cl_khr_*) are NOT defined here:
 * clang predefines them from `-cl-ext=`, which also switches the matching
 * language rules (generic address space, double, ...), so the two cannot
 * disagree.  The header only reads them.  Nor does it redefine anything clang
 * predefines (__OPENCL_C_VERSION__, CL_VERSION_*, __ENDIAN_LITTLE__,
 * __OPENCL_MEMORY_SCOPE_*, __ATOMIC_*, ...).
 *
 * The target is spir64: 64-bit pointers and size_t, little-endian, signed
 * char.
 */

#ifndef NCPU_OPT_OPENCL_C_BASE_H
#define NCPU_OPT_OPENCL_C_BASE_H

/* An implementation header: its reserved __NCPU_* names and the like must
 * not show up as warnings in the program's build log (-Weverything). */
#pragma clang system_header

#ifndef __OPENCL_C_VERSION__
#error "opencl-c-base.h is for OpenCL C (clang -x cl / -cl-std=CLx.y)"
#endif

/* ------------------------------------------------------------------------
 * Versions
 * ------------------------------------------------------------------------ */

/* clang 22 predefines these; kept for a system clang that does not. */
#ifndef CL_VERSION_1_0
#define CL_VERSION_1_0 100
#endif
#ifndef CL_VERSION_1_1
#define CL_VERSION_1_1 110
#endif
#ifndef CL_VERSION_1_2
#define CL_VERSION_1_2 120
#endif
#ifndef CL_VERSION_2_0
#define CL_VERSION_2_0 200
#endif
#ifndef CL_VERSION_3_0
#define CL_VERSION_3_0 300
#endif

/* The OpenCL version of the device (not of the language the program asked
 * for): ours is an OpenCL 3.0 device.  clang leaves it to the runtime; a
 * -D__OPENCL_VERSION__=... on the command line wins. */
#ifndef __OPENCL_VERSION__
#define __OPENCL_VERSION__ CL_VERSION_3_0
#endif

/* The device has no images.  clang's SPIR target predefines
 * __IMAGE_SUPPORT__ regardless of -cl-ext, so it is withdrawn here, and
 * `#ifdef __IMAGE_SUPPORT__` code takes its image-free path. */
#undef __IMAGE_SUPPORT__

/* ------------------------------------------------------------------------
 * Switches read by clang's -fdeclare-opencl-builtins tables
 *
 * clang declares a builtin only when every macro its table entry names is
 * defined.  Two of those names are not spec features but internal switches
 * that a base header is expected to set.
 * ------------------------------------------------------------------------ */

/* Without the generic address space, pointer-taking builtins (vload/vstore,
 * fract, modf, sincos, frexp, remquo, the 2.0 atomics...) need one overload
 * per named address space: __global, __local, __private. */
#if !defined(__opencl_c_generic_address_space)
#define __opencl_c_named_address_space_builtins 1
#endif

/* get_sub_group_size(), sub_group_reduce_add() and friends. */
#if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
#define __opencl_subgroup_builtins 1
#endif

/* ------------------------------------------------------------------------
 * Scalar types (spec "Built-in Scalar Data Types")
 *
 * bool, char, short, int, long, float, double and half are keywords; the
 * unsigned short names and the pointer-sized types are typedefs.  clang's
 * builtin tables use the target's own size/ptrdiff/intptr types, so the
 * typedefs must name exactly those (hence the __*_TYPE__ macros).
 * ------------------------------------------------------------------------ */

typedef unsigned char uchar;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef __INTPTR_TYPE__ intptr_t;
typedef __UINTPTR_TYPE__ uintptr_t;

#ifndef NULL
#define NULL ((void *)0)
#endif

/* ------------------------------------------------------------------------
 * Vector types (spec "Built-in Vector Data Types")
 *
 * ext_vector_type, not vector_size: that is the type clang's builtins are
 * declared with, and it gives the .xyzw / .s0123 / .lo / .hi / .even / .odd
 * component syntax.  A 3-component vector has the size and alignment of a
 * 4-component one, as the spec requires.
 * ------------------------------------------------------------------------ */

#define __NCPU_VECTORS(T)                                      \
    typedef T T##2 __attribute__((ext_vector_type(2)));        \
    typedef T T##3 __attribute__((ext_vector_type(3)));        \
    typedef T T##4 __attribute__((ext_vector_type(4)));        \
    typedef T T##8 __attribute__((ext_vector_type(8)));        \
    typedef T T##16 __attribute__((ext_vector_type(16)));

__NCPU_VECTORS(char)
__NCPU_VECTORS(uchar)
__NCPU_VECTORS(short)
__NCPU_VECTORS(ushort)
__NCPU_VECTORS(int)
__NCPU_VECTORS(uint)
__NCPU_VECTORS(long)
__NCPU_VECTORS(ulong)
__NCPU_VECTORS(float)

/* double is optional (cl_khr_fp64; the __opencl_c_fp64 feature in 3.0,
 * which clang keeps equal to cl_khr_fp64). */
#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)
__NCPU_VECTORS(double)
#endif

/* half is always a storage type (vload_half/vstore_half), but half values
 * and half vectors come with cl_khr_fp16; the program still has to
 * `#pragma OPENCL EXTENSION cl_khr_fp16 : enable` to compute with them. */
#ifdef cl_khr_fp16
__NCPU_VECTORS(half)
#endif

#undef __NCPU_VECTORS

/* ------------------------------------------------------------------------
 * Reinterpreting casts (spec "Reinterpreting Data With as_type")
 *
 * as_<type>(x) keeps x's bits and gives them another type of the same size
 * (a 3-component vector counts as 4 components).  clang has the operation,
 * __builtin_astype, but not the names: they are macros of the base header.
 * ------------------------------------------------------------------------ */

#define as_char(x) __builtin_astype((x), char)
#define as_char2(x) __builtin_astype((x), char2)
#define as_char3(x) __builtin_astype((x), char3)
#define as_char4(x) __builtin_astype((x), char4)
#define as_char8(x) __builtin_astype((x), char8)
#define as_char16(x) __builtin_astype((x), char16)
#define as_uchar(x) __builtin_astype((x), uchar)
#define as_uchar2(x) __builtin_astype((x), uchar2)
#define as_uchar3(x) __builtin_astype((x), uchar3)
#define as_uchar4(x) __builtin_astype((x), uchar4)
#define as_uchar8(x) __builtin_astype((x), uchar8)
#define as_uchar16(x) __builtin_astype((x), uchar16)
#define as_short(x) __builtin_astype((x), short)
#define as_short2(x) __builtin_astype((x), short2)
#define as_short3(x) __builtin_astype((x), short3)
#define as_short4(x) __builtin_astype((x), short4)
#define as_short8(x) __builtin_astype((x), short8)
#define as_short16(x) __builtin_astype((x), short16)
#define as_ushort(x) __builtin_astype((x), ushort)
#define as_ushort2(x) __builtin_astype((x), ushort2)
#define as_ushort3(x) __builtin_astype((x), ushort3)
#define as_ushort4(x) __builtin_astype((x), ushort4)
#define as_ushort8(x) __builtin_astype((x), ushort8)
#define as_ushort16(x) __builtin_astype((x), ushort16)
#define as_int(x) __builtin_astype((x), int)
#define as_int2(x) __builtin_astype((x), int2)
#define as_int3(x) __builtin_astype((x), int3)
#define as_int4(x) __builtin_astype((x), int4)
#define as_int8(x) __builtin_astype((x), int8)
#define as_int16(x) __builtin_astype((x), int16)
#define as_uint(x) __builtin_astype((x), uint)
#define as_uint2(x) __builtin_astype((x), uint2)
#define as_uint3(x) __builtin_astype((x), uint3)
#define as_uint4(x) __builtin_astype((x), uint4)
#define as_uint8(x) __builtin_astype((x), uint8)
#define as_uint16(x) __builtin_astype((x), uint16)
#define as_long(x) __builtin_astype((x), long)
#define as_long2(x) __builtin_astype((x), long2)
#define as_long3(x) __builtin_astype((x), long3)
#define as_long4(x) __builtin_astype((x), long4)
#define as_long8(x) __builtin_astype((x), long8)
#define as_long16(x) __builtin_astype((x), long16)
#define as_ulong(x) __builtin_astype((x), ulong)
#define as_ulong2(x) __builtin_astype((x), ulong2)
#define as_ulong3(x) __builtin_astype((x), ulong3)
#define as_ulong4(x) __builtin_astype((x), ulong4)
#define as_ulong8(x) __builtin_astype((x), ulong8)
#define as_ulong16(x) __builtin_astype((x), ulong16)
#define as_float(x) __builtin_astype((x), float)
#define as_float2(x) __builtin_astype((x), float2)
#define as_float3(x) __builtin_astype((x), float3)
#define as_float4(x) __builtin_astype((x), float4)
#define as_float8(x) __builtin_astype((x), float8)
#define as_float16(x) __builtin_astype((x), float16)

#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)
#define as_double(x) __builtin_astype((x), double)
#define as_double2(x) __builtin_astype((x), double2)
#define as_double3(x) __builtin_astype((x), double3)
#define as_double4(x) __builtin_astype((x), double4)
#define as_double8(x) __builtin_astype((x), double8)
#define as_double16(x) __builtin_astype((x), double16)
#endif

#ifdef cl_khr_fp16
#define as_half(x) __builtin_astype((x), half)
#define as_half2(x) __builtin_astype((x), half2)
#define as_half3(x) __builtin_astype((x), half3)
#define as_half4(x) __builtin_astype((x), half4)
#define as_half8(x) __builtin_astype((x), half8)
#define as_half16(x) __builtin_astype((x), half16)
#endif

/* ------------------------------------------------------------------------
 * Integer limits (spec "Macro Names / Integer")
 * ------------------------------------------------------------------------ */

#define CHAR_BIT 8

#define SCHAR_MAX 127
#define SCHAR_MIN (-127 - 1)
#define UCHAR_MAX 255
/* char is signed on spir64. */
#define CHAR_MAX SCHAR_MAX
#define CHAR_MIN SCHAR_MIN

#define SHRT_MAX 32767
#define SHRT_MIN (-32767 - 1)
#define USHRT_MAX 65535

#define INT_MAX 2147483647
#define INT_MIN (-2147483647 - 1)
#define UINT_MAX 0xffffffffU

#define LONG_MAX 0x7fffffffffffffffL
#define LONG_MIN (-0x7fffffffffffffffL - 1)
#define ULONG_MAX 0xffffffffffffffffUL

/* ------------------------------------------------------------------------
 * Floating-point limits (spec "Macro Names / Floating-Point")
 *
 * Hexadecimal literals, so each value is the exact IEEE-754 bound.
 * ------------------------------------------------------------------------ */

#define FLT_RADIX 2

#define FLT_DIG 6
#define FLT_MANT_DIG 24
#define FLT_MAX_10_EXP 38
#define FLT_MAX_EXP 128
#define FLT_MIN_10_EXP (-37)
#define FLT_MIN_EXP (-125)
#define FLT_MAX 0x1.fffffep127f
#define FLT_MIN 0x1.0p-126f
#define FLT_EPSILON 0x1.0p-23f

#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)
#define DBL_DIG 15
#define DBL_MANT_DIG 53
#define DBL_MAX_10_EXP 308
#define DBL_MAX_EXP 1024
#define DBL_MIN_10_EXP (-307)
#define DBL_MIN_EXP (-1021)
#define DBL_MAX 0x1.fffffffffffffp1023
#define DBL_MIN 0x1.0p-1022
#define DBL_EPSILON 0x1.0p-52
#endif

/* The h suffix makes these half constants: usable once the program enabled
 * cl_khr_fp16 (a macro is only text until then). */
#ifdef cl_khr_fp16
#define HALF_DIG 3
#define HALF_MANT_DIG 11
#define HALF_MAX_10_EXP 4
#define HALF_MAX_EXP 16
#define HALF_MIN_10_EXP (-4)
#define HALF_MIN_EXP (-13)
#define HALF_RADIX 2
#define HALF_MAX 0x1.ffcp15h
#define HALF_MIN 0x1.0p-14h
#define HALF_EPSILON 0x1.0p-10h
#endif

/* Special values.  MAXFLOAT is FLT_MAX; HUGE_VALF and INFINITY are +inf as
 * float; NAN is a quiet float NaN; HUGE_VAL is +inf as double. */
#define MAXFLOAT FLT_MAX
#define HUGE_VALF __builtin_huge_valf()
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")
#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)
#define HUGE_VAL __builtin_huge_val()
#endif

/* What ilogb returns for 0 and for NaN.  The spec allows INT_MIN or -INT_MAX
 * for 0 and INT_MAX or INT_MIN for NaN; ilogb's definition must agree. */
#define FP_ILOGB0 INT_MIN
#define FP_ILOGBNAN INT_MAX

/* FP_FAST_FMAF / FP_FAST_FMA / FP_FAST_FMA_HALF say that fma() is about as
 * fast as a multiply and an add.  Whether it is depends on the host CPU the
 * kernel is finally compiled for (x86-64 without FMA3 computes fma in
 * software), which is not known when SPIR64 IR is made, so they are left
 * undefined: the conservative answer, which the spec permits.  A front end
 * that knows the host may pass -DFP_FAST_FMAF=1 (etc.). */

/* ------------------------------------------------------------------------
 * Mathematical constants (spec "Math Constants")
 *
 * _F: float, no suffix: double (with fp64), _H: half (with cl_khr_fp16).
 * The literals carry more digits than any of the types, so each constant is
 * the correctly rounded value in its type.
 * ------------------------------------------------------------------------ */

#define M_E_F 2.71828182845904523536028747135266250f
#define M_LOG2E_F 1.44269504088896340735992468100189214f
#define M_LOG10E_F 0.434294481903251827651128918916605082f
#define M_LN2_F 0.693147180559945309417232121458176568f
#define M_LN10_F 2.30258509299404568401799145468436421f
#define M_PI_F 3.14159265358979323846264338327950288f
#define M_PI_2_F 1.57079632679489661923132169163975144f
#define M_PI_4_F 0.785398163397448309615660845819875721f
#define M_1_PI_F 0.318309886183790671537767526745028724f
#define M_2_PI_F 0.636619772367581343075535053490057448f
#define M_2_SQRTPI_F 1.12837916709551257389615890312154517f
#define M_SQRT2_F 1.41421356237309504880168872420969808f
#define M_SQRT1_2_F 0.707106781186547524400844362104849039f

#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)
#define M_E 2.71828182845904523536028747135266250
#define M_LOG2E 1.44269504088896340735992468100189214
#define M_LOG10E 0.434294481903251827651128918916605082
#define M_LN2 0.693147180559945309417232121458176568
#define M_LN10 2.30258509299404568401799145468436421
#define M_PI 3.14159265358979323846264338327950288
#define M_PI_2 1.57079632679489661923132169163975144
#define M_PI_4 0.785398163397448309615660845819875721
#define M_1_PI 0.318309886183790671537767526745028724
#define M_2_PI 0.636619772367581343075535053490057448
#define M_2_SQRTPI 1.12837916709551257389615890312154517
#define M_SQRT2 1.41421356237309504880168872420969808
#define M_SQRT1_2 0.707106781186547524400844362104849039
#endif

#ifdef cl_khr_fp16
#define M_E_H 2.71828182845904523536028747135266250h
#define M_LOG2E_H 1.44269504088896340735992468100189214h
#define M_LOG10E_H 0.434294481903251827651128918916605082h
#define M_LN2_H 0.693147180559945309417232121458176568h
#define M_LN10_H 2.30258509299404568401799145468436421h
#define M_PI_H 3.14159265358979323846264338327950288h
#define M_PI_2_H 1.57079632679489661923132169163975144h
#define M_PI_4_H 0.785398163397448309615660845819875721h
#define M_1_PI_H 0.318309886183790671537767526745028724h
#define M_2_PI_H 0.636619772367581343075535053490057448h
#define M_2_SQRTPI_H 1.12837916709551257389615890312154517h
#define M_SQRT2_H 1.41421356237309504880168872420969808h
#define M_SQRT1_2_H 0.707106781186547524400844362104849039h
#endif

/* ------------------------------------------------------------------------
 * Kernel attributes
 * ------------------------------------------------------------------------ */

/* A kernel with a work-group size hint of (X, 1, 1) and a vector type hint
 * (spec "Function Qualifiers"). */
#define __kernel_exec(X, typen) \
    __kernel __attribute__((work_group_size_hint(X, 1, 1))) __attribute__((vec_type_hint(typen)))
#define kernel_exec(X, typen) __kernel_exec(X, typen)

/* ------------------------------------------------------------------------
 * Synchronisation (spec "Synchronization Functions", "Explicit Memory Fence
 * Functions")
 *
 * The flags of barrier(), mem_fence(), work_group_barrier() and
 * atomic_work_item_fence().  clang's builtin tables declare those functions
 * with the typedef cl_mem_fence_flags, looked up by name, so it must exist.
 * ------------------------------------------------------------------------ */

typedef uint cl_mem_fence_flags;

#define CLK_LOCAL_MEM_FENCE 0x01
#define CLK_GLOBAL_MEM_FENCE 0x02
#if __OPENCL_C_VERSION__ >= CL_VERSION_2_0
/* Orders image accesses; images live in global memory. */
#define CLK_IMAGE_MEM_FENCE 0x04
#endif

/* ------------------------------------------------------------------------
 * Sampler flags (spec "Samplers")
 *
 * The device runs no image kernels, and the front end refuses them by name.
 * The flags a sampler initialiser is written with are still given, so that
 * such a kernel reaches that refusal instead of failing on undeclared
 * identifiers.  (In 3.0 without __opencl_c_images, clang rejects sampler_t
 * itself; the flags stay defined so that its error is the only one.)  The
 * values are SPIR's sampler encoding.
 * ------------------------------------------------------------------------ */

#define CLK_NORMALIZED_COORDS_FALSE 0x00
#define CLK_NORMALIZED_COORDS_TRUE 0x01
#define CLK_ADDRESS_NONE 0x00
#define CLK_ADDRESS_CLAMP_TO_EDGE 0x02
#define CLK_ADDRESS_CLAMP 0x04
#define CLK_ADDRESS_REPEAT 0x06
#define CLK_ADDRESS_MIRRORED_REPEAT 0x08
#define CLK_FILTER_NEAREST 0x10
#define CLK_FILTER_LINEAR 0x20

/* ------------------------------------------------------------------------
 * OpenCL 2.0 atomics: memory_order and memory_scope (spec "Atomic
 * Functions")
 *
 * clang's builtin tables find these by their *enum tags* (`enum
 * memory_order`), so the enums are named, not anonymous; the tag is also what
 * the mangled names say (`12memory_order`).  The values are clang's: the C11
 * __ATOMIC_* orders and the __OPENCL_MEMORY_SCOPE_* scopes its code
 * generation understands.
 *
 * In 3.0 some orders and scopes are optional features; in 2.0 they are all
 * core, whatever -cl-ext says.
 * ------------------------------------------------------------------------ */

#if __OPENCL_C_VERSION__ >= CL_VERSION_2_0

#if __OPENCL_C_VERSION__ == CL_VERSION_2_0 || defined(__opencl_c_atomic_order_acq_rel)
#define __NCPU_ORDER_ACQ_REL 1
#endif
#if __OPENCL_C_VERSION__ == CL_VERSION_2_0 || defined(__opencl_c_atomic_order_seq_cst)
#define __NCPU_ORDER_SEQ_CST 1
#endif
#if __OPENCL_C_VERSION__ == CL_VERSION_2_0 || defined(__opencl_c_atomic_scope_device)
#define __NCPU_SCOPE_DEVICE 1
#endif
#if __OPENCL_C_VERSION__ == CL_VERSION_2_0 || defined(__opencl_c_atomic_scope_all_devices)
#define __NCPU_SCOPE_ALL_DEVICES 1
#endif

typedef enum memory_order {
    memory_order_relaxed = __ATOMIC_RELAXED,
#ifdef __NCPU_ORDER_ACQ_REL
    memory_order_acquire = __ATOMIC_ACQUIRE,
    memory_order_release = __ATOMIC_RELEASE,
    memory_order_acq_rel = __ATOMIC_ACQ_REL,
#endif
#ifdef __NCPU_ORDER_SEQ_CST
    memory_order_seq_cst = __ATOMIC_SEQ_CST,
#endif
} memory_order;

typedef enum memory_scope {
    memory_scope_work_item = __OPENCL_MEMORY_SCOPE_WORK_ITEM,
    memory_scope_work_group = __OPENCL_MEMORY_SCOPE_WORK_GROUP,
#ifdef __NCPU_SCOPE_DEVICE
    memory_scope_device = __OPENCL_MEMORY_SCOPE_DEVICE,
#endif
#ifdef __NCPU_SCOPE_ALL_DEVICES
    memory_scope_all_svm_devices = __OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES,
#if __OPENCL_C_VERSION__ >= CL_VERSION_3_0
    /* 3.0's name for the same scope. */
    memory_scope_all_devices = __OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES,
#endif
#endif
#if defined(cl_khr_subgroups) || defined(__opencl_c_subgroups)
    memory_scope_sub_group = __OPENCL_MEMORY_SCOPE_SUB_GROUP,
#endif
} memory_scope;

#undef __NCPU_ORDER_ACQ_REL
#undef __NCPU_ORDER_SEQ_CST
#undef __NCPU_SCOPE_DEVICE
#undef __NCPU_SCOPE_ALL_DEVICES

/* Initialisers of atomic objects (ATOMIC_VAR_INIT is deprecated in 3.0 but
 * still part of it).  atomic_int, atomic_flag etc. are clang's own types. */
#define ATOMIC_VAR_INIT(value) (value)
#define ATOMIC_FLAG_INIT 0

/* ------------------------------------------------------------------------
 * Device-side enqueue (spec "Enqueuing Kernels", core in OpenCL C 2.0)
 *
 * Our device cannot enqueue kernels.  The types and flags are declared all
 * the same, so that a 2.0 program using enqueue_kernel compiles and the front
 * end can refuse it by name ("device-side enqueue, used by ...") rather than
 * clang failing on an unknown ndrange_t.
 * ------------------------------------------------------------------------ */

#if __OPENCL_C_VERSION__ == CL_VERSION_2_0
#define CLK_SUCCESS 0
#define CLK_ENQUEUE_FAILURE -101
#define CLK_INVALID_QUEUE -102
#define CLK_INVALID_NDRANGE -160
#define CLK_INVALID_EVENT_WAIT_LIST -57
#define CLK_DEVICE_QUEUE_FULL -161
#define CLK_INVALID_ARG_SIZE -51
#define CLK_EVENT_ALLOCATION_FAILURE -100
#define CLK_OUT_OF_RESOURCES -5
#define CLK_NULL_QUEUE 0
#define CLK_NULL_EVENT (__builtin_astype(((__SIZE_TYPE__)-1), clk_event_t))
#define CLK_ENQUEUE_FLAGS_NO_WAIT 0x0
#define CLK_ENQUEUE_FLAGS_WAIT_KERNEL 0x1
#define CLK_ENQUEUE_FLAGS_WAIT_WORK_GROUP 0x2
typedef int kernel_enqueue_flags_t;
typedef int clk_profiling_info;
#define CLK_PROFILING_COMMAND_EXEC_TIME 0x1
#define CLK_COMPLETE 0x0
#define CLK_RUNNING 0x1
#define CLK_SUBMITTED 0x2
#define CLK_QUEUED 0x3
#define __NCPU_MAX_WORK_DIM 3
typedef struct {
    unsigned int workDimension;
    __SIZE_TYPE__ globalWorkOffset[__NCPU_MAX_WORK_DIM];
    __SIZE_TYPE__ globalWorkSize[__NCPU_MAX_WORK_DIM];
    __SIZE_TYPE__ localWorkSize[__NCPU_MAX_WORK_DIM];
} ndrange_t;
#undef __NCPU_MAX_WORK_DIM
#endif

#endif /* OpenCL C 2.0 and later */

/* ------------------------------------------------------------------------
 * printf (spec "printf", OpenCL C 1.2 and later)
 *
 * Declared here because -fdeclare-opencl-builtins does not.  The format
 * lives in the constant address space; format(printf) lets clang check the
 * arguments, OpenCL's vector conversions included (%v4hlf for a float4,
 * %v2hd for a short2...).
 * ------------------------------------------------------------------------ */

#if __OPENCL_C_VERSION__ >= CL_VERSION_1_2
int printf(__constant const char *restrict format, ...) __attribute__((format(printf, 1, 2)));
#endif

#endif /* NCPU_OPT_OPENCL_C_BASE_H */
