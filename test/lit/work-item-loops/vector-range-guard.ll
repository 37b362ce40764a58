; The scalar kernel's range guard (if (gid < n)) narrows the vector loop and its
; tail.  The plain clone then runs in-range lanes only: its guard, linearised
; into a mask that vecz tagged !ncpu.range_guard, becomes a constant; the VP
; clone keeps its mask (its extra lanes must stay off).  With a required size
; that is a multiple of the width the narrowed bound need not be one, so the
; scalar tail stays (rather than vector only) and the clone's guard still folds.
; RUN: ncpu-opt -passes=work-item-loops,verify -S %s | filecheck %s

target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-n8:16:32:64-G1"
target triple = "spir64-unknown-unknown"

; CHECK-LABEL: define internal spir_func void @G(
; CHECK: br i1 true, label %body, label %done
; CHECK-LABEL: define spir_kernel void @G.mux-barrier-wrapper(
; CHECK: %loop_end.x = select
; CHECK: %peel = urem i64 %loop_end.x, 4
; CHECK: %peel_limit = sub i64 %loop_end.x, %peel
; CHECK: call spir_func void @__vecz_v4_G(
; CHECK: call spir_func void @__vecz_v4_vp_G(
; CHECK-LABEL: define internal spir_func void @__vecz_v4_G(
; CHECK-NOT: icmp ult <4 x i64>
; CHECK: store <4 x i32> splat (i32 1), ptr addrspace(1) %p, align 4
; CHECK: call void @llvm.masked.store.v4i32.p1(<4 x i32> splat (i32 2), ptr addrspace(1) align 4 %p, <4 x i1> splat (i1 true))
; CHECK-LABEL: define internal spir_func void @__vecz_v4_vp_G(
; CHECK: %in = icmp ult <4 x i64> %ids, %bound.splat, !ncpu.range_guard !{{[0-9]+}}
; CHECK: call void @llvm.masked.store.v4i32.p1(<4 x i32> splat (i32 3), ptr addrspace(1) align 4 %p, <4 x i1> %in)

; CHECK-LABEL: define internal spir_func void @R(
; CHECK: br i1 true, label %body, label %done
; CHECK-LABEL: define spir_kernel void @R.mux-barrier-wrapper(
; CHECK: %loop_end.x = select i1 %{{[0-9]+}}, i64 %in_range.x, i64 8
; CHECK: %peel_limit = sub i64 %loop_end.x, %peel
; CHECK: call spir_func void @__vecz_v4_R(
; CHECK: call spir_func void @R(
; CHECK-LABEL: define internal spir_func void @__vecz_v4_R(
; CHECK-NOT: !ncpu.range_guard
; CHECK: <4 x i1> splat (i1 true))

define spir_kernel void @G(ptr addrspace(1) %out, i32 %n) #0 !codeplay_ca_vecz.base !0 !codeplay_ca_vecz.base !2 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %bound = zext i32 %n to i64
  %in = icmp ult i64 %gid, %bound
  br i1 %in, label %body, label %done

body:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 1, ptr addrspace(1) %p, align 4
  br label %done

done:
  ret void
}

define spir_kernel void @__vecz_v4_G(ptr addrspace(1) %out, i32 %n) #1 !codeplay_ca_vecz.derived !4 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %bound = zext i32 %n to i64
  %head = insertelement <4 x i64> poison, i64 %gid, i64 0
  %splat = shufflevector <4 x i64> %head, <4 x i64> poison, <4 x i32> zeroinitializer
  %ids = add <4 x i64> %splat, <i64 0, i64 1, i64 2, i64 3>
  %bound.head = insertelement <4 x i64> poison, i64 %bound, i64 0
  %bound.splat = shufflevector <4 x i64> %bound.head, <4 x i64> poison, <4 x i32> zeroinitializer
  %in = icmp ult <4 x i64> %ids, %bound.splat, !ncpu.range_guard !6
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store <4 x i32> splat (i32 1), ptr addrspace(1) %p, align 4
  call void @llvm.masked.store.v4i32.p1(<4 x i32> splat (i32 2), ptr addrspace(1) %p, i32 4, <4 x i1> %in)
  ret void
}

define spir_kernel void @__vecz_v4_vp_G(ptr addrspace(1) %out, i32 %n) #1 !codeplay_ca_vecz.derived !5 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %bound = zext i32 %n to i64
  %head = insertelement <4 x i64> poison, i64 %gid, i64 0
  %splat = shufflevector <4 x i64> %head, <4 x i64> poison, <4 x i32> zeroinitializer
  %ids = add <4 x i64> %splat, <i64 0, i64 1, i64 2, i64 3>
  %bound.head = insertelement <4 x i64> poison, i64 %bound, i64 0
  %bound.splat = shufflevector <4 x i64> %bound.head, <4 x i64> poison, <4 x i32> zeroinitializer
  %in = icmp ult <4 x i64> %ids, %bound.splat, !ncpu.range_guard !6
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  call void @llvm.masked.store.v4i32.p1(<4 x i32> splat (i32 3), ptr addrspace(1) %p, i32 4, <4 x i1> %in)
  ret void
}

define spir_kernel void @R(ptr addrspace(1) %out, i32 %n) #0 !codeplay_ca_vecz.base !7 !reqd_work_group_size !9 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %bound = zext i32 %n to i64
  %in = icmp ult i64 %gid, %bound
  br i1 %in, label %body, label %done

body:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  store i32 1, ptr addrspace(1) %p, align 4
  br label %done

done:
  ret void
}

define spir_kernel void @__vecz_v4_R(ptr addrspace(1) %out, i32 %n) #2 !codeplay_ca_vecz.derived !8 {
entry:
  %gid = call i64 @__mux_get_global_id(i32 0)
  %bound = zext i32 %n to i64
  %head = insertelement <4 x i64> poison, i64 %gid, i64 0
  %splat = shufflevector <4 x i64> %head, <4 x i64> poison, <4 x i32> zeroinitializer
  %ids = add <4 x i64> %splat, <i64 0, i64 1, i64 2, i64 3>
  %bound.head = insertelement <4 x i64> poison, i64 %bound, i64 0
  %bound.splat = shufflevector <4 x i64> %bound.head, <4 x i64> poison, <4 x i32> zeroinitializer
  %in = icmp ult <4 x i64> %ids, %bound.splat, !ncpu.range_guard !6
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %gid
  call void @llvm.masked.store.v4i32.p1(<4 x i32> splat (i32 1), ptr addrspace(1) %p, i32 4, <4 x i1> %in)
  ret void
}

declare i64 @__mux_get_global_id(i32)
declare void @llvm.masked.store.v4i32.p1(<4 x i32>, ptr addrspace(1), i32, <4 x i1>)

attributes #0 = { "mux-kernel"="entry-point" }
attributes #1 = { "mux-kernel"="entry-point" "mux-base-fn-name"="G" }
attributes #2 = { "mux-kernel"="entry-point" "mux-base-fn-name"="R" }
!0 = !{!1, ptr @__vecz_v4_G}
!1 = !{i32 4, i32 0, i32 0, i32 0}
!2 = !{!3, ptr @__vecz_v4_vp_G}
!3 = !{i32 4, i32 0, i32 0, i32 1}
!4 = !{!1, ptr @G}
!5 = !{!3, ptr @G}
!6 = !{i1 true}
!7 = !{!1, ptr @__vecz_v4_R}
!8 = !{!1, ptr @R}
!9 = !{i32 8, i32 1, i32 1}
