/*
 * The platform, its one device (the CPU), contexts, and their info queries.
 *
 * Platform queries and clGetDeviceIDs answer without Python, so that a program enumerating
 * platforms does not start an interpreter; the device's facts (threads, limits, the
 * compiler's extensions and features, the CPU's name) come from host.init() on first need
 * (ncpu_start), written through the ncpu_icd_set_device_* setters below.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "icd.h"

struct _cl_platform_id ncpu_platform = {
    .dispatch = &ncpu_dispatch,
    .obj = {.magic = NCPU_MAGIC_PLATFORM, .refcount = 1},
};

struct _cl_device_id ncpu_device = {
    .dispatch = &ncpu_dispatch,
    .obj = {.magic = NCPU_MAGIC_DEVICE, .refcount = 1},
};

#define PLATFORM_NAME "ncpu-opt"
#define PLATFORM_EXTENSIONS "cl_khr_icd"
/* cl_khr_icd: the suffix of this platform's extension function names. */
#define ICD_SUFFIX "NCPU"
/* The device types that exist (CL_DEVICE_TYPE_ALL aside). */
#define DEVICE_TYPES                                                                               \
    (CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU |                            \
     CL_DEVICE_TYPE_ACCELERATOR | CL_DEVICE_TYPE_CUSTOM)

/* "OpenCL 3.0 ncpu-opt X.Y.Z" (the platform's and the device's CL_*_VERSION). */
static const char *platform_version(void)
{
    static char text[128];
    /* Every caller writes the same bytes: a race here is harmless. */
    snprintf(text, sizeof text, "OpenCL %d.%d %s %s", NCPU_CL_VERSION_MAJOR, NCPU_CL_VERSION_MINOR,
             PLATFORM_NAME, ncpu_config_package_version);
    return text;
}

/* The resolution of CLOCK_MONOTONIC, in ns (profiling and host timers use it). */
static cl_ulong timer_resolution_ns(void)
{
    struct timespec res;
    if (clock_getres(CLOCK_MONOTONIC, &res) != 0) return 1;
    cl_ulong ns = (cl_ulong)res.tv_sec * 1000000000u + (cl_ulong)res.tv_nsec;
    return ns ? ns : 1;
}

/* ---- starting: Python fills the device's facts -------------------------------------------- */

static pthread_once_t start_once = PTHREAD_ONCE_INIT;
static char start_error[4096];

static void start(void)
{
    const char *path = ncpu_library_path();
    int64_t status = NCPU_BRIDGE_FAILED;
    if (path == NULL)
        snprintf(start_error, sizeof start_error, "cannot find this library's own path (dladdr)");
    else
        status = ncpu_bridge_call("init", (uint64_t)(uintptr_t)path,
                                  (uint64_t)(uintptr_t)ncpu_config_sources_digest, 0);
    if (status == NCPU_BRIDGE_FAILED)
        snprintf(start_error, sizeof start_error, "%s", ncpu_bridge_error());
    else if (status != 0)
        snprintf(start_error, sizeof start_error, "ncpu_opt.icd.host.init() returned %lld",
                 (long long)status);
    if (start_error[0]) {
        /* No API call can carry the reason: say it once, where the user will look. */
        fprintf(stderr, "ncpu-opt OpenCL platform: the device is not available: %s\n",
                start_error);
        return;
    }
    atomic_store(&ncpu_device.ready, true);
}

cl_int ncpu_start(void)
{
    pthread_once(&start_once, start);
    return atomic_load(&ncpu_device.ready) ? CL_SUCCESS : CL_DEVICE_NOT_AVAILABLE;
}

const char *ncpu_start_error(void)
{
    return start_error;
}

/* The setters host.init() calls through ctypes; -1 for a key this library does not know
 * (host.py and this file disagree: a bug, which init() reports). */

typedef enum { F_UINT, F_SIZE, F_ULONG, F_BOOL, F_STRING } field_type;

static const struct {
    const char *key;
    size_t offset;
    field_type type;
    size_t size; /* strings: the buffer's */
} fields[] = {
#define FIELD(name, type) {#name, offsetof(ncpu_device_facts, name), type, sizeof(((ncpu_device_facts *)0)->name)}
#define WIDTH(name, array, i, type) {#name, offsetof(ncpu_device_facts, array) + (i) * sizeof(cl_uint), type, sizeof(cl_uint)}
    FIELD(compute_units, F_UINT),
    FIELD(max_work_group_size, F_SIZE),
    FIELD(preferred_work_group_size_multiple, F_SIZE),
    FIELD(local_mem_size, F_ULONG),
    FIELD(global_mem_size, F_ULONG),
    FIELD(max_mem_alloc_size, F_ULONG),
    FIELD(global_mem_cache_size, F_ULONG),
    FIELD(global_mem_cacheline_size, F_UINT),
    FIELD(max_clock_frequency, F_UINT),
    FIELD(max_num_sub_groups, F_UINT),
    FIELD(fp64, F_BOOL),
    FIELD(fp16, F_BOOL),
    FIELD(compiler_available, F_BOOL),
    FIELD(name, F_STRING),
    FIELD(vendor, F_STRING),
    WIDTH(preferred_vector_width_char, preferred_vector_width, 0, F_UINT),
    WIDTH(preferred_vector_width_short, preferred_vector_width, 1, F_UINT),
    WIDTH(preferred_vector_width_int, preferred_vector_width, 2, F_UINT),
    WIDTH(preferred_vector_width_long, preferred_vector_width, 3, F_UINT),
    WIDTH(preferred_vector_width_float, preferred_vector_width, 4, F_UINT),
    WIDTH(preferred_vector_width_double, preferred_vector_width, 5, F_UINT),
    WIDTH(preferred_vector_width_half, preferred_vector_width, 6, F_UINT),
    WIDTH(native_vector_width_char, native_vector_width, 0, F_UINT),
    WIDTH(native_vector_width_short, native_vector_width, 1, F_UINT),
    WIDTH(native_vector_width_int, native_vector_width, 2, F_UINT),
    WIDTH(native_vector_width_long, native_vector_width, 3, F_UINT),
    WIDTH(native_vector_width_float, native_vector_width, 4, F_UINT),
    WIDTH(native_vector_width_double, native_vector_width, 5, F_UINT),
    WIDTH(native_vector_width_half, native_vector_width, 6, F_UINT),
#undef FIELD
#undef WIDTH
};

static int find_field(const char *key, bool string)
{
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        if (strcmp(fields[i].key, key) == 0) return (fields[i].type == F_STRING) == string ? (int)i : -1;
    return -1;
}

NCPU_EXPORT int ncpu_icd_set_device_number(const char *key, uint64_t value)
{
    int i = find_field(key, false);
    if (i < 0) return -1;
    char *field = (char *)&ncpu_device.facts + fields[i].offset;
    switch (fields[i].type) {
    case F_UINT: *(cl_uint *)field = (cl_uint)value; break;
    case F_SIZE: *(size_t *)field = (size_t)value; break;
    case F_ULONG: *(cl_ulong *)field = (cl_ulong)value; break;
    case F_BOOL: *(bool *)field = value != 0; break;
    case F_STRING: return -1;
    }
    return 0;
}

NCPU_EXPORT int ncpu_icd_set_device_string(const char *key, const char *value)
{
    int i = find_field(key, true);
    if (i < 0 || strlen(value) >= fields[i].size) return -1;
    memcpy((char *)&ncpu_device.facts + fields[i].offset, value, strlen(value) + 1);
    return 0;
}

/* Adds (name, major.minor.patch) to the list "extensions", "opencl_c_versions" or
 * "opencl_c_features"; an extension joins CL_DEVICE_EXTENSIONS too. */
NCPU_EXPORT int ncpu_icd_add_device_version(const char *list, const char *name, uint32_t major,
                                            uint32_t minor, uint32_t patch)
{
    ncpu_device_facts *f = &ncpu_device.facts;
    cl_name_version *entries;
    cl_uint *count, capacity;
    if (strcmp(list, "extensions") == 0) {
        entries = f->extension_versions, count = &f->num_extension_versions;
        capacity = NCPU_MAX_VERSIONS;
    } else if (strcmp(list, "opencl_c_versions") == 0) {
        entries = f->opencl_c_versions, count = &f->num_opencl_c_versions;
        capacity = sizeof f->opencl_c_versions / sizeof f->opencl_c_versions[0];
    } else if (strcmp(list, "opencl_c_features") == 0) {
        entries = f->opencl_c_features, count = &f->num_opencl_c_features;
        capacity = NCPU_MAX_VERSIONS;
    } else if (strcmp(list, "ils") == 0) {
        entries = f->ils, count = &f->num_ils;
        capacity = sizeof f->ils / sizeof f->ils[0];
    } else {
        return -1;
    }
    if (*count >= capacity || strlen(name) >= CL_NAME_VERSION_MAX_NAME_SIZE) return -1;
    if (entries == f->extension_versions) {
        size_t used = strlen(f->extensions);
        if (used + strlen(name) + 2 > sizeof f->extensions) return -1;
        snprintf(f->extensions + used, sizeof f->extensions - used, "%s%s", used ? " " : "", name);
    }
    if (entries == f->ils) { /* CL_DEVICE_IL_VERSION: "SPIR-V_1.0 SPIR-V_1.1 ..." */
        size_t used = strlen(f->il_version);
        int n = snprintf(f->il_version + used, sizeof f->il_version - used, "%s%s_%u.%u",
                         used ? " " : "", name, major, minor);
        if (n < 0 || (size_t)n >= sizeof f->il_version - used) return -1;
    }
    cl_name_version *entry = &entries[(*count)++];
    entry->version = CL_MAKE_VERSION(major, minor, patch);
    snprintf(entry->name, sizeof entry->name, "%s", name);
    return 0;
}

/* ---- platform ------------------------------------------------------------------------------ */

cl_int CL_API_CALL clGetPlatformIDs(cl_uint num_entries, cl_platform_id *platforms,
                                    cl_uint *num_platforms)
{
    return clIcdGetPlatformIDsKHR(num_entries, platforms, num_platforms);
}

/* Exported: ocl-icd looks it up by name (the library links with -Bsymbolic, so the dispatch
 * table still holds this one). */
NCPU_EXPORT cl_int CL_API_CALL clGetPlatformInfo(cl_platform_id platform, cl_platform_info param_name,
                                     size_t param_value_size, void *param_value,
                                     size_t *param_value_size_ret)
{
    /* NULL: "implementation-defined" in the spec; the only platform there is. */
    if (platform != NULL && !ncpu_is(platform, NCPU_MAGIC_PLATFORM)) return CL_INVALID_PLATFORM;
    switch (param_name) {
    case CL_PLATFORM_PROFILE:
        return ncpu_info_string("FULL_PROFILE", param_value_size, param_value, param_value_size_ret);
    case CL_PLATFORM_VERSION:
        return ncpu_info_string(platform_version(), param_value_size, param_value, param_value_size_ret);
    case CL_PLATFORM_NUMERIC_VERSION:
        NCPU_INFO_VALUE(cl_version, CL_MAKE_VERSION(NCPU_CL_VERSION_MAJOR, NCPU_CL_VERSION_MINOR, 0));
    case CL_PLATFORM_NAME:
    case CL_PLATFORM_VENDOR:
        return ncpu_info_string(PLATFORM_NAME, param_value_size, param_value, param_value_size_ret);
    case CL_PLATFORM_EXTENSIONS:
        return ncpu_info_string(PLATFORM_EXTENSIONS, param_value_size, param_value,
                                param_value_size_ret);
    case CL_PLATFORM_EXTENSIONS_WITH_VERSION: {
        cl_name_version icd = {.version = CL_MAKE_VERSION(1, 0, 0), .name = "cl_khr_icd"};
        return ncpu_info(&icd, sizeof icd, param_value_size, param_value, param_value_size_ret);
    }
    case CL_PLATFORM_HOST_TIMER_RESOLUTION:
        NCPU_INFO_VALUE(cl_ulong, timer_resolution_ns());
    case CL_PLATFORM_ICD_SUFFIX_KHR:
        return ncpu_info_string(ICD_SUFFIX, param_value_size, param_value, param_value_size_ret);
    default:
        return CL_INVALID_VALUE;
    }
}

cl_int CL_API_CALL clUnloadPlatformCompiler(cl_platform_id platform)
{
    /* A hint; the compiler lives in Python and stays. */
    return ncpu_is(platform, NCPU_MAGIC_PLATFORM) ? CL_SUCCESS : CL_INVALID_PLATFORM;
}

cl_int CL_API_CALL clUnloadCompiler(void)
{
    return CL_SUCCESS;
}

/* ---- device -------------------------------------------------------------------------------- */

static cl_int check_device_type(cl_device_type type)
{
    if (type != CL_DEVICE_TYPE_ALL && (type == 0 || (type & ~(cl_device_type)DEVICE_TYPES)))
        return CL_INVALID_DEVICE_TYPE;
    return CL_SUCCESS;
}

/* Our device is the default one and a CPU. */
static bool device_matches(cl_device_type type)
{
    return (type & (CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_DEFAULT)) != 0;
}

cl_int CL_API_CALL clGetDeviceIDs(cl_platform_id platform, cl_device_type device_type,
                                  cl_uint num_entries, cl_device_id *devices, cl_uint *num_devices)
{
    if (platform != NULL && !ncpu_is(platform, NCPU_MAGIC_PLATFORM)) return CL_INVALID_PLATFORM;
    cl_int status = check_device_type(device_type);
    if (status != CL_SUCCESS) return status;
    if ((num_entries == 0 && devices != NULL) || (devices == NULL && num_devices == NULL))
        return CL_INVALID_VALUE;
    if (!device_matches(device_type)) {
        if (num_devices) *num_devices = 0;
        return CL_DEVICE_NOT_FOUND;
    }
    if (devices) devices[0] = &ncpu_device;
    if (num_devices) *num_devices = 1;
    return CL_SUCCESS;
}

/* The queries whose answer needs no facts.  -1 when `param_name` is not one of them. */
static cl_int fixed_device_info(cl_device_info param_name, size_t param_value_size,
                                void *param_value, size_t *param_value_size_ret)
{
    const cl_device_fp_config single_fp = CL_FP_DENORM | CL_FP_INF_NAN | CL_FP_ROUND_TO_NEAREST |
                                          CL_FP_FMA | CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT;
    const cl_device_atomic_capabilities atomics =
        CL_DEVICE_ATOMIC_ORDER_RELAXED | CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
        CL_DEVICE_ATOMIC_ORDER_SEQ_CST | CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP |
        CL_DEVICE_ATOMIC_SCOPE_DEVICE | CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES;
    switch (param_name) {
    case CL_DEVICE_TYPE: NCPU_INFO_VALUE(cl_device_type, CL_DEVICE_TYPE_CPU);
    case CL_DEVICE_VENDOR_ID: NCPU_INFO_VALUE(cl_uint, 0); /* no PCI or Khronos vendor id */
    case CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS: NCPU_INFO_VALUE(cl_uint, 3);
    case CL_DEVICE_ADDRESS_BITS: NCPU_INFO_VALUE(cl_uint, sizeof(void *) * 8);
    case CL_DEVICE_MAX_READ_IMAGE_ARGS:
    case CL_DEVICE_MAX_WRITE_IMAGE_ARGS:
    case CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS:
    case CL_DEVICE_MAX_SAMPLERS:
    case CL_DEVICE_IMAGE_PITCH_ALIGNMENT:
    case CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT:
    case CL_DEVICE_MAX_PIPE_ARGS:
    case CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS:
    case CL_DEVICE_PIPE_MAX_PACKET_SIZE:
    case CL_DEVICE_MAX_ON_DEVICE_QUEUES:
    case CL_DEVICE_MAX_ON_DEVICE_EVENTS:
    case CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE:
    case CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE:
    case CL_DEVICE_PARTITION_MAX_SUB_DEVICES:
    /* 0: naturally aligned atomics are what the device wants. */
    case CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT:
    case CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT:
    case CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT:
        NCPU_INFO_VALUE(cl_uint, 0);
    case CL_DEVICE_IMAGE2D_MAX_WIDTH:
    case CL_DEVICE_IMAGE2D_MAX_HEIGHT:
    case CL_DEVICE_IMAGE3D_MAX_WIDTH:
    case CL_DEVICE_IMAGE3D_MAX_HEIGHT:
    case CL_DEVICE_IMAGE3D_MAX_DEPTH:
    case CL_DEVICE_IMAGE_MAX_BUFFER_SIZE:
    case CL_DEVICE_IMAGE_MAX_ARRAY_SIZE:
        NCPU_INFO_VALUE(size_t, 0);
    case CL_DEVICE_IMAGE_SUPPORT:
    case CL_DEVICE_ERROR_CORRECTION_SUPPORT:
    case CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS:
    case CL_DEVICE_PIPE_SUPPORT:
        NCPU_INFO_VALUE(cl_bool, CL_FALSE);
    case CL_DEVICE_HOST_UNIFIED_MEMORY:
    case CL_DEVICE_PREFERRED_INTEROP_USER_SYNC:
    case CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT: /* the last group of a dimension may be smaller */
    case CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT:
    case CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT:
        NCPU_INFO_VALUE(cl_bool, CL_TRUE);
    case CL_DEVICE_ENDIAN_LITTLE: {
        const uint16_t probe = 1;
        NCPU_INFO_VALUE(cl_bool, *(const uint8_t *)&probe == 1 ? CL_TRUE : CL_FALSE);
    }
    /* Arguments are packed into one block with no limit of ours: the spec's minimum. */
    case CL_DEVICE_MAX_PARAMETER_SIZE: NCPU_INFO_VALUE(size_t, 4096);
    case CL_DEVICE_MEM_BASE_ADDR_ALIGN: NCPU_INFO_VALUE(cl_uint, NCPU_MEM_ALIGN * 8);
    case CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE: NCPU_INFO_VALUE(cl_uint, 128); /* long16 */
    case CL_DEVICE_SINGLE_FP_CONFIG: NCPU_INFO_VALUE(cl_device_fp_config, single_fp);
    case CL_DEVICE_GLOBAL_MEM_CACHE_TYPE:
        NCPU_INFO_VALUE(cl_device_mem_cache_type, CL_READ_WRITE_CACHE);
    /* Work-group memory is the CPU's memory (on the thread's stack or heap). */
    case CL_DEVICE_LOCAL_MEM_TYPE: NCPU_INFO_VALUE(cl_device_local_mem_type, CL_GLOBAL);
    case CL_DEVICE_MAX_CONSTANT_ARGS: NCPU_INFO_VALUE(cl_uint, 1024);
    case CL_DEVICE_PROFILING_TIMER_RESOLUTION: NCPU_INFO_VALUE(size_t, (size_t)timer_resolution_ns());
    case CL_DEVICE_EXECUTION_CAPABILITIES:
        NCPU_INFO_VALUE(cl_device_exec_capabilities, CL_EXEC_KERNEL);
    /* Out-of-order queues are accepted (and run in order, a valid schedule of them). */
    case CL_DEVICE_QUEUE_ON_HOST_PROPERTIES:
        NCPU_INFO_VALUE(cl_command_queue_properties,
                        CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE);
    case CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES: NCPU_INFO_VALUE(cl_command_queue_properties, 0);
    case CL_DEVICE_PLATFORM: NCPU_INFO_VALUE(cl_platform_id, &ncpu_platform);
    case CL_DEVICE_PROFILE:
        return ncpu_info_string("FULL_PROFILE", param_value_size, param_value, param_value_size_ret);
    case CL_DEVICE_VERSION:
        return ncpu_info_string(platform_version(), param_value_size, param_value, param_value_size_ret);
    case CL_DEVICE_NUMERIC_VERSION:
        NCPU_INFO_VALUE(cl_version, CL_MAKE_VERSION(NCPU_CL_VERSION_MAJOR, NCPU_CL_VERSION_MINOR, 0));
    case CL_DRIVER_VERSION:
        return ncpu_info_string(ncpu_config_package_version, param_value_size, param_value,
                                param_value_size_ret);
    /* OpenCL 3.0: the newest version fully compatible with 1.2 (3.0 in ALL_VERSIONS). */
    case CL_DEVICE_OPENCL_C_VERSION:
        return ncpu_info_string("OpenCL C 1.2 " PLATFORM_NAME, param_value_size, param_value,
                                param_value_size_ret);
    case CL_DEVICE_LINKER_AVAILABLE: NCPU_INFO_VALUE(cl_bool, CL_TRUE);
    case CL_DEVICE_BUILT_IN_KERNELS:
        return ncpu_info_string("", param_value_size, param_value, param_value_size_ret);
    case CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION:
        return ncpu_info(NULL, 0, param_value_size, param_value, param_value_size_ret);
    case CL_DEVICE_PARENT_DEVICE: NCPU_INFO_VALUE(cl_device_id, NULL);
    case CL_DEVICE_PARTITION_PROPERTIES:
        NCPU_INFO_VALUE(cl_device_partition_property, 0); /* none supported */
    case CL_DEVICE_PARTITION_AFFINITY_DOMAIN:
        NCPU_INFO_VALUE(cl_device_affinity_domain, 0);
    case CL_DEVICE_PARTITION_TYPE: /* a root device: no partition type */
        return ncpu_info(NULL, 0, param_value_size, param_value, param_value_size_ret);
    case CL_DEVICE_REFERENCE_COUNT: NCPU_INFO_VALUE(cl_uint, 1);
    /* printf writes through the C library's stdout: no buffer of ours; the spec's minimum. */
    case CL_DEVICE_PRINTF_BUFFER_SIZE: NCPU_INFO_VALUE(size_t, 1024 * 1024);
    case CL_DEVICE_SVM_CAPABILITIES: NCPU_INFO_VALUE(cl_device_svm_capabilities, 0);
    case CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES:
        NCPU_INFO_VALUE(cl_device_atomic_capabilities, atomics);
    case CL_DEVICE_ATOMIC_FENCE_CAPABILITIES:
        NCPU_INFO_VALUE(cl_device_atomic_capabilities, atomics | CL_DEVICE_ATOMIC_SCOPE_WORK_ITEM);
    case CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES:
        NCPU_INFO_VALUE(cl_device_device_enqueue_capabilities, 0);
    /* Never submitted to the conformance process. */
    case CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED:
        return ncpu_info_string("v0000-01-01-00", param_value_size, param_value,
                                param_value_size_ret);
    default:
        return -1;
    }
}

/* cl_ext_float_atomics: add, min and max on global and local float and double (not half). */
static cl_device_fp_atomic_capabilities_ext fp_atomics(bool supported)
{
    return supported ? CL_DEVICE_GLOBAL_FP_ATOMIC_ADD_EXT | CL_DEVICE_GLOBAL_FP_ATOMIC_MIN_MAX_EXT |
                           CL_DEVICE_LOCAL_FP_ATOMIC_ADD_EXT | CL_DEVICE_LOCAL_FP_ATOMIC_MIN_MAX_EXT
                     : 0;
}

static bool has_extension(const char *name)
{
    const ncpu_device_facts *f = &ncpu_device.facts;
    for (cl_uint i = 0; i < f->num_extension_versions; i++)
        if (strcmp(f->extension_versions[i].name, name) == 0) return true;
    return false;
}

static cl_int device_fact(cl_device_info param_name, size_t param_value_size, void *param_value,
                          size_t *param_value_size_ret)
{
    const ncpu_device_facts *f = &ncpu_device.facts;
    const cl_device_fp_config double_fp = CL_FP_FMA | CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN |
                                          CL_FP_DENORM;
    switch (param_name) {
    case CL_DEVICE_MAX_COMPUTE_UNITS: NCPU_INFO_VALUE(cl_uint, f->compute_units);
    case CL_DEVICE_MAX_WORK_GROUP_SIZE: NCPU_INFO_VALUE(size_t, f->max_work_group_size);
    case CL_DEVICE_MAX_WORK_ITEM_SIZES: {
        /* Any shape within the work-group limit. */
        size_t sizes[3] = {f->max_work_group_size, f->max_work_group_size, f->max_work_group_size};
        return ncpu_info(sizes, sizeof sizes, param_value_size, param_value, param_value_size_ret);
    }
    case CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
        NCPU_INFO_VALUE(size_t, f->preferred_work_group_size_multiple);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR: NCPU_INFO_VALUE(cl_uint, f->preferred_vector_width[0]);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT: NCPU_INFO_VALUE(cl_uint, f->preferred_vector_width[1]);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT: NCPU_INFO_VALUE(cl_uint, f->preferred_vector_width[2]);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG: NCPU_INFO_VALUE(cl_uint, f->preferred_vector_width[3]);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT: NCPU_INFO_VALUE(cl_uint, f->preferred_vector_width[4]);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE:
        NCPU_INFO_VALUE(cl_uint, f->fp64 ? f->preferred_vector_width[5] : 0);
    case CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF:
        NCPU_INFO_VALUE(cl_uint, f->fp16 ? f->preferred_vector_width[6] : 0);
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR: NCPU_INFO_VALUE(cl_uint, f->native_vector_width[0]);
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT: NCPU_INFO_VALUE(cl_uint, f->native_vector_width[1]);
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_INT: NCPU_INFO_VALUE(cl_uint, f->native_vector_width[2]);
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG: NCPU_INFO_VALUE(cl_uint, f->native_vector_width[3]);
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT: NCPU_INFO_VALUE(cl_uint, f->native_vector_width[4]);
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE:
        NCPU_INFO_VALUE(cl_uint, f->fp64 ? f->native_vector_width[5] : 0);
    case CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF:
        NCPU_INFO_VALUE(cl_uint, f->fp16 ? f->native_vector_width[6] : 0);
    case CL_DEVICE_MAX_CLOCK_FREQUENCY: NCPU_INFO_VALUE(cl_uint, f->max_clock_frequency);
    case CL_DEVICE_MAX_MEM_ALLOC_SIZE: NCPU_INFO_VALUE(cl_ulong, f->max_mem_alloc_size);
    case CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE: NCPU_INFO_VALUE(cl_uint, f->global_mem_cacheline_size);
    case CL_DEVICE_GLOBAL_MEM_CACHE_SIZE: NCPU_INFO_VALUE(cl_ulong, f->global_mem_cache_size);
    case CL_DEVICE_GLOBAL_MEM_SIZE: NCPU_INFO_VALUE(cl_ulong, f->global_mem_size);
    /* __constant buffers are ordinary buffers; program-scope variables have no limit of ours. */
    case CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE: NCPU_INFO_VALUE(cl_ulong, f->max_mem_alloc_size);
    case CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE: NCPU_INFO_VALUE(size_t, (size_t)f->max_mem_alloc_size);
    case CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE:
        NCPU_INFO_VALUE(size_t, (size_t)f->max_mem_alloc_size);
    case CL_DEVICE_LOCAL_MEM_SIZE: NCPU_INFO_VALUE(cl_ulong, f->local_mem_size);
    case CL_DEVICE_COMPILER_AVAILABLE: NCPU_INFO_VALUE(cl_bool, f->compiler_available);
    case CL_DEVICE_NAME:
        return ncpu_info_string(f->name, param_value_size, param_value, param_value_size_ret);
    case CL_DEVICE_VENDOR:
        return ncpu_info_string(f->vendor, param_value_size, param_value, param_value_size_ret);
    case CL_DEVICE_EXTENSIONS:
        return ncpu_info_string(f->extensions, param_value_size, param_value, param_value_size_ret);
    case CL_DEVICE_EXTENSIONS_WITH_VERSION:
        return ncpu_info(f->extension_versions, f->num_extension_versions * sizeof(cl_name_version),
                         param_value_size, param_value, param_value_size_ret);
    case CL_DEVICE_OPENCL_C_ALL_VERSIONS:
        return ncpu_info(f->opencl_c_versions, f->num_opencl_c_versions * sizeof(cl_name_version),
                         param_value_size, param_value, param_value_size_ret);
    case CL_DEVICE_OPENCL_C_FEATURES:
        return ncpu_info(f->opencl_c_features, f->num_opencl_c_features * sizeof(cl_name_version),
                         param_value_size, param_value, param_value_size_ret);
    case CL_DEVICE_DOUBLE_FP_CONFIG: NCPU_INFO_VALUE(cl_device_fp_config, f->fp64 ? double_fp : 0);
    case CL_DEVICE_HALF_FP_CONFIG:
        NCPU_INFO_VALUE(cl_device_fp_config,
                        f->fp16 ? CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN | CL_FP_DENORM : 0);
    case CL_DEVICE_MAX_NUM_SUB_GROUPS: NCPU_INFO_VALUE(cl_uint, f->max_num_sub_groups);
    case CL_DEVICE_IL_VERSION:
        return ncpu_info_string(f->il_version, param_value_size, param_value, param_value_size_ret);
    case CL_DEVICE_ILS_WITH_VERSION:
        return ncpu_info(f->ils, f->num_ils * sizeof f->ils[0], param_value_size, param_value,
                         param_value_size_ret);
    case CL_DEVICE_SINGLE_FP_ATOMIC_CAPABILITIES_EXT:
    case CL_DEVICE_DOUBLE_FP_ATOMIC_CAPABILITIES_EXT:
    case CL_DEVICE_HALF_FP_ATOMIC_CAPABILITIES_EXT:
        /* Only with the extension reported (another device's query otherwise). */
        if (!has_extension("cl_ext_float_atomics")) return CL_INVALID_VALUE;
        NCPU_INFO_VALUE(cl_device_fp_atomic_capabilities_ext,
                        fp_atomics(param_name == CL_DEVICE_SINGLE_FP_ATOMIC_CAPABILITIES_EXT ||
                                   (param_name == CL_DEVICE_DOUBLE_FP_ATOMIC_CAPABILITIES_EXT &&
                                    f->fp64)));
    default:
        return CL_INVALID_VALUE;
    }
}

cl_int CL_API_CALL clGetDeviceInfo(cl_device_id device, cl_device_info param_name,
                                   size_t param_value_size, void *param_value,
                                   size_t *param_value_size_ret)
{
    if (!ncpu_is(device, NCPU_MAGIC_DEVICE)) return CL_INVALID_DEVICE;
    cl_int status = fixed_device_info(param_name, param_value_size, param_value,
                                      param_value_size_ret);
    if (status != -1) return status;
    /* The one fact known without Python: whether Python (and so the device) could start. */
    if (param_name == CL_DEVICE_AVAILABLE)
        NCPU_INFO_VALUE(cl_bool, ncpu_start() == CL_SUCCESS ? CL_TRUE : CL_FALSE);
    if (ncpu_start() != CL_SUCCESS) return CL_OUT_OF_RESOURCES;
    return device_fact(param_name, param_value_size, param_value, param_value_size_ret);
}

static cl_int check_partition(cl_device_id in_device, const void *properties)
{
    if (!ncpu_is(in_device, NCPU_MAGIC_DEVICE)) return CL_INVALID_DEVICE;
    /* CL_DEVICE_PARTITION_PROPERTIES lists no scheme: every request is unsupported. */
    (void)properties;
    return CL_INVALID_VALUE;
}

cl_int CL_API_CALL clCreateSubDevices(cl_device_id in_device,
                                      const cl_device_partition_property *properties,
                                      cl_uint num_devices, cl_device_id *out_devices,
                                      cl_uint *num_devices_ret)
{
    return check_partition(in_device, properties);
}

cl_int CL_API_CALL clCreateSubDevicesEXT(cl_device_id in_device,
                                         const cl_device_partition_property_ext *properties,
                                         cl_uint num_entries, cl_device_id *out_devices,
                                         cl_uint *num_devices)
{
    return check_partition(in_device, properties);
}

/* The root device is never freed: retain and release only check the handle. */
cl_int CL_API_CALL clRetainDevice(cl_device_id device)
{
    return ncpu_is(device, NCPU_MAGIC_DEVICE) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

cl_int CL_API_CALL clReleaseDevice(cl_device_id device)
{
    return ncpu_is(device, NCPU_MAGIC_DEVICE) ? CL_SUCCESS : CL_INVALID_DEVICE;
}

cl_int CL_API_CALL clRetainDeviceEXT(cl_device_id device)
{
    return clRetainDevice(device);
}

cl_int CL_API_CALL clReleaseDeviceEXT(cl_device_id device)
{
    return clReleaseDevice(device);
}

/* The device's clock is the host's (CLOCK_MONOTONIC, as profiling times). */
cl_int CL_API_CALL clGetHostTimer(cl_device_id device, cl_ulong *host_timestamp)
{
    if (!ncpu_is(device, NCPU_MAGIC_DEVICE)) return CL_INVALID_DEVICE;
    if (host_timestamp == NULL) return CL_INVALID_VALUE;
    *host_timestamp = ncpu_now_ns();
    return CL_SUCCESS;
}

cl_int CL_API_CALL clGetDeviceAndHostTimer(cl_device_id device, cl_ulong *device_timestamp,
                                           cl_ulong *host_timestamp)
{
    if (!ncpu_is(device, NCPU_MAGIC_DEVICE)) return CL_INVALID_DEVICE;
    if (device_timestamp == NULL || host_timestamp == NULL) return CL_INVALID_VALUE;
    *device_timestamp = *host_timestamp = ncpu_now_ns();
    return CL_SUCCESS;
}

/* ---- context ------------------------------------------------------------------------------- */

/* Checks a context property list; its entries (with the 0) in *count.  CL_INVALID_PLATFORM
 * for another platform, CL_INVALID_PROPERTY for a name we do not know, a bad value or a name
 * given twice. */
static cl_int check_context_properties(const cl_context_properties *properties, size_t *count)
{
    *count = 0;
    if (properties == NULL) return CL_SUCCESS;
    bool seen_platform = false, seen_sync = false;
    size_t i = 0;
    for (; properties[i] != 0; i += 2) {
        cl_context_properties value = properties[i + 1];
        switch (properties[i]) {
        case CL_CONTEXT_PLATFORM:
            if (seen_platform) return CL_INVALID_PROPERTY;
            seen_platform = true;
            if (!ncpu_is((const void *)value, NCPU_MAGIC_PLATFORM)) return CL_INVALID_PLATFORM;
            break;
        case CL_CONTEXT_INTEROP_USER_SYNC:
            if (seen_sync || (value != CL_TRUE && value != CL_FALSE)) return CL_INVALID_PROPERTY;
            seen_sync = true;
            break;
        default: /* GL/EGL/D3D sharing and anything else: not supported */
            return CL_INVALID_PROPERTY;
        }
    }
    *count = i + 1;
    return CL_SUCCESS;
}

typedef void(CL_CALLBACK *context_notify_fn)(const char *, const void *, size_t, void *);

static cl_context new_context(const cl_context_properties *properties, context_notify_fn notify,
                              void *user_data, cl_int *errcode_ret)
{
    size_t count;
    cl_int status = check_context_properties(properties, &count);
    if (status == CL_SUCCESS && notify == NULL && user_data != NULL) status = CL_INVALID_VALUE;
    if (status == CL_SUCCESS && ncpu_start() != CL_SUCCESS) status = CL_DEVICE_NOT_AVAILABLE;
    cl_context context = NULL;
    if (status == CL_SUCCESS) {
        context = calloc(1, sizeof *context);
        if (context == NULL) status = CL_OUT_OF_HOST_MEMORY;
    }
    if (status == CL_SUCCESS && count) {
        context->properties = ncpu_copy_properties(properties, count);
        if (context->properties == NULL) {
            free(context);
            context = NULL;
            status = CL_OUT_OF_HOST_MEMORY;
        }
    }
    if (errcode_ret) *errcode_ret = status;
    if (status != CL_SUCCESS) return NULL;
    ncpu_object_init(context, NCPU_MAGIC_CONTEXT);
    context->num_devices = 1;
    context->device = &ncpu_device;
    context->num_properties = count;
    context->notify = notify;
    context->notify_data = user_data;
    pthread_mutex_init(&context->lock, NULL);
    return context;
}

cl_context CL_API_CALL clCreateContext(const cl_context_properties *properties,
                                       cl_uint num_devices, const cl_device_id *devices,
                                       context_notify_fn pfn_notify, void *user_data,
                                       cl_int *errcode_ret)
{
    size_t count;
    cl_int status = check_context_properties(properties, &count);
    if (status == CL_SUCCESS && (devices == NULL || num_devices == 0)) status = CL_INVALID_VALUE;
    /* Duplicates are allowed (and ignored): every entry must be our device. */
    for (cl_uint i = 0; status == CL_SUCCESS && i < num_devices; i++)
        if (!ncpu_is(devices[i], NCPU_MAGIC_DEVICE)) status = CL_INVALID_DEVICE;
    if (status != CL_SUCCESS) {
        if (errcode_ret) *errcode_ret = status;
        return NULL;
    }
    return new_context(properties, pfn_notify, user_data, errcode_ret);
}

cl_context CL_API_CALL clCreateContextFromType(const cl_context_properties *properties,
                                               cl_device_type device_type,
                                               context_notify_fn pfn_notify, void *user_data,
                                               cl_int *errcode_ret)
{
    size_t count;
    cl_int status = check_context_properties(properties, &count);
    if (status == CL_SUCCESS) status = check_device_type(device_type);
    if (status == CL_SUCCESS && pfn_notify == NULL && user_data != NULL) status = CL_INVALID_VALUE;
    if (status == CL_SUCCESS && !device_matches(device_type)) status = CL_DEVICE_NOT_FOUND;
    if (status != CL_SUCCESS) {
        if (errcode_ret) *errcode_ret = status;
        return NULL;
    }
    return new_context(properties, pfn_notify, user_data, errcode_ret);
}

cl_int CL_API_CALL clRetainContext(cl_context context)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    ncpu_object_retain(context);
    return CL_SUCCESS;
}

cl_int CL_API_CALL clReleaseContext(cl_context context)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    if (!ncpu_object_release(context)) return CL_SUCCESS;
    /* Destructor callbacks in the reverse order of their registration (the list is LIFO). */
    for (ncpu_callback *cb = context->destructors, *next; cb; cb = next) {
        next = cb->next;
        cb->function(context, cb->user_data);
        free(cb);
    }
    ncpu_object_forget(context);
    pthread_mutex_destroy(&context->lock);
    free(context->properties);
    free(context);
    return CL_SUCCESS;
}

cl_int CL_API_CALL clGetContextInfo(cl_context context, cl_context_info param_name,
                                    size_t param_value_size, void *param_value,
                                    size_t *param_value_size_ret)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    switch (param_name) {
    case CL_CONTEXT_REFERENCE_COUNT: NCPU_INFO_VALUE(cl_uint, atomic_load(&context->obj.refcount));
    case CL_CONTEXT_NUM_DEVICES: NCPU_INFO_VALUE(cl_uint, context->num_devices);
    case CL_CONTEXT_DEVICES: NCPU_INFO_VALUE(cl_device_id, context->device);
    case CL_CONTEXT_PROPERTIES:
        return ncpu_info(context->properties, context->num_properties * sizeof(cl_context_properties),
                         param_value_size, param_value, param_value_size_ret);
    default:
        return CL_INVALID_VALUE;
    }
}

cl_int CL_API_CALL clSetContextDestructorCallback(cl_context context,
                                                  void(CL_CALLBACK *pfn_notify)(cl_context, void *),
                                                  void *user_data)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    if (pfn_notify == NULL) return CL_INVALID_VALUE;
    ncpu_callback *cb = malloc(sizeof *cb);
    if (cb == NULL) return CL_OUT_OF_HOST_MEMORY;
    cb->function = (void(CL_CALLBACK *)(void *, void *))pfn_notify;
    cb->user_data = user_data;
    pthread_mutex_lock(&context->lock);
    cb->next = context->destructors;
    context->destructors = cb;
    pthread_mutex_unlock(&context->lock);
    return CL_SUCCESS;
}

void ncpu_context_notify(cl_context context, const char *errinfo)
{
    if (context->notify) context->notify(errinfo, NULL, 0, context->notify_data);
}
