// Work-group collectives over signed, unsigned and floating-point types; 1- to 3-D broadcasts.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void work_groups(__global int *oi, __global uint *ou, __global long *ol, __global ulong *om,
                          __global float *of, __global double *od, int x, uint y, long l, ulong m,
                          float f, double dd) {
  oi[0] = work_group_any(x);
  oi[1] = work_group_all(x);
  oi[2] = work_group_broadcast(x, get_local_id(0));
  od[0] = work_group_broadcast(dd, 1, 2);
  of[0] = work_group_broadcast(f, 1, 2, 3);
  oi[3] = work_group_reduce_add(x);
  oi[4] = work_group_reduce_min(x);
  ou[0] = work_group_reduce_max(y);
  ol[0] = work_group_scan_inclusive_add(l);
  om[0] = work_group_scan_inclusive_min(m);
  ol[1] = work_group_scan_exclusive_max(l);
  of[1] = work_group_reduce_add(f);
  of[2] = work_group_scan_exclusive_min(f);
  od[1] = work_group_scan_inclusive_max(dd);
  ou[1] = work_group_scan_exclusive_add(y);
}
