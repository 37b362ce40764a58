// vload/vstore in every address space (OpenCL 1.2: an overload per address space), vload_half/vstore_half.
__constant float table[8] = {1, 2, 3, 4, 5, 6, 7, 8};

__kernel void vload(__global float *g, __local int *lo, __global half *h, __global double *d, uint k) {
  float4 v = vload4(k, g) + vload4(1, table);
  vstore4(v, k + 1, g);
  int2 w = vload2(k, lo);
  vstore2(w, 3, lo);
  float p[8];
  vstore8(vload8(0, g), 0, p);
  vstore3(vload3(k, g) + vload3(0, p), 2, g);
  float4 hv = vload_half4(k, h) + vload_half(0, h);
  vstore_half4(hv, 1, h);
  vstore_half_rte(hv.x, 9, h);
  vstore_half(d[0], 10, h);
  vstorea_half4(hv, 3, h);
  vstore_half3(vloada_half3(1, h), 5, h);
}
