// OpenCL 1.x atomics (global and local, int/uint/long/ulong/float) and OpenCL 2.0 atomics.
__kernel void opencl1(__global volatile int *g, __local volatile uint *l, __global volatile long *gl,
                      __global volatile float *gf, __global volatile ulong *gu) {
  atomic_add(g, 1); atomic_sub(g, 2); atomic_xchg(g, 3); atomic_inc(g); atomic_dec(l);
  atomic_min(g, 4); atomic_max(l, 5u); atomic_and(g, 6); atomic_or(g, 7); atomic_xor(g, 8);
  atomic_cmpxchg(g, 1, 2); atomic_xchg(gf, 1.0f);
  atom_add(gl, 1); atom_min(gu, 3ul); atom_cmpxchg(gl, 1, 2); atom_inc(g);
}

__kernel void opencl2(__global atomic_int *g, __global atomic_uint *u, __global atomic_float *f,
                      __global int *expected, __local atomic_long *l, __global int *out) {
  atomic_init(g, 1);
  atomic_store(g, 2);
  int x = atomic_load(g);
  x += atomic_exchange(g, 3);
  x += atomic_fetch_sub(g, 1);
  x += atomic_fetch_min(g, 1);
  x += atomic_fetch_max(u, 1u);
  x += atomic_compare_exchange_strong(g, expected, 5);
  x += atomic_compare_exchange_weak(g, expected, 5);
  x += atomic_fetch_add_explicit(g, 1, memory_order_relaxed);
  x += atomic_fetch_or_explicit(g, 1, memory_order_acq_rel, memory_scope_work_group);
  x += atomic_load_explicit(g, memory_order_acquire);
  atomic_store_explicit(g, 1, memory_order_release);
  x += atomic_compare_exchange_strong_explicit(g, expected, 5, memory_order_acq_rel, memory_order_acquire);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  x += atomic_flag_test_and_set((__global atomic_flag *)g);
  atomic_flag_clear_explicit((__global atomic_flag *)g, memory_order_release);
  x += atomic_fetch_add(l, 1);
  x += (int)atomic_fetch_add(f, 1.0f);
  out[0] = x;
}
