; A scalable clone has no per-lane code: its lane count is only known when it
; runs.  A call with no vector form, an atomic, a private variable, a scan or
; a shuffle across the sub-group refuse scalable vectorisation.  The kernel
; keeps its scalar form, with !codeplay_ca_vecz.base.fail and a remark; at a
; fixed width they vectorise.
; RUN: ncpu-opt -passes='run-vecz<scalable;width=4>,verify' --pass-remarks-missed=vecz -S %s 2>&1 | filecheck %s
; RUN: ncpu-opt -passes='run-vecz<width=4>,verify' -S %s | filecheck %s --check-prefix=FIXED

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: remark: <unknown>:0:0: could not vectorize kernel @call: 'call @ext' needs code per lane, which a scalable vectorisation cannot have
; CHECK: remark: <unknown>:0:0: could not vectorize kernel @atomic: 'atomicrmw' needs code per lane, which a scalable vectorisation cannot have
; CHECK: remark: <unknown>:0:0: could not vectorize kernel @private: a private variable (alloca) needs code per lane, which a scalable vectorisation cannot have
; CHECK: remark: <unknown>:0:0: could not vectorize kernel @scan: a scan needs code per lane, which a scalable vectorisation cannot have
; CHECK: remark: <unknown>:0:0: could not vectorize kernel @shuffle: a sub-group shuffle_xor needs code per lane, which a scalable vectorisation cannot have
; CHECK: define spir_kernel void @call(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base.fail ![[FAIL:[0-9]+]] {
; CHECK: ![[FAIL]] = !{i32 4, i32 1, i32 0, i32 0}
; CHECK-NOT: define {{.*}}@__vecz_nxv4_
; FIXED-DAG: define spir_kernel void @__vecz_v4_call(
; FIXED-DAG: define spir_kernel void @__vecz_v4_atomic(
; FIXED-DAG: define spir_kernel void @__vecz_v4_private(
; FIXED-DAG: define spir_kernel void @__vecz_v4_scan(
; FIXED-DAG: define spir_kernel void @__vecz_v4_shuffle(

define spir_kernel void @call(ptr addrspace(1) %out) #0 {
  %gid = call i64 @__mux_get_global_id(i32 0)
  %r = call i64 @ext(i64 %gid) #1
  %p = getelementptr i64, ptr addrspace(1) %out, i64 %gid
  store i64 %r, ptr addrspace(1) %p
  ret void
}
define spir_kernel void @atomic(ptr addrspace(1) %out) #0 {
  %gid = call i64 @__mux_get_global_id(i32 0)
  %old = atomicrmw add ptr addrspace(1) %out, i64 %gid seq_cst
  ret void
}
define spir_kernel void @private(ptr addrspace(1) %out) #0 {
  %a = alloca [4 x i64], align 8
  %gid = call i64 @__mux_get_global_id(i32 0)
  %i = and i64 %gid, 3
  %e = getelementptr [4 x i64], ptr %a, i64 0, i64 %i
  store i64 %gid, ptr %e
  %v = load i64, ptr %a
  %p = getelementptr i64, ptr addrspace(1) %out, i64 %gid
  store i64 %v, ptr addrspace(1) %p
  ret void
}
define spir_kernel void @scan(ptr addrspace(1) %out) #0 {
  %gid = call i64 @__mux_get_global_id(i32 0)
  %t = trunc i64 %gid to i32
  %s = call i32 @__mux_sub_group_scan_inclusive_add_i32(i32 %t)
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %gid
  store i32 %s, ptr addrspace(1) %p
  ret void
}
define spir_kernel void @shuffle(ptr addrspace(1) %out) #0 {
  %gid = call i64 @__mux_get_global_id(i32 0)
  %t = trunc i64 %gid to i32
  %s = call i32 @__mux_sub_group_shuffle_xor_i32(i32 %t, i32 1)
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %gid
  store i32 %s, ptr addrspace(1) %p
  ret void
}
declare i64 @ext(i64)
declare i64 @__mux_get_global_id(i32)
declare i32 @__mux_sub_group_scan_inclusive_add_i32(i32)
declare i32 @__mux_sub_group_shuffle_xor_i32(i32, i32)
attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { nounwind willreturn memory(none) }
