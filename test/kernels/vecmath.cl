// float4 arithmetic, math builtins and a data-dependent loop.
__kernel void vecmath(__global const float4 *a, __global float4 *b, __global int *steps) {
  size_t i = get_global_id(0);
  float4 v = a[i];
  float4 r = sqrt(fabs(v)) + native_exp(v * 0.5f) + fma(v, v, (float4)(1.0f));
  int n = 0;
  float x = r.x;
  while (x > 1.0f && n < 64) {
    x = x * 0.5f;
    n++;
  }
  steps[i] = n;
  b[i] = select(r, v, isgreater(v, r)) + (float4)(dot(v, r));
}
