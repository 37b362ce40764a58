// An empty kernel: what a launch costs, with nothing to run.
__kernel void empty(__global int *data) {}
