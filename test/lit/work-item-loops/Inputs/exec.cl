// Kernels run by test/unit/test_work_item_loops_exec.py (and read by some lit tests).

// Values live across two barriers; work-items exchange data through local memory.
kernel void live_across(global const int *in, global int *out, local int *tmp) {
  size_t l = get_local_id(0), n = get_local_size(0), g = get_global_id(0);
  int a = in[g] * 3;
  int b = in[g] + (int)l;
  tmp[l] = a;
  barrier(CLK_LOCAL_MEM_FENCE);
  int r = tmp[n - 1 - l];
  barrier(CLK_LOCAL_MEM_FENCE);
  tmp[l] = b;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[g] = r * 1000 + tmp[(l + 1) % n] + a;
}

// A barrier in a loop: tree reduction in local memory (power-of-two local sizes).
kernel void tree_reduce(global const int *in, global int *out, local int *scratch) {
  size_t l = get_local_id(0), n = get_local_size(0);
  scratch[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = n / 2; s > 0; s >>= 1) {
    if (l < s)
      scratch[l] += scratch[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0)
    out[get_group_id(0)] = scratch[0];
}

// A barrier in a branch that every work-item takes the same way.
kernel void uniform_branch(global const int *in, global int *out, local int *tmp, int flag) {
  size_t l = get_local_id(0), n = get_local_size(0), g = get_global_id(0);
  int v = in[g];
  if (flag) {
    tmp[l] = v * 2;
    barrier(CLK_LOCAL_MEM_FENCE);
    v = tmp[n - 1 - l];
  }
  out[g] = v + 1;
}

// Work-group collectives over a 1-D group.
kernel void collectives(global const int *in, global int *out, global float *fout) {
  size_t g = get_global_id(0);
  int x = in[g];
  out[g * 8 + 0] = work_group_reduce_add(x);
  out[g * 8 + 1] = work_group_scan_inclusive_add(x);
  out[g * 8 + 2] = work_group_scan_exclusive_max(x);
  out[g * 8 + 3] = work_group_broadcast(x, 1);
  out[g * 8 + 4] = work_group_any(x > 5);
  out[g * 8 + 5] = work_group_all(x > 0);
  out[g * 8 + 6] = work_group_reduce_min(x);
  out[g * 8 + 7] = work_group_scan_exclusive_add(x);
  fout[g] = work_group_reduce_add((float)x * 0.5f);
}

// Collectives and ids over a 2-D group: linear order is x + sx * y.
kernel void two_d(global int *out) {
  size_t lx = get_local_id(0), ly = get_local_id(1);
  size_t gx = get_global_id(0), gy = get_global_id(1);
  size_t w = get_global_size(0);
  int lin = (int)(ly * get_local_size(0) + lx);
  int s = work_group_scan_inclusive_add(lin);
  int b = work_group_broadcast(lin * 10, 1, 1);
  out[(gy * w + gx) * 3 + 0] = s;
  out[(gy * w + gx) * 3 + 1] = b;
  out[(gy * w + gx) * 3 + 2] = (int)get_local_linear_id();
}

// No barrier at all.
kernel void no_barrier(global const int *in, global int *out) {
  size_t g = get_global_id(0);
  out[g] = in[g] * 2 + (int)get_local_id(0);
}

// The region after the barrier does work-group-wide work in work-item 0; with
// the "once" schedule it runs for work-item 0 only (counted in runs[0]).
kernel void once_sum(global const int *in, global int *out, local int *tmp, global int *runs) {
  size_t l = get_local_id(0), n = get_local_size(0);
  tmp[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  __atomic_fetch_add(runs, 1, __ATOMIC_RELAXED);
  if (l == 0) {
    int s = 0;
    for (size_t i = 0; i < n; ++i)
      s += tmp[i];
    out[get_group_id(0)] = s;
  }
}

// Records the order the work-items run a region in (order[k] = linear id of the k-th).
kernel void run_order(global int *order, global int *counter) {
  size_t lin = get_local_linear_id();
  barrier(CLK_LOCAL_MEM_FENCE);
  int k = __atomic_fetch_add(counter, 1, __ATOMIC_RELAXED);
  order[k] = (int)lin;
}
