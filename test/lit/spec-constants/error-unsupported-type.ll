; A specialization constant is plain data (integers, half, float, double and
; structs, arrays and vectors of them): a pointer is not supported, in either
; mode.
; RUN: not ncpu-opt -passes=spec-constants -S %s 2>&1 | filecheck %s
; RUN: not ncpu-opt -passes='spec-constants<mode=native>' -S %s 2>&1 | filecheck %s
; CHECK: ncpu-opt: error: not supported yet: spec-constants: call to @_Z37__sycl_getScalar2020SpecConstantValueIPiET_PKcPKvS5_ in @k: a specialization constant of type ptr
; CHECK-NOT: Traceback

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@__usid_str = private unnamed_addr addrspace(1) constant [3 x i8] c"id\00", align 1
@_ZL6id_int = internal addrspace(1) constant ptr null, align 8

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(4) %buf) {
entry:
  %v = call spir_func ptr @_Z37__sycl_getScalar2020SpecConstantValueIPiET_PKcPKvS5_(ptr addrspace(4) addrspacecast (ptr addrspace(1) @__usid_str to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @_ZL6id_int to ptr addrspace(4)), ptr addrspace(4) %buf)
  store ptr %v, ptr addrspace(1) %out, align 8
  ret void
}

declare spir_func ptr @_Z37__sycl_getScalar2020SpecConstantValueIPiET_PKcPKvS5_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
