// Relational, common and geometric builtins.
__kernel void relational(__global float4 *f, __global double2 *d, __global int4 *i, __global long2 *l, __global int *s,
                         __global float *g) {
  i[0] = isgreater(f[0], f[1]) + isnan(f[2]) + isnormal(f[3]) + signbit(f[0]);
  l[0] = isnotequal(d[0], d[1]);
  s[0] = isless(g[0], g[1]) + isinf(g[2]) + any(i[1]) + all(i[2]) + select(1, 2, s[1]);
  f[0] = select(f[1], f[2], i[3]) + bitselect(f[0], f[1], f[2]);
  f[1] = clamp(f[0], 0.0f, 1.0f) + mix(f[0], f[1], 0.5f) + step(0.5f, f[2]) + smoothstep(0.0f, 1.0f, f[3]) + sign(f[0]);
  f[2] = cross(f[0], f[1]) + normalize(f[2]) + (float4)(dot(f[0], f[1]) + length(f[3]) + distance(f[0], f[1]));
  g[0] = degrees(g[1]) + max(g[2], g[3]);
}
