; The clone is an entry point named after its base function ("mux-base-fn-name":
; the scalar kernel's own base name if it has one), keeps the kernel's other
; attributes, argument attributes and metadata (not !dbg), and is linked both
; ways: !codeplay_ca_vecz.base on the scalar kernel, .derived on the clone,
; each !{!{i32 width, i32 scalable, i32 dim, i32 vp}, ptr fn}.  The scalar
; kernel is otherwise unchanged.
; RUN: ncpu-opt -passes='run-vecz<width=16>,verify' -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define spir_kernel void @k.wrapped(
; CHECK-SAME: ptr addrspace(1) noalias %out) #0 !reqd_work_group_size ![[WGS:[0-9]+]] !foo ![[FOO:[0-9]+]] !codeplay_ca_vecz.base ![[BASE:[0-9]+]] {
; CHECK-NEXT: entry:
; CHECK-NEXT: %gid = call i64 @__mux_get_global_id(i32 0)
; CHECK-NEXT: %p = getelementptr i64, ptr addrspace(1) %out, i64 %gid
; CHECK-NEXT: store i64 %gid, ptr addrspace(1) %p, align 8

; CHECK-LABEL: define spir_kernel void @__vecz_v16_k.wrapped(
; CHECK-SAME: ptr addrspace(1) noalias %out) #0 !reqd_work_group_size ![[WGS]] !foo ![[FOO]] !codeplay_ca_vecz.derived ![[DERIVED:[0-9]+]] {
; CHECK: store <16 x i64>

; CHECK: attributes #0 = { nounwind "mux-base-fn-name"="k" "mux-kernel"="entry-point" }
; CHECK-DAG: ![[BASE]] = !{![[INFO:[0-9]+]], ptr @__vecz_v16_k.wrapped}
; CHECK-DAG: ![[INFO]] = !{i32 16, i32 0, i32 0, i32 0}
; CHECK-DAG: ![[DERIVED]] = !{![[INFO]], ptr @k.wrapped}

define spir_kernel void @k.wrapped(ptr addrspace(1) noalias %out) #0 !reqd_work_group_size !0 !foo !1 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %p = getelementptr i64, ptr addrspace(1) %out, i64 %gid
  store i64 %gid, ptr addrspace(1) %p, align 8
  ret void
}

declare i64 @__mux_get_global_id(i32)
attributes #0 = { nounwind "mux-kernel"="entry-point" "mux-base-fn-name"="k" }
!0 = !{i32 64, i32 1, i32 1}
!1 = !{!"bar"}
