; A function that reads a builtin, and every function that calls it, gets a
; trailing ptr %state too (transitively); call sites pass theirs on. Functions
; that need no state keep their signature. spir_func is dropped on functions
; defined here and on the calls to them.
; RUN: ncpu-opt -passes=prepare-sycl-native-cpu -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define void @k.NativeCPUKernel(ptr %out, ptr %state)
; CHECK-NEXT: %v = call i64 @mid(ptr %state)
; CHECK-NEXT: call void @plain(ptr %out)
; CHECK-NEXT: store i64 %v, ptr %out
define spir_kernel void @k(ptr %out) {
  %v = call spir_func i64 @mid()
  call spir_func void @plain(ptr %out)
  store i64 %v, ptr %out
  ret void
}

; CHECK-LABEL: define i64 @mid(ptr %state)
; CHECK-NEXT: %x = call i64 @leaf(i32 1, ptr %state)
define spir_func i64 @mid() {
  %x = call spir_func i64 @leaf(i32 1)
  ret i64 %x
}

; CHECK-LABEL: define i64 @leaf(i32 %d, ptr %state)
; CHECK-NEXT: %id = call i64 @__ncpu_get_local_id(i32 %d, ptr %state)
define spir_func i64 @leaf(i32 %d) {
  %id = call i64 @__mux_get_local_id(i32 %d)
  ret i64 %id
}

; CHECK-LABEL: define void @plain(ptr %p)
define spir_func void @plain(ptr %p) {
  store i64 0, ptr %p
  ret void
}

; CHECK-NOT: spir_func
declare i64 @__mux_get_local_id(i32)
