/*
 * Calls four kernels compiled ahead of time by ncpu-opt (saxpy.cl, reduce.cl,
 * transpose.cl, histogram.cl) through their work-group drivers, on POSIX threads, and checks
 * each result against a plain C loop.  Prints OK and exits 0, or says what
 * differs and exits 1.  The ABI is in <ncpu_opt/kernel_abi.h>.
 *
 * NCPU_THREADS=N sets the number of threads (default: the online CPUs).
 */
#include <ncpu_opt/kernel_abi.h>

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef TILE
#define TILE 16 /* transpose.cl's; the Makefile passes the same -DTILE to both */
#endif
#define MAX_THREADS 64

/* The drivers: "saxpy.mux-work-group-driver" etc. in the kernels' objects. */
NCPU_DECLARE_DRIVER(saxpy_driver, saxpy);
NCPU_DECLARE_DRIVER(reduce_sum_driver, reduce_sum);
NCPU_DECLARE_DRIVER(transpose_driver, transpose);
NCPU_DECLARE_DRIVER(histogram_driver, histogram);

/* Packed arguments: the kernels' parameters in order, no padding. */
struct NCPU_PACKED_ARGS histogram_args {
    const uint8_t *values;
    uint32_t *bins;
    uint32_t n;
};
struct NCPU_PACKED_ARGS saxpy_args {
    float a;
    const float *x;
    float *y;
    uint32_t n;
};
struct NCPU_PACKED_ARGS reduce_sum_args {
    const float *in;
    float *partial;
    size_t scratch_bytes; /* __local float *scratch: its size, the driver allocates it */
    uint32_t n;
};
struct NCPU_PACKED_ARGS transpose_args {
    const float *in;
    float *out;
    uint32_t width;
    uint32_t height;
};
/* No padding: `x` right after the 4-byte float, where the driver reads it. */
_Static_assert(offsetof(struct saxpy_args, x) == 4, "packed arguments");
_Static_assert(sizeof(struct saxpy_args) == 24, "packed arguments");

/* One thread's share of a launch: a contiguous range of linear work-group indices. */
struct range {
    ncpu_wg_driver *driver;
    const void *args;
    const ncpu_wg_info *info;
    size_t first, end;
};

static void *run_range(void *arg) {
    const struct range *r = arg;
    r->driver(r->args, r->info, r->first, r->end);
    return NULL;
}

/* Run every work-group of *info, split over up to `threads` threads; 0 on success. */
static int launch(ncpu_wg_driver *driver, const void *args, const ncpu_wg_info *info,
                  size_t threads) {
    size_t total = ncpu_wg_info_total_groups(info);
    pthread_t ids[MAX_THREADS];
    struct range ranges[MAX_THREADS];
    pthread_attr_t attr;
    size_t started = 0;
    int err = 0;
    if (threads > total) threads = total;
    if (threads > MAX_THREADS) threads = MAX_THREADS;
    /* __local buffers and barrier state live on the running thread's stack. */
    if (pthread_attr_init(&attr) || pthread_attr_setstacksize(&attr, NCPU_THREAD_STACK_BYTES)) {
        fprintf(stderr, "cannot set up thread attributes\n");
        return -1;
    }
    for (size_t t = 0; t < threads; t++) {
        ranges[t] = (struct range){driver, args, info, 0, 0};
        ncpu_split_groups(total, threads, t, &ranges[t].first, &ranges[t].end);
        err = pthread_create(&ids[t], &attr, run_range, &ranges[t]);
        if (err) {
            fprintf(stderr, "pthread_create: %s\n", strerror(err));
            break;
        }
        started++;
    }
    for (size_t t = 0; t < started; t++) pthread_join(ids[t], NULL);
    pthread_attr_destroy(&attr);
    return err ? -1 : 0;
}

static size_t thread_count(void) {
    const char *env = getenv("NCPU_THREADS");
    long n = env ? atol(env) : sysconf(_SC_NPROCESSORS_ONLN);
    return n < 1 ? 1 : n > MAX_THREADS ? MAX_THREADS : (size_t)n;
}

static float *floats(size_t n) {
    float *p = malloc(n * sizeof *p);
    if (!p) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    return p;
}

static int check_saxpy(size_t threads) {
    const uint32_t n = 1000003; /* not a multiple of 256: the last group is smaller */
    const size_t global = n, local = 256;
    const float a = 2.5f;
    float *x = floats(n), *y = floats(n), *expected = floats(n);
    int bad = 0;
    for (uint32_t i = 0; i < n; i++) {
        x[i] = (float)(i % 1000) / 7.0f;
        y[i] = (float)(i % 333) - 100.0f;
        expected[i] = a * x[i] + y[i];
    }
    struct saxpy_args args = {a, x, y, n};
    ncpu_wg_info info;
    size_t groups = ncpu_wg_info_init(&info, 1, &global, &local, NULL);
    if (!groups || launch(saxpy_driver, &args, &info, threads)) return 1;
    for (uint32_t i = 0; i < n && bad < 5; i++) {
        /* The kernel may fuse a * x + y into one rounding (OpenCL allows it). */
        if (fabsf(y[i] - expected[i]) > 1e-5f * (1.0f + fabsf(expected[i]))) {
            fprintf(stderr, "saxpy: y[%u] = %g, expected %g\n", i, y[i], expected[i]);
            bad++;
        }
    }
    printf("saxpy: %u work-items, %zu work-groups: %s\n", n, groups, bad ? "FAIL" : "OK");
    free(x), free(y), free(expected);
    return bad != 0;
}

static int check_reduce(size_t threads) {
    const uint32_t n = 100003;
    const size_t global = n, local = 128;
    float *in = floats(n);
    for (uint32_t i = 0; i < n; i++) in[i] = (float)(i % 17) - 8.0f; /* integers: exact sums */
    ncpu_wg_info info;
    size_t groups = ncpu_wg_info_init(&info, 1, &global, &local, NULL);
    float *partial = floats(groups);
    struct reduce_sum_args args = {in, partial, local * sizeof(float), n};
    int bad = 0;
    if (!groups || launch(reduce_sum_driver, &args, &info, threads)) return 1;
    for (size_t g = 0; g < groups && bad < 5; g++) {
        float sum = 0.0f;
        for (size_t i = g * local; i < (g + 1) * local && i < n; i++) sum += in[i];
        if (partial[g] != sum) {
            fprintf(stderr, "reduce_sum: partial[%zu] = %g, expected %g\n", g, partial[g], sum);
            bad++;
        }
    }
    printf("reduce_sum: %u elements, %zu work-groups: %s\n", n, groups, bad ? "FAIL" : "OK");
    free(in), free(partial);
    return bad != 0;
}

static int check_transpose(size_t threads) {
    const uint32_t width = 300, height = 200;
    /* Uniform groups (reqd_work_group_size): round the global size up to TILE. */
    const size_t global[2] = {(width + TILE - 1) / TILE * TILE, (height + TILE - 1) / TILE * TILE};
    const size_t local[2] = {TILE, TILE};
    float *in = floats((size_t)width * height), *out = floats((size_t)width * height);
    int bad = 0;
    for (size_t i = 0; i < (size_t)width * height; i++) in[i] = (float)i;
    memset(out, 0, (size_t)width * height * sizeof *out);
    struct transpose_args args = {in, out, width, height};
    ncpu_wg_info info;
    size_t groups = ncpu_wg_info_init(&info, 2, global, local, NULL);
    if (!groups || launch(transpose_driver, &args, &info, threads)) return 1;
    for (uint32_t r = 0; r < width && bad < 5; r++) {
        for (uint32_t c = 0; c < height && bad < 5; c++) {
            if (out[(size_t)r * height + c] != in[(size_t)c * width + r]) {
                fprintf(stderr, "transpose: out[%u][%u] = %g, expected %g\n", r, c,
                        out[(size_t)r * height + c], in[(size_t)c * width + r]);
                bad++;
            }
        }
    }
    printf("transpose: %ux%u, %zu work-groups of %dx%d: %s\n", width, height, groups, TILE, TILE,
           bad ? "FAIL" : "OK");
    free(in), free(out);
    return bad != 0;
}

static int check_histogram(size_t threads) {
    const uint32_t n = 1 << 20;
    const size_t global = n, local = 128;
    uint8_t *values = malloc(n);
    uint32_t bins[256] = {0}, expected[256] = {0};
    int bad = 0;
    if (!values) return 1;
    for (uint32_t i = 0; i < n; i++) {
        values[i] = (uint8_t)((i * 2654435761u) >> 24);
        expected[values[i]]++;
    }
    struct histogram_args args = {values, bins, n};
    ncpu_wg_info info;
    size_t groups = ncpu_wg_info_init(&info, 1, &global, &local, NULL);
    if (!groups || launch(histogram_driver, &args, &info, threads)) return 1;
    for (int b = 0; b < 256 && bad < 5; b++) {
        if (bins[b] != expected[b]) {
            fprintf(stderr, "histogram: bins[%d] = %u, expected %u\n", b, bins[b], expected[b]);
            bad++;
        }
    }
    printf("histogram: %u values, %zu work-groups, local and global atomics: %s\n", n, groups,
           bad ? "FAIL" : "OK");
    free(values);
    return bad != 0;
}

int main(void) {
    size_t threads = thread_count();
    int failed = 0;
    printf("%zu threads\n", threads);
    failed += check_saxpy(threads);
    failed += check_reduce(threads);
    failed += check_transpose(threads);
    failed += check_histogram(threads);
    puts(failed ? "FAIL" : "OK");
    return failed ? 1 : 0;
}
