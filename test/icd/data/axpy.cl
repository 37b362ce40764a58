// The OpenCL C of axpy.spv (SPIR-V 1.0), made with Debian's clang-15 and llvm-spirv-15:
//   clang-15 -cc1 -triple spir64-unknown-unknown -cl-std=CL1.2 -cl-kernel-arg-info \
//       -finclude-default-header -O2 -emit-llvm-bc axpy.cl -o axpy.bc
//   llvm-spirv-15 axpy.bc -o axpy.spv
__kernel void axpy(__global float *y, __global const float *x, float a) {
    size_t i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}

__kernel void count(__global int *out, __local int *scratch) {
    scratch[get_local_id(0)] = 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (get_local_id(0) == 0) {
        int n = 0;
        for (size_t i = 0; i < get_local_size(0); i++) n += scratch[i];
        out[get_group_id(0)] = n;
    }
}
