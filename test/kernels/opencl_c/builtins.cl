/* A sweep of OpenCL C builtins, scalar and vector, each checked against numpy by the host. */

/* Integer functions on int4 (out: 12 int4 per work-item). */
__kernel void integer_fns(__global const int4 *a, __global const int4 *b, __global int4 *out) {
    size_t i = get_global_id(0);
    int4 x = a[i], y = b[i];
    __global int4 *o = out + 12 * i;
    o[0] = add_sat(x, y);
    o[1] = sub_sat(x, y);
    o[2] = hadd(x, y);
    o[3] = rhadd(x, y);
    o[4] = mul_hi(x, y);
    o[5] = mad24(x, y, (int4)(7));
    o[6] = popcount(x);
    o[7] = clz(x);
    o[8] = rotate(x, y);
    o[9] = as_int4(abs(x));
    o[10] = mad_sat(x, y, (int4)(1 << 30));
    o[11] = ctz(x);
}

/* uchar/ushort/ulong variants: saturating arithmetic and upsample. */
__kernel void narrow_wide(__global const uchar16 *a, __global const uchar16 *b, __global uchar16 *sat,
                          __global ushort16 *up, __global const ulong *c, __global ulong *hi) {
    size_t i = get_global_id(0);
    sat[2 * i] = add_sat(a[i], b[i]);
    sat[2 * i + 1] = sub_sat(a[i], b[i]);
    up[i] = upsample(a[i], b[i]);
    hi[i] = mul_hi(c[i], c[i + 1]);
}

/* Maths on float4 (out: 12 float4 per work-item); sincos/fract/frexp/modf write through pointers. */
__kernel void math_fns(__global const float4 *a, __global const float4 *b, __global float4 *out,
                       __global int4 *exps) {
    size_t i = get_global_id(0);
    float4 x = a[i], y = b[i];
    __global float4 *o = out + 12 * i;
    float4 c, ip, fl;
    o[0] = sincos(x, &c);
    o[1] = c;
    o[2] = fract(x, &fl);
    o[3] = fl;
    int4 e;
    o[4] = frexp(x, &e);
    exps[i] = e;
    o[5] = modf(x, &ip) + ip * 0.0f;
    o[6] = pow(fabs(x), y) + hypot(x, y);
    o[7] = atan2(x, y) + copysign(1.0f, x);
    o[8] = fmod(x, y) + remainder(x, y);
    o[9] = ldexp(x, (int4)(3, -2, 0, 1)) + cbrt(x);
    o[10] = step(0.0f, x) + smoothstep(-1.0f, 1.0f, x) + mix(x, y, 0.25f) + sign(x);
    o[11] = degrees(x) + radians(y) + native_exp(x * 0.1f) * 0.0f + rsqrt(fabs(y) + 1.0f);
}

/* Relational functions: vector results are -1/0, scalar ones 1/0. */
__kernel void relational(__global const float4 *a, __global const float4 *b, __global int4 *out,
                         __global int *scalar) {
    size_t i = get_global_id(0);
    float4 x = a[i], y = b[i];
    __global int4 *o = out + 6 * i;
    o[0] = isnan(x);
    o[1] = isinf(y);
    o[2] = isgreater(x, y) + 2 * isless(x, y);
    o[3] = signbit(x);
    o[4] = isordered(x, y) + 2 * isunordered(x, y);
    o[5] = as_int4(bitselect(x, y, as_float4((int4)(0xffff0000))));
    scalar[i] = isnan(x.x) + 2 * isfinite(y.y) + 4 * any(isnan(x)) + 8 * all(isgreater(x, y));
}

/* shuffle/shuffle2 with computed masks, and select on floats. */
__kernel void shuffles(__global const float4 *a, __global const float4 *b, __global const uint4 *mask,
                       __global float8 *out) {
    size_t i = get_global_id(0);
    float4 s1 = shuffle(a[i], mask[i]);
    float4 s2 = shuffle2(a[i], b[i], mask[i] + (uint4)(2));
    float8 wide = shuffle2(a[i], b[i], (uint8)(7, 6, 5, 4, 3, 2, 1, 0));
    out[3 * i] = (float8)(s1, s2);
    out[3 * i + 1] = wide;
    out[3 * i + 2] = (float8)(select(a[i], b[i], isgreater(a[i], b[i])), a[i].s3210);
}

/* Geometric functions on float4 and float2. */
__kernel void geometric(__global const float4 *a, __global const float4 *b, __global float *out,
                        __global float4 *vout) {
    size_t i = get_global_id(0);
    float4 x = a[i], y = b[i];
    out[4 * i] = dot(x, y);
    out[4 * i + 1] = length(x);
    out[4 * i + 2] = distance(x, y);
    out[4 * i + 3] = fast_length(x.xy);
    vout[2 * i] = normalize(x);
    vout[2 * i + 1] = cross(x, y);
}

/* The rest of the maths: the *pi functions, rootn, maxmag/minmag, ilogb, nan, remquo, lgamma_r
 * (float4; out: 12 float4, ints: 3 int4 per work-item). */
__kernel void math_more(__global const float4 *a, __global const float4 *b, __global float4 *out,
                        __global int4 *ints) {
    size_t i = get_global_id(0);
    float4 x = a[i], y = b[i];
    __global float4 *o = out + 12 * i;
    int4 quo, sign;
    o[0] = sinpi(x);
    o[1] = cospi(x);
    o[2] = tanpi(x);
    o[3] = asinpi(clamp(y, -1.0f, 1.0f));
    o[4] = acospi(clamp(y, -1.0f, 1.0f));
    o[5] = atanpi(x) + atan2pi(x, y);
    o[6] = rootn(x, (int4)(3, 2, -3, 5));
    o[7] = maxmag(x, y);
    o[8] = minmag(x, y);
    o[9] = remquo(x, y, &quo);
    o[10] = lgamma_r(x, &sign);
    o[11] = nan((uint4)(1, 2, 3, 0));
    ints[3 * i] = ilogb(x);
    ints[3 * i + 1] = quo;
    ints[3 * i + 2] = sign;
}

#pragma OPENCL EXTENSION cl_khr_fp64 : enable
/* The same functions on double scalars: sinpi, cospi, rootn, remquo, ilogb. */
__kernel void math_more_double(__global const double *a, __global const double *b, __global double *out,
                               __global int *ints) {
    size_t i = get_global_id(0);
    double x = a[i], y = b[i];
    int quo;
    out[4 * i] = sinpi(x);
    out[4 * i + 1] = cospi(x);
    out[4 * i + 2] = rootn(x, 3);
    out[4 * i + 3] = remquo(x, y, &quo);
    ints[2 * i] = quo;
    ints[2 * i + 1] = ilogb(x);
}
