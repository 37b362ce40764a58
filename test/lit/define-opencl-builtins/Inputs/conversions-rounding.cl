// A directed rounding mode converting int to float: nearest, then stepped one ulp.
__kernel void rounding(__global int *i, __global float *f) { f[0] = convert_float_rtz(i[0]); }
