// Execution tests of the atomics (test/unit/test_define_opencl_builtins_exec.py).
__kernel void histogram_local(__global const uchar *in, __global uint *bins, uint n, __local uint *local_bins) {
  size_t lid = get_local_id(0);
  for (size_t b = lid; b < 256; b += get_local_size(0))
    local_bins[b] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t i = get_global_id(0);
  if (i < n)
    atomic_inc(&local_bins[in[i]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t b = lid; b < 256; b += get_local_size(0))
    atomic_add(&bins[b], local_bins[b]);
}

// out: 0 sum (atomic_add), 1 sum (atom_add, long), 2 min, 3 max (uint), 4 count of successful
// cmpxchg increments, 5 fetch_add (2.0), 6 xor of all, 7 fetch_sub (2.0, explicit relaxed).
__kernel void reduce_all(__global const int *in, __global volatile int *out, __global volatile long *lsum,
                         __global volatile uint *umax) {
  size_t i = get_global_id(0);
  int v = in[i];
  atomic_add(&out[0], v);
  atom_add(lsum, (long)v);
  atomic_min(&out[2], v);
  atomic_max(umax, (uint)v);
  int old = out[4];
  while (atomic_cmpxchg(&out[4], old, old + 1) != old)
    old = out[4];
  atomic_fetch_add((volatile __global atomic_int *)&out[5], v);
  atomic_xor(&out[6], v);
  atomic_fetch_sub_explicit((volatile __global atomic_int *)&out[7], 1, memory_order_relaxed, memory_scope_device);
}

// A spin lock from atomic_flag protecting a non-atomic counter; compare_exchange_strong adds.
__kernel void locked(__global atomic_flag *flag, __global int *counter, __global atomic_int *total) {
  while (atomic_flag_test_and_set_explicit(flag, memory_order_acquire))
    ;
  *counter += 1;
  atomic_flag_clear_explicit(flag, memory_order_release);
  int expected = atomic_load(total);
  while (!atomic_compare_exchange_weak(total, &expected, expected + 2))
    ;
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
}
