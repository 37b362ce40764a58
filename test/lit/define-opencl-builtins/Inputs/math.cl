// Maths builtins: intrinsics, C library calls per lane, native_/half_ variants, scalar arguments.
__kernel void maths(__global float4 *f, __global double *d, __global float *s, __global int4 *k) {
  f[0] = sqrt(f[0]) + native_exp(f[1]) + fma(f[0], f[1], f[2]) + mad(f[0], f[1], f[2]) + fmin(f[1], 2.0f);
  f[1] = tanh(f[2]) + cbrt(f[3]) + pown(f[0], k[0]) + rsqrt(f[1]) + fdim(f[0], f[1]) + ldexp(f[2], 3);
  d[0] = exp10(d[1]) + fmod(d[2], d[3]) + half_sqrt((float)d[4]);
  s[0] = powr(s[1], s[2]) + native_recip(s[3]);
}
