; spec-constants<mode=native>: SPIR-V friendly IR.  One __spirv_SpecConstant
; per leaf with its ID and default (from the default-value globals), one
; __spirv_SpecConstantComposite per struct level, innermost first.
; RUN: ncpu-opt -passes='spec-constants<mode=native>' -S %S/../../spec-constants/kernels.ll | filecheck %s

; CHECK-LABEL: define weak_odr dso_local spir_kernel void @_ZTSZ4mainE7k_int_A(
; CHECK: %int = call spir_func i32 @_Z20__spirv_SpecConstantii(i32 0, i32 42)
; CHECK-NEXT: %[[X:.+]] = call spir_func i32 @_Z20__spirv_SpecConstantii(i32 1, i32 1)
; CHECK-NEXT: %[[NA:.+]] = call spir_func float @_Z20__spirv_SpecConstantif(i32 2, float 2.000000e+00)
; CHECK-NEXT: %[[NB:.+]] = call spir_func float @_Z20__spirv_SpecConstantif(i32 3, float 3.000000e+00)
; CHECK-NEXT: %[[N:.+]] = call spir_func %struct.Nested @_Z29__spirv_SpecConstantCompositeff(float %[[NA]], float %[[NB]])
; CHECK-NEXT: %[[AV:.+]] = call spir_func %struct.A @_Z29__spirv_SpecConstantCompositei13struct.Nested(i32 %[[X]], %struct.Nested %[[N]])
; CHECK-NEXT: store %struct.A %[[AV]], ptr addrspace(4) %ref.tmp.ascast, align 4

; CHECK-LABEL: define internal spir_func double @_Z10get_doublePv(
; CHECK-NEXT: entry:
; CHECK-NEXT: %d = call spir_func double @_Z20__spirv_SpecConstantid(i32 4, double 5.000000e-01)

; Same symbolic ID in another kernel: the same IDs.
; CHECK-LABEL: define weak_odr dso_local spir_kernel void @_ZTSZ4mainE10k_A_double(
; CHECK: call spir_func i32 @_Z20__spirv_SpecConstantii(i32 1, i32 1)
; CHECK-NEXT: call spir_func float @_Z20__spirv_SpecConstantif(i32 2, float 2.000000e+00)
; CHECK-NEXT: call spir_func float @_Z20__spirv_SpecConstantif(i32 3, float 3.000000e+00)

; CHECK-NOT: SpecConstantValue
; CHECK-DAG: declare spir_func i32 @_Z20__spirv_SpecConstantii(i32, i32)
; CHECK-DAG: declare spir_func float @_Z20__spirv_SpecConstantif(i32, float)
; CHECK-DAG: declare spir_func double @_Z20__spirv_SpecConstantid(i32, double)
; CHECK-DAG: declare spir_func %struct.Nested @_Z29__spirv_SpecConstantCompositeff(float, float)
; CHECK-DAG: declare spir_func %struct.A @_Z29__spirv_SpecConstantCompositei13struct.Nested(i32, %struct.Nested)
; CHECK: !sycl.specialization-constants = !{
