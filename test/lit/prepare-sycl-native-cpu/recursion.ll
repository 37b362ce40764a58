; The state cannot be passed through a recursive cycle of functions that read
; it (and SYCL forbids recursion in device code): an error names the cycle.
; RUN: not ncpu-opt -passes=prepare-sycl-native-cpu -S %s 2>&1 | filecheck %s

; CHECK: ncpu-opt: error: prepare-sycl-native-cpu: recursion through functions that read the work-item state is not allowed: @even -> @odd -> @even

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() {
  call spir_func void @even(i32 4)
  ret void
}

define spir_func void @even(i32 %n) {
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
more:
  %m = sub i32 %n, 1
  call spir_func void @odd(i32 %m)
  br label %done
done:
  ret void
}

define spir_func void @odd(i32 %n) {
  %id = call i64 @__mux_get_local_id(i32 0)
  call spir_func void @even(i32 %n)
  ret void
}

declare i64 @__mux_get_local_id(i32)
