; --pass-remarks=vecz reports each vectorised kernel (and each clone with vp).
; RUN: ncpu-opt -passes='run-vecz<width=8;vp>' --pass-remarks=vecz -S %s -o /dev/null 2>&1 | filecheck %s
; RUN: ncpu-opt -passes='run-vecz<width=8>' -S %s -o /dev/null 2>&1 | filecheck %s --check-prefix=QUIET --allow-empty

; CHECK: remark: <unknown>:0:0: vectorized kernel @k as @__vecz_v8_k: 8 work-items of dimension 0 per call
; CHECK-NEXT: remark: <unknown>:0:0: vectorized kernel @k as @__vecz_v8_vp_k: 8 work-items of dimension 0 per call
; QUIET-NOT: remark

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

define spir_kernel void @k() #0 {
  ret void
}
attributes #0 = { "mux-kernel"="entry-point" }
