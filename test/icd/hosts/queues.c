/* Command queues through the system's OpenCL loader (issue 29): creation with and without
 * properties (profiling, out-of-order accepted, on-device refused), queries, reference counts,
 * FIFO order, markers, barriers, waits for events, clFlush/clFinish, a release that lets the
 * queued commands run; each misuse's error code.  See command_checks.h for how it runs. */
#include <pthread.h>
#include <unistd.h>

#include "command_checks.h"

static cl_int queue_status(cl_context context, cl_device_id on, const cl_queue_properties *properties)
{
    cl_int err = 12345;
    cl_command_queue queue = clCreateCommandQueueWithProperties(context, on, properties, &err);
    EXPECT((queue != NULL) == (err == CL_SUCCESS), "queue %p with error %d", (void *)queue, err);
    if (queue) clReleaseCommandQueue(queue);
    return err;
}

static cl_int legacy_status(cl_context context, cl_device_id on, cl_command_queue_properties bits)
{
    cl_int err = 12345;
    cl_command_queue queue = clCreateCommandQueue(context, on, bits, &err);
    EXPECT((queue != NULL) == (err == CL_SUCCESS), "queue %p with error %d", (void *)queue, err);
    if (queue) clReleaseCommandQueue(queue);
    return err;
}

static void create(cl_context context, cl_command_queue queue)
{
    const cl_command_queue_properties profiling = CL_QUEUE_PROFILING_ENABLE,
                                      out_of_order = CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE;
    EXPECT_STATUS(legacy_status(context, device, 0), CL_SUCCESS);
    EXPECT_STATUS(legacy_status(context, device, profiling | out_of_order), CL_SUCCESS);
    EXPECT_STATUS(legacy_status(context, device, (cl_command_queue_properties)1 << 30),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(legacy_status(context, device, CL_QUEUE_ON_DEVICE | out_of_order),
                  CL_INVALID_VALUE);
    EXPECT_STATUS(legacy_status((cl_context)queue, device, 0), CL_INVALID_CONTEXT);
    EXPECT_STATUS(legacy_status(context, NULL, 0), CL_INVALID_DEVICE);
    EXPECT_STATUS(legacy_status(context, (cl_device_id)context, 0), CL_INVALID_DEVICE);

    EXPECT_STATUS(queue_status(context, device, NULL), CL_SUCCESS);
    const cl_queue_properties empty[] = {0};
    EXPECT_STATUS(queue_status(context, device, empty), CL_SUCCESS);
    const cl_queue_properties both[] = {CL_QUEUE_PROPERTIES, profiling | out_of_order, 0};
    EXPECT_STATUS(queue_status(context, device, both), CL_SUCCESS);
    /* On-device queues: valid properties the device does not support. */
    const cl_queue_properties on_device[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_ON_DEVICE | out_of_order, 0};
    EXPECT_STATUS(queue_status(context, device, on_device), CL_INVALID_QUEUE_PROPERTIES);
    const cl_queue_properties sized[] = {
        CL_QUEUE_PROPERTIES, CL_QUEUE_ON_DEVICE | out_of_order, CL_QUEUE_SIZE, 4096, 0};
    EXPECT_STATUS(queue_status(context, device, sized), CL_INVALID_QUEUE_PROPERTIES);
    /* Invalid ones: on-device in order, a default that is not on the device, a size without
     * one, an unknown name, an unknown bit, a name twice. */
    const cl_queue_properties in_order_device[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_ON_DEVICE, 0};
    EXPECT_STATUS(queue_status(context, device, in_order_device), CL_INVALID_VALUE);
    const cl_queue_properties default_only[] = {
        CL_QUEUE_PROPERTIES, CL_QUEUE_ON_DEVICE_DEFAULT | out_of_order, 0};
    EXPECT_STATUS(queue_status(context, device, default_only), CL_INVALID_VALUE);
    const cl_queue_properties size_only[] = {CL_QUEUE_SIZE, 4096, 0};
    EXPECT_STATUS(queue_status(context, device, size_only), CL_INVALID_VALUE);
    const cl_queue_properties unknown[] = {0x7777, 1, 0};
    EXPECT_STATUS(queue_status(context, device, unknown), CL_INVALID_VALUE);
    const cl_queue_properties bad_bit[] = {CL_QUEUE_PROPERTIES, (cl_queue_properties)1 << 30, 0};
    EXPECT_STATUS(queue_status(context, device, bad_bit), CL_INVALID_VALUE);
    const cl_queue_properties twice[] = {CL_QUEUE_PROPERTIES, 0, CL_QUEUE_PROPERTIES, profiling, 0};
    EXPECT_STATUS(queue_status(context, device, twice), CL_INVALID_VALUE);
    EXPECT_STATUS(queue_status((cl_context)queue, device, NULL), CL_INVALID_CONTEXT);
    EXPECT_STATUS(queue_status(context, NULL, NULL), CL_INVALID_DEVICE);
}

static void queries(cl_context context, cl_command_queue queue)
{
    cl_context owner = NULL;
    cl_device_id on = NULL;
    cl_uint count = 0;
    cl_command_queue_properties bits = 99;
    size_t size = 99;
    EXPECT_STATUS(clGetCommandQueueInfo(queue, CL_QUEUE_CONTEXT, sizeof owner, &owner, NULL),
                  CL_SUCCESS);
    EXPECT(owner == context, "context %p", (void *)owner);
    EXPECT_STATUS(clGetCommandQueueInfo(queue, CL_QUEUE_DEVICE, sizeof on, &on, NULL), CL_SUCCESS);
    EXPECT(on == device, "device %p", (void *)on);
    EXPECT_STATUS(clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES, sizeof bits, &bits, NULL),
                  CL_SUCCESS);
    EXPECT(bits == 0, "properties %#llx", (unsigned long long)bits);
    /* Made by clCreateCommandQueue: no property list. */
    EXPECT_STATUS(clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES_ARRAY, 0, NULL, &size), CL_SUCCESS);
    EXPECT(size == 0, "%zu bytes of properties", size);
    cl_command_queue none = queue;
    EXPECT_STATUS(clGetCommandQueueInfo(queue, CL_QUEUE_DEVICE_DEFAULT, sizeof none, &none, NULL),
                  CL_SUCCESS);
    EXPECT(none == NULL, "a default device queue %p", (void *)none);
    cl_uint queue_size;
    EXPECT_STATUS(clGetCommandQueueInfo(queue, CL_QUEUE_SIZE, sizeof queue_size, &queue_size, NULL),
                  CL_INVALID_COMMAND_QUEUE); /* a device queue's query */

    /* The property list as given, in order. */
    const cl_queue_properties given[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
    cl_int err;
    cl_command_queue profiled = clCreateCommandQueueWithProperties(context, device, given, &err);
    MUST_OBJECT(profiled, err);
    cl_queue_properties list[8] = {0};
    EXPECT_STATUS(clGetCommandQueueInfo(profiled, CL_QUEUE_PROPERTIES_ARRAY, sizeof list, list, &size),
                  CL_SUCCESS);
    EXPECT(size == sizeof given && memcmp(list, given, sizeof given) == 0, "%zu bytes", size);
    MUST(clGetCommandQueueInfo(profiled, CL_QUEUE_PROPERTIES, sizeof bits, &bits, NULL));
    EXPECT(bits == CL_QUEUE_PROFILING_ENABLE, "properties %#llx", (unsigned long long)bits);
    MUST(clReleaseCommandQueue(profiled));

    /* Reference counts. */
    MUST(clGetCommandQueueInfo(queue, CL_QUEUE_REFERENCE_COUNT, sizeof count, &count, NULL));
    EXPECT(count == 1, "reference count %u", count);
    EXPECT_STATUS(clRetainCommandQueue(queue), CL_SUCCESS);
    MUST(clGetCommandQueueInfo(queue, CL_QUEUE_REFERENCE_COUNT, sizeof count, &count, NULL));
    EXPECT(count == 2, "reference count %u after a retain", count);
    EXPECT_STATUS(clReleaseCommandQueue(queue), CL_SUCCESS);
    MUST(clGetCommandQueueInfo(queue, CL_QUEUE_REFERENCE_COUNT, sizeof count, &count, NULL));
    EXPECT(count == 1, "reference count %u after a release", count);

    /* Too small a place, an unknown name, not a queue. */
    EXPECT_STATUS(clGetCommandQueueInfo(queue, CL_QUEUE_CONTEXT, 2, &owner, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clGetCommandQueueInfo(queue, 0x7777, sizeof bits, &bits, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clGetCommandQueueInfo((cl_command_queue)context, CL_QUEUE_CONTEXT, sizeof owner,
                                        &owner, NULL),
                  CL_INVALID_COMMAND_QUEUE);
    EXPECT_STATUS(clRetainCommandQueue((cl_command_queue)context), CL_INVALID_COMMAND_QUEUE);
    EXPECT_STATUS(clReleaseCommandQueue((cl_command_queue)context), CL_INVALID_COMMAND_QUEUE);
    EXPECT_STATUS(clFlush((cl_command_queue)context), CL_INVALID_COMMAND_QUEUE);
    EXPECT_STATUS(clFinish((cl_command_queue)context), CL_INVALID_COMMAND_QUEUE);
    EXPECT_STATUS(clFlush(queue), CL_SUCCESS);
    EXPECT_STATUS(clFinish(queue), CL_SUCCESS);
}

/* The int at `offset` of `buffer`, read through `queue` (blocking). */
static cl_int read_int(cl_command_queue queue, cl_mem buffer, size_t offset)
{
    cl_int value = -1;
    MUST(clEnqueueReadBuffer(queue, buffer, CL_TRUE, offset, sizeof value, &value, 0, NULL, NULL));
    return value;
}

static void order(cl_context context, cl_command_queue queue)
{
    /* In order: a thousand non-blocking writes to one place, then a read sees the last. */
    enum { N = 1000 };
    static cl_int values[N];
    cl_mem buffer = new_buffer(context, 0, 64, NULL);
    for (int i = 0; i < N; i++) {
        values[i] = i * 3 + 1;
        MUST(clEnqueueWriteBuffer(queue, buffer, CL_FALSE, 0, sizeof values[i], &values[i], 0, NULL,
                                  NULL));
    }
    EXPECT(read_int(queue, buffer, 0) == values[N - 1], "read %d after the writes, last %d",
           read_int(queue, buffer, 0), values[N - 1]);

    /* Out of order: accepted, and correct when its commands are ordered by events. */
    cl_command_queue loose = new_queue(context, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
    cl_event written;
    cl_int seven = 7;
    MUST(clEnqueueWriteBuffer(loose, buffer, CL_FALSE, 4, sizeof seven, &seven, 0, NULL, &written));
    cl_int got = 0;
    MUST(clEnqueueReadBuffer(loose, buffer, CL_TRUE, 4, sizeof got, &got, 1, &written, NULL));
    EXPECT(got == 7, "an ordered read on an out-of-order queue got %d", got);
    MUST(clReleaseEvent(written));
    MUST(clReleaseCommandQueue(loose));

    /* A gated command holds back those behind it in an in-order queue, not another queue. */
    cl_command_queue side = new_queue(context, 0);
    cl_event gate = new_user_event(context), first, second;
    cl_int a = 11, b = 22;
    MUST(clEnqueueWriteBuffer(queue, buffer, CL_FALSE, 8, sizeof a, &a, 1, &gate, &first));
    MUST(clEnqueueWriteBuffer(queue, buffer, CL_FALSE, 12, sizeof b, &b, 0, NULL, &second));
    EXPECT(read_int(side, buffer, 12) != b, "a command ran before the gated one ahead of it");
    EXPECT(event_status(second) > CL_COMPLETE, "the second write is at status %d",
           event_status(second));
    MUST(clSetUserEventStatus(gate, CL_COMPLETE));
    MUST(clFinish(queue));
    EXPECT(event_status(first) == CL_COMPLETE && event_status(second) == CL_COMPLETE,
           "statuses %d %d after clFinish", event_status(first), event_status(second));
    EXPECT(read_int(side, buffer, 8) == a && read_int(side, buffer, 12) == b,
           "the writes behind the gate did not land");
    MUST(clReleaseEvent(first));
    MUST(clReleaseEvent(second));
    MUST(clReleaseEvent(gate));
    MUST(clReleaseCommandQueue(side));
    MUST(clReleaseMemObject(buffer));
}

static cl_command_type command_type(cl_event event)
{
    cl_command_type type = 0;
    MUST(clGetEventInfo(event, CL_EVENT_COMMAND_TYPE, sizeof type, &type, NULL));
    return type;
}

static void markers(cl_context context, cl_command_queue queue)
{
    cl_mem buffer = new_buffer(context, 0, 64, NULL);
    cl_int value = 5;
    cl_event gate = new_user_event(context), write, marker, barrier, listed, legacy;
    MUST(clEnqueueWriteBuffer(queue, buffer, CL_FALSE, 0, sizeof value, &value, 1, &gate, &write));
    /* A marker with no list waits for everything before it; one with a list for that too. */
    EXPECT_STATUS(clEnqueueMarkerWithWaitList(queue, 0, NULL, &marker), CL_SUCCESS);
    EXPECT_STATUS(clEnqueueBarrierWithWaitList(queue, 0, NULL, &barrier), CL_SUCCESS);
    EXPECT_STATUS(clEnqueueMarkerWithWaitList(queue, 1, &write, &listed), CL_SUCCESS);
    EXPECT_STATUS(clEnqueueMarker(queue, &legacy), CL_SUCCESS);
    EXPECT_STATUS(clEnqueueBarrier(queue), CL_SUCCESS);
    EXPECT(command_type(marker) == CL_COMMAND_MARKER && command_type(listed) == CL_COMMAND_MARKER &&
               command_type(legacy) == CL_COMMAND_MARKER,
           "marker types %#x %#x %#x", command_type(marker), command_type(listed),
           command_type(legacy));
    EXPECT(command_type(barrier) == CL_COMMAND_BARRIER, "barrier type %#x", command_type(barrier));
    cl_event all[] = {marker, barrier, listed, legacy};
    for (int i = 0; i < 4; i++)
        EXPECT(event_status(all[i]) > CL_COMPLETE, "event %d completed before the gated write", i);
    MUST(clSetUserEventStatus(gate, CL_COMPLETE));
    EXPECT_STATUS(clWaitForEvents(4, all), CL_SUCCESS);
    EXPECT(event_status(write) == CL_COMPLETE, "a marker completed before the write it follows");
    for (int i = 0; i < 4; i++) MUST(clReleaseEvent(all[i]));
    MUST(clReleaseEvent(write));
    MUST(clReleaseEvent(gate));

    /* clEnqueueWaitForEvents: later commands wait for the events. */
    gate = new_user_event(context);
    cl_command_queue side = new_queue(context, 0);
    cl_int nine = 9;
    EXPECT_STATUS(clEnqueueWaitForEvents(queue, 1, &gate), CL_SUCCESS);
    MUST(clEnqueueWriteBuffer(queue, buffer, CL_FALSE, 4, sizeof nine, &nine, 0, NULL, &write));
    EXPECT(read_int(side, buffer, 4) != nine, "a write ran before the events it waits for");
    MUST(clSetUserEventStatus(gate, CL_COMPLETE));
    MUST(clWaitForEvents(1, &write));
    EXPECT(read_int(side, buffer, 4) == nine, "the write after the wait did not land");
    MUST(clReleaseEvent(write));

    /* Misuse. */
    EXPECT_STATUS(clEnqueueMarker(queue, NULL), CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueWaitForEvents(queue, 0, &gate), CL_INVALID_VALUE);
    EXPECT_STATUS(clEnqueueWaitForEvents(queue, 1, NULL), CL_INVALID_VALUE);
    cl_event bad[] = {gate, (cl_event)buffer};
    EXPECT_STATUS(clEnqueueWaitForEvents(queue, 2, bad), CL_INVALID_EVENT);
    cl_context other = new_context();
    cl_event foreign = new_user_event(other);
    EXPECT_STATUS(clEnqueueWaitForEvents(queue, 1, &foreign), CL_INVALID_CONTEXT);
    EXPECT_STATUS(clEnqueueBarrierWithWaitList(queue, 1, &foreign, NULL), CL_INVALID_CONTEXT);
    EXPECT_STATUS(clEnqueueMarkerWithWaitList(queue, 1, NULL, NULL), CL_INVALID_EVENT_WAIT_LIST);
    EXPECT_STATUS(clEnqueueBarrierWithWaitList(queue, 0, &gate, NULL), CL_INVALID_EVENT_WAIT_LIST);
    EXPECT_STATUS(clEnqueueMarkerWithWaitList((cl_command_queue)buffer, 0, NULL, NULL),
                  CL_INVALID_COMMAND_QUEUE);
    EXPECT_STATUS(clEnqueueBarrier((cl_command_queue)buffer), CL_INVALID_COMMAND_QUEUE);
    EXPECT_STATUS(clEnqueueMarker((cl_command_queue)buffer, &write), CL_INVALID_COMMAND_QUEUE);
    MUST(clSetUserEventStatus(foreign, CL_COMPLETE));
    MUST(clReleaseEvent(foreign));
    MUST(clReleaseContext(other));
    MUST(clReleaseEvent(gate));
    MUST(clReleaseCommandQueue(side));
    MUST(clReleaseMemObject(buffer));
}

static void *complete_later(void *event)
{
    usleep(50 * 1000);
    clSetUserEventStatus(event, CL_COMPLETE);
    return NULL;
}

static void release(cl_context context, cl_command_queue queue)
{
    /* Released with a command still waiting: the command runs once it may, the queue goes
     * after it (its event still names the queue meanwhile). */
    cl_mem buffer = new_buffer(context, 0, 64, NULL);
    cl_command_queue doomed = new_queue(context, 0);
    cl_event gate = new_user_event(context), write;
    static cl_int value = 42;
    MUST(clEnqueueWriteBuffer(doomed, buffer, CL_FALSE, 0, sizeof value, &value, 1, &gate, &write));
    EXPECT_STATUS(clReleaseCommandQueue(doomed), CL_SUCCESS);
    cl_command_queue named = NULL;
    MUST(clGetEventInfo(write, CL_EVENT_COMMAND_QUEUE, sizeof named, &named, NULL));
    EXPECT(named == doomed, "the event names queue %p", (void *)named);
    MUST(clSetUserEventStatus(gate, CL_COMPLETE));
    EXPECT_STATUS(clWaitForEvents(1, &write), CL_SUCCESS);
    EXPECT(read_int(queue, buffer, 0) == 42, "the released queue's write did not land");
    MUST(clReleaseEvent(write));
    MUST(clReleaseEvent(gate));

    /* clFinish waits for a command that another thread lets go. */
    gate = new_user_event(context);
    value = 43;
    MUST(clEnqueueWriteBuffer(queue, buffer, CL_FALSE, 0, sizeof value, &value, 1, &gate, &write));
    pthread_t thread;
    pthread_create(&thread, NULL, complete_later, gate);
    EXPECT_STATUS(clFinish(queue), CL_SUCCESS);
    EXPECT(event_status(write) == CL_COMPLETE, "clFinish returned at status %d", event_status(write));
    pthread_join(thread, NULL);
    MUST(clReleaseEvent(write));
    MUST(clReleaseEvent(gate));

    /* Many queues made, used and released in turn (their threads started and stopped). */
    static cl_int values[50]; /* a non-blocking write reads them after the call returns */
    for (int i = 0; i < 50; i++) {
        cl_command_queue q = new_queue(context, i % 2 ? CL_QUEUE_PROFILING_ENABLE : 0);
        values[i] = i;
        MUST(clEnqueueWriteBuffer(q, buffer, CL_FALSE, 4, sizeof values[i], &values[i], 0, NULL,
                                  NULL));
        if (i % 3 == 0) MUST(clFinish(q));
        MUST(clReleaseCommandQueue(q));
    }
    MUST(clFinish(queue));
    MUST(clReleaseMemObject(buffer));
    /* The last reference of a queue dropped by its event's release (the queue released first). */
    cl_command_queue q = new_queue(context, 0);
    cl_event marker;
    MUST(clEnqueueMarker(q, &marker));
    MUST(clReleaseCommandQueue(q));
    MUST(clWaitForEvents(1, &marker));
    EXPECT_STATUS(clReleaseEvent(marker), CL_SUCCESS);
}

SECTIONS("queues", {"create", create}, {"queries", queries}, {"order", order},
         {"markers", markers}, {"release", release})
