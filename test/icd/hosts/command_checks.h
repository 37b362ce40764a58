/* What the C hosts of buffers, queues and events share (issue 29): finding the platform,
 * a context and a queue on it, counting checks, and running one named section of a host.
 *
 * A host is run as `<host> <section>` on the platform whose name or vendor contains
 * $NCPU_TEST_PLATFORM (default "ncpu-opt"); it prints one line per failed check, then
 * "<host> <section>: N checks, M failed on <platform>" and exits 1 when M > 0 (77 when the
 * platform is not there, 2 for an unknown section).  Checks that hold only for ncpu-opt
 * (what the spec leaves open: the thread a callback runs on, the clock of profiling times,
 * no copy behind CL_MEM_USE_HOST_PTR) are guarded by `on_ncpu`. */
#ifndef NCPU_TEST_COMMAND_CHECKS_H
#define NCPU_TEST_COMMAND_CHECKS_H

#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS /* clEnqueueMarker, clEnqueueBarrier, ... */
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS /* clCreateCommandQueue */
#include <CL/cl.h>
#include <CL/cl_ext.h>
#include "chosen_platform.h"
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int on_ncpu;
static char platform_name[256];
static cl_platform_id platform;
static cl_device_id device;

#include "expect.h"

/* A call whose failure makes the rest of the section meaningless. */
#define MUST(call)                                                                                 \
    do {                                                                                           \
        cl_int got_ = (call);                                                                      \
        if (got_ != CL_SUCCESS) {                                                                  \
            printf("FAIL %s:%d: %s gave %d\n", __FILE__, __LINE__, #call, got_);                   \
            exit(1);                                                                               \
        }                                                                                          \
    } while (0)

/* The result of a creating call, whose error code went to `err`. */
#define MUST_OBJECT(object, err)                                                                   \
    do {                                                                                           \
        if ((object) == NULL || (err) != CL_SUCCESS) {                                             \
            printf("FAIL %s:%d: %s: error %d\n", __FILE__, __LINE__, #object, err);                \
            exit(1);                                                                               \
        }                                                                                          \
    } while (0)

/* The platform named by $NCPU_TEST_PLATFORM and its first device; exits 77 without it. */
static void find_platform(void)
{
    platform = chosen_platform(platform_name, sizeof platform_name);
    on_ncpu = strcmp(platform_name, "ncpu-opt") == 0;
    MUST(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL));
}

static inline cl_context new_context(void)
{
    cl_int err;
    cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
    MUST_OBJECT(context, err);
    return context;
}

static inline cl_command_queue new_queue(cl_context context, cl_command_queue_properties properties)
{
    cl_int err;
    cl_command_queue queue = clCreateCommandQueue(context, device, properties, &err);
    MUST_OBJECT(queue, err);
    return queue;
}

static inline cl_mem new_buffer(cl_context context, cl_mem_flags flags, size_t size, void *host_ptr)
{
    cl_int err;
    cl_mem buffer = clCreateBuffer(context, flags, size, host_ptr, &err);
    MUST_OBJECT(buffer, err);
    return buffer;
}

static inline cl_event new_user_event(cl_context context)
{
    cl_int err;
    cl_event event = clCreateUserEvent(context, &err);
    MUST_OBJECT(event, err);
    return event;
}

static inline cl_int event_status(cl_event event)
{
    cl_int status = 12345;
    MUST(clGetEventInfo(event, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
    return status;
}

/* The device's CL_DEVICE_MEM_BASE_ADDR_ALIGN, in bytes. */
static inline size_t base_align(void)
{
    cl_uint bits = 0;
    MUST(clGetDeviceInfo(device, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof bits, &bits, NULL));
    return bits / 8;
}

typedef struct {
    const char *name;
    void (*run)(cl_context context, cl_command_queue queue);
} section;

/* Runs the section named argv[1] of `sections` on a fresh context and in-order queue. */
static int run_section(const char *host, const section *sections, size_t count, int argc,
                       char **argv)
{
    if (argc != 2) {
        printf("usage: %s <section>\n", host);
        return 2;
    }
    for (size_t i = 0; i < count; i++) {
        if (strcmp(sections[i].name, argv[1]) != 0) continue;
        find_platform();
        cl_context context = new_context();
        cl_command_queue queue = new_queue(context, 0);
        sections[i].run(context, queue);
        MUST(clFinish(queue));
        MUST(clReleaseCommandQueue(queue));
        MUST(clReleaseContext(context));
        printf("%s %s: %d checks, %d failed on %s\n", host, argv[1], checks, failures,
               platform_name);
        return failures ? 1 : 0;
    }
    printf("%s: no section '%s'\n", host, argv[1]);
    return 2;
}

#define SECTIONS(host, ...)                                                                        \
    int main(int argc, char **argv)                                                                \
    {                                                                                              \
        static const section sections[] = {__VA_ARGS__};                                           \
        return run_section(host, sections, sizeof sections / sizeof sections[0], argc, argv);      \
    }

#endif /* NCPU_TEST_COMMAND_CHECKS_H */
