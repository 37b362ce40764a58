/* Kernel launches through the system's OpenCL loader (issue 29): the error of each bad
 * NDRange, a program of several kernels launched from a host loop (results checked), global
 * sizes with no local size (the runtime chooses) that no group size divides, global offsets,
 * __local arguments, a zero-sized launch, clEnqueueTask, events and a kernel that prints.
 *
 * Runs on $NCPU_TEST_PLATFORM (default ncpu-opt); prints "launches: <n> failed". */
#include <pthread.h>

#include "cl_checks.h"

static const char *source =
    "__kernel void axpy(__global float *y, __global const float *x, float a) {\n"
    "    size_t i = get_global_id(0);\n"
    "    y[i] = a * x[i] + y[i];\n"
    "}\n"
    "__kernel void halve(__global float *y) { y[get_global_id(0)] *= 0.5f; }\n"
    "__kernel void where(__global int *out, int width) {\n"
    "    size_t x = get_global_id(0), y = get_global_id(1);\n"
    "    out[y * width + x] = (int)(y * 1000 + x) + 1000000 * (int)get_local_size(0) * 0;\n"
    "}\n"
    "__kernel void group_sums(__global const int *in, __global int *out, __local int *scratch) {\n"
    "    size_t l = get_local_id(0), n = get_local_size(0);\n"
    "    scratch[l] = in[get_global_id(0)];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (l == 0) {\n"
    "        int sum = 0;\n"
    "        for (size_t i = 0; i < n; i++) sum += scratch[i];\n"
    "        out[get_group_id(0)] = sum;\n"
    "    }\n"
    "}\n"
    "__kernel __attribute__((reqd_work_group_size(4, 1, 1))) void fixed(__global int *x) {\n"
    "    x[get_global_id(0)] = (int)get_local_size(0);\n"
    "}\n"
    "__kernel void one(__global int *x) { x[0] = 42 + (int)get_global_size(0); }\n"
    "__kernel void say(int n) { printf(\"kernel says %d\\n\", n); }\n"
    "__kernel void sub_groups(__global uint *out) {\n"
    "    out[2 * get_global_id(0)] = get_sub_group_size();\n"
    "    out[2 * get_global_id(0) + 1] = get_num_sub_groups();\n"
    "}\n";

static void check_errors(cl_program program)
{
    cl_kernel halve = kernel_of(program, "halve");
    cl_kernel fixed = kernel_of(program, "fixed");
    cl_mem mem = buffer_of(4096 * sizeof(float), NULL);
    size_t global[3] = {64, 1, 1}, local[3] = {8, 1, 1}, offset[3] = {0, 0, 0};
    /* Arguments not all set. */
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, halve, 1, NULL, global, NULL, 0, NULL, NULL),
                  CL_INVALID_KERNEL_ARGS);
    CHECK(clSetKernelArg(halve, 0, sizeof mem, &mem));
    CHECK(clSetKernelArg(fixed, 0, sizeof mem, &mem));
    EXPECT_STATUS(clEnqueueNDRangeKernel(NULL, halve, 1, NULL, global, NULL, 0, NULL, NULL),
                  CL_INVALID_COMMAND_QUEUE);
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, NULL, 1, NULL, global, NULL, 0, NULL, NULL),
                  CL_INVALID_KERNEL);
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, halve, 0, NULL, global, NULL, 0, NULL, NULL),
                  CL_INVALID_WORK_DIMENSION);
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, halve, 4, NULL, global, NULL, 0, NULL, NULL),
                  CL_INVALID_WORK_DIMENSION);
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, halve, 1, NULL, NULL, NULL, 0, NULL, NULL),
                  CL_INVALID_GLOBAL_WORK_SIZE);
    size_t huge[3] = {(size_t)1 << 40, (size_t)1 << 40, 1};
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, halve, 2, NULL, huge, NULL, 0, NULL, NULL),
                  CL_INVALID_GLOBAL_WORK_SIZE);
    size_t far[1] = {SIZE_MAX - 10};
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, halve, 1, far, global, NULL, 0, NULL, NULL),
                  CL_INVALID_GLOBAL_OFFSET);
    /* Local sizes: too many work-items, one dimension too large, zero, the required size. */
    size_t max_group = 0, max_items[3];
    CHECK(clGetDeviceInfo(device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof max_group, &max_group, NULL));
    CHECK(clGetDeviceInfo(device, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof max_items, max_items, NULL));
    size_t too_many[3] = {max_group, 2, 1}, big_global[3] = {max_group * 2, 2, 1};
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, halve, 2, NULL, big_global, too_many, 0, NULL, NULL),
                  CL_INVALID_WORK_GROUP_SIZE);
    size_t too_wide[1] = {max_items[0] + 1}, wide_global[1] = {2 * max_items[0] + 2};
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, halve, 1, NULL, wide_global, too_wide, 0, NULL, NULL),
                  CL_INVALID_WORK_ITEM_SIZE);
    size_t zero_local[1] = {0};
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, halve, 1, NULL, global, zero_local, 0, NULL, NULL),
                  CL_INVALID_WORK_GROUP_SIZE);
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, fixed, 1, NULL, global, local, 0, NULL, NULL),
                  CL_INVALID_WORK_GROUP_SIZE);
    size_t kernel_max = 0;
    CHECK(clGetKernelWorkGroupInfo(fixed, device, CL_KERNEL_WORK_GROUP_SIZE, sizeof kernel_max,
                                   &kernel_max, NULL));
    EXPECT(kernel_max == 4, "fixed's work-group size %zu", kernel_max);
    /* The required size when none is given. */
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, fixed, 1, offset, global, NULL, 0, NULL, NULL),
                  CL_SUCCESS);
    int sizes[64];
    CHECK(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, sizeof sizes, sizes, 0, NULL, NULL));
    EXPECT(sizes[0] == 4 && sizes[63] == 4, "fixed ran with local size %d", sizes[0]);
    /* A wait list that does not add up. */
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, halve, 1, NULL, global, NULL, 1, NULL, NULL),
                  CL_INVALID_EVENT_WAIT_LIST);
    /* Nothing to run is no error (OpenCL 2.1 and later), and its event completes. */
    size_t nothing[1] = {0};
    cl_event event;
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, halve, 1, NULL, nothing, NULL, 0, NULL, &event),
                  CL_SUCCESS);
    CHECK(clWaitForEvents(1, &event));
    CHECK(clReleaseEvent(event));

    /* -cl-uniform-work-group-size: groups must divide the global size. */
    const char *halve_only =
        "__kernel void halve(__global float *y) { y[get_global_id(0)] *= 0.5f; }\n"
        "__kernel void sizes(__global int *out) { out[get_global_id(0)] = get_local_size(0); }\n";
    cl_program uniform = built_program(halve_only, "-cl-uniform-work-group-size");
    cl_kernel strict = kernel_of(uniform, "halve");
    CHECK(clSetKernelArg(strict, 0, sizeof mem, &mem));
    size_t uneven[1] = {100};
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, strict, 1, NULL, uneven, local, 0, NULL, NULL),
                  CL_INVALID_WORK_GROUP_SIZE);
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, halve, 1, NULL, uneven, local, 0, NULL, NULL),
                  CL_SUCCESS);
    CHECK(clFinish(queue));
    /* Without a local size, the one chosen divides the global size (1018 = 2 x 509, where the
     * runtime would otherwise take groups of 256 and a smaller last one). */
    cl_kernel sizes_kernel = kernel_of(uniform, "sizes");
    size_t awkward[1] = {1018};
    static int seen[1018];
    CHECK(clSetKernelArg(sizes_kernel, 0, sizeof mem, &mem));
    CHECK(clEnqueueNDRangeKernel(queue, sizes_kernel, 1, NULL, awkward, NULL, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, sizeof seen, seen, 0, NULL, NULL));
    int uneven_groups = seen[0] <= 0 || 1018 % seen[0] != 0;
    for (int i = 1; i < 1018; i++) uneven_groups += seen[i] != seen[0];
    EXPECT(uneven_groups == 0, "uniform groups: local sizes %d .. %d", seen[0], seen[1017]);
    CHECK(clReleaseKernel(sizes_kernel));
    CHECK(clReleaseKernel(strict));
    CHECK(clReleaseProgram(uniform));
    CHECK(clReleaseKernel(halve));
    CHECK(clReleaseKernel(fixed));
    CHECK(clReleaseMemObject(mem));
}

/* y = 0.5 * (a x + y), 50 times over, from a host loop of two kernels; the buffer's second half
 * through a sub-buffer; checked against the same arithmetic on the host. */
static void check_host_loop(cl_program program)
{
    enum { N = 1000, HALF = 512, ROUNDS = 50 };
    static float x[N], y[N], expected[N];
    for (int i = 0; i < N; i++) {
        x[i] = (float)(i % 17) - 8.0f;
        y[i] = expected[i] = (float)(i % 5);
    }
    cl_kernel axpy = kernel_of(program, "axpy"), halve = kernel_of(program, "halve");
    cl_mem xs = buffer_of(sizeof x, x), ys = buffer_of(sizeof y, y);
    cl_buffer_region region = {HALF * sizeof(float), (N - HALF) * sizeof(float)};
    cl_int err;
    cl_mem upper = clCreateSubBuffer(ys, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
    CHECK(err);
    CHECK(clSetKernelArg(axpy, 1, sizeof xs, &xs));
    size_t whole = N, lower_half = HALF, upper_half = N - HALF;
    for (int round = 0; round < ROUNDS; round++) {
        float a = 0.25f + (float)(round % 3);
        CHECK(clSetKernelArg(axpy, 0, sizeof ys, &ys));
        CHECK(clSetKernelArg(axpy, 2, sizeof a, &a));
        CHECK(clEnqueueNDRangeKernel(queue, axpy, 1, NULL, &whole, NULL, 0, NULL, NULL));
        /* The lower half through the buffer, the upper half through the sub-buffer. */
        CHECK(clSetKernelArg(halve, 0, sizeof ys, &ys));
        CHECK(clEnqueueNDRangeKernel(queue, halve, 1, NULL, &lower_half, NULL, 0, NULL, NULL));
        CHECK(clSetKernelArg(halve, 0, sizeof upper, &upper));
        CHECK(clEnqueueNDRangeKernel(queue, halve, 1, NULL, &upper_half, NULL, 0, NULL, NULL));
        for (int i = 0; i < N; i++) expected[i] = 0.5f * (a * x[i] + expected[i]);
    }
    CHECK(clEnqueueReadBuffer(queue, ys, CL_TRUE, 0, sizeof y, y, 0, NULL, NULL));
    int wrong = 0;
    for (int i = 0; i < N; i++) wrong += y[i] != expected[i];
    EXPECT(wrong == 0, "%d of %d elements differ (y[1] %g, expected %g)", wrong, N, y[1],
           expected[1]);
    CHECK(clReleaseMemObject(upper));
    CHECK(clReleaseMemObject(xs));
    CHECK(clReleaseMemObject(ys));
    CHECK(clReleaseKernel(axpy));
    CHECK(clReleaseKernel(halve));
}

/* 2-D launches with no local size and sizes no group divides, with and without offsets:
 * every element written once, with its own global ids, nothing outside the range. */
static void check_ranges(cl_program program)
{
    enum { W = 37, H = 23 };
    static int out[W * H];
    cl_kernel where = kernel_of(program, "where");
    cl_mem mem = buffer_of(sizeof out, NULL);
    int width = W;
    CHECK(clSetKernelArg(where, 0, sizeof mem, &mem));
    CHECK(clSetKernelArg(where, 1, sizeof width, &width));
    int minus_one = -1;
    CHECK(clEnqueueFillBuffer(queue, mem, &minus_one, sizeof minus_one, 0, sizeof out, 0, NULL, NULL));
    size_t global[2] = {W, H};
    CHECK(clEnqueueNDRangeKernel(queue, where, 2, NULL, global, NULL, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    int wrong = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) wrong += out[y * W + x] != y * 1000 + x;
    EXPECT(wrong == 0, "%d elements wrong without a local size", wrong);

    /* An offset: only [5, 5 + 20) x [3, 3 + 11) is written. */
    CHECK(clEnqueueFillBuffer(queue, mem, &minus_one, sizeof minus_one, 0, sizeof out, 0, NULL, NULL));
    size_t offset[2] = {5, 3}, part[2] = {20, 11}, local[2] = {4, 2};
    CHECK(clEnqueueNDRangeKernel(queue, where, 2, offset, part, local, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    wrong = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int inside = x >= 5 && x < 25 && y >= 3 && y < 14;
            wrong += out[y * W + x] != (inside ? y * 1000 + x : -1);
        }
    EXPECT(wrong == 0, "%d elements wrong with an offset", wrong);
    CHECK(clReleaseMemObject(mem));
    CHECK(clReleaseKernel(where));
}

/* __local arguments: a sum per work-group, for two group sizes (each a plan of its own). */
static void check_local_memory(cl_program program)
{
    enum { N = 256 };
    static int in[N], sums[N];
    for (int i = 0; i < N; i++) in[i] = i;
    cl_kernel kernel = kernel_of(program, "group_sums");
    cl_mem input = buffer_of(sizeof in, in), output = buffer_of(sizeof sums, NULL);
    CHECK(clSetKernelArg(kernel, 0, sizeof input, &input));
    CHECK(clSetKernelArg(kernel, 1, sizeof output, &output));
    size_t groups[] = {16, 64};
    for (int g = 0; g < 2; g++) {
        size_t global = N, local = groups[g];
        CHECK(clSetKernelArg(kernel, 2, local * sizeof(int), NULL));
        CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
        CHECK(clEnqueueReadBuffer(queue, output, CL_TRUE, 0, sizeof sums, sums, 0, NULL, NULL));
        int wrong = 0;
        for (size_t group = 0; group < N / local; group++) {
            int sum = 0;
            for (size_t i = 0; i < local; i++) sum += in[group * local + i];
            wrong += sums[group] != sum;
        }
        EXPECT(wrong == 0, "%d group sums wrong for groups of %zu", wrong, local);
    }
    /* More __local memory than the device has. */
    cl_ulong local_memory = 0;
    CHECK(clGetDeviceInfo(device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof local_memory, &local_memory, NULL));
    CHECK(clSetKernelArg(kernel, 2, (size_t)local_memory + 1, NULL));
    size_t global = N, local = 16;
    EXPECT_STATUS(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL),
                  CL_OUT_OF_RESOURCES);
    CHECK(clReleaseMemObject(input));
    CHECK(clReleaseMemObject(output));
    CHECK(clReleaseKernel(kernel));
}

/* clEnqueueTask, events between launches, and a printing kernel's output before the host's. */
static void check_task_and_events(cl_program program)
{
    cl_kernel one = kernel_of(program, "one");
    cl_mem mem = buffer_of(sizeof(int), NULL);
    CHECK(clSetKernelArg(one, 0, sizeof mem, &mem));
    cl_event done;
    CHECK(clEnqueueTask(queue, one, 0, NULL, &done));
    int value = 0;
    CHECK(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, sizeof value, &value, 1, &done, NULL));
    EXPECT(value == 43, "task wrote %d", value);
    cl_command_type type = 0;
    CHECK(clGetEventInfo(done, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
    EXPECT(type == CL_COMMAND_NDRANGE_KERNEL, "event type %#x", type);
    cl_int status = 1;
    CHECK(clGetEventInfo(done, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
    EXPECT(status == CL_COMPLETE, "event status %d", status);
    CHECK(clReleaseEvent(done));
    CHECK(clReleaseMemObject(mem));
    CHECK(clReleaseKernel(one));

    cl_kernel say = kernel_of(program, "say");
    int n = 7;
    CHECK(clSetKernelArg(say, 0, sizeof n, &n));
    CHECK(clEnqueueTask(queue, say, 0, NULL, NULL));
    CHECK(clFinish(queue));
    printf("host says after\n");
    CHECK(clReleaseKernel(say));
}

/* Many shapes of one kernel, enqueued without waiting: the kernel keeps a few plans, and a
 * plan it lets go of while a launch still uses it stays until that launch has run. */
static void check_many_shapes(cl_program program)
{
    enum { SHAPES = 40, N = 4096 };
    static float y[N], x[N], expected[N];
    for (int i = 0; i < N; i++) {
        x[i] = 1.0f;
        y[i] = expected[i] = 0.0f;
    }
    cl_kernel axpy = kernel_of(program, "axpy");
    cl_mem xs = buffer_of(sizeof x, x), ys = buffer_of(sizeof y, y);
    CHECK(clSetKernelArg(axpy, 0, sizeof ys, &ys));
    CHECK(clSetKernelArg(axpy, 1, sizeof xs, &xs));
    for (int shape = 0; shape < SHAPES; shape++) {
        float a = 1.0f;
        size_t global = 100 + 97 * (size_t)shape, offset = (size_t)shape;
        CHECK(clSetKernelArg(axpy, 2, sizeof a, &a));
        CHECK(clEnqueueNDRangeKernel(queue, axpy, 1, &offset, &global, NULL, 0, NULL, NULL));
        for (size_t i = offset; i < offset + global; i++) expected[i] += 1.0f;
    }
    CHECK(clEnqueueReadBuffer(queue, ys, CL_TRUE, 0, sizeof y, y, 0, NULL, NULL));
    int wrong = 0;
    for (int i = 0; i < N; i++) wrong += y[i] != expected[i];
    EXPECT(wrong == 0, "%d elements wrong after %d shapes", wrong, SHAPES);
    CHECK(clReleaseMemObject(xs));
    CHECK(clReleaseMemObject(ys));
    CHECK(clReleaseKernel(axpy));
}

/* Two host threads, a queue each, launch one kernel (shapes new to it, so both ask for
 * plans at once) on buffers of their own. */
typedef struct {
    cl_kernel kernel;
    int wrong;
} racer;

static void *race(void *arg)
{
    racer *r = arg;
    cl_int err;
    cl_command_queue own = clCreateCommandQueueWithProperties(context, device, NULL, &err);
    if (err != CL_SUCCESS) {
        r->wrong = -1;
        return NULL;
    }
    for (int round = 0; round < 30; round++) {
        size_t global = 64 + (size_t)round;
        CHECK(clEnqueueNDRangeKernel(own, r->kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
    }
    CHECK(clFinish(own));
    CHECK(clReleaseCommandQueue(own));
    return NULL;
}

static void check_threads(cl_program program)
{
    cl_kernel one = kernel_of(program, "one");
    cl_mem mem = buffer_of(sizeof(int), NULL);
    CHECK(clSetKernelArg(one, 0, sizeof mem, &mem));
    racer racers[2] = {{one, 0}, {one, 0}};
    pthread_t threads[2];
    for (int i = 0; i < 2; i++) pthread_create(&threads[i], NULL, race, &racers[i]);
    for (int i = 0; i < 2; i++) pthread_join(threads[i], NULL);
    int value = 0;
    CHECK(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, sizeof value, &value, 0, NULL, NULL));
    EXPECT(racers[0].wrong == 0 && racers[1].wrong == 0 && value == 42 + 64 + 29,
           "two threads: %d %d, value %d", racers[0].wrong, racers[1].wrong, value);
    CHECK(clReleaseMemObject(mem));
    CHECK(clReleaseKernel(one));
}

/* What clGetKernelSubGroupInfo says of a work-group is what the kernel sees in it. */
static void check_sub_groups(cl_program program)
{
    cl_kernel kernel = kernel_of(program, "sub_groups");
    size_t multiple = 0;
    CHECK(clGetKernelWorkGroupInfo(kernel, device, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
                                   sizeof multiple, &multiple, NULL));
    size_t local = 4 * multiple, global = 2 * local, size = 0, count = 0;
    CHECK(clGetKernelSubGroupInfo(kernel, device, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
                                  sizeof local, &local, sizeof size, &size, NULL));
    CHECK(clGetKernelSubGroupInfo(kernel, device, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE,
                                  sizeof local, &local, sizeof count, &count, NULL));
    EXPECT_STATUS(clGetKernelSubGroupInfo(kernel, device, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE,
                                          0, NULL, sizeof count, &count, NULL),
                  CL_INVALID_VALUE);
    size_t wanted = 2, shape[3] = {0, 0, 0};
    CHECK(clGetKernelSubGroupInfo(kernel, device, CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT,
                                  sizeof wanted, &wanted, sizeof shape, shape, NULL));
    EXPECT(shape[0] * shape[1] * shape[2] == 2 * size, "a local size of 2 sub-groups: %zu %zu %zu",
           shape[0], shape[1], shape[2]);
    cl_mem mem = buffer_of(2 * global * sizeof(cl_uint), NULL);
    CHECK(clSetKernelArg(kernel, 0, sizeof mem, &mem));
    CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, &local, 0, NULL, NULL));
    cl_uint *seen = malloc(2 * global * sizeof *seen);
    CHECK(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, 2 * global * sizeof *seen, seen, 0, NULL, NULL));
    int wrong = 0;
    for (size_t i = 0; i < global; i++) wrong += seen[2 * i] != size || seen[2 * i + 1] != count;
    EXPECT(wrong == 0, "%d work-items saw other sub-groups than the query's %zu x %zu (first: %u x %u)",
           wrong, count, size, seen[1], seen[0]);
    free(seen);
    CHECK(clReleaseMemObject(mem));
    CHECK(clReleaseKernel(kernel));
}

int main(void)
{
    start();
    cl_program program = built_program(source, NULL);
    check_errors(program);
    check_host_loop(program);
    check_ranges(program);
    check_local_memory(program);
    check_task_and_events(program);
    check_sub_groups(program);
    check_many_shapes(program);
    check_threads(program);
    CHECK(clReleaseProgram(program));
    CHECK(clReleaseCommandQueue(queue));
    CHECK(clReleaseContext(context));
    return finish("launches");
}
