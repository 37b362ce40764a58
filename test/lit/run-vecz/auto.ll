; auto: a cost model decides.  A kernel that is all per-lane work (a chain of
; atomics, a chain of calls with no vector form) is not worth vectorising:
; missed remark and .base.fail; a plain copy is vectorised, at the target's
; natural width when none is given (8 floats here, clamped to 4..16).
; RUN: ncpu-opt -passes='run-vecz<auto;width=4>,verify' --pass-remarks=vecz --pass-remarks-missed=vecz -S %s 2>&1 | filecheck %s --check-prefixes=CHECK,W4
; RUN: ncpu-opt -passes='run-vecz<auto>,verify' --pass-remarks=vecz --pass-remarks-missed=vecz -S %s 2>&1 | filecheck %s --check-prefixes=CHECK

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: remark: <unknown>:0:0: could not vectorize kernel @atomics: not worth it: the vector kernel would take about {{[0-9]+}}% of the time of {{[0-9]+}} scalar calls (vectorising needs 80% or less)
; CHECK: remark: <unknown>:0:0: could not vectorize kernel @calls: not worth it: the vector kernel would take about {{[0-9]+}}% of the time of {{[0-9]+}} scalar calls (vectorising needs 80% or less)
; W4: remark: <unknown>:0:0: vectorized kernel @copy as @__vecz_v4_copy: 4 work-items of dimension 0 per call
; CHECK: define spir_kernel void @atomics(ptr addrspace(1) %cnt) #0 !codeplay_ca_vecz.base.fail
; CHECK: define spir_kernel void @calls(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base.fail
; CHECK: define spir_kernel void @copy(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base
; W4: define spir_kernel void @__vecz_v4_copy(
; CHECK-NOT: define {{.*}}@__vecz_{{.*}}atomics
; CHECK-NOT: define {{.*}}@__vecz_{{.*}}calls

define spir_kernel void @atomics(ptr addrspace(1) %cnt) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %a = atomicrmw add ptr addrspace(1) %cnt, i64 %gid seq_cst, align 8
  %b = atomicrmw xor ptr addrspace(1) %cnt, i64 %a seq_cst, align 8
  %c = atomicrmw max ptr addrspace(1) %cnt, i64 %b seq_cst, align 8
  %d = atomicrmw min ptr addrspace(1) %cnt, i64 %c seq_cst, align 8
  %e = atomicrmw or ptr addrspace(1) %cnt, i64 %d seq_cst, align 8
  ret void
}
define spir_kernel void @calls(ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %a = call i64 @f(i64 %gid)
  %b = call i64 @f(i64 %a)
  %c = call i64 @f(i64 %b)
  store i64 %c, ptr addrspace(1) %out, align 8
  ret void
}
define spir_kernel void @copy(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
  %gid = call i64 @__mux_get_global_id(i32 0)
  %pi = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gid
  %v = load float, ptr addrspace(1) %pi, align 4
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %v, ptr addrspace(1) %po, align 4
  ret void
}
declare i64 @f(i64) #1
declare i64 @__mux_get_global_id(i32)
attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { memory(none) willreturn nounwind }
