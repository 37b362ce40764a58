; Only declared work-item, synchronisation and group builtins are lowered:
; maths and atomics builtins, intrinsics, functions with a body (whatever
; their name) and names we cannot demangle stay.  A builtin whose address is
; taken keeps its declaration; its calls are still lowered.
; RUN: ncpu-opt -passes=lower-to-mux-builtins -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

@table = global ptr @_Z12get_local_idj

; CHECK-LABEL: define spir_kernel void @k(
; CHECK-NEXT: %s = call spir_func float @_Z4sqrtf(float %f)
; CHECK-NEXT: %old = call spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) %p)
; CHECK-NEXT: %mine = call spir_func i64 @_Z13get_global_idj(i32 0)
; CHECK-NEXT: %odd = call spir_func i64 @_Z13get_global_idF(i32 0)
; CHECK-NEXT: %lid = call i64 @__mux_get_local_id(i32 0)
; CHECK-NEXT: %m = call float @llvm.maxnum.f32(float %s, float 0.000000e+00)
define spir_kernel void @k(float %f, ptr addrspace(1) %p) {
  %s = call spir_func float @_Z4sqrtf(float %f)
  %old = call spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) %p)
  %mine = call spir_func i64 @_Z13get_global_idj(i32 0)
  %odd = call spir_func i64 @_Z13get_global_idF(i32 0)
  %lid = call spir_func i64 @_Z12get_local_idj(i32 0)
  %m = call float @llvm.maxnum.f32(float %s, float 0.0)
  ret void
}

; CHECK-LABEL: define spir_func i64 @_Z13get_global_idj(
; CHECK-NEXT: ret i64 7
define spir_func i64 @_Z13get_global_idj(i32 %d) {
  ret i64 7
}

; CHECK-DAG: declare spir_func float @_Z4sqrtf(float)
; CHECK-DAG: declare spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1))
; CHECK-DAG: declare spir_func i64 @_Z13get_global_idF(i32)
; CHECK-DAG: declare spir_func i64 @_Z12get_local_idj(i32)
declare spir_func float @_Z4sqrtf(float)
declare spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1))
declare spir_func i64 @_Z13get_global_idF(i32)
declare spir_func i64 @_Z12get_local_idj(i32)
declare float @llvm.maxnum.f32(float, float)
