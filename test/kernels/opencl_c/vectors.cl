/* Vector types: swizzles, vload/vstore, conversions, reinterpretation, 3-element vectors. */

/* out[i] = (in[i].wzyx, in[i].s0123 * 2, (float4)(lo, hi) of in[i].s1032) */
__kernel void swizzle4(__global const float4 *in, __global float4 *out) {
    size_t i = get_global_id(0);
    float4 v = in[i];
    float4 r = v.wzyx;
    float4 d = v.s0123 * 2.0f;
    float4 p = (float4)(v.s10, v.s32);
    float4 q = (float4)(v.xy, v.zw).yxwz;
    out[4 * i + 0] = r;
    out[4 * i + 1] = d;
    out[4 * i + 2] = p;
    out[4 * i + 3] = q + (float4)(v.x);
}

/* .lo/.hi/.even/.odd of a float8, and writes through swizzles. */
__kernel void halves8(__global const float8 *in, __global float4 *out) {
    size_t i = get_global_id(0);
    float8 v = in[i];
    out[4 * i + 0] = v.lo;
    out[4 * i + 1] = v.hi;
    out[4 * i + 2] = v.even;
    out[4 * i + 3] = v.odd;
}

/* A swizzle on the left: w.xz = ..., w.hi = ..., w.s3 = ... */
__kernel void swizzle_store(__global const int4 *in, __global int4 *out) {
    size_t i = get_global_id(0);
    int4 v = in[i];
    int4 w = (int4)(0);
    w.xz = v.yw;
    w.yw = v.xz * 10;
    int4 u = v;
    u.hi = u.lo;
    u.s0 = -1;
    out[2 * i] = w;
    out[2 * i + 1] = u;
}

/* vload4/vstore4 from unaligned scalar offsets, vload2/vstore8, and the component-wise math. */
__kernel void vload_vstore(__global const float *in, __global float *out, int offset) {
    size_t i = get_global_id(0);
    float4 a = vload4(i, in + offset);
    float2 b = vload2(0, in + 4 * i + 1);
    float8 c = (float8)(a * a, (float4)(b, b.yx));
    vstore8(c, i, out);
}

/* convert_int4_sat (rounding and saturation), convert_uchar4_sat, as_uint4, as_float4. */
__kernel void convert_reinterpret(__global const float4 *in, __global int4 *sat, __global uint4 *bits,
                                  __global uchar4 *bytes, __global int4 *rte) {
    size_t i = get_global_id(0);
    float4 v = in[i];
    sat[i] = convert_int4_sat(v);
    bits[i] = as_uint4(v) ^ (uint4)(0x80000000u);
    bytes[i] = convert_uchar4_sat(convert_int4_sat(v));
    rte[i] = convert_int4_sat_rte(v);
}

/* 3-element vectors: vload3/vstore3 on packed data, a float3* buffer (16-byte elements), cross, dot. */
__kernel void vec3(__global const float *packed, __global float *packed_out, __global float3 *padded,
                   __global float *dots) {
    size_t i = get_global_id(0);
    float3 a = vload3(i, packed);
    float3 b = (float3)(1.0f, 2.0f, 3.0f);
    float3 c = cross(a, b);
    vstore3(c, i, packed_out);
    padded[i] = a.zyx + (float3)(0.5f);
    dots[i] = dot(a, b) + length(b) * 0.0f;
}

/* Integer vector operators: shifts, comparisons (-1 for true), select, any/all, min/max. */
__kernel void int_ops(__global const int4 *a, __global const int4 *b, __global int4 *out, __global int *flags) {
    size_t i = get_global_id(0);
    int4 x = a[i], y = b[i];
    int4 lt = x < y;
    out[4 * i + 0] = lt;
    out[4 * i + 1] = select(x, y, lt);
    out[4 * i + 2] = (x << 2) ^ (y >> 1);
    out[4 * i + 3] = clamp(x, (int4)(-5), (int4)(5)) + max(x, y) - min(x, y) + as_int4(abs_diff(x, y)).wzyx;
    flags[i] = any(lt) + 2 * all(lt);
}
