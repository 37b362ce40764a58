/* A C host as OpenCL users write them (issue 29): buffers written and read, a kernel
 * built from source and launched, on the platform whose name or vendor contains
 * $NCPU_TEST_PLATFORM (case-insensitive; default "ncpu-opt").
 *
 * Exit status: 0 when every element is right, 77 when there is no such platform
 * (the test skips), 1 on a failed call or a wrong element (the message says which). */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <CL/cl_ext.h> /* CL_PLATFORM_NOT_FOUND_KHR */
#include "chosen_platform.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 1000 /* not a multiple of the usual work-group sizes: the runtime picks one */

#define CHECK(call)                                                                   \
    do {                                                                              \
        cl_int err_ = (call);                                                         \
        if (err_ != CL_SUCCESS) {                                                     \
            fprintf(stderr, "%s:%d: %s: error %d\n", __FILE__, __LINE__, #call, err_); \
            exit(1);                                                                  \
        }                                                                             \
    } while (0)

static const char *source =
    "__kernel void vector_add(__global const float *a, __global const float *b,\n"
    "                         __global float *c, float scale) {\n"
    "    size_t i = get_global_id(0);\n"
    "    c[i] = a[i] + scale * b[i];\n"
    "}\n";

int main(void) {
    char name[256];
    cl_platform_id platform = chosen_platform(name, sizeof name);

    cl_device_id device;
    CHECK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL));
    cl_int err;
    cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
    CHECK(err);
    cl_command_queue queue = clCreateCommandQueue(context, device, 0, &err);
    CHECK(err);

    static float a[N], b[N], c[N];
    for (int i = 0; i < N; i++) {
        a[i] = (float)i;
        b[i] = (float)(N - i);
        c[i] = -1.0f;
    }
    /* a: copied at creation; b: written by the queue; c: read back. */
    cl_mem a_buf = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof a, a, &err);
    CHECK(err);
    cl_mem b_buf = clCreateBuffer(context, CL_MEM_READ_ONLY, sizeof b, NULL, &err);
    CHECK(err);
    cl_mem c_buf = clCreateBuffer(context, CL_MEM_WRITE_ONLY, sizeof c, NULL, &err);
    CHECK(err);
    CHECK(clEnqueueWriteBuffer(queue, b_buf, CL_FALSE, 0, sizeof b, b, 0, NULL, NULL));

    cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
    CHECK(err);
    err = clBuildProgram(program, 1, &device, "", NULL, NULL);
    if (err != CL_SUCCESS) {
        char log[16384] = "";
        clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
        fprintf(stderr, "clBuildProgram: error %d\n%s\n", err, log);
        return 1;
    }
    cl_kernel kernel = clCreateKernel(program, "vector_add", &err);
    CHECK(err);
    float scale = 2.0f;
    CHECK(clSetKernelArg(kernel, 0, sizeof a_buf, &a_buf));
    CHECK(clSetKernelArg(kernel, 1, sizeof b_buf, &b_buf));
    CHECK(clSetKernelArg(kernel, 2, sizeof c_buf, &c_buf));
    CHECK(clSetKernelArg(kernel, 3, sizeof scale, &scale));
    size_t global = N;
    CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(queue, c_buf, CL_TRUE, 0, sizeof c, c, 0, NULL, NULL));

    /* Small integers: every sum is exact, so the comparison is too. */
    for (int i = 0; i < N; i++) {
        float expected = a[i] + scale * b[i];
        if (c[i] != expected) {
            fprintf(stderr, "c[%d] = %g, expected %g\n", i, c[i], expected);
            return 1;
        }
    }
    CHECK(clReleaseKernel(kernel));
    CHECK(clReleaseProgram(program));
    CHECK(clReleaseMemObject(a_buf));
    CHECK(clReleaseMemObject(b_buf));
    CHECK(clReleaseMemObject(c_buf));
    CHECK(clReleaseCommandQueue(queue));
    CHECK(clReleaseContext(context));
    printf("vector_add: %d elements right on %s\n", N, name);
    return 0;
}
