; Kernels the vectoriser refuses keep their scalar form, get
; !codeplay_ca_vecz.base.fail and a missed remark naming the reason: an
; indirect call, a call of an unknown declared function, a work-group
; broadcast from a work-item that differs per work-item, a barrier under a divergent branch, an invoke.  (@ok is
; vectorised; see all-fail.ll for a module where every kernel fails.)
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' --pass-remarks-missed=vecz -S %s 2>&1 | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: remark: <unknown>:0:0: could not vectorize kernel @indirect: an indirect call is not vectorisable
; CHECK: remark: <unknown>:0:0: could not vectorize kernel @unknown: a call of the unknown function @ext
; CHECK: remark: <unknown>:0:0: could not vectorize kernel @wgc: a work-group broadcast from a varying work-item
; CHECK: remark: <unknown>:0:0: could not vectorize kernel @divbarrier: a barrier in divergent control flow
; CHECK: remark: <unknown>:0:0: could not vectorize kernel @inv: an invoke is not vectorisable
; CHECK: define spir_kernel void @indirect(ptr %f) #0 !codeplay_ca_vecz.base.fail ![[FAIL:[0-9]+]] {
; CHECK: define spir_kernel void @unknown(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base.fail ![[FAIL]] {
; CHECK: define spir_kernel void @wgc(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base.fail ![[FAIL]] {
; CHECK: define spir_kernel void @divbarrier(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base.fail ![[FAIL]] {
; CHECK: define spir_kernel void @inv(ptr addrspace(1) %out) #0 personality ptr @pers !codeplay_ca_vecz.base.fail ![[FAIL]] {
; CHECK: define spir_kernel void @ok() #0 !codeplay_ca_vecz.base
; CHECK-NOT: define {{.*}}@__vecz_v4_indirect
; CHECK-NOT: define {{.*}}@__vecz_v4_unknown
; CHECK-NOT: define {{.*}}@__vecz_v4_wgc
; CHECK-NOT: define {{.*}}@__vecz_v4_divbarrier
; CHECK-NOT: define {{.*}}@__vecz_v4_inv
; CHECK: ![[FAIL]] = !{i32 4, i32 0, i32 0, i32 0}

define spir_kernel void @indirect(ptr %f) #0 {
  call void %f()
  ret void
}
define spir_kernel void @unknown(ptr addrspace(1) %out) #0 {
  %gid = call i64 @__mux_get_global_id(i32 0)
  call void @ext(i64 %gid)
  ret void
}
define spir_kernel void @wgc(ptr addrspace(1) %out) #0 {
  %gid = call i64 @__mux_get_global_id(i32 0)
  %t = trunc i64 %gid to i32
  %r = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %t, i64 %gid, i64 0, i64 0)
  store i32 %r, ptr addrspace(1) %out
  ret void
}
define spir_kernel void @divbarrier(ptr addrspace(1) %out) #0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %c = icmp eq i64 %gid, 0
  br i1 %c, label %then, label %end
then:
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  br label %end
end:
  ret void
}
define spir_kernel void @inv(ptr addrspace(1) %out) #0 personality ptr @pers {
entry:
  invoke void @thrower() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } cleanup
  ret void
}
declare void @ext(i64)
declare void @thrower()
declare i32 @pers(...)
declare i32 @__mux_work_group_broadcast_i32(i32, i32, i64, i64, i64)
declare void @__mux_work_group_barrier(i32, i32, i32)

declare i64 @__mux_get_global_id(i32)
define spir_kernel void @ok() #0 {
  ret void
}
attributes #0 = { "mux-kernel"="entry-point" }
