/* What the program and launch hosts share: checks that count failures, the platform named by
 * $NCPU_TEST_PLATFORM (default "ncpu-opt"; exit 77 without it), a context and queue on its
 * device, and building a program from source.  Each check that fails prints a line "FAIL ...";
 * a host ends with "<n> failed" and exits 1 when n > 0. */
#ifndef HOSTS_CL_CHECKS_H
#define HOSTS_CL_CHECKS_H

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS /* clEnqueueTask, as hosts still call it */
#include <CL/cl.h>
#include <CL/cl_ext.h>
#include "chosen_platform.h"
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expect.h"

/* A call that must succeed for the host to go on. */
#define CHECK(call)                                                                                \
    do {                                                                                           \
        cl_int err_ = (call);                                                                      \
        if (err_ != CL_SUCCESS) {                                                                  \
            printf("FATAL %s:%d: %s: error %d\n", __FILE__, __LINE__, #call, err_);                \
            exit(1);                                                                               \
        }                                                                                          \
    } while (0)

/* The platform named by $NCPU_TEST_PLATFORM; exits 77 when absent. */
static cl_platform_id find_platform(void)
{
    char name[256];
    return chosen_platform(name, sizeof name);
}

static cl_device_id device;
static cl_context context;
static cl_command_queue queue;

static void start(void)
{
    cl_platform_id platform = find_platform();
    CHECK(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL));
    cl_int err;
    context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
    CHECK(err);
    queue = clCreateCommandQueueWithProperties(context, device, NULL, &err);
    CHECK(err);
}

static cl_program source_program(const char *source)
{
    cl_int err;
    cl_program program = clCreateProgramWithSource(context, 1, &source, NULL, &err);
    CHECK(err);
    return program;
}

/* The program's build log (static storage). */
static const char *build_log(cl_program program)
{
    static char log[16384];
    log[0] = '\0';
    clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL);
    return log;
}

/* `source` built with `options`; exits when it does not build (printing the log). */
static cl_program built_program(const char *source, const char *options)
{
    cl_program program = source_program(source);
    cl_int err = clBuildProgram(program, 1, &device, options, NULL, NULL);
    if (err != CL_SUCCESS) {
        printf("FATAL: build failed (%d):\n%s\n", err, build_log(program));
        exit(1);
    }
    return program;
}

static cl_kernel kernel_of(cl_program program, const char *name)
{
    cl_int err;
    cl_kernel kernel = clCreateKernel(program, name, &err);
    CHECK(err);
    return kernel;
}

static cl_mem buffer_of(size_t size, void *data)
{
    cl_int err;
    cl_mem mem = clCreateBuffer(context, data ? CL_MEM_COPY_HOST_PTR : CL_MEM_READ_WRITE, size,
                                data, &err);
    CHECK(err);
    return mem;
}

static int finish(const char *host)
{
    printf("%s: %d failed\n", host, failures);
    return failures ? 1 : 0;
}

#endif /* HOSTS_CL_CHECKS_H */
