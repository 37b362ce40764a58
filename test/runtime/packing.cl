// Every kind of kernel parameter the runtime packs (test/unit/test_runtime_packer.py).
__kernel void mixed(__global float *f, __global const int *ci, __local float *scratch, int i, uint u,
                    float x, long l, float4 v, __global double *d, uchar c, __global int16 *wide) {
  f[0] = x + (float)i + (float)u + (float)l + v.x + (float)c + scratch[0];
  d[0] = (double)ci[0];
  wide[0] = (int16)(i);
}
