/* half (storage through vload_half/vstore_half, arithmetic with cl_khr_fp16) and double. */

/* float <-> half storage: out = half(in * 2 + 1), rounded with each vstore_half variant. */
__kernel void half_storage(__global const half *in, __global half *out, __global float *widened) {
    size_t i = get_global_id(0);
    float f = vload_half(i, in);
    widened[i] = f;
    vstore_half(f * 2.0f + 1.0f, i, out);
}

/* vload_half4/vstore_half4 and vloada_half4. */
__kernel void half_vectors(__global const half *in, __global half *out) {
    size_t i = get_global_id(0);
    float4 v = vload_half4(i, in);
    float4 w = vloada_half4(i, in);
    vstore_half4(v + w * 0.5f, i, out);
}

#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
/* half arithmetic: a half buffer, half constants, half4 vectors, a conversion. */
__kernel void half_math(__global const half4 *a, __global const half4 *b, __global half4 *out,
                        __global float4 *as_float) {
    size_t i = get_global_id(0);
    half4 x = a[i], y = b[i];
    half4 r = x * y + (half)0.5h;
    out[i] = fmax(r, x - y);
    as_float[i] = convert_float4(x) + convert_float4(y);
}
#endif

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
/* double: Kahan-compensated partial sums per work-item, sqrt/exp, conversions to and from float. */
__kernel void double_math(__global const double *x, __global double *out, __global float *narrowed,
                          int per_item) {
    size_t i = get_global_id(0);
    double sum = 0.0, c = 0.0;
    for (int k = 0; k < per_item; ++k) {
        double y = x[i * per_item + k] - c;
        double t = sum + y;
        c = (t - sum) - y;
        sum = t;
    }
    out[3 * i + 0] = sum;
    out[3 * i + 1] = sqrt(fabs(sum)) + exp(-sum * sum);
    out[3 * i + 2] = fma(sum, 2.0, 1e-300) + (double)(float)sum;
    narrowed[i] = convert_float(sum);
}

/* double2 vectors and a long <-> double round trip. */
__kernel void double_vectors(__global const double2 *in, __global double2 *out, __global long *rounded) {
    size_t i = get_global_id(0);
    double2 v = in[i];
    out[i] = v.yx * v + (double2)(1.0, -1.0);
    rounded[i] = convert_long_rte(v.x * 1000.0);
}
