// Execution tests of the maths, common, geometric, relational and integer builtins
// (test/unit/test_define_opencl_builtins_exec.py).  x is in (0, 1), y in (-2, 2).
#define F(k, e) out[(k) * n + i] = (e)

__kernel void math4(__global const float4 *xs, __global const float4 *ys, __global float4 *out) {
  size_t i = get_global_id(0), n = get_global_size(0);
  float4 x = xs[i], y = ys[i];
  F(0, sqrt(x)); F(1, fabs(y)); F(2, exp(y)); F(3, exp2(y)); F(4, exp10(y)); F(5, expm1(y));
  F(6, log(x)); F(7, log2(x)); F(8, log10(x)); F(9, log1p(x)); F(10, pow(x, y)); F(11, pown(y, (int4)(3, -2, 0, 5)));
  F(12, powr(x, y)); F(13, sin(y)); F(14, cos(y)); F(15, tan(y)); F(16, asin(x)); F(17, acos(x));
  F(18, atan(y)); F(19, atan2(y, x)); F(20, sinh(y)); F(21, cosh(y)); F(22, tanh(y)); F(23, floor(3 * y));
  F(24, ceil(3 * y)); F(25, round(3 * y)); F(26, rint(3 * y)); F(27, trunc(3 * y)); F(28, fmin(x, y)); F(29, fmax(y, 0.5f));
  F(30, fmod(y, x)); F(31, fma(x, y, x)); F(32, mad(x, y, x)); F(33, hypot(x, y)); F(34, cbrt(y)); F(35, copysign(x, y));
  F(36, fdim(x, y)); F(37, ldexp(x, 3)); F(38, rsqrt(x)); F(39, native_sin(y)); F(40, half_exp(y)); F(41, native_divide(x, y));
  F(42, native_recip(x)); F(43, clamp(y, -0.5f, 0.5f)); F(44, degrees(y)); F(45, radians(y)); F(46, max(x, y)); F(47, min(x, y));
  F(48, mix(x, y, 0.25f)); F(49, step(0.0f, y)); F(50, smoothstep(-1.0f, 1.0f, y)); F(51, sign(y)); F(52, normalize(y));
  F(53, cross(x, y)); F(54, (float4)(dot(x, y))); F(55, (float4)(length(y))); F(56, (float4)(distance(x, y)));
  F(57, (float4)(fast_length(x))); F(58, atanh(x)); F(59, acosh(1 + x));
}

__kernel void math_double(__global const double2 *xs, __global const double2 *ys, __global double2 *out) {
  size_t i = get_global_id(0), n = get_global_size(0);
  double2 x = xs[i], y = ys[i];
  F(0, sqrt(x)); F(1, exp(y)); F(2, log(x)); F(3, sin(y)); F(4, tanh(y)); F(5, pow(x, y)); F(6, cbrt(y));
  F(7, fma(x, y, x)); F(8, pown(y, 3)); F(9, (double2)(dot(x, y))); F(10, fmin(x, y));
}

__kernel void math_scalar(__global const float *xs, __global const float *ys, __global float *out, __global int *ints) {
  size_t i = get_global_id(0), n = get_global_size(0);
  float x = xs[i], y = ys[i];
  int e;
  float whole, floor_;
  F(0, frexp(y, &e));
  ints[i] = e;
  F(1, modf(3 * y, &whole));
  F(2, whole);
  F(3, fract(3 * y, &floor_));
  F(4, floor_);
  F(5, length(y)); F(6, sign(y)); F(7, exp(x));
}

__kernel void relational(__global const float4 *xs, __global const float4 *ys, __global int4 *out, __global int *scalars) {
  size_t i = get_global_id(0), n = get_global_size(0);
  float4 x = xs[i], y = ys[i];
  F(0, isequal(x, y)); F(1, isnotequal(x, y)); F(2, isgreater(x, y)); F(3, isgreaterequal(x, y));
  F(4, isless(x, y)); F(5, islessequal(x, y)); F(6, islessgreater(x, y)); F(7, isfinite(x));
  F(8, isinf(x)); F(9, isnan(x)); F(10, isnormal(x)); F(11, isordered(x, y)); F(12, isunordered(x, y));
  F(13, signbit(x));
  F(14, as_int4(select(x, y, isless(x, y))));
  F(15, as_int4(bitselect(x, y, as_float4((int4)(0x80000000, 0x7fffffff, 0, -1)))));
  F(16, select((int4)(1, 2, 3, 4), (int4)(5, 6, 7, 8), as_int4(x)));
  scalars[i * 6 + 0] = isless(x.x, y.x);
  scalars[i * 6 + 1] = isnan(x.y);
  scalars[i * 6 + 2] = signbit(x.z);
  scalars[i * 6 + 3] = any(as_int4(x));
  scalars[i * 6 + 4] = all(as_int4(x));
  scalars[i * 6 + 5] = select(10, 20, as_int(x.w));
}

__kernel void integer_int(__global const int4 *as, __global const int4 *bs, __global const int4 *cs, __global int4 *out) {
  size_t i = get_global_id(0), n = get_global_size(0);
  int4 a = as[i], b = bs[i], c = cs[i];
  F(0, as_int4(abs(a))); F(1, as_int4(abs_diff(a, b))); F(2, add_sat(a, b)); F(3, sub_sat(a, b)); F(4, hadd(a, b));
  F(5, rhadd(a, b)); F(6, clamp(a, -100, 100)); F(7, clz(a)); F(8, ctz(a)); F(9, popcount(a)); F(10, mad24(a >> 8, b >> 8, c));
  F(11, mul24(a >> 8, b >> 8)); F(12, mad_hi(a, b, c)); F(13, mul_hi(a, b)); F(14, mad_sat(a, b, c)); F(15, max(a, b));
  F(16, min(a, 7)); F(17, rotate(a, b));
}

__kernel void integer_uint(__global const uint4 *as, __global const uint4 *bs, __global const uint4 *cs, __global uint4 *out,
                           __global long *longs, __global ulong *ulongs, __global const short *ss) {
  size_t i = get_global_id(0), n = get_global_size(0);
  uint4 a = as[i], b = bs[i], c = cs[i];
  F(0, abs(a)); F(1, abs_diff(a, b)); F(2, add_sat(a, b)); F(3, sub_sat(a, b)); F(4, hadd(a, b));
  F(5, rhadd(a, b)); F(6, clamp(a, 100u, 1000000u)); F(7, clz(a)); F(8, mad_hi(a, b, c)); F(9, mul_hi(a, b));
  F(10, mad_sat(a, b, c)); F(11, max(a, b)); F(12, rotate(a, b));
  long la = (long)a.x << 20 | b.x, lb = -(long)c.x << 24 | a.y;
  longs[i * 4 + 0] = mul_hi(la, lb);
  longs[i * 4 + 1] = mad_sat(la, lb, (long)c.y);
  longs[i * 4 + 2] = upsample((int)a.z, b.z);
  longs[i * 4 + 3] = add_sat(la * 1000, lb * 1000);
  ulongs[i * 2 + 0] = mad_sat((ulong)la, (ulong)a.w, (ulong)c.w);
  ulongs[i * 2 + 1] = mul_hi((ulong)la * 4099, (ulong)lb);
  longs[4 * n + i] = upsample(ss[i], (ushort)b.w);
}
