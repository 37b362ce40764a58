// The OpenCL C of spec.spv (SPIR-V 1.0 with two specialization constants, ids 7 and 9),
// made as axpy.spv is (see axpy.cl): llvm-spirv turns the __spirv_SpecConstant calls into
// OpSpecConstant.
int __spirv_SpecConstant(int id, int default_value);
float __spirv_SpecConstantf(int id, float default_value) __asm__("_Z20__spirv_SpecConstantif");
__kernel void scaled(__global int *out, __global float *fout) {
    out[get_global_id(0)] = (int)get_global_id(0) * __spirv_SpecConstant(7, 2);
    fout[get_global_id(0)] = __spirv_SpecConstantf(9, 0.5f);
}
