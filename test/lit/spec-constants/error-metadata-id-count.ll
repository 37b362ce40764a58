; A table left by an earlier run must give each constant one (ID, offset, size)
; triple per scalar leaf: here 'a' (an i32) has none.
; RUN: not ncpu-opt -passes=spec-constants -S %s 2>&1 | filecheck %s
; CHECK: ncpu-opt: error: malformed !sycl.specialization-constants entry for 'a': 1 leaves of i32 need 1 (ID, offset, size) triples of integers
; CHECK-NOT: internal error

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@__usid_str = private unnamed_addr addrspace(1) constant [3 x i8] c"id\00", align 1
@_ZL6id_int = internal addrspace(1) constant i32 42, align 4

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(4) %buf) {
entry:
  %v = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) addrspacecast (ptr addrspace(1) @__usid_str to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @_ZL6id_int to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
!sycl.specialization-constants = !{!0}
!sycl.specialization-constants-default-values = !{!1}
!0 = !{!"a"}
!1 = !{i32 7}
