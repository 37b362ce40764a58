; A plain clone and a vector-predicated (VP) clone of the same width: the tail
; of each row is one call of the VP clone at peel_limit (when peel != 0).
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK: define spir_kernel void @K.mux-barrier-wrapper(ptr addrspace(1) %out) {{.*}}!codeplay_ca_wrapper ![[$WRAPPER:[0-9]+]] {
; CHECK: %peel = urem i64 %local_size.x, 4
; CHECK: %peel_limit = sub i64 %local_size.x, %peel
; One sub-group per chunk, and one more per row for a partial chunk.
; CHECK: %[[PARTIAL:[0-9]+]] = icmp ne i64 %peel, 0
; CHECK: %[[EXTRA:[0-9]+]] = zext i1 %[[PARTIAL]] to i64
; CHECK: %sub_groups_per_row = add i64 %chunks, %[[EXTRA]]
; CHECK: call void @__mux_set_max_sub_group_size(i32 4)
; CHECK: loopIR3:
; CHECK: call spir_func void @__vecz_v4_K(ptr addrspace(1) %out)
; CHECK: %has_tail = icmp ne i64 %peel_limit, %local_size.x
; CHECK: br i1 %has_tail, label %tail5, label %tail5.done
; No x loop in the tail: the row's last, partial chunk in one call.
; CHECK: loopIR7:
; CHECK-NOT: loop{{[0-9]+}}.x
; CHECK: call void @__mux_set_local_id(i32 0, i64 %peel_limit)
; CHECK: %sub_group{{[0-9]*}} = add i64 %{{[0-9]+}}, %chunks
; CHECK: call spir_func void @__vecz_v4_vp_K(ptr addrspace(1) %out)
; CHECK-NEXT: %loop7.y.next = add nuw i64 %loop7.y.id, 1
; CHECK: define internal spir_func void @__vecz_v4_K(
; CHECK: define internal spir_func void @__vecz_v4_vp_K(
; CHECK-DAG: ![[$WRAPPER]] = !{![[MAIN:[0-9]+]], ![[VP:[0-9]+]]}
; CHECK-DAG: ![[MAIN]] = !{i32 4, i32 0, i32 0, i32 0}
; CHECK-DAG: ![[VP]] = !{i32 4, i32 0, i32 0, i32 1}

define spir_kernel void @K(ptr addrspace(1) %out) #0 !codeplay_ca_vecz.base !0 !codeplay_ca_vecz.base !2 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float 1.0, ptr addrspace(1) %slot, align 4
  ret void
}

define spir_kernel void @__vecz_v4_K(ptr addrspace(1) %out) #1 !codeplay_ca_vecz.derived !4 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store <4 x float> splat (float 1.0), ptr addrspace(1) %slot, align 4
  ret void
}

define spir_kernel void @__vecz_v4_vp_K(ptr addrspace(1) %out) #1 !codeplay_ca_vecz.derived !5 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %slot = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store <4 x float> splat (float 1.0), ptr addrspace(1) %slot, align 4
  ret void
}

declare i64 @__mux_get_global_id(i32)

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
!0 = !{!1, ptr @__vecz_v4_K}
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{!3, ptr @__vecz_v4_vp_K}
!3 = !{i32 4, i32 0, i32 0, i32 1}
!4 = !{!1, ptr @K}
!5 = !{!3, ptr @K}
