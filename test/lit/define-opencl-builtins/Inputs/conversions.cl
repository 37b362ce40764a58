// Conversions: int<->int (with _sat), float->int (rounding modes, _sat), int->float, float<->float.
__kernel void conversions(__global int *i, __global uchar *uc, __global char *c, __global uint *u, __global long *l,
                          __global ulong *ul, __global float *f, __global double *d, __global int4 *i4, __global float4 *f4,
                          __global short8 *s8) {
  float x = f[0];
  i[0] = convert_int(x) + convert_int_rte(x) + convert_int_rtp(x) + convert_int_rtn(x) + convert_int_sat(x) + convert_int_sat_rte(x);
  uc[0] = convert_uchar_sat(x) + convert_uchar_sat(i[1]) + convert_uchar(i[2]);
  c[0] = convert_char_sat(u[0]) + convert_char_sat(l[0]);
  u[1] = convert_uint_sat(i[3]) + convert_uint(c[1]);
  i[4] = convert_int_sat(u[2]) + convert_int(c[2]) + convert_int(uc[1]);
  l[1] = convert_long(i[5]) + convert_long_sat(ul[0]);
  ul[1] = convert_ulong_sat(l[2]) + convert_ulong_rtz(d[0]);
  f[1] = convert_float(i[6]) + convert_float(u[3]) + convert_float_rte(l[3]) + convert_float(d[1]) + convert_float_rtz(c[3]);
  d[2] = convert_double(x) + convert_double_rtp(i[7]);
  i4[0] = convert_int4(f4[0]) + convert_int4_sat_rtn(f4[1]);
  f4[2] = convert_float4(i4[1]);
  s8[0] = convert_short8_sat(convert_int8(f4[3].xyzwxyzw));
}
