; ModuleID = 'exec.ll'
source_filename = "exec.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @live_across(ptr addrspace(1) noundef readonly align 4 captures(none) %in, ptr addrspace(1) noundef writeonly align 4 captures(none) %out, ptr addrspace(3) noundef align 4 captures(none) %tmp) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = call i64 @__mux_get_local_id(i32 0)
  %call1 = call i64 @__mux_get_local_size(i32 0)
  %call2 = call i64 @__mux_get_global_id(i32 0)
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call2
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %mul = mul nsw i32 %0, 3
  %conv = trunc i64 %call to i32
  %add = add nsw i32 %0, %conv
  %arrayidx4 = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %call
  store i32 %mul, ptr addrspace(3) %arrayidx4, align 4, !tbaa !7
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %1 = xor i64 %call, -1
  %2 = getelementptr i32, ptr addrspace(3) %tmp, i64 %call1
  %arrayidx6 = getelementptr i32, ptr addrspace(3) %2, i64 %1
  %3 = load i32, ptr addrspace(3) %arrayidx6, align 4, !tbaa !7
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  store i32 %add, ptr addrspace(3) %arrayidx4, align 4, !tbaa !7
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %mul8 = mul nsw i32 %3, 1000
  %add9 = add i64 %call, 1
  %rem = urem i64 %add9, %call1
  %arrayidx10 = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %rem
  %4 = load i32, ptr addrspace(3) %arrayidx10, align 4, !tbaa !7
  %add11 = add i32 %mul8, %mul
  %add12 = add i32 %add11, %4
  %arrayidx13 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call2
  store i32 %add12, ptr addrspace(1) %arrayidx13, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @tree_reduce(ptr addrspace(1) noundef readonly align 4 captures(none) %in, ptr addrspace(1) noundef writeonly align 4 captures(none) %out, ptr addrspace(3) noundef align 4 captures(none) %scratch) local_unnamed_addr #1 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = call i64 @__mux_get_local_id(i32 0)
  %call1 = call i64 @__mux_get_local_size(i32 0)
  %call2 = call i64 @__mux_get_global_id(i32 0)
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call2
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(3) %scratch, i64 %call
  store i32 %0, ptr addrspace(3) %arrayidx3, align 4, !tbaa !7
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %cmp.not26 = icmp ult i64 %call1, 2
  br i1 %cmp.not26, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %if.end, %entry
  %cmp8 = icmp eq i64 %call, 0
  br i1 %cmp8, label %if.then9, label %if.end13

for.body:                                         ; preds = %if.end, %entry
  %s.027.in = phi i64 [ %s.027, %if.end ], [ %call1, %entry ]
  %s.027 = lshr i64 %s.027.in, 1
  %cmp4 = icmp ult i64 %call, %s.027
  br i1 %cmp4, label %if.then, label %if.end

if.then:                                          ; preds = %for.body
  %arrayidx5 = getelementptr i32, ptr addrspace(3) %arrayidx3, i64 %s.027
  %1 = load i32, ptr addrspace(3) %arrayidx5, align 4, !tbaa !7
  %2 = load i32, ptr addrspace(3) %arrayidx3, align 4, !tbaa !7
  %add7 = add nsw i32 %2, %1
  store i32 %add7, ptr addrspace(3) %arrayidx3, align 4, !tbaa !7
  br label %if.end

if.end:                                           ; preds = %if.then, %for.body
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %cmp.not = icmp ult i64 %s.027.in, 4
  br i1 %cmp.not, label %for.cond.cleanup, label %for.body

if.then9:                                         ; preds = %for.cond.cleanup
  %3 = load i32, ptr addrspace(3) %scratch, align 4, !tbaa !7
  %call11 = call i64 @__mux_get_group_id(i32 0)
  %arrayidx12 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call11
  store i32 %3, ptr addrspace(1) %arrayidx12, align 4, !tbaa !7
  br label %if.end13

if.end13:                                         ; preds = %if.then9, %for.cond.cleanup
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @uniform_branch(ptr addrspace(1) noundef readonly align 4 captures(none) %in, ptr addrspace(1) noundef writeonly align 4 captures(none) %out, ptr addrspace(3) noundef align 4 captures(none) %tmp, i32 noundef %flag) local_unnamed_addr #2 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
entry:
  %call = call i64 @__mux_get_local_id(i32 0)
  %call1 = call i64 @__mux_get_local_size(i32 0)
  %call2 = call i64 @__mux_get_global_id(i32 0)
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call2
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %tobool.not = icmp eq i32 %flag, 0
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %mul = shl nsw i32 %0, 1
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %call
  store i32 %mul, ptr addrspace(3) %arrayidx3, align 4, !tbaa !7
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %1 = xor i64 %call, -1
  %2 = getelementptr i32, ptr addrspace(3) %tmp, i64 %call1
  %arrayidx5 = getelementptr i32, ptr addrspace(3) %2, i64 %1
  %3 = load i32, ptr addrspace(3) %arrayidx5, align 4, !tbaa !7
  br label %if.end

if.end:                                           ; preds = %if.then, %entry
  %v.0 = phi i32 [ %3, %if.then ], [ %0, %entry ]
  %add = add nsw i32 %v.0, 1
  %arrayidx6 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call2
  store i32 %add, ptr addrspace(1) %arrayidx6, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @collectives(ptr addrspace(1) noundef readonly align 4 captures(none) %in, ptr addrspace(1) noundef writeonly align 4 captures(none) %out, ptr addrspace(1) noundef writeonly align 4 captures(none) %fout) local_unnamed_addr #3 !kernel_arg_addr_space !15 !kernel_arg_access_qual !4 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !6 {
entry:
  %call = call i64 @__mux_get_global_id(i32 0)
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %call1 = call i32 @__mux_work_group_reduce_add_i32(i32 0, i32 %0)
  %mul = shl i64 %call, 3
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %mul
  store i32 %call1, ptr addrspace(1) %arrayidx2, align 4, !tbaa !7
  %call3 = call i32 @__mux_work_group_scan_inclusive_add_i32(i32 0, i32 %0)
  %add5 = or disjoint i64 %mul, 1
  %arrayidx6 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %add5
  store i32 %call3, ptr addrspace(1) %arrayidx6, align 4, !tbaa !7
  %call7 = call i32 @__mux_work_group_scan_exclusive_smax_i32(i32 0, i32 %0)
  %add9 = or disjoint i64 %mul, 2
  %arrayidx10 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %add9
  store i32 %call7, ptr addrspace(1) %arrayidx10, align 4, !tbaa !7
  %call11 = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %0, i64 1, i64 0, i64 0)
  %add13 = or disjoint i64 %mul, 3
  %arrayidx14 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %add13
  store i32 %call11, ptr addrspace(1) %arrayidx14, align 4, !tbaa !7
  %cmp = icmp sgt i32 %0, 5
  %conv = zext i1 %cmp to i32
  %1 = icmp ne i32 %conv, 0
  %2 = call i1 @__mux_work_group_any_i1(i32 0, i1 %1)
  %call15 = zext i1 %2 to i32
  %add17 = or disjoint i64 %mul, 4
  %arrayidx18 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %add17
  store i32 %call15, ptr addrspace(1) %arrayidx18, align 4, !tbaa !7
  %cmp19 = icmp sgt i32 %0, 0
  %conv20 = zext i1 %cmp19 to i32
  %3 = icmp ne i32 %conv20, 0
  %4 = call i1 @__mux_work_group_all_i1(i32 0, i1 %3)
  %call21 = zext i1 %4 to i32
  %add23 = or disjoint i64 %mul, 5
  %arrayidx24 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %add23
  store i32 %call21, ptr addrspace(1) %arrayidx24, align 4, !tbaa !7
  %call25 = call i32 @__mux_work_group_reduce_smin_i32(i32 0, i32 %0)
  %add27 = or disjoint i64 %mul, 6
  %arrayidx28 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %add27
  store i32 %call25, ptr addrspace(1) %arrayidx28, align 4, !tbaa !7
  %call29 = call i32 @__mux_work_group_scan_exclusive_add_i32(i32 0, i32 %0)
  %add31 = or disjoint i64 %mul, 7
  %arrayidx32 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %add31
  store i32 %call29, ptr addrspace(1) %arrayidx32, align 4, !tbaa !7
  %conv33 = sitofp i32 %0 to float
  %mul34 = fmul float %conv33, 5.000000e-01
  %call35 = call float @__mux_work_group_reduce_fadd_f32(i32 0, float %mul34)
  %arrayidx36 = getelementptr inbounds float, ptr addrspace(1) %fout, i64 %call
  store float %call35, ptr addrspace(1) %arrayidx36, align 4, !tbaa !17
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @two_d(ptr addrspace(1) noundef writeonly align 4 captures(none) %out) local_unnamed_addr #4 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
entry:
  %call = call i64 @__mux_get_local_id(i32 0)
  %call1 = call i64 @__mux_get_local_id(i32 1)
  %call2 = call i64 @__mux_get_global_id(i32 0)
  %call3 = call i64 @__mux_get_global_id(i32 1)
  %call4 = call i64 @__mux_get_global_size(i32 0)
  %call5 = call i64 @__mux_get_local_size(i32 0)
  %mul = mul i64 %call5, %call1
  %add = add i64 %mul, %call
  %conv = trunc i64 %add to i32
  %call6 = call i32 @__mux_work_group_scan_inclusive_add_i32(i32 0, i32 %conv)
  %mul7 = mul nsw i32 %conv, 10
  %call8 = call i32 @__mux_work_group_broadcast_i32(i32 0, i32 %mul7, i64 1, i64 1, i64 0)
  %mul9 = mul i64 %call4, %call3
  %add10 = add i64 %mul9, %call2
  %arrayidx.idx = mul i64 %add10, 12
  %arrayidx = getelementptr inbounds i8, ptr addrspace(1) %out, i64 %arrayidx.idx
  store i32 %call6, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %arrayidx17 = getelementptr i8, ptr addrspace(1) %arrayidx, i64 4
  store i32 %call8, ptr addrspace(1) %arrayidx17, align 4, !tbaa !7
  %call18 = call i64 @__mux_get_local_linear_id()
  %conv19 = trunc i64 %call18 to i32
  %arrayidx24 = getelementptr i8, ptr addrspace(1) %arrayidx, i64 8
  store i32 %conv19, ptr addrspace(1) %arrayidx24, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define dso_local spir_kernel void @no_barrier(ptr addrspace(1) noundef readonly align 4 captures(none) %in, ptr addrspace(1) noundef writeonly align 4 captures(none) %out) local_unnamed_addr #5 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
entry:
  %call = call i64 @__mux_get_global_id(i32 0)
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %mul = shl nsw i32 %0, 1
  %call1 = call i64 @__mux_get_local_id(i32 0)
  %conv = trunc i64 %call1 to i32
  %add = add nsw i32 %mul, %conv
  %arrayidx2 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call
  store i32 %add, ptr addrspace(1) %arrayidx2, align 4, !tbaa !7
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @once_sum(ptr addrspace(1) noundef readonly align 4 captures(none) %in, ptr addrspace(1) noundef writeonly align 4 captures(none) %out, ptr addrspace(3) noundef align 4 captures(none) %tmp, ptr addrspace(1) noundef align 4 captures(none) %runs) local_unnamed_addr #6 !kernel_arg_addr_space !27 !kernel_arg_access_qual !12 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !14 {
entry:
  %call = call i64 @__mux_get_local_id(i32 0)
  %call1 = call i64 @__mux_get_local_size(i32 0)
  %call2 = call i64 @__mux_get_global_id(i32 0)
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call2
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %arrayidx3 = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %call
  store i32 %0, ptr addrspace(3) %arrayidx3, align 4, !tbaa !7
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %1 = atomicrmw add ptr addrspace(1) %runs, i32 1 monotonic, align 4
  %cmp = icmp eq i64 %call, 0
  br i1 %cmp, label %for.cond.preheader, label %if.end

for.cond.preheader:                               ; preds = %entry
  %cmp413.not = icmp eq i64 %call1, 0
  br i1 %cmp413.not, label %for.cond.cleanup, label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %for.cond.preheader
  %s.0.lcssa = phi i32 [ 0, %for.cond.preheader ], [ %add, %for.body ]
  %call6 = call i64 @__mux_get_group_id(i32 0)
  %arrayidx7 = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %call6
  store i32 %s.0.lcssa, ptr addrspace(1) %arrayidx7, align 4, !tbaa !7
  br label %if.end

for.body:                                         ; preds = %for.body, %for.cond.preheader
  %i.015 = phi i64 [ %inc, %for.body ], [ 0, %for.cond.preheader ]
  %s.014 = phi i32 [ %add, %for.body ], [ 0, %for.cond.preheader ]
  %arrayidx5 = getelementptr inbounds i32, ptr addrspace(3) %tmp, i64 %i.015
  %2 = load i32, ptr addrspace(3) %arrayidx5, align 4, !tbaa !7
  %add = add nsw i32 %2, %s.014
  %inc = add nuw i64 %i.015, 1
  %cmp4 = icmp ult i64 %inc, %call1
  br i1 %cmp4, label %for.body, label %for.cond.cleanup

if.end:                                           ; preds = %for.cond.cleanup, %entry
  ret void
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @run_order(ptr addrspace(1) noundef writeonly align 4 captures(none) %order, ptr addrspace(1) noundef align 4 captures(none) %counter) local_unnamed_addr #7 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !29 {
entry:
  %call = call i64 @__mux_get_local_linear_id()
  call void @__mux_work_group_barrier(i32 0, i32 2, i32 272)
  %0 = atomicrmw add ptr addrspace(1) %counter, i32 1 monotonic, align 4
  %conv = trunc i64 %call to i32
  %idxprom = sext i32 %0 to i64
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %order, i64 %idxprom
  store i32 %conv, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @__mux_get_local_id(i32) #8

; Function Attrs: nounwind willreturn memory(read)
declare i64 @__mux_get_local_size(i32) #8

; Function Attrs: nounwind willreturn memory(read)
declare i64 @__mux_get_global_id(i32) #8

; Function Attrs: convergent nounwind
declare void @__mux_work_group_barrier(i32, i32, i32) #9

; Function Attrs: nounwind willreturn memory(read)
declare i64 @__mux_get_group_id(i32) #8

; Function Attrs: convergent nounwind
declare i32 @__mux_work_group_reduce_add_i32(i32, i32) #9

; Function Attrs: convergent nounwind
declare i32 @__mux_work_group_scan_inclusive_add_i32(i32, i32) #9

; Function Attrs: convergent nounwind
declare i32 @__mux_work_group_scan_exclusive_smax_i32(i32, i32) #9

; Function Attrs: convergent nounwind
declare i32 @__mux_work_group_broadcast_i32(i32, i32, i64, i64, i64) #9

; Function Attrs: convergent nounwind
declare i1 @__mux_work_group_any_i1(i32, i1) #9

; Function Attrs: convergent nounwind
declare i1 @__mux_work_group_all_i1(i32, i1) #9

; Function Attrs: convergent nounwind
declare i32 @__mux_work_group_reduce_smin_i32(i32, i32) #9

; Function Attrs: convergent nounwind
declare i32 @__mux_work_group_scan_exclusive_add_i32(i32, i32) #9

; Function Attrs: convergent nounwind
declare float @__mux_work_group_reduce_fadd_f32(i32, float) #9

; Function Attrs: nounwind willreturn memory(read)
declare i64 @__mux_get_global_size(i32) #8

; Function Attrs: nounwind willreturn memory(read)
declare i64 @__mux_get_local_linear_id() #8

attributes #0 = { convergent norecurse nounwind "mux-kernel"="entry-point" "mux-orig-fn"="live_across" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "mux-kernel"="entry-point" "mux-orig-fn"="tree_reduce" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent norecurse nounwind "mux-kernel"="entry-point" "mux-orig-fn"="uniform_branch" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent norecurse nounwind "mux-kernel"="entry-point" "mux-orig-fn"="collectives" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent norecurse nounwind "mux-kernel"="entry-point" "mux-orig-fn"="two_d" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #5 = { convergent mustprogress nofree norecurse nounwind willreturn "mux-kernel"="entry-point" "mux-orig-fn"="no_barrier" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #6 = { convergent norecurse nounwind "mux-kernel"="entry-point" "mux-orig-fn"="once_sum" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #7 = { convergent norecurse nounwind "mux-kernel"="entry-point" "mux-orig-fn"="run_order" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { convergent nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 2, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 3}
!4 = !{!"none", !"none", !"none"}
!5 = !{!"int*", !"int*", !"int*"}
!6 = !{!"const", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{i32 1, i32 1, i32 3, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"int*", !"int*", !"int*", !"int"}
!14 = !{!"const", !"", !"", !""}
!15 = !{i32 1, i32 1, i32 1}
!16 = !{!"int*", !"int*", !"float*"}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !9, i64 0}
!19 = !{i32 1}
!20 = !{!"none"}
!21 = !{!"int*"}
!22 = !{!""}
!23 = !{i32 1, i32 1}
!24 = !{!"none", !"none"}
!25 = !{!"int*", !"int*"}
!26 = !{!"const", !""}
!27 = !{i32 1, i32 1, i32 3, i32 1}
!28 = !{!"int*", !"int*", !"int*", !"int*"}
!29 = !{!"", !""}
