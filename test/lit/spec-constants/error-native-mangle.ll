; mode=native names __spirv_SpecConstant after its parameter types, and the
; Itanium codes have none for an i24 (a _BitInt(24)): emulation mode loads it
; from the buffer, native mode refuses it.
; RUN: ncpu-opt -passes=spec-constants -S %s | filecheck %s --check-prefix=EMU
; RUN: not ncpu-opt -passes='spec-constants<mode=native>' -S %s 2>&1 | filecheck %s
; EMU: load i24, ptr addrspace(4) %v.addr, align 4
; CHECK: ncpu-opt: error: spec-constants: cannot mangle type i24
; CHECK-NOT: Traceback

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@__usid_str = private unnamed_addr addrspace(1) constant [3 x i8] c"id\00", align 1
@_ZL6id_int = internal addrspace(1) constant i24 42, align 4

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(4) %buf) {
entry:
  %v = call spir_func i24 @_Z37__sycl_getScalar2020SpecConstantValueIDB24_ET_PKcPKvS4_(ptr addrspace(4) addrspacecast (ptr addrspace(1) @__usid_str to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @_ZL6id_int to ptr addrspace(4)), ptr addrspace(4) %buf)
  store i24 %v, ptr addrspace(1) %out, align 4
  ret void
}

declare spir_func i24 @_Z37__sycl_getScalar2020SpecConstantValueIDB24_ET_PKcPKvS4_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
