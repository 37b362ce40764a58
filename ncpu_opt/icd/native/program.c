/*
 * Programs and kernels: creation, builds (source, compile + link, binaries), their queries,
 * clSetKernelArg and the kernel queries.
 *
 * A build calls Python (programs.py, through the bridge) with the program's lock held:
 * Python makes the runtime's Program, then writes the results back with the ncpu_icd_*
 * setters below (the log, the binary, each kernel's table), which therefore take no lock.
 * Everything after a build (kernels, arguments, queries) is C alone.
 *
 * Python's objects (built programs, kernels, launch plans) are let go of through
 * ncpu_python_forget, which any thread may call (a queue's thread frees the last command of a
 * kernel): the ids wait until a thread that may call Python collects them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "icd.h"
#include "program.h"

/* The first line of every binary programs.py writes, then "type <executable|object|library>". */
#define BINARY_MAGIC "ncpu-opt-cl-binary 1\n"

static cl_program fail_program(cl_int *errcode_ret, cl_int status)
{
    if (errcode_ret) *errcode_ret = status;
    return NULL;
}

static cl_kernel fail_kernel(cl_int *errcode_ret, cl_int status)
{
    if (errcode_ret) *errcode_ret = status;
    return NULL;
}

static char *copy_string(const char *text)
{
    return strdup(text ? text : "");
}

/* ---- Python's objects, let go of from any thread ------------------------------------------- */

static pthread_mutex_t graveyard_lock = PTHREAD_MUTEX_INITIALIZER;
static uint64_t *graveyard;
static size_t graveyard_count, graveyard_capacity;
static atomic_size_t graveyard_pending;

void ncpu_python_forget(uint64_t python_id)
{
    if (python_id == 0) return;
    pthread_mutex_lock(&graveyard_lock);
    if (graveyard_count == graveyard_capacity) {
        size_t capacity = graveyard_capacity ? graveyard_capacity * 2 : 64;
        uint64_t *grown = realloc(graveyard, capacity * sizeof *grown);
        if (grown == NULL) { /* Python keeps the object: a leak, not a crash */
            pthread_mutex_unlock(&graveyard_lock);
            return;
        }
        graveyard = grown;
        graveyard_capacity = capacity;
    }
    graveyard[graveyard_count++] = python_id;
    atomic_store(&graveyard_pending, graveyard_count);
    pthread_mutex_unlock(&graveyard_lock);
}

void ncpu_python_collect(void)
{
    if (atomic_load_explicit(&graveyard_pending, memory_order_relaxed) == 0) return;
    pthread_mutex_lock(&graveyard_lock);
    uint64_t *ids = graveyard;
    size_t count = graveyard_count;
    graveyard = NULL;
    graveyard_count = graveyard_capacity = 0;
    atomic_store(&graveyard_pending, 0);
    pthread_mutex_unlock(&graveyard_lock);
    if (count) ncpu_bridge_call("drop", (uint64_t)(uintptr_t)ids, count, 0);
    free(ids);
}

/* ---- programs: their state --------------------------------------------------------------- */

static void free_kernel_table(cl_program program)
{
    for (cl_uint i = 0; i < program->num_kernels; i++) {
        ncpu_kernel_info *k = &program->kernels[i];
        ncpu_python_forget(k->python_id);
        for (cl_uint p = 0; k->params && p < k->num_params; p++) {
            free(k->params[p].type_name);
            free(k->params[p].name);
        }
        free(k->params);
        free(k->name);
        free(k->attributes);
        free(k->args_template);
    }
    free(program->kernels);
    program->kernels = NULL;
    program->num_kernels = 0;
    free(program->kernel_names);
    program->kernel_names = NULL;
}

/* Forgets the executable of the last build (its kernels and Python's Program). */
static void drop_executable(cl_program program)
{
    free_kernel_table(program);
    ncpu_python_forget(program->python_id);
    program->python_id = 0;
}

static cl_program program_new(cl_context context, cl_int *status)
{
    cl_program program = calloc(1, sizeof *program);
    char *log = strdup(""), *options = strdup("");
    if (program == NULL || log == NULL || options == NULL) {
        free(program);
        free(log);
        free(options);
        *status = CL_OUT_OF_HOST_MEMORY;
        return NULL;
    }
    ncpu_object_init(program, NCPU_MAGIC_PROGRAM);
    ncpu_object_retain(context);
    program->context = context;
    program->build_log = log;
    program->options = options;
    program->build_status = CL_BUILD_NONE;
    program->binary_type = CL_PROGRAM_BINARY_TYPE_NONE;
    atomic_init(&program->attached_kernels, 0);
    pthread_mutex_init(&program->lock, NULL);
    *status = CL_SUCCESS;
    return program;
}

static void program_free(cl_program program)
{
    drop_executable(program);
    ncpu_object_forget(program);
    pthread_mutex_destroy(&program->lock);
    free(program->source);
    free(program->il);
    free(program->spec_constants);
    free(program->binary);
    free(program->options);
    free(program->build_log);
    cl_context context = program->context;
    free(program);
    clReleaseContext(context);
}

/* The kernel names, ';'-joined (CL_PROGRAM_KERNEL_NAMES). */
static bool join_kernel_names(cl_program program)
{
    size_t size = 1;
    for (cl_uint i = 0; i < program->num_kernels; i++) size += strlen(program->kernels[i].name) + 1;
    char *names = malloc(size);
    if (names == NULL) return false;
    names[0] = '\0';
    for (cl_uint i = 0; i < program->num_kernels; i++) {
        if (i) strcat(names, ";");
        strcat(names, program->kernels[i].name);
    }
    program->kernel_names = names;
    return true;
}

/* The type a binary of ours says it is (its second line); NONE for bytes that are not ours. */
static cl_program_binary_type binary_type_of(const unsigned char *bytes, size_t size)
{
    static const struct {
        const char *line;
        cl_program_binary_type type;
    } types[] = {
        {"type executable\n", CL_PROGRAM_BINARY_TYPE_EXECUTABLE},
        {"type object\n", CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT},
        {"type library\n", CL_PROGRAM_BINARY_TYPE_LIBRARY},
    };
    size_t magic = strlen(BINARY_MAGIC);
    if (size < magic || memcmp(bytes, BINARY_MAGIC, magic) != 0) return CL_PROGRAM_BINARY_TYPE_NONE;
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        size_t n = strlen(types[i].line);
        if (size - magic >= n && memcmp(bytes + magic, types[i].line, n) == 0) return types[i].type;
    }
    return CL_PROGRAM_BINARY_TYPE_NONE;
}

/* ---- the setters programs.py calls during a build (the builder holds the lock) ----------- */

NCPU_EXPORT const unsigned char *ncpu_icd_program_bytes(cl_program program, int which,
                                                        size_t *size)
{
    *size = 0;
    if (which == 0 && program->source) {
        *size = program->source_length;
        return (const unsigned char *)program->source;
    }
    if (which == 1 && program->binary) {
        *size = program->binary_size;
        return program->binary;
    }
    if (which == 2 && program->il) {
        *size = program->il_length;
        return program->il;
    }
    if (which == 3 && program->spec_constants) {
        *size = program->spec_constants_size;
        return program->spec_constants;
    }
    return NULL;
}

NCPU_EXPORT int ncpu_icd_program_set_log(cl_program program, const char *log)
{
    char *copy = copy_string(log);
    if (copy == NULL) return -1;
    free(program->build_log);
    program->build_log = copy;
    return 0;
}

NCPU_EXPORT int ncpu_icd_program_set_binary(cl_program program, const unsigned char *bytes,
                                            size_t size, uint32_t binary_type)
{
    unsigned char *copy = malloc(size ? size : 1);
    if (copy == NULL) return -1;
    memcpy(copy, bytes, size);
    free(program->binary);
    program->binary = copy;
    program->binary_size = size;
    program->binary_type = binary_type;
    return 0;
}

NCPU_EXPORT int ncpu_icd_program_set_kernel_count(cl_program program, uint32_t count)
{
    free_kernel_table(program);
    program->kernels = calloc(count ? count : 1, sizeof *program->kernels);
    if (program->kernels == NULL) return -1;
    program->num_kernels = count;
    return 0;
}

NCPU_EXPORT int ncpu_icd_kernel_set(cl_program program, uint32_t index, const char *name,
                                    const char *attributes, uint32_t num_params, uint64_t args_size,
                                    const unsigned char *args_template)
{
    if (index >= program->num_kernels) return -1;
    ncpu_kernel_info *k = &program->kernels[index];
    k->name = copy_string(name);
    k->attributes = copy_string(attributes);
    k->params = calloc(num_params ? num_params : 1, sizeof *k->params);
    k->args_template = malloc(args_size ? args_size : 1);
    if (!k->name || !k->attributes || !k->params || !k->args_template) return -1;
    k->num_params = num_params;
    k->args_size = args_size;
    memcpy(k->args_template, args_template, args_size);
    return 0;
}

NCPU_EXPORT int ncpu_icd_kernel_set_number(cl_program program, uint32_t index, const char *key,
                                           uint64_t value)
{
    if (index >= program->num_kernels) return -1;
    ncpu_kernel_info *k = &program->kernels[index];
    static const char *const axes[] = {"0", "1", "2"};
    for (int axis = 0; axis < 3; axis++) {
        if (strncmp(key, "reqd_work_group_size", 20) == 0 && strcmp(key + 20, axes[axis]) == 0) {
            k->reqd_work_group_size[axis] = value;
            return 0;
        }
        if (strncmp(key, "work_group_size_hint", 20) == 0 && strcmp(key + 20, axes[axis]) == 0) {
            k->work_group_size_hint[axis] = value;
            return 0;
        }
    }
    if (strcmp(key, "python_id") == 0) k->python_id = value;
    else if (strcmp(key, "max_work_group_size") == 0) k->max_work_group_size = value;
    else if (strcmp(key, "preferred_multiple") == 0) k->preferred_multiple = value;
    else if (strcmp(key, "vector_dimension") == 0) k->vector_dimension = (cl_uint)value;
    else if (strcmp(key, "local_mem_size") == 0) k->local_mem_size = value;
    else if (strcmp(key, "private_mem_size") == 0) k->private_mem_size = value;
    else if (strcmp(key, "prints") == 0) k->prints = value != 0;
    else if (strcmp(key, "uniform_work_groups") == 0) k->uniform_work_groups = value != 0;
    else return -1; /* programs.py and this file disagree: a bug, which the build reports */
    return 0;
}

NCPU_EXPORT int ncpu_icd_kernel_set_param(cl_program program, uint32_t index, uint32_t position,
                                          uint32_t kind, uint64_t offset, uint64_t size,
                                          uint32_t address_qualifier, uint32_t access_qualifier,
                                          uint64_t type_qualifier, const char *type_name,
                                          const char *name)
{
    if (index >= program->num_kernels) return -1;
    ncpu_kernel_info *k = &program->kernels[index];
    if (position >= k->num_params || kind > NCPU_PARAM_SAMPLER) return -1;
    if (offset + size > k->args_size) return -1;
    ncpu_kernel_param *p = &k->params[position];
    p->index = position;
    p->kind = (ncpu_param_kind)kind;
    p->offset = offset;
    p->size = size;
    p->address_qualifier = address_qualifier;
    p->access_qualifier = access_qualifier;
    p->type_qualifier = type_qualifier;
    p->type_name = copy_string(type_name);
    p->name = copy_string(name);
    return (p->type_name && p->name) ? 0 : -1;
}

/* ---- creating programs --------------------------------------------------------------------- */

cl_program CL_API_CALL clCreateProgramWithSource(cl_context context, cl_uint count,
                                                 const char **strings, const size_t *lengths,
                                                 cl_int *errcode_ret)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return fail_program(errcode_ret, CL_INVALID_CONTEXT);
    if (count == 0 || strings == NULL) return fail_program(errcode_ret, CL_INVALID_VALUE);
    size_t total = 0;
    for (cl_uint i = 0; i < count; i++) {
        if (strings[i] == NULL) return fail_program(errcode_ret, CL_INVALID_VALUE);
        total += (lengths && lengths[i]) ? lengths[i] : strlen(strings[i]);
    }
    char *source = malloc(total + 1);
    if (source == NULL) return fail_program(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    size_t at = 0;
    for (cl_uint i = 0; i < count; i++) {
        size_t n = (lengths && lengths[i]) ? lengths[i] : strlen(strings[i]);
        memcpy(source + at, strings[i], n);
        at += n;
    }
    source[total] = '\0';
    cl_int status;
    cl_program program = program_new(context, &status);
    if (program == NULL) {
        free(source);
        return fail_program(errcode_ret, status);
    }
    program->source = source;
    program->source_length = total;
    ncpu_python_collect();
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return program;
}

/* Checks a (num_devices, device_list) pair as clBuildProgram and its kin do: both given or
 * neither (CL_INVALID_VALUE), every device ours (CL_INVALID_DEVICE). */
static cl_int check_devices(cl_uint num_devices, const cl_device_id *device_list, bool required)
{
    if ((num_devices == 0) != (device_list == NULL)) return CL_INVALID_VALUE;
    if (required && device_list == NULL) return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < num_devices; i++)
        if (!ncpu_is(device_list[i], NCPU_MAGIC_DEVICE)) return CL_INVALID_DEVICE;
    return CL_SUCCESS;
}

cl_program CL_API_CALL clCreateProgramWithBinary(cl_context context, cl_uint num_devices,
                                                 const cl_device_id *device_list,
                                                 const size_t *lengths,
                                                 const unsigned char **binaries,
                                                 cl_int *binary_status, cl_int *errcode_ret)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return fail_program(errcode_ret, CL_INVALID_CONTEXT);
    cl_int status = check_devices(num_devices, device_list, true);
    if (status != CL_SUCCESS) return fail_program(errcode_ret, status);
    if (lengths == NULL || binaries == NULL) return fail_program(errcode_ret, CL_INVALID_VALUE);
    for (cl_uint i = 0; i < num_devices; i++)
        if (lengths[i] == 0 || binaries[i] == NULL) return fail_program(errcode_ret, CL_INVALID_VALUE);
    /* Our one device may be listed several times; each entry's binary must be ours. */
    bool valid = true;
    for (cl_uint i = 0; i < num_devices; i++) {
        bool ours = binary_type_of(binaries[i], lengths[i]) != CL_PROGRAM_BINARY_TYPE_NONE;
        if (binary_status) binary_status[i] = ours ? CL_SUCCESS : CL_INVALID_BINARY;
        valid = valid && ours;
    }
    if (!valid) return fail_program(errcode_ret, CL_INVALID_BINARY);
    cl_program program = program_new(context, &status);
    if (program == NULL) return fail_program(errcode_ret, status);
    if (ncpu_icd_program_set_binary(program, binaries[0], lengths[0],
                                    binary_type_of(binaries[0], lengths[0])) != 0) {
        program_free(program);
        return fail_program(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    ncpu_python_collect();
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return program;
}

cl_program CL_API_CALL clCreateProgramWithIL(cl_context context, const void *il, size_t length,
                                             cl_int *errcode_ret)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return fail_program(errcode_ret, CL_INVALID_CONTEXT);
    if (il == NULL || length == 0) return fail_program(errcode_ret, CL_INVALID_VALUE);
    if (ncpu_start() != CL_SUCCESS || ncpu_device.facts.num_ils == 0) {
        /* CL_DEVICE_IL_VERSION is empty: no device of the context takes an IL.  The spec's
         * error, and the reason where the spec lets an implementation say it. */
        ncpu_context_notify(context,
                            "clCreateProgramWithIL: the ncpu-opt platform reads SPIR-V through a "
                            "SPIR-V/LLVM translator, and none is installed: 'pip install "
                            "dpcpp-llvm-spirv', or Debian's 'apt install llvm-spirv-15' (or set "
                            "NCPU_OPT_LLVM_SPIRV to an llvm-spirv); or build the program from its "
                            "OpenCL C source");
        return fail_program(errcode_ret, CL_INVALID_OPERATION);
    }
    /* Well-formed SPIR-V starts with its magic number (its words in either byte order). */
    const uint32_t magic = 0x07230203, swapped = 0x03022307;
    if (length < 20 || length % 4 ||
        (memcmp(il, &magic, sizeof magic) != 0 && memcmp(il, &swapped, sizeof swapped) != 0))
        return fail_program(errcode_ret, CL_INVALID_VALUE);
    cl_int status;
    cl_program program = program_new(context, &status);
    if (program == NULL) return fail_program(errcode_ret, status);
    program->il = malloc(length);
    if (program->il == NULL) {
        program_free(program);
        return fail_program(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    }
    memcpy(program->il, il, length);
    program->il_length = length;
    ncpu_python_collect();
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return program;
}

cl_int CL_API_CALL clRetainProgram(cl_program program)
{
    if (!ncpu_is(program, NCPU_MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    ncpu_object_retain(program);
    return CL_SUCCESS;
}

cl_int CL_API_CALL clReleaseProgram(cl_program program)
{
    if (!ncpu_is(program, NCPU_MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    if (ncpu_object_release(program)) program_free(program);
    return CL_SUCCESS;
}

/* ---- building -------------------------------------------------------------------------------- */

/* Calls programs.py's `function`(program, options, extra) with the program's lock held, and
 * records the outcome: CL_SUCCESS, or the CL error Python chose (`failure` for an exception),
 * with the build log set either way. */
static cl_int python_build(cl_program program, const char *function, const char *options,
                           uint64_t extra, cl_int failure)
{
    char *copy = copy_string(options);
    if (copy == NULL) return CL_OUT_OF_HOST_MEMORY;
    free(program->options);
    program->options = copy;
    drop_executable(program);
    program->build_status = CL_BUILD_IN_PROGRESS;
    ncpu_python_collect();
    int64_t result = ncpu_bridge_call(function, (uint64_t)(uintptr_t)program,
                                      (uint64_t)(uintptr_t)program->options, extra);
    cl_int status = CL_SUCCESS;
    if (result == NCPU_BRIDGE_FAILED) {
        ncpu_icd_program_set_log(program, ncpu_bridge_error());
        status = failure;
    } else if (result < 0) {
        status = (cl_int)result;
    } else {
        program->python_id = (uint64_t)result;
        if (program->python_id && !join_kernel_names(program)) status = CL_OUT_OF_HOST_MEMORY;
    }
    if (status != CL_SUCCESS) drop_executable(program);
    program->build_status = status == CL_SUCCESS ? CL_BUILD_SUCCESS : CL_BUILD_ERROR;
    return status;
}

/* What a build, compile or link needs of a program before it starts (lock held). */
static cl_int check_rebuild(cl_program program)
{
    if (atomic_load(&program->attached_kernels) > 0) return CL_INVALID_OPERATION;
    return CL_SUCCESS;
}

static bool compiler_available(void)
{
    return ncpu_start() == CL_SUCCESS && ncpu_device.facts.compiler_available;
}

cl_int CL_API_CALL clBuildProgram(cl_program program, cl_uint num_devices,
                                  const cl_device_id *device_list, const char *options,
                                  void(CL_CALLBACK *pfn_notify)(cl_program program, void *user_data),
                                  void *user_data)
{
    if (!ncpu_is(program, NCPU_MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    cl_int status = check_devices(num_devices, device_list, false);
    if (status != CL_SUCCESS) return status;
    if (pfn_notify == NULL && user_data != NULL) return CL_INVALID_VALUE;
    pthread_mutex_lock(&program->lock);
    status = check_rebuild(program);
    if (status == CL_SUCCESS && program->source == NULL && program->il == NULL &&
        program->binary == NULL)
        status = CL_INVALID_BINARY; /* nothing to build from */
    if (status == CL_SUCCESS && program->source != NULL && !compiler_available())
        status = CL_COMPILER_NOT_AVAILABLE;
    if (status == CL_SUCCESS) {
        if (program->source != NULL || program->il != NULL) {
            /* the binary of an earlier build is not this one's */
            free(program->binary);
            program->binary = NULL;
            program->binary_size = 0;
            program->binary_type = CL_PROGRAM_BINARY_TYPE_NONE;
        }
        status = python_build(program, "build_program", options, 0, CL_BUILD_PROGRAM_FAILURE);
    }
    pthread_mutex_unlock(&program->lock);
    /* The build is over when clBuildProgram returns: the callback comes before. */
    if (pfn_notify) pfn_notify(program, user_data);
    return status;
}

cl_int CL_API_CALL clCompileProgram(cl_program program, cl_uint num_devices,
                                    const cl_device_id *device_list, const char *options,
                                    cl_uint num_input_headers, const cl_program *input_headers,
                                    const char **header_include_names,
                                    void(CL_CALLBACK *pfn_notify)(cl_program program,
                                                                  void *user_data),
                                    void *user_data)
{
    if (!ncpu_is(program, NCPU_MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    cl_int status = check_devices(num_devices, device_list, false);
    if (status != CL_SUCCESS) return status;
    if (pfn_notify == NULL && user_data != NULL) return CL_INVALID_VALUE;
    if ((num_input_headers == 0) != (input_headers == NULL) ||
        (num_input_headers == 0) != (header_include_names == NULL))
        return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < num_input_headers; i++) {
        if (!ncpu_is(input_headers[i], NCPU_MAGIC_PROGRAM) || input_headers[i]->source == NULL)
            return CL_INVALID_PROGRAM;
        if (header_include_names[i] == NULL) return CL_INVALID_VALUE;
    }
    if (program->source == NULL && program->il == NULL) return CL_INVALID_OPERATION;
    if (program->source != NULL && !compiler_available()) return CL_COMPILER_NOT_AVAILABLE;
    /* name, source, name, source, ..., NULL: what programs.compile_program reads. */
    const char **headers = calloc(2 * (size_t)num_input_headers + 1, sizeof *headers);
    if (headers == NULL) return CL_OUT_OF_HOST_MEMORY;
    for (cl_uint i = 0; i < num_input_headers; i++) {
        headers[2 * i] = header_include_names[i];
        headers[2 * i + 1] = input_headers[i]->source;
    }
    pthread_mutex_lock(&program->lock);
    status = check_rebuild(program);
    if (status == CL_SUCCESS) {
        free(program->binary);
        program->binary = NULL;
        program->binary_size = 0;
        program->binary_type = CL_PROGRAM_BINARY_TYPE_NONE;
        status = python_build(program, "compile_program", options, (uint64_t)(uintptr_t)headers,
                              CL_COMPILE_PROGRAM_FAILURE);
    }
    pthread_mutex_unlock(&program->lock);
    free(headers);
    if (pfn_notify) pfn_notify(program, user_data);
    return status;
}

static int compare_pointers(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t) * (void *const *)a, y = (uintptr_t) * (void *const *)b;
    return x < y ? -1 : x > y;
}

cl_program CL_API_CALL clLinkProgram(cl_context context, cl_uint num_devices,
                                     const cl_device_id *device_list, const char *options,
                                     cl_uint num_input_programs, const cl_program *input_programs,
                                     void(CL_CALLBACK *pfn_notify)(cl_program program,
                                                                   void *user_data),
                                     void *user_data, cl_int *errcode_ret)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return fail_program(errcode_ret, CL_INVALID_CONTEXT);
    cl_int status = check_devices(num_devices, device_list, false);
    if (status != CL_SUCCESS) return fail_program(errcode_ret, status);
    if (pfn_notify == NULL && user_data != NULL) return fail_program(errcode_ret, CL_INVALID_VALUE);
    if (num_input_programs == 0 || input_programs == NULL)
        return fail_program(errcode_ret, CL_INVALID_VALUE);
    for (cl_uint i = 0; i < num_input_programs; i++)
        if (!ncpu_is(input_programs[i], NCPU_MAGIC_PROGRAM))
            return fail_program(errcode_ret, CL_INVALID_PROGRAM);
    /* The inputs are locked (each once, in address order) while Python reads their binaries. */
    cl_program *locked = calloc(num_input_programs + 1, sizeof *locked);
    if (locked == NULL) return fail_program(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    memcpy(locked, input_programs, num_input_programs * sizeof *locked);
    qsort(locked, num_input_programs, sizeof *locked, compare_pointers);
    size_t distinct = 0;
    for (cl_uint i = 0; i < num_input_programs; i++)
        if (distinct == 0 || locked[distinct - 1] != locked[i]) locked[distinct++] = locked[i];
    for (size_t i = 0; i < distinct; i++) pthread_mutex_lock(&locked[i]->lock);
    for (cl_uint i = 0; status == CL_SUCCESS && i < num_input_programs; i++) {
        cl_program_binary_type type = input_programs[i]->binary_type;
        if (input_programs[i]->binary == NULL || (type != CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT &&
                                                  type != CL_PROGRAM_BINARY_TYPE_LIBRARY))
            status = CL_INVALID_OPERATION;
    }
    cl_program program = NULL;
    cl_program *inputs = NULL;
    if (status == CL_SUCCESS) program = program_new(context, &status);
    if (status == CL_SUCCESS) {
        inputs = calloc(num_input_programs + 1, sizeof *inputs);
        if (inputs == NULL) status = CL_OUT_OF_HOST_MEMORY;
    }
    if (status == CL_SUCCESS) {
        memcpy(inputs, input_programs, num_input_programs * sizeof *inputs);
        pthread_mutex_lock(&program->lock);
        status = python_build(program, "link_program", options, (uint64_t)(uintptr_t)inputs,
                              CL_LINK_PROGRAM_FAILURE);
        pthread_mutex_unlock(&program->lock);
    }
    for (size_t i = 0; i < distinct; i++) pthread_mutex_unlock(&locked[i]->lock);
    free(locked);
    free(inputs);
    if (program != NULL && status != CL_SUCCESS && status != CL_LINK_PROGRAM_FAILURE) {
        /* The link could not begin (bad options): no program.  A failed link returns its
         * program, whose log says why. */
        program_free(program);
        program = NULL;
    }
    if (errcode_ret) *errcode_ret = status;
    if (program && pfn_notify) pfn_notify(program, user_data);
    return program;
}

cl_int CL_API_CALL clSetProgramReleaseCallback(cl_program program,
                                               void(CL_CALLBACK *pfn_notify)(cl_program program,
                                                                             void *user_data),
                                               void *user_data)
{
    if (!ncpu_is(program, NCPU_MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    if (pfn_notify == NULL) return CL_INVALID_VALUE;
    /* OpenCL C has no program-scope destructors (CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT is
     * false): the spec's answer for a device without them. */
    return CL_INVALID_OPERATION;
}

/* Sets (or replaces) the record of `spec_id` in the program's specialization constants. */
static cl_int store_spec_constant(cl_program program, cl_uint spec_id, size_t spec_size,
                                  const void *spec_value)
{
    size_t at = 0;
    while (at < program->spec_constants_size) {
        uint32_t id, size;
        memcpy(&id, program->spec_constants + at, sizeof id);
        memcpy(&size, program->spec_constants + at + 4, sizeof size);
        if (id == spec_id && size == spec_size) {
            memcpy(program->spec_constants + at + 8, spec_value, spec_size);
            return CL_SUCCESS;
        }
        at += 8 + size;
    }
    unsigned char *grown = realloc(program->spec_constants, at + 8 + spec_size);
    if (grown == NULL) return CL_OUT_OF_HOST_MEMORY;
    uint32_t id = spec_id, size = (uint32_t)spec_size;
    memcpy(grown + at, &id, sizeof id);
    memcpy(grown + at + 4, &size, sizeof size);
    memcpy(grown + at + 8, spec_value, spec_size);
    program->spec_constants = grown;
    program->spec_constants_size = at + 8 + spec_size;
    return CL_SUCCESS;
}

cl_int CL_API_CALL clSetProgramSpecializationConstant(cl_program program, cl_uint spec_id,
                                                      size_t spec_size, const void *spec_value)
{
    if (!ncpu_is(program, NCPU_MAGIC_PROGRAM) || program->il == NULL) return CL_INVALID_PROGRAM;
    if (spec_value == NULL || spec_size == 0 || spec_size > UINT32_MAX) return CL_INVALID_VALUE;
    pthread_mutex_lock(&program->lock);
    /* The module's constants and their sizes: the translator knows (programs.spec_constant). */
    ncpu_python_collect();
    int64_t known = ncpu_bridge_call("spec_constant", (uint64_t)(uintptr_t)program, spec_id,
                                     spec_size);
    cl_int status = known == NCPU_BRIDGE_FAILED ? CL_OUT_OF_HOST_MEMORY : (cl_int)known;
    if (status == CL_SUCCESS) status = store_spec_constant(program, spec_id, spec_size, spec_value);
    pthread_mutex_unlock(&program->lock);
    return status;
}

/* ---- program queries ------------------------------------------------------------------------- */

static bool has_executable(cl_program program)
{
    return program->python_id != 0;
}

cl_int CL_API_CALL clGetProgramInfo(cl_program program, cl_program_info param_name,
                                    size_t param_value_size, void *param_value,
                                    size_t *param_value_size_ret)
{
    if (!ncpu_is(program, NCPU_MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    cl_int status = CL_SUCCESS;
    pthread_mutex_lock(&program->lock);
    switch (param_name) {
    case CL_PROGRAM_REFERENCE_COUNT: {
        cl_uint count = atomic_load(&program->obj.refcount);
        status = ncpu_info(&count, sizeof count, param_value_size, param_value, param_value_size_ret);
        break;
    }
    case CL_PROGRAM_CONTEXT:
        status = ncpu_info(&program->context, sizeof program->context, param_value_size,
                           param_value, param_value_size_ret);
        break;
    case CL_PROGRAM_NUM_DEVICES: {
        cl_uint one = 1;
        status = ncpu_info(&one, sizeof one, param_value_size, param_value, param_value_size_ret);
        break;
    }
    case CL_PROGRAM_DEVICES: {
        cl_device_id device = &ncpu_device;
        status = ncpu_info(&device, sizeof device, param_value_size, param_value,
                           param_value_size_ret);
        break;
    }
    case CL_PROGRAM_SOURCE:
        status = ncpu_info_string(program->source ? program->source : "", param_value_size,
                                  param_value, param_value_size_ret);
        break;
    case CL_PROGRAM_IL:
        status = ncpu_info(program->il, program->il ? program->il_length : 0, param_value_size,
                           param_value, param_value_size_ret);
        break;
    case CL_PROGRAM_BINARY_SIZES: {
        size_t size = program->binary ? program->binary_size : 0;
        status = ncpu_info(&size, sizeof size, param_value_size, param_value, param_value_size_ret);
        break;
    }
    case CL_PROGRAM_BINARIES:
        /* An array of one pointer (one device) to memory the caller allocated; NULL: skipped. */
        if (param_value != NULL && param_value_size < sizeof(unsigned char *)) {
            status = CL_INVALID_VALUE;
        } else {
            unsigned char **binaries = param_value;
            if (binaries && binaries[0] && program->binary)
                memcpy(binaries[0], program->binary, program->binary_size);
            if (param_value_size_ret) *param_value_size_ret = sizeof(unsigned char *);
        }
        break;
    case CL_PROGRAM_NUM_KERNELS:
        if (!has_executable(program)) {
            status = CL_INVALID_PROGRAM_EXECUTABLE;
        } else {
            size_t count = program->num_kernels;
            status = ncpu_info(&count, sizeof count, param_value_size, param_value,
                               param_value_size_ret);
        }
        break;
    case CL_PROGRAM_KERNEL_NAMES:
        status = has_executable(program)
                     ? ncpu_info_string(program->kernel_names, param_value_size, param_value,
                                        param_value_size_ret)
                     : CL_INVALID_PROGRAM_EXECUTABLE;
        break;
    case CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT:
    case CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT:
        if (!has_executable(program)) {
            status = CL_INVALID_PROGRAM_EXECUTABLE;
        } else {
            cl_bool none = CL_FALSE; /* OpenCL C has no constructors or destructors */
            status = ncpu_info(&none, sizeof none, param_value_size, param_value,
                               param_value_size_ret);
        }
        break;
    default:
        status = CL_INVALID_VALUE;
    }
    pthread_mutex_unlock(&program->lock);
    return status;
}

cl_int CL_API_CALL clGetProgramBuildInfo(cl_program program, cl_device_id device,
                                         cl_program_build_info param_name, size_t param_value_size,
                                         void *param_value, size_t *param_value_size_ret)
{
    if (!ncpu_is(program, NCPU_MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    if (!ncpu_is(device, NCPU_MAGIC_DEVICE)) return CL_INVALID_DEVICE;
    cl_int status;
    pthread_mutex_lock(&program->lock);
    switch (param_name) {
    case CL_PROGRAM_BUILD_STATUS:
        status = ncpu_info(&program->build_status, sizeof program->build_status, param_value_size,
                           param_value, param_value_size_ret);
        break;
    case CL_PROGRAM_BUILD_OPTIONS:
        status = ncpu_info_string(program->options, param_value_size, param_value,
                                  param_value_size_ret);
        break;
    case CL_PROGRAM_BUILD_LOG:
        status = ncpu_info_string(program->build_log, param_value_size, param_value,
                                  param_value_size_ret);
        break;
    case CL_PROGRAM_BINARY_TYPE:
        status = ncpu_info(&program->binary_type, sizeof program->binary_type, param_value_size,
                           param_value, param_value_size_ret);
        break;
    case CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE: {
        /* Program-scope variables live in the program's code, not in a device allocation. */
        size_t none = 0;
        status = ncpu_info(&none, sizeof none, param_value_size, param_value, param_value_size_ret);
        break;
    }
    default:
        status = CL_INVALID_VALUE;
    }
    pthread_mutex_unlock(&program->lock);
    return status;
}

/* ---- kernels ------------------------------------------------------------------------------- */

static cl_kernel kernel_new(cl_program program, const ncpu_kernel_info *info, cl_int *status)
{
    size_t params = info->num_params ? info->num_params : 1;
    cl_kernel kernel = calloc(1, sizeof *kernel);
    if (kernel) {
        kernel->args = malloc(info->args_size ? info->args_size : 1);
        kernel->args_set = calloc((params + 63) / 64, sizeof *kernel->args_set);
        kernel->arg_mems = calloc(params, sizeof *kernel->arg_mems);
        kernel->local_sizes = calloc(params, sizeof *kernel->local_sizes);
    }
    if (!kernel || !kernel->args || !kernel->args_set || !kernel->arg_mems ||
        !kernel->local_sizes) {
        if (kernel) {
            free(kernel->args);
            free(kernel->args_set);
            free(kernel->arg_mems);
            free(kernel->local_sizes);
        }
        free(kernel);
        *status = CL_OUT_OF_HOST_MEMORY;
        return NULL;
    }
    memcpy(kernel->args, info->args_template, info->args_size);
    ncpu_object_init(kernel, NCPU_MAGIC_KERNEL);
    ncpu_object_retain(program);
    atomic_fetch_add(&program->attached_kernels, 1);
    kernel->program = program;
    kernel->info = info;
    pthread_mutex_init(&kernel->lock, NULL);
    *status = CL_SUCCESS;
    return kernel;
}

static void kernel_free(cl_kernel kernel)
{
    for (cl_uint i = 0; i < kernel->info->num_params; i++)
        if (kernel->arg_mems[i]) clReleaseMemObject(kernel->arg_mems[i]);
    for (cl_uint i = 0; i < kernel->num_plans; i++) ncpu_plan_release(kernel->plans[i]);
    ncpu_object_forget(kernel);
    pthread_mutex_destroy(&kernel->lock);
    cl_program program = kernel->program;
    free(kernel->args);
    free(kernel->args_set);
    free(kernel->arg_mems);
    free(kernel->local_sizes);
    free(kernel);
    atomic_fetch_sub(&program->attached_kernels, 1);
    clReleaseProgram(program);
}

/* The program's executable, checked, for creating kernels. */
static cl_int executable_of(cl_program program)
{
    if (!ncpu_is(program, NCPU_MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    return has_executable(program) ? CL_SUCCESS : CL_INVALID_PROGRAM_EXECUTABLE;
}

cl_kernel CL_API_CALL clCreateKernel(cl_program program, const char *kernel_name,
                                     cl_int *errcode_ret)
{
    if (!ncpu_is(program, NCPU_MAGIC_PROGRAM)) return fail_kernel(errcode_ret, CL_INVALID_PROGRAM);
    if (kernel_name == NULL) return fail_kernel(errcode_ret, CL_INVALID_VALUE);
    pthread_mutex_lock(&program->lock);
    cl_int status = executable_of(program);
    cl_kernel kernel = NULL;
    if (status == CL_SUCCESS) {
        status = CL_INVALID_KERNEL_NAME;
        for (cl_uint i = 0; i < program->num_kernels; i++)
            if (strcmp(program->kernels[i].name, kernel_name) == 0) {
                kernel = kernel_new(program, &program->kernels[i], &status);
                break;
            }
    }
    pthread_mutex_unlock(&program->lock);
    ncpu_python_collect();
    if (errcode_ret) *errcode_ret = status;
    return kernel;
}

cl_int CL_API_CALL clCreateKernelsInProgram(cl_program program, cl_uint num_kernels,
                                            cl_kernel *kernels, cl_uint *num_kernels_ret)
{
    if (!ncpu_is(program, NCPU_MAGIC_PROGRAM)) return CL_INVALID_PROGRAM;
    pthread_mutex_lock(&program->lock);
    cl_int status = executable_of(program);
    if (status == CL_SUCCESS && kernels != NULL && num_kernels < program->num_kernels)
        status = CL_INVALID_VALUE;
    for (cl_uint i = 0; status == CL_SUCCESS && kernels && i < program->num_kernels; i++) {
        kernels[i] = kernel_new(program, &program->kernels[i], &status);
        if (status != CL_SUCCESS)
            while (i-- > 0) {
                /* Undone: the lock is held, so release without taking it again. */
                cl_kernel made = kernels[i];
                ncpu_object_forget(made);
                atomic_fetch_sub(&program->attached_kernels, 1);
                ncpu_object_release(program);
                free(made->args);
                free(made->args_set);
                free(made->arg_mems);
                free(made->local_sizes);
                free(made);
            }
    }
    if (status == CL_SUCCESS && num_kernels_ret) *num_kernels_ret = program->num_kernels;
    pthread_mutex_unlock(&program->lock);
    return status;
}

cl_kernel CL_API_CALL clCloneKernel(cl_kernel source_kernel, cl_int *errcode_ret)
{
    if (!ncpu_is(source_kernel, NCPU_MAGIC_KERNEL)) return fail_kernel(errcode_ret, CL_INVALID_KERNEL);
    cl_int status;
    cl_kernel kernel = kernel_new(source_kernel->program, source_kernel->info, &status);
    if (kernel == NULL) return fail_kernel(errcode_ret, status);
    const ncpu_kernel_info *info = source_kernel->info;
    pthread_mutex_lock(&source_kernel->lock);
    memcpy(kernel->args, source_kernel->args, info->args_size);
    memcpy(kernel->args_set, source_kernel->args_set,
           ((info->num_params ? info->num_params : 1) + 63) / 64 * sizeof *kernel->args_set);
    for (cl_uint i = 0; i < info->num_params; i++) {
        kernel->arg_mems[i] = source_kernel->arg_mems[i];
        if (kernel->arg_mems[i]) clRetainMemObject(kernel->arg_mems[i]);
        kernel->local_sizes[i] = source_kernel->local_sizes[i];
    }
    pthread_mutex_unlock(&source_kernel->lock);
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return kernel;
}

cl_int CL_API_CALL clRetainKernel(cl_kernel kernel)
{
    if (!ncpu_is(kernel, NCPU_MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    ncpu_object_retain(kernel);
    return CL_SUCCESS;
}

cl_int CL_API_CALL clReleaseKernel(cl_kernel kernel)
{
    if (!ncpu_is(kernel, NCPU_MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (ncpu_object_release(kernel)) kernel_free(kernel);
    return CL_SUCCESS;
}

/* ---- arguments ------------------------------------------------------------------------------ */

/* Puts a buffer (or NULL) into a pointer argument: its address, and the cl_mem kept (retained)
 * so that it outlives the kernel's use of it. */
static cl_int set_buffer(cl_kernel kernel, const ncpu_kernel_param *param, size_t arg_size,
                         const void *arg_value)
{
    if (arg_size != sizeof(cl_mem)) return CL_INVALID_ARG_SIZE;
    cl_mem mem = arg_value ? *(const cl_mem *)arg_value : NULL;
    if (mem != NULL && (!ncpu_is(mem, NCPU_MAGIC_MEM) || mem->type != CL_MEM_OBJECT_BUFFER))
        return CL_INVALID_MEM_OBJECT;
    uint64_t address = mem ? (uint64_t)(uintptr_t)ncpu_mem_address(mem) : 0;
    if (param->size != sizeof address) return CL_INVALID_ARG_SIZE; /* a 32-bit field: not ours */
    if (mem) clRetainMemObject(mem);
    cl_mem old = kernel->arg_mems[param->index];
    kernel->arg_mems[param->index] = mem;
    memcpy(kernel->args + param->offset, &address, sizeof address);
    if (old) clReleaseMemObject(old);
    return CL_SUCCESS;
}

static cl_int set_argument(cl_kernel kernel, const ncpu_kernel_param *param, size_t arg_size,
                           const void *arg_value)
{
    switch (param->kind) {
    case NCPU_PARAM_GLOBAL:
    case NCPU_PARAM_CONSTANT:
        return set_buffer(kernel, param, arg_size, arg_value);
    case NCPU_PARAM_LOCAL: {
        if (arg_value != NULL) return CL_INVALID_ARG_VALUE;
        if (arg_size == 0) return CL_INVALID_ARG_SIZE;
        uint64_t size = arg_size;
        if (param->size != sizeof size) return CL_INVALID_ARG_SIZE;
        memcpy(kernel->args + param->offset, &size, sizeof size);
        kernel->local_sizes[param->index] = arg_size;
        return CL_SUCCESS;
    }
    case NCPU_PARAM_SCALAR:
    case NCPU_PARAM_BYVAL:
        if (arg_value == NULL) return CL_INVALID_ARG_VALUE;
        if (arg_size != param->size) return CL_INVALID_ARG_SIZE;
        memcpy(kernel->args + param->offset, arg_value, arg_size);
        return CL_SUCCESS;
    case NCPU_PARAM_SAMPLER:
    default:
        /* No sampler (or image) can exist on this platform. */
        return arg_size != sizeof(cl_sampler) ? CL_INVALID_ARG_SIZE : CL_INVALID_SAMPLER;
    }
}

cl_int CL_API_CALL clSetKernelArg(cl_kernel kernel, cl_uint arg_index, size_t arg_size,
                                  const void *arg_value)
{
    if (!ncpu_is(kernel, NCPU_MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (arg_index >= kernel->info->num_params) return CL_INVALID_ARG_INDEX;
    const ncpu_kernel_param *param = &kernel->info->params[arg_index];
    pthread_mutex_lock(&kernel->lock);
    cl_int status = set_argument(kernel, param, arg_size, arg_value);
    if (status == CL_SUCCESS) kernel->args_set[arg_index / 64] |= (uint64_t)1 << (arg_index % 64);
    pthread_mutex_unlock(&kernel->lock);
    return status;
}

bool ncpu_kernel_args_complete(cl_kernel kernel)
{
    cl_uint n = kernel->info->num_params;
    for (cl_uint word = 0; word < n / 64; word++)
        if (kernel->args_set[word] != UINT64_MAX) return false;
    if (n % 64 == 0) return true;
    uint64_t rest = ((uint64_t)1 << (n % 64)) - 1;
    return (kernel->args_set[n / 64] & rest) == rest;
}

cl_ulong ncpu_kernel_local_bytes(cl_kernel kernel)
{
    cl_ulong total = kernel->info->local_mem_size;
    for (cl_uint i = 0; i < kernel->info->num_params; i++) total += kernel->local_sizes[i];
    return total;
}

cl_int CL_API_CALL clSetKernelExecInfo(cl_kernel kernel, cl_kernel_exec_info param_name,
                                       size_t param_value_size, const void *param_value)
{
    if (!ncpu_is(kernel, NCPU_MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (param_value == NULL) return CL_INVALID_VALUE;
    switch (param_name) {
    case CL_KERNEL_EXEC_INFO_SVM_PTRS:
    case CL_KERNEL_EXEC_INFO_SVM_FINE_GRAIN_SYSTEM:
        return CL_INVALID_OPERATION; /* no SVM (CL_DEVICE_SVM_CAPABILITIES is 0) */
    default:
        return CL_INVALID_VALUE;
    }
}

/* ---- kernel queries -------------------------------------------------------------------------- */

cl_int CL_API_CALL clGetKernelInfo(cl_kernel kernel, cl_kernel_info param_name,
                                   size_t param_value_size, void *param_value,
                                   size_t *param_value_size_ret)
{
    if (!ncpu_is(kernel, NCPU_MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    const ncpu_kernel_info *info = kernel->info;
    switch (param_name) {
    case CL_KERNEL_FUNCTION_NAME:
        return ncpu_info_string(info->name, param_value_size, param_value, param_value_size_ret);
    case CL_KERNEL_NUM_ARGS: NCPU_INFO_VALUE(cl_uint, info->num_params);
    case CL_KERNEL_REFERENCE_COUNT: NCPU_INFO_VALUE(cl_uint, atomic_load(&kernel->obj.refcount));
    case CL_KERNEL_CONTEXT: NCPU_INFO_VALUE(cl_context, kernel->program->context);
    case CL_KERNEL_PROGRAM: NCPU_INFO_VALUE(cl_program, kernel->program);
    case CL_KERNEL_ATTRIBUTES:
        return ncpu_info_string(info->attributes, param_value_size, param_value,
                                param_value_size_ret);
    default:
        return CL_INVALID_VALUE;
    }
}

cl_int CL_API_CALL clGetKernelArgInfo(cl_kernel kernel, cl_uint arg_indx,
                                      cl_kernel_arg_info param_name, size_t param_value_size,
                                      void *param_value, size_t *param_value_size_ret)
{
    if (!ncpu_is(kernel, NCPU_MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (arg_indx >= kernel->info->num_params) return CL_INVALID_ARG_INDEX;
    const ncpu_kernel_param *param = &kernel->info->params[arg_indx];
    switch (param_name) {
    case CL_KERNEL_ARG_ADDRESS_QUALIFIER:
        NCPU_INFO_VALUE(cl_kernel_arg_address_qualifier, param->address_qualifier);
    case CL_KERNEL_ARG_ACCESS_QUALIFIER:
        NCPU_INFO_VALUE(cl_kernel_arg_access_qualifier, param->access_qualifier);
    case CL_KERNEL_ARG_TYPE_QUALIFIER:
        NCPU_INFO_VALUE(cl_kernel_arg_type_qualifier, param->type_qualifier);
    case CL_KERNEL_ARG_TYPE_NAME:
        if (param->type_name == NULL) return CL_KERNEL_ARG_INFO_NOT_AVAILABLE;
        return ncpu_info_string(param->type_name, param_value_size, param_value,
                                param_value_size_ret);
    case CL_KERNEL_ARG_NAME:
        if (param->name == NULL) return CL_KERNEL_ARG_INFO_NOT_AVAILABLE;
        return ncpu_info_string(param->name, param_value_size, param_value, param_value_size_ret);
    default:
        return CL_INVALID_VALUE;
    }
}

/* A device argument of the kernel queries: ours, or NULL (the context has one device). */
static bool our_device(cl_device_id device)
{
    return device == NULL || ncpu_is(device, NCPU_MAGIC_DEVICE);
}

cl_int CL_API_CALL clGetKernelWorkGroupInfo(cl_kernel kernel, cl_device_id device,
                                            cl_kernel_work_group_info param_name,
                                            size_t param_value_size, void *param_value,
                                            size_t *param_value_size_ret)
{
    if (!ncpu_is(kernel, NCPU_MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (!our_device(device)) return CL_INVALID_DEVICE;
    const ncpu_kernel_info *info = kernel->info;
    switch (param_name) {
    case CL_KERNEL_WORK_GROUP_SIZE: NCPU_INFO_VALUE(size_t, info->max_work_group_size);
    case CL_KERNEL_COMPILE_WORK_GROUP_SIZE:
        return ncpu_info(info->reqd_work_group_size, sizeof info->reqd_work_group_size,
                         param_value_size, param_value, param_value_size_ret);
    case CL_KERNEL_LOCAL_MEM_SIZE: {
        pthread_mutex_lock(&kernel->lock);
        cl_ulong bytes = ncpu_kernel_local_bytes(kernel);
        pthread_mutex_unlock(&kernel->lock);
        NCPU_INFO_VALUE(cl_ulong, bytes);
    }
    case CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE:
        NCPU_INFO_VALUE(size_t, info->preferred_multiple);
    case CL_KERNEL_PRIVATE_MEM_SIZE: NCPU_INFO_VALUE(cl_ulong, info->private_mem_size);
    case CL_KERNEL_GLOBAL_WORK_SIZE: /* only for custom devices and built-in kernels */
    default:
        return CL_INVALID_VALUE;
    }
}

/* The sub-groups of a work-group of `local` (work_dim sizes): a vectorised kernel's sub-group
 * is the work-items of its vectorised dimension that one vector runs (ncpu_opt.mux.
 * vector_schedule), and a group whose size there is not a multiple of the width runs on the
 * scalar kernel, one work-item a sub-group. */
static void sub_groups(const ncpu_kernel_info *info, size_t work_dim, const size_t *local,
                       size_t *size, size_t *count)
{
    size_t total = 1;
    for (size_t d = 0; d < work_dim; d++) total *= local[d];
    size_t width = info->preferred_multiple ? info->preferred_multiple : 1;
    size_t along = info->vector_dimension < work_dim ? local[info->vector_dimension] : 1;
    *size = (width > 1 && along % width == 0) ? width : 1;
    *count = total / *size;
}

static cl_int kernel_sub_group_info(cl_kernel kernel, cl_device_id device,
                                    cl_kernel_sub_group_info param_name, size_t input_value_size,
                                    const void *input_value, size_t param_value_size,
                                    void *param_value, size_t *param_value_size_ret)
{
    if (!ncpu_is(kernel, NCPU_MAGIC_KERNEL)) return CL_INVALID_KERNEL;
    if (!our_device(device)) return CL_INVALID_DEVICE;
    const ncpu_kernel_info *info = kernel->info;
    switch (param_name) {
    case CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE:
    case CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE: {
        size_t dims = input_value_size / sizeof(size_t);
        if (input_value == NULL || dims < 1 || dims > 3 || input_value_size % sizeof(size_t))
            return CL_INVALID_VALUE;
        size_t size, count;
        sub_groups(info, dims, input_value, &size, &count);
        NCPU_INFO_VALUE(size_t, param_name == CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE ? size : count);
    }
    case CL_KERNEL_LOCAL_SIZE_FOR_SUB_GROUP_COUNT: {
        if (input_value == NULL || input_value_size != sizeof(size_t)) return CL_INVALID_VALUE;
        size_t wanted = *(const size_t *)input_value;
        size_t dims = param_value_size / sizeof(size_t);
        if (param_value != NULL && (dims < 1 || dims > 3 || param_value_size % sizeof(size_t)))
            return CL_INVALID_VALUE;
        if (dims < 1 || dims > 3) dims = 3;
        /* The required size if it has `wanted` sub-groups; else `wanted` vectors along the
         * vectorised dimension; 0s when no size has that many. */
        size_t local[3] = {0, 0, 0};
        if (info->reqd_work_group_size[0]) {
            size_t size, count;
            sub_groups(info, 3, info->reqd_work_group_size, &size, &count);
            if (count == wanted) memcpy(local, info->reqd_work_group_size, sizeof local);
        } else {
            size_t width = info->preferred_multiple ? info->preferred_multiple : 1;
            size_t axis = info->vector_dimension < dims ? info->vector_dimension : 0;
            if (wanted && wanted <= info->max_work_group_size / width) {
                local[0] = local[1] = local[2] = 1;
                local[axis] = wanted * width;
            }
        }
        return ncpu_info(local, dims * sizeof(size_t), param_value_size, param_value,
                         param_value_size_ret);
    }
    case CL_KERNEL_MAX_NUM_SUB_GROUPS: NCPU_INFO_VALUE(size_t, info->max_work_group_size);
    case CL_KERNEL_COMPILE_NUM_SUB_GROUPS: NCPU_INFO_VALUE(size_t, 0);
    default:
        return CL_INVALID_VALUE;
    }
}

cl_int CL_API_CALL clGetKernelSubGroupInfo(cl_kernel kernel, cl_device_id device,
                                           cl_kernel_sub_group_info param_name,
                                           size_t input_value_size, const void *input_value,
                                           size_t param_value_size, void *param_value,
                                           size_t *param_value_size_ret)
{
    return kernel_sub_group_info(kernel, device, param_name, input_value_size, input_value,
                                 param_value_size, param_value, param_value_size_ret);
}

cl_int CL_API_CALL clGetKernelSubGroupInfoKHR(cl_kernel in_kernel, cl_device_id in_device,
                                              cl_kernel_sub_group_info param_name,
                                              size_t input_value_size, const void *input_value,
                                              size_t param_value_size, void *param_value,
                                              size_t *param_value_size_ret)
{
    return kernel_sub_group_info(in_kernel, in_device, param_name, input_value_size, input_value,
                                 param_value_size, param_value, param_value_size_ret);
}
