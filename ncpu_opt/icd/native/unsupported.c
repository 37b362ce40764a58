/*
 * What this platform never offers, each call answering as the spec says for a device without
 * the feature: images and samplers (CL_DEVICE_IMAGE_SUPPORT is false), pipes, shared virtual
 * memory, device-side queues, native and built-in kernels, and GL/EGL sharing (no context is
 * made from a GL or EGL one).  The handles are still checked first, so a bad handle gets the
 * same error as everywhere else.
 */
#include "icd.h"

/* NULL with *errcode_ret = status (creators that fail). */
static void *fail(cl_int *errcode_ret, cl_int status)
{
    if (errcode_ret) *errcode_ret = status;
    return NULL;
}

/* For calls that take a context: CL_INVALID_CONTEXT for a bad one, else `status`. */
static cl_int in_context(cl_context context, cl_int status)
{
    return ncpu_is(context, NCPU_MAGIC_CONTEXT) ? status : CL_INVALID_CONTEXT;
}

/* For calls that take a queue: CL_INVALID_COMMAND_QUEUE for a bad one, else `status`. */
static cl_int on_queue(cl_command_queue queue, cl_int status)
{
    return ncpu_is(queue, NCPU_MAGIC_QUEUE) ? status : CL_INVALID_COMMAND_QUEUE;
}

/* ---- images: no device of a context supports them ------------------------------------------ */

cl_mem CL_API_CALL clCreateImage(cl_context context, cl_mem_flags flags,
                                 const cl_image_format *image_format,
                                 const cl_image_desc *image_desc, void *host_ptr,
                                 cl_int *errcode_ret)
{
    return fail(errcode_ret, in_context(context, CL_INVALID_OPERATION));
}

cl_mem CL_API_CALL clCreateImageWithProperties(cl_context context,
                                               const cl_mem_properties *properties,
                                               cl_mem_flags flags,
                                               const cl_image_format *image_format,
                                               const cl_image_desc *image_desc, void *host_ptr,
                                               cl_int *errcode_ret)
{
    return fail(errcode_ret, in_context(context, CL_INVALID_OPERATION));
}

cl_mem CL_API_CALL clCreateImage2D(cl_context context, cl_mem_flags flags,
                                   const cl_image_format *image_format, size_t image_width,
                                   size_t image_height, size_t image_row_pitch, void *host_ptr,
                                   cl_int *errcode_ret)
{
    return fail(errcode_ret, in_context(context, CL_INVALID_OPERATION));
}

cl_mem CL_API_CALL clCreateImage3D(cl_context context, cl_mem_flags flags,
                                   const cl_image_format *image_format, size_t image_width,
                                   size_t image_height, size_t image_depth, size_t image_row_pitch,
                                   size_t image_slice_pitch, void *host_ptr, cl_int *errcode_ret)
{
    return fail(errcode_ret, in_context(context, CL_INVALID_OPERATION));
}

#define MEM_FLAGS                                                                                  \
    (CL_MEM_READ_WRITE | CL_MEM_WRITE_ONLY | CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR |              \
     CL_MEM_ALLOC_HOST_PTR | CL_MEM_COPY_HOST_PTR | CL_MEM_HOST_WRITE_ONLY |                       \
     CL_MEM_HOST_READ_ONLY | CL_MEM_HOST_NO_ACCESS | CL_MEM_KERNEL_READ_AND_WRITE)

static bool is_image_type(cl_mem_object_type type)
{
    switch (type) {
    case CL_MEM_OBJECT_IMAGE1D:
    case CL_MEM_OBJECT_IMAGE1D_ARRAY:
    case CL_MEM_OBJECT_IMAGE1D_BUFFER:
    case CL_MEM_OBJECT_IMAGE2D:
    case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    case CL_MEM_OBJECT_IMAGE3D:
        return true;
    default:
        return false;
    }
}

/* No formats (a valid answer for a device without images). */
cl_int CL_API_CALL clGetSupportedImageFormats(cl_context context, cl_mem_flags flags,
                                              cl_mem_object_type image_type, cl_uint num_entries,
                                              cl_image_format *image_formats,
                                              cl_uint *num_image_formats)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    if ((flags & ~(cl_mem_flags)MEM_FLAGS) || !is_image_type(image_type) ||
        (num_entries == 0 && image_formats != NULL))
        return CL_INVALID_VALUE;
    if (num_image_formats) *num_image_formats = 0;
    return CL_SUCCESS;
}

/* No memory object is an image. */
cl_int CL_API_CALL clGetImageInfo(cl_mem image, cl_image_info param_name, size_t param_value_size,
                                  void *param_value, size_t *param_value_size_ret)
{
    return CL_INVALID_MEM_OBJECT;
}

cl_int CL_API_CALL clEnqueueReadImage(cl_command_queue command_queue, cl_mem image,
                                      cl_bool blocking_read, const size_t *origin,
                                      const size_t *region, size_t row_pitch, size_t slice_pitch,
                                      void *ptr, cl_uint num_events_in_wait_list,
                                      const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_MEM_OBJECT);
}

cl_int CL_API_CALL clEnqueueWriteImage(cl_command_queue command_queue, cl_mem image,
                                       cl_bool blocking_write, const size_t *origin,
                                       const size_t *region, size_t input_row_pitch,
                                       size_t input_slice_pitch, const void *ptr,
                                       cl_uint num_events_in_wait_list,
                                       const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_MEM_OBJECT);
}

cl_int CL_API_CALL clEnqueueCopyImage(cl_command_queue command_queue, cl_mem src_image,
                                      cl_mem dst_image, const size_t *src_origin,
                                      const size_t *dst_origin, const size_t *region,
                                      cl_uint num_events_in_wait_list,
                                      const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_MEM_OBJECT);
}

cl_int CL_API_CALL clEnqueueCopyImageToBuffer(cl_command_queue command_queue, cl_mem src_image,
                                              cl_mem dst_buffer, const size_t *src_origin,
                                              const size_t *region, size_t dst_offset,
                                              cl_uint num_events_in_wait_list,
                                              const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_MEM_OBJECT);
}

cl_int CL_API_CALL clEnqueueCopyBufferToImage(cl_command_queue command_queue, cl_mem src_buffer,
                                              cl_mem dst_image, size_t src_offset,
                                              const size_t *dst_origin, const size_t *region,
                                              cl_uint num_events_in_wait_list,
                                              const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_MEM_OBJECT);
}

cl_int CL_API_CALL clEnqueueFillImage(cl_command_queue command_queue, cl_mem image,
                                      const void *fill_color, const size_t *origin,
                                      const size_t *region, cl_uint num_events_in_wait_list,
                                      const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_MEM_OBJECT);
}

void *CL_API_CALL clEnqueueMapImage(cl_command_queue command_queue, cl_mem image,
                                    cl_bool blocking_map, cl_map_flags map_flags,
                                    const size_t *origin, const size_t *region,
                                    size_t *image_row_pitch, size_t *image_slice_pitch,
                                    cl_uint num_events_in_wait_list,
                                    const cl_event *event_wait_list, cl_event *event,
                                    cl_int *errcode_ret)
{
    return fail(errcode_ret, on_queue(command_queue, CL_INVALID_MEM_OBJECT));
}

/* ---- samplers: only for images -------------------------------------------------------------- */

cl_sampler CL_API_CALL clCreateSampler(cl_context context, cl_bool normalized_coords,
                                       cl_addressing_mode addressing_mode,
                                       cl_filter_mode filter_mode, cl_int *errcode_ret)
{
    return fail(errcode_ret, in_context(context, CL_INVALID_OPERATION));
}

cl_sampler CL_API_CALL clCreateSamplerWithProperties(cl_context context,
                                                     const cl_sampler_properties *properties,
                                                     cl_int *errcode_ret)
{
    return fail(errcode_ret, in_context(context, CL_INVALID_OPERATION));
}

cl_int CL_API_CALL clRetainSampler(cl_sampler sampler)
{
    return CL_INVALID_SAMPLER;
}

cl_int CL_API_CALL clReleaseSampler(cl_sampler sampler)
{
    return CL_INVALID_SAMPLER;
}

cl_int CL_API_CALL clGetSamplerInfo(cl_sampler sampler, cl_sampler_info param_name,
                                    size_t param_value_size, void *param_value,
                                    size_t *param_value_size_ret)
{
    return CL_INVALID_SAMPLER;
}

/* ---- pipes, SVM, device-side queues (OpenCL 3.0 optional features we lack) ------------------ */

cl_mem CL_API_CALL clCreatePipe(cl_context context, cl_mem_flags flags, cl_uint pipe_packet_size,
                                cl_uint pipe_max_packets, const cl_pipe_properties *properties,
                                cl_int *errcode_ret)
{
    return fail(errcode_ret, in_context(context, CL_INVALID_OPERATION));
}

cl_int CL_API_CALL clGetPipeInfo(cl_mem pipe, cl_pipe_info param_name, size_t param_value_size,
                                 void *param_value, size_t *param_value_size_ret)
{
    return ncpu_is(pipe, NCPU_MAGIC_MEM) ? CL_INVALID_OPERATION : CL_INVALID_MEM_OBJECT;
}

/* "NULL if no devices in context support SVM" (there is no error code to give). */
void *CL_API_CALL clSVMAlloc(cl_context context, cl_svm_mem_flags flags, size_t size,
                             cl_uint alignment)
{
    return NULL;
}

/* No SVM pointer was ever handed out: nothing to free. */
void CL_API_CALL clSVMFree(cl_context context, void *svm_pointer)
{
}

cl_int CL_API_CALL clEnqueueSVMFree(cl_command_queue command_queue, cl_uint num_svm_pointers,
                                    void *svm_pointers[],
                                    void(CL_CALLBACK *pfn_free_func)(cl_command_queue queue,
                                                                     cl_uint num_svm_pointers,
                                                                     void *svm_pointers[],
                                                                     void *user_data),
                                    void *user_data, cl_uint num_events_in_wait_list,
                                    const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_OPERATION);
}

cl_int CL_API_CALL clEnqueueSVMMemcpy(cl_command_queue command_queue, cl_bool blocking_copy,
                                      void *dst_ptr, const void *src_ptr, size_t size,
                                      cl_uint num_events_in_wait_list,
                                      const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_OPERATION);
}

cl_int CL_API_CALL clEnqueueSVMMemFill(cl_command_queue command_queue, void *svm_ptr,
                                       const void *pattern, size_t pattern_size, size_t size,
                                       cl_uint num_events_in_wait_list,
                                       const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_OPERATION);
}

cl_int CL_API_CALL clEnqueueSVMMap(cl_command_queue command_queue, cl_bool blocking_map,
                                   cl_map_flags flags, void *svm_ptr, size_t size,
                                   cl_uint num_events_in_wait_list,
                                   const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_OPERATION);
}

cl_int CL_API_CALL clEnqueueSVMUnmap(cl_command_queue command_queue, void *svm_ptr,
                                     cl_uint num_events_in_wait_list,
                                     const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_OPERATION);
}

cl_int CL_API_CALL clEnqueueSVMMigrateMem(cl_command_queue command_queue,
                                          cl_uint num_svm_pointers, const void **svm_pointers,
                                          const size_t *sizes, cl_mem_migration_flags flags,
                                          cl_uint num_events_in_wait_list,
                                          const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_OPERATION);
}

cl_int CL_API_CALL clSetKernelArgSVMPointer(cl_kernel kernel, cl_uint arg_index,
                                            const void *arg_value)
{
    return ncpu_is(kernel, NCPU_MAGIC_KERNEL) ? CL_INVALID_OPERATION : CL_INVALID_KERNEL;
}

cl_int CL_API_CALL clSetDefaultDeviceCommandQueue(cl_context context, cl_device_id device,
                                                  cl_command_queue command_queue)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return CL_INVALID_CONTEXT;
    if (!ncpu_is(device, NCPU_MAGIC_DEVICE)) return CL_INVALID_DEVICE;
    return CL_INVALID_OPERATION; /* no on-device queues */
}

/* ---- native and built-in kernels ------------------------------------------------------------ */

/* CL_DEVICE_EXECUTION_CAPABILITIES has no CL_EXEC_NATIVE_KERNEL. */
cl_int CL_API_CALL clEnqueueNativeKernel(cl_command_queue command_queue,
                                         void(CL_CALLBACK *user_func)(void *), void *args,
                                         size_t cb_args, cl_uint num_mem_objects,
                                         const cl_mem *mem_list, const void **args_mem_loc,
                                         cl_uint num_events_in_wait_list,
                                         const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_OPERATION);
}

/* CL_DEVICE_BUILT_IN_KERNELS is empty: every name is unknown. */
cl_program CL_API_CALL clCreateProgramWithBuiltInKernels(cl_context context, cl_uint num_devices,
                                                         const cl_device_id *device_list,
                                                         const char *kernel_names,
                                                         cl_int *errcode_ret)
{
    if (!ncpu_is(context, NCPU_MAGIC_CONTEXT)) return fail(errcode_ret, CL_INVALID_CONTEXT);
    if (device_list == NULL || num_devices == 0) return fail(errcode_ret, CL_INVALID_VALUE);
    for (cl_uint i = 0; i < num_devices; i++)
        if (!ncpu_is(device_list[i], NCPU_MAGIC_DEVICE)) return fail(errcode_ret, CL_INVALID_DEVICE);
    return fail(errcode_ret, CL_INVALID_VALUE);
}

/* ---- GL and EGL sharing: no context is made from a GL or EGL one ---------------------------- */

cl_mem CL_API_CALL clCreateFromGLBuffer(cl_context context, cl_mem_flags flags, cl_GLuint bufobj,
                                        cl_int *errcode_ret)
{
    return fail(errcode_ret, CL_INVALID_CONTEXT);
}

cl_mem CL_API_CALL clCreateFromGLTexture(cl_context context, cl_mem_flags flags, cl_GLenum target,
                                         cl_GLint miplevel, cl_GLuint texture, cl_int *errcode_ret)
{
    return fail(errcode_ret, CL_INVALID_CONTEXT);
}

cl_mem CL_API_CALL clCreateFromGLTexture2D(cl_context context, cl_mem_flags flags,
                                           cl_GLenum target, cl_GLint miplevel, cl_GLuint texture,
                                           cl_int *errcode_ret)
{
    return fail(errcode_ret, CL_INVALID_CONTEXT);
}

cl_mem CL_API_CALL clCreateFromGLTexture3D(cl_context context, cl_mem_flags flags,
                                           cl_GLenum target, cl_GLint miplevel, cl_GLuint texture,
                                           cl_int *errcode_ret)
{
    return fail(errcode_ret, CL_INVALID_CONTEXT);
}

cl_mem CL_API_CALL clCreateFromGLRenderbuffer(cl_context context, cl_mem_flags flags,
                                              cl_GLuint renderbuffer, cl_int *errcode_ret)
{
    return fail(errcode_ret, CL_INVALID_CONTEXT);
}

cl_event CL_API_CALL clCreateEventFromGLsyncKHR(cl_context context, cl_GLsync sync,
                                                cl_int *errcode_ret)
{
    return fail(errcode_ret, CL_INVALID_CONTEXT);
}

cl_int CL_API_CALL clGetGLObjectInfo(cl_mem memobj, cl_gl_object_type *gl_object_type,
                                     cl_GLuint *gl_object_name)
{
    return ncpu_is(memobj, NCPU_MAGIC_MEM) ? CL_INVALID_GL_OBJECT : CL_INVALID_MEM_OBJECT;
}

cl_int CL_API_CALL clGetGLTextureInfo(cl_mem memobj, cl_gl_texture_info param_name,
                                      size_t param_value_size, void *param_value,
                                      size_t *param_value_size_ret)
{
    return ncpu_is(memobj, NCPU_MAGIC_MEM) ? CL_INVALID_GL_OBJECT : CL_INVALID_MEM_OBJECT;
}

cl_int CL_API_CALL clEnqueueAcquireGLObjects(cl_command_queue command_queue, cl_uint num_objects,
                                             const cl_mem *mem_objects,
                                             cl_uint num_events_in_wait_list,
                                             const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_CONTEXT);
}

cl_int CL_API_CALL clEnqueueReleaseGLObjects(cl_command_queue command_queue, cl_uint num_objects,
                                             const cl_mem *mem_objects,
                                             cl_uint num_events_in_wait_list,
                                             const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_CONTEXT);
}

/* cl_khr_gl_sharing is not reported. */
cl_int CL_API_CALL clGetGLContextInfoKHR(const cl_context_properties *properties,
                                         cl_gl_context_info param_name, size_t param_value_size,
                                         void *param_value, size_t *param_value_size_ret)
{
    return CL_INVALID_OPERATION;
}

cl_mem CL_API_CALL clCreateFromEGLImageKHR(cl_context context, CLeglDisplayKHR egldisplay,
                                           CLeglImageKHR eglimage, cl_mem_flags flags,
                                           const cl_egl_image_properties_khr *properties,
                                           cl_int *errcode_ret)
{
    return fail(errcode_ret, in_context(context, CL_INVALID_OPERATION));
}

cl_event CL_API_CALL clCreateEventFromEGLSyncKHR(cl_context context, CLeglSyncKHR sync,
                                                 CLeglDisplayKHR display, cl_int *errcode_ret)
{
    return fail(errcode_ret, in_context(context, CL_INVALID_OPERATION));
}

cl_int CL_API_CALL clEnqueueAcquireEGLObjectsKHR(cl_command_queue command_queue,
                                                 cl_uint num_objects, const cl_mem *mem_objects,
                                                 cl_uint num_events_in_wait_list,
                                                 const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_OPERATION);
}

cl_int CL_API_CALL clEnqueueReleaseEGLObjectsKHR(cl_command_queue command_queue,
                                                 cl_uint num_objects, const cl_mem *mem_objects,
                                                 cl_uint num_events_in_wait_list,
                                                 const cl_event *event_wait_list, cl_event *event)
{
    return on_queue(command_queue, CL_INVALID_OPERATION);
}
