; Without kernels (no "mux-kernel"="entry-point", no spir_kernel) nothing changes,
; builtin calls in plain functions included.
; RUN: ncpu-opt -passes=prepare-sycl-native-cpu -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-NOT: nativecpu_state
; CHECK-LABEL: define spir_func i64 @f() {
; CHECK-NEXT: %x = call i64 @__mux_get_global_id(i32 0)
; CHECK-NEXT: ret i64 %x
define spir_func i64 @f() {
  %x = call i64 @__mux_get_global_id(i32 0)
  ret i64 %x
}

; CHECK: declare i64 @__mux_get_global_id(i32)
; CHECK-NOT: NativeCPUKernel
declare i64 @__mux_get_global_id(i32)
