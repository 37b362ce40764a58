; clang-19 -cc1 -triple spir64-unknown-unknown -cl-std=CL3.0 -cl-ext=+all -finclude-default-header -emit-llvm -O2 exec_atomics.cl -o exec_atomics.ll
; ModuleID = 'exec_atomics.cl'
source_filename = "exec_atomics.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64-unknown-unknown"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @histogram_local(ptr addrspace(1) nocapture noundef readonly align 1 %in, ptr addrspace(1) noundef align 4 %bins, i32 noundef %n, ptr addrspace(3) noundef align 4 %local_bins) local_unnamed_addr #0 !kernel_arg_addr_space !3 !kernel_arg_access_qual !4 !kernel_arg_type !5 !kernel_arg_base_type !5 !kernel_arg_type_qual !6 {
entry:
  %call = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #4
  %cmp30 = icmp ult i64 %call, 256
  br i1 %cmp30, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  %call2 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %conv = zext i32 %n to i64
  %cmp3 = icmp ult i64 %call2, %conv
  br i1 %cmp3, label %if.then, label %if.end

for.body:                                         ; preds = %entry, %for.body
  %b.031 = phi i64 [ %add, %for.body ], [ %call, %entry ]
  %arrayidx = getelementptr inbounds i32, ptr addrspace(3) %local_bins, i64 %b.031
  store i32 0, ptr addrspace(3) %arrayidx, align 4, !tbaa !7
  %call1 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %add = add i64 %call1, %b.031
  %cmp = icmp ult i64 %add, 256
  br i1 %cmp, label %for.body, label %for.cond.cleanup

if.then:                                          ; preds = %for.cond.cleanup
  %arrayidx5 = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %call2
  %0 = load i8, ptr addrspace(1) %arrayidx5, align 1, !tbaa !11
  %idxprom = zext i8 %0 to i64
  %arrayidx6 = getelementptr inbounds i32, ptr addrspace(3) %local_bins, i64 %idxprom
  %call7 = tail call spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %arrayidx6) #5
  br label %if.end

if.end:                                           ; preds = %if.then, %for.cond.cleanup
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #5
  br i1 %cmp30, label %for.body13, label %for.cond.cleanup12

for.cond.cleanup12:                               ; preds = %for.body13, %if.end
  ret void

for.body13:                                       ; preds = %if.end, %for.body13
  %b8.033 = phi i64 [ %add19, %for.body13 ], [ %call, %if.end ]
  %arrayidx14 = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %b8.033
  %arrayidx15 = getelementptr inbounds i32, ptr addrspace(3) %local_bins, i64 %b8.033
  %1 = load i32, ptr addrspace(3) %arrayidx15, align 4, !tbaa !7
  %call16 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %arrayidx14, i32 noundef %1) #5
  %call18 = tail call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %add19 = add i64 %call18, %b8.033
  %cmp10 = icmp ult i64 %add19, 256
  br i1 %cmp10, label %for.body13, label %for.cond.cleanup12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @reduce_all(ptr addrspace(1) nocapture noundef readonly align 4 %in, ptr addrspace(1) noundef align 4 %out, ptr addrspace(1) noundef align 8 %lsum, ptr addrspace(1) noundef align 4 %umax) local_unnamed_addr #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !4 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
entry:
  %call = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #4
  %arrayidx = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %call
  %0 = load i32, ptr addrspace(1) %arrayidx, align 4, !tbaa !7
  %call2 = tail call spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %out, i32 noundef %0) #5
  %conv = sext i32 %0 to i64
  %call3 = tail call spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1) noundef %lsum, i64 noundef %conv) #5
  %arrayidx4 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  %call5 = tail call spir_func i32 @_Z10atomic_minPU3AS1Vii(ptr addrspace(1) noundef %arrayidx4, i32 noundef %0) #5
  %call6 = tail call spir_func i32 @_Z10atomic_maxPU3AS1Vjj(ptr addrspace(1) noundef %umax, i32 noundef %0) #5
  %arrayidx7 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 16
  br label %while.cond

while.cond:                                       ; preds = %while.cond, %entry
  %old.0 = load volatile i32, ptr addrspace(1) %arrayidx7, align 4, !tbaa !7
  %add = add nsw i32 %old.0, 1
  %call9 = tail call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %arrayidx7, i32 noundef %old.0, i32 noundef %add) #5
  %cmp.not = icmp eq i32 %call9, %old.0
  br i1 %cmp.not, label %while.end, label %while.cond

while.end:                                        ; preds = %while.cond
  %arrayidx12 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 20
  %call13 = tail call spir_func i32 @_Z16atomic_fetch_addPU3AS1VU7_Atomicii(ptr addrspace(1) noundef %arrayidx12, i32 noundef %0) #5
  %arrayidx14 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 24
  %call15 = tail call spir_func i32 @_Z10atomic_xorPU3AS1Vii(ptr addrspace(1) noundef %arrayidx14, i32 noundef %0) #5
  %arrayidx16 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 28
  %call17 = tail call spir_func i32 @_Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(ptr addrspace(1) noundef %arrayidx16, i32 noundef 1, i32 noundef 0, i32 noundef 2) #5
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z8atom_addPU3AS1Vll(ptr addrspace(1) noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_minPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_maxPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z16atomic_fetch_addPU3AS1VU7_Atomicii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_xorPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z25atomic_fetch_sub_explicitPU3AS1VU7_Atomicii12memory_order12memory_scope(ptr addrspace(1) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @locked(ptr addrspace(1) noundef align 4 %flag, ptr addrspace(1) nocapture noundef align 4 %counter, ptr addrspace(1) noundef align 4 %total) local_unnamed_addr #0 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
entry:
  %expected = alloca i32, align 4
  br label %while.cond

while.cond:                                       ; preds = %while.cond, %entry
  %call = tail call spir_func zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order(ptr addrspace(1) noundef %flag, i32 noundef 2) #5
  br i1 %call, label %while.cond, label %while.end

while.end:                                        ; preds = %while.cond
  %0 = load i32, ptr addrspace(1) %counter, align 4, !tbaa !7
  %add = add nsw i32 %0, 1
  store i32 %add, ptr addrspace(1) %counter, align 4, !tbaa !7
  tail call spir_func void @_Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order(ptr addrspace(1) noundef %flag, i32 noundef 3) #5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %expected) #6
  %call1 = tail call spir_func i32 @_Z11atomic_loadPU3AS1VU7_Atomici(ptr addrspace(1) noundef %total) #5
  store i32 %call1, ptr %expected, align 4, !tbaa !7
  br label %while.cond2

while.cond2:                                      ; preds = %while.cond2, %while.end
  %1 = load i32, ptr %expected, align 4, !tbaa !7
  %add3 = add nsw i32 %1, 2
  %call4 = call spir_func zeroext i1 @_Z28atomic_compare_exchange_weakPU3AS1VU7_AtomiciPii(ptr addrspace(1) noundef %total, ptr noundef nonnull %expected, i32 noundef %add3) #5
  br i1 %call4, label %while.end6, label %while.cond2

while.end6:                                       ; preds = %while.cond2
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 2) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %expected) #6
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS1VU7_Atomici12memory_order(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z26atomic_flag_clear_explicitPU3AS1VU7_Atomici12memory_order(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z11atomic_loadPU3AS1VU7_Atomici(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func zeroext i1 @_Z28atomic_compare_exchange_weakPU3AS1VU7_AtomiciPii(ptr addrspace(1) noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0}
!opencl.ocl.version = !{!1}
!opencl.spir.version = !{!1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 3, i32 0}
!2 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!3 = !{i32 1, i32 1, i32 0, i32 3}
!4 = !{!"none", !"none", !"none", !"none"}
!5 = !{!"uchar*", !"uint*", !"uint", !"uint*"}
!6 = !{!"const", !"", !"", !""}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!9, !9, i64 0}
!12 = !{i32 1, i32 1, i32 1, i32 1}
!13 = !{!"int*", !"int*", !"long*", !"uint*"}
!14 = !{!"const", !"volatile", !"volatile", !"volatile"}
!15 = !{i32 1, i32 1, i32 1}
!16 = !{!"none", !"none", !"none"}
!17 = !{!"atomic_flag*", !"int*", !"atomic_int*"}
!18 = !{!"_Atomic(int)*", !"int*", !"_Atomic(int)*"}
!19 = !{!"", !"", !""}
