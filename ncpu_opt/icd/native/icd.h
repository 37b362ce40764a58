/*
 * ncpu-opt's OpenCL platform (an installable client driver, ICD): the object model and
 * the internal API shared by the library's C files.
 *
 * Files and who implements what (the design note of issue 29; users: docs/guide/opencl-platform.md):
 *   bridge.c        Python embedding: ncpu_bridge_call() and its error text.
 *   dispatch.c      the cl_icd_dispatch table, clIcdGetPlatformIDsKHR,
 *                   clGetExtensionFunctionAddress[ForPlatform].
 *   platform.c      platform, device, context (and their info queries); the device facts.
 *   common.c        the objects' common header, the clGet*Info helpers, the clock.
 *   memory.c        buffers, sub-buffers, destructor callbacks.
 *   queue.c         command queues, commands, the queue thread, markers, barriers,
 *                   clFlush/clFinish.
 *   event.c         events, user events, wait lists, profiling, callbacks.
 *   program.c       programs, kernels, clSetKernelArg, kernel info queries.
 *   launch.c        clEnqueueNDRangeKernel / clEnqueueTask: checks, plan cache, pool launch.
 *   unimplemented.c every entry point nobody implements yet (weak definitions, one list).
 *   unsupported.c   what this platform never offers (GL/EGL sharing): the spec's error.
 *
 * Every OpenCL entry point is defined under its API name (clCreateBuffer, ...) so that the
 * compiler checks it against the Khronos prototype; the library is built with
 * -fvisibility=hidden, so only NCPU_EXPORT symbols (the ICD entry points and the ncpu_icd_*
 * helpers Python calls through ctypes) are visible outside it.  Calls go through the loader
 * and the dispatch table, never by symbol.
 */
#ifndef NCPU_OPT_ICD_H
#define NCPU_OPT_ICD_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
/* We implement the deprecated entry points too (the loader's table holds them). */
#define CL_USE_DEPRECATED_OPENCL_1_0_APIS
#define CL_USE_DEPRECATED_OPENCL_1_1_APIS
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#define CL_USE_DEPRECATED_OPENCL_2_0_APIS
#define CL_USE_DEPRECATED_OPENCL_2_1_APIS
#define CL_USE_DEPRECATED_OPENCL_2_2_APIS

#include <CL/cl.h>
#include <CL/cl_ext.h>
#include <CL/cl_icd.h>

/* cl_ext_float_atomics, newer than the vendored headers (values from the Khronos registry). */
#ifndef CL_DEVICE_SINGLE_FP_ATOMIC_CAPABILITIES_EXT
typedef cl_bitfield cl_device_fp_atomic_capabilities_ext;
#define CL_DEVICE_GLOBAL_FP_ATOMIC_LOAD_STORE_EXT (1 << 0)
#define CL_DEVICE_GLOBAL_FP_ATOMIC_ADD_EXT (1 << 1)
#define CL_DEVICE_GLOBAL_FP_ATOMIC_MIN_MAX_EXT (1 << 2)
#define CL_DEVICE_LOCAL_FP_ATOMIC_LOAD_STORE_EXT (1 << 16)
#define CL_DEVICE_LOCAL_FP_ATOMIC_ADD_EXT (1 << 17)
#define CL_DEVICE_LOCAL_FP_ATOMIC_MIN_MAX_EXT (1 << 18)
#define CL_DEVICE_SINGLE_FP_ATOMIC_CAPABILITIES_EXT 0x4231
#define CL_DEVICE_DOUBLE_FP_ATOMIC_CAPABILITIES_EXT 0x4232
#define CL_DEVICE_HALF_FP_ATOMIC_CAPABILITIES_EXT 0x4233
#endif

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Visible outside the library (everything else is hidden by -fvisibility=hidden). */
#define NCPU_EXPORT __attribute__((visibility("default")))

/* ------------------------------------------------------------------------------------------
 * The common header
 *
 * Every object starts with the loader's dispatch pointer (the cl_khr_icd protocol: the
 * loader calls object->dispatch->clXxx), then ncpu_object.  `magic` says the kind and is
 * checked by every call (a wrong or freed handle -> CL_INVALID_<KIND>, never a crash on a
 * handle of another kind); it is cleared when the object is freed.  `refcount` is the
 * API's reference count (CL_*_REFERENCE_COUNT); objects that hold another retain it through
 * the API's retain (a mem holds its context, an event its queue, ...).
 * ------------------------------------------------------------------------------------------ */

enum ncpu_magic {
    NCPU_MAGIC_PLATFORM = 0x6e504c54, /* "nPLT" */
    NCPU_MAGIC_DEVICE = 0x6e444556,   /* "nDEV" */
    NCPU_MAGIC_CONTEXT = 0x6e435458,  /* "nCTX" */
    NCPU_MAGIC_QUEUE = 0x6e515545,    /* "nQUE" */
    NCPU_MAGIC_MEM = 0x6e4d454d,      /* "nMEM" */
    NCPU_MAGIC_PROGRAM = 0x6e505247,  /* "nPRG" */
    NCPU_MAGIC_KERNEL = 0x6e4b524e,   /* "nKRN" */
    NCPU_MAGIC_EVENT = 0x6e45564e,    /* "nEVN" */
    NCPU_MAGIC_SAMPLER = 0x6e534d50,  /* "nSMP" */
};

typedef struct ncpu_object {
    uint32_t magic;
    _Atomic cl_uint refcount;
} ncpu_object;

/* The layout every object shares; `(ncpu_header *)handle` is valid for any of them. */
typedef struct ncpu_header {
    struct _cl_icd_dispatch *dispatch;
    ncpu_object obj;
} ncpu_header;

/* True when `handle` is a live object of the kind `magic` (NULL is not). */
static inline bool ncpu_is(const void *handle, uint32_t magic)
{
    return handle != NULL && ((const ncpu_header *)handle)->obj.magic == magic;
}

/* Starts an object's header: the dispatch table, its kind, one reference. */
void ncpu_object_init(void *handle, uint32_t magic);
/* Adds a reference (the caller has checked the handle). */
void ncpu_object_retain(void *handle);
/* Drops a reference; true when it was the last (the caller then frees the object and
 * clears its magic with ncpu_object_forget before free). */
bool ncpu_object_release(void *handle);
/* Marks a handle dead, so that later calls with it get CL_INVALID_<KIND>. */
void ncpu_object_forget(void *handle);

/* A callback of the `void (CL_CALLBACK *)(handle, void *user_data)` shape, in a list
 * (mem destructor callbacks, context destructor callbacks, program release callbacks). */
typedef struct ncpu_callback {
    struct ncpu_callback *next;
    void(CL_CALLBACK *function)(void *handle, void *user_data);
    void *user_data;
} ncpu_callback;

/* ------------------------------------------------------------------------------------------
 * Platform and device: one of each, static, never freed (retain/release are no-ops).
 * ------------------------------------------------------------------------------------------ */

struct _cl_platform_id {
    struct _cl_icd_dispatch *dispatch;
    ncpu_object obj;
};

#define NCPU_MAX_STRING 1024
#define NCPU_MAX_VERSIONS 64

/* What the device is, filled once by host.init() through ncpu_icd_set_device_* (Python knows
 * the runtime's limits, the compiler's features and the host CPU); the rest is fixed in
 * platform.c.  Read-only once `ready` is set. */
typedef struct ncpu_device_facts {
    cl_uint compute_units;               /* the worker pool's default thread count */
    size_t max_work_group_size;          /* runtime.ndrange.MAX_WORK_GROUP_SIZE */
    size_t preferred_work_group_size_multiple; /* the natural vector width of 32-bit lanes */
    cl_ulong local_mem_size;             /* runtime.args.LOCAL_MEM_SIZE */
    cl_ulong global_mem_size;            /* physical memory */
    cl_ulong max_mem_alloc_size;         /* a quarter of it, at least the spec's 128 MiB */
    cl_ulong global_mem_cache_size;      /* last-level cache, bytes */
    cl_uint global_mem_cacheline_size;   /* bytes */
    cl_uint max_clock_frequency;         /* MHz; 0 when unknown */
    cl_uint preferred_vector_width[7];   /* char, short, int, long, float, double, half */
    cl_uint native_vector_width[7];      /* the same order */
    cl_uint max_num_sub_groups;          /* a work-group's, at the narrowest sub-group (1) */
    bool fp64;                           /* cl_khr_fp64 */
    bool fp16;                           /* cl_khr_fp16 */
    bool compiler_available;             /* an OpenCL C front end (clang) was found */
    char name[256];                      /* the host CPU's model name */
    char vendor[256];                    /* the host CPU's vendor */
    char extensions[NCPU_MAX_STRING * 2]; /* space-separated, from extension_versions */
    cl_name_version extension_versions[NCPU_MAX_VERSIONS]; /* cl_khr_*, cl_ext_* */
    cl_uint num_extension_versions;
    cl_name_version opencl_c_versions[8]; /* CL_DEVICE_OPENCL_C_ALL_VERSIONS */
    cl_uint num_opencl_c_versions;
    cl_name_version opencl_c_features[NCPU_MAX_VERSIONS]; /* __opencl_c_* */
    cl_uint num_opencl_c_features;
    char il_version[256];                /* "SPIR-V_1.0 ...": CL_DEVICE_IL_VERSION, from ils */
    cl_name_version ils[8];              /* CL_DEVICE_ILS_WITH_VERSION: none without a
                                            SPIR-V translator (ncpu_opt/icd/spirv.py) */
    cl_uint num_ils;
} ncpu_device_facts;

struct _cl_device_id {
    struct _cl_icd_dispatch *dispatch;
    ncpu_object obj;
    ncpu_device_facts facts;
    atomic_bool ready; /* facts are filled (ncpu_start() succeeded) */
};

extern struct _cl_icd_dispatch ncpu_dispatch;
extern struct _cl_platform_id ncpu_platform;
extern struct _cl_device_id ncpu_device;

/* Brings up what the device needs (Python, host.init(), the facts) once per process;
 * CL_SUCCESS, or CL_OUT_OF_HOST_MEMORY / CL_DEVICE_NOT_AVAILABLE with the reason in
 * ncpu_start_error().  Every call that needs the device facts or Python calls it first;
 * platform queries and clGetDeviceIDs do not (enumerating platforms starts no Python). */
cl_int ncpu_start(void);
const char *ncpu_start_error(void);

/* The platform's version ("OpenCL 3.0 ncpu-opt <version>") and the library's version. */
#define NCPU_CL_VERSION_MAJOR 3
#define NCPU_CL_VERSION_MINOR 0

/* ------------------------------------------------------------------------------------------
 * Context
 * ------------------------------------------------------------------------------------------ */

struct _cl_context {
    struct _cl_icd_dispatch *dispatch;
    ncpu_object obj;
    cl_uint num_devices;                    /* always 1: ncpu_device */
    cl_device_id device;
    cl_context_properties *properties;      /* as given, 0-terminated; NULL when none */
    size_t num_properties;                  /* entries incl. the terminating 0; 0 when none */
    void(CL_CALLBACK *notify)(const char *errinfo, const void *private_info, size_t cb,
                              void *user_data);
    void *notify_data;
    pthread_mutex_t lock;                   /* guards destructors */
    ncpu_callback *destructors;             /* clSetContextDestructorCallback, run LIFO */
};

/* Calls the context's pfn_notify (if any) with `errinfo`: for errors found while a command
 * runs (a kernel that fails at launch, a failed callback), as the spec intends. */
void ncpu_context_notify(cl_context context, const char *errinfo);

/* Checks a wait list the way every clEnqueue* does: (num, list) consistent
 * (CL_INVALID_EVENT_WAIT_LIST), every event valid (CL_INVALID_EVENT_WAIT_LIST), of `context`
 * (CL_INVALID_CONTEXT).  Implemented in event.c. */
cl_int ncpu_check_wait_list(cl_context context, cl_uint num_events, const cl_event *events);

/* ------------------------------------------------------------------------------------------
 * Memory objects (memory.c)
 * ------------------------------------------------------------------------------------------ */

/* Buffers are host memory, NCPU_MEM_ALIGN-aligned (CL_DEVICE_MEM_BASE_ADDR_ALIGN is its bits). */
#define NCPU_MEM_ALIGN 128

typedef struct ncpu_mapping {
    struct ncpu_mapping *next;
    void *pointer;       /* what clEnqueueMapBuffer returned */
    size_t offset, size; /* the region, in the buffer */
    cl_map_flags flags;  /* a CL_MAP_WRITE* region is written back at unmap for copies */
} ncpu_mapping;

struct _cl_mem {
    struct _cl_icd_dispatch *dispatch;
    ncpu_object obj;
    cl_context context;              /* retained */
    cl_mem_object_type type;         /* CL_MEM_OBJECT_BUFFER (images are not supported) */
    cl_mem_flags flags;              /* as given, with the inherited ones of a sub-buffer */
    size_t size;
    void *host_ptr;                  /* the user's pointer given at creation (CL_MEM_HOST_PTR) */
    unsigned char *storage;          /* the bytes: host_ptr with USE_HOST_PTR, our allocation
                                        otherwise, parent->storage + origin for a sub-buffer */
    bool owns_storage;               /* free(storage) at the last release */
    cl_mem parent;                   /* retained; NULL for a buffer */
    size_t origin;                   /* offset in the parent */
    cl_mem_properties *properties;   /* clCreateBufferWithProperties', 0-terminated; or NULL */
    size_t num_properties;
    _Atomic cl_uint map_count;       /* CL_MEM_MAP_COUNT */
    pthread_mutex_t lock;            /* guards mappings and destructors */
    ncpu_mapping *mappings;
    ncpu_callback *destructors;      /* run LIFO after the last release, before storage is freed */
};

/* Where a buffer's bytes start (storage of a sub-buffer included). */
static inline void *ncpu_mem_address(cl_mem mem) { return mem->storage; }

/* ------------------------------------------------------------------------------------------
 * Events (event.c)
 * ------------------------------------------------------------------------------------------ */

typedef struct ncpu_event_callback {
    struct ncpu_event_callback *next;
    cl_int trigger; /* CL_SUBMITTED, CL_RUNNING or CL_COMPLETE */
    void(CL_CALLBACK *function)(cl_event event, cl_int status, void *user_data);
    void *user_data;
} ncpu_event_callback;

struct _cl_event {
    struct _cl_icd_dispatch *dispatch;
    ncpu_object obj;
    cl_context context;              /* retained */
    cl_command_queue queue;          /* retained; NULL for a user event */
    cl_command_type command_type;    /* CL_COMMAND_USER for a user event */
    pthread_mutex_t lock;
    pthread_cond_t changed;          /* broadcast at every status change */
    cl_int status;                   /* CL_QUEUED -> CL_SUBMITTED -> CL_RUNNING -> CL_COMPLETE,
                                        or a negative error; under lock */
    cl_ulong time_queued, time_submit, time_start, time_end, time_complete; /* ns, CLOCK_MONOTONIC */
    ncpu_event_callback *callbacks;  /* run (outside the lock) when their trigger is reached */
};

/* Nanoseconds of CLOCK_MONOTONIC: profiling times and clGetHostTimer. */
cl_ulong ncpu_now_ns(void);

/* A new event with one reference, status CL_QUEUED (CL_SUBMITTED for a user event). */
cl_event ncpu_event_new(cl_context context, cl_command_queue queue, cl_command_type type,
                        cl_int *errcode);
/* Sets the status (and its profiling time), wakes waiters, runs the callbacks due. */
void ncpu_event_set_status(cl_event event, cl_int status);
/* Waits until the event is complete or failed; its status (CL_COMPLETE or negative). */
cl_int ncpu_event_wait(cl_event event);

/* ------------------------------------------------------------------------------------------
 * Command queues and commands (queue.c)
 * ------------------------------------------------------------------------------------------ */

typedef struct ncpu_command ncpu_command;

/* The work of a command, run on the queue's thread once its wait list is complete: returns
 * CL_SUCCESS or a negative status that the command's event takes. */
typedef cl_int (*ncpu_command_run)(ncpu_command *command);

/* A kernel launch: the packed arguments copied at enqueue, the plan, the retained buffers. */
typedef struct ncpu_kernel_launch {
    cl_kernel kernel;               /* retained */
    struct ncpu_plan *plan;         /* the kernel's plan for this shape (kept alive meanwhile) */
    unsigned char *args;            /* a copy of the packed bytes */
    cl_uint num_mems;
    cl_mem *mems;                   /* retained until the command completes */
} ncpu_kernel_launch;

struct ncpu_command {
    ncpu_command *next;             /* the queue's FIFO */
    cl_command_type type;           /* CL_COMMAND_* (the event's CL_EVENT_COMMAND_TYPE) */
    cl_event event;                 /* always one (retained by the command), even when the
                                       caller asked for none: ordering and clFinish use it */
    cl_uint num_waits;
    cl_event *waits;                /* retained */
    ncpu_command_run run;
    void (*release)(ncpu_command *command); /* frees what `payload` holds; may be NULL.
                                       Called once `run` has returned (before the event
                                       completes) or when the command is discarded */
    cl_mem held[2];                 /* buffers `run` reads or writes, retained until it has run
                                       (NULL when unused); the queue releases them */
    union {                         /* what `run` reads; one member per command family */
        struct { void *dst; const void *src; size_t size; } copy; /* read/write/copy */
        struct {                    /* the *Rect variants */
            unsigned char *dst; const unsigned char *src;
            size_t region[3], dst_origin[3], src_origin[3];
            size_t dst_row_pitch, dst_slice_pitch, src_row_pitch, src_slice_pitch;
        } rect;
        struct { void *dst; size_t size; unsigned char pattern[128]; size_t pattern_size; } fill;
        struct { cl_mem mem; ncpu_mapping *mapping; } map; /* map/unmap */
        ncpu_kernel_launch launch;
        struct { cl_uint num; cl_mem *mems; } retained; /* migrate, acquire... */
    } payload;
};

struct _cl_command_queue {
    struct _cl_icd_dispatch *dispatch;
    ncpu_object obj;
    cl_context context;             /* retained */
    cl_device_id device;
    cl_command_queue_properties properties; /* OUT_OF_ORDER accepted (run in order), PROFILING */
    cl_queue_properties *property_list;    /* CL_QUEUE_PROPERTIES_ARRAY, 0-terminated; or NULL */
    size_t num_property_list;
    pthread_mutex_t lock;
    pthread_cond_t wake;            /* commands arrived, or stopping */
    pthread_cond_t idle;            /* the FIFO drained (clFinish) */
    pthread_t thread;               /* started at the first enqueue */
    bool thread_started;
    bool stopping;                  /* the last release: drain, then the thread exits */
    bool detached;                  /* the last release came from the queue's own thread: it
                                       frees the queue on its way out (no one joins it) */
    ncpu_command *head, *tail;      /* FIFO, under lock */
    size_t pending;                 /* commands queued or running */
    cl_event last;                  /* unused: one thread runs the FIFO in order, so markers and
                                       barriers need no record of the last command */
};

/* A command for `queue` with `run`; checks and retains the wait list (ncpu_check_wait_list),
 * creates its event.  NULL with *errcode set on failure. */
ncpu_command *ncpu_command_new(cl_command_queue queue, cl_command_type type, ncpu_command_run run,
                               cl_uint num_events, const cl_event *wait_list, cl_int *errcode);
/* Queues `command` (ownership passes to the queue); hands the caller its event (retained) when
 * `event` is not NULL; with `blocking`, waits for it and returns its status when negative
 * (CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST for a failed dependency). */
cl_int ncpu_enqueue_command(cl_command_queue queue, ncpu_command *command, cl_event *event,
                            cl_bool blocking);
/* Frees a command that was never queued (a check after ncpu_command_new failed). */
void ncpu_command_discard(ncpu_command *command);

/* ------------------------------------------------------------------------------------------
 * Programs and kernels (program.c, launch.c)
 * ------------------------------------------------------------------------------------------ */

/* How an argument reaches the kernel's packed bytes (host.py hands these over per kernel). */
typedef enum ncpu_param_kind {
    NCPU_PARAM_GLOBAL = 0,   /* __global pointer: the buffer's address (+ sub-buffer origin) */
    NCPU_PARAM_CONSTANT = 1, /* __constant pointer: the same */
    NCPU_PARAM_LOCAL = 2,    /* __local pointer: clSetKernelArg gives only the size */
    NCPU_PARAM_SCALAR = 3,   /* a value of `size` bytes copied in */
    NCPU_PARAM_BYVAL = 4,    /* a struct passed by value: `size` bytes copied in */
    NCPU_PARAM_SAMPLER = 5,  /* sampler_t: refused (no image support) */
} ncpu_param_kind;

typedef struct ncpu_kernel_param {
    cl_uint index;           /* the OpenCL argument index */
    ncpu_param_kind kind;
    size_t offset;           /* where its bytes go in the packed arguments */
    size_t size;             /* the bytes clSetKernelArg must be given (pointers: sizeof(cl_mem)) */
    cl_kernel_arg_address_qualifier address_qualifier;
    cl_kernel_arg_access_qualifier access_qualifier;
    cl_kernel_arg_type_qualifier type_qualifier;
    char *type_name;         /* clGetKernelArgInfo; NULL when the program lacks arg info */
    char *name;
} ncpu_kernel_param;

/* What a program's build says of one kernel (shared by every cl_kernel made from it). */
typedef struct ncpu_kernel_info {
    char *name;
    char *attributes;                 /* CL_KERNEL_ATTRIBUTES */
    cl_uint num_params;
    ncpu_kernel_param *params;
    size_t args_size;                 /* bytes of the packed arguments */
    unsigned char *args_template;     /* hidden fields pre-filled */
    size_t reqd_work_group_size[3];   /* 0s when none */
    size_t work_group_size_hint[3];
    size_t max_work_group_size;       /* CL_KERNEL_WORK_GROUP_SIZE */
    size_t preferred_multiple;        /* the vectorisation width */
    cl_ulong local_mem_size;          /* the kernel's own __local variables */
    cl_ulong private_mem_size;
    uint64_t python_id;               /* host.py's handle of the kernel's description */
    cl_uint vector_dimension;         /* the dimension whose work-items run together (sub-groups) */
    bool prints;                      /* calls printf: C's stdio is flushed after a launch */
    bool uniform_work_groups;         /* built with -cl-uniform-work-group-size or -cl-std=CL1.x:
                                         the global size must be a multiple of the local size */
} ncpu_kernel_info;

struct _cl_program {
    struct _cl_icd_dispatch *dispatch;
    ncpu_object obj;
    cl_context context;                    /* retained */
    char *source;                          /* clCreateProgramWithSource, NUL-terminated; or NULL */
    size_t source_length;
    unsigned char *il;                     /* clCreateProgramWithIL; or NULL */
    size_t il_length;
    unsigned char *spec_constants;         /* clSetProgramSpecializationConstant's values of an IL
                                              program: records (uint32 id, uint32 size, bytes) */
    size_t spec_constants_size;
    unsigned char *binary;                 /* CL_PROGRAM_BINARIES; or NULL */
    size_t binary_size;
    cl_program_binary_type binary_type;
    char *options;                         /* the last build's options */
    cl_build_status build_status;
    char *build_log;                       /* our CompileError text; "" when none */
    uint64_t python_id;                    /* host.py's handle of the runtime Program; 0: none */
    cl_uint num_kernels;
    ncpu_kernel_info *kernels;
    char *kernel_names;                    /* ';'-joined (CL_PROGRAM_KERNEL_NAMES) */
    _Atomic cl_uint attached_kernels;      /* live cl_kernels: a rebuild is CL_INVALID_OPERATION */
    pthread_mutex_t lock;
};

/* A launch plan of one shape, cached per kernel (host.plan() makes it; host.drop_plan()
 * lets it go once evicted and no command uses it). */
typedef struct ncpu_plan {
    cl_uint work_dim;
    size_t global[3], local[3], offset[3];
    void *job;                       /* the worker pool's %Job */
    uint64_t python_id;              /* host.py's handle of the LaunchPlan */
    _Atomic cl_uint users;           /* the cache's own reference + commands in flight */
    uint64_t last_use;               /* for least-recently-used eviction */
} ncpu_plan;

#define NCPU_PLAN_CACHE_SIZE 16

struct _cl_kernel {
    struct _cl_icd_dispatch *dispatch;
    ncpu_object obj;
    cl_program program;              /* retained */
    const ncpu_kernel_info *info;    /* in program->kernels */
    unsigned char *args;             /* the current packed bytes (info->args_size) */
    uint64_t *args_set;              /* bitmap, one bit per argument index */
    cl_mem *arg_mems;                /* per argument: the buffer set (retained) or NULL */
    size_t *local_sizes;             /* per argument: a __local argument's size */
    pthread_mutex_t lock;            /* clSetKernelArg and the plan cache */
    ncpu_plan *plans[NCPU_PLAN_CACHE_SIZE];
    cl_uint num_plans;
    uint64_t plan_clock;
};

/* The launcher the ICD's worker pool offers (launch.c; Python hands the pool and the native
 * functions' addresses over at start). */
typedef struct ncpu_pool_api {
    void *pool;
    int32_t (*launch)(void *pool, void *job, void *args); /* 1: done; 0: call resume */
    int32_t (*resume)(void *pool);
    void (*finish)(void *pool);
} ncpu_pool_api;

extern ncpu_pool_api ncpu_pool;

/* ------------------------------------------------------------------------------------------
 * Samplers: a stub (no image support); clCreateSampler is CL_INVALID_OPERATION.
 * ------------------------------------------------------------------------------------------ */

struct _cl_sampler {
    struct _cl_icd_dispatch *dispatch;
    ncpu_object obj;
    cl_context context;
    cl_bool normalized_coords;
    cl_addressing_mode addressing_mode;
    cl_filter_mode filter_mode;
};

/* ------------------------------------------------------------------------------------------
 * Info queries (common.c): every clGet*Info answers through these, so that the size checks are
 * the spec's everywhere (param_value non-NULL and param_value_size too small ->
 * CL_INVALID_VALUE; param_value_size_ret always set when given).
 * ------------------------------------------------------------------------------------------ */

cl_int ncpu_info(const void *value, size_t value_size, size_t param_value_size, void *param_value,
                 size_t *param_value_size_ret);
cl_int ncpu_info_string(const char *value, size_t param_value_size, void *param_value,
                        size_t *param_value_size_ret);
#define NCPU_INFO_VALUE(type, v)                                                                  \
    do {                                                                                          \
        type ncpu_value_ = (v);                                                                   \
        return ncpu_info(&ncpu_value_, sizeof ncpu_value_, param_value_size, param_value,         \
                         param_value_size_ret);                                                   \
    } while (0)

/* Copies a 0-terminated property list (of cl_context_properties, cl_queue_properties,
 * cl_mem_properties: all intptr-sized) with `count` entries including the 0; NULL if none. */
void *ncpu_copy_properties(const void *properties, size_t count);

/* ------------------------------------------------------------------------------------------
 * The bridge to Python (bridge.c)
 *
 * ncpu_bridge_call("name", a, b, c) calls ncpu_opt.icd.host.name(a, b, c) with the GIL held
 * (started on first use: in a Python host the running interpreter, in a C host a libpython
 * dlopen'ed and initialised by the library) and returns its int.  A Python exception is
 * NCPU_BRIDGE_FAILED, its text (type: message) then in ncpu_bridge_error() (per thread, valid
 * until this thread's next call).  Python functions must not return NCPU_BRIDGE_FAILED.
 * Never call it from a queue's thread: a Python host may hold the GIL while it waits for that
 * thread in clFinish (make plans and builds on the enqueuing thread).
 * ------------------------------------------------------------------------------------------ */

#define NCPU_BRIDGE_FAILED INT64_MIN

int64_t ncpu_bridge_call(const char *function, uint64_t a, uint64_t b, uint64_t c);
const char *ncpu_bridge_error(void);
/* The path this library was loaded from (host.init() opens it with ctypes for the setters). */
const char *ncpu_library_path(void);

/* The build's record (a generated config .c, see build.py): the libpython to load in a C host,
 * the sys.executable whose environment it takes, and the sys.path entries to add. */
extern const char ncpu_config_libpython[];
extern const char ncpu_config_executable[];
extern const char *const ncpu_config_sys_path[];
extern const char ncpu_config_python_version[];
extern const char ncpu_config_package_version[];
extern const char ncpu_config_sources_digest[];

#endif /* NCPU_OPT_ICD_H */
