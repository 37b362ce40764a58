// y = a * x + y: one work-item per element, no barrier.  The host launches
// exactly n work-items, so the last work-group may be smaller than the others.
__kernel void saxpy(float a, __global const float *x, __global float *y, uint n) {
    size_t i = get_global_id(0);
    if (i < n)
        y[i] = a * x[i] + y[i];
}
