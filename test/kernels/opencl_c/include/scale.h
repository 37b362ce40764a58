/* Included through -I by test_opencl_runtime.py. */
#define SCALE(x) ((x) * FACTOR)
