// Execution tests of conversions and vload/vstore (test/unit/test_define_opencl_builtins_conversions_exec.py).
#define F(k, e) out[(k) * n + i] = (e)

__kernel void float_to_int(__global const float4 *xs, __global int4 *out, __global uchar4 *bytes, __global uint4 *words) {
  size_t i = get_global_id(0), n = get_global_size(0);
  float4 x = xs[i];
  F(0, convert_int4(x)); F(1, convert_int4_rte(x)); F(2, convert_int4_rtp(x)); F(3, convert_int4_rtn(x));
  F(4, convert_int4_rtz(x)); F(5, convert_int4_sat(x)); F(6, convert_int4_sat_rte(x)); F(7, convert_int4_sat_rtp(x));
  F(8, convert_int4_sat_rtn(x));
  bytes[i] = convert_uchar4_sat(x);
  bytes[n + i] = convert_uchar4_sat_rte(x);
  words[i] = convert_uint4_sat_rtn(x);
  out[9 * n + i] = (int4)(convert_int_sat_rtp(x.x), convert_int(x.y), (int)convert_char_sat(x.z), (int)convert_short_sat_rte(x.w));
}

__kernel void int_to_int(__global const int4 *as, __global const uint4 *us, __global const long4 *ls, __global char4 *chars,
                         __global uchar4 *uchars, __global short4 *shorts, __global uint4 *uints, __global int4 *ints,
                         __global long4 *longs, __global ulong4 *ulongs) {
  size_t i = get_global_id(0), n = get_global_size(0);
  int4 a = as[i];
  uint4 u = us[i];
  long4 l = ls[i];
  chars[i] = convert_char4(a);
  chars[n + i] = convert_char4_sat(a);
  chars[2 * n + i] = convert_char4_sat(u);
  uchars[i] = convert_uchar4_sat(a);
  uchars[n + i] = convert_uchar4(u);
  shorts[i] = convert_short4_sat(a);
  shorts[n + i] = convert_short4_sat_rtz(l);
  uints[i] = convert_uint4_sat(a);
  uints[n + i] = convert_uint4_sat(l);
  uints[2 * n + i] = convert_uint4(a);
  ints[i] = convert_int4_sat(u);
  ints[n + i] = convert_int4_sat(l);
  ints[2 * n + i] = convert_int4(l);
  longs[i] = convert_long4(a);
  longs[n + i] = convert_long4(u);
  longs[2 * n + i] = convert_long4_sat(convert_ulong4(l));
  ulongs[i] = convert_ulong4_sat(l);
  ulongs[n + i] = convert_ulong4(a);
}

__kernel void to_float(__global const int4 *as, __global const uint4 *us, __global const long4 *ls, __global const double4 *ds,
                       __global const float4 *xs, __global float4 *floats, __global double4 *doubles) {
  size_t i = get_global_id(0), n = get_global_size(0);
  floats[i] = convert_float4(as[i]);
  floats[n + i] = convert_float4_rte(us[i]);
  floats[2 * n + i] = convert_float4(ls[i]);
  floats[3 * n + i] = convert_float4(ds[i]);
  floats[4 * n + i] = convert_float4_rtz(convert_short4(as[i]));
  doubles[i] = convert_double4(xs[i]);
  doubles[n + i] = convert_double4_rtn(as[i]);
}

// vload4/vstore4 from element-aligned (not vector-aligned) addresses, global and local.
__kernel void vectors(__global const float *src, __global float *dst, __local float *scratch, uint shift) {
  size_t i = get_global_id(0), l = get_local_id(0);
  float4 v = vload4(i, src + shift);
  vstore4(v, l, scratch + 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  float4 w = vload4(l, scratch + 1) * 2.0f;
  vstore4(w, i, dst + shift + 1);
  float3 t = vload3(i, src + 1);
  vstore3(t + 1.0f, i, dst + 4 * get_global_size(0) + 8);
}

__kernel void halves(__global const half *h, __global float *f, __global half *out, __global const double *d) {
  size_t i = get_global_id(0), n = get_global_size(0);
  f[i] = vload_half(i, h);
  float4 v = vload_half4(i, h + 1);
  vstore4(v, i, f + n + 1);
  vstore_half4(v * 3.0f, i, out + 1);
  vstore_half_rte(f[i] / 3.0f, 4 * n + 2 + i, out);
  vstore_half(d[i], 5 * n + 2 + i, out);
}
