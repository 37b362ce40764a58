/* Build options: macros from -D (with and without a value), a header through -I, the OpenCL C
 * version (-cl-std), and the maths options. */
#include "scale.h"

#ifndef OFFSET
#error "build with -D OFFSET=..."
#endif

__kernel void macros(__global int *out) {
    size_t i = get_global_id(0);
    int v = SCALE((int)i) + OFFSET;
#ifdef NEGATE
    v = -v;
#endif
#ifdef LABEL
    v += sizeof(LABEL);
#endif
    out[i] = v;
}

/* What the language version gives: __OPENCL_C_VERSION__ and features each version has. */
__kernel void version(__global int *out, __global float *data) {
    size_t i = get_global_id(0);
    out[0] = __OPENCL_C_VERSION__;
#if __OPENCL_C_VERSION__ >= 200
    /* The generic address space: a pointer to __global or private data, read through it;
     * to_global gives the __global pointer back. */
    float priv = 2.0f;
    float *p = i % 2 ? (float *)&data[i] : (float *)&priv;
    int back = i % 2 ? (to_global(p) == &data[i] ? 1000 : -1000) : 0;
    out[1 + i] = (int)(*p * 10.0f) + back;
#else
    out[1 + i] = (int)(data[i] * 10.0f);
#endif
#ifdef __opencl_c_generic_address_space
    out[0] += 1;
#endif
}

/* Maths that the options may change: only results every option must keep are checked. */
__kernel void maths(__global const float *a, __global const float *b, __global const float *c,
                    __global float *out) {
    size_t i = get_global_id(0);
    out[4 * i + 0] = a[i] * b[i] + c[i];
    out[4 * i + 1] = sqrt(a[i]) / b[i];
    out[4 * i + 2] = exp(-a[i]) + log(b[i]);
    out[4 * i + 3] = mad(a[i], b[i], c[i]);
}
