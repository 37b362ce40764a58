// Integer builtins: signedness from the mangled name.
__kernel void integer(__global int *i, __global uint *u, __global int4 *v, __global long *l, __global short *s, __global ushort *us) {
  i[0] = abs_diff(i[1], i[2]) + add_sat(i[1], i[2]) + hadd(i[1], i[2]) + clz(i[3]) + mul_hi(i[1], i[2]) + rotate(i[1], i[2]);
  u[0] = add_sat(u[1], u[2]) + hadd(u[1], u[2]) + max(u[1], u[2]) + mad_sat(u[0], u[1], u[2]) + popcount(u[3]);
  v[0] = clamp(v[1], 0, 10) + min(v[1], v[2]) + as_int4(abs(v[3]));
  l[0] = upsample(i[4], u[4]) + mul_hi(l[1], l[2]);
  i[5] = upsample(s[0], us[0]);
}
