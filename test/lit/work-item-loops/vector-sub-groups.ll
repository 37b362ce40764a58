; A kernel asking about sub-groups, vectorised with a scalar tail: sub-group
; sizes are never mixed in a work-group, so a group whose x size is not a
; multiple of 4 runs entirely on the scalar kernel (vector limit 0, sub-groups
; of one); otherwise each chunk of 4 is a sub-group.  Its range guard is kept.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal spir_func void @K(
; CHECK: br i1 %in, label %body, label %done
; CHECK-LABEL: define spir_kernel void @K.mux-barrier-wrapper(
; CHECK-NOT: loop_end
; CHECK: %peel = urem i64 %local_size.x, 4
; CHECK-NEXT: %peel_limit = sub i64 %local_size.x, %peel
; CHECK-NEXT: %whole_group_scalar = icmp ne i64 %peel, 0
; CHECK-NEXT: %vector_limit = select i1 %whole_group_scalar, i64 0, i64 %peel_limit
; CHECK-NEXT: %chunks = udiv i64 %vector_limit, 4
; CHECK-NEXT: %[[TAIL:[0-9]+]] = sub i64 %local_size.x, %vector_limit
; CHECK-NEXT: %sub_groups_per_row = add i64 %chunks, %[[TAIL]]
; CHECK-NEXT: %[[ANY:[0-9]+]] = icmp ne i64 %vector_limit, 0
; CHECK-NEXT: %[[MAX:[0-9]+]] = select i1 %[[ANY]], i64 4, i64 1
; CHECK-NEXT: %[[MAX32:[0-9]+]] = trunc i64 %[[MAX]] to i32
; CHECK: call void @__mux_set_max_sub_group_size(i32 %[[MAX32]])
; CHECK: icmp ult i64 %loop{{[0-9]+}}.x.vector.next, %vector_limit
; CHECK: %has_tail = icmp ne i64 %vector_limit, %local_size.x
; CHECK: %loop{{[0-9]+}}.x.tail.id = phi i64 [ %vector_limit,

; Without sub-groups, the same kernel keeps its vectors and narrows to its guard.
; CHECK-LABEL: define spir_kernel void @plain.mux-barrier-wrapper(
; CHECK: %loop_end.x = select
; CHECK-NOT: whole_group_scalar
; CHECK: ret void

define spir_kernel void @K(ptr addrspace(1) %out, i32 %n) #0 !codeplay_ca_vecz.base !0 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %bound = zext i32 %n to i64
  %in = icmp ult i64 %gid, %bound
  br i1 %in, label %body, label %done

body:
  %sg = call i32 @__mux_get_sub_group_id()
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 %sg, ptr addrspace(1) %p, align 4
  br label %done

done:
  ret void
}

define spir_kernel void @__vecz_v4_K(ptr addrspace(1) %out, i32 %n) #1 !codeplay_ca_vecz.derived !2 {
entry:
  ret void
}

define spir_kernel void @plain(ptr addrspace(1) %out, i32 %n) #0 !codeplay_ca_vecz.base !3 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %bound = zext i32 %n to i64
  %in = icmp ult i64 %gid, %bound
  br i1 %in, label %body, label %done

body:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 0, ptr addrspace(1) %p, align 4
  br label %done

done:
  ret void
}

define spir_kernel void @__vecz_v4_plain(ptr addrspace(1) %out, i32 %n) #2 !codeplay_ca_vecz.derived !4 {
entry:
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare i32 @__mux_get_sub_group_id()

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="K" }
attributes #2 = { "mux-kernel"="entry-point" "mux-base-fn-name"="plain" }
!0 = !{!1, ptr @__vecz_v4_K}
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{!1, ptr @K}
!3 = !{!1, ptr @__vecz_v4_plain}
!4 = !{!1, ptr @plain}
