/*
 * THE LIST of OpenCL entry points nobody has implemented yet, by the file that will hold them.
 *
 * Each is a weak definition that fails with CL_INVALID_OPERATION (and a NULL object), so that
 * the dispatch table is complete and the loader never calls through a NULL pointer.  To
 * implement one: define it (strong, same API name) in its file and delete it here in the same
 * commit; the library links either way, and test/icd/test_dispatch.py fails while a function
 * is both here and defined elsewhere, so this list stays the truth.
 */
#include "icd.h"

#define NCPU_UNIMPLEMENTED __attribute__((weak))
#define NCPU_UNIMPLEMENTED_STATUS return CL_INVALID_OPERATION
#define NCPU_UNIMPLEMENTED_OBJECT(errcode_ret)                                                     \
    do {                                                                                           \
        if (errcode_ret) *(errcode_ret) = CL_INVALID_OPERATION;                                    \
        return NULL;                                                                               \
    } while (0)

/* ---- queue.c: command queues, events, user events, markers, barriers, clFlush/clFinish ---- */

NCPU_UNIMPLEMENTED cl_command_queue CL_API_CALL clCreateCommandQueue(cl_context context,
    cl_device_id device, cl_command_queue_properties properties, cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_command_queue CL_API_CALL clCreateCommandQueueWithProperties(
    cl_context context, cl_device_id device, const cl_queue_properties *properties,
    cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clRetainCommandQueue(cl_command_queue command_queue)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clReleaseCommandQueue(cl_command_queue command_queue)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clGetCommandQueueInfo(cl_command_queue command_queue,
    cl_command_queue_info param_name, size_t param_value_size, void *param_value,
    size_t *param_value_size_ret)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clSetCommandQueueProperty(cl_command_queue command_queue,
    cl_command_queue_properties properties, cl_bool enable,
    cl_command_queue_properties *old_properties)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clWaitForEvents(cl_uint num_events,
    const cl_event *event_list)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clGetEventInfo(cl_event event, cl_event_info param_name,
    size_t param_value_size, void *param_value, size_t *param_value_size_ret)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clRetainEvent(cl_event event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clReleaseEvent(cl_event event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clGetEventProfilingInfo(cl_event event,
    cl_profiling_info param_name, size_t param_value_size, void *param_value,
    size_t *param_value_size_ret)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clSetEventCallback(cl_event event,
    cl_int command_exec_callback_type,
    void(CL_CALLBACK *pfn_notify)(cl_event event, cl_int event_command_status, void *user_data),
    void *user_data)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_event CL_API_CALL clCreateUserEvent(cl_context context, cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clSetUserEventStatus(cl_event event, cl_int execution_status)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clFlush(cl_command_queue command_queue)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clFinish(cl_command_queue command_queue)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueMarker(cl_command_queue command_queue,
    cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueWaitForEvents(cl_command_queue command_queue,
    cl_uint num_events, const cl_event *event_list)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueBarrier(cl_command_queue command_queue)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueMarkerWithWaitList(cl_command_queue command_queue,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueBarrierWithWaitList(cl_command_queue command_queue,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

/* ---- memory.c: buffers, sub-buffers, reads, writes, copies, fills, maps ---- */

NCPU_UNIMPLEMENTED cl_mem CL_API_CALL clCreateBuffer(cl_context context, cl_mem_flags flags,
    size_t size, void *host_ptr, cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_mem CL_API_CALL clCreateBufferWithProperties(cl_context context,
    const cl_mem_properties *properties, cl_mem_flags flags, size_t size, void *host_ptr,
    cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_mem CL_API_CALL clCreateSubBuffer(cl_mem buffer, cl_mem_flags flags,
    cl_buffer_create_type buffer_create_type, const void *buffer_create_info, cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clRetainMemObject(cl_mem memobj)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clReleaseMemObject(cl_mem memobj)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clGetMemObjectInfo(cl_mem memobj, cl_mem_info param_name,
    size_t param_value_size, void *param_value, size_t *param_value_size_ret)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clSetMemObjectDestructorCallback(cl_mem memobj,
    void(CL_CALLBACK *pfn_notify)(cl_mem memobj, void *user_data), void *user_data)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueReadBuffer(cl_command_queue command_queue,
    cl_mem buffer, cl_bool blocking_read, size_t offset, size_t size, void *ptr,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueWriteBuffer(cl_command_queue command_queue,
    cl_mem buffer, cl_bool blocking_write, size_t offset, size_t size, const void *ptr,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueCopyBuffer(cl_command_queue command_queue,
    cl_mem src_buffer, cl_mem dst_buffer, size_t src_offset, size_t dst_offset, size_t size,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueReadBufferRect(cl_command_queue command_queue,
    cl_mem buffer, cl_bool blocking_read, const size_t *buffer_origin, const size_t *host_origin,
    const size_t *region, size_t buffer_row_pitch, size_t buffer_slice_pitch, size_t host_row_pitch,
    size_t host_slice_pitch, void *ptr, cl_uint num_events_in_wait_list,
    const cl_event *event_wait_list, cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueWriteBufferRect(cl_command_queue command_queue,
    cl_mem buffer, cl_bool blocking_write, const size_t *buffer_origin, const size_t *host_origin,
    const size_t *region, size_t buffer_row_pitch, size_t buffer_slice_pitch, size_t host_row_pitch,
    size_t host_slice_pitch, const void *ptr, cl_uint num_events_in_wait_list,
    const cl_event *event_wait_list, cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueCopyBufferRect(cl_command_queue command_queue,
    cl_mem src_buffer, cl_mem dst_buffer, const size_t *src_origin, const size_t *dst_origin,
    const size_t *region, size_t src_row_pitch, size_t src_slice_pitch, size_t dst_row_pitch,
    size_t dst_slice_pitch, cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
    cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueFillBuffer(cl_command_queue command_queue,
    cl_mem buffer, const void *pattern, size_t pattern_size, size_t offset, size_t size,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED void * CL_API_CALL clEnqueueMapBuffer(cl_command_queue command_queue,
    cl_mem buffer, cl_bool blocking_map, cl_map_flags map_flags, size_t offset, size_t size,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event,
    cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueUnmapMemObject(cl_command_queue command_queue,
    cl_mem memobj, void *mapped_ptr, cl_uint num_events_in_wait_list,
    const cl_event *event_wait_list, cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueMigrateMemObjects(cl_command_queue command_queue,
    cl_uint num_mem_objects, const cl_mem *mem_objects, cl_mem_migration_flags flags,
    cl_uint num_events_in_wait_list, const cl_event *event_wait_list, cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

/* ---- program.c: programs, kernels, arguments, kernel queries ---- */

NCPU_UNIMPLEMENTED cl_program CL_API_CALL clCreateProgramWithSource(cl_context context,
    cl_uint count, const char **strings, const size_t *lengths, cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_program CL_API_CALL clCreateProgramWithBinary(cl_context context,
    cl_uint num_devices, const cl_device_id *device_list, const size_t *lengths,
    const unsigned char **binaries, cl_int *binary_status, cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_program CL_API_CALL clCreateProgramWithIL(cl_context context, const void *il,
    size_t length, cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clRetainProgram(cl_program program)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clReleaseProgram(cl_program program)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clBuildProgram(cl_program program, cl_uint num_devices,
    const cl_device_id *device_list, const char *options,
    void(CL_CALLBACK *pfn_notify)(cl_program program, void *user_data), void *user_data)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clCompileProgram(cl_program program, cl_uint num_devices,
    const cl_device_id *device_list, const char *options, cl_uint num_input_headers,
    const cl_program *input_headers, const char **header_include_names,
    void(CL_CALLBACK *pfn_notify)(cl_program program, void *user_data), void *user_data)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_program CL_API_CALL clLinkProgram(cl_context context, cl_uint num_devices,
    const cl_device_id *device_list, const char *options, cl_uint num_input_programs,
    const cl_program *input_programs,
    void(CL_CALLBACK *pfn_notify)(cl_program program, void *user_data), void *user_data,
    cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clGetProgramInfo(cl_program program,
    cl_program_info param_name, size_t param_value_size, void *param_value,
    size_t *param_value_size_ret)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clGetProgramBuildInfo(cl_program program, cl_device_id device,
    cl_program_build_info param_name, size_t param_value_size, void *param_value,
    size_t *param_value_size_ret)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clSetProgramReleaseCallback(cl_program program,
    void(CL_CALLBACK *pfn_notify)(cl_program program, void *user_data), void *user_data)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clSetProgramSpecializationConstant(cl_program program,
    cl_uint spec_id, size_t spec_size, const void *spec_value)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_kernel CL_API_CALL clCreateKernel(cl_program program, const char *kernel_name,
    cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clCreateKernelsInProgram(cl_program program,
    cl_uint num_kernels, cl_kernel *kernels, cl_uint *num_kernels_ret)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_kernel CL_API_CALL clCloneKernel(cl_kernel source_kernel, cl_int *errcode_ret)
{ NCPU_UNIMPLEMENTED_OBJECT(errcode_ret); }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clRetainKernel(cl_kernel kernel)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clReleaseKernel(cl_kernel kernel)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clSetKernelArg(cl_kernel kernel, cl_uint arg_index,
    size_t arg_size, const void *arg_value)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clSetKernelExecInfo(cl_kernel kernel,
    cl_kernel_exec_info param_name, size_t param_value_size, const void *param_value)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clGetKernelInfo(cl_kernel kernel, cl_kernel_info param_name,
    size_t param_value_size, void *param_value, size_t *param_value_size_ret)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clGetKernelWorkGroupInfo(cl_kernel kernel,
    cl_device_id device, cl_kernel_work_group_info param_name, size_t param_value_size,
    void *param_value, size_t *param_value_size_ret)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clGetKernelArgInfo(cl_kernel kernel, cl_uint arg_indx,
    cl_kernel_arg_info param_name, size_t param_value_size, void *param_value,
    size_t *param_value_size_ret)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clGetKernelSubGroupInfo(cl_kernel kernel, cl_device_id device,
    cl_kernel_sub_group_info param_name, size_t input_value_size, const void *input_value,
    size_t param_value_size, void *param_value, size_t *param_value_size_ret)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clGetKernelSubGroupInfoKHR(cl_kernel in_kernel,
    cl_device_id in_device, cl_kernel_sub_group_info param_name, size_t input_value_size,
    const void *input_value, size_t param_value_size, void *param_value,
    size_t *param_value_size_ret)
{ NCPU_UNIMPLEMENTED_STATUS; }

/* ---- launch.c: kernel launches ---- */

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueNDRangeKernel(cl_command_queue command_queue,
    cl_kernel kernel, cl_uint work_dim, const size_t *global_work_offset,
    const size_t *global_work_size, const size_t *local_work_size, cl_uint num_events_in_wait_list,
    const cl_event *event_wait_list, cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }

NCPU_UNIMPLEMENTED cl_int CL_API_CALL clEnqueueTask(cl_command_queue command_queue,
    cl_kernel kernel, cl_uint num_events_in_wait_list, const cl_event *event_wait_list,
    cl_event *event)
{ NCPU_UNIMPLEMENTED_STATUS; }
