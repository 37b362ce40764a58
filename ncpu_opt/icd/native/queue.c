/*
 * Command queues: a FIFO of commands and one thread (started at the first enqueue) that runs
 * them in order, each once the events of its wait list are complete.  Out-of-order queues are
 * accepted and run in order too (a valid schedule of them), which is also why markers and
 * barriers need no bookkeeping: when one runs, every command enqueued before it has.
 *
 * Lifetime: every command's event holds its queue, so a queue's last reference goes only once
 * its commands are done (clReleaseCommandQueue returns at once; the commands still run, then
 * the queue is freed).  That last reference may be dropped on any thread, the queue's own
 * included (the event of its last command, released after the command ran): that thread
 * then leaves the freeing to the queue thread on its way out instead of joining itself.
 *
 * The queue thread never calls Python (a Python host may hold the GIL while it waits in
 * clFinish); it blocks every signal, so that they reach the host's own threads.
 */
#include <signal.h>
#include <stdlib.h>

#include "icd.h"

/* What a host queue may be (CL_DEVICE_QUEUE_ON_HOST_PROPERTIES). */
#define HOST_QUEUE_PROPERTIES (CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE)
/* Every bit of CL_QUEUE_PROPERTIES the spec defines (on-device ones are refused). */
#define ALL_QUEUE_PROPERTIES                                                                       \
    (HOST_QUEUE_PROPERTIES | CL_QUEUE_ON_DEVICE | CL_QUEUE_ON_DEVICE_DEFAULT)
/* The queue thread's stack: kernels run on it (work-group memory over 64 KiB is on the heap). */
#define QUEUE_THREAD_STACK (8u << 20)
/* How long an idle queue thread watches for the next command before it sleeps: a host that
 * enqueues again soon after a command ends (a launch, then a wait, then the next launch) finds
 * it awake, rather than paying the wake-up of a sleeping thread (tens of microseconds on a VM). */
#define QUEUE_SPIN_NS 50000u
#if defined(__x86_64__) || defined(__i386__)
#define NCPU_SPIN_PAUSE() __builtin_ia32_pause()
#elif defined(__aarch64__)
#define NCPU_SPIN_PAUSE() __asm__ __volatile__("yield")
#else
#define NCPU_SPIN_PAUSE() ((void)0)
#endif

/* ---- creating, querying, releasing ---------------------------------------------------------- */

static cl_int check_context_device(cl_context context, cl_device_id device)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    if (!ncpu_is(device, NCPU_MAGIC_DEVICE) || device != context->device) return CL_INVALID_DEVICE;
    return CL_SUCCESS;
}

static cl_command_queue new_queue(cl_context context, cl_device_id device,
                                  cl_command_queue_properties properties,
                                  const cl_queue_properties *list, size_t count,
                                  cl_int *errcode_ret)
{
    cl_command_queue queue = calloc(1, sizeof *queue);
    cl_queue_properties *copy = ncpu_copy_properties(list, count);
    if (queue == NULL || (count && copy == NULL)) {
        free(queue);
        free(copy);
        if (errcode_ret) *errcode_ret = CL_OUT_OF_HOST_MEMORY;
        return NULL;
    }
    ncpu_object_init(queue, NCPU_MAGIC_QUEUE);
    clRetainContext(context);
    queue->context = context;
    queue->device = device;
    queue->properties = properties;
    queue->property_list = copy;
    queue->num_property_list = count;
    pthread_mutex_init(&queue->lock, NULL);
    pthread_cond_init(&queue->wake, NULL);
    pthread_cond_init(&queue->idle, NULL);
    if (errcode_ret) *errcode_ret = CL_SUCCESS;
    return queue;
}

static void *fail(cl_int *errcode_ret, cl_int status)
{
    if (errcode_ret) *errcode_ret = status;
    return NULL;
}

cl_command_queue CL_API_CALL clCreateCommandQueue(cl_context context, cl_device_id device,
                                                  cl_command_queue_properties properties,
                                                  cl_int *errcode_ret)
{
    cl_int status = check_context_device(context, device);
    if (status != CL_SUCCESS) return fail(errcode_ret, status);
    /* Only the legacy table's two bits are valid here. */
    if (properties & ~(cl_command_queue_properties)HOST_QUEUE_PROPERTIES)
        return fail(errcode_ret, CL_INVALID_VALUE);
    return new_queue(context, device, properties, NULL, 0, errcode_ret);
}

/* Reads a clCreateCommandQueueWithProperties list: CL_INVALID_VALUE for an unknown or repeated
 * name or a bad value, CL_INVALID_QUEUE_PROPERTIES for a valid on-device queue (the device has
 * none).  The bits in *properties, the entries (with the 0) in *count. */
static cl_int read_queue_properties(const cl_queue_properties *list,
                                    cl_command_queue_properties *properties, size_t *count)
{
    *properties = 0;
    *count = 0;
    if (list == NULL) return CL_SUCCESS;
    bool seen_properties = false, seen_size = false;
    size_t i = 0;
    for (; list[i] != 0; i += 2) {
        switch (list[i]) {
        case CL_QUEUE_PROPERTIES:
            if (seen_properties) return CL_INVALID_VALUE;
            seen_properties = true;
            *properties = (cl_command_queue_properties)list[i + 1];
            break;
        case CL_QUEUE_SIZE:
            if (seen_size) return CL_INVALID_VALUE;
            seen_size = true;
            break;
        default: /* priority and throttle hints: extensions the device does not report */
            return CL_INVALID_VALUE;
        }
    }
    *count = i + 1;
    cl_command_queue_properties bits = *properties;
    if (bits & ~(cl_command_queue_properties)ALL_QUEUE_PROPERTIES) return CL_INVALID_VALUE;
    bool on_device = (bits & CL_QUEUE_ON_DEVICE) != 0;
    /* The spec's rules: a device queue is out of order, a default one a device queue, and only
     * a device queue has a size. */
    if ((on_device && !(bits & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE)) ||
        ((bits & CL_QUEUE_ON_DEVICE_DEFAULT) && !on_device) || (seen_size && !on_device))
        return CL_INVALID_VALUE;
    return on_device ? CL_INVALID_QUEUE_PROPERTIES : CL_SUCCESS;
}

cl_command_queue CL_API_CALL clCreateCommandQueueWithProperties(
    cl_context context, cl_device_id device, const cl_queue_properties *properties,
    cl_int *errcode_ret)
{
    cl_int status = check_context_device(context, device);
    cl_command_queue_properties bits = 0;
    size_t count = 0;
    if (status == CL_SUCCESS) status = read_queue_properties(properties, &bits, &count);
    if (status != CL_SUCCESS) return fail(errcode_ret, status);
    return new_queue(context, device, bits, properties, count, errcode_ret);
}

cl_int CL_API_CALL clRetainCommandQueue(cl_command_queue command_queue)
{
    if (!ncpu_is(command_queue, NCPU_MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    ncpu_object_retain(command_queue);
    return CL_SUCCESS;
}

static void free_queue(cl_command_queue queue)
{
    cl_context context = queue->context;
    pthread_cond_destroy(&queue->idle);
    pthread_cond_destroy(&queue->wake);
    pthread_mutex_destroy(&queue->lock);
    free(queue->property_list);
    free(queue);
    clReleaseContext(context);
}

/* The last reference is gone, so no command is left (each held one through its event): stop
 * the thread and free the queue, or, on the queue's own thread, leave that to it. */
static void destroy_queue(cl_command_queue queue)
{
    ncpu_object_forget(queue);
    pthread_mutex_lock(&queue->lock);
    bool has_thread = queue->thread_started;
    bool own = has_thread && pthread_equal(pthread_self(), queue->thread);
    __atomic_store_n(&queue->stopping, true, __ATOMIC_RELEASE); /* read by the spinning thread */
    queue->detached = own;
    pthread_cond_broadcast(&queue->wake);
    pthread_mutex_unlock(&queue->lock);
    if (own) {
        pthread_detach(queue->thread);
        return;
    }
    if (has_thread) pthread_join(queue->thread, NULL);
    free_queue(queue);
}

cl_int CL_API_CALL clReleaseCommandQueue(cl_command_queue command_queue)
{
    if (!ncpu_is(command_queue, NCPU_MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    /* The implicit flush is nothing to do: commands are submitted as they are enqueued. */
    if (ncpu_object_release(command_queue)) destroy_queue(command_queue);
    return CL_SUCCESS;
}

cl_int CL_API_CALL clGetCommandQueueInfo(cl_command_queue command_queue,
                                         cl_command_queue_info param_name,
                                         size_t param_value_size, void *param_value,
                                         size_t *param_value_size_ret)
{
    cl_command_queue queue = command_queue;
    if (!ncpu_is(queue, NCPU_MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    switch (param_name) {
    case CL_QUEUE_CONTEXT: NCPU_INFO_VALUE(cl_context, queue->context);
    case CL_QUEUE_DEVICE: NCPU_INFO_VALUE(cl_device_id, queue->device);
    case CL_QUEUE_REFERENCE_COUNT: NCPU_INFO_VALUE(cl_uint, atomic_load(&queue->obj.refcount));
    case CL_QUEUE_PROPERTIES: NCPU_INFO_VALUE(cl_command_queue_properties, queue->properties);
    case CL_QUEUE_PROPERTIES_ARRAY:
        return ncpu_info(queue->property_list, queue->num_property_list * sizeof(cl_queue_properties),
                         param_value_size, param_value, param_value_size_ret);
    case CL_QUEUE_SIZE: /* a device queue's only */
        return CL_INVALID_COMMAND_QUEUE;
    case CL_QUEUE_DEVICE_DEFAULT: /* the device has no device queues */
        NCPU_INFO_VALUE(cl_command_queue, NULL);
    default:
        return CL_INVALID_VALUE;
    }
}

/* OpenCL 1.0's; a later device may refuse it unconditionally (the spec), and does: a queue's
 * properties are fixed at creation. */
cl_int CL_API_CALL clSetCommandQueueProperty(cl_command_queue command_queue,
                                             cl_command_queue_properties properties,
                                             cl_bool enable,
                                             cl_command_queue_properties *old_properties)
{
    if (!ncpu_is(command_queue, NCPU_MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    return CL_INVALID_OPERATION;
}

/* ---- commands and the queue thread --------------------------------------------------------- */

/* Releases what a command holds (its wait list, its buffers, its payload) and frees it; its
 * event, which it also holds, is returned to the caller with that reference. */
static cl_event free_command(ncpu_command *command)
{
    if (command->release) command->release(command);
    for (size_t i = 0; i < sizeof command->held / sizeof command->held[0]; i++)
        if (command->held[i]) clReleaseMemObject(command->held[i]);
    for (cl_uint i = 0; i < command->num_waits; i++) clReleaseEvent(command->waits[i]);
    free(command->waits);
    cl_event event = command->event;
    free(command);
    return event;
}

ncpu_command *ncpu_command_new(cl_command_queue queue, cl_command_type type, ncpu_command_run run,
                               cl_uint num_events, const cl_event *wait_list, cl_int *errcode)
{
    if (!ncpu_is(queue, NCPU_MAGIC_QUEUE)) {
        *errcode = CL_INVALID_COMMAND_QUEUE;
        return NULL;
    }
    *errcode = ncpu_check_wait_list(queue->context, num_events, wait_list);
    if (*errcode != CL_SUCCESS) return NULL;
    ncpu_command *command = calloc(1, sizeof *command);
    cl_event *waits = num_events ? malloc(num_events * sizeof *waits) : NULL;
    cl_event event = NULL;
    if (command != NULL && (waits != NULL || num_events == 0))
        event = ncpu_event_new(queue->context, queue, type, errcode);
    if (event == NULL) {
        free(command);
        free(waits);
        *errcode = CL_OUT_OF_HOST_MEMORY;
        return NULL;
    }
    for (cl_uint i = 0; i < num_events; i++) {
        clRetainEvent(wait_list[i]);
        waits[i] = wait_list[i];
    }
    command->type = type;
    command->event = event;
    command->num_waits = num_events;
    command->waits = waits;
    command->run = run;
    return command;
}

void ncpu_command_discard(ncpu_command *command)
{
    clReleaseEvent(free_command(command));
}

/* Runs one command: waits for its wait list, runs it, releases what it held and completes its
 * event (whose callbacks run here).  Returns the event with the command's reference. */
static cl_event execute(ncpu_command *command)
{
    cl_int status = CL_SUCCESS;
    for (cl_uint i = 0; i < command->num_waits; i++)
        if (ncpu_event_wait(command->waits[i]) < 0)
            status = CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST;
    if (status == CL_SUCCESS) {
        ncpu_event_set_status(command->event, CL_RUNNING);
        if (command->run) status = command->run(command);
    }
    /* Released before the event completes: once the host sees it complete, the command holds
     * nothing of the host's (a buffer released meanwhile is freed now, its callbacks run). */
    cl_event event = free_command(command);
    ncpu_event_set_status(event, status < 0 ? status : CL_COMPLETE);
    return event;
}

static void *queue_thread(void *arg)
{
    cl_command_queue queue = arg;
    pthread_mutex_lock(&queue->lock);
    for (;;) {
        if (queue->head == NULL && !queue->stopping) {
            pthread_mutex_unlock(&queue->lock);
            cl_ulong until = ncpu_now_ns() + QUEUE_SPIN_NS;
            while (__atomic_load_n(&queue->head, __ATOMIC_ACQUIRE) == NULL &&
                   !__atomic_load_n(&queue->stopping, __ATOMIC_ACQUIRE) && ncpu_now_ns() < until)
                NCPU_SPIN_PAUSE();
            pthread_mutex_lock(&queue->lock);
        }
        while (queue->head == NULL && !queue->stopping)
            pthread_cond_wait(&queue->wake, &queue->lock);
        ncpu_command *command = queue->head;
        if (command == NULL) break; /* stopping, and nothing left */
        queue->head = command->next;
        if (queue->head == NULL) queue->tail = NULL;
        pthread_mutex_unlock(&queue->lock);
        cl_event event = execute(command);
        pthread_mutex_lock(&queue->lock);
        if (--queue->pending == 0) pthread_cond_broadcast(&queue->idle);
        pthread_mutex_unlock(&queue->lock);
        /* Possibly the queue's last reference: destroy_queue then marks it detached. */
        clReleaseEvent(event);
        pthread_mutex_lock(&queue->lock);
    }
    bool detached = queue->detached;
    pthread_mutex_unlock(&queue->lock);
    if (detached) free_queue(queue);
    return NULL;
}

/* Starts the queue's thread (under queue->lock) unless it runs: CL_OUT_OF_RESOURCES when the
 * system refuses one. */
static cl_int start_thread(cl_command_queue queue)
{
    if (queue->thread_started) return CL_SUCCESS;
    pthread_attr_t attr;
    sigset_t all, saved;
    if (pthread_attr_init(&attr) != 0) return CL_OUT_OF_RESOURCES;
    pthread_attr_setstacksize(&attr, QUEUE_THREAD_STACK);
    /* The thread inherits this mask: it takes no signal of the host's. */
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &saved);
    int failed = pthread_create(&queue->thread, &attr, queue_thread, queue);
    pthread_sigmask(SIG_SETMASK, &saved, NULL);
    pthread_attr_destroy(&attr);
    if (failed) return CL_OUT_OF_RESOURCES;
    queue->thread_started = true;
    return CL_SUCCESS;
}

cl_int ncpu_enqueue_command(cl_command_queue queue, ncpu_command *command, cl_event *event,
                            cl_bool blocking)
{
    cl_event own = command->event;
    /* References for the caller and for the blocking wait, taken before the command can run
     * and drop its own. */
    cl_uint extra = (event != NULL) + (blocking != CL_FALSE);
    for (cl_uint i = 0; i < extra; i++) ncpu_object_retain(own);
    /* Submitted as it is queued (no flush needed); before the queue thread can mark it
     * running, so that the status only moves forward. */
    ncpu_event_set_status(own, CL_SUBMITTED);
    pthread_mutex_lock(&queue->lock);
    cl_int status = start_thread(queue);
    if (status != CL_SUCCESS) {
        pthread_mutex_unlock(&queue->lock);
        for (cl_uint i = 0; i < extra; i++) clReleaseEvent(own);
        ncpu_command_discard(command);
        return status;
    }
    command->next = NULL;
    if (queue->tail) queue->tail->next = command;
    else __atomic_store_n(&queue->head, command, __ATOMIC_RELEASE); /* read by the spinning thread */
    queue->tail = command;
    queue->pending++;
    pthread_cond_signal(&queue->wake);
    pthread_mutex_unlock(&queue->lock);
    if (event != NULL) *event = own;
    if (!blocking) return CL_SUCCESS;
    cl_int done = ncpu_event_wait(own);
    clReleaseEvent(own);
    return done < 0 ? done : CL_SUCCESS;
}

/* ---- flush, finish, markers, barriers ------------------------------------------------------ */

cl_int CL_API_CALL clFlush(cl_command_queue command_queue)
{
    /* Every command is submitted when enqueued. */
    return ncpu_is(command_queue, NCPU_MAGIC_QUEUE) ? CL_SUCCESS : CL_INVALID_COMMAND_QUEUE;
}

cl_int CL_API_CALL clFinish(cl_command_queue command_queue)
{
    cl_command_queue queue = command_queue;
    if (!ncpu_is(queue, NCPU_MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    pthread_mutex_lock(&queue->lock);
    while (queue->pending > 0) pthread_cond_wait(&queue->idle, &queue->lock);
    pthread_mutex_unlock(&queue->lock);
    return CL_SUCCESS;
}

/* A command with nothing to run: it completes once its wait list has and (the FIFO being run
 * in order) every command enqueued before it. */
static cl_int enqueue_sync(cl_command_queue queue, cl_command_type type, cl_uint num_events,
                           const cl_event *wait_list, cl_event *event)
{
    cl_int status;
    ncpu_command *command = ncpu_command_new(queue, type, NULL, num_events, wait_list, &status);
    if (command == NULL) return status;
    return ncpu_enqueue_command(queue, command, event, CL_FALSE);
}

cl_int CL_API_CALL clEnqueueMarkerWithWaitList(cl_command_queue command_queue,
                                               cl_uint num_events_in_wait_list,
                                               const cl_event *event_wait_list, cl_event *event)
{
    return enqueue_sync(command_queue, CL_COMMAND_MARKER, num_events_in_wait_list,
                        event_wait_list, event);
}

cl_int CL_API_CALL clEnqueueBarrierWithWaitList(cl_command_queue command_queue,
                                                cl_uint num_events_in_wait_list,
                                                const cl_event *event_wait_list, cl_event *event)
{
    return enqueue_sync(command_queue, CL_COMMAND_BARRIER, num_events_in_wait_list,
                        event_wait_list, event);
}

cl_int CL_API_CALL clEnqueueMarker(cl_command_queue command_queue, cl_event *event)
{
    if (!ncpu_is(command_queue, NCPU_MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    if (event == NULL) return CL_INVALID_VALUE;
    return enqueue_sync(command_queue, CL_COMMAND_MARKER, 0, NULL, event);
}

cl_int CL_API_CALL clEnqueueBarrier(cl_command_queue command_queue)
{
    return enqueue_sync(command_queue, CL_COMMAND_BARRIER, 0, NULL, NULL);
}

cl_int CL_API_CALL clEnqueueWaitForEvents(cl_command_queue command_queue, cl_uint num_events,
                                          const cl_event *event_list)
{
    if (!ncpu_is(command_queue, NCPU_MAGIC_QUEUE)) return CL_INVALID_COMMAND_QUEUE;
    /* OpenCL 1.1's errors, which predate wait lists: CL_INVALID_EVENT, not _WAIT_LIST. */
    if (num_events == 0 || event_list == NULL) return CL_INVALID_VALUE;
    for (cl_uint i = 0; i < num_events; i++)
        if (!ncpu_is(event_list[i], NCPU_MAGIC_EVENT)) return CL_INVALID_EVENT;
    return enqueue_sync(command_queue, CL_COMMAND_BARRIER, num_events, event_list, NULL);
}
