/* Conversions to floating point with each rounding mode, and vstore_half with each mode. */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define MODES(T, SRC, OUT, I)                                        \
    OUT[4 * (I) + 0] = convert_##T##_rte(SRC);                       \
    OUT[4 * (I) + 1] = convert_##T##_rtz(SRC);                       \
    OUT[4 * (I) + 2] = convert_##T##_rtp(SRC);                       \
    OUT[4 * (I) + 3] = convert_##T##_rtn(SRC);

/* double, int, uint, long and ulong to float. */
__kernel void to_float(__global const double *d, __global const int *i, __global const uint *u,
                       __global const long *l, __global const ulong *ul, __global float *out) {
    size_t k = get_global_id(0);
    __global float *o = out + 20 * k;
    MODES(float, d[k], o, 0)
    MODES(float, i[k], o, 1)
    MODES(float, u[k], o, 2)
    MODES(float, l[k], o, 3)
    MODES(float, ul[k], o, 4)
}

/* long and ulong to double. */
__kernel void to_double(__global const long *l, __global const ulong *ul, __global double *out) {
    size_t k = get_global_id(0);
    __global double *o = out + 8 * k;
    MODES(double, l[k], o, 0)
    MODES(double, ul[k], o, 1)
}

/* float, double and int to half (as bits), and the four vstore_half modes, vstore_half4_rtp. */
__kernel void to_half(__global const float *f, __global const double *d, __global const int *i,
                      __global ushort *out, __global half *stored, __global half *stored4) {
    size_t k = get_global_id(0);
    __global ushort *o = out + 12 * k;
    half h[12];
    MODES(half, f[k], h, 0)
    MODES(half, d[k], h, 1)
    MODES(half, i[k], h, 2)
    for (int j = 0; j < 12; ++j)
        o[j] = as_ushort(h[j]);
    vstore_half_rte(f[k], 4 * k, stored);
    vstore_half_rtz(f[k], 4 * k + 1, stored);
    vstore_half_rtp(d[k], 4 * k + 2, stored);
    vstore_half_rtn(d[k], 4 * k + 3, stored);
    vstore_half4_rtp((float4)(f[k], -f[k], f[k] * 3.0f, (float)d[k]), k, stored4);
}
