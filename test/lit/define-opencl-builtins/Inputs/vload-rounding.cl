// vstore_half with a directed rounding mode: nearest, then stepped one ulp.
__kernel void rounding(__global float *f, __global half *h) { vstore_half_rtz(f[0], 0, h); }
