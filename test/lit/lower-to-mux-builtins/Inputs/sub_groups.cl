// Sub-group getters and collectives over signed, unsigned, floating-point and narrow types.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void sub_groups(__global int *oi, __global uint *ou, __global long *ol, __global ulong *om,
                         __global float *of, __global double *od, __global half *oh,
                         __global short *os, __global uchar *oc, int x, uint y, long l, ulong m,
                         float f, double dd, short s, uchar c) {
  ou[0] = get_sub_group_size();
  ou[1] = get_max_sub_group_size();
  ou[2] = get_num_sub_groups();
  ou[3] = get_sub_group_id();
  ou[4] = get_sub_group_local_id();
  oi[0] = sub_group_any(x);
  oi[1] = sub_group_all(x);
  oi[2] = sub_group_broadcast(x, y);
  oi[3] = sub_group_reduce_add(x);
  oi[4] = sub_group_reduce_min(x);
  oi[5] = sub_group_reduce_max(x);
  oi[6] = sub_group_scan_inclusive_add(x);
  oi[7] = sub_group_scan_exclusive_min(x);
  ou[5] = sub_group_reduce_min(y);
  ou[6] = sub_group_scan_inclusive_max(y);
  ol[0] = sub_group_reduce_max(l);
  om[0] = sub_group_scan_exclusive_min(m);
  om[1] = sub_group_broadcast(m, 3);
  of[0] = sub_group_reduce_add(f);
  of[1] = sub_group_scan_exclusive_max(f);
  of[2] = sub_group_broadcast(f, 0);
  od[0] = sub_group_scan_inclusive_min(dd);
  oh[0] = sub_group_reduce_add(oh[1]);
  os[0] = sub_group_reduce_min(s);
  oc[0] = sub_group_reduce_max(c);
  oi[8] = sub_group_shuffle(x, y);
  of[3] = sub_group_shuffle_xor(f, 1u);
  oi[9] = sub_group_shuffle_up(x, 1u);
  ou[7] = sub_group_shuffle_down(y, 2u);
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
}
