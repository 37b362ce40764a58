/*
 * ncpu_opt/kernel_abi.h: calling kernels compiled ahead of time by ncpu-opt from C.
 *
 *     ncpu-opt -x cl -passes=native-cpu --filetype=obj k.cl -o k.o
 *     cc -O2 -pthread -I"$(ncpu-opt --include-dir)" host.c k.o -lm
 *
 * For every kernel K the object defines one function, K's work-group driver:
 *
 *     void K.mux-work-group-driver(const void *packed_args, const ncpu_wg_info *wg_info,
 *                                  size_t first, size_t end);
 *
 * It runs the work-groups whose linear index is in [first, end) (x fastest:
 * index = gx + nx * (gy + ny * gz)), one after the other, every work-item of
 * each, barriers included.  The name has a '.', so C reaches it through an asm
 * label: NCPU_DECLARE_DRIVER below.  The driver copies *wg_info to its own
 * stack and reads *packed_args only, so threads may run disjoint ranges of one
 * launch at the same time with the same two pointers (that is what ncpu-opt's
 * own runtime does).  Nothing else in the object needs initialising.
 *
 * ---- wg_info: the NDRange -------------------------------------------------
 * ncpu_wg_info is %MuxWorkGroupInfo of ncpu_opt/mux/scheduling.py as C lays it
 * out.  Fill it with ncpu_wg_info_init(); by hand, set num_groups (rounded up),
 * global_offset, work_dim, enqueued_local_size (the local size) and global_size
 * (every dimension above work_dim: global and local size 1, offset 0).
 * group_id and local_size are the driver's: it sets them per work-group, the
 * last group of a dimension being smaller when the global size is not a
 * multiple of the local size (OpenCL 2.0 non-uniform work-groups).
 *
 * ---- packed_args: the kernel's arguments ----------------------------------
 * One field per kernel parameter, in order, with NO padding (an LLVM packed
 * struct, %MuxPackedArgs.K of passes/add_kernel_wrapper.py): declare it as a C
 * struct with NCPU_PACKED_ARGS, or write the fields one after the other into a
 * byte buffer.  Each field is:
 *
 *   __global / __constant T *p  the pointer (8 bytes on 64-bit hosts).  The kernel
 *                               may assume T's alignment (float4: 16 bytes,
 *                               OpenCL C's int16/long16: 64/128) or its
 *                               parameter's `align N`.
 *   __local T *p                a size_t: the buffer's size in bytes (not a
 *                               pointer).  The driver allocates it per work-group,
 *                               128-byte aligned: on the running thread's stack up
 *                               to 64 KiB, else with aligned_alloc (a failed
 *                               allocation traps).  It must be at least 1 byte.
 *   scalar                      the value, in the C type of its size: (u)char
 *                               int8_t/uint8_t, (u)short 16 bits, (u)int 32,
 *                               (u)long 64, float, double, half as uint16_t bits.
 *   vector typeN                N elements; a 3-element vector takes the room of
 *                               4 (float3: 16 bytes), as in OpenCL C.
 *   struct (by value)           the struct's bytes as C lays it out (padding
 *                               inside the struct stays; none is added before it).
 *
 * The kernel's own `__local` variables need nothing: the driver allocates them.
 * NCPU_LOCAL_MEM_SIZE is the most __local memory (arguments and variables
 * together) ncpu-opt's runtime lets one launch use; nothing checks it here.
 *
 * ---- threads ---------------------------------------------------------------
 * A work-group's __local memory (up to 64 KiB per argument buffer, and the
 * kernel's own __local variables) and the state kept across barriers live on
 * the stack of the thread that runs it: give threads NCPU_THREAD_STACK_BYTES
 * (pthread_attr_setstacksize), as the runtime's workers have.
 *
 * ---- constraints ------------------------------------------------------------
 * - local size: at most NCPU_MAX_WORK_GROUP_SIZE work-items in all; equal to
 *   the kernel's reqd_work_group_size when it declares one (the driver may be
 *   built for that size only).
 * - every global id and the count of work-items must fit in size_t.
 * - a buffer whose atomic adds the compiler privatised (privatize-atomic-adds:
 *   the module's !ncpu.private_atomics names the kernel and parameter) must not
 *   overlap another argument's: each call of the driver adds into a copy of it
 *   on its stack (up to 64 KiB) and into the buffer only at its end.  Compile
 *   with -passes='native-cpu<no-privatize>' to keep the atomics.
 * - the object is built for the machine ncpu-opt ran on (its -mcpu/-mattr,
 *   default: the host CPU) and may call the C library (aligned_alloc, free,
 *   printf) and libm: link with -lm.
 * - a 64-bit host (size_t of 8 bytes) with GCC or clang (packed structs and
 *   asm labels).
 *
 * ---- checked objects: the reporting hook --------------------------------------
 * An object built with -passes='native-cpu<checked>' checks every memory access
 * (passes/check_memory.py) and reports to the host through one symbol the host
 * defines: `ncpu_check_state *__ncpu_check_state`, pointing at an
 * ncpu_check_state (below) for the launch.  Before a launch set limits[i] to
 * the size in bytes of parameter i's buffer (or __local size) and flags[i] to
 * NCPU_CHECK_WRITABLE if the kernel may write it, capacity to the number of
 * records it has room for, count to 0.  After it, count findings were made
 * (records[0 .. min(count, capacity)) hold them): a bad access is skipped, not
 * made (a load gives 0).  Checked launches must not share one state at once.
 * The module's !ncpu.check_sites says where each site is.
 * With native-cpu<checked;uninitialized> or <checked;data-races>, the size
 * field of a __local argument of n bytes must be NCPU_CHECK_LOCAL_BYTES(n) (its
 * shadows follow its bytes); limits[i] stays n.  With data-races the state is
 * followed, after records[capacity], by an ncpu_check_races: serial_counter
 * set to 1 and, for each buffer parameter i the kernel may write, shadows[i]
 * pointing at NCPU_CHECK_RACE_SHADOW_BYTES(limits[i]) zeroed bytes (or 0: its
 * races are not looked for).
 */
#ifndef NCPU_OPT_KERNEL_ABI_H
#define NCPU_OPT_KERNEL_ABI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Work-items per work-group the runtime accepts at most (CL_DEVICE_MAX_WORK_GROUP_SIZE). */
#define NCPU_MAX_WORK_GROUP_SIZE 4096u
/** __local bytes per launch the runtime accepts at most (CL_DEVICE_LOCAL_MEM_SIZE). */
#define NCPU_LOCAL_MEM_SIZE (4u * 1024u * 1024u)
/** The stack each of the runtime's worker threads has (see "threads" above). */
#define NCPU_THREAD_STACK_BYTES (16u * 1024u * 1024u)

/** %MuxWorkGroupInfo: one launch's NDRange, and the current work-group. */
typedef struct ncpu_wg_info {
    size_t group_id[3];            /* set by the driver, per work-group */
    size_t num_groups[3];          /* ceil(global_size / enqueued_local_size) */
    size_t global_offset[3];
    size_t local_size[3];          /* set by the driver: the current group's size */
    uint32_t work_dim;             /* 1, 2 or 3 */
    size_t enqueued_local_size[3]; /* the local size of the launch */
    size_t global_size[3];
} ncpu_wg_info;

#ifdef __cplusplus
#define NCPU_STATIC_ASSERT static_assert
#else
#define NCPU_STATIC_ASSERT _Static_assert
#endif
/* The layout the driver reads (x86-64, AArch64: LP64). */
NCPU_STATIC_ASSERT(sizeof(size_t) == 8, "ncpu_opt/kernel_abi.h: 64-bit hosts only");
NCPU_STATIC_ASSERT(offsetof(ncpu_wg_info, work_dim) == 96, "ncpu_wg_info layout");
NCPU_STATIC_ASSERT(offsetof(ncpu_wg_info, enqueued_local_size) == 104, "ncpu_wg_info layout");
NCPU_STATIC_ASSERT(sizeof(ncpu_wg_info) == 152, "ncpu_wg_info layout");

/** A work-group driver: runs work-groups [first, end) of the NDRange *wg_info. */
typedef void ncpu_wg_driver(const void *packed_args, const ncpu_wg_info *wg_info, size_t first,
                            size_t end);

#define NCPU_STRINGIFY_(x) #x
#define NCPU_STRINGIFY(x) NCPU_STRINGIFY_(x)
/* Symbol names in assembly: "_" first on Mach-O, nothing on ELF. */
#ifdef __USER_LABEL_PREFIX__
#define NCPU_LABEL_PREFIX NCPU_STRINGIFY(__USER_LABEL_PREFIX__)
#else
#define NCPU_LABEL_PREFIX ""
#endif

/*
 * The asm label of kernel KERNEL's driver, the symbol "KERNEL.mux-work-group-driver".
 * clang takes a label as the symbol's name and quotes it in assembly itself; GCC
 * writes it into the assembly as it is, where the '-' would be a minus: quoted.
 */
#if defined(__clang__)
#define NCPU_DRIVER_SYMBOL(KERNEL) NCPU_LABEL_PREFIX #KERNEL ".mux-work-group-driver"
#else
#define NCPU_DRIVER_SYMBOL(KERNEL) "\"" NCPU_LABEL_PREFIX #KERNEL ".mux-work-group-driver\""
#endif

/**
 * Declare kernel KERNEL's driver as the C function NAME:
 *     NCPU_DECLARE_DRIVER(saxpy_driver, saxpy);
 *     saxpy_driver(&args, &info, 0, ncpu_wg_info_total_groups(&info));
 */
#define NCPU_DECLARE_DRIVER(NAME, KERNEL)                                                         \
    extern void NAME(const void *packed_args, const ncpu_wg_info *wg_info, size_t first,      \
                     size_t end) __asm__(NCPU_DRIVER_SYMBOL(KERNEL))

/** Lays a struct out as the driver reads packed arguments: no padding between fields. */
#define NCPU_PACKED_ARGS __attribute__((packed))

/** The number of work-groups of the NDRange *info: the `end` of a whole launch. */
static inline size_t ncpu_wg_info_total_groups(const ncpu_wg_info *info) {
    return info->num_groups[0] * info->num_groups[1] * info->num_groups[2];
}

/**
 * Fill *info for an NDRange of work_dim (1..3) dimensions: global_size[d] and
 * local_size[d] >= 1, global_offset NULL for none.  Returns the number of
 * work-groups, or 0 when the sizes are out of range (as the runtime refuses
 * them: see "constraints" above); *info is then unspecified.
 */
static inline size_t ncpu_wg_info_init(ncpu_wg_info *info, uint32_t work_dim,
                                       const size_t *global_size, const size_t *local_size,
                                       const size_t *global_offset) {
    size_t items = 1, group_items = 1;
    if (work_dim < 1 || work_dim > 3) return 0;
    for (uint32_t d = 0; d < 3; d++) {
        size_t g = d < work_dim ? global_size[d] : 1;
        size_t l = d < work_dim ? local_size[d] : 1;
        size_t o = d < work_dim && global_offset ? global_offset[d] : 0;
        if (g == 0 || l == 0 || o > SIZE_MAX - g) return 0;
        if (items > SIZE_MAX / g) return 0;
        if (l > NCPU_MAX_WORK_GROUP_SIZE / group_items) return 0;
        items *= g;
        group_items *= l;
        info->group_id[d] = 0;
        info->num_groups[d] = g / l + (g % l != 0);
        info->global_offset[d] = o;
        info->local_size[d] = l;
        info->enqueued_local_size[d] = l;
        info->global_size[d] = g;
    }
    info->work_dim = work_dim;
    return ncpu_wg_info_total_groups(info);
}

/**
 * Split work-groups [0, total) into `parts` contiguous ranges of nearly equal
 * size; range `part` (0-based) is [*first, *end), empty when total < parts.
 */
static inline void ncpu_split_groups(size_t total, size_t parts, size_t part, size_t *first,
                                     size_t *end) {
    size_t base = total / parts, extra = total % parts;
    *first = part * base + (part < extra ? part : extra);
    *end = *first + base + (part < extra);
}

/* ---- checked objects (see the comment at the top) ----------------------------- */
#define NCPU_CHECK_MAX_ARGS 64
#define NCPU_CHECK_WRITABLE 1
/* Record kinds. */
#define NCPU_CHECK_OUT_OF_BOUNDS_READ 1
#define NCPU_CHECK_OUT_OF_BOUNDS_WRITE 2
#define NCPU_CHECK_READ_ONLY_WRITE 3
#define NCPU_CHECK_MISALIGNED 4
#define NCPU_CHECK_NULL_POINTER 5
/* Group functions (site: the barrier, work-group function, async copy or wait concerned):
 * - BARRIER_DIVERGENCE, ASYNC_COPY_DIVERGENCE: this work-item reached site (-1: it returned)
 *   while work-item (0, 0, 0) reached argument (-1: it returned); offset and size say what
 *   each is (0 returned, 1 barrier, 2 work-group function, 3 async copy: offset the first
 *   work-item's, size this one's); argument -2: the same copy with other operands than work-item
 *   (0, 0, 0)'s (offset bits: 1 destination, 2 source, 4 size, 8 stride, 16 event);
 * - UNKNOWN_EVENT_WAIT: offset is the event's index in the wait's list, size the list's length;
 * - COPIES_NOT_WAITED: site is one of the copies, offset how many are pending. */
#define NCPU_CHECK_BARRIER_DIVERGENCE 6
#define NCPU_CHECK_ASYNC_COPY_DIVERGENCE 7
#define NCPU_CHECK_UNKNOWN_EVENT_WAIT 8
#define NCPU_CHECK_COPIES_NOT_WAITED 9
#define NCPU_CHECK_UNINITIALISED_READ 10
#define NCPU_CHECK_DATA_RACE 11
/* other_access bits of a data race: this access writes, the other wrote, the other is of another group. */
#define NCPU_CHECK_ACCESS_WRITES 1
#define NCPU_CHECK_OTHER_WRITES 2
#define NCPU_CHECK_OTHER_GROUP 4

typedef struct ncpu_check_record {
    int32_t kind;
    int32_t site;     /* the !ncpu.check_sites entry of the kernel */
    int32_t argument; /* the parameter, or -1: a private array, a variable, a null pointer */
    int32_t unused;
    int64_t offset;   /* bytes from the memory's start (negative: before it); null: the address */
    int64_t size;     /* bytes accessed */
    int64_t local_id[3];
    int64_t group_id[3];
    /* A data race's other access: */
    int32_t other_site;
    int32_t other_access;     /* NCPU_CHECK_ACCESS_WRITES ... */
    int64_t other_local_linear_id;
    int64_t other_group_linear_id;
} ncpu_check_record;

typedef struct ncpu_check_races {
    int64_t serial_counter;
    void *shadows[NCPU_CHECK_MAX_ARGS];
} ncpu_check_races;

#define NCPU_CHECK_LOCAL_BYTES(n) (2 * (((n) + 15) / 16 * 16) + 16 * (((n) + 3) / 4))
#define NCPU_CHECK_RACE_SHADOW_BYTES(n) (24 * (((n) + 3) / 4))

typedef struct ncpu_check_state {
    int64_t limits[NCPU_CHECK_MAX_ARGS];
    int64_t flags[NCPU_CHECK_MAX_ARGS];
    int32_t count;    /* findings made (atomic; may exceed capacity) */
    int32_t capacity; /* records there is room for */
    ncpu_check_record records[];
} ncpu_check_state;

NCPU_STATIC_ASSERT(sizeof(ncpu_check_record) == 104, "ncpu_check_record is check-memory's record");
NCPU_STATIC_ASSERT(offsetof(ncpu_check_state, count) == 1024, "ncpu_check_state is check-memory's state");
NCPU_STATIC_ASSERT(offsetof(ncpu_check_state, records) == 1032, "ncpu_check_state is check-memory's state");

#ifdef __cplusplus
}
#endif

#endif /* NCPU_OPT_KERNEL_ABI_H */
