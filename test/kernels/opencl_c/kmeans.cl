/* k-means (Rodinia kmeans style): assignment of points to the nearest centre, then per-cluster
 * sums with atomics and a finalising kernel; the host loops a few iterations.  FEATURES and
 * CLUSTERS are #defined. */

#ifndef FEATURES
#define FEATURES 4
#endif
#ifndef CLUSTERS
#define CLUSTERS 5
#endif

__kernel void assign(__global const float *points, __constant float *centres, __global int *membership,
                     __global int *changes, int n) {
    int i = get_global_id(0);
    if (i >= n)
        return;
    int best = 0;
    float best_d = FLT_MAX;
    for (int c = 0; c < CLUSTERS; ++c) {
        float d = 0.0f;
        for (int f = 0; f < FEATURES; ++f) {
            float diff = points[i * FEATURES + f] - centres[c * FEATURES + f];
            d += diff * diff;
        }
        if (d < best_d) {
            best_d = d;
            best = c;
        }
    }
    if (membership[i] != best)
        atomic_inc(changes);
    membership[i] = best;
}

/* Fixed-point sums (exact in any order): sums[c * FEATURES + f] += round(point * 1024). */
__kernel void accumulate(__global const float *points, __global const int *membership, __global long *sums,
                         __global int *counts, int n) {
    int i = get_global_id(0);
    if (i >= n)
        return;
    int c = membership[i];
    atomic_inc(&counts[c]);
    for (int f = 0; f < FEATURES; ++f)
        atom_add(&sums[c * FEATURES + f], (long)rint(points[i * FEATURES + f] * 1024.0f));
}

__kernel void finalise(__global const long *sums, __global const int *counts, __global float *centres) {
    int c = get_global_id(0), f = get_global_id(1);
    if (counts[c] > 0)
        centres[c * FEATURES + f] = (float)((double)sums[c * FEATURES + f] / 1024.0 / counts[c]);
}
