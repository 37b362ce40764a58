/* Events through the system's OpenCL loader (issue 29): queries, profiling times, callbacks
 * (each status, at once for a status reached, with the error of a failed command), user
 * events gating commands across queues, failures spreading along wait lists, clWaitForEvents,
 * reference counts; each misuse's error code.  See command_checks.h for how it runs. */
#include <pthread.h>
#include <stdatomic.h>
#include <time.h>
#include <unistd.h>

#include "command_checks.h"

static cl_command_type command_type(cl_event event)
{
    cl_command_type type = 0;
    MUST(clGetEventInfo(event, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
    return type;
}

static void queries(cl_context context, cl_command_queue queue)
{
    static char bytes[256];
    cl_mem buffer = new_buffer(context, 0, sizeof bytes, NULL);
    cl_mem other = new_buffer(context, 0, sizeof bytes, NULL);
    const size_t origin[3] = {0, 0, 0}, region[3] = {16, 2, 1};
    cl_event events[12];
    cl_int err;
    MUST(clEnqueueWriteBuffer(queue, buffer, CL_FALSE, 0, 16, bytes, 0, NULL, &events[0]));
    MUST(clEnqueueReadBuffer(queue, buffer, CL_TRUE, 0, 16, bytes, 0, NULL, &events[1]));
    MUST(clEnqueueCopyBuffer(queue, buffer, other, 0, 0, 16, 0, NULL, &events[2]));
    MUST(clEnqueueFillBuffer(queue, buffer, bytes, 4, 0, 16, 0, NULL, &events[3]));
    MUST(clEnqueueReadBufferRect(queue, buffer, CL_TRUE, origin, origin, region, 0, 0, 0, 0, bytes,
                                 0, NULL, &events[4]));
    MUST(clEnqueueWriteBufferRect(queue, buffer, CL_TRUE, origin, origin, region, 0, 0, 0, 0,
                                  bytes, 0, NULL, &events[5]));
    MUST(clEnqueueCopyBufferRect(queue, buffer, other, origin, origin, region, 0, 0, 0, 0, 0, NULL,
                                 &events[6]));
    void *p = clEnqueueMapBuffer(queue, buffer, CL_TRUE, CL_MAP_READ, 0, 16, 0, NULL, &events[7], &err);
    MUST_OBJECT(p, err);
    MUST(clEnqueueUnmapMemObject(queue, buffer, p, 0, NULL, &events[8]));
    MUST(clEnqueueMarkerWithWaitList(queue, 0, NULL, &events[9]));
    MUST(clEnqueueBarrierWithWaitList(queue, 0, NULL, &events[10]));
    MUST(clEnqueueMigrateMemObjects(queue, 1, &buffer, 0, 0, NULL, &events[11]));
    const cl_command_type types[12] = {
        CL_COMMAND_WRITE_BUFFER,      CL_COMMAND_READ_BUFFER,      CL_COMMAND_COPY_BUFFER,
        CL_COMMAND_FILL_BUFFER,       CL_COMMAND_READ_BUFFER_RECT, CL_COMMAND_WRITE_BUFFER_RECT,
        CL_COMMAND_COPY_BUFFER_RECT,  CL_COMMAND_MAP_BUFFER,       CL_COMMAND_UNMAP_MEM_OBJECT,
        CL_COMMAND_MARKER,            CL_COMMAND_BARRIER,          CL_COMMAND_MIGRATE_MEM_OBJECTS,
    };
    EXPECT_STATUS(clWaitForEvents(12, events), CL_SUCCESS);
    for (int i = 0; i < 12; i++) {
        EXPECT(command_type(events[i]) == types[i], "event %d: type %#x, expected %#x", i,
               command_type(events[i]), types[i]);
        EXPECT(event_status(events[i]) == CL_COMPLETE, "event %d: status %d", i,
               event_status(events[i]));
        cl_command_queue on = NULL;
        cl_context owner = NULL;
        MUST(clGetEventInfo(events[i], CL_EVENT_COMMAND_QUEUE, sizeof on, &on, NULL));
        MUST(clGetEventInfo(events[i], CL_EVENT_CONTEXT, sizeof owner, &owner, NULL));
        EXPECT(on == queue && owner == context, "event %d: queue %p, context %p", i, (void *)on,
               (void *)owner);
    }
    /* A user event: no queue, CL_COMMAND_USER, submitted. */
    cl_event user = new_user_event(context);
    cl_command_queue on = queue;
    MUST(clGetEventInfo(user, CL_EVENT_COMMAND_QUEUE, sizeof on, &on, NULL));
    EXPECT(on == NULL, "a user event's queue %p", (void *)on);
    EXPECT(command_type(user) == CL_COMMAND_USER, "type %#x", command_type(user));
    EXPECT(event_status(user) == CL_SUBMITTED, "a new user event's status %d", event_status(user));

    /* Reference counts. */
    cl_uint count = 0;
    MUST(clGetEventInfo(user, CL_EVENT_REFERENCE_COUNT, sizeof count, &count, NULL));
    EXPECT(count == 1, "reference count %u", count);
    EXPECT_STATUS(clRetainEvent(user), CL_SUCCESS);
    MUST(clGetEventInfo(user, CL_EVENT_REFERENCE_COUNT, sizeof count, &count, NULL));
    EXPECT(count == 2, "reference count %u after a retain", count);
    EXPECT_STATUS(clReleaseEvent(user), CL_SUCCESS);

    /* Too small, unknown, not an event. */
    cl_int status;
    EXPECT_STATUS(clGetEventInfo(user, CL_EVENT_COMMAND_EXECUTION_STATUS, 2, &status, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(clGetEventInfo(user, 0x7777, sizeof status, &status, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clGetEventInfo((cl_event)buffer, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status,
                                 &status, NULL),
                  CL_INVALID_EVENT);
    EXPECT_STATUS(clRetainEvent((cl_event)buffer), CL_INVALID_EVENT);
    EXPECT_STATUS(clReleaseEvent((cl_event)buffer), CL_INVALID_EVENT);
    MUST(clSetUserEventStatus(user, CL_COMPLETE));
    MUST(clReleaseEvent(user));
    for (int i = 0; i < 12; i++) MUST(clReleaseEvent(events[i]));
    MUST(clReleaseMemObject(buffer));
    MUST(clReleaseMemObject(other));
}

static cl_ulong monotonic_ns(void)
{
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (cl_ulong)now.tv_sec * 1000000000u + (cl_ulong)now.tv_nsec;
}

static cl_int profile(cl_event event, cl_profiling_info name, cl_ulong *time)
{
    return clGetEventProfilingInfo(event, name, sizeof *time, time, NULL);
}

static void profiling(cl_context context, cl_command_queue queue)
{
    static char bytes[1 << 20];
    cl_command_queue profiled = new_queue(context, CL_QUEUE_PROFILING_ENABLE);
    cl_mem buffer = new_buffer(context, 0, sizeof bytes, NULL);
    cl_event gate = new_user_event(context), write;
    cl_ulong before = monotonic_ns();
    MUST(clEnqueueWriteBuffer(profiled, buffer, CL_FALSE, 0, sizeof bytes, bytes, 1, &gate, &write));
    cl_ulong time;
    /* Not complete yet: no times. */
    EXPECT_STATUS(profile(write, CL_PROFILING_COMMAND_QUEUED, &time), CL_PROFILING_INFO_NOT_AVAILABLE);
    usleep(2000);
    MUST(clSetUserEventStatus(gate, CL_COMPLETE));
    MUST(clWaitForEvents(1, &write));
    cl_ulong after = monotonic_ns();
    const cl_profiling_info names[] = {CL_PROFILING_COMMAND_QUEUED, CL_PROFILING_COMMAND_SUBMIT,
                                       CL_PROFILING_COMMAND_START, CL_PROFILING_COMMAND_END,
                                       CL_PROFILING_COMMAND_COMPLETE};
    cl_ulong times[5] = {0};
    for (int i = 0; i < 5; i++) EXPECT_STATUS(profile(write, names[i], &times[i]), CL_SUCCESS);
    EXPECT(times[0] <= times[1] && times[1] <= times[2] && times[2] <= times[3] &&
               times[3] <= times[4],
           "queued %llu submit %llu start %llu end %llu complete %llu", (unsigned long long)times[0],
           (unsigned long long)times[1], (unsigned long long)times[2], (unsigned long long)times[3],
           (unsigned long long)times[4]);
    /* It started after the gate opened, 2 ms after it was queued. */
    EXPECT(times[2] - times[0] >= 1000000, "started %llu ns after it was queued",
           (unsigned long long)(times[2] - times[0]));
    if (on_ncpu)
        /* CLOCK_MONOTONIC, the host's own clock. */
        EXPECT(before <= times[0] && times[4] <= after, "times %llu..%llu outside %llu..%llu",
               (unsigned long long)times[0], (unsigned long long)times[4],
               (unsigned long long)before, (unsigned long long)after);
    size_t size = 0;
    EXPECT_STATUS(clGetEventProfilingInfo(write, CL_PROFILING_COMMAND_END, 0, NULL, &size), CL_SUCCESS);
    EXPECT(size == sizeof(cl_ulong), "%zu bytes", size);
    EXPECT_STATUS(clGetEventProfilingInfo(write, CL_PROFILING_COMMAND_END, 4, &time, NULL),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(profile(write, 0x7777, &time), CL_INVALID_VALUE);
    EXPECT_STATUS(profile((cl_event)buffer, CL_PROFILING_COMMAND_END, &time), CL_INVALID_EVENT);
    /* No profiling on the queue; a user event. */
    cl_event plain;
    MUST(clEnqueueWriteBuffer(queue, buffer, CL_TRUE, 0, 16, bytes, 0, NULL, &plain));
    EXPECT_STATUS(profile(plain, CL_PROFILING_COMMAND_END, &time), CL_PROFILING_INFO_NOT_AVAILABLE);
    EXPECT_STATUS(profile(gate, CL_PROFILING_COMMAND_END, &time), CL_PROFILING_INFO_NOT_AVAILABLE);
    MUST(clReleaseEvent(plain));
    MUST(clReleaseEvent(write));
    MUST(clReleaseEvent(gate));
    MUST(clReleaseMemObject(buffer));
    MUST(clReleaseCommandQueue(profiled));
}

/* What callbacks saw: per event kind, how many calls with which status, on which thread. */
typedef struct {
    atomic_int calls;
    atomic_int status;
    pthread_t thread;
} seen;

static void CL_CALLBACK record(cl_event event, cl_int status, void *user_data)
{
    seen *s = user_data;
    s->thread = pthread_self();
    atomic_store(&s->status, status);
    atomic_fetch_add(&s->calls, 1);
}

static void callbacks(cl_context context, cl_command_queue queue)
{
    cl_mem buffer = new_buffer(context, 0, 64, NULL);
    static char bytes[64];
    cl_event gate = new_user_event(context), write;
    MUST(clEnqueueWriteBuffer(queue, buffer, CL_FALSE, 0, 64, bytes, 1, &gate, &write));
    static seen on[3]; /* submitted, running, complete */
    const cl_int triggers[3] = {CL_SUBMITTED, CL_RUNNING, CL_COMPLETE};
    for (int i = 0; i < 3; i++)
        EXPECT_STATUS(clSetEventCallback(write, triggers[i], record, &on[i]), CL_SUCCESS);
    EXPECT(atomic_load(&on[1].calls) == 0 && atomic_load(&on[2].calls) == 0,
           "running/complete callbacks before the gate opened");
    MUST(clSetUserEventStatus(gate, CL_COMPLETE));
    MUST(clFinish(queue));
    for (int i = 0; i < 3; i++)
        EXPECT(atomic_load(&on[i].calls) == 1 && atomic_load(&on[i].status) == triggers[i],
               "callback for %d: %d calls, status %d", triggers[i], atomic_load(&on[i].calls),
               atomic_load(&on[i].status));

    /* A status already reached: at once, on the caller's thread. */
    static seen late;
    EXPECT_STATUS(clSetEventCallback(write, CL_SUBMITTED, record, &late), CL_SUCCESS);
    EXPECT(atomic_load(&late.calls) == 1 && atomic_load(&late.status) == CL_SUBMITTED,
           "a late callback: %d calls, status %d", atomic_load(&late.calls),
           atomic_load(&late.status));
    EXPECT(pthread_equal(late.thread, pthread_self()), "a late callback ran on another thread");

    /* A user event's: submitted at once; complete on the thread that sets the status, before
     * clSetUserEventStatus returns. */
    cl_event user = new_user_event(context);
    static seen user_submitted, user_complete;
    MUST(clSetEventCallback(user, CL_SUBMITTED, record, &user_submitted));
    MUST(clSetEventCallback(user, CL_COMPLETE, record, &user_complete));
    EXPECT(atomic_load(&user_submitted.calls) == 1, "a user event's SUBMITTED callback: %d calls",
           atomic_load(&user_submitted.calls));
    MUST(clSetUserEventStatus(user, CL_COMPLETE));
    if (on_ncpu)
        EXPECT(atomic_load(&user_complete.calls) == 1 && pthread_equal(user_complete.thread,
                                                                      pthread_self()),
               "a user event's COMPLETE callback: %d calls", atomic_load(&user_complete.calls));
    MUST(clReleaseEvent(user));

    /* A failure: the user event's callbacks get its status, a dependent's the wait-list error. */
    cl_event failing = new_user_event(context), dependent;
    static seen failed, dependent_running, dependent_complete;
    MUST(clSetEventCallback(failing, CL_COMPLETE, record, &failed));
    MUST(clEnqueueWriteBuffer(queue, buffer, CL_FALSE, 0, 64, bytes, 1, &failing, &dependent));
    MUST(clSetEventCallback(dependent, CL_RUNNING, record, &dependent_running));
    MUST(clSetEventCallback(dependent, CL_COMPLETE, record, &dependent_complete));
    MUST(clSetUserEventStatus(failing, -1234));
    MUST(clFinish(queue));
    /* Callbacks may run asynchronously (the spec); on ncpu-opt, by the time the status is set
     * (the user event's) or clFinish returns (a command's). */
    if (on_ncpu) {
        EXPECT(atomic_load(&failed.calls) == 1 && atomic_load(&failed.status) == -1234,
               "the failed user event's callback: %d calls, status %d", atomic_load(&failed.calls),
               atomic_load(&failed.status));
        EXPECT(atomic_load(&dependent_complete.calls) == 1 &&
                   atomic_load(&dependent_complete.status) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
               "the dependent's COMPLETE callback: %d calls, status %d",
               atomic_load(&dependent_complete.calls), atomic_load(&dependent_complete.status));
        /* Every callback runs before the event goes, a status never reached included. */
        EXPECT(atomic_load(&dependent_running.calls) == 1 &&
                   atomic_load(&dependent_running.status) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
               "the dependent's RUNNING callback: %d calls, status %d",
               atomic_load(&dependent_running.calls), atomic_load(&dependent_running.status));
    }
    MUST(clReleaseEvent(dependent));
    MUST(clReleaseEvent(failing));

    /* Misuse. */
    EXPECT_STATUS(clSetEventCallback(write, CL_COMPLETE, NULL, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clSetEventCallback(write, CL_QUEUED, record, &late), CL_INVALID_VALUE);
    EXPECT_STATUS(clSetEventCallback(write, 77, record, &late), CL_INVALID_VALUE);
    EXPECT_STATUS(clSetEventCallback((cl_event)buffer, CL_COMPLETE, record, &late), CL_INVALID_EVENT);
    MUST(clReleaseEvent(write));
    MUST(clReleaseEvent(gate));
    MUST(clReleaseMemObject(buffer));
}

static cl_int read_int(cl_command_queue queue, cl_mem buffer)
{
    cl_int value = -1;
    MUST(clEnqueueReadBuffer(queue, buffer, CL_TRUE, 0, sizeof value, &value, 0, NULL, NULL));
    return value;
}

static void user_events(cl_context context, cl_command_queue queue)
{
    /* A user event gates commands on two queues: a write on one, a copy of its result on the
     * other waiting for the write's event; nothing moves until the user event is set. */
    cl_command_queue second = new_queue(context, 0), third = new_queue(context, 0);
    cl_mem source = new_buffer(context, 0, 64, NULL), target = new_buffer(context, 0, 64, NULL);
    cl_int zero = 0, value = 77;
    MUST(clEnqueueWriteBuffer(third, source, CL_TRUE, 0, sizeof zero, &zero, 0, NULL, NULL));
    MUST(clEnqueueWriteBuffer(third, target, CL_TRUE, 0, sizeof zero, &zero, 0, NULL, NULL));
    cl_event gate = new_user_event(context), write, copy;
    MUST(clEnqueueWriteBuffer(queue, source, CL_FALSE, 0, sizeof value, &value, 1, &gate, &write));
    MUST(clEnqueueCopyBuffer(second, source, target, 0, 0, sizeof value, 1, &write, &copy));
    MUST(clFlush(queue));
    MUST(clFlush(second));
    usleep(10000);
    EXPECT(event_status(write) > CL_COMPLETE && event_status(copy) > CL_COMPLETE,
           "statuses %d %d before the gate opened", event_status(write), event_status(copy));
    EXPECT(read_int(third, source) == 0 && read_int(third, target) == 0,
           "a gated command ran before its user event was set");
    EXPECT_STATUS(clSetUserEventStatus(gate, CL_COMPLETE), CL_SUCCESS);
    MUST(clFinish(second));
    EXPECT(event_status(write) == CL_COMPLETE && event_status(copy) == CL_COMPLETE,
           "statuses %d %d after", event_status(write), event_status(copy));
    EXPECT(read_int(third, target) == value, "the copy on the second queue got %d",
           read_int(third, target));
    MUST(clReleaseEvent(write));
    MUST(clReleaseEvent(copy));

    /* Once only, CL_COMPLETE or negative, user events only. */
    EXPECT_STATUS(clSetUserEventStatus(gate, CL_COMPLETE), CL_INVALID_OPERATION);
    EXPECT_STATUS(clSetUserEventStatus(gate, -5), CL_INVALID_OPERATION);
    cl_event fresh = new_user_event(context);
    EXPECT_STATUS(clSetUserEventStatus(fresh, CL_SUBMITTED), CL_INVALID_VALUE);
    EXPECT_STATUS(clSetUserEventStatus(fresh, CL_RUNNING), CL_INVALID_VALUE);
    EXPECT_STATUS(clSetUserEventStatus(fresh, 9), CL_INVALID_VALUE);
    cl_event marker;
    MUST(clEnqueueMarkerWithWaitList(queue, 0, NULL, &marker));
    EXPECT_STATUS(clSetUserEventStatus(marker, CL_COMPLETE), CL_INVALID_EVENT);
    EXPECT_STATUS(clSetUserEventStatus((cl_event)source, CL_COMPLETE), CL_INVALID_EVENT);
    cl_int err = 12345;
    EXPECT(clCreateUserEvent((cl_context)queue, &err) == NULL && err == CL_INVALID_CONTEXT,
           "a user event of no context: error %d", err);
    MUST(clReleaseEvent(marker));
    MUST(clReleaseEvent(gate));

    /* A negative status fails what waits on it, and what waits on that; the buffer keeps its
     * bytes; a blocking command and clWaitForEvents say so. */
    cl_event failed_write, failed_copy;
    cl_int other = 99;
    MUST(clEnqueueWriteBuffer(queue, source, CL_FALSE, 0, sizeof other, &other, 1, &fresh,
                              &failed_write));
    MUST(clEnqueueCopyBuffer(second, source, target, 0, 0, sizeof other, 1, &failed_write,
                             &failed_copy));
    EXPECT_STATUS(clSetUserEventStatus(fresh, -42), CL_SUCCESS);
    EXPECT_STATUS(clWaitForEvents(1, &failed_copy), CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    EXPECT(event_status(fresh) == -42, "the user event's status %d", event_status(fresh));
    EXPECT(event_status(failed_write) < 0 && event_status(failed_copy) < 0,
           "dependents at %d and %d", event_status(failed_write), event_status(failed_copy));
    if (on_ncpu)
        EXPECT(event_status(failed_write) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
               "the dependent's status %d", event_status(failed_write));
    cl_int got = 0;
    EXPECT_STATUS(clEnqueueReadBuffer(queue, source, CL_TRUE, 0, sizeof got, &got, 1, &fresh, NULL),
                  CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    EXPECT(read_int(third, source) == value && read_int(third, target) == value,
           "a failed command wrote");
    MUST(clReleaseEvent(failed_write));
    MUST(clReleaseEvent(failed_copy));
    MUST(clReleaseEvent(fresh));
    MUST(clFinish(queue));
    MUST(clFinish(second));
    MUST(clReleaseMemObject(source));
    MUST(clReleaseMemObject(target));
    MUST(clReleaseCommandQueue(second));
    MUST(clReleaseCommandQueue(third));
}

static void *complete_later(void *event)
{
    usleep(30 * 1000);
    clSetUserEventStatus(event, CL_COMPLETE);
    return NULL;
}

static void waits(cl_context context, cl_command_queue queue)
{
    /* Another thread sets the status: clWaitForEvents returns once it has. */
    cl_event gate = new_user_event(context), marker;
    MUST(clEnqueueMarkerWithWaitList(queue, 1, &gate, &marker));
    pthread_t thread;
    pthread_create(&thread, NULL, complete_later, gate);
    cl_event both[] = {gate, marker};
    EXPECT_STATUS(clWaitForEvents(2, both), CL_SUCCESS);
    EXPECT(event_status(gate) == CL_COMPLETE && event_status(marker) == CL_COMPLETE,
           "statuses %d %d after the wait", event_status(gate), event_status(marker));
    pthread_join(thread, NULL);
    /* Complete events: at once. */
    EXPECT_STATUS(clWaitForEvents(2, both), CL_SUCCESS);

    EXPECT_STATUS(clWaitForEvents(0, both), CL_INVALID_VALUE);
    EXPECT_STATUS(clWaitForEvents(1, NULL), CL_INVALID_VALUE);
    cl_event bad[] = {gate, (cl_event)queue};
    EXPECT_STATUS(clWaitForEvents(2, bad), CL_INVALID_EVENT);
    cl_context other = new_context();
    cl_event foreign = new_user_event(other);
    MUST(clSetUserEventStatus(foreign, CL_COMPLETE));
    cl_event mixed[] = {gate, foreign};
    EXPECT_STATUS(clWaitForEvents(2, mixed), CL_INVALID_CONTEXT);
    MUST(clReleaseEvent(foreign));
    MUST(clReleaseContext(other));
    MUST(clReleaseEvent(marker));
    MUST(clReleaseEvent(gate));
}

SECTIONS("events", {"queries", queries}, {"profiling", profiling}, {"callbacks", callbacks},
         {"user_events", user_events}, {"waits", waits})
