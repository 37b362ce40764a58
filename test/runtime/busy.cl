// A kernel that runs as long as asked: `iterations` dependent steps per work-item
// (the Ctrl-C and worker-pool tests of test/unit/test_runtime_launch.py).
__kernel void busy(__global float *out, uint iterations) {
  size_t i = get_global_id(0);
  float acc = (float)i;
  for (uint k = 0; k < iterations; k++)
    acc = acc * 0.999f + 1.0f;
  out[i] = acc;
}

// Counts how often each work-item ran: every slot must end at exactly the number of launches.
__kernel void count_runs(__global uint *runs) {
  size_t i = get_global_id(0) + get_global_size(0) * (get_global_id(1) + get_global_size(1) * get_global_id(2));
  runs[i] += 1;
}
