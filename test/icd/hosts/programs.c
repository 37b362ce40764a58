/* Programs and kernels through the system's OpenCL loader (issue 29): builds that succeed and
 * fail (the log), build options, binaries written and read back (and foreign bytes refused),
 * compile + link with embedded headers and libraries, program and kernel queries, argument
 * info, and the error code of each clSetKernelArg misuse.
 *
 * Runs on $NCPU_TEST_PLATFORM (default ncpu-opt); prints "programs: <n> failed". */
#include "cl_checks.h"

static const char *two_kernels =
    "typedef struct { int a; float b; } pair;\n"
    "__kernel __attribute__((reqd_work_group_size(8, 1, 1)))\n"
    "void scale(__global float * restrict out, __global const float *in, float factor,\n"
    "           __local float *scratch, pair p, __constant int *table, int4 v) {\n"
    "    size_t i = get_global_id(0);\n"
    "    scratch[get_local_id(0)] = in[i] * factor;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    out[i] = scratch[get_local_id(0)] + p.a + p.b + table[0] + v.w;\n"
    "}\n"
    "__kernel void fill(__global volatile int *out, int value) {\n"
    "    __local int shared[64];\n"
    "    shared[get_local_id(0) % 64] = value;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    out[get_global_id(0)] = shared[get_local_id(0) % 64];\n"
    "}\n";

static char *program_string(cl_program program, cl_program_info name)
{
    size_t size = 0;
    CHECK(clGetProgramInfo(program, name, 0, NULL, &size));
    char *text = malloc(size);
    CHECK(clGetProgramInfo(program, name, size, text, NULL));
    return text;
}

static void check_builds(void)
{
    /* A build that fails: CL_BUILD_PROGRAM_FAILURE, the status and a log naming the line. */
    cl_program bad = source_program("__kernel void k(__global int *x) {\n  x[0] = y;\n}\n");
    EXPECT_STATUS(clBuildProgram(bad, 1, &device, NULL, NULL, NULL), CL_BUILD_PROGRAM_FAILURE);
    cl_build_status status = 0;
    CHECK(clGetProgramBuildInfo(bad, device, CL_PROGRAM_BUILD_STATUS, sizeof status, &status, NULL));
    EXPECT(status == CL_BUILD_ERROR, "status %d", status);
    const char *log = build_log(bad);
    EXPECT(strstr(log, "2:") && strstr(log, "undeclared identifier 'y'"), "log:\n%s", log);
    size_t count = 0;
    EXPECT_STATUS(clGetProgramInfo(bad, CL_PROGRAM_NUM_KERNELS, sizeof count, &count, NULL),
                  CL_INVALID_PROGRAM_EXECUTABLE);
    cl_int err;
    EXPECT(clCreateKernel(bad, "k", &err) == NULL && err == CL_INVALID_PROGRAM_EXECUTABLE,
           "clCreateKernel on a failed build: %d", err);
    /* The same program, fixed by a macro: builds, and the options are recorded. */
    EXPECT_STATUS(clBuildProgram(bad, 0, NULL, "-D y=42 -cl-mad-enable", NULL, NULL), CL_SUCCESS);
    char options[256] = "";
    CHECK(clGetProgramBuildInfo(bad, device, CL_PROGRAM_BUILD_OPTIONS, sizeof options, options,
                                NULL));
    EXPECT(strcmp(options, "-D y=42 -cl-mad-enable") == 0, "options '%s'", options);
    cl_program_binary_type type = 0;
    CHECK(clGetProgramBuildInfo(bad, device, CL_PROGRAM_BINARY_TYPE, sizeof type, &type, NULL));
    EXPECT(type == CL_PROGRAM_BINARY_TYPE_EXECUTABLE, "binary type %#llx", (unsigned long long)type);
    /* An option that is no build option. */
    EXPECT_STATUS(clBuildProgram(bad, 0, NULL, "-fno-such-option", NULL, NULL),
                  CL_INVALID_BUILD_OPTIONS);
    EXPECT(strstr(build_log(bad), "-fno-such-option") != NULL, "log: %s", build_log(bad));
    CHECK(clReleaseProgram(bad));

    /* Misuse. */
    EXPECT_STATUS(clBuildProgram(NULL, 0, NULL, NULL, NULL, NULL), CL_INVALID_PROGRAM);
    cl_program program = source_program(two_kernels);
    EXPECT_STATUS(clBuildProgram(program, 1, NULL, NULL, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clBuildProgram(program, 0, NULL, NULL, NULL, &err), CL_INVALID_VALUE);
    cl_device_id not_a_device = (cl_device_id)context;
    EXPECT_STATUS(clBuildProgram(program, 1, &not_a_device, NULL, NULL, NULL), CL_INVALID_DEVICE);
    EXPECT(clCreateProgramWithSource(context, 0, NULL, NULL, &err) == NULL && err == CL_INVALID_VALUE,
           "no strings: %d", err);
    EXPECT(clCreateProgramWithSource(NULL, 1, &two_kernels, NULL, &err) == NULL &&
               err == CL_INVALID_CONTEXT,
           "no context: %d", err);
    /* Not built yet. */
    EXPECT_STATUS(clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_STATUS, sizeof status,
                                        &status, NULL),
                  CL_SUCCESS);
    EXPECT(status == CL_BUILD_NONE, "status %d before a build", status);
    CHECK(clReleaseProgram(program));
}

/* Two strings with lengths (one of them 0: NUL-terminated), and the queries of a built program. */
static void check_program_queries(void)
{
    const char *parts[] = {"__kernel void first(__global int *x) { x[0] = 1; }\nGARBAGE",
                           "__kernel void second(__global int *x) { x[0] = 2; }\n"};
    size_t lengths[] = {51, 0};
    cl_int err;
    cl_program program = clCreateProgramWithSource(context, 2, parts, lengths, &err);
    CHECK(err);
    CHECK(clBuildProgram(program, 0, NULL, NULL, NULL, NULL));
    char *source = program_string(program, CL_PROGRAM_SOURCE);
    EXPECT(strncmp(source, parts[0], 51) == 0 && strcmp(source + 51, parts[1]) == 0,
           "source '%s'", source);
    free(source);
    size_t count = 0;
    CHECK(clGetProgramInfo(program, CL_PROGRAM_NUM_KERNELS, sizeof count, &count, NULL));
    EXPECT(count == 2, "%zu kernels", count);
    char *names = program_string(program, CL_PROGRAM_KERNEL_NAMES);
    EXPECT(strcmp(names, "first;second") == 0, "names '%s'", names);
    free(names);
    cl_uint devices = 0, references = 0;
    CHECK(clGetProgramInfo(program, CL_PROGRAM_NUM_DEVICES, sizeof devices, &devices, NULL));
    CHECK(clGetProgramInfo(program, CL_PROGRAM_REFERENCE_COUNT, sizeof references, &references,
                           NULL));
    EXPECT(devices == 1 && references == 1, "%u devices, %u references", devices, references);
    cl_context owner = NULL;
    CHECK(clGetProgramInfo(program, CL_PROGRAM_CONTEXT, sizeof owner, &owner, NULL));
    EXPECT(owner == context, "context");
    size_t il_size = 1;
    CHECK(clGetProgramInfo(program, CL_PROGRAM_IL, 0, NULL, &il_size));
    EXPECT(il_size == 0, "IL size %zu", il_size);
    cl_bool dtors = CL_TRUE;
    CHECK(clGetProgramInfo(program, CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT, sizeof dtors, &dtors,
                           NULL));
    EXPECT(dtors == CL_FALSE, "destructors present");
    EXPECT_STATUS(clGetProgramInfo(program, 0x7777, 0, NULL, &count), CL_INVALID_VALUE);
    EXPECT_STATUS(clGetProgramInfo(program, CL_PROGRAM_NUM_KERNELS, 1, &count, NULL),
                  CL_INVALID_VALUE);

    /* Kernels of the program; a rebuild while they live is refused. */
    cl_kernel kernels[2];
    cl_uint made = 0;
    EXPECT_STATUS(clCreateKernelsInProgram(program, 1, kernels, NULL), CL_INVALID_VALUE);
    CHECK(clCreateKernelsInProgram(program, 2, kernels, &made));
    EXPECT(made == 2, "%u kernels made", made);
    EXPECT_STATUS(clBuildProgram(program, 0, NULL, NULL, NULL, NULL), CL_INVALID_OPERATION);
    CHECK(clGetProgramInfo(program, CL_PROGRAM_REFERENCE_COUNT, sizeof references, &references,
                           NULL));
    EXPECT(references == 3, "%u references with two kernels", references);
    EXPECT(clCreateKernel(program, "third", &err) == NULL && err == CL_INVALID_KERNEL_NAME,
           "unknown name: %d", err);
    EXPECT(clCreateKernel(program, NULL, &err) == NULL && err == CL_INVALID_VALUE, "NULL name: %d",
           err);
    CHECK(clReleaseKernel(kernels[0]));
    CHECK(clReleaseKernel(kernels[1]));
    EXPECT_STATUS(clBuildProgram(program, 0, NULL, NULL, NULL, NULL), CL_SUCCESS);
    CHECK(clReleaseProgram(program));
    EXPECT_STATUS(clReleaseProgram(NULL), CL_INVALID_PROGRAM);
    EXPECT_STATUS(clRetainKernel(NULL), CL_INVALID_KERNEL);
}

static int notified;
static void CL_CALLBACK on_build(cl_program program, void *user_data)
{
    notified = *(int *)user_data;
}

static char notice[1024];
static void CL_CALLBACK remember_notice(const char *errinfo, const void *private_info, size_t cb,
                                       void *user_data);

/* $NCPU_TEST_SPIRV_DIR/<name> into `bytes`; its size.  Exits when it cannot be read. */
static size_t read_module(const char *name, unsigned char *bytes, size_t capacity)
{
    const char *folder = getenv("NCPU_TEST_SPIRV_DIR");
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", folder ? folder : ".", name);
    FILE *file = fopen(path, "rb");
    if (file == NULL) {
        printf("FATAL: cannot read %s ($NCPU_TEST_SPIRV_DIR)\n", path);
        exit(1);
    }
    size_t size = fread(bytes, 1, capacity, file);
    fclose(file);
    return size;
}

/* spec.spv's constants: 7 (int, default 2) and 9 (float, default 0.5), set and defaulted. */
static void check_spec_constants(cl_context told, cl_command_queue own)
{
    static unsigned char spirv[65536];
    size_t size = read_module("spec.spv", spirv, sizeof spirv);
    cl_int err;
    for (int set = 0; set < 2; set++) {
        cl_program program = clCreateProgramWithIL(told, spirv, size, &err);
        CHECK(err);
        int factor = 5;
        float value = 1.5f;
        long wide = 5;
        EXPECT_STATUS(clSetProgramSpecializationConstant(program, 3, sizeof factor, &factor),
                      CL_INVALID_SPEC_ID);
        EXPECT_STATUS(clSetProgramSpecializationConstant(program, 7, sizeof wide, &wide),
                      CL_INVALID_VALUE);
        EXPECT_STATUS(clSetProgramSpecializationConstant(program, 7, sizeof factor, NULL),
                      CL_INVALID_VALUE);
        if (set) {
            CHECK(clSetProgramSpecializationConstant(program, 7, sizeof factor, &factor));
            CHECK(clSetProgramSpecializationConstant(program, 9, sizeof value, &value));
        }
        EXPECT_STATUS(clBuildProgram(program, 0, NULL, NULL, NULL, NULL), CL_SUCCESS);
        cl_kernel kernel = clCreateKernel(program, "scaled", &err);
        CHECK(err);
        int out[8];
        float fout[8];
        cl_mem outs = clCreateBuffer(told, CL_MEM_READ_WRITE, sizeof out, NULL, &err);
        CHECK(err);
        cl_mem fouts = clCreateBuffer(told, CL_MEM_READ_WRITE, sizeof fout, NULL, &err);
        CHECK(err);
        CHECK(clSetKernelArg(kernel, 0, sizeof outs, &outs));
        CHECK(clSetKernelArg(kernel, 1, sizeof fouts, &fouts));
        size_t global = 8;
        CHECK(clEnqueueNDRangeKernel(own, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
        CHECK(clEnqueueReadBuffer(own, outs, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
        CHECK(clEnqueueReadBuffer(own, fouts, CL_TRUE, 0, sizeof fout, fout, 0, NULL, NULL));
        int expected = set ? 5 : 2;
        float expected_f = set ? 1.5f : 0.5f;
        EXPECT(out[3] == 3 * expected && fout[3] == expected_f,
               "specialization constants %s: %d, %g", set ? "set" : "defaulted", out[3], fout[3]);
        CHECK(clReleaseMemObject(outs));
        CHECK(clReleaseMemObject(fouts));
        CHECK(clReleaseKernel(kernel));
        CHECK(clReleaseProgram(program));
    }
    cl_program source = source_program("__kernel void k() {}\n");
    int factor = 1;
    EXPECT_STATUS(clSetProgramSpecializationConstant(source, 7, sizeof factor, &factor),
                  CL_INVALID_PROGRAM);
    CHECK(clReleaseProgram(source));
}

/* SPIR-V: taken when the device reports an IL (a translator is installed: then
 * $NCPU_TEST_SPIRV_DIR holds axpy.spv and spec.spv, built, queried and run), else refused with a notice
 * saying what to install.  Prints which. */
static void check_spirv(void)
{
    char il_version[256] = "";
    CHECK(clGetDeviceInfo(device, CL_DEVICE_IL_VERSION, sizeof il_version, il_version, NULL));
    cl_int err;
    cl_context told = clCreateContext(NULL, 1, &device, remember_notice, NULL, &err);
    CHECK(err);
    const unsigned int tiny[] = {0x07230203, 0x00010000, 0, 1, 0};
    if (il_version[0] == '\0') {
        printf("spir-v: refused\n");
        EXPECT(clCreateProgramWithIL(told, tiny, sizeof tiny, &err) == NULL &&
                   err == CL_INVALID_OPERATION,
               "IL: %d", err);
        EXPECT(strstr(notice, "SPIR-V") && strstr(notice, "llvm-spirv"), "notice: '%s'", notice);
        CHECK(clReleaseContext(told));
        return;
    }
    printf("spir-v: %s\n", il_version);
    EXPECT(strncmp(il_version, "SPIR-V_1.0", 10) == 0, "IL version '%s'", il_version);
    const char not_spirv[] = "__kernel void k() {}\n...";
    EXPECT(clCreateProgramWithIL(told, not_spirv, 24, &err) == NULL && err == CL_INVALID_VALUE,
           "not SPIR-V: %d", err);
    static unsigned char spirv[65536];
    size_t size = read_module("axpy.spv", spirv, sizeof spirv);
    cl_program program = clCreateProgramWithIL(told, spirv, size, &err);
    CHECK(err);
    size_t il_size = 0;
    CHECK(clGetProgramInfo(program, CL_PROGRAM_IL, 0, NULL, &il_size));
    EXPECT(il_size == size, "CL_PROGRAM_IL: %zu bytes of %zu", il_size, size);
    EXPECT_STATUS(clBuildProgram(program, 0, NULL, NULL, NULL, NULL), CL_SUCCESS);
    char *names = program_string(program, CL_PROGRAM_KERNEL_NAMES);
    EXPECT(strcmp(names, "axpy;count") == 0, "kernels '%s'", names);
    free(names);
    cl_kernel axpy = clCreateKernel(program, "axpy", &err);
    CHECK(err);
    char arg[32] = "";
    CHECK(clGetKernelArgInfo(axpy, 2, CL_KERNEL_ARG_NAME, sizeof arg, arg, NULL));
    EXPECT(strcmp(arg, "a") == 0, "argument 2 is '%s'", arg);
    float x[64], y[64], a = 3;
    for (int i = 0; i < 64; i++) x[i] = (float)i, y[i] = 1;
    cl_command_queue own = clCreateCommandQueueWithProperties(told, device, NULL, &err);
    CHECK(err);
    cl_mem xs = clCreateBuffer(told, CL_MEM_COPY_HOST_PTR, sizeof x, x, &err);
    CHECK(err);
    cl_mem ys = clCreateBuffer(told, CL_MEM_COPY_HOST_PTR, sizeof y, y, &err);
    CHECK(err);
    CHECK(clSetKernelArg(axpy, 0, sizeof ys, &ys));
    CHECK(clSetKernelArg(axpy, 1, sizeof xs, &xs));
    CHECK(clSetKernelArg(axpy, 2, sizeof a, &a));
    size_t global = 64;
    CHECK(clEnqueueNDRangeKernel(own, axpy, 1, NULL, &global, NULL, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(own, ys, CL_TRUE, 0, sizeof y, y, 0, NULL, NULL));
    int wrong = 0;
    for (int i = 0; i < 64; i++) wrong += y[i] != 3.0f * (float)i + 1.0f;
    EXPECT(wrong == 0, "%d elements wrong from the SPIR-V kernel", wrong);
    /* A SPIR-V program compiles to an object that links. */
    cl_program object = clCreateProgramWithIL(told, spirv, size, &err);
    CHECK(err);
    EXPECT_STATUS(clCompileProgram(object, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL), CL_SUCCESS);
    cl_program linked = clLinkProgram(told, 0, NULL, NULL, 1, &object, NULL, NULL, &err);
    EXPECT(linked && err == CL_SUCCESS, "linking SPIR-V: %d", err);
    if (linked) clReleaseProgram(linked);
    CHECK(clReleaseProgram(object));
    check_spec_constants(told, own);
    CHECK(clReleaseMemObject(xs));
    CHECK(clReleaseMemObject(ys));
    CHECK(clReleaseKernel(axpy));
    CHECK(clReleaseProgram(program));
    CHECK(clReleaseCommandQueue(own));
    CHECK(clReleaseContext(told));
}
static void CL_CALLBACK remember_notice(const char *errinfo, const void *private_info, size_t cb,
                                       void *user_data)
{
    snprintf(notice, sizeof notice, "%s", errinfo);
}

/* The program's binary written and read back; a program made from it builds, runs and answers
 * as the original; bytes that are not a binary of ours are refused. */
static void check_binaries(void)
{
    cl_program program = built_program("__kernel void twice(__global int *x) { x[get_global_id(0)] *= 2; }\n",
                                       "-D UNUSED=1");
    size_t size = 0;
    CHECK(clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL));
    EXPECT(size > 0, "binary size %zu", size);
    unsigned char *binary = malloc(size);
    unsigned char *binaries[1] = {binary};
    EXPECT_STATUS(clGetProgramInfo(program, CL_PROGRAM_BINARIES, 1, binaries, NULL), CL_INVALID_VALUE);
    CHECK(clGetProgramInfo(program, CL_PROGRAM_BINARIES, sizeof binaries, binaries, NULL));
    CHECK(clReleaseProgram(program));

    cl_int err, status = 1;
    const unsigned char *input = binary;
    cl_program again = clCreateProgramWithBinary(context, 1, &device, &size, &input, &status, &err);
    EXPECT(again && err == CL_SUCCESS && status == CL_SUCCESS, "from binary: %d, %d", err, status);
    int token = 7;
    EXPECT_STATUS(clBuildProgram(again, 1, &device, NULL, on_build, &token), CL_SUCCESS);
    EXPECT(notified == 7, "the build callback ran: %d", notified);
    cl_program_binary_type type = 0;
    CHECK(clGetProgramBuildInfo(again, device, CL_PROGRAM_BINARY_TYPE, sizeof type, &type, NULL));
    EXPECT(type == CL_PROGRAM_BINARY_TYPE_EXECUTABLE, "binary type %#llx", (unsigned long long)type);
    cl_kernel kernel = kernel_of(again, "twice");
    int data[5] = {1, 2, 3, 4, 5};
    cl_mem mem = buffer_of(sizeof data, data);
    CHECK(clSetKernelArg(kernel, 0, sizeof mem, &mem));
    size_t global = 5;
    CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, sizeof data, data, 0, NULL, NULL));
    EXPECT(data[0] == 2 && data[4] == 10, "from the binary's kernel: %d .. %d", data[0], data[4]);
    CHECK(clReleaseMemObject(mem));
    CHECK(clReleaseKernel(kernel));
    CHECK(clReleaseProgram(again));

    /* Foreign bytes, a damaged binary of ours, no binary at all. */
    const unsigned char foreign[] = "\x7f" "ELF not ours";
    const unsigned char *bad = foreign;
    size_t bad_size = sizeof foreign;
    status = 0;
    EXPECT(clCreateProgramWithBinary(context, 1, &device, &bad_size, &bad, &status, &err) == NULL &&
               err == CL_INVALID_BINARY && status == CL_INVALID_BINARY,
           "foreign bytes: %d, %d", err, status);
    size_t cut = size / 2;
    cl_program damaged = clCreateProgramWithBinary(context, 1, &device, &cut, &input, NULL, &err);
    EXPECT(err == CL_SUCCESS, "a cut binary is accepted until built: %d", err);
    if (damaged) {
        cl_int built = clBuildProgram(damaged, 0, NULL, NULL, NULL, NULL);
        EXPECT(built == CL_INVALID_BINARY || built == CL_BUILD_PROGRAM_FAILURE,
               "a cut binary builds: %d", built);
        clReleaseProgram(damaged);
    }
    size_t zero = 0;
    EXPECT(clCreateProgramWithBinary(context, 1, &device, &zero, &input, NULL, &err) == NULL &&
               err == CL_INVALID_VALUE,
           "empty binary: %d", err);
    free(binary);
    check_spirv();
}

/* clCompileProgram with embedded headers, a library, and clLinkProgram into an executable. */
static void check_compile_and_link(void)
{
    cl_int err;
    cl_program header = source_program("#define OFFSET 100\nint helper(int x);\n");
    cl_program nested = source_program("#include \"../common.h\"\n#define SCALE 3\n");
    const char *names[] = {"common.h", "sub/scale.h"};
    cl_program headers[] = {header, nested};
    cl_program main_unit = source_program("#include \"common.h\"\n#include <sub/scale.h>\n"
                                          "__kernel void use(__global int *x) {\n"
                                          "    x[get_global_id(0)] = helper(x[get_global_id(0)]) * SCALE;\n"
                                          "}\n");
    EXPECT_STATUS(clCompileProgram(main_unit, 1, &device, NULL, 2, headers, names, NULL, NULL),
                  CL_SUCCESS);
    const char *log = build_log(main_unit);
    EXPECT(log[0] == '\0' || strstr(log, "error") == NULL, "compile log: %s", log);
    cl_program_binary_type type = 0;
    CHECK(clGetProgramBuildInfo(main_unit, device, CL_PROGRAM_BINARY_TYPE, sizeof type, &type, NULL));
    EXPECT(type == CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT, "type %#llx", (unsigned long long)type);
    EXPECT(clCreateKernel(main_unit, "use", &err) == NULL && err == CL_INVALID_PROGRAM_EXECUTABLE,
           "a kernel of an object: %d", err);

    /* Without the headers: the include fails, with a log. */
    cl_program alone = source_program("#include \"common.h\"\n__kernel void k() {}\n");
    EXPECT_STATUS(clCompileProgram(alone, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL),
                  CL_COMPILE_PROGRAM_FAILURE);
    EXPECT(strstr(build_log(alone), "common.h") != NULL, "log: %s", build_log(alone));
    EXPECT_STATUS(clCompileProgram(alone, 0, NULL, NULL, 1, NULL, names, NULL, NULL),
                  CL_INVALID_VALUE);
    /* An error in a program compiled with headers names the source and the headers as the
     * program knows them, not the folder they were written to. */
    cl_program wrong = source_program("#include \"sub/scale.h\"\n__kernel void k(__global int *x) {\n"
                                      "    x[0] = SCALE + OFFSET + missing;\n}\n");
    EXPECT_STATUS(clCompileProgram(wrong, 0, NULL, NULL, 2, headers, names, NULL, NULL),
                  CL_COMPILE_PROGRAM_FAILURE);
    log = build_log(wrong);
    EXPECT(strncmp(log, "<source>:3:", 11) == 0 && strstr(log, "'missing'") &&
               !strstr(log, "icd-headers") && !strstr(log, ".program.cl"),
           "log: %s", log);
    CHECK(clReleaseProgram(wrong));
    /* Include names that cannot both be files. */
    const char *clashing[] = {"a.h", "a.h/b.h"};
    EXPECT_STATUS(clCompileProgram(alone, 0, NULL, NULL, 2, headers, clashing, NULL, NULL),
                  CL_COMPILE_PROGRAM_FAILURE);
    EXPECT(strstr(build_log(alone), "cannot write the embedded headers") != NULL, "log: %s",
           build_log(alone));
    const char *escaping[] = {"../outside.h"};
    EXPECT_STATUS(clCompileProgram(alone, 0, NULL, NULL, 1, headers, escaping, NULL, NULL),
                  CL_COMPILE_PROGRAM_FAILURE);
    CHECK(clReleaseProgram(alone));

    /* The helper in a library of its own. */
    cl_program helper_unit = source_program("int helper(int x) { return x + OFFSET; }\n");
    CHECK(clCompileProgram(helper_unit, 0, NULL, "-D OFFSET=100", 0, NULL, NULL, NULL, NULL));
    cl_program library = clLinkProgram(context, 0, NULL, "-create-library", 1, &helper_unit, NULL,
                                       NULL, &err);
    EXPECT(library && err == CL_SUCCESS, "library: %d", err);
    CHECK(clGetProgramBuildInfo(library, device, CL_PROGRAM_BINARY_TYPE, sizeof type, &type, NULL));
    EXPECT(type == CL_PROGRAM_BINARY_TYPE_LIBRARY, "type %#llx", (unsigned long long)type);

    /* Linked alone, the object lacks helper: a failed link returns its program and log. */
    cl_program unresolved = clLinkProgram(context, 0, NULL, NULL, 1, &main_unit, NULL, NULL, &err);
    EXPECT(err == CL_LINK_PROGRAM_FAILURE && unresolved != NULL, "unresolved link: %d", err);
    if (unresolved) {
        EXPECT(strstr(build_log(unresolved), "helper") != NULL, "log: %s", build_log(unresolved));
        clReleaseProgram(unresolved);
    }
    EXPECT(clLinkProgram(context, 0, NULL, "-no-such-link-option", 1, &main_unit, NULL, NULL, &err) ==
                   NULL &&
               err == CL_INVALID_LINKER_OPTIONS,
           "bad link option: %d", err);
    EXPECT(clLinkProgram(context, 0, NULL, NULL, 1, &header, NULL, NULL, &err) == NULL &&
               err == CL_INVALID_OPERATION,
           "linking a source program: %d", err);

    cl_program inputs[] = {main_unit, library};
    cl_program linked = clLinkProgram(context, 1, &device, NULL, 2, inputs, NULL, NULL, &err);
    EXPECT(linked && err == CL_SUCCESS, "link: %d: %s", err, linked ? build_log(linked) : "");
    if (linked && err == CL_SUCCESS) {
        cl_kernel kernel = kernel_of(linked, "use");
        int data[4] = {0, 1, 2, 3};
        cl_mem mem = buffer_of(sizeof data, data);
        CHECK(clSetKernelArg(kernel, 0, sizeof mem, &mem));
        size_t global = 4;
        CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &global, NULL, 0, NULL, NULL));
        CHECK(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, sizeof data, data, 0, NULL, NULL));
        EXPECT(data[0] == 300 && data[3] == 309, "linked kernel: %d .. %d", data[0], data[3]);
        /* A linked executable's binary round-trips too. */
        size_t size = 0;
        CHECK(clGetProgramInfo(linked, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL));
        unsigned char *binary = malloc(size);
        CHECK(clGetProgramInfo(linked, CL_PROGRAM_BINARIES, sizeof binary, &binary, NULL));
        const unsigned char *input = binary;
        cl_program again = clCreateProgramWithBinary(context, 1, &device, &size, &input, NULL, &err);
        CHECK(err);
        EXPECT_STATUS(clBuildProgram(again, 0, NULL, NULL, NULL, NULL), CL_SUCCESS);
        size_t count = 0;
        CHECK(clGetProgramInfo(again, CL_PROGRAM_NUM_KERNELS, sizeof count, &count, NULL));
        EXPECT(count == 1, "%zu kernels from the linked binary", count);
        free(binary);
        CHECK(clReleaseProgram(again));
        CHECK(clReleaseMemObject(mem));
        CHECK(clReleaseKernel(kernel));
        CHECK(clReleaseProgram(linked));
    }
    CHECK(clReleaseProgram(library));
    CHECK(clReleaseProgram(helper_unit));
    CHECK(clReleaseProgram(main_unit));
    CHECK(clReleaseProgram(header));
    CHECK(clReleaseProgram(nested));
}

static void check_kernel_queries(void)
{
    cl_program program = built_program(two_kernels, NULL);
    cl_kernel scale = kernel_of(program, "scale");
    char text[256];
    CHECK(clGetKernelInfo(scale, CL_KERNEL_FUNCTION_NAME, sizeof text, text, NULL));
    EXPECT(strcmp(text, "scale") == 0, "name '%s'", text);
    cl_uint args = 0;
    CHECK(clGetKernelInfo(scale, CL_KERNEL_NUM_ARGS, sizeof args, &args, NULL));
    EXPECT(args == 7, "%u args", args);
    CHECK(clGetKernelInfo(scale, CL_KERNEL_ATTRIBUTES, sizeof text, text, NULL));
    EXPECT(strstr(text, "reqd_work_group_size(8,1,1)") != NULL, "attributes '%s'", text);
    cl_program owner = NULL;
    CHECK(clGetKernelInfo(scale, CL_KERNEL_PROGRAM, sizeof owner, &owner, NULL));
    EXPECT(owner == program, "program");
    EXPECT_STATUS(clGetKernelInfo(scale, CL_KERNEL_FUNCTION_NAME, 2, text, NULL), CL_INVALID_VALUE);

    /* Argument info: (address, type name, type qualifiers, name) of each. */
    static const struct {
        cl_kernel_arg_address_qualifier address;
        const char *type;
        cl_kernel_arg_type_qualifier qualifiers;
        const char *name;
    } expected[] = {
        {CL_KERNEL_ARG_ADDRESS_GLOBAL, "float*", CL_KERNEL_ARG_TYPE_RESTRICT, "out"},
        {CL_KERNEL_ARG_ADDRESS_GLOBAL, "float*", CL_KERNEL_ARG_TYPE_CONST, "in"},
        {CL_KERNEL_ARG_ADDRESS_PRIVATE, "float", CL_KERNEL_ARG_TYPE_NONE, "factor"},
        {CL_KERNEL_ARG_ADDRESS_LOCAL, "float*", CL_KERNEL_ARG_TYPE_NONE, "scratch"},
        {CL_KERNEL_ARG_ADDRESS_PRIVATE, "pair", CL_KERNEL_ARG_TYPE_NONE, "p"},
        {CL_KERNEL_ARG_ADDRESS_CONSTANT, "int*", CL_KERNEL_ARG_TYPE_CONST, "table"},
        {CL_KERNEL_ARG_ADDRESS_PRIVATE, "int4", CL_KERNEL_ARG_TYPE_NONE, "v"},
    };
    for (cl_uint i = 0; i < 7; i++) {
        cl_kernel_arg_address_qualifier address = 0;
        cl_kernel_arg_access_qualifier access = 0;
        cl_kernel_arg_type_qualifier qualifiers = 99;
        char type[64] = "", name[64] = "";
        CHECK(clGetKernelArgInfo(scale, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof address,
                                 &address, NULL));
        CHECK(clGetKernelArgInfo(scale, i, CL_KERNEL_ARG_ACCESS_QUALIFIER, sizeof access, &access,
                                 NULL));
        CHECK(clGetKernelArgInfo(scale, i, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof qualifiers,
                                 &qualifiers, NULL));
        CHECK(clGetKernelArgInfo(scale, i, CL_KERNEL_ARG_TYPE_NAME, sizeof type, type, NULL));
        CHECK(clGetKernelArgInfo(scale, i, CL_KERNEL_ARG_NAME, sizeof name, name, NULL));
        EXPECT(address == expected[i].address && access == CL_KERNEL_ARG_ACCESS_NONE &&
                   qualifiers == expected[i].qualifiers && strcmp(type, expected[i].type) == 0 &&
                   strcmp(name, expected[i].name) == 0,
               "argument %u: %#x %#x %#llx '%s' '%s'", i, address, access,
               (unsigned long long)qualifiers, type, name);
    }
    EXPECT_STATUS(clGetKernelArgInfo(scale, 7, CL_KERNEL_ARG_NAME, sizeof text, text, NULL),
                  CL_INVALID_ARG_INDEX);

    /* Work-group facts: the required size, local memory (its own + the __local args set). */
    size_t size = 0, compile[3] = {0, 0, 0};
    CHECK(clGetKernelWorkGroupInfo(scale, device, CL_KERNEL_WORK_GROUP_SIZE, sizeof size, &size, NULL));
    EXPECT(size == 8, "work-group size %zu", size);
    CHECK(clGetKernelWorkGroupInfo(scale, NULL, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, sizeof compile,
                                   compile, NULL));
    EXPECT(compile[0] == 8 && compile[1] == 1 && compile[2] == 1, "compile size %zu %zu %zu",
           compile[0], compile[1], compile[2]);
    cl_ulong local = 1;
    CHECK(clGetKernelWorkGroupInfo(scale, device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof local, &local, NULL));
    EXPECT(local == 0, "local memory %llu before the __local argument", (unsigned long long)local);
    CHECK(clSetKernelArg(scale, 3, 1000, NULL));
    CHECK(clGetKernelWorkGroupInfo(scale, device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof local, &local, NULL));
    EXPECT(local == 1000, "local memory %llu", (unsigned long long)local);
    size_t multiple = 0;
    CHECK(clGetKernelWorkGroupInfo(scale, device, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
                                   sizeof multiple, &multiple, NULL));
    EXPECT(multiple >= 1 && (multiple & (multiple - 1)) == 0, "preferred multiple %zu", multiple);
    cl_ulong private_bytes = 0;
    CHECK(clGetKernelWorkGroupInfo(scale, device, CL_KERNEL_PRIVATE_MEM_SIZE,
                                   sizeof private_bytes, &private_bytes, NULL));
    EXPECT_STATUS(clGetKernelWorkGroupInfo(scale, device, CL_KERNEL_GLOBAL_WORK_SIZE, sizeof compile,
                                           compile, NULL),
                  CL_INVALID_VALUE);
    cl_device_id not_a_device = (cl_device_id)context;
    EXPECT_STATUS(clGetKernelWorkGroupInfo(scale, not_a_device, CL_KERNEL_WORK_GROUP_SIZE,
                                           sizeof size, &size, NULL),
                  CL_INVALID_DEVICE);

    cl_kernel fill = kernel_of(program, "fill");
    CHECK(clGetKernelWorkGroupInfo(fill, device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof local, &local, NULL));
    EXPECT(local == 64 * sizeof(int), "fill's own local memory %llu", (unsigned long long)local);
    CHECK(clGetKernelWorkGroupInfo(fill, device, CL_KERNEL_WORK_GROUP_SIZE, sizeof size, &size, NULL));
    EXPECT(size >= 256, "fill's work-group size %zu", size);
    CHECK(clGetKernelArgInfo(fill, 0, CL_KERNEL_ARG_TYPE_QUALIFIER, sizeof(cl_kernel_arg_type_qualifier),
                             &local, NULL));
    EXPECT((cl_kernel_arg_type_qualifier)local == CL_KERNEL_ARG_TYPE_VOLATILE, "volatile: %#llx",
           (unsigned long long)local);
    CHECK(clReleaseKernel(fill));
    CHECK(clReleaseKernel(scale));
    CHECK(clReleaseProgram(program));
}

static void check_arguments(void)
{
    cl_program program = built_program(two_kernels, NULL);
    cl_kernel scale = kernel_of(program, "scale");
    cl_mem mem = buffer_of(64, NULL);
    float factor = 2;
    struct { int a; float b; } pair = {1, 2};
    cl_int4 v = {{1, 2, 3, 4}};
    EXPECT_STATUS(clSetKernelArg(scale, 7, sizeof mem, &mem), CL_INVALID_ARG_INDEX);
    EXPECT_STATUS(clSetKernelArg(NULL, 0, sizeof mem, &mem), CL_INVALID_KERNEL);
    /* Buffers: the size of a cl_mem, a valid one or NULL. */
    EXPECT_STATUS(clSetKernelArg(scale, 0, 4, &mem), CL_INVALID_ARG_SIZE);
    cl_mem not_a_mem = (cl_mem)context;
    EXPECT_STATUS(clSetKernelArg(scale, 0, sizeof not_a_mem, &not_a_mem), CL_INVALID_MEM_OBJECT);
    EXPECT_STATUS(clSetKernelArg(scale, 0, sizeof mem, NULL), CL_SUCCESS);
    cl_mem none = NULL;
    EXPECT_STATUS(clSetKernelArg(scale, 1, sizeof none, &none), CL_SUCCESS);
    EXPECT_STATUS(clSetKernelArg(scale, 0, sizeof mem, &mem), CL_SUCCESS);
    /* Scalars, vectors and structs by value: exactly their size, a value. */
    EXPECT_STATUS(clSetKernelArg(scale, 2, sizeof(double), &factor), CL_INVALID_ARG_SIZE);
    EXPECT_STATUS(clSetKernelArg(scale, 2, sizeof factor, NULL), CL_INVALID_ARG_VALUE);
    EXPECT_STATUS(clSetKernelArg(scale, 2, sizeof factor, &factor), CL_SUCCESS);
    EXPECT_STATUS(clSetKernelArg(scale, 4, sizeof pair - 1, &pair), CL_INVALID_ARG_SIZE);
    EXPECT_STATUS(clSetKernelArg(scale, 4, sizeof pair, &pair), CL_SUCCESS);
    EXPECT_STATUS(clSetKernelArg(scale, 6, sizeof(cl_int3) - 4, &v), CL_INVALID_ARG_SIZE);
    EXPECT_STATUS(clSetKernelArg(scale, 6, sizeof v, &v), CL_SUCCESS);
    /* __local: a size and no value. */
    EXPECT_STATUS(clSetKernelArg(scale, 3, 64, &factor), CL_INVALID_ARG_VALUE);
    EXPECT_STATUS(clSetKernelArg(scale, 3, 0, NULL), CL_INVALID_ARG_SIZE);
    EXPECT_STATUS(clSetKernelArg(scale, 3, 8 * sizeof(float), NULL), CL_SUCCESS);
    /* __constant takes a buffer too. */
    int table[16] = {5};
    cl_mem constants = buffer_of(sizeof table, table);
    EXPECT_STATUS(clSetKernelArg(scale, 5, sizeof constants, &constants), CL_SUCCESS);
    /* The buffer stays usable through the kernel after the caller's release. */
    float in[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    cl_mem input = buffer_of(sizeof in, in);
    CHECK(clSetKernelArg(scale, 1, sizeof input, &input));
    CHECK(clReleaseMemObject(input));
    size_t global = 8;
    CHECK(clEnqueueNDRangeKernel(queue, scale, 1, NULL, &global, NULL, 0, NULL, NULL));
    float out[8];
    CHECK(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    for (int i = 0; i < 8; i++)
        EXPECT(out[i] == in[i] * 2 + 1 + 2 + 5 + 4, "out[%d] = %g", i, out[i]);

    /* A clone has the arguments set so far, and its own afterwards. */
    cl_int err;
    cl_kernel clone = clCloneKernel(scale, &err);
    CHECK(err);
    factor = 10;
    CHECK(clSetKernelArg(clone, 2, sizeof factor, &factor));
    CHECK(clEnqueueNDRangeKernel(queue, clone, 1, NULL, &global, NULL, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    EXPECT(out[1] == 2 * 10 + 12, "clone: out[1] = %g", out[1]);
    CHECK(clEnqueueNDRangeKernel(queue, scale, 1, NULL, &global, NULL, 0, NULL, NULL));
    CHECK(clEnqueueReadBuffer(queue, mem, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    EXPECT(out[1] == 2 * 2 + 12, "original after the clone's change: out[1] = %g", out[1]);
    EXPECT(clCloneKernel(NULL, &err) == NULL && err == CL_INVALID_KERNEL, "clone NULL: %d", err);
    CHECK(clReleaseKernel(clone));
    CHECK(clReleaseMemObject(constants));
    CHECK(clReleaseMemObject(mem));
    CHECK(clReleaseKernel(scale));
    CHECK(clReleaseProgram(program));
}

int main(void)
{
    start();
    check_builds();
    check_program_queries();
    check_binaries();
    check_compile_and_link();
    check_kernel_queries();
    check_arguments();
    CHECK(clReleaseCommandQueue(queue));
    CHECK(clReleaseContext(context));
    return finish("programs");
}
