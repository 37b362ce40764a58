/*
 * Buffers and sub-buffers, and the commands that read, write, copy, fill and map them.
 *
 * A buffer is host memory: the application's own with CL_MEM_USE_HOST_PTR (never copied), an
 * NCPU_MEM_ALIGN-aligned allocation of ours otherwise (CL_DEVICE_MEM_BASE_ADDR_ALIGN is that
 * many bits), the parent's bytes at `origin` for a sub-buffer.  So a map hands out the
 * buffer's own address and reads, writes, copies and fills are memmove/memset on the queue's
 * thread.  A command holds the buffers it touches (ncpu_command.held) until it has run, so
 * that the application may release them as soon as it has enqueued.
 */
#include <stdlib.h>
#include <string.h>

#include "icd.h"

#define ACCESS_FLAGS (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY)
#define HOST_PTR_FLAGS (CL_MEM_USE_HOST_PTR | CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)
#define HOST_ACCESS_FLAGS (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)
#define MAP_FLAGS (CL_MAP_READ | CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)
#define MAP_WRITING (CL_MAP_WRITE | CL_MAP_WRITE_INVALIDATE_REGION)

static void *fail(cl_int *errcode_ret, cl_int status)
{
    if (errcode_ret) *errcode_ret = status;
    return NULL;
}

static bool at_most_one(cl_mem_flags bits)
{
    return (bits & (bits - 1)) == 0;
}

/* The memory flags table's rules: known bits, and no two that exclude each other. */
static cl_int check_flags(cl_mem_flags flags)
{
    if (flags & ~(cl_mem_flags)(ACCESS_FLAGS | HOST_PTR_FLAGS | HOST_ACCESS_FLAGS))
        return CL_INVALID_VALUE;
    if (!at_most_one(flags & ACCESS_FLAGS) || !at_most_one(flags & HOST_ACCESS_FLAGS))
        return CL_INVALID_VALUE;
    if ((flags & CL_MEM_USE_HOST_PTR) && (flags & (CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR)))
        return CL_INVALID_VALUE;
    return CL_SUCCESS;
}

static bool is_buffer(cl_mem mem)
{
    return ncpu_is(mem, NCPU_MAGIC_MEM) && mem->type == CL_MEM_OBJECT_BUFFER;
}

/* (offset, size) lies within `total` bytes (without overflowing). */
static bool in_bounds(size_t offset, size_t size, size_t total)
{
    return offset <= total && size <= total - offset;
}

/* A memory object with its header, context and lock; the caller fills the rest. */
static cl_mem new_mem(cl_context context, cl_mem_flags flags, size_t size)
{
    cl_mem mem = calloc(1, sizeof *mem);
    if (mem == NULL) return NULL;
    ncpu_object_init(mem, NCPU_MAGIC_MEM);
    clRetainContext(context);
    mem->context = context;
    mem->type = CL_MEM_OBJECT_BUFFER;
    mem->flags = flags;
    mem->size = size;
    pthread_mutex_init(&mem->lock, NULL);
    return mem;
}

/* ---- creating ------------------------------------------------------------------------------ */

cl_mem CL_API_CALL clCreateBufferWithProperties(cl_context context,
                                                const cl_mem_properties *properties,
                                                cl_mem_flags flags, size_t size, void *host_ptr,
                                                cl_int *errcode_ret)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return fail(errcode_ret, CL_INVALID_CONTEXT);
    /* OpenCL defines no buffer property, and the device reports no extension that does. */
    if (properties != NULL && properties[0] != 0) return fail(errcode_ret, CL_INVALID_PROPERTY);
    cl_int status = check_flags(flags);
    if (status != CL_SUCCESS) return fail(errcode_ret, status);
    if (size == 0 || size > ncpu_device.facts.max_mem_alloc_size)
        return fail(errcode_ret, CL_INVALID_BUFFER_SIZE);
    bool given = (flags & (CL_MEM_USE_HOST_PTR | CL_MEM_COPY_HOST_PTR)) != 0;
    if (given != (host_ptr != NULL)) return fail(errcode_ret, CL_INVALID_HOST_PTR);

    cl_mem mem = new_mem(context, flags, size);
    if (mem == NULL) return fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    if (properties != NULL) {
        mem->properties = ncpu_copy_properties(properties, 1);
        mem->num_properties = 1;
    }
    if (flags & CL_MEM_USE_HOST_PTR) {
        /* The application's memory is the buffer: no copy, ever. */
        mem->host_ptr = host_ptr;
        mem->storage = host_ptr;
    } else {
        void *storage = NULL;
        if (posix_memalign(&storage, NCPU_MEM_ALIGN, size) != 0) storage = NULL;
        mem->storage = storage;
        mem->owns_storage = true;
        if (storage != NULL && (flags & CL_MEM_COPY_HOST_PTR)) memcpy(storage, host_ptr, size);
    }
    if (mem->storage == NULL || (properties != NULL && mem->properties == NULL)) {
        status = mem->storage == NULL ? CL_MEM_OBJECT_ALLOCATION_FAILURE : CL_OUT_OF_HOST_MEMORY;
        clReleaseMemObject(mem);
        return fail(errcode_ret, status);
    }
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return mem;
}

cl_mem CL_API_CALL clCreateBuffer(cl_context context, cl_mem_flags flags, size_t size,
                                  void *host_ptr, cl_int *errcode_ret)
{
    return clCreateBufferWithProperties(context, NULL, flags, size, host_ptr, errcode_ret);
}

/* A sub-buffer's flags: those given, checked against the parent's (CL_INVALID_VALUE), with the
 * parent's access, host-pointer and host-access flags where none of their kind is given. */
static cl_int sub_buffer_flags(cl_mem_flags parent, cl_mem_flags flags, cl_mem_flags *result)
{
    cl_int status = check_flags(flags);
    if (status != CL_SUCCESS || (flags & HOST_PTR_FLAGS)) return CL_INVALID_VALUE;
    if ((parent & CL_MEM_WRITE_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_READ_ONLY)))
        return CL_INVALID_VALUE;
    if ((parent & CL_MEM_READ_ONLY) && (flags & (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY)))
        return CL_INVALID_VALUE;
    if ((parent & CL_MEM_HOST_WRITE_ONLY) && (flags & CL_MEM_HOST_READ_ONLY)) return CL_INVALID_VALUE;
    if ((parent & CL_MEM_HOST_READ_ONLY) && (flags & CL_MEM_HOST_WRITE_ONLY)) return CL_INVALID_VALUE;
    if ((parent & CL_MEM_HOST_NO_ACCESS) && (flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_WRITE_ONLY)))
        return CL_INVALID_VALUE;
    if (!(flags & ACCESS_FLAGS)) flags |= parent & ACCESS_FLAGS;
    if (!(flags & HOST_ACCESS_FLAGS)) flags |= parent & HOST_ACCESS_FLAGS;
    *result = flags | (parent & HOST_PTR_FLAGS);
    return CL_SUCCESS;
}

cl_mem CL_API_CALL clCreateSubBuffer(cl_mem buffer, cl_mem_flags flags,
                                     cl_buffer_create_type buffer_create_type,
                                     const void *buffer_create_info, cl_int *errcode_ret)
{
    if (!is_buffer(buffer) || buffer->parent != NULL) return fail(errcode_ret, CL_INVALID_MEM_OBJECT);
    cl_mem_flags sub_flags = 0;
    cl_int status = sub_buffer_flags(buffer->flags, flags, &sub_flags);
    if (status != CL_SUCCESS) return fail(errcode_ret, status);
    if (buffer_create_type != CL_BUFFER_CREATE_TYPE_REGION || buffer_create_info == NULL)
        return fail(errcode_ret, CL_INVALID_VALUE);
    const cl_buffer_region *region = buffer_create_info;
    if (!in_bounds(region->origin, region->size, buffer->size))
        return fail(errcode_ret, CL_INVALID_VALUE);
    if (region->size == 0) return fail(errcode_ret, CL_INVALID_BUFFER_SIZE);
    /* Every buffer starts NCPU_MEM_ALIGN-aligned; a sub-buffer must too (the spec's rule). */
    if (region->origin % NCPU_MEM_ALIGN != 0)
        return fail(errcode_ret, CL_MISALIGNED_SUB_BUFFER_OFFSET);

    cl_mem mem = new_mem(buffer->context, sub_flags, region->size);
    if (mem == NULL) return fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    clRetainMemObject(buffer);
    mem->parent = buffer;
    mem->origin = region->origin;
    mem->storage = buffer->storage + region->origin;
    if (buffer->flags & CL_MEM_USE_HOST_PTR) mem->host_ptr = (char *)buffer->host_ptr + region->origin;
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return mem;
}

/* ---- retain, release, destructor callbacks, queries ---------------------------------------- */

cl_int CL_API_CALL clRetainMemObject(cl_mem memobj)
{
    if (!ncpu_is(memobj, NCPU_MAGIC_MEM)) return CL_INVALID_MEM_OBJECT;
    ncpu_object_retain(memobj);
    return CL_SUCCESS;
}

cl_int CL_API_CALL clReleaseMemObject(cl_mem memobj)
{
    if (!ncpu_is(memobj, NCPU_MAGIC_MEM)) return CL_INVALID_MEM_OBJECT;
    if (!ncpu_object_release(memobj)) return CL_SUCCESS;
    /* No command holds it any more (each holds what it touches), nor a sub-buffer (each holds
     * its parent).  The object is no longer valid when its destructors run (the spec). */
    ncpu_object_forget(memobj);
    for (ncpu_callback *callback = memobj->destructors, *next; callback; callback = next) {
        next = callback->next; /* newest first: the reverse of registration, as specified */
        callback->function(memobj, callback->user_data);
        free(callback);
    }
    for (ncpu_mapping *mapping = memobj->mappings, *next; mapping; mapping = next) {
        next = mapping->next;
        free(mapping);
    }
    if (memobj->owns_storage) free(memobj->storage);
    cl_mem parent = memobj->parent;
    cl_context context = memobj->context;
    pthread_mutex_destroy(&memobj->lock);
    free(memobj->properties);
    free(memobj);
    if (parent != NULL) clReleaseMemObject(parent);
    clReleaseContext(context);
    return CL_SUCCESS;
}

cl_int CL_API_CALL clSetMemObjectDestructorCallback(cl_mem memobj,
                                                    void(CL_CALLBACK *pfn_notify)(cl_mem memobj,
                                                                                  void *user_data),
                                                    void *user_data)
{
    if (!ncpu_is(memobj, NCPU_MAGIC_MEM)) return CL_INVALID_MEM_OBJECT;
    if (pfn_notify == NULL) return CL_INVALID_VALUE;
    ncpu_callback *callback = malloc(sizeof *callback);
    if (callback == NULL) return CL_OUT_OF_HOST_MEMORY;
    callback->function = (void(CL_CALLBACK *)(void *, void *))pfn_notify;
    callback->user_data = user_data;
    pthread_mutex_lock(&memobj->lock);
    callback->next = memobj->destructors;
    memobj->destructors = callback;
    pthread_mutex_unlock(&memobj->lock);
    return CL_SUCCESS;
}

cl_int CL_API_CALL clGetMemObjectInfo(cl_mem memobj, cl_mem_info param_name,
                                      size_t param_value_size, void *param_value,
                                      size_t *param_value_size_ret)
{
    cl_mem mem = memobj;
    if (!ncpu_is(mem, NCPU_MAGIC_MEM)) return CL_INVALID_MEM_OBJECT;
    switch (param_name) {
    case CL_MEM_TYPE: NCPU_INFO_VALUE(cl_mem_object_type, mem->type);
    case CL_MEM_FLAGS: NCPU_INFO_VALUE(cl_mem_flags, mem->flags);
    case CL_MEM_SIZE: NCPU_INFO_VALUE(size_t, mem->size);
    case CL_MEM_HOST_PTR: NCPU_INFO_VALUE(void *, mem->host_ptr);
    case CL_MEM_MAP_COUNT: NCPU_INFO_VALUE(cl_uint, atomic_load(&mem->map_count));
    case CL_MEM_REFERENCE_COUNT: NCPU_INFO_VALUE(cl_uint, atomic_load(&mem->obj.refcount));
    case CL_MEM_CONTEXT: NCPU_INFO_VALUE(cl_context, mem->context);
    case CL_MEM_ASSOCIATED_MEMOBJECT: NCPU_INFO_VALUE(cl_mem, mem->parent);
    case CL_MEM_OFFSET: NCPU_INFO_VALUE(size_t, mem->origin);
    case CL_MEM_USES_SVM_POINTER: NCPU_INFO_VALUE(cl_bool, CL_FALSE); /* no SVM on this device */
    case CL_MEM_PROPERTIES:
        return ncpu_info(mem->properties, mem->num_properties * sizeof(cl_mem_properties),
                         param_value_size, param_value, param_value_size_ret);
    default:
        return CL_INVALID_VALUE;
    }
}

/* ---- the commands' common checks and submission -------------------------------------------- */

/* A queue, a buffer of the queue's context. */
static cl_int check_queue_buffer(cl_command_queue queue, cl_mem buffer)
{
    if (!ncpu_is(queue, NCPU_MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    if (!is_buffer(buffer)) return CL_INVALID_MEM_OBJECT;
    if (buffer->context != queue->context) return CL_INVALID_CONTEXT;
    return CL_SUCCESS;
}

/* The host-access flags: reading a buffer the host may only write or not touch, writing one
 * it may only read or not touch (CL_INVALID_OPERATION). */
static cl_int check_host_access(cl_mem buffer, bool reads, bool writes)
{
    if (reads && (buffer->flags & (CL_MEM_HOST_WRITE_ONLY | CL_MEM_HOST_NO_ACCESS)))
        return CL_INVALID_OPERATION;
    if (writes && (buffer->flags & (CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS)))
        return CL_INVALID_OPERATION;
    return CL_SUCCESS;
}

/* Makes the command (wait list checked there), holds `a` and `b` (NULL for none) and queues
 * it; `fill` puts the payload in before it is queued. */
typedef void (*payload_fill)(ncpu_command *command, const void *data);

static cl_int submit(cl_command_queue queue, cl_command_type type, ncpu_command_run run,
                     payload_fill fill, const void *data, cl_mem a, cl_mem b, cl_bool blocking,
                     cl_uint num_events, const cl_event *wait_list, cl_event *event)
{
    cl_int status;
    ncpu_command *command = ncpu_command_new(queue, type, run, num_events, wait_list, &status);
    if (command == NULL) return status;
    if (fill) fill(command, data);
    cl_mem held[2] = {a, b};
    for (int i = 0; i < 2; i++)
        if (held[i]) {
            clRetainMemObject(held[i]);
            command->held[i] = held[i];
        }
    return ncpu_enqueue_command(queue, command, event, blocking);
}

/* ---- read, write, copy --------------------------------------------------------------------- */

static cl_int run_copy(ncpu_command *command)
{
    /* memmove: a read into the buffer's own host_ptr copies a region onto itself. */
    memmove(command->payload.copy.dst, command->payload.copy.src, command->payload.copy.size);
    return CL_SUCCESS;
}

typedef struct { void *dst; const void *src; size_t size; } copy_args;

static void fill_copy(ncpu_command *command, const void *data)
{
    const copy_args *args = data;
    command->payload.copy.dst = args->dst;
    command->payload.copy.src = args->src;
    command->payload.copy.size = args->size;
}

/* clEnqueueReadBuffer and clEnqueueWriteBuffer: `reading` says which. */
static cl_int enqueue_transfer(cl_command_queue queue, cl_mem buffer, cl_bool blocking,
                               size_t offset, size_t size, void *ptr, bool reading,
                               cl_uint num_events, const cl_event *wait_list, cl_event *event)
{
    cl_int status = check_queue_buffer(queue, buffer);
    if (status != CL_SUCCESS) return status;
    if (!in_bounds(offset, size, buffer->size) || ptr == NULL) return CL_INVALID_VALUE;
    status = check_host_access(buffer, reading, !reading);
    if (status != CL_SUCCESS) return status;
    unsigned char *bytes = buffer->storage + offset;
    copy_args args = {reading ? ptr : bytes, reading ? (const void *)bytes : ptr, size};
    return submit(queue, reading ? CL_COMMAND_READ_BUFFER : CL_COMMAND_WRITE_BUFFER, run_copy,
                  fill_copy, &args, buffer, NULL, blocking, num_events, wait_list, event);
}

cl_int CL_API_CALL clEnqueueReadBuffer(cl_command_queue command_queue, cl_mem buffer,
                                       cl_bool blocking_read, size_t offset, size_t size,
                                       void *ptr, cl_uint num_events_in_wait_list,
                                       const cl_event *event_wait_list, cl_event *event)
{
    return enqueue_transfer(command_queue, buffer, blocking_read, offset, size, ptr, true,
                            num_events_in_wait_list, event_wait_list, event);
}

cl_int CL_API_CALL clEnqueueWriteBuffer(cl_command_queue command_queue, cl_mem buffer,
                                        cl_bool blocking_write, size_t offset, size_t size,
                                        const void *ptr, cl_uint num_events_in_wait_list,
                                        const cl_event *event_wait_list, cl_event *event)
{
    return enqueue_transfer(command_queue, buffer, blocking_write, offset, size, (void *)ptr,
                            false, num_events_in_wait_list, event_wait_list, event);
}

/* The buffer whose storage `mem` is part of, and where `mem` starts in it. */
static cl_mem root_of(cl_mem mem, size_t *origin)
{
    *origin = mem->origin;
    return mem->parent ? mem->parent : mem;
}

cl_int CL_API_CALL clEnqueueCopyBuffer(cl_command_queue command_queue, cl_mem src_buffer,
                                       cl_mem dst_buffer, size_t src_offset, size_t dst_offset,
                                       size_t size, cl_uint num_events_in_wait_list,
                                       const cl_event *event_wait_list, cl_event *event)
{
    cl_int status = check_queue_buffer(command_queue, src_buffer);
    if (status == CL_SUCCESS) status = check_queue_buffer(command_queue, dst_buffer);
    if (status != CL_SUCCESS) return status;
    if (!in_bounds(src_offset, size, src_buffer->size) || !in_bounds(dst_offset, size, dst_buffer->size))
        return CL_INVALID_VALUE;
    /* The same bytes, whichever objects name them (a buffer, its sub-buffers). */
    size_t src_origin, dst_origin;
    if (root_of(src_buffer, &src_origin) == root_of(dst_buffer, &dst_origin)) {
        size_t src_start = src_origin + src_offset, dst_start = dst_origin + dst_offset;
        if (src_start < dst_start + size && dst_start < src_start + size) return CL_MEM_COPY_OVERLAP;
    }
    copy_args args = {dst_buffer->storage + dst_offset, src_buffer->storage + src_offset, size};
    return submit(command_queue, CL_COMMAND_COPY_BUFFER, run_copy, fill_copy, &args, src_buffer,
                  dst_buffer, CL_FALSE, num_events_in_wait_list, event_wait_list, event);
}

/* ---- the *Rect variants -------------------------------------------------------------------- */

/* A side of a rectangle copy: where its bytes start, its origin and its pitches. */
typedef struct {
    unsigned char *base;
    const size_t *origin;
    size_t row_pitch, slice_pitch;
} rect_side;

/* Fills in default pitches (0: the region's) and checks given ones (CL_INVALID_VALUE). */
static cl_int rect_pitches(const size_t region[3], size_t *row_pitch, size_t *slice_pitch)
{
    if (*row_pitch == 0) *row_pitch = region[0];
    else if (*row_pitch < region[0]) return CL_INVALID_VALUE;
    size_t least;
    if (__builtin_mul_overflow(region[1], *row_pitch, &least)) return CL_INVALID_VALUE;
    if (*slice_pitch == 0) *slice_pitch = least;
    else if (*slice_pitch < least || *slice_pitch % *row_pitch != 0) return CL_INVALID_VALUE;
    return CL_SUCCESS;
}

/* Where a rectangle starts and ends (one past its last byte); false if that overflows. */
static bool rect_extent(const size_t origin[3], const size_t region[3], size_t row_pitch,
                        size_t slice_pitch, size_t *start, size_t *end)
{
    size_t z, y, last_z, last_y, span;
    return !__builtin_mul_overflow(origin[2], slice_pitch, &z) &&
           !__builtin_mul_overflow(origin[1], row_pitch, &y) &&
           !__builtin_add_overflow(z, y, start) && !__builtin_add_overflow(*start, origin[0], start) &&
           !__builtin_mul_overflow(region[2] - 1, slice_pitch, &last_z) &&
           !__builtin_mul_overflow(region[1] - 1, row_pitch, &last_y) &&
           !__builtin_add_overflow(last_z, last_y, &span) &&
           !__builtin_add_overflow(span, region[0], &span) &&
           !__builtin_add_overflow(*start, span, end);
}

/* Region and origins present, no zero in the region. */
static bool rect_args_valid(const size_t *a, const size_t *b, const size_t *region)
{
    return a != NULL && b != NULL && region != NULL && region[0] && region[1] && region[2];
}

static cl_int run_rect(ncpu_command *command)
{
    const typeof(command->payload.rect) *r = &command->payload.rect;
    for (size_t z = 0; z < r->region[2]; z++)
        for (size_t y = 0; y < r->region[1]; y++) {
            size_t dst = (r->dst_origin[2] + z) * r->dst_slice_pitch +
                         (r->dst_origin[1] + y) * r->dst_row_pitch + r->dst_origin[0];
            size_t src = (r->src_origin[2] + z) * r->src_slice_pitch +
                         (r->src_origin[1] + y) * r->src_row_pitch + r->src_origin[0];
            memmove(r->dst + dst, r->src + src, r->region[0]);
        }
    return CL_SUCCESS;
}

typedef struct { rect_side dst, src; const size_t *region; } rect_args;

static void fill_rect(ncpu_command *command, const void *data)
{
    const rect_args *args = data;
    typeof(command->payload.rect) *r = &command->payload.rect;
    r->dst = args->dst.base;
    r->src = args->src.base;
    memcpy(r->region, args->region, sizeof r->region);
    memcpy(r->dst_origin, args->dst.origin, sizeof r->dst_origin);
    memcpy(r->src_origin, args->src.origin, sizeof r->src_origin);
    r->dst_row_pitch = args->dst.row_pitch;
    r->dst_slice_pitch = args->dst.slice_pitch;
    r->src_row_pitch = args->src.row_pitch;
    r->src_slice_pitch = args->src.slice_pitch;
}

/* clEnqueueReadBufferRect and clEnqueueWriteBufferRect: `reading` says which. */
static cl_int enqueue_rect_transfer(cl_command_queue queue, cl_mem buffer, cl_bool blocking,
                                    const size_t *buffer_origin, const size_t *host_origin,
                                    const size_t *region, size_t buffer_row_pitch,
                                    size_t buffer_slice_pitch, size_t host_row_pitch,
                                    size_t host_slice_pitch, void *ptr, bool reading,
                                    cl_uint num_events, const cl_event *wait_list,
                                    cl_event *event)
{
    cl_int status = check_queue_buffer(queue, buffer);
    if (status != CL_SUCCESS) return status;
    if (!rect_args_valid(buffer_origin, host_origin, region) || ptr == NULL) return CL_INVALID_VALUE;
    status = rect_pitches(region, &buffer_row_pitch, &buffer_slice_pitch);
    if (status == CL_SUCCESS) status = rect_pitches(region, &host_row_pitch, &host_slice_pitch);
    if (status != CL_SUCCESS) return status;
    size_t start, end;
    if (!rect_extent(buffer_origin, region, buffer_row_pitch, buffer_slice_pitch, &start, &end) ||
        end > buffer->size ||
        !rect_extent(host_origin, region, host_row_pitch, host_slice_pitch, &start, &end))
        return CL_INVALID_VALUE;
    status = check_host_access(buffer, reading, !reading);
    if (status != CL_SUCCESS) return status;
    rect_side device = {buffer->storage, buffer_origin, buffer_row_pitch, buffer_slice_pitch};
    rect_side host = {ptr, host_origin, host_row_pitch, host_slice_pitch};
    rect_args args = {reading ? host : device, reading ? device : host, region};
    return submit(queue, reading ? CL_COMMAND_READ_BUFFER_RECT : CL_COMMAND_WRITE_BUFFER_RECT,
                  run_rect, fill_rect, &args, buffer, NULL, blocking, num_events, wait_list, event);
}

cl_int CL_API_CALL clEnqueueReadBufferRect(cl_command_queue command_queue, cl_mem buffer,
                                           cl_bool blocking_read, const size_t *buffer_origin,
                                           const size_t *host_origin, const size_t *region,
                                           size_t buffer_row_pitch, size_t buffer_slice_pitch,
                                           size_t host_row_pitch, size_t host_slice_pitch,
                                           void *ptr, cl_uint num_events_in_wait_list,
                                           const cl_event *event_wait_list, cl_event *event)
{
    return enqueue_rect_transfer(command_queue, buffer, blocking_read, buffer_origin, host_origin,
                                 region, buffer_row_pitch, buffer_slice_pitch, host_row_pitch,
                                 host_slice_pitch, ptr, true, num_events_in_wait_list,
                                 event_wait_list, event);
}

cl_int CL_API_CALL clEnqueueWriteBufferRect(cl_command_queue command_queue, cl_mem buffer,
                                            cl_bool blocking_write, const size_t *buffer_origin,
                                            const size_t *host_origin, const size_t *region,
                                            size_t buffer_row_pitch, size_t buffer_slice_pitch,
                                            size_t host_row_pitch, size_t host_slice_pitch,
                                            const void *ptr, cl_uint num_events_in_wait_list,
                                            const cl_event *event_wait_list, cl_event *event)
{
    return enqueue_rect_transfer(command_queue, buffer, blocking_write, buffer_origin, host_origin,
                                 region, buffer_row_pitch, buffer_slice_pitch, host_row_pitch,
                                 host_slice_pitch, (void *)ptr, false, num_events_in_wait_list,
                                 event_wait_list, event);
}

/* Whether two rectangles with the same pitches, starting `src_start` and `dst_start` bytes into
 * the same storage, share a byte: the spec's check_copy_overlap (appendix D), on offsets from
 * the storage's start so that it serves sub-buffers of one buffer too. */
static bool rects_overlap(size_t src_start, size_t dst_start, const size_t region[3],
                          size_t row_pitch, size_t slice_pitch)
{
    size_t slice_size = (region[1] - 1) * row_pitch + region[0];
    size_t block_size = (region[2] - 1) * slice_pitch + slice_size;
    if (dst_start + block_size <= src_start || src_start + block_size <= dst_start) return false;
    size_t src_dx = src_start % row_pitch, dst_dx = dst_start % row_pitch;
    if ((dst_dx >= src_dx + region[0] && dst_dx + region[0] <= src_dx + row_pitch) ||
        (src_dx >= dst_dx + region[0] && src_dx + region[0] <= dst_dx + row_pitch))
        return false;
    size_t src_dy = src_start % slice_pitch, dst_dy = dst_start % slice_pitch;
    if ((dst_dy >= src_dy + slice_size && dst_dy + slice_size <= src_dy + slice_pitch) ||
        (src_dy >= dst_dy + slice_size && src_dy + slice_size <= dst_dy + slice_pitch))
        return false;
    return true;
}

cl_int CL_API_CALL clEnqueueCopyBufferRect(cl_command_queue command_queue, cl_mem src_buffer,
                                           cl_mem dst_buffer, const size_t *src_origin,
                                           const size_t *dst_origin, const size_t *region,
                                           size_t src_row_pitch, size_t src_slice_pitch,
                                           size_t dst_row_pitch, size_t dst_slice_pitch,
                                           cl_uint num_events_in_wait_list,
                                           const cl_event *event_wait_list, cl_event *event)
{
    cl_int status = check_queue_buffer(command_queue, src_buffer);
    if (status == CL_SUCCESS) status = check_queue_buffer(command_queue, dst_buffer);
    if (status != CL_SUCCESS) return status;
    if (!rect_args_valid(src_origin, dst_origin, region)) return CL_INVALID_VALUE;
    status = rect_pitches(region, &src_row_pitch, &src_slice_pitch);
    if (status == CL_SUCCESS) status = rect_pitches(region, &dst_row_pitch, &dst_slice_pitch);
    if (status != CL_SUCCESS) return status;
    size_t src_start, src_end, dst_start, dst_end;
    if (!rect_extent(src_origin, region, src_row_pitch, src_slice_pitch, &src_start, &src_end) ||
        src_end > src_buffer->size ||
        !rect_extent(dst_origin, region, dst_row_pitch, dst_slice_pitch, &dst_start, &dst_end) ||
        dst_end > dst_buffer->size)
        return CL_INVALID_VALUE;
    bool same_pitches = src_row_pitch == dst_row_pitch && src_slice_pitch == dst_slice_pitch;
    if (src_buffer == dst_buffer && !same_pitches) return CL_INVALID_VALUE;
    size_t src_base, dst_base;
    if (root_of(src_buffer, &src_base) == root_of(dst_buffer, &dst_base)) {
        src_start += src_base, src_end += src_base, dst_start += dst_base, dst_end += dst_base;
        /* Sub-buffers with different pitches: overlapping extents are taken as an overlap. */
        bool overlap = same_pitches ? rects_overlap(src_start, dst_start, region, src_row_pitch,
                                                    src_slice_pitch)
                                    : src_start < dst_end && dst_start < src_end;
        if (overlap) return CL_MEM_COPY_OVERLAP;
    }
    rect_side src = {src_buffer->storage, src_origin, src_row_pitch, src_slice_pitch};
    rect_side dst = {dst_buffer->storage, dst_origin, dst_row_pitch, dst_slice_pitch};
    rect_args args = {dst, src, region};
    return submit(command_queue, CL_COMMAND_COPY_BUFFER_RECT, run_rect, fill_rect, &args,
                  src_buffer, dst_buffer, CL_FALSE, num_events_in_wait_list, event_wait_list,
                  event);
}

/* ---- fill ---------------------------------------------------------------------------------- */

static cl_int run_fill(ncpu_command *command)
{
    const typeof(command->payload.fill) *f = &command->payload.fill;
    unsigned char *dst = f->dst;
    if (f->size == 0) return CL_SUCCESS;
    if (f->pattern_size == 1) {
        memset(dst, f->pattern[0], f->size);
        return CL_SUCCESS;
    }
    /* One pattern, then the filled part doubled until the region is full. */
    memcpy(dst, f->pattern, f->pattern_size);
    for (size_t done = f->pattern_size; done < f->size;) {
        size_t step = done < f->size - done ? done : f->size - done;
        memcpy(dst + done, dst, step);
        done += step;
    }
    return CL_SUCCESS;
}

typedef struct { void *dst; const void *pattern; size_t pattern_size, size; } fill_args;

static void fill_fill(ncpu_command *command, const void *data)
{
    const fill_args *args = data;
    command->payload.fill.dst = args->dst;
    command->payload.fill.size = args->size;
    command->payload.fill.pattern_size = args->pattern_size;
    memcpy(command->payload.fill.pattern, args->pattern, args->pattern_size);
}

cl_int CL_API_CALL clEnqueueFillBuffer(cl_command_queue command_queue, cl_mem buffer,
                                       const void *pattern, size_t pattern_size, size_t offset,
                                       size_t size, cl_uint num_events_in_wait_list,
                                       const cl_event *event_wait_list, cl_event *event)
{
    cl_int status = check_queue_buffer(command_queue, buffer);
    if (status != CL_SUCCESS) return status;
    /* A power of two up to 128 bytes (the largest vector type, long16/double16). */
    if (pattern == NULL || pattern_size == 0 || pattern_size > 128 ||
        (pattern_size & (pattern_size - 1)) != 0 || offset % pattern_size != 0 ||
        size % pattern_size != 0 || !in_bounds(offset, size, buffer->size))
        return CL_INVALID_VALUE;
    fill_args args = {buffer->storage + offset, pattern, pattern_size, size};
    return submit(command_queue, CL_COMMAND_FILL_BUFFER, run_fill, fill_fill, &args, buffer, NULL,
                  CL_FALSE, num_events_in_wait_list, event_wait_list, event);
}

/* ---- map, unmap, migrate ------------------------------------------------------------------- */

/* Whether a new mapping of (offset, size) with `flags` would overlap a mapping for writing
 * while being one too (the spec: CL_INVALID_OPERATION).  Under buffer->lock. */
static bool overlaps_a_write_mapping(cl_mem buffer, size_t offset, size_t size, cl_map_flags flags)
{
    if (!(flags & MAP_WRITING)) return false;
    for (const ncpu_mapping *m = buffer->mappings; m; m = m->next)
        if ((m->flags & MAP_WRITING) && offset < m->offset + m->size && m->offset < offset + size)
            return true;
    return false;
}

/* Forgets one mapping of `buffer` at `pointer` (the newest); false if there is none. */
static bool take_mapping(cl_mem buffer, void *pointer)
{
    pthread_mutex_lock(&buffer->lock);
    ncpu_mapping **link = &buffer->mappings;
    while (*link != NULL && (*link)->pointer != pointer) link = &(*link)->next;
    ncpu_mapping *found = *link;
    if (found != NULL) {
        *link = found->next;
        atomic_fetch_sub(&buffer->map_count, 1);
    }
    pthread_mutex_unlock(&buffer->lock);
    free(found);
    return found != NULL;
}

static void add_mapping(cl_mem buffer, ncpu_mapping *mapping)
{
    mapping->next = buffer->mappings;
    buffer->mappings = mapping;
    atomic_fetch_add(&buffer->map_count, 1);
}

void *CL_API_CALL clEnqueueMapBuffer(cl_command_queue command_queue, cl_mem buffer,
                                     cl_bool blocking_map, cl_map_flags map_flags, size_t offset,
                                     size_t size, cl_uint num_events_in_wait_list,
                                     const cl_event *event_wait_list, cl_event *event,
                                     cl_int *errcode_ret)
{
    cl_int status = check_queue_buffer(command_queue, buffer);
    if (status != CL_SUCCESS) return fail(errcode_ret, status);
    if ((map_flags & ~(cl_map_flags)MAP_FLAGS) ||
        ((map_flags & CL_MAP_WRITE_INVALIDATE_REGION) && (map_flags & (CL_MAP_READ | CL_MAP_WRITE))) ||
        size == 0 || !in_bounds(offset, size, buffer->size))
        return fail(errcode_ret, CL_INVALID_VALUE);
    status = check_host_access(buffer, map_flags & CL_MAP_READ, map_flags & MAP_WRITING);
    if (status != CL_SUCCESS) return fail(errcode_ret, status);
    ncpu_mapping *mapping = malloc(sizeof *mapping);
    if (mapping == NULL) return fail(errcode_ret, CL_OUT_OF_HOST_MEMORY);
    /* The buffer is host memory: the mapping is its own bytes, nothing to copy. */
    mapping->pointer = buffer->storage + offset;
    mapping->offset = offset;
    mapping->size = size;
    mapping->flags = map_flags;
    pthread_mutex_lock(&buffer->lock);
    if (overlaps_a_write_mapping(buffer, offset, size, map_flags)) {
        pthread_mutex_unlock(&buffer->lock);
        free(mapping);
        return fail(errcode_ret, CL_INVALID_OPERATION);
    }
    /* Recorded now, so that the pointer can be unmapped as soon as it is returned. */
    add_mapping(buffer, mapping);
    pthread_mutex_unlock(&buffer->lock);
    void *pointer = mapping->pointer;
    status = submit(command_queue, CL_COMMAND_MAP_BUFFER, NULL, NULL, NULL, NULL, NULL,
                    blocking_map, num_events_in_wait_list, event_wait_list, event);
    if (status != CL_SUCCESS) {
        take_mapping(buffer, pointer);
        return fail(errcode_ret, status);
    }
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return pointer;
}

cl_int CL_API_CALL clEnqueueUnmapMemObject(cl_command_queue command_queue, cl_mem memobj,
                                           void *mapped_ptr, cl_uint num_events_in_wait_list,
                                           const cl_event *event_wait_list, cl_event *event)
{
    if (!ncpu_is(command_queue, NCPU_MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    if (!ncpu_is(memobj, NCPU_MAGIC_MEM)) return CL_INVALID_MEM_OBJECT;
    if (memobj->context != command_queue->context) return CL_INVALID_CONTEXT;
    cl_int status;
    ncpu_command *command = ncpu_command_new(command_queue, CL_COMMAND_UNMAP_MEM_OBJECT, NULL,
                                             num_events_in_wait_list, event_wait_list, &status);
    if (command == NULL) return status;
    if (!take_mapping(memobj, mapped_ptr)) {
        ncpu_command_discard(command);
        return CL_INVALID_VALUE;
    }
    return ncpu_enqueue_command(command_queue, command, event, CL_FALSE);
}

cl_int CL_API_CALL clEnqueueMigrateMemObjects(cl_command_queue command_queue,
                                              cl_uint num_mem_objects, const cl_mem *mem_objects,
                                              cl_mem_migration_flags flags,
                                              cl_uint num_events_in_wait_list,
                                              const cl_event *event_wait_list, cl_event *event)
{
    if (!ncpu_is(command_queue, NCPU_MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    if (num_mem_objects == 0 || mem_objects == NULL) return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < num_mem_objects; i++)
        if (!ncpu_is(mem_objects[i], NCPU_MAGIC_MEM)) return CL_INVALID_MEM_OBJECT;
    for (cl_uint i = 0; i < num_mem_objects; i++)
        if (mem_objects[i]->context != command_queue->context) return CL_INVALID_CONTEXT;
    if (flags & ~(cl_mem_migration_flags)(CL_MIGRATE_MEM_OBJECT_HOST |
                                          CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED))
        return CL_INVALID_VALUE;
    /* Host and device memory are one: the command only orders (its event completes in turn). */
    return submit(command_queue, CL_COMMAND_MIGRATE_MEM_OBJECTS, NULL, NULL, NULL, NULL, NULL,
                  CL_FALSE, num_events_in_wait_list, event_wait_list, event);
}
