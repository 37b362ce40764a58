; When no kernel of the module can be vectorised, each still gets
; !codeplay_ca_vecz.base.fail.
; RUN: ncpu-opt -passes='run-vecz<width=4>' --pass-remarks-missed=vecz -S %s 2>&1 | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: remark: <unknown>:0:0: could not vectorize kernel @indirect: an indirect call is not vectorisable
; CHECK: define spir_kernel void @indirect(ptr %f) #0 !codeplay_ca_vecz.base.fail ![[FAIL:[0-9]+]] {
; CHECK: ![[FAIL]] = !{i32 4, i32 0, i32 0, i32 0}

define spir_kernel void @indirect(ptr %f) #0 {
  call void %f()
  ret void
}
attributes #0 = { "mux-kernel"="entry-point" }
