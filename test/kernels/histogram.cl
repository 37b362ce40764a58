// Byte histogram with global atomics: bins[in[i]] += 1 for i < n.
__kernel void histogram(__global const uchar *in, __global volatile uint *bins, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    atomic_inc(&bins[in[i]]);
}
