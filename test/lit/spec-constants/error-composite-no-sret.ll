; A composite getter returning void must hand the value back through an
; sret(T) first argument: without one (three arguments, none of them sret)
; there is no T to read.
; RUN: not ncpu-opt -passes=spec-constants -S %s 2>&1 | filecheck %s
; CHECK: ncpu-opt: error: spec-constants: call to @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_ in @k: a composite returned through memory needs an sret(T) first argument
; CHECK-NOT: Traceback

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

%struct.A = type { i32, float }

@__usid_str = private unnamed_addr addrspace(1) constant [2 x i8] c"a\00", align 1
@_ZL1a = internal addrspace(1) constant %struct.A { i32 1, float 2.000000e+00 }, align 4

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(4) %buf) {
entry:
  call spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(ptr addrspace(4) addrspacecast (ptr addrspace(1) @__usid_str to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr addrspace(1) @_ZL1a to ptr addrspace(4)), ptr addrspace(4) %buf)
  ret void
}

declare spir_func void @_Z40__sycl_getComposite2020SpecConstantValueI1AET_PKcPKvS5_(ptr addrspace(4), ptr addrspace(4), ptr addrspace(4))
