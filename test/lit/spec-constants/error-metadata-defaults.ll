; The pass continues the table an earlier run left in the module; a default
; value there must be plain data, which an address is not.
; RUN: not ncpu-opt -passes=spec-constants -S %s 2>&1 | filecheck %s
; CHECK: ncpu-opt: error: malformed !sycl.specialization-constants-default-values entry for 'a'
; CHECK-NOT: Traceback

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@__usid_str = private unnamed_addr addrspace(1) constant [3 x i8] c"id\00", align 1
@_ZL6id_int = internal addrspace(1) constant i32 42, align 4
@other = internal addrspace(1) global i32 0, align 4

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(4) %buf) {
entry:
  %v = call spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4) addrspacecast (ptr addrspace(1) @__usid_str to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @_ZL6id_int to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i32 @_Z37__sycl_getScalar2020SpecConstantValueIiET_PKcPKvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))

!sycl.specialization-constants = !{!0}
!sycl.specialization-constants-default-values = !{!1}
!0 = !{!"a", i32 0, i32 0, i32 8}
!1 = !{ptr addrspace(1) @other}
