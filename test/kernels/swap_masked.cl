// Divergent read-then-write of one element: in the vectorised form the read is a masked load,
// the write a masked store to the same address, and the join a select of the loaded value
// (LLVM 22's InstCombine moved such a load below the store; ncpu_opt/vecz/masked_load_blends.py).
__kernel void swap_masked(__global int *a, __global const int *b, __global int *out) {
  size_t i = get_global_id(0);
  int x = b[i], r;
  if (x > 0) {
    r = a[i];
    a[i] = x;
  } else {
    r = 3 * x;
  }
  out[i] = r;
}

// The same with the sides exchanged: the other value is computed before the load when linearised.
__kernel void swap_masked_else(__global int *a, __global const int *b, __global int *out) {
  size_t i = get_global_id(0);
  int x = b[i], r;
  if (x > 0) {
    r = 3 * x;
  } else {
    r = a[i];
    a[i] = x;
  }
  out[i] = r;
}

// A constant on the other side.
__kernel void swap_masked_const(__global int *a, __global const int *b, __global int *out) {
  size_t i = get_global_id(0);
  int x = b[i], r = 2;
  if (x > 0) {
    r = a[i];
    a[i] = x;
  }
  out[i] = r;
}
