/*
 * The loader's side: the dispatch table every object points to (cl_icd.h's order), and the
 * three symbols the library exports for the cl_khr_icd protocol.
 *
 * Which function fills an entry: unimplemented.c lists the ones nobody has written yet,
 * unsupported.c those the platform never offers (images, samplers, pipes, SVM, GL/EGL
 * sharing, native kernels, built-in kernels); everything else is in platform.c, memory.c,
 * queue.c, program.c and launch.c.
 */
#include <string.h>

#include "icd.h"

struct _cl_icd_dispatch ncpu_dispatch = {
    /* OpenCL 1.0 */
    .clGetPlatformIDs = clGetPlatformIDs,
    .clGetPlatformInfo = clGetPlatformInfo,
    .clGetDeviceIDs = clGetDeviceIDs,
    .clGetDeviceInfo = clGetDeviceInfo,
    .clCreateContext = clCreateContext,
    .clCreateContextFromType = clCreateContextFromType,
    .clRetainContext = clRetainContext,
    .clReleaseContext = clReleaseContext,
    .clGetContextInfo = clGetContextInfo,
    .clCreateCommandQueue = clCreateCommandQueue,
    .clRetainCommandQueue = clRetainCommandQueue,
    .clReleaseCommandQueue = clReleaseCommandQueue,
    .clGetCommandQueueInfo = clGetCommandQueueInfo,
    .clSetCommandQueueProperty = clSetCommandQueueProperty,
    .clCreateBuffer = clCreateBuffer,
    .clCreateImage2D = clCreateImage2D,
    .clCreateImage3D = clCreateImage3D,
    .clRetainMemObject = clRetainMemObject,
    .clReleaseMemObject = clReleaseMemObject,
    .clGetSupportedImageFormats = clGetSupportedImageFormats,
    .clGetMemObjectInfo = clGetMemObjectInfo,
    .clGetImageInfo = clGetImageInfo,
    .clCreateSampler = clCreateSampler,
    .clRetainSampler = clRetainSampler,
    .clReleaseSampler = clReleaseSampler,
    .clGetSamplerInfo = clGetSamplerInfo,
    .clCreateProgramWithSource = clCreateProgramWithSource,
    .clCreateProgramWithBinary = clCreateProgramWithBinary,
    .clRetainProgram = clRetainProgram,
    .clReleaseProgram = clReleaseProgram,
    .clBuildProgram = clBuildProgram,
    .clUnloadCompiler = clUnloadCompiler,
    .clGetProgramInfo = clGetProgramInfo,
    .clGetProgramBuildInfo = clGetProgramBuildInfo,
    .clCreateKernel = clCreateKernel,
    .clCreateKernelsInProgram = clCreateKernelsInProgram,
    .clRetainKernel = clRetainKernel,
    .clReleaseKernel = clReleaseKernel,
    .clSetKernelArg = clSetKernelArg,
    .clGetKernelInfo = clGetKernelInfo,
    .clGetKernelWorkGroupInfo = clGetKernelWorkGroupInfo,
    .clWaitForEvents = clWaitForEvents,
    .clGetEventInfo = clGetEventInfo,
    .clRetainEvent = clRetainEvent,
    .clReleaseEvent = clReleaseEvent,
    .clGetEventProfilingInfo = clGetEventProfilingInfo,
    .clFlush = clFlush,
    .clFinish = clFinish,
    .clEnqueueReadBuffer = clEnqueueReadBuffer,
    .clEnqueueWriteBuffer = clEnqueueWriteBuffer,
    .clEnqueueCopyBuffer = clEnqueueCopyBuffer,
    .clEnqueueReadImage = clEnqueueReadImage,
    .clEnqueueWriteImage = clEnqueueWriteImage,
    .clEnqueueCopyImage = clEnqueueCopyImage,
    .clEnqueueCopyImageToBuffer = clEnqueueCopyImageToBuffer,
    .clEnqueueCopyBufferToImage = clEnqueueCopyBufferToImage,
    .clEnqueueMapBuffer = clEnqueueMapBuffer,
    .clEnqueueMapImage = clEnqueueMapImage,
    .clEnqueueUnmapMemObject = clEnqueueUnmapMemObject,
    .clEnqueueNDRangeKernel = clEnqueueNDRangeKernel,
    .clEnqueueTask = clEnqueueTask,
    .clEnqueueNativeKernel = clEnqueueNativeKernel,
    .clEnqueueMarker = clEnqueueMarker,
    .clEnqueueWaitForEvents = clEnqueueWaitForEvents,
    .clEnqueueBarrier = clEnqueueBarrier,
    .clGetExtensionFunctionAddress = clGetExtensionFunctionAddress,
    .clCreateFromGLBuffer = clCreateFromGLBuffer,
    .clCreateFromGLTexture2D = clCreateFromGLTexture2D,
    .clCreateFromGLTexture3D = clCreateFromGLTexture3D,
    .clCreateFromGLRenderbuffer = clCreateFromGLRenderbuffer,
    .clGetGLObjectInfo = clGetGLObjectInfo,
    .clGetGLTextureInfo = clGetGLTextureInfo,
    .clEnqueueAcquireGLObjects = clEnqueueAcquireGLObjects,
    .clEnqueueReleaseGLObjects = clEnqueueReleaseGLObjects,
    .clGetGLContextInfoKHR = clGetGLContextInfoKHR,

    /* cl_khr_d3d10_sharing */
    .clGetDeviceIDsFromD3D10KHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clCreateFromD3D10BufferKHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clCreateFromD3D10Texture2DKHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clCreateFromD3D10Texture3DKHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clEnqueueAcquireD3D10ObjectsKHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clEnqueueReleaseD3D10ObjectsKHR = NULL, /* Direct3D/DX9 sharing: Windows only */

    /* OpenCL 1.1 */
    .clSetEventCallback = clSetEventCallback,
    .clCreateSubBuffer = clCreateSubBuffer,
    .clSetMemObjectDestructorCallback = clSetMemObjectDestructorCallback,
    .clCreateUserEvent = clCreateUserEvent,
    .clSetUserEventStatus = clSetUserEventStatus,
    .clEnqueueReadBufferRect = clEnqueueReadBufferRect,
    .clEnqueueWriteBufferRect = clEnqueueWriteBufferRect,
    .clEnqueueCopyBufferRect = clEnqueueCopyBufferRect,

    /* cl_ext_device_fission */
    .clCreateSubDevicesEXT = clCreateSubDevicesEXT,
    .clRetainDeviceEXT = clRetainDeviceEXT,
    .clReleaseDeviceEXT = clReleaseDeviceEXT,

    /* cl_khr_gl_event */
    .clCreateEventFromGLsyncKHR = clCreateEventFromGLsyncKHR,

    /* OpenCL 1.2 */
    .clCreateSubDevices = clCreateSubDevices,
    .clRetainDevice = clRetainDevice,
    .clReleaseDevice = clReleaseDevice,
    .clCreateImage = clCreateImage,
    .clCreateProgramWithBuiltInKernels = clCreateProgramWithBuiltInKernels,
    .clCompileProgram = clCompileProgram,
    .clLinkProgram = clLinkProgram,
    .clUnloadPlatformCompiler = clUnloadPlatformCompiler,
    .clGetKernelArgInfo = clGetKernelArgInfo,
    .clEnqueueFillBuffer = clEnqueueFillBuffer,
    .clEnqueueFillImage = clEnqueueFillImage,
    .clEnqueueMigrateMemObjects = clEnqueueMigrateMemObjects,
    .clEnqueueMarkerWithWaitList = clEnqueueMarkerWithWaitList,
    .clEnqueueBarrierWithWaitList = clEnqueueBarrierWithWaitList,
    .clGetExtensionFunctionAddressForPlatform = clGetExtensionFunctionAddressForPlatform,
    .clCreateFromGLTexture = clCreateFromGLTexture,

    /* cl_khr_d3d11_sharing */
    .clGetDeviceIDsFromD3D11KHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clCreateFromD3D11BufferKHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clCreateFromD3D11Texture2DKHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clCreateFromD3D11Texture3DKHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clCreateFromDX9MediaSurfaceKHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clEnqueueAcquireD3D11ObjectsKHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clEnqueueReleaseD3D11ObjectsKHR = NULL, /* Direct3D/DX9 sharing: Windows only */

    /* cl_khr_dx9_media_sharing */
    .clGetDeviceIDsFromDX9MediaAdapterKHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clEnqueueAcquireDX9MediaSurfacesKHR = NULL, /* Direct3D/DX9 sharing: Windows only */
    .clEnqueueReleaseDX9MediaSurfacesKHR = NULL, /* Direct3D/DX9 sharing: Windows only */

    /* cl_khr_egl_image */
    .clCreateFromEGLImageKHR = clCreateFromEGLImageKHR,
    .clEnqueueAcquireEGLObjectsKHR = clEnqueueAcquireEGLObjectsKHR,
    .clEnqueueReleaseEGLObjectsKHR = clEnqueueReleaseEGLObjectsKHR,

    /* cl_khr_egl_event */
    .clCreateEventFromEGLSyncKHR = clCreateEventFromEGLSyncKHR,

    /* OpenCL 2.0 */
    .clCreateCommandQueueWithProperties = clCreateCommandQueueWithProperties,
    .clCreatePipe = clCreatePipe,
    .clGetPipeInfo = clGetPipeInfo,
    .clSVMAlloc = clSVMAlloc,
    .clSVMFree = clSVMFree,
    .clEnqueueSVMFree = clEnqueueSVMFree,
    .clEnqueueSVMMemcpy = clEnqueueSVMMemcpy,
    .clEnqueueSVMMemFill = clEnqueueSVMMemFill,
    .clEnqueueSVMMap = clEnqueueSVMMap,
    .clEnqueueSVMUnmap = clEnqueueSVMUnmap,
    .clCreateSamplerWithProperties = clCreateSamplerWithProperties,
    .clSetKernelArgSVMPointer = clSetKernelArgSVMPointer,
    .clSetKernelExecInfo = clSetKernelExecInfo,

    /* cl_khr_sub_groups */
    .clGetKernelSubGroupInfoKHR = clGetKernelSubGroupInfoKHR,

    /* OpenCL 2.1 */
    .clCloneKernel = clCloneKernel,
    .clCreateProgramWithIL = clCreateProgramWithIL,
    .clEnqueueSVMMigrateMem = clEnqueueSVMMigrateMem,
    .clGetDeviceAndHostTimer = clGetDeviceAndHostTimer,
    .clGetHostTimer = clGetHostTimer,
    .clGetKernelSubGroupInfo = clGetKernelSubGroupInfo,
    .clSetDefaultDeviceCommandQueue = clSetDefaultDeviceCommandQueue,

    /* OpenCL 2.2 */
    .clSetProgramReleaseCallback = clSetProgramReleaseCallback,
    .clSetProgramSpecializationConstant = clSetProgramSpecializationConstant,

    /* OpenCL 3.0 */
    .clCreateBufferWithProperties = clCreateBufferWithProperties,
    .clCreateImageWithProperties = clCreateImageWithProperties,
    .clSetContextDestructorCallback = clSetContextDestructorCallback,

};

/* The extension functions clGetExtensionFunctionAddress[ForPlatform] hands out: those of the
 * extensions the platform and device report (cl_khr_icd, cl_khr_subgroups). */
static const struct {
    const char *name;
    void *address;
} extension_functions[] = {
    {"clIcdGetPlatformIDsKHR", (void *)clIcdGetPlatformIDsKHR},
    {"clGetKernelSubGroupInfoKHR", (void *)clGetKernelSubGroupInfoKHR},
};

/* cl_khr_icd: the loader asks the library for its platforms (ours: one). */
NCPU_EXPORT cl_int CL_API_CALL clIcdGetPlatformIDsKHR(cl_uint num_entries, cl_platform_id *platforms,
                                                       cl_uint *num_platforms)
{
    if ((num_entries == 0 && platforms != NULL) || (platforms == NULL && num_platforms == NULL))
        return CL_INVALID_VALUE;
    if (platforms != NULL) platforms[0] = &ncpu_platform;
    if (num_platforms != NULL) *num_platforms = 1;
    return CL_SUCCESS;
}

NCPU_EXPORT void *CL_API_CALL clGetExtensionFunctionAddress(const char *function_name)
{
    if (function_name == NULL) return NULL;
    for (size_t i = 0; i < sizeof extension_functions / sizeof extension_functions[0]; i++)
        if (strcmp(function_name, extension_functions[i].name) == 0)
            return extension_functions[i].address;
    return NULL;
}

NCPU_EXPORT void *CL_API_CALL clGetExtensionFunctionAddressForPlatform(cl_platform_id platform,
                                                                      const char *function_name)
{
    /* The spec gives no error code here: another platform's handle gets NULL. */
    if (platform != &ncpu_platform) return NULL;
    return clGetExtensionFunctionAddress(function_name);
}
