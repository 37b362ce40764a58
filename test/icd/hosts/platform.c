/* Platform, device and context calls through the system's OpenCL loader, and the error code
 * of each misuse (issue 29): NULL and wrong-kind handles, bad sizes, bad properties, bad
 * device types.  Runs on the platform named "ncpu-opt" (the loader must list it).
 *
 * Usage: platform <compute units> <max work-group size> <local memory bytes>
 * Prints one line per failed check and exits 1 if any failed; 77 without the platform. */
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS /* clCreateSampler, as PyOpenCL calls it */
#include <CL/cl.h>
#include <CL/cl_ext.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "expect.h"

static cl_platform_id find_platform(void)
{
    cl_platform_id platforms[16];
    cl_uint count = 0;
    if (clGetPlatformIDs(16, platforms, &count) != CL_SUCCESS) count = 0;
    for (cl_uint i = 0; i < count && i < 16; i++) {
        char name[64] = "";
        clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strcmp(name, "ncpu-opt") == 0) return platforms[i];
    }
    printf("no OpenCL platform named 'ncpu-opt' among %u\n", count);
    exit(77);
}

static void check_platform(cl_platform_id platform)
{
    char text[256];
    size_t size = 0;
    EXPECT_STATUS(clGetPlatformInfo(platform, CL_PLATFORM_VERSION, sizeof text, text, &size),
                  CL_SUCCESS);
    EXPECT(strncmp(text, "OpenCL 3.0 ncpu-opt ", 20) == 0, "version '%s'", text);
    EXPECT(size == strlen(text) + 1, "size %zu for '%s'", size, text);
    EXPECT_STATUS(clGetPlatformInfo(platform, CL_PLATFORM_PROFILE, sizeof text, text, NULL),
                  CL_SUCCESS);
    EXPECT(strcmp(text, "FULL_PROFILE") == 0, "profile '%s'", text);
    cl_version version = 0;
    EXPECT_STATUS(clGetPlatformInfo(platform, CL_PLATFORM_NUMERIC_VERSION, sizeof version,
                                    &version, NULL),
                  CL_SUCCESS);
    EXPECT(version == CL_MAKE_VERSION(3, 0, 0), "numeric version %#x", version);
    cl_name_version extensions[4];
    EXPECT_STATUS(clGetPlatformInfo(platform, CL_PLATFORM_EXTENSIONS_WITH_VERSION,
                                    sizeof extensions, extensions, &size),
                  CL_SUCCESS);
    EXPECT(size == sizeof(cl_name_version) && strcmp(extensions[0].name, "cl_khr_icd") == 0,
           "%zu bytes, first '%s'", size, extensions[0].name);

    /* Only the size asked for. */
    EXPECT_STATUS(clGetPlatformInfo(platform, CL_PLATFORM_NAME, 0, NULL, &size), CL_SUCCESS);
    EXPECT(size == sizeof "ncpu-opt", "name size %zu", size);
    /* A buffer too small, an unknown name. */
    EXPECT_STATUS(clGetPlatformInfo(platform, CL_PLATFORM_NAME, 3, text, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clGetPlatformInfo(platform, 0x1234, sizeof text, text, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clUnloadPlatformCompiler(platform), CL_SUCCESS);

    /* cl_khr_icd's function, and an extension function of the device's (cl_khr_subgroups). */
    EXPECT(clGetExtensionFunctionAddressForPlatform(platform, "clGetKernelSubGroupInfoKHR") != NULL,
           "clGetKernelSubGroupInfoKHR not found");
    EXPECT(clGetExtensionFunctionAddressForPlatform(platform, "clNoSuchFunctionNCPU") == NULL,
           "an unknown name has an address");
}

static cl_device_id check_devices(cl_platform_id platform, cl_uint compute_units,
                                  size_t max_work_group, cl_ulong local_mem)
{
    cl_device_id device = NULL;
    cl_uint count = 0;
    EXPECT_STATUS(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, &count), CL_SUCCESS);
    EXPECT(count == 1 && device != NULL, "%u devices", count);
    EXPECT_STATUS(clGetDeviceIDs(platform, CL_DEVICE_TYPE_CPU, 0, NULL, &count), CL_SUCCESS);
    EXPECT(count == 1, "%u CPU devices", count);
    EXPECT_STATUS(clGetDeviceIDs(platform, CL_DEVICE_TYPE_DEFAULT, 0, NULL, &count), CL_SUCCESS);
    EXPECT_STATUS(clGetDeviceIDs(platform, CL_DEVICE_TYPE_GPU, 1, &device, &count),
                  CL_DEVICE_NOT_FOUND);
    EXPECT(count == 0, "%u GPUs", count);
    EXPECT_STATUS(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 0, &device, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clGetDeviceIDs(platform, (cl_device_type)1 << 40, 1, &device, NULL),
                  CL_INVALID_DEVICE_TYPE);
    EXPECT_STATUS(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, NULL), CL_SUCCESS);

    cl_uint units = 0;
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units, NULL),
                  CL_SUCCESS);
    EXPECT(units == compute_units, "%u compute units, expected %u", units, compute_units);
    size_t group = 0;
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof group, &group, NULL),
                  CL_SUCCESS);
    EXPECT(group == max_work_group, "work-group size %zu, expected %zu", group, max_work_group);
    cl_ulong local = 0;
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof local, &local, NULL),
                  CL_SUCCESS);
    EXPECT(local == local_mem, "local memory %llu", (unsigned long long)local);
    cl_device_type type = 0;
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_TYPE, sizeof type, &type, NULL), CL_SUCCESS);
    EXPECT(type == CL_DEVICE_TYPE_CPU, "type %llu", (unsigned long long)type);
    cl_platform_id owner = NULL;
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_PLATFORM, sizeof owner, &owner, NULL),
                  CL_SUCCESS);
    EXPECT(owner == platform, "device's platform %p", (void *)owner);
    cl_bool images = CL_TRUE;
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, NULL),
                  CL_SUCCESS);
    EXPECT(images == CL_FALSE, "image support claimed");
    size_t sizes[3] = {0, 0, 0};
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof sizes, sizes, NULL),
                  CL_SUCCESS);
    EXPECT(sizes[0] == max_work_group, "work-item sizes %zu", sizes[0]);
    char text[4096];
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, sizeof text, text, NULL), CL_SUCCESS);
    EXPECT(strstr(text, "cl_khr_fp64") != NULL, "extensions '%s'", text);
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_VERSION, sizeof text, text, NULL),
                  CL_SUCCESS);
    EXPECT(strncmp(text, "OpenCL C 1.2 ", 13) == 0, "OpenCL C version '%s'", text);
    size_t size = 0;
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_ALL_VERSIONS, 0, NULL, &size),
                  CL_SUCCESS);
    EXPECT(size > 0 && size % sizeof(cl_name_version) == 0, "%zu bytes of versions", size);
    cl_ulong host_before = 0, device_time = 0, host_time = 0;
    EXPECT_STATUS(clGetHostTimer(device, &host_before), CL_SUCCESS);
    EXPECT_STATUS(clGetDeviceAndHostTimer(device, &device_time, &host_time), CL_SUCCESS);
    EXPECT(host_before > 0 && host_time >= host_before, "timer went back");
    EXPECT_STATUS(clGetHostTimer(device, NULL), CL_INVALID_VALUE);

    /* Too small, unknown name, size only. */
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_MAX_COMPUTE_UNITS, 2, &units, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_NAME, 1, text, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clGetDeviceInfo(device, 0x7fff, sizeof text, text, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clGetDeviceInfo(device, CL_DEVICE_NAME, 0, NULL, &size), CL_SUCCESS);
    EXPECT(size > 1, "name size %zu", size);

    /* A root device: retain/release succeed and do nothing; no partition scheme. */
    EXPECT_STATUS(clRetainDevice(device), CL_SUCCESS);
    EXPECT_STATUS(clReleaseDevice(device), CL_SUCCESS);
    cl_device_partition_property equally[] = {CL_DEVICE_PARTITION_EQUALLY, 1, 0};
    cl_device_id sub[4];
    cl_uint made = 0;
    EXPECT_STATUS(clCreateSubDevices(device, equally, 4, sub, &made), CL_INVALID_VALUE);
    EXPECT_STATUS(clCreateSubDevices(device, NULL, 4, sub, &made), CL_INVALID_VALUE);
    return device;
}

static int destroyed[2], destroyed_count;

static void CL_CALLBACK on_destroy(cl_context context, void *user_data)
{
    if (destroyed_count < 2) destroyed[destroyed_count] = *(int *)user_data;
    destroyed_count++;
}

static void CL_CALLBACK on_error(const char *errinfo, const void *info, size_t cb, void *data)
{
}

static void check_contexts(cl_platform_id platform, cl_device_id device)
{
    cl_int err = 0;
    cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
    EXPECT(context != NULL && err == CL_SUCCESS, "clCreateContext: %d", err);
    cl_uint refs = 0, devices = 0;
    EXPECT_STATUS(clGetContextInfo(context, CL_CONTEXT_REFERENCE_COUNT, sizeof refs, &refs, NULL),
                  CL_SUCCESS);
    EXPECT(refs == 1, "%u references", refs);
    EXPECT_STATUS(clRetainContext(context), CL_SUCCESS);
    clGetContextInfo(context, CL_CONTEXT_REFERENCE_COUNT, sizeof refs, &refs, NULL);
    EXPECT(refs == 2, "%u references after a retain", refs);
    EXPECT_STATUS(clReleaseContext(context), CL_SUCCESS);
    EXPECT_STATUS(clGetContextInfo(context, CL_CONTEXT_NUM_DEVICES, sizeof devices, &devices, NULL),
                  CL_SUCCESS);
    EXPECT(devices == 1, "%u devices", devices);
    cl_device_id listed = NULL;
    EXPECT_STATUS(clGetContextInfo(context, CL_CONTEXT_DEVICES, sizeof listed, &listed, NULL),
                  CL_SUCCESS);
    EXPECT(listed == device, "context's device %p", (void *)listed);
    size_t size = 99;
    EXPECT_STATUS(clGetContextInfo(context, CL_CONTEXT_PROPERTIES, 0, NULL, &size), CL_SUCCESS);
    EXPECT(size == 0, "properties of %zu bytes without any given", size);
    EXPECT_STATUS(clGetContextInfo(context, CL_CONTEXT_NUM_DEVICES, 1, &devices, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clGetContextInfo(context, 0x7fff, sizeof refs, &refs, NULL), CL_INVALID_VALUE);

    /* Handles of the wrong kind: the loader dispatches them to us, we refuse them. */
    EXPECT_STATUS(clGetDeviceInfo((cl_device_id)context, CL_DEVICE_NAME, 0, NULL, &size),
                  CL_INVALID_DEVICE);
    EXPECT_STATUS(clRetainContext((cl_context)device), CL_INVALID_CONTEXT);
    EXPECT_STATUS(clReleaseContext((cl_context)device), CL_INVALID_CONTEXT);
    EXPECT_STATUS(clGetContextInfo((cl_context)device, CL_CONTEXT_NUM_DEVICES, sizeof devices,
                                   &devices, NULL),
                  CL_INVALID_CONTEXT);
    EXPECT_STATUS(clRetainDevice((cl_device_id)context), CL_INVALID_DEVICE);
    EXPECT_STATUS(clCreateSubDevices((cl_device_id)context, NULL, 0, NULL, NULL),
                  CL_INVALID_DEVICE);
    cl_device_id not_a_device = (cl_device_id)context;
    EXPECT(clCreateContext(NULL, 1, &not_a_device, NULL, NULL, &err) == NULL &&
               err == CL_INVALID_DEVICE,
           "a context as the device: %d", err);
    /* NULL handles (the loader may answer these itself: the code must still be the spec's). */
    EXPECT_STATUS(clRetainContext(NULL), CL_INVALID_CONTEXT);
    EXPECT_STATUS(clGetDeviceInfo(NULL, CL_DEVICE_NAME, 0, NULL, &size), CL_INVALID_DEVICE);

    /* Destructor callbacks run at the last release, last registered first. */
    int first = 1, second = 2;
    EXPECT_STATUS(clSetContextDestructorCallback(context, on_destroy, &first), CL_SUCCESS);
    EXPECT_STATUS(clSetContextDestructorCallback(context, on_destroy, &second), CL_SUCCESS);
    EXPECT_STATUS(clSetContextDestructorCallback(context, NULL, NULL), CL_INVALID_VALUE);
    EXPECT(destroyed_count == 0, "a destructor ran early");
    EXPECT_STATUS(clReleaseContext(context), CL_SUCCESS);
    EXPECT(destroyed_count == 2 && destroyed[0] == 2 && destroyed[1] == 1,
           "destructors: %d ran, order %d %d", destroyed_count, destroyed[0], destroyed[1]);

    /* Properties: kept as given; unknown, repeated or bad ones refused. */
    cl_context_properties properties[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)platform, 0};
    context = clCreateContext(properties, 1, &device, on_error, NULL, &err);
    EXPECT(context != NULL && err == CL_SUCCESS, "with CL_CONTEXT_PLATFORM: %d", err);
    cl_context_properties back[3] = {0, 0, 1};
    EXPECT_STATUS(clGetContextInfo(context, CL_CONTEXT_PROPERTIES, sizeof back, back, &size),
                  CL_SUCCESS);
    EXPECT(size == sizeof properties && back[0] == CL_CONTEXT_PLATFORM &&
               back[1] == (cl_context_properties)platform && back[2] == 0,
           "properties back: %zu bytes", size);
    clReleaseContext(context);
    cl_context_properties unknown[] = {0x7777, 1, 0};
    EXPECT(clCreateContext(unknown, 1, &device, NULL, NULL, &err) == NULL &&
               err == CL_INVALID_PROPERTY,
           "unknown property: %d", err);
    cl_context_properties twice[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)platform,
                                     CL_CONTEXT_PLATFORM, (cl_context_properties)platform, 0};
    EXPECT(clCreateContext(twice, 1, &device, NULL, NULL, &err) == NULL &&
               err == CL_INVALID_PROPERTY,
           "a property twice: %d", err);
    cl_context_properties sync[] = {CL_CONTEXT_INTEROP_USER_SYNC, 7, 0};
    EXPECT(clCreateContext(sync, 1, &device, NULL, NULL, &err) == NULL &&
               err == CL_INVALID_PROPERTY,
           "CL_CONTEXT_INTEROP_USER_SYNC of 7: %d", err);

    /* Bad arguments. */
    EXPECT(clCreateContext(NULL, 0, &device, NULL, NULL, &err) == NULL && err == CL_INVALID_VALUE,
           "no devices: %d", err);
    EXPECT(clCreateContext(NULL, 1, &device, NULL, &first, &err) == NULL &&
               err == CL_INVALID_VALUE,
           "user_data without pfn_notify: %d", err);
    cl_device_id twice_device[2] = {device, device}; /* duplicates are ignored */
    context = clCreateContext(NULL, 2, twice_device, NULL, NULL, &err);
    EXPECT(context != NULL && err == CL_SUCCESS, "a device twice: %d", err);
    clGetContextInfo(context, CL_CONTEXT_NUM_DEVICES, sizeof devices, &devices, NULL);
    EXPECT(devices == 1, "a device twice makes %u", devices);
    clReleaseContext(context);

    /* From a type. */
    context = clCreateContextFromType(properties, CL_DEVICE_TYPE_CPU, NULL, NULL, &err);
    EXPECT(context != NULL && err == CL_SUCCESS, "from CPU: %d", err);
    clReleaseContext(context);
    EXPECT(clCreateContextFromType(properties, CL_DEVICE_TYPE_GPU, NULL, NULL, &err) == NULL &&
               err == CL_DEVICE_NOT_FOUND,
           "from GPU: %d", err);
    EXPECT(clCreateContextFromType(properties, (cl_device_type)1 << 40, NULL, NULL, &err) ==
                   NULL &&
               err == CL_INVALID_DEVICE_TYPE,
           "from a bad type: %d", err);
}

/* What the device never offers answers with the spec's code for a device without it. */
static void check_unsupported(cl_device_id device)
{
    cl_int err = 0;
    cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &err);
    cl_image_format format = {CL_RGBA, CL_FLOAT};
    cl_image_desc desc = {.image_type = CL_MEM_OBJECT_IMAGE2D, .image_width = 4, .image_height = 4};
    EXPECT(clCreateImage(context, CL_MEM_READ_WRITE, &format, &desc, NULL, &err) == NULL &&
               err == CL_INVALID_OPERATION,
           "clCreateImage: %d", err);
    cl_uint formats = 99;
    EXPECT_STATUS(clGetSupportedImageFormats(context, CL_MEM_READ_WRITE, CL_MEM_OBJECT_IMAGE2D, 0,
                                             NULL, &formats),
                  CL_SUCCESS);
    EXPECT(formats == 0, "%u image formats", formats);
    EXPECT_STATUS(clGetSupportedImageFormats(context, CL_MEM_READ_WRITE, CL_MEM_OBJECT_BUFFER, 0,
                                             NULL, &formats),
                  CL_INVALID_VALUE);
    EXPECT(clCreateSampler(context, CL_FALSE, CL_ADDRESS_NONE, CL_FILTER_NEAREST, &err) == NULL &&
               err == CL_INVALID_OPERATION,
           "clCreateSampler: %d", err);
    EXPECT(clCreateSamplerWithProperties(context, NULL, &err) == NULL &&
               err == CL_INVALID_OPERATION,
           "clCreateSamplerWithProperties: %d", err);
    EXPECT(clCreatePipe(context, 0, 4, 4, NULL, &err) == NULL && err == CL_INVALID_OPERATION,
           "clCreatePipe: %d", err);
    EXPECT(clSVMAlloc(context, CL_MEM_READ_WRITE, 64, 0) == NULL, "clSVMAlloc gave memory");
    EXPECT(clCreateProgramWithBuiltInKernels(context, 1, &device, "nothing", &err) == NULL &&
               err == CL_INVALID_VALUE,
           "built-in kernels: %d", err);
    clReleaseContext(context);
}

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: %s <compute units> <max work-group size> <local memory>\n", argv[0]);
        return 2;
    }
    cl_platform_id platform = find_platform();
    check_platform(platform);
    cl_device_id device = check_devices(platform, (cl_uint)strtoul(argv[1], NULL, 10),
                                        (size_t)strtoull(argv[2], NULL, 10),
                                        (cl_ulong)strtoull(argv[3], NULL, 10));
    check_contexts(platform, device);
    check_unsupported(device);
    printf("%d failed\n", failures);
    return failures ? 1 : 0;
}
